"""A table's grid as the checks, the type checks, the lowering and the witnesses read it: its header
and data rows, group headings, row, column and group labels as printed, the names an offset
header's label cell gives, the vocabulary each column is read with, what dice roll, a range as
said, and where a table declares a thing. Fed by: the builder's model (`m.Table`, its rows split
into cells by `dsl/grid.py`); reports nothing.
"""
from __future__ import annotations

import re

from .. import model as m
from ..labels import canonical_dice, dice_span
from ..resolver import Symbols
from ..source import Span
from ..vocabulary import BUILTIN, Vocabulary

_DICE = re.compile(r"^[0-9]+d[0-9]+$")


def split_grid(table: m.Table) -> tuple[list[m.GridRow], list[m.GridRow]]:
    """Header rows (above the `|---|` line, or the first row) and data rows (group headings left
    out: see `grouped_rows`)."""
    headers, data = _split(table)
    return headers, [r for r in data if not r.group]


def grouped_rows(table: m.Table) -> list[tuple[str, m.GridRow]]:
    """The data rows with the group each belongs to ("" before any group heading)."""
    group, out = "", []
    for r in _split(table)[1]:
        if r.group:
            group = r.group
        else:
            out.append((group, r))
    return out


def _split(table: m.Table) -> tuple[list[m.GridRow], list[m.GridRow]]:
    rows = [r for r in table.grid if r.cells]
    for i, r in enumerate(rows):
        if r.separator:
            return rows[:i], rows[i + 1:]
    return rows[:1], rows[1:]


def header_values(label: str) -> list[str]:
    """`City; River` → ['City', 'River']."""
    return [p.strip() for p in re.split(r"[;/,]", label) if p.strip()]


def _header_names(cell: m.Cell) -> list[tuple[str, Span]]:
    """The values an offset header's label cell names (`header_values`), each with where it is."""
    out = []
    for part in re.finditer(r"[^;/,]+", cell.text):
        name = part.group().strip()
        if name:
            column = cell.span.column + part.start() + len(part.group()) - len(part.group().lstrip())
            out.append((name, cell.span.at_column(column, len(name))))
    return out


def vocabulary_for(sym: Symbols, table: m.Table, name: str | None = None,
                   made: dict[str, Vocabulary | None] | None = None) -> Vocabulary | None:
    """The vocabulary a table's cells are read with (or, given `name`, that vocabulary). With
    `made`, one object per vocabulary name for every table read with it: it keeps what it parsed."""
    name = name or table.results
    if made is not None and name in made:
        return made[name]
    if name in BUILTIN:
        vocab = Vocabulary(None, name)
    else:
        node = sym.node(name)
        vocab = Vocabulary(node) if isinstance(node, m.Results) else None
    if made is not None:
        made[name] = vocab
    return vocab


def column_vocabularies(sym: Symbols, table: m.Table, labels: list[str],
                        made: dict[str, Vocabulary | None] | None = None) -> list[tuple[str, Vocabulary | None]]:
    """For each column, by its printed label: the vocabulary name and the vocabulary it is read with
    (one object per vocabulary, `vocabulary_for`'s `made`, or the table's own)."""
    own = dict(table.column_results)
    made = {} if made is None else made
    return [(own.get(label, table.results), vocabulary_for(sym, table, own.get(label), made)) for label in labels]


def table_rows(t: m.Table) -> tuple[str, ...]:
    """A table's row labels as printed (its first column below the header)."""
    return tuple(r.cells[0].text for r in split_grid(t)[1])


def table_columns(t: m.Table) -> tuple[str, ...]:
    """A table's column labels as printed (its last header row, less the corner)."""
    headers = split_grid(t)[0]
    return tuple(c.text for c in headers[-1].cells[1:]) if headers else ()


def table_groups(t: m.Table) -> tuple[str, ...]:
    """A table's group headings as printed (`| = South = |`), each once, in order."""
    return tuple(dict.fromkeys(g for g, _ in grouped_rows(t) if g))


def _decl(table: m.Table, what: str):
    return dict(table.decl_spans).get(what, table.span)


def dice_bounds(roll: str) -> tuple[int, int] | None:
    """What `1d6`, `2d6` can roll; None for no roll or another notation."""
    try:
        return dice_span(canonical_dice(roll)) if roll else None
    except (ValueError, TypeError):
        return None


def _span_text(lo: int, hi: int, unit: str = "") -> str:
    return f"{lo}{unit}" if lo == hi else f"{lo}{unit} to {hi}{unit}"
