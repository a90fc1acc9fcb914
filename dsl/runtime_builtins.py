"""The runtime's built-in steps a rule's body calls besides odds and percent: exact arithmetic (`div`,
the halvings, `multiply` with its rounding, `floor`, `ceil`), a fact read (`fact`: given, else the
played scenario's calendar, else its default; `header_fact`), a scenario's amounts and whether an
optional rule is in play. Fed by: nothing (read by `dsl.runtime`, which generated packages import,
and by its exception module).
"""
from __future__ import annotations

import math
from fractions import Fraction

from .runtime_data import MissingFact, NotInSource
from .runtime_inputs import UndefinedResult, shown
from .runtime_outcomes import num

def option_on(facts: dict, clause: str, scenario_options: dict) -> bool:
    """Is the optional rule `clause` in play? The `options` fact (clause ids, or "all") decides;
    without it, the options of the scenario named by the `scenario` fact."""
    chosen = facts.get("options")
    if chosen is None:
        chosen = scenario_options.get(facts.get("scenario"), ())
    if isinstance(chosen, str):
        chosen = [c.strip() for c in chosen.split(",")]
    return "all" in chosen or clause in chosen


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
