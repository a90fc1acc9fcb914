"""A table rewrite exception that fires adds the clauses its condition read (constants, formulas,
tables) to the answer's trace, after its own clause, as the other exceptions do (issue 12 item 11):
in the generated Python (`_rt.rewrite`), in the vectors and in the JavaScript evaluator of book.json.
An exception that does not fire, or fires and changes nothing, leaves the trace as it was, and an
answer kept for one case never carries the clauses of another."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from compiler.to_json import export
from compiler.to_vectors import vectors

EVALUATOR = Path(__file__).resolve().parent / "js" / "evaluator.mjs"

BOOK = '''
book probe { title "Probe" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "Combat results" {
  says "Read the table."
  results result "Combat result" {
    "DR{retreat}" => defender "The defender retreats {retreat} hexes"
    "NE" => no_effect "No effect"
  }
  table crt "Combat Results Table" {
    roll 1d6
    columns odds
    results result
    | 1d6 | 1-1 | 2-1 |
    |-----|-----|-----|
    | 1-3 | NE  | DR2 |
    | 4-6 | DR1 | DR3 |
  }
}
clause 2 "Depth" {
  says "A city is 2 deep; anything else is as deep as its hexes, beyond the limit of [4]."
  fact in_city: flag = no "The defender is in a city"
  fact hexes: count = 0 "Hexes of depth"
  formula depth() "Depth of the position" = if in_city then city_depth else hexes
}
clause 3 "Deep positions hold" {
  says "A defender in a deep position retreats 1 hex only."
  exception deep_holds "Deep positions hold" {
    overrides crt
    when depth() >= limit
    rewrite defender.retreat: 2 -> 1, 3 -> 1
  }
}
clause 4 "Limit" { says "The limit is 2." constant limit = 2 "Depth limit" }
clause 5 "City depth" { says "A city is 2 deep." constant city_depth = 2 "Depth of a city" }
'''


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    folder = tmp_path_factory.mktemp("rewrite_trace")
    (folder / "book.rules").write_text(BOOK, encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [str(d) for d in c.diagnostics() if d.severity == "error"]
    return c


def _crt(c, **facts):
    return c.module.crt(roll=facts.pop("roll", 5), column=facts.pop("column", "2-1"), **facts)


def test_a_firing_rewrite_adds_the_clauses_its_condition_read(probe):
    city = _crt(probe, in_city=True)
    assert (city.text, city.retreat) == ("DR3", 1)
    assert city.trace == ("1", "3", "2", "5", "4")    # the table, the exception, then depth, city_depth, limit
    deep = _crt(probe, hexes=4)
    assert deep.retreat == 1 and deep.trace == ("1", "3", "2", "4")   # no city: city_depth was not read


def test_the_kept_rewrite_of_one_case_is_not_given_to_another(probe):
    # the same cell, the same exception firing, conditions that read different clauses: asked in
    # turn and again, each keeps its own trace
    for _ in range(2):
        assert _crt(probe, in_city=True).trace == ("1", "3", "2", "5", "4")
        assert _crt(probe, hexes=2).trace == ("1", "3", "2", "4")
    probe.module.crt.forget()
    assert _crt(probe, hexes=3).trace == ("1", "3", "2", "4")


def test_a_rewrite_that_does_not_fire_or_changes_nothing_keeps_the_trace(probe):
    shallow = _crt(probe, hexes=1)
    assert shallow.retreat == 3 and shallow.trace == ("1",)
    unchanged = _crt(probe, roll=5, column="1-1", in_city=True)    # DR1: 1 -> 1 is no change
    assert unchanged.retreat == 1 and unchanged.trace == ("1",)
    changed = _crt(probe, roll=1, in_city=True)                     # DR2: 2 -> 1 changes it
    assert changed.retreat == 1 and changed.trace == ("1", "3", "2", "5", "4")


def test_the_vectors_carry_the_clauses_and_the_javascript_evaluator_agrees(probe, tmp_path):
    data = vectors(probe)
    fired = [v for v in data["vectors"] if v["kind"] == "exception" and v["construct"] == "deep_holds"
             and "3" in v["expected"]["trace"]]
    assert fired and all(v["expected"]["trace"][:3] == ["1", "3", "2"] and "4" in v["expected"]["trace"]
                         for v in fired)
    node = shutil.which("node")
    if node is None:
        pytest.skip("node (Node.js) is not on PATH")
    book_json, vectors_json = tmp_path / "book.json", tmp_path / "vectors.json"
    book_json.write_text(json.dumps(export(probe.ir)), encoding="utf-8")
    vectors_json.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([node, str(EVALUATOR), str(book_json), str(vectors_json), "--max", "5"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
