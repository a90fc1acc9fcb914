"""Expressions in words: values as noun phrases, conditions as statements. Fed by: the resolved rule
model (`dsl.ir`: typed expression trees whose names are already resolved). Used by
`aid_text.Speaker`, which builds the sentences of constructs on top of these phrases.

Plain text only (the templates escape it). A reader never sees an identifier, a call or an
`if … then … else`: facts read as their own titles ("the terrain of the defender's hex is Woods"),
formulas called inside others by their titles, constants by their printed values, enum values and
sides by their titles, table look-ups as "the Combat Results Table column for …", built-ins as words
("half of MA, rounded down", "4 × cities, at most 36"), and comparisons of turns as "5 or earlier".
"""
from __future__ import annotations

import re
from collections import Counter
from contextlib import contextmanager
from fractions import Fraction

import attrs
from attrs import evolve

from dsl import ir
from .table_text import plural_head, quantity, singular

_ARITH = {"*": "×", "/": "÷", "+": "+", "-": "−"}
_PRECEDENCE = {"+": 5, "-": 5, "*": 6, "/": 6, "neg": 7, "atom": 8}
LOW = 1                          # a phrase with commas or words: parenthesised inside arithmetic
_COMPARE = {"==": "is {}", "!=": "is not {}", "<": "is less than {}", "<=": "is at most {}",
            ">": "is more than {}", ">=": "is at least {}"}
_COMPARE_TIME = {"<": "is before {}", "<=": "is {} or earlier", ">": "is after {}", ">=": "is {} or later"}
_ROUNDING = {"floor": "rounded down", "ceil": "rounded up",
             "round_half_up": "rounded to the nearest whole number (a half up)"}
# Calls of untitled formulas read in place within one outermost such call: each body calling the
# next one twice, 24 deep, wrote 2^24 copies (a build that never ended); past it, a call is named.
INLINED = 16
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ABBREVIATIONS = {"ap", "as", "cp", "dep", "drm", "ds", "fep", "gt", "hq", "lp", "ma", "mf", "mp", "rp", "sp",
                  "tp", "vp", "zoc", "ezoc", "los", "oos", "crt", "loc", "trt", "ccp", "kmt", "ija", "ijn", "wa"}
_LETTERS = {"t": "the turn", "n": "the number", "x": "the value"}
_DETERMINERS = {"the", "a", "an", "every", "each", "all", "any", "no", "one", "its", "their", "this", "that",
                "at", "both", "some", "how", "whether"}
