"""Stated limits of the language, checked before any recursive stage runs. Fed by: `parser` (the
Lark trees of one file) and `source` (its text); feeds `loader`, which builds only what passes.

Every later stage (the builder's Transformer, the checks, lowering, the emitters, the site) walks
expressions and clauses recursively, and the generated Python nests one bracket per level. So the
trees are measured here first, with an explicit stack (never recursion), against limits stated in
docs/reference.md ("Limits"):

- a number (any run of digits, in a value, a cell, a label or a text) has at most `MAX_DIGITS`
  digits (E004): Python refuses to read integers of more than 4,300 digits, and nothing in a
  wargame needs more than a few;
- an expression nests at most `MAX_EXPRESSION_DEPTH` levels (E005): a left-recursive chain
  `a + b + c …` nests one level per operator, and so do `not not …` and `if … else if …`; a call
  nests three (the call, its arguments, one argument); brackets add none. 50 levels keep the
  generated Python under the interpreter's 200 nested brackets and every recursive walk far from
  the recursion limit (tests/test_robustness.py builds every shape at the limit);
- clauses nest at most `MAX_BLOCK_DEPTH` levels, and so do the steps of a sequence (E005);
- dice are 1 to `MAX_DICE` dice of 1 to `MAX_SIDES` sides, and a range in a table row
  (`1-6`, `100-199%`, `+1/2/3`; not one in a cell of words) covers at most `MAX_SPAN` numbers, and the rows of one table
  `MAX_TABLE_NUMBERS` in all (E006, the second checked by `checks/table_axes.py`): tables are indexed
  by every roll and every number their rows cover;
- the exceptions of one rule at one precedence are compared for conflicts (E310) in at most
  `MAX_COMPARED_EXCEPTIONS` pairs (E007, checked by `checks/rule_conflicts.py`): pairs grow as the square.
- rules ask rules (a call, a combine's member, an exception's condition or `use`) at most
  `MAX_CALL_DEPTH` deep (E005, checked by `checks/rule_cycles.py` once no rule depends on itself): each
  is a call inside a call in the generated Python, which an engine runs on the interpreter's stack;
- a text holds at most `MAX_TEXT_REFERENCES` references `[id]`, and the texts of one file
  `MAX_FILE_REFERENCES` (E009): each is kept with its place (texts are measured only in a file of
  more brackets than one text may hold).

A top-level declaration that breaks a limit is reported (once per expression that is too deep) and
left out of the build (the book then has errors, so the loader stops before any follow-on check).

`control_characters` reports NUL, the other C0 controls (tab and line breaks excepted), DEL, the C1
controls (U+0085, next line, among them), the line and paragraph separators (U+2028, U+2029), the
bidirectional embedding/override/isolate controls, the zero-width space, the word joiner, a
byte-order mark inside the text and the other characters that print nothing (a soft hyphen, a zero-width
joiner, …) (W602, a warning): they are invisible or reorder text
on screen, and a label holding one is not the label it looks like. The HTML back ends never emit them raw (`visible`).

The walk itself runs in C where `dsl/_fast_walk.c` is compiled (`_fast_walk.measure`): it gives
back only the tokens `_token_ok` must judge, or None for a declaration that nests too deep, which
`_check_item` then walks in Python, so every diagnostic is the one (and in the order) the Python walk gives.

`GluedKeywordCheck` is the post-lexer step that refuses a keyword glued to a word (`termA""`): the
contextual lexer matches a keyword as a prefix where no name is expected; and a number glued to a
word (`1e5`, `1_000`, `0x10`), which it would read as a number and a unit.
"""
from __future__ import annotations

import functools
import re

from lark import Token, Tree
from lark.exceptions import UnexpectedToken

from .diagnostics import CONTROL, Report
from .lines import LinePostLexer
from .source import SourceFile, Span

try:
    from ._fast_walk import digit_run as _digit_run, measure as _measure_in_c
except ImportError:   # not compiled: the walk in Python
    _digit_run = _measure_in_c = None

MAX_DIGITS = 100
MAX_EXPRESSION_DEPTH = 50
MAX_BLOCK_DEPTH = 32
MAX_DICE, MAX_SIDES = 20, 100        # dice: at most 20 dice of at most 100 sides
MAX_SPAN = 10_000                   # a range in a table (`1-6`, `+1/2/3`) covers at most this many numbers
MAX_TABLE_NUMBERS = 100_000         # the rows of one table cover at most this many numbers in all (E006,
                                    # checks/table_axes.py): the generated module indexes every one
