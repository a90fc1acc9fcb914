"""Rules a designer can write wrong without a syntax error, each caught where it is written: a rule
that depends on itself through any kind of rule, an exception's `use` of the wrong type, modifier
settings that do nothing, scenario and aid lines that contradict the book, and the other mistakes
the checker used to let through into generated code that then answered wrongly or never finished
(found by probing the checker with a designer's likely mistakes)."""
from __future__ import annotations

import pytest

from compiler.pipeline import compile_book

HEADER = '''book b { title "B" side red "Red" side blue "Blue" dice 1d6 }
enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  fact cas: count = 0 "Air units"
  fact ter: terrain = clear "Terrain"
'''


def _errors(tmp_path, body: str) -> list[tuple[str, int, int, str]]:
    path = tmp_path / "b.rules"
    path.write_text(HEADER + body + "}\n", encoding="utf-8")
    c = compile_book(path)
    return [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "error"]


def test_a_rule_that_depends_on_itself_through_any_kind_of_rule_is_e405(tmp_path):
    """Formulas calling each other were caught; a cycle through a modifier's condition, a combine's
    member, a permission, or an exception's value was not: the generated functions recursed until
    Python stopped them, `rules explain` ended in an internal error, and the vectors expected a
    RecursionError."""
    found = _errors(tmp_path, '''  formula g() "G" = s2() + 1
  modifier s2 "S2" { shift 1 left when g() > 0 }
  formula h() "H" = c1()
  modifier s3 "S3" { shift 1 left per h() }
  combine c1 "C" sum of (s3)
  permission p1 "P" { may "x" when k() }
  formula k() "K" = p1() == yes
  formula f1(x: number) "F" = x * 2
  exception e1 "E1" { overrides f1 when night use f1(x) + 1 }
''')
    # (each at the call that closes the cycle: g in s2, h in s3, k in p1, f1 in the exception's value)
    assert [(code, line, column) for code, line, column, _ in found] == [("E405", 9, 40), ("E405", 11, 39),
                                                                         ("E405", 13, 36), ("E405", 16, 51)]
    said = [message for *_, message in found]
    assert said == ["g depends on itself: g → s2 → g", "h depends on itself: h → c1 → s3 → h",
                    "k depends on itself: k → p1 → k", "f1 depends on itself: f1 → f1"]


def test_a_use_value_must_be_of_its_target_s_type(tmp_path):
    """`use yes` on a shift gave True (and a combine of it 2); `use 3` on a terrain formula gave 3."""
    found = _errors(tmp_path, '''  modifier s1 "S1" { shift 2 left }
  modifier s4 "S4" { drm +1 }
  formula f2(): terrain "F2" = woods
  combine c1 "C" sum of (s1)
  modifier half "Half" { multiply 1/2 }
  exception u1 "U1" { overrides s1 when night use yes }
  exception u2 "U2" { overrides f2 when night use 3 }
  exception u3 "U3" { overrides c1 when night use ter }
  exception u4 "U4" { overrides s4 when night use 1/2 }
  exception u5 "U5" { overrides half when night use 1/2 }
  exception u6 "U6" { overrides f2 when night use clear priority 1 }
  constant halved = 1/2 "Halved"
  modifier s5 "S5" { shift 1 left }
  modifier s6 "S6" { drm +1 }
  exception u7 "U7" { overrides s5 when night use -1/2 }
  exception u8 "U8" { overrides s6 when night use halved }
''')
    # (a fraction negated, or a constant of one, was taken: `use -1/2` checked clean and failed at a
    # lookup: the second designer probe of stop 58)
    assert [(line, message) for _, line, _, message in found] == [
        (13, "`use` gives flag, but s1 gives number"), (14, "`use` gives number, but f2 gives terrain"),
        (15, "`use` gives terrain, but c1 gives number"),
        (16, "`use` gives a fraction, but s4 counts whole columns or pips"),
        (22, "`use` gives a fraction, but s5 counts whole columns or pips"),
        (23, "`use` gives a fraction, but s6 counts whole columns or pips")]


def test_a_table_of_builtin_results_is_rewritten_only_by_value(tmp_path):
    """`rewrite kind: text -> number` on a text table passed the check and then ended `rules explain`
    in an internal error (a bare StopIteration reading the rewritten cell)."""
    found = _errors(tmp_path, '''  table tn "TN" { roll 1d6 results number
    | 1d6 | V |
    |-----|---|
    | 1-6 | 1 |
  }
  table tt "TT" { roll 1d6
    | 1d6 | V |
    |-----|---|
    | 1-6 | A |
  }
  exception e1 "E1" { overrides tn when night rewrite value: 1 -> 5 }
  exception e2 "E2" { overrides tt when night rewrite kind: text -> number priority 1 }
  exception e3 "E3" { overrides tn when night rewrite kind: number -> text priority 2 }
  example "n" { tn(1, night: yes).value == 5 }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E206", 19, "tt prints text results, which a rewrite cannot change"),
        ("E206", 20, "tn prints numbers: its one field is `value`")]


def test_modifier_on_per_and_at_most_are_checked(tmp_path):
    """`on` named a fact without a word; `per` and `at most` on a `multiply` were dropped; a negative
    constant as `at most` was used as its size."""
    found = _errors(tmp_path, '''  constant cap = -2 shifts "Cap"
  formula cost() "Cost" = 2
  modifier m1 "M1" { drm +1 on night }
  modifier m2 "M2" { multiply 2 on cost }
  modifier m3 "M3" { multiply 2 per cas }
  modifier m4 "M4" { multiply 1/2 round up at most 1 }
  modifier m5 "M5" { shift 1 right per cas at most cap }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E203", 10, "night is a fact: `on` names the table or formula the modifier modifies"),
        ("E404", 12, "`per` does not apply to `multiply`"),
        ("E404", 13, "`at most` does not apply to `multiply`"),
        ("E401", 14, "`at most cap` needs a constant whole number of at least 0")]


SCENARIO_BOOK = '''book b { title "B" side red "Red" side blue "Blue" dice 1d6
  external series "Series rules" covers 20 to 30 }
clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  clause 1.1 "Sub" { says "y" }
}
clause 2 "Night" optional {
  says "z"
  modifier night_shift "Night" { shift 1 left when night }
  clause 2.1 "Night detail" { says "w" }
}
clause 3 "Scenario" {
  says "s"
  scenario s1 "S1" {
    turns 1 to 3
    setup order red, blue, red
    options [2.1], [1.1], [2], [2], [21.4]
    reinforce blue turn 7 at entry A: "2nd Corps"
    support red turn 2 to 9: 1 "fighter"
    support red turn 1 to 2: 1 "fighter"
    remove blue turn 0: "x"
  }
  scenario s2 "S2" { turns 3 to 1 }
  example "e" { night_shift(night: yes, options: 5) == -1 }
  example "f" { night_shift(night: yes, options: "2.1", scenario: "s9") == -1 }
}
aid a1 "Aid" {
  page A3 sideways
  clause [21.4]
  clause [1.1]
  clause [1.1]
}
'''


def test_scenario_and_aid_lines_are_checked(tmp_path):
    """Each of these was accepted: an option that put nothing in play (a clause nested in the optional
    one, a clause that is not optional, another book's), turns outside the scenario's or running
    backwards, a side set up twice, a support given twice, options and scenarios of the wrong kind
    in examples (`options: 5` ended `rules explain` in an internal error), a paper that does not
    exist, an item listed twice, and another book's clause in an aid (an internal error in the build)."""
    path = tmp_path / "b.rules"
    path.write_text(SCENARIO_BOOK, encoding="utf-8")
    found = [(d.code, d.span.line, d.message) for d in compile_book(path).diagnostics() if d.severity == "error"]
    assert found == [
        ("E101", 17, "red is named twice in the set-up order of s1"),
        ("E206", 18, "[2.1] is not an optional clause"),
        ("E206", 18, "[1.1] is not an optional clause"),
        ("E101", 18, "option [2] is named twice in scenario s1"),
        ("E206", 18, "[21.4] is in another book (`external series`): it cannot be put in play here"),
        ("E401", 19, "turn 7 is outside the scenario's turns"),
        ("E401", 20, "turn 9 is outside the scenario's turns"),
        ("E101", 21, "red gets fighter twice on turn 2"),
        ("E401", 22, "turn 0 is outside the scenario's turns"),
        ("E401", 24, "s2 plays turns 3 to 1: the last turn comes before the first"),
        ("E401", 25, 'options are optional clauses written as text ("24.1") or "all", not a number'),
        ("E206", 26, "option '2.1' is not an optional clause"),
        ("E206", 26, "'s9' names no scenario of this book"),
        ("E206", 29, "A3 is not a paper size of aid a1"),
        ("E206", 29, "sideways is not a page orientation of aid a1"),
        ("E201", 30, "[21.4] is in Series rules (`external series`), not in this book: an aid prints this book's clauses"),
        ("E101", 32, "aid a1 lists clause 1.1 twice"),
    ]


def test_a_turn_outside_the_scenario_is_marked_under_its_number(tmp_path):
    """E401's caret ran under the whole line of a reinforcement, removal, relocation, amount or
    support; it is under the turn that is outside (a support's turns from the first to the last)."""
    lines = ['reinforce blue turn 7 at entry A: "2nd Corps"', 'remove blue turn 0: "x"',
             'relocate red turn 12 to "Hankow": "GHQ"', 'turn 9 red: 6 CP', 'support red turn 2 to 19: 1 "fighter"']
    path = tmp_path / "b.rules"
    path.write_text('book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n'
                    'clause 1 "One" {\n  says "x"\n  scenario s "S" {\n    turns 1 to 3\n'
                    + "".join(f"    {line}\n" for line in lines) + "  }\n}\n", encoding="utf-8")
    found = [(d.span.line, d.span.column, d.span.end_column, d.message) for d in compile_book(path).diagnostics()
             if d.code == "E401"]
    assert len(found) == len(lines), found
    marked = {message: path.read_text().splitlines()[line - 1][column - 1:end - 1]
              for line, column, end, message in found}
    assert marked == {"turn 7 is outside the scenario's turns": "7", "turn 0 is outside the scenario's turns": "0",
                      "turn 12 is outside the scenario's turns": "12", "turn 9 is outside the scenario's turns": "9",
                      "turn 19 is outside the scenario's turns": "2 to 19"}, marked


def test_a_scenario_line_twice_or_naming_no_units_is_refused(tmp_path):
    """A set-up, reinforcement or removal line pasted twice passed (an engine would place its units
    twice, a player would read it once), as did one with no units (`: ""`). Lines that differ in
    their place, turn or side are not copies."""
    path = tmp_path / "b.rules"
    path.write_text('book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n'
                    'clause 1 "One" {\n  says "x"\n  scenario s "S" {\n    turns 1 to 3\n'
                    '    setup red at 0101: "1 infantry regiment"\n'
                    '    setup red at 0102: "1 infantry regiment"\n'
                    '    setup red at 0101: "1 infantry regiment"\n'
                    '    setup blue in "the north": " "\n'
                    '    reinforce blue turn 2 at entry A: "2nd Corps"\n'
                    '    reinforce blue turn 3 at entry A: "2nd Corps"\n'
                    '    reinforce blue turn 2 at entry A: "2nd Corps"\n'
                    '    remove blue turn 3: ""\n  }\n}\n', encoding="utf-8")
    found = [(d.code, d.span.line, d.span.column, d.message) for d in compile_book(path).diagnostics()
             if d.severity == "error"]
    assert found == [
        ("E101", 8, 5, "scenario s has this set-up line twice"),
        ("E404", 9, 5, "a set-up line of scenario s names no units"),
        ("E101", 12, 5, "scenario s has this reinforcement line twice"),
        ("E404", 13, 5, "a removal line of scenario s names no units"),
    ]


def test_a_setting_written_twice_is_e101_where_it_is_written_again(tmp_path):
    """`when night when cas > 0` kept one condition and dropped the other without a word, as did two
    effects, two `at most`, a permission's second `may`, an exception's second target and a step's
    second `who`. Two effects are said so, not as "says `effect` twice": no book writes `effect` (the
    designer probe of helper 8)."""
    found = _errors(tmp_path, '''  modifier m1 "M1" { shift 1 left when night when cas > 0 }
  modifier m2 "M2" { shift 2 right drm +5 }
  modifier m3 "M3" { shift 1 right per cas at most 2 at most 3 }
  permission p1 "P1" { may "x" may not "x" }
  exception e1 "E1" { overrides m1 overrides m2 cancel }
  exception e2 "E2" { overrides m3 cancel use 7 }
  sequence s "S" {
    step a "A" { who red who blue }
  }
''')
    assert [(line, message) for _, line, _, message in found] == [
        (8, "modifier m1 says `when` twice: only one would be kept"),
        (9, "modifier m2 has two effects: only one would be kept"),
        (10, "modifier m3 says `at most` twice: only one would be kept"),
        (11, "permission p1 says `may` twice: only one would be kept"),
        (12, "exception e1 says `overrides` twice: only one would be kept"),
        (13, "exception e2 has two effects: only one would be kept"),
        (15, "step a says `who` twice: only one would be kept")]
    # each at the second one: the condition, the effect, the value, `may`, the target, the effect, the side
    assert [col for _, _, col, _ in found] == [51, 36, 62, 32, 46, 47, 30]


