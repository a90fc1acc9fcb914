/* `book.json`'s text in C (`compiler.to_json.dumps`): a top-level object with one key per line and
 * one list item per line, each item as `json.JSONEncoder(ensure_ascii=False)` writes it, character
 * for character, but for the characters W602 reports (a bidirectional control, a zero-width space, …),
 * escaped as `to_json.dumps` writes them.
 *
 * The standard C encoder makes a string per piece (every key, every string escaped anew, every
 * separator) and joins them; this writes the UTF-8 text of the whole document into one buffer
 * and makes one str of it. It takes only what it writes exactly as `json` does: dicts with str
 * keys, lists, tuples, str, int, bool, None and finite floats (their `repr`), each of exactly that
 * class. For anything else (a subclass, another key, a string that is not UTF-8, NaN…) `dumps`
 * gives None and the caller writes with `json`, as before. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>

typedef struct {
    char *buf;
    Py_ssize_t len, cap;
} Out;

enum { WRITTEN = 0, FAILED = -1, NOT_MINE = 1 };   /* NOT_MINE: a value `json` writes, not this */

static int out_reserve(Out *o, Py_ssize_t more)
{
    if (o->len + more <= o->cap)
        return 0;
    Py_ssize_t cap = o->cap ? o->cap : 1 << 16;
    while (cap < o->len + more) {
        if (cap > PY_SSIZE_T_MAX / 2) {
            PyErr_NoMemory();
            return FAILED;
        }
        cap *= 2;
    }
    char *buf = PyMem_Realloc(o->buf, cap);
    if (buf == NULL) {
        PyErr_NoMemory();
        return FAILED;
    }
    o->buf = buf;
    o->cap = cap;
    return 0;
}

static int out_write(Out *o, const char *s, Py_ssize_t n)
{
    if (out_reserve(o, n) < 0)
        return FAILED;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
    return WRITTEN;
}

/* The bytes of a string's UTF-8 written as they are (the rest escaped): all but '"', '\\' and
   the control characters below ' ' (`json`'s `escape_unicode`, ensure_ascii off), DEL, and the lead
   bytes of the characters `invisible` may hold, which are looked at whole. */
static unsigned char AS_IS[256];

/* A character W602 reports (`dsl.diagnostics.CONTROL`, above the C0 controls): written as its
   escape, as `json` with ensure_ascii writes it, so that a bidirectional control or a zero-width
   space in the data does not reorder or hide the file's text in an editor or a diff
   (tests/test_json_lines.py compares the two sets on every code point). */
static int invisible(unsigned int c)
{
    return (c >= 0x7F && c <= 0x9F) || c == 0xAD || c == 0x61C || c == 0x180E || (c >= 0x200B && c <= 0x200F)
        || (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069)
        || c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB) || (c >= 0xE0000 && c <= 0xE007F);
}

/* The code point whose UTF-8 (valid: Python's own) starts at `u`, and its length in bytes. */
static unsigned int utf8_at(const unsigned char *u, Py_ssize_t *size)
{
    if (u[0] < 0x80) {
        *size = 1;
        return u[0];
    }
    if (u[0] < 0xE0) {
        *size = 2;
        return ((u[0] & 0x1Fu) << 6) | (u[1] & 0x3Fu);
    }
    if (u[0] < 0xF0) {
        *size = 3;
        return ((u[0] & 0x0Fu) << 12) | ((u[1] & 0x3Fu) << 6) | (u[2] & 0x3Fu);
    }
    *size = 4;
    return ((u[0] & 0x07u) << 18) | ((u[1] & 0x3Fu) << 12) | ((u[2] & 0x3Fu) << 6) | (u[3] & 0x3Fu);
}

static int out_escape(Out *o, unsigned int c)   /* `\uXXXX`, a pair of them above U+FFFF */
{
    static const char hex[] = "0123456789abcdef";
    if (c > 0xFFFF) {
        c -= 0x10000;
        if (out_escape(o, 0xD800 | (c >> 10)) < 0)
            return FAILED;
        c = 0xDC00 | (c & 0x3FF);
    }
    char e[6] = {'\\', 'u', hex[c >> 12], hex[(c >> 8) & 15], hex[(c >> 4) & 15], hex[c & 15]};
    return out_write(o, e, 6);
}

