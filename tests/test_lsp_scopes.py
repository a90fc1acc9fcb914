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


TABLED = '''book tabled {
  title "Tabled"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1.0 "Gains" {
  says "A unit gains by the value of what it takes."
  fact value: count = 0 "The value of the objective"
  fact side_up: flag = no "The counter shows its full side"
  table gains "Gains" {
    roll 1d6
    columns numbers
    results number
    | 1d6 | 1-4 | 5-9 |
    |-----|-----|-----|
    | 1-6 | 2   | 3   |
  }
  formula gain() "Gain" = gains(roll: 3, value: value + 1).value
  example "Gain" { gains(roll: 3, value: 4) == 2 }
  example "Rolled" { gains(roll: 4, value: 4, side_up: yes) == 2 }
  example "Placed" { gains.column(value: 6, shift: 0) == "5-9" }
}
'''


def test_a_table_s_own_inputs_given_by_name_are_not_the_fact_of_that_name(tmp_path):
    folder = tmp_path / "tabled"
    folder.mkdir()
    (folder / "00-book.rules").write_text(TABLED, encoding="utf-8")
    folder = folder.resolve()
    loaded = f.check(folder)   # (a fact named like a table's input is E101: a book being edited has one)
    assert {d.code for d in loaded.report.diagnostics if d.severity == "error"} == {"E101"}

    def refs_at(needle, offset=0):
        line, number, column = _at(TABLED, needle, offset)
        found = refs.references(loaded, folder, line, number, column, True, "00-book.rules")
        return [(x.range.start.line, x.range.start.character, x.range.end.character) for x in found]

    def place(needle, offset=0):
        _, number, column = _at(TABLED, needle, offset)
        return number, column, column + len("value")
    # the fact `value`: its declaration and its read in `gain`, not the table's `value:` (four times)
    fact = [place("fact value", 5), place("value + 1")]
    assert refs_at("fact value", 5) == refs_at("value + 1") == fact
    # on a table's `value:`, in a lookup or a method, that table's arguments of that name
    inputs = [place("value: value"), place("value: 4)"), place("value: 4,"), place("column(value", 7)]
    assert refs_at("value: 4)") == refs_at("column(value", 7) == inputs
    # a fact laid over the ones the table reads is the fact's use
    side_up = [(n, c, c + len("side_up")) for n, c, _ in (place("fact side_up", 5), place("side_up: yes"))]
    assert refs_at("fact side_up", 5) == side_up


KEYWORDED = '''book keyworded {
  title "Keyworded"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1.0 "Turns" {
  says "Units gain by the turn."
  fact turn: count = 1 "The game turn"
  table gains "Gains" {
    roll 1d6
    columns numbers
    results number
    | 1d6 | 1-4 | 5-9 |
    |-----|-----|-----|
    | 1-6 | 2   | 3   |
  }
  formula late() "Late" = turn > 3
  formula gain() "Gain" = gains(roll: turn, value: 4).value
  formula laid() "Laid" = late(turn: 5)
  formula later(turn: count) "Later" = turn + 1
  example "Later" { later(turn: 2) == 3 }
  example "Rolled" { gains(roll: 3, value: 4, turn: 2) == 2 }
  example "Placed" { gains.column(value: 6, shift: 0, turn: 1) == "5-9" }
}
'''


def test_a_fact_spelled_as_a_keyword_given_by_name_to_a_table_is_used_there(tmp_path):
    """`turn` is a keyword too, so its uses are those the model read; a fact laid over a table's
    lookup or method by name (`gains(…, turn: 2)`) is one, as over a formula's call; a table's own
    input and a formula's parameter are not (one rule: lsp_scopes)."""
    folder = tmp_path / "keyworded"
    folder.mkdir()
    (folder / "00-book.rules").write_text(KEYWORDED, encoding="utf-8")
    folder = folder.resolve()
    loaded = f.check(folder)
    assert not [d for d in loaded.report.diagnostics if d.severity == "error"], loaded.report.diagnostics

    def refs_at(needle, offset=0):
        line, number, column = _at(KEYWORDED, needle, offset)
        found = refs.references(loaded, folder, line, number, column, True, "00-book.rules")
        return [(x.range.start.line, x.range.start.character) for x in found]

    def place(needle, offset=0):
        return _at(KEYWORDED, needle, offset)[1:]
    fact = [place("fact turn", 5), place("= turn > 3", 2), place("roll: turn", 6), place("late(turn", 5),
            place("value: 4, turn", 10), place("shift: 0, turn", 10)]
    assert refs_at("fact turn", 5) == refs_at("turn: 2) == 2", 0) == fact
    # the formula's own `turn`: its parameter, declared and read in its body (the argument that
    # gives it, `later(turn: 2)`, is neither the fact's use nor the parameter's)
    assert refs_at("later(turn: count", 6) == [place("later(turn: count", 6), place("= turn + 1", 2)]
    assert place("later(turn: 2", 6) not in fact


