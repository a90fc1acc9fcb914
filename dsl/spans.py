"""`Span`s made fast, for the builder, which makes more of them than of any other object (a span
for every construct, expression, name and table cell). Fed by: `builder`, `grid`; `compact_json`
sets the same slots with `SPAN_SETTERS`.

`new_span(path, line, column, end_line, end_column)` is `Span(path, line, column, end_line,
end_column)` made as attrs' `__init__` makes it (the object, then each slot set), in about two
thirds of the time. (Not in `source`: its bytes are part of what the committed vectors were computed
from, `compiler.vectors_kept.CODE`.) `tests/test_spans.py` checks that both make the same span.
"""
from __future__ import annotations

import attrs

from .source import Span

_NEW = object.__new__
# Each field's slot setter, in the order of the fields (`compact_json` makes its spans with them too).
SPAN_SETTERS = tuple(getattr(Span, f.name).__set__ for f in attrs.fields(Span))
_SET_PATH, _SET_LINE, _SET_COLUMN, _SET_END_LINE, _SET_END_COLUMN = SPAN_SETTERS


def new_span(path: str, line: int, column: int, end_line: int, end_column: int) -> Span:
    span = _NEW(Span)
    _SET_PATH(span, path)
    _SET_LINE(span, line)
    _SET_COLUMN(span, column)
    _SET_END_LINE(span, end_line)
    _SET_END_COLUMN(span, end_column)
    return span
