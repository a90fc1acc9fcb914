"""The fields `rules lsp` offers after a `.`, as a plain function of a loaded book and the text
before the cursor: a table result's (`crt(…).`, `crt.lookup(…).`, or a formula's whose answer is
the lookup — its vocabulary's fields and kinds, its marks, and the parts every answer has: `text`,
`rewritten_text`, `kind`; a built-in vocabulary's `text` and, of numbers, `value`), one kind's
fields (`crt(…).defender.`), a record's (`u.` where `u` is the item of a list of records, a
parameter or a fact declared of a record, `lsp_typing`; and a record field's of a record), and a
table's methods after its name (`crt.`: `cell`, `column`, `drm`, `lookup`). A call may span several
lines. Fed by: `dsl.loader` (the book's tables, result vocabularies, formulas, records and facts),
`compiler.lsp_typing` (what a name written there is declared as) and `dsl.vocabulary` (what each
pattern of a vocabulary prints or fixes). Where what is before the `.` cannot be told, nothing is
offered rather than fields it may not have. Nothing here imports pygls.
"""
from __future__ import annotations

import re

from lsprotocol import types

from dsl import model as m
from dsl.loader import Loaded
from dsl.vocabulary import BUILTIN, fields_by_kind, malformed

from .lsp_typing import book_of, code_before, type_of

_CALL_END = re.compile(r"\)\s*$")
_KIND_AFTER_CALL = re.compile(r"\)\s*\.\s*([A-Za-z_]\w*)\s*$")
# a name, or a chain of record fields (`u.leader`), not itself read from a call's answer
_CHAIN_END = re.compile(r"(?<![\w.)])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*$")
_CALLED = re.compile(r"(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)\s*$")
# What a table's methods give (the checks' TABLE_METHODS), as docs/reference.md says them
TABLE_METHODS = {"cell": "text: the text printed at a row label and a column: {t}.cell(row: …, column: …)",
                 "column": "text: the column a lookup lands on, after its shift: {t}.column(column: …, shift: …)",
                 "drm": "number: the die-roll modifier the edge rules give a column: {t}.drm(column: …)",
                 "lookup": "result: the table's answer, as {t}(…) gives it"}


def _call(text: str) -> tuple[str, str, str] | None:
    """The table a method is called on (or ""), the name called by the call that `text` ends with
    and the text of its arguments (`crt(roll: 7, column: "3:1")` → ``, `crt`, `roll: 7, column:
    "3:1"`; `crt.lookup(roll: 7)` → `crt`, `lookup`, `roll: 7`), the parenthesis matched in `text`
    (a text's parentheses not counted); None when the call opens before `text` or is not a name's
    (`f(x).lookup(…)`)."""
    depth, i, quoted = 0, len(text) - 1, False
    while i >= 0:
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == ")":
            depth += 1
        elif not quoted and ch == "(":
            depth -= 1
            if depth == 0:
                called = _CALLED.search(text, 0, i)
                if called is None or not called.group(1) and text[:called.start()].rstrip().endswith("."):
                    return None
                return called.group(1) or "", called.group(2), text[i + 1:-1]
        i -= 1
    return None


def _answering_table(book: m.Book, name: str, seen: set[str]) -> m.Table | None:
    """The table whose answer a call of `name` gives: the table itself, or a formula whose body is
    (or whose `if`'s branches both are) a lookup of the same table, as the checks follow it."""
    tables = {t.id: t for t in book.tables}
    formulas = {f.id: f for f in book.formulas}

    def of(e) -> m.Table | None:
        if isinstance(e, m.If):
            a, b = of(e.then), of(e.otherwise)
            return a if a is not None and a is b else None
        if not isinstance(e, m.Call):
            return None
        if e.func in tables:
            return tables[e.func]
        if e.func not in formulas or e.func in seen:
            return None
        seen.add(e.func)
        return of(formulas[e.func].body)

    return of(m.Call(name, ()))


def _item(label: str, kind: types.CompletionItemKind, detail: str, line: int, start: int, end: int,
          order: int) -> types.CompletionItem:
    return types.CompletionItem(label=label, kind=kind, detail=detail, sort_text=f"{order}{label}",
                                text_edit=types.TextEdit(types.Range(types.Position(line, start),
                                                                     types.Position(line, end)), label))


def _column_written(args: str) -> str | None:
    """The column a lookup's arguments name as a text (`"Movement"`: the second one given without a
    name, or `column: "Movement"`), or None."""
    parts, depth, quoted, last = [], 0, False, 0
    for i, ch in enumerate(args):
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "([":
            depth += 1
        elif not quoted and ch in ")]":
            depth -= 1
        elif not quoted and depth == 0 and ch == ",":
            parts.append(args[last:i].strip())
            last = i + 1
    parts.append(args[last:].strip())
    named = [p.split(":", 1)[1].strip() for p in parts if re.match(r"column\s*:", p)]
    plain = [p for p in parts if not re.match(r"[A-Za-z_]\w*\s*:(?!\d)", p)]
    written = named[0] if named else plain[1] if len(plain) > 1 else ""
    return written[1:-1] if len(written) > 1 and written[0] == written[-1] == '"' else None


