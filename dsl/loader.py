"""Front-end driver: a rulebook folder (or one file) → model, symbols and diagnostics.
Fed by: the files on disk. Runs parse → build → resolve → validate, stopping after parsing when
there are syntax errors (a half-read book would only add confusing follow-on errors).
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Mapping

from attrs import define

from . import model as m
from . import cache
from .builder import FileModel, build_file, merge
from .checks import validate
from .collector import collector_paused
from .diagnostics import Report, counted_suggestions
from .files import (display, rules_files, shown as shown_name, unread_look_alikes,  # noqa: F401 (rules_files: part of this module's interface)
                    unreadable_hint, unreadable_position, unreadable_reason, unreadable_text)
from .limits import control_characters, within_limits
from .ir import READ_LINES, line_kind
from .marked import plain
from .parser import parse
from .resolver import Symbols, resolve
from .source import SourceFile, Span

if TYPE_CHECKING:
    from .checks.expressions import FoundTypes
    from .compact_json import Kept


@define
class Loaded:
    folder: Path
    book: m.Book
    symbols: Symbols | None
    report: Report
    sources: dict[str, SourceFile]
    keep: object = None   # with `load(keep=False)`: writes the checked book into the cache when called
    found_types: FoundTypes | None = None   # what the checks of this load found (None: none ran, a warm load)

    @property
    def ok(self) -> bool:
        return not self.report.errors

    def text_of(self, span) -> str:
        """The source text under a span, lines joined: how a construct was written."""
        if span is None or span.path not in self.sources:
            return ""
        src = self.sources[span.path]
        if span.end_line == span.line:
            return src.line(span.line)[span.column - 1: span.end_column - 1]
        lines = [src.line(n) for n in range(span.line, span.end_line + 1)]
        lines[0] = lines[0][span.column - 1:]
        lines[-1] = lines[-1][: span.end_column - 1]
        return " ".join(x.strip() for x in lines)


# A file's shown path → the cache folder and key, the model and the cache entry this process last
# read it as (with the cache on; another cache folder, as an emptied one is, reads it): a resident build (`rules build --watch`) editing one file of a book takes the others' models
# as it made them, rather than reading and decoding their entries again. Models are frozen, and a
# key is the file's path and text and the front end's sources: the same key, the same model. At
# most `_LAST_READ_FILES` files (a few books' worth), the oldest forgotten first.
_LAST_READ: dict[str, tuple[tuple[Path, str], FileModel, Kept | None]] = {}
_LAST_READ_FILES = 256


def _remember(path: str, k: tuple[Path, str], model: FileModel, entry: Kept | None) -> None:
    _LAST_READ.pop(path, None)
    _LAST_READ[path] = (k, model, entry)
    if len(_LAST_READ) > _LAST_READ_FILES:
        del _LAST_READ[next(iter(_LAST_READ))]


def _read_file(src: SourceFile, keep: bool = True) -> tuple[FileModel, Kept | None]:
    """Parse and build one file (or take it from the cache): its model and its diagnostics, and
    its cache entry (None when the cache is off or the model did not fit it), which the whole
    book's entry is made of. Without `keep` (an editor's unsaved text: one at each keystroke), a
    model made afresh is not written into the cache, only remembered in this process, without an entry."""
    k = cache.key(src.path, src.text)
    where = cache.folder()
    last = _LAST_READ.get(src.path)
    if last is not None and last[0] == (where, k) and where is not None:
        return last[1], last[2]
    from . import compact_json
    entry = cache.get_text(k)
    if entry is not None:
        try:
            model = compact_json.decode_file(*entry)
        except Exception:  # data that does not decode, whatever the reason, is simply a miss
            pass
        else:
            _remember(src.path, (where, k), model, entry)
            return model, entry
    report = Report()
    control_characters(src, report)
    built = build_file(src.path, within_limits(parse(src, report), src, report), report.diagnostics)
    entry = None
    if where is not None and not keep:
        _remember(src.path, (where, k), built, None)
    elif where is not None:
        try:
            entry = compact_json.encode_file(built)
        except (TypeError, ValueError, RecursionError):   # what does not fit the model's types is not kept
            pass
        else:
            cache.put_text(k, *entry)
            _remember(src.path, (where, k), built, entry)
    return built, entry


def load(target: Path | str, base: Path | str | None = None, draft: bool = False, keep: bool = True,
         unsaved: Mapping[Path, str] | None = None) -> Loaded:
    """Read, build, resolve and validate a book (its folder, or one of its files; a path or its
    text; `base`: the folder its paths are shown from). `draft`: references to clauses not yet written
    are warnings (W201), listed in `symbols.not_written` (`rules check --draft`). Without `keep`, a
    book read afresh is not written into the cache here: `Loaded.keep()` does it, when called (a
    build calls it while a forked process renders the pages, off the edit's critical path).
    `unsaved`: a file's text by its resolved path, read in place of the file on disk (an editor's
    buffer not saved yet: `rules lsp`)."""
    target, base = Path(target), (None if base is None else Path(base))
    with collector_paused(), counted_suggestions():
        loaded = _load(target, base, draft, keep, unsaved)
    unread = unread_look_alikes(target) if target.is_dir() else []
    alike = _names_alike(target) if target.is_dir() else []
    if unread or alike:   # (a report of its own: the one the cache keeps is keyed by the files read, not by these)
        loaded.report = Report([*loaded.report.diagnostics, *_look_alikes(unread, base), *_alike_names(alike, base)])
    return loaded


def _names_alike(folder: Path) -> list[tuple[Path, Path]]:
    """(first, other) for each file of a book's folder whose name differs from an earlier one's only in
    letter case or in Unicode normalisation (`a.rules`, `A.rules`; `café` composed and decomposed)."""
    import unicodedata
    try:
        files = rules_files(folder)
    except OSError:
        return []
    seen: dict[str, Path] = {}
    out = []
    for f in files:
        key = unicodedata.normalize("NFC", f.name).casefold()
        if key in seen:
            out.append((seen[key], f))
        else:
            seen[key] = f
    return out


def _alike_names(pairs: list[tuple[Path, Path]], base: Path | None) -> list:
    """W004 at the second of two files whose names one file system tells apart and another does not:
    macOS and Windows keep one of them on a checkout (the hard probe)."""
    report = Report()
    for first, other in pairs:
        shown = display(other, base)
        report.warning("W004", f"{shown} and {display(first, base)} differ only in letter case or in how their "
                               "letters are encoded: on macOS and Windows they are one file, and a checkout there "
                               "keeps one of them", Span(shown, 1, 1), "give one of the two files another name")
    return report.diagnostics


def _look_alikes(unread: list[Path], base: Path | None) -> list:
    """W003 at each file of a book's folder named `.rules` in other letters: it is not read."""
    report = Report()
    for path in unread:
        shown = display(path, base)
        report.warning("W003", f"{shown} is not read: only files whose names end in .rules, in lower case, are",
                       Span(shown, 1, 1), f"rename it to {shown_name(path.stem)}.rules to make it part of the book, "
                                          f"or move it out of the book's folder")
    return report.diagnostics


