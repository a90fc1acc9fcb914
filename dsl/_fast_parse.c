/* A successful parse of a whole `.rules` text, in C (`dsl.fast_lark`, `Parser.parse`).
 *
 * Parsing a book is three loops of Python, one inside the other, token by token: Lark's contextual
 * lexer (the regular expressions of the parser's state matched at the text's position, a `Token`
 * made, lines counted), the post-lexers (`lines.LinePostLexer`: which line breaks are kept;
 * `limits.GluedKeywordCheck`: no keyword glued to a word) and the LALR loop (shift, or reduce by a
 * rule and call its callback, which builds the rule's tree: `tree_builder`). `Parser.parse` runs
 * the three as one loop in C, in the same order and with the same objects: the regular
 * expressions are Lark's own compiled `re.Pattern`s of each state's lexer (`Scanner._mres`), called
 * as the lexer calls them; each token is a `lark.Token` made as `fast_lark` makes it (`str.__new__`,
 * then every one of its slots set to the same values); the lexer's callbacks (keywords recognised
 * among names) are the Python functions Lark holds, called with the same arguments; the parse table
 * is Lark's, each state's row read once into a dict of its own (`row`). Restated here are the
 * post-lexers' state machines, from the classes of terminals `fast_lark` gives (`classes`, made
 * from the sets `lines` and `limits` test), and the trees of the rules whose callback `tree_builder`
 * made (`build_tree`: the same `Tree` and `Meta` objects that callback makes, from the rule's shape);
 * any other rule's callback is called.
 *
 * So this file decides nothing that the Python path would decide otherwise, and it reports no
 * error: whatever is not a plain successful parse — no expression matching, a token the table has
 * no action for, a glued keyword, a callback that raises or gives back something else than a
 * token, a `term` left open at the end of the text — abandons the parse (`ABANDON`), and `parse`
 * returns the `fallback` marker: `fast_lark` then parses the same text again with Lark's Python
 * loop, from a state the C loop never touched, which raises or answers exactly as it always did.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

/* A terminal's classes for the post-lexers, bit by bit (`fast_lark._classes` writes them). */
enum {
    NL = 1,          /* `_NL`, a run of line breaks */
    TERM = 2,        /* `term`: its declaration ends with its line */
    BLOCK = 4,       /* `example`, `results`: their `{ … }` is line-oriented */
    LBRACE = 8,      /* `{` */
    HEADER = 16,     /* what may stand between a block's keyword and its `{` */
    OPEN = 32,       /* an opening bracket */
    CLOSE = 64,      /* a closing bracket */
    ENDS_OPEN = 128, /* a line ending with it continues on the next line */
    KEYWORD = 256,   /* a keyword or a number: no word may touch it (`limits._glue_checked`) */
};

/* The slots of a `lark.Token`, in the order `_future_new` sets them. */
enum { T_TYPE, T_START_POS, T_VALUE, T_LINE, T_COLUMN, T_END_LINE, T_END_COLUMN, T_END_POS, N_SLOTS };
static const char *slot_names[N_SLOTS] = {
    "type", "start_pos", "value", "line", "column", "end_line", "end_column", "end_pos"
};

#define ABANDON (-1)   /* a step's answer when the parse is left to the Python path */

typedef struct {
    PyObject_HEAD
    PyObject *token_type;       /* lark.Token */
    Py_ssize_t slot[N_SLOTS];   /* where its slots are in a token */
    PyObject *states;           /* Lark's parse table: state → {symbol: (action, arg)} */
    PyObject *shift;            /* Lark's `Shift` action (any other is a reduction) */
    PyObject *rules;            /* Rule → its `Reduction` (below) */
    PyObject *term_callbacks;   /* the parser's callbacks of shifted terminals, by name (or None) */
    PyObject *classes;          /* terminal name → its classes (above), an int */
    PyObject *lexer_of;         /* state → (its lexer's `match`es, callbacks, ignored types, newline types) */
    PyObject *fallback;         /* what `parse` returns when the Python path is to parse the text */
    PyTypeObject *tree_type;    /* lark.Tree and lark.tree.Meta, or NULL: every tree built by its callback */
    PyTypeObject *meta_type;
    Py_ssize_t n_states;
    PyObject **rows;            /* per state, made on its first visit: symbol → next state (an int)… */
                                /* …or the `Reduction` of the rule to reduce by */
    PyObject **lexers;          /* per state, made on its first visit: `lexer_of(state)` */
} Parser;

static PyObject *str_lastgroup, *str_newline, *zero;

/* ------------------------------------------------------------------ the rules */

/* A child the tree of a rule keeps (`ChildFilterLALR_NoPlaceholders.to_include`): its index among
 * the rule's children, and whether its own children are put in its place (a `_rule`). */
typedef struct {
    Py_ssize_t index;
    int inline_children;
} Kept;

/* What reducing by a rule does: how many values it takes off the stack, the symbol the table's goto
 * is read with, and how its value is made: by `callback`, or, when `tree_builder` gave its shape
 * (`name` not NULL), by `build_tree` below, which does what that callback does. */
typedef struct {
    PyObject_HEAD
    Py_ssize_t size;
    PyObject *origin;        /* the rule's origin's name */
    PyObject *callback;
    PyObject *name;          /* the tree's name, or NULL: the callback makes the value */
    int expand1;             /* a `?rule`: one child kept is the value itself */
    int passthrough;         /* expand1, keeping its one child as it is (`tree_builder._make`) */
    Py_ssize_t n_kept;       /* how many children it keeps, or -1: all, as they are */
    Kept *kept;
} Reduction;

static int
Reduction_traverse(Reduction *self, visitproc visit, void *arg)
{
    Py_VISIT(self->origin);
    Py_VISIT(self->callback);
    Py_VISIT(self->name);
    return 0;
}

static int
Reduction_clear(Reduction *self)
{
    Py_CLEAR(self->origin);
    Py_CLEAR(self->callback);
    Py_CLEAR(self->name);
    return 0;
}

static void
Reduction_dealloc(Reduction *self)
{
    PyObject_GC_UnTrack(self);
    Reduction_clear(self);
    PyMem_Free(self->kept);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyTypeObject ReductionType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._fast_parse.Reduction",
    .tp_doc = "How the C loop reduces by one rule (made by Parser()).",
    .tp_basicsize = sizeof(Reduction),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_dealloc = (destructor)Reduction_dealloc,
    .tp_traverse = (traverseproc)Reduction_traverse,
    .tp_clear = (inquiry)Reduction_clear,
};

