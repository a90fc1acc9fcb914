"""Names and scopes of expressions: what a bare name is (`resolve_name`, the one name resolution of
the language) in the scope it is read in (`Scope`, keyed for the types the checks keep,
`FoundTypes`), how a call's arguments bind to a formula's parameters (`bind_formula_args`), both
shared with the lowering (`dsl.lower`); the type checks' reading of a bare name (`Names`, a mixin
of `expressions.TypeChecker`: E202, E203, E206, E401, W206), and the names that are one name in the
generated Python (E101). Fed by: the resolver's symbols.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..ir import nodes_under
from ..python_names import KEYWORDS, py_name
from ..resolver import Symbols
from ..source import Span
from .expr_types import LIST_OF

if TYPE_CHECKING:
    from .expressions import TypeChecker

class Scope(dict):
    """Name → type in an expression's scope: its own names (a formula's parameters, the name an
    aggregate gives each item of its list) over `outer`, the scope it is made in, which is read
    through, never copied (a copy of the book's names per formula made the checks grow with the
    square of the book). `params` are the enclosing formula's parameters, `locals` the items' names
    (`u` in `for each u in …`).

    `key`, when set, names the scope in the types the checks keep for the lowering
    (`TypeChecker._types`): a formula's body is read in `("formula", id)`, an aggregate's items in
    its outer scope's key and the aggregate's `id` (`item_scope`). The lowering makes its scopes
    again under the same keys, so the checks keep no scope object made for one formula or one
    aggregate. A scope without a key (the book's own, a default's) is known by its `id` and kept."""
    params: frozenset = frozenset()
    locals: frozenset = frozenset()
    key: tuple | None = None
    declared: dict = {}   # parameter name → its `Param` (`column of …` is read from it)

    def __init__(self, outer: dict[str, str], own: dict[str, str] | None = None):
        super().__init__(own or ())
        self.outer = outer

    def __missing__(self, name: str) -> str:
        return self.outer[name]

    def __contains__(self, name: object) -> bool:
        return dict.__contains__(self, name) or name in self.outer

    def get(self, name: str, default=None):
        return self[name] if name in self else default

    def __iter__(self):
        return iter(dict.fromkeys([*dict.__iter__(self), *self.outer]))

    def __len__(self) -> int:
        return len(self.outer) + sum(name not in self.outer for name in dict.__iter__(self))

    def __bool__(self) -> bool:   # (`scope or base`: asked without counting the outer names)
        return dict.__len__(self) > 0 or bool(self.outer)

    def keys(self):
        return list(self)

    def items(self):
        return [(name, self[name]) for name in self]

    def values(self):
        return [self[name] for name in self]


def scope_key(scope: dict[str, str]) -> object:
    """The key a scope's types are kept under: its `key`, or its `id` (see `Scope`)."""
    key = getattr(scope, "key", None)
    return id(scope) if key is None else key


def item_scope(scope: dict[str, str], e: m.Aggregate, item: str) -> Scope:
    """The scope of an aggregate's body and filter: `scope` with the item's name (`e.var`) of type
    `item`, keyed by `scope`'s key and the aggregate (the checks and the lowering make the same)."""
    inner = Scope(scope, {e.var: item})
    inner.params = getattr(scope, "params", frozenset())
    inner.declared = getattr(scope, "declared", {})
    inner.locals = getattr(scope, "locals", frozenset()) | {e.var}
    inner.key = (scope_key(scope), id(e))
    return inner


def resolve_name(sym: Symbols, scope: dict[str, str], name: str, expect: str | None = None) -> tuple[str, str]:
    """What a bare name in an expression is, and its type: ('local' | 'param' | 'fact' | 'constant' |
    'builtin_fact' | 'enum_value' | 'unknown', type). The one name resolution of the language, used
    by the checker and by the lowering to the rule model. Parameters shadow facts and constants;
    an enum value is read only where an enum is expected (`terrain is city`)."""
    if name in getattr(scope, "locals", ()):
        return "local", scope[name]
    if name in getattr(scope, "params", ()):
        return "param", scope[name]
    if name in scope:
        kind = sym.kind(name)
        if kind in ("fact", "constant"):
            return kind, scope[name]
        return ("builtin_fact" if name in ("scenario", "options") else "param"), scope[name]
    if expect and name in sym.enum_values.get(expect, {}):
        return "enum_value", expect
    return "unknown", "any"


