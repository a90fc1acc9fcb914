"""Parsing: `.rules` text → Lark tree, or syntax diagnostics. Fed by: `source.SourceFile`.

One LALR parser with the contextual lexer (positions propagated, by `tree_builder`'s callbacks),
built once per process. A syntax error does not stop the file: parsing resumes at the next
top-level declaration, and the blocks declared inside the broken one below the error are each
parsed alone for their own errors, so one run reports several errors.

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
import re
import unicodedata
from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate
from pathlib import Path

import lark
from lark import Lark, Tree
from lark.utils import TextSlice
from lark.grammar import Rule
from lark.lexer import LexerState, LexerThread, LineCounter, TerminalDef, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .braces import (QUOTED_END, OpenBlock, block_open, extra_close, long_text_open, nested_blocks, open_before,
                     unclosed_blocks)
from . import cache, fast_lark, parser_tables, scanner_regexes
from .diagnostics import Report, ascii_digits, closest, other_digit, suggest
from .limits import LINE_BREAK_HINT, LINE_BREAKS, GluedKeywordCheck
from .source import SourceFile, Span
from .tree_builder import fast_callbacks

GRAMMAR = Path(__file__).with_name("grammar.lark")

# How terminals read in messages.
READABLE = {
    "RBRACE": "'}'", "LBRACE": "'{'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "COLON": "':'", "EQUAL": "'='", "DOT": "'.'", "STRING": "text in quotes",
    "LONG_STRING": "text in triple quotes", "NAME": "a name", "CLAUSE_ID": "a clause number",
    "INT": "a whole number", "SIGNED_INT": "a signed number like +1",
    "SIGNED_FRACTION": "a signed number like +1", "SIGNED_DECIMAL": "a signed number like +1",
    "DICE": "dice like 2d6",
    "RATIO": "a ratio like 3:1", "GRID_ROW": "a table row starting with '|'", "HEX": "a four-digit hex",
    "DECIMAL": "a decimal number", "FRACTION": "a fraction like 1/2", "MARKER_KEY": "a marker letter",
    "WORD": "a value", "MINUS": "'-'", "PLUS": "'+'", "$END": "end of file", "_NL": "the end of the line",
}
TOP_LEVEL = re.compile(r"^(book|clause|term|enum|fact|constant|table|results|formula|modifier|combine|"
                       r"permission|exception|sequence|scenario|example|aid|record)\b")


OPTIONS = {"parser": "lalr", "lexer": "contextual", "propagate_positions": True, "maybe_placeholders": False}


# The tables compiled from this grammar, shipped with the package (`python -m dsl.parser
# --write-tables` writes them): a first run on a new machine, a cold cache, CI, need not compile
# them (about 0.4 s). Data only, read as the cache's entry is; used only when their key is this
# grammar's, Lark version's and options' (another Lark, an edited grammar: compiled as before).
PACKAGED_TABLES = GRAMMAR.with_name("grammar_tables.json.gz")


# A scenario's lines as written, for a line that ended before its units (`_unfinished_above`).
_LINE_FORMS = {"setup": 'setup SIDE at HEX "place": "units"', "reinforce": 'reinforce SIDE turn N at HEX: "units"',
               "remove": 'remove SIDE turn N: "units"', "relocate": 'relocate SIDE turn N to "where": "units"',
               "support": 'support SIDE turn N: COUNT "kind"'}
# Lines of a block, met where only declarations stand (the block closed before them): where they go.
_BELONGS_IN = {"unless": "a permission, a modifier or an exception", "when": "a modifier, a permission, an "
               "exception or a sequence step", "skip": "a scenario", "victory": "a scenario", "reinforce": "a scenario",
               "remove": "a scenario", "relocate": "a scenario", "support": "a scenario", "turns": "a scenario",
               "overrides": "an exception", "allow": "an exception", "forbid": "an exception", "rewrite": "an exception",
               "may": "a permission", "must": "a permission"}

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


@lru_cache(maxsize=1)
def _literals() -> dict[str, str]:
    """Terminal name → the text it matches, for terminals that match one fixed text. Lark names
    some of these itself (`__ANON_3` for `==`): a message shows the text, never such a name."""
    return {t.name: t.pattern.value for t in parser().terminals if t.pattern.type == "str"}


def _word(name: str) -> str:
    if name in READABLE:
        return READABLE[name]
    if name in _literals():
        return f"'{_literals()[name]}'"
    return "a value" if name.startswith("__") else (f"'{name.lower()}'" if name.isupper() else name)


def _readable(names) -> str:
    # A line break is offered wherever a line-oriented block may end an item; it is never the fix.
    names = [n for n in names if n != "_NL"] or list(names)
    if "STRING" in names and "LONG_STRING" in names:   # (both are text in quotes: one word for them)
        names = [n for n in names if n != "LONG_STRING"]
    words = sorted({_word(n) for n in names})
    if len(words) > 8:
        words = words[:8] + ["…"]
    return ", ".join(words)


_COMPARISONS = {"==", "!=", "<", "<=", ">", ">="}
# what a word processor types for an ASCII sign (NFKC leaves them as they are): the sign to type instead
_TYPOGRAPHIC = {"\u2212": "-", "\u2013": "-", "\u2014": "-", "\u2236": ":", "\u00d7": "*", "\u00f7": "/",
                "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2018": "'", "\u2019": "'", "\u2264": "<=",
                "\u2265": ">=", "\u2260": "!="}


_WORD_CHAR = re.compile(r"[A-Za-z0-9_]")
# the hint of a keyword glued to a word (`limits.GluedKeywordCheck`), with the keyword
_GLUED = re.compile(r"a space between '\w+' and '\w+' \('(\w+)' is a keyword\)")


# what a designer used to another notation types, and what to type instead (E002: a character no token takes)
_SIGNS_OF_OTHER_LANGUAGES = {"&&": "write `and`", "&": "write `and`", "||": "write `or`", "!": "write `not`, or != to compare",
                             "``": "a line of ``` is a Markdown code fence, copied with a listing: delete the line",
                             "`": "names and words outside quotes take no backquotes: delete them",
                             "'": 'a text is written in double quotes: "…"'}


def _sign_hint(tok: str, accepted: set, text: str, col: int, prev: str | None = None) -> str | None:
    """A hint for a sign or a word written as another notation writes it, where the parser refused
    it. `prev`: the line above (blank lines passed over)."""
    before, after = text[:col - 1].rstrip(), text[col - 1 + len(tok):].lstrip()
    if tok == "=" and "==" in accepted:
        return "to compare, write == (a single = gives a name its value)"
    if tok == "=>" and ">=" in accepted:
        return "write >= for 'at least' (=> maps a pattern to its kind in a results block)"
    if tok == "," and before[-1:].isdigit() and after[:1].isdigit():
        return "a number is written without a thousands separator (1500), and a fraction with a point or a " \
               "slash (0.5, 1/2)"
    if tok.startswith("-") and before[-1:].isdigit() and "to" in accepted:
        return "a range is written with `to`: 1 to 2"
    if tok == ":" and before[-1:].isdigit() and after[:1].isdigit():
        return "odds are written without spaces: 1:3"
    if tok in (".", ":") and re.search(r"\brewrite\b.*->[^,]*,\s*[\w.]+$", before):   # (two fields in one rewrite)
        field = re.search(r",\s*([\w.]+)$", before).group(1) + (
            "." + re.match(r"\w*", after).group() if tok == "." else "")
        return (f"a rewrite changes one field: write `rewrite {field}: …` on a line of its own (an exception "
                "may hold several rewrite lines, which apply together)")
    if tok[:1] == '"' and "=>" in before and after.startswith("=>"):   # (`{ "X" => a "A" "H" => b "B" }`)
        return f"a results block takes one pattern a line: start {tok} => … on a line of its own"
    if tok.lower() in _PHRASED and _PHRASED[tok.lower()][0] in accepted:   # (`cannot "move"`: the language's own word)
        return _PHRASED[tok.lower()][1]
    if tok in ("left", "right") and re.search(r"\bdrm\s+[-+]?\d+$", before):
        return f"a column shift is written `shift N {tok}`; `drm` is a die-roll modifier, a signed number: drm -1"
    if tok == "says" and not before and re.match(r"\s*term\b", prev or ""):
        return "a term is one line: write its `says` on the term's own line"
    if not before and tok in _GOES_ON:   # (`== 3:1` at the start of a line: the line above ended the check)
        return (f"here a line ends the expression unless it ends with an operator: write `{tok}` at the end of the "
                "line above, or the whole expression in brackets ( … )")
    return None


# words a designer writes for one of the language's (that word first: hinted where the parser takes it)
_PHRASED = {
    "cannot": ("may", 'write `may not "…"`: a permission says may, may not or must'),
    "can": ("may", 'write `may "…"`: a permission says may, may not or must'),
    "should": ("must", 'write `must "…"` (or `may "…"`): a permission says may, may not or must'),
    "chosen": ("when", "`chosen by` belongs to an exception (the side that may decline it), not here: say "
                       "`when` this applies"),
}

# signs that go on an expression from the line above: refused at the start of a line (the line above ended it)
_GOES_ON = frozenset({"==", "!=", "<", "<=", ">", ">=", "+", "*", "/", "and", "or"})


def _closed_too_soon(src: SourceFile, line: int, col: int) -> tuple[int, int] | None:
    """(the line a long text opened on, the line it closed on) when the word refused at `line:col`
    starts its line right after a line ending in the three quotes that closed it, that text having
    run over lines: three quotes left out, so the next text's closed this one and its prose reads
    as rules."""
    text = src.line(line)
    if not text[:col - 1].strip() == "" or not _WORD_CHAR.match(text[col - 1:col]):
        return None
    before = line - 1
    while before >= 1 and not src.line(before).strip():
        before -= 1
    if before < 1 or not src.line(before).rstrip().endswith('"""'):
        return None
    marks = _triple_quotes(src.text)   # (counted from line 1 for each error, 8,000 errors took 47 s)
    upto = bisect_right(marks, before)
    if upto < 2 or upto % 2 or marks[upto - 2] == before:   # (it opened a text, or one on one line)
        return None
    return marks[upto - 2], before


