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
    if k.__class__ in _REPR_ALONE:
        return repr(k)
    if isinstance(k, Code):
        return str(k)
    if isinstance(k, _ATOMS):
        return repr(k)
    raise TypeError(f"no literal for a key of {type(k).__name__}")


def literal(value) -> str:
    """One-line Python source for plain data (TypeError for anything else, `_flat`). Generated
    modules bind `Fraction` to the runtime's."""
    return _flat(value, {})


# ---------------------------------------------------------------- one line
def _flat(value, memo: dict) -> str:
    """One-line source; `memo` (id → text) keeps each part of a large value printed once (`block`
    asks again for the parts of a value too wide for a line). The writer is found by the value's
    exact class (`_FLAT`), else by the class it derives from. TypeError for a value (or a part, or
    a dict's key, `_key`) that is not plain data, met on the way."""
    cls = value.__class__
    if cls in _REPR_ALONE:
        return repr(value)
    text = memo.get(id(value))
    if text is None:
        text = memo[id(value)] = (_FLAT.get(cls) or _flat_writer(cls))(value, memo)
    return text


def _flat_code(value: Code, memo: dict) -> str:
    return str(value)


def _flat_atom(value, memo: dict) -> str:
    return repr(value)


def _flat_call(value: Call, memo: dict) -> str:
    parts = [_flat(v, memo) for v in value.args]
    parts += [f"{k}={_flat(v, memo)}" for k, v in value.kwargs.items()]
    return value.fn + "(" + ", ".join(parts) + ")"


def _flat_dict(value: dict, memo: dict) -> str:
    return "{" + ", ".join([f"{_key(k)}: {_flat(v, memo)}" for k, v in value.items()]) + "}"


def _flat_tuple(value: tuple, memo: dict) -> str:
    inner = ", ".join([_flat(v, memo) for v in value])
    return f"({inner},)" if len(value) == 1 else f"({inner})"


def _flat_list(value: list, memo: dict) -> str:
    return "[" + ", ".join([_flat(v, memo) for v in value]) + "]"


# A tuple, list or dict of exactly these classes holding atoms of exactly these classes: `repr`
# writes what the writers above would, in one call.
def _flat_exact_tuple(value: tuple, memo: dict) -> str:
    return repr(value) if _REPR_ALONE.issuperset(map(type, value)) else _flat_tuple(value, memo)


def _flat_exact_list(value: list, memo: dict) -> str:
    return repr(value) if _REPR_ALONE.issuperset(map(type, value)) else _flat_list(value, memo)


def _flat_exact_dict(value: dict, memo: dict) -> str:
    if _REPR_ALONE.issuperset(map(type, value)) and _REPR_ALONE.issuperset(map(type, value.values())):
        return repr(value)
    return _flat_dict(value, memo)


_FLAT = {tuple: _flat_exact_tuple, list: _flat_exact_list, dict: _flat_exact_dict, Call: _flat_call,
         Code: _flat_code}


def _flat_writer(cls: type):
    """The writer of a class `_FLAT` does not name: that of the first kind it derives from."""
    for base, write in ((Code, _flat_code), (Call, _flat_call), (dict, _flat_dict), (tuple, _flat_tuple),
                        (list, _flat_list), (_ATOMS, _flat_atom)):
        if issubclass(cls, base):
            return write
    raise TypeError(f"no literal for {cls.__name__}")


# ---------------------------------------------------------------- over lines
def block(value, indent: int = 0, column: int | None = None) -> str:
    """`literal(value)` over several lines when it is too wide. `indent` is the indentation of the
    line it starts on, `column` where on that line it starts (items go one level deeper)."""
    return _laid(value, indent, indent if column is None else column, {})   # (TypeError: `_flat`)


def _laid(value, indent: int, column: int, memo: dict) -> str:
    """`value` written from `column` of a line indented by `indent`: on that line when it fits."""
    flat = _flat(value, memo)
    if len(flat) + column <= WIDTH:
        return flat
    return (_BROKEN.get(value.__class__) or _broken_writer(value.__class__))(value, flat, indent, memo)


def _broken_text(value: str, flat: str, indent: int, memo: dict) -> str:
    """Adjacent pieces of the text in parentheses, one a line."""
    inner = " " * (indent + 4)
    return "(" + f"\n{inner}".join([repr(p) for p in _pieces(value, WIDTH - indent - 6)]) + ")"


def _broken_call(value: Call, flat: str, indent: int, memo: dict) -> str:
    deeper = indent + 4
    items = [_laid(v, deeper, deeper, memo) for v in value.args]
    items += [f"{k}={_laid(v, deeper, deeper + len(k) + 1, memo)}" for k, v in value.kwargs.items()]
    return _one_a_line(value.fn + "(", items, indent, ")")


def _broken_dict(value: dict, flat: str, indent: int, memo: dict) -> str:
    deeper, items = indent + 4, []
    for k, v in value.items():
        key = _key(k)
        items.append(f"{key}: {_laid(v, deeper, deeper + len(key) + 2, memo)}")
    return _one_a_line("{", items, indent, "}")


def _broken_items(open_: str, close: str):
    """The layout of a tuple or a list: short items as many on a line as fit, others one a line."""
    def broken(value, flat: str, indent: int, memo: dict) -> str:
        deeper = indent + 4
        items = [_laid(v, deeper, deeper, memo) for v in value]
        if not all("\n" not in i and len(i) <= 30 for i in items):
            return _one_a_line(open_, items, indent, close)
        inner, lines, line = " " * deeper, [], ""
        for i in items:
            if line and deeper + len(line) + len(i) + 2 > WIDTH:
                lines.append(line)
                line = ""
            line += i + ", "
        lines.append(line)
        return open_ + "\n" + "".join([f"{inner}{x.rstrip()}\n" for x in lines]) + " " * indent + close
    return broken


def _one_a_line(open_: str, items: list[str], indent: int, close: str) -> str:
    inner = " " * (indent + 4)
    return open_ + "\n" + "".join([f"{inner}{i},\n" for i in items]) + " " * indent + close


def _as_flat(value, flat: str, indent: int, memo: dict) -> str:
    """Code and numbers are never broken, however long."""
    return flat


_BROKEN = {str: _broken_text, Call: _broken_call, dict: _broken_dict, tuple: _broken_items("(", ")"),
           list: _broken_items("[", "]"), Code: _as_flat, int: _as_flat, bool: _as_flat, type(None): _as_flat,
           Fraction: _as_flat}


def _broken_writer(cls: type):
    """The layout of a class `_BROKEN` does not name (`_flat` accepted it): that of the first kind
    it derives from."""
    for base, lay in (((Code, int, Fraction, bool, type(None)), _as_flat), (str, _broken_text),
                      (Call, _broken_call), (dict, _broken_dict), (list, _BROKEN[list])):
        if issubclass(cls, base):
            return lay
    return _BROKEN[tuple]


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
