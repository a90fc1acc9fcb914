"""`table_data`: an `ir.Table` as the dictionary the Python back end writes into the generated
package (odds columns by place on the odds scale, edges by side with only the actions stated), and
the same view for `to_python`'s (symbols, model table) calls until it reads the rule model."""
from __future__ import annotations

import pytest

from conftest import bundled_books, compiled_book

from compiler.table_data import table_data


def _table(book: str, table_id: str):
    return next(t for t in compiled_book(book).ir.tables if t.id == table_id)


def test_an_odds_table_with_edge_rules():
    d = table_data(_table("changsha", "crt"))
    assert d["columns"][:3] == ["1:3", "1:2", "1:1"] and d["column_values"] == [-2, -1, 0, 1, 2, 3, 4]
    assert d["rows"][:2] == ["2-3", "4"] and d["row_ranges"][:2] == [(2, 3), (4, 4)]
    assert d["effects"][0][0] == [("attacker", (("loss", 1), ("retreat", 2)))]
    assert d["edges"]["right"] == {"clause": "12.7.1", "clamp": True, "drm": 1}
    below = d["edges"]["below"]
    assert below.pop("inferred").startswith("The rules do not say what a modified total below 2 gives")
    assert below == {"clause": "13.0", "bound": 2, "clamp": True}


def test_an_edge_result_carries_its_parsed_effects():
    edges = table_data(_table("changsha", "barrage_table"))["edges"]
    below = dict(edges["below"])
    assert below.pop("inferred").startswith("The rules say that a modified roll of 1 is no effect")
    assert below == {"clause": "7.6", "bound": 2, "result": "-", "effects": [("no_effect", ())], "inferred_bound": 1}
    assert edges["left"] == {"clause": "7.6", "missing": True}
