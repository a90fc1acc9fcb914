"""Expression printer for the Python back end. Fed by: checked `dsl.model` expressions.

Turns an expression into Python source. Every literal goes through `repr()` (or a runtime
constructor fed with `repr`'d numbers); names come from the grammar's identifier pattern and are
renamed when they clash with Python keywords or the module's own names. Inside generated
functions, `facts` holds the engine's facts and `_t` collects the trace.
"""
from __future__ import annotations

import keyword
from fractions import Fraction

from dsl import model as m
from dsl.checks.expressions import BUILTINS
from dsl.resolver import Symbols

RESERVED = {"facts", "value", "Fraction", "BOOK", "CLAUSES", "TABLES", "FORMULAS", "MODIFIERS", "PERMISSIONS",
            "SEQUENCES", "SCENARIOS", "EXAMPLES", "CONSTANTS", "FACTS", "ENUMS", "TERMS", "OVERRIDES",
            "AIDS", "RESULTS", "args", "kw"}


def py_name(name: str) -> str:
    """A safe Python identifier for a rulebook name."""
    if keyword.iskeyword(name) or keyword.issoftkeyword(name) or name in RESERVED or name.startswith("_"):
        return "u_" + name if name.startswith("_") else name + "_"
    return name


def literal(value) -> str:
    """Python source for plain data (str, int, bool, None, Fraction, and tuples, lists and dicts
    of them): `repr()`. Generated modules bind `Fraction` to the runtime's, so its repr is code."""
    if not _plain(value):
        raise TypeError(f"no literal for {type(value).__name__}")
    return repr(value)


_ATOMS = (str, int, bool, type(None), Fraction)


def _plain(value) -> bool:
    if isinstance(value, _ATOMS):
        return True
    if isinstance(value, (tuple, list)):
        return all(isinstance(v, _ATOMS) or _plain(v) for v in value)
    if isinstance(value, dict):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    return False


