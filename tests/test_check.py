"""`rules check` as a reader meets it: errors and one verdict per book by default, the notes (gaps
and doubts) behind `--notes`; one file of a multi-file book checked with the rest of its book."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

from conftest import ROOT


def rules(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True)


def test_by_default_the_verdict_is_not_buried_in_notes():
    out = rules("check", "shanghai_incident")
    assert out.returncode == 0, out.stderr
    assert out.stderr.splitlines() == [
        "shanghai_incident: ok — 45 clauses, 2 tables, 74 examples run; 0 gaps, 21 doubts, 9 inferences noted",
        "30 notes (gaps, doubts and inferences) not shown: add --notes to list them",
    ]


def test_notes_are_listed_with_notes():
    out = rules("check", "--notes", "shanghai_incident")
    lines = out.stderr.splitlines()
    assert out.returncode == 0
    assert sum("note[W601]: doubt:" in x for x in lines) == 21
    assert sum("note[W601]: inferred: crt (Combat Results Table), columns off the" in x for x in lines) == 2
    assert lines[-1].startswith("shanghai_incident: ok — ")   # the verdict still comes last


def test_quiet_leaves_out_the_hint_too():
    out = rules("check", "--quiet", "shanghai_incident")
    assert out.returncode == 0 and out.stderr.splitlines() == [
        "shanghai_incident: ok — 45 clauses, 2 tables, 74 examples run; 0 gaps, 21 doubts, 9 inferences noted"]
    assert rules("check", "--quiet", "--notes", "shanghai_incident").returncode == 2


def test_json_holds_notes_only_when_asked():
    assert json.loads(rules("check", "--format", "json", "shanghai_incident").stdout) == []
    notes = json.loads(rules("check", "--format", "json", "--notes", "shanghai_incident").stdout)
    assert len(notes) == 30 and {d["code"] for d in notes} == {"W601"}


def test_a_file_of_a_book_is_checked_with_its_book():
    path = "rulebooks/changsha/12-combat.rules"
    out = rules("check", "--notes", path)
    assert out.returncode == 0, out.stderr
    lines = out.stderr.splitlines()
    assert lines[0] == f"{path}: checked with the 17 other files of its book changsha; only its own diagnostics are shown"
    assert lines[-1].startswith(f"{path}: ok — ") and "examples run" in lines[-1] and " 0 examples" not in lines[-1]
    assert all(x.startswith(f"{path}:") for x in lines)      # notes of other files are not shown
    assert "error" not in out.stderr


def _book_copy(tmp_path):
    shutil.copytree(ROOT / "rulebooks" / "changsha", tmp_path / "rulebooks" / "changsha")
    return tmp_path / "rulebooks" / "changsha"


def test_an_error_in_another_file_is_counted_not_shown(tmp_path):
    book = _book_copy(tmp_path)
    supply = book / "14-supply.rules"
    supply.write_text(supply.read_text(encoding="utf-8").replace('clause 14.0 "Supply"', 'clause 14.0 xx "Supply"'),
                      encoding="utf-8")
    out = rules("check", "rulebooks/changsha/12-combat.rules", cwd=tmp_path)
    assert out.returncode == 1
    assert "14-supply" not in out.stderr and "error[" not in out.stderr
    assert out.stderr.splitlines()[-1].startswith(
        "rulebooks/changsha/12-combat.rules: ok, but its book has 1 error in other files (rules check changsha) — ")
    own = rules("check", "rulebooks/changsha/14-supply.rules", cwd=tmp_path)
    assert own.returncode == 1 and own.stderr.count("error[") == 1
    assert "rulebooks/changsha/14-supply.rules:3:13: error[E001]: unexpected 'xx'" in own.stderr


def test_a_file_whose_only_other_file_cannot_be_read_is_not_said_to_be_checked_with_it(tmp_path):
    """A book's second file a dangling link: the file was said to be "checked with the 0 other
    files of its book", and its book's error (the link) to be "in other files"."""
    book = tmp_path / "rulebooks" / "solo"
    book.mkdir(parents=True)
    (book / "one.rules").write_text('book solo {\n  title "S"\n}\nclause 1 "A" {\n  says "x"\n}\n', encoding="utf-8")
    (book / "two.rules").symlink_to(tmp_path / "nowhere.rules")
    out = rules("check", "rulebooks/solo/one.rules", cwd=tmp_path)
    assert out.returncode == 1 and "other file" not in out.stderr, out.stderr
    assert out.stderr.splitlines() == [
        "rulebooks/solo/one.rules: ok, but its book has 1 error outside this file (rules check solo) — "
        "1 clause, 0 tables, 0 examples run; 0 gaps, 0 doubts noted"]


