"""Answers given again: a public function of a generated package keeps the answer it gave for
inputs of plain immutable classes and gives it again for the same values of the same classes,
without checking or computing anew (`_KEPT_<name>`, `dsl.runtime.kept`). The strict checks stay exactly as strict:
True is not 1, a float is not the Fraction it equals, a wrong value after a right one is refused,
unhashable and mutable inputs are checked every time, and answers given back keep their own traces."""
from __future__ import annotations

import inspect
from fractions import Fraction
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl import runtime as rt

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def cs():
    c = compile_book(ROOT / "rulebooks" / "changsha")
    assert c.ok
    return c.module


@pytest.fixture(scope="module")
def si():
    c = compile_book(ROOT / "rulebooks" / "shanghai_incident")
    assert c.ok
    return c.module


def kept(fn) -> int:
    """How many answers `fn` keeps (the generated Python function's dict, behind the C front)."""
    return len(inspect.unwrap(fn).__globals__[f"_KEPT_{fn.__name__}"])


def test_the_same_inputs_get_the_same_answer_without_a_second_check(cs, monkeypatch):
    cs.crt.forget()
    first = cs.crt(roll=9, column="3:1", attacker="IJA")
    calls = []
    table = cs.TABLES["crt"]
    original = type(table).check_call   # (on the class: a table refuses assignment)
    monkeypatch.setattr(type(table), "check_call", lambda self, *a: calls.append(a) or original(self, *a))
    again = cs.crt(roll=9, column="3:1", attacker="IJA")
    assert again is first and again.trace == first.trace == ("13.0",)
    assert calls == []                                   # kept: neither checked nor computed again
    other = cs.crt(roll=9, column="3:1", attacker="KMT")  # another value: checked and computed
    assert len(calls) == 1 and other is not first
    assert kept(cs.crt) == 2


def test_true_is_not_taken_for_one_nor_one_for_true(si, cs):
    assert si.crt(roll=1, differential=4, terrain="clear").text
    with pytest.raises(rt.WrongType):
        si.crt(roll=True, differential=4, terrain="clear")   # True == 1 and hash(True) == hash(1)
    assert cs.fortification_shift(fortification_in_hex=True).value == -1
    with pytest.raises(rt.WrongType, match="True or False"):
        cs.fortification_shift(fortification_in_hex=1)
    with pytest.raises(rt.WrongType):
        cs.fortification_shift(fortification_in_hex=1)      # refused every time: errors are not kept


def test_a_float_is_refused_after_the_fraction_it_equals(cs):
    formula = cs.combat_result
    assert formula(9, Fraction(57, 2), 4, attacker="IJA", defender_terrain="clear").value is not None
    with pytest.raises(rt.WrongType, match="Fraction"):
        formula(9, 28.5, 4, attacker="IJA", defender_terrain="clear")   # 28.5 == Fraction(57, 2)


def test_a_wrong_value_after_a_right_one_is_refused(cs):
    assert cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear").value is not None
    with pytest.raises(rt.NotAnEnumValue, match="swamp"):
        cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="swamp")
    with pytest.raises(rt.UnknownFact):
        cs.combat_result(9, 28, 4, attacker="IJA", defender_terain="clear")


def test_unhashable_inputs_are_checked_every_time_and_errors_are_not_chained(cs):
    before = kept(cs.fortification_shift)
    with pytest.raises(rt.UnknownOption) as err:
        cs.fortification_shift(fortification_in_hex=True, options=["99.9"])
    assert err.value.__context__ is None                 # no "unhashable type" behind the real error
    chosen = ["all"]
    assert cs.fortification_shift(fortification_in_hex=True, options=chosen).value == -1
    chosen[0] = "99.9"                                    # the same list, changed by the engine
    with pytest.raises(rt.UnknownOption):
        cs.fortification_shift(fortification_in_hex=True, options=chosen)
    assert kept(cs.fortification_shift) == before


