/* The layout of `compiler.python_data.block` in C: plain data (str, int, bool, None, Fraction,
 * tuples, lists and dicts of them, `Call` and `Code`) as Python source laid over lines of about
 * WIDTH characters, the same text as the Python writers of python_data.py, character for character.
 *
 * Fed by: `python_data.block` and `python_data.literal`, which call `block(value, indent, column)`
 * and `literal(value)` here once `bind` was given the classes `Call`, `Code` and `Fraction`.
 * Every class is matched exactly: a value of any
 * other class (a subclass of one of them, a float, a set), a dict key that is not an atom or
 * `Code`, a `Call` whose fields are not what `Call.__init__` makes, or nesting deeper than
 * MAX_DEPTH raise `Unusual`, and python_data lays that value out in Python instead (which writes
 * it, or raises its own TypeError). An error of Python itself (memory) propagates.
 *
 * Each writer returns a new reference, or NULL: with an exception set, an error; without one
 * (the one-line writers only), "does not fit in `room`".
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define WIDTH 100
#define MAX_DEPTH 200

static PyObject *Unusual;        /* the exception: lay this value out in Python */
static PyObject *CallType;       /* python_data.Call */
static PyObject *CodeType;       /* python_data.Code */
static PyObject *FractionType;   /* fractions.Fraction */
static PyObject *s_fn, *s_args, *s_kwargs;   /* interned attribute names */

static int
unusual(void)
{
    PyErr_SetNone(Unusual);
    return -1;
}

/* Written by `repr` alone: exactly str, int, bool, None or Fraction. */
static int
is_atom(PyObject *v)
{
    PyTypeObject *t = Py_TYPE(v);
    return t == &PyUnicode_Type || t == &PyLong_Type || t == &PyBool_Type || v == Py_None
           || (PyObject *)t == FractionType;
}

/* A `Call`'s fields, new references: fn (str), args (tuple), kwargs (dict); -1 with `Unusual`
 * for anything else (nothing held then). */
static int
call_fields(PyObject *v, PyObject **fn, PyObject **args, PyObject **kwargs)
{
    *fn = PyObject_GetAttr(v, s_fn);
    *args = *fn ? PyObject_GetAttr(v, s_args) : NULL;
    *kwargs = *args ? PyObject_GetAttr(v, s_kwargs) : NULL;
    if (*kwargs != NULL && PyUnicode_CheckExact(*fn) && PyTuple_CheckExact(*args) && PyDict_CheckExact(*kwargs))
        return 0;
    Py_CLEAR(*fn);
    Py_CLEAR(*args);
    Py_CLEAR(*kwargs);
    if (!PyErr_Occurred() || PyErr_ExceptionMatches(PyExc_AttributeError)) {
        PyErr_Clear();
        unusual();
    }
    return -1;
}

/* A dict key's source: an atom's repr, `Code` as it is. */
static PyObject *
key_text(PyObject *k)
{
    if (is_atom(k))
        return PyObject_Repr(k);
    if ((PyObject *)Py_TYPE(k) == CodeType)
        return PyObject_Str(k);
    unusual();
    return NULL;
}

/* "".join(parts), stealing the list. */
static PyObject *
joined(PyObject *parts)
{
    if (parts == NULL)
        return NULL;
    PyObject *empty = PyUnicode_New(0, 0);
    PyObject *out = empty ? PyUnicode_Join(empty, parts) : NULL;
    Py_XDECREF(empty);
    Py_DECREF(parts);
    return out;
}

/* list.append of a new reference, stolen; -1 on error (the reference released). */
static int
add(PyObject *list, PyObject *item)
{
    if (item == NULL)
        return -1;
    int r = PyList_Append(list, item);
    Py_DECREF(item);
    return r;
}

/* The str of one of the short texts the writers add (", ", "(", ",\n", …): made once, kept for the
 * next (a new reference). */
#define MADE 32
static struct { const char *text; PyObject *str; } made[MADE];

static PyObject *
text_str(const char *s)
{
    int i;
    for (i = 0; i < MADE && made[i].text != NULL; i++)   /* (the same literal: most often the same address) */
        if (made[i].text == s) {
            Py_INCREF(made[i].str);
            return made[i].str;
        }
    for (i = 0; i < MADE && made[i].text != NULL; i++)
        if (strcmp(made[i].text, s) == 0) {
            Py_INCREF(made[i].str);
            return made[i].str;
        }
    PyObject *str = PyUnicode_FromString(s);
    if (str != NULL && i < MADE) {
        made[i].text = s;   /* (a string literal: it lasts) */
        made[i].str = str;
        Py_INCREF(str);
    }
    return str;
}

