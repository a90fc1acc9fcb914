"""Result vocabularies: parse a printed cell into structured effects. Fed by: `model.Results`.

A pattern is literal text with `{field}` placeholders that match numbers (`4`, `0.5`); `{+field}`
matches a number printed with its sign and keeps it (`+1` → 1, `-2` → -2). A pattern may carry
fixed fields (`"DR" => defender_retreat { retreat: 2 }`) that every cell matching it has without
printing them. An effect has exactly the fields its pattern prints or fixes: nothing is filled in.
A cell matches a pattern as a whole, or (when the vocabulary has a `split`) piece by piece:
`A1/D1R1` → two effects. Built-in vocabularies: `text`, `number`, `integer`.
"""
from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache

from .model import Pattern, Results

BUILTIN = ("text", "number", "integer")
# What every table answer has (runtime Outcome): `.text`, `.rewritten_text`, … A field or kind of
# one of these names could never be read (the part hides it); nor one named `fields` (an effect's
# own) or one starting with `_` (a private name, never looked up as a field). See RESERVED_FIELDS.
ANSWER_PARTS = frozenset({"text", "rewritten_text", "effects", "marks", "row", "column", "drm", "trace", "kind",
                          "value"})
# `.book`, the id of the book that answered, and `.inferred`, the inferences an answer rests on, are
# for engines (a rule only ever reads its own book's answers, and reads them as the rules have them):
# no part a rule reads, but no field may have their names either
RESERVED_FIELDS = ANSWER_PARTS | {"fields", "book", "inferred"}


def reserved_field(name: str) -> bool:
    """A field or kind name that a table answer could never give back (see ANSWER_PARTS)."""
    return name in RESERVED_FIELDS or name.startswith("_")
_PLACEHOLDER = re.compile(r"\{\+?([A-Za-z_][A-Za-z0-9_]*)\}")
# A cell of the built-in `number` or `integer` results: a whole number, a decimal or a fraction (a
# number), signed with -, + or the typographic minus (−) as tables print them
_NUMBER = re.compile(r"^([-+\u2212]?)([0-9]+)(?:\.([0-9]+)|/([0-9]+))?$")

Effect = tuple[str, tuple[tuple[str, object], ...]]   # (kind, ((field, value), ...))


@lru_cache(maxsize=1 << 16)   # the same patterns are compiled for every table that uses a vocabulary (and by
#                              the checks, the runtime and the aids: a book of 32,000 patterns recompiled each)
def pattern_regex(text: str) -> re.Pattern | None:
    """Compile a pattern; None when it is malformed (a field twice, an unbalanced brace, or two
    fields with nothing but digits or a point between them: `{a}{b}` can split `123` many ways,
    and matching a long cell against many such fields would take exponential time)."""
    out, pos, seen = [], 0, set()
    for m in _PLACEHOLDER.finditer(text):
        if seen and not text[pos:m.start()].strip("0123456789."):
            return None
        out.append(re.escape(text[pos:m.start()]))
        if m.group(1) in seen:
            return None
        seen.add(m.group(1))
        sign = "[-+\u2212]" if m.group(0).startswith("{+") else ""   # (− as tables print a minus)
        out.append(f"(?P<{m.group(1)}>{sign}[0-9]+(?:\\.[0-9]+)?)")
        pos = m.end()
    rest = text[pos:]
    if "{" in rest or "}" in rest or any("{" in text[a:b] or "}" in text[a:b] for a, b in _gaps(text)):
        return None
    out.append(re.escape(rest))
    return re.compile("^" + "".join(out) + "$")


def _gaps(text: str):
    pos = 0
    for m in _PLACEHOLDER.finditer(text):
        yield pos, m.start()
        pos = m.end()


def number(text: str) -> int | Fraction:
    """A printed or fixed number: `4` → 4, `0.5` → 1/2, `1/2` → 1/2, `-1` (or `−1`) → -1."""
    text = text.replace("\u2212", "-")
    return int(text) if "." not in text and "/" not in text else Fraction(text)


def fixed_values(p: Pattern) -> tuple[tuple[str, int | Fraction], ...]:
    """A pattern's fixed fields as values, in the order written (the first of a name twice)."""
    out: dict = {}
    for f in p.fixed:
        out.setdefault(f.name, number(f.value))
    return tuple(out.items())


def fields_by_kind(results: Results | None) -> dict[str, set[str]]:
    """Every field a vocabulary's patterns of each kind print or fix."""
    out: dict[str, set[str]] = {}
    if results is None:
        return out
    for p in results.every_pattern:
        out.setdefault(p.kind, set()).update(pattern_fields(p))
    return out


def malformed(results: Results | None) -> bool:
    """Does the vocabulary hold a pattern that is malformed (E311)? Its cells and fields are then
    not checked against it: the E311 is the mistake."""
    return results is not None and any(pattern_regex(p.text) is None for p in results.patterns)


def pattern_pieces(pattern: str) -> tuple[tuple[str, str], ...]:
    """A result pattern as (literal, field) pairs, the last field possibly '': "A{loss}R{retreat}"
    → (("A", "loss"), ("R", "retreat")); "-" → (("-", ""),); a signed placeholder keeps its sign
    mark: "{+drm}" → (("", "+drm"),). How the generated package prints a result (the Python back
    end gives them to it) and how E310's witness prints a rewritten one."""
    parts = re.split(r"\{(\+?\w+)\}", pattern)   # literal, field, literal, field, …, literal
    out = [(parts[i], parts[i + 1]) for i in range(0, len(parts) - 1, 2)]
    if parts[-1] or not out:
        out.append((parts[-1], ""))
    return tuple(out)


