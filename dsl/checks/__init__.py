"""Validation: every check over a resolved book. Fed by: `resolver` (a `Symbols` table).

One module per family of checks; each reports into the shared `Report` and carries on.
Examples are not run here: they are compiled and run through the generated code by the compiler,
so that what is checked is what engines import.
"""
from __future__ import annotations

import re

from attrs import evolve

from ..diagnostics import Report
from ..resolver import Symbols
from . import expressions, futile, readings, rules, self_compare, sequences, structure, tables, unused


def validate(sym: Symbols, report: Report) -> expressions.FoundTypes:
    """Every check; gives the types they found (the lowering of a clean book, `dsl.lower`, starts
    from them rather than working them out again)."""
    structure.check(sym, report)
    tables.check(sym, report)
    types = expressions.TypeChecker(sym, report)
    rules.check(sym, report, types)
    readings.check(sym, report, types)
    sequences.check(sym, report, types)
    expressions.check_formulas_and_examples(sym, report, types)
    expressions.check_amount_units(sym, report, types)
    self_compare.check(sym, report)
    if not report.errors:               # on a sound book only: no warnings that follow from errors
        futile.check(sym, report)
        unused.check(sym, report)
    _each_unknown_side_once(report)
    return types.found()


# "unknown side allied", "unknown side or unit kind allied" (a step's `who`), "unknown side or role
# allied for `chosen by`": the name
_UNKNOWN_SIDE = re.compile(r"unknown side(?: or unit kind| or role)? (\S+)(?: for `chosen by`)?$")


def _each_unknown_side_once(report: Report) -> None:
    """One E205 for each side name no side declares, at its first use, its hint naming where the
    others are: a side misspelt where it is declared (`side allies`, used as `allied` throughout)
    was an error at every use."""
    groups: dict[str, list[int]] = {}
    for n, d in enumerate(report.diagnostics):
        named = _UNKNOWN_SIDE.match(d.message) if d.code == "E205" and d.severity == "error" else None
        if named is not None and d.span is not None:
            groups.setdefault(named.group(1), []).append(n)
    dropped: set[int] = set()
    for at in groups.values():
        if len(at) < 2:
            continue
        at.sort(key=lambda n: (report.diagnostics[n].span.path, report.diagnostics[n].span.line,
                               report.diagnostics[n].span.column))
        first = report.diagnostics[at[0]]
        by_file: dict[str, list[int]] = {}
        for n in at[1:]:
            span = report.diagnostics[n].span
            by_file.setdefault(span.path, []).append(span.line)
        said = []
        for path, lines in by_file.items():
            lines = sorted(set(lines))
            shown = ", ".join(map(str, lines[:8])) + (f" and {len(lines) - 8} more" if len(lines) > 8 else "")
            where = "" if path == first.span.path else f"{path.replace(chr(92), '/').rsplit('/', 1)[-1]} "
            said.append(f"{where}line{'s' * (len(lines) > 1)} {shown}")
        also = f"(written so on {'; '.join(said)} too)"
        report.diagnostics[at[0]] = evolve(first, hint=f"{first.hint} {also}" if first.hint else also)
        dropped.update(at[1:])
    if dropped:
        report.diagnostics[:] = [d for n, d in enumerate(report.diagnostics) if n not in dropped]
