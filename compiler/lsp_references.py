"""Find references, document links and workspace symbols for `rules lsp`, as plain functions of a
loaded book: where a clause (`[12.3]`) or a name is used across the book's files, each `[12.3]` of a
file as a link to its clause, and the clauses and names whose id or title holds a query. Fed by:
`dsl.loader` (the book's files as checked, with the editor's unsaved texts, and its model:
declarations, and the names its expressions read) and the grammar's keywords. Nothing here imports
pygls.

A name's uses are the places it is written as code: outside texts and comments, table rows
included (a row's label is a list value); a name spelled as a keyword (`turn`) counts only where
the model read it as the name.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from lsprotocol import types

from dsl.loader import Loaded

from .lsp_features import REF, character, declarations, file_of, lsp_range, span_of, under, utf16
from .lsp_scopes import bound_names

_NAME_USE = re.compile(r"(?<![0-9A-Za-z_.])[A-Za-z_][0-9A-Za-z_]*")
_QUOTE_OR_HASH = re.compile(r'"""|"|#')


def _code_words(text: str):
    """(line 0-based, index, word) of each word of a file written as code: outside texts, comments
    and clause ids (`clause 12.a`); a table row's cells are read too (a row label is a list value)."""
    from dsl.braces import QUOTED_END
    in_long = False
    for number, line in enumerate(text.split("\n")):
        i = 0
        while i <= len(line):
            if in_long:
                end = line.find('"""', i)
                if end < 0:
                    break
                i, in_long = end + 3, False
                continue
            m = _QUOTE_OR_HASH.search(line, i)
            stop = m.start() if m else len(line)
            for w in _NAME_USE.finditer(line, i, stop):
                yield number, w.start(), w.group()
            if m is None or m.group() == "#":
                break
            if m.group() == '"""':
                i, in_long = m.end(), True
            else:
                i = QUOTED_END.match(line, m.end()).end()


@lru_cache(maxsize=1)
def _keywords() -> frozenset[str]:
    """The language's keywords (`turn`, `when`…), as the grammar writes them."""
    from dsl.parser import parser
    return frozenset(t.pattern.value for t in parser().terminals if t.pattern.type == "str" and t.pattern.value.isalpha())


def _uses_in_expressions(loaded: Loaded, name: str) -> set[tuple[str, int, int]]:
    """Where the book's expressions read or call `name`, or give it by name to a call or a table's
    method (`late(turn: 5)`, `crt(roll: 3, turn: 5)`: a fact laid over the ones read): (file, line,
    column) of each. Which named arguments are no fact's (a formula's parameter, a table's own
    input: `crt(roll: 3)`) is `lsp_scopes`' to say, for every name alike."""
    from dsl import model as m
    from dsl.ir import walk
    out = set()
    for node in walk(loaded.book):
        if (isinstance(node, m.Name) and node.name == name or isinstance(node, m.Call) and node.func == name) \
                and node.span is not None:
            out.add((node.span.path, node.span.line, node.span.column))
        if isinstance(node, (m.Call, m.MethodCall)):
            out |= {(a.span.path, a.span.line, a.span.column) for a in node.args if a.name == name and a.span}
    return out


def _word_start(line_text: str, index: int) -> int:
    """Where the name under the cursor (`under`) starts on its line."""
    for w in _NAME_USE.finditer(line_text):
        if w.start() <= index <= w.end():
            return w.start()
    return index


def _bound_references(loaded: Loaded, folder: Path, bound, declaring, binder,
                      with_declaration: bool) -> list[types.Location]:
    """The places of a parameter or an item (`lsp_scopes`): its declaration and its uses."""
    out = []
    for place in sorted(p for p, b in bound.items() if b == binder):
        if not with_declaration and place in declaring:
            continue
        shown, number, column = place
        src = loaded.sources.get(shown)
        if src is None:
            continue
        text = src.lines[number - 1]
        start, end = column - 1, column - 1 + len(binder[2])
        out.append(types.Location(file_of(folder, shown).as_uri(), types.Range(
            types.Position(number - 1, utf16(text, start)), types.Position(number - 1, utf16(text, end)))))
    return out


