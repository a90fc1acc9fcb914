"""Checks on turns: the header's turn fact (E202, E203, E401) and its default a scenario does not
play (W326); a scenario's `turns` (backwards, or past the turn fact's `at most`: E401), the turns its
lines name (E401; none said, W319), support lines given twice for a turn (E101, each line set
against the first above it sharing a turn: `_first_overlapped`), reinforcement segments (E401),
and its calendars (E101, E202, E206, E401, W325). Fed by: `resolver` (a `Symbols` table), through
`structure.check`.
"""
from __future__ import annotations

from ..diagnostics import Report, a_, suggest
from ..resolver import Symbols
from .aids import _a


def _first_overlapped(lines: list) -> list[tuple]:
    """Each support line with the first line above it whose turns (`first_turn` to `last_turn`)
    share one with its own, or None. The turns are numbered by the lines' ends (two runs of turns
    share a turn exactly when they share one of those), each turn holds the first line that covers
    it (each turn painted once: `unpainted` skips those painted already), and a table of minima
    over the turns (`low`) gives the first line covering any of a run's turns: a line compared with
    every line above it made 80,000 lines take minutes."""
    ends = sorted({t for s in lines for t in (s.first_turn, s.last_turn)})
    at = {t: i for i, t in enumerate(ends)}
    size = 1
    while size < len(ends):
        size *= 2
    none = len(lines)                         # (no line: past the last)
    low = [none] * (2 * size)                 # the minimum over each node's turns
    unpainted = list(range(len(ends) + 1))    # each turn → the next turn not painted yet (itself if not)

    def next_unpainted(i: int) -> int:
        root = i
        while unpainted[root] != root:
            root = unpainted[root]
        while unpainted[i] != root:
            unpainted[i], i = root, unpainted[i]
        return root

    out = []
    for order, s in enumerate(lines):
        a, b = at[s.first_turn], at[s.last_turn]
        if a > b:                             # (runs backwards: E401 below; it shares no turn)
            out.append((s, None))
            continue
        found, lo, hi = none, a + size, b + size + 1
        while lo < hi:
            if lo & 1:
                found, lo = min(found, low[lo]), lo + 1
            if hi & 1:
                hi -= 1
                found = min(found, low[hi])
            lo, hi = lo // 2, hi // 2
        out.append((s, lines[found] if found < none else None))
        i = next_unpainted(a)
        while i <= b:
            node = i + size
            low[node] = order
            node //= 2
            while node and low[node] > order:
                low[node] = order
                node //= 2
            unpainted[i] = i + 1
            i = next_unpainted(i + 1)
    return out


def _scenario_turns(sc, report: Report) -> None:
    """Every line that names a turn (amounts, reinforcements, removals, support) names one the
    scenario plays; `turns 3 to 1` and `support … turn 3 to 1` run backwards (E401)."""
    first, last = sc.first_turn, sc.last_turn
    if first is not None and last is not None and last < first:
        report.error("E401", f"{sc.id} plays turns {first} to {last}: the last turn comes before the first",
                     sc.turns_span or sc.span, f"write `turns {last} to {first}`")
        return
    groups: dict[tuple, list] = {}   # (side, kind) → its support lines, in order
    for s in sc.supports:
        groups.setdefault((s.side, s.kind), []).append(s)
    first_overlapped = {id(s): other for same in groups.values() for s, other in _first_overlapped(same)}
    for s in sc.supports:
        other = first_overlapped[id(s)]
        if other is not None:
            report.error("E101", f"{s.side} gets {s.kind or 'support'} twice on turn "
                         f"{max(s.first_turn, other.first_turn)}", s.span,
                         f"line {other.span.line} already gives it: one line per kind and turn")
        if s.last_turn < s.first_turn:
            report.error("E401", f"support from turn {s.first_turn} to {s.last_turn} runs backwards", s.span,
                         f"write `turn {s.last_turn} to {s.first_turn}`")
    for r in sc.reinforcements:   # (segments count from 1, as the rules count them: `segment 0` was taken)
        if r.segment is not None and r.segment < 1:
            report.error("E401", f"segment {r.segment}: a turn's reinforcement segments count from 1", r.span,
                         "the first reinforcement segment of a turn is `segment 1`")
    lines = [((x.turn,), x.turn_span or x.span) for x in (*sc.amounts, *sc.reinforcements, *sc.removals)]
    lines += [((x.first_turn, x.last_turn), x.turn_span or x.span) for x in sc.supports]
    if first is None:   # (W319: reinforcements on turn 3 of a scenario whose turns are never said: the designer probe)
        if lines:
            turns, span = lines[0]
            report.warning("W319", f"scenario {sc.id} has lines for turns (turn {turns[0]} here) but no `turns` "
                           "line: no line's turn is checked against its turns", span,
                           f"write the turns it plays: `turns 1 to {max(t for ts, _ in lines for t in ts)}`, or "
                           "`turns 1 to end`")
        return
    for turns, span in lines:
        outside = next((t for t in turns if t < first or (last is not None and t > last)), None)
        if outside is not None:
            report.error("E401", f"turn {outside} is outside the scenario's turns", span,
                         f"{sc.id} plays turns {first} to {last if last is not None else 'end'}")


