/* The one-line source of an expression's `ast` tree, as `compiler.python_expr._flat` writes it, in C:
 * the same text, character for character (names, constants by `repr`, attributes, subscripts,
 * calls, tuples, dicts, the operators, conditionals and list comprehensions the emitter builds,
 * every operand that is itself an operation in parentheses).
 *
 * Fed by: `python_expr._one_line`, which calls `flat(node)` here once `bind` was given the node
 * classes and the operators' texts (`python_expr._OPS`). Every node class is matched exactly: a
 * node of any other class (or a subclass), an operator `_OPS` does not name, a field that is not
 * what the emitter builds (a name's id that is not a str, `args` that is no list or tuple), or
 * nesting deeper than MAX_DEPTH raise `Unusual`, and python_expr writes that tree in Python
 * instead (which writes it, or raises its own error). An error of Python itself (memory, a
 * constant whose `repr` raises) propagates.
 *
 * The text is written into one `_PyUnicodeWriter`; each writer returns 0, or -1 with an exception set.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MAX_DEPTH 200

enum kind { NAME, CONSTANT, ATTRIBUTE, SUBSCRIPT, CALL, TUPLE, DICT, LIST_COMP,
            BIN_OP, UNARY_OP, COMPARE, BOOL_OP, IF_EXP, KINDS };
#define FIRST_LOOSE BIN_OP   /* BinOp … IfExp: operations, parenthesised as operands */

static PyObject *Unusual;          /* the exception: write this tree in Python */
static PyObject *classes[KINDS];   /* ast.Name, ast.Constant, … in `enum kind`'s order */
static PyObject *ops;              /* python_expr._OPS: operator class → its text */
static PyObject *s_id, *s_value, *s_attr, *s_slice, *s_func, *s_args, *s_keywords, *s_arg, *s_elts,
                *s_keys, *s_values, *s_left, *s_right, *s_op, *s_operand, *s_ops, *s_comparators,
                *s_body, *s_test, *s_orelse, *s_elt, *s_generators, *s_target, *s_iter, *s_ifs;

static int
unusual(void)
{
    PyErr_SetNone(Unusual);
    return -1;
}

static int
kind_of(PyObject *n)
{
    for (int k = 0; k < KINDS; k++)
        if ((PyObject *)Py_TYPE(n) == classes[k])
            return k;
    return -1;
}

static int write_node(_PyUnicodeWriter *w, PyObject *n, int depth);

/* A field of a node, as a new reference (NULL: an error set): read from the node's own dict,
 * where `ast` keeps the fields it was given, else looked up as any attribute. */
static PyObject *
field(PyObject *n, PyObject *name)
{
    PyObject **dict = _PyObject_GetDictPtr(n);
    if (dict != NULL && *dict != NULL && PyDict_CheckExact(*dict)) {
        PyObject *x = PyDict_GetItemWithError(*dict, name);
        if (x != NULL) {
            Py_INCREF(x);
            return x;
        }
        if (PyErr_Occurred())
            return NULL;
    }
    return PyObject_GetAttr(n, name);
}

/* A field holding text (a name's id, an attribute's name): exactly a str, else Unusual. */
static int
write_text_field(_PyUnicodeWriter *w, PyObject *n, PyObject *name)
{
    PyObject *s = field(n, name);
    if (s == NULL)
        return -1;
    int r = PyUnicode_CheckExact(s) ? _PyUnicodeWriter_WriteStr(w, s) : unusual();
    Py_DECREF(s);
    return r;
}

/* The node held by a field, written. */
static int
write_field(_PyUnicodeWriter *w, PyObject *n, PyObject *name, int depth)
{
    PyObject *x = field(n, name);
    if (x == NULL)
        return -1;
    int r = write_node(w, x, depth);
    Py_DECREF(x);
    return r;
}

/* An operand: in parentheses when it is itself an operation (`_part`). */
static int
write_part(_PyUnicodeWriter *w, PyObject *x, int depth)
{
    int k = kind_of(x);
    if (k < FIRST_LOOSE)
        return write_node(w, x, depth);
    if (_PyUnicodeWriter_WriteChar(w, '(') < 0 || write_node(w, x, depth) < 0)
        return -1;
    return _PyUnicodeWriter_WriteChar(w, ')');
}

static int
write_part_field(_PyUnicodeWriter *w, PyObject *n, PyObject *name, int depth)
{
    PyObject *x = field(n, name);
    if (x == NULL)
        return -1;
    int r = write_part(w, x, depth);
    Py_DECREF(x);
    return r;
}

/* The text of the operator a field holds (`_OPS[type(n.op)]`); borrowed, NULL with an error set. */
static PyObject *
op_text(PyObject *op)
{
    PyObject *text = PyDict_GetItemWithError(ops, (PyObject *)Py_TYPE(op));
    if (text == NULL && !PyErr_Occurred())
        unusual();
    else if (text != NULL && !PyUnicode_CheckExact(text)) {
        unusual();
        return NULL;
    }
    return text;
}

