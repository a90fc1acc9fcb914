"""A printed cell read where the extraction is garbled (`cell "3" "2" inferred "…"` in a table): every
lookup that reads the cell carries the reading (`Outcome.inferred`, and the answers worked out from
it), in Python and in the JavaScript engine (the kit's vectors compare it); the web book and the aid
print it under the table, `rules check --notes` lists it, and a cell the table does not print, a
cell read twice or a reading without words is an error at its line."""
from __future__ import annotations

import json

import changsha
import pytest

from compiler.cli import main
from compiler.pipeline import compile_book
from conftest import ROOT

UNDERSCORE = "The extraction prints this cell as an underscore"


def test_a_lookup_of_the_cell_carries_the_reading_and_its_neighbours_do_not():
    table = changsha.TABLES["barrage_table"]
    assert table.lookup(roll=3, column=2) == "-" and table.lookup(roll=3, column=2).inferred[0].startswith(UNDERSCORE)
    assert table.lookup(roll=2, column=2).inferred == () and table.lookup(roll=3, column=3).inferred == ()
    # a formula reading the table: the barrage of 2 points on a roll of 3 in clear terrain
    assert changsha.barrage(3, 2, target_terrain="clear").inferred[0].startswith(UNDERSCORE)
    # woods (+1) moves the roll of 3 to the 4 row: another cell, not ours
    assert not any(t.startswith(UNDERSCORE) for t in changsha.barrage(3, 2, target_terrain="woods").inferred)


def test_book_json_the_vectors_the_site_and_the_aid_carry_it(capsys):
    book = json.loads((ROOT / "generated/changsha/book.json").read_text("utf-8"))
    table = next(t for t in book["tables"] if t["id"] == "barrage_table")
    [reading] = table["cell_readings"]
    assert (table["rows"][reading["row"]], table["columns"][reading["column"]]) == ("3", "2")
    vectors = json.loads((ROOT / "generated/changsha/vectors.json").read_text("utf-8"))["vectors"]
    assert any(UNDERSCORE in json.dumps(v["expected"]) for v in vectors)
    tables = (ROOT / "generated/site/books/changsha/tables.md").read_text("utf-8")
    assert "- Row 3, column 2: read as “\\-”\\.  *Our reading, not the rules':* The extraction prints" in tables
    aid = (ROOT / "generated/changsha/aid.html").read_text("utf-8")
    assert "Row 3, column 2: read as “-”. <i>(our reading: our copy of the rules is unclear here)</i>" in aid
    assert main(["check", "changsha", "--notes"]) == 0
    assert "inferred: barrage_table (Barrage Table), cell '3', '2': The extraction prints" in capsys.readouterr().err


BOOK = """book t {{
  title "T"
  dice 1d6
}}
clause 1 "Combat" {{
  says "Roll one die."
  table crt "CRT" {{
    roll 1d6
    columns odds
    {cell}
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | A   | D   |
    | 4-6 | D   | D   |
  }}
  fact die: integer = 1 "The roll"
  formula result() "Result" = crt(roll: die, column: 2:1).text
}}
"""


@pytest.mark.parametrize("cell, code, said", [
    ('cell "1-3" "3:1" inferred "x"', "E307", "table crt has no column '3:1'"),
    ('cell "1-2" "2:1" inferred "x"', "E307", "table crt has no row '1-2'"),
    ('cell "1-3" "2:1" inferred', "E307", "`inferred` needs the reading in words"),
    ('cell "1-3" "2:1" inferred "x"\n    cell "1-3" "2:1" inferred "y"', "E101", "cell '1-3', '2:1' of crt is read twice"),
])
def test_a_reading_of_no_cell_or_without_words_is_an_error_at_its_line(tmp_path, capsys, cell, code, said):
    (tmp_path / "book.rules").write_text(BOOK.format(cell=cell), encoding="utf-8")
    assert main(["check", str(tmp_path / "book.rules")]) == 1
    err = capsys.readouterr().err
    assert f"error[{code}]: {said}" in err and ("book.rules:10:5" in err or "book.rules:11:5" in err), err


def test_a_designers_cell_reading_reaches_a_formula(tmp_path):
    (tmp_path / "book.rules").write_text(BOOK.format(cell='cell "1-3" "2:1" inferred "We read D."'), encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.result(die=2).inferred == ("We read D.",) and c.module.result(die=5).inferred == ()


def test_a_rules_cell_lookup_carries_the_reading_and_the_table_method_gives_the_text(tmp_path):
    """`crt.cell(…)` in a formula gave the printed text without the reading (the second readings probe)."""
    (tmp_path / "book.rules").write_text(BOOK.format(cell='cell "1-3" "2:1" inferred "We read D."')
                                         .replace('crt(roll: die, column: 2:1).text', 'crt.cell("1-3", "2:1")'),
                                         encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.result() == "D" and c.module.result().inferred == ("We read D.",)
    assert c.module.TABLES["crt"].cell("1-3", "2:1") == "D"   # (the printed text, a str, as documented)


@pytest.mark.parametrize("table, said", [
    ('''table crt "CRT" {
    roll 1d6
    columns odds by terrain
    cell "1-3" "2:1" inferred "x"
    | Clear | 1:1 | 2:1 |
    | Woods |     | 1:1 |
    |-------|-----|-----|
    | 1-3   | A   | D   |
    | 4-6   | D   | D   |
  }''', "table crt has offset header rows: `cell` cannot name one of its cells"),
    ('''table units "Units" {
    columns keys
    cell "Infantry" "Cost" inferred "x"
    | Unit     | Cost |
    |----------|------|
    | == North == |   |
    | Infantry | 1    |
    | == South == |   |
    | Infantry | 2    |
  }''', "table units prints the row 'Infantry' 2 times: `cell` cannot tell which is meant"),
])
def test_a_cell_a_label_cannot_name_alone_is_refused(tmp_path, capsys, table, said):
    text = f'''book t {{
  title "T"
  dice 1d6
}}
enum terrain "Terrain" {{ clear "Clear", woods "Woods" }}
clause 1 "Combat" {{
  says "Roll one die."
  fact terrain: terrain = clear "The terrain"
  {table}
}}
'''
    (tmp_path / "book.rules").write_text(text, encoding="utf-8")
    assert main(["check", str(tmp_path / "book.rules")]) == 1
    err = capsys.readouterr().err
    assert said in err and "error[E307]" in err, err
