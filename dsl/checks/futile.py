"""Exceptions that can never change their target: warning W310; readings no answer carries: W313;
modifiers and permissions that never apply: W314.
Fed by: `resolver` (a `Symbols` table), after `rules` has checked the exceptions' targets and rewrites.

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

A reading (`inferred when …`) whose condition is always false, or never holds where its modifier or
permission applies (`when night` against `inferred when not night`), is carried by no answer: W313.
A modifier or permission whose own `when` is so (`when smoke >= 3` on a fact `at most 2`), or whose
`unless` is always true, never applies: W314.

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
from .tables import column_vocabularies, dice_bounds, split_grid, vocabulary_for
from .label_params import param_dice

_COMPARE = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
            ">=": operator.ge}
_ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def check(sym: Symbols, report: Report) -> None:
    constants = {c.id: c.value for c in sym.book.constants if isinstance(c.value, (int, Fraction, bool))}
    rewrites: dict[str, list[m.ExceptionRule]] = {}   # a table's id → the exceptions that rewrite it
    for e in sym.book.exceptions:
        if e.effect == "rewrite" and e.target and not e.target_is_clause:
            rewrites.setdefault(e.target, []).append(e)
    unchanging: dict[str, set[int] | None] = {}   # a table's id → its rewrites that change nothing (`_unchanging`)
    for e in sym.book.exceptions:
        if not e.target or e.target_is_clause or not e.effect:
            continue
        why, where = _never(sym, e, _played(constants, e), rewrites, unchanging)
        if why:
            report.warning("W310", f"exception {e.id} can never change {e.target}: {why}", where or e.span,
                           "check the values, the condition and the target it names, or remove the exception")
    for kind, nodes in (("modifier", sym.book.modifiers), ("permission", sym.book.permissions)):
        for node in nodes:
            why, where = _inert(sym, node, _played(constants, node))
            if why:
                report.warning("W314", f"{kind} {node.id} never applies: {why}", where,
                               "check the values and the condition (a fact's `at most`, a count's 0), or "
                               "remove the rule")
    _inert_steps(sym, constants, report)
    for kind, nodes in (("formula", sym.book.formulas), ("modifier", sym.book.modifiers),
                        ("permission", sym.book.permissions), ("exception", sym.book.exceptions)):
        for node in nodes:
            why = _unread(sym, node, constants)
            if why:
                report.warning("W313", f"the reading of {kind} {node.id} is carried by no answer: {why}",
                               node.inferred.when.span, "check its condition, or say the reading in a note")


class _WithParams:
    """The symbol table as `conditions` reads it, a formula's parameters read as facts of their types:
    `inferred when x > 10 and x < 5` on a formula's parameter never holds, as it would on a fact."""

    def __init__(self, sym: Symbols, params):
        self._sym, self._params = sym, {p.name: p for p in params}

    def kind(self, name: str):
        return "fact" if name in self._params else self._sym.kind(name)

    def node(self, name: str):
        return self._params[name] if name in self._params else self._sym.node(name)


def _with_dice(sym: Symbols, params, when):
    """`when` and, for each `roll of` parameter of a formula (of a table, or of dice), the rolls its dice can
    make (`roll >= 1 and roll <= 6` on 1d6: an engine's roll past them is refused), so that
    `inferred when roll > 6` is seen never to hold."""
    bounds = []
    for p in params:
        span = dice_bounds(param_dice(sym, p))
        if span is not None:
            low, high = span
            bounds += [m.Compare(">=", m.Name(p.name), m.Num(low)), m.Compare("<=", m.Name(p.name), m.Num(high))]
    return m.Logic("and", (when, *bounds)) if bounds else when


class _Guarded:
    """A reading's condition as a rule's own `when` (`conditions.exclusive` compares two rules)."""

    def __init__(self, when):
        self.when, self.unless, self.scenario = when, None, ""


def _unread(sym: Symbols, node, constants: dict) -> str:
    """Why no answer of `node` carries its reading (`inferred when …`), or ""."""
    reading = getattr(node, "inferred", None)
    if reading is None or reading.when is None:
        return ""
    read_in = _WithParams(sym, node.params) if isinstance(node, m.Formula) else sym
    when = _with_dice(sym, node.params, reading.when) if isinstance(node, m.Formula) else reading.when
    if _fold(reading.when, constants) is False or never_holds(when, read_in):
        return "its `when` condition is always false"
    guarded = isinstance(node, (m.Modifier, m.Permission, m.ExceptionRule)) and (
        node.when is not None or node.unless is not None)
    if guarded and exclusive(_Guarded(reading.when), node, sym):
        return f"its condition holds only where {node.id} does not apply"
    return ""


