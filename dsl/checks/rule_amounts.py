"""Amounts and caps: a modifier's or combine's `at most` and a fact's bound, a constant whole number
of at least 0 (E202, E203, E401) that a fact's default does not pass (E401); what each modifier
and combine gives (`_families`: column shifts, die-roll modifiers or values) and a combine's
members of one kind, each once (E101, E401); a modifier's amount read from a table cell (E412).
Fed by: `resolver` (a `Symbols` table) and the type checker, through `rules.check` (and
`expr_calls`, which reads `_families`).
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..resolver import Symbols
from .expressions import TypeChecker, at_most_value, cell_number_fields

_EFFECT_FAMILY = {"shift": "column shift", "favouring": "column shift", "drm": "die-roll modifier",
                  "add": "value", "multiply": "value"}


_BOUNDED = ("count", "integer", "number", "percent")


def _check_fact_bounds(sym: Symbols, report: Report, types: TypeChecker, constants: dict) -> None:
    """`fact x: count at most N`: a number's fact, bounded by a whole number of at least 0 (or a
    constant of one) that its default does not pass (the engine would be refused a value the book
    assumes): E401; a name that is no constant E202/E203, as a modifier's cap."""
    for f in sym.book.facts:
        if f.at_most is None:
            continue
        t = types.base.get(f.id, "any")
        if t not in _BOUNDED and t != "any":
            report.error("E401", f"`at most` bounds a number's fact; {f.id} is {a_(t)}", f.at_most_span or f.span,
                         f"drop `at most`, or declare {f.id} a count, an integer, a number or a percent")
            continue
        bound = _cap(sym, report, constants, f, "a bound")
        if bound is not None and isinstance(f.default, m.Num) and f.default.value is not None and f.default.value > bound:
            report.error("E401", f"the default of {f.id} is {f.default.value}, more than its bound {bound}",
                         f.default.span, f"give a default of at most {bound}: an engine giving {f.id} more is "
                         "refused (FactOutOfRange)")


def _cap(sym: Symbols, report: Report, constants: dict, node, what: str = "a cap") -> int | None:
    """The value of `node`'s `at most` (a modifier's or combination's cap, a fact's bound), or None:
    none written, or a name that is no constant whole number of at least 0 (E202, E203, E401)."""
    value = at_most_value(constants.get, node)
    if value is None and node.at_most is not None:
        const = constants.get(node.at_most)
        unknown = const is None and sym.kind(node.at_most) is None   # (a name the book has not: say so first)
        report.error(("E202" if unknown else "E203") if const is None else "E401",
                     f"unknown name {node.at_most}: `at most` needs a constant whole number of at least 0" if unknown
                     else f"`at most {node.at_most}` needs a constant whole number of at least 0",
                     node.at_most_span or node.span,
                     _cap_hint(sym, node.at_most, what) if const is None else f"{const.id} is {const.printed}")
    return value


def _cap_hint(sym: Symbols, name: str, what: str = "a cap") -> str:
    """What to write for a name given where a constant is read (`at most NAME`, an amount): a
    constant like it, or, for a name the book gives something else or a keyword, what that is;
    "declare it: constant NAME = 2" only for a name free to declare (it offered E101 or a keyword)."""
    near = suggest(name, [c.id for c in sym.book.constants])
    if near:
        return near
    kind = sym.kind(name)
    if kind is not None:
        return f"{name} is {a_(kind)}: {what} is a number or a constant; write the number, or name a constant"
    if name in ("yes", "no", "none"):
        return f"{name} is no number: {what} is a number or a constant"
    return f"write the number, or declare it: constant {name} = 2 \"title\" [clause]"


