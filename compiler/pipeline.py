"""The build: every bundled rulebook → `generated/`, written elsewhere first, then swapped in.
Fed by: the rulebook folders; calls the front end and every back end.

`compile_book` runs one book through the front end, the Python back end and its examples, in
memory. `build` does that for every book, renders the JSON, the site pages and the aids in
memory, and either compares them with `generated/` (`--check`) or writes them into a temporary
tree that replaces `generated/` in one rename, so a failed build never leaves a half-written tree.

Within a book, the outputs that need its generated module loaded — its vectors, and its examples'
verdict — are kept under its behaviour key (`behaviour_key`: the rule model less the prose nothing
that runs reads), so rewording a clause re-renders the book's package, JSON and pages but neither
loads the module nor runs the examples or the vectors. With a new cache (a new machine, CI), the
committed `vectors.json` is taken again when it was computed from the package and model this build
renders (`vectors_kept`). In a pool worker, and when one book alone
is compiled, a book's pages, and its examples and vectors, run in forked processes beside the rest
(`workers.fork_call`).

A build with nothing to do does none of that: `up_to_date` keys the whole output by the compiler,
each book's files and `docs/` (`build_key`), and when an earlier build of that key recorded the
digest of every file it wrote (its manifest, kept in the cache) and `generated/` holds exactly those
files, it is up to date. The front end and the back ends are imported only when a book is compiled,
so such a build loads none of them.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

import attrs
from attrs import define, field

from dsl import cache, collector
from dsl.files import BOOK_HEADER, display, file_fingerprint, rules_files

from .freshness import (_code_hash, library_versions, book_folders, book_key, build_key, manifest,  # noqa: F401
                        project_root, up_to_date)


# Python refuses to print an int of more than 4,300 digits, a guard against reading huge numbers.
# The front end reads none (E004: at most 100 digits), but an answer computed from them may be
# longer (fifty 100-digit factors), and examples, vectors and JSON must still print it.
sys.set_int_max_str_digits(0)


@define
class Compiled:
    loaded: Loaded
    idx: BookIndex | None = None
    ir: object = None          # the resolved rule model (dsl.ir.Book), once the book is clean
    python: str = ""
    module: object = None
    examples_run: int = 0
    report: Report = field(factory=lambda: _report())

    @property
    def id(self) -> str:
        # without a header: a project's book by its folder, a lone file by its name. The files E003 names
        # count too: a lone file that could not be read was ': errors', its name ''; a folder whose header
        # file could not be read, left with one file read, was named after that file (the designer probe)
        unread = tuple(d.span.path for d in self.loaded.report.diagnostics if d.code == "E003" and d.span)
        files = tuple(dict.fromkeys((*self.loaded.book.files, *unread)))
        folder = self.loaded.folder.absolute()   # (`rules check .` named the book '': ': errors', the engine probe of stop 61)
        lone = len(files) == 1 and folder.parent.name != "rulebooks"
        return self.loaded.book.header.id or (Path(files[0]).stem if lone else folder.name)

    @property
    def ok(self) -> bool:
        return not self.loaded.report.errors and not self.report.errors

    def diagnostics(self):
        return self.loaded.report.sorted() + self.report.sorted()

    @property
    def sources(self) -> dict:
        return self.loaded.sources


def _report():
    from dsl.diagnostics import Report
    return Report()


def compile_book(target: Path, draft: bool = False, run: bool = True, emit: bool = True,
                 keep: bool = True) -> Compiled:
    """One book in memory. `draft` (`rules check --draft`): references to clauses not yet written
    are warnings; such a book is checked and its examples run, but it is never built. Without
    `run`, the generated source is written but not loaded, nor its examples run (`run_book` does
    that; a build does it only when the book's behaviour key is not in the cache); without `emit`
    (and `run`), not even written (`book_outputs` writes it, while a forked process renders the pages);
    without `keep`, the checked book is not written into the cache yet (`Loaded.keep`)."""
    out = _loaded(target, draft, keep)
    if out.ok:
        _lowered(out, emit or run, run)
    return out


def _loaded(target: Path, draft: bool, keep: bool = True) -> Compiled:
    """A book through the front end (loaded, resolved, checked), nothing more yet."""
    from dsl.loader import load
    return Compiled(load(target, project_root(), draft, keep))


def _lowered(out: Compiled, emit: bool, run: bool) -> None:
    """A clean book indexed and lowered to the rule model; with `emit` its Python written, with
    `run` also loaded and its examples run."""
    from dsl.index import index
    from dsl.lower import lower
    out.idx = index(out.loaded)
    out.ir = lower(out.loaded, out.idx)
    if emit:
        out.python = _emitted(out)
    if run:
        run_book(out)


def run_book(out: Compiled) -> None:
    """Load a compiled book's generated module and run its examples (E500/E501 into its report)."""
    from .examples import load_module, run_examples
    try:
        out.module = load_module(out.id, out.python)
    except MemoryError:   # (the machine's limit: said as such by the command, not as an emitter's bug)
        raise
    except Exception as err:  # a bug in the emitter, not in the rulebook: say so plainly
        raise RuntimeError(f"internal error: the generated code for {out.id} does not load: {err}") from err
    out.examples_run = run_examples(out.loaded.book, out.module, out.report, out.ir)


def check_book(target: Path, draft: bool = False) -> Compiled:
    """A book as `rules check` needs it: like `compile_book`, but when the same files (in this
    project, with this compiler, `book_key`) were checked clean before, its examples are not run
    again: their number comes from the cache (a `checked-` entry, written only after a clean run).
    A designer checking every book after editing one waits for that one alone. An edit of prose
    alone (`PROSE`) leaves the book's behaviour as it was (`behaviour_key`): when examples of that
    behaviour passed before (in a build, or a check: an `examples-` entry), the book is checked
    through the front end and lowered, but its module is neither written nor loaded; nor is it
    for a book without examples."""
    c = _loaded(target, draft)
    if not c.ok:
        return c
    k = "checked-" + hashlib.sha256(f"{book_key(target, project_root())}\0draft={draft}".encode()).hexdigest()
    ran = _examples_count(cache.get_bytes(k))
    if ran is not None:   # the verdict needs the front end's diagnostics only: nothing is lowered
        c.examples_run = ran
        return c
    _lowered(c, emit=False, run=False)
    if not c.loaded.book.examples:   # nothing to run: its module is neither written nor loaded (compiling
        c.examples_run = 0           # the module of 8,000 formulas took 1 GB for a moment)
        cache.put_bytes(k, json.dumps({"examples": 0}).encode())
        return c
    behaviour = _behaviour(c)
    ran = _passed_before(behaviour)
    if ran is not None:
        c.examples_run = ran
    else:
        c.python = _emitted(c, behaviour)
        run_book(c)
        if c.ok and not _warned_by_examples(c):
            cache.put_bytes("examples-" + behaviour, json.dumps({"examples": c.examples_run}).encode())
    if c.ok and not _warned_by_examples(c):
        cache.put_bytes(k, json.dumps({"examples": c.examples_run}).encode())
    return c


def _warned_by_examples(c: Compiled) -> bool:
    """Whether running the examples warned (W502): such a run is not kept as passed, so that the
    next check runs them again and says it again (a kept count would hide it)."""
    return any(d.code == "W502" for d in c.report.diagnostics)


def _behaviour(c: Compiled) -> str:
    """A lowered book's `behaviour_key`."""
    from .to_json import dumps, export
    data = export(c.ir)
    return behaviour_key(c, data, dumps(data))


def _emitted(c: Compiled, behaviour: str | None = None, rest: bytes | None = None) -> str:
    """The book's generated module; with its `behaviour_key`, the part after the prose kept in the
    cache under that key (`emit_python`). `rest`: that part as a forked process made it (None: it
    is taken from the cache, or made here)."""
    from .to_python import emit_python
    try:
        made = rest.decode("utf-8") if rest is not None else None
    except UnicodeDecodeError:
        made = None
    return emit_python(c.ir, c.idx.constructs, behaviour, made)


def _passed_before(behaviour: str) -> int | None:
    """How many examples ran, and passed, for this behaviour before: a build's entry (its first
    line), or a check's; None when neither is kept."""
    for k in (behaviour, "examples-" + behaviour):
        raw = cache.get_bytes(k)
        ran = _examples_count(raw.partition(b"\n")[0]) if raw is not None else None
        if ran is not None:
            return ran
    return None


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


def _bytes_of(book: BookOutputs, root: Path) -> dict[str, bytes]:
    """A book's files' bytes: rendered, or kept in the cache, or (should that entry be gone) the
    book compiled again."""
    if book.files or not book.folder:
        return book.files
    folder = Path(book.folder)
    kept = cache.get(book.kept_as + _FILES)   # (whole: the cache checks the entry's digest)
    if isinstance(kept, dict) and kept.keys() == book.digests.keys() and all(isinstance(v, bytes) for v in kept.values()):
        return kept
    again = _compile_and_render(folder, root)
    if not isinstance(again, BookOutputs) or again.digests != book.digests:
        raise RuntimeError(f"internal error: the outputs of {book.id}, unchanged, differ when compiled again")
    return again.files


# The fields of the rule model that are prose for readers and nothing else: neither the
# generated code's behaviour nor any conformance vector reads them (the module carries them only as
# data, `CLAUSES[...].says`, which neither the runtime nor the vectors read; a test changes them in
# every bundled book and compares the vectors and the examples). `behaviour_key` leaves them out,
# so an edit of a clause's wording reuses the book's vectors and its examples' verdict.
PROSE = {"clauses": ("says", "notes", "doubts", "remarks", "source"), "terms": ("says",)}


def behaviour_key(c: Compiled, data: dict, text: str) -> str:
    """What a book's examples and vectors depend on: the compiler, the book's id, the constructs
    each clause states and its exported rule model `data` (`to_json.export`, which reads back into
    an equal model), written as `text` (`to_json.dumps(data)`, one line per item of each list), less
    its `PROSE`: each clause's and term's line is replaced by its record without those fields. (If
    the lines are not where that layout puts them, the whole text is kept: a key that changes too
    often, never one that misses a change.) The generated module is a function of the same."""
    encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
    lines = text.split("\n")
    for name, drop in PROSE.items():
        records = data.get(name) or []
        if not records:
            continue
        try:
            start = lines.index(f"  {encode(name)}: [") + 1
        except ValueError:
            continue
        block = lines[start:start + len(records)]
        if len(block) == len(records) and all(line.startswith("    {") for line in block) \
                and lines[start + len(records)].startswith("  ]"):
            lines[start:start + len(records)] = [encode({k: v for k, v in r.items() if k not in drop})
                                                 for r in records]
    h = hashlib.sha256(f"behaviour\0{_code_hash()}\0{c.id}\0".encode())
    h.update(encode(c.idx.constructs).encode() + b"\0")
    h.update("\n".join(lines).encode())
    return "behaviour-" + h.hexdigest()


def _kept_behaviour(c: Compiled, raw: bytes | None) -> bytes | None:
    """The vectors of a behaviour entry (`{"examples": n}` line, then the vectors), noting the
    number of examples it ran; None when `raw` is missing or not such an entry."""
    if raw is None:
        return None
    head, _, body = raw.partition(b"\n")
    ran = _examples_count(head)
    if ran is None or not body:
        return None
    c.examples_run = ran
    return body


def _examples_count(line: bytes | None) -> int | None:
    """n from a cache entry's `{"examples": n}` line, or None when it is missing or not that."""
    try:
        ran = json.loads(line)["examples"] if line is not None else None
    except (ValueError, KeyError, TypeError):
        return None
    return ran if type(ran) is int and ran >= 0 else None


def _run_behaviour(c: Compiled, k: str) -> bytes | None:
    """Load the module, run the examples and, when they pass, compute the vectors and keep them
    under `k`; the entry's bytes, or None when an example fails (its errors are in `c.report`)."""
    from .to_json import dumps
    from .to_vectors import vectors
    if c.module is None:
        run_book(c)
    if not c.ok:
        return None
    raw = json.dumps({"examples": c.examples_run}).encode() + b"\n" + dumps(vectors(c)).encode()
    cache.put_bytes(k, raw)
    return raw


def _committed_behaviour(c: Compiled, root: Path, k: str, made: str) -> bytes | None:
    """The book's `vectors.json` in `generated/`, when it was computed from `made` (the same
    package, model and vector code: `vectors_kept`), kept under `k` as if its examples and vectors
    had run here (they passed when that file was written); else None."""
    from .vectors_kept import committed
    from .vectors_version import SCHEMA_VERSION
    body = committed(root / "generated" / c.id / "vectors.json", c.id, made, SCHEMA_VERSION)
    if body is None:
        return None
    c.examples_run = len(c.ir.examples)
    cache.put_bytes(k, json.dumps({"examples": c.examples_run}).encode() + b"\n", body)   # (megabytes: not joined)
    return body


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


def _compile_and_render(folder: Path, root: Path, split: bool = False, eager: bool = False,
                        bare: bool = False) -> BookOutputs | Failed:
    """One book compiled and rendered (`_compiled_and_rendered`), with Python's cyclic garbage
    collector paused throughout (`dsl.collector.collector_paused`)."""
    with collector.collector_paused():
        return _compiled_and_rendered(folder, root, split, eager, bare)


def _compiled_and_rendered(folder: Path, root: Path, split: bool, eager: bool = False,
                           bare: bool = False) -> BookOutputs | Failed:
    """One book compiled and rendered; its module is loaded and run only if its behaviour changed.
    `split`: its pages and aids, examples and vectors in forked processes — in a pool's worker
    when each worker holds one book, and when one book alone is compiled (a designer's edit). A forked process
    copies every page of memory it reads (each object read has its reference count written): for a
    one-clause edit, about 10 % more CPU in all, but the pages and the aid render on the other core
    while this one writes the package and the JSON (193 → 160 ms on an idle machine of two cores;
    no faster on a busy one). `eager`: in a pool's worker, its module is made from the start in a forked process
    too (`book_outputs`). `bare`: in a pool's worker, the outputs come back without their files' bytes
    once these are kept in the cache (`book_outputs`)."""
    key = book_key(folder, root)   # the files as they are before they are read…
    c = compile_book(folder, run=False, emit=not split, keep=not split)
    if book_key(folder, root) != key:   # …and after: a file saved while they were read is not what was
        key = None                      # compiled (kept under its key, the edit would never be built)
    try:
        if not c.ok:
            return Failed(c.id, c.diagnostics(), c.loaded.sources)
        return book_outputs(c, root, split=split, key=key, eager=eager, bare=bare)
    finally:     # (done by the forked process that renders the pages, when there is one)
        _keep_loaded(c)


def _size(path: Path) -> int:
    """A file's size for ordering the work, 0 when it cannot be had (the load reports why)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _can_fork() -> bool:
    """Can a book's pages, examples and vectors run in forked processes, on another core?"""
    return (os.cpu_count() or 1) > 1 and hasattr(os, "fork") and sys.platform.startswith("linux")


def outputs_of_all(root: Path, progress=lambda message: None,
                   compiled: set | None = None) -> tuple[list[BookOutputs], list[Failed]]:
    """The outputs of every bundled book, and the books that failed. An unchanged book's outputs
    come from the cache; the others are compiled, in parallel processes when there are several
    (largest first, so the cores finish together). `compiled`: given, the folders of the books
    compiled (not taken from the cache) are added to it."""
    results: dict[Path, BookOutputs | Failed] = {}
    todo = []
    for folder in book_folders(root):
        reused = cached_outputs(folder, root)
        if reused is not None:
            progress(f"{folder.name}: unchanged")
            results[folder] = reused
        else:
            progress(f"compiling {folder.name} …")
            todo.append(folder)
    if compiled is not None:
        compiled.update(todo)
    workers = min(len(todo), os.cpu_count() or 1)
    import multiprocessing
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        from concurrent.futures import ProcessPoolExecutor

        load_stages()   # what every worker needs, loaded once here: the forked workers inherit it
        todo.sort(key=lambda f: -sum(_size(p) for p in rules_files(f)))
        # (`start_worker`: a killed build takes its workers with it, and each keeps its heap)
        from .workers import hold_signals, looked_up_for_children, release_signals, start_worker, stop_workers
        looked_up_for_children()
        collector.freeze()   # the workers' collectors leave what they inherit alone (no page of it copied for them)
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                     initializer=start_worker, initargs=(os.getpid(),)) as pool:
                # A book's pages, examples and vectors fork off its worker only when each worker
                # holds one book, so that a worker done early lends its core to the largest book.
                # With more books than workers, the cores are full anyway: the forks then only cost
                # (their copied pages: four books on two cores took 2.5 s of CPU and 1.43 s against
                # 2.3 s and 1.22 s without them, medians of 12 cold builds).
                split = [_can_fork() and len(todo) <= workers] * len(todo)
                # (the workers forked, with Ctrl-C and SIGTERM held, `hold_signals`: each book
                # comes back without its files' bytes, kept in the cache: the build reads them
                # only to write one, `_bytes_of`)
                try:
                    held = hold_signals()
                    try:
                        compiled = pool.map(_compile_and_render, todo, [root] * len(todo), split, split,
                                            [True] * len(todo))
                    finally:
                        release_signals(held)
                    meanwhile = _done_meanwhile(root)
                    for folder, result in zip(todo, compiled):
                        results[folder] = result
                except BaseException:   # Ctrl-C, a signal: the workers, which ignore Ctrl-C, stop with the build
                    stop_workers(pool)
                    raise
                meanwhile.join()
                # Every book is here: the workers exit on their own, the build does not wait for
                # them (each frees hundreds of megabytes; 20-60 ms). The pool's thread reaps them
                # (and a command's exit waits for that thread); on an error, `with` waits as ever.
                pool.shutdown(wait=False)
        finally:
            collector.unfreeze()
    else:   # one book (a designer's edit): its pages render on the other core, when there is one
        for folder in todo:
            results[folder] = _compile_and_render(folder, root, split=len(todo) == 1 and _can_fork())
    ordered = [_unless_taken(results, f, root) for f in book_folders(root)]
    return [r for r in ordered if isinstance(r, BookOutputs)], [r for r in ordered if isinstance(r, Failed)]


