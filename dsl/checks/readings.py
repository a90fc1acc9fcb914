"""Checks on the readings a book declares its own (`inferred "…"` on a formula, a modifier, a
permission or an exception): each says its reading in words, stands where an answer carries it,
and limits it (`inferred when …`) by a condition read where the construct's own conditions are (a
formula's, with its parameters). Fed by: the symbol table and the type checker (`dsl.checks`); an
edge rule's reading is checked with its table (`tables._edge_inferred`)."""
from __future__ import annotations

from .. import model as m
from ..ir import walk
from ..diagnostics import Report
from ..resolver import Symbols
from .expressions import TypeChecker, formula_key

_EXAMPLE = 'inferred "The rules do not say; we read …"'


def check(sym: Symbols, report: Report, types: TypeChecker) -> None:
    for seq in sym.book.sequences:   # a step's reading without words was dropped, or noted blank (the hard probe)
        for step in walk(seq.steps):
            if isinstance(step, m.Step) and step.inferred is not None and not step.inferred.strip():
                report.error("E404", f"`inferred` on {step.kind} {step.id} of sequence {seq.id} needs the reading "
                             "in words: what the aid and the web book say of the step", step.span,
                             f"write e.g. {_EXAMPLE}")
    for kind, nodes in (("formula", sym.book.formulas), ("modifier", sym.book.modifiers),
                        ("permission", sym.book.permissions), ("exception", sym.book.exceptions)):
        for node in nodes:
            reading = node.inferred
            if reading is None:
                continue
            if not reading.text.strip():
                report.error("E404", f"`inferred` on {kind} {node.id} needs the reading in words: what an engine "
                             "shows beside each answer it gives", reading.span, f"write e.g. {_EXAMPLE}")
            if kind == "exception" and (not node.effect or node.target_is_clause):
                report.error("E404", f"`inferred` on exception {node.id}, which changes no answer (it "
                             + ("overrides a clause" if node.target_is_clause else "has no effect") +
                             "): no answer carries the reading", reading.span,
                             "drop `inferred` and say the reading in a `doubt`, or give the exception an effect")
            if reading.when is not None:
                scope = types.scope(node.params, formula_key(node)) if kind == "formula" else None
                types.condition(reading.when, scope)
