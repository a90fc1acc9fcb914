"""Ids that name files and folders: a book's id names generated/<id>/, a book's second and later aids
are written to `aid-<id>.html` and `.pdf`. So an id is short enough to name a file, differs from the
others in more than case (one file on Windows and macOS), and is no name Windows gives a device."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def _rules(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, RULES_ROOT=str(project), RULES_CACHE="off")
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=project, env=env,
                          capture_output=True, text=True, timeout=300)


def _two_books(tmp_path: Path, first: str, second: str, command: str):
    """A project of two books, ids `first` (rulebooks/a) and `second` (rulebooks/b), and `rules
    <command>` run in it."""
    project = tmp_path / "project"
    for folder, book_id in (("a", first), ("b", second)):
        (project / "rulebooks" / folder).mkdir(parents=True)
        (project / "rulebooks" / folder / "t.rules").write_text(
            HEADER.replace("book t", f"book {book_id}") + 'clause 1 "C" {\n  says "x"\n}\n', encoding="utf-8")
    return project, _rules(project, command)


def test_books_whose_ids_differ_only_in_case_do_not_build_into_one_folder(tmp_path):
    """`book Demo` and `book demo` built generated/Demo/ and generated/demo/ (and two folders of the
    web book): one folder on Windows and macOS, the later book over the earlier. E101, as for one id."""
    project, run = _two_books(tmp_path, "Demo", "demo", "build")
    assert run.returncode == 1, run
    assert ("rulebooks/b/t.rules:1:6: error[E101]: the book id demo differs only in case from Demo, the id of "
            "rulebooks/a") in run.stderr, run.stderr
    assert not (project / "generated").exists()


@pytest.mark.parametrize("second", ["demo", "Demo"])
def test_rules_check_of_every_book_reports_a_book_id_taken_as_rules_build_does(tmp_path, second):
    """`rules check` said both books were ok, and only `rules build` refused the second one's id."""
    project, run = _two_books(tmp_path, "demo", second, "check")
    assert run.returncode == 1, run
    lines = run.stderr.splitlines()
    said = "is also the id of rulebooks/a" if second == "demo" else "differs only in case from demo"
    assert lines[0].startswith(f"rulebooks/b/t.rules:1:6: error[E101]: the book id {second} ") and said in lines[0]
    assert lines[1:4] == [f"    1 | book {second} {{", "      |      ^^^^",
                          "      = hint: every book's id names its own folder in generated/ and its Python "
                          "package: give one of them another id"], lines
    assert lines[-2:] == ["demo: ok — 1 clause, 0 tables, 0 examples run; 0 gaps, 0 doubts noted",
                          f"{second}: errors — 1 clause, 0 tables, 0 examples run; 0 gaps, 0 doubts noted"]
    alone = _rules(project, "check", "b")
    assert alone.returncode == 0, alone.stderr                  # (a book checked alone has its id to itself)


@pytest.mark.parametrize("book_id", ["con", "aux", "nul", "prn", "com1", "lpt9", "Con"])
def test_a_book_id_windows_gives_a_device_is_e105(tmp_path, book_id):
    """`book con` built generated/con/: a folder Windows cannot create, so the project could not be
    checked out there; `rules new con` made rulebooks/con/ too."""
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "t.rules").write_text(HEADER.replace("book t", f"book {book_id}"), encoding="utf-8")
    compiled = compile_book(folder)
    assert _found(compiled) == [("E105", 1, 6)]
    assert "names a device on Windows" in compiled.diagnostics()[0].message
    (folder / "t.rules").write_text(HEADER.replace("book t", f"book {book_id}_game"), encoding="utf-8")
    assert compile_book(folder).ok


def test_rules_new_refuses_a_windows_device_name(tmp_path):
    project = tmp_path / "project"
    (project / "rulebooks").mkdir(parents=True)
    run = _rules(project, "new", "aux")
    assert run.returncode == 2 and "names a device on Windows" in run.stderr, run
    assert not (project / "rulebooks" / "aux").exists()


