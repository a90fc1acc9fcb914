"""The kitchen-sink book (tests/cases/kitchen_sink): a synthetic book whose conformance vectors test
the constructs and errors no bundled book uses (halving and rounding builtins, `where`/`best`/
`count`/`all`, `applies always`, a combine's `at most`, `forbid` edges, roll edges beyond the
rows, row groups, FieldNotGiven, UndefinedResult). Its vectors, computed by the compiler, are
passed by the Python package and by the JavaScript engine over the JSON-lines protocol; an engine
that gets one of those constructs wrong fails, and the kit names its clause (docs/conformance.md)."""
from __future__ import annotations

import copy
import json
import shutil
from collections import Counter

import pytest

import conform_engines
from compiler.cli import main
from conftest import ROOT, bundled_books

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="node (Node.js) is not on PATH: the JavaScript engine cannot run")
BOOK = ROOT / "tests" / "cases" / "kitchen_sink"


@pytest.fixture(scope="module")
def kitchen_sink(tmp_path_factory):
    """The book compiled, its book.json and vectors.json written as `rules export` writes them."""
    from compiler.pipeline import compile_book
    from compiler.to_json import dumps, export
    from compiler.to_vectors import vectors
    c = compile_book(BOOK)
    assert c.ok
    folder = tmp_path_factory.mktemp("kitchen_sink")
    data = vectors(c)
    (folder / "book.json").write_text(dumps(export(c.ir)), encoding="utf-8")
    (folder / "vectors.json").write_text(dumps(data), encoding="utf-8")
    conform_engines.KITCHEN_SINK["module"] = c.module
    return folder, data


def _js(book_json) -> str:
    return f"{NODE} {ROOT / 'tests' / 'js' / 'engine.mjs'} {book_json}"


def _summary(out: str) -> tuple[int, ...]:
    last = [line for line in out.splitlines() if line.startswith("kitchen_sink: ") and "passed" in line][-1]
    return tuple(int(w) for w in last.replace(",", " ").split() if w.isdigit())


def _failed_clauses(out: str) -> set[str]:
    return {line.split("]")[0].strip(" [") for line in out.splitlines() if line.startswith("  [")}


def test_the_python_package_passes_every_vector(kitchen_sink, capsys):
    folder, data = kitchen_sink
    assert main(["conform", str(folder / "vectors.json"), "--python", "conform_engines:kitchen_sink", "--strict"]) == 0
    assert _summary(capsys.readouterr().out) == (data["count"], 0, 0)


@needs_node
def test_the_javascript_engine_passes_every_vector_over_json_lines(kitchen_sink, capsys):
    folder, data = kitchen_sink
    assert main(["conform", str(folder / "vectors.json"), "--engine", _js(folder / "book.json"), "--strict"]) == 0
    assert _summary(capsys.readouterr().out) == (data["count"], 0, 0)


def test_it_has_vectors_for_what_no_bundled_book_asks(kitchen_sink):
    """Each construct has vectors, and the errors no bundled book's vectors expect are expected here."""
    _, data = kitchen_sink
    by_construct = Counter(v["construct"] for v in data["vectors"])
    for construct in ("half_rounded_up", "half_rounded_down", "rounded", "weakened_units", "strongest_fresh",
                      "all_fresh", "night_fighting", "exhaustion", "total_shift", "best_shift", "dug_in", "pursuit",
                      "reserves", "capped_shift", "terrain_chart", "offset_chart", "supply_points", "burning_hex",
                      "overwhelming"):
        assert by_construct[construct] > 0, construct
    errors = Counter((v["kind"], v["expected"].get("error")) for v in data["vectors"])
    assert errors[("edge", "ForbiddenLookup")] and errors[("edge", "OffTable")]
    assert errors[("formula", "FieldNotGiven")] and errors[("formula", "UndefinedResult")]
    expected = {v["expected"].get("error") for b in bundled_books()
                for v in json.loads((ROOT / "generated" / b / "vectors.json").read_text(encoding="utf-8"))["vectors"]}
    assert not {"FieldNotGiven", "UndefinedResult"} & expected, "a bundled book tests them now: say so in the docs"


