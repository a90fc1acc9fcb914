"""Each lexer scanner split by the character it is matched at: the same tokens, fewer terminals tried.
Fed by: `fast_lark` (and the C loop, through it), which asks for a state's dispatch when it builds
that state's lexer; the first characters come shipped with the scanners' code (`scanner_regexes`).

A scanner of Lark's contextual lexer (`Scanner._mres`) is an alternation of named groups, one per
terminal the lexer state accepts, in Lark's order: `(?P<NAME>…)|(?P<INT>…)|…`. The matching engine
tries the branches in order and enters every one (its quick test of a branch's first character
does not look inside the group), so a state of 60 terminals tries 60 branches at every token. The
dispatch is, for each ASCII character, the same alternation of only the terminals whose match can
start with that character (`first_chars`), in the same order: at a position holding that
character, the others cannot match, so the first branch that matches is the one the whole
alternation takes — the same terminal, the same text, the same end. A character past ASCII uses
the whole alternation, as does every position of a scanner the dispatch does not restate (an
alternation that is not exactly Lark's join of its terminals, a terminal whose first characters
are not known). Lark's split of a large scanner into several alternations is kept: each is cut
down on its own, and one left with no terminal for a character is not tried at it.
"""
from __future__ import annotations

from .first_chars import ASCII, EVERY

UNKNOWN = object()   # `first_of`'s answer for a terminal it has no first characters for


def branches(terminals) -> str:
    """The alternation Lark's `Scanner` compiles for these terminals, in this order."""
    return "|".join("(?P<%s>%s)" % (t.name, t.pattern.to_regexp()) for t in terminals)


def chunks(scanner) -> list[list] | None:
    """The terminals of each of the scanner's alternations (`_mres`), in order, or None when an
    alternation is not exactly Lark's join of the next of the scanner's terminals."""
    terminals, at, out = scanner.terminals, 0, []
    for mre in scanner._mres:
        if type(mre.pattern) is not str:
            return None
        names = mre.groupindex
        chunk = []
        while at < len(terminals) and terminals[at].name in names:
            chunk.append(terminals[at])
            at += 1
        if not chunk or branches(chunk) != mre.pattern:
            return None
        out.append(chunk)
    return out if at == len(terminals) else None


def cut_down(scanner, first_of) -> tuple[list[tuple[str, ...]], list[int]] | None:
    """The scanner's dispatch as pattern texts: the distinct lists of patterns to try (each a tuple
    of alternations, one per `_mres` that has a terminal for the character, in order) and, for each
    ASCII code point, the index of its list; None when the scanner is not restated.
    `first_of(regexp, flags)` gives a terminal's first characters (`first_chars.first_ascii`'s
    answer) or `UNKNOWN`."""
    parts = chunks(scanner)
    if parts is None:
        return None
    flags = scanner.g_regex_flags
    every = frozenset(range(ASCII))
    starting = [set() for _ in range(ASCII)]          # code point → the terminals (by index) that can start with it
    terminals = [t for chunk in parts for t in chunk]
    for i, t in enumerate(terminals):
        first = first_of(t.pattern.to_regexp(), flags)
        if first is UNKNOWN:
            return None
        for char in every if first is EVERY else first:
            starting[char].add(i)
    rows: dict[tuple[str, ...], int] = {}
    per_char = []
    for char in range(ASCII):
        tried, at = [], 0
        for chunk, whole in zip(parts, scanner._mres):
            kept = [t for i, t in enumerate(chunk, at) if i in starting[char]]
            at += len(chunk)
            if kept:
                tried.append(whole.pattern if len(kept) == len(chunk) else branches(kept))
        per_char.append(rows.setdefault(tuple(tried), len(rows)))
    return list(rows), per_char


def dispatch_of(rows: list[tuple[str, ...]], per_char: list[int], compile_, flags: int) -> tuple[tuple, tuple]:
    """`cut_down`'s answer made into patterns: for each ASCII code point, the patterns to try in turn
    at a position holding it (a tuple of 128 tuples, shared by the characters that share their
    patterns), and the same of their `match` methods. `compile_(pattern, flags)` makes a pattern
    (the lexer's `re.compile`)."""
    made = [tuple([compile_(pattern, flags) for pattern in row]) for row in rows]
    matches = [tuple([pattern.match for pattern in row]) for row in made]
    return tuple([made[i] for i in per_char]), tuple([matches[i] for i in per_char])
