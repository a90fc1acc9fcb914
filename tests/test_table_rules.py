"""Tables that drive the rules (issue 12 item 3): a keyed table looked up by an enum value whose
title is a row label, and modifiers/formulas whose amount is a table cell."""
from __future__ import annotations

from fractions import Fraction

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
    # the five lookups by ground, and the two by a value written bare (they were E203: "woods is a
    # value of the enum ground; it is a value only where a ground is expected")
    assert not c.ok and len(found) == 7 == len(c.diagnostics()), [str(d) for d in c.diagnostics()]
    assert "swamp ('Swamp') names no row" in found[0].message and \
        {d.span.line for d in found} == {37, 38, 39, 40, 41, 47, 48}
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


# ---------------------------------------------------------------- columns of numbers: no gaps, no guesses
GAPPED = """
book gapped {{
  title "Gapped"
  side red "Red"
  side blue "Blue"
  dice 1d6
}}
clause 1.0 "A" {{
  says "x"
  table t "T" {{
    roll 1d6
    columns {kind}
    off left: clamp
    off right: clamp
    | 1d6 | {labels} |
    |-----|{rule}
    | 1-6 | {cells} |
  }}
}}
"""


def _gapped(tmp_path, kind: str, labels: list[str], name: str = "t"):
    text = GAPPED.format(kind=kind, labels=" | ".join(labels), rule="---|" * len(labels),
                         cells=" | ".join("abcdefghijkl"[:len(labels)]))
    return compile_text(tmp_path, text, name)


@pytest.mark.parametrize("kind, labels, gaps", [
    ("numbers", ["1-2", "5", "8+"], [("no column covers 3 to 4", 15, 19), ("no column covers 6 to 7", 15, 23)]),
    ("percent", ["≤49%", "100-199%", "≥300%"], [("no column covers 50% to 99%", 15, 20),
                                                ("no column covers 200% to 299%", 15, 31)]),
    ("differential", ["-2", "0", "+2/3", "+6"], [("no column covers -1", 15, 18), ("no column covers 1", 15, 22),
                                                  ("no column covers 4 to 5", 15, 29)]),
    # (odds by their place on the odds scale: the gap was "out of order", E304)
    ("odds", ["1:2", "2:1", "3:1", "6:1"], [("no column covers 1:1", 15, 19), ("no column covers 4:1 to 5:1", 15, 31)]),
])
def test_columns_of_numbers_leave_no_gap(tmp_path, kind, labels, gaps):
    """A value between two columns read the rightmost column (3 on `1-2 | 5 | 8+` read `8+`): a gap
    is E301 at the label after it, as a gap between rows is."""
    c = _gapped(tmp_path, kind, labels)
    found = [(d.message, d.span.line, d.span.column) for d in c.diagnostics() if d.code == "E301"]
    assert found == gaps, [str(d) for d in c.diagnostics()]
    assert all("no gaps" in d.hint for d in c.diagnostics() if d.code == "E301")


def test_columns_without_a_gap_pass(tmp_path):
    c = _gapped(tmp_path, "differential", ["-2", "-1", "0", "+1", "+2/3", "+4/5", "+6/7", "+8/9", "+ 10"])
    assert c.ok, [str(d) for d in c.diagnostics()]


def _numbered_rows(tmp_path, *rows: tuple[str, str]):
    """A book whose one table reads its rows by number (`rows numbers`): `rows` as (label, cell)."""
    lines = "".join(f"            | {n} | {v} |\n" for n, v in rows)
    return compile_text(tmp_path, f"""
        book rows {{ title "R" side red "Red" side blue "Blue" dice 1d6 }}
        clause 1 "A" {{
          says "x"
          table t "T" {{
            rows numbers
            | n | v |
            |---|---|
{lines}          }}
        }}
    """)


