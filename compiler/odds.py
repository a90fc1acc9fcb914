"""Exact chances of each result of a book's dice tables (`rules odds`, and the web book's folded
chances: `site_chances`). Fed by: the rule model (`dsl.ir`: each table's dice, columns, header rows and edge rules, for
naming them) and the runtime's tables: the compiled module's `TABLES`, or the same `Table`s built from
the same arguments (`table_data.runtime_table`), whose own `lookup` reads every total the dice can
give. Each chance is counted from those lookups, edge rules and all, so it cannot disagree with the
engine; a total the table gives nothing for is counted as "no result", with the reason, never dropped.
"""
from __future__ import annotations

from fractions import Fraction

from dsl import ir
from dsl.runtime import ForbiddenLookup, NotInSource, RulesError


def dice_totals(dice: str) -> dict[int, int]:
    """Each total `dice` ("2d6") can roll → the number of ways it comes up, every die's face counted."""
    count, sides = (int(x) for x in dice.split("d"))
    ways = {0: 1}
    for _ in range(count):
        rolled: dict[int, int] = {}
        for total, n in ways.items():
            for face in range(1, sides + 1):
                rolled[total + face] = rolled.get(total + face, 0) + n
        ways = rolled
    return dict(sorted(ways.items()))


def percent(chance: Fraction) -> str:
    """A chance as a percentage with one decimal, halves rounded up ("27.8"): exact, so the same text
    on every machine."""
    tenths = (chance * 1000 + Fraction(1, 2)).__floor__()
    return f"{tenths // 10}.{tenths % 10}"


def dice_tables(book: ir.Book) -> list[ir.Table]:
    """The tables of `book` read by a roll of its declared dice, in the book's order."""
    return [t for t in book.tables if t.dice and t.row_kind == "roll"]


def columns_of(table: ir.Table) -> list[tuple[str, str, dict]]:
    """Each column a player can read: (header row's label or "", the column's printed label, what the
    lookup is also given: the value of the fact that picks the header row)."""
    if table.header_rows:
        return [(h.label, label, {table.header_by: h.values[0]})
                for h in table.header_rows for label in h.columns if label]
    return [("", label, {}) for label in table.columns] or [("", "", {})]


def _why(err: RulesError, column_err: bool) -> str:
    """Why a reading gives no result, in the words of the rules, not of the engine."""
    if isinstance(err, NotInSource):
        return "the source does not give it"
    if isinstance(err, ForbiddenLookup):
        return f"the rules forbid it: {err.rule}"
    if column_err:
        return "the shift runs off the table, and the rules say nothing of it"
    return "no row and no rule for that total"


def _column_arg(label: str):
    return label or None


def chances(runtime_table, table: ir.Table, label: str, selector: dict, drm: int,
            shift: int) -> list[tuple[str | None, str, Fraction, str | None, list[int]]]:
    """The chance of each result of one column: (printed result or None for no result, the reason
    when None, chance, the result's kind as the engine names it (None for no result), the totals
    the dice show that give it), results in the order the lowest roll first gives them. Each total
    the dice give, plus `drm`, is read by the table's own lookup, `shift` columns from `label`."""
    ways = dice_totals(table.dice)
    all_ways = sum(ways.values())
    column = _column_arg(label)
    counted: dict[tuple[str | None, str], int] = {}
    kinds: dict[tuple[str | None, str], str | None] = {}
    totals: dict[tuple[str | None, str], list[int]] = {}
    try:
        runtime_table.column(column, shift, **selector)
        column_err = None
    except RulesError as err:
        column_err = err
    for total, n in ways.items():
        kind = None
        if column_err is not None:
            key = (None, _why(column_err, True))
        else:
            try:
                got = runtime_table.lookup(roll=total + drm, column=column, shift=shift, **selector)
                key, kind = (got.text, ""), got.kind
            except RulesError as err:
                key = (None, _why(err, False))
        counted[key] = counted.get(key, 0) + n
        kinds.setdefault(key, kind)
        totals.setdefault(key, []).append(total)
    return [(result, why, Fraction(n, all_ways), kinds[(result, why)], totals[(result, why)])
            for (result, why), n in counted.items()]


def _rows_reached(runtime_table, table: ir.Table, drm: int, shift: int) -> set[str]:
    """The printed rows some total of the dice, plus `drm`, reads on some column shifted `shift`."""
    reached = set()
    for header, label, selector in columns_of(table):
        for total in dice_totals(table.dice):
            try:
                reached.add(runtime_table.lookup(roll=total + drm, column=_column_arg(label), shift=shift,
                                                 **selector).row)
            except RulesError:
                pass
    return reached


