"""A table's own methods (`TABLES[...].lookup`, `.column`, `.drm`, `.cell`) and the answers'
methods, probed with what an engine author may get wrong: a roll or a shift that is no whole number
(True, 2.0, NaN, a list), an offset header's selector that is no text, odds compared with text that
writes none, a parameter given by position and by name, a formula whose number makes a table read
a roll of 7/2, a list whose items cannot be read, a `Value` made with a trace of text. Each is
refused with a documented error naming the input, the clause and the fix (or, for ==, answered) —
never read as another number without a word, never Python's own error from inside the runtime."""
from __future__ import annotations

from fractions import Fraction

import pytest

from dsl import runtime as rt

from conftest import compiled_book


@pytest.fixture(scope="module")
def cs():
    return compiled_book("changsha").module


@pytest.fixture(scope="module")
def si():
    return compiled_book("shanghai_incident").module


class _Hashless:
    def __hash__(self):
        raise RuntimeError("the engine's own hash")


@pytest.mark.parametrize("roll", [True, 6.0, float("nan"), float("inf"), [6], 6j, "6", _Hashless()])
def test_a_tables_lookup_refuses_a_roll_that_is_no_whole_number(cs, roll):
    # (6.0 read row 6, True row 2-3; NaN, inf, a list or a complex raised from int(), a hash from the cache)
    with pytest.raises(rt.WrongType, match=r"crt \[13\.0\]: a roll is read by a whole number; got "):
        cs.TABLES["crt"].lookup(roll=roll, column="4:1")


@pytest.mark.parametrize("shift", [True, 1.0, float("nan"), [1], "1"])
def test_a_tables_methods_refuse_a_shift_that_is_no_whole_number(cs, shift):
    crt = cs.TABLES["crt"]
    for call in (lambda: crt.lookup(roll=6, column="4:1", shift=shift), lambda: crt.column(column="4:1", shift=shift),
                 lambda: crt.drm(column="4:1", shift=shift)):
        with pytest.raises(rt.WrongType, match=r"crt \[13\.0\]: a shift is a whole number of columns; got "):
            call()


def test_whole_numbers_of_other_classes_are_read_as_the_number(cs):
    crt = cs.TABLES["crt"]
    assert crt.lookup(roll=Fraction(12, 2), column="4:1") == crt.lookup(roll=6, column="4:1") == "D1R2"
    assert crt.column(column="4:1", shift=Fraction(1)).value == crt.column(column="4:1", shift=1).value == "5:1"
    with pytest.raises(rt.WrongType, match=r"a roll is read by a whole number; got 7/2"):
        crt.lookup(roll=Fraction(7, 2), column="4:1")


class _LyingText:
    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


@pytest.mark.parametrize("terrain", [_LyingText(), 5, ["clear"]])
def test_an_offset_headers_selector_is_text(si, terrain):
    # (an object equal to everything read the first header row; one whose == raised, raised its own error)
    crt = si.TABLES["crt"]
    for call in (lambda: crt.column(column="-2", terrain=terrain), lambda: crt.cell("1", "-2", terrain=terrain)):
        with pytest.raises(rt.WrongType, match=r"crt \[combat\.crt\]: the terrain that picks its header row is text, "
                                               r"one of .*clear"):
            call()


def test_an_offset_headers_selector_of_a_str_subclass_is_its_text(si):
    class Terrain(str):
        def __eq__(self, other):
            raise RuntimeError("the engine's own ==")

        __hash__ = str.__hash__

    crt = si.TABLES["crt"]
    assert crt.column(differential=3, terrain=Terrain("town")) == crt.column(differential=3, terrain="town")


def test_a_number_that_makes_a_table_read_a_broken_roll_names_the_function_called(tmp_path):
    # (it named the table's roll, of a function the engine did not call)
    from conftest import compile_text
    book = compile_text(tmp_path, '''
        book b { title "B" side red "Red" side blue "Blue" dice 1d6 }
        clause 1 "One" {
          says "x"
          table t "T" {
            roll 1d6
            | 1d6 | a |
            |---|---|
            | 1-6 | x |
          }
          formula rolled(x: number) = t(roll: x, column: "a")
        }
    ''').module
    for _ in range(2):   # (refused every time: nothing kept)
        with pytest.raises(rt.WrongType, match=r"^rolled\(\) \[1\]: these inputs make t \[1\] read a roll of 7/2, "
                                               r"not a whole number: check the numbers given$"):
            book.rolled(Fraction(7, 2))
    assert book.rolled(Fraction(6)) == book.rolled(6)


def test_a_count_or_integer_parameter_is_refused_a_number_that_is_not_one(cs):
    # (a formula's `count` and `integer` parameters were checked as numbers: -7 and 1/3 were answered)
    with pytest.raises(rt.WrongType, match=r"^combat_result\(\): roll \[13\.0\] must be a whole number \(int\)"):
        cs.combat_result(Fraction(7, 2), 28, 4, attacker="IJA", defender_terrain="clear")
    with pytest.raises(rt.WrongType, match=r"must be a whole number 0 or more \(int\); got -1"):
        cs.unfilled_losses(-1, defender_steps=1)


def test_text_that_writes_no_odds_is_unequal_to_odds_not_refused(si):
    level = si.vp_levels(20)   # Value('Major Japanese')
    assert (level == rt.Value(rt.Ratio(1, 1))) is False   # (raised WrongType: "not odds: 'Major Japanese'")
    assert (rt.Value("3:1") == rt.Value(rt.Ratio(3, 1))) is True
    assert (rt.Value("3:0") == rt.Value(rt.Ratio(3, 1))) is False   # (raised UndefinedResult)


def test_a_parameter_given_by_position_and_by_name_is_named_as_such(cs):
    # (it said 'attack' is no fact of the book, "did you mean attacker?")
    with pytest.raises(rt.UnknownFact, match=r"combat_odds\(\) \[12\.7\] got 'attack' by name, which is its own "
                                             r"parameter, given by position only \(combat_odds\(attack, defense, /"):
        cs.combat_odds(30, 10, attack=3)
    with pytest.raises(rt.UnknownFact, match=r"did you mean attacker"):
        cs.combat_odds(30, 10, attackr="IJA")


class _ItemsRaise(dict):
    def items(self):
        raise RuntimeError("the engine's own items()")


class _IterRaises(list):
    def __iter__(self):
        raise RuntimeError("the engine's own iteration")


def test_a_list_or_a_unit_whose_items_cannot_be_read_is_a_wrong_type(cs):
    # (the engine's own RuntimeError came out of the input checks)
    with pytest.raises(rt.WrongType, match=r"total_attack\(\): the fact 'attackers'\[0\] \[12\.7\.b\] is a _ItemsRaise "
                                           r"whose items cannot be read \(reading them raised RuntimeError\); give a "
                                           r"plain dict"):
        cs.total_attack(attackers=[_ItemsRaise(factor=2)])
    with pytest.raises(rt.WrongType, match=r"the fact 'attackers' \[12\.7\.b\] is a _IterRaises whose items cannot be "
                                           r"read .*give a plain list of dicts"):
        cs.total_attack(attackers=_IterRaises([{"factor": 2}]))
    with pytest.raises(rt.WrongType, match=r"SEQUENCES\['turn'\]\.steps\(\)"):
        cs.SEQUENCES["turn"].steps(attackers=_IterRaises([{"factor": 2}]))
    assert cs.total_attack(attackers=[{"factor": 2}]).value == 2


