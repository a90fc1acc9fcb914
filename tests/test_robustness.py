"""Bad input of any kind gives diagnostics, never a traceback: rulebooks mutated at random (with a
fixed seed, so the run is repeatable) go through the whole front end and the examples."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl.diagnostics import render

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "tests" / "cases" / "fixture", ROOT / "rulebooks" / "shanghai_incident"]
NOISE = '{}[]()|"\\:=,.-+^_#0aZ'


def _mutate(lines: list[str], rng: random.Random) -> list[str]:
    k = rng.randrange(len(lines))
    op = rng.choice(["delete", "duplicate", "drop char", "insert char", "swap words"])
    line = lines[k]
    if op == "delete":
        return lines[:k] + lines[k + 1:]
    if op == "duplicate":
        return lines[:k + 1] + lines[k:]
    if op == "drop char" and line:
        j = rng.randrange(len(line))
        return lines[:k] + [line[:j] + line[j + 1:]] + lines[k + 1:]
    if op == "insert char":
        j = rng.randrange(len(line) + 1)
        return lines[:k] + [line[:j] + rng.choice(NOISE) + line[j:]] + lines[k + 1:]
    words = line.split(" ")
    if len(words) > 2:
        a, b = rng.sample(range(len(words)), 2)
        words[a], words[b] = words[b], words[a]
    return lines[:k] + [" ".join(words)] + lines[k + 1:]


@pytest.mark.parametrize("seed", range(40))
def test_mutated_rulebooks_give_diagnostics_not_tracebacks(seed, tmp_path):
    rng = random.Random(seed)
    source = SOURCES[seed % len(SOURCES)]
    book = tmp_path / source.name
    shutil.copytree(source, book)
    victim = rng.choice(sorted(book.glob("*.rules")))
    lines = victim.read_text(encoding="utf-8").splitlines()
    for _ in range(rng.randint(1, 3)):
        lines = _mutate(lines, rng)
    victim.write_text("\n".join(lines) + "\n", encoding="utf-8")
    compiled = compile_book(book)                     # must not raise
    for d in compiled.diagnostics():                  # and every diagnostic must render
        assert render(d, compiled.sources)


# ---------------------------------------------------------------- hard inputs (issue 14, item 6)
import os
import signal
import subprocess
import sys
import time

from compiler.pipeline import book_outputs
from compiler.to_aid import render_html
from dsl.files import MAX_FILE_BYTES
from dsl.limits import MAX_BLOCK_DEPTH, MAX_DIGITS, MAX_EXPRESSION_DEPTH

# (`says "x [f]"`: the fact every test may read is cited, so a test that reads none has no W105)
HEADER = '''book t {
  title "T"
  side red "Red"
  dice 1d6
}
clause 1.0 "C" {
  says "x [f]"
  fact f: flag = no "F"
'''


def _book(tmp_path: Path, body: str, *, prefix: str = "", tail: str = "}\n") -> Path:
    folder = tmp_path / "t"
    folder.mkdir(exist_ok=True)
    (folder / "t.rules").write_text(prefix + HEADER + body + "\n" + tail, encoding="utf-8")
    return folder


def _positioned(compiled) -> list:
    """The diagnostics, each asserted to have a file, a line and a column and to render."""
    diags = compiled.diagnostics()
    for d in diags:
        assert d.span is not None and d.span.path and d.span.line >= 1 and d.span.column >= 1, d
        assert render(d, compiled.sources)
    return diags


def _codes(compiled) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in _positioned(compiled) if d.severity != "note"]


def _clean_and_rendered(compiled, tmp_path: Path):
    """A clean book whose every output (package, JSON, vectors, web pages) renders."""
    assert compiled.ok, [render(d, compiled.sources) for d in compiled.diagnostics()]
    return book_outputs(compiled, tmp_path)


HUGE = "9" * 5000        # more than Python's 4,300-digit limit for reading an int
NUMBER_PLACES = {
    "constant": ("  constant k = {n} \"K\"", 9, 16),
    "signed constant": ("  constant k = +{n} \"K\"", 9, 17),
    "ratio": ("  constant k = {n}:1 \"K\"", 9, 16),
    "dice": ("  constant k = {n}d6 \"K\"", 9, 16),
    "fraction": ("  constant k = 1/{n} \"K\"", 9, 18),
    "decimal": ("  constant k = 1.{n} \"K\"", 9, 18),
    "drm": ("  modifier m \"M\" {{ drm +{n} }}", 9, 25),
    "shift": ("  modifier m \"M\" {{ shift {n} left }}", 9, 26),
    "at most": ("  modifier m \"M\" {{ shift 1 left  at most {n} }}", 9, 42),
    "example": ("  formula g(x: count) \"G\" = x\n  example \"e\" {{ g({n}) == 1 }}", 10, 19),
    "table cell": ("  table t \"T\" {{\n    roll 1d6\n    | 1d6 | A |\n    | 1-6 | {n} |\n  }}", 12, 13),
    "row label": ("  table t \"T\" {{\n    roll 1d6\n    | 1d6 | A |\n    | 1-{n} | 1 |\n  }}", 12, 9),
    "reference in a text": ("  note \"see [{n}.1]\"", 9, 14),
    "long text": ("  note \"\"\"first line\n  and {n}\"\"\"", 10, 7),
}


@pytest.mark.parametrize("place", NUMBER_PLACES)
def test_a_huge_number_is_a_positioned_diagnostic(place, tmp_path):
    body, line, col = NUMBER_PLACES[place]
    compiled = compile_book(_book(tmp_path, body.format(n=HUGE)))
    assert ("E004", line, col) in _codes(compiled)
    d = next(d for d in compiled.diagnostics() if d.code == "E004")
    assert "5000 digits" in d.message and f"at most {MAX_DIGITS} digits" in d.hint


def test_the_digit_limit_itself(tmp_path):
    at_limit = "1" + "0" * (MAX_DIGITS - 1)
    body = ('  constant k = {n} "K"\n  formula g(x: count) "G" = x + k\n'
            '  example "e" {{ g(1) == 1{m} }}')
    compiled = compile_book(_book(tmp_path, body.format(n=at_limit, m="0" * (MAX_DIGITS - 2) + "1")))
    _clean_and_rendered(compiled, tmp_path)
    assert compiled.examples_run == 1
    compiled = compile_book(_book(tmp_path, body.format(n=at_limit + "0", m="0" * (MAX_DIGITS - 1) + "1")))
    assert [c for c, _, _ in _codes(compiled)] == ["E004", "E004"]


# (body, line, column of the diagnostic): the first node past the limit, counted from the outside.
# `  formula g(x: …) "G" = ` is 27 or 28 characters; the expression starts right after it.
N = MAX_EXPRESSION_DEPTH
DEEP = {
    "5,000 nested not": ('  formula g(x: flag) "G" = ' + "not " * 5000 + "x", 9, 28 + 4 * N),   # the 51st `not`
    "3,000 chained if … else": ('  formula g(x: count) "G" = ' + "if f then 1 else " * 3000 + "2",
                                9, 29 + 17 * N),                                                 # the 51st `if`
    # left-recursive: the node 51 levels down is `x + 1 + … + 1`, which starts at `x`
    "+ 1 repeated 20,000 times": ('  formula g(x: count) "G" = x' + " + 1" * 20000, 9, 29),
    "a long chain of fields": ('  formula g(x: count) "G" = x' + ".y" * 5000, 9, 29),
    # brackets nest no level of their own; the sum 51 levels down starts at its opening bracket
    "deep parentheses": ('  formula g(x: count) "G" = ' + "(" * 3000 + "x" + " + 1)" * 3000, 9, 29 + N + 1),
    # a call is three levels (call, its arguments, one argument): the first argument of the 17th call
    "nested calls": ('  formula g(x: count) "G" = ' + "max(1, " * 2000 + "x" + ")" * 2000, 9, 29 + 7 * 16 + 4),
    "5,000 unary minus": ('  formula g(x: count) "G" = ' + "-" * 5000 + "x", 9, 29 + N),
    "a deep example": ('  example "e" { ' + "not " * 3000 + "yes }", 9, 17 + 4 * N),
    # a written list is one level (a RecursionError before it counted): the 51st `[`
    "20,000 nested lists": ('  formula g(x: count) "G" = ' + "[" * 20000 + "x" + "]" * 20000, 9, 29 + N),
    # an aggregate is one level: the condition `y > 0` of the 50th is the 51st
    "nested aggregates": ('  formula g(x: count) "G" = ' + "count(y > 0 for each y in " * 3000 + "[x]" + ")" * 3000,
                          9, 29 + 26 * (N - 1) + len("count(")),
}


@pytest.mark.parametrize("case", DEEP)
def test_deep_nesting_is_a_positioned_diagnostic(case, tmp_path):
    body, line, col = DEEP[case]
    compiled = compile_book(_book(tmp_path, body))
    assert [x for x in _codes(compiled) if x[0] == "E005"] == [("E005", line, col)]
    assert not [d for d in compiled.diagnostics() if d.code not in ("E005", "W601")]


def test_2000_nested_clauses_are_a_positioned_diagnostic(tmp_path):
    nested = "".join(f'clause 1.{"1." * i}1 "c" {{\n says "x"\n' for i in range(2000)) + "}\n" * 2000
    compiled = compile_book(_book(tmp_path, nested))
    # HEADER's clause is the first level, so the one too deep is the 32nd written here (two lines each)
    assert _codes(compiled) == [("E005", 9 + 2 * (MAX_BLOCK_DEPTH - 1), 1)]


def test_deeply_nested_steps_are_a_positioned_diagnostic(tmp_path):
    steps = '  sequence s "S" {\n' + "".join(f'phase p{i} "p" {{\n' for i in range(2000)) + "}\n" * 2001
    compiled = compile_book(_book(tmp_path, steps))
    assert _codes(compiled) == [("E005", 10 + MAX_BLOCK_DEPTH, 1)]


AT_LIMIT = {   # shapes nested exactly MAX_EXPRESSION_DEPTH levels, with an example that runs them
    "chain of +": ('x' + " + 1" * MAX_EXPRESSION_DEPTH, "g(1) == %d" % (MAX_EXPRESSION_DEPTH + 1)),
    "chain of *": ('x' + " * 2" * MAX_EXPRESSION_DEPTH, "g(1) == %d" % 2 ** MAX_EXPRESSION_DEPTH),
    "nested if": ("if f then 1 else " * MAX_EXPRESSION_DEPTH + "x", "g(7) == 7"),
    "nested unary minus": ("-" * MAX_EXPRESSION_DEPTH + "x", "g(7) == 7"),
    "nested not": ("if " + "not " * (MAX_EXPRESSION_DEPTH - 1) + "f then 1 else x", "g(7) == 1"),
    "nested calls": ("max(0, " * (MAX_EXPRESSION_DEPTH // 3) + "x" + ")" * (MAX_EXPRESSION_DEPTH // 3), "g(7) == 7"),
}


@pytest.mark.parametrize("shape", AT_LIMIT)
def test_expressions_at_the_limit_build_and_run(shape, tmp_path):
    """One level under the diagnostic, every stage copes: checks, lowering, the Python package
    (which nests a bracket per level), the examples, JSON, vectors and the web pages."""
    expr, check = AT_LIMIT[shape]
    body = f'  formula g(x: count) "G" = {expr}\n  example "runs" {{ {check} }}'
    compiled = compile_book(_book(tmp_path, body))
    _clean_and_rendered(compiled, tmp_path)
    assert compiled.examples_run == 1
    one_more = {"chain of +": expr + " + 1", "chain of *": expr + " * 2", "nested if": "if f then 1 else " + expr,
                "nested unary minus": "-" + expr, "nested not": expr.replace("if ", "if not ", 1),
                "nested calls": "max(0, " + expr + ")"}[shape]
    compiled = compile_book(_book(tmp_path, f'  formula g(x: count) "G" = {one_more}'))
    assert [c for c, _, _ in _codes(compiled)] == ["E005"]


def test_clauses_at_the_limit_with_a_deep_expression_build(tmp_path):
    depth = MAX_BLOCK_DEPTH - 1          # the clause of HEADER is the first level
    nested = "".join(f'clause 1.{"1." * i}1 "c" {{\n says "x"\n' for i in range(depth))
    body = nested + '  formula g(x: count) "G" = x' + " + 1" * MAX_EXPRESSION_DEPTH + \
        '\n  example "runs" { g(0) == %d }\n' % MAX_EXPRESSION_DEPTH + "}\n" * depth
    compiled = compile_book(_book(tmp_path, body))
    _clean_and_rendered(compiled, tmp_path)
    assert compiled.examples_run == 1


def test_a_byte_order_mark_is_accepted_and_columns_stay_right(tmp_path):
    body = '  constant k = 1 "K"\n  formula g(x: count) "G" = x + nope'
    plain = compile_book(_book(tmp_path, body))
    with_bom = compile_book(_book(tmp_path, body, prefix="\ufeff"))
    assert _codes(with_bom) == _codes(plain) == [("E202", 10, 33)]
    clean = compile_book(_book(tmp_path, '  constant k = 1 "K"', prefix="\ufeff"))
    assert clean.ok and _codes(clean) == []


CONTROLS = ["\x00", "\x07", "\x1b", "\x7f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
            "\u2066", "\u2067", "\u2068", "\u2069",
            "\u200e", "\u200f", "\u061c", "\U000e0041", "\ufff9"]   # (the marks and a tag character passed raw)


def test_control_characters_are_diagnosed_and_never_reach_the_html(tmp_path):
    text = "".join(f"a{c}" for c in CONTROLS)
    body = (f'  note "{text}"\n  constant k = 1 "Title {text}"\n'
            f'  table crt "CRT {text}" {{\n    roll 1d6\n    | 1d6 | x |\n    | 1-6 | A |\n  }}')
    tail = f'}}\naid a "Aid {text}" {{\n  page A4 landscape\n  heading "{text}"\n  table crt\n  constant k\n}}\n'
    compiled = compile_book(_book(tmp_path, body, tail=tail))
    warnings = [(d.code, d.span.line, d.span.column) for d in _positioned(compiled) if d.severity == "warning"]
    assert len(warnings) == 21            # the first 20 of 90, each where it is, and the next says the rest
    assert warnings[0] == ("W602", 9, 10) and warnings[1] == ("W602", 9, 12)
    assert sum(", and 69 more after it in this file" in d.message for d in compiled.diagnostics()) == 1
    assert compiled.ok                    # a warning: the book still builds
    pages = {k: v.decode("utf-8") for k, v in _clean_and_rendered(compiled, tmp_path).files.items()
             if k.endswith(".md")}
    pages["aid.html"] = render_html(compiled, compiled.ir.aids[0])
    for name, page in pages.items():
        assert not any(c in page for c in CONTROLS), name
    assert "a\N{REPLACEMENT CHARACTER}a" in pages["site/books/t/rules.md"]
    assert "Aid a\N{REPLACEMENT CHARACTER}a" in pages["aid.html"]
    # and the terminal never gets them either
    assert not any(c in render(d, compiled.sources) for d in compiled.diagnostics() for c in CONTROLS)


def test_line_numbers_count_only_line_feeds(tmp_path):
    """A form feed or U+2028 in a text is not a line break: the line under a caret is the one meant."""
    body = '  note "a\x0cb\u2028c\u0085d"\n  formula g(x: count) "G" = x + nope'
    compiled = compile_book(_book(tmp_path, body))
    d = next(d for d in compiled.diagnostics() if d.code == "E202")
    assert (d.span.line, d.span.column) == (10, 33)
    assert "x + nope" in render(d, compiled.sources).split("\n")[1]


OTHER_DIGITS = {   # a number, a hex or a table label written with digits of another script
    "fullwidth constant": ('  constant k = \uff11\uff12 "K"', "E002", 9, 16, "FULLWIDTH DIGIT ONE", "is 1"),
    "arabic-indic constant": ('  constant k = 1\u0663 "K"', "E002", 9, 17, "ARABIC-INDIC DIGIT THREE", "is 3"),
    "superscript": ('  constant k = 2\u00b2 "K"', "E002", 9, 17, "SUPERSCRIPT TWO", "is 2"),
    "dice": ('  constant k = 2d\uff16 "K"', "E002", 9, 18, "FULLWIDTH DIGIT SIX", "is 6"),
    "row label": ('  table crt "CRT" {\n    roll 1d6\n    | 1d6 | x |\n    | 1-\uff16 | A |\n  }',
                  "E305", 12, 7, "FULLWIDTH DIGIT SIX", "write 1-6"),
    # a clause id or a reference read up to its dot, then `unexpected '.'` with a hint of what could follow
    "clause id": ('  clause 1.0.\u0661 "B" { says "y" }', "E002", 9, 14, "ARABIC-INDIC DIGIT ONE", "is 1): 1.0.1"),
    "see": ('  see [1.\u0660]', "E002", 9, 10, "ARABIC-INDIC DIGIT ZERO", "is 0): 1.0"),
    "own reference": ('  constant k = 3 [1.\uff10]', "E002", 9, 21, "FULLWIDTH DIGIT ZERO", "is 0): 1.0"),
    # in prose: read as printed text, neither a link nor an error
    "reference in text": ('  note "see [1.\u0660]"', "E201", 9, 13, "ARABIC-INDIC DIGIT ZERO", "did you mean [1.0]?"),
    "fullwidth reference in text": ('  note "see [\uff11.0]"', "E201", 9, 13, "FULLWIDTH DIGIT ONE",
                                    "did you mean [1.0]?"),
}


@pytest.mark.parametrize("case", OTHER_DIGITS)
def test_digits_of_another_script_are_diagnosed_not_read_as_numbers(case, tmp_path):
    """Python's int() and regular expressions' \\d read '１２' or '١٣' as numbers; a designer who pasted
    them from a PDF would get a value, or a hex that is not the map's, without a word."""
    body, code, line, col, said, hint = OTHER_DIGITS[case]
    compiled = compile_book(_book(tmp_path, body))
    assert (code, line, col) in _codes(compiled), _codes(compiled)
    d = next(d for d in compiled.diagnostics() if d.code == code)
    assert said in d.message + (d.hint or ""), (d.message, d.hint)
    assert hint in (d.hint or ""), d.hint
    assert not compiled.ok


