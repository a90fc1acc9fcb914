"""Lowering: a checked book → the resolved rule model (`ir`). Fed by: `loader.Loaded` (checked, no
errors) and `index`; read by every back end.

Names are resolved and calls bound by the same code the checker uses (`checks.expressions`: one name
resolution, one argument binding), and every expression node gets the type the checker gave it.
Tables are read once here (`checks.tables` grid semantics, `vocabulary` for effects), so the Python
package, the JSON export, the web book and the aids show the same cells.
"""
from __future__ import annotations

from fractions import Fraction

from . import ir
from . import model as m
from .checks.expressions import (BUILTINS, FoundTypes, is_list_constant, list_constant_type, LIST_OF, TABLE_ARGS, TABLE_METHODS, TypeChecker, bind_formula_args,
                                 formula_key, item_scope, scope_key, use_key, compared_hint, compared_sides, enum_hint, item_hint, resolve_name, row_enum_of, type_of_fact)
from .checks.tables import column_vocabularies, grouped_rows, header_values, split_grid, vocabulary_for
from .vocabulary import fixed_values
from .diagnostics import Report
from .index import BookIndex, optional_roots
from .labels import COLUMN_READERS, parse_range, ratio_position
from .loader import Loaded
from .prose import settled
from .resolver import Symbols, text_named


def _notes(notes, kind) -> tuple[str, ...]:
    return tuple(n.text for n in notes if n.kind == kind) if notes else ()


def _remarks(notes) -> tuple[ir.Note, ...]:
    return tuple(ir.Note(n.kind, n.text) for n in notes) if notes else ()


def _effects(parsed) -> tuple[ir.Effect, ...]:
    return tuple(ir.Effect(kind, tuple(fields)) for kind, fields in (parsed or ()))


def t_rec(record: m.Record) -> str:
    return record.id


class _KnownTypes(TypeChecker):
    """The checker, each expression's type worked out once per scope. Lowering asks the type of a
    node and then lowers its children, which ask theirs: without this, a node's subtree was checked
    again at each level above it (a fifth of a one-clause edit's lowering). A checked book's types
    depend only on the node, the scope and the enum expected; the checker keeps the node (and a
    scope known by its `id`) with each type (`TypeChecker._types`), so their `id`s are not reused
    while it holds them."""

    def know(self, found: FoundTypes) -> None:
        """Take the types the checks of the same book found (`validate`): each formula's, and each
        node's in the scope it was checked in (the lowering reads the book in the same base scope,
        and in scopes of the same keys: `ExprLowerer`). What the lowering works out more goes into
        the same table."""
        self._formula_types.update(found.formulas)
        self._types = found.types

    def check(self, e: m.Expr, scope: dict[str, str], expect_enum: str | None = None) -> str:
        hit = self._types.get((id(e), scope_key(scope), expect_enum))
        return super().check(e, scope, expect_enum) if hit is None else hit[0]


