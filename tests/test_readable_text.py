"""Readable text in aids and explanations (issue 12 item 11): a formula or a condition carries the
sentence a player reads (`reads "…"`), and `rules explain` cites the clauses a condition used."""
from __future__ import annotations

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
    assert words.detail("permission", "ford") == ("may not cross the river, when the river is in flood; "
                                                  "unless an engineer builds a bridge: may")
    assert _by_id(worded.ir.permissions, "ford").unless_wording == "an engineer builds a bridge"
    # without `reads`, the generated English (a lone `or` after "when" needs no parentheses)
    assert words.detail("permission", "plain_ford") == ("may not cross the river, when every attacker attacks "
                                                        "across a river; unless an engineer helps: may")
    assert words.detail("exception", "engineers_ford") == "when German engineers lead the way"
    assert words.detail("exception", "plain_engineers") == "when the side crossing is Germans or an engineer helps"
    page = book_pages(worded, environment())["rules.md"]
    assert "exception “Engineers ford”: when German engineers lead the way" in page
    assert "unless an engineer builds a bridge: may" in page


def test_the_bundled_web_books_print_exception_conditions_in_words():
    rules = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "exception “The first hex costs no more than the unit has”: when the unit is mobile and enters " \
           "the first hex of its move this Movement Phase" in rules
    for book in ("changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"):
        rules = (ROOT / "generated" / "site" / "books" / book / "rules.md").read_text(encoding="utf-8")
        # no arithmetic read back sign by sign, no fact title that is a question, no bracketed lone group
        assert "RP Track −" not in rules and "the which hex" not in rules and "when (" not in rules, book


def test_the_sentences_reach_the_aids_of_the_bundled_books():
    aid = (ROOT / "generated" / "changsha" / "aid.html").read_text(encoding="utf-8")
    assert "an IJA tank unit and an infantry unit stacked with it both take part in the combat" in aid
    aid = (ROOT / "generated" / "war_of_the_suns" / "aid.html").read_text(encoding="utf-8")
    assert "1 for a unit of 0 SP, otherwise its SP; twice that for cavalry, mechanized and artillery units" in aid


def test_explain_cites_the_clauses_a_condition_used():
    # KG 14.2: the second hex of an advance is allowed when advance_hexes() > 1; for cavalry that is
    # 2 by the exception of 19.5, so 19.5 made the condition true and is cited with 14.2
    lines, diagnostics, _ = run("advance_vacated_hex(advance_hex_number: 2, unit: cavalry, unit_contingent: red_army, "
                                "into_vacated_hex: no)",
                                compiled_book("khalkin_gol"))
    assert lines is not None, diagnostics
    assert lines[0] == "yes" and lines[1] == "because:"
    cited = [line.split("]")[0].strip(" [") for line in lines[2:] if line.startswith("  [")]
    assert cited == ["14.2", "19.5"]
    assert "    The second hex of a two-hex advance: applies when the unit may advance more than one hex and " \
           "enters a hex after the first" in lines      # the exception that fired, in its `reads` words
    lines, _, _ = run("advance_vacated_hex(advance_hex_number: 2, unit: infantry, unit_contingent: red_army, "
                      "into_vacated_hex: no)", compiled_book("khalkin_gol"))
    assert lines[0] == "no" and [line.split("]")[0].strip(" [") for line in lines[2:]] == ["14.2"]


def test_explain_quotes_the_sentence_of_the_condition_that_decided(worded):
    def explained(text):
        lines, diagnostics, _ = run(text, worded)
        assert lines is not None, [str(d) for d in diagnostics]
        return lines

    # the permission's `when` gave the answer
    lines = explained("ford(across_river: yes, crossing_side: Soviet)")
    assert lines[0] == "no" and "    Fording: may not cross the river, when the river is in flood" in lines
    # its `unless` did
    lines = explained("ford(across_river: yes, crossing_side: Soviet, engineer: yes)")
    assert lines[0] == "yes" and "    Fording: may not cross the river, unless an engineer builds a bridge" in lines
    # an exception fired: its sentence, not the permission's
    lines = explained("ford(across_river: yes, crossing_side: German, engineer: yes)")
    assert lines[0] == "yes" and "    Engineers ford: applies when German engineers lead the way" in lines
    assert not any("Fording:" in line for line in lines)
    # asked again (the answer is kept by then), the same explanation
    assert explained("ford(across_river: yes, crossing_side: German, engineer: yes)") == lines
    # no sentence, no quotation: the clauses alone explain
    lines = explained("plain_ford(across_river: yes, crossing_side: German, engineer: yes)")
    assert lines[0] == "yes" and not any(line.startswith("    ") for line in lines)
    assert explained("ford(across_river: no, crossing_side: Soviet)") == ["none"]


def test_explain_quotes_a_bundled_books_sentence():
    lines, _, _ = run("mp_limit(mp_spent: 5, unit_mf: 4, move_hex_number: 1)", compiled_book("khalkin_gol"))
    assert lines[0] == "yes"
    assert lines[-1] == ("    The first hex costs no more than the unit has: applies when the unit is mobile and "
                         "enters the first hex of its move this Movement Phase")


def test_the_aid_shows_permissions_and_exceptions_with_their_conditions(worded):
    from compiler.to_aid import aid_view, render_html
    blocks = aid_view(worded, worded.ir.aids[0])["blocks"]
    assert [b["kind"] for b in blocks] == ["permissions", "exceptions", "modifiers"]
    assert [x["text"] for x in blocks[0]["entries"]] == [
        "may not cross the river, when the river is in flood; unless an engineer builds a bridge: may.",
        "may not cross the river, when every attacker attacks across a river; unless an engineer helps: may."]
    assert blocks[1]["entries"][0]["text"] == "overrides “Fording”, when German engineers lead the way."
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
