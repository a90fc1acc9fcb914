"""Validation: every check over a resolved book. Fed by: `resolver` (a `Symbols` table).

One module per family of checks; each reports into the shared `Report` and carries on.
Examples are not run here: they are compiled and run through the generated code by the compiler,
so that what is checked is what engines import.
"""
from __future__ import annotations

from ..diagnostics import Report
from ..resolver import Symbols
from . import expressions, futile, rules, sequences, structure, tables


def validate(sym: Symbols, report: Report) -> expressions.FoundTypes:
    """Every check; gives the types they found (the lowering of a clean book, `dsl.lower`, starts
    from them rather than working them out again)."""
    structure.check(sym, report)
    tables.check(sym, report)
    types = expressions.TypeChecker(sym, report)
    rules.check(sym, report, types)
    sequences.check(sym, report, types)
    expressions.check_formulas_and_examples(sym, report, types)
    expressions.check_amount_units(sym, report, types)
    if not report.errors:               # on a sound book only: no warnings that follow from errors
        futile.check(sym, report)
    return types.found()