def _past_rows(runtime_table, table: ir.Table, drm: int, shift: int) -> list[dict]:
    """Each total the dice give, plus `drm` and what a column edge's rule adds to the roll of a column
    `shift` takes past it (Changsha's 5:1 shifted +2 reads 14), that no printed row's range holds, and
    what the table's own lookup makes of it (its edge rules): the row it is read on, the result the
    rule gives, or none."""
    ranges = [r for r in table.row_ranges if r is not None]
    lows = [lo for lo, _ in ranges if lo is not None]
    found: dict[int, list[str]] = {}
    for header, label, selector in columns_of(table):
        try:
            added = runtime_table.drm(_column_arg(label), shift, **selector).value if shift else 0
        except RulesError:   # (a column the shift takes nowhere: its reading says why below)
            added = 0
        for total in dice_totals(table.dice):
            roll = total + drm + added
            if any((lo is None or lo <= roll) and (hi is None or roll <= hi) for lo, hi in ranges):
                continue
            edge = next((e for e in table.edges if e.where == ("below" if lows and roll < min(lows) else "above")),
                        None)
            cite = f" [{edge.clause}]" if edge is not None and edge.clause else ""
            try:
                got = runtime_table.lookup(roll=total + drm, column=_column_arg(label), shift=shift, **selector)
                said = (f"read on the row {got.row}" if got.row in table.rows else
                        f"the result is {got.text or 'blank'}") + cite + (
                    " (our reading: the source does not say)" if edge is not None and edge.inferred in got.inferred
                    else "")   # (the row edge's reading only: a column edge's is said with the shift)
            except RulesError as err:
                said = f"no result ({_why(err, False)})"
            readings = found.setdefault(roll, [])
            if said not in readings:
                readings.append(said)
    return [{"total": roll, "reads": found[roll]} for roll in sorted(found)]


def _edge_words(edge: ir.Edge | None, outermost: str) -> str:
    """What a column edge's rule does, for a player."""
    if edge is None:
        return "the rules say nothing: no result"
    cite = f" [{edge.clause}]" if edge.clause else ""
    ours = " (our reading: the source does not say)" if edge.inferred else ""
    if edge.missing:
        return f"the source does not say{cite}"
    if edge.forbid is not None:
        return f"not allowed{cite}: {edge.forbid}"
    if edge.result is not None:
        return f"the result is {edge.result}{cite}{ours}"
    words = f"read on the column {outermost}" if outermost else "read on the outermost column"
    if edge.drm_per_column:
        words += f", {edge.drm_per_column:+d} to the roll for each column past it"
    return words + cite + ours


def _shifted_off(runtime_table, table: ir.Table, shift: int) -> list[dict]:
    """The columns `shift` takes past an edge of the printed ones, and what the table's own lookup
    does then (the column read, the die-roll modifier its edge rule adds), or why it gives nothing."""
    out = []
    headers = {h.label: [c for c in h.columns if c] for h in table.header_rows}
    for header, label, selector in columns_of(table):
        labels = headers.get(header) if header else [c for c in table.columns if c]
        if not labels or label not in labels:
            continue
        place = labels.index(label) + shift
        if 0 <= place < len(labels):
            continue
        side = "left" if place < 0 else "right"
        record = {"header": header or None, "column": label, "edge": side}
        try:
            record["reads"] = runtime_table.column(_column_arg(label), shift, **selector).value
            record["drm"] = runtime_table.drm(_column_arg(label), shift, **selector).value
        except RulesError as err:
            record["no_result"] = _why(err, True)
        out.append(record)
    return out


def chance_records(runtime_table, table: ir.Table, drm: int = 0, shift: int = 0) -> list[dict]:
    """One table's chances as records: table, header, column, result (None: no result, with
    `no_result` saying why), its kind, the dice totals that give it, the exact fraction and the
    percent."""
    records = []
    for header, label, selector in columns_of(table):
        for result, why, chance, kind, totals in chances(runtime_table, table, label, selector, drm, shift):
            records.append({"table": table.id, "header": header or None, "column": label, "result": result,
                            **({"no_result": why} if result is None else {}), "kind": kind, "rolled": totals,
                            "fraction": str(chance), "percent": float(percent(chance))})
    return records


def shifts(table: ir.Table) -> bool:
    """Whether a column shift means anything on `table`: its columns are in an order (odds, numbers),
    not named keys ("Turns 1-5", "Result"), which no rule moves a roll along."""
    return table.column_kind != "keys"


def shift_applied(table: ir.Table, shift: int) -> int:
    """The column shift read on `table`: `shift`, or none where its columns are keys."""
    return shift if shifts(table) else 0


