"""Inputs found by probing the front end and the checker that ended in an internal error, passed
without a word while meaning nothing (or something else), or were refused where the language says
they are fine: each now gets its positioned diagnostic, or works."""
from __future__ import annotations

from fractions import Fraction

import pytest

from compiler.pipeline import compile_book

HEADER = 'book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n'


def _compile(tmp_path, body: str, header: str = HEADER):
    path = tmp_path / "b.rules"
    path.write_text(header + 'clause 1 "One" {\n  says "x"\n' + body + "\n}\n", encoding="utf-8")
    return compile_book(path)


def _errors(tmp_path, body: str, header: str = HEADER) -> list[tuple[str, int, int, str]]:
    c = _compile(tmp_path, body, header)
    return [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "error"]


@pytest.mark.parametrize("body, at", [
    ('  constant c = 0:0 "Odds"', (4, 12)),
    ('  constant c = 1:0 "Odds"', (4, 12)),
    ('  constant c = 0:3 "Odds"', (4, 12)),
    ('  fact r: ratio = 0:1 "Odds"', (4, 19)),
    ('  formula f(a) = odds(a, 1) > 0:2', (4, 31)),
])
def test_odds_with_a_side_of_zero_are_e401_not_an_internal_error(tmp_path, body, at):
    """A constant or default `0:0` (or `1:0`) made the generated module fail to load: `rules check`
    ended in 'internal error' (exit 3); in a formula it failed only when run (E501)."""
    errors = _errors(tmp_path, body)
    assert [(c, line, col) for c, line, col, _ in errors] == [("E401", *at)], errors
    assert "both sides of odds are at least 1" in errors[0][3]


def test_a_fixed_field_with_a_zero_denominator_is_e401(tmp_path):
    """`{ m: 1/0 }` raised ZeroDivisionError while lowering: an internal error."""
    errors = _errors(tmp_path, '  results r "R" {\n    "A{n}" => a "A" { m: 1/0 }\n  }')
    assert errors == [("E401", 5, 23, "fixed field m is 1/0: a zero denominator")]


def test_a_scenario_amount_with_a_zero_denominator_is_e401(tmp_path):
    """`start red: 1/0` and `turn 1 red: 1/0 CP` were read as no amount at all, without a word."""
    errors = _errors(tmp_path, '  scenario s "S" {\n    turns 1 to 3\n    start red: 1/0 CP\n'
                               '    turn 1 blue: 1/0 CP\n  }')
    assert [(c, line, col) for c, line, col, _ in errors] == [("E401", 6, 11), ("E401", 7, 5)], errors
    assert errors[0][3] == "the start of red in CP has a zero denominator"
    assert errors[1][3] == "turn 1 gives blue an amount with a zero denominator"


def test_negative_fractions_and_decimals_are_values_like_negative_whole_numbers(tmp_path):
    """`constant c = -1` worked, `-1/2` and `-0.5` were syntax errors (in a constant, a fact's
    default and a fixed field alike)."""
    c = _compile(tmp_path, '  constant half = -1/2 "Half"\n  constant dec = -0.25 "Quarter"\n'
                           '  constant up = +3/4 "Up"\n  fact f: number = -1/3 "F"\n  fact g: number = -0.5 "G"\n'
                           '  results r "R" {\n    "A{n}" => a "A" { m: -1/2 }\n  }\n'
                           '  formula h(x) = x + half + dec + up + f + g\n'
                           '  example "Sums" { h(0) == -1/2 - 1/4 + 3/4 - 1/3 - 1/2 }')
    assert c.ok and c.examples_run == 1, [d.message for d in c.diagnostics()]
    assert {x.id: x.value for x in c.ir.constants}["half"].value == Fraction(-1, 2)
    errors = _errors(tmp_path, '  fact f: count = -1/2 "F"\n  fact z: number = -1/0 "Z"')
    assert [(c, line) for c, line, _, _ in errors] == [("E401", 4), ("E401", 5)], errors


@pytest.mark.parametrize("dice, message", [("0d6", "dice 0d6 roll no die"),
                                           ("1d0", "dice 1d0 roll a die of no sides")])
def test_dice_of_no_die_or_no_sides_are_e006(tmp_path, dice, message):
    """`dice 0d6` in the header (or a constant `0d6`) passed; a table rolling it then asked for rows
    covering 0 to 0."""
    errors = _errors(tmp_path, "", HEADER.replace("dice 1d6", f"dice 1d6, {dice}"))
    assert errors == [("E006", 1, 62, message)]
    errors = _errors(tmp_path, f'  constant c = {dice} "C"')
    assert [(c, line, col) for c, line, col, _ in errors] == [("E006", 4, 16)]


KEYS = '''  table k "K" {
    rows keys
    columns keys
    | Unit | Move | Fight |
    |------|------|-------|
    | Tank | 4    | 6     |
  }
'''


@pytest.mark.parametrize("arg", ["value", "percent", "differential", "odds"])
def test_a_number_placed_on_columns_of_printed_labels_is_e401(tmp_path, arg):
    """`k("Tank", value: 2)` on a table whose columns are printed labels passed the checker and
    failed only when run (OffTable), or silently read no column."""
    given = "2:1" if arg == "odds" else "2"
    errors = _errors(tmp_path, KEYS + f'  example "e" {{ k("Tank", {arg}: {given}) == "4" }}')
    assert [(c, line, col) for c, line, col, _ in errors] == [("E401", 11, 27)], errors
    assert f"`{arg}:` places a value on columns of odds or numbers" in errors[0][3]
    assert _compile(tmp_path, KEYS + '  example "e" { k("Tank", column: "Move") == "4" }').ok


