"""The book header's `turn NAME`: the fact that counts the game turns. Its checks (E101, E202, E203,
E401, W325, each at its place), the generated package's refusal of a turn the scenario given does not
play (FactOutOfRange, from a rule function, a table and `SEQUENCES[…].steps()`), `BOOK.turn_fact`,
`book.json`'s `turn_fact` and the negative vector of each bundled book that names one."""
from __future__ import annotations

import json

import pytest

from dsl import runtime as rt
from conftest import ROOT, compile_text, compiled_book

BOOK = '''
book b {
  title "B"
  side red "Red"
  dice 1d6
  turn gt
}
enum month "Month" { may "May", june "June", july "July" }
clause 1 "One" {
  says "x"
  fact gt: count at most 9 "The game turn"
  fact other: integer "Another count"
  fact month: month "The month"
  fact ratio_x: number "A number"
  constant c = 2 "A constant"
  formula late() "Is it late?" = gt > 4
  table t "T" {
    roll 1d6
    | 1d6 | a |
    |---|---|
    | 1-6 | x |
  }
  sequence turn "Turn" {
    phase move "Movement"
  }
  scenario s "S" {
    turns 2 to 4
    calendar month by gt: may, june, july
  }
  scenario open "Open" {
    turns 3 to end
  }
  scenario none_given "No turns" {
    area "Anywhere"
  }
  scenario single "One turn" {
    turns 5
  }
}
'''


def _found(c, codes):
    return sorted((d.code, d.message, d.span.line, d.span.column) for d in c.diagnostics() if d.code in codes)


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("turn"), BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c


def test_the_header_names_the_turn_fact_and_the_package_and_the_export_carry_it(book):
    assert book.module.BOOK.turn_fact == "gt"
    from compiler.to_json import export
    assert export(book.ir)["turn_fact"] == "gt"


def test_a_book_without_one_has_none():
    assert compiled_book("shanghai_incident").module.BOOK.turn_fact is None
    data = json.loads((ROOT / "generated" / "shanghai_incident" / "book.json").read_text(encoding="utf-8"))
    assert data["turn_fact"] is None


@pytest.mark.parametrize("name, fact", [("changsha", "game_turn"), ("khalkin_gol", "gt"), ("war_of_the_suns", "turn")])
def test_the_bundled_books_name_their_turn_fact(name, fact):
    assert compiled_book(name).module.BOOK.turn_fact == fact
    data = json.loads((ROOT / "generated" / name / "book.json").read_text(encoding="utf-8"))
    assert data["turn_fact"] == fact


@pytest.mark.parametrize("call", [
    lambda m, **f: m.late(**f),
    lambda m, **f: m.t(roll=1, column="a", **f),
    lambda m, **f: m.SEQUENCES["turn"].steps(**f),
])
def test_a_turn_inside_the_scenario_passes_and_one_outside_is_refused(book, call):
    m = book.module
    for turn in (2, 3, 4):
        call(m, scenario="s", gt=turn)
    for turn in (0, 1, 5, 9):
        with pytest.raises(rt.FactOutOfRange) as caught:
            call(m, scenario="s", gt=turn)
        assert caught.value.fact == "gt"
        assert f"got {turn}, but scenario 's' [1] plays turns 2 to 4: give a turn from 2 to 4" in str(caught.value)
    for turn in range(10):   # no scenario, or one without turns: any turn the fact allows
        call(m, gt=turn)
        call(m, scenario=None, gt=turn)
        call(m, scenario="none_given", gt=turn)


