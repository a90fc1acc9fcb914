"""The typed model as compact JSON arrays, and back, fast: what `loader` keeps in the cache for
each file (its `builder.FileModel`), so that an edit re-reads one file, and for a whole resolved and
checked book (its model, its symbol table and its diagnostics), so that a warm load is one read,
one `json.loads` and one pass building the objects. Fed by: `loader` (each file's `FileModel` and
its entry, a `model.Book`, a `resolver.Symbols`, the load's `Diagnostic`s); the entries themselves
are kept by `cache`, as JSON text and bytes.

A book's entry is made of its files' entries, as they were kept, text and bytes (`encode_loaded`):
the book's clauses, tables… are its files' nodes, so they are not written again; what the book
adds (its header, its examples numbered anew, a `chosen by` exception's fact), its symbol table
and its diagnostics follow.

The shape is fixed by the classes' declared field types, so nothing in the data names a class or
a field:
- an attrs object is an array of its fields' values in declaration order (no defaults left out);
  a class that is a member of a union (the expression nodes) starts its array with its index in
  `TAGGED`, which is how a union is read back;
- a span is a number: its place in the entry's table of spans (`0`, where the model left it out,
  is None). Spans are most of a model: the table is five machine integers per span (the path as
  its index in a list of paths, line, column, end line, end column) kept as the entry's bytes, and
  all its spans are made first, in one pass;
- `T | None` is `null` or a `T`; `tuple[T, ...]` is an array, `0` when empty (most are: no list
  to make); a fixed tuple is an array;
- `str`, `int`, `bool` and unions of them are themselves; a value whose type the model does not fix
  (`object`, `int | Fraction`) is written by `model_json`'s tagged form and read back by it.
Writing checks every value against its declared type (an exact class for attrs objects and spans),
so what does not fit is refused (`TypeError`: the book is then simply not kept) instead of coming
back different.

Writing and reading run one encoder and one decoder per class, each built as an `ast` from the
class's fields (never from text, and never from the data) by `compact_json_gen`, which also writes
them out as two modules the package ships (`compact_json_encoders`, `compact_json_decoders`): this
module imports those when their key is the model's and the generator's as they are now
(`codecs_key`), binding the constants the code reads by name, and else builds and compiles them at
import, as before (building them took about half of every `rules` command's import of this module,
which the shipped modules' bytecode saves). A decoder unpacks the object's array in one step (one of another length is refused) and, for a class whose
`__init__` only stores its arguments (`_settable`: every model class), makes the object and sets
its slots as that `__init__` would, about a third faster than calling it; nested objects are
decoded by their class's decoder. Data only is ever read: nothing from an entry is imported,
evaluated or unpickled. Data of the wrong shape raises an exception, which the caller takes as a
miss (a damaged entry never gets this far: `cache` checks its digest first). Where the package's
C extension is compiled, reading runs in C instead (`compact_json_fast`, `dsl/_fast_decode.c`):
the same decoders as a table (the shipped decoders' `SCHEMA`), one loop making the same objects,
and an entry's spans made in C; these decoders are then the reference it is tested against. Writing
runs in C there too (the same table's Writer): one walk of the object writing its JSON text and
its table of spans, byte for byte what these encoders' value gives through `json.dumps` (no list
made per node, which also spares the collector the walks through the whole heap that so many new
lists set off); these encoders are the reference it is tested against, and write where it cannot.
"""
from __future__ import annotations

import json
import sys
import threading
from array import array
from collections import deque as _consume
from contextlib import contextmanager
from itertools import chain, repeat
from operator import attrgetter, is_
from typing import get_args

import attrs

from . import model as m
from .builder import FileModel
from .compact_json_fast import bind as _bind_fast
from .diagnostics import Diagnostic, Witness
from .model_json import _BLOBS, _any_in, _any_out
from .resolver import KIND_OF_FIELD, Symbols
from .spans import SPAN_SETTERS as _SET_SPAN
from .source import Span

