"""Checks on modifiers, combines, permissions and exceptions: a modifier's effect, amount, `per`
and `on` (E202, E203, E205, E401, E404), a combine's members (E202, E203), a permission's modal,
action and `who` (E203, E205, E404), and every exception in turn. Fed by: `resolver` (a `Symbols`
table) and the type checker (`expressions.TypeChecker`), through `checks.validate`.

The rest is in a module per concern: `rule_cycles` (rules that ask themselves, E405, or ask rules
too deep, E005; modifiers no rule reads, W317), `rule_amounts` (caps and bounds, combines' kinds,
amounts read from a table cell), `rule_exceptions` (an exception's target, effect and chooser),
`rule_rewrites` (what a `rewrite` may change) and `rule_conflicts` (exceptions that can both apply
to one target without a stated order, E310).
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, a_, kind_said, suggest
from ..resolver import Symbols
from .expressions import TypeChecker, number_hint, titled_as
from .rule_amounts import _cap, _cap_hint, _check_combine_kinds, _check_fact_bounds, _families, check_cell_amount
from .rule_conflicts import _check_conflicts
from .rule_cycles import _check_cycles, _check_unread_modifiers
from .rule_exceptions import _check_exception, _chooser_names


def per_hint(mod: m.Modifier, fact: str) -> str:
    """How to say "N for each …" when a fact was written as the amount (`shift attackers left`)."""
    eff = mod.effect
    if eff.kind == "shift":
        unit = f"shift 1 {'left' if eff.sign < 0 else 'right'}"
    elif eff.kind == "favouring":
        unit = f"shift 1 favouring {eff.side}"
    else:
        unit = f"{eff.kind} {'-' if eff.sign < 0 else '+'}1"
    return (f"to count something the engine supplies, write `{unit}  per {fact}` "
            f"(the amount, once for each; `at most N` caps it)")


def _modifies_table(mod: m.Modifier, table: m.Table, report: Report) -> None:
    """A modifier `on` a table must be one the table can take: a die-roll modifier a roll (or a row
    number) to add to, a column shift ordered columns to move along (E203: `drm … on
    terrain_effects`, a key table, checked clean and was exported as it was written)."""
    kind = mod.effect.kind
    if kind == "drm" and not table.roll and table.rows_kind != "numbers":
        report.error("E203", f"{mod.id} is a die-roll modifier, and {table.id} is read by no roll or row number "
                     "for it to modify", mod.on_span or mod.span,
                     "name the table whose roll it modifies, or make it a shift or an addition")
    elif kind in ("shift", "favouring") and table.columns_kind == "keys":
        report.error("E203", f"{mod.id} shifts columns, and the columns of {table.id} are keys, in no order to "
                     "shift along", mod.on_span or mod.span,
                     "name the table whose columns it shifts (odds, differential, percent or numbers)")


def _modified(sym: Symbols) -> list[str]:
    """What a modifier's `on` may name, for a hint (only when one names something else: listing
    them for every modifier made the check grow with the square of the book)."""
    return sym.of_kind("table") + sym.of_kind("formula")


def check(sym: Symbols, report: Report, types: TypeChecker) -> None:
    _check_unread_modifiers(sym, _check_cycles(sym, report, types), report)
    facts = {f.id: f for f in sym.book.facts}
    constants = {}
    for c in sym.book.constants:          # (the first of an id, as a search from the start finds it)
        constants.setdefault(c.id, c)
    for mod in sym.book.modifiers:
        if mod.effect is None:
            report.error("E404", f"modifier {mod.id} has no effect", mod.span,
                         "add `shift N left|right`, `shift N favouring SIDE`, `drm ±N`, `add ±N` or `multiply F`")
        if mod.effect is not None and mod.effect.constant:
            const = constants.get(mod.effect.constant)
            if const is None and sym.kind(mod.effect.constant) == "fact":
                report.error("E203", f"{mod.effect.constant} is a fact: an amount is a fixed number or a constant",
                             mod.effect.span, per_hint(mod, mod.effect.constant))
            elif const is None:
                report.error("E202", f"unknown constant {mod.effect.constant}", mod.effect.span,
                             _cap_hint(sym, mod.effect.constant, "an amount"))
            elif not isinstance(const.value, int):
                report.error("E401", f"constant {const.id} is {const.printed}, not a whole number", mod.effect.span,
                             "an amount counts whole shifts or points: write a whole number, "
                             "or name a constant that is one")
        if mod.effect is not None and mod.effect.cell is not None:
            check_cell_amount(sym, report, types, mod.effect.cell)
        if mod.effect is None:
            pass
        elif mod.effect.kind == "multiply" and mod.effect.amount is None:
            report.error("E401", "a factor with a zero denominator", mod.effect.span, "write a factor like 1/2")
        elif mod.effect.kind == "favouring":
            if mod.effect.side not in sym.sides:
                report.error("E205", f"unknown side {mod.effect.side}", mod.effect.span,
                             suggest(mod.effect.side, sym.sides) or
                             f"sides: {', '.join(sym.sides) or 'none declared'}")
            if "attacker" not in facts or facts["attacker"].type != "side":
                report.error("E404", "`favouring` needs a fact `attacker: side`", mod.effect.span,
                             "declare `fact attacker: side \"The attacking side\"`")
        types.condition(mod.when)
        types.condition(mod.unless)
        if mod.per is not None:
            t = types.check(mod.per, types.base)
            if t not in ("number", "any"):
                report.error("E401", f"`per` needs a number, this is {kind_said(t)}", mod.per.span,
                             number_hint(sym, t))
            elif mod.effect is not None and mod.effect.kind in ("shift", "drm", "favouring") \
                    and isinstance(mod.per, m.Name) and getattr(facts.get(mod.per.name), "type", None) == "number":
                # (a fact of type number may be a fraction: 5/2 columns, which a table refuses when it reads them)
                report.error("E401", f"{mod.id} counts whole columns or pips, but `per {mod.per.name}` may be a "
                             "fraction", mod.per.span,
                             f"declare {mod.per.name} a `count` or an `integer`, whole as shifts and die-roll "
                             "modifiers are")
        if mod.on and sym.kind(mod.on) is None:
            report.error("E202", f"unknown name {mod.on}", mod.on_span or mod.span,
                         suggest(mod.on, _modified(sym)) or
                         "name the table or formula the modifier modifies: `on TABLE`")
        elif mod.on and sym.kind(mod.on) not in ("table", "formula"):
            report.error("E203", f"{mod.on} is a {sym.kind(mod.on)}: `on` names the table or formula the "
                         "modifier modifies", mod.on_span or mod.span, suggest(mod.on, _modified(sym)) or "write `on TABLE`")
        elif mod.on and sym.kind(mod.on) == "table" and mod.effect is not None:
            _modifies_table(mod, sym.node(mod.on), report)
        if mod.effect is not None and mod.effect.kind == "multiply" and (mod.per is not None or mod.at_most is not None):
            word = "per" if mod.per is not None else "at most"
            where = getattr(mod.per, "span", None) if mod.per is not None else mod.at_most_span
            report.error("E404", f"`{word}` does not apply to `multiply`", where or mod.span,
                         "`per` and `at most` count and cap shifts, die-roll modifiers and additions; "
                         "a factor is applied once")
    for node in list(sym.book.modifiers) + list(sym.book.combines):
        _cap(sym, report, constants, node)
    _check_fact_bounds(sym, report, types, constants)
    given = _families(sym)
    for comb in sym.book.combines:
        for name, span in zip(comb.members, comb.member_spans):
            kind = sym.kind(name)
            if kind is None:
                report.error("E202", f"unknown modifier {name}", span,
                             suggest(name, sym.of_kind("modifier") + sym.of_kind("combine")) or
                             f"modifiers: {', '.join(sym.of_kind('modifier')) or 'none declared'}")
            elif kind not in ("modifier", "combine"):
                report.error("E203", f"{name} is {a_(kind)}, not a modifier", span,
                             f"list modifiers and combines only: {a_(kind)} gives no amount to combine")
            elif name == comb.id:
                report.error("E203", f"{name} cannot combine itself", span,
                             f"drop {name} from its own list: a combine lists other modifiers")
        _check_combine_kinds(sym, comb, report, given)
    term_like = set(sym.sides) | set(sym.terms) | {v for vs in sym.enum_values.values() for v in vs}
    for p in sym.book.permissions:
        if not p.modal:
            report.error("E404", f"permission {p.id} says neither may nor must", p.span,
                         'add `may "…"`, `may not "…"`, `must "…"` or `must not "…"`')
        elif not p.action.strip():   # `may ""`: a permission to do nothing, shown as such in the book
            report.error("E404", f"permission {p.id} says `{p.modal} \"\"`: its action is empty", p.modal_span or p.span,
                         f'say what the player {p.modal}: `{p.modal} "move again"`')
        other = (sym.names[p.who][0] if p.who in sym.names else "a built-in fact" if p.who in ("scenario", "options")
                 else "an enum" if p.who in sym.enum_values else None) if p.who else None
        if p.who and p.who not in term_like and other is not None:   # (a fact, a rule, an enum: of another kind)
            report.error("E203", f"{p.who} is {other if other.startswith(('an ', 'a ')) else 'a ' + other}, "
                         "not a side, a term or a value of an enum",
                         p.who_span or p.span, "a permission's `who` names who may act (a side, a term, an enum "
                         "value)" + (f"; to make it hold for some only, write the condition: `when {p.who} == …`"
                                     if other == "fact" else ""))
        elif p.who and p.who not in term_like:
            report.error("E205", f"unknown side or unit kind {p.who}", p.who_span or p.span,   # (as a step's `who`)
                         next(filter(None, (titled_as(p.who, vs) for vs in sym.enum_values.values())), "") or
                         suggest(p.who, term_like) or "declare it as a term, a side or a value of an enum")
        types.condition(p.when)
        types.condition(p.unless)
    choosers = _chooser_names(sym)   # (once per book, not once per exception: that grew with its square)
    for e in sym.book.exceptions:
        _check_exception(sym, e, report, types, choosers)
    _check_conflicts(sym, report)