/* a + between + b, `between` a short ASCII text (for `k=v`, `k: v`, `fn(`): a new reference. */
static PyObject *
concat(PyObject *a, const char *between, PyObject *b)
{
    Py_ssize_t n = (Py_ssize_t)strlen(between);
    _PyUnicodeWriter w;
    _PyUnicodeWriter_Init(&w);
    w.min_length = PyUnicode_GET_LENGTH(a) + n + (b ? PyUnicode_GET_LENGTH(b) : 0);
    if (_PyUnicodeWriter_WriteStr(&w, a) < 0 || _PyUnicodeWriter_WriteASCIIString(&w, between, n) < 0
        || (b != NULL && _PyUnicodeWriter_WriteStr(&w, b) < 0)) {
        _PyUnicodeWriter_Dealloc(&w);
        return NULL;
    }
    return _PyUnicodeWriter_Finish(&w);
}

static int
add_str(PyObject *list, const char *s)
{
    return add(list, text_str(s));
}

/* ------------------------------------------------------------------ one line */
static PyObject *line(PyObject *v, Py_ssize_t room, int depth);

/* The shortest `repr` of an atom: a text's quotes and characters (escapes only add), else one. */
static Py_ssize_t
shortest(PyObject *atom)
{
    return PyUnicode_CheckExact(atom) ? PyUnicode_GET_LENGTH(atom) + 2 : 1;
}

/* Are all items atoms? `*need` is then the shortest their texts and ", " between them take. */
static int
all_atoms(PyObject *seq, Py_ssize_t *need)
{
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    *need = n ? 2 * (n - 1) : 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!is_atom(items[i]))
            return 0;
        *need += shortest(items[i]);
    }
    return 1;
}

/* The one-line texts of a tuple's or list's items joined by ", " into `out` (after what it
 * holds), or 0 when they need more than `room` characters (-1: an error). */
static int
lines_into(PyObject *out, PyObject *seq, Py_ssize_t room, int depth)
{
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    if (3 * n - 2 > room)
        return 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *text = line(items[i], room, depth + 1);
        if (text == NULL)
            return PyErr_Occurred() ? -1 : 0;
        room -= PyUnicode_GET_LENGTH(text) + 2;
        if (i && add_str(out, ", ") < 0) {
            Py_DECREF(text);
            return -1;
        }
        if (add(out, text) < 0)
            return -1;
    }
    return 1;
}

static PyObject *
line_seq(PyObject *v, Py_ssize_t room, int depth, const char *open, const char *close)
{
    Py_ssize_t n = PySequence_Fast_GET_SIZE(v);
    Py_ssize_t need;
    if (3 * n > room)
        return NULL;
    if (all_atoms(v, &need))   /* (not written when it cannot fit) */
        return need + 2 > room ? NULL : PyObject_Repr(v);
    PyObject *out = PyList_New(0);
    if (out == NULL || add_str(out, open) < 0)
        goto fail;
    int r = lines_into(out, v, room - 2, depth);
    if (r <= 0)
        goto fail;
    if ((n == 1 && *close == ')' && add_str(out, ",") < 0) || add_str(out, close) < 0)
        goto fail;
    return joined(out);
fail:
    Py_XDECREF(out);
    return NULL;
}

