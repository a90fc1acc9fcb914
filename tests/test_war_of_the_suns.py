"""War of the Suns: engine-facing answers that hold for every input, not just the examples' samples.

Each test sweeps a whole table or turn range through the generated package, the way an engine
would call it (audit issue 11, items 8-12)."""
from __future__ import annotations

import importlib
from fractions import Fraction

import pytest

from conftest import compiled_book


@pytest.fixture(scope="module")
def wots():
    assert compiled_book("war_of_the_suns").ok
    return importlib.import_module("war_of_the_suns")


SIDES = ("Japan", "KMT", "CCP", "WA")


def test_railroad_capacity_is_a_number_for_every_side_and_turn(wots):
    for side in SIDES:
        for turn in range(0, 35):
            answer = wots.railroad_capacity(side, turn=turn).value
            assert isinstance(answer, (int, Fraction)) and answer >= 0, (side, turn, answer)


def test_quit_india_changes_only_the_wa_and_only_their_trace(wots):
    """Item 8: the table lookup and railroad_capacity give one answer; the exception's clause is
    in the trace of the answer it changed, and only there."""
    wa = wots.railroad_capacity("WA", turn=20)
    assert wa == 4 and "charts.general_events" in wa.trace
    assert wots.transport_capacity("Railroad Transport", "WA", turn=20).sp == 4
    for side, printed in (("Japan", 24), ("KMT", 18)):
        other = wots.railroad_capacity(side, turn=20)
        assert other == printed and "charts.general_events" not in other.trace


def test_scenario_railroad_points_replace_the_table(wots):
    assert wots.railroad_capacity("KMT", turn=0, scenario="fist_of_fury") == 9
    assert wots.railroad_capacity("Japan", turn=1, scenario="fist_of_fury") == 10
    assert wots.railroad_capacity("Japan", turn=20, scenario="burma_campaign") == 12
    assert wots.railroad_capacity("WA", turn=20, scenario="burma_campaign") == 4
    assert wots.railroad_capacity("Japan", turn=20, scenario="chinese_campaign") == 24


def test_center_rp_answers_every_center_and_status(wots):
    """Item 9: every cell of the Supply Centers table, "-" and blank included, gives a number of RP."""
    table = wots.TABLES["replacement_supply_centers"]
    for center in table.rows:
        for status in ("A", "T", "NT", "F", "SB"):
            for facts in ({}, {"improved_kmt_recruitment_occurred": True, "replacement_side": "kmt"},
                          {"improved_kmt_recruitment_occurred": True, "replacement_side": "ccp"}):
                rp = wots.center_rp(center, status, **facts).value
                assert isinstance(rp, int) and rp >= 0, (center, status, facts, rp)


def test_wa_chart_rp_is_a_number_on_every_turn(wots):
    for turn in range(0, 35):
        assert isinstance(wots.wa_chart_rp(turn).value, int)
