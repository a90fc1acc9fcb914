"""The `rules` commands that read one compiled book: `export` (its JSON, or its vectors),
`coverage` (a source text's sections, or the numbers of its prose), `aid` (its player aids),
`explain` (an expression's walk) and `odds` (the chances of its dice tables). Fed by: the command
line (`cli_parser`) and the book `pipeline.compile_book` gives (`_one_book`); each imports the back
end it runs only when it runs.
"""
from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from dsl.files import display

from . import freshness, streams
from .cli_shared import UsageError, _print_diagnostics, _targets, _text_argument, _warn_fonts, _warn_undrawn


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
