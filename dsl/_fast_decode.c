/* A compact JSON entry's value made model objects, in C (`dsl.compact_json_fast`, for
 * `compact_json.decode`, `decode_file` and `decode_loaded`).
 *
 * The Python decoders (`compact_json_decoders`, one generated function per class) walk the value
 * `json.loads` gave, one call per node: this file walks it in one C loop driven by a table made once
 * from the same declared types (`compact_json_gen.schema`, bound by `compact_json_fast`): per type,
 * its kind and what it is made of. It makes the same objects the Python decoders make: an attrs
 * object made empty (`tp_alloc`, as `object.__new__`) and each slot set through its member
 * descriptor's offset (as `Class.field.__set__` sets it); a span is the entry's span at that
 * index (the same shared object); a tuple of items is a tuple (`()` when the array is `0`); a value
 * of no fixed type is itself when a scalar, else what `model_json`'s reader (`any`) gives back.
 * The spans of an entry are made here too (`Schema.spans`), from its table of five machine
 * integers per span, each slot set as `Span.__init__` would set it.
 *
 * Data of another shape than the table says (an array of another length, a value of another
 * class, a tag or a span number out of range) raises ValueError: the caller takes it as a miss,
 * as it takes any exception of the Python decoders. It checks more than they do (the class of
 * every plain value), never less.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

enum { K_PLAIN, K_SPAN, K_ANY, K_OPTIONAL, K_TUPLE_OF, K_FIXED, K_UNION, K_CLASS, K_CALL, N_KINDS };
enum { P_STR = 1, P_INT = 2, P_BOOL = 4, P_NONE = 8 };   /* a plain type's classes, bit by bit */

typedef struct {
    int kind;
    int plain;              /* K_PLAIN: the classes it allows */
    int tagged;             /* K_CLASS, K_CALL: the array starts with the class's tag */
    Py_ssize_t inner;       /* K_OPTIONAL, K_TUPLE_OF: the type of the value, of each item */
    Py_ssize_t n;           /* K_FIXED: its items; K_CLASS, K_CALL: its fields */
    Py_ssize_t *items;      /* K_FIXED: each item's type; K_CLASS, K_CALL: each field's */
    Py_ssize_t *offsets;    /* K_CLASS: each field's slot in an instance */
    PyTypeObject *cls;      /* K_CLASS, K_CALL (a reference held) */
    Py_ssize_t tag;         /* K_CLASS, K_CALL when tagged: its tag (its place in the union) */
} Type;

typedef struct {
    PyObject_HEAD
    Py_ssize_t n_types;
    Type *types;
    Py_ssize_t n_tags;
    Py_ssize_t *tags;       /* a union member's type, by its tag */
    PyObject *any;          /* model_json's reader of a value of no fixed type */
    PyTypeObject *span;     /* source.Span */
    Py_ssize_t span_slot[5];/* its slots: path, line, column, end line, end column */
} Schema;

static PyObject *refuse(const char *what)
{
    PyErr_Format(PyExc_ValueError, "not a compact JSON entry: %s", what);
    return NULL;
}

/* ---------------------------------------------------------------- decoding */

static PyObject *decode(Schema *s, Py_ssize_t t, PyObject *v, PyObject *spans);

static PyObject *decode_class(Schema *s, const Type *ty, PyObject *v, PyObject *spans)
{
    if (!PyList_CheckExact(v) || PyList_GET_SIZE(v) != ty->n + ty->tagged)
        return refuse("an object's array of another length");
    if (Py_EnterRecursiveCall(" in a compact JSON entry"))
        return NULL;
    PyObject *o = NULL;
    if (ty->kind == K_CLASS) {
        o = ty->cls->tp_alloc(ty->cls, 0);
        if (o == NULL)
            goto done;
        for (Py_ssize_t i = 0; i < ty->n; i++) {
            if (i + ty->tagged >= PyList_GET_SIZE(v)) {   /* (changed under us: `any` is Python) */
                Py_CLEAR(o);
                refuse("an array changed while read");
                goto done;
            }
            PyObject *value = decode(s, ty->items[i], PyList_GET_ITEM(v, i + ty->tagged), spans);
            if (value == NULL) {
                Py_CLEAR(o);
                goto done;
            }
            PyObject **slot = (PyObject **)((char *)o + ty->offsets[i]);
            PyObject *old = *slot;
            *slot = value;
            Py_XDECREF(old);
        }
    } else {      /* K_CALL: a class whose __init__ does more than store its arguments */
        PyObject *args = PyTuple_New(ty->n);
        if (args == NULL)
            goto done;
        for (Py_ssize_t i = 0; i < ty->n; i++) {
            PyObject *value = i + ty->tagged < PyList_GET_SIZE(v)
                ? decode(s, ty->items[i], PyList_GET_ITEM(v, i + ty->tagged), spans)
                : refuse("an array changed while read");
            if (value == NULL) {
                Py_DECREF(args);
                goto done;
            }
            PyTuple_SET_ITEM(args, i, value);
        }
        o = PyObject_Call((PyObject *)ty->cls, args, NULL);
        Py_DECREF(args);
    }
done:
    Py_LeaveRecursiveCall();
    return o;
}