ODDS_TABLE = '''  modifier half "Half" { multiply 1/2 }
  table t1 "T" {
    roll 1d6
    columns odds
    | 1d6 | 1:1 | 2:1 | 3:1 |
    |---|---|---|---|
    | 1-6 | A | B | C |
  }
'''


def test_a_table_s_roll_shift_and_column_are_type_checked_and_a_fractional_shift_is_refused(tmp_path):
    """`shift: night` read yes as one column; `roll: night` failed only at run time; a computed shift
    of 3/2 was cut to one column."""
    found = _errors(tmp_path, ODDS_TABLE + '''  formula r1() "R1" = t1(roll: 1, column: 1:1, shift: night)
  formula r2() "R2" = t1(roll: ter, column: 1:1)
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E401", 16, "shift of t1 is a number, this is a flag (yes or no)"),
        ("E401", 17, "roll of t1 is a number, this is a terrain")]
    found = _errors(tmp_path, ODDS_TABLE + '''  formula r3(s: number) "R3" = t1(roll: 1, column: 1:1, shift: half(s))
  example "e" { r3(3) == "B" }
''')
    assert [(code, message) for code, _, _, message in found] == [
        ("E501", "example 'e' cannot run: WrongType: t1 [1]: a shift is a whole number of columns; got 3/2")]


def test_combines_rewrites_and_patterns_that_would_answer_wrongly(tmp_path):
    """Each was accepted: a shift summed with a die-roll modifier (2 left + 1 = -1), an `add` member
    (its changed value summed: 4 + 3 twice gave 14), a member listed twice (counted twice), a value
    rewritten two ways (the last pair won), a pattern that could never match (the same shape as one
    before it), and a result kind named like a part of every answer (`.row` read the row label)."""
    found = _errors(tmp_path, '''  modifier s1 "S1" { shift 2 left }
  modifier d1 "D1" { drm +1 }
  modifier a1 "A1" { add 3 }
  combine c1 "C1" sum of (s1, d1)
  combine c2 "C2" sum of (a1, s1)
  combine c3 "C3" sum of (s1, s1)
  results res "Results" {
    "A{n}" => attacker "Attacker loses {n}"
    "A{m}" => attacker "Never read"
    "D{retreat}" => row "Defender retreats {retreat}"
  }
  table t "T" { roll 1d6 results res
    | 1d6 | x |
    |---|---|
    | 1-3 | A1 |
    | 4-6 | D2 |
  }
  exception e "E" { overrides t when night rewrite row.retreat: 1 -> 0, 1 -> 2 }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E401", 11, "combine c1 mixes column shifts (s1) with die-roll modifiers (d1)"),
        ("E401", 12, "a1 changes a value (`add`, `multiply`); combine c2 sums or compares amounts"),
        ("E101", 13, "s1 is listed twice in combine c3"),
        ("E311", 16, "result pattern 'A{m}' matches the same cells as 'A{n}'"),
        ("E311", 17, "result kind row has the name of a part of every table answer"),
        ("E401", 25, "retreat: 1 is rewritten twice, to 0 and to 2")]


def test_a_scenario_or_vocabulary_line_given_again_is_e101_where_it_is_written_again(tmp_path):
    """A second `turns`, `area`, `first`, `setup order` or `says` replaced the first without a word (the
    scenario's `says` kept the last, a clause's the first); a `start` of one side and unit with the
    same text or a marker key given again were both kept, and a result
    vocabulary's second `split`, `blank` or `mark` of a key replaced the first. The first is kept (its
    three turns are the calendars')."""
    found = _errors(tmp_path, '''}
enum month "Month" { may "May", june "June" }
clause 2 "Scenario" {
  says "s"
  says "t"
  fact gt: count = 1 "Game turn"
  fact mo: month = may "Month"
  scenario s1 "S1" {
    turns 1 to 3
    area "North"
    first red
    setup order red, blue
    turns 1 to 2
    area "South"
    first blue
    setup order blue, red
    says "one"
    says "two"
    start red: 3 points "Rail"
    start red: 4 points "Sea"
    start red: 5 points "Rail"
    markers red: A "Alpha", B "Beta", A "Again"
    calendar mo by gt: may, june, may
    calendar mo by gt: june, may, june
  }
  results r "R" {
    split "/"
    split ","
    "{n}" => loss
    blank => none
    blank => quiet
    mark a "First"
    mark a "Second"
  }
''')
    assert [(line, message) for _, line, _, message in found] == [
        (12, "clause 2 says `says` twice: only one would be kept"),
        (20, "scenario s1 says `turns` twice: only one would be kept"),
        (21, "scenario s1 says `area` twice: only one would be kept"),
        (22, "scenario s1 says `first` twice: only one would be kept"),
        (23, "scenario s1 says `setup order` twice: only one would be kept"),
        (25, "scenario s1 says `says` twice: only one would be kept"),
        (28, "scenario s1 says `start red: … points` twice: an engine could not tell which one holds"),
        (29, "scenario s1 says `markers red: A` twice: an engine could not tell which one holds"),
        (31, "s1 has two calendars for mo"),
        (35, "result vocabulary r says `split` twice: only one would be kept"),
        (38, "result vocabulary r says `blank` twice: only one would be kept"),
        (40, "result vocabulary r says `mark a` twice: only one would be kept")]
    assert [col for _, line, col, _ in found if line in (20, 29)] == [5, 39]   # at the line, at the key


def test_a_dotted_section_id_in_a_scenario_line_is_a_checked_reference(tmp_path):
    """References in a scenario's unit, remark, start and marker texts were never resolved: `[99.9]`
    passed. As in a table cell, only a dotted section id is one; `[t0]` is the order of battle's tag."""
    found = _errors(tmp_path, '''  scenario s1 "S1" {
    turns 1 to 3
    setup red at 0101: "1st Corps [t0] [99.9]"
    reinforce blue turn 2 at 0202: "2nd Corps [1.9]"
    remove blue turn 3: "2nd Corps" "as in [98.1]"
    start red: 3 points "Rail [97.2]"
    markers red: A "Alpha [96.3]"
    support red turn 1: 1 "fighter [1]"
    turn 2 red: 4 CP "as [1.1.x] says"
  }
''')
    assert [(line, message) for code, line, _, message in found if code == "E201"] == [
        (10, "reference to unknown clause [99.9]"), (11, "reference to unknown clause [1.9]"), (12, "reference to unknown clause [98.1]"),
        (13, "reference to unknown clause [97.2]"), (14, "reference to unknown clause [96.3]"), (16, "reference to unknown clause [1.1.x]")]


