"""Checks on one exception: what it overrides (E309; a clause, a rule of a kind it may override:
E203), an effect its target can take (E203, E404), the value of its `use` (E401), its rewrites'
lines (E401, W322) and `chosen by` (E203, E205). Fed by: `resolver` (a `Symbols` table) and the
type checker, through `rules.check`; a rewrite of a table's results is `rule_rewrites`'.
"""
from __future__ import annotations

from fractions import Fraction

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..resolver import Symbols, check_ref
from ..vocabulary import BUILTIN
from .expressions import TypeChecker, use_key, compatible
from .rule_rewrites import _check_builtin_rewrites, _check_rewrites, _check_sided_rewrites

EFFECT_TARGETS = {"cancel": ("modifier", "combine"), "allow": ("permission",), "forbid": ("permission",),
                  "rewrite": ("table",), "use": ("formula", "modifier", "combine")}
TARGETS = ("table", "modifier", "combine", "permission", "formula")   # what an exception can override


def _check_exception(sym: Symbols, e: m.ExceptionRule, report: Report, types: TypeChecker,
                     choosers: tuple[dict, set, set]) -> None:
    types.condition(e.when)
    types.condition(e.unless)
    if not e.target:
        report.error("E309", f"exception {e.id} does not say what it overrides", e.span, "add `overrides NAME` or `overrides [12.7]`")
        return
    if e.target_is_clause:
        if e.target not in sym.clauses and sym.draft:
            check_ref(sym, e.target, e.target_span, report, e.clause)     # W201: not written yet
        elif e.target not in sym.clauses:
            report.error("E309", f"exception {e.id} overrides clause [{e.target}], which does not exist", e.target_span,
                         suggest(e.target, sym.clauses) or "name a clause of this book, or correct the number")
        else:
            check_ref(sym, e.target, e.target_span, report, e.clause)
        if e.effect:   # (an exception to a clause only documents it: its effect would change nothing, unsaid)
            report.error("E203", f"`{e.effect}` needs a formal target, not a clause", e.span,
                         "override the formula, table, modifier or permission the clause declares")
        if e.chooser:   # its `decline_…` fact would be read by nothing: the choice would change no answer
            report.error("E203", "`chosen by` needs a formal target, not a clause", e.chooser_span,
                         "an exception to a clause only documents it: say who chooses in its text, or "
                         "override the table, modifier or permission the clause declares")
        return
    _check_chooser(sym, e, report, choosers)
    if e.chooser and e.effect == "allow":   # declining would leave the permission's own "may": no choice to make
        report.error("E203", "`chosen by` does not go with `allow`: a permission that allows already leaves "
                     "the choice to the player", e.chooser_span,
                     "drop `chosen by`; `chosen by` suits `rewrite`, `cancel`, `use` and `forbid`")
    kind = sym.kind(e.target)
    if kind is None:
        report.error("E309", f"exception {e.id} overrides {e.target}, which does not exist", e.target_span,
                     suggest(e.target, [n for n, (k, _) in sym.names.items() if k in ("table", "modifier", "combine",
                                                                                        "permission", "formula")])
                     or "name a table, a modifier, a combine, a permission or a formula of this book")
        return
    if kind not in TARGETS:
        what = {"exception": "an exception", "results": "a result vocabulary", "aid": "an aid",
                "enum": "an enum"}.get(kind, f"a {kind}")
        report.error("E203", f"exception {e.id} overrides {e.target}, {what}", e.target_span,
                     "exceptions are not targets of exceptions: give the one that wins a higher `priority`"
                     if kind == "exception" else
                     f"an exception overrides a {', a '.join(TARGETS)} (or a clause: `overrides [12.7]`)")
        return
    if not e.effect:   # it would change nothing: an effect-less exception only documents a clause
        report.error("E404", f"exception {e.id} overrides {e.target} but has no effect", e.target_span,
                     f"give it one: {', '.join(f'`{x}`' for x, kinds in EFFECT_TARGETS.items() if kind in kinds)} "
                     "(or override the clause, `overrides [12.7]`, to document it)")
        return
    allowed = EFFECT_TARGETS.get(e.effect)
    if allowed and kind not in allowed:
        fits = [effect for effect, kinds in EFFECT_TARGETS.items() if kind in kinds]
        results = getattr(sym.node(e.target), "results", None) if kind == "table" else None
        takes = (f"{a_(kind)} takes " + " or ".join(f"`{x}`" for x in fits) + (
            " (`rewrite kind: exchange -> no_effect`, `rewrite defender.retreat: 1 -> 0`)" if kind == "table" else ""))
        if results == "text":   # (its printed words: no rewrite changes them, E206)
            takes = (f"{e.target} prints text, which no exception changes: put the exception on the rule that "
                     "reads the table")
        elif results in ("number", "integer"):
            takes = f"{e.target} prints numbers: `rewrite value: 2 -> 1`"
        report.error("E203", f"`{e.effect}` cannot apply to {a_(kind)}", e.effect_span or e.target_span,
                     f"`{e.effect}` applies to: {', '.join(allowed)}; {takes}")
    if e.effect == "use" and e.use is not None:
        target = sym.node(e.target)
        # (read in the scope the lowering reads it in: the formula's parameters, or the book's own)
        scope = types.scope(target.params, use_key(e)) if isinstance(target, m.Formula) else types.base
        want = types.formula_type(target) if isinstance(target, m.Formula) else \
            "number" if isinstance(target, (m.Modifier, m.Combine)) else "any"
        got = types.check(e.use, scope, want if want in sym.enum_values else None)
        if isinstance(e.use, m.NoneLit) and want not in ("flag", "any"):   # (`none` is typed any: it fits all)
            report.error("E401", f"`use none`, but {e.target} gives {want}", e.use.span,
                         f"`none` stands for a permission that does not speak; {e.target} must give a {want}")
        elif not compatible(got, want):
            report.error("E401", f"`use` gives {got}, but {e.target} gives {want}", e.use.span,
                         f"the value an exception uses stands for {e.target}'s own: make it a {want}")
        elif _fraction(e.use, sym) and (isinstance(target, m.Combine) or (
                isinstance(target, m.Modifier) and target.effect is not None and target.effect.kind in ("shift", "drm"))):
            report.error("E401", f"`use` gives a fraction, but {e.target} counts whole columns or pips",
                         e.use.span, "use a whole number")
    rewritten: dict[tuple, m.Rewrite] = {}
    for rw in e.rewrites:
        # W322: two lines of one field apply one after the other (`1 -> 0` then `0 -> 1` makes every
        # retreat 1), where one line's pairs apply at once (a swap): the second designer probe of stop 58
        first = rewritten.setdefault((rw.kind, rw.field, rw.side), rw)
        if first is not rw and {b for _, b in first.pairs} & {a for a, _ in rw.pairs}:
            field = f"{rw.kind + '.' if rw.kind else ''}{rw.field}{' of ' + rw.side if rw.side else ''}"
            report.warning("W322", f"{field} is rewritten by two lines of exception {e.id}, and this one rewrites "
                                   f"what the line {first.span.line} gave: they apply one after the other", rw.span,
                           f"write the pairs on one line (`rewrite {field}: "
                           f"{', '.join(f'{a} -> {b}' for a, b in (*first.pairs, *rw.pairs))}`) to rewrite each "
                           "printed value once")
        lefts: dict[str, str] = {}
        for a, b in rw.pairs:
            if a in lefts and lefts[a] != b:
                report.error("E401", f"{rw.field}: {a} is rewritten twice, to {lefts[a]} and to {b}", rw.span,
                             "each value is rewritten to one value: keep one pair")
            lefts.setdefault(a, b)
    if e.effect == "rewrite" and kind == "table":
        table = sym.node(e.target)
        vocab = sym.node(table.results) if table.results not in BUILTIN else None
        if isinstance(vocab, m.Results):
            _check_rewrites(vocab, e, report)
        elif table.results in BUILTIN:
            _check_builtin_rewrites(table, e, report)
        _check_sided_rewrites(sym, vocab, e, report)


