/* The two walks of a file's Lark trees between the parse and the model, in C: the stated limits'
 * measure (`dsl.limits`, `within_limits`) and the builder's transform (`dsl.builder`,
 * `ToModel._transform_tree`). Both are Python walks over every node (and, for the limits, every
 * token) of a book, most of their time spent walking rather than judging or building.
 *
 * `measure(item, nesting, expression, measured, numbers, tree, token, max_expression, max_block,
 * grid_row, wide)` walks one top-level declaration as `limits._check_item` does (the same nesting
 * counted: an expression level for a rule whose `nesting` kind is `expression`, a clause or a step
 * for the others) and judges nothing: it gives back None when an expression or a block nests too
 * deep (`limits` then walks that declaration in Python, which reports it exactly as before), else
 * the tokens `limits._token_ok` must see, in the order `_check_item` visits them: every token when
 * the file has a run of digits too long (`numbers`), else the tokens whose type is in `measured`,
 * less those in which `_spans_ok`'s regular expressions can find nothing (`needs_spans`).
 *
 * `digit_run(text, length)` is `re.search("[0-9]{length}", text) is not None`, by one pass (the
 * regular expression tries its repeat at every position of a whole file's text).
 *
 * `transform(self, tree, functions, tree_type)` is `ToModel._transform_tree`: children first, left
 * to right (a child whose class is exactly `tree_type` transformed, any other kept as it is), then
 * the rule's `functions[tree.data]` = (function, with_meta) called as `function(self, tree._meta or
 * tree.meta, *children)` or `function(self, *children)`. Its stacks are its own (no recursion of C
 * or of Python, whatever the depth); an exception a function raises is propagated as it is, with
 * everything this walk held released.
 *
 * The objects the builder makes most of (`dsl.spans`): `SpanAt(span, setters, path, odd)` is
 * `spans.span_at` for one file (the builder's `_at`: the span of a token or of a rule's meta), and
 * `Slots(cls, setters)` is `cls(*values)` for a class whose `__init__` only stores its arguments
 * (spans, table cells, proses, constructs remade in a clause). Both make the object empty
 * (`tp_alloc`, as `object.__new__`) and set each slot through its member descriptor, as attrs'
 * `__init__` does, with no Python call.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>

static PyObject *str_data, *str_children, *str_type, *str_value, *str_meta, *str__meta, *str_clause;

/* ------------------------------------------------------------------ the limits' measure */

typedef struct {
    PyObject *node;       /* owned */
    int expression;       /* expression depth above and at this node */
    int clauses, steps;
} Visit;

typedef struct {
    Visit *items;
    Py_ssize_t size, capacity;
} Visits;

static int visits_push(Visits *v, PyObject *node, int expression, int clauses, int steps)
{
    if (v->size == v->capacity) {
        Py_ssize_t capacity = v->capacity ? v->capacity * 2 : 64;
        Visit *items = PyMem_Realloc(v->items, capacity * sizeof(Visit));
        if (items == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        v->items = items;
        v->capacity = capacity;
    }
    Py_INCREF(node);
    v->items[v->size++] = (Visit){node, expression, clauses, steps};
    return 0;
}

static void visits_clear(Visits *v)
{
    while (v->size > 0)
        Py_DECREF(v->items[--v->size].node);
    PyMem_Free(v->items);
}

static inline int is_digit(Py_UCS4 c) { return c >= '0' && c <= '9'; }

static inline int is_range_mark(Py_UCS4 c) { return c == '-' || c == 0x2013 || c == 0x2014 || c == '/'; }

/* Whether `_SPAN` (`limits`) can match in the text: its every match holds a digit, spaces (`\s`:
 * `Py_UNICODE_ISSPACE`, as `re` reads it), a range mark (`-`, `–`, `—`, `/`), spaces, a sign or none,
 * a digit. Linear: each run of spaces is read at most once from either side. */
static int range_possible(int kind, const void *data, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!is_range_mark(PyUnicode_READ(kind, data, i)))
            continue;
        Py_ssize_t j = i - 1, k = i + 1;
        while (j >= 0 && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, j)))
            j--;
        if (j < 0 || !is_digit(PyUnicode_READ(kind, data, j)))
            continue;
        while (k < n && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, k)))
            k++;
        if (k < n && (PyUnicode_READ(kind, data, k) == '+' || PyUnicode_READ(kind, data, k) == '-'))
            k++;
        if (k < n && is_digit(PyUnicode_READ(kind, data, k)))
            return 1;
    }
    return 0;
}

