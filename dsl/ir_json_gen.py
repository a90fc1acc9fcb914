"""Writes `ir_json_writers`: the JSON export's writer of each class of the rule model (`ir`), as the
Python source of one function per class, from its fields' declared types. Fed by: `ir` (the classes
and their types) and `ir_json` (the functions the writers call: `number_out`, `_lit_out`,
`_effect_out`), which uses the shipped module while its key (`ir_json.writers_key`: `ir_json`, this
generator, each class's fields and declared types, the model's type aliases) is the key now, and
else writes with cattrs, as before. Run `python -m dsl.ir_json_gen --write` after changing them (a
test fails until then).

Each function gives what `ir_json`'s cattrs converter gives (the reference: a test compares both
on every bundled and test book, value for value, class for class): a dict of every field in
declaration order (an expression node's `"node"` first); a field of a plain type (str, int, bool,
None, `object`, a union of them) as it is; a number by `number_out`; an expression by its node's
writer, by its class; `T | None` as None or as T is written; `tuple[T, ...]` as a list; a fixed
tuple as a tuple of its items, each as its type is written.
"""
from __future__ import annotations

import sys
import typing
from fractions import Fraction
from pathlib import Path
from typing import Optional, Union, get_args, get_origin

import attrs

from . import ir

SHIPPED = Path(__file__).with_name("ir_json_writers.py")
_PLAIN = (str, int, bool, type(None), object)


def classes() -> list[type]:
    """The attrs classes of `ir`, in the order the module declares them."""
    return [cl for cl in vars(ir).values() if isinstance(cl, type) and attrs.has(cl) and cl.__module__ == ir.__name__]


def _node_tags() -> dict[type, str]:
    from .ir_json import EXPR_NODES
    return {cl: tag for tag, cl in EXPR_NODES.items()}


class _Writer:
    def __init__(self):
        self.depth = 0

    def value(self, t, x: str) -> str:
        """The expression writing `x`, a value of type `t`."""
        args = get_args(t)
        if t in _PLAIN or (get_origin(t) is Union and all(a in _PLAIN for a in args)):
            return x
        if t in (ir.Number, Optional[ir.Number], Fraction):
            return f"number_out({x})"
        if t == ir.Expr:
            return f"EXPR[{x}.__class__]({x})"
        if t == Optional[ir.Expr]:
            return f"(None if {x} is None else EXPR[{x}.__class__]({x}))"
        if t is ir.Lit:
            return f"lit_out({x})"
        if t is ir.Effect:
            return f"effect_out({x})"
        if isinstance(t, type) and attrs.has(t) and t.__module__ == ir.__name__:
            return f"_{t.__name__}({x})"
        if get_origin(t) is Union and len(args) == 2 and type(None) in args:
            other = args[0] if args[1] is type(None) else args[1]
            return f"(None if {x} is None else {self.value(other, x)})"
        if get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis:
            item = f"i{self.depth}"
            self.depth += 1
            written = self.value(args[0], item)
            self.depth -= 1
            return f"list({x})" if written == item else f"[{written} for {item} in {x}]"
        if get_origin(t) is tuple and args and Ellipsis not in args:
            return "(" + "".join(f"{self.value(a, f'{x}[{i}]')}, " for i, a in enumerate(args)) + ")"
        raise TypeError(f"no writer for a field of type {t!r}")


def function(cl: type, tags: dict[type, str]) -> str:
    """The source of `cl`'s writer."""
    hints = typing.get_type_hints(cl, vars(ir))
    writer = _Writer()
    items = [f"'node': {tags[cl]!r}"] if cl in tags else []
    items += [f"{f.name!r}: {writer.value(hints[f.name], 'v.' + f.name)}" for f in attrs.fields(cl)]
    return f"def _{cl.__name__}(v):\n    return {{\n" + "".join(f"        {item},\n" for item in items) + "    }\n"


def source() -> str:
    """The shipped module as it is now."""
    from .ir_json import writers_key
    tags = _node_tags()
    written = [cl for cl in classes() if cl is not ir.Lit and cl is not ir.Effect]   # (written by ir_json's own)
    return ('"""The JSON export\'s writer of each class of `dsl.ir`: written by `python -m dsl.ir_json_gen '
            '--write` (do not\nedit); read by `dsl.ir_json`, which binds `number_out`, `lit_out`, `effect_out` '
            'and `EXPR` (each\nexpression node\'s writer, by its class) before it calls them."""\n'
            "# flake8: noqa\n"
            f"KEY = {writers_key()!r}\n\n\n" + "\n\n".join(function(cl, tags) for cl in written)
            + "\n\nWRITERS = {\n" + "".join(f"    {cl.__name__!r}: _{cl.__name__},\n" for cl in written) + "}\n")


if __name__ == "__main__":   # python -m dsl.ir_json_gen --write
    if sys.argv[1:] != ["--write"]:
        sys.exit(f"usage: python -m dsl.ir_json_gen --write   (writes {SHIPPED.name})")
    SHIPPED.write_text(source(), encoding="utf-8")
    print(f"wrote {SHIPPED}")
