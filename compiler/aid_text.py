"""Rules as sentences: formulas, modifier effects and sequence steps read the way a rulebook says
them. Fed by: `to_aid` and `to_site`, with the resolved rule model (`dsl.ir.Book`); the
expressions inside them are read by `expr_text`.

Plain text only (the templates escape it). A formula made of `if`s reads as cases ("If the turn is
5 or earlier: “Turns 1-5”; 17 or earlier: …; otherwise …"), a modifier as its effect and when it
applies ("1 column left when every attacking unit attacks across a river hexside, unless …"), a
sequence step as who acts and when.
"""
from __future__ import annotations

import re
from fractions import Fraction

from dsl import ir

from .expr_text import LOW, Phrases, number, signed
from .table_text import plural_head, singular


def paragraphs(text: str) -> list[str]:
    """A restatement as paragraphs, each on one line."""
    return [" ".join(block.split()) for block in re.split(r"\n\s*\n", text) if block.strip()]


def per_one(text: str) -> str:
    """A plural noun phrase as one of it, after "per": its plural head made singular ('KMT artillery
    support markers committed to …' → '… marker committed to …'); a phrase whose head is no plural
    is kept."""
    i = plural_head(text)
    if i is None:
        return text
    words = text.split(" ")
    head = words[i].rstrip(",;")
    return " ".join([*words[:i], singular(head) + words[i][len(head):], *words[i + 1:]])


# What a permission answers where its `unless` holds (docs/reference.md, "Permission").
_NEGATED = {"may": "may not", "may not": "may", "must": "need not", "must not": "may"}


def permission_sentence(modal: str, action: str, condition: str, unless: str, who: str = "") -> str:
    """A permission as a player reads it: "may not barrage an enemy unit unless at least one …"
    (`may not … unless U` says what holds when U: the permission's `unless` reads as English reads
    it), "may not move …, when A, unless B". Beside a condition that has an "unless" of its own,
    the `unless` says its answer: "…, unless C; unless B: may". (The web book printed "may not
    barrage an enemy unit; unless …: may", a rule dump: the player probe.) `who`, whom it binds, comes
    first: "Soviet only: may not set up units in the Disputed Area" (left out, one side's restriction
    read as everyone's: the second player probe)."""
    text = (f"{who}: " if who else "") + ", ".join(p for p in (f"{modal} {action}", condition) if p)
    if not unless:
        return text
    if "unless " in condition:
        return f"{text}; unless {unless}: {_NEGATED[modal]}"
    return f"{text}{',' if condition or ',' in action else ''} unless {unless}"   # ("enter a country, or a
    # colony in China, unless …": without the comma the `unless` read as the colony's alone)


READING_SCOPE_MOST = 80   # characters of a reading's condition said in words; a longer one is "in some cases"


