"""`rules check` and `rules build` (with `--check` and `--watch`): books checked and their
diagnostics and verdicts said; generated/ built, or judged stale, under the build's lock. Fed by:
the command line (`cli_parser`), the targets `cli_shared` resolves; runs `pipeline` (imported only
when something is to be checked or built: the no-op `rules build --check` asks `freshness` only).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from . import freshness, streams
from .cli_shared import UsageError, _print_diagnostics, _targets, _unread_files, _warn_fonts, _warn_undrawn


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def cmd_check(args, root: Path) -> int:
    from dsl.diagnostics import render, render_json

    from . import pipeline
    from .check_report import Checked, hidden_notes_hint, not_written_ids, not_written_line
    from .scope import target_of
    compiled: dict[Path, object] = {}
    targets = [target_of(p) for p in _targets(root, args.targets)]
    for target in targets:
        if target.path not in compiled:
            compiled[target.path] = pipeline.check_book(target.path, draft=args.draft)
    # Books checked together: one whose id another before it has (or has but for case) is E101, as in
    # `rules build` (both would be generated/<id>/).
    ids = {path: c.id for path, c in compiled.items() if path.is_dir() and c.id}
    taken = {path: pipeline.id_taken(path, ids[path], ids, root) for path in ids}
    for path, found in taken.items():
        if found is not None:
            compiled[path].sources.setdefault(found[1].path, found[1])
    checked = [Checked(t, compiled[t.path], root, (taken[t.path][0],) if taken.get(t.path) else ())
               for t in targets]
    diags = [d for x in checked for d in x.diagnostics(notes=args.notes)]
    args.verdict = 1 if any(x.failed for x in checked) else 0   # (kept if the reader goes away: `main`)
    if args.format == "json":
        if args.draft:     # the diagnostics and the list the text report ends with, in one object
            from dsl.diagnostics import json_text
            streams.write_json(json_text({"diagnostics": [d.as_json() for d in diags],
                                          "not_written": not_written_ids(checked)}) + "\n")
        else:
            streams.write_json(render_json(diags) + "\n")
        return 1 if any(x.failed for x in checked) else 0
    sources = {k: v for c in compiled.values() for k, v in c.sources.items()}
    for line in filter(None, (x.context() for x in checked)):
        print(line, file=sys.stderr)
    for d in diags:
        print(render(d, sources), file=sys.stderr)
    for x in checked:
        print(x.verdict(), file=sys.stderr)
    hint = None if args.notes or args.quiet else hidden_notes_hint(checked)
    if hint:
        print(hint, file=sys.stderr)
    missing = not_written_line(checked) if args.draft else None
    if missing:
        print(missing, file=sys.stderr)
    return 1 if any(x.failed for x in checked) else 0


def cmd_build(args, root: Path) -> int:
    if getattr(args, "watch", False):
        if args.check:
            raise UsageError("--watch builds after each change; --check changes nothing: give one of them")
        from .watch import watch
        first = True

        def build() -> int:   # after the first build, a usage error (rulebooks/ gone for a moment, as a
            nonlocal first    # checkout does; generated/ not writable) is said, and the watch goes on
            try:
                return _build_once(args, root)
            except (UsageError, freshness.UnreadableFolder) as err:
                if first:
                    raise
                print(f"rules build: error: {err}", file=sys.stderr, flush=True)
                return 2
            finally:
                first = False
        return watch(build, root, 0.1 if args.interval is None else args.interval)
    if getattr(args, "interval", None) is not None:
        raise UsageError("--interval is the time between looks of --watch: give --watch too, or leave --interval out")
    return _build_once(args, root)


def _build_once(args, root: Path) -> int:
    from .docs_files import DocsError
    from .swap import locked, remove_leftovers
    if not freshness.book_folders(root):   # a build of no book would empty generated/ of every book
        raise UsageError(f"no rulebooks found under {root / 'rulebooks'}{_unread_files(root)}: nothing to build "
                         "(generated/ left unchanged)")
    with locked(root, lambda: print("waiting for another build of this project to finish …", file=sys.stderr,
                                    flush=True)):
        if not args.check:
            remove_leftovers(root)   # what a killed build left (no build of this project runs now)
        try:
            return _build_locked(args, root)
        except DocsError as err:
            print(f"rules build: error: {err}\nbuild failed; generated/ left unchanged", file=sys.stderr)
            return 1


def _build_locked(args, root: Path) -> int:
    from .swap import NotAFolder, target
    start = time.perf_counter()
    try:
        target(root)   # a generated/ that is a file, or a link to no folder: said before any book is compiled
    except NotAFolder as err:
        raise UsageError(str(err)) from None
    key = freshness.build_key(root)   # (the inputs as they are now: a file saved during the build changes it)
    if freshness.up_to_date(root, key):   # generated/ is what an earlier build of these very inputs wrote
        books = freshness.book_folders(root)
        for folder in books:
            print(f"{folder.name}: unchanged", file=sys.stderr)
        took = time.perf_counter() - start
        if args.check:
            print(f"generated/ is up to date ({took:.2f}s)", file=sys.stderr)
        else:
            print(f"built {_n(len(books), 'book')} into generated/ (0 files changed, {took:.2f}s)", file=sys.stderr)
        return 0
    from . import pipeline     # (the stages: imported only when something is to be built)
    compiled: set[Path] = set()
    outputs, failed = pipeline.outputs_of_all(root, lambda message: print(message, file=sys.stderr, flush=True),
                                              compiled)
    errors = _print_diagnostics(failed, "text", sys.stderr, notes=False)
    for book in outputs:   # the warnings of the books compiled now (an unchanged book's: `rules check`)
        if book.warnings and (not book.folder or Path(book.folder) in compiled):
            print("\n".join(book.warnings), file=sys.stderr)
    if errors:
        print(f"build failed: {errors} error(s); generated/ left unchanged", file=sys.stderr)
        if any(d.code == "E201" for c in failed for d in c.diagnostics()):
            # A draft is checked, never built: a web book of dead links is not an output.
            print("writing top-down? `rules check --draft` lists the clauses not written yet",
                  file=sys.stderr)
        return 1
    print("writing outputs …", file=sys.stderr, flush=True)
    try:
        stale = pipeline.build(root, outputs, check=args.check, key=key)
    except OSError as err:   # a project or generated/ that cannot be written, a full disk: the machine, not a bug
        where = "" if err.filename in (None, str(root / "generated")) else f" ({err.filename})"
        raise UsageError(f"cannot write {root / 'generated'}: {err.strerror or err}{where}; "
                         "generated/ left unchanged") from None
    took = time.perf_counter() - start
    if args.check:
        if stale:
            print("generated/ is stale; run `rules build`. Differs:", file=sys.stderr)
            for path in stale[:50]:
                print(f"  {path}", file=sys.stderr)
            return 1
        print(f"generated/ is up to date ({took:.2f}s)", file=sys.stderr)
        return 0
    print(f"built {_n(len(outputs), 'book')} into generated/ ({_n(len(stale), 'file')} changed, {took:.2f}s)",
          file=sys.stderr)
    aids = [p for p in stale if Path(p).name.startswith("aid")]
    _warn_fonts(aids)
    _warn_undrawn(root, [root / "generated" / p for p in aids if p.endswith(".html")])
    return 0
