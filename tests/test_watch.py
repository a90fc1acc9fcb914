"""`rules build --watch`: what it watches, and the command itself — built, edited, built again,
an error shown and the watch going on, Ctrl-C stopping it with exit status 0."""
from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from compiler.watch import Watcher

ROOT = Path(__file__).resolve().parent.parent


def test_the_watcher_sees_rules_files_and_docs_written_added_and_removed(tmp_path):
    book = tmp_path / "rulebooks" / "tiny"
    book.mkdir(parents=True)
    (tmp_path / "docs").mkdir()
    (book / "book.rules").write_text("one", encoding="utf-8")
    (book / "notes.txt").write_text("not a rulebook file", encoding="utf-8")
    w = Watcher(tmp_path)
    assert w.changed() == []
    (book / "book.rules").write_text("one, longer", encoding="utf-8")
    (tmp_path / "docs" / "index.md").write_text("# Docs", encoding="utf-8")
    (book / "notes.txt").write_text("still not a rulebook file", encoding="utf-8")
    assert w.changed() == ["docs/index.md", "rulebooks/tiny/book.rules"]
    assert w.changed() == []
    (book / "book.rules").unlink()
    assert w.changed() == ["rulebooks/tiny/book.rules"]


def test_the_watcher_sees_a_same_size_write_whose_time_is_set_back_and_a_folder_named_rules(tmp_path):
    """It compared modification times and sizes: `cp -p`, `touch -d` or rsync writing text of the
    same size with its old time went unseen (a plain build saw it), and so did a folder named
    `x.rules`, which the build refuses (E003)."""
    book = tmp_path / "rulebooks" / "tiny"
    book.mkdir(parents=True)
    path = book / "book.rules"
    path.write_text("one", encoding="utf-8")
    before = path.stat()
    w = Watcher(tmp_path)
    path.write_text("two", encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))     # the same size, the old time
    assert w.changed() == ["rulebooks/tiny/book.rules"]
    (book / "x.rules").mkdir()
    assert w.changed() == ["rulebooks/tiny/x.rules"]


class Lines:
    """A process's standard error, read line by line by a thread, waited on with a deadline."""

    def __init__(self, proc: subprocess.Popen):
        self.q: queue.Queue = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=lambda: [self.q.put(line) for line in proc.stderr] and None, daemon=True).start()

    def until(self, text: str, timeout: float = 120) -> list[str]:
        got, end = [], time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                line = self.q.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                break
            got.append(line)
            self.seen.append(line)
            if text in line:
                return got
        raise AssertionError(f"no line with {text!r} in time; saw:\n{''.join(self.seen)}")


def watching(tmp_path: Path, **popen) -> subprocess.Popen:
    """`rules build --watch` started on a new book `tiny` in `tmp_path`, with a cache of its own."""
    env = dict(os.environ, RULES_CACHE=str(tmp_path / "cache"))
    env.pop("RULES_ROOT", None)
    rules = [sys.executable, "-m", "compiler"]
    subprocess.run([*rules, "new", "tiny"], cwd=tmp_path, env=env, check=True, capture_output=True)
    return subprocess.Popen([*rules, "build", "--watch", "--interval", "0.05"], cwd=tmp_path, env=env,
                            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, **popen)


def test_build_watch_builds_again_after_an_edit_and_stops_on_ctrl_c(tmp_path):
    # started with SIGINT ignored, as a job in the background (or a CI runner) may start it: Ctrl-C
    # must stop the watch all the same
    proc = watching(tmp_path, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    try:
        lines = Lines(proc)
        first = lines.until("watching")
        assert any("built 1 book into generated/" in x for x in first), first
        book = tmp_path / "rulebooks" / "tiny" / "00-book.rules"
        text = book.read_text(encoding="utf-8")
        assert 'says "' in text
        book.write_text(text.replace('says "', 'says "Reworded. ', 1), encoding="utf-8")
        again = lines.until("watching …")
        assert again[0].strip() == "changed: rulebooks/tiny/00-book.rules"
        assert any("built 1 book into generated/" in x for x in again), again
        assert "Reworded." in (tmp_path / "generated" / "site" / "books" / "tiny" / "rules.md").read_text(
            encoding="utf-8")
        book.write_text(text + "\nclause 99 {\n", encoding="utf-8")          # a typo: the build fails
        broken = lines.until("watching …")
        assert any("error[" in x for x in broken) and any("generated/ left unchanged" in x for x in broken), broken
        book.write_text(text, encoding="utf-8")                               # fixed: built again
        assert any("built 1 book" in x for x in lines.until("watching …"))
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=60) == 0
        assert lines.until("stopped watching")
    finally:
        if proc.poll() is None:
            proc.kill()


def test_build_watch_stops_on_sigterm_too(tmp_path):
    proc = watching(tmp_path)
    try:
        lines = Lines(proc)
        lines.until("watching")
        proc.terminate()
        assert proc.wait(timeout=60) == 0
        assert lines.until("stopped watching")
    finally:
        if proc.poll() is None:
            proc.kill()


@pytest.mark.parametrize("args, message", [
    (["--watch", "--check"], "give one of them"),
    (["--watch", "--interval", "0"], "at least 0.01"),
    (["--watch", "--interval", "1e-300"], "at least 0.01"),     # (a busy loop)
    (["--interval", "1"], "give --watch too"),                  # (ignored without a word)
])
def test_build_watch_refuses_what_cannot_work(args, message, capsys):
    from compiler.cli import main
    assert main(["build", *args]) == 2
    assert message in capsys.readouterr().err


