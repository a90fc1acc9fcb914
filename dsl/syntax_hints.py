"""What the text around a syntax error says: the line above that ended too soon, a long text closed
early, a keyword glued to a word, a sign written as another notation writes it, a misplaced bound;
each a hint (or a place) for the diagnostic. Fed by: a Lark error and the file's `SourceFile`
(from `syntax_errors`, which reports what these find); the wording of tokens from `expected_tokens`.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from lark.exceptions import UnexpectedInput, UnexpectedToken

from .braces import QUOTED_END
from .diagnostics import suggest
from .expected_tokens import _accepted, _literals, _read_as_a_name, _readable
from .source import SourceFile, Span

TOP_LEVEL = re.compile(r"^(book|clause|term|enum|fact|constant|table|results|formula|modifier|combine|"
                       r"permission|exception|sequence|scenario|example|aid|record)\b")

# A scenario's lines as written, for a line that ended before its units (`_unfinished_above`).
_LINE_FORMS = {"setup": 'setup SIDE at HEX "place": "units"', "reinforce": 'reinforce SIDE turn N at HEX: "units"',
               "remove": 'remove SIDE turn N: "units"', "relocate": 'relocate SIDE turn N to "where": "units"',
               "support": 'support SIDE turn N: COUNT "kind"'}

_WORD_CHAR = re.compile(r"[A-Za-z0-9_]")


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


def _after_a_hex(err: UnexpectedInput, src: SourceFile, line: int, col: int) -> bool:
    """Whether the token refused is digits written on after four digits read as a hex (`12345`)."""
    if not isinstance(err, UnexpectedToken):   # (digits right after four digits: only a hex is lexed so)
        return False
    text = src.line(line) if 1 <= line <= len(src.lines) else ""
    before = text[max(0, col - 6):col - 1]
    return str(err.token)[:1].isdigit() and len(before) >= 4 and before[-4:].isdigit() and \
        (len(before) == 4 or not before[-5].isdigit())

