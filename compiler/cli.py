"""The `rules` command (also `python -m compiler`). Fed by: `pipeline`.

    rules check [BOOK|PATH ...] [--format text|json] [--notes|--quiet] [--draft]
    rules build [--check]
    rules export BOOK --format json
    rules coverage BOOK --source FILE | --numbers [--words]
    rules explain BOOK EXPRESSION
    rules odds BOOK [TABLE] [--drm N] [--shift N] [--json]
    rules aid BOOK [--paper a4|letter] [--out DIR]
    rules new GAME [--title TITLE]
    rules diff OLD NEW [--json] [--examples]
    rules fmt [BOOK|PATH ...] [--check] [--diff]
    rules conform BOOK (--engine CMD | --python MODULE:FUNCTION) [--clause C] [--construct X] [--id ID] [--junit FILE] [--timeout S]
                  [--start-timeout S]
    rules lsp

Exit codes: 0 clean, 1 errors (or stale output, or missing coverage), 2 usage or a missing system
library (named, with the command that installs it). Bad input is reported as diagnostics; an unexpected
exception is reported as an internal error. A reader that closes the pipe early (`| head`) is a normal end.
"""
from __future__ import annotations

import argparse
import contextlib
import errno
import os
import re
import sys
import time
from pathlib import Path

from dsl.files import display, unaskable

from . import freshness, streams
from .system_libraries import AidNotPrinted, MissingSystemLibrary


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


def _one_book(root: Path, name: str, examples_may_fail: bool = False):
    """The book compiled, or None (its errors printed). With `examples_may_fail` (`rules explain`),
    a book whose only errors are its examples' (E500, E501) is given too, its module built: a
    designer asks why an example fails with the rules as they are now."""
    from . import pipeline
    from .scope import target_of
    c = pipeline.compile_book(target_of(_targets(root, [name])[0]).path)   # a file of a book: the book
    if not c.ok:
        _print_diagnostics([c], "text", sys.stderr, notes=False)
        failing = {d.code for d in c.loaded.report.errors + c.report.errors}
        if examples_may_fail and c.module is not None and failing <= {"E500", "E501"}:
            print(f"rules explain: the examples above fail; what follows is what the rules give now",
                  file=sys.stderr)
            return c
        return None
    return c


def cmd_export(args, root: Path) -> int:
    from .to_json import dumps, export
    from .to_vectors import vectors
    from .vectors_kept import computed_from, stamp
    c = _one_book(root, args.book)
    if c is None:
        return 1
    book_json = dumps(export(c.ir))
    if args.format == "json":
        streams.write_json(book_json)
    else:   # as generated/<book>/vectors.json holds them
        streams.write_json(stamp(dumps(vectors(c)).encode(), computed_from(c.python, book_json)).decode())
    return 0


def cmd_coverage(args, root: Path) -> int:
    from .coverage import coverage_report
    if args.source is not None and not args.source.strip():
        raise UsageError("--source was given an empty value: give the source text to cover, --source FILE")
    if args.words and not args.numbers:
        raise UsageError("--words adds numbers written as words to --numbers: give --numbers too")
    if not args.source and not args.numbers:
        raise UsageError("say what to cover: --source FILE (sections of a source text) or --numbers")
    if args.source and args.numbers:
        raise UsageError("--source and --numbers are two reports: give one of them")
    c = _one_book(root, args.book)
    if c is None:
        return 1
    if args.numbers:
        return _number_coverage(c, args)
    source = Path(args.source)
    if not source.is_file():
        raise UsageError(f"source file {args.source!r} " + (
            "is a folder: give the text file in it" if source.is_dir() else
            "is not a regular file (a device, a pipe or a socket): give the source's text, saved as a file"
            if source.exists() else "not found"))
    try:
        data = source.read_bytes()
        text = data.decode("utf-8-sig")
    except OSError as err:
        raise UsageError(f"cannot read source file {args.source!r}: {err.strerror or err}") from None
    except UnicodeDecodeError as err:   # (the line of the first byte that is not UTF-8, as for a .rules file)
        line = data.count(b"\n", 0, err.start) + 1
        raise UsageError(f"source file {args.source!r} is not UTF-8 text: line {line} holds the byte "
                         f"0x{data[err.start]:02x}; save the source as UTF-8 and run the command again") from None
    from dsl.limits import visible
    missing, total, numbered = coverage_report(c.loaded.book, text)
    counted = [x for x in missing if (x.kind == "section") == numbered]
    args.verdict = 1 if counted else 0   # (kept if the reader goes away: `main`)
    for x in missing:
        # (a title from the source, as the terminal can show it: cut, and no control character raw)
        title = visible(x.title if len(x.title) <= 80 else x.title[:79] + "…")
        what = f"section {x.label} ({title})" if x.kind == "section" else f"heading {title!r}"
        info = "" if (x.kind == "section") == numbered else " (for information)"   # (not `x in counted`: the square)
        how = "" if x.spelled else " by its words (not compared for a near spelling: past what one report compares)"
        print(f"{source}:{x.line}: {what} has no clause{how}{info}")
    unit = "numbered sections" if numbered else "headings"
    print(f"{c.id}: {total - len(counted)}/{total} {unit} have a clause", file=sys.stderr)
    unspelled = sum(not x.spelled for x in missing)
    if unspelled:
        from .coverage import MAX_COMPARED
        print(f"{c.id}: {unspelled:,} of the headings above were matched as whole words only, not compared for a "
              f"near spelling: one report compares at most {MAX_COMPARED:,} characters so (a few seconds); any of "
              f"them may be a title spelled nearly alike", file=sys.stderr)
    return 1 if counted else 0


