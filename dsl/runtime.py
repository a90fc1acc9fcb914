"""The runtime of generated rule packages: the language's value types and table lookups.
Fed by: nothing — `generated/<book>/__init__.py` imports this module and only this module.

Every answer carries a trace, the clause ids that produced it, in the order they were used:
`Value` for numbers, flags, ratios and text; `Outcome` for a table cell. Errors an engine can catch:
`MissingFact`, `OffTable`, `NotInSource`, `ConflictError`, `ForbiddenLookup`, `FieldNotGiven`.
"""
from __future__ import annotations

import math
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction

from .runtime_inputs import (Inputs, MissingField, NotAnEnumValue, _suggest, RollOutOfRange, RulesError, RulesInputError,
                             UnknownFact, UnknownField, UnknownOption, UnknownRow, UnknownScenario, UnprintedColumn,
                             WrongType)
from .runtime_inputs import ForbiddenLookup

__all__ = ["Fraction", "Ratio", "Record", "Value", "Outcome", "Effect", "Table", "Trace", "Override", "Sequence",
           "Step", "Example", "RulesError", "RulesInputError", "MissingFact", "UnknownFact", "WrongType",
           "NotAnEnumValue", "RollOutOfRange", "UnprintedColumn", "UnknownRow", "UnknownScenario", "UnknownOption",
           "UnknownField", "MissingField", "OffTable", "NotInSource", "ConflictError", "NotInPlay", "Inputs", "rule", "odds", "percent",
           "ForbiddenLookup", "FieldNotGiven"]


# ---------------------------------------------------------------- errors
class MissingFact(RulesInputError, KeyError):
    """A fact the answer needs was not given, and it has no default."""

    def __str__(self):
        return f"the fact {self.args[0]!r} is needed but was not given"


class OffTable(RulesError, LookupError):
    """A lookup fell off a table that has no edge rule for that side."""


class NotInSource(RulesError, LookupError):
    """The source does not print this table or cell (declared `missing`)."""


class ConflictError(RulesError):
    """Two exceptions of the same precedence both apply."""


class NotInPlay(RulesError):
    """A computation of an optional rule was asked for while that rule is not chosen."""


class FieldNotGiven(RulesError, AttributeError):
    """A field read on a table answer whose effects do not give it: no pattern of the cell printed
    it and none fixed it (`A1` has no `retreat` unless its pattern says `{ retreat: 0 }`)."""


Number = int | Fraction   # the numbers of the rules: exact, never floats
_ODDS_MARKS = (":", "-", "–", "—")   # odds as text: 3:1, or printed with a hyphen or dash: 3-1


def _odds_text(text) -> tuple[int, int] | None:
    """`"3:1"`, `"3-1"`, `" 1 : 2 "` → (3, 1), (3, 1), (1, 2); anything else None."""
    s = str(text).strip()
    for mark in _ODDS_MARKS:
        a, sep, b = s.partition(mark)
        if sep and a.strip().isdigit() and b.strip().isdigit():
            return int(a), int(b)
    return None


def rule(kind: str, clause, reads: dict):
    """Mark a generated public function for introspection: `.kind` (formula, modifier, combine,
    permission, table), `.clause`, and `.reads`, the facts it (and everything it uses) reads,
    with their declared types."""
    def mark(fn):
        fn.kind, fn.clause, fn.reads = kind, clause, dict(reads)
        return fn
    return mark


