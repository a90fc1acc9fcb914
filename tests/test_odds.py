"""`rules odds`: the exact chance of each result of a book's dice tables. The chances are checked
against hand counts from the printed tables (the seeds), and against the generated packages' own
lookups called once for every way the dice can fall."""
from __future__ import annotations

import importlib
import itertools
import json
import subprocess
import sys
from fractions import Fraction

import pytest

from compiler.odds import columns_of, dice_tables, dice_totals, percent, report
from conftest import ROOT, bundled_books, compiled_book


def rules(*args):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True, text=True)


def _book(name: str) -> tuple:
    """A bundled book's rule model and its compiled module's tables, as `report` reads them."""
    c = compiled_book(name)
    return c.ir, c.module.TABLES


def column_chances(found: dict, table: str, column: str, header: str | None = None) -> dict:
    """One column's chances: result (None for no result) → Fraction."""
    t = next(t for t in found["tables"] if t["table"] == table)
    return {r["result"]: Fraction(r["fraction"]) for r in t["chances"]
            if r["column"] == column and r["header"] == header}


def test_dice_totals_count_every_way_the_dice_fall():
    two = dice_totals("2d6")
    assert two[7] == 6 and two[2] == two[12] == 1 and sum(two.values()) == 36 and list(two) == list(range(2, 13))
    assert dice_totals("1d6") == {n: 1 for n in range(1, 7)}
    assert sum(dice_totals("3d6").values()) == 216 and dice_totals("3d6")[10] == 27


def test_percent_is_exact_with_one_decimal():
    assert percent(Fraction(5, 18)) == "27.8" and percent(Fraction(1, 12)) == "8.3"
    assert percent(Fraction(1, 2000)) == "0.1" and percent(Fraction(1)) == "100.0" and percent(Fraction(0)) == "0.0"


@pytest.mark.parametrize("book", bundled_books())
@pytest.mark.parametrize("drm, shift", [(0, 0), (1, 0), (-3, 0), (0, 2), (2, -3)])
def test_each_column_sums_to_one(book, drm, shift):
    found = report(*_book(book), drm, shift)
    assert found["tables"], book
    for t in found["tables"]:
        sums: dict = {}
        for r in t["chances"]:
            key = (r["header"], r["column"])
            sums[key] = sums.get(key, 0) + Fraction(r["fraction"])
        assert sums and all(s == 1 for s in sums.values()), (t["table"], sums)


def test_changsha_crt_by_hand_from_the_printed_table():
    """The seed's 1:3 column: A1R2 on 2-3, 4, 5 (1+2+3+4 of 36 ways), A1R1 on 6 (5), A1 on 7, 8,
    9-10 (6+5+4+3), A1/D1 on 11, 12 (2+1)."""
    found = report(*_book("changsha"), only="crt")
    assert column_chances(found, "crt", "1:3") == {"A1R2": Fraction(10, 36), "A1R1": Fraction(5, 36),
                                                   "A1": Fraction(18, 36), "A1/D1": Fraction(3, 36)}
    assert found["tables"][0]["unreachable_rows"] == []


def test_shanghai_crt_by_hand_from_the_printed_table():
    """The aid's 0 column on Clear is its sixth: Ex, Ex, blank, A1, A1, (A) for rolls 1 to 6; on
    City; River the third: A1, A1, then (A) from 3 to 6."""
    found = report(*_book("shanghai_incident"))
    assert column_chances(found, "crt", "0", "Clear") == {"Ex": Fraction(1, 3), "": Fraction(1, 6),
                                                          "A1": Fraction(1, 3), "(A)": Fraction(1, 6)}
    assert column_chances(found, "crt", "0", "City; River") == {"A1": Fraction(1, 3), "(A)": Fraction(2, 3)}


def test_a_modifier_past_the_last_row_reads_as_the_edge_rule_says():
    """Changsha [13.0] (our reading): a total above 12 is read on the 12 row. At 5:1 D2R3 is 8 and
    up: 15 of 36 ways unmodified, 21 with +1 (a 12 rolled makes 13, read on the 12 row)."""
    c = compiled_book("changsha")
    assert column_chances(report(c.ir, c.module.TABLES, 0, 0, "crt"), "crt", "5:1")["D2R3"] == Fraction(15, 36)
    plus = report(c.ir, c.module.TABLES, 1, 0, "crt")
    assert column_chances(plus, "crt", "5:1")["D2R3"] == Fraction(21, 36)
    assert plus["tables"][0]["past_rows"][0]["total"] == 13
    assert plus["tables"][0]["past_rows"][0]["reads"][0].startswith("read on the row 12 [13.0]")
    # below the first row: a total of 1 is read on the 2-3 row, A1R2 at 1:3 for 2 to 6 rolled
    assert column_chances(report(c.ir, c.module.TABLES, -1, 0, "crt"), "crt", "1:3")["A1R2"] == Fraction(15, 36)
    # -2: the 11 and 12 rows are out of reach
    assert report(c.ir, c.module.TABLES, -2, 0, "crt")["tables"][0]["unreachable_rows_at_drm"] == ["11", "12"]


