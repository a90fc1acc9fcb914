"""Rules as sentences: formulas, modifier effects and sequence steps read the way a rulebook says
them. Fed by: `to_aid` and `to_site`, with a checked book's symbols; the expressions inside them are
read by `expr_text`.

Plain text only (the templates escape it). A formula made of `if`s reads as cases ("If the turn is
5 or earlier: “Turns 1-5”; 17 or earlier: …; otherwise …"), a modifier as its effect and when it
applies ("1 column left when every attacking unit attacks across a river hexside, unless …"), a
sequence step as who acts and when.
"""
from __future__ import annotations

import re
from fractions import Fraction

from dsl import model as m

from .expr_text import LOW, Phrases, number, signed


def paragraphs(text: str) -> list[str]:
    """A restatement as paragraphs, each on one line."""
    return [" ".join(block.split()) for block in re.split(r"\n\s*\n", text) if block.strip()]


class Speaker(Phrases):
    """Turns the constructs of one book into short plain sentences."""

    def formula(self, f: m.Formula) -> str:
        """A formula's body as one sentence (cases joined by ';')."""
        cases, otherwise = self.formula_cases(f)
        if not cases:
            return otherwise
        return "; ".join(f"{c}: {v}" for c, v in cases) + f"; otherwise {otherwise}"

    def formula_cases(self, f: m.Formula) -> tuple[list[tuple[str, str]], str]:
        """A formula as cases: a chain of `if`s becomes [("If the turn is 5 or earlier", "“Turns 1-5”"),
        ("17 or earlier", …)] and what holds otherwise; a single expression has no cases."""
        saved = self.params
        self.params = {p.name: p.type for p in f.params}
        try:
            cases, e, subject = [], f.body, None
            while isinstance(e, m.If):
                cond = self.condition(e.condition)
                left = self.expr(e.condition.left, LOW + 1) if isinstance(e.condition, m.Compare) else None
                if left is not None and left == subject:
                    cond = cond[len(left) + 1:]
                    cond = cond[3:] if cond.startswith("is ") else cond
                else:
                    subject = left
                    cond = "If " + cond
                cases.append((cond, self.expr(e.then)))
                e = e.otherwise
            return cases, self.expr(e)
        finally:
            self.params = saved

    def effect(self, x: m.Modifier) -> str:
        e = x.effect
        if e is None:
            return ""
        amount = e.amount
        if getattr(e, "constant", "") and e.constant in self.constants:
            amount = self.constants[e.constant].value
            amount = amount * getattr(e, "sign", 1) if isinstance(amount, (int, Fraction)) else amount
        if not isinstance(amount, (int, Fraction)):
            amount_text = self.name(str(amount)) if isinstance(amount, str) else number(amount)
            return {"shift": f"{amount_text} columns", "favouring": f"{amount_text} columns in favour of "
                    f"{self.side(e.side)}", "drm": f"{amount_text} to the die roll", "add": f"+ {amount_text}",
                    "multiply": f"× {amount_text}"}.get(e.kind, e.kind)
        if e.kind == "shift":
            cols = abs(amount)
            way = "right" if amount >= 0 else "left"
            return f"{number(cols)} column{'s' if cols != 1 else ''} {way}"
        if e.kind == "favouring":
            return f"{number(amount)} column{'s' if amount != 1 else ''} in favour of {self.side(e.side)}"
        if e.kind == "drm":
            return f"{signed(amount)} to the die roll"
        if e.kind == "add":
            return signed(amount)
        if e.kind == "multiply":
            rounding = f", rounded {e.rounding}" if e.rounding else ""
            if amount == Fraction(1, 2):
                return f"halved{rounding}"
            return f"× {number(amount)}{rounding}"
        return e.kind

    def modifier_terms(self, x: m.Modifier) -> list[str]:
        """When a modifier applies, each a short phrase: "per KMT artillery support marker…",
        "when every attacking unit attacks across a river hexside, unless …", "at most 2"."""
        out = []
        if x.per is not None:
            out.append("per " + self._per(x.per))
        cond = ""
        if x.when is not None:
            cond = self.when_unless(x.when)
        if x.unless is not None:
            cond += (", " if cond else "") + "unless " + self.condition(x.unless)
        if cond:
            out.append(cond)
        if x.at_most is not None:
            limit = x.at_most
            if isinstance(limit, str) and limit in self.constants:
                limit = self.constants[limit].printed
            out.append(f"at most {limit}")
        return out

    def _per(self, e) -> str:
        text = self.expr(e)
        return text[4:] if text.startswith("the ") else text

    def on(self, x: m.Modifier) -> tuple[str, str]:
        """What a modifier acts on: ("table", its title), ("formula", its title) or ("", "")."""
        if not x.on:
            return "", ""
        if x.on in self.tables:
            return "table", self.tables[x.on]
        f = self.formulas.get(x.on)
        return "formula", (f.title if f and f.title else self.words(x.on))

    def step_terms(self, s: m.Step) -> list[str]:
        out = []
        if s.who:
            out.append(" and ".join(self.side(w)[4:] if self.side(w).startswith("the ") else self.side(w)
                                    for w in s.who) + " only")
        if s.when is not None:
            out.append(self.when_unless(s.when))
        if s.repeat:
            out.append("repeat " + " ".join(s.repeat.split()))
        return out
