"""Formula parameters that take a table's printed labels (`side: column of transport`, `mode: row of
transport`): checked at the declaration (E204), at a text written in a call (E411), suggested for a
plain `text` parameter read as a label (W412), and refused by the generated package, the JSON
export's engines and the conformance vectors before anything answers — also in a scenario whose
exception answers in the formula's place (War of the Suns' `railroad_capacity("Soviet",
scenario=fist_of_fury)` answered 10)."""
from __future__ import annotations

import pytest

from conftest import compile_text, compiled_book

BOOK = """
book hauled {
  title "Hauled"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1 "Transport" {
  says "Each side's capacity is printed on the Transport Table; in the Blitz scenario it is 9."
  table transport "Transport Table" {
    | | Red | Blue |
    |---|---|---|
    | Rail | 4 | 6 |
    | Sea | 2 | 3 |
  }
  formula capacity(side_col: column of transport, mode: row of transport) "Capacity" = transport(mode, side_col).text
  formula rail(side_col: column of transport) "Rail capacity" = capacity(side_col, "Rail")
  example "Rail" { capacity("Blue", "Rail") == "6" }
  scenario blitz "Blitz" {
    exception blitz_cap "Blitz capacity" {
      overrides capacity
      use "9"
    }
  }
}
"""


@pytest.fixture(scope="module")
def hauled(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("h"), BOOK)
    assert c.ok and not c.report.warnings, [str(d) for d in c.diagnostics()]
    return c


def _found(c, code):
    return [d for d in c.diagnostics() if d.code == code]


def test_a_label_the_table_prints_is_answered(hauled):
    m = hauled.module
    assert m.capacity("Blue", "Rail").value == "6"
    assert m.capacity("Red", "Sea", scenario="blitz").value == "9"
    assert m.rail("Red").value == "4"


@pytest.mark.parametrize("args, error, words", [
    (("Green", "Rail"), "UnprintedColumn", "side_col [1] is a column of transport, which prints no column 'Green'"),
    (("Blue", "Air"), "UnknownRow", "mode [1] is a row of transport, which has no row 'Air'"),
])
def test_a_label_it_does_not_print_is_refused_also_where_an_exception_answers(hauled, args, error, words):
    m = hauled.module
    for facts in ({}, {"scenario": "blitz"}):   # (blitz's exception reads no table: it answered "9")
        with pytest.raises(getattr(m._rt, error)) as err:
            m.capacity(*args, **facts)
        assert words in str(err.value) and str(err.value).startswith("capacity(): ")


def test_a_value_of_another_type_is_still_wrongtype_first(hauled):
    with pytest.raises(hauled.module._rt.WrongType):
        hauled.module.capacity(3, "Nowhere")


def test_the_export_and_the_vectors_carry_the_table(hauled):
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    book = export(hauled.ir)
    params = next(f for f in book["formulas"] if f["id"] == "capacity")["params"]
    assert params == [{"name": "side_col", "type": "text", "table": "transport", "axis": "column", "dice": None},
                      {"name": "mode", "type": "text", "table": "transport", "axis": "row", "dice": None}]
    refusals = [v for v in vectors(hauled)["vectors"] if v["kind"] == "negative" and v["construct"] == "capacity"]
    assert sorted(v["expected"]["error"] for v in refusals) == ["UnknownRow", "UnprintedColumn"]
    assert all(v["input"]["scenario"] == "blitz" for v in refusals), refusals


def test_the_javascript_engine_refuses_them_too(hauled, tmp_path):
    js = __import__("test_js_evaluator")
    if js.NODE is None:
        pytest.skip("node is not on PATH")
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    data = vectors(hauled)
    code, out, summary = js._evaluate(js._write(tmp_path, "book.json", export(hauled.ir)),
                                      js._write(tmp_path, "vectors.json", data))
    assert code == 0, out


