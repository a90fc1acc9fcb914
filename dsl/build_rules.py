"""Model building, rules: the methods of `builder.ToModel` for formulas, modifiers (their effects,
guards and readings), combinations, permissions and exceptions (what they override, rewrite or
use), as a mixin. Fed by: `parser`'s trees, through `builder.ToModel`, which inherits them; feeds
`model` (what a construct is given twice: `twice`).
"""
from __future__ import annotations

from lark import Token, Transformer, v_args

from . import model as m
from .build_common import Declared, _all, _cited, _first, _guard, _meta, _notes, _own, _owning, _reading, _title, _wording
from .labels import canonical_dice
from .pieces import (AppliesAlways, AtMost, ChosenBy, ExcEffect, Guard, Modality, On, Override, Priority, Prose,
    ReadingLine, RewritePair, Says, TypeName, Use, Who, Wording)
from .twice import rewrite_and_other, settings_twice


def _amount(tok) -> tuple[int, str]:
    """A literal amount, or 0 and the name of the constant that gives it (0 and "" for a table cell)."""
    if isinstance(tok, m.FieldOf):
        return 0, ""
    return (0, str(tok)) if tok.type == "NAME" else (int(str(tok)), "")


def _whole_number_text(text: str) -> str:
    """A rewrite's value as the runtime compares it (`str` of the field's number): `+2` and `02` are
    `2`, `-0` is `0`; a word (`any`, a kind) as written. Without it `02 -> 1` never matched a 2."""
    digits = text.lstrip("+-")
    if not digits.isascii() or not digits.isdigit() or len(text) - len(digits) > 1:
        return text
    digits = digits.lstrip("0") or "0"
    return ("-" if text[0] == "-" and digits != "0" else "") + digits


def _cell(tok) -> "m.FieldOf | None":
    return tok if isinstance(tok, m.FieldOf) else None


