"""Expression checks: names, kinds, calls and types in conditions, formulas and examples.
Fed by: `resolver` (the symbol table). Reports E202–E206, E401, E402 and E411, and E212 for a field
a record does not declare.

`TypeChecker` walks an expression by the class of each node (`check`); here are the walk, what it
starts from (the book's constants, facts and records), the formulas' types and the checks of the
formulas and examples. Its methods for the nodes are mixins, one module each: `expr_scopes` (a bare
name; names and scopes, shared with the lowering), `expr_operators` (arithmetic, comparisons,
conditions, lists, aggregates), `expr_fields` (a field read), `expr_calls` (calls and their
arguments), `expr_lookups` (a table lookup's arguments); `expr_types` says what the types are.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, kind_said, suggest
from ..resolver import BUILTIN_TYPES, Symbols
from .expr_calls import Calls
from .expr_fields import ResultFields
from .expr_lookups import Lookups
from .expr_operators import Operators
from .expr_scopes import FoundTypes, Names, Scope, calls_under, check_python_names, formula_key, scope_key
from .expr_types import (FACT_TYPES, LIST_OF, TABLE_ARGS, _LABEL_TYPE_HINTS, _constant_type, _type_hint,
                         _uneven_odds, _whole_default, compatible, is_list_constant, record_types, type_of_fact,
                         value_shape, value_type)
from .label_params import check_label_param
# The names the lowering (`dsl.lower`), the other checks and the tests import from this module, where
# they were written before it was split: kept importable from here.
from .expr_fields import cell_number_fields  # noqa: F401
from .expr_lookups import row_enum_of  # noqa: F401
from .expr_scopes import (bind_formula_args, compared_hint, compared_sides, enum_hint, item_hint,  # noqa: F401
                          item_scope, resolve_name, titled_as, use_key)
from .expr_types import (AGGREGATES, BUILTINS, RESULT_PARTS, TABLE_METHODS, at_most_value,  # noqa: F401
                         list_constant_type, number_hint)


def _answers(e: m.Expr):
    """What an expression answers with: itself, or, for an `if`, what each branch answers with
    (depth first, then before otherwise; iterative: 3,000 chained `if`s are no recursion)."""
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, m.If):
            stack += (x.otherwise, x.then)
        else:
            yield x


class TypeChecker(Names, Operators, ResultFields, Calls, Lookups):
    """The types of expressions, checked: `check(e, scope)` gives an expression's type and reports
    what is wrong in it; `found()` the types worked out, for the lowering."""

    _methods: dict[type, object] = {}   # an expression class → its method (`_Call` for `Call`), by class

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._methods = {}   # (a subclass may have methods of its own)

    def __init__(self, sym: Symbols, report: Report):
        self.sym = sym
        self.report = report
        self._types: dict[tuple[int, object, str | None], tuple[str, m.Expr, dict | None]] = {}   # every node's (`found`)
        # built-in facts: the scenario being played and the optional rules chosen
        self.base: dict[str, str] = {"scenario": "scenario", "options": "options"}
        self._inputs: set[int] = set()   # the odds an example gives a call (inputs: `_RatioLit`)
        self.in_example = False   # checking the examples (`check_formulas_and_examples`)
        self.example_scenario = ""   # the scenario the example checked is written in ("": none)
        self._passing_options = False   # checking a call's `options:` (the one place `options` is read)
        self.facts = {f.id: f for f in sym.book.facts}   # built once: a call's fact arguments look here
        self._given: dict | None = None   # what each modifier and combine gives (`_other_family`), when first asked
        self._unknown_param_types: set[int] = set()   # the parameters whose unknown type E204 has named
        self.untyped = False   # a fact or parameter of a type E204 named unknown: its values go unsaid (`_Name`)
        self.amount_read = False   # checking a modifier's amount read from a cell (E412 says its column's fields)
        self._cells: set[str] | None = None   # the book's table cells' texts, when a name is unknown (`_cell_texts`)
        self.amount_units: set[str] = set()   # the units `scenario_amount(side, "CP", turn)` reads
        self.amount_units_open = False   # … and whether one reads a unit not written as text
        for c in sym.book.constants:
            self.base[c.id] = _constant_type(c)
            if is_list_constant(c):
                self.base[c.id] = self._list_constant(c)
            if c.value is None:
                report.error("E401", f"constant {c.id} is {c.printed}: a zero denominator", c.span,
                             "write a number like 1/2")
            elif self.base[c.id] == "ratio" and min(c.value) < 1:   # odds place no column (the module would not load)
                report.error("E401", f"constant {c.id} is {c.printed}: both sides of odds are at least 1", c.span,
                             "write odds like 1:2 or 3:1")
            elif self.base[c.id] == "ratio" and min(c.value) != 1:
                _uneven_odds(report, *c.value, c.span, f"constant {c.id}: ")
        self.records = record_types(sym)
        self._check_records()
        if any(t.header_by and t.header_by not in sym.enum_values for t in sym.book.tables):
            self.untyped = True   # (`by terain`, E202 at the table: its values go unsaid, as an unknown type's)
        own: dict[int, str] = {}   # each fact's own type (a name declared twice reads the first: E101)
        for f in sym.book.facts:
            t = type_of_fact(sym, f)
            if t is None:
                report.error("E204", f"unknown type {f.type!r} for fact {f.id}", f.type_span,
                             _type_hint(sym, f.type))
                t = "any"
                self.untyped = True
            elif t in ("side", "list of side") and not sym.sides:   # (no value of it could be given: the hard probe)
                report.error("E404", f"fact {f.id} is a side, and the book declares no sides: it can never be given",
                             f.type_span, 'declare the sides in the book header: `side red "Red"`')
            self.base.setdefault(f.id, t)   # (`scenario` and `options` stay the built-in facts: E101)
            own[id(f)] = t
        for f in sym.book.facts:
            if isinstance(f.default, m.NoneLit):   # (typed `any`, it passed as every type: a rule got None)
                report.error("E401", f"the default of {f.id} is none: a fact's default is a value", f.default.span,
                             f"give a value of {f.id}'s type, or no default (the fact is then needed)")
            elif f.default is not None:
                want = own[id(f)]
                got = self.check(f.default, {}, want if want in sym.enum_values else None)
                if "any" not in (want, got) and want != got:
                    report.error("E401", f"the default of {f.id} must be {want}, not {got}", f.default.span,
                                 f"write {value_shape(sym, want)}, the type of {f.id}")
                else:
                    _whole_default(report, f.type, f.default, f.id)
        self._formula_types: dict[str, str] = {}
        self._none_formulas: set[str] | None = None   # the formulas whose answer may be `none` (`_may_be_none`)
        self._busy: set[str] = set()
        self._calls_in: dict[int, tuple[m.Formula, tuple[m.Call, ...]]] = {}   # (`calls_in`)
        self._table_fields: dict[int, tuple[m.Table, object]] = {}   # (`_result_field`)
        self._labels: dict[tuple[int, str], tuple[m.Table, tuple[str, ...]]] = {}   # (`_printed_label`)
        self._warned: set[tuple[int, str]] = set()   # (parameter, row or column) W412 has named

    # ------------------------------------------------------------ entry points
    def scope(self, params: tuple[m.Param, ...] = (), key: tuple | None = None) -> Scope:
        """The book's own names with `params` over them; `key` names it (`Scope`)."""
        s = Scope(self.base, {p.name: self.param_type(p) for p in params})
        s.params = frozenset(p.name for p in params)
        s.declared = {p.name: p for p in params}
        s.key = key
        return s

    def param_type(self, p: m.Param) -> str:
        t = value_type(self.sym, p.type)
        if t is not None:
            return t
        self.untyped = True
        if id(p) not in self._unknown_param_types:   # (a scope is made for each use of the parameters: said once)
            self._unknown_param_types.add(id(p))
            hint = _LABEL_TYPE_HINTS[p.type] if p.type in _LABEL_TYPE_HINTS else _type_hint(self.sym, p.type)
            self.report.error("E204", f"unknown type {p.type!r} for parameter {p.name}",
                              p.type_span if p.type_span.line else p.span, hint)
        return "any"

    def _check_records(self) -> None:
        """Each record: its fields named once, typed, and their defaults of that type."""
        for r in self.sym.book.records:
            if r.id in BUILTIN_TYPES:
                self.report.error("E101", f"record {r.id} has the name of a built-in type", r.span,
                                  f"give the record another name: {', '.join(BUILTIN_TYPES)} are the language's "
                                  "own types")
            elif r.id in self.sym.enum_values:
                self.report.error("E101", f"record {r.id} has the same name as an enum", r.span,
                                  "records and enums are both types: give them different names")
            seen: set[str] = set()
            for fl in r.fields:
                if fl.name in seen:
                    self.report.error("E101", f"field {fl.name} appears twice in record {r.id}", fl.span,
                                      f"give each field once: rename or drop this {fl.name}")
                seen.add(fl.name)
                t = value_type(self.sym, fl.type)
                # (a record named like a built-in type, `record number`, is E101 above: `count` is still a count)
                if t is None or t.startswith(LIST_OF) or fl.type in self.records and fl.type not in BUILTIN_TYPES:
                    self.report.error("E204", f"unknown type {fl.type!r} for field {fl.name} of record {r.id}",
                                      fl.type_span, "a field holds one plain value: " + ", ".join(FACT_TYPES)
                                      + " or an enum name")
                    continue
                if isinstance(fl.default, m.NoneLit):
                    self.report.error("E401", f"the default of {r.id}.{fl.name} is none: a field's default is a value",
                                      fl.default.span, f"give a value of {fl.name}'s type, or no default (each item "
                                                       "then gives it)")
                elif fl.default is not None:
                    got = self.check(fl.default, {}, t if t in self.sym.enum_values else None)
                    if not compatible(got, t):
                        self.report.error("E401", f"the default of {r.id}.{fl.name} must be {t}, not {got}",
                                          fl.default.span, f"write {value_shape(self.sym, t)}, the type of {fl.name}")
                    else:
                        _whole_default(self.report, fl.type, fl.default, f"{r.id}.{fl.name}")

    def field_type(self, record: str, fl: m.RecordField) -> str:
        return value_type(self.sym, fl.type) or "any"

    # `none` is typed `any` (so that a permission's answer may be compared with it), which lets it
    # through every check of a type; where a value of a type is needed (a number, a condition, an
    # argument, a list item), what may give `none` is refused here: the literal, an `if` with a
    # branch that may, a formula whose answer may (the run failed with Python's own TypeError).
    def _may_be_none(self, e: m.Expr) -> str | None:
        """What in `e` may give `none` ("none" for the literal, "a branch of this if", "f(…)"), or None."""
        for x in _answers(e):
            if isinstance(x, m.NoneLit):
                return "none" if x is e else "a branch of this if"   # (the message names the literal itself)
            if isinstance(x, m.Call) and x.func in self._formulas_giving_none():
                return f"{x.func}(…)"
        return None

    def _formulas_giving_none(self) -> set[str]:
        """The formulas whose answer may be `none`: a body that gives it (itself or a branch of an
        `if`), or that answers with a call of such a formula; found once, without recursion."""
        if self._none_formulas is None:
            formulas = {f.id for f in self.sym.book.formulas}
            callers: dict[str, list[str]] = {}
            found: list[str] = []
            for f in self.sym.book.formulas:
                for x in _answers(f.body):
                    if isinstance(x, m.NoneLit):
                        found.append(f.id)
                    elif isinstance(x, m.Call) and x.func in formulas:
                        callers.setdefault(x.func, []).append(f.id)
            giving = set(found)
            while found:
                for caller in callers.get(found.pop(), ()):
                    if caller not in giving:
                        giving.add(caller)
                        found.append(caller)
            self._none_formulas = giving
        return self._none_formulas

    def _refuse_none(self, e: m.Expr, needs: str, literal: str | None = None) -> bool:
        """E401 when `e` may give `none` where a value is needed: "`needs`, not none" (or `literal`)
        for the literal, "`needs`; h(…) may give none" for what may give it."""
        source = self._may_be_none(e)
        if source is None:
            return False
        said = (literal or f"{needs}, not none") if source == "none" else f"{needs}; {source} may give none"
        self.report.error("E401", said, e.span, "`none` is what a permission gives when it does not speak: compare "
                                                "with it (`p(…) == none`), and give a value here")
        return True

    def condition(self, expr: m.Expr | None, scope: dict[str, str] | None = None) -> None:
        if expr is None:
            return
        if self._refuse_none(expr, "a condition must be yes or no", "a condition must be yes or no, not none"):
            return
        t = self.check(expr, scope or self.base)
        if t not in ("flag", "any"):
            self.report.error("E401", f"a condition must be yes or no, not {t}", expr.span,
                              "compare it: `x > 0`, `terrain is city`")

    def formula_type(self, f: m.Formula) -> str:
        """The type of a formula's value, checking its body once. The formulas it calls, and theirs,
        are checked first, depth first with an explicit stack (as the recursion through `check`
        would, but a chain of formulas thousands deep never reaches the recursion limit); a formula
        met again while its own check is under way (a cycle, E405) gives its declared type or any."""
        if f.id in self._formula_types:
            return self._formula_types[f.id]
        if f.id in self._busy:
            return self.returns(f) or "any"
        self._busy.add(f.id)
        work = [(f, self._callees(f))]
        while work:
            g, callees = work[-1]
            nxt = next((c for c in callees if c.id not in self._formula_types and c.id not in self._busy), None)
            if nxt is not None:
                self._busy.add(nxt.id)
                work.append((nxt, self._callees(nxt)))
                continue
            work.pop()
            self._formula_body(g)
        return self._formula_types[f.id]

    def _callees(self, f: m.Formula):
        """The formulas a formula's body calls, in the order written."""
        return (self.sym.node(n.func) for n in self.calls_in(f) if self.sym.kind(n.func) == "formula")

    def calls_in(self, f: m.Formula) -> tuple[m.Call, ...]:
        """The calls a formula's body makes, in the order written: walked once for the checks of
        cycles (`rules`) and of types both."""
        known = self._calls_in.get(id(f))
        if known is None:   # (kept with the formula, whose `id` stays its own while it is kept)
            known = self._calls_in[id(f)] = (f, tuple(calls_under(f.body)))
        return known[1]

    def _formula_body(self, f: m.Formula) -> str:
        """Check one formula's body (`f` is busy); the formulas it calls are checked or busy."""
        declared = self.returns(f)
        scope = self.scope(f.params, formula_key(f))
        t = self.check(f.body, scope, self.expected(f, scope))
        if declared and "any" not in (declared, t) and declared != t:
            self.report.error("E401", f"formula {f.id} gives {declared}, but its value is {t}", f.body.span,
                              f"make every branch a {declared}" if declared in self.sym.enum_values else
                              f"make its value {value_shape(self.sym, declared)}, or declare the type it gives")
        self._busy.discard(f.id)
        t = self._formula_types[f.id] = declared or t
        return t

    def found(self) -> "FoundTypes":
        """What this checker has found so far (`FoundTypes`)."""
        return FoundTypes(dict(self._formula_types), self.base, self._types)

    def returns(self, f: m.Formula) -> str:
        """The declared type of a formula's value (`: weather`), or "" (E204 when it is unknown)."""
        if not f.returns:
            return ""
        if f.returns in FACT_TYPES:
            return FACT_TYPES[f.returns]
        if f.returns in self.sym.enum_values:
            return f.returns
        if f.id not in self._formula_types:
            self.report.error("E204", f"unknown type {f.returns!r} for the value of formula {f.id}", f.span,
                              suggest(f.returns, list(FACT_TYPES) + list(self.sym.enum_values)) or
                              f"use one of {', '.join(FACT_TYPES)} or an enum name")
        return "any"

    def expected(self, f: m.Formula, scope) -> str | None:
        """The enum a formula's bare value names belong to: its declared type, or the one enum that
        the names its branches give (`if … then mud else clear`) all belong to."""
        declared = self.returns(f)
        if declared:
            return declared if declared in self.sym.enum_values else None
        return enum_hint(self.sym, scope, f.body)

    # ------------------------------------------------------------ the walk
    def check(self, e: m.Expr, scope: dict[str, str], expect_enum: str | None = None) -> str:
        cls = e.__class__
        method = self._methods.get(cls)
        if method is None:   # (found once per class: a book's checks ask for thousands of nodes)
            method = self._methods[cls] = getattr(type(self), "_" + cls.__name__)
        t = method(self, e, scope, expect_enum)
        key = scope_key(scope)   # (kept for `found`; a scope known by its `id` kept with its types)
        self._types[id(e), key, expect_enum] = (t, e, scope if key.__class__ is int else None)
        return t

    def _Num(self, e, scope, expect):
        if e.value is None:
            self.report.error("E401", "a fraction with a zero denominator", e.span, "write a number like 1/2")
        return "number"

    def _RatioLit(self, e, scope, expect):
        if min(e.attack, e.defense) < 1:   # `0:2` places no column: the run (or the module's import) would raise
            self.report.error("E401", f"odds {e.attack}:{e.defense}: both sides of odds are at least 1", e.span,
                              "write odds like 1:2 or 3:1")
        elif min(e.attack, e.defense) != 1 and id(e) not in self._inputs:   # (an input is placed as odds are: 7:2 is 3:1)
            _uneven_odds(self.report, e.attack, e.defense, e.span)
        return "ratio"

    def _DiceLit(self, e, scope, expect):
        return "dice"

    def _Text(self, e, scope, expect):
        return "text"

    def _Bool(self, e, scope, expect):
        return "flag"

    def _NoneLit(self, e, scope, expect):
        return "any"