/* 1 when `_spans_ok` must search the text, 0 when it passes it at once, -1 on error. It searches a
 * text with a digit, `d`, a digit (dice: `_DICE`), or, in a grid row, with `wide` digits in a row
 * (a range covering `MAX_SPAN` numbers) where `_SPAN` can match; it finds nothing in any other. */
static int needs_spans(PyObject *token, int grid_row, Py_ssize_t wide)
{
    PyObject *value = PyObject_GetAttr(token, str_value);
    if (value == NULL)
        return -1;
    if (!PyUnicode_Check(value)) {
        Py_DECREF(value);
        return 1;   /* whatever it is, `_spans_ok` judges it */
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(value), run = 0;
    int kind = PyUnicode_KIND(value), dice = 0, wide_number = 0;
    const void *data = PyUnicode_DATA(value);
    for (Py_ssize_t i = 0; i < n && !dice; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (is_digit(c)) {
            if (++run >= wide)
                wide_number = 1;
        } else {
            if (c == 'd' && run > 0 && i + 1 < n && is_digit(PyUnicode_READ(kind, data, i + 1)))
                dice = 1;
            run = 0;
        }
    }
    int found = dice || (grid_row && wide_number && range_possible(kind, data, n));
    Py_DECREF(value);
    return found;
}

/* `digit_run(text, length)`: whether `text` holds `length` ASCII digits in a row (`[0-9]{length}`). */
static PyObject *digit_run(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2 || !PyUnicode_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "digit_run() takes a text and a length");
        return NULL;
    }
    Py_ssize_t length = PyLong_AsSsize_t(args[1]);
    if (length == -1 && PyErr_Occurred())
        return NULL;
    PyObject *text = args[0];
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), run = 0;
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    if (length <= 0)
        Py_RETURN_TRUE;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!is_digit(PyUnicode_READ(kind, data, i)))
            run = 0;
        else if (++run >= length)
            Py_RETURN_TRUE;
    }
    Py_RETURN_FALSE;
}

