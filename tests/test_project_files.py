"""The files a build reads and writes, when they are not what they should be: odd names, pages of
docs/ that cannot be copied, a project without books, a generated/ that cannot be written, a killed
build's leftovers, two builds at once, entries of generated/ that are not files. Each is a clear
message (or a build that goes on), never an internal error, and generated/ is always whole."""
from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compiler import pipeline, swap
from compiler.cli import main
from compiler.watch import Watcher

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """A project with the docs and one small book, built once."""
    root = tmp_path / "project"
    shutil.copytree(ROOT / "docs", root / "docs")
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", root / "rulebooks" / "shanghai_incident")
    monkeypatch.setenv("RULES_ROOT", str(root))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(root)
    assert main(["build"]) == 0
    return root


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _edit(root: Path) -> None:
    with open(root / "rulebooks" / "shanghai_incident" / "05-pause.rules", "a", encoding="utf-8") as f:
        f.write('\nclause 99 "Added" { says "Added." }\n')


def test_a_file_name_with_a_line_break_or_a_byte_that_is_not_utf8_builds(project, capsys):
    """A line break in a file's name made the generated module's header comment invalid Python, and
    a byte that is not UTF-8 could not be encoded: both ended in an internal error."""
    book = project / "rulebooks" / "shanghai_incident"
    os.rename(book / "05-pause.rules", os.fsencode(book) + b"/-x\ny \xff.rules")
    assert main(["build"]) == 0, capsys.readouterr().err
    header = (project / "generated" / "shanghai_incident" / "__init__.py").read_text(encoding="utf-8")
    assert "rulebooks/shanghai_incident/-x\\ny \\xff.rules," in header
    with open(os.fsencode(book) + b"/-x\ny \xff.rules", "a", encoding="utf-8") as f:
        f.write('clause 99 "Broken" { says "see [404]" }\n')
    capsys.readouterr()
    assert main(["check", "shanghai_incident", "--format", "json"]) == 1
    out = capsys.readouterr()
    assert '"path": "rulebooks/shanghai_incident/-x\\\\ny \\\\xff.rules"' in out.out, out.err


@pytest.mark.parametrize("kind, said", [
    ("pipe", "docs/odd.md is not a regular file (a pipe"),
    ("dangling link", "docs/odd.md cannot be copied into the web book: it is a link to nothing"),
    ("link to a folder", "docs/odd.md is a link to a folder"),
    ("name not UTF-8", "the name of docs/odd\\xff.md is not UTF-8 text: rename it"),
    # (written over by the book's own page, while the page's digest was recorded: warm and cold
    # `build --check` disagreed, and the designer's page was lost without a word)
    ("book page", "docs/books/shanghai_incident/rules.md is under docs/books/, where the web book puts"),
])
def test_a_docs_page_that_cannot_be_copied_fails_the_build_by_name(project, kind, said, capsys):
    """Such a page was left out of the web book silently (or, named in bytes that are not UTF-8,
    ended the build in an internal error)."""
    docs = project / "docs"
    if kind == "pipe":
        os.mkfifo(docs / "odd.md")
    elif kind == "dangling link":
        (docs / "odd.md").symlink_to(project / "no-such-page.md")
    elif kind == "link to a folder":
        (docs / "odd.md").symlink_to(docs)
    elif kind == "book page":
        (docs / "books" / "shanghai_incident").mkdir(parents=True)
        (docs / "books" / "shanghai_incident" / "rules.md").write_text("# My own page\n", encoding="utf-8")
    else:
        (Path(os.fsdecode(os.fsencode(docs) + b"/odd\xff.md"))).write_text("# Odd\n", encoding="utf-8")
    before = _tree(project / "generated")
    capsys.readouterr()
    assert main(["build"]) == 1
    err = capsys.readouterr().err
    assert said in err and "generated/ left unchanged" in err and "internal error" not in err, err
    assert _tree(project / "generated") == before


def test_the_watch_sees_a_pipe_or_a_dangling_link_appear_in_docs(project):
    watcher = Watcher(project)
    os.mkfifo(project / "docs" / "pipe.md")
    (project / "docs" / "link.md").symlink_to(project / "nothing.md")
    assert watcher.changed() == ["docs/link.md", "docs/pipe.md"]


