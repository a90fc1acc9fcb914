"""E310's witness on a table: the cell its example looks up, as a lookup names it, for every shape of
table (rows by roll, number or label; columns of odds, percentages, differentials, numbers or labels;
a header row picked by an enum value), and the text the cell prints once the two exceptions' rewrites
have run, the first one first. Fed by: `witness` (the values found for the facts, the pair of
exceptions) and `resolver` (the table, its vocabulary, the facts' defaults).
"""
from __future__ import annotations

from .. import model as m
from ..labels import COLUMN_READERS, parse_range, parse_ratio
from ..resolver import Symbols
from ..vocabulary import pattern_pieces
from .tables import header_values, split_grid, vocabulary_for

_COLUMN_ARGS = {"odds": "column", "percent": "percent", "differential": "differential", "numbers": "value"}


def header_value(sym: Symbols, t: m.Table, values: dict) -> str | None:
    """The value of the enum that picks an offset header's row: the one the witness gives, else the
    fact's default, else the enum's first value."""
    if not t.header_by:
        return None
    if t.header_by in values:
        return values[t.header_by]
    fact = sym.node(t.header_by) if sym.kind(t.header_by) == "fact" else None
    default = getattr(fact, "default", None)
    if isinstance(default, m.Name):
        return default.name
    return next(iter(sym.enum_values.get(t.header_by, {})), None)


def cells(sym: Symbols, t: m.Table, values: dict):
    """Each cell a plain lookup reads, row by row: (said, arguments, printed text, column label), said
    as `roll 7, column 3:1` and given as arguments (`roll: 7, column: 3:1`); nothing for a missing
    table, a row label printed twice, or a column no argument names."""
    if t.missing:
        return
    headers, body = split_grid(t)
    columns = _columns(sym, t, headers, values)
    seen: set[str] = set()
    for row in body:
        label = row.cells[0].text
        if label in seen:   # (a lookup reads the first row of a label)
            continue
        seen.add(label)
        placed = _row(t, label)
        if placed is None:
            continue
        for index, (shown, args) in columns:
            if index < len(row.cells):
                yield (f"{placed[0]}, {shown}" if shown else placed[0], {**placed[1], **args},
                       row.cells[index].text, headers[-1].cells[index].text if headers else "")


def _row(t: m.Table, label: str) -> tuple[str, dict] | None:
    """A row as a lookup names it: a roll or row number (the lowest it covers), or its printed label."""
    if t.roll or t.rows_kind == "numbers":
        bounds = parse_range(label)
        if bounds is None or bounds == (None, None):
            return None
        number = str(bounds[0] if bounds[0] is not None else bounds[1])
        return f"roll {number}", {"roll": number}
    if t.rows_kind == "keys":
        return f"row {label}", {"row": quoted(label)}
    return None


def _columns(sym: Symbols, t: m.Table, headers: list[m.GridRow], values: dict) -> list[tuple[int, tuple[str, dict]]]:
    """The columns a lookup can name: (index of the cell in a row, (said, arguments)). A table read
    through an offset header names them by the header row its enum value picks."""
    if not headers:
        return [(1, ("", {}))] if t.columns_kind == "keys" else []
    row = headers[-1]
    extra: dict = {}
    if t.header_by:
        chosen = header_value(sym, t, values)
        titles = {chosen.lower()} | {v.title.lower() for vid, v in sym.enum_values.get(t.header_by, {}).items()
                                     if vid == chosen} if chosen else set()
        row = next((r for r in headers if {n.lower() for n in header_values(r.cells[0].text)} & titles), None)
        if row is None:
            return []
        extra = {t.header_by: chosen}
    out = []
    for index, cell in enumerate(row.cells[1:], start=1):
        placed = _column(t, cell.text)
        if placed is not None:
            out.append((index, (placed[0], {**placed[1], **extra})))
    return out


def _column(t: m.Table, label: str) -> tuple[str, dict] | None:
    """A column as a lookup names it: odds by their ratio, a band of numbers by the lowest number it
    holds (the highest, for an open band `≤49%`), a printed label as a text."""
    kind = t.columns_kind
    if kind == "keys":
        return (f"column {label}", {"column": quoted(label)}) if label else None
    if kind == "odds":
        ratio = parse_ratio(label)
        return None if ratio is None else (f"column {label}", {"column": f"{ratio[0]}:{ratio[1]}"})
    reader = COLUMN_READERS.get(kind)
    bounds = reader(label) if reader else None
    if bounds is None or bounds == (None, None):
        return None
    number = str(bounds[0] if bounds[0] is not None else bounds[1])
    return f"column {label}", {_COLUMN_ARGS[kind]: number}


def alone(sym: Symbols, t: m.Table, a: m.ExceptionRule, b: m.ExceptionRule) -> bool:
    """Whether `a` and `b` are the only exceptions that can rewrite the table where `a` applies (no
    other of the book's, nor of `a`'s scenario)."""
    return not any(e.target == t.id and e is not a and e is not b and (not e.scenario or e.scenario == a.scenario)
                   for e in sym.book.exceptions)


def rewritten(sym: Symbols, t: m.Table, first: m.ExceptionRule, second: m.ExceptionRule, text: str, column: str,
              values: dict) -> str | None:
    """What `.rewritten_text` gives for the printed `text` once `first`'s rewrites and then
    `second`'s have run (as they do when `first` has the higher priority, and they are `alone`);
    None when it cannot be told from the cell and the two: the column has its own vocabulary, a
    rewrite of a side's effect is given no attacker, or the cell does not parse."""
    if column in dict(t.column_results):
        return None
    node = sym.node(t.results)
    vocab = vocabulary_for(sym, t)
    parsed = vocab.parse(text) if vocab is not None and isinstance(node, m.Results) else None
    if parsed is None:
        return None
    attacker = values.get("attacker") or _default_name(sym, "attacker")
    if attacker is None and any(r.side for e in (first, second) for r in e.rewrites):
        return None
    from ..runtime_overrides import EffectDraft, result_text, rewrite_drafts   # (the runtime's own, loaded only here)
    from ..runtime_outcomes import Effect
    effects = [EffectDraft(kind, dict(fields)) for kind, fields in parsed]
    touched = False
    for e in (first, second):
        rewrites = [(r.kind, r.field, tuple(r.pairs), r.side) for r in e.rewrites]
        touched = rewrite_drafts(effects, rewrites, attacker) or touched
    if not touched:
        return text
    printed = result_text([Effect(d.kind, d.fields) for d in effects],
                          (node.split, tuple((p.kind, pattern_pieces(p.text)) for p in node.patterns)))
    return text if printed is None else printed


def _default_name(sym: Symbols, name: str) -> str | None:
    fact = sym.node(name) if sym.kind(name) == "fact" else None
    default = getattr(fact, "default", None)
    return default.name if isinstance(default, m.Name) else None


def quoted(text: str) -> str:
    """`text` as a quoted text of the language: `\\`, `"` and `[` (a reference) escaped, a line break as `\\n`."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("[", "\\[").replace("\n", "\\n")
    return f'"{escaped}"'
