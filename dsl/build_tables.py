"""Model building, tables: the methods of `builder.ToModel` for tables (their settings, edge
rules, grid rows, footnotes, cell readings) and result vocabularies (patterns, marks, fixed
fields), as a mixin. Fed by: `parser`'s trees, through `builder.ToModel`, which inherits them;
feeds `model` (a row split into cells by `grid`).
"""
from __future__ import annotations

from lark import Token, Transformer, v_args

from . import model as m
from .build_common import Declared, _cited, _first, _meta, _notes, _own, _owning, _read_refs, _title
from .grid import parse_grid_row
from .labels import canonical_dice
from .pieces import (BlankLine, CellReadingLine, ColumnResults, EdgeRule, FixedFields, Footnote, ForbidAction,
    Inferred, LineReading, Mark, Missing, NoteLine, PatternLine, Prose, See, Setting, Settings, Split)
from .source import Span
from .text import unquote
from .twice import marks_twice, settings_twice, table_twice


def _meaning_and_fixed(rest) -> tuple[Prose | None, tuple[m.FixedField, ...]]:
    """What follows a result pattern's kind: its meaning, and its fixed fields `{ retreat: 2 }`."""
    fixed = _first(rest, FixedFields)
    return _first(rest, Prose), fixed.fields if fixed is not None else ()


def _pattern_reading(ours: LineReading | None) -> tuple[str | None, Span | None]:
    """A result pattern's `inferred "…"`: its marked text and where the word stands (None, None: none)."""
    return (ours.text, ours.span) if ours is not None else (None, None)


