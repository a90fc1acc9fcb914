"""`x in name` over a list constant (issue 12 item 4's own example, `weather(turn) = if turn in
mud_turns then mud else clear`): parsed, typed item by item, answered alike by the generated
package, the JSON export and the JavaScript evaluator, and refused with positioned diagnostics."""
from __future__ import annotations

import json
import textwrap

import pytest

from dsl import ir_json

from conftest import compile_text

BOOK = """
book muddy {
  title "Muddy"
  side A "Side A"
  side B "Side B"
  dice 1d6
}

clause 1 "Weather" {
  says "Turns 3, 4 and 9 are mud turns; the Rasputitsa months are April and October."
  enum weather "Weather" { clear "Clear", mud "Mud" }
  enum month "Month" { april "April", may "May", october "October" }
  constant mud_turns = [3, 4, 9] "Mud turns"
  constant thaw_months = [april, october] "Rasputitsa months"
  fact now: month = may "The month"
  formula weather(turn: count) "The weather of a turn" = if turn in mud_turns then mud else clear
  formula dry(turn: count) "No mud" = turn not in mud_turns
  formula thaw() "A thaw month" = now in thaw_months
  example "turn 3 is mud, turn 5 clear" {
    weather(3) is mud
    weather(5) is clear
    dry(5)
    not dry(9)
    thaw(now: april)
    not thaw()
  }
}
"""



@pytest.fixture(scope="module")
def muddy(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("m"), BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    return c


def test_in_a_named_list_answers_with_the_constant_in_the_trace(muddy):
    m = muddy.module
    assert muddy.examples_run == 1
    assert [m.weather(t).value for t in range(1, 11)] == \
        ["clear", "clear", "mud", "mud", "clear", "clear", "clear", "clear", "mud", "clear"]
    assert m.weather(3).trace == ("1",)
    assert m.dry(4).value is False and m.dry(5).value is True
    assert m.thaw(now="october").value is True and m.thaw(now="may").value is False


def test_the_model_keeps_the_list_and_its_name(muddy):
    c = next(c for c in muddy.ir.constants if c.id == "mud_turns")
    assert c.value.value == (3, 4, 9) and c.value.type == "list of number" and c.printed == "[3, 4, 9]"
    t = next(c for c in muddy.ir.constants if c.id == "thaw_months")
    assert t.value.value == ("april", "october") and t.value.type == "list of month"
    f = next(f for f in muddy.ir.formulas if f.id == "weather")
    member = f.body.condition
    assert member.options == () and member.over.kind == "constant" and member.over.name == "mud_turns"


def test_the_json_export_round_trips_the_list(muddy):
    conv = ir_json.make_converter()
    data = json.loads(json.dumps(conv.unstructure(muddy.ir)))
    c = next(c for c in data["constants"] if c["id"] == "mud_turns")
    assert c["value"] == {"node": "lit", "type": "list of number", "value": [3, 4, 9]}
    assert conv.structure(data, type(muddy.ir)) == muddy.ir
    jsonschema = pytest.importorskip("jsonschema")
    from dsl.ir_schema import book_schema
    from compiler.to_json import export
    jsonschema.Draft202012Validator(book_schema()).validate(export(muddy.ir))


@pytest.mark.parametrize("old, new, code, words, hint", [
    ("[april, october]", "[april, octobre]", "E206", "octobre is not a value of any enum", "did you mean october?"),
    ("[april, october]", "[april, 3]", "E401", "constant thaw_months mixes numbers and names", "numbers only"),
    ("[april, october]", "[april, mud]", "E401", "constant thaw_months mixes values of month and weather", "one enum"),
    ("turn in mud_turns then", "turn in mud_turn then", "E202", "unknown list mud_turn", "did you mean mud_turns?"),
    ("turn in mud_turns then", "turn in now then", "E203", "now is a month, not a list of values", "list constant"),
    ("now in thaw_months", "now in mud_turns", "E401", "month is not comparable with the items of mud_turns (number)",
     "holds number"),
])
def test_wrong_lists_are_positioned_errors(tmp_path, old, new, code, words, hint):
    c = compile_text(tmp_path, BOOK.replace(old, new))
    found = [d for d in c.diagnostics() if d.code == code]
    assert not c.ok and found, [str(d) for d in c.diagnostics()]
    assert found[0].message == words and hint in found[0].hint
    line = next(i for i, s in enumerate(textwrap.dedent(BOOK.replace(old, new)).splitlines(), 1) if new in s)
    assert found[0].span.line == line


def test_the_javascript_evaluator_and_the_vectors_agree(muddy, tmp_path):
    js = __import__("test_js_evaluator")
    if js.NODE is None:
        pytest.skip("node is not on PATH")
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    data = vectors(muddy)
    book = export(muddy.ir)
    code, out, summary = js._evaluate(js._write(tmp_path, "book.json", book), js._write(tmp_path, "vectors.json", data))
    assert code == 0, out
    answers = [v["expected"]["value"] for v in data["vectors"] if v["construct"] == "weather" and v["kind"] == "formula"]
    assert {"type": "text", "value": "mud"} in answers and {"type": "text", "value": "clear"} in answers, answers
    # the evaluator reads the list from book.json: a changed list is a mismatch
    next(c for c in book["constants"] if c["id"] == "mud_turns")["value"]["value"] = [99]
    code, out, summary = js._evaluate(js._write(tmp_path, "book2.json", book), js._write(tmp_path, "v2.json", data))
    assert code != 0, out


def test_the_web_book_reads_the_list_by_its_name(muddy):
    from compiler.expr_text import Phrases
    p = Phrases(muddy.ir)
    f = {f.id: f for f in muddy.ir.formulas}
    weather = p.condition(f["weather"].body.condition)
    dry = p.condition(f["dry"].body)
    assert weather == "the turn is one of the mud turns (3, 4, 9)", weather
    assert dry == "the turn is not one of the mud turns (3, 4, 9)", dry
    assert p.condition(f["thaw"].body).endswith("is one of the rasputitsa months (April, October)")