def _inert(sym: Symbols, node, constants: dict):
    """(why a modifier, permission or exception never applies, where to point), or ("", None): a `when` that is
    always false or whose tests of one fact cannot all hold (`when smoke >= 3` on a fact at most 2,
    `when losses < 0` on a count), or an `unless` that is always true."""
    if _always_false(node.when, sym, constants):
        return "its `when` condition is always false", node.when.span
    if node.unless is not None and _fold(node.unless, constants) is True:
        return "its `unless` condition is always true", node.unless.span
    return "", None


def _always_false(expr, sym: Symbols, constants: dict) -> bool:
    """A condition false from numbers and constants alone, or whose tests of one fact cannot all hold."""
    return expr is not None and (_fold(expr, constants) is False or never_holds(expr, sym))


def _inert_steps(sym: Symbols, constants: dict, report: Report) -> None:
    """W314 for a step of the sequence of play, or a scenario's `skip`, whose `when` is always false
    (`when game_turn >= 7` on a fact at most 6): the step is never played, the skip never leaves it
    out, as a modifier with such a `when` never applies (the designer probe, stop 57)."""
    hint = "check the values and the condition (a fact's `at most`, a count's 0), or remove the condition"
    for seq in sym.book.sequences:
        work = [((seq.id,), step) for step in reversed(seq.steps)]
        while work:
            path, step = work.pop()
            path = (*path, step.id)
            if _always_false(step.when, sym, constants):
                report.warning("W314", f"step {'.'.join(path)} is never played: its `when` condition is always false",
                               step.when.span, hint)
            work.extend((path, child) for child in reversed(step.children))
    for sc in sym.book.scenarios:
        for skip in sc.skips:
            if _always_false(skip.when, sym, constants):
                report.warning("W314", f"scenario {sc.id} never skips {'.'.join(skip.path)}: its `when` condition is "
                               "always false", skip.when.span, hint)
            elif skip.when is not None and _off_the_turns(skip.when, sc, sym):
                turns = f"{sc.first_turn} to {sc.last_turn}" if sc.last_turn is not None else f"{sc.first_turn} on"
                report.warning("W314", f"scenario {sc.id} never skips {'.'.join(skip.path)}: its `when` condition "
                               f"never holds on the scenario's turns ({turns})", skip.when.span,
                               "check the turn it names against the scenario's `turns` line, or remove the skip")


def _off_the_turns(when, sc: m.Scenario, sym: Symbols) -> bool:
    """A skip's `when` that cannot hold on any turn of its scenario: `when gt == 9` in a scenario of
    turns 1 to 4. Which fact counts the turns the book says in its header (`turn gt`) or through a
    calendar (`calendar month by gt`); a scenario of a book that says neither is not read (a warning
    is never a guess)."""
    if sc.first_turn is None:
        return False
    bounds = []
    named = sym.book.header.turn
    for turn in dict.fromkeys(([named] if named else []) + [c.by for c in sc.calendars]):
        bounds.append(m.Compare(">=", m.Name(turn), m.Num(sc.first_turn)))
        if sc.last_turn is not None:
            bounds.append(m.Compare("<=", m.Name(turn), m.Num(sc.last_turn)))
    return bool(bounds) and never_holds(m.Logic("and", (when, *bounds)), sym)


def _never(sym: Symbols, e: m.ExceptionRule, constants: dict, rewrites: dict, unchanging: dict):
    """(why the exception never changes its target, where to point), or ("", None). `rewrites`: each
    table's rewrite exceptions; `unchanging`: each table's that change nothing, worked out once."""
    why, where = _inert(sym, e, constants)   # (its own condition, as a modifier's or permission's)
    if why:
        return why, where
    target = sym.node(e.target)
    if e.effect == "cancel" and isinstance(target, m.Modifier):
        if _zero(target, constants):
            return f"{target.id} has a zero amount and already gives nothing", e.target_span
        if target.when is not None or target.unless is not None or target.scenario:
            if exclusive(e, target, sym):
                return f"it fires only when {target.id} does not apply", (e.when or e.unless or e).span
    if e.effect in ("allow", "forbid") and isinstance(target, m.Permission):
        # The permission's `when`, scenario and optional rule only say where it (and so the exception)
        # is consulted; there it answers by its modal, unless its `unless` holds or another exception
        # on it turns the answer round (which this one might then turn back).
        yes = target.modal in ("may", "must")
        turned = any(o is not e and o.target == target.id and o.effect in ("allow", "forbid")
                     for o in sym.book.exceptions)
        # (one that `applies always` answers where the permission does not: none becomes its answer)
        narrowed = target.when is not None or target.scenario or getattr(target, "option", None)
        if target.unless is None and not turned and yes == (e.effect == "allow") and not (e.always and narrowed):
            where = "without an `unless`" if target.when is not None or target.scenario else "without conditions"
            return (f"{target.id} answers {'yes' if yes else 'no'} wherever it is consulted ({target.modal}, "
                    f"{where}), which `{e.effect}` gives too"), e.target_span
    if e.effect == "rewrite" and isinstance(target, m.Table):
        if target.id not in unchanging:
            results = _results(sym, target)
            unchanging[target.id] = None if results is None else _unchanging(results, rewrites[target.id])
        if unchanging[target.id] is not None and id(e) in unchanging[target.id]:
            return "no result of the table has a value it rewrites", e.rewrites[0].span
    return "", None


