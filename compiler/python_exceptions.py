"""Conditions and exceptions in the generated module: the tests a rule applies under (`applies`:
its optional rule chosen, its scenario played, its condition), condition functions (`_when_N`),
`OVERRIDES` with each exception's condition, `use` and pin (`_pin`, so `_rt.by_target` finds an
exception by a fact's value), readings (`inferred`), and the scope of exceptions in a rule's body
(`_scoped`, `_override_prelude`: docs/reference.md, "What an exception overrides"). A mixin of
`to_python.PythonEmitter` (its `w`, `fresh`, `x`, `overrides`). Fed by: the rule model (`dsl.ir`)
through `PythonEmitter`; conditions built as `ast` by `python_expr`.
"""
from __future__ import annotations

import ast

import attrs

from dsl import ir
from dsl.marked import plain as plain_text

from .python_data import Call, Code
from .python_expr import attr, call, const, name, py_name, rt, wrapped


def _pin(a: ir.Applies) -> tuple | None:
    """(how the fact is read, its name, a value) when an exception's condition reads that fact first
    and holds only where it has that value: its scenario (`facts.get`), or a `when` whose first test
    is `fact == value` (a literal number, flag or text, an enum value or a side). `_rt.by_target` finds
    many such exceptions of one target by the fact's value instead of asking every condition."""
    if a.option:   # (asked first: its own test)
        return None
    if a.scenario:
        return ("get", "scenario", a.scenario)
    c = a.condition
    if isinstance(c, ir.Logic) and c.op == "and":
        c = c.operands[0]
    if not (isinstance(c, ir.Compare) and c.op == "=="):
        return None
    for subject, other in ((c.left, c.right), (c.right, c.left)):
        if not isinstance(subject, ir.Ref) or subject.kind not in ("fact", "builtin_fact"):
            continue
        if isinstance(other, ir.Lit) and other.value.__class__ in (int, str, bool):
            value = other.value
        elif isinstance(other, ir.Ref) and other.kind not in ("param", "local", "fact", "builtin_fact", "constant"):
            value = other.name   # an enum value or a side: its id (`PythonExpr._Ref`)
        else:
            return None
        return ("fact" if subject.kind == "fact" else "get", subject.name, value)
    return None


