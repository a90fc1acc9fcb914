"""Pathological input (issue 14, item 6): texts, tables and books built to exhaust the checker give
a positioned diagnostic or a clean check, and the work done grows linearly with their size (counted
in operations, never timed)."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl import grid, text
from dsl.marked import plain, refs

HEADER = '''book t {
  title "T"
  side red "Red"
  dice 1d6
}
'''
PRIVATE_USE = "".join(chr(c) for c in range(0xE000, 0xF900))   # every character of the BMP's private-use area


def _book(tmp_path: Path, body: str) -> Path:
    folder = tmp_path / "t"
    folder.mkdir(exist_ok=True)
    (folder / "t.rules").write_text(HEADER + body, encoding="utf-8")
    return folder


class _Token:
    """A text token whose string counts the characters sliced and scanned for line breaks."""
    def __init__(self, raw: str, line: int = 1, column: int = 1):
        self.raw, self.line, self.column = raw, line, column
        self.work = [0]

    def __str__(self):
        return _Counted(self.raw, self.work)


class _Counted(str):
    def __new__(cls, value, work):
        s = super().__new__(cls, value)
        s.work = work
        return s

    def __getitem__(self, key):
        piece = str.__getitem__(self, key)
        self.work[0] += len(piece)
        return _Counted(piece, self.work)

    def _scan(self, name, sub, start=None, end=None):
        """Count what the search reads: `count` its whole range, `find` up to the hit, `rfind`
        back to it."""
        lo, hi, _ = slice(start, end).indices(len(self))
        found = getattr(str, name)(self, sub, *(x for x in (start, end) if x is not None))
        if name in ("rfind", "rindex") and found >= 0:
            lo = found
        elif name == "find" and found >= 0:
            hi = found + len(sub)
        self.work[0] += max(hi - lo, 0)
        return found

    def count(self, sub, start=None, end=None):
        return self._scan("count", sub, start, end)

    def rfind(self, sub, start=None, end=None):
        return self._scan("rfind", sub, start, end)

    def rindex(self, sub, start=None, end=None):
        return self._scan("rindex", sub, start, end)

    def find(self, sub, start=None, end=None):
        return self._scan("find", sub, start, end)

    def rpartition(self, sep):
        self.work[0] += len(self)
        return tuple(_Counted(x, self.work) for x in str.rpartition(self, sep))

    def rstrip(self, chars=None):
        self.work[0] += len(self)
        return _Counted(str.rstrip(self, chars), self.work)


def test_references_in_a_text_are_placed_in_linear_work():
    """`[1] ` 100,000 times in one `says` took 16.5 s (1.8 s at 25,000): each reference's line was
    counted from the text's start. Now each line break is counted once."""
    n = 2000
    raw = '"' + "see [1] " * n + '\n  and [2.a] then\n [x]"'
    token = _Token(raw, line=7, column=9)
    found = text.refs_in(token, "t.rules")
    assert len(found) == n + 2
    assert token.work[0] < 4 * len(raw), token.work[0]
    first, last_but_one, last = found[0].span, found[-2].span, found[-1].span
    assert (first.line, first.column, first.end_column) == (7, 9 + 5, 9 + 8)
    assert (last_but_one.line, last_but_one.column) == (8, 7)
    assert (last.line, last.column, last.end_column) == (9, 2, 5)


def test_a_text_holding_every_private_use_character_and_a_reference_checks(tmp_path):
    """Was 'internal error: generator raised StopIteration': the marked text needed a character the
    text does not hold, looked for among the private-use ones only."""
    compiled = compile_book(_book(tmp_path, 'clause 1 "C" {\n  says "see [1] \\[2] ' + PRIVATE_USE + '"\n}\n'))
    assert compiled.ok, compiled.diagnostics()


def test_marked_text_keeps_the_characters_it_uses_inside(tmp_path):
    """The private-use characters the marked text works with read back as themselves, escaped or not."""
    for raw, want in [('"a\ue000[1]\ue001b \\[2] \\\ue000 \ue001\ue001"', "a\ue000[1]\ue001b [2] \ue000 \ue001\ue001"),
                      ('"""\n  x \ue000 [1]\n\n  \\[t0] \ue001-\n"""', "x \ue000 [1]\n\n[t0] \ue001-")]:
        unquoted, got = text.plain_and_marked(_Token(raw))
        assert plain(got) == want == unquoted == text.unquote(raw)
        assert refs(got) == ["1"]
    assert text.plain_and_marked(_Token('"' + PRIVATE_USE + ' [1]"'))[1] == PRIVATE_USE + " [1]"


