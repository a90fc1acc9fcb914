"""What `rules check` prints. Fed by: compiled books (`pipeline.Compiled`) and what the user named
(`scope.Target`).

For each target: its diagnostics (errors always; notes — gaps, doubts and inferences — only when asked for),
then one verdict line with the counts, so the verdict is what a reader sees last. A file checked
with the rest of its book shows only its own diagnostics and counts, and says so. A draft check
(`--draft`) ends with one list of the clauses cited but not yet written.
"""
from __future__ import annotations

import shlex

from pathlib import Path

from attrs import frozen

from dsl.diagnostics import path_shown
from dsl.limits import more_warnings
from dsl.loader import display

from .scope import Target


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


@frozen
class Checked:
    target: Target
    compiled: object          # pipeline.Compiled
    root: Path
    among_books: tuple = ()   # what only the books checked together show (another book with its id)

    @property
    def file(self) -> str | None:
        """The file shown, as diagnostics name it; None for a whole book."""
        return display(self.target.only, self.root) if self.target.only else None

    def _mine(self, d) -> bool:
        return self.file is None or d.span is None or d.span.path == self.file

    def diagnostics(self, notes: bool) -> list:
        return [d for d in [*self.among_books, *self.compiled.diagnostics()]
                if self._mine(d) and (notes or d.severity != "note")]

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics(False) if d.severity == "error")

    @property
    def errors_elsewhere(self) -> int:
        return sum(1 for d in [*self.among_books, *self.compiled.diagnostics()]
                   if d.severity == "error" and not self._mine(d))

    @property
    def notes(self) -> list:
        return [d for d in self.diagnostics(True) if d.severity == "note"]

    def context(self) -> str | None:
        """For a file of a book: the line that says it was checked with the rest of the book."""
        others = len(self.compiled.sources) - 1
        if self.file is None or others < 1:   # (a book of one file: the file is the book)
            return None
        return (f"{self.file}: checked with the {plural(others, 'other file')} of its book "
                f"{self.compiled.id}; only its own diagnostics are shown")

    def verdict(self) -> str:
        c = self.compiled
        book = c.loaded.book
        here = [book.clauses, book.tables, book.examples]
        if self.file is not None:
            here = [[x for x in xs if x.span is not None and x.span.path == self.file] for xs in here]
        clauses, tables, examples = (len(x) for x in here)
        run = c.examples_run if self.file is None else (examples if c.examples_run else 0)
        notes = [d.message for d in self.notes]
        gaps = sum(1 for n in notes if n.startswith("gap:"))
        doubts = sum(1 for n in notes if n.startswith("doubt:"))
        inferred = sum(1 for n in notes if n.startswith("inferred:"))
        readings = f", {plural(inferred, 'inference')}" if inferred else ""
        status = "errors" if self.errors else "ok"
        if not self.errors and self.errors_elsewhere:
            where = "in other files" if len(c.sources) > 1 else "outside this file"
            status = f"ok, but its book has {plural(self.errors_elsewhere, 'error')} {where} (rules check {self._book_named()})"
        name = path_shown(self.file or c.id)
        # (a file's last W602 may stand for more control characters than were shown one by one)
        warnings = sum(1 + more_warnings(d) for d in self.diagnostics(False) if d.severity == "warning")
        warned = f", {plural(warnings, 'warning')}" if warnings else ""
        return (f"{name}: {status} — {plural(clauses, 'clause')}, {plural(tables, 'table')}, "
                f"{plural(run, 'example')} run{warned}; {plural(gaps, 'gap')}, {plural(doubts, 'doubt')}{readings} noted")

    def _book_named(self) -> str:
        """How `rules check` names this file's book: by its id when it is the project's book of that id,
        else by its folder (a copy elsewhere: its id named the project's book, which may be clean)."""
        c, folder = self.compiled, self.target.path
        if c.id and folder.is_dir() and folder.resolve() == (self.root / "rulebooks" / c.id).resolve():
            return c.id
        return shlex.quote(path_shown(display(folder, self.root) if folder.is_dir() else str(folder)))

    def not_written(self) -> list[str]:
        """Draft: the clause ids cited (by this file, or anywhere in the book) but not written, in
        numbering order."""
        symbols = self.compiled.loaded.symbols
        if symbols is None:
            return []
        cited = [ref for ref, spans in symbols.not_written.items()
                 if self.file is None or any(s is not None and s.path == self.file for s in spans)]
        return sorted(cited, key=clause_order)

    @property
    def failed(self) -> bool:
        return bool(self.errors or self.errors_elsewhere)


def clause_order(cid: str) -> tuple:
    """12.7.1 before 12.10; numbers before letters (6.2.b after 6.2.3)."""
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in cid.split("."))


def not_written_ids(checked: list[Checked]) -> list[str]:
    """Every clause cited but not written yet, in numbering order (the draft report's list)."""
    return sorted({cid for x in checked for cid in x.not_written()}, key=clause_order)


def not_written_line(checked: list[Checked]) -> str | None:
    """The one list a draft check ends with: every clause cited but not written yet."""
    ids = not_written_ids(checked)
    if not ids:
        return None
    return f"not written yet ({plural(len(ids), 'clause')}): " + ", ".join(ids)


def hidden_notes_hint(checked: list[Checked]) -> str | None:
    """The line that tells a reader the notes exist and how to see them."""
    # (each note once: a book and one of its files checked together show the file's notes twice)
    hidden = len({(d.span.path, d.span.line, d.span.column, d.message) if d.span else (id(d), d.message)
                  for x in checked for d in x.notes})
    if not hidden:
        return None
    return f"{plural(hidden, 'note')} (gaps, doubts and inferences) not shown: add --notes to list them"
