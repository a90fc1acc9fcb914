"""The lexer's scanners cut down by first character (`dsl/scanner_dispatch.py`, `dsl/first_chars.py`)
read every bundled book and test file into the same tokens as the whole scanners, in the Python and
the C loop; each first-character set holds the first character of every match `re` finds; the
shipped dispatch is the one worked out from the grammar."""
from __future__ import annotations

import random
import re
from re import _parser

import pytest

from dsl import fast_lark
from dsl import parser_build as p
from dsl import scanner_regexes as sr
from dsl.first_chars import EVERY, RefersToGroups, first_ascii
from dsl.scanner_dispatch import UNKNOWN, cut_down, dispatch_of
from dsl.tree_builder import fast_callbacks

from tests.test_fast_lark import FILES, ROOT, same_tree, tokens_and_tree


def fresh(dispatch_from, in_c: bool):
    built = p._from_tables(p._tables(p.parser()))
    fast_callbacks(built._callbacks)
    assert fast_lark.install(built, in_c=in_c, dispatch_from=dispatch_from) > 0
    return built


@pytest.fixture(scope="module")
def pairs():
    return {in_c: (fresh(None, in_c), fresh(sr.computed_dispatch, in_c)) for in_c in (False, True)}


@pytest.mark.parametrize("in_c", [False, True], ids=["python", "c"])
@pytest.mark.parametrize("path", FILES, ids=lambda f: str(f.relative_to(ROOT)))
def test_every_file_reads_the_same_with_the_scanners_cut_down(pairs, path, in_c):
    whole, cut = pairs[in_c]
    text = path.read_text(encoding="utf-8", errors="replace")
    tokens, tree = tokens_and_tree(whole, text)
    cut_tokens, cut_tree = tokens_and_tree(cut, text)
    assert tokens or isinstance(tree, tuple) or not text.strip()
    assert cut_tokens == tokens
    assert same_tree(cut_tree, tree)


def test_the_cut_down_scanners_were_used(pairs):
    """(else the test above compares the whole scanners with themselves)"""
    _, cut = pairs[False]
    lexers = sr._basic_lexers(cut)
    assert sum(vars(lexer).get("_dispatch_made", (None, None))[1] is not None for lexer in lexers) > 10


def scanners():
    return [lexer._build_scanner() for lexer in sr._basic_lexers(p.parser())]


def test_at_every_position_of_every_book_each_scanner_matches_as_its_whole():
    """Every scanner of the grammar, cut down, at every 7th position of the bundled books (and at
    random positions of random texts of their characters): the same terminal, text and end."""
    text = "".join(f.read_text(encoding="utf-8") for f in sorted((ROOT / "rulebooks").glob("*/*.rules")))
    rng = random.Random(14)
    alphabet = sorted(set(text)) + ["\x00", "\x7f", "é", "\u2028"]
    noise = "".join(rng.choice(alphabet) for _ in range(20_000))
    checked = 0
    for scanner in scanners():
        cut = sr.computed_dispatch(scanner)
        if cut is None:
            continue
        dispatch, _ = dispatch_of(*cut, re.compile, scanner.g_regex_flags)
        for sample, step in ((text, 7 + checked % 5), (noise, 3)):
            for pos in range(0, len(sample), step * 40):
                whole = next((m for m in (mre.match(sample, pos) for mre in scanner._mres) if m), None)
                char = ord(sample[pos])
                tried = dispatch[char] if char < 128 else scanner._mres
                got = next((m for m in (mre.match(sample, pos) for mre in tried) if m), None)
                assert (whole and (whole.group(0), whole.lastgroup, whole.end())) == \
                    (got and (got.group(0), got.lastgroup, got.end())), (scanner.terminals, pos)
        checked += 1
    assert checked > 100


@pytest.mark.skipif(not sr._shipped(), reason="scanner_regexes.json.gz not written under this Python")
def test_the_shipped_dispatch_is_the_one_worked_out():
    for scanner in scanners():
        assert sr.shipped_dispatch(scanner) == sr.computed_dispatch(scanner)


def first(pattern: str, flags: int = 0):
    parsed = _parser.parse(pattern, flags)
    return first_ascii(parsed, parsed.state.flags)


@pytest.mark.parametrize("pattern, flags, expected", [
    ("abc", 0, "a"), ("[a-c]x|d", 0, "abcd"), ("(?:x?y)+", 0, "xy"), ("a*", 0, EVERY), ("(?=b)[a-c]", 0, "abc"),
    ("(?<=q)z", 0, "z"), (r"\bk", re.I, "Kk"), ("(?i:k)", 0, "Kk"), (r"[^\n]", 0, set(map(chr, range(128))) - {"\n"}),
    (r"\d", re.A, "0123456789"), ("x{0}y", 0, "xy"), ("(?>ab|c)", 0, "ac"), ("ab|", 0, EVERY), ("^", 0, EVERY),
])
def test_first_characters(pattern, flags, expected):
    got = first(pattern, flags)
    assert (got if got is EVERY else {chr(x) for x in got}) == (expected if expected is EVERY else set(expected))


@pytest.mark.parametrize("pattern", [r"(a)\1", r"(?P<n>a)(?P=n)", r"(a)?(?(1)b|c)"])
def test_an_expression_that_refers_to_its_groups_is_not_cut_down(pattern):
    with pytest.raises(RefersToGroups):
        first(pattern)
    assert sr.computed_first_of(pattern, 0) is UNKNOWN


def test_every_match_starts_with_one_of_the_first_characters():
    """Each terminal of the grammar and a few more, on random texts: the first character of any
    match `re` finds is in the set (EVERY for an expression that can match nothing)."""
    patterns = sorted({t.pattern.to_regexp() for t in p.parser().terminals}) + [
        r"(?i:ab)|c+", r"[^a-z]\w", r"\s*x", r"(?:a|)b", r".", r"(?s:.)", r"[\W\d]", r"(?=\D)..", r"x*?y"]
    rng = random.Random(5)
    alphabet = [chr(x) for x in range(128)] + ["é", "K", "\u212a"]
    for pattern in patterns:
        chars = first(pattern)
        compiled = re.compile(pattern)
        if chars is EVERY:
            continue
        assert not compiled.match("")
        for _ in range(3000):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 6)))
            m = compiled.match(text)
            if m and ord(text[0]) < 128:
                assert ord(text[0]) in chars, (pattern, text)


def test_a_scanner_not_lark_s_join_of_its_terminals_is_not_cut_down():
    scanner = scanners()[0]
    saved = scanner._mres
    try:
        scanner._mres = [re.compile(saved[0].pattern + "|(?P<EXTRA>x)")]
        assert cut_down(scanner, sr.computed_first_of) is None
    finally:
        scanner._mres = saved


def test_each_keyword_callback_looked_up_gives_the_type_its_scanner_gives():
    """`fast_lark._as_lookup`: the dict the C loop reads for Lark's keyword callbacks."""
    from lark.lexer import Token
    looked_up = 0
    for lexer in sr._basic_lexers(p.parser()):
        lexer.scanner   # (builds the callbacks)
        for name, callback in lexer.callback.items():
            types = fast_lark._as_lookup(callback)
            assert isinstance(types, dict)
            texts = [t.pattern.value for t in callback.scanner.terminals]
            for text in texts + [text + "s" for text in texts] + ["x", "END", "_"]:
                assert types.get(text, name) == callback(Token(name, text)).type, text
            looked_up += 1
    assert looked_up > 10
    other = lambda t: t   # noqa: E731 (any other callback is called, as before)
    assert fast_lark._as_lookup(other) is other