static PyObject *decode_items(Schema *s, Py_ssize_t n, const Py_ssize_t *types, Py_ssize_t one_type,
                              PyObject *v, PyObject *spans)
{
    PyObject *t = PyTuple_New(n);
    if (t == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (i >= PyList_GET_SIZE(v)) {
            Py_DECREF(t);
            return refuse("an array changed while read");
        }
        PyObject *item = decode(s, types ? types[i] : one_type, PyList_GET_ITEM(v, i), spans);
        if (item == NULL) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, item);
    }
    return t;
}

static PyObject *decode(Schema *s, Py_ssize_t t, PyObject *v, PyObject *spans)
{
    const Type *ty = &s->types[t];
    switch (ty->kind) {
    case K_PLAIN: {
        int is;
        if (PyUnicode_CheckExact(v))
            is = P_STR;
        else if (PyLong_CheckExact(v))
            is = P_INT;
        else if (PyBool_Check(v))
            is = P_BOOL;
        else if (v == Py_None)
            is = P_NONE;
        else
            is = 0;
        if (!(is & ty->plain))
            return refuse("a value of another class");
        Py_INCREF(v);
        return v;
    }
    case K_SPAN: {
        if (!PyLong_CheckExact(v))
            return refuse("a span that is not a number");
        Py_ssize_t i = PyLong_AsSsize_t(v);
        if (i == -1 && PyErr_Occurred())
            return NULL;
        if (i < 0 || i >= PyList_GET_SIZE(spans))
            return refuse("a span number out of range");
        PyObject *span = PyList_GET_ITEM(spans, i);
        Py_INCREF(span);
        return span;
    }
    case K_ANY:
        if (PyUnicode_CheckExact(v) || PyLong_CheckExact(v) || PyBool_Check(v) || PyFloat_CheckExact(v) ||
                v == Py_None) {
            Py_INCREF(v);
            return v;
        }
        return PyObject_CallOneArg(s->any, v);
    case K_OPTIONAL:
        if (v == Py_None) {
            Py_INCREF(v);
            return v;
        }
        return decode(s, ty->inner, v, spans);
    case K_TUPLE_OF: {
        if (PyList_CheckExact(v))
            return decode_items(s, PyList_GET_SIZE(v), NULL, ty->inner, v, spans);
        int overflow = 0;
        if (PyLong_CheckExact(v) && PyLong_AsLongAndOverflow(v, &overflow) == 0 && !overflow)
            return PyTuple_New(0);         /* (an empty tuple is written 0) */
        return refuse("a tuple that is neither an array nor 0");
    }
    case K_FIXED:
        if (!PyList_CheckExact(v) || PyList_GET_SIZE(v) != ty->n)
            return refuse("a fixed tuple of another length");
        return decode_items(s, ty->n, ty->items, 0, v, spans);
    case K_UNION: {
        if (!PyList_CheckExact(v) || PyList_GET_SIZE(v) < 1 || !PyLong_CheckExact(PyList_GET_ITEM(v, 0)))
            return refuse("a union member without its tag");
        Py_ssize_t tag = PyLong_AsSsize_t(PyList_GET_ITEM(v, 0));
        if (tag == -1 && PyErr_Occurred())
            return NULL;
        if (tag < 0 || tag >= s->n_tags)
            return refuse("a tag out of range");
        return decode_class(s, &s->types[s->tags[tag]], v, spans);
    }
    default:      /* K_CLASS, K_CALL */
        return decode_class(s, ty, v, spans);
    }
}

static PyObject *Schema_decode(Schema *s, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3 || !PyLong_CheckExact(args[0]) || !PyList_CheckExact(args[2])) {
        PyErr_SetString(PyExc_TypeError, "decode(type, value, spans: list)");
        return NULL;
    }
    Py_ssize_t t = PyLong_AsSsize_t(args[0]);
    if (t == -1 && PyErr_Occurred())
        return NULL;
    if (t < 0 || t >= s->n_types) {
        PyErr_SetString(PyExc_IndexError, "no such type");
        return NULL;
    }
    return decode(s, t, args[1], args[2]);
}

/* ---------------------------------------------------------------- spans */

