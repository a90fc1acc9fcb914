"""Checks on the book as a whole: the header, restatements, sides named in scenarios and aids."""
from __future__ import annotations

from ..diagnostics import Report, suggest
from ..resolver import Symbols
from ..source import Span


def check(sym: Symbols, report: Report) -> None:
    book = sym.book
    if not book.header.id:
        first = book.files[0] if book.files else "<book>"
        report.error("E103", "the book has no `book` header", Span(first, 1, 1),
                     "add `book <id> { title \"…\" side … dice … }` to one file of the folder")
    for c in book.clauses:
        if not c.says.strip():
            report.error("E104", f"clause {c.id} has no restatement", c.span,
                         "add `says \"…\"` in the project's own words")
    for sc in book.scenarios:
        for side, span in sc.side_spans:
            if side not in sym.sides:
                report.error("E205", f"unknown side {side}", span, suggest(side, sym.sides) or
                             "sides are declared in the book header")
        for side, span in sc.side_spans:
            if (side == sc.first_side or side in sc.setup_order) and side in sym.sides and sym.sides[side].neutral:
                report.error("E205", f"{side} is a neutral side: it takes no turns and sets up no order", span,
                             "name a side that plays; a neutral side's units are set up with `setup`")
                break
        seen: dict[tuple, object] = {}
        for a in sc.amounts:
            key = (a.turn, a.side, a.unit)
            if key in seen:
                report.error("E101", f"turn {a.turn} gives {a.side} {a.unit or 'an amount'} twice", a.span)
            seen[key] = a
            if sc.first_turn is not None and (a.turn < sc.first_turn or (sc.last_turn is not None and a.turn > sc.last_turn)):
                report.error("E401", f"turn {a.turn} is outside the scenario's turns", a.span,
                             f"{sc.id} plays turns {sc.first_turn} to {sc.last_turn if sc.last_turn is not None else 'end'}")
    for aid in book.aids:
        for item in aid.items:
            if item.kind in ("heading", "note", "clause"):
                continue
            kind = sym.kind(item.value)
            if kind is None:
                report.error("E202", f"unknown {item.kind} {item.value}", item.span,
                             suggest(item.value, sym.of_kind(item.kind)))
            elif kind != item.kind:
                report.error("E203", f"{item.value} is a {kind}, not a {item.kind}", item.span)