@v_args(inline=True)
class RulesToModel(Transformer):
    """The formulas', modifiers', combinations', permissions' and exceptions' rules of
    `builder.ToModel` (which provides `path` and `_at`). A `Transformer` only so that `v_args`
    applies to its methods: never used alone."""

    # ------------------------------------------------------------ formulas and modifiers
    def formula(self, name, *items):
        params = _first(items, tuple) or ()
        returns, wording = _first(items, TypeName), _first(items, Wording)
        body = next(c for c in reversed(items) if not isinstance(c, (Wording, ReadingLine)))
        formula = m.Formula(str(name), params, body, _title(items), _own(items), self._at(name),
                            returns.name if returns is not None else "", wording.text if wording is not None else "",
                            _reading(items))
        return Declared("formulas", formula, cited=_cited(items), **_owning(items))

    def params(self, *params):
        return params

    def param(self, name, type_=None):
        return m.Param(str(name), type_.name if type_ is not None else "number", self._at(name),
                       type_span=type_.span if type_ is not None else self._at(name))

    def keys_param(self, name, axis, table):
        """`side: column of transport`, `roll: roll of crt` (the checks refuse an axis other than `row`,
        `column` or `roll`); a roll is an integer, a label text."""
        return m.Param(str(name), "integer" if str(axis) == "roll" else "text", self._at(name), str(table), str(axis),
                       self._at(table), self._at(axis))

    def dice_param(self, name, axis, dice):
        """`first: roll of 1d6`: a roll of dice no table reads, an integer (the checks refuse another
        axis than `roll`, and dice the header does not declare)."""
        return m.Param(str(name), "integer", self._at(name), "", str(axis), self._at(dice), self._at(axis),
                       canonical_dice(str(dice)))

    def modifier(self, name, *items):
        effects, at_most, on = _all(items, m.Effect), _all(items, AtMost), _all(items, On)
        modifier = m.Modifier(
            id=str(name), title=_title(items), clause=_own(items), effect=effects[-1] if effects else None,
            when=_guard(items, "when"), unless=_guard(items, "unless"), per=_guard(items, "per"),
            wording=_wording(items),
            at_most=at_most[-1].value if at_most else None, at_most_span=at_most[-1].span if at_most else None,
            on=on[-1].name if on else "", on_span=on[-1].span if on else None, notes=_notes(items),
            twice=settings_twice(items, self._at(name)), span=self._at(name), inferred=_reading(items))
        return Declared("modifiers", modifier, cited=_cited(items), **_owning(items))

    @_meta
    def shift_effect(self, meta, amount, where):
        value, constant = _amount(amount)
        sign = 1 if where == "right" else -1
        return m.Effect("shift", sign * value, constant=constant, sign=sign, cell=_cell(amount), span=self._at(meta))

    def shift_favouring(self, amount, side):
        value, constant = _amount(amount)
        return m.Effect("favouring", value, side=str(side), constant=constant, cell=_cell(amount), span=self._at(side))

    @_meta
    def drm_effect(self, meta, amount):
        value, constant = _amount(amount)
        return m.Effect("drm", value, constant=constant, cell=_cell(amount), span=self._at(meta))

    @_meta
    def add_effect(self, meta, amount):
        value, constant = _amount(amount)
        return m.Effect("add", value, constant=constant, cell=_cell(amount), span=self._at(meta))

    @_meta
    def multiply_effect(self, meta, factor, rounding=""):
        return m.Effect("multiply", factor.value if isinstance(factor, m.Num) else None, rounding=rounding,
                        span=self._at(meta))

    def updown(self, word):
        return str(word)

    def when(self, expr, wording=None):
        return Guard("when", expr, *((wording.text, wording.refs) if wording is not None else ()))

    def unless(self, expr, wording=None):
        return Guard("unless", expr, *((wording.text, wording.refs) if wording is not None else ()))

    def wording(self, text):
        return Wording(text.text, text.refs)

    @_meta
    def inferred(self, meta, *items):   # (a formula's without its words: E404 in the rule checks)
        text = items[-1] if items and isinstance(items[-1], Prose) else None
        when = items[0] if items and not isinstance(items[0], Prose) else None
        span = self._at(meta)
        return ReadingLine(m.Reading(text.marked if text is not None else "", when, span),
                           text.refs if text is not None else (), span)

    formula_inferred = inferred

    def per(self, expr):
        return Guard("per", expr)

    def at_most(self, value):
        return AtMost(str(value) if value.type == "NAME" else int(value), self._at(value))

    def modifier_on(self, name):
        return On(str(name), self._at(name))

    def combine(self, name, *items):
        members = [c for c in items if isinstance(c, Token)]
        at_most = _first(items, AtMost)
        mode = next(c for c in items if type(c) is str)
        combine = m.Combine(str(name), mode, tuple(str(n) for n in members), _title(items), _own(items),
                            at_most.value if at_most is not None else None,
                            tuple(self._at(n) for n in members), at_most.span if at_most is not None else None,
                            self._at(name))
        return Declared("combines", combine, cited=_cited(items), **_owning(items))

    def combine_mode(self, word):
        return str(word)

    # ------------------------------------------------------------ permissions and exceptions
    def permission(self, name, *items):
        modality, who = _first(items, Modality), _first(items, Who)
        permission = m.Permission(
            id=str(name), modal=modality.modal if modality is not None else "",
            action=modality.action if modality is not None else "", title=_title(items), clause=_own(items),
            who=who.name if who is not None else "", when=_guard(items, "when"), unless=_guard(items, "unless"),
            wording=_wording(items), twice=settings_twice(items, self._at(name)),
            who_span=who.span if who is not None else None, notes=_notes(items), span=self._at(name),
            modal_span=modality.span if modality is not None else None, inferred=_reading(items))
        return Declared("permissions", permission, cited=_cited(items), **_owning(items))

    def who(self, name):
        return Who(str(name), self._at(name))

    @_meta
    def modality(self, meta, modal, text):
        return Modality(modal, text.text, text.refs, self._at(meta))

    def modal(self, *words):
        return " ".join(str(w) for w in words)

    def exception(self, name, *items):
        fields: dict = {}
        for c in items:
            if isinstance(c, Override):
                fields.update(target=c.target, target_is_clause=c.is_clause, target_span=c.span)
            elif isinstance(c, ExcEffect):
                fields.update(effect=c.kind, effect_span=c.span)
            elif isinstance(c, m.Rewrite):
                fields.update(effect="rewrite", effect_span=fields.get("effect_span") or c.span)
            elif isinstance(c, Use):
                fields.update(effect="use", use=c.expr, effect_span=getattr(c.expr, "span", None))
            elif isinstance(c, Priority):
                fields["priority"] = c.value
            elif isinstance(c, Says):
                fields["says"] = c.text
            elif isinstance(c, AppliesAlways):
                fields["always"] = True
            elif isinstance(c, ChosenBy):
                fields.update(chooser=c.name, chooser_span=c.span)
        exception = m.ExceptionRule(
            id=str(name), title=_title(items), clause=_own(items), when=_guard(items, "when"),
            unless=_guard(items, "unless"), wording=_wording(items), rewrites=tuple(_all(items, m.Rewrite)), notes=_notes(items),
            twice=settings_twice(items, self._at(name)) + rewrite_and_other(items, self._at(name)), span=self._at(name),
            inferred=_reading(items), **fields)
        return Declared("exceptions", exception, cited=_cited(items), **_owning(items))

    def overrides(self, target):
        if isinstance(target, m.Ref):
            return Override(target.target, True, target.span)
        return Override(str(target), False, self._at(target))

    @_meta
    def exc_cancel(self, meta):
        return ExcEffect("cancel", self._at(meta))

    @_meta
    def exc_allow(self, meta):
        return ExcEffect("allow", self._at(meta))

    @_meta
    def exc_forbid(self, meta):
        return ExcEffect("forbid", self._at(meta))

    @_meta
    def exc_rewrite(self, meta, *items):
        names = [str(c) for c in items if isinstance(c, Token)]
        kind, field_ = (names[0], names[1]) if len(names) > 1 else ("", names[0])
        pairs = tuple((p.old, p.new) for p in items if isinstance(p, RewritePair))
        return m.Rewrite(field_, kind, pairs, self._at(meta))

    @_meta
    def exc_rewrite_side(self, meta, field_, side, *pairs):
        """`rewrite retreat of IJA: 1 -> 0`: the field of the attacker's or the defender's effect,
        whichever is the named side's (through the fact `attacker`)."""
        return m.Rewrite(str(field_), "", tuple((p.old, p.new) for p in pairs), self._at(meta),
                         str(side), self._at(side))

    def exc_use(self, expr):
        return Use(expr)

    def rewrite_pair(self, old, new):
        return RewritePair(_whole_number_text(str(old)), _whole_number_text(str(new)))

    def priority(self, value):
        return Priority(int(value), self._at(value))

    @_meta
    def applies_always(self, meta):
        return AppliesAlways(self._at(meta))

    def chosen_by(self, name):
        return ChosenBy(str(name), self._at(name))
