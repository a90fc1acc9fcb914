"""One clean book's outputs, rendered in memory and kept in the cache. Fed by: `book_compile` (a
compiled book); feeds `pipeline`, which writes every book's outputs into `generated/`.

`book_outputs` renders a book's package, JSON, vectors, aids and web-book pages (`BookOutputs`);
a book whose examples fail is `Failed`. Its vectors and its examples' verdict come from the cache
under the book's behaviour key (`book_compile.behaviour_key`) when they ran before, so rewording
a clause re-renders the book's package, JSON and pages but neither loads the module nor runs the
examples or the vectors. In a pool's worker, and when one book alone is compiled, a book's pages,
and its examples and vectors, run in forked processes beside the rest (`workers.fork_call`), their
files sent back as one byte string (`_framed`). An unchanged book's outputs are taken from the
cache by its `book_key` (`cached_outputs`), without their files' bytes, kept in an entry of their own.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import attrs
from attrs import define, field

from dsl import cache

from .book_compile import Compiled, _committed_behaviour, _emitted, _kept_behaviour, _run_behaviour, behaviour_key
from .freshness import book_key

@define
class BookOutputs:
    """Everything a clean book contributes to `generated/`: its files (paths relative to
    `generated/`), a summary for the books index, its notes, and the SHA-256 of each file (hashed
    once, when rendered, not on every build that reuses it). Cached by `book_key`, its files' bytes
    in an entry of their own (`_FILES`): a book taken from the cache comes without them (`files`
    empty; `folder` says where it is), and a build reads them only to write one of them
    (`_bytes_of`), comparing the rest with `generated/` by their digests. A pool's worker gives
    its book the same way, once kept: a build of every book sends no file's bytes between processes."""
    id: str
    summary: dict
    files: dict[str, bytes]
    notes: list
    digests: dict[str, str] = field(factory=dict)   # each file's SHA-256, for the build's manifest
    folder: str = ""                                # the book's folder, when its bytes are in the cache…
    kept_as: str = ""                               # …and the key they are kept under (+ `_FILES`)
    made_from: str = ""   # the `book_key` of the files they were made from ("": files changed while read)
    warnings: list = field(factory=list)   # its warnings as `rules check` prints them (a build prints them too)


_FILES = "-files"    # the suffix of the cache entry keeping a book's files' bytes


def cached_outputs(folder: Path, root: Path) -> BookOutputs | None:
    """The outputs of an unchanged book from an earlier build, without its files' bytes, or None."""
    import dsl.diagnostics  # noqa: F401  (its notes are Diagnostics, read only when their class is imported)
    where = cache.folder()
    if where is None:
        return None
    k = book_key(folder, root)
    last = _LAST_OUTPUTS.get(str(folder))
    hit = last[1] if last is not None and last[0] == (where, k) else cache.get(k)
    if not (isinstance(hit, BookOutputs) and hit.digests and not hit.files):
        return None
    _LAST_OUTPUTS[str(folder)] = ((where, k), hit)
    return attrs.evolve(hit, folder=str(folder), kept_as=k, made_from=k)


# A book's folder → the cache folder and key, and the outputs (without their files' bytes), this
# process last read or kept for it there: a resident build (`--watch`) takes an unchanged book's
# outputs without reading them again (another cache folder, as an emptied one is, reads them).
_LAST_OUTPUTS: dict[str, tuple[tuple[Path, str], BookOutputs]] = {}


def _keep_outputs(k: str, out: BookOutputs, folder: Path | None = None) -> bool:
    """Keep a book's outputs under `k`: its files' bytes under a key of their own, the rest without
    them (and in this process, for the book of `folder`). True when the files' bytes were written."""
    written = cache.put(k + _FILES, out.files)
    kept = attrs.evolve(out, files={})
    cache.put(k, kept)
    where = cache.folder()
    if folder is not None and where is not None:
        _LAST_OUTPUTS[str(folder)] = ((where, k), kept)
    return written


_NOW = object()   # `book_outputs(key=…)`: the book's files keyed as they are on disk when it ends