@pytest.mark.parametrize("name", ["Combat.RULES", "turn.Rules", "x.rUles"])
def test_a_file_named_rules_in_other_letters_is_w003_not_silently_left_out(tmp_path, monkeypatch, name):
    """Only `*.rules` is read: a `Combat.RULES` beside the book's files was left out without a word
    (on a file system that tells cases apart), its clauses missing from every output. The warning
    comes with a cold load and a warm one alike, and the file stays unread (the book still builds)."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    folder = _book(tmp_path, "", "")
    (folder / name).write_text('clause 2 "Never read" {\n  says "y"\n}\n', encoding="utf-8")
    (folder / "notes.txt").write_text("not a rules file, not said\n", encoding="utf-8")
    (folder / "drafts.Rules").mkdir()   # (a folder: not a file of the book, no W003)
    for _ in range(2):   # cold, then from the cache
        compiled = compile_book(folder)
        assert [(d.code, d.severity, Path(d.span.path).name, d.span.line) for d in compiled.diagnostics()] == [
            ("W003", "warning", name, 1)]
        assert compiled.ok and [c.id for c in compiled.loaded.book.clauses] == ["1"]
    (folder / name).rename(folder / "two.rules")
    compiled = compile_book(folder)
    assert compiled.diagnostics() == [] and [c.id for c in compiled.loaded.book.clauses] == ["1", "2"]


def test_a_file_name_beyond_ascii_is_written_alike_whatever_the_locale(tmp_path):
    """Python decodes file names by the locale: in the C locale without UTF-8 mode `01-règles.rules`
    reached the package, book.json, the vectors and the pages as `01-r\\xc3\\xa8gles.rules`, other
    bytes than a UTF-8 machine's build."""
    project = tmp_path / "project"
    (project / "rulebooks" / "lb").mkdir(parents=True)
    (project / "rulebooks" / "lb" / "01-règles.rules").write_text(
        HEADER.replace("book t", "book lb") + 'clause 1 "C" {\n  says "x"\n  formula f() "F" = 1\n}\n', encoding="utf-8")
    built = []
    for locale in ({"LC_ALL": "C.UTF-8"}, {"LC_ALL": "C", "PYTHONUTF8": "0"}):
        env = dict(os.environ, RULES_ROOT=str(project), RULES_CACHE="off", **locale)
        done = subprocess.run([sys.executable, "-m", "compiler", "build"], cwd=project, env=env,
                              capture_output=True, timeout=300)
        assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
        built.append({p.relative_to(project): p.read_bytes() for p in sorted((project / "generated").rglob("*"))
                      if p.is_file()})
    assert built[0] == built[1]
    assert "01-règles.rules".encode() in built[0][Path("generated/lb/__init__.py")]


def test_a_file_whose_name_starts_with_a_dot_is_not_read(tmp_path):
    """Emacs's lock `.#book.rules` (a link to nowhere while a buffer is unsaved) and macOS's
    `._book.rules` (not UTF-8) were read as files of the book: E003 failed it."""
    from compiler.pipeline import compile_book
    folder = tmp_path / "b"
    folder.mkdir()
    (folder / "book.rules").write_text('book b { title "B" side a "A" dice 1d6 }\nclause 1 "One" { says "x" }\n',
                                       encoding="utf-8")
    (folder / ".#book.rules").symlink_to("user@host.1234:1700000000")
    (folder / "._book.rules").write_bytes(b"\x00\x05\x16\x07\xff\xfe")
    c = compile_book(folder)
    assert c.ok and [d.code for d in c.diagnostics()] == []


@pytest.mark.parametrize("first, second", [("a.rules", "A.rules"), ("caf\u00e9.rules", "cafe\u0301.rules")])
def test_files_of_a_book_whose_names_one_file_system_takes_for_one_are_w004(tmp_path, first, second):
    """`a.rules` beside `A.rules`, `café.rules` composed beside decomposed: both read, no word, where
    macOS and Windows keep one of them (hard probe, stop 39)."""
    book = tmp_path / "demo"
    book.mkdir()
    (book / first).write_text('book demo { title "D" side red "Red" dice 1d6 }\nclause 1 "A" { says "x" }\n',
                              encoding="utf-8")
    (book / second).write_text('clause 2 "B" { says "y" }\n', encoding="utf-8")
    found = [d for d in compile_book(book).diagnostics() if d.code == "W004"]
    assert len(found) == 1 and "on macOS and Windows they are one file" in found[0].message, found
    (book / second).rename(book / "other.rules")
    assert not [d for d in compile_book(book).diagnostics() if d.code == "W004"]


def test_an_enum_without_values_and_a_side_fact_without_sides_are_e404(tmp_path):
    """`enum weather "Weather" { }`: a fact of it checked clean and could never be given ("one of ;
    got 'rain'"), as a `side` fact in a book that declares no sides (hard probe, stop 39)."""
    book = tmp_path / "demo"
    book.mkdir()
    (book / "book.rules").write_text('book demo { title "D" dice 1d6 }\nclause 1 "A" {\n  says "x"\n'
                                     '  enum weather "Weather" { }\n  fact w: weather "W"\n  fact s: side "S"\n}\n',
                                     encoding="utf-8")
    found = [(d.code, d.span.line, d.span.column) for d in compile_book(book).diagnostics() if d.severity == "error"]
    assert found == [("E404", 4, 8), ("E404", 6, 11)], found
