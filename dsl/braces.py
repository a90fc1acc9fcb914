"""Which `{` was left open: a missing `}` reported where the block starts, not where the parser
gave up. Fed by: `parser` (the text of a file whose parse failed at the end of the file, or at a
top-level keyword).

The parser only learns that a `}` is missing (or that one is too many) when it reaches the end of the file, or a declaration
that cannot stand inside the block, often far below. This module reads the braces of the text
itself, outside quoted text (`"…"`, `\"\"\"…\"\"\"`), comments (`# …`) and table grid rows (a row runs
to the end of its line), and uses the layout designers write in:

- a top-level keyword (`clause`, `table`, `modifier`, …) at column 1 while a block is open means
  the innermost open block was not closed before it, and so does a line opening a block with such a
  keyword in the column where the innermost open block's own line starts;
- a `}` alone at the start of its line closes the block whose opening line has the same
  indentation; open blocks indented deeper than that `}` were not closed.

- a block keyword at the start of a line, in the column where the innermost open block's own
  line starts, means that block was not closed before it (`modifier a {` … `modifier b {`);
- a `}` on a line indented deeper than the line of the block it closes is one too many, when the
  file has more `}` than `{` (`}}`: the second closes the block around, whose lines go on).

These are heuristics (documented in docs/cli.md). Every block the layout shows open at that place
is reported (a clause and the modifier inside it); when neither applies, the blocks still open at
the end of the file are.
"""
from __future__ import annotations

import re

from attrs import frozen

TOP_LEVEL = re.compile(r"(book|clause|term|enum|fact|constant|table|results|formula|modifier|combine|"
                       r"permission|exception|sequence|scenario|example|aid|record)\b")
_HEAD = re.compile(r"[A-Za-z_][\w.]*|\d[\w.:]*")


@frozen
class OpenBlock:
    """A `{` with no matching `}`: where it is (1-based), what it opens (`clause 12.7`), and the
    line before which its `}` is missing (0: the end of the file)."""
    line: int
    column: int
    construct: str
    before_line: int = 0


_HEAD_MOST = 400   # characters of a line read for what a `{` opens (`_head`)


def _head(line: str, column: int) -> str:
    """The text before the `{` at `column` (1-based) that says what it opens, at most `_HEAD_MOST`
    characters of it: its first words and title. Cut whole for each `{`, a line of 100,000 of them
    took seconds and, kept, 4.8 GB (the hard-inputs probe)."""
    return line[:min(column - 1, len(line) - len(line.lstrip()) + _HEAD_MOST)]


def _construct(text: str) -> str:
    """`clause 12.7 "Odds" {` → `clause 12.7`; `  phase weather "W" {` → `phase weather`; a block
    that has no name, its title: `example "13 against 4" {` → `example "13 against 4"`."""
    words = []
    for word in text.split():
        if word.startswith(('"', "[", "(", "{")) or not _HEAD.fullmatch(word):
            break
        words.append(word)
        if len(words) == 2:
            break
    if len(words) == 1 and (title := _TITLE.match(text.lstrip()[len(words[0]):])):
        shown = title.group(1)
        words.append(f'"{shown[:40]}…"' if len(shown) > 40 else f'"{shown}"')
    return " ".join(words) or "block"


_TITLE = re.compile(r'\s+"([^"\\]*)"')


_SIGNIFICANT = re.compile(r'"""|"|#|[{}]')   # (what `_braces` stops at: all else is passed over in one search)
QUOTED_END = re.compile(r'(?:[^"\\]|\\.?)*"?')   # (the rest of a quoted text, from after its ")


def _braces(line: str, in_long: bool):
    """(column, char) of each brace outside text and comments, and whether a long text is still
    open at the end of the line."""
    out = []
    i = 0
    while True:
        if in_long:
            end = line.find('"""', i)
            if end < 0:
                return out, True
            i, in_long = end + 3, False
            continue
        found = _SIGNIFICANT.search(line, i)
        if found is None:
            return out, False
        sign = found.group()
        if sign == '"""':
            i, in_long = found.end(), True
        elif sign == '"':
            i = QUOTED_END.match(line, found.end()).end()
        elif sign == "#":
            return out, False
        else:
            out.append((found.start() + 1, sign))
            i = found.end()


def _nests_in(inner: str, outer: str) -> bool:
    """Whether a clause may stand inside another by its id (`clause 6.4.1` in `clause 6.4`): nesting
    written at the parent's own indentation, which is no sign of a missing `}`."""
    a, b = inner.split(), outer.split()
    return len(a) == 2 == len(b) and a[0] == b[0] == "clause" and a[1].startswith(b[1] + ".")