def compared_hint(sym: Symbols, t: str, other: m.Expr) -> str | None:
    """What the names of `other`, compared with a value of type `t`, are read as: `t` when it is an
    enum (`terrain == woods`), or a list of an enum's values when `other` is a list literal
    (`l(1) == [woods]`: each item a value of that enum). Shared with the lowering."""
    if t in sym.enum_values:
        return t
    if isinstance(other, m.ListLit) and t.startswith(LIST_OF) and t.removeprefix(LIST_OF) in sym.enum_values:
        return t
    return None


def compared_sides(e: m.Compare) -> tuple[m.Expr, m.Expr, bool]:
    """The side to type first and the side read with its hint, and whether they are swapped: a
    list literal is read after the other side (`[woods] == l(1)` as `l(1) == [woods]`)."""
    if isinstance(e.left, m.ListLit) and not isinstance(e.right, m.ListLit):
        return e.right, e.left, True
    return e.left, e.right, False


def item_hint(sym: Symbols, expect: str | None) -> str | None:
    """The enum a list literal's items are values of, where the list is expected to be `list of <enum>`."""
    if expect and expect.startswith(LIST_OF) and expect.removeprefix(LIST_OF) in sym.enum_values:
        return expect.removeprefix(LIST_OF)
    return None


def enum_hint(sym: Symbols, scope: dict[str, str], e: m.Expr) -> str | None:
    """The enum that the bare names an `if … then … else …` gives belong to: the enums of the
    branches that are names of no fact, constant or parameter, when exactly one enum holds them all
    (`if turn in mud_turns then mud else clear` is a weather even if a terrain is `clear` too)."""
    names: list[str] = []
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, m.If):
            stack += [x.then, x.otherwise]
        elif isinstance(x, m.Name) and x.name not in scope:
            names.append(x.name)
    if not names:
        return None
    common = [t for t, values in sym.enum_values.items() if t != "scenario" and all(n in values for n in names)]
    if len(common) == 1:
        return common[0]
    # some names may be misspelled: the one enum holding all the others
    holders = {t for t, values in sym.enum_values.items() if t != "scenario" and any(n in values for n in names)}
    return holders.pop() if len(holders) == 1 else None


def bind_formula_args(f: m.Formula, args: tuple[m.Arg, ...]) -> tuple[dict[str, m.Arg], list[m.Arg]]:
    """A formula call's arguments: {parameter: argument} (positional in order, then by name), and the
    named arguments that are not parameters (facts laid over the caller's). The one argument binding
    of the language, used by the checker and by the lowering."""
    params = f.params
    names = {p.name for p in params}
    bound: dict[str, m.Arg] = {}
    named: list[m.Arg] = []
    facts: list[m.Arg] = []
    positional = 0
    for a in args:   # (one pass: every call of a formula, in the checks and in the lowering, binds)
        if a.name is None:
            if positional < len(params):
                bound[params[positional].name] = a
            positional += 1
        elif a.name in names:
            named.append(a)
        else:
            facts.append(a)
    for a in named:
        bound[a.name] = a
    return bound, facts


def calls_under(root) -> list[m.Call]:
    """The calls under a node (a construct or an expression), in the order `ir.walk` meets them.
    Positions (`Span`s: half the nodes of a book's rules, none holding a call) are not read."""
    return nodes_under(root, m.Call, (Span,))


class FoundTypes(NamedTuple):
    """What a book's checks found, for its lowering (`dsl.lower`), which asks the same of the same
    nodes: the type of each formula's value, by its id; the scope the checks read the book's own
    names in (`base`: its facts and constants, where an example's checks and the conditions are
    read); and the type of every node checked, by the node's `id`, its scope's key (`scope_key`)
    and the enum it was expected of, with the node (which keeps its `id` its own) and the scope when
    it is known by its `id`. The lowering reads the book in `base` and in scopes of the same keys,
    so it finds every type the checks worked out. Only a book without errors is lowered, and in
    such a book a node's type depends on nothing else: no formula was met while its own check was
    under way (a cycle, E405)."""
    formulas: dict[str, str]
    base: dict[str, str]
    types: dict[tuple[int, object, str | None], tuple[str, m.Expr, dict | None]]


def formula_key(f: m.Formula) -> tuple[str, str]:
    """The key of the scope a formula's body is read in (`Scope`)."""
    return ("formula", f.id)


