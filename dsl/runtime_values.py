"""The runtime's values: what every answer of a generated rule package is made of. Fed by:
nothing (read by `dsl.runtime`, which generated packages import, and by its table and exception
modules).

`Value` (a number, flag, ratio or text, with its trace: the clause ids that produced it, in the
order they were used), `Outcome` (a table cell: its text, parsed `Effect`s, where it was read),
`Ratio` (odds), `Trace` (collects clause ids while a rule runs), `Record` (read-only data), the
arithmetic the rules use (exact: whole numbers and fractions, never floats), how a fact is read
(`fact`), and the errors an engine can catch besides the input errors of `runtime_inputs`.
"""
from __future__ import annotations

import math
from fractions import Fraction

from .runtime_inputs import (ForeignAnswer, Inputs, RulesError, RulesInputError, UndefinedResult, WrongType, _digits,
                             _suggest, _where, about_digits, plain, shown)

# ---------------------------------------------------------------- errors
class MissingFact(RulesInputError, KeyError):
    """A fact the answer needs was not given, and it has no default (or, `missing_value`, the value
    a modifier changes)."""

    said = ""   # (a message of its own: `missing_value`)
    # the public function an engine called and its clause, and the fact's own clause and the values it
    # takes, when the call is known (`runtime._missing`): the fact, the clause and the fix, as every
    # other refusal names them (it said only "the fact 'attacker' is needed but was not given")
    function = clause = fact_clause = wanted = None
    needed_by = None   # (exception id, clause) whose condition read it: a lookup's own inputs do not name it

    def __str__(self):
        if self.said:
            return self.said
        why = f": {self.args[1]}" if len(self.args) > 1 else ""   # (a scenario's turn record that has no such turn)
        by = ""
        if self.needed_by is not None:
            exception, at = self.needed_by
            by = f" (the condition of the exception {exception}{f' [{at}]' if at else ''} reads it)"
        if self.function is None:
            return f"the fact {self.args[0]!r} is needed but was not given{by}{why}"
        where = f" [{self.clause}]" if self.clause else ""
        own = f" [{self.fact_clause}]" if self.fact_clause else ""
        fix = why or (f": give {self.args[0]}=…, {self.wanted}" if self.wanted else "")
        return f"{self.function}(){where}: the fact {self.args[0]!r}{own} is needed but was not given{by}{fix}"


def missing_value(fn: str, clause: str | None) -> MissingFact:
    """MissingFact for a modifier that changes a number (`add`, `multiply`) called without it: it
    named a fact "value (the number that … changes)" that no book declares."""
    err = MissingFact("value")
    err.function, err.clause = fn, clause   # (as for a fact: the function called and its clause)
    err.said = (f"{fn}(){_where(clause)} changes a number, given first: {fn}(value, …facts); "
                f"none was given")
    return err


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
    if type(text) is not str:   # (an engine's own object's str() may raise, or recurse without end)
        if issubclass(type(text), Ratio):   # (by its sides, as its text reads: str() of a side of 4,300 digits raises)
            a, d = int.__int__(text.attack), int.__int__(text.defense)
            return (a, d) if a < 10 ** 100 and d < 10 ** 100 else None
        text = str.__str__(text) if issubclass(type(text), str) else ""
    s = text.strip()
    for mark in _ODDS_MARKS:
        a, sep, b = s.partition(mark)
        if sep and _digits(a.strip()) and _digits(b.strip()):
            return int(a), int(b)
    return None



# ---------------------------------------------------------------- the built-ins' own inputs
# `odds`, `percent` and `Ratio` are called by the rules (unchecked: their inputs passed the checks)
# and by engines directly. Whole numbers are all they read; and dividing two numbers of millions of
# digits takes minutes (Python divides in quadratic time), so past the 4,300 digits Python itself
# will not write, a side is refused (the rules read at most 100: they never make one so long).
_CAP = 10 ** 4300
_LOW = -_CAP   # (made once: `-_CAP` in a test makes a number of 4,300 digits every time)


def _said(x) -> str:
    """A number as a message shows it (`7/2`), or its size when it is too long to write (past 4,300
    digits Python refuses to, or, where that limit is lifted, takes time quadratic in the digits)."""
    x = num(x)
    n = max(abs(x.numerator), x.denominator) if isinstance(x, Fraction) else abs(x)
    return str(x) if n < _CAP else f"a number of about {about_digits(n)} digits"