class ExprLowerer:
    """Typed, resolved expression trees, in the scope of a formula's parameters (or none)."""

    _methods: dict[type, object] = {}   # an expression class → its method (`_Call` for `Call`)

    def __init__(self, loaded: Loaded):
        self.sym = loaded.symbols
        self.types = _KnownTypes(self.sym, Report())   # a private report: the book is already checked
        found = loaded.found_types if not loaded.report.errors else None
        # the book's own scope (one object, the key of its nodes' types): the one the checks of
        # this load read it in, with the types they found (not worked out again); after a warm
        # load, where no check ran, a new one
        self.base = self.types.scope() if found is None else found.base
        if found is not None:
            self.types.know(found)
        self.constants = {c.id: c for c in self.sym.book.constants}

    def scope(self, params: tuple[m.Param, ...] = (), key: tuple | None = None) -> dict[str, str]:
        return self.types.scope(params, key)

    def type(self, e: m.Expr, scope, expect: str | None = None) -> str:
        return self.types.check(e, scope, expect)

    def enum_of(self, e: m.Expr, scope) -> str | None:
        t = self.type(e, scope)
        return t if t in self.sym.enum_values else None

    def expr(self, e: m.Expr, scope: dict[str, str], expect: str | None = None) -> ir.Expr:
        cls = e.__class__
        method = self._methods.get(cls)
        if method is None:   # (found once per class)
            method = ExprLowerer._methods[cls] = getattr(ExprLowerer, "_" + cls.__name__)
        return method(self, e, scope, expect)

    def maybe(self, e, scope, expect=None):
        return None if e is None else self.expr(e, scope, expect)

    # ------------------------------------------------------------ literals and names
    def _Num(self, e, scope, expect):
        return ir.Lit(e.value, "number")

    def _RatioLit(self, e, scope, expect):
        return ir.Lit((e.attack, e.defense), "ratio")

    def _DiceLit(self, e, scope, expect):
        return ir.Lit(f"{e.count}d{e.sides}", "dice")

    def _Text(self, e, scope, expect):
        return ir.Lit(e.value, "text")

    def _Bool(self, e, scope, expect):
        return ir.Lit(e.value, "flag")

    def _NoneLit(self, e, scope, expect):
        return ir.Lit(None, "any")

    def _Name(self, e: m.Name, scope, expect):
        kind, t = resolve_name(self.sym, scope, e.name, expect)
        if kind == "constant":
            return ir.Ref("constant", e.name, t, clause=self.constants[e.name].clause)
        if kind == "enum_value":
            return ir.Ref("enum_value", e.name, t, enum=t)
        return ir.Ref(kind, e.name, t)

    # ------------------------------------------------------------ operators
    def _Neg(self, e, scope, expect):
        return ir.Unary("neg", self.expr(e.operand, scope), "number")

    def _Not(self, e, scope, expect):
        return ir.Unary("not", self.expr(e.operand, scope), "flag")

    def _BinOp(self, e: m.BinOp, scope, expect):
        return ir.Binary(e.op, self.expr(e.left, scope), self.expr(e.right, scope))

    def _Compare(self, e: m.Compare, scope, expect):
        first, second, swapped = compared_sides(e)
        a = self.expr(first, scope)
        b = self.expr(second, scope, compared_hint(self.sym, self.type(first, scope), second))
        return ir.Compare(e.op, *((b, a) if swapped else (a, b)))

    def _Is(self, e: m.Is, scope, expect):
        return ir.Compare("!=" if e.negate else "==", self.expr(e.left, scope),
                          self.expr(e.value, scope, self.enum_of(e.left, scope)))

    def _In(self, e: m.In, scope, expect):
        en = self.enum_of(e.left, scope)
        if e.over is not None:
            return ir.Member(self.expr(e.left, scope), (), e.negate, over=self.expr(e.over, scope))
        return ir.Member(self.expr(e.left, scope), tuple(self.expr(o, scope, en) for o in e.options), e.negate)

    def _Logic(self, e: m.Logic, scope, expect):
        return ir.Logic(e.op, tuple(self.expr(o, scope) for o in e.operands))

    def _If(self, e: m.If, scope, expect):
        expect = expect or enum_hint(self.sym, scope, e)
        return ir.Cond(self.expr(e.condition, scope), self.expr(e.then, scope, expect),
                       self.expr(e.otherwise, scope, expect), self.type(e, scope, expect))

    def _FieldOf(self, e: m.FieldOf, scope, expect):
        target = self.type(e.target, scope)
        record = self.types.records.get(target)
        if record is None:
            return ir.Field(self.expr(e.target, scope), e.name, self.type(e, scope))
        fl = next(f for f in record.fields if f.name == e.name)
        return ir.ItemField(self.expr(e.target, scope), e.name, record.id, self.type(e, scope),
                            self.record_default(fl))

    def record_default(self, fl: m.RecordField) -> ir.Expr | None:
        t = self.types.field_type("", fl)
        return self.maybe(fl.default, {}, t if t in self.sym.enum_values else None)

    def _ListLit(self, e: m.ListLit, scope, expect):
        item = item_hint(self.sym, expect)
        return ir.Items(tuple(self.expr(x, scope, item) for x in e.items), self.type(e, scope, expect))

    def _Aggregate(self, e: m.Aggregate, scope, expect):
        source = self.type(e.source, scope)
        inner = item_scope(scope, e, source.removeprefix(LIST_OF) if source.startswith(LIST_OF) else "any")
        return ir.Aggregate(e.op, e.var, self.expr(e.source, scope), self.expr(e.body, inner),
                            self.maybe(e.where, inner), self.type(e, scope))

    # ------------------------------------------------------------ calls
    def _fact_args(self, args, scope) -> tuple[ir.Arg, ...]:
        out = []
        for a in args:
            t = self.types.base.get(a.name)
            out.append(ir.Arg(a.name, self.expr(a.value, scope, t if t in self.sym.enum_values else None)))
        return tuple(out)

    def _Call(self, e: m.Call, scope, expect):
        kind = self.sym.kind(e.func)
        t = self.type(e, scope, expect)
        if kind is None and e.func == "scenario_amount":
            return ir.Call("scenario", e.func, t, args=tuple(
                self.expr(a.value, scope, "side" if i == 0 else None) for i, a in enumerate(e.args)))
        if kind is None and e.func in BUILTINS:
            return ir.Call("builtin", e.func, t, args=tuple(self.expr(a.value, scope) for a in e.args))
        node = self.sym.node(e.func)
        if kind == "formula":
            bound, facts = bind_formula_args(node, e.args)
            params = tuple(ir.Arg(p.name, self.expr(bound[p.name].value, scope,
                                                    p.type if p.type in self.sym.enum_values else None))
                           for p in node.params if p.name in bound)
            return ir.Call("formula", e.func, t, params=params, facts=self._fact_args(facts, scope))
        if kind in ("modifier", "combine", "permission"):
            positional = [a for a in e.args if a.name is None]
            value = self.expr(positional[0].value, scope) if positional else None
            return ir.Call(kind, e.func, t, value=value,
                           facts=self._fact_args([a for a in e.args if a.name is not None], scope))
        if kind == "table":
            return self._lookup(node, "lookup", e.args, scope)
        if kind == "record":
            given = {a.name: a for a in e.args}
            params = []
            for fl in node.fields:
                ft = self.types.field_type(node.id, fl)
                if fl.name in given:
                    value = self.expr(given[fl.name].value, scope, ft if ft in self.sym.enum_values else None)
                else:
                    value = self.record_default(fl)
                params.append(ir.Arg(fl.name, value))
            return ir.Call("record", e.func, t_rec(node), params=tuple(params))
        raise ValueError(f"cannot lower a call of {e.func} ({kind})")

    def _MethodCall(self, e: m.MethodCall, scope, expect):
        return self._lookup(self.sym.node(e.target.name), e.method, e.args, scope)

    def _lookup(self, table: m.Table, method: str, args, scope) -> ir.Lookup:
        own, facts = [], []
        for a in args:
            if a.name is None:
                continue
            if a.name == table.header_by:
                own.append(ir.Arg(a.name, self.expr(a.value, scope, table.header_by)))
            elif a.name in ("row", "key"):
                own.append(ir.Arg(a.name, self.expr(a.value, scope, row_enum_of(self.sym, table, a.value, scope))))
            elif a.name in TABLE_ARGS:
                own.append(ir.Arg(a.name, self.expr(a.value, scope)))
            else:
                facts.append(a)
        return ir.Lookup(table.id, method, TABLE_METHODS[method],
                         positional=tuple(self.expr(a.value, scope, row_enum_of(self.sym, table, a.value, scope)
                                                    if n == 0 else None)
                                          for n, a in enumerate([a for a in args if a.name is None])),
                         args=tuple(own), facts=self._fact_args(facts, scope))