static PyObject *measure(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 11) {
        PyErr_SetString(PyExc_TypeError, "measure() takes 11 arguments");
        return NULL;
    }
    PyObject *item = args[0], *nesting = args[1], *expression = args[2], *measured = args[3];
    PyObject *tree_type = args[5], *token_type = args[6], *grid_row = args[9];
    int numbers = PyObject_IsTrue(args[4]);
    long max_expression = PyLong_AsLong(args[7]), max_block = PyLong_AsLong(args[8]);
    Py_ssize_t wide = PyLong_AsSsize_t(args[10]);
    if (numbers < 0 || PyErr_Occurred())
        return NULL;
    if (!PyDict_Check(nesting) || !PyAnySet_Check(measured) || !PyType_Check(token_type)) {
        PyErr_SetString(PyExc_TypeError, "measure(): nesting is a dict, measured a set, token a type");
        return NULL;
    }
    PyObject *tokens = PyList_New(0);
    if (tokens == NULL)
        return NULL;
    Visits stack = {NULL, 0, 0};
    if (visits_push(&stack, item, 0, 0, 0) < 0)
        goto error;
    while (stack.size > 0) {
        Visit visit = stack.items[--stack.size];
        PyObject *node = visit.node;   /* owned, released at `next` */
        if (Py_TYPE(node) != (PyTypeObject *)tree_type) {
            if (PyObject_TypeCheck(node, (PyTypeObject *)token_type)) {
                int keep = 1;
                if (!numbers) {
                    PyObject *type = PyObject_GetAttr(node, str_type);
                    if (type == NULL)
                        goto error_node;
                    int is_grid = PyObject_RichCompareBool(type, grid_row, Py_EQ);
                    Py_DECREF(type);
                    if (is_grid < 0 || (keep = needs_spans(node, is_grid, wide)) < 0)
                        goto error_node;
                }
                if (keep && PyList_Append(tokens, node) < 0)
                    goto error_node;
            }
            goto next;
        }
        PyObject *data = PyObject_GetAttr(node, str_data);
        if (data == NULL)
            goto error_node;
        PyObject *kind = PyDict_GetItemWithError(nesting, data);   /* borrowed */
        Py_DECREF(data);
        if (kind == NULL && PyErr_Occurred())
            goto error_node;
        if (kind == expression) {
            if (++visit.expression > max_expression)
                goto too_deep;
        } else if (kind != NULL) {
            int is_clause = PyObject_RichCompareBool(kind, str_clause, Py_EQ);
            if (is_clause < 0)
                goto error_node;
            if (is_clause)
                visit.clauses++;
            else
                visit.steps++;
            if (visit.clauses > max_block || visit.steps > max_block)
                goto too_deep;
        }
        PyObject *children = PyObject_GetAttr(node, str_children);
        if (children == NULL)
            goto error_node;
        PyObject *fast = PySequence_Fast(children, "a tree's children are a sequence");
        Py_DECREF(children);
        if (fast == NULL)
            goto error_node;
        for (Py_ssize_t i = PySequence_Fast_GET_SIZE(fast) - 1; i >= 0; i--) {
            PyObject *child = PySequence_Fast_GET_ITEM(fast, i);
            int push = 1;
            if (Py_TYPE(child) != (PyTypeObject *)tree_type && !numbers) {
                PyObject *type = PyObject_GetAttr(child, str_type);
                if (type == NULL || (push = PySet_Contains(measured, type)) < 0) {
                    Py_XDECREF(type);
                    Py_DECREF(fast);
                    goto error_node;
                }
                Py_DECREF(type);
            }
            if (push && visits_push(&stack, child, visit.expression, visit.clauses, visit.steps) < 0) {
                Py_DECREF(fast);
                goto error_node;
            }
        }
        Py_DECREF(fast);
    next:
        Py_DECREF(node);
        continue;
    too_deep:
        Py_DECREF(node);
        visits_clear(&stack);
        Py_DECREF(tokens);
        Py_RETURN_NONE;
    error_node:
        Py_DECREF(node);
        goto error;
    }
    visits_clear(&stack);
    return tokens;
error:
    visits_clear(&stack);
    Py_DECREF(tokens);
    return NULL;
}

/* ------------------------------------------------------------------ the builder's transform */

typedef struct {
    PyObject *tree;       /* owned */
    PyObject *children;   /* owned: an iterator of `tree.children`, as `for c in tree.children` makes */
    Py_ssize_t base;      /* where this tree's arguments start on the value stack */
} Frame;

typedef struct {
    Frame *frames;
    Py_ssize_t depth, frames_capacity;
    PyObject **values;    /* owned references: per tree, two slots (`self`, then `meta` or `self`)
                             and its children as transformed */
    Py_ssize_t size, values_capacity;
} Walk;

static int push_value(Walk *w, PyObject *value)   /* steals `value` (released on failure) */
{
    if (w->size == w->values_capacity) {
        Py_ssize_t capacity = w->values_capacity ? w->values_capacity * 2 : 256;
        PyObject **values = PyMem_Realloc(w->values, capacity * sizeof(PyObject *));
        if (values == NULL) {
            Py_DECREF(value);
            PyErr_NoMemory();
            return -1;
        }
        w->values = values;
        w->values_capacity = capacity;
    }
    w->values[w->size++] = value;
    return 0;
}

