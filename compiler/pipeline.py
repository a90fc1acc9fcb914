"""The build: every bundled rulebook → `generated/`, written elsewhere first, then swapped in.
Fed by: the rulebook folders; calls the front end and every back end.

`compile_book` runs one book through the front end, the Python back end and its examples, in
memory. `build` does that for every book, renders the JSON, the site pages and the aids into a
temporary tree, and either compares it with `generated/` (`--check`) or replaces `generated/`
with it in one rename, so a failed build never leaves a half-written tree.

A build with nothing to do does none of that: `up_to_date` keys the whole output by the compiler,
each book's files and `docs/` (`build_key`), and when an earlier build of that key recorded the
digest of every file it wrote (its manifest, kept in the cache) and `generated/` holds exactly those
files, it is up to date. The front end and the back ends are imported only when a book is compiled,
so such a build loads none of them.
"""
from __future__ import annotations

import filecmp
import hashlib
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from functools import lru_cache

from attrs import define, field

from dsl import cache
from dsl.files import display, rules_files


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
        files = self.loaded.book.files
        return self.loaded.book.header.id or (Path(files[0]).stem if len(files) == 1 else self.loaded.folder.name)

    @property
    def ok(self) -> bool:
        return not self.loaded.report.errors and not self.report.errors

    def diagnostics(self):
        return self.loaded.report.sorted() + self.report.sorted()

    @property
    def sources(self) -> dict:
        return self.loaded.sources


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


def _report():
    from dsl.diagnostics import Report
    return Report()


def compile_book(target: Path, draft: bool = False) -> Compiled:
    """One book in memory. `draft` (`rules check --draft`): references to clauses not yet written
    are warnings; such a book is checked and its examples run, but it is never built."""
    from dsl.index import index
    from dsl.loader import load
    from dsl.lower import lower

    from .examples import load_module, run_examples
    from .to_python import emit_python
    loaded = load(target, project_root(), draft)
    out = Compiled(loaded)
    if not loaded.ok:
        return out
    out.idx = index(loaded)
    out.ir = lower(loaded, out.idx)
    out.python = emit_python(out.ir, out.idx.constructs)
    try:
        out.module = load_module(out.id, out.python)
    except Exception as err:  # a bug in the emitter, not in the rulebook: say so plainly
        raise RuntimeError(f"internal error: the generated code for {out.id} does not load: {err}") from err
    out.examples_run = run_examples(loaded.book, out.module, out.report)
    return out


@define
class BookOutputs:
    """Everything a clean book contributes to `generated/`: its files (paths relative to
    `generated/`), a summary for the books index, and its notes. Cached by `book_key`."""
    id: str
    summary: dict
    files: dict[str, bytes]
    notes: list


@lru_cache(maxsize=1)
def _code_hash() -> str:
    """A hash of the compiler itself and the libraries whose output it embeds."""
    h = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for folder in (here, here.parent / "dsl"):
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".py", ".lark", ".j2", ".css") and "__pycache__" not in path.parts:
                h.update(path.name.encode() + path.read_bytes())
    versions = _library_versions()
    for lib in ("lark", "jinja2", "weasyprint", "pydyf", "fonttools", "tinycss2", "cssselect2", "tinyhtml5"):
        h.update(f"{lib}={versions[lib]}".encode() if lib in versions else lib.encode())
    return h.hexdigest()


def _library_versions() -> dict[str, str]:
    """Installed distributions and their versions, from the `NAME-VERSION.dist-info` folders on
    `sys.path` (the first one found wins, as for imports): what `importlib.metadata.version`
    reads, without importing it (a tenth of a second of every build)."""
    import sys
    found: dict[str, str] = {}
    for entry in sys.path:
        try:
            names = sorted(os.listdir(entry or "."))
        except OSError:
            continue
        for name in names:
            if name.endswith(".dist-info"):
                dist, _, version = name[: -len(".dist-info")].partition("-")
                found.setdefault(dist.lower().replace("_", "-"), version)
    return found


def book_key(folder: Path, root: Path) -> str:
    """What a book's outputs depend on: its files (names, text, place in the project) and the compiler."""
    h = hashlib.sha256(_code_hash().encode())
    h.update(display(folder, root).encode())
    for path in rules_files(folder):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    return "outputs-" + h.hexdigest()


def cached_outputs(folder: Path, root: Path) -> BookOutputs | None:
    """The outputs of an unchanged book from an earlier build, or None."""
    hit = cache.get(book_key(folder, root))
    return hit if isinstance(hit, BookOutputs) else None


def book_outputs(c: Compiled, root: Path) -> BookOutputs:
    """Render one clean book (package, JSON, vectors, aids, web-book pages) and cache the result."""
    from .to_aid import write_aids  # WeasyPrint is only imported when an aid changed
    from .templating import environment
    from .to_json import dumps, export
    from .to_site import book_pages
    from .to_vectors import vectors

    files: dict[str, bytes] = {
        f"{c.id}/__init__.py": c.python.encode(),
        f"{c.id}/book.json": dumps(export(c.ir)).encode(),
        f"{c.id}/vectors.json": dumps(vectors(c)).encode(),
    }
    with tempfile.TemporaryDirectory(prefix="rules-aid-") as tmp:
        for path in write_aids(c, Path(tmp), previous=root / "generated" / c.id):
            files[f"{c.id}/{path.name}"] = path.read_bytes()
    for name, text in book_pages(c, environment()).items():
        files[f"site/books/{c.id}/{name}"] = text.encode()
    book = c.loaded.book
    summary = {"id": c.id, "title": book.header.title or c.id, "clauses": len(book.clauses),
               "tables": len(book.tables), "examples": len(book.examples)}
    out = BookOutputs(c.id, summary, files, [d for d in c.diagnostics() if d.severity == "note"])
    cache.put(book_key(c.loaded.folder, root), out)
    return out


