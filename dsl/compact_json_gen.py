"""Builds `compact_json`'s encoders and decoders: one `ast` function per model class, from its
fields' declared types (never from text, never from data), and writes them out as the two modules
the package ships (`compact_json_encoders`, `compact_json_decoders`). Fed by: `compact_json` (the
classes, their types, the names the generated code reads), which imports the shipped modules when
their key is the key of the model and of this generator as they are now, and calls `built` here
only when they are not (an edited model class: compiled at import, as before, until
`python -m dsl.compact_json_gen --write` writes them again; a test fails until then). The decoders'
module also holds them as data (`schema`: each type's kind and parts), the table the C decoder
(`compact_json_fast`, `dsl/_fast_decode.c`) reads.

The generated code reads constants by name (a class, a slot's setter, a set of classes, a union's
table of encoders): each is recorded with its recipe (`recipe`), so that the shipped module is
plain source, and `compact_json` binds the same objects under the same names before it runs.
"""
from __future__ import annotations

import ast
import sys
import types
from fractions import Fraction
from pathlib import Path
from pprint import pformat
from typing import Any, NamedTuple, Union, get_args, get_origin

import attrs

from . import compact_json as cj
from .source import Span

# (read from `compact_json` when the generators run: it may be importing this module itself)
CLASSES, TAGGED, _TAG, _PLAIN, _settable = cj.CLASSES, cj.TAGGED, cj._TAG, cj._PLAIN, cj._settable
_NONE = type(None)


def _plain(t) -> bool:
    """Is every value of `t` written as itself (str, int, bool, None and unions of them)?"""
    if t in _PLAIN:
        return True
    return _is_union(t) and all(a in _PLAIN for a in get_args(t))


def _is_union(t) -> bool:
    return get_origin(t) in (Union, types.UnionType)


def _optional(t):
    """`X` for `X | None` (X not itself plain), else None."""
    if _is_union(t):
        args = get_args(t)
        rest = [a for a in args if a is not _NONE]
        if len(rest) < len(args):
            return rest[0] if len(rest) == 1 else Union[tuple(rest)]
    return None


def _homogeneous(t):
    args = get_args(t)
    return args[0] if get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis else None


def _fields(cl) -> list[attrs.Attribute]:
    fields = list(attrs.fields(cl))
    if any(f.kw_only or not f.init for f in fields):
        raise TypeError(f"{cl.__name__}: keyword-only or non-init fields are not supported")
    return fields


class Built(NamedTuple):
    """What a generator made: its functions, the function of each class (and type), the constants
    they read by name, and the union tables to fill with the encoders of their classes."""
    funcs: list
    names: dict
    consts: dict
    unions: list




def module(built: Built) -> ast.Module:
    """The functions as one module, every node placed (what `compile` needs)."""
    return _located(ast.Module(list(built.funcs), []))


# ---------------------------------------------------------------- building

def _load(name: str) -> ast.Name:
    return ast.Name(name, ast.Load())


def _assign(name: str, value: ast.expr) -> ast.Assign:
    return ast.Assign([ast.Name(name, ast.Store())], value)


def _located(tree: ast.Module) -> ast.Module:
    """Every node of generated code placed at line 1, column 0, as `compile` needs: what
    `ast.fix_missing_locations` does for code that has no source, in one loop rather than its
    recursion (which was a third of importing this module: 19,000 nodes)."""
    stack: list = [tree]
    while stack:
        node = stack.pop()
        if "lineno" in node._attributes:
            node.lineno = node.end_lineno = 1
            node.col_offset = node.end_col_offset = 0
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, ast.AST):
                stack.append(value)
            elif isinstance(value, list):
                stack.extend(v for v in value if isinstance(v, ast.AST))
    return tree