def test_a_value_whose_trace_is_text_is_refused_not_read_letter_by_letter(cs):
    # (Value(30, trace="12.7") given back joined the answer's trace as '1', '2', '.', '7')
    with pytest.raises(rt.WrongType, match=r"Value\(\): a trace is clause ids, a tuple of text; got the text '12\.7'.*"
                                           r"give \('12\.7',\)"):
        rt.Value(30, trace="12.7")
    assert cs.combat_odds(rt.Value(30, trace=("12.7",)), 10).trace == ("12.7", "12.7.c")


def test_a_name_a_table_does_not_read_and_no_fact_is_refused(cs, si):
    """`TABLES['crt'].lookup(roll=6, column='4:1', shfit=1)` dropped the misspelt shift without a
    word and answered the unshifted column. A name that is neither the table's own nor a fact of
    the book (which the rules pass along) is UnknownFact, naming the near one; a fact is taken."""
    crt = cs.TABLES["crt"]
    assert crt.lookup(roll=6, column="4:1", attacker="IJA") == crt.lookup(roll=6, column="4:1")
    with pytest.raises(rt.UnknownFact, match=r"'shfit'.*did you mean shift\?"):
        crt.lookup(roll=6, column="4:1", shfit=1)
    with pytest.raises(rt.UnknownFact, match=r"'terain'.*did you mean terrain\?"):
        si.TABLES["crt"].column(differential=4, terain="clear")
    with pytest.raises(rt.UnknownFact, match="'colum'"):
        cs.TABLES["terrain_effects"].cell("Clear", colum="Movement")


# ------------------------------------------------------------------ objects that cannot say their class
class _LazyProxy:
    """A lazy proxy (as `lazy_object_proxy` or Django's `SimpleLazyObject` make them) whose target
    cannot be had: reading `__class__` raises the engine's own error."""
    @property
    def __class__(self):
        raise ConnectionError("side not loaded from the game server")


@pytest.mark.parametrize("call", [
    lambda cs, p: cs.crt(roll=9, column="4:1", attacker=p),            # a fact
    lambda cs, p: cs.combat_odds(p, 10),                                # an own argument
    lambda cs, p: cs.crt(9, "4:1", attacker="IJA", scenario=p),
    lambda cs, p: cs.crt(9, "4:1", attacker="IJA", options=[p]),
    lambda cs, p: cs.crt(roll=6, odds=p, attacker="IJA"),
    lambda cs, p: cs.total_attack(attackers=[{"factor": p}]),           # a record's field
    lambda cs, p: cs.TABLES["crt"].lookup(roll=p, column="4:1"),
    lambda cs, p: cs.SEQUENCES["turn"].who(p),
], ids=["fact", "own", "scenario", "option", "odds", "field", "lookup", "who"])
def test_a_proxy_that_cannot_say_its_class_is_refused_and_its_error_named(cs, call):
    """`pretending` read the value's `__class__` unguarded: the engine's ConnectionError came out of
    the input checks bare."""
    with pytest.raises(rt.WrongType) as refused:
        call(cs, _LazyProxy())
    assert "LazyProxy" in str(refused.value)


def test_answers_compare_unequal_with_a_proxy_that_cannot_say_its_class():
    p = _LazyProxy()
    assert not rt.Ratio(3, 1) == p and rt.Ratio(3, 1) != p and not rt.Value(3) == p
    assert rt.Value(p).value is p        # (a Value holds whatever it is given)


class _OptionsOnce(list):
    """Options of an engine's own list class that give other items the second time they are read."""
    def __init__(self, first, then):
        super().__init__(first)
        self.reads, self.then = 0, then

    def __iter__(self):
        self.reads += 1
        return iter(list.__iter__(self) if self.reads == 1 else self.then)


@pytest.mark.parametrize("then", [[], ["99.9"], [5]])
def test_options_of_an_engines_own_list_are_read_once(then):
    """The options were checked from one reading of the engine's list and used from a second:
    an option checked was dropped, an unknown one or a number taken unchecked."""
    kg = compiled_book("khalkin_gol").module
    want = kg.counts_for_stacking(unit="agent", options=["24.6"])
    assert kg.counts_for_stacking(unit="agent", options=_OptionsOnce(["24.6"], then)) == want


class _RaisingList(list):
    def __iter__(self):
        raise RuntimeError("the engine's own list")


def test_options_whose_reading_raises_are_refused_and_named():
    kg = compiled_book("khalkin_gol").module
    with pytest.raises(rt.WrongType, match="options is a _RaisingList whose items cannot be read"):
        kg.counts_for_stacking(unit="agent", options=_RaisingList(["24.6"]))


def test_calling_init_again_changes_no_answer_nor_any_data_the_answers_share(cs):
    """Answers are shared (kept, and read from shared cells): `__init__` called again on one of them
    rewrote it for every later call (a Value, odds, an effect's fields, a table's cell, the book)."""
    total = cs.total_shift(**_SHIFT_FACTS)
    total.__init__(99, ("made-up",))
    odds = cs.combat_odds(30, 10).value
    odds.__init__(1, 9)
    outcome = cs.crt(roll=6, column="4:1", attacker="IJA")
    outcome.__init__("X", ())
    outcome.effects[0].__init__("attacker", {"loss": 4})
    outcome.effects[0].fields.__init__(loss=5)
    cs.BOOK.__init__(title="hacked")
    cs.BOOK.sides.__init__(XYZ="made up")
    assert cs.total_shift(**_SHIFT_FACTS) == total and total.value != 99 and total.trace != ("made-up",)
    assert cs.combat_odds(30, 10).value == rt.Ratio(3, 1) == odds
    again = cs.crt(roll=6, column="4:1", attacker="IJA")
    assert again.text == outcome.text != "X"
    assert again.effects[0].kind == "defender" and again.effects[0].fields["loss"] == 1
    assert cs.BOOK.title != "hacked" and "XYZ" not in cs.BOOK.sides


_SHIFT_FACTS = dict(attacker="IJA", defender_terrain="woods", air_support="bomber")


@pytest.mark.parametrize("change", [
    lambda cs: setattr(cs.TABLES["crt"], "clause", "99.9"),          # later traces cited 99.9
    lambda cs: setattr(cs.TABLES["crt"], "cells", ()),                # later lookups: a bare IndexError
    lambda cs: cs.TABLES["crt"].__init__("crt", "T", "1", rows=(), columns=(), cells=(), effects=(), marks=(),
                                         row_kind="keys", column_kind="keys"),
    lambda cs: setattr(cs.SEQUENCES["turn"], "children", ()),         # steps() gave []
    lambda cs: setattr(cs.EXAMPLES[0], "body", lambda: ((), (False,))),
    lambda cs: cs.crt.reads.clear(),
    lambda cs: cs._Trace.untraced.clear(),
], ids=["table clause", "table cells", "table init", "sequence steps", "example body", "reads", "untraced"])
def test_tables_sequences_examples_and_what_functions_read_refuse_changes(cs, change):
    """Tables, sequences and examples took plain assignment (and a table `__init__` again): later
    answers cited other clauses, lost their steps or raised Python's own errors."""
    before = (cs.crt(roll=2, column="1:3", attacker="KMT"), [p for p, _ in cs.SEQUENCES["turn"].steps()],
              cs.EXAMPLES[0].run(), dict(cs.crt.reads))
    with pytest.raises((AttributeError, TypeError), match="read-only"):
        change(cs)
    cs.crt.forget()
    after = (cs.crt(roll=2, column="1:3", attacker="KMT"), [p for p, _ in cs.SEQUENCES["turn"].steps()],
             cs.EXAMPLES[0].run(), dict(cs.crt.reads))
    assert after == before and after[0].trace == before[0].trace


