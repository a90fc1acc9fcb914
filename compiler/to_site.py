"""Web book back end: Markdown pages for the mkdocs site, from jinja2 templates.
Fed by: compiled books (`pipeline.Compiled`), `book_index`, `table_data`, `site_text`, and for
words a reader sees instead of identifiers `clause_names`, `site_words` and `table_text`.

Writes `generated/site/`: the hand-written pages of `docs/` copied as they are, plus for each book
`books/<id>/` with the contents and indexes, the rules (one anchor per clause id), the tables and
the glossary. Templates only lay out; links and escaping are done by `site_text`.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from jinja2 import Environment

from .clause_names import ClauseNames
from .clause_source import clause_sources
from .site_text import Linker
from .site_words import Words
from .table_data import table_data
from .table_text import edge_lines, legend
from .templating import environment




def _clause_tree(book):
    children: dict = {}
    for c in book.clauses:
        children.setdefault(c.parent, []).append(c)
    out = []

    def walk(parent, depth):
        for c in children.get(parent, []):
            out.append((depth, c))
            walk(c.id, depth + 1)
    walk(None, 0)
    return out


def book_pages(compiled, env: Environment) -> dict[str, str]:
    loaded, idx = compiled.loaded, compiled.idx
    book, sym = loaded.book, loaded.symbols
    names = ClauseNames(book.clauses)
    linker = Linker([c.id for c in book.clauses], [t.id for t in book.terms],
                    {r: sym.book.header.externals[[e.id for e in book.header.externals].index(x)].title
                     for r, x in idx.external_refs.items()}, lambda _cid: "rules.md", names.ref)
    tables = [table_data(sym, t) for t in book.tables]
    results = {r.id: r for r in book.results}
    legends = {r.id: legend(r, tables) for r in book.results}
    edges = {t["id"]: edge_lines(t, results.get(t["results"])) for t in tables}
    doubts = [(c.id, n.text) for c in book.clauses for n in c.notes if n.kind == "doubt"]
    doubts += [(t.clause, n.text) for t in book.tables for n in t.notes if n.kind == "doubt"]
    doubts += [(r.clause, n.text) for r in book.results for n in r.notes if n.kind == "doubt"]
    ctx = dict(book=book, idx=idx, tree=_clause_tree(book), tables=tables, results=results,
               table_notes={t.id: t.notes for t in book.tables},
               linker=linker, doubts=doubts, gaps=[t for t in book.tables if t.missing],
               constants=book.constants, examples=book.examples, sources=clause_sources(loaded),
               names=names, words=Words(loaded, names), legends=legends, edges=edges)
    return {
        "index.md": env.get_template("book_index.md.j2").render(**ctx, page="index.md"),
        "rules.md": env.get_template("book_rules.md.j2").render(**ctx, page="rules.md"),
        "tables.md": env.get_template("book_tables.md.j2").render(**ctx, page="tables.md"),
        "glossary.md": env.get_template("book_glossary.md.j2").render(**ctx, page="glossary.md"),
    }


def write_site(summaries: list[dict], root: Path, dest: Path) -> None:
    """The site source: docs/ as written, the books index, and each book's pages (already in
    `dest/books/<id>/`, written by the pipeline from the books' outputs)."""
    docs = root / "docs"
    if docs.is_dir():
        shutil.copytree(docs, dest, ignore=shutil.ignore_patterns("__pycache__"), dirs_exist_ok=True)
    (dest / "books").mkdir(parents=True, exist_ok=True)
    (dest / "books" / "index.md").write_text(
        environment().get_template("books_index.md.j2").render(books=summaries), encoding="utf-8")
