"""Table checks: declarations, labels, die-roll coverage, column order, cells against the result
vocabulary, and the vocabularies' own patterns. Fed by: `resolver`.

`check` reads each table: here its declarations (roll, kinds of rows and columns, results, `by`),
its grid's shape (header, separator, widths: E306, E307), its corner and its `cell` readings;
`table_edges` its edge rules, `table_axes` its rows and columns, `table_cells` its cells;
`table_patterns` the vocabularies' patterns. `table_grid` reads the grid, for these and for the
type checks, the lowering and the witnesses.
"""
from __future__ import annotations

import re

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..grid import group_heading
from ..labels import AXIS_KINDS, COLUMN_READERS, canonical_dice, parse_range
from ..resolver import Symbols
from ..vocabulary import BUILTIN, Vocabulary
from .table_axes import _check_columns, _check_label_spaces, _check_rows
from .table_cells import _check_cells
from .table_edges import check_edges
from .table_grid import _DICE, _decl, _header_names, column_vocabularies, split_grid, vocabulary_for
from .table_patterns import _check_results, _readings_carried
# The grid readers the type checks, the lowering and the witnesses import from this module, where
# they were written before it was split: kept importable from here.
from .table_grid import dice_bounds, grouped_rows, header_values  # noqa: F401

_DASHES = re.compile(r":?-+:?")   # a cell of a separator row; one of fewer than three dashes is read as a cell


def check(sym: Symbols, report: Report) -> None:
    for r in sym.book.results:
        _check_results(r, report)
    made: dict[str, Vocabulary | None] = {}   # (`vocabulary_for`: one per vocabulary for every table)
    carried: set[tuple[str, str]] = set()     # (vocabulary, pattern text) of the readings some cell carries
    errors = len(report.errors)
    for t in sym.book.tables:
        _check_table(sym, t, report, made, carried)
    if len(report.errors) == errors:   # (a table with an error may leave cells unread, or read none with the
        _readings_carried(sym.book.results, carried, report)   # vocabulary it meant: that error is the mistake)


# a lone cell between equals signs that is no group heading (`= South =`, `== South =`): one was meant
_HEADING_LIKE = re.compile(r"^\s*=+[^=].*?=+\s*$")


def _corner_dice(t: m.Table, headers: list[m.GridRow], report: Report) -> None:
    """A corner cell that names dice (`| 2d6 |`) is the table's roll: a table without `roll` read its
    rows as labels (a formula's `roll:` was WrongType at every call), and one rolling other dice
    printed the corner's over them on the aid."""
    corner = headers[-1].cells[0] if headers[-1].cells else None
    printed = corner.text.strip().lower() if corner is not None else ""
    if not _DICE.match(printed):
        return
    printed = canonical_dice(printed)   # (`| 01d06 |` is the 1d6 `roll 01d06` reads as)
    if not t.roll and t.rows_kind == "keys":   # (a table of `rows numbers` is read by a roll's number too)
        report.error("E307", f"the corner of table {t.id} says {corner.text.strip()}, but the table declares no roll: "
                     "its rows are read as labels, not die rolls", corner.span, f"add `roll {printed}` to the table")
    elif t.roll and printed != t.roll.lower():
        report.error("E307", f"the corner of table {t.id} says {corner.text.strip()}, but the table rolls {t.roll}",
                     corner.span, f"make them agree: `roll {printed}`, or the corner `| {t.roll} |`")


def _cell_readings(t: m.Table, headers: list[m.GridRow], data: list[m.GridRow], report: Report) -> None:
    """`cell "row" "column" inferred "…"`: a printed cell (a row label of the grid, a column label of
    its last header row), read once, with the reading in words."""
    rows = [r.cells[0].text for r in data if r.cells]
    columns = [c.text for c in headers[-1].cells[1:]] if headers else []
    seen: set[tuple[str, str]] = set()
    for r in t.cell_readings:
        if t.header_by:   # (its columns are labelled row by row: a label of the last header row is another's place)
            report.error("E307", f"table {t.id} has offset header rows: `cell` cannot name one of its cells",
                         r.span, "a cell is named by the last header row's labels, which the other header rows "
                         "place elsewhere: say the reading in a `doubt` of the table")
            continue
        if rows.count(r.row) > 1:   # (a row label under two group headings)
            report.error("E307", f"table {t.id} prints the row {r.row!r} {rows.count(r.row)} times: `cell` cannot "
                         "tell which is meant", r.span, "say the reading in a `doubt` of the table")
            continue
        if r.row not in rows or r.column not in columns:
            wrong, label, labels = ("row", r.row, rows) if r.row not in rows else ("column", r.column, columns)
            report.error("E307", f"table {t.id} has no {wrong} {label!r}: `cell` names a printed cell by its row "
                         "and column labels", r.span, suggest(label, labels) or
                         f"{wrong}s: {', '.join(repr(x) for x in labels[:8])}{', …' if len(labels) > 8 else ''}")
        elif (r.row, r.column) in seen:
            report.error("E101", f"cell {r.row!r}, {r.column!r} of {t.id} is read twice", r.span,
                         "give each cell one reading: join the two sentences")
        seen.add((r.row, r.column))
        if not r.text.strip():
            report.error("E307", "`inferred` needs the reading in words: what an engine shows beside each answer "
                         "read from the cell", r.span,
                         'write e.g. cell "3" "2" inferred "The extraction prints an underscore; we read -."')


