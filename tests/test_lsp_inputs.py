"""`rules lsp`, hover on a table's own input given by name (`roll:` in `crt(roll: 9, …)`): which
input of which table, and what it picks, from the table's declaration; a fact laid over by name
keeps the fact's hover."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pygls")

from compiler import lsp_features as f  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _said(loaded, line: str, word: str, nth: int = 0) -> str | None:
    at = -1
    for _ in range(nth + 1):
        at = line.index(word, at + 1)
    found = f.hover(loaded, line, 0, at + 1)
    return None if found is None else found.contents.value


@pytest.fixture(scope="module")
def changsha():
    return f.check(ROOT / "rulebooks" / "changsha")


def test_a_roll_column_and_shift_of_a_lookup(changsha):
    line = "  x = crt(roll: 9, column: combat_odds(28, 4), shift: -1, attacker: KMT)"
    start = "**{w}**: an input of the table crt “Combat Results Table” in `crt(…)`: "
    assert _said(changsha, line, "roll") == start.format(w="roll") + "the roll of 2d6 that picks the row"
    assert _said(changsha, line, "column") == start.format(w="column") + \
        "the column read: its printed label, or where odds (`3:1`) places it"
    assert _said(changsha, line, "shift") == start.format(w="shift") + \
        "how many columns the column read moves: + to the right, - to the left"
    # a fact laid over by name is the fact, and a formula called inside the lookup is the formula
    assert _said(changsha, line, "attacker").startswith("Choice “The side that attacks")
    assert _said(changsha, line, "combat_odds").startswith("Formula “Initial combat odds”")
    # the words of a lookup's input where none is a table's: a name, or nothing
    assert not (_said(changsha, "  x = combat_odds(roll: 3)", "roll") or "").startswith("**roll**")
    assert not (_said(changsha, "  x = nowhere(roll: 3)", "roll") or "").startswith("**roll**")


def test_a_method_s_input(changsha):
    line = "  crt.column(column: 3:1, shift: 2) == \"4:1\""
    assert _said(changsha, line, "shift").startswith("**shift**: an input of the table crt “Combat Results Table” "
                                                     "in `crt.column(…)`: ")
    assert _said(changsha, line, "column", 1).startswith("**column**: an input of the table crt")


def test_an_offset_header_s_list_and_a_column_placed_by_its_kind():
    loaded = f.check(ROOT / "rulebooks" / "shanghai_incident")
    line = '  crt(roll: 1, differential: -2, terrain: city, odds: 2:1) == "(A)"'
    assert _said(loaded, line, "terrain").endswith(
        "the value of the list `terrain` that picks which header row places the columns "
        "(`columns differential by terrain`)")
    assert _said(loaded, line, "differential").endswith("the column read, placed by a differential")
    assert _said(loaded, line, "odds").endswith("the column read, placed by odds (`3:1`); this table's columns are "
                                                "differential, placed by a differential")
    # `terrain` outside a lookup is the list itself
    assert not _said(loaded, "  when defender_terrain is terrain", "terrain", 1).startswith("**terrain**")


# ---------------------------------------------------------------- completion of a table's inputs

def _inputs(loaded, *lines: str) -> list[tuple[str, str]]:
    """The table inputs completion offers at the end of the last of `lines` (in a clause of its own)."""
    from lsprotocol import types

    from compiler.lsp_completion import completion
    text = ['clause 99 "Probe" {', *lines]
    got = completion(loaded, text, len(text) - 1, len(lines[-1]))
    return [(i.label, i.text_edit.new_text) for i in got if i.kind == types.CompletionItemKind.Property]


def test_where_a_lookup_s_argument_starts_the_inputs_that_fit(changsha):
    assert _inputs(changsha, "  example { crt(") == [("roll", "roll: "), ("column", "column: "), ("odds", "odds: "),
                                                    ("shift", "shift: ")]
    # given already: left out; a column given by one of its names: none of the others
    assert [w for w, _ in _inputs(changsha, "  example { crt(roll: 3, ")] == ["column", "odds", "shift"]
    assert [w for w, _ in _inputs(changsha, '  example { crt(roll: 3, column: "2:1", sh')] == ["shift"]
    assert [w for w, _ in _inputs(changsha, "  example { crt(roll: 3,", "    odds: odds(3, 4), ")] == ["shift"]
    # a method reads its own: `cell` a printed row and a column, `drm` a column and its shift
    assert [w for w, _ in _inputs(changsha, "  example { crt.cell(")] == ["row", "column"]
    assert [w for w, _ in _inputs(changsha, "  example { crt.drm(")] == ["column", "odds", "shift"]
    # where a value is written, or in a call of no table: none
    assert _inputs(changsha, "  example { crt(roll: ") == []
    assert _inputs(changsha, "  example { combat_odds(") == []


def test_the_inputs_of_other_kinds_of_table():
    shanghai = f.check(ROOT / "rulebooks" / "shanghai_incident")
    assert [w for w, _ in _inputs(shanghai, "  example { crt(roll: 1, differential: 2, ")] == ["shift", "terrain"]
    suns = f.check(ROOT / "rulebooks" / "war_of_the_suns")
    grouped = next(t.id for t in suns.book.tables if any(g.group for g in t.grid) and not t.roll)
    assert [w for w, _ in _inputs(suns, f"  example {{ {grouped}(")] == ["row", "column", "group"]