def test_chosen_by_does_not_go_with_allow(tmp_path):
    errors = _errors(tmp_path, '  permission p "P" { may not "enter" }\n'
                               '  exception e "E" { overrides p  allow  chosen by red }')
    assert [(c, line, col) for c, line, col, _ in errors] == [("E203", 5, 51)], errors
    assert _compile(tmp_path, '  permission p "P" { may not "enter" }\n'
                              '  exception e "E" { overrides p  allow }').ok


@pytest.mark.parametrize("body, code, message", [
    ('  formula f(x) = x\n  exception e "E" { overrides f }', "E404", "exception e overrides f but has no effect"),
    ('  exception e "E" { overrides e }', "E203", "exception e overrides e, an exception"),
    ('  formula f(x) = x\n  exception e "E" { overrides f  use 1 }\n  exception e2 "E2" { overrides e  use 2 }',
     "E203", "exception e2 overrides e, an exception"),
    ('  constant c = 1 "C"\n  exception e "E" { overrides c }', "E203", "exception e overrides c, a constant"),
    ('  results r "R" {\n    "A" => a "A"\n  }\n  exception e "E" { overrides r }', "E203",
     "exception e overrides r, a result vocabulary"),
])
def test_an_exception_changes_a_rule_or_documents_a_clause(tmp_path, body, code, message):
    """An exception without an effect on a formula, or on an exception, a constant, a vocabulary,
    passed: it changed nothing, and the designer was not told."""
    errors = _errors(tmp_path, body)
    assert [(c, m) for c, _, _, m in errors] == [(code, message)], errors


def test_a_table_of_row_labels_only_is_e307(tmp_path):
    """`| 1d6 |` rows with no result column passed; every lookup then raised OffTable."""
    errors = _errors(tmp_path, '  table t "T" {\n    roll 1d6\n    | 1d6 |\n    |-----|\n    | 1-6 |\n  }')
    assert errors == [("E307", 6, 5, "table t has no columns of results")]


def test_a_failing_example_writes_an_enum_value_or_a_side_bare(tmp_path):
    """E500's hint wrote `"clear"` for the enum value clear, as if the formula gave a text."""
    c = _compile(tmp_path, '  enum terrain "T" { clear, woods }\n  formula f(x: terrain) = x\n'
                           '  formula g(x: side) = x\n  formula h(x: terrain) = if x is clear then "clear" else "woods"\n'
                           '  constant mud = [clear, woods] "Mud"\n  constant dry = [woods] "Dry"\n  formula l(x) = mud\n'
                           '  example "a" { f(clear) == woods }\n  example "b" { g(red) == blue }\n'
                           '  example "c" { h(clear) == "woods" }\n  example "d" { l(1) == dry }')
    hints = [d.hint for d in c.diagnostics() if d.code == "E500"]
    assert hints == ["the left side gives clear", "the left side gives red", 'the left side gives "clear"',
                     "the left side gives [clear, woods]"]


@pytest.mark.parametrize("decl", ['enum flag "F" { a, b }', 'enum scenario "S" { a }', 'enum any "A" { a }',
                                  'record number "N" { s: count }', 'record any "A" { s: count }'])
def test_an_enum_or_record_named_after_a_built_in_type_is_e101(tmp_path, decl):
    """`enum flag { a, b }` made every `flag` fact take its values (`fact q: flag = a` passed),
    `enum scenario` replaced the book's scenarios as the values of the fact `scenario`, and a fact of
    an enum `any` was checked against nothing (the example then failed in Python, a TypeError)."""
    errors = _errors(tmp_path, f"  {decl}")
    kind, name = decl.split()[:2]
    assert errors[0][:3] == ("E101", 4, len(kind) + 4)
    assert errors[0][3] == f"{kind} {name} has the name of a built-in type"
    assert len(errors) == 1, errors   # (`record number { s: count }` also said "unknown type 'count'")


def test_an_enum_or_term_declared_twice_says_where_the_first_is(tmp_path):
    c = _compile(tmp_path, '  enum t "T" { a }\n  enum t "T2" { b }\n  term Z "Z"\n  term Z "Z2"')
    hints = [d.hint for d in c.diagnostics() if d.code == "E101"]
    assert hints == [f"first declared at {tmp_path / 'b.rules'}:4", f"first declared at {tmp_path / 'b.rules'}:6"]


@pytest.mark.parametrize("char, name", [("\u200b", "the zero-width space U+200B"), ("\u2060", "the word joiner U+2060"),
                                        ("\ufeff", "the zero-width no-break space (a byte-order mark) U+FEFF"),
                                        ("\x85", "the control character U+0085"),
                                        ("\u2028", "the line separator U+2028"),
                                        ("\u2029", "the paragraph separator U+2029"),
                                        ("\u00ad", "the soft hyphen U+00AD"),
                                        ("\u200d", "the zero-width joiner U+200D"),
                                        ("\u200c", "the zero-width non-joiner U+200C"),
                                        ("\u2063", "the invisible separator U+2063")])
