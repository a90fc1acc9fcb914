"""Readable text in aids and explanations (issue 12 item 11): a formula or a condition carries the
sentence a player reads (`reads "…"`), and `rules explain` cites the clauses a condition used."""
from __future__ import annotations

import html
import re

import textwrap

import pytest

from compiler.aid_text import Speaker
from compiler.clause_names import ClauseNames
from compiler.explain import run
from compiler.pipeline import compile_book
from compiler.site_words import Words
from compiler.templating import environment
from compiler.to_site import book_pages

from conftest import ROOT, compiled_book

BOOK = """
book worded {
  title "Worded"
  side German "Germans"
  side Soviet "Soviets"
  dice 1d6
}

clause 1 "Crossing" {
  says "Crossing a river costs the Germans 1 and everyone else 5."
  fact crossing_side: side "The side crossing"
  fact across_river: flag = no "Every attacker attacks across a river"
  fact engineer: flag = no "An engineer helps"
  formula crossing(s: side) "River crossing cost" = if s is German then 1 else 5
    reads "1 MP for the Germans, 5 for everyone else"
  formula plain(s: side) "Without wording" = if s is German then 1 else 5
  modifier river "River" [1] {
    shift 1 left
    when across_river reads "all across river"
    unless engineer reads "an engineer helps"
  }
  modifier half "Half worded" [1] {
    shift 1 left
    when across_river reads "all across river"
    unless engineer
  }
  modifier other_half "Other half worded" [1] {
    shift 1 left
    when across_river and not engineer
    unless crossing_side is Soviet reads "the Soviets cross"
  }
  permission ford "Fording" [1] {
    may not "cross the river"
    when across_river reads "the river is in flood"
    unless engineer reads "an engineer builds a bridge"
  }
  permission plain_ford "Fording without words" [1] {
    may not "cross the river"
    when across_river
    unless engineer
  }
  exception engineers_ford "Engineers ford" [1] {
    overrides ford
    when crossing_side is German and engineer reads "German engineers lead the way"
    allow
  }
  exception plain_engineers "Engineers ford, without words" [1] {
    overrides plain_ford
    when crossing_side is German or engineer
    allow
  }
  aid worded_aid "Worded aid" {
    permission ford
    permission plain_ford
    exception engineers_ford
    modifier river
  }
  example "the sentences change no answer" {
    crossing(German) == 1
    river(across_river: yes) == -1
    river(across_river: yes, engineer: yes) == 0
  }
}
"""