def _check_table(sym: Symbols, t: m.Table, report: Report, made: dict[str, Vocabulary | None],
                 carried: set[tuple[str, str]]) -> None:
    if t.roll:
        if not _DICE.match(t.roll) or t.roll not in sym.book.header.dice:
            report.error("E308", f"the table rolls {t.roll}, which the book header does not declare", _decl(t, "roll"),
                         f"add it to `dice` in the book header ({', '.join(sym.book.header.dice) or 'none declared'})")
    if t.rows_kind not in ("keys", "numbers"):
        report.error("E307", f"unknown row kind {t.rows_kind!r}", _decl(t, "rows"), "use `rows keys` or `rows numbers`")
    if t.columns_kind not in AXIS_KINDS:
        report.error("E307", f"unknown column kind {t.columns_kind!r}", _decl(t, "columns"),
                     suggest(t.columns_kind, AXIS_KINDS) or f"one of {', '.join(AXIS_KINDS)}")
        return
    vocab = vocabulary_for(sym, t, made=made)
    if vocab is None:
        kind = sym.kind(t.results)
        if kind is None:
            report.error("E202", f"unknown result vocabulary {t.results}", _decl(t, "results"),
                         suggest(t.results, sym.of_kind("results") + list(BUILTIN)) or _results_hint(t.results))
        else:
            report.error("E203", f"{t.results} is {a_(kind)}, not a result vocabulary", _decl(t, "results"),
                         f"name a `results` declaration, or one of {', '.join(BUILTIN)}")
    if t.header_by and t.header_by not in sym.enum_values:
        report.error("E202", f"`by {t.header_by}` must name an enum", _decl(t, "by"),
                     suggest(t.header_by, sym.enum_values) or "declare the enum whose values label the header rows")
        return
    by = next((f for f in sym.book.facts if f.id == t.header_by), None) if t.header_by else None
    if by is not None and by.type != t.header_by:
        # (a lookup takes its header row by that fact: a row's name is no count, a count names no row,
        # so every call would be refused, while the book checked clean: the engine probe)
        report.error("E401", f"the header rows of {t.id} are picked by the fact {by.id}, which is {a_(by.type)}, "
                     f"not {a_(t.header_by)}", _decl(t, "by"),
                     f"declare it `fact {by.id}: {t.header_by} \"…\"`, or leave it out: the table declares it")
    check_edges(t, vocab, report)

    headers, data = split_grid(t)
    if not headers:
        if not t.missing:
            report.error("E307", f"table {t.id} has no grid", t.span, "write its rows as `| … | … |` lines")
        return
    _corner_dice(t, headers, report)
    _cell_readings(t, headers, data, report)
    if t.header_by and data and not any(r.separator for r in t.grid):   # (stacked header rows, their `|---|` deleted)
        values = sym.enum_values.get(t.header_by, {})
        names = {v.title.lower() for v in values.values()} | {v.lower() for v in values}
        first = next((r for r in data[:len(values) + 1] if any(n.lower() in names for n, _ in _header_names(r.cells[0]))),
                     None)
        if first is not None:   # (each would be a row label that is no roll, and each label a cell: 39 errors)
            report.error("E307", f"row {first.cells[0].text!r} of {t.id} names a value of {t.header_by}, as a header "
                         "row does: the `|---|` line under the header rows is missing", first.span,
                         "write `|---|---|…` under the last header row")
            return
    if data and not any(r.separator for r in t.grid) and all(_DASHES.fullmatch(c.text) for c in data[0].cells):
        report.error("E307", f"the row under the header of {t.id} is all dashes, but too few to separate the "
                     "header from the rows: it is read as a row of cells", data[0].span,
                     "a separator writes at least three dashes in each cell: `|---|---|`")
        return
    if _header_lost(t, headers, report):
        return
    width = len(headers[0].cells)
    if width < 2:   # only the row labels: no cell to read, and every lookup would ask for a column
        report.error("E307", f"table {t.id} has no columns of results", headers[0].span,
                     "a grid line is the row label, then one cell per column: `| 2d6 | A | B |`")
    counts = {len(row.cells) for row in data}
    if len(data) > 1 and len(counts) == 1 and width not in counts and all(len(h.cells) == width for h in headers):
        # every row agrees, the header alone does not: said once, at the header (it was said at every row)
        (cells,) = counts
        report.error("E306", f"the header has {width} cells, and every row of {t.id} has {cells}", headers[0].span,
                     f"{'drop' if width > cells else 'add'} {abs(width - cells)} cell{'s' * (abs(width - cells) != 1)} "
                     "in the header: one label cell, then one per column")
    else:
        for row in headers[1:] + data:
            keyed = t.rows_kind == "keys" and not t.roll   # (only they take group headings: E307 otherwise)
            if keyed and not row.group and len(row.cells) == 1 and _HEADING_LIKE.match(row.cells[0].text):
                # `| = South = |`: a group heading meant
                report.error("E306", f"this row has 1 cell, the header has {width}: a group heading is written "
                             "between two equals signs each side", row.span,
                             f"write `| == {row.cells[0].text.strip('= ')} == |`")
            elif keyed and not row.group and row.cells and group_heading(row.cells[0].text).strip() \
                    and not any(c.text.strip() for c in row.cells[1:]):   # `| == Red Army == | | |`: a heading meant
                report.error("E306", "a group heading is a grid line of one cell, without the table's other "
                             "cells: this line reads as a row", row.span,
                             f"write `| {row.cells[0].text.strip()} |`")
            elif len(row.cells) != width:
                report.error("E306", f"this row has {len(row.cells)} cells, the header has {width}", row.span,
                             "every row has one label cell plus one cell per column; leave blanks as `|  |`")
    if len(headers) > 1 and not t.header_by:
        report.error("E307", "several header rows need `columns … by ENUM`", headers[1].span,
                     "name the enum whose values label the header rows")
    _check_columns(sym, t, headers, report)
    if not data and not t.missing:
        report.error("E307", f"table {t.id} has no data rows", headers[-1].span,
                     "add rows under the header, or declare the table `missing`")
    if data and t.missing:
        report.error("E307", f"table {t.id} is declared missing but has data rows", data[0].span,
                     "a missing table gives only what the rules establish: its header")
    _check_rows(t, data, report)
    _check_label_spaces([r.cells[0] for r in data] + [c for r in headers for c in r.cells[1:]], report)
    labels = [c.text for c in headers[-1].cells[1:]]
    for label, name in t.column_results:
        if label not in labels:
            report.error("E307", f"the table has no column {label!r}", _decl(t, f"column {label}"),
                         suggest(label, labels) or f"columns: {', '.join(labels)}")
        if vocabulary_for(sym, t, name, made) is None:
            report.error("E202", f"unknown result vocabulary {name}", _decl(t, f"column results {label}"),
                         suggest(name, sym.of_kind("results") + list(BUILTIN)) or _results_hint(name))
    if vocab is not None:
        _check_cells(t, headers, data, column_vocabularies(sym, t, labels, made), report, carried)