def test_footnote_marks_are_read_in_linear_work():
    """A cell of 100,000 `^1` marks took 0.28 s, 25,000 0.02 s: each mark copied the text before it."""
    n = 5000
    cell = _Counted("A2 " + "^1 " * n + "^12", [0])
    text_left, marks = grid._footnotes(cell)
    assert text_left == "A2" and len(marks) == n + 1 and marks[-1] == "^12"
    assert cell.work[0] < 10 * len(cell), cell.work[0]


def test_a_group_heading_of_many_spaces_is_read_at_once(tmp_path):
    """`| == <20,000 spaces> x |` matched `^==\\s*(.+?)\\s*==$` with cubic backtracking (3,000
    spaces took 22 s): it now is a one-cell row, E306 at the row, read in one pass."""
    row = "| == " + " " * 20000 + "x |"
    body = ('clause 1 "C" {\n  says "x"\n  table t "T" {\n    | k | x |\n    |---|---|\n    ' + row
            + '\n    | == Red  Army == |\n    | a | 1 |\n  }\n}\n')
    compiled = compile_book(_book(tmp_path, body))
    assert [(d.code, d.span.line, d.span.column) for d in compiled.diagnostics()] == [("E306", 11, 5), ("W603", 11, 9)]
    assert grid.group_heading("== Red  Army ==") == "Red  Army" and grid.group_heading("== " + " " * 20000 + "==") == " "
    assert grid.group_heading("====") == "" and grid.group_heading("=====") == "="


