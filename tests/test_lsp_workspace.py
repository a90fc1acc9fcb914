"""`rules lsp`'s workspace: the books under the folders the editor opened (workspace symbols of
books with no file opened), each loaded when asked and kept while its files are unchanged."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pygls")

from compiler import lsp_references as refs  # noqa: E402
from compiler.lsp_workspace import WorkspaceBooks  # noqa: E402


def _book(folder: Path, name: str, clause_title: str, fact: str) -> Path:
    folder.mkdir(parents=True)
    (folder / "00-book.rules").write_text(
        f'book {name} {{\n  title "{name.title()}"\n  side red "Red"\n  side blue "Blue"\n  dice 1d6\n}}\n',
        encoding="utf-8")
    (folder / "01-rules.rules").write_text(
        f'clause 1.0 "{clause_title}" {{\n  says "Rules."\n  fact {fact}: count = 0 "A count"\n}}\n',
        encoding="utf-8")
    return folder.resolve()


@pytest.fixture()
def workspace(tmp_path) -> Path:
    _book(tmp_path / "rulebooks" / "alpha", "alpha", "Supply", "supply_points")
    _book(tmp_path / "rulebooks" / "beta", "beta", "Weather", "rain_turns")
    # not books: test cases (a header each), a hidden folder, files without a header
    cases = tmp_path / "tests" / "cases"
    cases.mkdir(parents=True)
    for n in (1, 2):
        (cases / f"c{n}.rules").write_text(f'book c{n} {{ title "C" side red "Red" side blue "Blue" dice 1d6 }}\n',
                                           encoding="utf-8")
    _book(tmp_path / ".hidden" / "gamma", "gamma", "Hidden", "hidden_fact")
    (tmp_path / "loose").mkdir()
    (tmp_path / "loose" / "x.rules").write_text('clause 1 "X" { says "x" }\n', encoding="utf-8")
    return tmp_path


def test_the_books_under_the_workspace_folders(workspace):
    books = WorkspaceBooks()
    assert books.folders([workspace]) == [(workspace / "rulebooks" / "alpha").resolve(),
                                          (workspace / "rulebooks" / "beta").resolve()]
    assert books.folders([workspace / "rulebooks" / "beta"]) == [(workspace / "rulebooks" / "beta").resolve()]
    assert books.folders([workspace / "nowhere"]) == []


def test_symbols_of_a_book_with_no_file_opened(workspace):
    books = WorkspaceBooks()
    found = []
    for folder in books.folders([workspace]):
        found += refs.workspace_symbols(books.loaded(folder), folder, "rain")
    assert [(s.name, s.location.uri.rsplit("/", 2)[1:]) for s in found] == [("rain_turns", ["beta", "01-rules.rules"])]


def test_a_book_is_loaded_once_and_again_when_a_file_changes(workspace):
    books = WorkspaceBooks()
    beta = (workspace / "rulebooks" / "beta").resolve()
    first = books.loaded(beta)
    assert books.loaded(beta) is first
    rules = beta / "01-rules.rules"
    rules.write_text(rules.read_text(encoding="utf-8").replace("rain_turns", "snow_turns"), encoding="utf-8")
    os.utime(rules, ns=(rules.stat().st_atime_ns, rules.stat().st_mtime_ns + 10**9))
    again = books.loaded(beta)
    assert again is not first
    assert [s.name for s in refs.workspace_symbols(again, beta, "turns")] == ["snow_turns"]


def test_a_new_buffer_not_yet_saved_is_a_file_of_its_book(tmp_path):
    from compiler import lsp_features as f
    beta = _book(tmp_path / "beta", "beta", "Weather", "rain_turns")
    new = beta / "02-new.rules"
    text = 'clause 2.0 "Mud" {\n  says "Mud."\n  formula mud() "Mud" = rain_turns + snow\n}\n'
    loaded = f.check(beta, {new: text})
    assert sorted(loaded.sources) == ["00-book.rules", "01-rules.rules", "02-new.rules"]
    found = f.diagnostics(loaded, beta)
    [d] = [d for d in found[new] if d.severity == 1]
    assert (d.code, d.range.start.line, d.range.start.character) == ("E202", 2, text.split("\n")[2].index("snow"))
    assert not new.exists()
    # a buffer named as no book file is read (hidden, or not `.rules`) stays out
    for name in (".#02-new.rules", "02-new.txt"):
        assert sorted(f.check(beta, {beta / name: text}).sources) == ["00-book.rules", "01-rules.rules"]