def _done_meanwhile(root: Path):
    """A thread doing, while the workers compile, what the build's end needs and no book: reading
    the digests of `generated/`'s files (`disk_digests`, which keeps them in the cache with each
    file's status), so that the comparison that ends the build reads none of them again (a first
    build, or any after the cache was emptied, read about 20 MB after the last book, while a core
    was idle), and making the JSON Schemas (`schema_files`, kept in the cache: about 0.09 s, most
    of it importing the vector code, which a build that takes the committed vectors loads for
    nothing else). Started once the workers are forked: no process is forked while it runs."""
    import threading
    from .disk_digests import digests

    def work() -> None:
        try:
            digests(root / "generated")
            schema_files()
        except Exception:   # (only a head start: the build's end does whatever this did not)
            pass
    thread = threading.Thread(target=work, name="done-meanwhile", daemon=True)
    thread.start()
    return thread


def _unless_taken(results: dict, folder: Path, root: Path) -> BookOutputs | Failed:
    """The book of `folder`, or, when a book in a folder before it has the same id (both would be
    written to generated/<id>/, the later over the earlier), or one that differs only in case (one
    folder where the file system ignores case), E101 at its header."""
    result = results[folder]
    if not isinstance(result, BookOutputs):
        return result
    taken = id_taken(folder, result.id, {f: r.id for f, r in results.items() if isinstance(r, BookOutputs)}, root)
    if taken is None:
        return result
    diagnostic, source = taken
    return Failed(result.id, [diagnostic], {source.path: source})