def test_copies_of_tables_and_sequences_answer_and_stay_read_only(cs):
    import copy
    table = copy.deepcopy(cs.TABLES["crt"])
    assert table.lookup(roll=6, column="4:1") == cs.TABLES["crt"].lookup(roll=6, column="4:1")
    with pytest.raises(AttributeError, match="read-only"):
        table.clause = "99.9"
    example = copy.copy(cs.EXAMPLES[0])
    assert example.run() == cs.EXAMPLES[0].run()
    with pytest.raises(AttributeError, match="read-only"):
        example.index = 5


def test_a_fact_passed_along_to_a_lookup_is_checked_even_when_the_answer_is_kept(si):
    """The lookup's kept readings are keyed by what decides the cell: a fact passed along (a number
    of 101 digits) was refused on a first lookup and taken once the same cell had been read."""
    table = si.TABLES["vp_levels"]
    assert table.lookup(roll=16, column="Level").text == "Draw (historical)"
    with pytest.raises(rt.WrongType, match="about 101 digits"):
        table.lookup(roll=16, column="Level", accumulated_vp=10 ** 100)


def test_a_row_open_on_a_side_covers_every_number_past_it():
    """`22+` and `12 or less`: the engine refused VP 30 (RollOutOfRange: "its rows run 12–22") while
    the book's own formula, the examples and `rules explain` read the row 22+; the vectors expected
    the refusal for 23 and 11."""
    si, kg = compiled_book("shanghai_incident").module, compiled_book("khalkin_gol").module
    assert [si.vp_levels(v).text for v in (30, 23, 22, 11, -5)] == [
        "Decisive Japanese", "Decisive Japanese", "Decisive Japanese", "Decisive Chinese", "Decisive Chinese"]
    assert si.vp_levels(10 ** 50).text == si.victory_level(10 ** 50, chinese_unit_in_shanghai=False).value
    assert kg.victory_levels(40).text == kg.victory_levels(10 ** 6).text
    assert si.TABLES["vp_levels"]._roll_bounds == (None, None)


def _table_on_2d6(tmp_path, column: str, rows: list[tuple[str, str]]):
    """The public function of a table `t` rolled on 2d6 with one column and `rows` (label, cell)."""
    from compiler.pipeline import compile_book
    path = tmp_path / "b.rules"
    grid = "".join(f"    | {label} | {cell} |\n" for label, cell in rows)
    path.write_text('book b { title "B" side red "Red" dice 2d6 }\nclause 1 "C" {\n  says "x"\n'
                    f'  table t "T" {{\n    roll 2d6\n    columns keys\n    | 2d6 | {column} |\n    |---|---|\n'
                    f'{grid}  }}\n}}\n', encoding="utf-8")
    c = compile_book(path)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c.module.FUNCTIONS["t"]


def test_rolls_past_a_closed_end_are_still_refused(tmp_path):
    """A table whose rows are open above only still refuses a roll below its dice and rows."""
    t = _table_on_2d6(tmp_path, "A", [("2-11", "x"), ("12+", "y")])
    assert (t(roll=14, column="A").text, t(roll=12, column="A").text) == ("y", "y")
    with pytest.raises(rt.RollOutOfRange, match="its rows run 2 and up"):
        t(roll=1, column="A")


def test_a_number_tables_row_is_its_number_by_name_too():
    """The reference has number tables take `row:` and `column:`; `vp_levels(row=22, column="Level")`
    raised OffTable ("a roll is needed"), in an example (E501) and in `rules explain` too."""
    si = compiled_book("shanghai_incident").module
    assert si.vp_levels(row=22, column="Level").text == si.vp_levels(22, "Level").text == "Decisive Japanese"
    assert si.TABLES["vp_levels"].lookup(row=15).text == "Major Chinese"
    with pytest.raises(rt.WrongType, match="the row .* must be a whole number"):
        si.vp_levels(row="22+")
    with pytest.raises(rt.WrongType, match="row .* holds a number of about 121 digits"):   # (as roll=: WrongType)
        si.TABLES["vp_levels"].lookup(row=10 ** 120)


def test_a_roll_past_the_top_of_a_table_open_below_is_off_the_table(tmp_path):
    """Rows `4 or less | 5-8 | 9-12` on 2d6: a roll of 13 raised TypeError (a comparison with the
    open lower end), and the vectors expected the TypeError, which the JavaScript engine did not give."""
    t = _table_on_2d6(tmp_path, "Result", [("4 or less", "x"), ("5-8", "y"), ("9-12", "z")])
    with pytest.raises(rt.RollOutOfRange, match="its rows run 12 or less, and the table has no rule for rolls above"):
        t(13, "Result")
    assert t(-3, "Result").text == "x"


# ------------------------------------------------------------------ found by a probe of the engine API (twenty-fourth stop)
@pytest.fixture(scope="module")
def kg():
    return compiled_book("khalkin_gol").module


@pytest.mark.parametrize("call, error, said", [
    # a row label given to a table read by roll was dropped, and the roll read, without a word
    (lambda cs, kg: cs.crt(roll=9, row="2-3", column="3:1", attacker="IJA"), rt.WrongType,
     r"crt\(\): crt \[13\.0\] is read by a roll \(2d6: 2–12\); got row='2-3' and roll=9: give one of them"),
    (lambda cs, kg: cs.crt(row="9-10", column="3:1", attacker="IJA"), rt.WrongType,
     r"crt \[13\.0\] is read by a roll \(2d6: 2–12\), not by a row label; got row='9-10': pass roll=…"),
    (lambda cs, kg: cs.TABLES["crt"].lookup(roll=9, row="2-3", column="3:1"), rt.WrongType,
     r"TABLES\['crt'\]\.lookup\(\): crt \[13\.0\] is read by a roll"),
    (lambda cs, kg: cs.TABLES["crt"].lookup(9, "3:1", roll=3), rt.WrongType, r"reads one roll; got 9 first and roll=3"),
    # and a roll given to a table read by row label
    (lambda cs, kg: kg.japanese_abbreviations(row="6A", column="Meaning", roll=3), rt.WrongType,
     r"japanese_abbreviations \[2\.7\] is read by a row label, not by a roll; got roll=3: pass row=… \(one of 6A, "),
    # no roll at all: "crt: a roll is needed", with neither the clause nor the fix
    (lambda cs, kg: cs.crt(column="3:1", attacker="IJA"), rt.OffTable,
     r"crt \[13\.0\] is read by a roll \(2d6: 2–12\) and none was given: pass roll=…"),
    # odds placed on a table whose columns are labels: "has no column '3:1'"
    (lambda cs, kg: kg.japanese_abbreviations("6A", odds="3:1"), rt.WrongType,
     r"prints its columns as labels, which are not placed by value: give column=… \(one of Meaning\), not odds="),
    # a shift on a table whose columns are labels (it was OffTable here, off the one column's edge,
    # and read the next label over where there was one: the odds probe of stop 62)
    (lambda cs, kg: kg.japanese_abbreviations("6A", "Meaning", shift=1), rt.WrongType,
     r"japanese_abbreviations \[2\.7\]: its columns are labels, in no order to shift along, so a shift of 1 moves "
     r"to no column: give the column to read, with no shift"),
])
def test_a_row_a_roll_or_a_column_given_the_wrong_way_is_refused_and_says_how(cs, kg, call, error, said):
    with pytest.raises(error, match=said):
        call(cs, kg)
    with pytest.raises(error, match=said):   # (and again: a refusal is never kept as an answer)
        call(cs, kg)


