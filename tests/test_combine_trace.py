"""A combine's trace cites a member whose 0 was decided: by an exception on it (a shift an exception
cancelled) or by its own members cancelling out; a member giving 0 of its own (a shift per 0
markers), or not applying, is not cited. The generated Python and the JavaScript reference engine
agree (the bundled books' vectors are run through both by tests/test_conform.py)."""
from __future__ import annotations

from conftest import compile_text, compiled_book

BOOK = '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "Shifts" {
  says "Shifts add up."
  fact tanks: flag = no "Tanks attack"
  fact river: flag = no "Across a river"
  fact guns: count = 0 "Guns"
  fact air: flag = no "Air support"
  fact flak: flag = no "Flak"
  clause 1.1 "Tanks" {
    says "Tanks give a shift."
    modifier tank "Tanks" { shift 1 right  when tanks }
  }
  clause 1.2 "Rivers" {
    says "No tank shift across a river."
    exception no_tanks "No tanks across rivers" { overrides tank  when river  cancel }
  }
  clause 1.3 "Guns" {
    says "Each gun gives a shift."
    modifier gun "Guns" { shift 1 right  per guns }
  }
  clause 1.4 "Support" {
    says "Air and flak cancel."
    modifier plane "Air" { shift 1 right  when air }
    modifier flak_shift "Flak" { shift 1 left  when flak }
    combine support "Support" sum of (plane, flak_shift)
  }
  combine total "All shifts" sum of (tank, gun, support)
  combine either "The better of tanks and guns" best of (tank, gun)
}
'''


def test_a_member_whose_zero_was_decided_is_cited(tmp_path):
    m = compile_text(tmp_path, BOOK).module
    assert m.total(tanks=True, river=True).trace == ("1.2", "1")            # the cancelled tank shift
    assert m.support(air=True, flak=True).trace == ("1.4",)                 # air and flak cancelling out
    assert m.total(air=True, flak=True).trace == ("1.4", "1")              # …cited in the total too
    assert m.total().trace == () and m.total(guns=0).trace == ()           # nothing decided: nothing cited
    assert m.total(tanks=True).trace == ("1.1", "1") and m.total(tanks=True) == 1
    assert m.either(tanks=True, river=True).trace == ("1.2", "1")          # `best of`: when the best is 0
    assert m.either(tanks=True, river=True, guns=2).trace == ("1.3",)   # …and not when it is not (nor the
    #                                       `best of`'s own clause: one member gave, so it chose nothing)


def test_changsha_cites_the_tank_rule_that_barred_the_shift():
    """A tank across a river (12.2) left 2:1 instead of 3:1, and the trace was ('13.0',)."""
    c = compiled_book("changsha").module
    answer = c.combat_result(7, 20, 10, attacker="IJA", defender_terrain="clear", tank_with_infantry=True,
                             tank_across_river=True)
    assert answer == "A1/D1R1" and "12.2" in answer.trace
    assert c.combat_result(7, 20, 10, attacker="IJA", defender_terrain="clear").trace == ("13.0", "12.7", "12.7.c")


def test_odds_beyond_the_table_brought_back_by_shifts_cite_the_edge_rule():
    """Changsha 12.7.1: "apply the shifts to the actual initial odds, even when they lie beyond the
    table": 7:1 shifted three left is 4:1, and 12.7.1 decided that; it was not cited."""
    c = compiled_book("changsha").module
    answer = c.combat_result(6, 28, 4, attacker="IJA", defender_terrain="city")
    assert c.final_column(28, 4, attacker="IJA", defender_terrain="city") == "4:1" and "12.7.1" in answer.trace
    assert "12.7.1" in c.crt(roll=6, odds="7:1", shift=-2, attacker="IJA").trace
    assert "12.7.1" not in c.crt(roll=6, odds="3:1", shift=-1, attacker="IJA").trace   # (on the table all along)


def test_a_best_of_is_cited_when_it_chose():
    """Khalkin-Gol's `mechanized_shift` (best of armor and an armored train, filed in the armored
    trains clause) cited that clause for a shock unit alone, with no train (trace probe): a `best
    of`'s clause is the rule that only one counts, cited when two or more members gave something."""
    k = compiled_book("khalkin_gol").module
    assert k.combat_shift(shock_units_attacking=1).trace == ("13.4.1", "13.4.2.armor")
    assert k.mechanized_shift(shock_units_attacking=1, armored_trains_attacking=1,
                              defender_entrenched=False).trace == ("13.4.2.armor", "19.4.combat")


def test_an_entrenchment_is_no_cancelled_shock_bonus_where_no_shock_unit_attacks():
    """Every attack on an entrenchment cited 18.3 ("no shock bonus") and 19.4 (the armor cap) with
    no armor attacking (engine probe, stop 39): the exception now holds only where a shock unit
    attacks, so only then is there a bonus it takes away."""
    k = compiled_book("khalkin_gol").module
    assert k.combat_shift(defender_entrenched=True).trace == ("13.4.1", "13.4.3.entrenchments")
    both = k.combat_shift(defender_entrenched=True, shock_units_attacking=2)
    assert both.value == -1 and both.trace == ("13.4.1", "18.3", "19.4.combat", "13.4.3.entrenchments")
