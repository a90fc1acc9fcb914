"""Checks on the book as a whole: the header, restatements, sides named in scenarios and aids."""
from __future__ import annotations

from ..diagnostics import Report, suggest
from ..package_names import id_problem
from ..resolver import Symbols
from ..source import Span


def check(sym: Symbols, report: Report) -> None:
    book = sym.book
    if not book.header.id:
        first = book.files[0] if book.files else "<book>"
        report.error("E103", "the book has no `book` header", Span(first, 1, 1),
                     "add `book <id> { title \"…\" side … dice … }` to one file of the folder")
    elif (problem := id_problem(book.header.id)) is not None:
        report.error("E105", problem[0], book.header.span, problem[1])
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
        _calendars(sym, sc, report)
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


def _calendars(sym: Symbols, sc, report: Report) -> None:
    """A scenario's turn records: an enum fact, an integer turn fact, one value of the enum per turn."""
    facts = {f.id: f for f in sym.book.facts}
    done: set[str] = set()
    for cal in sc.calendars:
        fact, by = facts.get(cal.fact), facts.get(cal.by)
        if cal.fact in done:
            report.error("E101", f"{sc.id} has two calendars for {cal.fact}", cal.span)
        done.add(cal.fact)
        if fact is None or fact.type not in sym.enum_values:
            report.error("E202" if fact is None else "E401",
                         f"a calendar gives the values of an enum fact; {cal.fact} is "
                         + ("no fact" if fact is None else f"a {fact.type}"), cal.span,
                         suggest(cal.fact, [f for f, x in facts.items() if x.type in sym.enum_values]) or
                         "declare `fact month: month` for an enum `month`")
            continue
        if by is None or by.type not in ("integer", "count", "number"):
            report.error("E202" if by is None else "E401",
                         f"a calendar counts turns with an integer fact; {cal.by} is "
                         + ("no fact" if by is None else f"a {by.type}"), cal.span,
                         suggest(cal.by, [f for f, x in facts.items() if x.type in ("integer", "count")]) or
                         "declare `fact gt: integer \"The current GT\"`")
        values = sym.enum_values[fact.type]
        for v, span in zip(cal.values, cal.value_spans):
            if v not in values:
                report.error("E206", f"{v} is not a value of {fact.type}", span,
                             suggest(v, values) or f"values: {', '.join(values)}")
        if sc.first_turn is not None and sc.last_turn is not None:
            turns = sc.last_turn - sc.first_turn + 1
            if turns != len(cal.values):
                report.error("E401", f"the calendar gives {len(cal.values)} values for {turns} turns", cal.span,
                             f"{sc.id} plays turns {sc.first_turn} to {sc.last_turn}: one value per turn")
