"""Building the parser: the grammar compiled into Lark's LALR parser, once per process, from tables
kept as data. Fed by: `grammar.lark` (its text) and Lark; feeds `parser` (which parses with it)
and `expected_tokens` (its terminals).

Compiling the grammar's LALR tables takes about half a second, so the compiled tables are kept in
the user's cache (`cache`) as data: Lark's own serialization of the parser (`memo_serialize`: plain
dicts, lists and strings), written and read as JSON like every cache entry, in a form that reads in
a third of the time (`parser_tables`) — never pickle, so Lark's `cache=` option and
`Lark.save`/`load` are not used. An entry is keyed by the grammar's text,
Lark's version and the parser's options; one that does not match those options exactly is a miss.
The same tables ship with the package (`grammar_tables.json.gz`, written by `python -m dsl.parser
--write-tables` after an edit of the grammar; a test says when it is due), so a cold cache — a new
machine, CI, a designer's first command — reads them instead of compiling the grammar.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

from . import cache, fast_lark, parser_tables, scanner_regexes
from .limits import GluedKeywordCheck
from .tree_builder import fast_callbacks

GRAMMAR = Path(__file__).with_name("grammar.lark")

OPTIONS = {"parser": "lalr", "lexer": "contextual", "propagate_positions": True, "maybe_placeholders": False}


# The tables compiled from this grammar, shipped with the package (`python -m dsl.parser
# --write-tables` writes them): a first run on a new machine, a cold cache, CI, need not compile
# them (about 0.4 s). Data only, read as the cache's entry is; used only when their key is this
# grammar's, Lark version's and options' (another Lark, an edited grammar: compiled as before).
PACKAGED_TABLES = GRAMMAR.with_name("grammar_tables.json.gz")


def tables_key(text: str | None = None) -> str:
    """The key of the compiled tables: the grammar's text (read when not given), Lark's version
    and the parser's options."""
    text = GRAMMAR.read_text(encoding="utf-8") if text is None else text
    return "grammar-" + hashlib.sha256(f"{lark.__version__}\0{sorted(OPTIONS.items())}\0{text}".encode()).hexdigest()


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The parser, built once per process: from the cached tables when the grammar is unchanged,
    else from the tables shipped with the package when they were made from this grammar, else
    compiled (and cached)."""
    text = GRAMMAR.read_text(encoding="utf-8")
    k = tables_key(text)
    hit = cache.get_bytes(k)
    if hit is None:
        hit = packaged_tables(k)
    built = _from_tables(hit) if hit is not None else None
    if built is None:
        compiled = _compiled(text)
        tables = _tables(compiled)
        cache.put_bytes(k, tables)
        # Used as read back, like a cached one: its names are plain strings, not the grammar's
        # tokens, whose Python-level `==` every table lookup would otherwise call.
        built = _from_tables(tables) or compiled
    fast_callbacks(built._callbacks)   # the same trees and positions, built in one call per rule
    fast_lark.install(built)           # the same tokens and trees, in fewer calls
    scanner_regexes.install(built)     # the scanners' patterns made from their shipped code
    return built


def _compiled(text: str) -> Lark:
    """The grammar `text` compiled into a parser (what the tables are made from)."""
    return Lark(text, postlex=GluedKeywordCheck(), **OPTIONS)


def packaged_tables(k: str, path: Path | None = None) -> bytes | None:
    """The tables shipped with the package (`PACKAGED_TABLES`: gzip of a line with the key and the
    Lark version they were made with, then the tables as `_tables` writes them) when they were made
    under key `k`; None otherwise."""
    import gzip
    import zlib
    try:
        head, _, tables = gzip.decompress((path or PACKAGED_TABLES).read_bytes()).partition(b"\n")
    except (OSError, EOFError, ValueError, zlib.error):   # missing, unreadable or damaged: compiled instead
        return None
    return tables if head.decode("ascii", "replace").split(" ")[0] == k and tables else None


def packaged_bytes() -> bytes:
    """What `PACKAGED_TABLES` holds for this grammar: the key's line, then the compiled tables, in
    gzip (which writes no time or name), its states and symbols numbered by `_canonical`: the same
    bytes on every run and machine. The file is written again only when the grammar (or Lark)
    changes, and its key says which it was made for."""
    import gzip
    tables = _tables(_compiled(GRAMMAR.read_text(encoding="utf-8")))
    head = f"{tables_key()} lark={lark.__version__}"
    return gzip.compress(head.encode() + b"\n" + tables, compresslevel=9, mtime=0)


def _tables(built: Lark) -> bytes:
    """The compiled parser as JSON (`parser_tables.written`): Lark's serialization, less the
    post-lexer (which is code), its LALR table numbered by `_canonical`."""
    data, memo = built.memo_serialize([TerminalDef, Rule])
    data["options"] = {name: value for name, value in data["options"].items() if name != "postlex"}
    data["parser"]["parser"] = _canonical(data["parser"]["parser"])
    return parser_tables.written(data, memo)


def _canonical(table: dict) -> dict:
    """Lark's serialized LALR table with its states and symbols numbered in an order of their own,
    so that two writes of the same grammar give the same bytes: Lark numbers them in the order of
    sets that varies from one run to the next. Symbols are numbered in name order; states in the
    order a breadth-first walk meets them, from the start states (by start symbol) along each
    state's shifts and gotos in symbol-name order. The parser is the same: only the numbers move."""
    names = table["tokens"]                                   # number → symbol name
    symbol = {name: i for i, name in enumerate(sorted(names.values()))}
    states = table["states"]
    order: dict[int, int] = {}
    queue = [table["start_states"][start] for start in sorted(table["start_states"])]
    for state in queue:                                       # (the queue grows as it is walked)
        if state in order:
            continue
        order[state] = len(order)
        queue += [arg for name, (action, arg) in sorted((names[t], a) for t, a in states[state].items())
                  if action == 0]                             # 0: shift (or goto) to state `arg`
    order.update((state, len(order) + i) for i, state in enumerate(s for s in sorted(states) if s not in order))

    def action(act):
        kind, arg = act
        return (kind, order[arg]) if kind == 0 else act

    return {
        "tokens": {symbol[name]: name for name in sorted(names.values())},
        "states": {order[old]: {symbol[names[t]]: action(a) for t, a in sorted(states[old].items(),
                                                                              key=lambda item: names[item[0]])}
                   for old in sorted(states, key=order.__getitem__)},
        "start_states": {start: order[s] for start, s in sorted(table["start_states"].items())},
        "end_states": {start: order[s] for start, s in sorted(table["end_states"].items())},
    }


def _from_tables(raw: bytes) -> Lark | None:
    """A parser rebuilt from `_tables` data, or None when the data is not a parser with our options."""
    try:
        got = parser_tables.read(raw)
        if got is None:
            return None
        data, memo, more = got
        options = data["options"]
        if any(options.get(name) != value for name, value in OPTIONS.items()) or \
                any(options.get(name) for name in ("transformer", "tree_class", "lexer_callbacks", "_plugins",
                                                   "edit_terminals", "regex", "use_bytes", "postlex")):
            return None
        return parser_tables.loaded(data, memo, more, postlex=GluedKeywordCheck())
    except Exception:  # tables that do not load, whatever the reason, are simply a miss
        return None
