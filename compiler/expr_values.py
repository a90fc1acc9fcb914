"""Expressions as values, in words: noun phrases for literals, names, calls (a titled formula by its
title, an untitled one read in place, up to `INLINED` deep), table look-ups, record fields,
aggregates ("the sum, over each of the attackers …") and built-ins ("half of MA, rounded down"),
parenthesised by precedence inside arithmetic. A mixin of `expr_text.Phrases` (its names: `ref`,
`noun`, `words`, `side`; its conditions: `expr_conditions`). Fed by: the resolved rule model
(`dsl.ir`) through `Phrases`.
"""
from __future__ import annotations

import re

import attrs
from attrs import evolve

from dsl import ir
from .expr_words import LOW, _DETERMINERS, _lower_first, _plural, _trim, either, number

_ARITH = {"*": "×", "/": "÷", "+": "+", "-": "−"}
_PRECEDENCE = {"+": 5, "-": 5, "*": 6, "/": 6, "neg": 7, "atom": 8}
_ROUNDING = {"floor": "rounded down", "ceil": "rounded up",
             "round_half_up": "rounded to the nearest whole number (a half up)"}
# Calls of untitled formulas read in place within one outermost such call: each body calling the
# next one twice, 24 deep, wrote 2^24 copies (a build that never ended); past it, a call is named.
INLINED = 16
_WH = {"where", "which", "what", "how", "whether", "when", "who", "why"}


class ValuePhrases:
    """`Phrases`' values: `expr` reads an expression as a noun phrase."""

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
