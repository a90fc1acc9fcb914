"""A table's columns and rows: column labels of their kind, in order and without gaps (E301, E304,
E305), odds written one way (W316), offset header rows naming each value of their enum once
(E206, E304, E307); row labels each once, rolls and ranges covering the dice exactly once (E006,
E301, E302, E305), group headings (E302, E307); and labels holding look-alike spaces, ligatures
or decomposed letters (W603). Fed by: `tables` (`_check_table`), with the grid `table_grid` reads.
"""
from __future__ import annotations

import re
import unicodedata

from .. import model as m
from ..diagnostics import Report, ascii_digits, other_digit, suggest
from ..labels import COLUMN_READERS, Cover, dice_span, looks, parse_range, parse_ratio, printed_alike, ratio_position
from ..limits import MAX_TABLE_NUMBERS
from ..resolver import Symbols
from ..source import Span
from .table_edges import _edge_bounds
from .table_grid import _DICE, _header_names, _span_text, _split, grouped_rows

def _reversed_range(text: str) -> str:
    """`6-1` → `1-6` (the dash or en dash kept); any other text as it is."""
    for dash in ("-", "–"):
        low, sep, high = text.strip().partition(dash)
        if sep and low.strip().isdigit() and high.strip().isdigit():
            return f"{high.strip()}{dash}{low.strip()}"
    return text


def _other_digits(label: str) -> str | None:
    """The hint for a label with a digit of another script (`٣-4`, `5-⁶`, pasted from a PDF): which
    digit, and the label in the digits 0-9, as E002 says it of a number."""
    fixed = ascii_digits(label)
    if fixed == label:
        return None
    other = next(c for c, d in zip(label, fixed) if c != d)
    return f"{other_digit(other)}: write {fixed}"


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


def _overlap(a: tuple, b: tuple) -> bool:
    """Whether two ranges (open ends None) share a number."""
    return (a[0] is None or b[1] is None or a[0] <= b[1]) and (b[0] is None or a[1] is None or b[0] <= a[1])
