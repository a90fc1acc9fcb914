"""Checks on a scenario's lines besides its turns: amounts with a zero denominator (E401), a
`first` side no sequence of play opens with (W205), set-up, reinforcement and removal lines that
name no units, place or destination (E404), are written twice or list a place twice (E101),
`inferred` without words (E404), victory conditions twice (E101), and its `options` (E101, E206,
W321, W324). Fed by: `resolver` (a `Symbols` table), through `structure.check`'s loop over the
scenarios.
"""
from __future__ import annotations

from attrs import evolve

from .. import model as m
from ..diagnostics import Report
from ..ir import READ_LINES, line_kind
from ..resolver import Symbols, optional_around


def _zero_denominators(sc: m.Scenario, report: Report) -> None:
    """A scenario's `start red: 1/0` or `turn 1 red: 1/0 CP` (the amount read as nothing)."""
    for side, amount, unit, _ in sc.starts:
        if amount is None:
            span = next((sp for s, sp in sc.side_spans if s == side), sc.span)
            report.error("E401", f"the start of {side}{' in ' + unit if unit else ''} has a zero denominator",
                         span, "write a number like 1/2")
    for a in sc.amounts:
        if a.amount is None:
            report.error("E401", f"turn {a.turn} gives {a.side} an amount with a zero denominator", a.span,
                         "write a number like 1/2")


def _opening_sides(book: m.Book, sides) -> dict[str, tuple[str, m.Step, m.Sequence]]:
    """Each sequence of play whose first step with a `who` (among its own steps, not nested) names
    one side alone, and opens a side's turn so: sequence id → (that side, the step, the sequence)."""
    out = {}
    for seq in book.sequences:
        step = next((st for st in seq.steps if st.who), None)
        if step is not None and len(step.who) == 1 and step.who[0] in sides:
            out[seq.id] = (step.who[0], step, seq)
    return out


def _first_side_opens(sc: m.Scenario, opening: dict, sym: Symbols, report: Report) -> None:
    """W205: a scenario's `first` side that no sequence of play opens with, where a sequence opens
    with one side's turn (`first blue` beside a sequence whose first segment is `who red`)."""
    if not sc.first_side or sc.first_side not in sym.sides or not opening or sym.sides[sc.first_side].neutral:
        return   # (a neutral side first is E205 already: "make the sequence open with its turn" cannot be done)
    if any(side == sc.first_side for side, _, _ in opening.values()):
        return
    side, step, seq = next(iter(opening.values()))
    title = lambda s: sym.sides[s].title or s   # noqa: E731
    report.warning("W205", f"scenario {sc.id} has {title(sc.first_side)} play first, but the sequence of play "
                           f"{seq.title or seq.id!r} opens with {title(side)} ({step.title or step.id!r})",
                   sc.first_span or sc.span,
                   f"write `first {side}` if {title(side)} moves first, or make the sequence open with "
                   f"{title(sc.first_side)}'s turn (`who {sc.first_side}`)")


def _unnamed_place(p: m.Placement | None) -> bool:
    """A placement whose words are its place, and empty: `in ""`, `within N of ""`."""
    if p is None:
        return False
    if p.kind == "in":
        return not p.text.strip()
    return any(x.kind == "feature" and not x.value.strip() for x in p.places)


