"""One book compiled in memory, and the cache of what its examples gave. Fed by: a rulebook's
folder or file (`dsl.loader`, then `dsl.index` and `dsl.lower`); feeds `book_render` (a clean
book's outputs), `pipeline` (the build) and the commands that need a compiled book.

`compile_book` runs one book through the front end, the Python back end and its examples, in
memory. `check_book` is the same for `rules check`, skipping what an earlier clean check or build
of the same files, or of the same behaviour, already did.

The outputs that need a book's generated module loaded — its vectors, and its examples' verdict —
are kept under its behaviour key (`behaviour_key`: the rule model less the `PROSE` nothing that
runs reads), so rewording a clause neither loads the module nor runs the examples or the vectors
again. With a new cache (a new machine, CI), the committed `vectors.json` is taken again when it
was computed from the package and model this build renders (`vectors_kept`).
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from attrs import define, field

from dsl import cache

from .freshness import _code_hash, book_key, project_root

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
