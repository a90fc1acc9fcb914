"""`rules diff` for the constructs made of parts: tables cell by cell, sequences step by step,
scenarios line by line (as the web book says them), examples and aid entries. Fed by:
`book_diff.compare`, with the rule model (`dsl.ir`) of both versions of the book.
"""
from __future__ import annotations

from collections import Counter

import attrs

from dsl import ir
from dsl.marked import plain

from .book_diff import Sides, added_removed, by_id, changed, field_words, name_of, prose
from .site_scenarios import scenario_lines
from .table_text import edge_lines


def _keyed(labels) -> list[tuple[str, int]]:
    """Labels made keys: a label printed twice is told apart by its occurrence."""
    seen: Counter = Counter()
    out = []
    for label in labels:
        out.append((label, seen[label]))
        seen[label] += 1
    return out


def _resized(a: ir.Table, b: ir.Table, rows_a: list, rows_b: list) -> dict:
    """The rows whose range changed (a roll "11-12" now "11-13"): each new row's key, mapped to the
    old row's, when the old row is gone, the new one is new, both stand at the same place in their
    tables, and their ranges overlap."""
    out = {}
    for i, (x, y) in enumerate(zip(rows_a, rows_b)):
        if x == y or x in rows_b or y in rows_a or i >= len(a.row_ranges) or i >= len(b.row_ranges):
            continue
        ra, rb = a.row_ranges[i], b.row_ranges[i]
        if ra is not None and rb is not None and _overlap(ra, rb):
            out[y] = x
    return out


def _overlap(x: ir.Range, y: ir.Range) -> bool:
    low = max(v for v in (x[0], y[0], float("-inf")) if v is not None)
    high = min(v for v in (x[1], y[1], float("inf")) if v is not None)
    return low <= high


def _row(t: ir.Table, label: str) -> str:
    return f"roll {label}" if t.row_kind == "roll" else f"row {label}"


def _cell(text: str) -> str:
    return text if text.strip() else "blank"


def tables(s: Sides) -> None:
    old, new = by_id(s.old.tables), by_id(s.new.tables)
    for tid in added_removed(s, "table", old, new, s.new.tables, s.old.tables):
        a, b = old[tid], new[tid]
        if a != b:
            _table(s, a, b)


def _table(s: Sides, a: ir.Table, b: ir.Table) -> None:
    name, clause, tid = b.title or f"The table {b.id}", b.clause, b.id
    if a.clause != b.clause:
        s.add("table", clause, tid, f"{name} moved here from clause {a.clause}.", "clause", a.clause or "", b.clause or "")
    if a.title != b.title:
        s.add("table", clause, tid, f"The table “{a.title}” is now called “{b.title}”.", "title", a.title, b.title)
    rows_a, rows_b = _keyed(a.rows), _keyed(b.rows)
    cols_a, cols_b = _keyed(a.columns), _keyed(b.columns)
    resized = _resized(a, b, rows_a, rows_b)
    for key in rows_b:
        if key in resized:
            x, y = _row(a, resized[key][0]), _row(b, key[0])
            s.add("table row range", clause, tid, f"{name}: {x} is now {y}.", y, resized[key][0], key[0])
        elif key not in rows_a:
            s.add("table row added", clause, tid, f"{name}: new {_row(b, key[0])}.", _row(b, key[0]))
    for key in rows_a:
        if key not in rows_b and key not in resized.values():
            s.add("table row removed", clause, tid, f"{name}: {_row(a, key[0])} removed.", _row(a, key[0]))
    for key in cols_b:
        if key not in cols_a:
            s.add("table column added", clause, tid, f"{name}: new column {key[0]}.", f"column {key[0]}")
    for key in cols_a:
        if key not in cols_b:
            s.add("table column removed", clause, tid, f"{name}: column {key[0]} removed.", f"column {key[0]}")
    row_at_a = {k: i for i, k in enumerate(rows_a)}
    row_at_a.update({k: row_at_a[was] for k, was in resized.items()})   # (a row's cells, whatever its range now)
    col_at_a = {k: i for i, k in enumerate(cols_a)}
    for j, ck in enumerate(cols_b):       # column by column, as a player reads a column of odds down
        if ck not in col_at_a:
            continue
        for i, rk in enumerate(rows_b):
            if rk not in row_at_a:
                continue
            x, y = _at(a.cells, row_at_a[rk], col_at_a[ck]), _at(b.cells, i, j)
            if x != y:
                where = f"column {ck[0]}, {_row(b, rk[0])}" if b.columns else _row(b, rk[0])
                s.add("table cell", clause, tid, f"{name}, {where}: {_cell(x)} → {_cell(y)}.", where, x, y)
    edges_a, edges_b = _edge_texts(s.old, a), _edge_texts(s.new, b)
    for key, text in edges_a.items():
        if key not in edges_b:
            s.add("table edge", clause, tid, f"{name}: edge rule removed: {text}", "edge", text, "")
    for key, text in edges_b.items():
        was = edges_a.get(key)
        if was is None:
            s.add("table edge", clause, tid, f"{name}: edge rule now: {text}", "edge", "", text)
        elif was != text:
            s.add("table edge", clause, tid, f"{name}: {_edge_changed(key, was, text)}", "edge", was, text)
    said = ("clause", "title", "rows", "row_ranges", "columns", "column_positions", "column_ranges", "cells",
            "effects", "edges", "cell_readings", "row_keys")
    if rows_a != rows_b or cols_a != cols_b:   # (the marks of each cell and row follow the table's shape)
        said += ("marks", "row_marks", "row_groups")
    rest = [f for f in a.__attrs_attrs__ if f.name not in said and getattr(a, f.name) != getattr(b, f.name)]
    if rest or (a.edges != b.edges and edges_a == edges_b):
        names = [f.name for f in rest] + (["edges"] if a.edges != b.edges and edges_a == edges_b else [])
        s.add("table", clause, tid, f"{name} changed: {field_words(names)}.", ", ".join(names))