def test_the_refusal_names_the_function_the_fact_the_turn_the_scenario_and_the_fix(book):
    m = book.module
    with pytest.raises(rt.FactOutOfRange, match=r"^late\(\): the fact 'gt' \[1\] is the game turn; got 5, but scenario "
                                                r"'s' \[1\] plays turns 2 to 4: give a turn from 2 to 4, or name the "
                                                r"scenario played$"):
        m.late(scenario="s", gt=5)
    with pytest.raises(rt.FactOutOfRange, match=r"^SEQUENCES\['turn'\]\.steps\(\): the fact 'gt' \[1\] is the game "
                                                r"turn; got 1, but scenario 's' \[1\] plays turns 2 to 4"):
        m.SEQUENCES["turn"].steps(scenario="s", gt=1)
    # `turns 3 to end`: from its first turn to the fact's `at most`
    with pytest.raises(rt.FactOutOfRange, match=r"plays turns 3 on: give a turn of 3 or more"):
        m.late(scenario="open", gt=2)
    assert m.late(scenario="open", gt=9).value is True
    with pytest.raises(rt.FactOutOfRange, match=r"is at most 9"):
        m.late(scenario="open", gt=10)
    # a scenario of one turn ("plays turns 5 to 5: give a turn from 5 to 5": the engine probe of stop 61)
    with pytest.raises(rt.FactOutOfRange, match=r"plays turn 5 only: give turn 5, or name the scenario played$"):
        m.late(scenario="single", gt=6)


def test_a_turn_that_passed_once_is_checked_again_in_another_scenario(book):
    """The check of a fact's value is kept (`Inputs._passed`); the turn's depends on the scenario too."""
    m = book.module
    assert m.late(scenario="open", gt=7).value is True
    with pytest.raises(rt.FactOutOfRange):
        m.late(scenario="s", gt=7)
    assert m.late(gt=7).value is True


def test_an_answer_given_back_as_the_turn_is_read_as_its_value(book):
    m = book.module
    five = m.late(scenario="open", gt=5)   # (a Value of True: not a turn)
    turn = rt.Value(3, trace=("1",), book="b")
    assert m.late(scenario="s", gt=turn).value is False
    with pytest.raises(rt.FactOutOfRange):
        m.late(scenario="s", gt=rt.Value(5, trace=("1",), book="b"))
    assert five.value is True


def test_war_of_the_suns_refuses_turn_34_of_fist_of_fury():
    wots = compiled_book("war_of_the_suns").module
    seq = next(iter(wots.SEQUENCES))
    with pytest.raises(rt.FactOutOfRange, match=r"scenario 'fist_of_fury' \[28\.fist_of_fury\] plays turns 0 to 2"):
        wots.SEQUENCES[seq].steps(scenario="fist_of_fury", turn=34)
    assert wots.SEQUENCES[seq].steps(scenario="fist_of_fury", turn=2)


# ---------------------------------------------------------------- the checks

def _header(tmp_path, turn_lines: str, scenario: str = "turns 1 to 3", extra: str = ""):
    return compile_text(tmp_path, f'''
book b {{
  title "B"
  side red "Red"
{turn_lines}
}}
enum month "Month" {{ may "May", june "June", july "July" }}
clause 1 "One" {{
  says "x"
  fact gt: count at most 5 "The game turn"
  fact other: integer "Another count"
  fact month: month "The month"
  fact ratio_x: number "A number"
  constant c = 2 "A constant"
  scenario s "S" {{
    {scenario}
    {extra}
  }}
}}
''')


def test_turn_written_twice_is_e101_at_the_second(tmp_path):
    c = _header(tmp_path, "  turn gt\n  turn other")
    assert _found(c, {"E101"}) == [("E101", "book b says `turn` twice: only one would be kept", 6, 8)]


def test_an_unknown_turn_fact_is_e202_with_the_nearest_name(tmp_path):
    c = _header(tmp_path, "  turn gtt")
    assert _found(c, {"E202"}) == [("E202", "unknown fact gtt: `turn` names the fact that counts the game turns", 5, 8)]
    assert "did you mean gt?" in next(d.hint for d in c.diagnostics() if d.code == "E202")


def test_a_turn_named_after_another_construct_is_e203(tmp_path):
    c = _header(tmp_path, "  turn c")
    assert _found(c, {"E203"}) == [("E203", "c is a constant, not a fact: `turn` names the fact that counts the "
                                            "game turns", 5, 8)]


@pytest.mark.parametrize("name, said", [("red", "a side"), ("may", "a value of the list month"),
                                        ("scenario", "the built-in fact that names the scenario played")])