def test_a_kind_rewritten_to_one_that_always_carries_numbers_is_e401(tmp_path):
    """`rewrite kind: retreat -> loss` gave a loss effect with no `loss` (the rewritten effect keeps
    no fields), an answer the table can never give; `-> quiet`, printed without numbers, is fine."""
    found = _errors(tmp_path, '''  results r "R" {
    "D{loss}" => loss
    "DR" => retreat { retreat: 1 }
    "-" => quiet
  }
  table t "T" { roll 1d6 results r
    | 1d6 | V |
    |-----|---|
    | 1-2 | D1 |
    | 3-4 | DR |
    | 5-6 | - |
  }
  exception e1 "E1" { overrides t when night rewrite kind: retreat -> loss, loss -> quiet }
  exception e2 "E2" { overrides t when cas > 0 priority 1 rewrite kind: loss -> retreat }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E401", 20, "kind: retreat -> loss gives a loss without fields, but every loss of r carries loss"),
        ("E401", 21, "kind: loss -> retreat gives a retreat without fields, but every retreat of r carries retreat")]


def test_at_most_and_who_errors_point_at_what_is_wrong(tmp_path):
    """They pointed at the construct's name: in a long modifier or a step with three sides, the
    caret did not show which `at most`, `per` or name was wrong."""
    found = _errors(tmp_path, '''  constant cap = 1/2 "Cap"
  modifier m1 "M1" { shift 1 left per cas at most cap }
  modifier m2 "M2" { multiply 1/2 at most 2 }
  modifier m3 "M3" { multiply 1/2 per cas }
  combine c1 "C" sum of (m1) at most nope
  permission p1 "P1" { who blu may "x" }
  sequence s "S" {
    step a "A" { who red, purple }
  }
''')
    assert [(line, col, message) for _, line, col, message in found] == [
        (9, 51, "`at most cap` needs a constant whole number of at least 0"),
        (10, 43, "`at most` does not apply to `multiply`"),
        (11, 39, "`per` does not apply to `multiply`"),
        (12, 38, "unknown name nope: `at most` needs a constant whole number of at least 0"),
        (13, 28, "unknown side or unit kind blu"),
        (15, 27, "unknown side or unit kind purple")]
    assert [code for code, *_ in found][-2:] == ["E205", "E205"]   # (one mistake, one code: the permission's was E202)


def _warnings(tmp_path, body: str) -> list[tuple[str, int, int, str]]:
    """The W310 warnings of a book that checks without errors."""
    path = tmp_path / "w.rules"
    path.write_text(HEADER + body + "}\n", encoding="utf-8")
    c = compile_book(path)
    assert not [d for d in c.diagnostics() if d.severity == "error"], [d.message for d in c.diagnostics()]
    return [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.code == "W310"]


RANGES = '''  fact strength: number = 0 "Combat strength"
  fact roll: integer = 1 "The die roll"
  constant limit = 3 "A limit"
  modifier m "M" { shift 1 left }
'''


def test_whole_number_ranges_that_cannot_overlap_are_exclusive(tmp_path):
    """`cas > 2` and `cas < 3` on a count can never both hold, yet E310 said the two exceptions could
    both apply: a comparison with a number pinned nothing. `2 < cas and cas <= 4` is 3 or 4, never 5;
    ranges that share a whole number (`cas > 1`, `cas < 4`: 2 and 3) still conflict."""
    found = _errors(tmp_path, RANGES + '''  exception e1 "E1" { overrides m when cas > 2 cancel }
  exception e2 "E2" { overrides m when cas < 3 cancel }
  exception e3 "E3" { overrides m when 2 < cas and cas <= 4 priority 1 cancel }
  exception e4 "E4" { overrides m when cas == 5 priority 1 cancel }
  exception e5 "E5" { overrides m when cas > 1 priority 2 cancel }
  exception e6 "E6" { overrides m when cas < 4 priority 2 cancel }
''')
    assert [(code, line, column) for code, line, column, _ in found] == [("E310", 17, 13)]


def test_a_range_of_any_number_is_exclusive_only_by_its_bounds(tmp_path):
    """A `number` fact may be 2.5, which `strength > 2` and `strength < 3` both admit (still E310);
    `> 2` against `<= 2`, or `>= limit` (a constant) against `< 3`, never hold together."""
    found = _errors(tmp_path, RANGES + '''  exception e1 "E1" { overrides m when strength > 2 cancel }
  exception e2 "E2" { overrides m when strength <= 2 cancel }
  exception e3 "E3" { overrides m when strength >= limit priority 1 cancel }
  exception e4 "E4" { overrides m when strength < 3 priority 1 cancel }
  exception e5 "E5" { overrides m when strength > 2 priority 2 cancel }
  exception e6 "E6" { overrides m when strength < 3 priority 2 cancel }
''')
    assert [(code, line, column) for code, line, column, _ in found] == [("E310", 17, 13)]


def test_a_negated_range_is_its_complement_when_that_is_one_range(tmp_path):
    """`unless roll >= 3` is `roll < 3`, exclusive with `roll > 2`; `not (roll > 2 and roll < 5)` is
    two ranges, which pin nothing (it and `roll == 6` both apply on a 6)."""
    found = _errors(tmp_path, RANGES + '''  exception e1 "E1" { overrides m when roll > 2 cancel }
  exception e2 "E2" { overrides m unless roll >= 3 cancel }
  exception e3 "E3" { overrides m when not (roll > 2 and roll < 5) priority 1 cancel }
  exception e4 "E4" { overrides m when roll == 6 priority 1 cancel }
''')
    assert [(code, line, column) for code, line, column, _ in found] == [("E310", 15, 13)]


def test_exclusive_is_never_claimed_from_a_partial_reading(tmp_path):
    """Each pair can both apply, yet E310 was silent: `unless ter is clear and cas > strength` was
    read as `when ter is not clear` (the unread comparison dropped, then the rest negated); a fact
    on the right of `is` was read as a value (`attacker is owner` against `attacker is red`); and a
    constant by its name, not its value (`cas == three` against `cas == 3`)."""
    found = _errors(tmp_path, RANGES + '''  fact owner: side = red "The owner"
  fact attacker: side = red "The attacker"
  constant three = 3 "Three"
  exception e1 "E1" { overrides m when ter is clear cancel }
  exception e2 "E2" { overrides m unless ter is clear and cas > strength cancel }
  exception e3 "E3" { overrides m when attacker is owner priority 1 cancel }
  exception e4 "E4" { overrides m when attacker is red priority 1 cancel }
  exception e5 "E5" { overrides m when cas == three priority 2 cancel }
  exception e6 "E6" { overrides m when cas == 3 priority 2 cancel }
''')
    assert [(code, line) for code, line, _, _ in found] == [("E310", 16), ("E310", 18), ("E310", 20)]


def test_a_when_whose_ranges_cannot_meet_is_w310(tmp_path):
    """`roll > 4 and roll < 3` is always false; `roll > 2 and roll < 4` holds on a 3."""
    found = _warnings(tmp_path, RANGES + '''  exception e1 "E1" { overrides m when roll > 4 and roll < 3 cancel }
  exception e2 "E2" { overrides m when roll > 2 and roll < 4 priority 1 cancel }
''')
    assert found == [("W310", 12, 40, "exception e1 can never change m: its `when` condition is always false")]


def test_a_cancel_outside_the_modifier_s_range_is_w310(tmp_path):
    """A cancel `when roll >= 5` of a modifier `when roll < 5` (or `unless strength > limit` against
    `when strength > 4`) fires only when the modifier gives nothing; `when roll >= 4` meets it on a 4."""
    found = _warnings(tmp_path, RANGES + '''  modifier low "Low" { drm +1 when roll < 5 }
  modifier weak "Weak" { drm -1 unless strength > limit }
  exception e1 "E1" { overrides low when roll >= 5 cancel }
  exception e2 "E2" { overrides weak when strength > 4 cancel }
  exception e3 "E3" { overrides low when roll >= 4 priority 1 cancel }
''')
    assert [(code, line, column) for code, line, column, _ in found] == [("W310", 14, 42), ("W310", 15, 43)]
    assert found[0][3] == "exception e1 can never change low: it fires only when low does not apply"


def test_a_table_method_is_given_what_it_reads(tmp_path):
    """`t.cell(roll: 1, column: 1)` dropped the roll and failed when the example ran (a TypeError
    for the missing row; `rules explain` ended in an internal error); `t.column(roll: 2)` dropped the
    roll without a word. Each is E402 at the argument, with a call written with the table's labels."""
    table = '''  table t "T" {
    roll 1d6
    columns numbers
    | 1d6 | 1 | 2 |
    |-----|---|---|
    | 1-6 | a | b |
  }
'''
    found = _errors(tmp_path, table + '''  formula f1() "F1" = t.cell(roll: 1, column: 1)
  formula f2() "F2" = t.cell(column: 1)
  formula f3() "F3" = t.column(column: 1, roll: 2)
  formula f4() "F4" = t.drm(2)
  formula f5() "F5" = t.cell("1-6", 2, column: 1)
  formula ok1() "OK1" = t.cell("1-6", 2)
  formula ok2() "OK2" = t.cell(row: "1-6", column: 1)
  formula ok3() "OK3" = t.column(column: 3, shift: -1)
''')
    assert [(code, line, column) for code, line, column, _ in found] == [
        ("E402", 15, 30), ("E402", 16, 23), ("E402", 17, 43), ("E402", 18, 29), ("E402", 19, 23)]
    said = [message for *_, message in found]
    assert said[0] == "`t.cell(…)` does not read roll: it gives the text printed at a row label and a column"
    assert said[1] == "`t.cell(…)` needs the row whose printed text it gives"
    assert said[3] == "`t.drm(…)` takes its column by name"
    path = tmp_path / "b.rules"
    assert 'write t.cell(row: "1-6", column: "1")' in [d.hint for d in compile_book(path).diagnostics()][0]


def test_a_whole_fact_s_default_may_be_negative_but_a_count_s_may_not(tmp_path):
    """`fact d: integer = -1` was a syntax error; `fact c: count = 1/2` and `= -1` passed, though an
    engine giving either is refused (`WrongType`)."""
    found = _errors(tmp_path, '''  fact d: integer = -1 "D"
  fact c: count = -1 "C"
  fact h: integer = 1/2 "H"
  record rr "R" { a: count = -2, b: integer = -3 }
  formula f() "F" = d * 2
  example "negative" { f() == -2 }
''')
    assert found == [
        ("E401", 9, 19, "the default of c is a count, 0 or more, not -1"),
        ("E401", 10, 21, "the default of h is a whole number (integer), not 1/2"),
        ("E401", 11, 30, "the default of rr.a is a count, 0 or more, not -2")]


def _book_errors(tmp_path, text: str) -> list[tuple[str, int, int, str]]:
    """The errors of a whole book written as `text` (its own header)."""
    path = tmp_path / "b.rules"
    path.write_text(text, encoding="utf-8")
    c = compile_book(path)
    return [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "error"]


def test_an_exception_s_chooser_or_applies_always_given_again_is_e101(tmp_path):
    """`chosen by red chosen by blue` kept the last chooser, `applies always applies always` said
    nothing: both passed without a word."""
    found = _errors(tmp_path, '''  modifier m "M" { drm +1 }
  exception e1 "E1" { overrides m chosen by red chosen by blue use 3 }
  exception e2 "E2" { overrides m applies always applies always use 4 priority 1 }
''')
    assert found == [
        ("E101", 9, 59, "exception e1 says `chosen by` twice: only one would be kept"),
        ("E101", 10, 50, "exception e2 says `applies always` twice: only one would be kept")]


def test_a_table_declaration_given_again_is_e101_where_it_is_written_again(tmp_path):
    """A second `roll`, `columns`, `results`, `off left`, `roll above` or `column "1" results` replaced
    the first without a word: `t(roll: 7, …)` read the second `roll above` rule."""
    found = _errors(tmp_path, '''  results r2 "R2" { "{n}" => num "n" }
  table t "T" {
    roll 1d6
    roll 1d6
    columns keys
    columns numbers
    results text
    results r2
    off left: clamp
    off left: not in source
    roll above 6: clamp
    roll above 6: result "9"
    column "1" results text
    column "1" results r2
    rows keys
    rows numbers
    | 1d6 | 1 | 2 |
    |-----|---|---|
    | 1-6 | 1 | 2 |
  }
''')
    assert [(code, line, column, message) for code, line, column, message in found if code == "E101"] == [
        ("E101", 11, 10, "table t says `roll` twice: only one would be kept"),
        ("E101", 13, 13, "table t says `columns` twice: only one would be kept"),
        ("E101", 15, 13, "table t says `results` twice: only one would be kept"),
        ("E101", 17, 5, "table t says `off left` twice: only one would be kept"),
        ("E101", 19, 5, "table t says `roll above` twice: only one would be kept"),
        ("E101", 21, 12, 'table t says `column "1" results` twice: only one would be kept'),
        ("E101", 23, 10, "table t says `rows` twice: only one would be kept")]


HEADER_TWICE = '''book b {
  title "B"
  title "B2"
  series "S1"
  series "S2"
  source "a"
  source "b"
  scale "a"
  scale "b"
  side red "Red"
  side blue "Blue"
  dice 1d6, 2d6
  dice 1d6
}
clause 1 "One" {
  says "x"
  tags phase: combat, phase: move
}
aid a1 "A" { page A4 landscape page letter portrait heading "x" }
'''


def test_a_book_header_or_aid_setting_given_again_is_e101_and_a_tag_key_may_repeat(tmp_path):
    """The header's second `title`, `series`, `source` or `scale` replaced the first, a die named
    twice was listed twice, and an aid's second `page` replaced the first, all without a word. A
    second `dice` line adds its dice; tags are free labels, so one key may carry two values."""
    found = _book_errors(tmp_path, HEADER_TWICE)
    assert found == [
        ("E101", 3, 3, "book b says `title` twice: only one would be kept"),
        ("E101", 5, 3, "book b says `series` twice: only one would be kept"),
        ("E101", 7, 3, "book b says `source` twice: only one would be kept"),
        ("E101", 9, 3, "book b says `scale` twice: only one would be kept"),
        ("E101", 13, 8, "book b says `dice 1d6` twice: the book would list that die twice"),
        ("E101", 19, 32, "aid a1 says `page` twice: only one would be kept")]
    fixed = HEADER_TWICE.replace('  title "B2"\n', "").replace('  series "S2"\n', "").replace('  source "b"\n', "")
    fixed = fixed.replace('  scale "b"\n', "").replace("  dice 1d6\n", "  dice 1d3\n").replace("page A4 landscape ", "")
    assert _book_errors(tmp_path, fixed) == []
    c = compile_book(tmp_path / "b.rules")
    assert c.loaded.book.header.dice == ("1d6", "2d6", "1d3")
    assert c.loaded.book.clauses[0].tags == (("phase", "combat"), ("phase", "move"))


def test_an_enum_value_heading_two_offset_header_rows_is_e304_at_the_second(tmp_path):
    """`| City; Woods | … |` and later `| Woods | … |`: a lookup with `terrain: woods` read the first
    row, the second was dead, and nothing said so."""
    found = _errors(tmp_path, '''  table t "T" {
    roll 1d6
    columns differential by terrain
    | Clear; Woods | -1 | 0 | +1 |
    | Woods | -2 | -1 | 0 |
    |------|---|---|---|
    | 1-6 | a | b | c |
  }
''')
    assert found == [("E304", 12, 7, "enum value woods ('Woods') already has a header row (line 11)")]


FOOTNOTES = '''  table t "T" {
    rows keys
    | Unit | Cost |
    |------|------|
    | X^1 | 1^1^2 |
    | Z | ^2 |
    footnote 1 "a"
    footnote 2 "c"
  }
  example "marks" { t("X", "Cost") == "1"
    t("Z", "Cost") == "" }
  aid a "A" { table t }
'''


def test_a_footnote_declared_twice_is_e101_and_a_cell_carries_several_marks(tmp_path):
    """`footnote 1 "a"` then `footnote 1 "b"` printed both texts under one mark; `1^1^2` was read as
    the text "1^1" carrying footnote 2. Now a cell carries footnotes 1 and 2, printed 1,2; a
    footnote written twice on one cell is E101 too."""
    found = _errors(tmp_path, FOOTNOTES.replace('    footnote 2 "c"\n', '    footnote 1 "b"\n    footnote 2 "c"\n'))
    assert found == [("E101", 15, 14, "table t says `footnote 1` twice: both texts would be printed under one mark")]
    assert _errors(tmp_path, FOOTNOTES.replace("1^1^2", "1^2 ^1^2")) == [
        ("E101", 12, 13, "cell carries footnote 2 twice")]
    assert _errors(tmp_path, FOOTNOTES) == []
    from compiler import to_aid
    c = compile_book(tmp_path / "b.rules")
    table = next(t for t in c.ir.tables if t.id == "t")
    assert table.marks == ((("^1", "^2"),), (("^2",),)) and table.row_marks == (("^1",), ())
    assert '<td class="c">1<sup>1</sup><sup>,2</sup></td>' in to_aid.render_html(c, c.ir.aids[0])


def test_an_external_range_that_runs_backwards_or_overlaps_another_is_an_error(tmp_path):
    """`covers 10 to 5` covered nothing, so [7.1] was an unknown clause with no word on the range;
    `main covers 20 to 30` and `other covers 25` made [25.1] main's without a word; one id declared
    twice passed too."""
    found = _book_errors(tmp_path, '''book b { title "B" side red "Red" dice 1d6
  external main "M" covers 20 to 30
  external other "O" covers 25
  external rev "R" covers 10 to 5
  external main "M again" covers 40
}
clause 1 "One" { says "See [25.1] and [40.1]" }
''')
    assert found == [
        ("E101", 3, 29, "external other covers 25, which external main covers already"),
        ("E401", 4, 27, "external rev covers 10 to 5: the last chapter comes before the first"),
        ("E101", 5, 3, "external main is declared twice")]


def test_a_split_by_an_empty_text_is_e311(tmp_path):
    """`split ""` was taken as no split at all, without a word."""
    found = _errors(tmp_path, '''  results rr "R" {
    split ""
    "A{n}" => attacker "Attacker loses n"
  }
''')
    assert found == [("E311", 9, 11, "`split` by an empty text")]


def test_conflicting_exceptions_are_found_as_every_pair_would_find_them(tmp_path):
    """E310 sets only the exceptions that pin a fact to shared values (or do not pin it) against each
    other (3,000 exceptions of one target took 36 s, pair by pair); what it finds must be what
    reading every pair finds, for conditions pinned, ranged, negated and absent."""
    import random
    from dsl.checks.conditions import exclusive_tests, rule_tests
    from dsl.checks.rule_conflicts import _meeting
    shapes = ["cas == 1", "cas == 2", "cas is 1 or cas is 2", "cas > 1", "night", "not night", "ter is woods",
              "cas == 1 and night", "cas == 3 and ter is clear", "", "cas != 1", "cas in (2, 3)"]
    rng = random.Random(20261124)
    lines = ['  modifier m "M" { drm +1 }']
    for i in range(40):
        when = rng.choice(shapes)
        lines.append(f'  exception e{i} "E{i}" {{ overrides m {"when " + when if when else ""} use {i % 3} }}')
    path = tmp_path / "b.rules"
    path.write_text(HEADER + "\n".join(lines) + "\n}\n", encoding="utf-8")
    c = compile_book(path)
    sym = c.loaded.symbols
    group = [e for e in sym.book.exceptions if e.target == "m"]
    tests = [rule_tests(e, sym) for e in group]
    every_pair = [[a.id for i, a in enumerate(group[:n]) if not exclusive_tests(a, tests[i], b, tests[n])]
                  for n, b in enumerate(group)]
    assert [[a.id for a in met] for _, met in _meeting(group, tests)] == every_pair
    assert sum(map(len, every_pair)) > 40   # (the shapes meet often: the comparison is not empty)


def test_an_exception_meeting_several_earlier_ones_is_one_e310_naming_them(tmp_path):
    found = _errors(tmp_path, '''  modifier m "M" { drm +1 }
  exception e1 "E1" { overrides m use 1 }
  exception e2 "E2" { overrides m use 2 }
  exception e3 "E3" { overrides m when night use 3 }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E310", 10, "exceptions e1 and e2 can both apply to m with the same precedence"),
        ("E310", 11, "exception e3 and 2 others (e1, e2) can all apply to m with the same precedence")]


