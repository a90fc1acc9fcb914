"""How each column of a table is aligned, on the player aids and in the web book. Fed by: `to_aid`
and `to_site`, with a resolved `dsl.ir.Table` (its printed row labels and cells).

Like cells align alike, in every table of every aid and web book, by one rule read from the
printed text: a column of values (numbers, shifts, die rolls, result codes, abbreviations: "3L",
"1/2", "+1", "A1/D1R1", "OTIH", "-", "12 or less") is centred, as printed charts centre them; a
column that holds prose (a cell of several words, or one long word: "Any town (not village)…",
"Unsuccessful") reads left-aligned. The row labels are a column like the others ("2-3" centred, "Major River" left).
So Changsha's Terrain Effects Key centres its cells as its Combat Results Table does, and a
chart's cost column ("RP Cost": 4, 3, 0.5) is centred beside its prose. Empty cells decide nothing.
"""
from __future__ import annotations

from dsl import ir

CENTRE, LEFT = "c", "l"
_CODE_MAX = 5   # one word of at most five characters is a code or an abbreviation ("Naval", "Ex", "MPR")


_NUMBER_START = frozenset("0123456789+-−–≤≥<>")
_NUMBER_WORDS = 3   # "12 or less", "2 or more": a number said in at most three words


def is_value(text: str) -> bool:
    """Whether a printed cell reads as a value rather than prose: one word holding a digit, or of at
    most five characters; or a number said in a few words ("12 or less"). An empty cell counts as a
    value (it decides nothing)."""
    words = text.split()
    if len(words) <= 1:
        word = words[0] if words else ""
        return len(word) <= _CODE_MAX or any(ch.isdigit() for ch in word)
    return len(words) <= _NUMBER_WORDS and words[0][0] in _NUMBER_START and any(ch.isdigit() for ch in words[0])


def _align(texts) -> str:
    return CENTRE if all(is_value(text) for text in texts) else LEFT


def column_aligns(t: ir.Table) -> list[str]:
    """Each printed column's alignment (`CENTRE` or `LEFT`), in column order."""
    count = max((len(row) for row in t.cells), default=0)
    return [_align(row[j] for row in t.cells if j < len(row)) for j in range(count)]


def row_label_align(t: ir.Table) -> str:
    """The alignment of the table's row labels, read the same way as a column's cells."""
    return _align(t.rows)
