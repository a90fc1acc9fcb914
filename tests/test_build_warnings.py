"""`rules build` prints the warnings of the books it compiles (a designer working with `rules build`
or `--watch` never saw a chapter left out, W003, or a construct named bare in prose, W604): once,
for the build that compiled the book; an unchanged book's are `rules check`'s to list. A file
named `.rules` in other letters is part of its book's key, so adding one is a change the build
warns of, and `--watch` sees it."""
from __future__ import annotations

import shutil
from pathlib import Path

from compiler import cli
from compiler.watch import Watcher

ROOT = Path(__file__).resolve().parent.parent


def _project(tmp_path: Path, monkeypatch) -> Path:
    project = tmp_path / "proj"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", project / "rulebooks" / "shanghai_incident")
    monkeypatch.chdir(project)
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    return project


def test_a_build_prints_the_warnings_of_the_books_it_compiles(tmp_path, monkeypatch, capsys):
    project = _project(tmp_path, monkeypatch)
    assert cli.main(["build"]) == 0
    assert "warning[" not in capsys.readouterr().err
    (project / "rulebooks" / "shanghai_incident" / "Movement.RULES").write_text('clause 99 "x" { says "y" }\n')
    assert cli.main(["build"]) == 0
    err = capsys.readouterr().err
    assert "compiling shanghai_incident" in err
    assert "warning[W003]: rulebooks/shanghai_incident/Movement.RULES is not read" in err
    assert err.index("warning[W003]") < err.index("built 1 book")
    assert cli.main(["build"]) == 0            # (unchanged: nothing compiled, nothing said again)
    assert "W003" not in capsys.readouterr().err
    assert cli.main(["check"]) == 0
    said = capsys.readouterr()
    assert "W003" in said.out + said.err


def test_a_warning_in_prose_is_printed_by_the_build_that_compiles_the_edit(tmp_path, monkeypatch, capsys):
    project = _project(tmp_path, monkeypatch)
    assert cli.main(["build"]) == 0
    capsys.readouterr()
    path = sorted((project / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('says "', 'says "See woosong_strength. ', 1), encoding="utf-8")
    assert cli.main(["build"]) == 0
    assert "warning[W604]" in capsys.readouterr().err


def test_the_watch_sees_a_file_named_rules_in_other_letters(tmp_path, monkeypatch):
    project = _project(tmp_path, monkeypatch)
    watcher = Watcher(project)
    (project / "rulebooks" / "shanghai_incident" / "Turn.Rules").write_text("x\n")
    assert watcher.changed() == ["rulebooks/shanghai_incident/Turn.Rules"]