_WH = {"where", "which", "what", "how", "whether", "when", "who", "why"}
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
    → 'month of'), unless it is a name: an abbreviation, a word of `protected` (`Phrases.names`), or
    a word followed by another capitalised word ('Woosong Forts'; not an abbreviation: 'Largest SP'
    is no name)."""
    first, _, rest = text.partition(" ")
    if first.lower() in _DETERMINERS and first[:1].isupper() and (first[1:].islower() or len(first) == 1):
        return first.lower() + text[len(first):]
    named = rest[:1].isupper() and rest[1:2].islower()
    if first[:1].isupper() and first[1:].islower() and first not in protected and not named:
        return first.lower() + text[len(first):]
    return text


def _names_in(text: str) -> tuple[set[str], Counter]:
    """The words `text` writes as names, capitalised after a lower-case word ("one Partisan unit") at
    least as often as in lower case; and how often it writes each word in lower case."""
    upper = Counter(re.findall(r"(?<=[a-z,;] )([A-Z][a-z'’]+)\b", text))
    lower = Counter(re.findall(r"\b([a-z][a-z'’]+)\b", text))
    return {w for w, n in upper.items() if n >= lower[w.lower()]}, lower


# The last book whose names `Phrases.names` found, and those names: the regular expressions over all
# its clauses' text took 7 ms of War of the Suns, once for the web book and once for each aid.
_NAMES_OF: list = [None, frozenset()]


def _trim(title: str) -> str:
    """A fact's title as a phrase: no clause references, no trailing remark after ';' or '('."""
    text = _REFS.sub("", title).split(";")[0]
    if text.count("(") > text.count(")"):   # (a ';' inside a remark: `turn (Turn 0 is 1937; …)` cut open)
        text = text[:text.rfind("(")]
    text = re.sub(r"\s*\([^)]*\)\s*$", "", text).strip().rstrip(".")
    return text


class Phrases:
    """Reads the expressions of one book: values as noun phrases, conditions as statements."""

    def __init__(self, book: ir.Book):
        self.book = book
        self.constants = {c.id: c for c in book.constants}
        self.facts = {f.id: f for f in book.facts}
        self.sides = {s.id: s.title for s in book.sides}
        self._bare = None   # the sides named without an article (`_bare_sides`), when first asked
        # the values a name of an enum type can take, by enum: sides, the book's enums, scenarios
        values = {"side": {s.id: s.title for s in book.sides}}
        for e in book.enums:
            values.setdefault(e.id, {v.id: v.title or v.id for v in e.values})
        values.setdefault("scenario", {s.id: s.title or s.id for s in book.scenarios})
        self.enum_values = values
        self.titles: dict[str, str] = {}
        for titles in values.values():
            for vid, title in titles.items():
                self.titles.setdefault(vid, title or vid)
        self.tables = {t.id: t.title for t in book.tables}
        self.formulas = {f.id: f for f in book.formulas}
        self.records = {r.id: r for r in book.records}
        self._params: tuple[ir.Param, ...] = ()     # the parameters of the formula being read
        self._inlining: set[str] = set()            # untitled formulas being read in place of a call
        self._inline_budget = INLINED                # (`_untitled`: how many more may be)
        self._in_arithmetic = 0   # > 0 while the operands of `+ - * /` are read: a constant without its unit
        self._header_by = {t.id: t.header_by for t in book.tables if t.header_by}   # offset header tables' selectors
        self.printed_results: dict = {}               # (table id, result kind) → its cells as printed (exception_text)
        self.modifiers = {x.id: x.title or x.id for x in book.modifiers}
        self.modifiers.update({c.id: c.title or c.id for c in book.combines})
        self.permissions = {p.id: p.title or p.id for p in book.permissions}
        self.abbreviations = {t.id.lower(): t.id for t in book.terms if t.id.isupper()}
        self.abbreviations.update({s.id.lower(): s.id.upper() for s in book.sides
                                   if f"({s.id.upper()})" in s.title or s.id.isupper()})
        self.enum_ids = set(values)
        self.protected = self.names()

    # ---------------------------------------------------------------- names
    def names(self) -> frozenset[str]:
        """The words a title keeps capitalised inside a sentence: the words of the sides' titles, and
        those the book's own text writes as names ("Partisan", "Woods", "Kwangtung"). A word of a
        value's title the text writes in lower case is a common word ("when the air units sent …",
        not "the Air units": a value "Air unit" kept every title starting "Air …" capitalised, the
        player probe of stop 61); one the text never writes is kept as the value writes it."""
        if _NAMES_OF[0] is self.book:   # (the web book's and each aid's sentence makers read one book's text once)
            return _NAMES_OF[1]
        names, lower = _names_in("\n".join(c.says for c in self.book.clauses))
        values = {w for title in self.titles.values() for w in title.split()}
        found = frozenset({w for title in self.sides.values() for w in title.split()} | names
                          | {w for w in values if not lower[w.lower()]})
        _NAMES_OF[:] = [self.book, found]
        return found

    def words(self, name: str) -> str:
        """An identifier as words, abbreviations in capitals: `unused_pauses` → "unused pauses",
        `sp` → "SP"."""
        out = []
        for w in name.split("_"):
            low = w.lower()
            out.append(self.abbreviations.get(low) or (w.upper() if low in _ABBREVIATIONS else w))
        return " ".join(out)

    def side(self, side_id: str) -> str:
        """A side as players name it: `IJA` stays IJA, "Kuomintang (KMT)" is "the KMT", `japanese` is
        "the Japanese", and a side the
        book's own text names without an article is named so (War of the Suns' `japan`: "Japan", not
        "the Japan")."""
        if side_id.isupper():
            return "the " + side_id
        title = self.sides.get(side_id, self.words(side_id))
        initials = re.search(r"\(([A-Z]{2,})\)$", title)     # "Kuomintang (KMT)": "the KMT", as its players say
        if initials:
            return "the " + initials.group(1)
        return title if side_id in self._bare_sides() else "the " + title

    def _bare_sides(self) -> frozenset:
        """The sides whose title the clauses' texts never write after "the", and write at least five
        times (a country's name: Japan, Siam, French Indochina; not the Japanese, the Western Allies)."""
        if self._bare is None:
            text = "\n".join(c.says for c in self.book.clauses)
            bare = set()
            for sid, title in self.sides.items():
                name = re.escape(title.split(" (")[0])
                if not re.search(rf"\b[Tt]he {name}(?!\w)", text) and len(re.findall(rf"(?<!\w){name}(?!\w)", text)) >= 5:
                    bare.add(sid)
            self._bare = frozenset(bare)
        return self._bare

    def ref(self, e: ir.Ref) -> str:
        """A resolved name used as a value (a noun phrase): a parameter by its words, a constant by
        its printed value, a fact by its title, an enum value or side by its title."""
        if e.kind == "param":
            if len(e.name) == 1 and e.name not in _LETTERS:
                return self._unnamed(e.name)
            return _LETTERS.get(e.name) or self._param(e)
        if e.kind == "local":       # the item an aggregate is at
            return "it"
        if e.kind == "constant" and e.name in self.constants:   # with its unit: "3 hexes", not "3" (player probe)
            c = self.constants[e.name]
            # (not inside arithmetic: "1 air unit × (… × 1 supply unit)" read its units as factors)
            return quantity(c.printed, c.unit) if c.unit and c.value.type == "number" and not self._in_arithmetic \
                else c.printed
        if e.kind == "fact" and e.name in self.facts:
            fact = self.facts[e.name]
            return self.noun(_trim(fact.title)) if fact.title else self.words(e.name)
        if e.kind == "enum_value" and e.enum == "side" and e.name in self.sides and e.name.isupper():
            # a side named by its initials as players name it, "the KMT", not "Chinese Kuomintang Army" (the
            # player probe); a title like "Soviet" stays as it is ("the side of the moving unit is Soviet")
            return self.side(e.name)
        if e.kind == "enum_value":
            title = self.enum_values.get(e.enum or "", {}).get(e.name)
            return title or self.titles.get(e.name) or self.words(e.name)
        return self.words(e.name)

    def _param(self, e: ir.Ref) -> str:
        """A parameter by its words as a noun phrase: a count of things as their number ("the number
        of defender units is 4", "the smaller of the number of supply units and the number of
        aerodromes"), any other value with its article ("the strength", "the defender RP"): the bare
        words read as the designer's identifiers ("2 RP if defender units is 4", "instead gives
        strength": the player probe of stop 61)."""
        words = self.words(e.name)
        if e.type in ("count", "integer", "number") and plural_head(words) is not None:
            return "the number of " + words
        return words if e.type == "flag" else "the " + words

    def _unnamed(self, name: str) -> str:
        """A parameter whose name is one letter that says nothing ("d", "f"): the language gives a
        parameter no title, so it is named by its place among the values the formula is given."""
        names = [p.name for p in self._params]
        if len(names) <= 1 or name not in names:
            return "the value given"
        return f"the {_ORDINALS[names.index(name)] if names.index(name) < len(_ORDINALS) else 'next'} value given"

    @contextmanager
    def reading(self, params):
        """Names parameters by `params` (a formula's) while its body, or an exception's `use`
        of it, is read."""
        outer, self._params = self._params, tuple(params)
        try:
            yield self
        finally:
            self._params = outer

    def noun(self, title: str) -> str:
        """A title used as a noun: 'Month of the current GT' → 'the month of the current GT'."""
        text = _lower_first(title, self.protected)
        first = text.split(" ", 1)[0]
        return text if first in _DETERMINERS or first[:1].isdigit() else "the " + text

    def _statement(self, e: ir.Ref) -> str:
        """A yes/no name as a statement: a flag fact by its title, a flag parameter by its words."""
        fact = self.facts.get(e.name) if e.kind == "fact" else None
        if fact is not None and fact.title:
            return _lower_first(_trim(fact.title), self.protected)
        if e.kind == "param" and len(e.name) == 1 and e.name not in _LETTERS:
            return f"{self._unnamed(e.name)} is yes"
        return self.words(e.name)

    def _title_of(self, e: ir.Call) -> str | None:
        if e.kind == "formula":
            f = self.formulas.get(e.name)
            return (f.title or None) if f is not None else None
        if e.kind in ("modifier", "combine"):
            return self.modifiers.get(e.name)
        if e.kind == "permission":
            return self.permissions.get(e.name)
        return None

    # ---------------------------------------------------------------- values
    def expr(self, e: ir.Expr, outer: int = 0) -> str:
        """An expression as a value (a noun phrase), parenthesised when it binds looser than `outer`."""
        text, prec = self._value(e)
        return f"({text})" if prec < outer else text

    def _value(self, e: ir.Expr) -> tuple[str, int]:
        atom = _PRECEDENCE["atom"]
        if isinstance(e, ir.Lit):
            return _literal(e), atom
        if isinstance(e, ir.Ref):
            return self.ref(e), atom
        if isinstance(e, ir.Call):
            return self._call(e)
        if isinstance(e, ir.Lookup):
            what = {"column": "column", "drm": "die-roll modifier", "cell": "entry", "lookup": "result"}.get(
                e.method, self.words(e.method))
            return self._lookup(self.tables.get(e.table) or self.words(e.table), _lookup_args(e), what,
                                self._header_by.get(e.table)), LOW
        if isinstance(e, ir.Field) and isinstance(e.target, ir.Lookup) and e.target.method == "lookup":
            args = _lookup_args(e.target)    # a number printed in a cell: the Terrain Effects Key read by a rule
            column = args.get("column", args.get("1"))
            row = args.get("row", args.get("key", args.get("0")))
            if isinstance(column, ir.Lit) and column.type == "text" and row is not None and "roll" not in args:
                table = self.tables.get(e.target.table) or self.words(e.target.table)
                return f"the number in the {column.value} column of the {table} for {self.expr(row)}", LOW
        if isinstance(e, ir.ItemField):
            if isinstance(e.target, ir.Ref) and e.target.kind == "local":   # `u.factor`: "its factor"
                title = self._field_title(e)
                text = title if title.split(" ", 1)[0] in _DETERMINERS else "its " + title
                return text, (LOW if "," in text else _PRECEDENCE["atom"])
            return f"the {self.words(e.name)} of {self.expr(e.target)}", LOW
        if isinstance(e, ir.Field):
            inner = self.expr(e.target)
            if e.name in ("text", "value", "result"):
                return inner, LOW
            return f"the {self.words(e.name)} of {inner}", LOW
        if isinstance(e, ir.Binary) and e.op == "+" and isinstance(e.right, ir.Cond) and _is_number(e.right.otherwise, 0):
            # `x + (if c then y else 0)`: "x, plus y if c" (read "x + (y if c)", Python's order: the player probe)
            then = self.expr(e.right.then, LOW + 1)
            return f"{self.expr(e.left, LOW + 1)}, plus {then} if {self.condition(e.right.condition)}", LOW
        if isinstance(e, ir.Binary) and e.op == "*" and (self._is_one(e.left) or self._is_one(e.right)):
            # (× a constant of 1, a rate "1 air unit per supply unit": "1 × (… × 1)" said nothing: player probe)
            return self._value(e.right if self._is_one(e.left) else e.left)
        if isinstance(e, ir.Binary):
            p = _PRECEDENCE[e.op]
            self._in_arithmetic += 1
            try:
                left = self.expr(e.left, p)
                right = self.expr(e.right, p + 1)
            finally:
                self._in_arithmetic -= 1
            return f"{left} {_ARITH[e.op]} {right}", p
        if isinstance(e, ir.Unary) and e.op == "neg":
            return f"−{self.expr(e.operand, _PRECEDENCE['neg'])}", _PRECEDENCE["neg"]
        if isinstance(e, ir.Cond):
            if _is_number(e.otherwise, 0):
                return f"{self.expr(e.then, LOW + 1)} if {self.condition(e.condition)}", LOW
            return (f"{self.expr(e.then, LOW + 1)} if {self.condition(e.condition)}, "
                    f"otherwise {self.expr(e.otherwise, LOW + 1)}"), LOW
        if isinstance(e, (ir.Compare, ir.Member, ir.Unary, ir.Logic)):
            return self.condition(e), LOW
        if isinstance(e, ir.Aggregate):
            return self._aggregate(e), LOW
        if isinstance(e, ir.Items):
            return "[" + ", ".join(self.expr(x) for x in e.items) + "]", atom
        return "…", atom  # an expression kind this reader does not know yet: never fail the aid

    def _rule_title(self, name: str) -> str:
        """A modifier's or combine's title, or its name in words when it has none (`self.modifiers`
        holds the id itself for one without a title: never printed as code)."""
        title = self.modifiers.get(name)
        return title if title and title != name else self.words(name)

    def _is_one(self, e: ir.Expr) -> bool:
        """A factor of 1: the number 1, or a constant of 1."""
        if isinstance(e, ir.Ref) and e.kind == "constant" and e.name in self.constants:
            e = self.constants[e.name].value
        return isinstance(e, ir.Lit) and e.type == "number" and e.value == 1

    def _call(self, e: ir.Call) -> tuple[str, int]:
        f = e.name
        if e.kind == "builtin":
            return self._builtin(f, list(e.args))
        if e.kind == "scenario" and len(e.args) == 3:   # scenario_amount(side, "CP", turn)
            side, unit, turn = e.args
            unit_text = unit.value if isinstance(unit, ir.Lit) else self.expr(unit)
            who = self.side(side.name) if isinstance(side, ir.Ref) and side.kind == "enum_value" else self.expr(side)
            return f"the scenario's {unit_text} for {who} on {self.expr(turn, LOW + 1)}", LOW
        # every argument, as the call gives them: the value modified, then parameters, then facts
        args = ([e.value] if e.value is not None else []) + [a.value for a in (*e.params, *e.facts)]
        title = self._title_of(e)
        if e.kind in ("modifier", "combine") and args:
            rest = ", ".join(self.expr(a, LOW + 1) for a in args)
            return f"{rest}, after “{title}”", LOW
        if title:
            text = self.noun(title.rstrip("?"))
            first, _, rest = text.partition(" ")
            if first in ("a", "an", "the") and rest and any(_of_item(a) for a in args):
                text = "its " + rest      # "its factor after disruption": the formula read of each item
            literals = [a for a in args if (isinstance(a, ir.Lit) and a.type in ("number", "text", "ratio"))
                        or (isinstance(a, ir.Ref) and a.kind == "enum_value")]
            text, literals = self._in_title(text, literals)
            text = f"{text}, for {', '.join(literals)}" if literals else text
            # a value worked out for a parameter (a schedule's figure, another formula's answer) is
            # said too: "…, where the RP is …" (the title alone dropped which schedule: the player probe)
            given = [f"{self.noun(self.words(a.name))} is {self.expr(a.value)}" for a in e.params
                     if not isinstance(a.value, (ir.Lit, ir.Ref))]
            return (f"{text}, where {either(given, 'and')}" if given else text), LOW
        if e.kind == "formula" and e.name in self.formulas:
            return self._untitled(e), LOW
        return self.words(f), LOW

    def _in_title(self, text: str, given: list) -> tuple[str, list[str]]:
        """A titled call's fixed arguments: a side named in place of the title's "this side" ("and the
        KMT controls every road hex …"), the others listed after it, a side as players name it ("the
        KMT"; "… to Sinkiang for Kuomintang (KMT)" was tacked on its title: the player probe of stop 61)."""
        rest = []
        for a in given:
            side = isinstance(a, ir.Ref) and a.kind == "enum_value" and a.enum == "side" and a.name in self.sides
            said = self.side(a.name) if side else self.expr(a)
            if side and re.search(r"\bthis side\b", text):
                text = re.sub(r"\bthis side\b", said, text, count=1)
            else:
                rest.append(said)
        return text, rest

    def _untitled(self, e: ir.Call) -> str:
        """A call of a formula without a title: its body read in place, each parameter replaced by
        the value the call gives it ("half of its factor, rounded up, if it is disrupted, …"); where
        that cannot be done (a formula that calls itself, a call that sets facts, a formula read by a
        `reads` sentence), the plain statement that the book gives it no name, with its clause."""
        f = self.formulas[e.name]
        if not self._inlining:   # (an outermost call read in place: the calls inside it share its budget)
            self._inline_budget = INLINED
        values = {a.name: a.value for a in e.params}
        if e.name in self._inlining or e.facts or f.wording or self._inline_budget <= 0 or _copied(f.body, values):
            where = f" in [{f.clause}]" if f.clause else ""
            return f"the answer of a formula without a title{where}"
        self._inline_budget -= 1
        self._inlining.add(e.name)
        try:
            return self.expr(_substitute(f.body, values))
        finally:
            self._inlining.discard(e.name)

    def _field_title(self, e: ir.ItemField) -> str:
        """A field of a record by its title ("Its printed attack factor" → "its printed attack
        factor"), or its words when it has none."""
        record = self.records.get(e.record)
        field = next((f for f in record.fields if f.name == e.name), None) if record is not None else None
        title = _trim(field.title) if field is not None else ""
        if not title or title.split(" ", 1)[0].lower() in _WH:    # "Where it stands" names no value
            return self.words(e.name)
        return _lower_first(title, self.protected) if title.split(" ", 1)[0] != "It" else "it" + title[2:]

    def _aggregate(self, e: ir.Aggregate) -> str:
        """`sum(… for each u in attackers where not u.disrupted)` as players read it: "the sum, over
        each of the attackers that is not disrupted, of its factor", the item named "it" (never by
        the loop's variable), the body worked out for each item on its own."""
        source = self.expr(e.source, LOW + 1)
        single = source.split(" ", 1)[0] in ("every", "each")    # a list titled "Every enemy unit in the hex"
        each = f"{source}{self._that(e.where)}" if single else f"each of {source}{self._that(e.where)}"
        if e.op == "sum":
            return f"the sum, over {each}, of {self.expr(e.body)}, each worked out on its own"
        if e.op == "best":
            return f"the largest, over {each}, of {self.expr(e.body)} (0 if there are none)"
        body = self.condition(e.body)
        if e.op == "count":
            they = _plural(body)
            if they is not None and not single:        # "how many of the attackers are disrupted"
                return f"how many of {source}{self._that(e.where, plural=True)} {they}"
            return f"the number of {source}{self._that(e.where, plural=True)} for which {body}"
        whole = "at least one" if e.op == "any" else "every one"
        if single:          # "at least one enemy unit in the hex", "every enemy unit in the hex"
            whole, source = ("at least one " if e.op == "any" else "every "), source.split(" ", 1)[1]
        else:
            whole += " of "
        if body.startswith("it "):      # "at least one of the attackers is disrupted"
            return f"{whole}{source}{self._that(e.where)}{body[2:]}"
        return f"{body}, for {whole}{source}{self._that(e.where)}"

    def _that(self, where, plural: bool = False) -> str:
        """An aggregate's `where` as a relative clause: " that is not disrupted" ("" for none)."""
        if where is None:
            return ""
        text = self.condition(where)
        they = _plural(text) if plural else None
        if they is not None:
            return f" that {they}"
        return f" that{text[2:]}" if text.startswith("it ") and not plural else f" (only where {text})"

    def _builtin(self, f: str, args: list) -> tuple[str, int]:
        n = len(args)
        if f in ("floor", "ceil") and n == 1 and isinstance(args[0], ir.Binary) and args[0].op == "/" \
                and _is_number(args[0].right, 2):     # ("available ÷ 2, rounded up": the player probe of stop 61)
            return self._builtin("half_up" if f == "ceil" else "half_down", [args[0].left])
        if f in ("floor", "ceil", "round_half_up") and n == 1:
            return f"{self.expr(args[0], LOW + 1)}, {_ROUNDING[f]}", LOW
        if f in ("half_up", "half_down") and n == 1:
            way = "up" if f == "half_up" else "down"
            return f"half of {self.expr(args[0], LOW + 1)}, rounded {way}", LOW
        if f == "abs" and n == 1:
            inner = args[0]
            if isinstance(inner, ir.Binary) and inner.op == "-":
                return f"the difference between {self.expr(inner.left)} and {self.expr(inner.right)}", LOW
            return f"{self.expr(inner, LOW + 1)}, without its sign", LOW
        if f in ("min", "max") and n >= 2:
            limit = "at most" if f == "min" else "at least"
            simple = [a for a in args if self._is_fixed_number(a)]
            if len(simple) == 1 and n == 2:
                other = args[1] if args[0] is simple[0] else args[0]
                return f"{self.expr(other, LOW + 1)}, {limit} {self.expr(simple[0])}", LOW
            which = "smaller" if f == "min" else "larger"
            listed = ", ".join(self.expr(a, LOW + 1) for a in args[:-1])
            return f"the {which} of {listed} and {self.expr(args[-1], LOW + 1)}", LOW
        if f in ("odds", "percent") and n == 2:
            a, d = (self.expr(x, LOW + 1) for x in args)
            return (f"the odds of {a} to {d}" if f == "odds" else f"{a} as a percentage of {d}"), LOW
        return self.words(f), LOW

    def _is_fixed_number(self, e) -> bool:
        """A number written in the rules: a literal, or a constant whose value is a number."""
        if isinstance(e, ir.Lit):
            return e.type == "number"
        c = self.constants.get(e.name) if isinstance(e, ir.Ref) and e.kind == "constant" else None
        return c is not None and c.value.type == "number"

    def _lookup(self, table: str, args: dict, what: str, header_by: str | None = None) -> str:
        """A table look-up: "the Combat Results Table result for a roll of 7 in the 3:1 column"; an
        offset header table's selector among them ("… and the terrain of the defender's hex")."""
        parts = []
        if "roll" in args:
            roll = self.expr(args["roll"])   # (a parameter named roll: "the roll", not "a roll of roll")
            parts.append(roll if roll.startswith("the roll") else f"a roll of {roll}")
        for key in ("column", "row", "key", "value", "group", "odds", "percent", "differential", header_by):
            if key in args:   # (the header row a lookup reads went unsaid: the second designer probe)
                parts.append(self.expr(args[key]))
        parts += [self.expr(args[k]) for k in sorted(args) if k.isdigit()]
        text = f"the {table} {what}"
        if parts:
            text += " for " + either(parts, "and")
        if "shift" in args:
            text += f", shifted by {self.expr(args['shift'])}"
        return text

    # ---------------------------------------------------------------- conditions
    def condition(self, e: ir.Expr) -> str:
        """A yes/no expression as a statement: "the terrain of the defender's hex is Woods"."""
        if isinstance(e, ir.Ref):
            return self._statement(e)
        if isinstance(e, ir.Lit) and e.type == "flag":
            return "always" if e.value else "never"
        if isinstance(e, ir.Compare) and e.op == "!=" and self._others(e.right):
            # "is not No inflation" (a negative value denied) as the values it leaves: "is Rampant inflation
            # or Hyperinflation", as the rules say it (the player probe of stop 61)
            return f"{self._subject(e.left)} is {either(self._others(e.right), 'or')}"
        if isinstance(e, ir.Compare) and self._counted(e):
            return self._counted(e)
        if isinstance(e, ir.Compare):
            subject = self._subject(e.left)
            value = self.expr(e.right, LOW + 1)
            # "is 5 or later" for a turn, never for a count that merely mentions one ("missions … this player turn")
            timely = re.match(r"(the )?(current )?(game )?(turn|GT)$", subject) and e.op in _COMPARE_TIME
            said = (_COMPARE_TIME if timely else _COMPARE)[e.op].format(value)
            words = subject.split(" ", 1)   # ("the hexes are more than 1", not "is": the hard probe's)
            if len(words) == 2 and words[0] in ("the", "all") and plural_head(words[1]) is not None:
                said = "are" + said[2:]
            return f"{subject} {said}"
        if isinstance(e, ir.Member) and e.over is not None:     # `turn in mud_turns`: a list constant
            c = self.constants.get(getattr(e.over, "name", ""))
            if c is None or not isinstance(c.value.value, tuple):
                listed = self.expr(e.over)
            else:
                names = self.enum_values.get(c.value.type[len("list of "):], {})
                items = ", ".join(str(names.get(v, v)) if isinstance(v, str) else number(v) for v in c.value.value)
                listed = f"the {_lower_first(c.title, set())} ({items})" if c.title else items
            return f"{self._subject(e.left)} is {'not ' if e.negate else ''}one of {listed}"
        if isinstance(e, ir.Member):
            options = [self.expr(o) for o in e.options]
            subject = self._subject(e.left)
            if e.negate:
                return f"{subject} is neither {' nor '.join(options)}" if len(options) == 2 else \
                    f"{subject} is not {either(options, 'or')}"
            return f"{subject} is {either(options, 'or')}"
        if isinstance(e, ir.Unary) and e.op == "not":
            return self.negated(e.operand)
        if isinstance(e, ir.Logic) and e.op == "and":
            return either([self._clause_part(o) for o in self._between(e.operands)], "and")
        if isinstance(e, ir.Logic):
            parts = [self._clause_part(run[0]) if len(run) == 1 else
                     f"{self._subject(run[0].left)} is {either([self.expr(o.right, LOW + 1) for o in run], 'or')}"
                     for run in _same_subject(e.operands, e.op)]
            return either(parts, e.op)
        if isinstance(e, ir.Call) and e.kind == "formula" and e.name in self.formulas:
            title = self.formulas[e.name].title
            if title.endswith("?"):
                return _question(title)
            if title.startswith("Whether ") and len(title) > 8:   # ('Whether the defenders gain …': a statement)
                return title[8:]
        if isinstance(e, ir.ItemField) and e.type == "flag":
            title = self._field_title(e)
            if isinstance(e.target, ir.Ref) and e.target.kind == "local":   # "it carries a Disrupted marker"
                return title if title.startswith("it ") or _AUX.search(title) else f"it is {title}"
            return f"{self.expr(e.target)} is {title}"
        return self.expr(e)

    def _others(self, e: ir.Expr) -> list[str]:
        """The titles of a list's other values, for a value whose title says there is none ("No
        inflation", "None") in a list of at most four; [] for any other expression."""
        if not (isinstance(e, ir.Ref) and e.kind == "enum_value"):
            return []
        values = self.enum_values.get(e.enum or "", {})
        title = values.get(e.name) or ""
        if not (title.startswith("No ") or title == "None") or not 1 < len(values) <= 4:
            return []
        return [t for v, t in values.items() if v != e.name]

    def _subject(self, e: ir.Expr) -> str:
        """The subject of a comparison (a parameter has its article already: `_param`)."""
        return self.expr(e, LOW + 1)

    def _counted(self, e: ir.Compare) -> str:
        """A count of things compared with 1 as whether there are any: "there is at least one
        entrenchment already in the hex", "there are no attacking ground combat units … in the hex",
        a count of times as "… has already been used at least once, …" ("the times this marker has
        already been used … are at least 1", "… are less than 1 unit": the player probe of stop 61);
        "" for any other comparison."""
        some = {(">=", 1): True, (">", 0): True, ("<", 1): False, ("==", 0): False, ("<=", 0): False}.get(
            (e.op, self._fixed_value(e.right)))
        if some is None or not (isinstance(e.left, ir.Ref) and e.left.kind in ("fact", "param")
                                 and e.left.type in ("count", "integer", "number")):
            return ""
        subject = self._subject(e.left)
        words = subject.split(" ")
        head = plural_head(" ".join(words[1:])) if words[0] == "the" else None
        if head is None:
            return ""
        if head == 0 and words[1].lower() == "times":   # "the times X" : "X at least once"
            if not some:
                return ""
            said = " ".join(words[2:])
            cut = said.find(",")
            return said + " at least once" if cut < 0 else said[:cut] + " at least once" + said[cut:]
        if not some:
            return "there are no " + " ".join(words[1:])
        noun = words[1:]
        noun[head] = singular(noun[head].rstrip(",;")) + noun[head][len(noun[head].rstrip(",;")):]
        return "there is at least one " + " ".join(noun)

    def _fixed_value(self, e: ir.Expr):
        """The number a literal or a constant of a number holds (None for any other expression)."""
        if isinstance(e, ir.Ref) and e.kind == "constant" and e.name in self.constants:
            e = self.constants[e.name].value
        return e.value if isinstance(e, ir.Lit) and e.type == "number" else None

    def _between(self, operands) -> list:
        """The operands of an `and`, a pair bounding one subject from below and above (`turn >= 16 and
        turn <= 18`) put as one phrase in the place of the first: "the current game turn is 16 to 18"
        ("is 16 or later and the current game turn is 18 or earlier": the player probe of stop 61)."""
        out = list(operands)
        for i, low in enumerate(out):
            if not (isinstance(low, ir.Compare) and low.op == ">="):
                continue
            j = next((k for k, high in enumerate(out) if isinstance(high, ir.Compare) and high.op == "<="
                      and high.left == low.left), None)
            if j is None:
                continue
            subject = self._subject(low.left)
            timely = re.match(r"(the )?(current )?(game )?(turn|GT)$", subject)
            bounds = f"{self.expr(low.right, LOW + 1)} to {self.expr(out[j].right, LOW + 1)}"
            words = subject.split(" ", 1)
            verb = "are" if len(words) == 2 and words[0] in ("the", "all") and plural_head(words[1]) is not None else "is"
            out[i] = f"{subject} {verb} {bounds if timely else 'from ' + bounds}"
            del out[j]
        return out

    def _clause_part(self, e) -> str:
        if isinstance(e, str):      # (a phrase `_between` made of two comparisons)
            return e
        text = self.condition(e)
        return f"({text})" if isinstance(e, ir.Logic) else text

    def negated(self, e: ir.Expr) -> str:
        """The opposite statement: "winter is not in effect this GT"."""
        if isinstance(e, ir.Compare):
            flip = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}
            return self.condition(evolve(e, op=flip[e.op]))
        if isinstance(e, ir.Member):
            return self.condition(evolve(e, negate=not e.negate))
        if isinstance(e, ir.Unary) and e.op == "not":
            return self.condition(e.operand)
        if isinstance(e, ir.Call) and e.kind == "formula" and e.name in self.formulas \
                and self.formulas[e.name].title.endswith("?"):
            denied = _question(self.formulas[e.name].title, negate=True)
            if denied is not None:
                return denied
        text = self.condition(e)
        if isinstance(e, ir.Logic):
            return f"not ({text})"
        hit = _AUX.search(text)
        if hit:
            before, after = text[:hit.end()], text[hit.end():]
            if after.startswith(" not "):   # "is not in play" → "is in play"
                return before + after[4:]
            if after.startswith(" no "):    # "has no unit able to …" → "has some unit able to …" (not "has not no")
                return before + " some " + after[4:]
            if hit.group(1) == "must":      # the opposite of an obligation: "need not keep" (not "must not keep")
                return text[:hit.start()] + "need not" + after
            return before + " not" + after
        return f"not {text}" if " " not in text else f"it is not so that {text}"

    def when_unless(self, e: ir.Expr) -> str:
        """A condition after which a rule applies: "when A and B, unless C"."""
        ops = e.operands if isinstance(e, ir.Logic) and e.op == "and" else (e,)
        yes = self._between([o for o in ops if not _is_not(o)])
        # a lone group needs no parentheses ("when A or B"); among several, each group keeps them
        yes = [self._clause_part(yes[0]) if isinstance(yes[0], str) else self.condition(yes[0])] if len(yes) == 1 \
            else [self._clause_part(o) for o in yes]
        text = f"when {either(yes, 'and')}" if yes else ""
        return self._unless(text, [o.operand for o in ops if _is_not(o)])

    def _unless(self, text: str, negated: list) -> str:
        """`text` followed by ", unless A or B" for the negated conditions. A lone `or` reads as it
        is ("unless A or B"); a lone `and` of two reads "unless both A and B" (a player read the
        brackets of "unless (A and B)" as logic: the player probe); a lone `and` of more and every
        group among several are parenthesised ("unless (A and B) or C"), so that no part reads as a
        further condition."""
        if not negated:
            return text
        lone = negated[0] if len(negated) == 1 else None
        if isinstance(lone, ir.Logic) and lone.op == "and" and len(lone.operands) == 2:
            first, second = (self._clause_part(o) for o in lone.operands)
            return text + (", " if text else "") + f"unless both {first} and {second}"
        if lone is not None and not (isinstance(lone, ir.Logic) and lone.op == "and"):
            no = [self.condition(lone)]
        else:
            no = [self._clause_part(o) for o in negated]
        return text + (", " if text else "") + f"unless {either(no, 'or')}"

    def rule_condition(self, a: ir.Applies) -> str:
        """A rule's condition as "when A, unless B", in the designer's own words (`reads "…"`) for
        each part that has them."""
        words = dict(a.wording)     # every part of the condition, its sentence or ""
        if not words or a.condition is None:
            return self.applies(a.condition)
        e = a.condition
        when = unless = None
        if "when" in words and "unless" in words:     # lowered as `W and not U`
            when, unless = e.operands[0], e.operands[1].operand
        elif "unless" in words:                       # `not U`
            unless = e.operand
        else:
            when = e
        text = ("when " + words["when"]) if words.get("when") else self.when_unless(when) if when is not None else ""
        if unless is None:
            return text
        if words.get("unless"):
            return text + (", " if text else "") + "unless " + words["unless"]
        return self._unless(text, [unless])

    def applies(self, e: ir.Expr | None) -> str:
        """The condition of a rule (`Applies.condition`) as "when A, unless B". The lowering joins a
        rule's `when` W and `unless` U as `W and not U` (`not U` alone without a `when`); the two
        parts are read back here, so a `when` of several conditions reads as one list."""
        if e is None:
            return ""
        if isinstance(e, ir.Logic) and e.op == "and" and len(e.operands) == 2 and _is_not(e.operands[1]) \
                and not _is_not(e.operands[0]):     # `when not A and not B` reads "unless A or B", as one list
            return self._unless(self.when_unless(e.operands[0]), [e.operands[1].operand])
        return self.when_unless(e)