@lru_cache(maxsize=4)
def _triple_quotes(text: str) -> list[int]:
    """The line of each `\"\"\"` of a text, in order (a line's number once for each on it)."""
    return [n for n, line in enumerate(text.split("\n"), 1) for _ in range(line.count('"""'))]


def _glued_word(text: str, col: int, allowed) -> tuple[int, int, str] | None:
    """(start, end, hint) of the word whose front the lexer read as a keyword where only keywords
    could stand, stopping at the rest (`sum off (` read `of`, then refused `f`; `forbidd`), or None.
    The hint names the keyword the word is closest to, else what could stand there."""
    if not (1 < col <= len(text) and _WORD_CHAR.match(text[col - 1]) and _WORD_CHAR.match(text[col - 2])):
        return None
    start = col - 1
    while start > 0 and _WORD_CHAR.match(text[start - 1]):
        start -= 1
    words = _literals()
    if text[start:col - 1] not in words.values():   # (not a keyword before it: another error)
        return None
    end = col - 1
    while end < len(text) and _WORD_CHAR.match(text[end]):
        end += 1
    near = suggest(text[start:end], [text[start:col - 1]] +   # (the keyword read, `of` of `off`, among them)
                   [words[n] for n in allowed if n in words and words[n][:1].isalpha()])
    expected = _readable(allowed)
    return start, end, near or (f"expected {expected}" if expected else "check the spelling of this word")


