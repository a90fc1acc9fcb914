"""W207: a fact, constant, parameter or item compared with itself (`x is x`, `x == x`, `x != x`,
`x in (…, x)`): always yes or always no. Most often an enum value of that name was meant, which the
fact hides (the language has no other spelling for it); the hint names it."""
from __future__ import annotations

from compiler.pipeline import compile_book

HEADER = 'book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n'

BOOK = '''clause 1 "C" {
  says "x"
  enum terrain_kind "T" { clear "Clear", woods "Woods" }
  enum marker "M" { terrain "Terrain marker", disrupted "Disrupted marker" }
  fact terrain: terrain_kind "Terrain"
  fact disrupted: flag "Disrupted"
  constant limit = 3 "Limit"
  constant turns = [3, 4] "Turns"
  formula a() "A" = if terrain is terrain then 1 else 0
  formula b() "B" = if disrupted == disrupted then 1 else 0
  formula c(x: number) "C" = if x != x then 1 else 0
  formula d() "D" = if terrain is not terrain then 1 else 0
  formula e() "E" = if terrain in (woods, terrain) then 1 else 0
  formula f(blue: number) "F" = if blue == blue then 1 else 0
  formula g() "G" = count(t == t for each t in turns)
  formula h() "H" = if limit >= limit then 1 else 0
  formula i(x: number) "I" = if x < x then 1 else 0
  example "e" { a(terrain: woods) == 1 }
}
'''


def _compile(tmp_path, text):
    path = tmp_path / "b.rules"
    path.write_text(HEADER + text, encoding="utf-8")
    return compile_book(path)


def _found(c):
    return [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity != "note"]


def test_a_name_compared_with_itself_is_w207_at_its_second_writing(tmp_path):
    c = _compile(tmp_path, BOOK)
    assert c.ok, _found(c)
    assert _found(c) == [
        ("W207", 10, 35, "`terrain is terrain` compares the fact terrain with itself: always yes"),
        ("W207", 11, 37, "`disrupted == disrupted` compares the fact disrupted with itself: always yes"),
        ("W207", 12, 38, "`x != x` compares the parameter x with itself: always no"),
        ("W207", 13, 39, "`terrain is not terrain` compares the fact terrain with itself: always no"),
        ("W207", 14, 43, "`terrain in (…, terrain, …)` compares the fact terrain with itself: always yes"),
        ("W207", 15, 44, "`blue == blue` compares the parameter blue with itself: always yes"),
        ("W207", 16, 32, "`t == t` compares the item t with itself: always yes"),
        ("W207", 17, 33, "`limit >= limit` compares the constant limit with itself: always yes"),
        ("W207", 18, 37, "`x < x` compares the parameter x with itself: always no"),
    ], _found(c)
    # the example runs: the fact is read on both sides, whatever it is given
    assert c.examples_run == 1


def test_the_hint_names_the_hidden_value_and_says_no_spelling_reaches_it(tmp_path):
    hints = {d.span.line: d.hint for d in _compile(tmp_path, BOOK).diagnostics() if d.code == "W207"}
    assert hints[10] == ("if the value terrain of marker is meant, the fact terrain hides it here: the language has "
                        "no other spelling for it (no `marker.terrain`); rename the fact or the value")
    assert hints[15].startswith("if the side blue is meant, the parameter blue hides it here")
    assert hints[12] == ("compare the parameter x with a value or with another name: as written it never depends "
                         "on x")


def test_the_renamed_value_is_read_and_the_warning_goes(tmp_path):
    """The hint's fix: with the value renamed, a marker fact compared with it checks clean."""
    fixed = BOOK.replace('terrain "Terrain marker"', 'terrain_marker "Terrain marker"')
    fixed = fixed.replace('  fact disrupted: flag "Disrupted"\n', '  fact disrupted: flag "Disrupted"\n'
                          '  fact shown: marker "Marker shown"\n')
    fixed = fixed.replace("if terrain is terrain", "if shown is terrain_marker").replace(
        "a(terrain: woods)", "a(shown: terrain_marker)")
    c = _compile(tmp_path, fixed)
    assert c.ok and [d.span.line for d in c.diagnostics() if d.code == "W207"] == [12, 13, 14, 15, 16, 17, 18, 19]
    assert c.module.a(shown="terrain_marker").value == 1 and c.module.a(shown="disrupted").value == 0


def test_different_names_and_a_value_of_the_facts_own_type_are_not_w207(tmp_path):
    """`terrain is woods`, `x == y` compare two things; `terrain is terrain` where `terrain` is also a
    value of the fact's own enum is W206 (said once, not again as W207)."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  enum terrain "T" { clear "Clear", woods "Woods", terrain "Terrain" }
  fact terrain: terrain "Terrain"
  fact other: terrain "Other"
  formula a() "A" = if terrain is woods then 1 else 0
  formula b(x: number, y: number) "B" = if x == y then 1 else 0
  formula c() "C" = if terrain is terrain then 1 else 0
  formula d() "D" = if other in (woods, clear) then 1 else 0
  example "e" { a(terrain: woods) == 1 }
}
''')
    assert [(code, line) for code, line, _, _ in _found(c)] == [("W206", 9)], _found(c)


def test_the_bundled_books_compare_no_name_with_itself():
    """Changsha has names that are both a fact (or a parameter) and a marker's value (`game_turn`,
    `disrupted`, `air_support`, `out_of_supply`): none is compared with itself."""
    from pathlib import Path
    from dsl.loader import load
    root = Path(__file__).parent.parent / "rulebooks"
    for book in ("changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"):
        loaded = load(root / book)
        assert loaded.ok and not [d for d in loaded.report.diagnostics if d.code == "W207"], book


def test_conditions_of_rules_and_examples_are_read_too(tmp_path):
    """A modifier's and a permission's `when`, a step's, and an example's check, as well as formulas."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  fact night: flag = no "Night"
  modifier dark "Dark" { drm -1 when night == night }
  permission p "P" {
    may "move"
    unless night != night
  }
  sequence turn "Turn" { step move "Move" { when night == night } }
  formula f() "F" = 1
  example "e" { f() == f() and night == night }
}
''')
    assert [(code, line, column) for code, line, column, _ in _found(c)] == [
        ("W207", 5, 47), ("W207", 8, 21), ("W207", 10, 59), ("W207", 12, 41)], _found(c)
