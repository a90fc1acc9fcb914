"""The rule model as JSON, and back: one cattrs converter for `ir`. Fed by: `lower` (an `ir.Book`);
read by `compiler.to_json` (the export) and by anyone loading a `book.json`.

Conventions, documented in `docs/json.md` and checked by `schemas/book.schema.json`:
- an expression is an object whose `node` names its class in lower case (`lit`, `ref`, `binary`…);
- a number is a JSON integer, or a string `"n/d"` when it is a fraction (exact, never a float);
- a literal's `value` is read by its `type`: a ratio is `"3:1"`, a flag `true`/`false`, a number as
  above, text and dice as strings, `none` as null, a `list of number` / `list of <enum>` (a list
  constant) an array of numbers / enum value ids;
- an effect's fields are an object `{field: number}` (the `text` field of a text cell is a string);
- tuples are arrays; absent optional values are null.

Writing runs one function per class, shipped as source (`ir_json_writers`, written by
`python -m dsl.ir_json_gen --write` from the classes' declared types), while its key is the key of
the classes, this module and the generator as they are now (`writers_key`); else it runs cattrs'
functions, made from the same types when first asked (about 40 ms, once per process: cattrs made
them again in a build's worker, for its second book, after its first had cleared cattrs' cache).
Both give the same data (a test compares them on every book). Reading runs cattrs' converter,
made on the first `from_data`.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial
from typing import Any, Optional, Union, get_args, get_origin

import attrs
import cattrs
from cattrs.fns import identity
from cattrs.gen import make_dict_unstructure_fn

from . import ir, ir_json_writers

SCHEMA_VERSION = 3


def number_out(value) -> Any:
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return value


def number_in(value) -> ir.Number:
    if isinstance(value, str):
        return Fraction(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a number: {value!r}")
    return value


def _lit_out(lit: ir.Lit) -> dict:
    v = lit.value
    if lit.type == "number":
        v = number_out(v)
    elif lit.type == "ratio":
        v = f"{v[0]}:{v[1]}"
    elif lit.type.startswith("list of "):    # a list constant: numbers as above, or enum value ids
        v = [number_out(x) if lit.type == "list of number" else x for x in v]
    return {"node": "lit", "type": lit.type, "value": v}


def _lit_in(data: dict, _=None) -> ir.Lit:
    t, v = data["type"], data["value"]
    if t == "number":
        v = number_in(v)
    elif t == "ratio":
        a, d = str(v).split(":")
        v = (int(a), int(d))
    elif t.startswith("list of "):
        v = tuple(number_in(x) if t == "list of number" else x for x in v)
    return ir.Lit(v, t)


def _effect_out(e: ir.Effect) -> dict:
    return {"kind": e.kind, "fields": {k: v if k == "text" or v.__class__ is int else number_out(v)
                                       for k, v in e.fields}}


def _effect_in(data: dict, _=None) -> ir.Effect:
    return ir.Effect(data["kind"], tuple((k, v if k == "text" else number_in(v)) for k, v in data["fields"].items()))


EXPR_NODES = {cl.__name__.lower(): cl for cl in get_args(ir.Expr)}


_PLAIN = (str, int, bool, type(None))


def _plain_union(t) -> bool:
    """A union of JSON's own values only (`str | None`, `int | None`): each is written as itself."""
    return get_origin(t) is Union and all(a in _PLAIN for a in get_args(t))


def _list_of(converter: cattrs.Converter):
    """The hook writing a `tuple[X, ...]` as a list, each item by X's hook (what cattrs' own does,
    without a generator per tuple)."""
    def hook(cl):
        item = converter.get_unstructure_hook(get_args(cl)[0], cache_result=False)
        return list if item is identity else lambda items: list(map(item, items))
    return hook


def _homogeneous(t) -> bool:
    args = get_args(t)
    return get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis


