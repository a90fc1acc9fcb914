"""The runtime that generated packages import, exercised directly and through the fixture book."""
from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl import runtime as rt

FIXTURE = Path(__file__).parent / "cases" / "fixture"


@pytest.fixture(scope="module")
def fx():
    c = compile_book(FIXTURE)
    assert c.ok
    return c.module


@pytest.mark.parametrize("a, d, expected", [(50, 15, "3:1"), (5, 11, "1:3"), (10, 10, "1:1"), (28, 4, "7:1"),
                                            (1, 2, "1:2"), (Fraction(7, 2), 1, "3:1")])
def test_odds(a, d, expected):
    assert str(rt.odds(a, d)) == expected


def test_percent_rounds_down():
    assert rt.percent(1, 5) == 20 and rt.percent(8, 1) == 800 and rt.percent(2, 3) == 66
    for a in range(-7, 8):   # whole numbers (divided as ints) round as Fractions do: down, below 0 too
        for d in (-3, -2, -1, 1, 2, 3, 7):
            assert rt.percent(a, d) == math.floor(Fraction(a) * 100 / Fraction(d)) == rt.percent(Fraction(a), d)


@pytest.mark.parametrize("call, said", [
    (lambda: rt.odds("7", 2), "odds(): the attack must be a number (int or Fraction); got str '7'"),
    (lambda: rt.odds(3, None), "odds(): the defense must be a number (int or Fraction); got NoneType None"),
    (lambda: rt.odds(2.5, 1), "odds(): the attack must be a number (int or Fraction); got float 2.5 (floats are"),
    (lambda: rt.percent(True, 2), "percent(): the attack must be a number (int or Fraction); got bool True"),
    (lambda: rt.Ratio("7", 2), "Ratio(): the attack must be a whole number (int); got str '7' (odds written as "
                               "text are read by Ratio.parse('7:2'))"),
    (lambda: rt.Ratio(2.5, 1), "Ratio(): the attack must be a whole number (int); got float 2.5"),
    (lambda: rt.Ratio(3, [1]), "Ratio(): the defense must be a whole number (int); got list [1]"),
    (lambda: rt.odds(10 ** 5000 + 1, 10 ** 2500 + 3), "odds(): the attack holds a number of about 5001 digits"),
    (lambda: rt.percent(7, Fraction(1, 10 ** 5000)), "percent(): the defense holds a number of about 5001 digits"),
    (lambda: rt.Ratio(10 ** 5000 + 1, 10 ** 2500 + 3), "Ratio(): the attack holds a number of about 5001 digits"),
])
def test_the_built_ins_refuse_what_is_no_number_or_too_long_to_divide(call, said):
    """odds, percent and Ratio, which engines call too, raised bare ValueError and TypeError for
    text, None or a float (or took 2.5 for 2); and worked out odds of numbers of millions of digits,
    in time quadratic in their digits (minutes at 3 million). Past 4,300 digits a side is refused."""
    with pytest.raises(rt.WrongType) as err:
        call()
    assert str(err.value).startswith(said), str(err.value)


def test_odds_of_a_side_too_long_to_write_are_undefined_not_a_bare_value_error():
    with pytest.raises(rt.UndefinedResult, match="odds of a number of about 5001 digits against 3: the attack"):
        rt.odds(-10 ** 5000, 3)
    with pytest.raises(rt.UndefinedResult, match="odds a number of about 5001 digits:1 place no column"):
        rt.Ratio(-10 ** 5000, 1)
    with pytest.raises(rt.WrongType, match="not odds"):
        rt.Ratio.parse(rt.Ratio(10 ** 5000, 1))
    assert rt.Ratio.parse(rt.Ratio(7, 2)) == "3:1" and rt.Ratio(Fraction(7, 2), 1) == "3:1"


def test_ratios_order_along_the_odds_scale():
    assert rt.Ratio(1, 3) < rt.Ratio(1, 2) < rt.Ratio(1, 1) < rt.Ratio(2, 1) and rt.Ratio(3, 1) == "3:1"


