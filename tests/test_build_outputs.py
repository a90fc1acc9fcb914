"""Per-output caching within a book (`pipeline.behaviour_key`): a book's vectors and its examples'
verdict are kept under a key that leaves out the prose of its clauses and terms (`pipeline.PROSE`).

That is sound only if the prose changes neither the generated code's behaviour nor any vector: the
first test changes every such field of every bundled book, compiles the changed model afresh, runs
its examples and computes its vectors, and compares them with the book's own. The others build a
small book and check that a wording edit reuses the kept result while any other change (a number,
an example) loads the module and runs the examples again, and that a failing example still fails
the build."""
from __future__ import annotations

import json

import attrs
import pytest

from compiler import book_render, pipeline
from compiler.examples import load_module, run_examples
from compiler.to_json import dumps, export
from compiler.to_python import PythonEmitter, emit_python
from compiler.to_vectors import vectors
from dsl import cache, ir
from dsl.diagnostics import Report
from tests.conftest import bundled_books, compiled_book, counted_runs


def _reworded(book: ir.Book) -> ir.Book:
    """The book with every `PROSE` field changed (and every clause's source line moved)."""
    assert set(pipeline.PROSE) == {"clauses", "terms"}
    note = ir.Note(kind="note", text="An added note.")
    clauses = tuple(attrs.evolve(c, says="Reworded. " + c.says, notes=(*c.notes, "An added note."),
                                 doubts=(*c.doubts, "An added doubt."), remarks=(*c.remarks, note),
                                 source=c.source + "0")
                    for c in book.clauses)
    terms = tuple(attrs.evolve(t, says="Reworded. " + t.says) for t in book.terms)
    return attrs.evolve(book, clauses=clauses, terms=terms)


@pytest.mark.parametrize("name", bundled_books())
def test_prose_changes_neither_the_examples_nor_the_vectors(name):
    c = compiled_book(name)
    changed = _reworded(c.ir)
    assert changed != c.ir
    python = emit_python(changed, c.idx.constructs)
    assert python != c.python                       # the prose is in the module (as data)
    # … but only in its first part: the part a build keeps under the behaviour key is the same
    assert PythonEmitter(changed, c.idx.constructs).behaviour_part() == \
        PythonEmitter(c.ir, c.idx.constructs).behaviour_part()
    assert python.startswith(PythonEmitter(changed, c.idx.constructs).prose_part())
    other = attrs.evolve(c, ir=changed, python=python, module=load_module(name, python), report=Report())
    assert run_examples(c.loaded.book, other.module, other.report) == c.examples_run
    assert not other.report.errors
    assert vectors(other) == vectors(c)
    assert key(other, changed) == key(c, c.ir)
    assert key(c, attrs.evolve(c.ir, title=c.ir.title + "!")) != key(c, c.ir)     # anything else counts
    first = c.ir.clauses[0]
    assert key(c, attrs.evolve(c.ir, clauses=(attrs.evolve(first, title=first.title + "!"), *c.ir.clauses[1:]))) \
        != key(c, c.ir)
    if c.ir.sequences:     # a step's notes are the sequence's (an engine's Step.notes): they count
        seq = c.ir.sequences[0]
        step = attrs.evolve(seq.steps[0], notes=(*seq.steps[0].notes, "An added note."))
        noted = attrs.evolve(seq, steps=(step, *seq.steps[1:]))
        assert key(c, attrs.evolve(c.ir, sequences=(noted, *c.ir.sequences[1:]))) != key(c, c.ir)