class Lowerer:
    def __init__(self, loaded: Loaded, idx: BookIndex):
        self.loaded, self.idx = loaded, idx
        self.book, self.sym = loaded.book, loaded.symbols
        self.text_named = text_named(self.sym)   # (a clause's refs leave out the constructs its text names)
        self.x = ExprLowerer(loaded)
        self.tables_read = TablesRead(self.sym)
        self.base = self.x.base
        self.optional_root = optional_roots(self.book)
        # the notes and doubts written in a modifier's, a permission's or an exception's block: its clause's too
        # (shown with the clause's own; they were in no page, answer or listing)
        self.rule_notes: dict[str, list] = {}
        for x in (*self.book.modifiers, *self.book.permissions, *self.book.exceptions):
            if x.notes and x.clause:
                self.rule_notes.setdefault(x.clause, []).extend(x.notes)
        # a sequence's notes and doubts, and its steps' doubts, likewise (a step's notes are its own:
        # the outline prints them under it); they reached no page, aid or export (player probe)
        for seq in self.book.sequences:
            if seq.clause:
                self.rule_notes.setdefault(seq.clause, []).extend(seq.notes)
            work = [(s, seq.clause) for s in seq.steps]
            while work:   # (depth first, in the order the file writes the steps)
                step, home = work.pop(0)
                home = step.ref.target if step.ref is not None and step.ref.target in self.sym.clauses else home
                doubts = [n for n in step.notes if n.kind == "doubt"]
                if doubts and home:
                    self.rule_notes.setdefault(home, []).extend(doubts)
                work[:0] = [(c, home) for c in step.children]
        self.special_rules: dict[str, list[str]] = {}   # scenario → the exceptions it holds (read once, not per scenario)
        for e in self.book.exceptions:
            if e.scenario:
                self.special_rules.setdefault(e.scenario, []).append(e.id)

    def applies(self, clause, when=None, unless=None, scenario: str = "", scope=None, wording=()) -> ir.Applies:
        scope = scope if scope is not None else self.base
        cond = None
        parts = []
        if when is not None:
            parts.append(self.x.expr(when, scope))
        if unless is not None:
            parts.append(ir.Unary("not", self.x.expr(unless, scope), "flag"))
        if len(parts) == 1:
            cond = parts[0]
        elif parts:
            cond = ir.Logic("and", tuple(parts))
        if wording:   # every part is listed (an empty sentence: no wording of its own), so the parts can be told apart
            said = dict(wording)
            wording = tuple((k, said.get(k, "")) for k, part in (("when", when), ("unless", unless)) if part is not None)
        return ir.Applies(self.optional_root.get(clause) if clause else None, scenario or None, cond, tuple(wording))

    def literal(self, value, printed: str = "") -> ir.Lit:
        if isinstance(value, bool):
            return ir.Lit(value, "flag")
        if isinstance(value, (int, Fraction)):
            return ir.Lit(value, "number")
        if isinstance(value, tuple):
            return ir.Lit(tuple(value), "ratio")
        if isinstance(value, str):
            dice = printed == value and "d" in value and value.replace("d", "").isdigit()
            return ir.Lit(value, "dice" if dice else "text")
        return ir.Lit(None, "any")

    def constant_value(self, c: m.Constant) -> ir.Lit:
        """A constant's literal; a list constant's items are numbers or enum value ids."""
        if is_list_constant(c):
            return ir.Lit(tuple(getattr(i, "name", i) for i in c.value), list_constant_type(self.sym, c))
        return self.literal(c.value, c.printed)

    # ------------------------------------------------------------ the whole book
    def book_ir(self) -> ir.Book:
        b, h = self.book, self.book.header
        return ir.Book(
            id=h.id, title=h.title, series=h.series, source=h.source, scale=h.scale, credits=tuple(h.credits),
            sides=tuple(ir.Side(s.id, s.title, s.neutral) for s in h.sides), dice=tuple(h.dice),
            externals=tuple(ir.External(e.id, e.title, e.first, e.last) for e in h.externals),
            files=tuple(b.files), notes=_notes(h.notes, "note"), turn_fact=h.turn or None,
            clauses=tuple(self.clause(c) for c in b.clauses),
            terms=tuple(ir.Term(t.id, t.title, t.says, t.clause) for t in b.terms),
            enums=tuple(ir.Enum(e.id, e.title, tuple(ir.EnumValue(v.id, v.title) for v in e.values), e.clause)
                        for e in b.enums),
            facts=tuple(self.fact(f) for f in b.facts),
            records=tuple(self.record(r) for r in b.records),
            constants=tuple(ir.Constant(c.id, self.constant_value(c), c.printed, c.unit, c.title, c.clause)
                            for c in b.constants),
            vocabularies=tuple(self.vocabulary(r) for r in b.results),
            tables=tuple(self.table(t) for t in b.tables),
            formulas=tuple(self.formula(f) for f in b.formulas),
            modifiers=tuple(self.modifier(x) for x in b.modifiers),
            combines=tuple(ir.Combine(c.id, c.title, c.clause, c.mode, tuple(c.members), self.cap(c.at_most))
                           for c in b.combines),
            permissions=tuple(ir.Permission(p.id, p.title, p.clause, p.modal, p.action, p.who or None,
                                            self.applies(p.clause, p.when, None, p.scenario, wording=p.wording),
                                            self.x.maybe(p.unless, self.base), dict(p.wording).get("unless", ""),
                                            self.reading(p.inferred, self.base))
                              for p in b.permissions),
            exceptions=tuple(self.exception(e) for e in b.exceptions),
            sequences=tuple(self.sequence(s) for s in b.sequences),
            scenarios=tuple(self.scenario(sc) for sc in b.scenarios),
            examples=tuple(self.example(ex) for ex in b.examples),
            aids=tuple(ir.Aid(a.id, a.title, a.size, a.orientation, tuple(ir.AidItem(i.kind, i.value) for i in a.items))
                       for a in b.aids),
            remarks=_remarks(h.notes),
        )

    def clause(self, c: m.Clause) -> ir.Clause:
        named = self.text_named
        notes = (*c.notes, *self.rule_notes[c.id]) if c.id in self.rule_notes else c.notes
        return ir.Clause(
            c.id, c.title, c.says, self.idx.kind_of(c), c.parent, c.optional, f"{c.file}:{c.span.line}",
            # (the clauses and external sections it cites: a construct its text names, `[center_rp]`, is none)
            refs=tuple(dict.fromkeys(r.target for r in c.refs if r.target in self.sym.clauses or r.target not in named)),
            referenced_by=tuple(self.idx.referenced_by.get(c.id, ())),
            exceptions=tuple(self.idx.overridden_by.get(c.id, ())), tags=tuple(c.tags),
            notes=_notes(notes, "note"), doubts=_notes(notes, "doubt"), remarks=_remarks(notes))

    def record(self, r: m.Record) -> ir.Record:
        return ir.Record(r.id, r.title, r.clause, tuple(
            ir.RecordField(fl.name, fl.type, self.x.types.field_type(r.id, fl), fl.title, self.x.record_default(fl))
            for fl in r.fields))

    def fact(self, f: m.Fact) -> ir.Fact:
        t = type_of_fact(self.sym, f) or "any"
        default = self.x.maybe(f.default, {}, t if t in self.sym.enum_values else None)
        return ir.Fact(f.id, f.type, t, f.title, f.clause, default, self.cap(f.at_most))

    def vocabulary(self, r: m.Results) -> ir.Vocabulary:
        return ir.Vocabulary(r.id, r.title, r.clause, r.split,
                             tuple(ir.Pattern(p.text, p.kind, p.meaning, fixed_values(p), p.inferred or None)
                                   for p in r.patterns),
                             ir.Pattern("", r.blank.kind, r.blank.meaning, fixed_values(r.blank),
                                        r.blank.inferred or None) if r.blank else None,
                             tuple(r.marks),
                             _remarks(r.notes))

    def cap(self, at_most) -> ir.Expr | None:
        if at_most is None:
            return None
        if isinstance(at_most, str):
            c = self.sym.node(at_most)
            return ir.Ref("constant", at_most, "number", clause=c.clause)
        return ir.Lit(at_most, "number")

    def formula(self, f: m.Formula) -> ir.Formula:
        scope = self.x.scope(f.params, formula_key(f))   # (the checks' key: their types are found)
        # a `count` or `integer` parameter keeps its word (its value type is `number`): an engine's -7 or
        # 7/2 is refused by its check, as explain refuses it (both engines took it, and answered)
        return ir.Formula(f.id, f.title, f.clause,
                          tuple(ir.Param(p.name, p.type if p.type in ("count", "integer") else scope[p.name],
                                         p.keys_of or None, p.axis or None, p.dice or None)
                                for p in f.params),
                          self.x.expr(f.body, scope, self.x.types.expected(f, scope)), self.x.types.formula_type(f),
                          self.applies(f.clause), f.wording, self.reading(f.inferred, scope))

    def modifier(self, x: m.Modifier) -> ir.Modifier:
        eff = x.effect
        kind = amount = factor = side = None
        rounding = ""
        if eff is not None:
            kind = eff.kind
            if eff.kind == "multiply":
                factor, rounding = eff.amount, eff.rounding
            else:
                if eff.cell is not None:   # a table cell: its number, or no modifier when it prints none
                    read = ir.Field(self.x.expr(eff.cell.target, self.base), eff.cell.name, "number")
                    amount = read if eff.sign > 0 else ir.Unary("neg", read, "number")
                elif eff.constant:
                    ref = ir.Ref("constant", eff.constant, "number", clause=self.sym.node(eff.constant).clause)
                    amount = ref if eff.sign > 0 else ir.Unary("neg", ref, "number")
                else:
                    amount = ir.Lit(eff.amount, "number")
                side = eff.side or None
        return ir.Modifier(x.id, x.title, x.clause, kind, amount, factor, rounding, side,
                           self.x.maybe(x.per, self.base), self.cap(x.at_most), x.on or None,
                           self.applies(x.clause, x.when, x.unless, x.scenario, wording=x.wording),
                           self.reading(x.inferred, self.base))

    def reading(self, r: m.Reading | None, scope) -> ir.Reading | None:
        """A construct's `inferred "…"`: its text, and its `when` read in the construct's scope."""
        return None if r is None else ir.Reading(r.text, self.x.maybe(r.when, scope))

    def exception(self, e: m.ExceptionRule) -> ir.Exception_:
        target_kind = "clause" if e.target_is_clause else (self.sym.kind(e.target) or "")
        scope = self.base
        if e.use is not None:
            target = self.sym.node(e.target)
            if isinstance(target, m.Formula):   # the overridden formula's arguments are in scope
                scope = self.x.scope(target.params, use_key(e))
        return ir.Exception_(
            e.id, e.title, e.clause, e.target, target_kind, e.effect or None, 2 if e.scenario else 1, e.priority,
            e.says, tuple(ir.Rewrite(r.field, r.kind or None, tuple(r.pairs), r.side or None) for r in e.rewrites),
            self.x.maybe(e.use, scope), self.applies(e.clause, e.when, e.unless, e.scenario, wording=e.wording),
            e.always, e.chooser or None, m.choice_fact_name(e.id) if e.chooser else None,
            self.reading(e.inferred, self.base))

    def step(self, s: m.Step) -> ir.Step:
        clause = s.ref.target if s.ref is not None else None
        return ir.Step(s.kind, s.id, s.title, clause, tuple(s.who), s.repeat, self.applies(clause, s.when, wording=s.wording),
                       tuple(self.step(c) for c in s.children), s.says, s.inferred, _notes(s.notes, "note"))

    def sequence(self, seq: m.Sequence) -> ir.Sequence:
        skips = tuple(ir.Skip(sc.id, tuple(sk.path), self.x.maybe(sk.when, self.base))
                      for sc in self.book.scenarios for sk in sc.skips if sk.path[0] == seq.id)
        return ir.Sequence(seq.id, seq.title, seq.clause, tuple(self.step(s) for s in seq.steps), skips)

    def scenario(self, sc: m.Scenario) -> ir.Scenario:
        def placement(p: m.Placement) -> ir.Placement:
            return ir.Placement(p.kind, tuple(ir.Place(x.kind, x.value, x.name) for x in p.places), p.radius, p.text,
                                p.one_of)
        return ir.Scenario(
            sc.id, sc.title, sc.clause, sc.first_turn, sc.last_turn, sc.area, sc.first_side or None,
            tuple(sc.setup_order), tuple(ir.Start(s, a, u, t) for s, a, u, t in sc.starts), tuple(sc.markers),
            tuple(ir.Setup(x.side, x.formation, placement(x.placement), x.units, x.inferred) for x in sc.setups),
            tuple(ir.Support(x.side, x.first_turn, x.last_turn, x.count, x.kind, x.inferred) for x in sc.supports),
            tuple(ir.Reinforcement(x.side, x.turn, x.segment, placement(x.placement), x.units, x.inferred)
                  for x in sc.reinforcements),
            tuple((v.side or None, v.text) for v in sc.victories), tuple(r.target for r in sc.options),
            sc.all_options, tuple(self.special_rules.get(sc.id, ())), sc.says,
            _notes(sc.notes, "note"), _notes(sc.notes, "doubt"),
            tuple(ir.Removal(x.side, x.turn, x.units, x.destination, x.remark, x.inferred) for x in sc.removals),
            tuple(ir.TurnAmount(x.turn, x.side, x.amount, x.unit, x.title) for x in sc.amounts),
            tuple(ir.Calendar(x.fact, x.by, tuple(x.values)) for x in sc.calendars))

    def example(self, ex: m.Example) -> ir.Example:
        return ir.Example(ex.index, ex.clause, ex.title, ex.span.line,
                          tuple(self.x.expr(c, self.base) for c in ex.checks), ex.scenario or None,
                          self.optional_root.get(ex.clause) if ex.clause else None,
                          tuple(self.loaded.text_of(c.span) for c in ex.checks), ex.printed)

    # ------------------------------------------------------------ tables
    def table(self, t: m.Table) -> ir.Table:
        return lower_table(self.sym, t, self.tables_read)


