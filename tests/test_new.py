"""`rules new GAME`: a designer's own book checks, builds into its own package, JSON, aid and web
book, end to end in a copy of the project and in a folder of its own; bad ids and existing books
are refused without touching anything."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable
from conftest import ROOT

needs_pdf = pytest.mark.skipif(bool(pdf_unavailable()), reason=f"player aid PDFs cannot be printed here: {pdf_unavailable()}")
# Top-level folders of a working copy that are not the project: a fresh clone has none of them.
NOT_PROJECT = {".venv", ".git", ".pytest_cache", "test-artifacts", "site", "__pycache__"}


def rules(*args, cwd):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True)


def copy_of_project(dest: Path) -> Path:
    def ignore(folder, names):
        top = Path(folder).resolve() == ROOT
        return [n for n in names if (top and n in NOT_PROJECT) or n == "__pycache__" or n.endswith(".egg-info")]
    shutil.copytree(ROOT, dest, ignore=ignore)
    return dest


@needs_pdf
def test_a_new_book_builds_into_the_project(tmp_path):
    project = copy_of_project(tmp_path / "project")
    made = rules("new", "demo", "--title", "Demo Game", cwd=project)
    assert made.returncode == 0, made.stderr
    assert made.stdout.splitlines() == ["rulebooks/demo/00-book.rules"]      # the project has its mkdocs.yml
    checked = rules("check", "demo", cwd=project)
    assert checked.returncode == 0, checked.stderr
    assert checked.stderr.splitlines() == ["demo: ok — 1 clause, 1 table, 2 examples run; 0 gaps, 0 doubts noted"]
    built = rules("build", cwd=project)
    assert built.returncode == 0, built.stderr
    out = project / "generated" / "demo"
    for name in ("__init__.py", "book.json", "vectors.json", "aid.html", "aid.pdf"):
        assert (out / name).is_file(), name
    assert json.loads((out / "book.json").read_text(encoding="utf-8"))["title"] == "Demo Game"
    assert "Demo Game: Player Aid" in (out / "aid.html").read_text(encoding="utf-8")
    site = project / "generated" / "site" / "books"
    assert (site / "demo" / "index.md").is_file() and (site / "demo" / "tables.md").is_file()
    assert "(demo/index.md)" in (site / "index.md").read_text(encoding="utf-8")
    use = subprocess.run([sys.executable, "-c", "import demo; r = demo.crt(roll=6, column='3:1'); print(r.text, r.trace)"],
                         cwd=project / "generated", capture_output=True, text=True)
    assert use.stdout.strip() == "D2 ('1.0',)", use.stderr
    assert rules("build", "--check", cwd=project).returncode == 0


@needs_pdf
def test_a_new_book_in_a_folder_of_its_own_gets_a_site(tmp_path):
    made = rules("new", "my_game", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert made.stdout.splitlines() == ["rulebooks/my_game/00-book.rules", "mkdocs.yml", "docs/index.md"]
    assert not (ROOT / "rulebooks" / "my_game").exists()
    assert rules("build", cwd=tmp_path).returncode == 0
    site = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=tmp_path,
                          capture_output=True, text=True)
    assert site.returncode == 0, site.stderr
    assert (tmp_path / "site" / "index.html").is_file()
    assert "My Game" in (tmp_path / "site" / "books" / "my_game" / "index.html").read_text(encoding="utf-8")
    # (its aid is in the site, linked from its contents page: the plugin `rules-search` copies it there)
    contents = (tmp_path / "site" / "books" / "my_game" / "index.html").read_text(encoding="utf-8")
    assert '<a href="aid.pdf">My Game: Player Aid (PDF)</a>' in contents
    assert (tmp_path / "site/books/my_game/aid.pdf").read_bytes() == (tmp_path / "generated/my_game/aid.pdf").read_bytes()


@needs_pdf
def test_a_new_projects_site_search_reads_as_rules_and_a_broken_anchor_fails_its_build(tmp_path):
    """A new project's mkdocs.yml had neither the search hook (search showed 'Guns &amp; Butter') nor
    anchor validation (a link to a heading that is not there built without a word)."""
    assert rules("new", "guns", "--title", "Guns & Butter", cwd=tmp_path).returncode == 0
    config = (tmp_path / "mkdocs.yml").read_text(encoding="utf-8")
    assert "rules-search" in config and "anchors: warn" in config and str(ROOT) not in config
    assert rules("build", cwd=tmp_path).returncode == 0
    mkdocs = [sys.executable, "-m", "mkdocs", "build", "--strict"]   # (--quiet hides the warnings --strict counts)
    site = subprocess.run(mkdocs, cwd=tmp_path, capture_output=True, text=True)
    assert site.returncode == 0, site.stderr
    index = json.loads((tmp_path / "site" / "search" / "search_index.json").read_text(encoding="utf-8"))
    titles = [doc["title"] for doc in index["docs"]]
    assert "Guns & Butter" in titles and not [t for t in titles if "&amp;" in t or "&lt;" in t], titles
    (tmp_path / "docs" / "more.md").write_text("# More\n\nSee [the rules](index.md#no-such-heading).\n",
                                              encoding="utf-8")
    assert rules("build", cwd=tmp_path).returncode == 0
    broken = subprocess.run(mkdocs, cwd=tmp_path, capture_output=True, text=True)
    assert broken.returncode != 0 and "no-such-heading" in broken.stderr, broken.stderr


def test_a_title_longer_than_an_aid_prints_is_refused_and_the_longest_checks_clean(tmp_path):
    # (a title of 100,000 letters was written, checked clean, and its aid took 137 s and 800 MB to print)
    made = rules("new", "long", "--title", "x" * 289, cwd=tmp_path)
    assert made.returncode == 2 and "at most 288" in made.stderr and not (tmp_path / "rulebooks").exists()
    assert rules("new", "long", "--title", "Long " * 57 + "aid", cwd=tmp_path).returncode == 0
    checked = rules("check", "long", cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_title_is_carried_exactly(tmp_path):
    title = 'The "Big" [Push] \\ 1944'
    assert rules("new", "push", "--title", title, cwd=tmp_path).returncode == 0
    out = rules("export", "push", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["title"] == title


def test_a_title_holding_markup_is_shown_as_text_on_the_site(tmp_path):
    """`rules new g --title 'Panzer <Blitz> <script>…'` wrote the title into mkdocs.yml's site_name,
    which the theme prints into every page's navbar unescaped (a live script; `<Blitz>` vanished),
    and into docs/index.md's heading, which Markdown passes through as HTML."""
    title = 'Panzer <Blitz> & Co <script>alert(1)</script> *x*'
    assert rules("new", "g", "--title", title, cwd=tmp_path).returncode == 0
    assert rules("build", cwd=tmp_path).returncode == 0
    site = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=tmp_path,
                          capture_output=True, text=True)
    assert site.returncode == 0, site.stderr
    for page in ("index.html", "books/g/index.html"):
        html = (tmp_path / "site" / page).read_text(encoding="utf-8")
        assert "<script>alert" not in html and "<Blitz>" not in html, page
        assert "Panzer &lt;Blitz&gt; &amp; Co &lt;script&gt;alert(1)&lt;/script&gt;" in html, page