def test_a_result_field_or_kind_no_answer_gives_back_is_e311(tmp_path):
    """A field or kind starting with `_` passed the checker, then every read of it was an
    AttributeError (a correct example failed E501); a field named `rewritten_text` was hidden by the
    answer's own `.rewritten_text` without a word."""
    found = _errors(tmp_path, '''  results r "R" {
    "D{_loss}" => defender "Loses {_loss}"
    "A{rewritten_text}" => attacker "Loses {rewritten_text}"
    "X" => _exchange "Exchange"
    "R" => retreat "Retreat" { _hexes: 2 }
  }
''')
    assert found == [
        ("E311", 9, 5, "field {_loss} starts with `_`, which no table answer gives back"),
        ("E311", 10, 5, "field {rewritten_text} has the name of a part of every table answer"),
        ("E311", 11, 5, "result kind _exchange starts with `_`, which no table answer gives back"),
        ("E311", 12, 32, "fixed field _hexes starts with `_`, which no table answer gives back")]


def test_a_result_field_named_book_is_e311_as_every_answer_says_its_book(tmp_path):
    """`.book` (the book that answered) is a part of every table answer: a field of that name would be hidden."""
    found = _errors(tmp_path, '''  results r "R" {
    "D{book}" => defender "Loses {book}"
  }
''')
    assert found == [("E311", 9, 5, "field {book} has the name of a part of every table answer")]


def test_one_list_of_the_parts_of_every_answer():
    """The checker refused fields named like some parts of an answer and the expression checker
    knew others (`rewritten_text` was in one list, not the other)."""
    from dsl.checks.expressions import RESULT_PARTS
    from dsl.runtime_outcomes import Outcome
    from dsl.vocabulary import RESERVED_FIELDS
    parts = {n for n in Outcome.__slots__ if not n.startswith("_")} | {"kind", "value"}
    assert parts <= RESERVED_FIELDS and parts - {"book", "inferred"} <= RESULT_PARTS   # (`.book`, `.inferred` are for engines: see ANSWER_PARTS)


def test_a_calendar_counted_by_a_number_fact_is_e401(tmp_path):
    """Only `percent` was refused: a turn of 5/2 matched no turn of the record and the fact silently
    kept its default."""
    found = _errors(tmp_path, '''}
enum month "Month" { may "May", june "June" }
clause 2 "Scenario" {
  says "s"
  fact mo: month = may "Month"
  fact share: number "A share"
  fact gt: count = 1 "Game turn"
  scenario s1 "S1" {
    turns 1 to 2
    calendar mo by share: may, june
  }
''')
    assert found == [("E401", 17, 20, "a calendar counts turns with an integer fact; share is a number")]


def test_chosen_by_names_a_player(tmp_path):
    """`chosen by` accepted any fact (a flag, a count, a text) as the one who chooses; on an
    exception to a clause it declared a `decline_…` fact that nothing reads."""
    found = _errors(tmp_path, '''  fact note: text = "" "A note"
  fact active: side "Active player"
  modifier m "M" { drm 1 when night }
  exception e1 "E1" { overrides m chosen by night cancel priority 1 }
  exception e2 "E2" { overrides m chosen by cas cancel priority 2 }
  exception e3 "E3" { overrides m chosen by note cancel priority 3 }
  exception e4 "E4" { overrides m chosen by active cancel priority 4 }
  exception e5 "E5" { overrides [1] chosen by red }
''')
    assert found == [
        ("E205", 11, 45, "`chosen by` names who chooses; night is a flag fact"),
        ("E205", 12, 45, "`chosen by` names who chooses; cas is a count fact"),
        ("E205", 13, 45, "`chosen by` names who chooses; note is a text fact"),
        ("E203", 15, 47, "`chosen by` needs a formal target, not a clause")]


def test_turns_backwards_are_said_once_not_again_by_the_calendar(tmp_path):
    """`turns 4 to 1` with a calendar of 4 values also said "the calendar gives 4 values for -2 turns"."""
    found = _errors(tmp_path, '''  fact gt: count "Turn"
  fact land: terrain = clear "Land"
  scenario s "S" {
    turns 4 to 1
    calendar land by gt: clear, clear, woods, woods
  }
''')
    assert found == [("E401", 11, 5, "s plays turns 4 to 1: the last turn comes before the first")], found
    assert _errors(tmp_path, '''  fact gt: count "Turn"
  fact land: terrain = clear "Land"
  scenario s "S" {
    turns 1 to 3
    calendar land by gt: clear, clear, woods, woods
  }
''')[0][3] == "the calendar gives 4 values for 3 turns"


def test_a_group_written_as_text_must_be_a_heading_the_table_prints(tmp_path):
    """`rec(row: "Agent", column: "Cost", group: "MPX")` checked clean and was OffTable when run: the one
    label a lookup writes that E411 did not check (regression probe)."""
    found = _errors(tmp_path, '''  table rec "Rec" {
    rows keys
    columns keys
    | Unit | Cost |
    |---|---|
    | == Red Army == |
    | Agent | 1 |
    | == MPR == |
    | Agent | 2 |
  }
  constant mpx = "MPX" "A group no table prints"
  formula a() "A" = rec(row: "Agent", column: "Cost", group: "MPX").text
  formula b() "B" = rec(row: "Agent", column: "Cost", group: mpx).text
  formula c() "C" = rec(row: "Agent", column: "Cost", group: "MPR").text
''')
    assert [(f[0], f[3]) for f in found] == [("E411", "rec prints no group 'MPX'"),
                                            ("E411", "rec prints no group 'MPX' (the constant mpx)")], found


def test_a_permission_s_who_naming_a_fact_or_a_rule_is_e203(tmp_path):
    """`who active`, a side fact, was "unknown side or unit kind active", hint "declare it", though it
    is declared (regression probe): it is the wrong kind of name."""
    found = _errors(tmp_path, '''  fact active: side "Active side"
  permission p1 { who active may "move" }
  permission p2 { who p1 may "move" }
  permission p3 { who rde may "move" }
  permission p4 { who terrain may "move" }
  permission p5 { who scenario may "move" }
''')
    assert [(f[0], f[3]) for f in found] == [
        ("E203", "active is a fact, not a side, a term or a value of an enum"),
        ("E203", "p1 is a permission, not a side, a term or a value of an enum"),
        ("E205", "unknown side or unit kind rde"),
        ("E203", "terrain is an enum, not a side, a term or a value of an enum"),
        ("E203", "scenario is a built-in fact, not a side, a term or a value of an enum")], found


def test_the_decline_fact_is_titled_by_the_side_and_draws_no_second_w604(tmp_path):
    found = [(d.code, d.message) for d in _diagnostics(tmp_path, '''  fact phasing_side: side "Phasing side"
  modifier woods_drm "Woods DRM" { drm -1 when night }
  exception skip_w "Skip woods_drm" { overrides woods_drm chosen by phasing_side cancel }
  exception skip_x { overrides woods_drm chosen by red when night cancel priority 2 }
''')]
    assert found == [("W604", "the title of exception skip_w names woods_drm: a player reads code")], found
    path = tmp_path / "b.rules"
    titles = {f.id: f.title for f in compile_book(path).loaded.book.facts if f.id.startswith("decline_")}
    assert titles == {"decline_skip_w": "The phasing side declines the exception “Skip woods_drm”",
                      "decline_skip_x": "Red declines the exception “skip x”"}


def test_a_flag_names_no_row_of_a_keys_table(tmp_path):
    """`tk(g, 5)`, `g` a flag, beside rows printed True and False: checked clean, and every call was
    OffTable ("has no row True"); json.md said a flag read as `True`."""
    found = _errors(tmp_path, '''  table tk "TK" {
    results text
    | k | 5 |
    |---|---|
    | True | a |
    | False | c |
  }
  formula by_flag(g: flag) "By flag" = tk(g, 5)
  formula by_row(g: flag) "By row" = tk(row: g, column: 5)
  formula by_col(g: flag) "By column" = tk("True", g)
''')
    assert [f[:3] for f in found] == [("E401", 15, 43), ("E401", 16, 46), ("E401", 17, 52)], found
    assert found[0][3] == "a row of tk is a printed label, this is a flag", found


def test_a_misspelt_vocabulary_is_said_once_not_again_by_a_sided_rewrite(tmp_path):
    """`results crt_reslut` gave E202 and then E206 "`retreat of red` needs attacker and defender
    results" at a rewrite that was right."""
    found = _errors(tmp_path, '''  fact attacker: side "Attacker"
  results crt_result "CRT result" {
    "A{loss}" => attacker "The attacker loses {loss} steps" { retreat: 0 }
    "D{retreat}" => defender "The defender retreats {retreat} hexes" { loss: 0 }
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results crt_reslut
    | 1d6 | 1:1 |
    |---|---|
    | 1-6 | D2 |
  }
  exception short "Short" { overrides crt rewrite retreat of red: 2 -> 1 }
''')
    assert [f[0] for f in found] == ["E202"] and "crt_reslut" in found[0][3], found
    # (a table of text results: one E206, that text cannot be rewritten; not a second for the side)
    found = _errors(tmp_path, '''  fact attacker: side "Attacker"
  table tt "TT" {
    roll 1d6
    results text
    | 1d6 | a |
    |---|---|
    | 1-6 | x |
  }
  exception short "Short" { overrides tt rewrite retreat of red: 2 -> 1 }
''')
    assert [(f[0], f[3]) for f in found] == [("E206", "tt prints text results, which a rewrite cannot change")], found


def test_an_external_over_the_books_own_chapters_is_w103(tmp_path):
    """`external basic … covers 1 to 39` beside clauses 1 and 2: a `says` citing the typo [1.7] checked
    clean (the series' rule, as a plain-text note)."""
    path = tmp_path / "b.rules"
    path.write_text(HEADER.replace('dice 1d6 }', 'dice 1d6 external basic "Series" covers 1 to 39 '
                                   'external late "Late" covers 40 }').replace('says "x"', 'says "See [1.7]."') + '}\n', encoding="utf-8")
    found = [(d.code, d.span.column, d.message) for d in compile_book(path).diagnostics() if d.code != "W105"]
    assert found == [("W103", 92, "external basic covers chapter 1, where this book numbers clauses of its own (1)")], found


def test_the_title_made_for_a_choice_names_no_code(tmp_path):
    """`chosen by fort_in_hex` (a flag: E205) also gave W604 "the title of fact decline_e1 names
    fort_in_hex", a title the designer never wrote; a side fact `phasing_side` gave it with no error."""
    found = [(d.code, d.message) for d in _diagnostics(tmp_path, '''  fact fort_in_hex: flag "Fort in the hex"
  fact phasing_side: side "Phasing side"
  modifier m "M" { drm 1 when fort_in_hex }
  exception e1 "E1" { overrides m chosen by fort_in_hex cancel priority 1 }
  exception hold_fast { overrides m chosen by phasing_side cancel priority 2 }
''')]
    assert found == [("E205", "`chosen by` names who chooses; fort_in_hex is a flag fact")], found


