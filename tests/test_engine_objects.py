"""What an engine gets back and what it gives, probed as an engine author might misuse them: answers,
effects, odds, steps and tables are read-only (an engine that changed one would change every later
answer, the kept ones first); answers copy and pickle; an engine's subclass of text or of a number
(a `str` enum, an `IntEnum`, a class whose `==` lies or raises) is read as its plain value; the kept
answers agree when called from many threads at once, and with an input whose `hash` calls the rule."""
from __future__ import annotations

import copy
import enum
import pickle
import threading
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
def kg():
    c = compile_book(ROOT / "rulebooks" / "khalkin_gol")
    assert c.ok
    return c.module


# ---------------------------------------------------------------- read-only answers and data
def test_an_effects_fields_cannot_be_changed_to_change_later_answers(cs):
    o = cs.crt(roll=9, column="3:1", attacker="IJA")
    assert o.loss == 2
    with pytest.raises(TypeError, match="read-only"):
        o.effects[0].fields["loss"] = 99
    with pytest.raises(TypeError, match="read-only"):
        o.effects[0].fields.update(loss=99)
    with pytest.raises(AttributeError, match="read-only"):
        o.effects[0].kind = "attacker"
    with pytest.raises(AttributeError, match="read-only"):
        o.effects[0].fields = {}
    assert cs.crt(roll=9, column="3:1", attacker="IJA").loss == 2               # the kept answer
    assert cs.TABLES["crt"].lookup(roll=9, column="3:1").effects[0].kind == "defender"   # the table's own
    assert o.effects[0].fields == {"loss": 2, "retreat": 0} and dict(o.effects[0].fields) == {"loss": 2, "retreat": 0}
    assert repr(o.effects[0]) == "Effect('defender', {'loss': 2, 'retreat': 0})"


def test_a_rewritten_outcome_is_read_only_too(cs):
    o = cs.crt(roll=9, column="4:1", attacker="KMT")                           # 13.2.e rewrites R3 as R1
    assert o.retreat == 1 and o.trace == ("13.0", "13.2.e")
    with pytest.raises(TypeError):
        o.effects[0].fields["retreat"] = 3
    assert cs.crt(roll=9, column="4:1", attacker="KMT").retreat == 1


def test_odds_answered_cannot_be_changed(cs):
    v = cs.combat_odds(30, 10)
    with pytest.raises(AttributeError, match="read-only"):
        v.value.attack = 9
    assert cs.combat_odds(30, 10).value == rt.Ratio(3, 1)
    with pytest.raises(AttributeError):
        cs.CONSTANTS["highest_odds"].value.attack = 9


def test_steps_tables_exceptions_and_records_are_read_only(cs, kg):
    facts = dict(month="may", japanese_supplied=True, soviet_supplied=False, final_gt=False)
    (path, step), *_ = kg.SEQUENCES["turn"].steps(**facts)
    with pytest.raises(AttributeError, match="read-only"):
        step.who = ("soviet",)
    assert kg.SEQUENCES["turn"].who(path) == ("japanese",)
    crt = cs.TABLES["crt"]
    with pytest.raises(TypeError, match="read-only"):                          # what `edges` gives is the table's own
        crt.edges["right"]["drm"] = 5
    with pytest.raises(TypeError, match="read-only"):
        cs.TABLES["terrain_effects"].row_keys["swamp"] = "City"
    with pytest.raises(AttributeError, match="read-only"):
        next(iter(cs.OVERRIDES)).level = 9
    with pytest.raises(TypeError, match="read-only"):
        cs.BOOK.sides["ZZ"] = "Zed"
    assert cs.BOOK.sides == {"IJA": "Imperial Japanese Army", "KMT": "Chinese Kuomintang Army"}
    assert cs.crt(roll=6, odds="7:1", attacker="IJA").drm == 2