def test_a_percent_sign_is_read_only_on_a_table_of_percentages(si):
    """`differential="9%"` was read as differential 9, the sign dropped."""
    with pytest.raises(rt.WrongType, match=r"differential \[combat\.crt\] must be a number .* got '9%'"):
        si.crt(roll=1, differential="9%", terrain="clear")
    assert si.crt(roll=1, differential="+9", terrain="clear") == si.crt(roll=1, differential=9, terrain="clear")


def test_the_fact_that_picks_a_header_row_is_missing_when_not_given(si):
    """Shanghai's crt prints one header row per terrain: without `terrain` it said "no header row for
    terrain None", an OffTable, though None was never given."""
    with pytest.raises(rt.MissingFact, match=r"'terrain' \[combat\.crt\] is needed but was not given: crt \[combat\.crt\] prints one "
                                             r"header row for each terrain \(city, .*\): give terrain=…"):
        si.crt(roll=1, differential=4)


def test_the_enum_that_picks_a_header_row_is_a_fact_every_function_takes(si):
    """Shanghai's crt read `terrain` (in its `.reads`, MissingFact without it), yet `terrain` was not
    in FACTS and every other function refused it as "not a fact of this book": no one dict of facts
    served every call. The header enum is a fact of the book, in the table's clause."""
    assert si.FACTS["terrain"].type == "terrain" and si.FACTS["terrain"].clause == "combat.crt"
    assert si.crt.reads["terrain"] == "terrain"
    facts = dict(terrain="city", second_combat_phase=False, defender_is_sniper=False)
    assert si.crt(roll=1, differential=10, **facts) == "D2"
    assert si.endgame_vp(3, True, 2, **facts) == si.endgame_vp(3, True, 2)   # taken, and not read
    with pytest.raises(rt.NotAnEnumValue):
        si.endgame_vp(3, True, 2, terrain="swamp")   # (checked as any fact is)


def test_a_row_is_named_by_its_label_not_by_an_objects_str(cs):
    """An engine's `Hex` whose str() is "City" read the City row of a key table (a column or a
    fact of the same object was refused)."""
    class Hex:
        def __str__(self):
            return "City"

    class Text(str):
        def __str__(self):
            return "City"
    with pytest.raises(rt.WrongType, match=r"a row of terrain_effects \[10\.4\] is named by its printed label"):
        cs.terrain_effects(Hex(), "Combat")
    with pytest.raises(rt.WrongType, match="printed label"):
        cs.TABLES["terrain_effects"].check_call((Hex(), "Combat"), {}, None, "terrain_effects")
    # a subclass of str is read as its text, not as its own str() says
    assert cs.TABLES["terrain_effects"].lookup(Text("Clear"), "Combat") == cs.terrain_effects("Clear", "Combat")


def test_a_number_is_placed_as_its_own_class_rounds_it(cs):
    """A subclass's own `__floor__` placed a value in another column of a raw lookup."""
    class Odd(int):
        def __floor__(self):
            return 999

    class OddFraction(Fraction):
        def __floor__(self):
            return 999
    table = cs.TABLES["barrage_table"]
    assert table.lookup(roll=4, value=Odd(-98), shift=2) == table.lookup(roll=4, value=-98, shift=2)
    assert table.lookup(roll=4, value=OddFraction(9, 2)) == table.lookup(roll=4, value=Fraction(9, 2))


def test_a_class_that_says_it_is_int_keeps_no_answer(cs):
    """A metaclass whose `==` and hash said the class was `int` had the answer for `Evil(60)` kept
    under the key of 60's look-alike, and a later `combat_odds(30, 10)` answered 6:1."""
    class Meta(type):
        def __eq__(cls, other):
            return other is int or type.__eq__(cls, other)

        def __hash__(cls):
            return hash(int)

    class Evil(int, metaclass=Meta):
        def __eq__(self, other):
            return True

        def __hash__(self):
            return hash(30)
    cs.combat_odds.forget()
    cs.combat_odds(Evil(60), 10)
    assert cs.combat_odds(30, 10).value == rt.Ratio(3, 1)


def test_rebinding_a_functions_reads_changes_no_answer(cs):
    """The runtime asked `fn.reads` at each call: `crt.reads = {}` dropped a clause from the
    traces of later answers."""
    crt = cs.crt
    given = rt.Value(True, trace=("13.2",))   # an engine's own answer given back
    before = crt(roll=9, column="4:1", attacker="KMT", defender_in_city=given).trace
    assert "13.2" in before
    saved = crt.reads
    try:
        crt.reads = {}
        crt.forget()
        assert crt(roll=9, column="4:1", attacker="KMT", defender_in_city=given).trace == before
    finally:
        crt.reads = saved


def test_effects_hash_as_they_compare():
    one, same = rt.Effect("attacker", {"loss": 1}), rt.Effect("attacker", {"loss": 1})
    assert one == same and hash(one) == hash(same) and len({one, same, rt.Effect("defender", {"loss": 1})}) == 2


class _Unloadable:
    """A lazy proxy whose target failed to load: reading its class raises."""
    @property
    def __class__(self):
        raise RuntimeError("target failed to load")


@pytest.mark.parametrize("call, said", [
    (lambda cs: rt.Ratio(_Unloadable(), 1), r"Ratio\(\): the attack must be a whole number \(int\); got _Unloadable"),
    (lambda cs: rt.odds(4, _Unloadable()), r"odds\(\): the defense must be a number"),
    (lambda cs: rt.percent(_Unloadable(), 1), r"percent\(\): the attack must be a number"),
    (lambda cs: rt.Ratio.parse(_Unloadable()), r"not odds: "),
    (lambda cs: cs.TABLES["crt"].column(column=_Unloadable()), r"TABLES\['crt'\]\.column\(\): an argument \[13\.0\] is a "
                                                                r"_Unloadable that cannot say its class"),
    (lambda cs: cs.TABLES["crt"].drm(odds=_Unloadable()), r"TABLES\['crt'\]\.drm\(\): an argument"),
])
def test_a_proxy_that_cannot_say_its_class_is_wrong_type_for_odds_and_columns_too(cs, call, said):
    """`Ratio`, `odds`, `percent`, `Ratio.parse` and a table's `column`/`drm` raised the proxy's own
    RuntimeError, where `crt()` and `lookup` said WrongType."""
    with pytest.raises(rt.WrongType, match=said):
        call(cs)


def test_a_value_given_to_a_rule_that_changes_none_is_refused(cs, kg):
    """`net_shift(5, …)` and `fortification_shift(99, …)` gave the shift of their facts, the number
    dropped without a word: a column shift, a die-roll modifier or a combination changes no value."""
    with pytest.raises(rt.WrongType, match=r"net_shift\(\) \[13\.4\.1\] gives the total of its members from the facts "
                                           r"and changes no value; got the value 5: call net_shift\(\) with the facts alone"):
        kg.net_shift(5, cas_successes=2)
    with pytest.raises(rt.WrongType, match=r"fortification_shift\(\) \[12\.4\.c\] gives a column shift"):
        cs.fortification_shift(99, fortification_in_hex=True)
    assert kg.net_shift(cas_successes=2).value == 2
    assert cs.river_crossing(7, crosses_river=False, engineer_river_crossing=False).value == 7   # (an `add`: it does)


