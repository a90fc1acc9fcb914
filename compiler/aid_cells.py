"""A table's cells as the player aid prints them. Fed by: `to_aid`, with a table of the resolved
rule model (`dsl.ir.Table`); gives the table to print (the same class, `attrs.evolve`d: the rule
model itself is untouched) and the lines to print under it.

Two changes, each said under the table where it changes what the source prints:
- characters the aid's fonts do not draw (`aid_glyphs`) are left out of the cells: War of the Suns'
  territories print "Jehol", not "Jehol" and two empty boxes (or a font the machine happens to have);
- a column of names that only repeats, in runs down the rows, a name per block of rows (War of the
  Suns' Region: "printed as a cell spanning its block of rows") is printed as the source prints it,
  once over its block, as a row across the table ("Region: Manchukuo"), not on every row: a column
  narrower, the aid's rows fit one line each.
"""
from __future__ import annotations

import attrs

from dsl import ir

from .aid_glyphs import drawable, drawn

LEFT_OUT = ("Cells are printed here without the characters this aid's fonts do not draw ({chars}); "
            "the web book prints them whole.")
RUNS_MIN_ROWS = 3    # rows a block holds on average, at least, for its column to be printed over it


def printed(t: ir.Table) -> tuple[ir.Table, list[str]]:
    """The table as the aid prints it, and the lines it prints under it (see the module)."""
    t, lines = drawable_cells(t)
    return blocks_as_rows(t), lines


def drawable_cells(t: ir.Table) -> tuple[ir.Table, list[str]]:
    """The table with the characters its cells hold that the aid's fonts do not draw left out, and
    the line that says so; unchanged, and no line, when every one is drawn."""
    cells = tuple(tuple(drawable(c) for c in row) for row in t.cells)
    if cells == t.cells:
        return t, []
    gone = dict.fromkeys(ch for row in t.cells for c in row for ch in c
                         if not ch.isascii() and ch.isprintable() and not ch.isspace() and not drawn(ch))
    if all("\u3400" <= ch <= "\u9fff" for ch in gone):
        chars = "the Chinese script"
    else:
        chars = ", ".join(f"U+{ord(ch):04X}" for ch in list(gone)[:3]) + (" …" if len(gone) > 3 else "")
    return attrs.evolve(t, cells=cells), [LEFT_OUT.format(chars=chars)]


def block_column(t: ir.Table) -> int | None:
    """The column printed over its blocks of rows (`blocks_as_rows`), or None: the first column of
    names (not numbers) filled on every row, in at least two runs, each name one run only, the runs
    `RUNS_MIN_ROWS` rows long on average. A table already grouped, or with header rows, has none."""
    if any(t.row_groups) or t.header_rows or len(t.rows) < 2 * RUNS_MIN_ROWS:
        return None
    for j in range(len(t.columns)):
        values = [row[j] if j < len(row) else "" for row in t.cells]
        runs = [v for i, v in enumerate(values) if i == 0 or v != values[i - 1]]
        if all(v.strip() and not any(ch.isdigit() for ch in v) for v in values) \
                and len(runs) >= 2 and len(runs) == len(set(runs)) and len(runs) * RUNS_MIN_ROWS <= len(values):
            return j
    return None


def blocks_as_rows(t: ir.Table) -> ir.Table:
    """The table with its `block_column` printed as a row over each block ("Region: Manchukuo",
    the template's group rows) and left out of the columns; unchanged without one."""
    j = block_column(t)
    if j is None:
        return t

    def cut(row: tuple) -> tuple:
        return row[:j] + row[j + 1:]
    return attrs.evolve(
        t, columns=cut(t.columns), column_positions=cut(t.column_positions),
        column_ranges=cut(t.column_ranges), cells=tuple(cut(r) for r in t.cells),
        effects=tuple(cut(r) for r in t.effects), marks=tuple(cut(r) for r in t.marks),
        row_groups=tuple(f"{t.columns[j]}: {row[j]}" for row in t.cells))
