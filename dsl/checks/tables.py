"""Table checks: declarations, labels, die-roll coverage, column order, cells against the result
vocabulary, and the vocabularies' own patterns. Fed by: `resolver`."""
from __future__ import annotations

import re
import unicodedata

from .. import model as m
from ..diagnostics import Report, a_, ascii_digits, closest, other_digit, suggest
from ..grid import group_heading
from ..limits import MAX_TABLE_NUMBERS
from ..labels import (AXIS_KINDS, COLUMN_READERS, Cover, canonical_dice, dice_span, looks, parse_range, parse_ratio,
                      printed_alike, ratio_position)
from ..resolver import Symbols
from ..source import Span
from ..vocabulary import BUILTIN, RESERVED_FIELDS, Vocabulary, malformed, pattern_regex, reserved_field

_DICE = re.compile(r"^[0-9]+d[0-9]+$")


_DASHES = re.compile(r":?-+:?")   # a cell of a separator row; one of fewer than three dashes is read as a cell


def split_grid(table: m.Table) -> tuple[list[m.GridRow], list[m.GridRow]]:
    """Header rows (above the `|---|` line, or the first row) and data rows (group headings left
    out: see `grouped_rows`)."""
    headers, data = _split(table)
    return headers, [r for r in data if not r.group]


def grouped_rows(table: m.Table) -> list[tuple[str, m.GridRow]]:
    """The data rows with the group each belongs to ("" before any group heading)."""
    group, out = "", []
    for r in _split(table)[1]:
        if r.group:
            group = r.group
        else:
            out.append((group, r))
    return out


def _split(table: m.Table) -> tuple[list[m.GridRow], list[m.GridRow]]:
    rows = [r for r in table.grid if r.cells]
    for i, r in enumerate(rows):
        if r.separator:
            return rows[:i], rows[i + 1:]
    return rows[:1], rows[1:]


def header_values(label: str) -> list[str]:
    """`City; River` → ['City', 'River']."""
    return [p.strip() for p in re.split(r"[;/,]", label) if p.strip()]


def _header_names(cell: m.Cell) -> list[tuple[str, Span]]:
    """The values an offset header's label cell names (`header_values`), each with where it is."""
    out = []
    for part in re.finditer(r"[^;/,]+", cell.text):
        name = part.group().strip()
        if name:
            column = cell.span.column + part.start() + len(part.group()) - len(part.group().lstrip())
            out.append((name, cell.span.at_column(column, len(name))))
    return out


def vocabulary_for(sym: Symbols, table: m.Table, name: str | None = None,
                   made: dict[str, Vocabulary | None] | None = None) -> Vocabulary | None:
    """The vocabulary a table's cells are read with (or, given `name`, that vocabulary). With
    `made`, one object per vocabulary name for every table read with it: it keeps what it parsed."""
    name = name or table.results
    if made is not None and name in made:
        return made[name]
    if name in BUILTIN:
        vocab = Vocabulary(None, name)
    else:
        node = sym.node(name)
        vocab = Vocabulary(node) if isinstance(node, m.Results) else None
    if made is not None:
        made[name] = vocab
    return vocab


def column_vocabularies(sym: Symbols, table: m.Table, labels: list[str],
                        made: dict[str, Vocabulary | None] | None = None) -> list[tuple[str, Vocabulary | None]]:
    """For each column, by its printed label: the vocabulary name and the vocabulary it is read with
    (one object per vocabulary, `vocabulary_for`'s `made`, or the table's own)."""
    own = dict(table.column_results)
    made = {} if made is None else made
    return [(own.get(label, table.results), vocabulary_for(sym, table, own.get(label), made)) for label in labels]


def check(sym: Symbols, report: Report) -> None:
    for r in sym.book.results:
        _check_results(r, report)
    made: dict[str, Vocabulary | None] = {}   # (`vocabulary_for`: one per vocabulary for every table)
    carried: set[tuple[str, str]] = set()     # (vocabulary, pattern text) of the readings some cell carries
    errors = len(report.errors)
    for t in sym.book.tables:
        _check_table(sym, t, report, made, carried)
    if len(report.errors) == errors:   # (a table with an error may leave cells unread, or read none with the
        _readings_carried(sym.book.results, carried, report)   # vocabulary it meant: that error is the mistake)


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


def _reversed_range(text: str) -> str:
    """`6-1` → `1-6` (the dash or en dash kept); any other text as it is."""
    for dash in ("-", "–"):
        low, sep, high = text.strip().partition(dash)
        if sep and low.strip().isdigit() and high.strip().isdigit():
            return f"{high.strip()}{dash}{low.strip()}"
    return text


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


def _other_digits(label: str) -> str | None:
    """The hint for a label with a digit of another script (`٣-4`, `5-⁶`, pasted from a PDF): which
    digit, and the label in the digits 0-9, as E002 says it of a number."""
    fixed = ascii_digits(label)
    if fixed == label:
        return None
    other = next(c for c, d in zip(label, fixed) if c != d)
    return f"{other_digit(other)}: write {fixed}"


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


def _decl(table: m.Table, what: str):
    return dict(table.decl_spans).get(what, table.span)


# a lone cell between equals signs that is no group heading (`= South =`, `== South =`): one was meant
_HEADING_LIKE = re.compile(r"^\s*=+[^=].*?=+\s*$")



