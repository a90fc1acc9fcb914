"""The strict engine API of generated packages: wrong input raises a documented `RulesInputError`
naming the input, the clause and the fix; functions describe their inputs; rulebook names cannot
shadow Python builtins or the module's own names."""
from __future__ import annotations

import ast
import copy
import inspect
import pickle
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from compiler.python_expr import ExprEmitter
from dsl import runtime as rt

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def books():
    out = {}
    for name in ("changsha", "shanghai_incident", "khalkin_gol", "war_of_the_suns"):
        c = compile_book(ROOT / "rulebooks" / name)
        assert c.ok
        out[name] = c
    return out


@pytest.fixture(scope="module")
def cs(books):
    return books["changsha"].module


@pytest.fixture(scope="module")
def si(books):
    return books["shanghai_incident"].module


# ---------------------------------------------------------------- the wrong inputs of the issue
def test_an_enum_value_outside_its_enum_lists_the_valid_ones(cs):
    with pytest.raises(rt.NotAnEnumValue) as err:
        cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="swamp")
    message = str(err.value)
    assert "'swamp'" in message and "defender_terrain" in message and "clear" in message and "city" in message


def test_a_flag_must_be_a_bool(cs):
    with pytest.raises(rt.WrongType, match=r"fortification_in_hex.*True or False.*'no'"):
        cs.fortification_shift(fortification_in_hex="no")
    assert cs.fortification_shift(fortification_in_hex=True).value == -1


def test_a_roll_must_be_a_whole_number(si):
    with pytest.raises(rt.WrongType, match=r"roll.*int.*2\.5"):
        si.crt(roll=2.5, differential=4, terrain="clear")
    with pytest.raises(rt.WrongType):
        si.crt(roll=True, differential=4, terrain="clear")   # a bool is not a roll, although True == 1


def test_a_misspelled_fact_is_refused_with_a_suggestion(si):
    with pytest.raises(rt.UnknownFact, match="did you mean second_combat_phase"):
        si.crt(roll=1, differential=4, terrain="clear", secnd_combat_phase=True)


def test_a_roll_the_dice_cannot_give_is_refused(si):
    with pytest.raises(rt.RollOutOfRange, match=r"roll 7.*1d6 gives 1–6"):
        si.crt(roll=7, differential=4, terrain="clear")


def test_a_column_label_must_be_printed(cs):
    with pytest.raises(rt.UnprintedColumn, match=r"no column '7:2'.*odds="):
        cs.crt(roll=9, column="7:2", attacker="IJA")
    # computed odds are placed: 7:2 is 3:1, never 1:2
    assert cs.crt(roll=9, odds="7:2", attacker="IJA").column == "3:1"
    assert cs.crt(roll=9, column=rt.Ratio(7, 2), attacker="IJA").column == "3:1"


def test_odds_written_with_digits_of_another_script_are_refused(cs):
    """'３:1' (a fullwidth 3) is not the odds 3:1: Python's str.isdigit and int() would take it."""
    with pytest.raises(rt.UnprintedColumn, match="no column '３:1'"):
        cs.crt(roll=9, column="３:1", attacker="IJA")
    with pytest.raises(rt.WrongType, match="must be odds"):
        cs.crt(roll=9, odds="３:1", attacker="IJA")
    assert cs.crt(roll=9, odds=" 3 : 1 ", attacker="IJA").column == "3:1"


def test_inputs_without_an_answer_raise_undefined_result_naming_the_function_and_clause(cs):
    """A defence of 0 (or odds of 0:1) gave a bare ValueError, 'defence must be positive', from
    deep inside the runtime; a percentage against 0 a ZeroDivisionError."""
    import khalkin_gol as kg
    cases = [
        (lambda: cs.combat_result(9, 28, 0, attacker="IJA", defender_terrain="clear"), "combat_result() [13.0]", "defence"),
        (lambda: cs.combat_result(9, -3, 4, attacker="IJA", defender_terrain="clear"), "combat_result() [13.0]", "attack"),
        (lambda: cs.crt(roll=9, odds="1:0", attacker="IJA"), "crt() [13.0]", "defence"),
        (lambda: kg.combat_percentage(12, 0), "combat_percentage() [13.2]", "must not be 0"),
    ]
    for call, where, said in cases:
        with pytest.raises(rt.UndefinedResult) as err:
            call()
        assert str(err.value).startswith(where + ": ") and said in str(err.value), str(err.value)
        assert isinstance(err.value, rt.RulesInputError) and isinstance(err.value, ArithmeticError)
        assert err.value.function == where.split("(")[0] and err.value.clause == where.split("[")[1][:-1]
    with pytest.raises(rt.UndefinedResult, match="odds 0:1 place no column"):
        rt.Ratio(0, 1)


def test_a_column_of_another_type_and_odds_of_101_digits_are_wrong_types(cs):
    with pytest.raises(rt.WrongType, match=r"crt\(\): a column of crt \[13.0\] is a printed label"):
        cs.crt(roll=9, column=b"3:1", attacker="IJA")
    with pytest.raises(rt.WrongType, match=r"crt\(\): odds \[13.0\] must be odds"):
        cs.crt(roll=9, odds="9" * 101 + ":1", attacker="IJA")
    assert cs.crt(roll=9, odds="9" * 100 + ":1", attacker="IJA").column == "5:1"