def _of_item(e) -> bool:
    """A field of the item an aggregate is at (`u.factor`)."""
    return isinstance(e, ir.ItemField) and isinstance(e.target, ir.Ref) and e.target.kind == "local"


def _copied(body, values: dict) -> bool:
    """Whether reading `body` in place would write an argument of more than a few nodes (a name, a
    number, an item's field) more than once: each formula of a chain that used its parameter 8 times
    multiplied the text by 8 (a 786-byte book, 163 MB of web book)."""
    uses: dict[str, int] = {}
    for n in ir.walk(body):
        if isinstance(n, ir.Ref) and n.kind == "param" and n.name in values:
            uses[n.name] = uses.get(n.name, 0) + 1
    return any(count > 1 and sum(1 for _ in ir.walk(values[name])) > 3 for name, count in uses.items())


def _substitute(e, values: dict):
    """`e` with every parameter named in `values` replaced by its value (a formula's body read at
    a call)."""
    if isinstance(e, ir.Ref):
        return values.get(e.name, e) if e.kind == "param" else e
    if not attrs.has(type(e)):
        return e
    changes = {}
    for a in attrs.fields(type(e)):
        old = getattr(e, a.name)
        new = tuple(_substitute(x, values) for x in old) if isinstance(old, tuple) else _substitute(old, values)
        if new is not old:
            changes[a.name] = new
    return evolve(e, **changes) if changes else e


