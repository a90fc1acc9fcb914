"""`rules fmt`: the layout it gives (the bundled books' own), that it changes no meaning, no
comment and no text, that it settles at once, and how the command reports and writes."""
from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from dsl.builder import build_file
from dsl.diagnostics import Report
from dsl.formatter import _dashless, anchor_lines, format_text, formatted, width
from dsl.limits import within_limits
from dsl.parser import parse
from dsl.source import SourceFile

BOOK_FILES = sorted((ROOT / "rulebooks").glob("*/*.rules"))
MESSY = ROOT / "tests" / "cases" / "docs" / "messy.rules"
MESSY_FORMATTED = '''book skirmish {
  title "Skirmish"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1 "Combat" {
  says """
     Roll one die and read the table [1].
    """
  # the printed table, as the map shows it
  table crt "Combat Results" {
    roll 1d6
    columns keys
    results text
    | Die | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | A   | D   |
    | 4-6 | D   | De  |
  }
}
'''


def rules(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True)


def model(path: str, text: str):
    report = Report()
    src = SourceFile(path, text)
    trees = within_limits(parse(src, report), src, report)
    assert not [d for d in report.diagnostics if d.severity == "error"], report.diagnostics
    return build_file(path, trees)


def fmt(text: str, path: str = "t.rules") -> str:
    out, diagnostics = formatted(SourceFile(path, text))
    assert out is not None, diagnostics
    return out


def no_blanks(text: str) -> str:
    """A text without its white space, a separator row's dashes counted out: what layout cannot change."""
    return re.sub(r"-{3,}", "---", re.sub(r"\s+", "", text))


