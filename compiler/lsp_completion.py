"""What `rules lsp` offers to complete, as a plain function of a loaded book and the text before the
cursor. Fed by: `dsl.loader` (the book's clauses and names, `lsp_features.declarations`), the
grammar (`dsl.parser`'s LALR grammar: which keywords start an item of each kind of block, and which
an expression reads) and `dsl.braces` (the blocks open at the cursor, and whether it is in a text).

- after `[` (in code, a text or a table cell): the book's clause ids, each with its title;
- at the start of a line: the keywords that start an item of the block the cursor is in (a
  clause's `says`, `fact`, `modifier`…; a modifier's `when`, `drm`…), read from the grammar;
  in an example's block, as anywhere else in code: the names below;
- after a `.`: the fields of what is before it, a table result's or a record's, or a table's
  methods (`lsp_fields`);
- elsewhere in code: the names the book declares that an expression can read or call (facts,
  constants, formulas, tables, modifiers, list values, sides…), each with its kind and title, and
  the expression's own words (`and`, `if`, `yes`…); after `who` the sides, after `rows` the lists…;
  after `is`, `is not`, `==`, `!=` or `in (` the values of the list (or the sides) that a fact, a
  parameter, an item or a record's field compared there is declared of (`lsp_typing`); where an
  argument of a table's lookup or method starts, first the table's own inputs that fit (`lsp_inputs`);
  nothing where a name is being declared (`fact ▮`).

A book whose file does not parse has lost that file's names: the names of the last load in which
every file parsed (`fallback`) stand in for those missing. Nothing here imports pygls.
"""
from __future__ import annotations

import re
from functools import lru_cache

from lsprotocol import types

from dsl.braces import open_at
from dsl.loader import Loaded
from dsl.resolver import BUILTIN_TYPES, KIND_OF_FIELD

from .lsp_features import character, declarations

# The kinds of name an expression reads (facts, constants, list values, sides) or calls (rules and
# records: dsl/checks/expressions.py); terms, lists, vocabularies, exceptions, sequences, scenarios
# and aids are named elsewhere, never in an expression.
EXPRESSION_KINDS = ("fact", "constant", "formula", "table", "modifier", "combine", "permission", "record",
                    "value", "side")
# After these words, the kinds of name the grammar's NAME stands for there (`who japan`, `rows terrain`)
AFTER_WORD = {"who": ("side",), "favouring": ("side",), "first": ("side",), "order": ("side",),
              "rows": ("enum",), "columns": ("enum",), "results": ("results",),
              "overrides": ("formula", "table", "modifier", "combine", "permission", "exception")}
KIND_NAMES = frozenset(KIND_OF_FIELD.values())
_KIND_ICON = {"fact": types.CompletionItemKind.Variable, "constant": types.CompletionItemKind.Constant,
              "formula": types.CompletionItemKind.Function, "table": types.CompletionItemKind.Struct,
              "modifier": types.CompletionItemKind.Operator, "combine": types.CompletionItemKind.Function,
              "permission": types.CompletionItemKind.Function, "record": types.CompletionItemKind.Class,
              "value": types.CompletionItemKind.EnumMember, "side": types.CompletionItemKind.EnumMember,
              "enum": types.CompletionItemKind.Enum, "results": types.CompletionItemKind.Enum,
              "exception": types.CompletionItemKind.Event, "type": types.CompletionItemKind.TypeParameter}
_REF_OPEN = re.compile(r"\[[ \t]*([0-9A-Za-z_.]*)$")
# (each tried only where a word starts: from every letter of a word of 100,000 before a `.`, the
# search was quadratic, a minute)
_PARTIAL = re.compile(r"(?<![0-9A-Za-z_])[A-Za-z_][0-9A-Za-z_]*$")
_LAST_WORD = re.compile(r"(?<![0-9A-Za-z_])([A-Za-z_][0-9A-Za-z_]*)\s*$")
_TYPE_AT = re.compile(r"^\s*(?:fact\s+[A-Za-z_]\w*|[A-Za-z_]\w*)\s*:\s*(?:list\s+of\s+)?$")
_KEYWORD = re.compile(r"[a-z]+")
_IS_END = re.compile(r"\sis\s*$")
# `terrain is ▮`, `terrain is not ▮`, `terrain == ▮`, `u.kind in (woods, ▮`: a value of what is compared
_COMPARED = re.compile(r"(?<![\w.)])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*(?:\s(?:is|is\s+not)|==|!=|"
                       r"\s(?:not\s+)?in\s*\((?:[^()]*,)?)\s*$")


