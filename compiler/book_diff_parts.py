"""`rules diff` for the constructs made of parts: sequences step by step, scenarios line by line (as
the web book says them), examples and aid entries (tables: `book_diff_tables`). Fed by:
`book_diff.compare`, with the rule model (`dsl.ir`) of both versions of the book.
"""
from __future__ import annotations

from collections import Counter

import attrs

from dsl import ir
from dsl.marked import plain

from .book_diff import Sides, by_id, changed, field_words, name_of, prose
from .site_scenarios import scenario_lines


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
    """Each new example's old version: the one of the same clause and title; else (a retitled
    example) the first unpaired one of the same clause whose checks, scenario and option are the
    same; else (an example moved to another clause, with its scenario or alone) the first unpaired
    one of another clause with the same title and checks."""
    pairs = {k: k for k in new if k in old}
    free = [k for k in old if k not in new]
    for alike in (lambda o, k, ex: o[0] == k[0] and (old[o].checks, old[o].scenario, old[o].option)
                  == (ex.checks, ex.scenario, ex.option),
                  lambda o, k, ex: o[0] != k[0] and o[1] == k[1] and old[o].checks == ex.checks):
        for k, ex in new.items():
            if k in pairs:
                continue
            same = next((o for o in free if alike(o, k, ex)), None)
            if same is not None:
                pairs[k] = same
                free.remove(same)
    return pairs


def example_pairs(old: ir.Book, new: ir.Book) -> list[tuple[ir.Example, ir.Example]]:
    """Each example of the new book with its old version, as `examples` pairs them (the same clause
    and title; else retitled, or moved to another clause): (old, new)."""
    o, n = _example_keys(old.examples), _example_keys(new.examples)
    return [(o[was], n[key]) for key, was in _pairs(o, n).items()]


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
        if pairs[key][0] != key[0]:
            s.add("example", ex.clause, "", f"The example {title} moved here from clause {was.clause or 'none'}.",
                  "clause", was.clause or "", ex.clause or "")
        elif pairs[key] != key:
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
