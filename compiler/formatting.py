"""`rules fmt`: each `.rules` file of the books named laid out by `dsl.formatter`, and written back,
shown as a diff, or only judged (`--check`). Fed by: the CLI (`cli.cmd_fmt`), with the files'
paths.

A file is written whole or not at all: the new text goes to a temporary file beside it (a name
starting with a dot, which no book reads), which then takes the file's place in one rename. A file
that does not parse is never touched: its diagnostics are said instead.
"""
from __future__ import annotations

import contextlib
import difflib
import os
import sys
import tempfile
from pathlib import Path

from dsl.diagnostics import Diagnostic, render
from dsl.files import display, read_rules_bytes, rules_files, unreadable_hint, unreadable_position, unreadable_reason
from dsl.formatter import formatted
from dsl.source import SourceFile, Span


def files_of(targets: list[Path]) -> list[Path]:
    """The `.rules` files of the targets (book folders or files), each once, in order."""
    out: dict[Path, Path] = {}
    for target in targets:
        for path in rules_files(target):
            out.setdefault(path.resolve(), path)
    return list(out.values())


def run(paths: list[Path], check: bool, diff: bool, base: Path | None = None, out=None, err=None) -> int:
    """Lay out each file; write it back unless `check` or `diff`. Returns the exit code: 1 when a
    file has errors, or (with `check`) when one is not laid out yet; else 0. Paths are shown from
    `base` (the project's folder), as `rules check` shows them."""
    out, err = out or sys.stdout, err or sys.stderr
    changed = errors = 0
    for path in paths:
        shown = display(path, base)
        try:
            data = read_rules_bytes(path)
            src = SourceFile.read(path, shown)
        except (OSError, UnicodeDecodeError) as e:
            print(render(Diagnostic("E003", f"cannot read {shown}: {unreadable_reason(e)}",
                                    Span(shown, *unreadable_position(e)), unreadable_hint(e, str(path))), {}), file=err)
            errors += 1
            continue
        text, diagnostics = formatted(src)
        if text is None:
            for d in diagnostics:
                print(render(d, {shown: src}), file=err)
            print(f"{shown}: not formatted: it has errors (fix them, then run `rules fmt` again)", file=err)
            errors += 1
            continue
        new = text.encode("utf-8")
        if new == data:
            continue
        changed += 1
        if diff:
            old, notes = _as_read(data.decode("utf-8"))
            for note in notes:
                print(f"{shown}: {note}", file=err)
            out.writelines(difflib.unified_diff(_lines(old), _lines(text), shown, f"{shown} (formatted)"))
        if check:
            print(f"{shown}: not formatted", file=out if not diff else err)
        elif not diff:
            write_whole(path, new)
            print(f"formatted {shown}", file=out)
    total = len(paths)
    verb = "would be formatted" if check or diff else "formatted"
    print(f"{changed} of {total} file{'' if total == 1 else 's'} {verb}"
          + (f", {errors} with errors" if errors else ""), file=err)
    return 1 if errors or (check and changed) else 0


def _as_read(text: str) -> tuple[str, list[str]]:
    """A file's text as the diff compares it, and what the formatter changes that a diff of lines
    would show on every line instead: its byte-order mark and its CRLF line ends, said once (to the
    error stream, so that the diff stays a patch)."""
    notes = []
    if text.startswith("\ufeff"):
        text = text[1:]
        notes.append("its byte-order mark is removed")
    if "\r\n" in text:
        text = text.replace("\r\n", "\n")
        notes.append("its CRLF line ends become LF, on every line (not shown in the diff)")
    return text, notes


def _lines(text: str) -> list[str]:
    """A text's lines with their ends, cut at "\\n" only (as the parser counts lines)."""
    parts = text.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1] + "\n"] if parts[-1] else [])


def write_whole(path: Path, data: bytes) -> None:
    """Write `data` as `path` in one rename (the file a link names, when `path` is a link), with
    the file's permissions: a reader sees the old text or the new one, never a part."""
    real = Path(os.path.realpath(path))
    mode = os.stat(real).st_mode & 0o7777
    fd, tmp = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".fmt")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, real)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
