"""The JSON export is the rule model itself (schema 3): it validates against the shipped JSON Schema,
reads back with cattrs into an equal model, and carries what engines need as data (signed shifts,
expression trees), never rules-language source text."""
from __future__ import annotations

import json

import pytest

from conftest import ROOT, bundled_books, compiled_book
from dsl import ir
from dsl.ir_json import from_data
from dsl.ir_schema import book_schema

jsonschema = pytest.importorskip("jsonschema")
SCHEMA = ROOT / "generated" / "schemas" / "book.schema.json"


def _book_json(book: str) -> dict:
    return json.loads((ROOT / "generated" / book / "book.json").read_text(encoding="utf-8"))


def test_the_shipped_schema_is_the_one_the_model_gives():
    assert json.loads(SCHEMA.read_text(encoding="utf-8")) == book_schema()
    jsonschema.Draft202012Validator.check_schema(book_schema())


def test_every_object_of_the_schema_is_described():
    """json.md promises "a description for every object"; 17 of 57 (Scenario, Formula, Step, …) had none."""
    empty = [name for name, d in book_schema()["$defs"].items() if not d.get("description", "").strip()]
    assert not empty, empty


def test_the_schema_keeps_its_descriptions_under_python_OO():
    """`python -OO` (PYTHONOPTIMIZE=2) drops docstrings, which the schema's descriptions came from:
    a build run so wrote a book.schema.json of empty descriptions (and kept it in the cache)."""
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-OO", "-c", "import json, sys; from dsl.ir_schema import book_schema; "
                          "sys.stdout.write(json.dumps(book_schema()))"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == json.loads(SCHEMA.read_text(encoding="utf-8"))


@pytest.mark.parametrize("book", bundled_books())
def test_book_json_validates_against_the_schema(book):
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text(encoding="utf-8")))
    errors = [f"{list(e.path)}: {e.message[:120]}" for e in validator.iter_errors(_book_json(book))]
    assert errors == []


@pytest.mark.parametrize("book", bundled_books())
def test_book_json_reads_back_into_an_equal_model(book):
    assert from_data(_book_json(book)) == compiled_book(book).ir


def test_a_wrong_schema_version_is_refused():
    data = _book_json("shanghai_incident")
    with pytest.raises(ValueError, match="schema 1"):
        from_data({**data, "schema": 1})


def test_a_shift_by_a_constant_keeps_its_direction():
    # Changsha 12.5: `shift river_columns left` is minus the constant, not the bare constant
    mod = next(m for m in compiled_book("changsha").ir.modifiers if m.id == "river_shift")
    assert mod.effect == "shift"
    assert mod.amount == ir.Unary("neg", ir.Ref("constant", "river_columns", "number", clause="12.5"), "number")
    data = next(m for m in _book_json("changsha")["modifiers"] if m["id"] == "river_shift")
    assert data["amount"]["node"] == "unary" and data["amount"]["op"] == "neg"


def test_conditions_and_formulas_are_trees_not_source_text():
    data = _book_json("changsha")
    for f in data["formulas"]:
        assert isinstance(f["body"], dict) and "node" in f["body"]
    for m in data["modifiers"]:
        cond = m["applies"]["condition"]
        assert cond is None or (isinstance(cond, dict) and "node" in cond)


def test_every_reference_in_an_expression_is_resolved():
    kinds = {"fact", "constant", "param", "enum_value", "builtin_fact", "local"}   # local: an aggregate's item
    for book in bundled_books():
        seen = []

        def walk(x):
            if isinstance(x, dict):
                if x.get("node") == "ref":
                    seen.append(x["kind"])
                for v in x.values():
                    walk(v)
            elif isinstance(x, list):
                for v in x:
                    walk(v)
        walk(_book_json(book))
        assert seen and set(seen) <= kinds, book
