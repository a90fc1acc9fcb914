"""What a path named on the command line stands for: a whole book, or one file of a book.
Fed by: the paths the CLI resolved (`cli._targets`) and the `.rules` files beside them.

A book is a folder of `.rules` files read as one text, so a file of a multi-file book cannot be
read on its own: its names live in the other files. A file is therefore taken with its folder when
the folder holds other `.rules` files and at most one book header among them all; it is compiled
with the whole book, and only its own diagnostics are shown. A file that stands alone (the only
one in its folder, or one of several files that each declare their own book, like test cases)
is compiled by itself.
"""
from __future__ import annotations

from pathlib import Path

from attrs import frozen

from dsl.files import BOOK_HEADER, read_rules_bytes
from dsl.loader import rules_files



@frozen
class Target:
    path: Path                  # what is compiled: a book folder, or a lone file
    only: Path | None = None    # a file of that book, whose diagnostics alone are shown


def _has_header(path: Path) -> bool:
    try:
        return bool(BOOK_HEADER.search(read_rules_bytes(path).decode("utf-8", errors="replace")))
    except OSError:
        return False


def target_of(path: Path) -> Target:
    if path.is_dir():
        return Target(path)
    try:
        files = rules_files(path.parent)
    except OSError as err:   # (the file's folder cannot be listed: which book it is part of is unknown)
        from .freshness import UnreadableFolder
        raise UnreadableFolder(f"cannot read the book folder {path.parent}: {err.strerror or err}; make it "
                               f"readable (the book of {path.name} is every .rules file there)") from None
    if len(files) < 2 or sum(_has_header(f) for f in files) > 1:
        return Target(path)
    return Target(path.parent, only=path)