/* The shape `tree_builder.shape_of` gives, (name, kept or None, expand1), read into `r`: 1, or 0 when
 * it is not one (`r` then left to its callback), or -1 on an error. `kept` is a tuple of
 * (index, inline) pairs, each index one of the rule's children. */
static int
read_shape(Reduction *r, PyObject *shape)
{
    PyObject *name, *kept, *expand1;
    Py_ssize_t i, n;

    if (!PyTuple_CheckExact(shape) || PyTuple_GET_SIZE(shape) != 3)
        return 0;
    name = PyTuple_GET_ITEM(shape, 0);
    kept = PyTuple_GET_ITEM(shape, 1);
    expand1 = PyTuple_GET_ITEM(shape, 2);
    if (!PyUnicode_CheckExact(name) || !PyBool_Check(expand1) || (kept != Py_None && !PyTuple_CheckExact(kept)))
        return 0;
    n = kept == Py_None ? -1 : PyTuple_GET_SIZE(kept);
    if (n > 0 && (r->kept = PyMem_Calloc(n, sizeof(Kept))) == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (i = 0; i < n; i++) {
        PyObject *pair = PyTuple_GET_ITEM(kept, i), *index, *inline_children;
        if (!PyTuple_CheckExact(pair) || PyTuple_GET_SIZE(pair) != 2)
            goto not_one;
        index = PyTuple_GET_ITEM(pair, 0);
        inline_children = PyTuple_GET_ITEM(pair, 1);
        if (!PyLong_CheckExact(index) || !PyBool_Check(inline_children))
            goto not_one;
        r->kept[i].index = PyLong_AsSsize_t(index);
        r->kept[i].inline_children = inline_children == Py_True;
        if (r->kept[i].index < 0 || r->kept[i].index >= r->size) {
            PyErr_Clear();   /* (an index out of range: the callback's IndexError, from the Python path) */
            goto not_one;
        }
    }
    r->n_kept = n;
    r->expand1 = expand1 == Py_True;
    r->passthrough = r->expand1 && (n == -1 || (n == 1 && r->kept[0].index == 0 && !r->kept[0].inline_children));
    Py_INCREF(name);
    r->name = name;
    return 1;
not_one:
    PyMem_Free(r->kept);
    r->kept = NULL;
    return 0;
}

/* The `Reduction` of a rule from its tuple in `Parser()`'s `rules`: (its length, its origin's name,
 * its callback, its shape or None). NULL, an error set, when the tuple is not one. */
static PyObject *
new_reduction(PyObject *rule, int trees_in_c)
{
    Reduction *r;
    PyObject *shape;

    if (!PyTuple_CheckExact(rule) || PyTuple_GET_SIZE(rule) != 4 || !PyLong_CheckExact(PyTuple_GET_ITEM(rule, 0))) {
        PyErr_SetString(PyExc_TypeError, "Parser(): a rule is (length, origin, callback, shape or None)");
        return NULL;
    }
    r = PyObject_GC_New(Reduction, &ReductionType);
    if (r == NULL)
        return NULL;
    r->size = PyLong_AsSsize_t(PyTuple_GET_ITEM(rule, 0));
    r->origin = PyTuple_GET_ITEM(rule, 1);
    r->callback = PyTuple_GET_ITEM(rule, 2);
    Py_INCREF(r->origin);
    Py_INCREF(r->callback);
    r->name = NULL;
    r->expand1 = r->passthrough = 0;
    r->n_kept = -1;
    r->kept = NULL;
    PyObject_GC_Track(r);
    if (r->size < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "Parser(): a rule of negative length");
        Py_DECREF(r);
        return NULL;
    }
    shape = PyTuple_GET_ITEM(rule, 3);
    if (trees_in_c && shape != Py_None && read_shape(r, shape) < 0) {
        Py_DECREF(r);
        return NULL;
    }
    return (PyObject *)r;
}

/* ------------------------------------------------------------------ the tables, state by state */

/* The row of `state`: Lark's `states[state]`, each action as `parse` uses it (a shift or goto as the
 * next state's int; a reduction as its rule's `Reduction`). NULL, no error set, when it is not one. */
static PyObject *
row(Parser *self, Py_ssize_t state)
{
    PyObject *key, *lark_row, *made, *symbol, *action;
    Py_ssize_t pos = 0;

    if (state < 0 || state >= self->n_states)
        return NULL;
    if (self->rows[state] != NULL)
        return self->rows[state];
    key = PyLong_FromSsize_t(state);
    if (key == NULL)
        return NULL;
    lark_row = PyDict_GetItemWithError(self->states, key);
    Py_DECREF(key);
    if (lark_row == NULL || !PyDict_Check(lark_row) || (made = PyDict_New()) == NULL)
        return NULL;
    while (PyDict_Next(lark_row, &pos, &symbol, &action)) {
        PyObject *what, *arg;
        if (!PyTuple_Check(action) || PyTuple_GET_SIZE(action) != 2)
            goto fail;
        what = PyTuple_GET_ITEM(action, 0);
        arg = PyTuple_GET_ITEM(action, 1);
        if (what == self->shift) {
            if (!PyLong_CheckExact(arg))
                goto fail;
        }
        else if ((arg = PyDict_GetItemWithError(self->rules, arg)) == NULL || !Py_IS_TYPE(arg, &ReductionType))
            goto fail;   /* (a rule without its callback: Lark's KeyError, from the Python path) */
        if (PyDict_SetItem(made, symbol, arg) < 0)
            goto fail;
    }
    self->rows[state] = made;
    return made;
fail:
    Py_DECREF(made);
    return NULL;
}

/* Is `dispatch` None or a tuple of 128 tuples? */
static int
dispatch_ok(PyObject *dispatch)
{
    Py_ssize_t i;
    if (dispatch == Py_None)
        return 1;
    if (!PyTuple_CheckExact(dispatch) || PyTuple_GET_SIZE(dispatch) != 128)
        return 0;
    for (i = 0; i < 128; i++)
        if (!PyTuple_CheckExact(PyTuple_GET_ITEM(dispatch, i)))
            return 0;
    return 1;
}

/* The lexer of `state`: (matches, callbacks, ignored, newline types, dispatch), as `lexer_of` gives
 * it; dispatch: None, or for each ASCII code point the matches to try at it (`scanner_dispatch`); a
 * callback: a callable, or a dict of keywords (text → the keyword's type, `fast_lark._as_lookup`). */
