"""Shared fixtures: the project root, every bundled book compiled once, and golden-file updating."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The commands the tests run are never handed to (nor start) a resident build server, but in the
# tests of the server itself (tests/test_build_server.py), which set it for their own commands.
os.environ["RULES_SERVER"] = "off"
sys.path.insert(0, str(ROOT / "generated"))
# A suite started in the background of a shell without job control (`pytest &` in a script) starts
# ignoring SIGINT, and every command a test starts would inherit that: a build started ignoring a
# signal rightly goes on ignoring it, and the tests that stop one with Ctrl-C waited forever. The
# suite's own process takes Python's handler back, so the commands it starts get the default.
if sys.platform != "win32":
    import signal
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def skip_if_ignored(sig) -> None:
    """Skip a test that stops a command with `sig` when the suite runs ignoring it (`nohup` ignores
    SIGHUP): the command inherits that, and a command started ignoring a signal rightly keeps
    ignoring it (the test would wait forever)."""
    import signal
    if signal.getsignal(sig) is signal.SIG_IGN:
        pytest.skip(f"the suite runs ignoring {signal.Signals(sig).name} (nohup?): the command would ignore it too")


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", help="rewrite the golden files of tests/golden/")


@pytest.fixture(scope="session")
def update_golden(request) -> bool:
    return request.config.getoption("--update-golden")


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


_COMPILED = {}


def compiled_book(name: str):
    from compiler.pipeline import compile_book
    if name not in _COMPILED:
        _COMPILED[name] = compile_book(ROOT / "rulebooks" / name)
    return _COMPILED[name]


def everything(value):
    """A model value with every field (positions and the fields left out of equality included)
    and the class of each part: what two models must share to be the same to the letter."""
    import attrs
    if attrs.has(type(value)):
        return (type(value).__name__, tuple((a.name, everything(getattr(value, a.name)))
                                            for a in attrs.fields(type(value))))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(everything(x) for x in value))
    if isinstance(value, dict):
        return ("dict", tuple((k, everything(v)) for k, v in value.items()))
    return (type(value).__name__, value)


def compile_text(folder: Path, text: str, name: str = "t"):
    """A one-file book written out as `folder/name/book.rules` (dedented) and compiled."""
    import textwrap

    from compiler.pipeline import compile_book
    book = folder / name
    book.mkdir()
    (book / "book.rules").write_text(textwrap.dedent(text), encoding="utf-8")
    return compile_book(book)


def bundled_books() -> list[str]:
    from compiler.pipeline import book_folders
    return [p.name for p in book_folders(ROOT)]


def book_folders_to_compile() -> list[Path]:
    """Every bundled book's folder and every book folder of the tests but the books with errors
    (`tests/cases/bad`): what the C paths are compared with the Python ones on."""
    found = [p for p in sorted((ROOT / "rulebooks").iterdir()) if list(p.glob("*.rules"))]
    return found + [p for p in sorted((ROOT / "tests" / "cases").iterdir()) if p.name != "bad" and list(p.glob("*.rules"))]


def counted_runs(monkeypatch) -> list[str]:
    """The ids of the books whose generated module is loaded and run (`book_compile.run_book`), in
    order, from now to the end of the test."""
    from compiler import book_compile
    runs: list[str] = []
    real = book_compile.run_book

    def counted(c):
        runs.append(c.id)
        real(c)
    monkeypatch.setattr(book_compile, "run_book", counted)
    return runs