def _corner_dice(t: m.Table, headers: list[m.GridRow], report: Report) -> None:
    """A corner cell that names dice (`| 2d6 |`) is the table's roll: a table without `roll` read its
    rows as labels (a formula's `roll:` was WrongType at every call), and one rolling other dice
    printed the corner's over them on the aid."""
    corner = headers[-1].cells[0] if headers[-1].cells else None
    printed = corner.text.strip().lower() if corner is not None else ""
    if not _DICE.match(printed):
        return
    printed = canonical_dice(printed)   # (`| 01d06 |` is the 1d6 `roll 01d06` reads as)
    if not t.roll and t.rows_kind == "keys":   # (a table of `rows numbers` is read by a roll's number too)
        report.error("E307", f"the corner of table {t.id} says {corner.text.strip()}, but the table declares no roll: "
                     "its rows are read as labels, not die rolls", corner.span, f"add `roll {printed}` to the table")
    elif t.roll and printed != t.roll.lower():
        report.error("E307", f"the corner of table {t.id} says {corner.text.strip()}, but the table rolls {t.roll}",
                     corner.span, f"make them agree: `roll {printed}`, or the corner `| {t.roll} |`")


def _cell_readings(t: m.Table, headers: list[m.GridRow], data: list[m.GridRow], report: Report) -> None:
    """`cell "row" "column" inferred "…"`: a printed cell (a row label of the grid, a column label of
    its last header row), read once, with the reading in words."""
    rows = [r.cells[0].text for r in data if r.cells]
    columns = [c.text for c in headers[-1].cells[1:]] if headers else []
    seen: set[tuple[str, str]] = set()
    for r in t.cell_readings:
        if t.header_by:   # (its columns are labelled row by row: a label of the last header row is another's place)
            report.error("E307", f"table {t.id} has offset header rows: `cell` cannot name one of its cells",
                         r.span, "a cell is named by the last header row's labels, which the other header rows "
                         "place elsewhere: say the reading in a `doubt` of the table")
            continue
        if rows.count(r.row) > 1:   # (a row label under two group headings)
            report.error("E307", f"table {t.id} prints the row {r.row!r} {rows.count(r.row)} times: `cell` cannot "
                         "tell which is meant", r.span, "say the reading in a `doubt` of the table")
            continue
        if r.row not in rows or r.column not in columns:
            wrong, label, labels = ("row", r.row, rows) if r.row not in rows else ("column", r.column, columns)
            report.error("E307", f"table {t.id} has no {wrong} {label!r}: `cell` names a printed cell by its row "
                         "and column labels", r.span, suggest(label, labels) or
                         f"{wrong}s: {', '.join(repr(x) for x in labels[:8])}{', …' if len(labels) > 8 else ''}")
        elif (r.row, r.column) in seen:
            report.error("E101", f"cell {r.row!r}, {r.column!r} of {t.id} is read twice", r.span,
                         "give each cell one reading: join the two sentences")
        seen.add((r.row, r.column))
        if not r.text.strip():
            report.error("E307", "`inferred` needs the reading in words: what an engine shows beside each answer "
                         "read from the cell", r.span,
                         'write e.g. cell "3" "2" inferred "The extraction prints an underscore; we read -."')


def _edge_inferred(e: m.Edge, report: Report) -> None:
    """`inferred "…"` on an edge rule: words an engine can show, on a rule that answers, limited (if
    at all) to rolls past a bound on the rule's own side that leaves some rolls to it."""
    if e.inferred is None:
        return
    kinds = {a.kind for a in e.actions}
    if not e.inferred.strip():
        end = {"above": "last row", "below": "first row", "left": "first column", "right": "last column"}
        report.error("E307", "`inferred` needs the reading in words: what an engine shows beside each answer the "
                     "rule gives", e.span, f'write e.g. inferred "The rules do not say; we read the '
                                           f'{end.get(e.where, "end row")}."')   # (not "the 12 row" on 1d6)
    if kinds & {"forbid", "missing"}:
        what = "forbid" if "forbid" in kinds else "not in source"
        report.error("E307", f"`inferred` on an edge that answers nothing (`{what}`): no answer carries the reading",
                     e.span, "drop `inferred`, or give the edge an answer (`clamp`, `result \"…\"`)")
    if e.inferred_where and e.where in ("left", "right"):
        report.error("E307", f"`inferred {e.inferred_where} {e.inferred_bound}` limits a reading to rolls, and "
                     f"`off {e.where}` reads columns", e.span, f'write `inferred "…"` for the whole edge')
    elif e.inferred_where and e.inferred_where != e.where:
        report.error("E307", f"`inferred {e.inferred_where} {e.inferred_bound}` on a `roll {e.where}` rule: the "
                     f"reading is limited on the other side of the rule", e.span,
                     f"write `inferred {e.where} N \"…\"`: the rolls {e.where} N")
    elif e.inferred_where and e.bound is not None and e.inferred_bound is not None and (
            e.inferred_bound >= e.bound if e.where == "below" else e.inferred_bound <= e.bound):
        report.error("E307", f"`inferred {e.where} {e.inferred_bound}` covers every roll of `roll {e.where} "
                     f"{e.bound}`", e.span, f'write `inferred "…"` for the whole rule, or a bound '
                     f'{"below" if e.where == "below" else "above"} {e.bound}')


