"""Model building: Lark trees → the typed `model`. Fed by: `parser`; feeds `loader` (and `cache`).

`ToModel` is a Lark `Transformer` with one method per grammar rule, in the grammar's order (those
of the expression rules in `build_expressions`, which it inherits): each method receives its rule's
children already built and returns a model object, or one of the small classes of `pieces` for
rules that are only part of a construct (a setting, an edge rule, a note…).
Positions come from Lark's propagated metadata (`meta`, for methods marked `_meta`) or from tokens.

Built bottom up, a construct does not know the clause around it: it records its own `[ref]`, if
any, and the clause (or scenario) that encloses it fills in the rest. It records what it reads,
however wrong; every judgement (unknown names, bad cells, gaps) is left to `resolver` and `checks`.
What a construct is given twice (`when a when b`, a second `roll`…) is found by `twice` and kept
in the model's `twice` fields for the checks to report.

The walk that calls the methods (`ToModel._transform_tree`) runs in C where `dsl/_fast_walk.c` is
compiled (`_fast_walk.transform`: the same calls, in the same order, by explicit stacks).

`build_file` gives one file's `FileModel` (the unit the cache keeps); `merge` joins a book's files.
"""
from __future__ import annotations

from operator import attrgetter

import attrs
from attrs import evolve, frozen
from lark import Token, Transformer, Tree, v_args

from . import model as m
from .build_expressions import SIGNED, ExpressionsToModel, number_value
from .diagnostics import Diagnostic, Report
from .grid import parse_grid_row
from .labels import canonical_dice
from .pieces import (AidLine, AppliesAlways, Area, AtMost, BlankLine, BookField, ColumnResults, ConstValue, Credit,
    ChosenBy, Default, Dice, EdgeRule, EnumValueLine, Inferred, ExcEffect, FirstSide, Footnote, Guard, HeaderLine, Mark, Marker,
    Markers, Missing, Modality, NoteLine, On, OptionalMark, Options, Override, Page, PatternLine, PrintedMark, Priority, Prose,
    Repeat, RewritePair, Says, See, Setting, Settings, SetupOrder, SideLine, SideName, Split, Start,
    StepLine, StepPath, StepWho, Tag, Tags, Turns, TypeName, Use, VictoryLine, Who, Wording)
from .pieces import FixedFields, ForbidAction   # result patterns' fixed fields; forbidden edges
from .pieces import CellReadingLine, LineReading, ReadingLine   # `inferred "…"`: a cell; a line or a step; a rule
from .pieces import NamedHex, Placed   # a scenario line's placement, with its words' references
from .source import Span
from .spans import by_slots, spans_at
from .text import unquote
from .twice import header_twice, lines_twice, marks_twice, rewrite_and_other, settings_twice, table_twice

try:
    from ._fast_walk import transform as _transform_in_c
except ImportError:   # not compiled: the walk in Python
    _transform_in_c = None

_meta = v_args(meta=True, inline=True)   # a method that also needs its rule's position


def _amount(tok) -> tuple[int, str]:
    """A literal amount, or 0 and the name of the constant that gives it (0 and "" for a table cell)."""
    if isinstance(tok, m.FieldOf):
        return 0, ""
    return (0, str(tok)) if tok.type == "NAME" else (int(str(tok)), "")


def _whole_number_text(text: str) -> str:
    """A rewrite's value as the runtime compares it (`str` of the field's number): `+2` and `02` are
    `2`, `-0` is `0`; a word (`any`, a kind) as written. Without it `02 -> 1` never matched a 2."""
    digits = text.lstrip("+-")
    if not digits.isascii() or not digits.isdigit() or len(text) - len(digits) > 1:
        return text
    digits = digits.lstrip("0") or "0"
    return ("-" if text[0] == "-" and digits != "0" else "") + digits


def _cell(tok) -> "m.FieldOf | None":
    return tok if isinstance(tok, m.FieldOf) else None


# ---------------------------------------------------------------- constructs
@frozen
class Declared:
    """A construct as built: the `FileModel` field it goes to, the model object, the clause it
    belongs to (its own `[ref]`; None until the enclosing clause fills it in), the references
    written in its texts, and its own `[ref]` as written (`own`: where E201 points when it names no clause)."""
    kind: str
    value: object
    owner: str | None = None
    cited: tuple[m.Ref, ...] = ()
    own: m.Ref | None = None

    def within(self, clause: str | None, scenario: str = "") -> "Declared":
        """This construct as written inside `clause` (and inside `scenario`, when given)."""
        value = self.value
        if self.kind == "clauses":
            return self if value.parent is not None or clause is None else \
                Declared(self.kind, _evolved(value, {"parent": clause}))
        changes: dict = {"scenario": scenario} if scenario else {}
        owner = self.owner
        if owner is None and clause is not None:
            owner = clause
            if hasattr(value, "clause"):
                changes["clause"] = clause
        if not changes:
            return self if owner is self.owner else Declared(self.kind, value, owner, self.cited, self.own)
        return Declared(self.kind, _evolved(value, changes), owner, self.cited, self.own)


_REMADE: dict = {}   # a construct's class → its fields' names, their places, a reader of them all, its maker


def _evolved(value, changes: dict):
    """`attrs.evolve(value, **changes)` for a construct of the model (a class whose `__init__` only
    stores its arguments, made by setting its slots: `spans.by_slots`): its fields read in one call."""
    cls = value.__class__
    known = _REMADE.get(cls)
    if known is None:
        names = tuple(f.name for f in attrs.fields(cls))
        make = by_slots(cls)
        known = _REMADE[cls] = (names, {n: i for i, n in enumerate(names)}, attrgetter(*names),
                                make if make is not cls and len(names) > 1 else None)
    names, places, read, make = known
    if make is None or not places.keys() >= changes.keys():   # (no extension, or a field the class lacks: attrs' own, and its TypeError)
        return evolve(value, **changes)
    values = list(read(value))
    for name, new in changes.items():
        values[places[name]] = new
    return make(*values)


