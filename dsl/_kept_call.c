/* The kept-answer front of a generated public function, in C (`dsl.runtime.fast`).
 *
 * A generated public function (`crt(roll=9, column="3:1", attacker="IJA")`) first looks up the
 * answer it gave before for the same inputs, by a key it writes out itself
 * (`compiler.to_python.kept_key`). In Python, binding a dozen keyword arguments and writing that
 * key out costs several times the dict lookup an engine would otherwise make. `KeptCall` does the
 * same lookup in C: it binds the call's arguments to the function's parameters and looks the
 * answer up by a short key — which parameters were given, and their values (`short_item`) — in a
 * dict of its own. Any call it cannot bind (a fact not among the parameters, a parameter given
 * twice, too many positional arguments), an input that cannot be a key, or an answer not found, is
 * passed to the Python function as it was made, which checks, computes, keeps or refuses it; and
 * its answer is kept under the short key only when the Python function kept it under its own key
 * (`remember`). So this file decides nothing: it answers at once what the Python function would
 * answer from its dict, and a package behaves the same without it (`dsl.runtime.fast` then
 * returns the Python function itself). A short key holds only what was given, so a call giving 4
 * of 17 facts hashes 5 items, not the 19 of the function's own key. A call whose values are all
 * simple (exactly ints or strs, None, ABSENT, True, False: nearly every engine's call) is not even
 * written out as a short key: it is looked up by its values, where they were bound, in a hash table
 * of the front's own (`find_simple`), since hashing and comparing them runs no Python code.
 *
 * The function's own key, item by item (`spec`, made by `dsl.runtime.fast` from what
 * `compiler.to_python.kept_key` writes):
 *   VALUE i     the value bound to parameter i;
 *   CLASS i     the class of that value;
 *   FACT i f    the value when it is ABSENT, or (flags f) exactly an int, exactly a str, True or
 *               False; else the value in a 1-tuple, which no kept key holds.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>

#ifndef Py_TPFLAGS_HAVE_VECTORCALL
#define Py_TPFLAGS_HAVE_VECTORCALL _Py_TPFLAGS_HAVE_VECTORCALL
#endif

#define MAX_PARAMS 64

/* A kept answer of a call whose given values are all simple: exactly an int or a str, None, ABSENT,
 * True or False. Hashing and comparing those runs no Python code, so such calls are looked up in a
 * table of the front's own, without writing a short key out (`find_simple`); any other call goes by
 * its short key through the `answers` dict. */
typedef struct {
    Py_hash_t hash;
    unsigned long long given;   /* which parameters were given… */
    PyObject *values;           /* …and their values, in order (a tuple); NULL: an empty slot */
    PyObject *answer;
} Slot;

enum { VALUE = 0, CLASS = 1, FACT = 2 };
enum { FACT_INT = 1, FACT_STR = 2, FACT_BOOL = 4 };

typedef struct {
    PyObject_HEAD
    PyObject *function;     /* the generated Python function: every call not answered here */
    PyObject *kept;         /* its dict of kept answers, by its own key */
    PyObject *answers;      /* the same answers, by the short key of the calls that found them */
    PyObject *true_mark, *false_mark;   /* True and False in a short key */
    PyObject *mask;         /* the last short key's first item, which parameters were given… */
    unsigned long long mask_given;   /* …and its value */
    PyObject *names;        /* tuple: its parameters' names, in order (interned) */
    PyObject *defaults;     /* tuple: their defaults; `required` for none */
    PyObject *required;     /* the marker of a parameter without a default */
    PyObject *absent;       /* dsl.runtime.ABSENT */
    Py_ssize_t n_params, n_positional, n_posonly, n_key;
    int what[MAX_PARAMS * 3], which[MAX_PARAMS * 3], flags[MAX_PARAMS * 3];
    Slot *slots;            /* the answers of calls whose values are all simple (`simple_lane`)… */
    Py_ssize_t n_slots, n_used;   /* …in a table of their own: a power of two of slots, and those used */
    PyObject *dict;         /* __dict__: kind, clause, reads, forget, __wrapped__, __name__, … */
    PyObject *weakrefs;     /* (a function can be referred to weakly: so can its front) */
    vectorcallfunc vectorcall;
} KeptCall;