def test_build_watch_goes_on_when_the_rulebooks_are_gone_for_a_moment(tmp_path):
    """A checkout or a folder move takes rulebooks/ away for a moment: the build's usage error
    ("no rulebooks found") ended the watch with exit 2; it is said, and the watch goes on."""
    proc = watching(tmp_path)
    try:
        lines = Lines(proc)
        lines.until("watching")
        books, away = tmp_path / "rulebooks", tmp_path / "away"
        books.rename(away)
        assert any("no rulebooks found" in x for x in lines.until("watching …"))
        away.rename(books)
        assert any("built 1 book" in x or "unchanged" in x for x in lines.until("watching …"))
        assert proc.poll() is None
        proc.terminate()
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def test_generated_linked_to_the_rulebooks_is_refused_before_anything_is_written(tmp_path, monkeypatch, capsys):
    """A generated/ that links to rulebooks/ was built through: the swap put the outputs there and
    every .rules file was gone."""
    from compiler.cli import main
    env = dict(os.environ, RULES_CACHE=str(tmp_path / "cache"))
    env.pop("RULES_ROOT", None)
    subprocess.run([sys.executable, "-m", "compiler", "new", "tiny"], cwd=tmp_path, env=env, check=True,
                   capture_output=True)
    monkeypatch.setenv("RULES_ROOT", str(tmp_path))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    for linked in ("rulebooks", "rulebooks/tiny", "docs"):
        generated = tmp_path / "generated"
        if generated.is_symlink() or generated.exists():
            generated.unlink() if generated.is_symlink() else shutil.rmtree(generated)
        generated.symlink_to(tmp_path / linked)
        assert main(["build"]) == 2
        assert "holds rulebooks or pages a build reads" in capsys.readouterr().err
        assert list((tmp_path / "rulebooks" / "tiny").glob("*.rules")), linked


def test_the_watch_resumes_the_collector_the_command_paused(monkeypatch, tmp_path):
    """`rules` pauses Python's cyclic garbage collector for the whole of a command
    (`cli._collector_paused_for_the_program`); the watch, which builds again for as long as it
    runs, resumes it once it has loaded the stages, before its loop."""
    import gc

    from compiler import watch as watch_module
    (tmp_path / "rulebooks").mkdir()
    seen = []

    def stop(_seconds):
        seen.append(gc.isenabled())
        raise KeyboardInterrupt
    monkeypatch.setattr(watch_module.time, "sleep", stop)
    was = gc.isenabled()
    gc.disable()
    try:
        assert watch_module.watch(lambda: seen.append(gc.isenabled()) or 0, tmp_path, out=open(os.devnull, "w")) == 0
    finally:
        gc.enable() if was else gc.disable()
    assert seen == [False, True]


def test_the_watch_stops_when_its_reader_is_gone(tmp_path, monkeypatch):
    """`rules build --watch 2>&1 | head -1`: once `head` had gone, the watch went on building after
    every edit, with no one to tell, until killed. A write that meets a broken pipe now ends it (0)."""
    from compiler import streams
    from compiler import watch as watch_module

    class Pipe:
        gone = False

        def write(self, text):
            if self.gone:
                raise BrokenPipeError(32, "Broken pipe")
            return len(text)

        def flush(self):
            pass
    pipe = Pipe()
    out = streams._Stderr(pipe)
    (tmp_path / "rulebooks").mkdir()
    builds, looks = [], []

    def sleep(_seconds):   # an edit, a build; the reader leaves; another edit (and a stop, should it build)
        looks.append(1)
        if len(looks) in (1, 5):
            (tmp_path / "rulebooks" / f"f{len(looks)}.rules").write_text("x", encoding="utf-8")
        if len(builds) >= 2:
            pipe.gone = True
        if len(looks) > 50:
            raise KeyboardInterrupt
    monkeypatch.setattr(watch_module.time, "sleep", sleep)
    assert watch_module.watch(lambda: builds.append(1) or 0, tmp_path, out=out) == 0
    assert out.reader_gone and len(builds) == 2   # (the first build, and one after an edit: none after)


def test_a_save_written_again_while_it_builds_is_built_again_its_first_build_unsaid(tmp_path):
    """An editor writing a save in two chunks 60 ms apart: the watch built the first (half a file,
    with errors said) and then the whole. What a build says is held, and dropped when a file changed
    while it ran: the errors of the half-written file are never said."""
    import io

    from compiler import watch as w
    book = tmp_path / "rulebooks" / "tiny"
    book.mkdir(parents=True)
    path = book / "book.rules"
    path.write_text("whole", encoding="utf-8")
    builds: list[str] = []
    out = io.StringIO()

    def build() -> int:
        text = path.read_text(encoding="utf-8")
        builds.append(text)
        if len(builds) == 2:                     # the first chunk: written again while it builds
            path.write_text("whole again", encoding="utf-8")
            time.sleep(0.05)
        print(f"said of {text!r}", file=sys.stderr)
        if len(builds) == 3:
            raise KeyboardInterrupt              # (stops the watch once the second build is done)
        return 0

    def edit():
        time.sleep(0.3)
        path.write_text("half", encoding="utf-8")
    threading.Thread(target=edit, daemon=True).start()
    assert w.watch(build, tmp_path, 0.02, out) == 0
    said = out.getvalue()
    assert builds == ["whole", "half", "whole again"], builds
    assert "said of 'half'" not in said and "changed while it built: rulebooks/tiny/book.rules; building again" in said
    assert "said of 'whole again'" in said, said
