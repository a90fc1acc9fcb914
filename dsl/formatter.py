"""The formatter behind `rules fmt`: a `.rules` text laid out as the bundled books lay theirs out.
Fed by: `source.SourceFile` (the text as the parser reads it: no byte-order mark, "\\n" line ends).

Layout only, read by a line scanner that knows the lexer's strings, comments and table rows (the
syntax model drops comments, so the text is never printed again from it):

- a line is indented two spaces per `{` open at its start (one fewer when it starts with `}`);
- the lines inside a triple-quoted text move with the line that opened it (its words are joined
  over any run of blanks, `text.py`, so their indentation is no part of the text);
- the rows of a table (comment and blank lines among them) have their `|` columns aligned: each
  cell padded to its column's widest, a `|---|` row filled with dashes (widths measured as a terminal shows them: East Asian
  wide characters take two columns);
- trailing blanks go, tabs of indentation go, a run of blank lines becomes one, and the file has
  no blank lines at its start or end and one line break at its end.

Nothing inside a string, a comment or a cell changes, nor the order of anything; `formatted`
checks that the file's model is the same before and after (`meaning_kept`).
"""
from __future__ import annotations

import re
import unicodedata

import attrs

from lark import Token

from .diagnostics import Diagnostic, Report
from .source import SourceFile

INDENT = "  "
ALIGNED_WIDTH = 160   # a table wider than this once aligned is written compact (its cells are sentences)
_SIGNIFICANT = re.compile(r'"""|"|#|\||[{}]')
_STRING_REST = re.compile(r'(?:[^"\\\n]|\\.)*"?')     # a one-line text after its opening quote
_GRID_ROW = re.compile(r"\|(?:[^\n|]*\|)*[^\n|#]*")   # the grammar's GRID_ROW
_SEPARATOR_CELL = re.compile(r"(:?)-{3,}(:?)")
_BLANKS = " \t\f"
# the rules whose children are items, each begun on a line of its own (their headers' parts too,
# written on the first line)
_BLOCKS = frozenset(("start", "book", "clause", "enum", "record", "table", "results", "modifier", "permission",
                     "exception", "sequence", "step", "scenario", "example", "aid", "fixed_fields"))


def format_text(text: str, anchors: frozenset[int] | None = None) -> str:
    """`text` in the canonical layout. `anchors`: the lines where an item of a block starts (the
    parser's positions, `anchor_lines`); any other line of code continues the item above it and
    keeps its place relative to that item's first line. None: every line is one. Idempotent."""
    lines = [_untabbed(line) for line in text.split("\n")]
    kinds = _kinds(lines, anchors)
    out: list[str] = []
    kept: set[int] = set()         # indices in `out` of lines inside a triple-quoted text
    rows: list[tuple[str, str | None, str]] = []   # the table rows being read: (indent, row, rest)
    shift = 0                      # how far the last item's first line moved
    for n, (line, (kind, level)) in enumerate(zip(lines, kinds)):
        code = line.strip(_BLANKS)
        if rows and kind in ("comment", "blank") and _next_code(kinds, n) == "row":
            rows.append((INDENT * level, None, code))     # (a table's rows are aligned across it)
            continue
        if kind != "row" and rows:
            out.extend(_aligned_around(rows))
            rows = []
        if kind == "text":
            kept.add(len(out))
            out.append(_shifted(line.rstrip(_BLANKS), shift))
        elif kind == "row":
            row = _GRID_ROW.match(code)
            rows.append((INDENT * level, row.group().rstrip(_BLANKS), code[row.end():]))
        elif kind == "blank":
            out.append("")
        elif kind == "item" or kind == "comment" and _next_code(kinds, n) != "more":
            new = INDENT * level + code
            shift = len(INDENT * level) - _indent(line)
            out.append(new)
        else:                      # the rest of an item (or a comment among its lines)
            out.append(_shifted(line.rstrip(_BLANKS), shift))
    if rows:
        out.extend(_aligned_around(rows))
    return _blank_lines(out, kept)


def _kinds(lines: list[str], anchors: frozenset[int] | None) -> list[tuple[str, int]]:
    """Each line's kind and the level its braces give it: "text" (inside a triple-quoted text),
    "blank", "comment", "row" (a table's), "item" (the first line of an item, or a `}`), "more"."""
    out = []
    depth, in_long = 0, False
    for number, line in enumerate(lines, 1):
        code = line.strip(_BLANKS)
        level = max(depth - _closers(code), 0)
        if in_long:
            kind = "text"
        elif not code:
            kind = "blank"
        elif code.startswith("#"):
            kind = "comment"
        elif code.startswith("|"):
            kind = "row"
        elif anchors is None or number in anchors or code.startswith("}"):
            kind = "item"
        else:
            kind = "more"
        out.append((kind, level))
        depth, in_long = _scan(line, depth, in_long)
    return out