def use_key(e: m.ExceptionRule) -> tuple[str, str]:
    """The key of the scope an exception's `use` is read in when it overrides a formula: the
    formula's parameters over the book's own names (`Scope`)."""
    return ("use", e.id)


def _hidden_value(sym, scope, expr, wanted: str) -> str:
    """A hint for a value of `wanted` (a side, an enum value) written where a fact, constant or
    parameter of the same name hides it: "expected side, got number … write a value of side (red,
    blue) here" asked for the very `red` written (the hard-inputs probe); "" otherwise."""
    if isinstance(expr, m.Name) and expr.name in sym.enum_values.get(wanted, ()):
        return f"{_hides(expr.name, resolve_name(sym, scope, expr.name)[0], wanted)}: rename one of them"
    return ""


_FOUND_WORDS = {"local": "item", "param": "parameter", "builtin_fact": "built-in fact"}


def _hides(name: str, found: str, wanted: str) -> str:
    """"`red` here is the constant red, which hides the value red of side": what a name read in a
    value's place is (`found`, as `resolve_name` says it)."""
    return f"`{name}` here is the {_FOUND_WORDS.get(found, found)} {name}, which hides the value {name} of {wanted}"


def _hidden_same_type(report: Report, e: m.Name, found: str, wanted: str) -> None:
    """W206 where a value of `wanted` is written and a fact, constant, parameter or item of that
    name and type is read instead: `fact terrain: terrain` beside a value `terrain` made `x is
    terrain` compare with the fact, always yes for `terrain is terrain`, without a word (the
    hard-inputs probe). Of another type it is E401, with `_hidden_value`'s hint."""
    what = _FOUND_WORDS.get(found, found)
    report.warning("W206", f"{_hides(e.name, found, wanted)}: the {what} is read", e.span,
                   f"rename the {what} or the value: no other spelling names the value {e.name} where the {what} "
                   f"{e.name} can be read")


_KIND_WORDS = {"results": "result vocabulary"}


_FLAG_WORDS = {"no": "no", "false": "no", "off": "no", "yes": "yes", "true": "yes", "on": "yes"}


def _named_like(sym: Symbols, name: str) -> str:
    """"did you mean the fact game_turn?" for a name that is no value (`when turn == 1`, `turn` the
    sequence: the third designer probe) and is a word of a fact's name; "" when none is."""
    facts = [f.id for f in sym.book.facts if name in f.id.split("_") and f.id != name]
    if not facts:
        return ""
    said = " or ".join(f"the fact {f}" for f in facts[:3])
    return f"did you mean {said}? ({name} names {a_(_KIND_WORDS.get(sym.kind(name), sym.kind(name)))})"


def titled_as(name: str, values: dict) -> str:
    """"did you mean forest (titled 'Woods')?" for `woods` where a value is titled so: a value renamed
    and its title kept, its old name left in the rules ('' when none is)."""
    folded = name.casefold()
    hit = next((v for v in values.values() if v.title and v.title.casefold() == folded and v.id != name), None)
    return f"did you mean {hit.id} (titled {hit.title!r})?" if hit is not None else ""


# The book's fields whose constructs are functions of the generated package (`FUNCTIONS`).
PYTHON_FUNCTIONS = ("tables", "formulas", "modifiers", "combines", "permissions")


def one_python_name(lead: str, name: str, other: str) -> str:
    """Why `name` and `other` (`lead` names them) are one name in the generated Python package."""
    renamed, plain = (name, other) if py_name(name) != name else (other, name)
    why = ("a name starting with _ is written u_… there" if renamed.startswith("_")
           else f"{renamed} is a Python keyword" if renamed in KEYWORDS
           else f"{renamed} is a name Python or the generated package has already")
    return f"{lead} are one name in the generated Python package, {plain}: {renamed} is written so ({why})"


def check_python_names(sym: Symbols, report: Report, types: TypeChecker) -> None:
    """E101 where two names of one Python scope become one identifier (`py_name`): a rule `print`
    and a rule `print_` (both written `print_`), a rule `_x` and a rule `u_x`; two parameters of one
    formula so (an item of `for each` and a parameter: `_Aggregate`). The generated package would
    hold one function for both, answering for one with the other. A parameter named like a rule is
    no clash: a body calls rules as `_rule_<name>`."""
    seen: dict[str, str] = {}
    for field in PYTHON_FUNCTIONS:
        for node in getattr(sym.book, field):
            first = seen.setdefault(py_name(node.id), node.id)
            if first != node.id:
                report.error("E101", one_python_name(f"the rules {first} and {node.id}", node.id, first), node.span,
                             f"rename {node.id} or {first}")
    for f in sym.book.formulas:
        params: dict[str, str] = {}
        for p in f.params:
            python = py_name(p.name)
            other = params.setdefault(python, p.name)
            if other != p.name:
                report.error("E101", one_python_name(f"{p.name}, a parameter of {f.id}, and {other}", p.name, other),
                             p.span, f"give the parameter another name than {p.name}")


