"""How a reader sees a clause: its printed number, its heading, and how a reference to it reads.
Fed by: a book's clauses. Used by the web book (`to_site`, `site_text`) and the player aid (`to_aid`).

Clause ids that are section numbers as printed (`12.7.1`, `13.2.e`, `14.2a`, `II.1.a`, `ii.1`) show as
they are. Ids that a transcriber made up where the source prints no number (`victory`,
`combat.step_loss`, `ob.kmt.turn1`) are never shown to a reader: headings give the title alone and
references read as the clause's title. Ids that end in a printed number under a made-up prefix
(`esp.1.1`, `pause.2.a`, `28.fist_of_fury.rules.2`) show that number in their heading, as the
source prints it inside its section.
"""
from __future__ import annotations

import re

# a lowercase Roman numeral up to xxxix (`ii.1` as printed): strict, so a made-up prefix (`civil`, `mix`)
# is not read as one
_FIRST = re.compile(r"^(\d+[a-z]?|[IVXLC]+|(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3}))$")
_PART = re.compile(r"^(\d+[a-z]?|[IVXLC]+|[A-Za-z])$")
_TAIL_FIRST = re.compile(r"^\d+[a-z]?$")


# a step title that begins with the source's own label: "1.0 Pre-Operation", "2.2–2.5 Activations",
# "A. Fixed Events", "1. RP, DEP and FEP"
_LABELLED = re.compile(r"(\d+(\.\d+)*([–-]\d+(\.\d+)*)?\.?|[A-Za-z]\.)\s")


def labelled(titles) -> bool:
    """Does every title of one level of an outline carry its own number or letter? Such a level is
    printed without ours: "1. 1.0 Pre-Operation Segment" read as two numbers (the player probe)."""
    titles = list(titles)
    return bool(titles) and all(_LABELLED.match(t) for t in titles)


def is_section_number(clause_id: str) -> bool:
    """Is this id a section number as a rulebook prints it?"""
    parts = clause_id.split(".")
    return bool(_FIRST.match(parts[0])) and all(_PART.match(p) for p in parts[1:])


def printed_number(clause_id: str) -> str:
    """The number a reader sees in the clause's heading: the id itself, its printed tail, or ''."""
    if is_section_number(clause_id):
        return clause_id
    parts = clause_id.split(".")
    k = len(parts)
    while k > 1 and _PART.match(parts[k - 1]):
        k -= 1
    tail = parts[k:]
    return ".".join(tail) if tail and _TAIL_FIRST.match(tail[0]) else ""


def heading(clause_id: str, title: str) -> str:
    """`15.2 Victory` for a numbered clause, `Victory` for a named one."""
    number = printed_number(clause_id)
    return f"{number} {title}".strip() if number else title


class ClauseNames:
    """Reference texts for one book: `12.7` for a numbered clause; for a named clause its title,
    led by its parents' titles until it is unique in the book (`Japan Order of Battle: Turn 0`,
    `Stacking (19.1)`)."""

    def __init__(self, clauses):
        self.clauses = {c.id: c for c in clauses}
        self._refs: dict[str, str] = {}
        named = [c for c in clauses if not is_section_number(c.id)]
        labels = {c.id: c.title for c in named}
        parents = {c.id: c.parent for c in named}
        for _ in range(8):      # lengthen every clashing label by one parent, until all are unique
            seen: dict[str, list[str]] = {}
            for cid, text in labels.items():
                seen.setdefault(text.lower(), []).append(cid)
            clashes = [cid for ids in seen.values() if len(ids) > 1 for cid in ids if parents.get(cid)]
            if not clashes:
                break
            for cid in clashes:
                parent = self.clauses.get(parents[cid])
                if parent is None:
                    continue
                labels[cid] = (f"{labels[cid]} ({parent.id})" if is_section_number(parent.id)
                               else f"{parent.title}: {labels[cid]}")
                parents[cid] = parent.parent
        self._refs = labels

    def ref(self, clause_id: str) -> str:
        """What a reference to the clause reads, without brackets."""
        if clause_id in self._refs:
            return self._refs[clause_id]
        return clause_id

    def heading(self, clause_id: str) -> str:
        c = self.clauses.get(clause_id)
        return heading(clause_id, c.title) if c is not None else clause_id

    def chip(self, clause_id: str | None, tail: bool = False) -> str:
        """The number printed in brackets beside an aid item: the section number, or nothing; with
        `tail`, also a section number at the end of a named id, for a clause printed under its
        section's heading (`esp.1.1` → `1.1`; not `pause.4` or `pause.2.a`)."""
        if not clause_id:
            return ""
        if is_section_number(clause_id):
            return clause_id
        number = printed_number(clause_id) if tail else ""
        return number if re.fullmatch(r"\d+(\.\d+)+", number) else ""