def _turn_fact(sym: Symbols, facts: dict, report: Report) -> tuple[str, int | None] | None:
    """The header's `turn NAME`: a fact of the book (E202; E203 for a name of another kind) that
    counts whole turns, an `integer` or a `count` (E401: a turn of 5/2 is no turn of a scenario).
    Gives the fact and its `at most` (None: no bound), which every scenario's `turns` must keep within;
    None when the header names no turn fact, or names it wrong."""
    name, span = sym.book.header.turn, sym.book.header.turn_span or sym.book.header.span
    if not name:
        return None
    fact = facts.get(name)
    counts = [f for f, x in facts.items() if x.type in ("integer", "count")]
    named = (f"the book's facts of whole numbers: {', '.join(counts)}" if counts else
             "declare it: `fact turn: count \"The current game turn\"`")
    if fact is None:
        kind = sym.kind(name)
        # (a side, a list's value or a built-in fact was "unknown fact": the engine probe of stop 61)
        lists = [e for e, values in sym.enum_values.items() if name in values]
        other = "a side" if name in sym.sides else f"a value of the list {lists[0]}" if lists else \
            "the built-in fact that names the scenario played" if name == "scenario" else \
            "the built-in fact that names the optional rules in play" if name == "options" else ""
        if other:
            report.error("E203", f"{name} is {other}, not a count of turns: `turn` names the fact that counts the "
                         "game turns", span, named)
        elif kind is not None and kind != "fact":
            report.error("E203", f"{name} is {_a(kind)}, not a fact: `turn` names the fact that counts the game turns",
                         span, suggest(name, counts) or named)
        else:
            # (the facts a turn can be counted by: `turn count` was hinted "did you mean month?")
            report.error("E202", f"unknown fact {name}: `turn` names the fact that counts the game turns", span,
                         suggest(name, counts) or named if counts else
                         f"declare it: `fact {name}: count \"The current game turn\"`")
        return None
    if fact.type not in ("integer", "count"):
        report.error("E401", f"`turn` names the fact that counts the game turns, a whole number; {name} is "
                     f"{a_(fact.type)}", span,
                     f"declare {name} `count` (or `integer`): a turn of 5/2 is no turn of a scenario"
                     if fact.type in ("number", "percent") else f"name the fact that counts the turns; {named}")
        return None
    from .expressions import at_most_value   # (the type checks' reading of a bound; they import this module)
    return name, at_most_value(lambda n: sym.node(n) if sym.kind(n) == "constant" else None, fact)


def _plays(sc) -> str:
    """The turns a scenario plays, as its `turns` line says them: "turns 4 to 7", "turns 6 to end",
    "turn 5 only"."""
    first, last = sc.first_turn, sc.last_turn
    return f"turn {first} only" if last == first else f"turns {first} to {last if last is not None else 'end'}"


def _turn_default(fact, scenarios, report: Report) -> None:
    """The turn fact with a default (`fact gt: count = 1`) that a scenario does not play: a rule asked
    in that scenario without the turn reads the default, a turn the scenario never plays, where an
    engine giving that turn is refused (W326; the engine probe of stop 61)."""
    value = getattr(fact.default, "value", None)
    if type(value) is not int:
        return
    off = [sc for sc in scenarios if sc.first_turn is not None
           and not (sc.first_turn <= value and (sc.last_turn is None or value <= sc.last_turn))]
    if not off:
        return
    sc = off[0]
    others = f" (and {len(off) - 1} other scenario{'s' * (len(off) > 2)})" if len(off) > 1 else ""
    report.warning("W326", f"the turn fact {fact.id} defaults to {value}, which scenario {sc.id} does not play "
                   f"({_plays(sc)}){others}: a rule asked in it without the turn reads turn {value}, though an engine "
                   f"giving {fact.id}={value} there is refused", fact.default.span or fact.span,
                   f"leave the default out (`fact {fact.id}: {fact.type}`), so that a rule that reads the turn "
                   "asks for it")


