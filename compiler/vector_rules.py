"""Rule vectors: formulas, modifiers, combines and permissions called directly through the strict
API, with facts chosen so each applies and does not (`vector_facts`), with the calls the worked
examples make (their literal arguments, scenario and optional rule, and again without that rule),
and with no facts at all; a vector in which an exception on the rule fires is an `exception`
vector named after it. Fed by: the rule model and the generated package; read by `to_vectors`.
"""
from __future__ import annotations

from typing import get_args

from dsl import ir

from .vector_facts import classify, clean, fired, pick
from .vector_played import optioned
from .vector_readings import reading_vectors
from .vector_values import request

_NOT_LITERAL = object()
_NODES = get_args(ir.Expr)
KEEPS_VALUE = ("add", "multiply")


def _literal(e):
    """The Python value of a literal argument (a literal or an enum value), or _NOT_LITERAL."""
    from dsl.runtime import Ratio
    if isinstance(e, ir.Lit):
        return Ratio(*e.value) if e.type == "ratio" else e.value
    if isinstance(e, ir.Ref) and e.kind == "enum_value":
        return e.name
    return _NOT_LITERAL


def _calls(e):
    """Every call of a formula, modifier, combine or permission in an expression tree, outermost first."""
    if isinstance(e, ir.Call) and e.kind != "builtin":
        yield e
    children = [getattr(e, name, None) for name in ("operand", "left", "right", "target", "condition", "then",
                                                     "otherwise", "value")]
    children += [x for name in ("operands", "options", "args", "positional") for x in getattr(e, name, ())]
    children += [a.value for name in ("params", "facts") for a in getattr(e, name, ())]
    for child in children:
        if isinstance(child, _NODES):
            yield from _calls(child)


def _example_calls(book: ir.Book) -> dict[str, list[tuple[list, dict]]]:
    """rule id → (positional arguments, facts with scenario and options) of each literal call in the
    examples, in its example's scenario and optional rule, then without that optional rule."""
    formulas = {f.id: f for f in book.formulas}
    out: dict[str, list] = {}
    for ex in book.examples:
        for call in (c for check in ex.checks for c in _calls(check)):
            params = {a.name: _literal(a.value) for a in call.params}
            facts = {a.name: _literal(a.value) for a in call.facts}
            value = _literal(call.value) if call.value is not None else None
            if _NOT_LITERAL in (*params.values(), *facts.values(), value):
                continue
            if call.kind == "formula":
                args = [params[p.name] for p in formulas[call.name].params if p.name in params]
            else:
                args = [value] if call.value is not None else []
            for options in dict.fromkeys((ir.example_options(book, ex), None)):
                extra = ({"scenario": ex.scenario} if ex.scenario else {}) | ({"options": list(options)} if options else {})
                out.setdefault(call.name, []).append((args, {**extra, **facts}))
    return out


def base_args(vs, rule) -> list | None:
    """Arguments to vary facts around: a formula's parameters at a plain value of their type; the
    value an `add` or `multiply` modifier (or a combine of one) changes."""
    from dsl.runtime import Ratio
    if isinstance(rule, ir.Formula):
        args = []
        for p in rule.params:
            if p.type == "ratio":
                args.append(Ratio(3, 1))
                continue
            options = vs.candidates.param_labels(p) if p.table or p.dice else vs.candidates.of(p.name, p.type)
            if not options:
                return None
            args.append(True if p.type == "flag" else options[min(1, len(options) - 1)])
        return args
    if isinstance(rule, ir.Permission):
        return []
    members = [rule] if isinstance(rule, ir.Modifier) else [vs.modifiers.get(x) for x in rule.members]
    return [7] if any(x is not None and x.effect in KEEPS_VALUE for x in members) else []


