"""`rules explain --html FILE`: the walk of `explain_walk` as a standalone page a player prints —
each step citing its clause by number and title, the table read drawn with the cell read marked,
and the words of every clause cited. Fed by: `explain.run_walk` (the walk and the lines the terminal
shows) and the compiled book's clauses; laid out by `templates/explain.html.j2` (autoescaped).
"""
from __future__ import annotations

import re

from dsl.marked import plain

from .explain_walk import Walk
from .templating import environment

_CITED = re.compile(r"^  \[([^\]]+)\]")
_QUOTED = re.compile(r"'([^'\n]*)'")   # a result as the terminal quotes it ('D2R3'), in a page's quotation marks


def page(c, expression: str, lines: list[str], w: Walk | None) -> str:
    """The page, the same bytes for the same book and expression."""
    clauses = c.module.CLAUSES
    answer_line = lines[0]
    short = answer_line.split(" (", 1)[0]
    short = short[1:-1] if len(short) > 1 and short[0] == short[-1] == "'" else short
    notes = [line for line in lines[1:] if line.startswith(("inferred (", "not in play:"))]

    def title_of(cid):
        clause = clauses.get(cid) if cid else None
        return getattr(clause, "title", "") if clause is not None else ""

    stages = []
    for s in (w.stages if w is not None else ()):
        stages.append({"title": s.title, "clause": s.clause, "clause_title": title_of(s.clause), "text": s.text,
                       "details": [{"title": d.title, "clause": d.clause, "inputs": d.inputs, "gave": d.gave,
                                    "indent": 4 * (d.depth - 1)} for d in s.details]})
    if not stages:   # (nothing worked out under the answer: the answer is the one step)
        stages.append({"title": "Answer", "clause": None, "clause_title": "", "text": answer_line, "details": []})
    ids = list(w.cited()) if w is not None else []
    after = lines.index("because:") if "because:" in lines else len(lines)
    ids += [m.group(1) for line in lines[after:] if (m := _CITED.match(line))]
    cited = [{"id": cid, "title": title_of(cid), "says": " ".join(plain(clauses[cid].says).split())}
             for cid in dict.fromkeys(ids) if cid in clauses]
    result = next((s.text for s in (w.stages if w is not None else ()) if s.title == "Result"), None)
    if result is not None:   # the result and what it means, as the legend says it ("'D2R3' (defender; loss 2,
        # retreat 3; row 11, …)" read as code above a page a player prints: the stop-62 review)
        answer_line = _QUOTED.sub(r"“\1”", result)
    return environment().get_template("explain.html.j2").render(
        book=c.ir.title or c.ir.id, expression=expression, answer=short, answer_line=answer_line,
        notes=notes, stages=stages, cut=w is not None and w.cut, table=_table_view(w), clauses=cited)


def _table_view(w: Walk | None) -> dict | None:
    """The table read, as printed: its header row(s), its rows, and where the cell read is."""
    if w is None or w.cell is None:
        return None
    cell = w.cell
    t = cell.table
    if t.header_rows:
        headers = [{"label": h.label, "columns": h.columns, "picked": h is cell.header} for h in t.header_rows]
    else:
        headers = [{"label": t.corner, "columns": t.columns, "picked": True}]
    rows = [{"label": label, "cells": t.cells[i], "read": i == cell.row} for i, label in enumerate(t.rows)]
    columns = cell.header.columns if cell.header is not None else t.columns
    return {"title": t.title or t.id, "clause": t.clause, "headers": headers, "rows": rows, "row": cell.row,
            "column": cell.column, "row_label": t.rows[cell.row], "column_label": columns[cell.column]}
