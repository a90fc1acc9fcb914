"""Front-end driver: a rulebook folder (or one file) → model, symbols and diagnostics.
Fed by: the files on disk. Runs parse → build → resolve → validate, stopping after parsing when
there are syntax errors (a half-read book would only add confusing follow-on errors).
"""
from __future__ import annotations

import os
from pathlib import Path

from attrs import define

from . import model as m
from .builder import Builder
from .checks import validate
from .diagnostics import Report
from .parser import parse
from .resolver import Symbols, resolve
from .source import SourceFile, Span


@define
class Loaded:
    folder: Path
    book: m.Book
    symbols: Symbols | None
    report: Report
    sources: dict[str, SourceFile]

    @property
    def ok(self) -> bool:
        return not self.report.errors


def display(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def rules_files(target: Path) -> list[Path]:
    return [target] if target.is_file() else sorted(target.glob("*.rules"))


def load(target: Path) -> Loaded:
    report = Report()
    sources: dict[str, SourceFile] = {}
    builder = Builder(report)
    files = rules_files(target)
    for path in files:
        shown = display(path)
        try:
            src = SourceFile.read(path, shown)
        except (OSError, UnicodeDecodeError) as err:
            report.error("E003", f"cannot read {shown}: {err}", Span(shown, 1, 1), "save the file as UTF-8 text")
            continue
        sources[shown] = src
        trees = parse(src, report)
        builder.add_file(shown, trees)
    book = builder.book(tuple(sources))
    folder = target if target.is_dir() else target.parent
    if report.errors:
        return Loaded(folder, book, None, report, sources)
    symbols = resolve(book, report)
    validate(symbols, report)
    return Loaded(folder, book, symbols, report, sources)