def _families(sym: Symbols) -> dict[str, set[str]]:
    """What each modifier and combine gives: column shifts, die-roll modifiers, or a changed value
    (a combine: what its members give). Worked out once for all, members first, with an explicit
    stack: combines of combines 3,000 deep ran out of the recursion limit (internal error), and
    combines each holding the next two were read once per path (exponential). A combine met again
    while its members are read (a cycle, E405) adds nothing."""
    out: dict[str, set[str]] = {}
    for mod in sym.book.modifiers:
        if mod.effect is not None:
            out[mod.id] = {_EFFECT_FAMILY.get(mod.effect.kind, "value")}
    combines = {c.id: c for c in sym.book.combines}
    for root in combines:
        work, busy = [root], {root}
        while work:
            name = work[-1]
            todo = next((x for x in combines[name].members if x in combines and x not in out and x not in busy), None)
            if todo is not None:
                busy.add(todo)
                work.append(todo)
                continue
            work.pop()
            busy.discard(name)
            out.setdefault(name, set().union(*(out.get(x, set()) for x in combines[name].members)))
    return out


def _check_combine_kinds(sym: Symbols, comb: m.Combine, report: Report, given: dict[str, set[str]]) -> None:
    """A combine adds or compares amounts of one kind: a member listed twice would count twice, a
    column shift added to a die-roll modifier means nothing, and an `add` or `multiply` member gives
    the value it changed, not an amount (the value would be counted once per member)."""
    seen: set[str] = set()
    for name, span in zip(comb.members, comb.member_spans):
        if name in seen:
            report.error("E101", f"{name} is listed twice in combine {comb.id}", span,
                         "list each member once: it would be counted twice")
        seen.add(name)
    families = {f: n for n in comb.members for f in given.get(n, ())}
    if "value" in families:
        span = comb.member_spans[comb.members.index(families["value"])]
        report.error("E401", f"{families['value']} changes a value (`add`, `multiply`); combine {comb.id} "
                     "sums or compares amounts", span,
                     "a combine takes shifts or die-roll modifiers; apply `add` and `multiply` in a formula")
    elif len(families) > 1:
        span = comb.member_spans[comb.members.index(families["die-roll modifier"])]
        report.error("E401", f"combine {comb.id} mixes column shifts ({families['column shift']}) with die-roll "
                     f"modifiers ({families['die-roll modifier']})", span,
                     "a sum of columns and pips means nothing: combine each kind on its own")


def check_cell_amount(sym: Symbols, report: Report, types: TypeChecker, read: m.FieldOf) -> None:
    """A modifier's amount read from a table cell (`terrain_effects(t, "Combat").columns`): a lookup
    of a table whose cells (in that column, when it is named) print that field as a number in at
    least one pattern. A cell that prints no such number (`-`, `P`, `OTIH`) gives no modifier."""
    call = read.target
    table = sym.node(call.func) if isinstance(call, m.Call) else None
    if not isinstance(table, m.Table):
        report.error("E412", f"{call.func}(…) is not a table: a modifier reads a number from a table cell",
                     call.span, suggest(call.func, sym.of_kind("table")) or "write TABLE(row, column).FIELD")
        return
    before = len(report.diagnostics)
    types.amount_read = True   # (a named column's vocabulary is E412's to say here, not E202's)
    try:
        types.check(read, types.base)
    finally:
        types.amount_read = False
    if any(d.code == "E202" and d.message.endswith(f" {read.name}") or d.code == "E411"
           for d in report.diagnostics[before:]):
        return   # (said there: `.amt`, a field no pattern prints, is one E202, not an E412 too; a column
        #          or row the table does not print is one E411, which names the label mistyped)
    fields, column = cell_number_fields(sym, table, call)
    if read.name not in fields:
        where = f"column {column.value!r} of {table.id}" if isinstance(column, m.Text) else table.id
        report.error("E412", f"the cells of {where} print no number {read.name!r}", read.span,
                     suggest(read.name, fields) or (f"its numbers: {', '.join(fields)}" if fields else
                     "give the column a result vocabulary with a {field} pattern: `column \"…\" results …`"))
