"""The JSON Schema of `book.json`, derived from the rule model's classes (`ir`) and the conventions of
`ir_json`, so the schema cannot drift from what the export writes. Fed by: `ir`; written by the
build to `generated/schemas/book.schema.json`.
"""
from __future__ import annotations

import ast
import sys
import typing
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Union, get_args, get_origin

import attrs

from . import ir
from .ir_json import EXPR_NODES, SCHEMA_VERSION

NUMBER = {"anyOf": [{"type": "integer"}, {"type": "string", "pattern": r"^-?\d+/\d+$"}],
          "description": "an integer, or an exact fraction written \"n/d\""}
_SPECIAL = {
    "Lit": {
        "type": "object", "required": ["node", "type", "value"], "additionalProperties": False,
        "description": "A literal; `value` is read by `type`: number (integer or \"n/d\"), flag (boolean), "
                       "text and dice (string), ratio (\"a:d\"), any (null: the literal none), list of number / "
                       "list of <enum> (an array of numbers / enum value ids: a list constant).",
        "properties": {"node": {"const": "lit"},
                       "type": {"anyOf": [{"enum": ["number", "flag", "text", "dice", "ratio", "any"]},
                                          {"type": "string", "pattern": "^list of [A-Za-z_][A-Za-z0-9_]*$"}]},
                       "value": {"anyOf": [{"type": ["integer", "boolean", "string", "null"]},
                                           {"type": "array", "items": {"type": ["integer", "string"]}}]}},
    },
    "Effect": {
        "type": "object", "required": ["kind", "fields"], "additionalProperties": False,
        "description": "One parsed effect of a cell: its kind and its fields, printed by its pattern or fixed by it.",
        "properties": {"kind": {"type": "string"},
                       "fields": {"type": "object", "additionalProperties": {"anyOf": [NUMBER, {"type": "string"}]}}},
    },
}


class _Builder:
    def __init__(self):
        self.defs: dict[str, dict] = {}

    def of(self, tp) -> dict:
        if tp is ir.Number or tp is Fraction:
            return NUMBER
        if tp is ir.Expr:
            self._expr()
            return {"$ref": "#/$defs/Expr"}
        if tp is str:
            return {"type": "string"}
        if tp is bool:
            return {"type": "boolean"}
        if tp is int:
            return {"type": "integer"}
        if tp is object:
            return {}
        origin, args = get_origin(tp), get_args(tp)
        if origin is Union:
            rest = [a for a in args if a is not type(None)]
            inner = Union[tuple(rest)] if len(rest) > 1 else rest[0]
            if set(rest) == set(get_args(ir.Expr)):
                inner = ir.Expr
            if set(rest) == set(get_args(ir.Number)):
                inner = ir.Number
            return {"anyOf": [self.of(inner), {"type": "null"}]} if type(None) in args else self.of(inner)
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.of(args[0])}
            return {"type": "array", "prefixItems": [self.of(a) for a in args], "minItems": len(args),
                    "maxItems": len(args)}
        if attrs.has(tp):
            self._class(tp)
            return {"$ref": f"#/$defs/{tp.__name__}"}
        raise TypeError(f"no schema for {tp!r}")

    def _expr(self):
        if "Expr" in self.defs:
            return
        self.defs["Expr"] = {"description": "An expression node; `node` names its kind.",
                             "oneOf": [{"$ref": f"#/$defs/{cl.__name__}"} for cl in EXPR_NODES.values()]}
        for cl in EXPR_NODES.values():
            self._class(cl)

    def _class(self, cl):
        name = cl.__name__
        if name in self.defs:
            return
        if name in _SPECIAL:
            self.defs[name] = _SPECIAL[name]
            return
        self.defs[name] = {}   # placeholder while its fields are built (classes refer to themselves)
        hints = typing.get_type_hints(cl, vars(ir))
        props = {f.name: self.of(hints[f.name]) for f in attrs.fields(cl)}
        if cl in EXPR_NODES.values():
            props = {"node": {"const": name.lower()}, **props}
        self.defs[name] = {"type": "object", "description": _docstring(cl).strip().split("\n\n")[0],
                           "required": list(props), "properties": props, "additionalProperties": False}


def _docstring(cl: type) -> str:
    """A class's docstring as its source writes it: read from the file, not `__doc__`, which
    `python -OO` (PYTHONOPTIMIZE=2) leaves None (every description of the schema was then empty)."""
    return _docstrings(sys.modules[cl.__module__].__file__).get(cl.__qualname__, "")


@lru_cache(maxsize=None)
def _docstrings(path: str) -> dict[str, str]:
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    return {node.name: ast.get_docstring(node, clean=False) or ""
            for node in tree.body if isinstance(node, ast.ClassDef)}


def book_schema() -> dict:
    b = _Builder()
    b.of(ir.Book)
    book = dict(b.defs.pop("Book"))
    props = dict(book["properties"])
    props.pop("id")
    props = {"schema": {"const": SCHEMA_VERSION}, "book": {"type": "string", "description": "the book's id"}, **props}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "book.schema.json",
            "title": "A compiled rulebook (rules export BOOK --format json)", "type": "object",
            "required": list(props), "properties": props, "additionalProperties": False,
            "$defs": dict(sorted(b.defs.items()))}


__all__ = ["book_schema"]
