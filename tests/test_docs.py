"""The documentation cannot drift from the code: every Python session shown in the docs is run
(doctest), and the tutorial's rulebook listings are the files of tests/cases/tutorial, which must
check clean."""
from __future__ import annotations

import doctest
import re
import sys
from pathlib import Path

import pytest

from compiler.pipeline import compile_book

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "tests" / "cases" / "tutorial"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _sessions(page: Path) -> str:
    """The ```pycon blocks of a page, in order, as one doctest text."""
    blocks = re.findall(r"```pycon\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    return "\n".join(b.rstrip() + "\n" for b in blocks)


def _run(text: str, name: str, globs: dict) -> None:
    test = doctest.DocTestParser().get_doctest(text, globs, name, name, 0)
    assert test.examples, f"{name} shows no Python session"
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    failures = []
    runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)


def test_tutorial_listings_are_the_tutorial_book():
    page = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
    shown = "\n".join(re.findall(r"```rules\n(.*?)```", page, re.S)).splitlines()
    files = [line for f in sorted(TUTORIAL.glob("*.rules")) for line in f.read_text(encoding="utf-8").splitlines()]
    assert [x for x in files if x.strip() and x not in shown] == []
    assert [x for x in shown if x.strip() and x not in files] == []


def test_tutorial_sessions(monkeypatch):
    c = compile_book(TUTORIAL)
    assert c.ok, [str(d) for d in c.diagnostics() if d.severity == "error"]
    monkeypatch.setitem(sys.modules, c.id, c.module)
    _run(_sessions(ROOT / "docs" / "tutorial.md"), "tutorial.md", {})


@pytest.mark.parametrize("page", ["docs/engine-api.md", "README.md"])
def test_engine_api_sessions(page, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "generated"))
    _run(_sessions(ROOT / page), page, {})


def _sh_commands(page: str) -> list[str]:
    """The `rules …` lines of a page's ```sh blocks, without their comments."""
    blocks = re.findall(r"```sh\n(.*?)```", (ROOT / page).read_text(encoding="utf-8"), re.S)
    lines = [line.split("  #")[0] for b in blocks for line in b.splitlines()]
    return [part.strip() for line in lines for part in line.split("&&") if part.strip().startswith("rules ")]


def test_readme_commands_are_valid():
    """Every `rules` command the README lists is accepted as written (a renamed option would not be)."""
    import shlex
    from compiler.cli import parser
    commands = _sh_commands("README.md")
    assert len(commands) > 10
    for command in commands:
        try:
            parser().parse_args(shlex.split(command)[1:])
        except SystemExit:
            pytest.fail(f"README.md: `{command}` is not a valid command")


def _count_word(n: int) -> str:
    return ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"][n] if n <= 10 else str(n)


@pytest.mark.parametrize("page", ["README.md", "docs/index.md"])
def test_the_number_of_bundled_books_is_current(page):
    from compiler.pipeline import book_folders
    books = [p.name for p in book_folders(ROOT)]
    text = (ROOT / page).read_text(encoding="utf-8")
    said = re.findall(r"(\w+) published rulebooks", text)
    assert said == [_count_word(len(books))], f"{page} says {said} published rulebooks; there are {len(books)}"
    if page == "docs/index.md":
        linked = re.findall(r"\(books/(\w+)/index\.md\)", text)
        assert linked == books, f"{page} lists {linked}; the bundled books are {books}"


def test_the_offset_header_example_of_the_reference_reads_as_it_says(tmp_path):
    """reference.md's offset-header table: the answers its prose gives are the compiler's."""
    page = (ROOT / "docs" / "reference.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```rules\n(.*?)```", page, re.S) if "columns differential by terrain" in b)
    book = tmp_path / "o"
    book.mkdir()
    (book / "book.rules").write_text('book o { title "O" side red "Red" side blue "Blue" dice 1d6 }\n'
                                     'enum terrain "Terrain" { city "City", river "River", clear "Clear" }\n'
                                     'results shanghai_result "R" {\n  "(A)" => attacker_step_loss "x"\n'
                                     '  "A{retreat}" => attacker_retreat "x"\n  "Ex" => exchange "x"\n'
                                     '  blank => no_effect "No effect"\n  mark underline "u"\n}\n'
                                     'clause 1 "C" {\n  says "x"\n' + block + '}\n', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [str(d) for d in c.diagnostics()]
    city = c.module.crt(roll=1, differential=0, terrain="city")
    assert (city.text, city.marks, city.column) == ("A1", ("underline",), "0")
    clear = c.module.crt(roll=1, differential=0, terrain="clear")
    assert (clear.kind, clear.text) == ("no_effect", "")
