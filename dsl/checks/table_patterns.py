"""Result vocabularies' own patterns (`results crt { "D{n}" => defender … }`): each well formed and
written once, not read by one before it, its fields and kind no reserved name, no field named like
a kind that other patterns give without it, its meaning's placeholders its own, its fixed fields
(E311, E401, W311); and the readings (`inferred`) that no printed cell carries (W313). Fed by:
`tables.check`, from the resolver's symbols.
"""
from __future__ import annotations

import re

from .. import model as m
from ..diagnostics import Report, closest, suggest
from ..labels import looks, printed_alike
from ..vocabulary import RESERVED_FIELDS, pattern_regex, reserved_field

def _readings_carried(vocabularies, carried: set[tuple[str, str]], report: Report) -> None:
    """W313 at a result pattern's reading (`inferred "…"`) that no printed cell read with its
    vocabulary matches: no answer would carry it (not said of a malformed pattern: its E311 is the
    mistake)."""
    for r in vocabularies:
        for p in r.every_pattern:
            if p.inferred and (r.id, p.text) not in carried and (p is r.blank or pattern_regex(p.text) is not None):
                what = "blank" if r.blank is p else repr(p.text)
                report.warning("W313", f"the reading of result pattern {what} of {r.id} is carried by no answer: no "
                               f"printed cell read with {r.id} matches it", p.inferred_span or p.span,
                               "drop `inferred`, or put the reading on the cell it means: "
                               '`cell "ROW" "COLUMN" inferred "…"` in the table')


def _why_reserved(name: str) -> tuple[str, str]:
    """Why a field or kind named so could never be read (`reserved_field`), and what to do."""
    if name.startswith("_"):
        bare = name.lstrip("_") or "value"
        return "starts with `_`, which no table answer gives back", f"call it something else, e.g. {bare}"
    return ("has the name of a part of every table answer",
            f"call it something else, e.g. {name}_value; reserved: {', '.join(sorted(RESERVED_FIELDS))}")


def _shape(rx) -> str:
    """A pattern's regular expression without its field names: two patterns of one shape match the
    same cells (`A{n}`, `A{m}`)."""
    return re.sub(r"\(\?P<[^>]+>", "(", rx.pattern)


def _check_results(r: m.Results, report: Report) -> None:
    if r.split_span is not None and not r.split:
        report.error("E311", "`split` by an empty text", r.split_span,
                     'give the text between the results of one cell (`split "/"`), or leave the line out')
    seen: dict[str, str] = {}   # (each pattern as it looks → as first written)
    shapes: dict[str, str] = {}
    fielded: dict[str, list[tuple[str, re.Pattern]]] = {}   # the text before a pattern's first field → patterns
    sizes: set[int] = set()                                   # (how long those texts are)
    for p in r.patterns:
        rx = pattern_regex(p.text)
        if rx is None:
            report.error("E311", f"result pattern {p.text!r} is malformed", p.span,
                         "write literal text with {field} placeholders, each field once, "
                         "with a letter or a sign between two fields")
        elif clash := sorted(f for f in rx.groupindex if reserved_field(f)):
            why, hint = _why_reserved(clash[0])
            report.error("E311", f"field {{{clash[0]}}} {why}", p.span, hint)
        if looks(p.text) in seen:   # (written alike too: `Café` composed and decomposed read one cell two ways)
            report.error("E311", f"result pattern {p.text!r} appears twice{printed_alike(seen[looks(p.text)], p.text)}",
                         p.span, "drop the second: the first pattern always wins")
        elif rx is not None and (same := shapes.get(_shape(rx))) is not None:
            report.error("E311", f"result pattern {p.text!r} matches the same cells as {same!r}", p.span,
                         "the first pattern always wins: merge them, or make them differ in their letters")
        elif rx is not None and not rx.groupindex and (wider := _matched_before(p.text, fielded, sizes)) is not None:
            report.error("E311", f"result pattern {p.text!r} is never read: {wider!r} before it matches that cell",
                         p.span, f"the first pattern that matches a cell wins: put {p.text!r} before {wider!r}")
        seen.setdefault(looks(p.text), p.text)
        if rx is not None:
            shapes.setdefault(_shape(rx), p.text)
            if rx.groupindex:
                fielded.setdefault(p.text[:p.text.index("{")], []).append((p.text, rx))
                sizes.add(p.text.index("{"))
        if reserved_field(p.kind):
            why, hint = _why_reserved(p.kind)
            report.error("E311", f"result kind {p.kind} {why}", p.span,
                         f"`.{p.kind}` on an answer would not read it: {hint}")
        if p.text == "":
            report.error("E311", "an empty pattern", p.span, "use `blank => kind` for empty cells")
        _check_fixed(r, p, set(rx.groupindex) if rx is not None else set(), report)
        if rx is not None:
            _check_meaning(p, set(rx.groupindex) | {f.name for f in p.fixed}, report)
    if r.blank is not None:
        _check_fixed(r, r.blank, set(), report)
        _check_meaning(r.blank, {f.name for f in r.blank.fixed}, report)
    for p in r.every_pattern:
        if p.inferred is not None and not p.inferred.strip():
            report.error("E311", "`inferred` needs the reading in words: what an engine shows beside each answer "
                         "read from a cell matching the pattern", p.inferred_span or p.span,
                         'write e.g. blank => no_effect "No effect" inferred "The aid leaves these cells empty; '
                         'we read no effect."')
    _check_field_kinds(r, report)
    _kinds_a_letter_apart(r, report)