class _NoHash:
    """An engine's own object whose hash and `==` raise (a half-built record, a proxy)."""
    def __hash__(self):
        raise ValueError("no hash")

    def __eq__(self, other):
        raise ValueError("no ==")


def test_an_input_whose_hash_or_equality_raises_is_a_wrong_type(cs):
    """Its ValueError passed through the kept-answer lookup, and through the check of a side or an
    enum value (`v in values`): the engine got its own object's error, not the documented one."""
    before = kept(cs.crt)
    with pytest.raises(rt.WrongType, match=r"'attacker' \[12.0\] is a side, one of IJA, KMT \(text\); got _NoHash"):
        cs.crt(roll=9, column="3:1", attacker=_NoHash())
    with pytest.raises(rt.WrongType, match=r"'defender_terrain' .* is one of clear, .* \(text\); got _NoHash"):
        cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain=_NoHash())
    with pytest.raises(rt.WrongType, match="roll"):
        cs.crt(roll=_NoHash(), column="3:1", attacker="IJA")
    assert kept(cs.crt) == before


def test_an_answer_given_back_brings_its_own_trace_every_time(cs):
    odds = cs.combat_odds(30, 10)
    assert cs.crt(roll=6, odds=odds, attacker="IJA").trace == ("13.0", "12.7", "12.7.c")
    other = rt.Value(odds.value, ("15.1",))               # the same value with another trace
    assert other == odds
    assert cs.crt(roll=6, odds=other, attacker="IJA").trace == ("13.0", "15.1")
    assert cs.crt(roll=6, odds=odds, attacker="IJA").trace == ("13.0", "12.7", "12.7.c")


def test_inputs_of_other_classes_are_answered_but_not_kept(cs):
    class Label(str):   # an engine's own class: its equality is its own business
        pass
    cs.crt.forget()
    assert cs.crt(roll=9, column=Label("3:1"), attacker="IJA") == "D2"
    assert cs.crt(roll=9, odds=rt.Ratio(3, 1), attacker="IJA") == "D2"   # Ratio is mutable
    assert kept(cs.crt) == 0
    assert cs.crt(roll=9, column="3:1", attacker="IJA") == "D2"
    assert kept(cs.crt) == 1


def test_kept_answers_are_read_only(cs):
    v = cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear")
    with pytest.raises(AttributeError):
        v.value = 0
    with pytest.raises(AttributeError):
        v.trace = ()
    with pytest.raises(AttributeError):
        v.value.text = "AE"                               # an Outcome inside


def test_the_kept_answers_are_bounded(cs, monkeypatch):
    monkeypatch.setattr(rt, "MEMO_SIZE", 5)
    cs.crt.forget()
    for roll in range(2, 13):
        for column in ("1:2", "1:1", "2:1", "3:1"):
            cs.crt(roll=roll, column=column, attacker="IJA")
            assert kept(cs.crt) <= 5
    assert cs.crt(roll=12, column="3:1", attacker="IJA") == cs.TABLES["crt"].lookup(roll=12, column="3:1")


def test_a_fact_value_that_passed_is_not_taken_for_an_equal_value_of_another_class():
    spec = type("Fact", (), {})
    flag, number = spec(), spec()
    flag.type, flag.clause, number.type, number.clause = "flag", "1.1", "integer", "1.2"
    inputs = rt.Inputs({"f": flag, "n": number}, {}, (), (), ())
    for _ in range(2):
        inputs.facts({"f": True, "n": 1}, "fn")
        with pytest.raises(rt.WrongType):
            inputs.facts({"f": 1}, "fn")                  # 1 == True, but 1 is no flag
        with pytest.raises(rt.WrongType):
            inputs.facts({"n": True}, "fn")               # True == 1, but True is no integer
        with pytest.raises(rt.WrongType):
            inputs.facts({"n": 1.0}, "fn")
        with pytest.raises(rt.WrongType):
            inputs.facts({"n": [1]}, "fn")                # unhashable: checked, refused
    assert ("f", True, bool) in inputs._passed and ("n", 1, int) in inputs._passed
    assert all(v.__class__ is c for _, v, c in inputs._passed)