def unclosed_blocks(text: str, upto_line: int | None = None, from_line: int = 1,
                    lines: list[str] | None = None) -> list[OpenBlock]:
    """The blocks found left open, in source order, at the first place in lines `from_line` ..
    `upto_line` (to the end when None) where the layout shows it; [] when none is. `lines`: the
    text split at "\n", when the caller has them already."""
    lines = text.split("\n") if lines is None else lines
    last = len(lines) if upto_line is None else min(upto_line, len(lines))
    stack: list[tuple[int, int, int, str]] = []          # (line, column, indent, construct)

    def blocks(opened, before):
        return [OpenBlock(b[0], b[1], b[3], before) for b in opened]

    for number, line, indent, in_long, braces in _lines_braces(lines, from_line, last):
        if not in_long and stack and indent == 0 and TOP_LEVEL.match(line, indent):
            return blocks(stack, number)
        if (not in_long and stack and indent > 0 and stack[-1][2] == indent and TOP_LEVEL.match(line, indent)
                and braces and braces[-1][1] == "{" and not _nests_in(_construct(line), stack[-1][3])):
            # a block keyword in the column where the innermost open block's line starts (`clause 6.5 {`
            # below `clause 6.4 {`, in the chapter's block): that block was not closed before it
            return blocks([b for b in stack if b[2] >= indent], number)
        head_of_line = not in_long
        for column, ch in braces:
            if ch == "{":
                stack.append((number, column, indent, _construct(_head(line, column))))
            elif stack:
                if head_of_line and column == indent + 1 and stack[-1][2] > indent:
                    deeper = [b for b in stack if b[2] > indent]
                    if len(deeper) < len(stack):
                        return blocks(deeper, number)
                stack.pop()
            head_of_line = False
    return blocks(stack, 0)


def unclosed_block(text: str, upto_line: int | None = None, from_line: int = 1) -> OpenBlock | None:
    """The innermost of `unclosed_blocks`, or None."""
    found = unclosed_blocks(text, upto_line, from_line)
    return found[-1] if found else None


def open_before(text: str, line: int, from_line: int = 1, lines=None) -> list[OpenBlock]:
    """The blocks the layout shows left open before a block keyword at the start of line `line`
    (1-based): those opened on a line indented as deep as it, or deeper, and not yet closed (the
    innermost first opened at its column); [] when the innermost open block is indented less.
    `lines`: the text split at "\n", when the caller has them (split again for each of 8,000
    errors, 11 s)."""
    lines = text.split("\n") if lines is None else lines
    keyword = lines[line - 1]
    column = len(keyword) - len(keyword.lstrip())
    stack = _walk(lines, from_line, line - 1)
    if not stack or stack[-1][2] != column:
        return []
    return [OpenBlock(b[0], b[1], b[3], line) for b in stack if b[2] >= column]


def extra_close(text: str, upto_line: int, from_line: int = 1, lines=None) -> OpenBlock | None:
    """A `}` one too many, on line `upto_line` or before: the first that closes a block opened on a
    line indented less than its own, when the file from `from_line` on holds a `}` with no block to
    close. The block it closes is returned at the `}`'s place (`construct`, and `before_line`: the
    line that block opened on). `lines`: the text split at "\n", when the caller has them already.

    The lines are read only as far as the answer needs: to `upto_line` when no `}` closes a block
    opened less deep by then (a walk to the end of the file for each syntax error made a file of
    4,000 errors take 35 s)."""
    lines = text.split("\n") if lines is None else lines
    first: OpenBlock | None = None
    stack: list[tuple[int, int, str]] = []   # (line, indent, the text before the `{`: `_head`)
    for number, line, indent, _, braces in _lines_braces(lines, from_line, len(lines)):
        if first is None and number > upto_line:
            return None
        for column, ch in braces:
            if ch == "{":
                stack.append((number, indent, _head(line, column)))
            elif not stack:
                return first    # (a `}` with no block to close: the one found first, if it came before)
            else:
                opened = stack.pop()
                if first is None and opened[1] < indent:
                    first = OpenBlock(number, column, _construct(opened[2]), opened[0])
    return None


