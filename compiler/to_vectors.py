"""Conformance vectors: inputs → expected answers with clause ids, for engines in any language.
Fed by: a compiled book (`pipeline.Compiled`: its checked model and its loaded generated module).
Written to `generated/<book>/vectors.json`; its JSON Schema is `compiler.vectors_schema`.

Every printed cell (each die roll of a roll range, each header row of an offset table), the edge
rules one and two columns off each end and one roll beyond the rows, every missing table and every
example become vectors; so do the calls the examples make (`call`), called directly.
Expected answers are computed by the generated package itself, so the vectors say exactly what the
compiled rules say. Numbers are exact, as in `book.json`: an integer, or a fraction `"n/d"`.
An example vector names its example by `example`, the `index` of that example in `book.json`, whose
`checks` are expression trees; `left` is what the left side of each comparison evaluated to.
"""
from __future__ import annotations

from fractions import Fraction
from typing import get_args

from dsl import ir
from dsl import model as m
from dsl.ir_json import number_out

SCHEMA_VERSION = 2


def _number(x):
    """An exact JSON number: int, or "n/d" for a fraction (bools stay bools)."""
    return number_out(Fraction(x)) if isinstance(x, Fraction) else x


def _effect(e) -> dict:
    return {"kind": e.kind, "fields": {k: _number(v) for k, v in e.fields.items()}}


def _outcome(o) -> dict:
    return {"text": o.text, "effects": [_effect(e) for e in o.effects], "marks": list(o.marks), "row": o.row,
            "column": o.column, "drm": _number(o.drm), "trace": list(o.trace)}


def typed(value) -> dict:
    """A computed value with its type, as a `book.json` literal is written; a table result is its
    outcome (text, parsed effects, where it was read, trace)."""
    from dsl.runtime import Outcome, Ratio   # the runtime the generated package uses
    if isinstance(value, Outcome):
        return {"type": "result", "value": _outcome(value)}
    if isinstance(value, Ratio):
        return {"type": "ratio", "value": str(value)}
    if isinstance(value, bool):
        return {"type": "flag", "value": value}
    if isinstance(value, (int, Fraction)):
        return {"type": "number", "value": _number(value)}
    if isinstance(value, str):
        return {"type": "text", "value": value}
    if value is None:
        return {"type": "any", "value": None}
    raise TypeError(f"no vector value for {type(value).__name__}")


def _attempt(table, **inputs) -> dict:
    try:
        return {"outcome": _outcome(table.lookup(**inputs))}
    except Exception as err:   # off-table and not-in-source answers are part of the contract
        return {"error": type(err).__name__, "message": str(err)}


def _table_vectors(t: m.Table, table) -> list[dict]:
    out = []
    selectors = [{t.header_by: h[0][0]} for h in table.headers] if table.headers else [{}]
    for sel in selectors:
        labels = [x for x in (table._header(sel.get(t.header_by))[0])]
        for i, row in enumerate(table.rows):
            lo, hi = table.row_ranges[i] if table.row_ranges else (None, None)
            if table.row_kind in ("roll", "numbers") and lo is not None and hi is not None:
                keys = [{"roll": r} for r in range(lo, hi + 1)]
            elif table.row_kind in ("roll", "numbers"):
                keys = [{"roll": lo if lo is not None else hi}]
            else:
                keys = [{"row": row, "group": table.groups[i]} if table.groups[i] else {"row": row}]
            for key in keys:
                for label in labels:
                    inputs = {**key, "column": label, **sel}
                    out.append({"kind": "cell", "table": t.id, "clause": t.clause, "input": inputs,
                                "expected": _attempt(table, **inputs)})
        if table.column_kind != "keys" and labels and table.row_kind == "roll":
            first_roll = table.row_ranges[0][0] if table.row_ranges and table.row_ranges[0][0] is not None else 1
            for shift in (-2, -1, 1, 2):
                label = labels[0] if shift < 0 else labels[-1]
                inputs = {"roll": first_roll, "column": label, "shift": shift, **sel}
                out.append({"kind": "edge", "table": t.id, "clause": t.clause, "input": inputs,
                            "expected": _attempt(table, **inputs)})
        if labels and table.row_kind in ("roll", "numbers"):
            for roll in _rolls_off(table):
                inputs = {"roll": roll, "column": labels[0], **sel}
                out.append({"kind": "edge", "table": t.id, "clause": t.clause, "input": inputs,
                            "expected": _attempt(table, **inputs)})
    return out


def _rolls_off(table) -> list[int]:
    """Rolls (after modifiers) just beyond the printed rows and just beyond each roll edge's bound:
    there the edge rules clamp, give a fixed result or say the source is silent (or, with no rule,
    the lookup is off the table)."""
    lows = [lo for lo, _ in table.row_ranges]
    highs = [hi for _, hi in table.row_ranges]
    rolls = []
    if None not in lows:
        rolls.append(min(lows) - 1)
    if None not in highs:
        rolls.append(max(highs) + 1)
    for side, rule in table.edges.items():
        if side in ("below", "above") and rule.get("bound") is not None:
            rolls.append(rule["bound"] - 1 if side == "below" else rule["bound"] + 1)
    return sorted(set(rolls))


