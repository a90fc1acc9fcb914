"""The lowering (`dsl.lower`) takes the types the checks of the same load found (`Loaded.found_types`,
from `dsl.checks.validate`: each formula's, each node's in the scope it was read in) instead of working
them out again: the rule model it gives must be the one it gives working them out itself (as after
a warm load, where no check ran), to the letter, for every bundled book and the fixture."""
from __future__ import annotations

import attrs
import pytest

from conftest import ROOT, bundled_books, everything
from dsl import loader
from dsl.checks.expressions import TypeChecker, formula_key
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
    assert len(found.formulas) == len(loaded.book.formulas)
    assert sum(scope is found.base for _, _, scope in found.types.values()) > 20
    own = TypeChecker(loaded.symbols, Report())
    # each formula's body read in the scope of its key, which the lowering makes again
    scopes = {formula_key(f): own.scope(f.params, formula_key(f)) for f in loaded.book.formulas}
    assert set(scopes) <= {key for _, key, _ in found.types}
    assert found.formulas == {f.id: own.formula_type(f) for f in loaded.book.formulas}
    again = [(own.check(e, scope if scope is not None else scopes[key], expect), t)
             for (_, key, expect), (t, e, scope) in found.types.items() if scope is not None or key in scopes]
    assert len(again) > len(found.types) // 2 and all(mine == t for mine, t in again)
    idx = index(loaded)
    by_checks = lower(loaded, idx)
    alone = lower(attrs.evolve(loaded, found_types=None), idx)
    assert everything(by_checks) == everything(alone)


def test_a_warm_load_carries_no_formula_types(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    folder = ROOT / "rulebooks" / "shanghai_incident"
    assert loader.load(folder, ROOT).found_types is not None
    assert loader.load(folder, ROOT).found_types is None      # (taken from the cache: no check ran)


def test_the_types_kept_for_the_lowering_hold_the_book_s_names_once(tmp_path, monkeypatch):
    """Each formula's scope (and each aggregate's, each `use`'s) was a copy of the book's names, and
    the checks kept one per formula for the lowering: a load's memory grew with the square of the
    book (64 copies of Changsha: 641 MB at its peak, 78 MB per MB of source), and its time too
    (making the copies). A scope now holds its own names over the book's, read through
    (`Scope.outer`), and is known by a key the lowering makes again (`Scope.key`); what the checks
    keep is the book's own scope, once."""
    monkeypatch.setenv("RULES_CACHE", "off")
    n = 300
    book = tmp_path / "many"
    book.mkdir()
    (book / "book.rules").write_text(
        'book many {\n  title "Many"\n  side red "Red"\n  dice 1d6\n}\n\nclause 1 "Facts" {\n'
        '  says "Facts and formulas."\n  record unit "A unit" {\n    factor: count "Its factor"\n  }\n'
        '  fact units: list of unit "The units"\n'
        + "".join(f'  fact f{i}: number "F{i}"\n' for i in range(n))
        + "".join(f'  formula g{i}(x: number) "G{i}" = x + f{i} + sum(u.factor + x for each u in units)\n'
                  for i in range(n))
        + "}\n")
    loaded = loader.load(book, tmp_path)
    assert loaded.ok, loaded.report.diagnostics[:3]
    found = loaded.found_types
    kept = {id(scope): scope for _, _, scope in found.types.values() if scope is not None}
    assert sum(map(len, kept.values())) <= len(found.base) + 10, sorted(map(len, kept.values()))[-5:]
    assert sum(isinstance(key, tuple) for _, key, _ in found.types) >= 2 * n    # (bodies and items keyed)
    checker = TypeChecker(loaded.symbols, Report())
    scope = checker.scope(loaded.book.formulas[0].params)
    assert dict(scope.items()) == {**found.base, "x": "number"} and len(scope) == len(found.base) + 1
    assert dict.__len__(scope) == 1 and scope["f7"] == "number" and "f7" in scope and "g7" not in scope