def _plural(statement: str) -> str | None:
    """"it is disrupted" → "are disrupted", for a statement about each item said of them all; None
    for a verb this does not know how to say of several."""
    for one, several in (("it is ", "are "), ("it has ", "have "), ("it was ", "were "), ("it does ", "do "),
                         ("it can ", "can "), ("it may ", "may "), ("it must ", "must ")):
        if statement.startswith(one):
            return several + statement[len(one):]
    return None


def _is_not(e) -> bool:
    return isinstance(e, ir.Unary) and e.op == "not"


def _is_number(e, value) -> bool:
    return isinstance(e, ir.Lit) and e.type == "number" and e.value == value


def _literal(e: ir.Lit) -> str:
    if e.type == "ratio":
        return f"{e.value[0]}:{e.value[1]}"
    if e.type == "text":
        return f"“{e.value}”"
    if e.type == "flag":
        return "yes" if e.value else "no"
    if e.value is None:
        return "nothing"
    return number(e.value)


def _lookup_args(e: ir.Lookup) -> dict[str, ir.Expr]:
    """A look-up's arguments by name; those given without a name as '0', '1', …"""
    named = {a.name: a.value for a in (*e.args, *e.facts)}
    named.update({str(i): v for i, v in enumerate(e.positional)})
    return named


