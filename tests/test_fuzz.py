"""Fuzzing: no input crashes the checker, and every diagnostic has a file, a line and a column.

Two sources of inputs, both deterministic (a fixed seed; hypothesis derandomized, no example
database): texts drawn from the grammar itself (`hypothesis.extra.lark.from_lark` over
dsl/grammar.lark), and every bundled rulebook with one file mutated at random (lines deleted,
duplicated, swapped, split or joined, tokens inserted, the file truncated, bytes flipped).

About 290 cases run here (250 drawn, 40 mutated; about 12 s on two cores), and
tests/test_robustness.py adds 40 mutations compiled through the examples; `benchmarks/fuzz.py` runs the long version (10,000
cases, docs/performance.md, "Robustness").
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from lark import Lark

from fuzzing import BOOKS, check_front_end, mutated_book

GRAMMAR = Path(__file__).resolve().parent.parent / "dsl" / "grammar.lark"


def _spaced(pattern: str):
    """A terminal drawn from its regex with a space either side, so a keyword and the name after
    it are not glued into one word (which is refused, E001, before the rest is looked at)."""
    return st.from_regex(pattern, fullmatch=True).map(lambda s: f" {s} ")


def grammar_texts():
    lark = Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual")
    explicit = {name: _spaced(p) for name, p in {
        "NAME": r"[A-Za-z_][A-Za-z0-9_]{0,6}", "CLAUSE_ID": r"[0-9]{1,2}(\.[0-9]{1,2}){0,2}",
        "WORD": r"[A-Za-z0-9_]{1,4}", "MARKER_KEY": r"[A-Z]", "INT": r"[0-9]{1,3}", "HEX": r"[0-9]{4}",
        "SIGNED_INT": r"[+-][0-9]{1,2}", "DICE": r"[1-3]d(6|10)", "STRING": r'"[a-zA-Z0-9 {}/:-]{0,8}"',
        "RATIO": r"[0-9]{1,2}:[0-9]", "FRACTION": r"[0-9]/[0-9]", "DECIMAL": r"[0-9]\.[0-9]{1,2}",
        "LONG_STRING": r'"""[a-z \n]{0,12}"""', "GRID_ROW": r"\|( [-A-Z0-9]{1,3} \|){1,4}"}.items()}
    explicit["COMMENT"] = st.just("# a comment\n")
    explicit["_NL"] = st.sampled_from(["\n", "\r\n", "\n\n"])
    return from_lark(lark, explicit=explicit)


@pytest.fixture(scope="module")
def cache_folder(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz-cache")


@settings(max_examples=250, derandomize=True, database=None, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(text=grammar_texts())
def test_texts_from_the_grammar_never_crash_the_checker(text, tmp_path_factory):
    folder = tmp_path_factory.mktemp("grammar", numbered=True)
    path = folder / "drawn.rules"
    path.write_text(text, encoding="utf-8")
    import os
    os.environ["RULES_CACHE"] = "off"
    try:
        assert check_front_end(path) == []
    finally:
        del os.environ["RULES_CACHE"]


# The large books cost more per case: fewer of them here, all of them in the long run.
CASES = [(book, seed) for book in BOOKS for seed in range(4 if book.name == "war_of_the_suns" else 12)]


@pytest.mark.parametrize("book,seed", CASES, ids=[f"{b.name}-{s}" for b, s in CASES])
def test_mutated_bundled_books_never_crash_the_checker(book, seed, tmp_path_factory, cache_folder, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(cache_folder))
    # The same folder every time, so the files a case leaves alone come from the cache.
    place = tmp_path_factory.getbasetemp() / "mutated"
    shutil.rmtree(place / book.name, ignore_errors=True)
    place.mkdir(exist_ok=True)
    target = mutated_book(book, place, random.Random(f"{book.name}-{seed}"))
    assert check_front_end(target) == []


# The long run's other mutation operators (benchmarks/fuzz_operators.py), one case each on the
# smallest book, so that they keep working and the property holds for what they make.
import sys  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from fuzz_operators import OPERATORS, boundaries, truncate_at  # noqa: E402

SMALL = next(b for b in BOOKS if b.name == "shanghai_incident")


@pytest.mark.parametrize("operator", sorted(OPERATORS))
def test_each_operator_of_the_long_run_changes_the_book_and_never_crashes_the_checker(operator, tmp_path, cache_folder,
                                                                                       monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(cache_folder))
    book = tmp_path / SMALL.name
    shutil.copytree(SMALL, book)
    rng = random.Random(f"operator-{operator}")
    (OPERATORS[operator](book, rng, BOOKS) if operator == "splice" else OPERATORS[operator](book, rng))
    before = {p.name: p.read_bytes() for p in SMALL.glob("*.rules")}
    assert {p.name: p.read_bytes() for p in book.glob("*.rules")} != before
    assert check_front_end(book) == []


def test_truncation_at_a_token_boundary_never_crashes_the_checker(tmp_path, cache_folder, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(cache_folder))
    name = "00-book.rules"
    cuts = boundaries((SMALL / name).read_bytes())
    for k in range(0, len(cuts), max(1, len(cuts) // 8)):
        book = tmp_path / str(k) / SMALL.name
        shutil.copytree(SMALL, book)
        truncate_at(book, name, k)
        assert check_front_end(book) == []