@define
class Failed:
    """A book that did not compile, as its diagnostics and sources (what the CLI prints)."""
    id: str
    diags: list
    sources: dict

    def diagnostics(self) -> list:
        return self.diags


def _compile_and_render(folder: Path, root: Path) -> BookOutputs | Failed:
    c = compile_book(folder)
    return book_outputs(c, root) if c.ok else Failed(c.id, c.diagnostics(), c.loaded.sources)


def outputs_of_all(root: Path, progress=lambda message: None) -> tuple[list[BookOutputs], list[Failed]]:
    """The outputs of every bundled book, and the books that failed. An unchanged book's outputs
    come from the cache; the others are compiled, in parallel processes when there are several
    (largest first, so the cores finish together)."""
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
    workers = min(len(todo), os.cpu_count() or 1)
    import multiprocessing
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        from concurrent.futures import ProcessPoolExecutor

        from dsl.parser import parser
        parser()   # load the grammar once; the forked workers inherit it
        todo.sort(key=lambda f: -sum(p.stat().st_size for p in rules_files(f)))
        from .workers import die_with_parent   # a killed build takes its workers with it
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                 initializer=die_with_parent, initargs=(os.getpid(),)) as pool:
            for folder, result in zip(todo, pool.map(_compile_and_render, todo, [root] * len(todo))):
                results[folder] = result
    else:
        for folder in todo:
            results[folder] = _compile_and_render(folder, root)
    ordered = [results[f] for f in book_folders(root)]
    return [r for r in ordered if isinstance(r, BookOutputs)], [r for r in ordered if isinstance(r, Failed)]


def render_outputs(books: list[BookOutputs], root: Path, dest: Path) -> None:
    """Write every output of a clean build under `dest` (a fresh folder)."""
    from .to_site import write_site

    for b in books:
        for rel, data in b.files.items():
            path = dest / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    write_site([b.summary for b in books], root, dest / "site")
    write_schemas(dest / "schemas")


def write_schemas(folder: Path) -> None:
    """The JSON Schemas of every book.json (derived from the rule model) and vectors.json (docs/json.md)."""
    import json

    from dsl.ir_schema import book_schema

    from .vectors_schema import vectors_schema
    folder.mkdir(parents=True, exist_ok=True)
    for name, schema in (("book.schema.json", book_schema()), ("vectors.schema.json", vectors_schema())):
        (folder / name).write_text(json.dumps(schema, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _same_tree(a: Path, b: Path) -> list[str]:
    """Relative paths that differ between two trees (added, removed or changed)."""
    diffs = []
    files_a = {p.relative_to(a) for p in a.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    files_b = {p.relative_to(b) for p in b.rglob("*") if p.is_file() and "__pycache__" not in p.parts} if b.exists() else set()
    for rel in sorted(files_a | files_b, key=str):
        if rel not in files_a or rel not in files_b or not filecmp.cmp(a / rel, b / rel, shallow=False):
            diffs.append(str(rel))
    return diffs


def build_key(root: Path) -> str:
    """What the whole of `generated/` depends on: every book's key and the files of `docs/`."""
    h = hashlib.sha256(b"build\0")
    for folder in book_folders(root):
        h.update(book_key(folder, root).encode())
    docs = root / "docs"
    if docs.is_dir():
        for path in sorted(p for p in docs.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            h.update(b"\0" + str(path.relative_to(docs)).encode() + b"\0" + path.read_bytes())
    return "manifest-" + h.hexdigest()


def manifest(tree: Path) -> dict[str, str]:
    """Every file under `tree` (as `_same_tree` sees them) and the SHA-256 of its bytes."""
    if not tree.is_dir():
        return {}
    return {str(p.relative_to(tree)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(tree.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


def up_to_date(root: Path) -> bool:
    """Does `generated/` hold exactly what an earlier build of the same inputs wrote? Only a
    recorded manifest says yes; without one (or with any difference) the build runs."""
    raw = cache.get_bytes(build_key(root))
    if raw is None:
        return False
    try:
        recorded = json.loads(raw)
    except ValueError:
        return False
    return isinstance(recorded, dict) and bool(recorded) and recorded == manifest(root / "generated")


def build(root: Path, books: list[BookOutputs], check: bool = False) -> list[str]:
    """Render all outputs; with `check`, return the stale paths and change nothing."""
    generated = root / "generated"
    tmp = Path(tempfile.mkdtemp(prefix="rules-build-", dir=root))
    try:
        render_outputs(books, root, tmp / "out")
        written = manifest(tmp / "out")
        cache.put_bytes(build_key(root), json.dumps(written, sort_keys=True).encode())
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
