"""`scenario` vectors ask for every datum of a scenario an engine places and plays by, as book.json
has it: where each set-up and reinforcement line is placed (hexes, entry areas, `within N of`, the
region), its segment, the supports in force on a turn, amounts, starts, markers, victory
conditions, area, set-up order and calendars. An adversarial probe put every placement at 0101,
swapped the segments, added 5 to every support and dropped the markers in changsha's book.json,
and the JavaScript engine reading it passed every vector (they asked only "formation: units").
The reference engine also answered another book's requests with its own, and its own exceptions
as `unsupported`."""
from __future__ import annotations

import copy
import json
import shutil
import subprocess

import pytest

from compiler.cli import main
from dsl.marked import plain
from conftest import ROOT, bundled_books

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="node (Node.js) is not on PATH: the JavaScript engine cannot run")
ENGINE = ROOT / "tests" / "js" / "engine.mjs"


def _book(book: str) -> dict:
    return json.loads((ROOT / "generated" / book / "book.json").read_text(encoding="utf-8"))


def _vectors(book: str) -> list[dict]:
    data = json.loads((ROOT / "generated" / book / "vectors.json").read_text(encoding="utf-8"))
    return [v for v in data["vectors"] if v["kind"] == "scenario"]


def _plain(t: dict):
    """A typed value as plain JSON (a list's and a record's items too)."""
    if t["type"] == "list":
        return [_plain(x) for x in t["value"]]
    if t["type"] == "record":
        return {k: _plain(x) for k, x in t["value"].items()}
    return t["value"]


def _field(v: dict) -> str:
    return v["input"]["args"][0]["value"]


def _from_book_json(sc: dict, field: str):
    """What a scenario field is, read from the scenario's object in book.json alone."""
    kind, _, arg = field.partition(":")
    if kind == "setup_lines":
        return [_read(s) for s in sc["setups"] if s["side"] == arg]
    if kind == "reinforcement_lines":
        return [_read(r) for r in sc["reinforcements"] if r["turn"] == int(arg)]
    if kind == "supports":
        return [{"side": s["side"], "kind": s["kind"], "count": s["count"], "inferred": plain(s["inferred"] or "") or None}
                for s in sc["supports"]
                if s["first_turn"] <= int(arg) <= s["last_turn"]]
    if kind == "amounts":
        return [{k: a[k] for k in ("side", "amount", "unit", "title")} for a in sc["amounts"] if a["turn"] == int(arg)]
    if kind == "markers":
        return [{"side": side, "key": key, "title": title} for side, key, title in sc["markers"]]
    if kind == "victory":
        return [{"side": side, "text": text} for side, text in sc["victory"]]
    if kind in ("starts", "calendars", "area", "setup_order"):
        return sc[kind]
    return None


@pytest.mark.parametrize("book", bundled_books())
def test_every_placement_support_marker_and_condition_is_asked_as_book_json_has_it(book):
    """Each set-up and reinforcement object of book.json is the answer of a vector, placement and
    segment and all; each support line is in force on its first and last turn; starts, markers,
    victory, calendars, area and set-up order are asked of every scenario: each expected answer (the
    Python package's) is book.json's own, so an engine reading book.json right passes them."""
    vectors = _vectors(book)
    for sc in _book(book)["scenarios"]:
        mine = {_field(v): v for v in vectors if v["construct"] == sc["id"]}
        assert {"area", "setup_order", "starts", "markers", "victory", "calendars"} <= set(mine), sc["id"]
        for field, v in mine.items():
            want = _from_book_json(sc, field)
            if want is not None:
                assert _plain(v["expected"]["value"]) == want, (v["id"], field)
                assert v["clause"] == sc["clause"] and v["expected"]["trace"] == ([sc["clause"]] if sc["clause"] else [])
        asked = [x for f, v in mine.items() if f.startswith(("setup_lines:", "reinforcement_lines:"))
                 for x in _plain(v["expected"]["value"])]
        assert sorted(map(json.dumps, asked)) == sorted(map(json.dumps, map(_read, [*sc["setups"], *sc["reinforcements"]]))), \
            sc["id"]
        for s in sc["supports"]:
            for turn in (s["first_turn"], s["last_turn"]):
                assert {"side": s["side"], "kind": s["kind"], "count": s["count"], "inferred": s["inferred"]} in \
                    _plain(mine[f"supports:{turn}"]["expected"]["value"]), (sc["id"], s)
        for a in sc["amounts"]:
            assert f"amounts:{a['turn']}" in mine


def _read(line: dict) -> dict:
    """A book.json line as the protocol gives it: its reading (marked text) as read."""
    return {**line, "inferred": plain(line["inferred"]) if line["inferred"] else None}