def test_an_invisible_character_in_a_label_is_w602(tmp_path, char, name):
    """A zero-width space pasted into the row label `Woods` made a row no lookup of "Woods" found,
    and nothing said why (the label looks right); a C1 control (NEL) was not reported either."""
    c = _compile(tmp_path, f'  table t "T" {{\n    rows keys\n    columns keys\n    | Terrain | Move |\n'
                           f'    |---|---|\n    | Wo{char}ods | 2 |\n  }}')
    warnings = [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "warning"]
    assert warnings == [("W602", 9, 9, f"{name} in the text")]
    assert c.ok
    # (a file whose every line ended so read as one line, a comment: E103 "no header", with nothing
    # saying why; the hint says it is a line break of another kind)
    hint = next(d.hint for d in c.diagnostics() if d.code == "W602")
    assert ("a line break of another kind" in hint) == (char in "\x85\u2028\u2029"), hint
    from dsl.limits import visible
    assert visible(f"Wo{char}ods") == "Wo\N{REPLACEMENT CHARACTER}ods"


def test_a_zero_width_space_in_a_row_after_twenty_soft_hyphens_is_still_w602_and_counted(tmp_path):
    """W602 stopped after 20 per file without a word: a paragraph pasted from a PDF with 20 soft
    hyphens hid the zero-width space in the row label `Woods`, and the user saw only OffTable (and
    a verdict of 20 warnings for 21 characters)."""
    from compiler.check_report import Checked
    from compiler.scope import Target
    c = _compile(tmp_path, '  says "' + "a\u00ad" * 20 + '"\n  table t "T" {\n    rows keys\n    columns keys\n'
                           '    | Terrain | Move |\n    |---|---|\n    | Wo\u200bods | 2 |\n  }')
    warnings = [(d.code, d.span.line, d.span.column) for d in c.diagnostics() if d.severity == "warning"]
    assert len(warnings) == 21 and warnings[-1] == ("W602", 10, 9), warnings
    checked = Checked(Target(tmp_path / "b.rules"), c, tmp_path)
    assert "21 warnings" in checked.verdict()


def test_control_characters_past_the_bound_are_said_in_one_warning_and_counted(tmp_path):
    """Past the first 20 (and 20 more in table rows), the next one says how many more the file has,
    and the verdict counts them all; millions are counted, not reported one by one."""
    from compiler.check_report import Checked
    from compiler.scope import Target
    rows = "".join(f"    | R{i}\u200b | 2 |\n" for i in range(25))
    c = _compile(tmp_path, '  says "' + "a\u00ad" * 30 + '"\n  table t "T" {\n    rows keys\n    columns keys\n'
                           f'    | Terrain | Move |\n    |---|---|\n{rows}  }}\n  note "' + "b\u200b" * 100_000 + '"')
    warnings = [d for d in c.diagnostics() if d.severity == "warning"]
    assert len(warnings) == 41
    assert sorted(d.span.line for d in warnings if d.span.line > 4) == list(range(10, 30))   # 20 rows of 25
    more = [d for d in warnings if "more" in d.message]
    assert [(d.span.line, d.span.column) for d in more] == [(4, 50)]   # the 21st soft hyphen
    assert more[0].message == ("the soft hyphen U+00AD in the text, and 100,014 more after it in this file (each is "
                                    "a warning: only the first 20 of a file, and 20 more in table rows, are shown one by one)")
    checked = Checked(Target(tmp_path / "b.rules"), c, tmp_path)
    assert f"{20 + 20 + 100_015} warnings" in checked.verdict()


def test_a_ligature_in_a_table_label_is_w603_at_the_character(tmp_path):
    """`| ﬁeld | 2 |` (the ligature U+FB01, as a PDF's text gives it) looks like the row "field", but
    a lookup of "field" raised OffTable at run time and nothing said why (so did a soft hyphen or a
    zero-width joiner pasted inside a label, now W602)."""
    c = _compile(tmp_path, '  table t "T" {\n    rows keys\n    columns keys\n    | Terrain | Eﬀect |\n'
                           '    |---|---|\n    | Open ﬁeld | 2 |\n  }')
    warnings = [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "warning"]
    assert sorted(warnings) == [("W603", 7, 18, "the ligature ﬀ (U+FB00) in the label 'Eﬀect'"),
                                ("W603", 9, 12, "the ligature ﬁ (U+FB01) in the label 'Open ﬁeld'")], warnings
    assert c.ok and "write the letters ff" in sorted(d.hint for d in c.diagnostics())[0]


def test_a_no_break_space_in_a_table_label_is_w603_at_the_character(tmp_path):
    """`| Light\u00a0woods | 2 |` looks like the row "Light woods", but a lookup of "Light woods"
    raised OffTable at run time and nothing said why."""
    c = _compile(tmp_path, '  table t "T" {\n    rows keys\n    columns keys\n    | Terrain | Move\u00a0cost |\n'
                           '    |---|---|\n    | Light\u00a0woods | 2 |\n  }')
    warnings = [(d.code, d.span.line, d.span.column) for d in c.diagnostics() if d.severity == "warning"]
    assert sorted(warnings) == [("W603", 7, 21), ("W603", 9, 12)], warnings
    assert c.ok and "no-break space (U+00A0)" in c.diagnostics()[0].message


