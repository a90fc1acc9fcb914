"""The generated package's data literals (compiler/python_data.py): `repr` of plain data laid out,
and nothing else: any other value, part or dict key is TypeError, never pasted into the source."""
from __future__ import annotations

from fractions import Fraction

import pytest

from compiler.python_data import Code, Rec, block, literal


def test_plain_data_is_written_as_python_reads_it_back():
    value = {"a": (1, Fraction(1, 2), None, True), 2: ["x" * 150, ("one",)], "r": ()}
    assert eval(literal(value), {"Fraction": Fraction}) == value           # noqa: S307 (our own literal)
    laid_out = block(value, 0)
    assert max(map(len, laid_out.splitlines())) <= 104 and "\n" in laid_out
    assert eval(laid_out, {"Fraction": Fraction}) == value                 # noqa: S307
    assert literal({Code("_KEY"): Code("_rule")}) == "{_KEY: _rule}"       # built safely elsewhere: as it is
    assert literal(Rec(id="x", n=1)) == "_rt.Record(id='x', n=1)"


@pytest.mark.parametrize("value", [object(), 1.5, {"a": {1, 2}}, [b"bytes"], {("a", "b"): 1}, Rec(x=object())],
                         ids=["object", "float", "set", "bytes", "tuple key", "record of an object"])
def test_anything_else_is_refused_deep_inside_too(value):
    for write in (literal, block):
        with pytest.raises(TypeError, match="no literal for"):
            write(value)
