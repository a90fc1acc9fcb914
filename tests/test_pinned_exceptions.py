"""Many exceptions of one rule, each pinned to a value of one fact (`when k == 3 …`, a scenario's):
found by the fact's value (`runtime_overrides.Pinned`) instead of asking every condition on every
call, with the same answers, traces and refusals as asking them all."""
from __future__ import annotations

import itertools

import pytest

from dsl import runtime as rt
from dsl.runtime_overrides import PINNED_FROM, Pinned

from conftest import compile_text

EXCEPTIONS = "\n".join(
    [f'  exception e{i} "E{i}" {{ overrides m when k == {i} use {i * 10} }}' for i in range(1, 10)]
    + ['  exception e10 "E10" { overrides m when 10 == k and night use 100 }',
       '  exception e11 "E11" { overrides m when k == 3 and night priority 1 use 300 }']
    + [f'  exception g{i} "G{i}" {{ overrides f when j == {i} use {i} }}' for i in range(PINNED_FROM)])
SCENARIOS = "\n".join(f'  scenario s{i} "S{i}" {{\n    turns 1 to 2\n    exception x{i} "X{i}" {{ overrides m2 use {i} }}\n  }}'
                      for i in range(PINNED_FROM + 1))
BOOK = f'''
book b {{ title "B" side red "Red" side blue "Blue" dice 1d6 }}
clause 1 "One" {{
  says "x"
  fact k: count = 0 "K"
  fact j: count "J"
  fact night: flag = no "Night"
  modifier m "M" {{ drm +1 }}
  modifier m2 "M2" {{ drm +2 }}
  formula f() = 7
{EXCEPTIONS}
{SCENARIOS}
}}
'''


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    compiled = compile_text(tmp_path_factory.mktemp("pinned"), BOOK)
    assert not [d for d in compiled.diagnostics() if d.severity == "error"], compiled.diagnostics()[:3]
    return compiled.module


def _outcome(fn, **facts):
    try:
        answer = fn(**facts)
    except rt.RulesError as err:
        return type(err).__name__, str(err)
    return answer.value, answer.trace


def test_many_exceptions_pinned_to_one_fact_are_found_by_its_value_with_the_same_answers(book):
    indexed = dict(book._OVERRIDES_BY)
    assert {t for t, g in indexed.items() if isinstance(g, Pinned)} == {"m", "f", "m2"}
    calls = [(book.m, dict(k=k, night=night)) for k, night in itertools.product(range(12), (False, True))]
    calls += [(book.m, {}), (book.m, dict(night=True))]
    calls += [(book.f, dict(j=j)) for j in range(PINNED_FROM + 2)] + [(book.f, {})]   # (no j: MissingFact)
    calls += [(book.m2, dict(scenario=f"s{i}")) for i in range(PINNED_FROM + 1)] + [(book.m2, {})]
    with_index = []
    for fn, facts in calls:
        fn.forget()
        with_index.append(_outcome(fn, **facts))
    book._OVERRIDES_BY = {t: tuple(g) for t, g in indexed.items()}   # every condition asked, as before
    try:
        asked = []
        for fn, facts in calls:
            fn.forget()
            asked.append(_outcome(fn, **facts))
    finally:
        book._OVERRIDES_BY = indexed
        for fn, _ in calls:
            fn.forget()
    assert with_index == asked
    found = dict(zip([(fn.__name__, tuple(sorted(f.items()))) for fn, f in calls], with_index))
    assert found[("m", (("k", 3), ("night", True)))][0] == 300             # (priority 1 over e3)
    assert found[("m", (("k", 10), ("night", True)))][0] == 100            # (`10 == k`, written the other way)
    assert found[("f", ())][0] == "MissingFact"                            # (j read first, as the conditions read it)
    assert found[("m2", (("scenario", "s3"),))][0] == 3


def test_a_fact_of_another_class_is_asked_of_every_condition(book):
    from fractions import Fraction
    group = book._OVERRIDES_BY["m"]
    assert group.among({"k": 3}) == group.index[3]
    assert group.among({"k": Fraction(3)}) == tuple(group)   # (not found by a key: asked as the rules ask)
