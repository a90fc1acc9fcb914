"""The JSON export's writers ship as source (`dsl.ir_json_writers`, written by
`python -m dsl.ir_json_gen --write`): the shipped module is what the generator writes now, the export
uses it under its key, and it writes exactly what cattrs' converter writes (the same keys in the same
order, the same values of the same classes, lists where it makes lists and tuples where it makes
tuples) on every bundled book and every book of the tests; under another key cattrs writes."""
from __future__ import annotations

import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl import ir, ir_json, ir_json_gen, ir_json_writers

ROOT = Path(__file__).resolve().parent.parent
BOOKS = ([p for p in sorted((ROOT / "rulebooks").iterdir()) if list(p.glob("*.rules"))]
         + [p for p in sorted((ROOT / "tests" / "cases").iterdir()) if p.name != "bad" and list(p.glob("*.rules"))])


def test_the_shipped_module_is_what_the_generator_writes_now():
    assert ir_json_gen.SHIPPED.read_text(encoding="utf-8") == ir_json_gen.source(), \
        "dsl.ir, dsl.ir_json or its generator changed: run `python -m dsl.ir_json_gen --write`"


def test_the_export_writes_with_the_shipped_module_and_no_cattrs_function():
    out = subprocess.run([sys.executable, "-c", "from dsl import ir_json, ir_json_writers; "
                          "print(ir_json.book_writer() is ir_json_writers.WRITERS['Book'], ir_json.converter.cache_info().currsize)"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True", "0"]


def _same(a, b, where="book"):
    assert type(a) is type(b), where
    if isinstance(a, dict):
        assert list(a) == list(b), where
        for k in a:
            _same(a[k], b[k], f"{where}[{k!r}]")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b)):
            _same(x, y, f"{where}[{i}]")
    else:
        assert a == b, where


@pytest.mark.parametrize("folder", BOOKS, ids=[p.name for p in BOOKS])
def test_the_shipped_writers_write_what_cattrs_writes(folder):
    c = compile_book(folder)
    if c.ir is None:
        pytest.skip("the book does not lower")
    by_cattrs = ir_json.converter().unstructure(c.ir, ir.Book)
    assert ir_json.book_writer() is ir_json_writers.WRITERS["Book"]
    _same(ir_json_writers.WRITERS["Book"](c.ir), by_cattrs)


def test_under_another_key_cattrs_writes(monkeypatch):
    ir_json.book_writer.cache_clear()
    monkeypatch.setattr(ir_json_writers, "KEY", "another model")
    try:
        writer = ir_json.book_writer()
        assert isinstance(writer, partial) and writer.func == ir_json.converter().unstructure
        book = compile_book(BOOKS[0]).ir
        _same(ir_json.to_data(book), {"schema": ir_json.SCHEMA_VERSION, "book": book.id,
                                      **{k: v for k, v in ir_json_writers.WRITERS["Book"](book).items() if k != "id"}})
    finally:
        ir_json.book_writer.cache_clear()