static PyObject *
line_dict(PyObject *v, Py_ssize_t room, int depth)
{
    Py_ssize_t n = PyDict_GET_SIZE(v), pos = 0;
    PyObject *k, *x;
    if (6 * n > room)
        return NULL;
    int atoms = 1;
    Py_ssize_t need = n ? 2 + 4 * (n - 1) : 2;   /* braces, ": " and ", " */
    while (atoms && PyDict_Next(v, &pos, &k, &x)) {
        atoms = is_atom(k) && is_atom(x);
        need += shortest(k) + shortest(x);
    }
    if (atoms)   /* (not written when it cannot fit) */
        return need > room ? NULL : PyObject_Repr(v);
    room -= 2;
    PyObject *out = PyList_New(0);
    if (out == NULL || add_str(out, "{") < 0)
        goto fail;
    pos = 0;
    int first = 1;
    while (PyDict_Next(v, &pos, &k, &x)) {
        PyObject *key = key_text(k);
        if (key == NULL)
            goto fail;
        Py_ssize_t klen = PyUnicode_GET_LENGTH(key);
        PyObject *text = line(x, room - klen - 2, depth + 1);
        if (text == NULL) {
            Py_DECREF(key);
            goto fail;
        }
        room -= klen + PyUnicode_GET_LENGTH(text) + 4;
        if (!first && add_str(out, ", ") < 0) {
            Py_DECREF(key);   /* (`add` takes the key's reference only once it is given it) */
            Py_DECREF(text);
            goto fail;
        }
        if (add(out, key) < 0 || add_str(out, ": ") < 0) {
            Py_DECREF(text);
            goto fail;
        }
        if (add(out, text) < 0)
            goto fail;
        first = 0;
    }
    if (add_str(out, "}") < 0)
        goto fail;
    return joined(out);
fail:
    Py_XDECREF(out);
    return NULL;
}

static PyObject *
line_call(PyObject *v, Py_ssize_t room, int depth)
{
    PyObject *fn, *args, *kwargs, *k, *x, *out = NULL;
    if (call_fields(v, &fn, &args, &kwargs) < 0)
        return NULL;
    Py_ssize_t nargs = PyTuple_GET_SIZE(args), nkw = PyDict_GET_SIZE(kwargs), pos = 0, names = 0;
    room -= PyUnicode_GET_LENGTH(fn) + 2;
    while (PyDict_Next(kwargs, &pos, &k, &x)) {
        if (!PyUnicode_CheckExact(k)) {
            unusual();
            goto fail;
        }
        names += PyUnicode_GET_LENGTH(k);
    }
    if (names + 3 * (nargs + nkw) > room + 2)
        goto fail;   /* (too wide already; no error) */
    out = PyList_New(0);
    if (out == NULL || PyList_Append(out, fn) < 0 || add_str(out, "(") < 0)
        goto fail;
    int r = lines_into(out, args, room, depth);
    if (r <= 0)
        goto fail;
    for (Py_ssize_t i = 2; i < PyList_GET_SIZE(out); i++)   /* the arguments' texts and their ", " */
        room -= PyUnicode_GET_LENGTH(PyList_GET_ITEM(out, i));
    if (nargs)
        room -= 2;
    pos = 0;
    int first = nargs == 0;
    while (PyDict_Next(kwargs, &pos, &k, &x)) {
        Py_ssize_t klen = PyUnicode_GET_LENGTH(k);
        PyObject *text = line(x, room - klen - 1, depth + 1);
        if (text == NULL)
            goto fail;
        room -= klen + PyUnicode_GET_LENGTH(text) + 3;
        if ((!first && add_str(out, ", ") < 0) || PyList_Append(out, k) < 0 || add_str(out, "=") < 0) {
            Py_DECREF(text);
            goto fail;
        }
        if (add(out, text) < 0)
            goto fail;
        first = 0;
    }
    if (add_str(out, ")") < 0)
        goto fail;
    Py_DECREF(fn);
    Py_DECREF(args);
    Py_DECREF(kwargs);
    return joined(out);
fail:
    Py_XDECREF(out);
    Py_DECREF(fn);
    Py_DECREF(args);
    Py_DECREF(kwargs);
    return NULL;
}

/* `value`'s one-line source when it takes at most `room` characters, else NULL (no error). */
static PyObject *
line(PyObject *v, Py_ssize_t room, int depth)
{
    PyObject *text;
    PyTypeObject *t = Py_TYPE(v);
    if (depth > MAX_DEPTH) {
        unusual();
        return NULL;
    }
    if (is_atom(v)) {
        if (t == &PyUnicode_Type && PyUnicode_GET_LENGTH(v) + 2 > room)
            return NULL;   /* (too long, quoted: not written) */
        text = PyObject_Repr(v);
    }
    else if (t == &PyTuple_Type)
        text = line_seq(v, room, depth, "(", ")");
    else if (t == &PyList_Type)
        text = line_seq(v, room, depth, "[", "]");
    else if (t == &PyDict_Type)
        text = line_dict(v, room, depth);
    else if ((PyObject *)t == CallType)
        text = line_call(v, room, depth);
    else if ((PyObject *)t == CodeType)
        text = PyObject_Str(v);
    else {
        unusual();
        return NULL;
    }
    if (text != NULL && PyUnicode_GET_LENGTH(text) > room)
        Py_CLEAR(text);
    return text;
}

