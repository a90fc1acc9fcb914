"""The build: every bundled rulebook → `generated/`, written elsewhere first, then swapped in.
Fed by: the rulebook folders; calls the front end and every back end, through `book_compile` (one
book compiled) and `book_render` (its outputs rendered).

`build` compiles and renders every book (`outputs_of_all`: a pool of forked processes when several
books changed), adds the files of no one book (the site's index and pages, the JSON Schemas), and
either compares them with `generated/` (`--check`) or writes them into a temporary tree that
replaces `generated/` in one rename, so a failed build never leaves a half-written tree.

A build with nothing to do does none of that: `up_to_date` keys the whole output by the compiler,
each book's files and `docs/` (`build_key`), and when an earlier build of that key recorded the
digest of every file it wrote (its manifest, kept in the cache) and `generated/` holds exactly those
files, it is up to date. The front end and the back ends are imported only when a book is compiled,
so such a build loads none of them.

(`compile_book`, `check_book`, `book_outputs` and the rest that other modules import from here are
defined in `book_compile` and `book_render`.)
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

from dsl import cache, collector
from dsl.files import BOOK_HEADER, display, file_fingerprint, rules_files

from .book_compile import PROSE, Compiled, behaviour_key, check_book, compile_book, run_book  # noqa: F401
from .book_render import _FILES, BookOutputs, Failed, _keep_loaded, book_outputs, cached_outputs
from .freshness import (_code_hash, library_versions, book_folders, book_key, build_key, manifest,  # noqa: F401
                        project_root, up_to_date)


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