FORMAT = 1
_PLAIN = (str, int, bool, type(None))


def _model_classes() -> list[type]:
    found = [cl for cl in vars(m).values()
             if isinstance(cl, type) and attrs.has(cl) and cl.__module__ == m.__name__]
    return found + [Witness, Diagnostic, FileModel]


CLASSES = _model_classes()
TAGGED: tuple[type, ...] = get_args(m.Expr)          # the union members, by index
_TAG = {cl: i for i, cl in enumerate(TAGGED)}


# ---------------------------------------------------------------- writing

def _span_out(x) -> int:
    """A span's place in the table being written (0: None): the span itself is kept, to be checked
    and made numbers with the others when the value is written (`_span_table`), each loop in C."""
    if x.__class__ is Span:
        _spans_written.append(x)
        return len(_spans_written)
    if x is None:      # some spans are left out (an exception's `chooser_span`)
        return 0
    raise TypeError(f"{x!r:.40} is not a Span")


_SPAN_FIELDS = tuple(map(attrgetter, ("path", "line", "column", "end_line", "end_column")))


def _span_table(spans: list[Span]) -> tuple[list[str], array]:
    """The table of `spans`, in order: its paths (each once, in order of first use), and five
    machine integers per span (the path's index, line, column, end line, end column). TypeError
    when a path is not a str or a number not an int (a bool would come back an int)."""
    path_of, *number_fields = _SPAN_FIELDS
    shown = list(map(path_of, spans))
    columns = [list(map(field, spans)) for field in number_fields]
    if not {*map(type, shown)} <= {str} or not set().union(*[map(type, c) for c in columns]) <= {int}:
        raise TypeError("a span whose path is not a str or whose numbers are not ints")
    paths = {path: i for i, path in enumerate(dict.fromkeys(shown))}
    flat = [0] * (5 * len(spans))
    flat[0::5] = map(paths.__getitem__, shown)
    for i, column in enumerate(columns, 1):
        flat[i::5] = column
    try:
        return list(paths), array("i", flat)
    except OverflowError:
        raise TypeError("a line or column number too large to keep") from None


def _refuse(x, t=None):
    raise TypeError(f"{x!r:.40} is not a {t or 'value of its declared type'}")


# ---------------------------------------------------------------- reading

def _settable(cl) -> bool:
    """Does `cl`'s `__init__` only store its arguments? (attrs, slots, every field given to
    `__init__`, no validators, converters, pre- or post-init hooks, no other slot such as a cached
    hash.) Then an instance can be made by setting its slots, as `__init__` would."""
    if not (attrs.has(cl) and "__slots__" in vars(cl)):
        return False
    fields = attrs.fields(cl)
    slots = {name for k in cl.__mro__ for name in getattr(k, "__slots__", ())} - {"__weakref__"}
    return (slots == {f.name for f in fields}
            and all(f.init and f.validator is None and f.converter is None for f in fields)
            and not any(hasattr(cl, hook) for hook in ("__attrs_pre_init__", "__attrs_post_init__"))
            and cl.__new__ is object.__new__)


# ---------------------------------------------------------------- the encoders and decoders
# What the generated code reads besides its constants (`compact_json_gen`).
ENC_BASE = {"SPAN_OUT": _span_out, "ANY_OUT": _any_out, "REFUSE": _refuse,
            "tuple": tuple, "len": len, "map": map, "list": list}
DEC_BASE = {"S": [None], "ANY": _any_in, "tuple": tuple, "map": map,
            "SCALARS": frozenset({int, str, bool, float, type(None)}), "NEW": object.__new__, "TAGGED_DEC": None}
_PLAIN_BY_NAME = {t.__name__: t for t in _PLAIN}


