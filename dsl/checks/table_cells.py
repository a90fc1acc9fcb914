"""A table's cells: the footnotes and marks they carry, declared (E101, E312, W318), and each cell
read by a pattern of its column's vocabulary (E303: with the pattern or the cell it was most
likely meant to be, or the `split` its vocabulary lacks); into `carried`, the readings the cells
carry (W313, `table_patterns`). Fed by: `tables` (`_check_table`).
"""
from __future__ import annotations

import re

from ..diagnostics import Report, suggest
from ..source import Span
from ..vocabulary import Vocabulary, malformed
from .table_grid import _decl

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
