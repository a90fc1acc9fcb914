"""What an exception overrides, and when (issue 12, item 6; docs/reference.md, "Exceptions"):

- an exception is consulted only where the rule it overrides applies; `applies always` says otherwise;
- a permission's `unless` turns its answer into the negation ("may not … unless …" answers "may");
- `chosen by NAME` makes an exception a player's choice, declined with the fact `decline_<id>`.

Each is checked on small books written here, on the bundled books where the source calls for it,
and against the JavaScript evaluator of the JSON export (tests/test_js_evaluator.py runs the vectors).
"""
from __future__ import annotations

import pytest

from compiler.pipeline import compile_book
from dsl import runtime as rt

from conftest import compiled_book

HEADER = '''
book scope {
  title "Scope"
  side red "Red"
  side blue "Blue"
  dice 2d6
}
'''


def build(tmp_path, body: str):
    (tmp_path / "book.rules").write_text(HEADER + body, encoding="utf-8")
    c = compile_book(tmp_path)
    assert c.ok, [f"{d.code} {d.span.line}: {d.message}" for d in c.diagnostics() if d.severity == "error"]
    return c


EZOC = '''
clause 1 "EZOC" {
  says "A unit entering an EZOC stops; mechanized units may go on."
  fact entered_ezoc: flag = no "The unit entered an EZOC"
  fact mechanized: flag = no "The unit is mechanized"
  permission ezoc_halt "Stop in EZOC" {
    may not "move on"
    when entered_ezoc
  }
  exception mech_go_on "Mechanized units go on" {
    overrides ezoc_halt
    when mechanized
    allow%s
  }
}
'''


# ---------------------------------------------------------------- (a) scope
def test_an_exception_to_a_permission_answers_only_where_the_permission_applies(tmp_path):
    m = build(tmp_path, EZOC % "").module
    assert m.ezoc_halt(entered_ezoc=True).value is False
    assert m.ezoc_halt(entered_ezoc=True, mechanized=True) == rt.Value(True, ("1",))
    # No EZOC entered: the rule says nothing, so neither does its exception (it used to answer yes).
    assert m.ezoc_halt(entered_ezoc=False, mechanized=True) == rt.Value(None, ())


def test_applies_always_keeps_an_exception_in_force_outside_its_target(tmp_path):
    m = build(tmp_path, EZOC % "\n    applies always").module
    assert m.ezoc_halt(entered_ezoc=False, mechanized=True) == rt.Value(True, ("1",))
    assert m.ezoc_halt(entered_ezoc=False).value is None
    c = compiled = compile_book(tmp_path)
    exc = next(e for e in compiled.ir.exceptions if e.id == "mech_go_on")
    assert exc.always is True and c.ok


MODIFIER = '''
clause 2 "Costs" {
  says "Crossing a river costs 1 more; engineers pay 0 instead of the extra."
  fact crosses_river: flag = no "The move crosses a river"
  fact engineer: flag = no "An engineer is present"
  modifier river "River" { add 1  when crosses_river }
  exception bridging "Engineers bridge" {
    overrides river
    when engineer
    %s
  }
}
'''


@pytest.mark.parametrize("effect, inside", [("cancel", 2), ("use 5", 5)])
def test_an_exception_to_a_modifier_answers_only_where_the_modifier_applies(tmp_path, effect, inside):
    m = build(tmp_path, MODIFIER % effect).module
    assert m.river(2, crosses_river=True).value == 3
    assert m.river(2, crosses_river=True, engineer=True).value == inside
    # Not crossing: the modifier gives the value unchanged, whatever its exception would do.
    assert m.river(2, crosses_river=False, engineer=True) == rt.Value(2, ())


def test_use_that_applies_always_replaces_the_answer_even_where_the_modifier_is_silent(tmp_path):
    m = build(tmp_path, MODIFIER % "use 5\n    applies always").module
    assert m.river(2, crosses_river=False, engineer=True).value == 5
    assert m.river(2, crosses_river=False).value == 2


# ---------------------------------------------------------------- (b) modality × unless
PERMISSION = '''
clause 3 "Mountains" {
  says "Tanks and mountains."
  fact mountain: flag = no "The hex is a mountain"
  fact road: flag = no "Along a road"
  permission p "P" {
    %s "enter"
    when mountain
    unless road
  }
}
'''


@pytest.mark.parametrize("modal, answer", [("may", True), ("may not", False), ("must", True), ("must not", False)])
def test_unless_gives_the_negation_and_when_gives_silence(tmp_path, modal, answer):
    m = build(tmp_path, PERMISSION % modal).module
    assert m.p(mountain=True) == rt.Value(answer, ("3",))
    assert m.p(mountain=True, road=True) == rt.Value(not answer, ("3",))   # "may not … unless road" → may
    assert m.p(mountain=False) == rt.Value(None, ())
    assert m.p(mountain=False, road=True) == rt.Value(None, ())
    assert set(m.p.reads) == {"mountain", "road"}