def test_option_on():
    assert not rt.option_on({}, "24.1", {})
    assert rt.option_on({"options": "all"}, "24.1", {})
    assert rt.option_on({"options": "24.1, 24.3"}, "24.3", {})
    assert rt.option_on({"scenario": "s3"}, "24.1", {"s3": ("all",)})


def test_sequence_steps_follow_facts_scenarios_and_options(fx):
    seq = fx.SEQUENCES["turn"]
    ids = [p for p, _ in seq.steps(across_river=False)]
    assert "turn.second.supply" not in ids and "turn.second.night_check" not in ids
    assert "turn.second.supply" in [p for p, _ in seq.steps(across_river=True)]
    assert "turn.second.night_check" in [p for p, _ in seq.steps(across_river=False, options="all")]
    # the scenario skips supply when a river is crossed, and turns every option on
    in_scenario = [p for p, _ in seq.steps(across_river=True, scenario="meeting")]
    assert "turn.second.supply" not in in_scenario and "turn.second.night_check" in in_scenario


def test_who_acts_in_a_step(fx):
    seq = fx.SEQUENCES["turn"]
    steps = dict(seq.steps(across_river=False))
    assert seq.who(steps["turn.first.move"]) == ("red",)
    assert seq.who(steps["turn.second.react"], attacker="blue") == ("blue",)   # `who attacker`: a side fact


def test_traces_name_the_clauses(fx):
    v = fx.net_shift(defender_terrain="city", across_river=True, attacker="red")
    assert v.value == -4 and v.trace == ("1.2",)
    o = fx.crt(roll=7, column="1:1", attacker="blue")
    assert o.retreat == 0 and o.trace == ("1.3",)


def test_errors_an_engine_can_catch(fx):
    with pytest.raises(rt.MissingFact):
        fx.crt(roll=7, column="1:1")                      # the exception needs `attacker`
    with pytest.raises(rt.NotInSource, match="Ground Combat Results Table"):
        fx.gcrt(roll=3, column=150)
    with pytest.raises(rt.OffTable):
        fx.TABLES["terrain_key"].cell("Swamp", "Movement")


def test_runtime_conflict_between_exceptions():
    same = [rt.Override("a", "1", "t", 1, 0, "cancel"), rt.Override("b", "2", "t", 1, 0, "cancel")]
    with pytest.raises(rt.ConflictError):
        rt.firing(same, {})
    ordered = [rt.Override("a", "1", "t", 1, 0, "cancel"), rt.Override("b", "2", "t", 2, 0, "cancel")]
    assert [o.id for o in rt.firing(ordered, {})] == ["b", "a"]


def test_computations_of_optional_rules_answer_only_when_chosen(fx):
    with pytest.raises(rt.NotInPlay, match=r"optional rule \[5.0\]"):
        fx.double(3)
    assert fx.double(3, options="all").value == 3          # the rule's own exception applies too
    assert fx.double(3, scenario="meeting").value == 3     # the scenario chooses every option


def test_scenario_records(fx):
    sc = fx.SCENARIOS["meeting"]
    assert sc.setup_order == ("blue", "red") and sc.starts[0] == ("red", 4, "RP", "Replacement points")
    guards = next(s for s in sc.setups if s.formation == "Guards")
    assert (guards.placement.kind, guards.placement.radius, guards.placement.text) == ("within", 2, "the river valley")


def test_outcomes_are_read_only(fx):
    o = fx.TABLES["crt"].lookup(roll=7, column="1:1")
    with pytest.raises(AttributeError):
        o.text = "changed"
    assert fx.TABLES["crt"].lookup(roll=7, column="1:1").text == "DR1"


def test_a_rule_reads_a_printed_cell_whatever_facts_are_in_scope(fx):
    table = fx.TABLES["terrain_key"]
    row, column = table.rows[0], table.columns[0]
    assert table.cell(row, column, scenario="meeting", attacker="red") == table.cell(row, column)


