"""Tables that drive the rules (issue 12 item 3): a keyed table looked up by an enum value whose
title is a row label, and modifiers/formulas whose amount is a table cell."""
from __future__ import annotations

import pytest

from dsl import runtime as rt

from conftest import compiled_book, compile_text

BOOK = """
book keyed {
  title "Keyed"
  side A "Side A"
  side B "Side B"
  dice 1d6
}

clause 1 "Terrain" {
  says "Terrain effects."
  enum ground "Ground" { open "Open", wood "Woods", hill "Hills", town "Town" }
  fact defender_ground: ground = open "The defender's ground"
  results shift_cell "Shift" {
    "{columns}L" => left "Shift {columns} left"
    "-" => none "No effect"
    "P" => prohibited "Prohibited"
  }
  results cost_cell "Cost" {
    "{mf}" => cost "{mf} MF"
    "+{mf}" => extra "{mf} more MF"
    "OTIH" => other "Other terrain"
  }
  table effects "Effects" [1] {
    rows keys
    columns keys
    results text
    column "Combat" results shift_cell
    column "Move" results cost_cell
    | Terrain | Move | Combat |
    |---------|------|--------|
    | Open    | 1    | -      |
    | Woods   | 2    | 1L     |
    | Hills   | 3    | 2L     |
    | Town    | OTIH | P      |
    | River   | +1   | 1L     |
  }
  modifier ground_shift "Ground" [1] { shift effects(defender_ground, "Combat").columns left }
  modifier ground_cost "Ground cost" [1] { add effects(row: defender_ground, column: "Move").mf }
  formula combat_cell(g: ground) "The combat cell of this ground" = effects(g, "Combat").text
  formula named_cell(g: ground) "The same, by name" = effects(row: g, column: "Combat").text
  formula fact_cell() "The defender's cell" = effects(defender_ground, "Combat").text
  example "by value, positional and named" {
    combat_cell(wood) == "1L"
    named_cell(hill) == "2L"
    fact_cell(defender_ground: hill) == "2L"
    effects(row: "Woods", column: "Combat").text == "1L"
    effects(wood, "Combat").text == "1L"
    effects(row: hill, column: "Move").mf == 3
  }
}
"""



@pytest.fixture(scope="module")
def keyed(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("t"), BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c


def test_a_keyed_table_is_looked_up_by_an_enum_value(keyed):
    m = keyed.module
    assert keyed.examples_run == 1 and not keyed.report.errors
    assert m.combat_cell("wood").value == "1L"
    assert m.named_cell("hill").value == "2L"
    assert m.fact_cell(defender_ground="hill").value == "2L"
    assert m.fact_cell().value == "-"
    assert m.combat_cell("wood").trace == ("1",)


def test_an_engine_may_look_up_the_table_by_the_enum_value_too(keyed):
    m = keyed.module
    assert m.effects(row="wood", column="Combat") == m.effects(row="Woods", column="Combat")
    assert m.effects("hill", "Combat").text == "2L"
    with pytest.raises(m.UnknownRow if hasattr(m, "UnknownRow") else Exception):
        m.effects(row="swamp", column="Combat")


def test_an_enum_whose_titles_are_not_rows_is_an_error(tmp_path):
    bad = BOOK.replace('town "Town" }', 'town "Town", swamp "Swamp" }')
    c = compile_text(tmp_path, bad)
    found = [d for d in c.diagnostics() if d.code == "E411"]
    assert not c.ok and len(found) == 5, [str(d) for d in c.diagnostics()]   # the five lookups by ground
    assert "swamp ('Swamp') names no row" in found[0].message and {d.span.line for d in found} == {37, 38, 39, 40, 41}
    assert "Woods" in found[0].hint


def test_a_modifier_takes_its_amount_from_a_table_cell(keyed):
    m = keyed.module
    assert m.ground_shift(defender_ground="wood").value == -1
    assert m.ground_shift(defender_ground="hill").value == -2
    assert m.ground_shift(defender_ground="hill").trace == ("1",)
    assert m.ground_cost(5, defender_ground="hill").value == 8


def test_a_cell_printing_no_number_gives_no_modifier(keyed):
    m = keyed.module
    for ground in ("open", "town"):        # "-" and "P"
        got = m.ground_shift(defender_ground=ground)
        assert got.value == 0 and got.trace == ()
    assert m.ground_cost(5, defender_ground="town").value == 5   # OTIH: the value unchanged


@pytest.mark.parametrize("amount, message", [
    ('effects(defender_ground, "Combat").mf', "the cells of column 'Combat' of effects print no number 'mf'"),
    ('effect(defender_ground, "Combat").columns', "effect(…) is not a table"),
])
def test_a_cell_amount_must_be_a_number_the_cells_print(tmp_path, amount, message):
    bad = BOOK.replace('effects(defender_ground, "Combat").columns', amount)
    c = compile_text(tmp_path, bad)
    found = [d for d in c.diagnostics() if d.code == "E412"]
    assert found and found[0].message.startswith(message), [str(d) for d in c.diagnostics()]
    assert found[0].span.line == 37 and found[0].hint


def test_the_javascript_evaluator_and_the_vectors_agree(keyed, tmp_path):
    js = __import__("test_js_evaluator")
    if js.NODE is None:
        pytest.skip("node is not on PATH")
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    data = vectors(keyed)
    code, out, summary = js._evaluate(js._write(tmp_path, "book.json", export(keyed.ir)),
                                      js._write(tmp_path, "vectors.json", data))
    assert code == 0, out
    assert "modifier" in summary and "example" in summary, out
    # the vectors hold the enum lookups and the cell-read modifiers, answered by the package
    shifts = {v["input"]["facts"].get("defender_ground", {"value": "open"})["value"]: v["expected"]["value"]["value"]
              for v in data["vectors"] if v["construct"] == "ground_shift" and v["kind"] == "modifier"}
    assert shifts == {"open": 0, "wood": -1, "hill": -2, "town": 0}, shifts


def test_a_number_read_from_a_cell_is_typed_a_number(keyed, tmp_path):
    f = next(f for f in keyed.ir.formulas if f.id == "combat_cell")
    assert f.type == "text"
    c = compile_text(tmp_path, BOOK.replace('formula combat_cell(g: ground) "The combat cell of this ground" = effects(g, "Combat").text',
                                            'formula combat_cell(g: ground) "Columns" = effects(g, "Combat").columns')
                     .replace('combat_cell(wood) == "1L"', 'combat_cell(wood) == 1'))
    assert c.ok and next(f for f in c.ir.formulas if f.id == "combat_cell").type == "number"
    bad = compile_text(tmp_path, BOOK.replace('combat_cell(wood) == "1L"', 'effects(wood, "Combat").columns == "1L"'), "bad")
    assert any(d.code == "E401" and d.message == "cannot compare number with text using ==" for d in bad.diagnostics()), \
        [str(d) for d in bad.diagnostics()]


def test_a_keyed_lookup_without_a_row_says_to_give_one():
    m = compiled_book("changsha").module
    with pytest.raises(rt.OffTable, match=r"no row was given: pass row=… \(one of 'Clear', 'Woods'"):
        m.TABLES["terrain_effects"].lookup(column="Combat")
