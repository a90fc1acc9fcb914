"""The lexer's regular expressions, compiled ahead of time. Fed by: `parser`, which hands each
parser it builds to `install`.

Lark's contextual lexer builds, the first time a parse meets one of its 234 lexer states, that
state's scanner: an alternation of the state's terminals, compiled by `re.compile`. Python's
regular-expression compiler is written in Python (`re._parser`, `re._compiler`): compiling every
scanner costs about 0.13 s of the 0.17 s it takes to build them all, paid again by every process
that parses (each worker of a build, every `rules check`). What the compiler makes is data: a list
of numbers (the pattern's code for the matching engine, `_sre`) and its groups. This module ships
that data for the grammar's patterns (`scanner_regexes.json.gz`, written by
`python -m dsl.scanner_regexes --write`, and by `python -m dsl.parser --write-tables` with the
grammar's tables), and makes each pattern from it with `_sre.compile`, the
function `re.compile` itself ends with; `_sre` checks the code before it makes the pattern.

The data is used only under the Python version that wrote it: the key is Python's version and the
matching engine's own version numbers (`_sre.MAGIC`, `CODESIZE`, `MAXGROUPS`). Under another, or
for a pattern the file does not hold (the grammar was edited: `tests/test_scanner_regexes.py` says
when the file is due), or if `_sre.compile` refuses anything, `re.compile` compiles the pattern as
before. The patterns are the same objects in all but their making: the same pattern text, flags,
groups and code (a test compares each with what `re.compile` makes).

The file also holds each scanner's dispatch (`scanner_dispatch`): for each ASCII character, its
alternations cut down to the terminals that can start with it (`first_chars`), as shipped patterns
too, so that a process neither parses the terminals' expressions nor compiles the cut-down
alternations. Without it (another Python, an edited grammar) every terminal is tried, as in Lark.
A pattern's code is stored as its 32-bit words in base64, decoded when the pattern is first made:
reading the whole file is then mostly one `json.loads` of strings.
"""
from __future__ import annotations

import binascii
import gzip
import json
from array import array
import re
import sys
from functools import lru_cache
from pathlib import Path

from .first_chars import RefersToGroups, first_ascii
from .scanner_dispatch import UNKNOWN, cut_down

try:
    import _sre
except ImportError:   # (not CPython: `re.compile` alone)
    _sre = None

PACKAGED = Path(__file__).with_name("scanner_regexes.json.gz")


def engine_key() -> str:
    """What the shipped code is valid for: this Python's implementation and version (the regular
    expression compiler is part of its standard library) and its matching engine's own numbers."""
    if _sre is None:
        return ""
    version = ".".join(map(str, sys.version_info[:3])) + f"-{sys.version_info.releaselevel}{sys.version_info.serial}"
    return f"{sys.implementation.name} {version} sre={_sre.MAGIC}/{_sre.CODESIZE}/{_sre.MAXGROUPS}"


def _shipped() -> dict:
    """(pattern, flags) → its row of the shipped file (`compiled`), when the file was written under
    this Python; empty otherwise (missing, damaged, another Python)."""
    return _shipped_file()[0]


@lru_cache(maxsize=1)
def _shipped_file() -> tuple[dict, dict]:
    """The shipped patterns (as `_shipped`) and dispatches ((the texts of a scanner's alternations,
    flags) → its row of the file, read by `shipped_dispatch`), when written under this Python."""
    if _sre is None or array("I").itemsize != _sre.CODESIZE:
        return {}, {}
    try:
        data = json.loads(gzip.decompress(PACKAGED.read_bytes()))
        if data["key"] != engine_key():
            return {}, {}
        rows = data["patterns"]
        dispatches = {(tuple([rows[i][0] for i in entry[0]]), rows[entry[0][0]][1]): (rows, entry)
                      for entry in data["dispatch"]}
        return {(row[0], row[1]): row for row in rows}, dispatches
    except Exception:   # (whatever the reason, the patterns are compiled as before)
        return {}, {}


