"""What a condition says of the facts it tests, and whether two conditions can both hold. Fed by:
`resolver` (a `Symbols` table: the facts' types and the constants). Used by `rule_conflicts` (E310,
two exceptions that can both apply) and `futile` (W310, an exception that can never change its
target).

A condition is read as one test per fact:

- a set of values the fact is in, or is not in: `x is v`, `x == v`, `x in (a, b)`, a flag `x`
  (yes), and their negated forms; a number constant stands for its value (`x == limit`);
- a range of numbers: `x > 2`, `x <= limit` (a number constant), `2 < x`. A `count` or `integer`
  fact takes whole numbers only, so `cas > 2` and `cas < 3` never both hold; a `number` or
  `percent` fact may be 2.5, which holds both;
- `and` meets the tests of each fact (`cas > 2 and cas < 5` is 3 to 4, `x is a and x is b` is
  nothing); `not` and `unless` take the complement of one fact's test, when the condition holds
  exactly when that test does and the complement is one piece (`not (x > 2)` is `x <= 2`;
  `not (x > 2 and x < 5)`, `not (x is a and y > z)` pin nothing).

Anything else (`or`, calls, a fact compared with another) pins nothing. A reading claims only what
the condition implies, so a test found empty means the condition can never hold: "never" and
"exclusive" are said only when they are certain.
"""
from __future__ import annotations

from fractions import Fraction
from math import ceil, floor

from attrs import frozen

from .. import model as m
from ..resolver import Symbols

WHOLE_TYPES = ("count", "integer")        # fact types whose values are whole numbers (runtime_inputs)
REAL_TYPES = ("number", "percent")        # whole numbers or fractions
_MIRRORED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


@frozen
class Values:
    """The fact is one of `values` (`inside`), or none of them; values as written (`3`, `1/2`, `yes`,
    `clear`)."""
    values: frozenset
    inside: bool = True


@frozen
class Range:
    """The fact is a number from `lo` to `hi` (None: no bound), each bound included when closed, and
    a whole number when `whole`."""
    lo: Fraction | None = None
    lo_closed: bool = False
    hi: Fraction | None = None
    hi_closed: bool = False
    whole: bool = False
    natural: bool = False   # a `count` fact: 0 or more, whatever the test says (`k < 0` never holds)
    most: Fraction | None = None   # a fact's `at most`: no more, whatever the test says (`s > 5` on at most 2)

    def bounds(self) -> tuple:
        """(lo, lo_closed, hi, hi_closed), rounded in to whole numbers for a whole-number fact, from 0
        for a count, to the fact's `at most` at the top."""
        hi, hi_closed = self.hi, self.hi_closed
        if self.most is not None and (hi is None or hi > self.most):
            hi, hi_closed = self.most, True
        if not self.whole:
            return self.lo, self.lo_closed, hi, hi_closed
        lo = None if self.lo is None else ceil(self.lo) if self.lo_closed else floor(self.lo) + 1
        if self.natural and (lo is None or lo < 0):
            lo = 0
        hi = None if hi is None else floor(hi) if hi_closed else ceil(hi) - 1
        return lo, True, hi, True

    def empty(self) -> bool:
        """No number (no whole number, for a whole-number fact) lies in the range."""
        lo, lo_closed, hi, hi_closed = self.bounds()
        if lo is None or hi is None:
            return False
        return lo > hi or (lo == hi and not (lo_closed and hi_closed))

    def holds(self, x) -> bool:
        """The number `x` lies in the range."""
        lo, lo_closed, hi, hi_closed = self.bounds()
        above = lo is None or x > lo or (x == lo and lo_closed)
        below = hi is None or x < hi or (x == hi and hi_closed)
        return above and below and (not self.whole or x == int(x))


Test = Values | Range


@frozen
class Reading:
    """The tests a condition pins down, by fact; `exact` when the condition holds exactly when all of
    them do (so its negation can be read too), not merely implies them."""
    tests: dict
    exact: bool


NOTHING = Reading({}, False)


# ---------------------------------------------------------------- reading a condition
def read(expr, sym: Symbols | None = None) -> Reading:
    """What a condition pins down. Without `sym`, names are read as written: a name compared is a
    value, and a fact compared with a number may be any number."""
    if expr is None:
        return Reading({}, True)
    if isinstance(expr, m.Name):
        return Reading({expr.name: Values(frozenset({"yes"}))}, True)
    if isinstance(expr, m.Not):
        return _negated(read(expr.operand, sym))
    if isinstance(expr, m.Is):
        return _read_comparison(expr.left, "!=" if expr.negate else "==", expr.value, sym) or NOTHING
    if isinstance(expr, m.Compare):
        return _read_comparison(expr.left, expr.op, expr.right, sym) or \
            _read_comparison(expr.right, _MIRRORED[expr.op], expr.left, sym) or NOTHING
    if isinstance(expr, m.In) and expr.over is None and isinstance(expr.left, m.Name):
        values = [_value(o, sym) for o in expr.options]      # `x in mud_turns` (`over`) is not read
        if None not in values:
            return Reading({expr.left.name: Values(frozenset(values), not expr.negate)}, True)
    if isinstance(expr, m.Logic) and expr.op == "and":
        return _read_and(expr.operands, sym)
    return NOTHING