def _number_coverage(c, args) -> int:
    """Numbers a clause's prose states that none of its constructs carries."""
    from .number_coverage import uncarried
    found = uncarried(c.ir, words=args.words)
    args.verdict = 1 if found else 0   # (kept if the reader goes away: `main`)
    for x in found:
        print(f"[{x.clause}] {f'{x.word} ({x.number})' if x.word else x.number}: {x.says}")
    clauses = len({x.clause for x in found})
    print(f"{c.id}: {len(found)} number{'s' * (len(found) != 1)} in the prose of {clauses} "
          f"clause{'s' * (clauses != 1)} {'is' if len(found) == 1 else 'are'} in no formal construct", file=sys.stderr)
    return 1 if found else 0


def cmd_aid(args, root: Path) -> int:
    from .to_aid import write_aids
    c = _one_book(root, args.book)
    if c is None:
        return 1
    if not c.loaded.book.aids:
        raise UsageError(f"book {c.id} declares no `aid` block")
    if args.out is not None and not args.out.strip():
        raise UsageError("--out takes a folder (aid.html and aid.pdf are written into it); an empty name is none: "
                         "give a folder, or leave --out out for generated/BOOK/")
    own = root / "generated" / c.id
    if args.out is None and Path(c.loaded.folder).resolve() not in {f.resolve() for f in freshness.book_folders(root)}:
        raise UsageError(f"{args.book} is not a book of this project's rulebooks/, so its aid has no folder in "
                         f"{display(root / 'generated', root)}/ (one there would be taken for a stale output of the "
                         f"build): give --out FOLDER")
    folder = Path(args.out) if args.out else own
    _refuse_a_file(folder, "--out" if args.out else None)
    in_generated = _refuse_the_project(folder, own, root)
    from .swap import locked
    try:
        with locked(root) if in_generated else contextlib.nullcontext():   # (generated/ is the build's: one writer at a time)
            folder.mkdir(parents=True, exist_ok=True)
            written = write_aids(c, folder, previous=folder, paper=args.paper)
    except OSError as err:   # a folder that cannot be made or written: the user's path, not a bug
        raise UsageError(f"cannot write the aid into {folder}: {err.strerror or err}") from None
    for path in written:   # (as the warnings below name them: generated/BOOK/aid.html, not an absolute path;
        print(path if args.out else display(Path(path), root))   # a folder given by --out, as given)
    _warn_fonts(written)
    _warn_undrawn(root, [Path(p) for p in written if str(p).endswith(".html")], c.id)
    return 0


def _refuse_the_project(folder: Path, own: Path, root: Path) -> bool:
    """UsageError for an --out among the sources (rulebooks/, docs/: an aid.html there sat among the
    rulebooks, and a folder made there blocked `rules new`) or in generated/ other than the book's own
    folder (`--out generated/changsha` overwrote Changsha's aid with Shanghai's); else whether it is
    that folder (written under the build's lock)."""
    real = Path(os.path.realpath(folder))
    for part in ("rulebooks", "docs"):
        if real.is_relative_to(os.path.realpath(root / part)):
            raise UsageError(f"--out {folder} is in {part}/, among the sources a build reads: give a folder "
                             "outside them, or leave --out out for generated/BOOK/")
    if not real.is_relative_to(os.path.realpath(root / "generated")):
        return False
    if real != Path(os.path.realpath(own)):
        raise UsageError(f"--out {folder} is in generated/, the build's outputs, but not this book's folder "
                         f"{display(own, root)}: leave --out out to write there, or give a folder outside generated/")
    return True


