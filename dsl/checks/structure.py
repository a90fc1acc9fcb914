"""Checks on the book as a whole: the header (no `book` header E103, its id E105; `external` lines:
E101, E401, W103), what a construct gives twice (E101, found by `dsl.twice`), rules outside every
clause (E106), clauses without a restatement (E104), two examples of one title (W320), and the
lines of each scenario and aid its loop reads itself (E001, E101, E201-E203, E205, E206). Fed by:
`resolver` (a `Symbols` table), through `checks.validate`.

The rest is in a module per part of the book: `aids` (an aid's size and files, E008, E101, E105),
`bare_names` (W604), `scenarios` (a scenario's sides, options and set-up lines) and
`scenario_turns` (the turn fact, a scenario's turns, support lines and calendars).
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, suggest
from ..ir import walk
from ..package_names import id_problem
from ..resolver import Symbols
from ..source import Span
from .aids import AID_KINDS, _KINDS_SHOWN, _a, _aid_files, _aid_size
from .bare_names import _bare_names
from .scenarios import _first_side_opens, _opening_sides, _scenario_lines, _scenario_options, _zero_denominators
from .scenario_turns import _calendars, _scenario_turns, _turn_default, _turn_fact, _turns_within


def check(sym: Symbols, report: Report) -> None:
    book = sym.book
    if not book.header.id:
        first = book.files[0] if book.files else "<book>"
        report.error("E103", "the book has no `book` header", Span(first, 1, 1),
                     "add `book <id> { title \"…\" side … dice … }` to one file of the folder")
    elif (problem := id_problem(book.header.id)) is not None:
        report.error("E105", problem[0], book.header.span, problem[1])
    _given_twice(book, report)
    _externals(book.header, report)
    _externals_over_own(book, report)
    _bare_names(sym, report)
    for kind in ("tables", "formulas", "modifiers", "combines", "permissions", "exceptions", "sequences", "scenarios"):
        for x in getattr(book, kind):   # (a rule outside every clause, with no `[ref]`: its answers cited nothing)
            if x.clause is None:
                title = '"' + (x.title or "…").replace("\\", "\\\\").replace('"', '\\"') + '"'
                report.error("E106", f"{kind[:-1]} {x.id} belongs to no clause: its answers would cite none", x.span,
                             f"write it inside its clause, or name the clause after its title: "
                             f"`{_OWNED.get(kind, _OWNED_BLOCK).format(kind[:-1], x.id, title, _clause_before(book, x.span))}`")
    for c in book.clauses:
        if not c.says.strip():
            report.error("E104", f"clause {c.id} has no restatement", c.span,
                         "add `says \"…\"` in the project's own words (an empty `says` counts as none)")
    titled: dict[tuple, Span] = {}   # W320: a failure names its example by title (the designer probe, stop 57)
    for ex in book.examples:
        if ex.title and (first := titled.setdefault((ex.clause, ex.title), ex.span)) is not ex.span:
            report.warning("W320", f"clause {ex.clause} has two examples titled {ex.title!r}", ex.span,
                           f"the first is at line {first.line}: a failure, the web book and the vectors name an "
                           "example by its title; give each its own")
    facts = {f.id: f for f in sym.book.facts}      # (once, not once per scenario)
    turn = _turn_fact(sym, facts, report)   # (the turn fact and its `at most`, when the header names one well)
    if turn is not None:
        _turn_default(facts[turn[0]], book.scenarios, report)
    opening = _opening_sides(book, sym.sides) if any(sc.first_side for sc in book.scenarios) else {}
    for sc in book.scenarios:
        _first_side_opens(sc, opening, sym, report)
        for side, span in sc.side_spans:
            if side not in sym.sides:
                report.error("E205", f"unknown side {side}", span, suggest(side, sym.sides) or
                             "sides are declared in the book header")
        for side, span in sc.side_spans:
            if (side == sc.first_side or side in sc.setup_order) and side in sym.sides and sym.sides[side].neutral:
                report.error("E205", f"{side} is a neutral side: it takes no turns and sets up no order", span,
                             "name a side that plays; a neutral side's units are set up with `setup`")
                break
        for head, amount, span in sc.unitless:   # (it checked clean, and `scenario_amount` answered NotInSource)
            report.error("E001", f"the amount {amount} has no unit", span,
                         f"write what it counts after it, a name: `{head}: {amount} CP` (a word of the language, "
                         "such as `victory` or `markers`, starts a line of its own: name the unit otherwise)")
        _calendars(sym, sc, report, facts, turn[0] if turn else "")
        if turn is not None and turn[1] is not None:
            _turns_within(sc, *turn, report)
        _scenario_options(sym, sc, report)
        _zero_denominators(sc, report)
        _scenario_lines(sc, report)
        seen: dict[tuple, object] = {}
        for a in sc.amounts:
            key = (a.turn, a.side, a.unit)
            if key in seen:
                report.error("E101", f"turn {a.turn} gives {a.side} {a.unit or 'an amount'} twice", a.span,
                             "write one line per turn, side and unit: add the two amounts up")
            seen[key] = a
        _scenario_turns(sc, report)
        if len(set(sc.setup_order)) < len(sc.setup_order):
            twice = next(x for x in sc.setup_order if sc.setup_order.count(x) > 1)
            span = next(sp for side, sp in sc.side_spans if side == twice)
            report.error("E101", f"{twice} is named twice in the set-up order of {sc.id}", span,
                         "name each side once, in the order they set up")
    _aid_files(book, report)
    for aid in book.aids:
        if aid.size.lower() not in ("a4", "letter"):
            report.error("E206", f"{aid.size} is not a paper size of aid {aid.id}", aid.size_span or aid.span,
                         "write `page A4 landscape` or `page letter portrait`: the paper is A4 or letter")
        if aid.orientation not in ("landscape", "portrait"):
            report.error("E206", f"{aid.orientation} is not a page orientation of aid {aid.id}",
                         aid.orientation_span or aid.span,
                         "the page is `landscape` or `portrait`")
        _aid_size(aid, sym, report)
        listed: set[tuple[str, str]] = set()
        for item in aid.items:
            if item.kind not in ("heading", "note") and (item.kind, item.value) in listed:
                report.error("E101", f"aid {aid.id} lists {item.kind} {item.value} twice", item.span,
                             "list each item once: the aid would print it twice")
            listed.add((item.kind, item.value))
            if item.kind == "clause" and item.value not in sym.clauses and item.value in sym.external_refs:
                ext = next(x for x in book.header.externals if x.id == sym.external_refs[item.value])
                report.error("E201", f"[{item.value}] is in {ext.title or ext.id} (`external {ext.id}`), not in "
                             "this book: an aid prints this book's clauses", item.span,
                             "list a clause of this book, or write what the aid should say in a `note`")
            if item.kind in ("heading", "note", "clause"):
                continue
            kind = sym.kind(item.value)
            if kind is None:
                # (one declared under a name another construct has, E101 at it, is no symbol: still the book's,
                # not "the book declares no sequence": the second designer probe of stop 58)
                known = sym.of_kind(item.kind) or [x.id for x in getattr(book, f"{item.kind}s", ())]
                report.error("E202", f"unknown {item.kind} {item.value}", item.span,
                             suggest(item.value, known) or
                             (f"{_KINDS_SHOWN.get(item.kind, item.kind + 's')} of this book: {', '.join(known)}"
                              if known else f"the book declares no {item.kind}: drop the line"))
            elif kind != item.kind:
                report.error("E203", f"{item.value} is {_a(kind)}, not {_a(item.kind)}", item.span,
                             f"write `{kind} {item.value}`" if kind in AID_KINDS else
                             f"name {_a(item.kind)} here; an aid shows no {kind}")


# how a rule of each kind names its clause after its title (E106's hint): kind, id, title, clause
_OWNED = {"formulas": 'formula {1}(…) {2} [{3}] = …', "combines": 'combine {1} {2} [{3}] sum of (…)'}
_OWNED_BLOCK = '{0} {1} {2} [{3}] {{ … }}'   # (a table, modifier, permission, exception, sequence, scenario)


def _clause_before(book: m.Book, span: Span) -> str:
    """E106's hint's clause: the last one written above the rule in its file, else the book's first
    (a clause of the book, not a made-up number that would be E201), else `1.0`."""
    above = [c for c in book.clauses if c.span.path == span.path and c.span.line < span.line]
    return above[-1].id if above else book.clauses[0].id if book.clauses else "1.0"


def _given_twice(book, report: Report) -> None:
    """The book header, a clause, modifier, permission, exception, step, scenario, vocabulary, table
    or aid that says one thing twice (`when a when b`, two effects, `who` twice, two `says`, a
    second `title`, `roll`, `off left` or `page`, a scenario's second `start` of one side and unit,
    one `footnote` number twice): the model keeps one, so a condition or an effect would be lost, or
    keeps both and an engine could not tell which holds (E101). `dsl.twice` finds them."""
    steps = [s for seq in book.sequences for s in walk(seq.steps) if isinstance(s, m.Step)]
    for kind, nodes in (("book", (book.header,)), ("clause", book.clauses), ("modifier", book.modifiers),
                        ("permission", book.permissions), ("exception", book.exceptions), ("step", steps),
                        ("scenario", book.scenarios), ("result vocabulary", book.results), ("table", book.tables),
                        ("aid", book.aids)):
        for node in nodes:
            for word, span in node.twice:
                said = "has two effects" if word == "effect" else f"says `{word}` twice"   # (`effect` is no word of
                report.error("E101", f"{kind} {node.id} {said}: {_kept(word)}", span, _twice_hint(word))   # the book's)


def _kept(word: str) -> str:
    """What the model makes of a setting given twice."""
    if word.startswith(("start ", "markers ")):
        return "an engine could not tell which one holds"
    if word.startswith("footnote "):
        return "both texts would be printed under one mark"
    if word.startswith("dice "):
        return "the book would list that die twice"
    return "only one would be kept"


def _twice_hint(word: str) -> str:
    if word in ("when", "unless"):
        return "join the conditions into one with `and` or `or`"
    if word == "effect":
        return "a construct has one effect: split it into two constructs"
    if word == "says":
        return "join the two restatements into one `says`"
    if word.startswith("footnote "):
        return "number each footnote of a table once"
    if word.startswith("dice "):
        return "name each die once in `dice`"
    return f"`{word}` is given once: keep the one that holds"


def _externals(header: m.BookHeader, report: Report) -> None:
    """`external ID "…" covers A to B`: an id declared once, a range that runs forwards (E401), and
    no chapter covered by two externals (E101): a reference [25.1] would resolve to the first."""
    seen: dict[str, m.External] = {}
    for i, ext in enumerate(header.externals):
        if ext.id in seen:
            report.error("E101", f"external {ext.id} is declared twice", ext.span,
                         f"line {seen[ext.id].span.line} already declares it: give each book one `external` line")
        seen.setdefault(ext.id, ext)
        if ext.last < ext.first:
            report.error("E401", f"external {ext.id} covers {ext.first} to {ext.last}: the last chapter comes "
                         "before the first", ext.covers_span, f"write `covers {ext.last} to {ext.first}`")
            continue
        other = next((o for o in header.externals[:i]
                      if o.first <= o.last and o.first <= ext.last and ext.first <= o.last), None)
        if other is not None:
            shared = max(ext.first, other.first)
            report.error("E101", f"external {ext.id} covers {shared}, which external {other.id} covers already",
                         ext.covers_span, f"a reference [{shared}.1] would be {other.id}'s: "
                         "give each chapter to one external")


def _externals_over_own(book: m.Book, report: Report) -> None:
    """W103 at an external's `covers` that takes in chapters the book numbers clauses in: a reference
    mistyped there (`[5.7]` for `[5.1]`) resolves to the other book, a plain-text note, not E201."""
    heads: dict[int, m.Clause] = {}
    for c in book.clauses:
        head = c.id.split(".")[0]
        if head.isdigit():
            heads.setdefault(int(head), c)
    for ext in book.header.externals:
        own = sorted(h for h in heads if ext.first <= h <= ext.last)
        if own:
            shown = ", ".join(str(h) for h in own[:5]) + (f" and {len(own) - 5} more" if len(own) > 5 else "")
            report.warning("W103", f"external {ext.id} covers chapter{'s' if len(own) > 1 else ''} {shown}, "
                           f"where this book numbers clauses of its own ({heads[own[0]].id})", ext.covers_span,
                           "a reference there that is not one of the book's clauses reads as the other book's, "
                           "with no error: cover only the chapters the book does not write")