static int
write_op_field(_PyUnicodeWriter *w, PyObject *n, PyObject *name)
{
    PyObject *op = field(n, name);
    if (op == NULL)
        return -1;
    PyObject *text = op_text(op);
    Py_DECREF(op);
    return text == NULL ? -1 : _PyUnicodeWriter_WriteStr(w, text);
}

/* A field holding a list (or tuple) of nodes, as a new reference to it; Unusual for anything else. */
static PyObject *
list_field(PyObject *n, PyObject *name)
{
    PyObject *x = field(n, name);
    if (x != NULL && !PyList_CheckExact(x) && !PyTuple_CheckExact(x)) {
        Py_DECREF(x);
        unusual();
        return NULL;
    }
    return x;
}

/* The items of a list or tuple, each written (as an operand when `parts`), with `sep` between them. */
static int
write_items(_PyUnicodeWriter *w, PyObject *seq, const char *sep, Py_ssize_t sep_len, int parts, int depth)
{
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        PyObject *x = PySequence_Fast_GET_ITEM(seq, i);   /* (the list is held: its items too) */
        Py_INCREF(x);
        int r = (i > 0 && _PyUnicodeWriter_WriteASCIIString(w, sep, sep_len) < 0) ? -1
                : parts ? write_part(w, x, depth) : write_node(w, x, depth);
        Py_DECREF(x);
        if (r < 0)
            return -1;
    }
    return 0;
}

static int
write_call(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    if (write_field(w, n, s_func, depth) < 0 || _PyUnicodeWriter_WriteChar(w, '(') < 0)
        return -1;
    PyObject *args = list_field(n, s_args);
    if (args == NULL)
        return -1;
    int r = write_items(w, args, ", ", 2, 0, depth);
    Py_ssize_t nargs = PySequence_Fast_GET_SIZE(args);
    Py_DECREF(args);
    if (r < 0)
        return -1;
    PyObject *keywords = list_field(n, s_keywords);
    if (keywords == NULL)
        return -1;
    for (Py_ssize_t i = 0; r == 0 && i < PySequence_Fast_GET_SIZE(keywords); i++) {
        PyObject *k = PySequence_Fast_GET_ITEM(keywords, i);
        Py_INCREF(k);
        PyObject *arg = field(k, s_arg);
        if (arg == NULL)
            r = -1;
        else if (i + nargs > 0 && _PyUnicodeWriter_WriteASCIIString(w, ", ", 2) < 0)
            r = -1;
        else if (arg == Py_None)
            r = _PyUnicodeWriter_WriteASCIIString(w, "**", 2);
        else if (!PyUnicode_CheckExact(arg))
            r = unusual();
        else if (_PyUnicodeWriter_WriteStr(w, arg) < 0 || _PyUnicodeWriter_WriteChar(w, '=') < 0)
            r = -1;
        Py_XDECREF(arg);
        if (r == 0)
            r = write_field(w, k, s_value, depth);
        Py_DECREF(k);
    }
    Py_DECREF(keywords);
    return r < 0 ? -1 : _PyUnicodeWriter_WriteChar(w, ')');
}

static int
write_tuple(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    PyObject *elts = list_field(n, s_elts);
    if (elts == NULL)
        return -1;
    int r = _PyUnicodeWriter_WriteChar(w, '(');
    if (r == 0)
        r = write_items(w, elts, ", ", 2, 0, depth);
    if (r == 0 && PySequence_Fast_GET_SIZE(elts) == 1)
        r = _PyUnicodeWriter_WriteChar(w, ',');
    Py_DECREF(elts);
    return r < 0 ? -1 : _PyUnicodeWriter_WriteChar(w, ')');
}

static int
write_dict(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    PyObject *keys = list_field(n, s_keys);
    if (keys == NULL)
        return -1;
    PyObject *values = list_field(n, s_values);
    if (values == NULL) {
        Py_DECREF(keys);
        return -1;
    }
    Py_ssize_t size = PySequence_Fast_GET_SIZE(keys);
    int r = size != PySequence_Fast_GET_SIZE(values) ? unusual() : _PyUnicodeWriter_WriteChar(w, '{');
    for (Py_ssize_t i = 0; r == 0 && i < size; i++) {
        PyObject *k = PySequence_Fast_GET_ITEM(keys, i), *v = PySequence_Fast_GET_ITEM(values, i);
        Py_INCREF(k);
        Py_INCREF(v);
        if (i > 0 && _PyUnicodeWriter_WriteASCIIString(w, ", ", 2) < 0)
            r = -1;
        else if (k == Py_None)
            r = (_PyUnicodeWriter_WriteASCIIString(w, "**", 2) < 0 || write_part(w, v, depth) < 0) ? -1 : 0;
        else
            r = (write_node(w, k, depth) < 0 || _PyUnicodeWriter_WriteASCIIString(w, ": ", 2) < 0
                 || write_node(w, v, depth) < 0) ? -1 : 0;
        Py_DECREF(k);
        Py_DECREF(v);
    }
    Py_DECREF(keys);
    Py_DECREF(values);
    return r < 0 ? -1 : _PyUnicodeWriter_WriteChar(w, '}');
}