static PyObject *
pass_on(KeptCall *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    return PyObject_Vectorcall(self->function, args, nargsf, kwnames);
}

static Py_ssize_t
parameter(KeptCall *self, PyObject *name)
{
    Py_ssize_t i;
    for (i = 0; i < self->n_params; i++)
        if (PyTuple_GET_ITEM(self->names, i) == name)
            return i;
    if (!PyUnicode_CheckExact(name))   /* an engine's own class of name (its own hash or ==): Python */
        return -1;                     /* binds it, or refuses it, as it would without this front */
    for (i = 0; i < self->n_params; i++) {   /* a name not interned: compared as text */
        int same = PyUnicode_Compare(PyTuple_GET_ITEM(self->names, i), name);
        if (same == 0)
            return i;
        if (same == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            return -1;
        }
    }
    return -1;
}

/* The function's own key of a call: a kept answer's key, written out from its parameters (see the
 * top of this file). Call it only with every parameter bound. */
static PyObject *
kept_key(KeptCall *self, PyObject **bound)
{
    Py_ssize_t i;
    PyObject *key = PyTuple_New(self->n_key);
    if (key == NULL)
        return NULL;
    for (i = 0; i < self->n_key; i++) {
        PyObject *v = bound[self->which[i]], *item;
        if (self->what[i] == CLASS)
            item = (PyObject *)Py_TYPE(v);
        else if (self->what[i] == VALUE || v == self->absent
                 || ((self->flags[i] & FACT_INT) && Py_IS_TYPE(v, &PyLong_Type))
                 || ((self->flags[i] & FACT_STR) && Py_IS_TYPE(v, &PyUnicode_Type))
                 || ((self->flags[i] & FACT_BOOL) && (v == Py_True || v == Py_False)))
            item = v;
        else {
            item = PyTuple_Pack(1, v);
            if (item == NULL) {
                Py_DECREF(key);
                return NULL;
            }
            PyTuple_SET_ITEM(key, i, item);
            continue;
        }
        Py_INCREF(item);
        PyTuple_SET_ITEM(key, i, item);
    }
    return key;
}

/* A value in a call's short key: itself when exactly an int or a str, None or ABSENT (no two of
 * those classes hold equal values); True and False as markers of their own (True == 1); any other
 * value with its class, in a 2-tuple (Fraction(9) == 9). */
static PyObject *
short_item(KeptCall *self, PyObject *v)
{
    if (Py_IS_TYPE(v, &PyLong_Type) || Py_IS_TYPE(v, &PyUnicode_Type) || v == Py_None || v == self->absent) {
        Py_INCREF(v);
        return v;
    }
    if (v == Py_True || v == Py_False) {
        PyObject *mark = v == Py_True ? self->true_mark : self->false_mark;
        Py_INCREF(mark);
        return mark;
    }
    return PyTuple_Pack(2, (PyObject *)Py_TYPE(v), v);
}

/* ---- the table of calls whose values are all simple */

#if SIZEOF_VOID_P > 4
#define PRIME_1 ((Py_uhash_t)11400714785074694791ULL)
#define PRIME_2 ((Py_uhash_t)14029467366897019727ULL)
#define PRIME_5 ((Py_uhash_t)2870177450012600261ULL)
#define ROTATE(x) (((x) << 31) | ((x) >> 33))
#else
#define PRIME_1 ((Py_uhash_t)2654435761UL)
#define PRIME_2 ((Py_uhash_t)2246822519UL)
#define PRIME_5 ((Py_uhash_t)374761393UL)
#define ROTATE(x) (((x) << 13) | ((x) >> 19))
#endif

/* A simple value's hash, 0 for any other value. (Python's own hash of an exact int or str, which
 * runs no Python code; constants of their own for None, ABSENT, True and False.) */