def _kinds_a_letter_apart(r: m.Results, report: Report) -> None:
    """W311 at the later pattern of two whose kinds are a letter apart (`=> attacker`, then
    `=> atacker`): a rule reading `.attacker` would miss the cells of the second. Kinds of five
    letters or more only (`ae` and `de` are two kinds)."""
    first: dict[str, m.Pattern] = {}
    for p in r.every_pattern:
        if p.kind in first or len(p.kind) < 5:
            first.setdefault(p.kind, p)
            continue
        near = next((k for k in first if len(k) >= 5 and _one_edit(k, p.kind)), None)
        if near is not None:
            report.warning("W311", f"result kind {p.kind} is a letter away from {near} (line {first[near].span.line})",
                           p.span, f"did you mean {near}? (a rule reading .{near} does not read this kind's cells; "
                                   "name the two kinds apart if both are meant)")
        first[p.kind] = p


def _one_edit(a: str, b: str) -> bool:
    """Whether `b` is `a` with one letter added, dropped, changed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1:] == b[i + 1:] or (a[i + 2:] == b[i + 2:] and a[i:i + 2] == b[i:i + 2][::-1])
    return a[i + 1:] == b[i:] if len(a) > len(b) else a[i:] == b[i + 1:]


_MATCHED_BEFORE_TRIES = 64   # lookups for one pattern without fields (beyond them none is reported: no false error)


def _matched_before(text: str, fielded: dict[str, list[tuple[str, re.Pattern]]], sizes: set[int]) -> str | None:
    """A pattern with fields, among those before it, that matches the text of a pattern without any
    (`"A{n}"` before `"A1"`: the cell A1 is always read as A{n}). Only the patterns whose text before
    their first field (of one of `sizes` characters) starts `text` are tried; after
    `_MATCHED_BEFORE_TRIES` lookups and matches, none is reported."""
    tries = _MATCHED_BEFORE_TRIES
    for size in sorted(sizes):
        tries -= 1
        if size > len(text) or tries <= 0:
            return None
        for before, rx in fielded.get(text[:size], ()):
            if rx.match(text):
                return before
            tries -= 1
            if tries <= 0:
                return None
    return None


def _check_field_kinds(r: m.Results, report: Report) -> None:
    """E311 at a field named like a result kind whose own patterns do not all give it: `.hit` reads
    the field where a cell gives it, else the effect of kind `hit`, so with `"H" => hit` beside
    `"M" => miss { hit: 0 }` a formula adding `.hit` to a number checked clean and failed on an H
    cell. (`"{rp}" => rp`, a kind that gives its own field, reads the same everywhere.)"""
    patterns = r.every_pattern
    fields, giver = {}, {}
    for p in patterns:
        rx = pattern_regex(p.text) if p.text else None
        fields[id(p)] = {*(rx.groupindex if rx is not None else ()), *(f.name for f in p.fixed)}
        for f in fields[id(p)]:
            giver.setdefault(f, p)
    for p in patterns:
        q = giver.get(p.kind)
        if q is not None and p.kind not in fields[id(p)]:
            k, shown_p = p.kind, p.text or "blank"
            report.error("E311", f"field {{{k}}} of {q.text or 'blank'!r} has the name of the result kind {k}, "
                                 f"which {shown_p!r} gives without that field", q.span,
                         f"on a cell {shown_p!r}, `.{k}` reads the effect of kind {k}, not a number: rename the "
                         f"field (e.g. {k}_count), or give every {k} pattern the field")
            return


_MEANING_FIELD = re.compile(r"\{\+?(\w+)\}")   # as the aids and the web book fill a meaning in


def _check_meaning(p: m.Pattern, printed: set[str], report: Report) -> None:
    """E311 at a meaning whose `{field}` the pattern neither prints nor fixes (the aid printed the
    field's name, `see {retreat}` as "see retreat"), or with a brace that is no placeholder (`{{n}}`
    printed as "{1}"): a meaning's braces are placeholders only. `printed` holds the fixed fields too
    (`"DR" => … "retreats {retreat} hexes" { retreat: 2 }` reads "retreats 2 hexes")."""
    for hit in _MEANING_FIELD.finditer(p.meaning):
        if hit.group(1) not in printed:
            gives = f"it has {', '.join('{' + f + '}' for f in sorted(printed))}" if printed else "it has no field"
            near = closest(hit.group(1), printed)   # (`{los}` for `{loss}`: offered first)
            report.error("E311", f"the meaning of {p.text or 'blank'!r} names {{{hit.group(1)}}}, which the pattern "
                                 f"neither prints nor fixes", p.span,
                         (f"did you mean {{{near}}}? " if near else "") +
                         f"a meaning fills in only the fields its pattern prints or fixes ({gives}); write the word "
                         f"without braces" + (f", or fix the field (`{{ {hit.group(1)}: 2 }}`)"
                                               if hit.group(1)[0].isalpha() or hit.group(1)[0] == "_" else
                                               " (a field is a name: `{0}` is none)"))
            return
    if "{" in _MEANING_FIELD.sub("", p.meaning) or "}" in _MEANING_FIELD.sub("", p.meaning):
        report.error("E311", f"the meaning of {p.text or 'blank'!r} holds a brace that is no placeholder", p.span,
                     "a meaning's braces name the fields its pattern prints ({n}); leave other braces out")


def _check_fixed(r: m.Results, p: m.Pattern, printed: set[str], report: Report) -> None:
    """Fixed fields `{ retreat: 2 }`: each once, not also printed, not a reserved name, and not a
    near miss of a field the other patterns of the same kind give (`los` next to `loss`)."""
    if not p.fixed:
        return                      # (most patterns: the others of its kind are not read)
    others: set[str] = set()
    for q in r.every_pattern:
        if q is not p and q.kind == p.kind:
            rx = pattern_regex(q.text) if q.text else None
            others.update(rx.groupindex if rx is not None else (), (f.name for f in q.fixed))
    names: set[str] = set()
    for f in p.fixed:
        if "/" in f.value and int(f.value.split("/")[1]) == 0:
            report.error("E401", f"fixed field {f.name} is {f.value}: a zero denominator", f.span,
                         "write a number like 1/2")
        if f.name in names:
            report.error("E311", f"fixed field {f.name} is given twice", f.span, "give each field once")
        elif f.name in printed:
            report.error("E311", f"field {f.name} is printed by the pattern {p.text!r}; it cannot also be fixed",
                         f.span, f"drop `{f.name}: {f.value}`, or the {{{f.name}}} placeholder")
        elif reserved_field(f.name):
            why, hint = _why_reserved(f.name)
            report.error("E311", f"fixed field {f.name} {why}", f.span, hint)
        elif others and f.name not in others and suggest(f.name, others):
            report.error("E311", f"the other {p.kind} results have no field {f.name}", f.span,
                         f"{suggest(f.name, others)} ({p.kind} results give {', '.join(sorted(others))})")
        names.add(f.name)