/* Starts transforming `tree` (a new reference, stolen): its frame, and its two first slots. */
static int push_frame(Walk *w, PyObject *tree, PyObject *self)
{
    PyObject *list = PyObject_GetAttr(tree, str_children);
    if (list == NULL) {
        Py_DECREF(tree);
        return -1;
    }
    PyObject *children = PyObject_GetIter(list);
    Py_DECREF(list);
    if (children == NULL) {
        Py_DECREF(tree);
        return -1;
    }
    if (w->depth == w->frames_capacity) {
        Py_ssize_t capacity = w->frames_capacity ? w->frames_capacity * 2 : 64;
        Frame *frames = PyMem_Realloc(w->frames, capacity * sizeof(Frame));
        if (frames == NULL) {
            Py_DECREF(tree);
            Py_DECREF(children);
            PyErr_NoMemory();
            return -1;
        }
        w->frames = frames;
        w->frames_capacity = capacity;
    }
    w->frames[w->depth++] = (Frame){tree, children, w->size};
    Py_INCREF(self);
    if (push_value(w, self) < 0)
        return -1;
    Py_INCREF(self);
    return push_value(w, self);
}

static void pop_values(Walk *w, Py_ssize_t base)
{
    while (w->size > base)
        Py_DECREF(w->values[--w->size]);
}

static void walk_clear(Walk *w)
{
    pop_values(w, 0);
    while (w->depth > 0) {
        Frame *f = &w->frames[--w->depth];
        Py_DECREF(f->tree);
        Py_DECREF(f->children);
    }
    PyMem_Free(w->values);
    PyMem_Free(w->frames);
}

/* The rule's function called on the finished top frame's slots; the frame and its slots released. */
static PyObject *finish_frame(Walk *w, PyObject *functions)
{
    Frame *f = &w->frames[w->depth - 1];
    PyObject *result = NULL, *function, *entry = NULL, *data = PyObject_GetAttr(f->tree, str_data);
    if (data == NULL)
        goto done;
    entry = PyObject_GetItem(functions, data);
    Py_DECREF(data);
    if (entry == NULL)
        goto done;
    if (!PyTuple_CheckExact(entry) || PyTuple_GET_SIZE(entry) != 2) {
        PyErr_SetString(PyExc_TypeError, "_fast_walk.transform: functions[data] is a (function, with_meta) pair");
        goto done;
    }
    function = PyTuple_GET_ITEM(entry, 0);
    int with_meta = PyObject_IsTrue(PyTuple_GET_ITEM(entry, 1));
    if (with_meta < 0)
        goto done;
    PyObject **args = w->values + f->base;
    if (with_meta) {
        PyObject *meta = PyObject_GetAttr(f->tree, str__meta);
        if (meta == NULL)
            goto done;
        int given = PyObject_IsTrue(meta);
        if (given <= 0) {
            Py_DECREF(meta);
            if (given < 0 || (meta = PyObject_GetAttr(f->tree, str_meta)) == NULL)
                goto done;
        }
        Py_SETREF(args[1], meta);
        result = PyObject_Vectorcall(function, args, w->size - f->base, NULL);
    } else {
        result = PyObject_Vectorcall(function, args + 1, w->size - f->base - 1, NULL);
    }
done:
    Py_XDECREF(entry);
    f = &w->frames[w->depth - 1];   /* (the stacks do not move while a function runs: re-read anyway) */
    pop_values(w, f->base);
    Py_DECREF(f->tree);
    Py_DECREF(f->children);
    w->depth--;
    return result;
}