static PyObject *Schema_spans(Schema *s, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2 || !PyList_CheckExact(args[0])) {
        PyErr_SetString(PyExc_TypeError, "spans(paths: list, numbers: buffer)");
        return NULL;
    }
    PyObject *paths = args[0];
    Py_ssize_t n_paths = PyList_GET_SIZE(paths);
    for (Py_ssize_t i = 0; i < n_paths; i++)
        if (!PyUnicode_CheckExact(PyList_GET_ITEM(paths, i)))
            return refuse("a span's path that is not a str");
    Py_buffer view;
    if (PyObject_GetBuffer(args[1], &view, PyBUF_SIMPLE) < 0)
        return NULL;
    PyObject *spans = NULL;
    if (view.len % (5 * sizeof(int))) {
        refuse("a table of spans of another length");
        goto done;
    }
    Py_ssize_t n = view.len / (5 * sizeof(int));
    spans = PyList_New(n + 1);
    if (spans == NULL)
        goto done;
    Py_INCREF(Py_None);
    PyList_SET_ITEM(spans, 0, Py_None);     /* 0: a span left out */
    const char *at = view.buf;
    for (Py_ssize_t i = 1; i <= n; i++) {
        int numbers[5];
        memcpy(numbers, at, sizeof numbers);
        at += sizeof numbers;
        if (numbers[0] < 0 || numbers[0] >= PyList_GET_SIZE(paths)) {
            Py_CLEAR(spans);
            refuse("a span's path out of range");
            goto done;
        }
        PyObject *span = s->span->tp_alloc(s->span, 0);
        if (span == NULL) {
            Py_CLEAR(spans);
            goto done;
        }
        PyList_SET_ITEM(spans, i, span);
        PyObject *path = PyList_GET_ITEM(paths, numbers[0]);
        Py_INCREF(path);
        *(PyObject **)((char *)span + s->span_slot[0]) = path;
        for (int k = 1; k < 5; k++) {
            PyObject *number = PyLong_FromLong(numbers[k]);
            if (number == NULL) {
                Py_CLEAR(spans);
                goto done;
            }
            *(PyObject **)((char *)span + s->span_slot[k]) = number;
        }
    }
done:
    PyBuffer_Release(&view);
    return spans;
}

/* ---------------------------------------------------------------- encoding
 *
 * The mirror image of the decoding above, for `compact_json`'s writing: a Writer walks an object
 * by the same table and writes the compact JSON text the Python encoders' value gives through
 * `json.dumps(…, separators=(",", ":"))` (ASCII only), byte for byte, and keeps the table of the
 * spans it meets, in order (five machine integers each, and the paths, each once, in order of
 * first use), as `compact_json._span_table` makes it. It checks what they check: the exact class
 * of every object, plain value, tuple and span, and raises TypeError for what does not fit. A
 * value of no fixed type is written here when it is a str, an int, a bool or None (`model_json`'s
 * writer, `any_out`, gives those as they are), else given to `any_out`, and what that gives is
 * written here when plain, else by `json` (`any_text`). */

typedef struct {
    char *buf;
    Py_ssize_t len, cap;
} Out;

