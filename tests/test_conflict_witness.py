"""E310 names fact values under which the two exceptions both apply (enums, flags, ranges of whole
numbers, a table's cell), says "may" when it cannot read all of a condition, and gives an `example`
that parses when pasted into the book, type-checks, and, once one of the two has a priority, runs
under the generated package: it passes with the first one winning and fails with the second one
winning, so the values really make both conditions true."""
from __future__ import annotations

import re
from pathlib import Path

from compiler.pipeline import compile_book
from dsl.diagnostics import Report
from dsl.parser import parse
from dsl.source import SourceFile

HEADER = '''book b { title "B" side red "Red" side blue "Blue" dice 1d6 }
enum terrain "Terrain" { clear "Clear", woods "Woods", city "City" }
clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  fact river: flag = no "River"
  fact cas: count = 0 "Air units"
  fact depth: integer = 0 "Depth"
  fact ter: terrain = clear "Terrain"
  fact side_up: side "The side that moves"
  modifier m "M" { drm +1 }
  permission p "P" { may "cross" }
'''


def _compile(tmp_path: Path, body: str, name: str = "b.rules"):
    path = tmp_path / name
    path.write_text(HEADER + body + "}\n", encoding="utf-8")
    return compile_book(path)


def _e310(tmp_path: Path, body: str):
    (d,) = [d for d in _compile(tmp_path, body).diagnostics() if d.severity == "error"]
    assert d.code == "E310", d.message
    return d


