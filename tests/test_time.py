"""Time (issue 12 item 8): a scenario's turn record (`calendar month by gt: may, june, …`) gives an
enum fact its value on each turn, so conditions such as `month in (september, october, november)`
follow the turn; and sequence steps whose actors are unit kinds as well as sides
(`who red, tank`). Checks, the generated package, the JavaScript evaluator's rule, and Khalkin-Gol."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl import runtime as rt

from conftest import compile_text

ROOT = Path(__file__).resolve().parent.parent

BOOK = '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
enum month "Month" { may "May", june "June", july "July", september "September" }
fact month: month "Month of the GT"
fact gt: integer "The current GT"
fact active: side "The side acting"
enum arm "Arm of a unit" { foot "Foot", tank "Tank" }
clause 1 "Weather" {
  says "Weather is checked in September only; tanks move again."
  formula weather_check() "Is the weather checked?" = month is september
  permission tank_moves "Tanks move" { who tank  may "move again" }
  sequence turn "Turn" {
    phase weather "Weather" { when month in (september) }
    phase move "Movement" { who active }
    phase exploit "Exploitation" { who active, tank }
  }
  scenario s1 "May start" {
    turns 1 to 4
    calendar month by gt: may, june, july, september
  }
  scenario s2 "June start" {
    turns 3 to 4
    calendar month by gt: june, july
  }
}
'''



@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("time"), BOOK)
    assert c.ok, [d.message for d in c.diagnostics()]
    return c


def test_the_calendar_gives_the_month_of_each_turn(compiled):
    mod = compiled.module
    assert [mod.weather_check(gt=g, scenario="s1").value for g in (1, 2, 3, 4)] == [False, False, False, True]
    assert mod.weather_check(gt=3, scenario="s2").value is False        # s2 starts on turn 3: June
    assert mod.weather_check(gt=1, month="september", scenario="s1").value is True   # given wins
    with pytest.raises(rt.MissingFact):
        mod.weather_check(gt=1)                      # no scenario played: no calendar
    with pytest.raises(rt.MissingFact, match=r"^weather_check\(\) \[1\]: the fact 'month' is needed but was not given: the turn record "
                       r"of scenario 's1' gives it on gt 1 to 4, and gt is 9; give 'month', or a gt of the scenario$"):
        mod.weather_check(gt=9, scenario="s1")       # beyond the scenario's turns: the message says so
    with pytest.raises(rt.MissingFact, match=r"gives it on gt 3 to 4, and gt is 1;"):
        mod.weather_check(gt=1, scenario="s2")       # before them
    assert mod.SCENARIOS["s1"].calendars == (("month", "gt", ("may", "june", "july", "september")),)


def test_sequence_steps_follow_the_calendar_and_name_unit_kinds(compiled):
    seq = compiled.module.SEQUENCES["turn"]
    paths = [p for p, _ in seq.steps(gt=4, scenario="s1")]
    assert paths == ["turn.weather", "turn.move", "turn.exploit"]
    assert [p for p, _ in seq.steps(gt=1, scenario="s1")] == ["turn.move", "turn.exploit"]
    steps = dict(seq.steps(gt=1, scenario="s1"))
    assert seq.who(steps["turn.exploit"], active="blue") == ("blue", "tank")
    assert seq.who(steps["turn.move"], active="red") == ("red",)


@pytest.mark.parametrize("old, new, code, hint", [
    ("calendar month by gt: may, june, july, september", "calendar month by gt: may, june, jully, september",
     "E206", "did you mean july?"),
    ("calendar month by gt: may, june, july, september", "calendar month by gt: may, june, july", "E401",
     "one value per turn"),
    ("calendar month by gt: may, june, july, september", "calendar monthh by gt: may, june, july, september",
     "E202", "did you mean month?"),
    ("calendar month by gt: may, june, july, september", "calendar month by active: may, june, july, september",
     "E401", ""),
    ("phase exploit \"Exploitation\" { who active, tank }", "phase exploit \"Exploitation\" { who active, tankk }",
     "E205", "did you mean tank?"),
    # a scenario without `turns`: its calendar gave no value on any turn, without a word
    ("    turns 3 to 4\n    calendar month by gt: june, july", "    calendar month by gt: june, july",
     "E401", "write `turns 1 to 2` in scenario s2"),
])
def test_positioned_diagnostics(tmp_path, old, new, code, hint):
    text = BOOK.replace(old, new)
    c = compile_text(tmp_path, text)
    line = next(i for i, x in enumerate(text.splitlines(), 1) if new in x)
    found = [(d.span.line, d.hint) for d in c.diagnostics() if d.code == code]
    assert any(f[0] == line and hint in f[1] for f in found), [(d.code, d.span.line, d.message, d.hint)
                                                                for d in c.diagnostics()]


def test_khalkin_gol_months_come_from_the_scenario_calendars():
    c = compile_book(ROOT / "rulebooks" / "khalkin_gol")
    assert c.ok
    mod = c.module
    seq = mod.SEQUENCES["turn"]
    weather = lambda **f: "turn.weather" in [p for p, _ in seq.steps(japanese_supplied=True, soviet_supplied=True, **f)]   # noqa: E731
    # Scenario I runs May–November (September is GT 5); Scenarios II and III July–November (GT 3)
    assert [weather(gt=g, scenario="may_1939") for g in range(1, 8)] == [False] * 4 + [True] * 3
    assert [weather(gt=g, scenario="july_1939") for g in range(1, 6)] == [False] * 2 + [True] * 3
    assert weather(gt=3, scenario="haichi_go") and not weather(gt=3, scenario="haichi_go", winter=True)
    assert mod.japanese_rp(5, 0, trt_rp=12, gt=1, scenario="may_1939").value == 12   # the May GT's income


def test_a_whole_number_written_as_a_fraction_is_a_turn_of_the_record(tmp_path):
    """An example's `gt: 4/2` (or `gt: 2.0`) is GT 2: JavaScript read it so, but Python's turn record
    took only an `int`, so the same example raised MissingFact (E501) in Python, and `rules explain`
    refused it."""
    text = BOOK.replace('  scenario s1 "May start" {', '''  example "GT 4/2 of s1 is June: no weather check" {
    weather_check(scenario: s1, gt: 8/2) == yes
    weather_check(scenario: s1, gt: 2.0) == no
  }
  scenario s1 "May start" {''')
    c = compile_text(tmp_path, text)
    assert c.ok, [d.message for d in c.diagnostics()]
    from compiler.explain import run
    lines, diagnostics, _ = run("weather_check(scenario: s1, gt: 8/2)", c)
    assert not diagnostics and lines[0] == "yes" and lines[-1].endswith("turn record: month is september on gt 4"), lines