KEYWORD_GLUES = {   # glued text, line, column
    'termZOC "Zone"': ("  termZOC \"Zone\"", 9, 3),
    "constantk": ("  constantk = 1 \"K\"", 9, 3),
    "factg": ("  factg: flag", 9, 3),
    "elsex": ("  formula g(x: count) \"G\" = if f then 1 elsex", 9, 41),
    "2to": ("  formula g(x: count) \"G\" = x\n  exception e \"E\" { overrides g  priority 2to }", 10, 44),
}


def test_a_keyword_glued_where_a_name_may_stand_is_one_name(tmp_path):
    compiled = compile_book(_book(tmp_path, '  formula g(x: flag) "G" = x and notf'))
    assert _codes(compiled) == [("E202", 9, 34)]       # `notf` is an unknown name, not `not f`


@pytest.mark.parametrize("body, word, col, hint", [
    ('  modifier m "M" { shift 1 right }\n  combine c "C" sum off (m)', "off", 21, "did you mean of?"),
    ('  permission p "P" { may "move" }\n  exception e "E" { overrides p forbidd }', "forbidd", 33, "did you mean forbid?"),
])
def test_a_word_whose_front_is_a_keyword_is_named_whole_where_only_keywords_stand(body, word, col, hint, tmp_path):
    # (`sum off (` read the keyword `of`, then said "unexpected 'f'", expected '('; `forbidd`: "unexpected 'd'")
    compiled = compile_book(_book(tmp_path, body))
    d = next(d for d in compiled.diagnostics() if d.code == "E001")
    assert (d.message, d.span.line, d.span.column, d.span.end_column - d.span.column, d.hint) == \
        (f"unexpected {word!r}", 10, col, len(word), hint)