def test_unless_without_when_always_speaks(tmp_path):
    m = build(tmp_path, PERMISSION.replace("    when mountain\n", "") % "may not").module
    assert m.p().value is False and m.p(road=True).value is True


# ---------------------------------------------------------------- (c) a player's choice
CHOSEN = '''
results crt_results "Results" {
  "D{loss}R{retreat}" => defender "Defender loses and retreats"
  "-" => none "No effect"
}
clause 4 "Combat" {
  says "Defenders in a city may ignore retreats."
  fact in_city: flag = no "The defender is in a city"
  table crt "CRT" {
    roll 2d6
    columns keys
    results crt_results
    | 2d6  | 1:1  |
    | 2-6  | -    |
    | 7-12 | D1R2 |
  }
  exception city_stand "Cities may stand" {
    overrides crt
    when in_city
    chosen by defender
    rewrite retreat: any -> 0
  }
}
'''


def test_a_chosen_exception_applies_unless_the_chooser_declines_it(tmp_path):
    c = build(tmp_path, CHOSEN)
    m = c.module
    assert m.crt(roll=8, column="1:1").retreat == 2
    taken = m.crt(roll=8, column="1:1", in_city=True)
    assert taken.retreat == 0 and taken.loss == 1 and taken.trace[-1] == "4"
    declined = m.crt(roll=8, column="1:1", in_city=True, decline_city_stand=True)
    assert declined.retreat == 2 and declined.loss == 1
    assert m.crt.reads == {"decline_city_stand": "flag", "in_city": "flag"}
    with pytest.raises(rt.WrongType):
        m.crt(roll=8, column="1:1", decline_city_stand="no")
    exc = next(e for e in c.ir.exceptions if e.id == "city_stand")
    assert (exc.chooser, exc.choice) == ("defender", "decline_city_stand")
    fact = next(f for f in c.ir.facts if f.id == "decline_city_stand")
    assert fact.type == "flag" and fact.clause == "4" and "defender declines" in fact.title


def test_a_choice_fact_that_clashes_with_a_declared_fact_is_a_diagnostic(tmp_path):
    body = CHOSEN.replace('  fact in_city', '  fact decline_city_stand: flag = no "Clash"\n  fact in_city')
    (tmp_path / "book.rules").write_text(HEADER + body, encoding="utf-8")
    c = compile_book(tmp_path)
    errors = [d for d in c.diagnostics() if d.severity == "error"]
    assert errors and any("decline_city_stand" in d.message for d in errors)


# ---------------------------------------------------------------- the bundled books
def test_khalkin_gol_soviet_armour_exception_is_silent_without_an_ezoc():
    m = compiled_book("khalkin_gol").module
    facts = dict(unit_contingent="red_army", unit_mechanized=True, first_ezoc_entered=True, ezoc_only_mc_mj_cavalry=True)
    assert m.ezoc_halt(entered_ezoc=True, **facts).value is True
    assert m.ezoc_halt(entered_ezoc=False, **facts) == rt.Value(None, ())


def test_changsha_flotilla_exception_is_silent_without_an_ezoc_to_ezoc_move():
    m = compiled_book("changsha").module
    assert m.ezoc_to_ezoc(leaves_ezoc=True, enters_ezoc=True).value is False
    assert m.ezoc_to_ezoc(leaves_ezoc=True, enters_ezoc=True, transported_by_flotilla=True).value is True
    assert m.ezoc_to_ezoc(transported_by_flotilla=True) == rt.Value(None, ())
    assert m.supply_through_ezoc(path_hex_friendly_occupied=True) == rt.Value(None, ())


def test_changsha_tanks_may_enter_mountains_along_a_road():
    m = compiled_book("changsha").module
    assert m.tank_mountains(target_hex_mountain_or_peak=True).value is False
    assert m.tank_mountains(target_hex_mountain_or_peak=True, along_road=True).value is True
    assert m.tank_mountains(along_road=True).value is None


def test_changsha_retreat_immunity_is_the_defenders_choice():
    m = compiled_book("changsha").module
    kept = m.crt(roll=9, column="4:1", attacker="IJA", fortification_in_hex=True)
    assert kept.text == "D2R3" and kept.defender.retreat == 0 and "13.2.d" in kept.trace
    declined = m.crt(roll=9, column="4:1", attacker="IJA", fortification_in_hex=True, decline_retreat_immunity=True)
    assert declined.defender.retreat == 3 and "13.2.d" not in declined.trace


# ---------------------------------------------------------------- the text after a rewrite (need 7)
def test_rewritten_text_prints_the_rewritten_effects():
    m = compiled_book("changsha").module
    o = m.crt(roll=9, column="4:1", attacker="KMT")
    assert (o.text, o.rewritten_text) == ("D2R3", "D2R1") and o == "D2R3"
    assert m.crt(roll=2, column="4:1", attacker="KMT").rewritten_text == "A1"        # A1/DR1 without its DR1
    assert m.crt(roll=7, column="1:1", attacker="KMT").rewritten_text == "A1/D1"     # A1/D1R1
    assert m.crt(roll=12, column="5:1", attacker="IJA", defender_in_city=True).rewritten_text == "D2"
    assert m.crt(roll=9, column="4:1", attacker="IJA").rewritten_text == "D2R3"      # nothing rewritten
    declined = m.crt(roll=12, column="5:1", attacker="IJA", defender_in_city=True, decline_retreat_immunity=True)
    assert declined.rewritten_text == "D2R3"


