"""Values of any kind as JSON data, and back: one cattrs converter. Fed by: whatever the build
asks `cache` to keep (compiled examples, a book's rendered outputs), and `compact_json` for the
model's fields whose type is not fixed (a constant's value); a file's `FileModel` and a whole
loaded book are kept by `compact_json` (faster), though this converter still reads and writes them.

Conventions (data for the cache, not a published format; `ir_json` is the published one):
- a span is an array `[path, line, column, end_line, end_column]`, so positions survive the trip;
- an expression is an object whose `node` names its class (`"Compare"`), read back by that name;
- fields left at their default are omitted;
- bytes are not written into the JSON: they go, as they are, to a separate byte string that travels
  with it (`to_data` returns both), and the JSON holds `[start, length]` in it;
- a value whose type the model does not fix (`object`, bare `list`/`dict`, the top of a cache entry)
  is tagged by what it is: `{"tuple": […]}`, `{"fraction": "n/d"}`, `{"bytes": [start, length]}`,
  `{"dict": [[key, value], …]}`, or `{"class": "module:Name", "fields": {…}}` for an attrs class of
  this project. Reading never imports anything: a class is found only in a module of `dsl` or
  `compiler` that is already loaded, and must be an attrs class; anything else is refused.
"""
from __future__ import annotations

import sys
from contextvars import ContextVar
from fractions import Fraction
from typing import Any, Optional, Union, get_args, get_origin

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from . import model as m
from .source import Span

_PROJECT = ("dsl", "compiler")
EXPR_NODES = {cl.__name__: cl for cl in get_args(m.Expr)}
_BLOBS: ContextVar = ContextVar("blobs")    # the bytes written (`Parts`, a bytearray) or being read (bytes)


class Parts:
    """The byte strings a value holds, as `to_data` writes them: kept one after the other, never
    joined (a book's outputs are megabytes; the cache writes them in turn). `len()` is their total
    length, and `+=` adds one, as with a bytearray."""
    __slots__ = ("parts", "size")

    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.size = 0

    def __iadd__(self, value: bytes) -> "Parts":
        self.parts.append(value)
        self.size += len(value)
        return self

    def __len__(self) -> int:
        return self.size


def span_out(span: Span) -> list:
    return [span.path, span.line, span.column, span.end_line, span.end_column]


def span_in(data, _=None) -> Span:
    path, line, column, end_line, end_column = data
    return Span(path, line, column, end_line, end_column)


def bytes_out(value: bytes) -> list:
    blobs = _BLOBS.get()
    blobs += value
    return [len(blobs) - len(value), len(value)]


def bytes_in(data, _=None) -> bytes:
    start, length = data
    blobs = _BLOBS.get()
    if not (type(start) is int and type(length) is int and 0 <= start <= start + length <= len(blobs)):
        raise ValueError(f"not a place in the bytes of this entry: {data!r:.80}")
    return blobs[start:start + length]


def _project_class(tag: str, refuse=ValueError) -> type:
    """The attrs class a tag names, if it is this project's and already imported (never imports)."""
    module, _, name = tag.partition(":")
    cls = getattr(sys.modules.get(module), name, None) if module.split(".")[0] in _PROJECT else None
    if not (isinstance(cls, type) and attrs.has(cls)):
        raise refuse(f"not a class of this project: {tag!r:.80}")
    return cls


