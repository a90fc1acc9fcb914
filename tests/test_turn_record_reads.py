"""Issue 12 item 8 (in part): a rule that reads a fact a scenario's turn record gives (Khalkin-Gol's
`month`, from `gt`) lists the turn fact in its `.reads`, and `rules explain` cites the turn record's
clause with the value it gave."""
from __future__ import annotations

from compiler import explain
from compiler.cli import main

from conftest import compiled_book


def test_reads_name_the_turn_fact_the_month_is_worked_out_from():
    m = compiled_book("khalkin_gol").module
    assert {"month", "gt", "scenario"} <= set(m.japanese_rp.reads)
    assert m.japanese_rp.reads["gt"] == "count"   # (a GT is counted from 1: never negative)
    # what the reads promise is true: gt alone, with the scenario, decides the May exception
    assert m.objective_rp(5, scenario="may_1939", gt=1).value == 0
    assert m.objective_rp(5, scenario="may_1939", gt=2).value == 5


def _explained(text):
    lines, diagnostics, _ = explain.run(text, compiled_book("khalkin_gol"))
    assert lines is not None, [str(d) for d in diagnostics]
    return lines


def test_explain_cites_the_turn_record_when_the_month_came_from_it():
    assert _explained("objective_rp(5, scenario: may_1939, gt: 1)")[-1] == \
        "  [23.1] Scenario I: May 1939: turn record: month is may on gt 1"
    assert _explained("objective_rp(5, scenario: july_1939, gt: 1)")[-1].endswith("month is july on gt 1")
    # the month given: the turn record was not used, and is not cited
    assert not any("turn record" in x for x in _explained("objective_rp(5, scenario: may_1939, gt: 2, month: june)"))


def test_the_explain_command_prints_it(capsys):
    assert main(["explain", "khalkin_gol", "objective_rp(5, scenario: may_1939, gt: 2)"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "5" and "turn record: month is june on gt 2" in out