def _next_code(kinds: list[tuple[str, int]], n: int) -> str:
    """The kind of the first line of code after line index `n` ("item" at the end)."""
    return next((kind for kind, _ in kinds[n + 1:] if kind not in ("blank", "comment")), "item")


def _untabbed(line: str) -> str:
    """A line whose indentation holds tabs, each tab made one level (two spaces)."""
    if not line.startswith(("\t", " ")) or "\t" not in line:
        return line
    code = line.lstrip(_BLANKS)
    return line[:len(line) - len(code)].replace("\t", INDENT) + code


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(_BLANKS))


def anchor_lines(trees) -> frozenset[int]:
    """The lines where an item of a block starts, from the parser's trees: each child of the file,
    of a block (a clause, a table, a modifier, an example…), begins an item."""
    lines = set()
    for tree in trees:
        for node in tree.iter_subtrees():
            if node.data in _BLOCKS:
                for child in node.children:
                    line = getattr(child, "line", None) if isinstance(child, Token) else \
                        (None if child.meta.empty else child.meta.line)
                    if line is not None:
                        lines.add(line)
    return frozenset(lines)


def _scan(line: str, depth: int, in_long: bool) -> tuple[int, bool]:
    """The brace depth after one line (its braces outside texts, comments and table rows), and
    whether a triple-quoted text is open at its end."""
    i = 0
    while True:
        if in_long:
            end = line.find('"""', i)
            if end < 0:
                return depth, True
            i, in_long = end + 3, False
            continue
        found = _SIGNIFICANT.search(line, i)
        if found is None:
            return depth, False
        sign = found.group()
        if sign == '"""':
            i, in_long = found.end(), True
        elif sign == '"':
            i = _STRING_REST.match(line, found.end()).end()
        elif sign in "#|":      # a comment, or a table row (which runs to the line's end or its comment)
            return depth, False
        elif sign == "{":
            depth += 1
            i = found.end()
        else:
            depth = max(depth - 1, 0)
            i = found.end()


def _closers(code: str) -> int:
    """How many `}` a line starts with (each one takes a level off its own indentation)."""
    count = 0
    for char in code:
        if char == "}":
            count += 1
        elif char not in _BLANKS:
            break
    return count


def _shifted(line: str, shift: int) -> str:
    """A line inside a triple-quoted text, moved `shift` columns with the line that opened it (a
    negative shift takes off at most the blanks the line starts with)."""
    if not line.strip(_BLANKS):
        return ""
    if shift > 0:
        return " " * shift + line
    if shift < 0:
        lead = len(line) - len(line.lstrip(_BLANKS))
        return line[min(lead, -shift):]
    return line


def width(text: str) -> int:
    """How many columns `text` takes in a terminal or an editor (wide characters two, combining
    marks none)."""
    if text.isascii():
        return len(text)
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1
               for c in text)


def _cells(row: str) -> list[str] | None:
    """A row's cells as the builder splits them (`grid._split`: on bars not escaped), each without
    its surrounding blanks; None for a row not closed by a bar (left as written)."""
    cells, start, i = [], 1, 1
    while i < len(row):
        if row[i] == "\\" and i + 1 < len(row):
            i += 2
            continue
        if row[i] == "|":
            cells.append(row[start:i].strip())
            start = i + 1
        i += 1
    return cells if start == len(row) and cells else None


def _aligned_around(rows: list[tuple[str, str | None, str]]) -> list[str]:
    """A table's rows aligned together, with the comment and blank lines among them (row None, its
    text in the third place) left in their places."""
    done = iter(_aligned([r for r in rows if r[1] is not None]))
    return [next(done) if row is not None else (indent + rest if rest else "") for indent, row, rest in rows]


