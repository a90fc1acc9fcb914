"""`rules explain`'s words for the runtime's own steps: the working of the built-ins that divide
(`odds(28, 4)`: 28 / 4 = 7, and how the runtime rounded it), and a table's column placed past an
edge of the table (`crt.column(column: 10:1)`: the last column read, by the table's edge rule).
Fed by: the steps `explain_steps.watched` noted as the book's generated functions ran (each
built-in's arguments and what it gave) and the compiled tables (`pipeline.Compiled.module.TABLES`).

Nothing is restated by hand: the rounding said is the one the answer shows (the exact quotient
compared with what the runtime gave), and the edge crossed is the one the runtime's table places
the column past (`Table.edge_crossed`).
"""
from __future__ import annotations

from fractions import Fraction

from dsl.runtime import Ratio, RulesError, odds

_TITLES = {"odds": "Odds", "percent": "Percentage"}


def builtin_title(step, tables: dict) -> str:
    """The step's title: "Odds", "Percentage", or the table's title and what was asked of it."""
    if step.builtin in _TITLES:
        return _TITLES[step.builtin]
    t = tables.get(step.name)
    title = getattr(t, "title", "") or step.name
    return f"{title}: {'die-roll modifier of the column' if step.builtin == 'drm' else 'column'}"


def _number(x):
    """A strength as a number, or None when it is not one (the runtime refused it, or read it otherwise)."""
    x = getattr(x, "value", x)
    if isinstance(x, bool) or not isinstance(x, (int, Fraction)):
        return None
    return Fraction(x)


def decimal(x: Fraction) -> str:
    """`7`, `2.2`, `3.33…`: a quotient to two decimals, "…" when it goes on."""
    if x.denominator == 1:
        return _digits(x.numerator)
    hundredths, rest = divmod(abs(x.numerator) * 100, x.denominator)   # (in whole numbers: a float of a long
    whole, part = divmod(hundredths, 100)                                # strength overflows)
    shown = f"{'-' if x < 0 else ''}{_digits(whole)}.{part:02d}".rstrip("0").rstrip(".")
    return f"{shown}…" if rest else shown


def _digits(n: int) -> str:
    """A whole number as written, or how many digits it has when it is too long to write out."""
    try:
        text = str(n)
    except ValueError:   # (past Python's limit on converting an int to text)
        return f"a number of {len(format(n, 'x')) * 1.2:.0f} digits or so"
    return text if len(text) <= 40 else f"{text[:12]}… ({len(text)} digits)"


def _rounded(exact: Fraction, n: int) -> str:
    if n == exact:
        return ""
    return f", rounded {'down' if n < exact else 'up'} to {n}"


def _favour(exact: Fraction, got: Fraction) -> str:
    """Whose favour the rounding went in: the odds given against the exact attack/defence."""
    if got == exact:
        return ""
    return ", in the defender's favour" if got < exact else ", in the attacker's favour"


def odds_working(attack, defense, answer, written) -> str | None:
    """`50 / 15 = 3.33…, rounded down to 3, in the defender's favour: 3:1`; for poor odds the
    defence is divided by the attack (as the runtime's answer, 1:n, shows). None when the step
    gave no odds."""
    a, d = _number(attack), _number(defense)
    if not isinstance(answer, Ratio) or a is None or d is None or a <= 0 or d <= 0:
        return None
    if answer.defense == 1:   # n:1 — the attack divided by the defence
        top, bottom, n, lead = a, d, answer.attack, ""
    else:                     # 1:n — the defence divided by the attack
        top, bottom, n, lead = d, a, answer.defense, "the attack is the smaller, so the defence is divided by it: "
    exact = top / bottom
    said = f"{lead}{decimal(top)} / {decimal(bottom)} = {decimal(exact)}"
    if n == exact:   # (nothing to round here: how the runtime rounds a fraction of this kind, asked of it)
        return f"{said} exactly ({_odds_rounding(answer.defense != 1)}): {answer}"
    return f"{said}{_rounded(exact, n)}{_favour(a / d, Fraction(answer.attack, answer.defense))}: {answer}"


def _odds_rounding(poor: bool) -> str:
    """"a fraction is rounded down, in the defender's favour": how the runtime's `odds` rounds a
    quotient of 1.5, asked of it (3 against 2; 2 against 3 for poor odds)."""
    a, d = (2, 3) if poor else (3, 2)
    got = odds(a, d)
    n = got.defense if poor else got.attack
    return f"a fraction would be rounded {'down' if n < Fraction(3, 2) else 'up'}" + \
        _favour(Fraction(a, d), Fraction(got.attack, got.defense))


def percent_working(attack, defense, answer, written) -> str | None:
    """`25 × 100 / 51 = 49.01…%, rounded down to 49%`; None when the step gave no whole percentage."""
    a, d = _number(attack), _number(defense)
    if a is None or not d or type(answer) is not int:
        return None
    exact = a * 100 / d
    said = f"{decimal(a)} × 100 / {decimal(d)} = {decimal(exact)}%"
    return f"{said} exactly" if answer == exact else f"{said}{_rounded(exact, answer)}%"


