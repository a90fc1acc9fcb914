"""A table's edge rules (`roll below 2: clamp`, `off right: result "AE"`): where each may stand,
what its actions do there, its `forbid` and `inferred` words (E303, E307), and a roll edge's
bound against the rows' own ends (W312). Fed by: `tables` (`_check_table`), and `table_axes` for
the ranges its rows cover.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report
from ..vocabulary import Vocabulary
from .table_grid import _span_text, dice_bounds

def check_edges(t: m.Table, vocab: Vocabulary | None, report: Report) -> None:
    """Each edge rule of a table: `off left/right` on ordered columns, `roll below/above` on a table
    read by a roll; its actions, `forbid` alone and with words, and its `inferred` reading."""
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
