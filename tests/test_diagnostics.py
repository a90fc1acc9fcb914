"""One small bad input per diagnostic code: the code, line and column are asserted, and no
traceback is ever printed. The cases live in tests/cases/bad/, each opening with
`# expect CODE at LINE:COL`."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl.diagnostics import CODES

BAD = Path(__file__).parent / "cases" / "bad"
EXPECT = re.compile(rb"# expect (E\d+) at (\d+):(\d+)")
CASES = sorted(BAD.glob("*.rules"))


def _expected(path: Path):
    m = EXPECT.match(path.read_bytes())
    return m.group(1).decode(), int(m.group(2)), int(m.group(3))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_bad_input_gives_its_diagnostic(path):
    code, line, col = _expected(path)
    compiled = compile_book(path)
    found = [(d.code, d.span.line if d.span else 0, d.span.column if d.span else 0) for d in compiled.diagnostics()]
    assert (code, line, col) in found, found


def test_every_code_has_a_case():
    covered = {_expected(p)[0] for p in CASES}
    missing = {c for c in CODES if c.startswith("E")} - covered
    assert not missing, f"diagnostic codes without a bad-input test: {sorted(missing)}"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_cli_reports_without_traceback(path):
    out = subprocess.run([sys.executable, "-m", "compiler", "check", str(path)], capture_output=True, text=True)
    assert out.returncode == 1
    assert "Traceback" not in out.stderr + out.stdout
    code = _expected(path)[0]
    assert f"error[{code}]" in out.stderr


def test_rendered_diagnostic_has_location_source_caret_and_hint():
    out = subprocess.run([sys.executable, "-m", "compiler", "check", str(BAD / "E201_unknown_reference.rules")],
                         capture_output=True, text=True)
    lines = out.stderr.splitlines()
    head = next(i for i, x in enumerate(lines) if "error[E201]" in x)
    assert re.match(r"^tests/cases/bad/E201_unknown_reference\.rules:3:28: error\[E201\]: ", lines[head]) or \
        lines[head].endswith("reference to unknown clause [12.7]")
    assert "see [12.7]" in lines[head + 1]
    assert lines[head + 2].strip().startswith("|") and "^" in lines[head + 2]
    assert "hint" in lines[head + 3]


def test_json_format():
    out = subprocess.run([sys.executable, "-m", "compiler", "check", "--format", "json",
                          str(BAD / "E302_overlapping_rows.rules")], capture_output=True, text=True)
    assert out.returncode == 1
    data = json.loads(out.stdout)
    assert {"code": "E302", "line": 10, "column": 7}.items() <= next(d for d in data if d["code"] == "E302").items()


def test_several_diagnostics_in_one_run(tmp_path):
    src = (BAD / "E001_syntax.rules").read_text() + '\nclause 2 "Two" {\n  says "x"\n  bogus here\n}\n'
    path = tmp_path / "two.rules"
    path.write_text(src)
    codes = [d.code for d in compile_book(path).diagnostics()]
    assert codes.count("E001") == 2


def test_syntax_errors_in_blocks_inside_one_clause_are_each_said(tmp_path):
    """Parsing resumes at the next top-level declaration after a syntax error; the blocks declared
    inside the same top-level clause below the error were passed over, and their own syntax errors
    were only said at the next run. Each is now parsed alone (within one with an error, so are the
    blocks below it): every error of the chapter is said at once, and a block that parses says
    nothing (prose that starts with a keyword inside a long text is not read as a block)."""
    header = (BAD / "E001_syntax.rules").read_text().split("clause", 1)[0]
    body = ('clause 5.0 "Movement" {\n'                                  # 1
            '  says "Units move." extra\n'                                # 2: the first error
            '  clause 5.1 "Points" {\n    constant mp = 4 "MP"\n  }\n'  # 3-5: parses
            '  clause 5.2 "Roads" {\n    says "Cheap" bogus\n'            # 6-7: an error
            '    table t "T" {\n      roll 1d6 1d6\n    }\n'               # 8-10: an error inside 5.2, below its own
            '    note """\n    example of a road {\n    """\n'            # 11-13: a keyword in a long text
            '  }\n'                                                         # 14
            '  clause 5.3 "Rivers" {\n    constant r = = 2 "R"\n  }\n'   # 15-17: an error
            '}\n')
    path = tmp_path / "nested.rules"
    path.write_text(header + body)
    first = header.count("\n")
    said = [(d.code, d.span.line - first, d.span.column) for d in compile_book(path).diagnostics()]
    assert said == [("E001", 2, 22), ("E001", 7, 18), ("E001", 9, 16), ("E001", 16, 18)], said


def test_usage_errors_exit_2():
    assert subprocess.run([sys.executable, "-m", "compiler", "check", "no_such_book"], capture_output=True).returncode == 2
    assert subprocess.run([sys.executable, "-m", "compiler", "frobnicate"], capture_output=True).returncode == 2
    assert subprocess.run([sys.executable, "-m", "compiler"], capture_output=True).returncode == 2


def test_gaps_and_doubts_are_notes_not_errors():
    fixture = Path(__file__).parent / "cases" / "fixture"
    out = subprocess.run([sys.executable, "-m", "compiler", "check", "--notes", str(fixture)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "note[W601]: gap: table gcrt (Ground Combat Results Table) is not in the source: printed on the map" in out.stderr
    assert "note[W601]: doubt: The source prints 1.1 twice." in out.stderr
    quiet = subprocess.run([sys.executable, "-m", "compiler", "check", "--quiet", str(fixture)], capture_output=True, text=True)
    assert "W601" not in quiet.stderr


def test_a_file_name_with_a_line_break_or_a_bidirectional_control_stays_one_visible_line(tmp_path):
    """`path:line:col` is what an editor follows: a file named with a line break broke it in two,
    and U+202E in a name reordered the rest of the line on the terminal."""
    folder = tmp_path / "book\u202eks"
    folder.mkdir()
    (folder / "a\nb.rules").write_text('book w {\n title "T"\n side red "R"\n dice 1d6\n}\n'
                                       'clause 1 "A" { says "x" oops }\n', encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "compiler", "check", str(folder)], capture_output=True, text=True)
    lines = out.stderr.splitlines() + out.stdout.splitlines()
    assert any(line.endswith("book\\u202eks/a\\nb.rules:6:25: error[E001]: unexpected 'oops'") for line in lines), lines
    assert "\u202e" not in out.stderr + out.stdout
    assert "a\\nb: errors — 0 clauses, 0 tables, 0 examples run; 0 gaps, 0 doubts noted" in lines


@pytest.mark.parametrize("before, culprit, columns", [
    ("| HQ 1st Army (香月清司) | ", "[99.9]", 4),          # four wide characters: two terminal columns each
    ("| Cafe\u0301 \u0301| ", "[99.9]", -2),               # decomposed accents: no column of their own
    ("| \U0001F3B2 die | ", "[99.9]", 1),                   # an emoji: two columns
    ("| a\rb | ", "[99.9]", 0),                            # a carriage return: shown as one visible character
    ("| \u0e01\u0e31\u0e1a \u0915\u0941 | ", "[99.9]", -2),   # Thai and Devanagari vowel signs (Mn, class 0): none
    ("| \u1100\u1161\u11a8 | ", "[99.9]", -1),             # a decomposed Hangul syllable: two columns in all
])
def test_the_caret_stands_under_the_culprit_on_the_terminal(before, culprit, columns, tmp_path):
    """The caret was placed by characters: under a CJK name (War of the Suns' order of battle) it
    stood four terminal columns left of `[99.9]`, after decomposed accents to the right; a carriage
    return in the shown line sent the terminal back to its start."""
    from dsl.diagnostics import Diagnostic, render
    from dsl.source import SourceFile, Span
    line = "says \"" + before + culprit + "\""
    src = SourceFile("x.rules", line + "\n")
    at = line.index(culprit) + 1
    shown = render(Diagnostic("E201", "reference to unknown clause", Span("x.rules", 1, at, 1, at + 6), "h"),
                   {"x.rules": src})
    source_line, caret = shown.splitlines()[1:3]
    assert "\r" not in shown
    assert caret.index("^") - caret.index("|") == at + columns + 1 and caret.count("^") == 6
    assert source_line.index("|") == caret.index("|")


def test_json_diagnostics_escape_what_a_terminal_acts_on(tmp_path):
    """`check --format json --notes` wrote a doubt's U+202E and U+2028 raw (every text output shows them
    as U+FFFD): a person reading the JSON saw the line reordered. They are JSON escapes now, the same
    value to a JSON reader."""
    book = tmp_path / "b.rules"
    book.write_text('book b { title "B" side red "Red" dice 1d6 }\nclause 1 "One" {\n  says "x"\n'
                    '  doubt "left \u202eright\u2028next é"\n}\n', encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "compiler", "check", "--format", "json", "--notes", str(book)],
                         capture_output=True, text=True, encoding="utf-8")
    assert out.returncode == 0, out.stderr
    assert "\u202e" not in out.stdout and "\u2028" not in out.stdout and "\\u202e" in out.stdout, out.stdout
    notes = [d for d in json.loads(out.stdout) if d["code"] == "W601"]
    assert [d["message"] for d in notes] == ["doubt: left \u202eright\u2028next é"], out.stdout


_HEADER = 'book bad { title "Bad" side red "Red" side blue "Blue" dice 1d6, 2d6 }\n'


@pytest.mark.parametrize("body, said", [
    # a nested block is parsed to its `}`, not to the end of that line: what follows is its parent's
    ('clause 5 "A" {\n  says "x" bogus\n  clause 5.1 "B" {\n    says "y"\n  }}\nclause 6 "C" {\n  says "z"\n}\n',
     [(3, "unexpected 'bogus'")]),
    ('clause 5 "A" {\n  says "x" bogus\n  clause 5.1 "B" {\n    says "y"\n  } note "after"\n}\n',
     [(3, "unexpected 'bogus'")]),
    # a long text that opens on the error's line, or right after it: its lines are text, not blocks
    ('clause 5 "A" {\n  says "x"\n  nots """Designer\'s note. The old edition wrote the rule as\n'
     '    clause 5.9 "Old" {\n      units may not move\n    }\n  and this edition drops it."""\n}\n',
     [(4, "unexpected 'nots'")]),
    # a table row that reads a `}` as a cell, above a block left open further on: said once each
    ('clause 1 "A" {\n  table t "T" {\n    roll 1d6\n    | 1 | {x}\n  }\n  clause 1.1 "B" {\n    says "y" bogus\n'
     '  }\n}\nclause 2 "C" {\n  says "z"\n  clause 2.1 "D" {\n    says "w"\n}\n',
     [(8, "unexpected 'bogus'"), (13, "the block of clause 2.1 is never closed")]),
    # a record declared inside the broken block is a block like the others
    ('clause 5 "A" {\n  says "x" bogus\n  record unit "Unit" {\n    strength: int "S" bogus2\n  }\n}\n',
     [(3, "unexpected 'bogus'"), (6, "unexpected '}'")]),
], ids=["two closing braces", "an item after the brace", "a long text", "a swallowed row", "a record"])
def test_blocks_parsed_alone_after_an_error_say_no_false_or_repeated_error(tmp_path, body, said):
    """The parser-recovery regression probe: a nested block was parsed to the end of the line of its
    `}` (`}}`, `} note …`: false errors), the prose of a long text opened on the error's line was
    parsed as rules, a row that swallowed a `}` above the attempt made blocks parsed twice (one error
    said twice), and a nested `record` was not parsed alone."""
    path = tmp_path / "b.rules"
    path.write_text(_HEADER + body, encoding="utf-8")
    found = [(d.span.line, d.message) for d in compile_book(path).diagnostics() if d.severity == "error"]
    assert found == said, found


def test_the_caret_stands_under_the_culprit_past_line_99999():
    """Line 100,000 and on has six digits: the gutter of five shifted the source line one column
    right of the caret's, which pointed one character left of the culprit (the probe of stop 60)."""
    from dsl.diagnostics import Diagnostic, render
    from dsl.source import SourceFile
    from dsl.spans import Span
    text = "\n" * 100003 + "clause 1.0 oops\n"
    for line, shown in ((100004, "100004 | clause 1.0 oops"), (7, "    7 | x = oops")):
        src = SourceFile("b.rules", text if line > 9 else "\n" * 6 + "x = oops\n")
        col = src.line(line).index("oops") + 1
        out = render(Diagnostic("E001", "unexpected 'oops'", Span("b.rules", line, col, line, col + 4)),
                     {"b.rules": src}).splitlines()
        assert out[1] == shown
        assert out[2].index("^") == out[1].index("oops") and out[2].count("^") == 4, out