@pytest.mark.parametrize("declared, words, hint", [
    ("side_col: column of transprt", "takes the columns of 'transprt', which is no table", "did you mean transport?"),
    ("side_col: column of dice_table", "whose columns are odds, not printed labels", "`ratio` for odds"),
    ("side_col: row of dice_table", "whose rows are rolls, not printed labels", "`count` for a roll"),
])
def test_a_declaration_naming_no_table_of_labels_is_e204(tmp_path, declared, words, hint):
    text = BOOK.replace("formula rail(side_col: column of transport)", f"formula rail({declared})").replace(
        '  example "Rail"', '''  table dice_table "Dice" {
    roll 1d6
    columns odds
    | 1d6 | 1:1 | 2:1 |
    |---|---|---|
    | 1-6 | - | - |
  }
  example "Rail"''')
    c = compile_text(tmp_path, text)
    found = _found(c, "E204")
    assert not c.ok and found, [str(d) for d in c.diagnostics()]
    assert words in found[0].message and hint in found[0].hint
    assert (found[0].span.line, found[0].span.column) == (18, 16 + len(declared) - len(declared.split()[-1]))


def test_a_text_written_in_a_call_must_be_a_label(tmp_path):
    c = compile_text(tmp_path, BOOK.replace('capacity(side_col, "Rail")', 'capacity(side_col, "Air")'))
    found = _found(c, "E411")
    assert not c.ok and found and found[0].message == "transport prints no row 'Air'", [str(d) for d in c.diagnostics()]
    assert "Rail, Sea" in found[0].hint


@pytest.mark.parametrize("call", ['capacity(side_col, air)', 'transport(air, side_col).text'])
def test_a_text_constant_given_as_a_label_must_be_one(tmp_path, call):
    """`capacity(side_col, air)`, `air` a text constant "Air": checked clean and was UnknownRow (or
    OffTable) when the example ran. A parameter of the same name is no constant."""
    text = BOOK.replace('capacity(side_col, "Rail")', call).replace(
        '  example "Rail"', '  constant air = "Air" "By air"\n  example "Rail"')
    c = compile_text(tmp_path, text)
    found = _found(c, "E411")
    assert not c.ok and [d.message for d in found] == ["transport prints no row 'Air' (the constant air)"], \
        [str(d) for d in c.diagnostics()]
    assert "Rail, Sea" in found[0].hint and found[0].span.column == text.splitlines()[found[0].span.line - 1].index("air") + 1
    (tmp_path / "fine").mkdir()
    fine = compile_text(tmp_path / "fine", text.replace('constant air = "Air"', 'constant air = "Sea"'))
    assert fine.ok and fine.module.rail("Red").value == "2", [str(d) for d in fine.diagnostics()]


@pytest.mark.parametrize("replace, param, hint", [
    (("side_col: column of transport, mode: row of transport", "side_col: text, mode: row of transport"),
     "side_col", "declare it `side_col: column of transport`"),
    (("rail(side_col: column of transport)", "rail(side_col: text)"),   # passed on to a `column of` parameter
     "side_col", "declare it `side_col: column of transport`"),
])
def test_a_plain_text_parameter_read_as_a_label_is_w412(tmp_path, replace, param, hint):
    c = compile_text(tmp_path, BOOK.replace(*replace))
    found = _found(c, "W412")
    assert c.ok and len(found) == 1, [str(d) for d in c.diagnostics()]
    assert found[0].message.startswith(f"parameter {param} is read as a column label of table transport")
    assert found[0].hint == hint


def test_war_of_the_suns_refuses_a_column_its_scenario_would_have_answered():
    m = compiled_book("war_of_the_suns").module
    assert m.railroad_capacity("Japan", scenario="fist_of_fury", turn=1).value == 10
    with pytest.raises(m._rt.UnprintedColumn, match="prints no column 'Soviet'; its columns are Japan, KMT, CCP, WA"):
        m.railroad_capacity("Soviet", scenario="fist_of_fury", turn=1)
    with pytest.raises(m._rt.UnknownRow, match="center"):
        m.center_rp("Atlantis", "A")


def test_a_label_is_refused_however_the_formula_is_called(tmp_path):
    """The check ran only where an engine called: another rule passing on a text the table does not
    print got an answer, and so did an example. (A text constant written in the call is E411.)"""
    text = BOOK.replace('  example "Rail"', '''  formula via(c: text) "Via" = capacity(c, "Rail")
  example "Rail"''')
    c = compile_text(tmp_path, text)
    assert c.ok, [str(d) for d in c.diagnostics()]
    with pytest.raises(c.module._rt.UnprintedColumn, match="prints no column 'Green'"):
        c.module.via("Green", scenario="blitz")
    c = compile_text(tmp_path, text.replace('example "Rail" {', 'example "Via" { via("Green") == "9" }\n  example "Rail" {'),
                     "example")
    assert [d.code for d in c.diagnostics() if d.severity == "error"] == ["E501"], [str(d) for d in c.diagnostics()]