@lru_cache(maxsize=1)
def grammar_words() -> tuple[dict[str, tuple[str, ...]], tuple[str, ...], tuple[str, ...]]:
    """From the grammar: each keyword that opens a block → the keywords that start an item of that
    block (`modifier` → `add`, `at`, `doubt`, `drm`, …); the keywords that start a top-level item;
    the words of expressions (`and`, `if`, `yes`, …)."""
    from dsl.parser import parser
    lark = parser()
    words = {t.name: t.pattern.value for t in lark.terminals
             if t.pattern.type == "str" and _KEYWORD.fullmatch(t.pattern.value)}
    rules: dict[str, list[list]] = {}
    for r in lark.rules:
        rules.setdefault(r.origin.name, []).append(list(r.expansion))
    first: dict[str, set[str]] = {name: set() for name in rules}
    nullable = {name for name, alts in rules.items() if [] in alts}
    changed = True
    while changed:     # FIRST sets and nullable rules, to a fixed point
        changed = False
        for name, alts in rules.items():
            for alt in alts:
                got = set()
                for sym in alt:
                    got |= {sym.name} if sym.is_term else first[sym.name]
                    if sym.is_term or sym.name not in nullable:
                        break
                else:
                    if name not in nullable:
                        nullable.add(name)
                        changed = True
                if not got <= first[name]:
                    first[name] |= got
                    changed = True

    def kw(names) -> set[str]:
        return {words[n] for n in names if n in words}

    reachable, todo = set(), ["expr"]
    while todo:
        name = todo.pop()
        if name in reachable or name not in rules:
            continue
        reachable.add(name)
        todo += [s.name for alt in rules[name] for s in alt if not s.is_term]
    blocks: dict[str, set[str]] = {}
    for name, alts in rules.items():
        for alt in alts:
            for i, sym in enumerate(alt[:-1]):
                after = alt[i + 1]
                # `KEYWORD … "{" item … "}"`: a block of items (`{ expr … }`, an example's, is code)
                if sym.is_term and sym.name == "LBRACE" and not after.is_term and after.name not in reachable:
                    for opener in kw(first[name]):
                        blocks.setdefault(opener, set()).update(kw(first[after.name]))
    expression = kw(s.name for name in reachable for alt in rules[name] for s in alt if s.is_term)
    return ({k: tuple(sorted(v)) for k, v in blocks.items()}, tuple(sorted(kw(first["start"]))),
            tuple(sorted(expression)))


@lru_cache(maxsize=1)
def _declaring() -> frozenset[str]:
    """The keywords after which a new name is written (`fact ▮`, `phase ▮`): the highlighter's."""
    from .lexer import DECLARATIONS
    return frozenset(DECLARATIONS)


def _title(kind: str, node) -> str:
    return (node[1].title if kind == "value" else getattr(node, "title", "")) or ""


def _names(loaded: Loaded, fallback: Loaded | None) -> dict[str, list[tuple[str, object]]]:
    found = declarations(loaded)
    if fallback is not None and fallback is not loaded:
        for name, entries in declarations(fallback).items():
            found.setdefault(name, entries)
    return found


def _edit(line: int, start_units: int, end_units: int, text: str) -> types.TextEdit:
    return types.TextEdit(types.Range(types.Position(line, start_units), types.Position(line, end_units)), text)


def _name_items(names, kinds, line: int, start: int, end: int) -> list[types.CompletionItem]:
    out = []
    for name in sorted(names):
        entries = [(k, node) for k, node in names[name] if k in kinds]
        if not entries:
            continue
        details = []
        for kind, node in entries:
            title = _title(kind, node)
            what = f"value of {node[0].id}" if kind == "value" else kind
            details.append(f"{what}: {title}" if title else what)
        out.append(types.CompletionItem(label=name, kind=_KIND_ICON.get(entries[0][0]), detail="; ".join(details),
                                        text_edit=_edit(line, start, end, name)))
    return out


def _keyword_items(words, line: int, start: int, end: int) -> list[types.CompletionItem]:
    return [types.CompletionItem(label=w, kind=types.CompletionItemKind.Keyword, detail="keyword",
                                 sort_text="~" + w, text_edit=_edit(line, start, end, w)) for w in words]


def _values_compared(loaded: Loaded, fallback: Loaded | None, chain: list[str], text_lines: list[str], line: int,
                     head: str) -> list[tuple[str, str, object]] | None:
    """The values a fact, a parameter, an item or a record's field declared of a list (or `side`)
    may hold, as (kind, detail, value) in the list's order; None when it is of no list."""
    from .lsp_typing import book_of, type_of
    book = book_of(loaded, fallback)
    word = type_of(book, chain, text_lines, line, head)
    if word == "side":
        return [("side", "side", s) for s in book.header.sides]
    enum = next((e for e in book.enums if e.id == word), None)
    return None if enum is None else [("value", f"value of {enum.id}", v) for v in enum.values]


