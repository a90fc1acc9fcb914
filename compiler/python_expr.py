"""Expressions of the rule model → Python source, built as `ast` nodes. Fed by: `dsl.ir` expressions.

Each IR node becomes an `ast` node; the printer at its end (`_flat`, `_laid_out`) writes its source
(fully parenthesised, and checked against `ast.parse` by the tests). Literals are `ast.Constant`
(or a runtime constructor called with constants), names come from the IR's resolved references
and pass through `py_name`, so no rulebook text is ever pasted as code and no rulebook name can
shadow a Python builtin or a name of the generated module. Inside generated functions, `facts`
holds the engine's facts and `_t` collects the trace; a rule's unchecked body is `_rule_<name>`.
"""
from __future__ import annotations

import ast
from fractions import Fraction
from functools import lru_cache

from dsl import ir
from dsl.python_names import RESERVED, py_name  # noqa: F401 (py_name and RESERVED: part of this module's interface)

try:
    from . import _fast_expr
except ImportError:     # (not compiled: written in Python)
    _fast_expr = None


def impl_name(name: str) -> str:
    """The unchecked body of a rule, which generated code calls (the public function checks inputs)."""
    return "_rule_" + py_name(name)


# ---------------------------------------------------------------- ast helpers
_LOAD = ast.Load()   # one context for every node that reads (as Python's own parser shares it)
_CONSTANTS = frozenset({str, int, bool, type(None)})   # classes `ast.Constant` holds as they are


def const(value) -> ast.expr:
    """An `ast` literal for plain data: str, int, bool, None, Fraction, and tuples of them."""
    if value.__class__ in _CONSTANTS:   # (the common case, found before `Fraction`'s slower abstract check)
        return _constant(value)
    if isinstance(value, Fraction):
        return call(name("Fraction"), const(value.numerator), const(value.denominator))
    if isinstance(value, tuple):
        return ast.Tuple([const(v) for v in value], _LOAD)
    if value is None or isinstance(value, (str, int, bool)):
        return ast.Constant(value)
    raise TypeError(f"no literal for {type(value).__name__}")


# A constant, a name or an attribute that reads is made once and shared by every tree that reads it
# (`_t.take`, `facts`, `'text'`: most of the leaves): the emitter never changes a node it has built.
@lru_cache(maxsize=8192, typed=True)   # (typed: True and 1 are different constants)
def _constant(value) -> ast.expr:
    if value.__class__ is int and value < 0:   # (as Python parses `-8`: its printed source means this tree)
        return ast.UnaryOp(ast.USub(), ast.Constant(-value))
    return ast.Constant(value)


@lru_cache(maxsize=None)
def name(n: str) -> ast.expr:
    return ast.Name(n, _LOAD)


@lru_cache(maxsize=None)
def attr(base: str, *path: str) -> ast.expr:
    node = name(base)
    for p in path:
        node = ast.Attribute(node, p, _LOAD)
    return node


@lru_cache(maxsize=None)
def rt(fn: str) -> ast.expr:
    return attr("_rt", fn)


def call(fn: ast.expr, *args: ast.expr, **kw: ast.expr) -> ast.expr:
    return ast.Call(fn, list(args), [ast.keyword(k, v) for k, v in kw.items()] if kw else [])


def call_kw(fn: ast.expr, args: list[ast.expr], starstar: ast.expr | None) -> ast.expr:
    return ast.Call(fn, args, [ast.keyword(None, starstar)] if starstar is not None else [])


def traced(node: ast.expr) -> ast.expr:
    """`_t.take(node)`: merge the answer's trace, use its value."""
    return ast.Call(_TAKE, [node], [])


_TAKE = attr("_t", "take")


def source(node: ast.expr) -> str:
    """One-line source of an expression node."""
    return _one_line(node)


