"""Pipe grids: one GRID_ROW token → cells with their columns. Fed by: `builder`.

`| 2-3 | A1R2 | _A1_ | 3L^4 |` gives the cells '2-3', 'A1R2', 'A1' (marked 'underline') and '3L'
(marked '^4', footnote 4 of the table); `3L^1^4` carries footnotes 1 and 4, in that order. `| == Red Army == |` heads a group of the rows below it. A row made of
dashes only (`|---|---|`) separates header rows from data rows. `\\|` writes a literal bar.
"""
from __future__ import annotations

import re

from lark import Token

from .model import Cell, GridRow
from .source import Span

_SEPARATOR = re.compile(r"^:?-{3,}:?$")
_UNDERLINE = re.compile(r"^_(.+)_$")
_GROUP = re.compile(r"^==\s*(.+?)\s*==$")


def _split(raw: str) -> list[tuple[int, str]]:
    """Split a row on unescaped bars; return (offset of cell start, raw cell text)."""
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


def _footnotes(text: str) -> tuple[str, tuple[str, ...]]:
    """A cell's text without the `^N` marks that end it, and the marks in the order written."""
    marks: list[str] = []
    while True:
        head, caret, number = text.rpartition("^")
        if not caret or not (number.isascii() and number.isdigit()):
            return text, tuple(reversed(marks))
        marks.append(f"^{number}")
        text = head.rstrip()


def parse_grid_row(tok: Token, path: str) -> GridRow:
    raw = str(tok).rstrip()
    cells = []
    for offset, text in _split(raw):
        stripped = text.strip()
        lead = len(text) - len(text.lstrip())
        col = tok.column + offset + (lead if stripped else 0)
        stripped, marks = _footnotes(stripped)
        m = _UNDERLINE.match(stripped)
        if m:
            stripped, marks = m.group(1).strip(), ("underline",) + marks
        stripped = stripped.replace("\\|", "|")
        cells.append(Cell(stripped, marks, Span(path, tok.line, col, tok.line, col + max(1, len(text.strip())))))
    separator = bool(cells) and all(_SEPARATOR.match(c.text) for c in cells)
    heading = _GROUP.match(cells[0].text) if len(cells) == 1 else None
    return GridRow(tuple(cells), separator, heading.group(1) if heading else "",
                   Span(path, tok.line, tok.column, tok.line, tok.column + len(raw)))
