"""Text literals and the references inside them. Fed by: `builder` (tokens from the parser).

Turns STRING / LONG_STRING tokens into plain text (escapes undone, indentation removed, lines of a
paragraph joined) and finds `[12.7]` references with their exact position in the file. Brackets
that are not a reference are written `\\[t0\\]`; the marked text keeps that distinction in the text itself
(`dsl.marked`), for the prose a back end links.
"""
from __future__ import annotations

import re

from lark import Token

from .marked import ID, mark
from .model import Ref
from .source import Span
from .spans import new_span

# `[id]` not preceded by a backslash: the look behind follows the `[` (a bracket not just after a
# backslash), so that the search looks for the bracket first (a look behind before it was tried at
# every character of every text)
REF = re.compile(r"\[(?<!\\\[)(" + ID + r")\]")
# What `_refs` reads: a reference, or a section number written with a stray dot or comma (`[6.3.]`,
# `[15,3]`) or with a digit of another script (`[1.٠]`, `[１.0]`, pasted from a PDF: `\d` is any
# script's), or an id with blanks inside the brackets (`[9.3 ]`, `[ II.1]`, `[crt ]`): kept as a reference to the
# text it holds, which the resolver names as malformed (E201) rather than leaving it as printed text
# no check reads
_REF_OR_NEAR = re.compile(r"\[(?<!\\\[)(" + ID + r"|\d+(?:[.,][\dA-Za-z_]+)*[.,]?"
                          r"|[ \t]*\d+(?:[.,][\dA-Za-z_]+)+[.,]?[ \t]*"
                          r"|[ \t]+(?:" + ID + r")[ \t]*|(?:" + ID + r")[ \t]+)\]")
# In a table cell, printed as it is in the source (no escapes): only a dotted section number is a
# reference (`see [13.2]`, `[11.3.1]`); `[27]` or `[t0]` in an order of battle is printed text.
CELL_REF = re.compile(r"\[([ \t]*[0-9]+(?:\.[0-9A-Za-z]+)+[ \t]*)\]")   # (with blanks: E201, as in text)
_ESCAPE = re.compile(r"\\(.)")
_ESCAPES = {"n": "\n", "t": "\t"}          # `\n`, `\t`; any other escaped character stands for itself
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n")
# the blanks a triple-quoted text's lines are joined over: ASCII ones (a no-break space, U+00A0, in a
# table's row label is part of it, and `str.split()` made it a space: the label was missed)
_SPACE = " \t\r\n\f\v"
_SPACES = re.compile(r"[ \t\r\n\f\v]+")
# marked text: a reference's `[` while a text is unquoted, and the escape of that character (and of
# itself) in a text that holds either (private-use characters: no escape of the language touches them)
_SLOT, _HIDE = "\ue000", "\ue001"
_HIDDEN = re.compile("\ue001(.)", re.S)


def unquote(token: Token) -> str:
    """The text a reader sees (escapes undone)."""
    return _unquote(str(token))


def plain_and_marked(token: Token) -> tuple[str, str]:
    """The text a reader sees (`unquote`), and the text as marked text (`dsl.marked`): its
    references `[id]`, every other `[id]` escaped. A text with no bracket and no escape (most) is
    unquoted once, for both."""
    raw = str(token)
    plain = _unquote(raw)
    return plain, plain if "[" not in raw and "\\" not in raw else _marked(raw)


def prose(token: Token, path: str) -> tuple[str, tuple[Ref, ...], str]:
    """`unquote`, `refs_in` and the marked text of `plain_and_marked` at once (the token read once)."""
    raw = str(token)
    plain = _unquote(raw)
    if "[" not in raw:
        return plain, (), plain if "\\" not in raw else _marked(raw)
    return plain, _refs(raw, token, path), _marked(raw)


def _marked(raw: str) -> str:
    """Each reference's `[` is swapped for `_SLOT` while the escapes are undone, so the references
    are the ones `refs_in` finds, never an escaped bracket. A text holding `_SLOT` or `_HIDE` itself
    has them written as `_HIDE` pairs first, and read back after (any text: no character is assumed free)."""
    hidden = _SLOT in raw or _HIDE in raw
    if hidden:
        raw = raw.replace(_HIDE, _HIDE + _HIDE).replace(_SLOT, _HIDE + "-")
    text = mark(_unquote(REF.sub(_SLOT + r"\1]", raw))).replace(_SLOT, "[")
    return _HIDDEN.sub(lambda m: _HIDE if m.group(1) == _HIDE else _SLOT, text) if hidden else text


def _unquote(raw: str) -> str:
    if raw.startswith('"""'):
        # Paragraphs are split at blank lines and each one's words joined by single spaces, so the
        # indentation of its lines never reaches the text (no `textwrap.dedent` needed).
        paragraphs = [" ".join(_SPACES.split(p.strip(_SPACE))) for p in _BLANK_LINE.split(raw[3:-3].strip(_SPACE))]
        return "\n\n".join(p for p in paragraphs if p).replace("\\[", "[").replace("\\]", "]")
    body = raw[1:-1]
    return _ESCAPE.sub(_unescape, body) if "\\" in body else body


def _unescape(match: re.Match) -> str:
    return _ESCAPES.get(match.group(1), match.group(1))


def refs_in(token: Token, path: str) -> tuple[Ref, ...]:
    """Every `[id]` in a text token, with the span of the id inside the file."""
    raw = str(token)
    return _refs(raw, token, path) if "[" in raw else ()


def _refs(raw: str, token: Token, path: str) -> tuple[Ref, ...]:
    out = []
    line, line_start, seen = token.line, None, 0      # line breaks counted once each, left to right
    for m in _REF_OR_NEAR.finditer(raw):
        start = m.start()
        breaks = raw.count("\n", seen, start)
        if breaks:
            line += breaks
            line_start = raw.rindex("\n", seen, start)
        seen = start
        col = start - line_start if line_start is not None else token.column + start
        out.append(Ref(m.group(1), new_span(path, line, col, line, col + len(m.group(0)))))
    return tuple(out)


def refs_in_cell(text: str, span: Span | None) -> tuple[Ref, ...]:
    """Every dotted `[12.7]` in a table cell's text, with its span when the cell has one."""
    if "[" not in text:
        return ()                     # most cells: no regex run (a book has tens of thousands)
    out = []
    for m in CELL_REF.finditer(text):
        where = None
        if span is not None:
            col = span.column + m.start()
            where = Span(span.path, span.line, col, span.line, col + len(m.group(0)))
        out.append(Ref(m.group(1), where))
    return tuple(out)