def shipped_dispatch(scanner):
    """The shipped dispatch of a Lark `Scanner` (`scanner_dispatch.cut_down`'s answer), or None."""
    _, dispatches = _shipped_file()
    found = dispatches.get((tuple([mre.pattern for mre in scanner._mres]), scanner.g_regex_flags))
    if found is None:
        return None
    rows, (_whole, cut, per_char) = found
    return [tuple([rows[i][0] for i in tried]) for tried in cut], [ord(c) - 32 for c in per_char]


def computed_dispatch(scanner):
    """The dispatch of a Lark `Scanner` worked out from its terminals (what the file ships)."""
    return cut_down(scanner, computed_first_of)


def computed_first_of(regexp: str, flags: int):
    """A terminal's first characters (`first_chars.first_ascii`'s answer), or `UNKNOWN` for one
    that refers to its groups or sets flags for the whole alternation."""
    from re import _parser
    parsed = _parser.parse(regexp, flags)
    if parsed.state.flags != _parser.parse("", flags).state.flags:
        return UNKNOWN
    try:
        return first_ascii(parsed, parsed.state.flags)
    except RefersToGroups:
        return UNKNOWN


def _as_args(row: list) -> tuple[tuple[str, int], tuple]:
    """A row of the shipped file (as `compiled` writes it) as ((pattern, flags), the arguments of
    `_sre.compile` after the pattern)."""
    pattern, flags, final, code, groups, groupindex, indexgroup = row
    words = array("I")
    words.frombytes(binascii.a2b_base64(code))
    if sys.byteorder != "little":
        words.byteswap()
    return (pattern, flags), (final, words.tolist(), groups, dict(groupindex), tuple(indexgroup))


class PrecompiledRe:
    """What Lark's lexers use as their `re` module: `compile` (and `match`, which `_create_unless`
    calls) make a shipped pattern from its code, any other pattern with `re`; everything else is
    `re`'s own."""

    def __init__(self, shipped: dict):
        self._shipped = shipped
        self._made: dict[tuple[str, int], re.Pattern] = {}

    def compile(self, pattern, flags=0):
        key = (pattern, int(flags))
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = self._from_code(pattern, key) or re.compile(pattern, flags)
        return made

    def _from_code(self, pattern, key) -> re.Pattern | None:
        row = self._shipped.get(key) if type(pattern) is str else None
        if row is None:
            return None
        try:
            final, code, groups, groupindex, indexgroup = _as_args(row)[1]
            return _sre.compile(pattern, final, code, groups, groupindex, indexgroup)
        except Exception:   # (refused by the engine's own check: compiled as before)
            return None

    def match(self, pattern, string, flags=0):
        return self.compile(pattern, flags).match(string)

    def __getattr__(self, name):
        return getattr(re, name)


def install(parser) -> bool:
    """Give every lexer of `parser` (a Lark LALR parser with the contextual lexer) the shipped
    patterns, when there are any for this Python. Returns whether it did."""
    shipped = _shipped()
    if not shipped:
        return False
    lexers = _basic_lexers(parser)
    if not lexers:
        return False
    shim = PrecompiledRe(shipped)
    for lexer in lexers:
        if lexer._scanner is None and lexer.re is re:   # (a scanner built already keeps its patterns)
            lexer.re = shim
    return True


def _basic_lexers(parser) -> list:
    """The contextual lexer's lexers (one per state, shared among states that accept the same
    terminals) and its root lexer, or nothing if `parser` is not built that way."""
    from lark.lexer import BasicLexer, ContextualLexer
    lexer = getattr(parser.parser, "lexer", None)
    lexer = getattr(lexer, "lexer", lexer)          # (behind the post-lexer's connector)
    if type(lexer) is not ContextualLexer:
        return []
    found = {id(x): x for x in [*lexer.lexers.values(), lexer.root_lexer] if type(x) is BasicLexer}
    return list(found.values())