def test_its_vectors_validate_against_the_shipped_schema(kitchen_sink):
    """The schema's errors lacked `UndefinedResult`: the kitchen sink's own vectors (and any book's with a
    division by 0) failed the schema conformance.md tells engine authors to read them by."""
    jsonschema = pytest.importorskip("jsonschema")
    _, data = kitchen_sink
    schema = json.loads((ROOT / "generated" / "schemas" / "vectors.schema.json").read_text(encoding="utf-8"))
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:120]}"
              for e in jsonschema.Draft202012Validator(schema).iter_errors(json.loads(json.dumps(data)))]
    assert not errors, errors[:5]


def _formula(book, fid):
    return next(f for f in book["formulas"] if f["id"] == fid)


def _edge(book, tid, where):
    return next(e for e in next(t for t in book["tables"] if t["id"] == tid)["edges"] if e["where"] == where)


def _set(target, **fields):
    target.update(fields)


# What an engine may get wrong, written into book.json for the JavaScript engine to read, and the clause the kit names.
WRONG = {
    "half_up rounds down": (lambda b: _set(_formula(b, "half_rounded_up")["body"], name="half_down"), "1.0"),
    "half_down rounds up": (lambda b: _set(_formula(b, "half_rounded_down")["body"], name="half_up"), "1.0"),
    "round_half_up floors": (lambda b: _set(_formula(b, "rounded")["body"], name="floor"), "1.0"),
    "`where` ignored": (lambda b: _set(_formula(b, "strongest_fresh")["body"], where=None), "2.0"),
    "`count` counts every item": (lambda b: _set(_formula(b, "weakened_units")["body"]["body"],
                                                 node="lit", type="flag", value=True), "2.0"),
    "`applies always` ignored": (lambda b: _set(next(e for e in b["exceptions"] if e["id"] == "night_fighting"),
                                                always=False), "3.0"),
    "a combine's `at most` ignored": (lambda b: _set(next(c for c in b["combines"] if c["id"] == "total_shift"),
                                                     at_most=None), "3.0"),
    "a `forbid` edge clamps": (lambda b: _set(_edge(b, "skirmish", "left"), forbid=None, clamp=True), "6.0"),
    "a roll edge applies at its bound": (lambda b: _set(_edge(b, "pursuit", "above"), bound=6), "6.0"),
    "a column edge's fixed result read as a clamp": (lambda b: _set(_edge(b, "rout", "left"), result=None, effects=[],
                                                                     clamp=True), "6.0"),
    "a kind rewrite ignored": (lambda b: _set(next(e for e in b["exceptions"] if e["id"] == "dug_in"),
                                              rewrites=[]), "6.0"),
    "a constant cap read as a number (its clause never cited)": (
        lambda b: _set(next(c for c in b["combines"] if c["id"] == "capped_shift"),
                       at_most={"node": "lit", "type": "number", "value": 2}), "3.0"),
    "a column's own results clause ignored": (lambda b: _set(next(t for t in b["tables"] if t["id"] == "terrain_chart"),
                                                             column_results=[]), "8.0"),
    "a row read in another group": (lambda b: _set(next(t for t in b["tables"] if t["id"] == "reserves"),
                                                   row_groups=["Blue", "Blue", "Red", "Red"]), "6.0"),
    "a scenario's exception ranked as the book's (priority decides)": (
        lambda b: _set(next(e for e in b["exceptions"] if e["id"] == "siege_supply"), level=1), "9.0"),
    "`must not` read as `must`": (lambda b: _set(next(p for p in b["permissions"] if p["id"] == "burning_hex"),
                                                 modal="must"), "9.0"),
    "a removal's reading dropped": (lambda b: _set(next(s for s in b["scenarios"] if s["id"] == "siege")["removals"][0],
                                                   inferred=None), "9.0"),
    "a removal's reading given as book.json writes it (its brackets escaped)": (
        lambda b: _set(r := next(s for s in b["scenarios"] if s["id"] == "siege")["removals"][0],
                       inferred=r["inferred"].replace("\\[", "\\\\\\[")), "9.0"),
}