def _check_table(sym: Symbols, t: m.Table, report: Report, made: dict[str, Vocabulary | None],
                 carried: set[tuple[str, str]]) -> None:
    if t.roll:
        if not _DICE.match(t.roll) or t.roll not in sym.book.header.dice:
            report.error("E308", f"the table rolls {t.roll}, which the book header does not declare", _decl(t, "roll"),
                         f"add it to `dice` in the book header ({', '.join(sym.book.header.dice) or 'none declared'})")
    if t.rows_kind not in ("keys", "numbers"):
        report.error("E307", f"unknown row kind {t.rows_kind!r}", _decl(t, "rows"), "use `rows keys` or `rows numbers`")
    if t.columns_kind not in AXIS_KINDS:
        report.error("E307", f"unknown column kind {t.columns_kind!r}", _decl(t, "columns"),
                     suggest(t.columns_kind, AXIS_KINDS) or f"one of {', '.join(AXIS_KINDS)}")
        return
    vocab = vocabulary_for(sym, t, made=made)
    if vocab is None:
        kind = sym.kind(t.results)
        if kind is None:
            report.error("E202", f"unknown result vocabulary {t.results}", _decl(t, "results"),
                         suggest(t.results, sym.of_kind("results") + list(BUILTIN)) or _results_hint(t.results))
        else:
            report.error("E203", f"{t.results} is {a_(kind)}, not a result vocabulary", _decl(t, "results"),
                         f"name a `results` declaration, or one of {', '.join(BUILTIN)}")
    if t.header_by and t.header_by not in sym.enum_values:
        report.error("E202", f"`by {t.header_by}` must name an enum", _decl(t, "by"),
                     suggest(t.header_by, sym.enum_values) or "declare the enum whose values label the header rows")
        return
    by = next((f for f in sym.book.facts if f.id == t.header_by), None) if t.header_by else None
    if by is not None and by.type != t.header_by:
        # (a lookup takes its header row by that fact: a row's name is no count, a count names no row,
        # so every call would be refused, while the book checked clean: the engine probe)
        report.error("E401", f"the header rows of {t.id} are picked by the fact {by.id}, which is {a_(by.type)}, "
                     f"not {a_(t.header_by)}", _decl(t, "by"),
                     f"declare it `fact {by.id}: {t.header_by} \"…\"`, or leave it out: the table declares it")
    for e in t.edges:
        if e.where in ("left", "right") and t.columns_kind == "keys":
            report.error("E307", "`off left/right` needs ordered columns", e.span,
                         "declare `columns odds|percent|differential|numbers`")
        if e.where in ("below", "above") and not t.roll:
            report.error("E307", "`roll below/above` needs a die-roll table", e.span, "declare `roll 2d6` or similar")
        _edge_actions(t, e, vocab, report)
        forbid = next((a for a in e.actions if a.kind == "forbid"), None)
        if forbid is not None and len(e.actions) > 1:
            other = next(a.kind for a in e.actions if a.kind != "forbid")
            other = {"drm": "drm … per column", "result": "result", "missing": "not in source"}.get(other, other)
            report.error("E307", f"`forbid` and `{other}` on the same edge: a forbidden lookup has no answer",
                         forbid.span, "keep `forbid \"…\"` alone, or drop it to give an answer")
        if forbid is not None and not str(forbid.value).strip():
            report.error("E307", "`forbid` needs the rule's words: what a player reads when the lookup is refused",
                         forbid.span, 'write e.g. forbid "Odds below 1-1 are not allowed [6.3]"')
        _edge_inferred(e, report)

    headers, data = split_grid(t)
    if not headers:
        if not t.missing:
            report.error("E307", f"table {t.id} has no grid", t.span, "write its rows as `| … | … |` lines")
        return
    _corner_dice(t, headers, report)
    _cell_readings(t, headers, data, report)
    if t.header_by and data and not any(r.separator for r in t.grid):   # (stacked header rows, their `|---|` deleted)
        values = sym.enum_values.get(t.header_by, {})
        names = {v.title.lower() for v in values.values()} | {v.lower() for v in values}
        first = next((r for r in data[:len(values) + 1] if any(n.lower() in names for n, _ in _header_names(r.cells[0]))),
                     None)
        if first is not None:   # (each would be a row label that is no roll, and each label a cell: 39 errors)
            report.error("E307", f"row {first.cells[0].text!r} of {t.id} names a value of {t.header_by}, as a header "
                         "row does: the `|---|` line under the header rows is missing", first.span,
                         "write `|---|---|…` under the last header row")
            return
    if data and not any(r.separator for r in t.grid) and all(_DASHES.fullmatch(c.text) for c in data[0].cells):
        report.error("E307", f"the row under the header of {t.id} is all dashes, but too few to separate the "
                     "header from the rows: it is read as a row of cells", data[0].span,
                     "a separator writes at least three dashes in each cell: `|---|---|`")
        return
    if _header_lost(t, headers, report):
        return
    width = len(headers[0].cells)
    if width < 2:   # only the row labels: no cell to read, and every lookup would ask for a column
        report.error("E307", f"table {t.id} has no columns of results", headers[0].span,
                     "a grid line is the row label, then one cell per column: `| 2d6 | A | B |`")
    counts = {len(row.cells) for row in data}
    if len(data) > 1 and len(counts) == 1 and width not in counts and all(len(h.cells) == width for h in headers):
        # every row agrees, the header alone does not: said once, at the header (it was said at every row)
        (cells,) = counts
        report.error("E306", f"the header has {width} cells, and every row of {t.id} has {cells}", headers[0].span,
                     f"{'drop' if width > cells else 'add'} {abs(width - cells)} cell{'s' * (abs(width - cells) != 1)} "
                     "in the header: one label cell, then one per column")
    else:
        for row in headers[1:] + data:
            keyed = t.rows_kind == "keys" and not t.roll   # (only they take group headings: E307 otherwise)
            if keyed and not row.group and len(row.cells) == 1 and _HEADING_LIKE.match(row.cells[0].text):
                # `| = South = |`: a group heading meant
                report.error("E306", f"this row has 1 cell, the header has {width}: a group heading is written "
                             "between two equals signs each side", row.span,
                             f"write `| == {row.cells[0].text.strip('= ')} == |`")
            elif keyed and not row.group and row.cells and group_heading(row.cells[0].text).strip() \
                    and not any(c.text.strip() for c in row.cells[1:]):   # `| == Red Army == | | |`: a heading meant
                report.error("E306", "a group heading is a grid line of one cell, without the table's other "
                             "cells: this line reads as a row", row.span,
                             f"write `| {row.cells[0].text.strip()} |`")
            elif len(row.cells) != width:
                report.error("E306", f"this row has {len(row.cells)} cells, the header has {width}", row.span,
                             "every row has one label cell plus one cell per column; leave blanks as `|  |`")
    if len(headers) > 1 and not t.header_by:
        report.error("E307", "several header rows need `columns … by ENUM`", headers[1].span,
                     "name the enum whose values label the header rows")
    _check_columns(sym, t, headers, report)
    if not data and not t.missing:
        report.error("E307", f"table {t.id} has no data rows", headers[-1].span,
                     "add rows under the header, or declare the table `missing`")
    if data and t.missing:
        report.error("E307", f"table {t.id} is declared missing but has data rows", data[0].span,
                     "a missing table gives only what the rules establish: its header")
    _check_rows(t, data, report)
    _check_label_spaces([r.cells[0] for r in data] + [c for r in headers for c in r.cells[1:]], report)
    labels = [c.text for c in headers[-1].cells[1:]]
    for label, name in t.column_results:
        if label not in labels:
            report.error("E307", f"the table has no column {label!r}", _decl(t, f"column {label}"),
                         suggest(label, labels) or f"columns: {', '.join(labels)}")
        if vocabulary_for(sym, t, name, made) is None:
            report.error("E202", f"unknown result vocabulary {name}", _decl(t, f"column results {label}"),
                         suggest(name, sym.of_kind("results") + list(BUILTIN)) or _results_hint(name))
    if vocab is not None:
        _check_cells(t, headers, data, column_vocabularies(sym, t, labels, made), report, carried)


