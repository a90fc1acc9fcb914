"""`rules lsp`, what a name means where it is written: find references that tell a formula's
parameter and an aggregate's item from the book's fact of the same name, and completion of the
fields after a `.` (a table result's, a record's)."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pygls")
from lsprotocol import types  # noqa: E402

from compiler import lsp_features as f  # noqa: E402
from compiler import lsp_references as refs  # noqa: E402

SCOPED = '''book scoped {
  title "Scoped"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1.0 "Rolls" {
  says "A unit rolls one die."
  fact roll: count = 0 "The die roll"
  record unit "A unit in the attack" {
    factor: count "Its attack factor"
    shaken: flag = no "It is shaken"
  }
  fact units: list of unit "The attacking units"
  formula bonus(roll: count) "Bonus" = roll + 1
  formula plain() "Plain" = roll + 2
  formula total() "Total" = sum(roll.factor for each roll in units)
  example "One" { bonus(roll: 3) == 4 }
  example "Two" { plain(roll: 3) == 5 }
  formula pace(moves: count) "Pace" = moves + 1
  exception doubled "A high roll doubles the pace" {
    overrides pace
    when roll > 5
    use moves * 2
  }
}
'''


@pytest.fixture()
def scoped(tmp_path) -> Path:
    folder = tmp_path / "scoped"
    folder.mkdir()
    (folder / "00-book.rules").write_text(SCOPED, encoding="utf-8")
    return folder.resolve()


def _at(text: str, needle: str, offset: int = 0) -> tuple[str, int, int]:
    """The line holding `needle`, its 0-based number and the column of `needle` (+ offset)."""
    for number, line in enumerate(text.split("\n")):
        if needle in line:
            return line, number, line.index(needle) + offset
    raise AssertionError(needle)


def _refs(loaded, folder, needle, offset=0, with_declaration=True):
    line, number, column = _at(SCOPED, needle, offset)
    found = refs.references(loaded, folder, line, number, column, with_declaration, "00-book.rules")
    return [(x.range.start.line, x.range.start.character, x.range.end.character) for x in found]


def _place(needle, offset=0, length=4):
    _, number, column = _at(SCOPED, needle, offset)
    return number, column, column + length


def test_a_fact_s_references_leave_out_parameters_items_and_their_arguments(scoped):
    loaded = f.check(scoped)
    assert not [d for d in loaded.report.diagnostics if d.severity == "error"]
    # the fact: its declaration, its use in `plain`, and the fact laid over in plain's call
    # (an exception's `when` reads the book's names; its `use` of a formula, the formula's parameters)
    assert _refs(loaded, scoped, "fact roll", 5) == [_place("fact roll", 5), _place("= roll + 2", 2),
                                                     _place("plain(roll", 6), _place("when roll", 5)]
    assert _refs(loaded, scoped, "roll + 2") == _refs(loaded, scoped, "fact roll", 5)


def test_a_parameter_s_references_are_its_formula_s_own(scoped):
    loaded = f.check(scoped)
    mine = [_place("bonus(roll", 6), _place("= roll + 1", 2)]
    assert _refs(loaded, scoped, "bonus(roll", 6) == mine
    assert _refs(loaded, scoped, "roll + 1") == mine
    assert _refs(loaded, scoped, "roll + 1", with_declaration=False) == mine[1:]
    # an exception's `use` on a formula reads the formula's parameters
    moves = [_place("pace(moves", 5, 5), _place("= moves + 1", 2, 5), _place("use moves", 4, 5)]
    assert _refs(loaded, scoped, "use moves", 4) == _refs(loaded, scoped, "pace(moves", 5) == moves


def test_an_aggregate_s_item_is_its_own_name(scoped):
    loaded = f.check(scoped)
    item = [_place("sum(roll", 4), _place("each roll", 5)]
    assert _refs(loaded, scoped, "each roll", 5) == item
    assert _refs(loaded, scoped, "sum(roll", 5) == item


def test_without_the_cursor_s_file_a_name_is_the_book_s(scoped):
    loaded = f.check(scoped)
    line, number, column = _at(SCOPED, "roll + 1")
    found = refs.references(loaded, scoped, line, number, column)
    assert [(x.range.start.line, x.range.start.character) for x in found] == [
        _place("fact roll", 5)[:2], _place("= roll + 2", 2)[:2], _place("plain(roll", 6)[:2], _place("when roll", 5)[:2]]