@pytest.mark.parametrize("path", BOOK_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_bundled_files_keep_their_meaning_text_and_comments_and_settle_at_once(path):
    text = SourceFile.read(path).text
    once = fmt(text, str(path))
    assert fmt(once, str(path)) == once
    assert _dashless(model(str(path), once)) == _dashless(model(str(path), text))
    assert no_blanks(once) == no_blanks(text)
    comments = [m.group().rstrip() for line in text.split("\n") for m in re.finditer(r"#.*", line)]
    assert [m.group().rstrip() for line in once.split("\n") for m in re.finditer(r"#.*", line)] == comments


def test_the_bundled_books_are_formatted():
    out = rules("fmt", "--check", "rulebooks")
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout == "" and "0 of" in out.stderr


def test_a_messy_file_takes_the_books_layout():
    text = MESSY.read_text(encoding="utf-8")
    assert fmt(text) == MESSY_FORMATTED
    assert fmt(MESSY_FORMATTED) == MESSY_FORMATTED
    assert _dashless(model("t.rules", MESSY_FORMATTED)) == _dashless(model("t.rules", text))


def test_continuation_lines_keep_their_place_under_the_item_they_continue():
    text = ('clause 1 "One" {\n'
            '      formula f(a: count) "F" =\n'
            '        if a > 1 then 2\n'
            '        else 3\n'
            '        reads "two above one"\n'
            '      example { f(a: 2) == 2\n'
            '  f(a: 1) == 3 }\n'
            '}\n')
    assert fmt(text) == ('clause 1 "One" {\n'
                         '  formula f(a: count) "F" =\n'
                         '    if a > 1 then 2\n'
                         '    else 3\n'
                         '    reads "two above one"\n'
                         '  example { f(a: 2) == 2\n'
                         '    f(a: 1) == 3 }\n'
                         '}\n')


def test_tables_keep_the_books_styles():
    aligned_wide = ("clause 1 \"T\" {\n  table t \"T\" {\n    rows keys\n    columns keys\n    results text\n"
                    "    | Unit        | Cost   |\n    |-------------|--------|\n    | == Red ==   |\n"
                    "    | armor       | 4      |\n  }\n}\n")
    compact = aligned_wide.replace("| Unit        | Cost   |", "| Unit | Cost |") \
        .replace("|-------------|--------|", "|------|------|").replace("| armor       | 4      |", "| armor | 4 |") \
        .replace("| == Red ==   |", "| == Red == |")
    assert fmt(aligned_wide) == aligned_wide          # aligned already, with room to spare: kept
    assert fmt(compact) == compact                    # every row written `| a | b |`: kept compact
    ragged = compact.replace("| armor | 4 |", "|armor|  4 |")
    assert "| armor | 4    |" in fmt(ragged) and "|-------|------|" in fmt(ragged)


def test_a_comment_or_a_blank_line_among_a_tables_rows_does_not_split_its_alignment():
    head = 'clause 1 "T" {\n  table t "T" {\n    rows keys\n    columns keys\n    results text\n'
    text = (head + "    | Die | 1 | 2 |\n    |---|---|---|\n    | 1-3 | A | B |  # the first rows\n"
            "  # the rest, from the errata\n\n    |4-5|D| E |\n    | 6 | Ex | F |\n  }\n}\n")
    out = fmt(text)
    assert out == (head + "    | Die | 1  | 2 |\n    |-----|----|---|\n    | 1-3 | A  | B | # the first rows\n"
                   "    # the rest, from the errata\n\n    | 4-5 | D  | E |\n    | 6   | Ex | F |\n  }\n}\n")
    assert fmt(out) == out
    assert _dashless(model("t.rules", out)) == _dashless(model("t.rules", text))
    # a comment after the table's last row is the table's end: it is not held among its rows
    after = text.replace("  }\n}\n", "    # after the rows\n  }\n}\n")
    assert fmt(after).endswith("    | 6   | Ex | F |\n    # after the rows\n  }\n}\n")


def test_hostile_text_survives():
    text = ('\ufeffclause 1 "Odd \\"\\"\\" # not a comment" {\r\n'
            '\tsays """A text | with # and "quotes" and \u6f22\u5b57 """  # a comment with """ in it\r\n'
            '  table t "T" {\r\n    rows keys\r\n    columns keys\r\n    results text\r\n'
            '  |\u718a\u6ca2| a \\| b |\r\n  |---|---|\r\n  | x |\u00e9t\u00e9|\r\n  }\r\n}')
    src_text = text.lstrip("\ufeff").replace("\r\n", "\n")
    out = fmt(src_text)
    assert out == ('clause 1 "Odd \\"\\"\\" # not a comment" {\n'
                   '  says """A text | with # and "quotes" and \u6f22\u5b57 """  # a comment with """ in it\n'
                   '  table t "T" {\n    rows keys\n    columns keys\n    results text\n'
                   '    | \u718a\u6ca2 | a \\| b |\n    |------|--------|\n    | x    | \u00e9t\u00e9    |\n  }\n}\n')
    assert _dashless(model("t.rules", out)) == _dashless(model("t.rules", src_text))
    assert width("\u718a\u6ca2") == 4


def test_a_file_whose_text_is_open_is_laid_out_by_its_braces_alone():
    assert format_text("a {\nb\n}\n\n\n") == "a {\n  b\n}\n"
    assert anchor_lines([]) == frozenset()


def test_check_diff_and_write(tmp_path):
    path = tmp_path / "messy.rules"
    original = b"\xef\xbb\xbf" + MESSY.read_bytes().replace(b"\n", b"\r\n")   # (a byte-order mark, CRLF)
    path.write_bytes(original)
    os.chmod(path, 0o640)
    out = rules("fmt", "--check", str(path))
    assert out.returncode == 1 and out.stdout == f"{path}: not formatted\n"
    assert path.read_bytes() == original
    out = rules("fmt", "--diff", str(path))
    assert out.returncode == 0 and "+    | 4-6 | D   | De  |\n" in out.stdout and path.read_bytes() == original
    # The mark and the line ends are said once, and the diff shows only the lines the layout moves.
    assert f"{path}: its byte-order mark is removed\n" in out.stderr
    assert f"{path}: its CRLF line ends become LF, on every line (not shown in the diff)\n" in out.stderr
    assert "\r" not in out.stdout
    moved = [line for line in out.stdout.splitlines() if line.startswith("-") and not line.startswith("---")]
    assert 0 < len(moved) < len(MESSY.read_text(encoding="utf-8").splitlines())
    out = rules("fmt", str(path))
    assert out.returncode == 0 and out.stdout == f"formatted {path}\n"
    assert path.read_text(encoding="utf-8") == MESSY_FORMATTED
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["messy.rules"]   # (no temporary file left)
    out = rules("fmt", "--check", str(path))
    assert out.returncode == 0 and out.stdout == "" and "0 of 1 file would be formatted" in out.stderr


def test_a_file_with_a_syntax_error_is_left_as_it_is(tmp_path):
    path = tmp_path / "bad.rules"
    original = b'book demo {\n  title "Demo"\n}\nclause 1.0 "One" {\n  says "x"   \n  fact a count\n}\n'
    path.write_bytes(original)
    for args in ((), ("--check",), ("--diff",)):
        out = rules("fmt", *args, str(path))
        assert out.returncode == 1, out.stderr
        assert f"{path}:6:10: error[E001]: unexpected 'count'" in out.stderr
        assert "not formatted: it has errors" in out.stderr and "Traceback" not in out.stderr
        assert path.read_bytes() == original


def test_usage_errors_exit_2(tmp_path):
    assert rules("fmt", str(tmp_path / "none.rules")).returncode == 2
    assert rules("fmt", "--nope").returncode == 2