def _read_comparison(subject, op: str, other, sym: Symbols | None) -> Reading | None:
    """`fact OP value`: a set of values for `==` and `!=`, a range for `<`, `<=`, `>`, `>=`."""
    if not isinstance(subject, m.Name):
        return None
    fact = sym.node(subject.name) if sym is not None and sym.kind(subject.name) == "fact" else None
    natural = fact is not None and fact.type == "count"
    most = _most(fact, sym)
    if op in ("==", "!="):
        value = _value(other, sym)
        number = _number(other, sym)
        if op == "==" and number is not None and ((natural and number < 0) or (most is not None and number > most)):
            # (a count is never below 0, a bounded fact never above its `at most`)
            return Reading({subject.name: Range(number, True, number, True, True, natural, most)}, True)
        return None if value is None else Reading({subject.name: Values(frozenset({value}), op == "==")}, True)
    number, kind = _number(other, sym), _number_kind(subject.name, sym)
    if number is None or kind is None:
        return None
    whole = kind == "whole"
    bound = {"<": Range(hi=number, whole=whole, natural=natural, most=most),
             "<=": Range(hi=number, hi_closed=True, whole=whole, natural=natural, most=most),
             ">": Range(lo=number, whole=whole, natural=natural, most=most),
             ">=": Range(lo=number, lo_closed=True, whole=whole, natural=natural, most=most)}[op]
    return Reading({subject.name: bound}, True)


def _most(fact, sym: Symbols | None):
    """A fact's `at most` as a number (written, or a whole constant's value), else None."""
    if getattr(fact, "at_most", None) is None or sym is None:   # (a formula's parameter read as a fact: none)
        return None
    from .expressions import at_most_value   # (the type checks' reading of a bound; they import this module)
    return at_most_value(lambda name: sym.node(name) if sym.kind(name) == "constant" else None, fact)


def _read_and(operands, sym: Symbols | None) -> Reading:
    """`a and b`: every operand's tests, met fact by fact; exact when every operand and meeting is."""
    tests, exact = {}, True
    for operand in operands:
        reading = read(operand, sym)
        tests, met_exactly = merge(tests, reading.tests)
        exact = exact and reading.exact and met_exactly
    return Reading(tests, exact)


def _negated(reading: Reading) -> Reading:
    """`not C`: read when C is exactly one fact's test whose complement is one piece."""
    if not reading.exact or len(reading.tests) != 1:
        return NOTHING
    (fact, test), = reading.tests.items()
    other = complement(test)
    return NOTHING if other is None else Reading({fact: other}, True)


def _value(expr, sym: Symbols | None) -> str | None:
    """A value as written (`3`, `-1`, `1/2`, `yes`, `clear`, a number constant's value), or None when
    it is not a value known from the book alone (another fact, a calculation)."""
    number = _number(expr, sym)
    if number is not None:
        return str(number)
    if isinstance(expr, m.Text):
        return expr.value
    if isinstance(expr, m.Bool):
        return "yes" if expr.value else "no"
    if not isinstance(expr, m.Name):
        return None
    kind = sym.kind(expr.name) if sym is not None else None
    if kind == "constant":
        value = sym.node(expr.name).value
        return ("yes" if value else "no") if isinstance(value, bool) else None
    return None if kind == "fact" else expr.name        # an enum value, a side, a scenario


def _number(expr, sym: Symbols | None):
    """A number literal (`3`, `-1`, `1/2`) or a number constant's value; None otherwise."""
    if isinstance(expr, m.Num):
        return expr.value
    if isinstance(expr, m.Neg):
        inner = _number(expr.operand, sym)
        return None if inner is None else -inner
    if isinstance(expr, m.Name):
        return _constant_number(expr.name, sym)
    return None


def _constant_number(name: str, sym: Symbols | None):
    """The value of a number constant; None for any other name."""
    if sym is None or sym.kind(name) != "constant":
        return None
    value = sym.node(name).value
    return value if isinstance(value, (int, Fraction)) and not isinstance(value, bool) else None


def _number_kind(name: str, sym: Symbols | None) -> str | None:
    """'whole' for a `count` or `integer` fact or a whole constant, 'real' for another number, None
    for a name that is no number (a range of it means nothing). Without `sym`: 'real'."""
    if sym is None:
        return "real"
    if sym.kind(name) == "fact":
        typ = sym.node(name).type
        return "whole" if typ in WHOLE_TYPES else "real" if typ in REAL_TYPES else None
    value = _constant_number(name, sym)
    return None if value is None else "whole" if isinstance(value, int) else "real"