def id_taken(folder: Path, book_id: str, ids: dict[Path, str], root: Path):
    """E101 at the header of the book of `folder` (id `book_id`) when a book in a folder before it
    (`ids`: folder → book id) has the same id, or one that differs only in case; with the file it
    is in (`SourceFile`, to show the line). None when the id is its own. `rules build` (every book)
    and `rules check` (every book named) both ask."""
    earlier = next((f for f, other in ids.items() if f != folder and other.casefold() == book_id.casefold()
                    and str(f) < str(folder)), None)
    if earlier is None:
        return None
    from dsl.diagnostics import Diagnostic
    from dsl.source import SourceFile, Span
    for path in rules_files(folder):
        text = file_fingerprint(path).decode("utf-8", "replace")
        m = next((h for h in BOOK_HEADER.finditer(text) if h.group(1) == book_id), None)
        if m is not None:
            shown, at = display(path, root), m.start(1)
            line, column = text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)
            other = ids[earlier]
            said = (f"the book id {book_id} is also the id of {display(earlier, root)}" if other == book_id else
                    f"the book id {book_id} differs only in case from {other}, the id of {display(earlier, root)}: "
                    "one folder in generated/ on Windows and macOS")
            return Diagnostic(
                "E101", said, Span(shown, line, column, line, column + len(book_id)),
                "every book's id names its own folder in generated/ and its Python package: give one of them "
                "another id"), SourceFile(shown, text)
    return None


