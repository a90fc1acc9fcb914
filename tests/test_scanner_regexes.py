"""The lexer's patterns made from their shipped code (`dsl/scanner_regexes.py`) are the patterns
`re.compile` makes; the shipped file holds every pattern of the grammar, and is written the same on
every run; anything it cannot give is compiled as before."""
from __future__ import annotations

import gzip
import json
import re

import pytest

from dsl import scanner_regexes as sr
from dsl.parser import parser

SHIPPED_FOR_THIS_PYTHON = bool(sr._shipped())
needs_shipped = pytest.mark.skipif(
    not SHIPPED_FOR_THIS_PYTHON,
    reason="dsl/scanner_regexes.json.gz was written under another Python version (or is missing): the "
           "patterns are compiled by `re` here; `python -m dsl.scanner_regexes --write` writes it for this one")


@needs_shipped
def test_every_pattern_of_the_grammar_is_shipped():
    """After an edit of the grammar, its new patterns would be compiled by `re` (slower, never
    wrong): write the file again with `python -m dsl.scanner_regexes --write` (or `python -m
    dsl.parser --write-tables`, which writes it with the grammar's tables)."""
    missing = [p for p in sr.patterns_of(parser()) if p not in sr._shipped()]
    assert not missing, f"{len(missing)} patterns not shipped: run python -m dsl.scanner_regexes --write"


@needs_shipped
def test_writing_again_gives_the_shipped_bytes():
    assert sr.packaged_bytes(parser()) == sr.PACKAGED.read_bytes()


@needs_shipped
def test_each_shipped_pattern_is_the_pattern_re_makes():
    """`re.Pattern`'s `==` compares the text, the flags and the engine's code."""
    shim = sr.PrecompiledRe(sr._shipped())
    for (pattern, flags) in sr._shipped():
        made = shim._from_code(pattern, (pattern, flags))
        assert made is not None, pattern
        expected = re.compile(pattern, flags)
        assert made == expected, pattern
        assert (made.groups, made.groupindex, made.flags) == (expected.groups, expected.groupindex, expected.flags)


@needs_shipped
def test_the_parsers_lexers_use_the_shipped_patterns():
    lexers = sr._basic_lexers(parser())
    assert lexers and all(isinstance(lexer.re, sr.PrecompiledRe) for lexer in lexers)


def test_a_pattern_not_shipped_is_compiled_by_re():
    shim = sr.PrecompiledRe({})
    assert shim.compile(r"[a-z]+\d", re.M) == re.compile(r"[a-z]+\d", re.M)
    assert shim.match(r"ab+", "abbbc").group(0) == "abbb"
    assert shim.error is re.error          # (everything else is `re`'s)


@pytest.mark.skipif(sr._sre is None, reason="not CPython: no `_sre` to make patterns from code")
def test_code_the_engine_refuses_is_compiled_by_re():
    """Damaged code (here, an opcode that does not exist) is refused by `_sre`'s own check."""
    pattern = r"(?P<A>ab)|(?P<B>c)"
    row = sr.compiled(pattern, 0)
    key, (final, code, groups, groupindex, indexgroup) = sr._as_args(row)
    assert sr.PrecompiledRe({key: row})._from_code(pattern, key) == re.compile(pattern)   # (`re`'s code is taken)
    damaged = sr.compiled(pattern, 0)
    damaged[3] = sr.encoded([9999] * len(code))
    shim = sr.PrecompiledRe({key: damaged})
    assert shim._from_code(pattern, key) is None
    assert shim.compile(pattern) == re.compile(pattern)


def test_a_damaged_or_foreign_file_ships_nothing(tmp_path, monkeypatch):
    damaged = tmp_path / "damaged.json.gz"
    damaged.write_bytes(sr.PACKAGED.read_bytes()[:-100])
    foreign = tmp_path / "foreign.json.gz"
    data = json.loads(gzip.decompress(sr.PACKAGED.read_bytes()))
    foreign.write_bytes(gzip.compress(json.dumps({**data, "key": "cpython 2.7.18-final0 sre=1/2/3"}).encode()))
    for path in (damaged, foreign, tmp_path / "missing.json.gz"):
        monkeypatch.setattr(sr, "PACKAGED", path)
        sr._shipped_file.cache_clear()
        try:
            assert sr._shipped() == {}
            assert sr._shipped_file() == ({}, {})
        finally:
            sr._shipped_file.cache_clear()