def test_the_registries_are_read_only_so_a_wrong_assignment_cannot_change_later_answers(cs, kg):
    """`TABLES['crt']` is what every later `crt()` looks up: replacing it, or a value of an enum,
    is refused (TypeError naming the fix: a copy), not taken silently."""
    before = cs.crt(roll=9, column="3:1", attacker="IJA")
    with pytest.raises(TypeError, match=r"read-only.*dict\(\.\.\.\)"):
        cs.TABLES["crt"] = cs.TABLES["barrage_table"]
    with pytest.raises(TypeError, match="read-only"):
        cs.ENUMS["side"]["ZZ"] = "Zed"
    for module in (cs, kg):
        for name in ("CLAUSES", "TERMS", "ENUMS", "FACTS", "CONSTANTS", "RESULTS", "TABLES", "FORMULAS",
                     "MODIFIERS", "PERMISSIONS", "FUNCTIONS", "SEQUENCES", "SCENARIOS", "AIDS"):
            registry = getattr(module, name)
            with pytest.raises(TypeError, match="read-only"):
                registry.clear()
            with pytest.raises(TypeError, match="read-only"):
                registry["new"] = None
            assert isinstance(registry, dict) and dict(registry) == registry      # still a dict to read and copy
    assert all(isinstance(values, rt.ReadOnlyDict) for values in cs.ENUMS.values())
    cs.crt.forget()                                                          # computed again, from the same table
    assert cs.crt(roll=9, column="3:1", attacker="IJA") == before and len(cs.TABLES) == 3
    assert pickle.loads(pickle.dumps(cs.ENUMS)) == cs.ENUMS


# ---------------------------------------------------------------- copies and pickles
def test_answers_copy_and_pickle(cs, kg):
    for answer in (cs.combat_odds(50, 10), cs.crt(roll=9, column="4:1", attacker="KMT"),
                   cs.combat_result(6, 30, 10, attacker="IJA", defender_terrain="woods", air_support="bomber"),
                   cs.crt(roll=9, column="3:1", attacker="IJA").effects[0], rt.Ratio(7, 2)):
        for again in (copy.copy(answer), copy.deepcopy(answer), pickle.loads(pickle.dumps(answer))):
            assert again == answer and repr(again) == repr(answer)
            assert getattr(again, "trace", None) == getattr(answer, "trace", None)
    o = pickle.loads(pickle.dumps(cs.crt(roll=9, column="4:1", attacker="KMT")))
    assert (o.rewritten_text, o.retreat, o.effects) == ("D2R1", 1, cs.crt(roll=9, column="4:1", attacker="KMT").effects)
    with pytest.raises(TypeError):
        o.effects[0].fields["retreat"] = 0                                    # a copy is read-only too
    (path, step), *_ = kg.SEQUENCES["turn"].steps(month="may", japanese_supplied=True, soviet_supplied=False,
                                                  final_gt=False)
    with pytest.raises(rt.UnknownStep):                                        # a copy is no step of the sequence
        kg.SEQUENCES["turn"].who(copy.deepcopy(step))


def test_exceptions_copy_and_pickle(cs):
    """OVERRIDES are read-only, and copying or pickling one set its slots one by one: AttributeError
    ("exceptions are read-only"), so an engine could not send them to a worker process."""
    made = rt.Override("night", "9.1", "move_cost", 1, 0, "cancel")
    for override in (*cs.OVERRIDES, made):
        for again in (copy.copy(override), copy.deepcopy(override)):
            assert [getattr(again, n) for n in rt.Override.__slots__] == \
                [getattr(override, n) for n in rt.Override.__slots__]
    again = pickle.loads(pickle.dumps(made))
    assert (again.id, again.target, again.effect, again.condition) == ("night", "move_cost", "cancel", None)


def test_a_value_of_an_enum_in_another_case_is_suggested_in_its_own(cs):
    with pytest.raises(rt.NotAnEnumValue, match=r"got 'ija' \(did you mean IJA\?\)"):
        cs.crt(roll=6, column="3:1", attacker="ija")


# ---------------------------------------------------------------- odds compared with anything
def test_odds_compare_with_any_value_without_raising(cs):
    r = cs.combat_odds(30, 10).value
    assert r == "3:1" and r == "3-1" and r != "abc" and r != "3:0" and r != 3 and r not in ["abc", None]
    assert cs.combat_odds(30, 10) != "abc"                                     # a Value of odds too
    assert r < "4:1" and r >= "2-1" and not r > "3:1"
    with pytest.raises(TypeError, match="not supported"):                      # Python's own word, not AttributeError
        r < 5


