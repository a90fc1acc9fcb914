"""Plain data → Python literals laid out for reading. Fed by: the Python back end (`to_python`).

`literal()` is `repr()` of plain data (str, int, bool, None, Fraction, and tuples, lists and dicts of
them), refusing anything else; `block()` lays the same literal over lines no wider than about 100
characters (long texts become adjacent string pieces in parentheses), and writes `Call` values as
calls of the runtime's constructors (`Rec` as `_rt.Record(field=…)`). Nothing but `repr` of plain values and the names above reaches the output.
"""
from __future__ import annotations

from fractions import Fraction

WIDTH = 100
_ATOMS = (str, int, bool, type(None), Fraction)
_REPR_ALONE = frozenset(_ATOMS)   # exactly these classes (not `Code`, a str written as it is)


class Call:
    """A call of one of the runtime's constructors (`_rt.Table`, `_rt.Step`, …) with plain arguments."""

    def __init__(self, fn: str, *args, **kwargs):
        self.fn, self.args, self.kwargs = fn, args, kwargs


def Rec(**fields) -> Call:
    """Fields written as a read-only `_rt.Record(...)` of the generated module."""
    return Call("_rt.Record", **fields)


class Code(str):
    """Source already built safely elsewhere (an `ast.unparse` result or a generated function's name)."""


def _key(k) -> str:
    """A dict key's source: an atom's `repr`, or `Code` as it is (TypeError for anything else)."""
    if isinstance(k, Code):
        return str(k)
    if isinstance(k, _ATOMS):
        return repr(k)
    raise TypeError(f"no literal for a key of {type(k).__name__}")


def literal(value) -> str:
    """One-line Python source for plain data (TypeError for anything else, `_flat`). Generated
    modules bind `Fraction` to the runtime's."""
    return _flat(value)


def _flat(value, memo: dict | None = None) -> str:
    """One-line source; `memo` (id → text) keeps each part of a large value printed once. TypeError
    for a value (or a part, or a dict's key, `_key`) that is not plain data, met on the way."""
    if memo is not None:
        text = memo.get(id(value))
        if text is not None:
            return text
    cls = value.__class__
    if (cls is tuple or cls is list) and _REPR_ALONE.issuperset(map(type, value)) or cls is dict \
            and _REPR_ALONE.issuperset(map(type, value)) and _REPR_ALONE.issuperset(map(type, value.values())):
        text = repr(value)   # (atoms only, of these very classes: `repr` writes what the branches below write)
    elif isinstance(value, Code):
        text = str(value)
    elif isinstance(value, Call):
        text = value.fn + "(" + ", ".join([_flat(v, memo) for v in value.args] +
                                          [f"{k}={_flat(v, memo)}" for k, v in value.kwargs.items()]) + ")"
    elif isinstance(value, dict):
        text = "{" + ", ".join(f"{_key(k)}: {_flat(v, memo)}" for k, v in value.items()) + "}"
    elif isinstance(value, tuple):
        inner = ", ".join(_flat(v, memo) for v in value)
        text = f"({inner},)" if len(value) == 1 else f"({inner})"
    elif isinstance(value, list):
        text = "[" + ", ".join(_flat(v, memo) for v in value) + "]"
    elif isinstance(value, _ATOMS):
        return repr(value)
    else:
        raise TypeError(f"no literal for {type(value).__name__}")
    if memo is not None:
        memo[id(value)] = text
    return text


def block(value, indent: int = 0, column: int | None = None) -> str:
    """`literal(value)` over several lines when it is too wide. `indent` is the indentation of the
    line it starts on, `column` where on that line it starts (items go one level deeper)."""
    return _block(value, indent, indent if column is None else column, {})   # (TypeError: `_flat`)


def _block(value, indent: int, column: int, memo: dict) -> str:
    flat = _flat(value, memo)
    if len(flat) + column <= WIDTH or isinstance(value, (Code, int, Fraction, bool, type(None))):
        return flat
    pad, deeper = " " * indent, indent + 4
    inner = " " * deeper
    if isinstance(value, str):
        return "(" + f"\n{inner}".join(repr(p) for p in _pieces(value, WIDTH - deeper - 2)) + ")"
    if isinstance(value, Call):
        items = [_block(v, deeper, deeper, memo) for v in value.args]
        items += [f"{k}={_block(v, deeper, deeper + len(k) + 1, memo)}" for k, v in value.kwargs.items()]
        return value.fn + "(\n" + "".join(f"{inner}{i},\n" for i in items) + f"{pad})"
    if isinstance(value, dict):
        items = []
        for k, v in value.items():
            key = _key(k)
            items.append(f"{key}: {_block(v, deeper, deeper + len(key) + 2, memo)}")
        return "{\n" + "".join(f"{inner}{i},\n" for i in items) + f"{pad}}}"
    open_, close = ("[", "]") if isinstance(value, list) else ("(", ")")
    items = [_block(v, deeper, deeper, memo) for v in value]
    if all("\n" not in i and len(i) <= 30 for i in items):   # short items: as many on a line as fit
        lines, line = [], ""
        for i in items:
            if line and deeper + len(line) + len(i) + 2 > WIDTH:
                lines.append(line)
                line = ""
            line += i + ", "
        lines.append(line)
        return open_ + "\n" + "".join(f"{inner}{x.rstrip()}\n" for x in lines) + f"{pad}{close}"
    return open_ + "\n" + "".join(f"{inner}{i},\n" for i in items) + f"{pad}{close}"


def _pieces(text: str, width: int) -> list[str]:
    """`text` cut after spaces into pieces of about `width` characters (joined, they are `text`)."""
    width = max(width, 40)
    out, start = [], 0
    while len(text) - start > width:
        cut = text.rfind(" ", start, start + width)
        cut = start + width if cut <= start else cut + 1
        out.append(text[start:cut])
        start = cut
    out.append(text[start:])
    return out
