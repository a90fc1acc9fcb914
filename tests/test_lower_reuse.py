"""The lowering (`dsl.lower`) takes each formula's type from the checks of the same load
(`Loaded.formula_types`, from `dsl.checks.validate`) instead of checking every body again: the rule
model it gives must be the one it gives working them out itself (as after a warm load, where no
check ran), to the letter, for every bundled book and the fixture."""
from __future__ import annotations

import attrs
import pytest

from conftest import ROOT, bundled_books, everything
from dsl import loader
from dsl.checks.expressions import TypeChecker
from dsl.diagnostics import Report
from dsl.index import index
from dsl.lower import lower

BOOKS = [ROOT / "rulebooks" / name for name in bundled_books()] + [ROOT / "tests" / "cases" / "fixture"]


@pytest.mark.parametrize("folder", BOOKS, ids=lambda f: f.name)
def test_formula_types_from_the_checks_give_the_same_rule_model(folder, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", "off")          # (a load that runs every check)
    loaded = loader.load(folder, ROOT)
    assert loaded.ok and loaded.formula_types is not None
    assert len(loaded.formula_types) == len(loaded.book.formulas)
    own = TypeChecker(loaded.symbols, Report())
    assert loaded.formula_types == {f.id: own.formula_type(f) for f in loaded.book.formulas}
    idx = index(loaded)
    by_checks = lower(loaded, idx)
    alone = lower(attrs.evolve(loaded, formula_types=None), idx)
    assert everything(by_checks) == everything(alone)


def test_a_warm_load_carries_no_formula_types(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    folder = ROOT / "rulebooks" / "shanghai_incident"
    assert loader.load(folder, ROOT).formula_types is not None
    assert loader.load(folder, ROOT).formula_types is None      # (taken from the cache: no check ran)