def _varied_params(vs, rule, args: list, facts: dict, rolls_only: bool = False) -> list[tuple[list, dict]]:
    """A formula called with each number parameter a table lookup reads (`vector_facts._placed_at`)
    or the formula compares with a number, and each flag parameter, at each of its candidates, the
    others as in `args`: Khalkin-Gol's `gcrt_column_at(percentage,
    shift)` was asked only at (1, -2), and a shift across the columns its missing table leaves out
    was never asked (an engine getting the gap wrong passed)."""
    if not isinstance(rule, ir.Formula):
        return []
    out = []
    near = vs.candidates.near(rule.id) if not rolls_only else {}
    for i, p in enumerate(rule.params):
        if p.axis == "roll":   # (each end of the dice and one between: a row below the printed
            values = vs.candidates.param_labels(p)   # ones, Changsha's barrage roll of 1, reads an edge)
        elif rolls_only or p.table:
            continue
        elif p.type == "flag":   # (both: a flag parameter was only ever given what its examples gave)
            values = [False, True]
        elif p.type not in ("count", "integer", "number", "percent") or \
                (p.name not in vs.candidates.numbers and p.name not in near):
            continue
        else:   # (just below, at and above each number the formula compares it with: `dep + fep >= 30`)
            values = vs.candidates.of(p.name, p.type, near.get(p.name, ()))
        for value in values:
            out.append((args[:i] + [value] + args[i + 1:], facts))
    return out


def _one_away(vs, rule, args: list, facts: dict) -> list[tuple[list, dict]]:
    """The calls one input away from (args, facts): each parameter at its candidates
    (`_varied_params`; an enum's or a side's at its values, a number's also far past them: Shanghai's
    LP go below 0 only where the air rolls pass the 2d6 roll and 6), each fact the rule reads at its
    candidates, and every number parameter at its least candidate at once (`divisions + brigades > 0`
    is false only where both are 0)."""
    out = _varied_params(vs, rule, args, facts)
    near = vs.candidates.near(rule.id)
    for i, p in enumerate(getattr(rule, "params", ())):
        if p.table:
            continue
        values = vs.candidates.of(p.name, p.type, near.get(p.name, ()))
        if p.type in ("count", "integer", "number", "percent"):
            far = max((abs(v) for v in values), default=0) * 2 + 10
            values = [far] + ([-far] if p.type in ("integer", "number") else [])
        elif p.type == "flag":
            continue   # (both already, `_varied_params`)
        out += [(args[:i] + [v] + args[i + 1:], facts) for v in values if v != args[i]]
    for name, word in vs.module.FUNCTIONS[rule.id].reads.items():
        out += [(args, {**facts, name: v}) for v in vs.candidates.of(name, word, near.get(name, ()))
                if facts.get(name, vs.module.FACTS[name].default if name in vs.module.FACTS and
                             vs.module.FACTS[name].has_default else None) != v]
    least = list(args)
    for i, p in enumerate(getattr(rule, "params", ())):
        if p.type in ("count", "integer", "number", "percent") and not p.table:
            values = vs.candidates.of(p.name, p.type, near.get(p.name, ()))
            if values:
                least[i] = min(values)
    if least != list(args):
        out.append((least, facts))
    return out


def rule_vectors(vs) -> None:
    book, module = vs.ir, vs.module
    vs.modifiers = {x.id: x for x in book.modifiers}
    examples = vs.worked = _example_calls(book)   # (kept: the calendar vectors start from them too)
    on: dict[str, list] = {}   # rule → the exceptions on it
    for e in book.exceptions:
        on.setdefault(e.target, []).append(e)
    for kind, rules in (("formula", book.formulas), ("modifier", book.modifiers), ("combine", book.combines),
                        ("permission", book.permissions)):
        for rule in rules:
            for args, facts in examples.get(rule.id, ()):
                vs.add(*classify(vs, kind, rule.id, rule.clause,
                                 request(kind, rule.id, args=args, facts=clean(facts)), facts)[:4])
            if not getattr(rule, "params", ()):
                vs.add(kind, rule.id, rule.clause, request(kind, rule.id))
            args = base_args(vs, rule)
            tried = list(examples.get(rule.id, ()))
            if args is not None:
                assignments = vs.candidates.assignments(module.FUNCTIONS[rule.id].reads, rule.id)
                items = [classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=args, facts=clean(f)), f)
                         for f in assignments]
                pick(vs, items, cap=12)
                tried += [(args, f) for f in assignments]
                varied = _varied_params(vs, rule, args, assignments[0] if assignments else {})
                for example_args, example_facts in examples.get(rule.id, ())[:2]:   # (and around a worked call:
                    varied += _varied_params(vs, rule, list(example_args), example_facts, rolls_only=True)   # its
                    # other arguments are ones that answer: Changsha's barrage of 1 point is not in the source)
                pick(vs, [classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=a, facts=clean(f)), f)
                          for a, f in varied], cap=8)
                tried += varied
            if args is not None:
                reading_vectors(vs, kind, rule, tried, lambda a, f, rule=rule: _one_away(vs, rule, a, f))
            if len(on.get(rule.id, ())) > 1:
                together(vs, kind, rule, on[rule.id], tried)
            optioned(vs, kind, rule, on.get(rule.id, ()), tried)
            replaced(vs, kind, rule, args, tried)