@frozen
class Part:
    """A clause or a scenario with everything declared inside it, in the order the book lists them."""
    declared: tuple[Declared, ...]


def _own(children) -> str | None:
    """A construct's own `[ref]`: the clause it belongs to whatever encloses it."""
    return next((c.target for c in children if isinstance(c, m.Ref)), None)


def _owning(children) -> dict:
    """`Declared`'s `owner` and `own` from a construct's pieces: its own `[ref]`'s target, and the
    reference as written (with its span), or None for both."""
    ref = next((c for c in children if isinstance(c, m.Ref)), None)
    return {"owner": ref.target if ref is not None else None, "own": ref}


def _first(children, cls):
    return next((c for c in children if isinstance(c, cls)), None)


def _all(children, cls) -> list:
    return [c for c in children if isinstance(c, cls)]


def _meaning_and_fixed(rest) -> tuple[Prose | None, tuple[m.FixedField, ...]]:
    """What follows a result pattern's kind: its meaning, and its fixed fields `{ retreat: 2 }`."""
    fixed = _first(rest, FixedFields)
    return _first(rest, Prose), fixed.fields if fixed is not None else ()


def _title(children) -> str:
    prose = _first(children, Prose)
    return prose.text if prose is not None else ""


def _printed_refs(*texts) -> tuple[m.Ref, ...]:
    """The references in a scenario line's texts (units, remarks, markers): as in a table cell, only
    a dotted section id (`[24.7]`, `[29.ichi_go.setup]`); `[t0]` or `[27]` in an order of battle is
    printed text."""
    return tuple(r for t in texts if t is not None for r in t.refs if r.target[0].isdigit() and "." in r.target)


def _notes(children) -> tuple[m.Note, ...]:
    return tuple(c.note for c in children if isinstance(c, NoteLine))


def _guard(children, kind: str) -> m.Expr | None:
    return next((c.expr for c in children if isinstance(c, Guard) and c.kind == kind), None)


def _wording(children) -> tuple[tuple[str, str], ...]:
    """The `reads "…"` sentences of a construct's `when` and `unless`."""
    return tuple((c.kind, c.wording) for c in children if isinstance(c, Guard) and c.wording)


def _reading(children) -> m.Reading | None:
    """The construct's `inferred "…"` (the first: a second is E101)."""
    line = _first(children, ReadingLine)
    return line.reading if line is not None else None


def _pattern_reading(ours: LineReading | None) -> tuple[str | None, Span | None]:
    """A result pattern's `inferred "…"`: its marked text and where the word stands (None, None: none)."""
    return (ours.text, ours.span) if ours is not None else (None, None)


def _read_refs(ours: LineReading | None) -> tuple[m.Ref, ...]:
    """The references a scenario line's reading cites (a clause id in it is a reference, as in any note)."""
    return ours.refs if ours is not None else ()


def _cited(children) -> tuple[m.Ref, ...]:
    """The references in the texts and `see` lists among a construct's pieces, in source order."""
    return tuple(r for c in children for r in getattr(c, "refs", ()))


def _inner(children) -> list[Declared]:
    out: list[Declared] = []
    for c in children:
        if isinstance(c, Declared):
            out.append(c)
        elif isinstance(c, Part):
            out.extend(c.declared)
    return out