# ---------------------------------------------------------------- expressions
class ExprEmitter:
    """`expr(e)` → an `ast` expression; `code(e)` → its source."""

    def __init__(self, book: ir.Book):
        self.book = book
        self.constants = {c.id: c for c in book.constants}
        self.header_facts = header_facts(book)   # (`_Lookup` of a table's `column` or `drm`, and `_rule_<table>`)
        self.bounded = {f.id for f in book.facts if f.at_most is not None}   # (`facts_with`: checked as set)
        self.methods: dict[type, object] = {}

    def code(self, e: ir.Expr, indent: int | None = None) -> str:
        """Source of `e`; laid over several lines when `indent` (its column) is given."""
        node = self.expr(e)
        return source(node) if indent is None else wrapped(node, indent)

    def expr(self, e: ir.Expr) -> ast.expr:
        try:
            return self.methods[e.__class__](e)
        except KeyError:   # `_<node class>`, found once a class
            if e.__class__ in self.methods:
                raise
            method = self.methods[e.__class__] = getattr(self, "_" + type(e).__name__)
            return method(e)

    # ------------------------------------------------------------ literals and names
    def _Lit(self, e: ir.Lit) -> ast.expr:
        if e.type == "ratio":
            return call(rt("Ratio"), const(e.value[0]), const(e.value[1]))
        value = e.value
        return _constant(value) if value.__class__ in _CONSTANTS else const(value)   # (`const`'s common case)

    def literal_value(self, e: ir.Lit) -> ast.expr:
        return self._Lit(e)

    def _Ref(self, e: ir.Ref) -> ast.expr:
        if e.kind in ("param", "local"):
            return name(py_name(e.name))
        if e.kind == "fact":
            return ast.Call(name("_fact"), [name("facts"), _constant(e.name)], [])
        if e.kind == "builtin_fact":
            return ast.Call(attr("facts", "get"), [_constant(e.name)], [])
        if e.kind == "constant":
            c = self.constants[e.name]
            return call(attr("_t", "const"), self._Lit(c.value), const(c.clause))
        return const(e.name)   # an enum value: its id

    # ------------------------------------------------------------ operators
    def _Unary(self, e: ir.Unary) -> ast.expr:
        op = ast.USub() if e.op == "neg" else ast.Not()
        return ast.UnaryOp(op, self.expr(e.operand))

    _BINOPS = {"+": ast.Add, "-": ast.Sub, "*": ast.Mult}

    def _Binary(self, e: ir.Binary) -> ast.expr:
        left, right = self.expr(e.left), self.expr(e.right)
        if e.op == "/":
            return call(rt("div"), left, right)   # exact: whole quotients are ints, others fractions
        return ast.BinOp(left, self._BINOPS[e.op](), right)

    _COMPARE = {"<": ast.Lt, "<=": ast.LtE, ">": ast.Gt, ">=": ast.GtE}

    def _Compare(self, e: ir.Compare) -> ast.expr:
        return self.compare(e.op, self.expr(e.left), self.expr(e.right))

    def compare(self, op: str, left: ast.expr, right: ast.expr) -> ast.expr:
        """A comparison `op` of two expressions already built (an example compares a local)."""
        if op in ("==", "!="):   # results compare with text, ratios with "3:1"
            same = call(rt("eq"), left, right)
            return same if op == "==" else ast.UnaryOp(ast.Not(), same)
        return ast.Compare(left, [self._COMPARE[op]()], [right])

    def _Member(self, e: ir.Member) -> ast.expr:
        if e.over is not None:     # `turn in mud_turns`: the constant's tuple (its clause joins the trace)
            return ast.Compare(self.expr(e.left), [ast.NotIn() if e.negate else ast.In()], [self.expr(e.over)])
        options = ast.Tuple([self.expr(o) for o in e.options], _LOAD)
        return ast.Compare(self.expr(e.left), [ast.NotIn() if e.negate else ast.In()], [options])

    def _Logic(self, e: ir.Logic) -> ast.expr:
        return ast.BoolOp(ast.And() if e.op == "and" else ast.Or(), [self.expr(o) for o in e.operands])

    def _Cond(self, e: ir.Cond) -> ast.expr:
        return ast.IfExp(self.expr(e.condition), self.expr(e.then), self.expr(e.otherwise))

    def _ItemField(self, e: ir.ItemField) -> ast.expr:
        """One item of a list is a dict: its field, or the default when the engine left it out."""
        if e.default is None:
            return ast.Subscript(self.expr(e.target), const(e.name), _LOAD)
        return call(ast.Attribute(self.expr(e.target), "get", _LOAD), const(e.name), self.expr(e.default))

    def _Field(self, e: ir.Field) -> ast.expr:
        return call(rt("field"), self.expr(e.target), const(e.name))

    def _Items(self, e: ir.Items) -> ast.expr:
        return ast.Tuple([self.expr(x) for x in e.items], _LOAD)

    def _Aggregate(self, e: ir.Aggregate) -> ast.expr:
        """`sum([body for u in _t.each(items) if where])`, `max([…], default=0)`, `len([…])`, `any([…])`,
        `all([…])`: the body once per item, so rounding in it is per item."""
        var = ast.Name(py_name(e.var), ast.Store())
        ifs = [self.expr(e.where)] if e.where is not None else []
        body = self.expr(e.body)
        if e.op == "count":
            ifs.append(body)
            body = const(1)
        items = call(attr("_t", "each"), self.expr(e.source))   # (counted by the checker's work budget)
        comp = ast.ListComp(body, [ast.comprehension(var, items, ifs, 0)])
        if e.op == "best":
            return call(name("max"), comp, default=const(0))
        return call(name({"sum": "sum", "count": "len", "any": "any", "all": "all"}[e.op]), comp)

    # ------------------------------------------------------------ calls
    def facts_with(self, args: tuple[ir.Arg, ...], extra: list[tuple[str, ast.expr]] = (), called: str = "") -> ast.expr:
        """`facts`, or `{**facts, 'name': value, …}` with named facts laid over it; a fact with an `at
        most` is checked as the rule (`called`) is given it, by another rule or an example, as an
        engine's value is (`g(3)` passing 3 to `f(x, s: x)` answered where `f(1, s=3)` was refused)."""
        if not (args or extra):
            return name("facts")
        items = list(extra) + [(a.name, self._bounded(a.name, self.expr(a.value), called)) for a in args]
        return ast.Dict([None] + [const(k) for k, _ in items], [name("facts")] + [v for _, v in items])

    def _bounded(self, fact: str, value: ast.expr, called: str) -> ast.expr:
        if fact not in self.bounded:
            return value
        return call(attr("_INPUTS", "bounded"), const(fact), value, const(called))

    _PY_BUILTINS = {"min", "max", "abs"}   # never shadowed: rulebook names that clash are renamed

    def _Call(self, e: ir.Call) -> ast.expr:
        if e.kind == "builtin":
            fn = name(e.name) if e.name in self._PY_BUILTINS else rt(e.name)
            return call(fn, *(self.expr(a) for a in e.args))
        if e.kind == "scenario":   # the played scenario's amount for a side and turn
            # (`_t.add`, not `_t`: a body that notes a clause is written with its trace collector)
            return call(rt("scenario_amount"), name("SCENARIOS"), name("facts"), *(self.expr(a) for a in e.args),
                        attr("_t", "add"))
        if e.kind == "record":   # one item of a list, as the engine gives it: a dict of every field
            return ast.Dict([const(a.name) for a in e.params], [self.expr(a.value) for a in e.params])
        if e.kind == "formula":
            values = [self.expr(a.value) for a in e.params]
            return traced(call(name(impl_name(e.name)), *values, self.facts_with(e.facts, called=e.name)))
        value = [self.expr(e.value)] if e.value is not None else []
        if e.kind in ("modifier", "combine"):
            return traced(call(name(impl_name(e.name)), *(value or [const(None)]),
                               self.facts_with(e.facts, called=e.name)))
        return traced(call(name(impl_name(e.name)), self.facts_with(e.facts, called=e.name)))   # a permission

    def _Lookup(self, e: ir.Lookup) -> ast.expr:
        extra = [(a.name, self.expr(a.value)) for a in e.args]
        merged = self.facts_with(e.facts, extra, called=e.table)
        positional = [self.expr(p) for p in e.positional]
        if e.method == "lookup":
            return traced(call(name(impl_name(e.table)), merged, *positional))
        # (a cell read by a rule: its text, with the book's reading of it where the print is unclear)
        method = ast.Attribute(ast.Subscript(name("TABLES"), const(e.table), _LOAD),
                               "read_cell" if e.method == "cell" else e.method, _LOAD)
        fact = self.header_facts.get(e.table) if e.method != "cell" else None
        if fact is not None:   # (as `_rule_<table>`)
            merged = call(ast.Attribute(name("_rt"), "header_fact", _LOAD), merged, const(fact), name("_fact"))
        return traced(call_kw(method, positional, merged))