# ---------------------------------------------------------------- an engine's subclasses
class Liar(str):
    """Text whose `==` says yes to everything (a careless wrapper of an engine's own)."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


class Raiser(str):
    def __eq__(self, other):
        raise ValueError("eq")

    __hash__ = str.__hash__


class HashRaiser(str):
    def __hash__(self):
        raise ValueError("hash")


class WeirdInt(int):
    def __lt__(self, other):
        raise ValueError("lt")

    __le__ = __gt__ = __ge__ = __eq__ = __lt__
    __hash__ = int.__hash__


class Terrain(str, enum.Enum):
    WOODS = "woods"


class Roll(enum.IntEnum):
    NINE = 9


def test_text_whose_eq_lies_is_read_as_the_text_it_is(cs):
    """A side or terrain given as a `str` subclass whose `==` says yes to everything was compared by
    its own `==`: 'swamp' passed the enum check (then OffTable), and KMT attacking took the IJA's
    shifts — a silent wrong answer."""
    for side in ("IJA", "KMT"):
        for terrain in cs.ENUMS["terrain"]:
            plain = cs.total_shift(attacker=side, defender_terrain=terrain, air_support="bomber")
            lied = cs.total_shift(attacker=Liar(side), defender_terrain=Liar(terrain), air_support="bomber")
            assert (lied.value, lied.trace) == (plain.value, plain.trace), (side, terrain)
    with pytest.raises(rt.NotAnEnumValue, match=r"'defender_terrain' \[12.3\] is one of clear.*got 'swamp'"):
        cs.total_shift(attacker="IJA", defender_terrain=Liar("swamp"))
    assert cs.crt(roll=9, column="4:1", attacker=Liar("KMT")).trace == ("13.0", "13.2.e")


@pytest.mark.parametrize("odd", [Raiser, HashRaiser])
def test_text_whose_eq_or_hash_raises_is_read_as_its_text(cs, odd):
    """Its `==` or `hash` raised from inside the rules: a bare ValueError."""
    assert cs.total_shift(attacker="IJA", defender_terrain=odd("woods")) == -1
    assert cs.crt(roll=9, column=odd("4:1"), attacker="IJA") == "D2R3"
    assert cs.crt(roll=9, odds=odd("7:2"), attacker=odd("IJA")) == "D2"
    assert cs.terrain_effects(odd("City"), odd("Combat")).text == "3L"


class HashedLike(str):
    """Text hashed like another label and equal to everything: a dict lookup by it finds that label."""

    def __init__(self, text, like=""):
        self.like = like

    def __new__(cls, text, like=""):
        return str.__new__(cls, text)

    def __hash__(self):
        return hash(self.like)

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


def test_the_tables_themselves_read_an_engines_text_as_the_text_it_is(cs):
    """`TABLES[…]` (no input checks) read a column of numbers, and a row named by an enum value, with the
    text's own `hash` and `==`: Changsha's barrage column '7–8' read as '3–4', the Woods row as Clear
    (silent wrong answers), and a `hash` that raised escaped."""
    barrage, terrain = cs.TABLES["barrage_table"], cs.TABLES["terrain_effects"]
    assert barrage.lookup(roll=2, column=HashedLike("7–8", "2"), shift=1) == barrage.lookup(roll=2, column="7–8", shift=1)
    assert barrage.lookup(roll=2, column=HashRaiser("7–8")) == barrage.lookup(roll=2, column="7–8")
    for row in ("Woods", "woods"):
        assert terrain.lookup(row=HashedLike(row, "clear"), column="Movement").text == "2"
    assert terrain.lookup(row=HashRaiser("woods"), column="Movement").text == "2"
    from unittest.mock import Mock   # (a proxy that says it is text: `str.__str__` of it was a raw TypeError)
    for table in cs.TABLES.values():
        with pytest.raises(rt.OffTable):
            table.cell(Mock(spec=str), table.columns[0])


def test_del_is_refused_where_assignment_is(cs, kg):
    """`del v.value` was accepted where `v.value = 99` was refused, and every later `combat_odds(30, 10)`
    (its kept answer) raised AttributeError; `del TABLES['crt']._sealed` unsealed the table."""
    v = cs.combat_odds(30, 10)
    o = cs.crt(roll=9, column="4:1", attacker="IJA")
    (path, step), *_ = kg.SEQUENCES["turn"].steps(month="may", japanese_supplied=True, soviet_supplied=False,
                                                    final_gt=False)
    for holder, name in ((v, "value"), (v.value, "attack"), (o, "effects"), (o.effects[0], "fields"),
                         (cs.TABLES["crt"], "_sealed"), (cs.TABLES["crt"], "columns"), (kg.SEQUENCES["turn"], "_sealed"),
                         (cs.BOOK, "title"), (next(iter(cs.OVERRIDES)), "effect"), (step, "who"),
                         (cs.CONSTANTS["highest_odds"], "value")):
        with pytest.raises(AttributeError, match="read-only"):
            delattr(holder, name)
    assert cs.combat_odds(30, 10).value == rt.Ratio(3, 1) and cs.crt(roll=9, column="4:1", attacker="IJA") == "D2R3"


class BrokenProxy:
    """A lazy proxy whose target failed to load: reading `__class__` raises."""

    @property
    def __class__(self):
        raise LookupError("target failed to load")


def test_a_table_answer_compares_with_an_engines_objects_without_asking_them(cs):
    """`outcome == proxy` let the proxy's error out (a Value and a Ratio said no), and `outcome ==
    Label("D1R2")` asked the subclass's own `==`."""
    o = cs.crt(roll=6, column="4:1", attacker="IJA")
    assert (o == BrokenProxy()) is False and (o != BrokenProxy()) is True
    assert o == Raiser(o.text) and o != Raiser(o.text + "x")


@pytest.mark.parametrize("trace", [None, 5, b"12"])
def test_a_value_made_with_a_trace_that_is_no_tuple_is_a_wrong_type(trace):
    with pytest.raises(rt.WrongType, match=r"a trace is clause ids, a tuple of text; got (None|5|b'12'): give \("):
        rt.Value(6, trace=trace)


def test_a_very_long_wrong_text_is_refused_without_looking_for_a_name_like_it(cs, monkeypatch):
    """A 16-million-letter wrong enum value took 4 s and 680 MB, in difflib, for a "did you mean"
    no name that short could answer."""
    import difflib
    asked = []
    monkeypatch.setattr(difflib, "get_close_matches", lambda word, *a, **k: asked.append(len(word)) or [])
    with pytest.raises(rt.NotAnEnumValue, match="is one of"):
        cs.total_shift(attacker="IJA", defender_terrain="w" * 1_000_000)
    with pytest.raises(rt.NotAnEnumValue, match="is one of"):
        cs.total_shift(attacker="IJA", defender_terrain="wods")
    assert asked == [4], asked


def test_numbers_and_text_of_an_engines_subclass_are_their_plain_values(cs):
    assert cs.crt(roll=WeirdInt(9), column="4:1", attacker="IJA") == "D2R3"   # (its `<` raised: a bare ValueError)
    assert cs.crt(roll=9, column="3:1", shift=WeirdInt(1), attacker="IJA") == "D2R3"
    assert cs.combat_result(WeirdInt(9), WeirdInt(30), 10, attacker="IJA", defender_terrain="clear").value == "D2"
    assert cs.crt(roll=Roll.NINE, column="3:1", attacker="IJA") == "D2"
    assert cs.total_shift(attacker="IJA", defender_terrain=Terrain.WOODS) == -1
    assert cs.combat_odds(Roll.NINE, 3) == "3:1"

    class Frac(Fraction):
        def __lt__(self, other):
            raise ValueError("lt")

    assert cs.combat_odds(Frac(61, 2), 10) == "3:1"
    with pytest.raises(rt.WrongType, match=r"the fact 'attacker' \[12.0\] is a side, one of IJA, KMT \(text\); got Side"):
        cs.crt(roll=9, column="3:1", attacker=enum.Enum("Side", {"IJA": "IJA"}).IJA)   # an Enum that is not text


# ---------------------------------------------------------------- threads and re-entrancy
def test_a_proxy_or_a_mock_that_says_it_is_an_int_or_a_str_is_a_wrong_type(cs):
    """An object whose `__class__` names int or str (a proxy of one, `Mock(spec=int)`) fooled the
    checks, which ask `isinstance`, and broke deep in a rule with a bare TypeError ("'<' not
    supported between instances of 'int' and 'Mock'"); one equal to 3 could even pass as a 3 that
    passed before. It is refused, named, wherever it is given."""
    from unittest import mock

    class Proxy:   # (as proxy libraries do: `__class__` is the class of what it wraps)
        __class__ = property(lambda self: str)

    class Three:
        __class__ = property(lambda self: int)
        __hash__ = lambda self: hash(3)   # noqa: E731
        __eq__ = lambda self, other: other == 3   # noqa: E731

    cs.combat_result(6, 30, 10, attacker="IJA", defender_terrain="woods", flotilla_shifts=3)   # (3 passed once)
    calls = {
        "combat_result(): attack [13.0] is a Mock that says its class is int":
            lambda: cs.combat_result(6, mock.Mock(spec=int), 10, attacker="IJA", defender_terrain="woods"),
        "combat_result(): the fact 'flotilla_shifts' [12.1] is a Three that says its class is int":
            lambda: cs.combat_result(6, 30, 11, attacker="IJA", defender_terrain="woods", flotilla_shifts=Three()),
        "crt(): the fact 'attacker' [12.0] is a Proxy that says its class is str":
            lambda: cs.crt(roll=6, column="3:1", attacker=Proxy()),
        "crt(): roll [13.0] is a Three":
            lambda: cs.crt(Three(), "3:1", attacker="IJA"),
        "crt(): column [13.0] is a Proxy": lambda: cs.crt(roll=6, column=Proxy(), attacker="IJA"),
        "crt(): shift [13.0] is a Three": lambda: cs.crt(roll=6, column="3:1", shift=Three(), attacker="IJA"),
        "crt(): an entry of options is a Proxy":
            lambda: cs.crt(roll=6, column="3:1", attacker="IJA", options=[Proxy()]),
        "total_attack(): the fact 'attackers'[0]['factor'] [12.7.b] is a Three":
            lambda: cs.total_attack(attackers=[{"factor": Three()}]),
    }
    for said, call in calls.items():
        with pytest.raises(rt.WrongType) as err:
            call()
        assert str(err.value).startswith(said) and "(a proxy, or a mock?)" in str(err.value), str(err.value)


def test_kept_answers_agree_across_threads(cs):
    calls = [dict(roll=r, column=c, attacker=a) for r in range(2, 13) for c in cs.TABLES["crt"].columns
             for a in ("IJA", "KMT")]
    cs.crt.forget()
    alone = [cs.crt(**k) for k in calls]
    want = [(o.text, o.effects, o.trace) for o in alone]
    cs.crt.forget()
    problems = []

    def work(shift):
        for _ in range(3):
            for i in range(len(calls)):
                j = (i + shift) % len(calls)
                o = cs.crt(**calls[j])
                if (o.text, o.effects, o.trace) != want[j]:
                    problems.append((calls[j], o))
            if shift % 2:
                cs.crt.forget()

    threads = [threading.Thread(target=work, args=(n * 17,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not problems, problems[:3]


def test_an_input_whose_hash_calls_the_same_rule_gets_the_same_answer(cs):
    class Reentrant(str):
        def __hash__(self):
            cs.crt(roll=9, column="3:1", attacker="KMT")
            cs.crt.forget()
            return str.__hash__(self)

    for _ in range(3):
        assert cs.crt(roll=9, column=Reentrant("4:1"), attacker=Reentrant("KMT")).trace == ("13.0", "13.2.e")
        assert cs.crt(roll=9, column="4:1", attacker="KMT").retreat == 1


def test_a_roll_of_more_than_100_digits_is_a_wrong_type_before_it_is_off_the_table():
    """A table without a roll edge rule said RollOutOfRange for a roll of 101 digits; the documented
    refusal of such a number anywhere in the inputs (WrongType) came second."""
    c = compile_book(ROOT / "rulebooks" / "shanghai_incident")
    assert c.ok
    with pytest.raises(rt.WrongType, match=r"vp_levels\(\): roll .* about 102 digits"):
        c.module.vp_levels(roll=10 ** 101)
    assert c.module.vp_levels(roll=10 ** 99).text == "Decisive Japanese"   # (its row 22+ covers it: no edge)


def test_answers_and_odds_take_a_format_spec_as_their_value_and_text_do():
    # (f"{answer:>5}" raised TypeError: "unsupported format string passed to Value.__format__")
    import changsha
    from dsl import runtime as rt
    odds = changsha.combat_odds(30, 10)
    outcome = changsha.crt(roll=6, column="3:1", attacker="IJA")
    assert f"{odds:>5}|{odds.value:<4}|{outcome:>6}|{rt.Value(None, ()):>4}|{rt.Value(7, ()):03d}" == \
        "  3:1|3:1 |  D1R1|None|007"
    assert f"{odds}" == repr(odds) and f"{outcome}" == repr(outcome)   # (no spec: as before, with the trace)


def test_an_override_says_who_chooses_it_and_the_fact_that_declines_it(cs):
    """book.json gives a player's choice its `chooser` and `choice`; the Python package's OVERRIDES did
    not, so an engine could not learn who is asked (the engine probe of stop 58)."""
    chosen = {o.id: (o.chooser, o.choice) for o in cs.OVERRIDES if o.chooser is not None}
    assert chosen == {"retreat_immunity": ("defender", "decline_retreat_immunity")}, chosen
    assert all(o.choice is None for o in cs.OVERRIDES if o.id not in chosen)
    one = next(o for o in cs.OVERRIDES if o.id == "retreat_immunity")
    assert (copy.copy(one).choice, copy.copy(one).chooser) == ("decline_retreat_immunity", "defender")