static PyObject *
lexer(Parser *self, Py_ssize_t state)
{
    PyObject *made;
    if (state < 0 || state >= self->n_states)
        return NULL;
    if (self->lexers[state] != NULL)
        return self->lexers[state];
    made = PyObject_CallFunction(self->lexer_of, "n", state);
    if (made == NULL)
        return NULL;
    if (!PyTuple_CheckExact(made) || PyTuple_GET_SIZE(made) != 5 || !PyTuple_CheckExact(PyTuple_GET_ITEM(made, 0))
        || !PyDict_CheckExact(PyTuple_GET_ITEM(made, 1)) || !PyAnySet_Check(PyTuple_GET_ITEM(made, 2))
        || !PyAnySet_Check(PyTuple_GET_ITEM(made, 3)) || !dispatch_ok(PyTuple_GET_ITEM(made, 4))) {
        Py_DECREF(made);   /* (None: a lexer `fast_lark` does not restate) */
        return NULL;
    }
    self->lexers[state] = made;
    return made;
}

/* ------------------------------------------------------------------ tokens */

#define SLOT(self, tok, i) (*(PyObject **)((char *)(tok) + (self)->slot[i]))

/* Where the lexer is in the text (Lark's `LineCounter`). */
typedef struct {
    PyObject *text;
    Py_ssize_t end, pos, line, line_start;
    PyObject *end_obj;
} Lexing;

/* A token the post-lexers and the parser read: the token, and what they read of it. */
typedef struct {
    PyObject *tok;           /* a new reference */
    PyObject *type;          /* borrowed from the token */
    long classes;
    Py_ssize_t start, end;   /* its start_pos and end_pos */
} Read;

static PyObject *
int_like(PyObject *last, Py_ssize_t last_value, Py_ssize_t value)
{
    if (last != NULL && last_value == value) {   /* (end_line is mostly line: one int for both) */
        Py_INCREF(last);
        return last;
    }
    return PyLong_FromSsize_t(value);
}

/* Reads the next token that is not ignored, with the lexer of `state`, into `out`: 1, or 0 at the
 * end of the text, or ABANDON (an exception set or not). Lark's `BasicLexer.next_token`, step by
 * step. */
static int
next_token(Parser *self, Lexing *lx, Py_ssize_t state, Read *out)
{
    PyObject *lex = lexer(self, state), *matches, *callback, *ignore, *newline, *dispatch;
    int kind;
    const void *data;
    if (lex == NULL)
        return ABANDON;
    matches = PyTuple_GET_ITEM(lex, 0);
    callback = PyTuple_GET_ITEM(lex, 1);
    ignore = PyTuple_GET_ITEM(lex, 2);
    newline = PyTuple_GET_ITEM(lex, 3);
    dispatch = PyTuple_GET_ITEM(lex, 4);
    kind = PyUnicode_KIND(lx->text);
    data = PyUnicode_DATA(lx->text);

    while (lx->pos < lx->end) {
        PyObject *m = Py_None, *value, *type, *cb, *t = NULL, *args[3], *pos_obj, *tried = matches;
        Py_ssize_t i, start = lx->pos, start_line = lx->line, length;
        Py_UCS4 first = PyUnicode_READ(kind, data, start);
        int ignored, is_newline;

        if (dispatch != Py_None && first < 128)   /* only the terminals that can start with it */
            tried = PyTuple_GET_ITEM(dispatch, first);

        pos_obj = PyLong_FromSsize_t(start);
        if (pos_obj == NULL)
            return ABANDON;
        args[0] = lx->text;
        args[1] = pos_obj;
        args[2] = lx->end_obj;
        for (i = 0; i < PyTuple_GET_SIZE(tried); i++) {
            m = PyObject_Vectorcall(PyTuple_GET_ITEM(tried, i), args, 3, NULL);
            if (m == NULL || m != Py_None)
                break;
            Py_DECREF(m);
        }
        if (m == NULL || m == Py_None) {   /* no expression matches: Lark's UnexpectedCharacters */
            Py_DECREF(pos_obj);
            return ABANDON;
        }
        value = PyObject_GetItem(m, zero);            /* m.group(0) */
        type = PyObject_GetAttr(m, str_lastgroup);
        Py_DECREF(m);
        if (value == NULL || type == NULL || !PyUnicode_CheckExact(value) || !PyUnicode_CheckExact(type)
            || (length = PyUnicode_GET_LENGTH(value)) == 0)
            goto abandon;
        if ((ignored = PySet_Contains(ignore, type)) < 0 || (is_newline = PySet_Contains(newline, type)) < 0)
            goto abandon;
        cb = PyDict_GetItemWithError(callback, type);
        if (cb == NULL && PyErr_Occurred())
            goto abandon;
        if (!ignored || cb != NULL) {   /* str.__new__(Token, value), its fields as `_future_new` sets them */
            PyObject *one = PyTuple_Pack(1, value);
            if (one == NULL)
                goto abandon;
            t = PyUnicode_Type.tp_new((PyTypeObject *)self->token_type, one, NULL);
            Py_DECREF(one);
            if (t == NULL)
                goto abandon;
            Py_INCREF(type);
            SLOT(self, t, T_TYPE) = type;
            Py_INCREF(pos_obj);
            SLOT(self, t, T_START_POS) = pos_obj;
            Py_INCREF(value);
            SLOT(self, t, T_VALUE) = value;
            if ((SLOT(self, t, T_LINE) = PyLong_FromSsize_t(lx->line)) == NULL
                || (SLOT(self, t, T_COLUMN) = PyLong_FromSsize_t(start - lx->line_start + 1)) == NULL)
                goto abandon;
        }
        /* LineCounter.feed */
        if (is_newline) {
            Py_ssize_t breaks = PyUnicode_Count(value, str_newline, 0, length);
            if (breaks < 0)
                goto abandon;
            if (breaks) {
                lx->line += breaks;
                lx->line_start = start + PyUnicode_FindChar(value, '\n', 0, length, -1) + 1;
            }
        }
        lx->pos = start + length;
        Py_DECREF(pos_obj);
        pos_obj = NULL;
        if (t != NULL) {
            Py_ssize_t column = lx->pos - lx->line_start + 1;
            if ((SLOT(self, t, T_END_LINE) = int_like(SLOT(self, t, T_LINE), start_line, lx->line)) == NULL
                || (SLOT(self, t, T_END_COLUMN) = PyLong_FromSsize_t(column)) == NULL
                || (SLOT(self, t, T_END_POS) = PyLong_FromSsize_t(lx->pos)) == NULL)
                goto abandon;
            out->start = start;
            out->end = lx->pos;
            if (cb != NULL && PyDict_CheckExact(cb)) {   /* a keyword among names, looked up: its type */
                PyObject *keyword = PyDict_GetItemWithError(cb, value);
                if (keyword == NULL && PyErr_Occurred())
                    goto abandon;
                if (keyword != NULL) {
                    if (!PyUnicode_CheckExact(keyword))
                        goto abandon;
                    Py_INCREF(keyword);
                    Py_SETREF(SLOT(self, t, T_TYPE), keyword);
                }
            }
            else if (cb != NULL) {   /* a keyword among names: the callback may change the token's type */
                PyObject *given = PyObject_CallOneArg(cb, t);
                Py_SETREF(t, given);
                if (t == NULL || !Py_IS_TYPE(t, (PyTypeObject *)self->token_type))
                    goto abandon;   /* (Lark's LexError "Callbacks must return a token") */
                if (!PyLong_CheckExact(SLOT(self, t, T_START_POS)) || !PyLong_CheckExact(SLOT(self, t, T_END_POS))
                    || !PyUnicode_CheckExact(SLOT(self, t, T_TYPE)) || !PyUnicode_CheckExact(SLOT(self, t, T_VALUE)))
                    goto abandon;
                out->start = PyLong_AsSsize_t(SLOT(self, t, T_START_POS));
                out->end = PyLong_AsSsize_t(SLOT(self, t, T_END_POS));
                if (PyErr_Occurred())
                    goto abandon;
            }
            if (!ignored) {
                PyObject *classes;
                Py_DECREF(value);
                Py_DECREF(type);
                out->tok = t;
                out->type = SLOT(self, t, T_TYPE);
                classes = PyDict_GetItemWithError(self->classes, out->type);
                if (classes == NULL && PyErr_Occurred())
                    return ABANDON;
                out->classes = classes == NULL ? 0 : PyLong_AsLong(classes);
                return 1;
            }
            Py_CLEAR(t);
        }
        Py_DECREF(value);
        Py_DECREF(type);
        continue;
    abandon:
        Py_XDECREF(pos_obj);
        Py_XDECREF(value);
        Py_XDECREF(type);
        Py_XDECREF(t);
        return ABANDON;
    }
    return 0;
}

