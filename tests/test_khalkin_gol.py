"""Khalkin-Gol checks that a rulebook `example` cannot state: answers the rules must refuse.

The GCRT is printed on the map, not in the source (13.0); the text establishes only some of its
columns (13.3, 13.4.1). Where the final column is not settled by the text, the compiled rules must
raise NotInSource rather than answer with an invented column."""
from __future__ import annotations

import pytest

import khalkin_gol as kg
from dsl import runtime as rt


@pytest.mark.parametrize("attack, defense", [(3, 2), (1, 1), (2, 1), (4, 1), (5, 1), (1, 2)])
def test_gcrt_column_refuses_percentages_the_text_does_not_place(attack, defense):
    with pytest.raises(rt.NotInSource, match="Ground Combat Results Table"):
        kg.gcrt_column(attack, defense)


@pytest.mark.parametrize("percentage, shift", [
    (30, 1),     # ≤49% shifted right: the next column is not in the source
    (250, 0),    # between ≤49% and 600–699%
    (400, -1),   # example a of 13.4.1 lands on an unlabelled column
    (599, 1),
    (650, -1),   # left of 600–699%: not in the source
    (800, -2),
])
def test_gcrt_column_at_refuses_unsettled_columns(percentage, shift):
    with pytest.raises(rt.NotInSource):
        kg.gcrt_column_at(percentage, shift)


@pytest.mark.parametrize("percentage, shift, column", [
    (0, 0, "≤49%"), (49, -3, "≤49%"), (600, 0, "600–699%"), (699, 1, "≥700%"),
    (700, -1, "600–699%"), (2000, -1, "600–699%"), (2000, 6, "≥700%"),
])
def test_gcrt_column_at_answers_what_the_text_settles(percentage, shift, column):
    assert kg.gcrt_column_at(percentage, shift).value == column


def test_the_missing_gcrt_lists_only_the_printed_column_labels():
    gcrt = kg.TABLES["gcrt"]
    assert gcrt.columns == ("≤49%", "600–699%", "≥700%")
    for percentage in (50, 100, 250, 399, 599):   # no invented band answers an unshifted placement
        with pytest.raises(rt.NotInSource):
            gcrt.column(percentage)
    with pytest.raises(rt.NotInSource):
        gcrt(roll=3, column=30)


def test_the_japanese_recruit_chart_keeps_its_last_row():
    assert kg.japanese_recruit(row="1-3 garrison", group="Manchukuoan, Mengjiang").value == 0.5
    assert kg.japanese_recruit(row="3-7 or 2-7 cavalry, 3-4 or 4-4 mixed", group="Manchukuoan, Mengjiang").value == 1
