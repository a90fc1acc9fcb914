"""A per-user cache of built models, so a one-clause edit re-reads one file and a book that did
not change is not read again. Fed by: `loader`, which asks for a whole loaded book, then for each
file's `FileModel` before parsing it (both in `compact_json`'s shape); the build keeps other values
here too (compiled examples, a book's rendered outputs).

The key is a hash of the file's path and text and of the front end's own sources (grammar,
parser, builder, model…), so a change to either invalidates the entry. Entries live in a folder of
the user's own (`$XDG_CACHE_HOME/rules-language`, else `~/.cache/rules-language`, or `RULES_CACHE`),
created with mode 0700; a folder that another user owns or others can write is never read.
`RULES_CACHE=off` turns the cache off.

An entry is data only, so reading one never runs code: a JSON header line `{"format", "key",
"sha256"}`, the value as one line of JSON (`model_json`, or `compact_json` for the loader's
models), and the bytes the value holds, as they are (compiled code, PDFs, a table of spans). An entry that is missing, unreadable, written for another key or another
format, damaged (the digest of what follows the header does not match), or that does not decode is
a miss: the file is parsed again.

`get_text`/`put_text` keep JSON text and a byte string as they are (a file's model, and a whole
loaded book made of its files' entries, in `compact_json`'s shape, keyed by `book_key`: every file
of the book and every source of the front end, checks included; kept in one file per book and
options, its slot, so that edits replace it rather than pile up).
`get_bytes`/`put_bytes` keep a byte string as it is (the parser's tables, a build's manifest), in
the same kind of entry with the JSON value `"bytes"`: reading one needs no model classes, so the
commands that only read such entries (a build with nothing to do) never import them.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
from functools import lru_cache
from pathlib import Path

FORMAT = 2   # (2: the header gives the body's size, checked before the body is read)
_FRONT_END = ("grammar.lark", "lines.py", "parser.py", "parser_build.py", "expected_tokens.py", "syntax_hints.py",
              "syntax_errors.py", "parser_tables.py", "tree_builder.py", "builder.py", "pieces.py", "model.py",
              "grid.py", "text.py", "source.py", "diagnostics.py", "model_json.py", "cache.py", "limits.py",
              "loader.py", "compact_json.py", "fast_lark.py", "twice.py", "build_expressions.py", "marked.py",
              "build_common.py", "build_declarations.py", "build_tables.py", "build_rules.py", "build_scenarios.py",
              "build_examples.py",
              "braces.py", "classes.py", "attrs_methods.py", "files.py", "spans.py",
              "scanner_regexes.py", "scanner_dispatch.py", "first_chars.py", "compact_json_fast.py",
              "compact_json_gen.py", "compact_json_encoders.py", "compact_json_decoders.py", "resolver.py", "ir.py", "labels.py")
# The C extensions parsing, building and the entries' writer and reader run, when compiled (their
# compiled files' bytes: `files.compiled_extensions`).
_FRONT_END_EXTENSIONS = ("_fast_parse", "_fast_walk", "_fast_decode")
# (every module parsing, building and `compact_json` import: tests/test_cache.py)
_RAW = b'"bytes"'          # the JSON value of an entry written by `put_bytes`


@lru_cache(maxsize=1)
def _all_front_end_hash() -> str:
    """Every source of the package `dsl` (resolution and checks too) and the grammar: what a
    resolved, checked book depends on besides its files."""
    from .files import compiled_extensions
    here = Path(__file__).parent
    h = hashlib.sha256()
    for path in sorted([*here.rglob("*.py"), here / "grammar.lark"]):
        h.update(path.relative_to(here).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    for name, path in compiled_extensions(here).items():
        h.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


@lru_cache(maxsize=1)
def _front_end_hash() -> str:
    from .files import compiled_extensions
    here = Path(__file__).parent
    h = hashlib.sha256()
    for name in _FRONT_END:
        h.update((here / name).read_bytes())
    compiled = compiled_extensions(here)
    for name in _FRONT_END_EXTENSIONS:   # (one not compiled: its Python path runs, keyed above)
        h.update(name.encode() + b"\0" + (compiled[name].read_bytes() if name in compiled else b"-") + b"\0")
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


def book_key(files: list[tuple[str, str]], options: str) -> tuple[str, str]:
    """The key of a whole loaded book: every file's shown path and text, in order, the load's
    options and every source of the front end (parsing, building, resolution, checks); and its
    slot, the same without the texts: the one entry a book keeps, replaced when a text changes."""
    head = f"book\0{_all_front_end_hash()}\0{options}\0{len(files)}"
    h, slot = hashlib.sha256(head.encode()), hashlib.sha256(b"slot\0" + head.encode())
    for path, text in files:
        data = text.encode("utf-8", "surrogatepass")
        name = f"\0{path}\0".encode("utf-8", "surrogatepass")
        h.update(name + f"{len(data)}\0".encode())
        h.update(data)
        slot.update(name)
    return h.hexdigest(), "book-" + slot.hexdigest()


def entry_path(where: Path, k: str) -> Path:
    return where / f"{k}.entry"


def _read(k: str, slot: str | None = None) -> tuple[bytes, bytes] | None:
    """The JSON value and the bytes of the entry kept under `k` (in the file named by `slot`, when
    given), when it is whole and ours. Only a regular file is read: an entry that is a FIFO (which
    an open waited on for a writer, hanging every command), a device or a folder is a miss, and so
    is one whose body is not the size its header gives (not read: a damaged entry grown to 4 GB
    was read whole before its digest was checked)."""
    where = folder()
    if where is None or not _private(where):
        return None
    try:
        # (opened without waiting: O_NONBLOCK, which changes nothing for a regular file's reads)
        fd = os.open(entry_path(where, slot or k), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(fd, "rb") as entry:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            head = entry.readline()
            try:
                header = json.loads(head) if head.endswith(b"\n") else None
            except ValueError:
                return None
            if not (isinstance(header, dict) and header.get("key") == k):   # (another key's entry, as a
                return None                                                  # slot's for other texts: not read)
            # (a body of another size is damaged: not read, however large it has grown)
            if type(header.get("size")) is not int or os.fstat(fd).st_size != len(head) + header["size"]:
                return None
            rest = entry.read()
    except OSError:
        return None
    if header != {"format": FORMAT, "key": k, "sha256": hashlib.sha256(rest).hexdigest(), "size": len(rest)}:
        return None
    cut = rest.find(b"\n")
    return (rest, b"") if cut < 0 else (rest[:cut], rest[cut + 1:])


def get(k: str):
    """The value kept under `k`, or None."""
    entry = _read(k)
    if entry is None:
        return None
    from .model_json import from_data
    try:
        return from_data(json.loads(entry[0]), entry[1])
    except Exception:  # data that does not decode, whatever the reason, is simply a miss
        return None


def get_text(k: str, slot: str | None = None) -> tuple[bytes, bytes] | None:
    """The JSON text and the bytes kept under `k` by `put_text`, or None."""
    entry = _read(k, slot)
    return None if entry is None or entry[0] == _RAW else entry


def get_bytes(k: str) -> bytes | None:
    """The bytes kept under `k` by `put_bytes`, or None."""
    entry = _read(k)
    return entry[1] if entry is not None and entry[0] == _RAW else None


def put(k: str, value) -> bool:
    """Keep `value` under `k` (quietly not, when it cannot be written as JSON or the folder is not
    usable); True when it was written."""
    if folder() is None:
        return False
    from .model_json import to_data
    try:
        data, blobs = to_data(value)
        text = json.dumps(data, separators=(",", ":"), check_circular=False).encode()
    except (TypeError, ValueError, RecursionError):
        return False
    return _write(k, (text, b"\n", *blobs))


def put_text(k: str, text: bytes, blobs: bytes = b"", slot: str | None = None) -> None:
    """Keep JSON text, one line of it (a file's model, a whole loaded book: `compact_json`), and a
    byte string under `k`, as they are: read back by `get_text`. With a `slot`, the entry is the
    file named by the slot, and replaces the one there: one entry per slot, whatever its key (a
    book's latest load, not one per edit)."""
    if folder() is not None:
        _write(k, (text, b"\n", blobs), slot)


def put_bytes(k: str, *data: bytes) -> None:
    """Keep `data` under `k` as it is (several byte strings: one after the other, as one)."""
    if folder() is not None:
        _write(k, (_RAW, b"\n", *data))


def _write(k: str, parts: tuple[bytes, ...], slot: str | None = None) -> bool:
    """The entry of `k`: its header, then `parts` one after the other (hashed and written in turn,
    never joined: the outputs of a book are megabytes). True when it was written."""
    where = folder()
    if where is None:
        return False
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    header = json.dumps({"format": FORMAT, "key": k, "sha256": digest.hexdigest(),
                         "size": sum(map(len, parts))}).encode()
    name = slot or k
    try:
        where.mkdir(parents=True, mode=0o700, exist_ok=True)
        if not _private(where):
            return False
        tmp = where / f".{name}.{os.getpid()}.tmp"
        with tmp.open("wb") as out:
            out.write(header + b"\n")
            for part in parts:
                out.write(part)
        os.replace(tmp, entry_path(where, name))
    except OSError:   # a full disk: no entry, and no partial file left behind either
        try:
            tmp.unlink()
        except (OSError, NameError):
            pass
        return False
    return True
