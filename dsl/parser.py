"""Parsing: `.rules` text → Lark tree, or syntax diagnostics. Fed by: `source.SourceFile`.

One LALR parser with the contextual lexer (positions propagated, by `tree_builder`'s callbacks),
built once per process (`parser_build`, which keeps its compiled tables). A syntax error does not
stop the file: parsing resumes at the next top-level declaration, and the blocks declared inside
the broken one below the error are each parsed alone for their own errors, so one run reports
several errors (each worded by `syntax_errors`).
"""
from __future__ import annotations

from itertools import accumulate

from lark import Tree
from lark.utils import TextSlice
from lark.lexer import LexerState, LexerThread, LineCounter
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .braces import long_text_open, nested_blocks, unclosed_blocks
from . import scanner_regexes
from .diagnostics import Report
from .parser_build import GRAMMAR, PACKAGED_TABLES, packaged_bytes, parser  # noqa: F401 (GRAMMAR: read by tests)
from .source import SourceFile
from .syntax_errors import _diagnose, _report_open
from .syntax_hints import DECLARED, TOP_LEVEL  # noqa: F401 (DECLARED: read by compiler.explain)

# After this many attempts of one file that each ran to its end with a block open, the blocks left
# open after them are found from the braces alone (`_report_open_after`), without parsing to the end
# of the file again for each: 2,000 unclosed `clause … {` took 60 s, one attempt each.
ATTEMPTS_TO_THE_END = 20


def _at_end(err: UnexpectedInput) -> bool:
    return isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END")


def _report_open_after(src: SourceFile, lines: list[str], start: int, report: Report) -> int | None:
    """Every block the layout shows left open from line `start` (1-based) on, as an attempt of the
    parser from each declaration after them would report it; the line of the declaration after the
    last of them (where parsing resumes), or None when they run to the end of the file."""
    while start <= len(lines):
        blocks = unclosed_blocks(src.text, None, start, lines)
        if not blocks:
            return start
        _report_open(blocks, src, report)
        if not blocks[0].before_line or blocks[0].before_line <= start:
            return None
        # on from the next top-level declaration, as a parser's attempt goes on: a block inside the
        # chapter (`clause 21.2 {` after the unclosed `clause 21.1 {`) would leave the chapter's own
        # `}` with nothing to close, said as "unexpected '}'" at the end of the file
        start = next((i + 1 for i in range(blocks[0].before_line - 1, len(lines)) if TOP_LEVEL.match(lines[i])),
                     len(lines) + 1)
    return None


def _parse_part(text: str, start: int, end: int, line: int):
    """Parse `text[start:end]`, which starts line `line` of the text. Lark, given a slice of a
    text, counts the line breaks before it to know its lines (each attempt after an error of 4,000
    read the file from its start again): the count is given here."""
    frontend = parser().parser
    counter = LineCounter("\n")
    counter.char_pos = counter.line_start_pos = start
    counter.line = line
    thread = LexerThread(frontend.lexer, LexerState(TextSlice(text, start, end), counter))
    return frontend.parser.parse(thread, frontend.parser_conf.start[0])


def _parse_nested(src: SourceFile, lines: list[str], offsets: list[int], first: int, last: int,
                  report: Report, in_long: bool = False) -> None:
    """After a syntax error inside a top-level block, which parsing leaves for the next top-level
    declaration: each block declared inside it below the error (lines `first` .. `last`, 1-based;
    `in_long`: a long text is open where `first` starts) is parsed alone, from its keyword to its
    `}`, and its errors said; inside one with an error, so are the blocks below its error (in one
    pass over the lines, for blocks nested thousands deep). What parses is not kept: a book with a
    syntax error is not checked further."""
    done = first - 1   # the lines parsed already (or refused)
    for begin, end, column in nested_blocks(lines, first, last, in_long):
        if begin <= done:
            continue
        try:
            _parse_part(src.text, offsets[begin - 1], min(offsets[end - 1] + column, len(src.text)), begin)
            done = end
        except UnexpectedInput as err:
            if _at_end(err):   # (its braces match: what ends it early is for the file's own parse to say)
                done = end
                continue
            done = max(_diagnose(err, src, report, begin, alone=True), begin)


def parse(src: SourceFile, report: Report) -> list[Tree]:
    """Parse one file. Returns the trees of the parts that parsed (several after recovery)."""
    trees: list[Tree] = []
    lines = src.text.split("\n")
    start = 0  # 0-based line where the current attempt starts
    offsets = None  # where each line starts in the text (after a first error)
    to_the_end = 0  # attempts that ran to the end of the file with a block open
    while start < len(lines):
        # After an error, the rest of the same text from the line parsing resumes at, as a view: its
        # lines and columns are the file's (a copy with the lines before blanked was lexed again
        # for every error: 16,000 errors in one file took 36 s)
        if start and offsets is None:
            offsets = list(accumulate((len(line) + 1 for line in lines), initial=0))
        try:
            trees.append(_parse_part(src.text, offsets[start], len(src.text), start + 1) if start else
                         parser().parse(src.text))
            break
        except UnexpectedInput as err:
            bad_line = _diagnose(err, src, report, start + 1)
            nxt = next((i for i in range(bad_line, len(lines)) if TOP_LEVEL.match(lines[i])), None)
            first = max(bad_line, start) + 1   # (an error said above the attempt, a row that swallowed a `}`)
            offsets = offsets or list(accumulate((len(line) + 1 for line in lines), initial=0))
            _parse_nested(src, lines, offsets, first, len(lines) if nxt is None else nxt, report,
                          long_text_open(lines, start + 1, first - 1))
            if nxt is None or nxt <= start:
                break
            if to_the_end >= ATTEMPTS_TO_THE_END:    # the attempt after the braces were read: no more
                break
            to_the_end += _at_end(err)
            if to_the_end >= ATTEMPTS_TO_THE_END:
                resume = _report_open_after(src, lines, nxt + 1, report)
                if resume is None:
                    break
                nxt = resume - 1
            start = nxt
    return trees


if __name__ == "__main__":   # python -m dsl.parser --write-tables (and the scanners' patterns)
    import sys
    if sys.argv[1:] != ["--write-tables"]:
        sys.exit("usage: python -m dsl.parser --write-tables   (writes " + PACKAGED_TABLES.name + ")")
    PACKAGED_TABLES.write_bytes(packaged_bytes())
    print(f"wrote {PACKAGED_TABLES}")
    scanner_regexes.PACKAGED.write_bytes(scanner_regexes.packaged_bytes(parser()))   # (its patterns, compiled)
    print(f"wrote {scanner_regexes.PACKAGED}")