def make_converter() -> cattrs.Converter:
    c = cattrs.Converter(forbid_extra_keys=True)
    # Writing, as cattrs would, with less work per value: plain unions written as themselves (the
    # classes' functions then read the field directly), homogeneous tuples through `map`, numbers
    # and expressions by their own hooks rather than a dispatch on each value's class.
    c.register_unstructure_hook_func(_plain_union, identity)
    c.register_unstructure_hook_factory(_homogeneous, _list_of(c))
    for number in (ir.Number, Optional[ir.Number]):
        c.register_unstructure_hook_func(lambda t, number=number: t == number, number_out)
    c.register_unstructure_hook(Fraction, number_out)
    expr_out: dict = {}     # each expression node's hook, by its class (filled once they are made, below)
    c.register_unstructure_hook_func(lambda t: t == ir.Expr, lambda v: expr_out[v.__class__](v))
    c.register_unstructure_hook_func(lambda t: t == Optional[ir.Expr],
                                     lambda v: None if v is None else expr_out[v.__class__](v))
    c.register_structure_hook(ir.Number, lambda v, _: number_in(v))
    c.register_structure_hook(Optional[ir.Number], lambda v, _: None if v is None else number_in(v))
    c.register_unstructure_hook(ir.Effect, _effect_out)
    c.register_structure_hook(ir.Effect, _effect_in)
    # Expressions: each node is written with its tag; a union of them is read by the tag.
    for tag, cl in EXPR_NODES.items():
        if cl is ir.Lit:
            continue
        plain = make_dict_unstructure_fn(cl, c)
        c.register_unstructure_hook(cl, lambda v, plain=plain, tag=tag: {"node": tag, **plain(v)})
    c.register_unstructure_hook(ir.Lit, _lit_out)
    c.register_structure_hook(ir.Lit, _lit_in)

    def expr_in(data, _=None):
        if not isinstance(data, dict) or data.get("node") not in EXPR_NODES:
            raise ValueError(f"not an expression node: {data!r:.80}")
        cl = EXPR_NODES[data["node"]]
        return _lit_in(data) if cl is ir.Lit else c.structure({k: v for k, v in data.items() if k != "node"}, cl)
    c.register_structure_hook(ir.Expr, expr_in)
    c.register_structure_hook(Optional[ir.Expr], lambda v, _: None if v is None else expr_in(v))
    expr_out.update({cl: c.get_unstructure_hook(cl) for cl in EXPR_NODES.values()})
    return c


@lru_cache(maxsize=1)
def converter() -> cattrs.Converter:
    """The converter (`make_converter`), made once, when first asked."""
    return make_converter()


def __getattr__(name: str):
    if name == "CONVERTER":     # (the converter as a name of the module, as it was: made when read)
        return converter()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def writers_key() -> str:
    """What the shipped writers depend on: this module and their generator as written, every class
    of `ir` (its name, its fields' names and declared types) and the model's type aliases."""
    import hashlib
    from pathlib import Path
    h = hashlib.sha256(b"ir_json writers\0")
    for name in ("ir_json.py", "ir_json_gen.py"):
        h.update(Path(__file__).with_name(name).read_bytes())
    for name, value in vars(ir).items():
        if isinstance(value, type) and attrs.has(value) and value.__module__ == ir.__name__:
            h.update(repr((name, [(f.name, vars(value).get("__annotations__", {}).get(f.name, ""))
                                  for f in attrs.fields(value)])).encode())
        elif get_origin(value) is not None:
            h.update(repr((name, value)).encode())
    return h.hexdigest()


@lru_cache(maxsize=1)
def book_writer():
    """The function writing an `ir.Book`'s fields: the shipped one while its key is the key now,
    else cattrs'."""
    shipped = vars(ir_json_writers)
    if shipped.get("KEY") != writers_key():
        return partial(converter().unstructure, unstructure_as=ir.Book)
    shipped.update(number_out=number_out, lit_out=_lit_out, effect_out=_effect_out,
                   EXPR={cl: _lit_out if cl is ir.Lit else shipped["WRITERS"][cl.__name__]
                         for cl in EXPR_NODES.values()})
    return shipped["WRITERS"]["Book"]


def to_data(book: ir.Book) -> dict:
    """The book as JSON-ready data: `{"schema": 3, "book": id, …the other fields of ir.Book…}`."""
    fields = book_writer()(book)
    return {"schema": SCHEMA_VERSION, "book": fields.pop("id"), **fields}


def from_data(data: dict) -> ir.Book:
    """An `ir.Book` from JSON data written by `to_data` (any other schema version is refused)."""
    if data.get("schema") != SCHEMA_VERSION:
        raise ValueError(f"book.json schema {data.get('schema')!r}; this reader knows schema {SCHEMA_VERSION}")
    fields = {k: v for k, v in data.items() if k not in ("schema", "book")}
    return converter().structure({"id": data.get("book"), **fields}, ir.Book)
