"""The type checks of operators: arithmetic, comparisons (`==`, `is`, `in`), conditions (`not`,
`and`, `or`, `if … then … else`), list literals and aggregates (`sum(… for each …)`): E101,
E202, E203, E206, E401, W206. A mixin of `expressions.TypeChecker`, which walks the expression and calls
these by the class of each node. Fed by: the resolver's symbols, through the checker.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import a_, kind_said, suggest
from ..python_names import py_name
from .expr_scopes import (_hidden_same_type, _hidden_value, compared_hint, compared_sides, enum_hint, item_hint,
                          item_scope, one_python_name, resolve_name)
from .expr_types import AGGREGATES, LIST_OF, _compare_hint, is_list_constant, list_constant_type, number_hint, value_shape

class Operators:
    """`expressions.TypeChecker`'s methods for operators, conditions, lists and aggregates."""

    def _Neg(self, e, scope, expect):
        self._number(e.operand, scope, "-")
        return "number"

    def _number(self, e, scope, op, quiet: bool = False) -> bool:
        """Check `e` as a number `op` takes; False when it is none or of another type (said, unless
        `quiet`: its own errors inside are said all the same)."""
        t = self.check(e, scope)
        said = f"`{op}`" if not op.isidentifier() else op
        if quiet:
            return t in ("number", "any") and not isinstance(e, m.NoneLit)
        if self._refuse_none(e, f"{said} needs numbers", f"{said} needs numbers; none is no number"):
            return False
        if t not in ("number", "any"):
            hint = number_hint(self.sym, t)
            if t == "text" and not isinstance(e, m.Text):   # (a text read, not written: no quotes to take off)
                hint = "a text is no number: compare two texts with == (or read a number the rules give)"
            self.report.error("E401", f"{said} needs numbers, this is {kind_said(t)}", e.span, hint)
            return False
        return True

    def _BinOp(self, e: m.BinOp, scope, expect):
        # (one mistake, one error: `a.text - "b"` is said at its left side, not again at its right, nor
        # where its number is used: an example's check that "must be yes or no, this is number")
        left = self._number(e.left, scope, e.op)
        right = self._number(e.right, scope, e.op, quiet=not left)
        return "number" if left and right else "any"

    def _unsaid_after(self, check):
        """`check()`'s type, and whether the values compared with it go unsaid: it reported an
        error and has no type (a misspelt name: `defender_terain is woods` is one mistake, E202, not
        a second at `woods`, E203, whose hint is what was written)."""
        before = len(self.report.diagnostics)
        t = check()
        failed = t == "any" and any(d.severity == "error" for d in self.report.diagnostics[before:])
        return t, failed

    def _values_unsaid(self, check, failed: bool, e: m.Expr):
        """`check()` of `e` with its value of an enum (or a side) unsaid when `failed` and `e` is a bare
        name (a formula it calls, whose body may be checked then, is checked as ever)."""
        if not failed or self.untyped or not isinstance(e, m.Name):
            return check()
        self.untyped = True
        try:
            return check()
        finally:
            self.untyped = False

    def _Compare(self, e: m.Compare, scope, expect):
        first, second, swapped = compared_sides(e)
        a, failed = self._unsaid_after(lambda: self.check(first, scope))
        b = self._values_unsaid(lambda: self.check(second, scope, compared_hint(self.sym, a, second)), failed, second)
        if e.op in ("==", "!="):
            self._kind_compared(first, second)
            self._none_field_compared(first, second)
            self._hidden_first(first, second, a, b, scope)
        left, right = (b, a) if swapped else (a, b)
        if "any" in (left, right) or left == right:
            ok = True
        elif "result" in (left, right):
            ok = {left, right} <= {"result", "text", "number", "flag"}
        else:
            ok = False
        if ok and e.op in ("<", "<=", ">", ">=") and (not ({left, right} <= {"number", "ratio", "any"})
                                                      or isinstance(first, m.NoneLit) or isinstance(second, m.NoneLit)):
            ok = False
        if not ok:
            shown = ["none" if isinstance(x, m.NoneLit) else t for x, t in ((first, a), (second, b))]
            left, right = (shown[1], shown[0]) if swapped else shown
            self.report.error("E401", f"cannot compare {left} with {right} using {e.op}", e.span,
                              _hidden_value(self.sym, scope, second, a) or _compare_hint(self.sym, left, right, e.op))
        return "flag"

    def _hidden_first(self, first: m.Expr, second: m.Expr, a: str, b: str, scope) -> None:
        """W206 at the first side of `==` or `!=`, as at the second (`_Name`): `terrain == other`
        beside `fact terrain: terrain` and a value `terrain` read the fact, with no word, where
        `other == terrain` was warned of (the designer probe). Said once: not again when the second
        side is itself the name that hides a value (`terrain == terrain`, warned at the second)."""
        if b != a or a not in self.sym.enum_values or not isinstance(first, m.Name):
            return
        values = self.sym.enum_values[a]
        if first.name not in values or (isinstance(second, m.Name) and second.name in values
                                        and resolve_name(self.sym, scope, second.name, a)[0] != "enum_value"):
            return
        found, t = resolve_name(self.sym, scope, first.name)
        if t == a and found not in ("enum_value", "unknown"):
            _hidden_same_type(self.report, first, found, a)

    def _Is(self, e: m.Is, scope, expect):
        left, failed = self._unsaid_after(lambda: self.check(e.left, scope))
        if left not in self.sym.enum_values and left != "any":
            self.report.error("E401", f"`is` compares enum values; the left side is {left}", e.span,
                              (f"a yes/no is a condition itself: write it alone"
                               f"{f' (`when {e.left.name}`)' if isinstance(e.left, m.Name) else ''}, or with `not`")
                              if left == "flag" else "use == for numbers and text")
            return "flag"
        right = self._values_unsaid(lambda: self.check(e.value, scope, left if left != "any" else None), failed, e.value)
        if left != "any" and right not in (left, "any"):
            self.report.error("E401", f"cannot compare {left} with {right} using `is`", e.value.span,
                              _hidden_value(self.sym, scope, e.value, left) or f"`is` compares {a_(left)} with a value of {left}")
        return "flag"

    def _list_constant(self, c: m.Constant) -> str:
        """The type of a list constant, reporting items of mixed kinds (E401) and names that are
        no enum's value (E206, with the closest value)."""
        t = list_constant_type(self.sym, c)
        if t != LIST_OF + "any":
            return t
        names = [i for i in c.value if isinstance(i, m.Name)]
        if len(names) < len(c.value):
            self.report.error("E401", f"constant {c.id} mixes numbers and names", c.span,
                              "a list constant holds numbers only, or values of one enum only")
            return t
        every = {v: en for en, values in self.sym.enum_values.items() for v in values}
        for n in names:
            if n.name not in every:
                self.report.error("E206", f"{n.name} is not a value of any enum", n.span,
                                  suggest(n.name, every) or "declare it in an enum")
                return t
        enums = sorted({every[n.name] for n in names})
        self.report.error("E401", f"constant {c.id} mixes values of {' and '.join(enums)}", c.span,
                          "a list constant holds values of one enum only")
        return t

    def _In(self, e: m.In, scope, expect):
        left, failed = self._unsaid_after(lambda: self.check(e.left, scope))
        if e.over is not None:
            return self._in_named(e, left, scope)
        for o in e.options:
            t = self._values_unsaid(lambda: self.check(o, scope, left if left in self.sym.enum_values else None), failed, o)
            if "any" not in (t, left) and t != left:
                self.report.error("E401", f"{t} is not comparable with {left}", o.span,
                                  _hidden_value(self.sym, scope, o, left) or
                                  f"write each value in the brackets as {value_shape(self.sym, left)}, "
                                  "like the left side")
        return "flag"

    def _in_named(self, e: m.In, left: str, scope) -> str:
        """`x in mud_turns`: the name must be a list constant whose items are of x's type."""
        name = e.over.name
        kind, t = resolve_name(self.sym, scope, name)
        if kind == "unknown":
            lists = [c.id for c in self.sym.book.constants if is_list_constant(c)]
            enum = left if name in self.sym.enum_values.get(left, {}) else None
            other = next((t for t, values in self.sym.enum_values.items() if name in values), None) if enum is None else None
            not_ = " not" if e.negate else ""
            # (`terrain not in town`: one value of the left side's enum, the brackets forgotten)
            self.report.error("E202", f"unknown list {name}", e.over.span,
                              f"{name} is a value of {enum}: write `{not_.strip() + ' ' if not_ else ''}in ({name})`, or "
                              f"`is{not_} {name}`" if enum else
                              f"{name} is a value of {other}, not of {left}: is the fact on the left the one meant?"
                              if other else suggest(name, lists) or "declare it: constant NAME = [3, 4, 9] \"title\" [clause]")
            return "flag"
        if kind == "builtin_fact" and name == "options":   # (`"24.1" in options`: the E401 of reading it)
            self._Name(e.over, scope, None)
            return "flag"
        if not t.startswith(LIST_OF) or t[len(LIST_OF):] in self.records:
            self.report.error("E203", f"{name} is {a_(t)}, not a list of values", e.over.span,
                              "declare a list constant (constant NAME = [3, 4, 9]) or write the values: x in (3, 4, 9)")
            return "flag"
        item = t[len(LIST_OF):]
        if "any" not in (item, left) and item != left:
            self.report.error("E401", f"{left} is not comparable with the items of {name} ({item})", e.span,
                              f"{name} holds {item} values")
        return "flag"

    def _Not(self, e: m.Not, scope, expect):
        self.condition(e.operand, scope)
        return "flag"

    def _Logic(self, e: m.Logic, scope, expect):
        for o in e.operands:
            self.condition(o, scope)
        return "flag"

    def _If(self, e: m.If, scope, expect):
        self.condition(e.condition, scope)
        expect = expect or enum_hint(self.sym, scope, e)
        a = self.check(e.then, scope, expect)
        b = self.check(e.otherwise, scope, expect)
        if "any" not in (a, b) and a != b:
            self.report.error("E401", f"the two branches give {a} and {b}", e.span,
                              "both branches must give the same kind of value"
                              + (f" (values of {expect})" if expect in self.sym.enum_values else ""))
        return a if a != "any" else b

    def _ListLit(self, e: m.ListLit, scope, expect):
        item = "any"
        for x in e.items:
            t = self.check(x, scope, item_hint(self.sym, expect))
            if self._refuse_none(x, "a list holds values"):
                continue
            if item == "any":
                item = t
            elif t != "any" and t != item:
                self.report.error("E401", f"a list holds values of one type: {t} among {item}", x.span,
                                  f"write every item as {value_shape(self.sym, item)}, like the first")
        return LIST_OF + item

    def _Aggregate(self, e: m.Aggregate, scope, expect):
        """`sum(body for each var in source where condition)`: the body once per item of the list."""
        if e.op in AGGREGATES and self.sym.kind(e.op) is not None:   # (E101 at the declaration too)
            self.report.error("E202", f"{e.op}(… for each …) cannot be read: the book declares a "
                              f"{self.sym.kind(e.op)} named {e.op}, the aggregate's name", e.op_span,
                              f"give the {self.sym.kind(e.op)} another name, such as {e.op}_value")
            body_type, result = "any", "any"
        elif e.op not in AGGREGATES:
            self.report.error("E202", f"{e.op}(… for each …) is not an aggregate", e.op_span,
                              suggest(e.op, AGGREGATES) or f"write one of {', '.join(AGGREGATES)}")
            body_type, result = "any", "any"
        else:
            body_type, result = AGGREGATES[e.op]
        source = self.check(e.source, scope)
        item = "any"
        if source.startswith(LIST_OF):
            item = source[len(LIST_OF):]
        elif source != "any":
            self.report.error("E401", f"`for each` needs a list, this is {kind_said(source)}", e.source.span,
                              "declare the fact as `list of <record>`")
        inner = item_scope(scope, e, item)
        around = {py_name(n): n for n in (*inner.params, *inner.locals - {e.var})}
        other = around.get(py_name(e.var))   # (rules are called as `_rule_<name>`: an item never hides one)
        if other is not None and other != e.var:
            self.report.error("E101", one_python_name(f"{e.var} and {other}", e.var, other), e.var_span,
                              f"give the item another name than {e.var}")
        if e.where is not None:
            self.condition(e.where, inner)
        t = self.check(e.body, inner)
        if body_type == "flag":
            if t not in ("flag", "any"):
                self.report.error("E401", f"{e.op} counts what is yes or no, this is {kind_said(t)}", e.body.span,
                                  f"write a condition: {e.op}({e.var}.disrupted for each {e.var} in …)")
        elif body_type == "number" and t not in ("number", "any"):
            self.report.error("E401", f"{e.op} needs numbers, this is {kind_said(t)}", e.body.span,
                              f"give a number for each item: {e.op}({e.var}.FIELD for each {e.var} in …)")
        return result
