"""Expression checks: names, kinds, calls and types in conditions, formulas and examples.
Fed by: `resolver` (the symbol table). Reports E202–E206, E401, E402 and E411.

Types are plain strings: 'number', 'flag', 'ratio', 'text', 'dice', 'result' (a table cell),
'any', the name of an enum ('side' included), the name of a record (one unit's values), or
'list of <record>' (a list fact, read by `sum(… for each u in list)` and the other aggregates).
Reports E212 for a field a record does not declare.
"""
from __future__ import annotations

from typing import NamedTuple

from .. import model as m
from ..diagnostics import Report, a_, closest, kind_said, suggest
from ..ir import nodes_under
from ..python_names import KEYWORDS, py_name
from ..labels import canonical_dice
from ..resolver import BUILTIN_TYPES, Symbols
from ..runtime_inputs import TABLE_INPUTS, played_turns
from ..source import Span
from .label_params import check_label_param, labels_read_elsewhere, param_dice, reads_labels
from ..vocabulary import ANSWER_PARTS, BUILTIN as BUILTIN_RESULTS, fields_by_kind, malformed, pattern_regex

FACT_TYPES = {"flag": "flag", "count": "number", "integer": "number", "number": "number",
              "percent": "number", "ratio": "ratio", "text": "text", "side": "side"}
assert set(FACT_TYPES) <= set(BUILTIN_TYPES)
BUILTINS = {  # name: (min args, max args or None for any number, result type)
    "odds": (2, 2, "ratio"), "percent": (2, 2, "number"), "floor": (1, 1, "number"), "ceil": (1, 1, "number"),
    "round_half_up": (1, 1, "number"), "abs": (1, 1, "number"), "half_up": (1, 1, "number"),
    "half_down": (1, 1, "number"), "min": (2, None, "number"), "max": (2, None, "number"),
}
_KIND_WORDS = {"results": "result vocabulary"}
TABLE_ARGS = frozenset(TABLE_INPUTS)
COLUMN_ARGS = ("column", "odds", "percent", "differential", "value")   # each gives the column a lookup reads
TABLE_ARG_TYPES = {"roll": ("number",), "shift": ("number",), "percent": ("number",), "differential": ("number",),
                   "value": ("number",), "odds": ("ratio", "text", "number"), "column": ("ratio", "text", "number")}
# what every table answer has besides its effects' fields and kinds (runtime.Outcome)
RESULT_PARTS = ANSWER_PARTS | {"underline"}   # and the marks (`.underline`: a field of that name wins)
TABLE_METHODS = {"column": "text", "drm": "number", "lookup": "result", "cell": "text"}
# The table arguments each method reads (besides the facts a rule passes along); `lookup` reads all.
METHOD_READS = {"cell": {"row", "column", "group"},
                "column": {"column", "shift", "odds", "percent", "differential", "value"}}
METHOD_READS["drm"] = METHOD_READS["column"]


AGGREGATES = {  # name: (what the body must be, result type)
    "sum": ("number", "number"), "best": ("number", "number"), "count": ("flag", "number"),
    "any": ("flag", "flag"), "all": ("flag", "flag"),
}
LIST_OF = "list of "


def record_types(sym: Symbols) -> dict[str, m.Record]:
    return {r.id: r for r in sym.book.records}


def value_type(sym: Symbols, word: str) -> str | None:
    """The expression type of a declared type word (a fact's, a parameter's or a record field's),
    or None when the word names no type."""
    if word in FACT_TYPES:
        return FACT_TYPES[word]
    if word in sym.enum_values:
        return word
    records = record_types(sym)
    if word in records:
        return word
    if word.startswith(LIST_OF) and word[len(LIST_OF):] in records:
        return word
    return None


def type_of_fact(sym: Symbols, fact: m.Fact) -> str | None:
    return value_type(sym, fact.type)


def type_choices(sym: Symbols) -> list[str]:
    records = list(record_types(sym))
    return list(FACT_TYPES) + list(sym.enum_values) + records + [LIST_OF + r for r in records]


def compatible(got: str, want: str) -> bool:
    """Can a value of type `got` stand where `want` is expected? (`[]` is a list of anything.)"""
    if "any" in (got, want) or got == want:
        return True
    return got == LIST_OF + "any" and want.startswith(LIST_OF)


def is_list_constant(c: m.Constant) -> bool:
    """`constant mud_turns = [3, 4, 9]` (a ratio constant is a tuple too, printed `3:1`)."""
    return isinstance(c.value, tuple) and c.printed.startswith("[")


def list_constant_type(sym: Symbols, c: m.Constant) -> str:
    """'list of number', or 'list of <enum>' when every item names a value of that one enum
    ('list of any' when the items are of no one type: the checks report it)."""
    names = [i.name for i in c.value if isinstance(i, m.Name)]
    if not names:
        return LIST_OF + "number"
    if len(names) < len(c.value):
        return LIST_OF + "any"
    enums = [en for en, values in sym.enum_values.items() if all(n in values for n in names)]
    return LIST_OF + enums[0] if len(enums) == 1 else LIST_OF + "any"


def _constant_type(c: m.Constant) -> str:
    if isinstance(c.value, tuple):
        return "ratio"
    if isinstance(c.value, str):
        return "dice" if c.printed == c.value and "d" in c.value and c.value.replace("d", "").isdigit() else "text"
    return "number"


