"""The JSON Schema of `vectors.json` (schema 3), the conformance vectors written by `to_vectors`.
Fed by: nothing but this module's own description of the format (documented in docs/conformance.md
and docs/json.md); written by the build to `generated/schemas/vectors.schema.json`, beside
`book.schema.json`.
"""
from __future__ import annotations

from .to_vectors import KINDS, SCHEMA_VERSION

_NUMBER = {"anyOf": [{"type": "integer"}, {"type": "string", "pattern": r"^-?\d+/\d+$"}],
           "description": "an integer, or an exact fraction written \"n/d\" (never a float)"}
ERRORS = {
    "UnknownFact": "a keyword that is no fact of the book",
    "WrongType": "a value of the wrong type (a flag given a number, a roll given text, …)",
    "NotAnEnumValue": "a value outside its enum, or not one of the book's sides",
    "RollOutOfRange": "a roll the table's dice cannot give, on a side with no edge rule",
    "FactOutOfRange": "a number given for a fact above the most the rules allow (`fact x: count at most 2`), or a "
                      "turn (the book's `turn_fact`) given with a scenario that does not play it",
    "UnprintedColumn": "a column label (text) the table does not print (computed odds are placed instead)",
    "UnknownRow": "a row label the table does not print (through the table's rule)",
    "UnknownScenario": "a scenario the book does not have",
    "UnknownOption": "an optional rule the book does not have",
    "UnknownField": "an item of a list fact with a key its record does not declare",
    "MissingField": "an item of a list fact without a field that has no default",
    "MissingFact": "a fact needed, not given and without a default (or a modifier's value missing)",
    "OffTable": "a lookup of the table alone off an edge with no rule, or at a row, column or header it lacks",
    "NotInSource": "a missing table, or an edge rule that says the source is silent",
    "ForbiddenLookup": "a lookup beyond a table edge the rules forbid (`off left: forbid \"…\"`)",
    "FieldNotGiven": "a field of a table result that no pattern of the cell printed or fixed",
    "NotInPlay": "a formula of an optional rule asked for while that rule is not chosen",
    "ConflictError": "two exceptions of the same level and priority both apply",
    "UndefinedResult": "a division by zero, odds against a defence of 0, a number of more than 100 digits the "
                       "inputs make on the way to a table, or an answer of more than 33,219 bits",
}
CALLS = {
    "lookup": "the table alone (`function` its id): edge rules, no exceptions, no input checks; keywords roll, "
              "row, group, column, shift, odds, percent, differential, value; the header fact among the facts",
    "table": "the table through its rule: input checked, then its rewrite exceptions applied",
    "formula": "a formula; `args` its parameters in order",
    "modifier": "a modifier; `args` [the value it changes] for add and multiply",
    "combine": "a combine; `args` as for a modifier",
    "permission": "a permission",
    "sequence": "the steps of a sequence of play that apply with these facts (value type `steps`)",
    "scenario": "a field of a scenario: `args` [first_turn | last_turn | first_side | exceptions | area | setup_order | "
                "starts | markers | victory | calendars | setups:SIDE | setup_lines:SIDE | reinforcements:TURN | "
                "reinforcement_lines:TURN | removals:TURN | removal_lines:TURN | supports:TURN | amounts:TURN | option:CLAUSE]; "
                "the *_lines "
                "fields, starts, markers, victory, calendars, supports and amounts are lists of records, as book.json has them",
    "example": "a worked example, by its `index` in book.json: the truth of each check (a list of flags)",
}


def _object(description: str, properties: dict, optional: tuple[str, ...] = ()) -> dict:
    return {"type": "object", "description": description, "additionalProperties": False,
            "required": [k for k in properties if k not in optional], "properties": properties}