class _Generator:
    """What both generators keep: the constants the code reads by name (numbered after the names
    `compact_json` binds, `base`), its functions, the function of each type, its temporaries."""

    TEMP = "_t"   # the prefix of a temporary's name

    def __init__(self, base: dict):
        self.base = base
        self.env: dict[str, object] = dict.fromkeys(base)
        self.funcs: list[ast.FunctionDef] = []
        self.names: dict[object, str] = {}
        self.temps = 0

    def const(self, value, hint: str) -> ast.Name:
        name = f"{hint}_{len(self.env)}"
        self.env[name] = value
        return _load(name)

    def temp(self) -> str:
        self.temps += 1
        return f"{self.TEMP}{self.temps}"

    def _built(self, unions: list[str]) -> Built:
        return Built(self.funcs, self.names, {k: v for k, v in self.env.items() if k not in self.base}, unions)


class _EncGen(_Generator):
    """Builds the encoders: one `ast` function per class, checking every value's class as it
    writes it (the decoders' mirror image)."""

    TEMP = "_e"

    def __init__(self):
        super().__init__(cj.ENC_BASE)
        self.unions: list[tuple[str, tuple]] = []     # (the name of a union's table, its classes)

    def encoder_name(self, t) -> str:
        if t not in self.names:
            name = self.names[t] = f"E{len(self.names)}"
            x = _load("x")
            if isinstance(t, type) and attrs.has(t) and t is not Span:
                test = ast.Compare(ast.Attribute(x, "__class__", ast.Load()), [ast.IsNot()],
                                   [self.const(t, t.__name__)])
                items = [ast.Constant(_TAG[t])] if t in _TAG else []
                items += [self.expr(f.type, ast.Attribute(x, f.name, ast.Load())) for f in _fields(t)]
                body = [ast.If(test, [ast.Expr(ast.Call(_load("REFUSE"), [x, ast.Constant(t.__name__)], []))], []),
                        ast.Return(ast.List(items, ast.Load()))]
            else:
                body = [ast.Return(self.expr(t, x))]
            self.funcs.append(ast.FunctionDef(
                name, ast.arguments([], [ast.arg("x")], None, [], [], None, []), body, [], None))
        return self.names[t]

    def call(self, func: str, node) -> ast.expr:
        return ast.Call(_load(func), [node], [])

    def checked(self, node, test, good) -> ast.expr:
        """`good if test else REFUSE(node)`."""
        return ast.IfExp(test, good, ast.Call(_load("REFUSE"), [node], []))

    def expr(self, t, node) -> ast.expr:
        """An expression writing `node`, a value declared `t`."""
        if _plain(t):       # exactly these classes: a subclass (a Lark token for a str) would come back as its base
            tmp = self.temp()
            allowed = self.const(frozenset((t,) if t in _PLAIN else get_args(t)), "plain")
            test = ast.Compare(ast.Attribute(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), "__class__",
                                             ast.Load()), [ast.In()], [allowed])
            return self.checked(_load(tmp), test, _load(tmp))
        if t is Span:
            return self.call("SPAN_OUT", node)
        if t in (object, Any) or t == Union[int, Fraction]:
            return self.call("ANY_OUT", node)
        inner = _optional(t)
        if inner is not None:
            tmp = self.temp()
            return ast.IfExp(ast.Compare(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), [ast.Is()],
                                         [ast.Constant(None)]),
                             ast.Constant(None), self.expr(inner, _load(tmp)))
        item = _homogeneous(t)
        if item is not None:      # `[E(i) for i in x] if x else 0`, x a tuple
            tmp = self.temp()
            is_tuple = ast.Compare(ast.Attribute(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), "__class__",
                                                 ast.Load()), [ast.Is()], [_load("tuple")])
            items = ast.Call(_load("list"), [ast.Call(_load("map"), [_load(self.encoder_name(item)), _load(tmp)],
                                                      [])], [])
            return self.checked(_load(tmp), is_tuple, ast.IfExp(_load(tmp), items, ast.Constant(0)))
        if get_origin(t) is tuple:
            tmp = self.temp()
            args = get_args(t)
            test = ast.BoolOp(ast.And(), [
                ast.Compare(ast.Attribute(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), "__class__", ast.Load()),
                            [ast.Is()], [_load("tuple")]),
                ast.Compare(ast.Call(_load("len"), [_load(tmp)], []), [ast.Eq()], [ast.Constant(len(args))])])
            parts = [self.expr(a, ast.Subscript(_load(tmp), ast.Constant(i), ast.Load())) for i, a in enumerate(args)]
            return self.checked(_load(tmp), test, ast.List(parts, ast.Load()))
        if _is_union(t):
            members = get_args(t)
            if not all(cl in _TAG for cl in members):
                raise TypeError(f"cannot write a {t}")
            table = self.const({cl: None for cl in members}, "union")
            self.unions.append((table.id, members))
            tmp = self.temp()
            pick = ast.Call(ast.Attribute(table, "get", ast.Load()),
                            [ast.Attribute(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), "__class__", ast.Load()),
                             _load("REFUSE")], [])
            for cl in members:
                self.encoder_name(cl)
            return ast.Call(pick, [_load(tmp)], [])
        if isinstance(t, type) and attrs.has(t):
            return self.call(self.encoder_name(t), node)
        raise TypeError(f"cannot write a {t}")

    def built(self) -> Built:
        for cl in CLASSES:
            self.encoder_name(cl)
        return self._built([table for table, _ in self.unions])



