"""The generated module's registries, written as data: `BOOK`, `CLAUSES`, `TERMS`, `ENUMS`, `FACTS`,
`CONSTANTS`, `RECORDS` and the strict input they check (`_INPUTS`, `_fact`); `RESULTS` and `TABLES`
(a large table's data packed: `python_packing`); `SEQUENCES`, `SCENARIOS`, `EXAMPLES` (one function
per example, its comparisons' left sides kept) and `AIDS`. A mixin of `to_python.PythonEmitter`
(its `w`, `assign`, `registry`, `x`; steps' conditions from `python_exceptions`). Fed by: the rule
model (`dsl.ir`) through `PythonEmitter`; data laid out by `python_data`, tables' arguments by
`table_data`.
"""
from __future__ import annotations

import ast

from dsl import ir
from dsl.marked import plain as plain_text

from .python_data import Call, Code, Rec, literal
from .python_expr import name, source, wrapped
from .python_packing import packed
from .table_data import table_arguments

# A table of more cells than this has its rows, cells, effects and marks written as JSON text
# (`packed`): the bundled books' largest has 234.
PACKED_CELLS = 1_000


class RegistryEmitter:
    """`PythonEmitter`'s registries."""

    def header(self) -> None:
        b = self.book
        self.assign("BOOK", Rec(
            id=b.id, title=b.title, series=b.series, source=b.source, scale=b.scale, turn_fact=b.turn_fact,
            credits=b.credits,
            sides={s.id: s.title for s in b.sides}, neutral_sides=tuple(s.id for s in b.sides if s.neutral), dice=b.dice, externals={e.id: e.title for e in b.externals},
            notes=b.notes))
        self.w("")

    def clauses(self) -> None:
        # `says`, `notes`, `doubts` as marked text (`dsl.marked`): a reference `[id]`, a printed `\\[2]`
        self.registry("CLAUSES", {c.id: Rec(
            id=c.id, title=c.title, says=c.says, kind=c.kind, parent=c.parent, optional=c.optional, tags=c.tags,
            refs=c.refs, referenced_by=c.referenced_by, exceptions=c.exceptions,
            constructs=tuple(self.constructs.get(c.id, ())), notes=c.notes, doubts=c.doubts, source=c.source)
            for c in self.book.clauses})
        self.w("")

    def lit(self, e: ir.Lit | None):
        """A literal or enum-value expression as data (`Code` for a ratio)."""
        if e is None:
            return None
        if isinstance(e, ir.Ref):
            return e.name
        if e.type == "ratio":
            return Code(source(self.x.expr(e)))
        return e.value

    def glossary_and_inputs(self) -> None:
        b = self.book
        self.registry("TERMS", {t.id: Rec(title=t.title, says=t.says, clause=t.clause) for t in b.terms})
        enums = {"side": {s.id: s.title for s in b.sides}}
        enums.update({e.id: {v.id: v.title for v in e.values} for e in b.enums})
        self.registry("ENUMS", enums)
        defaults = {f.id: self.lit(f.default) for f in b.facts if f.default is not None}
        constants = {c.id: c for c in b.constants}
        self.registry("FACTS", {f.id: Rec(type=f.type, title=f.title, clause=f.clause, has_default=f.id in defaults,
                                        default=defaults.get(f.id), **_bound(f, constants)) for f in b.facts})
        self.assign("_DEFAULTS", defaults)
        self.registry("CONSTANTS", {c.id: Rec(value=self.lit(c.value), printed=c.printed, unit=c.unit, title=c.title,
                                            clause=c.clause) for c in b.constants})
        self.w("")
        self.assign("_SCENARIO_OPTIONS", {sc.id: ("all",) if sc.all_options else sc.options for sc in b.scenarios})
        self.assign("OPTIONAL_RULES", tuple(c.id for c in b.clauses if c.optional))
        # (the chapters another rulebook covers: a trace may cite them, as WotS cites the main rules' [13.3.3])
        externals = tuple((e.first, e.last) for e in b.externals)
        # (the turn fact and each scenario's turns: a turn given with a scenario that does not play it is refused)
        turns = {sc.id: (sc.first_turn, sc.last_turn, sc.clause) for sc in b.scenarios if sc.first_turn is not None}
        turn = f", turn={b.turn_fact!r}, turns={turns!r}" if b.turn_fact and turns else ""
        # (the ids alone, written out: the rules never read CLAUSES, whose prose the vectors' key leaves out)
        self.assign("_CLAUSE_IDS", tuple(c.id for c in b.clauses))
        if b.records:
            self.registry("RECORDS", {r.id: Rec(title=r.title, clause=r.clause, fields=tuple(
                (fl.name, fl.type, fl.default is not None) for fl in r.fields), defaults={
                fl.name: self.lit(fl.default) for fl in r.fields if fl.default is not None}) for r in b.records})
            self.w("_INPUTS = _rt.Inputs(FACTS, ENUMS, tuple(BOOK.sides), tuple(_SCENARIO_OPTIONS), OPTIONAL_RULES, RECORDS, book=BOOK.id, "
                   f"clauses=_CLAUSE_IDS, externals={externals!r}{turn})")
        else:
            self.w("_INPUTS = _rt.Inputs(FACTS, ENUMS, tuple(BOOK.sides), tuple(_SCENARIO_OPTIONS), OPTIONAL_RULES, book=BOOK.id, "
                   f"clauses=_CLAUSE_IDS, externals={externals!r}{turn})")
        self.w("_Trace = _rt.tracer(BOOK.id)   # a rule's trace: its answers are marked as this book's (`.book`)")
        self.w("")
        calendars = {sc.id: {cal.fact: (cal.by, sc.first_turn, cal.values) for cal in sc.calendars}
                     for sc in b.scenarios if sc.calendars and sc.first_turn is not None}
        if calendars:   # scenario → fact → (turn fact, first turn, values): a fact derived from the turn
            self.assign("_CALENDARS", calendars)
        self.w("def _fact(facts, name):")
        said = "a fact given" if calendars else "a fact given, or declared with a default"
        self.w(f"    value = facts.get(name, _NOT_GIVEN)   # ({said}: no call into the runtime)")
        if not calendars:   # (a calendar's value comes before the default)
            self.w("    if value is _NOT_GIVEN:")
            self.w("        value = _DEFAULTS.get(name, _NOT_GIVEN)")
        self.w("    if value is not _NOT_GIVEN:")
        self.w("        return value")
        self.w("    return _rt.fact(facts, name, _DEFAULTS" + (", _CALENDARS)" if calendars else ")"))
        self.w("")

    def tables(self) -> None:
        self.registry("RESULTS", {v.id: Rec(
            title=v.title, clause=v.clause, split=v.split,
            patterns=tuple((p.pattern, p.kind, p.meaning) for p in v.patterns),
            blank=(v.blank.kind, v.blank.meaning) if v.blank else None, marks=v.marks,
            # (pattern text, "" for blank → the book's reading its cells carry: `… inferred "…"`)
            readings={p.pattern: plain_text(p.inferred) for p in v.every_pattern
                      if p.inferred}) for v in self.book.vocabularies})
        self.w("TABLES = {}")
        for t in self.book.tables:
            self.assign(f"TABLES[{t.id!r}]", self.table_data(t))
            self.w("")
        self.w("TABLES = _rt.read_only(TABLES)")
        if self.book.tables:   # (a name given to a lookup that is no fact and that it does not read is refused)
            self.w("_rt.passed_facts(TABLES, FACTS)")
        self.w("")

    def table_data(self, t: ir.Table) -> Call:
        kwargs = table_arguments(t, self.book.vocabularies)
        big = len(t.rows) * len(t.columns) > PACKED_CELLS
        for key in ("rows", "cells", "effects", "marks"):
            kwargs[key] = packed(kwargs[key], big)
        return Call("_rt.Table", t.id, t.title, t.clause, **kwargs, book=self.book.id)

    def step(self, s: ir.Step) -> Call:
        cond = self.condition_fn(s.applies)
        tail = (plain_text(s.inferred or ""), tuple(plain_text(n) for n in s.notes)) if s.notes else \
            ((plain_text(s.inferred),) if s.inferred else ())
        return Call("_rt.Step", s.kind, s.id, s.title, s.clause, s.who, s.repeat, Code(cond or "None"),
                    tuple(self.step(c) for c in s.steps), *tail)

    def sequences(self) -> None:
        entries = {}   # condition functions are written first, as the steps are built
        for seq in self.book.sequences:
            skips = []
            for sk in seq.skips:
                cond = self.condition_fn(ir.Applies(condition=sk.condition))
                skips.append((sk.scenario, sk.path, Code(cond or "None")))
            steps = tuple(self.step(s) for s in seq.steps)
            sides = tuple(s.id for s in self.book.sides)
            facts = {f.id for f in self.book.facts if f.type == "side"}   # read from the facts
            every_step = (s for s in ir.walk(seq.steps) if isinstance(s, ir.Step))
            actors = tuple(dict.fromkeys(w for s in every_step for w in s.who if w not in sides and w not in facts))
            entries[seq.id] = Call("_rt.Sequence", seq.id, seq.title, seq.clause, steps, tuple(skips), sides,
                                   *((actors,) if actors else ()),   # unit kinds acting, named as written
                                   inputs=Code("_INPUTS"),           # the facts given are checked
                                   fact=Code("_fact"))               # `who attacker`: its default, its calendar
        self.registry("SEQUENCES", entries)
        self.w("")

    def scenarios(self) -> None:
        def placement(p: ir.Placement):
            return Rec(kind=p.kind, places=tuple((x.kind, x.value, x.name) for x in p.places), radius=p.radius,
                       text=p.text, one_of=p.one_of)
        self.registry("SCENARIOS", {sc.id: Rec(
            id=sc.id, title=sc.title, clause=sc.clause, first_turn=sc.first_turn, last_turn=sc.last_turn,
            area=sc.area, first_side=sc.first_side or "", setup_order=sc.setup_order,
            starts=tuple((s.side, s.amount, s.unit, s.title) for s in sc.starts), markers=sc.markers,
            setups=tuple(Rec(side=x.side, formation=x.formation, placement=placement(x.placement), units=x.units,
                             inferred=plain_text(x.inferred or "")) for x in sc.setups),
            supports=tuple((x.side, x.first_turn, x.last_turn, x.count, x.kind, plain_text(x.inferred or ""))
                           for x in sc.supports),
            reinforcements=tuple(Rec(side=x.side, turn=x.turn, segment=x.segment, placement=placement(x.placement),
                                     units=x.units, inferred=plain_text(x.inferred or "")) for x in sc.reinforcements),
            victories=tuple((side or "", text) for side, text in sc.victory), options=sc.options,
            all_options=sc.all_options, skips=tuple(".".join(s.path) for s in self._skips(sc.id)),
            exceptions=sc.exceptions, says=sc.says, notes=sc.notes, doubts=sc.doubts,
            removals=tuple(Rec(side=x.side, turn=x.turn, units=x.units, destination=x.destination, remark=x.remark,
                               inferred=plain_text(x.inferred or ""))
                           for x in sc.removals),
            amounts=tuple((x.turn, x.side, x.amount, x.unit, x.title) for x in sc.amounts),
            calendars=tuple((c.fact, c.by, c.values) for c in sc.calendars))
            for sc in self.book.scenarios})
        self.w("")

    def _skips(self, scenario: str):
        return [sk for seq in self.book.sequences for sk in seq.skips if sk.scenario == scenario]

    def examples(self) -> None:
        """One function per example, run once for both its verdicts and what its comparisons'
        left sides gave (`_gotN`, so a failure can say it and the vectors can show it), the
        checks evaluated in their written order: `return (_got0, None), (_ok0, _ok1)`."""
        entries = []
        for ex in self.book.examples:
            fn = f"_example_{ex.index}"
            facts = {}
            if ex.scenario:
                facts["scenario"] = ex.scenario
            if (options := ir.example_options(self.book, ex)) is not None:
                facts["options"] = options
            lines, got, oks = [], [], []
            for i, c in enumerate(ex.checks):
                if isinstance(c, ir.Compare):   # the left side once, kept, then compared (`_got<i>`: a
                    # name no rulebook name becomes, since `py_name` turns a leading `_` into `u_`)
                    lines.append(f"    _got{i} = {_statement_value(self.x.expr(c.left))}")
                    check = self.x.compare(c.op, name(f"_got{i}"), self.x.expr(c.right))
                    got.append(f"_got{i}")
                else:
                    check = self.x.expr(c)
                    got.append("None")
                lines.append(f"    _ok{i} = {_statement_value(check)}")
                oks.append(f"_ok{i}")
            self.out += [f"def {fn}():", f"    facts = {literal(facts)}", *self.trace_if_used("\n".join(lines)),
                         *lines, f"    return {_tuple(got)}, {_tuple(oks)}", ""]
            entries.append(Call("_rt.Example", ex.index, ex.clause, ex.title, ex.line, Code(fn)))
        self.assign("EXAMPLES", tuple(entries))
        self.w("")

    def aids(self) -> None:
        self.registry("AIDS", {a.id: Rec(title=a.title, size=a.size, orientation=a.orientation,
                                       items=tuple((i.kind, i.value) for i in a.items)) for a in self.book.aids})


def _bound(f: ir.Fact, constants: dict) -> dict:
    """`at_most`, the largest value an engine may give `f` (its `at most`: a number, or a constant's),
    and `at_most_clause`, the clause that sets it (the constant's, else the fact's); None without one."""
    if f.at_most is None:
        return {"at_most": None, "at_most_clause": None}
    if isinstance(f.at_most, ir.Ref):
        c = constants[f.at_most.name]
        return {"at_most": c.value.value, "at_most_clause": c.clause if c.clause is not None else f.clause}
    return {"at_most": f.at_most.value, "at_most_clause": f.clause}


def _tuple(names: list[str]) -> str:
    return f"({names[0]},)" if len(names) == 1 else f"({', '.join(names)})"


def _statement_value(node: ast.expr) -> str:
    """An expression laid out as the value of an assignment in a function body (in parentheses
    when it takes several lines)."""
    text = wrapped(node, 4)
    return f"({text})" if "\n" in text else text
