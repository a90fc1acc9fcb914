"""Formulas that give enum values (issue 12 item 4): typed like any value, checked where they are
compared, and answered by the generated package, the JSON export and the JavaScript evaluator."""
from __future__ import annotations

import pytest

from conftest import compile_text

BOOK = """
book weathered {
  title "Weathered"
  side A "Side A"
  side B "Side B"
  dice 1d6
}

clause 1 "Weather" {
  says "Turns 3 and 4 are mud turns."
  enum weather "Weather" { clear "Clear", mud "Mud" }
  enum ground "Ground" { clear "Clear", forest "Forest" }
  fact ground_here: ground = clear "The ground"
  formula weather_of(turn: count) "The weather of a turn" =
    if turn in (3, 4) then mud else clear
  formula declared(turn: count): weather "The same, declared" = if turn > 2 then clear else clear
  formula move_cost(turn: count) "MP to enter a hex" = if weather_of(turn) is mud then 2 else 1
  example "turn 3 is mud, turn 5 clear" {
    weather_of(3) is mud
    weather_of(5) is clear
    weather_of(5) == clear
    move_cost(4) == 2
    declared(1) is clear
  }
}
"""



@pytest.fixture(scope="module")
def weathered(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("w"), BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c


def test_a_formula_gives_an_enum_value_with_its_trace(weathered):
    m = weathered.module
    assert weathered.examples_run == 1
    assert m.weather_of(3).value == "mud" and m.weather_of(3).trace == ("1",)
    assert m.weather_of(1).value == "clear"
    assert m.move_cost(3).value == 2


def test_the_formula_type_is_the_enum_in_the_model_and_the_export(weathered):
    f = next(f for f in weathered.ir.formulas if f.id == "weather_of")
    assert f.type == "weather"
    assert f.body.then.kind == "enum_value" and f.body.then.enum == "weather"
    assert f.body.otherwise.enum == "weather"       # `clear` is also a ground: the branches decide
    d = next(f for f in weathered.ir.formulas if f.id == "declared")
    assert d.type == "weather"


@pytest.mark.parametrize("check, code, words, hint", [
    ("weather_of(3) is mudd", "E206", "mudd is not a value of weather", "did you mean mud?"),
    ("weather_of(3) == forest", "E206", "forest is not a value of weather", ""),
])
def test_comparing_with_a_wrong_value_is_a_positioned_error(tmp_path, check, code, words, hint):
    c = compile_text(tmp_path, BOOK.replace("weather_of(5) == clear", check))
    found = [d for d in c.diagnostics() if d.code == code]
    assert not c.ok and found, [str(d) for d in c.diagnostics()]
    assert found[0].message == words and found[0].span.line == 21
    assert hint in found[0].hint


def test_branches_of_different_enums_are_an_error(tmp_path):
    c = compile_text(tmp_path, BOOK.replace("then mud else clear", "then mud else ground_here"))
    found = [d for d in c.diagnostics() if d.code == "E401"]
    assert found and "the two branches give weather and ground" in found[0].message, [str(d) for d in c.diagnostics()]
    assert (found[0].span.line, found[0].span.column) == (15, 5)


def test_a_declared_type_is_checked_against_the_value(tmp_path):
    c = compile_text(tmp_path, BOOK.replace("then clear else clear", "then 1 else 2"))
    found = [d for d in c.diagnostics() if d.code == "E401"]
    assert found and found[0].message == "formula declared gives weather, but its value is number"
    c = compile_text(tmp_path, BOOK.replace("): weather", "): wether"), "misspelled")
    found = [d for d in c.diagnostics() if d.code == "E204"]
    assert found and "did you mean weather?" in found[0].hint


def test_the_javascript_evaluator_and_the_vectors_agree(weathered, tmp_path):
    js = __import__("test_js_evaluator")
    if js.NODE is None:
        pytest.skip("node is not on PATH")
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    data = vectors(weathered)
    code, out, summary = js._evaluate(js._write(tmp_path, "book.json", export(weathered.ir)),
                                      js._write(tmp_path, "vectors.json", data))
    assert code == 0, out
    answers = [v["expected"]["value"] for v in data["vectors"] if v["construct"] == "weather_of" and v["kind"] == "formula"]
    assert {"type": "text", "value": "mud"} in answers and {"type": "text", "value": "clear"} in answers, answers