class _Gen(_Generator):
    """Builds the decoders: one `ast` function per class, compiled together."""

    def __init__(self):
        super().__init__(cj.DEC_BASE)

    def decoder_name(self, t) -> str:
        """The name of a function decoding a value declared `t` (made on first use)."""
        if t not in self.names:
            name = self.names[t] = f"D{len(self.names)}"
            arg = ast.Name("v", ast.Load())
            if t is Span:
                body = [ast.Return(self.expr(Span, arg))]
            elif isinstance(t, type) and attrs.has(t):
                body = self.construct(t, arg)
            else:
                body = [ast.Return(self.expr(t, arg))]
            self.funcs.append(ast.FunctionDef(
                name, ast.arguments([], [ast.arg("v")], None, [], [], None, []), body, [], None))
        return self.names[t]

    def call(self, t, node) -> ast.expr:
        return ast.Call(_load(self.decoder_name(t)), [node], [])

    def construct(self, cl, v) -> list[ast.stmt]:
        """Statements building an instance of `cl` from the array `v` and returning it."""
        fields = _fields(cl)
        # `tag, f0, f1, … = v`: one step, and an array of another length is refused
        names = ["tag"] * (cl in _TAG) + [f"f{i}" for i in range(len(fields))]
        unpack = ast.Assign([ast.Tuple([ast.Name(n, ast.Store()) for n in names], ast.Store())], v)
        items = [_load(f"f{i}") for i in range(len(fields))]
        if not _settable(cl):
            args = [self.expr(f.type, item) for f, item in zip(fields, items)]
            return [unpack, ast.Return(ast.Call(self.const(cl, cl.__name__), args, []))]
        # `o = object.__new__(cl)`, then each slot set through its descriptor, as attrs' own
        # `__init__` does (`object.__setattr__`), less its per-field lookups: about a third faster
        body: list[ast.stmt] = [unpack, _assign("o", ast.Call(_load("NEW"), [self.const(cl, cl.__name__)], []))]
        for f, item in zip(fields, items):
            setter = self.const(getattr(cl, f.name).__set__, f"set_{cl.__name__}_{f.name}")
            body.append(ast.Expr(ast.Call(setter, [_load("o"), self.expr(f.type, item)], [])))
        return body + [ast.Return(_load("o"))]

    def expr(self, t, node) -> ast.expr:
        """An expression decoding `node`, a value declared `t`."""
        if _plain(t):
            return node
        if t is Span:       # `S[x]`: the entry's spans, made first (`S[0]` is None)
            return ast.Subscript(_load("S"), node, ast.Load())
        if t in (object, Any) or t == Union[int, Fraction]:
            # `x if x.__class__ in SCALARS else ANY(x)`: a number or a text is itself in both forms
            tmp = self.temp()
            test = ast.Compare(ast.Attribute(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), "__class__", ast.Load()),
                               [ast.In()], [_load("SCALARS")])
            return ast.IfExp(test, _load(tmp), ast.Call(_load("ANY"), [_load(tmp)], []))
        inner = _optional(t)
        if inner is not None:
            tmp = self.temp()
            return ast.IfExp(ast.Compare(ast.NamedExpr(ast.Name(tmp, ast.Store()), node), [ast.Is()],
                                         [ast.Constant(None)]),
                             ast.Constant(None), self.expr(inner, ast.Name(tmp, ast.Load())))
        item = _homogeneous(t)
        if item is not None:       # `tuple(map(D, x)) if (x := …) else ()`: an empty one is 0
            tmp = self.temp()
            items = _load(tmp)
            if not _plain(item):
                items = ast.Call(_load("map"), [_load(self.decoder_name(item)), items], [])
            return ast.IfExp(ast.NamedExpr(ast.Name(tmp, ast.Store()), node),
                             ast.Call(_load("tuple"), [items], []), ast.Constant(()))
        if get_origin(t) is tuple:
            tmp = self.temp()
            parts = [self.expr(a, ast.Subscript(ast.Name(tmp, ast.Load()), ast.Constant(i), ast.Load()))
                     for i, a in enumerate(get_args(t))]
            # (tmp := node, (parts…))[1]: the array named once, its items decoded in order
            return ast.Subscript(ast.Tuple([ast.NamedExpr(ast.Name(tmp, ast.Store()), node),
                                            ast.Tuple(parts, ast.Load())], ast.Load()),
                                 ast.Constant(1), ast.Load())
        if _is_union(t):
            tmp = self.temp()
            table = ast.Name("TAGGED_DEC", ast.Load())
            pick = ast.Subscript(table, ast.Subscript(ast.NamedExpr(ast.Name(tmp, ast.Store()), node),
                                                      ast.Constant(0), ast.Load()), ast.Load())
            return ast.Call(pick, [ast.Name(tmp, ast.Load())], [])
        if isinstance(t, type) and attrs.has(t):
            return self.call(t, node)
        raise TypeError(f"cannot read a {t}")

    def built(self) -> Built:
        for cl in CLASSES:
            self.decoder_name(cl)
        return self._built([])