static PyObject *transform(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "transform() takes 4 arguments");
        return NULL;
    }
    PyObject *self = args[0], *functions = args[2], *tree_type = args[3];
    Walk w = {NULL, 0, 0, NULL, 0, 0};
    Py_INCREF(args[1]);
    if (push_frame(&w, args[1], self) < 0)
        goto error;
    for (;;) {
        Frame *f = &w.frames[w.depth - 1];
        PyObject *child = Py_TYPE(f->children)->tp_iternext(f->children);
        if (child != NULL) {
            if (Py_TYPE(child) == (PyTypeObject *)tree_type) {
                if (push_frame(&w, child, self) < 0)
                    goto error;
            } else if (push_value(&w, child) < 0) {
                goto error;
            }
            continue;
        }
        if (PyErr_Occurred()) {
            if (!PyErr_ExceptionMatches(PyExc_StopIteration))
                goto error;
            PyErr_Clear();
        }
        PyObject *result = finish_frame(&w, functions);
        if (result == NULL)
            goto error;
        if (w.depth == 0) {
            walk_clear(&w);
            return result;
        }
        if (push_value(&w, result) < 0)
            goto error;
    }
error:
    walk_clear(&w);
    return NULL;
}

/* ------------------------------------------------------------------ the builder's objects */

/* An object of `type` made empty (`tp_alloc`, as `object.__new__`) and each of its slots set through
 * its member descriptor (`setters[k].__set__(made, values[k])`, as attrs' `__init__` sets them). */
static PyObject *made_by_slots(PyTypeObject *type, PyObject *const *setters, PyObject *const *values, Py_ssize_t n)
{
    PyObject *made = type->tp_alloc(type, 0);
    if (made == NULL)
        return NULL;
    for (Py_ssize_t k = 0; k < n; k++)
        if (Py_TYPE(setters[k])->tp_descr_set(setters[k], made, values[k]) < 0) {
            Py_DECREF(made);
            return NULL;
        }
    return made;
}

/* `Slots(cls, setters)`: a callable giving `cls(*values)` for a class whose `__init__` only stores its
 * arguments, one per slot, in the order of `setters` (its slots' member descriptors): the object made
 * by `made_by_slots`, with no Python call. */
typedef struct {
    PyObject_HEAD
    PyTypeObject *cls;
    PyObject *setters;      /* a tuple */
    vectorcallfunc vectorcall;
} Slots;

static PyObject *slots_call(Slots *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    Py_ssize_t n = PyTuple_GET_SIZE(self->setters);
    if (PyVectorcall_NARGS(nargsf) != n || (kwnames != NULL && PyTuple_GET_SIZE(kwnames))) {
        PyErr_Format(PyExc_TypeError, "%s made by its slots takes %zd positional arguments", self->cls->tp_name, n);
        return NULL;
    }
    return made_by_slots(self->cls, &PyTuple_GET_ITEM(self->setters, 0), args, n);
}

static int slots_traverse(Slots *self, visitproc visit, void *arg)
{
    Py_VISIT(self->cls);
    Py_VISIT(self->setters);
    return 0;
}

static int slots_clear(Slots *self)
{
    Py_CLEAR(self->cls);
    Py_CLEAR(self->setters);
    return 0;
}

static void slots_dealloc(Slots *self)
{
    PyObject_GC_UnTrack(self);
    slots_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Whether every item of `setters` is a descriptor that can set (a member descriptor, for a slot). */
static int all_setters(PyObject *setters)
{
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(setters); k++)
        if (Py_TYPE(PyTuple_GET_ITEM(setters, k))->tp_descr_set == NULL) {
            PyErr_SetString(PyExc_TypeError, "a slot setter that is not a descriptor");
            return 0;
        }
    return 1;
}

static PyObject *slots_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    PyObject *cls, *setters;
    if (!PyArg_ParseTuple(args, "O!O!:Slots", &PyType_Type, &cls, &PyTuple_Type, &setters) || !all_setters(setters))
        return NULL;
    if (PyTuple_GET_SIZE(setters) == 0) {
        PyErr_SetString(PyExc_ValueError, "Slots: a class of no slot");
        return NULL;
    }
    Slots *self = (Slots *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    Py_INCREF(cls);
    self->cls = (PyTypeObject *)cls;
    Py_INCREF(setters);
    self->setters = setters;
    self->vectorcall = (vectorcallfunc)slots_call;
    return (PyObject *)self;
}