def test_a_table_refuses_again_what_it_refused_and_after_what_it_accepted(si, cs):
    for _ in range(2):
        si.crt.forget()
        assert si.crt(roll=1, differential=4, terrain="clear").text
        with pytest.raises(rt.WrongType):
            si.crt(roll=True, differential=4, terrain="clear")
        with pytest.raises(rt.WrongType):
            si.crt(roll=1, differential=4, shift=None, terrain="clear")
        with pytest.raises(rt.RollOutOfRange):
            si.crt(roll=99, differential=4, terrain="clear")
        with pytest.raises(rt.NotAnEnumValue):
            si.crt(roll=1, differential=4, terrain="swamp")   # the table's header enum
    cs.crt(roll=9, column="3:1", attacker="IJA")
    with pytest.raises(rt.UnprintedColumn):
        cs.crt(roll=9, column="7:2", attacker="IJA")


def test_a_fact_given_back_to_a_formula_brings_its_own_trace_every_time(cs):
    first = cs.unfilled_losses(3, defender_steps=rt.Value(1, ("15.1",)))
    second = cs.unfilled_losses(3, defender_steps=rt.Value(1, ("15.2",)))
    assert first.value == second.value == 2
    assert "15.1" in first.trace and "15.2" in second.trace and "15.1" not in second.trace
    assert cs.unfilled_losses(3, defender_steps=1).trace == ("13.0",)


def test_facts_it_reads_are_keywords_and_any_other_fact_is_answered_not_kept(cs):
    cs.crt.forget()
    assert cs.crt(roll=9, column="3:1", attacker="IJA") == "D2"
    assert kept(cs.crt) == 1
    # game_turn is a fact of the book that crt does not read: accepted, answered alike, not kept
    assert "game_turn" not in cs.crt.reads
    assert cs.crt(roll=9, column="3:1", attacker="IJA", game_turn=3) == "D2"
    assert kept(cs.crt) == 1
    with pytest.raises(rt.UnknownFact, match="attacker"):
        cs.crt(roll=9, column="3:1", atacker="IJA")   # a misspelt fact is not a keyword of its own
    # a fact left out is ABSENT: its default where it has one (air_support = no_air) …
    assert cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear") == \
        cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear", air_support="no_air")
    # … and MissingFact where it has none, every time
    for _ in range(2):
        with pytest.raises(rt.MissingFact, match="attacker"):
            cs.crt(roll=9, column="3:1")


def test_an_answer_given_back_as_a_fact_it_reads_brings_its_trace(cs):
    side = rt.Value("IJA", ("15.2",))
    assert side == "IJA"                                  # equal to the plain value, and hashed alike
    cs.crt.forget()
    plain = cs.crt(roll=9, column="3:1", attacker="IJA")
    given = cs.crt(roll=9, column="3:1", attacker=side)
    assert given == plain and "15.2" in given.trace and "15.2" not in plain.trace
    assert kept(cs.crt) == 1


BUILTIN_NAMES = """
book typed {
  title "Typed"
  side A "Side A"
  side B "Side B"
}

clause 1 "Facts named like Python's builtins" {
  says "A unit's type and its hex count; a fact may be named anything a rulebook names."
  fact type: count "A count named type"
  fact hex: count = 1 "A count named hex"
  formula sized(x: count) "x plus type and hex" = x + type + hex
  example "sizes" {
    sized(2, type: 3) == 6
  }
}
"""


def test_facts_named_like_python_builtins_are_keywords_of_their_own(tmp_path):
    from conftest import compile_text
    import inspect
    c = compile_text(tmp_path, BUILTIN_NAMES)
    assert c.ok, [str(d) for d in c.diagnostics()]
    sized = c.module.sized
    assert list(inspect.signature(sized).parameters) == ["x", "hex", "type", "facts"]
    assert sized(2, type=3).value == 6 and sized(2, type=3, hex=2).value == 7
    assert sized(2, type=3).value == 6                      # kept, and given again
    assert kept(sized) == 2
    with pytest.raises(rt.WrongType):
        sized(2, type=True)                                  # True is not 1, for `type` too
    with pytest.raises(rt.MissingFact, match="type"):
        sized(2)