def _header_lost(t: m.Table, headers: list[m.GridRow], report: Report) -> bool:
    """E307, once, for a grid whose header row and `|---|` line were left out: its first row, a roll
    and cells, is read as the header, and each cell was an E305 beside an E301 and a W312 whose
    hint (a bound moved) would hide it (designer round 4: 8 diagnostics for one mistake)."""
    reader = COLUMN_READERS.get(t.columns_kind)
    if reader is None or len(headers) != 1 or any(r.separator for r in t.grid) or not t.roll:
        return False
    first = headers[0].cells
    if len(first) < 2 or parse_range(first[0].text) is None or any(reader(c.text) is not None for c in first[1:]):
        return False
    labels = ", ".join(c.text for c in first[1:4]) + (", …" if len(first) > 4 else "")
    are = f"are no {t.columns_kind} labels" if len(first) > 2 else f"is no {t.columns_kind} label"
    report.error("E307", f"the first row of {t.id} is read as its header (there is no `|---|` line under a "
                 f"header): its row label {first[0].text!r} is a roll, and {labels} {are}",
                 headers[0].span, "is the header row missing? write it above, then `|---|---|…`")
    return True


def _results_hint(name: str) -> str:
    return f'declare `results {name} {{ "…" => KIND }}`, or use one of {", ".join(BUILTIN)}'


def _check_columns(sym: Symbols, t: m.Table, headers: list[m.GridRow], report: Report) -> None:
    reader = COLUMN_READERS.get(t.columns_kind)
    if t.header_by:
        values = sym.enum_values.get(t.header_by, {})
        by_title = {v.title.lower(): v.id for v in values.values()} | {v.id.lower(): v.id for v in values.values()}
        covered: dict[str, Span] = {}
        meant: set[str] = set()   # values a misspelt label was taken for (E206 says so: no E307 for them too)
        for row in headers:
            for name, span in _header_names(row.cells[0]):
                vid = by_title.get(name.lower())
                if vid is None:
                    near = suggest(name, [v.title for v in values.values()])
                    meant.update(v for v, value in values.items() if near.endswith(f" {value.title}?"))
                    report.error("E206", f"{name!r} is not a value of enum {t.header_by}", span, near or
                                 f"values: {', '.join(repr(v.title) for v in values.values()) or 'none'}")
                elif vid in covered:   # the lookup reads the first row that names it: this one is dead
                    report.error("E304", f"enum value {vid} ({name!r}) already has a header row (line {covered[vid].line})", span,
                                 f"a lookup with `{t.header_by}: {vid}` would always read that row: name each value "
                                 "in one header row")
                else:
                    covered[vid] = span
        for vid in values:
            if vid not in covered and vid not in meant:
                report.error("E307", f"enum value {vid} has no header row", t.span,
                             f"add a header row labelled with {values[vid].title!r}")
    for row in headers:
        cells = row.cells[1:]
        if t.header_by:
            filled = [c for c in cells if c.text]
            if list(cells[: len(filled)]) != filled:
                blank = next(c for c in cells if not c.text)
                report.error("E304", "offset header rows are left-aligned: a blank comes before a label",
                             blank.span, "move the blanks to the end of the row")
            cells = filled
        if reader is None:   # printed labels (`columns keys`): each once, or the second is never read
            printed: dict[str, m.Cell] = {}   # as it looks printed → the first cell so
            blank = None   # (the first blank label of the table's one header row: `column: ""` reads it alone)
            for c in cells:
                first = printed.setdefault(looks(c.text), c).text if c.text else None
                if first is not None and printed[looks(c.text)] is not c:
                    report.error("E304", f"column {c.text!r} is printed twice{printed_alike(first, c.text)}", c.span,
                                 "a lookup by this label would always read the first one: rename or merge them")
                elif not c.text and len(headers) == 1 and not t.header_by:
                    if blank is not None:
                        report.error("E304", "a second column is printed without a label", c.span,
                                     'a lookup with `column: ""` would always read the first blank one: label them')
                    blank = blank or c
            continue
        previous = None
        gaps: list[tuple[str, Span, str]] = []   # (said only when the columns are in order: swapped ones
        disordered = False                        # left each a false gap beside the E304)
        for c in cells:
            value = reader(c.text)
            if value is None:
                report.error("E305", f"column label {c.text!r} is not a valid {t.columns_kind} label", c.span,
                             _other_digits(c.text) or _LABEL_HINTS[t.columns_kind])
                previous = None
                continue
            if previous is not None:
                if t.columns_kind == "odds":
                    ok = ratio_position(value) > ratio_position(previous)
                    hint = "odds columns run 1:3 1:2 1:1 2:1 3:1 … without gaps"
                    gap = ratio_position(value) - ratio_position(previous) - 1
                    if ok and gap:   # (odds are read by their place on the scale: a missing table's too)
                        first, last = (_odds_at(ratio_position(previous) + k) for k in (1, gap))
                        gaps.append((f"no column covers {first}" + (f" to {last}" if gap > 1 else ""), c.span,
                                     "columns must leave no gaps (odds columns run 1:3 1:2 1:1 2:1 3:1 …): add the "
                                     + ("columns" if gap > 1 else "column")))
                else:
                    ok = previous[1] is not None and value[0] is not None and value[0] > previous[1]
                    hint = "columns increase from left to right and do not overlap"
                if not ok:
                    report.error("E304", f"column {c.text!r} is out of order after the one before it", c.span, hint)
                    disordered = True
                elif t.columns_kind != "odds" and not t.missing and value[0] > previous[1] + 1:
                    # a value between two columns would have none (a missing table's header gives only
                    # the labels the source prints: a value between them is not in the source)
                    unit = "%" if t.columns_kind == "percent" else ""
                    gaps.append((f"no column covers {_span_text(previous[1] + 1, value[0] - 1, unit)}", c.span,
                                 "columns must leave no gaps: widen a column's label or add the column"))
            previous = value
        for message, span, hint in ([] if disordered else gaps):
            report.error("E301", message, span, hint)
        if t.columns_kind == "odds":
            _odds_written_alike(cells, report)