@v_args(inline=True)
class ToModel(ExpressionsToModel, Transformer):
    """One file's Lark tree → `Declared` constructs. One method per rule (aliases included): the
    expressions' in `build_expressions`, the others here."""

    __visit_tokens__ = False

    def __init__(self, path: str, examples_before: int = 0):
        super().__init__(visit_tokens=False)
        self.path = path
        self.examples = examples_before      # examples are numbered in source order
        self._at = spans_at(path)            # a token's or a meta's span (`spans.span_at`)

    def _transform_tree(self, tree: Tree):
        if _transform_in_c is not None:
            return _transform_in_c(self, tree, _FUNCTIONS, Tree)
        return self._transform_in_python(tree)

    def _transform_in_python(self, tree: Tree):
        # Lark's own dispatch re-wraps a `v_args` method on every call (functools.update_wrapper per
        # node: most of the time a build took). Here each rule's function is found once per class
        # (`_FUNCTIONS`), and called with its children inline, after its `meta` when it is declared
        # `_meta`. (The parser's trees are of `Tree` itself, `tree_builder`; a loop, not a
        # comprehension, which Python 3.11 runs as a call of its own.)
        children = []
        add = children.append
        transform = self._transform_in_python
        for c in tree.children:
            add(transform(c) if c.__class__ is Tree else c)
        function, with_meta = _FUNCTIONS[tree.data]
        return function(self, tree._meta or tree.meta, *children) if with_meta else function(self, *children)

    def start(self, *items) -> list[Declared]:
        return _inner(items)

    # ------------------------------------------------------------ book header
    def book(self, name, *items):
        fields = {f.name: f.text for f in _all(items, BookField)}
        turn = [f for f in _all(items, BookField) if f.name == "turn"]
        if turn:   # (where the last `turn NAME` names its fact: the checks point at the name)
            fields["turn_span"] = turn[-1].span
        lines = [x.value for x in _all(items, HeaderLine)]
        header = m.BookHeader(
            id=str(name), credits=tuple((c.role, c.name) for c in _all(items, Credit)),
            sides=tuple(_all(lines, m.SideDecl)), dice=tuple(d for x in _all(items, Dice) for d in x.dice),
            externals=tuple(_all(lines, m.External)), notes=_notes(items), span=self._at(name),
            twice=header_twice(items), **fields)
        return Declared("headers", header, None, _cited(items))   # (the references in its titles and notes)

    @_meta
    def book_title(self, meta, text):
        return BookField("title", text.text, self._at(meta))

    @_meta
    def book_series(self, meta, text):
        return BookField("series", text.text, self._at(meta))

    def book_credit(self, role, name):
        return Credit(role.text, name.text)

    @_meta
    def book_scale(self, meta, text):
        return BookField("scale", text.text, self._at(meta))

    def book_side(self, name, text, neutral=None):
        return HeaderLine(m.SideDecl(str(name), text.text, neutral is not None, self._at(name)), text.refs)

    def neutral(self):
        return True

    def book_dice(self, *dice):
        return Dice(tuple(canonical_dice(str(d)) for d in dice), tuple(self._at(d) for d in dice))

    @_meta
    def book_external(self, meta, name, text, first, last=None):
        last = last if last is not None else first
        covers = Span(self.path, first.line, first.column, last.end_line, last.end_column)
        return HeaderLine(m.External(str(name), text.text, int(first), int(last), self._at(meta), covers), text.refs)

    @_meta
    def book_source(self, meta, text):
        return BookField("source", text.text, self._at(meta))

    def book_turn(self, name):
        return BookField("turn", str(name), self._at(name))

    # ------------------------------------------------------------ clauses
    @_meta
    def clause(self, meta, cid, title, *items):
        says = _first(items, Says)
        refs = list(title.refs)
        refs.extend(says.refs if says is not None else ())
        refs.extend(r for see in _all(items, See) for r in see.refs)
        refs.extend(r for note in _all(items, NoteLine) for r in note.refs)
        clause = m.Clause(
            id=str(cid), title=title.text, says=says.text if says is not None else "",
            optional=_first(items, OptionalMark) is not None,
            tags=tuple((t.name, t.value) for tags in _all(items, Tags) for t in tags.tags), refs=tuple(refs),
            notes=_notes(items), file=self.path, end_line=getattr(meta, "end_line", 0) or 0,
            twice=settings_twice(items, self._at(cid)), span=self._at(cid))
        return Part((Declared("clauses", clause), *(d.within(str(cid)) for d in _inner(items))))

    def optional(self):
        return OptionalMark()

    @_meta
    def says(self, meta, text):
        return Says(text.marked, text.refs, self._at(meta))

    def tags(self, *tags):
        return Tags(tags)

    def tag(self, name, value=None):
        return Tag(str(name), str(value) if value is not None else "")

    @_meta
    def note(self, meta, text):
        return NoteLine(m.Note("note", text.marked, self._at(meta)), text.refs)

    @_meta
    def doubt(self, meta, text):
        return NoteLine(m.Note("doubt", text.marked, self._at(meta)), text.refs)

    def see(self, *refs):
        return See(refs)

    def ref(self, cid):
        return m.Ref(str(cid), self._at(cid))

    # ------------------------------------------------------------ glossary, inputs, numbers
    def term(self, name, title, *rest):
        says = rest[-1] if rest and isinstance(rest[-1], Prose) else None
        term = m.Term(str(name), title.text, says.marked if says is not None else "", _own(rest),
                      says.refs if says is not None else (), self._at(name))
        return Declared("terms", term, **_owning(rest))

    def enum(self, name, *items):
        values = tuple(v.value for v in _all(items, EnumValueLine))
        enum = m.Enum(str(name), _title(items), values, _own(items), self._at(name))
        return Declared("enums", enum, cited=_cited(items), **_owning(items))

    def enum_value(self, name, text=None):
        return EnumValueLine(m.EnumValue(str(name), (text.text if text is not None else "") or str(name),
                                         self._at(name)), text.refs if text is not None else ())

    def fact(self, name, type_, *items):
        default, at_most = _first(items, Default), _first(items, AtMost)
        fact = m.Fact(str(name), type_.name, _title(items), _own(items),
                      default.expr if default is not None else None, type_.span, self._at(name),
                      at_most.value if at_most is not None else None, at_most.span if at_most is not None else None)
        return Declared("facts", fact, cited=_cited(items), **_owning(items))

    def list_type(self, name):
        return TypeName(f"list of {name}", self._at(name))

    def record(self, name, *items):
        fields = tuple(f for f in items if isinstance(f, m.RecordField))
        record = m.Record(str(name), _title(items), fields, _own(items), self._at(name))
        return Declared("records", record, cited=_cited(items), **_owning(items))

    def record_field(self, name, type_, *items):
        default = _first(items, Default)
        return m.RecordField(str(name), type_.name, _title(items), default.expr if default is not None else None,
                             type_.span, self._at(name))

    def fact_default(self, value):
        if isinstance(value, Token) and value.type in SIGNED:   # `= -1`, `= -1/2`: a number, not a name
            return Default(m.Num(number_value(value), self._at(value)))
        return Default(m.Name(str(value), self._at(value)) if isinstance(value, Token) else value)

    def type(self, name):
        return TypeName(str(name), self._at(name))

    def constant(self, name, value, *items):
        constant = m.Constant(str(name), value.value, value.printed, value.unit, _title(items), _own(items),
                              self._at(name))
        return Declared("constants", constant, cited=_cited(items), **_owning(items))

    def const_value(self, tok, unit=None):
        if tok.type == "RATIO":
            a, b = str(tok).split(":")
            value = (int(a), int(b))
        elif tok.type == "DICE":
            value = canonical_dice(str(tok))   # (`01d06` is 1d6, as the literal in a rule is read)
        elif tok.type in ("STRING", "LONG_STRING"):
            value = unquote(tok)
        else:
            value = number_value(tok)
        return ConstValue(value, value if tok.type in ("STRING", "LONG_STRING", "DICE") else str(tok),
                          str(unit) if unit is not None else "")

    def const_list(self, *items):
        """`[3, 4, 9]` or `[mud, frost]`: numbers stay numbers, names stay `Name`s (the checks resolve them)."""
        return ConstValue(tuple(items), "[" + ", ".join(getattr(i, "name", None) or str(i) for i in items) + "]")

    def const_item(self, tok):
        return m.Name(str(tok), self._at(tok)) if tok.type == "NAME" else number_value(tok)

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

    # ------------------------------------------------------------ formulas and modifiers
    def formula(self, name, *items):
        params = _first(items, tuple) or ()
        returns, wording = _first(items, TypeName), _first(items, Wording)
        body = next(c for c in reversed(items) if not isinstance(c, (Wording, ReadingLine)))
        formula = m.Formula(str(name), params, body, _title(items), _own(items), self._at(name),
                            returns.name if returns is not None else "", wording.text if wording is not None else "",
                            _reading(items))
        return Declared("formulas", formula, cited=_cited(items), **_owning(items))

    def params(self, *params):
        return params

    def param(self, name, type_=None):
        return m.Param(str(name), type_.name if type_ is not None else "number", self._at(name),
                       type_span=type_.span if type_ is not None else self._at(name))

    def keys_param(self, name, axis, table):
        """`side: column of transport`, `roll: roll of crt` (the checks refuse an axis other than `row`,
        `column` or `roll`); a roll is an integer, a label text."""
        return m.Param(str(name), "integer" if str(axis) == "roll" else "text", self._at(name), str(table), str(axis),
                       self._at(table), self._at(axis))

    def dice_param(self, name, axis, dice):
        """`first: roll of 1d6`: a roll of dice no table reads, an integer (the checks refuse another
        axis than `roll`, and dice the header does not declare)."""
        return m.Param(str(name), "integer", self._at(name), "", str(axis), self._at(dice), self._at(axis),
                       canonical_dice(str(dice)))

    def modifier(self, name, *items):
        effects, at_most, on = _all(items, m.Effect), _all(items, AtMost), _all(items, On)
        modifier = m.Modifier(
            id=str(name), title=_title(items), clause=_own(items), effect=effects[-1] if effects else None,
            when=_guard(items, "when"), unless=_guard(items, "unless"), per=_guard(items, "per"),
            wording=_wording(items),
            at_most=at_most[-1].value if at_most else None, at_most_span=at_most[-1].span if at_most else None,
            on=on[-1].name if on else "", on_span=on[-1].span if on else None, notes=_notes(items),
            twice=settings_twice(items, self._at(name)), span=self._at(name), inferred=_reading(items))
        return Declared("modifiers", modifier, cited=_cited(items), **_owning(items))

    @_meta
    def shift_effect(self, meta, amount, where):
        value, constant = _amount(amount)
        sign = 1 if where == "right" else -1
        return m.Effect("shift", sign * value, constant=constant, sign=sign, cell=_cell(amount), span=self._at(meta))

    def shift_favouring(self, amount, side):
        value, constant = _amount(amount)
        return m.Effect("favouring", value, side=str(side), constant=constant, cell=_cell(amount), span=self._at(side))

    @_meta
    def drm_effect(self, meta, amount):
        value, constant = _amount(amount)
        return m.Effect("drm", value, constant=constant, cell=_cell(amount), span=self._at(meta))

    @_meta
    def add_effect(self, meta, amount):
        value, constant = _amount(amount)
        return m.Effect("add", value, constant=constant, cell=_cell(amount), span=self._at(meta))

    @_meta
    def multiply_effect(self, meta, factor, rounding=""):
        return m.Effect("multiply", factor.value if isinstance(factor, m.Num) else None, rounding=rounding,
                        span=self._at(meta))

    def updown(self, word):
        return str(word)

    def when(self, expr, wording=None):
        return Guard("when", expr, *((wording.text, wording.refs) if wording is not None else ()))

    def unless(self, expr, wording=None):
        return Guard("unless", expr, *((wording.text, wording.refs) if wording is not None else ()))

    def wording(self, text):
        return Wording(text.text, text.refs)

    @_meta
    def inferred(self, meta, *items):   # (a formula's without its words: E404 in the rule checks)
        text = items[-1] if items and isinstance(items[-1], Prose) else None
        when = items[0] if items and not isinstance(items[0], Prose) else None
        span = self._at(meta)
        return ReadingLine(m.Reading(text.marked if text is not None else "", when, span),
                           text.refs if text is not None else (), span)

    formula_inferred = inferred

    def per(self, expr):
        return Guard("per", expr)

    def at_most(self, value):
        return AtMost(str(value) if value.type == "NAME" else int(value), self._at(value))

    def modifier_on(self, name):
        return On(str(name), self._at(name))

    def combine(self, name, *items):
        members = [c for c in items if isinstance(c, Token)]
        at_most = _first(items, AtMost)
        mode = next(c for c in items if type(c) is str)
        combine = m.Combine(str(name), mode, tuple(str(n) for n in members), _title(items), _own(items),
                            at_most.value if at_most is not None else None,
                            tuple(self._at(n) for n in members), at_most.span if at_most is not None else None,
                            self._at(name))
        return Declared("combines", combine, cited=_cited(items), **_owning(items))

    def combine_mode(self, word):
        return str(word)

    # ------------------------------------------------------------ permissions and exceptions
    def permission(self, name, *items):
        modality, who = _first(items, Modality), _first(items, Who)
        permission = m.Permission(
            id=str(name), modal=modality.modal if modality is not None else "",
            action=modality.action if modality is not None else "", title=_title(items), clause=_own(items),
            who=who.name if who is not None else "", when=_guard(items, "when"), unless=_guard(items, "unless"),
            wording=_wording(items), twice=settings_twice(items, self._at(name)),
            who_span=who.span if who is not None else None, notes=_notes(items), span=self._at(name),
            modal_span=modality.span if modality is not None else None, inferred=_reading(items))
        return Declared("permissions", permission, cited=_cited(items), **_owning(items))

    def who(self, name):
        return Who(str(name), self._at(name))

    @_meta
    def modality(self, meta, modal, text):
        return Modality(modal, text.text, text.refs, self._at(meta))

    def modal(self, *words):
        return " ".join(str(w) for w in words)

    def exception(self, name, *items):
        fields: dict = {}
        for c in items:
            if isinstance(c, Override):
                fields.update(target=c.target, target_is_clause=c.is_clause, target_span=c.span)
            elif isinstance(c, ExcEffect):
                fields.update(effect=c.kind, effect_span=c.span)
            elif isinstance(c, m.Rewrite):
                fields.update(effect="rewrite", effect_span=fields.get("effect_span") or c.span)
            elif isinstance(c, Use):
                fields.update(effect="use", use=c.expr, effect_span=getattr(c.expr, "span", None))
            elif isinstance(c, Priority):
                fields["priority"] = c.value
            elif isinstance(c, Says):
                fields["says"] = c.text
            elif isinstance(c, AppliesAlways):
                fields["always"] = True
            elif isinstance(c, ChosenBy):
                fields.update(chooser=c.name, chooser_span=c.span)
        exception = m.ExceptionRule(
            id=str(name), title=_title(items), clause=_own(items), when=_guard(items, "when"),
            unless=_guard(items, "unless"), wording=_wording(items), rewrites=tuple(_all(items, m.Rewrite)), notes=_notes(items),
            twice=settings_twice(items, self._at(name)) + rewrite_and_other(items, self._at(name)), span=self._at(name),
            inferred=_reading(items), **fields)
        return Declared("exceptions", exception, cited=_cited(items), **_owning(items))

    def overrides(self, target):
        if isinstance(target, m.Ref):
            return Override(target.target, True, target.span)
        return Override(str(target), False, self._at(target))

    @_meta
    def exc_cancel(self, meta):
        return ExcEffect("cancel", self._at(meta))

    @_meta
    def exc_allow(self, meta):
        return ExcEffect("allow", self._at(meta))

    @_meta
    def exc_forbid(self, meta):
        return ExcEffect("forbid", self._at(meta))

    @_meta
    def exc_rewrite(self, meta, *items):
        names = [str(c) for c in items if isinstance(c, Token)]
        kind, field_ = (names[0], names[1]) if len(names) > 1 else ("", names[0])
        pairs = tuple((p.old, p.new) for p in items if isinstance(p, RewritePair))
        return m.Rewrite(field_, kind, pairs, self._at(meta))

    @_meta
    def exc_rewrite_side(self, meta, field_, side, *pairs):
        """`rewrite retreat of IJA: 1 -> 0`: the field of the attacker's or the defender's effect,
        whichever is the named side's (through the fact `attacker`)."""
        return m.Rewrite(str(field_), "", tuple((p.old, p.new) for p in pairs), self._at(meta),
                         str(side), self._at(side))

    def exc_use(self, expr):
        return Use(expr)

    def rewrite_pair(self, old, new):
        return RewritePair(_whole_number_text(str(old)), _whole_number_text(str(new)))

    def priority(self, value):
        return Priority(int(value), self._at(value))

    @_meta
    def applies_always(self, meta):
        return AppliesAlways(self._at(meta))

    def chosen_by(self, name):
        return ChosenBy(str(name), self._at(name))

    # ------------------------------------------------------------ sequence of play
    def sequence(self, name, title, *items):
        sequence = m.Sequence(str(name), title.text, tuple(s.step for s in _all(items, StepLine)), _own(items),
                              _notes(items), self._at(name))
        return Declared("sequences", sequence, cited=_cited((title, *items)), **_owning(items))

    def step(self, kind, name, title, *items):
        who, repeat, says = _first(items, StepWho), _first(items, Repeat), _first(items, Says)
        step = m.Step(
            kind=kind, id=str(name), title=title.text, ref=_first(items, m.Ref),
            who=who.sides if who is not None else (), when=_guard(items, "when"), wording=_wording(items),
            repeat=repeat.text if repeat is not None else "", says=says.text if says is not None else "",
            notes=_notes(items), children=tuple(s.step for s in _all(items, StepLine)),
            twice=settings_twice(items, self._at(name)), who_spans=who.spans if who is not None else (),
            span=self._at(name), inferred=ours.text if (ours := _first(items, LineReading)) is not None else None)
        return StepLine(step, _cited((title, *items)))

    @_meta
    def step_inferred(self, meta, text):
        return LineReading(text.marked, text.refs, self._at(meta))

    def step_kind(self, word):
        return str(word)

    def step_who(self, *sides):
        return StepWho(tuple(str(s) for s in sides), tuple(self._at(s) for s in sides))

    @_meta
    def step_repeat(self, meta, text):
        return Repeat(text.text, text.refs, self._at(meta))

    # ------------------------------------------------------------ scenarios
    def scenario(self, name, title, *items):
        sid, own = str(name), _own(items)
        fields: dict = {}
        lists: dict[str, list] = {k: [] for k in ("markers", "setups", "supports", "reinforcements",
                                                  "victories", "skips", "options", "starts", "removals",
                                                  "amounts", "calendars")}
        sides: list[SideName] = []
        unitless: list[tuple] = []
        # a setting written twice is E101 at the second (`settings_twice`), and the first is kept, as
        # every construct keeps it: the second drove the turn checks after its E101 (the designer probe)
        for c in items:
            if isinstance(c, Turns):
                if "turns_span" not in fields:
                    fields.update(first_turn=c.first, last_turn=c.last, turns_span=c.span)
            elif isinstance(c, Area):
                fields.setdefault("area", c.text)
            elif isinstance(c, FirstSide):
                if "first_span" not in fields:
                    fields.update(first_side=c.side.name, first_span=c.side.span)
                sides.append(c.side)
            elif isinstance(c, SetupOrder):
                fields.setdefault("setup_order", tuple(s.name for s in c.sides))
                sides.extend(c.sides)
            elif isinstance(c, Start):
                sides.append(c.side)
                lists["starts"].append((c.side.name, c.amount, c.unit, c.text))
                if c.unitless is not None:
                    unitless.append(c.unitless)
            elif isinstance(c, Markers):
                sides.append(c.side)
                lists["markers"].extend((c.side.name, mk.key, mk.text) for mk in c.markers)
            elif isinstance(c, SideLine):
                sides.append(c.side)
                kind = {m.Setup: "setups", m.Reinforcement: "reinforcements", m.Support: "supports",
                        m.Removal: "removals", m.TurnAmount: "amounts"}[type(c.value)]
                lists[kind].append(c.value)
                if c.unitless is not None:
                    unitless.append(c.unitless)
            elif isinstance(c, VictoryLine):
                if c.side is not None:
                    sides.append(c.side)
                lists["victories"].append(c.victory)
            elif isinstance(c, m.Skip):
                lists["skips"].append(c)
            elif isinstance(c, m.Calendar):
                lists["calendars"].append(c)
            elif isinstance(c, Options):
                if c.all:
                    fields["all_options"], fields["all_options_span"] = True, c.span
                lists["options"].extend(c.chosen)
            elif isinstance(c, Says):
                fields["says"] = c.text
        scenario = m.Scenario(
            id=sid, title=title.text, clause=own, notes=_notes(items),
            side_spans=tuple((s.name, s.span) for s in sides), unitless=tuple(unitless),
            twice=settings_twice(items, self._at(name)) + lines_twice(items), span=self._at(name),
            **fields, **{k: tuple(v) for k, v in lists.items()})
        inner = tuple(d.within(own, sid) for d in _inner(items))
        return Part((*inner, Declared("scenarios", scenario, cited=_cited((title, *items)), **_owning(items))))

    @_meta
    def sc_turns(self, meta, first, last=None):
        if last is None:
            return Turns(int(first), int(first), self._at(meta))
        return Turns(int(first), None if last.type == "END" else int(last), self._at(meta))

    @_meta
    def sc_area(self, meta, text):
        return Area(text.text, text.refs, self._at(meta))

    @_meta
    def sc_first(self, meta, side):
        return FirstSide(SideName(str(side), self._at(side)), self._at(meta))

    @_meta
    def sc_setup_order(self, meta, *sides):
        return SetupOrder(tuple(SideName(str(s), self._at(s)) for s in sides), self._at(meta))

    def sc_start(self, side, amount, *rest):
        unit = next((str(t) for t in rest if isinstance(t, Token)), "")
        text = _first(rest, Prose)
        return Start(SideName(str(side), self._at(side)), number_value(amount), unit,
                     text.text if text is not None else "", _printed_refs(text),
                     None if unit else (f"start {side}", str(amount), self._after(amount)))

    def _after(self, tok) -> Span:
        """The place just after a token (where a missing word goes)."""
        return Span(self.path, tok.end_line, tok.end_column, tok.end_line, tok.end_column + 1)

    def sc_markers(self, side, *markers):
        return Markers(SideName(str(side), self._at(side)), markers, tuple(r for mk in markers for r in mk.refs))

    def marker(self, key, text):
        return Marker(str(key), text.text, self._at(key), _printed_refs(text))

    @_meta
    def sc_setup(self, meta, side, *items):
        texts = _all(items, Prose)
        ours = _first(items, LineReading)
        placed = _first(items, Placed)
        setup = m.Setup(str(side), texts[0].text if len(texts) > 1 else "", placed.placement,
                        texts[-1].text, self._at(meta), ours.text if ours is not None else None)
        return SideLine(setup, SideName(str(side), self._at(side)),
                        _printed_refs(*texts) + placed.refs + _read_refs(ours))

    @_meta
    def sc_reinforce(self, meta, side, *items):
        tokens = [t for t in items if isinstance(t, Token)]
        ints = [int(t) for t in tokens]
        ours = _first(items, LineReading)
        placed = _first(items, Placed)
        reinforcement = m.Reinforcement(str(side), ints[0], ints[1] if len(ints) > 1 else None,
                                        placed.placement, _all(items, Prose)[-1].text, self._at(meta),
                                        ours.text if ours is not None else None, self._at(tokens[0]))
        return SideLine(reinforcement, SideName(str(side), self._at(side)),
                        _printed_refs(*_all(items, Prose)) + placed.refs + _read_refs(ours))

    @_meta
    def sc_remove(self, meta, side, turn, units, *rest):
        remark, ours = _first(rest, Prose), _first(rest, LineReading)
        removal = m.Removal(str(side), int(turn), units.text, "", remark.text if remark is not None else "",
                            self._at(meta), ours.text if ours is not None else None, turn_span=self._at(turn))
        return SideLine(removal, SideName(str(side), self._at(side)), _printed_refs(units, remark) + _read_refs(ours))

    @_meta
    def sc_relocate(self, meta, side, turn, destination, units, *rest):
        remark, ours = _first(rest, Prose), _first(rest, LineReading)
        removal = m.Removal(str(side), int(turn), units.text, destination.text,
                            remark.text if remark is not None else "", self._at(meta), ours.text if ours is not None else None,
                            True, self._at(turn))
        return SideLine(removal, SideName(str(side), self._at(side)),
                        _printed_refs(destination, units, remark) + _read_refs(ours))

    @_meta
    def sc_calendar(self, meta, fact, by, *values):
        return m.Calendar(str(fact), str(by), tuple(str(v) for v in values), tuple(self._at(v) for v in values),
                          self._at(meta), self._at(by))

    @_meta
    def sc_amount(self, meta, turn, side, amount, *rest):
        unit = next((str(t) for t in rest if isinstance(t, Token)), "")
        text = _first(rest, Prose)
        value = m.TurnAmount(int(turn), str(side), number_value(amount), unit, text.text if text is not None else "",
                             self._at(meta), self._at(turn))
        return SideLine(value, SideName(str(side), self._at(side)), _printed_refs(text),
                        None if unit else (f"turn {turn} {side}", str(amount), self._after(amount)))

    @_meta
    def sc_support(self, meta, side, *items):
        tokens = [t for t in items if isinstance(t, Token)]
        ints = [int(t) for t in tokens]
        first, last, count = (ints[0], ints[0], ints[1]) if len(ints) == 2 else (ints[0], ints[1], ints[2])
        ours = _first(items, LineReading)
        turns = self._at(tokens[0]), self._at(tokens[-2])   # (the count is the last number)
        support = m.Support(str(side), first, last, count, _title(items), self._at(meta),
                            ours.text if ours is not None else None,
                            Span(self.path, turns[0].line, turns[0].column, turns[1].end_line, turns[1].end_column))
        return SideLine(support, SideName(str(side), self._at(side)), _printed_refs(*_all(items, Prose)) + _read_refs(ours))

    @_meta
    def line_inferred(self, meta, text=None):   # (without its words: E404 in the scenario and results checks)
        return LineReading(text.marked if text is not None else "", text.refs if text is not None else (),
                           self._at(meta))

    @_meta
    def sc_victory(self, meta, *items):
        side = _first(items, Token)
        text = _first(items, Prose)
        victory = m.Victory(str(side) if side is not None else "", text.text, self._at(meta))
        return VictoryLine(victory, SideName(str(side), self._at(side)) if side is not None else None, text.refs)

    def sc_skip(self, path, when=None):
        return m.Skip(path.names, when.expr if when is not None else None, path.span)

    @_meta
    def step_path(self, meta, *names):
        return StepPath(tuple(str(n) for n in names), self._at(meta))

    def sc_options(self, *items):
        every = next((c for c in items if isinstance(c, Token)), None)
        return Options(every is not None, tuple(_all(items, m.Ref)), self._at(every) if every is not None else None)

    # (a placement's words are checked for references as the line's others are: `[9.70]` in `in "…"`,
    # a hex's name or `within N of "…"` passed unchecked: the hard-inputs probe)
    def place_at(self, *places):
        return Placed(m.Placement("at", tuple(p.place for p in places)), tuple(r for p in places for r in p.refs))

    def place_at_one_of(self, *places):
        return Placed(m.Placement("at", tuple(p.place for p in places), one_of=True),
                      tuple(r for p in places for r in p.refs))

    def place_within(self, radius, *items):
        places = _all(items, NamedHex)
        return Placed(m.Placement("within", tuple(p.place for p in places), radius=int(radius), text=_title(items)),
                      tuple(r for p in places for r in p.refs) + _printed_refs(*_all(items, Prose)))

    def place_within_feature(self, radius, feature, region=None):
        """`within 3 of "the Hein-Chang River"`: a distance from a map feature that is no hex, in words."""
        place = m.Place("feature", feature.text)
        return Placed(m.Placement("within", (place,), radius=int(radius), text=region.text if region is not None else ""),
                      _printed_refs(feature, region))

    def place_in(self, text):
        return Placed(m.Placement("in", text=text.text), _printed_refs(text))

    def place_hex(self, hex_, name=None):
        return NamedHex(m.Place("hex", str(hex_), name.text if name is not None else "", self._at(hex_)),
                        _printed_refs(name))

    def place_entry(self, key):
        return NamedHex(m.Place("entry", str(key), span=self._at(key)))

    # ------------------------------------------------------------ examples and aids
    @_meta
    def example(self, meta, *items):
        self.examples += 1
        checks = tuple(c for c in items if not isinstance(c, (Prose, m.Ref, PrintedMark)))
        example = m.Example(_title(items), checks, _own(items), self.examples, "", self._at(meta),
                            printed=_first(items, PrintedMark) is not None)
        return Declared("examples", example, cited=_cited(items), **_owning(items))

    def example_printed(self):
        return PrintedMark()

    def aid(self, name, title, *items):
        size, orientation, lines, page = "A4", "landscape", [], None
        for c in items:
            if isinstance(c, Page):
                size, orientation, page = c.size, c.orientation, c
            elif isinstance(c, m.AidItem):
                lines.append(c)
            elif isinstance(c, AidLine):
                lines.append(c.item)
            elif isinstance(c, NoteLine):
                lines.append(m.AidItem("note", c.note.text, c.note.span))
        aid = m.Aid(str(name), title.text, size, orientation, tuple(lines), self._at(name),
                    settings_twice(items, self._at(name)), page.size_span if page else None,
                    page.orientation_span if page else None)
        return Declared("aids", aid, None, _cited((title, *items)))

    @_meta
    def aid_page(self, meta, size, orientation):
        return Page(str(size), str(orientation), self._at(meta), self._at(size), self._at(orientation))

    def aid_show(self, kind, name):
        return m.AidItem(kind, str(name), self._at(name))

    def aid_kind(self, word):
        return str(word)

    def aid_clause(self, ref):
        return m.AidItem("clause", ref.target, ref.span)

    @_meta
    def aid_heading(self, meta, text):
        return AidLine(m.AidItem("heading", text.marked, self._at(meta)), text.refs)


