"""Each clause's own DSL source, for the web book's "source" blocks. Fed by: `dsl.loader.Loaded`.

A clause's lines run from its `clause` line to its closing brace (`Clause.end_line`); the blocks
of its sub-clauses are folded to their first line (`clause 12.7.1 "…" { … }`), since each
sub-clause shows its own. The text goes into a Markdown code fence whose backtick run is longer
than any in the text, so nothing in a rulebook can close the fence early.
"""
from __future__ import annotations

import re
import textwrap

from dsl.loader import Loaded

_TICKS = re.compile(r"`+")


def fence_for(text: str) -> str:
    return "`" * max([3] + [len(run) + 1 for run in _TICKS.findall(text)])


def clause_sources(loaded: Loaded) -> dict[str, dict]:
    """clause id → {"file", "first", "last", "text", "fence"}, for clauses whose lines are known."""
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
            lines = split[c.file] = src.text.splitlines()
        first, last = c.span.line, min(c.end_line, len(lines))
        kept, skip_to = [], 0
        folds = {k.span.line: k for k in children.get(c.id, []) if k.file == c.file and k.end_line and k.span}
        for n in range(first, last + 1):
            if n <= skip_to:
                continue
            line = lines[n - 1]
            child = folds.get(n)
            if child is not None and child.end_line > n:
                head = line.rstrip()
                kept.append(head + " … }" if head.endswith("{") else head + " …")
                skip_to = child.end_line
            else:
                kept.append(line)
        text = textwrap.dedent("\n".join(kept)).rstrip()
        out[c.id] = {"file": c.file, "first": first, "last": last, "text": text, "fence": fence_for(text)}
    return out