def header_facts(book: ir.Book) -> dict[str, str]:
    """Table → the fact that picks its header row, for each table whose header fact the book gives a
    default or a scenario's calendar gives a value (`by month`): a lookup left without it reads it
    as a rule reads the fact (`_rt.header_fact`), not as MissingFact."""
    given = {f.id for f in book.facts if f.default is not None}
    given |= {c.fact for sc in book.scenarios for c in sc.calendars}
    return {t.id: t.header_by for t in book.tables if t.header_by and t.header_by in given}


# ---------------------------------------------------------------- source
# Python source for the `ast` nodes this emitter builds (constants, names, attributes, subscripts,
# calls, tuples, dicts, operators, conditionals, list comprehensions), one function a node class
# (`_FLAT`). Every operand that is itself an operation is parenthesised, so the text means exactly
# the tree (a test checks it against `ast.parse`). A node is printed on one line (`_flat`; in C,
# `_one_line`), and laid over lines when that line is too long (`_laid_out`: the layout of a node's
# class writes only the broken form, from its items' one lines and their own layouts).
WIDTH = 100
_LOOSE = frozenset({ast.BoolOp, ast.IfExp, ast.Compare, ast.UnaryOp, ast.BinOp})
_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=",
        ast.Gt: ">", ast.GtE: ">=", ast.In: "in", ast.NotIn: "not in", ast.USub: "-", ast.Not: "not ",
        ast.And: " and ", ast.Or: " or "}