def test_a_number_of_more_than_100_digits_is_a_wrong_type_wherever_it_is_given(cs, si, books):
    """A 5,000-digit int raised Python's bare ValueError ("Exceeds the limit (4300 digits) for
    integer string conversion") from deep in a lookup, or from the error message meant to refuse it;
    or it was answered (a roll read as the last row, a shift as a DRM of 5,000 digits)."""
    kg = books["khalkin_gol"].module
    big = 10 ** 5000
    calls = {
        # (each names its clause: the function's for its own input, the fact's for a fact)
        "crt(): column [13.0]": lambda: cs.crt(roll=9, column=big, attacker="IJA"),
        "crt(): shift [13.0]": lambda: cs.crt(roll=9, column="3:1", shift=big, attacker="IJA"),
        "crt(): roll [13.0]": lambda: cs.crt(roll=big, column="3:1", attacker="IJA"),
        "combat_result(): attack [13.0]": lambda: cs.combat_result(9, Fraction(big, 3), 4, attacker="IJA",
                                                                   defender_terrain="clear"),
        "crt(): differential [combat.crt]": lambda: si.crt(roll=1, differential=big, terrain="clear"),
        "crt(): column [13.0] ": lambda: cs.crt(roll=9, column=rt.Ratio(big, 1), attacker="IJA"),
        "combat_percentage(): attack [13.2]": lambda: kg.combat_percentage(big, 4),
        "game_over(): the fact 'game_turn' [3.0]": lambda: cs.game_over(game_turn=big, last_turn=2),
        "TABLES['crt'].lookup(): column [13.0]": lambda: cs.TABLES["crt"].lookup(roll=9, column=big),
        "TABLES['crt'].lookup(): roll [13.0]": lambda: cs.TABLES["crt"].lookup(roll=big, column="3:1"),
        "TABLES['crt'].column(): column [13.0]": lambda: cs.TABLES["crt"].column(column=rt.Ratio(big, 1)),
        "TABLES['crt'].cell(): row [13.0]": lambda: cs.TABLES["crt"].cell(big, "3:1"),
    }
    for said, call in calls.items():
        with pytest.raises(rt.WrongType) as err:
            call()
        assert str(err.value).startswith(f"{said.rstrip()} holds a number of about 5001 digits"), str(err.value)
    assert si.crt(roll=1, differential=10 ** 99, terrain="clear") == si.crt(roll=1, differential=99, terrain="clear")


def test_a_number_the_rules_make_too_long_names_the_call_not_an_input_never_given(cs):
    """Odds of two strengths of 100 digits each (both accepted) are a number of 200 digits, which
    the CRT lookup inside combat_result refused as WrongType "TABLES['crt'].lookup(): column [13.0]
    holds a number of about 200 digits": an input the engine never gave, of a call it never made."""
    with pytest.raises(rt.UndefinedResult) as err:
        cs.combat_result(6, 10 ** 100 - 1, Fraction(1, 10 ** 99 + 1), attacker="IJA", defender_terrain="woods")
    assert str(err.value).startswith("combat_result() [13.0]: these inputs make a number of about 200 digits on "
                                     "the way"), str(err.value)
    assert (err.value.function, err.value.clause) == ("combat_result", "13.0")
    assert "TABLES" not in str(err.value)


def test_a_keyword_or_field_name_of_any_length_or_class_is_shown_cut_short(cs):
    """An unknown keyword, or a field asked of an answer, was written whole into the message (a name
    of a million letters made a message of a million), and by its own repr, which may raise."""
    class Named(str):
        def __repr__(self):
            raise RuntimeError("an engine's own repr")
    for key, said in (("a" * 10 ** 6, "got 'aaaa"), (Named("atacker"), "got 'atacker', which is not a fact of this "
                                                                      "book (did you mean attacker?)")):
        with pytest.raises(rt.UnknownFact) as err:
            cs.crt(roll=6, column="3:1", attacker="IJA", **{key: 1})
        assert said in str(err.value) and len(str(err.value)) < 300, str(err.value)[:300]
    o = cs.crt(roll=6, column="3:1", attacker="IJA")
    for name in ("z" * 10 ** 6, Named("zz")):
        for answer in (o, o.effects[0]):
            with pytest.raises(rt.FieldNotGiven) as err:
                getattr(answer, name)
            assert len(str(err.value)) < 300 and "'zz" in str(err.value), str(err.value)[:300]


def test_unknown_scenarios_and_options_are_refused(cs):
    with pytest.raises(rt.UnknownScenario, match="no scenario 'nowhere'"):
        cs.fortification_shift(fortification_in_hex=True, scenario="nowhere")
    with pytest.raises(rt.UnknownOption, match="not an optional rule"):
        cs.fortification_shift(fortification_in_hex=True, options=["99.9"])


