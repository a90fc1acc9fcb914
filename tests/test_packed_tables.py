"""A table of many cells has its data written as one JSON text (`to_python.packed`, read back by
`_rt.from_json`): Python's compiler holds a syntax tree of every element of a literal, and a table
of 32,000 cells (2 MB of tuples) took 250 MB to compile, in `rules check` and at the package's
first import. These tests write every bundled book's tables packed and check that the package
answers every conformance vector as the package written with literals does."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from compiler import to_python
from compiler.conform_python import answer
from compiler.examples import load_module
from compiler.pipeline import compile_book
from dsl import runtime as rt
from tests.conftest import ROOT, bundled_books


def test_the_bundled_books_tables_are_literals():
    for name in bundled_books():
        source = (ROOT / "generated" / name / "__init__.py").read_text(encoding="utf-8")
        assert "_rt.from_json(" not in source, name   # (each under PACKED_CELLS: readable as written)


@pytest.mark.parametrize("name", ["changsha", "war_of_the_suns"])
def test_a_package_with_its_tables_packed_answers_as_written(name, monkeypatch):
    c = compile_book(ROOT / "rulebooks" / name, run=False)
    monkeypatch.setattr(to_python, "PACKED_CELLS", 0)
    packed = to_python.emit_python(c.ir)
    assert packed.count("_rt.from_json(") >= 2 * len(c.ir.tables)   # (rows and cells of each, at least)
    module = load_module(f"{name}_packed", packed)
    whole = load_module(f"{name}_whole", c.python)
    for tid, table in whole.TABLES.items():
        for field in ("rows", "cells", "effects", "marks"):
            assert getattr(module.TABLES[tid], field) == getattr(table, field), (tid, field)
    vectors = json.loads((ROOT / "generated" / name / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    for v in vectors:
        got = answer(module, {**v["input"], "id": v["id"], "book": name})
        assert {k: x for k, x in got.items() if k not in ("id", "left")} == v["expected"], v["id"]


def test_packed_data_reads_back_as_it_was():
    data = (("a", 1, -2, True, None), (Fraction(1, 2), ("x", ((("number", (("value", Fraction(-3, 4)),)),),))), ())
    code = to_python.packed(data)
    assert code.startswith("_rt.from_json('") and eval(code, {"_rt": rt}) == data
    assert [type(x) for x in eval(code, {"_rt": rt})[0]] == [str, int, int, bool, type(None)]
    assert to_python.packed(data, big=False) is data and to_python.packed(None) is None
    with pytest.raises(TypeError):
        to_python.packed(({"a": 1},))
