"""Exceptions that can never change their target: warning W310. Fed by: `resolver` (a `Symbols`
table), after `rules` has checked the exceptions' targets and rewrites.

Only what can be decided soundly from the book is reported, so a warning is never a guess:

- a `rewrite` none of whose pairs changes any result the table can give: its cells and edge
  results, parsed under their vocabularies, and whatever the other rewrites of the same table can
  make of them (rewrites compose);
- a `cancel` of a modifier whose amount is zero (`drm +0`, `multiply 1`): it already gives nothing;
- a `cancel` whose condition excludes the modifier's own (`when night` against `unless night`,
  `when roll >= 5` against `when roll < 5`): when the exception fires, the modifier does not apply
  and gives nothing anyway;
- an `allow` of a permission that always answers yes (`may`, with no condition), or a `forbid` of
  one that always answers no (`may not`): the exception gives the answer the rule already gives;
- a condition that is always false (`when`) or always true (`unless`), from numbers and constants
  alone (`when stacking_limit > 6` with the constant 6), or a `when` whose tests of one fact cannot
  all hold (`when attacker is red and attacker is blue`, `when roll > 4 and roll < 3`).

What a condition says of a fact (a set of values, a range of numbers, whole for a `count` or
`integer` fact) is read by `conditions`, which says "exclusive" and "never" only when certain.
"""
from __future__ import annotations

import operator
from fractions import Fraction

from .. import model as m
from ..diagnostics import Report
from ..resolver import Symbols
from .conditions import exclusive, never_holds
from .tables import column_vocabularies, split_grid, vocabulary_for

_COMPARE = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
            ">=": operator.ge}
_ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def check(sym: Symbols, report: Report) -> None:
    constants = {c.id: c.value for c in sym.book.constants if isinstance(c.value, (int, Fraction, bool))}
    for e in sym.book.exceptions:
        if not e.target or e.target_is_clause or not e.effect:
            continue
        why, where = _never(sym, e, constants)
        if why:
            report.warning("W310", f"exception {e.id} can never change {e.target}: {why}", where or e.span,
                           "check the values, the condition and the target it names, or remove the exception")


def _never(sym: Symbols, e: m.ExceptionRule, constants: dict):
    """(why the exception never changes its target, where to point), or ("", None)."""
    when, unless = _fold(e.when, constants), _fold(e.unless, constants)
    if when is False or never_holds(e.when, sym):
        return "its `when` condition is always false", e.when.span
    if unless is True:
        return "its `unless` condition is always true", e.unless.span
    target = sym.node(e.target)
    if e.effect == "cancel" and isinstance(target, m.Modifier):
        if _zero(target, constants):
            return f"{target.id} has a zero amount and already gives nothing", e.target_span
        if target.when is not None or target.unless is not None or target.scenario:
            if exclusive(e, target, sym):
                return f"it fires only when {target.id} does not apply", (e.when or e.unless or e).span
    if e.effect in ("allow", "forbid") and isinstance(target, m.Permission):
        yes = target.modal in ("may", "must")
        if target.when is None and target.unless is None and not target.scenario and yes == (e.effect == "allow"):
            return (f"{target.id} always answers {'yes' if yes else 'no'} ({target.modal}, without conditions), "
                    f"which `{e.effect}` gives too"), e.target_span
    if e.effect == "rewrite" and isinstance(target, m.Table):
        results = _results(sym, target)
        if results is None:
            return "", None
        others = [x for x in sym.book.exceptions if x.effect == "rewrite" and x.target == e.target and x is not e]
        results = _closure(results, others)
        if not any(_apply(e.rewrites, effect) != effect for effect in results):
            return "no result of the table has a value it rewrites", e.rewrites[0].span
    return "", None


