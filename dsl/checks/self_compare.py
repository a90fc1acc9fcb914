"""A name compared with itself: warning W207. Fed by: `resolver` (a `Symbols` table), after
`expressions` has checked the book's expressions (its W206 is not said again here).

`x is x`, `x == x`, `x != x`, `x <= x`, `x in (…, x, …)` compare a fact, constant, parameter or list
item with itself: always yes or always no, whatever an engine gives. It is most often a value of an
enum (or a side, or a scenario) meant on the right, that a fact of its name hides: with `fact terrain:
terrain_kind` and a value `terrain` of another enum, `terrain is terrain` reads the fact twice. The
language has no spelling that names an enum value where a fact, constant, parameter or item of its
name can be read (no `marker.terrain`): the hint says so, names the values of that name, and says to
rename one of the two.

A name on both sides is the same thing on both sides: where it is a fact, a constant, a parameter or
an item on the left it is so on the right too (they win over values: `expressions.resolve_name`),
and where it is none of them, the left side is already an error (E202, E203). So the two sides are
compared as written, in the scope of the formula (its parameters) and of the aggregates (their items)
around them.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report
from ..ir import children, nodes_under, walk
from ..resolver import Symbols
from ..source import Span

# what a comparison of a value with itself always gives, by operator
_ALWAYS = {"==": "yes", "<=": "yes", ">=": "yes", "!=": "no", "<": "no", ">": "no"}
_SKIP = (Span,)   # (spans: half of a model's nodes, none holding an expression)


def check(sym: Symbols, report: Report) -> None:
    """W207 at the second side of each comparison of a name with itself."""
    warned = {_at(d) for d in report.diagnostics if d.code == "W206"}
    book = sym.book
    bound = {n for n, (kind, _) in sym.names.items() if kind in ("fact", "constant")} | {"scenario", "options"}
    for root, formula, found in expression_nodes(book):
        if not any(_same_name(x) for x in found if not isinstance(x, (m.Name, m.Call))):
            continue   # (the common case, found fast; a root with one is walked again with its scopes)
        params = frozenset(p.name for p in formula.params) if formula is not None else frozenset()
        stack = [(root, frozenset())]
        while stack:
            node, items = stack.pop()
            same = _same_name(node)
            if same is not None:
                name, second, always = same
                what = "item" if name in items else "parameter" if name in params else \
                    sym.kind(name) if name in bound and sym.kind(name) else "built-in fact" if name in bound else ""
                if what and _at(second) not in warned:
                    _warn(sym, report, node, name, second, always, what)
            if isinstance(node, m.Aggregate):   # its item is named in its body and filter, not its list
                stack.append((node.source, items))
                stack += [(x, items | {node.var}) for x in (node.body, node.where) if x is not None]
                continue
            stack += [(child, items) for child in children(node) if child.__class__ not in _SKIP]


def expression_nodes(book: m.Book) -> list[tuple[object, "m.Formula | None", list]]:
    """(expression, its formula or None, the names, calls and comparisons in it) for each expression
    of the book: one walk, read by this check and by `unused` (kept for the last book asked)."""
    if _LAST[0] is not book:
        roots = [(x, f) for f in book.formulas for x in (f.body, f.inferred) if x is not None]
        roots += [(x, None) for x in other_expressions(book) if x is not None]
        _LAST[:] = [book, [(x, f, nodes_under(x, _FOUND, _SKIP)) for x, f in roots]]
    return _LAST[1]


_FOUND = (m.Name, m.Call, m.Compare, m.Is, m.In)
_LAST: list = [None, []]   # the last book `expression_nodes` read, and what it found


def other_expressions(book: m.Book):
    """The expressions of the book outside formulas (and None where a rule has none): conditions,
    amounts, `use`, steps' and skips' `when`, examples' checks, defaults."""
    for node in (*book.modifiers, *book.permissions, *book.exceptions):
        yield node.when
        yield node.unless
        yield node.inferred
    for mod in book.modifiers:
        yield mod.per
        yield mod.effect
    for e in book.exceptions:
        yield e.use
    for seq in book.sequences:
        yield from (step.when for step in walk(seq.steps) if isinstance(step, m.Step))
    yield from (skip.when for sc in book.scenarios for skip in sc.skips)
    yield from (check for ex in book.examples for check in ex.checks)
    yield from (f.default for f in book.facts)
    yield from (fl.default for r in book.records for fl in r.fields)


def _at(e) -> tuple:
    """Where a name or a diagnostic is (path, line, column)."""
    return (e.span.path, e.span.line, e.span.column) if e.span is not None else ()


def _same_name(node) -> tuple[str, m.Name, str] | None:
    """(name, its second writing, what the comparison always gives) when `node` compares a bare name
    with itself, else None."""
    if isinstance(node, m.Compare) and node.op in _ALWAYS:
        if isinstance(node.left, m.Name) and isinstance(node.right, m.Name) and node.left.name == node.right.name:
            return node.left.name, node.right, _ALWAYS[node.op]
    elif isinstance(node, m.Is):
        if isinstance(node.left, m.Name) and isinstance(node.value, m.Name) and node.left.name == node.value.name:
            return node.left.name, node.value, "no" if node.negate else "yes"
    elif isinstance(node, m.In) and isinstance(node.left, m.Name):
        second = next((o for o in node.options if isinstance(o, m.Name) and o.name == node.left.name), None)
        if second is not None:
            return node.left.name, second, "no" if node.negate else "yes"
    return None


def _warn(sym: Symbols, report: Report, node, name: str, second: m.Name, always: str, what: str) -> None:
    written = {m.Compare: lambda: f"{name} {node.op} {name}",
               m.Is: lambda: f"{name} is {'not ' * node.negate}{name}",
               m.In: lambda: f"{name} {'not ' * node.negate}in (…, {name}, …)"}[type(node)]()
    holders = sorted(t for t, values in sym.enum_values.items() if name in values)
    if holders:
        said = " or ".join({"side": f"the side {name}", "scenario": f"the scenario {name}"}.get(t, f"the value {name} of {t}")
                         for t in holders)
        hint = (f"if {said} is meant, the {what} {name} hides it here: the language has no other spelling for "
                f"{'it' if len(holders) == 1 else 'them'} (no `{holders[0]}.{name}`); rename the {what} or the value")
    else:
        hint = f"compare the {what} {name} with a value or with another name: as written it never depends on {name}"
    report.warning("W207", f"`{written}` compares the {what} {name} with itself: always {always}", second.span, hint)
