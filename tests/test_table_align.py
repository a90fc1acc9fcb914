"""Player aids: like cells align alike (compiler/table_align.py). A column of values (numbers, shifts,
result codes) is centred in every table, a column holding prose is left-aligned, and the row labels
follow the same rule: Changsha's Terrain Effects Key is centred as its Combat Results Table is."""
from __future__ import annotations

import html
import re

import pytest

from conftest import compiled_book

from compiler import to_aid
from compiler.table_align import CENTRE, LEFT, column_aligns, is_value, row_label_align


@pytest.mark.parametrize("text", ["1", "3L", "1/2", "+1", "-", "A1/D1R1", "OTIH", "Naval", "(A)", "≥15", "",
                                  "0.5", "12 ", "Turn-27", "12 or less", "-2 or less"])
def test_a_value_is_one_short_word_or_one_holding_a_digit_or_a_number_in_a_few_words(text):
    assert is_value(text)


@pytest.mark.parametrize("text", ["Any town (not village)", "Strategic Victory", "Unsuccessful", "Organization",
                                  "See [11.3.1]", "24 SP per turn", "Turns 1-5"])
def test_prose_is_several_words_or_one_long_word(text):
    assert not is_value(text)


def _rows(page: str, table_id: str) -> list[list[tuple[str, str]]]:
    """The body rows of one aid table as [(alignment class, text)] per cell, row label first."""
    section = re.search(rf'<section[^>]*id="table-{table_id}">(.*?)</section>', page, re.S).group(1)
    body = re.search(r"<tbody>(.*?)</tbody>", section, re.S).group(1)
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", body, re.S):
        cells = re.findall(r'<t[hd] class="([lc])">(.*?)</t[hd]>', row, re.S)
        rows.append([(cls, html.unescape(re.sub(r"<[^>]+>", "", text))) for cls, text in cells])
    return rows


def _page(book: str) -> str:
    c = compiled_book(book)
    return to_aid.render_html(c, c.ir.aids[0])


def test_the_terrain_effects_key_is_centred_like_the_crt():
    page = _page("changsha")
    crt, key = _rows(page, "crt"), _rows(page, "terrain_effects")
    assert crt and key
    assert {cls for row in crt for cls, _ in row} == {CENTRE}          # die rolls and results
    assert {cls for row in key for cls, _ in row[1:]} == {CENTRE}      # "1", "OTIH", "3L", "Naval"
    assert {row[0][0] for row in key} == {LEFT}                        # terrain names: "Major River Bridge"
    assert ("c", "1/2") in [cell for row in key for cell in row]


def test_a_chart_centres_its_numbers_beside_its_prose():
    page = _page("khalkin_gol")
    recruit = _rows(page, "soviet_recruit")
    assert recruit and all(row[0][0] == LEFT and row[-1][0] == CENTRE for row in recruit if len(row) > 1)
    destinations = _rows(page, "retreat_destinations")
    assert destinations and all(cls == LEFT for row in destinations for cls, _ in row)
    victory = _rows(page, "victory_levels")
    assert [row[0] for row in victory][:2] == [("c", "≥15"), ("c", "8–14")]
    assert {row[1][0] for row in victory} == {LEFT}                   # "Strategic Victory"


def test_the_rule_reads_each_column_on_its_own():
    c = compiled_book("war_of_the_suns")
    minor = next(t for t in c.ir.tables if t.title.endswith("Minor Countries"))
    # Leader | WA | IJA | Affiliation | Home Territory: the inclination numbers centred, names left
    assert column_aligns(minor) == [LEFT, CENTRE, CENTRE, LEFT, LEFT]
    assert row_label_align(minor) == LEFT


def test_a_victory_table_centres_its_vp_bands_in_every_book():
    """Khalkin-Gol's "8–14" and Shanghai's "12 or less" are bands of VP alike: both centred."""
    shanghai = _rows(_page("shanghai_incident"), "vp_levels")
    assert shanghai[-1][0] == ("c", "12 or less") and {row[0][0] for row in shanghai} == {CENTRE}
    assert {row[1][0] for row in shanghai} == {LEFT}                    # "Decisive Chinese"
