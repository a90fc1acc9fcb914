"""The SHA-256 of every file under `generated/`, read again only for a file whose status changed.
Fed by: `pipeline`, which compares them with the digests of what a build renders (`stale_files`)
and with what an earlier build wrote (`up_to_date`).

Hashing every file of `generated/` (about 14 MB for the bundled books) on every build costs more
than the rest of a one-clause edit's comparison. So, as `git status` does with its index, each
file's digest is kept in the cache with the file's status when it was read (size, modification and
change times in nanoseconds, inode, device); when the file's status is the same, the digest is
taken again without reading the file. Any write to a file, a `touch`, a rename over it or a link
to it changes its change time, which no program can set back. A file whose change time is within
`RACY_NS` of the moment its digest was read could still change within the same tick of the file
system's clock without its status showing it, so its digest is not kept for it (it is read again
next time, as git does for its "racily clean" entries). `RULES_CACHE=off`: every file is read.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import time
from pathlib import Path

from dsl import cache

RACY_NS = 100_000_000     # 0.1 s: many ticks of any file system's clock


def settled(st: os.stat_result, now: int) -> bool:
    """May a file read at `now` (nanoseconds, taken before it was read), of status `st`, be known
    by its status from now on: were both its times more than `RACY_NS` before `now`?"""
    return st.st_ctime_ns < now - RACY_NS and st.st_mtime_ns < now - RACY_NS


def _statuses(tree: Path) -> dict[str, os.stat_result]:
    """Every entry under `tree` but folders and `__pycache__`, by relative path, with its status
    (not followed: a link, a pipe, is never read, so never waited on; a link to a folder is an
    entry, not a folder walked)."""
    if not tree.is_dir():
        return {}
    found: dict[str, os.stat_result] = {}

    def walk(folder: str, prefix: str) -> None:
        try:
            entries = list(os.scandir(folder))
        except OSError:      # gone while we looked
            return
        for entry in entries:
            if entry.name == "__pycache__":
                continue
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:  # gone while we looked
                continue
            if stat.S_ISDIR(st.st_mode):
                walk(entry.path, prefix + entry.name + os.sep)
            else:
                found[prefix + entry.name] = st
    walk(os.fspath(tree), "")
    return found


def _status(st: os.stat_result) -> list[int]:
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev]


def _key(tree: Path) -> str:
    return "disk-" + hashlib.sha256(os.fsencode(tree.resolve())).hexdigest()


def _kept(k: str) -> dict:
    raw = cache.get_bytes(k)
    try:
        kept = json.loads(raw) if raw is not None else {}
    except ValueError:
        return {}
    return kept if isinstance(kept, dict) else {}


def digests(tree: Path) -> dict[str, str]:
    """Every entry under `tree` (as `_statuses` finds them) and the SHA-256 of its bytes ("" for
    what is not a regular file: never what a build records; `executable …` for a file one may run,
    which git records as a change and a build never writes), read from the file only when its status
    differs from the one kept with its digest."""
    k = _key(tree)
    kept = _kept(k)
    now = time.time_ns()   # (before any file is read: a change after it shows in the change time)
    out: dict[str, str] = {}
    keep: dict[str, list] = {}
    for rel, st in sorted(_statuses(tree).items()):
        if not stat.S_ISREG(st.st_mode):
            out[rel] = ""
            continue
        status = _status(st)
        entry = kept.get(rel)
        if isinstance(entry, list) and len(entry) == 2 and entry[0] == status and isinstance(entry[1], str):
            out[rel] = entry[1]
        else:
            try:
                out[rel] = hashlib.sha256((tree / rel).read_bytes()).hexdigest()
            except OSError:    # gone, or unreadable: never what a build wrote
                out[rel] = ""
                continue
        if st.st_mode & 0o111 and not out[rel].startswith("executable "):   # (git keeps the mode: a build
            out[rel] = "executable " + out[rel]            # writes none executable, so this one is stale)
        if settled(st, now):
            keep[rel] = [status, out[rel]]
    if keep != kept:
        cache.put_bytes(k, json.dumps(keep, sort_keys=True).encode())
    return out


def record(tree: Path, written: dict[str, str]) -> None:
    """Keep `written` (relative path → SHA-256), the digests of the bytes a build has just written
    into `tree` under its lock, with each file's status now, so that the next build reads none of
    them: a file another program writes later shows a new change time."""
    keep = {}
    for rel, st in _statuses(tree).items():
        if stat.S_ISREG(st.st_mode) and rel in written:
            keep[rel] = [_status(st), written[rel]]
    cache.put_bytes(_key(tree), json.dumps(keep, sort_keys=True).encode())