def _shared_files(books: list[BookOutputs], root: Path, docs: dict[str, bytes]) -> dict[str, bytes]:
    """The files of no one book: the site's index and hand-written pages (`docs`), and the JSON Schemas."""
    from .to_site import site_files
    files = {f"site/{rel}": data for rel, data in site_files([b.summary for b in books], root, docs).items()}
    files.update({f"schemas/{name}": data for name, data in schema_files().items()})
    return files


def load_stages() -> None:
    """The grammar's tables, the stages' modules (every one a book's compile imports), the JSON
    export's functions and the compiled templates, loaded in this process: before it forks its
    workers, so that each worker does not load them again, and by `rules build --watch`, so that
    the first edit's build does not wait for them. (Not the lexer's scanners: all of them cost
    about 0.1 s here, before any worker starts, against about 0.05 s in each worker, for the states
    its books meet, while the other worker works too.)"""
    from dsl.parser import parser
    parser()
    from dsl import compact_json, index, loader, lower, prose  # noqa: F401  (a load reads and writes the cache with them)
    from . import to_aid, to_json, to_python, to_site, vectors_kept, vectors_version, workers  # noqa: F401  (for the workers)
    from dsl.ir_json import book_writer
    book_writer()   # the JSON export's writers, bound once for every worker (their key read)
    from .templating import environment
    env = environment()
    for name in env.list_templates(extensions=["j2"]):
        env.get_template(name)


