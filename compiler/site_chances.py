"""The web book's folded chances under each dice table, as a grid laid out like the table. Fed by:
the rule model (`dsl.ir`: each dice table's columns and header rows) and `odds`, which counts each
chance by the runtime's own lookup (`table_data.runtime_table`, built as the package builds it).

A list of one line per column read as 42 lines of text under Shanghai's Combat Results Table (one
per terrain and differential), though its four header rows only relabel the same twelve printed
columns. The grid has the table's own columns and header rows, a row per result, the results in
the order a rising roll meets them in the printed table (lowest roll first, then left to right), and
each cell the chance of that result in that column: empty where it cannot come up. A printed column
that header rows name alike is one column of the grid only when every header row's reading of it
gives the same chances; otherwise each (header row, column) is a column of its own, named by both.
"""
from __future__ import annotations

from fractions import Fraction

from dsl import ir

from .odds import chances, dice_tables, percent


def result_name(result: str | None, why: str) -> str:
    """A result as the grid names it: the printed cell in quotation marks, as the edge rules quote it
    (“-”, “1”: never read as minus, or a count), a blank cell as "blank", none as "no result" and why."""
    if result is None:
        return f"no result ({why})"
    return f"“{result}”" if result else "blank"


def _positions(table: ir.Table) -> list[list[tuple[str, str, dict]]]:
    """Each printed column position → the readings of it: (header row's label or "", the column's
    label under it, what the lookup is also given: the fact that picks the header row)."""
    if table.header_rows:
        width = max(len(h.columns) for h in table.header_rows)
        return [[(h.label, h.columns[j], {table.header_by: h.values[0]})
                 for h in table.header_rows if j < len(h.columns) and h.columns[j]] for j in range(width)]
    return [[("", label, {})] for label in table.columns] or [[("", "", {})]]


def chance_grid(runtime_table, table: ir.Table) -> dict:
    """One dice table's chances with nothing added to the roll and no shift, as a grid:
    {"header": [(label, [column label per grid column])], "results": [(result name, [“27.8%” or ""])]}."""
    positions = [p for p in _positions(table) if p]
    counted = [[chances(runtime_table, table, label, selector, 0, 0) for _, label, selector in readings]
               for readings in positions]

    def same(found) -> bool:
        return all({(r, w): c for r, w, c, _, _ in f} == {(r, w): c for r, w, c, _, _ in found[0]} for f in found)

    if all(same(found) for found in counted):     # one column per printed position, header rows as printed
        columns = [found[0] for found in counted]
        if table.header_rows:
            header = [(h.label, [next((lab for hl, lab, _ in readings if hl == h.label), "") for readings in positions])
                      for h in table.header_rows]
        else:
            header = [("", [readings[0][1] for readings in positions])]
    else:                                         # each reading its own column, named by its header row
        columns = [f for found in counted for f in found]
        header = [("", [f"{h}: {label}" if h else label for readings in positions for h, label, _ in readings])]
    if not any(label for _, labels in header for label in labels):
        header = []
    first: dict[tuple, tuple[int, int]] = {}
    cells: dict[tuple, list[str]] = {}
    for j, found in enumerate(columns):
        for result, why, chance, _kind, totals in found:
            key = (result, why)
            first[key] = min(first.get(key, (min(totals), j)), (min(totals), j))
            cells.setdefault(key, [""] * len(columns))[j] = f"{percent(Fraction(chance))}%"
    return {"header": header,
            "results": [(result_name(*key), cells[key]) for key in sorted(cells, key=lambda k: (first[k], result_name(*k)))]}


def page_chance_grids(book: ir.Book) -> dict[str, dict]:
    """Each dice table of `book` that the source prints → its `chance_grid`, read on the runtime's
    `Table`s built as the package builds them (`runtime_table`)."""
    from .table_data import runtime_table
    return {t.id: chance_grid(runtime_table(t, book), t) for t in dice_tables(book) if not t.missing}