/* ------------------------------------------------------------------ over lines */
static PyObject *laid(PyObject *v, Py_ssize_t indent, Py_ssize_t column, int depth);

/* " " * n, a new reference (those of the usual indents made once and kept). */
#define KEPT_SPACES 128
static PyObject *kept_spaces[KEPT_SPACES];

static PyObject *
spaces(Py_ssize_t n)
{
    if (n >= 0 && n < KEPT_SPACES && kept_spaces[n] != NULL) {
        Py_INCREF(kept_spaces[n]);
        return kept_spaces[n];
    }
    PyObject *one = text_str(" ");
    PyObject *out = one ? PySequence_Repeat(one, n) : NULL;
    Py_XDECREF(one);
    if (out != NULL && n >= 0 && n < KEPT_SPACES) {
        Py_INCREF(out);
        kept_spaces[n] = out;
    }
    return out;
}

/* open "\n" + (inner + item + ",\n" for each item) + " " * indent + close, stealing `items`. */
static PyObject *
one_a_line(PyObject *open, PyObject *items, Py_ssize_t indent, const char *close)
{
    PyObject *out = NULL, *inner = NULL, *pad = NULL;
    if (items == NULL)
        return NULL;
    inner = spaces(indent + 4);
    pad = spaces(indent);
    out = PyList_New(0);
    if (inner == NULL || pad == NULL || out == NULL || PyList_Append(out, open) < 0 || add_str(out, "\n") < 0)
        goto fail;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(items); i++)
        if (PyList_Append(out, inner) < 0 || PyList_Append(out, PyList_GET_ITEM(items, i)) < 0
            || add_str(out, ",\n") < 0)
            goto fail;
    if (PyList_Append(out, pad) < 0 || add_str(out, close) < 0)
        goto fail;
    Py_DECREF(items);
    Py_DECREF(inner);
    Py_DECREF(pad);
    return joined(out);
fail:
    Py_DECREF(items);
    Py_XDECREF(inner);
    Py_XDECREF(pad);
    Py_XDECREF(out);
    return NULL;
}

/* Adjacent pieces of the text in parentheses, one a line (python_data._pieces cuts them). */
static PyObject *
broken_text(PyObject *s, Py_ssize_t indent)
{
    Py_ssize_t width = WIDTH - indent - 6, start = 0, len = PyUnicode_GET_LENGTH(s);
    if (width < 40)
        width = 40;
    PyObject *out = PyList_New(0), *sep = NULL, *inner = spaces(indent + 4);
    if (out == NULL || inner == NULL || add_str(out, "(") < 0)
        goto fail;
    sep = PyUnicode_FromFormat("\n%U", inner);
    if (sep == NULL)
        goto fail;
    for (;;) {
        Py_ssize_t cut = len;
        int last = len - start <= width;
        if (!last) {
            cut = PyUnicode_FindChar(s, ' ', start, start + width, -1);
            if (cut == -2)
                goto fail;
            cut = cut <= start ? start + width : cut + 1;
        }
        PyObject *piece = PyUnicode_Substring(s, start, cut);
        if (piece == NULL)
            goto fail;
        PyObject *text = PyObject_Repr(piece);
        Py_DECREF(piece);
        if ((start > 0 && PyList_Append(out, sep) < 0) || add(out, text) < 0)
            goto fail;
        if (last)
            break;
        start = cut;
    }
    if (add_str(out, ")") < 0)
        goto fail;
    Py_DECREF(sep);
    Py_DECREF(inner);
    return joined(out);
fail:
    Py_XDECREF(out);
    Py_XDECREF(sep);
    Py_XDECREF(inner);
    return NULL;
}