def value_shape(sym: Symbols, t: str) -> str:
    """How a value of type `t` is written, for a hint: "a number", "yes or no", "a value of terrain (clear, woods)"."""
    if t.startswith(LIST_OF):
        return f"a list of {t[len(LIST_OF):]} values in brackets, [ … ]"
    if t in sym.enum_values:
        values = list(sym.enum_values[t])
        shown = ", ".join(values[:8]) + (", …" if len(values) > 8 else "")
        return f"a value of {t} ({shown or 'none declared'})"
    if t in record_types(sym):
        return f"{t}(FIELD: …, …)"
    return _SHAPES.get(t, a_(t))


_SHAPES = {"number": "a number", "flag": "yes or no", "text": 'text in quotes, "…"', "ratio": "odds like 3:1",
           "dice": "dice like 2d6", "result": "a table lookup, TABLE(…)", "any": "a value"}


def number_hint(sym: Symbols, t: str) -> str:
    """What to write where a number is needed and a value of type `t` is written."""
    if t == "flag":
        return "a yes or no is no number: write a number, or count it with `if CONDITION then 1 else 0`"
    if t == "text":
        return "write the number without quotes"
    if t == "ratio":
        return "odds are no number: compare them (`odds(a, d) >= 3:1`) or place them on a table's columns"
    if t == "result":
        return "read a number the result prints: TABLE(…).FIELD"
    if t.startswith(LIST_OF):
        return "add its items up: sum(u.FIELD for each u in LIST)"
    if t in record_types(sym):
        return f"read one of its numbers: VALUE.FIELD ({', '.join(fl.name for fl in record_types(sym)[t].fields)})"
    if t in sym.enum_values:
        return f"{a_(t)} is no number: compare it (`x is VALUE`) or turn it into one with `if … then N else M`"
    return "write a number here"


def _compare_hint(sym: Symbols, left: str, right: str, op: str) -> str:
    """What to write instead of a comparison of two types that do not compare so."""
    if "none" in (left, right):
        return "`none` is compared with == or !=: `p(…) == none`"
    ordering = op in ("<", "<=", ">", ">=")
    if left == right:
        return f"{op} orders numbers and odds; compare {left} values with == or !="
    if ordering and "number" in (left, right):
        return f"write a number on both sides of {op}" + (" (without quotes)" if "text" in (left, right) else "")
    if ordering:
        return f"{op} orders numbers and odds; compare values of one type with == or !="
    return f"compare values of one type: write {value_shape(sym, left)} on the right, like the left side"


def _builtin_shape(name: str) -> str:
    """A built-in function written with its arguments, for a hint."""
    hi = BUILTINS[name][1]
    if name == "odds":
        return "odds(attack, defense)"
    if name == "percent":
        return "percent(part, whole)"
    return f"{name}(x)" if hi == 1 else f"{name}(a, b, …)"


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


def column_argument(call: m.Call) -> "m.Expr | None":
    """The column a lookup `call` names: `column:`, or its second argument by position."""
    column = next((a.value for a in call.args if a.name == "column"), None)
    if column is None:
        positional = [a.value for a in call.args if a.name is None]
        column = positional[1] if len(positional) > 1 else None
    return column


def cell_number_fields(sym: Symbols, table: m.Table, call: m.Call) -> tuple[list[str], "m.Expr | None"]:
    """The number fields the cells a lookup reads can print (the named column's vocabulary, or every
    vocabulary of the table when the column is not a literal), and the column argument."""
    from .tables import vocabulary_for
    column = column_argument(call)
    own = dict(table.column_results)
    names = [own.get(column.value, table.results)] if isinstance(column, m.Text) else \
        list(dict.fromkeys([table.results] + list(own.values())))
    fields: list[str] = []
    for name in names:
        vocab = vocabulary_for(sym, table, name)
        if vocab is None:
            continue
        if vocab.builtin in ("number", "integer") and len(names) == 1:
            fields.append("value")
        for p in (vocab.results.patterns if vocab.results is not None else ()):
            rx = pattern_regex(p.text)
            fields.extend(f for f in (rx.groupindex if rx is not None else ()) if f not in fields)
    return fields, column



def _field_name(e: m.FieldOf) -> Span:
    """The `.name` of `target.name`: the end of its span, when it ends on its line (the caret under
    the field read, not under the whole call)."""
    sp = e.span
    if sp.end_line == sp.line and sp.end_column - sp.column > len(e.name):
        return Span(sp.path, sp.line, sp.end_column - len(e.name), sp.line, sp.end_column)
    return sp

def _whole_number(report: Report, type_name: str, value: m.Expr, what: str, hints: tuple[str, str]) -> None:
    """A number written for a `count` or `integer` is whole, and a count's 0 or more: an engine is
    refused such a value (`WrongType`), so the book may neither assume it as a default nor pass it
    in a call (an example, `rules explain`): E401, with `hints` (not whole, negative)."""
    num = value.operand if isinstance(value, m.Neg) else value
    if type_name not in ("count", "integer") or not isinstance(num, m.Num) or num.value is None:
        return
    given = -num.value if num is not value else num.value
    if given != int(given):
        report.error("E401", f"{what} is a whole number ({type_name}), not {given}", value.span, hints[0])
    elif type_name == "count" and given < 0:
        report.error("E401", f"{what} is a count, 0 or more, not {given}", value.span, hints[1])


_GIVEN = ("write a whole number: an engine giving it this value is refused (WrongType)",
          "write 0 or more: an engine giving it this value is refused (WrongType)")
_DEFAULT = ("write a whole number, or declare the fact a number", "declare the fact an integer if it may be negative")