/* The first item of a list field (a comparison's one operator and operand, a comprehension's one
 * generator), as a new reference; Unusual when the list is empty. */
static PyObject *
first_of(PyObject *n, PyObject *name)
{
    PyObject *seq = list_field(n, name);
    if (seq == NULL)
        return NULL;
    PyObject *x = NULL;
    if (PySequence_Fast_GET_SIZE(seq) == 0)
        unusual();
    else {
        x = PySequence_Fast_GET_ITEM(seq, 0);
        Py_INCREF(x);
    }
    Py_DECREF(seq);
    return x;
}

static int
write_compare(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    if (write_part_field(w, n, s_left, depth) < 0 || _PyUnicodeWriter_WriteChar(w, ' ') < 0)
        return -1;
    PyObject *op = first_of(n, s_ops);
    if (op == NULL)
        return -1;
    PyObject *text = op_text(op);
    Py_DECREF(op);
    if (text == NULL || _PyUnicodeWriter_WriteStr(w, text) < 0 || _PyUnicodeWriter_WriteChar(w, ' ') < 0)
        return -1;
    PyObject *right = first_of(n, s_comparators);
    if (right == NULL)
        return -1;
    int r = write_part(w, right, depth);
    Py_DECREF(right);
    return r;
}

static int
write_bool_op(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    PyObject *op = field(n, s_op);
    if (op == NULL)
        return -1;
    PyObject *text = op_text(op);
    Py_DECREF(op);
    if (text == NULL)
        return -1;
    PyObject *values = list_field(n, s_values);
    if (values == NULL)
        return -1;
    int r = 0;
    for (Py_ssize_t i = 0; r == 0 && i < PySequence_Fast_GET_SIZE(values); i++) {
        PyObject *v = PySequence_Fast_GET_ITEM(values, i);
        Py_INCREF(v);
        r = (i > 0 && _PyUnicodeWriter_WriteStr(w, text) < 0) ? -1 : write_part(w, v, depth);
        Py_DECREF(v);
    }
    Py_DECREF(values);
    return r;
}

static int
write_list_comp(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    PyObject *gen = first_of(n, s_generators);
    if (gen == NULL)
        return -1;
    int r = (_PyUnicodeWriter_WriteChar(w, '[') < 0 || write_part_field(w, n, s_elt, depth) < 0
             || _PyUnicodeWriter_WriteASCIIString(w, " for ", 5) < 0) ? -1 : 0;
    if (r == 0) {
        PyObject *target = field(gen, s_target);
        r = target == NULL ? -1 : write_text_field(w, target, s_id);
        Py_XDECREF(target);
    }
    if (r == 0)
        r = (_PyUnicodeWriter_WriteASCIIString(w, " in ", 4) < 0 || write_part_field(w, gen, s_iter, depth) < 0)
            ? -1 : 0;
    PyObject *ifs = r == 0 ? list_field(gen, s_ifs) : NULL;
    Py_DECREF(gen);
    if (ifs == NULL)
        return -1;
    for (Py_ssize_t i = 0; r == 0 && i < PySequence_Fast_GET_SIZE(ifs); i++) {
        PyObject *c = PySequence_Fast_GET_ITEM(ifs, i);
        Py_INCREF(c);
        r = (_PyUnicodeWriter_WriteASCIIString(w, " if ", 4) < 0 || write_part(w, c, depth) < 0) ? -1 : 0;
        Py_DECREF(c);
    }
    Py_DECREF(ifs);
    return r < 0 ? -1 : _PyUnicodeWriter_WriteChar(w, ']');
}

