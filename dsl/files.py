"""Which files make a book, and how their paths are shown. Fed by: the folders on disk; used by
`loader` (and by the build, which keys its cache by a book's files without loading the front end).
"""
from __future__ import annotations

import os
from pathlib import Path


def display(path: Path, base: Path | None = None) -> str:
    """The path shown in messages and headers: relative to `base` (the project) when inside it."""
    try:
        return os.path.relpath(path, base) if base is None or path.resolve().is_relative_to(base.resolve()) \
            else str(path)
    except ValueError:
        return str(path)


def rules_files(target: Path) -> list[Path]:
    return [target] if target.is_file() else sorted(target.glob("*.rules"))