def at_most_value(constant, f) -> int | None:
    """The value of `f`'s `at most` (a fact's bound, a modifier's or combination's cap): the number
    written, or the value of the constant named, read by `constant(name)` (None for a name that is
    no constant); None when none is written or the name is no constant whole number of at least 0
    (E202, E203, E401: `rules._cap`)."""
    if f.at_most is None or isinstance(f.at_most, int):
        return f.at_most
    const = constant(f.at_most)
    ok = const is not None and type(const.value) is int and const.value >= 0
    return const.value if ok else None


def _whole_default(report: Report, type_name: str, default: m.Expr, owner: str) -> None:
    _whole_number(report, type_name, default, f"the default of {owner}", _DEFAULT)


def _method_shape(t: m.Table, method: str) -> str:
    """A call of `t.cell`, `t.column` or `t.drm` written with the table's own first row and column."""
    from .tables import split_grid
    headers, rows = split_grid(t)
    row = rows[0].cells[0].text if rows and rows[0].cells else "1"
    column = headers[-1].cells[1].text if headers and len(headers[-1].cells) > 1 else "1"
    quoted = '"' + column.replace('"', '\\"') + '"'
    if method == "cell":
        return f'{t.id}.cell(row: "{row}", column: {quoted})'
    return f"{t.id}.{method}(column: {quoted}, shift: 1)"


def table_rows(t: m.Table) -> tuple[str, ...]:
    """A table's row labels as printed (its first column below the header)."""
    from .tables import split_grid     # the grid reader of the table checks
    return tuple(r.cells[0].text for r in split_grid(t)[1])


def table_columns(t: m.Table) -> tuple[str, ...]:
    """A table's column labels as printed (its last header row, less the corner)."""
    from .tables import split_grid
    headers = split_grid(t)[0]
    return tuple(c.text for c in headers[-1].cells[1:]) if headers else ()


def table_groups(t: m.Table) -> tuple[str, ...]:
    """A table's group headings as printed (`| = South = |`), each once, in order."""
    from .tables import grouped_rows
    return tuple(dict.fromkeys(g for g, _ in grouped_rows(t) if g))


def row_enum_of(sym: Symbols, t: m.Table, e: m.Expr, scope: dict[str, str]) -> str | None:
    """The enum a bare value written as a key table's row belongs to (`terrain_effects(woods, "Combat")`):
    the enum holding that name whose value titles (or names) are all row labels of the table, else
    the first whose titles name some of them (E411 then names the values that name none, as for a
    fact of that enum: a bare `woods` was E203, "a value only where a terrain is expected")."""
    if not isinstance(e, m.Name) or e.name in scope or t.roll or t.rows_kind != "keys" or t.missing:
        return None
    rows = set(table_rows(t))
    holders = [(enum, values) for enum, values in sym.enum_values.items() if e.name in values]
    for enum, values in holders:
        if all(v.title in rows or vid in rows for vid, v in values.items()):
            return enum
    for enum, values in holders:
        if any(v.title in rows or vid in rows for vid, v in values.items()):
            return enum
    return None


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


def _summed_calls(expr) -> list:
    """The calls whose values an expression adds up (`roll + leader_drm()`, `-shift()`, either branch
    of an `if`): not a call inside another call's arguments (`surprise(roll: s + leader_drm())`
    gives the surprise table's roll), an `if`'s condition or a comparison, which read it otherwise."""
    out, todo = [], [expr]
    while todo:
        e = todo.pop()
        if isinstance(e, m.Call):
            out.append(e)
        elif isinstance(e, m.BinOp) and e.op in ("+", "-"):
            todo += [e.right, e.left]
        elif isinstance(e, m.Neg):
            todo.append(e.operand)
        elif isinstance(e, m.If):
            todo += [e.otherwise, e.then]
    return out


def _uneven_odds(report: Report, attack: int, defense: int, span, lead: str = "") -> None:
    """E401 for odds written in a rule that are not n:1 or 1:n: odds are rounded in the defender's
    favour (`Ratio`), so `3:2` was read as 1:1 without a word, and `odds(3, 2) == 3:2` passed."""
    read = f"{attack // defense}:1" if attack >= defense else f"1:{-(-defense // attack)}"
    report.error("E401", f"{lead}odds {attack}:{defense} are read as {read}: odds are rounded in the defender's "
                 "favour to n:1 or 1:n", span,
                 f"write {read}; odds columns between those (3:2) are not in the language")



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


