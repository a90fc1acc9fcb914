"""The book's readings where the source is silent (`inferred "…"` on an edge rule) are carried in
the answers they give: in Python (`Outcome.inferred`), in book.json and the vectors (the JavaScript
engine's parity is tests/test_js_evaluator.py), by `rules explain`, on the web book and the aids, and
as W601 notes; the checker refuses a reading that cannot be carried."""
from __future__ import annotations

import json

import changsha
import pytest
import shanghai_incident as shanghai

from compiler.cli import main
from conftest import ROOT


def write_book(tmp_path, text: str):
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "book.rules").write_text(text, encoding="utf-8")
    return folder

ABOVE_12 = next(e["inferred"] for t in json.loads((ROOT / "generated/changsha/book.json").read_text("utf-8"))["tables"]
                if t["id"] == "crt" for e in t["edges"] if e["where"] == "above")


def test_a_roll_past_the_printed_rows_says_it_is_read_by_our_reading():
    past = changsha.crt(roll=13, column="5:1", attacker="IJA")
    assert past == "D2R3" and len(past.inferred) == 1 and "above 12" in past.inferred[0]
    assert changsha.crt(roll=12, column="5:1", attacker="IJA").inferred == ()   # a printed row: the source's
    assert "below 2" in changsha.crt(roll=1, column="1:3", attacker="IJA").inferred[0]


def test_an_exception_that_rewrites_the_answer_keeps_the_reading():
    # IJA units shorten retreats (13.2.e): D2R3 is rewritten, and still rests on the reading of a 13
    o = changsha.crt(roll=13, column="5:1", attacker="KMT")
    assert o.rewritten_text != o.text and "13.2.e" in o.trace and o.inferred and "above 12" in o.inferred[0]


def test_a_formula_that_gives_the_table_answer_gives_the_reading():
    # 28 against 4 is 7:1: the 5:1 column with +2, so a 12 reads 14, past the rows
    assert changsha.combat_result(12, 28, 4, attacker="IJA", defender_terrain="clear").value.inferred
    assert changsha.combat_result(6, 28, 4, attacker="IJA", defender_terrain="clear").value.inferred == ()


def test_a_bound_limits_the_reading_to_the_rolls_past_it():
    barrage = changsha.TABLES["barrage_table"]
    assert barrage.lookup(roll=1, column=8) == "-" and barrage.lookup(roll=1, column=8).inferred == ()   # [7.6]
    assert barrage.lookup(roll=0, column=8) == "-" and "below 1" in barrage.lookup(roll=0, column=8).inferred[0]
    assert "8 barrage points" in barrage.lookup(roll=3, column=12).inferred[0]   # a column off the right
    assert barrage.lookup(roll=3, column=8).inferred == ()


def test_a_column_edge_reading_is_carried_and_a_printed_column_has_none():
    assert "10 or more" in shanghai.crt(roll=1, differential=14, terrain="clear").inferred[0]
    assert shanghai.crt(roll=1, differential=4, terrain="clear").inferred == ()


def test_book_json_and_the_vectors_carry_the_reading():
    assert ABOVE_12.startswith("The rules do not say what a modified total above 12")
    vectors = json.loads((ROOT / "generated/changsha/vectors.json").read_text("utf-8"))["vectors"]
    # (an edge rule's reading is in answers that read its table: the CRT's 13.0, the Barrage Table's 7.6)
    edges = [e["inferred"] for t in json.loads((ROOT / "generated/changsha/book.json").read_text("utf-8"))["tables"]
             for e in t["edges"] if e["inferred"]]
    marked = [v for v in vectors if any(text.replace("\\[", "[") in json.dumps(v["expected"]) for text in edges)]
    assert marked and all(v["clauses"] and ("13.0" in v["clauses"] or "7.6" in v["clauses"]) for v in marked)


def test_an_engine_that_does_not_say_a_reading_is_ours_fails_the_kit(capsys):
    assert main(["conform", "changsha", "--python", "conform_engines:readings_unmarked", "--max-failures", "1000"]) == 1
    out = capsys.readouterr().out
    failed = {line.split()[1] for line in out.splitlines() if line.startswith("FAIL ")}
    vectors = json.loads((ROOT / "generated/changsha/vectors.json").read_text("utf-8"))["vectors"]
    # (an example's vector also compares its left sides' answers: `left`)
    assert failed == {v["id"] for v in vectors if '"inferred"' in json.dumps([v["expected"], v.get("left")])}


def test_explain_says_the_reading(capsys):
    assert main(["explain", "changsha", "crt(roll: 13, column: 5:1, attacker: IJA)"]) == 0
    assert f"inferred (our reading, not the rules'): {ABOVE_12}" in capsys.readouterr().out.replace("\\[", "[")


