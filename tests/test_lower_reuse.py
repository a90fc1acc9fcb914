"""The lowering (`dsl.lower`) takes the types the checks of the same load found (`Loaded.found_types`,
from `dsl.checks.validate`: each formula's, each node's in the scope it was read in) instead of working
them out again: the rule model it gives must be the one it gives working them out itself (as after
a warm load, where no check ran), to the letter, for every bundled book and the fixture."""
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
    assert loaded.ok and loaded.found_types is not None
    found = loaded.found_types
    assert len(found.formulas) == len(loaded.book.formulas) == len(found.scopes)
    assert sum(scope is found.base for _, _, scope in found.types.values()) > 20
    bodies = {id(scope) for scope in found.scopes.values()}   # (each formula's body read in its own)
    assert sum(id(scope) in bodies for _, _, scope in found.types.values()) >= len(found.scopes)
    own = TypeChecker(loaded.symbols, Report())
    assert found.formulas == {f.id: own.formula_type(f) for f in loaded.book.formulas}
    assert all(own.check(e, scope, expect) == t for (_, _, expect), (t, e, scope) in found.types.items())
    idx = index(loaded)
    by_checks = lower(loaded, idx)
    alone = lower(attrs.evolve(loaded, found_types=None), idx)
    assert everything(by_checks) == everything(alone)


def test_a_warm_load_carries_no_formula_types(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    folder = ROOT / "rulebooks" / "shanghai_incident"
    assert loader.load(folder, ROOT).found_types is not None
    assert loader.load(folder, ROOT).found_types is None      # (taken from the cache: no check ran)