def test_a_turn_named_after_a_side_a_value_or_a_built_in_fact_says_what_it_is(tmp_path, name, said):
    """`turn red`, `turn may` and `turn scenario` were "unknown fact …" (the engine probe of stop 61)."""
    c = _header(tmp_path, f"  turn {name}")
    assert _found(c, {"E202", "E203"}) == [("E203", f"{name} is {said}, not a count of turns: `turn` names the fact "
                                                    "that counts the game turns", 5, 8)]
    assert "gt" in next(d.hint for d in c.diagnostics() if d.code == "E203")


@pytest.mark.parametrize("name, said, hint", [
    ("ratio_x", "a number", "declare ratio_x `count` (or `integer`)"),
    ("month", "a month", "the book's facts of whole numbers: gt, other"),
])
def test_a_turn_fact_that_is_no_whole_number_is_e401(tmp_path, name, said, hint):
    c = _header(tmp_path, f"  turn {name}")
    assert _found(c, {"E401"}) == [("E401", f"`turn` names the fact that counts the game turns, a whole number; "
                                            f"{name} is {said}", 5, 8)]
    assert hint in next(d.hint for d in c.diagnostics() if d.code == "E401")


@pytest.mark.parametrize("turns, said", [("turns 4 to 7", "turns 4 to 7"), ("turns 6 to end", "turns 6 to end"),
                                         ("turns 6", "turn 6 only")])
def test_a_scenario_past_the_turn_facts_at_most_is_e401_at_its_turns(tmp_path, turns, said):
    c = _header(tmp_path, "  turn gt", turns)
    assert _found(c, {"E401"}) == [("E401", f"s plays {said}, past the most the turn fact gt allows (gt is at "
                                            f"most 5): the scenario could never be played to its end", 16, 5)]


def test_a_scenario_within_the_turn_facts_at_most_is_clean(tmp_path):
    c = _header(tmp_path, "  turn gt", "turns 3 to 5")
    assert c.ok and not _found(c, {"E401", "W325"})
    (tmp_path / "open").mkdir()
    c = _header(tmp_path / "open", "  turn other", "turns 30 to end")   # (no `at most`: any turns)
    assert c.ok


def test_a_calendar_counted_by_another_fact_than_the_turn_fact_is_w325(tmp_path):
    c = _header(tmp_path, "  turn gt", "turns 1 to 3", "calendar month by other: may, june, july")
    assert _found(c, {"W325"}) == [("W325", "the calendar of s counts turns with other, but the book counts the game "
                                            "turns with gt (`turn gt` in its header): the turn an engine gives as gt "
                                            "gives no value of month", 17, 23)]
    (tmp_path / "same").mkdir()
    (tmp_path / "none").mkdir()
    c = _header(tmp_path / "same", "  turn gt", "turns 1 to 3", "calendar month by gt: may, june, july")
    assert c.ok and not _found(c, {"W325"})
    c = _header(tmp_path / "none", "", "turns 1 to 3", "calendar month by other: may, june, july")
    assert c.ok and not _found(c, {"W325"})   # (a book that names no turn fact: nothing to compare)


# ---------------------------------------------------------------- the conformance kit