def test_an_offset_header_s_list_given_by_name_is_the_table_s_own_input():
    """Shanghai's CRT reads `columns differential by terrain`: a lookup's `terrain:` picks its header
    row, like `roll:` (not a use of the list `terrain`): its references are the table's arguments."""
    from pathlib import Path
    folder = (Path(__file__).resolve().parent.parent / "rulebooks" / "shanghai_incident").resolve()
    loaded = f.check(folder)
    text = (folder / "03-combat.rules").read_text(encoding="utf-8")
    line, number, column = _at(text, "terrain: city", 0)
    found = refs.references(loaded, folder, line, number, column, True, "03-combat.rules")
    assert len(found) >= 3
    for x in found:
        shown = (folder / x.uri.rsplit("/", 1)[1]).read_text(encoding="utf-8").split("\n")[x.range.start.line]
        assert shown[x.range.start.character:].startswith("terrain:") and "crt(" in shown
    line, number, column = _at(text, "by terrain", 3)
    of_list = refs.references(loaded, folder, line, number, column, True, "03-combat.rules")
    assert of_list and not {(x.uri, x.range.start.line, x.range.start.character) for x in of_list} & \
        {(x.uri, x.range.start.line, x.range.start.character) for x in found}


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


# ---------------------------------------------------------------- completion after `.`

FIELDS = '''book fields {
  title "Fields"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1.0 "Combat" {
  says "Combat."
  results crt_result "Combat result" {
    split "/"
    "A{loss}" => attacker "The attacker loses {loss} steps" { retreat: 0 }
    "D{loss}R{retreat}" => defender "The defender loses {loss} and retreats {retreat}"
    "EX" => exchange "Both lose a step"
    mark underline "A marked result"
  }
  table crt "Combat Results Table" {
    roll 1d6
    columns odds
    results crt_result
    off right: clamp
    | 1d6 | 1-1   | 2-1  |
    |-----|-------|------|
    | 1-3 | A1    | _D1R1_ |
    | 4-6 | A1/D1R2 | EX |
  }
  table moves "Moves" {
    roll 1d6
    results number
    | 1d6 | Moves |
    |-----|-------|
    | 1-6 | 2     |
  }
  results costs "Movement cost" { "{mf}" => cost "{mf} movement points" }
  results shifts "Combat shift" { "{columns}L" => left "{columns} columns left" }
  table terrain "Terrain" {
    rows keys
    columns keys
    results text
    column "Movement" results costs
    column "Combat" results shifts
    | Terrain | Movement | Combat | Note |
    |---------|----------|--------|------|
    | Woods   | 2        | 1L     | dark |
  }
  record unit "A unit in the attack" {
    factor: count "Its attack factor"
    shaken: flag = no "It is shaken"
  }
  fact attackers: list of unit "The attacking units"
  fact die: count = 1 "The die"
  formula result() "The combat's result" = crt(roll: die, column: "1-1")
  formula strength() "Strength" = sum(u.factor for each u in attackers)
  formula lost() "Lost" = crt(roll: die, column: "1-1").defender.loss
}
'''


@pytest.fixture()
def fields(tmp_path):
    folder = tmp_path / "fields"
    folder.mkdir()
    (folder / "00-book.rules").write_text(FIELDS, encoding="utf-8")
    loaded = f.check(folder.resolve())
    assert not [d for d in loaded.report.diagnostics if d.severity == "error"], loaded.report.diagnostics
    return loaded


