"""Sequence checks: step ids unique within their parent, sides in `who`, conditions, and scenario
`skip` paths that must name existing steps (E403)."""
from __future__ import annotations

from ..diagnostics import Report, suggest
from ..resolver import Symbols, walk_steps
from .expressions import TypeChecker


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
    for seq in sym.book.sequences:
        paths = step_paths(seq)
        all_paths.update(paths)

        def dupes(steps):
            seen = set()
            for s in steps:
                if s.id in seen:
                    report.error("E101", f"step {s.id} appears twice at this level", s.span)
                seen.add(s.id)
                dupes(s.children)
        dupes(seq.steps)
        side_facts = {f.id for f in sym.book.facts if f.type == "side"}
        # unit kinds, as a permission's `who` names them: glossary terms and values of the book's enums
        kinds = {v for e, vs in sym.enum_values.items() if e not in ("side", "scenario") for v in vs}
        kinds |= set(sym.terms)
        for step in walk_steps(seq.steps):
            for side, span in zip(step.who, step.who_spans or (step.span,) * len(step.who)):
                if side not in sym.sides and side not in side_facts and side not in kinds:
                    report.error("E205", f"unknown side or unit kind {side}", span,
                                 suggest(side, list(sym.sides) + list(side_facts) + sorted(kinds))
                                 or "name a side, a fact of type side such as `active_player`, or a unit kind "
                                    "(a glossary term or an enum value)")
            types.condition(step.when)
    for sc in sym.book.scenarios:
        for skip in sc.skips:
            if skip.path not in all_paths:
                known = [".".join(p) for p in all_paths]
                report.error("E403", f"scenario {sc.id} skips {'.'.join(skip.path)}, which is not a step", skip.span,
                             suggest(".".join(skip.path), known) or "write SEQUENCE.PHASE.STEP")
            types.condition(skip.when)