# an edge named when its rule's opening words changed too (its bound, or the outermost label)
_EDGE_NAMES = {"left": "left of the columns", "right": "right of the columns", "below": "below the rows",
               "above": "above the rows"}


def _edge_texts(book: ir.Book, t: ir.Table) -> dict[str, str]:
    """The table's edge rules as the web book says them, by the edge each is beyond ('left',
    'right', 'below', 'above'); then the cells read where the source is garbled, each by its text."""
    lines = [prose(e["text"]) for e in edge_lines(t, _vocab(book, t))]
    edges = list({e.where: e for e in t.edges})    # (`edge_lines` says these first, one per edge, in this order)
    return {**dict(zip(edges, lines)), **{text: text for text in lines[len(edges):]}}


def _edge_changed(where: str, was: str, now: str) -> str:
    """One edge's rule changed, as one line: "edge rule right of the 5:1 column: use … → …"."""
    lead_a, _, rest_a = was.partition(": ")
    lead_b, _, rest_b = now.partition(": ")
    if where in _EDGE_NAMES and lead_a == lead_b and rest_a and rest_b:
        return f"edge rule {lead_b[0].lower()}{lead_b[1:]}: {rest_a.removesuffix('.')} → {rest_b}"
    return f"edge rule {_EDGE_NAMES.get(where, 'changed')}: {was.removesuffix('.')} → {now}"


def _at(cells, i: int, j: int) -> str:
    row = cells[i] if i < len(cells) else ()
    return row[j] if j < len(row) else ""


def _vocab(book: ir.Book, t: ir.Table) -> ir.Vocabulary | None:
    return next((v for v in book.vocabularies if v.id == t.results), None)


def _steps(steps, path=()) -> dict[tuple[str, ...], ir.Step]:
    out = {}
    for st in steps:
        here = (*path, st.id)
        out[here] = st
        out.update(_steps(st.steps, here))
    return out


def sequences(s: Sides) -> None:
    for sid, a, b in changed(s, "sequence", "sequences"):
        name, clause = b.title or "The sequence", b.clause
        if a.title != b.title:
            s.add("sequence", clause, sid, f"The sequence “{a.title}” is now called “{b.title}”.", "title", a.title, b.title)
        steps_a, steps_b = _steps(a.steps), _steps(b.steps)
        for path, st in steps_b.items():
            where = " › ".join(steps_b[path[:k + 1]].title or path[k] for k in range(len(path)))
            was = steps_a.get(path)
            if was is None:
                s.add("sequence step added", clause, sid, f"{name}: new step “{where}”.", where, "", st.title)
                continue
            fields = [f.name for f in st.__attrs_attrs__ if f.name != "steps" and getattr(st, f.name) != getattr(was, f.name)]
            if "title" in fields:
                s.add("sequence step", clause, sid, f"{name}: step “{was.title}” is now “{st.title}”.", where,
                      was.title, st.title)
                fields.remove("title")
            if "clause" in fields:   # (the clause whose rules the step follows: said as any construct moved)
                s.add("sequence step", clause, sid, f"{name}: step “{where}” moved to clause {st.clause or 'none'} "
                      f"from clause {was.clause or 'none'}.", where, was.clause or "", st.clause or "")
                fields.remove("clause")
                if "applies" in fields and attrs.evolve(was.applies, option=st.applies.option) == st.applies:
                    fields.remove("applies")   # (its optional rule is its clause's: moving said it)
            if fields:
                s.add("sequence step", clause, sid, f"{name}, step “{where}”: {field_words(fields)} changed.", where,
                      prose(was.says), prose(st.says))
        for path, st in steps_a.items():
            if path not in steps_b:
                where = " › ".join(steps_a[path[:k + 1]].title or path[k] for k in range(len(path)))
                s.add("sequence step removed", clause, sid, f"{name}: step “{where}” removed.", where, st.title, "")
        common_a = [p for p in steps_a if p in steps_b]
        common_b = [p for p in steps_b if p in steps_a]
        if common_a != common_b:
            s.add("sequence step", clause, sid, f"{name}: the steps are in a new order.", "order",
                  ", ".join(steps_a[p].title for p in common_a), ", ".join(steps_b[p].title for p in common_b))
        if a.skips != b.skips:
            s.add("sequence", clause, sid, f"{name}: the steps scenarios leave out changed.", "skips")


