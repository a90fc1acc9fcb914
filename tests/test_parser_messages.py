"""Syntax messages speak the language: an expected token is named by the text a designer types
(`'=>'`, `'=='`, `'dice'`), never by a parser-internal name such as `__ANON_1`."""
from __future__ import annotations

from dsl.diagnostics import Report
from dsl.parser import _word, parse, parser
from dsl.source import SourceFile


def _hints(text: str) -> list[str]:
    report = Report()
    parse(SourceFile("t.rules", text), report)
    return [d.hint for d in report.diagnostics]


def test_every_terminal_reads_as_the_language():
    for t in parser().terminals:
        assert "__" not in _word(t.name) and "anon" not in _word(t.name).lower(), t.name


def test_a_missing_arrow_in_a_results_block_is_named_as_typed():
    hints = _hints('clause 1.0 "x" {\n  says "x"\n  results r "R" {\n    "A" attacker "x"\n  }\n}\n')
    assert hints == ["expected '=>'"]


def test_a_keyword_with_an_anonymous_terminal_is_named_as_typed():
    hints = _hints('book probe {\n  title "P"\n  dice 1d6 2\n}\n')
    assert len(hints) == 1 and "'dice'" in hints[0] and "anon" not in hints[0]