def builtin_inputs(step, written) -> str:
    """What the step was given: `attack 28, defense 4`; a column asked and its shift."""
    args = step.arguments
    if step.builtin in _TITLES:
        return ", ".join(f"{k} {written(getattr(args.get(k), 'value', args.get(k)), top=True)}"
                         for k in ("attack", "defense") if k in args)
    t = args.get("table")
    selectors = args.get("selectors") or {}
    column = args.get("column")
    name = "column"
    if column is None:
        name, column = next(((k, v) for k, v in selectors.items() if k in ("odds", "percent", "differential", "value")
                             and v is not None), ("column", None))
    parts = [] if column is None else [f"{name} {written(getattr(column, 'value', column), top=True)}"]
    by = getattr(t, "header_by", "")
    if by and selectors.get(by) is not None:
        parts.append(f"{by.replace('_', ' ')} {selectors[by]}")
    shift = args.get("shift") or 0
    if shift:
        parts.append(f"shifted {abs(shift)} column{'s' if abs(shift) != 1 else ''} {'right' if shift > 0 else 'left'}")
    return ", ".join(parts)


def builtin_gave(step, written) -> str:
    """What the step gave, and how: the division and its rounding, or the column and the edge rule
    that placed it."""
    args, answer = step.arguments, step.answer
    value = getattr(answer, "value", answer)
    if step.builtin == "odds":
        return odds_working(args.get("attack"), args.get("defense"), value, written) or written(value, top=True)
    if step.builtin == "percent":
        return percent_working(args.get("attack"), args.get("defense"), value, written) or written(value, top=True)
    gave = written(value, top=True) if step.builtin == "column" else f"{value:+d}" if type(value) is int else str(value)
    return gave + edge_said(args.get("table"), args, answer)


def edge_said(t, args: dict, answer) -> str:
    """"; 10:1 is past the table's right edge by 5 columns: the last column, 5:1, is read [12.7.1]"
    when the table's edge rule placed the column; "" when it is a printed column."""
    if t is None:
        return ""
    selectors = dict(args.get("selectors") or args.get("kw") or {})
    column = args.get("column", selectors.pop("column", None))
    shift = args.get("shift", selectors.pop("shift", 0))
    selectors = {k: v for k, v in selectors.items() if k not in ("roll", "row", "drm")}
    try:
        crossed = t.edge_crossed(column, shift or 0, **selectors)
    except (RulesError, ArithmeticError, TypeError, ValueError):
        return ""
    if crossed is None:
        return counted_from_past_the_edge(t, column, shift, selectors)
    side, beyond, rule = crossed
    rule = rule or {}
    label = getattr(answer, "column", None)   # (a lookup's answer names its column; `.column()` gives it)
    if label is None:
        try:   # (`.drm()` gives the modifier: the column, asked of the same table)
            label = getattr(t.column(column, shift or 0, **selectors), "value", None)
        except (RulesError, ArithmeticError, TypeError, ValueError):
            label = None
    last = "first" if side == "left" else "last"
    text = f"; {beyond} column{'s' if beyond != 1 else ''} past the table's {side} edge: "
    if "result" in rule:
        text += f"the table's rule for that edge gives {rule['result']!r}"
    else:
        text += f"read on the {last} column" + (f", {label}" if label is not None else "")
    if rule.get("drm"):
        text += f", {rule['drm']:+d} to the roll for each column past it: {rule['drm'] * beyond:+d}"
    clause = rule.get("clause") or getattr(t, "clause", None)
    text += f" [{clause}]" if clause else ""
    if rule.get("inferred"):
        text += "; that is the book's reading, not the rules'"
    return text


def counted_from_past_the_edge(t, column, shift, selectors: dict) -> str:
    """"; 7:1 lies 2 columns past the table's right edge, and the shifts count from there [12.7.1]"
    when the column asked is past an edge and the shifts bring it back onto the table (the runtime
    counts them from where it lies); "" otherwise."""
    if not shift:
        return ""
    try:
        crossed = t.edge_crossed(column, 0, **selectors)
    except (RulesError, ArithmeticError, TypeError, ValueError):
        return ""
    if crossed is None:
        return ""
    side, beyond, rule = crossed
    value = column if column is not None else next((v for k, v in selectors.items() if k in _PLACED and v is not None), "")
    clause = (rule or {}).get("clause") or (getattr(t, "clause", None) if rule else None)
    return (f"; {getattr(value, 'value', value)} lies {beyond} column{'s' if beyond != 1 else ''} past the table's "
            f"{side} edge, and the shifts count from there" + (f" [{clause}]" if clause else "")
            + ("; that is the book's reading, not the rules'" if (rule or {}).get("inferred") else ""))


_PLACED = ("odds", "percent", "differential", "value")