def _load(target: Path, base: Path | None, draft: bool, keep: bool = True,
          unsaved: Mapping[Path, str] | None = None) -> Loaded:
    folder = target if target.is_dir() else target.parent
    files: list[tuple[str, SourceFile | Exception]] = []
    typed: dict[str, Path] = {}
    editing: set[str] = set()   # the files read from `unsaved`
    shown_folder = display(folder, base)   # (once: a book's files are in one folder)
    for path in _with_new_buffers(target, rules_files(target), unsaved):
        name = shown_name(path.name)
        shown = name if shown_folder == "." else f"{shown_folder}{os.sep}{name}"
        text = unsaved.get(path.resolve()) if unsaved else None
        if text is not None:
            editing.add(shown)
        try:
            files.append((shown, SourceFile.read(path, shown) if text is None else SourceFile.of_text(shown, text)))
        except (OSError, UnicodeDecodeError) as err:
            files.append((shown, err))
            typed[shown] = path   # (as the command was given it: E003's hint may hold a command to run on it)
    whole = _whole_book_key(files, draft)
    if whole is not None:
        loaded = _cached_book(whole, folder, files)
        if loaded is not None:
            return loaded
    report = Report()
    sources: dict[str, SourceFile] = {}
    shown_only: dict[str, SourceFile] = {}
    parts: list[tuple[FileModel, Kept | None]] = []
    for shown, src in files:
        if isinstance(src, Exception):
            report.error("E003", f"cannot read {shown}: {unreadable_reason(src)}", Span(shown, *unreadable_position(src)),
                         unreadable_hint(src, str(typed[shown])))
            text = unreadable_text(src)
            if text is not None:   # (shown under its E003 only: not a file of the book, which `merge` is given)
                shown_only[shown] = SourceFile(shown, text)
            continue
        sources[shown] = src
        part, entry = _read_file(src) if shown not in editing else _read_file(src, keep=False)
        report.extend(part.diagnostics)
        parts.append((part, entry))
    book = merge([part for part, _ in parts], tuple(sources), report)
    sources.update(shown_only)
    symbols = found_types = None
    if not report.errors:
        symbols = resolve(book, report, draft)
        found_types = validate(symbols, report)
        _gaps_and_doubts(book, report)
    if whole is not None and keep:
        _keep_book(whole, parts, book, symbols, report)
    later = (lambda: _keep_book(whole, parts, book, symbols, report)) if whole is not None and not keep else None
    return Loaded(folder, book, symbols, report, sources, later, found_types)