/* ------------------------------------------------------------------ the post-lexers */

/* `lines.LinePostLexer.process` and `limits.GluedKeywordCheck.process`, as one state machine. */
typedef struct {
    char *brackets;          /* the open brackets: 1 for the `{` of a line-oriented block, else 0 */
    Py_ssize_t depth, room;
    int pending_block;       /* saw `example`/`results`, waiting for its `{` */
    Py_ssize_t term_depth;   /* inside a `term` declaration: the depth it started at; else -1 */
    PyObject *prev;          /* the last token passed on (a new reference), or NULL */
    long prev_classes;
    Py_ssize_t prev_end;
} Lines;

static int
push_bracket(Lines *ln, char block)
{
    if (ln->depth == ln->room) {
        Py_ssize_t room = ln->room ? ln->room * 2 : 64;
        char *more = PyMem_Realloc(ln->brackets, room);
        if (more == NULL) {
            PyErr_NoMemory();
            return ABANDON;
        }
        ln->brackets = more;
        ln->room = room;
    }
    ln->brackets[ln->depth++] = block;
    return 0;
}

/* `lines._comparison`: does the token's text compare? */
static int
comparison(Parser *self, PyObject *tok)
{
    static const char *const ops[] = {"==", "!=", "<=", ">=", "<", ">", "=>"};
    PyObject *value = SLOT(self, tok, T_VALUE);
    size_t i;
    for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (PyUnicode_CompareWithASCIIString(value, ops[i]) == 0)
            return 1;
    return 0;
}

/* Is the token passed on to the parser (1) or dropped (0)? LinePostLexer's decision. */
static int
keep(Parser *self, Lines *ln, Read *rd)
{
    long c = rd->classes;
    if (c & NL) {
        if (ln->term_depth == ln->depth) {
            ln->term_depth = -1;
            return 1;
        }
        return ln->depth && ln->brackets[ln->depth - 1] && ln->prev != NULL
               && !(ln->prev_classes & (NL | LBRACE | ENDS_OPEN)) && !comparison(self, ln->prev);
    }
    if (c & TERM)
        ln->term_depth = ln->depth;
    if (c & BLOCK)
        ln->pending_block = 1;
    else if (ln->pending_block && (c & LBRACE)) {
        ln->pending_block = 0;
        return push_bracket(ln, 1) < 0 ? ABANDON : 1;
    }
    else if (ln->pending_block && !(c & HEADER))
        ln->pending_block = 0;
    if (c & OPEN)
        return push_bracket(ln, 0) < 0 ? ABANDON : 1;
    if ((c & CLOSE) && ln->depth)
        ln->depth--;
    return 1;
}

static int
wordy(Py_UCS4 c)   /* limits._WORDY */
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

/* A keyword or a number written against a word (`termA`, `1e5`): GluedKeywordCheck's error, left to
 * the Python path. */
static int
glued(Parser *self, Lines *ln, Read *rd)
{
    PyObject *before, *after;
    if (ln->prev == NULL || rd->start != ln->prev_end || !((rd->classes | ln->prev_classes) & KEYWORD))
        return 0;
    before = SLOT(self, ln->prev, T_VALUE);
    after = SLOT(self, rd->tok, T_VALUE);
    return PyUnicode_GET_LENGTH(before) && PyUnicode_GET_LENGTH(after)
           && wordy(PyUnicode_READ_CHAR(before, PyUnicode_GET_LENGTH(before) - 1))
           && wordy(PyUnicode_READ_CHAR(after, 0));
}

/* ------------------------------------------------------------------ the trees */

/* `tree_builder._make`'s `build`, restated: the tree of a rule whose shape is known, made of the
 * same `lark.Tree` and `lark.tree.Meta` objects, their attributes set in the same order (the classes'
 * `__init__`s restated too: `fast_lark` passes the classes only when they are Lark 1.3.1's). Each
 * attribute is read and written through Python's attribute protocol, as `build` does; anything
 * that fails (a missing attribute, an inlined child whose children are no list) abandons the parse,
 * which the Python path then makes with the Python callbacks, raising where they raise. */