def _odds_written_alike(cells, report) -> None:
    """W316 at the first odds column whose ratio is written with another mark than the first's
    (`1-1` beside `2:1`): both read as odds, but a reader of the printed table takes `1-1` for a
    range, and a lookup's answer keeps each label as printed."""
    first = None
    for c in cells:
        if parse_ratio(c.text) is None:
            continue
        mark = ":" if ":" in c.text else "-"
        if first is None:
            first = (mark, c.text)
        elif mark != first[0]:
            other = "a colon" if mark == ":" else "a dash"
            a, b = parse_ratio(c.text)   # (written as the first one is)
            report.warning("W316", f"odds column {c.text!r} is written with {other}, and {first[1]!r} before it "
                           f"is not", c.span, "write every odds column of a table one way, as the source prints "
                           f"them: {c.text!r} as {f'{a}{first[0]}{b}'!r}")
            return


def _odds_at(position: int) -> str:
    """The odds at a place on the odds scale (`ratio_position`): 0 is 1:1, 2 is 3:1, -1 is 1:2."""
    return f"{position + 1}:1" if position >= 0 else f"1:{1 - position}"


_LABEL_HINTS = {
    "odds": "write ratios like 1:3 or 5:1",
    "percent": "write bands like ≤49%, 50-99%, ≥700%",
    "differential": "write numbers like -2, 0, +1, +2/3, + 10",
    "numbers": "write numbers or ranges like 3, 3–4, 22+, 12 or less",
}


# Spaces that look like a space but are another character: a lookup must write the same one
_ODD_SPACES = {"\u00a0": "a no-break space", "\u2007": "a figure space", "\u202f": "a narrow no-break space"}
# …and the Latin ligatures a PDF's text gives for `ff`, `fi`, `fl`, … (`ﬁeld` is no row `field`)
_LIGATURES = {chr(c): unicodedata.normalize("NFKC", chr(c)) for c in range(0xFB00, 0xFB07)}
_ODD_SPACE = re.compile("[" + "".join(_ODD_SPACES) + "".join(_LIGATURES) + "]")


_SPACE_RUN = re.compile(r"[ \t]{2,}|\t")   # two spaces or more, or a tab


def _check_label_spaces(cells: list[m.Cell], report: Report) -> None:
    """W603 at a no-break (or figure) space in a row or column label: `A\u00a0B` reads as `A B`,
    but a lookup of "A B" with a plain space finds no such label (OffTable at run time); and at a
    ligature (`ﬁeld`, pasted from a PDF), which a lookup writing the letters `fi` does not find."""
    for c in cells:
        hit = _ODD_SPACE.search(c.text)
        if hit is not None and hit.group() in _LIGATURES:
            char = hit.group()
            report.warning("W603", f"the ligature {char} (U+{ord(char):04X}) in the label {c.text!r}",
                           c.span.at_column(c.span.column + hit.start(), 1),
                           f"lookups must write it too: the letters {_LIGATURES[char]} there find no such label; "
                           f"write the letters {_LIGATURES[char]}")
        elif hit is not None:
            char = hit.group()
            report.warning("W603", f"{_ODD_SPACES[char]} (U+{ord(char):04X}) in the label {c.text!r}",
                           c.span.at_column(c.span.column + hit.start(), 1),
                           "lookups must write it too: a plain space there finds no such label; "
                           "replace it with a space")
        elif (run := _SPACE_RUN.search(c.text)) is not None:
            report.warning("W603", f"{'a tab' if run.group() == chr(9) else 'white space that prints as one space'} "
                                   f"in the label {c.text!r}",
                           c.span.at_column(c.span.column + run.start(), len(run.group())),
                           "the aids and the web book show it as one space, but a lookup must write it as it is; "
                           "write one space")
        _check_decomposed(c, report)


def _check_decomposed(c: m.Cell, report: Report) -> None:
    """W603 at a label written decomposed (`e` then the combining acute U+0301, as macOS file names
    and some PDFs give it): it looks like `é`, but a lookup writing `é`, one character, finds no such label."""
    if unicodedata.is_normalized("NFC", c.text):
        return
    at = next(i for i in range(len(c.text)) if not unicodedata.is_normalized("NFC", c.text[:i + 1]))
    mark = c.text[at]
    report.warning("W603", f"the label {c.text!r} is written decomposed at U+{ord(mark):04X} "
                           f"({unicodedata.name(mark, 'a combining character').lower()}): it looks like "
                           f"{unicodedata.normalize('NFC', c.text)!r} written with composed characters",
                   c.span.at_column(c.span.column + at, 1),
                   "lookups must write it the same way: the label typed as most keyboards type it (NFC) finds "
                   "no such label; write the composed characters")