def test_the_module_part_kept_under_the_behaviour_key_gives_the_same_module(tmp_path, monkeypatch):
    """`emit_python` with a behaviour key: the same module whether its part after the prose is made
    (and kept) or taken from the cache; a reworded book takes it and writes its own prose."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    c = compiled_book("shanghai_incident")
    k = key(c, c.ir)
    assert emit_python(c.ir, c.idx.constructs, k) == c.python            # made, and kept
    assert cache.get_bytes("python-" + k) is not None
    assert emit_python(c.ir, c.idx.constructs, k) == c.python            # taken from the cache
    changed = _reworded(c.ir)
    assert key(c, changed) == k
    assert emit_python(changed, c.idx.constructs, k) == emit_python(changed, c.idx.constructs)
    cache.put_bytes("python-" + k, b"\xff not text")                      # not what was written: made again
    assert emit_python(c.ir, c.idx.constructs, k) == c.python


def key(c, book: ir.Book) -> str:
    data = export(book)
    return pipeline.behaviour_key(c, data, dumps(data))


def test_nothing_that_makes_vectors_or_runs_examples_reads_the_prose():
    """The reason `PROSE` may be left out of the key, checked where it could stop being true: the
    runtime, the strict inputs, the vector makers and the Python adapter never name the prose
    fields, and no generated module reads its own `CLAUSES` or `TERMS` (it only defines them)."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    readers = [*sorted((root / "dsl").glob("runtime*.py")), root / "compiler" / "conform_python.py",
               root / "compiler" / "to_vectors.py", *sorted((root / "compiler").glob("vector_*.py"))]
    fields = {f for names in pipeline.PROSE.values() for f in names}
    for path in readers:
        code = "\n".join(line.split("#")[0] for line in path.read_text(encoding="utf-8").splitlines())
        named = {f for f in fields if re.search(rf"\.{f}\b|\[['\"]{f}['\"]\]", code)}
        assert not named, f"{path.name} reads {named}"
    for name in bundled_books():
        source = (root / "generated" / name / "__init__.py").read_text(encoding="utf-8")
        for registry in ("CLAUSES", "TERMS"):     # (made read-only where defined: not a read of the prose)
            source = source.replace(f"\n{registry} = _rt.read_only({registry})\n", "\n", 1)
        assert source.count("CLAUSES") == 1 and source.count("TERMS") == 1, name


BOOK = '''book t {
  title "T"
  side red "Red"
  dice 1d6
}
clause 1.0 "Moving" {
  says "A unit moves."
  constant speed = 4 "Speed"
  formula reach(hexes: count) "Reach" = hexes + speed
  example "Reach" { reach(2) == 6 }
}
'''