@pytest.mark.parametrize("game, reason", [
    ("My-Game", "is not a book id"), ("9lives", "is not a book id"), ("class", "is a Python keyword"),
    ("json", "already the name of a Python module"), ("site", "already the name"), ("compiler", "already the name"),
    ("test", "already the name"), ("lark", "already the name"), ("schemas", "already the name"),
    ("a" * 300, "more than 64"),
])
def test_a_bad_id_is_refused(tmp_path, game, reason):
    out = rules("new", game, cwd=tmp_path)
    assert out.returncode == 2 and reason in out.stderr and "Traceback" not in out.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("title, reason", [
    ("", "not empty"), ("   ", "not empty"), ("a\nb", "U+000A"), ("a\rb", "U+000D"), ("a\x85b", "U+0085"),
    ("a\u2028b", "U+2028"), ("a\u202eb", "U+202E"), (b"a\x85b", "not UTF-8"),
])
def test_a_bad_title_is_refused_before_anything_is_written(tmp_path, title, reason):
    """A title the book could not hold (a carriage return wrote a book that does not check; a byte
    the terminal could not decode was an internal error after the folder was made) is a usage
    error, and no folder is left behind to block the next try."""
    out = subprocess.run([sys.executable, "-m", "compiler", "new", "y", "--title", title],
                         cwd=tmp_path, capture_output=True, text=True)
    assert out.returncode == 2 and reason in out.stderr and "Traceback" not in out.stderr, out.stderr
    assert list(tmp_path.iterdir()) == []


def test_an_existing_book_is_never_overwritten(tmp_path):
    assert rules("new", "demo", cwd=tmp_path).returncode == 0
    book = tmp_path / "rulebooks" / "demo" / "00-book.rules"
    book.write_text("# mine\n", encoding="utf-8")
    again = rules("new", "demo", cwd=tmp_path)
    assert again.returncode == 2
    assert again.stderr.strip() == ("rules new: error: rulebooks/demo already exists; choose another id, "
                                    "or edit the book that is there")
    assert book.read_text(encoding="utf-8") == "# mine\n"


def test_an_existing_site_configuration_is_kept(tmp_path):
    (tmp_path / "rulebooks").mkdir()
    (tmp_path / "mkdocs.yml").write_text("site_name: Mine\n", encoding="utf-8")
    made = rules("new", "second", cwd=tmp_path / "rulebooks")
    assert made.returncode == 0 and made.stdout.splitlines() == ["second/00-book.rules"]
    assert (tmp_path / "mkdocs.yml").read_text(encoding="utf-8") == "site_name: Mine\n"
    assert not (tmp_path / "docs").exists()