@pytest.mark.parametrize("books", ["a file", "missing", "empty"])
def test_a_build_of_no_book_is_a_usage_error_and_keeps_generated(project, books, capsys):
    """`rules build` with no book (rulebooks/ a file, missing or empty) emptied generated/ of
    every book's package, JSON, vectors and aids, and said it had built 0 books."""
    shutil.rmtree(project / "rulebooks")
    if books == "a file":
        (project / "rulebooks").write_text("not a folder\n", encoding="utf-8")
    elif books == "empty":
        (project / "rulebooks").mkdir()
    before = _tree(project / "generated")
    capsys.readouterr()
    assert main(["build"]) == 2
    assert "rules build: error: no rulebooks found under" in capsys.readouterr().err
    assert _tree(project / "generated") == before


def _unreadable(monkeypatch, folder: Path) -> None:
    """`folder` as `chmod 000` makes it for a user who is not root (the tests may run as root)."""
    real_listdir, real_scandir, real_iterdir = os.listdir, os.scandir, Path.iterdir

    def refuse(path):
        if isinstance(path, (str, os.PathLike)) and Path(path).resolve() == folder.resolve():
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    monkeypatch.setattr(os, "listdir", lambda path=".": refuse(path) or real_listdir(path))
    monkeypatch.setattr(os, "scandir", lambda path=".": refuse(path) or real_scandir(path))
    monkeypatch.setattr(Path, "iterdir", lambda self: refuse(self) or real_iterdir(self))


@pytest.mark.parametrize("where", ["rulebooks", "rulebooks/shanghai_incident", "docs", "docs/cards"])
def test_a_folder_that_cannot_be_read_is_said_and_nothing_is_left_out(project, monkeypatch, capsys, where):
    """`chmod 000 rulebooks` was "internal error" (exit 3); an unreadable book folder was passed over,
    and the build deleted the book's outputs (exit 0); an unreadable folder of docs/ dropped its pages."""
    (project / "docs" / "cards").mkdir(exist_ok=True)
    (project / "docs" / "cards" / "a.md").write_text("# A\n", encoding="utf-8")
    assert main(["build"]) == 0
    _edit(project)
    before = _tree(project / "generated")
    _unreadable(monkeypatch, project / where)
    capsys.readouterr()
    assert main(["build"]) in (1, 2) and main(["check"] if where.startswith("rulebooks") else ["build"]) in (1, 2)
    err = capsys.readouterr().err
    assert "Permission denied" in err and "internal error" not in err and "make it readable" in err, err
    assert _tree(project / "generated") == before


def test_a_file_named_in_a_folder_that_cannot_be_listed_is_said_so(project, monkeypatch, capsys):
    """`rules check rulebooks/shanghai_incident/05-pause.rules` with the folder unlistable (mode 311): the
    file was read as a book of its own, E103 "no book header" and E201s (regression probe)."""
    folder = project / "rulebooks" / "shanghai_incident"
    _unreadable(monkeypatch, folder)
    capsys.readouterr()
    assert main(["check", str(folder / "05-pause.rules")]) == 2
    err = capsys.readouterr().err
    assert "cannot read the book folder" in err and "E103" not in err and "internal error" not in err, err