def _refuse_a_file(folder: Path, option: str | None) -> None:
    """UsageError when `folder`, or a folder above it, is something other than a folder (a file:
    `mkdir` said only "File exists"), saying what `option` expects."""
    for part in (folder, *folder.parents):
        if os.path.lexists(part):
            if part.is_dir():
                return
            given = f"{option} takes a folder (aid.html and aid.pdf are written into it, made if missing)" \
                if option else "the aid is written into a folder"
            why = "not a folder" if part == folder else "a file, so no folder can be made inside it"
            raise UsageError(f"{given}; {part} is {why}: give a folder (new or existing), e.g. "
                             f"{option or '--out'} {part.parent / 'aid'}")


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


def cmd_explain(args, root: Path) -> int:
    from dsl.diagnostics import render

    from .explain import run_walk
    c = _one_book(root, args.book, examples_may_fail=True)
    if c is None:
        return 1
    args.expression = _text_argument(args.expression)
    byte = next((ord(ch) - 0xDC00 for ch in args.expression if "\udc80" <= ch <= "\udcff"), None)
    if byte is not None:   # (a byte the terminal's encoding could not read, which Python kept as a lone surrogate)
        raise UsageError(f"the expression is not UTF-8 text (it holds the byte 0x{byte:02x}): write it in UTF-8")
    explained = run_walk(args.expression, c)
    lines = explained.lines
    for d in explained.diagnostics:
        print(render(d, explained.sources), file=sys.stderr)
    if lines is None:
        return 1
    from dsl.limits import visible
    print(visible("\n".join(lines)))   # a clause's NUL, U+202E or terminal escape never reaches the terminal
    if args.html is None and args.pdf is None:
        return 0
    from .explain_html import page
    html = page(c, args.expression, lines, explained.walk)
    written = [(args.html, lambda: html.encode("utf-8"))] if args.html is not None else []
    if args.pdf is not None:
        from .system_libraries import MissingSystemLibrary
        from .to_aid import render_pdf
        written.append((args.pdf, lambda: render_pdf(html)))
    for path, content in written:
        try:
            data = content()
        except (ImportError, MissingSystemLibrary) as err:   # (a machine without the aids' printing libraries)
            print(f"rules explain: cannot print {path}: {err}", file=sys.stderr)
            return 1
        try:
            path.write_bytes(data)
        except OSError as err:
            print(f"rules explain: cannot write {path}: {err.strerror or err}", file=sys.stderr)
            return 1
    return 0


def cmd_odds(args, root: Path) -> int:
    c = _one_book(root, args.book)
    if c is None:
        return 1
    from .odds import dice_tables, report, shifts, text
    tables = dice_tables(c.ir)
    if args.table is not None and args.table not in {t.id for t in tables}:
        ids = sorted(t.id for t in tables)
        other = next((t for t in c.ir.tables if t.id == args.table), None)
        if other is not None:
            raise UsageError(f"table {args.table} ({other.title}) is not read by a roll of dice: its chances are not "
                             f"counted; its dice tables are {', '.join(ids) or 'none'}")
        import difflib
        near = difflib.get_close_matches(args.table, [t.id for t in c.ir.tables], n=1)
        raise UsageError(f"{c.ir.id} has no table {args.table!r}"
                         + (f" (did you mean {near[0]}?)" if near else "")
                         + f"; its dice tables are {', '.join(ids) or 'none'}")
    named = next((t for t in tables if t.id == args.table), None)
    if named is not None and args.shift and not shifts(named):
        raise UsageError(f"table {named.id} ({named.title}) has named columns, not columns in an order: "
                         f"a column shift does not apply to it; leave --shift out")
    found = report(c.ir, c.module.TABLES, args.drm, args.shift, args.table)
    if args.json:
        import json
        streams.write_json(json.dumps(found, ensure_ascii=False, indent=2) + "\n")
    else:
        from dsl.limits import visible
        print(visible("\n".join(text(found, c.ir.title))))
    return 0


