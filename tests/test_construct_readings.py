"""The book's readings where the source is silent, declared on a formula, a modifier, a permission
or an exception (`inferred "…"`, `inferred when … "…"`): every answer that rests on one carries it
(`Value.inferred`, a rewritten `Outcome.inferred`), through the rules that take the answer; the
condition limits it; `rules explain`, `rules check --notes`, the web book and the aid say it; and the
checker refuses a reading that no answer could carry. (An edge rule's reading: test_inferred.py; the
JavaScript engine's parity: the kitchen sink's vectors, test_conform_kitchen_sink.py.)"""
from __future__ import annotations

import json

import pytest

from compiler.cli import main
from compiler.pipeline import compile_book
from compiler.templating import environment
from compiler.to_aid import render_html
from compiler.to_site import book_pages
from conftest import ROOT

WOODS = "Our reading: a hex of woods and another terrain counts as woods."
NIGHT = "Our reading: night fighting replaces the woods shift rather than adding to it."
ELITE = "Our reading: the elite shift also holds against woods."
STUBBORN = "Our reading: stubbornness holds at night too."
FLEEING = "Our reading: a fleeing unit may enter a burning hex."
FAIR = "Our reading: three points in fair weather."


@pytest.fixture(scope="module")
def sink():
    c = compile_book(ROOT / "tests" / "cases" / "kitchen_sink")
    assert c.ok
    return c.module


def test_a_formulas_reading_is_in_every_answer_and_limited_by_its_condition(sink):
    assert sink.in_woods(terrain="woods").inferred == (WOODS,)
    assert sink.in_woods(terrain="clear").inferred == (WOODS,)       # a whole formula: every answer
    assert sink.supply_points().inferred == (FAIR,)
    assert sink.supply_points(bad_weather=True).inferred == ()        # `use 1`: the exception's answer
    assert sink.supply_points(bad_weather=False, scenario="siege").inferred == ()


def test_a_modifiers_reading_reaches_the_combine_only_when_it_gives_something(sink):
    assert sink.elite_shift(elite=True, terrain="woods").inferred == (ELITE,)
    assert sink.elite_shift(elite=True, terrain="clear").inferred == ()        # its condition does not hold
    assert sink.elite_shift(elite=False, terrain="woods").inferred == ()       # it does not apply
    total = sink.total_shift(elite=True, terrain="woods")
    assert total.value == 0 and ELITE in total.inferred                   # (woods -1, elite +1)
    assert sink.total_shift(elite=False, terrain="woods").inferred == ()


def test_an_exceptions_reading_is_in_the_answers_it_decides(sink):
    assert sink.woods_shift(night=True).inferred == (NIGHT,)               # `use -2`, applying always
    assert sink.woods_shift(terrain="woods").inferred == ()
    assert sink.burning_hex(burning=True, fleeing=True).inferred == (FLEEING,)
    assert sink.burning_hex(burning=True).inferred == ()


def test_a_rewrite_carries_its_reading_and_the_readings_its_condition_rests_on(sink):
    stubborn = sink.rout(roll=4, column="2:1", stubborn=True, night=True)
    assert stubborn.retreat == 1 and stubborn.inferred == (STUBBORN,)
    # the same cell and exception without its reading's condition: kept apart, not the answer above
    assert sink.rout(roll=4, column="2:1", stubborn=True).inferred == ()
    assert sink.rout(roll=4, column="2:1", stubborn=True, night=True).inferred == (STUBBORN,)
    # a rewrite that changes nothing carries nothing (NE has no retreat to shorten)
    assert sink.rout(roll=1, column="1:1", stubborn=True, night=True).inferred == ()
    # `dug_in` fires on `in_woods()`, a formula that is our reading: the rewrite rests on it
    assert sink.skirmish(roll=1, column="3:1", terrain="woods").inferred == (WOODS,)
    assert sink.skirmish(roll=1, column="3:1", terrain="clear").inferred == ()


def test_a_formula_taking_an_answer_keeps_its_reading(sink):
    assert WOODS in sink.defender_routed(die=1, terrain="woods").inferred


def test_explain_and_check_say_the_reading(capsys):
    sink_path = str(ROOT / "tests" / "cases" / "kitchen_sink")
    assert main(["explain", sink_path, "total_shift(elite: yes, terrain: woods)"]) == 0
    assert f"inferred (our reading, not the rules'): {ELITE}" in capsys.readouterr().out
    assert main(["explain", sink_path, "total_shift(elite: yes)"]) == 0
    assert "inferred" not in capsys.readouterr().out
    main(["check", sink_path, "--notes"])
    err = capsys.readouterr().err
    assert f"note[W601]: inferred: modifier elite_shift (Elite) (where its condition holds): {ELITE}" in err
    assert f"inferred: exception night_fighting (Night fighting): {NIGHT}" in err
    assert "7 inferences noted" in err   # (six rules and a removal line)


