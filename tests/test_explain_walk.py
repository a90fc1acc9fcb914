"""`rules explain`'s walk (compiler/explain_walk.py) and its printable page (`--html`,
compiler/explain_html.py): one expression per book, walked step by step with each step's clause;
hostile text escaped; the same bytes every run; a bad expression a positioned diagnostic."""
from __future__ import annotations

import pytest

from compiler.cli import main
from compiler.explain import run_walk
from compiler.explain_html import page

from conftest import compiled_book

HOSTILE = '''book t {
  title "T <script>alert(1)</script>"
  dice 1d6
}
clause 1 "Fire <script>alert(2)</script>" {
  says "Roll one die <script>alert(3)</script>."
  table fire "Fire <script>alert(4)</script>" {
    roll 1d6
    columns keys
    results text
    | 1D6 | A            | B |
    |-----|--------------|---|
    | 1-3 | <i>x</i>     | y |
    | 4-6 | z            | w |
  }
  example { fire(roll: 2, column: "A") == "<i>x</i>" }
}
'''


def stages(book: str, text: str) -> list[tuple[str, str | None, str]]:
    w = run_walk(text, compiled_book(book)).walk
    assert w is not None
    return [(s.title, s.clause, s.text) for s in w.stages]


def test_changsha_walks_from_the_odds_past_the_last_column_to_the_cell_and_its_meaning():
    """7:1 is past 5:1: the walk says the edge rule [12.7.1] reads 5:1 with +1 a column (+2), so the
    9 rolled reads the 11 row: D2R3, which the vocabulary says in words."""
    assert stages("changsha", "combat_result(9, 28, 4, attacker: IJA, defender_terrain: clear)") == [
        ("Initial combat odds", "12.7", "attack 28, defense 4 → 7:1"),
        ("Column", "13.0", "odds 7:1, no column shift: read on 5:1, the last column on its right: 2 columns past "
                           "it, +1 to the roll for each [12.7.1]"),
        ("Die roll", "13.0", "9 on 2d6, +2 from the edge rule of the column: 11"),
        ("Row", "13.0", "11"),
        ("Result", "13.0", "'D2R3': The defender loses 2 steps and retreats 3 hexes")]


def test_each_shift_that_applied_is_under_its_step_with_its_clause_and_amount():
    w = run_walk("combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, air_support: bomber)",
                 compiled_book("changsha")).walk
    shifts = w.stages[1]
    assert (shifts.title, shifts.clause, shifts.text) == ("All column shifts of a combat", "13.0", "-5")
    assert [(d.title, d.clause, d.gave) for d in shifts.details if d.clause in ("12.6", "4.2")] == [
        ("Terrain shifts of a combat", "12.6", "-3"), ("Bomber support", "4.2", "-2")]
    assert w.stages[2].text.startswith("odds 1:1, shifted 5 columns left: read on 1:3")
    assert w.stages[3].text == "12 on 2d6, -3 from the edge rule of the column: 9"
    assert w.stages[-1].text == "'A1': The attacker loses 1 step"   # (singular after 1; "A1", not "A{loss}R{retreat}" with R0)
    assert (w.cell.row, w.cell.column) == (w.cell.table.rows.index("9-10"), 0)


def test_a_modifier_before_the_lookup_shows_the_roll_made_and_the_roll_read():
    w = run_walk("barrage(6, 8, target_terrain: city, target_fortification: yes)", compiled_book("changsha")).walk
    assert [s.title for s in w.stages] == ["Barrage die-roll modifier", "Column", "Die roll", "Row", "Result"]
    assert w.stages[2].text == "6 rolled on 1d6, -3 from the die-roll modifiers above: 3"


def test_shanghai_walks_the_differential_on_its_terrain_s_header_row_past_the_right_edge():
    assert stages("shanghai_incident", "crt(roll: 1, differential: 15, terrain: clear)") == [
        ("Column", "combat.crt", "differential 15, on the Clear header row (terrain clear), no column shift: read "
                                 "on + 10, past its right edge: the last column on that side is read; that is the "
                                 "book's reading, not the rules'"),
        ("Die roll", "combat.crt", "1 on 1d6"),
        ("Row", "combat.crt", "1"),
        ("Result", "combat.crt", "'De': The defender is eliminated")]
    # an exception that rewrote the cell read says so, with its clause
    assert stages("shanghai_incident", "crt(roll: 1, differential: -1, terrain: clear, second_combat_phase: yes)"
                  )[-1][2].endswith("; Exchanges in the 2nd Combat Phase [II.1.d] changes it")


def test_war_of_the_suns_walks_the_turn_to_its_column_and_the_roll_to_the_event():
    assert stages("war_of_the_suns", "random_event(5, turn: 10)")[1:] == [
        ("The column of the Random Events Table for a turn", "charts.random_events", "t 10 → Turns 6-17"),
        ("Column", "charts.random_events", "read on Turns 6-17"),
        ("Die roll", "charts.random_events", "5 on 2d6"),
        ("Row", "charts.random_events", "5"),
        ("Result", "charts.random_events", "'Border Closure' (text; row 5, column Turns 6-17)")]