def _flat(n: ast.expr) -> str:
    t = type(n)
    if t is ast.Name:   # (the leaves, half the nodes, written here)
        return n.id
    if t is ast.Constant:
        return repr(n.value)
    try:
        write = _FLAT[t]
    except KeyError:
        raise TypeError(f"no source for {t.__name__}") from None
    return write(n)


def _one_line(n: ast.expr) -> str:
    """`_flat(n)`, written in C when the extension is compiled (`compiler/_fast_expr.c`, the same
    text); in Python when it is not, or when C leaves the tree to Python (a node class it does not
    know: Python writes it, or raises TypeError)."""
    if _fast_expr is not None:
        try:
            return _fast_expr.flat(n)
        except _fast_expr.Unusual:
            pass
    return _flat(n)


def _part(n: ast.expr) -> str:
    """An operand: in parentheses when it is itself an operation."""
    return f"({_flat(n)})" if type(n) in _LOOSE else _flat(n)


def _items(n: ast.Call) -> list[str]:
    return [_flat(a) for a in n.args] + [
        f"**{_flat(k.value)}" if k.arg is None else f"{k.arg}={_flat(k.value)}" for k in n.keywords]


def _tuple(n: ast.Tuple) -> str:
    items = [_flat(e) for e in n.elts]
    return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"


def _dict(n: ast.Dict) -> str:
    return "{" + ", ".join([f"**{_part(v)}" if k is None else f"{_flat(k)}: {_flat(v)}"
                            for k, v in zip(n.keys, n.values)]) + "}"


def _list_comp(n: ast.ListComp) -> str:
    gen = n.generators[0]
    conds = "".join([f" if {_part(c)}" for c in gen.ifs])
    return f"[{_part(n.elt)} for {gen.target.id} in {_part(gen.iter)}{conds}]"


