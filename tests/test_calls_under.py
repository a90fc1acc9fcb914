"""`checks.expressions.calls_under`, the walk the checks of cycles (E405) and of types find a
rule's calls with: the calls `ir.walk` meets, in its order, for every construct of every bundled
book and the fixture (it goes past positions, which hold no call)."""
from __future__ import annotations

import pytest

from conftest import ROOT, bundled_books
from dsl import ir, loader
from dsl import model as m
from dsl.checks.expressions import calls_under

BOOKS = [ROOT / "rulebooks" / name for name in bundled_books()] + [ROOT / "tests" / "cases" / "fixture"]


@pytest.mark.parametrize("folder", BOOKS, ids=lambda f: f.name)
def test_calls_under_are_the_calls_a_walk_meets(folder):
    book = loader.load(folder, ROOT).book
    constructs = [*book.formulas, *book.modifiers, *book.permissions, *book.combines, *book.exceptions,
                  *(check for ex in book.examples for check in ex.checks)]
    assert sum(len(calls_under(c)) for c in constructs) > 10
    for c in constructs:
        assert [id(n) for n in calls_under(c)] == [id(n) for n in ir.walk(c) if isinstance(n, m.Call)]