def _pasted(tmp_path: Path, body: str, example: str, first: str) -> list:
    """The errors of the book with the example pasted at the end of its clause and `first` given
    priority 1 (the exceptions are one a line, each ending in `}`)."""
    lines = [re.sub(r"\}$", "priority 1 }", line) if line.startswith(f"  exception {first} ") else line
             for line in body.splitlines()]
    c = _compile(tmp_path, "\n".join(lines) + "\n  " + example + "\n", f"{first}.rules")
    return [(d.code, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"]


def _both_hold(tmp_path: Path, body: str, d) -> None:
    """With the first exception winning the example passes; with the second, it gives the second's
    answer (E500): under the witness both conditions hold."""
    first, second = re.match(r"exceptions (\w+) and (\w+)", d.message).groups()
    assert _pasted(tmp_path, body, d.witness.example, first) == []
    assert [code for code, *_ in _pasted(tmp_path, body, d.witness.example, second)] == ["E500"]


def test_enums_and_flags_give_a_value_each_test_passes(tmp_path):
    body = '''  exception e1 "E1" { overrides m when ter is city and river use 2 }
  exception e2 "E2" { overrides m when ter in (woods, city) and night use 3 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.values == (("ter", "city"), ("river", "yes"), ("night", "yes"))
    assert not d.witness.possibly and d.witness.clause == "1"
    assert d.hint.startswith("e1 and e2 both apply when ter is city, river is yes and night is yes; give one")
    assert d.witness.example == ('example "e1 and e2 both apply when ter is city, river is yes, night is yes" '
                                 '{ m(ter: city, river: yes, night: yes) == 2 }')
    assert d.hint.endswith(d.witness.example)
    _both_hold(tmp_path, body, d)


def test_ranges_of_whole_numbers_give_their_smallest_whole_number(tmp_path):
    """`cas > 2` and `cas < 5` meet at 3 (not 2.5); `depth` below -1 and above -5 is -4; a `count`
    excluded from 0 and 1 by `not in` is 2."""
    body = '''  exception e1 "E1" { overrides m when cas > 2 and depth < -1 use 1 }
  exception e2 "E2" { overrides m when cas < 5 and depth > -5 use 2 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.values == (("cas", "3"), ("depth", "-4"))
    _both_hold(tmp_path, body, d)
    body = '''  exception e1 "E1" { overrides m when cas not in (0, 1) use 1 }
  exception e2 "E2" { overrides m unless night use 2 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.values == (("cas", "2"), ("night", "no"))
    _both_hold(tmp_path, body, d)


def test_a_permission_and_a_fact_without_default_are_given(tmp_path):
    """`side_up` has no default: asking `p` without it would be a missing fact, so the example gives
    a side for it; `allow` expects yes, and the `forbid` winning fails it."""
    body = '''  exception e1 "E1" { overrides p when side_up is blue allow }
  exception e2 "E2" { overrides p when not river forbid }
'''
    d = _e310(tmp_path, body)
    assert d.witness.values == (("side_up", "blue"), ("river", "no"))
    assert d.witness.example.endswith("{ p(side_up: blue, river: no) == yes }")
    _both_hold(tmp_path, body, d)


def test_a_condition_the_checker_cannot_read_gives_a_possible_witness(tmp_path):
    """`night or river` is not read: the values pass what is (`ter is woods`), and the hint says they
    may both apply; the JSON diagnostic says `possibly`."""
    body = '''  exception e1 "E1" { overrides m when (night or river) and ter is woods use 1 }
  exception e2 "E2" { overrides m when ter is woods use 2 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.possibly and d.witness.values == (("ter", "woods"),)
    assert d.hint.startswith("e1 and e2 may both apply when ter is woods (the checker cannot read all of their "
                             "conditions")
    said = d.as_json()["witness"]
    assert said == {"values": {"ter": "woods"}, "possibly": True, "lookup": "", "clause": "1",
                    "example": d.witness.example}


TABLE = '''  results res "Result" {
    split "/"
    "A{loss}" => attacker "Attacker loses {loss}"
    "D{loss}R{retreat}" => defender "Defender loses {loss} and retreats {retreat}"
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results res
    | 1d6 | 1:1  | 2:1  |
    |-----|------|------|
    | 1-3 | D1R1 | D1R2 |
    | 4-6 | A1   | D2R2 |
  }
'''


def test_a_table_s_witness_names_a_cell_and_its_example_looks_it_up(tmp_path):
    body = TABLE + '''  exception r1 "R1" { overrides crt when ter is woods rewrite defender.retreat: any -> 0 }
  exception r2 "R2" { overrides crt when ter is woods and cas > 1 rewrite defender.retreat: any -> 1 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.lookup == "roll 1, column 1:1"
    assert "r1 and r2 both apply when ter is woods and cas is 2 (at roll 1, column 1:1);" in d.hint
    assert "(it expects the answer with r1's rewrite run first: give r1 the higher priority" in d.hint
    assert d.witness.example.endswith('{ crt(roll: 1, column: 1:1, ter: woods, cas: 2).rewritten_text == "D1R1" }')
    _both_hold(tmp_path, body, d)


def test_a_rewrite_s_example_expects_the_text_the_rewrites_print(tmp_path):
    """The example compared the printed `.text`, which no rewrite changes: it passed whichever
    exception won, and proved nothing. It now expects `.rewritten_text` with the first exception's
    rewrite run first, at the first cell where the order changes it: D1R1 is neither's (r1 takes a
    retreat of 2, r2 gives one of 0), D1R2 reads D1R3 with r1 first and D1R0 with r2 first."""
    body = TABLE + ('''  exception r1 "R1" { overrides crt when cas > 1 rewrite defender.retreat: 2 -> 0 }
  exception r2 "R2" { overrides crt when not night rewrite defender.retreat: 0 -> 3 }
''')
    d = _e310(tmp_path, body)
    assert d.witness.lookup == "roll 1, column 2:1" and d.witness.values == (("cas", "2"), ("night", "no"))
    assert d.witness.example.endswith('{ crt(roll: 1, column: 2:1, cas: 2, night: no).rewritten_text == "D1R3" }')
    _both_hold(tmp_path, body, d)
    third = body + '  exception r3 "R3" { overrides crt when river rewrite attacker.loss: 1 -> 2 priority 1 }\n'
    d = _e310(tmp_path, third)   # (a third rewrite may run too: the printed cell, as before)
    assert d.witness.example.endswith('{ crt(roll: 1, column: 1:1, cas: 2, night: no).text == "D1R1" }')


def test_the_example_parses_pasted_into_a_bundled_e310_case(tmp_path):
    """The snippet taken out of the diagnostic, pasted into a copy of the bad case before the clause's
    closing brace, parses with the project's parser, and the book then has its E310 and nothing else
    (the example type-checks)."""
    case = Path(__file__).parent / "cases" / "bad" / "E310_conflicting_exceptions.rules"
    copy = tmp_path / "case.rules"
    copy.write_text(case.read_text(encoding="utf-8"), encoding="utf-8")
    (d,) = [d for d in compile_book(copy).diagnostics() if d.severity == "error"]
    example = d.hint[d.hint.index("example \""):]
    assert example == d.witness.example and d.witness.values == (("f", "yes"), ("g", "yes"))
    text = copy.read_text(encoding="utf-8").rstrip()
    assert text.endswith("}")
    pasted = text[:-1] + "  " + example + "\n}\n"
    report = Report()
    assert parse(SourceFile(str(copy), pasted), report) and report.diagnostics == []
    copy.write_text(pasted, encoding="utf-8")
    assert [d.code for d in compile_book(copy).diagnostics() if d.severity == "error"] == ["E310"]


def test_the_reference_s_e310_is_what_the_checker_prints(tmp_path):
    """docs/reference.md shows E310 with its witness and example: the text is the checker's own for a
    book whose line 10 is the exception shown."""
    page = (Path(__file__).parent.parent / "docs" / "reference.md").read_text(encoding="utf-8")
    shown = re.search(r"```text\n(b\.rules:10:13: error\[E310\].*?)```", page, re.S).group(1).rstrip("\n")
    from dsl.diagnostics import render
    lines = HEADER.splitlines()[:4] + ['  fact night: flag = no "Night"', '  fact river: flag = no "River"',
                                      '  fact ter: terrain = clear "Terrain"', '  modifier m "M" { drm +1 }',
                                      '  exception e1 "E1" { overrides m when ter is city and river use 2 }',
                                      '  exception e2 "E2" { overrides m when ter in (woods, city) and night use 3 }']
    path = tmp_path / "b.rules"
    path.write_text("\n".join(lines) + "\n}\n", encoding="utf-8")
    (d,) = [d for d in compile_book(path).diagnostics() if d.severity == "error"]
    sources = {str(path): SourceFile(str(path), path.read_text(encoding="utf-8"))}
    assert render(d, sources).replace(str(path), "b.rules") == shown


def test_a_text_not_in_a_list_is_given_one_outside_it(tmp_path):
    """`not in` on a free text gave up ("whatever the facts", and an example without the fact): the
    witness is a text none of the lists holds (`other` is listed, so `other 2`); an enum's is a
    declared value the list leaves out."""
    body = '''  fact label: text "Label"
  exception e1 "E1" { overrides m when label not in ("other", "x") and ter not in (clear, woods) use 1 }
  exception e2 "E2" { overrides m when label != "y" use 2 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.values == (("label", '"other 2"'), ("ter", "city")) and not d.witness.possibly
    assert d.hint.startswith('e1 and e2 both apply when label is "other 2" and ter is city;')
    assert d.witness.example.endswith('{ m(label: "other 2", ter: city) == 1 }')
    _both_hold(tmp_path, body, d)


SHAPED = '''  results sr "Result" {
    split "/"
    "A{loss}" => attacker "Attacker loses {loss}"
    "D{loss}" => defender "Defender loses {loss}"
    "Ex" => exchange "Exchange"
    blank => no_effect "No effect"
  }
'''


def test_a_percent_table_s_witness_names_a_band_by_a_number_it_holds(tmp_path):
    """A table of percentage bands (Khalkin-Gol's CRT is one) had no lookup and no example: the
    column is now given by a percentage its band holds (`≤49%`: 49), and the example runs."""
    body = SHAPED + '''  table crt "CRT" {
    roll 1d6
    columns percent
    results sr
    | 1d6 | ≤49% | 50-99% | ≥100% |
    |-----|------|--------|-------|
    | 1-3 | D1   | D1     | D2    |
    | 4-6 | A1   | D1     | D2    |
  }
  exception r1 "R1" { overrides crt when ter is city rewrite defender.loss: any -> 0 }
  exception r2 "R2" { overrides crt when river rewrite defender.loss: any -> 1 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.lookup == "roll 1, column ≤49%"
    assert d.witness.example.endswith('{ crt(roll: 1, percent: 49, ter: city, river: yes).rewritten_text == "D1" }')
    _both_hold(tmp_path, body, d)


def test_an_offset_header_s_witness_reads_the_row_its_enum_value_picks(tmp_path):
    """A differential table read through an offset header (Shanghai Incident's CRT): the condition's
    `terrain is woods` picks the `City; Woods` header row, so the column is its `0` (the third), and
    the first cell the two orders print differently is in the 4-6 row; without a `terrain` tested, the
    lookup needs one (the fact has no default): the enum's first value, `clear`, and its own row."""
    table = SHAPED + '''  table crt "CRT" {
    roll 1d6
    columns differential by terrain
    results sr
    | City; Woods | -2 | -1 | 0  |    |
    | Clear       | -3 | -2 | -1 | 0  |
    |-------------|----|----|----|----|
    | 1-3         | A1 | A1 | Ex | Ex |
    | 4-6         | A1 | Ex | D1 | D1 |
  }
'''
    body = table + '''  exception r1 "R1" { overrides crt when terrain is woods rewrite defender.loss: 1 -> 0 }
  exception r2 "R2" { overrides crt when cas > 1 rewrite defender.loss: 0 -> 2 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.lookup == "roll 4, column 0" and d.witness.values == (("terrain", "woods"), ("cas", "2"))
    assert d.witness.example.endswith(
        '{ crt(roll: 4, differential: 0, terrain: woods, cas: 2).rewritten_text == "D2" }')
    _both_hold(tmp_path, body, d)
    body = table + '''  exception r1 "R1" { overrides crt when night rewrite defender.loss: 1 -> 0 }
  exception r2 "R2" { overrides crt when cas > 1 rewrite defender.loss: 0 -> 2 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.lookup == "roll 4, column -1" and d.witness.values == (("night", "yes"), ("cas", "2"),
                                                                             ("terrain", "clear"))
    _both_hold(tmp_path, body, d)


def test_a_side_s_rewrite_and_odds_printed_with_a_hyphen_are_looked_up(tmp_path):
    """Odds printed `1-1` had no lookup, and `rewrite retreat of blue` reads who attacks, a fact
    without a default that the example left out: the column is given as odds (`1:1`), the attacker
    as a side, and the rewritten text follows who defends (blue, when red attacks)."""
    body = '''  fact attacker: side "Attacker"
  results res "Result" {
    split "/"
    "A{loss}" => attacker "Attacker loses {loss}"
    "D{loss}R{retreat}" => defender "Defender loses {loss} and retreats {retreat}"
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results res
    | 1d6 | 1-1  | 2-1  |
    |-----|------|------|
    | 1-3 | D1R1 | D1R2 |
    | 4-6 | A1   | D2R2 |
  }
  exception r1 "R1" { overrides crt when ter is woods rewrite retreat of blue: any -> 0 }
  exception r2 "R2" { overrides crt when cas > 1 rewrite defender.retreat: 0 -> 1 }
'''
    d = _e310(tmp_path, body)
    assert d.witness.lookup == "roll 1, column 1-1" and d.witness.values[-1] == ("attacker", "red")
    assert d.witness.example.endswith(
        '{ crt(roll: 1, column: 1:1, ter: woods, cas: 2, attacker: red).rewritten_text == "D1R1" }')
    _both_hold(tmp_path, body, d)