static Py_uhash_t
simple_lane(KeptCall *self, PyObject *v)
{
    if (Py_IS_TYPE(v, &PyLong_Type) || Py_IS_TYPE(v, &PyUnicode_Type)) {
        Py_hash_t h = PyObject_Hash(v);
        return h == -1 ? 0 : (Py_uhash_t)h | 1;   /* (neither fails: -1 is no hash they give) */
    }
    if (v == Py_True)
        return 0x2a5e6d0d;
    if (v == Py_False)
        return 0x4c1f3b27;
    if (v == Py_None)
        return 0x59a1c3e5;
    if (v == self->absent)
        return 0x3d87f0b1;
    return 0;
}

/* The hash of a call's given values (`given`, bound in `bound`), as a tuple's is mixed; `*simple`
 * set to 0 when one of them is not simple. */
static Py_hash_t
simple_hash(KeptCall *self, PyObject **bound, unsigned long long given, int *simple)
{
    Py_uhash_t acc = PRIME_5, lane = (Py_uhash_t)given;
    Py_ssize_t i;
    acc += lane * PRIME_2;
    acc = ROTATE(acc);
    acc *= PRIME_1;
    for (i = 0; i < self->n_params; i++) {
        if (!(given & (1ULL << i)))
            continue;
        lane = simple_lane(self, bound[i]);
        if (lane == 0) {
            *simple = 0;
            return 0;
        }
        acc += lane * PRIME_2;
        acc = ROTATE(acc);
        acc *= PRIME_1;
    }
    *simple = 1;
    return (Py_hash_t)acc;
}

/* Whether two simple values are the same key item: the same object, or equal ints, or equal strs. */
static int
same_simple(PyObject *a, PyObject *b)
{
    if (a == b)
        return 1;
    if (Py_TYPE(a) != Py_TYPE(b))
        return 0;
    if (Py_IS_TYPE(a, &PyUnicode_Type))
        return PyUnicode_Compare(a, b) == 0;
    if (Py_IS_TYPE(a, &PyLong_Type))
        return PyObject_RichCompareBool(a, b, Py_EQ) == 1;
    return 0;   /* (True, False, None, ABSENT: only themselves) */
}

/* The slot of a call's values in the table: the one that holds them, or the empty one where they
 * would go. The table has an empty slot (`keep_simple` grows it first). */
