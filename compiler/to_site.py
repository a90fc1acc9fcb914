"""Web book back end: Markdown pages for the mkdocs site, from jinja2 templates.
Fed by: compiled books (`pipeline.Compiled`): the resolved rule model (`Compiled.ir`, a
`dsl.ir.Book`) for everything the pages say, and the loaded source files for each clause's
"source" block (`clause_source`), and each dice table's folded chances (`site_chances`); `site_text` links and escapes, and for words a reader sees
instead of identifiers `clause_names`, `site_words` and `table_text`.

Writes `generated/site/`: the hand-written pages of `docs/` copied as they are, plus for each book
`books/<id>/` with the contents and indexes (linking the book's printable aids, which the site
holds beside them: `site_aids`), the rules (one anchor per clause id), the tables and the glossary.
Templates only lay out; links and escaping are done by `site_text`.
"""
from __future__ import annotations

import posixpath
from collections.abc import Callable
from pathlib import Path

from jinja2 import Environment
from markupsafe import Markup

from dsl import ir
from dsl.marked import external_of

from .clause_names import ClauseNames
from .clause_source import clause_sources
from .site_chances import page_chance_grids
from .site_text import Linker, anchor
from .site_scenarios import scenario_sections
from .site_words import Words
from .table_align import column_aligns, row_label_align
from .table_text import blank_meaning, edge_lines, legend
from .templating import environment
from .to_aid import aid_files

# The constructs a clause holds, listed by kind in this order (then its lists and glossary terms).
_CONTENT_FIELDS = (("fact", "facts"), ("record", "records"), ("constant", "constants"), ("table", "tables"), ("results", "vocabularies"),
                   ("formula", "formulas"), ("modifier", "modifiers"), ("combine", "combines"),
                   ("permission", "permissions"), ("exception", "exceptions"), ("sequence", "sequences"),
                   ("scenario", "scenarios"), ("enum", "enums"), ("term", "terms"))


def _clause_tree(book: ir.Book, names: ClauseNames) -> list[tuple[int, ir.Clause, str]]:
    """[(depth, clause, heading)], each clause after its parent: the contents and the rules page."""
    children: dict = {}
    for c in book.clauses:
        children.setdefault(c.parent, []).append(c)
    out = []

    def walk(parent, depth):
        for c in children.get(parent, []):
            out.append((depth, c, names.heading(c.id)))
            walk(c.id, depth + 1)
    walk(None, 0)
    return out


def clause_contents(book: ir.Book) -> dict[str, list[tuple[str, str]]]:
    """clause id → [(kind, name)]: the constructs stated in the clause."""
    out: dict[str, list[tuple[str, str]]] = {}
    for kind, field in _CONTENT_FIELDS:
        for node in getattr(book, field):
            if node.clause is not None:
                out.setdefault(node.clause, []).append((kind, node.id))
    return out


def _rules_rows(compiled, words: Words, tree: list[tuple[int, ir.Clause, str]]) -> list[tuple]:
    """What the rules page prints for each clause, in the order of `tree`: (depth, clause, heading,
    its scenarios' notes and doubts as [(kind, scenario title, text)], its formal content, its
    examples, its source or None when its lines are unknown), gathered before rendering so that
    the template unpacks each row rather than looking each entry up by the clause's id."""
    book: ir.Book = compiled.ir
    contents = clause_contents(book)
    scenario_remarks: dict[str, list[tuple[str, str, str]]] = {}
    for sc in book.scenarios:     # (kind, scenario title, text)
        scenario_remarks.setdefault(sc.clause, []).extend(
            [("note", sc.title, text) for text in sc.notes] + [("doubt", sc.title, text) for text in sc.doubts])
    examples_of: dict[str, list[ir.Example]] = {}
    for ex in book.examples:
        if ex.clause is not None:
            examples_of.setdefault(ex.clause, []).append(ex)
    named = book_file_names(book.files)    # (a file as the book's folder names it, not our repository)
    sources = {cid: s._replace(file=named(s.file)) for cid, s in clause_sources(compiled.loaded).items()}
    return [(depth, c, heading, scenario_remarks.get(c.id, []), words.formal(contents.get(c.id, [])),
             examples_of.get(c.id, []), sources.get(c.id)) for depth, c, heading in tree]


def book_file_names(files) -> Callable[[str], str]:
    """A book file's path → its name within the book's folder (`rulebooks/changsha/01-introduction.rules`
    → `01-introduction.rules`): the folders every file of the book shares are left out, so a reader
    sees the transcription's own file, not where our repository keeps it."""
    folders = {posixpath.dirname(f.replace("\\", "/")) for f in files}
    try:
        base = posixpath.commonpath(sorted(folders)) if folders else ""
    except ValueError:      # (absolute and relative paths mixed: left as they are)
        base = ""

    def named(file: str) -> str:
        file = file.replace("\\", "/")
        return posixpath.relpath(file, base) if base and file.startswith(base + "/") else file
    return named


def _table_body(t: ir.Table, linker: Linker) -> list[tuple[str, str, tuple, list[tuple[str | Markup, tuple]]]]:
    """A table's rows as the tables page prints them: [(row label, the heading of the group of rows
    that starts at it or "", its marks, [(cell, the cell's marks)])]. A cell or a row label that
    cites a clause (`[13.2]`) is HTML with its link (`Linker.cell`); any other is its text, which the template
    escapes as it prints it (most cells of a big book's tables are printed once: a number, a hex)."""
    out = []
    for i, (row, cells) in enumerate(zip(t.rows, t.cells, strict=True)):
        group = t.row_groups[i]
        starts = group if group and (i == 0 or group != t.row_groups[i - 1]) else ""
        out.append((linker.cell(row, "tables.md") if "[" in row else row, starts, t.row_marks[i],
                    [(linker.cell(text, "tables.md") if "[" in text else text, marks)
                     for text, marks in zip(cells, t.marks[i], strict=True)]))
    return out


