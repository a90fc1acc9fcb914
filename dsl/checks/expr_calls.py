"""The type checks of calls and their arguments: built-in functions, formulas (their parameters
bound by `expr_scopes.bind_formula_args`), records, modifiers, combines and permissions, a table's
methods (`.cell`, `.column`, `.drm`), `scenario_amount`, and the facts, `scenario:` and `options:`
a call passes along (E202, E203, E206, E212, E401, E402). A mixin of
`expressions.TypeChecker`; a lookup's own arguments are `expr_lookups`'. Fed by: the resolver's
symbols, through the checker.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import a_, closest, suggest
from ..runtime_inputs import METHOD_READS, played_turns
from .expr_scopes import _hidden_value, bind_formula_args
from .expr_types import (BUILTINS, TABLE_ARGS, TABLE_METHODS, _GIVEN, _builtin_shape, _whole_number,
                         at_most_value, compatible, value_shape)
from .label_params import param_dice
from .table_grid import split_grid

def _method_shape(t: m.Table, method: str) -> str:
    """A call of `t.cell`, `t.column` or `t.drm` written with the table's own first row and column."""
    headers, rows = split_grid(t)
    row = rows[0].cells[0].text if rows and rows[0].cells else "1"
    column = headers[-1].cells[1].text if headers and len(headers[-1].cells) > 1 else "1"
    quoted = '"' + column.replace('"', '\\"') + '"'
    if method == "cell":
        return f'{t.id}.cell(row: "{row}", column: {quoted})'
    return f"{t.id}.{method}(column: {quoted}, shift: 1)"


# what a designer calls the die-roll modifier given to a lookup (`crt(roll: r, drm: supply_drm())`)
_ROLL_MODIFIER_WORDS = frozenset({"drm", "dr", "dr_modifier", "die_roll_modifier", "roll_modifier", "modifier"})


