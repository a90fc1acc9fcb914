"""Plain-language text for the player aid: expressions, modifier effects and result patterns.
Fed by: `to_aid`, with a checked book's symbols.

Everything here returns plain text (never markup); the aid template escapes it. Names read as
words (`defender_terrain` → "defender terrain"), constants as their printed values, enum values
and sides by their titles, operators as a player would write them (×, ≤, ≠).
"""
from __future__ import annotations

import re
from fractions import Fraction

from dsl import model as m

_OPS = {"*": "×", "/": "÷", "+": "+", "-": "−", "==": "=", "!=": "≠", "<=": "≤", ">=": "≥", "<": "<", ">": ">"}
_PRECEDENCE = {"or": 1, "and": 2, "not": 3, "compare": 4, "+": 5, "-": 5, "*": 6, "/": 6, "neg": 7, "atom": 8}
_BUILTINS = {"floor": "round down", "ceil": "round up", "round_half_up": "round", "half_up": "half, rounded up",
             "half_down": "half, rounded down", "abs": "abs", "min": "min", "max": "max",
             "odds": "odds", "percent": "percent"}
_FIELD = re.compile(r"\{(\w+)\}")
_LETTERS = "xyzuvw"


def words(name: str) -> str:
    return name.replace("_", " ")


def number(value) -> str:
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return str(value)


def signed(value) -> str:
    text = number(value)
    return text if text.startswith("-") else "+" + text