static int
write_node(_PyUnicodeWriter *w, PyObject *n, int depth)
{
    if (++depth > MAX_DEPTH)
        return unusual();
    switch (kind_of(n)) {
    case NAME:
        return write_text_field(w, n, s_id);
    case CONSTANT: {
        PyObject *value = field(n, s_value);
        if (value == NULL)
            return -1;
        PyObject *text = PyObject_Repr(value);
        Py_DECREF(value);
        if (text == NULL)
            return -1;
        int r = _PyUnicodeWriter_WriteStr(w, text);
        Py_DECREF(text);
        return r;
    }
    case ATTRIBUTE:
        return (write_field(w, n, s_value, depth) < 0 || _PyUnicodeWriter_WriteChar(w, '.') < 0) ? -1
               : write_text_field(w, n, s_attr);
    case SUBSCRIPT:
        return (write_field(w, n, s_value, depth) < 0 || _PyUnicodeWriter_WriteChar(w, '[') < 0
                || write_field(w, n, s_slice, depth) < 0) ? -1 : _PyUnicodeWriter_WriteChar(w, ']');
    case CALL:
        return write_call(w, n, depth);
    case TUPLE:
        return write_tuple(w, n, depth);
    case DICT:
        return write_dict(w, n, depth);
    case LIST_COMP:
        return write_list_comp(w, n, depth);
    case BIN_OP:
        return (write_part_field(w, n, s_left, depth) < 0 || _PyUnicodeWriter_WriteChar(w, ' ') < 0
                || write_op_field(w, n, s_op) < 0 || _PyUnicodeWriter_WriteChar(w, ' ') < 0) ? -1
               : write_part_field(w, n, s_right, depth);
    case UNARY_OP:
        return write_op_field(w, n, s_op) < 0 ? -1 : write_part_field(w, n, s_operand, depth);
    case COMPARE:
        return write_compare(w, n, depth);
    case BOOL_OP:
        return write_bool_op(w, n, depth);
    case IF_EXP:
        return (write_part_field(w, n, s_body, depth) < 0 || _PyUnicodeWriter_WriteASCIIString(w, " if ", 4) < 0
                || write_part_field(w, n, s_test, depth) < 0
                || _PyUnicodeWriter_WriteASCIIString(w, " else ", 6) < 0) ? -1
               : write_part_field(w, n, s_orelse, depth);
    default:
        return unusual();
    }
}

static PyObject *
fast_flat(PyObject *self, PyObject *node)
{
    if (ops == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "_fast_expr.bind() was not called");
        return NULL;
    }
    _PyUnicodeWriter w;
    _PyUnicodeWriter_Init(&w);
    w.overallocate = 1;
    if (write_node(&w, node, 0) < 0) {
        _PyUnicodeWriter_Dealloc(&w);
        return NULL;
    }
    return _PyUnicodeWriter_Finish(&w);
}

static PyObject *
fast_bind(PyObject *self, PyObject *args)
{
    PyObject *node_classes, *op_texts;
    if (!PyArg_ParseTuple(args, "O!O!:bind", &PyTuple_Type, &node_classes, &PyDict_Type, &op_texts))
        return NULL;
    if (PyTuple_GET_SIZE(node_classes) != KINDS) {
        PyErr_Format(PyExc_ValueError, "bind() takes %d node classes", KINDS);
        return NULL;
    }
    for (int k = 0; k < KINDS; k++) {
        PyObject *c = PyTuple_GET_ITEM(node_classes, k);
        Py_INCREF(c);
        Py_XSETREF(classes[k], c);
    }
    Py_INCREF(op_texts);
    Py_XSETREF(ops, op_texts);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"bind", fast_bind, METH_VARARGS,
     "bind(classes, ops): the node classes (Name, Constant, Attribute, Subscript, Call, Tuple, Dict, "
     "ListComp, BinOp, UnaryOp, Compare, BoolOp, IfExp) and the operators' texts (operator class → text)."},
    {"flat", fast_flat, METH_O, "flat(node) -> str: python_expr._flat's text; Unusual for a tree it leaves to Python."},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fast_expr", "python_expr._flat in C: the one-line source of an ast tree.", -1, methods
};

PyMODINIT_FUNC
PyInit__fast_expr(void)
{
    static struct { PyObject **slot; const char *text; } names[] = {
        {&s_id, "id"}, {&s_value, "value"}, {&s_attr, "attr"}, {&s_slice, "slice"}, {&s_func, "func"},
        {&s_args, "args"}, {&s_keywords, "keywords"}, {&s_arg, "arg"}, {&s_elts, "elts"}, {&s_keys, "keys"},
        {&s_values, "values"}, {&s_left, "left"}, {&s_right, "right"}, {&s_op, "op"}, {&s_operand, "operand"},
        {&s_ops, "ops"}, {&s_comparators, "comparators"}, {&s_body, "body"}, {&s_test, "test"},
        {&s_orelse, "orelse"}, {&s_elt, "elt"}, {&s_generators, "generators"}, {&s_target, "target"},
        {&s_iter, "iter"}, {&s_ifs, "ifs"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if ((*names[i].slot = PyUnicode_InternFromString(names[i].text)) == NULL)
            return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Unusual = PyErr_NewException("_fast_expr.Unusual", NULL, NULL);
    if (Unusual == NULL || PyModule_AddObjectRef(m, "Unusual", Unusual) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