class TablesRead:
    """What lowering one table leaves for the next of the same book: one `Vocabulary` per
    vocabulary name (it keeps what it parsed), each cell's effects by its vocabulary and text, and
    each enum's value titles (`row_keys`)."""

    def __init__(self, sym: Symbols):
        self.vocabularies: dict[str, object] = {}
        self.effects: dict[tuple[int, str], tuple[ir.Effect, ...]] = {}   # (the vocabulary's id: it is kept above)
        self.enum_titles = [(values, {v.title for v in values.values()}) for values in sym.enum_values.values()]


def lower_table(sym: Symbols, t: m.Table, read: TablesRead | None = None) -> ir.Table:
    """One checked table with its placement semantics (the grid read once, for every back end)."""
    read = read or TablesRead(sym)
    headers, data = split_grid(t)
    vocab = vocabulary_for(sym, t, made=read.vocabularies)
    reader = COLUMN_READERS.get(t.columns_kind)
    head = headers[-1] if headers else None
    columns = tuple(c.text for c in head.cells[1:]) if head else ()

    def values_of(labels) -> tuple[tuple, tuple]:
        """(positions on the odds scale, ranges) of column labels."""
        if reader is None:
            return (), ()
        parsed = [reader(x) if x else None for x in labels]
        if t.columns_kind == "odds":
            return tuple(ratio_position(p) for p in parsed if p is not None), ()
        return (), tuple(parsed)

    header_rows = []
    if t.header_by:
        titles = {v.title.lower(): v.id for v in sym.enum_values.get(t.header_by, {}).values()}
        titles |= {v.lower(): v for v in sym.enum_values.get(t.header_by, {})}
        for hrow in headers:
            labels = tuple(c.text for c in hrow.cells[1:])
            keys = tuple(titles[x.lower()] for x in header_values(hrow.cells[0].text) if x.lower() in titles)
            header_rows.append(ir.HeaderRow(hrow.cells[0].text, keys, labels, *values_of(labels)))
    rows = tuple(r.cells[0].text for r in data)
    row_kind = "roll" if t.roll else t.rows_kind
    cells = tuple(tuple(c.text for c in r.cells[1:]) for r in data)
    per_column = [v for _, v in column_vocabularies(sym, t, list(columns), read.vocabularies)]
    lowered = read.effects

    def effects(cell: str, vocab) -> tuple[ir.Effect, ...]:
        """A cell's effects, each text lowered once for its vocabulary (tables repeat a few)."""
        if not vocab:
            return ()
        k = (id(vocab), cell)
        got = lowered.get(k)
        if got is None:
            got = lowered[k] = _effects(vocab.parse(cell))
        return got

    edges = []
    for e in t.edges:
        kinds = {a.kind: a.value for a in e.actions}
        result = kinds.get("result")
        edges.append(ir.Edge(e.where, e.clause or t.clause, e.bound, "clamp" in kinds, kinds.get("drm"), result,
                             _effects(vocab.parse(result)) if result is not None and vocab else (),
                             "missing" in kinds, kinds.get("forbid"), e.inferred, e.inferred_bound))
    return ir.Table(
        t.id, t.title, t.clause, t.missing, t.missing_text, t.roll or None, row_kind, t.columns_kind,
        head.cells[0].text if head else "", t.results, rows,
        tuple(parse_range(x) for x in rows) if row_kind in ("roll", "numbers") else (),
        columns, *values_of(columns), cells,
        tuple(tuple(effects(c, v) for c, v in zip(row, per_column)) for row in cells),
        tuple(tuple(tuple(c.marks) for c in r.cells[1:]) for r in data),
        tuple(tuple(r.cells[0].marks) for r in data), tuple(g for g, _ in grouped_rows(t)), tuple(edges),
        t.header_by or None, tuple(header_rows), tuple(t.column_results), tuple(t.footnotes),
        _notes(t.notes, "note"), _notes(t.notes, "doubt"), _remarks(t.notes), row_keys(read, rows, row_kind),
        tuple(ir.CellReading(rows.index(r.row), columns.index(r.column), r.text) for r in t.cell_readings)
        + _pattern_readings(cells, per_column), t.columns_label)


