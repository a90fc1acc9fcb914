"""What `rules lsp` says on hover over a table's own input given by name (`roll:` in
`crt(roll: 7, column: 3:1)`, `terrain:` of an offset header, `shift:` of `crt.column(…)`): which
input of which table it is and what it picks, in docs/reference.md's words, from the table's
declaration (its dice, its kind of rows and columns, the list that picks its header row); and the
inputs that fit a lookup or a method where an argument starts (`crt(▮`, `crt(roll: 7, ▮`), for
completion: a roll where the table declares dice, a row where its rows are labels, the column's
names its kind of columns takes, a shift where columns are in order, a group where rows are
grouped, the header row's list, of those a method reads; those not given yet. Fed by:
`dsl.loader` (the book's tables) and the line under the cursor, read as text so that it answers
while the file does not parse; the inputs are the runtime's (`dsl.runtime_inputs.TABLE_INPUTS`).
Any other named argument (a fact laid over, a formula's parameter) is left to the names' hover.
Nothing here imports pygls.
"""
from __future__ import annotations

import re

from dsl import model as m
from dsl.runtime_inputs import METHOD_READS, TABLE_INPUTS

_CALLED = re.compile(r"(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)\s*$")
_NAMED = re.compile(r"\s*:(?![:\d])")
# what a column is placed by, for each kind of columns (dsl/labels.py's axis kinds)
_PLACED_BY = {"odds": "odds (`3:1`)", "percent": "a percentage", "differential": "a differential",
              "numbers": "a number", "keys": "its printed label"}
_COLUMN_ALIASES = {"odds": "odds", "percent": "percent", "differential": "differential", "value": "numbers"}
_COLUMN_NAMES = frozenset(_COLUMN_ALIASES) | {"column"}


def _opener(text: str) -> int | None:
    """Where the innermost call open at the end of `text` opens (the index of its `(`), texts'
    parentheses not counted; None when every parenthesis is closed."""
    depth, quoted = 0, False
    for i in range(len(text) - 1, -1, -1):
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif ch == ")":
            depth += 1
        elif ch == "(":
            if depth == 0:
                return i
            depth -= 1
    return None


def table_input_at(book: m.Book, line_text: str, start: int, end: int) -> tuple[m.Table, str, str] | None:
    """(the table, the method or "" for a lookup, the input) when the word at `start`..`end` of
    `line_text` is written `word:` as an argument of a table's lookup or method, and is one of
    that table's own inputs; else None."""
    word = line_text[start:end]
    if not _NAMED.match(line_text, end):
        return None
    before = line_text[:start].rstrip()
    if not before.endswith(("(", ",")):
        return None
    found = _table_called(book, line_text, _opener(line_text[:start]))
    if found is None:
        return None
    table, method = found
    if word not in TABLE_INPUTS and word != (table.header_by or None):
        return None
    return table, method, word


def _table_called(book: m.Book, text: str, at: int | None) -> tuple[m.Table, str] | None:
    """The table and the method ("" for a lookup) whose call opens at `at` of `text`."""
    called = _CALLED.search(text, 0, at) if at is not None else None
    if called is None:
        return None
    owner, name = called.group(1), called.group(2)
    table_id, method = (owner, name) if owner else (name, "")
    table = next((t for t in book.tables if t.id == table_id), None)
    if table is None or owner is None and text[:called.start()].rstrip().endswith("."):
        return None
    return table, method


_GIVEN = re.compile(r"(?:^|,)\s*([A-Za-z_]\w*)\s*:(?![:\d])")


def inputs_open(book: m.Book, before: str) -> tuple[m.Table, str, list[str]] | None:
    """Where an argument starts at the end of `before` (after `(` or `,`) in a table's lookup or
    method: the table, the method ("" for a lookup), and its inputs that fit there, in the order
    a designer writes them, those given already left out; else None."""
    if not before.rstrip().endswith(("(", ",")):
        return None
    at = _opener(before)
    found = _table_called(book, before, at)
    if found is None:
        return None
    table, method = found
    given = set(_GIVEN.findall(before[at + 1:]))
    numbers = table.columns_kind in ("percent", "differential", "numbers")
    column_given = given & _COLUMN_NAMES   # (a column is given once, by one of its names: E402)
    fits = [("roll", bool(table.roll)), ("row", not table.roll or method == "cell"), ("column", True),
            ("odds", table.columns_kind == "odds"), ("percent", table.columns_kind == "percent"),
            ("differential", table.columns_kind == "differential"), ("value", numbers),
            ("shift", table.columns_kind != "keys"), ("group", any(g.group for g in table.grid)),
            (table.header_by, bool(table.header_by))]
    reads = METHOD_READS[method] | ({table.header_by} if method != "cell" else set()) if method in METHOD_READS else None
    return table, method, [w for w, fit in fits if fit and w not in given and (reads is None or w in reads)
                           and not (column_given and w in _COLUMN_NAMES)]


def input_said(table: m.Table, method: str, word: str) -> str:
    """The hover's Markdown for input `word` of `table` (of its `method`, "" for a lookup)."""
    from .site_text import md_escape
    call = f"{table.id}.{method}(…)" if method else f"{table.id}(…)"
    title = f" “{md_escape(table.title)}”" if table.title else ""
    return f"**{word}**: an input of the table {table.id}{title} in `{call}`: {input_what(table, word)}"


def input_what(table: m.Table, word: str) -> str:
    """What input `word` of `table` picks, in docs/reference.md's words."""
    by = _PLACED_BY.get(table.columns_kind, "its printed label")
    if word == table.header_by:
        what = (f"the value of the list `{word}` that picks which header row places the columns "
                f"(`columns {table.columns_kind} by {word}`)")
    elif word == "roll":
        what = (f"the roll of {table.roll} that picks the row" if table.roll else
                "a roll; this table declares no `roll` (its rows are read by `row:`)")
    elif word in ("row", "key"):
        what = "the printed label of the row read"
    elif word == "group":
        what = "the group heading whose rows are read (a row label may repeat in another group)"
    elif word == "column":
        what = ("the column read, by its printed label" if table.columns_kind == "keys" else
                f"the column read: its printed label, or where {by} places it")
    elif word == "shift":
        what = "how many columns the column read moves: + to the right, - to the left"
    else:
        kind = _COLUMN_ALIASES[word]
        what = (f"the column read, placed by {_PLACED_BY[kind]}" + (
            "" if kind == table.columns_kind or word == "value" else
            f"; this table's columns are {table.columns_kind}, placed by {by}"))
    return what
