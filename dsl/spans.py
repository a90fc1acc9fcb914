"""`Span`s made fast, for the builder, which makes more of them than of any other object (a span
for every construct, expression, name and table cell). Fed by: `builder`, `grid`; `compact_json`
sets the same slots with `SPAN_SETTERS`.

`new_span(path, line, column, end_line, end_column)` is `Span(path, line, column, end_line,
end_column)` made as attrs' `__init__` makes it (the object, then each slot set): in C where
`dsl/_fast_walk.c` is compiled (`by_slots`: no Python call), else in Python, in about two thirds of
the time of `Span(...)`. (Not in `source`: its bytes are part of what the committed vectors were
computed from, `compiler.vectors_kept.CODE`.) `tests/test_spans.py` checks that they make the same span.

`spans_at(path)` is the builder's `_at`: a callable giving the span of a token or of a rule's `meta`
in the file at `path` (`span_at`), made in C where it is compiled (`SpanAt`: the same span, its
slots set through the same descriptors, with no Python call per span).

`by_slots(cls)` is `cls` for a class whose `__init__` only stores its arguments (`compact_json`'s
`_settable`; `tests/test_spans.py` checks each class given here): called with every field, in
order, it makes the object by setting its slots, in C where compiled.
"""
from __future__ import annotations

from functools import partial

import attrs

from .source import Span

try:
    from ._fast_walk import Slots as _Slots, SpanAt as _SpanAt
except ImportError:   # not compiled (or compiled before it had them): objects made in Python
    _Slots = _SpanAt = None

_NEW = object.__new__
_SLOTS = tuple(getattr(Span, f.name) for f in attrs.fields(Span))   # each field's member descriptor, in order
# Each field's slot setter, in the order of the fields (`compact_json` makes its spans with them too).
SPAN_SETTERS = tuple(slot.__set__ for slot in _SLOTS)
_SET_PATH, _SET_LINE, _SET_COLUMN, _SET_END_LINE, _SET_END_COLUMN = SPAN_SETTERS


def by_slots(cls):
    """`cls(*values)`, every field given in order, for a class whose `__init__` only stores them."""
    if _Slots is None:
        return cls
    return _Slots(cls, tuple(getattr(cls, f.name) for f in attrs.fields(cls)))


def _new_span(path: str, line: int, column: int, end_line: int, end_column: int) -> Span:
    span = _NEW(Span)
    _SET_PATH(span, path)
    _SET_LINE(span, line)
    _SET_COLUMN(span, column)
    _SET_END_LINE(span, end_line)
    _SET_END_COLUMN(span, end_column)
    return span


new_span = _new_span if _Slots is None else _Slots(Span, _SLOTS)


def span_at(path: str, where) -> Span:
    """The span of a token or of a rule's `meta` (a rule that matched no text has none)."""
    try:
        line, col = where.line or 1, where.column or 1
        return new_span(path, line, col, where.end_line or line, where.end_column or col + 1)
    except AttributeError:
        return _span_without_position(path, where)


def _span_without_position(path: str, where) -> Span:
    """`span_at` of something lacking one of the four positions (a meta of a rule that matched no text)."""
    line = getattr(where, "line", 1) or 1
    col = getattr(where, "column", 1) or 1
    return Span(path, line, col, getattr(where, "end_line", line) or line,
                getattr(where, "end_column", col + 1) or col + 1)


def spans_at(path: str):
    """`span_at` for the file at `path`, as a callable of `where` alone."""
    if _SpanAt is not None:
        return _SpanAt(Span, _SLOTS, path, _span_without_position)
    return partial(span_at, path)
