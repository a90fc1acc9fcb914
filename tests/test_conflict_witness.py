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
    assert d.witness.example.endswith('{ crt(roll: 1, column: 1:1, ter: woods, cas: 2).text == "D1R1" }')
    assert _pasted(tmp_path, body, d.witness.example, "r2") == []


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