def test_remembered_readings_are_the_readings(fx):
    table = fx.TABLES["crt"]
    first = table.lookup(roll=7, column="1:1", shift=1)
    assert table.lookup(roll=7, column="1:1", shift=1) is first          # remembered
    assert table.lookup(roll=7, column="1:1", shift=-1) != first or table.lookup(roll=7, column="1:1", shift=-1).column != first.column
    assert table._lookup(roll=7, column="1:1", shift=1) == first          # the same as reading again
    outcome = fx.crt(roll=7, column="1:1", attacker="blue")
    assert fx.crt(roll=7, column="1:1", attacker="blue") is outcome      # a rewrite is made once per outcome
    assert outcome.retreat == 0 and fx.crt(roll=7, column="1:1", attacker="red").retreat == 1


def test_a_reload_of_the_runtime_leaves_the_packages_loaded_working():
    """`importlib.reload(dsl.runtime)` (an editor's autoreload) made a new ABSENT: every call of a
    package loaded before took the facts it was not given for given ones ("WrongType: ... must be
    True or False; got ABSENT"), and its sequences took their own steps for steps of none."""
    import subprocess
    import sys
    script = """if True:
        import importlib, sys
        sys.path.insert(0, "generated")
        import changsha
        from dsl import runtime
        turn = changsha.SEQUENCES["turn"]
        listed = turn.steps()
        importlib.reload(runtime)
        print(changsha.crt(roll=6, column="3:1", attacker="IJA").text)
        print(changsha.combat_result(6, 30, 10, attacker="IJA", defender_terrain="woods").value.text)
        print(turn.who(listed[1]), turn.who(turn.steps()[1][1]))
        print(all(all(example.run()) for example in changsha.EXAMPLES))
    """
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=Path(__file__).parent.parent)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:4] == ["D1R1", "A1/D1R1", "('IJA',) ('IJA',)", "True"], run.stdout


def test_an_answer_orders_as_its_value_does():
    """A Value compared equal to its value, but `total >= 6` raised a bare TypeError (engine probe)."""
    four, odds = rt.Value(4, ("12.7.b",)), rt.Value(rt.Ratio(3, 1), ("12.7",))
    assert four > 2 and four >= 4 and four < 5 and four <= 4 and not four > 4
    assert 2 < four and 5 > four                      # (the reflected forms: an int on the left)
    assert four < rt.Value(5) and sorted([rt.Value(5), four, rt.Value(1)]) == [1, 4, 5]
    assert odds >= rt.Ratio(3, 1) and odds < rt.Ratio(4, 1)
    with pytest.raises(TypeError):                   # (values that do not order do not: as Python's own)
        rt.Value("woods") < 3


def test_a_sealed_object_lets_an_attribute_go_until_it_is_sealed():
    """`Sealed` refuses `del` only once sealed: before that (a table or a sequence being made), an
    attribute deleted is gone, as on any object."""
    class Made(rt.Sealed):
        _read_only = "made"

    made = Made()
    made.x = 1
    del made.x
    assert not hasattr(made, "x")
    made.x, made._sealed = 2, True
    with pytest.raises(AttributeError, match="made"):
        del made.x
    assert made.x == 2


def test_each_method_of_a_table_is_written_in_one_of_its_parts():
    """`Table` is written in three modules (runtime_tables, runtime_table_places, runtime_table_checks):
    a method written in two of them would have one silently shadow the other."""
    from dsl.runtime_table_checks import TableChecks
    from dsl.runtime_table_places import TablePlaces
    parts = (rt.Table, TableChecks, TablePlaces)
    written = [name for part in parts for name, v in vars(part).items() if callable(v) or isinstance(v, staticmethod)]
    assert len(written) == len(set(written)), sorted(n for n in set(written) if written.count(n) > 1)
    assert rt.Table.__mro__[1:3] == (TableChecks, TablePlaces)