static int out_reserve(Out *o, Py_ssize_t more)
{
    if (o->len + more <= o->cap)
        return 0;
    Py_ssize_t cap = o->cap ? o->cap : 4096;
    while (cap < o->len + more) {
        if (cap > PY_SSIZE_T_MAX / 2) {
            PyErr_NoMemory();
            return -1;
        }
        cap *= 2;
    }
    char *buf = PyMem_Realloc(o->buf, cap);
    if (buf == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    o->buf = buf;
    o->cap = cap;
    return 0;
}

static int out_write(Out *o, const char *s, Py_ssize_t n)
{
    if (out_reserve(o, n) < 0)
        return -1;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
    return 0;
}

static inline int out_char(Out *o, char c)
{
    if (o->len >= o->cap && out_reserve(o, 1) < 0)
        return -1;
    o->buf[o->len++] = c;
    return 0;
}

/* A number in decimal, as `int.__repr__` writes it (no `snprintf`: most of a model's text is numbers). */
static int out_number(Out *o, long long x)
{
    char digits[24];
    char *end = digits + sizeof digits, *at = end;
    unsigned long long u = x < 0 ? 0ULL - (unsigned long long)x : (unsigned long long)x;
    do {
        *--at = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (x < 0)
        *--at = '-';
    return out_write(o, at, end - at);
}

/* An exact int as `int.__repr__` writes it. */
static int out_int(Out *o, PyObject *v)
{
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (x == -1 && PyErr_Occurred())
        return -1;
    if (!overflow)
        return out_number(o, x);
    PyObject *text = PyObject_Repr(v);
    if (text == NULL)
        return -1;
    Py_ssize_t n;
    const char *s = PyUnicode_AsUTF8AndSize(text, &n);
    int r = s == NULL ? -1 : out_write(o, s, n);
    Py_DECREF(text);
    return r;
}

static const char HEX[] = "0123456789abcdef";

/* The bytes `json` writes as they are in a string (the rest escaped): ' ' to '~' but '"' and '\\'. */
static unsigned char AS_IS[256];

static void init_as_is(void)
{
    for (int c = ' '; c <= '~'; c++)
        AS_IS[c] = c != '"' && c != '\\';
}

static int out_u(Out *o, Py_UCS4 c)
{
    char e[6] = {'\\', 'u', HEX[(c >> 12) & 15], HEX[(c >> 8) & 15], HEX[(c >> 4) & 15], HEX[c & 15]};
    return out_write(o, e, 6);
}

/* An exact str as `json` writes it with ensure_ascii (its `ascii_escape_unicode`). */
static int out_str(Out *o, PyObject *v)
{
    if (PyUnicode_READY(v) < 0)
        return -1;
    Py_ssize_t n = PyUnicode_GET_LENGTH(v);
    int kind = PyUnicode_KIND(v);
    const void *data = PyUnicode_DATA(v);
    if (out_reserve(o, n + 2) < 0)
        return -1;
    o->buf[o->len++] = '"';
    if (PyUnicode_IS_ASCII(v)) {      /* (most text: copied as it is when nothing is escaped) */
        const unsigned char *chars = data;
        Py_ssize_t i = 0;
        while (i < n && AS_IS[chars[i]])
            i++;
        if (i == n) {
            memcpy(o->buf + o->len, chars, n);
            o->len += n;
            o->buf[o->len++] = '"';
            return 0;
        }
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c >= ' ' && c <= '~' && c != '\\' && c != '"') {
            if (out_char(o, (char)c) < 0)
                return -1;
            continue;
        }
        char short_form = 0;
        switch (c) {
        case '\\': short_form = '\\'; break;
        case '"': short_form = '"'; break;
        case '\b': short_form = 'b'; break;
        case '\f': short_form = 'f'; break;
        case '\n': short_form = 'n'; break;
        case '\r': short_form = 'r'; break;
        case '\t': short_form = 't'; break;
        }
        if (short_form) {
            char e[2] = {'\\', short_form};
            if (out_write(o, e, 2) < 0)
                return -1;
        } else if (c >= 0x10000) {
            Py_UCS4 v2 = c - 0x10000;
            if (out_u(o, 0xd800 | ((v2 >> 10) & 0x3ff)) < 0 || out_u(o, 0xdc00 | (v2 & 0x3ff)) < 0)
                return -1;
        } else if (out_u(o, c) < 0)
            return -1;
    }
    return out_char(o, '"');
}

typedef struct {
    PyObject_HEAD
    Schema *schema;
    PyObject *any_out;      /* model_json's writer of a value of no fixed type */
    PyObject *any_text;     /* JSON text (a str) of what it gives, when not plain */
    PyObject *paths;        /* list: each path once, in order of first use */
    PyObject *path_index;   /* dict: path -> its place in `paths` */
    PyObject *last_path;    /* the path of the span written last (a reference held), and */
    int last_index;         /* its place (most spans follow one of the same file) */
    int *numbers;           /* five per span */
    Py_ssize_t n_spans, cap_spans;
} Writer;

static PyObject *refuse_write(const char *what)
{
    PyErr_Format(PyExc_TypeError, "not written in a compact JSON entry: %s", what);
    return NULL;
}

/* A span's number in the writer's table (a new row, 1 on), or -1 with an exception. */
static Py_ssize_t writer_span(Writer *w, PyObject *span)
{
    Schema *s = w->schema;
    PyObject *slot[5];
    for (int k = 0; k < 5; k++) {
        slot[k] = *(PyObject **)((char *)span + s->span_slot[k]);
        if (slot[k] == NULL) {
            PyErr_SetString(PyExc_AttributeError, "a span with a slot not set");
            return -1;
        }
    }
    if (!PyUnicode_CheckExact(slot[0])) {
        refuse_write("a span whose path is not a str");
        return -1;
    }
    int row[5];
    for (int k = 1; k < 5; k++) {
        if (!PyLong_CheckExact(slot[k])) {
            refuse_write("a span whose numbers are not ints");
            return -1;
        }
        int overflow = 0;
        long x = PyLong_AsLongAndOverflow(slot[k], &overflow);
        if (x == -1 && PyErr_Occurred())
            return -1;
        if (overflow || x < INT_MIN || x > INT_MAX) {
            refuse_write("a line or column number too large to keep");
            return -1;
        }
        row[k] = (int)x;
    }
    PyObject *known = slot[0] == w->last_path ? NULL : PyDict_GetItemWithError(w->path_index, slot[0]);
    if (slot[0] == w->last_path)
        row[0] = w->last_index;
    else if (known != NULL)
        row[0] = (int)PyLong_AsLong(known);
    else if (PyErr_Occurred())
        return -1;
    else {
        Py_ssize_t n = PyList_GET_SIZE(w->paths);
        if (n >= INT_MAX) {
            refuse_write("too many paths");
            return -1;
        }
        PyObject *index = PyLong_FromSsize_t(n);
        if (index == NULL)
            return -1;
        int failed = PyDict_SetItem(w->path_index, slot[0], index) < 0 || PyList_Append(w->paths, slot[0]) < 0;
        Py_DECREF(index);
        if (failed)
            return -1;
        row[0] = (int)n;
    }
    if (w->n_spans == w->cap_spans) {
        Py_ssize_t cap = w->cap_spans ? 2 * w->cap_spans : 1024;
        if (cap > PY_SSIZE_T_MAX / (Py_ssize_t)(5 * sizeof(int))) {
            PyErr_NoMemory();
            return -1;
        }
        int *numbers = PyMem_Realloc(w->numbers, cap * 5 * sizeof(int));
        if (numbers == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        w->numbers = numbers;
        w->cap_spans = cap;
    }
    if (slot[0] != w->last_path) {
        Py_INCREF(slot[0]);
        Py_XSETREF(w->last_path, slot[0]);
        w->last_index = row[0];
    }
    memcpy(w->numbers + 5 * w->n_spans, row, sizeof row);
    return ++w->n_spans;
}

static int encode(Writer *w, Py_ssize_t t, PyObject *v, Out *o);

static int encode_class(Writer *w, const Type *ty, PyObject *v, Out *o)
{
    if (Py_TYPE(v) != ty->cls) {
        refuse_write("an object of another class");
        return -1;
    }
    if (ty->kind != K_CLASS) {     /* (a class made by calling it: `compact_json` writes none here) */
        refuse_write("an object whose class is not made by setting its slots");
        return -1;
    }
    if (Py_EnterRecursiveCall(" in a compact JSON entry"))
        return -1;
    int r = -1;
    if (out_char(o, '[') < 0)
        goto done;
    if (ty->tagged) {
        if (out_number(o, ty->tag) < 0 || (ty->n && out_char(o, ',') < 0))
            goto done;
    }
    for (Py_ssize_t i = 0; i < ty->n; i++) {
        PyObject *value = *(PyObject **)((char *)v + ty->offsets[i]);
        if (value == NULL) {
            PyErr_SetString(PyExc_AttributeError, "an object with a field not set");
            goto done;
        }
        Py_INCREF(value);      /* (held: `any_out` is Python, and could change the object) */
        int failed = (i && out_char(o, ',') < 0) || encode(w, ty->items[i], value, o) < 0;
        Py_DECREF(value);
        if (failed)
            goto done;
    }
    r = out_char(o, ']');
done:
    Py_LeaveRecursiveCall();
    return r;
}

static int encode_items(Writer *w, PyObject *v, const Py_ssize_t *types, Py_ssize_t one_type, Out *o)
{
    if (out_char(o, '[') < 0)
        return -1;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(v); i++)
        if ((i && out_char(o, ',') < 0) || encode(w, types ? types[i] : one_type, PyTuple_GET_ITEM(v, i), o) < 0)
            return -1;
    return out_char(o, ']');
}

/* A plain value (str, int, bool, None) whose class is one of `allowed`; 1 when it is not plain. */
static int encode_plain(PyObject *v, int allowed, Out *o)
{
    if (PyUnicode_CheckExact(v))
        return allowed & P_STR ? out_str(o, v) : 1;
    if (PyLong_CheckExact(v))
        return allowed & P_INT ? out_int(o, v) : 1;
    if (PyBool_Check(v))
        return allowed & P_BOOL ? (v == Py_True ? out_write(o, "true", 4) : out_write(o, "false", 5)) : 1;
    if (v == Py_None)
        return allowed & P_NONE ? out_write(o, "null", 4) : 1;
    return 1;
}

static int encode(Writer *w, Py_ssize_t t, PyObject *v, Out *o)
{
    Schema *s = w->schema;
    const Type *ty = &s->types[t];
    switch (ty->kind) {
    case K_PLAIN: {
        int r = encode_plain(v, ty->plain, o);
        if (r > 0)
            refuse_write("a value of another class than declared");
        return r ? -1 : 0;
    }
    case K_SPAN: {
        if (v == Py_None)
            return out_char(o, '0');
        if (Py_TYPE(v) != s->span) {
            refuse_write("a span that is not a Span");
            return -1;
        }
        Py_ssize_t i = writer_span(w, v);
        if (i < 0)
            return -1;
        return out_number(o, i);
    }
    case K_ANY: {
        int r = encode_plain(v, P_STR | P_INT | P_BOOL | P_NONE, o);   /* (what `any_out` gives as it is) */
        if (r <= 0)
            return r;
        PyObject *data = PyObject_CallOneArg(w->any_out, v);
        if (data == NULL)
            return -1;
        r = encode_plain(data, P_STR | P_INT | P_BOOL | P_NONE, o);
        if (r > 0) {      /* (an array, a float…: written by `json`, ASCII text) */
            PyObject *text = PyObject_CallOneArg(w->any_text, data);
            Py_ssize_t n;
            const char *chars = text == NULL ? NULL
                : PyUnicode_CheckExact(text) && PyUnicode_IS_ASCII(text) ? PyUnicode_AsUTF8AndSize(text, &n)
                : (refuse_write("a value whose JSON text is not ASCII"), NULL);
            r = chars == NULL ? -1 : out_write(o, chars, n);
            Py_XDECREF(text);
        }
        Py_DECREF(data);
        return r;
    }
    case K_OPTIONAL:
        return v == Py_None ? out_write(o, "null", 4) : encode(w, ty->inner, v, o);
    case K_TUPLE_OF:
        if (!PyTuple_CheckExact(v)) {
            refuse_write("a tuple that is not a tuple");
            return -1;
        }
        return PyTuple_GET_SIZE(v) ? encode_items(w, v, NULL, ty->inner, o) : out_char(o, '0');
    case K_FIXED:
        if (!PyTuple_CheckExact(v) || PyTuple_GET_SIZE(v) != ty->n) {
            refuse_write("a fixed tuple of another length");
            return -1;
        }
        return encode_items(w, v, ty->items, 0, o);
    case K_UNION:
        for (Py_ssize_t i = 0; i < s->n_tags; i++)
            if (Py_TYPE(v) == s->types[s->tags[i]].cls)
                return encode_class(w, &s->types[s->tags[i]], v, o);
        refuse_write("a value that is not a member of the union");
        return -1;
    default:      /* K_CLASS, K_CALL */
        return encode_class(w, ty, v, o);
    }
}

static PyObject *Writer_encode(Writer *w, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2 || !PyLong_CheckExact(args[0])) {
        PyErr_SetString(PyExc_TypeError, "encode(type, value)");
        return NULL;
    }
    Py_ssize_t t = PyLong_AsSsize_t(args[0]);
    if (t == -1 && PyErr_Occurred())
        return NULL;
    if (t < 0 || t >= w->schema->n_types) {
        PyErr_SetString(PyExc_IndexError, "no such type");
        return NULL;
    }
    Out o = {NULL, 0, 0};
    PyObject *text = encode(w, t, args[1], &o) < 0 ? NULL : PyBytes_FromStringAndSize(o.buf, o.len);
    PyMem_Free(o.buf);
    return text;
}