static Slot *
slot_of(KeptCall *self, Py_hash_t hash, unsigned long long given, PyObject **bound)
{
    size_t mask = (size_t)self->n_slots - 1, i = (size_t)hash & mask, perturb = (size_t)hash;
    for (;;) {
        Slot *slot = &self->slots[i];
        if (slot->values == NULL)
            return slot;
        if (slot->hash == hash && slot->given == given) {
            Py_ssize_t p, k = 0;
            int same = 1;
            for (p = 0; p < self->n_params && same; p++)
                if (given & (1ULL << p))
                    same = same_simple(bound[p], PyTuple_GET_ITEM(slot->values, k++));
            if (same)
                return slot;
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

static PyObject *
find_simple(KeptCall *self, Py_hash_t hash, unsigned long long given, PyObject **bound)
{
    if (self->n_used == 0)
        return NULL;
    return slot_of(self, hash, given, bound)->answer;
}

/* Every answer of the table forgotten. (The table is taken away before the answers are released:
 * a release may run an engine's code, which may call this front again.) */
static void
forget_simple(KeptCall *self)
{
    Slot *slots = self->slots;
    Py_ssize_t i, n = self->n_slots;
    self->slots = NULL;
    self->n_slots = self->n_used = 0;
    for (i = 0; i < n; i++) {
        Py_XDECREF(slots[i].values);
        Py_XDECREF(slots[i].answer);
    }
    PyMem_Free(slots);
}

/* The table grown to hold one more answer with at most two thirds of its slots used. */
static int
grow_simple(KeptCall *self)
{
    Slot *old = self->slots, *slots;
    Py_ssize_t i, n_old = self->n_slots, n = n_old ? n_old : 8;
    if ((self->n_used + 1) * 3 <= n_old * 2)
        return 0;
    while ((self->n_used + 1) * 3 > n * 2)
        n *= 2;
    slots = PyMem_Calloc((size_t)n, sizeof(Slot));
    if (slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    self->slots = slots;
    self->n_slots = n;
    for (i = 0; i < n_old; i++) {
        if (old[i].values != NULL) {
            size_t mask = (size_t)n - 1, j = (size_t)old[i].hash & mask, perturb = (size_t)old[i].hash;
            while (slots[j].values != NULL) {
                perturb >>= 5;
                j = (j * 5 + perturb + 1) & mask;
            }
            slots[j] = old[i];
        }
    }
    PyMem_Free(old);
    return 0;
}

/* `answer`, which the Python function kept for these values, kept in the table too (as `remember`
 * does for a short key): past as many as the function keeps, the table is forgotten first. The
 * values' tuple is made first and the table forgotten next: either may run an engine's code (a
 * collection that runs a `__del__`, an answer released), which may call this front again; from
 * growing the table to filling the slot, nothing runs. */
static int
keep_simple(KeptCall *self, Py_hash_t hash, unsigned long long given, PyObject **bound, PyObject *answer)
{
    Slot *slot;
    PyObject *values, *old;
    Py_ssize_t p, k = 0, n = 0;
    for (p = 0; p < self->n_params; p++)
        if (given & (1ULL << p))
            n++;
    values = PyTuple_New(n);
    if (values == NULL)
        return -1;
    for (p = 0; p < self->n_params; p++) {
        if (given & (1ULL << p)) {
            Py_INCREF(bound[p]);
            PyTuple_SET_ITEM(values, k++, bound[p]);
        }
    }
    if (self->n_used > PyDict_GET_SIZE(self->kept))
        forget_simple(self);
    if (grow_simple(self) < 0) {
        Py_DECREF(values);
        return -1;
    }
    slot = slot_of(self, hash, given, bound);
    Py_INCREF(answer);
    if (slot->values != NULL) {   /* (kept meanwhile, by a call of the engine's made while this one ran) */
        old = slot->answer;
        slot->answer = answer;
        Py_DECREF(old);
        Py_DECREF(values);
        return 0;
    }
    slot->hash = hash;
    slot->given = given;
    slot->values = values;
    slot->answer = answer;
    self->n_used++;
    return 0;
}

/* Whether the Python function kept `answer` under its own key for these values (`remember`). */
static int
kept_it(KeptCall *self, PyObject **bound, PyObject *answer)
{
    PyObject *key = kept_key(self, bound), *kept;
    if (key == NULL)
        return -1;
    kept = PyDict_GetItemWithError(self->kept, key);
    Py_DECREF(key);
    if (kept == NULL && PyErr_Occurred())
        return -1;
    return kept == answer;
}

/* After the Python function answered a call the front could bind: the answer is kept under the
 * call's short key too when the Python function kept it (its own key now finds this very answer),
 * so only inputs it keeps are ever answered here. Past as many short keys as it keeps answers (it
 * forgets all of them at `MEMO_SIZE`), the short keys are forgotten too. */
static int
remember(KeptCall *self, PyObject **bound, PyObject *short_key, PyObject *answer)
{
    int kept = kept_it(self, bound, answer);
    if (kept <= 0)
        return kept;
    if (PyDict_GET_SIZE(self->answers) > PyDict_GET_SIZE(self->kept))
        PyDict_Clear(self->answers);
    return PyDict_SetItem(self->answers, short_key, answer);
}

/* How a call the front cannot answer is passed on: as it was made (a vectorcall), or, for
 * `given(facts)`, as `function(**facts)`. */
typedef struct {
    PyObject *const *args;
    size_t nargsf;
    PyObject *kwnames;
    PyObject *facts;        /* an exact dict, for given(facts); else NULL */
    PyObject **bound;       /* given(facts), once its values are bound: the values… */
    unsigned long long given;   /* …of these parameters, passed on as they were bound */
} Made;

static PyObject *empty_args;   /* () */

/* given(facts) passed on with the values bound from the dict, by keyword: `function(**facts)` as
 * Python makes it, which copies the dict before anything is hashed. (Hashing the short key runs
 * the engine's own `__hash__`, which may change its dict: the answer is still that of the facts
 * as they were given.) */
static PyObject *
pass_bound(KeptCall *self, Made *made)
{
    PyObject *values[MAX_PARAMS], *kwnames, *answer;
    Py_ssize_t i, n = 0;
    for (i = 0; i < self->n_params; i++)
        if (made->given & (1ULL << i))
            n++;
    kwnames = PyTuple_New(n);
    if (kwnames == NULL)
        return NULL;
    n = 0;
    for (i = 0; i < self->n_params; i++) {
        if (made->given & (1ULL << i)) {
            PyObject *name = PyTuple_GET_ITEM(self->names, i);
            Py_INCREF(name);
            PyTuple_SET_ITEM(kwnames, n, name);
            values[n++] = made->bound[i];
        }
    }
    answer = PyObject_Vectorcall(self->function, values, 0, kwnames);
    Py_DECREF(kwnames);
    return answer;
}

static PyObject *
pass_made(KeptCall *self, Made *made)
{
    if (made->bound != NULL)
        return pass_bound(self, made);
    if (made->facts != NULL)
        return PyObject_Call(self->function, empty_args, made->facts);
    return pass_on(self, made->args, made->nargsf, made->kwnames);
}

/* A call whose arguments are bound (`bound[i]`, NULL for a parameter not given; `n_given` of
 * them given): its answer by its short key, or the Python function's. */
static PyObject *
settle(KeptCall *self, PyObject **bound, Py_ssize_t n_given, Made *made)
{
    Py_ssize_t i, n = 1;
    unsigned long long given = 0;
    PyObject *short_key, *answer, *mask;
    Py_hash_t hash;
    int simple;

    for (i = 0; i < self->n_params; i++) {
        if (bound[i] == NULL) {
            bound[i] = PyTuple_GET_ITEM(self->defaults, i);
            if (bound[i] == self->required)
                return pass_made(self, made);
        }
        else
            given |= 1ULL << i;
    }
    if (made->facts != NULL) {   /* from here on the engine's code runs (hashes): its dict may change */
        made->bound = bound;
        made->given = given;
    }
    /* the function's answers forgotten (its `forget()` empties its dict): these too. (Only a call of
     * the Python function itself, between its forget() and the front's next call, fills the dict
     * again first: the front then gives answers kept before, which are the same answers.) */
    if (PyDict_GET_SIZE(self->kept) == 0) {
        if (self->n_used != 0)
            forget_simple(self);
        PyDict_Clear(self->answers);
    }
    hash = simple_hash(self, bound, given, &simple);
    if (simple) {   /* its answer in the table, or the Python function's, kept in the table if it kept it */
        answer = find_simple(self, hash, given, bound);
        if (answer != NULL) {
            Py_INCREF(answer);
            return answer;
        }
        answer = pass_made(self, made);
        if (answer != NULL) {
            int kept = kept_it(self, bound, answer);
            if (kept < 0 || (kept > 0 && keep_simple(self, hash, given, bound, answer) < 0)) {
                if (!PyErr_ExceptionMatches(PyExc_Exception))
                    Py_CLEAR(answer);
                else
                    PyErr_Clear();   /* (out of memory: the answer is simply not kept here) */
            }
        }
        return answer;
    }
    /* the short key: which parameters were given, then their values (`short_item`) in order */
    short_key = PyTuple_New(1 + n_given);
    if (short_key == NULL)
        return NULL;
    if (self->mask == NULL || given != self->mask_given) {   /* (an engine calls in one shape: kept) */
        mask = PyLong_FromUnsignedLongLong(given);
        if (mask == NULL) {
            Py_DECREF(short_key);
            return NULL;
        }
        Py_XSETREF(self->mask, mask);
        self->mask_given = given;
    }
    mask = self->mask;
    Py_INCREF(mask);
    PyTuple_SET_ITEM(short_key, 0, mask);
    for (i = 0; i < self->n_params; i++) {
        if (given & (1ULL << i)) {
            PyObject *item = short_item(self, bound[i]);
            if (item == NULL) {
                Py_DECREF(short_key);
                return NULL;
            }
            PyTuple_SET_ITEM(short_key, n++, item);
        }
    }
    answer = PyDict_GetItemWithError(self->answers, short_key);
    if (answer != NULL) {
        Py_DECREF(short_key);
        Py_INCREF(answer);
        return answer;
    }
    if (PyErr_Occurred()) {   /* an input that cannot be a key: the Python function answers it */
        Py_DECREF(short_key);
        if (!PyErr_ExceptionMatches(PyExc_Exception))
            return NULL;   /* (KeyboardInterrupt, SystemExit: not ours to swallow) */
        PyErr_Clear();
        return pass_made(self, made);
    }
    answer = pass_made(self, made);
    if (answer != NULL && remember(self, bound, short_key, answer) < 0) {
        if (!PyErr_ExceptionMatches(PyExc_Exception)) {
            Py_CLEAR(answer);
        }
        else
            PyErr_Clear();   /* (a hash that raises the second time: the answer is simply not kept here) */
    }
    Py_DECREF(short_key);
    return answer;
}

static PyObject *
kept_call(KeptCall *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    PyObject *bound[MAX_PARAMS];
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    Py_ssize_t nkw = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
    Py_ssize_t i;
    Made made = {args, nargsf, kwnames, NULL, NULL, 0};

    if (nargs > self->n_positional)
        return pass_on(self, args, nargsf, kwnames);
    for (i = 0; i < self->n_params; i++)
        bound[i] = i < nargs ? args[i] : NULL;
    for (i = 0; i < nkw; i++) {
        Py_ssize_t k = parameter(self, PyTuple_GET_ITEM(kwnames, i));
        if (k < self->n_posonly || bound[k] != NULL)   /* a fact of **facts, or a call Python refuses */
            return pass_on(self, args, nargsf, kwnames);
        bound[k] = args[nargs + i];
    }
    return settle(self, bound, nargs + nkw, &made);
}

/* `fn.given(facts)`: `fn(**facts)` for an engine that holds its facts in a dict, without Python
 * unpacking the dict into keywords first (`**` copies it, and a call by keywords then spreads it
 * out again): the dict's items are bound as they are. Any mapping Python's `**` takes is taken
 * (copied into a dict first, as `**` does); anything else is the TypeError `**` raises. */
static PyObject *
KeptCall_given(KeptCall *self, PyObject *facts)
{
    PyObject *bound[MAX_PARAMS], *held[MAX_PARAMS], *key, *value, *copy = NULL, *answer;
    Py_ssize_t i, pos = 0, n_held = 0;
    Made made = {NULL, 0, NULL, facts, NULL, 0};

    if (!PyDict_CheckExact(facts)) {
        PyObject *keys = PyObject_GetAttrString(facts, "keys");   /* (as `hasattr`: only an */
        if (keys == NULL) {                                        /* AttributeError says no) */
            if (!PyErr_ExceptionMatches(PyExc_AttributeError))
                return NULL;
            PyErr_Clear();
            PyErr_Format(PyExc_TypeError, "given() argument must be a mapping of fact names to values, "
                         "not %.200s", Py_TYPE(facts)->tp_name);
            return NULL;
        }
        Py_DECREF(keys);
        copy = PyDict_New();
        if (copy == NULL || PyDict_Merge(copy, facts, 1) < 0) {
            Py_XDECREF(copy);
            return NULL;
        }
        made.facts = facts = copy;
    }
    for (i = 0; i < self->n_params; i++)
        bound[i] = NULL;
    while (PyDict_Next(facts, &pos, &key, &value)) {
        Py_ssize_t k = parameter(self, key);
        if (k < self->n_posonly || bound[k] != NULL) {   /* not a parameter (a fact of **facts, a name
                                                            that is no str), or one given twice */
            n_held = 0;
            answer = pass_made(self, &made);
            goto done;
        }
        bound[k] = held[n_held++] = value;
    }
    for (i = 0; i < n_held; i++)   /* (held while the Python function runs: the dict is the engine's) */
        Py_INCREF(held[i]);
    answer = settle(self, bound, n_held, &made);
done:
    for (i = 0; i < n_held; i++)
        Py_DECREF(held[i]);
    Py_XDECREF(copy);
    return answer;
}

/* Pickled and copied as a function is: by its name in its module. */
static PyObject *
KeptCall_reduce(KeptCall *self, PyObject *unused)
{
    return PyObject_GetAttrString((PyObject *)self, "__qualname__");
}

static PyMethodDef KeptCall_methods[] = {
    {"__reduce__", (PyCFunction)KeptCall_reduce, METH_NOARGS, "Pickled by its name, as a function is."},
    {"given", (PyCFunction)KeptCall_given, METH_O,
     "given(facts): the answer of fn(**facts), the dict's items bound as they are."},
    {NULL}
};

static PyObject *
KeptCall_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    PyObject *function, *kept, *names, *defaults, *required, *absent, *spec;
    Py_ssize_t n_positional, n_posonly, i;
    KeptCall *self;

    if (kw != NULL && PyDict_GET_SIZE(kw) != 0) {
        PyErr_SetString(PyExc_TypeError, "KeptCall() takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "OO!O!O!OOnnO!:KeptCall", &function, &PyDict_Type, &kept,
                          &PyTuple_Type, &names, &PyTuple_Type, &defaults, &required, &absent,
                          &n_positional, &n_posonly, &PyTuple_Type, &spec))
        return NULL;
    if (PyTuple_GET_SIZE(names) > MAX_PARAMS || PyTuple_GET_SIZE(spec) > MAX_PARAMS * 3
        || PyTuple_GET_SIZE(defaults) != PyTuple_GET_SIZE(names) || n_posonly < 0
        || n_posonly > n_positional || n_positional > PyTuple_GET_SIZE(names)) {
        PyErr_SetString(PyExc_ValueError, "KeptCall(): parameters that do not fit");
        return NULL;
    }
    self = (KeptCall *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    self->n_params = PyTuple_GET_SIZE(names);
    self->n_positional = n_positional;
    self->n_posonly = n_posonly;
    self->n_key = PyTuple_GET_SIZE(spec);
    for (i = 0; i < self->n_key; i++) {
        PyObject *item = PyTuple_GET_ITEM(spec, i);
        int what, which, flags;
        if (!PyArg_ParseTuple(item, "iii", &what, &which, &flags)) {
            Py_DECREF(self);
            return NULL;
        }
        if (what < VALUE || what > FACT || which < 0 || which >= self->n_params) {
            PyErr_SetString(PyExc_ValueError, "KeptCall(): a key item that names no parameter");
            Py_DECREF(self);
            return NULL;
        }
        self->what[i] = what;
        self->which[i] = which;
        self->flags[i] = flags;
    }
    self->names = PyTuple_New(self->n_params);
    if (self->names == NULL) {
        Py_DECREF(self);
        return NULL;
    }
    for (i = 0; i < self->n_params; i++) {
        PyObject *name = PyTuple_GET_ITEM(names, i);
        if (!PyUnicode_CheckExact(name)) {
            PyErr_SetString(PyExc_TypeError, "KeptCall(): a parameter's name that is not a str");
            Py_DECREF(self);
            return NULL;
        }
        Py_INCREF(name);
        PyUnicode_InternInPlace(&name);
        PyTuple_SET_ITEM(self->names, i, name);
    }
    self->answers = PyDict_New();
    self->true_mark = PyObject_CallNoArgs((PyObject *)&PyBaseObject_Type);
    self->false_mark = PyObject_CallNoArgs((PyObject *)&PyBaseObject_Type);
    if (self->answers == NULL || self->true_mark == NULL || self->false_mark == NULL) {
        Py_DECREF(self);
        return NULL;
    }
    Py_INCREF(function); self->function = function;
    Py_INCREF(kept); self->kept = kept;
    Py_INCREF(defaults); self->defaults = defaults;
    Py_INCREF(required); self->required = required;
    Py_INCREF(absent); self->absent = absent;
    self->vectorcall = (vectorcallfunc)kept_call;
    return (PyObject *)self;
}

static int
KeptCall_traverse(KeptCall *self, visitproc visit, void *arg)
{
    Py_ssize_t i;
    Py_VISIT(self->function);
    Py_VISIT(self->kept);
    Py_VISIT(self->answers);
    Py_VISIT(self->true_mark);
    Py_VISIT(self->false_mark);
    Py_VISIT(self->mask);
    Py_VISIT(self->names);
    Py_VISIT(self->defaults);
    Py_VISIT(self->required);
    Py_VISIT(self->absent);
    Py_VISIT(self->dict);
    for (i = 0; i < self->n_slots; i++) {
        Py_VISIT(self->slots[i].values);
        Py_VISIT(self->slots[i].answer);
    }
    return 0;
}

static int
KeptCall_clear(KeptCall *self)
{
    Py_CLEAR(self->function);
    Py_CLEAR(self->kept);
    Py_CLEAR(self->answers);
    Py_CLEAR(self->true_mark);
    Py_CLEAR(self->false_mark);
    Py_CLEAR(self->mask);
    Py_CLEAR(self->names);
    Py_CLEAR(self->defaults);
    Py_CLEAR(self->required);
    Py_CLEAR(self->absent);
    Py_CLEAR(self->dict);
    forget_simple(self);
    return 0;
}

static void
KeptCall_dealloc(KeptCall *self)
{
    PyObject_GC_UnTrack(self);
    if (self->weakrefs != NULL)
        PyObject_ClearWeakRefs((PyObject *)self);
    KeptCall_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* As the function it fronts (`__wrapped__`, which `dsl.runtime.fast` sets); `self->function` is
 * that function behind the check of its binding (`dsl.runtime._binding_refused`). */
static PyObject *
KeptCall_repr(KeptCall *self)
{
    PyObject *wrapped = self->dict == NULL ? NULL : PyDict_GetItemString(self->dict, "__wrapped__");
    return PyObject_Repr(wrapped != NULL ? wrapped : self->function);
}

/* A descriptor that gives itself, as `staticmethod` does: so `inspect.isroutine` holds, and `help()`
 * of a generated package lists the function with its signature among the functions (it showed it
 * as data, `crt = <function crt>`); read through a class, it is not bound to an instance. */
static PyObject *
KeptCall_get(PyObject *self, PyObject *obj, PyObject *type)
{
    Py_INCREF(self);
    return self;
}

static PyGetSetDef KeptCall_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {NULL}
};

static PyTypeObject KeptCallType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dsl._kept_call.KeptCall",
    .tp_doc = "A generated public function, its kept answers looked up in C (dsl.runtime.fast).",
    .tp_basicsize = sizeof(KeptCall),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_new = KeptCall_new,
    .tp_dealloc = (destructor)KeptCall_dealloc,
    .tp_traverse = (traverseproc)KeptCall_traverse,
    .tp_clear = (inquiry)KeptCall_clear,
    .tp_repr = (reprfunc)KeptCall_repr,
    .tp_call = PyVectorcall_Call,
    .tp_vectorcall_offset = offsetof(KeptCall, vectorcall),
    .tp_dictoffset = offsetof(KeptCall, dict),
    .tp_weaklistoffset = offsetof(KeptCall, weakrefs),
    .tp_getset = KeptCall_getset,
    .tp_methods = KeptCall_methods,
    .tp_getattro = PyObject_GenericGetAttr,
    .tp_setattro = PyObject_GenericSetAttr,
    .tp_descr_get = KeptCall_get,
};

static struct PyModuleDef kept_call_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "dsl._kept_call",
    .m_doc = "The kept-answer front of generated public functions, in C (see dsl.runtime.fast).",
    .m_size = -1,
};

PyMODINIT_FUNC
PyInit__kept_call(void)
{
    PyObject *m;
    if (PyType_Ready(&KeptCallType) < 0)
        return NULL;
    empty_args = PyTuple_New(0);
    if (empty_args == NULL)
        return NULL;
    m = PyModule_Create(&kept_call_module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&KeptCallType);
    if (PyModule_AddObject(m, "KeptCall", (PyObject *)&KeptCallType) < 0) {
        Py_DECREF(&KeptCallType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