def test_overlapping_rows_are_not_also_a_gap(tmp_path):
    """`3 or less`, `4+`, `2`: the overlap is E302; 3 is covered, so no E301 'no row covers 3'."""
    c = _numbered_rows(tmp_path, ('3 or less', 'a'), ('4+', 'c'), ('2', 'd'), ('9', 'e'))
    found = [(d.code, d.message) for d in c.diagnostics()]
    assert found == [("E302", "row '2' overlaps row '3 or less'"), ("E302", "row '9' overlaps row '4+'")], found


def test_rows_with_a_gap_after_a_wide_row_still_report_it(tmp_path):
    c = _numbered_rows(tmp_path, ('1-6', 'a'), ('2', 'b'), ('9+', 'c'))
    assert [(d.code, d.message) for d in c.diagnostics()] == [("E302", "row '2' overlaps row '1-6'"),
                                                              ("E301", "no row covers 7 to 8")]


def test_rows_above_a_thousand_million_overlap_as_any_others(tmp_path):
    """An open end stood for ±10**9, so `10000000000+` reached only up to 10**9 and overlapped nothing."""
    c = _numbered_rows(tmp_path, ('10000000000 or less', 'a'), ('10000000001+', 'b'), ('10000000005', 'c'))
    assert [(d.code, d.message) for d in c.diagnostics()] == [
        ("E302", "row '10000000005' overlaps row '10000000001+'")]


def test_checking_rows_grows_with_the_rows_not_their_square(tmp_path, monkeypatch):
    """Each row was compared with every row before it: 20,000 rows took minutes. Now the rows so far
    are one sorted cover (`labels.Cover`), and rows are compared one by one only to name the row an
    overlapping one overlaps."""
    from dsl.checks import table_axes   # (the rows' checks)
    compared = []
    real = table_axes._overlap
    monkeypatch.setattr(table_axes, "_overlap", lambda a, b: compared.append(1) or real(a, b))
    rows = "".join(f"    | {i} | v |\n" for i in range(1, 3001)) + "    | 2999-3000 | w |\n"
    c = compile_text(tmp_path, 'book rows { title "R" side red "Red" side blue "Blue" dice 1d6 }\n'
                               'clause 1 "A" {\n  says "x"\n  table t "T" {\n    rows numbers\n    | n | v |\n'
                               '    |---|---|\n' + rows + '  }\n}\n')
    assert [(d.code, d.message) for d in c.diagnostics()] == [("E302", "row '2999-3000' overlaps row '2999'")]
    assert len(compared) == 2999   # the rows before the one that overlaps, once


def test_a_fraction_reads_the_column_of_its_whole_part(tmp_path):
    """A percentage of 99/2 read the `≥200%` column: it reads `≤49%`, as `percent()` rounds down."""
    c = compile_text(tmp_path, """
        book frac { title "F" side red "Red" side blue "Blue" dice 1d6 }
        clause 1.0 "A" {
          says "x"
          fact p: percent "P"
          table pt "Percent" {
            roll 1d6
            columns percent
            off left: clamp
            off right: clamp
            | 1d6 | ≤49% | 50-99% | 100-199% | ≥200% |
            |-----|------|--------|----------|-------|
            | 1-6 | low  | mid    | high     | top   |
          }
          formula g() = pt(roll: 1, percent: p).text
          example "49.5%" { g(p: 99/2) == "low" }
          example "99.5%" { g(p: 199/2) == "mid" }
          example "-0.5% is left of the table" { g(p: -1/2) == "low" }
        }
    """)
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.module.g(p=Fraction(399, 2)).value == "high" and c.module.g(p=Fraction(401, 2)).value == "top"


