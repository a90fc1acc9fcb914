"""`rules explain`'s own steps for the runtime's built-ins and edges (compiler/explain_builtins.py):
the working of `odds(a, d)` (the division, the rounding the runtime applied, the ratio), at the
top level, inside a table call and under the book's formula that calls it (citing its clause),
poor odds, a defence of 0; and an edge rule that placed a column or read a roll past the table."""
from __future__ import annotations

from fractions import Fraction

import pytest

from compiler import explain_builtins
from compiler.examples import written
from compiler.explain import run, run_walk
from compiler.explain_html import page
from dsl.runtime import Ratio

from conftest import compile_text, compiled_book


def explain(book: str, text: str):
    lines, diagnostics, _ = run(text, compiled_book(book))
    return lines, diagnostics


def worked(book: str, text: str) -> list[str]:
    lines, diagnostics = explain(book, text)
    assert not diagnostics, diagnostics
    after = lines[lines.index("worked out:") + 1:]
    return after[:next((i for i, line in enumerate(after) if not line.startswith("  ")), len(after))]


def test_odds_at_the_top_level_show_the_division_and_the_runtime_s_rounding():
    """`odds(9, 3)` printed only `3:1`: now the working, without a clause (no rule of the book called it)."""
    lines, diagnostics = explain("changsha", "odds(9, 3)")
    assert not diagnostics and lines == [
        "3:1", "worked out:",
        "  Odds (attack 9, defense 3): 9 / 3 = 3 exactly (a fraction would be rounded down, in the defender's "
        "favour): 3:1"]


def test_odds_inside_a_table_call_are_the_walk_s_first_step():
    w = run_walk("crt(roll: 7, column: odds(28, 4), shift: -3, attacker: IJA)", compiled_book("changsha")).walk
    assert [(s.title, s.clause, s.text) for s in w.stages[:2]] == [
        ("Odds", None, "attack 28, defense 4 → 28 / 4 = 7 exactly (a fraction would be rounded down, in the "
                       "defender's favour): 7:1"),
        ("Column", "13.0", "odds 7:1, shifted 3 columns left: read on 4:1; 7:1 lies 2 columns past the table's "
                           "right edge, and the shifts count from there [12.7.1]")]
    lines, _ = explain("changsha", "crt(roll: 14, column: odds(50, 15), attacker: IJA)")
    # (the roll past the rows is still said on the answer: the table's step, not the odds', read it)
    assert lines[0].endswith("; a roll of 14 is past its rows, and the 12 row is read by the table's rule for "
                             "rolls above 12; that is the book's reading, not the rules'"), lines[0]


def test_odds_through_a_book_formula_cite_the_clause_of_the_formula_that_calls_odds():
    assert worked("changsha", "combat_odds(50, 15)") == [
        "  Odds of an attacker with at least the defender's factors [12.7.c] (attack 50, defense 15): 3:1",
        "    Odds [12.7.c] (attack 50, defense 15): 50 / 15 = 3.33…, rounded down to 3, in the defender's favour: 3:1"]


@pytest.mark.parametrize("text, said", [
    ("combat_odds(5, 11)", "    Odds [12.7.d] (attack 5, defense 11): the attack is the smaller, so the defence is "
                           "divided by it: 11 / 5 = 2.2, rounded up to 3, in the defender's favour: 1:3"),
    ("combat_odds(12, 13)", "    Odds [12.7.d] (attack 12, defense 13): the attack is the smaller, so the defence "
                            "is divided by it: 13 / 12 = 1.08…, rounded up to 2, in the defender's favour: 1:2"),
    ("combat_odds(4, 8)", "    Odds [12.7.d] (attack 4, defense 8): the attack is the smaller, so the defence is "
                          "divided by it: 8 / 4 = 2 exactly (a fraction would be rounded up, in the defender's "
                          "favour): 1:2"),
])
def test_poor_odds_divide_the_defence_by_the_attack_and_say_the_rounding_up(text, said):
    assert worked("changsha", text)[-1] == said


@pytest.mark.parametrize("text", ["odds(9, 0)", "combat_odds(9, 0)"])
def test_a_defence_of_zero_is_still_the_undefined_diagnostic(text):
    lines, diagnostics = explain("changsha", text)
    assert lines is None and [(d.code, d.message) for d in diagnostics] == [
        ("E501", "the rules give no answer: odds of 9 against 0: the defence must be more than 0")]