@needs_node
@pytest.mark.parametrize("case", WRONG)
def test_an_engine_that_gets_a_construct_wrong_fails_and_its_clause_is_named(case, kitchen_sink, tmp_path, capsys):
    folder, _ = kitchen_sink
    wrong = copy.deepcopy(json.loads((folder / "book.json").read_text(encoding="utf-8")))
    change, clause = WRONG[case]
    change(wrong)
    path = tmp_path / "book.json"
    path.write_text(json.dumps(wrong), encoding="utf-8")
    assert main(["conform", str(folder / "vectors.json"), "--engine", _js(path)]) == 1
    assert clause in _failed_clauses(capsys.readouterr().out)


def test_an_engine_answering_0_for_a_missing_field_or_a_huge_number_fails(kitchen_sink, capsys):
    folder, _ = kitchen_sink
    assert main(["conform", str(folder / "vectors.json"), "--python", "conform_engines:kitchen_sink_lenient",
                 "--max-failures", "1000"]) == 1
    out = capsys.readouterr().out
    assert {"6.0", "7.0"} <= _failed_clauses(out)
    assert "FieldNotGiven" in out and "UndefinedResult" in out


def _mutant_fails(kitchen_sink, old: str, new: str, tmp_path, capsys) -> set[str]:
    """The reference JavaScript engine with `old` written as `new` run on the kitchen sink's vectors
    (it must fail some): the clauses whose vectors it failed."""
    folder, _ = kitchen_sink
    engine = tmp_path / "js"
    shutil.copytree(ROOT / "tests" / "js", engine)
    source = (engine / "evaluator.mjs").read_text(encoding="utf-8")
    assert source.count(old) == 1
    (engine / "evaluator.mjs").write_text(source.replace(old, new), encoding="utf-8")
    assert main(["conform", str(folder / "vectors.json"), "--max-failures", "1000",
                 "--engine", f"{NODE} {engine / 'engine.mjs'} {folder / 'book.json'}"]) == 1
    return _failed_clauses(capsys.readouterr().out)


@needs_node
@pytest.mark.parametrize("old, new, clause", [
    # a record field left out read as no (every default was `no`: such an engine passed)
    ("read[f.name] = evaluate(f.default, book.scope({}));", "read[f.name] = false;", "2.0"),
    # `best` of items all below 0 floored at 0 (no aggregate's items could all be negative)
    ('case "best": return values.length ? pick(values, (b, a) => order(b, a) > 0) : ZERO;',
     'case "best": return pick([ZERO, ...values], (b, a) => order(b, a) > 0);', "2.0"),
])
def test_an_engine_wrong_on_a_field_default_or_a_best_of_negatives_fails_clause_2(kitchen_sink, old, new, clause,
                                                                                    tmp_path, capsys):
    """The engine-author probe, round 4: both engines passed every vector of the four books and of the
    kitchen sink."""
    assert _mutant_fails(kitchen_sink, old, new, tmp_path, capsys) == {clause}


@needs_node
@pytest.mark.parametrize("old, new, clause", [
    # `multiply … round down` of a negative value rounded toward zero (Shanghai's fort halving of -3)
    ('const rounded = m.rounding === "up" ? out.ceil() : m.rounding === "down" ? out.floor() : out;',
     'const rounded = m.rounding === "up" ? out.ceil() : m.rounding === "down" ? (out.cmp(ZERO) < 0 ? out.ceil() : '
     'out.floor()) : out;', "1.0"),
    # an exception that applies always answered where its optional rule is out of play
    ("    if (m.applies.option && !this.optionOn(facts, m.applies.option)) return { value: neutral, trace: [] };\n",
     "", "5.0"),
])
def test_an_engine_wrong_on_a_negative_halving_or_an_optional_rule_out_of_play_fails(kitchen_sink, old, new, clause,
                                                                                      tmp_path, capsys):
    """The engine-author probe, round 5: a halving of -3 rounded toward zero, and `applies always`
    answering with its optional rule off, passed every vector (every such vector played all options)."""
    assert clause in _mutant_fails(kitchen_sink, old, new, tmp_path, capsys)