# ---------------------------------------------------------------- tests of one fact
def meet(a: Test, b: Test) -> tuple[Test, bool]:
    """The test both `a` and `b` pass, and whether it is exactly that (else it is weaker)."""
    if isinstance(a, Values) and isinstance(b, Values):
        return _meet_values(a, b), True
    if isinstance(a, Range) and isinstance(b, Range):
        return _meet_ranges(a, b), True
    values, numbers = (a, b) if isinstance(a, Values) else (b, a)
    return _values_in_range(values, numbers)


def _meet_values(a: Values, b: Values) -> Values:
    """In both sets, in one and not the other, or in neither (not in their union)."""
    if a.inside and b.inside:
        return Values(a.values & b.values)
    if a.inside or b.inside:
        inside, outside = (a, b) if a.inside else (b, a)
        return Values(inside.values - outside.values)
    return Values(a.values | b.values, inside=False)


def _meet_ranges(a: Range, b: Range) -> Range:
    """The numbers in both ranges: the higher lower bound and the lower upper bound."""
    lo, lo_closed = _tighter((a.lo, a.lo_closed), (b.lo, b.lo_closed), max)
    hi, hi_closed = _tighter((a.hi, a.hi_closed), (b.hi, b.hi_closed), min)
    most = min((x for x in (a.most, b.most) if x is not None), default=None)
    return Range(lo, lo_closed, hi, hi_closed, a.whole or b.whole, a.natural or b.natural, most)


def _tighter(a: tuple, b: tuple, pick) -> tuple:
    """Of two bounds (value or None, closed), the one that lets fewer numbers through; `pick` is
    max for lower bounds and min for upper ones."""
    if a[0] is None or b[0] is None:
        return b if a[0] is None else a
    if a[0] != b[0]:
        return a if pick(a[0], b[0]) == a[0] else b
    return a[0], a[1] and b[1]


def _values_in_range(values: Values, numbers: Range) -> tuple[Test, bool]:
    """`x in (…) and x > n`: the listed numbers in the range (a value that is no number is kept, and
    the reading is then weaker than the condition). `x not in (…)` with a range: the range, weaker."""
    if not values.inside:
        return numbers, False
    read = {v: _as_number(v) for v in values.values}
    kept = frozenset(v for v, n in read.items() if n is None or numbers.holds(n))
    return Values(kept), None not in read.values()


def _as_number(value: str) -> Fraction | None:
    """A value written as a number (`3`, `-1`, `1/2`), as a number."""
    try:
        return Fraction(value) if value.lstrip("-").replace("/", "", 1).isdigit() else None
    except (ValueError, ZeroDivisionError):
        return None


def complement(test: Test) -> Test | None:
    """The test passed exactly when `test` fails; None when that is not one test (`x < 2 or x > 5`)."""
    if isinstance(test, Values):
        return Values(test.values, not test.inside)
    if (test.lo is None) == (test.hi is None):
        return None
    if test.lo is not None:
        return Range(hi=test.lo, hi_closed=not test.lo_closed, whole=test.whole, natural=test.natural, most=test.most)
    return Range(lo=test.hi, lo_closed=not test.hi_closed, whole=test.whole, natural=test.natural, most=test.most)


def empty(test: Test) -> bool:
    """No value passes the test."""
    return test.empty() if isinstance(test, Range) else test.inside and not test.values


def merge(a: dict, b: dict) -> tuple[dict, bool]:
    """Two readings' tests, met fact by fact; and whether every meeting was exact."""
    out, exact = dict(a), True
    for fact, test in b.items():
        if fact in out:
            out[fact], met_exactly = meet(out[fact], test)
            exact = exact and met_exactly
        else:
            out[fact] = test
    return out, exact


# ---------------------------------------------------------------- conditions of rules
def rule_tests(rule, sym: Symbols | None = None) -> dict:
    """The tests an exception's or modifier's `when` and `unless` pin down when it applies."""
    tests = read(rule.when, sym).tests
    unless = _negated(read(rule.unless, sym))
    return merge(tests, unless.tests)[0]


def exclusive(a, b, sym: Symbols | None = None) -> bool:
    """True when the two rules' conditions can never both hold (as far as a simple reading shows)."""
    return exclusive_tests(a, rule_tests(a, sym), b, rule_tests(b, sym))


def exclusive_tests(a, tests_a: dict, b, tests_b: dict) -> bool:
    """`exclusive`, given each rule's `rule_tests` (read once per rule, not once per pair)."""
    if a.scenario and b.scenario and a.scenario != b.scenario:
        return True
    for fact, test in tests_b.items():   # where both test one fact, the two tests met
        if fact in tests_a and empty(meet(tests_a[fact], test)[0]):
            return True
    return any(empty(t) for t in tests_a.values()) or any(empty(t) for t in tests_b.values())


def never_holds(expr, sym: Symbols | None = None) -> bool:
    """A condition whose tests of one fact cannot all hold (`x is a and x is b`, `x > 4 and x < 3`)."""
    return any(empty(test) for test in read(expr, sym).tests.values())