_RULES = {name: value for cls in reversed(ToModel.__mro__) for name, value in vars(cls).items()
          if hasattr(value, "visit_wrapper")}
_META_WRAPPER = _meta(lambda: None).visit_wrapper
_FUNCTIONS = {name: (wrapped.base_func, wrapped.visit_wrapper is _META_WRAPPER) for name, wrapped in _RULES.items()}
assert all(r.visit_wrapper in (_META_WRAPPER, v_args(inline=True)(lambda: None).visit_wrapper) for r in _RULES.values())


# ---------------------------------------------------------------- one file, one book
@frozen
class FileModel:
    """What one file declares, in source order, and the diagnostics of reading it: the unit that
    `cache` keeps and `merge` joins into a `model.Book`. Examples are numbered within the file."""
    headers: tuple[m.BookHeader, ...] = ()
    clauses: tuple[m.Clause, ...] = ()
    terms: tuple[m.Term, ...] = ()
    enums: tuple[m.Enum, ...] = ()
    facts: tuple[m.Fact, ...] = ()
    constants: tuple[m.Constant, ...] = ()
    tables: tuple[m.Table, ...] = ()
    results: tuple[m.Results, ...] = ()
    records: tuple[m.Record, ...] = ()
    formulas: tuple[m.Formula, ...] = ()
    modifiers: tuple[m.Modifier, ...] = ()
    combines: tuple[m.Combine, ...] = ()
    permissions: tuple[m.Permission, ...] = ()
    exceptions: tuple[m.ExceptionRule, ...] = ()
    sequences: tuple[m.Sequence, ...] = ()
    scenarios: tuple[m.Scenario, ...] = ()
    examples: tuple[m.Example, ...] = ()
    aids: tuple[m.Aid, ...] = ()
    cited: tuple[tuple[str | None, m.Ref], ...] = ()   # references in the texts of constructs, by owning clause
    owned: tuple[m.Ref, ...] = ()   # each construct's own `[ref]`, as written
    diagnostics: tuple[Diagnostic, ...] = ()