class Calls:
    """`expressions.TypeChecker`'s methods for calls (`m.Call`, `m.MethodCall`) and their arguments."""

    def _MethodCall(self, e: m.MethodCall, scope, expect):
        self._given_twice(e, e.args)
        target = e.target
        if isinstance(target, m.Name) and self.sym.kind(target.name) == "sequence":
            self.report.error("E402", f"{target.name} is a sequence of play; expressions do not read it", e.span,
                              f"engines read sequences through SEQUENCES[{target.name!r}].steps(…) and "
                              ".who(step, …) of the generated package; a rule reads facts, tables and formulas")
            return "any"
        if not (isinstance(target, m.Name) and self.sym.kind(target.name) == "table"):
            self.report.error("E402", f"`.{e.method}(…)` is a table method", e.span, "write TABLE.column(…)")
            return "any"
        if e.method not in TABLE_METHODS:
            self.report.error("E402", f"tables have no method {e.method}", e.span,
                              suggest(e.method, TABLE_METHODS) or f"methods: {', '.join(TABLE_METHODS)}")
            return "any"
        table = self.sym.node(target.name)
        if self._method_args(table, e):
            self._table_args(table, e.args, scope, e.method)
        return TABLE_METHODS[e.method]

    def _method_args(self, t: m.Table, e: m.MethodCall) -> bool:
        """`cell` reads a printed row label and a column; `column` and `drm` a column to place (and
        its shift): a table argument the method does not read was dropped without a word, and a
        `cell` without its row failed when the example ran (E402). False when the call is refused."""
        if e.method == "lookup":
            return True
        named = {a.name: a for a in e.args if a.name is not None}
        positional = [a for a in e.args if a.name is None]
        reads = METHOD_READS[e.method] | ({t.header_by} if t.header_by and e.method != "cell" else set())
        shape = _method_shape(t, e.method)
        for a in e.args:
            if a.name in TABLE_ARGS and a.name not in reads:
                what = ("the text printed at a row label and a column" if e.method == "cell" else
                        "where a column lands, with its shift")
                self.report.error("E402", f"`{t.id}.{e.method}(…)` does not read {a.name}: it gives {what}", a.span,
                                  f"write {shape}" + (f", or {t.id}(…) to look a result up" if a.name == "roll" else ""))
                return False
        if e.method == "cell":
            if len(positional) > 2 or (positional and "row" in named) or (len(positional) > 1 and "column" in named):
                self.report.error("E402", f"`{t.id}.cell(…)` takes a row and a column, each once", e.span, f"write {shape}")
                return False
            if not positional and "row" not in named:
                self.report.error("E402", f"`{t.id}.cell(…)` needs the row whose printed text it gives", e.span,
                                  f"write {shape}")
                return False
        elif positional:
            self.report.error("E402", f"`{t.id}.{e.method}(…)` takes its column by name", positional[0].span,
                              f"write {shape}")
            return False
        return True

    def _scenario_amount(self, e: m.Call, scope) -> str:
        """`scenario_amount(japan, "CP", turn)`: the played scenario's `turn N SIDE: amount UNIT` line."""
        args = [a for a in e.args if a.name is None]
        if len(args) != 3 or len(args) != len(e.args):
            # (the book's own side and unit, not Japan's CP; a scenario is never an argument: the played one
            # is read, so an example asks it from inside its scenario: the second designer probe of stop 58)
            side = next(iter(self.sym.sides), "SIDE")
            unit = next((x.unit for sc in self.sym.book.scenarios for x in sc.amounts if x.unit), "CP")
            named = [a.name for a in e.args if a.name is not None]
            self.report.error("E402", "scenario_amount takes three positional arguments: a side, a unit and a turn",
                              e.span, f'scenario_amount({side}, "{unit}", turn)'
                              + ("; it reads the scenario played: ask it in an example written inside the scenario"
                                 if "scenario" in named else ""))
        for a, want in zip(args, ("side", "text", "number")):
            self._arg_type(a, want, scope)
        units = {x.unit for sc in self.sym.book.scenarios for x in sc.amounts if x.unit}   # (no unit: E001 says so)
        if len(args) > 1 and isinstance(args[1].value, m.Text):
            self.amount_units.add(args[1].value.value)
        elif len(args) > 1:   # a unit read through a constant or a parameter: which units are read is not known
            self.amount_units_open = True
        if len(args) > 1 and isinstance(args[1].value, m.Text) and args[1].value.value not in units:
            self.report.error("E402", f"no scenario gives amounts of {args[1].value.value!r} by turn", args[1].span,
                              suggest(args[1].value.value, units) or
                              (f"units given: {', '.join(sorted(units))}" if units else
                               "write `turn N SIDE: amount UNIT` lines in a scenario"))
        return "number"

    def _given_twice(self, e, args: tuple[m.Arg, ...]) -> None:
        """E402 at an argument named a second time (`g(x: 1, x: 2)`, or a formula's parameter given
        by position and again by name): the call would quietly take one of the two."""
        named = [a for a in args if a.name is not None]
        if not named:   # (only a name can be given twice)
            return
        how: dict[str, str] = {}
        if isinstance(e, m.Call) and self.sym.kind(e.func) == "formula":
            for p in self.sym.node(e.func).params[:len(args) - len(named)]:
                how[p.name] = "a parameter given by position"
        for a in named:
            if a.name in how:
                self.report.error("E402", f"{a.name} is {how[a.name]} in this call", a.span,
                                  "give each argument once: the call would take only one of them")
            how.setdefault(a.name, "given twice")

    def _fact_for(self, value) -> str:
        """The one fact of the book whose type has `value` among its values (`mountain`: `target`), or ""."""
        if not isinstance(value, m.Name):
            return ""
        types = {t for t, values in self.sym.enum_values.items() if value.name in values}
        found = [f.id for f in self.sym.book.facts if getattr(f, "type", None) in types]
        return found[0] if len(found) == 1 else ""

    def _Call(self, e: m.Call, scope, expect):
        self._given_twice(e, e.args)
        if self.in_example and (e.func not in BUILTINS or self.sym.kind(e.func) is not None):
            # an example's inputs to a rule (not `max(3:2, …)`, nor a rule's own `crt(column: 3:2)`)
            self._inputs.update(id(a.value) for a in e.args if isinstance(a.value, m.RatioLit))
        if e.func == "scenario_amount" and self.sym.kind(e.func) is None:
            return self._scenario_amount(e, scope)
        if e.func in BUILTINS and self.sym.kind(e.func) is None:
            lo, hi, result = BUILTINS[e.func]
            if len(e.args) < lo or (hi is not None and len(e.args) > hi) or any(a.name for a in e.args):
                self.report.error("E402", f"{e.func} takes {lo}" + (" or more" if hi is None else
                                  f" to {hi}" if hi != lo else "") + " positional arguments", e.span,
                                  f"write {_builtin_shape(e.func)}" + (", without names" if any(a.name for a in e.args)
                                                                       else ""))
            for a in e.args:
                self._number(a.value, scope, e.func)
            return result
        kind = self.sym.kind(e.func)
        node = self.sym.node(e.func)
        if kind is None:
            self.report.error("E202", f"unknown function {e.func}", e.span,
                              suggest(e.func, list(BUILTINS) + self.sym.of_kind("formula") + self.sym.of_kind("table")
                                      + self.sym.of_kind("modifier") + self.sym.of_kind("combine"))
                              or f"declare a formula {e.func}, or call a built-in: {', '.join(BUILTINS)}")
            for a in e.args:   # (its values of an enum or a side unsaid: what they are given to is unknown)
                self._values_unsaid(lambda: self.check(a.value, scope), True, a.value)
            return "any"
        if kind == "formula":
            return self._formula_call(node, e, scope)
        if kind == "table":
            self._table_args(node, e.args, scope)
            return "result"
        if kind == "record":
            return self._record_value(node, e, scope)
        if kind in ("modifier", "combine", "permission"):
            positional = [a for a in e.args if a.name is None]
            limit = 0 if kind == "permission" else 1
            if kind != "permission" and positional and self._gives_amount(e.func):
                # (`gun_shift(3)` meant 3 guns: the check read a value the modifier never reads and
                # answered 0, where the engine refuses it, WrongType: the second designer probe)
                self.report.error("E402", f"{e.func} gives {self._given_amount(e.func)} from the facts and changes "
                                  "no value: it takes no positional argument", positional[0].value.span,
                                  f"give the facts it reads by name: {self._counted_by(e.func, positional[0].value)}")
                positional = []
            if len(positional) > limit:
                extra = positional[limit].value
                fact = self._fact_for(extra)
                named = f"{fact}: {extra.name}" if fact else "FACT: …"   # (`tank_mountains(target: mountain)`)
                self.report.error("E402", f"{e.func} takes {'no' if not limit else 'one'} positional argument"
                                  + ("" if not limit else " (the value to modify)"), e.span,
                                  f"give the facts it reads by name: {e.func}({named})" if not limit else
                                  f"give the value to modify first, and facts by name: {e.func}(value, {named})")
            for a in positional[:limit]:   # (a permission takes none: its E402 is the one error, not "needs numbers")
                self._number(a.value, scope, e.func)
            # (the values given past them are not read: "mountain is a value only where …" beside the E402)
            self._fact_args(e, [a for a in e.args if a.name is not None], scope, set())
            return "flag" if kind == "permission" else "number"
        self.report.error("E203", f"{e.func} is {a_(kind)} and cannot be called", e.span,
                          f"read it without parentheses: {e.func}" if kind in ("fact", "constant") else
                          "call the rule it overrides: the exception changes that rule's answer" if kind == "exception"
                          else "call a formula, a table, a modifier, a combine or a permission")
        return "any"

    def _families(self) -> dict[str, set[str]]:
        if self._given is None:
            from .rule_amounts import _families   # (what each modifier and combine gives, worked out once)
            self._given = _families(self.sym)
        return self._given

    def _gives_amount(self, name: str) -> bool:
        """Does the modifier or combine give an amount (column shifts, a die-roll modifier) rather
        than change a value given to it (`add`, `multiply`)?"""
        given = self._families().get(name)
        return bool(given) and "value" not in given

    def _counted_by(self, name: str, value: m.Expr) -> str:
        """The call with the value given by the name of the fact the modifier counts (`per guns`:
        `gun_shift(guns: 3)`), or of a fact of the value's kind, else `FACT: …`."""
        node = self.sym.node(name)
        per = getattr(node, "per", None)
        fact = per.name if isinstance(per, m.Name) and per.name in self.facts else self._fact_for(value)
        shown = value.value if isinstance(value, m.Num) and value.value is not None else "…"
        return f"{name}({fact}: {shown})" if fact else f"{name}(FACT: …)"

    def _given_amount(self, name: str) -> str:
        return " and ".join(f"a {g}" for g in sorted(self._families().get(name, ())))

    def _formula_call(self, f: m.Formula, e: m.Call, scope) -> str:
        positional = [a for a in e.args if a.name is None]
        if len(positional) > len(f.params):
            count = f"{len(f.params)} argument" + ("" if len(f.params) == 1 else "s")
            self.report.error("E402", f"{f.id} takes {count}, {len(positional)} given", e.span,
                              f"write {f.id}({', '.join(p.name for p in f.params)}), "
                              "and give facts by name (FACT: …)")
        bound, facts = bind_formula_args(f, e.args)
        for p in f.params:
            if p.name in bound:
                self._arg_type(bound[p.name], self.param_type(p), scope)
                if p.keys_of and p.axis in ("row", "column") and isinstance(t := self.sym.node(p.keys_of), m.Table):
                    self._printed_label(t, bound[p.name], p.axis, scope)   # (a text the table does not print: E411)
                    self._label_param(t, bound[p.name], p.axis, scope)   # (passed on from a text parameter: W412)
                elif dice := param_dice(self.sym, p):
                    self._dice_roll(dice, bound[p.name], p, f)   # (a roll written that its dice cannot give: E411)
                _whole_number(self.report, p.type, bound[p.name].value, f"the parameter {p.name} of {f.id}", _GIVEN)
        missing = [p.name for p in f.params if p.name not in bound]
        if missing:
            self.report.error("E402", f"{f.id} is missing {', '.join(missing)}", e.span,
                              f"{f.id}({', '.join(p.name for p in f.params)})")
        self._fact_args(e, facts, scope, {p.name for p in f.params if p.name not in bound})   # (for the hints)
        return self.formula_type(f)

    def _arg_type(self, a: m.Arg, want: str, scope) -> None:
        t = self.check(a.value, scope, want if want in self.sym.enum_values else None)
        if want != "any" and self._refuse_none(a.value, f"expected {want}"):
            pass
        elif not compatible(t, want):
            self.report.error("E401", f"expected {want}, got {t}", a.value.span,
                              _hidden_value(self.sym, scope, a.value, want) or f"write {value_shape(self.sym, want)} here")

    def _record_value(self, r: m.Record, e: m.Call, scope) -> str:
        """`unit_factors(attack: 3, disrupted: yes)`: one item of a list, every field by name."""
        fields = {fl.name: fl for fl in r.fields}
        given = set()
        meant = set()   # fields a misspelt one was told it means: not said missing too (the designer probe)
        for a in e.args:
            if a.name is None:
                self.report.error("E402", f"the values of a {r.id} are given by name", a.span,
                                  f"{r.id}({', '.join(f + ': …' for f in fields)})")
                self.check(a.value, scope)
                continue
            if a.name not in fields:
                near = closest(a.name, fields)
                self.report.error("E212", f"record {r.id} has no field {a.name}", a.span,
                                  f"did you mean {near}?" if near else f"its fields: {', '.join(fields)}")
                if near is not None:
                    meant.add(near)
                self.check(a.value, scope)
                continue
            if a.name in given:
                self.report.error("E402", f"{a.name} is given twice", a.span,
                                  f"give {a.name} once: the {r.id} would keep only one of them")
            given.add(a.name)
            self._arg_type(a, self.field_type(r.id, fields[a.name]), scope)
            # (an engine's item with factor -3 is refused: an example may not prove what none can ask)
            _whole_number(self.report, fields[a.name].type, a.value, f"the field {a.name} of {r.id}", _GIVEN)
        missing = [fl.name for fl in r.fields if fl.default is None and fl.name not in given and fl.name not in meant]
        if missing:
            self.report.error("E402", f"{r.id} is missing {', '.join(missing)}", e.span,
                              "fields without a default must be given")
        return r.id

    def _fact_args(self, e, named: list[m.Arg], scope, allowed: set[str], rolled: bool = False) -> None:
        """Named arguments that are not parameters must name facts (they are passed down). `rolled`:
        the arguments of a lookup of a table read by a roll (a die-roll modifier given to it is said so)."""
        facts = self.facts
        for a in named:
            if a.name in allowed:
                continue
            if a.name in ("scenario", "options"):
                self._builtin_fact_arg(a, scope)
                continue
            fact = facts.get(a.name)
            if fact is None and a.name in _ROLL_MODIFIER_WORDS and rolled:
                # (a table lookup takes no die-roll modifier: "declare it with `fact`" made a fact of it,
                # which the table never read, and the modifier dropped out of the combat unseen)
                self.report.error("E402", f"a table lookup takes no `{a.name}`: a die-roll modifier is added to "
                                  "the roll", a.span, "write it into the roll: `roll: roll + MODIFIER()`")
                self.check(a.value, scope)
                continue
            if fact is None:   # (the call's own arguments first: `shfit:` is `shift`, not a fact to declare)
                self.report.error("E402", f"{a.name} is neither a parameter nor a fact", a.span,
                                  suggest(a.name, sorted(allowed)) or suggest(a.name, list(facts)) or
                                  "declare it with `fact`")
                # (its value's side or enum value is unsaid: `attacker: red` was E203 too, "red is a side")
                self._values_unsaid(lambda: self.check(a.value, scope), True, a.value)
                continue
            self._arg_type(a, self.base.get(a.name, "any"), scope)
            _whole_number(self.report, fact.type, a.value, f"the fact {a.name}", _GIVEN)
            if fact.at_most is not None:
                self._within_bound(fact, a)
            if a.name == self.sym.book.header.turn:
                self._turn_played(a, named)

    def _within_bound(self, fact: m.Fact, a: m.Arg) -> None:
        """A number written for a fact with `at most N` is at most N: an engine giving more is
        refused (`FactOutOfRange`), so an example may not rely on it: E401."""
        sym = self.sym
        bound = at_most_value(lambda name: sym.node(name) if sym.kind(name) == "constant" else None, fact)
        if bound is not None and isinstance(a.value, m.Num) and a.value.value is not None and a.value.value > bound:
            self.report.error("E401", f"the fact {a.name} is at most {bound}, not {a.value.value}", a.value.span,
                              f"write at most {bound}: an engine giving {a.name} more is refused (FactOutOfRange)")

    def _turn_played(self, a: m.Arg, named: list[m.Arg]) -> None:
        """A turn written for the book's turn fact (`turn gt`) with a scenario that does not play it,
        named in the call (`scenario: s`) or the example's own: an engine giving it is refused
        (`FactOutOfRange`), so an example may not rely on it: E401 (it ran, passed and was printed on the
        web book while its vector expected the refusal: the engine probe)."""
        if not isinstance(a.value, m.Num) or a.value.value is None:
            return
        given = next((x.value for x in named if x.name == "scenario"), None)
        played = (given.name if isinstance(given, m.Name) else given.value if isinstance(given, m.Text) else "") \
            if given is not None else self.example_scenario
        sc = next((x for x in self.sym.book.scenarios if x.id == played), None) if played else None
        if sc is None or sc.first_turn is None:   # (no scenario, or one without turns: any turn)
            return
        first, last, turn = sc.first_turn, sc.last_turn, a.value.value
        if first <= turn and (last is None or turn <= last):
            return
        plays, fix = played_turns(first, last)
        self.report.error("E401", f"the fact {a.name} is the game turn, and scenario {sc.id} plays {plays}, not {turn}",
                          a.value.span, f"{fix}: an engine giving {a.name} {turn} in {sc.id} is refused (FactOutOfRange)")

    def _builtin_fact_arg(self, a: m.Arg, scope) -> None:
        """`scenario:` a scenario by name (or as text); `options:` "all", or optional clauses of this
        book as text ("24.1, 24.3") or a list of texts. Anything else would quietly play no
        scenario, or leave every optional rule out."""
        v = a.value
        if a.name == "scenario":
            if isinstance(v, m.Text):
                if v.value not in self.sym.enum_values.get("scenario", {}):
                    self.report.error("E206", f"{v.value!r} names no scenario of this book", v.span,
                                      suggest(v.value, self.sym.enum_values.get("scenario", {})) or
                                      f"scenarios: {', '.join(self.sym.enum_values.get('scenario', {})) or 'none'}")
                return
            t = self.check(v, scope, "scenario")
            if t not in ("scenario", "any"):
                self.report.error("E401", f"scenario is the name of a scenario, not a {t}", v.span,
                                  f"scenarios: {', '.join(self.sym.enum_values.get('scenario', {})) or 'none'}")
            return
        items = v.items if isinstance(v, m.ListLit) else (v,)
        for item in items:
            if not isinstance(item, m.Text):
                passing, self._passing_options = self._passing_options, True
                try:
                    t = self.check(item, scope)
                finally:
                    self._passing_options = passing
                if t not in ("text", "any", "options"):   # (`options: options`: the ones in play, passed along)
                    self.report.error("E401", f"options are optional clauses written as text (\"24.1\") or \"all\", "
                                      f"not a {t}", item.span, 'options: "24.1, 24.3"')
                continue
            for ref in dict.fromkeys(r.strip() for r in item.value.split(",")):   # (each once: `"1.0,,"`)
                clause = self.sym.clauses.get(ref)
                if ref == "all" or (clause is not None and clause.optional):
                    continue
                optional = [c for c, x in self.sym.clauses.items() if x.optional]
                if not ref and not item.value.strip():   # (`options: ""`: no comma to blame)
                    self.report.error("E206", "an empty text names no optional clause", item.span,
                                      'write the optional clauses in play, "24.1, 24.3", or "all" (left out, '
                                      'the scenario played chooses them)')
                    break
                if not ref:
                    self.report.error("E206", "an empty option: two commas in a row, or one at an end", item.span,
                                      'separate the optional clauses by one comma each: "24.1, 24.3"')
                    continue
                why = "is not a clause of this book" if clause is None else "is not an optional clause"
                parent = next((c for c in optional if ref.startswith(c + ".")), None) if clause is not None else None
                self.report.error("E206", f"option {ref!r} {why}", item.span,
                                  # (a clause of the book not marked optional: `optional` dropped from its
                                  # title, or one of an optional clause's own; not a slip for another id)
                                  (f"name the optional clause it belongs to: {parent}" if parent else
                                   f"mark clause {ref} optional (`clause {ref} \"{clause.title}\" optional`), or "
                                   f"name one that is: {', '.join(optional) or 'none'}") if clause is not None else
                                  suggest(ref, ["all", *optional]) or f"optional clauses: {', '.join(optional) or 'none'}"
                                  + ', or "all"')