@pytest.mark.parametrize("case", KEYWORD_GLUES)
def test_a_keyword_glued_to_a_name_is_not_split(case, tmp_path):
    body, line, col = KEYWORD_GLUES[case]
    compiled = compile_book(_book(tmp_path, body))
    assert ("E001", line, col) in _codes(compiled), _codes(compiled)


HARD_BODIES = {   # inside a clause: each a book the checker must refuse with positioned diagnostics
    "division by zero": '  constant k = 10 / 0 "K"\n  formula g(x: count) "G" = x / 0\n  example "e" { g(1) == 1 }',
    "a formula calling itself": '  formula g(x: count) "G" = g(x)\n  example "e" { g(1) == 1 }',
    "two formulas calling each other": '  formula g(x: count) "G" = h(x)\n  formula h(x: count) "H" = g(x)',
    "an exception overriding itself": '  modifier m "M" { drm +1 }\n  exception e "E" { overrides e\n  cancel }',
    "a ratio of nothing": '  constant k = 1:0 "K"\n  constant j = 0:0 "J"',
    "a reversed row range": '  table t "T" {\n    roll 1d6\n    | 1d6 | x |\n    | 6-1 | A |\n  }',
    "a row range past any roll": '  table t "T" {\n    roll 1d6\n    | 1d6 | x |\n    | 1-99999999999999999999999 | A |\n  }',
    "a text never closed": '  note """ never closed',
    "calls nested deep": '  formula g(x: count) "G" = x\n  formula h(x: count) "H" = ' + "g(" * 3000 + "x" + ")" * 3000,
    "a chain of 20,000 comparisons": '  formula g(x: count) "G" = ' + " < ".join(["x"] * 20000),
    "a name with a zero-width joiner": '  constant k\u200dj = 1 "K"',
    "a line separator for a line break": '  constant k = 1 "K"\u2028  constant j = 2 "J"',
}