class Speaker:
    """Turns the constructs of one book into short plain sentences."""

    def __init__(self, book: m.Book, enum_values: dict[str, dict[str, m.EnumValue]]):
        self.constants = {c.id: c for c in book.constants}
        self.titles: dict[str, str] = {}
        for values in enum_values.values():
            for v in values.values():
                self.titles.setdefault(v.id, v.title or v.id)
        self.tables = {t.id: t.title for t in book.tables}
        self.formulas = {f.id: f.title for f in book.formulas}

    def name(self, name: str) -> str:
        if name in self.constants:
            return self.constants[name].printed
        return self.titles.get(name) or self.tables.get(name) or words(name)

    # ---------------------------------------------------------------- expressions
    def expr(self, e, outer: int = 0) -> str:
        text, prec = self._expr(e)
        return f"({text})" if prec < outer else text

    def _expr(self, e) -> tuple[str, int]:
        atom = _PRECEDENCE["atom"]
        if isinstance(e, m.Num):
            return number(e.value), atom
        if isinstance(e, m.RatioLit):
            return f"{e.attack}:{e.defense}", atom
        if isinstance(e, m.DiceLit):
            return f"{e.count}d{e.sides}", atom
        if isinstance(e, m.Text):
            return f"“{e.value}”", atom
        if isinstance(e, m.Bool):
            return ("yes" if e.value else "no"), atom
        if isinstance(e, m.Name):
            return self.name(e.name), atom
        if isinstance(e, m.Call):
            args = ", ".join(self._arg(a) for a in e.args)
            func = _BUILTINS.get(e.func) or self.tables.get(e.func) or words(e.func)
            return f"{func}({args})", atom
        if isinstance(e, m.MethodCall):
            args = ", ".join(self._arg(a) for a in e.args)
            return f"{self.expr(e.target, atom)} {words(e.method)}({args})", atom
        if isinstance(e, m.FieldOf):
            return f"{self.expr(e.target, atom)} {words(e.name)}", atom
        if isinstance(e, m.BinOp):
            p = _PRECEDENCE[e.op]
            return f"{self.expr(e.left, p)} {_OPS[e.op]} {self.expr(e.right, p + 1)}", p
        if isinstance(e, m.Compare):
            p = _PRECEDENCE["compare"]
            return f"{self.expr(e.left, p + 1)} {_OPS[e.op]} {self.expr(e.right, p + 1)}", p
        if isinstance(e, m.Is):
            p = _PRECEDENCE["compare"]
            return f"{self.expr(e.left, p + 1)} is {'not ' if e.negate else ''}{self.expr(e.value, p + 1)}", p
        if isinstance(e, m.In):
            p = _PRECEDENCE["compare"]
            options = ", ".join(self.expr(o) for o in e.options)
            neg = "not " if getattr(e, "negate", False) else ""
            return f"{self.expr(e.left, p + 1)} is {neg}one of {options}", p
        if isinstance(e, m.Not):
            p = _PRECEDENCE["not"]
            return f"not {self.expr(e.operand, p)}", p
        if isinstance(e, m.Logic):
            p = _PRECEDENCE[e.op]
            return f" {e.op} ".join(self.expr(o, p + 1) for o in e.operands), p
        if isinstance(e, m.If):
            return (f"if {self.expr(e.condition)} then {self.expr(e.then)} else {self.expr(e.otherwise)}",
                    _PRECEDENCE["or"] - 1)
        if isinstance(e, m.Neg):
            p = _PRECEDENCE["neg"]
            return f"−{self.expr(e.operand, p)}", p
        return "…", atom  # an expression kind this printer does not know yet: never fail the aid

    def _arg(self, a: m.Arg) -> str:
        value = self.expr(a.value)
        return f"{words(a.name)}: {value}" if a.name else value

    # ---------------------------------------------------------------- constructs
    def formula(self, f: m.Formula) -> str:
        return self.expr(f.body)

    def effect(self, x: m.Modifier) -> str:
        e = x.effect
        if e is None:
            return ""
        amount = e.amount
        if getattr(e, "constant", "") and e.constant in self.constants:
            amount = self.constants[e.constant].value
            amount = amount * getattr(e, "sign", 1) if isinstance(amount, (int, Fraction)) else amount
        if e.kind == "shift":
            cols = abs(amount) if isinstance(amount, (int, Fraction)) else amount
            way = "right" if not isinstance(amount, (int, Fraction)) or amount >= 0 else "left"
            return f"{number(cols)} column{'s' if cols != 1 else ''} {way}"
        if e.kind == "favouring":
            return f"{number(amount)} column{'s' if amount != 1 else ''} in favour of {self.name(e.side)}"
        if e.kind == "drm":
            return f"DRM {signed(amount)}"
        if e.kind == "add":
            return f"{signed(amount)}"
        if e.kind == "multiply":
            rounding = f", round {e.rounding}" if e.rounding else ""
            return f"× {number(amount)}{rounding}"
        return e.kind

    def modifier_terms(self, x: m.Modifier) -> list[str]:
        """The conditions of a modifier, each a short phrase."""
        out = []
        if x.when is not None:
            out.append("when " + self.expr(x.when))
        if x.unless is not None:
            out.append("unless " + self.expr(x.unless))
        if x.per is not None:
            out.append("per " + self.expr(x.per))
        if x.at_most is not None:
            out.append(f"at most {x.at_most}")
        if x.on:
            out.append("on " + (self.tables.get(x.on) or self.formulas.get(x.on) or words(x.on)))
        return out


def pattern(p: m.Pattern) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """A result pattern and its meaning as (text, is_placeholder) pieces, each `{field}` read as a
    letter: `A{retreat}` "retreats {retreat} hexes" → A*x*, "retreats *x* hexes"."""
    letters: dict[str, str] = {}
    for name in _FIELD.findall(p.text):
        letters.setdefault(name, _LETTERS[len(letters) % len(_LETTERS)])

    def pieces(text: str) -> list[tuple[str, bool]]:
        out = []
        for i, part in enumerate(_FIELD.split(text)):
            if part:
                out.append((letters.get(part, words(part)), True) if i % 2 else (part, False))
        return out
    return pieces(p.text), pieces(p.meaning)


def paragraphs(text: str) -> list[str]:
    """A restatement as paragraphs, each on one line."""
    return [" ".join(block.split()) for block in re.split(r"\n\s*\n", text) if block.strip()]
