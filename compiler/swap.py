"""`generated/` replaced whole, by one build at a time. Fed by: `pipeline.build` (the swap) and
`cli` (the lock, held for a whole build).

A build writes its tree into a temporary folder of the project (`rules-build-*`) and exchanges it
with `generated/` in one step (`renameat2(RENAME_EXCHANGE)` on Linux; elsewhere two renames, the
old tree put back when the second fails), so `generated/` is always a whole tree, the old or the
new. Two builds of one project run one after the other: `locked` holds an exclusive `flock` on the
project folder (released by the kernel when a build is killed), so neither reads a tree the other
is swapping, nor swaps over it. Under that lock a `rules-build-*` folder belongs to no running
build: it is what a killed build left behind, and is removed.

`generated/` may be a link to a folder elsewhere: the build goes through it, and the new tree is
swapped in at the folder it links to (the temporary folder made beside that one), so the link stays
and the linked folder holds the new tree. Anything else that is not a folder (a plain file, a link
to nothing, to a file, or to the project itself), and a linked folder holding files no build wrote,
is `NotAFolder`: nothing is written.
"""
from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

PREFIX = "rules-build-"
_LEFTOVER = re.compile(re.escape(PREFIX) + r"[a-z0-9_]{8}")


@contextmanager
def locked(root: Path, waiting=lambda: None):
    """Hold the project's build lock (an exclusive `flock` on `root`); `waiting()` is called when
    another build holds it, before waiting for it. Without `flock` or a readable `root`, no lock."""
    try:
        import fcntl
        fd = os.open(root, os.O_RDONLY)
    except (ImportError, OSError):
        yield
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            waiting()
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError:           # a file system without locks: build unlocked, as before
            pass
        yield
    finally:
        os.close(fd)              # (releases the lock)


def remove_leftovers(root: Path) -> None:
    """Remove the temporary folders of builds that were killed (call it holding the lock): in the
    project, and beside the folder generated/ links to."""
    try:
        beside = target(root).parent
    except NotAFolder:
        beside = root
    for folder in dict.fromkeys((root, beside)):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if _LEFTOVER.fullmatch(name) and (folder / name).is_dir() and not (folder / name).is_symlink():
                remove_tree(folder / name)


class NotAFolder(Exception):
    """`generated/` is something a build cannot replace with a folder; the message says what, and what to do."""


def target(root: Path) -> Path:
    """The folder a build of `root` replaces: `root/generated` (which need not exist yet), or the
    folder it is a link to. NotAFolder for a plain file, a link to nothing or to anything but a
    folder, a link to the project or a folder holding it (swapping that would move the project), or
    to a folder of the sources or one holding rulebooks (swapping that would delete them)."""
    generated = root / "generated"
    if generated.is_symlink():
        real = Path(os.path.realpath(generated))
        if not real.exists():
            raise NotAFolder(f"{generated} is a link to {real}, which does not exist: create that folder, or "
                             "remove the link, and build again (generated/ left unchanged)")
        if not real.is_dir():
            raise NotAFolder(f"{generated} is a link to {real}, which is not a folder: a build writes a folder "
                             "of outputs there; link generated/ to a folder, or remove the link (nothing changed)")
        if Path(os.path.realpath(root)).is_relative_to(real):
            raise NotAFolder(f"{generated} is a link to {real}, the project or a folder holding it: a build "
                             "replaces that folder whole; link generated/ to a folder of its own (nothing changed)")
        sources = [Path(os.path.realpath(root / name)) for name in ("rulebooks", "docs")]
        if any(real.is_relative_to(s) or s.is_relative_to(real) for s in sources) or \
                any(real.glob("*.rules")) or any(real.glob("*/*.rules")):
            raise NotAFolder(f"{generated} is a link to {real}, which holds rulebooks or pages a build reads: a "
                             "build replaces that folder whole; link generated/ to a folder of its own (nothing changed)")
        foreign = _not_built(real)
        if foreign:
            raise NotAFolder(f"{generated} is a link to {real}, which holds {', '.join(foreign[:3])}"
                             f"{', …' if len(foreign) > 3 else ''}: no build wrote that, and a build replaces the folder "
                             "whole; link generated/ to an empty folder of its own, or move those files out (nothing changed)")
        return real
    if os.path.lexists(generated) and not generated.is_dir():
        raise NotAFolder(f"{generated} is a file, not a folder: a build writes the folder generated/ (packages, "
                         "JSON, the web book) in its place; move or remove the file and build again (nothing changed)")
    return generated


def _not_built(folder: Path) -> list[str]:
    """What `folder` holds that no build writes (a build writes a folder per book, holding its package,
    `site/`, `schemas/`): the names, sorted. A folder generated/ links to, mistyped (`ln -s
    ~/Documents generated`), would otherwise be emptied by the swap without a word."""
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError:
        return []
    return [e.name for e in entries if not (
        e.name in ("site", "schemas", "__pycache__") and e.is_dir(follow_symlinks=False)
        or _LEFTOVER.fullmatch(e.name)
        or e.is_dir(follow_symlinks=False) and any((Path(e.path) / f).is_file() for f in ("__init__.py", "book.json")))]


def replace_tree(root: Path, write) -> None:
    """Make `root/generated` (or the folder it links to: `target`) the tree `write(folder)` writes
    into an empty folder. Raises OSError (a folder that cannot be written, a full disk) with
    `generated/` as it was, NotAFolder when it is no folder a build can replace."""
    generated = target(root)
    tmp = Path(tempfile.mkdtemp(prefix=PREFIX, dir=generated.parent))   # (beside it: one file system, one rename)
    try:
        new = tmp / "out"
        write(new)
        if not (os.path.lexists(generated) and _exchange(new, generated)):
            _two_renames(new, generated, tmp / "old")
    finally:
        remove_tree(tmp)


def remove_tree(folder: Path) -> None:
    """Remove a build's own temporary folder, the old tree in it too: a folder of it that is read-only
    (a `generated/<book>` made so) is made writable first (`rmtree` left the whole folder in the
    project for good, without a word). What still cannot be removed is said on standard error."""
    top = os.path.abspath(folder)

    def writable_then_again(func, path, _exc):
        parent = os.path.dirname(os.path.abspath(path))
        if not (parent == top or parent.startswith(top + os.sep)):
            return   # (never a folder above its own: the project, or the folder generated/ links into)
        try:
            os.chmod(parent, 0o700)
            func(path)
        except OSError:
            pass
    shutil.rmtree(folder, onerror=writable_then_again)
    if os.path.lexists(folder):
        print(f"rules: warning: could not remove {folder}, a build's temporary folder: remove it by hand",
              file=sys.stderr)


def _two_renames(new: Path, generated: Path, old: Path) -> None:
    moved = os.path.lexists(generated)
    if moved:
        generated.rename(old)
    try:
        new.rename(generated)
    except OSError:
        if moved:
            old.rename(generated)
        raise


@lru_cache(maxsize=1)
def _renameat2():
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes
        return ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):   # a libc without it (glibc before 2.28, musl before 1.2.?)
        return None


def _exchange(a: Path, b: Path) -> bool:
    """Swap `a` and `b` in one step; False when the system cannot (then nothing changed)."""
    call = _renameat2()
    AT_FDCWD, RENAME_EXCHANGE = -100, 2
    return call is not None and call(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0