@pytest.fixture
def book(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "rulebooks" / "t"
    folder.mkdir(parents=True)
    (folder / "t.rules").write_text(BOOK, encoding="utf-8")
    (tmp_path / "generated").mkdir()
    return folder, counted_runs(monkeypatch)   # (`_build` does not split: runs are counted here)


def _build(folder):
    return pipeline._compile_and_render(folder, folder.parent.parent)


def _edit(folder, old: str, new: str) -> None:
    path = folder / "t.rules"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_wording_edit_reuses_the_vectors_and_the_examples(book):
    folder, runs = book
    first = _build(folder)
    assert isinstance(first, pipeline.BookOutputs) and runs == ["t"]
    _edit(folder, "A unit moves.", "A unit moves along roads.")
    second = _build(folder)
    assert isinstance(second, pipeline.BookOutputs) and runs == ["t"]       # not run again
    vectors = [json.loads(out.files["t/vectors.json"]) for out in (first, second)]
    assert vectors[1]["vectors"] == vectors[0]["vectors"]                  # the same answers,
    assert vectors[1]["computed_from"] != vectors[0]["computed_from"]      # from another package and book.json
    assert second.files["t/__init__.py"] != first.files["t/__init__.py"]     # the module has the new words
    assert b"along roads" in second.files["t/book.json"]


def test_a_changed_number_runs_the_examples_again(book):
    folder, runs = book
    _build(folder)
    _edit(folder, "constant speed = 4", "constant speed = 5")
    _edit(folder, "reach(2) == 6", "reach(2) == 7")
    changed = _build(folder)
    assert isinstance(changed, pipeline.BookOutputs) and runs == ["t", "t"]
    assert b'"value": 7' in changed.files["t/vectors.json"]


def test_an_example_made_false_still_fails_the_build(book):
    folder, runs = book
    _build(folder)
    _edit(folder, "constant speed = 4", "constant speed = 5")       # the example still says 6
    failed = _build(folder)
    assert isinstance(failed, pipeline.Failed) and runs == ["t", "t"]
    assert [d.code for d in failed.diagnostics() if d.severity == "error"] == ["E500"]
    _edit(folder, "constant speed = 5", "constant speed = 4")       # back as it was: the kept verdict
    assert isinstance(_build(folder), pipeline.BookOutputs) and runs == ["t", "t"]


def test_a_damaged_entry_is_a_miss(book, tmp_path):
    folder, runs = book
    _build(folder)
    for entry in (tmp_path / "cache").glob("behaviour-*.entry"):
        entry.write_bytes(entry.read_bytes()[:-10])
    for entry in (tmp_path / "cache").glob("outputs-*.entry"):
        entry.unlink()
    assert isinstance(_build(folder), pipeline.BookOutputs) and runs == ["t", "t"]


def test_an_example_is_one_function_giving_its_left_sides_and_its_verdicts(tmp_path):
    """Each example is emitted once: its function computes each comparison's left side once and
    gives both what it gave (for the E500 hint and the vectors) and the verdicts."""
    from tests.conftest import compile_text
    c = compile_text(tmp_path, BOOK.replace('example "Reach" { reach(2) == 6 }', '''example "Reach" {
    reach(2) == 6
    not (reach(1) > 9)
    reach(0) < 5
  }'''))
    assert c.ok and c.examples_run == 1
    assert c.python.count("def _example_1(") == 1 and "_got()" not in c.python and "def _example_1_" not in c.python
    (ex,) = c.module.EXAMPLES
    assert ex.run() == (True, True, True)
    assert ex.got() == (6, None, 4)
    wrong = compile_text(tmp_path, BOOK.replace("reach(2) == 6", "reach(2) == 7"), name="u")
    (error,) = [d for d in wrong.diagnostics() if d.severity == "error"]
    assert error.code == "E500" and error.hint == "the left side gives 6"


def test_fork_call_gives_the_bytes_or_none():
    from compiler.workers import fork_call
    assert fork_call(lambda: b"x" * 200_000)() == b"x" * 200_000     # more than a pipe holds at once
    assert fork_call(lambda: None)() is None
    assert fork_call(lambda: 1 / 0)() is None
    assert fork_call(lambda: b"")() is None


def test_fork_call_s_result_asked_again_after_an_interrupt_gives_none(monkeypatch):
    """A Ctrl-C while the build read the child's pipe closed it; the build's `finally:` asked for the
    result again and `os.fdopen` of the closed pipe raised EBADF: "internal error" (exit 3), not 130."""
    import os

    from compiler.workers import fork_call
    result = fork_call(lambda: b"x")
    real = os.fdopen

    def interrupted(fd, *a, **k):
        f = real(fd, *a, **k)
        f.close()    # (as the `with` closes it when the read is interrupted)
        raise KeyboardInterrupt
    monkeypatch.setattr(os, "fdopen", interrupted)
    with pytest.raises(KeyboardInterrupt):
        result()
    monkeypatch.setattr(os, "fdopen", real)
    assert result() is None


def _faults_writing_a_block_again() -> bytes:
    """In a forked process: the page faults of writing an 8 MB block after one was freed."""
    import resource
    block = bytearray(8 << 20)
    del block
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    block = bytearray(8 << 20)     # (zeroed: every page written)
    return str(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before).encode()


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here")
def test_a_forked_process_keeps_its_heap_under_glibc():
    """`heap_kept` (in every forked process and pool worker): a block freed is written again
    without the system handing the process its pages again (2,048 faults for 8 MB otherwise)."""
    from compiler import workers
    if workers._mallopt() is None:
        pytest.skip("not glibc: nothing to ask malloc")
    assert int(workers.fork_call(_faults_writing_a_block_again)()) < 200


def test_a_pool_worker_dies_with_the_build_and_keeps_its_heap(monkeypatch):
    from compiler import workers
    done = []
    monkeypatch.setattr(workers, "die_with_parent", lambda parent: done.append(("dies with", parent)))
    monkeypatch.setattr(workers, "_mallopt", lambda: lambda param, value: done.append((param, value)))
    import signal
    handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        workers.start_worker(123)
        # Ctrl-C is the build's to answer: a worker that took it printed a traceback from the pool's
        # queue, and could die holding its lock (the build then waited for ever)
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        for sig, handler in handlers.items():
            signal.signal(sig, handler)
    assert done == [("dies with", 123), (workers.M_MMAP_THRESHOLD, 32 << 20), (workers.M_TRIM_THRESHOLD, 1 << 30),
                    (workers.M_TOP_PAD, 64 << 20)]


def test_bytes_cut_short_by_a_forked_process_that_died_are_none():
    from compiler.workers import _LENGTH, _unframed
    sent = _LENGTH.pack(5) + b"pages"
    assert _unframed(sent) == b"pages"
    assert [_unframed(sent[:n]) for n in range(len(sent))] == [None] * len(sent)
    assert _unframed(sent + b"!") is None


def test_a_forked_process_does_then_after_sending_its_bytes_and_only_when_it_sent_them(tmp_path):
    from compiler.workers import fork_call, wait_for_children
    sent, unsent = tmp_path / "sent", tmp_path / "unsent"
    assert fork_call(lambda: b"x", then=lambda: sent.write_text("kept"))() == b"x"
    assert fork_call(lambda: None, then=lambda: unsent.write_text("kept"))() is None
    wait_for_children()
    assert sent.read_text() == "kept" and not unsent.exists()


def test_the_files_of_the_pages_process_come_back_whole_or_not_at_all():
    files = {"changsha/aid.html": b"<html>", "changsha/aid.pdf": bytes(range(256)), "site/books/changsha/index.md": b""}
    raw = book_render._framed(files)
    back = book_render._unframed_files(raw)
    assert back == files and list(back) == list(files)
    assert all(book_render._unframed_files(raw[:n]) is None for n in range(len(raw)))
    assert book_render._unframed_files(raw + b"!") is None and book_render._unframed_files(None) is None


def test_forked_processes_are_reaped_by_the_next_fork_call():
    import time
    from compiler import workers
    assert workers.fork_call(lambda: b"x")() == b"x"
    time.sleep(0.2)     # (it has left: its bytes were read, the pipe closed)
    workers.fork_call(lambda: b"y")()
    assert len(workers._UNREAPED) <= 1      # the first one waited for; the second, perhaps not yet


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here")
def test_split_and_serial_render_the_same_and_a_failing_example_is_reported(book):
    folder, runs = book
    c = pipeline.compile_book(folder, run=False, emit=False)
    assert c.python == "" and c.module is None
    split = pipeline.book_outputs(c, folder.parent.parent, split=True)
    assert runs == []                   # the children rendered the pages and ran the examples
    serial = pipeline.book_outputs(pipeline.compile_book(folder), folder.parent.parent)
    assert runs == ["t"]                # compiled with `run`: here
    assert split.files == serial.files and list(split.files) == list(serial.files)
    assert "site/books/t/rules.md" in split.files and split.digests == serial.digests
    _edit(folder, "constant speed = 4", "constant speed = 5")
    failed = pipeline.book_outputs(pipeline.compile_book(folder, run=False), folder.parent.parent, split=True)
    assert isinstance(failed, pipeline.Failed) and runs == ["t", "t"]     # run again here, for its diagnostics
    assert [d.code for d in failed.diagnostics() if d.severity == "error"] == ["E500"]


def _warm(folder) -> bool:
    """Is the checked book in the cache (a load of it reads no file's entry)?"""
    from dsl import loader
    read = []
    real = loader._read_file
    loader._read_file = lambda src: read.append(src) or real(src)
    try:
        assert loader.load(folder, pipeline.project_root(), keep=False).ok   # (as `compile_book` loads it; a miss writes nothing)
    finally:
        loader._read_file = real
    return not read


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here")
@pytest.mark.parametrize("forked", [True, False])
def test_a_split_build_keeps_the_checked_book_in_the_forked_process_or_itself(book, monkeypatch, forked):
    """With `split`, the process rendering the pages writes the checked book into the cache after
    them; when that process fails, the build writes it (and renders the pages) itself."""
    from compiler.workers import wait_for_children
    folder, _ = book
    if not forked:
        monkeypatch.setattr("compiler.workers.fork_call", lambda fn, then=None: lambda: None)
    c = pipeline.compile_book(folder, run=False, emit=False, keep=False)
    assert c.loaded.keep is not None and not _warm(folder)
    out = pipeline.book_outputs(c, folder.parent.parent, split=True)
    assert "site/books/t/rules.md" in out.files
    book_render._keep_loaded(c)            # (what `_compiled_and_rendered` does last)
    wait_for_children()                 # (the forked process keeps it after sending the pages)
    assert c.loaded.keep is None and _warm(folder)

@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here")
def test_split_render_makes_the_module_beside_the_rest_or_here_when_that_fails(book, monkeypatch):
    """With `split`, the module's part after the prose is made by a forked process (kept under the
    behaviour key as when made here); when that process fails, it is made here, the same."""
    import os
    from compiler import to_python
    folder, _ = book
    serial = pipeline.book_outputs(pipeline.compile_book(folder), folder.parent.parent)
    made_in = []
    real = to_python.PythonEmitter.behaviour_part

    def recorded(self):
        made_in.append(os.getpid())
        return real(self)
    monkeypatch.setattr(to_python.PythonEmitter, "behaviour_part", recorded)
    monkeypatch.setenv("RULES_CACHE", str(folder.parent.parent / "cache-forked"))
    forked = pipeline.book_outputs(pipeline.compile_book(folder, run=False, emit=False), folder.parent.parent,
                                   split=True)
    assert made_in == [] and forked.files == serial.files           # (the child's record is its own)
    rest = to_python.kept_behaviour_part(pipeline.behaviour_key(*_keyed(folder)))
    assert rest is not None and serial.files["t/__init__.py"].decode().endswith(rest)
    for cache in ("cache-forked", "cache-eager"):   # `eager` (a pool's worker): kept before, and not
        monkeypatch.setenv("RULES_CACHE", str(folder.parent.parent / cache))
        eager = pipeline.book_outputs(pipeline.compile_book(folder, run=False, emit=False), folder.parent.parent,
                                      split=True, eager=True)
        assert made_in == [] and eager.files == serial.files

    def failing_in_a_child(self, parent=os.getpid()):
        if os.getpid() != parent:
            raise RuntimeError("a child that fails")
        return recorded(self)
    monkeypatch.setattr(to_python.PythonEmitter, "behaviour_part", failing_in_a_child)
    monkeypatch.setenv("RULES_CACHE", str(folder.parent.parent / "cache-failing"))
    again = pipeline.book_outputs(pipeline.compile_book(folder, run=False, emit=False), folder.parent.parent,
                                  split=True)
    assert made_in == [os.getpid()] and again.files == serial.files   # made here instead


def _keyed(folder):
    """A compiled book, its exported model and that model's text: `behaviour_key`'s arguments."""
    from compiler.to_json import dumps, export
    c = pipeline.compile_book(folder, run=False, emit=False)
    data = export(c.ir)
    return c, data, dumps(data)


def test_rules_check_runs_a_book_it_checked_clean_before_only_once(book):
    """`rules check` (`pipeline.check_book`) keeps a clean run's verdict by the book's files and
    the compiler (`book_key`): the same files are not run again, nor a book whose edit changed only
    its prose (its `behaviour_key` passed before), any other edit is, and a failing book is run,
    and fails, every time."""
    folder, runs = book
    first = pipeline.check_book(folder)
    assert first.ok and first.examples_run == 1 and runs == ["t"]
    again = pipeline.check_book(folder)
    assert again.ok and again.examples_run == 1 and runs == ["t"]            # the same files: kept
    assert pipeline.check_book(folder, draft=True).ok and runs == ["t"]      # --draft: the same behaviour
    _edit(folder, "A unit moves.", "A unit moves along roads.")
    reworded = pipeline.check_book(folder)
    assert reworded.ok and reworded.examples_run == 1 and runs == ["t"]      # prose only: not run again
    assert reworded.ir is not None and reworded.module is None and reworded.python == ""
    _edit(folder, "constant speed = 4", "constant speed = 5")
    _edit(folder, "reach(2) == 6", "reach(2) == 7")
    assert pipeline.check_book(folder).ok and runs == ["t", "t"]             # a rule changed: run again
    _edit(folder, "reach(2) == 7", "reach(2) == 8")
    for n in (3, 4):
        failed = pipeline.check_book(folder)
        assert not failed.ok and any(d.code == "E500" for d in failed.diagnostics()) and len(runs) == n


def test_rules_check_reuses_a_build_of_the_same_behaviour(book):
    """A build keeps its examples' verdict with its vectors (`behaviour-`): a check of the same
    behaviour, after a wording edit, does not run them again."""
    folder, runs = book
    assert isinstance(_build(folder), pipeline.BookOutputs) and runs == ["t"]
    _edit(folder, "A unit moves.", "A unit moves on.")
    checked = pipeline.check_book(folder)
    assert checked.ok and checked.examples_run == 1 and runs == ["t"]


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here")
@pytest.mark.parametrize("changed", [False, True])
def test_an_aid_to_print_is_printed_by_the_build_not_by_the_forked_process(tmp_path, monkeypatch, changed):
    """A split build's forked process makes the aids when their PDFs are reused; an aid whose HTML
    changed is printed by the build's own process, which keeps WeasyPrint loaded from one edit to
    the next (a forked process would load it for every edit). (Printing is faked: it notes which
    process printed.)"""
    import os
    from compiler import to_aid
    printed_by = tmp_path / "printed"
    real_html = to_aid.render_html
    monkeypatch.setattr(to_aid, "render_html", lambda *a, **k: real_html(*a, **k) + ("<!-- edited -->" if changed else ""))
    monkeypatch.setattr(to_aid, "_printed", lambda html, book, aid: (printed_by.write_text(str(os.getpid())), b"%PDF fake")[1])
    root = pipeline.project_root()
    c = pipeline.compile_book(root / "rulebooks" / "changsha", run=False, emit=False, keep=False)
    out = pipeline.book_outputs(c, root, split=True, key=None)
    if changed:
        assert printed_by.read_text() == str(os.getpid()) and out.files["changsha/aid.pdf"] == b"%PDF fake"
        assert out.files["changsha/aid.html"].endswith(b"<!-- edited -->")
    else:
        assert not printed_by.exists()
        assert out.files["changsha/aid.pdf"] == (root / "generated/changsha/aid.pdf").read_bytes()
    assert book_render._AIDS_LEFT not in out.files and "site/books/changsha/rules.md" in out.files


def _sleep(seconds: float, started: str) -> float:
    import os
    import time
    open(os.path.join(started, str(os.getpid())), "w").close()   # (running: its worker's initializer has run)
    time.sleep(seconds)
    return seconds


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here")
def test_an_interrupted_build_ends_its_workers_at_once(tmp_path):
    """`stop_workers` read the pool's processes after `shutdown`, which sets them to None: no worker
    was ever ended, an interrupted build waited about 5 s for them, and one short of file
    descriptors waited for ever (environment probe). The pool is made as the build makes it: its
    workers take SIGTERM's default, whatever handler the build has (here one that ignores it)."""
    import multiprocessing
    import os
    import signal
    import time
    from concurrent.futures import ProcessPoolExecutor
    from compiler.workers import start_worker, stop_workers
    before = signal.signal(signal.SIGTERM, lambda *_: None)
    try:
        pool = ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("fork"), initializer=start_worker,
                                   initargs=(os.getpid(),))
        for _ in range(2):
            pool.submit(_sleep, 30, str(tmp_path))
        deadline = time.monotonic() + 20
        while len(list(tmp_path.iterdir())) < 2 and time.monotonic() < deadline:   # (both running their task)
            time.sleep(0.01)
        pids = [p.pid for p in pool._processes.values()]
        started = time.monotonic()
        stop_workers(pool)

        def running(pid: int) -> bool:   # (not `is_alive`: the pool's own thread may reap a worker first)
            try:
                with open(f"/proc/{pid}/stat") as stat:
                    return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
            except OSError:   # (gone: no file, or gone while it was read)
                return False
        while any(map(running, pids)) and time.monotonic() - started < 5:
            time.sleep(0.01)
        assert not any(map(running, pids)) and time.monotonic() - started < 3
    finally:
        signal.signal(signal.SIGTERM, before)
