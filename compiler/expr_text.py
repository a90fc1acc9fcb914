"""Expressions in words: values as noun phrases, conditions as statements. Fed by: a checked book.
Used by `aid_text.Speaker`, which builds the sentences of constructs on top of these phrases.

Plain text only (the templates escape it). A reader never sees an identifier, a call or an
`if … then … else`: facts read as their own titles ("the terrain of the defender's hex is Woods"),
formulas called inside others by their titles, constants by their printed values, enum values and
sides by their titles, table look-ups as "the Combat Results Table column for …", built-ins as words
("half of MA, rounded down", "4 × cities, at most 36"), and comparisons of turns as "5 or earlier".
"""
from __future__ import annotations

import re
from fractions import Fraction

from dsl import model as m

_ARITH = {"*": "×", "/": "÷", "+": "+", "-": "−"}
_PRECEDENCE = {"+": 5, "-": 5, "*": 6, "/": 6, "neg": 7, "atom": 8}
LOW = 1                          # a phrase with commas or words: parenthesised inside arithmetic
_COMPARE = {"==": "is {}", "!=": "is not {}", "<": "is less than {}", "<=": "is at most {}",
            ">": "is more than {}", ">=": "is at least {}"}
_COMPARE_TIME = {"<": "is before {}", "<=": "is {} or earlier", ">": "is after {}", ">=": "is {} or later"}
_ROUNDING = {"floor": "rounded down", "ceil": "rounded up", "round_half_up": "rounded to the nearest"}
_ABBREVIATIONS = {"ap", "as", "cp", "dep", "drm", "ds", "fep", "gt", "hq", "lp", "ma", "mf", "mp", "rp", "sp",
                  "tp", "vp", "zoc", "ezoc", "los", "oos", "crt", "loc", "trt", "ccp", "kmt", "ija", "ijn", "wa"}
_LETTERS = {"t": "the turn", "n": "the number", "x": "the value"}
_DETERMINERS = {"the", "a", "an", "every", "each", "all", "any", "no", "one", "its", "their", "this", "that",
                "at", "both", "some", "how", "whether"}
_AUX = re.compile(r"\b(is|are|was|were|has|have|can|may|must|does|do)\b")
_REFS = re.compile(r"\s*\[[^\]]*\]")


def number(value) -> str:
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return str(value)


def signed(value) -> str:
    text = number(value)
    return text.replace("-", "−") if text.startswith("-") else "+" + text


def _lower_first(text: str, protected: set[str]) -> str:
    """Lower-case the first word of a title used inside a sentence ('The hex' → 'the hex', 'Month of'
    → 'month of'), unless it is a name: an abbreviation, a side or value title, or a word followed by
    another capitalised word ('Woosong Forts')."""
    first, _, rest = text.partition(" ")
    if first.lower() in _DETERMINERS and first[:1].isupper() and first[1:].islower():
        return first.lower() + text[len(first):]
    if first[:1].isupper() and first[1:].islower() and first not in protected and not rest[:1].isupper():
        return first.lower() + text[len(first):]
    return text


def _trim(title: str) -> str:
    """A fact's title as a phrase: no clause references, no trailing remark after ';' or '('."""
    text = _REFS.sub("", title).split(";")[0]
    text = re.sub(r"\s*\([^)]*\)\s*$", "", text).strip().rstrip(".")
    return text