static PyObject *str_data, *str_children, *str__meta, *str_meta, *str_empty, *empty_args;
static PyObject *start_names[3], *end_names[3], *container_start_names[3], *container_end_names[3];
static PyObject *token_start_names[3], *token_end_names[3];

/* `getattr(obj, name)` and `setattr(obj, name, value)`, `name` an interned str: the type's own
 * functions called as `PyObject_GetAttr` and `PyObject_SetAttr` call them, without interning the
 * name again on every call. */
static inline PyObject *
get_attr(PyObject *obj, PyObject *name)
{
    getattrofunc get = Py_TYPE(obj)->tp_getattro;
    return get != NULL ? get(obj, name) : PyObject_GetAttr(obj, name);
}

static inline int
set_attr(PyObject *obj, PyObject *name, PyObject *value)
{
    setattrofunc set = Py_TYPE(obj)->tp_setattro;
    return set != NULL ? set(obj, name, value) : PyObject_SetAttr(obj, name, value);
}

/* `tree._meta or tree.meta` (the property makes a Meta when there is none): a new reference. */
static PyObject *
meta_of(PyObject *tree)
{
    PyObject *m = get_attr(tree, str__meta);
    int truth;
    if (m == NULL)
        return NULL;
    truth = m == Py_None ? 0 : PyObject_IsTrue(m);
    if (truth > 0)
        return m;
    Py_DECREF(m);
    return truth < 0 ? NULL : get_attr(tree, str_meta);
}

/* `not meta.empty`: 1, 0, or -1 on an error. */
static int
takes_up_text(PyObject *meta)
{
    PyObject *empty = get_attr(meta, str_empty);
    int truth;
    if (empty == NULL)
        return -1;
    truth = PyObject_IsTrue(empty);
    Py_DECREF(empty);
    return truth < 0 ? -1 : !truth;
}

/* `hasattr(obj, name)`: 1, 0, or -1 on an error other than AttributeError. */
static int
has_attr(PyObject *obj, PyObject *name)
{
    PyObject *value;
#if PY_VERSION_HEX >= 0x030D0000
    int found = PyObject_GetOptionalAttr(obj, name, &value);
#else
    int found = _PyObject_LookupAttr(obj, name, &value);
#endif
    Py_XDECREF(value);
    return found;
}

/* `Meta()`: `Meta.__init__` sets `empty` to True. */
static PyObject *
new_meta(Parser *self)
{
    PyObject *meta = PyBaseObject_Type.tp_new(self->meta_type, empty_args, NULL);
    if (meta != NULL && set_attr(meta, str_empty, Py_True) < 0)
        Py_CLEAR(meta);
    return meta;
}

/* `Tree(name, children, meta)`: `Tree.__init__` sets `data`, `children`, `_meta`, in this order. */
static PyObject *
new_tree(Parser *self, PyObject *name, PyObject *children, PyObject *meta)
{
    PyObject *tree = PyBaseObject_Type.tp_new(self->tree_type, empty_args, NULL);
    if (tree != NULL && (set_attr(tree, str_data, name) < 0 || set_attr(tree, str_children, children) < 0
                         || set_attr(tree, str__meta, meta) < 0))
        Py_CLEAR(tree);
    return tree;
}

/* A place in the text: line, column, position (new references). */
typedef struct {
    PyObject *at[3];
} Place;

static void
release(Place *place)
{
    int i;
    for (i = 0; i < 3; i++)
        Py_CLEAR(place->at[i]);
}

/* Reads `obj.<names[0]>`, `obj.<names[1]>`, `obj.<names[2]>` into `place`: 1, or -1 on an error. */
static int
read_place(PyObject *obj, PyObject *const names[3], Place *place)
{
    int i;
    for (i = 0; i < 3; i++)
        if ((place->at[i] = get_attr(obj, names[i])) == NULL) {
            release(place);
            return -1;
        }
    return 1;
}

static int
write_place(PyObject *obj, PyObject *const names[3], Place *place)
{
    int i;
    for (i = 0; i < 3; i++)
        if (set_attr(obj, names[i], place->at[i]) < 0)
            return -1;
    return 0;
}

/* Where the first (`from_end` 0) or the last (1) child that takes up text starts (ends), into
 * `place`: a tree's container_*, a token's own fields. 1, 0 when no child takes up text, -1 on an
 * error. */
static int
child_place(Parser *self, PyObject *children, int from_end, Place *place)
{
    Py_ssize_t k;
    for (k = 0; k < PyList_GET_SIZE(children); k++) {
        Py_ssize_t i = from_end ? PyList_GET_SIZE(children) - 1 - k : k;
        PyObject *c = PyList_GET_ITEM(children, i);
        int found;
        Py_INCREF(c);
        if (Py_IS_TYPE(c, self->tree_type)) {
            PyObject *meta = meta_of(c);
            found = meta == NULL ? -1 : takes_up_text(meta);
            if (found > 0)
                found = read_place(meta, from_end ? container_end_names : container_start_names, place);
            Py_XDECREF(meta);
        }
        else {
            found = Py_IS_TYPE(c, (PyTypeObject *)self->token_type) ? 1 : PyObject_IsInstance(c, self->token_type);
            if (found > 0)
                found = read_place(c, from_end ? token_end_names : token_start_names, place);
        }
        Py_DECREF(c);
        if (found != 0)
            return found;
    }
    return 0;
}

/* The children a rule's tree keeps (`ChildFilterLALR_NoPlaceholders`): all of them, or those of
 * `r->kept`, an inlined child's own children in its place. A new reference to a list. */
static PyObject *
kept_children(Reduction *r, PyObject *children)
{
    PyObject *filtered;
    Py_ssize_t k;

    if (r->n_kept < 0) {
        Py_INCREF(children);
        return children;
    }
    if ((filtered = PyList_New(0)) == NULL)
        return NULL;
    for (k = 0; k < r->n_kept; k++) {
        PyObject *c, *more;
        if (r->kept[k].index >= PyList_GET_SIZE(children)) {
            PyErr_SetString(PyExc_IndexError, "list index out of range");
            goto fail;
        }
        c = PyList_GET_ITEM(children, r->kept[k].index);
        if (!r->kept[k].inline_children) {
            if (PyList_Append(filtered, c) < 0)
                goto fail;
            continue;
        }
        if ((more = get_attr(c, str_children)) == NULL)
            goto fail;
        if (PyList_GET_SIZE(filtered)) {   /* `filtered += c.children` */
            PyObject *sum = PySequence_InPlaceConcat(filtered, more);
            Py_DECREF(more);
            if (sum == NULL)
                goto fail;
            Py_SETREF(filtered, sum);
        }
        else                               /* `filtered = c.children`: that very list, as in Lark */
            Py_SETREF(filtered, more);
        if (!PyList_CheckExact(filtered)) {
            PyErr_SetString(PyExc_TypeError, "an inlined child's children are not a list");
            goto fail;
        }
    }
    return filtered;
fail:
    Py_DECREF(filtered);
    return NULL;
}