static PyObject *
broken_call(PyObject *v, Py_ssize_t indent, int depth)
{
    PyObject *fn, *args, *kwargs, *k, *x, *items = NULL;
    Py_ssize_t pos = 0, deeper = indent + 4;
    if (call_fields(v, &fn, &args, &kwargs) < 0)
        return NULL;
    items = PyList_New(0);
    if (items == NULL)
        goto fail;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++)
        if (add(items, laid(PyTuple_GET_ITEM(args, i), deeper, deeper, depth + 1)) < 0)
            goto fail;
    while (PyDict_Next(kwargs, &pos, &k, &x)) {
        if (!PyUnicode_CheckExact(k)) {
            unusual();
            goto fail;
        }
        PyObject *text = laid(x, deeper, deeper + PyUnicode_GET_LENGTH(k) + 1, depth + 1);
        if (text == NULL)
            goto fail;
        if (add(items, concat(k, "=", text)) < 0) {
            Py_DECREF(text);
            goto fail;
        }
        Py_DECREF(text);
    }
    PyObject *open = concat(fn, "(", NULL);
    if (open == NULL)
        goto fail;
    PyObject *out = one_a_line(open, items, indent, ")");   /* (takes `items`) */
    Py_DECREF(open);
    Py_DECREF(fn);
    Py_DECREF(args);
    Py_DECREF(kwargs);
    return out;
fail:
    Py_XDECREF(items);
    Py_DECREF(fn);
    Py_DECREF(args);
    Py_DECREF(kwargs);
    return NULL;
}

static PyObject *
broken_dict(PyObject *v, Py_ssize_t indent, int depth)
{
    PyObject *k, *x, *items = PyList_New(0);
    Py_ssize_t pos = 0, deeper = indent + 4;
    if (items == NULL)
        return NULL;
    while (PyDict_Next(v, &pos, &k, &x)) {
        PyObject *key = key_text(k);
        if (key == NULL)
            goto fail;
        PyObject *text = laid(x, deeper, deeper + PyUnicode_GET_LENGTH(key) + 2, depth + 1);
        if (text == NULL) {
            Py_DECREF(key);
            goto fail;
        }
        PyObject *item = concat(key, ": ", text);
        Py_DECREF(key);
        Py_DECREF(text);
        if (add(items, item) < 0)
            goto fail;
    }
    PyObject *open = text_str("{");
    if (open == NULL)
        goto fail;
    PyObject *out = one_a_line(open, items, indent, "}");
    Py_DECREF(open);
    return out;
fail:
    Py_DECREF(items);
    return NULL;
}

/* A tuple or a list: short items as many on a line as fit, others one a line. */
static PyObject *
broken_items(PyObject *v, Py_ssize_t indent, int depth, const char *open_, const char *close)
{
    Py_ssize_t n = PySequence_Fast_GET_SIZE(v), deeper = indent + 4;
    PyObject **values = PySequence_Fast_ITEMS(v);
    PyObject *items = PyList_New(0), *open = NULL, *out = NULL, *inner = NULL, *pad = NULL;
    if (items == NULL)
        return NULL;
    int short_ = 1;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *text = laid(values[i], deeper, deeper, depth + 1);
        if (text == NULL)
            goto fail;
        if (PyUnicode_GET_LENGTH(text) > 30 || PyUnicode_FindChar(text, '\n', 0, PyUnicode_GET_LENGTH(text), 1) != -1)
            short_ = 0;
        if (add(items, text) < 0)
            goto fail;
    }
    open = text_str(open_);
    if (open == NULL)
        goto fail;
    if (!short_) {
        out = one_a_line(open, items, indent, close);
        Py_DECREF(open);
        return out;
    }
    /* lines of items: each "item, " while deeper + len(line) + len(item) + 2 <= WIDTH, rstripped */
    inner = spaces(deeper);
    pad = spaces(indent);
    out = PyList_New(0);
    if (inner == NULL || pad == NULL || out == NULL || PyList_Append(out, open) < 0 || add_str(out, "\n") < 0)
        goto fail;
    Py_ssize_t used = 0;   /* characters on the line being filled, its last ", " included */
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *text = PyList_GET_ITEM(items, i);
        Py_ssize_t len = PyUnicode_GET_LENGTH(text);
        if (used && deeper + used + len + 2 > WIDTH) {
            if (add_str(out, "\n") < 0)
                goto fail;
            used = 0;
        }
        if (used == 0) {
            if (PyList_Append(out, inner) < 0)
                goto fail;
        }
        else if (add_str(out, " ") < 0)
            goto fail;
        if (PyList_Append(out, text) < 0 || add_str(out, ",") < 0)
            goto fail;
        used += len + 2;
    }
    if (used == 0 && PyList_Append(out, inner) < 0)   /* (no item: the Python writes an empty line) */
        goto fail;
    if (add_str(out, "\n") < 0 || PyList_Append(out, pad) < 0 || add_str(out, close) < 0)
        goto fail;
    Py_DECREF(items);
    Py_DECREF(open);
    Py_DECREF(inner);
    Py_DECREF(pad);
    return joined(out);