def write_files(files: dict[str, bytes], dest: Path) -> None:
    """Write `files` (relative paths and bytes) under `dest`."""
    for rel, data in files.items():
        path = dest / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def schema_files() -> dict[str, bytes]:
    """The JSON Schemas of every book.json (derived from the rule model) and vectors.json
    (docs/json.md). They depend on the compiler alone, so they are kept in the cache under its hash
    (as one JSON object of names and texts), and in this process once read or made (a resident
    build, `--watch`, reads them once)."""
    k = "schemas-" + _code_hash()
    made = _SCHEMAS.get(k)
    if made is not None:
        return dict(made)
    _SCHEMAS[k] = made = _schema_files(k)
    return dict(made)


_SCHEMAS: dict[str, dict[str, bytes]] = {}   # the compiler's hash → its JSON Schemas (`schema_files`)


def _schema_files(k: str) -> dict[str, bytes]:
    raw = cache.get_bytes(k)
    if raw is not None:
        try:
            kept = json.loads(raw)
        except ValueError:
            kept = None
        if isinstance(kept, dict) and kept and all(isinstance(v, str) for v in kept.values()):
            return {name: text.encode() for name, text in kept.items()}
    from dsl.ir_schema import book_schema

    from .vectors_schema import vectors_schema
    texts = {name: json.dumps(schema, indent=1, ensure_ascii=False) + "\n"
             for name, schema in (("book.schema.json", book_schema()), ("vectors.schema.json", vectors_schema()))}
    cache.put_bytes(k, json.dumps(texts).encode())
    return {name: text.encode() for name, text in texts.items()}