def nested_blocks(lines: list[str], first: int, last: int, in_long: bool = False) -> list[tuple[int, int, int]]:
    """The blocks declared inside another in lines `first` .. `last` (1-based), at any depth, in
    source order: (its first line, the line of its `}`, the column of that `}`) for each line
    indented under a block keyword (`clause`, `table`, …) that ends with the `{` it opens, and whose
    `}` comes by line `last`; `in_long`: a long text is open where `first` starts (its lines are
    text, not blocks). Fed to the parser's recovery: after a syntax error inside a top-level block,
    these are parsed alone, so their own errors are said too."""
    found = []
    stack: list[int] = []   # for each `{` open: the line of the block it opens, or 0 (not a block of these)
    for number, line, indent, in_long_here, braces in _lines_braces(lines, first, last, in_long):
        header = (not in_long_here and indent > 0 and braces and braces[-1][1] == "{" and TOP_LEVEL.match(line, indent)
                  and line[braces[-1][0]:].split("#", 1)[0].strip() == "")
        for n, (column, ch) in enumerate(braces, 1):
            if ch == "{":
                stack.append(number if header and n == len(braces) else 0)
            elif stack and (opened := stack.pop()):
                found.append((opened, number, column))
    return sorted(found)


def _walk(lines: list[str], first: int, last: int, extra: list[OpenBlock] | None = None):
    """The blocks open after lines `first` .. `last` (as `unclosed_blocks` reads braces); into
    `extra`, each `}` that closes a block opened less deep than its line, and one with none to close
    (`before_line` 0)."""
    stack: list[tuple[int, int, int, str]] = []
    for number, line, indent, _, braces in _lines_braces(lines, first, last):
        for column, ch in braces:
            if ch == "{":
                stack.append((number, column, indent, _construct(_head(line, column))))
            elif stack:
                opened = stack.pop()
                if extra is not None and opened[2] < indent:
                    extra.append(OpenBlock(number, column, opened[3], opened[0]))
            elif extra is not None:
                extra.append(OpenBlock(number, column, "", 0))
    return stack


def block_open(lines, first: int, last: int) -> bool:
    """Whether a block opened in lines `first` .. `last` (1-based) is still open after them."""
    return bool(_walk(lines, first, last))


def long_text_open(lines, first: int, last: int) -> bool:
    """Whether a long text (`\"\"\"`) is open after line `last`, reading from line `first` (1-based)
    with none open."""
    in_long = False
    for number in range(first, min(last, len(lines)) + 1):
        line = lines[number - 1]
        if not in_long and line.lstrip().startswith("|"):
            continue
        in_long = _braces(line, in_long)[1]
    return in_long


def _lines_braces(lines: list[str], first: int, last: int, in_long: bool = False):
    """For each line of `first` .. `last` (1-based) but a grid row (its text is cells): its number,
    the line, its indent, whether a long text was open where it starts (`in_long`: whether one is
    where `first` starts), and its braces (`_braces`)."""
    for number in range(first, min(last, len(lines)) + 1):
        line = lines[number - 1]
        indent = len(line) - len(line.lstrip())
        if not in_long and line.startswith("|", indent):
            continue
        braces, still_long = _braces(line, in_long)
        yield number, line, indent, in_long, braces
        in_long = still_long


def open_at(lines: list[str], line: int, index: int) -> tuple[list[str], bool]:
    """What surrounds a place of a text (line 1-based, `index` the 0-based character of that line
    before which it stands): the blocks open there, outermost first, each as the parser's messages
    name it (`clause 12.7`, `modifier m`, `example "13 against 4"`), and whether the place is inside
    a text, a comment or a table row (no code is written there). For `rules lsp`'s completion."""
    head = lines[:line - 1] + [lines[line - 1][:index] if line - 1 < len(lines) else ""]
    stack = _walk(head, 1, len(head))
    in_long = long_text_open(head, 1, len(head) - 1)
    last = head[-1]
    if not in_long and last.lstrip().startswith("|"):
        return [b[3] for b in stack], True
    return [b[3] for b in stack], _inside_text(last, in_long)


_QUOTED_CLOSED = re.compile(r'(?:[^"\\]|\\.)*"')   # (the rest of a quoted text that closes on its line)


def _inside_text(line: str, in_long: bool) -> bool:
    """Whether the end of `line` is inside a text or a comment (a long text open where it starts: `in_long`)."""
    i = 0
    while True:
        if in_long:
            end = line.find('"""', i)
            if end < 0:
                return True
            i, in_long = end + 3, False
            continue
        found = _SIGNIFICANT.search(line, i)
        if found is None:
            return False
        sign = found.group()
        if sign == '"""':
            i, in_long = found.end(), True
        elif sign == '"':
            closed = _QUOTED_CLOSED.match(line, found.end())
            if closed is None:
                return True
            i = closed.end()
        elif sign == "#":
            return True
        else:
            i = found.end()
