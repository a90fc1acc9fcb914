"""A table's cells as the player aid prints them (`compiler/aid_cells.py`): characters the aid's
fonts do not draw are left out of the cells and the aid says so under the table; a column of names
that only repeats in runs down the rows (War of the Suns' Region, printed in the playbook as a cell
spanning its block) is printed once over each block, as a row across the table."""
from __future__ import annotations

import attrs

from compiler import aid_cells, to_aid
from compiler.aid_fit import is_tall
from compiler.aid_glyphs import drawn
from conftest import compiled_book


def _table(book: str, table: str):
    return next(t for t in compiled_book(book).ir.tables if t.id == table)


def test_characters_the_fonts_do_not_draw_are_left_out_and_said_so():
    t = _table("war_of_the_suns", "territories")
    printed, lines = aid_cells.drawable_cells(t)
    territory = t.columns.index("Territory")
    assert t.cells[0][territory] == "Jehol \u71b1\u6cb3"
    assert printed.cells[0][territory] == "Jehol"
    assert printed.cells[32][territory] == "Mongolia"            # no Chinese name: unchanged
    assert lines == [aid_cells.LEFT_OUT.format(chars="the Chinese script")]
    assert all(drawn(ch) for row in printed.cells for c in row for ch in c if not ch.isascii())
    assert printed.cells[1][t.columns.index("Random Event Selection (1D6-1D6)")] == "1\u20132"   # (– is drawn)
    assert t.cells[0][territory] == "Jehol \u71b1\u6cb3"         # the rule model itself is untouched


def test_a_table_whose_every_character_is_drawn_is_unchanged_and_says_nothing():
    t = _table("changsha", "crt")
    assert aid_cells.drawable_cells(t) == (t, [])
    other = attrs.evolve(t, cells=((("Caf\u00e9 \u00d7 \u2013",) + t.cells[0][1:]),) + t.cells[1:])
    assert aid_cells.drawable_cells(other) == (other, [])       # Latin-1, ×, – are drawn


def test_a_character_of_another_script_is_named_by_its_code_point():
    t = _table("changsha", "crt")
    other = attrs.evolve(t, cells=((("A1 \U0001F3B2",) + t.cells[0][1:]),) + t.cells[1:])
    printed, lines = aid_cells.drawable_cells(other)
    assert printed.cells[0][0] == "A1"
    assert lines == [aid_cells.LEFT_OUT.format(chars="U+1F3B2")]


def test_the_region_column_is_printed_over_its_blocks():
    t = _table("war_of_the_suns", "territories")
    assert aid_cells.block_column(t) == t.columns.index("Region")
    printed = aid_cells.blocks_as_rows(t)
    assert "Region" not in printed.columns and len(printed.columns) == len(t.columns) - 1
    assert all(len(row) == len(printed.columns) for row in printed.cells + printed.marks + printed.effects)
    assert printed.row_groups[0] == printed.row_groups[1] == "Region: Manchukuo"
    assert printed.row_groups[32] == "Region: Outside China"
    assert len(dict.fromkeys(printed.row_groups)) == 7
    # every other cell, and its footnote mark, still in its row and column
    territory = printed.columns.index("Territory")
    assert printed.cells[1][territory] == t.cells[1][t.columns.index("Territory")]
    assert printed.marks[1][territory] == ("^1",)
    # the blocks' rows and the footnotes count: the table may break between columns, not jump one
    assert is_tall(printed) and not is_tall(attrs.evolve(printed, footnotes=(), row_groups=("",) * 33))


def test_columns_of_numbers_or_of_one_run_are_not_blocks():
    # the Political Inclination Tables' KMT and IJA columns are all "1": one run of a number
    assert aid_cells.block_column(_table("war_of_the_suns", "political_inclination")) is None
    assert aid_cells.block_column(_table("changsha", "terrain_effects")) is None
    assert aid_cells.block_column(_table("shanghai_incident", "crt")) is None


def test_the_charts_aid_prints_the_territories_with_its_note():
    c = compiled_book("war_of_the_suns")
    page = to_aid.render_html(c, c.ir.aids[0])
    assert "Territories Table" in page and "Region: Southwestern China" in page
    assert "\u71b1" not in page and aid_cells.LEFT_OUT.format(chars="the Chinese script") in page.replace(
        "&#39;", "'")