def test_the_rounding_said_is_read_from_the_answer_and_the_runtime_not_restated(monkeypatch):
    """Given an answer rounded the other way, the words follow it; and the rounding said for an exact
    quotient is asked of the runtime's `odds` (here made to round up)."""
    assert explain_builtins.odds_working(50, 15, Ratio(4, 1), written) == \
        "50 / 15 = 3.33…, rounded up to 4, in the attacker's favour: 4:1"
    assert explain_builtins.odds_working(Fraction(7, 2), 1, Ratio(3, 1), written) == \
        "3.5 / 1 = 3.5, rounded down to 3, in the defender's favour: 3:1"
    assert explain_builtins.odds_working(9, 3, "3:1", written) is None   # (no odds given back: nothing worked)
    monkeypatch.setattr(explain_builtins, "odds", lambda a, d: Ratio(-(-a // d), 1) if a >= d else Ratio(1, d // a))
    assert explain_builtins.odds_working(9, 3, Ratio(3, 1), written) == \
        "9 / 3 = 3 exactly (a fraction would be rounded up, in the attacker's favour): 3:1"


def test_a_percentage_shows_its_working_under_the_rule_that_asked_for_it():
    lines = worked("khalkin_gol", "gcrt_column(25, 51)")
    assert lines[0] == "  Percentage [13.2] (attack 25, defense 51): 25 × 100 / 51 = 49.01…%, rounded down to 49%"
    assert worked("khalkin_gol", "percent(8, 1)") == ["  Percentage (attack 8, defense 1): 8 × 100 / 1 = 800% exactly"]


def test_the_page_shows_the_odds_working_under_the_formula_that_called_it():
    c = compiled_book("changsha")
    explained = run_walk("combat_odds(50, 15)", c)
    html = page(c, "combat_odds(50, 15)", explained.lines, explained.walk)
    assert ("Odds <span class=\"cite\">[12.7.c]</span>: attack 50, defense 15 → <span class=\"amount\">50 / 15 = "
            "3.33…, rounded down to 3, in the defender&#39;s favour: 3:1</span>") in html
    explained = run_walk("odds(9, 3)", c)
    html = page(c, "odds(9, 3)", explained.lines, explained.walk)
    assert "<strong>Odds</strong>: attack 9, defense 3 → 9 / 3 = 3 exactly" in html


@pytest.mark.parametrize("book, text, said", [
    ("changsha", "crt.column(column: odds(28, 4), shift: 3)",
     "  Combat Results Table: column [13.0] (column 7:1, shifted 3 columns right): 5:1; 5 columns past the table's "
     "right edge: read on the last column, 5:1, +1 to the roll for each column past it: +5 [12.7.1]"),
    ("changsha", "crt.drm(column: 1:3, shift: -2)",
     "  Combat Results Table: die-roll modifier of the column [13.0] (column 1:3, shifted 2 columns left): -2; 2 "
     "columns past the table's left edge: read on the first column, 1:3, -1 to the roll for each column past it: "
     "-2 [12.7.1]"),
    ("changsha", "barrage_table.column(column: 9)",
     "  Barrage Table: column [7.6] (column 9): 7–8; 1 column past the table's right edge: read on the last column, "
     "7–8 [7.6]; that is the book's reading, not the rules'"),
    ("khalkin_gol", "gcrt.column(column: 800, shift: 2)",
     "  Ground Combat Results Table: column [13.0] (column 800, shifted 2 columns right): ≥700%; 2 columns past the "
     "table's right edge: read on the last column, ≥700% [13.4.1]"),
    ("khalkin_gol", "gcrt.column(column: 10, shift: -1)",
     "  Ground Combat Results Table: column [13.0] (column 10, shifted 1 column left): ≤49%; 1 column past the "
     "table's left edge: read on the first column, ≤49% [13.4.1]"),
])
def test_a_column_placed_past_an_edge_says_the_edge_rule_that_read_it(book, text, said):
    assert worked(book, text)[-1] == said


def test_a_column_on_the_table_says_no_edge():
    assert worked("changsha", "crt.column(column: 3:1, shift: 1)") == [
        "  Combat Results Table: column [13.0] (column 3:1, shifted 1 column right): 4:1"]


def test_the_runtime_says_which_edge_a_column_falls_past():
    crt = compiled_book("changsha").module.TABLES["crt"]
    side, beyond, rule = crt.edge_crossed(Ratio(10, 1))
    assert (side, beyond, rule["drm"]) == ("right", 5, 1)
    assert crt.edge_crossed("3:1", shift=-5)[:2] == ("left", 1)
    assert crt.edge_crossed(Ratio(7, 1), shift=-3) is None and crt.edge_crossed(odds=Ratio(2, 1)) is None
    shanghai = compiled_book("shanghai_incident").module.TABLES["crt"]
    assert shanghai.edge_crossed(differential=15, terrain="clear")[:2] == ("right", 1)


def test_a_roll_edge_that_gives_its_own_result_reads_no_row():
    """Barrage Table: a roll below 2 gives '-' by its rule; it said "the 0 row is read", and no walk."""
    lines, diagnostics = explain("changsha", "barrage_table(roll: 0, column: 3)")
    assert not diagnostics
    assert lines[0].endswith("; a roll of 0 is past its rows, and the table's rule for rolls below 2 gives '-'; "
                             "that is the book's reading, not the rules'"), lines[0]
    assert "  3. Row [7.6]: no printed row: a roll of 0 is past its rows, and the table's rule for rolls below 2 " \
           "gives '-'; that is the book's reading, not the rules'" in lines


CLAMPED = '''book t {
  title "T"
  dice 1d6
}
clause 1 "Fire" {
  says "Roll one die on the column of the fire value."
  table fire "Fire" {
    roll 1d6
    columns numbers
    results text
    off right: clamp [2]
    | 1D6 | 1 | 2 |
    |-----|---|---|
    | 1-3 | x | y |
    | 4-6 | z | w |
  }
  example { fire(roll: 2, column: 5) == "y" }
}
clause 2 "Big fires" {
  says "A fire value above 2 fires on the 2 column."
}
'''


def test_a_stated_clamp_with_no_modifier_is_said_in_the_walk(tmp_path):
    """A column clamp the book states (no die-roll modifier, not a reading of ours) placed the column
    without a word: the walk read the answer's modifier and readings, not the table's edge."""
    c = compile_text(tmp_path, CLAMPED)
    w = run_walk("fire(roll: 2, column: 5)", c).walk
    assert w.stages[0].text == "column 5: read on 2, past its right edge: the last column on that side is read [2]"
    assert run_walk("fire(roll: 2, column: 2)", c).walk.stages[0].text == "read on 2"


def test_odds_past_an_edge_that_the_shifts_bring_back_say_the_shifts_count_from_there():
    """28 against 4 is 7:1, past 5:1; three left is 4:1, counted from 7:1 as 12.7.1 says: the walk
    said "shifted 3 columns left: read on 4:1" without the edge rule that counted them so."""
    w = run_walk("crt(roll: 7, column: odds(28, 4), shift: -3, attacker: IJA)", compiled_book("changsha")).walk
    assert w.stages[1].text == ("odds 7:1, shifted 3 columns left: read on 4:1; 7:1 lies 2 columns past the "
                                "table's right edge, and the shifts count from there [12.7.1]")
    assert worked("changsha", "crt.column(column: 7:1, shift: -3)") == [
        "  Combat Results Table: column [13.0] (column 7:1, shifted 3 columns left): 4:1; 7:1 lies 2 columns past "
        "the table's right edge, and the shifts count from there [12.7.1]"]
    # (a column on the table, shifted along it, says nothing of an edge)
    assert run_walk("crt(roll: 7, column: 3:1, shift: -1, attacker: IJA)",
                    compiled_book("changsha")).walk.stages[0].text == "odds 3:1, shifted 1 column left: read on 2:1"


def test_a_column_placed_on_a_header_row_past_its_edge_names_the_header_fact():
    assert worked("shanghai_incident", "crt.column(differential: 15, terrain: clear)") == [
        "  Combat Results Table: column [combat.crt] (differential 15, terrain clear): + 10; 1 column past the "
        "table's right edge: read on the last column, + 10 [combat.crt]; that is the book's reading, not the rules'"]
    # (counted from past an edge the book reads for itself: said to be its reading)
    assert worked("shanghai_incident", "crt.column(differential: 15, shift: -3, terrain: clear)")[0].endswith(
        "; 15 lies 1 column past the table's right edge, and the shifts count from there [combat.crt]; that is "
        "the book's reading, not the rules'")