class TypeChecker:
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

    def _FieldOf(self, e: m.FieldOf, scope, expect):
        t = self.check(e.target, scope)
        if t in self.records:
            fields = {fl.name: fl for fl in self.records[t].fields}
            if e.name not in fields:
                self.report.error("E212", f"record {t} has no field {e.name}", e.span,
                                  suggest(e.name, fields) or f"its fields: {', '.join(fields)}")
                return "any"
            return self.field_type(t, fields[e.name])
        if t not in ("result", "any"):
            self.report.error("E401", f"`.{e.name}` needs a table result, this is {kind_said(t)}", e.span,
                              f"read it from a table's answer: TABLE(…).{e.name}")
        if t == "any":   # (of a value whose type is unknown, said where it is: a record's field or a result's, unknown)
            self._result_field(e)
            return "any"
        self._result_field(e)
        if e.name in ("text", "kind", "rewritten_text"):
            return "text"
        target = e.target
        if isinstance(target, m.Call) and self.sym.kind(target.func) == "table":   # a number its cells print
            if e.name in cell_number_fields(self.sym, self.sym.node(target.func), target)[0]:
                return "number"
        return "any"

    def _fields_read(self, field: m.FieldOf):
        """The table that answers the call `field` reads a field of (`crt(…).kind`, `crt(…).defender.loss`),
        and its kinds and fields (`_fields_of_table`, read once a table; None for a built-in vocabulary
        or one reported elsewhere); (None, None) when no table answers it."""
        target = field.target.target if isinstance(field.target, m.FieldOf) else field.target
        table = self._answering_table(target, set())
        if table is None:
            return None, None
        read = self._table_fields.get(id(table))
        if read is None:   # (kept with the table, whose `id` stays its own while it is kept)
            read = self._table_fields[id(table)] = (table, self._fields_of_table(table))
        return table, read[1]

    def _kind_compared(self, a, b) -> None:
        """`crt(…).kind == "snipers"`: a kind none of the table's results has is E206 here (the
        comparison was false at run time, and an example failed far from the typo)."""
        field, text = (a, b) if isinstance(a, m.FieldOf) else (b, a)
        if not (isinstance(field, m.FieldOf) and field.name == "kind" and isinstance(text, m.Text)):
            return
        table, fields = self._fields_read(field)
        if fields is None:
            return
        kinds = fields[0]
        # (a cell of several effects has their kinds joined: `"attacker/defender"`)
        if kinds and not all(part in kinds for part in text.value.split("/")):
            self.report.error("E206", f"{text.value!r} is not a result kind of {table.id}", text.span,
                              suggest(text.value, kinds) or f"its kinds: {', '.join(sorted(kinds))}")

    def _none_field_compared(self, a, b) -> None:
        """`crt(…).defender == none`: a table result's field or effect is never none (a cell without
        it raises `FieldNotGiven`), so the comparison could never hold (designer round 5)."""
        field, lit = (a, b) if isinstance(b, m.NoneLit) else (b, a)
        if not (isinstance(lit, m.NoneLit) and isinstance(field, m.FieldOf)):
            return
        table, fields = self._fields_read(field)
        if table is None:
            return
        kinds = fields[0] if fields is not None else {}
        if field.name in kinds and not isinstance(field.target, m.FieldOf):
            hint = (f"ask for its kinds instead: `{table.id}(…).kind == \"{field.name}\"` (a cell of several "
                    f"effects joins their kinds: \"attacker/defender\")")
        else:
            hint = "read it where the cell gives it, or fix it in the pattern (`{ " + field.name + ": 0 }`)"
        self.report.error("E401", f"`.{field.name}` of a {table.id} result is never none: a cell without it "
                                  "raises FieldNotGiven", lit.span, hint)

    def _result_field(self, e: m.FieldOf) -> None:
        """`crt(…).retreat`, `crt(…).defender.loss`: a field that no pattern of the table's
        vocabularies prints or fixes can never be read (E202); one some cells lack is read at run
        time, where a cell without it raises `FieldNotGiven`."""
        kind = e.target.name if isinstance(e.target, m.FieldOf) else None
        table, fields = self._fields_read(e)
        if fields is None:
            return   # no table answers it, a built-in vocabulary (text, number), or one reported elsewhere
        by_kind, known = fields
        if kind is not None and kind in by_kind:   # `.defender.loss`: a field of that kind
            if e.name not in by_kind[kind] and e.name != "kind":
                self.report.error("E202", f"{kind} results of {table.id} have no field {e.name}", _field_name(e),
                                  suggest(e.name, by_kind[kind]) or
                                  f"{kind} results give {', '.join(sorted(by_kind[kind])) or 'no fields'}; "
                                  f"add `{{ {e.name}: … }}` to a pattern to fix one")
            return
        if kind is not None:
            return
        if e.name not in known:
            fields = sorted(set().union(*by_kind.values()))
            self.report.error("E202", f"results of {table.id} have no field or kind {e.name}", _field_name(e),
                              suggest(e.name, known) or
                              (f"fields: {', '.join(fields) or 'none'}; kinds: {', '.join(sorted(by_kind))}" if by_kind
                               else f"its results are {table.results}: read .text (or .value for a number)"))
            return
        self._column_field(e, table)

    def _column_field(self, e: m.FieldOf, table: m.Table) -> None:
        """`tec("Woods", "Movement").amount`: a lookup of a column written as its label, read for a
        field no pattern of that column's own vocabulary prints or fixes (another column's does):
        E202 here, where it was FieldNotGiven when an example ran (designer probe)."""
        call = e.target
        if self.amount_read or not (table.column_results and isinstance(call, m.Call)
                                    and self.sym.kind(call.func) == "table"):
            return
        column = column_argument(call)
        if not isinstance(column, m.Text):
            return
        name = dict(table.column_results).get(column.value, table.results)
        vocab = self.sym.node(name) if name not in BUILTIN_RESULTS else None
        if not isinstance(vocab, m.Results) or malformed(vocab):
            return
        by_kind = fields_by_kind(vocab)
        known = set().union(*by_kind.values()) | set(by_kind) | RESULT_PARTS | {mark for mark, _ in vocab.marks}
        if e.name not in known:
            fields = sorted(set().union(*by_kind.values()))
            self.report.error("E202", f"column {column.value!r} of {table.id} reads results {name}, which have no "
                                      f"field or kind {e.name}", _field_name(e),
                              suggest(e.name, known) or f"its fields: {', '.join(fields) or 'none'}; "
                                                        f"kinds: {', '.join(sorted(by_kind))}")

    def _answering_table(self, e: m.Expr, seen: set[str]) -> m.Table | None:
        """The table whose answer `e` gives: a lookup of it, a formula whose value is one (followed
        through its body: `combat_result(…).retreet` read past the formula, as `crt(…).retreet` was),
        or an `if` whose branches give the same table's; None otherwise."""
        if isinstance(e, m.If):
            a, b = self._answering_table(e.then, set(seen)), self._answering_table(e.otherwise, set(seen))
            return a if a is not None and a is b else None
        if not isinstance(e, m.Call):
            return None
        kind = self.sym.kind(e.func)
        if kind == "table":
            return self.sym.node(e.func)
        if kind != "formula" or e.func in seen:
            return None
        seen.add(e.func)
        body = getattr(self.sym.node(e.func), "body", None)
        return None if body is None else self._answering_table(body, seen)

    def _fields_of_table(self, table: m.Table) -> tuple[dict[str, set[str]], set[str]] | None:
        """What a table's results can be read for (`_result_field`): each kind's fields, and every
        field, kind, answer part and mark (of a built-in vocabulary, `text` or `number`: the answer's
        parts alone); None when a vocabulary of it is unknown."""
        names = [table.results] + [name for _, name in table.column_results]
        vocabs = [self.sym.node(n) for n in names if n not in BUILTIN_RESULTS]
        if not all(isinstance(v, m.Results) for v in vocabs):
            return None
        if any(malformed(v) for v in vocabs):
            return None   # (a malformed pattern, E311: its fields are not known, and not said missing)
        by_kind: dict[str, set[str]] = {}
        for v in vocabs:
            for k, fs in fields_by_kind(v).items():
                by_kind.setdefault(k, set()).update(fs)
        known = set().union(*by_kind.values()) | set(by_kind) | RESULT_PARTS
        known |= {mark for v in vocabs for mark, _ in v.marks}
        return by_kind, known

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
            from .rules import _families   # (what each modifier and combine gives, worked out once)
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

    def _table_args(self, t: m.Table, args: tuple[m.Arg, ...], scope, method: str = "lookup") -> None:
        allowed = set(TABLE_ARGS)
        if t.header_by:
            allowed.add(t.header_by)
        named = [a for a in args if a.name is not None]
        if t.header_by and t.header_by not in self.sym.enum_values:   # `by terain`: E202 names it at the table
            for a in named:   # (an argument the table does not take is its header row, as meant: said there)
                if a.name not in allowed and a.name not in self.facts and a.name not in ("scenario", "options"):
                    self.check(a.value, scope)
            named = [a for a in named if a.name in allowed or a.name in self.facts or a.name in ("scenario", "options")]
        positional = [a for a in args if a.name is None]
        if len(positional) > 2:
            self.report.error("E402", f"table {t.id} takes at most two positional arguments (row, column)",
                              args[2].span, f"give the others by name: {t.id}(row, column, shift: 1)")
        for n, a in enumerate(positional):
            got = self.check(a.value, scope, row_enum_of(self.sym, t, a.value, scope) if n == 0 else None)
            if n == 0:
                self._hidden_row(a, got, scope)
                self._row_enum(t, got, a)
                self._printed_label(t, a, "row", scope)
                self._label_param(t, a, "row", scope)
                if t.roll and method != "cell":   # `cell` reads the printed row label ("1-6" or 1), not a roll
                    self._table_arg_type(t, "roll", a, got)
                    self._roll_of_other_dice(t, a, scope)
            else:
                self._table_arg_type(t, "column", a, got)
                self._column_kind_arg(t, a, got)
                self._printed_label(t, a, "column", scope)
                self._label_param(t, a, "column", scope)
            self._odds_arg(t, a, got, n == 1)
        for a in named:
            if a.name == t.header_by:
                enum = t.header_by if t.header_by in self.sym.enum_values else None
                got = self.check(a.value, scope, enum)
                if not self._refuse_none(a.value, f"{t.header_by} of {t.id} picks a header row") and enum \
                        and got not in (enum, "any"):   # (`terrain: "Woods"` read no header row at run time)
                    values = list(self.sym.enum_values[enum])
                    text = a.value.value if isinstance(a.value, m.Text) else ""
                    meant = next((v for v in values if v.casefold() == "_".join(text.split()).casefold()), None) \
                        or (closest(text.casefold(), values) if text else None)
                    self.report.error("E401", f"{enum} of {t.id} picks a header row by a {enum} value; this is "
                                      f"{kind_said(got)}", a.value.span,
                                      _hidden_value(self.sym, scope, a.value, enum) or
                                      (f"write the value by name, without quotes: {enum}: {meant}" if meant else
                                       f"write one of its values by name: {', '.join(values)}"))
            elif a.name in ("row", "key"):
                got = self.check(a.value, scope, row_enum_of(self.sym, t, a.value, scope))
                self._hidden_row(a, got, scope)
                self._row_enum(t, got, a)
                self._printed_label(t, a, "row", scope)
                self._label_param(t, a, "row", scope)
            elif a.name in allowed:
                got = self.check(a.value, scope)
                if a.name == "roll" and t.roll:
                    self._roll_of_other_dice(t, a, scope)
                if a.name == "roll" and not t.roll and t.rows_kind == "keys" and not t.missing:
                    dice = self.sym.book.header.dice[0] if self.sym.book.header.dice else "1d6"
                    self.report.error("E402", f"table {t.id} is read by row label, not by a roll: it declares no "
                                      "`roll`", a.span if a.span else a.value.span,
                                      f"add `roll {dice}` (the dice it is rolled with) to the table if its rows are "
                                      "die rolls, else give `row:` a printed label")
                self._table_arg_type(t, a.name, a, got, args)
                self._odds_arg(t, a, got, a.name in ("column", "odds"))
                if a.name in COLUMN_ARGS:
                    self._column_kind_arg(t, a, got)
                if a.name == "column":
                    self._printed_label(t, a, "column", scope)
                    self._label_param(t, a, "column", scope)
                if a.name == "group":
                    self._printed_group(t, a, scope)
        self._fact_args(None, named, scope, allowed, rolled=bool(t.roll) and method == "lookup")
        columns = positional[1:2] + [a for a in args if a.name in COLUMN_ARGS]
        if len(columns) > 1:   # the run would read only one of them
            self.report.error("E402", f"table {t.id} reads one column; {columns[0].name or 'the second argument'} "
                              f"already gives it", columns[1].span, "keep one of them")
        group = next((a for a in args if a.name == "group"), None)
        if group is not None and not t.missing:
            from .tables import grouped_rows   # the grid reader of the table checks
            if not any(g for g, _ in grouped_rows(t)):
                self.report.error("E402", f"table {t.id} has no group headings to choose from", group.span,
                                  "drop `group:`; a group heading is a `| == Name == |` line above rows")

    def _column_kind_arg(self, t: m.Table, a: m.Arg, got: str) -> None:
        """A value placed on the columns is of their kind: odds on odds columns (as `odds:` or `column:`),
        a number on columns of numbers, as `column:`, `value:` or their kind's own keyword (`percent:`
        on percentages, `differential:` on differentials; the run refuses the others)."""
        kind = t.columns_kind
        if kind == "keys" and a.name in ("odds", "percent", "differential", "value"):   # the run found no column
            self.report.error("E401", f"{t.id} has columns of printed labels; `{a.name}:` places a value on "
                              "columns of odds or numbers", a.span,
                              "give the printed label as `column:` (or as the second argument), in quotes")
        elif kind == "odds" and a.name in ("percent", "differential", "value"):
            self.report.error("E401", f"{t.id} has odds columns; `{a.name}:` places a number", a.span,
                              "give the odds as `odds:` or `column:` (2:1, odds(a, d), or a printed label in quotes)")
        elif kind in ("percent", "differential", "numbers") and (a.name == "odds" or got == "ratio"):
            alias = "value" if kind == "numbers" else kind
            self.report.error("E401", f"{t.id} has {kind} columns, not odds", a.span if a.name == "odds" else a.value.span,
                              f"give a number as `{alias}:` or `column:`, or a printed label in quotes")
        elif kind in ("percent", "differential", "numbers") and a.name in ("percent", "differential") and a.name != kind:
            alias = "value" if kind == "numbers" else kind   # (a percentage placed on differentials: the run refuses it)
            self.report.error("E401", f"{t.id} has {kind} columns, not {a.name}", a.span,
                              f"give the number as `{alias}:` or `column:`")

    def _table_arg_type(self, t: m.Table, name: str, a: m.Arg, got: str, args: tuple[m.Arg, ...] = ()) -> None:
        """A roll, a shift and a computed value to place are numbers; a column or odds a number,
        odds or a printed label (`shift: night` read yes as one column, `roll: night` failed at run time)."""
        want = TABLE_ARG_TYPES.get(name)
        if self._refuse_none(a.value, f"{name} of {t.id} is " + (" or ".join(value_shape(self.sym, w) for w in want)
                                                                if want else "a value")):
            pass
        elif want is not None and got not in want and got != "any":
            self.report.error("E401", f"{name} of {t.id} is {' or '.join(map(kind_said, want))}, this is {kind_said(got)}", a.value.span,
                              "a shift counts whole columns (right positive)" if name == "shift" else
                              f"give `{name}:` " + " or ".join(value_shape(self.sym, w) for w in want))
        elif name in ("roll", "shift") and isinstance(a.value, m.Num) and a.value.value is not None \
                and a.value.value != int(a.value.value):   # the run refuses it (WrongType)
            self.report.error("E401", f"a {name} of {t.id} is a whole number, not {a.value.value}", a.value.span,
                              "a shift counts whole columns (right positive)" if name == "shift" else
                              "a roll is what the dice show")
        elif name == "shift" and t.columns_kind == "keys" and not (isinstance(a.value, m.Num) and a.value.value == 0):
            # (the run refuses it: a "Turns 1-5" column shifted 1 read "Turns 6-17")
            self.report.error("E203", f"the columns of {t.id} are keys, in no order to shift along", a.span,
                              "give the column to read, with no `shift:` (a shift moves along odds, differential, "
                              "percent or numbers columns)")
        elif name in ("roll", "shift"):
            self._other_family(t, name, a, args)

    def _roll_of_other_dice(self, t: m.Table, a: m.Arg, scope) -> None:
        """W315 for a parameter declared a roll of other dice than the table's, read as its roll
        (`r: roll of 1d6` on a table rolled 2d6 left its rows 7 to 12 unread: the third designer
        probe). A roll changed on the way (`r + drm`) is not said: modifiers may take it anywhere."""
        p = getattr(scope, "declared", {}).get(a.value.name) if isinstance(a.value, m.Name) else None
        dice = param_dice(self.sym, p) if p is not None else ""
        if dice and dice != canonical_dice(t.roll):
            self.report.warning("W315", f"{p.name} is a roll of {dice}, read as a roll of table {t.id}, which rolls "
                                f"{t.roll}", a.value.span, f"declare it `{p.name}: roll of {t.id}`, a roll of the "
                                "table's dice, if that is the roll meant")

    def _dice_roll(self, roll: str, a: m.Arg, p: m.Param, f: m.Formula) -> None:
        """A number written for a `roll of` parameter that its dice (`roll`: the table's, or its own)
        cannot give: E411 here, as a label the table does not print is (it was RollOutOfRange when an
        example ran)."""
        from .tables import dice_bounds   # (what the dice roll, as the table checks read it)
        v = a.value
        value = v.value if isinstance(v, m.Num) else -v.operand.value if isinstance(v, m.Neg) and isinstance(
            v.operand, m.Num) and v.operand.value is not None else None   # (1/0 has none: its own E401)
        span = dice_bounds(roll)
        if value is None or span is None:
            return
        low, high = span
        of = f"a roll of {p.keys_of}, and {roll} gives" if p.keys_of else f"a roll of {roll}, which gives"
        if not low <= value <= high:
            self.report.error("E411", f"the parameter {p.name} of {f.id} is {of} {low}–{high}, not {value}", v.span,
                              f"give a roll of {roll}: {low} to {high}")

    def _other_family(self, t: m.Table, name: str, a: m.Arg, args: tuple[m.Arg, ...] = ()) -> None:
        """A die-roll modifier given as a column shift (`shift: leader_drm()`), or a column shift added
        to the roll (`roll: roll + terrain_shift()`): both are numbers, and the swap checked clean;
        the modifiers and combines say which they give (designer probe, round 2). One the call gives
        where it belongs already (`roll: roll + drm(), shift: drm()`) is to be taken out, not moved."""
        given = self._families()
        wrong, right = ("die-roll modifier", "roll") if name == "shift" else ("column shift", "shift")
        for call in _summed_calls(a.value):
            if given.get(call.func) == {wrong}:
                there = next((b for b in args if b.name == right and any(
                    c.func == call.func for c in _summed_calls(b.value))), None)
                self.report.error("E401", f"{call.func}() gives a {wrong}, given here as the "
                                  f"{'column shift' if name == 'shift' else 'roll'} of {t.id}", call.span,
                                  f"`{right}:` gives it already: take it out of `{name}:`" if there is not None else
                                  f"give it to `{right}:`" + (f" (`roll: roll + {call.func}()`)" if right == "roll" else
                                                             f" (`shift: {call.func}()`)"))
                return

    def _odds_arg(self, t: m.Table, a: m.Arg, typ: str, is_column: bool) -> None:
        """An odds column is odds (`2:1`) or a printed label (`"2-1"`); `2-1` unquoted is the number 1."""
        if is_column and t.columns_kind == "odds" and typ == "number":
            self.report.error("E401", f"a column of {t.id} is odds, this is a number", a.value.span,
                              'write odds as 2:1 or the printed label in quotes, "2-1" (unquoted, 2-1 is 2 minus 1)')


    def _printed_label(self, t: m.Table, a: m.Arg, what: str, scope) -> None:
        """A row (of `rows keys`) or a column (of `columns keys`, one header row) written as text, or
        as a text constant, must be a label the table prints: `tek("Nowhere", "Move")` checked clean
        and was OffTable when run (and `cost(t: swamp)`, `swamp` a constant "Swamp", UnknownRow)."""
        v, constant = self._written_text(a, scope)
        if not isinstance(v, m.Text) or t.missing:
            return
        if not reads_labels(t, what):
            return
        labels = self._labels.get((id(t), what))
        if labels is None:   # (kept with the table, whose `id` stays its own while it is kept)
            labels = table_rows(t) if what == "row" else table_columns(t)
            self._labels[(id(t), what)] = (t, labels)
        else:
            labels = labels[1]
        if labels and v.value not in labels:
            self.report.error("E411", f"{t.id} prints no {what} {v.value!r}{constant}", v.span,
                              suggest(v.value, labels) or f"its {what}s: {', '.join(labels[:12])}"
                              f"{', …' if len(labels) > 12 else ''}")

    def _written_text(self, a: m.Arg, scope) -> tuple[m.Expr, str]:
        """An argument as the text it is written as: a text constant (not a parameter of that name) as
        its text, with " (the constant NAME)" for a message; anything else as it is, with ""."""
        v = a.value
        if isinstance(v, m.Name) and resolve_name(self.sym, scope, v.name)[0] == "constant":
            c = self.sym.node(v.name)
            if isinstance(c, m.Constant) and _constant_type(c) == "text":
                return m.Text(c.value, v.span), f" (the constant {v.name})"
        return v, ""

    def _printed_group(self, t: m.Table, a: m.Arg, scope) -> None:
        """A `group:` written as text, or as a text constant, must be a group heading the table prints:
        `rec(row: "Agent", column: "Cost", group: "MPX")` checked clean and was OffTable when run."""
        v, constant = self._written_text(a, scope)
        if not isinstance(v, m.Text) or t.missing:
            return
        groups = table_groups(t)
        if groups and v.value not in groups:
            self.report.error("E411", f"{t.id} prints no group {v.value!r}{constant}", v.span,
                              suggest(v.value, groups) or f"its groups: {', '.join(groups[:12])}"
                              f"{', …' if len(groups) > 12 else ''}")

    def _label_param(self, t: m.Table, a: m.Arg, what: str, scope) -> None:
        """A formula's text parameter read as a row or column label of a keys table should be declared
        `row of`/`column of` that table (W412): its check then refuses an engine's label the table does
        not print on every call, also where an exception answers instead of the table (War of the
        Suns' `railroad_capacity("Soviet", scenario: fist_of_fury)` answered 10)."""
        v = a.value
        if not isinstance(v, m.Name) or v.name in getattr(scope, "locals", ()) or t.missing:
            return
        p = getattr(scope, "declared", {}).get(v.name)
        if p is not None and p.keys_of and p.axis in ("row", "column") and (p.keys_of, p.axis) != (t.id, what):
            labels_read_elsewhere(self.sym, self.report, p, t, what, v.span)
            return
        if p is None or p.keys_of or p.type != "text" or not reads_labels(t, what) or (id(p), what) in self._warned:
            return
        self._warned.add((id(p), what))   # (a body read twice, or the table read twice: said once)
        self.report.warning("W412", f"parameter {p.name} is read as a {what} label of table {t.id}, but is "
                            "declared as any text: a label the table does not print is refused only where the "
                            "table is read (an exception that answers instead answers it)", p.span,
                            f"declare it `{p.name}: {what} of {t.id}`")

    def _hidden_row(self, a: m.Arg, got: str, scope) -> None:
        """W206 for a keyed table's row given by a fact (parameter, item) of an enum that also has a
        value of its name: `tek(terrain, "Move")` beside `fact terrain: terrain` and a value
        `terrain` read the fact, without a word (the probe of stop 60; `row_enum_of` leaves a name
        in scope to itself, so `_Name` had no enum to expect)."""
        if isinstance(a.value, m.Name) and a.value.name in self.sym.enum_values.get(got, ()):
            found = resolve_name(self.sym, scope, a.value.name)[0]
            if found not in ("enum_value", "unknown"):
                _hidden_same_type(self.report, a.value, found, got)

    def _row_enum(self, t: m.Table, got: str, a: m.Arg) -> None:
        """A keyed table read by an enum value: every value's title must be one of its row labels. A
        flag names no row (the run refuses it: a row printed `True` read by yes was OffTable)."""
        if got == "flag" and not t.roll and not t.missing:
            numbers = t.rows_kind == "numbers"
            row = "…" if numbers else '\"…\"'
            self.report.error("E401", f"a row of {t.id} is {'a number' if numbers else 'a printed label'}, this is a "
                              "flag", a.value.span, f"a flag names no row: choose the row by it, `if "
                              f"{a.value.name if isinstance(a.value, m.Name) else '…'} then {t.id}({row}, …) "
                              f"else {t.id}({row}, …)`")
            return
        if got not in self.sym.enum_values:
            return
        if t.roll or t.rows_kind != "keys" or t.missing:
            return
        rows = table_rows(t)
        values = self.sym.enum_values[got]
        labels = set(rows)   # (a list: one scan per value, so a lookup by a large enum was quadratic)
        missing = [(vid, v.title) for vid, v in values.items() if v.title not in labels and vid not in labels]
        if missing:
            shown = ", ".join(f"{vid} ({title!r})" for vid, title in missing)
            vid, title = missing[0]
            near = suggest(title, rows)
            if near:   # (which of the two is mistyped is the designer's to say: both are named, with their lines)
                label = near.removeprefix("did you mean ").removesuffix("?")
                from .tables import split_grid
                row = next((r for r in split_grid(t)[1] if r.cells and r.cells[0].text == label), None)
                at = f" (line {row.cells[0].span.line})" if row is not None and row.cells[0].span else ""
                hint = (f"the row {label!r}{at} is near: print the row {title!r}, or title the value {vid} "
                        f"{label!r}")
            else:
                hint = f"give each value of {got} a title that is a row label: {', '.join(rows)}"
            self.report.error("E411", f"{t.id} is read by a value of {got}, but {shown} names no row of it",
                              a.value.span, hint)