@pytest.mark.parametrize("name", ["changsha", "khalkin_gol", "war_of_the_suns"])
def test_each_book_with_a_turn_fact_has_a_negative_vector_one_turn_past_a_scenario(name):
    vectors = json.loads((ROOT / "generated" / name / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    module = compiled_book(name).module
    turn = module.BOOK.turn_fact
    past = []
    for v in vectors:
        req = v["input"]
        sc = module.SCENARIOS.get(req["scenario"]) if req["scenario"] else None
        given = req["facts"].get(turn)
        if v["kind"] == "negative" and sc is not None and given is not None and sc.last_turn is not None \
                and given["value"] == sc.last_turn + 1:
            past.append(v)
    assert past and all(v["expected"]["error"] == "FactOutOfRange" for v in past), past


# ---------------------------------------------------------------- examples

def _turns(tmp_path, examples: str):
    return compile_text(tmp_path, f'''
book b {{
  title "B"
  side red "Red"
  turn gt
}}
clause 1 "One" {{
  says "x"
  fact gt: count at most 9 "The game turn"
  formula late() "Is it late?" = gt > 4
{examples}
  scenario s "S" {{
    turns 2 to 4
    example "inside, turn 5" {{ late(gt: 5) == yes }}
    example "inside, turn 3" {{ late(gt: 3) == no }}
    example "inside, another scenario's turn 7" {{ late(gt: 7, scenario: open) == yes }}
  }}
  scenario open "Open" {{
    turns 3 to end
  }}
  scenario free "No turns" {{
    area "Anywhere"
  }}
}}
''')


def test_an_example_giving_a_turn_the_scenario_does_not_play_is_e401(tmp_path):
    """An example that gives the turn fact a turn its scenario does not play, in the call (`scenario: s`)
    or by being written inside the scenario, ran and passed and was printed on the web book, while an
    engine giving the same is refused and the example's own vector expected the refusal (the engine
    probe): E401 at the turn, as for a number past the fact's `at most`. A turn the scenario plays, a
    turn with no scenario, with `scenario: none`, or with a scenario without turns is clean."""
    c = _turns(tmp_path, '''  example "s on 9" { late(gt: 9, scenario: s) == yes }
  example "open on 2" { late(gt: 2, scenario: open) == no }
  example "s on 3" { late(gt: 3, scenario: s) == no }
  example "no scenario" { late(gt: 9) == yes }
  example "none" { late(gt: 9, scenario: none) == yes }
  example "free" { late(gt: 9, scenario: free) == yes }''')
    found = _found(c, {"E401", "E500", "E501"})
    assert found == [
        ("E401", "the fact gt is the game turn, and scenario open plays turns 3 on, not 2", 12, 34),
        ("E401", "the fact gt is the game turn, and scenario s plays turns 2 to 4, not 5", 19, 41),
        ("E401", "the fact gt is the game turn, and scenario s plays turns 2 to 4, not 9", 11, 31),
    ], found
    hint = next(d.hint for d in c.diagnostics() if d.code == "E401")
    assert "FactOutOfRange" in hint and "give a turn" in hint


def test_an_unknown_turn_fact_is_hinted_with_the_whole_number_facts_or_declared_by_its_name(tmp_path):
    """`turn count` was hinted "did you mean month?", a fact no turn can count (E401 next); and in a
    book of no whole-number fact, `turn other` was told to declare `fact turn`, not the name written."""
    c = _header(tmp_path, "  turn count")
    assert next(d.hint for d in c.diagnostics() if d.code == "E202") == "the book's facts of whole numbers: gt, other"
    (tmp_path / "none").mkdir()
    c = compile_text(tmp_path / "none", 'book b {\n  title "B"\n  side red "Red"\n  turn round\n}\n'
                                        'clause 1 "One" {\n  says "x"\n  fact night: flag "Night"\n}\n')
    assert next(d.hint for d in c.diagnostics() if d.code == "E202") == \
        'declare it: `fact round: count "The current game turn"`'


def test_a_turn_fact_defaulting_to_a_turn_a_scenario_does_not_play_is_w326(tmp_path):
    """`fact gt: count = 1` beside a scenario of turns 2 to 3: asked in it without the turn, a rule read
    turn 1, which an engine giving it is refused (the engine probe of stop 61). A default every
    scenario plays, and a book that names no turn fact, are not warned."""
    def book(folder, turn_line, default, turns):
        (tmp_path / folder).mkdir()
        return compile_text(tmp_path / folder, f'''
book b {{
  title "B"
  side red "Red"
{turn_line}
}}
clause 1 "One" {{
  says "x"
  fact gt: count = {default} "The game turn"
  scenario s "S" {{
    {turns}
  }}
}}
''')
    c = book("off", "  turn gt", 1, "turns 2 to 3")
    assert _found(c, {"W326"}) == [("W326", "the turn fact gt defaults to 1, which scenario s does not play (turns 2 "
                                            "to 3): a rule asked in it without the turn reads turn 1, though an "
                                            "engine giving gt=1 there is refused", 9, 20)]
    assert "leave the default out" in next(d.hint for d in c.diagnostics() if d.code == "W326")
    assert not _found(book("within", "  turn gt", 2, "turns 2 to 3"), {"W326"})
    assert not _found(book("unnamed", "", 1, "turns 2 to 3"), {"W326"})