KINDS = tuple(a.name for a in attrs.fields(FileModel) if a.name not in ("headers", "diagnostics"))


class Builder:
    """Collects the constructs of the files given to it, by kind (`items`), in source order.
    Building judges nothing, so it reports nothing: `report` is kept for callers that pass one."""

    def __init__(self, report: Report | None = None):
        self.report = report
        self.headers: list[m.BookHeader] = []
        self.items: dict[str, list] = {k: [] for k in KINDS}

    def add_file(self, path: str, trees: list[Tree]) -> None:
        for tree in trees:
            transformer = ToModel(path, len(self.items["examples"]))
            for d in transformer.transform(tree):
                if d.kind == "headers":
                    self.headers.append(d.value)
                else:
                    self.items[d.kind].append(d.value)
                self.items["cited"].extend((d.owner, r) for r in d.cited)
                if d.own is not None:
                    self.items["owned"].append(d.own)

    def file_model(self, diagnostics=()) -> FileModel:
        return FileModel(headers=tuple(self.headers), diagnostics=tuple(diagnostics),
                         **{k: tuple(v) for k, v in self.items.items()})


def build_file(path: str, trees: list[Tree], diagnostics=()) -> FileModel:
    """One parsed file's model (with the diagnostics met while reading it)."""
    builder = Builder()
    builder.add_file(path, trees)
    return builder.file_model(diagnostics)