def _modifier_number(text: str) -> int:
    """A die-roll modifier or a column shift: a whole number of at most 1,000 either way."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if abs(n) > 1000:
        raise argparse.ArgumentTypeError(f"{text} is too far: give a number from -1000 to 1000")
    return n


def cmd_conform(args, root: Path) -> int:
    from dsl.collector import collector_resumed
    from .conform import ConformError, conform
    collector_resumed()     # (an engine's run, and a --python engine's module, make what they make)
    try:
        return conform(args, root)
    except ConformError as err:
        raise UsageError(str(err)) from None


def cmd_diff(args, root: Path) -> int:
    from .diff import DiffError, run
    try:
        if args.json:
            return run(args.old, args.new, True, root, examples=args.examples)
        import io
        from dsl.limits import visible
        out = io.StringIO()
        code = run(args.old, args.new, False, root, out=out, examples=args.examples)
        sys.stdout.write(visible(out.getvalue()))   # a clause's NUL or terminal escape never reaches the terminal
        return code
    except DiffError as err:
        raise UsageError(str(err)) from None


def cmd_new(args, root: Path) -> int:
    import os
    from dsl.loader import display
    from .scaffold import ScaffoldError, new_book
    here = Path.cwd().resolve()
    if "RULES_ROOT" not in os.environ and not here.is_relative_to(root.resolve()):
        root = here          # no project above: this folder becomes one (never the installation's)
    try:
        written = new_book(root, args.game, None if args.title is None else _text_argument(args.title))
    except ScaffoldError as err:
        raise UsageError(str(err)) from None
    for path in written:
        print(display(path, here))
    print(f"next: edit {display(written[0], here)}, check it with `rules check {args.game}`, "
          "and build it with `rules build`", file=sys.stderr)
    return 0


def cmd_fmt(args, root: Path) -> int:
    from . import formatting
    names = []
    for name in args.targets:   # (a folder of books, `rules fmt rulebooks`: each of its books)
        p = Path(name)
        books = sorted(str(f) for f in p.iterdir() if f.is_dir() and freshness.holds_rules(f)) \
            if name.strip() and unaskable(p) is None and p.is_dir() and not freshness.holds_rules(p) else []
        names.extend(books or [name])
    try:
        files = formatting.files_of(_targets(root, names))
    except OSError as err:   # (a folder that cannot be listed)
        raise UsageError(f"cannot list {err.filename}: {err.strerror}") from None
    return formatting.run(files, check=args.check, diff=args.diff, base=root)
def cmd_lsp(args, root: Path) -> int:
    """A language server on stdin and stdout, for the designer's editor (`compiler/lsp.py`)."""
    from .lsp import MissingLibrary, serve
    try:
        return serve()
    except MissingLibrary as err:
        print(f"rules lsp: {err}", file=sys.stderr)
        return 2


def _seconds(most: float, least: float = 0.0):
    """An argparse type: a number of seconds above 0 (at least `least`) and at most `most` (nan, inf
    and 1e10 were accepted, and then hung or ended in an internal error; `--interval 1e-300` made
    the watch a busy loop)."""
    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
        if not (0 < value <= most and value >= least):   # (false for nan)
            lowest = f"at least {least:g}" if least else "above 0"
            raise argparse.ArgumentTypeError(f"{text} is not a number of seconds {lowest} and at most {most:g}")
        return value
    return seconds