def stale_files(files: dict[str, bytes | str], tree: Path) -> list[str]:
    """Relative paths that differ between `files` (each file's bytes, or their SHA-256) and the
    tree on disk (added, removed or changed)."""
    from .disk_digests import digests
    on_disk = digests(tree)
    diffs = []
    for rel in sorted(files.keys() | on_disk.keys()):
        want = files.get(rel)
        if isinstance(want, bytes):
            want = hashlib.sha256(want).hexdigest()
        if want is None or on_disk.get(rel) != want:
            diffs.append(rel)
    return diffs


def build(root: Path, books: list[BookOutputs], check: bool = False, key: str | None = None) -> list[str]:
    """Render all outputs; with `check`, return the stale paths and change nothing. Files are
    compared with `generated/` by their digests; a new tree takes the files that did not change
    from the old one (linked, else copied) and writes the others. `key`: the `build_key` taken
    before the books were compiled; what was written is recorded under it only when the inputs
    still have it (a file saved during the build: nothing recorded, and the next build compiles it),
    and when each book's outputs were made from its files as they are now (`made_from`: a file
    changed B → A → B during the build has the key it had at the start and at the end, but a book
    compiled, or taken from the cache, while it held A, gives A's outputs, never to be recorded as B's)."""
    from .docs_files import pages
    generated = root / "generated"
    docs = pages(root)    # (read once: copied into the site, and keying what is recorded)
    shared = _shared_files(books, root, docs)
    written = {rel: digest for b in books for rel, digest in b.digests.items()}
    written.update({rel: hashlib.sha256(data).hexdigest() for rel, data in shared.items()})
    keys = [book_key(folder, root) for folder in book_folders(root)]   # (read once: `now` and each book's)
    now = build_key(root, docs, keys)
    if (key is None or key == now) and all(b.made_from in keys for b in books):
        cache.put_bytes(now, json.dumps(written, sort_keys=True).encode())
    stale = stale_files(written, generated)
    if check or not stale:
        return stale
    changed = set(stale)
    files: dict[str, bytes] = dict(shared)
    for b in books:
        if changed & b.digests.keys():
            files.update(_bytes_of(b, root))
    from .disk_digests import record
    from .swap import replace_tree, target
    old = target(root)
    replace_tree(root, lambda dest: _write_tree(written, files, changed, old, dest))
    record(generated, written)
    return stale


def _write_tree(written: dict[str, str], files: dict[str, bytes], changed: set[str], old: Path, dest: Path) -> None:
    """Write the tree of `written` under `dest`: a file that did not change is linked to the same file
    of `old` (or copied, where links cannot be made), the others written from `files`."""
    import shutil
    for rel in written:
        if rel not in changed:
            path = dest / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.link(old / rel, path)
            except OSError:
                shutil.copyfile(old / rel, path)
    write_files({rel: files[rel] for rel in written if rel in changed}, dest)
