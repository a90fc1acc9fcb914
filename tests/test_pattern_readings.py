"""A result pattern whose cells are our reading of a silent source (`blank => no_effect "No effect"
inferred "…"`, or `"X" => kind "…" inferred "…"`): every lookup of a cell matching it carries the
reading (`Outcome.inferred`), in Python and in the JavaScript engine (book.json's `cell_readings`,
compared by the kit's vectors); the web book and the aid say it once, in the legend, not cell by
cell; `rules check --notes` lists it; without words it is E311, and one no printed cell matches is
W313."""
from __future__ import annotations

import json

import pytest
import shanghai_incident

from compiler.cli import main
from compiler.pipeline import compile_book
from conftest import ROOT

BLANK = "The aid leaves these cells empty and gives them no legend entry"


def test_a_blank_cell_of_shanghai_carries_the_reading_and_a_printed_cell_does_not():
    blank = shanghai_incident.crt(roll=4, differential=1, terrain="clear")
    assert blank.text == "" and blank.kind == "no_effect" and blank.inferred[0].startswith(BLANK)
    printed = shanghai_incident.crt(roll=1, differential=3, terrain="town")
    assert printed == "Ex" and not any(t.startswith(BLANK) for t in printed.inferred)


def test_book_json_the_vectors_the_site_and_the_aid_carry_it_once(capsys):
    book = json.loads((ROOT / "generated/shanghai_incident/book.json").read_text("utf-8"))
    [vocab] = [v for v in book["vocabularies"] if v["id"] == "shanghai_result"]
    assert vocab["blank"]["inferred"].startswith(BLANK)
    [crt] = [t for t in book["tables"] if t["id"] == "crt"]
    blanks = {(i, j) for i, row in enumerate(crt["cells"]) for j, cell in enumerate(row) if cell == ""}
    read = {(r["row"], r["column"]) for r in crt["cell_readings"] if r["pattern"] == ""}
    assert read == blanks and len(blanks) == 6   # (one a row, where the print leaves the cell empty)
    vectors = json.loads((ROOT / "generated/shanghai_incident/vectors.json").read_text("utf-8"))["vectors"]
    assert any(BLANK in json.dumps(v["expected"]) for v in vectors)
    tables = (ROOT / "generated/site/books/shanghai_incident/tables.md").read_text("utf-8")
    assert tables.count("The aid leaves these cells empty") == 1 and "read as blank" not in tables
    assert "- blank: no effect.\n  *Our reading, not the rules':* The aid leaves these cells empty" in tables
    index = (ROOT / "generated/site/books/shanghai_incident/index.md").read_text("utf-8")
    assert "the result legend “Combat result”, blank cells: The aid leaves these cells empty" in index
    aid = (ROOT / "generated/shanghai_incident/aid.html").read_text("utf-8")
    assert "blank</span>: no effect <i>(our reading: the rules do not say)</i>" in aid
    assert "read as blank" not in aid
    assert main(["check", "shanghai_incident", "--notes"]) == 0
    assert "inferred: results shanghai_result (Combat result), blank cells: The aid leaves" in capsys.readouterr().err


BOOK = """book t {{
  title "T"
  dice 1d6
}}
clause 1 "Combat" {{
  says "Roll one die."
  results res "Result" {{
    split "/"
    "A{{loss}}" => attacker "The attacker loses {{loss}}"{a}
    "D" => defender "The defender retreats"
    blank => nothing "No effect"{blank}
  }}
  table crt "CRT" {{
    roll 1d6
    columns odds
    results res
    {cell}
    | 1d6 | 1:1  | 2:1 |
    |-----|------|-----|
    | 1-2 | A1   | D   |
    | 3-4 | A1/D |     |
    | 5-6 | D    | D   |
  }}
  fact die: integer = 1 "The roll"
  formula result() "Result" = crt(roll: die, column: 1:1)
}}
"""


def _compiled(tmp_path, a="", blank="", cell=""):
    (tmp_path / "book.rules").write_text(BOOK.format(a=a, blank=blank, cell=cell), encoding="utf-8")
    return compile_book(tmp_path / "book.rules")


def test_a_pattern_reading_reaches_every_cell_it_matches_whole_or_split_and_a_formula(tmp_path):
    c = _compiled(tmp_path, a=' inferred "We read A as the attacker."')
    assert c.ok, [d.message for d in c.diagnostics()]
    crt = c.module.TABLES["crt"]
    assert crt.lookup(roll=1, column="1:1").inferred == ("We read A as the attacker.",)
    assert crt.lookup(roll=3, column="1:1").inferred == ("We read A as the attacker.",)   # A1/D: a piece matches
    assert crt.lookup(roll=1, column="2:1").inferred == () and crt.lookup(roll=5, column="1:1").inferred == ()
    assert c.module.result(die=2).inferred == ("We read A as the attacker.",) and c.module.result(die=6).inferred == ()


def test_a_cell_line_and_a_pattern_reading_on_one_cell_are_both_carried(tmp_path):
    c = _compiled(tmp_path, blank=' inferred "Blank is no effect."', cell='cell "3-4" "2:1" inferred "Printed blank."')
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.TABLES["crt"].lookup(roll=3, column="2:1").inferred == ("Printed blank.", "Blank is no effect.")