_RULE_KINDS = frozenset({"formula", "table", "modifier", "combine", "permission"})   # (a call that asks a rule)


def check_amount_units(sym: Symbols, report: Report, types: TypeChecker) -> None:
    """A scenario's `turn 27 kmt: 2 CPs` line whose unit no rule reads, a letter or two from one
    `scenario_amount` reads (E402): the rules then answered NotInSource for a turn the scenario
    lists. A unit that resembles none that is read is data for engines, and left alone."""
    read = types.amount_units
    if not read or types.amount_units_open:   # (a unit read through a constant or a parameter: any may be read)
        return
    for sc in sym.book.scenarios:
        for a in sc.amounts:
            if a.unit and a.unit not in read:
                near = suggest(a.unit, read)
                if near:
                    report.error("E402", f"turn {a.turn} gives {a.side} {a.unit!r}, a unit no rule reads: "
                                 f"scenario_amount reads {', '.join(repr(u) for u in sorted(read))}", a.span, near)


def check_formulas_and_examples(sym: Symbols, report: Report, types: TypeChecker) -> None:
    declines: dict[str, dict[str, str]] = {}   # formula → {the fact that declines a choice on it: the exception}
    for e in sym.book.exceptions:
        if e.chooser and e.target:
            declines.setdefault(e.target, {})[m.choice_fact_name(e.id)] = e.id
    facts = types.facts
    targeted = {e.target for e in sym.book.exceptions if e.target}
    for f in sym.book.formulas:
        seen = set()
        for p in f.params:
            if p.name in seen:
                report.error("E101", f"parameter {p.name} appears twice", p.span,
                             f"give each parameter its own name: rename or drop this {p.name}")
            elif p.name in declines.get(f.id, {}):   # (`f(7, decline_e1: yes)` would give the parameter)
                report.error("E101", f"parameter {p.name} of {f.id} is named like the fact that declines exception "
                             f"{declines[f.id][p.name]} (`chosen by`): a call of {f.id} could not decline it", p.span,
                             f"give the parameter another name than {p.name}")
            elif p.name in facts and (f.id in targeted or any(sym.kind(c.func) in _RULE_KINDS for c in types.calls_in(f))):
                # (an exception on the formula, and the rules it asks, read the fact by its name: they
                # would be given the argument, and the function's `.reads` would leave the fact out)
                report.error("E101", f"parameter {p.name} of {f.id} is named like the fact {p.name}, which "
                             f"{'an exception on ' + f.id if f.id in targeted else 'a rule ' + f.id + ' asks'} "
                             "would read as the argument", p.span, f"give the parameter another name than {p.name}")
            if p.keys_of or p.dice:
                check_label_param(sym, report, f, p)
            seen.add(p.name)
        types.formula_type(f)
    if sym.book.tables:   # (a lookup's `column:` is passed on with the facts: the rules it asks would read it)
        for name in sorted(facts.keys() & TABLE_ARGS):
            report.error("E101", f"fact {name} is named like a table lookup's argument {name}: a lookup's own "
                         f"{name} would be read in the fact's place", facts[name].span,
                         f"give the fact another name than {name}, such as {name}_fact")
    check_python_names(sym, report, types)
    types.in_example = True   # (odds given uneven to a call here are inputs: `_Call`)
    for ex in sym.book.examples:
        types.example_scenario = ex.scenario
        for check in ex.checks:
            t = types.check(check, types.base)
            if t not in ("flag", "any"):
                report.error("E401", f"an example check must be yes or no, this is {kind_said(t)}", check.span,
                             "compare the result: `f(1) == 2`")