def pattern_fields(p: Pattern) -> set[str]:
    """The fields one pattern prints (`{loss}`) or fixes (`{ retreat: 2 }`)."""
    rx = pattern_regex(p.text) if p.text else None
    return set(rx.groupindex if rx is not None else ()) | {f.name for f in p.fixed}


def _number_cell(text: str, whole: bool):
    """The number a cell of built-in `number` (or, `whole`, `integer`) results prints, or None."""
    m = _NUMBER.match(text)
    if m is None or whole and (m[3] is not None or m[4] is not None) or m[4] is not None and int(m[4]) == 0:
        return None
    value = Fraction(f"{m[2]}.{m[3]}") if m[3] is not None else Fraction(int(m[2]), int(m[4])) if m[4] else int(m[2])
    return -value if m[1] in ("-", "\u2212") else value


class Vocabulary:
    """A compiled vocabulary; `parse(cell)` gives effects or None."""

    def __init__(self, results: Results | None, builtin: str = ""):
        self.builtin = builtin
        self.results = results
        self.compiled = []   # (regex, kind, fixed fields)
        # the patterns by the literal text they start with (`DR` of `DR{retreat}`), by its length:
        # a cell is tried only against those whose start it has, in their order (every pattern
        # against every cell: 8,000 of each took 17 s)
        self._starts: dict[int, dict[str, list[int]]] = {}
        self._parsed: dict[str, tuple[Effect, ...] | None] = {}   # a cell's text → its effects (`parse`)
        self._patterns: list[Pattern] = []   # (the pattern of each compiled entry)
        if results is not None:
            for p in results.patterns:
                rx = pattern_regex(p.text)
                if rx is not None:
                    start = p.text.split("{", 1)[0]
                    self._starts.setdefault(len(start), {}).setdefault(start, []).append(len(self.compiled))
                    self.compiled.append((rx, p.kind, fixed_values(p)))
                    self._patterns.append(p)
        # does a pattern hold our reading (`inferred "…"`)? Then each cell matching it carries it
        self.has_readings = results is not None and any(
            p.inferred for p in results.every_pattern)

    def _match(self, text: str) -> tuple[int, re.Match] | None:
        """The first pattern (its index in `compiled`) that matches one piece as a whole, and the match."""
        tried: list[int] = []
        for size, starts in self._starts.items():
            if size <= len(text):
                tried += starts.get(text[:size], ())
        for i in sorted(tried):
            m = self.compiled[i][0].match(text)
            if m:
                return i, m
        return None

    def _one(self, text: str) -> Effect | None:
        """The effect of one piece: the fields its pattern prints, in the pattern's order, then the
        pattern's fixed fields. A field the pattern neither prints nor fixes is absent, not 0:
        `"DR{retreat}" => defender { loss: 0 }` says what `DR1` loses."""
        hit = self._match(text)
        if hit is None:
            return None
        rx, kind, fixed = self.compiled[hit[0]]
        got = tuple((k, number(v)) for k, v in hit[1].groupdict().items())
        return kind, got + tuple((f, v) for f, v in fixed if f not in rx.groupindex)

    def readings(self, text: str) -> tuple[tuple[str, str], ...]:
        """(reading, pattern text) of each pattern with our reading (`inferred "…"`) that a cell
        matches, as a whole or piece by piece, in the cell's order and each once ("" the blank
        pattern's text); () when the cell does not parse or none of its patterns has a reading."""
        if not self.has_readings or self.parse(text) is None:
            return ()
        r = self.results
        if text == "":
            return ((r.blank.inferred, ""),) if r.blank is not None and r.blank.inferred else ()
        hit = self._match(text)
        hits = [hit] if hit is not None else [self._match(p.strip()) for p in text.split(r.split)]
        out = [(self._patterns[i].inferred, self._patterns[i].text) for i, _ in filter(None, hits)
               if self._patterns[i].inferred]
        return tuple(dict.fromkeys(out))

    def parse(self, text: str) -> tuple[Effect, ...] | None:
        if self.builtin == "text":
            return (("text", (("text", text),)),)
        if self.builtin in ("number", "integer"):
            value = _number_cell(text, self.builtin == "integer")
            return None if value is None else (("number", (("value", value),)),)
        parsed = self._parsed.get(text, self)   # (a table prints the same few results again and again)
        if parsed is self:
            parsed = self._parsed[text] = self._parse_results(text)
        return parsed

    def _parse_results(self, text: str) -> tuple[Effect, ...] | None:
        r = self.results
        if text == "":
            return ((r.blank.kind, fixed_values(r.blank)),) if r.blank is not None else None
        whole = self._one(text)
        if whole is not None:
            return (whole,)
        if r.split and r.split in text:
            parts = [self._one(p.strip()) for p in text.split(r.split)]
            if all(p is not None for p in parts):
                return tuple(parts)
        return None

    def kinds(self) -> set[str]:
        if self.builtin:
            return {"text"} if self.builtin == "text" else {"number"}
        ks = {p.kind for p in self.results.patterns}
        if self.results.blank is not None:
            ks.add(self.results.blank.kind)
        return ks