# E310 sets the exceptions of one rule at one precedence against each other, pair by pair when their
# conditions pin no fact to values: at most this many pairs (500 such exceptions), else E007 (checks/rule_conflicts.py)
MAX_COMPARED_EXCEPTIONS = 125_000
# An aid is a player aid of two pages: what it lists is printed by WeasyPrint at about 2.5 ms a table
# cell, and a word of thousands of letters is broken line by line. At most this many table cells and
# characters of text (its title, headings, notes, the clauses it lists, and all the text of the tables
# and rules it lists: a cell of one word of 250,000 letters took 53 s), and a title of at most
# this many characters, else E008 (checks/aids.py): the bundled aids hold at most 243 cells and
# 14,000 characters; 30,000 cells took a build 61 s and 919 MB, a title of 100,000 letters 137 s.
MAX_AID_CELLS, MAX_AID_TEXT, MAX_AID_TITLE = 3_000, 40_000, 300
# A rule asks rules (calls, a combine's members, the exceptions on it) at most this many deep (E005,
# checked by `checks/rule_cycles.py`): each is a call inside a call in the generated Python
MAX_CALL_DEPTH = 100
# A text (a `says`, a note, a doubt…) holds at most this many references `[id]`, else E009: each is
# checked and kept with its place, about 540 bytes a reference, so a note of millions (a 60 MB file,
# under the size limit) ran out of memory. The bundled books' longest text holds 19.
MAX_TEXT_REFERENCES = 10_000
MAX_FILE_REFERENCES = 100_000   # …and the texts of one file this many in all (E009: 10,000 a text, split across texts)

_LONG_NUMBER = re.compile(r"[0-9]{%d,}" % (MAX_DIGITS + 1))
# The Lark rules of an expression (grammar.lark, "expressions"); `arg`/`args` nest inside calls.
_EXPRESSION = {"if_expr", "or_expr", "and_expr", "not_expr", "compare", "is_expr", "is_not_expr",
               "in_expr", "not_in_expr", "add", "sub", "mul", "div", "neg", "method_call", "field",
               "call", "args", "arg", "list_lit", "aggregate", "in_named", "not_in_named"}
_IN_EXPRESSION = "expression"
# A rule's place in the nesting measured: an expression level, or a clause or a step (by its name)
_NESTING = {**dict.fromkeys(_EXPRESSION, _IN_EXPRESSION), "clause": "clause", "step": "step"}
_MEASURED = frozenset(("DICE", "GRID_ROW"))   # tokens measured for their dice and ranges (`_spans_ok`)
_TEXTS = frozenset(("STRING", "LONG_STRING"))
# …and texts too, for their references, in a file of more brackets than a text may hold references
_MEASURED_AND_TEXTS = _MEASURED | _TEXTS


def _position(tree: Tree, src: SourceFile) -> Span:
    meta = tree.meta
    line = getattr(meta, "line", None) or 1
    column = getattr(meta, "column", None) or 1
    return Span(src.path, line, column, line, column + 1)


def _number_span(tok: Token, match: re.Match, src: SourceFile) -> Span:
    """Where a long run of digits starts, counting line breaks inside a token (long texts)."""
    before = tok.value[: match.start()]
    breaks = before.count("\n")
    line = (tok.line or 1) + breaks
    column = (len(before) - before.rfind("\n")) if breaks else (tok.column or 1) + len(before)
    return Span(src.path, line, column, line, column + match.end() - match.start())


