"""What a name written before the cursor stands for, read from the editor's text around it and the
book, for `rules lsp`'s completion (`lsp_fields` after a `.`, `lsp_completion` after `is`). Fed by:
`dsl.loader` (the book's facts, formulas, records and enums) and the text of the document being
edited, which need not parse (a `.` just typed is a syntax error until its field is written).

- `code_before`: the code of the lines before the cursor and of the cursor's line up to it, joined
  by newlines, each line's comment cut, so that a call spanning several lines is read whole;
- `book_of`: the book whose names are read (the last load whose files all parsed, where one does
  not parse now);
- `type_of`: the declared type word of a name or of a record's field (`u`, `u.kind`), by
  the checks' scope rule: an aggregate's item (`for each u in attackers`: the list's record) hides
  the parameters of the formula the cursor is in (`formula f(u: unit) = u.`, its `inferred when`,
  and an exception's `use` of the formula it overrides), which hide the book's facts.

These read the text as designers lay it out (a formula's parameters on its header's line, an
aggregate's `for each` on the cursor's line or the few after it); where a name's type cannot be
told, None, and nothing is offered rather than fields it may not have. Nothing here imports pygls.
"""
from __future__ import annotations

import re
from functools import lru_cache

from dsl import model as m

LIST_OF = "list of "
BACK = 40   # lines read back for the start of a call or the formula the cursor is in
_FORMULA = re.compile(r"^\s*formula\s+([A-Za-z_]\w*)\s*\(")
_USE = re.compile(r"^\s*use\b")
_OVERRIDES = re.compile(r"^\s*overrides\s+([A-Za-z_]\w*)")
_EXCEPTION = re.compile(r"^\s*exception\b")
_FOR_EACH = re.compile(r"\bfor\s+each\s+([A-Za-z_]\w*)\s+in\s+([A-Za-z_]\w*)\b")
_FIRST_WORD = re.compile(r"\s*([a-z]+)\b")
_PARAM = re.compile(r"\s*([A-Za-z_]\w*)\s*(?::\s*(.+?))?\s*$", re.S)
# After a formula's body: its own words, which still read its parameters
_FORMULA_TAIL = frozenset({"inferred", "reads"})


def book_of(loaded, fallback) -> m.Book:
    """The book whose names are read: the last load whose files all parsed (`fallback`) where a file
    does not parse now (a `.` just typed: that file's records, facts and tables are not in `loaded`)."""
    if fallback is None or fallback is loaded or not any(d.code.startswith("E00") for d in loaded.report.diagnostics):
        return loaded.book
    return fallback.book


def _cut_comment(line: str) -> str:
    """`line` without its comment (a `#` outside a text)."""
    quoted = False
    i = 0
    while i < len(line):
        ch = line[i]
        if quoted and ch == "\\":
            i += 2
            continue
        if ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted:
            return line[:i]
        i += 1
    return line


def code_before(text_lines: list[str], line: int, head: str, back: int = BACK) -> str:
    """The code of the `back` lines before 0-based `line` and then `head` (the cursor's line up to
    it), joined by newlines, comments cut."""
    return "\n".join([_cut_comment(t) for t in text_lines[max(0, line - back):line]] + [head])


@lru_cache(maxsize=1)
def _item_words() -> frozenset[str]:
    """The keywords that start an item of a block or of a book (`fact`, `when`, `example`…): a
    line starting with one is not the body of a formula written above it."""
    from .lsp_completion import grammar_words
    openers, top, _ = grammar_words()
    return (frozenset(top) | {w for words in openers.values() for w in words}) - _FORMULA_TAIL


def _params_written(text: str) -> dict[str, str]:
    """The parameters written from just after a formula's `(` up to its `)`: name → type word
    (`number` for one given no type, as the language reads it)."""
    depth, end = 1, len(text)
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            end = i
            break
    out = {}
    for part in text[:end].split(","):
        found = _PARAM.fullmatch(part)
        if found is not None:
            out[found.group(1)] = " ".join((found.group(2) or "number").split())
    return out


def _overridden_params(book: m.Book, lines: list[str]) -> dict[str, str]:
    """In an exception's `use` (the last of `lines`), the parameters of the formula it overrides."""
    for text in reversed(lines):
        over = _OVERRIDES.match(text)
        if over is not None:
            formula = next((f for f in book.formulas if f.id == over.group(1)), None)
            return {} if formula is None else {p.name: p.type for p in formula.params}
        if _EXCEPTION.match(text):
            break
    return {}


def params_around(book: m.Book, text_lines: list[str], line: int, head: str) -> dict[str, str]:
    """The parameters (name → type word) whose scope the cursor is in: those of the formula whose
    header, body or reading it is in, or of the formula an exception overrides in its `use`; {}
    elsewhere."""
    lines = [_cut_comment(t) for t in text_lines[max(0, line - BACK):line]] + [head]
    for i in range(len(lines) - 1, -1, -1):
        found = _FORMULA.match(lines[i])
        if found is not None:
            return _params_written("\n".join(lines[i:])[found.end():])
        if _USE.match(lines[i]):
            return _overridden_params(book, lines[:i + 1])
        word = _FIRST_WORD.match(lines[i])
        if word is not None and word.group(1) in _item_words() or lines[i].lstrip().startswith(("}", "|")):
            return {}
    return {}


def _item_list(text_lines: list[str], line: int, name: str) -> str | None:
    """The list whose items an aggregate on the cursor's line or the few after it calls `name`
    (`for each u in attackers` → `attackers`), or None."""
    for text in text_lines[line:line + 4]:
        for found in _FOR_EACH.finditer(text):
            if found.group(1) == name:
                return found.group(2)
    return None


def type_of(book: m.Book, chain: list[str], text_lines: list[str], line: int, head: str,
            seen: frozenset[str] = frozenset()) -> str | None:
    """The declared type word of `chain` (a name, then record fields: `["u", "kind"]`) written at
    the cursor (0-based `line`, `head` its line up to the cursor); None when it cannot be told.
    (`seen`: the items whose lists are being read, `for each a in b` and `for each b in a`.)"""
    name, fields = chain[0], chain[1:]
    listed = _item_list(text_lines, line, name)
    if listed is not None:
        of = type_of(book, [listed], text_lines, line, head, seen | {name}) if listed not in seen | {name} else None
        word = of[len(LIST_OF):].strip() if of and of.startswith(LIST_OF) else None
    else:
        params = params_around(book, text_lines, line, head)
        fact = next((f for f in book.facts if f.id == name), None)
        word = params[name] if name in params else fact.type if fact is not None else None
    records = {r.id: r for r in book.records}
    for field in fields:
        record = records.get(word or "")
        found = next((fl for fl in record.fields if fl.name == field), None) if record is not None else None
        if found is None:
            return None
        word = found.type
    return word