def _title_of(book: ir.Book):
    exceptions = by_id(book.exceptions)
    return lambda eid: (exceptions[eid].title if eid in exceptions and exceptions[eid].title else "a special rule")


def scenarios(s: Sides) -> None:
    for sid, a, b in changed(s, "scenario", "scenarios"):
        name, clause = b.title or "The scenario", b.clause
        if a.title != b.title:
            s.add("scenario", clause, sid, f"The scenario “{a.title}” is now called “{b.title}”.", "title", a.title, b.title)
        lines_a = dict(scenario_lines(s.old, a, _title_of(s.old), s.old_speak))
        lines_b = dict(scenario_lines(s.new, b, _title_of(s.new), s.new_speak))
        said = False
        for heading in dict.fromkeys([*lines_a, *lines_b]):
            x, y = [prose(t) for t in lines_a.get(heading, [])], [prose(t) for t in lines_b.get(heading, [])]
            gone, came = [t for t in x if t not in y], [t for t in y if t not in x]
            where = f"{name}, {heading.lower()}"
            if len(gone) == len(came) == 1:     # one line changed: said as one change
                s.add("scenario", clause, sid, f"{where}: “{gone[0]}” → “{came[0]}”", heading, gone[0], came[0])
                gone, came = [], []
                said = True
            for line in gone:
                s.add("scenario", clause, sid, f"{where}: no longer “{line}”", heading, line, "")
                said = True
            for line in came:
                s.add("scenario", clause, sid, f"{where}: now “{line}”", heading, "", line)
                said = True
        rest = [f.name for f in a.__attrs_attrs__ if f.name not in ("clause", "title") and getattr(a, f.name) != getattr(b, f.name)]
        if not said and rest:
            s.add("scenario", clause, sid, f"{name} changed: {field_words(rest)}.", ", ".join(rest))


def _example_keys(examples) -> dict[tuple, ir.Example]:
    seen: Counter = Counter()
    out = {}
    for ex in examples:
        key = (ex.clause or "", prose(ex.title))
        out[(*key, seen[key])] = ex
        seen[key] += 1
    return out


def _answer(s: Sides, x: ir.Expr, y: ir.Expr, was: ir.Example, ex: ir.Example, i: int) -> str:
    """A changed check in words: the answer it now expects, when it asks the same thing; else what
    it now checks, as the web book says a condition."""
    which = f" (its check {i + 1})" if len(ex.checks) > 1 else ""
    if isinstance(x, ir.Compare) and isinstance(y, ir.Compare) and x.op == y.op == "==" and x.left == y.left:
        return (f"now expects {prose(s.new_speak.expr(y.right))} where it expected "
                f"{prose(s.old_speak.expr(x.right))}{which}")
    return (f"now checks that {prose(s.new_speak.condition(y))}{which}, where it checked that "
            f"{prose(s.old_speak.condition(x))}")


def _written(ex: ir.Example, i: int) -> str:
    return " ".join(ex.written[i].split()) if i < len(ex.written) else f"check {i + 1}"


def _pairs(old: dict, new: dict) -> dict:
    """Each new example's old version: the one of the same clause and title, else (a retitled
    example) the first unpaired one of the same clause whose checks, scenario and option are the same."""
    pairs = {k: k for k in new if k in old}
    free = [k for k in old if k not in new]
    for k, ex in new.items():
        if k in pairs:
            continue
        same = next((o for o in free if o[0] == k[0] and (old[o].checks, old[o].scenario, old[o].option)
                     == (ex.checks, ex.scenario, ex.option)), None)
        if same is not None:
            pairs[k] = same
            free.remove(same)
    return pairs


def _named(ex: ir.Example) -> str:
    return f"“{prose(ex.title)}”" if ex.title.strip() else "without a title"