# ---------------------------------------------------------------- values
class Ratio:
    """An odds ratio normalised to n:1 or 1:n; ordered along the odds scale."""

    __slots__ = ("attack", "defense")

    def __init__(self, attack: int, defense: int):
        attack, defense = int(attack), int(defense)
        if attack > 0 and defense > 0 and attack != 1 and defense != 1:   # uneven odds: 7:2 is 3:1, 2:7 is 1:4
            attack, defense = (attack // defense, 1) if attack >= defense else (1, -(-defense // attack))
        self.attack, self.defense = attack, defense

    @classmethod
    def parse(cls, text: str) -> "Ratio":
        """Odds as printed ("3:1", "1:2", or with a hyphen, "3-1"); uneven odds are rounded as odds
        are ("7:2" is 3:1)."""
        pair = _odds_text(text)
        if pair is None:
            raise ValueError(f"not odds: {text!r} (write 3:1 or 3-1)")
        return odds(*pair)

    @property
    def position(self) -> int:
        return self.attack - 1 if self.defense == 1 else -(self.defense - 1)

    def __eq__(self, other):
        if isinstance(other, str):
            other = Ratio.parse(other)
        return isinstance(other, Ratio) and self.position == other.position

    def __lt__(self, other):
        return self.position < other.position

    def __le__(self, other):
        return self.position <= other.position

    def __gt__(self, other):
        return self.position > other.position

    def __ge__(self, other):
        return self.position >= other.position

    def __hash__(self):
        return hash(self.position)

    def __str__(self):
        return f"{self.attack}:{self.defense}"

    def __repr__(self):
        return f"Ratio({self.attack}, {self.defense})"


def odds(attack, defense) -> Ratio:
    """Attack against defence: divide and round down; poor odds (attack < defence) are 1:n with
    the defence divided by the attack rounded up."""
    if attack.__class__ is int and defense.__class__ is int:   # (whole strengths, the common case: no Fraction)
        if defense <= 0:
            raise ValueError("defence must be positive")
        if attack >= defense:
            return Ratio(attack // defense, 1)
        if attack <= 0:
            raise ValueError("attack must be positive")
        return Ratio(1, -(-defense // attack))
    attack, defense = Fraction(attack), Fraction(defense)
    if defense <= 0:
        raise ValueError("defence must be positive")
    if attack >= defense:
        return Ratio(math.floor(attack / defense), 1)
    if attack <= 0:
        raise ValueError("attack must be positive")
    return Ratio(1, math.ceil(defense / attack))


def percent(attack, defense) -> int:
    """Attack as a whole percentage of defence, rounded down."""
    return math.floor(Fraction(attack) * 100 / Fraction(defense))


def option_on(facts: dict, clause: str, scenario_options: dict) -> bool:
    """Is the optional rule `clause` in play? The `options` fact (clause ids, or "all") decides;
    without it, the options of the scenario named by the `scenario` fact."""
    chosen = facts.get("options")
    if chosen is None:
        chosen = scenario_options.get(facts.get("scenario"), ())
    if isinstance(chosen, str):
        chosen = [c.strip() for c in chosen.split(",")]
    return "all" in chosen or clause in chosen


def num(x):
    """Whole fractions become ints so answers read naturally."""
    if x.__class__ is int:   # the common case, without isinstance's trip through the numbers ABCs
        return x
    if isinstance(x, Fraction) and x.denominator == 1:
        return int(x)
    return x


def div(a, b):
    return num(Fraction(a) / Fraction(b))


def half_up(x):
    return math.ceil(Fraction(x) / 2)


def half_down(x):
    return math.floor(Fraction(x) / 2)


def round_half_up(x):
    return math.floor(Fraction(x) + Fraction(1, 2))


def multiply(value, factor, rounding: str):
    out = Fraction(value) * Fraction(factor)
    if rounding == "up":
        return math.ceil(out)
    if rounding == "down":
        return math.floor(out)
    return num(out)


def scenario_amount(scenarios: dict, facts: dict, side, unit, turn, trace):
    """The amount of `unit` (CP …) the played scenario gives `side` on `turn` (its
    `turn N SIDE: amount UNIT` line); its clause joins the trace. NotInSource when no scenario is
    played or the scenario gives none."""
    sid = facts.get("scenario")
    sc = scenarios.get(sid) if sid is not None else None
    if sc is None:
        raise NotInSource(f"no scenario is played, so no {unit} is given for {side} on turn {turn}: pass scenario=…")
    for t, s, amount, u, _ in sc.amounts:
        if t == turn and s == side and u == unit:
            trace.add(sc.clause)
            return amount
    raise NotInSource(f"scenario {sid} gives no {unit} for {side} on turn {turn}")


_NOT_GIVEN = object()


def fact(facts: dict, name: str, defaults: dict = {}, calendars: dict = {}):
    """A fact from the engine; else, for a fact the played scenario's calendar gives, its value on
    the turn given (`calendars[scenario][fact] = (turn fact, first turn, values)`); else its
    declared default; MissingFact otherwise."""
    value = facts.get(name, _NOT_GIVEN)   # (not a KeyError caught: most facts a rule reads are not given)
    if value is not _NOT_GIVEN:
        return value
    if calendars:
        cal = calendars.get(facts.get("scenario"), {}).get(name)
        if cal is not None and cal[0] in facts:
            i = facts[cal[0]] - cal[1]
            if type(i) is int and 0 <= i < len(cal[2]):
                return cal[2][i]
    value = defaults.get(name, _NOT_GIVEN)
    if value is not _NOT_GIVEN:
        return value
    raise MissingFact(name)


floor = math.floor
ceil = math.ceil


_set = object.__setattr__


class Value:
    """A computed answer and the clause ids that produced it; read-only, as answers are shared
    (a public function gives the same answer again for the same inputs: `remember`)."""

    __slots__ = ("value", "trace")

    def __init__(self, value, trace=()):
        _set(self, "value", value if value.__class__ is int else num(value))
        _set(self, "trace", tuple(trace))

    def __setattr__(self, name, value):
        raise AttributeError("answers are read-only")

    def __eq__(self, other):
        return eq(self.value, other.value if isinstance(other, Value) else other)

    def __hash__(self):
        return hash(self.value)

    def __bool__(self):
        return bool(self.value)

    def __repr__(self):
        return f"Value({self.value!r}, trace={self.trace!r})"


def carry(facts: dict, args: tuple = ()) -> tuple:
    """Answers compose: a `Value` given back as a fact or an argument counts as its value, and its
    trace joins the new answer's. Unwraps `facts` in place; gives (args unwrapped, carried trace)."""
    trace: list = []
    for key, v in facts.items():
        if v.__class__ is Value:
            facts[key] = v.value
            trace += v.trace
    if args and Value in map(type, args):
        trace += [c for a in args if a.__class__ is Value for c in a.trace]
        args = tuple(a.value if a.__class__ is Value else a for a in args)
    return args, (tuple(dict.fromkeys(trace)) if trace else ())


# ---------------------------------------------------------------- answers given again
# Each public function of a generated package gives an answer it gave before for the same inputs
# (the same values of the same classes, so True is not 1) without checking or computing it anew:
# those inputs passed the strict checks once, and the rules are functions of their inputs. Only
# inputs of `_KEPT_CLASSES` are kept: immutable, and equal only to values that behave the same —
# not a `Value` (its trace is not part of its equality), not a `Ratio` (mutable), not a tuple or
# a record (they may hold mutable things), nor anything an engine defines. Answers are read-only.
#
# The facts a function reads are keyword parameters of its own (`crt(..., attacker=ABSENT)`), so
# the generated function looks its kept answer up in a plain dict, by a key it writes out itself
# (`compiler.to_python.kept_key`): the values of its own inputs (a roll, a column), the facts it
# reads, each as itself when of a kept class (ABSENT, a bool, exactly an int or a str: the facts
# not given cost one comparison each) or else in a 1-tuple, then its own inputs' classes. Any other
# fact given (in `**facts`) is answered by `answer`, checked and computed, and not kept.
class _Absent:
    """A fact not given to a public function (its keyword left at its default)."""

    __slots__ = ()

    def __repr__(self):
        return "ABSENT"


ABSENT = _Absent()
_KEPT_CLASSES = frozenset({int, str, bool, type(None), Fraction, _Absent})
MEMO_SIZE = 4096   # answers kept per function; past it, all are forgotten and kept anew


def kept(public, inner: list = ()) -> dict:
    """The answers `public` keeps, by its inputs (`compiler.to_python.kept_key`);
    `public.forget()` drops them, and the answers every rule of its module keeps for the rules
    that use it (`inner`: a list of `inner_answers` dicts, filled as the module is run)."""
    answers: dict = {}

    def forget() -> None:
        answers.clear()
        for kept_inner in inner:
            kept_inner.clear()
    public.forget = forget
    return answers


# What a rule used by other rules keeps (`inner`): a combination of modifiers is most of a whole
# combat's work, and an engine resolving many combats asks it again with the same facts while the
# strengths change. Its key is the value and the facts exactly as given, with their classes, so it
# relies on nothing the rule's reads declare; facts of other classes (a Fraction, a list, a
# record), or a value that is not a whole number, are worked out every time, and nothing is kept
# while `rules explain` watches the exceptions a rule's conditions let fire.
_PLAIN_FACT_CLASSES = frozenset({bool, int, str, type(None)})


def inner_answers(registry: list) -> dict:
    """A new dict of kept inner answers, in `registry` (which every public `forget()` clears)."""
    answers: dict = {}
    registry.append(answers)
    return answers


def inner(compute, answers: dict, value, facts: dict):
    """`compute(value, facts)`, kept in `answers` by `value` and `facts` (see above)."""
    if (value is None or value.__class__ is int) and _WATCHED.get() is None:
        classes = tuple(map(type, facts.values()))
        if _PLAIN_FACT_CLASSES.issuperset(classes):
            key = (value, tuple(facts.items()), classes)
            hit = answers.get(key)
            if hit is None:
                if len(answers) >= MEMO_SIZE:
                    answers.clear()
                hit = answers[key] = compute(value, facts)
            return hit
    return compute(value, facts)


def answer(checked, answers: dict, args: tuple, named: dict, facts: dict, key: tuple | None = None,
           classes: int = 0):
    """A public function's answer when it is not kept yet: `checked(*args, given facts)` checks and
    computes it. `key` is the key the function looked it up by, its last `classes` items the
    classes of its own inputs (None when another fact was given or an input cannot be a key): the
    answer is kept under it when every input is of a kept class — no fact in a 1-tuple, every class
    one of `_KEPT_CLASSES`."""
    given = {k: v for k, v in named.items() if v is not ABSENT}
    if facts:
        given.update(facts)
    result = checked(*args, given)   # (it may unwrap Values in `given`, not in the key)
    if key is not None and tuple not in map(type, key[:len(key) - classes]) \
            and _KEPT_CLASSES.issuperset(key[len(key) - classes:]):
        if len(answers) >= MEMO_SIZE:
            answers.clear()
        answers[key] = result
    return result


def joined(answer, carried: tuple):
    """`answer` with the carried clauses after its own (the answer's rule first, then its inputs')."""
    if not carried:
        return answer
    trace = tuple(dict.fromkeys(answer.trace + carried))
    if isinstance(answer, Outcome):
        return Outcome(answer.text, answer.effects, answer.marks, answer.row, answer.column, answer.drm, trace,
                       answer.rewritten_text)
    return Value(answer.value, trace)


class Trace:
    """Collects clause ids while a generated function runs."""

    __slots__ = ("ids",)

    def __init__(self, *ids):
        self.ids = list(ids)

    def add(self, clause):
        if clause is not None and clause not in self.ids:
            self.ids.append(clause)

    def take(self, answer):
        """Merge an answer's trace; give back its plain value (or the Outcome itself)."""
        if answer.__class__ is Value:   # (most answers: the same as below, without the lookups)
            ids = self.ids
            for c in answer.trace:
                if c is not None and c not in ids:
                    ids.append(c)
            return answer.value
        for c in getattr(answer, "trace", ()):
            self.add(c)
        return answer.value if isinstance(answer, Value) else answer

    def result(self, value) -> Value:
        if not self.ids and (value.__class__ is bool or value.__class__ is int):
            shared = _UNTRACED.get((value, value.__class__))   # (answers are read-only: one will do)
            if shared is not None:
                return shared
        return Value(value, self.ids)

    def const(self, value, clause):
        """A constant's value, noting the clause that states it."""
        self.add(clause)
        return value


# The answers most rules give with no clause to cite: a shift of 0, a flag not raised.
_UNTRACED = {(v, v.__class__): Value(v) for v in (False, True, -2, -1, 0, 1, 2, 3)}


class Record:
    """Plain read-only data with attributes (clauses, scenarios, the book header)."""

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __setattr__(self, name, value):
        raise AttributeError("generated records are read-only")

    def as_dict(self) -> dict:
        return dict(self.__dict__)

    def __eq__(self, other):
        return isinstance(other, Record) and self.__dict__ == other.__dict__

    def __repr__(self):
        shown = ", ".join(f"{k}={v!r}" for k, v in list(self.__dict__.items())[:3])
        return f"Record({shown}, …)"


# ---------------------------------------------------------------- table results
class Effect:
    """One part of a cell: its kind and its numeric fields (`D1R2` → defender, loss 1, retreat 2)."""

    __slots__ = ("kind", "fields")

    def __init__(self, kind: str, fields=()):
        self.kind = kind
        self.fields = dict(fields)

    def __eq__(self, other):
        return isinstance(other, Effect) and (self.kind, self.fields) == (other.kind, other.fields)

    def __getattr__(self, name):
        if name.startswith("_") or name in ("kind", "fields"):
            raise AttributeError(name)
        try:
            return self.fields[name]
        except KeyError:
            raise FieldNotGiven(f"the {self.kind} effect gives no field {name!r}; it gives "
                                f"{', '.join(self.fields) or 'nothing'}") from None

    def __repr__(self):
        return f"Effect({self.kind!r}, {self.fields!r})"


class Outcome:
    """A table answer: the printed text, its parsed effects, marks, where it was read, and why.

    Compare with text (`outcome == "D1R2"`), or read `.kind`, `.effects`, any effect field
    (`.retreat`), a mark (`.underline`), `.row`, `.column`, `.drm`, `.trace`, and
    `.rewritten_text` (what the cell would print after the exceptions' rewrites: `D2R3` → `D2R1`).
    """

    __slots__ = ("text", "effects", "marks", "row", "column", "drm", "trace", "_rewritten", "rewritten_text")

    def __init__(self, text, effects, marks=(), row="", column="", drm=0, trace=(), rewritten_text=None):
        setattr_ = object.__setattr__   # outcomes are shared between lookups: read-only after this
        setattr_(self, "_rewritten", {})   # exceptions that fired (ids) → this outcome rewritten by them
        setattr_(self, "text", text)
        # the text as the rewritten effects would print (see result_text); the printed text if none
        setattr_(self, "rewritten_text", text if rewritten_text is None else rewritten_text)
        setattr_(self, "effects", tuple(effects))
        setattr_(self, "marks", tuple(marks))
        setattr_(self, "row", row)
        setattr_(self, "column", column)
        setattr_(self, "drm", drm)
        setattr_(self, "trace", tuple(trace))

    def __setattr__(self, name, value):
        raise AttributeError("outcomes are read-only")

    @property
    def kind(self) -> str:
        return "/".join(e.kind for e in self.effects)

    @property
    def value(self):
        """For number and text tables: the cell as a value."""
        if len(self.effects) == 1 and self.effects[0].kind in ("number", "text"):
            return next(iter(self.effects[0].fields.values()))
        return self.text

    def __getattr__(self, name):
        """A field of the first effect that has it (`.retreat`), the effect of a kind
        (`.defender.retreat`), or a mark (`.underline`)."""
        if name.startswith("_"):
            raise AttributeError(name)
        for e in self.effects:
            if name in e.fields:
                return e.fields[name]
        for e in self.effects:
            if e.kind == name:
                return e
        if name in _KNOWN_MARKS:
            return name in self.marks
        fields = sorted({f for e in self.effects for f in e.fields})
        raise FieldNotGiven(f"{self.text!r} gives no field or effect {name!r}: its effects are "
                            f"{', '.join(e.kind for e in self.effects) or 'none'}, its fields "
                            f"{', '.join(fields) or 'none'} (a field is there only where the cell's pattern "
                            "prints or fixes it)")

    def __eq__(self, other):
        if isinstance(other, str):
            return self.text == other
        if isinstance(other, Outcome):
            return (self.text, self.effects) == (other.text, other.effects)
        return self.value == other

    def __hash__(self):
        return hash(self.text)

    def __repr__(self):
        return f"Outcome({self.text!r}, kind={self.kind!r}, row={self.row!r}, column={self.column!r}, drm={self.drm})"


_KNOWN_MARKS = {"underline"}


def field(x, name):
    if isinstance(x, Outcome):
        if name == "text":
            return x.text
        return getattr(x, name)
    return getattr(x, name)


def cell_number(x, name):
    """A number a table cell prints, for a modifier whose amount is read from a cell: the field, or
    None when the cell prints no such number (`-`, `P`, `OTIH` on a terrain chart: no modifier)."""
    if isinstance(x, Outcome):
        for e in x.effects:
            if name in e.fields:
                return e.fields[name]
        return None
    return getattr(x, name)


_PLAIN_EQ = frozenset({int, str, bool, type(None)})


def eq(a, b) -> bool:
    if a.__class__ in _PLAIN_EQ and b.__class__ in _PLAIN_EQ:   # the common case, decided at once
        return a == b
    if isinstance(a, Outcome) or isinstance(b, Outcome):
        a, b = (a, b) if isinstance(a, Outcome) else (b, a)
        return a == b
    if isinstance(a, Ratio) or isinstance(b, Ratio):
        return Ratio.parse(a) == b if isinstance(a, str) else a == b
    return a == b


# ---------------------------------------------------------------- tables
_TABLE_ARGS = ("roll", "column", "shift", "row", "odds", "percent", "differential", "value", "key", "group")


def _effects(plain) -> tuple:
    return tuple(e if isinstance(e, Effect) else Effect(e[0], e[1]) for e in plain)


def _in(rng, v) -> bool:
    lo, hi = rng
    return (lo is None or lo <= v) and (hi is None or v <= hi)


class Table:
    """A compiled table. Built by generated code from literals only.

    `rows`, `columns` (printed labels), `cell(row, column)` (printed text), `lookup(...)`
    (structured `Outcome`, applying the edge rules), `column(...)` and `drm(...)`.
    """

    def __init__(self, id, title, clause, *, rows, columns, cells, effects, marks, row_kind,
                 column_kind, row_ranges=(), column_values=(), headers=(), header_by="", dice="",
                 edges=None, missing=False, missing_text="", corner="", groups=(), row_keys=None):
        self.id, self.title, self.clause = id, title, clause
        self.rows, self.columns, self.cells = tuple(rows), tuple(columns), tuple(cells)
        if effects is None:   # a text table: each cell is its own text
            effects = tuple(tuple((Effect("text", (("text", c),)),) for c in row) for row in self.cells)
        else:                 # plain data: (kind, ((field, value), …)) for each effect of each cell
            effects = tuple(tuple(_effects(cell) for cell in row) for row in effects)
        if marks is None:     # no cell is marked
            marks = tuple(tuple(() for _ in row) for row in self.cells)
        self.effects, self.marks = effects, marks
        self.row_kind, self.column_kind = row_kind, column_kind
        self.row_ranges, self.column_values = row_ranges, column_values
        self.headers, self.header_by, self.dice = headers, header_by, dice
        self.edges = {where: {**rule, "effects": _effects(rule["effects"])} if "effects" in rule else rule
                      for where, rule in (edges or {}).items()}
        self.missing, self.missing_text, self.corner = missing, missing_text, corner
        self.groups = tuple(groups) or ("",) * len(self.rows)   # the group heading above each row
        self.row_keys = dict(row_keys or {})   # enum value → its row label (`woods` → "Woods")
        self._cell = {}
        for i, r in enumerate(self.rows):
            for j, c in enumerate(self.columns):
                self._cell.setdefault((r, c), (i, j))                 # the first row of that name…
                self._cell[(self.groups[i], r, c)] = (i, j)           # …or the one in a group
        self._row_of = {}
        if row_ranges:
            for i, (lo, hi) in enumerate(row_ranges):
                if lo is not None and hi is not None:
                    for v in range(lo, hi + 1):
                        self._row_of.setdefault(v, i)
        # what an engine may give (check_call): printed column labels, the rolls of the dice
        self._printed = frozenset(x for labels in ((self.columns,) + tuple(h[1] for h in self.headers))
                                  for x in labels if x)
        if column_kind == "odds":   # odds printed 2-1 may be asked for as 2:1, and the other way round
            self._printed |= {f"{pair[0]}{sep}{pair[1]}" for pair in map(_odds_text, self._printed) if pair
                              for sep in ":-"}
        bounds = [b for rng in self.row_ranges for b in rng if b is not None]
        if dice:
            count, sides = (int(x) for x in dice.split("d"))
            bounds += [count, count * sides]
        self._roll_bounds = (min(bounds), max(bounds)) if bounds else None
        self._own_args = frozenset(_TABLE_ARGS + ((header_by,) if header_by else ()))
        # the common case, a printed roll and a printed column, is answered from a dictionary
        self._memo: dict = {}
        self._fast = {}
        if row_kind == "roll" and not headers and not missing and dice:
            count, sides = (int(x) for x in dice.split("d"))
            for roll in range(count, count * sides + 1):
                for label in self.columns:
                    try:
                        self._fast[(roll, label)] = self._lookup(roll=roll, column=label)
                    except RulesError:
                        pass
                if len(self.columns) == 1 and column_kind == "keys" and (roll, self.columns[0]) in self._fast:
                    self._fast[(roll, "None")] = self._fast[(roll, self.columns[0])]   # read without a column

    def __repr__(self):
        return f"<Table {self.id} {self.title!r}>"

    # -------------------------------------------------------- printed cells
    def cell(self, row, column=None, group=None, **facts) -> str:
        """The printed text at (row, column); the facts a rule passes along are not needed here."""
        if self.missing:
            raise NotInSource(self._missing_message())
        if column is None and len(self.columns) == 1:
            column = self.columns[0]
        row = self.row_keys.get(row, row)
        try:
            key = (str(row), str(column)) if group is None else (group, str(row), str(column))
            i, j = self._cell[key]
        except KeyError:
            raise OffTable(f"{self.id} has no cell at row {row!r}, column {column!r}") from None
        return self.cells[i][j]

    def _missing_message(self) -> str:
        note = f": {self.missing_text}" if self.missing_text else ""
        return f"table {self.id} ({self.title}) is not in the source{note}"

    # -------------------------------------------------------- columns
    def _header(self, selector):
        if not self.headers:
            return self.columns, self.column_values
        for values, labels, ranges in self.headers:
            if selector in values:
                n = sum(1 for x in labels if x)
                return labels[:n], ranges[:n]
        raise OffTable(f"{self.id}: no header row for {self.header_by} {selector!r}")

    def _position(self, value, labels, values) -> int:
        kind = self.column_kind
        if kind == "odds":
            ratio = value if isinstance(value, Ratio) else Ratio.parse(value)
            return ratio.position - values[0]
        if kind == "keys":
            try:
                return labels.index(str(value))
            except ValueError:
                raise OffTable(f"{self.id} has no column {value!r}") from None
        if isinstance(value, str):
            if value in labels:
                return labels.index(value)
            value = int(value.replace("%", "").replace("+", "").strip())
        for i, rng in enumerate(values):
            if _in(rng, value):
                return i
        first_lo = values[0][0]
        return -1 if first_lo is not None and value < first_lo else len(values)

    def _place(self, column, shift, selector):
        """Final column index, its label, the die-roll modifier from the edge rules, and the
        clause of the edge rule that placed it (None when the column is on the table)."""
        labels, values = self._header(selector)
        if column is None:
            if len(labels) != 1:
                raise OffTable(f"{self.id}: which column?")
            column = labels[0]
        pos = self._position(column, labels, values) + int(shift or 0)
        drm, edge_clause = 0, None
        n = len(labels)
        for side, beyond in (("left", -pos), ("right", pos - (n - 1))):
            if beyond > 0:
                rule = self.edges.get(side)
                if rule is None:
                    raise OffTable(f"{self.id}: column {column} shifted {shift or 0} falls off the {side} edge")
                if rule.get("missing"):
                    raise NotInSource(f"{self._missing_message()} (off the {side} edge)")
                if "forbid" in rule:
                    self._forbid(rule, f"column {column}{f' shifted {shift}' if shift else ''} is off the {side} edge")
                drm += rule.get("drm", 0) * beyond
                edge_clause = rule.get("clause", self.clause)
                pos = 0 if side == "left" else n - 1
        return pos, labels[pos], drm, edge_clause

    def _placed(self, column, shift, selectors) -> tuple[str, int, tuple]:
        """The final column's label, the edge rules' die-roll modifier, and the clauses behind them."""
        column = self._column_arg(column, selectors)
        _, label, drm, edge_clause = self._place(column, shift, selectors.get(self.header_by))
        return label, drm, (self.clause,) + ((edge_clause,) if edge_clause else ())

    def column(self, column=None, shift=0, **selectors) -> Value:
        """The label of the column a lookup would use."""
        label, _, trace = self._placed(column, shift, selectors)
        return Value(label, trace)

    def drm(self, column=None, shift=0, **selectors) -> Value:
        """The die-roll modifier that the edge rules add for this column."""
        _, drm, trace = self._placed(column, shift, selectors)
        return Value(drm, trace)

    def _column_arg(self, column, kw):
        if column is None:
            for alias in ("odds", "percent", "differential", "value"):
                if alias in kw:
                    return kw[alias]
        return column

    # -------------------------------------------------------- what an engine may ask
    def check_call(self, args, kw, inputs, fn: str) -> None:
        """Refuse what the table cannot answer from an engine: rolls the dice cannot give (unless an
        edge rule reads them), column labels it does not print, rows it does not have, wrong types.
        Computed odds and numbers (not text) are placed on the columns, with the edge rules."""
        where = f" [{self.clause}]" if self.clause else ""
        if len(args) > 2:
            raise WrongType(f"{fn}() takes a row (or roll) and a column; got {len(args)} values")
        by_roll = self.row_kind in ("roll", "numbers")
        row = args[0] if args else kw.get("roll" if by_roll else "row", kw.get("key"))
        column = args[1] if len(args) > 1 else kw.get("column")
        if row is not None and by_roll:
            if not (isinstance(row, int) and not isinstance(row, bool)):
                raise WrongType(f"{fn}(): the roll{where} must be a whole number (int); got {row!r}")
            self._check_roll(row, fn, where)
        elif row is not None and self.rows and not self.missing and str(self.row_keys.get(row, row)) not in self.rows:
            raise UnknownRow(f"{fn}(): {self.id}{where} has no row {row!r}{_suggest(row, self.rows)}; "
                             f"its rows are {', '.join(dict.fromkeys(self.rows))}")
        shift = kw.get("shift", 0)
        if not (isinstance(shift, int) and not isinstance(shift, bool)):
            raise WrongType(f"{fn}(): shift{where} is a number of columns (int, right positive); got {shift!r}")
        if isinstance(column, str) and not self.missing:
            printed = self._printed
            if column not in printed:
                alias = {"odds": "odds=", "percent": "percent=", "differential": "differential="}.get(
                    self.column_kind, "")
                place = f"; to place a computed value, pass {alias}…" if alias else ""
                near = "" if alias else _suggest(column, printed)   # 1:2 is no near miss for 7:2
                raise UnprintedColumn(f"{fn}(): {self.id}{where} prints no column {column!r}{near}; "
                                      f"its columns are {', '.join(x for x in self.columns if x)}{place}")
        elif column is not None and self.column_kind == "keys" and not self.missing:
            raise WrongType(f"{fn}(): a column of {self.id}{where} is a printed label (str); got {column!r}")
        for alias in ("odds", "percent", "differential", "value"):
            v = kw.get(alias)
            if v is None:
                continue
            ok = (isinstance(v, Ratio) or (isinstance(v, str) and _odds_text(v) is not None)) if alias == "odds" else \
                (isinstance(v, (int, Fraction)) and not isinstance(v, bool)) or isinstance(v, str)
            if not ok:
                raise WrongType(f"{fn}(): {alias}{where} must be "
                                f"{'odds (Ratio or text like 7:2 or 7-2)' if alias == 'odds' else 'a number'}; got {v!r}")
        if self.header_by and self.header_by in kw:   # the table prints one header row per value of this enum
            inputs.value(kw[self.header_by], self.header_by, self.header_by, self.clause, fn)
        inputs.facts(kw, fn, self._own_args, self.clause)

    def _check_roll(self, roll: int, fn: str, where: str) -> None:
        if self._roll_bounds is None:
            return
        low, high = self._roll_bounds
        if (roll < low and "below" not in self.edges) or (roll > high and "above" not in self.edges):
            dice = f"{self.dice} gives {low}–{high}" if self.dice else f"its rows run {low}–{high}"
            raise RollOutOfRange(f"{fn}(): roll {roll} is off {self.id}{where}: {dice}, "
                                 f"and the table has no rule for rolls {'below' if roll < low else 'above'} that")

    # -------------------------------------------------------- lookups
    def _row_index(self, roll):
        i = self._row_of.get(roll)
        if i is not None:
            return i, None
        for i, rng in enumerate(self.row_ranges):
            if _in(rng, roll):
                return i, None
        for side in ("below", "above"):
            rule = self.edges.get(side)
            if rule and ((side == "below" and roll < rule["bound"]) or (side == "above" and roll > rule["bound"])):
                if "result" in rule:
                    return None, rule
                if "forbid" in rule:
                    self._forbid(rule, f"roll {roll} is {side} {rule['bound']}")
                if rule.get("missing"):
                    raise NotInSource(f"{self._missing_message()} (roll {roll})")
                bounds = [r for r in self.row_ranges]
                return (0 if side == "below" else len(bounds) - 1), None
        raise OffTable(f"{self.id}: no row for {roll}")

    def _forbid(self, rule: dict, where: str):
        clause = rule.get("clause") or self.clause
        cite = f" [{clause}]" if clause and f"[{clause}]" not in rule["forbid"] else ""
        raise ForbiddenLookup(f"{self.id} ({self.title}): {where}, which the rules forbid{cite}: {rule['forbid']}",
                              self.id, clause, rule["forbid"])

    def lookup(self, *args, roll=None, column=None, shift=0, row=None, **kw) -> Outcome:
        if not shift and not args and row is None and roll.__class__ is int:
            hit = self._fast.get((roll, column if column.__class__ is str else str(column)))
            if hit is not None:
                return hit
        # any other reading is remembered by what decides it (with the classes: "4" is not 4)
        get = kw.get
        given = (args, roll, column, shift, row, get(self.header_by) if self.header_by else None, get("group"),
                 get("key"), get("odds"), get("percent"), get("differential"), get("value"))
        key = (given, tuple(map(type, given)), tuple(map(type, args)))
        try:
            hit = self._memo.get(key)
        except TypeError:   # an unhashable value: read it without remembering
            return self._lookup(*args, roll=roll, column=column, shift=shift, row=row, **kw)
        if hit is None:
            if len(self._memo) >= 4096:   # bounded: many distinct readings only cost the reading
                self._memo.clear()
            hit = self._memo[key] = self._lookup(*args, roll=roll, column=column, shift=shift, row=row, **kw)
        return hit

    def _lookup(self, *args, roll=None, column=None, shift=0, row=None, **kw) -> Outcome:
        if self.missing:
            raise NotInSource(self._missing_message())
        if args:
            if self.row_kind == "roll" or self.row_kind == "numbers":
                roll = args[0] if roll is None else roll
            else:
                row = args[0] if row is None else row
            if len(args) > 1:
                column = args[1]
        if row is None:
            row = kw.get("key")
        column = self._column_arg(column, kw)
        j, label, drm, edge_clause = self._place(column, shift, kw.get(self.header_by))
        trace = [self.clause]
        if edge_clause:   # the edge rule's own clause explains the column (and any modifier) used
            trace.append(edge_clause)
        if self.row_kind in ("roll", "numbers"):
            if roll is None:
                raise OffTable(f"{self.id}: a roll is needed")
            i, fixed = self._row_index(int(roll) + drm)
            if fixed is not None:
                return Outcome(fixed["result"], fixed["effects"], (), f"{int(roll) + drm}", label, drm,
                               tuple(dict.fromkeys(trace)))
        else:
            group = kw.get("group")
            row = self.row_keys.get(row, row)
            i = next((n for n, r in enumerate(self.rows)
                      if r == str(row) and (group is None or self.groups[n] == group)), None)
            if i is None and row is None:
                raise OffTable(f"{self.id} is read by row and no row was given: pass row=… (one of "
                               f"{', '.join(map(repr, self.rows[:8]))}{', …' if len(self.rows) > 8 else ''})")
            if i is None:
                raise OffTable(f"{self.id} has no row {row!r}" + (f" in group {group!r}" if group else ""))
        return Outcome(self.cells[i][j], self.effects[i][j], self.marks[i][j], self.rows[i], label, drm,
                       tuple(dict.fromkeys(c for c in trace if c)))

    __call__ = lookup


# ---------------------------------------------------------------- exceptions
class Override:
    """A compiled exception: what it overrides, when, how, and its precedence."""

    __slots__ = ("id", "clause", "target", "level", "priority", "effect", "rewrites", "condition", "use", "sided")

    def __init__(self, id, clause, target, level, priority, effect, rewrites=(), condition=None, use=None):
        self.id, self.clause, self.target = id, clause, target
        self.level, self.priority, self.effect = level, priority, effect
        self.rewrites, self.condition, self.use = rewrites, condition, use
        self.sided = any(r[3] for r in rewrites)   # a rewrite naming a side reads the fact `attacker`

    def __repr__(self):
        return f"<Override {self.id} on {self.target}>"


# The ids of the exceptions whose condition held, collected by `watching_exceptions` for the
# current thread (or task) alone: `rules explain` words the conditions that decided.
_WATCHED: ContextVar[list | None] = ContextVar("watched_exceptions", default=None)


@contextmanager
def watching_exceptions(into: list):
    """Within the block, append to `into` the id of every exception whose condition holds, as the
    rules ask them, in this thread only (a context variable: other threads, and code around the
    block, are not watched). Kept answers are not worked out again: forget them first."""
    token = _WATCHED.set(into)
    try:
        yield into
    finally:
        _WATCHED.reset(token)


def by_target(overrides) -> dict:
    """{target: its overrides, in the order they are declared} (their conditions are asked in
    this order: it decides which missing fact is named first)."""
    grouped: dict = {}
    for o in overrides:
        grouped.setdefault(o.target, []).append(o)
    return {target: tuple(group) for target, group in grouped.items()}


def _precedence(o: Override) -> tuple:
    return -o.level, -o.priority


def fired(overrides, facts) -> list:
    """(override, its condition's answer) for each override whose condition holds, highest
    precedence first; ConflictError on a tie. Each condition is asked once: its answer is True, or
    a Value whose trace is the clauses the condition read (they join the trace of what it changes).
    The conditions are asked in the order given; the holding ones are sorted only when out of order."""
    live = []
    for o in overrides:
        condition = o.condition
        if condition is None:
            live.append((o, True))
        else:
            answer = condition(facts)
            if answer:
                live.append((o, answer))
    if len(live) > 1:
        for (a, _), (b, _) in zip(live, live[1:]):
            if a.level < b.level or (a.level == b.level and a.priority <= b.priority):   # not in order, or tied
                live.sort(key=lambda pair: _precedence(pair[0]))
                for (a, _), (b, _) in zip(live, live[1:]):
                    if (a.level, a.priority) == (b.level, b.priority):
                        raise ConflictError(f"exceptions {a.id} and {b.id} both apply to {a.target} "
                                            f"with the same precedence")
                break
    if live:
        watched = _WATCHED.get()
        if watched is not None:
            watched.extend(o.id for o, _ in live)
    return live


def firing(overrides, facts) -> list:
    """The overrides whose condition holds, highest precedence first; ConflictError on a tie."""
    return [o for o, _ in fired(overrides, facts)]


def rewrite(outcome: Outcome, overrides, facts, texts=None) -> Outcome:
    """Apply firing `rewrite` exceptions to a table outcome, highest precedence first. An outcome
    keeps what each set of exceptions made of it, so a shared outcome is rewritten once. `texts`:
    the table's vocabulary as (split, patterns) for `.rewritten_text` (see result_text)."""
    pairs = fired(overrides, facts)
    if not pairs:
        return outcome
    live = [o for o, _ in pairs]
    key = tuple([o.id for o in live])
    # what each firing exception's condition read (a condition may read a formula whose clauses
    # vary with the facts): part of the key, so a kept rewrite never carries another case's clauses
    reads = None
    for _, answer in pairs:
        if answer is not True and getattr(answer, "trace", ()):
            reads = tuple([getattr(answer, "trace", ()) for _, answer in pairs])
            key = (key, reads)
            break
    attacker = None
    for o in live:
        if o.sided:
            attacker = fact(facts, "attacker")
            key = (key, ("attacker", attacker))      # who is affected depends on who attacks
            break
    done = outcome._rewritten.get(key)
    if done is None:
        done = outcome._rewritten[key] = _rewritten(outcome, live, texts, reads, attacker)
    return done


def result_text(effects, texts):
    """What a result would print with these effects: each effect written with the pattern of its
    kind whose placeholders are exactly its non-zero fields (else one that holds them all, zeros
    printed), joined by the vocabulary's split; an effect with nothing left to print is left out
    (`A1/DR1` without its retreat reads `A1`). None when some effect has no pattern to print it."""
    split, patterns = texts   # a pattern: (kind, ((literal, field or ""), …)): "D{loss}" is (("D", "loss"),)
    parts = []
    for e in effects:
        shown = {k for k, v in e.fields.items() if v}
        mine = [(pieces, {f.lstrip("+") for _, f in pieces if f}) for kind, pieces in patterns if kind == e.kind]
        pieces = next((p for p, names in mine if names == shown), None)
        if pieces is None and shown:
            pieces = next((p for p, names in mine if shown <= names), None)
            if pieces is None:
                return None
        if pieces is None:
            continue
        parts.append("".join(lit + _printed_field(e.fields, f) for lit, f in pieces))
    return split.join(parts)


def _printed_field(fields, name: str) -> str:
    """A field as its placeholder prints it: `{loss}` → "2", `{+drm}` → "+1" / "-2" ("" for no field)."""
    if not name:
        return ""
    value = fields.get(name.lstrip("+"), 0)
    return f"{value:+}" if name.startswith("+") and isinstance(value, int) else str(value)


def _affected(kind: str, side: str, attacker) -> bool:
    """Is an effect of this kind the named side's? The attacker's is the side in the fact `attacker`,
    the defender's the other side's; other kinds belong to no side."""
    return (kind == "attacker" and attacker == side) or (kind == "defender" and attacker != side)


def _rewritten(outcome: Outcome, live, texts=None, reads=None, attacker=None) -> Outcome:
    """`outcome` rewritten by the firing exceptions `live`; each that changes something joins the
    trace, followed by the clauses its condition read (`reads`, one tuple per exception). A rewrite
    naming a side changes that side's effect, found through `attacker`."""
    effects = [Effect(e.kind, e.fields) for e in outcome.effects]
    trace = list(outcome.trace)
    touched = False
    for o, read in zip(live, reads or ((),) * len(live)):
        changed = False
        for kind, fld, pairs, side in o.rewrites:
            table = dict(pairs)
            for e in effects:
                if (kind and e.kind != kind) or (side and not _affected(e.kind, side, attacker)):
                    continue
                if fld == "kind":
                    new = table.get(e.kind, table.get("any"))
                    if new is not None and new != e.kind:
                        e.kind, e.fields, changed = new, {}, True
                elif fld in e.fields:
                    old = e.fields[fld]
                    new = table.get(str(old), table.get("any"))
                    if new is not None and int(new) != old:
                        e.fields[fld], changed = int(new), True
        if changed:
            trace += [c for c in dict.fromkeys((o.clause, *read)) if c not in trace]
        touched = touched or changed
    text = result_text(effects, texts) if touched and texts else None
    return Outcome(outcome.text, effects, outcome.marks, outcome.row, outcome.column, outcome.drm, trace, text)


# ---------------------------------------------------------------- sequence, examples
class Step:
    __slots__ = ("kind", "id", "title", "clause", "who", "repeat", "condition", "children")

    def __init__(self, kind, id, title, clause=None, who=(), repeat="", condition=None, children=()):
        self.kind, self.id, self.title, self.clause = kind, id, title, clause
        self.who, self.repeat, self.condition, self.children = tuple(who), repeat, condition, tuple(children)

    def __repr__(self):
        return f"<Step {self.kind} {self.id}>"


class Sequence:
    """A sequence of play. `steps(**facts)` lists (path, step) that apply, in order."""

    def __init__(self, id, title, clause, steps, skips=(), sides=(), actors=()):
        self.id, self.title, self.clause, self.children, self.skips = id, title, clause, tuple(steps), tuple(skips)
        self.sides = tuple(sides)
        self.actors = frozenset(self.sides) | frozenset(actors)   # named as written: sides, unit kinds
        self._parent = {}

        def link(steps, parent):
            for s in steps:
                self._parent[s] = parent
                link(s.children, s)
        link(self.children, None)

    def who(self, step: "Step", **facts) -> tuple:
        """Who acts in a step: its own `who` or, when it has none, its phase's: sides and unit kinds
        as written (`who japanese, armor`); names of side facts (`who active_player`) are replaced
        by their value in `facts`."""
        while step is not None and not step.who:
            step = self._parent.get(step)
        return tuple(w if w in self.actors else fact(facts, w) for w in step.who) if step is not None else ()

    def steps(self, **facts):
        skipped = {path for scenario, path, cond in self.skips
                   if facts.get("scenario") == scenario and (cond is None or cond(facts))}
        out = []

        def walk(steps, prefix):
            for s in steps:
                path = prefix + (s.id,)
                if path in skipped or (s.condition is not None and not s.condition(facts)):
                    continue
                out.append((".".join(path), s))
                walk(s.children, path)
        walk(self.children, (self.id,))
        return out


class Example:
    """A rulebook example compiled to code: `run()` gives one bool per check, `got()` what the
    left side of each comparison gave (None for a check that is not one). `body` is the example's
    generated function, which gives both: (left sides, verdicts)."""

    __slots__ = ("index", "clause", "title", "line", "body")

    def __init__(self, index, clause, title, line, body):
        self.index, self.clause, self.title, self.line, self.body = index, clause, title, line, body

    def run(self) -> tuple:
        return tuple(bool(x) for x in self.body()[1])

    def got(self) -> tuple:
        return self.body()[0]

    def __repr__(self):
        return f"<Example {self.index} [{self.clause}] {self.title!r}>"