def _scenario_lines(sc: m.Scenario, report: Report) -> None:
    """A set-up, reinforcement or removal line that names no units (`: ""`, E404), a relocation no
    destination (E404: it would be read as a removal), or one written
    twice word for word (E101): a player reads the copy as the same line, an engine places it twice;
    a victory condition written twice likewise (the web book listed it twice)."""
    said: set = set()
    for v in sc.victories:
        if (v.side, v.text) in said:
            report.error("E101", f"scenario {sc.id} has this victory condition twice", v.span, "write it once")
        said.add((v.side, v.text))
    for kind, field in READ_LINES:
        for line in getattr(sc, field):
            if line.inferred is not None and not line.inferred.strip():
                report.error("E404", f"`inferred` on a {line_kind(kind, line)} line of scenario {sc.id} needs the "
                             "reading in words",
                             line.span, 'write e.g. inferred "The extraction is garbled here; we read …"')
    for kind, lines in (("set-up", sc.setups), ("reinforcement", sc.reinforcements), ("removal", sc.removals)):
        seen: set = set()
        for line in lines:
            # (equal models, spans and readings aside: the same side, turn, place and units; a copy
            # read otherwise is a copy too)
            key = evolve(line, inferred=None)
            if not line.units.strip():
                report.error("E404", f"a {kind} line of scenario {sc.id} names no units", line.span,
                             'write the units it places or removes: `: "2 infantry regiments"`')
            elif _unnamed_place(getattr(line, "placement", None)):   # (`within 3 of ""`: of nothing; `in ""`: anywhere)
                report.error("E404", f"a {kind} line of scenario {sc.id} names no place in its "
                             f"`{line.placement.kind}`", line.span,
                             'name it in words: `within 3 of "the Hein-Chang River"`, `in "any town of Hunan"`')
            elif getattr(line, "relocation", False) and not line.destination.strip():   # (read as a removal:
                report.error("E404", f"a relocation line of scenario {sc.id} names no destination",   # the hard probe)
                             line.span, 'write where the units go: `relocate red turn 2 to "the Kunming box": …`, '
                                        'or `remove` them from play')
            elif key in seen:   # (a `relocate` line is one, not a removal)
                said = "relocation" if getattr(line, "relocation", False) else kind
                report.error("E101", f"scenario {sc.id} has this {said} line twice", line.span,
                             'write it once; for more units write how many: `"2 infantry regiments"`')
            seen.add(key)
            placement = getattr(line, "placement", None)
            named: set = set()
            twice = None
            for p in placement.places if placement is not None else ():   # (`at 0101, 0101`: one place, twice)
                if (p.kind, p.value) in named:
                    twice = p
                    break
                named.add((p.kind, p.value))
            if twice is not None:
                what = "hex" if twice.kind == "hex" else "entry"
                report.error("E101", f"{what} {twice.value} is listed twice in this {kind} line", twice.span or line.span,
                             f"name {twice.value} once")


def _scenario_options(sym: Symbols, sc, report: Report) -> None:
    """`options [24.1], …`: optional clauses of this book, each once. A clause nested in an optional
    one, or one that is not optional, put nothing in play (an unknown one is E201 already). W321 for a
    scenario written inside an optional clause that its options leave out of play."""
    seen: set[str] = set()
    for r in sc.options:
        clause = sym.clauses.get(r.target)
        if r.target in seen:
            report.error("E101", f"option [{r.target}] is named twice in scenario {sc.id}", r.span,
                         "name each option once")
        seen.add(r.target)
        if clause is not None and not clause.optional:
            optional = _optional_clauses(sym)
            parent = next((c for c in optional if r.target.startswith(c + ".")), None)
            report.error("E206", f"[{r.target}] is not an optional clause", r.span,
                         f"name the optional clause it belongs to: [{parent}]" if parent else
                         f"optional clauses: {', '.join(optional) or 'none (mark one `optional`)'}")
        elif clause is None and r.target in sym.external_refs:
            report.error("E206", f"[{r.target}] is in another book (`external {sym.external_refs[r.target]}`): "
                         "it cannot be put in play here", r.span,
                         f"optional clauses: {', '.join(_optional_clauses(sym)) or 'none'}")
    # W321: written inside an optional clause it does not put in play, its rules are that clause's too,
    # so playing the scenario alone plays none of them, while its examples run with both in play: they
    # passed on an answer no engine playing it gets (the second designer probe of stop 58)
    around = sym.clauses.get(sc.clause) if sc.clause is not None else None
    optional = around.id if around is not None and around.optional else \
        optional_around(sym.clauses, around) if around is not None else None
    if sc.all_options and not sc.options and not _has_optional(sym):
        report.warning("W324", f"scenario {sc.id} puts all optional rules in play, but the book has none",
                       sc.all_options_span or sc.span,
                       "mark the optional clauses `optional` (`clause 24.1 \"…\" optional { … }`), or remove the line")
    if optional is not None and not sc.all_options and optional not in seen:
        report.warning("W321", f"scenario {sc.id} is written in the optional clause {optional}, which it does not "
                               f"put in play: its rules apply only while {optional} is chosen too, and its examples "
                               f"run with both", sc.span,
                       f"add `options [{optional}]` to the scenario, or write it outside {optional}")


_HAS_OPTIONAL: dict[int, tuple[dict, bool]] = {}   # id of a book's clauses → (them, whether one is optional)


def _has_optional(sym: Symbols) -> bool:
    """Does the book have an optional clause? Read once per book, not once per scenario saying
    `options all` (W324), which would grow with the square of the book."""
    kept = _HAS_OPTIONAL.get(id(sym.clauses))
    if kept is None or kept[0] is not sym.clauses:
        _HAS_OPTIONAL.clear()
        kept = _HAS_OPTIONAL[id(sym.clauses)] = (sym.clauses, any(c.optional for c in sym.clauses.values()))
    return kept[1]


def _optional_clauses(sym: Symbols) -> list[str]:
    """The book's optional clauses, for a hint (listed only where one is given: for every scenario,
    the check grew with the square of the book)."""
    return [c for c, x in sym.clauses.items() if x.optional]