def test_a_decomposed_accent_in_a_table_label_is_w603_at_the_mark(tmp_path):
    """`| Cafe\u0301 | 1 |` (an e and a combining acute, as macOS and some PDFs give é) looks like
    the row "Café", but a lookup typing é raised OffTable ("no row 'Café'") and nothing said why."""
    c = _compile(tmp_path, '  table t "T" {\n    rows keys\n    columns keys\n    | Terrain | Effet |\n'
                           '    |---|---|\n    | Cafe\u0301 | 1 |\n  }')
    warnings = [(d.code, d.span.line, d.span.column) for d in c.diagnostics() if d.severity == "warning"]
    assert warnings == [("W603", 9, 11)], warnings
    assert c.ok and "U+0301 (combining acute accent)" in c.diagnostics()[0].message


def test_two_rows_that_differ_only_in_a_decomposed_accent_are_e302(tmp_path):
    """`Café` written both ways were two rows that look the same, each found only by its own bytes."""
    errors = _errors(tmp_path, '  table t "T" {\n    rows keys\n    columns keys\n    | Terrain | Effet |\n'
                               '    |---|---|\n    | Caf\u00e9 | 1 |\n    | Cafe\u0301 | 2 |\n  }')
    assert [e[:3] for e in errors] == [("E302", 10, 7)] and "once with a combining mark" in errors[0][3]


@pytest.mark.parametrize("char", ["\u2028", "\u2029", "\x85"])
def test_a_line_or_paragraph_separator_never_breaks_the_source_line_under_a_caret(tmp_path, char):
    """U+2028 and U+2029 (like U+0085) are no line break to the parser, but a terminal breaks the
    line at them: printed raw, the source line under a caret came apart from its caret."""
    from dsl.diagnostics import render
    c = _compile(tmp_path, f'  note "A{char}B" zz')
    shown = "\n".join(render(d, c.sources) for d in c.diagnostics())
    assert "E001" in shown and "W602" in shown
    assert char not in shown and '"A\N{REPLACEMENT CHARACTER}B" zz' in shown


ROLLS = '''  table t "T" {
    roll 1d6
    columns keys
    | 1d6 | A |
    |-----|---|
    | 1-3 | x |
    | 4-6 | y |
  }
'''


def test_a_roll_is_a_whole_number(tmp_path):
    """`t(roll: 7/2)` read row 3 (the roll cut to a whole number) and the example passed; a computed
    roll of 7/2 did the same. The public function refused it (WrongType); the rules now do too."""
    errors = _errors(tmp_path, ROLLS + '  example "e" { t(roll: 7/2, column: "A") == "x" and t(2, "A", shift: 0.5) == "x" }')
    assert [(c, line, col, m) for c, line, col, m in errors] == [
        ("E401", 12, 25, "a roll of t is a whole number, not 7/2"),
        ("E401", 12, 71, "a shift of t is a whole number, not 1/2")], errors
    errors = _errors(tmp_path, ROLLS + '  formula f(x) = t(roll: x / 2, column: "A").text\n  example "e" { f(7) == "x" }')
    assert [(c, m) for c, _, _, m in errors] == [
        ("E501", "example 'e' cannot run: WrongType: t [1]: a roll is read by a whole number; got 7/2")]


def test_a_value_of_a_book_without_scenarios_says_so(tmp_path):
    errors = _errors(tmp_path, '  formula f(x) = x\n  example "e" { f(1, scenario: nowhere) == 1 }')
    c = _compile(tmp_path, '  formula f(x) = x\n  example "e" { f(1, scenario: nowhere) == 1 }')
    assert [(d.code, d.hint) for d in c.diagnostics()] == [("E206", "the book declares no scenario")], errors


@pytest.mark.parametrize("body, at, what", [
    ('  constant yes = 3 "Y"', (4, 12), "constant yes"),
    ('  fact none: number = 1 "N"\n  formula f(x) = x + none\n  example "e" { f(1) == 2 }', (4, 8), "fact none"),
    ('  enum answer "A" { maybe, no }', (4, 28), "value no of enum answer"),
    ('  formula f(yes) = yes', (4, 13), "parameter yes of f"),
])
def test_a_name_spelled_like_a_value_of_the_language_is_e101(tmp_path, body, at, what):
    """`fact none: number` was accepted, and `x + none` then read the value none: the example failed
    in Python (TypeError); `enum answer { yes, no }` could never be compared with its values."""
    errors = _errors(tmp_path, body)
    name = what.split()[1]
    assert errors[0] == ("E101", *at, f"{what}: `{name}` is a value of the language, so every use of the name "
                                      "would read it"), errors
    assert all(code != "E501" for code, *_ in errors)


def test_a_side_spelled_like_a_value_of_the_language_is_e101(tmp_path):
    errors = _errors(tmp_path, "", HEADER.replace("side blue", "side no"))
    assert [(c, line, col) for c, line, col, _ in errors] == [("E101", 1, 40)], errors