def codecs_key() -> str:
    """What the generated code depends on: this module and its generator as written, and every
    class's name, fields (names, declared types) and whether it is made by setting its slots (what
    it reads of attrs). The shipped modules are used only under the key they were written with."""
    import hashlib
    from pathlib import Path
    h = hashlib.sha256(b"compact_json codecs\0")
    for name in ("compact_json.py", "compact_json_gen.py"):
        h.update(Path(__file__).with_name(name).read_bytes())
    for cl in CLASSES:
        h.update(repr((cl.__module__, cl.__qualname__, _settable(cl), _TAG.get(cl),
                       [(f.name, _declared(cl, f.name), f.init, f.kw_only) for f in attrs.fields(cl)])).encode())
    return h.hexdigest()


def _declared(cl: type, name: str) -> str:
    """A field's type as written (`tuple[Ref, ...]`): the classes' annotations are text (PEP 563),
    whether or not something resolved them since (`attrs.resolve_types`, cattrs)."""
    for k in cl.__mro__:
        written = vars(k).get("__annotations__", {}).get(name)
        if written is not None:
            return written if isinstance(written, str) else repr(written)
    return ""


def _class(module: str, qualname: str) -> type:
    found = sys.modules[module]
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


def _made(recipe: tuple):
    """A constant of the generated code, made again from its recipe (`compact_json_gen.recipe`)."""
    kind, *rest = recipe
    if kind == "class":
        return _class(*rest)
    if kind == "plain":
        return frozenset(_PLAIN_BY_NAME[n] for n in rest[0])
    if kind == "union":
        return {_class(*ref): None for ref in rest[0]}
    if kind == "setter":
        return getattr(_class(rest[0], rest[1]), rest[2]).__set__
    raise ValueError(f"no constant of kind {kind!r}")


def _codecs(kind: str, base: dict, key: str | None = None) -> tuple[dict, dict]:
    """The encoders or the decoders (`kind`) of every class, and the globals they run in: the shipped
    module's, when written under the key now (`key`, else `codecs_key()`), else built and compiled
    now (`compact_json_gen`)."""
    import importlib
    try:
        shipped = importlib.import_module(f"{__package__}.compact_json_{kind}")
    except ImportError:   # (not shipped: built below)
        shipped = None
    if shipped is not None and getattr(shipped, "KEY", None) == (codecs_key() if key is None else key):
        env = vars(shipped)
        env.update(base)
        env.update({name: _made(r) for name, r in shipped.CONSTS.items()})
        names, unions = dict(zip(CLASSES, shipped.NAMES)), shipped.UNIONS
    else:
        from . import compact_json_gen as gen
        built = gen.built(kind)
        env = {**base, **built.consts}
        exec(compile(gen.module(built), f"<compact_json {kind}>", "exec"), env)   # code built from the types, not data
        names, unions = built.names, built.unions
        if kind == "decoders":
            env["SCHEMA"] = gen.schema()
    for table in unions:      # each union member's encoder, by its class
        env[table].update({cl: env[names[cl]] for cl in env[table]})
    if "TAGGED_DEC" in env:   # the decoders of a union's members, by their tag
        env["TAGGED_DEC"] = tuple(env[names[cl]] for cl in TAGGED)
    return env, {cl: env[names[cl]] for cl in CLASSES}


_KEY = codecs_key()     # (once for both)
_ENC_ENV, _ENC = _codecs("encoders", ENC_BASE, _KEY)
_DEC_ENV, _DEC = _codecs("decoders", DEC_BASE, _KEY)
_WRITING = threading.Lock()                                     # writing: the spans go to `_spans_written`
_spans_written: list[Span] = []
_READING = threading.Lock()                                     # reading: the spans are the decoders' `S`
_NEW = object.__new__
assert _settable(Span) and len(_SET_SPAN) == 5   # (the builder's `new_span` sets the same slots)
# The C decoder of the same table (None where it is not compiled: the decoders above decode)
_FAST = _bind_fast(_DEC_ENV.get("SCHEMA"), CLASSES, TAGGED, _any_in, Span, tuple(f.name for f in attrs.fields(Span)))
# The C writer of the same table, where it writes what the encoders above write: every class made by
# setting its slots, and every union the encoders write the whole union of expressions (the table
# does not say which members a union takes). None: the encoders above write.
_FAST_WRITES = _FAST if _FAST is not None and all(map(_settable, CLASSES)) and all(
    set(table) == set(TAGGED) for name, table in _ENC_ENV.items() if name.startswith("union_")) else None
