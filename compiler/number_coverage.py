"""Numbers in prose that no formal construct carries: for each clause, the numbers its `says`
states that none of its constructs (nor those of its sub-clauses) uses. Fed by: the rule model
(`dsl.ir.Book`); `rules coverage BOOK --numbers` prints the list.

A number that carries a rule (a cost, a limit, a die roll, a turn) should be a formal construct —
a constant, a literal in a formula or condition, a table cell or label, a scenario's set-up —
and not only prose. Numbers in brackets (`[12.5]`), section numbers (`12.5`) and the clause's own
number are references, not rules, and are skipped; a number in escaped brackets (`\\[2\\]`, printed
text, not a reference: `says` is marked text, `dsl.marked`) is stated like any other. A number counts as carried when it appears
anywhere in the clause's constructs: in a value, a label, a cell, a bound or a placement; or in the
end column (row) to which an edge rule citing the clause sends a lookup (`off right: clamp [13.4.1]`:
the `≥700%` of "a shift past 700% uses the ≥700% column").
"""
from __future__ import annotations

import re
from fractions import Fraction

from attrs import frozen

from dsl import ir
from dsl.marked import mark, pieces, plain

_BRACKETS = re.compile(r"\[[^\]]*\]")
_UNESCAPED_BRACKETS = re.compile(r"(?<!\\)\[[^\]]*\]")
_NUMBER = re.compile(r"(?<![\w.,/:-])([0-9]+(?:/[0-9]+|:[0-9]+)?)(?:%)?(?![\w/:]|\.[0-9]|,[0-9])")
_SECTION = re.compile(r"\b[0-9]+(?:\.[0-9]+)+\b")
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_YEAR = re.compile(rf"(?:\b(?:{_MONTHS}|[Ii]n|[Ss]ince|[Oo]f)\s+|\()(1[89][0-9][0-9])\b(?!\))|\b(1[89][0-9][0-9])(?=,)")


@frozen
class Uncarried:
    clause: str
    number: str
    says: str      # the sentence of `says` around the number
    word: str = ""   # the number written as a word (`twice`), when it is one (`words=True`)


# Numbers written as words (`uncarried(…, words=True)`), each with the spellings a construct may
# carry it by: "half" is `multiply 1/2` or `x / 2`. "one" and the ordinals are left out: most of
# them are no number of a rule ("one of the units", "the third offensive").
NUMBER_WORDS = {
    "once": ("1",), "twice": ("2",), "two": ("2",), "three": ("3",), "four": ("4",), "five": ("5",),
    "six": ("6",), "seven": ("7",), "eight": ("8",), "nine": ("9",), "ten": ("10",), "eleven": ("11",),
    "twelve": ("12",), "half": ("1/2", "2"), "halve": ("1/2", "2"), "halved": ("1/2", "2"),
    "halves": ("1/2", "2"), "double": ("2",), "doubled": ("2",), "doubles": ("2",), "triple": ("3",),
    "tripled": ("3",), "triples": ("3",), "quarter": ("1/4", "4"), "quartered": ("1/4", "4"),
}
# a word alone: not in a compound ("two-player", "half-hex"), and "once" not in "at once"
_WORD = re.compile(r"(?<![\w-])(?:(?<=at )once|(" + "|".join(NUMBER_WORDS) + r"))(?![\w-])", re.IGNORECASE)


def prose_number_words(marked: str) -> list[str]:
    """The numbers a marked prose text writes as words (`twice`, `half`), as written, references left out."""
    bare = "".join(" " if ref is not None else mark(text) for text, ref in pieces(marked))
    return [m.group(1) for m in _WORD.finditer(plain(_UNESCAPED_BRACKETS.sub(" ", bare))) if m.group(1)]


def numbers_in(text: str) -> list[str]:
    """The numbers a text states: whole numbers, fractions (1/2), odds (3:1); percentages without
    their %; section numbers, bracketed references and years of history left out."""
    return _numbers(_BRACKETS.sub(" ", text))


def prose_numbers(marked: str) -> list[str]:
    """`numbers_in` for marked prose: its references left out, a number in escaped brackets kept."""
    bare = "".join(" " if ref is not None else mark(text) for text, ref in pieces(marked))
    return _numbers(plain(_UNESCAPED_BRACKETS.sub(" ", bare)))


def _numbers(text: str) -> list[str]:
    text = _SECTION.sub(" ", text)
    text = _YEAR.sub(" ", text)   # a year of history (in 1939, October 1941), not a hex like (1024)
    return [m.group(1) for m in _NUMBER.finditer(text)]