def test_the_web_book_and_the_aid_print_the_reading():
    tables = (ROOT / "generated/site/books/changsha/tables.md").read_text("utf-8")
    assert "Rolls above 12: use the 12 row\\.  *Our reading, not the rules':* The rules do not say" in tables
    index = (ROOT / "generated/site/books/changsha/index.md").read_text("utf-8")
    assert index.count("- **Inferred** in the [") == 12   # (5 edge rules, the Barrage Table's underscore, 6 key cells)
    aid = (ROOT / "generated/changsha/aid.html").read_text("utf-8")
    assert "Rolls above 12: use the 12 row. <i>(our reading: the rules do not say)</i>" in aid
    assert "<i>(our reading for rolls below 1: the rules do not say)</i>" in aid


def test_check_lists_each_reading_as_a_note(capsys):
    assert main(["check", "changsha", "--notes"]) == 0
    out = capsys.readouterr().err
    assert "note[W601]: inferred: crt (Combat Results Table), rolls above 12: The rules do not say" in out
    assert "inferred: barrage_table (Barrage Table), rolls below 1:" in out
    assert "22 inferences noted" in out   # (5 edge rules, 3 formulas, a modifier and 2 permissions, 7 cells,
    #                                       1 sequence step, 3 scenario lines)


BOOK = """book t {{
  title "T"
  dice 1d6
}}
clause 1 "Combat" {{
  says "Roll one die."
  table crt "CRT" {{
    roll 1d6
    columns odds
    {edge}
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | A   | D   |
    | 4-6 | D   | D   |
  }}
}}
"""


@pytest.mark.parametrize("edge, said", [
    ('off right: clamp inferred', "`inferred` needs the reading in words"),
    ('off right: clamp inferred ""', "we read the last column."),   # (the hint said "the 12 row" on any table)
    ('roll above 6: clamp inferred ""', "we read the last row."),
    ('off right: clamp inferred below 1 "x"', "limits a reading to rolls, and `off right` reads columns"),
    ('roll below 1: clamp inferred above 3 "x"', "the reading is limited on the other side of the rule"),
    ('roll below 1: clamp inferred below 2 "x"', "covers every roll of `roll below 1`"),
    ('roll above 6: not in source inferred "x"', "`inferred` on an edge that answers nothing (`not in source`)"),
    ('off right: forbid "No [1]" inferred "x"', "`inferred` on an edge that answers nothing (`forbid`)"),
])
def test_a_reading_that_cannot_be_carried_is_e307_at_its_line(tmp_path, capsys, edge, said):
    folder = write_book(tmp_path, BOOK.format(edge=edge))
    assert main(["check", str(folder)]) == 1
    out = capsys.readouterr().err
    assert "book.rules:10:5: error[E307]: " in out and said in out, out


def test_a_reading_of_a_designers_book_reaches_its_answers(tmp_path, capsys):
    folder = write_book(tmp_path, BOOK.format(edge='roll above 6: clamp inferred above 7 "We read the 4-6 row."')
                        .replace('says "Roll one die."', 'says "Roll one die."\n  example "x" { crt(roll: 8, column: 1:1) == "D" }'))
    assert main(["check", str(folder), "--notes"]) == 0
    assert "inferred: crt (CRT), rolls above 7: We read the 4-6 row." in capsys.readouterr().err


def test_the_citation_may_come_before_or_after_the_reading(tmp_path, capsys):
    """`clamp inferred "…" [1]` was E001 "unexpected '['" with a list of keywords (hard-input round 8)."""
    for edge in ('off right: clamp [1] inferred "We read it."', 'off right: clamp inferred "We read it." [1]'):
        folder = tmp_path / edge.split()[-1].strip('"[]')
        folder.mkdir()
        (folder / "book.rules").write_text(BOOK.format(edge=edge), encoding="utf-8")
        assert main(["check", str(folder), "--notes"]) == 0, capsys.readouterr().err
        assert "inferred: crt (CRT), columns off the right: We read it." in capsys.readouterr().err


def test_explain_blames_the_reading_on_the_rule_that_is_ours(capsys):
    """A roll of 1 read by the Barrage Table's rule for rolls below 2 (7.6 states it for a 1) was
    "the book's reading" when the answer's one reading was the column edge's, for 9 points."""
    assert main(["explain", "changsha", "barrage(2, 9, target_terrain: mountain)"]) == 0
    out = capsys.readouterr().out
    # (the roll's rule gives its result, the rules' own for a 1; the column's edge is the book's reading)
    said = {line.split(":", 1)[0].strip(): line for line in out.splitlines() if line.startswith("  ")}
    assert said["4. Row [7.6]"].endswith("the table's rule for rolls below 2 gives '-'"), said
    assert said["2. Column [7.6]"].endswith("that is the book's reading, not the rules'"), said
    assert "inferred (our reading, not the rules'): The rules do not say how more than 8 barrage points" in out
