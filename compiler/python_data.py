"""Plain data → Python literals laid out for reading. Fed by: the Python back end (`to_python`).

`literal()` is `repr()` of plain data (str, int, bool, None, Fraction, and tuples, lists and dicts of
them), refusing anything else; `block()` lays the same literal over lines no wider than about 100
characters (long texts become adjacent string pieces in parentheses), and writes `Call` values as
calls of the runtime's constructors (`Rec` as `_rt.Record(field=…)`). Nothing but `repr` of plain values and the names above reaches the output.
"""
from __future__ import annotations

import sys
from fractions import Fraction

try:
    from . import _fast_literal
except ImportError:     # (not compiled: laid out in Python)
    _fast_literal = None

WIDTH = 100
_ATOMS = (str, int, bool, type(None), Fraction)
_REPR_ALONE = frozenset(_ATOMS)   # exactly these classes (not `Code`, a str written as it is)


class Call:
    """A call of one of the runtime's constructors (`_rt.Table`, `_rt.Step`, …) with plain arguments."""

    def __init__(self, fn: str, *args, **kwargs):
        self.fn, self.args, self.kwargs = fn, args, kwargs


def Rec(**fields) -> Call:
    """Fields written as a read-only `_rt.Record(...)` of the generated module."""
    record = Call.__new__(Call)   # (`Call("_rt.Record", **fields)`, the fields not packed again: records are many)
    record.fn, record.args, record.kwargs = "_rt.Record", (), fields
    return record


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
    """One-line Python source for plain data (TypeError for anything else, `_line`). Generated
    modules bind `Fraction` to the runtime's. Written in C as `block` is, when it can be."""
    if _fast_literal is not None:
        try:
            return _fast_literal.literal(value)
        except _fast_literal.Unusual:
            pass
    return _line(value, _NO_LIMIT, {})


# ---------------------------------------------------------------- one line
_NO_LIMIT = sys.maxsize


def _line(value, room: int, known: dict[int, str]) -> str | None:
    """`value`'s one-line source when it takes at most `room` characters, else None, found without
    writing much more than `room` characters of it (a part gets what room its siblings left, so a
    value too wide for its line is given up early). The writer is found by the value's exact class
    (`_LINE`), else by the class it derives from. TypeError for a value (or a part, or a dict's key,
    `_key`) that is not plain data, met on the way. A container's text is kept in `known` under its
    `id`: a layout asks again for each part of a value too wide for its line, and a part that fit
    in the attempt is not written twice (`_laid`)."""
    cls = value.__class__
    if cls in _REPR_ALONE:
        text = repr(value)
        return text if len(text) <= room else None
    text = (_LINE.get(cls) or _line_writer(cls))(value, room, known)
    if text is None or len(text) > room:
        return None
    known[id(value)] = text
    return text


def _lines(values, room: int, known: dict) -> list[str] | None:
    """The one-line sources of `values`, or None once they need more than `room` characters."""
    if 3 * len(values) - 2 > room:
        return None   # (too many to fit: each is a character at least, with `, ` after all but the last)
    texts = []
    for v in values:
        text = _line(v, room, known)
        if text is None:
            return None
        texts.append(text)
        room -= len(text) + 2   # (", ")
    return texts


def _line_code(value: Code, room: int, known: dict) -> str:
    return str(value)


def _line_atom(value, room: int, known: dict) -> str:
    return repr(value)


def _line_call(value: Call, room: int, known: dict) -> str | None:
    room -= len(value.fn) + 2
    if sum(map(len, value.kwargs)) + 3 * (len(value.args) + len(value.kwargs)) > room + 2:
        return None   # (too wide already: each argument is a character at least, each keyword's name and `=` more)
    texts = _lines(value.args, room, known)
    if texts is None:
        return None
    room -= sum(map(len, texts)) + 2 * len(texts)
    for k, v in value.kwargs.items():
        text = _line(v, room - len(k) - 1, known)
        if text is None:
            return None
        texts.append(f"{k}={text}")
        room -= len(k) + len(text) + 3
    return value.fn + "(" + ", ".join(texts) + ")"


def _line_dict(value: dict, room: int, known: dict) -> str | None:
    room -= 2
    if 6 * len(value) - 2 > room:
        return None   # (too many items to fit: `k: v, ` at least)
    texts = []
    for k, v in value.items():
        key = _key(k)
        text = _line(v, room - len(key) - 2, known)
        if text is None:
            return None
        texts.append(f"{key}: {text}")
        room -= len(key) + len(text) + 4
    return "{" + ", ".join(texts) + "}"


def _line_tuple(value: tuple, room: int, known: dict) -> str | None:
    texts = _lines(value, room - 2, known)
    if texts is None:
        return None
    return f"({texts[0]},)" if len(texts) == 1 else f"({', '.join(texts)})"


def _line_list(value: list, room: int, known: dict) -> str | None:
    texts = _lines(value, room - 2, known)
    return None if texts is None else "[" + ", ".join(texts) + "]"


