"""`dsl.spans.new_span` makes the span `Span(...)` makes: the builder's spans (`dsl.builder`,
`dsl.grid`) are made by it."""
from __future__ import annotations

import attrs

from dsl.source import Span
from dsl.spans import new_span


def test_new_span_is_the_span_its_class_makes():
    # new_span sets these five slots and no other: a field added to Span must be set there too
    assert [f.name for f in attrs.fields(Span)] == ["path", "line", "column", "end_line", "end_column"]
    assert all(f.validator is None and f.converter is None for f in attrs.fields(Span))
    for values in (("a.rules", 1, 1, 1, 2), ("b/c.rules", 12, 40, 13, 1), ("", 0, 0, 0, 0)):
        made, called = new_span(*values), Span(*values)
        assert type(made) is Span and made == called and hash(made) == hash(called)
        assert attrs.astuple(made) == values and repr(made) == repr(called)


def test_the_builder_makes_its_spans_so():
    from dsl.builder import build_file
    from dsl.diagnostics import Report
    from dsl.parser import parse
    from dsl.source import SourceFile
    src = SourceFile("t.rules", 'clause 1.0 "Moving" {\n  says "A unit moves."\n  table t "T" {\n'
                                '    rows numbers\n    columns numbers\n    | 1 | 2 |\n  }\n}\n')
    model = build_file(src.path, parse(src, Report()))
    table = model.tables[0]
    cells = [c for row in table.grid for c in row.cells]
    assert [(c.text, c.span) for c in cells] == [("1", Span("t.rules", 6, 7, 6, 8)), ("2", Span("t.rules", 6, 11, 6, 12))]
    assert model.clauses[0].span == Span("t.rules", 1, 8, 1, 11)