static PyTypeObject SlotsType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._fast_walk.Slots",
    .tp_basicsize = sizeof(Slots),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "Slots(cls, setters)(*values): cls(*values), made by setting its slots",
    .tp_new = slots_new,
    .tp_call = PyVectorcall_Call,
    .tp_vectorcall_offset = offsetof(Slots, vectorcall),
    .tp_traverse = (traverseproc)slots_traverse,
    .tp_clear = (inquiry)slots_clear,
    .tp_dealloc = (destructor)slots_dealloc,
};

/* `SpanAt(span, setters, path, odd)`: a callable giving `spans.span_at(path, where)` (the builder's
 * `_at`): the `Span` of a token or of a rule's `meta`, made empty (`tp_alloc`, as `object.__new__`)
 * and each of its five slots set through its member descriptor (`setters`, as `new_span` sets
 * them). A `where` lacking a position (AttributeError: a rule that matched no text) is given to
 * `odd(path, where)`, the Python reading of such a one. */
typedef struct {
    PyObject_HEAD
    PyTypeObject *span;
    PyObject *setters[5];
    PyObject *path, *odd;
    vectorcallfunc vectorcall;
} SpanAt;

static PyObject *str_line, *str_column, *str_end_line, *str_end_column, *one;

/* `where.<name> or fallback` (a new reference), NULL on error. */
static PyObject *attr_or(PyObject *where, PyObject *name, PyObject *fallback)
{
    PyObject *value = PyObject_GetAttr(where, name);
    if (value == NULL)
        return NULL;
    int truth = PyObject_IsTrue(value);
    if (truth < 0) {
        Py_DECREF(value);
        return NULL;
    }
    if (truth)
        return value;
    Py_DECREF(value);
    Py_INCREF(fallback);
    return fallback;
}

static PyObject *span_at_call(SpanAt *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    if (PyVectorcall_NARGS(nargsf) != 1 || (kwnames != NULL && PyTuple_GET_SIZE(kwnames))) {
        PyErr_SetString(PyExc_TypeError, "a SpanAt takes one argument: a token or a meta");
        return NULL;
    }
    PyObject *where = args[0], *values[5] = {self->path, NULL, NULL, NULL, NULL}, *span = NULL;
    Py_INCREF(self->path);
    if ((values[1] = attr_or(where, str_line, one)) == NULL
        || (values[2] = attr_or(where, str_column, one)) == NULL
        || (values[3] = attr_or(where, str_end_line, values[1])) == NULL)
        goto error;
    PyObject *end_column = PyObject_GetAttr(where, str_end_column);
    if (end_column == NULL)
        goto error;
    int truth = PyObject_IsTrue(end_column);
    if (truth <= 0) {
        Py_DECREF(end_column);
        if (truth < 0)
            goto error;
        if ((end_column = PyNumber_Add(values[2], one)) == NULL)
            goto error;
    }
    values[4] = end_column;
    if ((span = made_by_slots(self->span, self->setters, values, 5)) == NULL)
        goto error;
    for (int k = 0; k < 5; k++)
        Py_DECREF(values[k]);
    return span;
error:
    for (int k = 0; k < 5; k++)
        Py_XDECREF(values[k]);
    if (!PyErr_ExceptionMatches(PyExc_AttributeError))
        return NULL;
    PyErr_Clear();
    return PyObject_CallFunctionObjArgs(self->odd, self->path, where, NULL);
}

static int span_at_traverse(SpanAt *self, visitproc visit, void *arg)
{
    Py_VISIT(self->span);
    for (int k = 0; k < 5; k++)
        Py_VISIT(self->setters[k]);
    Py_VISIT(self->path);
    Py_VISIT(self->odd);
    return 0;
}

static int span_at_clear(SpanAt *self)
{
    Py_CLEAR(self->span);
    for (int k = 0; k < 5; k++)
        Py_CLEAR(self->setters[k]);
    Py_CLEAR(self->path);
    Py_CLEAR(self->odd);
    return 0;
}

