"""The JSON Schema of `vectors.json` (schema 2), the conformance vectors written by `to_vectors`.
Fed by: nothing but this module's own description of the format (documented in `docs/json.md`);
written by the build to `generated/schemas/vectors.schema.json`, beside `book.schema.json`.
"""
from __future__ import annotations

from .to_vectors import SCHEMA_VERSION

_NUMBER = {"anyOf": [{"type": "integer"}, {"type": "string", "pattern": r"^-?\d+/\d+$"}],
           "description": "an integer, or an exact fraction written \"n/d\" (never a float)"}
_ERRORS = ["OffTable", "NotInSource", "MissingFact", "NotInPlay", "ConflictError"]


def _object(description: str, properties: dict, optional: tuple[str, ...] = ()) -> dict:
    return {"type": "object", "description": description, "additionalProperties": False,
            "required": [k for k in properties if k not in optional], "properties": properties}


def _defs() -> dict:
    ref = lambda name: {"$ref": f"#/$defs/{name}"}   # noqa: E731
    text_or_null = {"type": ["string", "null"]}
    error = _object("The lookup or call raises: compare the error's class, not its message.", {
        "error": {"enum": _ERRORS, "description": "OffTable (beyond an edge with no rule, or no such row or column), "
                  "NotInSource (a missing table or edge), MissingFact (a fact needed and not given), NotInPlay (a "
                  "computation of an optional rule not chosen), ConflictError (two exceptions of one precedence)"},
        "message": {"type": "string", "description": "the Python package's message, for people"}})
    return {
        "Number": _NUMBER,
        "Effect": _object("One parsed effect of a cell, as in book.json: its kind and the numbers its pattern printed.", {
            "kind": {"type": "string"},
            "fields": {"type": "object", "additionalProperties": {"anyOf": [_NUMBER, {"type": "string"}]}}}),
        "Outcome": _object("A table result: the printed text, its effects (after any rewrite exceptions), its "
                           "marks, the row and column read, the die-roll modifier of the edge rules, and the trace.", {
            "text": {"type": "string"}, "effects": {"type": "array", "items": ref("Effect")},
            "marks": {"type": "array", "items": {"type": "string"}}, "row": {"type": "string"},
            "column": {"type": "string"}, "drm": _NUMBER, "trace": ref("Trace")}),
        "Trace": {"type": "array", "items": {"type": "string"},
                  "description": "clause ids that produced the answer, in the order they were first used"},
        "Typed": {"description": "A value with its type, as a book.json literal: number (integer or \"n/d\"), "
                                 "flag (boolean), text (string: also an enum value), ratio (\"a:d\"), any (null: "
                                 "none), result (an Outcome).",
                  "oneOf": [
                      _object("a number", {"type": {"const": "number"}, "value": _NUMBER}),
                      _object("a flag", {"type": {"const": "flag"}, "value": {"type": "boolean"}}),
                      _object("text or an enum value", {"type": {"const": "text"}, "value": {"type": "string"}}),
                      _object("an odds ratio", {"type": {"const": "ratio"},
                                                "value": {"type": "string", "pattern": r"^\d+:\d+$"}}),
                      _object("none", {"type": {"const": "any"}, "value": {"type": "null"}}),
                      _object("a table result", {"type": {"const": "result"}, "value": ref("Outcome")})]},
        "Error": error,
        "TableInput": {"type": "object", "description": "A lookup's named arguments: `roll` (an integer), "
                       "`column` (a printed label), `row` and `group` (printed labels), `shift` (columns, signed), "
                       "and the table's header fact (an enum value) for tables with several header rows.",
                       "properties": {"roll": {"type": "integer"}, "column": {"type": "string"},
                                      "row": {"type": "string"}, "group": {"type": "string"},
                                      "shift": {"type": "integer"}},
                       "additionalProperties": {"type": "string"}},
        "TableVector": _object("A table lookup (no exceptions applied): `cell` a printed cell, `edge` a column "
                               "shift off an edge or a roll beyond the rows, `missing` a table the source does not "
                               "print.", {
            "kind": {"enum": ["cell", "edge", "missing"]}, "table": {"type": "string", "description": "the table id"},
            "clause": text_or_null, "input": ref("TableInput"),
            "expected": {"oneOf": [_object("the lookup's result", {"outcome": ref("Outcome")}), error]}}),
        "ExampleVector": _object("A worked example: `example` is its `index` in book.json, whose `checks` are the "
                                 "expression trees; run them with the `scenario` and `option` of that example.", {
            "kind": {"const": "example"}, "example": {"type": "integer"}, "clause": text_or_null,
            "title": {"type": "string"},
            "checks": {"type": "array", "items": {"type": "string"}, "description": "each check as written"},
            "scenario": text_or_null,
            "expected": {"type": "array", "items": {"type": "boolean"}, "description": "each check's truth"},
            "left": {"type": "array", "items": {"anyOf": [ref("Typed"), {"type": "null"}]},
                     "description": "the value of each comparison's left side (null for other checks)"}}),
        "CallVector": _object("A formula, modifier, combine or permission called directly. Facts: `scenario` "
                              "(if not null), `options` [`option`] (if not null), then `facts`; a formula's "
                              "`params` by name; a modifier's or combine's `value` (the number modified).", {
            "kind": {"const": "call"}, "call": {"enum": ["formula", "modifier", "combine", "permission"]},
            "name": {"type": "string"}, "scenario": text_or_null, "option": text_or_null,
            "params": {"type": "object", "additionalProperties": ref("Typed")},
            "facts": {"type": "object", "additionalProperties": ref("Typed")},
            "value": {"anyOf": [ref("Typed"), {"type": "null"}]},
            "expected": {"oneOf": [_object("the answer and its trace", {"value": ref("Typed"), "trace": ref("Trace")}),
                                   error]}}),
    }


def vectors_schema() -> dict:
    props = {"schema": {"const": SCHEMA_VERSION}, "book": {"type": "string", "description": "the book's id"},
             "count": {"type": "integer", "description": "how many vectors"},
             "vectors": {"type": "array", "items": {"oneOf": [{"$ref": "#/$defs/TableVector"},
                                                              {"$ref": "#/$defs/ExampleVector"},
                                                              {"$ref": "#/$defs/CallVector"}]}}}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "vectors.schema.json",
            "title": "Conformance vectors of a compiled rulebook (rules export BOOK --format vectors)",
            "type": "object", "required": list(props), "properties": props, "additionalProperties": False,
            "$defs": dict(sorted(_defs().items()))}


__all__ = ["vectors_schema"]