def test_a_file_that_declares_its_own_book_is_checked_alone(tmp_path):
    for name in ("a.rules", "b.rules"):
        (tmp_path / name).write_text(f'book {name[0]} {{\n  title "T"\n  side red "Red"\n  dice 1d6\n}}\n'
                                     'clause 1.0 "One" { says "One." }\n', encoding="utf-8")
    out = rules("check", "a.rules", cwd=tmp_path)
    assert out.returncode == 0 and out.stderr.splitlines() == [
        "a: ok — 1 clause, 0 tables, 0 examples run; 0 gaps, 0 doubts noted"]


def test_a_lone_file_that_cannot_be_read_is_named_by_its_file(tmp_path):
    """A lone Latin-1 file checked from its folder had the verdict ': errors — …' (the book's name
    was its folder's, '' for '.'), and from above it the folder's name: no file was read, so the
    book had no file to be named by."""
    folder = tmp_path / "probe"
    folder.mkdir()
    (folder / "latin1.rules").write_bytes(b'book t {\n  title "Caf\xe9"\n}\n')
    for cwd, named in ((folder, "latin1.rules"), (tmp_path, "probe/latin1.rules")):
        out = rules("check", named, cwd=cwd)
        assert out.returncode == 1 and "error[E003]" in out.stderr
        assert out.stderr.splitlines()[-1] == "latin1: errors — 0 clauses, 0 tables, 0 examples run; 0 gaps, 0 doubts noted"


def test_a_book_whose_header_file_cannot_be_read_is_named_by_its_folder(tmp_path):
    """A book folder whose header file (`book "…"`) holds a byte that is not UTF-8, its other file
    read: the verdict named the book after that file ("01-rules: errors"), as a lone file is named
    (the designer probe), and so did the line of a file checked with its book. Its title unread, the
    book is named by its folder."""
    folder = tmp_path / "mybook"
    folder.mkdir()
    (folder / "book.rules").write_bytes(b'book mybook {\n  title "Caf\xe9"\n  side red "Red"\n  dice 1d6\n}\n')
    (folder / "01-rules.rules").write_text('clause 1 "One" { says "One." }\nclause 2 "Two" { says "Two." }\n',
                                           encoding="utf-8")
    out = rules("check", "mybook", cwd=tmp_path)
    assert out.returncode == 1 and "error[E003]" in out.stderr
    assert out.stderr.splitlines()[-1] == "mybook: errors — 2 clauses, 0 tables, 0 examples run; 0 gaps, 0 doubts noted"
    out = rules("check", "mybook/01-rules.rules", cwd=tmp_path)
    assert out.stderr.splitlines()[0] == ("mybook/01-rules.rules: checked with the 1 other file of its book mybook; "
                                          "only its own diagnostics are shown"), out.stderr
    # checked from inside it (`rules check .`), a book whose header is unread is named by the folder
    # it is, not '' (": errors": the engine probe of stop 61)
    out = rules("check", ".", cwd=folder)
    assert out.stderr.splitlines()[-1] == "mybook: errors — 2 clauses, 0 tables, 0 examples run; 0 gaps, 0 doubts noted"
