"""JSON back end: the language-neutral export of a checked book (schema in docs/json.md).
Fed by: `dsl.loader.Loaded`, `book_index`, `table_data`.

Row and column labels and cell texts are exactly as printed. Everything else an engine in another
language needs is here too: parsed effects, edge rules, constants, facts, modifiers, exceptions,
sequences, scenarios and examples (as their source text).
"""
from __future__ import annotations

import json
from fractions import Fraction

from dsl import model as m
from dsl.loader import Loaded

from .book_index import BookIndex
from .table_data import table_data

SCHEMA_VERSION = 1


def _notes(notes, kind):
    return [n.text for n in notes if n.kind == kind]


def _src(loaded: Loaded, node) -> str:
    """The source text of an expression, for readers; engines use the Python package or vectors."""
    return loaded.text_of(getattr(node, "span", None))


def export(loaded: Loaded, idx: BookIndex) -> dict:
    b, sym = loaded.book, loaded.symbols
    h = b.header
    tables = []
    for t in b.tables:
        d = table_data(sym, t)
        tables.append({
            "id": t.id, "title": t.title, "clause": t.clause, "rows": d["rows"], "columns": d["columns"],
            "cells": d["cells"], "missing": t.missing, "missing_text": t.missing_text, "dice": t.roll or None,
            "row_kind": d["row_kind"], "column_kind": d["column_kind"], "corner": d["corner"],
            "header_by": t.header_by or None,
            "header_rows": [{"label": x["label"], "values": x["values"], "columns": x["columns"]} for x in d["header_rows"]],
            "results": t.results, "column_results": d["column_results"], "marks": d["marks"],
            "row_groups": d["row_groups"] if any(d["row_groups"]) else None, "row_marks": d["row_marks"], "footnotes": d["footnotes"],
            "effects": [[[{"kind": k, **dict(f)} for k, f in cell] for cell in row] for row in d["effects"]],
            "edges": {w: {k: v for k, v in r.items() if k != "effects"} for w, r in d["edges"].items()},
            "notes": _notes(t.notes, "note"), "doubts": _notes(t.notes, "doubt"),
        })
    return {
        "schema": SCHEMA_VERSION,
        "book": h.id, "title": h.title, "series": h.series, "source": h.source, "scale": h.scale,
        "credits": [{"role": r, "name": n} for r, n in h.credits],
        "sides": [{"id": s.id, "title": s.title} for s in h.sides], "dice": list(h.dice),
        "externals": [{"id": e.id, "title": e.title, "first": e.first, "last": e.last} for e in h.externals],
        "clauses": [{
            "id": c.id, "title": c.title, "says": c.says, "kind": idx.kind_of(c), "parent": c.parent,
            "optional": c.optional, "refs": list(dict.fromkeys(r.target for r in c.refs)),
            "referenced_by": idx.referenced_by.get(c.id, []), "exceptions": idx.overridden_by.get(c.id, []),
            "constructs": [{"kind": k, "id": n} for k, n in idx.constructs.get(c.id, [])],
            "tags": [{"tag": k, "value": v} for k, v in c.tags],
            "notes": _notes(c.notes, "note"), "doubts": _notes(c.notes, "doubt"),
        } for c in b.clauses],
        "terms": [{"id": t.id, "title": t.title, "says": t.says, "clause": t.clause} for t in b.terms],
        "enums": [{"id": e.id, "title": e.title, "values": [{"id": v.id, "title": v.title} for v in e.values]}
                  for e in b.enums],
        "facts": [{"id": f.id, "type": f.type, "title": f.title, "clause": f.clause,
                   "default": _src(loaded, f.default) if f.default is not None else None} for f in b.facts],
        "constants": [{"id": c.id, "value": c.printed, "unit": c.unit, "title": c.title, "clause": c.clause}
                      for c in b.constants],
        "results": [{"id": r.id, "title": r.title, "clause": r.clause, "split": r.split,
                     "patterns": [{"pattern": p.text, "kind": p.kind, "meaning": p.meaning} for p in r.patterns],
                     "blank": {"kind": r.blank.kind, "meaning": r.blank.meaning} if r.blank else None,
                     "marks": [{"mark": k, "meaning": v} for k, v in r.marks],
                     "doubts": _notes(r.notes, "doubt")} for r in b.results],
        "tables": tables,
        "formulas": [{"id": f.id, "title": f.title, "clause": f.clause,
                      "params": [{"name": p.name, "type": p.type} for p in f.params],
                      "expression": _src(loaded, f.body)} for f in b.formulas],
        "modifiers": [{
            "id": x.id, "title": x.title, "clause": x.clause, "effect": x.effect.kind if x.effect else None,
            "amount": (x.effect.constant or str(x.effect.amount)) if x.effect else None,
            "amount_constant": bool(x.effect and x.effect.constant), "side": x.effect.side if x.effect else "",
            "rounding": x.effect.rounding if x.effect else "", "when": _src(loaded, x.when) if x.when else None,
            "unless": _src(loaded, x.unless) if x.unless else None, "per": _src(loaded, x.per) if x.per else None,
            "at_most": x.at_most, "on": x.on or None, "scenario": x.scenario or None} for x in b.modifiers],
        "combines": [{"id": c.id, "title": c.title, "clause": c.clause, "mode": c.mode, "members": list(c.members),
                      "at_most": c.at_most} for c in b.combines],
        "permissions": [{"id": p.id, "title": p.title, "clause": p.clause, "who": p.who or None, "modal": p.modal,
                         "action": p.action, "when": _src(loaded, p.when) if p.when else None,
                         "unless": _src(loaded, p.unless) if p.unless else None,
                         "scenario": p.scenario or None} for p in b.permissions],
        "exceptions": [{"id": e.id, "title": e.title, "clause": e.clause, "target": e.target,
                        "target_is_clause": e.target_is_clause, "effect": e.effect or None,
                        "rewrites": [{"kind": r.kind or None, "field": r.field, "pairs": [list(p) for p in r.pairs]}
                                     for r in e.rewrites],
                        "when": _src(loaded, e.when) if e.when else None,
                        "unless": _src(loaded, e.unless) if e.unless else None,
                        "use": _src(loaded, e.use) if e.use is not None else None,
                        "priority": e.priority, "level": "scenario" if e.scenario else "exception",
                        "scenario": e.scenario or None, "says": e.says} for e in b.exceptions],
        "sequences": [{"id": s.id, "title": s.title, "clause": s.clause, "steps": [_step(loaded, x) for x in s.steps]}
                      for s in b.sequences],
        "scenarios": [_scenario(sc) for sc in b.scenarios],
        "examples": [{"index": ex.index, "clause": ex.clause, "title": ex.title, "scenario": ex.scenario or None,
                      "checks": [_src(loaded, c) for c in ex.checks]} for ex in b.examples],
        "aids": [{"id": a.id, "title": a.title, "size": a.size, "orientation": a.orientation,
                  "items": [{"kind": i.kind, "value": i.value} for i in a.items]} for a in b.aids],
    }