def _header_lost(t: m.Table, headers: list[m.GridRow], report: Report) -> bool:
    """E307, once, for a grid whose header row and `|---|` line were left out: its first row, a roll
    and cells, is read as the header, and each cell was an E305 beside an E301 and a W312 whose
    hint (a bound moved) would hide it (designer round 4: 8 diagnostics for one mistake)."""
    reader = COLUMN_READERS.get(t.columns_kind)
    if reader is None or len(headers) != 1 or any(r.separator for r in t.grid) or not t.roll:
        return False
    first = headers[0].cells
    if len(first) < 2 or parse_range(first[0].text) is None or any(reader(c.text) is not None for c in first[1:]):
        return False
    labels = ", ".join(c.text for c in first[1:4]) + (", …" if len(first) > 4 else "")
    are = f"are no {t.columns_kind} labels" if len(first) > 2 else f"is no {t.columns_kind} label"
    report.error("E307", f"the first row of {t.id} is read as its header (there is no `|---|` line under a "
                 f"header): its row label {first[0].text!r} is a roll, and {labels} {are}",
                 headers[0].span, "is the header row missing? write it above, then `|---|---|…`")
    return True


def _results_hint(name: str) -> str:
    return f'declare `results {name} {{ "…" => KIND }}`, or use one of {", ".join(BUILTIN)}'