def test_a_side_or_step_given_twice_in_a_sequence_or_scenario_is_e101(tmp_path):
    """`who red, red` and `who active, active` answered ('red', 'red'); `who active, red` answered
    it twice on red's turn; a step skipped twice in one scenario was accepted (the unconditional
    skip made the conditional one dead)."""
    found = _errors(tmp_path, '''  fact active: side "Active player"
  fact attacker: side "Attacker"
  sequence turn "Turn" {
    phase a "A" { who red, red }
    phase b "B" { who active, active }
    phase c "C" { who active, red }
    phase d "D" { who blue, attacker }
    phase e "E" { who active, attacker }
    phase f "F" { who red, blue }
    phase g "G" { who active, woods }
  }
  scenario s1 "S1" {
    skip turn.a
    skip turn.a when night
  }
''')
    assert found == [
        ("E101", 11, 28, "red is named twice in the `who` of step a"),
        ("E101", 12, 31, "active is named twice in the `who` of step b"),
        ("E101", 13, 31, "`who` names active and red, which can be the same side: step c would answer it twice"),
        ("E101", 14, 29, "`who` names blue and attacker, which can be the same side: step d would answer it twice"),
        ("E101", 15, 31, "`who` names active and attacker, which can be the same side: step e would answer it twice"),
        ("E101", 21, 10, "scenario s1 skips turn.a twice")]


def test_a_permission_with_an_empty_action_is_e404(tmp_path):
    """`may ""` was accepted: a permission to do nothing, printed as such in the book."""
    found = _errors(tmp_path, '''  permission p1 "P1" { may "" }
  permission p2 "P2" { must not "  " }
''')
    assert found == [("E404", 8, 24, 'permission p1 says `may ""`: its action is empty'),
                     ("E404", 9, 24, 'permission p2 says `must not ""`: its action is empty')]


def test_a_failing_example_shows_the_value_as_the_language_writes_it(tmp_path):
    """The E500 hint showed the Python repr `Fraction(-3, 4)`."""
    path = tmp_path / "b.rules"
    path.write_text(HEADER + '''  formula h() = -3/4
  example "e" { h() == -1 }
}
''', encoding="utf-8")
    [error] = [d for d in compile_book(path).diagnostics() if d.severity == "error"]
    assert (error.code, error.span.line, error.hint) == ("E500", 9, "the left side gives -3/4")


def test_two_names_written_as_one_in_python_are_e101(tmp_path):
    """`print` is written `print_` in the generated package (a built-in), `_x` is written `u_x`, a
    keyword `lambda` is written `lambda_`: a book holding both `print` and `print_` checked clean and
    its package answered `print(0)` with `print_`'s rule (2, not 1); two such parameters of one
    formula ended `rules check` in an internal error (duplicate argument); an item of `for each`
    named `max_` where a parameter `max` is read in the body answered with the item. A parameter or
    an item named like a rule (`OPTIONAL_RULES_`, `print`) is none: rules are called as `_rule_<name>`."""
    found = _errors(tmp_path, '''  record unit "Unit" { x: integer }
  fact units: list of unit "Units"
  formula print(n: count) "P" = n + 1
  formula print_(n: count) "P2" = n + 2
  permission _p "P3" { may "x" }
  modifier u_p "M" { drm 1 }
  formula f(lambda: count, lambda_: count) "F" = lambda * 10 + lambda_
  formula g(max: count) "G" = sum(max_.x + max for each max_ in units)
  formula h(OPTIONAL_RULES_: count) "H" = OPTIONAL_RULES_
  formula OPTIONAL_RULES() "O" = 1
  formula k(n: count) "K" = sum(print.x for each print in units)
''')
    assert [(code, line, column) for code, line, column, _ in found] == [
        ("E101", 11, 11), ("E101", 12, 14), ("E101", 14, 28), ("E101", 15, 57)], found   # (not h, k: calls go
                                                                                      # through `_rule_<name>`)
    assert "print_: print is written so (print is a name Python or the generated package has already)" in found[0][3]
    assert "lambda is a Python keyword" in found[2][3]


def test_names_python_tells_apart_still_build_and_answer_each_their_own(tmp_path):
    """What the clash check leaves: a rule `print` alone is written `print_` and answers as `print`."""
    path = tmp_path / "b.rules"
    path.write_text(HEADER + '''  formula print(n: count) "P" = n + 1
  formula lambda(print: count) "L" = print * 10
  formula _x() "X" = print(2) + lambda(3)
  example "Each answers" { print(0) == 1 and lambda(2) == 20 and _x() == 33 }
}
''', encoding="utf-8")
    c = compile_book(path)
    assert c.ok and c.examples_run == 1, [str(d) for d in c.diagnostics()]
    assert (c.module.FUNCTIONS["print"](0).value, c.module.FUNCTIONS["_x"]().value) == (1, 33)


def test_facts_named_like_the_public_functions_own_names_are_read(tmp_path):
    """A fact `KeyError` or `Exception` became a keyword of every public function that reads it, and
    hid the exception its body catches: every call raised TypeError (the check clean, the examples
    passing, the JavaScript engine answering)."""
    path = tmp_path / "b.rules"
    path.write_text(HEADER + '''  fact KeyError: flag = no "K"
  fact Exception: count = 0 "E"
  permission p "P" { may "x" when KeyError or Exception > 2 }
}
''', encoding="utf-8")
    c = compile_book(path)
    assert c.ok, [str(d) for d in c.diagnostics()]
    p = c.module.FUNCTIONS["p"]
    assert (p().value, p(KeyError=True).value, p(Exception=3).value, p(Exception=1).value) == (None, True, True, None)
    assert p(KeyError=True).value is True   # (kept, then answered again from the kept answers)


def test_a_combines_kept_answers_and_a_rule_named_inner_are_two_dicts(tmp_path):
    """A combine `a` kept what combinations keep in `_KEPT_INNER_a`, the name of the kept answers of a
    rule `INNER_a`: one dict for both, which `forget()` of the combine no longer cleared."""
    path = tmp_path / "b.rules"
    path.write_text(HEADER + '''  modifier m1 "M1" { shift 1 right when night }
  combine a "A" sum of (m1)
  permission INNER_a "P" { may "x" }
}
''', encoding="utf-8")
    c = compile_book(path)
    assert c.ok, [str(d) for d in c.diagnostics()]
    module = c.module
    assert module.INNER_a().value is True and module.a(night=True).value == 1
    assert module._INNER_KEPT_a is not module._KEPT_INNER_a


def test_a_field_named_like_a_kind_that_does_not_give_it_is_e311(tmp_path):
    """`.hit` reads a cell's field `hit`, else its effect of kind `hit`: with `"H" => hit` beside
    `"M" => miss { hit: 0 }`, a formula adding `.hit` to a number checked clean, and reading an H
    cell failed with Python's TypeError (an internal error in `rules explain`). A kind that gives
    its own field (`"{rp}" => rp`, as War of the Suns writes it) reads the same on every cell."""
    found = _errors(tmp_path, '''  results rv "R" {
    "H" => hit "A hit"
    "M" => miss "A miss" { hit: 0 }
    "{rp}" => rp "{rp} points"
  }
  table t "T" {
    rows keys
    results rv
    | k | A |
    |---|---|
    | r1 | H |
    | r2 | M |
    | r3 | 4 |
  }
  formula hits(r: text) = t(r, "A").hit + 1
''')
    assert [(code, line, column, message) for code, line, column, message in found] == [
        ("E311", 10, 5, "field {hit} of 'M' has the name of the result kind hit, which 'H' gives without that field")]


def test_a_reference_in_any_title_wording_or_header_note_must_resolve(tmp_path):
    """`[9.9]` in a clause's or a table's title, a side's or an external book's title, a header's
    `note` or `doubt`, or a `reads "…"` sentence (of a formula, a `when`, an `unless`) was never
    checked: the book built clean, citing clauses it does not have."""
    path = tmp_path / "b.rules"
    path.write_text('''book b {
  title "B"
  side red "Red [9.1]"
  side blue "Blue"
  dice 1d6
  external main "Main [9.2]" covers 20
  note "n [9.3]"
  doubt "d [9.4]"
}
clause 1 "One, see [9.5]" {
  says "x"
  fact k: flag = no "K"
  formula f() = 1 reads "see [9.6]"
  modifier m "M" { shift 1 left when k reads "see [9.7]" }
  permission p "P" { may "x" unless k reads "see [9.8]" }
  table t "T [9.9]" {
    rows keys
    | k | A |
    |---|---|
    | r | 1 |
  }
}
''', encoding="utf-8")
    found = [(d.code, d.span.line, d.message) for d in compile_book(path).diagnostics() if d.severity == "error"]
    assert found == [("E201", line, f"reference to unknown clause [9.{n}]")
                     for n, line in zip(range(1, 10), (3, 6, 7, 8, 10, 13, 14, 15, 16))], found


def test_messages_that_say_what_went_wrong(tmp_path):
    """Found by a probe of the checker: a hint that contradicted its message (a fact "cannot be used
    as a value here": "write a fact here"), an option left empty reported twice as "option ''", a
    range written backwards called "not a roll or range", and brackets that are no reference sent
    to declare an external book."""
    found = _errors(tmp_path, '''  fact f: count = ter "F"
  formula g() "G" = 1
  example "e" { g(options: ",") == 1 }
  table t "T" { roll 1d6
    | 1d6 | x |
    |---|---|
    | 6-1 | 1 |
  }
  note "see [t0]"
''')
    path = tmp_path / "b.rules"
    hints = {d.code: d.hint for d in compile_book(path).diagnostics()}
    assert sorted((code, line, message) for code, line, _, message in found) == [
        ("E201", 16, "reference to unknown clause [t0]"),
        ("E203", 8, "ter is a fact; it cannot be used as a value here"),
        ("E206", 10, "an empty option: two commas in a row, or one at an end"),
        ("E305", 14, "row label '6-1' runs backwards")], found
    assert hints["E203"] == "a fact is read by the rules, not here: write a value (a number, a text, yes or no)"
    assert hints["E305"] == "write it low to high: 1-6"
    assert hints["E201"] == "brackets that are not a reference are escaped with a backslash: \\[t0\\] reads as [t0]"


@pytest.mark.parametrize("line, message, hint", [
    ('  constant \u212alim = 3 "K"\n', "unexpected character '\u212a' (U+212A KELVIN SIGN)",
     "names are written in ASCII letters: type 'K' instead"),
    ('  scenario s "S" {\n    turns 1 to 2\n    setup red at 12345: "u"\n  }\n', "hex number '12345' has 5 digits",
     "a hex is four digits, its column then its row: 0405"),
    # what a word processor types for a sign: named with the sign to type (it was told "ASCII letters")
    ('  constant m = 3 \u2212 1\n', "unexpected character '\u2212' (U+2212 MINUS SIGN)",
     "rules are written in ASCII outside quotes: type '-' instead"),
    ('  note \u201cquoted\u201d\n', "unexpected character '\u201c' (U+201C LEFT DOUBLE QUOTATION MARK)",
     "rules are written in ASCII outside quotes: type '\"' instead"),
])
def test_a_lookalike_letter_or_a_five_digit_hex_is_named_as_such(tmp_path, line, message, hint):
    found = [(d.message, d.hint) for d in _diagnostics(tmp_path, line) if d.severity == "error"]
    assert found[0] == (message, hint), found


def _diagnostics(tmp_path, body: str):
    path = tmp_path / "b.rules"
    path.write_text(HEADER + body + "}\n", encoding="utf-8")
    # (W105, a declaration nothing names: the header's facts, there for every test, are not; tests/test_unused.py)
    return [d for d in compile_book(path).diagnostics() if d.code != "W105"]


def test_clause_ids_that_differ_only_in_case_or_leading_zeros_are_w102(tmp_path):
    """`II.1` beside `ii.1`, `1.01` beside `1.1`: two clauses a reader takes for one, each cited by
    its exact id. Both stay clauses (a warning, not an error)."""
    found = [(d.code, d.span.line, d.message) for d in _diagnostics(tmp_path, '''}
clause II.1 "A" { says "a" }
clause ii.1 "B" { says "b [II.1]" }
clause 1.01 "C" { says "c" }
clause 1.1 "D" { says "d [1.01]" }
clause 2.10 "E" { says "e" }
clause 2.1 "F" {
  says "f"
''')]
    assert found == [("W102", 10, "clause ii.1 reads as clause II.1: the ids differ only in letter case or leading zeros"),
                     ("W102", 12, "clause 1.1 reads as clause 1.01: the ids differ only in letter case or leading zeros")], found