def test_an_unreadable_folder_that_is_no_book_does_not_stop_the_build(project, monkeypatch, capsys):
    """`rulebooks/lost+found` at mode 000 (a file system's own folder) stopped every build once an
    unreadable book folder was an error (regression probe); so did `docs/__pycache__`."""
    (project / "rulebooks" / "lost+found").mkdir()
    (project / "docs" / "__pycache__").mkdir()
    real_listdir, real_scandir = os.listdir, os.scandir

    def refuse(path):
        if isinstance(path, (str, os.PathLike)) and Path(path).name in ("lost+found", "__pycache__"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    monkeypatch.setattr(os, "listdir", lambda path=".": refuse(path) or real_listdir(path))
    monkeypatch.setattr(os, "scandir", lambda path=".": refuse(path) or real_scandir(path))
    _edit(project)
    assert main(["build"]) == 0, capsys.readouterr().err
    # (a book's folder may be named otherwise than its id: `changsha-v2` unreadable was passed over,
    # and its outputs, under the id, deleted: regression probe)
    (project / "rulebooks" / "shanghai-v2").mkdir()
    _unreadable(monkeypatch, project / "rulebooks" / "shanghai-v2")
    before = _tree(project / "generated")
    assert main(["build"]) == 2 and "cannot read the book folder" in capsys.readouterr().err
    assert _tree(project / "generated") == before


def test_a_read_only_old_tree_is_removed_with_the_build_s_temporary_folder(tmp_path, monkeypatch, capsys):
    """`chmod 555 generated/base`: the build swapped in the new tree and left the old one, in a
    `rules-build-*` folder of the project, for good and without a word."""
    import stat as stat_
    tmp = tmp_path / (swap.PREFIX + "abcdefgh")
    (tmp / "old" / "base").mkdir(parents=True)
    (tmp / "old" / "base" / "book.json").write_text("{}", encoding="utf-8")
    os.chmod(tmp / "old" / "base", 0o555)
    real_unlink = os.unlink

    def as_a_user(path, *a, dir_fd=None, **k):   # (the tests may run as root, whom permissions do not stop)
        folder = os.fstat(dir_fd) if dir_fd is not None else os.stat(os.path.dirname(path))
        if not folder.st_mode & stat_.S_IWUSR:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
        return real_unlink(path, *a, dir_fd=dir_fd, **k)
    monkeypatch.setattr(os, "unlink", as_a_user)
    swap.remove_tree(tmp)
    assert not tmp.exists() and "warning" not in capsys.readouterr().err
    # what cannot be removed (a file of another user's) is said, and nothing above the folder is made
    # writable: the project folder became 0700 (regression probe)
    (tmp / "old" / "base").mkdir(parents=True)
    (tmp / "old" / "base" / "theirs.pyc").write_text("x", encoding="utf-8")
    os.chmod(tmp_path, 0o755)
    before = os.stat(tmp_path).st_mode
    monkeypatch.setattr(os, "unlink", lambda path, *a, **k: (_ for _ in ()).throw(
        PermissionError(errno.EPERM, os.strerror(errno.EPERM), path)))
    swap.remove_tree(tmp)
    assert os.stat(tmp_path).st_mode == before and "could not remove" in capsys.readouterr().err


def test_a_generated_that_cannot_be_written_is_a_usage_error_and_stays_whole(project, monkeypatch, capsys):
    """A full disk, a read-only project or generated/: an internal error (exit 3) before."""
    def full(files, dest):
        (dest / "x").mkdir(parents=True)
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(dest / "x" / "y"))
    monkeypatch.setattr(pipeline, "write_files", full)
    _edit(project)
    before = _tree(project / "generated")
    capsys.readouterr()
    assert main(["build"]) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "No space left on device" in err and "internal error" not in err, err
    assert _tree(project / "generated") == before
    assert not [p for p in project.iterdir() if p.name.startswith(swap.PREFIX)]


def test_a_swap_that_fails_half_way_puts_the_old_tree_back(tmp_path, monkeypatch):
    monkeypatch.setattr(swap, "_exchange", lambda a, b: False)
    (tmp_path / "generated").mkdir()
    (tmp_path / "generated" / "old.txt").write_text("old", encoding="utf-8")
    real = Path.rename

    def rename(self, target):
        if self.name == "out":
            raise OSError(errno.EXDEV, "cannot")
        return real(self, target)
    monkeypatch.setattr(Path, "rename", rename)
    with pytest.raises(OSError):
        swap.replace_tree(tmp_path, lambda dest: pipeline.write_files({"new.txt": b"new"}, dest))
    assert _tree(tmp_path / "generated") == {"old.txt": b"old"}


def test_the_swap_is_one_step_on_linux(tmp_path):
    if not sys.platform.startswith("linux") or swap._renameat2() is None:
        pytest.skip("renameat2 is Linux's")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "in-a").touch()
    assert swap._exchange(tmp_path / "a", tmp_path / "b")
    assert [p.name for p in (tmp_path / "b").iterdir()] == ["in-a"]


def test_what_a_killed_build_left_is_removed_by_the_next(project, capsys):
    """A build killed while writing left its `rules-build-*` folder (a whole tree) in the project
    for good."""
    left = project / f"{swap.PREFIX}abcd1234"
    (left / "out" / "site").mkdir(parents=True)
    (left / "out" / "site" / "index.md").write_text("half\n", encoding="utf-8")
    mine = project / f"{swap.PREFIX}notmine"      # not a name the build makes: kept
    mine.mkdir()
    assert main(["build", "--check"]) == 0 and left.exists()     # --check changes nothing
    assert main(["build"]) == 0
    assert not left.exists() and mine.exists()


def test_a_second_build_waits_for_the_first(project):
    """Two builds of one project at once read and swapped generated/ under each other
    (FileNotFoundError, an internal error, from the one that lost)."""
    _edit(project)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with swap.locked(project):
        second = subprocess.Popen([sys.executable, "-m", "compiler", "build"], cwd=project, env=env,
                                  stderr=subprocess.PIPE, text=True)
        time.sleep(3)
        assert second.poll() is None          # waiting for the lock this test holds
    _, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    assert "waiting for another build of this project to finish" in err


