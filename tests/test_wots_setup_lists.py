"""War of the Suns set-up lists (27.0 existing bases, the mini scenarios' construction, the
operational scenarios' construction and unit set-up): every number that carries a rule is a
formal construct, and the place lists are tables an engine can read row by row."""
from __future__ import annotations

import importlib
import re

import pytest

from compiler.number_coverage import uncarried
from conftest import compiled_book

# The clauses this transcription pass covered (the brief's list), by id prefix or exact id.
_SCOPE = re.compile(r"^(27\.(contents|airbases|naval_bases)(\..*)?"
                    r"|28\.0|28\.(double_gamble|plan_b|retreat_to_victory)\.construction"
                    r"|28\.retreat_to_victory\.rules\.3"
                    r"|29\.0|29\.\w+\.setup\.(construction(\..*)?|units))$")
_NO_RULE = re.compile(r"carr(y|ies) no rule")


@pytest.fixture(scope="module")
def book():
    c = compiled_book("war_of_the_suns")
    assert c.ok
    return c


@pytest.fixture(scope="module")
def wots(book):
    return importlib.import_module("war_of_the_suns")


def test_scope_names_real_clauses(book):
    ids = [c.id for c in book.ir.clauses if _SCOPE.match(c.id)]
    # 27: contents, two lists of five sides each (13); 28: 0, three construction clauses, one
    # special rule (5); 29: 0, three construction clauses with 4, 8 and 8 lists, four unit clauses (28)
    assert "27.airbases.siam" in ids and "29.ichi_go.setup.construction.naval_bases" in ids
    assert len(ids) == 46, ids


def test_numbers_in_prose_are_carried_or_noted_as_carrying_no_rule(book):
    clauses = {c.id: c for c in book.ir.clauses}
    left = [(u.clause, u.number) for u in uncarried(book.ir) if _SCOPE.match(u.clause)]
    unexplained = [(cid, n) for cid, n in left if not any(_NO_RULE.search(x) for x in clauses[cid].notes)]
    assert unexplained == []
    # what stays prose is the contents, the years of history and the scenarios' own numbers
    assert {cid for cid, _ in left} <= {"27.contents", "28.0", "29.0", "29.china_isolated.setup.units"}


def _list_tables(book):
    return [t for t in book.ir.tables if _SCOPE.match(t.clause) and t.clause.split(".")[0] in ("27", "28", "29")]


def test_list_tables_number_their_rows_and_check_first_and_last(book, wots):
    """A list is read by its row: the Turn 0 bases by their place (`row: "Hankow"`), the other
    lists (stretches of road, pairs of hexes) by their printed order, numbered 1..n."""
    tables = _list_tables(book)
    assert len(tables) >= 40
    checks = [w for e in book.ir.examples for w in e.written]
    for t in tables:
        table = wots.TABLES[t.id]
        by_place = t.clause.startswith(("27.airbases.", "27.naval_bases."))
        if by_place:
            assert table.columns == ("Hex", "Province") and all(not r.isdigit() for r in table.rows), t.id
        else:
            assert list(table.rows) == [str(i) for i in range(1, len(table.rows) + 1)], t.id
        assert table.columns[0] != "#"
        rows = {m for w in checks for m in re.findall(rf'\b{t.id}\(row: "([^"]+)"', w)}
        assert {table.rows[0], table.rows[-1]} <= rows, (t.id, rows)


def test_hex_cells_are_four_digits_as_printed(book, wots):
    for t in _list_tables(book):
        table = wots.TABLES[t.id]
        for column in ("Hex", "From", "To", "Hexes"):
            if column not in table.columns:
                continue
            for row in table.rows:
                cell = table.cell(row, column)
                assert cell == "" or re.fullmatch(r"(\w[\w ]* \()?\d{4}(/\d{4})?\)?", cell), (t.id, row, column, cell)


def test_engine_reads_the_lists(wots):
    kmt = wots.TABLES["airbases_kmt_turn0"]
    assert [r for r in kmt.rows if kmt.cell(r, "Province") == "Kiangsu"] == ["Nanking", "Suchow", "Shanghai"]
    assert kmt.lookup(row="Hankow", column="Hex").text == "2816"
    assert wots.TABLES["airbases_japan_turn0"].cell("Off-map airbases", "Hex") == ""   # off-map: no hex printed
    ichi = wots.TABLES["ichi_go_airbases_built"]
    assert len(ichi.rows) == 15 and ichi.cell("7", "Place") == "Hengyang" and ichi.cell("7", "Hex") == "3814"
    china = wots.TABLES["china_isolated_airbases_built"]
    assert [china.cell(r, "Place") for r in china.rows] == [ichi.cell(r, "Place") for r in ("1", "2")]
    assert wots.TABLES["plan_b_railroads_removed"].cell("2", "To") == ""     # printed without an end hex
    assert wots.TABLES["ichi_go_roads_extended"].cell("10", "Route") == "Burma Road"


def test_battles_of_changsha_removes_the_38d_on_turn_18(wots):
    removals = wots.SCENARIOS["battles_of_changsha"].removals
    assert [(r.side, r.turn, r.units) for r in removals] == [("japan", 18, "IJA 38D (Turn 9, 7-8-5)")]
    assert "AS+DS" in removals[0].remark
    garrison = wots.TABLES["battles_of_changsha_yunnan_garrison"]
    assert [garrison.cell(r, "Unit") for r in garrison.rows] == ["KMT 5A (Ho, Turn 7, 11-9-5)", "6A (Chen, Expanded, 6-7-4)"]