class Names:
    """The type checks of a bare name (`expressions.TypeChecker`'s method for `m.Name`)."""

    def _Name(self, e: m.Name, scope, expect):
        found, t = resolve_name(self.sym, scope, e.name, expect)
        if found == "builtin_fact" and e.name == "options" and not self._passing_options:
            # (its every use but passing it along had a hint no book can follow: "write an options on the right")
            self.report.error("E401", "a rule does not read `options`, the optional rules chosen: a rule of an "
                              "optional clause is in play only when its clause is chosen", e.span,
                              "put the rule in the optional clause (`clause N \"…\" optional`); a call may pass the "
                              "options along: `f(…, options: options)`")
            return "any"
        if found != "unknown":
            if t == expect and found != "enum_value" and e.name in self.sym.enum_values.get(expect, ()):
                _hidden_same_type(self.report, e, found, expect)
            return t
        kind = self.sym.kind(e.name)
        if kind is not None:
            self.report.error("E203", f"{e.name} is {a_(_KIND_WORDS.get(kind, kind))}; it cannot be used as a value here", e.span,
                              f"call it: {e.name}(…)" if kind in ("formula", "table", "modifier", "combine") else
                              f"{e.name} is a type: read a fact of it, or write one of its values"
                              if kind == "enum" else
                              "a fact is read by the rules, not here: write a value (a number, a text, yes or no)"
                              if kind == "fact" else _named_like(self.sym, e.name) or
                              "write a fact, a constant or a parameter here, or call a rule: NAME(…)")
            return "any"
        if expect:
            values = self.sym.enum_values.get(expect, {})
            self.report.error("E206", f"{e.name} is not a value of {expect}", e.span,
                              titled_as(e.name, values) or suggest(e.name, values) or (f"values: {', '.join(values)}" if values else
                                                          "the book declares no scenario" if expect == "scenario" else
                                                          f"{expect} has no values"))
            return expect
        holders = sorted(t for t, values in self.sym.enum_values.items() if e.name in values)
        if holders and self.untyped:   # (most likely a value of the type misspelt, which E204 names: said once there)
            return "any"
        if holders:   # `red`, `armor` with no side or enum expected: a value, but of which type?
            what = {"side": "a side", "scenario": "a scenario"}.get(holders[0], f"a value of the enum {holders[0]}")
            self.report.error("E203", f"{e.name} is {what}; it is a value only where a {holders[0]} is expected",
                              e.span, f"compare with it (`FACT is {e.name}` for a fact of type {holders[0]}) or "
                                      f"pass it where a {holders[0]} is expected (a fact or a parameter of that type)")
            return "any"
        known = list(scope) + [v for vs in self.sym.enum_values.values() for v in vs]
        # (`No`, `false`, `True`: the language's own words are yes and no, unless a name of the book is meant)
        flag = _FLAG_WORDS.get(e.name.lower()) if e.name.lower() not in {k.lower() for k in known} else None
        self.report.error("E202", f"unknown name {e.name}", e.span,
                          f"write `{flag}`: a flag is yes or no, in small letters" if flag else
                          f'a table\'s result is text: write "{e.name}"' if e.name in self._cell_texts() else
                          suggest(e.name, known) or "declare it as a fact, a constant or a parameter")
        return "any"

    def _cell_texts(self) -> set[str]:
        """The texts of the book's table cells and result patterns (`DR`, `EX`): a name among them is
        most likely a result written without its quotes (`crt(…) == DR`)."""
        if self._cells is None:   # (results only: not the row labels, `Woods`, nor the header row)
            self._cells = {p.text for r in self.sym.book.results for p in r.patterns}
            for t in self.sym.book.tables:
                rows = [row for row in t.grid if not row.separator and not row.group]
                self._cells |= {cell.text for row in rows[1:] for cell in row.cells[1:]}
        return self._cells