def either(parts: list[str], joiner: str) -> str:
    """'a', 'a or b', 'a, b or c'."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {joiner} " + parts[-1]


# The verbs a "Does …?" question of the books asks with: the subject is every word before the first of
# them ("Does this CAS attempt succeed?"); a question with another verb stays quoted.
_QUESTION_VERBS = frozenset({"become", "begin", "block", "control", "count", "earn", "end", "leave", "rally",
                             "stay", "succeed"})


def _third_person(verb: str) -> str:
    """'earn' → 'earns', 'rally' → 'rallies', 'reach' → 'reaches'."""
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z", "o")) else "s")


def _question(title: str, negate: bool = False) -> str | None:
    """'Is the unit within command range?' → 'the unit is within command range'; 'Does the result earn
    RP?' → 'the result earns RP' ('the result does not earn RP' with `negate`). Other questions are
    quoted ("the answer to “…?” is yes", "… is no"); None for a denied question the caller words."""
    words = title.rstrip("?").split(" ")
    if len(words) > 3 and words[0] in ("Is", "Are") and words[1] in ("the", "a", "an") \
            and words[3] in ("within", "in", "on", "at", "out", "under", "active", "spotted", "eliminated"):
        return None if negate else " ".join([words[1], words[2], words[0].lower(), *words[3:]])
    verb = next((i for i, w in enumerate(words) if i > 1 and w in _QUESTION_VERBS), None)
    if words[0] in ("Does", "Do") and verb is not None:
        # ("the answer to “Does the result earn RP?” is not yes" read as an engine asking: the player probe)
        subject, rest = words[1:verb], words[verb + 1:]
        said = [f"{words[0].lower()} not", words[verb]] if negate else \
            [_third_person(words[verb]) if words[0] == "Does" else words[verb]]
        return " ".join([*subject, *said, *rest])
    if not negate and len(words) > 2 and words[0] == "Do" and words[1] in ("the", "all", "both", "any", "its", "their"):
        # 'Do the defenders gain the hexside's shifts?': its words after "Do" are the statement, in
        # order ("the answer to “…?” is yes" read as an engine asking: the player probe)
        return " ".join(words[1:])
    return f"the answer to “{title}” is {'no' if negate else 'yes'}"


def _same_subject(operands, op: str) -> list[list]:
    """The operands of an `or`, those next to each other that compare one subject for equality in one
    run ("the terrain is Woods, City or Town", not the subject again at each: a fact's title was
    printed 40 times in one condition); any other operand a run of its own."""
    runs: list[list] = []
    for o in operands:
        equal = op == "or" and isinstance(o, ir.Compare) and o.op == "=="
        if equal and runs and isinstance(runs[-1][0], ir.Compare) and runs[-1][0].op == "==" \
                and runs[-1][0].left == o.left:
            runs[-1].append(o)
        else:
            runs.append([o])
    return runs
