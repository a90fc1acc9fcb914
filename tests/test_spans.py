"""`dsl.spans.new_span` makes the span `Span(...)` makes, in C and in Python, and `spans_at` and
`by_slots` what `span_at` and the classes make: the builder's spans (`dsl.builder`,
`dsl.grid`) are made by it."""
from __future__ import annotations

import attrs
import pytest

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


def test_the_spans_made_in_python_are_those_its_class_makes():
    """(`new_span` without the extension.)"""
    from dsl import spans
    for values in (("a.rules", 1, 1, 1, 2), ("b/c.rules", 12, 40, 13, 1)):
        made = spans._new_span(*values)
        assert type(made) is Span and made == Span(*values) and attrs.astuple(made) == values


def test_a_span_at_is_the_same_in_c_and_in_python():
    """`spans_at(path)(where)` for tokens and metas, with every position given, some left None or
    0, or missing (an empty meta): the same span by `SpanAt` as by `span_at`, and any error alike."""
    from lark import Token
    from lark.tree import Meta

    from dsl import spans
    full = Token("NAME", "abc", 3, 2, 7, 2, 10, 4)
    empty = Meta()
    partial = Meta()
    partial.line, partial.column = 4, 9            # no end: AttributeError, read as a rule of no text
    zeros = Token("NAME", "x", 0, 0, 0, 0, 0, 0)   # falsy positions: their defaults
    nones = Token("NAME", "x", None, None, None, None, None, None)
    odd = Token("NAME", "x", 0, 5, 7, None, None, 0)
    cases = [full, empty, partial, zeros, nones, odd]
    expected = [spans.span_at("p.rules", w) for w in cases]
    assert expected[0] == Span("p.rules", 2, 7, 2, 10) and expected[5] == Span("p.rules", 5, 7, 5, 8)
    assert expected[1] == Span("p.rules", 1, 1, 1, 2)
    assert expected[2] == Span("p.rules", 4, 9, 4, 10) and expected[4] == Span("p.rules", 1, 1, 1, 2)
    if spans._SpanAt is None:
        return
    at = spans.spans_at("p.rules")
    assert type(at) is spans._SpanAt
    made = [at(w) for w in cases]
    assert made == expected and all(type(s) is Span for s in made)
    bad = Token("NAME", "x", 0, 1, "a", 1, None, None)   # a column that is no number: `col + 1` fails alike
    with pytest.raises(TypeError):
        spans.span_at("p.rules", bad)
    with pytest.raises(TypeError):
        at(bad)


def test_what_is_made_by_its_slots_only_stores_its_arguments():
    """`by_slots` takes a class's `__init__` for one that only stores its arguments: each class given
    to it is so (`compact_json._settable`), and what it makes is what the class makes."""
    from dsl import build_expressions, compact_json, grid, spans
    from dsl.model import Cell, Ref
    from dsl.pieces import Prose
    assert compact_json._settable(Cell) and compact_json._settable(Prose) and compact_json._settable(Span)
    assert grid._cell("a", ("^1",), Span("p", 1, 2, 1, 3)) == Cell("a", ("^1",), Span("p", 1, 2, 1, 3))
    refs = (Ref("1.2", Span("p", 1, 2, 1, 7)),)
    made = build_expressions._prose("t", refs, "m")
    assert type(made) is Prose and made == Prose("t", refs, "m")
    if spans._Slots is not None:
        with pytest.raises(TypeError):
            grid._cell("a", ())


def test_a_construct_changed_by_its_slots_is_what_attrs_evolve_makes():
    """`build_common._evolved` (the builder's): the fields changed, the others kept, as `attrs.evolve`; a field the class
    lacks is attrs' own TypeError (not a KeyError of the lookup)."""
    import attrs

    from dsl import model as m
    from dsl.build_common import _evolved
    ref = m.Ref("1.2", Span("p", 1, 2, 1, 7))
    assert _evolved(ref, {"target": "3.4"}) == attrs.evolve(ref, target="3.4") == m.Ref("3.4", ref.span)
    from dsl import build_common, spans
    assert (build_common._REMADE[m.Ref][3] is not None) == (spans._Slots is not None)   # (made by its slots)
    with pytest.raises(TypeError):
        _evolved(ref, {"scenario": "s"})
