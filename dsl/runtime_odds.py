"""The runtime's odds: `Ratio`, and `odds` and `percent`, the built-ins that compare an attack with a
defence. Fed by: nothing (read by `dsl.runtime`, which generated packages import, and by its value
and table modules).

`Ratio` (odds normalised to n:1 or 1:n, ordered along the odds scale, equal to odds written as
text), odds read from text (`_odds_text`), and the whole numbers the built-ins read, refused past
4,300 digits (`_numbers`).
"""
from __future__ import annotations

import math
from fractions import Fraction

from .runtime_data import _new, _set
from .runtime_inputs import Inputs, UndefinedResult, WrongType, _digits, about_digits, plain, shown

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
    digits Python refuses to, or, where that limit is lifted, takes time quadratic in the digits).
    (A whole Fraction writes as its int does, `str(Fraction(3))` is '3': no `num`, which is
    `runtime_outcomes`', above this module.)"""
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
