"""What the handlers of the `rules` command share: `UsageError` (a command line that asks for
what cannot be done: exit status 2), the books or files a command names (`_targets`: ids, folders,
.rules files, each refusal said precisely), diagnostics printed, the warnings of aids written, and a
command-line text read as UTF-8. Fed by: the command line `cli_parser` read; used by `cli_build`,
`cli_books`, `cli_tools` and `cli`.
"""
from __future__ import annotations

import errno
import os
import re
import sys
from pathlib import Path

from dsl.files import display, unaskable

from . import freshness


class UsageError(Exception):
    pass


def _targets(root: Path, names: list[str]) -> list[Path]:
    if not names:
        books = freshness.book_folders(root)
        if not books:
            raise UsageError(f"no rulebooks found under {root / 'rulebooks'}{_unread_files(root)}")
        return books
    out = []
    for name in names:
        p = Path(name)
        if not name.strip():
            raise UsageError("an empty name is no rulebook: give a book id, a rulebook folder or a .rules file")
        if (why := unaskable(p)) is not None:   # (a name too long for the file system: `is_dir` raised it)
            raise UsageError(f"no rulebook named {_cut_name(name)}: {why}")
        # a book's id names its folder under rulebooks/, even where a folder of that name without a
        # .rules file is at hand (`generated/changsha` seen from generated/, a notes folder); `.` and
        # `..` are no ids (`rulebooks/.` is rulebooks/ itself); a folder's name may hold a space, which
        # `rules check` with no name checked, and `rules check "a b"` refused
        is_id = (name not in (".", "..") and "/" not in name and os.sep not in name
                 and (root / "rulebooks" / name).is_dir())
        empty_folder = p.is_dir() and not freshness.holds_rules(p)
        if empty_folder and not is_id:
            books = sorted(f.name for f in p.iterdir() if f.is_dir() and any(f.glob("*.rules")))
            raise UsageError(f"{name} holds no .rules file{_unread_files(p)}: " + (
                f"its folders hold books ({', '.join(books[:4])}{', …' if len(books) > 4 else ''}): name one, "
                "or give no name for every book" if books else "give a book id, a rulebook folder or a .rules file"))
        if p.exists() and (p.is_dir() or p.suffix == ".rules") and not empty_folder:
            out.append(p)
        elif is_id:
            folder = root / "rulebooks" / name
            if not freshness.holds_rules(folder):   # (a book's folder with no file yet: said as for its path)
                unread = _unread_files(folder)
                raise UsageError(f"the book folder {display(folder, root)} holds no .rules file{unread}" + (
                    "" if unread else ": write the book's first file there, or remove the folder and start the "
                                      "book with `rules new`"))
            out.append(folder)
        elif p.is_file() and p.suffix.lower() == ".rules":   # (`Book.RULES`: there, but not read)
            raise UsageError(f"{name} is not read: a book's files end in .rules, in small letters; rename it "
                             f"{p.stem}.rules")
        elif p.is_symlink():   # (a link to nowhere: `exists` follows it)
            raise UsageError(f"{name} is a link to {os.readlink(p)}, {_nowhere(p)}: mend the link or remove it")
        elif not (root / "rulebooks").is_dir() and os.environ.get("RULES_ROOT"):   # (set, and not searched upwards)
            up = next((f for f in Path(os.environ["RULES_ROOT"]).resolve().parents if (f / "rulebooks").is_dir()), None)
            raise UsageError(f"no rulebook or .rules file named {name!r}: RULES_ROOT is {os.environ['RULES_ROOT']}, "
                             "which holds no rulebooks/ (the project's folder is the one holding rulebooks/"
                             + (f": {up}" if up else "") + "); set RULES_ROOT to it, or unset it to search upwards")
        elif not (root / "rulebooks").is_dir():   # (outside any project: no book to name)
            raise UsageError(f"no rulebook or .rules file named {name!r}: no folder from {root} upwards holds "
                             "rulebooks/ (run the command in a project, start one with `rules new GAME`, or set "
                             "RULES_ROOT)")
        elif (declared := _folder_declaring(root, name)) is not None:   # (a book whose id is not its folder's name)
            out.append(declared)
        else:
            known = ", ".join(b.name for b in freshness.book_folders(root)) or "none yet"
            raise UsageError(f"no rulebook or .rules file named {name!r} (books: {known})")
    # one book named twice (by its id and its folder, a relative path and an absolute one) is one target:
    # two would be two books of one id (E101)
    unique: dict[Path, Path] = {}
    for p in out:
        unique.setdefault(p.resolve(), p)
    return list(unique.values())