def test_a_fact_is_kept_only_as_a_value_of_its_own_class(cs):
    """A fact the function reads is in the key as itself only when left out, True/False, or exactly
    an int or a str; any other value goes in a 1-tuple, which no kept key holds: an equal value of
    another class never meets the kept answer, and is itself answered but not kept."""
    class Side(str):   # an engine's own class
        pass
    formula = cs.combat_result
    formula.forget()
    given = dict(attacker="IJA", defender_terrain="clear")
    first = formula(9, 28, 4, flotilla_shifts=1, **given)
    assert kept(formula) == 1
    for other in (True, 1.0, Fraction(1)):               # each equal to 1, none an int
        with pytest.raises(rt.WrongType):
            formula(9, 28, 4, flotilla_shifts=other, **given)
    assert formula(9, 28, 4, flotilla_shifts=1, attacker=Side("IJA"), defender_terrain="clear") == first
    assert kept(formula) == 1                           # answered, not kept
    assert formula(9, 28, 4, flotilla_shifts=1, **given) is first


def _counted(module, monkeypatch, name: str) -> list:
    """Every call of the rule `name`'s body (`_computed_<name>`), recorded."""
    calls, real = [], module.__dict__[f"_computed_{name}"]

    def counted(value, facts):
        calls.append(dict(facts))
        return real(value, facts)
    monkeypatch.setitem(module.__dict__, f"_computed_{name}", counted)
    return calls


def test_a_combination_keeps_its_answer_for_the_rules_that_use_it(cs, monkeypatch):
    """`total_shift` (no other combination contains it) is worked out once for the same facts,
    whatever the strengths; other facts, and facts of other classes, are worked out again."""
    cs.combat_result.forget()
    calls = _counted(cs, monkeypatch, "total_shift")
    first = cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear")
    second = cs.combat_result(9, 30, 4, attacker="IJA", defender_terrain="clear")   # new strengths
    assert len(calls) == 1
    assert first.trace and second.trace and set(first.trace) == set(second.trace)
    cs.combat_result(9, 30, 4, attacker="IJA", defender_terrain="woods")               # another fact
    assert len(calls) == 2
    cs.combat_result(9, 31, 4, attacker="IJA", defender_terrain="clear", fortification_in_hex=True)
    assert len(calls) == 3
    facts = {"attacker": "IJA", "defender_terrain": "clear"}
    other = next(f for f in sorted(cs.FACTS) if f not in cs.total_shift.reads)   # (a fact it does not read)
    for _ in range(2):
        cs._rule_total_shift(None, {**facts, other: Fraction(1)})
    assert len(calls) == 5                              # a Fraction among the facts: never kept
    for _ in range(2):
        cs._rule_total_shift(None, {**facts, other: 1})
    assert len(calls) == 6                              # the int it equals: kept, under a key of its own
    for _ in range(2):
        cs._rule_total_shift(None, {**facts, other: True})
    assert len(calls) == 7                              # True is not 1


def test_a_kept_combination_gives_what_working_it_out_gives(cs):
    """For every terrain and a spread of flags, the combination kept gives the same answer (value
    and trace) as the same facts worked out with nothing kept."""
    import itertools
    for terrain, river, engineer in itertools.product(cs.ENUMS["terrain"], (True, False), (True, False)):
        facts = {"attacker": "IJA", "defender_terrain": terrain, "all_attackers_across_river": river,
                 "engineer_with_river_attacker": engineer}
        cs.combat_result.forget()
        fresh = cs.combat_result(9, 28, 4, **facts)
        cs._KEPT_combat_result.clear()                   # its own answer only: the shifts stay kept
        again = cs.combat_result(9, 28, 4, **facts)
        assert (again.value, again.trace) == (fresh.value, fresh.trace), facts


