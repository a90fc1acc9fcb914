"""Source files and positions. Fed by: the loader, which reads `.rules` files from disk.

A `Span` is a position in one file (1-based line and column, plus end). Nodes of the model carry a
span; the text itself stays in `SourceFile` and is attached only when a diagnostic is rendered.
"""
from __future__ import annotations

from pathlib import Path

from attrs import field, frozen


@frozen
class Span:
    """Where something is: `path`, 1-based `line` and `column`, and where it ends."""

    path: str
    line: int
    column: int
    end_line: int = 0
    end_column: int = 0

    def at_column(self, column: int, width: int = 1) -> "Span":
        """A span on the same line starting at another column (used for grid cells)."""
        return Span(self.path, self.line, column, self.line, column + max(width, 1))


@frozen
class SourceFile:
    """One `.rules` file: its display path and its text (split into lines when first asked: a
    warm load reads no line of a book without diagnostics)."""

    path: str
    text: str
    _lines: tuple[str, ...] | None = field(init=False, default=None, eq=False, repr=False)

    @property
    def lines(self) -> tuple[str, ...]:
        if self._lines is None:
            # Lines end at "\n" only, as the parser counts them (`splitlines` would also break at form
            # feeds, U+0085, U+2028…, and the line shown under a caret would not be the one meant).
            lines = [x.removesuffix("\r") for x in self.text.split("\n")]
            if lines[-1] == "":
                lines.pop()
            object.__setattr__(self, "_lines", tuple(lines))
        return self._lines

    @classmethod
    def read(cls, path: Path, display: str | None = None) -> "SourceFile":
        # "utf-8-sig": a leading byte-order mark (some editors write one) is not part of the text.
        from .files import read_rules_bytes, unmarked_wide
        data = read_rules_bytes(path)
        if b"\0" in data[:512] and (wide := unmarked_wide(data)) is not None:
            raise wide
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:   # (not UTF-8 either: UTF-16 that starts with letters beyond ASCII, named so)
            if b"\0" in data[:512] and (wide := unmarked_wide(data, loose=True)) is not None:
                raise wide from None
            raise
        return cls(display or str(path), _lines_ended(text))

    @classmethod
    def of_text(cls, display: str, text: str) -> "SourceFile":
        """A file whose text is given rather than read (an editor's unsaved buffer, `rules lsp`), its
        line ends and byte-order mark read as `read` reads them."""
        return cls(display, _lines_ended(text.removeprefix("\ufeff")))

    def line(self, number: int) -> str:
        return self.lines[number - 1] if 0 < number <= len(self.lines) else ""


def _lines_ended(text: str) -> str:
    """Universal newlines, as `read_text` had them: "\\r\\n" and a lone "\\r" end a line."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text
