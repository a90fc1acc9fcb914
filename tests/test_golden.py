"""Golden tests: the generated Python, JSON and web-book pages of the fixture book, which uses
every construct. Review changes with `git diff`; rewrite them with `pytest --update-golden`."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from compiler.to_json import dumps, export
from compiler.to_site import book_pages, environment

FIXTURE = Path(__file__).parent / "cases" / "fixture"
GOLDEN = Path(__file__).parent / "golden" / "fixture"


@pytest.fixture(scope="module")
def outputs() -> dict[str, str]:
    c = compile_book(FIXTURE)
    assert c.ok, [str(d) for d in c.diagnostics()]
    out = {"fixture.py": c.python, "book.json": dumps(export(c.ir))}
    out.update({f"site-{k}": v for k, v in book_pages(c, environment()).items()})
    return out


@pytest.mark.parametrize("name", ["fixture.py", "book.json", "site-index.md", "site-rules.md", "site-tables.md",
                                  "site-glossary.md"])
def test_golden(outputs, name, update_golden):
    path = GOLDEN / name
    if update_golden:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(outputs[name], encoding="utf-8")
    assert path.exists(), f"missing golden file {path}; run pytest --update-golden"
    assert outputs[name] == path.read_text(encoding="utf-8"), f"{name} differs from its golden file"


def test_fixture_uses_every_construct(outputs):
    c = compile_book(FIXTURE)
    b = c.loaded.book
    for kind in ("terms", "enums", "facts", "constants", "tables", "results", "formulas", "modifiers", "combines",
                 "permissions", "exceptions", "sequences", "scenarios", "examples", "aids"):
        assert getattr(b, kind), f"the fixture has no {kind}"
    assert b.header.externals and any(t.missing for t in b.tables)
    assert any(n.kind == "doubt" for cl in b.clauses for n in cl.notes)
