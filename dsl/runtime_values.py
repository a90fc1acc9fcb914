"""The runtime's answers: what every answer of a generated rule package is made of. Fed by:
nothing (read by `dsl.runtime`, which generated packages import, and by its table and exception
modules).

`Value` (a number, flag, ratio or text, with its trace: the clause ids that produced it, in the
order they were used), how an answer given back joins a new one (`carry`), `Trace` (collects
clause ids while a rule runs; `tracer`, a book's) and the size of number a rule answers
(`MAX_ANSWER_DIGITS`). The other values are `runtime_odds`' (`Ratio`) and `runtime_outcomes`'
(`Outcome`, `Effect`); the errors are `runtime_data`'s and `runtime_inputs`'.
"""
from __future__ import annotations

from fractions import Fraction

from .runtime_data import ReadOnlyDict, _new, _set
from .runtime_inputs import ForeignAnswer, UndefinedResult, WrongType, _suggest, _where, about_digits, shown
from .runtime_outcomes import eq, num


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


Trace.untraced = _untraced(None)   # (after ReadOnlyDict: the answers it holds are shared)