def test_a_pattern_without_fields_read_before_by_one_with_fields_is_e311(tmp_path):
    """`"A{n}" => many` before `"A1" => eliminated` checked clean, and every A1 read as `many`: the
    first pattern that matches a cell wins. One after (`"B1"` before `"B{n}"`) is right."""
    found = _errors(tmp_path, '''  results res "Results" {
    "A{n}" => many "Attacker loses {n}"
    "A1" => eliminated "Attacker eliminated"
    "B1" => one "B one"
    "B{n}" => bees "B {n}"
    "C{n}R" => cr "C {n} R"
    "C1" => c_one "C one"
  }
  table t "T" { roll 1d6 results res
    | 1d6 | x |
    |---|---|
    | 1-6 | A1 |
  }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E311", 10, "result pattern 'A1' is never read: 'A{n}' before it matches that cell")]


def test_an_empty_options_text_is_said_as_such(tmp_path):
    """`options: ""` was told "two commas in a row, or one at an end": it has no comma."""
    found = _errors(tmp_path, '''  formula g() "G" = 1
  example "e" { g(options: "") == 1 }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E206", 9, "an empty text names no optional clause")]


def test_an_optional_clause_nested_in_an_optional_clause_is_e102(tmp_path):
    """`options: "5.1"` put an exception of the optional 5.1 in play while the optional 5.0 around it
    was out of play: a clause nested in an optional clause is in play only with it."""
    found = _errors(tmp_path, '''}
clause 5.0 "Optional" optional {
  says "x"
  clause 5.1 "Nested" optional {
    says "y"
    clause 5.1.1 "Deeper" optional {
      says "z"
    }
  }
  clause 5.2 "Nested, not optional" {
    says "w"
  }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E102", 11, "optional clause 5.1 is nested in optional clause 5.0"),
        ("E102", 13, "optional clause 5.1.1 is nested in optional clause 5.1")]


def test_a_shift_or_die_roll_modifier_counted_per_a_number_fact_is_e401(tmp_path):
    """`shift 1 right per x`, x a `number` fact, checked clean and gave 5/2 columns (a table then
    refused them), while `use 1/2` on the same modifier was E401."""
    found = _errors(tmp_path, '''  fact x: number = 1 "X"
  fact k: count = 1 "K"
  modifier m "M" { shift 1 right per x }
  modifier d "D" { drm 1 per x }
  modifier fine "Fine" { shift 1 right per k }
  modifier added "Added" { add 1 per x }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E401", 10, "m counts whole columns or pips, but `per x` may be a fraction"),
        ("E401", 11, "d counts whole columns or pips, but `per x` may be a fraction")]


def test_two_values_of_an_enum_titled_alike_are_e101(tmp_path):
    """`enum terrain { a "Woods", b "Woods" }`: a table read by `b` read the row Woods (a's), and
    players could not tell the two apart on the aid or in the web book."""
    found = _errors(tmp_path, '''  enum ground "Ground" { a "Woods", b "woods", c "Clear" }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E101", 8, "values a and b of enum ground are both titled 'woods'")]


@pytest.mark.parametrize("second, said", [
    ("Fore\u0302t", "both titled 'Fore\u0302t', once with a combining mark"),
    ("Light  woods", "both titled 'Light  woods', once as 'Light woods' (they look alike printed)"),
    ("Light\u00a0woods", "both titled 'Light\\xa0woods', once as 'Light woods' (they look alike printed)")])
def test_two_values_of_an_enum_titled_alike_printed_are_e101(tmp_path, second, said):
    """`Forêt` and `Fore` + U+0302 + `t`, `Light woods` and `Light  woods` or `Light` + U+00A0 + `woods`
    checked clean (only letter case was compared): players could not tell the two apart, and a table
    read by the enum found its row by one title only."""
    first = "Fore\u0302t".replace("e\u0302", "\u00ea") if "Fore" in second else "Light woods"
    found = _errors(tmp_path, f'''  enum ground "Ground" {{ a "{first}", b "{second}", c "Clear" }}
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E101", 8, f"values a and b of enum ground are {said}")]


def test_a_hex_listed_twice_in_one_set_up_line_is_e101(tmp_path):
    found = _errors(tmp_path, '''  scenario s "S" {
    turns 1 to 2
    setup red at 0101, 0101: "a unit"
    setup red at 0102, 0103: "another"
  }
''')
    assert [(code, message) for code, _, _, message in found] == [("E101", "hex 0101 is listed twice in this set-up line")]


def test_a_parameter_named_like_the_fact_that_declines_a_choice_is_e101(tmp_path):
    """`formula f(decline_e1: number)` with `exception e1 { overrides f chosen by attacker … }`
    checked clean, yet no call of f in the language could decline e1: `decline_e1:` gave the
    parameter (E402, E401)."""
    found = [(d.code, d.message) for d in _diagnostics(tmp_path, '''  fact attacker: side "Attacker"
  formula f(decline_e1: number) = decline_e1
  formula g(n: number) = n
  exception e1 "E" { overrides f chosen by attacker use 2 }
  exception e2 "E" { overrides g chosen by attacker use 2 }
''') if d.severity == "error"]
    assert found == [("E101", "parameter decline_e1 of f is named like the fact that declines exception e1 "
                              "(`chosen by`): a call of f could not decline it")], found


def test_a_group_heading_written_without_its_bars_says_how_to_write_it(tmp_path):
    # (the reference showed it bare; the parser said "unexpected '=='", expected 'column', 'columns', …)
    found = [(d.code, d.span.line, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  table t "T" {
    rows keys
    | unit | A |
    |---|---|
    | a | 1 |
    == Red Army ==
    | a | 2 |
  }
''')]
    assert found[0] == ("E001", 13, 5, "a group heading is a grid line of the table",
                        "write it inside the bars, as every grid line is: `| == Red Army == |`"), found


def test_a_count_below_zero_never_holds(tmp_path):
    """A `count` is 0 or more: `when cas < 0` got E310 against a second such exception (both "can
    apply") and no W310, though neither can ever fire; `cas == -1` alike. `cas < 1` can hold (0)."""
    found = [(d.code, d.span.line) for d in _diagnostics(tmp_path, '''  formula f() = 1
  exception e1 "E" { overrides f when cas < 0 use 2 }
  exception e2 "E" { overrides f when cas == -1 use 3 }
''')]
    assert found == [("W310", 9), ("W310", 10)], found
    (tmp_path / "b.rules").unlink()
    found = [(d.code, d.span.line) for d in _diagnostics(tmp_path, '''  formula g() = 1
  exception e3 "E" { overrides g when cas < 1 use 2 }
  exception e4 "E" { overrides g when not (cas >= 1) and not night use 3 }
''')]
    assert found == [("E310", 10)], found   # (both hold at 0)


def test_use_on_an_exception_to_a_clause_is_refused_as_every_effect_is(tmp_path):
    # (`overrides [1.0] … use 5` checked clean and changed nothing: only failing examples showed it)
    found = [(d.code, d.message) for d in _diagnostics(tmp_path, '''  exception e "E" {
    overrides [1]
    when night
    use 5
  }
''') if d.severity == "error"]
    assert found == [("E203", "`use` needs a formal target, not a clause")], found


def test_an_unknown_parameter_type_is_said_once(tmp_path):
    # (each scope made of the formula's parameters, for its body, its exceptions and its calls, said it again)
    found = [(d.code, d.span.line) for d in _diagnostics(tmp_path, '''  formula f(x: numbr) = x + 1
  formula g() = f(1) + f(2)
  exception e "E" { overrides f use 3 }
  example "e" { f(1) == 3 }
''') if d.code == "E204"]
    assert found == [("E204", 8)], found


def test_an_unknown_name_after_on_is_pointed_at_there(tmp_path):
    # (it pointed at the modifier's name, a line or more above)
    found = [(d.code, d.span.line, d.span.column, d.hint) for d in _diagnostics(tmp_path, '''  table crt "T" {
    roll 1d6
    | 1d6 | a |
    |---|---|
    | 1-6 | x |
  }
  modifier m "M" {
    drm +1
    on ctr
  }
''')]
    assert found == [("E202", 16, 8, "did you mean crt?")], found


def test_a_long_text_left_open_is_named_where_its_prose_is_read_as_rules(tmp_path):
    # (the next text's three quotes closed it, and its prose was "unexpected 'The'", expected 'aid', 'clause', …)
    found = [(d.code, d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''  note """
    The first long text, whose closing quotes were deleted.
  fact k: flag = no "K"
  clause 1.1 "Sub" {
    says """
      The player may make as many attacks as he likes.
    """
  }
''')]
    assert found[0] == ("E001", 13, "unexpected 'The': this line reads as rules, not as text",
                        'a """ is missing: the long text opened on line 8 is closed by the """ on line 12; close the '
                        'first where it ends'), found


def test_a_misspelt_keyword_is_named_and_a_line_left_open_is_said_at_its_end(tmp_path):
    # (`modifer` listed 8 words cut before 'modifier'; a missing ')' was "unexpected 'example'" a line later)
    found = [(d.span.line, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  modifer m "M" { drm +1 }
''') if d.code == "E001"]
    assert found[0][2:] == ("unexpected 'modifer'", found[0][3]) and found[0][3].startswith("did you mean modifier?"), found
    (tmp_path / "b.rules").unlink()
    found = [(d.span.line, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  formula f(x: number) = (x + 1
  example "e" { f(1) == 2 }
''') if d.code == "E001"]
    assert found == [(8, 32, "the line ends before its ')'", "expected ')'")], found


def test_a_misspelt_type_is_said_once_not_again_at_each_value_of_it(tmp_path):
    # (each value of the type meant was E203 "a value of the enum terrain; it is a value only where …": 14 in Changsha)
    found = [(d.code, d.span.line) for d in _diagnostics(tmp_path, '''  fact ground: terain = clear "Ground"
  formula f() = if ground is woods then 2 else 1
  example "e" { f(ground: clear) == 1 }
''') if d.severity == "error"]
    assert found == [("E204", 8)], found


def test_a_mistyped_clause_id_is_said_once_at_it_not_at_each_clause_nested_in_it(tmp_path):
    # (each of the 15 clauses nested in it was E102 "nested in … but does not extend its id", none at the typo)
    found = [(d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''}
clause 7.tabel "Tables" {
  says "x"
  clause 7.table.a "A" { says "a" }
  clause 7.table.b "B" { says "b" }
  clause 7.table.c "C" { says "c" }
}
clause 8 "Eight" {
  says "x"
  clause 8.1 "One" {
    says "y"
    clause 8.2 "Two" { says "z" }
    clause 8.3 "Three" { says "w" }
  }
''') if d.code == "E102"]
    assert found == [(9, "the 3 clauses nested in 7.tabel are numbered 7.table.…", "did you mean 7.table?"),
                     (19, "clause 8.2 is nested in 8.1 but does not extend its id",
                      "number it 8.1.<something>, or move it out of 8.1"),
                     (20, "clause 8.3 is nested in 8.1 but does not extend its id",
                      "number it 8.1.<something>, or move it out of 8.1")], found


def test_a_clause_renumbered_to_an_id_another_has_is_said_at_it_and_at_the_references(tmp_path):
    """`12.4` renumbered `12.9` (a clause of that id follows), its `12.4.a`… left as they were: each
    nested clause was E102, and each `[12.4]` E201 "did you mean 2.4?" (a section of another chapter)."""
    found = [(d.code, d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''}
clause 12 "Combat" { says "See [12.4]." }
clause 12.9 "Fortifications" {
  says "x"
  clause 12.4.a "A" { says "a" }
  clause 12.4.b "B" { says "b" }
}
clause 12.9 "Stacks" { says "y" }
clause 2.4 "Other" {
  says "z"
''') if d.severity == "error"]
    assert found == [
        ("E201", 9, "reference to unknown clause [12.4]",
         "the clauses nested in 12.9 are numbered 12.4.…: was 12.9 numbered 12.4?"),
        ("E102", 10, "the 2 clauses nested in 12.9 are numbered 12.4.…", "did you mean 12.4?"),
        ("E101", 15, "clause 12.9 is defined twice", "first defined at " + str(tmp_path / "b.rules") + ":10"),
    ], found
    # a section number is suggested from its own chapter only
    found = [d.hint for d in _diagnostics(tmp_path, '}\nclause 12 "C" { says "[12.4]" }\nclause 2.4 "O" {\n  says "z"\n')
             if d.code == "E201"]
    assert found == ["did you mean 12?"], found   # (not 2.4)


def test_an_option_naming_a_clause_not_marked_optional_says_to_mark_it(tmp_path):
    """`optional` dropped from 24.3's title: each `options: "24.3"` said "did you mean 24.8?"."""
    found = [d.hint for d in _diagnostics(tmp_path, '''}
clause 24 "Optional" {
  says "x"
  clause 24.3 "Ground Fire" { says "y" }
  clause 24.8 "Other" optional { says "z" }
}
clause 25 "Use" {
  says "w"
  formula f() "F" = 1
  example "e" { f(options: "24.3") == 1 }
''') if d.code == "E206"]
    assert found == ['mark clause 24.3 optional (`clause 24.3 "Ground Fire" optional`), or name one that is: 24.8'], found


def test_a_header_whose_cells_no_row_has_is_said_once_at_the_header(tmp_path):
    # (one extra column label was E306 at every row: 9 in Changsha's crt, 11 in a War of the Suns table)
    found = [(d.code, d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''  table t "T" {
    rows keys
    | x | a | b | c |
    |---|---|---|
    | p | 1 | 2 |
    | q | 3 | 4 |
  }
''') if d.code == "E306"]
    assert found == [("E306", 10, "the header has 4 cells, and every row of t has 3",
                      "drop 1 cell in the header: one label cell, then one per column")], found


@pytest.mark.parametrize("line, code, hint", [
    ('  constant k = 1,500 "K"\n', "E001", "a number is written without a thousands separator (1500)"),
    ('  formula f(x: number) = if x = 1 then 1 else 2\n', "E001", "to compare, write =="),
    ('  formula f(x: number) = x => 1\n', "E001", "write >= for 'at least'"),
    ('  formula f(x: flag) = x && night\n', "E002", "write `and`"),
    ('  scenario s "S" {\n    turns 1 - 2\n  }\n', "E001", "a range is written with `to`: 1 to 2"),
    ('  formula f(x: number) = odds(x, 1) >= 1 : 3\n', "E001", "odds are written without spaces: 1:3"),
])
def test_a_sign_of_another_notation_is_named_with_the_one_to_write(tmp_path, line, code, hint):
    # (each listed the words that could come next, cut at 8, none of them the fix)
    found = [(d.code, d.hint) for d in _diagnostics(tmp_path, line) if d.severity == "error"]
    assert found[0][0] == code and found[0][1].startswith(hint), found


@pytest.mark.parametrize("body, code, hint", [
    ('  scenario s "S" {\n    turns 1 to 2\n    first Red\n  }\n', "E205", "did you mean red?"),
    ('  formula g() = 1\n  exception e "E" { overrides g priority -1 use 2 }\n', "E001",
     "a whole number 0 or more here, without a sign"),
    ('  constant k = 2D6 "K"\n', "E001", "expected a lowercase d: 2d6 (dice are written with a small d)"),
    ('  table t "T" {\n    roll 1d6\n    | 1d6 | x |\n    |---|---|\n    1-6 | A |\n  }\n', "E001",
     "a grid line starts with '|': | 1-6 | A |"),
    ('  clause 1.1 "X" { says "x" }\n  clause 1.2 "Y" { says "as [1.l] says" }\n', "E201", "did you mean 1.1?"),
])
def test_a_typo_in_case_a_sign_a_letter_for_a_digit_or_a_bar_is_named_with_its_fix(tmp_path, body, code, hint):
    # (`first kmt` was told "sides are declared in the book header"; `[13.O]` was offered 13.3; `priority -1`
    # "expected a whole number"; `2D6` to add a space; a row without its first bar, the table's keywords)
    found = [(d.code, d.hint) for d in _diagnostics(tmp_path, body) if d.severity == "error"]
    assert found[0] == (code, hint), found


def test_a_misspelt_by_enum_is_said_once_not_again_at_each_call_of_the_table(tmp_path):
    # (`by terain`: each call `t(…, terrain: clear)` was E402 "terrain is neither a parameter nor a fact" and
    # E203 "clear is a value of the enum terrain": 45 errors in Shanghai Incident, the right one after 36)
    found = [(d.code, d.span.line, d.hint) for d in _diagnostics(tmp_path, '''  table t "T" {
    roll 1d6
    columns numbers by terain
    |  | 1 | 2 |
    |---|---|---|
    | == Clear == | | |
    | 1-6 | x | y |
    | == Woods == | | |
    | 1-6 | y | y |
  }
  formula f() = t(roll: 3, column: 1, terrain: woods).text
  example "e" { t(roll: 3, column: 2, terrain: clear).text == "y" }
''') if d.severity == "error"]
    assert found == [("E202", 10, "did you mean terrain?")], found


def test_an_unknown_argument_is_said_once_not_again_for_its_side_or_enum_value(tmp_path):
    # (a book whose `fact attacker` was taken out: each `attacker: red` was E402 and a follow-on E203
    # "red is a side; it is a value only where a side is expected", noise after the error that counts)
    found = [(d.code, d.span.column) for d in _diagnostics(
        tmp_path, '  formula f(n: number) = n + 1\n  example "e" { f(n: 2, attacker: red, ground: woods) == 3 }\n')
        if d.severity == "error"]
    assert found == [("E402", 25), ("E402", 40)], found
    # (an unknown name in the value is still said)
    found = [d.code for d in _diagnostics(tmp_path, '  formula f(n: number) = n + 1\n'
                                                    '  example "e" { f(n: 2, attacker: rde) == 3 }\n')
             if d.severity == "error"]
    assert found == ["E402", "E202"], found


def test_a_field_read_from_a_table_of_text_or_numbers_is_checked_where_it_is_written(tmp_path):
    # (`.txt` on a table of built-in `text` results checked clean, and failed only when an example ran:
    # E501 FieldNotGiven at the example, not at the formula)
    found = [(d.code, d.span.line, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  table t "T" {
    roll 1d6
    | 1d6 | a |
    |---|---|
    | 1-6 | x |
  }
  table n "N" {
    roll 1d6
    results number
    | 1d6 | a |
    |---|---|
    | 1-6 | 2 |
  }
  formula f(r: count) = t(roll: r, column: "a").txt
  formula g(r: count) = n(roll: r, column: "a").value + 1
  formula h(r: count) = t(roll: r, column: "a").text
''') if d.severity == "error"]
    assert found == [("E202", 21, 49, "results of t have no field or kind txt", "did you mean text?")], found


def test_a_reference_with_a_stray_dot_or_comma_is_e201_with_the_reference_meant(tmp_path):
    # (`[6.3.]` and `[15,3]` were read as printed text, neither a link nor an error; `[t0]` was E201)
    found = [(d.code, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  clause 1.5 "S" { says "See [1.] and [1,1] and [1] and [2,7] and \\\\[3,4\\\\] and [a,b]." }
''')]
    assert found == [("E201", 30, "[1.] reads as a reference with a stray dot", "did you mean [1]?"),
                     ("E201", 39, "[1,1] reads as a reference with a stray comma",
                      "a reference is written [1.1]; brackets that are not a reference are escaped: \\[1,1\\]"),
                     ("E201", 57, "[2,7] reads as a reference with a stray comma",
                      "a reference is written [2.7]; brackets that are not a reference are escaped: \\[2,7\\]")], found


def test_a_reference_with_a_blank_inside_its_brackets_is_e201(tmp_path):
    # (`[1.1 ]`, `[ II.1]`, `[crt ]` were printed text: no link and no check; brackets meant as text are escaped)
    found = [(d.code, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  clause 1.5 "S" { says "See [1.5 ] and [ 1.1] and [1 ] and [ a ] and [1.5] and [night ]." }
''')]
    assert found == [("E201", 30, "[1.5 ] reads as a reference with a blank inside the brackets", "did you mean [1.5]?"),
                     ("E201", 41, "[ 1.1] reads as a reference with a blank inside the brackets",
                      "a reference is written [1.1]; brackets that are not a reference are escaped: \\[ 1.1\\]"),
                     ("E201", 52, "[1 ] reads as a reference with a blank inside the brackets", "did you mean [1]?"),
                     ("E201", 61, "[ a ] reads as a reference with a blank inside the brackets",
                      "a reference is written [a]; brackets that are not a reference are escaped: \\[ a \\]"),
                     ("E201", 81, "[night ] reads as a reference with a blank inside the brackets",
                      "did you mean [night]?")], found


def test_a_reference_in_a_cell_with_a_blank_inside_is_e201(tmp_path):
    found = [(d.code, d.message) for d in _diagnostics(tmp_path, '''  clause 1.5 "S" { says "s" }
  table k "K" {
    rows keys
    columns keys
    | Key | Note |
    |---|---|
    | a | see [ 1.5] |
    | b | see [1.5] |
  }
''')]
    assert found == [("E201", "[ 1.5] reads as a reference with a blank inside the brackets")], found


def test_a_result_kind_a_letter_away_from_another_is_w311_at_the_pattern(tmp_path):
    # (`=> atacker` beside `=> attacker` checked clean; the examples failed with FieldNotGiven, in other files)
    found = [(d.code, d.span.line, d.message) for d in _diagnostics(tmp_path, '''  results r "R" {
    "A{n}R" => attacker
    "A{n}" => atacker
    "D{n}" => defender
    "DE" => ae
    "AE" => de
    "X" => retreat
    "Y" => retreta
  }
''')]
    assert found == [("W311", 10, "result kind atacker is a letter away from attacker (line 9)"),
                     ("W311", 15, "result kind retreta is a letter away from retreat (line 14)")], found


def test_a_parameter_or_a_lookup_argument_named_like_a_fact_is_e101(tmp_path):
    # (`formula h(n: number)` beside `fact n`: a `use g()` on h read the argument as the fact n, and both engines
    # answered h(1, night=True) with 2 for g()'s 200; `fact column` was hidden by every lookup's own column)
    found = [(d.code, d.span.line, d.message) for d in _diagnostics(tmp_path, '''  fact n: count = 100 "N"
  fact column: text = "x" "Column"
  formula g() = n * 2
  formula h(n: number) = n + 1
  exception e "E" { overrides h when night use g() }
  formula k(n: number) = n + g()
  formula harmless(n: number) = n * 2
  table t "T" {
    roll 1d6
    | 1d6 | a |
    |---|---|
    | 1-6 | x |
  }
''') if d.severity == "error"]
    assert found == [("E101", 9, "fact column is named like a table lookup's argument column: a lookup's own column "
                                 "would be read in the fact's place"),
                     ("E101", 11, "parameter n of h is named like the fact n, which an exception on h would read as "
                                  "the argument"),
                     ("E101", 13, "parameter n of k is named like the fact n, which a rule k asks would read as the "
                                  "argument")], found


def test_a_row_or_column_written_as_text_that_the_table_does_not_print_is_e411(tmp_path):
    # (`tek("Nowhere", "Move")` and `tek("Clear", "Mvoe")` checked clean; each was OffTable when run)
    found = [(d.code, d.span.line, d.span.column, d.message, d.hint) for d in _diagnostics(tmp_path, '''  table tek "TEK" {
    | Terrain | Move | Combat |
    |---|---|---|
    | Clear | 1 | - |
    | Woods | 2 | L1 |
  }
  formula a() = tek("Nowhere", "Move").text
  formula b() = tek("Clear", "Mvoe").text
  formula c() = tek(row: "Woods", column: "Combat").text
  formula d() = tek(row: "Wods", column: "Combat").text
''') if d.severity == "error"]
    assert found == [("E411", 14, 21, "tek prints no row 'Nowhere'", "its rows: Clear, Woods"),
                     ("E411", 15, 30, "tek prints no column 'Mvoe'", "did you mean Move?"),
                     ("E411", 17, 26, "tek prints no row 'Wods'", "did you mean Woods?")], found


def test_cells_a_split_would_read_are_one_e303_that_names_the_split(tmp_path):
    # (a deleted `split "/"` gave one E303 per `A1/DR1` cell, 15 in Changsha, and no hint named `split`)
    found = [(d.code, d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''  results r "R" {
    "A{n}" => attacker
    "D{n}" => defender
  }
  table t "T" {
    roll 1d6
    results r
    | 1d6 | a | b |
    |---|---|---|
    | 1-3 | A1/D1 | A2/D2 |
    | 4-6 | A1 | X9 |
  }
''') if d.severity == "error"]
    assert found == [("E303", 17, "cell 'A1/D1' does not parse under r (and 1 more cell like it)",
                      'each of its parts split at "/" matches a pattern: add `split "/"` to vocabulary r'),
                     ("E303", 18, "cell 'X9' does not parse under r", "it matches no pattern of vocabulary r (A{n}, D{n})")], found


def test_stacked_header_rows_without_their_separator_are_one_e307(tmp_path):
    # (Shanghai Incident's CRT with its `|---|` deleted gave 39 errors: E307 for each value, E305 for each row
    # label that is no roll, E303 for each label read as a cell; none said the line was missing)
    found = [(d.code, d.span.line, d.message) for d in _diagnostics(tmp_path, '''  table t "T" {
    roll 1d6
    columns differential by terrain
    | Clear | 0 | +1 |
    | Woods | -1 | 0 |
    | 1-6 | a | b |
  }
''') if d.severity == "error"]
    assert found == [("E307", 12, "row 'Woods' of t names a value of terrain, as a header row does: the `|---|` "
                                  "line under the header rows is missing")], found


def test_a_misspelt_header_row_label_is_one_e206_at_it(tmp_path):
    # (`Woods` typed `Wood`: E206 at the label, and E307 "enum value woods has no header row" at the table)
    found = [(d.code, d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''  table t "T" {
    roll 1d6
    columns differential by terrain
    | Clear | 0 | +1 |
    | Wood | -1 | 0 |
    |---|---|---|
    | 1-6 | a | b |
  }
''') if d.severity == "error"]
    assert found == [("E206", 12, "'Wood' is not a value of enum terrain", "did you mean Woods?")], found
    # a label like no value: the value left without a row is said too
    found = [(d.code, d.span.line) for d in _diagnostics(tmp_path, '''  table t "T" {
    roll 1d6
    columns differential by terrain
    | Clear | 0 | +1 |
    | Swamp | -1 | 0 |
    |---|---|---|
    | 1-6 | a | b |
  }
''') if d.severity == "error"]
    assert found == [("E307", 8), ("E206", 12)], found


def test_a_value_renamed_with_its_title_kept_is_named_by_its_title(tmp_path):
    # (`woods "Woods"` renamed `forest "Woods"`: each `woods` left was E206 with the list of values,
    # and `who tank` after `tank` became `armor` said "declare it as a term or a side")
    found = [(d.code, d.hint) for d in _diagnostics(tmp_path, '''  enum kind "Kind" { infantry "Infantry", armor "Tank" }
  fact k: kind = infantry "Kind"
  enum ground "Ground" { open "Open", forest "Woods" }
  fact cover: ground = open "Cover"
  formula f() "F" = if cover is woods then 2 else 1
  permission p "P" { may "move twice"  who tank }
''') if d.severity == "error"]
    assert found == [("E206", "did you mean forest (titled 'Woods')?"),
                     ("E205", "did you mean armor (titled 'Tank')?")], found


def test_a_default_of_none_is_e401(tmp_path):
    # (`none` is typed any, and passed as the default of every type: the package then raised a raw TypeError,
    # `rules explain` an internal error, and the vectors expected a TypeError, an error no engine may give)
    found = [(d.code, d.span.line, d.message) for d in _diagnostics(tmp_path, '''  fact level: count = none "Level"
  record unit "U" { factor: number = none "F" }
  formula lv() = level + 1
''') if d.severity == "error"]
    assert found == [("E401", 8, "the default of level is none: a fact's default is a value"),
                     ("E401", 9, "the default of unit.factor is none: a field's default is a value")], found


def test_a_field_read_from_a_formula_that_gives_a_lookup_is_checked_as_the_lookups_is(tmp_path):
    # (`combat_result(…).retreet`, a formula whose value is `crt(…)`, checked clean and built: the engine raised
    # FieldNotGiven; `crt(…).retreet` was E202 with its did-you-mean)
    found = [(d.code, d.span.line, d.message, d.hint) for d in _diagnostics(tmp_path, '''  results r "R" {
    "D{loss}R{retreat}" => defender
  }
  table t "T" {
    roll 1d6
    results r
    | 1d6 | a |
    |---|---|
    | 1-6 | D1R1 |
  }
  formula res(n: count) = if night then t(roll: n, column: "a") else t(roll: 1, column: "a")
  formula via(n: count) = res(n)
  formula bad(n: count) = via(n).retreet
  formula good(n: count) = via(n).defender.loss
  formula both(n: count) = (if night then via(n) else via(1)).retrat
''') if d.severity == "error"]
    assert found == [("E202", 20, "results of t have no field or kind retreet", "did you mean retreat?"),
                     ("E202", 22, "results of t have no field or kind retrat", "did you mean retreat?")], found


def test_an_example_check_that_raises_is_e501_at_that_check(tmp_path):
    # (it was said at the example's first line, though E500 points at the failing check's own)
    found = [(d.code, d.span.line, d.span.column) for d in _diagnostics(tmp_path, '''  table t "T" {
    roll 1d6
    | 1d6 | a |
    |---|---|
    | 1-6 | x |
  }
  example "Two checks" {
    t(roll: 1, column: "a").text == "x"
    t(roll: 9, column: "a").text == "x"
  }
''') if d.severity == "error"]
    assert found == [("E501", 16, 5)], found


def test_a_markdown_code_fence_copied_with_a_listing_is_named(tmp_path):
    # (pasting a tutorial listing with its ```rules line gave "check the spelling of this line")
    path = tmp_path / "f.rules"
    path.write_text('book b { title "B" side red "Red" dice 1d6 }\n```rules\nclause 1 "One" { says "x" }\n```\n',
                    encoding="utf-8")
    found = [(d.code, d.span.line, d.hint) for d in compile_book(path).diagnostics()]
    assert found[0] == ("E002", 2, "a line of ``` is a Markdown code fence, copied with a listing: delete the line"), found


def test_a_roll_edge_whose_bound_is_not_the_rows_edge_is_w312(tmp_path):
    """`roll below 4` on rows 1-2, 3-4, 5-6 checked clean, and a roll of 3 read its row: the rule
    applied below 1 only; `roll below 0` left a roll of 0 on no row, OffTable only when looked up
    (mutation probe)."""
    from compiler.pipeline import compile_book
    text = ('book t { title "T" side red "Red" side blue "Blue" dice 1d6 }\n'
            'clause 1.0 "C" {\n  says "x"\n  table bt "BT" {\n    roll 1d6\n    BELOW\n    ABOVE\n'
            '    | Roll | 1 |\n    |---|---|\n    | 1-2 | A |\n    | 3-4 | D |\n    | 5-6 | D |\n  }\n}\n')
    path = tmp_path / "t.rules"

    def warned(below: str, above: str) -> list[tuple[int, str]]:
        path.write_text(text.replace("BELOW", below).replace("ABOVE", above), encoding="utf-8")
        return [(d.span.line, d.message) for d in compile_book(path).diagnostics() if d.code == "W312"]
    assert warned('roll below 1: result "-"', "roll above 6: clamp") == []
    assert warned('roll below 4: result "-"', "roll above 3: clamp") == [
        (6, "`roll below 4` lies inside the rows, which start at 1: the rolls 1 to 3 read their own rows, and the "
            "rule applies only below 1"),
        (7, "`roll above 3` lies inside the rows, which end at 6: the rolls 4 to 6 read their own rows, and the "
            "rule applies only above 6")]
    assert warned('roll below 0: result "-"', "roll above 9: clamp") == [
        (6, "`roll below 0` leaves a roll of 0 on no row: the rows start at 1 (a lookup there is OffTable)"),
        (7, "`roll above 9` leaves rolls of 7 to 9 on no row: the rows end at 6 (a lookup there is OffTable)")]


def test_a_cycle_a_combine_s_member_closes_is_shown_at_the_member(tmp_path):
    """n → c → n: the caret was at n's name, not at the member of c that asks n again (the hard probe)."""
    found = _errors(tmp_path, '''  modifier m1 "M" { shift 1 left }
  modifier n "N" { shift 1 left when c() > 0 }
  combine c "C" sum of (m1, n)
''')
    assert [(code, line, column, message) for code, line, column, message in found] == [
        ("E405", 10, 29, "n depends on itself: n → c → n")]   # (at `n` in `sum of (m1, n)`)


def test_a_field_rewritten_by_two_lines_that_chain_is_w322(tmp_path):
    """`rewrite retreat: 1 -> 0` then `rewrite retreat: 0 -> 1` made every retreat 1, where the same
    pairs on one line swap: it checked clean (the second designer probe of stop 58). Two lines that do
    not chain, or two fields, are not warned."""
    from conftest import compile_text
    book = '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "One" {
  says "x"
  fact river: flag = no "River"
  results r "R" {
    "D{loss}R{retreat}" => defender "Defender"
    "-" => no_effect "None"
  }
  table crt "CRT" { roll 1d6 results r
    | 1d6 | Result |
    |-----|--------|
    | 1-3 | D1R1   |
    | 4-6 | D1R0   |
  }
  exception e "E" { overrides crt when river
    LINES
  }
}
'''
    cases = {"rewrite defender.retreat: 1 -> 0\n    rewrite defender.retreat: 0 -> 1": 1,
             "rewrite defender.retreat: 1 -> 0, 0 -> 1": 0,
             "rewrite defender.retreat: 1 -> 0\n    rewrite defender.loss: 1 -> 2": 0,
             "rewrite defender.retreat: 1 -> 0\n    rewrite defender.retreat: 2 -> 1": 0}
    for n, (lines, warned) in enumerate(cases.items()):
        (tmp_path / str(n)).mkdir()
        c = compile_text(tmp_path / str(n), book.replace("LINES", lines))
        found = [d for d in c.diagnostics() if d.code == "W322"]
        assert c.ok and len(found) == warned, (lines, [str(d) for d in c.diagnostics()])
        if warned:
            assert found[0].message == ("defender.retreat is rewritten by two lines of exception e, and this one "
                                        "rewrites what the line 16 gave: they apply one after the other")
            assert found[0].hint == ("write the pairs on one line (`rewrite defender.retreat: 1 -> 0, 0 -> 1`) to "
                                     "rewrite each printed value once")


def test_a_rewrite_of_a_field_its_kind_never_has_is_e206(tmp_path):
    """`rewrite attacker.retreat` where only defender results carry a retreat was W310's "can never
    change" and the book checked, while reading `.attacker.retreat` is an error (the second designer
    probe of stop 58)."""
    from conftest import compile_text
    c = compile_text(tmp_path, '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "One" {
  says "x"
  fact river: flag = no "River"
  results r "R" {
    split "/"
    "A{loss}" => attacker "Attacker"
    "D{loss}R{retreat}" => defender "Defender"
    "-" => no_effect "None"
  }
  table crt "CRT" { roll 1d6 results r
    | 1d6 | Result  |
    |-----|---------|
    | 1-3 | A1/D1R1 |
    | 4-6 | D1R0    |
  }
  exception e "E" { overrides crt when river
    rewrite attacker.retreat: any -> 0
  }
}
''')
    found = [(d.code, d.span.line, d.message, d.hint) for d in c.diagnostics() if d.severity != "note"]
    assert found == [("E206", 18, "attacker results of r have no field retreat",
                      "defender results carry it: `rewrite defender.retreat: …`")], found


