"""`rules explain`: evaluate one expression of the rules language against a compiled book and say
why the answer is what it is, clause by clause. Fed by: a compiled book (`pipeline.Compiled`).

The expression is read by the book's own parser and checker (as the check of an `example`), printed
to Python by the same printer as the book, and run in the book's generated module; the trace of
clause ids it returns is spelled out with each clause's title and restatement.
"""
from __future__ import annotations

from dsl.builder import Builder
from dsl.checks.expressions import TypeChecker
from dsl.diagnostics import Report
from dsl.parser import parse
from dsl.source import SourceFile

from .python_expr import ExprPrinter


def read_expression(text: str, c, report: Report):
    """The model of `text`, checked against the book; None (with diagnostics) when it is wrong."""
    src = SourceFile("<expression>", "example {\n" + text + "\n}\n")
    trees = parse(src, report)
    if report.errors:
        return None, src
    b = Builder(report)
    b.add_file(src.path, trees)
    examples = b.items["examples"]
    if len(examples) != 1 or len(examples[0].checks) != 1:
        report.error("E001", "give exactly one expression", None, 'for example: crt(roll: 7, column: 3:1)')
        return None, src
    expr = examples[0].checks[0]
    TypeChecker(c.loaded.symbols, report).check(expr, TypeChecker(c.loaded.symbols, Report()).base)
    return (None if report.errors else expr), src


def evaluate(expr, c):
    printer = ExprPrinter(c.loaded.symbols, TypeChecker(c.loaded.symbols, Report()))
    code = printer.expr(expr, {})
    namespace = dict(vars(c.module))
    exec("def _explained():\n    facts = {}\n    _t = _rt.Trace()\n    _answer = " + code +
         "\n    return _answer, tuple(_t.ids)\n", namespace)
    return namespace["_explained"]()


def describe(answer) -> str:
    if hasattr(answer, "effects"):
        parts = [f"{answer.text!r} ({answer.kind or 'no effect'}"]
        fields = [f"{k} {v}" for e in answer.effects for k, v in e.fields.items() if k != "text"]
        if fields:
            parts.append("; " + ", ".join(fields))
        parts.append(f"; row {answer.row}, column {answer.column}")
        if answer.drm:
            parts.append(f", die roll {answer.drm:+d}")
        return "".join(parts) + ")"
    value = getattr(answer, "value", answer)
    return {True: "yes", False: "no", None: "none"}.get(value, str(value)) if isinstance(value, (bool, type(None))) \
        else str(value)


def explain(c, answer, trace) -> list[str]:
    ids = list(dict.fromkeys(list(getattr(answer, "trace", ())) + list(trace)))
    lines = [describe(answer)]
    if ids:
        lines.append("because:")
    for cid in ids:
        clause = c.module.CLAUSES.get(cid)
        if clause is None:
            lines.append(f"  [{cid}]")
            continue
        says = " ".join(clause.says.split())
        lines.append(f"  [{cid}] {clause.title}: {says[:160]}{'…' if len(says) > 160 else ''}")
    return lines