class _Recording:
    """A `re` for Lark's lexers that notes every pattern compiled through it."""

    def __init__(self):
        self.seen: set[tuple[str, int]] = set()

    def compile(self, pattern, flags=0):
        if type(pattern) is str:
            self.seen.add((pattern, int(flags)))
        return re.compile(pattern, flags)

    def match(self, pattern, string, flags=0):
        return self.compile(pattern, flags).match(string)

    def __getattr__(self, name):
        return getattr(re, name)


def patterns_of(parser) -> list[tuple[str, int]]:
    """Every (pattern, flags) the scanners of `parser`'s lexers compile, whole and cut down by
    first character (`scanner_dispatch`), in order."""
    recording = _Recording()
    for lexer in _basic_lexers(parser):
        saved, lexer.re = lexer.re, recording
        try:
            scanner = lexer._build_scanner()   # (not kept: the lexer's own scanner, if built, stays)
        finally:
            lexer.re = saved
        cut = computed_dispatch(scanner)
        if cut is not None:
            recording.seen.update((pattern, scanner.g_regex_flags) for tried in cut[0] for pattern in tried)
    return sorted(recording.seen)


def dispatches_of(parser) -> list[tuple[tuple[str, ...], int, list, list[int]]]:
    """(the texts of a scanner's alternations, flags, `cut_down`'s answer) of each scanner of
    `parser`'s lexers that has a dispatch, in order."""
    found = {}
    for lexer in _basic_lexers(parser):
        scanner = lexer._build_scanner()
        cut = computed_dispatch(scanner)
        if cut is not None:
            found[tuple(mre.pattern for mre in scanner._mres), scanner.g_regex_flags] = cut
    return [(*key, *found[key]) for key in sorted(found)]


def compiled(pattern: str, flags: int) -> list:
    """The arguments `re.compile(pattern, flags)` passes to `_sre.compile` after the pattern (as
    `re._compiler.compile` makes them), as JSON data: the row of the shipped file (the code as
    little-endian 32-bit words in base64)."""
    from re import _compiler, _parser
    p = _parser.parse(pattern, flags)
    code = _compiler._code(p, flags)
    indexgroup = [None] * p.state.groups
    for name, i in p.state.groupdict.items():
        indexgroup[i] = name
    return [pattern, flags, flags | p.state.flags, encoded(code), p.state.groups - 1,
            sorted(p.state.groupdict.items()), indexgroup]


def encoded(code: list[int]) -> str:
    """A pattern's code as the shipped file stores it: little-endian 32-bit words, in base64."""
    words = array("I", code)
    if sys.byteorder != "little":
        words.byteswap()
    return binascii.b2a_base64(words.tobytes(), newline=False).decode("ascii")


def _compiles(pattern: str, flags: int) -> bool:
    try:
        re.compile(pattern, flags)
    except (re.error, AssertionError, OverflowError, RecursionError):   # (Lark splits such a scanner)
        return False
    return True


def packaged_bytes(parser) -> bytes:
    """What `PACKAGED` holds for `parser`'s patterns under this Python: the same bytes on every run."""
    rows = [compiled(p, f) for p, f in patterns_of(parser) if _compiles(p, f)]
    index = {(row[0], row[1]): i for i, row in enumerate(rows)}
    dispatch = []
    for whole, flags, cut, per_char in dispatches_of(parser):
        if all((p, flags) in index for p in whole) and all((p, flags) in index for tried in cut for p in tried):
            dispatch.append([[index[p, flags] for p in whole], [[index[p, flags] for p in tried] for tried in cut],
                             "".join(chr(32 + i) for i in per_char)])
    data = {"key": engine_key(), "patterns": rows, "dispatch": dispatch}
    return gzip.compress(json.dumps(data, separators=(",", ":")).encode(), compresslevel=9, mtime=0)


if __name__ == "__main__":   # python -m dsl.scanner_regexes --write
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m dsl.scanner_regexes --write   (writes " + PACKAGED.name + ")")
    from .parser import parser as _parser_of_grammar
    PACKAGED.write_bytes(packaged_bytes(_parser_of_grammar()))
    print(f"wrote {PACKAGED}")
