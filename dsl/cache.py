"""A per-file cache of parsed and built models, so a one-clause edit re-reads one file.
Fed by: `loader`, which asks for a file's model before parsing it.

The key is a hash of the file's path and text and of the front end's own sources (grammar,
parser, builder, model…), so a change to either invalidates the entry. Entries live in a folder of
the user's own (`$XDG_CACHE_HOME/rules-language`, else `~/.cache/rules-language`, or `RULES_CACHE`),
created with mode 0700; a folder that another user owns or others can write is never read, since
an entry is loaded with pickle. A missing, stale or unreadable entry just means the file is parsed
again. `RULES_CACHE=off` turns the cache off.
"""
from __future__ import annotations

import hashlib
import os
import pickle
from functools import lru_cache
from pathlib import Path

_FRONT_END = ("grammar.lark", "lines.py", "parser.py", "builder.py", "pieces.py", "model.py", "grid.py", "text.py",
              "source.py", "diagnostics.py", "cache.py")


@lru_cache(maxsize=1)
def _front_end_hash() -> str:
    here = Path(__file__).parent
    h = hashlib.sha256()
    for name in _FRONT_END:
        h.update((here / name).read_bytes())
    return h.hexdigest()


def folder() -> Path | None:
    setting = os.environ.get("RULES_CACHE", "")
    if setting == "off":
        return None
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rules-language"


def _private(where: Path) -> bool:
    """Is the cache folder this user's own, and writable by no one else? Only then is it read."""
    try:
        st = where.stat()
    except OSError:
        return False
    return st.st_uid == os.getuid() and not st.st_mode & 0o022


def key(path: str, text: str) -> str:
    return hashlib.sha256(f"{_front_end_hash()}\0{path}\0{text}".encode()).hexdigest()


def get(k: str):
    where = folder()
    if where is None or not _private(where):
        return None
    try:
        with open(where / f"{k}.pickle", "rb") as f:
            return pickle.load(f)
    except Exception:  # any unreadable entry is simply a miss
        return None


def put(k: str, value) -> None:
    where = folder()
    if where is None:
        return
    try:
        where.mkdir(parents=True, mode=0o700, exist_ok=True)
        if not _private(where):
            return
        tmp = where / f".{k}.{os.getpid()}.tmp"
        with open(tmp, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, where / f"{k}.pickle")
    except OSError:
        pass
