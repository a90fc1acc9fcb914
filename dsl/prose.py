"""The rule model's prose as it leaves the lowering: marked text (`dsl.marked`) whose printed
brackets are escaped only where a reader could take them for a reference. Fed by: `lower`.

The builder escapes every printed `[id]` (`\\[t0\\]` in the source); here a printed `[id]` whose id
is neither a clause of the book, nor a construct (a reference may name one: `[center_rp]`), nor a
section of an external book it cites is unescaped again, as
no reference could be meant, so a text that cites nothing reads the same marked or plain and the
bundled books' outputs hold escapes only where they matter. `MARKED` lists the fields that hold
marked text.
"""
from __future__ import annotations

from attrs import evolve

from . import ir
from .marked import external_of, settle
from .resolver import TEXT_NAMED

# class → its fields of marked text (a str, a tuple of str, of Notes, or of (mark, text) pairs)
MARKED = {
    ir.Book: ("notes", "remarks"), ir.Clause: ("says", "notes", "doubts", "remarks"), ir.Term: ("says",),
    ir.Vocabulary: ("remarks",), ir.Table: ("footnotes", "notes", "doubts", "remarks"), ir.Edge: ("forbid",),
    ir.Exception_: ("says",), ir.Step: ("says",), ir.Scenario: ("says", "notes", "doubts"),
}


# the rule model's constructs a text may name as a reference (`[center_rp]`), by the field they are
# in: the checker's list (`resolver.TEXT_NAMED`), a book's result vocabularies named as the IR names them
DECLARED = tuple("vocabularies" if field == "results" else field for field in TEXT_NAMED)


def declared_names(book: ir.Book) -> set[str]:
    """The names of the book's constructs, which a reference in a text may name."""
    return {node.id for field in DECLARED for node in getattr(book, field)}


def declared_titles(book: ir.Book, words) -> dict[str, str]:
    """Each construct a text may name → the title the web book and the aids print for `[name]`: its
    own, else its name as words (`words`: `Speaker.words`, `center_rp` → "center RP"). The first
    declared wins where a term and a fact share a name (the term, as `DECLARED` lists terms first)."""
    titles: dict[str, str] = {}
    for field in DECLARED:
        for node in getattr(book, field):
            titles.setdefault(node.id, getattr(node, "title", "") or words(node.id))
    return titles


def settled(book: ir.Book) -> ir.Book:
    """The book with every marked text settled against its clauses and external books."""
    clauses = {c.id for c in book.clauses} | declared_names(book)

    def linkable(ref: str) -> bool:
        return ref in clauses or external_of(ref, book.externals) is not None

    def text(value):
        if isinstance(value, str):
            return settle(value, linkable)
        return _changed(value, text=settle(value.text, linkable))     # an ir.Note

    def fields(node):
        changes = {}
        for name in MARKED.get(type(node), ()):
            value = getattr(node, name)
            if not value:   # (None, "" or (): nothing to settle)
                continue
            if isinstance(value, str):
                new = text(value)
            elif name == "footnotes":
                new = tuple((mark, settle(t, linkable)) for mark, t in value)
            else:
                new = tuple(text(x) for x in value)
            if new != value:
                changes[name] = new
        return evolve(node, **changes) if changes else node

    def table(t: ir.Table) -> ir.Table:
        edges = tuple(fields(e) for e in t.edges)
        t = fields(t)
        return t if edges == t.edges else evolve(t, edges=edges)

    def step(s: ir.Step) -> ir.Step:
        s = fields(s)
        steps = tuple(step(x) for x in s.steps)
        return s if steps == s.steps else evolve(s, steps=steps)

    def aid(a: ir.Aid) -> ir.Aid:
        items = tuple(_changed(i, value=settle(i.value, linkable)) if i.kind in ("heading", "note") else i
                      for i in a.items)
        return a if items == a.items else evolve(a, items=items)

    return evolve(
        fields(book), clauses=tuple(fields(c) for c in book.clauses), terms=tuple(fields(t) for t in book.terms),
        vocabularies=tuple(fields(v) for v in book.vocabularies), tables=tuple(table(t) for t in book.tables),
        exceptions=tuple(fields(e) for e in book.exceptions), scenarios=tuple(fields(s) for s in book.scenarios),
        sequences=tuple(evolve(q, steps=tuple(step(s) for s in q.steps)) for q in book.sequences),
        aids=tuple(aid(a) for a in book.aids))


def _changed(node, **values):
    """`node` with `values`, or `node` itself when they are its own."""
    return node if all(getattr(node, k) == v for k, v in values.items()) else evolve(node, **values)