def _diagnose(err: UnexpectedInput, src: SourceFile, report: Report, first: int = 1, alone: bool = False) -> int:
    """Turn a Lark error into a diagnostic; return the line it happened on (or the line before the
    declaration where parsing should resume). `first`: the line this attempt started at; `alone`:
    the attempt parsed one block declared inside another, whose braces match (`_parse_nested`)."""
    line, col = err.line or 1, err.column or 1
    if isinstance(err, UnexpectedCharacters):
        # Found by line and column: after a recovery the parsed text is not `src.text` (the lines
        # before the attempt are blanked), so the error's offset in it points elsewhere in the file.
        text = src.line(line) if 1 <= line <= len(src.lines) else ""
        char = text[col - 1] if 0 < col <= len(text) else ""
        glued = _glued_word(text, col, getattr(err, "allowed", None) or ())
        if glued is not None:   # a keyword read out of the front of a word (`sum off`, `forbidd`): the word
            start, end, hint = glued
            report.error("E001", f"unexpected {text[start:end]!r}", Span(src.path, line, start + 1, line, end + 1), hint)
            return line
        if char == '"' and text[col - 1:col + 2] == '"""':   # a long text: it runs to the next """, over lines
            msg, hint = "text is not closed", 'close the long text with """ (on a later line, or at the end of this one)'
        elif char == '"':
            msg, hint = "text is not closed", 'close the text with a matching " on the same line, or use """ … """'
        elif char.isdigit():    # a digit of another script (١, １, ²): numbers are read in 0-9 only
            msg = other_digit(char)
            hint = (f"write numbers with the digits 0-9: {char!r} is {unicodedata.digit(char)}"
                    if unicodedata.digit(char, None) is not None else "write numbers with the digits 0-9")
        elif char and char in LINE_BREAKS:   # (what some editors write for a line break: not one here)
            msg = f"unexpected character {char!r} (U+{ord(char):04X} {unicodedata.name(char, 'NEXT LINE')})"
            hint = LINE_BREAK_HINT
        elif char and not char.isascii():   # (a letter that looks like an ASCII one: K KELVIN SIGN, і CYRILLIC)
            name = unicodedata.name(char, "")
            looks = _TYPOGRAPHIC.get(char) or unicodedata.normalize("NFKC", char)
            msg = f"unexpected character {char!r} (U+{ord(char):04X}{' ' + name if name else ''})"
            hint = (f"names are written in ASCII letters: type {looks!r} instead" if looks.isascii() and looks.isprintable()
                    and char.isalpha() else
                    f"rules are written in ASCII outside quotes: type {looks!r} instead" if looks.isascii() and
                    looks.isprintable() else
                    "names are written in ASCII letters, digits and _; put other characters inside quotes")
        else:
            msg, hint = f"unexpected character {char!r}", _SIGNS_OF_OTHER_LANGUAGES.get(
                text[col - 1:col + 1], _SIGNS_OF_OTHER_LANGUAGES.get(char, "check the spelling of this line"))
        report.error("E002", msg, Span(src.path, line, col, line, col + 1), hint)
    elif isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
        swallowed = next((n for n, text in enumerate(src.lines[first - 1:], first)   # (in this attempt's lines)
                          if text.lstrip().startswith("|") and text.rstrip().endswith("}")), None)
        if swallowed is not None:
            col = len(src.line(swallowed).rstrip())
            report.error("E001", "this '}' is read as part of a table row", Span(src.path, swallowed, col),
                         "a table row runs to the end of its line: put the closing '}' on a line of its own")
            line = swallowed
        else:
            last = max(1, len(src.lines))
            blocks = unclosed_blocks(src.text, None, first)
            line = last
            if blocks:
                _report_open(blocks, src, report)
                if blocks[0].before_line:
                    line = blocks[0].before_line - 1    # parsing resumes at the declaration after them
            else:
                report.error("E001", "the file ends inside a block", Span(src.path, last, 1),
                             "a closing '}' is missing")
    elif (col == 1 and TOP_LEVEL.match(str(err.token))
          and (blocks := unclosed_blocks(src.text, line, first)) and blocks[0].before_line == line):
        _report_open(blocks, src, report)
        line -= 1                       # parsing resumes at this declaration
    elif (isinstance(err, UnexpectedToken) and TOP_LEVEL.match(str(err.token)) and col > 1
          and not src.line(line)[:col - 1].strip() and (blocks := open_before(src.text, line, first, src.lines))):
        _report_open(blocks, src, report)   # `modifier b {` where `modifier a {` above it was not closed
    elif (isinstance(err, UnexpectedToken) and TOP_LEVEL.fullmatch(src.line(line)[:col - 1].strip())
          and _read_as_a_name(err) and not _goes_on(src, line) and (blocks := open_before(src.text, line, first, src.lines))):
        # the same, where the block keyword was read as a name going on from the line above (an
        # example's check: `{ f(1) == 2` left open, `example "b" { …` read as `… example`, its title refused)
        _report_open(blocks, src, report)
    elif (isinstance(err, UnexpectedToken) and str(err.token) == "." and (digit := src.line(line)[col:col + 1]).isdigit()
          and not digit.isascii()):
        # a clause id or a reference with a digit of another script after a dot (`clause 1.١`, `see [1.٠]`):
        # the id is read up to the dot, and the dot is refused; the digit is the mistake
        text = src.line(line)
        start, end = col - 1, col
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "._"):
            start -= 1
        while end < len(text) and (text[end].isalnum() or text[end] in "._"):
            end += 1
        report.error("E002", other_digit(digit), Span(src.path, line, col + 1, line, col + 2),
                     f"write clause ids with the digits 0-9 ({digit!r} is {unicodedata.digit(digit, '?')}): "
                     f"{ascii_digits(text[start:end])}")
    elif not alone and isinstance(err, UnexpectedToken) and (extra := extra_close(src.text, line, first, src.lines)) is not None:
        code = _code_of(src.line(extra.line)).strip()
        opens = _OPENS_A_BLOCK.match(code) if "{" not in code and code != "}" else None
        report.error("E001", f"this '}}' is one too many: it closes {extra.construct} (line {extra.before_line}), "
                     "whose lines go on below it", Span(src.path, extra.line, extra.column, extra.line, extra.column + 1),
                     # (`example "e" f(1) == 2 }`: the `{` after its title was left out, and "delete it" broke
                     # the line further: the designer probe of helper 8)
                     f"its line opens no block: a '{{' is missing after the {opens.group(1)}'s title "
                     f"(`{code[:opens.end()]} {{ …`)" if opens else "delete it (the file has a '}' more than it has '{')")
    elif str(err.token) in _COMPARISONS and "and" in {_literals().get(n) for n in err.expected or ()}:
        # a whole comparison came before it (`and` could follow): `1 == 1 == 1`, `a < b < c`
        report.error("E001", "comparisons do not chain", Span(src.path, line, col, line, col + len(str(err.token))),
                     "join two comparisons with and: `a < b and b < c`")
    elif isinstance(err, UnexpectedToken) and (opened := _closed_too_soon(src, line, col)) is not None:
        # prose read as rules, right after a long text that the """ meant to open the next one closed
        report.error("E001", f"unexpected {str(err.token)!r}: this line reads as rules, not as text",
                     Span(src.path, line, col, line, col + max(1, len(str(err.token)))),
                     f'a """ is missing: the long text opened on line {opened[0]} is closed by the """ on line '
                     f'{opened[1]}; close the first where it ends')
    elif isinstance(err, UnexpectedToken) and (glued := _glued_word(src.line(line), col, _accepted(err))) is not None:
        start, end, hint = glued   # a keyword read out of the front of a word (`sum off (`: `of`, then `f`)
        report.error("E001", f"unexpected {src.line(line)[start:end]!r}", Span(src.path, line, start + 1, line, end + 1),
                     hint)
    elif str(err.token) == "==" and src.line(line)[:col - 1].strip() == "" and "GRID_ROW" in _accepted(err):
        # a group heading written bare (`== Red Army ==`) where a table's grid lines stand
        report.error("E001", "a group heading is a grid line of the table", Span(src.path, line, col, line, col + 2),
                     f"write it inside the bars, as every grid line is: `| {src.line(line).strip()} |`")
    elif isinstance(err, UnexpectedToken) and (bare := _bare_reading(err, src, line, col)) is not None:
        report.error("E404", "`inferred` needs the reading in words: what an engine shows beside each answer the "
                     "rule gives", bare, 'write e.g. inferred "The rules do not say; we read …"')
        return line
    elif isinstance(err, UnexpectedToken) and (unfinished := _unfinished_above(err, src, line, col)) is not None:
        ended, hint, what = unfinished   # (`= if a > 6 then 6`, `= a >`: the next line's declaration was refused)
        end = len(_code_of(src.line(ended))) + 1
        report.error("E001", "the expression is not finished at the end of this line" if what == "expression" else
                     "this line is not finished",
                     Span(src.path, ended, end, ended, end + 1), hint)
        # parsing resumes at the declaration refused, whose own errors are said then, where it stands at
        # the top level (none of the attempt's blocks open): inside a block, at the next declaration
        return line - 1 if not src.line(line)[:1].isspace() and not block_open(src.lines, first, line - 1) else line
    elif _after_a_hex(err, src, line, col):
        start = col - 4 - 1   # (the four digits read as a hex number, then the digits after them)
        text = src.line(line)
        end = start
        while end < len(text) and text[end].isdigit():
            end += 1
        report.error("E001", f"hex number {text[start:end]!r} has {end - start} digits", Span(src.path, line, start + 1,
                     line, end + 1), "a hex is four digits, its column then its row: 0405")
    else:
        tok = err.token
        width = max(1, len(str(tok)))
        accepted = _accepted(err)
        expected = _readable(accepted)
        hint = f"expected {expected}" if expected else ""
        words = _literals()
        closers = [words[n] for n in accepted if words.get(n) in (")", "]")]   # (a "}" may end any block item)
        ended = _line_above(src, line)
        if closers and src.line(line)[:col - 1].strip() == "" and ended >= 1 and ended >= first:
            # a line that ends before its closing bracket: said at its end, not at the next line's first word
            end = len(_code_of(src.line(ended))) + 1
            report.error("E001", f"the line ends before its {' or '.join(repr(c) for c in closers)}",
                         Span(src.path, ended, end, ended, end + 1), hint)
            return line
        above = _code_of(src.line(ended)) if ended >= 1 and ended >= first else ""
        offered = {words.get(n) for n in accepted}
        if ("{" in offered and offered <= _BEFORE_A_BLOCK and src.line(line)[:col - 1].strip() == ""
                and above.strip() and not above.endswith(("{", "}"))
                and not suggest(str(err.token), [w for w in offered if w[:1].isalpha()])):
            # a block's first line without its `{`: the next line's first word was refused, with
            # "expected '[', '{'" at it (the designer probe of helper 8); said where the `{` goes
            end = len(above) + 1
            report.error("E001", "the line ends before its '{'", Span(src.path, ended, end, ended, end + 1),
                         f"a block opens at the end of its first line: `{above.strip()} {{`")
            return line
        said = _sign_hint(str(tok), {words.get(n) for n in accepted}, src.line(line), col,
                          src.line(ended) if ended >= 1 else None)
        text = src.line(line)
        if str(tok)[:1] in "+-" and str(tok)[1:].isdigit() and "INT" in accepted and "SIGNED_INT" not in accepted:
            said = "a whole number 0 or more here, without a sign"   # (`priority -1`)
        elif "GRID_ROW" in accepted and "|" in text and not text.lstrip().startswith("|"):
            row = text.strip()   # (a row whose first bar was left out)
            said = f"a grid line starts with '|': | {row[:40]}{'…' if len(row) > 40 else ''}"
        said = _bound_hint(str(tok), text, col) or said   # (`at most` where a fact's bound does not go)
        if said is not None:   # a sign of another notation (`=` to compare, `1,500`, `1 - 2` for a range)
            hint = said
        # (four of the second designer probe of stop 58: each was a list of keywords, or "expected ':'")
        elif str(tok) == "unless" and "REPEAT" in accepted:   # (a sequence step's block: it takes `repeat`)
            hint = "a sequence step takes no `unless`: write its condition as `when … and not …`"
        elif str(tok) == "if" and "WHEN" in accepted:
            hint = "a condition here is written `when …`"
        elif re.search(r"\bexample\b.*\bprinted\s*$", text[:col - 1]) and (str(tok) in ("[", "printed")
                                                                          or str(tok)[:1] == '"'):
            # (the order of an example's header: `printed` last before its `{`, and once)
            said = ("`printed` is written once" if str(tok) == "printed" else
                    f"an example's {'reference' if str(tok) == '[' else 'title'} comes before `printed`")
            hint = f"{said}: example \"…\" [12.7] printed {{ … }}"
        elif str(tok) == "/" and re.search(r"\badd\s+[0-9]+\s*$", text[:col - 1]):
            hint = "an `add` amount is a whole number, or a constant of one"
        elif re.fullmatch(r"\s*turn\s+[0-9]+\s+to\s*", text[:col - 1]):
            hint = "a `turn N SIDE: amount` line gives one turn: write a line for each turn"
        elif str(tok)[:1].isalpha() and TOP_LEVEL.fullmatch(str(tok)) and col > 1:
            # a declaration where it cannot stand (a clause pasted inside a table): not a misspelt keyword
            article = "an" if str(tok)[0] in "aeiou" else "a"
            hint = f"{article} {tok} cannot stand inside this block: move it out of it" + (f" ({hint})" if hint else "")
        elif str(tok).isidentifier() and "NAME" in accepted and str(tok) in set(words.values()):
            # a word of the language where a name was wanted (a record field named `drm`)
            hint = f"`{tok}` is a word of the language and names nothing here: choose another name ({tok}_bonus, my_{tok})"
        elif str(tok) in ("who", "when", "says", "repeat", "inferred", "unless") and "PHASE" in accepted \
                and "WHO" not in accepted:   # (a sequence's own block: its steps, notes and doubts)
            hint = (f"`{tok}` goes on a phase or a step (`phase p \"…\" {{ {tok} … }}`): the sequence itself "
                    "holds its steps, notes, doubts and `see` lines")
        elif text[:col - 1].split()[-2:] == ["who", "not"]:   # (`who not red`: `not` read as a side's name)
            hint = "`who` names the sides or units that act, and takes no `not`: name the others (`who blue`)"
        elif str(tok) == "when" and text[:col - 1].rstrip().endswith("inferred"):   # (`inferred when` on a line)
            hint = ("only a formula's, a modifier's, a permission's or an exception's reading takes a `when`: say "
                    "in this reading's words which answers it concerns")
        elif str(tok) in _BELONGS_IN and "CLAUSE" in accepted and str(tok).upper() not in accepted:
            # (a line of a block written after it closed: "expected 'aid', 'clause', …" named no fix: the
            # second designer probe)
            hint = (f"`{tok}` belongs inside {_BELONGS_IN[str(tok)]}: was its block closed too early? "
                    "(a `}` before this line)")
        elif str(tok) == "inferred" and "INFERRED" not in accepted and re.search(r"\binferred\b", text[:col - 1]):
            hint = ("this line has its reading already: a line takes one `inferred`; say all of it in that "
                    "reading's words, or the rest in a `doubt`")   # (a second one: the hard probe)
        elif str(tok) == "inferred" and "INFERRED" not in accepted:   # (a reading where none is taken)
            hint = ("a reading (`inferred`) is written after a formula, as a line of a modifier, permission, "
                    "exception or sequence step's block, after a table's edge rule (`roll above 6: clamp "
                    "inferred \"…\"`), as `cell \"row\" \"column\" inferred \"…\"` in a table, at the end of a result "
                    "pattern's line (after its meaning and fixed fields), or at the end of a set-up, "
                    "reinforcement, support, removal or relocation line (after a remark), once; say this one in a "
                    "`doubt`" + (f" ({hint})" if hint else ""))
        elif (glued := _GLUED.fullmatch(accepted[0]) if len(accepted) == 1 else None) is not None and (
                (near := closest(str(tok), [w for w in words.values() if w.isalpha()])) is not None
                and near != glued.group(1) and len(near) > len(glued.group(1))):
            hint = f"did you mean {near}? ({hint})"   # (`infered`: `in` then `fered`, or a misspelt `inferred`)
        elif glued is not None and str(tok) in (glued.group(1) + "s", glued.group(1) + "es"):
            # (a keyword in the plural, `modifiers x` in an aid: not the keyword and a name `s`)
            hint = f"did you mean {glued.group(1)}? (one a line: `{glued.group(1)} NAME`)"
        elif str(tok)[:1].isalpha():   # a misspelt keyword: the one it is nearest, whether or not the list shows it
            near = suggest(str(tok), [words[n] for n in accepted if words.get(n, "")[:1].isalpha()])
            hint = f"{near} ({hint})" if near and hint else near or hint
        report.error("E001", f"unexpected {str(tok)!r}", Span(src.path, line, col, line, col + width), hint)
    return line


