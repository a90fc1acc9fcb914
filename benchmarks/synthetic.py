"""Synthetic rulebooks for the scaling benchmark: Changsha copied N times into one book.

    python benchmarks/synthetic.py 4 /tmp/changsha-x4     # write a 4× book, then check it

Copy 0 is Changsha as written. In copy k (k ≥ 1), every token the parser reads as a clause id,
and every `[id]` inside a text, has its chapter number raised by 100·k (`12.7.1` → `112.7.1`);
every name that Changsha declares (facts, enums, tables, formulas, records, …; not its sides) gets
the suffix `_ck`, and so does every term where it is declared (two terms are named like the sides);
the `book` header is left out (one book has one header). A result's fields and kinds
(`.attacker`, `=> attacker`) are the results' own words and keep their names; the fact `attacker`,
which the language reads by its name (a rewrite of the attacker's or the defender's result), is
declared once, by copy 0, and read by every copy. The copies are found by parsing, so only tokens
are renamed, never words inside prose or numbers in expressions. Every copy checks clean and runs
its examples.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from lark import Token, Tree

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "rulebooks" / "changsha"
_CHAPTER = re.compile(r"^(\d+)")
_REF = re.compile(r"(?<!\\)\[([0-9A-Za-z_]+(?:\.[0-9A-Za-z_]+)*)\]")
_SHARED = frozenset({"attacker"})   # a fact the language reads by its name (a sided rewrite): declared once
_DECLARED = ("terms", "enums", "facts", "constants", "tables", "results", "formulas", "modifiers", "combines",
             "permissions", "exceptions", "sequences", "scenarios", "aids", "records")


def _declared_names(folder: Path) -> frozenset[str]:
    """Every id the book declares, except its sides (they are shared by all the copies)."""
    from dsl.loader import load
    book = load(folder).book
    names = {node.id for field in _DECLARED for node in getattr(book, field) if getattr(node, "id", None)}
    return frozenset(names - {s.id for s in book.header.sides} - _SHARED)


def _clause(cid: str, k: int) -> str:
    return _CHAPTER.sub(lambda m: str(int(m.group(1)) + 100 * k), cid, count=1) if _CHAPTER.match(cid) \
        else f"c{k}_{cid}"


def _field_or_kind(text: str, at: int) -> bool:
    """Whether the name at `at` is a result's field (`.attacker`) or a result's kind
    (`=> attacker`): named by the results, not by what the book declares (a fact `attacker`)."""
    before = at - 1
    while before >= 0 and text[before] in " \t":
        before -= 1
    return text[before] == "." or text[before - 1:before + 1] == "=>"


def renamed(text: str, k: int, names: frozenset[str]) -> str:
    """One file of copy `k`: its declared names and clause ids made unique, its book header dropped."""
    from dsl.parser import parser
    tree = parser().parse(text)
    edits: list[tuple[int, int, str]] = []
    for item in tree.children:
        if isinstance(item, Tree) and item.data == "book":
            edits.append((item.meta.start_pos, item.meta.end_pos, ""))
            continue
        tokens = list(item.scan_values(lambda v: isinstance(v, Token))) if isinstance(item, Tree) else []
        dropped = [(st.meta.start_pos, st.meta.end_pos) for st in item.iter_subtrees_topdown()
                   if st.data == "fact" and str(st.children[0]) in _SHARED] if isinstance(item, Tree) else []
        edits.extend((start, end, "") for start, end in dropped)   # (copy 0 declares it for all)
        for tok in tokens:
            if any(start <= tok.start_pos < end for start, end in dropped):
                continue
            if tok.type == "CLAUSE_ID":
                new = _clause(str(tok), k)
            elif tok.type == "NAME" and not _field_or_kind(text, tok.start_pos) and (
                    str(tok) in names or (item.data == "term" and tok is tokens[0])):
                new = f"{tok}_c{k}"      # a term named like a side (IJA) is renamed where it is declared
            elif tok.type in ("STRING", "LONG_STRING"):   # (a reference names a clause, or a construct: `[crt]`)
                new = _REF.sub(lambda m: f"[{m.group(1)}_c{k}]" if m.group(1) in names else f"[{_clause(m.group(1), k)}]",
                               str(tok))
            else:
                continue
            if new != str(tok):
                edits.append((tok.start_pos, tok.end_pos, new))
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def write_book(copies: int, dest: Path, source: Path = SOURCE) -> int:
    """Write `copies` copies of the book at `source` into `dest` as one book; return its size in bytes."""
    dest.mkdir(parents=True, exist_ok=True)
    names = _declared_names(source)
    size = 0
    for path in sorted(source.glob("*.rules")):
        text = path.read_text(encoding="utf-8")
        for k in range(copies):
            out = text if k == 0 else renamed(text, k, names)
            (dest / f"c{k:02d}-{path.name}").write_text(out, encoding="utf-8")
            size += len(out.encode())
    return size


if __name__ == "__main__":
    import os
    from collections import Counter

    from dsl.loader import load
    os.environ.setdefault("RULES_CACHE", "off")
    n, where = int(sys.argv[1]), Path(sys.argv[2])
    write_book(n, where)
    loaded = load(where)
    counts = Counter((d.severity, d.code) for d in loaded.report.diagnostics)
    print(f"{n}× Changsha: {len(loaded.book.clauses)} clauses; diagnostics {dict(sorted(counts.items()))}")
    for d in loaded.report.errors[:10]:
        print(" ", d.code, d.message, d.span)