def _too_long(fn: str, name: str, v) -> WrongType:
    digits = about_digits(v)
    err = WrongType(f"{fn}(): the {name} holds a number of about {digits} digits; {fn}() works out numbers of "
                    f"at most 4,300 digits (the rules read at most 100): check the value given")
    err.too_long, err.digits = True, digits
    return err


def _numbers(fn: str, names: tuple, values: tuple, whole: bool = False) -> tuple:
    """`values` as the plain numbers `fn` reads (an int, or a Fraction; with `whole`, a Fraction's
    whole part): WrongType for anything else (True, 2.5, "7", None) or a number too long (`_CAP`)."""
    out = []
    for name, v in zip(names, values):
        v = plain(v)   # (by its type(): a proxy's `__class__` may raise, or name a class it is not of)
        if type(v) is not int and type(v) is not Fraction:
            hint = (" (floats are not exact: give Fraction(5, 2) for 2½)" if type(v) is float else
                    " (odds written as text are read by Ratio.parse('7:2'))" if type(v) is str and fn == "Ratio"
                    else "")
            raise WrongType(f"{fn}(): the {name} must be a {'whole ' if whole else ''}number (int"
                            f"{'' if whole else ' or Fraction'}); got {type(v).__name__} {shown(v)}{hint}")
        if not _LOW < v < _CAP or v.__class__ is Fraction and v.denominator >= _CAP:
            raise _too_long(fn, name, v)
        out.append(int(v) if whole and v.__class__ is Fraction else v)
    return tuple(out)


# ---------------------------------------------------------------- values
_set = object.__setattr__   # (the read-only values below set their slots once, in __init__)
_new = object.__new__


class Sealed:
    """Read-only once made (a table, a sequence: objects with a `__dict__` that every later answer
    reads): `__init__` ends with `self._sealed = True`, and from then on an assignment, `__init__`
    called again among them, is refused with the class's `_read_only` message."""

    _read_only = "read-only"

    def __setattr__(self, name, value):
        if self.__dict__.get("_sealed"):
            raise AttributeError(self._read_only)
        _set(self, name, value)

    def __delattr__(self, name):   # (`del table._sealed` unsealed it)
        if self.__dict__.get("_sealed"):
            raise AttributeError(self._read_only)
        object.__delattr__(self, name)