def _defs() -> dict:
    ref = lambda name: {"$ref": f"#/$defs/{name}"}   # noqa: E731
    text_or_null = {"type": ["string", "null"]}
    step = _object("A step played: its dotted path, its kind, its clause, the sides that act in it, and "
                   "(only on a step that is the book's reading where the source is silent) that reading, as read.", {
        "path": {"type": "string"}, "kind": {"type": "string"}, "clause": text_or_null,
        "who": {"type": "array", "items": {"type": "string"}}, "inferred": {"type": "string"}}, ("inferred",))
    return {
        "Number": _NUMBER,
        "Effect": _object("One parsed effect of a cell, as in book.json: its kind and its fields, printed by its pattern or fixed by it.", {
            "kind": {"type": "string"},
            "fields": {"type": "object", "additionalProperties": {"anyOf": [_NUMBER, {"type": "string"}]}}}),
        "Outcome": _object("A table result: the printed text, the text its effects print after any rewrite "
                           "exceptions (rewritten_text: the printed text when nothing was rewritten), its effects "
                           "(after any rewrite exceptions), its marks, the row and column read, the die-roll "
                           "modifier of the edge rules, the trace, and (only when there is one) the inferences "
                           "it rests on: the texts of the edge rules declared `inferred` that read it, where "
                           "the source is silent.", {
            "text": {"type": "string"}, "rewritten_text": {"type": "string"},
            "effects": {"type": "array", "items": ref("Effect")},
            "marks": {"type": "array", "items": {"type": "string"}}, "row": {"type": "string"},
            "column": {"type": "string"}, "drm": _NUMBER, "trace": ref("Trace"),
            "inferred": {"type": "array", "items": {"type": "string"}, "minItems": 1}}, optional=("inferred",)),
        "Trace": {"type": "array", "items": {"type": "string"},
                  "description": "clause ids that produced the answer, in the order they were first used"},
        "Typed": {"description": "A value with its type, as a book.json literal: number (integer or \"n/d\"), "
                                 "flag (boolean), text (string: also an enum value or a side), ratio (\"a:d\"), "
                                 "any (null: none), result (an Outcome), list (typed values), record (one item of a "
                                 "list fact: its fields, typed), steps (a sequence).",
                  "oneOf": [
                      _object("a number", {"type": {"const": "number"}, "value": _NUMBER}),
                      _object("a flag", {"type": {"const": "flag"}, "value": {"type": "boolean"}}),
                      _object("text or an enum value", {"type": {"const": "text"}, "value": {"type": "string"}}),
                      _object("odds, as given (\"7:2\" is placed as 3:1)", {
                          "type": {"const": "ratio"}, "value": {"type": "string", "pattern": r"^\d+:\d+$"}}),
                      _object("none", {"type": {"const": "any"}, "value": {"type": "null"}}),
                      _object("a table result", {"type": {"const": "result"}, "value": ref("Outcome")}),
                      _object("a list", {"type": {"const": "list"}, "value": {"type": "array", "items": ref("Typed")}}),
                      _object("one item of a list fact (a unit): its fields by name", {
                          "type": {"const": "record"}, "value": {"type": "object", "additionalProperties": ref("Typed")}}),
                      _object("the steps of a sequence played, in order", {
                          "type": {"const": "steps"}, "value": {"type": "array", "items": step}})]},
        "Request": _object("What an engine is asked (the protocol's request, without `id` and `book`).", {
            "call": {"enum": list(CALLS), "description": "; ".join(f"{k}: {v}" for k, v in CALLS.items())},
            "function": {"type": "string", "description": "the id of the table, rule, sequence or scenario, or the "
                                                          "example's index"},
            "args": {"type": "array", "items": ref("Typed"), "description": "positional arguments"},
            "keywords": {"type": "object", "additionalProperties": ref("Typed"),
                         "description": "a table's own arguments by name (roll, row, group, column, shift, odds, …)"},
            "facts": {"type": "object", "additionalProperties": ref("Typed"), "description": "facts by name"},
            "scenario": {**text_or_null, "description": "the scenario played (the built-in fact `scenario`)"},
            "options": {"type": ["array", "null"], "items": {"type": "string"},
                        "description": "optional rules chosen (the built-in fact `options`), or null"}}),
        "Answer": _object("The value and (except for examples) its trace, and (only when there is one) the "
                          "book's readings where the source is silent that it rests on.", {
            "value": ref("Typed"), "trace": ref("Trace"),
            "inferred": {"type": "array", "items": {"type": "string"}, "minItems": 1}}, optional=("trace", "inferred")),
        "Error": _object("The request is refused: compare the error's class, not its message.", {
            "error": {"enum": list(ERRORS), "description": "; ".join(f"{k}: {v}" for k, v in ERRORS.items())},
            "message": {"type": "string", "description": "the Python package's message, for people"}}),
        "Vector": _object("One conformance vector.", {
            "id": {"type": "string", "pattern": r"^[^/]+/[^/]+/[^/]+/\d{3,}$",
                   "description": "book/clause/construct/NNN, numbered within its clause and construct"},
            "kind": {"enum": list(KINDS)},
            "construct": {"type": "string", "description": "the table, rule, exception, sequence or scenario id "
                                                           "(`example` for examples)"},
            "clause": {**text_or_null, "description": "the clause of that construct"},
            "clauses": {"type": "array", "items": {"type": "string"}, "description": "every clause it tests"},
            "description": {"type": "string"},
            "input": ref("Request"),
            "expected": {"oneOf": [ref("Answer"), ref("Error")]},
            "title": {"type": "string", "description": "examples: the example's title"},
            "checks": {"type": "array", "items": {"type": "string"}, "description": "examples: each check as written"},
            "left": {"type": "array", "items": {"anyOf": [ref("Typed"), {"type": "null"}]},
                     "description": "examples: the value of each comparison's left side (null for other checks)"}},
            optional=("title", "checks", "left")),
    }


def vectors_schema() -> dict:
    props = {"schema": {"const": SCHEMA_VERSION}, "book": {"type": "string", "description": "the book's id"},
             "count": {"type": "integer", "description": "how many vectors"},
             "computed_from": {"type": "string", "pattern": "^[0-9a-f]{64}$",
                               "description": "the SHA-256 of what the vectors were computed from: the book's "
                                              "generated package, its book.json and the compiler's code that "
                                              "computes them (a build takes the file again when it matches)"},
             "vectors": {"type": "array", "items": {"$ref": "#/$defs/Vector"}}}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "vectors.schema.json",
            "title": "Conformance vectors of a compiled rulebook (rules export BOOK --format vectors)",
            "type": "object", "required": [k for k in props if k != "computed_from"], "properties": props, "additionalProperties": False,
            "$defs": dict(sorted(_defs().items()))}


__all__ = ["vectors_schema", "ERRORS", "CALLS"]