def _check_item(item, src: SourceFile, report: Report, numbers: bool, measured=_MEASURED, tally=None) -> bool:
    """Measure one top-level declaration; report what breaks a limit. True when within limits.
    `numbers`: the file has a run of digits that is too long somewhere (else only the tokens of
    `measured` are visited)."""
    ok = True
    reported: set[int] = set()          # one E005 per expression (or block) that is too deep
    stack = [(item, 0, 0, 0, 0)]        # (node, expression depth, clause depth, step depth, root)
    pop, push = stack.pop, stack.append
    while stack:
        node, expr_depth, clauses, steps, root = pop()
        if type(node) is not Tree:
            if isinstance(node, Token) and not _token_ok(node, src, report, numbers, tally):
                ok = False
            continue
        kind = _NESTING.get(node.data)
        if kind is _IN_EXPRESSION:
            expr_depth += 1
            root = id(node) if expr_depth == 1 else root
            if expr_depth > MAX_EXPRESSION_DEPTH:
                if root not in reported:
                    reported.add(root)
                    report.error("E005", f"this expression nests more than {MAX_EXPRESSION_DEPTH} levels deep",
                                 _position(node, src),
                                 f"split it into named formulas (at most {MAX_EXPRESSION_DEPTH} levels: each "
                                 "`not`, `if`, call, list, and each operator of a chain like a + b + c is one)")
                ok = False
                continue
        elif kind is not None:
            clauses, steps = (clauses + 1, steps) if kind == "clause" else (clauses, steps + 1)
            if max(clauses, steps) > MAX_BLOCK_DEPTH:
                if -1 not in reported:
                    reported.add(-1)
                    kind = "clauses" if kind == "clause" else "sequence steps"
                    report.error("E005", f"{kind} nest more than {MAX_BLOCK_DEPTH} levels deep here",
                                 _position(node, src),
                                 f"{kind} nest at most {MAX_BLOCK_DEPTH} levels: close some blocks sooner")
                ok = False
                continue
        for child in reversed(node.children):
            if type(child) is Tree or numbers or child.type in measured:
                push((child, expr_depth, clauses, steps, root))
    return ok


def _check_item_in_c(item, src: SourceFile, report: Report, numbers: bool, measured=_MEASURED, tally=None) -> bool:
    """`_check_item`, its walk in C: the tokens it gives back judged here in its order; a declaration
    that nests too deep walked again by `_check_item`, which reports it."""
    # (the walk in C gives back a measured token only where a dice or a range may be: a file whose
    # texts are measured has every token given back, as one with a number too long has)
    every = numbers or measured is _MEASURED_AND_TEXTS
    tokens = _measure_in_c(item, _NESTING, _IN_EXPRESSION, measured, every, Tree, Token,
                           MAX_EXPRESSION_DEPTH, MAX_BLOCK_DEPTH, "GRID_ROW", _WIDE_DIGITS)
    if tokens is None:
        return _check_item(item, src, report, numbers, measured, tally)
    ok = True
    for tok in tokens:
        if not _token_ok(tok, src, report, numbers, tally):
            ok = False
    return ok


def _token_ok(tok: Token, src: SourceFile, report: Report, numbers: bool, tally=None) -> bool:
    """A token's numbers (when its file has a run of digits too long), dice and table ranges within
    limits (else reported)."""
    match = _LONG_NUMBER.search(tok.value) if numbers else None
    if match:
        report.error("E004", f"a number of {match.end() - match.start()} digits is too long",
                     _number_span(tok, match, src), f"numbers have at most {MAX_DIGITS} digits")
        return False
    if tok.type in _TEXTS:
        return _references_ok(tok, src, report, tally)
    return tok.type not in _MEASURED or _spans_ok(tok, src, report)


def _references_ok(tok: Token, src: SourceFile, report: Report, tally: list | None = None) -> bool:
    """A text of at most `MAX_TEXT_REFERENCES` references (brackets not escaped), and with it the
    file's texts at most `MAX_FILE_REFERENCES` (`tally`: [those counted so far]), else E009 at its start."""
    count = tok.value.count("[") - tok.value.count("\\[")
    line, column = tok.line or 1, tok.column or 1
    if count > MAX_TEXT_REFERENCES:
        report.error("E009", f"this text holds {count:,} references, more than the {MAX_TEXT_REFERENCES:,} a text may "
                     "hold", Span(src.path, line, column, line, column + 1),
                     f"split it, or list what it cites once: a text holds at most {MAX_TEXT_REFERENCES:,} references "
                     "(a bracket that is no reference is written \\[)")
        return False
    if tally is not None:
        tally[0] += count
        if tally[0] > MAX_FILE_REFERENCES:
            if tally[0] - count <= MAX_FILE_REFERENCES:   # (once: at the text that takes the file past it)
                report.error("E009", f"with this text, the texts of this file hold more than {MAX_FILE_REFERENCES:,} "
                             "references", Span(src.path, line, column, line, column + 1),
                             f"split the file: the texts of one file hold at most {MAX_FILE_REFERENCES:,} references")
            return False
    return True


_DICE = re.compile(r"(?<![\w])([0-9]+)d([0-9]+)(?!\w)")
_SPAN = re.compile(r"(?<![\w.])[+-]?([0-9]+)((?:\s*(?:[-–—]|/)\s*[+-]?[0-9]+)+)(?![\w.])")


