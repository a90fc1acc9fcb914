"""Values in conformance vectors and in the conformance protocol, both ways: a Python value of a
generated package ⇄ a typed JSON value `{"type", "value"}`, as a `book.json` literal is written.
Fed by: `dsl.runtime` (the value types generated packages use); read by `to_vectors` and by the
Python adapter `conform_python`.

Numbers are exact: an integer, or a fraction written "n/d" (never a float). Types: number, flag,
text (also an enum value or a side), ratio ("a:d"), any (none), result (a table outcome:
text, rewritten_text, effects, marks, row, column, drm, trace, and inferred where it rests on an
inference), list (of typed values), record (one item of a list
fact: an object of typed field values), steps (a sequence's steps played: path, kind, clause, who).
"""
from __future__ import annotations

import re
from fractions import Fraction

from dsl.ir_json import number_out
from dsl.runtime import Outcome, Ratio, WrongType, shown   # the runtime the generated packages use


def number(x):
    """An exact JSON number: int, or "n/d" for a fraction (bools stay bools)."""
    return number_out(Fraction(x)) if isinstance(x, Fraction) else x


def _effect(e) -> dict:
    return {"kind": e.kind, "fields": {k: number(v) for k, v in e.fields.items()}}


def outcome(o) -> dict:
    """An outcome as JSON; `inferred` (our readings where the source is silent) only when there is one."""
    out = {"text": o.text, "rewritten_text": o.rewritten_text, "effects": [_effect(e) for e in o.effects],
           "marks": list(o.marks), "row": o.row, "column": o.column, "drm": number(o.drm), "trace": list(o.trace)}
    if o.inferred:
        out["inferred"] = list(o.inferred)
    return out


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


_FRACTION = re.compile(r"(-?)([0-9]{1,100})/([0-9]{1,100})")
_JSON_OF = {"flag": bool, "text": str, "ratio": str, "any": type(None), "list": list, "record": dict}


def python(t: dict):
    """The Python value of a typed JSON value (the inverse of `typed` for inputs). A value its type
    does not write (a number given as 2.5, true, "5" or "1/0"; a flag given as 1; a type no value
    has) is WrongType, as the JavaScript reference engine reads it too: never a bare ValueError, nor
    a float passed on for a rule to refuse under another name."""
    if not isinstance(t, dict) or "type" not in t or "value" not in t:
        raise WrongType(f"a typed value is {{\"type\", \"value\"}}; got {shown(t)}")
    kind, value = t["type"], t["value"]
    if kind == "number":
        if value.__class__ is int:
            return value
        match = _FRACTION.fullmatch(value) if value.__class__ is str else None
        if match is None or not int(match[3]):
            raise WrongType(f"a number is an integer or an exact fraction \"n/d\" (d not 0), never a float; "
                            f"got {shown(value)}")
        n = Fraction(int(match[1] + match[2]), int(match[3]))
        return n.numerator if n.denominator == 1 else n   # ("4/2" is 2, as it is to the JavaScript engine)
    want = _JSON_OF.get(kind)
    if want is None:
        raise WrongType(f"no input is of type {shown(kind)}: number, flag, text, ratio, any, list or record")
    if value.__class__ is not want:
        raise WrongType(f"a {kind} is written as JSON {want.__name__ if want is not type(None) else 'null'}; "
                        f"got {shown(value)}")
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