def _turns_within(sc, turn: str, most: int, report: Report) -> None:
    """A scenario whose `turns` go past the most the turn fact allows (`fact turn: count at most 34`,
    `turns 30 to 36`): its last turns could never be given, so it could never be played to its end (E401)."""
    first, last = sc.first_turn, sc.last_turn
    if first is None or max(first, last if last is not None else first) <= most:
        return
    report.error("E401", f"{sc.id} plays {_plays(sc)}, past the most "
                 f"the turn fact {turn} allows ({turn} is at most {most}): the scenario could never be played to its end",
                 sc.turns_span or sc.span,
                 f"end the scenario by turn {most}, or raise the `at most` of {turn}")


def _calendars(sym: Symbols, sc, report: Report, facts: dict, turn: str = "") -> None:
    """A scenario's turn records: an enum fact, an integer turn fact, one value of the enum per turn
    (`facts`: the book's facts by id); counted by the book's turn fact, when its header names one
    (`turn`), or W325."""
    done: set[str] = set()
    for cal in sc.calendars:   # (a table's header enum, `by terrain`, is a fact of the book: `builder.merge`)
        fact, by = facts.get(cal.fact), facts.get(cal.by)
        if cal.fact in done:
            report.error("E101", f"{sc.id} has two calendars for {cal.fact}", cal.span,
                         f"keep one calendar for {cal.fact}: a turn would have two values")
        done.add(cal.fact)
        if fact is None or fact.type not in sym.enum_values:
            report.error("E202" if fact is None else "E401",
                         f"a calendar gives the values of an enum fact; {cal.fact} is "
                         + ("no fact" if fact is None else a_(fact.type)), cal.span,
                         suggest(cal.fact, [f for f, x in facts.items() if x.type in sym.enum_values]) or
                         "declare `fact month: month` for an enum `month`")
            continue
        if by is None or by.type not in ("integer", "count"):
            # a `number` or `percent` turn (5/2) would match no turn and silently give the default
            report.error("E202" if by is None else "E401",
                         f"a calendar counts turns with an integer fact; {cal.by} is "
                         + ("no fact" if by is None else a_(by.type)), cal.by_span or cal.span,
                         suggest(cal.by, counts := [f for f, x in facts.items() if x.type in ("integer", "count")]) or
                         (f"{a_(by.type)} turn (5/2) would be no turn of the calendar; " if by is not None else "") +
                         (f"integer facts: {', '.join(counts)}" if counts else
                          "declare `fact gt: integer \"The current GT\"`"))
        elif turn and cal.by != turn:
            # two counts of the turn: the one an engine gives the book's turns in picks no calendar value
            report.warning("W325", f"the calendar of {sc.id} counts turns with {cal.by}, but the book counts the "
                           f"game turns with {turn} (`turn {turn}` in its header): the turn an engine gives as "
                           f"{turn} gives no value of {cal.fact}", cal.by_span or cal.span,
                           f"write `calendar {cal.fact} by {turn}`, or name {cal.by} the book's turn fact")
        if sc.first_turn is None:
            # the record starts on the scenario's first turn: without one it would give no value
            # on any turn, and every rule reading the fact would take its default without a word
            report.error("E401", f"{sc.id} has a calendar but no `turns`: the calendar's first value is "
                         "for the scenario's first turn", cal.span,
                         f"write `turns 1 to {len(cal.values)}` in scenario {sc.id}")
        values = sym.enum_values[fact.type]
        for v, span in zip(cal.values, cal.value_spans):
            if v not in values:
                report.error("E206", f"{v} is not a value of {fact.type}", span,
                             suggest(v, values) or f"values: {', '.join(values)}")
        if sc.first_turn is not None and sc.last_turn is not None and sc.last_turn >= sc.first_turn:
            turns = sc.last_turn - sc.first_turn + 1   # (turns backwards are E401 at the scenario: no count here)
            if turns != len(cal.values):
                report.error("E401", f"the calendar gives {len(cal.values)} value{'s' * (len(cal.values) != 1)} for {turns} turns", cal.span,
                             f"{sc.id} plays turns {sc.first_turn} to {sc.last_turn}: one value per turn")