def test_exceptions_compared_pair_by_pair_stop_at_the_stated_limit(tmp_path):
    """4,000 exceptions `when a > i` to one rule took 26 s (every pair compared for E310; 10,000
    about 3 minutes). Past `MAX_COMPARED_EXCEPTIONS` pairs: E007 at the exception that goes past it,
    and no pair after it is read; exceptions pinning values (`a == i`) are not compared and pass."""
    from dsl.checks import rule_conflicts
    from dsl.limits import MAX_COMPARED_EXCEPTIONS
    calls = [0]
    original = rule_conflicts.exclusive_tests

    def counted(*args):
        calls[0] += 1
        return original(*args)

    def body(when: str, n: int) -> str:
        return ('clause 1 "C" {\n  says "x"\n  fact a: integer "A"\n  modifier m "M" { add 1 }\n'
                + "".join(f'  exception e{i} "E" {{ overrides m when {when.format(i=i)} cancel }}\n' for i in range(n))
                + "}\n")
    rule_conflicts.exclusive_tests = counted
    try:
        ranged = compile_book(_book(tmp_path, body("a > {i}", 700)))
        pinned = compile_book(_book(tmp_path, body("a == {i}", 3000)))
    finally:
        rule_conflicts.exclusive_tests = original
    past = next(k for k in range(1000) if k * (k + 1) // 2 > MAX_COMPARED_EXCEPTIONS)
    found = [(d.code, d.span.line, d.span.column) for d in ranged.diagnostics() if d.code != "E310"]
    assert found == [("E007", 10 + past, 13)]
    assert sum(d.code == "E310" for d in ranged.diagnostics()) == past - 1
    assert calls[0] <= MAX_COMPARED_EXCEPTIONS
    assert pinned.ok, pinned.diagnostics()[:3]


def test_diagnostics_in_a_long_line_show_a_part_of_it(tmp_path):
    """8,000 unknown references in one `says` (a line of 56 KB) printed 750 MB: each diagnostic showed
    the whole line. Now a line longer than `SHOWN_LINE` is cut around the caret."""
    from dsl import limits
    from dsl.diagnostics import SHOWN_LINE, render
    original = limits.visible
    n = 2000
    compiled = compile_book(_book(tmp_path, 'clause 1 "C" {\n  says "' + " ".join(f"[z{i}]" for i in range(n)) + '"\n}\n'))
    found = [d for d in compiled.diagnostics() if d.code == "E201"]
    assert len(found) == n
    shown = [render(d, compiled.sources) for d in found]
    assert sum(map(len, shown)) < n * (SHOWN_LINE * 3)
    limits.visible, seen = (lambda t: seen.append(len(t)) or original(t)), []
    try:
        render(found[0], compiled.sources)
    finally:
        limits.visible = original
    assert max(seen) <= SHOWN_LINE + 2      # (control characters looked for in the part shown only)
    for d, text in zip([found[0], found[1000], found[-1]], [shown[0], shown[1000], shown[-1]]):
        _, source, caret = text.splitlines()[:3]
        at = caret.index("^") - len("      | ")
        assert source[len("    8 | "):][at:].startswith(f"[{d.message.split('[')[1].split(']')[0]}]"), (source, caret)
        assert len(source) <= SHOWN_LINE + 20 and caret.count("^") == len(d.message.split("[")[1].split("]")[0]) + 2


def test_a_long_text_is_lexed_in_constant_memory():
    """`"(?!"")([^"\\\\\\n]|\\\\.)*"` and `\"\"\"(.|\\n)*?\"\"\"` kept backtracking state for every character
    of a text, about 150 bytes each (a 20 MB `says` took 3 GB and 27 s; the 64 MB a file may hold,
    about 10 GB). The terminals are unrolled and possessive: no state per character."""
    size = 1_000_000
    for says in ('"' + "word \\[ " * (size // 8) + '"', '"""\n' + 'wo"rd ""\n' * (size // 10) + '"""'):
        peak = _parse_peak(HEADER + 'clause 1 "C" {\n  says ' + says + "\n}\n")
        assert peak < 40 * size, peak         # (the text and its copies; was 240 bytes a character)


def _parse_peak(text: str) -> int:
    """The peak of what Python allocates while parsing a file of `text`, which must parse clean."""
    import tracemalloc
    from dsl.diagnostics import Report
    from dsl.parser import parse
    from dsl.source import SourceFile
    src, report = SourceFile("t.rules", text), Report()
    tracemalloc.start()
    try:
        trees = parse(src, report)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert trees and not report.diagnostics, report.diagnostics
    return peak


def test_parsing_resumes_after_an_error_without_reading_the_lines_before_again(monkeypatch):
    """After each syntax error the parse resumed on a copy of the file with every line before blanked,
    lexed again from its start: 16,000 errors in one file took 36 s (4,000: 3 s). It now resumes on
    a view of the same text from the line it resumes at: each attempt reads from there. Lark, given
    such a view, counted the line breaks before it (4,000 errors: 35 s with a walk of the braces to
    the end of the file for each): the count is given, and the braces are read to the error."""
    from lark.exceptions import UnexpectedInput
    from lark.lexer import LineCounter
    from dsl import braces
    from dsl import parser as parser_module
    from dsl.diagnostics import Report
    from dsl.source import SourceFile
    real_part, real_lines = parser_module._parse_part, braces._lines_braces
    read, counted, walked = [], [], []

    def part(text, start, end, line):
        try:
            return real_part(text, start, end, line)
        except UnexpectedInput as err:
            read.append(err.pos_in_stream - start)
            raise

    def feed(self, token, test_newline=True):   # (the lexer counts its tokens' lines itself, in fast_lark)
        counted.append(len(token))
        return real_feed(self, token, test_newline)

    def lines_braces(*args):
        for item in real_lines(*args):
            walked.append(1)
            yield item
    real_feed = LineCounter.feed
    monkeypatch.setattr(parser_module, "_parse_part", part)
    monkeypatch.setattr(LineCounter, "feed", feed)
    monkeypatch.setattr(braces, "_lines_braces", lines_braces)
    n = 300
    src = SourceFile("t.rules", HEADER + "".join(f'clause c{i} "C" {{\n  says "x"\n  constant = = 1\n}}\n' for i in range(n)))
    report = Report()
    parser_module.parse(src, report)
    assert [(d.code, d.span.line, d.span.column) for d in report.diagnostics][:2] == [("E001", 8, 12), ("E001", 12, 12)]
    assert [(d.span.line, d.span.column) for d in report.diagnostics][-1] == (HEADER.count("\n") + 4 * n - 1, 12)
    assert len(report.diagnostics) == n and len(read) == n - 1   # (the first attempt parses the whole text)
    assert sum(read) < 2 * len(src.text), sum(read)
    assert sum(counted) < len(src.text) and len(walked) < 10 * len(src.lines), (sum(counted), len(walked))


def test_blocks_nested_thousands_deep_each_with_a_syntax_error_are_each_said_in_linear_work(monkeypatch):
    """After a syntax error inside a top-level block, each block declared inside it below the error
    is parsed alone (`_parse_nested`); within one with an error, so are the blocks below that one's
    error: one pass over the lines, not one per block (nor a recursion, 2,000 deep)."""
    from dsl import braces
    from dsl import parser as parser_module
    from dsl.diagnostics import Report
    from dsl.source import SourceFile
    real_lines = braces._lines_braces
    walked = []

    def lines_braces(*args):
        for item in real_lines(*args):
            walked.append(1)
            yield item
    monkeypatch.setattr(braces, "_lines_braces", lines_braces)
    n = 2000
    src = SourceFile("t.rules", HEADER + 'clause 1 "C" extra {\n'
                     + "".join(f'  clause 1.{i} "C" extra {{\n' for i in range(1, n)) + "  }\n" * (n - 1) + "}\n")
    report = Report()
    parser_module.parse(src, report)
    first = HEADER.count("\n") + 1
    assert [(d.code, d.span.line) for d in report.diagnostics] == [("E001", first + i) for i in range(n)]
    assert len(walked) < 10 * len(src.lines), len(walked)


def test_a_cell_is_matched_only_against_the_patterns_it_starts_like(tmp_path, monkeypatch):
    """Every cell was tried against every pattern of its vocabulary in turn (8,000 patterns and
    8,000 cells: 64 million matches, 17 s); patterns are now looked up by the literal text they
    start with, and the first that matches, in their order, still wins."""
    from dsl import vocabulary
    n = 400
    body = ('clause 1 "C" {\n  says "x"\n  results r "R" {\n'
            + "".join(f'    "Q{i}x{{n}}" => k{i} "K {i}"\n' for i in range(n))
            + '    "{n}" => number "N"\n    "Q1{n}" => shadowed "S"\n  }\n'
            + '  table t "T" {\n    rows keys\n    results r\n    | k | x |\n    |---|---|\n'
            + "".join(f"    | v{i} | Q{i}x1 |\n" for i in range(n)) + "    | w | 7 |\n  }\n}\n")
    matched = [0]
    real = vocabulary.Vocabulary._one

    def counted(self, text):
        matched[0] += len(self.compiled) if not hasattr(self, "_starts") else sum(
            len(starts.get(text[:size], ())) for size, starts in self._starts.items() if size <= len(text))
        return real(self, text)
    monkeypatch.setattr(vocabulary.Vocabulary, "_one", counted)
    compiled = compile_book(_book(tmp_path, body))
    assert compiled.ok, compiled.diagnostics()[:3]
    assert matched[0] < 10 * (n + 1) * 2, matched[0]
    voc = vocabulary.Vocabulary(compiled.loaded.symbols.book.results[0])
    assert voc.parse("Q12x3") == (("k12", (("n", 3),)),)
    assert voc.parse("Q13") == (("shadowed", (("n", 3),)),) and voc.parse("5") == (("number", (("n", 5),)),)
    assert voc.parse("Q1x") is None and voc.parse("") is None


def test_blocks_left_open_to_the_end_of_the_file_are_all_reported_in_linear_work(monkeypatch):
    """Each `clause … {` left open made the parser run to the end of the file, and parsing resumed at
    the next declaration to run to the end again: 2,000 such clauses took 60 s, 4,000 took 242 s.
    After `ATTEMPTS_TO_THE_END` such attempts, the blocks still open are found from the braces, each
    reported as the parser's attempt would report it, and parsing resumes once after the last."""
    from dsl import parser as parser_module
    from dsl.diagnostics import Report
    from dsl.source import SourceFile
    real = parser_module.parser()
    attempts = []

    class Counting:
        def __getattr__(self, name):
            return getattr(real, name)

        def parse(self, text):
            attempts.append(1)
            return real.parse(text)
    real_part = parser_module._parse_part

    def part(*args):   # (an attempt after an error: the rest of the text)
        attempts.append(1)
        return real_part(*args)
    monkeypatch.setattr(parser_module, "parser", lambda: Counting())
    monkeypatch.setattr(parser_module, "_parse_part", part)
    body, open_lines, line = [], [], HEADER.count("\n") + 1
    for i in range(1, 301):
        body.append(f'clause {i}.0 "T{i}" {{\n  says "x"\n')
        if i % 7:
            open_lines.append(line)
            line += 2
        else:
            body.append("}\n")
            line += 3
    body.append('clause 999.0 "End" {\n  says "the last clause"\n}\n')
    src = SourceFile("t.rules", HEADER + "".join(body))
    report = Report()
    trees = parser_module.parse(src, report)
    never_closed = [d for d in report.diagnostics if "is never closed" in d.message]
    assert [d.span.line for d in never_closed] == open_lines and len(report.diagnostics) == len(open_lines)
    assert never_closed[0].hint == "a closing '}' is missing before line 8 ('clause 2.0 \"T2\" {')"
    assert len(attempts) == parser_module.ATTEMPTS_TO_THE_END + 1
    assert "the last clause" in str(trees[-1])          # the declaration after them is parsed


class _Passes(tuple):
    """A tuple that counts the passes made over it."""
    count = 0

    def __iter__(self):
        _Passes.count += 1
        return super().__iter__()


def _passes_over_facts_and_constants(copies: int, tmp_path: Path) -> int:
    """How many times the checks walk the book's facts and constants, for Changsha copied `copies`
    times (`benchmarks/synthetic.py`)."""
    import sys

    import attrs

    from dsl.checks import validate
    from dsl.diagnostics import Report
    from dsl.loader import load
    from dsl.resolver import resolve
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    try:
        from synthetic import write_book
    finally:
        sys.path.pop(0)
    folder = tmp_path / f"changsha_x{copies}"
    write_book(copies, folder)
    book = load(folder).book
    book = attrs.evolve(book, facts=_Passes(book.facts), constants=_Passes(book.constants))
    report = Report()
    sym = resolve(book, report)
    _Passes.count = 0
    validate(sym, report)
    # (the copies check clean: a construct named in a text, `[defender_in_city]`, renamed with its copy)
    assert not report.errors, [d.message for d in report.errors][:3]
    return _Passes.count


def test_the_checks_walk_the_facts_and_constants_a_fixed_number_of_times(tmp_path):
    """Looking a constant up by a walk of all of them for each modifier, and listing the facts,
    sides and optional clauses again for each exception, scenario and sequence, made the checks
    grow with the square of the book (620 µs per KB of source at 64× Changsha, 110 at 1×)."""
    # (2 and 4 copies: both check clean, so the same checks run)
    assert _passes_over_facts_and_constants(4, tmp_path) == _passes_over_facts_and_constants(2, tmp_path)


def _names_typed_in_lowering(depth: int, tmp_path: Path, monkeypatch) -> int:
    """How many names the lowering types in one formula of `depth` nested choices
    (`if x > 1 then (if x > 2 then … else 1) else 1`)."""
    from dsl.checks.expressions import TypeChecker
    from dsl.index import index
    from dsl.loader import load
    from dsl.lower import lower
    body = "x"
    for n in range(depth, 0, -1):
        body = f"(if x > {n} then {body} else 1)"
    (tmp_path / str(depth)).mkdir()
    folder = _book(tmp_path / str(depth), f'clause 1 "One" {{\n  says "Deep."\n  formula deep(x: number) = {body}\n}}\n')
    loaded = load(folder, tmp_path)
    assert loaded.ok, [d.message for d in loaded.report.errors]
    idx = index(loaded)
    typed = [0]
    plain_name = TypeChecker._Name

    def counted(self, *args):
        typed[0] += 1
        return plain_name(self, *args)
    monkeypatch.setattr(TypeChecker, "_Name", counted)
    lower(loaded, idx)
    monkeypatch.setattr(TypeChecker, "_Name", plain_name)
    return typed[0]


def test_the_lowering_types_each_expression_once(tmp_path, monkeypatch):
    """The lowering asks a node's type, then lowers its children, which ask theirs: each choice's
    whole subtree was typed again at every level above it (the square of the nesting); each
    expression is now typed once per scope."""
    at_10 = _names_typed_in_lowering(10, tmp_path, monkeypatch)
    at_20 = _names_typed_in_lowering(20, tmp_path, monkeypatch)
    assert at_20 - at_10 <= 2 * at_10, (at_10, at_20)


def test_a_load_s_memory_grows_with_the_book(tmp_path, monkeypatch):
    """The peak of what Python allocates while a book loads, per MB of source, is the same for 8
    copies of Changsha as for 2 (`benchmarks/synthetic.py`). The types the checks kept for the
    lowering held a copy of the book's names per formula: 14.6 MB per MB at 2 copies, 21.3 at 8,
    78 at 64. (Bytes counted by tracemalloc, not time: the same on any machine.)"""
    import sys
    import tracemalloc

    from dsl.loader import load
    monkeypatch.setenv("RULES_CACHE", "off")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    try:
        from synthetic import write_book
    finally:
        sys.path.pop(0)
    sizes = {n: write_book(n, tmp_path / f"changsha_x{n}") for n in (2, 8)}
    assert load(tmp_path / "changsha_x2").book is not None     # (what a first load sets up, not counted)
    per_mb = {}
    for n, size in sizes.items():
        tracemalloc.start()
        try:
            loaded = load(tmp_path / f"changsha_x{n}")
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        per_mb[n] = peak / size
    assert per_mb[8] < 1.2 * per_mb[2], per_mb


def test_suggestions_compare_a_bounded_number_of_names(tmp_path, monkeypatch):
    """A "did you mean" hint compares the unknown name with every name it could be (difflib, some
    microseconds each): 1,000 misspelt names among 1,000 facts compared a million pairs (25 s). A
    load compares at most `MAX_COMPARED_NAMES`; the hints after that go without a suggestion, and
    the next load starts afresh. Outside a load (an engine's wrong calls) nothing is counted."""
    import difflib

    from dsl import diagnostics
    compared = []
    original = difflib.get_close_matches
    monkeypatch.setattr(difflib, "get_close_matches",
                        lambda word, possibilities, **kw: compared.append(len(possibilities)) or original(word, possibilities, **kw))
    n = 400
    body = 'clause 1 "C" {\n  says "x"\n' + "".join(f"  fact value{i}: number = {i}\n" for i in range(n)) \
        + "".join(f'  formula f{i}() = valeu{i}\n' for i in range(n)) + "}\n"
    folder = _book(tmp_path, body)
    for _ in range(2):
        compared.clear()
        found = [d for d in compile_book(folder).diagnostics() if d.code == "E202"]
        assert len(found) == n and all(d.span and d.span.line > 1 for d in found)
        hinted = [d for d in found if "did you mean value" in (d.hint or "")]
        assert hinted and len(hinted) < n and sum(compared) <= diagnostics.MAX_COMPARED_NAMES + n * 2
        assert found[0].hint and "did you mean value0?" in found[0].hint
    names = [f"value{i}" for i in range(diagnostics.MAX_COMPARED_NAMES // 100)]
    assert all(diagnostics.suggest("valeu7", names) == "did you mean value7?" for _ in range(200))


def test_support_lines_meet_the_first_line_above_that_shares_a_turn():
    """E101 "gets support twice" names the first line above that shares a turn with this one. Each
    line was compared with every line above it (80,000 lines: minutes); `scenario_turns._first_overlapped`
    finds the same line with a table of minima over the turns. Random runs of turns against the
    definition; a run that goes backwards (E401) shares no turn."""
    import random
    from types import SimpleNamespace as Ns

    from dsl.checks.scenario_turns import _first_overlapped
    rng = random.Random(3)
    for _ in range(3000):
        lines = []
        for _ in range(rng.randrange(0, 12)):
            a = rng.randrange(1, 15)
            lines.append(Ns(first_turn=a, last_turn=a + rng.randrange(-2, 5)))
        for i, (s, other) in enumerate(_first_overlapped(lines)):
            want = next((x for x in lines[:i] if x.first_turn <= x.last_turn and s.first_turn <= s.last_turn
                         and x.first_turn <= s.last_turn and s.first_turn <= x.last_turn), None)
            assert s is lines[i] and other is want, (lines, i)


def test_a_name_the_language_gives_a_meaning_is_refused_where_it_is_declared(tmp_path):
    """`fact scenario: count` ran the examples with a number where the scenario is read (E501:
    "TypeError: can only concatenate str"); a fact `sum` broke every `sum(… for each …)`. Each is
    E101 at its declaration (an aggregate's name as a formula, a parameter, a constant too), and a
    fact declared twice is read as declared first, its second declaration's default checked
    against its own type (only E101). (A formula named like a built-in function is the book's own:
    tests/test_engine_api.py.)"""
    body = ('clause 1 "C" {\n  says "x"\n  fact scenario: count = 7\n  fact options: flag = yes\n'
            '  fact sum: number = 1\n  formula all(a: number, count: number) = a\n  constant best = 3\n'
            '  fact d: count = 0\n  fact d: flag = no\n  record u "U" {\n    f: count "F"\n  }\n'
            '  fact us: list of u "Us"\n  formula total() = sum(x.f for each x in us)\n}\n')
    found = [(d.code, d.span.line, d.span.column) for d in compile_book(_book(tmp_path, body)).diagnostics()
             if d.severity == "error"]
    line = HEADER.count("\n")
    assert sorted(found) == [("E101", line + n, column) for n, column in
                             [(3, 8), (4, 8), (5, 8), (6, 11), (6, 26), (7, 12), (9, 8)]] + [("E202", line + 14, 21)], found
    assert "declares a fact named sum" in next(d.message for d in compile_book(_book(tmp_path, body)).diagnostics()
                                               if d.code == "E202")


def test_blank_lines_are_lexed_in_constant_memory():
    """`_NL: /(\\r?\\n)+/` kept a group's state for every line break it matched: about 150 bytes a
    blank line (10 MB of them: 1.9 GB). It is possessive, with no group: no state per line."""
    size = 1_000_000
    for breaks in ("\n" * size, "\r\n" * (size // 2)):
        peak = _parse_peak(HEADER + breaks + 'clause 1 "C" {\n  says "x"' + breaks + "}\n")
        assert peak < 40 * size, peak         # (its copies and line starts; was about 190 bytes a line break)


def test_the_rows_of_one_table_cover_a_bounded_count_of_numbers(tmp_path):
    """Each range within 10,000 numbers, 4,000 rows of them covered 40 million (2.7 GB: the module
    indexes every number). A table's rows cover at most `MAX_TABLE_NUMBERS` in all (E006 at the row
    that goes past); an open end (`N+`) counts none."""
    from dsl.limits import MAX_SPAN, MAX_TABLE_NUMBERS
    from dsl.loader import load
    rows = MAX_TABLE_NUMBERS // MAX_SPAN

    def table(n: int, extra: str = "") -> str:
        grid = "".join(f"| {i * MAX_SPAN + 1}-{(i + 1) * MAX_SPAN} | v |\n" for i in range(n))
        return (f'clause 1 "C" {{\n  says "x"\n  table tt "T" {{\n    rows numbers\n| n | v |\n|---|---|\n'
                f'{grid}{extra}  }}\n}}\n')
    (tmp_path / "at").mkdir()
    (tmp_path / "past").mkdir()
    at = load(_book(tmp_path / "at", table(rows, f"| {rows * MAX_SPAN + 1}+ | w |\n")), tmp_path)
    assert not [d for d in at.report.errors], at.report.errors[:3]
    past = load(_book(tmp_path / "past", table(rows, f"| {rows * MAX_SPAN + 1} | w |\n")), tmp_path)
    found = [(d.code, d.span.line) for d in past.report.errors]
    assert found == [("E006", HEADER.count("\n") + 7 + rows)], found


def test_a_long_message_or_hint_is_cut_on_the_terminal_and_whole_in_json(tmp_path):
    """E500's hint quotes the value an example's left side gave: a text constant of 5 MB printed
    5 MB on the terminal. A message or a hint shows at most `SHOWN_TEXT` characters there, then how
    many more; the JSON diagnostics keep it whole."""
    import json

    from dsl.diagnostics import SHOWN_TEXT, render, render_json
    size = 200_000
    body = f'clause 1 "C" {{\n  says "x"\n  constant long = "{"w" * size}"\n  example "e" {{ long == "v" }}\n}}\n'
    compiled = compile_book(_book(tmp_path, body))
    (found,) = [d for d in compiled.diagnostics() if d.code == "E500"]
    assert len(found.hint) > size
    shown = render(found, compiled.sources)
    assert len(shown) < 3 * SHOWN_TEXT + 1000 and f"… ({len(found.hint) - SHOWN_TEXT:,} characters more)" in shown
    assert json.loads(render_json([found]))[0]["hint"] == found.hint


def test_a_separator_row_of_too_few_dashes_is_named_as_such(tmp_path):
    """`|--|--|` under the header (a separator takes three dashes a cell) was read as a row of cells:
    E303 "cell '--' does not parse", once per cell. It is E307 at that row, saying why."""
    for n, rule in enumerate(["|--|--|", "|-|-|", "|:-:|:--|", "|---|--|"]):
        (tmp_path / str(n)).mkdir()
        body = (f'clause 1 "C" {{\n  says "x"\n  table tt "T" {{\n| k | v |\n{rule}\n| a | 1 |\n  }}\n}}\n')
        found = [(d.code, d.span.line, d.span.column) for d in compile_book(_book(tmp_path / str(n), body)).diagnostics()
                 if d.severity == "error"]
        assert found == [("E307", HEADER.count("\n") + 5, 1)], (rule, found)


def test_a_book_without_examples_is_checked_without_writing_or_loading_its_module(tmp_path, monkeypatch):
    """`rules check` of 8,000 one-line formulas took 1 GB for a moment: it compiled their module to
    run the examples, and there were none."""
    import pytest

    from compiler import book_compile, pipeline
    monkeypatch.setenv("RULES_CACHE", "off")
    monkeypatch.setattr(book_compile, "run_book", lambda out: pytest.fail("the module was loaded"))
    c = pipeline.check_book(_book(tmp_path, 'clause 1 "C" {\n  says "x"\n  formula f() "F" = 1\n}\n'))
    assert c.ok and c.examples_run == 0 and not c.python
    c = pipeline.check_book(_book(tmp_path, 'clause 1 "C" {\n  says "x"\n  formula f() "F" = 1\n'
                                            '  formula g() "G" = f() + 1\n}\n'))
    assert c.ok and c.examples_run == 0


def test_rewrites_of_any_are_worked_out_in_bounded_work(tmp_path, monkeypatch):
    """Each `rewrite n: any -> …` meets every result, and makes one more for the others to meet:
    3,200 of them on one table took 40 s (10 million rewrites of one result) to find which change
    nothing (W310). Done when every one changes something; else given up after a stated amount of
    work, with no warning (none is a guess)."""
    from dsl.checks import futile
    applied = []
    apply = futile._apply
    monkeypatch.setattr(futile, "_apply", lambda lines, effect: applied.append(1) or apply(lines, effect))
    body = ['clause 1.0 "C" {\n says "x"\n results r "R" { "A{n}" => a "a" }\n table t "T" {\n results r\n'
            ' | k | v |\n |---|---|\n | x | A1 |\n }']
    body += [f' exception e{i} "E" {{ overrides t priority {i} rewrite n: any -> {i + 2} }}' for i in range(3200)]
    for extra, warned in (("", 0), (' exception z "Z" { overrides t priority 9999 rewrite n: 0 -> 3 }', 0)):
        applied.clear()
        compiled = compile_book(_book(tmp_path, "\n".join(body + [extra, "}\n"])))
        assert not compiled.report.errors
        assert sum(d.code == "W310" for d in compiled.diagnostics()) == warned
        assert len(applied) <= 110_000
    # (few of them: the one that rewrites a value no result has is warned of)
    compiled = compile_book(_book(tmp_path, "\n".join(body[:11] + [extra, "}\n"])))
    assert [d.message.split(":")[0] for d in compiled.diagnostics() if d.code == "W310"] == \
        ["exception z can never change t"]


def test_rules_reading_many_facts_have_few_lean_vectors(tmp_path):
    """N formulas each reading N facts (through one `max` of them all) took N³ work for their vectors:
    each assignment held every fact and each was asked (a 12 KB book built in 34 s, 25 KB not in
    90 s). A rule reading more than 32 facts gets fewer assignments, each giving only the facts
    that differ from their defaults."""
    from compiler.to_vectors import vectors
    n = 60
    body = ('clause 1 "C" {\n  says "x"\n' + "".join(f'  fact a{i}: count = {i} "A{i}"\n' for i in range(n))
            + "  formula big() = max(" + ", ".join(f"a{i}" for i in range(n)) + ")\n"
            + "".join(f"  formula h{i}() = big() + {i}\n" for i in range(5)) + "}\n")
    c = compile_book(_book(tmp_path, body))
    assert c.ok, [d.message for d in c.diagnostics()]
    h1 = [v for v in vectors(c)["vectors"] if v["construct"] == "h1"]
    assert 1 <= len(h1) <= 12 and max(len(v["input"]["facts"]) for v in h1) <= 2, h1[:2]
    assert any(v["input"]["facts"] == {} and v["expected"]["value"]["value"] == n for v in h1)


@pytest.mark.parametrize("kind", ["keyword", "longtext"])
def test_thousands_of_errors_of_one_kind_in_one_chapter_take_linear_work(monkeypatch, kind):
    """With every block of a chapter parsed alone after an error, one chapter can say thousands of
    errors: a block keyword where it cannot stand split the whole text again for each (8,000 errors:
    11 s, `open_before`), and an error right after a long text counted the file's three quotes from
    line 1 for each (47 s, `_closed_too_soon`). The parser-recovery regression probe."""
    from functools import lru_cache
    from dsl import braces, syntax_errors, syntax_hints
    from dsl import parser as parser_module
    from dsl.diagnostics import Report
    from dsl.source import SourceFile
    real_walk, real_quotes, real_open = braces._walk, syntax_hints._triple_quotes, syntax_errors.open_before
    walked, counted, split = [], [], []

    def walk(lines, first, last, extra=None):
        walked.append(max(0, last - first + 1))
        return real_walk(lines, first, last, extra)

    def quotes(text):   # (the lines of the three quotes of a text: worked out once)
        counted.append(1)
        return real_quotes.__wrapped__(text)

    def open_before(text, line, first=1, lines=None):
        split.append(lines is None)   # (the text split into lines again, for this error)
        return real_open(text, line, first, lines)
    monkeypatch.setattr(braces, "_walk", walk)
    monkeypatch.setattr(syntax_hints, "_triple_quotes", lru_cache(maxsize=4)(quotes))
    monkeypatch.setattr(syntax_errors, "open_before", open_before)
    n = 400
    block = ('  table t{i} "T" {{\n    roll 1d6\n    modifier\n  }}\n' if kind == "keyword" else
             '  clause 5.{i} "C" {{\n    note """a\n    b"""\n    bogus\n  }}\n')
    src = SourceFile("t.rules", HEADER + 'clause 5 "A" {\n  says "x" bogus\n' + "".join(block.format(i=i) for i in range(n))
                     + "}\n")
    report = Report()
    parser_module.parse(src, report)
    assert len(report.diagnostics) == n + 1, [d.message for d in report.diagnostics][:5]
    assert sum(walked) < 10 * len(src.lines) and len(counted) <= 1 and not any(split), (sum(walked), len(counted))
    assert kind != "keyword" or len(split) >= n   # (each error asked which blocks were left open)