_ENDS = re.compile(r"(?:^|[-–—/])\s*([+-]?[0-9]+)")
# What a token must hold for `_DICE` to match in it, and for a range to span `MAX_SPAN` numbers: a
# number of at least half of it, or at most minus half (5,000: four digits)
_DIGIT_D_DIGIT = re.compile(r"[0-9]d[0-9]")
_WIDE_DIGITS = len(str((MAX_SPAN + 1) // 2))
_WIDE_NUMBER = re.compile(r"[0-9]{%d}" % _WIDE_DIGITS)


def _spans_ok(tok: Token, src: SourceFile, report: Report) -> bool:
    """Dice and table ranges small enough to enumerate (E006 at the first that is not). Most rows
    write no dice, and no number of four digits: no range of theirs can span `MAX_SPAN` numbers."""
    if _DIGIT_D_DIGIT.search(tok.value) is None and (tok.type != "GRID_ROW" or _WIDE_NUMBER.search(tok.value) is None):
        return True
    for match in _DICE.finditer(tok.value):
        count, sides = int(match.group(1)), int(match.group(2))
        if count > MAX_DICE or sides > MAX_SIDES:
            report.error("E006", f"dice {match.group()} are too many or too large", _number_span(tok, match, src),
                         f"dice are at most {MAX_DICE} dice of at most {MAX_SIDES} sides")
            return False
        if tok.type == "DICE" and (count == 0 or sides == 0):   # `0d6` rolls nothing; `1d0` has no face
            report.error("E006", f"dice {match.group()} roll {'no die' if count == 0 else 'a die of no sides'}",
                         _number_span(tok, match, src), f"dice are 1 to {MAX_DICE} dice of 1 to {MAX_SIDES} sides")
            return False
    if tok.type == "GRID_ROW":
        for match in _SPAN.finditer(tok.value):
            if _in_words(tok.value, match):   # (`Hold Tokyo in 1941-1945`, `1000-15000 points`: text, not a label)
                continue
            numbers = [int(x) for x in _ENDS.findall(match.group().strip())]
            if max(numbers) - min(numbers) >= MAX_SPAN:
                report.error("E006", f"the range {match.group().strip()} covers too many numbers",
                             _number_span(tok, match, src),
                             f"a range in a table covers at most {MAX_SPAN:,} numbers")
                return False
    return True


def _in_words(row: str, match) -> bool:
    """Whether the range `match` found in a grid row stands in a cell with words: a label read as a
    range or a set (`1-6`, `100-199%`, `+1/2/3`, `12 or less`) has no letter besides `or less`/`or
    more`, so a cell that has one is text, which nothing reads as numbers (a victory table's
    `1000-15000 points`, or `15000-30000 VP`, was E006)."""
    start = row.rfind("|", 0, match.start()) + 1
    end = row.find("|", match.end())
    cell = row[start:end if end >= 0 else len(row)]
    return _WORD.search(cell.replace(" or less", "").replace(" or more", "")) is not None


_WORD = re.compile(r"[^\W\d_]")


def within_limits(trees: list[Tree], src: SourceFile, report: Report) -> list[Tree]:
    """The parsed trees of one file without the top-level declarations that break a limit (each
    reported). Iterative: safe on any depth the parser accepts."""
    out = []
    if _measure_in_c is None:
        numbers, check = _LONG_NUMBER.search(src.text) is not None, _check_item
    else:
        numbers, check = _digit_run(src.text, MAX_DIGITS + 1), _check_item_in_c
    # (texts are measured only in a file of more brackets than one text may hold references)
    measured = _MEASURED_AND_TEXTS if src.text.count("[") > MAX_TEXT_REFERENCES else _MEASURED
    tally = [0]   # (the references of the file's texts so far)
    for tree in trees:
        kept = [item for item in tree.children if check(item, src, report, numbers, measured, tally)]
        out.append(tree if len(kept) == len(tree.children) else Tree(tree.data, kept, tree.meta))
    return out


# ---------------------------------------------------------------- invisible characters
# The characters W602 reports are `diagnostics.CONTROL` (there, as the JSON writer escapes them too).
_INVISIBLE = {0x200B: "the zero-width space", 0x2060: "the word joiner", 0xFEFF: "the zero-width no-break space (a byte-order mark)",
              0x2028: "the line separator", 0x2029: "the paragraph separator", 0xAD: "the soft hyphen",
              0x200C: "the zero-width non-joiner", 0x200D: "the zero-width joiner",
              0x180E: "the Mongolian vowel separator", 0x2061: "the invisible function application",
              0x2062: "the invisible times", 0x2063: "the invisible separator", 0x2064: "the invisible plus",
              0xFFF9: "the interlinear annotation anchor", 0xFFFA: "the interlinear annotation separator",
              0xFFFB: "the interlinear annotation terminator"}
# The bidirectional controls: embeddings and overrides, isolates, and the marks (left-to-right,
# right-to-left, the Arabic letter mark), which print nothing and reorder or tie what is next to them.
_BIDI = {*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C}
_MAX_CONTROL_REPORTS = 20


def _name(char: str) -> str:
    code = ord(char)
    if code == 0:
        return "NUL (U+0000)"
    if code in _BIDI:
        return f"the bidirectional control U+{code:04X}"
    if 0xE0000 <= code <= 0xE007F:
        return f"the tag character U+{code:04X} (invisible)"
    if code in _INVISIBLE:
        return f"{_INVISIBLE[code]} U+{code:04X}"
    return f"the control character U+{code:04X}"


def control_characters(src: SourceFile, report: Report) -> None:
    """Warn (W602) at the invisible control characters of a file: the first 20, and 20 more in table
    rows (a label holding one is not the label a lookup writes: the one that matters comes after
    the soft hyphens of a pasted paragraph); the next one not reported says how many more the file
    has (`more_warnings` counts them in the verdict). Never silent, and bounded: a file of millions
    is counted in C, not reported one by one. A file without one (most) is searched once, as a
    whole, and not split into lines."""
    if CONTROL.search(src.text) is None:
        return
    shown, in_rows = 0, _MAX_CONTROL_REPORTS
    hidden_at = None   # (line, column) of the first one not reported
    for number, line in enumerate(src.lines, 1):
        row = None     # is the line a table's row (read once, when the first 20 are reported)
        if shown == _MAX_CONTROL_REPORTS:
            row = in_rows > 0 and _GRID_LINE.match(line) is not None
            if not row:
                if hidden_at is None and (match := CONTROL.search(line)) is not None:
                    hidden_at = (number, match.start() + 1)
                if hidden_at is not None and not in_rows:
                    break   # nothing more to report: the rest is counted below
                continue
        for match in CONTROL.finditer(line):
            col = match.start() + 1
            if shown < _MAX_CONTROL_REPORTS:
                shown += 1
            else:
                if row is None:
                    row = _GRID_LINE.match(line) is not None
                if not row or not in_rows:
                    hidden_at = hidden_at or (number, col)
                    break
                in_rows -= 1
            _warn(report, match.group(), Span(src.path, number, col, number, col + 1))
    reported = shown + _MAX_CONTROL_REPORTS - in_rows
    hidden = CONTROL.subn("", src.text)[1] - reported if hidden_at is not None else 0
    if hidden == 1:
        number, col = hidden_at
        _warn(report, src.line(number)[col - 1], Span(src.path, number, col, number, col + 1))
    elif hidden:
        number, col = hidden_at
        report.warning("W602", f"{_name(src.line(number)[col - 1])} in the text, and {hidden - 1:,} {_MORE} "
                       f"(each is a warning: only the first {_MAX_CONTROL_REPORTS} of a file, and "
                       f"{_MAX_CONTROL_REPORTS} more in table rows, are shown one by one)",
                       Span(src.path, number, col, number, col + 1),
                       "delete them: they are invisible or reorder the text on screen; once the ones shown "
                       "are gone, the next check shows the next ones")


# A table's row (a GRID_ROW: its first character a bar), where a W602 is always worth reporting.
_GRID_LINE = re.compile(r"[ \t]*\|")
# The words of a file's last W602 that stand for more characters than itself (`more_warnings`).
_MORE = "more after it in this file"
_MORE_COUNT = re.compile(r", and ([0-9,]+) " + _MORE)


LINE_BREAKS = "\u2028\u2029\x85"   # what some editors and converters write for a line break
LINE_BREAK_HINT = ("a line break of another kind: rulebook lines end with a plain line break (\\n or \\r\\n), "
                   "and this one does not end the line; replace it with one")


def _warn(report: Report, char: str, span: Span) -> None:
    if char in LINE_BREAKS:   # (a file of them read as one line: a comment to its end, E103 "no header")
        report.warning("W602", f"{_name(char)} in the text", span, LINE_BREAK_HINT)
        return
    report.warning("W602", f"{_name(char)} in the text", span,
                   "delete it: it is invisible or reorders the text on screen; "
                   "the web book and the aids show it as \N{REPLACEMENT CHARACTER}")


def more_warnings(diag) -> int:
    """How many warnings a diagnostic stands for beyond itself: a file's last W602 counts the control
    characters not reported one by one, which the verdict counts too."""
    if diag.code != "W602":
        return 0
    match = _MORE_COUNT.search(diag.message)
    return int(match.group(1).replace(",", "")) if match else 0


_VISIBLE = {code: "\N{REPLACEMENT CHARACTER}" for code in
            [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), *range(0x7F, 0xA0), 0xAD, 0x180E, 0x200B, 0x200C,
             0x200D, 0x200E, 0x200F, 0x061C, *range(0x2028, 0x202F), *range(0x2060, 0x2065), *range(0x2066, 0x206A),
             0xFEFF, *range(0xFFF9, 0xFFFC), *range(0xE0000, 0xE0080)]}


def visible(text: str) -> str:
    """`text` with every control character that W602 reports replaced by U+FFFD (for HTML)."""
    return text.translate(_VISIBLE) if CONTROL.search(text) else text


# ---------------------------------------------------------------- keywords glued to a word
_WORDY = re.compile(r"[A-Za-z0-9_]")


class GluedKeywordCheck(LinePostLexer):
    """`LinePostLexer`, refusing a keyword written against a word with no space between them
    (`termA`, `elsex`, `3to`), and a number written against a word (`1e5`, `0x10`, `1_000`,
    `2markers`): the contextual lexer would otherwise split the word into a keyword and a name, or a
    number and a unit (`1e5` read as 1 of a unit named `e5`). Costs one integer comparison per token."""

    def process(self, stream):
        checked = _glue_checked()
        prev = None
        prev_end = -1
        tokens = super().process(stream)
        for tok in tokens:
            if tok.start_pos == prev_end and (tok.type in checked or prev.type in checked) \
                    and _WORDY.match(prev.value[-1:]) and _WORDY.match(tok.value[:1]):
                if prev.type in NUMBERS:
                    next(tokens, None)   # what the lexer refuses right after it is said first (`2d６`: a digit of another script)
                _glued(prev, tok, checked)
            prev, prev_end = tok, tok.end_pos
            yield tok


# The number terminals of the grammar: a word against one is refused as a keyword is.
NUMBERS = frozenset({"INT", "SIGNED_INT", "DECIMAL", "SIGNED_DECIMAL", "FRACTION", "SIGNED_FRACTION",
                     "RATIO", "DICE"})


def _glued(prev: Token, tok: Token, checked) -> None:
    glued = Token("NAME", prev.value + tok.value, prev.start_pos, prev.line, prev.column,
                  tok.end_line, tok.end_column, tok.end_pos)
    if prev.type in NUMBERS and tok.value[:1] == "D" and tok.value[1:].isdigit():   # `2D6`: dice
        raise UnexpectedToken(glued, {f"a lowercase d: {prev.value}d{tok.value[1:]} (dice are written with a "
                                      f"small d)"})
    if prev.type in NUMBERS or tok.type in NUMBERS:
        number = prev if prev.type in NUMBERS else tok
        why = (f"'{number.value}' is a number: a number is written in digits alone (1000, 2.5, 1/2), "
               f"and a unit after it with a space")
    else:
        why = f"'{(prev if prev.type in checked else tok).value}' is a keyword"
    raise UnexpectedToken(glued, {f"a space between {prev.value!r} and {tok.value!r} ({why})"})


_KEYWORDS: set[str] = set()


def _keywords() -> set[str]:
    """The keyword terminals: those that match a fixed alphabetic text (`TERM`, `END`)."""
    if not _KEYWORDS:
        from .parser import parser
        _KEYWORDS.update(t.name for t in parser().terminals
                         if t.pattern.type == "str" and t.pattern.value.isalpha())
    return _KEYWORDS


@functools.cache
def _glue_checked() -> frozenset[str]:
    """The terminals a word may not touch: the keywords and the numbers."""
    return frozenset(_keywords()) | NUMBERS