/* The value of reducing by `r` (its shape known) with `children` (a list): what `build` gives. A
 * new reference, or NULL with an error set. */
static PyObject *
build_tree(Parser *self, Reduction *r, PyObject *children)
{
    PyObject *filtered, *res, *meta;
    Place start = {{NULL, NULL, NULL}}, end = {{NULL, NULL, NULL}};
    int found, has;

    if (r->passthrough && PyList_GET_SIZE(children) == 1) {   /* the one child tree, as it is */
        PyObject *c = PyList_GET_ITEM(children, 0);
        if (Py_IS_TYPE(c, self->tree_type)) {
            PyObject *m = meta_of(c);
            found = m == NULL ? -1 : takes_up_text(m);
            Py_XDECREF(m);
            if (found < 0)
                return NULL;
            if (found) {
                Py_INCREF(c);
                return c;
            }
        }
    }
    if ((filtered = kept_children(r, children)) == NULL)
        return NULL;
    if (r->expand1 && PyList_GET_SIZE(filtered) == 1) {
        res = PyList_GET_ITEM(filtered, 0);
        Py_INCREF(res);
        Py_DECREF(filtered);
        if (!Py_IS_TYPE(res, self->tree_type))
            return res;
        if ((meta = meta_of(res)) == NULL)
            goto fail;
    }
    else {
        meta = new_meta(self);
        res = meta == NULL ? NULL : new_tree(self, r->name, filtered, meta);
        Py_DECREF(filtered);
        if (res == NULL)
            goto fail;
    }
    /* Positions (Lark's PropagatePositions): the first and last child that takes up text. */
    if ((found = child_place(self, children, 0, &start)) <= 0) {
        if (found < 0)
            goto fail;
        Py_DECREF(meta);
        return res;
    }
    if ((has = has_attr(meta, start_names[0])) < 0
        || (!has && (write_place(meta, start_names, &start) < 0 || set_attr(meta, str_empty, Py_False) < 0))
        || write_place(meta, container_start_names, &start) < 0
        || (found = child_place(self, children, 1, &end)) < 0)
        goto fail;
    if (found == 0) {   /* (none found from the end: the start's place, as `build`'s variables keep it) */
        end = start;
        start.at[0] = start.at[1] = start.at[2] = NULL;
    }
    if ((has = has_attr(meta, end_names[0])) < 0
        || (!has && (write_place(meta, end_names, &end) < 0 || set_attr(meta, str_empty, Py_False) < 0))
        || write_place(meta, container_end_names, &end) < 0)
        goto fail;
    release(&start);
    release(&end);
    Py_DECREF(meta);
    return res;
fail:
    release(&start);
    release(&end);
    Py_XDECREF(meta);
    Py_XDECREF(res);
    return NULL;
}

/* ------------------------------------------------------------------ the LALR loop */

/* The parser's stacks: states[0..n] and values[0..n-1] (Lark's state_stack and value_stack). */
typedef struct {
    Py_ssize_t *states;
    PyObject **values;
    Py_ssize_t n, room;
} Stacks;

static int
push(Stacks *st, Py_ssize_t state, PyObject *value)   /* takes the reference to `value` */
{
    if (st->n + 1 >= st->room) {
        Py_ssize_t room = st->room * 2;
        Py_ssize_t *states = PyMem_Realloc(st->states, room * sizeof *states);
        PyObject **values;
        if (states == NULL)
            goto no_memory;
        st->states = states;
        values = PyMem_Realloc(st->values, room * sizeof *values);
        if (values == NULL)
            goto no_memory;
        st->values = values;
        st->room = room;
    }
    st->states[++st->n] = state;
    st->values[st->n - 1] = value;
    return 0;
no_memory:
    Py_DECREF(value);
    PyErr_NoMemory();
    return ABANDON;
}

/* Reduce by `rule`: its children off the stacks, its value on (built here when its shape is known,
 * else by its callback), in the state the table's goto gives. */
static int
reduce(Parser *self, Stacks *st, Reduction *rule)
{
    Py_ssize_t size = rule->size, i;
    PyObject *children, *value, *r, *next;

    if (size > st->n || (children = PyList_New(size)) == NULL)
        return ABANDON;
    for (i = 0; i < size; i++)   /* (the list takes the stack's references) */
        PyList_SET_ITEM(children, i, st->values[st->n - size + i]);
    st->n -= size;
    value = rule->name != NULL ? build_tree(self, rule, children) : PyObject_CallOneArg(rule->callback, children);
    Py_DECREF(children);
    if (value == NULL)
        return ABANDON;
    r = row(self, st->states[st->n]);
    next = r == NULL ? NULL : PyDict_GetItemWithError(r, rule->origin);
    if (next == NULL || !PyLong_CheckExact(next)) {
        Py_DECREF(value);
        return ABANDON;
    }
    return push(st, PyLong_AsSsize_t(next), value);
}

/* One token through the table: the reductions it makes, then its shift. */
static int
feed(Parser *self, Stacks *st, Read *rd)
{
    for (;;) {
        PyObject *r = row(self, st->states[st->n]), *action, *value;
        if (r == NULL || (action = PyDict_GetItemWithError(r, rd->type)) == NULL)
            return ABANDON;   /* (no action: Lark's UnexpectedToken) */
        if (!PyLong_CheckExact(action)) {
            if (reduce(self, st, (Reduction *)action) < 0)
                return ABANDON;
            continue;
        }
        value = self->term_callbacks == Py_None ? NULL : PyDict_GetItemWithError(self->term_callbacks, rd->type);
        if (value != NULL)
            value = PyObject_CallOneArg(value, rd->tok);
        else if (PyErr_Occurred())
            return ABANDON;
        else {
            value = rd->tok;
            Py_INCREF(value);
        }
        if (value == NULL)
            return ABANDON;
        return push(st, PyLong_AsSsize_t(action), value);
    }
}