def _count(text: str) -> int:
    """An argparse type: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is below 0")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rules", description="Check, compile and export rulebooks written in the rules language.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    c = sub.add_parser("check", help="check rulebooks and run their examples")
    c.add_argument("targets", nargs="*", metavar="BOOK|PATH", help="book ids, rulebook folders or .rules files (default: all)")
    c.add_argument("--format", choices=("text", "json"), default="text")
    shown = c.add_mutually_exclusive_group()
    shown.add_argument("--notes", action="store_true", help="also list the notes: the gaps, doubts and inferences the books record")
    shown.add_argument("--quiet", action="store_true",
                       help="errors and verdicts only, without the line that counts the notes not shown")
    c.add_argument("--draft", action="store_true",
                   help="writing top-down: references to clauses not yet written are warnings, listed once at the end")
    b = sub.add_parser("build", help="compile every rulebook into generated/ and the site sources")
    b.add_argument("--check", action="store_true", help="exit 1 if generated/ is stale; change nothing")
    b.add_argument("--watch", action="store_true",
                   help="build, then build again whenever a rulebook or a docs page changes (Ctrl-C stops)")
    b.add_argument("--interval", type=_seconds(3600, least=0.01), default=None, metavar="S",
                   help="with --watch: seconds between looks for changes, 0.01 to 3600 (default 0.1)")
    e = sub.add_parser("export", help="print a book's JSON export, or its conformance vectors")
    e.add_argument("book")
    e.add_argument("--format", choices=("json", "vectors"), default="json",
                   help="json: the book (docs/json.md); vectors: inputs and expected answers for engines")
    x = sub.add_parser("explain", help="evaluate an expression against a book and say which clauses gave the answer")
    x.add_argument("book")
    x.add_argument("expression", help='e.g. "crt(roll: 7, column: odds(28, 4), shift: -3, attacker: IJA)"')
    x.add_argument("--html", metavar="FILE", type=Path, default=None,
                   help="also write the walk as a printable HTML page to FILE")
    x.add_argument("--pdf", metavar="FILE", type=Path, default=None,
                   help="also print that page to a PDF in FILE (as the aids are printed)")
    o = sub.add_parser("odds", help="the exact chance of each result of a book's dice tables, per column")
    o.add_argument("book")
    o.add_argument("table", nargs="?", help="one table's id (default: every table read by a roll of dice)")
    o.add_argument("--drm", type=_modifier_number, default=0, metavar="N",
                   help="a die-roll modifier added to every roll (default 0)")
    o.add_argument("--shift", type=_modifier_number, default=0, metavar="N",
                   help="a column shift: negative to the left, positive to the right (default 0)")
    o.add_argument("--json", action="store_true", help="the chances as JSON records, with exact fractions")
    v = sub.add_parser("coverage", help="list sections of a source text that have no clause, or numbers in "
                                        "prose that no formal construct carries")
    v.add_argument("book")
    v.add_argument("--source", metavar="FILE", help="the source text whose numbered sections or headings to cover")
    v.add_argument("--numbers", action="store_true",
                   help="list numbers a clause's `says` states that none of its constructs uses")
    v.add_argument("--words", action="store_true",
                   help="with --numbers: numbers written as words too (twice, half, three …)")
    a = sub.add_parser("aid", help="print a book's player aid: HTML with print CSS, and a PDF")
    a.add_argument("book")
    a.add_argument("--paper", choices=("a4", "letter"), type=str.lower,   # `A4`, as an aid's `page` writes it
                   help="paper size (default: the aid's own `page`, A4)")
    a.add_argument("--out", metavar="DIR", help="folder for aid.html and aid.pdf (default: generated/BOOK/)")
    n = sub.add_parser("new", help="start a new rulebook: rulebooks/GAME/00-book.rules, ready to check and build")
    n.add_argument("game", metavar="GAME", help="the book's id: lower-case letters, digits and _ (its Python package)")
    n.add_argument("--title", help='the book\'s title (default: from GAME, e.g. "My Game")')
    d = sub.add_parser("diff", help="what changed in meaning between two versions of a book (errata): "
                                    "clauses, table cells, examples, aid entries")
    d.add_argument("old", metavar="OLD", help="a book folder, a book id, or REV:PATH (a book folder at a git revision)")
    d.add_argument("new", metavar="NEW", help="the same, for the newer version")
    d.add_argument("--json", action="store_true", help="the changes as a list of JSON records")
    d.add_argument("--examples", action="store_true", help="also run the examples against the new rules: those of "
                   "NEW that fail, and those of OLD whose answer the new rules no longer give")
    f = sub.add_parser("fmt", help="lay out .rules files as the bundled books are: indentation, aligned tables")
    f.add_argument("targets", nargs="*", metavar="BOOK|PATH", help="book ids, rulebook folders or .rules files (default: all)")
    f.add_argument("--check", action="store_true", help="change nothing; exit 1 naming each file not laid out yet")
    f.add_argument("--diff", action="store_true", help="print what would change as a unified diff; change nothing")
    k = sub.add_parser("conform", help="run a book's conformance vectors against an engine (docs/conformance.md)")
    k.add_argument("book", help="a book id (its generated/BOOK/vectors.json) or a vectors.json file")
    engine = k.add_mutually_exclusive_group(required=True)
    engine.add_argument("--engine", metavar="CMD", help="a command speaking the JSON-lines protocol on stdin/stdout")
    engine.add_argument("--python", metavar="MODULE:FUNCTION", help="a Python function answering one request (a dict)")
    k.add_argument("--clause", action="append", metavar="C", help="only vectors testing clause C or its sub-clauses")
    k.add_argument("--construct", action="append", metavar="X",
                   help="only vectors of a kind (cell, permission, negative, …) or of a construct id (river_shift)")
    k.add_argument("--id", action="append", metavar="ID", help="only vectors whose id starts with ID or matches a glob")
    k.add_argument("--junit", metavar="FILE", help="also write the results as JUnit XML")
    k.add_argument("--max-failures", type=_count, default=20, metavar="N", help="failures listed in full (default 20)")
    k.add_argument("--strict", action="store_true",
                   help="an unsupported vector fails the run too (exit 1): for a CI that must see every vector pass")
    k.add_argument("--timeout", type=_seconds(86400), default=10.0, metavar="S",
                   help="seconds an engine may take for each answer once it has started, before it is "
                        "stopped (default 10)")
    k.add_argument("--start-timeout", type=_seconds(86400), default=60.0, metavar="S",
                   help="seconds an engine may take to start: to its first answer, or a --python module's import "
                        "(default 60)")
    sub.add_parser("lsp", help="a language server for editors, on stdin and stdout: diagnostics as you type, "
                              "go to clause, hover (docs/cli.md)")
    p.set_defaults(commands=sub.choices)   # each command's own parser, for `_parsed`
    return p


def _parsed(p: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace:
    """The command line read by `p`. An option a command does not know is reported by that
    command's parser, with its usage (`rules build --bogus` showed the top-level usage, which
    lists no option of `build`)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["explain"] and "--" not in argv:   # an expression may start with a minus: `-(2)`, `-max(1, 2)`
        options = {i for i, a in enumerate(argv) if a in ("--html", "--pdf") or a.startswith(("--html=", "--pdf="))}
        options |= {i + 1 for i in options if argv[i] in ("--html", "--pdf")}   # (its own options, and the files they name)
        at = next((i for i, a in enumerate(argv[1:], 1)
                   if a.startswith("-") and a not in ("-h", "--help") and i not in options), None)
        if at is not None:
            argv.insert(at, "--")
    args, unknown = p.parse_known_args(argv)
    command = args.commands.get(args.command)
    if command is not None and args.command != "explain" and any(not a.startswith("-") for a in unknown):
        # a name after an option (`rules odds changsha --drm 1 crt`, `rules fmt a --check b`): argparse
        # reads the names before the first option only, unless told to read them mixed in
        args, unknown = command.parse_known_intermixed_args(
            argv[argv.index(args.command) + 1:], argparse.Namespace(command=args.command, commands=args.commands))
    if unknown:
        (command or p).error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


