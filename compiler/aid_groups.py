"""A table too wide for the page, split into groups of columns, each printed as a table of its own
with the row labels repeated. Fed by: `to_aid`, with a resolved `dsl.ir.Table` that spans the
page (`aid_fit.spans_page`) and the aid's paper and orientation.

A table spanning the page lets its cells wrap between words, never inside one, so a row label or a
column header prints whole ("Col10", not "Col1|0"); only a word longer than its column breaks. A
table is as narrow as its longest words allow; when that is wider than the page (eighty columns of
"C79"), breaking inside words would not save it either (a column is never narrower than one
character), and the page would cut its last columns off. Such a table is printed instead as
several tables one under the other, each with as many of its columns as the page holds (in order,
as evenly shared as they fit), each with the row-label column and the header rows again, so every
cell is read beside its row and its column.

The widths are worked out from the text alone, never from the fonts installed (the same book gives
the same aid on every machine), and from above: each character counts as wide as the widest of its
class in DejaVu Sans Condensed at 7.5 pt, bold or not (a row label is bold), so a group said to fit
the page does. A word of more than 40 characters counts as its widest piece of 20 (`to_aid.breakable`
cuts it there). A group of one column that still does not fit lets its words break anywhere.
"""
from __future__ import annotations

from dsl import ir

from .aid_fit import page_width

# The widest advance (mm, DejaVu Sans Condensed at 7.5 pt, regular or bold) of each class of character.
_CLASSES = ((frozenset(" .,:;'!|()[]/-iIjlft"), 1.15),
            (frozenset("0123456789"), 1.67),
            (frozenset("abcdeghknopqrsuvxyzJLT$*?_{}`\"\\"), 1.75),
            (frozenset("mwMW%@"), 2.65))
_OTHER_MM = 2.1        # a capital, a sign (+, =, ≤, ×, &); the widest is bold O at 2.02 mm
_UNKNOWN_MM = 2.8      # any other character: as wide as Œ, the widest letter of Latin-1 and Latin Extended-A
_KNOWN = frozenset("ABCDEFGHKNOPQRSUVXYZ#&+<=>^~×≤≥–±")
_CELL_MM = 1.2         # a cell's padding (0.45 mm each side) and its share of the rules
_LONG_WORD, _PIECE = 40, 20   # as `to_aid.breakable` cuts words
_ROOM_MM = 1.0         # kept free at the page's right edge


def _char(ch: str) -> float:
    for chars, mm in _CLASSES:
        if ch in chars:
            return mm
    return _OTHER_MM if ch in _KNOWN else _UNKNOWN_MM


def _word(word: str) -> float:
    if len(word) > _LONG_WORD:
        return max(_word(word[i:i + _PIECE]) for i in range(0, len(word), _PIECE))
    return sum(map(_char, word))


def word_width(text: str) -> float:
    """The width (mm, at most) of the longest word of `text`: how narrow its cell may be."""
    return max(map(_word, text.split()), default=0.0)


def _marked(text: str, marks) -> str:
    """A cell's text with its footnote marks (`^3`), printed after it, as one word."""
    return text + ",".join(m[1:] for m in marks if m.startswith("^"))


def column_count(t: ir.Table) -> int:
    """How many columns the table prints beside its row labels."""
    return max([len(t.columns), *map(len, t.cells)])


def column_widths(t: ir.Table) -> list[float]:
    """How narrow (mm, at most) each printed column may be without breaking a word: the row-label
    column first, then each of the table's columns."""
    heads = [[h.label, *h.columns] for h in t.header_rows] if t.header_rows else [[t.corner, *t.columns]]
    lines = heads + [[_marked(label, row_marks), *map(_marked, cells, marks)]
                     for label, row_marks, cells, marks in zip(t.rows, t.row_marks, t.cells, t.marks)]
    count = 1 + column_count(t)
    return [max((word_width(line[i]) for line in lines if i < len(line)), default=0.0) + _CELL_MM
            for i in range(count)]


def column_groups(t: ir.Table, paper: str, orientation: str) -> list[tuple[int, ...]]:
    """The table's columns (indices into its cells) in groups that each fit the page beside the
    row labels: one group when the whole table fits, else as few as fit, as even as they go."""
    label, *widths = column_widths(t)
    room = page_width(paper, orientation) - _ROOM_MM - label
    if sum(widths) <= room or len(widths) < 2:
        return [tuple(range(len(widths)))]
    greedy = _greedy(widths, room)
    count, extra = divmod(len(widths), len(greedy))
    even, first = [], 0
    for i in range(len(greedy)):       # as many groups, their sizes apart by one at most
        size = count + (i < extra)
        even.append(tuple(range(first, first + size)))
        first += size
    return even if all(sum(widths[j] for j in g) <= room for g in even) else greedy


def _greedy(widths: list[float], room: float) -> list[tuple[int, ...]]:
    """The fewest groups of columns, in order, each filled while it fits (a column too wide alone, alone)."""
    groups: list[tuple[int, ...]] = []
    group: list[int] = []
    used = 0.0
    for j, width in enumerate(widths):
        if group and used + width > room:
            groups.append(tuple(group))
            group, used = [], 0.0
        group.append(j)
        used += width
    return groups + [tuple(group)] if group else groups


def fits(t: ir.Table, group: tuple[int, ...], paper: str, orientation: str) -> bool:
    """Does the group of columns fit the page beside the row labels with every word whole?"""
    label, *widths = column_widths(t)
    return label + sum(widths[j] for j in group) <= page_width(paper, orientation) - _ROOM_MM
