"""Syntax-error messages: a Lark error (a character no token takes, a token refused, the end of the
file inside a block) turned into a diagnostic with its place, message and hint. Fed by: the parse
and its recovery (`parser`), with the file's `SourceFile`; the text around the error is read by
`syntax_hints`, the braces by `braces`, the expected tokens by `expected_tokens`.
"""
from __future__ import annotations

import re
import unicodedata

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .braces import OpenBlock, block_open, extra_close, open_before, unclosed_blocks
from .diagnostics import Report, ascii_digits, closest, other_digit, suggest
from .expected_tokens import _accepted, _literals, _read_as_a_name, _readable
from .limits import LINE_BREAK_HINT, LINE_BREAKS
from .source import SourceFile, Span
from .syntax_hints import (TOP_LEVEL, _after_a_hex, _bare_reading, _bound_hint, _closed_too_soon, _code_of,
                           _glued_word, _goes_on, _line_above, _sign_hint, _unfinished_above)

# Lines of a block, met where only declarations stand (the block closed before them): where they go.
_BELONGS_IN = {"unless": "a permission, a modifier or an exception", "when": "a modifier, a permission, an "
               "exception or a sequence step", "skip": "a scenario", "victory": "a scenario", "reinforce": "a scenario",
               "remove": "a scenario", "relocate": "a scenario", "support": "a scenario", "turns": "a scenario",
               "overrides": "an exception", "allow": "an exception", "forbid": "an exception", "rewrite": "an exception",
               "may": "a permission", "must": "a permission"}


_COMPARISONS = {"==", "!=", "<", "<=", ">", ">="}
# what a word processor types for an ASCII sign (NFKC leaves them as they are): the sign to type instead
_TYPOGRAPHIC = {"\u2212": "-", "\u2013": "-", "\u2014": "-", "\u2236": ":", "\u00d7": "*", "\u00f7": "/",
                "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2018": "'", "\u2019": "'", "\u2264": "<=",
                "\u2265": ">=", "\u2260": "!="}


# the hint of a keyword glued to a word (`limits.GluedKeywordCheck`), with the keyword
_GLUED = re.compile(r"a space between '\w+' and '\w+' \('(\w+)' is a keyword\)")


# what a designer used to another notation types, and what to type instead (E002: a character no token takes)
_SIGNS_OF_OTHER_LANGUAGES = {"&&": "write `and`", "&": "write `and`", "||": "write `or`", "!": "write `not`, or != to compare",
                             "``": "a line of ``` is a Markdown code fence, copied with a listing: delete the line",
                             "`": "names and words outside quotes take no backquotes: delete them",
                             "'": 'a text is written in double quotes: "…"'}


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


def _report_open(blocks: list[OpenBlock], src: SourceFile, report: Report) -> None:
    """Each missing `}`, at the `{` that has no match (see dsl/braces.py)."""
    for block in blocks:
        where = (f"before line {block.before_line} ({src.line(block.before_line).strip()[:40]!r})"
                 if block.before_line else "before the end of the file")
        report.error("E001", f"the block of {block.construct} is never closed",
                     Span(src.path, block.line, block.column, block.line, block.column + 1),
                     f"a closing '}}' is missing {where}")

