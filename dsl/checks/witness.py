"""A counterexample for E310: fact values under which two exceptions of one target both apply, and an
`example` that asks the target under them, ready to paste into the book. Fed by: `rule_conflicts`
(the pair E310 found, each exception's `conditions.rule_tests`) and `resolver` (the facts' types,
enums, sides, the target's declaration).

The values come from what `conditions` reads of the two conditions: for each fact either tests, a
value both tests pass (the listed value, the first declared value of an enum or side, `yes` before
`no`, the smallest whole number in a range of a `count` or `integer`, the lower bound of a range of
any number, a text no `not in` lists: `other`); a fact the target or the conditions read that has no
default gets a valid value too. A table's cell and its expected text: `witness_tables`.
Where a condition holds more than the checker reads (`or`, a call, a fact compared with a fact), the
values are "possibly" both applying: they pass every test read, and the rest is the designer's.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import islice

from .. import model as m
from ..diagnostics import Witness
from ..ir import nodes_under
from ..resolver import Symbols
from ..source import Span
from .conditions import WHOLE_TYPES, REAL_TYPES, Range, Values, merge, read, _negated
from .witness_tables import alone, cells, quoted as _quoted, rewritten

_CELLS_TRIED = 200


def said(found: Witness) -> str:
    """`terrain is city and river is yes (at roll 7, column 3:1)`, or `whatever the facts`."""
    parts = [f"{name} is {value}" for name, value in found.values]
    facts = (", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else
             parts[0] if parts else "whatever the facts")
    return facts + (f" (at {found.lookup})" if found.lookup else "")


def witness(sym: Symbols, a: m.ExceptionRule, tests_a: dict, b: m.ExceptionRule, tests_b: dict) -> Witness:
    """Values under which both `a` and `b` apply (see the module's docstring)."""
    met, exact = merge(tests_a, tests_b)
    possibly = not (exact and _read_whole(a, sym) and _read_whole(b, sym))
    target = sym.node(a.target)
    params = {p.name: p for p in target.params} if isinstance(target, m.Formula) else {}
    values: dict[str, str] = {}
    for name, test in met.items():
        typ = _type_of(sym, name, params)
        value = None if typ is None else _value_passing(sym, typ, test)
        if value is None:
            possibly = True
        else:
            values[name] = value
    for name in _needed(sym, target, a, b):
        if name not in values:
            value = _default(sym, name) or _any_value(sym, sym.node(name).type)
            if value is None:
                possibly = True
            else:
                values[name] = value
    args = dict(values)
    for p in params.values():   # (a formula's every parameter is given)
        if p.name not in args:
            value = _any_value(sym, p.type)
            if value is None:
                return Witness(tuple(values.items()), possibly, clause=b.clause or "")
            args[p.name] = value
    if a.scenario:
        args["scenario"] = a.scenario
    lookup = ""
    if isinstance(target, m.Table):
        found = _table_check(sym, target, a, b, values, args)
        if found is None:
            return Witness(tuple(values.items()), possibly, clause=b.clause or "")
        lookup, check = found
    else:
        check = _check(sym, a, target, _call(a.target, args))
    title = f"{a.id} and {b.id} both apply" + (f" when {', '.join(f'{k} is {v}' for k, v in values.items())}"
                                                 if values else "")
    example = f"example {_quoted(title)} {{ {check} }}" if check else ""
    return Witness(tuple(values.items()), possibly, lookup, example, b.clause or "")


def _read_whole(e: m.ExceptionRule, sym: Symbols) -> bool:
    """Whether the checker read all of the exception's `when` and `unless` (each holds exactly when
    its tests do)."""
    if not read(e.when, sym).exact:
        return False
    return e.unless is None or _negated(read(e.unless, sym)).exact


def _type_of(sym: Symbols, name: str, params: dict) -> str | None:
    """The type of a fact, or of a formula's parameter, named in a condition; None for any other name."""
    if name in params:
        return params[name].type
    return sym.node(name).type if sym.kind(name) == "fact" else None


def _default(sym: Symbols, name: str) -> str | None:
    """A fact's default as the book writes it, when it is a plain value."""
    fact = sym.node(name) if sym.kind(name) == "fact" else None
    default = getattr(fact, "default", None)
    if isinstance(default, m.Bool):
        return "yes" if default.value else "no"
    if isinstance(default, m.Num):
        return str(default.value)
    if isinstance(default, m.Name) and default.name in sym.enum_values.get(fact.type, {}):
        return default.name
    if isinstance(default, m.Text):
        return _quoted(default.value)
    return None


def _choices(sym: Symbols, typ: str) -> list[str] | None:
    """Every value of a type with few values (flag, side, enum), in the order declared."""
    if typ == "flag":
        return ["yes", "no"]
    if typ in sym.enum_values:
        return list(sym.enum_values[typ])
    return None


def _any_value(sym: Symbols, typ: str) -> str | None:
    """A valid value of a type, for a fact or parameter neither condition tests."""
    choices = _choices(sym, typ)
    if choices:
        return choices[-1] if typ == "flag" else choices[0]
    if typ == "text":
        return _quoted(_other_text(()))
    return "0" if typ in WHOLE_TYPES or typ in REAL_TYPES else None


def _other_text(listed) -> str:
    """A text that is none of `listed`: `other`, else `other 2`, `other 3`…"""
    return next(text for n in range(1, len(listed) + 2) if (text := "other" if n == 1 else f"other {n}") not in listed)


def _passes(test, value: str) -> bool:
    if isinstance(test, Values):
        return (value in test.values) == test.inside
    try:
        return test.holds(Fraction(value))
    except (ValueError, ZeroDivisionError):
        return False


def _value_passing(sym: Symbols, typ: str, test) -> str | None:
    """A value of `typ` that passes `test`, as the book writes it; None when none is found."""
    choices = _choices(sym, typ)
    if choices is not None:
        return next((c for c in choices if _passes(test, c)), None)
    if typ == "text":
        if isinstance(test, Values) and test.inside:
            return _quoted(min(test.values)) if test.values else None
        if isinstance(test, Values):   # (`not in`: a text none of the listed ones is)
            return _quoted(_other_text(test.values))
        return None
    if typ not in WHOLE_TYPES and typ not in REAL_TYPES:
        return None
    if isinstance(test, Values):
        if test.inside:
            numbers = sorted((Fraction(v), v) for v in test.values if _number(v) is not None)
            return numbers[0][1] if numbers else None
        steps = range(len(test.values) + 1) if typ == "count" else [i * s for i in range(len(test.values) + 1)
                                                                     for s in (1, -1)]
        return next((str(n) for n in steps if str(n) not in test.values), None)
    return _in_range(test, typ in WHOLE_TYPES)


def _in_range(test: Range, whole: bool) -> str | None:
    """The smallest whole number of a whole-number range (0 when it reaches below 0 and holds 0), or a
    number of a range of any number; None for an empty range."""
    if test.empty():
        return None
    lo, lo_closed, hi, hi_closed = test.bounds()
    if test.holds(0) and (lo is None or lo <= 0):
        return "0"
    if lo is not None:
        if whole or lo_closed:
            return str(lo)
        return str((lo + hi) / 2 if hi is not None else lo + 1)
    if whole or hi_closed:
        return str(hi)
    return str(hi - 1)


def _number(value: str):
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError):
        return None


