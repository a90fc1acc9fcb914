"""What a construct is given twice: the settings it takes once, found written again among its
pieces. Fed by: `builder`, which stores the result in the model's `twice` fields; `checks.structure`
reports each (E101) where it is written again.

Each function takes the pieces (`pieces` classes and model objects) a construct is built from and
gives `(word, span)` for every piece after the first of its kind: `word` names what is given twice
as the book writes it (`when`, `chosen by`, `off left`, `footnote 1`, `mark a`…), `span` is where
the later one is written. The model keeps one of them (or keeps both, where an engine could then
not tell which holds), so the checker reports the others.
"""
from __future__ import annotations

from . import model as m
from .pieces import (ReadingLine, LineReading, AppliesAlways, Area, AtMost, BlankLine, BookField, ChosenBy, ColumnResults, Dice, EdgeRule,
                     ExcEffect, FirstSide, Footnote, Guard, Mark, Markers, Modality, On, Override, Page, Priority,
                     Repeat, Says, Setting, Settings, SetupOrder, Split, Start, StepWho, Turns, Use, Who)
from .source import Span

Twice = tuple[tuple[str, Span], ...]

# a piece's class → the keyword it is written with (pieces that are settings of their construct)
_WORDS = {AtMost: "at most", On: "on", Modality: "may", Who: "who", StepWho: "who", Repeat: "repeat",
          Priority: "priority", Says: "says", Turns: "turns", Area: "area", FirstSide: "first",
          SetupOrder: "setup order", Split: "split", BlankLine: "blank", AppliesAlways: "applies always",
          ChosenBy: "chosen by", Page: "page", ReadingLine: "inferred",
          LineReading: "inferred"}


def _later(found) -> Twice:
    """Of `(key, word, span)` in source order, every one whose key came before."""
    seen: set = set()
    out = []
    for key, word, span in found:
        if key in seen:
            out.append((word, span))
        seen.add(key)
    return tuple(out)


def settings_twice(children, where: Span) -> Twice:
    """The settings of a construct written more than once (`when a when b`, two effects, two
    `who`, `chosen by` twice…), each after its first with where it is (its own place, else the
    construct's)."""
    found = []
    for c in children:
        word, span = _setting(c, where)
        if word is not None:
            found.append((word, word, span))
    return _later(found)


def _setting(c, where: Span) -> tuple[str | None, Span]:
    """The setting a piece of a construct gives, as its keyword, and where it is written."""
    if isinstance(c, Guard):
        return c.kind, getattr(c.expr, "span", where)
    if isinstance(c, m.Effect):
        return "effect", c.span
    if isinstance(c, ExcEffect):
        return "effect", c.span or where
    if isinstance(c, Use):
        return "effect", getattr(c.expr, "span", where)
    if isinstance(c, Override):
        return "overrides", c.span
    return _WORDS.get(type(c)), getattr(c, "span", None) or where


def marks_twice(children) -> Twice:
    """A result vocabulary's `mark` of a key given again: the later text would replace the first."""
    return _later((c.key, f"mark {c.key}", c.span) for c in children if isinstance(c, Mark))


def lines_twice(children) -> Twice:
    """A scenario's `start` of one side and unit with the same text, or a marker key of one side,
    given again: both are kept, and an engine could not tell which one holds."""
    found = []
    for c in children:
        if isinstance(c, Start):    # one side's amounts of one unit, told apart by their texts
            word = f"start {c.side.name}: … {c.unit}".rstrip()
            found.append(((word, c.side.name, c.unit, c.text), word, c.side.span))
        elif isinstance(c, Markers):
            found.extend(((f"markers {c.side.name}: {mk.key}", c.side.name, mk.key),
                          f"markers {c.side.name}: {mk.key}", mk.span) for mk in c.markers)
    return _later(found)


def rewrite_and_other(children, where: Span) -> Twice:
    """An exception's `rewrite` lines are one effect together; `cancel` or `use` beside them is a second."""
    rewrite = next((c for c in children if isinstance(c, m.Rewrite)), None)
    if rewrite is not None and any(isinstance(c, (ExcEffect, Use)) for c in children):
        return (("effect", rewrite.span),)
    return ()


def table_twice(children) -> Twice:
    """A table's declarations given again: `roll`, `rows`, `columns`, `by` or `results` (the last
    would be kept), an edge rule of one edge (`off left`, `roll above`: one rule per edge), a
    column's own `column "…" results`, and a `footnote` number (both texts would print under one
    mark)."""
    found = []
    for c in children:
        if isinstance(c, (Setting, Settings)):
            found.extend((s.declared, s.declared, s.span) for s in (c.settings if isinstance(c, Settings) else (c,)))
        elif isinstance(c, EdgeRule):
            word = f"{'off' if c.edge.where in ('left', 'right') else 'roll'} {c.edge.where}"
            found.append((word, word, c.edge.span))
        elif isinstance(c, ColumnResults):
            word = f'column "{c.label}" results'
            found.append((word, word, c.label_span))
        elif isinstance(c, Footnote):
            found.append((f"footnote {c.number}", f"footnote {c.number}", c.span))
    return _later(found)


def header_twice(children) -> Twice:
    """The book header's `title`, `series`, `source`, `scale` or `turn` given again (the last would be
    kept), and a die its `dice` lines name twice (the book would list it twice)."""
    found = []
    for c in children:
        if isinstance(c, BookField):
            found.append((c.name, c.name, c.span))
        elif isinstance(c, Dice):
            found.extend(((die,), f"dice {die}", span) for die, span in zip(c.dice, c.spans))
    return _later(found)
