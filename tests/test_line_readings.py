"""A scenario's set-up, reinforcement, support or removal line that is our reading of a garbled or
silent source (`… : "units" inferred "…"`): the package's `SCENARIOS`, the protocol's `setup_lines`,
`reinforcement_lines`, `supports` and `removal_lines` records (compared by the kit, in Python and the JavaScript
engine), book.json, the scenario page and `rules check --notes` carry it; a line without it is
unchanged, and a reading without words is E404 at its line."""
from __future__ import annotations

import json

import changsha

from compiler.cli import main
from compiler.conform_python import answer
from conftest import ROOT

TURN_9 = "The source prints \"(turn 9 to unit end of scenario)\""


def _field(field: str, scenario: str = "third_changsha"):
    return answer(changsha, {"id": "x", "call": "scenario", "function": scenario, "args": [
        {"type": "text", "value": field}], "keywords": {}, "facts": {}, "scenario": None, "options": None})["value"]


def test_the_protocol_gives_the_reading_on_its_line_only():
    supports = _field("supports:9")["value"]
    [ours] = [s for s in supports if s["value"]["inferred"]["value"] is not None]
    assert ours["value"]["inferred"]["value"].startswith(TURN_9)
    lines = _field("setup_lines:IJA")["value"]
    marked = [line for line in lines if line["value"]["inferred"]["value"] is not None]
    assert len(marked) == 1 and "40th Division" in marked[0]["value"]["formation"]["value"]
    assert all(line["value"]["inferred"]["value"] is None for line in _field("setup_lines:IJA", "second_changsha")["value"])


def test_book_json_the_vectors_the_page_and_the_notes_carry_it(capsys):
    book = json.loads((ROOT / "generated/changsha/book.json").read_text("utf-8"))
    third = next(s for s in book["scenarios"] if s["id"] == "third_changsha")
    assert [s["inferred"] for s in third["supports"] if s["inferred"]][0].startswith(TURN_9)
    vectors = json.loads((ROOT / "generated/changsha/vectors.json").read_text("utf-8"))["vectors"]
    assert any("unit end of scenario" in json.dumps(v["expected"]) for v in vectors if v["kind"] == "scenario")
    page = (ROOT / "generated/site/books/changsha/rules.md").read_text("utf-8")
    assert "\\(our reading, not the source's: The source prints \"\\(turn 9 to unit end" in page
    assert main(["check", "changsha", "--notes"]) == 0
    assert "inferred: a support line of scenario third_changsha: The source prints" in capsys.readouterr().err


SCENARIO = """book t {{
  title "T"
  side red "Red"
  dice 1d6
}}
clause 1 "Scenario" {{
  says "One scenario."
  scenario s "S" {{
    turns 1 to 2
    {line}
  }}
}}
"""


def _checked(tmp_path, capsys, line: str) -> str:
    """What `rules check` says of a one-scenario book with this line in its scenario (it fails)."""
    (tmp_path / "book.rules").write_text(SCENARIO.format(line=line), encoding="utf-8")
    assert main(["check", str(tmp_path / "book.rules")]) == 1
    return capsys.readouterr().err


def test_a_line_reading_without_words_is_e404(tmp_path, capsys):
    err = _checked(tmp_path, capsys, 'setup red at 0101: "1 infantry" inferred')
    assert "book.rules:10:5: error[E404]: `inferred` on a set-up line of scenario s needs the reading in words" in err, err
    err = _checked(tmp_path, capsys, 'remove red turn 1: "1 infantry" "a remark" inferred ""')
    assert "book.rules:10:5: error[E404]: `inferred` on a removal line of scenario s needs the reading in words" in err, err


def test_a_removal_that_is_our_reading_says_so_in_the_records_an_engine_gets(capsys):
    """War of the Suns' Burma Campaign removes the units "listed in 26.3.1", which the playbook does
    not have: its seven removals are the book's reading (a doubt before; removal lines took no reading)."""
    import war_of_the_suns
    ours = [r for r in war_of_the_suns.SCENARIOS["burma_campaign"].removals if r.inferred]
    assert len(ours) == 7 and {r.turn for r in ours} == {19, 27, 30, 32}
    assert ours[0].inferred.startswith('The source removes the units "listed in 26.3.1 as arriving in Kunming"')
    got = answer(war_of_the_suns, {"id": "x", "call": "scenario", "function": "burma_campaign", "args": [
        {"type": "text", "value": "removal_lines:30"}], "keywords": {}, "facts": {}, "scenario": None, "options": None})
    lines = got["value"]["value"]
    assert [x["value"]["units"]["value"] for x in lines] == ["CAI N22D", "CAI 14D"]
    assert all(x["value"]["inferred"]["value"].startswith("The source removes") for x in lines)
    vectors = json.loads((ROOT / "generated/war_of_the_suns/vectors.json").read_text("utf-8"))["vectors"]
    assert any(v["input"]["args"] == [{"type": "text", "value": "removal_lines:32"}] and "26.3.1" in json.dumps(v["expected"])
               for v in vectors if v["kind"] == "scenario")
    assert main(["check", "war_of_the_suns", "--notes"]) == 0
    assert capsys.readouterr().err.count("inferred: a removal line of scenario burma_campaign: The source removes") == 7