def test_forget_drops_the_kept_combinations_too(cs, monkeypatch):
    cs.combat_result.forget()
    calls = _counted(cs, monkeypatch, "total_shift")
    cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear")
    cs.combat_result(9, 29, 4, attacker="IJA", defender_terrain="clear")
    assert len(calls) == 1
    cs.crt.forget()                                      # any public function's forget(): the module's
    cs.combat_result(9, 30, 4, attacker="IJA", defender_terrain="clear")
    assert len(calls) == 2


def test_nothing_is_kept_while_exceptions_are_watched(cs, monkeypatch):
    """`rules explain` watches the exceptions whose conditions hold: every rule is worked out."""
    cs.combat_result.forget()
    calls = _counted(cs, monkeypatch, "total_shift")
    facts = {"attacker": "IJA", "defender_terrain": "clear"}
    cs._rule_total_shift(None, facts)
    with rt.watching_exceptions([]):
        cs._rule_total_shift(None, facts)
        cs._rule_total_shift(None, facts)
    assert len(calls) == 3
    cs._rule_total_shift(None, facts)
    assert len(calls) == 3


def test_a_refusal_is_kept_and_raised_again_as_a_copy_of_itself(cs, monkeypatch):
    """Inputs that raise were worked out anew every time (an engine catching Khalkin-Gol's
    NotInSource paid a whole first call for each): a refusal is kept as answers are, raised again
    with the same class, message and attributes, without checking anew; forget() drops it."""
    cs.combat_result.forget()
    with pytest.raises(rt.UndefinedResult) as first:
        cs.combat_result(6, 30, 0, attacker="IJA", defender_terrain="clear")
    assert len(cs.combat_result.__wrapped__.__globals__["_KEPT_combat_result"].refused) == 1
    calls = []
    checked = cs._checked_combat_result
    monkeypatch.setitem(cs.__dict__, "_checked_combat_result", lambda *a: calls.append(a) or checked(*a))
    with pytest.raises(rt.UndefinedResult) as again:
        cs.combat_result(6, 30, 0, attacker="IJA", defender_terrain="clear")
    assert calls == [] and again.value is not first.value
    assert (str(again.value), again.value.function, again.value.clause) == (
        str(first.value), first.value.function, first.value.clause)
    assert again.value.__context__ is None and again.value.__cause__ is None
    cs.combat_result.forget()
    with pytest.raises(rt.UndefinedResult):
        cs.combat_result(6, 30, 0, attacker="IJA", defender_terrain="clear")
    assert len(calls) == 1                               # forgotten: checked and computed again
    with pytest.raises(rt.MissingFact):                   # (another refusal: another class, kept too)
        cs.combat_result(6, 30, 10, defender_terrain="clear")


def test_a_refusal_of_an_input_of_another_class_is_not_kept(cs):
    cs.combat_result.forget()
    with pytest.raises(rt.WrongType):
        cs.combat_result(6, 30.0, 10, attacker="IJA", defender_terrain="clear")
    assert cs.combat_result.__wrapped__.__globals__["_KEPT_combat_result"].refused == {}


def test_a_refusal_of_a_long_text_is_not_kept(cs):
    """Refusals of distinct megabyte enum values were each kept with their input: 4,096 of them could
    hold gigabytes (regression probe). A text past 256 characters is refused every time."""
    cs.combat_result.forget()
    refused = cs.combat_result.__wrapped__.__globals__["_KEPT_combat_result"].refused
    with pytest.raises(rt.NotAnEnumValue):
        cs.combat_result(6, 30, 10, attacker="IJA", defender_terrain="x" * 1_000_000)
    assert refused == {}
    with pytest.raises(rt.NotAnEnumValue):
        cs.combat_result(6, 30, 10, attacker="IJA", defender_terrain="swamp")
    assert len(refused) == 1