_FLAT = {   # (and `ast.Name`, `ast.Constant`: `_flat`)
    ast.Attribute: lambda n: f"{_flat(n.value)}.{n.attr}",
    ast.Subscript: lambda n: f"{_flat(n.value)}[{_flat(n.slice)}]",
    ast.Call: lambda n: f"{_flat(n.func)}({', '.join(_items(n))})",
    ast.Tuple: _tuple,
    ast.Dict: _dict,
    ast.BinOp: lambda n: f"{_part(n.left)} {_OPS[type(n.op)]} {_part(n.right)}",
    ast.UnaryOp: lambda n: f"{_OPS[type(n.op)]}{_part(n.operand)}",
    ast.Compare: lambda n: f"{_part(n.left)} {_OPS[type(n.ops[0])]} {_part(n.comparators[0])}",
    ast.BoolOp: lambda n: _OPS[type(n.op)].join([_part(v) for v in n.values]),
    ast.IfExp: lambda n: f"{_part(n.body)} if {_part(n.test)} else {_part(n.orelse)}",
    ast.ListComp: _list_comp,
}


def _laid_out(n: ast.expr, indent: int, text: str) -> str:
    """`text` (`n`'s one line), or, when that line would pass `WIDTH`, `n` laid over lines by the
    layout of its class (`_BREAKABLE`; a node of another class is never broken)."""
    if len(text) + indent <= WIDTH:
        return text
    lay = _BREAKABLE.get(type(n))
    return text if lay is None else lay(n, indent, text)


def _piece(x: ast.expr, at: int) -> str:
    """An item laid out from column `at`, in parentheses when it is itself an operation."""
    body = _laid_out(x, at, _one_line(x))
    return f"({body})" if type(x) in _LOOSE else body


def _laid_bool_op(n: ast.BoolOp, indent: int, text: str) -> str:
    pad, inner = " " * indent, " " * (indent + 4)
    joiner = f"\n{inner}{_OPS[type(n.op)].strip()} "
    return "(\n" + inner + joiner.join([_piece(v, indent + 4) for v in n.values]) + f"\n{pad})"


def _laid_if(n: ast.IfExp, indent: int, text: str) -> str:
    pad, inner, at = " " * indent, " " * (indent + 4), indent + 4
    return (f"(\n{inner}{_piece(n.body, at)}\n{inner}if {_piece(n.test, at)}"
            f"\n{inner}else {_piece(n.orelse, at)}\n{pad})")


def _laid_call(n: ast.Call, indent: int, text: str) -> str:
    if not (n.args or n.keywords):
        return text
    at, inner = indent + 4, " " * (indent + 4)
    items = [_piece(a, at) for a in n.args]
    items += [("**" if k.arg is None else f"{k.arg}=") + _piece(k.value, at) for k in n.keywords]
    return _one_line(n.func) + "(\n" + "".join([f"{inner}{i},\n" for i in items]) + " " * indent + ")"


def _laid_tuple(n: ast.Tuple, indent: int, text: str) -> str:
    if not n.elts:
        return text
    at, inner = indent + 4, " " * (indent + 4)
    return "(\n" + "".join([f"{inner}{_piece(e, at)},\n" for e in n.elts]) + " " * indent + ")"


def _laid_dict(n: ast.Dict, indent: int, text: str) -> str:
    if not n.keys:
        return text
    at, inner = indent + 4, " " * (indent + 4)
    items = [f"**{_piece(v, at)}" if k is None else f"{_one_line(k)}: {_piece(v, at)}"
             for k, v in zip(n.keys, n.values)]
    return "{\n" + "".join([f"{inner}{i},\n" for i in items]) + " " * indent + "}"


_BREAKABLE = {ast.BoolOp: _laid_bool_op, ast.IfExp: _laid_if, ast.Call: _laid_call, ast.Tuple: _laid_tuple,
              ast.Dict: _laid_dict}


def wrapped(node: ast.expr, indent: int = 4) -> str:
    """Source of `node` laid over lines of about `WIDTH` characters, starting at column `indent`."""
    text = _one_line(node)
    return text if len(text) + indent <= WIDTH else _laid_out(node, indent, text)   # (most fit: no call)


if _fast_expr is not None:
    _fast_expr.bind((ast.Name, ast.Constant, ast.Attribute, ast.Subscript, ast.Call, ast.Tuple, ast.Dict, ast.ListComp,
                     ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp, ast.IfExp), _OPS)