def _needed(sym: Symbols, target, a: m.ExceptionRule, b: m.ExceptionRule) -> list[str]:
    """The facts without a default that the target or either condition names (asked of the target, each
    would be a missing fact), in the order met."""
    out: list[str] = []
    header = getattr(target, "header_by", "")   # (an offset header's row is picked by a fact)
    sided = any(r.side for r in a.rewrites + b.rewrites)   # (`rewrite X of SIDE` reads who attacks)
    for name in (header, "attacker" if sided else ""):
        if name and sym.kind(name) == "fact" and sym.node(name).default is None:
            out.append(name)
    for root in (target, a.when, a.unless, b.when, b.unless, a.use, b.use):
        if root is None:
            continue
        for node in nodes_under(root, m.Name, (Span,)):
            fact = sym.node(node.name) if sym.kind(node.name) == "fact" else None
            if fact is not None and fact.default is None and node.name not in out:
                out.append(node.name)
    return out


def _table_check(sym: Symbols, t: m.Table, a: m.ExceptionRule, b: m.ExceptionRule, values: dict,
                 args: dict) -> tuple[str, str] | None:
    """The cell the example reads, said (`roll 7, column 3:1`), and the example's check: the text it
    prints once the rewrites ran, `a`'s first (`.rewritten_text`; the first cell where the other
    order prints something else, when one does), else its printed `.text` (the lookup runs the
    rewrites, and raises the conflict); None when no plain lookup reads a cell. (At most
    `_CELLS_TRIED` cells are tried: one E310 per exception of a large table.)"""
    first = None
    for shown, place, text, column in islice(cells(sym, t, values), _CELLS_TRIED):
        after = rewritten(sym, t, a, b, text, column, values) if first is not None or alone(sym, t, a, b) else None
        if after is None:
            first = first or (shown, place, "text", text)
            break
        first = first or (shown, place, "rewritten_text", after)
        if after != rewritten(sym, t, b, a, text, column, values):
            first = (shown, place, "rewritten_text", after)
            break
    if first is None:
        return None
    shown, place, field, expected = first
    return shown, f"{_call(t.id, {**place, **args})}.{field} == {_quoted(expected)}"


def _call(target: str, args: dict) -> str:
    return f"{target}({', '.join(f'{k}: {v}' for k, v in args.items())})"


def _check(sym: Symbols, a: m.ExceptionRule, target, call: str) -> str:
    """The example's check: the target asked under the values, compared with what `a` gives where it
    is plain to write (`allow`: yes, `forbid`: no, a `cancel` of a shift or die-roll modifier or a
    combine: 0, a `use` of a plain value); "" otherwise (a table's: `_table_check`)."""
    if a.effect in ("allow", "forbid"):
        return f"{call} == {'yes' if a.effect == 'allow' else 'no'}"
    if a.effect == "cancel" and (isinstance(target, m.Combine) or (
            isinstance(target, m.Modifier) and target.effect is not None and target.effect.kind in ("shift", "drm"))):
        return f"{call} == 0"
    if a.effect == "use":
        value = _plain(sym, a.use)
        return f"{call} == {value}" if value is not None else ""
    return ""


def _plain(sym: Symbols, e) -> str | None:
    """A value written plainly (a number, yes or no, a text, an enum value or side), as written."""
    if isinstance(e, m.Num):
        return str(e.value)
    if isinstance(e, m.Neg) and isinstance(e.operand, m.Num):
        return f"-{e.operand.value}"
    if isinstance(e, m.Bool):
        return "yes" if e.value else "no"
    if isinstance(e, m.Text):
        return _quoted(e.value)
    if isinstance(e, m.Name) and any(e.name in values for values in sym.enum_values.values()) \
            and sym.kind(e.name) is None:
        return e.name
    return None