@v_args(inline=True)
class TablesToModel(Transformer):
    """The tables' and result vocabularies' rules of `builder.ToModel` (which provides `path` and
    `_at`). A `Transformer` only so that `v_args` applies to its methods: never used alone."""

    # ------------------------------------------------------------ tables
    def table(self, name, title, *items):
        settings: dict = {}
        declared: list[tuple[str, Span]] = []
        edges, grid, footnotes, column_results, refs, readings = [], [], [], [], list(title.refs), []
        for c in items:
            if isinstance(c, Setting):
                c = Settings((c,))
            if isinstance(c, Settings):
                for s in c.settings:
                    settings[s.field] = s.value
                    declared.append((s.declared, s.span))
            elif isinstance(c, Missing):
                settings.update(missing=True, missing_text=c.text)
            elif isinstance(c, EdgeRule):
                edges.append(c.edge)
                if c.ref is not None:
                    refs.append(c.ref)
                refs.extend(c.cited)
            elif isinstance(c, m.GridRow):
                grid.append(c)
            elif isinstance(c, ColumnResults):
                column_results.append((c.label, c.results))
                declared.append((f"column {c.label}", c.label_span))
                declared.append((f"column results {c.label}", c.results_span))
            elif isinstance(c, Footnote):
                footnotes.append((c.number, c.text))
                declared.append((f"footnote {c.number}", c.span))
                refs.extend(c.refs)
            elif isinstance(c, CellReadingLine):
                readings.append(c.reading)
                refs.extend(c.refs)
            elif isinstance(c, (See, NoteLine)):
                refs.extend(c.refs)
        table = m.Table(
            id=str(name), title=title.text, clause=_own(items), edges=tuple(edges), grid=tuple(grid),
            footnotes=tuple(footnotes), column_results=tuple(column_results), notes=_notes(items),
            refs=tuple(refs), decl_spans=tuple(declared), span=self._at(name), twice=table_twice(items),
            cell_readings=tuple(readings), **settings)
        return Declared("tables", table, **_owning(items))

    def missing(self, text=None):
        return Missing(text.text if text is not None else "")

    @_meta
    def cell_reading(self, meta, row, column, text=None):   # (without its words: E307 in the table checks)
        return CellReadingLine(m.CellReading(unquote(row), unquote(column), text.marked if text is not None else "",
                                             self._at(meta)), text.refs if text is not None else ())

    def column_results(self, label, results):
        return ColumnResults(unquote(label), self._at(label), str(results), self._at(results))

    def table_footnote(self, number, text, ref=None):
        return Footnote(str(number), text.marked, text.refs + ((ref,) if ref is not None else ()), self._at(number))

    def table_roll(self, dice):
        return Setting("roll", canonical_dice(str(dice)), "roll", self._at(dice))

    def table_rows(self, kind):
        return Setting("rows_kind", str(kind), "rows", self._at(kind))

    def table_columns(self, kind, *rest):
        by, label = _first(rest, Token), _first(rest, Prose)
        settings = [Setting("columns_kind", str(kind), "columns", self._at(kind))]
        if by is not None:
            settings.append(Setting("header_by", str(by), "by", self._at(by)))
        if label is not None:   # the label printed over the columns: "Combat Ratio", "Barrage Value"
            settings.append(Setting("columns_label", label.text, "columns label", self._at(kind)))
        return Settings(tuple(settings))

    def table_results(self, name):
        return Setting("results", str(name), "results", self._at(name))

    @_meta
    def edge_off(self, meta, where, *items):
        return self._edge(meta, where, None, items)

    @_meta
    def edge_roll(self, meta, where, bound, *items):
        return self._edge(meta, where, int(bound), items)

    def _edge(self, meta, where: str, bound: int | None, items) -> EdgeRule:
        ref = _first(items, m.Ref)
        forbid = _first(items, ForbidAction)
        actions = tuple(c.action if isinstance(c, ForbidAction) else c for c in items
                        if isinstance(c, (m.EdgeAction, ForbidAction)))
        inferred = _first(items, Inferred)
        # a forbidden edge is stated by the clause its message cites, unless the rule names one
        cited = forbid.refs if forbid is not None else ()
        clause = ref.target if ref is not None else cited[0].target if cited else None
        if inferred is None:
            return EdgeRule(m.Edge(where, bound, actions, clause, self._at(meta)), ref, cited)
        edge = m.Edge(where, bound, actions, clause, self._at(meta), inferred.text, inferred.where, inferred.bound)
        return EdgeRule(edge, ref, cited + inferred.refs)

    def edge_inferred(self, *items):   # (without its words: E307 in the table checks)
        where, bound = (str(items[0]), int(items[1])) if len(items) >= 2 else ("", None)
        text = items[-1] if len(items) in (1, 3) else None
        return Inferred(text.marked, text.refs, where, bound) if text is not None else Inferred("", (), where, bound)

    @_meta
    def edge_clamp(self, meta):
        return m.EdgeAction("clamp", None, self._at(meta))

    @_meta
    def edge_drm(self, meta, per_column):
        return m.EdgeAction("drm", int(str(per_column)), self._at(meta))

    @_meta
    def edge_result(self, meta, cell):
        return m.EdgeAction("result", unquote(cell), self._at(meta))

    @_meta
    def edge_missing(self, meta):
        return m.EdgeAction("missing", None, self._at(meta))

    @_meta
    def edge_forbid(self, meta, message=None):   # (without its words: E307 in the table checks)
        if message is None:
            return ForbidAction(m.EdgeAction("forbid", "", self._at(meta)), ())
        return ForbidAction(m.EdgeAction("forbid", message.marked, self._at(meta)), message.refs)

    def sideways(self, word):
        return str(word)

    def below_above(self, word):
        return str(word)

    def grid(self, row):
        return parse_grid_row(row, self.path)

    # ------------------------------------------------------------ result vocabularies
    def results(self, name, *items):
        split, split_span, patterns, blank, marks = "", None, [], None, []
        for c in items:
            if isinstance(c, Split):
                split, split_span = c.text, c.span
            elif isinstance(c, PatternLine):
                patterns.append(c.pattern)
            elif isinstance(c, BlankLine):
                blank = c.pattern
            elif isinstance(c, Mark):
                marks.append((c.key, c.text))
        results = m.Results(str(name), _title(items), _own(items), split, tuple(patterns), blank, tuple(marks),
                            _notes(items), settings_twice(items, self._at(name)) + marks_twice(items), self._at(name),
                            split_span)
        return Declared("results", results, cited=_cited(items), **_owning(items))

    def results_split(self, text):
        return Split(unquote(text), self._at(text))

    def results_pattern(self, text, kind, *rest):
        meaning, fixed = _meaning_and_fixed(rest)
        ours = _first(rest, LineReading)
        return PatternLine(m.Pattern(unquote(text), str(kind), meaning.text if meaning is not None else "",
                                     self._at(text), fixed, *_pattern_reading(ours)),
                           (meaning.refs if meaning is not None else ()) + _read_refs(ours))

    @_meta
    def results_blank(self, meta, kind, *rest):
        meaning, fixed = _meaning_and_fixed(rest)
        ours = _first(rest, LineReading)
        return BlankLine(m.Pattern("", str(kind), meaning.text if meaning is not None else "", self._at(meta), fixed,
                                   *_pattern_reading(ours)),
                         (meaning.refs if meaning is not None else ()) + _read_refs(ours))

    def fixed_fields(self, *fields):
        return FixedFields(tuple(fields))

    def fixed_field(self, name, value):
        return m.FixedField(str(name), str(value), self._at(name))

    def results_mark(self, key, text):
        return Mark(str(key), text.text, text.refs, self._at(key))