def _fraction(expr, sym: Symbols) -> bool:
    """Is this a written fraction or decimal (`1/2`, `0.5`), negated or not (`-1/2`), or a constant of
    one? (`1/0` has no value: its own E401 says so.) `use -1/2` on a shift checked clean: the second
    designer probe of stop 58."""
    if isinstance(expr, m.Neg):
        return _fraction(expr.operand, sym)
    if isinstance(expr, m.Name):
        node = sym.node(expr.name)
        value = node.value if isinstance(node, m.Constant) else None
        return isinstance(value, Fraction) and value.denominator != 1
    return isinstance(expr, m.Num) and expr.value is not None and expr.value.denominator != 1


CHOOSER_ROLES = ("attacker", "defender", "owner", "player")


def _chooser_names(sym: Symbols) -> tuple[dict, set, set]:
    """What a `chosen by` may name: the book's facts (less the `decline_` flags), those of type side,
    and every name it may give (sides, terms, roles, side facts)."""
    facts = {f.id: f for f in sym.book.facts if not f.id.startswith("decline_")}
    sided = {n for n, f in facts.items() if f.type == "side"}
    return facts, sided, set(sym.sides) | set(sym.terms) | set(CHOOSER_ROLES) | sided


def _check_chooser(sym: Symbols, e: m.ExceptionRule, report: Report, choosers: tuple[dict, set, set]) -> None:
    """`chosen by NAME`: NAME is a side, a fact or term naming one, or a role (attacker, defender,
    owner, player)."""
    if not e.chooser:
        return
    facts, sided, known = choosers
    if e.chooser in facts and e.chooser not in known:   # a flag, a count, a text: it names no player
        report.error("E205", f"`chosen by` names who chooses; {e.chooser} is a {facts[e.chooser].type} fact",
                     e.chooser_span, f"name a side, a fact of type side ({', '.join(sorted(sided)) or 'none declared'}), "
                     f"or one of: {', '.join(CHOOSER_ROLES)}")
    elif e.chooser not in known:
        report.error("E205", f"unknown side or role {e.chooser} for `chosen by`", e.chooser_span,
                     suggest(e.chooser, known) or f"a side, or one of: {', '.join(CHOOSER_ROLES)}")
