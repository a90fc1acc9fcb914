"""The books under the folders an editor opened, for `rules lsp`'s workspace symbols. Fed by: the
workspace folders the client sent, `dsl.files` (a book is a folder of `.rules` files, one of which
holds the `book` header) and `dsl.loader` (each book checked, as `lsp_features.check` does).

A book is found by walking the workspace folders (hidden folders, `node_modules` and
`__pycache__` are not entered, and at most `MAX_FOLDERS` folders are read, in name order). A
folder whose files hold several headers (test cases, one book a file) is no one book and is left
out. Each book is loaded the first time a query needs it, and kept while its files' names, sizes
and modification times stay the same. Nothing here imports pygls.
"""
from __future__ import annotations

import os
from pathlib import Path

from dsl.files import BOOK_HEADER, read_rules_bytes
from dsl.loader import Loaded, rules_files

MAX_FOLDERS = 5000
_NOT_ENTERED = frozenset({"node_modules", "__pycache__"})


def _signature(files: list[Path]) -> tuple:
    out = []
    for f in files:
        try:
            st = f.stat()
        except OSError:
            out.append((f.name, -1, -1))
        else:
            out.append((f.name, st.st_size, st.st_mtime_ns))
    return tuple(out)


class WorkspaceBooks:
    """The books of the workspace, and each one's last load (see the module's docstring)."""

    def __init__(self) -> None:
        self._headers: dict[Path, tuple[tuple, int]] = {}     # a file → (its signature, headers it holds)
        self._loaded: dict[Path, tuple[tuple, Loaded]] = {}   # a book's folder → (its files' signature, load)

    def _header_count(self, path: Path) -> int:
        sig = _signature([path])
        kept = self._headers.get(path)
        if kept is not None and kept[0] == sig:
            return kept[1]
        try:
            count = len(BOOK_HEADER.findall(read_rules_bytes(path).decode("utf-8", errors="replace")))
        except OSError:
            count = 0
        self._headers[path] = (sig, count)
        return count

    def folders(self, roots: list[Path]) -> list[Path]:
        """The book folders under `roots` (resolved, sorted)."""
        found: set[Path] = set()
        seen = 0
        for root in sorted({r.resolve() for r in roots}):
            for here, dirs, names in os.walk(root):
                dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _NOT_ENTERED)
                seen += 1
                if seen > MAX_FOLDERS:
                    return sorted(found)
                if not any(n.endswith(".rules") for n in names):
                    continue
                try:
                    files = rules_files(Path(here))
                except OSError:
                    continue
                if sum(self._header_count(f) for f in files) == 1:
                    found.add(Path(here))
        return sorted(found)

    def loaded(self, folder: Path) -> Loaded:
        """The book of `folder` as its files on disk are now: the kept load while they are unchanged."""
        from .lsp_features import check
        try:
            sig = _signature(rules_files(folder))
        except OSError:
            sig = ()
        kept = self._loaded.get(folder)
        if kept is not None and kept[0] == sig:
            return kept[1]
        loaded = check(folder)
        self._loaded[folder] = (sig, loaded)
        return loaded
