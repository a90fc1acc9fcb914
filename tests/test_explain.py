"""`rules explain` speaks the language: a missing fact is named as missing, with its values;
positions point into the expression as typed; no parser- or Python-internal name reaches a
message; a roll the table's dice cannot make is refused before anything is evaluated."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from compiler.explain import run
from dsl.diagnostics import render

from conftest import ROOT, compiled_book


def explain(book: str, text: str) -> tuple[list[str] | None, list[str]]:
    lines, diagnostics, sources = run(text, compiled_book(book))
    return lines, [render(d, sources) for d in diagnostics]


def test_a_missing_header_fact_is_named_with_its_values():
    lines, diags = explain("shanghai_incident", "crt(roll: 1, differential: 4)")
    assert lines is None and len(diags) == 1
    head = diags[0].splitlines()[0]
    assert head == ("<expression>:1:1: error[E402]: the fact 'terrain' is needed but was not given "
                    "(a terrain value: city, river, town, woods, clear)")
    assert "None" not in diags[0] and "header row for" not in diags[0]


def test_a_header_fact_given_as_a_number_is_refused():
    _, diags = explain("shanghai_incident", "crt(roll: 1, differential: 4, terrain: 3)")
    assert diags[0].startswith("<expression>:1:40: error[E401]: terrain of crt picks a header row by a terrain "
                               "value; this is a number")
    assert "write one of its values by name: city" in diags[0]


def test_a_fact_missing_deep_in_the_rules_is_named_with_its_values():
    """E402, as a header row's fact missing from the call is: it was E501 (the docs probe, stop 58)."""
    _, diags = explain("changsha", "crt(roll: 9, column: 3:1)")
    assert diags[0].splitlines()[0] == ("<expression>:1:1: error[E402]: the fact 'attacker' is needed but was not "
                                        "given (a side value: IJA, KMT)")
    assert "`attacker: IJA`" in diags[0]


def test_a_syntax_error_points_into_the_expression_as_typed():
    text = "crt(roll: 1, differential: 4, terrain: clear"
    _, diags = explain("shanghai_incident", text)
    assert len(diags) == 1
    first, source, caret, hint = diags[0].splitlines()
    assert first == "<expression>:1:45: error[E001]: the expression ends too early"
    assert source == f"    1 | {text}"
    assert caret.index("^") == source.index(text) + len(text)
    assert hint == "      = hint: expected ')', ','"


def test_a_type_error_points_at_the_users_column_and_line():
    _, diags = explain("shanghai_incident", "crt(roll: 1,\n differential: 4,\n terrain: forest)")
    first, source, caret, _ = diags[0].splitlines()
    assert first.startswith("<expression>:3:11: error[E206]: forest is not a value of terrain")
    assert source == "    3 |  terrain: forest)" and caret == "      |           ^^^^^^"


@pytest.mark.parametrize("book, text, column, message", [
    ("shanghai_incident", "crt(roll: 99, differential: 4, terrain: clear)", 11, "a roll of 99 is not possible on 1d6"),
    ("shanghai_incident", "crt(0, 4, terrain: woods)", 5, "a roll of 0 is not possible on 1d6"),
    ("changsha", "barrage_table(roll: 1, column: 3)", 1, None),   # (a table with a rule past its dice: answered)
])
def test_a_roll_the_dice_cannot_make_is_refused(book, text, column, message):
    lines, diags = explain(book, text)
    if message is None:
        assert diags == [] and lines, diags
        return
    assert lines is None
    assert diags[0].splitlines()[0] == f"<expression>:1:{column}: error[E402]: {message}"


@pytest.mark.parametrize("roll", [1, 0, 13, 99])
def test_a_roll_past_the_dice_that_an_edge_rule_reads_is_answered_as_the_engine_answers_it(roll):
    """Changsha's Combat Results Table clamps rolls past 2-12 (a modified roll): an example and the
    package answer `crt(roll: 99, …)`, and `rules explain` refused it ("not possible on 2d6")."""
    lines, diags = explain("changsha", f"crt(roll: {roll}, column: 3:1, attacker: IJA)")
    engine = compiled_book("changsha").module.crt(roll=roll, column="3:1", attacker="IJA")
    assert diags == [] and lines[0].startswith(repr(engine.text)), (lines, diags)


def test_the_table_asked_says_a_roll_past_its_rows_and_which_row_read_it():
    """`crt(roll: 14, …)` answered the 12 row's result without a word of the edge rule that read it;
    under a rule's answer the same lookup said it (the third designer probe)."""
    lines, diags = explain("changsha", "crt(roll: 14, column: 3:1, attacker: IJA)")
    assert diags == [] and lines[0].endswith("; a roll of 14 is past its rows, and the 12 row is read by the "
                                             "table's rule for rolls above 12; that is the book's reading, not "
                                             "the rules'"), lines
    lines, _ = explain("changsha", "crt(roll: 9, column: 3:1, attacker: IJA)")
    assert "past its rows" not in lines[0], lines