def _unread_files(folder: Path) -> str:
    """What a usage error adds about the files of `folder` (or, for a project, of its rulebooks/'
    book folders) whose names end in `.rules` in other letters (`Book.RULES`): they are not read,
    and each is to be renamed. W003 says so only beside a file that is read. "" when there is none."""
    from dsl.files import unread_look_alikes
    folders = [folder]
    if (folder / "rulebooks").is_dir():
        folders = [f for f in sorted((folder / "rulebooks").iterdir()) if f.is_dir()]
    found = [f for d in folders for f in unread_look_alikes(d)]
    if not found:
        return ""
    shown = ", ".join(f"{display(f, folder)} (rename it {f.stem}.rules)" for f in found[:3])
    return f"; {'these files are' if len(found) > 1 else 'this file is'} not read, its name ending in .rules in " \
           f"other letters: {shown}{', …' if len(found) > 3 else ''}"


def _cut_name(name: str) -> str:
    """A name given on the command line, as a message shows it: quoted, cut after 80 characters."""
    return repr(name) if len(name) <= 80 else f"{name[:80]!r}… ({len(name)} characters)"


def _nowhere(link: Path) -> str:
    """Where a link that `exists` calls missing leads: to nothing, or through links back to itself."""
    try:
        link.stat()
    except OSError as err:
        if err.errno == errno.ELOOP:
            return "which leads, through links, back to itself"
    return "which does not exist"


def _print_diagnostics(compiled: list, fmt: str, stream, notes: bool = True) -> int:
    from dsl.diagnostics import render, render_json
    diags = [d for c in compiled for d in c.diagnostics() if notes or d.severity != "note"]
    sources = {k: v for c in compiled for k, v in c.sources.items()}
    if fmt == "json":
        print(render_json(diags), file=stream)
    else:
        for d in diags:
            print(render(d, sources), file=stream)
    return sum(1 for d in diags if d.severity == "error")


def _folder_declaring(root: Path, book_id: str) -> Path | None:
    """The folder of rulebooks/ whose book declares the id `book_id` in its header (`book hh {` in
    rulebooks/h/): `rules check h` said "hh: ok" and the build wrote generated/hh, while `rules
    explain hh` said there was no such book. Read only when no folder has that name."""
    from dsl.files import BOOK_HEADER, rules_files
    if not re.fullmatch(r"\w+", book_id):
        return None
    for folder in freshness.book_folders(root):
        for path in rules_files(folder):
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    head = f.read(1 << 16)
            except OSError:
                continue
            found = BOOK_HEADER.search(head)
            if found is not None:
                if found.group(1) == book_id:
                    return folder
                break   # (a book has one header)
    return None


def _warn_fonts(printed: list) -> None:
    """A warning when aids were written on a machine without the aid's fonts (`aid_printing`)."""
    from .aid_printing import missing_fonts_warning
    if printed and (said := missing_fonts_warning()) is not None:
        print(f"rules: {said}", file=sys.stderr)


def _warn_undrawn(root: Path, pages: list[Path], book: str | None = None) -> None:
    """A warning for each aid page written that shows characters its fonts do not draw (`aid_glyphs`);
    `book`: whose aids they are (else the folder they are in, generated/BOOK/)."""
    from .aid_glyphs import undrawn, warning
    for path in pages:
        try:
            chars = undrawn(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):   # (what the command wrote: read back, or said by the command)
            continue
        if chars:   # (aid.html: a book's first aid; aid-ID.html: another, by its id)
            name = path.stem[4:] if path.stem.startswith("aid-") else f"of {book or path.parent.name}"
            print(f"{display(path, root)}: {warning(name, chars)}", file=sys.stderr)


def _text_argument(text: str) -> str:
    """A command-line text that is no path (an expression, a title) read as UTF-8: under an ASCII
    locale with Python's UTF-8 mode off (`LC_ALL=C python -X utf8=0`), Python kept each byte of
    `größe` as a lone surrogate, and the text was refused as "not UTF-8". A byte that is not UTF-8
    stays a lone surrogate (it is refused, naming that byte, not the first of a valid `ö`). A text
    without lone surrogates is as the locale read it (`Café` typed under Latin-1)."""
    try:
        return os.fsencode(text).decode("utf-8")
    except UnicodeError:
        if not any("\udc80" <= c <= "\udcff" for c in text):
            return text
        try:
            return os.fsencode(text).decode("utf-8", "surrogateescape")
        except UnicodeError:
            return text
