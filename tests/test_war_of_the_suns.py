"""War of the Suns: engine-facing answers that hold for every input, not just the examples' samples.

Each test sweeps a whole table or turn range through the generated package, the way an engine
would call it (audit issue 11, items 8-12)."""
from __future__ import annotations

import collections
import importlib
import re
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


_PLACE = re.compile(r"([A-Z][A-Za-z'’\-.]+(?: [A-Z][A-Za-z'’\-.]+)?)\s*\((\d{4})(?![–-]\d)")


def _place_hexes(wots):
    """name -> hex -> where it is used: ("clause", id) for table cells and restatements,
    ("scenario", id) for set-up and reinforcement lines."""
    occ = collections.defaultdict(lambda: collections.defaultdict(set))

    def add(text, holder):
        for m in _PLACE.finditer(text or ""):
            occ[m.group(1)][m.group(2)].add(holder)
    for table in wots.TABLES.values():
        for label, row in zip(table.rows, table.cells):
            for text in (label, *row):
                add(text, ("clause", table.clause))
    for clause in wots.CLAUSES.values():
        add(clause.says, ("clause", clause.id))
    for sid, scenario in wots.SCENARIOS.items():
        for line in (*scenario.setups, *scenario.reinforcements):
            for kind, number, name in line.placement.places:
                if kind == "hex" and name:
                    occ[name][number].add(("scenario", sid))
            add(line.placement.text, ("scenario", sid))
    return occ


def _doubts_over(wots, holder):
    kind, ident = holder
    doubts = []
    if kind == "scenario":
        doubts += wots.SCENARIOS[ident].doubts
        ident = wots.SCENARIOS[ident].clause
    while ident:
        doubts += wots.CLAUSES[ident].doubts
        ident = wots.CLAUSES[ident].parent
    return doubts


def test_every_place_with_two_hex_numbers_carries_a_doubt(wots):
    """Item 11: a place printed with different hex numbers is kept as printed, with a doubt that names
    each number, on every clause or scenario that uses a number other than the place's usual one."""
    every_doubt = [d for c in wots.CLAUSES.values() for d in c.doubts]
    every_doubt += [d for s in wots.SCENARIOS.values() for d in s.doubts]
    missing = []
    for name, hexes in _place_hexes(wots).items():
        if len(hexes) < 2:
            continue
        word = name.split()[-1]
        for number in hexes:
            if not any(word in d and number in d for d in every_doubt):
                missing.append(f"no doubt names {name} {number}")
        uses = {number: len(holders) for number, holders in hexes.items()}
        usual = max(uses, key=uses.get) if list(uses.values()).count(max(uses.values())) == 1 else None
        for number, holders in hexes.items():
            for holder in holders if number != usual else ():
                if not any(word in d for d in _doubts_over(wots, holder)):
                    missing.append(f"{holder} uses {name} ({number}) without a doubt")
    assert not missing, missing


def test_fist_of_fury_turn1_japanese_air_units_match_the_restatement(wots):
    """Item 11: the Turn 1 restatement counted three Japanese air units where four are listed
    (\"2x F Ki-10\" is two fighters)."""
    lines = [r.units for r in wots.SCENARIOS["fist_of_fury"].reinforcements
             if r.side == "japan" and r.turn == 1 and r.units.startswith("IJAAF")]
    count = sum(int(m.group(1)) if (m := re.search(r"(\d+)x ", u)) else 1 for u in lines)
    assert count == 4
    assert "four air units" in wots.CLAUSES["28.fist_of_fury.oob.turn1.japan"].says


def test_grt_names_the_countries_of_the_country_row(wots):
    """Item 11: the GRT restatement called Burma, India, Siam and Indochina \"Indian Ocean-side\"."""
    says = wots.CLAUSES["charts.grt"].says
    assert "Indian Ocean" not in says
    assert all(country in says for country in ("Burma", "India", "Siam", "Indochina"))