def _lefts(ex, checks) -> list:
    """The typed value of each check's left side (null for a check that is not a comparison)."""
    got = ex.got()   # the checks passed when the book was compiled, so their left sides evaluate
    return [typed(g) if isinstance(c, m.Compare) else None for g, c in zip(got, checks)]


def _literal(e):
    """The Python value of a literal argument (a literal or an enum value), or _NOT_LITERAL."""
    from dsl.runtime import Ratio
    if isinstance(e, ir.Lit):
        return Ratio(*e.value) if e.type == "ratio" else e.value
    if isinstance(e, ir.Ref) and e.kind == "enum_value":
        return e.name
    return _NOT_LITERAL


_NOT_LITERAL = object()


_NODES = get_args(ir.Expr)


def _calls(e):
    """Every call of a formula, modifier, combine or permission in an expression tree, outermost first."""
    if isinstance(e, ir.Call) and e.kind != "builtin":
        yield e
    children = [getattr(e, name, None) for name in ("operand", "left", "right", "target", "condition", "then",
                                                     "otherwise", "value")]
    children += [x for name in ("operands", "options", "args", "positional") for x in getattr(e, name, ())]
    children += [a.value for name in ("params", "facts") for a in getattr(e, name, ())]
    for child in children:
        if isinstance(child, _NODES):
            yield from _calls(child)


def _call_vectors(compiled) -> list[dict]:
    """Each call with literal arguments in the examples' checks, called on the generated package
    directly, in its example's scenario and optional rule, and again without the optional rule;
    then every modifier, combine, permission and formula without parameters called with no facts
    at all. Each gives its value and trace, or its error (a fact missing, a rule not in play)."""
    module, out, seen = compiled.module, [], set()
    functions = {"formula": module.FORMULAS, "modifier": module.MODIFIERS, "combine": module.MODIFIERS,
                 "permission": module.PERMISSIONS}

    def add(kind, name, scenario, option, params, facts, value, has_value=False):
        vector = {"kind": "call", "call": kind, "name": name, "scenario": scenario, "option": option,
                  "params": {k: typed(v) for k, v in params.items()}, "facts": {k: typed(v) for k, v in facts.items()},
                  "value": typed(value) if has_value else None}
        key = repr(vector)
        if key in seen:
            return
        seen.add(key)
        base = ({"scenario": scenario} if scenario else {}) | ({"options": (option,)} if option else {})
        given = [value] if has_value else list(params.values())
        try:
            answer = functions[kind][name](*given, **{**base, **facts})
            vector["expected"] = {"value": typed(answer.value), "trace": list(answer.trace)}
        except Exception as err:   # a rule may refuse (a fact missing, an optional rule not in play)
            vector["expected"] = {"error": type(err).__name__, "message": str(err)}
        out.append(vector)

    for ex in compiled.ir.examples:
        for call in (c for check in ex.checks for c in _calls(check)):
            params = {a.name: _literal(a.value) for a in call.params}
            facts = {a.name: _literal(a.value) for a in call.facts}
            value = _literal(call.value) if call.value is not None else None
            if _NOT_LITERAL in (*params.values(), *facts.values(), value):
                continue
            for option in dict.fromkeys((ex.option, None)):
                add(call.kind, call.name, ex.scenario, option, params, facts, value, call.value is not None)
    b = compiled.ir
    for kind, constructs in (("modifier", b.modifiers), ("combine", b.combines), ("permission", b.permissions),
                             ("formula", [f for f in b.formulas if not f.params])):
        for x in constructs:
            add(kind, x.id, None, None, {}, {}, None)
    return out


def vectors(compiled) -> dict:
    book = compiled.loaded.book
    module = compiled.module
    out = []
    for t in book.tables:
        table = module.TABLES[t.id]
        if t.missing:
            inputs = {"roll": 1, "column": table.columns[0]} if table.columns else {"roll": 1}
            out.append({"kind": "missing", "table": t.id, "clause": t.clause, "input": inputs,
                        "expected": _attempt(table, **inputs)})
            continue
        out.extend(_table_vectors(t, table))
    sources = {ex.index: ex for ex in book.examples}
    for ex in module.EXAMPLES:
        source = sources[ex.index]
        out.append({"kind": "example", "example": ex.index, "clause": ex.clause, "title": ex.title,
                    "checks": [compiled.loaded.text_of(c.span) for c in source.checks],
                    "scenario": source.scenario or None, "expected": list(ex.run()), "left": _lefts(ex, source.checks)})
    out.extend(_call_vectors(compiled))
    return {"schema": SCHEMA_VERSION, "book": book.header.id, "count": len(out), "vectors": out}