def test_every_input_error_is_one_documented_family(cs, si):
    for call in (lambda: cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="swamp"),
                 lambda: cs.fortification_shift(fortification_in_hex="no"),
                 lambda: si.crt(roll=2.5, differential=4, terrain="clear"),
                 lambda: si.crt(roll=1, differential=4, terrain="clear", secnd_combat_phase=True),
                 lambda: cs.crt(roll=9, column="7:2", attacker="IJA"),
                 lambda: cs.combat_result(9, 28, 4)):           # a missing fact is an input error too
        with pytest.raises(rt.RulesInputError) as err:
            call()
        assert "[" in str(err.value) or isinstance(err.value, rt.MissingFact)   # the clause is named


def test_good_input_still_answers_with_its_trace(cs, si):
    o = si.crt(roll=1, differential=4, terrain="clear")
    assert o.text and o.trace
    v = cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear")
    assert v.trace[0] == "13.0"
    assert cs.crt(roll=9, column="3:1", attacker="IJA") == cs.TABLES["crt"].lookup(roll=9, column="3:1")


def test_exact_numbers_are_accepted_and_floats_refused(cs):
    formula = cs.FORMULAS["combat_result"]
    assert formula(9, Fraction(57, 2), 4, attacker="IJA", defender_terrain="clear").value is not None
    with pytest.raises(rt.WrongType, match="Fraction"):
        formula(9, 28.5, 4, attacker="IJA", defender_terrain="clear")


# ---------------------------------------------------------------- introspection
def test_functions_have_real_signatures_and_list_what_they_read(cs):
    sig = inspect.signature(cs.combat_result)
    names = [p.name for p in sig.parameters.values()]
    # its own arguments, then every fact it reads as a keyword of its own, then any other fact
    assert names == ["roll", "attack", "defense", *cs.combat_result.reads, "facts"]
    assert sig.parameters["roll"].kind is inspect.Parameter.POSITIONAL_ONLY
    assert sig.parameters["attack"].annotation == rt.Number
    attacker = sig.parameters["attacker"]
    assert attacker.kind is inspect.Parameter.KEYWORD_ONLY and attacker.default is rt.ABSENT
    assert attacker.annotation is str and sig.parameters["defender_in_city"].annotation is bool
    assert sig.parameters["flotilla_shifts"].annotation is int
    assert cs.combat_result.kind == "formula" and cs.combat_result.clause == "13.0"
    assert cs.combat_result.reads["attacker"] == "side"
    assert cs.combat_result.reads["defender_terrain"] == "terrain"
    crt = inspect.signature(cs.crt)
    assert list(crt.parameters) == ["roll", "column", "shift", "odds", *cs.crt.reads, "facts"]
    assert cs.crt.reads == {"attacker": "side", "decline_retreat_immunity": "flag", "defender_in_city": "flag",
                            "fortification_in_hex": "flag"}


def test_every_public_function_is_registered_and_described(books):
    for c in books.values():
        m = c.module
        for name, fn in m.FUNCTIONS.items():
            assert fn.kind in ("table", "formula", "modifier", "combine", "permission"), name
            assert isinstance(fn.reads, dict)
            types = {f.type for f in m.FACTS.values()} | {"scenario", "options"}
            assert set(fn.reads.values()) <= types, (name, fn.reads)


# ---------------------------------------------------------------- names cannot shadow
SHADOWS = """
book shadows {
  title "Names like Python's"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Names" {
  says "Formulas and facts named like Python builtins and the module's own names."
  fact TABLES: flag = no "A fact named like the module's tables"
  fact len: count = 0 "A fact named like a builtin"
  formula bool(x: number) "Positive" = x > 0
  formula int(x: number) "Doubled" = x * 2
  formula max(a: number, b: number) "The smaller, to be sure it is ours" = min(a, b)
  permission attack "Attack" { may "attack" }
  exception calm "Calm" { overrides attack  when bool(len) and not TABLES  forbid }
  example "Our max is the smaller" { max(2, 5) == 2 }
  example "Our int doubles" { int(4) == 8 }
  example "The exception fires, through the formula named bool" { attack(len: 3) == no }
  example "And does not fire when its condition is false" { attack(len: 0) == yes }
}
"""


