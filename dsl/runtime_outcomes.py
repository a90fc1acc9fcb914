"""The runtime's table answers and how values compare: `Effect` and `Outcome` (a table cell: its
text, parsed effects, where it was read), `field` and `cell_number` (a rule reading them), `num`
(whole fractions as ints) and `eq` (the rules' equality). Fed by: nothing (read by `dsl.runtime`,
which generated packages import, and by its value, table and exception modules).
"""
from __future__ import annotations

from fractions import Fraction

from .runtime_data import FieldNotGiven, ReadOnlyDict, _new, _set
from .runtime_inputs import shown
from .runtime_odds import Ratio


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