def test_a_shift_off_the_right_edge_adds_to_the_roll_as_the_rule_says():
    """Changsha [12.7.1]: 5:1 shifted two right is read on 5:1 with +2: D2R3 for a rolled 6 and up."""
    found = report(*_book("changsha"), 0, 2, "crt")
    assert column_chances(found, "crt", "5:1")["D2R3"] == Fraction(26, 36)
    off = {o["column"]: o for o in found["tables"][0]["shifted_off"]}
    assert set(off) == {"4:1", "5:1"} and off["5:1"]["reads"] == "5:1" and off["5:1"]["drm"] == 2


def test_a_roll_with_no_row_is_reported_not_dropped():
    """The Shanghai aid prints rows 1 to 6 and no rule for a total below them: -1 leaves a rolled 1
    with no result, a sixth of every column."""
    found = report(*_book("shanghai_incident"), -1, 0)
    chances = column_chances(found, "crt", "0", "Clear")
    assert chances[None] == Fraction(1, 6)
    t = found["tables"][0]
    assert any(r["result"] is None and r["no_result"] == "no row and no rule for that total" for r in t["chances"])
    assert t["unreachable_rows_at_drm"] == ["6"] and t["unreachable_rows"] == []


def test_a_table_the_source_does_not_give_has_no_result():
    found = report(*_book("khalkin_gol"), only="gcrt")
    t = found["tables"][0]
    assert t["missing"] and {r["result"] for r in t["chances"]} == {None}
    assert {r["no_result"] for r in t["chances"]} == {"the source does not give it"}


def _counted(table, dice: str, column, selector: dict, drm: int, shift: int) -> dict:
    """One column's chances counted from the generated package's own lookup, called for every way
    the dice can fall (each die's faces, not their totals)."""
    count, sides = (int(x) for x in dice.split("d"))
    got: dict = {}
    falls = list(itertools.product(range(1, sides + 1), repeat=count))
    for faces in falls:
        try:
            result = table.lookup(roll=sum(faces) + drm, column=column, shift=shift, **selector).text
        except Exception:   # (any refusal is "no result")
            result = None
        got[result] = got.get(result, 0) + 1
    return {r: Fraction(n, len(falls)) for r, n in got.items()}


@pytest.mark.parametrize("book", bundled_books())
@pytest.mark.parametrize("drm, shift", [(0, 0), (2, 0), (-2, 1), (0, -2)])
def test_the_chances_agree_with_the_generated_package(book, drm, shift):
    package = importlib.import_module(book)   # (the bundled package, from generated/)
    c = compiled_book(book)
    found = report(c.ir, c.module.TABLES, drm, shift)
    assert [t["table"] for t in found["tables"]] == [t.id for t in dice_tables(c.ir)]
    for table in dice_tables(c.ir):
        for header, label, selector in columns_of(table):
            # (named columns are read unshifted: see test_a_shift_is_not_applied_to_named_columns)
            expected = _counted(package.TABLES[table.id], table.dice, label or None, selector, drm,
                                shift if table.column_kind != "keys" else 0)
            assert column_chances(found, table.id, label, header or None) == expected, (table.id, header, label)


def test_the_command_prints_the_chances_and_the_notes():
    out = rules("odds", "changsha", "crt", "--drm", "1")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Battle of Changsha: chances of each result, die-roll modifier +1, no column shift"
    # +1: A1R2 for 2 to 4 rolled (6 of 36), A1R1 for 5 (4), A1 for 6 to 9 (20), A1/D1 for 10 to 12 (6)
    assert "  1:3  A1R2: 16.7%   A1R1: 11.1%   A1: 55.6%   A1/D1: 16.7%" in lines
    assert any("A total of 13 is past the printed rows: read on the row 12 [13.0]" in line for line in lines)


def test_the_json_is_deterministic_records_with_fractions():
    first, second = rules("odds", "shanghai_incident", "--json"), rules("odds", "shanghai_incident", "--json")
    assert first.returncode == 0 and first.stdout == second.stdout
    data = json.loads(first.stdout)
    record = data["tables"][0]["chances"][0]
    assert {"table", "header", "column", "result", "fraction", "percent"} <= record.keys()
    assert Fraction(record["fraction"]) and isinstance(record["percent"], float)