@pytest.mark.parametrize("text, said", [
    ("eliminated_hq_units(assigned_hq_eliminated_this_turn: yes)",
     "Units of an eliminated HQ: may not activate again this game turn, when the HQ the unit is assigned to had "
     "an activation marker and was eliminated earlier this game turn"),
    ("artillery_mixing()", "Artillery does not combine with air or flotilla: may not add air support markers or "
                           "the coastal flotilla to an artillery barrage"),
])
def test_a_permission_that_answers_by_its_modal_says_what_it_permits(text, said):
    """A `may not` with no `when` answered "no" with its clause's words alone, never saying what was
    forbidden (`cross_maas()`, the third designer probe)."""
    lines, diags = explain("changsha", text)
    assert diags == [] and lines[0] == "no" and f"    {said}" in lines, lines


def test_a_permission_whose_unless_does_not_hold_says_so(tmp_path):
    from conftest import compile_text
    c = compile_text(tmp_path, '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 3.0 "Movement" {
  says "Units cross the river only in boats."
  fact in_boats: flag = no "The moving unit is carried by an assault boat"
  permission cross "Crossing the river" {
    may not "move across a river hexside"
    unless in_boats
  }
  example { cross() == no }
}
''')
    lines, diags, _ = run("cross()", c)
    assert lines[0] == "no" and lines[-1] == ("    Crossing the river: may not move across a river hexside, unless the "
                                               "moving unit is carried by an assault boat, which does not hold here"), lines
    lines, diags, _ = run("cross(in_boats: yes)", c)
    assert lines[0] == "yes" and lines[-1].endswith("unless the moving unit is carried by an assault boat"), lines


def test_every_roll_the_dice_can_make_is_answered():
    for roll in range(2, 13):
        lines, diags = explain("changsha", f"crt(roll: {roll}, column: 3:1, attacker: IJA)")
        assert diags == [] and lines and lines[1] == "step by step:" and "because:" in lines, (roll, diags)
        assert lines[3] == f"  2. Die roll [13.0]: {roll} on 2d6", lines   # (the table asked: its roll, no modifier)


def test_a_lookup_without_a_roll_says_which_rolls_exist():
    _, diags = explain("shanghai_incident", "crt(differential: 4, terrain: clear)")
    assert "the roll is needed but was not given (a number from 1 to 6)" in diags[0]


def test_a_table_the_source_does_not_print_is_named():
    _, diags = explain("khalkin_gol", "gcrt(roll: 3, column: 100)")
    assert "error[E501]: the source does not print this: table gcrt" in diags[0]


@pytest.mark.parametrize("text, said, hint", [
    # an edge rule `off left: not in source` was "the book declares this table missing"
    ("barrage_table(roll: 6, column: 1)", "not in the source (column 1 is off the left edge: the first printed column is 2)", "beyond this edge of barrage_table"),
    # a column text of a numbers table that is no label read "got None", with no hint
    ('barrage_table(roll: 3, column: "3-4")', "printed label (2, 3–4, 5–6, 7–8); got '3-4' (did you mean 3–4?)",
     "check the arguments"),
    # odds against a defence of 0, a division by zero: no hint at all
    ("crt(roll: 2, column: odds(28, 0), attacker: IJA)", "the rules give no answer: odds of 28 against 0",
     "odds need an attack and a defence of more than 0"),
    ("10 / (3 - 3)", "the rules give no answer: 10 divided by 0", "no rule divides by 0"),
])
def test_a_refusal_of_the_rules_says_what_to_do(text, said, hint):
    _, diags = explain("changsha", text)
    assert len(diags) == 1 and said in diags[0] and hint in diags[0].split("= hint:")[1], diags
    assert "None" not in diags[0] and "table missing" not in diags[0]


@pytest.mark.parametrize("text", [
    "crt(roll: 1, differential: 4)", "crt(roll: 1, differential: 4, terrain: clear", "1 +", "crt(roll: 1 1)",
    "endgame_vp(3, yes, 2) 5", "endgame_vp(3, yes, 2) ==", "2 / (1 - 1)", "crt", "foo(1)", "crt.column(differential: 4)",
])
def test_no_internal_name_reaches_the_user(text):
    _, diags = explain("shanghai_incident", text)
    assert diags
    shown = "\n".join(diags)
    assert not re.search(r"__|anon|_explained|Traceback|<expression>:[02-9]|\bNone\b|\bfacts\b", shown), shown


def test_the_command_prints_the_diagnostic_and_exits_1():
    out = subprocess.run([sys.executable, "-m", "compiler", "explain", "shanghai_incident",
                          "crt(roll: 99, differential: 4, terrain: clear)"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.startswith("<expression>:1:11: error[E402]: a roll of 99 is not possible on 1d6\n")


def test_explain_watches_exceptions_in_its_own_thread_only():
    """`explain` collects the exceptions that fired through a context variable, not by replacing
    `runtime.fired`: a call another thread makes meanwhile lands in no one's list, nothing is left
    patched when explanations overlap, and the answers the book's functions keep are not dropped
    (an explanation works every rule out: it calls the `_rule_` functions, which keep nothing)."""
    import threading

    from dsl import runtime

    c = compiled_book("changsha")
    crt = c.module.crt
    call = dict(roll=12, column="5:1", attacker="IJA", defender_in_city=True)
    original = runtime.fired
    seen: list = []
    with runtime.watching_exceptions(seen):
        other = threading.Thread(target=lambda: (crt.forget(), crt(**call)))
        other.start()
        other.join()
        assert seen == []                    # the other thread's exceptions are not this one's
        crt.forget()
        crt(**call)
        assert seen                          # this thread's are
    crt.forget()
    crt(**call)
    assert runtime.fired is original and runtime._WATCHED.get() is None
    expected, _, _ = run("crt(roll: 12, column: 5:1, attacker: IJA, defender_in_city: yes)", c)
    results: list = []
    threads = [threading.Thread(target=lambda: results.append(
        run("crt(roll: 12, column: 5:1, attacker: IJA, defender_in_city: yes)", c)[0])) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected] * 4 and runtime.fired is original
    assert c.module._KEPT_crt                # the answer kept above is still kept


def test_a_list_answer_is_written_as_the_language_writes_it():
    """`rules explain "[1, 2]"` printed the Python tuple `(1, 2)`, and nested lists `((1,),)`."""
    for text, shown in (("[1, 2]", "[1, 2]"), ("[]", "[]"), ("[[1], [2, 3]]", "[[1], [2, 3]]"),
                        ('["a", "b"]', '["a", "b"]'), ("[yes, no]", "[yes, no]")):
        lines, diags = explain("changsha", text)
        assert diags == [] and lines[0] == shown, (text, lines, diags)


CHOICE = '''book ec {
  title "Explain choice"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Night" {
  says "At night the die roll is one less; a lucky player may ignore it."
  fact night: flag = no "It is night"
  fact lucky: flag = no "The player is lucky"
  modifier night_mod "Night" { drm -1  when night }
  exception lucky_escape "Lucky escape" { overrides night_mod  when lucky  chosen by red  cancel }
  formula base() "Unrelated rule of the same clause" = 3
}
'''


def test_a_chosen_exception_is_said_taken_only_when_it_fired(tmp_path):
    """Every `chosen by` exception of a traced clause was said "taken": when the player declined
    it, and when the rule asked was not its target at all."""
    from compiler.pipeline import compile_book
    (tmp_path / "ec.rules").write_text(CHOICE, encoding="utf-8")
    c = compile_book(tmp_path / "ec.rules")
    said = {text: run(text, c)[0][-1] for text in (
        "night_mod(night: yes, lucky: yes)", "night_mod(night: yes, lucky: yes, decline_lucky_escape: yes)",
        "base()")}
    assert said == {
        "night_mod(night: yes, lucky: yes)": "    Lucky escape: the red's choice, taken (decline_lucky_escape: yes declines it)",
        "night_mod(night: yes, lucky: yes, decline_lucky_escape: yes)": "    Lucky escape: the red's choice, declined (decline_lucky_escape: yes)",
        "base()": "  [1.0] Night: At night the die roll is one less; a lucky player may ignore it."}


def test_control_characters_of_a_clause_never_reach_the_terminal(tmp_path):
    (tmp_path / "ctl.rules").write_text(CHOICE.replace("a lucky player may ignore it.", "a \x1b[31m red \u202e x"),
                                        encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "compiler", "explain", str(tmp_path / "ctl.rules"), "base()"],
                         capture_output=True, text=True)
    assert out.returncode == 0 and "\x1b" not in out.stdout and "\u202e" not in out.stdout, out
    assert "a \N{REPLACEMENT CHARACTER}[31m red \N{REPLACEMENT CHARACTER} x" in out.stdout


BOOK_WITH_SEQUENCE = '''book b { title "B" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "One" {
  says "x"
  enum kind "Kind" { armor "Armor", infantry "Infantry" }
  fact gt: integer "Game turn"
  sequence seq "Turn" { phase move "Move" { who red } }
  formula cp() "CP" = 5
  scenario s1 "S1" {
    turns 1 to 2
    turn 1 red: 6 CP
    exception s1_cp "S1 CP" { overrides cp  use scenario_amount(red, "CP", gt) }
  }
}
'''


def _explain_own(tmp_path, text: str) -> list[str]:
    from compiler.pipeline import compile_book
    path = tmp_path / "b.rules"
    path.write_text(BOOK_WITH_SEQUENCE, encoding="utf-8")
    _, diagnostics, sources = run(text, compile_book(path))
    return [render(d, sources) for d in diagnostics]


@pytest.mark.parametrize("text, head, hint", [
    # a sequence was told "a table method; write TABLE.column(…)"
    ("seq.steps()", "<expression>:1:1: error[E402]: seq is a sequence of play; expressions do not read it",
     "engines read sequences through SEQUENCES['seq'].steps(…)"),
    # a side or an enum value with nothing expecting one was "unknown name red (did you mean red?)"
    ("red", "<expression>:1:1: error[E203]: red is a side; it is a value only where a side is expected",
     "`FACT is red` for a fact of type side"),
    ("[armor]", "<expression>:1:2: error[E203]: armor is a value of the enum kind; it is a value only where a kind "
                "is expected", "`FACT is armor`"),
    # an amount the scenario does not give was "the book declares this table missing"
    ("cp(scenario: s1, gt: 2)", "<expression>:1:1: error[E501]: the source does not give this: scenario s1 gives "
                                "no CP for red on turn 2", "its `turn N SIDE: amount` lines"),
])
def test_a_hint_says_what_the_name_is(tmp_path, text, head, hint):
    diags = _explain_own(tmp_path, text)
    assert len(diags) == 1
    assert diags[0].splitlines()[0] == head
    assert hint in diags[0]
    assert not any(wrong in diags[0] for wrong in ("did you mean", "table method", "table missing", "unknown name"))


def test_a_did_you_mean_never_repeats_the_name():
    from dsl.diagnostics import suggest
    assert suggest("red", ["red", "blue"]) == "" and suggest("rde", ["red", "blue"]) == "did you mean red?"


def test_a_blank_cell_is_written_as_empty_text():
    """`crt.cell(…)` of a blank cell printed an empty line above "because:" (nothing said at all)."""
    lines, diags = explain("shanghai_incident", 'crt.cell(row: "1", column: "+1", terrain: city)')
    assert not diags and lines[0] == '""', lines


@pytest.mark.parametrize("text", ['1 }\nclause 99 "x" { see [nowhere.x] ', '1 }\nbook zz { title "Z" }\nexample { 2 ',
                                  'vp_levels(22).text }\nconstant k = 3 "K"\nexample { 1 '])
def test_declarations_after_the_expression_are_refused_not_ignored(text):
    """The expression is read as the one check of an example: `1 }` closed it, and the clause, book
    header or constant after it were read and ignored (exit 0, the answer 1)."""
    lines, diagnostics = explain("shanghai_incident", text)
    assert lines is None and len(diagnostics) == 1 and "E001" in diagnostics[0]
    assert "give one expression, not declarations after it" in diagnostics[0]


def test_a_turn_outside_the_scenario_is_said_with_the_fact_it_leaves_unknown():
    """`objective_rp(5, scenario: may_1939, gt: 8)` said only that the fact month was needed, with
    the hint `month: may`: the scenario's turn record gives it on turns 1 to 7, and gt was 8. Since
    Khalkin-Gol names its turn fact (`turn gt`), the turn itself is refused, where it is written."""
    lines, diags = explain("khalkin_gol", "objective_rp(5, scenario: may_1939, gt: 8)")
    assert lines is None and "error[E401]: the fact gt is the game turn, and scenario may_1939 plays turns 1 to 7, " \
        "not 8" in diags[0].splitlines()[0], diags
    assert "give a turn from 1 to 7" in diags[0], diags


def test_a_modifier_that_changes_a_number_explained_without_it_says_so():
    """It said "the fact 'value' is needed", with the hint to give it by name: no fact is named so,
    and the number is given first."""
    lines, diags = explain("changsha", "river_crossing(crosses_river: yes, engineer_river_crossing: no)")
    assert lines is None and "river_crossing() [10.4] changes a number, given first" in diags[0].splitlines()[0], diags
    assert "the fact 'value'" not in diags[0]


@pytest.mark.parametrize("book, text, call", [
    ("changsha", "barrage(6, 4, target_terrain: village)", lambda m: m.barrage(6, 4, target_terrain="village")),
    ("changsha", "combat_result(12, 30, 10, attacker: KMT, defender_terrain: city, defender_in_city: yes)",
     lambda m: m.combat_result(12, 30, 10, attacker="KMT", defender_terrain="city", defender_in_city=True)),
    ("changsha", "crt(roll: 9, column: 3:1, attacker: IJA)", lambda m: m.crt(roll=9, column="3:1", attacker="IJA")),
])
def test_explain_lists_the_clauses_in_the_order_the_package_traces_them(book, text, call):
    # (a formula answering a table's result listed the table's clause first: 7.6 before 7.6.b)
    lines, _ = explain(book, text)
    listed = [re.match(r"  \[([^\]]+)\]", line)[1] for line in lines if re.match(r"  \[", line)]
    assert listed == list(call(compiled_book(book).module).trace)


def test_a_record_field_declared_count_is_refused_a_number_below_zero_or_not_whole():
    # (explain answered -3, and an example could prove what no engine may ask: both engines refuse it)
    _, shown = explain("changsha", "total_attack(attackers: [combat_unit(factor: -3), combat_unit(factor: 7/2)])")
    assert [line for d in shown for line in d.splitlines() if "error[E401]" in line] == [
        "<expression>:1:46: error[E401]: the field factor of combat_unit is a count, 0 or more, not -3",
        "<expression>:1:71: error[E401]: the field factor of combat_unit is a whole number (count), not 7/2"], shown


def test_a_declined_choice_is_said_after_the_clauses():
    # (declined, its clause is in no trace: explain said nothing of it)
    lines, _ = explain("changsha", "crt(roll: 12, column: 5:1, attacker: IJA, defender_in_city: yes, "
                                   "decline_retreat_immunity: yes)")
    assert lines[-2:] == ["declined:", "  [13.2.d] Fortifications and cities ignore retreats: the defender's choice, "
                                       "declined (decline_retreat_immunity: yes)"], lines


def test_a_book_whose_examples_fail_is_still_explained(tmp_path, monkeypatch, capsys):
    """`rules explain` printed the failing example again and stopped: a designer could not ask why."""
    import shutil

    from compiler.cli import main
    from conftest import ROOT
    book = tmp_path / "rulebooks" / "shanghai_incident"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", book)
    combat = book / "03-combat.rules"
    combat.write_text(combat.read_text(encoding="utf-8").replace(
        'crt(roll: 1, differential: -2, terrain: city) == "(A)"', 'crt(roll: 1, differential: -2, terrain: city) == "D2"'),
        encoding="utf-8")
    monkeypatch.setenv("RULES_ROOT", str(tmp_path))
    monkeypatch.setenv("RULES_CACHE", "off")
    assert main(["explain", "shanghai_incident", "crt(roll: 1, differential: -2, terrain: city)"]) == 0
    out, err = capsys.readouterr()
    assert "error[E500]" in err and "the examples above fail; what follows is what the rules give now" in err
    assert out.startswith("'(A)' (attacker step loss; row 1, column -2)")
    # a book with another error is not explained
    combat.write_text(combat.read_text(encoding="utf-8") + "\nclause 99 \"X\" { says \"see [404]\" }\n", encoding="utf-8")
    assert main(["explain", "shanghai_incident", "crt(roll: 1, differential: -2, terrain: city)"]) == 1


def test_the_numbers_that_made_an_answer_are_worked_out_under_it():
    """`rules explain` said which clauses gave an answer but none of the numbers (the initial odds,
    each shift, their total): a player could not check the die roll of -3 from it."""
    lines, diags = explain("changsha", "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, "
                                       "air_support: bomber)")
    assert not diags
    worked = lines[lines.index("worked out:") + 1:lines.index("because:")]
    assert worked == [
        "  Initial combat odds [12.7] (attack 10, defense 10): 1:1",
        "    Odds of an attacker with at least the defender's factors [12.7.c] (attack 10, defense 10): 1:1",
        "      Odds [12.7.c] (attack 10, defense 10): 10 / 10 = 1 exactly (a fraction would be rounded down, in "
        "the defender's favour): 1:1",   # (the built-in's working, under the formula that called it)
        "  All column shifts of a combat [13.0]: -5",
        "    Terrain shifts of a combat [12.6]: -3",
        "      Shift for the defender's hex terrain [12.3]: -3",
        "        Terrain Effects Key [12.3]: '3L' (left; columns 3; row Peak, column Combat)",   # (its column's clause)
        "    Combat support shifts [12.1]: -2",
        "      Bomber support [4.2] (air support Bomber, attacker KMT): -2",   # (no fighter, no flotilla: 0, left out)
        "  Combat Results Table [13.0] (roll 12, column 1:1, shift -5, attacker KMT, defender in city no): 'A1' "
        "(attacker; loss 1, retreat 0; row 9-10, column 1:3, die roll -3)"]
    # asked again in the same process (a combine keeps its answers by its inputs): the same steps
    assert explain("changsha", "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, "
                               "air_support: bomber)")[0] == lines
    assert sys.getprofile() is None       # (the hook is taken off)


def test_a_modifier_added_before_the_lookup_shows_the_roll_the_table_read():
    lines, _ = explain("changsha", "barrage(6, 8, target_terrain: city, target_fortification: yes)")
    worked = lines[lines.index("worked out:") + 1:lines.index("because:")]
    assert worked[0] == "  Barrage die-roll modifier [7.6.a]: -3"
    assert worked[-1] == "  Barrage Table [7.6] (roll 3, column 8): 'D' (disrupted; row 3, column 7–8)"


def test_worked_steps_past_the_limit_are_said_to_be_left_out(monkeypatch):
    import compiler.explain_steps as steps
    monkeypatch.setattr(steps, "LINES", 2)
    lines, _ = explain("changsha", "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, "
                                   "air_support: bomber)")
    worked = lines[lines.index("worked out:") + 1:lines.index("because:")]
    assert len(worked) == 3 and worked[-1] == "  … (steps past 2 lines or 4 levels deep left out)"


def test_a_lookup_asked_directly_has_no_worked_steps():
    lines, _ = explain("changsha", "crt(roll: 9, column: 3:1, attacker: IJA)")
    assert "worked out:" not in lines


def test_each_sides_effects_are_said_under_its_side():
    """A two-sided result read 'attacker/defender; loss 1, retreat 0, loss 1, retreat 1': whose loss
    was whose was left to the reader; a result an exception emptied read as ''."""
    lines, _ = explain("changsha", "crt(roll: 7, column: 1:1, attacker: IJA)")
    assert lines[0] == "'A1/D1R1' (attacker: loss 1, retreat 0; defender: loss 1, retreat 1; row 7, column 1:1)"
    lines, _ = explain("shanghai_incident", "crt(roll: 1, differential: -1, terrain: clear, second_combat_phase: yes)")
    assert lines[0] == "'Ex' read as no effect (row 1, column -1)"


def test_an_expression_that_is_no_bare_call_shows_the_rule_it_asked():
    """`total_shift(…) * 2 + 1` answered -9 and showed -3 and -2, never the total of -5 it doubled
    (regression probe): only a bare call's own rule is the answer above the steps."""
    lines, _ = explain("changsha", "total_shift(attacker: KMT, defender_terrain: peak, air_support: bomber) * 2 + 1")
    assert lines[0] == "-9" and lines[2] == "  All column shifts of a combat [13.0]: -5"


def test_a_modifier_that_did_not_apply_is_not_a_step_and_one_that_did_shows_what_it_was_given():
    lines, _ = explain("war_of_the_suns", 'railroad_capacity("WA", turn: 20, scenario: burma_campaign)')
    worked = lines[lines.index("worked out:") + 1:lines.index("because:")]
    assert len(worked) == 1 and worked[0].startswith("  Transport Capacity Table")   # (said once, no halving)
    assert "(scenario Burma Campaign (IBS Theater Only), turn 20)" in worked[0]       # (a scenario by its title)
    lines, _ = explain("shanghai_incident", "chinese_move_cost(1, within_interdiction: yes, redeploying: yes)")
    assert "  Air interdiction on redeployment [II.1.a] (value 1, redeploying yes, within interdiction yes): 4" in lines


def test_a_modifier_whose_condition_said_no_is_left_out_with_the_condition_s_steps():
    """Khalkin-Gol's hexside shift did not apply (its `when` asks whether enough CF cross the
    hexside: no), yet its condition's formulas were printed under it: a chain of zeros and noes
    that made nothing of the answer (last stop's left-alone list)."""
    lines, _ = explain("khalkin_gol", "combat_shift()")
    assert lines[0] == "0" and "worked out:" not in lines     # (nothing gave: no step to show)
    lines, _ = explain("khalkin_gol", "combat_shift(artillery_attacking: 1, cf_across_hexside: 6, attacking_cf: 8, "
                                      "hexside_terrain_shifts: 1)")
    worked = lines[lines.index("worked out:") + 1:lines.index("because:")]
    assert any(w.strip().startswith("Other hexside terrain") and w.endswith(": -1") for w in worked), worked
    assert any("Attacking CF across the hexside" in w for w in worked)   # (its condition, shown where it applied)


def test_parameters_are_named_as_the_book_names_them():
    """A parameter `hex` is `hex_` in Python: it printed as `hex  woods`, its value by its id."""
    lines, _ = explain("changsha", "move_cost(woods, crosses_river: yes)")
    assert any("(hex Woods): 2" in line for line in lines), lines


def test_explain_under_a_profiler_answers_without_its_steps(monkeypatch):
    """Under cProfile, handing the profiler back through sys.setprofile raised TypeError: an internal
    error (regression probe). A profiler already set is left alone, and no steps are noted."""
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        lines, diags = explain("changsha", "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, "
                                           "air_support: bomber)")
    finally:
        profiler.disable()
    assert not diags and lines[0].startswith("'A1'") and "worked out:" not in lines


def test_a_missing_list_fact_is_named_as_a_list_of_its_records():
    """`attackers` is a list of units: it was named "(a number)"."""
    _, diags = explain("changsha", "total_attack()")
    head = diags[0].splitlines()[0]
    assert head.endswith("the fact 'attackers' is needed but was not given "
                         "(a list of combat unit: [{factor, disrupted, out_of_supply}, …])"), head


@pytest.mark.parametrize("text", ["combat_odds(12, 4) when yes", "1 ]"])
def test_text_after_the_expression_is_said_to_end_it_not_to_want_a_brace(text):
    _, diags = explain("changsha", text)
    assert diags and "expected '}'" not in diags[0]
    assert "= hint: the expression ends before it: explain one expression, and remove what follows it" in diags[0]


@pytest.mark.parametrize("text, message, column", [
    ('example "x" { 1 == 1 }', "an example is a declaration, not an expression", 1),
    ("  formula f() = 1", "a formula is a declaration, not an expression", 3),
    ("1 }}", "a `}` that no `{` opens", 3),
    ("vp_levels(22) } {", "a `}` that no `{` opens", 15),
])
def test_a_declaration_or_a_stray_brace_is_said_as_what_it_is_not_as_the_wrapper_sees_it(text, message, column):
    """Hard-input probe, round 5: an example given whole was "a closing '}' is missing before line 2";
    `1 }}` and `… } {` were hinted with a file's top-level keywords ('aid', 'book', 'clause', …), the
    example the expression is read in showing through."""
    lines, diagnostics = explain("shanghai_incident", text)
    assert lines is None and len(diagnostics) == 1, diagnostics
    assert f"<expression>:1:{column}: error[E001]: {message}" in diagnostics[0], diagnostics[0]
    assert "'aid'" not in diagnostics[0] and "line 2" not in diagnostics[0]


@pytest.mark.parametrize("text", ["scenario is doyen_mot", "if scenario is doyen_mot then 1 else 2"])
def test_an_expression_that_starts_with_a_keyword_like_name_is_read_as_one(text):
    """Regression probe: `scenario is doyen_mot` (the built-in fact) was refused as "a scenario is a
    declaration", as would be any fact named like a keyword."""
    lines, diagnostics = explain("changsha", text)
    assert not diagnostics and lines, diagnostics


def test_a_roll_read_past_the_rows_by_an_edge_rule_is_said():
    """`rules explain` did not say that an edge rule read a roll past the table's rows: Changsha's
    total of 107 read the 12 row, a reading the book records as a doubt."""
    lines, diags = explain("changsha", "combat_result(12, 100, 1, attacker: IJA, defender_terrain: clear)")
    assert not diags, diags
    step = next(line for line in lines if "Combat Results Table [13.0]" in line)
    assert step.endswith("; a roll of 107 is past its rows, and the 12 row is read by the table's rule for rolls "
                         "above 12; that is the book's reading, not the rules'"), step
    lines, _ = explain("changsha", "combat_result(7, 30, 10, attacker: IJA, defender_terrain: clear)")
    assert not any("past its rows" in line for line in lines)


def test_a_cell_or_row_label_with_a_footnote_mark_quotes_the_footnote():
    """The Terrain Effects Key's City combat cell, `3L^4`, was explained without its footnote 4 (the
    defender ignores retreats), asked directly or read under a rule; the Woods row's label carries
    footnote 1; a cell with no mark quotes none."""
    lines, diags = explain("changsha", 'terrain_effects(row: "City", column: "Combat")')
    assert not diags and lines[0] == ("'3L' (left; columns 3; row City, column Combat); footnote 4: The defender "
                                      "ignores retreat results [13.2.d]."), lines
    lines, _ = explain("changsha", 'terrain_effects(row: "Woods", column: "Movement")')
    assert lines[0].endswith("; footnote 1: A hex with both Woods and Town uses the Town line."), lines
    lines, _ = explain("changsha", 'terrain_effects(row: "Clear", column: "Combat")')
    assert "footnote" not in lines[0], lines
    lines, _ = explain("changsha", "combat_result(12, 10, 10, attacker: KMT, defender_terrain: city)")
    step = next(line for line in lines if "Terrain Effects Key [12.3]" in line)
    assert step.endswith("; footnote 4: The defender ignores retreat results [13.2.d]."), step


def test_a_rule_only_a_readings_condition_calls_is_no_worked_step(tmp_path):
    """`inferred when doubled(x) > 3`: `doubled` decides whether the answer is our reading, not the
    answer; `rules explain` listed it under "worked out" (a note of the thirty-sixth stop)."""
    from compiler.pipeline import compile_book
    (tmp_path / "book.rules").write_text('''book t {
  title "T"
  dice 1d6
}
clause 1 "Rules" {
  says "Numbers."
  formula doubled(x: number) "Doubled" = x * 2
  formula plus_one(x: number) "Plus one" = x + 1 inferred when doubled(x) > 3 "We read it."
  formula both(x: number) "Both" = doubled(x) + 1 inferred when doubled(x) > 3 "We read it too."
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    lines, _diagnostics, _sources = run("plus_one(2)", c)
    assert lines[0] == "3" and "worked out:" not in lines and "inferred (our reading, not the rules'): We read it." in lines
    lines, _diagnostics, _sources = run("both(2)", c)   # (the body's own call is a step still)
    assert lines[lines.index("worked out:") + 1:lines.index("inferred (our reading, not the rules'): We read it too.")] \
        == ["  Doubled [1] (x 2): 4"], lines


def test_a_lookup_given_computed_odds_shows_them(tmp_path):
    """`crt(roll: roll, odds: odds(a, d), …)`, the form the tutorial gives for computed odds: the table's
    line showed no odds at all, where `column:` showed them (the designer probe)."""
    from compiler.pipeline import compile_book
    (tmp_path / "book.rules").write_text('''book t {
  title "T"
  dice 1d6
}
clause 1 "Combat" {
  says "Odds and a die."
  table crt "CRT" {
    roll 1d6
    columns odds
    | 1d6 | 1:1 | 2:1 | 3:1 |
    |-----|-----|-----|-----|
    | 1-3 | A   | D   | D   |
    | 4-6 | D   | D   | D   |
  }
  formula result(roll: roll of crt, attack: number, defense: number) "Result" = crt(roll: roll, odds: odds(attack, defense))
}
''', encoding="utf-8")
    lines, _diagnostics, _sources = run("result(2, 9, 3)", compile_book(tmp_path / "book.rules"))
    assert "  CRT [1] (roll 2, odds 3:1): 'D' (text; row 1-3, column 3:1)" in lines, lines


def test_an_exception_that_changed_the_answer_is_named_without_a_reads_and_a_none_says_why(tmp_path):
    """`rules explain` named an exception only when it had a `reads` sentence, and a permission's
    `none` came bare (the second designer probe)."""
    from compiler.explain import run
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" }
clause 1 "Marsh" {
  says "Units may not enter marsh; pioneers may."
  fact marsh: flag = no "The hex is marsh"
  fact pioneers: flag = no "Pioneers are with the unit"
  permission marsh_entry "Marsh" { may not "enter marsh" when marsh }
  exception pioneers_cross "Pioneers cross marsh" { overrides marsh_entry when pioneers allow }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    lines, diags, _ = run("marsh_entry(marsh: yes, pioneers: yes)", c)
    assert not diags and lines[0] == "yes" and "    Pioneers cross marsh: applies when pioneers are with the unit" in lines
    lines, diags, _ = run("marsh_entry()", c)
    assert lines == ["none", "because:", "  [1] Marsh: Units may not enter marsh; pioneers may.",
                     "    Marsh: may not enter marsh, when the hex is marsh: not so here, so it does not speak"]


def test_only_the_exception_that_decided_is_said_to_apply(tmp_path):
    """A scenario's exception and a book's both cancel one modifier; the scenario's outranks it. Asked
    through a combine in the book's clause, explain said the book's exception applied too (the
    designer probe, stop 57); asked alone, it did not."""
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1.0 "Support" {
  says "Each gunboat shifts one right; none fire in flood."
  fact gunboats: count = 0 at most 2 "Gunboats"
  fact flooded: flag = no "Flood"
  fact game_turn: count = 1 "Turn"
  modifier gunboat_shift "Gunboats" { shift 1 right per gunboats }
  combine total_shift "All shifts" sum of (gunboat_shift)
  exception flood_gunboats "No gunboats in flood" { overrides gunboat_shift when flooded cancel }
}
clause 2.0 "Scenario" {
  says "From turn 5 the gunboats are withdrawn."
  scenario late "Late" {
    turns 1 to 6
    exception withdrawn "Gunboats withdrawn" { overrides gunboat_shift when game_turn >= 5 cancel }
  }
}
''', encoding="utf-8")
    from compiler.pipeline import compile_book
    c = compile_book(book)
    for asked in ("total_shift", "gunboat_shift"):
        lines, _, _ = run(f"{asked}(gunboats: 2, flooded: yes, scenario: late, game_turn: 5)", c)
        said = [x.strip() for x in lines if "applies" in x]
        assert said == ["Gunboats withdrawn: applies when the turn is 5 or later"], lines
    lines, _, _ = run("total_shift(gunboats: 2, flooded: yes)", c)
    assert [x.strip() for x in lines if "applies" in x] == ["No gunboats in flood: applies when flood"], lines


def test_a_rule_of_an_optional_rule_not_chosen_says_so():
    """`one_agent()` answered none "when the agents already deployed in the hex are at least 1: not so
    here", a condition never asked: 24.6 was not in play (the second designer probe of stop 58)."""
    lines, diags = explain("khalkin_gol", "one_agent()")
    assert not diags and lines == ["none", "not in play: One Agent per hex belongs to the optional rule [24.6] "
                                           "(Agents & Partisans), which is not chosen here, so it gives nothing; give "
                                           "`options: \"24.6\"` (or a scenario that plays it)"], lines
    lines, _ = explain("khalkin_gol", "one_agent(scenario: haichi_go, agents_in_hex: 1)")
    assert lines[0] == "no" and not any(line.startswith("not in play") for line in lines), lines
