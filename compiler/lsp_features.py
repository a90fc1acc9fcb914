"""What `rules lsp` answers, as plain functions of a loaded book: its diagnostics as LSP diagnostics,
the declaration under a `[12.3]` or a name (go to definition), the clause or construct under the
cursor in the web book's words (hover), and a file's clause outline. Fed by: `dsl.loader` (the book
checked with the editor's unsaved text, its model and symbols) and, for hover, the rule model
(`dsl.lower`) read by `site_words`, the words the web book prints. `compiler/lsp.py` speaks the
protocol; nothing here imports pygls (only `lsprotocol`'s types).

Positions: ours are 1-based lines and columns counting characters (`dsl.source.Span`, end column
exclusive); LSP's are 0-based and count UTF-16 code units, so a character beyond the Basic
Multilingual Plane counts two.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Mapping

from lsprotocol import types

from dsl.loader import Loaded, load
from dsl.marked import ID, external_of, plain
from dsl.resolver import KIND_OF_FIELD
from dsl.source import SourceFile, Span

_SEVERITY = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning,
             "note": types.DiagnosticSeverity.Information}
REF = re.compile(r"\[[ \t]*(" + ID + r")[ \t]*\]")
_WORD = re.compile(r"[A-Za-z_][0-9A-Za-z_]*")
# `first defined at 03-sequence.rules:9`, as hints and messages cite another place of the book; a
# name is tried only where a word starts (the lookbehind): from every letter of a message quoting a
# name of 100,000 letters, the search was quadratic (minutes, the server deaf meanwhile)
_PLACE = re.compile(r"(?<![^\s:;,()])([^\s:;,()]+\.rules):(\d+)(?::(\d+))?")


def utf16(line: str, index: int) -> int:
    """The UTF-16 column of a 0-based character index in a line."""
    head = line[:index]
    return len(head) + sum(1 for ch in head if ord(ch) > 0xFFFF)


def character(line: str, units: int) -> int:
    """The 0-based character index at a UTF-16 column (inside a surrogate pair: the character's own)."""
    count = 0
    for i, ch in enumerate(line):
        count += 2 if ord(ch) > 0xFFFF else 1
        if count > units:
            return i
    return len(line)


def book_folder(path: Path) -> Path:
    """The book a `.rules` file belongs to: the folder holding it (resolved)."""
    return path.resolve().parent


def check(folder: Path, unsaved: Mapping[Path, str] | None = None) -> Loaded:
    """The book checked with the editor's unsaved texts (by resolved path) in place of its files'.
    Paths are shown from the book's folder: a span's path is a file name of the folder."""
    return load(folder, folder, keep=False, unsaved=unsaved)


def file_of(folder: Path, shown: str) -> Path:
    return folder / shown


def lsp_range(loaded: Loaded, span: Span | None) -> types.Range:
    if span is None:
        return types.Range(types.Position(0, 0), types.Position(0, 0))
    src = loaded.sources.get(span.path)
    first = src.line(span.line) if src is not None else ""
    start = types.Position(max(span.line - 1, 0), utf16(first, max(span.column - 1, 0)))
    if span.end_line <= 0 or (span.end_line, span.end_column) <= (span.line, span.column):
        return types.Range(start, types.Position(start.line, utf16(first, span.column)))   # one character
    last = src.line(span.end_line) if src is not None else ""
    return types.Range(start, types.Position(span.end_line - 1, utf16(last, span.end_column - 1)))


def _related(loaded: Loaded, folder: Path, text: str) -> list[types.DiagnosticRelatedInformation]:
    out = []
    for name, line, column in _PLACE.findall(text):
        if name in loaded.sources:
            span = Span(name, int(line), int(column or 1))
            out.append(types.DiagnosticRelatedInformation(
                types.Location(file_of(folder, name).as_uri(), lsp_range(loaded, span)), f"{name}:{line}"))
    return out


def diagnostics(loaded: Loaded, folder: Path) -> dict[Path, list[types.Diagnostic]]:
    """Every file of the book → its diagnostics (an empty list for a clean file), in the report's
    order. A diagnostic of the whole book (no span) is put at the start of the file holding the
    book's header."""
    out: dict[Path, list[types.Diagnostic]] = {file_of(folder, shown): [] for shown in sorted(loaded.sources)}
    header = loaded.book.header.span.path if loaded.book.header.span is not None else ""
    for d in loaded.report.diagnostics:
        shown = d.span.path if d.span is not None else header or next(iter(sorted(loaded.sources)), "")
        if not shown:
            continue
        related = _related(loaded, folder, f"{d.message} {d.hint}")
        out.setdefault(file_of(folder, shown), []).append(types.Diagnostic(
            range=lsp_range(loaded, d.span), message=d.message + (f"\n{d.hint}" if d.hint else ""),
            severity=_SEVERITY.get(d.severity, types.DiagnosticSeverity.Error), code=d.code, source="rules",
            related_information=related or None))
    return out


def under(line: str, index: int) -> tuple[str, str] | None:
    """What the cursor is on: ("clause", id) inside `[12.3]`, ("name", word) on a name, or None."""
    for m in REF.finditer(line):
        if m.start() <= index < m.end():
            return "clause", m.group(1)
    for m in _WORD.finditer(line):
        if m.start() <= index <= m.end():
            return "name", m.group()
    return None


def declarations(loaded: Loaded) -> dict[str, list[tuple[str, object]]]:
    """Each name a book declares → [(kind, node)]: its constructs (one namespace), glossary terms,
    lists, their values (a value may be in several lists) and sides, as the resolver reads them."""
    book = loaded.book
    out: dict[str, list[tuple[str, object]]] = {}
    for field, kind in KIND_OF_FIELD.items():
        for node in getattr(book, field, ()):
            out.setdefault(node.id, []).append((kind, node))
    for t in book.terms:
        out.setdefault(t.id, []).append(("term", t))
    for e in book.enums:
        out.setdefault(e.id, []).append(("enum", e))
        for v in e.values:
            out.setdefault(v.id, []).append(("value", (e, v)))
    for s in book.header.sides:
        out.setdefault(s.id, []).append(("side", s))
    return out


def span_of(node) -> Span | None:
    return node[1].span if isinstance(node, tuple) else getattr(node, "span", None)


def definition(loaded: Loaded, folder: Path, line_text: str, line: int, units: int) -> list[types.Location]:
    """Where the clause cited under the cursor, or the name under it, is declared (0-based `line`,
    UTF-16 `units`): none for a reference to another book, or a word the book does not declare."""
    what = under(line_text, character(line_text, units))
    if what is None:
        return []
    kind, name = what
    if kind == "clause":
        spans = [c.span for c in loaded.book.clauses if c.id == name][:1]
    else:
        spans = [span_of(node) for _, node in declarations(loaded).get(name, ())]
    return [types.Location(file_of(folder, s.path).as_uri(), lsp_range(loaded, s)) for s in spans
            if s is not None and s.path in loaded.sources]


class _Words:
    """The web book's words for one clean book (its rule model lowered once, on the first hover)."""

    def __init__(self, loaded: Loaded):
        from dsl.index import index
        from dsl.lower import lower
        from .clause_names import ClauseNames
        from .site_words import Words
        from .to_site import clause_contents
        self.book = lower(loaded, index(loaded))
        self.names = ClauseNames(self.book.clauses)
        self.words = Words(self.book, self.names)
        self.contents = clause_contents(self.book)


_WORDS: dict[int, tuple[Loaded, _Words]] = {}   # the last loaded book's words, by the Loaded (kept alive with it)


def _words(loaded: Loaded) -> _Words | None:
    if not loaded.ok or loaded.symbols is None:
        return None
    kept = _WORDS.get(id(loaded))
    if kept is None or kept[0] is not loaded:
        _WORDS.clear()
        kept = _WORDS[id(loaded)] = (loaded, _Words(loaded))
    return kept[1]


def _formal_lines(w: _Words, constructs: list[tuple[str, str]]) -> list[str]:
    """The "What this section defines" lines of the rules page: `Modifier “Across a river”: 1 column left`."""
    from .site_text import md_escape
    out = []
    for x in w.words.formal(constructs):
        title = f"“{md_escape(x.title)}”" if x.title else "without a title"
        out.append(f"{x.kind.capitalize()} {title}" + (f": {md_escape(x.detail)}" if x.detail else ""))
    return out


def _clause_hover(loaded: Loaded, name: str) -> str | None:
    from .site_text import md_escape
    w = _words(loaded)
    if w is None:    # a book with errors: the clause as written, without the web book's words
        c = next((c for c in loaded.book.clauses if c.id == name), None)
        if c is None:
            return None
        return f"**{md_escape(f'{c.id} {c.title}')}**" + (f"\n\n{md_escape(plain(c.says))}" if c.says else "")
    c = next((c for c in w.book.clauses if c.id == name), None)
    if c is None:
        external = external_of(name, w.book.externals)
        return f"**{md_escape(external.title)}**: not transcribed here" if external is not None else None
    parts = [f"**{md_escape(w.names.heading(c.id))}**"]
    if c.says:
        parts.append(md_escape(plain(c.says)))
    lines = _formal_lines(w, w.contents.get(c.id, []))
    if lines:
        parts.append("\n".join(f"- {x}" for x in lines))
    return "\n\n".join(parts)


def _name_hover(loaded: Loaded, name: str) -> str | None:
    from .site_text import md_escape
    found = declarations(loaded).get(name, [])
    if not found:
        return None
    w = _words(loaded)
    parts = []
    for kind, node in found:
        if w is None:   # a book with errors: its kind and title as written
            title = node[1].title if kind == "value" else getattr(node, "title", "")
            parts.append(f"**{kind}** {name}" + (f": “{md_escape(title)}”" if title else ""))
            continue
        if kind == "value":
            enum, value = node
            parts.append(f"“{md_escape(value.title or w.words.speak.words(value.id))}”, one of: "
                         + "; ".join(_formal_lines(w, [("enum", enum.id)])))
        elif kind == "side":
            side = next((s for s in w.book.sides if s.id == name), None)
            parts.append(md_escape(w.words.side(side)) if side is not None else name)
        else:
            lines = _formal_lines(w, [(kind, name)])
            if not lines:
                continue
            said = _what_it_is(w, kind, w.words.nodes.get(name, ("", None))[1])
            if said:   # (a titled formula or a table was its title alone: the designer probe of stop 62)
                lines[0] += f": {md_escape(said)}" if ":" not in lines[0] else f"; {md_escape(said)}"
            clause = getattr(w.words.nodes.get(name, ("", None))[1], "clause", None) if kind != "enum" else \
                w.words.enums[name].clause
            parts.append(lines[0] + (f"\n\n_{md_escape(w.names.heading(clause))}_" if clause else ""))
    return "\n\n---\n\n".join(parts) or None


def _what_it_is(w: _Words, kind: str, node) -> str:
    """What a hover adds to a formula's or a table's line of the rules page, which is its title alone
    where the formula is titled: the formula said in words, a table's dice, rows and columns."""
    if node is None:
        return ""
    if kind == "formula" and node.title and not node.wording:
        return w.words.speak.formula(node)
    if kind == "table":
        if node.missing:
            return "not printed in the source"
        rows = f"{len(node.rows)} rows" + (f" read by a roll of {node.dice}" if node.dice else "")
        columns = ", ".join(c for c in node.columns if c)
        return f"{rows}; columns {columns}" if columns else rows
    return ""


def hover(loaded: Loaded, line_text: str, line: int, units: int, fallback: Loaded | None = None) -> types.Hover | None:
    """The clause cited under the cursor (its heading, its text, what it defines), a table's own
    input given by name (`roll:` in `crt(roll: 7)`: `lsp_inputs`) or the construct named under it,
    in the words the web book prints, as Markdown. A table's input is read in `fallback` (the last
    load whose files all parsed) where the file does not parse now."""
    index = character(line_text, units)
    what = under(line_text, index)
    if what is None:
        return None
    kind, name = what
    m = next(m for m in (REF.finditer(line_text) if kind == "clause" else _WORD.finditer(line_text))
             if m.start() <= index <= m.end())
    from .lsp_inputs import input_said, table_input_at
    from .lsp_typing import book_of
    own = table_input_at(book_of(loaded, fallback), line_text, m.start(), m.end()) if kind == "name" else None
    text = input_said(*own) if own else _clause_hover(loaded, name) if kind == "clause" else _name_hover(loaded, name)
    if not text:
        return None
    where = types.Range(types.Position(line, utf16(line_text, m.start())), types.Position(line, utf16(line_text, m.end())))
    return types.Hover(types.MarkupContent(types.MarkupKind.Markdown, text), where)


def outline(loaded: Loaded, shown: str) -> list[types.DocumentSymbol]:
    """A file's clauses as a tree (a clause under the clause it is nested in, when both are in the file)."""
    from .clause_names import heading
    src = loaded.sources.get(shown)
    mine: dict[str, types.DocumentSymbol] = {}
    top: list[types.DocumentSymbol] = []
    for c in loaded.book.clauses:
        if c.span is None or c.span.path != shown or c.id in mine:
            continue
        last = max(c.end_line, c.span.line)
        end = types.Position(last - 1, utf16(src.line(last), len(src.line(last))) if src is not None else 0)
        name_at = lsp_range(loaded, c.span)
        symbol = types.DocumentSymbol(name=heading(c.id, c.title) or c.id, kind=types.SymbolKind.Namespace,
                                      range=types.Range(types.Position(name_at.start.line, 0), end),
                                      selection_range=name_at, children=[])
        mine[c.id] = symbol
        parent = mine.get(c.parent) if c.parent else None
        (parent.children if parent is not None else top).append(symbol)
    return top


def source_line(text: str, line: int) -> str:
    """Line `line` (0-based) of a document's text, as our spans count lines."""
    return SourceFile.of_text("", text).line(line + 1)


def formatting(text: str, shown: str) -> list[types.TextEdit]:
    """The edits that make a document's text what `rules fmt` would write for it (`dsl.formatter`),
    byte for byte: none for a text already laid out, or one that does not parse (its diagnostics are
    shown already). The changed runs of lines each as one edit, so an editor keeps its place in the
    lines between; a text with "\\r" line ends or a byte-order mark (which `rules fmt` drops) is
    replaced whole."""
    from dsl.formatter import MeaningChanged, formatted
    try:
        new, _ = formatted(SourceFile.of_text(shown, text))
    except MeaningChanged:
        return []
    if new is None or new == text:
        return []
    old_lines = _ended(text)
    if "\r" in text or text.startswith("\ufeff"):
        return [types.TextEdit(types.Range(types.Position(0, 0), _end_of(text)), new)]
    from difflib import SequenceMatcher
    new_lines = _ended(new)
    out = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        end = types.Position(i2, 0) if i2 < len(old_lines) else _end_of(text)
        out.append(types.TextEdit(types.Range(types.Position(i1, 0) if i1 < len(old_lines) else _end_of(text), end),
                                  "".join(new_lines[j1:j2])))
    return out


def _ended(text: str) -> list[str]:
    """A text's lines, each with its "\\n" (the last one without, when the text does not end with one)."""
    parts = text.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def _end_of(text: str) -> types.Position:
    """Where a document ends, as LSP counts lines ("\\r\\n", "\\r" and "\\n" each end one)."""
    lines = re.split(r"\r\n|\r|\n", text)
    return types.Position(len(lines) - 1, utf16(lines[-1], len(lines[-1])))