COMMANDS = {"conform": cmd_conform, "new": cmd_new, "fmt": cmd_fmt, "explain": cmd_explain, "check": cmd_check, "build": cmd_build, "export": cmd_export, "coverage": cmd_coverage, "aid": cmd_aid, "diff": cmd_diff, "odds": cmd_odds, "lsp": cmd_lsp}


def main(argv: list[str] | None = None) -> int:
    if argv is None:            # run as the program: a resident server runs it, when one can (`server_client`)
        _served_or_not()
        _collector_paused_for_the_program()
        _stdin_open()
        _interrupted_once()
    try:
        os.getcwd()
    except OSError:             # (the folder it was started in removed or moved away: every path is relative to it)
        print("rules: error: the current folder no longer exists (it was removed, or moved): change to the "
              "project's folder and run the command again", file=sys.stderr)
        return 2
    from . import streams
    before = streams.wrap()     # output that cannot be written, or encoded, is not an internal error
    try:
        code = _main(argv)
    finally:
        if argv is None:        # the program ends: a further Ctrl-C or signal does not cut its clean-up
            _deaf()             # short (a traceback, and exit status -2, where 130 was due)
        streams.restore(before)
    if argv is None:            # run as the program (`rules`, `python -m compiler`)
        _server_started()
        _end(code)
    return code


def _served_or_not() -> None:
    """A `rules build` or `rules check` handed to a resident build server, when one runs for this
    installation (`server_client`): the program ends with the served command's status. Else the
    command runs here."""
    from . import server_client
    args = sys.argv[1:]
    try:
        code = server_client.served(args) if server_client.wanted(args) else None
    except KeyboardInterrupt:   # (Ctrl-C while it was being handed over: what was handed over is stopped)
        print(f"rules {args[0] if args else ''}: interrupted".rstrip(), file=sys.stderr)
        code = 130
    except Exception:   # (a server is only worth having: whatever went wrong, the command runs here)
        code = None
    if code is not None:
        _flushed()
        os._exit(code)


def _server_started() -> None:
    """After a command a server could have run: one started in the background for the next."""
    from . import server_client
    try:
        server_client.start(sys.argv[1:])
    except Exception:   # (a server is only worth having: the command's own status stands)
        pass


