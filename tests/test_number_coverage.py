"""Numbers in a clause's prose that no formal construct carries (`rules coverage BOOK --numbers`,
issue: every number that carries a rule is a formal construct)."""
from __future__ import annotations

import textwrap

import pytest

from compiler.number_coverage import numbers_in, uncarried
from compiler.pipeline import compile_book
from conftest import compiled_book


def test_numbers_of_prose_leave_out_references_sections_and_years():
    text = "Fought in October 1941 (1939, too). Hex (1024) and 2110; 1/2 MF; 3:1; 50% [12.5]; see 12.7.1."
    assert numbers_in(text) == ["1024", "2110", "1/2", "3:1", "50"]


BOOK = """
book tiny {
  title "Tiny"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Movement" {
  says "A road hex costs 1/2 MF; a river costs 2 more; at most 3 units stack."
  constant road = 1/2 MF "Road"
  constant river = 2 MF "River crossing"
}
"""


def test_a_number_is_listed_until_a_construct_carries_it(tmp_path):
    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "book.rules").write_text(textwrap.dedent(BOOK), encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert [(x.clause, x.number) for x in uncarried(c.ir)] == [("1.0", "3")]
    (folder / "book.rules").write_text(textwrap.dedent(BOOK).replace(
        '  constant river', '  constant stack_limit = 3 units "Stacking"\n  constant river'), encoding="utf-8")
    c = compile_book(folder)
    assert uncarried(c.ir) == []


def test_the_sentence_shown_is_whole_when_it_opens_the_text():
    """The sentence around a number starts at the text's first letter when no sentence comes
    before it ("nits pay 7 MP." was shown for "Units pay 7 MP.")."""
    from compiler.number_coverage import _sentence
    assert _sentence("Units pay 7 MP. Second sentence 8 here.", "7") == "Units pay 7 MP."
    assert _sentence("Units pay 7 MP. Second sentence 8 here.", "8") == "Second sentence 8 here."
    assert _sentence("\n    Units pay 7 MP.\n  ", "7") == "Units pay 7 MP."


# What the bundled books still state only in prose: this may only go down. Lower a figure when a
# transcription makes more numbers formal.
AT_MOST = {"changsha": 12, "shanghai_incident": 1, "khalkin_gol": 12, "war_of_the_suns": 33}


@pytest.mark.parametrize("book", sorted(AT_MOST))
def test_numbers_left_in_prose_only_go_down(book):
    assert len(uncarried(compiled_book(book).ir)) <= AT_MOST[book]


def test_the_sentence_of_a_number_is_found_where_it_stands_alone():
    """Each uncarried number's sentence was found by a regular expression searched from the start of
    a text made flat anew: quadratic in a clause of thousands of numbers (`str.find` now)."""
    from compiler.number_coverage import _sentence
    flat = "Roll 12 on 1/2 odds. Units with 2 steps retreat 2:1 or 2 hexes. The 2nd turn ends."
    assert _sentence(flat, "2") == "Units with 2 steps retreat 2:1 or 2 hexes."
    assert _sentence(flat, "12") == "Roll 12 on 1/2 odds."
    assert _sentence(flat, "7") == flat[:80]


def test_an_edge_rule_carries_the_end_it_sends_a_lookup_to_for_the_clause_it_cites(tmp_path):
    """Khalkin-Gol's 13.4.1 says a shift past either end uses the ≤49% or ≥700% column, which its
    GCRT's `off left: clamp [13.4.1]` and `off right: clamp [13.4.1]` do: 49 and 700 were counted as
    numbers in prose only once its formula stopped comparing the percentage with them."""
    path = tmp_path / "b.rules"
    path.write_text(textwrap.dedent('''
        book tiny { title "Tiny" side red "Red" dice 1d6 }
        clause 1.0 "Combat" {
          says "Roll on the table."
          results r "R" { "X" => miss "Miss" }
          table t "T" {
            roll 1d6
            columns percent
            results r
            off left: clamp [1.1]
            off right: clamp [1.1]
            | 1d6 | ≤49% | 50-699% | ≥700% |
            | 1-6 | X    | X       | X     |
          }
        }
        clause 1.1 "Edges" { says "Below 49% use the ≤49% column, above 700% the ≥700% column; 3 is not here." }
    '''), encoding="utf-8")
    c = compile_book(path)
    assert c.ok, [d.message for d in c.diagnostics()]
    assert [(u.clause, u.number) for u in uncarried(c.ir)] == [("1.1", "3")]


def test_numbers_written_as_words_are_listed_with_words(tmp_path):
    """`--numbers` saw digits only: "may attack once", "pay double" and "at half MA" were not listed
    when no construct carried them (number-words audit, stop 39). "one", ordinals, compounds
    ("two-player") and "at once" are no numbers of a rule, and are left out."""
    from compiler.number_coverage import prose_number_words
    assert prose_number_words("A two-player game: attack once, pay double, move at half MA, "
                              "decide at once, the third offensive, one unit, a half-hex.") == \
        ["once", "double", "half"]
    folder = tmp_path / "tiny"
    folder.mkdir()
    book = textwrap.dedent(BOOK).split("clause")[0] + textwrap.dedent("""
        clause 3 "Combat" {
          says "A unit attacks once and pays double to enter woods."
          constant woods = 2 MP "Woods"
        }
        """)
    (folder / "book.rules").write_text(book, encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert uncarried(c.ir) == []   # (words only when asked)
    # "double" is carried by the woods' 2: a number is looked for by its value
    assert [(x.clause, x.word, x.number) for x in uncarried(c.ir, words=True)] == [("3", "once", "1")]
    (folder / "book.rules").write_text(book.replace('  constant woods', '  constant attacks = 1 "Attacks"\n  constant woods'),
                                       encoding="utf-8")
    assert uncarried(compile_book(folder).ir, words=True) == []