@pytest.mark.parametrize("case", HARD_BODIES)
def test_hard_input_is_refused_with_positioned_diagnostics(case, tmp_path):
    """Hard inputs of the seventeenth stop's own corpus: none crashed the checker, and each is an
    error at a place in the file, never an internal error or a verdict of clean."""
    compiled = compile_book(_book(tmp_path, HARD_BODIES[case]))
    assert not compiled.ok
    assert any(d.severity == "error" for d in _positioned(compiled))


NUMBER_GLUES = {   # a number written against a word: refused, not read as a number and a unit
    "exponent": ('  constant k = 1e999999 "K"', "1e999999"),
    "hex": ('  constant k = 0x10 "K"', "0x10"),
    "underscores": ('  constant k = 1_000 "K"', "1_000"),
    "unit": ('  constant k = 2markers "K"', "2markers"),
    "signed": ('  constant k = -3e2 "K"', "-3e2"),
    "decimal": ('  constant k = 1.5e3 "K"', "1.5e3"),
    "in a formula": ('  formula g(x: count) "G" = x + 1e3', "1e3"),
}


@pytest.mark.parametrize("case", NUMBER_GLUES)
def test_a_number_glued_to_a_word_is_refused_not_read_as_a_number_and_a_unit(case, tmp_path):
    """`1e999999` was read as 1 of a unit named `e999999`, `1_000` as 1 `_000`: a value other than the
    designer's, without a word."""
    body, glued = NUMBER_GLUES[case]
    compiled = compile_book(_book(tmp_path, body))
    d = next(d for d in compiled.diagnostics() if d.code == "E001")
    assert (d.span.line, d.span.column) == (9, body.index(glued) + 1)
    assert "is a number" in d.hint and "space" in d.hint, d.hint
    assert not compiled.ok


def test_a_number_and_its_unit_with_a_space_between_them_are_read(tmp_path):
    compiled = compile_book(_book(tmp_path, '  constant k = 2 markers "K"'))
    assert compiled.ok, _codes(compiled)
    assert (compiled.loaded.book.constants[0].value, compiled.loaded.book.constants[0].unit) == (2, "markers")


def _KEYWORD_TEXTS():
    from dsl.parser import parser
    return {t.pattern.value for t in parser().terminals if t.pattern.type == "str" and t.pattern.value.isalpha()}


def test_no_keyword_of_the_fixture_parses_glued_to_the_next_word(tmp_path):
    """Every keyword the fixture book writes before a word, glued to that word, is an error."""
    import re

    from dsl.diagnostics import Report
    from dsl.parser import parse
    from dsl.source import SourceFile
    source = (ROOT / "tests" / "cases" / "fixture").glob("*.rules")
    original = next(iter(source)).read_text(encoding="utf-8")
    words = _KEYWORD_TEXTS()
    seen = set()
    for m in re.finditer(r"(?<![\w\"])(%s) (?=[A-Za-z0-9_])" % "|".join(sorted(words, key=len, reverse=True)), original):
        kw = m.group(1)
        line = original.count("\n", 0, m.start()) + 1
        before = original[original.rfind("\n", 0, m.start()) + 1:m.start()]
        if kw in seen or "#" in before or before.count('"') % 2 or original.count('"""', 0, m.start()) % 2 \
                or before.lstrip().startswith("|"):
            continue                       # once per keyword; not inside a comment, a text or a table row
        seen.add(kw)
        glued = original[:m.end() - 1] + original[m.end():]
        report = Report()
        parse(SourceFile(f"glued_{kw}.rules", glued), report)
        found = [(d.code, d.span.line) for d in report.errors]
        assert ("E001", line) in found, (kw, line, found)
    assert len(seen) >= 20, sorted(seen)