static int out_str(Out *o, PyObject *v)
{
    Py_ssize_t n;
    const char *s = PyUnicode_AsUTF8AndSize(v, &n);
    if (s == NULL) {          /* (a lone surrogate: `json` writes it, UTF-8 cannot) */
        if (!PyErr_ExceptionMatches(PyExc_UnicodeEncodeError))
            return FAILED;
        PyErr_Clear();
        return NOT_MINE;
    }
    if (out_reserve(o, n + 2) < 0)
        return FAILED;
    o->buf[o->len++] = '"';
    const unsigned char *u = (const unsigned char *)s;
    Py_ssize_t start = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (AS_IS[u[i]])
            continue;
        if (u[i] >= 0x7F) {   /* DEL, or a character that may be invisible: written as it is, or escaped */
            Py_ssize_t size;
            unsigned int c = utf8_at(u + i, &size);
            if (!invisible(c)) {
                i += size - 1;
                continue;
            }
            if (out_write(o, s + start, i - start) < 0 || out_escape(o, c) < 0)
                return FAILED;
            i += size - 1;
            start = i + 1;
            continue;
        }
        if (out_write(o, s + start, i - start) < 0)
            return FAILED;
        start = i + 1;
        char e[6] = {'\\', 0};
        Py_ssize_t size = 2;
        switch (u[i]) {
        case '\\': e[1] = '\\'; break;
        case '"': e[1] = '"'; break;
        case '\b': e[1] = 'b'; break;
        case '\f': e[1] = 'f'; break;
        case '\n': e[1] = 'n'; break;
        case '\r': e[1] = 'r'; break;
        case '\t': e[1] = 't'; break;
        default:
            e[1] = 'u'; e[2] = '0'; e[3] = '0';
            e[4] = "0123456789abcdef"[u[i] >> 4];
            e[5] = "0123456789abcdef"[u[i] & 15];
            size = 6;
        }
        if (out_write(o, e, size) < 0)
            return FAILED;
    }
    if (out_write(o, s + start, n - start) < 0)
        return FAILED;
    return out_write(o, "\"", 1);
}

static int out_repr(Out *o, PyObject *v, reprfunc repr)
{
    PyObject *text = repr(v);
    if (text == NULL)
        return FAILED;
    Py_ssize_t n;
    const char *s = PyUnicode_AsUTF8AndSize(text, &n);
    int r = s == NULL ? FAILED : out_write(o, s, n);
    Py_DECREF(text);
    return r;
}