# ---------------------------------------------------------------- conditions
def _fold(expr, constants: dict):
    """The value of an expression built only from numbers, yes/no and constants; None otherwise."""
    if expr is None:
        return None
    if isinstance(expr, m.Num):
        return expr.value
    if isinstance(expr, m.Bool):
        return expr.value
    if isinstance(expr, m.Name):
        return constants.get(expr.name)
    if isinstance(expr, m.Not):
        inner = _fold(expr.operand, constants)
        return None if not isinstance(inner, bool) else not inner
    if isinstance(expr, m.Compare) and expr.op in _COMPARE:
        a, b = _fold(expr.left, constants), _fold(expr.right, constants)
        if a is None or b is None or isinstance(a, bool) != isinstance(b, bool):
            return None
        return _COMPARE[expr.op](a, b)
    if isinstance(expr, m.BinOp) and expr.op in _ARITH:
        a, b = _fold(expr.left, constants), _fold(expr.right, constants)
        if a is None or b is None or isinstance(a, bool) or isinstance(b, bool):
            return None
        return _ARITH[expr.op](a, b)
    if isinstance(expr, m.Logic):
        values = [_fold(o, constants) for o in expr.operands]
        if expr.op == "and":
            return False if False in values else (True if all(v is True for v in values) else None)
        if expr.op == "or":
            return True if True in values else (False if all(v is False for v in values) else None)
    return None


def _zero(mod: m.Modifier, constants: dict) -> bool:
    eff = mod.effect
    if eff is None or eff.cell is not None:   # an amount read from a table cell is not known here
        return False
    amount = constants.get(eff.constant) if eff.constant else eff.amount
    if not isinstance(amount, (int, Fraction)) or isinstance(amount, bool):
        return False
    return amount == 1 if eff.kind == "multiply" else amount == 0


# ---------------------------------------------------------------- table results
Result = tuple[str, tuple[tuple[str, object], ...]]     # (kind, ((field, value), ...)), as vocabulary.parse


def _results(sym: Symbols, t: m.Table) -> set[Result] | None:
    """Every effect a lookup of the table can give before rewrites; None when that is not known
    (a table missing from the source, or a cell or edge result that does not parse)."""
    if t.missing:
        return None
    headers, data = split_grid(t)
    if not headers:
        return None
    labels = [c.text for c in headers[-1].cells[1:]]
    columns = column_vocabularies(sym, t, labels)
    found: set[Result] = set()
    for row in data:
        for cell, (_, vocab) in zip(row.cells[1:], columns):
            effects = vocab.parse(cell.text) if vocab is not None else None
            if effects is None:
                return None
            found.update(effects)
    vocab = vocabulary_for(sym, t)
    for edge in t.edges:
        for action in edge.actions:
            if action.kind == "result":
                effects = vocab.parse(str(action.value)) if vocab is not None else None
                if effects is None:
                    return None
                found.update(effects)
    return found


def _apply(rewrites, effect: Result) -> Result:
    """One effect after one exception's rewrites, as the runtime applies them (dsl/runtime.py)."""
    kind, fields = effect[0], dict(effect[1])
    for rw in rewrites:
        table = dict(rw.pairs)
        if (rw.kind and kind != rw.kind) or (rw.side and kind not in ("attacker", "defender")):
            continue     # a side's rewrite may meet either effect, as the attacker is IJA or not
        if rw.field == "kind":
            new = table.get(kind, table.get("any"))
            if new is not None and new != kind:
                kind, fields = new, {}
        elif rw.field in fields:
            old = fields[rw.field]
            new = table.get(str(old), table.get("any"))
            if new is not None and new.isdigit() and int(new) != old:
                fields[rw.field] = int(new)
    return kind, tuple(fields.items())


def _closure(results: set[Result], others: list[m.ExceptionRule], limit: int = 10_000) -> set[Result]:
    """The results plus whatever the other rewrites can make of them, in any order."""
    todo, seen = list(results), set(results)
    while todo and len(seen) < limit:
        effect = todo.pop()
        for other in others:
            new = _apply(other.rewrites, effect)
            if new not in seen:
                seen.add(new)
                todo.append(new)
    return seen