def _header_facts(items: dict[str, list]) -> list[m.Fact]:
    """A table whose header rows an enum picks (`columns differential by terrain`) is told the value
    by name (`terrain: clear`), as a fact: where the book declares no fact of that name, one is
    declared here (titled as the enum, in the table's clause, at its `by`), a fact of the book like
    any other, so a rule reads it, every function takes it, and `FACTS`, `.reads` and the export
    agree (the designer probe: `FACTS` had it while a rule reading it was E202)."""
    declared = {f.id for f in items["facts"]}
    enums = {}
    for e in items["enums"]:
        enums.setdefault(e.id, e)   # (an enum declared twice reads the first: E101)
    made: dict[str, m.Fact] = {}
    for t in items["tables"]:
        by = t.header_by
        if by and by not in declared and by not in made and by in enums:
            at = dict(t.decl_spans).get("by", t.span)
            made[by] = m.Fact(by, by, enums[by].title, t.clause, None, at, at)
    return list(made.values())


def merge(parts: list[FileModel], files: tuple[str, ...], report: Report) -> m.Book:
    """One book from its files' models, in file order; examples numbered across the book."""
    headers = [h for part in parts for h in part.headers]
    for extra in headers[1:]:
        report.error("E103", "a second book header", extra.span, "a book folder has exactly one `book` block")
    items = {k: [x for part in parts for x in getattr(part, k)] for k in KINDS}
    items["examples"] = [evolve(ex, index=i) for i, ex in enumerate(items["examples"], 1)]
    header = headers[0] if headers else m.BookHeader(id="")
    sides = {s.id: s.title for s in header.sides if s.title}   # (the chooser by its title: "Red", not "red")
    items["facts"] += [m.choice_fact(e, sides) for e in items["exceptions"] if e.chooser]   # `chosen by`: a fact
    items["facts"] += _header_facts(items)
    return m.Book(header=header, files=files, **{k: tuple(v) for k, v in items.items()})