def test_a_label_parameter_read_as_labels_it_does_not_take_is_w413(tmp_path):
    """A warning, not an error: the formula may answer those labels otherwise (`if mode == "Sea" then …`)."""
    text = BOOK.replace('formula rail(side_col: column of transport) "Rail capacity" = capacity(side_col, "Rail")',
                        'formula rail(mode: row of transport) "Rail capacity" = capacity(mode, "Rail")')
    c = compile_text(tmp_path, text)
    (d,) = [d for d in c.diagnostics() if d.code == "W413"]
    assert c.ok and d.message.startswith("parameter mode takes the rows of transport, but is read as a column of "
                                         "transport, which prints no column 'Rail', 'Sea'"), str(d)


def test_an_enum_named_row_still_types_a_parameter(tmp_path):
    c = compile_text(tmp_path, BOOK.replace('  example "Rail"', '''  enum row "Row" { first "First", second "Second" }
  formula pick(x: row) "Pick" = if x is first then 1 else 2
  example "Pick" { pick(second) == 2 }
  example "Rail"'''))
    assert c.ok and c.module.pick("first").value == 1, [str(d) for d in c.diagnostics()]


ROLLED = """
book rolled { title "Rolled" side red "Red" side blue "Blue" dice 2d6 }
clause 1 "Combat" {
  says "Roll two dice and read the table; a modifier may take the total past it."
  results r "R" {
    "X" => miss "Miss"
    "H" => hit "Hit"
  }
  table crt "CRT" {
    roll 2d6
    roll below 2: clamp
    roll above 12: clamp
    | 2d6 | 1:1 |
    |---|---|
    | 2-6 | X |
    | 7-12 | H |
  }
  fact bonus: integer = 0 "Die-roll modifier"
  formula attack(roll: roll of crt) "Attack" = crt(roll: roll + bonus, column: "1:1").text
  example "A modified 14 reads the 12 row" { attack(12, bonus: 2) == "H" }
}
"""


def test_a_roll_of_a_tables_dice_is_refused_past_them_before_anything_answers(tmp_path):
    """A formula's die roll was a plain integer: Changsha's `combat_result(-100, …)` answered A1 with
    no word (the table's edge rules clamp a modified roll), though its docstring said "a 2d6 total"
    (the engine-author probe, round 4). Declared `roll of crt`, a roll 2d6 cannot give is
    RollOutOfRange, from the package and from the JavaScript engine; a modified one still clamps."""
    from dsl.runtime import RollOutOfRange, WrongType
    c = compile_text(tmp_path, ROLLED)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.module.attack(12, bonus=5).value == "H" and c.module.attack(2).value == "X"
    for roll in (1, 13, -100, 10 ** 9):
        with pytest.raises(RollOutOfRange, match=rf"attack\(\): roll \[1\] is a roll of crt, and 2d6 gives 2–12; got {roll}"):
            c.module.attack(roll)
    with pytest.raises(WrongType):
        c.module.attack(7.5)
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    (param,) = next(f for f in export(c.ir)["formulas"] if f["id"] == "attack")["params"]
    assert (param["table"], param["axis"], param["type"]) == ("crt", "roll", "integer")
    data = vectors(c)
    refused = [v for v in data["vectors"] if v["kind"] == "negative" and v["construct"] == "attack"]
    rolls = sorted(v["input"]["args"][0]["value"] for v in refused if v["expected"].get("error") == "RollOutOfRange")
    assert rolls == [1, 13], refused   # (a roll past its dice each way: an engine checking the top alone passed)
    js = __import__("test_js_evaluator")
    if js.NODE is not None:
        code, out, _ = js._evaluate(js._write(tmp_path, "book.json", export(c.ir)), js._write(tmp_path, "vectors.json", data))
        assert code == 0, out


@pytest.mark.parametrize("declared, words", [
    ("roll: roll of transport", "takes the rolls of table transport, which is read by no roll"),
    ("roll: rol of crt", "unknown type `rol of crt` for parameter roll"),
])
def test_a_roll_of_a_table_read_by_no_roll_is_e204(tmp_path, declared, words):
    c = compile_text(tmp_path, ROLLED.replace("formula attack(roll: roll of crt)", f"formula attack({declared})").replace(
        '  example "A modified', '''  table transport "T" {
    | | Red |
    |---|---|
    | Rail | 4 |
  }
  example "A modified'''))
    found = _found(c, "E204")
    assert found and words in found[0].message, [str(d) for d in c.diagnostics()]


