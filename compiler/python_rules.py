"""The rules of the generated module, each its public function (`python_public`) and its unchecked
`_rule_<name>`: tables' look-ups (with their rewrite exceptions), formulas, modifiers (capped by
`at most`), combinations (keeping their answers for the rules that use them: `_INNER_KEPT_<name>`)
and permissions; then `FORMULAS`, `MODIFIERS`, `PERMISSIONS` and `FUNCTIONS`. A mixin of
`to_python.PythonEmitter`, whose other mixins give it the exceptions' scope (`python_exceptions`)
and the public functions. Fed by: the rule model (`dsl.ir`) through `PythonEmitter`; expressions
as `python_expr` writes them.
"""
from __future__ import annotations

from dsl import ir
from dsl.labels import dice_span
from dsl.vocabulary import pattern_pieces

from .python_data import Code, literal
from .python_expr import impl_name, py_name, wrapped

# what a modifier that changes no value gives (its public function takes no `value`)
_GIVES = {"shift": "a column shift", "favouring": "a column shift", "drm": "a die-roll modifier",
          None: "nothing (it has no effect)"}
_COLUMN_ALIAS = {"odds": "odds", "percent": "percent", "differential": "differential", "numbers": "value"}


class RuleEmitter:
    """`PythonEmitter`'s rules: `functions` writes them all."""

    def functions(self) -> None:
        b = self.book
        self.w("_KEPT__INNER = []   # (two underscores: no rule's `_KEPT_<name>`, a name never starting with `_`) what combinations keep for the rules that use them (`_rt.inner`); forget() clears them")
        self.w("")
        for t in b.tables:
            self.table_function(t)
        for f in b.formulas:
            self.formula(f)
        for mod in b.modifiers:
            self.modifier(mod)
        for c in b.combines:
            self.combine(c)
        for p in b.permissions:
            self.permission(p)
        for registry, rules in (("FORMULAS", b.formulas), ("MODIFIERS", b.modifiers + b.combines),
                                ("PERMISSIONS", b.permissions), ("_TABLE_FUNCTIONS", b.tables)):
            (self.assign if registry.startswith("_") else self.registry)(
                registry, {r.id: Code(py_name(r.id)) for r in rules})
        self.registry("FUNCTIONS", Code("{**_TABLE_FUNCTIONS, **FORMULAS, **MODIFIERS, **PERMISSIONS}"))   # every engine-facing rule
        self.w("_INPUTS.functions = FUNCTIONS   # (what each reads: a `Value` given as a fact it does not read adds no clause)")
        self.w("")

    def table_function(self, t: ir.Table) -> None:
        row = "roll" if t.row_kind in ("roll", "numbers") else "row"
        params = [f"{row}: {'int' if row == 'roll' else 'str'} | None = None",
                  "column: str | _rt.Ratio | int | None = None", "*"]
        own = [row, "column"]
        if t.column_kind != "keys":
            params.append("shift: int = 0")
            own.append("shift")
            alias = _COLUMN_ALIAS.get(t.column_kind)
            if alias:
                params.append(f"{alias}: {'_rt.Ratio | str' if alias == 'odds' else '_rt.Number'} | None = None")
                own.append(alias)
        if any(t.row_groups):
            params.append("group: str | None = None")
            own.append("group")
        if params[-1] == "*":
            params.pop()
        params.append("**facts")
        kw = "{" + ", ".join(f"{k!r}: {k}" for k in own) + ", **facts}"
        self.public("table", t.id, t.clause, f"Look up {t.title}", params,
                    [f"_kw = {kw}", f"_, _carried = _rt.carry(_kw, (), _INPUTS, {t.id!r}, {t.clause!r})",
                     f"TABLES[{t.id!r}].check_call((), _kw, _INPUTS, {t.id!r})"],
                    f"_rt.joined({impl_name(t.id)}(_kw), _carried, {self.book.id!r})", "_rt.Outcome")
        self.w(f"def {impl_name(t.id)}(kw, *args):")
        if t.id in self.x.header_facts:   # (its header row picked by a fact the calendar or a default may give)
            self.w(f"    if {t.header_by!r} not in kw:")
            self.w(f"        kw = _rt.header_fact(kw, {t.header_by!r}, _fact)")
        lookup = f"TABLES[{t.id!r}].lookup(*args, **kw)"
        if self.overrides.get(t.id):
            texts = self.rewrite_texts(t)
            more = f", {literal(texts)}" if texts else ""
            if any(r.side for e in self.overrides[t.id] for r in e.rewrites):   # `rewrite X of SIDE`: who attacks
                more += ", read_fact=_fact"
            self.w(f"    return _rt.rewrite({lookup}, _OVERRIDES_BY[{t.id!r}], kw{more})")
        else:
            self.w(f"    return {lookup}")
        self.w("")

    def rewrite_texts(self, t: ir.Table):
        """For `.rewritten_text` (runtime.result_text): (split, ((kind, ((literal, field), …)), …))
        of the table's vocabulary — `D{loss}R{retreat}` is (("D", "loss"), ("R", "retreat")) — or
        None (a built-in vocabulary, or no rewrite exception on the table)."""
        vocab = next((v for v in self.book.vocabularies if v.id == t.results), None)
        if vocab is None or not any(e.effect == "rewrite" for e in self.overrides.get(t.id, ())):
            return None
        return (vocab.split, tuple((p.kind, pattern_pieces(p.pattern)) for p in vocab.patterns))

    def not_in_play(self, rid: str, a: ir.Applies) -> None:
        if a.option:   # a computation of an optional rule answers only when chosen
            message = (f"{rid}() belongs to optional rule [{a.option}], which is not in play: give "
                       f"options=[{a.option!r}] (or options=['all']) to play it, or a scenario that plays it")
            self.w(f"    if not _rt.option_on(facts, {a.option!r}, _SCENARIO_OPTIONS):")
            self.w(f"        raise _rt.NotInPlay({message!r})")

    def formula(self, f: ir.Formula) -> None:
        names = [py_name(p.name) for p in f.params]
        params = [f"{n}: {self.annotation(p.type)}" for n, p in zip(names, f.params)]
        params = params + (["/"] if params else []) + ["**facts"]
        unpack = "".join(n + ", " for n in names)
        given = f"({names[0]},)" if len(names) == 1 else f"({', '.join(names)})"
        where = f"_INPUTS, {f.id!r}, {f.clause!r}"
        checks = [f"{given}, _carried = _rt.carry(facts, {given}, {where}, {tuple(p.name for p in f.params)!r})"
                  if names else f"_, _carried = _rt.carry(facts, (), {where})",
                  f"_INPUTS.facts(facts, {f.id!r}, (), {f.clause!r})"]
        # each argument as the check reads it: odds given as text (also in a record) as odds, a subclass
        # of text or of a number (a str enum, an IntEnum) as its plain value (`dsl.runtime_inputs.plain`)
        checks += [f"{n} = _INPUTS.value({n}, {p.type!r}, {p.name!r}, {f.clause!r}, {f.id!r})"
                   for n, p in zip(names, f.params)]
        own = tuple(p.name for p in f.params)   # (as the rulebook names them, where Python names one otherwise)
        self.public("formula", f.id, f.clause, f.title or f.id, params, checks,
                    f"_rt.joined({impl_name(f.id)}({unpack}facts), _carried, {self.book.id!r})", "_rt.Value",
                    own if own != tuple(names) else ())
        self.w(f"def {impl_name(f.id)}({''.join(n + ', ' for n in names)}facts):")
        # a parameter that takes a table's printed labels (`column of transport`), or a roll of dice: one
        # it prints or they roll, before anything answers, however the formula is called (an engine, another rule, an example)
        for n, p in zip(names, f.params):
            if p.table:
                self.w(f"    TABLES[{p.table!r}].label({n}, {p.axis!r}, {p.name!r}, {f.clause!r}, {f.id!r})")
            elif p.dice:   # (`roll of 1d6`: what the dice roll, `count`..`count × sides`)
                low, high = dice_span(p.dice)
                self.w(f"    _rt.dice_roll({n}, {low!r}, {high!r}, {p.dice!r}, {p.name!r}, {f.clause!r}, {f.id!r})")
        self.w(f"    _t = _Trace({f.clause!r})")
        self.not_in_play(f.id, f.applies)
        self._override_prelude(f.id, "None", tuple(p.name for p in f.params))
        self.reading(f.inferred)
        self.w(f"    return _t.result({self.expr(f.body)})")
        self.w("")

    def _value_public(self, kind: str, rid: str, clause, title: str, gives: str = "", about: dict | None = None) -> None:
        """The public function of a modifier or a combination: `value` is the number an `add` or a
        `multiply` changes; one that gives an amount (`gives`: "column shifts", …) takes none."""
        read = [f"    value = _INPUTS.value(value, 'number', 'value', {clause!r}, {rid!r})"] if not gives else \
            [f"    _rt.takes_no_value(value, {rid!r}, {clause!r}, {gives!r})"]
        self.public(kind, rid, clause, title, ["value: _rt.Number | None = None", "/", "**facts"],
                    [f"(value,), _carried = _rt.carry(facts, (value,), _INPUTS, {rid!r}, {clause!r}, ('value',))",
                     f"_INPUTS.facts(facts, {rid!r}, (), {clause!r})", "if value is not None:", *read],
                    f"_rt.joined({impl_name(rid)}(value, facts), _carried, {self.book.id!r})", "_rt.Value",
                    about=about)

    def modifier(self, mod: ir.Modifier) -> None:
        self._value_public("modifier", mod.id, mod.clause, mod.title or mod.id, _GIVES.get(mod.effect, ""),
                           about={"effect": mod.effect, "on": mod.on})
        neutral = "value" if mod.effect in ("multiply", "add") else "0"
        self.w(f"def {impl_name(mod.id)}(value, facts):")
        self.w("    _t = _Trace()")
        if neutral == "value":
            self.w("    if value is None:")
            self.w(f"        raise _rt.missing_value({mod.id!r}, {mod.clause!r})")
        self._scoped(mod.id, mod.applies, neutral)
        self.w(f"    _t.add({mod.clause!r})")
        self.reading(mod.inferred)
        if mod.effect is None:
            self.w("    return _t.result(0)")
        elif mod.effect == "multiply":
            self.w(f"    return _t.result(_rt.multiply(value, {literal(mod.factor)}, {mod.rounding!r}))")
        else:
            amount = self.expr(mod.amount)
            if _reads_cell(mod.amount):   # a cell that prints no number (-, P, OTIH): no modifier
                negated = isinstance(mod.amount, ir.Unary)
                cell = mod.amount.operand if negated else mod.amount   # a cell's field: a number or None
                self.w(f"    _amount = _rt.cell_number({self.expr(cell.target)}, {cell.name!r})")
                self.w("    if _amount is None:")
                self.w(f"        return _rt.Value({neutral}, ())")
                amount = "-_amount" if negated else "_amount"
            if mod.effect == "favouring":
                self.w(f"    _amount = ({amount}) if _fact(facts, 'attacker') == {mod.side!r} else -({amount})")
            else:
                self.w(f"    _amount = {amount}")
            if mod.per is not None:
                self.w(f"    _amount = _amount * {self.expr(mod.per)}")
            if mod.at_most is not None:
                self.capped("_amount", mod.at_most)
            self.w("    return _t.result(value + _amount)" if mod.effect == "add" else "    return _t.result(_amount)")
        self.w("")

    def capped(self, var: str, at_most: ir.Expr) -> None:
        """`at most N`: `var` capped at N in size, either way. A cap that is a constant cites the
        constant's clause only when it binds (Changsha's third artillery marker, 12.1.d): one that
        does not took no part in the answer."""
        if isinstance(at_most, ir.Ref):    # (a constant: `lower.cap`)
            self.w(f"    _cap = {self.expr(self.x.constants[at_most.name].value)}")
        else:
            self.w(f"    _cap = {self.expr(at_most)}")
        self.w(f"    if not -_cap <= {var} <= _cap:")
        self.w(f"        {var} = max(-_cap, min(_cap, {var}))")
        if isinstance(at_most, ir.Ref) and at_most.clause:
            self.w(f"        _t.add({at_most.clause!r})")

    def combine(self, c: ir.Combine) -> None:
        """A combination's public function, and its body for the rules that use it. A combination
        no other combination contains keeps its answers by the value and the facts as given
        (`_rt.inner`): most of a combat's work, asked again while the strengths change (one it
        contains is asked only when the outer one is not kept: keeping it would cost, not save)."""
        # (its members are all shifts or all die-roll modifiers, never an `add` or a `multiply`: E401)
        self._value_public("combine", c.id, c.clause, c.title or c.id, "the total of its members",
                           about={"mode": c.mode, "members": tuple(c.members)})
        fn = py_name(c.id)
        self.w(f"def {impl_name(c.id)}(value, facts):")
        if not any(c.id in other.members for other in self.book.combines):
            self.w(f"    return _rt.inner(_computed_{fn}, _INNER_KEPT_{fn}, value, facts)")
            self.w(f"_INNER_KEPT_{fn} = _rt.inner_answers(_KEPT__INNER)")
            self.w("")
            self.w(f"def _computed_{fn}(value, facts):")
        self.w("    _t = _Trace()")
        self._override_prelude(c.id, "0")
        self.w("    _parts = [")
        for x in c.members:
            self.w(f"        {impl_name(x)}(value, facts),")
        self.w("    ]")
        # a member answering 0 joins the trace when that 0 was decided: by an exception on it (a shift
        # cancelled: Changsha's tank across a river, 12.2), or by its own members cancelling out (a
        # combine whose trace is not empty); a modifier giving 0 of its own (per 0 markers) does not.
        # (Of a `best of`, such members join only when the best is 0.)
        decided = {i: ("p.trace" if x in self.combine_ids else
                       f"p.trace and _rt.firing(_OVERRIDES_BY[{x!r}], facts)" if self._has_prelude(x) else "")
                   for i, x in enumerate(c.members)}
        if c.mode == "best":
            self.w("    _best = max(_parts, key=lambda p: abs(p.value or 0), default=None)")
            self.w("    _total, _spoke = (_t.take(_best), False) if _best is not None and _best.value else (0, False)")
            if any(decided.values()):
                self.w("    if not _total:")
                for i, test in decided.items():
                    if test:
                        self.w(f"        p = _parts[{i}]")
                        self.w(f"        if {test}:")
                        self.w("            _t.take(p)")
                        self.w("            _spoke = True")
        else:
            self.w("    _total, _spoke = 0, False")
            for i, test in decided.items():
                if test:
                    self.w(f"    p = _parts[{i}]")
                    self.w("    if p.value:")
                    self.w("        _total += _t.take(p)")
                    self.w(f"    elif {test}:")
                    self.w("        _t.take(p)")
                    self.w("        _spoke = True")
                else:
                    self.w(f"    if _parts[{i}].value:")
                    self.w(f"        _total += _t.take(_parts[{i}])")
        if c.at_most is not None:
            self.capped("_total", c.at_most)
        if c.mode == "best":   # (its clause joins when it chose: two members or more gave something)
            self.w("    if _total and sum(1 for p in _parts if p.value) > 1 or _spoke:")
        else:
            self.w("    if _total or _spoke:")
        self.w(f"        _t.add({c.clause!r})")
        self.w("    return _t.result(_total)")
        self.w("")

    def permission(self, p: ir.Permission) -> None:
        self.public("permission", p.id, p.clause, p.title or p.id, ["**facts"],
                    [f"_, _carried = _rt.carry(facts, (), _INPUTS, {p.id!r}, {p.clause!r})",
                     f"_INPUTS.facts(facts, {p.id!r}, (), {p.clause!r})"],
                    f"_rt.joined({impl_name(p.id)}(facts), _carried, {self.book.id!r})", "_rt.Value",
                    about={"who": p.who, "modal": p.modal, "action": p.action})
        self.w(f"def {impl_name(p.id)}(facts):")
        self.w("    _t = _Trace()")
        self._scoped(p.id, p.applies, "None")
        self.w(f"    _t.add({p.clause!r})")
        self.reading(p.inferred)
        answer = p.modal in ('may', 'must')
        if p.unless is not None:   # "may not … unless C": where C holds, the negation answers
            self.w(f"    if {wrapped(self.x.expr(p.unless), 8)}:")
            self.w(f"        return _t.result({not answer!r})")
        self.w(f"    return _t.result({answer!r})")
        self.w("")


def _reads_cell(amount: ir.Expr) -> bool:
    """Is a modifier's amount a number read from a table cell (which may print none)?"""
    if isinstance(amount, ir.Unary):
        amount = amount.operand
    return isinstance(amount, ir.Field) and isinstance(amount.target, ir.Lookup)