def test_a_value_between_the_columns_of_a_missing_table_is_not_in_the_source():
    """Khalkin-Gol's GCRT header gives only `≤49% | 600–699% | ≥700%` (the rest is on the map): 300%
    shifted one column left read `≥700%`; the columns between are not in the source."""
    gcrt = compiled_book("khalkin_gol").module.TABLES["gcrt"]
    for shift in (0, -1, 1):
        with pytest.raises(rt.NotInSource, match=r"300% lies between its columns ≤49% and 600–699%"):
            gcrt.column(percent=300, shift=shift)
    assert gcrt.column(percent=650, shift=1).value == "≥700%" and gcrt.column(percent=30).value == "≤49%"
    with pytest.raises(rt.NotInSource, match="its columns are not given"):
        compiled_book("khalkin_gol").module.TABLES["act"].column(value=3)


def test_a_shift_across_the_columns_a_missing_table_leaves_out_is_not_in_the_source():
    """Khalkin-Gol's GCRT prints `≤49%`, then (columns the source does not give) `600–699%` and
    `≥700%`. The header read them as neighbours: 20% shifted one right read `600–699%`, and the book
    declared its right edge `not in source` (which the source does say: a shift past ≥700% uses it,
    13.4.1) to keep such answers out. A shift crossing the gap is now not in the source; shifts
    among the bands that meet, and past either edge, read as the rules say."""
    kg = compiled_book("khalkin_gol").module
    gcrt = kg.TABLES["gcrt"]
    for percent, shift in ((20, 1), (20, 2), (650, -1), (900, -2), (20, 9)):
        with pytest.raises(rt.NotInSource, match=r"crosses the columns between ≤49% and 600–699%"):
            gcrt.column(percent=percent, shift=shift)
    placed = {(p, s): gcrt.column(percent=p, shift=s) for p, s in ((20, -3), (650, 1), (650, 3), (900, -1), (900, 4))}
    assert {k: v.value for k, v in placed.items()} == {(20, -3): "≤49%", (650, 1): "≥700%", (650, 3): "≥700%",
                                                        (900, -1): "600–699%", (900, 4): "≥700%"}
    assert "13.4.1" in placed[(650, 3)].trace and "13.4.1" in placed[(20, -3)].trace   # (the edge rules)
    assert kg.gcrt_column_at(650, 3).value == "≥700%"
    with pytest.raises(rt.NotInSource, match=r"gcrt_column_at\(\) \[13.3\]: .*column 20% shifted 1 crosses"):
        kg.gcrt_column_at(20, 1)


@pytest.mark.parametrize("call, code, message", [
    ('t(roll: 1, column: 3, value: 4).text', "E402", "table t reads one column; column already gives it"),
    ('t(1, 3, percent: 4).text', "E402", "table t reads one column; the second argument already gives it"),
    ('t(roll: 1, column: 3, group: "x").text', "E402", "table t has no group headings to choose from"),
    ('t.column(column: 3:1)', "E401", "t has percent columns, not odds"),
    ('t.column(odds: 3:1)', "E401", "t has percent columns, not odds"),
    ('o.column(value: 3)', "E401", "o has odds columns; `value:` places a number"),
])
def test_a_lookup_gives_one_column_of_the_tables_kind(tmp_path, call, code, message):
    """Two columns read one of them without a word; odds on a percent table, or a number on an odds
    table, failed only when run; `group:` on a table without groups was ignored."""
    c = compile_text(tmp_path, f"""
        book args {{ title "A" side red "Red" side blue "Blue" dice 1d6 }}
        clause 1.0 "A" {{
          says "x"
          table t "T" {{
            roll 1d6
            columns percent
            | 1d6 | ≤49% | ≥50% |
            |-----|------|------|
            | 1-6 | a    | b    |
          }}
          table o "O" {{
            roll 1d6
            columns odds
            | 1d6 | 1:1 | 2:1 |
            |-----|-----|-----|
            | 1-6 | a   | b   |
          }}
          formula f() = {call}
        }}
    """)
    found = [(d.code, d.message) for d in c.diagnostics()]
    assert found == [(code, message)], found