def test_the_index_lists_each_line_reading_and_the_page_shows_it_as_read():
    """The doubts the line readings replaced were under "Gaps, doubts and inferences"; the readings were
    not, and a reading citing `\\[t19\\]` showed its backslash on the scenario page (second probe)."""
    index = (ROOT / "generated/site/books/changsha/index.md").read_text("utf-8")
    assert index.count(", the scenario “") == 3 and "the support line “1 × air support marker, drawn" in index
    page = (ROOT / "generated/site/books/war_of_the_suns/rules.md").read_text("utf-8")
    line = next(x for x in page.splitlines() if "HQ XXIV Army" in x and "our reading" in x)
    assert "\\\\" not in line


def test_a_reading_where_none_is_taken_says_where_readings_go(tmp_path, capsys):
    """`inferred` after a victory line got only the scenario's keyword list (the second probe, on a
    removal line then: removal lines take a reading since)."""
    err = _checked(tmp_path, capsys, 'victory red "Hold the hex" inferred "x"')
    assert "book.rules:10:32: error[E001]: unexpected 'inferred'" in err, err
    assert "hint: a reading (`inferred`) is written after a formula" in err and "say this one in a `doubt`" in err
    assert "sequence step's block" in err and "after a table's edge rule" in err   # (both left out: the hard probe)
    # a second reading on a line says so, not where readings go
    err = _checked(tmp_path, capsys, 'remove red turn 2: "1 inf" "remark" inferred "rm" inferred "again"')
    assert "hint: this line has its reading already: a line takes one `inferred`" in err, err


def test_a_step_that_is_our_reading_says_so_in_the_steps_an_engine_gets(capsys):
    """Khalkin-Gol's Air Supply step (24.4 does not say where it stands), its railroad construction
    (24.7 does not order it either), its 2nd Air Attack Phases (not gated on supply) and the Gekokujo
    marker's return (19.2.1 does not place it): the protocol's steps give `inferred` on those steps
    only."""
    import khalkin_gol
    got = answer(khalkin_gol, {"id": "x", "call": "sequence", "function": "turn", "args": [], "keywords": {},
                               "facts": {"japanese_supplied": {"type": "flag", "value": True},
                                         "soviet_supplied": {"type": "flag", "value": True},
                                         "month": {"type": "text", "value": "june"}},
                               "scenario": None, "options": ["all"]})
    steps = got["value"]["value"]
    ours = {s["path"].rsplit(".", 1)[-1] for s in steps if "inferred" in s}
    assert ours == {"air_supply", "railroad_construction", "second_air_attack", "gekokujo_return"}, ours
    assert all(s["inferred"].startswith("open without supply: [6.1] sets this phase no supply condition") for s in steps
               if s["path"].endswith("second_air_attack"))
    assert main(["check", "khalkin_gol", "--notes"]) == 0
    assert "inferred: step air_supply of sequence turn: [24.4] does not say where" in capsys.readouterr().err
    index = (ROOT / "generated/site/books/khalkin_gol/index.md").read_text("utf-8")
    assert "the step of the sequence of play “The Japanese may place the Air Supply unit" in index


def test_a_relocation_is_called_so_and_a_copy_read_otherwise_is_a_copy(tmp_path, capsys):
    """The remprobe: a relocation's bare reading was "on a removal line"; two copies of one line passed
    when one carried a reading."""
    err = _checked(tmp_path, capsys, 'relocate red turn 1 to "the box": "1 infantry" inferred ""')
    assert "error[E404]: `inferred` on a relocation line of scenario s needs the reading in words" in err, err
    err = _checked(tmp_path, capsys, 'remove red turn 1: "1 infantry"\n    remove red turn 1: "1 infantry" inferred "x"')
    assert "book.rules:11:5: error[E101]: scenario s has this removal line twice" in err, err


def test_one_reading_of_several_lines_is_one_index_entry_and_said_once_on_the_page():
    """War of the Suns' Burma Campaign reads its seven removals one way: the index had seven entries
    and the scenario page the 200-character reading seven times (the remprobe)."""
    index = (ROOT / "generated/site/books/war_of_the_suns/index.md").read_text("utf-8")
    [entry] = [line for line in index.splitlines() if "Burma Campaign" in line and "**Inferred**" in line]
    assert "the removal lines “USAAF F P\\-40" in entry and "“CAI N30D” and “CAI 50D”:" in entry
    page = (ROOT / "generated/site/books/war_of_the_suns/rules.md").read_text("utf-8")
    assert page.count("we read the Chinese Campaign's Kunming arrivals") == 1 + 7   # (the source shown, and once)
    assert page.count("removed \\(our reading, as above\\)") == 6