def _spelled(value) -> set[str]:
    if isinstance(value, bool) or value is None:
        return set()
    if isinstance(value, int):
        return {str(value), str(abs(value))}
    if isinstance(value, Fraction):
        return {f"{value.numerator}/{value.denominator}", f"{abs(value.numerator)}/{value.denominator}"}
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return {f"{value[0]}:{value[1]}", str(value[0]), str(value[1])}
    if isinstance(value, str):
        return set(numbers_in(value)) | set(re.findall(r"[0-9]+", value))
    return set()


def carried(node) -> set[str]:
    """Every number spelled anywhere in an IR node (values, labels, cells, bounds, texts)."""
    out: set[str] = set()
    for n in ir.walk(node):
        cited = getattr(n, "clause", None)   # (the clause a construct belongs to: its digits are no number it carries)
        for value in ir.values(n):
            if not hasattr(type(value), "__attrs_attrs__") and (value != cited or cited is None):
                out |= _spelled(value)
    return out


def uncarried(book: ir.Book, words: bool = False) -> list[Uncarried]:
    """Each (clause, number) stated in prose and carried by none of the clause's constructs; with
    `words`, the numbers written as words too (`NUMBER_WORDS`)."""
    children: dict[str, list[str]] = {}
    for c in book.clauses:
        if c.parent:
            children.setdefault(c.parent, []).append(c.id)
    owned: dict[str, set[str]] = {}
    groups = (book.constants, book.tables, book.formulas, book.modifiers, book.combines, book.permissions,
              book.exceptions, book.scenarios, book.sequences, book.facts, book.enums)
    for group in groups:
        for x in group:
            if getattr(x, "clause", None):
                owned.setdefault(x.clause, set()).update(carried(x))
    for t in book.tables:   # an edge rule carries, for the clause it cites, the end it sends a lookup to
        for e in t.edges:
            if e.clause and e.clause != t.clause:
                ends = (t.columns[:1] + t.columns[-1:]) if e.where in ("left", "right") else (t.rows[:1] + t.rows[-1:])
                owned.setdefault(e.clause, set()).update(carried(e), *(_spelled(x) for x in ends))
    for s in ir.walk(book.sequences):   # steps belong to the clauses they name
        if isinstance(s, ir.Step) and s.clause:
            owned.setdefault(s.clause, set()).update(carried(s))

    # a scenario's set-up (per-turn amounts, removals, …) carries the numbers of its whole clause
    # tree: its order of battle is written in the clauses below the scenario's clause
    parent = {c.id: c.parent for c in book.clauses}
    in_scenarios: dict[str, set[str]] = {}
    for sc in book.scenarios:
        if sc.clause:
            in_scenarios.setdefault(sc.clause, set()).update(carried(sc))

    def numbers_of(cid: str) -> set[str]:
        found = set(owned.get(cid, ()))
        up = parent.get(cid)
        while up is not None:
            found |= in_scenarios.get(up, set())
            up = parent.get(up)
        for child in children.get(cid, ()):
            found |= numbers_of(child)
        return found

    out = []
    for c in book.clauses:
        have = numbers_of(c.id)
        own = set(re.findall(r"[0-9]+", c.id))
        seen = set()
        flat = None   # (the text made flat once a clause: once a number, 8,000 numbers took minutes)
        for n in prose_numbers(c.says):
            if n in have or n in own or n in seen:
                continue
            seen.add(n)
            if flat is None:
                flat = " ".join(plain(c.says).split())
            out.append(Uncarried(c.id, n, _sentence(flat, n)))
        for word in prose_number_words(c.says) if words else ():
            spelled = NUMBER_WORDS[word.lower()]
            if any(n in have for n in spelled) or word.lower() in seen:
                continue
            seen.add(word.lower())
            if flat is None:
                flat = " ".join(plain(c.says).split())
            out.append(Uncarried(c.id, spelled[0], _sentence(flat, word), word))
    return out


def _sentence(flat: str, number: str) -> str:
    """The words around the first `number` of `flat` (a text on one line) that stands alone: not
    part of a longer number, a word, a fraction or odds."""
    at = _alone(flat, number)
    if at < 0:
        return flat[:80]
    after = at + len(number)
    dot = flat.rfind(". ", 0, at)
    start = max(dot + 2 if dot != -1 else 0, at - 60)   # the sentence's start (the text's, when first)
    end = flat.find(". ", after)
    end = min(end + 1 if end != -1 else len(flat), after + 60)
    return flat[start:end].strip().lstrip(";,: ")


def _alone(flat: str, number: str) -> int:
    """Where `number` first stands alone in `flat`, or -1: found by `str.find` (a regular expression
    searched from the start for each number was quadratic in a clause of thousands of numbers)."""
    i = flat.find(number)
    while i >= 0:
        j = i + len(number)
        before = flat[i - 1] if i else " "
        after = flat[j] if j < len(flat) else " "
        if not (before.isalnum() or before in "_./:-") and not (after.isalnum() or after in "_/:"):
            return i
        i = flat.find(number, i + 1)
    return -1
