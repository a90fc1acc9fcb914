"""Will a table fit one column of the player aid? Fed by: `to_aid`, with a resolved `dsl.ir.Table`
and the aid's paper and orientation.

The aid prints in three columns. A table narrower than its column is drawn there as it always was;
one whose narrowest layout is wider (sixty columns, a cell of one long word) spans the page's
three columns instead, so nothing overlaps the next column; one wider than the page is printed in
groups of its columns (`aid_groups`), so nothing runs off the paper. A table with more rows than a column holds may break across columns; kept
whole, it would be pushed past the page it starts on, leaving that page empty. So may a sequence,
a list of rules or a result legend longer than a column.

The widths are estimated from the text alone (three classes of character advance, measured on the
aid's condensed 7.5 pt font) and never from the fonts installed, so the same book gives the same
aid on every machine. Only a table estimated well beyond its column (by `_SLACK`) spans: a table
near the edge stays in its column, where it has always fitted.
"""
from __future__ import annotations

from dsl import ir

# Printable width of the paper (mm): its width less the aid's 8 mm margins, landscape or portrait.
_PAPER_MM = {"A4": (297.0, 210.0), "letter": (279.4, 215.9)}
_MARGINS_MM = 16.0
_COLUMN_GAPS_MM = 2 * 5.0
_NARROW = frozenset(" .,:;'!|()[]/-iIjlft")
_WIDE = frozenset("MWmw%@")
_CHAR_MM = 1.5        # a digit of DejaVu Sans Condensed at 7.5 pt is 1.51 mm wide, bold a little more
_NARROW_MM = 0.8
_WIDE_MM = 2.1
_CELL_MM = 1.2        # a cell's padding and rules
_SLACK = 1.25
ROWS_PER_COLUMN = 40  # rows of a grid that a column holds under a heading, with room to spare


def page_width(paper: str, orientation: str) -> float:
    """The printable width (mm) of the aid's page."""
    long, short = _PAPER_MM[paper]
    return (long if orientation == "landscape" else short) - _MARGINS_MM


def column_width(paper: str, orientation: str) -> float:
    """The width (mm) of one of the aid's three columns."""
    return (page_width(paper, orientation) - _COLUMN_GAPS_MM) / 3


def _width(text: str) -> float:
    return sum(_NARROW_MM if ch in _NARROW else _WIDE_MM if ch in _WIDE else _CHAR_MM for ch in text)


def _narrowest(text: str, wraps: bool) -> float:
    """The width (mm) of what of a cell cannot go to another line: its longest word, or all of it."""
    return max((_width(w) for w in text.split()), default=0.0) if wraps else _width(text)


def narrowest_width(t: ir.Table, wraps: bool) -> float:
    """The estimated width (mm) of the table laid out as narrow as it goes without breaking words."""
    heads = [[h.label, *h.columns] for h in t.header_rows] if t.header_rows else [[t.corner, *t.columns]]
    lines = [[label, *cells] for label, cells in zip(t.rows, t.cells)] + [h for h in heads if len(h) > 1]
    count = max((len(line) for line in lines), default=0)
    widths = [max((_narrowest(line[i], wraps) for line in lines if i < len(line)), default=0.0) for i in range(count)]
    return sum(w + _CELL_MM for w in widths)


def spans_page(t: ir.Table, wraps: bool, paper: str, orientation: str) -> bool:
    """Is the table too wide for one column (it then spans all three)?"""
    return narrowest_width(t, wraps) > _SLACK * column_width(paper, orientation)


def is_tall(t: ir.Table, groups: int = 1) -> bool:
    """Does the table, printed in `groups` groups of columns (`aid_groups`), have more rows than one
    column holds (it may then break between rows)? A row printed over a block of rows (`row_groups`:
    "Region: Manchukuo") counts as a row, and so does each footnote, kept with the table: War of the
    Suns' territories, 33 rows, 7 blocks and 7 footnotes, were kept whole, and went to the next column."""
    blocks = sum(1 for i, g in enumerate(t.row_groups) if g and (i == 0 or g != t.row_groups[i - 1]))
    return (len(t.rows) + len(t.header_rows) + blocks + len(t.footnotes)) * groups > ROWS_PER_COLUMN


def has_long_word(texts, paper: str, orientation: str) -> bool:
    """Does any of `texts` hold a word wider than the first cell of a list (constants) can be? Only
    such a list lets its cells break anywhere: WeasyPrint sizes a cell that may break anywhere by
    trying every break, which slowed printing a bundled aid by a seventh for nothing."""
    room = column_width(paper, orientation) / _SLACK
    return any(_narrowest(text, True) > room for text in texts)


def block_is_tall(block: dict) -> bool:
    """Does a sequence's outline (every step, at every depth), a list of constants, modifiers,
    permissions, exceptions or formulas, or a result legend run longer than a column? Kept whole,
    it would be pushed past the page it starts on, like a tall table; it may then break."""
    def steps(items: list) -> int:
        return sum(1 + steps(s["children"]) for s in items)
    lines = steps(block["steps"]) if block["kind"] == "sequence" else len(block.get("entries", ()))
    return lines > ROWS_PER_COLUMN