def _step(loaded, s: m.Step) -> dict:
    return {"kind": s.kind, "id": s.id, "title": s.title, "clause": s.ref.target if s.ref else None,
            "who": list(s.who), "when": _src(loaded, s.when) if s.when else None, "repeat": s.repeat or None,
            "steps": [_step(loaded, c) for c in s.children]}


def _placement(p: m.Placement) -> dict:
    return {"kind": p.kind, "places": [{"kind": x.kind, "value": x.value, "name": x.name} for x in p.places],
            "radius": p.radius, "text": p.text}


def _scenario(sc: m.Scenario) -> dict:
    return {
        "id": sc.id, "title": sc.title, "clause": sc.clause, "first_turn": sc.first_turn, "last_turn": sc.last_turn,
        "area": sc.area, "first_side": sc.first_side or None, "setup_order": list(sc.setup_order),
        "starts": [{"side": s, "amount": a, "unit": u, "title": t} for s, a, u, t in sc.starts],
        "markers": [{"side": s, "key": k, "text": t} for s, k, t in sc.markers],
        "setups": [{"side": x.side, "formation": x.formation, "placement": _placement(x.placement), "units": x.units}
                   for x in sc.setups],
        "supports": [{"side": x.side, "first_turn": x.first_turn, "last_turn": x.last_turn, "count": x.count,
                      "kind": x.kind} for x in sc.supports],
        "reinforcements": [{"side": x.side, "turn": x.turn, "segment": x.segment,
                            "placement": _placement(x.placement), "units": x.units} for x in sc.reinforcements],
        "victory": [{"side": v.side or None, "text": v.text} for v in sc.victories],
        "skips": [".".join(s.path) for s in sc.skips], "options": [r.target for r in sc.options],
        "all_options": sc.all_options, "says": sc.says,
        "notes": _notes(sc.notes, "note"), "doubts": _notes(sc.notes, "doubt"),
    }


def _plain(value):
    if isinstance(value, Fraction):
        return float(value)
    raise TypeError(f"not JSON: {type(value).__name__}")


def dumps(data: dict) -> str:
    """A top-level object with one key per line and one list item per line: compact records
    (fast to write, since the C encoder does them) that still diff line by line."""
    def one(value) -> str:
        return json.dumps(value, ensure_ascii=False, default=_plain)
    lines = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        end = "," if i < len(items) - 1 else ""
        if isinstance(value, list) and value:
            lines.append(f"  {one(key)}: [")
            lines.extend(f"    {one(v)}{',' if j < len(value) - 1 else ''}" for j, v in enumerate(value))
            lines.append(f"  ]{end}")
        else:
            lines.append(f"  {one(key)}: {one(value)}{end}")
    lines.append("}")
    return "\n".join(lines) + "\n"