static int out_int(Out *o, PyObject *v)
{
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (x == -1 && PyErr_Occurred())
        return FAILED;
    if (overflow)
        return out_repr(o, v, PyLong_Type.tp_repr);
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

static int value(Out *o, PyObject *v);

static int items(Out *o, PyObject *const *item, Py_ssize_t n)
{
    if (out_write(o, "[", 1) < 0)
        return FAILED;
    for (Py_ssize_t i = 0; i < n; i++) {
        int r = i ? out_write(o, ", ", 2) : WRITTEN;
        if (r == WRITTEN)
            r = value(o, item[i]);
        if (r != WRITTEN)
            return r;
    }
    return out_write(o, "]", 1);
}

static int object(Out *o, PyObject *v)
{
    if (out_write(o, "{", 1) < 0)
        return FAILED;
    Py_ssize_t pos = 0, i = 0;
    PyObject *key, *item;
    while (PyDict_Next(v, &pos, &key, &item)) {
        if (!PyUnicode_CheckExact(key))
            return NOT_MINE;
        Py_INCREF(item);      /* (held while written: nothing here runs Python, but a repr could) */
        int r = i++ ? out_write(o, ", ", 2) : WRITTEN;
        if (r == WRITTEN)
            r = out_str(o, key);
        if (r == WRITTEN)
            r = out_write(o, ": ", 2);
        if (r == WRITTEN)
            r = value(o, item);
        Py_DECREF(item);
        if (r != WRITTEN)
            return r;
    }
    return out_write(o, "}", 1);
}

static int value(Out *o, PyObject *v)
{
    if (PyUnicode_CheckExact(v))
        return out_str(o, v);
    if (PyLong_CheckExact(v))
        return out_int(o, v);
    if (v == Py_None)
        return out_write(o, "null", 4);
    if (v == Py_True)
        return out_write(o, "true", 4);
    if (v == Py_False)
        return out_write(o, "false", 5);
    if (PyFloat_CheckExact(v))
        return isfinite(PyFloat_AS_DOUBLE(v)) ? out_repr(o, v, PyFloat_Type.tp_repr) : NOT_MINE;
    if (!PyList_CheckExact(v) && !PyTuple_CheckExact(v) && !PyDict_CheckExact(v))
        return NOT_MINE;
    if (Py_EnterRecursiveCall(" in book.json"))
        return FAILED;
    int r;
    if (PyDict_CheckExact(v))
        r = object(o, v);
    else {
        PyObject *seq = PySequence_Fast(v, "");     /* (the list or tuple itself, held) */
        r = seq == NULL ? FAILED : items(o, PySequence_Fast_ITEMS(seq), PySequence_Fast_GET_SIZE(seq));
        Py_XDECREF(seq);
    }
    Py_LeaveRecursiveCall();
    return r;
}

/* The document: `{`, then each key on its line (`  "key": value`), a non-empty list's items one
   a line (`    item`) between `  "key": [` and `  ]`, then `}` and a newline. */
static int document(Out *o, PyObject *data)
{
    if (out_write(o, "{\n", 2) < 0)
        return FAILED;
    Py_ssize_t pos = 0, i = 0, n = PyDict_GET_SIZE(data);
    PyObject *key, *item;
    while (PyDict_Next(data, &pos, &key, &item)) {
        if (!PyUnicode_CheckExact(key))
            return NOT_MINE;
        Py_INCREF(item);
        int r = out_write(o, "  ", 2);
        if (r == WRITTEN)
            r = out_str(o, key);
        if (r == WRITTEN && PyList_CheckExact(item) && PyList_GET_SIZE(item)) {
            r = out_write(o, ": [\n", 4);
            for (Py_ssize_t j = 0; r == WRITTEN && j < PyList_GET_SIZE(item); j++) {
                r = out_write(o, "    ", 4);
                if (r == WRITTEN)
                    r = value(o, PyList_GET_ITEM(item, j));
                if (r == WRITTEN && j < PyList_GET_SIZE(item) - 1)
                    r = out_write(o, ",", 1);
                if (r == WRITTEN)
                    r = out_write(o, "\n", 1);
            }
            if (r == WRITTEN)
                r = out_write(o, "  ]", 3);
        } else if (r == WRITTEN) {
            r = out_write(o, ": ", 2);
            if (r == WRITTEN)
                r = value(o, item);
        }
        Py_DECREF(item);
        if (r == WRITTEN)
            r = ++i < n ? out_write(o, ",\n", 2) : out_write(o, "\n", 1);
        if (r != WRITTEN)
            return r;
    }
    return out_write(o, "}\n", 2);
}

static PyObject *dumps(PyObject *module, PyObject *data)
{
    if (!PyDict_CheckExact(data))
        Py_RETURN_NONE;
    Out o = {NULL, 0, 0};
    int r = document(&o, data);
    PyObject *text = r == FAILED ? NULL : r == NOT_MINE ? Py_NewRef(Py_None) : PyUnicode_DecodeUTF8(o.buf, o.len, NULL);
    PyMem_Free(o.buf);
    return text;
}

static PyMethodDef methods[] = {
    {"dumps", dumps, METH_O, "dumps(data): book.json's text of `data`, or None when `json` is to write it"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_json_lines", "book.json's text in C (see compiler/_json_lines.c).", -1, methods,
};

PyMODINIT_FUNC PyInit__json_lines(void)
{
    for (int c = ' '; c < 256; c++)
        AS_IS[c] = c != '"' && c != '\\';
    /* DEL, and the lead bytes of U+0080–U+00BF (C1, the soft hyphen), U+061C, U+180E, U+2000–U+2FFF,
       U+F000–U+FFFF and U+C0000–U+FFFFF (the tag characters) */
    AS_IS[0x7F] = AS_IS[0xC2] = AS_IS[0xD8] = AS_IS[0xE1] = AS_IS[0xE2] = AS_IS[0xEF] = AS_IS[0xF3] = 0;
    return PyModule_Create(&module);
}