class Speaker(Phrases):
    """Turns the constructs of one book into short plain sentences."""

    def reading_scope(self, reading: ir.Reading) -> str:
        """Which of a rule's answers its reading (`inferred`) covers, in words: "" for all of them,
        "when the hex is Village" for a short condition, "in some cases" for a long one (its text
        says which: a condition an engine can check, `attack * 100 != percent(attack, defense) *
        defense`, reads to a player as noise)."""
        if reading.when is None:
            return ""
        said = self.condition(reading.when)
        return f"when {said}" if len(said) <= READING_SCOPE_MOST and "(" not in said else "in some cases"

    def title_of(self, kind: str, node) -> str:
        """A rule's title. A rule the book gives no title is said to have none ("Formula without a
        title"): its identifier is the designer's, not words a player reads."""
        return node.title or f"{kind.capitalize()} without a title"

    def formula(self, f: ir.Formula) -> str:
        """A formula's body as one sentence (cases joined by ';')."""
        cases, otherwise = self.formula_cases(f)
        if not cases:
            return otherwise
        return "; ".join(f"{c}: {v}" for c, v in cases) + f"; otherwise {otherwise}"

    def formula_cases(self, f: ir.Formula) -> tuple[list[tuple[str, str]], str]:
        """A formula as cases: a chain of `if`s becomes [("If the turn is 5 or earlier", "“Turns 1-5”"),
        ("17 or earlier", …)] and what holds otherwise; a single expression has no cases."""
        if f.wording:           # the designer's own sentence (`reads "…"`)
            return [], f.wording
        with self.reading(f.params):
            return self._cases(f.body)

    def _cases(self, e: ir.Expr) -> tuple[list[tuple[str, str]], str]:
        cases, subject = [], None
        while isinstance(e, ir.Cond):
            cond = self.condition(e.condition)
            # the subject as the condition says it ("the first", not "first"), so that it is cut whole
            left = self._subject(e.condition.left) if isinstance(e.condition, ir.Compare) else None
            if left is not None and left == subject:
                cond = cond[len(left) + 1:]
                cond = cond[3:] if cond.startswith("is ") else cond
            else:
                subject = left
                cond = "If " + cond
            cases.append((cond, self.expr(e.then)))
            e = e.otherwise
        return cases, self.expr(e)

    def amount(self, x: ir.Modifier):
        """A modifier's amount as a signed number (a multiplier's factor), or None when it is not one."""
        if x.effect == "multiply":
            return x.factor
        return self._number(x.amount)

    def _number(self, e):
        if isinstance(e, ir.Lit) and e.type == "number":
            return e.value
        if isinstance(e, ir.Ref) and e.kind == "constant" and e.name in self.constants:
            value = self.constants[e.name].value
            return value.value if value.type == "number" else None
        if isinstance(e, ir.Unary) and e.op == "neg":
            inner = self._number(e.operand)
            return -inner if inner is not None else None
        return None

    def effect(self, x: ir.Modifier) -> str:
        kind = x.effect
        if kind is None:
            return ""
        amount = self.amount(x)
        cell = x.amount.operand if isinstance(x.amount, ir.Unary) and x.amount.op == "neg" else x.amount
        if kind == "shift" and isinstance(cell, ir.Field) and isinstance(cell.target, ir.Lookup):
            way = "left" if cell is not x.amount else "right"     # a shift read from a table cell
            return f"as many columns {way} as {self.expr(cell)}"
        if not isinstance(amount, (int, Fraction)):
            amount_text = self.expr(x.amount) if x.amount is not None else number(amount)
            return {"shift": f"{amount_text} columns", "favouring": f"{amount_text} columns in favour of "
                    f"{self.side(x.side or '')}", "drm": f"add {amount_text} to the die roll", "add": f"+ {amount_text}",
                    "multiply": f"× {amount_text}"}.get(kind, kind)
        if kind == "shift":
            cols = abs(amount)
            way = "right" if amount >= 0 else "left"
            return f"{number(cols)} column{'s' if cols != 1 else ''} {way}"
        if kind == "favouring":
            return f"{number(amount)} column{'s' if amount != 1 else ''} in favour of {self.side(x.side or '')}"
        if kind == "drm":
            return f"{signed(amount)} to the die roll"
        if kind == "add":
            return signed(amount)
        if kind == "multiply":
            rounding = f", rounded {x.rounding}" if x.rounding else ""
            if amount == Fraction(1, 2):
                return f"halved{rounding}"
            return f"× {number(amount)}{rounding}"
        return kind

    def modifier_terms(self, x: ir.Modifier) -> list[str]:
        """When a modifier applies, each a short phrase: "per KMT artillery support marker…",
        "when every attacking unit attacks across a river hexside, unless …", "at most 2" (its own cap,
        or the bound of the fact it is counted per)."""
        out = []
        if x.per is not None:
            out.append("per " + self._per(x.per))
        cond = self.rule_condition(x.applies)
        if cond:
            out.append(cond)
        limit = x.at_most
        if limit is None and isinstance(x.per, ir.Ref) and x.per.kind == "fact" and x.per.name in self.facts:
            limit = self.facts[x.per.name].at_most   # (the fact's bound: "per marker …, at most 2", as the cap read)
        if limit is not None:
            if isinstance(limit, ir.Ref) and limit.name in self.constants:
                out.append(f"at most {self.constants[limit.name].printed}")
            else:
                out.append(f"at most {self.expr(limit)}")
        return out

    def _per(self, e) -> str:
        """What a modifier is counted per, its noun singular: "per armored train taking part", not
        "per Armored trains taking part" (a count fact's title is plural: the player probe)."""
        text = self.expr(e)
        return per_one(text[4:] if text.startswith("the ") else text)

    def on(self, x: ir.Modifier) -> tuple[str, str]:
        """What a modifier acts on: ("table", its title), ("formula", its title) or ("", "")."""
        if not x.on:
            return "", ""
        if x.on in self.tables:
            return "table", self.tables[x.on]
        f = self.formulas.get(x.on)
        return "formula", (f.title if f and f.title else self.words(x.on))

    def combine(self, node: ir.Combine) -> str:
        """A combination of modifiers as one phrase: "the sum of “Leader” and “Hill”, at most 2"."""
        members = [f"“{self._rule_title(m)}”" for m in node.members]
        listed = members[0] if len(members) == 1 else ", ".join(members[:-1]) + " and " + members[-1]
        best = "larger in size" if len(members) == 2 else "largest in size"   # ("the largest of" two: player probe)
        said = f"the {'sum' if node.mode == 'sum' else best} of {listed}"
        return said + (f", at most {self.expr(node.at_most)}" if node.at_most is not None else "")

    def who_only(self, who) -> str:
        """Whom a step or a permission binds: "IJA only", "Soviet and MPR only"."""
        names = (who,) if isinstance(who, str) else tuple(who)
        return " and ".join(self._who(w) for w in names) + " only"

    def _who(self, name: str) -> str:
        """A side by its name ("Soviet", "KMT"), a unit kind as units ("artillery units", not "the
        artillery": a permission of artillery read "artillery only: may not advance")."""
        if name in self.sides:
            said = self.side(name)
            return said[4:] if said.startswith("the ") else said
        if name in self.facts and self.facts[name].type == "side":   # "the attacking side", "the phasing side"
            return self.expr(ir.Ref("fact", name, "side"))
        title = self.titles.get(name) or self.words(name)
        if not title[1:2].isupper() and not any(w[:1].isupper() for w in title.split(" ")[1:]) \
                and title.split(" ", 1)[0] not in self.protected:
            # ("artillery units"; "IJA Coastal Flotilla units" kept, and "Partisan units" where the
            # book's text writes "a Partisan": "partisan units only" against its "the Partisan units")
            title = title[:1].lower() + title[1:]
        if title.lower().endswith(" unit") or title.lower() == "unit":
            return title + "s"
        return title if title.lower().endswith("units") else f"{title} units"

    def permission(self, p: ir.Permission, unless: str | None = None) -> str:
        """A permission as one sentence (`permission_sentence`): whom it binds, what it allows or
        forbids, when, and its `unless` (`unless`: the words to print for it, marked text on the aid)."""
        condition = self.rule_condition(p.applies) if p.applies.condition is not None else ""
        cond = p.applies.condition
        if p.modal in ("may", "must") and condition.startswith("unless ") and isinstance(cond, ir.Unary) \
                and cond.op == "not" and not dict(p.applies.wording).get("unless"):
            # (`may X when not A` said "may X, unless A", which reads as "may not X when A": Changsha's
            # "Inactive units defend normally: may defend normally …, unless the unit was activated", the
            # player probe of stop 61; the rule only says nothing of an activated unit)
            condition = f"when {self.condition(cond)}"
        if unless is None:
            unless = (p.unless_wording or self.condition(p.unless)) if p.unless is not None else ""
        return permission_sentence(p.modal, p.action, condition, unless, self.who_only(p.who) if p.who else "")

    def step_terms(self, s: ir.Step) -> list[str]:
        out = []
        if s.who:
            out.append(self.who_only(s.who))
        if s.applies.condition is not None:
            out.append(self.rule_condition(s.applies))
        if s.repeat:
            out.append("repeat " + " ".join(s.repeat.split()))
        return out
