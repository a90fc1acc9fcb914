"""Model building, expressions: the methods of `builder.ToModel` for the expression rules of the
grammar (and a clause's prose, whose references they share), as a mixin. Fed by: `parser`, through
`builder.ToModel`, which inherits them; feeds the same `model` classes.

Each method receives its rule's children already built and returns a `model` expression node, its
span from Lark's propagated metadata (methods marked `_meta`). `number_value` reads a number token
as the exact number it writes (an int, or a Fraction for a decimal or a fraction).
"""
from __future__ import annotations

from fractions import Fraction

from lark import Token, v_args

from . import model as m
from .pieces import Prose
from .spans import by_slots
from .text import prose, unquote

_meta = v_args(meta=True, inline=True)   # a method that also needs its rule's position
_inline = v_args(inline=True)            # one that needs its children only (what `ToModel` declares for all)


_prose = by_slots(Prose)   # `Prose(text, refs, marked)`

SIGNED = ("SIGNED_INT", "SIGNED_FRACTION", "SIGNED_DECIMAL")   # a value written with its sign (`= -1/2`)


def number_value(tok: Token):
    s = str(tok)
    if tok.type in ("INT", "SIGNED_INT", "HEX"):
        return int(s)
    if tok.type in ("DECIMAL", "SIGNED_DECIMAL"):
        return Fraction(s)
    if tok.type in ("FRACTION", "SIGNED_FRACTION"):
        a, b = s.split("/")
        return Fraction(int(a), int(b)) if int(b) else None   # x/0: left for the checks to report
    raise ValueError(tok.type)


class ExpressionsToModel:
    """The expression rules of `builder.ToModel` (which provides `path` and `_at`)."""

    # ------------------------------------------------------------ expressions
    @_meta
    def if_expr(self, meta, condition, then, otherwise):
        return m.If(condition, then, otherwise, self._at(meta))

    @_meta
    def or_expr(self, meta, left, right):
        return self._logic("or", left, right, meta)

    @_meta
    def and_expr(self, meta, left, right):
        return self._logic("and", left, right, meta)

    def _logic(self, op: str, left, right, meta) -> m.Logic:
        operands = (left.operands if isinstance(left, m.Logic) and left.op == op else (left,)) + (right,)
        return m.Logic(op, operands, self._at(meta))

    @_meta
    def not_expr(self, meta, operand):
        return m.Not(operand, self._at(meta))

    @_meta
    def compare(self, meta, left, op, right):
        return m.Compare(op, left, right, self._at(meta))

    @_meta
    def is_expr(self, meta, left, value):
        return m.Is(left, value, False, self._at(meta))

    @_meta
    def is_not_expr(self, meta, left, value):
        return m.Is(left, value, True, self._at(meta))

    @_meta
    def in_expr(self, meta, left, *options):
        return m.In(left, options, False, self._at(meta))

    @_meta
    def not_in_expr(self, meta, left, *options):
        return m.In(left, options, True, self._at(meta))

    @_meta
    def in_named(self, meta, left, over):
        return m.In(left, (), False, self._at(meta), m.Name(str(over), self._at(over)))

    @_meta
    def not_in_named(self, meta, left, over):
        return m.In(left, (), True, self._at(meta), m.Name(str(over), self._at(over)))

    @_inline
    def comp_op(self, op):
        return str(op)

    @_meta
    def add(self, meta, left, right):
        return m.BinOp("+", left, right, self._at(meta))

    @_meta
    def sub(self, meta, left, right):
        return m.BinOp("-", left, right, self._at(meta))

    @_meta
    def mul(self, meta, left, right):
        return m.BinOp("*", left, right, self._at(meta))

    @_meta
    def div(self, meta, left, right):
        return m.BinOp("/", left, right, self._at(meta))

    @_meta
    def neg(self, meta, operand):
        return m.Neg(operand, self._at(meta))

    @_meta
    def method_call(self, meta, target, method, args=()):
        return m.MethodCall(target, str(method), args, self._at(meta))

    @_meta
    def field(self, meta, target, name):
        return m.FieldOf(target, str(name), self._at(meta))

    @_meta
    def cell_amount(self, meta, func, *rest):
        """A modifier's amount read from a table cell: the lookup, then the number field. Without
        arguments (`t().x`) the tree has no `args` child: the field's name comes right after."""
        *args, name = rest
        return m.FieldOf(m.Call(str(func), args[0] if args and args[0] else (), self._at(meta)), str(name),
                         self._at(meta))

    @_meta
    def name(self, meta, name):
        return m.Name(str(name), self._at(meta))

    @_meta
    def call(self, meta, func, args=()):
        return m.Call(str(func), args, self._at(meta))

    @_meta
    def aggregate(self, meta, op, body, var, source, where=None):
        return m.Aggregate(str(op), body, str(var), source, where, self._at(op), self._at(var), self._at(meta))

    @_meta
    def list_lit(self, meta, *items):
        return m.ListLit(tuple(i for i in items if i is not None), self._at(meta))

    @_inline
    def args(self, *args):
        return args

    @_meta
    def arg(self, meta, *children):
        if len(children) == 2:
            return m.Arg(str(children[0]), children[1], self._at(children[0]))
        return m.Arg(None, children[0], self._at(meta))

    @_meta
    def ratio(self, meta, tok):
        a, b = str(tok).split(":")
        return m.RatioLit(int(a), int(b), self._at(meta))

    @_meta
    def dice(self, meta, tok):
        n, s = str(tok).split("d")
        return m.DiceLit(int(n), int(s), self._at(meta))

    @_meta
    def string(self, meta, tok):
        return m.Text(unquote(tok), self._at(meta))

    @_meta
    def yes(self, meta):
        return m.Bool(True, self._at(meta))

    @_meta
    def no(self, meta):
        return m.Bool(False, self._at(meta))

    @_meta
    def none(self, meta):
        return m.NoneLit(self._at(meta))

    @_meta
    def int(self, meta, tok):
        return m.Num(number_value(tok), self._at(meta))

    decimal = fraction = int

    # ------------------------------------------------------------ tokens
    @_inline
    def text(self, tok):
        return _prose(*prose(tok, self.path))