@pytest.mark.parametrize("book_id", ["markdown", "click", "PIL", "__main__", "__init__"])
def test_a_book_id_that_would_hide_a_module_the_build_imports_is_e105(tmp_path, book_id):
    """`book markdown` passed: its package, first on `sys.path` like every book's, would hide the
    module mkdocs reads Markdown with; `book __main__` would be the running program when imported."""
    errors = _errors(tmp_path, "", HEADER.replace("book b", f"book {book_id}"))
    assert [(c, line, col) for c, line, col, _ in errors] == [("E105", 1, 6)], errors


def test_an_aid_item_of_the_wrong_kind_is_named_with_its_article(tmp_path):
    errors = _errors(tmp_path, '  formula f(x) = x\n  exception e "E" { overrides f  use 1 }\n'
                               '  aid a "A" {\n    page A4 portrait\n    results f\n    table e\n  }')
    assert [m for _, _, _, m in errors] == ["f is a formula, not a result vocabulary", "e is an exception, not a table"]


EDGES = '''  results r "R" {
    "A" => a "A"
  }
  table t "T" {
    roll 1d6
    columns odds
    results r
    EDGE
    | 1d6 | 1:1 |
    |-----|-----|
    | 1-6 | A   |
  }
'''


@pytest.mark.parametrize("edge, code, message", [
    ('off right: result "A", clamp', "E307", "`result` and `clamp` on `off right`: a fixed result answers a column "
                                            "off the table whatever the roll"),
    ('off right: result "ZZ"', "E303", "the edge result 'ZZ' does not parse under r"),
    ('roll above 6: result "ZZ"', "E303", "the edge result 'ZZ' does not parse under r"),
])
def test_an_edge_result_answers_a_roll_and_parses(tmp_path, edge, code, message):
    """`off right: result "ZZ"` was accepted and ignored (the lookup read the last column): a column
    edge's result now answers, alone on its edge; a result that matches no pattern is E303 (a roll
    edge's answered a result of no kind)."""
    errors = _errors(tmp_path, EDGES.replace("EDGE", edge))
    assert [(c, line, m) for c, line, _, m in errors] == [(code, 11, message)], errors


def test_a_drm_edge_on_keyed_rows_is_e307(tmp_path):
    """The edge's die-roll modifier on a table read by keys modified nothing."""
    errors = _errors(tmp_path, '  table t "T" {\n    rows keys\n    columns odds\n    off right: clamp, drm +1 per column\n'
                               '    | k | 1:1 |\n    |---|-----|\n    | a | b   |\n  }')
    assert [(c, line, col) for c, line, col, _ in errors] == [("E307", 7, 23)], errors


@pytest.mark.parametrize("given, message", [
    ("n: 5/2", "the fact n is a whole number (integer), not 5/2"),
    ("k: 5/2", "the fact k is a whole number (count), not 5/2"),
    ("k: -1", "the fact k is a count, 0 or more, not -1"),
    ("q: 1/2", "the parameter q of g is a whole number (count), not 1/2"),
])
def test_an_example_gives_a_whole_number_to_a_count_or_integer(tmp_path, given, message):
    """`double(n: 5/2) == 5` passed for an integer (or count) fact, and `-1` for a count: an engine
    giving the same value is refused (WrongType), so the example stated what no engine can ask."""
    body = ('  fact n: integer = 0 "N"\n  fact k: count = 0 "K"\n  formula f() = n + k\n'
            '  formula g(q: count) = q\n'
            f'  example "e" {{ {"g(" + given + ")" if given.startswith("q") else "f(" + given + ")"} == 0 }}')
    errors = _errors(tmp_path, body)
    assert [(c, m) for c, _, _, m in errors] == [("E401", message)], errors
    whole = body.replace(given.split(": ")[1], "4/2" if "/" in given else "1")   # 4/2 is the whole number 2
    assert not [e for e in _errors(tmp_path, whole) if e[0] == "E401"]


@pytest.mark.parametrize("first, second, code, at", [
    ("Light woods", "Light  woods", "E304", (6, 27)), ("Light woods", "Light\twoods", "E304", (6, 27)),
    ("\u00c5rhus", "\u212brhus", "E304", (6, 21)), ("Kiev", "\u212aiev", "E304", (6, 20))])
def test_two_columns_that_look_alike_printed_are_e304(tmp_path, first, second, code, at):
    """Columns `Light woods`, `Light  woods` and `Light<tab>woods` (or `Århus` with the Angstrom sign,
    `Kiev` with the Kelvin sign) checked clean or with a warning: the aid and the web book printed
    two headers that look the same, each answering its own column (rows were E302 already)."""
    errors = _errors(tmp_path, f'  table t "T" {{\n    roll 1d6\n    | 1d6 | {first} | {second} |\n'
                               f'    |---|---|---|\n    | 1-6 | A | B |\n  }}')
    assert [e[:3] for e in errors] == [(code, *at)] and "they look alike printed" in errors[0][3], errors


def test_two_rows_that_look_alike_printed_are_e302_and_a_run_of_spaces_is_w603(tmp_path):
    c = _compile(tmp_path, '  table t "T" {\n    rows keys\n    columns keys\n    | Terrain | Move |\n'
                           '    |---|---|\n    | Light  woods | 1 |\n    | Light woods | 2 |\n    | Open\tground | 1 |\n  }')
    found = [(d.code, d.span.line, d.span.column) for d in c.diagnostics()]
    assert found == [("W603", 9, 12), ("E302", 10, 7), ("W603", 11, 11)], found
    assert "'Light  woods' (they look alike printed)" in c.diagnostics()[1].message


