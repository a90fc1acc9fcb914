"""Table vectors: every printed cell, computed values placed on the columns (odds such as 7:1, 1:5
and 7:2; percentages and differentials beyond the printed ranges; with column shifts), the edge
rules, missing tables, and the table read through its rule function with its rewrite exceptions
firing or not. Fed by: the generated package's `TABLES`, `FUNCTIONS` and `_OVERRIDES_BY`, and the
rule model's tables (for their clauses); read by `to_vectors`.
"""
from __future__ import annotations

from fractions import Fraction

from .vector_facts import classify, clean, pick
from .vector_values import request

ODDS = ((1, 9), (1, 5), (2, 7), (1, 1), (7, 2), (7, 1), (12, 1))   # written as given: "7:2" is placed as 3:1
WHOLE_RANGE, RANGE_ENDS = 20, 5   # a row's range of at most 20 numbers read whole, a wider one by its ends
ALIAS = {"odds": "odds", "percent": "percent", "differential": "differential", "numbers": "value"}


def _selectors(table) -> list[dict]:
    return [{table.header_by: h[0][0]} for h in table.headers] if table.headers else [{}]


def _labels(table, sel: dict) -> list[str]:
    return [x for x in table._header(sel.get(table.header_by))[0]]


def _row_keys(table, i: int) -> list[dict]:
    lo, hi = table.row_ranges[i] if table.row_ranges else (None, None)
    if table.row_kind in ("roll", "numbers") and lo is not None and hi is not None:
        return [{"roll": r} for r in _numbers_read(lo, hi)]
    if table.row_kind in ("roll", "numbers"):
        return [{"roll": lo if lo is not None else hi}]
    return [{"row": table.rows[i], "group": table.groups[i]} if table.groups[i] else {"row": table.rows[i]}]