/* The end of the text (Lark's `feed_token(end_token, True)`): reductions until the end state. */
static PyObject *
finish(Parser *self, Stacks *st, Py_ssize_t end_state, PyObject *end_symbol)
{
    for (;;) {
        PyObject *r = row(self, st->states[st->n]), *action;
        if (r == NULL || (action = PyDict_GetItemWithError(r, end_symbol)) == NULL || PyLong_CheckExact(action)
            || reduce(self, st, (Reduction *)action) < 0)
            return NULL;
        if (st->states[st->n] == end_state) {
            Py_INCREF(st->values[st->n - 1]);
            return st->values[st->n - 1];
        }
    }
}

/* ------------------------------------------------------------------ the parse */

static PyObject *str_end_symbol;   /* "$END" */

/* parse(text, start_state, end_state): the tree of the whole of `text`, or `fallback`. */
static PyObject *
Parser_parse(Parser *self, PyObject *const *args, Py_ssize_t nargs)
{
    Lexing lx;
    Stacks st = {NULL, NULL, 0, 256};
    Lines ln = {NULL, 0, 0, 0, -1, NULL, 0, -1};
    Py_ssize_t start_state, end_state, i;
    PyObject *tree = NULL;

    if (nargs != 3 || !PyUnicode_CheckExact(args[0])) {
        PyErr_SetString(PyExc_TypeError, "parse(text: str, start_state: int, end_state: int)");
        return NULL;
    }
    start_state = PyLong_AsSsize_t(args[1]);
    end_state = PyLong_AsSsize_t(args[2]);
    if (PyErr_Occurred())
        return NULL;
    if (PyUnicode_READY(args[0]) < 0)
        return NULL;
    lx.text = args[0];
    lx.end = PyUnicode_GET_LENGTH(lx.text);
    lx.pos = 0;
    lx.line = 1;
    lx.line_start = 0;
    if ((lx.end_obj = PyLong_FromSsize_t(lx.end)) == NULL)
        return NULL;
    st.states = PyMem_Malloc(st.room * sizeof *st.states);
    st.values = PyMem_Malloc(st.room * sizeof *st.values);
    if (st.states == NULL || st.values == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    st.states[0] = start_state;

    for (;;) {
        Read rd;
        int got = next_token(self, &lx, st.states[st.n], &rd), kept;
        if (got == 0)
            break;
        if (got == ABANDON)
            goto done;
        kept = keep(self, &ln, &rd);
        if (kept == 1 && glued(self, &ln, &rd))
            kept = ABANDON;
        if (kept == 1) {
            Py_INCREF(rd.tok);
            Py_XSETREF(ln.prev, rd.tok);
            ln.prev_classes = rd.classes;
            ln.prev_end = rd.end;
            kept = feed(self, &st, &rd);
        }
        Py_DECREF(rd.tok);
        if (kept == ABANDON)
            goto done;
    }
    if (ln.term_depth < 0)   /* (else LinePostLexer ends the `term` with a `_NL` of its own: Python's) */
        tree = finish(self, &st, end_state, str_end_symbol);

done:
    for (i = 0; i < st.n; i++)
        Py_DECREF(st.values[i]);
    PyMem_Free(st.states);
    PyMem_Free(st.values);
    PyMem_Free(ln.brackets);
    Py_XDECREF(ln.prev);
    Py_DECREF(lx.end_obj);
    if (tree != NULL)
        return tree;
    if (PyErr_Occurred()) {
        if (!PyErr_ExceptionMatches(PyExc_Exception))
            return NULL;   /* (KeyboardInterrupt, SystemExit: not ours to swallow) */
        PyErr_Clear();   /* an error of a callback, say: the Python path meets it again, and raises it */
    }
    Py_INCREF(self->fallback);
    return self->fallback;
}

/* ------------------------------------------------------------------ the type */

/* Can a tree of `type` be made and written to as `build_tree` does it (`object.__new__`, then the
 * attributes of its `__init__`, each stored in the object's own dictionary)? */
static int
plain_class(PyObject *type)
{
    PyTypeObject *t = (PyTypeObject *)type;
    return PyType_CheckExact(type) && (t->tp_flags & Py_TPFLAGS_HEAPTYPE) && t->tp_new == PyBaseObject_Type.tp_new
           && t->tp_setattro == PyObject_GenericSetAttr && t->tp_getattro == PyObject_GenericGetAttr;
}

static PyObject *
Parser_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    PyObject *token_type, *states, *shift, *rules, *term_callbacks, *classes, *lexer_of, *fallback, *tree_type,
             *meta_type, *reductions, *rule, *given;
    Parser *self;
    Py_ssize_t n_states, i, pos = 0;
    int trees_in_c;

    if (kw != NULL && PyDict_GET_SIZE(kw) != 0) {
        PyErr_SetString(PyExc_TypeError, "Parser() takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!O!OO!OO!OOOO:Parser", &PyType_Type, &token_type, &PyDict_Type, &states, &shift,
                          &PyDict_Type, &rules, &term_callbacks, &PyDict_Type, &classes, &lexer_of, &fallback,
                          &tree_type, &meta_type))
        return NULL;
    if (!PyType_IsSubtype((PyTypeObject *)token_type, &PyUnicode_Type)
        || (term_callbacks != Py_None && !PyDict_Check(term_callbacks))) {
        PyErr_SetString(PyExc_TypeError, "Parser(): a token class that is no str, or callbacks that are no dict");
        return NULL;
    }
    /* (Tree and Meta None, or classes of another kind: every tree built by its callback) */
    trees_in_c = plain_class(tree_type) && plain_class(meta_type);
    if ((reductions = PyDict_New()) == NULL)
        return NULL;
    while (PyDict_Next(rules, &pos, &rule, &given)) {
        PyObject *made = new_reduction(given, trees_in_c);
        if (made == NULL || PyDict_SetItem(reductions, rule, made) < 0) {
            Py_XDECREF(made);
            Py_DECREF(reductions);
            return NULL;
        }
        Py_DECREF(made);
    }
    n_states = PyDict_GET_SIZE(states);   /* (Lark numbers its states from 0) */
    self = (Parser *)type->tp_alloc(type, 0);
    if (self == NULL) {
        Py_DECREF(reductions);
        return NULL;
    }
    self->rules = reductions;   /* (the rest NULL until set below: a failure below frees what is set) */
    for (i = 0; i < N_SLOTS; i++) {   /* each slot's place, from its member descriptor */
        PyObject *d = PyObject_GetAttrString(token_type, slot_names[i]);
        if (d == NULL) {
            Py_DECREF(self);
            return NULL;
        }
        if (!Py_IS_TYPE(d, &PyMemberDescr_Type) || ((PyMemberDescrObject *)d)->d_member->type != T_OBJECT_EX) {
            Py_DECREF(d);
            PyErr_Format(PyExc_TypeError, "Parser(): the token's %s is not a slot", slot_names[i]);
            Py_DECREF(self);
            return NULL;
        }
        self->slot[i] = ((PyMemberDescrObject *)d)->d_member->offset;
        Py_DECREF(d);
    }
    self->rows = PyMem_Calloc(n_states ? n_states : 1, sizeof(PyObject *));
    self->lexers = PyMem_Calloc(n_states ? n_states : 1, sizeof(PyObject *));
    if (self->rows == NULL || self->lexers == NULL) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
    self->n_states = n_states;
    Py_INCREF(token_type); self->token_type = token_type;
    Py_INCREF(states); self->states = states;
    Py_INCREF(shift); self->shift = shift;
    Py_INCREF(term_callbacks); self->term_callbacks = term_callbacks;
    Py_INCREF(classes); self->classes = classes;
    Py_INCREF(lexer_of); self->lexer_of = lexer_of;
    Py_INCREF(fallback); self->fallback = fallback;
    if (trees_in_c) {
        Py_INCREF(tree_type); self->tree_type = (PyTypeObject *)tree_type;
        Py_INCREF(meta_type); self->meta_type = (PyTypeObject *)meta_type;
    }
    return (PyObject *)self;
}