@pytest.mark.parametrize("meaning, said", [
    ("loses {n} steps, see {retreat}", "names {retreat}, which the pattern neither prints nor fixes"),
    ("loses {{n}} steps", "holds a brace that is no placeholder"),
    ("loses {n steps", "holds a brace that is no placeholder")])
def test_a_meaning_names_only_the_fields_its_pattern_prints(tmp_path, meaning, said):
    """The aid filled `see {retreat}` in as "see retreat" (the field's name: the pattern `A{n}` prints
    no retreat) and `{{n}}` as "{1}", without a word."""
    errors = _errors(tmp_path, f'  results r "R" {{\n    "A{{n}}" => att "{meaning}"\n    "-" => none_ "none"\n  }}')
    assert [e[:3] for e in errors] == [("E311", 5, 5)] and said in errors[0][3], errors
    assert not _errors(tmp_path, '  results r "R" {\n    "A{n}" => att "loses {n} steps"\n    "-" => none_ "none"\n  }')
    # (a field one letter off is offered: the hint said only which fields the pattern has)
    typo = [d for d in _compile(tmp_path, '  results r "R" {\n    "A{loss}" => att "loses {los} steps"\n'
                                          '    "-" => none_ "none"\n  }').diagnostics() if d.severity == "error"]
    assert [d.code for d in typo] == ["E311"] and typo[0].hint.startswith("did you mean {loss}? "), typo
    # (a fixed field is the pattern's own: its meaning may name it)
    assert not _errors(tmp_path, '  results r "R" {\n    "A{n}" => att "loses {n} steps, retreats {retreat}" { retreat: 2 }'
                                 '\n    "-" => none_ "none" { loss: 0 }\n  }')


def test_a_wrong_page_setting_of_an_aid_is_reported_where_it_is_written(tmp_path):
    """`page Z9 sideways`: both errors were placed under the aid's name, not under Z9 and sideways."""
    errors = _errors(tmp_path, '}\naid a1 "Aid" {\n  heading "H"\n  page Z9 sideways')
    assert [e[:3] for e in errors] == [("E206", 7, 8), ("E206", 7, 11)], errors


def test_labels_that_print_differently_are_two_labels(tmp_path):
    """`1 km²` and `1 km2`, `①` and `1` print differently: they were E302 'look alike printed' (the
    compatibility form, NFKC, made them one)."""
    assert not _errors(tmp_path, '  table t "T" {\n    rows keys\n    columns keys\n    | Range | Move |\n'
                                 '    |---|---|\n    | 1 km\u00b2 | 1 |\n    | 1 km2 | 2 |\n    | \u2460 | 3 |\n'
                                 '    | 1 | 4 |\n  }')


def test_text_in_triple_quotes_is_a_constant_s_value_and_a_literal(tmp_path):
    """The reference says text may be written in triple quotes; a constant's value and a text in an
    expression were E001 ("expected … text in quotes", which it was)."""
    c = _compile(tmp_path, '  constant oob = """\n    Two infantry regiments\n    One artillery battalion\n  """ "Order of battle"\n'
                           '  constant short = """one line""" "Short"\n'
                           '  example "e" { short == """one line""" and oob == "Two infantry regiments One artillery battalion" }')
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.module.CONSTANTS["short"].value == "one line" and c.examples_run == 1


def test_dice_with_leading_zeros_are_the_dice_they_name(tmp_path):
    """`dice 1d6, 01d06` named one die twice without E101; `dice 01d06` beside a table's `roll 1d6` was
    E308 "which the book header does not declare"."""
    errors = _errors(tmp_path, '  table t "T" {\n    roll 1d6\n    | 1d6 | a |\n    |---|---|\n    | 1-6 | x |\n  }',
                     header='book b { title "B" side red "Red" side blue "Blue" dice 01d06 }\n')
    assert errors == [], errors
    errors = _errors(tmp_path, '', header='book b { title "B" side red "Red" side blue "Blue" dice 1d6, 01d06 }\n')
    assert [e[0] for e in errors] == ["E101"], errors
    # (a corner written so, and a dice constant: the regression probe found them E307 and unequal)
    errors = _errors(tmp_path, '  constant cd = 1d6 "Cd"\n  constant cz = 01d06 "Cz"\n  example "e" { cd == cz and cz == 1d6 }\n'
                               '  table t "T" {\n    roll 01d06\n    | 01d06 | a |\n    |---|---|\n    | 1-6 | x |\n  }')
    assert errors == [], errors


def test_text_in_triple_quotes_keeps_a_no_break_space():
    # (`str.split()` joined a triple-quoted text's lines over every Unicode blank: a no-break space in
    # a row label written so, "Range 1 km", became a plain one, and the lookup missed the label)
    from dsl.text import _unquote
    assert _unquote('"""\n    Range 1\u00a0km\n    and on\n\n    two\n  """') == "Range 1\u00a0km and on\n\ntwo"