def test_a_games_first_turn_is_its_scenarios_first_turn():
    """The sequence of play read four flags an engine had to give (defaulting to no): Space for Time's
    first turn listed a Reinforcement Phase and a random event (the engine probe, stop 39). The
    formulas that replaced them name each scenario's first turn, kept equal to its `turns` by this test."""
    w = compiled_book("war_of_the_suns").module
    for sid, sc in w.SCENARIOS.items():
        first = sc.first_turn
        assert w.first_turn_of_game(scenario=sid, turn=first).value is True, sid
        assert w.first_turn_of_game(scenario=sid, turn=first + 1).value is False, sid
    paths = [p for p, _ in w.SEQUENCES["esp"].steps(scenario="space_for_time", turn=1)]
    assert not [p for p in paths if p.endswith((".random_events", ".reinforcement"))], paths


def test_japan_gets_an_oilfields_cp_and_every_answer_says_it_is_our_reading(wots):
    """Oilfield: the playbook gives Japan an extra CP and RP for Yumen (held) and Daching (found);
    the Admin Phase said only the KMT and the CCP got one (player probe, finding 9). Japan's "extra
    RP and CP" is read as one RP, and so one CP as its CP equal its RP: marked `inferred`, so every
    answer it changes carries the reading, and those it does not change carry none (examples
    audit, finding 5)."""
    base = wots.japan_command_points(turn=10)
    assert base == 8 and base.inferred == ()
    for facts in ({"daching_discovered": True}, {"yumen_discovered": True, "japan_holds_yumen_roads": True}):
        cp, rp = wots.japan_command_points(turn=10, **facts), wots.japan_rp_received(turn=10, **facts)
        assert cp == rp == 9 and "charts.random_events.oilfield" in cp.trace, facts
        assert len(cp.inferred) == 1 and '"an extra CP and RP"' in cp.inferred[0] and "[esp.1.3]" in cp.inferred[0]
    both = wots.japan_command_points(turn=10, daching_discovered=True, yumen_discovered=True, japan_holds_yumen_roads=True)
    assert both == 10
    indochina = wots.japan_command_points(turn=14, wa_appeasing_or_supporting_japan=True)
    assert indochina == 9 and '"an extra RP and CP"' in indochina.inferred[0]
    # the KMT's and the CCP's extra CP are the source's own: no reading
    kmt = wots.kmt_command_points(kmt_controls_yumen=True, yumen_discovered=True)
    assert kmt == 14 and kmt.inferred == ()
    # and the sequence of play says so, for Japan as for the KMT and the CCP
    esp = next(q for q in compiled_book("war_of_the_suns").ir.sequences if q.id == "esp")
    admin = next(p for p in esp.steps[0].steps if p.id == "admin")
    stage = next(s for s in admin.steps[0].steps if s.title == "2. Command Points (CP)")   # (what the aid prints)
    for says in (stage.says, wots.CLAUSES["esp.1.3"].says):
        assert "Yumen" in says and "Japan" in says[says.index("Yumen") - 80:says.index("Yumen") + 40], says
        assert "Daching by Japan" in says or "Daching to Japan" in says


def test_the_printed_reorganization_example_runs_both_its_outcomes(wots):
    """The example checked only the +2 cap, summing 2+1 by hand; the 1 RP and 1 FEP of the elite
    unit's expansion, going back to the KMT, were a note (examples audit, finding 1)."""
    originals = [{"status": 2}, {"status": 1}, {"expansion_rp": 1, "expansion_fep": 1}]
    status = wots.reorganized_status(reorganized_originals=originals)
    assert status == 2 and "charts.ob_keys" in status.trace
    assert wots.reorganization_rp_added(reorganized_originals=originals) == 1
    assert wots.reorganization_fep_added(reorganized_originals=originals) == 1
    assert wots.reorganization_dep_added(reorganized_originals=originals) == 0
    assert wots.reorganized_status(reorganized_originals=[{"status": -2}, {"status": -1}]) == -2
    [printed] = [e for e in wots.EXAMPLES if e.title.startswith("+2, +1 and an expanded elite unit")]
    assert printed.run() == (True,) * 4