def _children(pid: int) -> set[int]:
    out = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.add(int(entry.name))
    return out


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"      # a zombie has already exited


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_killed_build_leaves_no_worker_running(tmp_path):
    project = tmp_path / "project"
    shutil.copytree(ROOT / "rulebooks", project / "rulebooks")
    env = dict(os.environ, RULES_ROOT=str(project), RULES_CACHE="off")
    build = subprocess.Popen([sys.executable, "-m", "compiler", "build"], cwd=project, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: set[int] = set()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(workers) < 2 and build.poll() is None:
        workers |= _children(build.pid)
        time.sleep(0.02)
    assert workers, "the build started no worker processes"
    os.kill(build.pid, signal.SIGKILL)
    build.wait()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and any(_alive(p) for p in workers):
        time.sleep(0.05)
    survivors = [p for p in workers if _alive(p)]
    for p in survivors:                     # leave nothing behind, then fail
        os.kill(p, signal.SIGKILL)
    assert not survivors


@pytest.mark.parametrize("text,code,column", [
    ("not " * 3000 + "yes", "E005", 1 + 4 * MAX_EXPRESSION_DEPTH),
    ("x" + " + 1" * 20000, "E005", 1),
    ("1 + " + HUGE, "E004", 5),
])
def test_rules_explain_gives_the_same_limits(text, code, column):
    from compiler.explain import run
    from conftest import compiled_book
    lines, diagnostics, sources = run(text, compiled_book("shanghai_incident"))
    assert lines is None
    assert [(d.code, d.span.line, d.span.column) for d in diagnostics] == [(code, 1, column)]


def test_dice_and_table_ranges_at_the_limit_build_and_one_past_is_e006(tmp_path):
    from dsl.limits import MAX_DICE, MAX_SIDES, MAX_SPAN
    most = f"{MAX_DICE}d{MAX_SIDES}"
    header = HEADER.replace("dice 1d6", f"dice 1d6, {most}")
    table = ('  table t "T" {{\n    roll {dice}\n    | {dice} | A |\n    | {lo}-{hi} | 1 |\n  }}\n'
             '  example "e" {{ t.lookup(roll: {hi}, column: "A") == "1" }}')
    folder = tmp_path / "t"
    folder.mkdir()
    path = folder / "t.rules"
    path.write_text(header + table.format(dice=most, lo=MAX_DICE, hi=MAX_DICE * MAX_SIDES) + "\n}\n", encoding="utf-8")
    compiled = compile_book(folder)
    _clean_and_rendered(compiled, tmp_path)
    assert compiled.examples_run == 1
    wide = '  table w "W" {\n    roll 1d6\n    | 1d6 | A |\n    | 1-6 | 1 |\n    | 7-%d | 2 |\n  }'
    path.write_text(HEADER + wide % (6 + MAX_SPAN) + "\n}\n", encoding="utf-8")   # 7 … 6 + 10,000
    assert compile_book(folder).ok
    path.write_text(HEADER + wide % (7 + MAX_SPAN) + "\n}\n", encoding="utf-8")
    assert _codes(compile_book(folder)) == [("E006", 13, 7)]
    for dice in (f"{MAX_DICE + 1}d6", f"1d{MAX_SIDES + 1}"):
        path.write_text(HEADER + f'  constant k = {dice} "K"\n}}\n', encoding="utf-8")
        assert _codes(compile_book(folder)) == [("E006", 9, 16)]


def test_answers_longer_than_4300_digits_still_print(tmp_path):
    """Fifty 99-digit factors make an answer of about 5,000 digits: the vectors (and JSON) carry
    it, and a failing example shows it, where Python's int-to-text guard used to raise."""
    product = f'  constant k = {"9" * 99} "K"\n  formula g(x: count) "G" = x' + " * k" * 49
    _clean_and_rendered(compile_book(_book(tmp_path, product)), tmp_path)
    compiled = compile_book(_book(tmp_path, product + '\n  example "e" { g(1) == 1 }'))
    assert _codes(compiled) == [("E500", 11, 17)]
    assert "9999" in next(d for d in compiled.diagnostics() if d.code == "E500").hint


def test_adjacent_pattern_fields_are_e311_not_a_hang(tmp_path):
    """`{a}{b}…` splits a run of digits in exponentially many ways: a long cell took minutes."""
    fields = "".join("{%s}" % f for f in "abcdefghijkl")
    body = (f'  results r "R" {{\n    "{fields}X" => hit "Hit"\n  }}\n'
            f'  table t "T" {{\n    roll 1d6\n    results r\n    | 1d6 | A |\n    | 1-6 | {"1" * 60} |\n  }}')
    start = time.monotonic()
    compiled = compile_book(_book(tmp_path, body))
    assert time.monotonic() - start < 20
    assert ("E311", 10, 5) in _codes(compiled)


def test_coverage_of_a_source_that_is_not_utf8_is_a_usage_error(tmp_path):
    source = tmp_path / "source.txt"
    source.write_bytes(b"12.7 Combat \xaf\xff\n")
    out = subprocess.run([sys.executable, "-m", "compiler", "coverage", "shanghai_incident", "--source", str(source)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "internal error" not in out.stderr
    assert "is not UTF-8 text: line 1 holds the byte 0xaf" in out.stderr


def test_every_shape_at_the_limit_in_an_aid_and_explained(tmp_path):
    """The aid's sentences (aid_text, expr_text) and `rules explain` walk the deepest expressions too."""
    from compiler.explain import run
    formulas = "\n".join(f'  formula g{i}(x: count) "G{i}" = {expr}' for i, (expr, _) in enumerate(AT_LIMIT.values()))
    shown = "\n".join(f"  formula g{i}" for i in range(len(AT_LIMIT)))
    tail = f'}}\naid a "Aid" {{\n  page A4 landscape\n{shown}\n}}\n'
    compiled = compile_book(_book(tmp_path, formulas, tail=tail))
    assert compiled.ok, [render(d, compiled.sources) for d in compiled.diagnostics()]
    html = render_html(compiled, compiled.ir.aids[0])
    assert html.count("G0") >= 1 and "G5" in html
    for i in range(len(AT_LIMIT)):
        lines, diagnostics, _ = run(f"g{i}(1)", compiled)
        assert lines and not diagnostics
    # an expression at the limit, given to `rules explain` itself
    lines, diagnostics, _ = run("1" + " + 1" * (MAX_EXPRESSION_DEPTH - 1), compiled)
    assert lines and not diagnostics and str(MAX_EXPRESSION_DEPTH) in lines[0]


def _odd_entry(kind: str, path: Path) -> None:
    """Put at `path` something named *.rules that is not a readable regular file."""
    if kind == "directory":
        path.mkdir()
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "dangling link":
        path.symlink_to(path.parent / "nowhere.rules")
    elif kind == "link loop":                # (found by hand beside the fuzz run: the hint was "check that the file can be read")
        path.symlink_to(path.name)
    elif kind == "too large":
        with open(path, "wb") as f:          # a sparse file: no disk space used
            f.truncate(MAX_FILE_BYTES + 1)


ODD_ENTRIES = {"directory": "it is a directory", "pipe": "not a regular file", "device": "not a regular file",
               "dangling link": "No such file", "too large": "more than", "link loop": "leads, through links, back to itself"}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
@pytest.mark.parametrize("kind", ODD_ENTRIES)
def test_a_rules_name_on_what_is_not_a_rules_file_is_e003_for_check_and_build(kind, tmp_path):
    """A pipe would make the reader wait for a writer for ever, /dev/zero never ends, and a
    directory or a link to nowhere was an internal error in the build: each is E003, with a hint
    saying what to do, and the build leaves generated/ as it was. Run as commands, with a time
    limit, so that a hang fails the test instead of stopping the suite."""
    project = tmp_path / "project"
    book = project / "rulebooks" / "t"
    book.mkdir(parents=True)
    (book / "t.rules").write_text(HEADER + "}\n", encoding="utf-8")
    _odd_entry(kind, book / "x.rules")
    env = dict(os.environ, RULES_ROOT=str(project), RULES_CACHE="off")
    for command in (["check", str(book)], ["build"]):
        run = subprocess.run([sys.executable, "-m", "compiler", *command], cwd=project, env=env,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 1, (command, run.stdout, run.stderr)
        assert "internal error" not in run.stderr + run.stdout
        out = run.stdout + run.stderr
        assert "error[E003]: cannot read" in out and ODD_ENTRIES[kind] in out, out
        assert "= hint:" in out and "UTF-8" not in out
    assert not (project / "generated").exists()


@pytest.mark.parametrize("book_id, said", [
    ("class", "is a Python keyword"), ("match", "is a Python keyword"), ("json", "would hide it"),
    ("test", "would hide it"), ("lark", "would hide it"), ("Site", "would hide it"), ("schemas", "would hide it"),
    ("b" * 65, "more than 64"),
])
def test_a_book_id_that_cannot_name_its_package_is_e105(book_id, said, tmp_path):
    """The id names generated/<id>/ and `import <id>`: `book class` gave a package no one can
    import, `book json` one that hides the standard library's json wherever generated/ is on the path."""
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "t.rules").write_text(HEADER.replace("book t {", f"book {book_id} {{") + "}\n", encoding="utf-8")
    compiled = compile_book(folder)
    assert _codes(compiled) == [("E105", 1, 6)]
    assert said in compiled.diagnostics()[0].message


def test_two_books_with_one_id_do_not_build_over_each_other(tmp_path):
    """Both would be written to generated/<id>/, the later over the earlier: E101 at the later one's header."""
    project = tmp_path / "project"
    for name in ("a_book", "b_book"):
        (project / "rulebooks" / name).mkdir(parents=True)
        (project / "rulebooks" / name / "t.rules").write_text(HEADER + "}\n", encoding="utf-8")
    env = dict(os.environ, RULES_ROOT=str(project), RULES_CACHE="off")
    run = subprocess.run([sys.executable, "-m", "compiler", "build"], cwd=project, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run
    assert "rulebooks/b_book/t.rules:1:6: error[E101]: the book id t is also the id of rulebooks/a_book" in run.stderr
    assert not (project / "generated").exists()


def test_an_argument_given_twice_is_e402_where_it_is_given_again(tmp_path):
    """`g(1, f: yes, f: no)` took the last value without a word; so did `x` given by position and by name."""
    body = ('  formula g(x: count) "G" = x + f\n'
            '  formula h() "H" = g(1, f: yes, f: no)\n'
            '  formula k() "K" = g(1, x: 2)\n'
            '  example "e" { crt(roll: 1, roll: 2) == crt(roll: 1) }\n'
            '  table crt "CRT" {\n    roll 1d6\n    | 1d6 | x |\n    | 1-6 | A |\n  }')
    compiled = compile_book(_book(tmp_path, body.replace("x + f", "x + (if f then 1 else 0)")))
    assert _codes(compiled) == [("E402", 10, 34), ("E402", 11, 26), ("E402", 12, 30)]
    said = [d.message for d in compiled.diagnostics()]
    assert said == ["f is given twice in this call", "x is a parameter given by position in this call",
                    "roll is given twice in this call"]


# ---------------------------------------------------------------- found by benchmarks/fuzz.py --operator bytes
@pytest.mark.parametrize("ending", [b"\n", b"\r\n", b"\r"])
def test_a_byte_that_is_not_utf8_is_reported_where_it_is(ending, tmp_path):
    """A stray byte in a text was E003 at 1:1, however far into the file it was: the designer had
    to find it alone. The diagnostic is at its line and column (characters, as every column)."""
    folder = tmp_path / "t"
    folder.mkdir()
    lines = [b"book t {", b'  title "T\xc3\xa9l\xc3\xa9"', b'  series "ab\xffc"', b"}"]
    (folder / "t.rules").write_bytes(ending.join(lines) + ending)
    compiled = compile_book(folder)
    assert _codes(compiled) == [("E003", 3, 13)]
    assert "save the file as UTF-8 text" in render(compiled.diagnostics()[0], compiled.sources)


@pytest.mark.parametrize("ending", [b"\n", b"\r\n", b"\r"])
def test_a_byte_that_is_not_utf8_is_shown_in_its_line_under_a_caret(ending, tmp_path):
    """E003 had the byte's line and column but no source line nor caret (the file is not one of the
    book's sources): the line is shown, the byte as a replacement character, the caret under it; a
    file that is wrong as a whole (UTF-16) still has no line to show (hard-input probe)."""
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.rules").write_bytes((HEADER + "}\n").encode())
    (folder / "b.rules").write_bytes(ending.join([b"# \xc3\xa9", b'clause 1.0 "A\xff" {', b'  says "x"', b"}"]) + ending)
    compiled = compile_book(folder)
    assert _codes(compiled) == [("E003", 2, 14)]
    assert len(compiled.loaded.book.files) == 1   # (shown, not made a file of the book)
    shown = render(compiled.diagnostics()[0], compiled.sources).splitlines()
    assert shown[1:3] == ['    2 | clause 1.0 "A\N{REPLACEMENT CHARACTER}" {', "      |              ^"], shown
    assert "iconv" not in render(compiled.diagnostics()[0], compiled.sources)   # (0xff alone is no Latin-1 letter)
    # (the byte named, not Python's "in position 19", a count of bytes from the file's start)
    assert shown[0].endswith("/b.rules: the byte 0xff here is not UTF-8 text"), shown[0]
    (folder / "b.rules").write_bytes(b"\xff\xfe" + 'clause 1.0 "A" {}\n'.encode("utf-16-le"))
    compiled = compile_book(folder)
    assert _codes(compiled) == [("E003", 1, 1)]
    assert " | " not in render(compiled.diagnostics()[0], compiled.sources)


@pytest.mark.parametrize("encoding, bom, said", [("utf-16-le", b"\xff\xfe", "UTF-16"), ("utf-16-be", b"\xfe\xff", "UTF-16"),
                                              ("utf-32-le", b"\xff\xfe\x00\x00", "UTF-32"),
                                              ("utf-32-be", b"\x00\x00\xfe\xff", "UTF-32")])
def test_a_utf16_or_utf32_file_is_named_as_such_with_the_command_that_converts_it(encoding, bom, said, tmp_path):
    """Notepad's "Unicode" and Windows PowerShell 5's `>` write UTF-16 with a byte-order mark: E003
    gave Python's "'utf-8' codec can't decode byte 0xff in position 0", not what the file is."""
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "t.rules").write_bytes(bom + (HEADER + "}\n").encode(encoding))
    compiled = compile_book(folder)
    assert _codes(compiled) == [("E003", 1, 1)]
    d = compiled.diagnostics()[0]
    assert d.message.endswith(f"it is {said} text (it starts with a {said} byte-order mark), and rules files are UTF-8")
    named = str(folder / "t.rules")
    assert f"iconv -f {said} -t UTF-8 {named} > {named}.utf8 && mv {named}.utf8 {named}" in d.hint


@pytest.mark.parametrize("encoding, said", [("utf-16-le", "UTF-16LE"), ("utf-16-be", "UTF-16BE")])
def test_a_utf16_file_without_a_byte_order_mark_is_named_as_such(encoding, said, tmp_path):
    """Its bytes are UTF-8 (ASCII with a NUL after or before each letter): it was read, with a W602
    for each of hundreds of NULs and then E002, where one with a mark is one E003 (hard-input probe)."""
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "t.rules").write_bytes((HEADER + "}\n").encode(encoding))
    compiled = compile_book(folder)
    assert _codes(compiled) == [("E003", 1, 1)]
    d = compiled.diagnostics()[0]
    assert d.message.endswith(f"it is {said} text without a byte-order mark (every other byte is NUL), and rules "
                              "files are UTF-8") and f"iconv -f {said} -t UTF-8" in d.hint
    (folder / "t.rules").write_bytes((HEADER + 'clause 1 "C" { says "a\0b" }\n}\n').encode("utf-8"))
    assert "E003" not in [c for c, _, _ in _codes(compile_book(folder))]   # (a NUL or two in UTF-8 text: W602, read)


# ---------------------------------------------------------------- found by benchmarks/fuzz.py --operator grammar-big
@pytest.mark.parametrize("amount, column", [("drm g().x", 24), ("shift g().x left", 26), ("drm g(1).x", 24)])
def test_a_cell_amount_read_from_a_call_without_arguments_is_a_diagnostic(amount, column, tmp_path):
    """`drm t().x` (a modifier's amount from a table cell, the table called with no arguments) was
    an internal error: the builder took the field's name for the arguments and lacked one."""
    compiled = compile_book(_book(tmp_path, f'  modifier m "M" {{ {amount} }}'))
    assert _codes(compiled) == [("E412", 9, column)]


@pytest.mark.parametrize("grid", [
    "  table t \"T\" {{\n    | k | |\n    |---|---|\n    | a | b |\n  }}",
    "  table t \"T\" {{\n    footnote 1 \"One.\"\n    | k^1 | ^1 |\n    |---|---|\n    | a | b |\n  }}",
    "  table t \"T\" {{\n    roll 1d6\n    | 1d6 | |\n    |---|---|\n    | 1-6 | b |\n  }}",
], ids=["one blank", "a footnote mark alone", "by roll"])
def test_a_table_whose_column_headers_are_blank_builds(grid, tmp_path):
    """The build's negative vectors looked a table up in its first printed column: a table whose
    headers are all blank stopped the build with an internal error (StopIteration) after a clean check.
    (Two blank columns are E304 now: a lookup of column "" read the first alone.)"""
    _clean_and_rendered(compile_book(_book(tmp_path, grid.format())), tmp_path)


def test_a_table_of_two_blank_column_headers_is_e304_not_an_internal_error(tmp_path):
    grid = "  table t \"T\" {\n    | k | | |\n    |---|---|---|\n    | a | b | c |\n  }"
    assert [code for code, *_ in _codes(compile_book(_book(tmp_path, grid)))] == ["E304"]


@pytest.mark.parametrize("body, column, said", [
    ("formula g() = none + 1", 17, "`+` needs numbers; none is no number"),
    ("formula g() = if none then 1 else 2", 20, "a condition must be yes or no, not none"),
    ("formula g() = none > 1", 17, "cannot compare none with number using >"),
    ("formula g() = -none", 18, "`-` needs numbers; none is no number"),
    ("formula g(x: number) = x * none", 30, "`*` needs numbers; none is no number"),
    ("formula g() = floor(none)", 23, "floor needs numbers; none is no number"),
    ("formula g(x: number) = x + 1\n  exception e { overrides g use none }", 33, "`use none`, but g gives number"),
])
def test_none_where_a_number_or_a_condition_is_needed_is_e401(body, column, said, tmp_path):
    """`none` (a permission's answer when it does not speak) is typed to compare with anything: it
    passed into arithmetic, conditions and `use`, and the vectors then expected Python's TypeError."""
    compiled = compile_book(_book(tmp_path, "  " + body))
    line = 9 + body.count("\n")
    assert [(c, ln, col) for c, ln, col in _codes(compiled)] == [("E401", line, column)]
    assert said in next(d.message for d in compiled.diagnostics() if d.code == "E401")


@pytest.mark.parametrize("body, line, column, said", [
    # none given where a value of a type is needed: a parameter, a fact, a record's field, a list's item
    ("formula ff(x) = x + 1\n  formula g() = ff(none)", 10, 20, "expected number, not none"),
    ("fact n: count = 1 \"N\"\n  modifier m \"M\" { drm +1 when n > 0 }\n  formula g() = m(n: none)", 11, 22,
     "expected number, not none"),
    ("fact fl: flag = no \"F\"\n  modifier m \"M\" { drm +1 unless fl }\n  formula g() = m(fl: none)", 11, 23,
     "expected flag, not none"),
    ("record u \"U\" { f: count \"f\" }\n  fact us: list of u \"Us\"\n"
     "  formula s() = sum(x.f for each x in us)\n  formula g() = s(us: [u(f: 1), none])", 12, 33,
     "a list holds values, not none"),
    ("record u \"U\" { f: count \"f\" }\n  fact us: list of u \"Us\"\n"
     "  formula s() = sum(x.f for each x in us)\n  formula g() = s(us: [u(f: none)])", 12, 29, "expected number, not none"),
    # what may give none: a branch of an if, a formula whose answer may be none (through another)
    ("fact n: count = 1 \"N\"\n  formula h() = if n > 0 then none else 1\n  formula g() = h() + 1", 11, 17,
     "`+` needs numbers; h(…) may give none"),
    ("fact n: count = 1 \"N\"\n  formula h() = if n > 0 then none else 1\n  formula i() = h()\n"
     "  formula g() = max(i(), 2)", 12, 21, "max needs numbers; i(…) may give none"),
    ("fact n: count = 1 \"N\"\n  formula g() = 1 + (if n > 0 then 2 else none)", 10, 22,
     "`+` needs numbers; a branch of this if may give none"),
    ("fact n: count = 1 \"N\"\n  formula h() = if n > 0 then none else 1\n  formula g() = if h() then 1 else 2", 11, 20,
     "a condition must be yes or no; h(…) may give none"),
])
def test_what_may_give_none_where_a_value_is_needed_is_e401(body, line, column, said, tmp_path):
    """`none` passed as an argument, a fact, a field or a list item, or given by an `if` or by a
    formula that may answer none, checked clean: `rules explain` then stopped with an internal error
    (TypeError, exit 3) and the package raised Python's own TypeError."""
    compiled = compile_book(_book(tmp_path, "  " + body))
    assert _codes(compiled) == [("E401", line, column)]
    assert said in next(d.message for d in compiled.diagnostics() if d.code == "E401")


def test_a_formula_that_may_answer_none_is_compared_with_none(tmp_path):
    compiled = compile_book(_book(tmp_path, '  fact n: count = 1 "N"\n  formula h() = if n > 0 then none else 1\n'
                                            '  formula g() = h() == none\n  example "none" { g() == yes }'))
    assert _codes(compiled) == [] and compiled.examples_run == 1


def test_max_and_min_take_any_number_of_values(tmp_path):
    """`max(1, …, 100)` was E402 "max takes 2 or more positional arguments": the check capped it at 99."""
    values = ", ".join(str(i) for i in range(1, 301))
    compiled = compile_book(_book(tmp_path, f'  formula g() = max({values}) - min({values})\n'
                                            f'  example "the largest less the smallest" {{ g() == 299 }}'))
    assert _codes(compiled) == [] and compiled.examples_run == 1
    assert [d.message for d in compile_book(_book(tmp_path, "  formula g() = max(1)")).diagnostics()] == \
        ["max takes 2 or more positional arguments"]


def test_a_wide_range_in_a_cell_of_words_is_text_not_e006(tmp_path):
    """`| Hold Tokyo in 1941-1945 | 1000-15000 points |` in a keys table was E006 (the limit on a
    range's span read every cell of every row), and the book could not be built; a label of a wide
    range, and a set of a differential header, are still E006 before anything reads them."""
    folder = tmp_path / "t"
    folder.mkdir()
    path = folder / "t.rules"
    table = ('  table vp "VP" {\n    rows keys\n    | Goal | Points |\n    |---|---|\n'
             '    | Hold Tokyo in 1941-1945 | 1000-15000 points |\n  }\n'
             '  example "e" { vp(row: "Hold Tokyo in 1941-1945", column: "Points").text == "1000-15000 points" }')
    path.write_text(HEADER + table + "\n}\n", encoding="utf-8")
    compiled = compile_book(folder)
    assert compiled.ok and compiled.examples_run == 1, [d.message for d in compiled.diagnostics()]
    path.write_text(HEADER + table.replace("| 1000-15000 points |", "| 1000-15000 |").replace(
        '"1000-15000 points"', '"1000-15000"') + "\n}\n", encoding="utf-8")
    assert [c for c, _, _ in _codes(compile_book(folder))] == ["E006"]   # (a cell of a range alone: read as one)
    path.write_text(HEADER + table.replace("1000-15000 points", "15000-30000 VP") + "\n}\n", encoding="utf-8")
    assert compile_book(folder).ok                                       # (a letter or two make it text too)
    differential = ('  table d "D" {\n    roll 1d6\n    columns differential\n    | Roll | -100000/+100000 | +100001 |\n'
                    '    |---|---|---|\n    | 1-6 | A | B |\n  }')
    path.write_text(HEADER + differential + "\n}\n", encoding="utf-8")
    assert [c for c, _, _ in _codes(compile_book(folder))] == ["E006"]


def test_a_utf16_file_without_a_mark_that_starts_beyond_ascii_is_named_too(tmp_path):
    """A box-drawing comment first (U+2500 is 00 25) put NULs on both sides: Python's codec message,
    with no word of UTF-16 nor iconv (regression probe)."""
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "t.rules").write_bytes(("# " + "\u2500" * 40 + "\n# \u9577\u6c99\n" + HEADER + "}\n").encode("utf-16-le"))
    d = compile_book(folder).diagnostics()[0]
    assert d.code == "E003" and "UTF-16LE text without a byte-order mark" in d.message


