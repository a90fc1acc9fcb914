"""`rules diff` for tables: cell by cell, rows and columns added, removed or with a new range
(a header row's columns too), the cells that are our reading of a garbled source, and edge rules,
as the web book says them. Fed by: `book_diff.compare`, with the rule model (`dsl.ir`) of both
versions of the book.
"""
from __future__ import annotations

from collections import Counter

import attrs

from dsl import ir

from .book_diff import Sides, added_removed, by_id, field_words, prose
from .table_text import edge_lines


def _keyed(labels) -> list[tuple[str, int]]:
    """Labels made keys: a label printed twice is told apart by its occurrence."""
    seen: Counter = Counter()
    out = []
    for label in labels:
        out.append((label, seen[label]))
        seen[label] += 1
    return out


def _resized(ranges_a, ranges_b, keys_a: list, keys_b: list) -> dict:
    """The rows (or columns) whose range changed (a roll "11-12" now "11-13", a differential column
    "+2/3" now "+2/4"): each new key, mapped to the old key, when the old label is gone, the new one
    is new, both stand at the same place in their tables, and their ranges overlap."""
    out = {}
    for i, (x, y) in enumerate(zip(keys_a, keys_b)):
        if x == y or x in keys_b or y in keys_a or i >= len(ranges_a) or i >= len(ranges_b):
            continue
        ra, rb = ranges_a[i], ranges_b[i]
        if ra is not None and rb is not None and _overlap(ra, rb):
            out[y] = x
    return out


def _overlap(x: ir.Range, y: ir.Range) -> bool:
    low = max(v for v in (x[0], y[0], float("-inf")) if v is not None)
    high = min(v for v in (x[1], y[1], float("inf")) if v is not None)
    return low <= high


def _row(t: ir.Table, label: str) -> str:
    return f"roll {label}" if t.row_kind == "roll" else f"row {label}"


def _cell(text: str) -> str:
    return text if text.strip() else "blank"


def tables(s: Sides) -> None:
    old, new = by_id(s.old.tables), by_id(s.new.tables)
    for tid in added_removed(s, "table", old, new, s.new.tables, s.old.tables):
        a, b = old[tid], new[tid]
        if a != b:
            _table(s, a, b)


