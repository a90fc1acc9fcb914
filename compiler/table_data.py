"""Tables as plain dictionaries: labels, ranges, printed cells and parsed effects, for the Python
back end. Fed by: the resolved rule model (`dsl.ir.Table`, read once from the grid by `dsl.lower`).

The web book and the player aid read `ir.Table` itself; this view is the same table as plain
lists and dictionaries (the shape the generated package's `Table` takes), for tests and tools.
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