def references(loaded: Loaded, folder: Path, line_text: str, line: int, units: int,
               with_declaration: bool = True, in_file: str = "") -> list[types.Location]:
    """Every place of the book's files where the clause cited under the cursor (`[12.3]`, in text,
    cells and code) or the name under it is used, in file and line order; with `with_declaration`,
    its declaration too. On a formula's parameter or an aggregate's item (`in_file`: the cursor's
    file), the places of that parameter or item alone; a book name's places leave out those where a
    parameter or an item of the same spelling hides it (`lsp_scopes`)."""
    index = character(line_text, units)
    what = under(line_text, index)
    if what is None:
        return []
    kind, name = what
    bound, declaring = bound_names(loaded) if kind == "name" else ({}, set())
    binder = bound.get((in_file, line + 1, _word_start(line_text, index) + 1)) if in_file else None
    if binder is not None:
        return _bound_references(loaded, folder, bound, declaring, binder, with_declaration)
    declared = ({(c.span.path, c.span.line, c.span.column) for c in loaded.book.clauses if c.id == name and c.span}
                if kind == "clause" else
                {(s.path, s.line, s.column) for _, node in declarations(loaded).get(name, ()) if (s := span_of(node))})
    if kind == "name" and not declared:
        return []
    # (`turn`, a fact, and `turn 3` in a scenario: of a name spelled as a keyword, only the uses the model read)
    used = _uses_in_expressions(loaded, name) | declared if kind == "name" and name in _keywords() else None
    out = []
    for shown in sorted(loaded.sources):
        src = loaded.sources[shown]
        uri = file_of(folder, shown).as_uri()
        if kind == "clause":
            found = [(n, m.start(1), m.end(1)) for n, text in enumerate(src.lines) for m in REF.finditer(text)
                     if m.group(1) == name]
        else:
            found = [(n, i, i + len(w)) for n, i, w in _code_words(src.text)
                     if w == name and (shown, n + 1, i + 1) not in bound]
            if used is not None:
                found = [x for x in found if (shown, x[0] + 1, x[1] + 1) in used]
            if not with_declaration:
                found = [x for x in found if (shown, x[0] + 1, x[1] + 1) not in declared]
        for n, a, b in found:
            text = src.lines[n]
            out.append(types.Location(uri, types.Range(types.Position(n, utf16(text, a)), types.Position(n, utf16(text, b)))))
        if kind == "clause" and with_declaration:
            for c in loaded.book.clauses:
                if c.id == name and c.span is not None and c.span.path == shown:
                    out.append(types.Location(uri, lsp_range(loaded, c.span)))
    return sorted(out, key=lambda x: (x.uri, x.range.start.line, x.range.start.character))


def links(loaded: Loaded, folder: Path, shown: str) -> list[types.DocumentLink]:
    """Each `[12.3]` of a file that cites a clause of the book, as a link to the clause's line
    (`file:///…/12-combat.rules#L40`, the fragment editors open a line by)."""
    src = loaded.sources.get(shown)
    if src is None:
        return []
    where = {}
    for c in loaded.book.clauses:
        if c.span is not None and c.span.path in loaded.sources:
            where.setdefault(c.id, f"{file_of(folder, c.span.path).as_uri()}#L{c.span.line}")
    out = []
    for n, text in enumerate(src.lines):
        if "[" not in text:
            continue
        for m in REF.finditer(text):
            target = where.get(m.group(1))
            if target is not None:
                out.append(types.DocumentLink(types.Range(types.Position(n, utf16(text, m.start())),
                                                          types.Position(n, utf16(text, m.end()))), target=target,
                                              tooltip=f"clause {m.group(1)}"))
    return out


_SYMBOL_KIND = {"fact": types.SymbolKind.Variable, "constant": types.SymbolKind.Constant,
                "formula": types.SymbolKind.Function, "table": types.SymbolKind.Struct,
                "modifier": types.SymbolKind.Operator, "combine": types.SymbolKind.Function,
                "permission": types.SymbolKind.Function, "exception": types.SymbolKind.Event,
                "record": types.SymbolKind.Class, "enum": types.SymbolKind.Enum, "value": types.SymbolKind.EnumMember,
                "side": types.SymbolKind.EnumMember, "term": types.SymbolKind.String}


def workspace_symbols(loaded: Loaded, folder: Path, query: str) -> list[types.SymbolInformation]:
    """The book's clauses (`12.3 Combat`) and declared names whose id or title holds `query` (any
    case; every one for an empty query), each where it is declared: clauses in the book's order,
    then names in alphabetical order."""
    from .clause_names import heading
    wanted = query.casefold()
    out = []
    for c in loaded.book.clauses:
        shown = heading(c.id, c.title) or c.id
        if c.span is not None and c.span.path in loaded.sources and wanted in shown.casefold():
            out.append(types.SymbolInformation(
                location=types.Location(file_of(folder, c.span.path).as_uri(), lsp_range(loaded, c.span)),
                name=shown, kind=types.SymbolKind.Namespace))
    for name, entries in sorted(declarations(loaded).items()):
        for kind, node in entries:
            span = span_of(node)
            title = (node[1].title if kind == "value" else getattr(node, "title", "")) or ""
            if span is None or span.path not in loaded.sources or (wanted not in name.casefold()
                                                                   and wanted not in title.casefold()):
                continue
            out.append(types.SymbolInformation(
                location=types.Location(file_of(folder, span.path).as_uri(), lsp_range(loaded, span)),
                name=name, kind=_SYMBOL_KIND.get(kind, types.SymbolKind.Object), container_name=kind))
    return out