def test_rewritten_text_survives_an_answer_that_carries_its_inputs_clauses():
    # a Value passed as a fact brings its trace; the joined answer must keep what the rewrite printed
    m = compiled_book("changsha").module
    o = m.crt(roll=9, column="4:1", attacker=rt.Value("KMT", ("3.1",)))
    assert (o.text, o.rewritten_text) == ("D2R3", "D2R1") and "3.1" in o.trace


def test_result_text_falls_back_to_the_printed_text_when_an_effect_cannot_be_printed():
    texts = ("/", (("attacker", (("A", "loss"),)), ("defender", (("D", "loss"), ("R", "retreat")))))
    effects = [rt.Effect("attacker", {"loss": 1}), rt.Effect("defender", {"loss": 0, "retreat": 2})]
    assert rt.result_text(effects, texts) == "A1/D0R2"              # no "R{retreat}" pattern: zeros printed
    assert rt.result_text([rt.Effect("defender", {"loss": 0, "retreat": 0})], texts) == ""
    assert rt.result_text([rt.Effect("exchange", {"loss": 1})], texts) is None


def test_rewritten_text_is_a_text_field_for_the_checker(tmp_path):
    c = build(tmp_path, CHOSEN + 'example "x" { crt(roll: 8, column: "1:1", in_city: yes).rewritten_text == "D1R0" }\n')
    assert c.examples_run >= 1
    (tmp_path / "book.rules").write_text(HEADER + CHOSEN + 'example "y" { crt(roll: 8, column: "1:1").rewritten_text + 1 == 2 }\n',
                                         encoding="utf-8")
    assert any(d.code == "E401" for d in compile_book(tmp_path).diagnostics())


def test_explain_says_who_chose_and_what_the_rewritten_result_reads():
    from compiler.explain import run
    c = compiled_book("changsha")
    lines, diagnostics, _ = run("crt(roll: 12, column: 5:1, attacker: IJA, defender_in_city: yes)", c)
    assert not diagnostics
    assert lines[0].startswith("'D2R3' read as 'D2' (defender")
    assert any("the defender's choice, taken (decline_retreat_immunity: yes declines it)" in x for x in lines)
    lines, _, _ = run("crt(roll: 12, column: 5:1, attacker: IJA, defender_in_city: yes, decline_retreat_immunity: yes)", c)
    assert lines[0].startswith("'D2R3' (defender; loss 2, retreat 3") and not any("taken" in x for x in lines)
    assert lines[-1].endswith("the defender's choice, declined (decline_retreat_immunity: yes)")   # (listed after)


def test_an_exception_s_use_reading_a_table_is_given_the_facts_without_the_formula_s_parameters(tmp_path):
    """The overridden formula's arguments reach its exceptions' `use` with the facts; a table read
    there (or by a rule called there) was handed them too, and refused `r` as a name it does not read:
    UnknownFact in Python, where the JavaScript engine answered, and the vectors expected the error
    (the roll-of probe)."""
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    path = tmp_path / "b.rules"
    path.write_text('''book mini { title "Mini" side red "Red" side blue "Blue" dice 1d6 }
clause 1.0 "Combat" {
  says "x"
  table crt "CRT" {
    roll 1d6
    columns numbers
    | n | 1 |
    |---|---|
    | 1-3 | A |
    | 4-6 | B |
  }
  fact flood: flag = no "Flood"
  formula f(r: integer) "F" = crt(roll: r, column: 1)
  formula h(r: integer) "H" = r + 1
  formula k(r: integer) "K" = r * 2
  exception e_when "When" [1.0] { overrides h use 0 when crt(roll: 6, column: 1) == "B" and flood }
  exception e_use "Use" [1.0] { overrides f use crt(roll: 6, column: 1) when flood }
  exception e_k "UseK" [1.0] { overrides k use h(3) when flood }
  example "In flood" { f(1, flood: yes) == "B" and k(1, flood: yes) == 0 and f(1) == "A" }
}
''', encoding="utf-8")
    c = compile_book(path)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.module.f(1, flood=True).value.text == "B" and c.module.k(1, flood=True).value == 0
    data = vectors(c)
    assert not [v for v in data["vectors"] if v["expected"].get("error") == "UnknownFact" and v["kind"] != "negative"]
    js = __import__("test_js_evaluator")
    if js.NODE is not None:
        code, out, _ = js._evaluate(js._write(tmp_path, "book.json", export(c.ir)), js._write(tmp_path, "vectors.json", data))
        assert code == 0, out