def _table(s: Sides, a: ir.Table, b: ir.Table) -> None:
    name, clause, tid = b.title or f"The table {b.id}", b.clause, b.id
    if a.clause != b.clause:
        s.add("table", clause, tid, f"{name} moved here from clause {a.clause}.", "clause", a.clause or "", b.clause or "")
    if a.title != b.title:
        s.add("table", clause, tid, f"The table “{a.title}” is now called “{b.title}”.", "title", a.title, b.title)
    rows_a, rows_b = _keyed(a.rows), _keyed(b.rows)
    cols_a, cols_b = _keyed(a.columns), _keyed(b.columns)
    resized = _resized(a.row_ranges, b.row_ranges, rows_a, rows_b)
    widened = _resized(a.column_ranges, b.column_ranges, cols_a, cols_b)
    for key in rows_b:
        if key in resized:
            x, y = _row(a, resized[key][0]), _row(b, key[0])
            s.add("table row range", clause, tid, f"{name}: {x} is now {y}.", y, resized[key][0], key[0])
        elif key not in rows_a:
            s.add("table row added", clause, tid, f"{name}: new {_row(b, key[0])}.", _row(b, key[0]))
    for key in rows_a:
        if key not in rows_b and key not in resized.values():
            s.add("table row removed", clause, tid, f"{name}: {_row(a, key[0])} removed.", _row(a, key[0]))
    for key in cols_b:
        if key in widened:
            if not b.header_rows:   # (else said with its header row, by `_header_columns`)
                s.add("table column range", clause, tid, f"{name}: column {widened[key][0]} is now column "
                      f"{key[0]}.", f"column {key[0]}", widened[key][0], key[0])
        elif key not in cols_a:
            s.add("table column added", clause, tid, f"{name}: new column {key[0]}.", f"column {key[0]}")
    for key in cols_a:
        if key not in cols_b and key not in widened.values():
            s.add("table column removed", clause, tid, f"{name}: column {key[0]} removed.", f"column {key[0]}")
    row_at_a = {k: i for i, k in enumerate(rows_a)}
    row_at_a.update({k: row_at_a[was] for k, was in resized.items()})   # (a row's cells, whatever its range now)
    col_at_a = {k: i for i, k in enumerate(cols_a)}
    col_at_a.update({k: col_at_a[was] for k, was in widened.items()})
    for j, ck in enumerate(cols_b):       # column by column, as a player reads a column of odds down
        if ck not in col_at_a:
            continue
        for i, rk in enumerate(rows_b):
            if rk not in row_at_a:
                continue
            x, y = _at(a.cells, row_at_a[rk], col_at_a[ck]), _at(b.cells, i, j)
            if x != y:
                where = f"column {ck[0]}, {_row(b, rk[0])}" if b.columns else _row(b, rk[0])
                s.add("table cell", clause, tid, f"{name}, {where}: {_cell(x)} → {_cell(y)}.", where, x, y)
    _readings(s, a, b, name, {k: was for k, was in resized.items()}, widened)
    headers_said = _header_columns(s, a, b, name)
    edges_a, edges_b = _edge_texts(s.old, a), _edge_texts(s.new, b)
    # the old rules said with the new labels of the rows and columns whose range changed (said
    # above): an edge rule naming such a row or column is not changed by it
    relabelled = _edge_texts(s.old, attrs.evolve(a, rows=_relabel(rows_a, resized), columns=_relabel(cols_a, widened),
                                                 cell_readings=()))
    for key, text in edges_a.items():
        if key not in edges_b:
            s.add("table edge", clause, tid, f"{name}: edge rule removed: {text}", "edge", text, "")
    for key, text in edges_b.items():
        was = edges_a.get(key)
        if was is None:
            s.add("table edge", clause, tid, f"{name}: edge rule now: {text}", "edge", "", text)
        elif relabelled.get(key) != text:
            s.add("table edge", clause, tid, f"{name}: {_edge_changed(key, was, text)}", "edge", was, text)
    said = ("clause", "title", "rows", "row_ranges", "columns", "column_positions", "column_ranges", "cells",
            "effects", "edges", "cell_readings", "row_keys")
    if rows_a != rows_b or cols_a != cols_b:   # (the marks of each cell and row follow the table's shape)
        said += ("marks", "row_marks", "row_groups")
    if headers_said:
        said += ("header_rows",)
    rest = [f for f in a.__attrs_attrs__ if f.name not in said and getattr(a, f.name) != getattr(b, f.name)]
    if rest or (a.edges != b.edges and relabelled == edges_b):
        names = [f.name for f in rest] + (["edges"] if a.edges != b.edges and relabelled == edges_b else [])
        s.add("table", clause, tid, f"{name} changed: {field_words(names)}.", ", ".join(names))


def _relabel(keys: list[tuple[str, int]], renamed: dict) -> tuple[str, ...]:
    """The old labels (`keys`), those whose range changed (`renamed`: new key → old key) given their new label."""
    new_of = {was: key for key, was in renamed.items()}
    return tuple(new_of.get(key, key)[0] for key in keys)


# an edge named when its rule's opening words changed too (its bound, or the outermost label)
_EDGE_NAMES = {"left": "left of the columns", "right": "right of the columns", "below": "below the rows",
               "above": "above the rows"}


def _edge_texts(book: ir.Book, t: ir.Table) -> dict[str, str]:
    """The table's edge rules as the web book says them, by the edge each is beyond ('left',
    'right', 'below', 'above'). (`edge_lines` says these first, one per edge, in this order; the
    cells read where the source is garbled follow, compared by `_readings`.)"""
    edges = list({e.where: e for e in t.edges})
    return dict(zip(edges, (prose(e["text"]) for e in edge_lines(t, _vocab(book, t)))))