# A tuple, list or dict of exactly these classes holding atoms of exactly these classes: `repr`
# writes what the writers above would, in one call.
def _line_exact_tuple(value: tuple, room: int, known: dict) -> str | None:
    if 3 * len(value) > room:
        return None   # (the shortest: `(x,)` or `(x, y, …)`, three characters an item but the last)
    return repr(value) if _REPR_ALONE.issuperset(map(type, value)) else _line_tuple(value, room, known)


def _line_exact_list(value: list, room: int, known: dict) -> str | None:
    if 3 * len(value) > room:
        return None   # (the shortest, as a tuple's)
    return repr(value) if _REPR_ALONE.issuperset(map(type, value)) else _line_list(value, room, known)


def _line_exact_dict(value: dict, room: int, known: dict) -> str | None:
    if 6 * len(value) > room:
        return None   # (the shortest: `{k: v, …}`)
    if _REPR_ALONE.issuperset(map(type, value)) and _REPR_ALONE.issuperset(map(type, value.values())):
        return repr(value)
    return _line_dict(value, room, known)


_LINE = {tuple: _line_exact_tuple, list: _line_exact_list, dict: _line_exact_dict, Call: _line_call,
         Code: _line_code}


def _line_writer(cls: type):
    """The writer of a class `_LINE` does not name: that of the first kind it derives from."""
    for base, write in ((Code, _line_code), (Call, _line_call), (dict, _line_dict), (tuple, _line_tuple),
                        (list, _line_list), (_ATOMS, _line_atom)):
        if issubclass(cls, base):
            return write
    raise TypeError(f"no literal for {cls.__name__}")


# ---------------------------------------------------------------- over lines
def block(value, indent: int = 0, column: int | None = None) -> str:
    """`literal(value)` over several lines when it is too wide. `indent` is the indentation of the
    line it starts on, `column` where on that line it starts (items go one level deeper). Laid out
    in C when the extension is compiled (`compiler/_fast_literal.c`, the same text), in Python when
    it is not or when C leaves the value to Python (a class it does not know, a key that is not an
    atom: Python writes it or raises TypeError)."""
    column = indent if column is None else column
    if _fast_literal is not None:
        try:
            return _fast_literal.block(value, indent, column)
        except _fast_literal.Unusual:
            pass
    return _laid(value, indent, column, {})   # (TypeError: `_line`)


def _laid(value, indent: int, column: int, known: dict[int, str]) -> str:
    """`value` written from `column` of a line indented by `indent`: on that line when it fits. (A
    value too wide has each of its parts written by its layout: every part is checked. A part whose
    text is `known` from the attempt to write its whole on one line is not written again.)"""
    cls = value.__class__
    if cls in _REPR_ALONE:   # (most parts: an atom, written at once; a number is never broken)
        text = repr(value)
        return text if len(text) + column <= WIDTH or cls is not str else _broken_text(value, indent, known)
    text = known.get(id(value))   # (written when the value it is part of was tried on one line)
    if text is None:
        text = _line(value, WIDTH - column, known)
        if text is not None:
            return text
    elif len(text) + column <= WIDTH:
        return text
    return (_BROKEN.get(cls) or _broken_writer(cls))(value, indent, known)


def _broken_text(value: str, indent: int, known: dict) -> str:
    """Adjacent pieces of the text in parentheses, one a line."""
    inner = " " * (indent + 4)
    return "(" + f"\n{inner}".join([repr(p) for p in _pieces(value, WIDTH - indent - 6)]) + ")"


def _broken_call(value: Call, indent: int, known: dict) -> str:
    deeper = indent + 4
    items = [_laid(v, deeper, deeper, known) for v in value.args]
    items += [f"{k}={_laid(v, deeper, deeper + len(k) + 1, known)}" for k, v in value.kwargs.items()]
    return _one_a_line(value.fn + "(", items, indent, ")")


def _broken_dict(value: dict, indent: int, known: dict) -> str:
    deeper, items = indent + 4, []
    for k, v in value.items():
        key = _key(k)
        items.append(f"{key}: {_laid(v, deeper, deeper + len(key) + 2, known)}")
    return _one_a_line("{", items, indent, "}")


def _broken_items(open_: str, close: str):
    """The layout of a tuple or a list: short items as many on a line as fit, others one a line."""
    def broken(value, indent: int, known: dict) -> str:
        deeper = indent + 4
        items = [_laid(v, deeper, deeper, known) for v in value]
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


def _as_line(value, indent: int, known: dict) -> str:
    """Code and numbers are never broken, however long."""
    return literal(value)


_BROKEN = {str: _broken_text, Call: _broken_call, dict: _broken_dict, tuple: _broken_items("(", ")"),
           list: _broken_items("[", "]"), Code: _as_line, int: _as_line, bool: _as_line, type(None): _as_line,
           Fraction: _as_line}


def _broken_writer(cls: type):
    """The layout of a class `_BROKEN` does not name (`_line` accepted it): that of the first kind
    it derives from."""
    for base, lay in (((Code, int, Fraction, bool, type(None)), _as_line), (str, _broken_text),
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


if _fast_literal is not None:
    _fast_literal.bind(Call, Code, Fraction)