_PROGRAM = False   # run as the program (`main()`), not called by a test or another program


def _interrupted_once() -> None:
    """Ctrl-C raises KeyboardInterrupt once; the presses after it, a common reflex, are ignored while
    the command stops (one landed in its clean-up: a raw traceback, and exit status -2, not 130)."""
    import signal
    global _PROGRAM
    _PROGRAM = True

    def interrupt(signum, frame):
        _deaf()
        raise KeyboardInterrupt
    try:
        if signal.getsignal(signal.SIGINT) is signal.default_int_handler:   # (not when started ignoring it)
            signal.signal(signal.SIGINT, interrupt)
    except (ValueError, OSError):
        pass


def _deaf() -> None:
    """Ctrl-C, SIGTERM and SIGHUP ignored from now on (the program is ending)."""
    import signal
    for signum in (signal.SIGINT, signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if signum is not None:
            try:
                signal.signal(signum, signal.SIG_IGN)
            except (ValueError, OSError):   # (not the main thread, or a signal this system lacks)
                pass


def _stdin_open() -> None:
    """A command started with its standard input closed (`rules conform … <&-`) reads /dev/null
    there: else the first file or pipe it opened took descriptor 0, and `rules conform --python`,
    whose forked engine reads /dev/null as its standard input, closed the kit's own pipe with it
    (every vector failed, "the engine ended its process")."""
    try:
        os.fstat(0)
    except OSError:
        opened = os.open(os.devnull, os.O_RDONLY)
        if opened != 0:
            os.dup2(opened, 0)
            os.close(opened)


def _collector_paused_for_the_program() -> None:
    """Python's cyclic garbage collector off for the whole of a command. Starting one imports the
    pipeline, loads the parser and the stages' modules (about 200 classes made, every one of them
    and their methods living to the end): the collector's passes over that growing heap cost about
    0.1 s of the 0.5 s, and found nothing to free. A build pauses it for each book anyway
    (`dsl.collector.collector_paused`), and a command ends without freeing its objects (`_end`). A
    command that settles into work making garbage for a long time resumes it
    (`dsl.collector.collector_resumed`: `rules build --watch`'s loop, `rules conform`'s runs)."""
    import gc
    gc.disable()


def _end(code: int) -> None:
    """End the program as soon as its work is done: the output flushed, the process pool's thread
    left reaping a build's workers waited for (`pipeline.outputs_of_all`), the exit handlers run
    (`workers.wait_for_children`: what a forked process keeps in the cache is written), then
    `os._exit`. Python's own clean-up would go on to free every object of the process one by one:
    about 0.3 s after a build, which a designer waited for at every `rules build` (the outputs were
    written; nothing is left to write). A thread of someone else's that is still running, which
    Python would wait for, is not waited for (a `rules conform --python` engine's module that
    starts one at import and never ends it: the kit hung after its report), and is said on stderr."""
    import atexit
    import os
    import threading
    pool = getattr(sys.modules.get("concurrent.futures.process"), "_ExecutorManagerThread", None)
    left = []
    for thread in threading.enumerate():
        if thread is threading.main_thread() or thread.daemon or not thread.is_alive():
            continue
        if pool is not None and isinstance(thread, pool):
            thread.join()
        else:
            left.append(thread.name)
    if left and sys.stderr is not None:     # (None: started with its standard error closed)
        print(f"rules: not waiting for threads left running ({', '.join(left[:5])}): the kit starts none "
              "(a --python engine's module does)", file=sys.stderr)
    run_exit_handlers = getattr(atexit, "_run_exitfuncs", None)
    # (a Python without it: its own clean-up, handlers included; and a profiler or a tracer at work,
    # `python -m cProfile -m compiler …`, which writes what it saw once the program has returned)
    if run_exit_handlers is None or sys.getprofile() is not None or sys.gettrace() is not None:
        if left:
            _flushed()
            os._exit(code)
        return
    run_exit_handlers()
    _flushed()
    os._exit(code)


def _flushed() -> None:
    """Standard output and error flushed, as Python's own exit flushes them: neither when it is
    closed (None: the command was started with it closed; or closed since), nor a failure to write."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass


class Stopped(BaseException):
    """SIGTERM or SIGHUP while a command ran: it stops as Ctrl-C stops it (its clean-up runs, a
    build's workers die with it), says so, and exits with the signal's status (128 + its number).
    A BaseException, as KeyboardInterrupt is: no `except Exception` on the way takes it for an error."""

    def __init__(self, signum: int):
        import signal
        super().__init__(signum)
        self.signum, self.name = signum, signal.Signals(signum).name


def _stopped_by_signals():
    """SIGTERM and SIGHUP raise `Stopped` while the command runs (killed by them silently, a build
    said nothing). `--watch` and `rules conform` set their own handlers inside, and put these back."""
    from .signals import handled
    return handled(_stop)


def _stop(signum, frame):
    if _PROGRAM:   # (as for Ctrl-C: a second signal does not cut the stopping short)
        _deaf()
    raise Stopped(signum)


def _interrupted(args, how: str) -> str:
    """What a command stopped by Ctrl-C or a signal says: a build, that `generated/` is whole."""
    said = f"rules {args.command}: {how}"
    if args.command == "build" and not getattr(args, "check", False):
        said += ("; generated/ is as it was, or the new tree whole (it is swapped in at once): "
                 "`rules build --check` says which")
    return said


def _main(argv: list[str] | None) -> int:
    from .streams import OutputError, silence_stdout
    p = parser()
    try:
        args = _parsed(p, argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    if not args.command:
        p.print_help(sys.stderr)
        return 2
    root = freshness.project_root()
    try:
        with _stopped_by_signals():
            code = COMMANDS[args.command](args, root)
        sys.stdout.flush()     # (a full disk says so when the output is flushed)
        return code
    except (UsageError, freshness.UnreadableFolder) as err:
        print(f"rules {args.command}: error: {err}", file=sys.stderr)
        return 2
    except MissingSystemLibrary as err:
        print(f"rules {args.command}: missing system library: {err}", file=sys.stderr)
        return 2
    except AidNotPrinted as err:
        print(f"rules {args.command}: error: {err}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`rules check --format json | head -1`): stop quietly, and keep Python
        # from complaining again when it flushes stdout at exit. The verdict, when the command had
        # reached one before it wrote (`args.verdict`), is kept: a book with errors is not passed.
        silence_stdout()
        return getattr(args, "verdict", 0)
    except OutputError as err:
        silence_stdout()
        print(f"rules {args.command}: error: cannot write the output: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(_interrupted(args, "interrupted"), file=sys.stderr)
        return 130
    except Stopped as err:
        print(_interrupted(args, f"stopped by {err.name}"), file=sys.stderr)
        return 128 + err.signum
    except MemoryError:   # the machine's limit, not a bug: said as such, with what to do
        print(f"rules {args.command}: out of memory: this machine (or its limit on this process) could not "
              "hold the work; give the command more memory, or make the book smaller (what it takes grows with "
              "the book's clauses, tables and examples, however they are split into files)",
              file=sys.stderr)
        return 2
    except Exception as err:  # a bug in this program, never the user's input, unless the machine's limit
        limit = _machine_limit(err)
        if limit is not None:
            print(f"rules {args.command}: {limit}", file=sys.stderr)
            return 2
        print(f"rules: internal error: {type(err).__name__}: {err}\n"
              "This is a bug in the rules compiler, not in your rulebook; please report it.", file=sys.stderr)
        return 3


def _machine_limit(err: Exception) -> str | None:
    """What to say of an error that is a limit of the machine (or of this process), not a bug: too
    few file descriptors (`ulimit -n 16`: the build's pool could not open its pipes), no thread
    startable, a worker process that died (a memory limit: the kernel ends it). None for any other."""
    from concurrent.futures.process import BrokenProcessPool
    if isinstance(err, OSError) and err.errno in (errno.EMFILE, errno.ENFILE):
        import resource
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        return (f"too many open files: this process may open {soft} at most (`ulimit -n`), and the build opens a "
                f"few dozen (its worker processes' pipes); raise the limit (`ulimit -n 1024`) and run it again")
    if isinstance(err, RuntimeError) and "can't start new thread" in str(err):
        return ("no thread could be started: this machine (or its limit on this process: `ulimit -u`, `ulimit -v`) "
                "allows no more; give the command more room and run it again")
    if isinstance(err, BrokenProcessPool):
        return ("a worker process of the build was ended before it finished (by the system: most often a memory "
                "limit, `ulimit -v`, or memory run out; else a crash, which a rerun shows again); give the command "
                "more memory and run it again")
    return None


if __name__ == "__main__":   # (`python -m compiler.cli …` ran nothing and exited 0: `python -m compiler` is the same)
    sys.exit(main())