@pytest.mark.parametrize("body, at", [
    ("  formula g(a: number) = options + 1", (4, 26)),
    ("  formula h(a: number): number = options", (4, 34)),
    ("  formula k(a: number) = max(options, 1)", (4, 30)),
    ("  formula n(a: number) = -options", (4, 27)),
])
def test_the_options_in_play_are_no_number_e401(tmp_path, body, at):
    """`options` (the optional clauses chosen) was typed as anything: `options + 1` checked clean,
    then `rules explain` ended in 'internal error' and the package raised a raw TypeError, and a
    formula declared a number answered the text `all` (hard-input round 7)."""
    errors = _errors(tmp_path, body)
    assert [(c, line, col) for c, line, col, _ in errors] == [("E401", *at)], errors
    assert "options" in errors[0][3]


def test_the_options_in_play_are_still_passed_along_to_a_rule(tmp_path):
    c = _compile(tmp_path, "  formula f(a: number) = a + 1\n  formula g(a: number) = f(a, options: options)\n"
                           "  example \"e\" { g(1) == 2 }")
    assert not [d for d in c.diagnostics() if d.severity == "error"]


def test_a_construct_used_as_a_value_is_named_with_its_article(tmp_path):
    errors = _errors(tmp_path, '  formula f(a: number) = a + 1\n  exception e1 "E" { overrides f use 1 }\n'
                               '  formula g(a: number) = e1')
    assert [m for c, _, _, m in errors if c == "E203"] == ["e1 is an exception; it cannot be used as a value here"]


@pytest.mark.parametrize("body, at, read", [
    ('  constant c = 3:2 "Odds"', (4, 12), "1:1"),
    ('  fact r: ratio = 7:2 "Odds"', (4, 19), "3:1"),
    ('  formula f(a: ratio) = a >= 2:3', (4, 30), "1:2"),
])
def test_odds_written_uneven_say_what_they_are_read_as(tmp_path, body, at, read):
    """`3:2` was read as 1:1 without a word, so `odds(3, 2) == 3:2` passed (designer round 4)."""
    errors = _errors(tmp_path, body)
    assert [(c, line, col) for c, line, col, _ in errors] == [("E401", *at)], errors
    assert f"are read as {read}: odds are rounded in the defender's favour" in errors[0][3]


def test_odds_given_uneven_to_a_call_are_an_input_placed_as_odds_are(tmp_path):
    errors = _errors(tmp_path, '  formula f(a: ratio) = a >= 2:1\n  example "e" { f(5:2) == yes }\n'
                               '  formula o(a: number, d: number) = odds(a, d)\n  example "wrong" { o(3, 2) == 3:2 }')
    assert [(c, line, col) for c, line, col, _ in errors] == [("E401", 7, 32)], errors


def test_rolls_of_the_dice_left_to_a_clamp_edge_rule_are_e301(tmp_path):
    """A 1d6 table turned 2d6 with `roll above 6: clamp` read 7 to 12 on the 6 row and checked clean
    (designer round 4); a fixed result for a roll the dice give (Changsha's barrage 1) stays allowed."""
    table = ('  table t "T" {{\n    roll 2d6\n    columns numbers\n    {edge}\n    | 2d6 | 1 | 2 |\n'
             '    |-----|---|---|\n{rows}  }}')
    rows = "".join(f"    | {r} | a | b |\n" for r in range(1, 7))
    errors = _errors(tmp_path, table.format(edge="roll above 6: clamp", rows=rows), HEADER.replace("1d6", "2d6"))
    assert [(c, line) for c, line, _, _ in errors] == [("E301", 7)], errors
    assert "no row covers a roll of 7 on 2d6: `roll above 6: clamp` reads the outer row" in errors[0][3]
    rows = "".join(f"    | {r} | a | b |\n" for r in range(3, 13))
    assert not _errors(tmp_path, table.format(edge='roll below 3: result "a"', rows=rows), HEADER.replace("1d6", "2d6"))


def test_a_grid_without_its_header_row_is_said_once_at_its_first_row(tmp_path):
    """The header and `|---|` lines left out: the first row was the header, each cell an E305, with
    an E301 and a W312 whose hint (move the bound) would hide the mistake (designer round 4)."""
    c = _compile(tmp_path, '  table crt "CRT" {\n    roll 1d6\n    columns odds\n    roll below 1: clamp\n'
                           '    | 1   | A   | B   |\n    | 2-6 | A   | B   |\n  }')
    found = [(d.code, d.span.line, d.message) for d in c.diagnostics() if d.severity != "note"]
    assert found == [("E307", 8, "the first row of crt is read as its header (there is no `|---|` line under a "
                                 "header): its row label '1' is a roll, and A, B are no odds labels")], found


