"""A table of many cells has its data written as one JSON text (`python_packing.packed`, read back by
`_rt.from_json`): Python's compiler holds a syntax tree of every element of a literal, and a table
of 32,000 cells (2 MB of tuples) took 250 MB to compile, in `rules check` and at the package's
first import. These tests write every bundled book's tables packed and check that the package
answers every conformance vector as the package written with literals does."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from compiler import python_packing, python_registries, to_python
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
    monkeypatch.setattr(python_registries, "PACKED_CELLS", 0)
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
    code = python_packing.packed(data)
    assert code.startswith("_rt.from_json('") and eval(code, {"_rt": rt}) == data
    assert [type(x) for x in eval(code, {"_rt": rt})[0]] == [str, int, int, bool, type(None)]
    assert python_packing.packed(data, big=False) is data and python_packing.packed(None) is None
    with pytest.raises(TypeError):
        python_packing.packed(({"a": 1},))


def test_a_registry_of_many_records_is_one_json_text_read_back_as_written(tmp_path, monkeypatch):
    """10,000 one-line clauses: their `CLAUSES`, written as literals, took 210 MB to compile (25 KB a
    clause: a 3.7 MB book needed 2.5 GB to check). Past `PACKED_RECORDS` a registry of plain records
    is one JSON text, and reads back as the literals do; one holding source (a ratio) stays literal."""
    from compiler.examples import load_module
    from compiler.pipeline import compile_book
    clauses = "".join(f'clause {i}.0 "C{i}" {{ says "Clause {i} [1.0]." note "n" }}\n' for i in range(1, 40))
    book = tmp_path / "bk"
    book.mkdir()
    (book / "book.rules").write_text('book bk { title "B" side red "Red" side blue "Blue" dice 1d6 }\n' + clauses
                                     + 'clause 50 "K" { says "k" constant a = 3:1 "A" constant b = 2 "B" '
                                       'constant c = 1/2 "C" }\n', encoding="utf-8")
    monkeypatch.setattr(python_packing, "PACKED_RECORDS", 3)
    packed = compile_book(book)
    assert packed.ok and "_rt.records_from_json(" in packed.python, [str(d) for d in packed.diagnostics()]
    assert "CONSTANTS = _rt.records_from_json(" not in packed.python   # (a ratio is source: literal)
    monkeypatch.setattr(python_packing, "PACKED_RECORDS", 10**9)
    plain = compile_book(book)
    assert "_rt.records_from_json(" not in plain.python
    for name in ("CLAUSES", "CONSTANTS", "TERMS", "FACTS"):
        a, b = getattr(packed.module, name), getattr(plain.module, name)
        assert a == b and type(a) is type(b), name
        assert [type(getattr(r, f)) for r in a.values() for f in r.as_dict()] == \
               [type(getattr(r, f)) for r in b.values() for f in r.as_dict()], name
    with pytest.raises(TypeError, match="read-only"):
        packed.module.CLAUSES["x"] = packed.module.CLAUSES["1.0"]
    with pytest.raises(AttributeError, match="read-only"):
        packed.module.CLAUSES["1.0"].title = "x"