def test_a_key_table_finds_its_row_without_reading_the_rows_before_it():
    """A lookup scanned the rows for its label: a table of 400 rows took 400 times as long to read
    at its last row as at its first (the vectors of a 400 × 40 table took 2.4 s). Rows are found by
    a dict, the first of a label as before, or the one in the group asked for."""
    from dsl.runtime_tables import Table
    rows = [f"U{i}" for i in range(400)] + ["U7"]
    t = Table("t", "T", "1.0", rows=rows, columns=["a"], cells=[[str(i)] for i in range(401)], effects=None,
              marks=None, row_kind="keys", column_kind="keys", groups=["g1"] * 200 + ["g2"] * 201)
    assert t.lookup(row="U399", column="a").text == "399"
    assert t.lookup(row="U7", column="a").text == "7"                 # the first of a label
    assert t.lookup(row="U7", column="a", group="g2").text == "400"   # or the one in the group asked for
    assert t._row_at[(None, "U399")] == 399


class _Label(str):
    """A column label that counts the comparisons made with it by `==`."""
    compared = 0

    def __eq__(self, other):
        _Label.compared += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


@pytest.mark.parametrize("kind, labels", [("keys", [f"c{i}" for i in range(400)]),
                                          ("differential", [f"+{i}" for i in range(400)])])
def test_a_table_finds_its_column_without_reading_the_columns_before_it(kind, labels):
    """The module a table is built in reads every roll of every column once (its fast answers): each
    read scanned the labels for the column's, so a table of 16,000 columns took 20 s to import. The
    labels are found by a dict: the same answers, at most one label compared by `==` for each read."""
    from dsl.runtime_tables import Table
    columns = [_Label(x) for x in labels]
    values = [(i, i) for i in range(400)] if kind == "differential" else ()
    _Label.compared = 0
    t = Table("t", "T", "1.0", rows=[str(r) for r in range(1, 7)], columns=columns,
              cells=[[f"{r}/{c}" for c in range(400)] for r in range(1, 7)], effects=None, marks=None,
              row_kind="roll", column_kind=kind, row_ranges=[(r, r) for r in range(1, 7)], column_values=values,
              dice="1d6")
    assert _Label.compared <= 6 * 400, _Label.compared   # (a scan: 200 a read on average)
    assert t.lookup(roll=6, column=labels[399]).text == "6/399" and t.lookup(roll=2, column=labels[0]).text == "2/0"
    if kind == "keys":   # (labels are in no order to shift along: refused since stop 62)
        with pytest.raises(rt.WrongType, match="its columns are labels, in no order to shift along"):
            t.lookup(roll=3, column=labels[200], shift=1)
    else:
        assert t.lookup(roll=3, column=labels[200], shift=1).text == "3/201"
    if kind == "differential":
        assert t.lookup(roll=4, differential=57).text == "4/57"


def test_the_cover_meets_what_the_ranges_one_by_one_meet():
    import random

    from dsl.labels import Cover
    rng = random.Random(7)
    for _ in range(200):
        cover, added = Cover(), []
        for _ in range(12):
            lo = rng.choice([None, rng.randint(-5, 30)])
            hi = rng.choice([None, (lo if lo is not None else 0) + rng.randint(0, 6)])
            r = (lo, hi)
            brute = any((r[0] is None or b[1] is None or r[0] <= b[1]) and (b[0] is None or r[1] is None or b[0] <= r[1])
                        for b in added)
            assert cover.meets(r) == brute, (added, r)
            cover.add(r)
            added.append(r)


def test_odds_off_a_table_are_written_as_odds(tmp_path):
    """An example's odds off the right edge read "column Ratio(2, 1) shifted 1 falls off…" (the
    Python repr), where an engine's call printed '2:1' (hard-input probe)."""
    c = compile_text(tmp_path, '''book bk { title "BK" side red "Red" side blue "Blue" dice 1d6 }
clause 1.0 "E" {
  says "x"
  table tt "T" {
    roll 1d6
    columns odds
    | 1d6 | 1:1 | 2:1 |
    |-----|---|---|
    | 1-6 | x | y |
  }
  example "e" { tt(roll: 3, column: 2:1, shift: 1) == "y" }
}
''')
    [error] = [d for d in c.diagnostics() if d.severity == "error"]
    assert "column '2:1' shifted 1 falls off its right edge" in error.message, error.message
    with pytest.raises(rt.OffTable, match=r"column '2:1' shifted 1 falls off"):
        c.module.tt(roll=3, column=rt.Ratio(2, 1), shift=1)