def test_a_fact_declared_outside_any_clause_is_refused_with_the_clause_of_the_function(kg):
    """Khalkin-Gol's `gt` is declared in the book, outside any clause: its refusals cited none. The
    function's clause is said as that, not as the fact's own (`'month' [8.2]` in one call and `[6.1]`
    in another read as the fact's clause: the engine probe of stop 58)."""
    with pytest.raises(rt.WrongType, match=r"japanese_rp\(\): the fact 'gt' \(of no clause; read under \[8\.2\.japanese\]\) "
                                           r"must be a whole number"):
        kg.japanese_rp(1, 1, gt=Fraction(1, 2))


def test_a_table_read_off_by_a_rule_names_the_function_called_and_its_clause():
    """`random_event(0, turn=4)` raised OffTable "random_events: no row for 0", naming neither the
    function the engine called nor a clause. (Its roll is now declared `roll of random_events`, and a
    0 is refused before the table is read; `japan_chart_rp(999)` reads past its table's turns.)"""
    ws = compiled_book("war_of_the_suns").module
    with pytest.raises(rt.OffTable) as raised:
        ws.japan_chart_rp(999)
    clause = ws.japan_chart_rp.clause
    assert str(raised.value).startswith(f"japan_chart_rp() [{clause}]: with these inputs the rules read off a table: "
                                        f"general_events_rp [{ws.TABLES['general_events_rp'].clause}]: no row for 999")
    with pytest.raises(rt.RollOutOfRange, match=r"^random_event\(\): roll \[charts.random_events\] is a roll of "
                                                r"random_events, and 2d6 gives 2–12; got 0"):
        ws.random_event(0, turn=4)
    # (a column its parameter is declared to take, `column of transport_capacity`: refused as it is given)
    with pytest.raises(rt.UnprintedColumn, match=r"^sea_capacity\(\): side_column \[charts.transport_capacity\] is a "
                                                 r"column of transport_capacity, which prints no column 'A'"):
        ws.sea_capacity("A", side_fleet_on_map=True)


def test_a_modifier_that_changes_a_number_called_without_it_says_so(cs):
    with pytest.raises(rt.MissingFact) as raised:
        cs.river_crossing(crosses_river=False, engineer_river_crossing=False)
    assert str(raised.value) == (f"river_crossing() [{cs.river_crossing.clause}] changes a number, given first: "
                                 "river_crossing(value, …facts); none was given")
    # (the function called and its clause, as a missing fact's error gives them)
    assert (raised.value.function, raised.value.clause) == ("river_crossing", cs.river_crossing.clause)


def test_a_value_placed_by_name_on_a_table_not_in_the_source_is_not_in_the_source():
    """`tec(percent=100)` on a table declared missing said "give column=… (one of ), not percent=":
    the columns are not in the source, and neither is how it is read (as the JavaScript engine says)."""
    kg = compiled_book("khalkin_gol").module
    assert kg.TABLES["tec"].missing
    with pytest.raises(rt.NotInSource):
        kg.tec(percent=100)


def test_a_column_placed_by_an_edge_rule_of_the_table_own_clause_is_cited_once(tmp_path):
    """`TABLES[…].column()` and `.drm()` gave `trace=('1.0', '1.0')` when the edge rule was written
    in the table's own clause: a trace holds each clause once."""
    from conftest import compile_text
    c = compile_text(tmp_path, '''book t {
  title "T"
  side red "Red"
  dice 1d6
}
clause 1.0 "C" {
  says "x"
  table a "A" {
    roll 1d6
    columns odds
    off right: clamp, drm +1 per column
    | 1d6 | 1:1 | 2:1 | 3:1 |
    |---|---|---|---|
    | 1-6 | x | y | z |
  }
}
''')
    table = c.module.TABLES["a"]
    assert table.drm(odds="4:1") == 1 and table.drm(odds="4:1").trace == ("1.0",)
    assert table.column(odds="4:1").trace == ("1.0",)


@pytest.mark.parametrize("call, said", [
    (lambda cs: cs.TABLES["terrain_effects"].lookup("City", row="Clear", column="Combat"),
     r"terrain_effects \[10\.4\] reads one row; got 'City' first and row='Clear'"),
    (lambda cs: cs.TABLES["crt"].lookup(6, "1:3", column="5:1"),
     r"crt \[13\.0\] reads one column; got '1:3' by position and column='5:1'"),
    (lambda cs: cs.TABLES["crt"].lookup(6, column="1:3", odds="5:1"),
     r"crt \[13\.0\] reads one column; got column='1:3' and odds='5:1'"),
    (lambda cs: cs.TABLES["crt"].column("1:3", odds="5:1"), r"\.column\(\): crt \[13\.0\] reads one column"),
    (lambda cs: cs.TABLES["crt"].drm(column="1:3", odds="5:1"), r"\.drm\(\): crt \[13\.0\] reads one column"),
    (lambda cs: cs.TABLES["crt"].lookup(6, "1:3", "5:1", "junk"),
     r"lookup\(\) takes a row \(or roll\) and a column by position; got 4 values"),
])
def test_a_tables_own_methods_refuse_two_of_what_they_read_one_of(cs, call, said):
    # (the second row or column, or the values past the second, were dropped and another cell read)
    with pytest.raises(rt.WrongType, match=said):
        call(cs)


@pytest.mark.parametrize("shift", [False, 0.0, "", [], 0j])
def test_a_falsy_shift_is_no_shift_of_zero_on_the_quick_way_either(cs, shift):
    # (a lookup by keywords alone took the quick way, which read any falsy shift as none)
    with pytest.raises(rt.WrongType, match=r"crt \[13\.0\]: a shift is a whole number of columns; got "):
        cs.TABLES["crt"].lookup(roll=2, column="1:3", shift=shift)


@pytest.mark.parametrize("front", [True, False])
def test_what_python_cannot_bind_is_a_wrong_type_naming_the_function_and_clause(front, monkeypatch):
    import importlib
    import importlib.util
    cs = importlib.import_module("changsha")   # (the bundled package, from generated/)
    if not front:   # the package without its C front: the same refusals
        monkeypatch.setattr(rt, "_KeptCall", None)
        spec = importlib.util.spec_from_file_location("changsha_without_front", cs.__file__)
        cs = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(cs)
    cases = [
        (lambda: cs.crt(6, roll=6, column="3:1", attacker="IJA"), r"crt\(\) \[13\.0\] got roll twice, by position and by name"),
        (lambda: cs.crt(6, "1:3", column="5:1", attacker="IJA"), r"crt\(\) \[13\.0\] got column twice"),
        (lambda: cs.terrain_effects("City", row="Clear", column="Combat"), r"terrain_effects\(\) \[10\.4\] got row twice"),
        (lambda: cs.crt(6, "1:3", "5:1"), r"crt\(\) \[13\.0\] takes roll, column by position; got 3 values by position"),
        (lambda: cs.combat_odds(30), r"combat_odds\(\) \[12\.7\] takes attack, defense by position; 'defense' not given"),
        (lambda: cs.combat_odds(attack=30, defense=10), r"by position only; got attack, defense by name"),
        (lambda: cs.air_carry_over(1), r"air_carry_over\(\) \[4\.1\.d\] takes no value by position; got 1 value by"),
    ]
    for call, said in cases:
        with pytest.raises(rt.WrongType, match=said):
            call()


def test_a_type_error_raised_inside_a_function_is_not_taken_for_its_binding():
    def rule(a, /, **facts):
        raise TypeError("raised inside")
    bound = rt._binding_refused(rule)
    with pytest.raises(TypeError, match="raised inside") as err:
        bound(1)
    assert type(err.value) is TypeError
    with pytest.raises(rt.WrongType, match=r"rule\(\) takes a by position; got 2 values"):
        bound(1, 2)