class ExprPrinter:
    def __init__(self, sym: Symbols, types):
        self.sym = sym
        self.types = types
        self.facts = {f.id for f in sym.book.facts}
        self.constants = {c.id: c for c in sym.book.constants}
        self.formulas = {f.id: f for f in sym.book.formulas}

    def expr(self, e: m.Expr, params: dict[str, str], enum: str | None = None) -> str:
        """Python source for `e`; `params` maps the enclosing function's parameters to their types."""
        return getattr(self, "_" + type(e).__name__)(e, params, enum)

    # ------------------------------------------------------------ literals and names
    def _Num(self, e, params, enum):
        return literal(e.value)

    def _RatioLit(self, e, params, enum):
        return f"_rt.Ratio({e.attack!r}, {e.defense!r})"

    def _DiceLit(self, e, params, enum):
        return repr(f"{e.count}d{e.sides}")

    def _Text(self, e, params, enum):
        return repr(e.value)

    def _Bool(self, e, params, enum):
        return repr(e.value)

    def _NoneLit(self, e, params, enum):
        return "None"

    def _Name(self, e: m.Name, params, enum):
        if e.name in params:
            return py_name(e.name)
        if e.name in self.facts:
            return f"_fact(facts, {e.name!r})"
        if e.name in ("scenario", "options") and enum is None:   # the built-in facts
            return f"facts.get({e.name!r})"
        if e.name in self.constants:
            c = self.constants[e.name]
            value = f"_rt.Ratio({c.value[0]!r}, {c.value[1]!r})" if isinstance(c.value, tuple) else literal(c.value)
            return f"_t.const({value}, {c.clause!r})"
        return repr(e.name)  # an enum value

    # ------------------------------------------------------------ operators
    def _enum_of(self, e: m.Expr, params: dict[str, str]) -> str | None:
        t = self.types.check(e, self.types.scope(tuple(m.Param(p, t) for p, t in params.items())))
        return t if t in self.sym.enum_values else None

    def _Neg(self, e, params, enum):
        return f"(-{self.expr(e.operand, params)})"

    def _BinOp(self, e: m.BinOp, params, enum):
        left, right = self.expr(e.left, params), self.expr(e.right, params)
        if e.op == "/":
            return f"_rt.div({left}, {right})"
        return f"({left} {e.op} {right})"

    def _Compare(self, e: m.Compare, params, enum):
        en = self._enum_of(e.left, params)
        left, right = self.expr(e.left, params), self.expr(e.right, params, en)
        if e.op == "==":
            return f"_rt.eq({left}, {right})"
        if e.op == "!=":
            return f"(not _rt.eq({left}, {right}))"
        return f"({left} {e.op} {right})"

    def _Is(self, e: m.Is, params, enum):
        en = self._enum_of(e.left, params)
        op = "!=" if e.negate else "=="
        return f"({self.expr(e.left, params)} {op} {self.expr(e.value, params, en)})"

    def _In(self, e: m.In, params, enum):
        en = self._enum_of(e.left, params)
        options = ", ".join(self.expr(o, params, en) for o in e.options)
        op = "not in" if e.negate else "in"
        return f"({self.expr(e.left, params)} {op} ({options},))"

    def _Not(self, e, params, enum):
        return f"(not {self.expr(e.operand, params)})"

    def _Logic(self, e: m.Logic, params, enum):
        return "(" + f" {e.op} ".join(self.expr(o, params) for o in e.operands) + ")"

    def _If(self, e: m.If, params, enum):
        return f"({self.expr(e.then, params, enum)} if {self.expr(e.condition, params)} else {self.expr(e.otherwise, params, enum)})"

    def _FieldOf(self, e: m.FieldOf, params, enum):
        return f"_rt.field({self.expr(e.target, params)}, {e.name!r})"

    # ------------------------------------------------------------ calls
    def _facts_with(self, named: list[m.Arg], params) -> str:
        """`facts` with named fact arguments laid over it."""
        if not named:
            return "facts"
        items = []
        for a in named:
            fact_type = self.types.base.get(a.name)
            en = fact_type if fact_type in self.sym.enum_values else None
            items.append(f"{a.name!r}: {self.expr(a.value, params, en)}")
        return "{**facts, " + ", ".join(items) + "}"

    def _Call(self, e: m.Call, params, enum):
        kind = self.sym.kind(e.func)
        if kind is None and e.func in BUILTINS:
            args = ", ".join(self.expr(a.value, params) for a in e.args)
            fn = {"min": "min", "max": "max", "abs": "abs"}.get(e.func, f"_rt.{e.func}")
            return f"{fn}({args})"
        name = py_name(e.func)
        node = self.sym.node(e.func)
        if kind == "formula":
            positional = [a for a in e.args if a.name is None]
            by_name = {a.name: a for a in e.args if a.name is not None}
            values = []
            for i, p in enumerate(node.params):
                arg = positional[i] if i < len(positional) else by_name.get(p.name)
                en = p.type if p.type in self.sym.enum_values else None
                values.append(self.expr(arg.value, params, en))
            named_facts = [a for a in e.args if a.name is not None and a.name not in {p.name for p in node.params}]
            args = values + [f"**{self._facts_with(named_facts, params)}"]
            return f"_t.take({name}({', '.join(args)}))"
        if kind in ("modifier", "combine", "permission"):
            positional = [self.expr(a.value, params) for a in e.args if a.name is None]
            named = [a for a in e.args if a.name is not None]
            return f"_t.take({name}({', '.join(positional + [f'**{self._facts_with(named, params)}'])}))"
        if kind == "table":
            return f"_t.take({name}({self._table_args(node, e.args, params)}))"
        raise ValueError(f"cannot call {e.func}")

    def _table_args(self, table: m.Table, args: tuple[m.Arg, ...], params) -> str:
        positional = [self.expr(a.value, params) for a in args if a.name is None]
        items = []
        for a in args:
            if a.name is None:
                continue
            en = table.header_by if a.name == table.header_by else self.types.base.get(a.name)
            en = en if en in self.sym.enum_values else None
            items.append(f"{a.name!r}: {self.expr(a.value, params, en)}")
        merged = "**{**facts" + "".join(", " + i for i in items) + "}"
        return ", ".join(positional + [merged])

    def _MethodCall(self, e: m.MethodCall, params, enum):
        table = self.sym.node(e.target.name)
        if e.method == "lookup":
            return f"_t.take({py_name(table.id)}({self._table_args(table, e.args, params)}))"
        return f"_t.take(TABLES[{table.id!r}].{e.method}({self._table_args(table, e.args, params)}))"