def _pattern_readings(cells: tuple[tuple[str, ...], ...], per_column: list) -> tuple[ir.CellReading, ...]:
    """The cells read under a result pattern that is our reading (`"…" => kind "…" inferred "…"`),
    row by row: each carries the reading as a `cell` line's would."""
    if not any(v is not None and v.has_readings for v in per_column):
        return ()
    return tuple(ir.CellReading(i, j, text, pattern) for i, row in enumerate(cells)
                 for j, (cell, vocab) in enumerate(zip(row, per_column)) if vocab is not None
                 for text, pattern in vocab.readings(cell))


def row_keys(read: TablesRead, rows: tuple[str, ...], row_kind: str) -> tuple[tuple[str, str], ...]:
    """(enum value, row label) for every enum whose value titles are all row labels of a keyed table
    (the checker refuses a lookup by an enum that is not), first enum first."""
    if row_kind != "keys":
        return ()
    labels, out = set(rows), {}
    for values, titles in read.enum_titles:
        if values and titles <= labels:
            for vid, v in values.items():
                if vid not in labels:
                    out.setdefault(vid, v.title)
    return tuple(out.items())


def lower(loaded: Loaded, idx: BookIndex) -> ir.Book:
    """The resolved rule model of a checked book (one without errors)."""
    return settled(Lowerer(loaded, idx).book_ir())   # its prose's escapes kept where they matter



def lower_expression(loaded: Loaded, expr: m.Expr, report: Report) -> ir.Expr | None:
    """Check one expression against a checked book (as an example's check is checked) and give
    its resolved form; None, with diagnostics in `report`, when it is wrong. `rules explain` uses it."""
    checker = TypeChecker(loaded.symbols, report)
    checker.in_example = True   # (checked as an example's check is: its odds given to a call are inputs)
    before = len(report.errors)
    checker.check(expr, checker.base)
    if len(report.errors) > before:
        return None
    x = ExprLowerer(loaded)
    return x.expr(expr, x.scope())
