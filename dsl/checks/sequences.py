"""Sequence checks: step ids unique within their parent, sides in `who`, conditions, and scenario
`skip` paths that must name existing steps (E403)."""
from __future__ import annotations

from ..diagnostics import Report, suggest
from ..resolver import Symbols, walk_steps
from .expressions import TypeChecker, titled_as


def step_paths(sequence) -> dict[tuple[str, ...], object]:
    out = {}

    def walk(steps, prefix):
        for s in steps:
            path = prefix + (s.id,)
            out[path] = s
            walk(s.children, path)
    walk(sequence.steps, (sequence.id,))
    return out


def check(sym: Symbols, report: Report, types: TypeChecker) -> None:
    all_paths = {}
    # (once, not once per sequence: that grew with the square of the book)
    side_facts = {f.id for f in sym.book.facts if f.type == "side"}
    facts = {f.id: f for f in sym.book.facts}
    # unit kinds, as a permission's `who` names them: glossary terms and values of the book's enums
    kinds = {v for e, vs in sym.enum_values.items() if e not in ("side", "scenario") for v in vs}
    kinds |= set(sym.terms)
    for seq in sym.book.sequences:
        paths = step_paths(seq)
        all_paths.update(paths)
        if not seq.steps:   # (the aid printed its title over nothing; `steps()` gave [] for every turn)
            report.warning("W323", f"sequence {seq.id} has no steps", seq.span,
                           "write its phases and steps (`phase move \"Movement\" { who red }`), or remove it")

        def dupes(steps):
            seen = set()
            for s in steps:
                if s.id in seen:
                    report.error("E101", f"step {s.id} appears twice at this level", s.span,
                                 "give each step of one level its own id: a skip names only one of them")
                seen.add(s.id)
                dupes(s.children)
        dupes(seq.steps)
        def playing(side: str) -> bool:
            """A side that plays: a neutral one takes no turns (`who active_player, bandits` is two)."""
            return side in sym.sides and not sym.sides[side].neutral

        for step in walk_steps(seq.steps):
            seen: set[str] = set()
            named: list[str] = []   # the sides and side facts written so far
            for side, span in zip(step.who, step.who_spans or (step.span,) * len(step.who)):
                if side not in sym.sides and side not in side_facts and side not in kinds and \
                        (fact := facts.get(side)) is not None:   # (a fact of another type: "unknown" was wrong,
                    report.error("E205", f"{side} is a fact of type {fact.type}, not of type side", span,   # the probe)
                                 "a `who` names sides, facts of type side (whose value is a side) or unit kinds")
                elif side not in sym.sides and side not in side_facts and side not in kinds:
                    report.error("E205", f"unknown side or unit kind {side}", span,
                                 next(filter(None, (titled_as(side, vs) for vs in sym.enum_values.values())), "")
                                 or suggest(side, list(sym.sides) + list(side_facts) + sorted(kinds))
                                 or "name a side, a fact of type side such as `active_player`, or a unit kind "
                                    "(a glossary term or an enum value)")
                elif side in seen:
                    report.error("E101", f"{side} is named twice in the `who` of step {step.id}", span,
                                 "name each once: `who` would answer it twice")
                elif (side in side_facts or playing(side)) and (other := _fact_among(named, side, side_facts)):
                    # `who active_player, red`: ('red', 'red') on red's turn
                    report.error("E101", f"`who` names {other} and {side}, which can be the same side: "
                                 f"step {step.id} would answer it twice", span,
                                 "name the sides themselves (`who red, blue`), or one fact of type side alone")
                seen.add(side)
                if playing(side) or side in side_facts:
                    named.append(side)
            types.condition(step.when)
    for sc in sym.book.scenarios:
        skipped: set[tuple[str, ...]] = set()
        for skip in sc.skips:
            if skip.path in skipped:   # `skip a` and `skip a when x`: one is dead, or they meant `or`
                report.error("E101", f"scenario {sc.id} skips {'.'.join(skip.path)} twice", skip.span,
                             "skip each step once; to skip it on either condition, join them: "
                             "`skip STEP when a or b`")
            skipped.add(skip.path)
            if skip.path not in all_paths:
                known = [".".join(p) for p in all_paths]
                whole = len(skip.path) == 1 and any(q.id == skip.path[0] for q in sym.book.sequences)
                report.error("E403", f"scenario {sc.id} skips {'.'.join(skip.path)}, which is "
                             + ("a whole sequence, not a step" if whole else "not a step"), skip.span,
                             # (`skip turn` was asked "did you mean turn.end?": the designer probe, stop 57)
                             f"a skip names a step inside it: {skip.path[0]}.PHASE or {skip.path[0]}.PHASE.STEP "
                             f"({_listed([k for k in known if k.startswith(skip.path[0] + '.')])})" if whole else
                             suggest(".".join(skip.path), known) or "write SEQUENCE.PHASE.STEP")
            types.condition(skip.when)


def _listed(paths: list[str], most: int = 6) -> str:
    """The first steps of a sequence, for a hint: a sequence of 86 steps is not listed whole."""
    return ", ".join(paths[:most]) + (f", … {len(paths) - most} more" if len(paths) > most else "")


def _fact_among(named: list[str], side: str, side_facts: set[str]) -> str | None:
    """The first of the sides or side facts already named in a `who` that can be the same side as
    `side` (a fact of type side can be any side): None when `side` and all of them are sides."""
    for other in named:
        if other != side and (other in side_facts or side in side_facts):
            return other
    return None