def _fields(loaded, text: str):
    """What completion offers at the end of `text`, written on a line of its own after FIELDS."""
    from compiler.lsp_completion import completion
    lines = FIELDS.split("\n") + [text]
    return {i.label: (i.kind, i.detail) for i in completion(loaded, lines, len(lines) - 1, len(text))}


def test_after_a_lookup_the_result_s_fields_kinds_marks_and_parts(fields):
    got = _fields(fields, 'example { crt(roll: die, column: "1-1").')
    assert set(got) == {"loss", "retreat", "attacker", "defender", "exchange", "underline", "text", "kind",
                        "rewritten_text"}
    assert got["loss"] == (types.CompletionItemKind.Field, "number: a field of attacker, defender results")
    assert got["exchange"] == (types.CompletionItemKind.EnumMember, "result kind: the exchange effect")
    assert got["defender"][1] == "result kind: the defender effect, read for its fields (.defender.loss)"
    assert got["underline"] == (types.CompletionItemKind.Field, "flag: yes when the cell is marked so")
    # a word typed after the `.` is replaced, and a formula whose value is the lookup reads the same
    assert _fields(fields, "example { result().lo") == got


def test_after_a_kind_that_kind_s_fields(fields):
    # (a fixed field is one too: `{ retreat: 0 }`)
    assert set(_fields(fields, 'example { crt(roll: die, column: "1-1").attacker.')) == {"loss", "retreat"}
    assert set(_fields(fields, 'example { crt(roll: die, column: "1-1").defender.r')) == {"loss", "retreat"}
    assert _fields(fields, 'example { crt(roll: die, column: "1-1").exchange.') == {}


def test_a_built_in_vocabulary_s_parts(fields):
    assert set(_fields(fields, "example { moves(roll: 3).")) == {"text", "value"}


def test_a_column_read_its_own_way_gives_its_own_fields(fields):
    parts = {"kind", "rewritten_text", "text"}
    assert set(_fields(fields, 'example { terrain("Woods", "Movement").')) == {"mf", "cost"} | parts
    assert set(_fields(fields, 'example { terrain(row: "Woods", column: "Combat").')) == {"columns", "left"} | parts
    assert set(_fields(fields, 'example { terrain("Woods", "Note").')) == {"text"}
    # a column not written as its label: any column's
    assert set(_fields(fields, 'example { terrain("Woods", die).')) == {"mf", "cost", "columns", "left"} | parts


def test_an_item_s_record_fields(fields):
    got = _fields(fields, "  formula s2() = sum(u. for each u in attackers)"[:len("  formula s2() = sum(u.")])
    assert got == {}     # (the aggregate is not on the line: its item's list is not known)
    line = "  formula s2() = sum(u.f for each u in attackers)"
    from compiler.lsp_completion import completion
    lines = FIELDS.split("\n") + [line]
    items = completion(fields, lines, len(lines) - 1, line.index(".f") + 2)
    assert [(i.label, i.detail) for i in items] == [("factor", "count: Its attack factor"),
                                                    ("shaken", "flag: It is shaken")]


def test_nothing_where_the_type_cannot_be_told(fields):
    for text in ("example { die.", "example { strength().", "example { nowhere(3).", "example { nowhere.",
                 "example { (die + 1).", 'example { crt(roll: die, column: "1-1").nothing.'):
        assert _fields(fields, text) == {}, text


def test_after_a_table_s_name_its_methods(fields):
    from dsl.checks.expressions import TABLE_METHODS
    got = _fields(fields, "example { crt.")
    assert set(got) == set(TABLE_METHODS) == {"cell", "column", "drm", "lookup"}
    assert all(got[name][1].startswith(TABLE_METHODS[name] + ": ") for name in got)   # (what each gives)
    assert got["column"] == (types.CompletionItemKind.Method, "text: the column a lookup lands on, after its shift: "
                                                              "crt.column(column: …, shift: …)")
    assert got["lookup"][1] == "result: the table's answer, as crt(…) gives it"
    assert _fields(fields, "example { moves.dr") == {k: (v[0], v[1].replace("crt", "moves")) for k, v in got.items()}