def _scenario(data: dict, sid: str) -> dict:
    return next(s for s in data["scenarios"] if s["id"] == sid)


def _move_first_setup(data):
    _scenario(data, "doyen_mot")["setups"][0]["placement"]["places"][0]["value"] = "2111"


def _widen_first_setup(data):
    _scenario(data, "doyen_mot")["setups"][0]["placement"]["radius"] = 2


def _swap_segment(data):
    _scenario(data, "doyen_mot")["reinforcements"][0]["segment"] = 1


def _other_entry(data):
    _scenario(data, "doyen_mot")["reinforcements"][0]["placement"]["places"][0]["value"] = "B"


def _more_artillery(data):
    _scenario(data, "doyen_mot")["supports"][1]["count"] += 5


def _shorter_support(data):
    _scenario(data, "doyen_mot")["supports"][0]["last_turn"] = 1


def _other_marker(data):
    _scenario(data, "doyen_mot")["markers"][0][2] = "5th Corps"


def _other_victory(data):
    _scenario(data, "doyen_mot")["victory"][2][0] = "KMT"


def _other_area(data):
    _scenario(data, "doyen_mot")["area"] = "The entire map"


def _setup_order(data):
    _scenario(data, "doyen_mot")["setup_order"] = ["IJA", "KMT"]


def _more_rp(data):
    _scenario(data, "may_1939")["starts"][0]["amount"] = 3


def _other_calendar(data):
    _scenario(data, "may_1939")["calendars"][0]["values"][0] = "june"


def _more_cp(data):
    _scenario(data, "fist_of_fury")["amounts"][0]["amount"] = 3


def _region_dropped(data):
    line = next(s for s in _scenario(data, "may_1939")["setups"] if s["placement"]["text"] and s["placement"]["places"])
    line["placement"]["text"] = ""


@needs_node
@pytest.mark.parametrize("book, change, fields", [
    ("changsha", _move_first_setup, ["doyen_mot(setup_lines:KMT)"]),
    ("changsha", _widen_first_setup, ["doyen_mot(setup_lines:KMT)"]),
    ("changsha", _swap_segment, ["doyen_mot(reinforcement_lines:1)"]),
    ("changsha", _other_entry, ["doyen_mot(reinforcement_lines:1)"]),
    ("changsha", _more_artillery, ["doyen_mot(supports:1)", "doyen_mot(supports:2)"]),
    ("changsha", _shorter_support, ["doyen_mot(supports:2)"]),
    ("changsha", _other_marker, ["doyen_mot(markers)"]),
    ("changsha", _other_victory, ["doyen_mot(victory)"]),
    ("changsha", _other_area, ["doyen_mot(area)"]),
    ("changsha", _setup_order, ["doyen_mot(setup_order)"]),
    ("khalkin_gol", _more_rp, ["may_1939(starts)"]),
    ("khalkin_gol", _other_calendar, ["may_1939(calendars)"]),
    ("khalkin_gol", _region_dropped, ["may_1939(setup_lines:soviet)"]),
    ("war_of_the_suns", _more_cp, ["fist_of_fury(amounts:0)"]),
], ids=lambda x: getattr(x, "__name__", None) if callable(x) else None)
def test_a_wrong_scenario_datum_fails_its_vector_blamed_on_the_scenario(book, change, fields, tmp_path, capsys):
    """One datum wrong in book.json (a hex, a radius, a segment, an entry area, a support's count or
    span, a marker, a victory condition's side, the area, the set-up order, a start, a calendar, a
    turn's amount, a placement's region) fails exactly the vector that asks it, under the
    scenario's clause; the text of the set-up and reinforcement lines still passes."""
    data = _book(book)
    change(data)
    path = tmp_path / "book.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["conform", book, "--construct", "scenario", "--max-failures", "1000",
                 "--engine", f"{NODE} {ENGINE} {path}"]) == 1
    out = capsys.readouterr().out
    failed = {line.split()[1]: line for line in out.splitlines() if line.startswith("FAIL ")}
    by_field = {v["id"]: f"{v['construct']}({_field(v)})" for v in _vectors(book)}
    assert sorted(by_field[i] for i in failed) == sorted(fields), out
    clauses = {v["id"]: v["clause"] for v in _vectors(book)}
    assert all(f"[{clauses[i]}]" in line for i, line in failed.items()), out


