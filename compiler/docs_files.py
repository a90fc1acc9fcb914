"""The hand-written pages of `docs/` that a build copies into the web book (`generated/site/`).
Fed by: the folder on disk; used by `freshness.build_key` (which keys the build by them) and
`to_site.site_files` (which copies them).

Every entry of `docs/` but a folder is a page, copied as it is; a link is followed to the file it
names. What cannot be copied is an error that names it, not a page silently left out of the web
book (mkdocs then failed on a missing page far from the cause, or the site simply lacked it): a
pipe or a device (reading one waits for a writer, or never ends), a link to nothing or to a folder
(links to folders are not followed: they may lead back into `docs/`), a file that cannot be read,
a name that is not UTF-8, a page under `docs/books/`, where the web book puts each book's pages
and their index (the book's page was written over it, while the build recorded the page's digest:
`rules build --check` then said "up to date" after one build and "stale" after every cold one).
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from dsl.files import shown as shown_name


class DocsError(Exception):
    """A page of `docs/` that cannot be copied: the message names it and says what to do."""


def _entries(docs: Path) -> list[Path]:
    """Every entry under `docs` (folders too, links not followed), sorted. A folder that cannot be
    read is a DocsError: `rglob` passed over it, and the build dropped its pages without a word."""
    def unreadable(err: OSError):
        where = Path(err.filename) if err.filename else docs
        if "__pycache__" in where.parts:   # (never copied: `pages` leaves it out)
            return
        shown = shown_name(f"docs/{where.relative_to(docs).as_posix()}" if where != docs else "docs")
        raise DocsError(f"{shown} cannot be read: {err.strerror or err}; make it readable (its pages would be "
                        "left out of the web book)")
    out = []
    for folder, folders, files in os.walk(docs, onerror=unreadable):
        out += [Path(folder, name) for name in folders + files]
    return sorted(out)


def pages(root: Path) -> dict[str, bytes]:
    """Every page under `root/docs` (relative POSIX paths, sorted) and its bytes."""
    docs = root / "docs"
    if not docs.is_dir():
        return {}
    found: dict[str, bytes] = {}
    for path in _entries(docs):
        rel = path.relative_to(docs)
        if "__pycache__" in rel.parts:
            continue
        shown = shown_name(f"docs/{rel.as_posix()}")
        try:
            link = path.is_symlink()
            st = os.stat(path)
        except OSError as err:
            raise DocsError(f"{shown} cannot be copied into the web book: " + (
                "it is a link to nothing; mend the link or remove it" if link and isinstance(err, FileNotFoundError)
                else f"{err.strerror or err}")) from None
        if stat.S_ISDIR(st.st_mode):
            if link:
                raise DocsError(f"{shown} is a link to a folder, which the web book does not follow: "
                                "copy the folder into docs/, or link its files one by one")
            continue
        if rel.parts[0] == "books":
            raise DocsError(f"{shown} is under docs/books/, where the web book puts each book's pages and "
                            "their index (generated/site/books/): move it elsewhere in docs/")
        if not stat.S_ISREG(st.st_mode):
            raise DocsError(f"{shown} is not a regular file (a pipe, a socket or a device): "
                            "only files are copied into the web book; move it out of docs/")
        try:
            rel.as_posix().encode("utf-8")
        except UnicodeEncodeError:
            raise DocsError(f"the name of {shown} is not UTF-8 text: rename it") from None
        try:
            found[rel.as_posix()] = path.read_bytes()
        except OSError as err:
            raise DocsError(f"{shown} cannot be read: {err.strerror or err}") from None
    return found