_ANY_TEXT = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode   # (as `_json_text`, a str)


def _make_spans(paths: list[str], numbers) -> list[Span]:
    """The spans of a table, five numbers each: made empty, then each slot set, column by column,
    as `Span.__init__` would set it (`object.__setattr__`): every loop runs in C, which makes the
    spans, most of a model's objects, about a quarter faster than calling `Span` for each."""
    spans = list(map(_NEW, repeat(Span, len(numbers) // 5)))
    s_path, *s_numbers = _SET_SPAN
    _consume(map(s_path, spans, map(paths.__getitem__, numbers[0::5])), maxlen=0)
    for i, setter in enumerate(s_numbers, 1):
        _consume(map(setter, spans, numbers[i::5]), maxlen=0)
    return spans


@contextmanager
def _writing():
    """Spans written in this block (`_span_out`) go to one list, given: one write at a time."""
    global _spans_written
    with _WRITING:
        _spans_written = spans = []
        try:
            yield spans
        finally:
            _spans_written = []


@contextmanager
def _reading(paths, numbers):
    """The spans of an entry made, all at once, for the decoders in this block."""
    if type(paths) is not list or not all(type(p) is str for p in paths) or \
            type(numbers) not in (list, array) or len(numbers) % 5:
        raise ValueError("not a table of spans")
    spans = [None]
    spans += _make_spans(paths, numbers)
    with _READING:
        _DEC_ENV["S"] = spans
        try:
            yield spans
        finally:
            _DEC_ENV["S"] = [None]


def _written(write, fast: bool = True) -> Kept:
    """The JSON text of `write(enc, span)`'s value (JSON text: `enc(cls, value)` gives an object's,
    `span(x)` a span's number), spans made numbers: `[FORMAT, paths, layout, value]`, and the
    spans' numbers (most of a model's numbers) as the bytes that go with it, an array of machine
    integers (`array("i")`) read in one step rather than parsed one by one. TypeError when
    something does not fit its declared type. Written by the C writer where there is one (and
    `fast`), else by the Python encoders (the same text, byte for byte)."""
    blobs = bytearray()
    token = _BLOBS.set(blobs)           # `model_json`'s tagged form writes bytes there: a model has none
    try:
        writer = _FAST_WRITES.writer(_any_out, _ANY_TEXT) if fast and _FAST_WRITES is not None else None
        if writer is not None:
            text = write(writer.encode, writer.span)
            paths, numbers = writer.table()
        else:
            with _writing() as spans:
                text = write(_python_text, _span_out)
            paths, table = _span_table(spans)
            numbers = table.tobytes()
    finally:
        _BLOBS.reset(token)
    if blobs:
        raise TypeError("a model holding bytes is not kept")
    head = _json_text([FORMAT, paths, ["i", _INT_SIZE, sys.byteorder, len(numbers) // _INT_SIZE]])
    return head[:-1] + b"," + text + b"]", numbers


def _python_text(cls: type, value) -> bytes:
    """The JSON text of `value`, an instance of `cls`, by the Python encoders."""
    return _json_text(_ENC[cls](value))


def _unpacked(data, blobs: bytes) -> tuple[list, object]:
    """The paths and the value `_written` wrote, when `blobs` are its spans' numbers on this machine."""
    fmt, paths, layout, value = data
    if fmt != FORMAT or layout != ["i", _INT_SIZE, sys.byteorder, len(blobs) // _INT_SIZE]:
        raise ValueError(f"not format {FORMAT} on this machine")
    return paths, value


_INT_SIZE = array("i").itemsize


@contextmanager
def _read(data, blobs: bytes):
    """The value `_written` wrote, its spans made, for the Python decoders in this block."""
    paths, value = _unpacked(data, blobs)
    numbers = array("i")
    numbers.frombytes(blobs)
    with _reading(paths, numbers) as spans:
        yield value, spans


@contextmanager
def _decoding(data, blobs):
    """The value `_written` wrote, its spans and a decoder of its objects (`dec(cls, value)`), for
    this block: the C decoder's when there is one (spans made in C, no state shared), else `_read`'s."""
    fast = _FAST
    if fast is None:
        with _read(data, blobs) as (value, spans):
            yield value, spans, lambda cls, v: _DEC[cls](v)
        return
    paths, value = _unpacked(data, blobs)
    spans = fast.spans(paths, blobs)
    yield value, spans, lambda cls, v: fast.decode(cls, v, spans)


def encode(value, cls: type, fast: bool = True) -> tuple[list, bytes]:
    """`value`, an instance of the model class `cls` (a `FileModel` too), as JSON data and its
    bytes (TypeError when it does not fit its declared types)."""
    text, blobs = _written(lambda enc, span: enc(cls, value), fast)
    return json.loads(text), blobs


def decode(data, blobs: bytes, cls: type):
    """The instance of `cls` that `encode` gave `data` and `blobs` for (an exception if it did not)."""
    with _decoding(data, blobs) as (value, _, dec):
        return dec(cls, value)


Kept = tuple[bytes, bytes]   # an entry as the cache keeps it: its JSON text, and its bytes


def _json_text(data) -> bytes:
    return json.dumps(data, separators=(",", ":"), check_circular=False).encode()   # ASCII: faster both ways


def encode_file(model: FileModel) -> Kept:
    """A file's model as its cache entry (TypeError when it does not fit its declared types)."""
    return _written(lambda enc, span: enc(FileModel, model))


def decode_file(text: bytes, blobs: bytes) -> FileModel:
    """The model `encode_file` gave `text` and `blobs` for (an exception if it did not)."""
    return decode(json.loads(text), blobs, FileModel)


# ---------------------------------------------------------------- a resolved, checked book

# Symbols' fields, as this module writes them: a change to the class must change this module too.
SYMBOL_FIELDS = ("book", "clauses", "names", "terms", "enum_values", "sides", "referenced_by", "external_refs",
                 "draft", "not_written")
_FIELD_OF_KIND = {kind: name for name, kind in KIND_OF_FIELD.items()}
# An enum value of the book is written as its place `[enum, value]`; another (the sides', the
# scenarios') as itself, an array of another length.
assert len(attrs.fields(m.EnumValue)) != 2


def _index(nodes) -> dict[int, int]:
    return {id(n): i for i, n in enumerate(nodes)}


def _at(where: dict[int, int], node) -> int:
    i = where.get(id(node))
    if i is None:
        raise TypeError(f"{node!r:.60} is not a node of the book")
    return i


def encode_loaded(files: list[tuple[FileModel, Kept]], book: m.Book, symbols: Symbols | None,
                  diagnostics: list[Diagnostic]) -> Kept:
    """A loaded book as one entry, made of its files' entries (`files`: each file's model and its
    entry, as kept or just written) as they are, and what the book does not take from them as they
    are: `[BOOK_FORMAT, [file entry, …], taken, rest]`. `taken` says, for each field of the book
    made of its files' nodes, how (`_from_files`); those fields are read back from the files'
    entries and the other fields of the files are not read. `rest`, in `_written`'s form, is the
    book less what it takes from its files (its header, a `chosen by` exception's fact…), the
    symbol table (its nodes written as their places in the book, so that they are the book's own
    objects when read back) and the diagnostics. The bytes are the files' bytes, then the rest's."""
    if tuple(f.name for f in attrs.fields(Symbols)) != SYMBOL_FIELDS:
        raise TypeError("resolver.Symbols changed: teach compact_json its fields")
    taken, own = [], {}
    for name in _BOOK_FROM_FILES:
        whole, items = getattr(book, name), [x for model, _ in files for x in getattr(model, name)]
        how = _from_files(whole, items)
        if how is not _NOT_FROM_FILES:
            taken.append([name, how])
            own[name] = whole[len(items):] if how is None else ()

    def rest(enc, span) -> bytes:     # (in this order: the spans are numbered as they are met)
        own_book = enc(m.Book, attrs.evolve(book, **own))
        table = b"null" if symbols is None else _json_text(_encode_symbols(book, symbols, enc, span))
        return b"[%s,%s,[%s]]" % (own_book, table, b",".join([enc(Diagnostic, d) for d in diagnostics]))
    rest_text, rest_blobs = _written(rest)
    entries = b",".join(text for _, (text, _) in files)
    return (b"[%d,[%s],%s,%s]" % (BOOK_FORMAT, entries, _json_text(taken), rest_text),
            b"".join(blobs for _, (_, blobs) in files) + rest_blobs)


BOOK_FORMAT = 2    # (1: the whole book written as one value, before it was made of its files' entries)
_FILE_FIELDS = tuple(f.name for f in attrs.fields(FileModel))
_BOOK_FROM_FILES = tuple(name for name in _FILE_FIELDS if name in attrs.fields_dict(m.Book))
_NOT_FROM_FILES = object()
_PLAIN_SET = frozenset(_PLAIN)


def _from_files(whole: tuple, items: list):
    """How a field of the book, `whole`, is made of its files' nodes, `items`: None when it starts
    with them, the same objects in file order (`merge`'s lists; what follows is written with the
    book); `{field: [value, …]}` when it holds a copy of each, in order, with these fields set to
    these plain values (the examples, numbered across the book); else `_NOT_FROM_FILES`."""
    if len(whole) >= len(items) and all(map(is_, whole, items)):
        return None
    cl = items[0].__class__ if items else None
    if len(whole) != len(items) or not _settable(cl) or any(x.__class__ is not cl for x in chain(whole, items)):
        return _NOT_FROM_FILES
    changed = {}
    for f in attrs.fields(cl):
        field = attrgetter(f.name)
        if not all(map(is_, map(field, whole), map(field, items))):
            changed[f.name] = values = list(map(field, whole))
            if not {*map(type, values)} <= _PLAIN_SET:    # (a value that JSON gives back as it was)
                return _NOT_FROM_FILES
    return changed


def _copies(items: tuple, changed: dict) -> tuple:
    """A copy of each of `items` (all of one class) with `changed` (`{field: [value, …]}`) set,
    each slot set as `__init__` would set it, a field at a time (each loop in C)."""
    cl = items[0].__class__
    names = [f.name for f in attrs.fields(cl)]
    if not _settable(cl) or any(x.__class__ is not cl for x in items) or not set(changed) <= set(names) or \
            any(type(v) is not list or len(v) != len(items) for v in changed.values()):
        raise ValueError("not copies of a file's nodes")
    copies = list(map(_NEW, repeat(cl, len(items))))
    for name in names:
        values = changed.get(name)
        _consume(map(getattr(cl, name).__set__, copies, map(attrgetter(name), items) if values is None else values),
                 maxlen=0)
    return tuple(copies)


def _encode_symbols(book: m.Book, s: Symbols, enc, enc_span) -> list:
    if s.book is not book:
        raise TypeError("the symbol table is not the book's")
    clauses, terms, sides = _index(book.clauses), _index(book.terms), _index(book.header.sides)
    kinds = {kind: _index(getattr(book, name)) for kind, name in _FIELD_OF_KIND.items()}
    values = {id(v): [e, j] for e, enum in enumerate(book.enums) for j, v in enumerate(enum.values)}

    def value(v):      # (an enum value of no enum of the book: a side's, a scenario's; a few)
        place = values.get(id(v))
        return place if place is not None else json.loads(enc(m.EnumValue, v))
    return [
        [[k, _at(clauses, c)] for k, c in s.clauses.items()],
        [[k, kind, _at(kinds[kind], node)] for k, (kind, node) in s.names.items()],
        [[k, _at(terms, t)] for k, t in s.terms.items()],
        [[k, [[vk, value(v)] for vk, v in vs.items()]] for k, vs in s.enum_values.items()],
        [[k, _at(sides, d)] for k, d in s.sides.items()],
        [[k, [_str(c) for c in cs]] for k, cs in s.referenced_by.items()],
        [[k, _str(v)] for k, v in s.external_refs.items()],
        _bool(s.draft),
        [[k, [enc_span(sp) for sp in spans]] for k, spans in s.not_written.items()],
    ]


def _str(x):
    if not isinstance(x, str):
        raise TypeError(f"{x!r:.40} is not a str")
    return x


def _bool(x):
    if type(x) is not bool:
        raise TypeError(f"{x!r:.40} is not a bool")
    return x


def decode_loaded(text: bytes, blobs: bytes) -> tuple[m.Book, Symbols | None, list[Diagnostic]]:
    """What `encode_loaded` was given (an exception when `text` and `blobs` are not what it wrote)."""
    fmt, file_data, taken, rest = json.loads(text)
    how = dict(taken) if fmt == BOOK_FORMAT else None
    if how is None or not set(how) <= set(_BOOK_FROM_FILES):
        raise ValueError(f"not a book entry of format {BOOK_FORMAT}")
    unread = [i for i, name in enumerate(_FILE_FIELDS) if name not in how]
    files, start, blobs = [], 0, memoryview(blobs)
    for data in file_data:      # each file's entry, less the fields the book does not take from it
        value, count = data[3], data[2][3]
        for i in unread:
            value[i] = 0    # (an empty tuple)
        end = start + count * _INT_SIZE
        files.append(decode(data, blobs[start:end], FileModel))
        start = end
    with _decoding(rest, blobs[start:]) as ((book_data, sym_data, diag_data), spans, dec):
        own = dec(m.Book, book_data)
        fields = {}
        for name, changed in how.items():
            items = tuple(chain.from_iterable(getattr(f, name) for f in files))
            fields[name] = items + getattr(own, name) if changed is None else _copies(items, changed)
        book = attrs.evolve(own, **fields)
        diagnostics = [dec(Diagnostic, d) for d in diag_data]
        symbols = None if sym_data is None else _decode_symbols(book, sym_data, spans, dec)
    return book, symbols, diagnostics


def _decode_symbols(book: m.Book, data, spans: list, dec) -> Symbols:
    clauses, names, terms, enum_values, sides, referenced_by, external_refs, draft, not_written = data
    cl, tm, sd, enums = book.clauses, book.terms, book.header.sides, book.enums
    of_kind = {kind: getattr(book, name) for kind, name in _FIELD_OF_KIND.items()}
    def value(v):
        return enums[v[0]].values[v[1]] if len(v) == 2 else dec(m.EnumValue, v)
    if type(draft) is not bool:
        raise ValueError("not a symbol table")
    return Symbols(
        book,
        clauses={k: cl[i] for k, i in clauses},
        names={k: (kind, of_kind[kind][i]) for k, kind, i in names},
        terms={k: tm[i] for k, i in terms},
        enum_values={k: {vk: value(v) for vk, v in vs} for k, vs in enum_values},
        sides={k: sd[i] for k, i in sides},
        referenced_by={k: list(cs) for k, cs in referenced_by},
        external_refs=dict(external_refs),
        draft=draft,
        not_written={k: [spans[i] for i in at] for k, at in not_written},
    )
