"""Aids whose ids name files: a book's second and later aids are written to `aid-<id>.html` and
`.pdf`, so an id is short enough to name a file and differs from the others in more than case."""
from __future__ import annotations

from pathlib import Path

from compiler.pipeline import compile_book

HEADER = 'book t {\n  title "T"\n  side red "Red"\n  dice 1d6\n}\n'


def _book(tmp_path: Path, body: str, tail: str) -> Path:
    folder = tmp_path / "t"
    folder.mkdir(exist_ok=True)
    (folder / "t.rules").write_text(HEADER + 'clause 1 "C" {\n  says "x"\n' + body + "}\n" + tail, encoding="utf-8")
    return folder


def _found(compiled) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in compiled.diagnostics()]


AIDS = '  table crt "CRT" {\n    roll 1d6\n    | 1d6 | A |\n    |---|---|\n    | 1-6 | x |\n  }\n'


def _aid(name: str) -> str:
    return f'aid {name} "A" {{\n  table crt\n}}\n'


def test_an_aid_id_too_long_for_a_file_name_is_e105(tmp_path):
    """A book's second aid is written to `aid-<id>.pdf`: an id of 300 letters passed the check and the
    build ended in 'internal error: OSError: File name too long'."""
    compiled = compile_book(_book(tmp_path, AIDS, _aid("first") + _aid("a" * 300)))
    assert _found(compiled) == [("E105", 18, 5)]
    assert compiled.diagnostics()[0].message == "the aid id is 300 characters long, more than 64"
    assert compile_book(_book(tmp_path, AIDS, _aid("first") + _aid("a" * 64))).ok


def test_aid_ids_that_differ_only_in_case_are_e101(tmp_path):
    """`aid CON` and `aid con` wrote aid-CON.pdf and aid-con.pdf: one file on Windows and macOS, the
    later aid over the earlier."""
    compiled = compile_book(_book(tmp_path, AIDS, _aid("first") + _aid("CON") + _aid("con")))
    assert _found(compiled) == [("E101", 21, 5)]
    assert compiled.diagnostics()[0].message.startswith("aid con and aid CON differ only in case")
    assert compile_book(_book(tmp_path, AIDS, _aid("con") + _aid("Con"))).ok    # the first aid is aid.pdf