def test_khalkin_gol_walks_its_shifts_to_the_answer_without_a_table_read():
    """The GCRT is printed on the map, not in the rules: the walk ends at the rule's own answer."""
    w = run_walk("combat_shift(artillery_attacking: 1, hex_terrain_shifts: 1, defender_entrenched: yes)",
                 compiled_book("khalkin_gol")).walk
    assert w.cell is None
    assert [(d.title, d.clause, d.gave) for d in w.stages[0].details] == [
        ("Artillery support", "13.4.2.artillery", "1"), ("Terrain in hex", "13.4.3.hex_terrain", "-1"),
        ("Entrenchment", "13.4.3.entrenchments", "-1")]
    assert (w.stages[-1].title, w.stages[-1].clause, w.stages[-1].text) == ("Final column shift", "13.4.1", "-1")


def test_the_terminal_says_the_walk_numbered_before_the_worked_steps(capsys):
    assert main(["explain", "changsha", "combat_result(9, 28, 4, attacker: IJA, defender_terrain: clear)"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "step by step:" and out[2] == "  1. Initial combat odds [12.7]: attack 28, defense 4 → 7:1"
    assert out.index("worked out:") > out.index("  5. Result [13.0]: 'D2R3': The defender loses 2 steps and "
                                                "retreats 3 hexes")


def test_the_page_draws_the_table_with_the_cell_read_marked_and_cites_each_clause(tmp_path):
    out = tmp_path / "why.html"
    text = "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, air_support: bomber)"
    assert main(["explain", "changsha", text, "--html", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert html.count('class="cell-read"') == 1
    assert '<th scope="row" class="on">9-10</th><td class="cell-read"><span aria-label="the cell read">A1</span>' in html
    assert '<span class="cite">[12.7 Combat Odds]</span>' in html
    assert '<dt id="clause-4.2">[4.2] Types of Air Support</dt>' in html and "@page" in html
    again = tmp_path / "again.html"   # (the option before the expression, too: the same bytes)
    assert main(["explain", "changsha", "--html", str(again), text]) == 0
    assert again.read_bytes() == out.read_bytes()


def test_the_page_s_answer_is_the_result_and_what_it_means(tmp_path):
    """The page's answer line was the terminal's ("'D2R3' (defender; loss 2, retreat 3; row 11, …)"),
    code above a page a player prints: it is the result, quoted, and its meaning in the legend's words."""
    out = tmp_path / "why.html"
    assert main(["explain", "changsha", "combat_result(9, 28, 4, attacker: IJA, defender_terrain: clear)",
                 "--html", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "<p><strong>Answer:</strong> “D2R3”: The defender loses 2 steps and retreats 3 hexes</p>" in html


def test_the_page_escapes_hostile_text_of_the_book(tmp_path):
    from compiler.pipeline import compile_book
    (tmp_path / "book.rules").write_text(HOSTILE, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    explained = run_walk('fire(roll: 2, column: "A")', c)
    html = page(c, 'fire(roll: 2, column: "A") <script>', explained.lines, explained.walk)
    assert "<script" not in html and "<i>" not in html
    for n in (1, 2, 3, 4):
        assert f"&lt;script&gt;alert({n})&lt;/script&gt;" in html
    assert 'class="cell-read"><span aria-label="the cell read">&lt;i&gt;x&lt;/i&gt;</span>' in html


@pytest.mark.parametrize("book, text, head", [
    ("changsha", "combat_result(9, 28", "<expression>:1:20: error[E001]: the expression ends too early"),
    ("shanghai_incident", "crt(roll: 7, differential: 4, terrain: clear)",
     "<expression>:1:11: error[E402]: a roll of 7 is not possible on 1d6"),
])
def test_a_bad_expression_is_a_positioned_diagnostic_and_no_page(tmp_path, capsys, book, text, head):
    out = tmp_path / "why.html"
    assert main(["explain", book, text, "--html", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(head) and "Traceback" not in err
    assert not out.exists()


def test_a_page_that_cannot_be_written_is_said_so(tmp_path, capsys):
    out = tmp_path / "no such folder" / "why.html"
    assert main(["explain", "changsha", "crt(roll: 7, column: 1:1, attacker: IJA)", "--html", str(out)]) == 1
    assert "rules explain: cannot write" in capsys.readouterr().err


def test_the_page_prints_to_the_same_pdf_every_time(tmp_path):
    from compiler.system_libraries import pdf_unavailable
    if pdf_unavailable():
        pytest.skip(pdf_unavailable())
    text = "crt(roll: 2, differential: 5, terrain: town)"
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    assert main(["explain", "shanghai_incident", text, "--pdf", str(first)]) == 0
    assert main(["explain", "shanghai_incident", "--pdf", str(second), text]) == 0
    assert first.read_bytes().startswith(b"%PDF-") and first.read_bytes() == second.read_bytes()


def test_a_legend_of_one_says_its_noun_in_the_singular_and_joins_its_parts_in_one_sentence():
    """The legend filled "loses {loss} steps" with 1 as "loses 1 steps" (str.format); it is filled as
    the web book's tables fill it (`table_text.fill`), and a second effect's sentence goes on in
    lower case after the semicolon."""
    from compiler.cli import main
    import contextlib, io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["explain", "changsha", "crt(roll: 7, column: 1:1, attacker: IJA)"])
    assert "'A1/D1R1': The attacker loses 1 step; the defender loses 1 step and retreats 1 hex\n" in out.getvalue()
