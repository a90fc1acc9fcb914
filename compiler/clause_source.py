"""Each clause's own DSL source, for the web book's "source" blocks. Fed by: `dsl.loader.Loaded`.

A clause's lines run from its `clause` line to its closing brace (`Clause.end_line`); the blocks
of its sub-clauses are folded to their first line (`clause 12.7.1 "…" { … }`), since each
sub-clause shows its own. The text goes into a Markdown code fence whose backtick run is longer
than any in the text, so nothing in a rulebook can close the fence early.
"""
from __future__ import annotations

import re
from os.path import commonprefix
from typing import NamedTuple

from dsl.loader import Loaded

_TICKS = re.compile(r"`+")


class ClauseSource(NamedTuple):
    """A clause's lines: its file, the first and last line numbers, the text, the fence around it."""
    file: str
    first: int
    last: int
    text: str
    fence: str


def fence_for(text: str) -> str:
    if "```" not in text:     # (the common case: no run of three to outgrow)
        return "```"
    return "`" * max([3] + [len(run) + 1 for run in _TICKS.findall(text)])


def dedented(lines: list[str]) -> str:
    """The lines as one text, as `textwrap.dedent` leaves them (a line of spaces and tabs only made
    empty, the indent every other line starts with removed), read line by line rather than by
    `dedent`'s regular expressions over the joined text (several times faster), and the indent
    counted and removed in the joined text (C loops, not one Python step per line)."""
    if any(map(str.isspace, lines)):     # (rare: most blank lines are empty already)
        # (`isspace` stops at a line's first other character; `strip` would copy every line)
        lines = ["" if line.isspace() and not line.strip(" \t") else line for line in lines]
    first = next((line for line in lines if line), "")
    margin = first[:len(first) - len(first.lstrip(" \t"))]     # (usually every line's: the clause's own)
    text = "\n" + "\n".join(lines)      # (each line after a line break: no line holds one)
    if not margin:
        return text[1:]
    if text.count("\n" + margin) != len(lines) - lines.count(""):   # not every other line starts with it
        margin = commonprefix([line[:len(line) - len(line.lstrip(" \t"))] for line in lines if line])
        if not margin:
            return text[1:]
    return text.replace("\n" + margin, "\n")[1:]


_QUOTED = re.compile(r'"""(?:[^"\\]|\\.|"(?!""))*"""|"(?:[^"\\\n]|\\.)*"')


def _block_at(line: str, at: int) -> str:
    """The clause block written on `line` at or after column `at` (its `clause` keyword's, counted
    from 0): from there to the brace that closes it, braces in quoted texts not counted. Each of the
    clauses a line holds shows its own block, not the whole line (a book of 6,400 one-line clauses on
    one line wrote the line once for each: 141 MB at 1,600 of them, and a build out of memory)."""
    start = line.rfind("clause", 0, at + 1) if not line.startswith("clause", at) else at
    start = at if start < 0 else start
    depth, pos = 0, start
    while pos < len(line):
        ch = line[pos]
        if ch == '"':
            m = _QUOTED.match(line, pos)
            pos = m.end() if m else len(line)
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return line[start:pos + 1].strip()
        pos += 1
    return line[start:].strip()


def clause_sources(loaded: Loaded) -> dict[str, ClauseSource]:
    """clause id → its source, for clauses whose lines are known."""
    book = loaded.book
    children: dict[str, list] = {}
    for c in book.clauses:
        if c.parent is not None:
            children.setdefault(c.parent, []).append(c)
    out = {}
    split: dict[str, list[str]] = {}      # each file's lines, split once (not once per clause)
    for c in book.clauses:
        src = loaded.sources.get(c.file)
        if src is None or c.span is None or not c.end_line:
            continue
        lines = split.get(c.file)
        if lines is None:
            lines = split[c.file] = list(src.lines)   # (at "\n" only, as the parser counts: not at a form feed or U+2028)
        first, last = c.span.line, min(c.end_line, len(lines))
        if first == last and first <= len(lines):   # a clause on one line: its own block, not the others beside it
            text = _block_at(lines[first - 1], c.span.column - 1)
            out[c.id] = ClauseSource(c.file, first, last, text, fence_for(text))
            continue
        folds = {k.span.line: k.end_line for k in children.get(c.id, []) if k.file == c.file and k.end_line and k.span}
        kept, n = [], first       # the lines from n on are still to be kept
        for start in sorted(folds):
            if n <= start <= last and folds[start] > start:   # (not inside a fold already made)
                kept += lines[n - 1:start - 1]
                head = lines[start - 1].rstrip()
                kept.append(head + " … }" if head.endswith("{") else head + " …")
                n = folds[start] + 1
        kept += lines[n - 1:last]
        text = dedented(kept).rstrip()
        out[c.id] = ClauseSource(c.file, first, last, text, fence_for(text))
    return out
