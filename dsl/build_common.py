"""Model building, what its mixins share: a construct as built (`Declared`), what a clause or a
scenario holds (`Part`), and the small readers of a rule's built children (the first piece of a
class, the titles, notes, guards, readings and references among them). Fed by: `parser`'s trees,
through the methods of `builder.ToModel` and its mixins (`build_declarations`, `build_tables`,
`build_rules`, `build_scenarios`, `build_examples`), which call these.

`_meta` marks a method that also needs its rule's position (Lark's `meta`); the others take their
children only (each mixin is declared `v_args(inline=True)`, as `ToModel` is).
"""
from __future__ import annotations

from operator import attrgetter

import attrs
from attrs import evolve, frozen
from lark import v_args

from . import model as m
from .pieces import Guard, LineReading, NoteLine, Prose, ReadingLine
from .spans import by_slots

_meta = v_args(meta=True, inline=True)   # a method that also needs its rule's position


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


def _title(children) -> str:
    prose = _first(children, Prose)
    return prose.text if prose is not None else ""

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
