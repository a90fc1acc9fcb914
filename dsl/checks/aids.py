"""Checks on a book's player aids besides their items' names (those `structure.check` reads): an aid
whose title, table cells or text pass the stated limits (E008, what `_Printed` counts an aid
prints), and an aid's id too long to name its files (E105) or one that differs from another only in
case (E101). Fed by: `resolver` (a `Symbols` table), through `structure.check`.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report
from ..ir import nodes_under, values
from ..limits import MAX_AID_CELLS, MAX_AID_TEXT, MAX_AID_TITLE
from ..package_names import MAX_ID_LENGTH
from ..resolver import Symbols
from ..source import Span
from ..text import REF


# what an aid lists by name (`table crt`): the grammar's `aid_kind`
AID_KINDS = ("table", "sequence", "modifier", "combine", "constant", "results", "formula", "permission", "exception")
_KINDS_SHOWN = {"results": "result vocabularies"}


def _aid_size(aid: m.Aid, sym: Symbols, report: Report) -> None:
    """E008: an aid whose title, table cells or text pass the stated limits (`dsl.limits`): printing it
    would take minutes and gigabytes, for far more than the two pages of a player aid. Its text is
    that of its headings, notes and clauses and of every construct it lists (`_Printed`)."""
    if len(aid.title) > MAX_AID_TITLE:
        report.error("E008", f"the title of aid {aid.id} is {len(aid.title):,} characters long, more than the "
                             f"{MAX_AID_TITLE} an aid prints", aid.span, "a shorter title: it heads the aid's first page")
        return
    printed = _Printed(sym)
    cells = text = 0
    for item in aid.items:
        node = sym.node(item.value) if item.kind in AID_KINDS else None
        if isinstance(node, m.Table):
            cells += sum(len(row.cells) for row in node.grid if not row.separator)
        if node is not None:   # (what it prints: a cell of 250,000 letters, a formula's `reads`, took minutes)
            text += printed.listed(node)
        elif item.kind in ("heading", "note"):
            text += len(item.value) + printed.named_in(item.value)
        elif item.kind == "clause" and item.value in sym.clauses:
            clause = sym.clauses[item.value]
            text += len(clause.title) + len(clause.says) + printed.named_in(clause.says)
        if cells > MAX_AID_CELLS or text > MAX_AID_TEXT:
            what = f"{cells:,} table cells (labels counted), more than the {MAX_AID_CELLS:,}" \
                if cells > MAX_AID_CELLS else \
                f"{text:,} characters of text, more than the {MAX_AID_TEXT:,}"
            report.error("E008", f"with this item, aid {aid.id} lists {what} a player aid prints",
                         item.span, "list the tables and rules players look up during play; the web book "
                                    "prints every table and clause whole")
            return


class _Printed:
    """How many characters an aid prints for what it lists: more than it prints, never less (E008).
    What a construct prints where a sentence names it is worked out once (`named`)."""

    def __init__(self, sym: Symbols):
        self.sym = sym
        self.on: dict[str, list] = {}   # target → the exceptions on it (the aid prints them under it)
        for e in sym.book.exceptions:
            self.on.setdefault(e.target, []).append(e)
        self._named: dict[int, int] = {}
        self._value_titles: dict | None = None

    def listed(self, node) -> int:
        """A construct the aid lists, and the exceptions on it, each printed with the title of what it
        overrides."""
        title = len(getattr(node, "title", "") or "")
        return self.characters(node) + sum(self.characters(e) + title for e in self.on.get(node.id, ()))

    def characters(self, node) -> int:
        """The characters of text a construct holds, and every node under it: its title, cells, `reads`,
        meanings, notes, conditions' names, and what each construct a name under it names prints in
        its place ("the <fact's title> is 0, the <title> is 1, …": a fact titled with 15,000 letters
        read 40 times checked clean and took a build 3 GB); not its doubts, which no aid prints (a
        table's doubt of 42,000 characters was refused as aid text)."""
        names = self.sym.names
        total = 0
        for n in nodes_under(node, object, (Span,)):
            if n.__class__ is m.Note and n.kind == "doubt":
                continue
            for v in values(n):
                if v.__class__ is str:
                    total += len(v) + (self.named_in(v) if "[" in v else 0)
                    named = names.get(v)
                    if named is not None and named[1] is not node:
                        total += self.named(named[1])
        return total

    def named_in(self, text: str) -> int:
        """What the constructs and clauses a text names (`[road_bonus]`, `[12.7]`) print in its place:
        their titles (a note naming a constant of a 4,000-letter title 200 times ran out of memory)."""
        total = 0
        for found in REF.finditer(text):
            named = self.sym.names.get(found.group(1))
            clause = self.sym.clauses.get(found.group(1))
            total += self.named(named[1]) if named is not None else len(clause.title) if clause is not None else 0
        return total

    def named(self, node) -> int:
        """What the aid prints for a construct a sentence names: its title, and a list constant's items
        with their values' titles (`when pick in big_list` printed 1,000 titles at each modifier)."""
        size = self._named.get(id(node))
        if size is None:
            size = len(getattr(node, "title", "") or "")
            value = getattr(node, "value", None)
            if isinstance(node, m.Constant) and isinstance(value, tuple):
                if self._value_titles is None:
                    self._value_titles = {v: len(x.title or "") for values in self.sym.enum_values.values()
                                          for v, x in values.items()}
                items = [getattr(v, "name", v) for v in value]   # (an enum value is a `Name`, a number itself)
                size += sum(len(str(v)) + self._value_titles.get(v, 0) + 2 for v in items)
            self._named[id(node)] = size
        return size


def _aid_files(book: m.Book, report: Report) -> None:
    """A book's aids after the first are written to `aid-<id>.html` and `.pdf`: an id too long to name
    a file (E105), or two ids one file system that ignores case (Windows, macOS) reads as one (E101)."""
    seen: dict[str, m.Aid] = {}
    for i, aid in enumerate(book.aids):
        if len(aid.id) > MAX_ID_LENGTH:
            report.error("E105", f"the aid id is {len(aid.id)} characters long, more than {MAX_ID_LENGTH}",
                         aid.span, "a shorter id: it names the aid's files in generated/ (`aid-<id>.pdf`)")
            continue
        first = seen.setdefault(aid.id.casefold(), aid) if i else aid
        if first is not aid:
            report.error("E101", f"aid {aid.id} and aid {first.id} differ only in case, and name files "
                         f"(`aid-{aid.id}.pdf`) that a file system ignoring case reads as one", aid.span,
                         f"give one of them another id; first declared at {first.span.path}:{first.span.line}")


def _a(kind: str) -> str:
    """A kind of construct with its article: `a table`, `an exception`, `a result vocabulary`."""
    word = {"results": "result vocabulary"}.get(kind, kind)
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"