static PyObject *Writer_span(Writer *w, PyObject *span)
{
    if (span == Py_None)
        return PyLong_FromLong(0);
    if (Py_TYPE(span) != w->schema->span)
        return refuse_write("a span that is not a Span");
    Py_ssize_t i = writer_span(w, span);
    return i < 0 ? NULL : PyLong_FromSsize_t(i);
}

static PyObject *Writer_table(Writer *w, PyObject *Py_UNUSED(ignored))
{
    PyObject *numbers = PyBytes_FromStringAndSize((const char *)w->numbers, w->n_spans * 5 * sizeof(int));
    if (numbers == NULL)
        return NULL;
    PyObject *paths = PyList_GetSlice(w->paths, 0, PyList_GET_SIZE(w->paths));
    if (paths == NULL) {
        Py_DECREF(numbers);
        return NULL;
    }
    return Py_BuildValue("(NN)", paths, numbers);
}

static void Writer_dealloc(Writer *w)
{
    Py_XDECREF(w->schema);
    Py_XDECREF(w->any_out);
    Py_XDECREF(w->any_text);
    Py_XDECREF(w->paths);
    Py_XDECREF(w->path_index);
    Py_XDECREF(w->last_path);
    PyMem_Free(w->numbers);
    Py_TYPE(w)->tp_free((PyObject *)w);
}