def test_references_split_across_the_texts_of_a_file_are_counted_together(tmp_path):
    """E009 was a limit on one text: 200 notes of 9,999 references checked clean at 810 MB, and a
    file near the size limit would have needed gigabytes (regression probe)."""
    from dsl.limits import MAX_FILE_REFERENCES, MAX_TEXT_REFERENCES
    notes = MAX_FILE_REFERENCES // (MAX_TEXT_REFERENCES - 1) + 1
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "t.rules").write_text(HEADER + "".join('  note "' + "[1.0] " * (MAX_TEXT_REFERENCES - 1) + '"\n'
                                                     for _ in range(notes)) + "}\n", encoding="utf-8")
    found = _codes(compile_book(folder))
    assert [c for c, _, _ in found] == ["E009"] and found[0][1] == 9 + notes - 1


def test_an_exception_using_a_number_with_a_zero_denominator_is_a_diagnostic_not_a_crash(tmp_path):
    """The 10,000-case fuzz run (seed 2026, case 7223): `use 1/0` on a combine's exception reached the
    check for a written fraction with no value, and raised AttributeError (an internal error)."""
    from compiler.pipeline import compile_book
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "C" {
  says "x"
  fact night: flag = no "Night"
  modifier m "M" { drm 1 }
  combine total "Total" sum of (m)
  exception x "X" { overrides total when night use 1/0 }
}
''', encoding="utf-8")
    c = compile_book(book)
    found = [(d.code, d.span.line) for d in c.diagnostics() if d.severity == "error"]
    assert found and all(code != "E000" for code, _ in found) and all(line for _, line in found), found


def test_a_latin1_file_is_told_how_to_convert(tmp_path):
    """A file saved as Latin-1 or Windows-1252 ("café" as 0x63 0x61 0x66 0xe9) got only "save the
    file as UTF-8 text", where a UTF-16 file got the command that converts it (the probe of stop 60);
    run as the hint says, the file checks."""
    import shlex
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.rules").write_bytes((HEADER + "}\n").encode())
    (folder / "b.rules").write_bytes('clause 9.0 "Café" {\n  says "x"\n}\n'.encode("cp1252"))
    compiled = compile_book(folder)
    d = compiled.diagnostics()[0]
    assert d.code == "E003" and "iconv -f WINDOWS-1252 -t UTF-8" in d.hint, d.hint
    command = d.hint.split("it converts with: ", 1)[1]
    subprocess.run(command, shell=True, check=True, cwd=tmp_path.anchor)
    assert compile_book(folder).ok
    assert shlex.quote(str(folder / "b.rules")) in command


def test_a_regular_file_whose_read_would_wait_is_e003_not_a_hang(tmp_path, monkeypatch):
    """A kernel file such as /proc/kmsg is "regular" (size 0) and a read of it waits for data that
    may never come: `rules check` hung on a `.rules` link to it. The file is opened without blocking
    and refused when its first read would wait. Stood in for by an empty pipe whose writer is open
    (opened as the path, which stays a regular file to `stat`)."""
    import dsl.files
    from dsl.files import NotARulesFile, read_rules_bytes
    path = tmp_path / "x.rules"
    path.write_text(HEADER + "}\n", encoding="utf-8")
    reader, writer = os.pipe()
    os.set_blocking(reader, False)
    real_open = os.open
    monkeypatch.setattr(dsl.files.os, "open", lambda p, flags, *a: reader if p == path else real_open(p, flags, *a))
    try:
        with pytest.raises(NotARulesFile, match="only by waiting"):
            read_rules_bytes(path)
    finally:
        os.close(writer)
    monkeypatch.undo()
    assert read_rules_bytes(path).startswith(b"book t {")   # (a file on a disk is read whole, as before)
