"""Pipe grids: one GRID_ROW token → cells with their columns. Fed by: `builder`.

`| 2-3 | A1R2 | _A1_ | 3L^4 |` gives the cells '2-3', 'A1R2', 'A1' (marked 'underline') and '3L'
(marked '^4', footnote 4 of the table); `3L^1^4` carries footnotes 1 and 4, in that order. `| == Red Army == |` heads a group of the rows below it. A row made of
dashes only (`|---|---|`) separates header rows from data rows. `\\|` writes a literal bar.
"""
from __future__ import annotations

import re

from lark import Token

from .model import Cell, GridRow
from .spans import by_slots, new_span

_SEPARATOR = re.compile(r"^:?-{3,}:?$")
_SEPARATOR_STARTS = frozenset((":--", "---"))   # how every text `_SEPARATOR` matches starts
_UNDERLINE = re.compile(r"^_(.+)_$")
_cell = by_slots(Cell)


def _split(raw: str) -> list[tuple[int, str]]:
    """Split a row on unescaped bars; return (offset of cell start, raw cell text)."""
    if "\\" not in raw:           # most rows: every bar splits
        return _split_plain(raw)
    cells, start, i = [], 1, 1
    while i < len(raw):
        if raw[i] == "\\" and i + 1 < len(raw):
            i += 2
            continue
        if raw[i] == "|":
            cells.append((start, raw[start:i]))
            start = i + 1
        i += 1
    tail = raw[start:]
    if tail.strip():
        cells.append((start, tail))
    return cells


def _split_plain(raw: str) -> list[tuple[int, str]]:
    """`_split` of a row without a backslash."""
    *texts, tail = raw[1:].split("|")
    cells, start = [], 1
    for text in texts:
        cells.append((start, text))
        start += len(text) + 1
    if tail.strip():
        cells.append((start, tail))
    return cells


def _footnotes(text: str) -> tuple[str, tuple[str, ...]]:
    """A cell's text without the `^N` marks that end it, and the marks in the order written.
    Read from the end, each character once (a cell of 100,000 marks is one pass, not 100,000)."""
    if "^" not in text:
        return text, ()
    marks: list[str] = []
    end = len(text)
    while True:
        caret = text.rfind("^", 0, end)
        number = text[caret + 1:end]
        if caret < 0 or not (number.isascii() and number.isdigit()):
            return text[:end], tuple(reversed(marks))
        marks.append(f"^{number}")
        end = caret
        while end and text[end - 1].isspace():
            end -= 1


def group_heading(text: str) -> str:
    """The heading of a `== Red Army ==` row ('' for any other text): what lies between the marks,
    without the spaces around it (as `^==\\s*(.+?)\\s*==$` read it, without its cubic backtracking
    on a cell of many spaces: a group of only spaces keeps its last one)."""
    if len(text) < 5 or not text.startswith("==") or not text.endswith("=="):
        return ""
    inner = text[2:-2]
    return inner.strip() or inner[-1]


def parse_grid_row(tok: Token, path: str) -> GridRow:
    raw = str(tok).rstrip()
    line, column = tok.line, tok.column
    escaped = "\\" in raw
    cells = []
    add = cells.append
    for offset, text in _split(raw) if escaped else _split_plain(raw):
        stripped = text.strip()
        width = len(stripped)
        col = column + offset + (len(text) - len(text.lstrip()) if width else 0)
        marks = ()
        if "^" in stripped:
            stripped, marks = _footnotes(stripped)
        if stripped[:1] == "_":
            underlined = _UNDERLINE.match(stripped)
            if underlined:
                stripped, marks = underlined.group(1).strip(), ("underline",) + marks
        if escaped:
            stripped = stripped.replace("\\|", "|")
        add(_cell(stripped, marks, new_span(path, line, col, line, col + (width or 1))))
    separator = bool(cells) and cells[0].text[:3] in _SEPARATOR_STARTS and all(_SEPARATOR.match(c.text) for c in cells)
    heading = group_heading(cells[0].text) if len(cells) == 1 else ""
    return GridRow(tuple(cells), separator, heading, new_span(path, line, column, line, column + len(raw)))