static PyMethodDef Writer_methods[] = {
    {"encode", (PyCFunction)(void (*)(void))Writer_encode, METH_FASTCALL,
     "encode(type, value): the compact JSON text (bytes) of `value`, an object of type number `type`"},
    {"span", (PyCFunction)Writer_span, METH_O, "span(span): its number in the table (0: None)"},
    {"table", (PyCFunction)Writer_table, METH_NOARGS, "table(): (paths, five machine integers a span, as bytes)"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._fast_decode.Writer",
    .tp_basicsize = sizeof(Writer),
    .tp_dealloc = (destructor)Writer_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One entry's writing: its values' text and its table of spans (see the module's docstring).",
    .tp_methods = Writer_methods,
};

static PyObject *Schema_writer(Schema *s, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "writer(any_out, any_text)");
        return NULL;
    }
    Writer *w = PyObject_New(Writer, &WriterType);
    if (w == NULL)
        return NULL;
    Py_INCREF(s);
    w->schema = s;
    Py_INCREF(args[0]);
    w->any_out = args[0];
    Py_INCREF(args[1]);
    w->any_text = args[1];
    w->numbers = NULL;
    w->n_spans = w->cap_spans = 0;
    w->last_path = NULL;
    w->last_index = 0;
    w->paths = PyList_New(0);
    w->path_index = PyDict_New();
    if (w->paths == NULL || w->path_index == NULL) {
        Py_DECREF(w);
        return NULL;
    }
    return (PyObject *)w;
}

/* ---------------------------------------------------------------- the table */

/* The offset of the slot `descr` (a member descriptor of `cls` or of a base, holding an object)
   sets, or -1 with an exception. */