@needs_node
def test_the_probes_wrong_book_json_fails_in_every_scenario(tmp_path, capsys):
    """The probe's book.json (every placement at 0101, segments swapped, 5 more of every support,
    no markers, another victory, area and set-up order) passed every vector, with --strict."""
    data = _book("changsha")
    for sc in data["scenarios"]:
        for s in sc["setups"] + sc["reinforcements"]:
            s["placement"] = {"kind": "at", "places": [{"kind": "hex", "value": "0101", "name": ""}], "radius": 0, "text": ""}
        for r in sc["reinforcements"]:
            r["segment"] = 1 if r["segment"] == 2 else 2
        for s in sc["supports"]:
            s["count"] += 5
        sc["markers"], sc["victory"], sc["area"], sc["setup_order"] = [], [[None, "nobody wins"]], "wrong", ["IJA", "KMT"]
    path = tmp_path / "book.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["conform", "changsha", "--strict", "--engine", f"{NODE} {ENGINE} {path}"]) == 1
    out = capsys.readouterr().out
    bad = {line.split("]")[0].strip(" [") for line in out.splitlines() if line.startswith("  [")}
    assert bad == {sc["clause"] for sc in data["scenarios"]}, out


SCENARIO_BOOK = """book sd {
  title "Scenario data"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
clause 1.0 "Scenarios" {
  says "A scenario with every kind of line."
  enum weather { dry "Dry", wet "Wet" }
  fact weather: weather "Weather"
  fact gt: integer "Game turn"
  scenario big "Big" {
    turns 3 to 6
    area "The north half"
    first red
    setup order blue, red
    start red: 5/2 RP "Starting RP"
    start blue: 3 RP "Starting RP"
    markers red: A "First Army", B "Second Army"
    setup red "First Army" within 2 of 0101 "Here", 0203 in "the hills": "2 infantry"
    setup red at 0305: "1 cavalry"
    setup blue in "anywhere south": "all the rest"
    support red turn 3 to 4: 2 "artillery"
    support red turn 5: 1 "artillery"
    support blue turn 4 to 6: 1 "fighter"
    reinforce blue turn 4 at entry B: "3 tanks"
    reinforce red turn 5 segment 1 at 0909 "Town": "1 HQ"
    calendar weather by gt: dry, wet, wet, dry
    turn 3 red: 7/2 CP
    turn 4 red: 4 CP "Fewer"
    victory red "Hold the town"
    victory "Otherwise a draw"
  }
}
"""