class ExceptionEmitter:
    """`PythonEmitter`'s conditions and exceptions."""

    def applies(self, a: ir.Applies) -> list[ast.expr]:
        """The tests that must all pass for a rule to apply: its optional rule chosen, its
        scenario played, its condition true."""
        parts = []
        if a.option:
            parts.append(call(rt("option_on"), name("facts"), const(a.option), name("_SCENARIO_OPTIONS")))
        if a.scenario:
            parts.append(ast.Compare(call(attr("facts", "get"), const("scenario")), [ast.Eq()], [const(a.scenario)]))
        if a.condition is not None:
            parts.append(self.x.expr(a.condition))
        return parts

    @staticmethod
    def all_of(parts: list[ast.expr], indent: int = 4) -> str:
        node = parts[0] if len(parts) == 1 else ast.BoolOp(ast.And(), parts)
        return wrapped(node, indent)

    def condition_fn(self, a: ir.Applies, choice: str | None = None) -> str | None:
        parts = self.applies(a)
        if choice:   # a `chosen by` exception: it holds unless its chooser declines it
            parts.append(ast.UnaryOp(ast.Not(), call(name("_fact"), name("facts"), const(choice))))
        if not parts:
            return None
        fn = self.fresh("when")
        body = f"return bool({self.all_of(parts)})"
        traced = self.trace_if_used(body)
        if traced:   # the clauses that made it true (a constant, a formula) come with the answer
            body = f"return _rt.Value(bool({self.all_of(parts)}), _t.ids, None, _t.inferred or ())"
        self.w(f"def {fn}(facts):")
        for line in traced:
            self.w(line)
        self.w(f"    {body}")
        self.w("")
        return fn

    def exceptions(self) -> None:
        formulas = {f.id: f for f in self.book.formulas}
        entries = []
        for e in self.book.exceptions:
            if not e.effect:
                continue
            cond = self.condition_fn(e.applies, e.choice)
            use = None
            if e.use is not None:
                use = self.fresh("use")
                self.w(f"def {use}(facts):")
                self.w("    _t = _Trace()")
                target = formulas.get(e.target)
                params = tuple(p.name for p in (target.params if target else ()))
                for p in params:   # the overridden formula's arguments arrive with the facts
                    self.w(f"    {py_name(p)} = facts[{p!r}]")
                if params:   # …and leave them: a table or a rule `use` reads is given the facts, and no
                    # parameter is one (E101): a table refused it as a name it does not read (UnknownFact)
                    self.w(f"    facts = {{_k: _v for _k, _v in facts.items() if _k not in {params!r}}}")
                self.w(f"    return _t.result({self.expr(e.use)})")
                self.w("")
            rewrites = tuple((r.kind or "", r.field, r.pairs, r.side or "") for r in e.rewrites)
            pin = _pin(e.applies)
            ours = {"inferred": (plain_text(e.inferred.text), Code(self.reading_fn(e.inferred.when) or "None"))} \
                if e.inferred is not None else {}
            if e.chooser:   # (a player's choice: who declines it, by which fact, as book.json's `chooser`, `choice`)
                ours.update(chooser=e.chooser, choice=e.choice)
            entries.append(Call("_rt.Override", e.id, e.clause, e.target, e.level, e.priority, e.effect, rewrites,
                                Code(cond or "None"), Code(use or "None"), *((pin,) if pin else ()), **ours))
        self.assign("OVERRIDES", tuple(entries))
        self.w("_OVERRIDES_BY = _rt.by_target(OVERRIDES, _fact)   # each target's, in declared order (`_rt.fired` "
               "orders them)")
        always = sorted(e.id for e in self.book.exceptions if e.effect and e.always)
        if always:   # `applies always`: consulted even where the target itself does not apply
            self.assign("_APPLIES_ALWAYS", tuple(always))
            self.w("_ALWAYS_BY = _rt.by_target((_o for _o in OVERRIDES if _o.id in _APPLIES_ALWAYS), _fact)")
        self.w("")

    def reading_fn(self, when: ir.Expr | None) -> str | None:
        """The function an exception's `inferred when …` is asked by, where it fires (`Override.inferred`)."""
        if when is None:
            return None
        fn = self.fresh("reading")
        code = self.expr(when)
        self.w(f"def {fn}(facts):")
        for line in self.trace_if_used(code):
            self.w(line)
        self.w(f"    return bool({code})")
        self.w("")
        return fn

    def reading(self, r: ir.Reading | None, indent: str = "    ") -> None:
        """A formula's, a modifier's or a permission's `inferred "…"`: its reading joins the answer
        (`_t.infer`), where its `when` holds. The clauses that condition reads do not join the trace:
        it decides whether the answer is ours, not the answer."""
        if r is None:
            return
        text = (plain_text(r.text),)
        if r.when is None:
            self.w(f"{indent}_t.infer({text!r})")
        else:   # (named so `rules explain` leaves out the rules it calls: they decide whether, not what)
            self.w(f"{indent}def _inferred_when(_t):")
            self.w(f"{indent}    return ({self.expr(r.when, len(indent) + 8)})")
            self.w(f"{indent}if _inferred_when(_Trace()):")
            self.w(f"{indent}    _t.infer({text!r})")

    def _always(self, target: str) -> bool:
        return any(e.always and e.effect for e in self.overrides.get(target, ()))

    def _has_prelude(self, target: str) -> bool:
        return any(e.effect in ("cancel", "allow", "forbid", "use") for e in self.overrides.get(target, ()))

    def _scoped(self, target: str, a: ir.Applies, neutral: str, params: tuple[str, ...] = ()) -> None:
        """The scope of exceptions (docs/reference.md, "What an exception overrides"): a rule that
        does not apply gives its neutral answer and no exception is consulted, except those that
        `applies always`; where it applies, its cancel/allow/forbid/use exceptions decide first."""
        if a.option and self._has_prelude(target) and self._always(target):
            # an optional rule out of play gives its neutral answer, no exception consulted (docs/reference.md,
            # "Optional rules"): not even one that `applies always`, which fired where the rule does not apply
            self.w(f"    if not _rt.option_on(facts, {a.option!r}, _SCENARIO_OPTIONS):")
            self.w(f"        return _rt.Value({neutral}, ())")
            a = attrs.evolve(a, option=None)
        parts = self.applies(a)
        if not parts:
            self._override_prelude(target, neutral, params)
            return
        if not (self._has_prelude(target) and self._always(target)):
            self._guard(a, neutral)
            self._override_prelude(target, neutral, params)
            return
        self.w(f"    _in = bool({self.all_of(parts, 8)})")
        self._override_prelude(target, neutral, params,
                               f"(_OVERRIDES_BY[{target!r}] if _in else _ALWAYS_BY.get({target!r}, ()))")
        self.w("    if not _in:")
        self.w(f"        return _rt.Value({neutral}, ())")

    def _override_prelude(self, target: str, neutral: str, params: tuple[str, ...] = (), pool: str = "") -> None:
        """Cancel/allow/forbid/use exceptions, checked first; the highest precedence decides."""
        if not self._has_prelude(target):
            return
        given = "".join(f", {p!r}: {py_name(p)}" for p in params)
        self.out += [
            f"    for _o, _why in _rt.fired({pool or f'_OVERRIDES_BY[{target!r}]'}, facts):",
            "        _t.add(_o.clause)",
            "        _t.take(_why)   # the clauses its condition read join the trace",
            *(["        if _o.inferred:   # the exception is our reading (`inferred`)",
               "            _t.infer(_rt.reading_of(_o, facts))"]
              if any(e.inferred is not None for e in self.overrides.get(target, ())) else []),
            "        if _o.effect == 'cancel':",
            f"            return _t.result({neutral})",
            "        if _o.effect in ('allow', 'forbid'):",
            "            return _t.result(_o.effect == 'allow')",
            "        if _o.effect == 'use':",
            f"            return _t.result(_t.take(_o.use({{**facts{given}}})))   # its clauses join the trace",
        ]

    def _guard(self, a: ir.Applies, neutral: str) -> None:
        parts = self.applies(a)
        if parts:
            self.w(f"    if not ({self.all_of(parts, 8)}):")
            self.w(f"        return _rt.Value({neutral}, ())")