static int
Parser_traverse(Parser *self, visitproc visit, void *arg)
{
    Py_ssize_t i;
    Py_VISIT(self->token_type);
    Py_VISIT(self->states);
    Py_VISIT(self->shift);
    Py_VISIT(self->rules);
    Py_VISIT(self->term_callbacks);
    Py_VISIT(self->classes);
    Py_VISIT(self->lexer_of);
    Py_VISIT(self->fallback);
    Py_VISIT(self->tree_type);
    Py_VISIT(self->meta_type);
    for (i = 0; i < self->n_states; i++) {
        Py_VISIT(self->rows[i]);
        Py_VISIT(self->lexers[i]);
    }
    return 0;
}

static int
Parser_clear(Parser *self)
{
    Py_ssize_t i;
    Py_CLEAR(self->token_type);
    Py_CLEAR(self->states);
    Py_CLEAR(self->shift);
    Py_CLEAR(self->rules);
    Py_CLEAR(self->term_callbacks);
    Py_CLEAR(self->classes);
    Py_CLEAR(self->lexer_of);
    Py_CLEAR(self->fallback);
    Py_CLEAR(self->tree_type);
    Py_CLEAR(self->meta_type);
    for (i = 0; i < self->n_states; i++) {
        Py_CLEAR(self->rows[i]);
        Py_CLEAR(self->lexers[i]);
    }
    return 0;
}

static void
Parser_dealloc(Parser *self)
{
    PyObject_GC_UnTrack(self);
    Parser_clear(self);
    PyMem_Free(self->rows);
    PyMem_Free(self->lexers);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyMethodDef Parser_methods[] = {
    {"parse", (PyCFunction)(void (*)(void))Parser_parse, METH_FASTCALL,
     "parse(text, start_state, end_state): the tree of the whole text, or the fallback marker when the "
     "Python path is to parse it (an error, or anything unusual)."},
    {NULL}
};

static PyTypeObject ParserType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._fast_parse.Parser",
    .tp_doc = "Parser(Token, states, Shift, rules, term_callbacks, classes, lexer_of, fallback, Tree, Meta): a "
              "successful parse, lexer, post-lexers, LALR loop and trees in C (see dsl.fast_lark).",
    .tp_basicsize = sizeof(Parser),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_new = Parser_new,
    .tp_dealloc = (destructor)Parser_dealloc,
    .tp_traverse = (traverseproc)Parser_traverse,
    .tp_clear = (inquiry)Parser_clear,
    .tp_methods = Parser_methods,
};

static struct PyModuleDef fast_parse_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "dsl._fast_parse",
    .m_doc = "A successful parse of a whole text, in C (see dsl.fast_lark).",
    .m_size = -1,
};

PyMODINIT_FUNC
PyInit__fast_parse(void)
{
    PyObject *m;
    static const char *const place_names[6][3] = {
        {"line", "column", "start_pos"}, {"end_line", "end_column", "end_pos"},
        {"container_line", "container_column", "container_start_pos"},
        {"container_end_line", "container_end_column", "container_end_pos"},
        {"line", "column", "start_pos"}, {"end_line", "end_column", "end_pos"},
    };
    PyObject **places[6] = {start_names, end_names, container_start_names, container_end_names, token_start_names,
                            token_end_names};
    int i, j;
    if (PyType_Ready(&ParserType) < 0 || PyType_Ready(&ReductionType) < 0)
        return NULL;
    str_lastgroup = PyUnicode_InternFromString("lastgroup");
    str_newline = PyUnicode_InternFromString("\n");
    str_end_symbol = PyUnicode_InternFromString("$END");
    zero = PyLong_FromLong(0);
    str_data = PyUnicode_InternFromString("data");
    str_children = PyUnicode_InternFromString("children");
    str__meta = PyUnicode_InternFromString("_meta");
    str_meta = PyUnicode_InternFromString("meta");
    str_empty = PyUnicode_InternFromString("empty");
    empty_args = PyTuple_New(0);
    if (str_lastgroup == NULL || str_newline == NULL || str_end_symbol == NULL || zero == NULL || str_data == NULL
        || str_children == NULL || str__meta == NULL || str_meta == NULL || str_empty == NULL || empty_args == NULL)
        return NULL;
    for (i = 0; i < 6; i++)
        for (j = 0; j < 3; j++)
            if ((places[i][j] = PyUnicode_InternFromString(place_names[i][j])) == NULL)
                return NULL;
    m = PyModule_Create(&fast_parse_module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&ParserType);
    if (PyModule_AddObject(m, "Parser", (PyObject *)&ParserType) < 0) {
        Py_DECREF(&ParserType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
