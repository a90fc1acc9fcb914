"""`rules diff OLD NEW`: the changes in meaning between two versions of a book, as errata name them
(docs/cli.md, "rules diff"). Edits that change nothing a player reads or plays (a construct moved to
another file, re-indented or re-wrapped text) are no change; each real edit is named exactly."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from compiler.cli import main
from conftest import ROOT, bundled_books

CASES = ROOT / "tests" / "cases" / "diff"


def diff(capsys, *args):
    code = main(["diff", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def changes(capsys, old, new) -> list[dict]:
    code, out, err = diff(capsys, old, new, "--json")
    records = json.loads(out)
    assert code == (1 if records else 0), err
    return records


def copy(tmp_path, book="changsha"):
    target = tmp_path / book
    shutil.copytree(ROOT / "rulebooks" / book, target)
    return target


def edit(path, old, new, count=1):
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == count, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.mark.parametrize("book", bundled_books())
def test_a_book_against_itself_is_no_change(book, capsys, tmp_path):
    code, out, err = diff(capsys, book, copy(tmp_path, book))
    assert (code, err) == (0, "")
    assert out.endswith(": no change in meaning\n")


def test_one_table_cell_is_that_cell(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "| 12       | A1/D1 | D1R2  | D1R2    | D2      |",
         "| 12       | A1/D1 | D1R2  | D1R2    | D2R1    |")
    assert changes(capsys, "changsha", book) == [{
        "kind": "table cell", "clause": "13.0", "construct": "crt", "where": "column 2:1, roll 12",
        "old": "D2", "new": "D2R1", "text": "Combat Results Table, column 2:1, roll 12: D2 → D2R1."}]


def test_a_constant_changed(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "06-activation.rules", "command_range_ija = 3 hexes", "command_range_ija = 4 hexes")
    [record] = changes(capsys, "changsha", book)
    assert (record["kind"], record["clause"], record["construct"]) == ("constant", "6.3.c", "command_range_ija")
    assert (record["old"], record["new"]) == ("3 hexes", "4 hexes")
    assert "“IJA command range”" in record["text"]


def test_a_clause_retitled(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "06-activation.rules", 'clause 6.3.c "Command ranges"', 'clause 6.3.c "Command radius"')
    code, out, _ = diff(capsys, "changsha", book)
    assert code == 1
    assert "6.3.c Command radius\n  - Retitled from “Command ranges” to “Command radius”.\n" in out
    [record] = changes(capsys, "changsha", book)
    assert (record["kind"], record["old"], record["new"]) == ("clause retitled", "Command ranges", "Command radius")


def test_a_result_of_a_legend_is_named_with_its_old_and_new_meaning(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", '"The defender retreats {retreat} hexes without loss" { loss: 0 }',
         '"The defender falls back {retreat} hexes without loss" { loss: 0 }')
    edit(book / "tables.rules", '"The defender loses {loss} steps" { retreat: 0 }',
         '"The defender loses {loss} steps" { retreat: 1 }')
    edit(book / "tables.rules", '  split "/"\n', '  split "/"\n  "E" => attacker "The attacker is eliminated"\n')
    records = changes(capsys, "changsha", book)
    assert [(r["kind"], r["clause"], r["construct"], r["where"]) for r in records] == [
        ("result vocabulary", "13.0", "crt_result", "E"), ("result vocabulary", "13.0", "crt_result", "DR{retreat}"),
        ("result vocabulary", "13.0", "crt_result", "D{loss}")]
    assert records[0]["text"] == "“Combat result”: a new result “E”, “The attacker is eliminated”."
    assert (records[1]["old"], records[1]["new"]) == ("The defender retreats {retreat} hexes without loss (loss 0)",
                                                      "The defender falls back {retreat} hexes without loss (loss 0)")
    assert records[2]["text"] == ("“Combat result”: the result “D{loss}” now means “The defender loses {loss} steps "
                                  "(retreat 1)” (was “The defender loses {loss} steps (retreat 0)”).")


def test_an_example_answer_changed(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", 'crt(roll: 12, column: 5:1, attacker: IJA) == "D2R3"',
         'crt(roll: 12, column: 5:1, attacker: IJA) == "D2R2"')
    [record] = changes(capsys, "changsha", book)
    assert (record["kind"], record["clause"], record["where"]) == ("example answer", "13.0", "check 1")
    assert record["old"].endswith('== "D2R3"') and record["new"].endswith('== "D2R2"')
    assert "now expects “D2R2” where it expected “D2R3”" in record["text"]
    assert "crt(" not in record["text"]   # a player reads the answer, not the check's code


def test_moved_reindented_and_rewrapped_are_no_change(capsys, tmp_path):
    book = copy(tmp_path)
    tables = (book / "tables.rules").read_text(encoding="utf-8")
    start = tables.index('table crt "Combat Results Table"')
    end = tables.index("\n}\n", start) + 3
    (book / "tables.rules").write_text(tables[:start] + tables[end:], encoding="utf-8")
    with open(book / "12-combat.rules", "a", encoding="utf-8") as f:
        f.write("\n# moved here from tables.rules\n" + tables[start:end])
    supply = book / "14-supply.rules"
    supply.write_text("".join("    " + line if line.strip() else line
                              for line in supply.read_text(encoding="utf-8").splitlines(keepends=True)),
                      encoding="utf-8")
    code, out, err = diff(capsys, "changsha", book)
    assert (code, err) == (0, ""), out
    assert "no change in meaning" in out


def test_rewrapped_prose_and_comments_are_no_change(capsys, tmp_path):
    book = copy(tmp_path, "shanghai_incident")
    edit(book / "04-turn.rules", """      Advance the turn marker. At the end of turns 1-6 the Japanese may declare a pause; in turn 7 it
      is automatic.""", """      # (re-wrapped)
      Advance the turn marker.  At the end of turns 1-6
      the Japanese may declare a pause; in turn 7 it is automatic.""".replace("      # (re-wrapped)\n", ""))
    edit(book / "04-turn.rules", '  clause II.3 "Administrative Phase" {', '  # a comment\n  clause II.3 "Administrative Phase" {')
    code, out, err = diff(capsys, "shanghai_incident", book)
    assert (code, err) == (0, ""), out
    edit(book / "04-turn.rules", "in turn 7 it is automatic.", "in turn 8 it is automatic.")
    [record] = changes(capsys, "shanghai_incident", book)
    assert (record["kind"], record["clause"]) == ("clause text", "II.3")
    assert "in turn 7 it is automatic" in record["old"] and "in turn 8 it is automatic" in record["new"]


def test_clauses_and_examples_added_and_removed(capsys):
    records = changes(capsys, CASES / "old" / "crossing", CASES / "new" / "crossing")
    assert [(r["kind"], r["clause"], r["construct"]) for r in records] == [
        ("example added", "1.0", ""),
        ("clause added", "3.0", ""),
        ("clause removed", "2.0", ""),
        ("constant removed", "2.0", "bridge_capacity"),
        ("example removed", "2.0", "")]
    code, out, _ = diff(capsys, CASES / "old" / "crossing", CASES / "new" / "crossing")
    assert code == 1
    assert "\n3.0 Fords\n  - Clause 3.0 “Fords” was added.\n" in out
    assert "\n2.0 Bridges\n  - Clause 2.0 “Bridges” was removed.\n" in out
    assert "  - New example “Four units may not stack”.\n" in out
    # the old example reads a constant the erratum removed: not run against the new rules, never a crash
    assert diff(capsys, CASES / "old" / "crossing", CASES / "new" / "crossing", "--examples")[1] == out


def git(cwd, *args):
    subprocess.run(["git", "-c", "user.name=T", "-c", "user.email=t@example.org", *args], cwd=cwd, check=True,
                   capture_output=True)


def test_a_git_revision(capsys, tmp_path, monkeypatch):
    book = tmp_path / "books" / "crossing"
    shutil.copytree(CASES / "old" / "crossing", book)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "first printing")
    shutil.copy(CASES / "new" / "crossing" / "crossing.rules", book / "crossing.rules")
    monkeypatch.chdir(tmp_path / "books")    # PATH is read from the current folder, as git reads it
    records = changes(capsys, "HEAD:crossing", "crossing")
    assert {r["kind"] for r in records} == {"example added", "clause added", "clause removed", "constant removed",
                                            "example removed"}
    code, out, _ = diff(capsys, "HEAD:crossing", str(CASES / "old" / "crossing"))
    assert (code, out.splitlines()[0]) == (0, f"HEAD:crossing → {CASES / 'old' / 'crossing'}: no change in meaning")
    code, _, err = diff(capsys, "HEAD~5:crossing", "crossing")
    assert code == 2 and "git knows no revision 'HEAD~5'" in err
    code, _, err = diff(capsys, "HEAD:nowhere", "crossing")
    assert code == 2 and "rules diff: error: HEAD:nowhere: at HEAD, git holds no folder books/nowhere" in err


@pytest.mark.parametrize("old", ["no_such_book", "rulebooks/changsha/tables.rules", ""])
def test_a_wrong_path_is_a_usage_error(old, capsys):
    code, out, err = diff(capsys, old, "changsha")
    assert (code, out) == (2, "")
    assert err.startswith("rules diff: error: ") and "Traceback" not in err


def test_a_book_with_errors_gives_its_diagnostics(capsys, tmp_path):
    book = copy(tmp_path, "shanghai_incident")
    with open(book / "01-pieces.rules", "a", encoding="utf-8") as f:
        f.write("\nclause 99 \"Broken\" { says \"x\" constant c = nowhere }\n")
    code, out, err = diff(capsys, "shanghai_incident", book)
    assert (code, out) == (2, "")
    assert f"rules diff: error: {book} has " in err and "so its meaning cannot be compared" in err
    assert "01-pieces.rules:" in err and "error[E" in err and "Traceback" not in err


def test_the_json_shape_and_the_command_line(tmp_path):
    book = copy(tmp_path)
    edit(book / "06-activation.rules", "command_range_ija = 3 hexes", "command_range_ija = 4 hexes")
    edit(book / "tables.rules", "| 12       | A1/D1 | D1R2  | D1R2    | D2      |",
         "| 12       | A1/D1 | D1R2  | D1R2    | D2R1    |")
    runs = [subprocess.run([sys.executable, "-m", "compiler", "diff", "changsha", str(book), "--json"], cwd=ROOT,
                           capture_output=True, text=True) for _ in range(2)]
    assert runs[0].returncode == 1 and runs[0].stdout == runs[1].stdout   # deterministic
    records = json.loads(runs[0].stdout)
    assert [r["kind"] for r in records] == ["constant", "table cell"]     # in the book's order of clauses
    for r in records:
        assert list(r) == ["kind", "clause", "construct", "where", "old", "new", "text"]
        assert all(isinstance(r[k], str) for k in r)


def test_an_edge_rule_changed_is_one_line_before_and_after(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "off right: clamp, drm +1 per column [12.7.1]", "off right: clamp, drm +2 per column [12.7.1]")
    edit(book / "tables.rules", "  roll above 12: clamp inferred", '  roll above 11: result "D2R3" inferred')
    records = changes(capsys, "changsha", book)
    assert [(r["kind"], r["where"], r["text"]) for r in records] == [
        ("table edge", "edge", "Combat Results Table: edge rule right of the 5:1 column: use the 5:1 column, +1 to the "
                               "die roll per column beyond → use the 5:1 column, +2 to the die roll per column beyond."),
        ("table edge", "edge", "Combat Results Table: edge rule above the rows: Rolls above 12: use the 12 row → "
                               "Rolls above 11: the result is “D2R3” (the defender loses 2 steps and retreats 3 hexes).")]
    assert records[0]["old"].startswith("Right of the 5:1 column: use the 5:1 column, +1")
    assert records[0]["new"].startswith("Right of the 5:1 column: use the 5:1 column, +2")


def test_a_row_range_changed_is_one_line_naming_both_ranges(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "| 9-10     | A1    | A1/D1 | D1R1    | D1R2    | D2      | D2R3    | D2R3    |",
         "| 9        | A1    | A1/D1 | D1R1    | D1R2    | D2      | D2R3    | D2R3    |")
    edit(book / "tables.rules", "| 11       | A1/D1 | D1R1  | D1R2    | D1R2    | D2R3    | D2R3    | D2R3    |",
         "| 10-11    | A1/D1 | D1R1  | D1R2    | D1R2    | D2R3    | D2R3    | D2R2    |")
    records = changes(capsys, "changsha", book)
    assert [(r["kind"], r["where"], r["old"], r["new"], r["text"]) for r in records] == [
        ("table row range", "roll 9", "9-10", "9", "Combat Results Table: roll 9-10 is now roll 9."),
        ("table row range", "roll 10-11", "11", "10-11", "Combat Results Table: roll 11 is now roll 10-11."),
        ("table cell", "column 5:1, roll 10-11", "D2R3", "D2R2", "Combat Results Table, column 5:1, roll 10-11: D2R3 → D2R2.")]


def test_a_sequence_a_step_and_a_scenario_moved_to_another_clause_say_so(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "03-sequence.rules", 'sequence turn "Turn Sequence Outline" [3.1]', 'sequence turn "Turn Sequence Outline" [3.0]')
    edit(book / "03-sequence.rules", '"First Reinforcement Segment" [5.1]', '"First Reinforcement Segment" [5.2]')
    edit(book / "15-scenarios.rules", 'scenario doyen_mot "Battle of Doyen Mot" [15.2]',
         'scenario doyen_mot "Battle of Doyen Mot" [15.3]')
    records = [r for r in changes(capsys, "changsha", book) if not r["kind"].startswith("example")]
    assert [(r["kind"], r["clause"], r["where"], r["old"], r["new"], r["text"]) for r in records] == [
        ("sequence", "3.0", "clause", "3.1", "3.0", "The sequence “Turn Sequence Outline” moved here from clause 3.1."),
        ("sequence step", "3.0", "Preparation Phase › First Reinforcement Segment", "5.1", "5.2",
         "Turn Sequence Outline: step “Preparation Phase › First Reinforcement Segment” moved to clause 5.2 from clause 5.1."),
        ("scenario", "15.3", "clause", "15.2", "15.3", "The scenario “Battle of Doyen Mot” moved here from clause 15.2.")]


def test_examples_the_new_rules_no_longer_bear_out(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "| 12       | A1/D1 | D1R2  | D1R2    | D2      | D2R3    | D2R3    | D2R3    |",
         "| 12       | A1/D1 | D1R2  | D1R2    | D2      | D2R3    | D2R3    | D2R2    |")
    edit(book / "tables.rules", 'crt(roll: 12, column: 5:1, attacker: IJA) == "D2R3"',
         'crt(roll: 12, column: 5:1, attacker: IJA) == "D2R2"')   # the erratum updates one example of two
    assert [r["kind"] for r in changes(capsys, "changsha", book)] == ["table cell", "example answer"]   # (not run)
    code, out, err = diff(capsys, "changsha", book, "--json", "--examples")
    records = [r for r in json.loads(out) if r["kind"] in ("example fails", "example outdated")]
    assert code == 1 and err == ""
    assert [(r["kind"], r["clause"], r["where"], r["new"]) for r in records] == [
        ("example fails", "12.7.1", "check 1", "D2R2"), ("example outdated", "13.0", "check 1", "D2R2")]
    assert records[0]["text"] == ("The example “CRT above 12: roll 12 at 7:1 reads the 12 row” fails against the new "
                                  "rules: they give “D2R2” where it states “D2R3”.")
    assert records[1]["text"] == ("The old example “CRT corner: roll 12 at 5:1 is D2R3” no longer holds under the new "
                                  "rules: they give “D2R2” where it states “D2R3”.")
    assert records[1]["old"].endswith('== "D2R3"')
    code, out, _ = diff(capsys, "changsha", book, "--examples")
    assert "  - The old example “CRT corner: roll 12 at 5:1 is D2R3” no longer holds" in out


def test_examples_of_a_book_unchanged_all_hold(capsys, tmp_path):
    code, out, err = diff(capsys, "shanghai_incident", copy(tmp_path, "shanghai_incident"), "--examples")
    assert (code, err) == (0, "") and out.endswith(": no change in meaning\n")


def test_a_garbled_cell_read_anew_is_a_reading_not_an_edge_rule(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "as the cells beside it are printed.", "as its neighbours are printed.")
    edit(book / "tables.rules", '  cell "Peak" "Movement" inferred', '  cell "Peak" "Combat" inferred')
    records = changes(capsys, "changsha", book)
    assert [(r["kind"], r["where"], r["text"]) for r in records] == [
        ("table cell reading", "roll 3, column 2", "Barrage Table, roll 3, column 2: our reading: The extraction "
         "prints this cell as an underscore; we read it as a dash (no effect), as the cells beside it are printed → "
         "The extraction prints this cell as an underscore; we read it as a dash (no effect), as its neighbours are "
         "printed."),
        ("table cell reading", "row Peak, column Combat", "Terrain Effects Key, row Peak, column Combat: our reading "
         "now: The extraction prints this cell as \"42\"; we read 4 MF with the mark of footnote 2 (armor only along "
         "a road) glued to it, not 42 MF."),
        ("table cell reading", "row Peak, column Movement", "Terrain Effects Key, row Peak, column Movement: no longer "
         "our reading (was: The extraction prints this cell as \"42\"; we read 4 MF with the mark of footnote 2 (armor "
         "only along a road) glued to it, not 42 MF).")]
    assert not any("edge rule" in r["text"] for r in records)


def test_a_column_range_changed_is_one_line_naming_both_ranges(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "| Die Roll | 2 | 3–4 | 5–6 | 7–8 |", "| Die Roll | 2 | 3–4 | 5–6 | 7–9 |")
    edit(book / "tables.rules", "| 6        | D | 1   | 1   | 1   |", "| 6        | D | 1   | 1   | D   |")
    records = changes(capsys, "changsha", book)   # (the edge rule right of it names it: not a second change)
    assert [(r["kind"], r["where"], r["old"], r["new"], r["text"]) for r in records] == [
        ("table column range", "column 7–9", "7–8", "7–9", "Barrage Table: column 7–8 is now column 7–9."),
        ("table cell", "column 7–9, roll 6", "1", "D", "Barrage Table, column 7–9, roll 6: 1 → D.")]


def test_a_relabelled_edge_row_is_said_once_and_a_changed_edge_rule_still_is(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "| 2-3      | A1R2  |", "| 2        | A1R2  |")
    edit(book / "tables.rules", "| 4        | A1R2  |", "| 3-4      | A1R2  |")
    edit(book / "tables.rules", "| Die Roll | 2 | 3–4 | 5–6 | 7–8 |", "| Die Roll | 2 | 3–4 | 5–6 | 7–9 |")
    edit(book / "tables.rules", "  off right: clamp inferred", "  off right: not in source\n  #")
    records = changes(capsys, "changsha", book)
    assert [(r["kind"], r["where"], r["old"], r["new"]) for r in records] == [
        ("table column range", "column 7–9", "7–8", "7–9"),
        ("table edge", "edge", "Right of the 7–8 column: use the 7–8 column.", "Right of the 7–9 column: the source "
                               "does not say."),
        ("table row range", "roll 2", "2-3", "2"), ("table row range", "roll 3-4", "4", "3-4")]
    assert records[1]["text"] == ("Barrage Table: edge rule right of the columns: Right of the 7–8 column: use the "
                                  "7–8 column → Right of the 7–9 column: the source does not say.")


def test_a_differential_column_changed_in_a_header_row_is_one_line(capsys, tmp_path):
    book = copy(tmp_path, "shanghai_incident")
    for terrain in ("Town         | -3    | -2    | -1    | 0     | +1    |",
                    "Clear        | -5    | -4    | -3    | -2    | -1    | 0     | +1    |"):
        edit(book / "03-combat.rules", f"| {terrain} +2/3  | +4/5  |", f"| {terrain} +2    | +3/4/5 |")
    records = changes(capsys, "shanghai_incident", book)
    assert [(r["kind"], r["where"], r["text"]) for r in records] == [
        ("table column range", "Town header row, column +2", "Combat Results Table, Town header row: column +2/3 is "
                                                             "now column +2."),
        ("table column range", "Town header row, column +3/4/5", "Combat Results Table, Town header row: column +4/5 "
                                                                 "is now column +3/4/5."),
        ("table column range", "Clear header row, column +2", "Combat Results Table, Clear header row: column +2/3 "
                                                              "is now column +2."),
        ("table column range", "Clear header row, column +3/4/5", "Combat Results Table, Clear header row: column "
                                                                  "+4/5 is now column +3/4/5.")]


def test_an_example_moved_with_its_scenario_is_paired_across_clauses(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "15-scenarios.rules", 'scenario doyen_mot "Battle of Doyen Mot" [15.2]',
         'scenario doyen_mot "Battle of Doyen Mot" [15.3]')
    edit(book / "15-scenarios.rules", 'example "Eight is" {', 'example "Eight is" [15.3] {')
    records = [r for r in changes(capsys, "changsha", book) if r["kind"].startswith("example")]
    title = "Doyen Mot: the 20th Corps activates only with the 9th Army marker, not by command radius"
    assert [(r["kind"], r["clause"], r["where"], r["old"], r["new"]) for r in records] == [
        ("example", "15.3", "clause", "15.2", "15.3")] * 3
    assert records[1]["text"] == f"The example “{title}” moved here from clause 15.2."
    assert records[0]["text"] == "The example “Eight is” moved here from clause 15.2."


def test_an_example_moved_or_retitled_is_run_once_as_the_new_books(capsys, tmp_path):
    book = copy(tmp_path)
    edit(book / "tables.rules", "| 2-3      | A1R2  | A1R2  | A1R2    | A1R1    | A1      | A1/DR1  | A1/D1R1 |",
         "| 2-3      | A1R2  | A1R2  | A1R2    | A1R1    | A1      | A1/DR1  | A1/D1R2 |")
    edit(book / "tables.rules", 'example "CRT corner: roll 3 at 5:1 is A1/D1R1" [13.0]',
         'example "CRT corner: roll 3 at 5:1 is A1/D1R1" [12.7.1]')
    edit(book / "tables.rules", "| 12       | A1/D1 | D1R2  |", "| 12       | A1/D2 | D1R2  |")
    edit(book / "tables.rules", '"CRT corner: roll 12 at 1:3 is A1/D1" [13.0]', '"CRT: roll 12 at 1:3" [13.0]')
    code, out, err = diff(capsys, "changsha", book, "--json", "--examples")
    records = [r for r in json.loads(out) if r["kind"] in ("example fails", "example outdated")]
    assert code == 1 and err == ""
    assert [(r["kind"], r["clause"], r["old"], r["new"]) for r in records] == [
        ("example fails", "12.7.1", 'crt(roll: 3, column: 5:1, attacker: IJA) == "A1/D1R1"', "A1/D1R2"),
        ("example fails", "13.0", 'crt(roll: 12, column: 1:3, attacker: IJA) == "A1/D1"', "A1/D2")]
    edit(book / "tables.rules", '"CRT: roll 12 at 1:3" [13.0] { crt(roll: 12, column: 1:3, attacker: IJA) == "A1/D1"',
         '"CRT: roll 12 at 1:3" [13.0] { crt(roll: 12, column: 1:3, attacker: IJA) == "A1/D2"')
    code, out, err = diff(capsys, "changsha", book, "--json", "--examples")   # (its answer changed: the old is run)
    records = [r for r in json.loads(out) if r["kind"] in ("example fails", "example outdated")]
    assert [(r["kind"], r["clause"], r["old"], r["new"]) for r in records] == [
        ("example fails", "12.7.1", 'crt(roll: 3, column: 5:1, attacker: IJA) == "A1/D1R1"', "A1/D1R2"),
        ("example outdated", "13.0", 'crt(roll: 12, column: 1:3, attacker: IJA) == "A1/D1"', "A1/D2")]


def test_several_examples_failing_are_each_said(capsys, tmp_path):
    """Two failing checks in one list crashed the report (a name reused for two things)."""
    book = copy(tmp_path)
    edit(book / "tables.rules", "| 2        | - | -   | D   | D   |", "| 2        | D | -   | D   | D   |")
    edit(book / "tables.rules", "| 6        | D | 1   | 1   | 1   |", "| 6        | 1 | 1   | 1   | 1   |")
    code, out, err = diff(capsys, "changsha", book, "--json", "--examples")
    records = [r for r in json.loads(out) if r["kind"] == "example fails"]
    assert code == 1 and err == ""
    assert [(r["clause"], r["new"]) for r in records] == [("7.6", "D"), ("7.6", "1"), ("7.6", "1"), ("7.6.b", "1")]
    assert records[0]["text"] == ("The example “Barrage corner: roll 2 at 2 points is no effect” fails against the "
                                  "new rules: they give “D” where it states “-”.")


def test_old_examples_that_cannot_be_built_are_said_not_dropped_silently(capsys, tmp_path, monkeypatch):
    import compiler.to_python
    emit = compiler.to_python.emit_python

    def refusing(book, *args, **kwargs):   # (as when an old example asks what the new rules cannot express)
        if any(ex.title.startswith("CRT corner") and "D2R3" in " ".join(ex.written) for ex in book.examples):
            raise TypeError("no literal for Nothing")
        return emit(book, *args, **kwargs)
    monkeypatch.setattr(compiler.to_python, "emit_python", refusing)
    book = copy(tmp_path)
    edit(book / "tables.rules", 'crt(roll: 12, column: 5:1, attacker: IJA) == "D2R3"',
         'crt(roll: 12, column: 5:1, attacker: IJA) == "D2R2"')
    code, out, err = diff(capsys, "changsha", book, "--json", "--examples")
    records = json.loads(out)
    assert code == 1 and err == ""
    assert records[0] == {
        "kind": "examples not run", "clause": None, "construct": "", "where": "old examples", "old": "",
        "new": "TypeError: no literal for Nothing",
        "text": "One changed or removed example of the old book was not run against the new rules: their generated "
                "Python could not be built with it (TypeError: no literal for Nothing)."}
    assert [r["kind"] for r in records[1:]] == ["example answer", "example fails"]