def book_outputs(c: Compiled, root: Path, split: bool = False, key: str | None | object = _NOW,
                 eager: bool = False, bare: bool = False) -> BookOutputs | Failed:
    """Render one clean book (package, JSON, vectors, aids, web-book pages) and cache the result;
    a book whose examples fail (run here when not known to pass) is `Failed`. Its vectors and
    its examples' verdict come from the cache when a build of the same behaviour key ran them
    cleanly (the entry: one JSON line, `{"examples": n}`, then the vectors as written; only a clean
    result is kept). With `split`, a forked process renders the web-book pages and the aids and
    writes the checked book into the cache (`_beside_then_keep`; should it fail, this one does all
    three), another makes the module's part after the prose when its behaviour was not emitted
    before, and, when the examples and vectors must run, another runs them, while this one writes
    the JSON and the module. `eager` (a build of several books, whose modules are seldom
    kept): the module's process starts with the pages', before the behaviour key is known (what it
    makes is used even when the module was kept: the same text). `bare` (a pool's worker): once
    kept in the cache, the outputs are given without their files' bytes (`folder` and `kept_as` say
    where they are): a build of every book reads them only to write one (`_bytes_of`), and sends
    none of its megabytes from the worker to the build (about 10 MB for the four books)."""
    from .to_json import dumps, export
    from .to_python import behaviour_part, kept_behaviour_part, package_files
    from .vectors_kept import computed_from, stamp
    from .workers import fork_call

    def make_rest() -> bytes:   # the module's part after the prose, in a forked process
        return behaviour_part(c.ir, c.idx.constructs).encode()

    beside_child = emit_child = child = None
    keep = None
    try:
        if split:   # the pages and the aids, then the checked book into the cache, in a forked process
            keep, c.loaded.keep = c.loaded.keep, None
            if eager:   # (a pool's worker may end as soon as it has the bytes: the book is kept first)
                beside_child = fork_call(lambda: _beside_then_keep(c, root, keep))
            else:       # (a designer's edit: kept after the bytes are sent, while this process goes on)
                beside_child = fork_call(lambda: _beside_then_keep(c, root, None), then=keep)
            if eager and not c.python:
                emit_child = fork_call(make_rest)
        data = export(c.ir)
        book_json = dumps(data)
        k = behaviour_key(c, data, book_json)
        if emit_child is None and not c.python and split and kept_behaviour_part(k) is None:
            emit_child = fork_call(make_rest)   # on the other core
        elif emit_child is None:   # (a reworded clause: the module's part after the prose is kept under k)
            c.python = c.python or _emitted(c, k)
        files: dict[str, bytes] = {f"{c.id}/__init__.py": b"", f"{c.id}/book.json": book_json.encode()}
        if beside_child is None:
            files.update(_aids(c, root))
        if emit_child is not None:
            c.python = _emitted(c, k, emit_child())
            emit_child = None
        for name, text in package_files(c.python).items():   # (a long module in parts: `package_files`)
            files[f"{c.id}/{name}"] = text.encode()
        vectors_json = _kept_behaviour(c, cache.get_bytes(k))
        made = computed_from(c.python, book_json)
        taken = vectors_json is None   # a new machine, or a new cache: the committed vectors, when current
        if taken:
            vectors_json = _committed_behaviour(c, root, k, made)
            taken = vectors_json is not None
        if vectors_json is None and split and c.module is None:
            child = fork_call(lambda: _run_behaviour(c, k))
        del data   # (freed, and the files of this process hashed, while the forked processes work)
        if vectors_json is not None:
            files[f"{c.id}/vectors.json"] = vectors_json if taken else stamp(vectors_json, made)
        digests = {name: hashlib.sha256(blob).hexdigest() for name, blob in files.items()}
    finally:                  # the children are always waited for, even when rendering failed
        if emit_child is not None:
            emit_child()
        beside = _unframed_files(beside_child()) if beside_child is not None else None
        forked = child() if child is not None else None
        if beside is None and keep is not None:   # (the forked process failed: the build keeps the book)
            c.loaded.keep = keep
    if beside is None:
        if beside_child is not None:   # (the forked process failed: the aids are made here, as it would have)
            files.update(_aids(c, root))
        beside = {f"site/books/{c.id}/{name}": text.encode() for name, text in _pages(c).items()}
    elif beside_child is not None and _AIDS_LEFT in beside:   # (an aid to print: printed here)
        del beside[_AIDS_LEFT]
        files.update(_aids(c, root))
    files.update(beside)
    if vectors_json is None:
        vectors_json = _kept_behaviour(c, forked)
        if vectors_json is None:      # not forked, or the child found an example failing: run it here
            vectors_json = _kept_behaviour(c, _run_behaviour(c, k))
        if vectors_json is None:
            return Failed(c.id, c.diagnostics(), c.loaded.sources)
        files[f"{c.id}/vectors.json"] = stamp(vectors_json, made)
    # (the committed file, taken, is stamped with `made` already: `stamp` would give its bytes again)
    files = {name: files[name] for name in sorted(files, key=_output_order)}
    book = c.loaded.book
    from .to_aid import aid_files
    summary = {"id": c.id, "title": book.header.title or c.id, "clauses": len(book.clauses),
               "tables": len(book.tables), "examples": len(book.examples),
               "aids": [[aid.title, aid_files(aid, i == 0)[1]] for i, aid in enumerate(book.aids)]}   # (the books index links them)
    k = None if key is None else book_key(c.loaded.folder, root) if key is _NOW else key
    from dsl.diagnostics import render
    out = BookOutputs(c.id, summary, files, [d for d in c.diagnostics() if d.severity == "note"],
                      {name: digests.get(name) or hashlib.sha256(blob).hexdigest() for name, blob in files.items()},
                      made_from=k or "",
                      warnings=[render(d, c.loaded.sources) for d in c.diagnostics() if d.severity == "warning"])
    if k is not None:   # (None: the files changed while they were read; nothing is kept for them)
        if _keep_outputs(k, out, c.loaded.folder) and bare:
            return attrs.evolve(out, files={}, folder=str(c.loaded.folder), kept_as=k)
    return out