def test_the_web_book_prints_each_reading_with_its_rule(sink):
    pages = book_pages(compile_book(ROOT / "tests" / "cases" / "kitchen_sink"), environment())
    assert ('!!! info "Our reading, not the rules\'"\n    *The modifier “Elite”, when the defender\'s terrain is '
            'Woods:* Our reading: the elite shift also holds against woods\\.') in pages["rules.md"]
    assert "- **Inferred** [\\[9\\.0\\]](rules.md#9.0), the formula “Supply points”, when " in pages["index.md"]
    assert pages["index.md"].count("- **Inferred** ") == 7   # (six rules and a removal line)


BOOK = """book t {{
  title "T"
  side a "A"
  dice 1d6
}}
clause 1 "One" {{
  says "One."
  fact night: flag = no "Night"
  fact hexes: number = 0 "Hexes"
  modifier m "M" {{
    shift 1 right
{modifier}
  }}
  exception e "E" {{
{exception}
  }}
  formula f(x: number) "F" = x{formula}
  aid card "Card" {{ modifier m  formula f }}
}}
"""


def _book(tmp_path, modifier="", exception="overrides m\n    when hexes > 3\n    cancel", formula=""):
    (tmp_path / "book.rules").write_text(BOOK.format(modifier=modifier, exception=exception, formula=formula),
                                         encoding="utf-8")
    return tmp_path / "book.rules"


@pytest.mark.parametrize("where, said", [
    (dict(modifier='    inferred'), "book.rules:12:5: error[E404]: `inferred` needs the reading in words"),
    (dict(modifier='    inferred when night'), "book.rules:12:5: error[E404]: `inferred` needs the reading in words"),
    (dict(formula=' inferred'), "book.rules:19:32: error[E404]: `inferred` on formula f needs the reading in words"),
    (dict(modifier='    inferred ""'), "E404]: `inferred` on modifier m needs the reading in words"),
    (dict(formula=' inferred when x "ours"'), "E401]: a condition must be yes or no, not number"),
    (dict(modifier='    inferred when nite "ours"'), "E202]: unknown name nite"),
    (dict(exception='overrides [1]\n    inferred "ours"'), "E404]: `inferred` on exception e, which changes no answer "
                                                        "(it overrides a clause)"),
    (dict(exception='overrides m\n    inferred "ours"'), "E404]: `inferred` on exception e, which changes no answer "
                                                       "(it has no effect)"),
    (dict(modifier='    inferred "a"\n    inferred "b"'), "E101]"),
])
def test_a_reading_no_answer_could_carry_is_an_error_at_its_line(tmp_path, capsys, where, said):
    assert main(["check", str(_book(tmp_path, **where))]) == 1
    err = capsys.readouterr().err
    assert said in err, err
    assert "internal error" not in err and "Traceback" not in err


def test_a_designers_reading_reaches_the_answers_and_the_aid(tmp_path, capsys):
    path = _book(tmp_path, modifier='    inferred when night "We read the shift at night too."',
                 formula=' inferred when x > 2 "Past 2 is ours."')
    c = compile_book(path)
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.m(night=True).inferred == ("We read the shift at night too.",)
    assert c.module.m().inferred == () and c.module.f(2).inferred == ()
    assert c.module.f(3).inferred == ("Past 2 is ours.",)
    html = render_html(c, c.ir.aids[0])
    assert "<i>(our reading when night: the rules do not say)</i>" in html
    assert "<i>(our reading when the value is more than 2: the rules do not say)</i>" in html


def test_a_note_or_doubt_in_a_rules_block_is_its_clauses_too(capsys):
    """Changsha's flotilla doubt, written in the modifier's block, was in no page and no listing."""
    flotilla = "never say how many columns it shifts"
    assert main(["check", "changsha", "--notes"]) == 0
    at = next(n for n, line in enumerate((ROOT / "rulebooks/changsha/12-combat.rules").read_text("utf-8").splitlines(), 1)
              if flotilla in line)
    assert any(f"12-combat.rules:{at}:" in line and "note[W601]: doubt:" in line and flotilla in line
               for line in capsys.readouterr().err.splitlines())
    rules = (ROOT / "generated/site/books/changsha/rules.md").read_text("utf-8")
    box = rules.index('!!! warning "Doubt"\n    The rules let the flotilla support combat')
    assert rules.index("{ #12.1 }") < box < rules.index("{ #12.2 }")
    clause = next(c for c in json.loads((ROOT / "generated/changsha/book.json").read_text("utf-8"))["clauses"]
                  if c["id"] == "12.1")
    assert any(flotilla in d for d in clause["doubts"])