def replaced(vs, kind: str, rule, args: list | None, tried: list) -> None:
    """A rule of an optional clause called in a scenario that plays that clause, with `options` given
    as none and as another optional clause: a given `options` replaces the scenario's optional rules,
    it does not add to them (docs/json.md), so the rule is out of play. An engine taking the two
    together answered every vector right: they gave `options` with a scenario only as `["all"]`."""
    option = getattr(getattr(rule, "applies", None), "option", None)   # (a combine plays as its modifiers do)
    if option is None:
        return
    playing = next((sc.id for sc in vs.ir.scenarios if sc.all_options or option in sc.options), None)
    if playing is None:
        return
    base = next((a for a, f in tried if f.get("scenario") in (None, playing)), args if args is not None else [])
    others = [o for o in vs.module.OPTIONAL_RULES if o != option][:1]
    for chosen in ([], others):
        facts = {"scenario": playing, "options": chosen}
        vs.add(*classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=base, facts=clean(facts)), facts)[:4])


MAX_PAIRS = 12   # pairs of exceptions on one rule tried together (the bundled books' rules have at most 6)


def together(vs, kind: str, rule, exceptions: list, tried: list) -> None:
    """For each pair of exceptions on `rule`, a vector in which both fire, so an engine's precedence
    (level, then priority) shows: the facts of one tried call where both fire, else those of a call
    firing one with the facts the other's condition reads from a call firing that one. No vector came
    of the assignments alone: Khalkin-Gol's Zhukov and cavalry advances (priority 0 and 1) never fired
    together, and an engine taking the lowest priority first passed every vector."""
    live = [(args, facts, {o.id for o in fired(vs.module, rule.id, facts, vs.allowance(rule.id))})
            for args, facts in tried]
    pairs = [(a, b) for i, a in enumerate(exceptions) for b in exceptions[i + 1:]][:MAX_PAIRS]
    for a, b in pairs:
        found = next(((args, facts) for args, facts, ids in live if {a.id, b.id} <= ids), None)
        if found is None:
            found = _merged(vs, rule, a, b, live) or _merged(vs, rule, b, a, live)
        if found is not None:
            args, facts = found
            item = classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=args, facts=clean(facts)), facts)
            vs.add(*item[:4], vs.ask(item[3]), clauses=item[4])


def _merged(vs, rule, first, second, live: list):
    """(args, facts) of a call firing `first`, with the facts `second`'s condition reads (and its
    scenario) taken from a call firing `second`, if both then fire; else None."""
    with_first = next(((args, facts) for args, facts, ids in live if first.id in ids), None)
    with_second = next((facts for _, facts, ids in live if second.id in ids), None)
    if with_first is None or with_second is None:
        return None
    reads = {n.name for n in ir.walk(second.applies.condition) if isinstance(n, ir.Ref) and n.kind == "fact"} \
        if second.applies.condition is not None else set()
    reads |= {"scenario"} if second.applies.scenario else set()
    reads |= {"options"} if second.applies.option else set()
    args, facts = with_first
    facts = {**facts, **{k: v for k, v in with_second.items() if k in reads}}
    ids = {o.id for o in fired(vs.module, rule.id, facts, vs.allowance(rule.id))}
    return (args, facts) if {first.id, second.id} <= ids else None
