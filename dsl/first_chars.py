"""Which ASCII characters a regular expression's match can start with: conservatively, from the
expression's parse (`re._parser`, the parser `re.compile` itself uses). Fed by: `scanner_dispatch`,
which splits each lexer scanner's alternation by the character at the position it is matched at.

`first_ascii(items, flags)` answers, for a parsed expression, a set of code points below 128 that
holds every first character of every match of it (it may hold more), or `EVERY` when it cannot
tell or the expression can match the empty text (which it then matches before any character).
Each one-character item (a literal, a class, `.`) is tested on the 128 characters as the engine
tests it: compiled alone, with the flags in force where it stands (so `IGNORECASE`, `ASCII`,
`DOTALL` and categories like `\\s` answer as the engine does). Zero-width items (`^`, `\\b`,
lookaheads, lookbehinds) are skipped: they only ever refuse a match, so the set stays a superset.
Back-references and conditional groups are not followed (`EVERY`).
"""
from __future__ import annotations

from functools import lru_cache
from re import _compiler, _constants as c, _parser

ASCII = 128
EVERY = None    # every character (unknown, or the expression can match the empty text)


class _Unsure(Exception):
    """An item whose first characters are not worked out here."""


_ONE_CHAR = {c.LITERAL, c.NOT_LITERAL, c.ANY, c.IN}
_REPEATS = {c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT}
_ZERO_WIDTH = {c.AT, c.ASSERT, c.ASSERT_NOT}


class RefersToGroups(ValueError):
    """The expression refers to a group by its number or name (`\\1`, `(?P=name)`, `(?(1)…)`):
    within an alternation of other expressions, its groups are numbered otherwise."""


def first_ascii(items, flags: int) -> frozenset[int] | None:
    """The ASCII first characters of a match of `items` (a `re._parser.SubPattern`, or a list of
    its items) under `flags`, or `EVERY`. Raises `RefersToGroups` for an expression that does."""
    if _refers_to_groups(items):
        raise RefersToGroups()
    try:
        chars, nullable = _sequence(list(items), flags)
    except _Unsure:
        return EVERY
    return EVERY if nullable else frozenset(chars)


def _refers_to_groups(items) -> bool:
    for op, av in items:
        if op in (c.GROUPREF, c.GROUPREF_EXISTS):
            return True
        if op in (c.IN, c.LITERAL, c.NOT_LITERAL, c.ANY, c.AT, c.CATEGORY):
            continue
        for x in av if isinstance(av, (list, tuple)) else (av,):
            if isinstance(x, _parser.SubPattern) and _refers_to_groups(x):
                return True
            if isinstance(x, list) and all(isinstance(y, _parser.SubPattern) for y in x) and any(map(_refers_to_groups, x)):
                return True
    return False


def _sequence(items: list, flags: int) -> tuple[set[int], bool]:
    """(first characters, can the whole sequence match the empty text)."""
    chars: set[int] = set()
    for op, av in items:
        more, nullable = _item(op, av, flags)
        chars |= more
        if not nullable:
            return chars, False
    return chars, True


def _item(op, av, flags: int) -> tuple[set[int], bool]:
    if op in _ONE_CHAR:
        return set(_one_char(op, _freeze(av), flags)), False
    if op is c.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        return _sequence(list(sub), _compiler._combine_flags(flags, add_flags, del_flags))
    if op is c.ATOMIC_GROUP:
        return _sequence(list(av), flags)
    if op is c.BRANCH:
        chars, nullable = set(), False
        for alternative in av[1]:
            more, empty = _sequence(list(alternative), flags)
            chars |= more
            nullable = nullable or empty
        return chars, nullable
    if op in _REPEATS:
        low, _high, sub = av
        chars, nullable = _sequence(list(sub), flags)
        return chars, nullable or low == 0
    if op in _ZERO_WIDTH:
        return set(), True
    raise _Unsure(op)     # back-references, conditional groups, anything new


def _freeze(av):
    """An item's argument as a hashable key (lists within it as tuples)."""
    if isinstance(av, (list, tuple)):
        return tuple(_freeze(x) for x in av)
    return av


@lru_cache(maxsize=None)
def _one_char(op, av, flags: int) -> frozenset[int]:
    """The code points below 128 that the one-character item (op, av) matches under `flags`:
    the item compiled alone and tried on each of them."""
    state = _parser.State()
    state.flags = flags
    item = (op, [tuple(x) for x in av] if op is c.IN else av)
    pattern = _compiler.compile(_parser.SubPattern(state, [item]), flags)
    return frozenset(x for x in range(ASCII) if pattern.match(chr(x)))