# all a block's first line may still take when its `{` is left out (a title's reference, a table's
# `missing`, a clause's `optional`, an example's `printed`): anything else offered, the line may be whole
_BEFORE_A_BLOCK = frozenset({"{", "[", "optional", "missing", "printed"})
# a block's first line, up to its title (and reference): a `}` one too many on such a line closes the
# block its `{` was left out of
_OPENS_A_BLOCK = re.compile(r'(clause|table|results|modifier|permission|exception|sequence|scenario|example|aid|'
                            r'record|book|enum)\b[^"{]*(?:"(?:[^"\\]|\\.)*")?(?:\s*\[[^\]]*\])?(?:\s+printed)?')
_FACT_LINE = re.compile(r"\s*fact\s")
_AFTER_BOUND = re.compile(r"\bat\s+most\s+\w+\s*$")


def _bound_hint(tok: str, text: str, col: int) -> str | None:
    """What to write where `at most` (a fact's bound) is misplaced: after the fact's title, twice,
    before its default, on a parameter or a record's field, or with a number that is no whole number
    (each was a list of keywords or "did you mean fact?": the third designer probe). None elsewhere."""
    before, after = text[:col - 1], text[col - 1:]
    fact = _FACT_LINE.match(text) is not None
    if tok == "at" and re.match(r"at\s+most\b", after):
        if fact and re.search(r"\bat\s+most\b", before):
            return "a fact takes one bound: `fact NAME: TYPE = DEFAULT at most N \"…\"`"
        if fact:
            return "the bound goes before the fact's title: `fact NAME: TYPE = DEFAULT at most N \"…\"`"
        if re.match(r"\s*formula\b", text):
            return ("a formula's parameter takes no bound: make the value a fact with `at most`, or a roll "
                    "(`roll of 1d6`), which the dice bound")
        if re.match(r"\s*\w+\s*:", text):
            return "only a fact takes a bound (`at most`); a record's field takes none"
        return None
    if not fact:
        return None
    if tok == "=" and re.search(r"\bat\s+most\b", before):
        return "the default goes before the bound: `fact NAME: TYPE = DEFAULT at most N \"…\"`"
    if tok in (".", ":", "/") and _AFTER_BOUND.search(before):
        return "a bound is a whole number 0 or more, or the name of a whole-number constant: `at most 2`"
    return None