# ---------------------------------------------------------------- conditions
_PLAYED = "\0scenario"   # (a key no constant has: the scenario a rule written inside one is played in)


def _played(constants: dict, node) -> dict:
    """`constants` for a rule written inside a scenario, which applies only while that scenario is
    played: `scenario is other` in its condition is then always false (the second designer probe
    of stop 58: `when scenario is crossing` inside scenario raid checked clean)."""
    scenario = getattr(node, "scenario", "")
    return {**constants, _PLAYED: scenario} if scenario else constants


def _fold(expr, constants: dict):
    """The value of an expression built only from numbers, yes/no and constants (and, for a rule of
    a scenario, `scenario is …`); None otherwise."""
    if expr is None:
        return None
    if isinstance(expr, (m.Is, m.In)) and isinstance(expr.left, m.Name) and expr.left.name == "scenario" \
            and _PLAYED in constants:
        named = [expr.value] if isinstance(expr, m.Is) else [] if expr.over is not None else list(expr.options)
        if named and all(isinstance(v, m.Name) for v in named):
            return (constants[_PLAYED] in {v.name for v in named}) != expr.negate
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


Lines = tuple[tuple[str, str | None, str | None, dict[str, str]], ...]   # (field, kind, side, old → new)


def _lines(e: m.ExceptionRule) -> Lines:
    return tuple((rw.field, rw.kind, rw.side, dict(rw.pairs)) for rw in e.rewrites)


def _apply(lines: Lines, effect: Result) -> Result:
    """One effect after one exception's rewrites (`_lines`), as the runtime applies them
    (dsl/runtime.py)."""
    kind, fields = effect[0], dict(effect[1])
    for field, only_kind, side, table in lines:
        if (only_kind and kind != only_kind) or (side and kind not in ("attacker", "defender")):
            continue     # a side's rewrite may meet either effect, as the attacker is IJA or not
        if field == "kind":
            new = table.get(kind, table.get("any"))
            if new is not None and new != kind:
                kind, fields = new, {}
        elif field in fields:
            old = fields[field]
            new = table.get(str(old), table.get("any"))
            if new is not None and new.lstrip("-").isdigit() and int(new) != old:
                fields[field] = int(new)
    return kind, tuple(fields.items())


def _unchanging(results: set[Result], exceptions: list[m.ExceptionRule], limit: int = 10_000,
                work: int = 100_000) -> set[int] | None:
    """The `id`s of the exceptions, all rewriting one table, that change none of its results, nor
    anything the others can make of them, in any order; None when those are more than `limit`, or
    when finding them takes more than `work` rewrites of one result (too many to be sure of any: a
    rewrite of `any` meets every result, and 3,200 of them took 40 s). Done as soon as every
    exception changes something.

    Worked out once for the table, over what all its rewrites together make of its results (`seen`):
    an exception that changes nothing there changes nothing of what the others alone make, which
    is no more, and one that changes something of what the others make changes something there.
    Each result meets only the exceptions that read one of its values (`by_value`; a rewrite of
    `any` reads every one): the first of an exception's lines to change a result reads a value the
    result had. (Each exception applied to all that every other one makes grew with the cube of the
    table's rewrites: 800 one-pair rewrites took minutes.)"""
    lines = {id(x): _lines(x) for x in exceptions}
    by_value: dict[tuple[str, str], list[m.ExceptionRule]] = {}   # (field or "kind", a value it reads) → exceptions
    reading_any: list[m.ExceptionRule] = []
    for x in exceptions:
        if any("any" in table for _, _, _, table in lines[id(x)]):
            reading_any.append(x)
            continue
        for key in {(field, old) for field, _, _, table in lines[id(x)] for old in table}:
            by_value.setdefault(key, []).append(x)
    changing: set[int] = set()
    todo, seen = list(results), set(results)
    while todo and len(changing) < len(lines):
        if len(seen) > limit:
            return None
        effect = todo.pop()
        met = {id(x): x for key in (("kind", effect[0]), *((f, str(v)) for f, v in effect[1]))
               for x in by_value.get(key, ())}
        met.update((id(x), x) for x in reading_any)
        work -= len(met)
        if work < 0:
            return None
        for x in met.values():
            new = _apply(lines[id(x)], effect)
            if new != effect:
                changing.add(id(x))
                if new not in seen:
                    seen.add(new)
                    todo.append(new)
    return {id(x) for x in exceptions} - changing