def test_a_new_book_that_fails_to_parse_is_named_by_its_folder(tmp_path):
    """The scaffold's one file is `00-book.rules`: a parse error made the verdict "book: errors", not
    the book's own name."""
    assert rules("new", "mygame", cwd=tmp_path).returncode == 0
    book = tmp_path / "rulebooks" / "mygame" / "00-book.rules"
    book.write_text(book.read_text(encoding="utf-8").replace("book mygame {", "book mygame {{", 1), encoding="utf-8")
    out = rules("check", "mygame", cwd=tmp_path)
    assert out.returncode == 1 and out.stderr.strip().splitlines()[-1].startswith("mygame: errors"), out.stderr


def test_a_place_that_cannot_be_written_is_a_usage_error_and_leaves_nothing_half_made(tmp_path, monkeypatch, capsys):
    """`rules new` where rulebooks/ is a file, or on a full disk, was an internal error (exit 3)
    that left the files written before it behind."""
    import errno

    from compiler.cli import main
    monkeypatch.setenv("RULES_ROOT", str(tmp_path))
    monkeypatch.setenv("RULES_CACHE", "off")
    (tmp_path / "rulebooks").write_text("a file\n", encoding="utf-8")
    assert main(["new", "my_game"]) == 2
    err = capsys.readouterr().err
    assert "rules new: error: cannot write" in err and "Not a directory" in err, err
    (tmp_path / "rulebooks").unlink()
    real = Path.write_text

    def full(self, *args, **kwargs):
        if self.name == "index.md":
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return real(self, *args, **kwargs)
    monkeypatch.setattr(Path, "write_text", full)
    assert main(["new", "my_game"]) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert not (tmp_path / "mkdocs.yml").exists() and not (tmp_path / "rulebooks" / "my_game").exists()



def test_a_folder_whose_path_is_near_the_limit_is_a_usage_error_and_leaves_nothing(tmp_path, monkeypatch, capsys):
    """`rules new` in a folder whose path is a few characters short of PATH_MAX (4096): its book's
    file cannot be named (ENAMETOOLONG), and the clean-up's unlink of that file raised the same
    error again: an internal error (exit 3), and an empty rulebooks/demo/ blocked the next try."""
    import os

    from compiler.cli import main
    deep = tmp_path
    while len(str(deep)) < 4070:
        deep = deep / ("d" * min(200, 4070 - len(str(deep))))
    os.makedirs(deep)
    monkeypatch.setenv("RULES_ROOT", str(deep))
    monkeypatch.setenv("RULES_CACHE", "off")
    for _ in range(2):   # (and again: nothing is left to block it)
        assert main(["new", "demo"]) == 2
        err = capsys.readouterr().err
        assert "rules new: error: cannot write" in err and "File name too long" in err, err
        assert not list(os.scandir(deep))


def test_an_id_another_folders_book_declares_is_refused(tmp_path):
    """`rulebooks/alpha` holding `book beta`: `rules new beta` made rulebooks/beta, exit 0, and then
    every check and build of the project failed (E101, two books of one id)."""
    (tmp_path / "rulebooks" / "alpha").mkdir(parents=True)
    (tmp_path / "rulebooks" / "alpha" / "a.rules").write_text('book Beta {\n  title "B"\n}\n', encoding="utf-8")
    made = rules("new", "beta", cwd=tmp_path)
    assert made.returncode == 2 and "the book in rulebooks/alpha is already `book beta`" in made.stderr, made.stderr
    assert not (tmp_path / "rulebooks" / "beta").exists()
    (tmp_path / "rulebooks" / "zz").mkdir()
    (tmp_path / "rulebooks" / "zz" / "z.rules").write_text('book zz {\n  title "Z"\n}\nclause 1 "C" {\n  says """\n'
                                                         'book gamma {\n"""\n}\n', encoding="utf-8")
    assert rules("new", "gamma", cwd=tmp_path).returncode == 0   # (`book gamma {` in a text declares nothing)


def test_links_to_nothing_are_never_written_through(tmp_path):
    """A dangling `mkdocs.yml` or `docs/index.md` link counts as there: `rules new` wrote through
    them, outside the project."""
    outside = tmp_path / "outside"
    project = tmp_path / "project"
    (project / "docs").mkdir(parents=True)
    (project / "mkdocs.yml").symlink_to(outside / "site-config.yml")
    made = rules("new", "linked", cwd=project)
    assert made.returncode == 0, made.stderr
    assert not outside.exists() and (project / "mkdocs.yml").is_symlink()
    (project / "mkdocs.yml").unlink()
    (project / "docs" / "index.md").symlink_to(outside / "home.md")
    made = rules("new", "linked_too", cwd=project)
    assert made.returncode == 0, made.stderr
    assert not outside.exists() and (project / "mkdocs.yml").is_file()