@pytest.fixture(scope="module")
def worded(tmp_path_factory):
    folder = tmp_path_factory.mktemp("r") / "worded"
    folder.mkdir()
    (folder / "book.rules").write_text(textwrap.dedent(BOOK), encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c


def _by_id(items, id_):
    return next(x for x in items if x.id == id_)


def test_a_formula_reads_as_its_sentence(worded):
    speak = Speaker(worded.ir)
    assert speak.formula(_by_id(worded.ir.formulas, "crossing")) == "1 MP for the Germans, 5 for everyone else"
    assert "Germans" in speak.formula(_by_id(worded.ir.formulas, "plain"))     # the rendering without one
    assert _by_id(worded.ir.formulas, "crossing").wording.startswith("1 MP")


def test_a_condition_reads_as_its_sentences(worded):
    speak = Speaker(worded.ir)
    terms = lambda mid: speak.modifier_terms(_by_id(worded.ir.modifiers, mid))   # noqa: E731
    assert terms("river") == ["when all across river, unless an engineer helps"]
    assert terms("half") == ["when all across river, unless an engineer helps"]
    assert terms("other_half") == ["when every attacker attacks across a river, unless an engineer helps, "
                                   "unless the Soviets cross"]
    assert worded.examples_run == 1


def test_permissions_and_exceptions_show_their_conditions_in_the_web_book(worded):
    words = Words(worded.ir, ClauseNames(worded.ir.clauses))
    assert words.detail("permission", "ford") == ("may not cross the river, when the river is in flood, "
                                                  "unless an engineer builds a bridge")
    assert _by_id(worded.ir.permissions, "ford").unless_wording == "an engineer builds a bridge"
    # without `reads`, the generated English (a lone `or` after "when" needs no parentheses)
    assert words.detail("permission", "plain_ford") == ("may not cross the river, when every attacker attacks "
                                                        "across a river, unless an engineer helps")
    # an exception as a rule: when, what the rule it overrides then says (the permission's answer, in words)
    assert words.detail("exception", "engineers_ford") == ("When German engineers lead the way, the permission "
                                                          "“Fording” instead says: may cross the river")
    assert words.detail("exception", "plain_engineers") == ("When the side crossing is Germans or an engineer "
                                                           "helps, the permission “Fording without words” instead "
                                                           "says: may cross the river")
    page = book_pages(worded, environment())["rules.md"]
    assert "- Exception “Engineers ford”: When German engineers lead the way, the permission “Fording” instead " \
           "says: may cross the river" in page
    assert "when the river is in flood, unless an engineer builds a bridge\n" in page


def test_the_bundled_web_books_print_exception_conditions_in_words():
    # the pages as the code writes them now (generated/ is rebuilt when the code changes)
    rules = book_pages(compiled_book("khalkin_gol"), environment())["rules.md"]
    assert "Exception “A mobile unit may always enter its first hex”: When the unit is mobile and enters the first " \
           "hex of its move this Movement Phase, the permission “Spending past the MF” instead says: may spend " \
           "more MP than its MF in one Movement Phase" in rules
    for book in ("changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"):
        rules = book_pages(compiled_book(book), environment())["rules.md"]
        # (the rulebook's own source, shown under each clause, is the designer's text, not the words made of it)
        rules = re.sub(r'^\?\?\? source .*\n(?:(?:    .*)?\n)*', "", rules, flags=re.M)
        # no arithmetic read back sign by sign, no fact title that is a question, no bracketed lone group
        assert "RP Track −" not in rules and "the which hex" not in rules and "when (" not in rules, book


def test_the_sentences_reach_the_aids_of_the_bundled_books():
    aid = (ROOT / "generated" / "changsha" / "aid.html").read_text(encoding="utf-8")
    assert "an IJA tank unit and an infantry unit stacked with it both take part in the combat" in aid
    # (War of the Suns' transport formula left its aid, which prints the table saying the same: its
    # sentence is a step condition's, on the Sequence of Play aid)
    aid = (ROOT / "generated" / "war_of_the_suns" / "aid-sequence_aid.html").read_text(encoding="utf-8")
    assert "when not on Turn 0, on an operational scenario's first turn, in a mini scenario or in the Burma " \
           "Campaign" in html.unescape(aid)


def test_explain_cites_the_clauses_a_condition_used():
    # KG 14.2: the second hex of an advance is allowed when advance_hexes() > 1; for cavalry that is
    # 2 by the exception of 19.5, so 19.5 made the condition true and is cited with 14.2
    lines, diagnostics, _ = run("advance_vacated_hex(advance_hex_number: 2, unit: cavalry, unit_contingent: red_army, "
                                "into_vacated_hex: no)",
                                compiled_book("khalkin_gol"))
    assert lines is not None, diagnostics
    assert lines[0] == "yes" and "because:" in lines
    cited = [line.split("]")[0].strip(" [") for line in lines[lines.index("because:"):] if line.startswith("  [")]
    assert cited == ["14.2", "19.5"]
    assert "    The second hex of a two-hex advance: applies when the unit may advance more than one hex and " \
           "enters a hex after the first" in lines      # the exception that fired, in its `reads` words
    lines, _, _ = run("advance_vacated_hex(advance_hex_number: 2, unit: infantry, unit_contingent: red_army, "
                      "into_vacated_hex: no)", compiled_book("khalkin_gol"))
    assert lines[0] == "no" and [line.split("]")[0].strip(" [") for line in lines[lines.index("because:") + 1:]
                                 if line.startswith("  [")] == ["14.2"]


def test_explain_quotes_the_sentence_of_the_condition_that_decided(worded):
    def explained(text):
        lines, diagnostics, _ = run(text, worded)
        assert lines is not None, [str(d) for d in diagnostics]
        return lines

    # the permission's `when` gave the answer
    lines = explained("ford(across_river: yes, crossing_side: Soviet)")
    assert lines[0] == "no" and ("    Fording: may not cross the river, when the river is in flood, unless an "
                                 "engineer builds a bridge, which does not hold here") in lines
    # its `unless` did
    lines = explained("ford(across_river: yes, crossing_side: Soviet, engineer: yes)")
    assert lines[0] == "yes" and "    Fording: may not cross the river, unless an engineer builds a bridge" in lines
    # an exception fired: its sentence, not the permission's
    lines = explained("ford(across_river: yes, crossing_side: German, engineer: yes)")
    assert lines[0] == "yes" and "    Engineers ford: applies when German engineers lead the way" in lines
    assert not any("Fording:" in line for line in lines)
    # asked again (the answer is kept by then), the same explanation
    assert explained("ford(across_river: yes, crossing_side: German, engineer: yes)") == lines
    # no sentence: the exception that fired is named all the same, its condition read back (it went
    # unnamed: the second designer probe)
    lines = explained("plain_ford(across_river: yes, crossing_side: German, engineer: yes)")
    assert lines[0] == "yes" and lines[-1] == ("    Engineers ford, without words: applies when the side crossing "
                                               "is Germans or an engineer helps")
    # no answer: the condition that did not hold (a bare "none" before)
    assert explained("ford(across_river: no, crossing_side: Soviet)")[-1] == (
        "    Fording: may not cross the river, when the river is in flood: not so here, so it does not speak")


def test_explain_quotes_a_bundled_books_sentence():
    lines, _, _ = run("mp_limit(mp_spent: 5, unit_mf: 4, move_hex_number: 1)", compiled_book("khalkin_gol"))
    assert lines[0] == "yes"
    assert lines[-1] == ("    A mobile unit may always enter its first hex: applies when the unit is mobile and "
                         "enters the first hex of its move this Movement Phase")


def test_the_aid_shows_permissions_and_exceptions_with_their_conditions(worded):
    from compiler.to_aid import aid_view, render_html
    blocks = aid_view(worded, worded.ir.aids[0])["blocks"]
    assert [b["kind"] for b in blocks] == ["permissions", "exceptions", "modifiers"]
    assert [x["text"] for x in blocks[0]["entries"]] == [
        "may not cross the river, when the river is in flood, unless an engineer builds a bridge.",
        "may not cross the river, when every attacker attacks across a river, unless an engineer helps."]
    assert blocks[1]["entries"][0]["text"] == "overrides “Fording”, when German engineers lead the way: " \
                                              "may cross the river."
    html = render_html(worded, worded.ir.aids[0])
    assert "<b>Fording</b> <span class=\"ref\">[1]</span>: may not cross the river, when the river is in flood" in html
    assert "engineers_ford" not in html and "across_river" not in html     # no identifiers printed


def test_an_aid_item_of_the_wrong_kind_is_positioned(tmp_path):
    folder = tmp_path / "wrong"
    folder.mkdir()
    (folder / "book.rules").write_text(textwrap.dedent(BOOK).replace("exception engineers_ford\n",
                                                                     "exception ford\n"), encoding="utf-8")
    c = compile_book(folder)
    wrong = [d for d in c.diagnostics() if d.code == "E203"]
    assert wrong and "ford is a permission" in wrong[0].message and wrong[0].span.line > 1


EFFECTS = """
book effects {
  title "Effects"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Formulas" {
  says "Formulas read back."
  fact attack_factor: count "Attack factor"
  fact is_night: flag = no "Night"
  fact attacker: side "The attacking side"
  fact river: flag = no "The attack crosses a river"
  record combat_unit "Unit" {
    factor: count "Factor"
    disrupted: flag = no "Disrupted"
  }
  fact attackers: list of combat_unit "Attackers"
  formula eff_factor(f: number, d: flag) = if d then half_up(f) else f
  formula total_attack() "Total attack" = sum(eff_factor(u.factor, u.disrupted) for each u in attackers where not u.disrupted)
  formula fresh() "Fresh attackers" = count(not u.disrupted for each u in attackers)
  formula weird(x: number) "Weird" = round_half_up(x / 3)
  formula pair(first: number, second: number) "Pair" = if first <= 2 then 1 else if first == 3 then 2 else 3
  permission perm_x "Perm" { may not "attack" when attack_factor > 0 }
  permission must_x "Must" { must "attack" }
  modifier river_shift "River" { shift 1 left  when river }
  exception e_x "Exc" { overrides weird when is_night use 0 }
  exception e_p "ExcP" { overrides perm_x when attack_factor > 5 allow }
  exception e_m "ExcM" { overrides must_x when is_night forbid }
  exception e_c "ExcC" { overrides river_shift when is_night cancel }
  exception e_s "ExcS" { overrides river_shift when attack_factor > 9 use -2  priority 1 }
  results crt_result "Combat result" {
    "A{retreat}" => attacker "The attacker retreats {retreat} hexes"
    "D{retreat}" => defender "The defender retreats {retreat} hexes"
    "Ex" => exchange "Each side loses 1 step"
    "De" => eliminated "The defender is eliminated"
    blank => no_effect "No effect"
  }
  table crt "Combat Results Table" {
    roll 1d6
    columns odds
    results crt_result
    off right: clamp
    off left: clamp
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | D1  | Ex  |
    | 4-5 | D2  |     |
    | 6   | A1  | D1  |
  }
  exception e_r "ExcR" { overrides crt when is_night rewrite retreat of red: 1 -> 0, 2 -> 0 }
  exception e_k "ExcK" { overrides crt when river rewrite kind: exchange -> no_effect, defender -> eliminated  priority 1 }
  exception e_d "ExcD" { overrides crt when river rewrite defender.retreat: 2 -> 1  priority 2 }
  exception e_z "ExcZ" { overrides crt when is_night rewrite defender.retreat: 1 -> 0  priority 3 }
  example "night gives 0" { weird(9, is_night: yes) == 0 }
}
aid ex_aid "Exceptions aid" {
  formula eff_factor
  formula total_attack
  formula fresh
  formula weird
  exception e_x
  exception e_p
  exception e_m
  exception e_c
  exception e_s
  exception e_r
  exception e_k
  exception e_d
  exception e_z
}
"""


@pytest.fixture(scope="module")
def effects(tmp_path_factory):
    folder = tmp_path_factory.mktemp("r") / "effects"
    folder.mkdir()
    (folder / "book.rules").write_text(textwrap.dedent(EFFECTS), encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c


def test_an_exception_on_the_aid_says_what_it_does(effects):
    from compiler.to_aid import aid_view
    blocks = aid_view(effects, effects.ir.aids[0])["blocks"]
    said = {x["title"]: x["text"] for b in blocks if b["kind"] == "exceptions" for x in b["entries"]}
    assert said == {
        "Exc": "overrides “Weird”, when night: instead, it is 0.",
        "ExcP": "overrides “Perm”, when the attack factor is more than 5: may attack.",
        "ExcM": "overrides “Must”, when night: need not attack.",         # a `must` forbidden: no obligation
        "ExcC": "overrides “River”, when night: the modifier does not apply.",
        "ExcS": "overrides “River”, when the attack factor is more than 9: instead, the modifier is 2 columns left.",
        "ExcR": "overrides “Combat Results Table”, when night: for the Red, a retreat of 1 or 2 counts as 0.",
        # results named as the table prints them ("D1", "D2"), a blank by its meaning
        "ExcK": "overrides “Combat Results Table”, when the attack crosses a river: “Ex” reads as a blank "
                "(no effect); “D1” and “D2” read “De”.",
        "ExcD": "overrides “Combat Results Table”, when the attack crosses a river: “D2” reads “D1”.",
        # "“D1” reads “D0”" named a result no cell prints (a retreat of 0 hexes): the field's words instead
        "ExcZ": "overrides “Combat Results Table”, when night: for the defender, a retreat of 1 counts as 0."}


def test_the_web_book_says_what_an_exception_does(effects):
    words = Words(effects.ir, ClauseNames(effects.ir.clauses))
    # as a rule, the rule it overrides named in it ("overrides the formula …, when …: instead, it is …"
    # read as code: the player probe of stop 61); the aid says the same, shorter
    assert words.detail("exception", "e_x") == "When night, the formula “Weird” instead gives 0"
    assert words.detail("exception", "e_p") == ("When the attack factor is more than 5, the permission “Perm” "
                                                "instead says: may attack")
    assert words.detail("exception", "e_c") == "When night, the modifier “River” does not apply"
    assert words.detail("exception", "e_s") == ("When the attack factor is more than 9, the modifier “River” is "
                                                "instead 2 columns left")
    page = book_pages(effects, environment())["rules.md"]
    assert "Exception “ExcR”: the table [Combat Results Table]" not in page   # (a title, not a link)
    assert "Exception “ExcR”: When night, in the table “Combat Results Table”, for the Red, a retreat " \
           "of 1 or 2 counts as 0" in page
    assert "overrides the" not in page.split("```")[0] and ": instead," not in page
    # a formula without a title is said to have none, and read by what it works out
    assert "Formula without a title: If the second value given is yes: half of the first value given, " \
           "rounded up; otherwise the first value given" in page
    assert "eff factor" not in page and "eff\\_factor" not in page.split("```")[0]


def test_formulas_read_without_loop_variables_parameter_letters_or_ids(effects):
    from compiler.to_aid import aid_view
    blocks = aid_view(effects, effects.ir.aids[0])["blocks"]
    formulas = {x["title"]: (x["cases"], x["text"]) for b in blocks if b["kind"] == "formulas" for x in b["entries"]}
    # an untitled formula: said to have no title; its one-letter parameters named by their place
    assert formulas["Formula without a title"] == (
        [("If the second value given is yes", "half of the first value given, rounded up")], "the first value given")
    # an aggregate: no loop variable; the untitled formula read in place, with the item's fields
    assert formulas["Total attack"][1] == ("the sum, over each of the attackers that is not disrupted, of (half of "
                                           "its factor, rounded up) if it is disrupted, otherwise its factor, each "
                                           "worked out on its own.")
    assert formulas["Fresh attackers"][1] == "how many of the attackers are not disrupted."
    # rounding to the nearest what: a whole number
    assert formulas["Weird"][1] == "the value ÷ 3, rounded to the nearest whole number (a half up)."
    speak = Speaker(effects.ir)
    # cases on one subject cut it whole ("If the first is at most 2: 1; 3: 2"), never a piece of a word
    assert speak.formula(_by_id(effects.ir.formulas, "pair")) == "If the first is at most 2: 1; 3: 2; otherwise 3"


def test_a_negated_situation_reads_as_its_opposite(tmp_path):
    """`not` of a situation was written by putting "not" after its first verb: "the KMT must keep the
    garrison" became "must not keep" (forbidden, where the rule means it need not), "the side has
    no unit able to …" became "has not no unit"."""
    from compiler.expr_text import Phrases
    from conftest import compile_text
    c = compile_text(tmp_path, '''book t {
  title "T"
  side red "Red"
  dice 1d6
}
clause 1.0 "C" {
  says "x"
  fact keep: flag "The KMT must keep the garrison"
  fact none_able: flag "The side has no unit able to fulfil the requirement"
  fact off: flag "The rule is not in play"
  fact won: flag "The side has won"
  formula a() = not keep
  formula b() = not none_able
  formula d() = not off
  formula e() = not won
}
''')
    p = Phrases(c.ir)
    said = {f.id: p.condition(f.body) for f in c.ir.formulas}
    assert said == {"a": "the KMT need not keep the garrison",
                    "b": "the side has some unit able to fulfil the requirement",
                    "d": "the rule is in play", "e": "the side has not won"}, said


def test_untitled_formulas_read_in_place_are_bounded(tmp_path):
    """An untitled formula called from another is read in place; a chain of them, each calling the
    next twice, 24 deep, wrote 2^24 copies: the build never ended. Past `INLINED` calls read in place
    within one, a call is named as a formula without a title."""
    from compiler.expr_text import INLINED, Phrases
    from conftest import compile_text
    chain = "\n".join(f"  formula f{i}(x: number) = f{i - 1}(x) + f{i - 1}(x + 1)" for i in range(1, 24))
    c = compile_text(tmp_path, f'''book t {{
  title "T"
  side red "Red"
  dice 1d6
}}
clause 1.0 "C" {{
  says "x"
  formula f0(x: number) = x + 1
{chain}
  formula top(x: number) "Top" = f23(x)
}}
''')
    p = Phrases(c.ir)
    top = next(f for f in c.ir.formulas if f.id == "top")
    text = p.expr(top.body)
    assert "the answer of a formula without a title in [1.0]" in text
    assert text.count("+ 1") <= INLINED and len(text) < 200 * INLINED, len(text)


def test_the_printed_results_of_a_kind_are_read_once_per_table(tmp_path, monkeypatch):
    """Each `rewrite kind: …` exception said on the aid and in the web book read every cell of its
    table again: 1,600 of them on a table of 4,000 cells took 12 s of a build."""
    from compiler import exception_text
    from compiler.expr_text import Phrases
    from conftest import compile_text
    rows = "\n".join(f"    | r{i} | A{i % 5 + 1} | A{i % 3 + 1} |" for i in range(200))
    rewrites = "\n".join(f'  exception e{i} "E{i}" {{ overrides t priority {i} rewrite kind: a -> d }}' for i in range(100))
    c = compile_text(tmp_path, f'''book t {{
  title "T"
  side red "Red"
  dice 1d6
}}
clause 1.0 "C" {{
  says "x"
  results res "R" {{
    "A{{n}}" => a "a {{n}}"
    "D" => d "d"
  }}
  table t "T" {{
    results res
    | k | x | y |
    |---|---|---|
{rows}
  }}
{rewrites}
}}
''')
    matched = []
    real = exception_text._matches
    monkeypatch.setattr(exception_text, "_matches", lambda *a: matched.append(1) or real(*a))
    speak = Phrases(c.ir)
    said = {exception_text.effect(speak, e) for e in c.ir.exceptions}
    assert said == {"“A1”, “A2”, “A3”, “A4” and “A5” read “D”"}, said
    assert len(matched) <= 5


def test_a_fact_title_with_a_semicolon_inside_its_remark_is_read_whole():
    """A fact titled "The current game turn (Turn 0 is July–August 1937; the chart runs to Turn 34)"
    was read "the current game turn (Turn 0 is July–August 1937" in a condition on the aid: cut at
    the ';' inside the remark, and the remark left open (stop 57)."""
    from compiler.expr_text import _trim
    assert _trim("The current game turn (Turn 0 is July–August 1937; the chart runs to Turn 34 [x.y])") == \
        "The current game turn"
    assert _trim("Smoke screens (at most 2); see [4.1]") == "Smoke screens"