def _input_items(loaded: Loaded, fallback: Loaded | None, text_lines: list[str], head: str, line: int, start: int,
                 end: int) -> list[types.CompletionItem]:
    """Where an argument of a table's lookup or method starts (its call opened on this line or one
    above), the table's own inputs that fit there (`roll: `, `column: `…), first (`lsp_inputs`)."""
    from .lsp_inputs import input_what, inputs_open
    from .lsp_typing import book_of, code_before
    if not head.rstrip().endswith(("(", ",")):
        return []
    found = inputs_open(book_of(loaded, fallback), code_before(text_lines, line, head))
    if found is None:
        return []
    table, method, words = found
    return [types.CompletionItem(label=w, kind=types.CompletionItemKind.Property, sort_text=f"!{n:02d}",
                                 detail=f"input of {table.id}: {input_what(table, w)}",
                                 text_edit=_edit(line, start, end, f"{w}: ")) for n, w in enumerate(words)]


def completion(loaded: Loaded, text_lines: list[str], line: int, units: int,
               fallback: Loaded | None = None) -> list[types.CompletionItem]:
    """What may be written at the cursor (0-based `line`, UTF-16 `units`) of a document whose lines
    are `text_lines` (as our spans count them), in the book `loaded` (and `fallback`, the last load
    whose files all parsed, for the names of a file that does not parse now)."""
    from .lsp_features import utf16
    current = text_lines[line] if line < len(text_lines) else ""
    index = character(current, units)
    before = current[:index]
    cursor = utf16(current, index)
    ref = _REF_OPEN.search(before)
    if ref is not None:
        start = utf16(current, ref.start(1))
        clauses = loaded.book.clauses if loaded.book.clauses or fallback is None else fallback.book.clauses
        seen: set[str] = set()
        out = []
        for n, c in enumerate(clauses):
            if c.id in seen:
                continue
            seen.add(c.id)
            out.append(types.CompletionItem(label=c.id, kind=types.CompletionItemKind.Reference, detail=c.title,
                                            sort_text=f"{n:06d}", text_edit=_edit(line, start, cursor, c.id)))
        return out
    blocks, in_text = open_at(text_lines, line + 1, index)
    if in_text:
        return []
    partial = _PARTIAL.search(before)
    head = before[:partial.start()] if partial else before
    start = utf16(current, len(head))
    if head and head[-1] == ".":   # a field (`crt(…).kind`): the book's names do not go there
        from .lsp_fields import field_items
        return field_items(loaded, fallback, text_lines, line, head, start, cursor)
    openers, top, expression = grammar_words()
    inner = blocks[-1].split()[0] if blocks else ""
    names = _names(loaded, fallback)
    if not head.strip() and inner != "example":
        if inner in ("enum", "record"):
            return []   # (each line declares a value or a field)
        return _keyword_items(openers.get(inner, ()) if blocks else top, line, start, cursor)
    last = _LAST_WORD.search(head)
    word = last.group(1) if last else ""
    if inner == "aid" and head.strip() == word and word in KIND_NAMES:
        return _name_items(names, (word,), line, start, cursor)     # `table crt`: the aid shows it
    if (word in _declaring() or word == "clause") and head.strip() == word:
        return []       # a new name (or clause id) is written here
    if _TYPE_AT.match(head):
        types_ = _name_items(names, ("enum", "record"), line, start, cursor)
        return types_ + [types.CompletionItem(label=t, kind=_KIND_ICON["type"], detail="type",
                                              text_edit=_edit(line, start, cursor, t)) for t in BUILTIN_TYPES]
    if word in AFTER_WORD:
        return _name_items(names, AFTER_WORD[word], line, start, cursor)
    compared = _COMPARED.search(head)
    if compared is not None:
        values = _values_compared(loaded, fallback, compared.group(1).split("."), text_lines, line, head)
        if values is not None:
            words = ("not",) if _IS_END.search(head) else ()
            return [types.CompletionItem(label=v.id, kind=_KIND_ICON[kind], detail=f"{what}: {v.title}" if v.title
                                         else what, text_edit=_edit(line, start, cursor, v.id))
                    for kind, what, v in values] + _keyword_items(words, line, start, cursor)
    return _input_items(loaded, fallback, text_lines, head, line, start, cursor) + \
        _name_items(names, EXPRESSION_KINDS, line, start, cursor) + _keyword_items(expression, line, start, cursor)