def _aligned(rows: list[tuple[str, str, str]]) -> list[str]:
    """A run of table rows (indentation, row, what follows it) in one of the books' two styles.
    Aligned: `| cell |`, each cell padded to its column's widest, a separator row's dashes filling
    the cell and its two blanks, a group's heading (`| == Red Army == |`, one cell) padded to the
    first column. Compact, kept where every row is written so (tables of long cells, as War of the
    Suns writes them), or where aligning would make a row wider than `ALIGNED_WIDTH`: one blank each
    side of every cell, a separator sized to the row above it. A run aligned already, however wide
    its columns, stays as it is.
    A run holding a row that is not closed by a bar keeps its rows as written."""
    split = [_cells(row) for _, row, _ in rows]
    if any(cells is None for cells in split):
        return [(indent + row + (" " + rest.lstrip(_BLANKS) if rest.strip(_BLANKS) else "")).rstrip(_BLANKS)
                for indent, row, rest in rows]
    if _lined_up([row for _, row, _ in rows]):
        return [indent + row + (" " + rest.lstrip(_BLANKS) if rest.strip(_BLANKS) else "") for indent, row, rest in rows]
    separator = [all(_SEPARATOR_CELL.fullmatch(c) for c in cells) for cells in split]
    columns = max(len(cells) for cells in split)
    compact = all(s or row == _compact(cells) for (_, row, _), cells, s in zip(rows, split, separator))
    widths = [0] * columns
    for cells, is_separator in zip(split, separator):
        if not is_separator and (len(cells) > 1 or columns == 1):   # (a group's heading spans the columns)
            for n, cell in enumerate(cells):
                widths[n] = max(widths[n], width(cell))
    compact = compact or sum(widths) + 3 * columns + 1 > ALIGNED_WIDTH
    out = []
    above: list[str] | None = None
    for (indent, row, rest), cells, is_separator in zip(rows, split, separator):
        if is_separator:
            parts = []
            for n, cell in enumerate(cells):
                if compact and (above is None or n >= len(above)):
                    parts.append(cell)
                    continue
                wide = width(above[n]) if compact else widths[n]
                left, right = _SEPARATOR_CELL.fullmatch(cell).groups()
                parts.append(left + "-" * max(wide + 2 - len(left) - len(right), 3) + right)
            text = "|" + "|".join(parts) + "|"
        elif compact:
            text = _compact(cells)
        else:
            text = "|" + "|".join(" " + cell + " " * (widths[n] - width(cell) + 1) for n, cell in enumerate(cells)) + "|"
        if not is_separator:
            above = cells
        out.append(indent + text + (" " + rest.lstrip(_BLANKS) if rest.strip(_BLANKS) else ""))
    return out


def _lined_up(rows: list[str]) -> bool:
    """Whether a run of rows is aligned already, however wide its columns (some books give every
    column of a table one width, or room to spare): the bars of every row at the same columns (a
    group's heading at some of them), and a blank on each side of every cell."""
    bars: list[list[int]] = []
    for row in rows:
        at, column = [], 0
        for n, char in enumerate(row):
            if char == "|" and (n == 0 or row[n - 1] != "\\"):
                at.append(column)
            column += width(char)
        bars.append(at)
        cells = row[1:-1].split("|")
        if any(len(cell) < 2 or cell[0] != " " or cell[-1] != " " for cell in cells if "-" * 3 not in cell):
            return False
    every = max(bars, key=len)
    return all(at == every or len(at) == 2 and at[1] in every for at in bars)


def _compact(cells: list[str]) -> str:
    """A row in the compact style: one blank each side of every cell."""
    return "|" + "|".join(f" {cell} " for cell in cells) + "|"


def _blank_lines(lines: list[str], kept: set[int]) -> str:
    """The lines joined, with no run of blank lines longer than one and none at either end (the
    lines inside a triple-quoted text, `kept`, as they are)."""
    out: list[str] = []
    for n, line in enumerate(lines):
        if line or n in kept or (out and out[-1]):
            out.append(line)
    while out and not out[-1]:
        out.pop()
    return "\n".join(out) + "\n" if out else ""


class MeaningChanged(Exception):
    """The formatter's own bug: a layout that would read as another model (never written)."""


def formatted(src: SourceFile) -> tuple[str | None, list[Diagnostic]]:
    """`src`'s text in the canonical layout, and the diagnostics of reading it; None for the text
    when the file has errors (a text that does not parse is not laid out). Raises `MeaningChanged`
    if the new text would not read as the same model (spans aside)."""
    from .limits import within_limits
    from .parser import parse
    report = Report()
    trees = within_limits(parse(src, report), src, report)
    if any(d.severity == "error" for d in report.diagnostics):
        return None, report.diagnostics
    text = format_text(src.text, anchor_lines(trees))
    if text != src.text and not meaning_kept(src, trees, text):
        raise MeaningChanged(f"{src.path}: the formatted text would read as another model; it was not written")
    return text, report.diagnostics


def meaning_kept(src: SourceFile, trees, text: str) -> bool:
    """Whether `text` reads as the same model as `src` (parsed as `trees`), without errors."""
    from .builder import build_file
    from .limits import within_limits
    from .parser import parse
    report = Report()
    again = within_limits(parse(SourceFile(src.path, text), report), src, report)
    return not any(d.severity == "error" for d in report.diagnostics) and \
        _dashless(build_file(src.path, again)) == _dashless(build_file(src.path, trees))


def _dashless(model):
    """A file's model with its separator rows' dashes counted out (no stage reads a `|---|` cell's
    text, only that the row separates: aligning a table changes how many dashes it has)."""
    def row(r):
        return attrs.evolve(r, cells=tuple(attrs.evolve(c, text="---") for c in r.cells)) if r.separator else r
    return attrs.evolve(model, tables=tuple(attrs.evolve(t, grid=tuple(map(row, t.grid))) for t in model.tables))