@pytest.mark.parametrize("args, said", [
    (["odds", "changsha", "crtx"], "rules odds: error: changsha has no table 'crtx' (did you mean crt?); its dice "
                                   "tables are barrage_table, crt"),
    (["odds", "changsha", "terrain_effects"], "rules odds: error: table terrain_effects (Terrain Effects Key) is "
                                              "not read by a roll of dice"),
    (["odds", "no_such_book"], "rules odds: error: no rulebook or .rules file named 'no_such_book'"),
    (["odds", "changsha", "--drm", "x"], "argument --drm: not a whole number: 'x'"),
    (["odds", "changsha", "--shift", "5000"], "argument --shift: 5000 is too far"),
])
def test_bad_input_is_a_message_and_exit_2(args, said):
    out = rules(*args)
    assert out.returncode == 2 and said in out.stderr and "Traceback" not in out.stderr, out.stderr


@pytest.mark.parametrize("book", bundled_books())
def test_the_tables_built_for_the_web_book_read_as_the_package(book):
    """The web book counts its chances on `Table`s built from the arguments the package builds them
    with (`runtime_table`), without loading the package: the same chances, notes and all."""
    from compiler.table_data import runtime_table
    c = compiled_book(book)
    built = {t.id: runtime_table(t, c.ir) for t in c.ir.tables}
    for drm, shift in ((0, 0), (1, -1)):
        assert report(c.ir, built, drm, shift) == report(c.ir, c.module.TABLES, drm, shift)


def test_a_shift_is_not_applied_to_named_columns():
    """The Random Events Table's columns are turn spans, not an order: a shift asked for the whole
    book leaves them as printed (a 2 on Turns 1-5 is still Massacre) and says so; asked for that
    table alone, it is a usage error."""
    ir_book, tables = _book("war_of_the_suns")
    found = report(ir_book, tables, 0, 1)
    events = next(t for t in found["tables"] if t["table"] == "random_events")
    assert events["shift"] == 0 and found["shift"] == 1
    assert column_chances(found, "random_events", "Turns 1-5")["Massacre"] == Fraction(5, 36)   # 2 and 5 rolled
    assert column_chances(found, "random_events", "Turns 27-End") == column_chances(
        report(ir_book, tables), "random_events", "Turns 27-End")
    out = rules("odds", "war_of_the_suns", "--shift", "1")
    assert "Its columns are named, not in an order: the column shift is not applied to it." in out.stdout
    out = rules("odds", "war_of_the_suns", "random_events", "--shift", "1")
    assert out.returncode == 2 and "a column shift does not apply to it" in out.stderr, out.stderr
    shifted = report(*_book("changsha"), 0, 2)
    assert [t["shift"] for t in shifted["tables"]] == [2, 2]   # the CRT's odds, the Barrage Table's points


def test_a_total_past_the_rows_counts_what_the_column_edge_adds():
    """Changsha's CRT shifted +2: 4:1 and 5:1 run off the right edge and are read on 5:1 with +1 and
    +2 to the roll [12.7.1], so a 12 rolled reads 13 and 14, past the printed rows: the designers'
    notes name both totals, as they would for --drm 2."""
    found = report(*_book("changsha"), 0, 2, "crt")
    past = found["tables"][0]["past_rows"]
    assert [p["total"] for p in past] == [13, 14]
    assert past[1]["reads"] == ["read on the row 12 [13.0] (our reading: the source does not say)"]
    assert [p["total"] for p in report(*_book("changsha"), 0, 0, "crt")["tables"][0]["past_rows"]] == []


def test_each_json_record_says_its_kind_and_the_totals_that_give_it():
    """An engine author can check a lookup roll by roll: Changsha's 1:3 column gives A1R2 (an
    attacker's result) on 2 to 5 rolled, and with +1 on 2 to 4; the CAS roll's "no result" with +1
    comes from a 6 rolled."""
    def record(found, column, result):
        return next(r for r in found["tables"][0]["chances"] if r["column"] == column and r["result"] == result)
    crt = record(report(*_book("changsha"), 0, 0, "crt"), "1:3", "A1R2")
    assert (crt["kind"], crt["rolled"], crt["fraction"]) == ("attacker", [2, 3, 4, 5], "5/18")
    assert record(report(*_book("changsha"), 1, 0, "crt"), "1:3", "A1R2")["rolled"] == [2, 3, 4]
    cas = record(report(*_book("khalkin_gol"), 1, 0, "cas_roll"), "Result", None)
    assert (cas["kind"], cas["rolled"], cas["no_result"]) == (None, [6], "no row and no rule for that total")
    out = json.loads(rules("odds", "khalkin_gol", "cas_roll", "--json").stdout)
    assert [(r["result"], r["kind"], r["rolled"]) for r in out["tables"][0]["chances"]] == [
        ("Success", "success", [1, 2, 3, 4]), ("Unsuccessful", "failure", [5, 6])]
