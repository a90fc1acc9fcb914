"""W105: a result vocabulary, fact, enum or record that nothing in the book names (no rule, example,
scenario, aid, text or other declaration): most often a name spelt two ways, or a leftover. A text
citing it (`[name]`) keeps it on purpose; tables (printed content), constants and the rules
themselves are never reported."""
from __future__ import annotations

from pathlib import Path

from compiler.pipeline import compile_book

HEADER = 'book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n'

# every kind W105 reads, once unused and once used, each use a different way of naming it
BOOK = '''clause 1 "C" {
  says "The Combat vocabulary is [kept_result]."
  results used_result "Used" { "A" => a "A" }
  results kept_result "Kept" { "A" => a "A" }
  results spare_result "Spare" { "A" => a "A" }
  enum terrain "T" { clear "Clear", woods "Woods" }
  enum weather "W" { dry "Dry", wet "Wet" }
  enum colour "C" { tan "Tan", grey "Grey" }
  record unit "U" { strength: count "S" }
  record crew "K" { size: count "S" }
  fact defender_terain: terrain "Defender's hex"
  fact ground: terrain "Ground"
  fact units: list of unit "Units"
  fact night: flag = no "Night"
  fact attacker: side "Attacking side"
  constant limit = 3 "Never read, never reported"
  table crt "CRT" {
    roll 1d6
    columns keys
    results used_result
    | 1d6 | x |
    |-----|---|
    | 1-6 | A |
  }
  table printed "Printed" {
    rows keys
    columns keys
    | K | V |
    |---|---|
    | a | 1 |
  }
  table chart "Chart" [1] missing "on the map" {
    roll 1d6
  }
  formula total() "Total" = sum(u.strength for each u in units)
  formula in_woods() "In woods" = ground is woods
  formula season() "Season" = if night then wet else dry
  formula never_called(x: number) "Never called, never reported" = x
  table unread "A chart no rule reads, never reported" {
    rows keys
    columns keys
    | K | V |
    |---|---|
    | b | 2 |
  }
  modifier dark "Dark" { shift 1 favouring red when night }
  aid a "Aid" { table printed }
  example "Woods" { in_woods(ground: woods) == yes and crt(roll: 1, column: "x").text == "A" }
}
'''


def _compile(tmp_path, text):
    path = tmp_path / "b.rules"
    path.write_text(HEADER + text, encoding="utf-8")
    return compile_book(path)


def _unused(c):
    return [(d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.code == "W105"]


def test_each_kind_nothing_names_is_w105_at_its_declaration(tmp_path):
    c = _compile(tmp_path, BOOK)
    assert c.ok and c.examples_run == 1, [d.message for d in c.diagnostics() if d.severity == "error"]
    assert _unused(c) == [
        (6, 11, "result vocabulary spare_result is declared but nothing in the book names it"),
        (9, 8, "enum colour is declared but nothing in the book names it"),
        (11, 10, "record crew is declared but nothing in the book names it"),
        (12, 8, "fact defender_terain is declared but nothing in the book names it"),
    ], _unused(c)
    # the warnings leave the book ok, and its rules built
    assert c.module.season(night=True).value == "wet"


def test_the_hint_offers_a_name_spelt_nearly_alike_and_how_to_keep_one(tmp_path):
    """`defender_terain` declared beside `defender_terrain` read: the typo the check is for."""
    text = BOOK.replace("formula total()", 'formula hex() "Hex" = if defender_terrain is woods then 1 else 0\n'
                                           '  formula total()')
    text = text.replace('fact ground: terrain "Ground"', 'fact ground: terrain "Ground"\n'
                        '  fact defender_terrain: terrain = clear "Defender\'s hex"')
    hints = {d.message.split()[2] if d.message.startswith("result") else d.message.split()[1]: d.hint
             for d in _compile(tmp_path, text).diagnostics() if d.code == "W105"}
    assert hints["defender_terain"] == ("the book names `defender_terrain`: if that is this fact, spell both alike; "
                                        "if not, read it in a rule, or cite it in a text ([defender_terain]) to keep it")
    assert hints["colour"] == ("a leftover can go; else give it as a fact's or a parameter's type, or cite it in a "
                               "text ([colour]) to keep it")


def test_a_citation_keeps_a_declaration_and_each_use_counts(tmp_path):
    """Written as the hints say (a citation, a type, a table's `results`), the warnings go; and each
    use the book already makes is one: dropping it brings the warning back."""
    kept = BOOK.replace('says "The Combat vocabulary is [kept_result]."',
                        'says "The vocabularies are [kept_result] and [spare_result]; see [colour] and [crew]."')
    kept = kept.replace('fact defender_terain: terrain', 'fact defender_terain: terrain = clear')
    kept = kept.replace("formula total()", 'formula d() "D" = defender_terain\n  formula total()')
    c = _compile(tmp_path, kept)
    assert c.ok and _unused(c) == [], _unused(c)
    for use, name in (('[kept_result]', "kept_result"),                       # a citation in a text
                      ("results used_result\n", "used_result"),              # a table's results
                      ("sum(u.strength for each u in units)", "units"),     # read in a rule
                      ("if night then wet else dry", "weather")):            # an enum by its values
        replacement = {"[kept_result]": "the one", "results used_result\n": "\n",
                       "sum(u.strength for each u in units)": "0", "if night then wet else dry": "1"}[use]
        c = _compile(tmp_path, BOOK.replace(use, replacement, 1))
        assert c.ok, (use, [d.message for d in c.diagnostics() if d.severity == "error"])
        assert any(f" {name} is declared" in message for _, _, message in _unused(c)), (use, _unused(c))


def test_the_language_s_own_uses_count(tmp_path):
    """`attacker` read by a `favouring` shift, a step's `who` naming a fact, a header rows' enum."""
    c = _compile(tmp_path, '''enum terrain "Terrain" { clear "Clear", city "City" }
clause 1 "C" {
  says "x"
  fact attacker: side "Attacking side"
  fact phasing: side "Phasing side"
  modifier m "M" { shift 1 favouring red }
  sequence turn "Turn" { step move "Move" { who phasing } }
  table crt "CRT" {
    roll 1d6
    columns differential by terrain
    | City  | -1 | 0  |
    | Clear | -2 | -1 |
    |-------|----|----|
    | 1-6   | A  | B  |
  }
  example "e" { crt(roll: 1, differential: 0, terrain: city).text == "B" }
}
''')
    assert c.ok and _unused(c) == [], [(d.code, d.message) for d in c.diagnostics() if d.severity != "note"]


def test_a_book_with_errors_is_not_told_what_it_does_not_use(tmp_path):
    """An unknown name (E202) may be the use a declaration misses: W105 waits for a sound book."""
    c = _compile(tmp_path, BOOK.replace("ground is woods", "groud is woods"))
    assert not c.ok and _unused(c) == []


def test_the_bundled_books_name_every_declaration():
    """Each book's declarations are read or cited: Khalkin-Gol's `ground_attack_result`, the legend
    of a table missing from the source, is cited by that table's doubt."""
    from dsl.loader import load
    root = Path(__file__).parent.parent / "rulebooks"
    for book in ("changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"):
        loaded = load(root / book)
        assert loaded.ok and [d.message for d in loaded.report.diagnostics if d.code == "W105"] == [], book
    air = (root / "khalkin_gol" / "ch15_air.rules").read_text(encoding="utf-8")
    assert "[ground_attack_result]" in air