def _numbers_read(lo: int, hi: int) -> list[int]:
    """The rolls or numbers of a row's range that vectors read: all of them, up to `WHOLE_RANGE`;
    of a wider range its first and last `RANGE_ENDS` and its middle (a row `1-10000` of 300 such rows
    made three million vectors, each column again: `rules build` wrote gigabytes and did not end)."""
    if hi - lo + 1 <= WHOLE_RANGE:
        return list(range(lo, hi + 1))
    return [*range(lo, lo + RANGE_ENDS), (lo + hi) // 2, *range(hi - RANGE_ENDS + 1, hi + 1)]


CELL_VECTORS = 2_000   # a table's cell vectors at most (the bundled books' largest has 252)


def _cells(vs, tid: str, clause, table) -> None:
    """Every printed cell, read by every number of its row's range (`_numbers_read`). A table of more
    than `CELL_VECTORS` such readings is read by one number of each row; one of more cells than that,
    by a spread of its cells that reads every row (each once, when the rows alone are more) and every
    column (a table of 1,000 rows `1-20` by 20 columns made 400,000 vectors: `rules build` ran out of
    memory)."""
    selectors = _selectors(table)
    rows = [_row_keys(table, i) for i in range(len(table.rows))]
    width = max((len(_labels(table, sel)) for sel in selectors), default=0)
    if sum(map(len, rows)) * width * len(selectors) > CELL_VECTORS:
        rows = [keys[:1] for keys in rows]
    stride = -(-len(rows) * width * len(selectors) // CELL_VECTORS)   # (1: every cell)
    for sel in selectors:
        labels = _labels(table, sel)
        for i, keys in enumerate(rows):
            read = [j for j in range(len(labels)) if (i + j) % stride == 0] or [i % len(labels)] if labels else []
            for key in keys:
                for j in read:
                    vs.add("cell", tid, clause, request("lookup", tid, keywords={**key, "column": labels[j]}, facts=sel))


def _placement_values(table, sel: dict) -> list:
    kind = table.column_kind
    if kind == "odds":
        return [{"type": "ratio", "value": f"{a}:{d}"} for a, d in ODDS]
    _, _, ranges = next((h for h in table.headers if sel.get(table.header_by) in h[0]), (None, None, table.column_values))
    ends = sorted({b for rng in ranges if rng for b in rng if b is not None})
    if not ends:
        return []
    # (and half below an end inside: a fraction is placed by its floor, in the column below; an engine
    # rounding it read the column of the end)
    half = [Fraction(2 * ends[len(ends) // 2] - 1, 2)] if len(ends) > 1 else []
    if len(ends) > 1 and ends[0] < 0:   # (and half above the lowest end, below 0: an engine cutting -9/2 to -4, not -5, passed)
        half.append(Fraction(2 * ends[0] + 1, 2))
    return sorted({ends[0] - 1, *ends, ends[-1] + 1, ends[-1] + 100, ends[0] - 100, *half})


def _placements(vs, tid: str, clause, table) -> None:
    alias = ALIAS.get(table.column_kind)
    if alias is None or table.missing:
        return
    middle = len(table.rows) // 2
    key = _row_keys(table, middle)[0]
    for sel in _selectors(table):
        for value in _placement_values(table, sel):
            for shift in (0, -1, 2):
                keywords = {**key, alias: value, **({"shift": shift} if shift else {})}
                vs.add("placement", tid, clause, request("lookup", tid, keywords=keywords, facts=sel))


def _rolls_off(table) -> list[int]:
    """Rolls (after modifiers) just beyond the printed rows and just beyond each roll edge's bound."""
    lows = [lo for lo, _ in table.row_ranges]
    highs = [hi for _, hi in table.row_ranges]
    rolls = []
    if None not in lows:
        rolls.append(min(lows) - 1)
    if None not in highs:
        rolls.append(max(highs) + 1)
    for side, rule in table.edges.items():
        if side in ("below", "above") and rule.get("bound") is not None:
            rolls.append(rule["bound"] - 1 if side == "below" else rule["bound"] + 1)
            if rule.get("inferred_bound") is not None:   # (either side of the bound of the book's reading)
                b = rule["inferred_bound"]
                rolls += [b, b - 1] if side == "below" else [b, b + 1]
    return sorted(set(rolls))


def _edges(vs, tid: str, clause, table) -> None:
    for sel in _selectors(table):
        labels = _labels(table, sel)
        if table.column_kind != "keys" and labels and table.row_kind == "roll":
            first = table.row_ranges[0][0] if table.row_ranges and table.row_ranges[0][0] is not None else 1
            for shift in (-2, -1, 1, 2):
                label = labels[0] if shift < 0 else labels[-1]
                vs.add("edge", tid, clause, request("lookup", tid, keywords={"roll": first, "column": label,
                                                                             "shift": shift}, facts=sel))
        if labels and table.row_kind in ("roll", "numbers"):
            beyond = _beyond_right(table)
            for roll in _rolls_off(table):
                vs.add("edge", tid, clause, request("lookup", tid, keywords={"roll": roll, "column": labels[0]},
                                                    facts=sel))
                if beyond:   # (and past the right edge too: an answer read by two edge rules, each said)
                    vs.add("edge", tid, clause, request("lookup", tid, keywords={"roll": roll, "column": labels[-1],
                                                                                 "shift": 1}, facts=sel))


def _rewritten(expected: dict) -> bool:
    """Whether an expected table answer is a result an exception rewrote (it prints otherwise)."""
    value = (expected.get("value") or {}).get("value")
    return isinstance(value, dict) and value.get("rewritten_text", value.get("text")) != value.get("text")


def _beyond_right(table) -> bool:
    """Whether a column past the right edge is read (clamped or shifted), as a roll edge's is."""
    rule = table.edges.get("right")
    return rule is not None and not rule.get("missing") and "forbid" not in rule and "result" not in rule


def _rewritten_cells(table, overrides) -> list[tuple[int, int]]:
    """For each pair a → b of each rewrite, the first cell with an effect that the pair changes."""
    cells = []
    for o in overrides:
        for kind, fld, pairs, side in o.rewrites:
            for kind, a in [(k, a) for k in (("attacker", "defender") if side else (kind,)) for a, _ in pairs]:
                for i, row in enumerate(table.effects):
                    hit = next((j for j, effects in enumerate(row) for e in effects
                                if (not kind or e.kind == kind) and
                                ((fld == "kind" and (a == "any" or e.kind == a)) or
                                 (fld in e.fields and (a == "any" or str(e.fields[fld]) == a)))), None)
                    if hit is not None:
                        cells.append((i, hit))
                        break
    return list(dict.fromkeys(cells))[:6]


def _exceptions(vs, tid: str, clause, table) -> None:
    """The table read through its rule at the cells its rewrites change, with the facts their
    conditions read. A table of several header rows is read in its first one (its header fact held
    there: Shanghai Incident's CRT had no such vector, and a rewrite that changes a cell's kind was
    never seen to drop the cell's fields)."""
    overrides = getattr(vs.module, "_OVERRIDES_BY", {}).get(tid, ())
    if not overrides or table.missing:
        return
    sel = _selectors(table)[0]
    labels = _labels(table, sel)
    assignments = vs.candidates.assignments(vs.module.FUNCTIONS[tid].reads, tid)
    bare = False   # one `lookup` (the table alone) with facts under which a rewrite fires: it rewrites nothing
    attacker = vs.module.FACTS.get("attacker")
    defaulted = attacker.default if attacker is not None and attacker.has_default and any(
        o.sided for o in overrides) else None   # (once: a sided rewrite read with `attacker` at its default)
    past = {}   # an outer row's rewritten cell → the rolls past the rows that read it (for the book's reading)
    if any("inferred" in r for r in table.edges.values()) and table.row_kind == "roll" and table.row_ranges:
        off = _rolls_off(table)
        lows, highs = table.row_ranges[0], table.row_ranges[-1]
        past = {0: [r for r in off if lows[0] is not None and r < lows[0]],
                len(table.rows) - 1: [r for r in off if highs[1] is not None and r > highs[1]]}
    for i, j in _rewritten_cells(table, overrides):
        if j >= len(labels) or not labels[j]:
            continue
        key = _row_keys(table, i)[0]
        items = []
        for facts in assignments:
            facts = {**facts, **sel}
            req = request("table", tid, keywords={**key, "column": labels[j]}, facts=clean(facts))
            items.append(classify(vs, "table", tid, clause, req, facts))
            if not bare and items[-1][0] == "exception":   # (an engine applying them to a bare lookup passed Shanghai)
                bare = True
                vs.add("cell", tid, clause, request("lookup", tid, keywords={**key, "column": labels[j]},
                                                   facts=clean(facts)))
            if past.get(i) and _rewritten(vs.ask(req)):
                # the table through its rule past the rows, at a cell a rewrite changes: its answer keeps the
                # book's reading (an engine dropping it on a table call, or once a rewrite changed it, passed)
                for roll in past.pop(i):
                    off_rows = request("table", tid, keywords={"roll": roll, "column": labels[j]}, facts=clean(facts))
                    vs.add(*classify(vs, "table", tid, clause, off_rows, facts)[:4])
            if defaulted is not None and items[-1][0] == "exception" and facts.get("attacker") == defaulted:
                # a `rewrite X of SIDE` firing, `attacker` left to its default (the Python package raised
                # MissingFact where the JavaScript engine read the default, and every vector gave it)
                left = {k: v for k, v in facts.items() if k != "attacker"}
                vs.add(*classify(vs, "table", tid, clause, request("table", tid, keywords={**key, "column": labels[j]},
                                                                  facts=clean(left)), left)[:4])
                defaulted = None
        pick(vs, items, cap=16)


def table_vectors(vs) -> None:
    for t in vs.ir.tables:
        table = vs.module.TABLES[t.id]
        if t.missing:
            inputs = {"roll": 1, "column": table.columns[0]} if table.columns else {"roll": 1}
            vs.add("missing", t.id, t.clause, request("lookup", t.id, keywords=inputs))
            continue
        _cells(vs, t.id, t.clause, table)
        _placements(vs, t.id, t.clause, table)
        _edges(vs, t.id, t.clause, table)
        _exceptions(vs, t.id, t.clause, table)
