"""Tables as plain data: labels, ranges, printed cells and parsed effects. Fed by: a checked book.

The one place that reads a table's grid for the back ends, so the Python package, the JSON export,
the web book and the player aid show the same cells.
"""
from __future__ import annotations

from dsl import model as m
from dsl.checks.tables import column_vocabularies, grouped_rows, header_values, split_grid, vocabulary_for
from dsl.labels import COLUMN_READERS, parse_range, ratio_position
from dsl.resolver import Symbols


def table_data(sym: Symbols, t: m.Table) -> dict:
    headers, data = split_grid(t)
    vocab = vocabulary_for(sym, t)
    reader = COLUMN_READERS.get(t.columns_kind)
    head = headers[-1] if headers else None
    columns = [c.text for c in head.cells[1:]] if head else []
    corner = head.cells[0].text if head else ""

    def values_of(labels):
        if reader is None:
            return []
        parsed = [reader(x) if x else None for x in labels]
        if t.columns_kind == "odds":
            return [ratio_position(p) for p in parsed if p is not None]
        return [p for p in parsed]

    header_rows = []
    if t.header_by:
        enum_titles = {v.title.lower(): v.id for v in sym.enum_values.get(t.header_by, {}).values()}
        enum_titles |= {v.lower(): v for v in sym.enum_values.get(t.header_by, {})}
        for h in headers:
            labels = [c.text for c in h.cells[1:]]
            keys = [enum_titles[x.lower()] for x in header_values(h.cells[0].text) if x.lower() in enum_titles]
            header_rows.append({"label": h.cells[0].text, "values": keys, "columns": labels,
                                "ranges": values_of(labels)})
    rows = [r.cells[0].text for r in data]
    row_groups = [g for g, _ in grouped_rows(t)]
    row_marks = [list(r.cells[0].marks) for r in data]
    row_kind = "roll" if t.roll else t.rows_kind
    row_ranges = [parse_range(x) for x in rows] if row_kind in ("roll", "numbers") else []
    cells = [[c.text for c in r.cells[1:]] for r in data]
    marks = [[list(c.marks) for c in r.cells[1:]] for r in data]
    per_column = [v for _, v in column_vocabularies(sym, t, columns)]
    effects = [[list(v.parse(c) or ()) if v else [] for c, v in zip(row, per_column)] for row in cells]
    edges = {}
    for e in t.edges:
        rule: dict = {"clause": e.clause or t.clause}
        if e.bound is not None:
            rule["bound"] = e.bound
        for a in e.actions:
            if a.kind == "clamp":
                rule["clamp"] = True
            elif a.kind == "drm":
                rule["drm"] = a.value
            elif a.kind == "missing":
                rule["missing"] = True
            elif a.kind == "result":
                rule["result"] = a.value
                rule["effects"] = list(vocab.parse(a.value) or ()) if vocab else []
        edges[e.where] = rule
    return {
        "id": t.id, "title": t.title, "clause": t.clause, "missing": t.missing, "missing_text": t.missing_text,
        "dice": t.roll, "row_kind": row_kind, "column_kind": t.columns_kind, "header_by": t.header_by,
        "results": t.results, "corner": corner, "rows": rows, "row_ranges": row_ranges, "columns": columns,
        "column_values": values_of(columns), "header_rows": header_rows, "cells": cells, "marks": marks,
        "effects": effects, "edges": edges, "row_marks": row_marks, "row_groups": row_groups,
        "column_results": {label: name for label, name in t.column_results},
        "footnotes": [{"mark": n, "text": text} for n, text in t.footnotes],
    }
