"""Model building, declarations: the methods of `builder.ToModel` for the book header, clauses
(their `says`, tags, notes, `see` and `[ref]`s) and the glossary and inputs (terms, enums, facts,
records, constants), as a mixin. Fed by: `parser`'s trees, through `builder.ToModel`, which
inherits them; feeds `model` (and `pieces`, for the lines of a construct).
"""
from __future__ import annotations

from lark import Token, Transformer, v_args

from . import model as m
from .build_common import Declared, Part, _all, _cited, _first, _inner, _meta, _notes, _own, _owning, _title
from .build_expressions import SIGNED, number_value
from .labels import canonical_dice
from .pieces import (AtMost, BookField, ConstValue, Credit, Default, Dice, EnumValueLine, HeaderLine, NoteLine,
    OptionalMark, Prose, Says, See, Tag, Tags, TypeName)
from .source import Span
from .text import unquote
from .twice import header_twice, settings_twice


@v_args(inline=True)
class DeclarationsToModel(Transformer):
    """The header's, clauses' and declarations' rules of `builder.ToModel` (which provides `path`
    and `_at`). A `Transformer` only so that `v_args` applies to its methods: never used alone."""

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
