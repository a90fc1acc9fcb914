"""Derived views of a checked book, shared by the lowering and every back end. Fed by: `loader.Loaded`.

Which constructs each clause holds, which exceptions override each clause and construct, and
which clauses cite each clause.
"""
from __future__ import annotations

from attrs import define, field

from . import model as m
from .loader import Loaded
from .resolver import KIND_OF_FIELD


@define
class BookIndex:
    book: m.Book
    constructs: dict[str, list[tuple[str, str]]] = field(factory=dict)   # clause → [(kind, name)]
    examples: dict[str, list[m.Example]] = field(factory=dict)           # clause → examples
    overridden_by: dict[str, list[str]] = field(factory=dict)            # clause or name → exception ids
    referenced_by: dict[str, list[str]] = field(factory=dict)
    external_refs: dict[str, str] = field(factory=dict)
    owner: dict[str, str | None] = field(factory=dict)                   # construct name → clause

    def kind_of(self, clause: m.Clause) -> str:
        return "formal" if self.constructs.get(clause.id) or self.examples.get(clause.id) else "prose"


def index(loaded: Loaded) -> BookIndex:
    book = loaded.book
    idx = BookIndex(book, referenced_by={k: list(v) for k, v in loaded.symbols.referenced_by.items()},
                    external_refs=dict(loaded.symbols.external_refs))
    for fname, kind in KIND_OF_FIELD.items():
        for node in getattr(book, fname):
            clause = getattr(node, "clause", None)
            idx.owner[node.id] = clause
            if clause is not None:
                idx.constructs.setdefault(clause, []).append((kind, node.id))
    for e in book.enums:
        if e.clause is not None:
            idx.constructs.setdefault(e.clause, []).append(("enum", e.id))
    for t in book.terms:
        if t.clause is not None:
            idx.constructs.setdefault(t.clause, []).append(("term", t.id))
    for ex in book.examples:
        if ex.clause is not None:
            idx.examples.setdefault(ex.clause, []).append(ex)
    for e in book.exceptions:
        if not e.target:
            continue
        idx.overridden_by.setdefault(e.target, []).append(e.id)
        owner = e.target if e.target_is_clause else idx.owner.get(e.target)
        if owner is not None and owner != e.target:
            idx.overridden_by.setdefault(owner, []).append(e.id)
    return idx


def optional_roots(book: m.Book) -> dict[str, str]:
    """clause id → the optional clause it belongs to (itself or an ancestor), for clauses in optional rules."""
    by_id = {c.id: c for c in book.clauses}
    roots = {}
    for c in book.clauses:
        node = c
        while node is not None and not node.optional:
            node = by_id.get(node.parent) if node.parent else None
        if node is not None:
            roots[c.id] = node.id
    return roots