@pytest.mark.parametrize("where, said", [
    (dict(modifier='    inferred when hexes > 3 and hexes < 2 "ours"'), "its `when` condition is always false"),
    (dict(modifier='    when night\n    inferred when not night "ours"'),
     "its condition holds only where m does not apply"),
    (dict(exception='overrides m\n    when hexes > 3\n    cancel\n    inferred when hexes < 2 "ours"'),
     "its condition holds only where e does not apply"),
    (dict(formula=' inferred when x > 10 and x < 5 "ours"'), "its `when` condition is always false"),
])
def test_a_reading_no_answer_carries_is_w313(tmp_path, capsys, where, said):
    assert main(["check", str(_book(tmp_path, **where))]) == 0
    err = capsys.readouterr().err
    assert "warning[W313]: the reading of " in err and said in err, err


def test_a_reading_some_answers_carry_is_no_warning(tmp_path, capsys):
    assert main(["check", str(_book(tmp_path, modifier='    when night\n    inferred when hexes > 1 "ours"'))]) == 0
    assert "W313" not in capsys.readouterr().err


def test_an_engine_that_ignores_a_readings_condition_fails_the_kit(capsys):
    """Shanghai's `reinforcement_vp` was asked only where its sum was more than 0 (the readings probe):
    the kit now asks each reading's rule on both sides of its condition."""
    vectors = json.loads((ROOT / "generated/shanghai_incident/vectors.json").read_text("utf-8"))["vectors"]
    vp = [v for v in vectors if v["input"].get("function") == "reinforcement_vp"]
    assert {bool(v["expected"].get("inferred")) for v in vp} == {True, False}
    assert main(["conform", "shanghai_incident", "--python", "conform_engines:readings_unconditioned",
                 "--max-failures", "100"]) == 1
    failed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("FAIL ")]
    # (the rules with a reading of their own under a condition: replaced_unit_ma since the number-words audit)
    assert failed and all(any(rule in line for rule in ("reinforcement_vp", "logistics_points", "replaced_unit_ma"))
                          for line in failed), failed


def test_a_sided_rewrite_reads_the_attackers_default(tmp_path):
    """`rewrite loss of blue` with `fact attacker: side = red`: Python raised MissingFact where the
    JavaScript engine read the default (the readings probe, finding 1)."""
    (tmp_path / "book.rules").write_text('''book sidedef {
  title "Side default"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Combat" {
  says "Combat."
  fact attacker: side = red "The attacking side"
  fact fortified: flag = no "Fortified"
  results res "Result" {
    "A{loss}" => attacker "A loses {loss}"
    "D{loss}" => defender "D loses {loss}"
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results res
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | A1  | D1  |
    | 4-6 | D1  | D2  |
  }
  exception fort "Fort" {
    overrides crt
    when fortified
    rewrite loss of blue: 2 -> 1
  }
}
''', encoding="utf-8")
    c = compile_book(tmp_path)
    assert c.ok
    assert c.module.crt(roll=5, column="2:1", fortified=True).rewritten_text == "D1"            # red attacks
    assert c.module.crt(roll=5, column="2:1", fortified=True, attacker="blue").rewritten_text == "D2"
    # the kit asks it so: a vector of the rewrite with `attacker` left to its default
    from compiler.to_vectors import vectors
    asked = [v for v in vectors(c)["vectors"] if v["kind"] == "exception" and v["input"]["function"] == "crt"]
    assert any("attacker" not in v["input"]["facts"] and v["input"]["facts"].get("fortified") for v in asked), asked


def test_a_reading_past_a_roll_parameters_dice_is_w313_and_one_within_is_not(tmp_path, capsys):
    """`inferred when roll > 6` on a `roll of` a 1d6 table: an engine's roll 7 is refused, so no answer
    carries it (W313 read the parameter as any whole number; a note of the last stop)."""
    text = '''book t {
  title "T"
  dice 1d6
}
clause 1 "Rules" {
  says "Roll."
  table t1 "T1" {
    roll 1d6
    columns keys
    | 1d6 | A |
    |-----|---|
    | 1-3 | x |
    | 4-6 | y |
  }
  formula r(roll: roll of t1) "R" = t1(roll: roll, column: "A").text inferred when roll > 6 "Never."
  formula q(roll: roll of t1) "Q" = t1(roll: roll, column: "A").text inferred when roll > 5 "Sometimes."
}
'''
    (tmp_path / "book.rules").write_text(text, encoding="utf-8")
    assert main(["check", str(tmp_path / "book.rules")]) == 0
    err = capsys.readouterr().err
    assert err.count("warning[W313]") == 1 and "the reading of formula r is carried by no answer" in err, err