def make_converter():
    """The converter, and the two functions for values whose type the model does not fix."""
    c = cattrs.Converter(detailed_validation=False, omit_if_default=True)

    def any_out(value):
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        if isinstance(value, list):
            return [any_out(x) for x in value]
        if isinstance(value, tuple):
            return {"tuple": [any_out(x) for x in value]}
        if isinstance(value, dict):
            return {"dict": [[any_out(k), any_out(v)] for k, v in value.items()]}
        if isinstance(value, bytes):
            return {"bytes": bytes_out(value)}
        if isinstance(value, Fraction):
            return {"fraction": f"{value.numerator}/{value.denominator}"}
        cls = type(value)
        tag = f"{cls.__module__}:{cls.__name__}"
        if attrs.has(cls) and _project_class(tag, refuse=TypeError) is cls:
            return {"class": tag, "fields": c.unstructure(value, cls)}
        raise TypeError(f"cannot keep a {cls.__name__} as JSON")

    def any_in(data, _=None):
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        if isinstance(data, list):
            return [any_in(x) for x in data]
        if isinstance(data, dict) and len(data) <= 2:
            if "tuple" in data:
                return tuple(any_in(x) for x in data["tuple"])
            if "dict" in data:
                return {any_in(k): any_in(v) for k, v in data["dict"]}
            if "bytes" in data:
                return bytes_in(data["bytes"])
            if "fraction" in data:
                return Fraction(data["fraction"])
            if "class" in data:
                return c.structure(data["fields"], _project_class(data["class"]))
        raise ValueError(f"not a value this converter wrote: {data!r:.80}")

    untyped = {object, Any, list, dict}
    c.register_unstructure_hook_func(lambda t: t in untyped, any_out)
    c.register_structure_hook_func(lambda t: t in untyped, any_in)
    c.register_unstructure_hook(bytes, bytes_out)
    c.register_structure_hook(bytes, bytes_in)
    c.register_unstructure_hook(Span, span_out)
    c.register_structure_hook(Span, span_in)
    c.register_structure_hook(Union[int, str, None], _int_or_name)

    c.register_unstructure_hook(Union[int, Fraction], any_out)
    c.register_structure_hook(Union[int, Fraction], _number(any_in))

    # `tuple[T, ...]`: cattrs' generic tuple hook looks up T's hook again for every tuple it reads;
    # this one finds it once per tuple type (the same hook, so the same values and errors).
    c.register_structure_hook_factory(_is_homogeneous_tuple, lambda t: _tuple_in(c, get_args(t)[0]))

    # Expressions: each node is written with its class name; a union of them is read by that name.
    # Each node's functions are made by cattrs when first used (a build keeps no expression here).
    read = {}

    def expr_in(data, _=None):
        return read[data["node"]](data, None)
    c.register_structure_hook(m.Expr, expr_in)
    c.register_structure_hook(Optional[m.Expr], lambda v, _: None if v is None else expr_in(v))
    for name, cl in EXPR_NODES.items():
        c.register_unstructure_hook(cl, _node_out(c, cl, name))
        read[name] = _node_in(c, cl)
    return c, any_out, any_in


def _node_out(c, cl, name):
    """An expression node's writer: its fields, by cattrs' function for its class (made on the
    first call), after its name."""
    made = []

    def node_out(value):
        if not made:
            made.append(make_dict_unstructure_fn(cl, c))
        return {"node": name, **made[0](value)}
    return node_out


def _node_in(c, cl):
    """An expression node's reader: cattrs' function for its class, made on the first call."""
    made = []

    def node_in(data, _=None):
        if not made:
            made.append(make_dict_structure_fn(cl, c))
        return made[0](data, None)
    return node_in


def _is_homogeneous_tuple(t) -> bool:
    args = get_args(t)
    return get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis and args[0] is not Any


def _tuple_in(c, item_type):
    hook = c.get_structure_hook(item_type)

    def tuple_in(data, _=None):
        return tuple([hook(x, item_type) for x in data])
    return tuple_in


def _number(any_in):
    def number_in(data, _=None):
        value = any_in(data)
        if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
            raise ValueError(f"not a number: {data!r:.80}")
        return value
    return number_in


def _int_or_name(value, _=None):
    """`at most 3` or `at most NAME`."""
    if value is None or (isinstance(value, (int, str)) and not isinstance(value, bool)):
        return value
    raise ValueError(f"not a number or a name: {value!r:.80}")


CONVERTER, _any_out, _any_in = make_converter()


def to_data(value) -> tuple[Any, list[bytes]]:
    """Any value the cache keeps (a `FileModel`, bytes, plain data, attrs classes of the project)
    as JSON-ready data, tagged so that `from_data` can tell what to rebuild, and the byte strings it
    holds, in order (read back as one: `from_data`)."""
    blobs = Parts()
    token = _BLOBS.set(blobs)
    try:
        return _any_out(value), blobs.parts
    finally:
        _BLOBS.reset(token)


def from_data(data, blobs: bytes = b"") -> Any:
    """The value `to_data` gave `data` and `blobs` for; an exception if it did not."""
    token = _BLOBS.set(blobs)
    try:
        return _any_in(data)
    finally:
        _BLOBS.reset(token)