static Py_ssize_t slot_offset(PyTypeObject *cls, PyObject *descr)
{
    if (!Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyErr_SetString(PyExc_TypeError, "a field that is not a slot");
        return -1;
    }
    PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
    if (!PyType_IsSubtype(cls, PyDescr_TYPE(descr)) || member->type != T_OBJECT_EX ||
            (member->flags & READONLY) || member->offset < (Py_ssize_t)sizeof(PyObject) ||
            member->offset + (Py_ssize_t)sizeof(PyObject *) > cls->tp_basicsize) {
        PyErr_SetString(PyExc_TypeError, "a slot this decoder cannot set");
        return -1;
    }
    return member->offset;
}

static int settable_class(PyObject *cls)
{
    if (!PyType_Check(cls) || ((PyTypeObject *)cls)->tp_new != PyBaseObject_Type.tp_new ||
            ((PyTypeObject *)cls)->tp_alloc == NULL || ((PyTypeObject *)cls)->tp_itemsize != 0) {
        PyErr_SetString(PyExc_TypeError, "a class not made by object.__new__");
        return 0;
    }
    return 1;
}

static int type_index(PyObject *x, Py_ssize_t n_types, Py_ssize_t *out)
{
    Py_ssize_t i = PyLong_Check(x) ? PyLong_AsSsize_t(x) : -1;
    if (i < 0 || i >= n_types) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "a type index out of range");
        return -1;
    }
    *out = i;
    return 0;
}

/* Each type: (K_PLAIN, bits) (K_SPAN,) (K_ANY,) (K_OPTIONAL, t) (K_TUPLE_OF, t) (K_FIXED, (t, …))
   (K_UNION,) (K_CLASS, cls, tagged, (t, …), (descriptor, …)) (K_CALL, cls, tagged, (t, …)). */
static int read_type(Type *ty, PyObject *spec, Py_ssize_t n_types)
{
    Py_ssize_t size = PyTuple_Check(spec) ? PyTuple_GET_SIZE(spec) : 0;
    long kind = size ? PyLong_AsLong(PyTuple_GET_ITEM(spec, 0)) : -1;
    if (kind < 0 || kind >= N_KINDS) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "not a type of the table");
        return -1;
    }
    ty->kind = (int)kind;
    static const Py_ssize_t sizes[N_KINDS] = {2, 1, 1, 2, 2, 2, 1, 5, 4};
    if (size != sizes[kind]) {
        PyErr_SetString(PyExc_ValueError, "a type of another length");
        return -1;
    }
    switch (kind) {
    case K_PLAIN:
        ty->plain = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
        return PyErr_Occurred() ? -1 : 0;
    case K_OPTIONAL: case K_TUPLE_OF:
        return type_index(PyTuple_GET_ITEM(spec, 1), n_types, &ty->inner);
    case K_FIXED: case K_CLASS: case K_CALL: {
        PyObject *items = PyTuple_GET_ITEM(spec, kind == K_FIXED ? 1 : 3);
        if (!PyTuple_Check(items)) {
            PyErr_SetString(PyExc_ValueError, "not a tuple of types");
            return -1;
        }
        ty->n = PyTuple_GET_SIZE(items);
        ty->items = PyMem_Calloc(ty->n + 1, sizeof(Py_ssize_t));
        if (ty->items == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t i = 0; i < ty->n; i++)
            if (type_index(PyTuple_GET_ITEM(items, i), n_types, &ty->items[i]) < 0)
                return -1;
        if (kind == K_FIXED)
            return 0;
        PyObject *cls = PyTuple_GET_ITEM(spec, 1);
        if (!PyType_Check(cls)) {
            PyErr_SetString(PyExc_TypeError, "not a class");
            return -1;
        }
        Py_INCREF(cls);
        ty->cls = (PyTypeObject *)cls;
        ty->tagged = PyObject_IsTrue(PyTuple_GET_ITEM(spec, 2));
        if (ty->tagged < 0)
            return -1;
        if (kind == K_CALL)
            return 0;
        PyObject *descrs = PyTuple_GET_ITEM(spec, 4);
        if (!settable_class(cls))
            return -1;
        if (!PyTuple_Check(descrs) || PyTuple_GET_SIZE(descrs) != ty->n) {
            PyErr_SetString(PyExc_ValueError, "not a slot for each field");
            return -1;
        }
        ty->offsets = PyMem_Calloc(ty->n + 1, sizeof(Py_ssize_t));
        if (ty->offsets == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t i = 0; i < ty->n; i++)
            if ((ty->offsets[i] = slot_offset(ty->cls, PyTuple_GET_ITEM(descrs, i))) < 0)
                return -1;
        return 0;
    }
    default:
        return 0;
    }
}

