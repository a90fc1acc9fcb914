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