# ---------------------------------------------------------------- the C decoder's table

def schema() -> tuple:
    """The decoders as data, for the C decoder (`compact_json_fast`): `(types, roots)`, `types` a
    tuple of each type the decoders read, by number, `roots` the number of each class of `CLASSES`.
    A type is `("plain", names of its classes)`, `("span",)`, `("any",)` (a value of no fixed type),
    `("optional", t)`, `("tuple_of", t)` (`tuple[T, ...]`), `("fixed", (t, …))`, `("union",)` (a
    member of `TAGGED`, by its tag), or `("class", module, qualname, tagged, settable, ((field, t),
    …))`: the same cases, in the same order, as the Python decoders' (`_Gen.expr`)."""
    types: list = []
    number: dict = {}

    def of(t) -> int:
        if t not in number:
            number[t] = len(types)
            types.append(None)
            types[number[t]] = entry(t)
        return number[t]

    def entry(t) -> tuple:
        if _plain(t):
            return ("plain", tuple(sorted(a.__name__ for a in ((t,) if t in _PLAIN else get_args(t)))))
        if t is Span:
            return ("span",)
        if t in (object, Any) or t == Union[int, Fraction]:
            return ("any",)
        inner = _optional(t)
        if inner is not None:
            return ("optional", of(inner))
        item = _homogeneous(t)
        if item is not None:
            return ("tuple_of", of(item))
        if get_origin(t) is tuple:
            return ("fixed", tuple(of(a) for a in get_args(t)))
        if _is_union(t):
            return ("union",)
        if isinstance(t, type) and attrs.has(t):
            fields = _fields(t)
            return ("class", t.__module__, t.__qualname__, t in _TAG, _settable(t),
                    tuple((f.name, of(f.type)) for f in fields))
        raise TypeError(f"cannot read a {t}")

    for cl in CLASSES:   # (the fields' declared types read as classes, not text)
        attrs.resolve_types(cl)
    roots = tuple(of(cl) for cl in CLASSES)
    return tuple(types), roots