def test_check_sees_what_is_not_a_file_in_generated(project, capsys):
    """A link or a pipe in generated/ was invisible to `rules build --check` (and to the build's
    manifest), so a tree holding them was called up to date."""
    generated = project / "generated"
    (generated / "shanghai_incident" / "extra").symlink_to(generated / "site")
    os.mkfifo(generated / "site" / "pipe")
    capsys.readouterr()
    assert main(["build", "--check"]) == 1
    err = capsys.readouterr().err
    assert "  shanghai_incident/extra" in err and "  site/pipe" in err
    assert main(["build"]) == 0
    assert not (generated / "site" / "pipe").exists() and main(["build", "--check"]) == 0


def test_a_generated_linked_elsewhere_is_built_through_the_link(project, tmp_path, capsys):
    """A build replaced the link with a real folder, and the folder it linked to kept its old tree."""
    elsewhere = tmp_path / "outputs" / "generated"
    elsewhere.parent.mkdir()
    shutil.move(project / "generated", elsewhere)
    (project / "generated").symlink_to(elsewhere)
    _edit(project)
    assert main(["build", "--check"]) == 1                     # seen through the link: stale
    assert main(["build"]) == 0, capsys.readouterr().err
    assert (project / "generated").is_symlink() and os.readlink(project / "generated") == str(elsewhere)
    assert "'99'" in (elsewhere / "shanghai_incident" / "__init__.py").read_text(encoding="utf-8")
    assert not [p for p in elsewhere.parent.iterdir() if p.name.startswith(swap.PREFIX)]
    capsys.readouterr()
    assert main(["build", "--check"]) == 0, capsys.readouterr().err
    left = elsewhere.parent / f"{swap.PREFIX}abcd1234"          # a build killed there: removed by the next
    left.mkdir()
    with open(project / "rulebooks" / "shanghai_incident" / "05-pause.rules", "a", encoding="utf-8") as f:
        f.write('\nclause 98 "Added too" { says "Added." }\n')
    assert main(["build"]) == 0 and not left.exists()


@pytest.mark.parametrize("kind, said", [
    ("file", "generated is a file, not a folder"),
    ("link to nothing", "which does not exist"),
    ("link to a file", "which is not a folder"),
    ("link to the project", "the project or a folder holding it"),
])
def test_a_generated_that_is_no_folder_is_a_usage_error_and_nothing_changes(project, tmp_path, kind, said, capsys):
    """A plain file generated/ was silently replaced by the built folder."""
    shutil.rmtree(project / "generated")
    other = tmp_path / "other.txt"
    other.write_text("mine\n", encoding="utf-8")
    if kind == "file":
        (project / "generated").write_text("notes\n", encoding="utf-8")
    else:
        (project / "generated").symlink_to({"link to nothing": tmp_path / "nowhere", "link to a file": other,
                                            "link to the project": project}[kind])
    before = sorted(p.name for p in project.iterdir())
    capsys.readouterr()
    for command in (["build"], ["build", "--check"]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert f"rules build: error: {project / 'generated'}" in err and said in err, err
        assert "internal error" not in err
    assert sorted(p.name for p in project.iterdir()) == before
    assert other.read_text(encoding="utf-8") == "mine\n" and not (tmp_path / "nowhere").exists()
    if kind == "file":
        assert (project / "generated").read_text(encoding="utf-8") == "notes\n"


def test_a_generated_linked_to_a_folder_of_other_files_is_refused_and_they_stay(project, tmp_path, capsys):
    """`ln -s ~/Documents generated`, mistyped: the build swapped its tree in and the folder's own
    files (`thesis.txt`) were gone, exit 0. An empty folder, or one a build wrote, is built into."""
    shutil.rmtree(project / "generated")
    documents = tmp_path / "my documents"
    documents.mkdir()
    (documents / "thesis.txt").write_text("precious\n", encoding="utf-8")
    (documents / "drafts").mkdir()
    (project / "generated").symlink_to(documents)
    capsys.readouterr()
    for command in (["build"], ["build", "--check"]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert "which holds drafts, thesis.txt: no build wrote that" in err, err
    assert sorted(p.name for p in documents.iterdir()) == ["drafts", "thesis.txt"]
    (documents / "thesis.txt").unlink()
    (documents / "drafts").rmdir()
    assert main(["build"]) == 0 and (documents / "shanghai_incident" / "__init__.py").is_file()
    assert main(["build"]) == 0 and main(["build", "--check"]) == 0