@pytest.mark.parametrize("a, blank, code, said, where", [
    ("", " inferred", "E311", "`inferred` needs the reading in words", "book.rules:11:34"),
    (' inferred ""', "", "E311", "`inferred` needs the reading in words", "book.rules:9:55"),
])
def test_a_pattern_reading_without_words_is_an_error_at_the_word(tmp_path, capsys, a, blank, code, said, where):
    (tmp_path / "book.rules").write_text(BOOK.format(a=a, blank=blank, cell=""), encoding="utf-8")
    assert main(["check", str(tmp_path / "book.rules")]) == 1
    err = capsys.readouterr().err
    assert f"{where}: error[{code}]: {said}" in err, err


def test_a_pattern_reading_no_printed_cell_matches_is_a_warning(tmp_path, capsys):
    text = BOOK.format(a="", blank="", cell="").replace('"D" => defender "The defender retreats"',
                                                         '"D" => defender "The defender retreats"\n'
                                                         '    "X" => other "Other" inferred "We read X."')
    (tmp_path / "book.rules").write_text(text, encoding="utf-8")
    main(["check", str(tmp_path / "book.rules")])
    err = capsys.readouterr().err
    assert "book.rules:11:26: warning[W313]: the reading of result pattern 'X' of res is carried by no answer" in err, err


AID = """
aid t_aid "T: Player Aid" {
  page A4 landscape
  table crt
  {legend}
}
"""


def test_an_aid_without_the_legend_says_the_reading_under_the_table_and_with_it_in_the_legend(tmp_path):
    from compiler.to_aid import render_html
    for legend, under, in_legend in (("", True, False), ("results res", False, True)):
        (tmp_path / "book.rules").write_text(BOOK.format(a=' inferred "We read A."', blank=' inferred "We read blank."',
                                                         cell="") + AID.replace("{legend}", legend), encoding="utf-8")
        c = compile_book(tmp_path / "book.rules")
        assert c.ok, [d.message for d in c.diagnostics()]
        html = render_html(c, c.ir.aids[0])
        lines = ("A1: the attacker loses 1. <i>(our reading: the rules do not say)</i>",
                 "Blank cells: no effect. <i>(our reading: the rules do not say)</i>")
        assert all((line in html) is under for line in lines), html
        assert ("blank</span>: no effect <i>(our reading: the rules do not say)</i>" in html) is in_legend


def test_a_blank_reading_without_a_meaning_stays_on_the_aids_legend(tmp_path):
    from compiler.to_aid import render_html
    text = BOOK.format(a="", blank=' inferred "We read blank."', cell="").replace('blank => nothing "No effect"',
                                                                                  "blank => nothing")
    (tmp_path / "book.rules").write_text(text + AID.replace("{legend}", "results res"), encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert "blank</span> <i>(our reading: the rules do not say)</i>" in render_html(c, c.ir.aids[0])


def test_the_web_book_names_a_pattern_as_its_legend_shows_it_and_ends_the_meaning_first(tmp_path):
    from compiler.templating import environment
    from compiler.to_site import book_pages
    c = _compiled(tmp_path, a=' inferred "We read A."', blank=' inferred "We read blank."')
    assert c.ok, [d.message for d in c.diagnostics()]
    pages = book_pages(c, environment())
    assert "the result legend “Result”, cells printed “A1”: We read A\\." in pages["index.md"]
    assert "cells printed “A1”:* We read A\\." in pages["rules.md"] and "A{loss}" not in pages["index.md"]
    tables = pages["tables.md"]
    assert "- **A1**: the attacker loses 1.\n  *Our reading, not the rules':* We read A\\." in tables, tables
    assert "- blank: no effect.\n  *Our reading, not the rules':* We read blank\\.\n" in tables, tables


def test_no_w313_where_an_error_is_the_mistake(tmp_path, capsys):
    """A table whose own `results` is misspelt leaves the cells of its columns unread, and a
    malformed pattern reads none: no W313 beside the error (the probe of the pattern readings)."""
    for old, new in (("    results res\n", "    results rse\n"), ('"D" => defender', '"D{" => defender "x" inferred "y"\n    "D" => defender')):
        text = BOOK.format(a=' inferred "We read A."', blank="", cell="").replace(old, new, 1)
        (tmp_path / "book.rules").write_text(text, encoding="utf-8")
        assert main(["check", str(tmp_path / "book.rules")]) == 1
        err = capsys.readouterr().err
        assert "error[" in err and "W313" not in err, err


def test_python_s_results_registry_gives_the_readings():
    assert shanghai_incident.RESULTS["shanghai_result"].readings[""].startswith(BLANK)


def test_inferred_when_on_a_pattern_says_which_readings_take_a_condition(tmp_path, capsys):
    (tmp_path / "book.rules").write_text(BOOK.format(a=' inferred when yes "x"', blank="", cell=""), encoding="utf-8")
    assert main(["check", str(tmp_path / "book.rules")]) == 1
    err = capsys.readouterr().err
    assert "book.rules:9:64: error[E001]: unexpected 'when'" in err and \
        "hint: only a formula's, a modifier's, a permission's or an exception's reading takes a `when`" in err, err


def test_a_meaning_that_ends_a_sentence_gets_no_second_stop(tmp_path):
    """"no effect!." on the aid and the web book (the remprobe)."""
    from compiler.templating import environment
    from compiler.to_aid import render_html
    from compiler.to_site import book_pages
    text = BOOK.format(a="", blank=' inferred "We read blank."', cell="").replace('blank => nothing "No effect"',
                                                                                 'blank => nothing "No effect!"')
    (tmp_path / "book.rules").write_text(text + AID.replace("{legend}", ""), encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert "Blank cells: no effect! <i>(our reading" in render_html(c, c.ir.aids[0])
    assert "- blank: no effect\\!\n  *Our reading" in book_pages(c, environment())["tables.md"]
