"""Issue 12 items 1, 2 and 5, with the issue's own syntax: result codes with fixed fields, odds
columns printed with a hyphen, and forbidden table edges — parsed, checked, compiled and answered."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from compiler.to_json import export
from dsl import runtime as rt

EVALUATOR = Path(__file__).resolve().parent / "js" / "evaluator.mjs"

BOOK = '''
book probe { title "Probe" side axis "Axis" side soviet "Soviet" dice 1d6 }
clause 6.3 "Odds" { says "Odds below 1-1 are not allowed." }
clause 6.4 "Combat results" {
  says "Read the table."
  results bfm_result "Combat result" {
    "DR" => defender_retreat "The defender retreats 2 hexes" { retreat: 2 }
    "DR{retreat}" => defender "The defender retreats {retreat} hexes" { loss: 0 }
    "D{loss}" => defender "The defender loses {loss} steps"
    "NE" => no_effect "No effect"
  }
  table crt "Combat Results Table" {
    roll 1d6
    columns odds
    results bfm_result
    off left: forbid "Odds below 1-1 are not allowed [6.3]"
    off right: clamp
    | 1d6 | 1-1 | 2-1 | 3-1 |
    |-----|-----|-----|-----|
    | 1-2 | NE  | DR  | DR1 |
    | 3-6 | DR  | D1  | D2  |
  }
  exception shorter "A shorter retreat" { overrides crt  rewrite defender_retreat.retreat: 2 -> 1 }
  example { crt(roll: 1, column: "2-1").retreat == 1 }
  formula retreat_at(roll: integer) "Hexes of retreat" = crt(roll: roll, column: "2-1").retreat
}
'''


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    folder = tmp_path_factory.mktemp("probe")
    (folder / "book.rules").write_text(BOOK, encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics() if d.severity == "error"]
    return c


def test_a_fixed_field_is_read_on_every_cell_of_its_code(probe):
    crt = probe.module.TABLES["crt"]
    for roll, column in ((1, "2-1"), (2, "2-1"), (3, "1-1"), (6, "1-1")):
        answer = crt.lookup(roll=roll, column=column)
        assert answer.text == "DR" and answer.retreat == 2 and answer.defender_retreat.retreat == 2


def test_a_fixed_field_beside_printed_ones(probe):
    answer = probe.module.TABLES["crt"].lookup(roll=1, column="3-1")
    assert (answer.text, answer.loss, answer.retreat) == ("DR1", 0, 1)


def test_a_field_neither_printed_nor_fixed_is_an_error_not_zero(probe):
    answer = probe.module.TABLES["crt"].lookup(roll=3, column="2-1")   # D1: no retreat given
    assert answer.loss == 1
    with pytest.raises(rt.FieldNotGiven, match="retreat"):
        answer.retreat
    assert getattr(answer, "retreat", None) is None   # still an AttributeError for getattr/hasattr


def test_a_rewrite_exception_changes_a_fixed_field(probe):
    assert probe.module.crt(roll=1, column="2-1").retreat == 1
    assert probe.module.TABLES["crt"].lookup(roll=1, column="2-1").retreat == 2


def test_hyphenated_odds_are_placed_by_computed_odds_and_keep_their_label(probe):
    crt = probe.module.TABLES["crt"]
    assert crt.lookup(roll=3, odds=rt.odds(9, 4)).column == "2-1"
    assert crt.lookup(roll=3, odds="7:2").column == "3-1"
    assert crt.lookup(roll=3, column=rt.Ratio(2, 1)).column == "2-1"
    assert crt.lookup(roll=3, column="5-1").column == "3-1"   # clamped on the right
    assert rt.Ratio.parse("3-1") == rt.Ratio(3, 1)


def test_an_engine_may_name_a_hyphenated_column_either_way(probe):
    crt = probe.module.crt
    assert crt(roll=3, column="2-1") == crt(roll=3, column="2:1") == "D1"
    assert crt(roll=3, column="2:1").column == "2-1"
    assert crt(roll=3, odds="9-4").column == "2-1"
    with pytest.raises(rt.UnprintedColumn):
        crt(roll=3, column="4-1")


def test_a_forbidden_edge_raises_naming_table_clause_and_message(probe):
    with pytest.raises(rt.ForbiddenLookup) as err:
        probe.module.crt(roll=3, odds=rt.odds(2, 3))
    assert err.value.table == "crt" and err.value.clause == "6.3"
    assert err.value.rule == "Odds below 1-1 are not allowed [6.3]"
    assert "crt" in str(err.value) and "[6.3]" in str(err.value) and "not allowed" in str(err.value)
    assert isinstance(err.value, rt.RulesInputError)
    with pytest.raises(rt.ForbiddenLookup):
        probe.module.TABLES["crt"].lookup(roll=3, column="1-1", shift=-1)


def test_the_export_carries_fixed_fields_and_forbidden_edges(probe):
    data = json.loads(json.dumps(export(probe.ir)))
    patterns = {p["pattern"]: p for v in data["vocabularies"] for p in v["patterns"]}
    assert patterns["DR"]["fields"] == [["retreat", 2]]
    table = next(t for t in data["tables"] if t["id"] == "crt")
    assert table["columns"] == ["1-1", "2-1", "3-1"] and table["column_positions"] == [0, 1, 2]
    left = next(e for e in table["edges"] if e["where"] == "left")
    assert left["forbid"] == "Odds below 1-1 are not allowed [6.3]" and left["clause"] == "6.3"


def test_odds_ranges_stay_ranges_outside_odds_tables(tmp_path):
    text = BOOK.replace("columns odds", "columns numbers").replace("off left: forbid \"Odds below 1-1 are not allowed [6.3]\"\n", "")
    (tmp_path / "book.rules").write_text(text, encoding="utf-8")
    c = compile_book(tmp_path)
    # 1-1, 2-1 read as numbers: 2-1 is no range (low above high), so the labels are refused
    assert not c.ok and any(d.code == "E305" and "2-1" in d.message for d in c.diagnostics())


def test_the_js_evaluator_answers_the_probe_vectors(probe, tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    from compiler.to_vectors import vectors
    doc = vectors(probe)
    errors = {v["expected"].get("error") for v in doc["vectors"]}
    assert "ForbiddenLookup" in errors   # the edge and placement vectors beyond the forbidden edge
    book, vecs = tmp_path / "book.json", tmp_path / "vectors.json"
    book.write_text(json.dumps(export(probe.ir)), encoding="utf-8")
    vecs.write_text(json.dumps(doc), encoding="utf-8")
    done = subprocess.run([node, str(EVALUATOR), str(book), str(vecs), "--max", "5"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr



def _formula_vector(n: int, roll: int, expected: dict) -> dict:
    return {"id": f"probe/6.4/retreat_at/{n:03}", "kind": "formula", "construct": "retreat_at", "clause": "6.4",
            "clauses": ["6.4"], "description": f"retreat_at({roll})",
            "input": {"call": "formula", "function": "retreat_at", "args": [{"type": "number", "value": roll}],
                      "keywords": {}, "facts": {}, "scenario": None, "options": None},
            "expected": expected}


def test_both_evaluators_refuse_a_field_the_cell_does_not_give(probe, tmp_path):
    """D1 gives a loss and no retreat: Python and the JS evaluator both raise FieldNotGiven, and
    both answer the fixed (and rewritten) retreat of DR."""
    assert probe.module.retreat_at(1).value == 1
    with pytest.raises(rt.FieldNotGiven):
        probe.module.retreat_at(3)
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    book, vecs = tmp_path / "book.json", tmp_path / "vectors.json"
    book.write_text(json.dumps(export(probe.ir)), encoding="utf-8")

    def run(expected_for_3: dict) -> subprocess.CompletedProcess:
        doc = {"schema": 3, "book": "probe", "count": 2, "vectors": [
            _formula_vector(1, 1, {"value": {"type": "number", "value": 1}, "trace": ["6.4"]}),
            _formula_vector(2, 3, expected_for_3)]}
        vecs.write_text(json.dumps(doc), encoding="utf-8")
        return subprocess.run([node, str(EVALUATOR), str(book), str(vecs)], capture_output=True, text=True, timeout=120)

    done = run({"error": "FieldNotGiven", "message": ""})
    assert done.returncode == 0, done.stdout + done.stderr
    done = run({"value": {"type": "number", "value": 0}, "trace": ["6.4"]})   # a silent 0 would pass this
    assert done.returncode == 1 and "FieldNotGiven" in done.stdout + done.stderr


# ---------------------------------------------------------------- parsing and building
def _build(text: str):
    from dsl.builder import Builder
    from dsl.diagnostics import Report
    from dsl.parser import parse
    from dsl.source import SourceFile
    report = Report()
    src = SourceFile("t.rules", text)
    trees = parse(src, report)
    b = Builder(report)
    b.add_file(src.path, trees)
    assert not report.errors, [d.message for d in report.diagnostics]
    return b.items


def test_fixed_fields_parse_on_one_line_or_several_and_after_blank():
    r = _build('results r {\n  "DR" => defender_retreat "The defender retreats 2 hexes" { retreat: 2 }\n'
               '  "DR{retreat}" => defender "x" {\n    loss: 0,\n    half: 1/2,\n  }\n'
               '  "X" => other { shift: -1, rate: 0.5 }\n  blank => none "nothing" { loss: 0 }\n}\n')["results"][0]
    dr, drr, x = r.patterns
    assert (dr.kind, dr.meaning, [(f.name, f.value) for f in dr.fixed]) == \
        ("defender_retreat", "The defender retreats 2 hexes", [("retreat", "2")])
    assert [(f.name, f.value) for f in drr.fixed] == [("loss", "0"), ("half", "1/2")]
    assert [(f.name, f.value) for f in x.fixed] == [("shift", "-1"), ("rate", "0.5")] and x.meaning == ""
    assert (r.blank.kind, [(f.name, f.value) for f in r.blank.fixed]) == ("none", [("loss", "0")])
    assert (dr.fixed[0].span.line, dr.fixed[0].span.column) == (2, 62)   # at `retreat:`


def test_forbid_is_an_edge_action_whose_message_cites_the_clause():
    t = _build('table t "T" {\n  columns odds\n  off left: forbid "Odds below 1-1 are not allowed [6.3]"\n'
               '  roll above 6: forbid "No." [7.1]\n}\n')["tables"][0]
    left, above = t.edges
    assert (left.where, [(a.kind, a.value) for a in left.actions], left.clause) == \
        ("left", [("forbid", "Odds below 1-1 are not allowed [6.3]")], "6.3")
    assert (above.where, above.bound, above.clause) == ("above", 6, "7.1")
    assert [r.target for r in t.refs] == ["6.3", "7.1"]


def test_fixed_values_are_exact_numbers():
    from fractions import Fraction
    from dsl.vocabulary import Vocabulary
    r = _build('results r {\n  "DR" => d { retreat: 2, half: 1/2, rate: 0.5, back: -1 }\n}\n')["results"][0]
    assert Vocabulary(r).parse("DR") == (("d", (("retreat", 2), ("half", Fraction(1, 2)),
                                                ("rate", Fraction(1, 2)), ("back", -1))),)


def test_a_signed_field_reads_the_typographic_minus_as_tables_print_it():
    """`{+mod}` matched `+1` and `-1` but not `−1` (U+2212), which printed tables use and which plain
    number cells already read: a designer copying a cell had E303 for it."""
    from dsl.vocabulary import Vocabulary
    r = _build('results r {\n  "{+mod}" => modify "Modify the roll by {mod}"\n  "X{n}" => x\n}\n')["results"][0]
    v = Vocabulary(r)
    assert [v.parse(c) for c in ("\u22121", "-1", "+2")] == [(("modify", (("mod", -1),)),),
                                                            (("modify", (("mod", -1),)),), (("modify", (("mod", 2),)),)]
    assert v.parse("X\u22121") is None   # (an unsigned field takes no sign of any kind)


def test_forbid_without_its_words_is_e307_at_forbid(tmp_path):
    """`off left: forbid` and then `off right: clamp`: E001 "unexpected 'off'" at the next line (or at
    the grid), naming nothing, and the rest of the book unchecked."""
    (tmp_path / "book.rules").write_text(BOOK.replace('forbid "Odds below 1-1 are not allowed [6.3]"', "forbid"),
                                         encoding="utf-8")
    found = [(d.code, d.span.line, d.span.column) for d in compile_book(tmp_path).diagnostics() if d.severity == "error"]
    line = BOOK.splitlines().index('    off left: forbid "Odds below 1-1 are not allowed [6.3]"') + 1
    assert found == [("E307", line, 15)], found