def test_an_answer_given_back_as_a_fact_the_function_does_not_read_adds_no_clause(cs):
    # (the docs say to pass one dict of all an engine knows: its unread answers cited clauses that took no part)
    needs_command = cs.attack_needs_command(in_command_at_combat_start=False)
    assert "12.0" in needs_command.trace and "in_command_at_combat_start" not in cs.combat_odds.reads
    assert cs.combat_odds(30, 10, in_command_at_combat_start=needs_command).trace == cs.combat_odds(30, 10).trace
    terrain = rt.Value("city", trace=("10.4",))   # a fact it reads: its clauses join the answer's
    assert "10.4" in cs.hex_terrain_shift(defender_terrain=terrain).trace
    with pytest.raises(rt.WrongType):   # an unread answer is still checked: a trace of text is refused
        cs.combat_odds(30, 10, in_command_at_combat_start=rt.Value(False, trace=[[1]]))


@pytest.mark.parametrize("row", [True, [3], rt.Ratio(1, 1)])
def test_a_flag_odds_or_a_list_names_no_row(cs, row):
    """A key table's row is its label: `lookup` read True as the row "True", and the JavaScript
    engine a one-item list as its item; a `table` call refuses them, a lookup finds no such row."""
    with pytest.raises(rt.WrongType, match="is named by its printed label"):
        cs.terrain_effects(row, "Combat")
    with pytest.raises(rt.OffTable, match="has no row"):
        cs.TABLES["terrain_effects"].lookup(row=row, column="Combat")


def test_a_function_reading_many_facts_takes_them_in_facts(tmp_path):
    """N formulas each reading N facts wrote N² lines (each fact a keyword, in the signature, the
    kept key and the facts given, and each function's `.reads` literal): a 25 KB book could not be
    checked in 90 s. Past 32 facts they come in `**facts`, and one `.reads` is shared."""
    import inspect

    from conftest import compile_text
    n = 40
    text = ('book w { title "W" side red "Red" side blue "Blue" dice 1d6 }\nclause 1 "W" {\n  says "x"\n'
            + "".join(f'  fact a{i}: count = {i} "A{i}"\n' for i in range(n))
            + "  formula big() = max(" + ", ".join(f"a{i}" for i in range(n)) + ")\n"
            + "".join(f"  formula h{i}() = big() + {i}\n" for i in range(3)) + "}\n")
    c = compile_text(tmp_path, text)
    assert c.ok, [d.message for d in c.diagnostics()]
    m = c.module
    assert list(inspect.signature(m.h1).parameters) == ["facts"] and len(m.h1.reads) == n
    assert m.h1.reads is m.h2.reads and c.python.count("_READS_1 = ") == 1
    assert m.h2() == 41 and m.h2(a3=100) == 102 and m.h2(a3=100).trace == m.h2().trace
    with pytest.raises(rt.UnknownFact):
        m.h2(a99=1)


def test_a_one_column_table_read_without_its_column_is_answered_from_its_dict():
    """Khalkin-Gol's cas_roll read without a column was found in the table's dict under the text
    "None" (`str(None)`); once a label was read by its class's own text, None named none and every
    such call took the slow way (a first call 25% slower in the benchmark)."""
    from conftest import compiled_book
    table = compiled_book("khalkin_gol").module.TABLES["cas_roll"]
    assert table.lookup(roll=5) is table._fast[(5, None)] and table.lookup(roll=5, column=table.columns[0]) is table._fast[(5, None)]


def test_a_number_too_long_given_back_as_an_answer_is_wrong_type_as_the_bare_number_is(cs):
    """`combat_odds(Value(10**150), 3)` was UndefinedResult, saying the rules made the number on the
    way; the bare number is WrongType (engine probe)."""
    big = 10 ** 150
    for call in (lambda x: cs.combat_odds(x, 3), lambda x: cs.crt(roll=x, column="3:1", attacker="IJA")):
        with pytest.raises(rt.WrongType, match="about 151 digits"):
            call(rt.Value(big))
        with pytest.raises(rt.WrongType, match="about 151 digits"):
            call(big)


def test_odds_of_a_side_too_long_to_write_print_its_size():
    """`Ratio(10**5000, 1)` is made (it divides nothing) but its repr raised Python's ValueError."""
    r = rt.Ratio(10 ** 5000, 1)
    assert repr(r) == "Ratio(a number of about 5001 digits, 1)" and str(r) == "a number of about 5001 digits:1"
    assert f"{r:>5}" == str(r) and repr(rt.Value(r)).startswith("Value(Ratio(a number of about")
    assert repr(rt.Ratio(7, 2)) == "Ratio(3, 1)"


def test_a_missing_fact_names_the_function_its_clause_the_fact_s_clause_and_the_fix(cs):
    """The refusal engines meet most said only "the fact 'attacker' is needed but was not given":
    no function, no clause, no fix (engine probe: 2,462 of 3,400 refusals citing no clause)."""
    with pytest.raises(rt.MissingFact) as caught:
        cs.combat_result(6, 30, 10, defender_terrain="woods")
    assert str(caught.value) == ("combat_result() [13.0]: the fact 'attacker' [12.0] is needed but was not given: "
                                 "give attacker=…, a side, one of IJA, KMT")
    assert caught.value.args[0] == "attacker" and caught.value.function == "combat_result"
    with pytest.raises(rt.MissingFact, match=r"^game_over\(\) \[3\.0\]: the fact 'game_turn' \[3\.0\] is needed but was "
                                             r"not given: give game_turn=…, a whole number 0 or more"):
        cs.game_over(last_turn=3)
    # kept and raised again, the same words
    with pytest.raises(rt.MissingFact, match=r"^game_over\(\) \[3\.0\]"):
        cs.game_over(last_turn=3)


_CALENDAR_BOOK = '''
    book b { title "B" side red "Red" }
    enum month "Month" { may "May", june "June" }
    clause 1 "One" {
      says "x"
      fact gt: integer "The turn"
      fact month: month "The month"
      formula muddy() "Is it June?" = month is june
      formula red_cp() "Red's CP" = 0
      scenario s "S" {
        turns 1 to 2
        calendar month by gt: may, june
        turn 1 red: 2 CP
        exception s_cp "CP by turn" {
          overrides red_cp
          use scenario_amount(red, "CP", gt)
        }
      }
    }
'''