@pytest.mark.parametrize("label, digit, fixed", [("\u0663-4", "ARABIC-INDIC DIGIT THREE", "3-4"),
                                                 ("3-\u2074", "SUPERSCRIPT FOUR", "3-4")])
def test_a_row_label_with_a_digit_of_another_script_names_it_and_leaves_no_gap(tmp_path, label, digit, fixed):
    """`| ٣-4 |` pasted from a PDF: E305 with the general hint (the reference promises the digit), and
    an E301 "no row covers a roll of 3" beside it for the rolls the row was meant to cover."""
    c = compile_text(tmp_path, f'''
book t {{ title "T" side red "Red" side blue "Blue" dice 1d6 }}
clause 1 "C" {{
  says "x"
  table t "T" {{
    roll 1d6
    | 1d6 | a |
    |---|---|
    | 1-2 | x |
    | {label} | y |
    | 5-6 | z |
  }}
}}''')
    (d,) = c.diagnostics()
    assert (d.code, d.hint) == ("E305", f"'{label[0] if digit.startswith('ARABIC') else label[-1]}' ({digit}) is not "
                                        f"one of the digits 0-9: write {fixed}"), str(d)


@pytest.mark.parametrize("rows, said", [
    # rows `1`, `3-4`, `6-5`: once a bad label hid every gap of its table, "no row covers a roll of 2"
    # was not said; the backwards row counts as the rolls it means (5-6)
    (("1", "3-4", "6-5"), [("E301", "no row covers a roll of 2 on 1d6"), ("E305", "row label '6-5' runs backwards")]),
    # rows `1-2`, `4-2`, `5-6`: "no row covers a roll of 3" beside the E305, and the overlap said only
    # once the label was mended
    (("1-2", "4-2", "5-6"), [("E302", "row '4-2' overlaps row '1-2'"), ("E305", "row label '4-2' runs backwards")]),
])
def test_a_row_written_backwards_counts_as_the_rolls_it_means(tmp_path, rows, said):
    """(regression probes) The table's own gaps and overlaps are said beside the E305, and no others."""
    grid = "".join(f"    | {r} | {i} |\n" for i, r in enumerate(rows, 1))
    c = compile_text(tmp_path, '''
book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "C" {
  says "x"
  table u "U" {
    roll 1d6
    results number
    | 1d6 | Value |
    |---|---|
''' + grid + '''  }
}''')
    assert sorted((d.code, d.message) for d in c.diagnostics()) == said


@pytest.mark.parametrize("read, said", [
    ('effects(row: "Woods", column: "Combat").mf', "column 'Combat' of effects reads results shift_cell, which have no "
                                                   "field or kind mf"),
    ('effects(hill, "Move").columns', "column 'Move' of effects reads results cost_cell, which have no field or kind "
                                      "columns"),
])
def test_a_field_a_named_columns_results_never_give_is_e202_where_it_is_read(tmp_path, read, said):
    """`tec("Woods", "Movement").amount`: another column's vocabulary has `amount`, so the check let it
    pass, and the example failed when run (FieldNotGiven, E501: the designer probe)."""
    bad = BOOK.replace('effects(row: hill, column: "Move").mf == 3', f"{read} == 3")
    found = [d for d in compile_text(tmp_path, bad).diagnostics() if d.severity == "error"]
    assert [(d.code, d.message) for d in found] == [("E202", said)], [str(d) for d in found]