def test_rulebook_names_never_shadow_python_builtins(tmp_path):
    folder = tmp_path / "shadows"
    folder.mkdir()
    (folder / "book.rules").write_text(textwrap.dedent(SHADOWS), encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.examples_run == 4 and not c.report.errors
    m = c.module
    assert m.FORMULAS["bool"](3).value is True and m.FORMULAS["max"](2, 5).value == 2
    assert m.attack(len=3).value is False and m.attack(len=0).value is True
    assert m.attack.reads == {"TABLES": "flag", "len": "count"}
    assert isinstance(m.TABLES, dict)               # the module's own names are intact


# ---------------------------------------------------------------- the emitter's source means its tree
def test_printed_expressions_parse_back_to_the_same_tree(books):
    count = 0
    for c in books.values():
        emitter = ExprEmitter(c.ir)
        exprs = [f.body for f in c.ir.formulas] + [x for ex in c.ir.examples for x in ex.checks]
        exprs += [e.applies.condition for e in c.ir.exceptions if e.applies.condition is not None]
        for e in exprs:
            node = emitter.expr(e)
            for indent in (None, 4):
                text = emitter.code(e, indent)
                assert ast.dump(ast.parse(text, mode="eval").body) == ast.dump(node), text
            count += 1
    assert count > 1000


# ---------------------------------------------------------------- answers compose
def test_an_answer_given_back_counts_as_its_value_and_brings_its_trace(cs):
    odds = cs.combat_odds(30, 10)
    o = cs.crt(roll=6, odds=odds, attacker="IJA")
    assert o == cs.crt(roll=6, odds=odds.value, attacker="IJA")
    assert o.trace == ("13.0", "12.7", "12.7.c")   # the table, then where its odds came from
    shift = cs.total_shift(defender_terrain="woods", attacker="IJA")
    moved = cs.crt(roll=6, odds=odds, shift=shift.value, attacker="IJA")
    assert moved.column == "2:1"
    v = cs.combat_result(6, cs.FORMULAS["combat_odds"](30, 1).value.attack, 1, attacker="IJA",
                         defender_terrain="clear")
    assert v.value.column == "5:1"
    drm = cs.combat_drm(20, 1, attacker="IJA", defender_terrain="clear")   # (15: no roll of 2d6, refused as one)
    again = cs.combat_result(rt.Value(drm.value - 8, trace=drm.trace), 30, 10, attacker="IJA", defender_terrain="clear")
    assert "12.7.1" in again.trace                          # the roll's own clause came with it
    with pytest.raises(rt.RollOutOfRange, match="2d6 gives 2–12; got 15"):
        cs.combat_result(drm, 30, 10, attacker="IJA", defender_terrain="clear")


def test_a_value_given_back_whose_trace_is_no_clause_ids_is_a_wrong_type(cs):
    """A Value an engine makes itself joins its trace to the answer's: a trace holding a list broke
    the answer with a bare TypeError (unhashable type: 'list'), an object whose hash raises with its
    own error, and None, 7 or a tuple joined the answer's trace as if they were clause ids."""
    calls = {
        "combat_result(): the argument 'roll' [13.0]":
            lambda tr: cs.combat_result(rt.Value(6, trace=tr), 30, 10, attacker="IJA", defender_terrain="woods"),
        "crt(): the fact 'defender_in_city' [13.2]":
            lambda tr: cs.crt(roll=6, column="3:1", attacker="IJA", defender_in_city=rt.Value(True, trace=tr)),
        "crt(): the argument 'odds' [13.0]":
            lambda tr: cs.crt(roll=6, odds=rt.Value(rt.Ratio(3, 1), trace=tr), attacker="IJA"),
    }
    for said, call in calls.items():
        for trace, held in ((([1],), "[1] (list)"), ((None,), "None (NoneType)"), (("12.7", 7), "7 (int)"),
                            ((("12.7",),), "('12.7',) (tuple)")):
            with pytest.raises(rt.WrongType) as err:
                call(trace)
            assert str(err.value).startswith(f"{said} is a Value whose trace holds {held}: a trace is clause ids"), \
                str(err.value)
        assert call(("13.2",)).trace[-1] == "13.2"
        with pytest.raises(rt.WrongType, match=r"cites '99\.1', which is no clause of changsha"):
            call(("99.1",))   # (text that is no clause of the book joined the trace too: the engine probe, stop 58)


def test_an_answer_of_another_book_is_refused_naming_the_input_the_clause_and_the_fix(cs, books):
    """A Khalkin-Gol answer given to Changsha was taken as its value, and its '11.1' joined the
    Changsha answer's trace; now every answer says its book, and another book's is refused."""
    kg = books["khalkin_gol"].module
    foreign = kg.counts_for_stacking(unit="agent")
    assert foreign.book == "khalkin_gol" and cs.combat_odds(30, 10).book == "changsha"
    assert cs.crt(roll=9, column="3:1", attacker="IJA").book == "changsha"
    assert cs.ezoc_to_ezoc(leaves_ezoc=True).book == "changsha"          # an answer with no clause too
    assert cs.TABLES["crt"].column(column="7:1").book == "changsha"
    for call, named in ((lambda: cs.crt(roll=9, column="3:1", attacker="IJA", defender_in_city=foreign),
                         "crt(): the fact 'defender_in_city' [13.2]"),
                        (lambda: cs.combat_odds(foreign, 3), "combat_odds(): the argument 'attack' [12.7]"),
                        (lambda: cs.crt(roll=9, odds=foreign, attacker="IJA"), "crt(): the argument 'odds' [13.0]"),
                        (lambda: cs.hex_terrain_shift(foreign, defender_terrain="city"),
                         "hex_terrain_shift(): the argument 'value'"),
                        (lambda: cs.SEQUENCES["turn"].steps(attacker=foreign),
                         "SEQUENCES['turn'].steps(): the fact 'attacker'")):
        for _ in range(2):   # refused every time: an answer given back is never kept
            with pytest.raises(rt.ForeignAnswer) as err:
                call()
            assert isinstance(err.value, rt.WrongType)
            said = str(err.value)
            assert said.startswith(named) and "khalkin_gol" in said and "give its .value" in said
    assert cs.crt(roll=9, column="3:1", attacker="IJA", defender_in_city=foreign.value).trace == ("13.0",)
    assert cs.crt(roll=9, column="3:1", attacker="IJA", defender_in_city=rt.Value(True, ("13.2",))).trace == ("13.0", "13.2")
    assert pickle.loads(pickle.dumps(foreign)).book == copy.deepcopy(foreign).book == "khalkin_gol"
    assert copy.copy(cs.crt(roll=9, column="3:1", attacker="KMT")).book == "changsha"


def test_sequence_steps_and_who_check_the_facts_they_are_given(si, cs):
    """`steps(nite=True)` ignored the misspelt fact, `steps(night='no')` read a non-empty string as
    true, `who(step, active_player='purple')` answered ('purple',)."""
    turn = si.SEQUENCES["turn"]
    with pytest.raises(rt.UnknownFact, match=r"SEQUENCES\['turn'\]\.steps\(\) \[II\] got 'nite'"):
        turn.steps(nite=True)
    with pytest.raises(rt.WrongType, match="pause_number"):
        turn.steps(pause_number="5")
    with pytest.raises(rt.UnknownScenario):
        turn.steps(scenario="nowhere")
    steps = cs.SEQUENCES["turn"].steps()
    with pytest.raises(rt.NotAnEnumValue, match="'purple'"):
        cs.SEQUENCES["turn"].who(steps[3][1], active_player="purple")
    assert turn.steps() == turn.steps(pause_number=2)   # good facts are taken as before


# ---------------------------------------------------------------- columns given the wrong way
@pytest.mark.parametrize("given, said", [
    (dict(differential="abc"), r"differential \[combat.crt\] must be a number .* or a printed label of crt; got 'abc'"),
    (dict(differential="1/2"), r"differential \[combat.crt\] must be a number .*; got '1/2'"),
    (dict(differential=""), r"differential \[combat.crt\] must be a number .*; got ''"),
    (dict(percent="abc"), r"crt \[combat.crt\] has differential columns, not percent: give differential=…"),
    (dict(odds="3:1"), r"crt \[combat.crt\] has differential columns, not odds: give differential=…"),
    (dict(column=rt.Ratio(3, 1)), r"has differential columns, not odds.*got column=Ratio\(3, 1\)"),
    (dict(differential=rt.Ratio(3, 1)), r"has differential columns, not odds"),
    (dict(value=3, differential=4), r"crt \[combat.crt\] reads one column; got differential=4 and value=3: give one"),
    (dict(column="+4/5", differential=4), r"reads one column; got column='\+4/5' and differential=4"),
    (dict(differential=4, group="x"), r"crt \[combat.crt\] prints no group headings, so it takes no group; drop group='x'"),
])
def test_a_column_the_table_cannot_read_is_a_wrong_type(si, given, said):
    """These raised a bare ValueError (int('abc')), an AttributeError (a Ratio has no `position` on a
    differential table), or answered from one of two columns, or ignored `group=`."""
    with pytest.raises(rt.WrongType, match=said):
        si.crt(roll=1, terrain="clear", **given)


def test_the_column_aliases_place_numbers_and_a_lookup_without_a_column_says_how_to_give_one(si, books):
    assert si.crt(roll=1, terrain="clear", value=4).column == "+4/5"    # 'which column?' before
    assert si.crt(roll=1, terrain="clear", differential="+4").column == "+4/5"
    with pytest.raises(rt.OffTable, match=r"crt \[combat.crt\] is read by column and no column was given: pass "
                                          r"column=… \(a printed label: -5, -4, .*\) or differential=…"):
        si.crt(roll=1, terrain="clear")
    crt = si.TABLES["crt"]
    with pytest.raises(rt.WrongType, match=r"its columns are differential: give a number"):
        crt.column(column=rt.Ratio(3, 1), terrain="clear")   # (F12: an AttributeError)
    with pytest.raises(rt.WrongType, match=r"gcrt \[13.0\]: its columns are percent"):
        books["khalkin_gol"].module.TABLES["gcrt"].column(column=rt.Ratio(3, 1))


def test_an_odds_table_takes_odds(cs):
    with pytest.raises(rt.WrongType, match=r"crt \[13.0\] has odds columns: give odds=… .* not percent=; got percent=300"):
        cs.crt(roll=9, percent=300, attacker="IJA")
    with pytest.raises(rt.WrongType, match=r"crt\(\): column \[13.0\] must be odds .*; got 3"):
        cs.crt(roll=9, column=3, attacker="IJA")
    with pytest.raises(rt.WrongType, match="reads one column; got odds='7:2' and percent=3"):
        cs.crt(roll=9, odds="7:2", percent=3, attacker="IJA")


def test_a_group_must_be_one_the_table_prints(books):
    kg = books["khalkin_gol"].module
    assert kg.soviet_recruit(row="1-5 security", group="Red Army").value == Fraction(1, 2)
    with pytest.raises(rt.UnknownRow, match=r"soviet_recruit\(\): soviet_recruit \[26.0\] has no group 'Red Amy' "
                                            r"\(did you mean Red Army\?\); its groups are Red Army, MPR"):
        kg.soviet_recruit(row="1-5 security", group="Red Amy")


# ---------------------------------------------------------------- odds given as text
ODDS_BOOK = """
book odds_text {
  title "Odds"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Odds" {
  says "Odds above 2:1 give one."
  record attack "An attack" { odds: ratio "Its odds" }
  fact r: ratio = 1:1 "The odds"
  fact attacks: list of attack "The attacks"
  formula f5() = if r > 2:1 then 1 else 0
  formula f7(q: ratio) = q
  formula good() = count(a.odds > 2:1 for each a in attacks)
  example "ex" { f5(r: 3:1) == 1 }
}
sequence turn "Turn" [1.0] {
  phase fight "Fight" { when r > 2:1 }
  phase rest "Rest"
}
"""


@pytest.fixture(scope="module")
def odds_text(tmp_path_factory):
    from conftest import compile_text
    c = compile_text(tmp_path_factory.mktemp("odds"), ODDS_BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c.module


def test_odds_given_as_text_are_the_odds_they_make(odds_text):
    """A ratio fact given as '3:1' raised AttributeError ('str' object has no attribute 'position')
    in a comparison, and f7('7:2') answered '7:2' while f7(Ratio(7, 2)) answered 3:1."""
    m = odds_text
    assert m.f5(r="3:1").value == 1 and m.f5(r="3:1").value == 1 and m.f5(r=rt.Ratio(3, 1)).value == 1
    assert m.f5(r=" 1 : 1 ").value == 0
    assert m.f7("7:2").value == m.f7(rt.Ratio(7, 2)).value == rt.Ratio(3, 1)
    assert isinstance(m.f7("7:2").value, rt.Ratio)
    units = [{"odds": "3:1"}, {"odds": rt.Ratio(1, 2)}, {"odds": "5:2"}]
    assert m.good(attacks=units).value == 1 and units[0] == {"odds": "3:1"}   # the engine's dicts are left as given
    assert [path for path, _ in m.SEQUENCES["turn"].steps(r="3:1")] == ["turn.fight", "turn.rest"]
    assert [path for path, _ in m.SEQUENCES["turn"].steps(r="2:1")] == ["turn.rest"]


@pytest.mark.parametrize("given", ["0:1", "3:0", "0:0"])
def test_odds_with_a_side_of_0_have_no_answer_as_ratio_does_not(odds_text, given):
    with pytest.raises(rt.UndefinedResult, match=rf"f5\(\): the fact 'r' \[1.0\] is odds {given}, which place no column"):
        odds_text.f5(r=given)
    with pytest.raises(rt.UndefinedResult, match=rf"f7\(\): q \[1.0\] is odds {given}"):
        odds_text.f7(given)
    with pytest.raises(rt.UndefinedResult):
        rt.Ratio(*map(int, given.split(":")))


# ---------------------------------------------------------------- odd engine values, sequences' steps
ODD_BOOK = """
book odd_inputs {
  title "Odd inputs"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Basics" {
  says "Units attack; a turn has phases."
  enum kind "Kind" { armor "Armor", infantry "Infantry" }
  record unit "A unit" { factor: count "Factor"  kind: kind = infantry "Kind" }
  fact attackers: list of unit "The attackers"
  fact night: flag = no "Night"
  fact active_player: side "Who moves"
  fact attacker: side = red "Who attacks"
  formula total() = sum(u.factor for each u in attackers)
  formula param_total(us: list of unit) = sum(u.factor for each u in us)
  modifier night_mod "Night" { drm -1  when night }
  sequence turn "Turn" [1.0] {
    phase move "Movement Phase" {
      who active_player
      segment a "A" { who red, armor }
      segment b "B" [2.0]
      stage c "C" { step d "D" { who attacker }  step e "E" }
    }
    phase combat "Combat Phase" { when night }
  }
}
clause 2.0 "Optional" optional {
  says "Opt."
  modifier opt_mod "Opt" { drm +1  when night }
}
clause 3.0 "Scenarios" {
  says "Scen."
  scenario s1 "S1" { turns 1 to 2  first red  options [2.0] }
}
"""


@pytest.fixture(scope="module")
def odd(tmp_path_factory):
    from conftest import compile_text
    c = compile_text(tmp_path_factory.mktemp("odd"), ODD_BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c.module


def _nested(depth: int) -> list:
    top = inner = []
    for _ in range(depth):
        inner.append([])
        inner = inner[0]
    return top


def test_a_list_nested_without_end_is_a_wrong_type_with_a_short_message(odd, si):
    """The message built the whole repr of the input before cutting it to 80 characters: a list
    nested 100,000 deep raised a bare RecursionError."""
    deep = _nested(100_000)
    for call, said in ((lambda: odd.total(attackers=[deep]), r"total\(\): the fact 'attackers'\[0\] \[1.0\] must be a unit"),
                       (lambda: odd.total(attackers=deep), r"the fact 'attackers'\[0\] \[1.0\] must be a unit"),
                       (lambda: odd.param_total(deep), r"param_total\(\): us\[0\] \[1.0\] must be a unit")):
        with pytest.raises(rt.WrongType, match=said) as err:
            call()
        assert len(str(err.value)) < 250 and "[[[" in str(err.value)
    with pytest.raises(rt.WrongType, match=r"the roll \[combat.crt\] must be a whole number \(int\); got \[\[\[\[\.\.\.\]\]\]\]$"):
        si.crt(roll=deep, differential=4, terrain="clear")   # (a table shows an engine's value the same way)
    assert "..." in rt.shown("x" * 500) and len(rt.shown("x" * 500)) <= 80


class _EqRaises:
    def __eq__(self, other):
        raise RuntimeError("the engine's own ==")
    __hash__ = object.__hash__


class _ReprRaises:
    def __repr__(self):
        raise RuntimeError("the engine's own repr")


def test_an_engine_object_whose_eq_or_repr_raises_is_a_wrong_type(odd):
    """A scenario, an option or a flag whose `==` or `repr` raises escaped as a bare RuntimeError
    (the side check already compared as text only)."""
    with pytest.raises(rt.WrongType, match=r"total\(\): scenario is a scenario id \(text\), one of s1; got _EqRaises"):
        odd.total(attackers=[], scenario=_EqRaises())
    with pytest.raises(rt.WrongType, match=r"options are optional rule ids, each text .*got <.*_EqRaises object at .*>, a _EqRaises, among"):
        odd.total(attackers=[], options=[_EqRaises()])
    with pytest.raises(rt.WrongType, match=r"night_mod\(\): the fact 'night' \[1.0\] must be True or False; got <_ReprRaises object>"):
        odd.night_mod(night=_ReprRaises())
    with pytest.raises(rt.UnknownField, match=r"has <_ReprRaises object>, which is no field of unit"):
        odd.total(attackers=[{_ReprRaises(): 1}])
    with pytest.raises(rt.WrongType, match="is a side"):
        odd.SEQUENCES["turn"].steps(active_player=_EqRaises())


def test_a_dict_subclass_is_read_as_it_was_checked(odd):
    """Fields were checked through `.items()` and read with `[]`: a subclass whose `[]` converts
    fed the rules a value never checked (a bare TypeError adding a str)."""
    class Converting(dict):
        def __getitem__(self, key):
            return str(dict.__getitem__(self, key))
    units = [Converting(factor=3), {"factor": 4}]
    assert odd.total(attackers=units).value == 7 and odd.param_total(units).value == 7
    assert type(units[0]) is Converting   # the engine's own items are left as given

    class Shadowing(dict):
        def __contains__(self, key):   # a field it lacks is still missing
            return True
    with pytest.raises(rt.MissingField, match="lacks factor"):
        odd.total(attackers=[Shadowing(kind="armor")])


@pytest.mark.parametrize("given, said", [
    (iter(["2.0"]), "got list_iterator"),                 # used up by the check, then read as none chosen
    ((c for c in ["2.0"]), "got generator"),
    ({"2.0": False}, r"got dict \{'2.0': False\}"),        # read by its keys: 2.0 chosen
    (b"2.0", r"got bytes b'2.0'"),                        # read by its bytes: '50 is not an optional rule'
    ({"2.0"}, "got set"),
    (2.0, "got float 2.0"),
])
def test_options_are_text_or_a_list_or_tuple_of_text(odd, given, said):
    with pytest.raises(rt.WrongType, match=r"opt_mod\(\): options must be optional rule ids: a list or tuple of "
                                           r"text, or text separated by commas; " + said):
        odd.opt_mod(night=True, options=given)
    with pytest.raises(rt.WrongType, match=r"SEQUENCES\['turn'\]\.steps\(\): options must be"):
        odd.SEQUENCES["turn"].steps(options=given, night=False)


def test_an_option_that_is_not_text_is_named_and_subclasses_of_text_are_read_as_text(odd):
    with pytest.raises(rt.WrongType, match=r"options are optional rule ids, each text \(\"2.0\" or \"all\"\); "
                                           r"got 2.0, a float, among them"):
        odd.opt_mod(night=True, options=[2.0])   # (it said "2.0 is not an optional rule (did you mean 2.0?)")
    with pytest.raises(rt.UnknownOption, match="'9.9' is not an optional rule"):
        odd.opt_mod(night=True, options=("9.9",))
    assert odd.opt_mod(night=True, options=("2.0",)).value == odd.opt_mod(night=True, options="2.0").value == 1

    class Text(str):
        def __eq__(self, other):
            raise RuntimeError("the engine's own ==")
        __hash__ = str.__hash__
    assert odd.opt_mod(night=True, options=[Text("2.0")]).value == 1
    assert odd.opt_mod(night=True, options=Text("2.0")).value == 1
    assert odd.opt_mod(night=True, scenario=Text("s1")).value == 1
    assert "turn.move.b" in [p for p, _ in odd.SEQUENCES["turn"].steps(options=[Text("2.0")], night=False)]


def test_who_takes_a_step_its_path_or_the_pair_steps_lists(odd):
    """`who('turn.move.a')` and `who(steps()[1])` raised a bare AttributeError, `who(None)`
    answered ()."""
    turn = odd.SEQUENCES["turn"]
    steps = turn.steps(options="all", night=False)
    path, step = steps[1]
    assert path == "turn.move.a"
    assert turn.who(step) == turn.who(path) == turn.who(steps[1]) == ("red", "armor")
    for given in (3, None, b"turn.move.a", ["turn.move.a", step], (step, path)):
        with pytest.raises(rt.WrongType, match=r"SEQUENCES\['turn'\]\.who\(\) \[1.0\]: the step must be a Step of "
                                               r"this sequence, its path \(text\) or the \(path, Step\) pair"):
            turn.who(given)
    with pytest.raises(rt.UnknownStep, match=r"has no step 'turn.move.x' \(did you mean turn.move.c\?\); a path is the step ids"):
        turn.who("turn.move.x")
    with pytest.raises(rt.UnknownStep, match=r"the pair \('turn.move.b', <Step segment a>\) is no \(path, Step\)"):
        turn.who(("turn.move.b", step))
    assert issubclass(rt.UnknownStep, rt.RulesInputError) and issubclass(rt.UnknownStep, LookupError)


def test_who_is_inherited_from_the_nearest_step_that_names_it_and_a_copy_is_no_step(odd):
    """A step with no `who` of its own takes that of the nearest step it is nested in (the bundled
    books rely on it: Khalkin-Gol's phases take their segment's); a copy of a step answered ()."""
    import copy
    turn = odd.SEQUENCES["turn"]
    assert turn.who("turn.move.b", active_player="blue") == ("blue",)
    assert turn.who("turn.move.c.e", active_player="blue") == ("blue",)    # two levels up
    assert turn.who("turn.move.c.d") == ("red",)                           # `who attacker`: its default
    assert turn.who("turn.move.c.d", attacker="blue") == ("blue",)
    assert turn.who("turn.combat") == ()                                   # no step above it names one
    step = dict(turn.steps(night=True))["turn.move.a"]
    for other in (copy.copy(step), odd.SEQUENCES["turn"].children[0].children[0].__class__("segment", "a", "A")):
        with pytest.raises(rt.UnknownStep, match=r"<Step segment a> is not a step of this sequence \(a copy of one"):
            turn.who(other)


def test_sequences_take_an_answer_given_back_as_a_fact(odd):
    """`steps(night=Value(True))` was a WrongType while every rule function takes an answer given
    back as its value."""
    turn = odd.SEQUENCES["turn"]
    night = rt.Value(True, ("1.0",))
    assert turn.steps(night=night) == turn.steps(night=True)
    assert turn.who("turn.move.b", active_player=rt.Value("blue")) == ("blue",)
    assert odd.night_mod(night=night).value == -1


def test_a_table_read_directly_with_an_engine_object_names_no_row_or_column(cs):
    """`TABLES[...].lookup` and `.cell` turned a row or column into text with str(): a list nested
    without end raised a bare RecursionError, an object whose repr raises a bare RuntimeError."""
    crt, deep = cs.TABLES["crt"], _nested(100_000)
    for column in (deep, _ReprRaises()):
        with pytest.raises(rt.WrongType, match=r"crt \[13.0\]: its columns are odds: .*; got (\[\[\[\[\.\.\.\]\]\]\]|<_ReprRaises object>)$"):
            crt.lookup(roll=3, column=column)
        with pytest.raises(rt.OffTable, match=r"crt \[13.0\] has no cell at row 3, column "):
            crt.cell(3, column)
    with pytest.raises(rt.OffTable, match=r"crt \[13.0\] has no cell at row <_ReprRaises object>, column '3:1'"):
        crt.cell(_ReprRaises(), "3:1")
    with pytest.raises(rt.OffTable, match=r"crt \[13.0\] has no cell"):
        crt.cell(3, "3:1", group=[1])


@pytest.mark.parametrize("name", ["changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"])
def test_rules_say_what_they_are_as_book_json_does(books, name):
    """An engine could not tell from Python whom a permission binds: `no_entry_fortification`
    answered "may not" for a KMT unit, and `artillery_no_advance` for infantry, while `who` was
    only in book.json; nor which modifiers make up a total shift (engine probe, stop 39)."""
    import json
    module = books[name].module
    doc = json.loads((ROOT / "generated" / name / "book.json").read_text(encoding="utf-8"))
    for p in doc["permissions"]:
        fn = module.PERMISSIONS[p["id"]]
        assert (fn.who, fn.modal, fn.action) == (p["who"], p["modal"], p["action"]), p["id"]
    for m in doc["modifiers"]:
        fn = module.MODIFIERS[m["id"]]
        assert (fn.kind, fn.effect, fn.on) == ("modifier", m["effect"], m["on"]), m["id"]
    for c in doc["combines"]:
        fn = module.MODIFIERS[c["id"]]
        assert (fn.kind, fn.mode, fn.members) == ("combine", c["mode"], tuple(c["members"])), c["id"]
        assert all(member in module.MODIFIERS for member in fn.members)


def test_a_combines_members_give_its_breakdown(cs):
    """Calling each member of `total_shift` with the same facts adds up to the total."""
    facts = dict(attacker="IJA", defender_terrain="woods", air_support="bomber", tank_with_infantry=True)

    def parts(name):
        fn = cs.MODIFIERS[name]
        return [x for m in fn.members for x in parts(m)] if fn.kind == "combine" else [(name, fn(**facts).value)]
    shown = parts("total_shift")
    assert sum(v for _, v in shown) == cs.total_shift(**facts).value
    assert ("hex_terrain_shift", -1) in shown and ("air_bomber", 2) in shown and ("tank_support", 1) in shown, shown
