"""A per-file cache of parsed and built models, so a one-clause edit re-reads one file.
Fed by: `loader`, which asks for a file's model before parsing it.

The key is a hash of the file's path and text and of the front end's own sources (grammar,
parser, builder, model…), so a change to either invalidates the entry. Entries are pickles in a
folder under the system's temporary directory (or `RULES_CACHE`); a missing, stale or unreadable
entry just means the file is parsed again. `RULES_CACHE=off` turns the cache off.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path

_FRONT_END = ("grammar.lark", "parser.py", "builder.py", "model.py", "grid.py", "text.py", "source.py",
              "diagnostics.py", "cache.py")


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
    return Path(setting) if setting else Path(tempfile.gettempdir()) / "rules-language-cache"


def key(path: str, text: str) -> str:
    return hashlib.sha256(f"{_front_end_hash()}\0{path}\0{text}".encode()).hexdigest()


def get(k: str):
    where = folder()
    if where is None:
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
        where.mkdir(parents=True, exist_ok=True)
        tmp = where / f".{k}.{os.getpid()}.tmp"
        with open(tmp, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, where / f"{k}.pickle")
    except OSError:
        pass