def _keep_loaded(c: Compiled) -> None:
    """Write the checked book into the cache, when its load left that to be done (`Loaded.keep`)."""
    keep, c.loaded.keep = c.loaded.keep, None
    if keep is not None:
        keep()


def _beside_then_keep(c: Compiled, root: Path, keep) -> bytes:
    """What the forked process of a build beside its book's package gives back: the book's aids
    (when no aid is to be printed: else `_AIDS_LEFT`, and the build prints them) and web-book
    pages, as files (`_framed`); after them, when given `keep` (`Loaded.keep`, when its
    load left that to be done), it writes the checked book into the cache. All read the book the
    build already holds, and none changes it: done here, beside the package and the JSON, they
    leave the build's own process the shorter part (for a Changsha edit, the pages, the aid and
    the cache entry: about 45, 6 and 5 ms, against about 50 ms for the rest), and that process no
    longer touches (and so copies) the pages of memory holding the checked book. A designer's edit
    writes the book into the cache after the files are sent (`fork_call(then=…)`), off the build's
    path."""
    from .to_aid import AidToPrint
    try:
        files = _aids(c, root, printing=False)
    except AidToPrint:
        files = {_AIDS_LEFT: b""}
    files.update({f"site/books/{c.id}/{name}": text.encode() for name, text in _pages(c).items()})
    if keep is not None:
        keep()
    return _framed(files)


# What the forked process sends in place of the aids when one of them must be printed: the build's
# own process prints it, where WeasyPrint stays loaded, its fonts measured, from one build to the
# next (`rules build --watch`); a forked process would load it again for every edit (about 1 s).
_AIDS_LEFT = "\0aids-left"


def _aids(c: Compiled, root: Path, printing: bool = True) -> dict[str, bytes]:
    """The book's aids (their HTML and PDF), as files of `generated/`; a PDF in `generated/` is
    reused when its trailer names this HTML (`to_aid.printed_from`: whatever else lies there, a
    damaged PDF or one beside another HTML, is printed again, so never kept with the book's
    outputs in the cache); else printed, or without `printing`, `AidToPrint`."""
    from .to_aid import aid_outputs  # WeasyPrint is only imported when an aid changed
    return {f"{c.id}/{name}": blob
            for name, blob in aid_outputs(c, previous=root / "generated" / c.id, printing=printing).items()}


def _framed(files: dict[str, bytes]) -> bytes:
    """Files as one byte string: a JSON line of their names and sizes, in order, then their bytes."""
    head = json.dumps([[name, len(blob)] for name, blob in files.items()]).encode()
    return b"".join([head, b"\n", *files.values()])


def _unframed_files(raw: bytes | None) -> dict[str, bytes] | None:
    """The files `_framed` gave `raw` for, in order; None when `raw` is None or not such bytes."""
    if raw is None:
        return None
    end = raw.find(b"\n")
    try:
        sizes = json.loads(raw[:end]) if end >= 0 else None
    except ValueError:
        return None
    if not (isinstance(sizes, list) and all(isinstance(s, list) and len(s) == 2 and isinstance(s[0], str)
                                            and type(s[1]) is int and s[1] >= 0 for s in sizes)
            and end + 1 + sum(s[1] for s in sizes) == len(raw)):
        return None
    files, at = {}, end + 1
    for name, size in sizes:
        files[name] = raw[at:at + size]
        at += size
    return files if len(files) == len(sizes) else None


def _pages(c: Compiled) -> dict[str, str]:
    from .templating import environment
    from .to_site import book_pages
    return book_pages(c, environment())


def _output_order(name: str) -> tuple:
    """A book's files in the order they were always listed: the package (a long one's parts after its
    `__init__.py`), book.json, vectors.json, the aids, then the web pages."""
    first = {"__init__.py": 0, "book.json": 1, "vectors.json": 2}
    last = name.rsplit("/", 1)[-1]
    return (name.startswith("site/"), first.get(last, 0.5 if last.startswith("_part_") else 3))   # (a long package's parts after it)


@define
class Failed:
    """A book that did not compile, as its diagnostics and sources (what the CLI prints)."""
    id: str
    diags: list
    sources: dict

    def diagnostics(self) -> list:
        return self.diags
