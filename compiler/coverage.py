"""Coverage of a source text: which numbered sections, or headings, have no clause.
Fed by: a checked book and the text of its source.

A numbered section is a line that starts (after Markdown marks) with a number like 12.7 or 13.4.1
followed by a word; `5.0` is covered by a clause `5.0` or `5`. Sections whose number shares a line
with another one (`… movement. 10.6 Stack Movement`) are found too. A heading is a Markdown `#`
line; it is covered when a clause, table, sequence step or scenario carries its title, or a title
holds it, or it holds a title, as whole words (of three letters or more: "Air" covers "Air
Units", not "Repair Costs"). A source
with numbered sections is judged by them (headings are listed for information); an unnumbered
source, like a player aid, is judged by its headings.
"""
from __future__ import annotations

import bisect
import difflib
import math
import re
from collections import Counter

from attrs import frozen

from dsl import model as m
from dsl.resolver import walk_steps

SECTION = re.compile(r"^([0-9]{1,2}\.[0-9]{1,2}(?:\.[0-9]{1,2})?)\s+(?:[-–—]\s+)?([A-Za-z].*)$")
INNER = re.compile(r"\s([0-9]{1,2}\.[0-9]{1,2}(?:\.[0-9]{1,2})?)\s+([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*)\s*$")
_MARKUP = re.compile(r"</?\w+>|\*+|_+")
_NUMBERING = re.compile(r"^(?:[IVX]+\.|[0-9]+\)|[a-z]{1,2}\)|•|=>|->)\s*", re.I)


@frozen
class Missing:
    kind: str        # "section" or "heading"
    label: str
    line: int
    title: str
    spelled: bool = True   # a heading compared with the titles for a near spelling too (`MAX_COMPARED`)


def source_lines(text: str) -> list[str]:
    """The lines of a source text as an editor numbers them: at line feeds (and CR LF) only, not at
    the form feeds of a PDF's extracted pages, nor at U+2028 (`splitlines` breaks at both, and each
    page moved every later section's line number one further)."""
    return text.replace("\r\n", "\n").split("\n")


def numbered_sections(text: str) -> list[tuple[str, int, str]]:
    found, seen = [], set()
    for n, line in enumerate(source_lines(text), 1):
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
    for n, line in enumerate(source_lines(text), 1):
        line = line.lstrip("\f\v")   # (a page's form feed before its first heading)
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


# Titles are compared "nearly" (difflib, 80 % alike) up to this many characters: the comparison
# grows as the product of the two lengths, and a 2 MB "heading" (a source with one line) never ended.
FUZZY_LENGTH = 200
# …and one report does at most this much of such comparing (about 2 s), counted as the characters
# compared: a heading's length for each title its letters are counted against, and the product of
# the two lengths for each pair `difflib` compares (thousands of headings against thousands of
# titles of the same few words took minutes; 30,000 pairs of 190 characters, 34 s). Headings past
# it are matched as whole words only, and the report says so of each.
MAX_COMPARED = 10_000_000   # (War of the Suns against its source: 80,000)


class _Titles:
    """The book's titles, ready to be compared with many headings: those of about a heading's length
    (`nearly` needs 80 % alike, which two texts whose lengths differ more than that cannot be), and
    the letters of each counted, for the upper bound `quick_ratio` sets, counted once, not per heading."""

    def __init__(self, titles: list[str]):
        self.titles = titles
        self.exact = set(titles)
        self.most_words = max((len(t.split()) for t in titles), default=0)   # (the longest run worth looking up)
        # every run of whole words of a title of more than three letters, which covers a heading it
        # is (a heading found in a title by substring, "air" in "repair costs", was covered by it)
        self.spans = set(titles)
        for t in titles:
            words = t.split()
            if len(words) <= 40:   # (a title is short; a run of words is looked up, not searched for)
                self.spans.update(part for i in range(len(words)) for j in range(i + 1, len(words) + 1)
                                  if len(part := " ".join(words[i:j])) > 3)
        fuzzy = sorted((len(t), t) for t in titles if len(t) <= FUZZY_LENGTH)
        self.lengths = [n for n, _ in fuzzy]
        self.fuzzy = [(t, dict(Counter(t)), difflib.SequenceMatcher(None, b=t)) for _, t in fuzzy]
        self.compared = 0   # characters compared for a near spelling so far (`MAX_COMPARED`)
        self.unspelled: set[str] = set()   # headings past it: not so compared

    def near(self, heading: str) -> list[tuple[str, dict, difflib.SequenceMatcher]]:
        """The titles whose length lets them be 80 % alike with `heading`: 2·min / (sum) ≥ 0.8."""
        n = len(heading)
        return self.fuzzy[bisect.bisect_left(self.lengths, math.ceil(n * 2 / 3)):
                          bisect.bisect_right(self.lengths, n * 3 // 2)]


def _covered(heading: str, titles: _Titles) -> bool:
    if heading in titles.spans:   # the heading is a title, or whole words of one ("combat" of "combat odds")
        return True
    words = heading.split()
    for i in range(len(words)):   # a title is whole words of the heading ("air" of "air units", not of "repair")
        for j in range(i + 1, min(len(words), i + titles.most_words) + 1):
            part = " ".join(words[i:j])
            if len(part) >= 3 and part in titles.exact:
                return True
    if len(heading) > FUZZY_LENGTH:
        return False
    if titles.compared >= MAX_COMPARED:
        titles.unspelled.add(heading)
        return False
    letters = Counter(heading)
    near = titles.near(heading)
    titles.compared += len(near) * len(letters)
    for t, counted, matcher in near:
        shared = sum([min(k, counted.get(c, 0)) for c, k in letters.items()])   # difflib's quick_ratio, letters counted once
        if 2.0 * shared / (len(heading) + len(t)) < 0.8:
            continue
        if titles.compared >= MAX_COMPARED:   # (mid-heading: not judged, as the headings after it)
            titles.unspelled.add(heading)
            return False
        titles.compared += len(heading) * len(t)
        matcher.set_seq1(heading)   # (the title is its `b`, analysed once)
        if matcher.ratio() >= 0.8:
            return True
    return False


def coverage_report(book: m.Book, text: str) -> tuple[list[Missing], int, bool]:
    """(what is missing, how many units were checked, whether numbered sections were the units)."""
    ids = {c.id for c in book.clauses}
    # every id, and the numbers of one numbered in a scheme of its own (`1.1` of `esp.1.1`: the
    # parts dropped hold a word): a section is looked up, not compared with each id. A number's
    # tail is no other number's (`2.1` is not `13.2.1`'s; `0.0` not `1.0`'s).
    # (a tail of two numbers at least: `setup.1` numbers a step of its own scheme, not chapter 1)
    ends = ids | {".".join(parts[k:]) for i in ids for parts in [i.split(".")] for k in range(1, len(parts) - 1)
                  if not all(p.isdigit() for p in parts[:k])}
    sections = numbered_sections(text)
    def covered(section: str) -> bool:
        """The clause `12.7` (or `5` for `5.0`), or one numbered in a scheme of its own (`esp.1.1`)."""
        return section in ends or section.removesuffix(".0") in ids
    missing = [Missing("section", s, n, t) for s, n, t in sections if not covered(s)]
    titles = _Titles(_titles(book))
    found = headings(text)
    known: dict[str, bool] = {}   # (a heading written twice is compared once)
    loose = [Missing("heading", h, n, h, h not in titles.unspelled) for n, h in found   # (after `_covered` ran)
             if not known.setdefault(h, _covered(h, titles) if h not in known else known[h])]
    if sections:
        return missing + loose, len(sections), True
    return loose, len(found), False