class Phrases:
    """Reads the expressions of one book: values as noun phrases, conditions as statements."""

    def __init__(self, book: m.Book, enum_values: dict[str, dict[str, m.EnumValue]]):
        self.constants = {c.id: c for c in book.constants}
        self.facts = {f.id: f for f in book.facts}
        self.titles: dict[str, str] = {}
        for values in enum_values.values():
            for v in values.values():
                self.titles.setdefault(v.id, v.title or v.id)
        self.sides = {s.id: s.title for s in book.header.sides}
        self.tables = {t.id: t.title for t in book.tables}
        self.formulas = {f.id: f for f in book.formulas}
        self.modifiers = {x.id: x.title or x.id for x in book.modifiers}
        self.modifiers.update({c.id: c.title or c.id for c in book.combines})
        self.permissions = {p.id: p.title or p.id for p in book.permissions}
        self.abbreviations = {t.id.lower(): t.id for t in book.terms if t.id.isupper()}
        self.abbreviations.update({s.id.lower(): s.id.upper() for s in book.header.sides
                                   if f"({s.id.upper()})" in s.title or s.id.isupper()})
        self.params: dict[str, str] = {}     # parameter → type, while a formula is being read
        self.enum_ids = set(enum_values)
        self.protected = {w for title in [*self.sides.values(), *self.titles.values()] for w in title.split()}

    # ---------------------------------------------------------------- names
    def words(self, name: str) -> str:
        """An identifier as words, abbreviations in capitals: `unused_pauses` → "unused pauses",
        `sp` → "SP"."""
        out = []
        for w in name.split("_"):
            low = w.lower()
            out.append(self.abbreviations.get(low) or (w.upper() if low in _ABBREVIATIONS else w))
        return " ".join(out)

    def side(self, side_id: str) -> str:
        """A side as players name it: `IJA` stays IJA, `japanese` is "the Japanese"."""
        if side_id.isupper():
            return "the " + side_id
        return "the " + self.sides.get(side_id, self.words(side_id))

    def name(self, name: str) -> str:
        """A name used as a value (a noun phrase)."""
        if name in self.params:
            article = "the " if self.params[name] in self.enum_ids | {"side"} else ""
            return _LETTERS.get(name) or article + self.words(name)
        if name in self.constants:
            return self.constants[name].printed
        if name in self.facts:
            fact = self.facts[name]
            return self.noun(_trim(fact.title)) if fact.title else self.words(name)
        if name in self.sides:
            return self.sides[name]
        if name in self.titles:
            return self.titles[name]
        return self.tables.get(name) or self.words(name)

    def noun(self, title: str) -> str:
        """A title used as a noun: 'Month of the current GT' → 'the month of the current GT'."""
        text = _lower_first(title, self.protected)
        first = text.split(" ", 1)[0]
        return text if first in _DETERMINERS or first[:1].isdigit() else "the " + text

    def _statement(self, name: str) -> str:
        """A yes/no name as a statement: a flag fact by its title, a flag parameter by its words."""
        fact = self.facts.get(name)
        if fact is not None and fact.title:
            return _lower_first(_trim(fact.title), self.protected)
        return self.words(name)

    def _title_of(self, func: str) -> str | None:
        f = self.formulas.get(func)
        if f is not None:
            return f.title or None
        return self.modifiers.get(func) or self.permissions.get(func)

    # ---------------------------------------------------------------- values
    def expr(self, e, outer: int = 0) -> str:
        """An expression as a value (a noun phrase), parenthesised when it binds looser than `outer`."""
        text, prec = self._value(e)
        return f"({text})" if prec < outer else text

    def _value(self, e) -> tuple[str, int]:
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
        if isinstance(e, m.NoneLit):
            return "nothing", atom
        if isinstance(e, m.Name):
            return self.name(e.name), atom
        if isinstance(e, m.Call):
            return self._call(e)
        if isinstance(e, m.MethodCall):
            return self._method(e), LOW
        if isinstance(e, m.FieldOf):
            inner = self.expr(e.target)
            if e.name in ("text", "value", "result"):
                return inner, LOW
            return f"the {self.words(e.name)} of {inner}", LOW
        if isinstance(e, m.BinOp):
            p = _PRECEDENCE[e.op]
            left = self.expr(e.left, p)
            right = self.expr(e.right, p + 1)
            return f"{left} {_ARITH[e.op]} {right}", p
        if isinstance(e, m.Neg):
            return f"−{self.expr(e.operand, _PRECEDENCE['neg'])}", _PRECEDENCE["neg"]
        if isinstance(e, m.If):
            if isinstance(e.otherwise, m.Num) and e.otherwise.value == 0:
                return f"{self.expr(e.then, LOW + 1)} if {self.condition(e.condition)}", LOW
            return (f"{self.expr(e.then, LOW + 1)} if {self.condition(e.condition)}, "
                    f"otherwise {self.expr(e.otherwise, LOW + 1)}"), LOW
        if isinstance(e, (m.Compare, m.Is, m.In, m.Not, m.Logic)):
            return self.condition(e), LOW
        return "…", atom  # an expression kind this reader does not know yet: never fail the aid

    def _args(self, e) -> dict[str, m.Expr]:
        named = {a.name: a.value for a in e.args if a.name}
        named.update({str(i): a.value for i, a in enumerate(a for a in e.args if not a.name)})
        return named

    def _call(self, e: m.Call) -> tuple[str, int]:
        args = [a.value for a in e.args]
        f, n = e.func, len(args)
        if f in self.tables:
            return self._lookup(self.tables[f], self._args(e), "result"), LOW
        if f in ("floor", "ceil", "round_half_up") and n == 1:
            return f"{self.expr(args[0], LOW + 1)}, {_ROUNDING[f]}", LOW
        if f in ("half_up", "half_down") and n == 1:
            way = "up" if f == "half_up" else "down"
            return f"half of {self.expr(args[0], LOW + 1)}, rounded {way}", LOW
        if f == "abs" and n == 1:
            inner = args[0]
            if isinstance(inner, m.BinOp) and inner.op == "-":
                return f"the difference between {self.expr(inner.left)} and {self.expr(inner.right)}", LOW
            return f"{self.expr(inner, LOW + 1)}, without its sign", LOW
        if f in ("min", "max") and n >= 2:
            limit = "at most" if f == "min" else "at least"
            simple = [a for a in args if isinstance(a, (m.Num, m.Name)) and self._is_number(a)]
            if len(simple) == 1 and n == 2:
                other = args[1] if args[0] is simple[0] else args[0]
                return f"{self.expr(other, LOW + 1)}, {limit} {self.expr(simple[0])}", LOW
            which = "smaller" if f == "min" else "larger"
            listed = ", ".join(self.expr(a, LOW + 1) for a in args[:-1])
            return f"the {which} of {listed} and {self.expr(args[-1], LOW + 1)}", LOW
        if f in ("odds", "percent") and n == 2:
            a, d = (self.expr(x, LOW + 1) for x in args)
            return (f"the odds of {a} to {d}" if f == "odds" else f"{a} as a percentage of {d}"), LOW
        title = self._title_of(f)
        if f in self.modifiers and n >= 1:
            rest = ", ".join(self.expr(a, LOW + 1) for a in args)
            return f"{rest}, after “{title}”", LOW
        if title:
            text = self.noun(title.rstrip("?"))
            literals = [self.expr(a) for a in args if isinstance(a, (m.Num, m.Text, m.RatioLit))
                        or (isinstance(a, m.Name) and (a.name in self.titles or a.name in self.sides))]
            return (f"{text} for {', '.join(literals)}" if literals else text), LOW
        return self.words(f), LOW

    def _is_number(self, e) -> bool:
        if isinstance(e, m.Num):
            return True
        c = self.constants.get(e.name) if isinstance(e, m.Name) else None
        return c is not None and isinstance(c.value, (int, Fraction))

    def _lookup(self, table: str, args: dict, what: str) -> str:
        """A table look-up: "the Combat Results Table result for a roll of 7 in the 3:1 column"."""
        parts = []
        if "roll" in args:
            parts.append(f"a roll of {self.expr(args['roll'])}")
        for key in ("column", "row", "key", "value", "group", "odds", "percent", "differential"):
            if key in args:
                parts.append(self.expr(args[key]))
        parts += [self.expr(args[k]) for k in sorted(args) if k.isdigit()]
        text = f"the {table} {what}"
        if parts:
            text += " for " + either(parts, "and")
        if "shift" in args:
            text += f", shifted by {self.expr(args['shift'])}"
        return text

    def _method(self, e: m.MethodCall) -> str:
        table = self.tables.get(e.target.name) if isinstance(e.target, m.Name) else None
        args = self._args(e)
        if table is not None:
            what = {"column": "column", "drm": "die-roll modifier", "cell": "entry", "lookup": "result"}.get(
                e.method, self.words(e.method))
            return self._lookup(table, args, what)
        return f"the {self.words(e.method)} of {self.expr(e.target)}"

    # ---------------------------------------------------------------- conditions
    def condition(self, e) -> str:
        """A yes/no expression as a statement: "the terrain of the defender's hex is Woods"."""
        if isinstance(e, m.Name):
            return self._statement(e.name)
        if isinstance(e, m.Bool):
            return "always" if e.value else "never"
        if isinstance(e, m.Compare):
            subject = self._subject(e.left)
            value = self.expr(e.right, LOW + 1)
            timely = re.search(r"\b(turn|GT)\b", subject) and e.op in _COMPARE_TIME
            return f"{subject} " + (_COMPARE_TIME if timely else _COMPARE)[e.op].format(value)
        if isinstance(e, m.Is):
            return f"{self._subject(e.left)} is {'not ' if e.negate else ''}{self.expr(e.value, LOW + 1)}"
        if isinstance(e, m.In):
            options = [self.expr(o) for o in e.options]
            subject = self._subject(e.left)
            if e.negate:
                return f"{subject} is neither {' nor '.join(options)}" if len(options) == 2 else \
                    f"{subject} is not {either(options, 'or')}"
            return f"{subject} is {either(options, 'or')}"
        if isinstance(e, m.Not):
            return self.negated(e.operand)
        if isinstance(e, m.Logic):
            parts = [self._clause_part(o) for o in e.operands]
            return either(parts, e.op)
        if isinstance(e, m.Call) and e.func in self.formulas:
            title = self.formulas[e.func].title
            if title.endswith("?"):
                return _question(title)
        return self.expr(e)

    def _subject(self, e) -> str:
        """The subject of a comparison: a one-word parameter takes "the" ('the roll is at most 2')."""
        text = self.expr(e, LOW + 1)
        if isinstance(e, m.Name) and e.name in self.params and " " not in text and text.islower():
            return "the " + text
        return text

    def _clause_part(self, e) -> str:
        text = self.condition(e)
        return f"({text})" if isinstance(e, m.Logic) else text

    def negated(self, e) -> str:
        """The opposite statement: "winter is not in effect this GT"."""
        if isinstance(e, m.Compare):
            flip = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}
            return self.condition(m.Compare(flip[e.op], e.left, e.right))
        if isinstance(e, m.Is):
            return self.condition(m.Is(e.left, e.value, not e.negate))
        if isinstance(e, m.In):
            return self.condition(m.In(e.left, e.options, not e.negate))
        if isinstance(e, m.Not):
            return self.condition(e.operand)
        text = self.condition(e)
        if isinstance(e, m.Logic):
            return f"not ({text})"
        hit = _AUX.search(text)
        if hit:
            return text[:hit.end()] + " not" + text[hit.end():]
        return f"not {text}" if " " not in text else f"it is not so that {text}"

    def when_unless(self, e) -> str:
        """A condition after which a rule applies: "when A and B, unless C"."""
        ops = e.operands if isinstance(e, m.Logic) and e.op == "and" else (e,)
        yes = [self._clause_part(o) for o in ops if not isinstance(o, m.Not)]
        no = [self._clause_part(o.operand) if not isinstance(o.operand, m.Logic) else
              f"({self.condition(o.operand)})" for o in ops if isinstance(o, m.Not)]
        text = f"when {either(yes, 'and')}" if yes else ""
        if no:
            text += (", " if text else "") + f"unless {either(no, 'or')}"
        return text

    # ---------------------------------------------------------------- constructs


def either(parts: list[str], joiner: str) -> str:
    """'a', 'a or b', 'a, b or c'."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {joiner} " + parts[-1]


def _question(title: str) -> str:
    """'Is the unit within command range?' → 'the unit is within command range'; other questions
    are quoted."""
    words = title.rstrip("?").split(" ")
    if len(words) > 3 and words[0] in ("Is", "Are") and words[1] in ("the", "a", "an") \
            and words[3] in ("within", "in", "on", "at", "out", "under", "active", "spotted", "eliminated"):
        return " ".join([words[1], words[2], words[0].lower(), *words[3:]])
    return f"the answer to “{title}” is yes"

