"""Values in conformance vectors and in the conformance protocol, both ways: a Python value of a
generated package ⇄ a typed JSON value `{"type", "value"}`, as a `book.json` literal is written.
Fed by: `dsl.runtime` (the value types generated packages use); read by `to_vectors` and by the
Python adapter `conform_python`.

Numbers are exact: an integer, or a fraction written "n/d" (never a float). Types: number, flag,
text (also an enum value or a side), ratio ("a:d"), any (none), result (a table outcome:
text, rewritten_text, effects, marks, row, column, drm, trace), list (of typed values), record (one item of a list
fact: an object of typed field values), steps (a sequence's steps played: path, kind, clause, who).
"""
from __future__ import annotations

from fractions import Fraction

from dsl.ir_json import number_out
from dsl.runtime import Outcome, Ratio   # the runtime the generated packages use


def number(x):
    """An exact JSON number: int, or "n/d" for a fraction (bools stay bools)."""
    return number_out(Fraction(x)) if isinstance(x, Fraction) else x


def _effect(e) -> dict:
    return {"kind": e.kind, "fields": {k: number(v) for k, v in e.fields.items()}}


def outcome(o) -> dict:
    return {"text": o.text, "rewritten_text": o.rewritten_text, "effects": [_effect(e) for e in o.effects],
            "marks": list(o.marks), "row": o.row, "column": o.column, "drm": number(o.drm), "trace": list(o.trace)}


def typed(value) -> dict:
    """A computed value with its type; a table result is its outcome (text, parsed effects, where it
    was read, trace); a list or tuple is a list of typed values."""
    if isinstance(value, Outcome):
        return {"type": "result", "value": outcome(value)}
    if isinstance(value, Ratio):
        return {"type": "ratio", "value": str(value)}
    if isinstance(value, bool):
        return {"type": "flag", "value": value}
    if isinstance(value, (int, Fraction)):
        return {"type": "number", "value": number(value)}
    if isinstance(value, str):
        return {"type": "text", "value": value}
    if value is None:
        return {"type": "any", "value": None}
    if isinstance(value, (list, tuple)):
        return {"type": "list", "value": [typed(x) for x in value]}
    if isinstance(value, dict):
        return {"type": "record", "value": {k: typed(v) for k, v in value.items()}}
    raise TypeError(f"no vector value for {type(value).__name__}")


def python(t: dict):
    """The Python value of a typed JSON value (the inverse of `typed` for inputs)."""
    kind, value = t["type"], t["value"]
    if kind == "number":
        if isinstance(value, str):
            n, d = value.split("/")
            return Fraction(int(n), int(d))
        return value
    if kind == "ratio":
        return Ratio.parse(value)
    if kind == "list":
        return [python(x) for x in value]
    if kind == "record":
        return {k: python(v) for k, v in value.items()}
    return value   # flag, text, any


def request(call: str, function, args=(), keywords=None, facts=None) -> dict:
    """A protocol request: facts given as Python values (`scenario` and `options` among them)."""
    facts = dict(facts or {})
    scenario, options = facts.pop("scenario", None), facts.pop("options", None)
    if isinstance(options, str):
        options = [o.strip() for o in options.split(",")]
    def t(v):   # a value already typed (odds written as given, "7:2") stays as it is
        return v if isinstance(v, dict) else typed(v)
    return {"call": call, "function": str(function), "args": [t(a) for a in args],
            "keywords": {k: t(v) for k, v in (keywords or {}).items()},
            "facts": {k: t(v) for k, v in facts.items()},
            "scenario": scenario, "options": list(options) if options is not None else None}