@needs_node
def test_fractions_no_segment_and_support_spans_read_alike_in_both_engines(tmp_path, capsys):
    """What the four books do not have: a start and a turn's amount of 5/2 and 7/2, a reinforcement
    with no segment, supports that start and end on different turns of one scenario, a placement
    `within` with a region; the JavaScript engine answers every scenario vector as Python does."""
    from compiler.pipeline import compile_book
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    (tmp_path / "sd.rules").write_text(SCENARIO_BOOK, encoding="utf-8")
    c = compile_book(tmp_path / "sd.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    (tmp_path / "book.json").write_text(json.dumps(export(c.ir), ensure_ascii=False), encoding="utf-8")
    made = vectors(c)
    (tmp_path / "vectors.json").write_text(json.dumps(made, ensure_ascii=False), encoding="utf-8")
    asked = {_field(v): _plain(v["expected"]["value"]) for v in made["vectors"] if v["kind"] == "scenario"}
    assert asked["starts"][0]["amount"] == "5/2" and asked["amounts:3"][0]["amount"] == "7/2"
    assert asked["reinforcement_lines:4"][0]["segment"] is None
    assert [len(asked[f"supports:{t}"]) for t in (3, 4, 5, 6)] == [1, 2, 2, 1]
    assert asked["supports:5"][0] == {"side": "red", "kind": "artillery", "count": 1, "inferred": None}
    assert asked["setup_lines:red"][0]["placement"] == {"kind": "within", "radius": 2, "text": "the hills", "places": [
        {"kind": "hex", "value": "0101", "name": "Here"}, {"kind": "hex", "value": "0203", "name": ""}], "one_of": False}
    assert asked["victory"][1] == {"side": None, "text": "Otherwise a draw"}
    assert main(["conform", str(tmp_path / "vectors.json"), "--strict", "--construct", "scenario",
                 "--engine", f"{NODE} {ENGINE} {tmp_path / 'book.json'}"]) == 0, capsys.readouterr().out


def _ask(book_json, requests) -> list[dict]:
    done = subprocess.run([NODE, str(ENGINE), str(book_json)], input="".join(json.dumps(r) + "\n" for r in requests),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


_MARKERS = {"id": "m", "book": "changsha", "call": "scenario", "function": "doyen_mot",
            "args": [{"type": "text", "value": "markers"}], "keywords": {}, "facts": {}, "scenario": None, "options": None}


@needs_node
def test_the_javascript_engine_refuses_a_request_for_another_book(capsys):
    """Loaded with khalkin_gol's book.json it answered changsha's requests (with khalkin_gol's rules,
    or `unsupported`): now each is the error WrongBook, naming both books, and every vector fails."""
    got = _ask(ROOT / "generated" / "khalkin_gol" / "book.json", [_MARKERS, {**_MARKERS, "id": "n", "book": None}])
    assert got[0]["id"] == "m" and got[0]["error"] == "WrongBook" and "value" not in got[0], got
    assert "changsha" in got[0]["message"] and "khalkin_gol" in got[0]["message"]
    assert got[1].get("unsupported") is True   # (no book named: answered with the one loaded, which has no doyen_mot)
    assert main(["conform", "changsha", "--construct", "scenario",
                 "--engine", f"{NODE} {ENGINE} {ROOT / 'generated' / 'khalkin_gol' / 'book.json'}"]) == 1
    out = capsys.readouterr().out
    assert "changsha: 0 passed" in out and " 0 unsupported" in out, out


@needs_node
def test_an_exception_of_the_javascript_engine_is_an_error_not_unsupported(tmp_path):
    """A book.json the evaluator cannot read (a scenario without `markers`) made a TypeError, which
    the engine answered `unsupported`: a run without --strict passed it. It is an error now, and
    the next request is answered."""
    data = _book("changsha")
    del _scenario(data, "doyen_mot")["markers"]
    path = tmp_path / "book.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    first_turn = {**_MARKERS, "id": "t", "args": [{"type": "text", "value": "first_turn"}]}
    got = _ask(path, [_MARKERS, first_turn])
    assert got[0]["error"] == "TypeError" and not got[0].get("unsupported"), got
    assert got[1] == {"id": "t", "value": {"type": "number", "value": 1}, "trace": ["15.2"]}


def _mutant(tmp_path, rule: str) -> str:
    """The reference JavaScript engine with one line added (`rule`: where it goes wrong), as an engine
    command for book.json's of the bundled books."""
    out = tmp_path / "mutant"
    out.mkdir()
    for f in (ROOT / "tests" / "js").glob("*.mjs"):
        shutil.copy(f, out / f.name)
    source = (out / "evaluator.mjs").read_text(encoding="utf-8")
    anchors = {"exception": "      if (!(inScope || e.always)) continue;\n",
               "modifier": "    const neutral = keepsValue ? value : ZERO;\n"}
    kind, line = rule.split(":", 1)
    if kind == "replace":   # (`replace:OLD => NEW`: a line of the engine written otherwise; several, split by "\n||\n")
        for pair in line.split("\n||\n"):
            old, new = pair.split(" => ", 1)
            assert source.count(old) == 1, old
            source = source.replace(old, new)
        (out / "evaluator.mjs").write_text(source, encoding="utf-8")
        return f"{NODE} {out / 'engine.mjs'}"
    assert source.count(anchors[kind]) == 1
    (out / "evaluator.mjs").write_text(source.replace(anchors[kind], anchors[kind] + line + "\n"), encoding="utf-8")
    return f"{NODE} {out / 'engine.mjs'}"


def _failures(book: str, engine: str, capsys) -> tuple[set, dict, str]:
    """Run the kit on `book` with `engine` (which must fail): the ids of the vectors it failed, every
    vector's input by id, and the report."""
    assert main(["conform", book, "--max-failures", "100000", "--engine",
                 f"{engine} {ROOT / 'generated' / book / 'book.json'}"]) == 1
    out = capsys.readouterr().out
    failed = {line.split()[1] for line in out.splitlines() if line.startswith("FAIL ")}
    inputs = {v["id"]: v["input"] for v in json.loads((ROOT / "generated" / book / "vectors.json").read_text(
        encoding="utf-8"))["vectors"]}
    return failed, inputs, out


@needs_node
@pytest.mark.parametrize("book, rule", [
    # every modifier 0 and every exception of the book ignored whenever a scenario is played: passed every
    # vector of Changsha and of Shanghai Incident (no rule or table vector gave a scenario)
    ("changsha", "modifier:    if ((facts.scenario ?? null) !== null) return { value: neutral, trace: [] };"),
    ("shanghai_incident", "exception:      if (e.level === 1 && (facts.scenario ?? null) !== null) continue;"),
    # one exception ignored in a scenario: IJA retreats (13.2.e)
    ("changsha", "exception:      if (e.id === 'ija_retreat' && (facts.scenario ?? null) !== null) continue;"),
    # an exception of an optional rule (24.6.2), which no worked example plays: ignored always, then in a scenario
    ("khalkin_gol", "exception:      if (e.id === 'agent_replacement') continue;"),
    ("khalkin_gol", "exception:      if (e.id === 'agent_replacement' && (facts.scenario ?? null) !== null) continue;"),
])
def test_an_engine_wrong_only_in_a_scenario_or_with_an_optional_rule_fails_vectors(book, rule, tmp_path, capsys):
    """The engine-author probe, round 4: rules were asked only without a scenario, and an exception
    that only an optional rule puts in play fired in no vector; each such engine passed every vector."""
    engine = _mutant(tmp_path, rule)
    failed, inputs, out = _failures(book, engine, capsys)
    assert failed and all(inputs[i]["scenario"] is not None or inputs[i]["options"] is not None for i in failed), out


_GAP_WALK = "const lo = Math.max(Number(start < pos ? start : pos), 0), hi = Math.min(Number(start > pos ? start : pos), h.ranges.length - 1);"
_GAP_TEST = "if (end !== null && next !== null && Rat.of(end).add(Rat.of(1)).cmp(Rat.of(next)) < 0) {"


@needs_node
@pytest.mark.parametrize("rule", [
    # the gap looked for from the placed column upward only: 650% one column left read ≤49%
    f"replace:{_GAP_WALK} => const lo = Math.max(Number(start), 0), hi = Math.min(Number(pos), h.ranges.length - 1);",
    # the gap looked for in one-column shifts only: 20% two columns right read ≥700%
    f"replace:{_GAP_TEST} => if (Math.abs(Number(by.n)) === 1 && {_GAP_TEST[4:]}",
])
def test_an_engine_wrong_on_a_shift_across_a_missing_tables_gap_fails_vectors(rule, tmp_path, capsys):
    """Regression probe of the kit: the only vector of the gap rule was gcrt_column_at(1, 1), and both
    engines passed all of Khalkin-Gol's; a formula's parameters that a lookup reads are now varied
    around the table's column ends, and a shift one and two columns each way."""
    engine = _mutant(tmp_path, rule)
    book = "khalkin_gol"
    failed, _, out = _failures(book, engine, capsys)
    assert failed and all("/gcrt_column" in i for i in failed), out


@needs_node
@pytest.mark.parametrize("rule", [
    "modifier:    if ((facts.scenario ?? null) === 'plan_b') return { value: neutral, trace: [] };",
    "exception:      if (e.level === 1 && (facts.scenario ?? null) === 'ichi_go') continue;",
])
def test_an_engine_wrong_in_one_scenario_of_many_fails_vectors(rule, tmp_path, capsys):
    """The kit's regression probe: each construct met three of War of the Suns' twelve scenarios, and
    an engine dropping every modifier in one of six of them, or every exception in Ichi-Go, passed.
    Each modifier, combine and exception is now asked in every scenario once."""
    engine = _mutant(tmp_path, rule)
    book = "war_of_the_suns"
    failed, inputs, out = _failures(book, engine, capsys)
    scenario = rule.split("=== '")[1].split("'")[0]
    assert failed and all(inputs[i]["scenario"] == scenario for i in failed), out[-600:]


@needs_node
@pytest.mark.parametrize("rule", [
    # past the calendar, its last value (GT 8 of Scenario I read as November), the turn not refused
    # (Khalkin-Gol's `turn gt`: a turn past the calendar is past the scenario's turns, FactOutOfRange first)
    "replace:if (Rat.of(facts[cal.by]).d === 1n && i >= 0 && i < cal.values.length) return cal.values[i]; => "
    "if (Rat.of(facts[cal.by]).d === 1n && i >= 0) return cal.values[Math.min(i, cal.values.length - 1)];\n||\n"
    "const turn = book.turnFact, id = given.scenario ?? null; => const turn = null, id = given.scenario ?? null;",
    # no turn given, the calendar's first value
    "replace:if (cal && Object.hasOwn(facts, cal.by)) { => if (cal && !Object.hasOwn(facts, cal.by)) return cal.values[0];\n"
    "    if (cal && Object.hasOwn(facts, cal.by)) {",
])
def test_an_engine_reading_a_calendar_past_its_turns_or_without_a_turn_fails_vectors(rule, tmp_path, capsys):
    """The engine-author probe, round 5: no vector asked a rule reading a calendar's fact one turn past
    the calendar, or with no turn given (MissingFact both ways), and both engines passed."""
    engine = _mutant(tmp_path, rule)
    book = "khalkin_gol"
    failed, inputs, out = _failures(book, engine, capsys)
    assert failed and all(inputs[i]["scenario"] is not None for i in failed), out[-600:]
