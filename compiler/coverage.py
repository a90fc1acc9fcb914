"""Coverage of a source text: which numbered sections, or headings, have no clause.
Fed by: a checked book and the text of its source.

A numbered section is a line that starts (after Markdown marks) with a number like 12.7 or 13.4.1
followed by a word; `5.0` is covered by a clause `5.0` or `5`. Sections whose number shares a line
with another one (`… movement. 10.6 Stack Movement`) are found too. A heading is a Markdown `#`
line; it is covered when a clause, table, sequence step or scenario carries its title. A source
with numbered sections is judged by them (headings are listed for information); an unnumbered
source, like a player aid, is judged by its headings.
"""
from __future__ import annotations

import difflib
import re

from attrs import frozen

from dsl import model as m
from dsl.resolver import walk_steps

SECTION = re.compile(r"^(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\s+(?:[-–—]\s+)?([A-Za-z].*)$")
INNER = re.compile(r"\s(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\s+([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*)\s*$")
_MARKUP = re.compile(r"</?\w+>|\*+|_+")
_NUMBERING = re.compile(r"^(?:[IVX]+\.|\d+\)|[a-z]{1,2}\)|•|=>|->)\s*", re.I)


@frozen
class Missing:
    kind: str        # "section" or "heading"
    label: str
    line: int
    title: str


def numbered_sections(text: str) -> list[tuple[str, int, str]]:
    found, seen = [], set()
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip().lstrip("#").strip().strip("*").strip()
        mt = SECTION.match(s)
        if mt and mt.group(1) not in seen:
            seen.add(mt.group(1))
            found.append((mt.group(1), n, mt.group(2).strip("* ")[:60]))
        elif not mt:
            inner = INNER.search(line)
            if inner and inner.group(1) not in seen:
                seen.add(inner.group(1))
                found.append((inner.group(1), n, inner.group(2)))
    return found


def normalise(title: str) -> str:
    s = _MARKUP.sub("", title).strip()
    s = _NUMBERING.sub("", s).strip()
    s = s.split(":")[0] if ":" in s[1:] else s.rstrip(":")
    return " ".join(re.sub(r"[^\w ]+", " ", s.lower()).split())


def headings(text: str) -> list[tuple[int, str]]:
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("#"):
            title = normalise(line.lstrip("#"))
            if title and not SECTION.match(line.lstrip("#* ").strip()):
                out.append((n, title))
    return out


def _titles(book: m.Book) -> list[str]:
    titles = [book.header.title] + [c.title for c in book.clauses] + [t.title for t in book.tables]
    titles += [s.title for s in book.scenarios]
    titles += [st.title for seq in book.sequences for st in walk_steps(seq.steps)]
    return [normalise(t) for t in titles if t]


def _covered(heading: str, titles: list[str]) -> bool:
    for t in titles:
        if heading == t or (len(heading) > 3 and (heading in t or t in heading)):
            return True
        if difflib.SequenceMatcher(None, heading, t).ratio() >= 0.8:
            return True
    return False


def coverage_report(book: m.Book, text: str) -> tuple[list[Missing], int, bool]:
    """(what is missing, how many units were checked, whether numbered sections were the units)."""
    ids = {c.id for c in book.clauses}
    sections = numbered_sections(text)
    def covered(section: str) -> bool:
        """The clause `12.7` (or `5` for `5.0`), or one numbered in a scheme of its own (`esp.1.1`)."""
        return any(x in ids or any(i.endswith("." + x) for i in ids) for x in (section, section.removesuffix(".0")))
    missing = [Missing("section", s, n, t) for s, n, t in sections if not covered(s)]
    titles = _titles(book)
    loose = [Missing("heading", h, n, h) for n, h in headings(text) if not _covered(h, titles)]
    if sections:
        return missing + loose, len(sections), True
    return loose, len(headings(text)), False
