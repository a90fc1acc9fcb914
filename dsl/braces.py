"""Which `{` was left open: a missing `}` reported where the block starts, not where the parser
gave up. Fed by: `parser` (the text of a file whose parse failed at the end of the file, or at a
top-level keyword).

The parser only learns that a `}` is missing when it reaches the end of the file, or a declaration
that cannot stand inside the block, often far below. This module reads the braces of the text
itself, outside quoted text (`"…"`, `\"\"\"…\"\"\"`), comments (`# …`) and table grid rows (a row runs
to the end of its line), and uses the layout designers write in:

- a top-level keyword (`clause`, `table`, `modifier`, …) at column 1 while a block is open means
  the innermost open block was not closed before it;
- a `}` alone at the start of its line closes the block whose opening line has the same
  indentation; open blocks indented deeper than that `}` were not closed.

Both are heuristics (documented in docs/cli.md). Every block the layout shows open at that place
is reported (a clause and the modifier inside it); when neither applies, the blocks still open at
the end of the file are.
"""
from __future__ import annotations

import re

from attrs import frozen

TOP_LEVEL = re.compile(r"(book|clause|term|enum|fact|constant|table|results|formula|modifier|combine|"
                       r"permission|exception|sequence|scenario|example|aid)\b")
_HEAD = re.compile(r"[A-Za-z_][\w.]*|\d[\w.:]*")


@frozen
class OpenBlock:
    """A `{` with no matching `}`: where it is (1-based), what it opens (`clause 12.7`), and the
    line before which its `}` is missing (0: the end of the file)."""
    line: int
    column: int
    construct: str
    before_line: int = 0


def _construct(text: str) -> str:
    """`clause 12.7 "Odds" {` → `clause 12.7`; `  phase weather "W" {` → `phase weather`."""
    words = []
    for word in text.split():
        if word.startswith(('"', "[", "(", "{")) or not _HEAD.fullmatch(word):
            break
        words.append(word)
        if len(words) == 2:
            break
    return " ".join(words) or "block"


def _braces(line: str, in_long: bool):
    """(column, char) of each brace outside text and comments, and whether a long text is still
    open at the end of the line."""
    out = []
    i, n = 0, len(line)
    while i < n:
        if in_long:
            end = line.find('"""', i)
            if end < 0:
                return out, True
            i, in_long = end + 3, False
            continue
        ch = line[i]
        if line.startswith('"""', i):
            i, in_long = i + 3, True
        elif ch == '"':
            end = i + 1
            while end < n and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            i = end + 1
        elif ch == "#":
            break
        else:
            if ch in "{}":
                out.append((i + 1, ch))
            i += 1
    return out, in_long


def unclosed_blocks(text: str, upto_line: int | None = None, from_line: int = 1,
                    lines: list[str] | None = None) -> list[OpenBlock]:
    """The blocks found left open, in source order, at the first place in lines `from_line` ..
    `upto_line` (to the end when None) where the layout shows it; [] when none is. `lines`: the
    text split at "\n", when the caller has them already."""
    lines = text.split("\n") if lines is None else lines
    last = len(lines) if upto_line is None else min(upto_line, len(lines))
    stack: list[tuple[int, int, int, str]] = []          # (line, column, indent, construct)
    in_long = False

    def blocks(opened, before):
        return [OpenBlock(b[0], b[1], b[3], before) for b in opened]

    for number in range(from_line, last + 1):
        line = lines[number - 1]
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if not in_long:
            if stack and indent == 0 and TOP_LEVEL.match(stripped):
                return blocks(stack, number)
            if stripped.startswith("|"):
                continue                                   # a grid row: its text is cells
        head_of_line = not in_long
        braces, in_long = _braces(line, in_long)
        for column, ch in braces:
            if ch == "{":
                stack.append((number, column, indent, _construct(line[:column - 1])))
            elif stack:
                if head_of_line and column == indent + 1 and stack[-1][2] > indent:
                    deeper = [b for b in stack if b[2] > indent]
                    if len(deeper) < len(stack):
                        return blocks(deeper, number)
                stack.pop()
            head_of_line = False
    return blocks(stack, 0)


def unclosed_block(text: str, upto_line: int | None = None, from_line: int = 1) -> OpenBlock | None:
    """The innermost of `unclosed_blocks`, or None."""
    found = unclosed_blocks(text, upto_line, from_line)
    return found[-1] if found else None