@pytest.mark.parametrize("call, ok", [("attack(13)", False), ("attack(1)", False), ("attack(-2)", False),
                                      ("attack(12)", True), ("attack(2)", True)])
def test_a_roll_written_that_the_dice_cannot_give_is_e411(tmp_path, call, ok):
    """A label written that the table does not print is E411 at the check; a roll written for a
    `roll of` parameter that its dice cannot give was RollOutOfRange only when an example ran
    (the roll-of probe)."""
    c = compile_text(tmp_path, ROLLED.replace('  example "A modified', f'  formula g() "G" = {call}\n  example "A modified'))
    found = _found(c, "E411")
    assert bool(found) != ok, [str(d) for d in c.diagnostics()]
    if found:
        assert "roll of crt, and 2d6 gives 2–12" in found[0].message and found[0].hint == "give a roll of 2d6: 2 to 12"


@pytest.mark.parametrize("call", ["attack(1/0)", "attack(-(1/0))", "attack(-1/0)"])
def test_a_roll_with_a_zero_denominator_is_its_own_e401_not_a_crash(tmp_path, call):
    c = compile_text(tmp_path, ROLLED.replace('  example "A modified', f'  formula g() "G" = {call}\n  example "A modified'))
    assert any(d.code == "E401" for d in c.diagnostics()), [str(d) for d in c.diagnostics()]


DICED = """
book diced { title "Diced" side red "Red" side blue "Blue" dice 1d6, 2d6 }
clause 1 "Territories" {
  says "Roll two dice, one after the other: the first picks the row of six, the second the territory."
  formula territory(first: roll of 1d6, second: roll of 1d6) "Territory" = (first - 1) * 6 + second
  formula snow(roll: roll of 1d6) "Snow" = roll >= 4
  formula first_territory() "First" = territory(1, 1)
  example "The last territory" { territory(6, 6) == 36 }
}
"""


def test_a_roll_of_dice_no_table_reads_is_refused_past_them_before_anything_answers(tmp_path):
    """War of the Suns' territory formulas took two 1D6 rolls as plain counts, and `territory_number(7,
    1)` named a territory no die selects (the language gap the fact-bounds note left). Declared
    `roll of 1d6`, a roll the die cannot give is RollOutOfRange from the package and the JavaScript
    engine, the JSON export gives its dice, and the vectors try a roll past them each way."""
    from dsl.runtime import RollOutOfRange, WrongType
    c = compile_text(tmp_path, DICED)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.module.territory(6, 6).value == 36 and c.module.territory(1, 1).value == 1
    assert c.module.snow(4).value is True and c.module.first_territory().value == 1
    for args in ((7, 1), (0, 1), (1, -3), (1, 10 ** 9)):
        bad = args[0] if not 1 <= args[0] <= 6 else args[1]
        what = "first" if bad == args[0] else "second"
        with pytest.raises(RollOutOfRange, match=rf"territory\(\): {what} \[1\] is a roll of 1d6, which gives 1–6; got {bad}"):
            c.module.territory(*args)
    with pytest.raises(WrongType):
        c.module.snow(3.5)
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    first, _ = next(f for f in export(c.ir)["formulas"] if f["id"] == "territory")["params"]
    assert (first["table"], first["axis"], first["dice"], first["type"]) == (None, "roll", "1d6", "integer")
    data = vectors(c)
    refused = [v["input"]["args"] for v in data["vectors"] if v["kind"] == "negative" and v["construct"] == "territory"
               and v["expected"].get("error") == "RollOutOfRange"]
    assert sorted((a[0]["value"], a[1]["value"]) for a in refused) == [(0, 4), (4, 0), (4, 7), (7, 4)], refused
    asked = {v["input"]["args"][0]["value"] for v in data["vectors"] if v["kind"] == "formula" and v["construct"] == "snow"}
    assert {1, 6} <= asked, asked   # (each end of the die: an engine reading 1-3 as snow passed at the middle)
    js = __import__("test_js_evaluator")
    if js.NODE is not None:
        code, out, _ = js._evaluate(js._write(tmp_path, "book.json", export(c.ir)), js._write(tmp_path, "vectors.json", data))
        assert code == 0, out