def _check_rows(t: m.Table, data: list[m.GridRow], report: Report) -> None:
    headings = [r for r in _split(t)[1] if r.group]
    if headings and (t.roll or t.rows_kind != "keys"):
        report.error("E307", "group headings are for tables with `rows keys`", headings[0].span,
                     "rolls and numbers already order the rows")
    named: dict[str, str] = {}   # each heading as it looks → as first written
    for h in headings:
        if not h.group.strip() or h.group[:1] == "=" or h.group[-1:] == "=":   # `| ==  == |`, `| === South === |`
            report.error("E307", f"group heading {h.group!r} names no group" if not h.group.strip() else
                         f"group heading {h.group!r} is written with more equals signs than two each side", h.span,
                         "write a group heading `| == Red Army == |`: its name between two equals signs each side")
        elif (first := named.setdefault(looks(h.group), h.group)) != h.group:   # (`Red  Army` and `Red Army`)
            report.error("E302", f"group heading {h.group!r} is printed as {first!r}, another group's heading: a "
                         "lookup's `group:` reads only one of them", h.span, f"write both as {first!r}")
    if t.rows_kind == "keys" and not t.roll:
        seen = {}
        for group, row in grouped_rows(t):
            label = row.cells[0]
            # (`é` and `e` + U+0301 look the same, and so do `a  b` and `a b`: in a row's label and a group's)
            key = (looks(group) if group else group, looks(label.text))
            if key in seen:
                first = seen[key].cells[0].text
                report.error("E302", f"row {label.text!r} appears twice" + (f" in group {group!r}" if group else "")
                             + printed_alike(first, label.text), label.span,
                             "give each row its own label: a lookup would always read the first")
            seen[key] = row
        return
    ranges, cover, covered, unread = [], Cover(), 0, False
    for row in data:
        label = row.cells[0]
        rng = parse_range(label.text)
        if rng is None:
            forwards = _reversed_range(label.text)
            backwards = parse_range(forwards) is not None
            report.error("E305", f"row label {label.text!r} " + ("runs backwards" if backwards else "is not a roll or range"),
                         label.span, f"write it low to high: {forwards}" if backwards else
                         _other_digits(label.text) or "write rolls and ranges like 4, 2-3, 9–10, 22+, 12 or less")
            # the rolls it was meant to cover (`6-5` written forwards, `٣-4` in the digits 0-9) count as
            # covered, so the gaps said are the table's own; a label that means no rolls at all leaves the
            # gaps unsaid (no E301 beside the E305 for the rolls it was meant to cover)
            meant = parse_range(forwards) if backwards else parse_range(ascii_digits(label.text))
            if meant is None:
                unread = True
                continue
            rng = meant   # (then read as written right: its overlaps said, its rolls covered)
        if None not in rng and covered <= MAX_TABLE_NUMBERS:
            covered += rng[1] - rng[0] + 1
            if covered > MAX_TABLE_NUMBERS:   # (once: the row that takes the table past it)
                report.error("E006", f"the rows of {t.id} cover more than {MAX_TABLE_NUMBERS:,} numbers with "
                             f"this row", label.span, f"the rows of a table cover at most {MAX_TABLE_NUMBERS:,} "
                             "numbers in all (it is indexed by each): write the open end as `N+` or `N or less`")
        if cover.meets(rng):   # (then the first row it overlaps, named)
            other = next(o for o_rng, o in ranges if _overlap(rng, o_rng))
            report.error("E302", f"row {label.text!r} overlaps row {other.text!r}", label.span,
                         f"each roll may appear in one row only (row {other.text!r} is on line {other.span.line})")
        cover.add(rng)
        ranges.append((rng, label))
    if not ranges:
        return
    _edge_bounds(t, [r for r, _ in ranges], report)
    if unread:
        return
    if t.roll and _DICE.match(t.roll):
        low, high = dice_span(t.roll)
        rows = [r for r, _ in ranges]   # (the printed rows alone, before the edge rules join them)
        for e in t.edges:
            if e.where == "below" and e.bound is not None:
                ranges.append(((None, e.bound - 1), m.Cell(f"below {e.bound}", span=e.span)))
                cover.add(ranges[-1][0])
            if e.where == "above" and e.bound is not None:
                ranges.append(((e.bound + 1, None), m.Cell(f"above {e.bound}", span=e.span)))
                cover.add(ranges[-1][0])
        for value in range(low, high + 1):
            if not cover.meets((value, value)):
                anchor = data[0].cells[0].span if data else t.span
                after = [lbl for r, lbl in ranges if r[1] is not None and r[1] < value]
                if after:
                    anchor = max(after, key=lambda c: (c.span.line, c.span.column)).span
                report.error("E301", f"no row covers a roll of {value} on {t.roll}", anchor,
                             f"the rows must cover {low} to {high} exactly once")
                break
            clamped = next((e for e in t.edges if e.bound is not None and any(a.kind == "clamp" for a in e.actions)
                            and (value < e.bound if e.where == "below" else e.where == "above" and value > e.bound)),
                           None)
            if clamped is not None and not any(_overlap((value, value), r) for r in rows):
                # a roll the dice give, read on the outer row by an edge rule: rows lost (a 1d6 table
                # turned 2d6 with `roll above 6: clamp` read 7–12 on the 6 row without a word)
                report.error("E301", f"no row covers a roll of {value} on {t.roll}: `roll {clamped.where} "
                             f"{clamped.bound}: clamp` reads the outer row for it, but a roll edge rule is for "
                             f"modified rolls past the rows", clamped.span,
                             f"the rows must cover {low} to {high} exactly once; if the table is read with "
                             f"other dice, write them in its `roll`")
                break
    else:
        ordered = sorted((r for r in ranges), key=lambda x: (x[0][0] if x[0][0] is not None else -10**9))
        reach = ordered[0][0][1]   # the highest number the rows so far cover (None: all above)
        for b, lbl in ordered[1:]:
            if reach is not None and b[0] is not None and b[0] > reach + 1:
                report.error("E301", f"no row covers {_span_text(reach + 1, b[0] - 1)}", lbl.span,
                             "rows must leave no gaps")
            reach = None if reach is None or b[1] is None else max(reach, b[1])


