"""`Span`s made fast, for the builder, which makes more of them than of any other object (a span
for every construct, expression, name and table cell). Fed by: `builder`, `grid`.

`new_span(path, line, column, end_line, end_column)` is `Span(path, line, column, end_line,
end_column)` made as attrs' `__init__` makes it (the object, then each slot set), in about two
thirds of the time. (Not in `source`: its bytes are part of what the committed vectors were computed
from, `compiler.vectors_kept.CODE`.) `tests/test_builder.py` checks that both make the same span.
"""
from __future__ import annotations

from .source import Span

_NEW = object.__new__
_SET_PATH, _SET_LINE, _SET_COLUMN, _SET_END_LINE, _SET_END_COLUMN = (
    Span.path.__set__, Span.line.__set__, Span.column.__set__, Span.end_line.__set__, Span.end_column.__set__)


def new_span(path: str, line: int, column: int, end_line: int, end_column: int) -> Span:
    span = _NEW(Span)
    _SET_PATH(span, path)
    _SET_LINE(span, line)
    _SET_COLUMN(span, column)
    _SET_END_LINE(span, end_line)
    _SET_END_COLUMN(span, end_column)
    return span