def _with_new_buffers(target: Path, files: list[Path], unsaved: Mapping[Path, str] | None) -> list[Path]:
    """A book folder's files, with each unsaved text of that folder that is on no disk yet (an
    editor's new buffer, named as `rules_files` would read it), in name order."""
    if not unsaved or not target.is_dir():
        return files
    here = target.resolve()
    on_disk = {f.resolve() for f in files}
    new = [p for p in unsaved if p.parent == here and p.name.endswith(".rules") and not p.name.startswith(".")
           and p not in on_disk and not p.exists()]
    return sorted(files + [target / p.name for p in new]) if new else files


def _whole_book_key(files: list, draft: bool) -> tuple[str, str] | None:
    """The cache key and slot of the whole loaded book, when the cache is on and every file could be read."""
    if cache.folder() is None or any(isinstance(src, Exception) for _, src in files):
        return None
    return cache.book_key([(shown, src.text) for shown, src in files], f"draft={draft}")


def _cached_book(k: tuple[str, str], folder: Path, files: list) -> Loaded | None:
    """A warm load: the resolved, checked book with its diagnostics, as a cold load gave them
    (one read, one `json.loads`, one pass building the objects: `compact_json`)."""
    entry = cache.get_text(*k)
    if entry is None:
        return None
    from .compact_json import decode_loaded
    try:
        book, symbols, diagnostics = decode_loaded(*entry)
    except Exception:  # data that does not decode, whatever the reason, is simply a miss
        return None
    return Loaded(folder, book, symbols, Report(diagnostics), dict(files))


def _keep_book(k: tuple[str, str], parts: list[tuple[FileModel, Kept | None]], book: m.Book,
               symbols: Symbols | None, report: Report) -> None:
    """The checked book into the cache, made of its files' entries (kept only when every file's was)."""
    if any(entry is None for _, entry in parts):
        return
    from .compact_json import encode_loaded
    try:
        text, blobs = encode_loaded(parts, book, symbols, report.diagnostics)
    except (TypeError, ValueError, RecursionError):   # what does not fit the model's types is not kept
        return
    cache.put_text(k[0], text, blobs, slot=k[1])


def _edge_said(e: m.Edge) -> str:
    """The rolls or columns an inferred edge rule reads: "rolls above 12", "columns off the right"."""
    if e.where in ("left", "right"):
        return f"columns off the {e.where}"
    bound = e.inferred_bound if e.inferred_bound is not None else e.bound
    return f"rolls {e.where} {bound}"


def _gaps_and_doubts(book: m.Book, report: Report) -> None:
    """Missing tables, recorded doubts and the book's readings (`inferred` edge rules, formulas,
    modifiers, permissions and exceptions) are shown as notes: known, declared, not errors."""
    for t in book.tables:
        if t.missing:
            report.note(f"gap: table {t.id} ({t.title}) is not in the source"
                        + (f": {t.missing_text}" if t.missing_text else ""), t.span)
        for e in t.edges:
            if e.inferred:
                report.note(f"inferred: {t.id} ({t.title}), {_edge_said(e)}: {plain(e.inferred)}", e.span)
        for r in t.cell_readings:
            if r.text.strip():
                report.note(f"inferred: {t.id} ({t.title}), cell {r.row!r}, {r.column!r}: {plain(r.text)}", r.span)
    for v in book.results:   # a result pattern whose cells are our reading (`blank => … inferred "…"`)
        for p in v.every_pattern:
            if p.inferred and p.inferred.strip():
                cells = "blank cells" if p is v.blank else f"cells {p.text!r}"
                report.note(f"inferred: results {v.id}" + (f" ({v.title})" if v.title else "") +
                            f", {cells}: {plain(p.inferred)}", p.inferred_span or p.span)
    for kind, nodes in (("formula", book.formulas), ("modifier", book.modifiers), ("permission", book.permissions),
                        ("exception", book.exceptions)):
        for x in nodes:
            if x.inferred is not None and x.inferred.text.strip():
                where = " (where its condition holds)" if x.inferred.when is not None else ""
                report.note(f"inferred: {kind} {x.id}" + (f" ({x.title})" if x.title else "") +
                            f"{where}: {plain(x.inferred.text)}", x.inferred.span)
    for seq in book.sequences:
        work = list(seq.steps)
        while work:
            step = work.pop(0)
            if step.inferred:
                report.note(f"inferred: {step.kind} {step.id} of sequence {seq.id}: {plain(step.inferred)}", step.span)
            work[:0] = list(step.children)
    for sc in book.scenarios:
        for kind, field in READ_LINES:
            for line in getattr(sc, field):
                if line.inferred and line.inferred.strip():
                    report.note(f"inferred: a {line_kind(kind, line)} line of scenario {sc.id}: {plain(line.inferred)}",
                                line.span)
    holders = [book.header] + list(book.clauses) + list(book.tables) + list(book.results) + list(book.scenarios) + \
        list(book.modifiers) + list(book.permissions) + list(book.exceptions)
    for node in holders:
        for n in node.notes:
            if n.kind == "doubt":
                report.note(f"doubt: {plain(n.text)}", n.span)
