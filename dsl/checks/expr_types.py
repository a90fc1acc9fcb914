"""The types of expressions and how each is written, for the type checks (`expressions`) and the
lowering: the type words of facts, parameters and record fields, the built-in functions and
aggregates, what a table lookup takes and gives, the hints that say how to write a value of a
type, and the E401 of a number a count or an integer cannot be, and of odds not n:1 or 1:n.
Fed by: the resolver's symbols (the enums and records a type word names).

Types are plain strings: 'number', 'flag', 'ratio', 'text', 'dice', 'result' (a table cell),
'any', the name of an enum ('side' included), the name of a record (one unit's values), or
'list of <record>' (a list fact, read by `sum(… for each u in list)` and the other aggregates).
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..resolver import BUILTIN_TYPES, Symbols
from ..runtime_inputs import TABLE_INPUTS
from ..vocabulary import ANSWER_PARTS

FACT_TYPES = {"flag": "flag", "count": "number", "integer": "number", "number": "number",
              "percent": "number", "ratio": "ratio", "text": "text", "side": "side"}
assert set(FACT_TYPES) <= set(BUILTIN_TYPES)
BUILTINS = {  # name: (min args, max args or None for any number, result type)
    "odds": (2, 2, "ratio"), "percent": (2, 2, "number"), "floor": (1, 1, "number"), "ceil": (1, 1, "number"),
    "round_half_up": (1, 1, "number"), "abs": (1, 1, "number"), "half_up": (1, 1, "number"),
    "half_down": (1, 1, "number"), "min": (2, None, "number"), "max": (2, None, "number"),
}
TABLE_ARGS = frozenset(TABLE_INPUTS)
COLUMN_ARGS = ("column", "odds", "percent", "differential", "value")   # each gives the column a lookup reads
TABLE_ARG_TYPES = {"roll": ("number",), "shift": ("number",), "percent": ("number",), "differential": ("number",),
                   "value": ("number",), "odds": ("ratio", "text", "number"), "column": ("ratio", "text", "number")}
# what every table answer has besides its effects' fields and kinds (runtime.Outcome)
RESULT_PARTS = ANSWER_PARTS | {"underline"}   # and the marks (`.underline`: a field of that name wins)
TABLE_METHODS = {"column": "text", "drm": "number", "lookup": "result", "cell": "text"}


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
    (E202, E203, E401: `rule_amounts._cap`)."""
    if f.at_most is None or isinstance(f.at_most, int):
        return f.at_most
    const = constant(f.at_most)
    ok = const is not None and type(const.value) is int and const.value >= 0
    return const.value if ok else None


def _whole_default(report: Report, type_name: str, default: m.Expr, owner: str) -> None:
    _whole_number(report, type_name, default, f"the default of {owner}", _DEFAULT)


def _uneven_odds(report: Report, attack: int, defense: int, span, lead: str = "") -> None:
    """E401 for odds written in a rule that are not n:1 or 1:n: odds are rounded in the defender's
    favour (`Ratio`), so `3:2` was read as 1:1 without a word, and `odds(3, 2) == 3:2` passed."""
    read = f"{attack // defense}:1" if attack >= defense else f"1:{-(-defense // attack)}"
    report.error("E401", f"{lead}odds {attack}:{defense} are read as {read}: odds are rounded in the defender's "
                 "favour to n:1 or 1:n", span,
                 f"write {read}; odds columns between those (3:2) are not in the language")


_LABEL_TYPE_HINTS = {   # (a parameter typed `roll`, `row` or `column` alone: what it may be written)
    "roll": "write `roll of TABLE` (a roll of that table's dice) or `roll of 1d6` (of dice no table reads)",
    "row": "write `row of TABLE`: a row label the table prints",
    "column": "write `column of TABLE`: a column label the table prints",
}


def _type_hint(sym: Symbols, word: str) -> str:
    return suggest(word, type_choices(sym)) or (
        f"use one of {', '.join(FACT_TYPES)}, an enum name, a record name or `list of <record>`")