def examples(s: Sides) -> None:
    old, new = _example_keys(s.old.examples), _example_keys(s.new.examples)
    pairs = _pairs(old, new)
    for key, ex in new.items():
        title = _named(ex)
        if key not in pairs:
            s.add("example added", ex.clause, "", f"New example {title}.", "", "", prose(ex.title))
            continue
        was = old[pairs[key]]
        if pairs[key] != key:
            s.add("example retitled", ex.clause, "", f"The example {_named(was)} is now titled {title}.", "title",
                  prose(was.title), prose(ex.title))
        if was.printed != ex.printed:
            s.add("example", ex.clause, "", f"The example {title} is now {'' if ex.printed else 'not '}marked as "
                  "printed in the source.", "printed", str(was.printed).lower(), str(ex.printed).lower())
        if was.checks != ex.checks:
            if len(was.checks) == len(ex.checks):
                for i, (x, y) in enumerate(zip(was.checks, ex.checks)):
                    if x != y:
                        s.add("example answer", ex.clause, "", f"The example {title} {_answer(s, x, y, was, ex, i)}.",
                              f"check {i + 1}", _written(was, i), _written(ex, i))
            else:
                x = "; ".join(_written(was, i) for i in range(len(was.checks)))
                y = "; ".join(_written(ex, i) for i in range(len(ex.checks)))
                s.add("example answer", ex.clause, "", f"The example {title} now checks {y} (was {x}).", "checks", x, y)
        if (was.scenario, was.option) != (ex.scenario, ex.option):
            scenario = by_id(s.new.scenarios).get(ex.scenario)
            s.add("example", ex.clause, "", f"The example {title} is now played "
                  + (f"in the scenario {name_of(scenario, 'scenario')}" if scenario else "in no particular scenario")
                  + (f" with optional rule {ex.option}" if ex.option else "") + ".", "scenario",
                  f"{was.scenario or ''} {was.option or ''}".strip(), f"{ex.scenario or ''} {ex.option or ''}".strip())
    paired = set(pairs.values())
    for key, ex in old.items():
        if key not in paired:
            s.add("example removed", ex.clause, "", f"The example {_named(ex)} was removed.", "", prose(ex.title), "")


_AID_KINDS = {"constant": "constants", "table": "tables", "formula": "formulas", "modifier": "modifiers",
              "permission": "permissions", "sequence": "sequences", "exception": "exceptions", "fact": "facts",
              "combine": "combines", "scenario": "scenarios", "vocabulary": "vocabularies", "term": "terms"}


def _entry(book: ir.Book, item: ir.AidItem) -> str:
    attr = _AID_KINDS.get(item.kind)
    node = by_id(getattr(book, attr)).get(item.value) if attr else None
    if node is not None:
        kind = "combination" if item.kind == "combine" else "result vocabulary" if item.kind == "vocabulary" else item.kind
        return f"the {kind} {name_of(node, kind)}"
    if item.kind == "clause":
        clause = by_id(book.clauses).get(item.value)
        return f"clause {item.value}" + (f" “{clause.title}”" if clause else "")
    return f"the {item.kind} “{prose(item.value)}”"


def aids(s: Sides) -> None:
    old, new = by_id(s.old.aids), by_id(s.new.aids)
    for aid in s.new.aids:
        if aid.id not in old:
            s.add("aid added", None, aid.id, f"New player aid “{aid.title}”.", "", "", aid.title)
    for aid in s.old.aids:
        if aid.id not in new:
            s.add("aid removed", None, aid.id, f"The player aid “{aid.title}” was removed.", "", aid.title, "")
    for aid in s.new.aids:
        was = old.get(aid.id)
        if was is None or was == aid:
            continue
        name = f"Player aid “{aid.title}”"
        for field, words in (("title", "title"), ("size", "paper"), ("orientation", "orientation")):
            x, y = getattr(was, field), getattr(aid, field)
            if x != y:
                s.add("aid", None, aid.id, f"{name}: its {words} changed from “{x}” to “{y}”.", field, x, y)
        x = Counter((i.kind, plain(i.value)) for i in was.items)
        y = Counter((i.kind, plain(i.value)) for i in aid.items)
        for item in aid.items:
            key = (item.kind, plain(item.value))
            if y[key] > x[key]:
                s.add("aid entry", None, aid.id, f"{name} now lists {_entry(s.new, item)}.", item.kind, "", item.value)
                x[key] += 1
        y = Counter((i.kind, plain(i.value)) for i in aid.items)
        x = Counter((i.kind, plain(i.value)) for i in was.items)
        for item in was.items:
            key = (item.kind, plain(item.value))
            if x[key] > y[key]:
                s.add("aid entry", None, aid.id, f"{name} no longer lists {_entry(s.old, item)}.", item.kind,
                      item.value, "")
                y[key] += 1
        if x == Counter((i.kind, plain(i.value)) for i in aid.items) and was.items != aid.items:
            s.add("aid entry", None, aid.id, f"{name}: its entries are in a new order.", "order")