def _unfinished_above(err: UnexpectedToken, src: SourceFile, line: int, col: int) -> tuple[int, str, str] | None:
    """(the line above, a hint, "expression" or "line") when the line above ended too soon, and the refused
    token is the declaration on this line that was meant to follow it: refused where it starts the
    line, in an expression that wants more (`= if a > 6 then 6`: an `else`), or read as a name going
    on from an operator the line above ends with (`= a >`, then `formula doubled`: `doubled`
    refused, with "did you mean doubt?"). None otherwise."""
    text = src.line(line)
    head = text.lstrip()
    indent = len(text) - len(head)
    keyword = TOP_LEVEL.match(head)
    before = _line_above(src, line)
    above = src.line(before).split() if before >= 1 else []
    if col == indent + 1 and above and above[0] in _LINE_FORMS and "COLON" in _accepted(err):
        # (`setup red at 0505 "2nd Rifle Battalion"`: its units read as the hex's name, and the next
        # line refused: "unexpected 'victory'" pointed below the line to mend, the second designer probe)
        return before, (f"a {above[0].replace('setup', 'set-up')} line ends with its units after a colon: "
                        f"{_LINE_FORMS[above[0]]}"), "line"
    if above and above[0] == "calendar" and src.line(before).rstrip().endswith(":") and col > indent + 1 \
            and len(text[:col - 1].split()) == 1:
        # (a calendar whose values were left out: the next line's first word read as its first value,
        # its second refused, below the line to mend: the second designer probe of stop 58)
        return before, f"a calendar gives its values after the colon, one of its fact's values per turn, on this " \
            f"line: `{' '.join(above)} VALUE, VALUE, …`", "line"
    item = _ITEM_WORD.match(head)   # (`when a >`, then `unless a == 5`: `unless` read as a name)
    if (item is not None and before >= 1 and col > indent + 1 and text[:col - 1].strip() == item.group(1)
            and _read_as_a_name(err) and _goes_on(src, line)):
        return before, f"`{item.group(1)}` on the line below is read as part of it: finish the expression on this " \
            "line", "expression"
    if keyword is None or before < 1:
        return None
    word = keyword.group(1)
    if (col > indent + 1 and text[:col - 1].strip() == word and _read_as_a_name(err) and _goes_on(src, line)
            and DECLARED.match(head, len(word))):   # (`scenario = s1` goes on an expression: not this)
        return before, f"`{word}` on the line below is read as part of it: finish the expression on this line", \
            "expression"
    words = _literals()
    accepted = _accepted(err)
    starts = {words.get(n) for n in accepted}
    if col == indent + 1 and str(err.token) == word and not starts & {"}", ")", "]"} and not any(
            w and TOP_LEVEL.fullmatch(w) for w in starts):   # (a bracket left open is said as one)
        expected = _readable(accepted)
        in_expression = _goes_on(src, line) or bool(starts & _IN_EXPRESSION)
        return before, (f"expected {expected} next" if expected else "finish it on this line") + \
            f"; the line below starts with `{word}`", "expression" if in_expression else "line"
    return None