# ---------------------------------------------------------------- the shipped modules
SHIPPED = {"encoders": Path(__file__).with_name("compact_json_encoders.py"),
           "decoders": Path(__file__).with_name("compact_json_decoders.py")}
_KINDS = {"encoders": _EncGen, "decoders": _Gen}


def built(kind: str) -> Built:
    """The encoders or the decoders, built now."""
    for cl in CLASSES:   # (the fields' declared types read as classes, not text)
        attrs.resolve_types(cl)
    return _KINDS[kind]().built()


def recipe(value) -> tuple:
    """How `compact_json` makes `value` again, a constant the generated code reads (TypeError for
    one it could not make): a class, a set of plain classes, a union's table (filled later), or the
    setter of a class's slot."""
    if isinstance(value, type):
        return ("class", value.__module__, value.__qualname__)
    if isinstance(value, frozenset) and value <= frozenset(_PLAIN):
        return ("plain", tuple(sorted(t.__name__ for t in value)))
    if isinstance(value, dict) and all(isinstance(k, type) for k in value) and not any(value.values()):
        return ("union", tuple((k.__module__, k.__qualname__) for k in value))
    slot = getattr(value, "__self__", None)     # `Class.field.__set__`, bound to the slot's descriptor
    owner = getattr(slot, "__objclass__", None)
    if owner is not None and getattr(owner, slot.__name__, None) is slot:
        return ("setter", owner.__module__, owner.__qualname__, slot.__name__)
    raise TypeError(f"no recipe for the constant {value!r:.60}")


def source(kind: str) -> str:
    """The shipped module of `kind` ("encoders" or "decoders") as it is now: its key, its
    constants' recipes, the name of each class's function (in `compact_json.CLASSES` order), the
    union tables, then the functions (`ast.unparse` of the built module)."""
    b = built(kind)
    names = tuple(b.names[cl] for cl in CLASSES)
    consts = {name: recipe(value) for name, value in b.consts.items()}
    doc = (f'"""The compact JSON {kind} of the typed model, as `compact_json_gen` builds them: written by\n'
           f'`python -m dsl.compact_json_gen --write`; do not edit. Fed by: nothing; `compact_json` imports\n'
           f'this module when KEY is its key for the model and the generator as they are, and binds the\n'
           f'constants (CONSTS: their recipes) and the names the code reads before it runs."""\n')
    def shown(value) -> str:
        return pformat(value, width=100, compact=True, sort_dicts=False)
    head = (f"KEY = {cj.codecs_key()!r}\n"
            f"CONSTS = {shown(consts)}\n"
            f"NAMES = {shown(names)}\n"
            f"UNIONS = {shown(tuple(b.unions))}\n")
    if kind == "decoders":     # (the same decoders as data, for the C decoder)
        head += f"SCHEMA = {shown(schema())}\n"
    return doc + head + "\n\n" + ast.unparse(module(b)) + "\n"


if __name__ == "__main__":   # python -m dsl.compact_json_gen --write
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m dsl.compact_json_gen --write   (writes " +
                 ", ".join(p.name for p in SHIPPED.values()) + ")")
    for kind, path in SHIPPED.items():
        path.write_text(source(kind), encoding="utf-8")
        print(f"wrote {path}")
