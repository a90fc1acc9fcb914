"""The grammar is unambiguous: Lark's LALR analysis reports no conflict, and the places where a line
break ends something (examples, results blocks, terms) and grid-row comments read as a designer means."""
from __future__ import annotations

import io
import logging

from lark import Lark, logger

from dsl import model as m
from dsl.builder import Builder
from dsl.diagnostics import Report
from dsl.parser import GRAMMAR, parse
from dsl.source import SourceFile


def test_the_grammar_has_no_lalr_conflicts():
    log = io.StringIO()
    handler = logging.StreamHandler(log)
    logger.addHandler(handler)
    old = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual", debug=True)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old)
    conflicts = [line for line in log.getvalue().splitlines() if "conflict" in line.lower()]
    assert conflicts == []


def _build(text: str):
    report = Report()
    src = SourceFile("t.rules", text)
    trees = parse(src, report)
    assert not report.errors, [d.message for d in report.diagnostics]
    b = Builder(report)
    b.add_file(src.path, trees)
    assert not report.errors, [d.message for d in report.diagnostics]
    return b.items


def test_each_line_of_an_example_is_one_check():
    checks = _build('example "e" {\n  a == 2\n  -1 == b\n  f\n  (x) == 1\n}\n')["examples"][0].checks
    assert len(checks) == 4
    assert checks[0] == m.Compare("==", m.Name("a"), m.Num(2))
    assert checks[1] == m.Compare("==", m.Neg(m.Num(1)), m.Name("b"))


def test_a_printed_example_is_still_one_check_a_line():
    """`printed` stands in the example's header, between its title (and `[ref]`) and its `{`: the
    block's line breaks still end its checks (they were dropped, and the second check was an E001)."""
    for header in ('example "e" printed {', 'example "e" [1.2] printed {'):
        ex = _build(header + '\n  a == 2\n  -1 == b\n}\n')["examples"][0]
        assert ex.printed and len(ex.checks) == 2
        assert ex.checks[1] == m.Compare("==", m.Neg(m.Num(1)), m.Name("b"))


def test_within_a_line_minus_is_subtraction_and_a_trailing_operator_continues():
    checks = _build('example {\n  a == 2 -1\n  b ==\n    3 and\n  c\n}\n')["examples"][0].checks
    assert checks[0] == m.Compare("==", m.Name("a"), m.BinOp("-", m.Num(2), m.Num(1)))
    assert len(checks) == 2 and isinstance(checks[1], m.Logic)


def test_a_says_below_a_term_is_the_clause_restatement():
    items = _build('clause 1 "C" {\n  term EZOC "Enemy zone"\n  says "The clause."\n}\n')
    assert items["clauses"][0].says == "The clause."
    assert items["terms"][0].says == ""
    items = _build('clause 1 "C" {\n  says "The clause."\n  term EZOC "Enemy zone" says "Adjacent hexes."\n}\n')
    assert items["terms"][0].says == "Adjacent hexes." and items["clauses"][0].says == "The clause."


def test_a_results_pattern_meaning_is_on_its_own_line():
    r = _build('results r {\n  "A{n}" => attacker\n  "D{n}" => defender "The defender loses {n}"\n}\n')["results"][0]
    assert [(p.text, p.kind, p.meaning) for p in r.patterns] == [
        ("A{n}", "attacker", ""), ("D{n}", "defender", "The defender loses {n}")]


def test_a_comment_after_a_grid_row_is_a_comment():
    t = _build('table t "T" {\n  rows keys\n  columns keys\n  | | A |   # header\n  | # | 1 | # note\n}\n')["tables"][0]
    assert [tuple(c.text for c in r.cells) for r in t.grid] == [("", "A"), ("#", "1")]
