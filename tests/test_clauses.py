"""Every clause of every bundled book is checked (DESIGN §6): one test per clause."""
from __future__ import annotations

import importlib

import pytest

from conftest import bundled_books, compiled_book


def _clause_params():
    params = []
    for book in bundled_books():
        c = compiled_book(book)
        for clause in c.loaded.book.clauses:
            params.append(pytest.param(book, clause.id, id=f"{book}:{clause.id}"))
    return params


@pytest.mark.parametrize("book, clause_id", _clause_params())
def test_clause(book, clause_id):
    c = compiled_book(book)
    assert c.ok, [str(d) for d in c.diagnostics() if d.severity == "error"][:5]
    pkg = importlib.import_module(book)
    clause = pkg.CLAUSES[clause_id]
    # a restatement in our own words
    assert clause.says.strip(), f"{clause_id} has no restatement"
    # every reference resolves, inside the book or to a declared external book
    for ref in clause.refs:
        assert ref in pkg.CLAUSES or ref.split(".")[0].isdigit() and pkg.BOOK.externals, f"[{ref}] does not resolve"
    # its examples hold when run through the generated package
    examples = [ex for ex in pkg.EXAMPLES if ex.clause == clause_id]
    for ex in examples:
        assert all(ex.run()), f"example {ex.title!r} fails"
    # its tables are total: every die roll gives a parsed result in every column
    for kind, name in clause.constructs:
        if kind == "table":
            table = pkg.TABLES[name]
            if table.missing:
                continue
            for i, row in enumerate(table.cells):
                for j, cell in enumerate(row):
                    assert table.effects[i][j], f"{name} cell {table.rows[i]}/{j} has no parsed effect"
            if table.row_kind == "roll":
                count, sides = (int(x) for x in table.dice.split("d"))
                selector = {table.header_by: table.headers[0][0][0]} if table.headers else {}
                first_column = table.headers[0][1][0] if table.headers else table.columns[0]
                for roll in range(count, count * sides + 1):
                    assert table.lookup(roll=roll, column=first_column, **selector).effects
    # formal clauses carry something an engine can use
    if clause.kind == "formal":
        assert clause.constructs or examples