def report(book: ir.Book, lookups, drm: int = 0, asked_shift: int = 0, only: str | None = None) -> dict:
    """The chances and the designers' notes of the dice tables of `book` (every one, or the table
    `only`), read with the die-roll modifier `drm` and the column shift `asked_shift` (on the tables
    whose columns are in an order: each table says the `shift` it was read with) by `lookups`: the
    runtime tables by id (the compiled module's `TABLES`, or `table_data.runtime_table`'s)."""
    tables = [t for t in dice_tables(book) if only is None or t.id == only]
    out = []
    for table in tables:
        runtime_table = lookups[table.id]
        shift = shift_applied(table, asked_shift)
        records = chance_records(runtime_table, table, drm, shift)
        reached_0 = _rows_reached(runtime_table, table, 0, shift)
        reached = reached_0 if drm == 0 else _rows_reached(runtime_table, table, drm, shift)
        edges = {e.where: e for e in table.edges}
        out.append({
            "table": table.id, "title": table.title, "clause": table.clause, "dice": table.dice,
            "column_kind": table.column_kind, "shift": shift,
            "missing": table.missing_text if table.missing else None,
            "unreachable_rows": [r for r in table.rows if r not in reached_0],
            "unreachable_rows_at_drm": [r for r in table.rows if r not in reached],
            "column_edges": {side: _edge_words(edges.get(side), outermost)
                             for side, outermost in (("left", _outer(table, 0)), ("right", _outer(table, -1)))},
            "past_rows": _past_rows(runtime_table, table, drm, shift),
            "shifted_off": _shifted_off(runtime_table, table, shift) if shift else [],
            "chances": records,
        })
    return {"book": book.id, "drm": drm, "shift": asked_shift, "tables": out}


def _outer(table: ir.Table, at: int) -> str:
    """The first (`at` 0) or last (-1) printed column, as a player names it."""
    if table.header_rows:   # (each header row has its own outermost column)
        return ""
    labels = [c for c in table.columns if c]
    return labels[at] if labels else ""


def _modifier(n: int, what: str) -> str:
    return f"no {what}" if not n else f"{what} {n:+d}"


def text(found: dict, title: str) -> list[str]:
    """The report as lines for a player: per table, each column's results with their chances, then
    the notes for designers."""
    lines = [f"{title}: chances of each result, {_modifier(found['drm'], 'die-roll modifier')}, "
             f"{_modifier(found['shift'], 'column shift')}"]
    for t in found["tables"]:
        cite = f" [{t['clause']}]" if t["clause"] else ""
        lines += ["", f"{t['title']} ({t['table']}){cite}, rolled on {t['dice']}"]
        if t["missing"] is not None:
            where = f" ({t['missing']})" if t["missing"] else ""
            lines.append(f"  The source does not give this table{where}: no chance can be counted.")
            continue
        by_column: dict[tuple, list[str]] = {}
        for r in t["chances"]:
            said = (r["result"] or "blank") if r["result"] is not None else f"no result ({r['no_result']})"
            by_column.setdefault((r["header"], r["column"]), []).append(f"{said}: {percent(Fraction(r['fraction']))}%")
        width = max(len(_column_name(h, c)) for h, c in by_column)
        for (header, column), said in by_column.items():
            lines.append(f"  {_column_name(header, column).ljust(width)}  " + "   ".join(said))
        lines.append("  For designers:")
        lines.append("    Rows no roll reaches: " + (", ".join(t["unreachable_rows"]) or "none"))
        if found["drm"]:
            lines.append(f"    … with {found['drm']:+d} to the roll: " + (", ".join(t["unreachable_rows_at_drm"]) or "none"))
        for past in t["past_rows"]:
            lines.append(f"    A total of {past['total']} is past the printed rows: " + "; or ".join(past["reads"]))
        for side in ("left", "right") if t["column_kind"] != "keys" else ():   # (keyed columns are not shifted)
            lines.append(f"    A shift past the {side} edge: {t['column_edges'][side]}")
        if t["shift"] != found["shift"]:
            lines.append("    Its columns are named, not in an order: the column shift is not applied to it.")
        for off in t["shifted_off"]:
            name = _column_name(off["header"], off["column"])
            if "no_result" in off:
                lines.append(f"    {name} shifted {t['shift']:+d} runs off the {off['edge']} edge: no result "
                             f"({off['no_result']})")
            else:
                lines.append(f"    {name} shifted {t['shift']:+d} runs off the {off['edge']} edge: read on "
                             f"{off['reads']}" + (f", {off['drm']:+d} to the roll" if off["drm"] else ""))
    return lines


def _column_name(header: str | None, column: str) -> str:
    return f"{header}: {column}" if header else (column or "(one column)")