def _bare_reading(err: UnexpectedToken, src: SourceFile, line: int, col: int) -> Span | None:
    """Where `inferred` stands when a block's reading was left without its words (`inferred`, or
    `inferred when night`, then the next line): the words were wanted, and this line's first token was
    refused. None otherwise. (After a formula the words may be left out, and the checks say so.)"""
    text = src.line(line)
    if col != len(text) - len(text.lstrip()) + 1 or "STRING" not in _accepted(err):
        return None
    before = _line_above(src, line)
    code = _code_of(src.line(before)) if before >= 1 else ""
    found = _BARE_READING.search(code)
    if found is None:
        return None
    return Span(src.path, before, found.start(1) + 1, before, found.end(1) + 1)


_BARE_READING = re.compile(r'(?:^|\s)(inferred)(?:\s+when\b[^"]*)?$')


def _code_of(text: str) -> str:
    """A line without its comment: what comes before a `#` outside quotes (a `#` in a title is text)."""
    i = 0
    while True:
        found = _QUOTE_OR_HASH.search(text, i)
        if found is None:
            return text.rstrip()
        if found.group() == "#":
            return text[:found.start()].rstrip()
        end = text.find('"""', found.end()) if found.group() == '"""' else QUOTED_END.match(text, found.end()).end()
        if end < 0:
            return text.rstrip()
        i = end + (3 if found.group() == '"""' else 0)