_FLAG_WORDS = {"no": "no", "false": "no", "off": "no", "yes": "yes", "true": "yes", "on": "yes"}


def _named_like(sym: Symbols, name: str) -> str:
    """"did you mean the fact game_turn?" for a name that is no value (`when turn == 1`, `turn` the
    sequence: the third designer probe) and is a word of a fact's name; "" when none is."""
    facts = [f.id for f in sym.book.facts if name in f.id.split("_") and f.id != name]
    if not facts:
        return ""
    said = " or ".join(f"the fact {f}" for f in facts[:3])
    return f"did you mean {said}? ({name} names {a_(_KIND_WORDS.get(sym.kind(name), sym.kind(name)))})"


_LABEL_TYPE_HINTS = {   # (a parameter typed `roll`, `row` or `column` alone: what it may be written)
    "roll": "write `roll of TABLE` (a roll of that table's dice) or `roll of 1d6` (of dice no table reads)",
    "row": "write `row of TABLE`: a row label the table prints",
    "column": "write `column of TABLE`: a column label the table prints",
}


def _type_hint(sym: Symbols, word: str) -> str:
    return suggest(word, type_choices(sym)) or (
        f"use one of {', '.join(FACT_TYPES)}, an enum name, a record name or `list of <record>`")


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


_RULE_KINDS = frozenset({"formula", "table", "modifier", "combine", "permission"})   # (a call that asks a rule)


# what a designer calls the die-roll modifier given to a lookup (`crt(roll: r, drm: supply_drm())`)
_ROLL_MODIFIER_WORDS = frozenset({"drm", "dr", "dr_modifier", "die_roll_modifier", "roll_modifier", "modifier"})


def titled_as(name: str, values: dict) -> str:
    """"did you mean forest (titled 'Woods')?" for `woods` where a value is titled so: a value renamed
    and its title kept, its old name left in the rules ('' when none is)."""
    folded = name.casefold()
    hit = next((v for v in values.values() if v.title and v.title.casefold() == folded and v.id != name), None)
    return f"did you mean {hit.id} (titled {hit.title!r})?" if hit is not None else ""


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