def test_a_value_of_the_enum_written_as_a_list_is_offered_brackets(tmp_path):
    c = _compile(tmp_path, '  fact ground: terrain = clear "Ground"\n'
                           '  formula f(a: number) = if ground not in town then 1 else 0',
                 HEADER + 'enum terrain "Terrain" { clear "Clear", town "Town" }\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E202", "town is a value of terrain: write `not in (town)`, or `is not town`")


def test_a_permission_given_a_value_by_position_is_one_error(tmp_path):
    errors = _errors(tmp_path, '  fact at_ford: flag = no "At a ford"\n'
                               '  permission creek "Creek" { may not "cross the creek" unless at_ford }\n'
                               '  example "Ford" { creek(yes) == yes }')
    assert [(c, m) for c, _, _, m in errors] == [("E402", "creek takes no positional argument")], errors


def test_a_failing_example_whose_rules_include_one_of_an_optional_clause_says_to_give_options(tmp_path):
    """`total_shift(twilight: yes) == -1` outside the optional clause of its member failed with only
    "the left side gives 0" (designer round 4)."""
    c = _compile(tmp_path, '  combine total_shift "All shifts" sum of (twilight_shift)\n'
                           '  example "Twilight counts" { total_shift(twilight: yes) == -1 }',
                 HEADER + 'clause 0 "Twilight" optional {\n  says "x"\n  fact twilight: flag = no "Twilight"\n'
                          '  modifier twilight_shift "Twilight" { shift 1 left when twilight }\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E500" and d.hint == ('the left side gives 0; twilight_shift of optional rule [0] gives nothing '
                                           'out of play: if it should count, give `options: "0"`'), d


def test_a_placement_at_one_of_several_places_reads_or():
    """War of the Suns' "enters at 3 or 4" read "at entry area 3, entry area 4", as "one in each"
    lines do (player round 4)."""
    import war_of_the_suns
    from compiler.site_scenarios import placement
    from conftest import compiled_book
    sc = next(s for s in compiled_book("war_of_the_suns").ir.scenarios
              if any(r.units.startswith("VA/Hunan 70") for r in s.reinforcements))
    line = next(r for r in sc.reinforcements if r.units.startswith("VA/Hunan 70"))
    assert line.placement.one_of and placement(line.placement) == "at entry area 3 or 4"
    assert war_of_the_suns.SCENARIOS[sc.id].reinforcements[sc.reinforcements.index(line)].placement.one_of
    kg = compiled_book("khalkin_gol").ir.scenarios
    each = next(s for sc in kg for s in sc.setups if s.units.startswith("Entrenchment (one in each hex)"))
    assert not each.placement.one_of and placement(each.placement) == "at 1211 (Bain Tuman) and 2015 (Tamsag Bulak)"
    # (the last of several places joins with "and", and within N of several with "or": the 2 IMB's set-up,
    # Scenario III, is within 3 hexes of Hailar and/or Arshaan; Scenario II's supply is in either or both)
    near = next(s for sc in kg for s in sc.setups if s.placement.kind == "within" and len(s.placement.places) == 2)
    assert "within 3 hexes of 2608 (Hailar) or 2614 (Arshaan)" in placement(near.placement)
    both = next(s for sc in kg for s in sc.setups if s.units.startswith("1× 20-5 infantry (7)"))
    assert placement(both.placement) == "at 2608 (Hailar) and 2614 (Arshaan)"


def test_a_reference_near_a_constructs_name_is_offered_it(tmp_path):
    """`[crt_table]` for the table `[crt]` was told to escape its brackets (designer round 4)."""
    c = _compile(tmp_path, '  table crt "CRT" {\n    roll 1d6\n    columns numbers\n    | 1d6 | 1 | 2 |\n'
                           '    |-----|---|---|\n    | 1-6 | a | b |\n  }\n  note "Read the table [crt_table]."')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E201", "did you mean [crt]?"), d


def test_odds_a_rule_gives_a_call_uneven_are_e401(tmp_path):
    """`crt(roll: die, column: 3:2)` in a formula read the 1:1 column without a word (hard-input round 8)."""
    errors = _errors(tmp_path, '  table crt "CRT" {\n    roll 1d6\n    columns odds\n    | 1d6 | 1:1 | 2:1 |\n'
                               '    |-----|-----|-----|\n    | 1-6 | a   | b   |\n  }\n'
                               '  formula surprise(die: number) = crt(roll: die, column: 3:2)')
    assert [(c, line) for c, line, _, _ in errors] == [("E401", 11)], errors


def test_odds_given_uneven_to_explain_are_an_input(capsys):
    from compiler.cli import main
    assert main(["explain", "changsha", "crt(roll: 3, column: 7:2, attacker: IJA)"]) == 0
    assert capsys.readouterr().out.startswith("'A1' (attacker; loss 1, retreat 0; row 2-3, column 3:1)")


def test_a_permission_given_an_enum_value_by_position_is_told_the_fact_to_name(tmp_path):
    """`tank_mountains(mountain)` was an E402 and an E203 whose hint pointed away (hard-input round 8)."""
    c = _compile(tmp_path, '  enum terrain "Terrain" { clear "Clear", mountain "Mountain" }\n'
                           '  fact target: terrain = clear "Target"\n'
                           '  permission tank_mountains "Tanks" { may not "enter" when target is mountain }\n'
                           '  example "e" { tank_mountains(mountain) == no }')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E402", "give the facts it reads by name: tank_mountains(target: mountain)"), d


def test_a_set_up_line_separates_the_side_from_the_formation():
    """War of the Suns' "Western Allies (WA) The Chindits: Br 14 …" ran a side's title and a formation's
    together (player probe, stop 38)."""
    from compiler.site_scenarios import scenario_lines
    from conftest import compiled_book
    book = compiled_book("war_of_the_suns").ir
    lines = [line for sc in book.scenarios for _, said in scenario_lines(book, sc, lambda e: e) for line in said]
    chindits = [line for line in lines if "Chindits:" in line]
    assert chindits and all(line.startswith("Western Allies (WA), The Chindits: ") for line in chindits), chindits
