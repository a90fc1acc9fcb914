"""What the player probe of stop 63 found in the web book and the aids, read as a player: a note
that explained a table in the language's own words, a glossary link left dangling at the end of a
doubt, a sequence step whose note repeated its condition, and exceptions listed under a rule with
titles that run into each other at a comma. Each test reads the page a player gets, built afresh
from the rulebooks.
"""
from __future__ import annotations

import html
import re

import pytest

from conftest import compiled_book

from compiler import to_aid
from compiler.to_site import book_pages, environment


@pytest.fixture(scope="module")
def pages() -> dict[str, dict[str, str]]:
    return {b: book_pages(compiled_book(b), environment()) for b in ("changsha", "war_of_the_suns")}


def _text(markdown: str) -> str:
    """The page's words: link targets dropped, Markdown escapes undone."""
    return re.sub(r"\\(.)", r"\1", re.sub(r"\]\([^)]*\)", "]", markdown))


def test_the_replacement_aids_note_says_what_a_dash_and_a_blank_cell_give_in_a_players_words(pages):
    """It read "A "-" cell is the kind rp with rp 0. An empty cell is the kind none, which has no rp
    field …": the result vocabulary's names, written for the designer."""
    rules = _text(pages["war_of_the_suns"]["rules.md"])
    prose = "\n".join(x for x in rules.splitlines() if not x.startswith(" " * 6))   # (not the folded source)
    assert "the kind rp" not in prose and "rp field" not in prose and "the kind none" not in prose
    assert 'A "-" cell and an empty cell both give no RP in that status.' in prose


def test_a_doubt_names_the_glossary_entry_it_points_to_in_a_sentence(pages):
    """Changsha 2.6's doubt ended "… as covering it too Artillery unit.", a glossary link run onto
    the sentence."""
    for page in ("rules.md", "index.md"):
        text = _text(pages["changsha"][page])
        assert "as covering it too Artillery unit" not in text
        assert "as covering it too (see [Artillery unit] in the glossary)." in text, page


def test_a_sequence_step_under_a_condition_does_not_say_it_again_in_a_note():
    """War of the Suns 3.4 A read "— when the game being played is a Campaign Game: Campaign Games
    only." on the sequence aid and in the web book."""
    c = compiled_book("war_of_the_suns")
    aid = next(a for a in c.ir.aids if "sequence" in a.id)
    text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", to_aid.render_html(c, aid))).split())
    assert "Update the VP markers [2.1] — when the game being played is a Campaign Game" in text
    assert "Campaign Games only" not in text


def test_the_exceptions_over_a_rule_are_named_each_in_quotes(pages):
    """Changsha 6.2.b read "Overridden by 20th Corps activation, Every IJA unit activates, with or
    without a marker.": two titles or three?"""
    rules = pages["changsha"]["rules.md"]
    assert ("*Overridden by* “[20th Corps activation](#15.2)”, “[Every IJA unit activates, with or without a "
            "marker](#15.2)”.") in rules
    lines = [x for x in rules.splitlines() if x.startswith("*Overridden by*")]
    assert lines and all(re.fullmatch(r"\*Overridden by\* “\[.+\]\(#[^)]+\)”.*\.", x) for x in lines), lines


def test_one_event_printed_in_two_capitalisations_is_one_result_of_the_chances(pages):
    """The Random Events Table prints row 10 of Turns 1-5 "Bio-chemical Attack" and row 12
    "Bio-Chemical Attack": the chances under it gave the one event twice, 8.3% and 2.8%."""
    tables = _text(pages["war_of_the_suns"]["tables.md"])
    grid = next(x for x in tables.split('<details class="chances">') if "<th>Turns 1-5</th>" in x.split("</thead>")[0])
    rows = re.findall(r"<tr><th>(.*?)</th>(.*?)</tr>", grid.split("</thead>")[1])
    attacks = [(name, re.findall(r"<td>(.*?)</td>", cells)[0]) for name, cells in rows if "Attack”" in name]
    assert attacks == [("“Bio-Chemical Attack”", "11.1%")], attacks     # one row, Turns 1-5 its first column
    assert "Bio-chemical" not in tables.replace('prints this cell as "Bio-chemical Attack"', "")