@pytest.mark.parametrize("declared, code, words", [
    ("roll: roll of 3d6", "E308", "parameter roll of snow takes a roll of 3d6, which the book header does not declare"),
    ("roll: row of 1d6", "E204", "unknown type `row of 1d6` for parameter roll"),
])
def test_a_roll_of_undeclared_dice_or_another_axis_is_refused(tmp_path, declared, code, words):
    c = compile_text(tmp_path, DICED.replace("formula snow(roll: roll of 1d6)", f"formula snow({declared})"))
    found = _found(c, code)
    assert found and words in found[0].message, [str(d) for d in c.diagnostics()]
    assert found[0].span.line == 6, found[0]


@pytest.mark.parametrize("call, ok", [("territory(7, 1)", False), ("territory(1, 0)", False), ("territory(-1, 2)", False),
                                      ("territory(6, 1)", True), ("snow(1)", True), ("snow(0)", False)])
def test_a_roll_of_dice_written_that_they_cannot_give_is_e411(tmp_path, call, ok):
    c = compile_text(tmp_path, DICED.replace('  example "The last', f'  formula g() "G" = {call}\n  example "The last'))
    found = _found(c, "E411")
    assert bool(found) != ok, [str(d) for d in c.diagnostics()]
    if found:
        assert "is a roll of 1d6, which gives 1–6" in found[0].message and found[0].hint == "give a roll of 1d6: 1 to 6"


@pytest.mark.parametrize("declared, at, words, hint", [
    ("roll: roll of d6", "d6", "takes the rolls of 'd6', which is no table", "did you mean `roll of 1d6`? Dice are written with their count"),
    ("roll: roll", "roll)", "unknown type 'roll' for parameter roll",
     "write `roll of TABLE` (a roll of that table's dice) or `roll of 1d6` (of dice no table reads)"),
    ("roll: column", "column", "unknown type 'column' for parameter roll", "write `column of TABLE`: a column label the table prints"),
    ("roll: rol", "rol)", "unknown type 'rol' for parameter roll", None),
])
def test_a_roll_written_as_a_wargame_writes_it_gets_a_hint_at_the_type(tmp_path, declared, at, words, hint):
    """`roll of d6`, a wargame's shorthand, was told to name a table ("name a table: none"), and a
    parameter typed `roll` alone was pointed at its name with a list of types that lacked `roll of`
    (the third designer probe)."""
    c = compile_text(tmp_path, DICED.replace("formula snow(roll: roll of 1d6)", f"formula snow({declared})"))
    found = _found(c, "E204")
    assert found and words in found[0].message, [str(d) for d in c.diagnostics()]
    line = f'  formula snow({declared}) "Snow" = roll >= 4'
    assert (found[0].span.line, found[0].span.column) == (6, line.index(at) + 1), found[0]
    if hint:
        assert found[0].hint == hint


def test_a_roll_of_other_dice_read_as_a_tables_roll_is_w315(tmp_path):
    """`r: roll of 1d6` read as the roll of a table rolled 2d6 never reached its rows 7 to 12, without
    a word (the third designer probe); a roll of the table's own dice, or one changed on the way
    (`r + 1`: modifiers may take it anywhere), is not said."""
    c = compile_text(tmp_path, DICED.replace('  example "The last', '''  table crt "CRT" {
    roll 2d6
    columns numbers
    results text
    | 2d6 | 1 |
    |-----|---|
    | 2-6 | a |
    | 7-12 | c |
  }
  formula one_die(r: roll of 1d6) "One die" = crt(roll: r, column: 1).text
  formula by_position(r: roll of 1d6) "By position" = crt(r, 1).text
  formula two_dice(r: roll of 2d6) "Two dice" = crt(roll: r, column: 1).text
  formula the_tables(r: roll of crt) "The table's" = crt(r, 1).text
  formula changed(r: roll of 1d6) "Changed" = crt(roll: r + 1, column: 1).text
  example "The last'''))
    found = [(d.message, d.hint) for d in c.diagnostics() if d.code == "W315"]
    assert found == [("r is a roll of 1d6, read as a roll of table crt, which rolls 2d6",
                      "declare it `r: roll of crt`, a roll of the table's dice, if that is the roll meant")] * 2, found
