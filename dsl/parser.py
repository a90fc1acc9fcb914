"""Parsing: `.rules` text → Lark tree, or syntax diagnostics. Fed by: `source.SourceFile`.

One LALR parser with the contextual lexer (positions propagated). A syntax error does not stop the
file: parsing resumes at the next top-level declaration, so one run reports several errors.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .braces import OpenBlock, unclosed_blocks
from .diagnostics import Report
from .limits import GluedKeywordCheck
from .source import SourceFile, Span

GRAMMAR = Path(__file__).with_name("grammar.lark")

# How terminals read in messages.
READABLE = {
    "RBRACE": "'}'", "LBRACE": "'{'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "COLON": "':'", "EQUAL": "'='", "DOT": "'.'", "STRING": "text in quotes",
    "LONG_STRING": "text in triple quotes", "NAME": "a name", "CLAUSE_ID": "a clause number",
    "INT": "a whole number", "SIGNED_INT": "a signed number like +1", "DICE": "dice like 2d6",
    "RATIO": "a ratio like 3:1", "GRID_ROW": "a table row starting with '|'", "HEX": "a four-digit hex",
    "DECIMAL": "a decimal number", "FRACTION": "a fraction like 1/2", "MARKER_KEY": "a marker letter",
    "WORD": "a value", "MINUS": "'-'", "PLUS": "'+'", "$END": "end of file", "_NL": "the end of the line",
}
TOP_LEVEL = re.compile(r"^(book|clause|term|enum|fact|constant|table|results|formula|modifier|combine|"
                       r"permission|exception|sequence|scenario|example|aid)\b")


@lru_cache(maxsize=1)
def parser() -> Lark:
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual",
                propagate_positions=True, maybe_placeholders=False, cache=True,
                postlex=GluedKeywordCheck())


@lru_cache(maxsize=1)
def _literals() -> dict[str, str]:
    """Terminal name → the text it matches, for terminals that match one fixed text. Lark names
    some of these itself (`__ANON_3` for `==`): a message shows the text, never such a name."""
    return {t.name: t.pattern.value for t in parser().terminals if t.pattern.type == "str"}


def _word(name: str) -> str:
    if name in READABLE:
        return READABLE[name]
    if name in _literals():
        return f"'{_literals()[name]}'"
    return "a value" if name.startswith("__") else (f"'{name.lower()}'" if name.isupper() else name)


def _readable(names) -> str:
    # A line break is offered wherever a line-oriented block may end an item; it is never the fix.
    names = [n for n in names if n != "_NL"] or list(names)
    words = sorted({_word(n) for n in names})
    if len(words) > 8:
        words = words[:8] + ["…"]
    return ", ".join(words)


def _diagnose(err: UnexpectedInput, src: SourceFile, report: Report, first: int = 1) -> int:
    """Turn a Lark error into a diagnostic; return the line it happened on (or the line before the
    declaration where parsing should resume). `first`: the line this attempt started at."""
    line, col = err.line or 1, err.column or 1
    if isinstance(err, UnexpectedCharacters):
        char = src.text[err.pos_in_stream] if err.pos_in_stream < len(src.text) else ""
        if char == '"':
            msg, hint = "text is not closed", 'close the text with a matching " on the same line, or use """ … """'
        else:
            msg, hint = f"unexpected character {char!r}", "check the spelling of this line"
        report.error("E002", msg, Span(src.path, line, col, line, col + 1), hint)
    elif isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
        swallowed = next((n for n, text in enumerate(src.lines, 1)
                          if text.lstrip().startswith("|") and text.rstrip().endswith("}")), None)
        if swallowed is not None:
            col = len(src.line(swallowed).rstrip())
            report.error("E001", "this '}' is read as part of a table row", Span(src.path, swallowed, col),
                         "a table row runs to the end of its line: put the closing '}' on a line of its own")
            line = swallowed
        else:
            last = max(1, len(src.lines))
            blocks = unclosed_blocks(src.text, None, first)
            line = last
            if blocks:
                _report_open(blocks, src, report)
                if blocks[0].before_line:
                    line = blocks[0].before_line - 1    # parsing resumes at the declaration after them
            else:
                report.error("E001", "the file ends inside a block", Span(src.path, last, 1),
                             "a closing '}' is missing")
    elif (col == 1 and TOP_LEVEL.match(str(err.token))
          and (blocks := unclosed_blocks(src.text, line, first)) and blocks[0].before_line == line):
        _report_open(blocks, src, report)
        line -= 1                       # parsing resumes at this declaration
    else:
        tok = err.token
        width = max(1, len(str(tok)))
        expected = _readable(err.expected or ())
        hint = f"expected {expected}" if expected else ""
        report.error("E001", f"unexpected {str(tok)!r}", Span(src.path, line, col, line, col + width), hint)
    return line


def _report_open(blocks: list[OpenBlock], src: SourceFile, report: Report) -> None:
    """Each missing `}`, at the `{` that has no match (see dsl/braces.py)."""
    for block in blocks:
        where = (f"before line {block.before_line} ({src.line(block.before_line).strip()[:40]!r})"
                 if block.before_line else "before the end of the file")
        report.error("E001", f"the block of {block.construct} is never closed",
                     Span(src.path, block.line, block.column, block.line, block.column + 1),
                     f"a closing '}}' is missing {where}")


def parse(src: SourceFile, report: Report) -> list[Tree]:
    """Parse one file. Returns the trees of the parts that parsed (several after recovery)."""
    trees: list[Tree] = []
    lines = src.text.split("\n")
    start = 0  # 0-based line where the current attempt starts
    while start < len(lines):
        text = "\n" * start + "\n".join(lines[start:])
        try:
            trees.append(parser().parse(text))
            break
        except UnexpectedInput as err:
            bad_line = _diagnose(err, src, report, start + 1)
            nxt = next((i for i in range(bad_line, len(lines)) if TOP_LEVEL.match(lines[i])), None)
            if nxt is None or nxt <= start:
                break
            start = nxt
    return trees
