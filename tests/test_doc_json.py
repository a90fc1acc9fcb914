"""The JSON shown in docs/json.md is what `rules export` prints (or `generated/<book>/vectors.json` holds):
each ```json block, trimmed as the
page says (lists cut to some of their entries), must be contained in the real export — every key
shown exists with the value shown, and every list entry shown is found, in order, in the real list."""
from __future__ import annotations

import json
import re

import pytest

from conftest import ROOT, compiled_book
from compiler.to_json import export

# Which part of which export each ```json block of docs/json.md shows, in order: a table of a book's
# book.json, or (table "vectors") its vectors.json.
BLOCKS = [("changsha", "crt"), ("changsha", "vectors")]


def contained(shown, actual) -> bool:
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(k in actual and contained(v, actual[k]) for k, v in shown.items())
    if isinstance(shown, list):
        if not isinstance(actual, list):
            return False
        rest = iter(actual)
        return all(any(contained(item, candidate) for candidate in rest) for item in shown)
    return shown == actual and type(shown) is type(actual)


def _export(book: str) -> dict:
    c = compiled_book(book)
    return json.loads(json.dumps(export(c.ir)))


def test_contained_is_strict_enough():
    real = {"rows": ["2-3", "4", "5"], "cells": [["A1", "D1"], ["-", "D2"]], "missing": False}
    assert contained({"rows": ["2-3", "5"], "cells": [["-", "D2"]]}, real)
    assert not contained({"rows": ["5", "2-3"]}, real)          # order matters
    assert not contained({"rows": ["6"]}, real)
    assert not contained({"missing": 0}, real)                  # false is not 0
    assert not contained({"dice": "2d6"}, real)                 # a key the export lacks


def test_every_json_block_is_covered():
    blocks = re.findall(r"```json\n(.*?)```", (ROOT / "docs" / "json.md").read_text(encoding="utf-8"), re.S)
    assert len(blocks) == len(BLOCKS), "a ```json block was added to docs/json.md: say in BLOCKS what it shows"


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_json_shown_is_in_the_export(index):
    text = re.findall(r"```json\n(.*?)```", (ROOT / "docs" / "json.md").read_text(encoding="utf-8"), re.S)[index]
    shown = json.loads(text)
    book, table = BLOCKS[index]
    if table == "vectors":
        actual = json.loads((ROOT / "generated" / book / "vectors.json").read_text(encoding="utf-8"))
        assert contained(shown, actual), f"docs/json.md, JSON block {index + 1}: not in generated/{book}/vectors.json"
        return
    actual = _export(book)
    if table is not None:
        actual = next(t for t in actual["tables"] if t["id"] == table)
    assert contained(shown, actual), f"docs/json.md, JSON block {index + 1}: not what `rules export {book}` prints"