def _edge_bounds(t: m.Table, ranges: list[tuple], report: Report) -> None:
    """W312 for a roll edge whose bound is not the rows' own edge: `roll below 4` on rows from 1 is
    read nowhere the rows cover (a roll of 1 to 3 reads its row), and `roll below 0` on rows from 1
    leaves a roll of 0 on no row (OffTable where the rule seemed to answer)."""
    lows = [r[0] for r in ranges]
    highs = [r[1] for r in ranges]
    first = None if None in lows else min(lows)
    last = None if None in highs else max(highs)
    for e in t.edges:
        if e.bound is None or e.where not in ("below", "above"):
            continue
        edge = first if e.where == "below" else last
        if edge is None:
            continue
        word = "start" if e.where == "below" else "end"
        if e.bound == edge:
            continue
        if (e.where == "below" and e.bound > edge) or (e.where == "above" and e.bound < edge):
            shadowed = (edge, e.bound - 1) if e.where == "below" else (e.bound + 1, edge)
            read = (f"a roll of {shadowed[0]} reads its own row" if shadowed[0] == shadowed[1] else
                    f"the rolls {_span_text(*shadowed)} read their own rows")
            said = (f"`roll {e.where} {e.bound}` lies inside the rows, which {word} at {edge}: {read}, and the rule "
                    f"applies only {e.where} {edge}")
        else:
            gap = (e.bound, edge - 1) if e.where == "below" else (edge + 1, e.bound)
            said = (f"`roll {e.where} {e.bound}` leaves {'a roll' if gap[0] == gap[1] else 'rolls'} of "
                    f"{_span_text(*gap)} on no row: the rows {word} at {edge} (a lookup there is OffTable)")
        hint = f"write `roll {e.where} {edge}`: a roll edge rule is for the rolls {e.where} the rows"
        dice = dice_bounds(t.roll)
        if dice is not None and e.bound == dice[e.where == "above"] and (edge < dice[0] or edge > dice[1]):
            # (the rule is at the dice's own edge, and the rows go past what the dice roll: a row mistyped)
            hint = (f"{t.roll} rolls {dice[0]} to {dice[1]}, and the rows {word} at {edge}: if a row was meant to "
                    f"{word} at {e.bound}, correct it; else {hint}")
        report.warning("W312", said, e.span, hint)


def dice_bounds(roll: str) -> tuple[int, int] | None:
    """What `1d6`, `2d6` can roll; None for no roll or another notation."""
    try:
        return dice_span(canonical_dice(roll)) if roll else None
    except (ValueError, TypeError):
        return None


def _overlap(a: tuple, b: tuple) -> bool:
    """Whether two ranges (open ends None) share a number."""
    return (a[0] is None or b[1] is None or a[0] <= b[1]) and (b[0] is None or a[1] is None or b[0] <= a[1])


def _edge_actions(t: m.Table, e: m.Edge, vocab: Vocabulary | None, report: Report) -> None:
    """What an edge rule's actions can do there: a fixed `result` answers a roll off the table, or
    a column off it (alone on its edge), and parses like a cell; a
    `drm … per column` modifies a roll or a row number (keyed rows have none: it changed nothing)."""
    for a in e.actions:
        if a.kind == "result" and e.where in ("left", "right") and len(e.actions) > 1:
            # (odds worse than 1-3 are an automatic AE: the result answers, whatever the roll; there is
            # no column to clamp to nor a roll to modify)
            other = next(x.kind for x in e.actions if x is not a)
            report.error("E307", f"`result` and `{other}` on `off {e.where}`: a fixed result answers a column off "
                         "the table whatever the roll", a.span, f"keep `off {e.where}: result \"…\"` alone")
        if a.kind == "result" and vocab is not None and vocab.parse(str(a.value)) is None:
            report.error("E303", f"the edge result {a.value!r} does not parse under {t.results}", a.span,
                         f"it matches no pattern of vocabulary {t.results}")
        if a.kind == "drm" and not t.roll and t.rows_kind == "keys":
            report.error("E307", "`drm … per column` needs a roll to modify; this table's rows are keys", a.span,
                         "declare the table's `roll`, or give the die-roll modifier where the roll is made")


def _span_text(lo: int, hi: int, unit: str = "") -> str:
    return f"{lo}{unit}" if lo == hi else f"{lo}{unit} to {hi}{unit}"