def external_titles(book: ir.Book):
    """ref → the title of the external book it cites, or None: a reference that is not a clause of
    this book and whose section number falls in an external book's range."""
    clauses = {c.id for c in book.clauses}

    def title(ref: str) -> str | None:
        external = None if ref in clauses else external_of(ref, book.externals)
        return f"{external.title}: not transcribed here" if external is not None else None
    return title


def declared_places(book: ir.Book, words: Words) -> dict[str, tuple[str, str]]:
    """Each construct a text may name (`[center_rp]`) → its title (`dsl.prose.declared_titles`, as
    the aids print it) and where the web book prints it: a table on the tables page, a term in the
    glossary, any other in its clause ("" without one)."""
    from dsl.prose import DECLARED, declared_titles
    titles = declared_titles(book, words.speak.words)
    places = {}
    for field in DECLARED:
        for node in getattr(book, field):
            if field == "tables":
                where = f"tables.md#table-{node.id}"
            elif field == "terms":
                where = f"glossary.md#term-{node.id}"
            else:
                clause = getattr(node, "clause", None)
                where = f"rules.md#{anchor(clause)}" if clause else ""
            places.setdefault(node.id, (titles[node.id], where))
    return places


def book_pages(compiled, env: Environment) -> dict[str, str]:
    book: ir.Book = compiled.ir
    names = ClauseNames(book.clauses)
    words = Words(book, names)
    linker = Linker([c.id for c in book.clauses], [t.id for t in book.terms], external_titles(book),
                    lambda _cid: "rules.md", names.ref, declared_places(book, words))
    results = {v.id: v for v in book.vocabularies}
    legends = {v.id: legend(v, list(book.tables)) for v in book.vocabularies}
    blanks = {v.id: blank_meaning(v) for v in book.vocabularies}
    edges = {t.id: edge_lines(t, results.get(t.results)) for t in book.tables}
    doubts = [(None, n.text) for n in book.remarks if n.kind == "doubt"]        # on the book header
    doubts += [(c.id, text) for c in book.clauses for text in c.doubts]
    doubts += [(t.clause, text) for t in book.tables for text in t.doubts]
    doubts += [(v.clause, n.text) for v in book.vocabularies for n in v.remarks if n.kind == "doubt"]
    doubts += [(sc.clause, text) for sc in book.scenarios for text in sc.doubts]   # a scenario's own
    # the edge rules that are our reading where the source is silent (each answer they give says so)
    inferred = [(t, line) for t in book.tables for line in edges[t.id] if line["inferred"]]
    readings = words.readings()   # …and the formulas, modifiers, permissions and exceptions that are
    by_clause: dict[str, list] = {}
    for r in readings:   # (one box for readings alike: two phases of one title read it twice, player probe)
        said = by_clause.setdefault(r.clause, [])
        if not any((x.kind, x.title, x.when, x.text) == (r.kind, r.title, r.when, r.text) for x in said):
            said.append(r)
    tree = _clause_tree(book, names)
    ctx = dict(book=book, tree=tree, tables=book.tables, results=results, inferred=inferred, readings=readings,
               line_readings=words.line_readings(),
               readings_of=by_clause,
               sequences={seq.clause: [] for seq in book.sequences if seq.clause},
               linker=linker, doubts=doubts, gaps=[t for t in book.tables if t.missing],
               constants=book.constants, examples=book.examples, words=words, legends=legends, blanks=blanks,
               edges=edges, chances=page_chance_grids(book), scenarios=scenario_sections(book, words.special_rule, words.speak),
               bodies={t.id: _table_body(t, linker) for t in book.tables}, rules=_rules_rows(compiled, words, tree),
               aligns={t.id: (row_label_align(t), column_aligns(t)) for t in book.tables},   # (values centred, prose left)
               aids=[(aid.title, aid_files(aid, i == 0)[1]) for i, aid in enumerate(book.aids)])
    for seq in book.sequences:   # (the sequence of play written out under its clause, as the aid prints it)
        if seq.clause:
            ctx["sequences"][seq.clause].append((seq.title or words.speak.words(seq.id), words.outline(seq)))
    return {
        "index.md": env.get_template("book_index.md.j2").render(**ctx, page="index.md"),
        "rules.md": env.get_template("book_rules.md.j2").render(**ctx, page="rules.md"),
        "tables.md": env.get_template("book_tables.md.j2").render(**ctx, page="tables.md"),
        "glossary.md": env.get_template("book_glossary.md.j2").render(**ctx, page="glossary.md"),
    }


def site_files(summaries: list[dict], root: Path, docs: dict[str, bytes] | None = None) -> dict[str, bytes]:
    """The site source beyond the books' own pages (which the pipeline adds, under `books/<id>/`):
    docs/ as written (`docs`: as the build read them, `docs_files.pages`; read here if not given)
    and the books index; paths relative to the site folder."""
    from .docs_files import pages
    files = dict(docs) if docs is not None else pages(root)
    files["books/index.md"] = environment().get_template("books_index.md.j2").render(books=summaries).encode()
    return files
