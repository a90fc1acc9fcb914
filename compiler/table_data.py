"""Tables as plain dictionaries: labels, ranges, printed cells and parsed effects, for the Python
back end. Fed by: the resolved rule model (`dsl.ir.Table`, read once from the grid by `dsl.lower`).

The web book and the player aid read `ir.Table` itself; this view is the same table as plain
lists and dictionaries (the shape the generated package's `Table` takes), for tests and tools.
`table_arguments` is what the generated package builds its `Table` with; `runtime_table` builds that
`Table` here, for the web book's chances (`compiler.odds`).
"""
from __future__ import annotations

from dsl import ir
from dsl.marked import plain


def table_data(table: ir.Table) -> dict:
    """The table as plain data: labels, ranges, cells, effects, marks, edges, groups."""
    return _view(table)


def _effects(effects: tuple[ir.Effect, ...]) -> list:
    return [(e.kind, e.fields) for e in effects]


def column_values(kind: str, positions: tuple, ranges: tuple) -> list:
    """A column's place on the odds scale for odds columns, else its range (or None)."""
    return list(positions) if kind == "odds" else list(ranges)


def edge_rule(e: ir.Edge) -> dict:
    """An edge rule as the generated package's `Table` takes it (only the keys that apply)."""
    rule: dict = {"clause": e.clause}
    if e.bound is not None:
        rule["bound"] = e.bound
    if e.clamp:
        rule["clamp"] = True
    if e.drm_per_column is not None:
        rule["drm"] = e.drm_per_column
    if e.missing:
        rule["missing"] = True
    if e.forbid is not None:
        rule["forbid"] = plain(e.forbid)    # the message a refused lookup raises, as a reader sees it
    if e.result is not None:
        rule["result"] = e.result
        rule["effects"] = _effects(e.effects)
    if e.inferred is not None:
        rule["inferred"] = plain(e.inferred)   # our reading: carried in the answers, as a reader sees it
        if e.inferred_bound is not None:
            rule["inferred_bound"] = e.inferred_bound
    return rule


def column_clauses_of(t: ir.Table, vocabularies) -> dict[str, str]:
    """column label → the clause a lookup of that column cites in place of the table's: that of the
    vocabulary its cells are read with (`column "Combat" results tek_combat`), where it names one
    other than the table's. Changsha's Terrain Effects Key is filed under 10.4 (movement); its combat
    column is read by the rule of 12.3, whose vocabulary says what its cells mean."""
    clauses = {v.id: v.clause for v in vocabularies}
    return {label: clauses[vocab] for label, vocab in t.column_results
            if clauses.get(vocab) and clauses[vocab] != t.clause}


def table_arguments(t: ir.Table, vocabularies) -> dict:
    """The keyword arguments the generated package builds its `Table` of `t` with (less its `book`):
    `to_python` writes them as literals, `runtime_table` passes them as they are."""
    if t.results == "text" and not t.column_results:
        effects = None   # every cell is its own text: the runtime derives the effects
    else:
        effects = tuple(tuple(tuple((e.kind, e.fields) for e in c) for c in row) for row in t.effects)
    marks = t.marks if any(m for row in t.marks for m in row) else None
    headers = tuple((h.values, h.columns, tuple(column_values(t.column_kind, h.column_positions, h.column_ranges)))
                    for h in t.header_rows)
    kwargs = dict(rows=t.rows, columns=t.columns, cells=t.cells, effects=effects, marks=marks,
                  row_kind=t.row_kind, column_kind=t.column_kind, row_ranges=t.row_ranges,
                  column_values=tuple(column_values(t.column_kind, t.column_positions, t.column_ranges)),
                  headers=headers, header_by=t.header_by or "", dice=t.dice or "",
                  edges={e.where: edge_rule(e) for e in t.edges},
                  missing=t.missing, missing_text=t.missing_text, corner=t.corner)
    if t.columns_label:
        kwargs["columns_label"] = t.columns_label
    if any(t.row_groups):
        kwargs["groups"] = t.row_groups
    if t.row_keys:
        kwargs["row_keys"] = dict(t.row_keys)
    column_clauses = column_clauses_of(t, vocabularies)
    if column_clauses:
        kwargs["column_clauses"] = column_clauses
    if t.cell_readings:   # (row, column, our reading as read): carried by each lookup of the cell
        kwargs["readings"] = tuple((r.row, r.column, plain(r.text)) for r in t.cell_readings)
    return kwargs


def runtime_table(t: ir.Table, book: ir.Book):
    """The runtime's `Table` of `t`, built from the arguments the generated package builds it with:
    its lookups are the package's, without the package loaded (the web book's chances)."""
    from dsl.runtime import Table
    return Table(t.id, t.title, t.clause, **table_arguments(t, book.vocabularies), book=book.id)


def _view(t: ir.Table) -> dict:
    return {
        "id": t.id, "title": t.title, "clause": t.clause, "missing": t.missing, "missing_text": t.missing_text,
        "dice": t.dice or "", "row_kind": t.row_kind, "column_kind": t.column_kind, "header_by": t.header_by or "",
        "results": t.results, "corner": t.corner, "rows": list(t.rows), "row_ranges": list(t.row_ranges),
        "columns": list(t.columns), "column_values": column_values(t.column_kind, t.column_positions, t.column_ranges),
        "header_rows": [{"label": h.label, "values": list(h.values), "columns": list(h.columns),
                         "ranges": column_values(t.column_kind, h.column_positions, h.column_ranges)}
                        for h in t.header_rows],
        "cells": [list(row) for row in t.cells], "marks": [[list(m) for m in row] for row in t.marks],
        "effects": [[_effects(c) for c in row] for row in t.effects],
        "edges": {e.where: edge_rule(e) for e in t.edges},
        "row_marks": [list(m) for m in t.row_marks], "row_groups": list(t.row_groups),
        "column_results": dict(t.column_results), "row_keys": dict(t.row_keys),
        "footnotes": [{"mark": n, "text": text} for n, text in t.footnotes],
    }
