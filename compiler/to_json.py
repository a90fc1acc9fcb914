"""JSON back end: the rule model of a book as one JSON document (`book.json`, `rules export`).
Fed by: the resolved rule model (`dsl.ir.Book`, from `dsl.lower`), unstructured by `dsl.ir_json`.

The document is the model itself, schema 3 (`docs/json.md`, `generated/schemas/book.schema.json`):
labels and cells exactly as printed, every expression as a typed tree, every reference resolved,
every shift signed. `dsl.ir_json.from_data` reads it back into an equal model.
"""
from __future__ import annotations

import json

from dsl import ir
from dsl.diagnostics import CONTROL
from dsl.ir_json import SCHEMA_VERSION, to_data

__all__ = ["SCHEMA_VERSION", "export", "dumps"]


def export(book: ir.Book) -> dict:
    """The JSON data of a book: `{"schema": 3, "book": id, "title": …, …}` (see docs/json.md)."""
    return to_data(book)


# The C encoder, built once (json.dumps with an option builds one per call), without its check for
# circular references (about a third of writing a book): data that holds itself would not end
# either way, and the same text comes out for any other.
_ENCODE = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode


try:
    from ._json_lines import dumps as _dumps_in_c
except ImportError:     # (not compiled: `json` writes it all)
    _dumps_in_c = None


def dumps(data: dict) -> str:
    """A top-level object with one key per line and one list item per line: compact records
    (fast to write, since the C encoder does them) that still diff line by line. Written in one C
    pass where `compiler/_json_lines.c` is compiled and takes the data (the same text: it writes
    only what it writes as `json` does), else by `json`'s encoder item by item. Every character
    W602 reports (`dsl.diagnostics.CONTROL`: a bidirectional control, a zero-width space, a soft
    hyphen, …) is written as its escape (`\\u202e`), the rest of the text raw (UTF-8): the data
    read back is the same, and the file shows where they are instead of reordering or hiding its
    lines in an editor or a diff."""
    if _dumps_in_c is not None:
        text = _dumps_in_c(data)
        if text is not None:
            return text
    return _dumps_by_json(data)


def _dumps_by_json(data: dict) -> str:
    text = _dumps_raw(data)
    # (the structure is ASCII: each one found is inside a string, where its escape reads back as itself)
    return CONTROL.sub(lambda m: _ESCAPED(m.group())[1:-1], text) if CONTROL.search(text) else text


_ESCAPED = json.JSONEncoder().encode   # (ensure_ascii: `"\\u202e"`, a pair of escapes above U+FFFF)


def _dumps_raw(data: dict) -> str:
    one = _ENCODE
    lines = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        end = "," if i < len(items) - 1 else ""
        if isinstance(value, list) and value:
            lines.append(f"  {one(key)}: [")
            lines.extend(f"    {one(v)}{',' if j < len(value) - 1 else ''}" for j, v in enumerate(value))
            lines.append(f"  ]{end}")
        else:
            lines.append(f"  {one(key)}: {one(value)}{end}")
    lines.append("}")
    return "\n".join(lines) + "\n"
