"""Formula parameters that take a table's printed labels (`side: column of transport`, `mode: row of
transport`): the declaration names a table whose rows or columns are labels (E204), and such a
parameter read as another table's or axis's labels should take only labels printed there (W413); a
roll of a table's dice (`roll: roll of crt`) or of dice no table reads (`first: roll of 1d6`) names
a table read by a roll, or dice the book header declares (E204, E308). Fed by: the resolver's symbols; called by `expressions` (the type checks), which also says W412 for
a plain `text` parameter read as a label and E411 for a text a call gives such a parameter.
"""
from __future__ import annotations

import re

from .. import model as m
from ..diagnostics import Report, suggest
from ..resolver import Symbols
from ..source import Span
from .table_grid import table_columns, table_rows


def reads_labels(t: m.Table, what: str) -> bool:
    """Whether `t`'s rows (`what` "row") or columns are read by a printed label alone: `rows keys` with no
    roll, `columns keys` with one header row."""
    if what == "row":
        return not t.roll and t.rows_kind == "keys"
    return t.columns_kind == "keys" and not t.header_by


def _labels(t: m.Table, what: str) -> tuple[str, ...]:
    return table_rows(t) if what == "row" else table_columns(t)


def param_dice(sym: Symbols, p: m.Param) -> str:
    """The dice a `roll of` parameter takes a roll of (its table's `roll`, or its own `1d6`), else ""."""
    if p.axis != "roll":
        return ""
    if p.dice:
        return p.dice
    t = sym.node(p.keys_of)
    return t.roll if isinstance(t, m.Table) else ""


def check_label_param(sym: Symbols, report: Report, f: m.Formula, p: m.Param) -> None:
    """`p: column of T` (or `row of T`) names a table whose columns (rows) are printed labels (E204);
    `p: roll of T` a table read by a roll of its dice, `p: roll of 1d6` dice the header declares."""
    if p.dice:
        if p.axis != "roll":
            report.error("E204", f"unknown type `{p.axis} of {p.dice}` for parameter {p.name}", p.axis_span,
                         f"`roll of {p.dice}`: a roll of the dice")
        elif p.dice not in sym.book.header.dice:
            report.error("E308", f"parameter {p.name} of {f.id} takes a roll of {p.dice}, which the book header "
                         "does not declare", p.keys_span,
                         f"add it to `dice` in the book header ({', '.join(sym.book.header.dice) or 'none declared'})")
        return
    t = sym.node(p.keys_of)
    tables = [x.id for x in sym.book.tables]
    if p.axis not in ("row", "column", "roll"):
        report.error("E204", f"unknown type `{p.axis} of {p.keys_of}` for parameter {p.name}", p.axis_span,
                     suggest(p.axis, ["row", "column", "roll"]) or "`row of TABLE` or `column of TABLE`: a label the "
                     "table prints; `roll of TABLE`: a roll of its dice")
    elif not isinstance(t, m.Table):
        shorthand = p.axis == "roll" and re.fullmatch(r"d\d+", p.keys_of)   # (`roll of d6`: a wargame's shorthand)
        report.error("E204", f"parameter {p.name} of {f.id} takes the {p.axis}s of {p.keys_of!r}, which is no "
                     "table", p.keys_span, f"did you mean `roll of 1{p.keys_of}`? Dice are written with their count"
                     if shorthand else suggest(p.keys_of, tables) or f"name a table: {', '.join(tables[:12]) or 'none'}"
                     + ("; or dice, `roll of 1d6`" if p.axis == "roll" else ""))
    elif p.axis == "roll":
        if not t.roll:
            report.error("E204", f"parameter {p.name} of {f.id} takes the rolls of table {t.id}, which is read by no "
                         "roll", p.keys_span, "`roll of` names a table with a `roll` (`roll 2d6`); type the parameter "
                         "`integer` for another number")
    elif not reads_labels(t, p.axis):
        kind = ("rolls" if t.roll else t.rows_kind) if p.axis == "row" else (
            f"headed by {t.header_by}" if t.header_by else t.columns_kind)
        report.error("E204", f"parameter {p.name} of {f.id} takes the {p.axis}s of table {t.id}, whose {p.axis}s "
                     f"are {kind}, not printed labels", p.keys_span,
                     "`row of` and `column of` name a table's `rows keys` or one-row `columns keys`; type the "
                     "parameter as what the lookup takes (`count` for a roll or a number, `ratio` for odds)")
    elif not _labels(t, p.axis):
        report.error("E204", f"parameter {p.name} of {f.id} takes the {p.axis}s of table {t.id}, which prints none",
                     p.keys_span, "print the table's labels (a missing table may still give its header), or "
                     "declare the parameter `text`")


def labels_read_elsewhere(sym: Symbols, report: Report, p: m.Param, t: m.Table, what: str, span: Span) -> None:
    """A `row of`/`column of` parameter read as labels of another axis or table (`t`'s `what`): each
    label it takes should be one of those (W413), or a call with it would be refused there."""
    own = sym.node(p.keys_of)
    if not isinstance(own, m.Table) or not reads_labels(t, what) or not reads_labels(own, p.axis):
        return
    printed = set(_labels(t, what))
    missing = [x for x in dict.fromkeys(_labels(own, p.axis)) if x not in printed]
    if missing:   # (a warning: the formula may guard them, `if a == "B" then 0 else t2("r", a)`)
        report.warning("W413", f"parameter {p.name} takes the {p.axis}s of {own.id}, but is read as a {what} "
                       f"of {t.id}, which prints no {what} {', '.join(repr(x) for x in missing[:5])}"
                       f"{', …' if len(missing) > 5 else ''}: unless the formula answers them otherwise, a "
                       f"lookup there refuses them", span,
                       f"declare it `{p.name}: {what} of {t.id}`, or read it where its labels are printed")