static void span_at_dealloc(SpanAt *self)
{
    PyObject_GC_UnTrack(self);
    span_at_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *span_at_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    PyObject *span, *setters, *path, *odd;
    if (!PyArg_ParseTuple(args, "O!O!UO:SpanAt", &PyType_Type, &span, &PyTuple_Type, &setters, &path, &odd))
        return NULL;
    if (PyTuple_GET_SIZE(setters) != 5) {
        PyErr_SetString(PyExc_ValueError, "SpanAt: a span has five slots");
        return NULL;
    }
    if (!all_setters(setters))
        return NULL;
    SpanAt *self = (SpanAt *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    Py_INCREF(span);
    self->span = (PyTypeObject *)span;
    for (int k = 0; k < 5; k++) {
        self->setters[k] = PyTuple_GET_ITEM(setters, k);
        Py_INCREF(self->setters[k]);
    }
    Py_INCREF(path);
    self->path = path;
    Py_INCREF(odd);
    self->odd = odd;
    self->vectorcall = (vectorcallfunc)span_at_call;
    return (PyObject *)self;
}

static PyTypeObject SpanAtType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._fast_walk.SpanAt",
    .tp_basicsize = sizeof(SpanAt),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_doc = "SpanAt(span, setters, path, odd)(where): the Span of a token or a meta in the file at path",
    .tp_new = span_at_new,
    .tp_call = PyVectorcall_Call,
    .tp_vectorcall_offset = offsetof(SpanAt, vectorcall),
    .tp_traverse = (traverseproc)span_at_traverse,
    .tp_clear = (inquiry)span_at_clear,
    .tp_dealloc = (destructor)span_at_dealloc,
};

static PyMethodDef methods[] = {
    {"digit_run", (PyCFunction)(void (*)(void))digit_run, METH_FASTCALL,
     "digit_run(text, length): whether text holds length ASCII digits in a row"},
    {"measure", (PyCFunction)(void (*)(void))measure, METH_FASTCALL,
     "measure(item, nesting, expression, measured, numbers, tree, token, max_expression, max_block, grid_row, wide):"
     " the tokens `limits._token_ok` must see in a declaration, or None when it nests too deep"},
    {"transform", (PyCFunction)(void (*)(void))transform, METH_FASTCALL,
     "transform(self, tree, functions, tree_type): `builder.ToModel._transform_tree`, by explicit stacks"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fast_walk",
    "The stated limits' measure and the builder's transform of a file's trees, in C (see dsl/_fast_walk.c).",
    -1, methods,
};

PyMODINIT_FUNC PyInit__fast_walk(void)
{
    if ((str_data = PyUnicode_InternFromString("data")) == NULL
        || (str_children = PyUnicode_InternFromString("children")) == NULL
        || (str_type = PyUnicode_InternFromString("type")) == NULL
        || (str_value = PyUnicode_InternFromString("value")) == NULL
        || (str_meta = PyUnicode_InternFromString("meta")) == NULL
        || (str__meta = PyUnicode_InternFromString("_meta")) == NULL
        || (str_clause = PyUnicode_InternFromString("clause")) == NULL
        || (str_line = PyUnicode_InternFromString("line")) == NULL
        || (str_column = PyUnicode_InternFromString("column")) == NULL
        || (str_end_line = PyUnicode_InternFromString("end_line")) == NULL
        || (str_end_column = PyUnicode_InternFromString("end_column")) == NULL
        || (one = PyLong_FromLong(1)) == NULL
        || PyType_Ready(&SpanAtType) < 0 || PyType_Ready(&SlotsType) < 0)
        return NULL;
    PyObject *made = PyModule_Create(&module);
    if (made == NULL)
        return NULL;
    if (PyModule_AddObjectRef(made, "SpanAt", (PyObject *)&SpanAtType) < 0
        || PyModule_AddObjectRef(made, "Slots", (PyObject *)&SlotsType) < 0) {
        Py_DECREF(made);
        return NULL;
    }
    return made;
}