class Ratio:
    """An odds ratio normalised to n:1 or 1:n; ordered along the odds scale."""

    __slots__ = ("attack", "defense")

    def __new__(cls, attack: int, defense: int):   # (made in __new__: calling __init__ again changes nothing)
        self = _new(cls)
        if type(attack) is not int or type(defense) is not int:   # (a Fraction by its whole part)
            attack, defense = _numbers("Ratio", ("attack", "defense"), (attack, defense), whole=True)
        if attack <= 0 or defense <= 0:
            raise UndefinedResult(f"odds {_said(attack)}:{_said(defense)} place no column: both sides of odds are at "
                                  f"least 1")
        if attack != 1 and defense != 1:   # uneven odds: 7:2 is 3:1, 2:7 is 1:4
            if attack >= _CAP or defense >= _CAP:   # (rounding them is dividing them: see `_CAP`)
                raise _too_long("Ratio", "attack" if attack >= _CAP else "defense", max(attack, defense))
            attack, defense = (attack // defense, 1) if attack >= defense else (1, -(-defense // attack))
        _set(self, "attack", attack)   # read-only: a Ratio is shared by the answers kept and the constants
        _set(self, "defense", defense)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("odds are read-only (answers and constants share them): make a new Ratio")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce__(self):   # (copy and pickle: a new Ratio of the same odds)
        return Ratio, (self.attack, self.defense)

    @classmethod
    def parse(cls, text: str) -> "Ratio":
        """Odds as printed ("3:1", "1:2", or with a hyphen, "3-1"); uneven odds are rounded as odds
        are ("7:2" is 3:1)."""
        pair = _odds_text(text)
        if pair is None:
            raise WrongType(f"not odds: {shown(text)} (write 3:1 or 3-1)")
        return odds(*pair)

    @property
    def position(self) -> int:
        return self.attack - 1 if self.defense == 1 else -(self.defense - 1)

    def __eq__(self, other):
        if type(other) is not Ratio:   # odds as text ("3:1", "3-1") are equal; other text, or anything else, is not
            other = _odds_of_text(other)
            if other is None:
                return False
        return self.position == other.position

    def __lt__(self, other):
        other = other if type(other) is Ratio else _odds_of_text(other)
        return NotImplemented if other is None else self.position < other.position

    def __le__(self, other):
        other = other if type(other) is Ratio else _odds_of_text(other)
        return NotImplemented if other is None else self.position <= other.position

    def __gt__(self, other):
        other = other if type(other) is Ratio else _odds_of_text(other)
        return NotImplemented if other is None else self.position > other.position

    def __ge__(self, other):
        other = other if type(other) is Ratio else _odds_of_text(other)
        return NotImplemented if other is None else self.position >= other.position

    def __hash__(self):
        return hash(self.position)

    def __str__(self):
        if self.attack < _CAP and self.defense < _CAP:
            return f"{self.attack}:{self.defense}"
        return f"{_said(self.attack)}:{_said(self.defense)}"   # (Ratio(n, 1) takes any n: str(n) raised ValueError)

    def __format__(self, spec: str) -> str:   # (f"{odds:>5}": as its text; it raised TypeError)
        return format(str(self), spec)

    def __repr__(self):
        if self.attack < _CAP and self.defense < _CAP:
            return f"Ratio({self.attack}, {self.defense})"
        return f"Ratio({_said(self.attack)}, {_said(self.defense)})"


def _odds_of_text(other) -> "Ratio | None":
    """What odds are compared with, as odds: a Ratio (a subclass too), or text that writes odds with
    both sides at least 1 ("3:1", "3-1"); None for anything else, which no odds equal or order against."""
    cls = type(other)   # (classes read by type(): an engine's proxy may raise reading its `__class__`)
    if issubclass(cls, Ratio):
        return other
    if issubclass(cls, str):
        pair = _odds_text(other)
        if pair is not None and pair[0] > 0 and pair[1] > 0:
            return odds(*pair)
    return None


Inputs.odds_of = Ratio   # odds given to a rule as text ('7:2') are read as these odds (3:1)


def odds(attack, defense) -> Ratio:
    """Attack against defence: divide and round down; poor odds (attack < defence) are 1:n with
    the defence divided by the attack rounded up."""
    if type(attack) is int and type(defense) is int:   # (whole strengths, the common case: no Fraction)
        if defense <= 0:
            raise _no_odds(attack, defense)
        if attack >= defense:
            if attack < _CAP:   # (the larger side: dividing numbers too long is refused below)
                return Ratio(attack // defense, 1)
        elif attack <= 0:
            raise _no_odds(attack, defense)
        elif defense < _CAP:
            return Ratio(1, -(-defense // attack))
    attack, defense = map(Fraction, _numbers("odds", ("attack", "defense"), (attack, defense)))
    if defense <= 0:
        raise _no_odds(attack, defense)
    if attack >= defense:
        return Ratio(math.floor(attack / defense), 1)
    if attack <= 0:
        raise _no_odds(attack, defense)
    return Ratio(1, math.ceil(defense / attack))


def _no_odds(attack, defense) -> UndefinedResult:
    side = "defence" if defense <= 0 else "attack"
    return UndefinedResult(f"odds of {_said(attack)} against {_said(defense)}: the {side} must be more than 0")


def percent(attack, defense) -> int:
    """Attack as a whole percentage of defence, rounded down."""
    if type(attack) is int and type(defense) is int and _LOW < attack < _CAP and _LOW < defense < _CAP:
        if defense:   # (whole numbers, the common case: floor division rounds down as the Fractions below do)
            return attack * 100 // defense
    else:
        attack, defense = _numbers("percent", ("attack", "defense"), (attack, defense))
    if not defense:
        raise UndefinedResult(f"{_said(attack)} as a percentage of {_said(defense)}: the defence must not be 0")
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
    cls = type(x)       # (not `x.__class__`: an engine's proxy may raise reading it)
    if cls is int or cls is str or cls is bool:   # the common cases, without issubclass's trip through
        return x                                  # the numbers ABCs (Fraction's metaclass)
    if cls is Fraction:
        return int(x) if x.denominator == 1 else x
    if cls is Ratio or cls is Outcome:   # (an answer's odds, a table's result: no number to make whole)
        return x
    if issubclass(cls, Fraction) and x.denominator == 1:
        return int(x)
    return x


def div(a, b):
    if not b:
        raise UndefinedResult(f"{num(a)} divided by 0")
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


def scenario_amount(scenarios: dict, facts: dict, side, unit, turn, noted):
    """The amount of `unit` (CP …) the played scenario gives `side` on `turn` (its
    `turn N SIDE: amount UNIT` line); its clause is `noted` (a trace's `add`). NotInSource when no
    scenario is played or the scenario gives none."""
    sid = facts.get("scenario")
    sc = scenarios.get(sid) if sid is not None else None
    if sc is None:
        raise NotInSource(f"no scenario is played, so no {unit} is given for {side} on turn {turn}: pass scenario=…")
    for t, s, amount, u, _ in sc.amounts:
        if t == turn and s == side and u == unit:
            noted(sc.clause)
            return amount
    raise NotInSource(f"scenario {sid} gives no {unit} for {side} on turn {turn}")


_NOT_GIVEN = object()
_NO_CALENDAR: dict = {}   # (the calendar of a scenario that has none: read only)


def fact(facts: dict, name: str, defaults: dict = {}, calendars: dict = {}):
    """A fact from the engine; else, for a fact the played scenario's calendar gives, its value on
    the turn given (`calendars[scenario][fact] = (turn fact, first turn, values)`); else its
    declared default; MissingFact otherwise."""
    value = facts.get(name, _NOT_GIVEN)   # (not a KeyError caught: most facts a rule reads are not given)
    if value is not _NOT_GIVEN:
        return value
    why = ()
    if calendars:
        cal = calendars.get(facts.get("scenario"), _NO_CALENDAR).get(name)
        if cal is not None and cal[0] in facts:
            i = num(facts[cal[0]] - cal[1])   # (an example's `gt: 4/2` is turn 2, as in JavaScript)
            if type(i) is int and 0 <= i < len(cal[2]):
                return cal[2][i]
            why = (f"the turn record of scenario {facts['scenario']!r} gives it on {cal[0]} {cal[1]} to "
                   f"{cal[1] + len(cal[2]) - 1}, and {cal[0]} is {shown(facts[cal[0]])}; give {name!r}, "
                   f"or a {cal[0]} of the scenario",)
        elif cal is not None:   # (the turn left out too: "give month=…" alone hid that gt would do)
            why = (f"the turn record of scenario {facts['scenario']!r} gives it from {cal[0]}, which was not "
                   f"given either; give {cal[0]!r} (a turn from {cal[1]} to {cal[1] + len(cal[2]) - 1}) or {name!r}",)
    value = defaults.get(name, _NOT_GIVEN)
    if value is not _NOT_GIVEN:
        return value
    raise MissingFact(name, *why)


def header_fact(kw: dict, name: str, fact) -> dict:
    """`kw` with the fact that picks a table's header row (`by month`), when the engine or a rule
    left it out: its value on the turn the played scenario's calendar gives, else its declared
    default (`fact`, the module's `_fact`). `kw` as it is when neither gives it: the table then says
    MissingFact, naming its header rows."""
    try:
        return {**kw, name: fact(kw, name)}
    except MissingFact:
        return kw


floor = math.floor
ceil = math.ceil



class Value:
    """A computed answer and the clause ids that produced it; read-only, as answers are shared
    (a public function gives the same answer again for the same inputs: `remember`). `book` is the
    id of the book whose public function answered it (None for a value made otherwise): given back
    to another book's function it is refused (`ForeignAnswer`), as its trace cites this book's clauses."""

    __slots__ = ("value", "trace", "book", "inferred")

    def __new__(cls, value, trace=(), book=None, inferred=()):   # (made in __new__: calling __init__ again changes nothing)
        self = _new(cls)
        if type(trace) is not tuple:   # (a tuple, the rules' own `Value(0, ())`, is taken as it is: it is no text)
            if isinstance(trace, (bytes, bytearray)):   # (b"12" read as the clause ids 49 and 50)
                raise WrongType(f"Value(): a trace is clause ids, a tuple of text; got {shown(trace)}: give "
                                f"({shown(bytes(trace).decode('utf-8', 'replace'))},)")
            if isinstance(trace, str):   # (an engine's Value(6, trace="12.7") joined the answers' traces as '1', '2', '.', '7')
                raise WrongType(f"Value(): a trace is clause ids, a tuple of text; got the text {shown(trace)}, which "
                                f"would read as one clause id per character: give ({shown(trace)},)")
            try:
                trace = tuple(trace)
            except TypeError:   # (None, 5: a raw "'NoneType' object is not iterable")
                raise WrongType(f"Value(): a trace is clause ids, a tuple of text; got {shown(trace)}: give () "
                                f"for none") from None
        _set(self, "value", value if type(value) is int else num(value))
        _set(self, "trace", trace)
        _set(self, "book", book)
        _set(self, "inferred", tuple(inferred))   # the book's readings it rests on (`Outcome.inferred`)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("answers are read-only")

    def __delattr__(self, name):   # (`del v.value` left a kept answer every later call raised on)
        self.__setattr__(name, None)

    @classmethod
    def _stamped(cls, value, trace: tuple, book, inferred: tuple = ()):
        """A Value of a value already read as answers are (`num`) and a tuple trace, for `book`:
        without `num`, whose test of a Fraction is slow for a Ratio or text."""
        v = _new(cls)
        _set(v, "value", value)
        _set(v, "trace", trace)
        _set(v, "book", book)
        _set(v, "inferred", inferred)
        return v

    def __reduce__(self):   # (copy and pickle: slot by slot would be refused, as answers are read-only)
        return Value, (self.value, self.trace, self.book, self.inferred)

    def __eq__(self, other):
        return eq(self.value, other.value if issubclass(type(other), Value) else other)

    def __hash__(self):
        return hash(self.value)

    # (ordered as its value is, as it compares equal as its value does: `total >= 6` raised TypeError)
    def __lt__(self, other):
        return self.value < (other.value if issubclass(type(other), Value) else other)

    def __le__(self, other):
        return self.value <= (other.value if issubclass(type(other), Value) else other)

    def __gt__(self, other):
        return self.value > (other.value if issubclass(type(other), Value) else other)

    def __ge__(self, other):
        return self.value >= (other.value if issubclass(type(other), Value) else other)

    def __bool__(self):
        return bool(self.value)

    def __format__(self, spec: str) -> str:
        """f"{answer:>5}" formats its value (it raised TypeError); f"{answer}" is its repr, with the trace."""
        if not spec:
            return str(self)
        try:
            return format(self.value, spec)
        except (TypeError, ValueError):   # (a spec its value's class does not take: `none` with `>5`, text with `d`)
            return format(str(self.value), spec)

    def __repr__(self):
        return f"Value({self.value!r}, trace={self.trace!r})"


def carry(facts: dict, args: tuple = (), inputs=None, fn: str = "", clause=None, names: tuple = ()) -> tuple:
    """Answers compose: a `Value` given back as a fact or an argument counts as its value, and its
    trace joins the new answer's when the function reads it (a fact passed along only, which the
    function does not read, adds no clause). Unwraps `facts` in place; gives (args unwrapped, carried trace).
    A `Value` another book answered (`.book`, not that of `inputs`, the calling module's) is refused:
    `ForeignAnswer`, naming the input (`names`: the arguments'), the function `fn` and its clause."""
    trace: list = []
    for key, v in (facts.items() if Value in map(type, facts.values()) else ()):   # (most calls: no answer given back)
        if type(v) is Value:   # (the real class: a proxy's `__class__` may say Value; the checks refuse it)
            if v.book is not None and inputs is not None and v.book != inputs.book:
                raise _foreign(v, key, inputs, fn, clause, key in inputs.types)
            facts[key] = v.value
            is_fact = inputs is not None and key in inputs.types
            if is_fact and not inputs.reads(fn, key):   # (passed along, "accepted and ignored": its clauses took no part)
                _clauses(v, key, inputs, fn, clause, is_fact)   # (still checked: a trace that is not clause ids is refused)
                continue
            trace += _clauses(v, key, inputs, fn, clause, is_fact)
    if args and Value in map(type, args):
        for i, a in enumerate(args):
            if type(a) is Value:
                name = names[i] if i < len(names) else f"argument {i + 1}"
                if a.book is not None and inputs is not None and a.book != inputs.book:
                    raise _foreign(a, name, inputs, fn, clause, False)
                trace += _clauses(a, name, inputs, fn, clause, False)
        args = tuple(a.value if type(a) is Value else a for a in args)
    return args, (tuple(dict.fromkeys(trace)) if trace else ())


def _clauses(v: Value, name: str, inputs, fn: str, clause, is_fact: bool) -> tuple:
    """The trace of a `Value` given back, which joins the answer's: clause ids, as text (a `Value` an
    engine makes itself may hold anything: `Value(6, trace=[[1]])` broke the answer's trace with a
    bare TypeError, `None` or `7` joined it as clause ids). WrongType, naming the input, otherwise."""
    trace = v.trace
    if trace.__class__ is tuple and all(c.__class__ is str for c in trace):
        if inputs is not None and (stray := next((c for c in trace if not inputs.cites(c)), None)) is not None:
            what, where = (f"the fact {name!r}", _where(inputs.types[name][1])) if is_fact else \
                (f"the argument {name!r}", _where(clause))
            raise WrongType(f"{fn}(): {what}{where} is a Value whose trace cites {shown(stray)}, which is no clause of "
                            f"{inputs.book}{_suggest(stray, inputs.clause_ids)}: a trace holds the ids of the clauses "
                            f"that produced the value; give its .value, or a Value whose trace cites the book's clauses")
        return trace
    for c in trace if isinstance(trace, tuple) else (trace,):
        if not isinstance(c, str):
            what, where = (f"the fact {name!r}", _where(inputs.types[name][1])) if is_fact else \
                (f"the argument {name!r}", _where(clause))
            raise WrongType(f"{fn}(): {what}{where} is a Value whose trace holds {shown(c)} "
                            f"({type(c).__name__}): a trace is clause ids (text, '12.7'); give its .value, or a "
                            f"Value whose trace is text")
    return tuple(str.__str__(c) for c in trace)   # (text of an engine's own class: read as plain text)


def _foreign(v: Value, name: str, inputs, fn: str, clause, is_fact: bool) -> ForeignAnswer:
    """The error for a `Value` of another book given as `name` (a fact, or an argument of `fn`)."""
    if is_fact:
        what, where = f"the fact {name!r}", _where(inputs.types[name][1])
    else:
        what, where = f"the argument {name!r}", _where(clause)
    return ForeignAnswer(f"{fn}(): {what}{where} is an answer of another book, {v.book} ({shown(v)}), not of "
                         f"{inputs.book}: its trace cites {v.book}'s clauses; give its .value instead (the value "
                         f"alone, without that trace)")


class Trace:
    """Collects clause ids while a generated function runs; its answers are marked as answers of
    `book` (a generated module's `_Trace = tracer(BOOK.id)`: the id of its book, as `Value.book`)."""

    __slots__ = ("ids", "inferred")
    book = None
    untraced: dict = {}   # (value, class) → the Value answered with no clause to cite (shared: read-only)

    def __init__(self, *ids):
        self.ids = list(ids)
        self.inferred = None   # the book's readings the answers taken rest on (`Outcome.inferred`), when any

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
            if answer.inferred:
                self.infer(answer.inferred)
            return answer.value
        for c in getattr(answer, "trace", ()):
            self.add(c)
        inferred = getattr(answer, "inferred", None)
        if inferred:
            self.infer(inferred)
        return answer.value if isinstance(answer, Value) else answer

    def infer(self, texts) -> None:
        """Note the book's readings an answer taken rests on (each once, in the order first met)."""
        if not texts:
            return
        if self.inferred is None:
            self.inferred = []
        for text in texts:
            if text not in self.inferred:
                self.inferred.append(text)

    def result(self, value) -> Value:
        cls = value.__class__
        if cls is int or cls is bool:   # (the common answers: a Value as `Value()` makes it, without its checks)
            if cls is int and value.bit_length() > _MAX_BITS:
                _not_huge(value)
            ids = self.ids
            if not ids and not self.inferred:
                shared = self.untraced.get((value, cls))   # (answers are read-only: one will do)
                if shared is not None:
                    return shared
            v = _new(Value)
            _set(v, "value", value)
            _set(v, "trace", tuple(ids))
            _set(v, "book", self.book)
            _set(v, "inferred", tuple(self.inferred) if self.inferred else ())
            return v
        if cls is Fraction:
            _not_huge(value)
        return Value(value, self.ids, self.book, self.inferred or ())

    def const(self, value, clause):
        """A constant's value, noting the clause that states it."""
        self.add(clause)
        return value

    def each(self, items):
        """The items a `for each` visits, as given: the checker's counting trace (`compiler.work_budget`)
        counts them against the work budget of one example or vector."""
        return items


# A rule answers numbers of at most this many digits (about; counted in bits): a formula's body nests
# at most 50 operations on its inputs (E005) and the answers of the rules it asks, so an answer is
# bounded by those, and no chain of rules squaring answers runs on to numbers of billions of digits
# (ten formulas each raising the last one's answer to the tenth power did not finish in an hour).
MAX_ANSWER_DIGITS = 10_000
_MAX_BITS = int(MAX_ANSWER_DIGITS / 0.30103)


def _not_huge(value) -> None:
    """UndefinedResult for a whole number or a fraction of more than `MAX_ANSWER_DIGITS` digits."""
    if value.__class__ is int:
        size = value.bit_length()
    else:
        size = max(value.numerator.bit_length(), value.denominator.bit_length())
    if size > _MAX_BITS:
        raise UndefinedResult(f"the answer would be a number of about {about_digits(value)} digits, more than the "
                              f"{MAX_ANSWER_DIGITS:,} a rule answers")


def tracer(book: str) -> type:
    """The `Trace` of the generated module of `book`: its answers say they are that book's."""
    return type("Trace", (Trace,), {"__slots__": (), "book": book, "untraced": _untraced(book),
                                    "__module__": Trace.__module__})


def _untraced(book) -> dict:
    """The answers most rules give with no clause to cite: a shift of 0, a flag not raised."""
    return ReadOnlyDict({(v, v.__class__): Value(v, (), book) for v in (False, True, -2, -1, 0, 1, 2, 3)})



class Record:
    """Plain read-only data with attributes (clauses, scenarios, the book header)."""

    def __new__(cls, **fields):   # (made in __new__: calling __init__ again changes nothing)
        self = _new(cls)
        self.__dict__.update({k: ReadOnlyDict(v) if v.__class__ is dict else v for k, v in fields.items()})
        return self

    def __setattr__(self, name, value):
        raise AttributeError("generated records are read-only")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def as_dict(self) -> dict:
        return dict(self.__dict__)

    def __eq__(self, other):
        return isinstance(other, Record) and self.__dict__ == other.__dict__

    def __repr__(self):
        shown = ", ".join(f"{k}={v!r}" for k, v in list(self.__dict__.items())[:3])
        return f"Record({shown}, …)"


# ---------------------------------------------------------------- table results
def _read_only(self, *args, **kwargs):
    raise TypeError("this dict is read-only: it is the rules' data or part of an answer, which later answers "
                    "share (an effect's fields: every answer read from its cell); copy it first: dict(...)")


class ReadOnlyDict(dict):
    """A dict that cannot be changed: an effect's fields (`{'loss': 1, 'retreat': 2}`), a table's edge
    rules, a record's `{id: title}` data. They are shared by every answer read from the same cell and
    by the answers kept, so an engine that changed one would change the rules' later answers."""

    __slots__ = ()
    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _read_only

    def __new__(cls, *args, **kwargs):   # filled here: `dict.__init__`, called again, would fill it again
        self = dict.__new__(cls)
        dict.update(self, *args, **kwargs)
        return self

    def __init__(self, *args, **kwargs):   # (filled by __new__: calling it again changes nothing)
        pass

    def __reduce__(self):   # (copy and pickle: not item by item, which a read-only dict refuses)
        return ReadOnlyDict, (dict(self),)

    def __repr__(self):
        return dict.__repr__(self)

    def __missing__(self, key):   # (`SEQUENCES['Turn']` was a bare KeyError: the engine probe, stop 58)
        raise UnknownKey(key, self)


class UnknownKey(RulesInputError, KeyError):
    """A key a read-only registry or dict of the package does not have (`SCENARIOS['Doyen_mot']`,
    an effect's `fields['los']`): a `KeyError` whose message names the nearest key and lists the
    keys. `.args[0]` is the key, as a KeyError's. The message is written when it is read: a miss
    the package catches itself (a cell looked up, then OffTable) costs no suggestion."""

    def __init__(self, key, within: dict | None = None, said: str = ""):
        super().__init__(key)
        self._within, self._said = within, said   # (the read-only dict itself: it cannot change)

    def __str__(self):
        if not self._said:
            key, within = self.args[0], self._within or {}
            self._said = (f"no {shown(key)} here{_suggest(key, within)}; the keys are "
                          f"{', '.join(map(repr, list(within)[:12]))}{', …' if len(within) > 12 else ''}")
        return self._said

    def __reduce__(self):   # (pickled with its message, not the registry it was missed in)
        return UnknownKey, (self.args[0], None, str(self))


Trace.untraced = _untraced(None)   # (after ReadOnlyDict: the answers it holds are shared)

def read_only(registry):
    """A generated package's registry as it is published (`TABLES`, `ENUMS`, `CLAUSES`, …): it and the
    dicts in it read-only, as the rules' later answers read them (`TABLES['crt']` is the table every
    `crt()` call looks up). Records, tables and tuples in it are read-only already."""
    if registry.__class__ is dict or registry.__class__ is ReadOnlyDict:
        return ReadOnlyDict({k: read_only(v) for k, v in registry.items()})
    return registry


class Effect:
    """One part of a cell: its kind and its numeric fields (`D1R2` → defender, loss 1, retreat 2)."""

    __slots__ = ("kind", "fields")

    def __new__(cls, kind: str, fields=()):   # (made in __new__: calling __init__ again changes nothing)
        self = _new(cls)
        _set(self, "kind", kind)   # read-only, as its fields: effects are shared by every answer read from their cell
        _set(self, "fields", fields if fields.__class__ is ReadOnlyDict else ReadOnlyDict(fields))
        return self

    def __setattr__(self, name, value):
        raise AttributeError("effects are read-only (every answer read from the cell shares them)")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce__(self):   # (copy and pickle)
        return Effect, (self.kind, dict(self.fields))

    def __eq__(self, other):
        return isinstance(other, Effect) and (self.kind, self.fields) == (other.kind, other.fields)

    def __hash__(self):   # (as an answer's other objects: a set of effects, an effect as a key)
        return hash((self.kind, frozenset(self.fields.items())))

    def __getattr__(self, name):
        if name.startswith("_") or name in ("kind", "fields"):
            raise AttributeError(name)
        try:
            return self.fields[name]
        except KeyError:
            raise FieldNotGiven(f"the {self.kind} effect gives no field {shown(str.__str__(name))}; it gives "
                                f"{', '.join(self.fields) or 'nothing'}") from None

    def __repr__(self):
        return f"Effect({self.kind!r}, {self.fields!r})"


class Outcome:
    """A table answer: the printed text, its parsed effects, marks, where it was read, and why.

    Compare with text (`outcome == "D1R2"`), or read `.kind`, `.effects`, any effect field
    (`.retreat`), a mark (`.underline`), `.row`, `.column`, `.drm`, `.trace`,
    `.rewritten_text` (what the cell would print after the exceptions' rewrites: `D2R3` → `D2R1`),
    and `.inferred`: the inferences the answer rests on, where the source is silent (an edge rule
    declared `inferred "…"`: Changsha's roll above 12 read on the 12 row), empty for an answer
    the source gives.
    """

    __slots__ = ("text", "effects", "marks", "row", "column", "drm", "trace", "_rewritten", "rewritten_text", "book",
                 "inferred")

    def __new__(cls, text, effects, marks=(), row="", column="", drm=0, trace=(), rewritten_text=None, book=None,
                inferred=()):
        self = _new(cls)   # (made in __new__: calling __init__ again changes nothing)
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
        setattr_(self, "book", book)   # the id of the book whose table gave it (as `Value.book`)
        setattr_(self, "inferred", tuple(inferred))   # our readings where the source is silent (texts)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("outcomes are read-only")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce__(self):   # (copy and pickle: slot by slot would be refused, as outcomes are read-only)
        return Outcome, (self.text, self.effects, self.marks, self.row, self.column, self.drm, self.trace,
                         self.rewritten_text, self.book, self.inferred)

    @property
    def kind(self) -> str:
        return "/".join(e.kind for e in self.effects)

    @property
    def value(self):
        """For number and text tables: the cell as a value."""
        if len(self.effects) == 1 and self.effects[0].kind in ("number", "text") and self.effects[0].fields:
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
        raise FieldNotGiven(f"{self.text!r} gives no field or effect {shown(str.__str__(name))}: its effects are "
                            f"{', '.join(e.kind for e in self.effects) or 'none'}, its fields "
                            f"{', '.join(fields) or 'none'} (a field is there only where the cell's pattern "
                            "prints or fixes it)")

    def __eq__(self, other):
        t = type(other)   # (not `isinstance`: an engine's proxy may raise reading `__class__`)
        if issubclass(t, str):   # (as plain text: an engine's subclass's own `==` is not asked)
            return self.text == str.__str__(other)
        if issubclass(t, Outcome):
            return (self.text, self.effects) == (other.text, other.effects)
        return eq(self.value, other)

    def __hash__(self):
        return hash(self.text)

    def __format__(self, spec: str) -> str:
        """f"{outcome:<6}" formats its printed text (it raised TypeError); f"{outcome}" is its repr."""
        return format(self.text, spec) if spec else str(self)

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
    ta, tb = type(a), type(b)   # (not `__class__`: an engine's proxy may raise reading it)
    if ta in _PLAIN_EQ and tb in _PLAIN_EQ:   # the common case, decided at once
        return a == b
    if issubclass(ta, Outcome) or issubclass(tb, Outcome):
        a, b = (a, b) if issubclass(ta, Outcome) else (b, a)
        return a == b
    if issubclass(ta, Ratio) or issubclass(tb, Ratio):
        return b == a if issubclass(tb, Ratio) else a == b   # (text that writes no odds is unequal: never refused by ==)
    if ta in _LISTS and tb in _LISTS:   # a list given (a list) and one written in a rule (a tuple): item by item
        return len(a) == len(b) and all(eq(x, y) for x, y in zip(a, b))
    return a == b


_LISTS = (list, tuple)
