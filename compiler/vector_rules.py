"""Rule vectors: formulas, modifiers, combines and permissions called directly through the strict
API, with facts chosen so each applies and does not (`vector_facts`), with the calls the worked
examples make (their literal arguments, scenario and optional rule, and again without that rule),
and with no facts at all; a vector in which an exception on the rule fires is an `exception`
vector named after it. Fed by: the rule model and the generated package; read by `to_vectors`.
"""
from __future__ import annotations

from typing import get_args

from dsl import ir

from .vector_facts import classify, clean, pick
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
            for option in dict.fromkeys((ex.option, None)):
                extra = ({"scenario": ex.scenario} if ex.scenario else {}) | ({"options": [option]} if option else {})
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
            options = vs.candidates.labels(p.table, p.axis) if p.table else vs.candidates.of(p.name, p.type)
            if not options:
                return None
            args.append(True if p.type == "flag" else options[min(1, len(options) - 1)])
        return args
    if isinstance(rule, ir.Permission):
        return []
    members = [rule] if isinstance(rule, ir.Modifier) else [vs.modifiers.get(x) for x in rule.members]
    return [7] if any(x is not None and x.effect in KEEPS_VALUE for x in members) else []


def rule_vectors(vs) -> None:
    book, module = vs.ir, vs.module
    vs.modifiers = {x.id: x for x in book.modifiers}
    examples = _example_calls(book)
    for kind, rules in (("formula", book.formulas), ("modifier", book.modifiers), ("combine", book.combines),
                        ("permission", book.permissions)):
        for rule in rules:
            for args, facts in examples.get(rule.id, ()):
                vs.add(*classify(vs, kind, rule.id, rule.clause,
                                 request(kind, rule.id, args=args, facts=clean(facts)), facts)[:4])
            if not getattr(rule, "params", ()):
                vs.add(kind, rule.id, rule.clause, request(kind, rule.id))
            args = base_args(vs, rule)
            if args is None:
                continue
            items = [classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=args, facts=clean(f)), f)
                     for f in vs.candidates.assignments(module.FUNCTIONS[rule.id].reads)]
            pick(vs, items, cap=12)