fail:
    Py_XDECREF(items);
    Py_XDECREF(open);
    Py_XDECREF(inner);
    Py_XDECREF(pad);
    Py_XDECREF(out);
    return NULL;
}

/* `value` written from `column` of a line indented by `indent`: on that line when it fits. */
static PyObject *
laid(PyObject *v, Py_ssize_t indent, Py_ssize_t column, int depth)
{
    PyTypeObject *t = Py_TYPE(v);
    if (depth > MAX_DEPTH) {
        unusual();
        return NULL;
    }
    if (t == &PyUnicode_Type && PyUnicode_GET_LENGTH(v) + 2 + column > WIDTH)
        return broken_text(v, indent);   /* (too long, quoted: not written whole) */
    if (is_atom(v)) {
        PyObject *text = PyObject_Repr(v);
        if (text == NULL || PyUnicode_GET_LENGTH(text) + column <= WIDTH || t != &PyUnicode_Type)
            return text;
        Py_DECREF(text);
        return broken_text(v, indent);
    }
    PyObject *text = line(v, WIDTH - column, depth);
    if (text != NULL || PyErr_Occurred())
        return text;
    if (t == &PyTuple_Type)
        return broken_items(v, indent, depth, "(", ")");
    if (t == &PyList_Type)
        return broken_items(v, indent, depth, "[", "]");
    if (t == &PyDict_Type)
        return broken_dict(v, indent, depth);
    if ((PyObject *)t == CallType)
        return broken_call(v, indent, depth);
    if ((PyObject *)t == CodeType)   /* never broken, however long */
        return PyObject_Str(v);
    unusual();
    return NULL;
}

/* ------------------------------------------------------------------ module */
static PyObject *
fast_block(PyObject *self, PyObject *args)
{
    PyObject *value;
    Py_ssize_t indent, column;
    if (!PyArg_ParseTuple(args, "Onn", &value, &indent, &column))
        return NULL;
    if (CallType == NULL) {
        unusual();
        return NULL;
    }
    return laid(value, indent, column, 0);
}

static PyObject *
fast_literal(PyObject *self, PyObject *value)
{
    if (CallType == NULL) {
        unusual();
        return NULL;
    }
    PyObject *text = line(value, PY_SSIZE_T_MAX / 4, 0);   /* (no text is that long: never NULL without an error) */
    if (text == NULL && !PyErr_Occurred())
        unusual();
    return text;
}

static PyObject *
fast_bind(PyObject *self, PyObject *args)
{
    PyObject *call, *code, *fraction;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PyType_Type, &call, &PyType_Type, &code, &PyType_Type, &fraction))
        return NULL;
    Py_INCREF(call);
    Py_INCREF(code);
    Py_INCREF(fraction);
    Py_XSETREF(CallType, call);
    Py_XSETREF(CodeType, code);
    Py_XSETREF(FractionType, fraction);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"bind", fast_bind, METH_VARARGS, "bind(Call, Code, Fraction): the classes python_data writes."},
    {"literal", fast_literal, METH_O, "literal(value) -> str: python_data.literal's text; Unusual as block."},
    {"block", fast_block, METH_VARARGS,
     "block(value, indent, column) -> str: python_data.block's text; Unusual for a value it leaves to Python."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fast_literal", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC
PyInit__fast_literal(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    s_fn = PyUnicode_InternFromString("fn");
    s_args = PyUnicode_InternFromString("args");
    s_kwargs = PyUnicode_InternFromString("kwargs");
    Unusual = PyErr_NewException("_fast_literal.Unusual", NULL, NULL);
    if (s_fn == NULL || s_args == NULL || s_kwargs == NULL || Unusual == NULL
        || PyModule_AddObjectRef(m, "Unusual", Unusual) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