def _check_cells(t, headers, data, columns: list[tuple[str, Vocabulary | None]], report: Report,
                 carried: set[tuple[str, str]]) -> None:
    """E101/E312 at a cell's marks, E303 at a cell no pattern reads; into `carried`, the readings
    (vocabulary, pattern text) of the patterns the cells match."""
    declared_marks = {name for _, v in columns if v is not None and v.results is not None for name, _ in v.results.marks}
    declared_marks |= {f"^{n}" for n, _ in t.footnotes}
    for row in headers + data:
        for c in row.cells:
            for i, mark in enumerate(c.marks):
                if mark in c.marks[:i]:
                    report.error("E101", f"cell carries footnote {mark[1:]} twice", c.span,
                                 f"write `{mark}` once after the cell's text")
                elif mark.startswith("^") and mark not in declared_marks:
                    report.error("E312", f"cell carries footnote {mark[1:]} but the table declares no such footnote",
                                 c.span, f"add `footnote {mark[1:]} \"…\"` to the table")
                elif mark not in declared_marks:
                    report.error("E312", f"cell is marked {mark} but the vocabulary declares no such mark", c.span,
                                 f"add `mark {mark} \"meaning\"` to the result vocabulary")
    carried_marks = {mark for row in headers + data for c in row.cells for mark in c.marks}
    for number, _ in t.footnotes:   # W318: declared, and on no cell (its `^N` forgotten or mistyped)
        if f"^{number}" not in carried_marks:
            report.warning("W318", f"footnote {number} of table {t.id} is carried by no cell", _decl(t, f"footnote {number}"),
                           f"write `^{number}` after the text of the cell, label or header it explains "
                           f"(`D1R2^{number}`), or drop the footnote")
    unsplit: dict[str, list] = {}   # vocabulary → the cells that would parse split (`_split_by`)
    read_cells: dict[str, list[str]] = {}   # vocabulary → the cells it reads (`_read_cells`)
    for row in data:
        for c, (name, vocab) in zip(row.cells[1:], columns):
            if vocab is not None and vocab.has_readings:
                carried.update((name, pattern) for _, pattern in vocab.readings(c.text))
            if vocab is not None and vocab.parse(c.text) is None:
                if malformed(vocab.results):   # (its E311 is the mistake: not an E303 at each cell it would have read)
                    continue
                by = _split_by(vocab, c.text)
                if by is not None:
                    unsplit.setdefault(name, []).append((c, by))
                    continue
                what = "an empty cell" if c.text == "" else f"cell {c.text!r}"
                if name not in read_cells:   # (once a vocabulary: a table of thousands of bad cells stays linear)
                    read_cells[name] = _read_cells(data, columns, name, vocab)
                read = read_cells[name]
                hint = ("add `blank => kind` to the vocabulary" if c.text == "" else
                        _no_pattern_hint(c.text, name, vocab, read))
                part = _failing_part(vocab, c.text)   # (`A1/R1`: which part, `R1`; the third designer probe)
                where = c.span
                if part is not None:
                    what += f": its part {part!r}"
                    hint = _no_pattern_hint(part, name, vocab, read)
                    start = c.text.find(part)
                    if c.span is not None and c.span.line == c.span.end_line and start >= 0 and \
                            c.span.end_column - c.span.column == len(c.text):   # (the caret under the part)
                        where = Span(c.span.path, c.span.line, c.span.column + start, c.span.line,
                                     c.span.column + start + len(part))
                report.error("E303", f"{what} does not parse under {name}", where, hint)
    for name, cells in unsplit.items():   # one error for them all, at the first (a deleted `split "/"`: 15 E303)
        c, by = cells[0]
        more = f" (and {len(cells) - 1} more cell{'s' * (len(cells) > 2)} like it)" if len(cells) > 1 else ""
        report.error("E303", f"cell {c.text!r} does not parse under {name}{more}", c.span,
                     f"each of its parts split at {by!r} matches a pattern: add `split {by!r}` to vocabulary {name}"
                     .replace("'", '"'))


_SPLITS = ("/", ",", ";", "+")   # what printed cells join two results with (`A1/DR1`)


def _failing_part(vocab: Vocabulary, text: str) -> str | None:
    """The first part of a cell split by its vocabulary's `split` that no pattern reads, when others
    do (`D1/R1`: `R1`); None for a cell not split, or none of whose parts reads."""
    split = vocab.results.split if vocab.results is not None else ""
    if not split or split not in text:
        return None
    parts = [p.strip() for p in text.split(split)]
    failing = [p for p in parts if vocab.parse(p) is None]
    return failing[0] if failing and len(failing) < len(parts) else None


def _read_cells(data, columns, name: str, vocab: Vocabulary) -> list[str]:
    """The texts of the table's cells (and of their split parts) that the vocabulary `name` reads:
    what a mistyped cell was most likely meant to be (`DX1` beside `DR1`)."""
    split = vocab.results.split if vocab.results is not None else ""
    texts = {c.text for row in data for c, (n, _) in zip(row.cells[1:], columns) if n == name and c.text}
    texts |= {p.strip() for t in list(texts) if split and split in t for p in t.split(split)}
    return sorted(t for t in texts if vocab.parse(t) is not None)


def _no_pattern_hint(text: str, name: str, vocab: Vocabulary, read: list[str] = ()) -> str:
    """What to do with a cell no pattern of the vocabulary reads: the pattern it was most likely
    meant to be (`Dr` for `DR`), else the cell of the table it is nearest (`DR1` for `DX1`: the
    designer probe of helper 8), and the patterns when they are few."""
    patterns = [p.text for p in vocab.results.patterns] if vocab.results is not None else []
    mark = _SUPERSCRIPT.search(text)
    if mark is not None and vocab.parse(text[:mark.start()].rstrip()) is not None:
        number = mark.group().translate(_SUPERSCRIPT_DIGITS)   # (`D1R2¹` pasted from a PDF: footnote 1)
        return (f"{mark.group()!r} looks like a footnote mark: write `{text[:mark.start()].rstrip()}^{number}` "
                f"and declare `footnote {number} \"…\"` in the table")
    near = suggest(text, patterns) or suggest(text, read)
    listed = f" ({', '.join(patterns)})" if 0 < len(patterns) <= 10 else ""
    return f"{near + ' ' if near else ''}it matches no pattern of vocabulary {name}{listed}"


_SUPERSCRIPT_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_SUPERSCRIPT = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹]+$")


def _split_by(vocab: Vocabulary, text: str) -> str | None:
    """The character that would split a cell into parts the vocabulary reads, when it has no `split`
    (None when it has one, or no such character does)."""
    if vocab.results is None or vocab.results.split:
        return None
    for by in _SPLITS:
        if by in text and all(p.strip() and vocab.parse(p.strip()) is not None for p in text.split(by)):
            return by
    return None