def _vocabularies(book: m.Book, table: m.Table, args: str) -> list | None:
    """The result vocabularies a lookup of the table with these arguments may read (a built-in one
    by its name): a column read its own way, written as its label, reads its own alone. None when
    one is unknown or malformed (its fields are not known: E311 says why)."""
    by_id = {r.id: r for r in book.results}
    out = []
    own = dict(table.column_results)
    column = _column_written(args) if own else None
    names = [own.get(column, table.results)] if column is not None else \
        [table.results] + [name for _, name in table.column_results]
    for name in names:
        vocab = name if name in BUILTIN else by_id.get(name)
        if vocab is None or (not isinstance(vocab, str) and malformed(vocab)):
            return None
        out.append(vocab)
    return out


def _result_items(book: m.Book, table: m.Table, args: str, kind: str | None, line: int, start: int,
                  end: int) -> list[types.CompletionItem]:
    vocabs = _vocabularies(book, table, args)
    if vocabs is None:
        return []
    by_kind: dict[str, set[str]] = {}
    for v in vocabs:
        if not isinstance(v, str):
            for k, fs in fields_by_kind(v).items():
                by_kind.setdefault(k, set()).update(fs)
    field_kind = types.CompletionItemKind.Field
    if kind is not None:    # `crt(…).defender.`: the fields that kind's results give
        return [_item(f, field_kind, f"number: a field of {kind} results", line, start, end, 0)
                for f in sorted(by_kind.get(kind, ()))]
    fields: dict[str, list[str]] = {}
    for k, fs in by_kind.items():
        for f in fs:
            fields.setdefault(f, []).append(k)
    out = [_item(f, field_kind, f"number: a field of {', '.join(sorted(ks))} results", line, start, end, 0)
           for f, ks in sorted(fields.items())]
    out += [_item(k, types.CompletionItemKind.EnumMember, f"result kind: the {k} effect, read for its fields "
                  f"(.{k}.{min(by_kind[k])})" if by_kind[k] else f"result kind: the {k} effect", line, start, end, 1)
            for k in sorted(by_kind) if k not in fields]
    marks = sorted({mark for v in vocabs if not isinstance(v, str) for mark, _ in v.marks})
    out += [_item(mk, types.CompletionItemKind.Field, "flag: yes when the cell is marked so", line, start, end, 2)
            for mk in marks if mk not in fields and mk not in by_kind]
    parts = {"text": "text: the cell as printed"}
    if by_kind:
        parts["kind"] = "text: the result's kinds, joined by / when it has several"
        parts["rewritten_text"] = "text: the cell as the table's rewrite exceptions leave it"
    if any(v in ("number", "integer") for v in vocabs):
        parts["value"] = "number: the number the cell prints"
    out += [_item(p, types.CompletionItemKind.Property, detail, line, start, end, 3)
            for p, detail in sorted(parts.items())]
    return out


def field_items(loaded: Loaded, fallback: Loaded | None, text_lines: list[str], line: int, head: str,
                start: int, end: int) -> list[types.CompletionItem]:
    """What may follow the `.` that `head` (the line's text before the word being typed) ends
    with; the edit replaces UTF-16 columns `start` to `end` of 0-based `line`."""
    book = book_of(loaded, fallback)
    target = code_before(text_lines, line, head[:-1]).rstrip()
    kind = _KIND_AFTER_CALL.search(target)
    if kind is not None:
        target, kind = target[:kind.start() + 1], kind.group(1)
    if _CALL_END.search(target):
        call = _call(target)
        if call is None:
            return []
        owner, called, args = call
        if owner:   # `crt.lookup(…)`: the table's answer (its other methods give a text or a number)
            table = next((t for t in book.tables if t.id == owner), None) if called == "lookup" else None
        else:       # (past a formula, the lookup's own arguments are not these)
            table = _answering_table(book, called, set())
            args = args if table is not None and table.id == called else ""
        return [] if table is None else _result_items(book, table, args, kind, line, start, end)
    if kind is not None:
        return []
    chain = _CHAIN_END.search(target)
    if chain is None:
        return []
    names = chain.group(1).split(".")
    if len(names) == 1 and names[0] in {t.id for t in book.tables}:
        return [_item(name, types.CompletionItemKind.Method, detail.format(t=names[0]), line, start, end, 0)
                for name, detail in TABLE_METHODS.items()]
    word = type_of(book, names, text_lines, line, head)
    record = next((r for r in book.records if r.id == word), None)
    if record is None:
        return []
    return [_item(fl.name, types.CompletionItemKind.Field, f"{fl.type}: {fl.title}" if fl.title else fl.type,
                  line, start, end, 0) for fl in record.fields]