@pytest.fixture(scope="module")
def calendar_book(tmp_path_factory):
    """A book with a turn record and a turn fact its header does not name: no turn is refused."""
    from conftest import compile_text
    c = compile_text(tmp_path_factory.mktemp("calendar"), _CALENDAR_BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c.module


def test_a_missing_fact_keeps_what_it_says_of_its_own(kg, calendar_book):
    """A turn record without that turn says which turns it has, after the function and clause (in a
    book that names no turn fact: Khalkin-Gol's `turn gt` refuses the turn itself)."""
    with pytest.raises(rt.MissingFact, match=r"^muddy\(\) \[1\]: the fact 'month' \[1\] is needed but was "
                                             r"not given: the turn record of scenario 's' gives it on gt 1 to 2"):
        calendar_book.muddy(scenario="s", gt=3)
    with pytest.raises(rt.FactOutOfRange, match=r"^japanese_rp\(\): the fact 'gt' is the game turn; got 8, but "
                                                r"scenario 'may_1939' \[23\.1\] plays turns 1 to 7"):
        kg.japanese_rp(0, 0, scenario="may_1939", gt=8)
    # no turn either: the refusal names the turn that would give the month, not only the month
    with pytest.raises(rt.MissingFact, match=r"^muddy\(\) \[1\]: the fact 'month' \[1\] is needed but was "
                                             r"not given: the turn record of scenario 's' gives it from gt, which was "
                                             r"not given either; give 'gt' \(a turn from 1 to 2\) or 'month'$"):
        calendar_book.muddy(scenario="s")


def test_a_scenario_amount_not_given_names_the_function_called(calendar_book):
    with pytest.raises(rt.NotInSource, match=r"^red_cp\(\) \[1\]: scenario s gives no CP for red on turn 2$"):
        calendar_book.red_cp(scenario="s", gt=2)
    # a table's own function: its message names the table already
    with pytest.raises(rt.NotInSource, match=r"^table barrage_table "):
        cs_module = compiled_book("changsha").module
        cs_module.barrage_table(roll=3, column=1)


def test_a_sequence_names_itself_when_a_fact_it_reads_is_missing(kg):
    """`SEQUENCES[…].steps()` said only "the fact 'month' is needed but was not given" (regression probe)."""
    with pytest.raises(rt.MissingFact, match=r"^SEQUENCES\['turn'\]\.steps\(\) \[6\.1\]: the fact 'japanese_supplied' "
                                             r"\[6\.1\] is needed but was not given: give japanese_supplied=…, True or False$"):
        kg.SEQUENCES["turn"].steps(month="may")


def test_a_sequence_refuses_a_binding_mistake_as_the_rules_functions_do(kg, cs):
    """`steps({…})` and `who()` without a step raised Python's bare TypeError; a misspelt fact sent
    the engine to a sequence's `.reads`, which sequences do not have (the engine probe, stop 58)."""
    with pytest.raises(rt.WrongType, match=r"^SEQUENCES\['turn'\]\.steps\(\) \[3\.1\] takes the facts by name only; "
                                           r"got 1 value by position: give a dict of facts as steps\(\*\*facts\)$"):
        cs.SEQUENCES["turn"].steps({"active_player": "IJA"})
    for call in (lambda: kg.SEQUENCES["turn"].who(), lambda: kg.SEQUENCES["turn"].who(step="turn.japanese_first"),
                 lambda: kg.SEQUENCES["turn"].who("turn.japanese_first", "turn.soviet_first")):
        with pytest.raises(rt.WrongType, match=r"takes the step by position, then the facts by name"):
            call()
    with pytest.raises(rt.UnknownFact, match=r"did you mean japanese_supplied\?\); the book's facts are listed in FACTS$"):
        kg.SEQUENCES["turn"].steps(japanese_suplied=True)
    assert kg.SEQUENCES["turn"].who("turn.japanese_first") == ("japanese",)


@pytest.mark.parametrize("read, key, near", [
    (lambda kg, cs: kg.SEQUENCES, "Turn", "turn"),
    (lambda kg, cs: cs.SCENARIOS, "Doyen_mot", "doyen_mot"),
    (lambda kg, cs: cs.TABLES, "crtt", "crt"),
    (lambda kg, cs: cs.crt(roll=9, column="3:1", attacker="IJA").effects[0].fields, "los", "loss"),
])
def test_a_key_a_registry_lacks_names_the_nearest(kg, cs, read, key, near):
    """`SEQUENCES['Turn']` was a bare KeyError where the same id as a fact got a did-you-mean."""
    registry = read(kg, cs)
    with pytest.raises(rt.UnknownKey) as err:
        registry[key]
    assert isinstance(err.value, KeyError) and isinstance(err.value, rt.RulesInputError) and err.value.args[0] == key
    assert str(err.value).startswith(f"no {key!r} here (did you mean {near}?); the keys are "), str(err.value)
    assert registry.get(key) is None and key not in registry
    import pickle   # (its message crosses a process with it, without the registry it was missed in)
    again = pickle.loads(pickle.dumps(err.value))
    assert type(again) is rt.UnknownKey and str(again) == str(err.value) and again.args == (key,)


def test_an_answer_inside_a_list_item_is_refused_by_what_it_is(kg, cs):
    """A Value in a record field was refused as "must be a whole number 0 or more; got Value(3, …)",
    though 3 is one, and another book's as a plain WrongType (the engine probe, stop 58)."""
    strength = cs.total_attack(attackers=[{"factor": 3}])
    with pytest.raises(rt.WrongType, match=r"^total_attack\(\): the fact 'attackers'\[0\]\['factor'\] \[12\.7\.b\] is "
                                           r"an answer \(Value\) inside a list item or another answer; .*give its "
                                           r"\.value \(3\)$") as err:
        cs.total_attack(attackers=[{"factor": strength}])
    assert not isinstance(err.value, rt.ForeignAnswer)
    with pytest.raises(rt.ForeignAnswer, match=r"is an answer of another book, khalkin_gol"):
        cs.total_attack(attackers=[{"factor": kg.counts_for_stacking(unit="agent")}])
    with pytest.raises(rt.WrongType, match=r"^combat_odds\(\): attack \[12\.7\] is an answer \(Value\) inside"):
        cs.combat_odds(rt.Value(rt.Value(30)), 10)
    assert cs.total_attack(attackers=rt.Value([{"factor": 3}])) == 3


def test_refusals_name_a_parameter_as_the_rulebook_does(tmp_path):
    """A parameter Python names otherwise (`lambda` is `lambda_` in the package) was named by its
    Python name in every refusal: "takes lambda_, print_ by position; 'print_' not given"."""
    from conftest import compile_text
    c = compile_text(tmp_path, '''
book renamed { title "Renamed" side red "Red" dice 1d6 }
clause 1 "One" {
  says "x"
  formula g(lambda: count, print: flag) "G" = if print then lambda else 0
}
''')
    assert c.ok, [str(d) for d in c.diagnostics()]
    g = c.module.g
    with pytest.raises(rt.WrongType, match=r"^g\(\) \[1\] takes lambda, print by position; 'print' not given$"):
        g(1)
    with pytest.raises(rt.UnknownFact, match=r"got 'lambda' by name, which is its own parameter.*\(g\(lambda, print, /"):
        g(1, True, **{"lambda": 3})
    with pytest.raises(rt.WrongType, match=r"takes lambda, print by position; got 3 values"):
        g(1, True, 3)
    assert g(2, True).value == 2


def test_a_value_placed_by_another_kinds_keyword_is_refused(cs, si):
    """`percent=100` on Shanghai's differential CRT was read as a differential of 100 (De), where
    the same slip on an odds table was refused (the engine probe)."""
    with pytest.raises(rt.WrongType, match=r"crt \[combat\.crt\] has differential columns, not percent: give "
                                           r"differential=… \(a number\)"):
        si.crt(roll=1, percent=100, terrain="clear")
    with pytest.raises(rt.WrongType, match=r"TABLES\['crt'\]\.column\(\): .* not percent"):
        si.TABLES["crt"].column(percent=4, terrain="clear")
    with pytest.raises(rt.WrongType, match="has columns of numbers, not differential: give value="):
        cs.barrage_table(roll=4, differential=3)
    assert cs.barrage_table(roll=4, value=3) == cs.barrage_table(roll=4, column="3–4") == "D"
    assert si.crt(roll=1, value=4, terrain="clear") == si.crt(roll=1, differential=4, terrain="clear")


def test_a_sequence_exposes_no_input_check_an_engine_could_widen(cs):
    """`SEQUENCES[…].inputs` was the module's own input checker, with writable dicts: a name added to
    its `types` made an unknown fact accepted (the engine probe)."""
    seq = cs.SEQUENCES["turn"]
    assert not hasattr(seq, "inputs")
    with pytest.raises(rt.UnknownFact):
        seq.steps(turn_numbr=3)


def test_refusals_of_a_number_too_long_or_of_odds_unreadable_name_the_clause(cs):
    """"game_over(): game_turn holds a number of about 201 digits" and "not odds: 'x'" named no clause,
    the second not even the table (the engine probe)."""
    with pytest.raises(rt.WrongType, match=r"^game_over\(\): the fact 'game_turn' \[3\.0\] holds a number of about 201"):
        cs.game_over(game_turn=10 ** 200, last_turn=2)
    with pytest.raises(rt.WrongType, match=r"^crt \[13\.0\]: not odds: 'x' \(write 3:1 or 3-1\), or a printed label$"):
        cs.TABLES["crt"].lookup(roll=7, odds="x")


def test_a_fact_may_be_named_like_a_runtime_methods_own_parameter(tmp_path):
    """A book with facts named `self` and `step` checked and built clean, then every table and sequence
    call given them raised Python's "got multiple values for argument 'self'", `rules explain` exited 3
    and the vectors expected a TypeError (robustness probe, stop 40): the methods' own parameters are
    positional only, so a fact may be called anything the language allows."""
    from compiler.pipeline import compile_book
    from pathlib import Path
    source = (Path(__file__).parent / "cases" / "fact_named_self.rules").read_text(encoding="utf-8")
    (tmp_path / "book.rules").write_text(source, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    m = c.module
    assert m.crt(roll=6, column="3:1", self=True).rewritten_text == "D1"        # the exception reads `self`
    assert m.crt(roll=6, column="3:1", self=False).rewritten_text == "D2"
    assert m.TABLES["crt"].lookup(roll=6, column="3:1", self=True).text == "D2"  # (the table alone: no exception)
    assert m.TABLES["crt"].column(column="3:1", self=True) == "3:1"
    assert m.TABLES["crt"].cell("5-6", "3:1", self=True) == "D2"
    turn = m.SEQUENCES["turn"]
    assert [p for p, _ in turn.steps(step=1, self=True)] == ["turn.move", "turn.fight"]
    assert [p for p, _ in turn.steps(step=0)] == ["turn.fight"]
    assert turn.who("turn.move", step=1) == ("red",)
    with pytest.raises(rt.WrongType):
        m.crt(roll=6, column="3:1", self=3)


def test_tables_methods_never_key_their_memo_by_an_engines_own_equality():
    """`TABLES[…].lookup` kept its answers under the values as given, so an engine's `str` subclass whose
    == ignores case read `WOODS` as the `Woods` it met before, and an `int` whose == is always true read
    roll 5 as the roll 20 before it (robustness probe, stop 40): engine-api.md promises the methods
    never call an engine's own == or hash."""
    cs, sh = compiled_book("changsha").module, compiled_book("shanghai_incident").module

    class CaseInsensitive(str):
        def __eq__(self, other):
            return isinstance(other, str) and self.lower() == other.lower()

        def __hash__(self):
            return hash(self.lower())

    class AnyInt(int):
        def __eq__(self, other):
            return True

        def __hash__(self):
            return 0
    tek = cs.TABLES["terrain_effects"]
    assert tek.lookup(row=CaseInsensitive("Woods"), column="Movement").text == "2"
    with pytest.raises(rt.OffTable):
        tek.lookup(row=CaseInsensitive("WOODS"), column="Movement")
    levels = sh.TABLES["vp_levels"]
    assert levels.lookup(roll=AnyInt(20)).text == levels.lookup(roll=20).text
    assert levels.lookup(roll=AnyInt(5)).text == levels.lookup(roll=5).text != levels.lookup(roll=20).text


def test_a_group_that_is_not_text_is_wrong_type_without_asking_its_truth():
    """`lookup(group=x)` tested `x` for truth in its message, so a value like pandas' NA escaped as its own
    TypeError, and a list was UnknownRow (robustness probe, stop 40)."""
    kg = compiled_book("khalkin_gol").module

    class NotABool:
        def __bool__(self):
            raise TypeError("boolean value of NA is ambiguous")

        def __repr__(self):
            return "<NA>"
    for call in (lambda g: kg.TABLES["soviet_recruit"].lookup(row="8+6 armor", column="RP Cost", group=g),
                 lambda g: kg.soviet_recruit(row="8+6 armor", column="RP Cost", group=g),
                 lambda g: kg.TABLES["unit_sizes"].lookup(row="x", column="y", group=g)):
        for group in (NotABool(), [], 3):
            with pytest.raises(rt.WrongType):
                call(group)


def test_a_value_that_looks_like_a_name_is_told_apart(cs):
    """"got 'wоods' (did you mean woods?)" showed two words that look alike: the Cyrillic о, or a
    space at an end, is named (the engine probe, stop 57)."""
    with pytest.raises(rt.NotAnEnumValue, match=r"\(did you mean woods\? its 'о' is U\+043E CYRILLIC SMALL LETTER O, "
                                                r"not 'o'\)$"):
        cs.combat_result(6, 30, 10, attacker="IJA", defender_terrain="w\u043eods")
    with pytest.raises(rt.NotAnEnumValue, match=r"\(did you mean IJA\? the text given has a space at an end\)$"):
        cs.combat_result(6, 30, 10, attacker="IJA ")
    with pytest.raises(rt.NotAnEnumValue, match=r"\(did you mean woods\?\)$"):   # (a plain misspelling: no more)
        cs.combat_result(6, 30, 10, attacker="IJA", defender_terrain="wods")


def test_a_value_whose_trace_cites_no_clause_of_the_book_is_refused(cs):
    """An engine's own Value with `trace=("99.9",)` was taken and its answer cited 99.9, a clause
    Changsha does not have (the engine probe of stop 58); a clause of an external book's chapters is
    one a trace may cite (War of the Suns cites the main rules' 13.3.3)."""
    with pytest.raises(rt.WrongType, match=r"^crt\(\): the fact 'attacker' \[12\.0\] is a Value whose trace cites "
                                           r"'99\.9', which is no clause of changsha: "):
        cs.crt(roll=9, column="4:1", attacker=rt.Value("KMT", trace=("99.9",)))
    with pytest.raises(rt.WrongType, match=r"cites '12\.7 ', which is no clause of changsha \(did you mean 12\.7\? "):
        cs.combat_odds(rt.Value(30, trace=("12.7 ",)), 10)
    assert cs.combat_odds(rt.Value(30, trace=("12.7.b",)), 10).trace == ("12.7", "12.7.c", "12.7.b")
    ws = compiled_book("war_of_the_suns").module
    inputs = ws._INPUTS
    assert inputs.cites("13.3.3") and inputs.cites("esp") and not inputs.cites("27.9.9") and not inputs.cites("99")


def test_a_shift_on_columns_that_are_labels_is_refused_not_read_one_label_over(cs):
    """War of the Suns' Random Events Table read "Turns 1-5" shifted 1 as "Turns 6-17" (the odds
    probe of stop 62): labels are in no order to shift along. No shift, or a shift of 0, reads the
    column given."""
    wots = compiled_book("war_of_the_suns").module
    for call in (lambda s: wots.TABLES["random_events"].lookup(roll=7, column="Turns 1-5", shift=s),
                 lambda s: wots.random_events(roll=7, column="Turns 1-5", shift=s),
                 lambda s: cs.TABLES["terrain_effects"].lookup(row="Clear", column="Movement", shift=s)):
        for shift in (1, -1):
            with pytest.raises(rt.WrongType, match=r"its columns are labels, in no order to shift along"):
                call(shift)
        assert call(0).column in ("Turns 1-5", "Movement")
