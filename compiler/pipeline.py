"""The build: every bundled rulebook → `generated/`, written elsewhere first, then swapped in.
Fed by: the rulebook folders; calls the front end and every back end.

`compile_book` runs one book through the front end, the Python back end and its examples, in
memory. `build` does that for every book, renders the JSON, the site pages and the aids into a
temporary tree, and either compares it with `generated/` (`--check`) or replaces `generated/`
with it in one rename, so a failed build never leaves a half-written tree.
"""
from __future__ import annotations

import filecmp
import os
import shutil
import tempfile
from pathlib import Path

from attrs import define, field

from dsl.diagnostics import Report
from dsl.loader import Loaded, load

from .book_index import BookIndex, index
from .examples import load_module, run_examples
from .to_json import dumps, export
from .to_python import emit_python
from .to_vectors import vectors


@define
class Compiled:
    loaded: Loaded
    idx: BookIndex | None = None
    python: str = ""
    module: object = None
    examples_run: int = 0
    report: Report = field(factory=Report)

    @property
    def id(self) -> str:
        files = self.loaded.book.files
        return self.loaded.book.header.id or (Path(files[0]).stem if len(files) == 1 else self.loaded.folder.name)

    @property
    def ok(self) -> bool:
        return not self.loaded.report.errors and not self.report.errors

    def diagnostics(self):
        return self.loaded.report.sorted() + self.report.sorted()


def project_root(start: Path | None = None) -> Path:
    """The folder holding `rulebooks/`: `RULES_ROOT`, else searched upwards from the working
    directory, else this installation's own folder."""
    env = os.environ.get("RULES_ROOT")
    if env:
        return Path(env)
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "rulebooks").is_dir():
            return folder
    return Path(__file__).resolve().parent.parent


def book_folders(root: Path) -> list[Path]:
    base = root / "rulebooks"
    return sorted(p for p in base.iterdir() if p.is_dir() and any(p.glob("*.rules"))) if base.is_dir() else []


def compile_book(target: Path) -> Compiled:
    loaded = load(target, project_root())
    out = Compiled(loaded)
    if not loaded.ok:
        return out
    out.idx = index(loaded)
    out.python = emit_python(loaded, out.idx)
    try:
        out.module = load_module(out.id, out.python)
    except Exception as err:  # a bug in the emitter, not in the rulebook: say so plainly
        raise RuntimeError(f"internal error: the generated code for {out.id} does not load: {err}") from err
    out.examples_run = run_examples(loaded.book, out.module, out.report)
    return out


def render_outputs(books: list[Compiled], root: Path, dest: Path) -> None:
    """Write every output of a clean build under `dest` (a fresh folder)."""
    from .to_site import write_site  # jinja2 is only needed when pages are written
    from .to_aid import write_aids  # WeasyPrint is only imported when an aid changed

    for c in books:
        pkg = dest / c.id
        pkg.mkdir(parents=True)
        (pkg / "__init__.py").write_text(c.python, encoding="utf-8")
        (pkg / "book.json").write_text(dumps(export(c.loaded, c.idx)), encoding="utf-8")
        (pkg / "vectors.json").write_text(dumps(vectors(c)), encoding="utf-8")
        write_aids(c, pkg, previous=root / "generated" / c.id)  # player aids: aid.html, aid.pdf
    write_site(books, root, dest / "site")


def _same_tree(a: Path, b: Path) -> list[str]:
    """Relative paths that differ between two trees (added, removed or changed)."""
    diffs = []
    files_a = {p.relative_to(a) for p in a.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    files_b = {p.relative_to(b) for p in b.rglob("*") if p.is_file() and "__pycache__" not in p.parts} if b.exists() else set()
    for rel in sorted(files_a | files_b, key=str):
        if rel not in files_a or rel not in files_b or not filecmp.cmp(a / rel, b / rel, shallow=False):
            diffs.append(str(rel))
    return diffs


def build(root: Path, books: list[Compiled], check: bool = False) -> list[str]:
    """Render all outputs; with `check`, return the stale paths and change nothing."""
    generated = root / "generated"
    tmp = Path(tempfile.mkdtemp(prefix="rules-build-", dir=root))
    try:
        render_outputs(books, root, tmp / "out")
        stale = _same_tree(tmp / "out", generated)
        if check or not stale:
            return stale
        old = tmp / "old"
        if generated.exists():
            generated.rename(old)
        (tmp / "out").rename(generated)
        return stale
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