_QUOTE_OR_HASH = re.compile(r'"""|"|#')


def _line_above(src: SourceFile, line: int) -> int:
    """The line above `line` that holds code (blank lines and comment lines passed over), or 0."""
    before = line - 1
    while before >= 1 and not _code_of(src.line(before)).strip():
        before -= 1
    return before


def _goes_on(src: SourceFile, line: int) -> bool:
    """Does the line before `line` (blank lines and comments passed over) end with an operator, going
    on into it (`formula f() = 1 +`: the next line's `formula` is read on as a name, rightly)?"""
    before = _line_above(src, line)
    text = _code_of(src.line(before)) if before >= 1 else ""
    return _ENDS_GOING_ON.search(text) is not None


_ENDS_GOING_ON = re.compile(r"(?:[-+*/(,\[=<>]|\b(?:and|or|not|then|else|is|in))$")
# what an expression left unfinished may want next (a declaration or an item left unfinished wants other words)
_IN_EXPRESSION = frozenset({"else", "then", "+", "-", "*", "/", "and", "or", "==", "!=", "<", ">", "<=", ">=", "is", "in"})
# the words that start an item of a block (a condition, a note …), read as a name after an operator
_ITEM_WORD = re.compile(r"(when|unless|per|on|may|must|who|note|doubt|says|see|tags|at)\b")
# what follows a declaration's keyword: a title (an example's), or a name then a title, block, parameters, type or value
DECLARED = re.compile(r'\s+(?:["{]|[\w.]+\s*(?:["{(:\[]|=(?!=)))')


def _read_as_a_name(err: UnexpectedToken) -> bool:
    """Was the word before the refused token read as a name (a block keyword going on an expression
    from the line above: `example` after an example's check left open), not as its keyword?"""
    stack = getattr(getattr(err, "state", None), "value_stack", None)
    last = stack[-1] if stack else None
    # (already reduced to an expression when a text may follow one, as after `inferred when …`: the
    # name is its last word)
    while isinstance(last, Tree) and last.children:
        last = last.children[-1]
    return isinstance(last, Token) and last.type == "NAME"


def _accepted(err: UnexpectedToken) -> list[str]:
    """The terminals the parser would have taken in place of the one it refused. Lark's `expected` is
    every terminal of the state it stopped in, and LALR's merged states reach that state for several
    constructs: `side` in a clause was told `'allow', 'cancel', 'phase', …`, an exception's and a
    sequence's words. Each is tried from the parser's stack (its reductions, then a shift); the ones
    that shift are kept. Without the parser's state, `expected` as it is."""
    expected = list(err.expected or ())
    state = getattr(err, "state", None)
    stack = getattr(state, "state_stack", None)
    states = getattr(getattr(state, "parse_conf", None), "states", None)
    if not stack or states is None:
        return expected
    from lark.parsers.lalr_analysis import Shift
    kept = []
    for term in expected:
        if term == "$END":   # (the end of the file: kept as Lark offered it)
            kept.append(term)
            continue
        trial = list(stack)
        for _ in range(len(trial) + 64):   # (a reduction pops at least as many states as it pushes, but one)
            action = states[trial[-1]].get(term)
            if action is None:
                break
            if action[0] is Shift:
                kept.append(term)
                break
            rule = action[1]
            if rule.expansion:
                del trial[-len(rule.expansion):]
            goto = states[trial[-1]].get(rule.origin.name)
            if goto is None:
                break
            trial.append(goto[1])
    return kept or expected


def _after_a_hex(err: UnexpectedInput, src: SourceFile, line: int, col: int) -> bool:
    """Whether the token refused is digits written on after four digits read as a hex (`12345`)."""
    if not isinstance(err, UnexpectedToken):   # (digits right after four digits: only a hex is lexed so)
        return False
    text = src.line(line) if 1 <= line <= len(src.lines) else ""
    before = text[max(0, col - 6):col - 1]
    return str(err.token)[:1].isdigit() and len(before) >= 4 and before[-4:].isdigit() and \
        (len(before) == 4 or not before[-5].isdigit())


def _report_open(blocks: list[OpenBlock], src: SourceFile, report: Report) -> None:
    """Each missing `}`, at the `{` that has no match (see dsl/braces.py)."""
    for block in blocks:
        where = (f"before line {block.before_line} ({src.line(block.before_line).strip()[:40]!r})"
                 if block.before_line else "before the end of the file")
        report.error("E001", f"the block of {block.construct} is never closed",
                     Span(src.path, block.line, block.column, block.line, block.column + 1),
                     f"a closing '}}' is missing {where}")


