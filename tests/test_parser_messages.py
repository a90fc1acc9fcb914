"""Syntax messages speak the language: an expected token is named by the text a designer types
(`'=>'`, `'=='`, `'dice'`), never by a parser-internal name such as `__ANON_1`."""
from __future__ import annotations

from dsl.diagnostics import Report
from dsl.expected_tokens import _word
from dsl.parser import parse, parser
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


def test_a_character_error_after_a_recovery_names_the_character_at_its_caret():
    """After an error the parser starts again further down the file: an unclosed text or an
    unknown character found then was named from the wrong place (a space, for the '"' under the
    caret), so the message contradicted the line shown."""
    report = Report()
    parse(SourceFile("t.rules", 'b\nbook y {\n  title "abc\n  dice 1d6\n}\n'), report)
    assert [(d.code, d.message, d.span.line, d.span.column) for d in report.diagnostics][1:] == [
        ("E002", "text is not closed", 3, 9)]
    report = Report()
    parse(SourceFile("t.rules", 'b: x\nbook y {\n  title "t"\n  dice 1d6\n}\nclause 1 "x" { says "y" }\n constant ^ \n'), report)
    assert [(d.code, d.message, d.span.line, d.span.column) for d in report.diagnostics][1:] == [
        ("E002", "unexpected character '^'", 7, 11)]


def test_a_chained_comparison_is_named_as_such():
    """`1 == 1 == 1` was "unexpected '=='" with a hint listing 'add', 'aid', 'allow'…"""
    report = Report()
    parse(SourceFile("t.rules", 'clause 1 "x" {\n  says "y"\n  example "e" { 1 < 2 < 3 }\n}\n'), report)
    assert [(d.code, d.message, d.span.line, d.span.column, d.hint) for d in report.diagnostics] == [
        ("E001", "comparisons do not chain", 3, 23, "join two comparisons with and: `a < b and b < c`")]
    assert _hints('clause 1 "x" {\n  says "y"\n  example "e" { f(== 3) }\n}\n')[0].startswith("expected '('")


def test_an_unclosed_long_text_is_told_to_close_with_three_quotes():
    """`says \"\"\"` left open was told to close "with a matching \" on the same line", which a long
    text never is."""
    report = Report()
    parse(SourceFile("t.rules", 'clause 1.0 "x" {\n  says """\n  A long text.\n}\n'), report)
    assert [(d.code, d.message, d.hint) for d in report.diagnostics] == [
        ("E002", "text is not closed", 'close the long text with """ (on a later line, or at the end of this one)')]
    assert _hints('clause 1.0 "x" {\n  says "short\n}\n')[0].startswith('close the text with a matching "')


def test_the_words_offered_are_the_ones_that_can_come_next():
    """Lark's expected terminals are those of the state the parser stopped in, which LALR merges
    across constructs: `side` in a clause was offered 'allow', 'cancel', 'phase' (an exception's and
    a sequence's words), a step's title followed by `5` ',', ':', '=' and a table row."""
    hints = _hints('clause 1.0 "x" {\n  says "x"\n  side green "Green"\n}\n')
    assert hints == ["expected 'aid', 'clause', 'combine', 'constant', 'doubt', 'enum', 'example', 'exception', …"]
    assert _hints('sequence turn "T" {\n  phase a "A" 5\n}\n') == ["expected '[', '{', '}'"]


def _said(text: str) -> list[tuple]:
    report = Report()
    parse(SourceFile("t.rules", text), report)
    return [(d.code, d.span.line, d.span.column, d.message, d.hint) for d in report.diagnostics]


def test_a_block_line_without_its_brace_is_said_where_the_brace_goes():
    """A permission, table or clause whose `{` was left out was refused at the next line's first word,
    with "expected '[', '{'" (the designer probe of helper 8): said at the end of the line that wants
    it, with that line mended."""
    text = ('clause 2.0 "Stacking" {\n  says "x"\n  permission overstack "Stacking"\n'
            '    may not "end a phase overstacked"\n  }\n}\n')
    assert _said(text) == [("E001", 3, 34, "the line ends before its '{'",
                            'a block opens at the end of its first line: `permission overstack "Stacking" {`')]
    fixed = text.replace('"Stacking"\n', '"Stacking" {\n')
    assert _said(fixed) == []
    assert _said('clause 2.0 "Stacking"\n  says "x"\n}\n')[0][1:4] == (1, 22, "the line ends before its '{'")


def test_a_misspelt_word_after_a_block_line_is_still_a_misspelling():
    """Where the line above may be whole, or the refused word is a near miss of one it takes, the
    missing `{` is not guessed."""
    assert _said('clause 1 "x"\n  optinal {\n says "y"\n}\n')[0][3:] == (
        "unexpected 'optinal'", "did you mean optional? (expected 'optional', '{')")
    assert _said('sequence turn "T" {\n  phase a "A"\n  segmnt b "B"\n}\n')[0][3] == "unexpected 'segmnt'"


def test_a_brace_one_too_many_on_a_line_that_opens_no_block_names_the_missing_one():
    """`example "e" f() == 1 }` was told to delete its `}`, which leaves the example without a block."""
    text = 'clause 1 "x" {\n  says "y"\n  example "Three" 1 == 1 }\n}\n'
    ((code, line, col, message, hint),) = _said(text)
    assert (code, line, col) == ("E001", 3, 26) and "one too many" in message
    assert hint == "its line opens no block: a '{' is missing after the example's title (`example \"Three\" { …`)"
    assert _said(text.replace('"Three" 1', '"Three" { 1')) == []
