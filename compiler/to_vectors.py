"""Conformance vectors: inputs → expected answers with clause ids, for engines in any language.
Fed by: a compiled book (`pipeline.Compiled`: its checked model and its loaded generated module).

Every printed cell (each die roll of a roll range, each header row of an offset table), the edge
rules one and two columns off each end, and every example become vectors. Expected answers are
computed by the generated package itself, so the vectors say exactly what the compiled rules say.
"""
from __future__ import annotations

from dsl import model as m

SCHEMA_VERSION = 1


def _outcome(o) -> dict:
    return {"text": o.text, "effects": [{"kind": e.kind, **e.fields} for e in o.effects],
            "marks": list(o.marks), "row": o.row, "column": o.column, "drm": o.drm, "trace": list(o.trace)}


def _attempt(table, **inputs) -> dict:
    try:
        return {"outcome": _outcome(table.lookup(**inputs))}
    except Exception as err:   # off-table and not-in-source answers are part of the contract
        return {"error": type(err).__name__, "message": str(err)}


def _table_vectors(t: m.Table, table) -> list[dict]:
    out = []
    selectors = [{t.header_by: h[0][0]} for h in table.headers] if table.headers else [{}]
    for sel in selectors:
        labels = [x for x in (table._header(sel.get(t.header_by))[0])]
        for i, row in enumerate(table.rows):
            lo, hi = table.row_ranges[i] if table.row_ranges else (None, None)
            if table.row_kind in ("roll", "numbers") and lo is not None and hi is not None:
                keys = [{"roll": r} for r in range(lo, hi + 1)]
            elif table.row_kind in ("roll", "numbers"):
                keys = [{"roll": lo if lo is not None else hi}]
            else:
                keys = [{"row": row, "group": table.groups[i]} if table.groups[i] else {"row": row}]
            for key in keys:
                for label in labels:
                    inputs = {**key, "column": label, **sel}
                    out.append({"kind": "cell", "table": t.id, "clause": t.clause, "input": inputs,
                                "expected": _attempt(table, **inputs)})
        if table.column_kind != "keys" and labels and table.row_kind == "roll":
            first_roll = table.row_ranges[0][0] if table.row_ranges and table.row_ranges[0][0] is not None else 1
            for shift in (-2, -1, 1, 2):
                label = labels[0] if shift < 0 else labels[-1]
                inputs = {"roll": first_roll, "column": label, "shift": shift, **sel}
                out.append({"kind": "edge", "table": t.id, "clause": t.clause, "input": inputs,
                            "expected": _attempt(table, **inputs)})
    return out


def vectors(compiled) -> dict:
    book = compiled.loaded.book
    module = compiled.module
    out = []
    for t in book.tables:
        table = module.TABLES[t.id]
        if t.missing:
            out.append({"kind": "missing", "table": t.id, "clause": t.clause, "input": {},
                        "expected": _attempt(table, roll=1, column=table.columns[0] if table.columns else None)})
            continue
        out.extend(_table_vectors(t, table))
    texts = {ex.index: ex for ex in book.examples}
    for ex in module.EXAMPLES:
        source = texts[ex.index]
        out.append({"kind": "example", "clause": ex.clause, "title": ex.title,
                    "checks": [compiled.loaded.text_of(c.span) for c in source.checks],
                    "scenario": source.scenario or None, "expected": list(ex.run())})
    return {"schema": SCHEMA_VERSION, "book": book.header.id, "count": len(out), "vectors": out}