static void Schema_dealloc(Schema *s)
{
    if (s->types != NULL) {
        for (Py_ssize_t i = 0; i < s->n_types; i++) {
            PyMem_Free(s->types[i].items);
            PyMem_Free(s->types[i].offsets);
            Py_XDECREF(s->types[i].cls);
        }
        PyMem_Free(s->types);
    }
    PyMem_Free(s->tags);
    Py_XDECREF(s->any);
    Py_XDECREF(s->span);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

/* Schema(types, tags, any, span class, span slot descriptors) */
static PyObject *Schema_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyObject *types, *tags, *any, *span, *span_slots;
    if (kwargs != NULL && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "Schema takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!O!OOO!", &PyTuple_Type, &types, &PyTuple_Type, &tags, &any, &span,
                          &PyTuple_Type, &span_slots))
        return NULL;
    Schema *s = (Schema *)type->tp_alloc(type, 0);
    if (s == NULL)
        return NULL;
    Py_INCREF(any);
    s->any = any;
    s->n_types = PyTuple_GET_SIZE(types);
    s->types = PyMem_Calloc(s->n_types + 1, sizeof(Type));
    s->n_tags = PyTuple_GET_SIZE(tags);
    s->tags = PyMem_Calloc(s->n_tags + 1, sizeof(Py_ssize_t));
    if (s->types == NULL || s->tags == NULL) {
        PyErr_NoMemory();
        goto fail;
    }
    for (Py_ssize_t i = 0; i < s->n_types; i++) {
        s->types[i].tag = -1;
        if (read_type(&s->types[i], PyTuple_GET_ITEM(types, i), s->n_types) < 0)
            goto fail;
    }
    for (Py_ssize_t i = 0; i < s->n_tags; i++) {
        if (type_index(PyTuple_GET_ITEM(tags, i), s->n_types, &s->tags[i]) < 0)
            goto fail;
        int kind = s->types[s->tags[i]].kind;
        if ((kind != K_CLASS && kind != K_CALL) || !s->types[s->tags[i]].tagged) {
            PyErr_SetString(PyExc_ValueError, "a union member that is not a tagged class");
            goto fail;
        }
        s->types[s->tags[i]].tag = i;
    }
    for (Py_ssize_t i = 0; i < s->n_types; i++)
        if ((s->types[i].kind == K_CLASS || s->types[i].kind == K_CALL) && s->types[i].tagged &&
                (s->types[i].tag < 0 || s->tags[s->types[i].tag] != i)) {
            PyErr_SetString(PyExc_ValueError, "a tagged class that is not a member of the union");
            goto fail;
        }
    if (!settable_class(span))
        goto fail;
    Py_INCREF(span);
    s->span = (PyTypeObject *)span;
    if (PyTuple_GET_SIZE(span_slots) != 5) {
        PyErr_SetString(PyExc_ValueError, "a span has five slots");
        goto fail;
    }
    for (int k = 0; k < 5; k++)
        if ((s->span_slot[k] = slot_offset(s->span, PyTuple_GET_ITEM(span_slots, k))) < 0)
            goto fail;
    return (PyObject *)s;
fail:
    Py_DECREF(s);
    return NULL;
}

static PyMethodDef Schema_methods[] = {
    {"decode", (PyCFunction)(void (*)(void))Schema_decode, METH_FASTCALL,
     "decode(type, value, spans): the object of type number `type` that `value` is written as"},
    {"spans", (PyCFunction)(void (*)(void))Schema_spans, METH_FASTCALL,
     "spans(paths, numbers): [None, each span of the table]"},
    {"writer", (PyCFunction)(void (*)(void))Schema_writer, METH_FASTCALL,
     "writer(any_out, any_text): a Writer of one entry"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject SchemaType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._fast_decode.Schema",
    .tp_basicsize = sizeof(Schema),
    .tp_dealloc = (destructor)Schema_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The table of the model's types the C decoder reads (see the module's docstring).",
    .tp_methods = Schema_methods,
    .tp_new = Schema_new,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fast_decode",
    "A compact JSON entry's value made model objects, in C (see dsl/_fast_decode.c).", -1, NULL,
};

PyMODINIT_FUNC PyInit__fast_decode(void)
{
    if (PyType_Ready(&SchemaType) < 0 || PyType_Ready(&WriterType) < 0)
        return NULL;
    init_as_is();
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&SchemaType);
    if (PyModule_AddObject(m, "Schema", (PyObject *)&SchemaType) < 0) {
        Py_DECREF(&SchemaType);
        Py_DECREF(m);
        return NULL;
    }
    const char *names[N_KINDS] = {"PLAIN", "SPAN", "ANY", "OPTIONAL", "TUPLE_OF", "FIXED", "UNION", "CLASS", "CALL"};
    for (int k = 0; k < N_KINDS; k++)
        if (PyModule_AddIntConstant(m, names[k], k) < 0) {
            Py_DECREF(m);
            return NULL;
        }
    if (PyModule_AddIntConstant(m, "P_STR", P_STR) < 0 || PyModule_AddIntConstant(m, "P_INT", P_INT) < 0 ||
            PyModule_AddIntConstant(m, "P_BOOL", P_BOOL) < 0 || PyModule_AddIntConstant(m, "P_NONE", P_NONE) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