def _readings(s: Sides, a: ir.Table, b: ir.Table, name: str, rows: dict, cols: dict) -> None:
    """The cells that are our reading of a garbled source (`cell "ROW" "COL" inferred "…"`), each by
    its row and column (`rows`, `cols`: a new row's or column's key to the old one's, whose range
    changed): a reading added, removed, or changed on the same cell (one line, before → after). The
    cell's value is compared with the other cells."""
    def keyed(t: ir.Table, renamed: dict) -> dict:
        row_keys, col_keys = _keyed(t.rows), _keyed(t.columns)
        return {(renamed[0].get(row_keys[r.row], row_keys[r.row]), renamed[1].get(col_keys[r.column], col_keys[r.column])):
                prose(r.text) for r in t.cell_readings if r.pattern is None}
    old = keyed(a, ({}, {}))
    new = keyed(b, (rows, cols))   # (keyed by the old labels, to meet the old readings)
    back = ({v: k for k, v in rows.items()}, {v: k for k, v in cols.items()})
    for key, text in new.items():
        row, col = back[0].get(key[0], key[0]), back[1].get(key[1], key[1])
        where = f"{_row(b, row[0])}, column {col[0]}" if b.columns else _row(b, row[0])
        was = old.get(key)
        if was is None:
            s.add("table cell reading", b.clause, b.id, f"{name}, {where}: our reading now: {text}", where, "", text)
        elif was != text:
            s.add("table cell reading", b.clause, b.id, f"{name}, {where}: our reading: {was.removesuffix('.')} → "
                  f"{text}", where, was, text)
    for key, text in old.items():
        if key not in new:
            where = f"{_row(a, key[0][0])}, column {key[1][0]}" if a.columns else _row(a, key[0][0])
            s.add("table cell reading", b.clause, b.id, f"{name}, {where}: no longer our reading (was: "
                  f"{text.removesuffix('.')}).", where, text, "")


def _header_columns(s: Sides, a: ir.Table, b: ir.Table, name: str) -> bool:
    """A table with a header row per value (Shanghai's CRT, one per terrain): a column whose range
    changed in a header row is one line, as a row's is. Whether every change to the header rows was
    said (the last header row is the table's `columns`: its columns added or removed are said with
    the cells)."""
    if a.header_rows == b.header_rows:
        return True
    if len(a.header_rows) != len(b.header_rows):
        return False
    said = True
    for i, (x, y) in enumerate(zip(a.header_rows, b.header_rows)):
        if x == y:
            continue
        keys_x, keys_y = _keyed(x.columns), _keyed(y.columns)
        paired = _resized(x.column_ranges, y.column_ranges, keys_x, keys_y)
        for key in keys_y:
            if key in paired:
                where = f"{prose(y.label)} header row, column {key[0]}"
                s.add("table column range", b.clause, b.id, f"{name}, {prose(y.label)} header row: column "
                      f"{paired[key][0]} is now column {key[0]}.", where, paired[key][0], key[0])
        changed = sum(p != q for p, q in zip(x.columns, y.columns))
        last = i == len(b.header_rows) - 1
        if (x.label, x.values, len(x.columns)) != (y.label, y.values, len(y.columns)) or \
                (len(paired) != changed and not last):
            said = False
    return said


def _edge_changed(where: str, was: str, now: str) -> str:
    """One edge's rule changed, as one line: "edge rule right of the 5:1 column: use … → …"."""
    lead_a, _, rest_a = was.partition(": ")
    lead_b, _, rest_b = now.partition(": ")
    if where in _EDGE_NAMES and lead_a == lead_b and rest_a and rest_b:
        return f"edge rule {lead_b[0].lower()}{lead_b[1:]}: {rest_a.removesuffix('.')} → {rest_b}"
    return f"edge rule {_EDGE_NAMES.get(where, 'changed')}: {was.removesuffix('.')} → {now}"


def _at(cells, i: int, j: int) -> str:
    row = cells[i] if i < len(cells) else ()
    return row[j] if j < len(row) else ""


def _vocab(book: ir.Book, t: ir.Table) -> ir.Vocabulary | None:
    return next((v for v in book.vocabularies if v.id == t.results), None)