def test_a_scenario_s_rule_on_another_scenario_never_applies(tmp_path):
    """Inside scenario raid, `when scenario is crossing` can never hold: raid's rules apply only while
    raid is played; both checked clean (the second designer probe of stop 58). `scenario is raid`
    there is no warning."""
    from conftest import compile_text
    c = compile_text(tmp_path, '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  modifier night_shift "Night" { shift 1 left when night }
  scenario crossing "Crossing" { turns 1 to 2 }
  scenario raid "Raid" {
    turns 1 to 2
    exception raid_night "RN" { overrides night_shift when scenario is crossing use -3 }
    modifier raid_shift "RS" { shift 1 left when scenario in (crossing) }
    modifier raid_ok "RO" { shift 1 left when scenario is raid and night }
    modifier raid_not "RN2" { shift 1 left when scenario is not crossing and night }
  }
}
''')
    found = sorted((d.code, d.span.line) for d in c.diagnostics() if d.severity == "warning")
    assert c.ok and found == [("W310", 9), ("W314", 10)], [str(d) for d in c.diagnostics()]


@pytest.mark.parametrize("kind", ["formula INNER() = 1", 'modifier INNER "I" { drm +1 }',
                                  'permission INNER "I" { may "x" }'])
def test_a_rule_named_inner_keeps_its_own_answers_apart_from_what_combinations_keep(tmp_path, kind):
    """A rule `INNER` kept its answers in `_KEPT_INNER`, the module's list of what combinations keep:
    with a combine the book's module did not load (`check` exited 3, "'_Kept' object has no attribute
    'append'"); without one, `check` passed and `build` exited 3 making vectors (the hard-inputs probe).
    The list is `_KEPT__INNER` now, which no `_KEPT_<name>` can be (a name never starts with `_`)."""
    from compiler.to_vectors import vectors
    path = tmp_path / "b.rules"
    path.write_text(HEADER + f'''  {kind}
  modifier m1 "M1" {{ shift 1 right when night }}
  combine a "A" sum of (m1)
  example "e" {{ a(night: yes) == 1 }}
}}
''', encoding="utf-8")
    c = compile_book(path)
    assert c.ok and c.examples_run == 1, [str(d) for d in c.diagnostics()]
    assert c.module.INNER().value in (1, True) and isinstance(c.module._KEPT__INNER, list)
    assert vectors(c)["vectors"]


def test_a_reference_in_a_scenario_lines_placement_is_checked(tmp_path):
    """`[9.70]` in `in "…"`, a hex's name, `within N of "…"` or its region passed unchecked, where the
    same reference in the units' text was E201 (the hard-inputs probe)."""
    found = _errors(tmp_path, '''  scenario s1 "S1" {
    turns 1 to 3
    setup red in "desc [9.70]": "u"
    setup blue within 2 of 0101 "Hex [9.72]" in "reg [9.73]": "u"
    setup blue within 2 of "feat [9.74]": "u2"
    reinforce red turn 2 at 0102 "Town [9.75]" or entry 3: "v"
    setup red in "fine [t0] [27]": "w"
  }
''')
    assert [(code, message) for code, _, _, message in found] == [
        ("E201", f"reference to unknown clause [9.7{n}]") for n in (0, 2, 3, 4, 5)], found