# After this many attempts of one file that each ran to its end with a block open, the blocks left
# open after them are found from the braces alone (`_report_open_after`), without parsing to the end
# of the file again for each: 2,000 unclosed `clause … {` took 60 s, one attempt each.
ATTEMPTS_TO_THE_END = 20


def _at_end(err: UnexpectedInput) -> bool:
    return isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END")


def _report_open_after(src: SourceFile, lines: list[str], start: int, report: Report) -> int | None:
    """Every block the layout shows left open from line `start` (1-based) on, as an attempt of the
    parser from each declaration after them would report it; the line of the declaration after the
    last of them (where parsing resumes), or None when they run to the end of the file."""
    while start <= len(lines):
        blocks = unclosed_blocks(src.text, None, start, lines)
        if not blocks:
            return start
        _report_open(blocks, src, report)
        if not blocks[0].before_line or blocks[0].before_line <= start:
            return None
        # on from the next top-level declaration, as a parser's attempt goes on: a block inside the
        # chapter (`clause 21.2 {` after the unclosed `clause 21.1 {`) would leave the chapter's own
        # `}` with nothing to close, said as "unexpected '}'" at the end of the file
        start = next((i + 1 for i in range(blocks[0].before_line - 1, len(lines)) if TOP_LEVEL.match(lines[i])),
                     len(lines) + 1)
    return None


def _parse_part(text: str, start: int, end: int, line: int):
    """Parse `text[start:end]`, which starts line `line` of the text. Lark, given a slice of a
    text, counts the line breaks before it to know its lines (each attempt after an error of 4,000
    read the file from its start again): the count is given here."""
    frontend = parser().parser
    counter = LineCounter("\n")
    counter.char_pos = counter.line_start_pos = start
    counter.line = line
    thread = LexerThread(frontend.lexer, LexerState(TextSlice(text, start, end), counter))
    return frontend.parser.parse(thread, frontend.parser_conf.start[0])


def _parse_nested(src: SourceFile, lines: list[str], offsets: list[int], first: int, last: int,
                  report: Report, in_long: bool = False) -> None:
    """After a syntax error inside a top-level block, which parsing leaves for the next top-level
    declaration: each block declared inside it below the error (lines `first` .. `last`, 1-based;
    `in_long`: a long text is open where `first` starts) is parsed alone, from its keyword to its
    `}`, and its errors said; inside one with an error, so are the blocks below its error (in one
    pass over the lines, for blocks nested thousands deep). What parses is not kept: a book with a
    syntax error is not checked further."""
    done = first - 1   # the lines parsed already (or refused)
    for begin, end, column in nested_blocks(lines, first, last, in_long):
        if begin <= done:
            continue
        try:
            _parse_part(src.text, offsets[begin - 1], min(offsets[end - 1] + column, len(src.text)), begin)
            done = end
        except UnexpectedInput as err:
            if _at_end(err):   # (its braces match: what ends it early is for the file's own parse to say)
                done = end
                continue
            done = max(_diagnose(err, src, report, begin, alone=True), begin)


def parse(src: SourceFile, report: Report) -> list[Tree]:
    """Parse one file. Returns the trees of the parts that parsed (several after recovery)."""
    trees: list[Tree] = []
    lines = src.text.split("\n")
    start = 0  # 0-based line where the current attempt starts
    offsets = None  # where each line starts in the text (after a first error)
    to_the_end = 0  # attempts that ran to the end of the file with a block open
    while start < len(lines):
        # After an error, the rest of the same text from the line parsing resumes at, as a view: its
        # lines and columns are the file's (a copy with the lines before blanked was lexed again
        # for every error: 16,000 errors in one file took 36 s)
        if start and offsets is None:
            offsets = list(accumulate((len(line) + 1 for line in lines), initial=0))
        try:
            trees.append(_parse_part(src.text, offsets[start], len(src.text), start + 1) if start else
                         parser().parse(src.text))
            break
        except UnexpectedInput as err:
            bad_line = _diagnose(err, src, report, start + 1)
            nxt = next((i for i in range(bad_line, len(lines)) if TOP_LEVEL.match(lines[i])), None)
            first = max(bad_line, start) + 1   # (an error said above the attempt, a row that swallowed a `}`)
            offsets = offsets or list(accumulate((len(line) + 1 for line in lines), initial=0))
            _parse_nested(src, lines, offsets, first, len(lines) if nxt is None else nxt, report,
                          long_text_open(lines, start + 1, first - 1))
            if nxt is None or nxt <= start:
                break
            if to_the_end >= ATTEMPTS_TO_THE_END:    # the attempt after the braces were read: no more
                break
            to_the_end += _at_end(err)
            if to_the_end >= ATTEMPTS_TO_THE_END:
                resume = _report_open_after(src, lines, nxt + 1, report)
                if resume is None:
                    break
                nxt = resume - 1
            start = nxt
    return trees


if __name__ == "__main__":   # python -m dsl.parser --write-tables (and the scanners' patterns)
    import sys
    if sys.argv[1:] != ["--write-tables"]:
        sys.exit("usage: python -m dsl.parser --write-tables   (writes " + PACKAGED_TABLES.name + ")")
    PACKAGED_TABLES.write_bytes(packaged_bytes())
    print(f"wrote {PACKAGED_TABLES}")
    scanner_regexes.PACKAGED.write_bytes(scanner_regexes.packaged_bytes(parser()))   # (its patterns, compiled)
    print(f"wrote {scanner_regexes.PACKAGED}")
