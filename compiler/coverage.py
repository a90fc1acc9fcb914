"""Coverage of a source text: which numbered sections have no clause. Fed by: a book and a text.

A numbered section is a line that starts (after Markdown marks) with a number like 12.7 or 13.4.1
followed by a word. `5.0` is covered by a clause `5.0` or `5`.
"""
from __future__ import annotations

import re

from dsl import model as m

SECTION = re.compile(r"^(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\s+([A-Za-z].*)$")


def numbered_sections(text: str) -> list[tuple[str, int, str]]:
    found, seen = [], set()
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip().lstrip("#").strip().strip("*").strip()
        mt = SECTION.match(s)
        if mt and mt.group(1) not in seen:
            seen.add(mt.group(1))
            found.append((mt.group(1), n, mt.group(2).strip("* ")[:60]))
        # sections sharing a line with another: "… 10.6 Stack Movement"
        for inner in re.finditer(r"\s(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\s+([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*)\s*$", line):
            if inner.group(1) not in seen and not mt:
                seen.add(inner.group(1))
                found.append((inner.group(1), n, inner.group(2)))
    return found


def coverage_report(book: m.Book, text: str) -> tuple[list[tuple[str, int, str]], int]:
    ids = {c.id for c in book.clauses}
    sections = numbered_sections(text)
    missing = [s for s in sections if s[0] not in ids and s[0].removesuffix(".0") not in ids]
    return missing, len(sections)
