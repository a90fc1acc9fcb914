"""`rules build --watch`: build, then build again whenever a rulebook file or a page of `docs/`
changes, in one resident process. Fed by: `cli.cmd_build`, which it calls for every build.

A designer's edit then waits only for the build itself: a new `rules build` process pays, every
time, for starting Python, importing the stages and loading the parser's tables (about 0.35 s on
the project's machine, nearly twice a one-clause edit's own build), which a resident process pays
once. Changes are found by polling each file's modification and change times, inode and size (no library, no inotify:
the same on every system); a change is built once the files have stayed the same for a moment
(`SETTLE`, 30 ms: an editor's several writes of one save come within a few milliseconds of each
other), so such a save causes one build. The moment was a whole interval (100 ms), a third of the
wait between a save and its build. What a build says is held until it ends, and dropped when a file
changed meanwhile (a save written in chunks further apart than the moment): it is built again at
once. A build that fails leaves `generated/` as it was and the watch goes on; Ctrl-C stops it.
"""
from __future__ import annotations

import signal
import stat
import sys
import threading
import time
from pathlib import Path
from typing import Callable, TextIO

SETTLE = 0.03   # seconds the files must stay the same after a change is seen, before it is built

Snapshot = dict[str, tuple[int, int, int, int]]   # path → modification and change times, inode, size (or -1)


class Watcher:
    """The files a build reads (every `.rules` file under `rulebooks/`, every file under `docs/`;
    also a file named `.rules` in other letters, which the build warns of;
    also what the build refuses there, a pipe or a dangling link, so that its error is shown) and
    what changed among them since the last look."""

    def __init__(self, root: Path):
        self.root = root
        self.seen = self.snapshot()

    def snapshot(self) -> Snapshot:
        files: Snapshot = {}
        # (`.rules` in any letters: a `Turn.RULES` is not read, and the build warns of it, W003)
        for folder, pattern in (("rulebooks", "*.[Rr][Uu][Ll][Ee][Ss]"), ("docs", "*")):
            base = self.root / folder
            if not base.is_dir():
                continue
            for path in base.rglob(pattern):
                try:
                    st = path.stat()
                except OSError:
                    try:             # a link to nothing: the build says so, so it is a change too
                        st = path.lstat()
                    except OSError:  # removed while we looked: it is simply not there
                        continue
                # (the change time too: a write of the same size whose modification time is set back,
                # as `cp -p`, `touch -d` or rsync leave it, still sets it, and no one can set it back)
                if stat.S_ISREG(st.st_mode):
                    files[str(path.relative_to(self.root))] = (st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_size)
                elif not stat.S_ISDIR(st.st_mode) or path.is_symlink() or folder == "rulebooks":
                    # a pipe, a link, a folder named *.rules…: the build refuses it, so it is a change
                    files[str(path.relative_to(self.root))] = (st.st_mtime_ns, st.st_ctime_ns, st.st_ino, -1)
        return files

    def changed(self) -> list[str]:
        """The files added, removed or written since the last call, sorted; [] when none."""
        now = self.snapshot()
        paths = sorted({p for p in now.keys() | self.seen.keys() if now.get(p) != self.seen.get(p)})
        self.seen = now
        return paths


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def _shown(paths: list[str]) -> str:
    return ", ".join(paths[:3]) + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")


def _built(build: Callable[[], int], out: TextIO) -> str:
    """What `build()` says on standard error, held until it ends: a build of files saved again while
    it ran (an editor writing a save in two chunks 60 ms apart, `SETTLE` being 30 ms) said errors of
    a half-written file, then built again. Held, it is said only when no file changed meanwhile. Cut
    short (Ctrl-C), what it said so far is said."""
    import contextlib
    import io
    held = io.StringIO()
    try:
        with contextlib.redirect_stderr(held):
            build()
    except BaseException:
        out.write(held.getvalue())
        raise
    return held.getvalue()


def watch(build: Callable[[], int], root: Path, interval: float = 0.1, out: TextIO | None = None) -> int:
    """Build, then build again after each change until interrupted (exit status 0). `out`: sys.stderr
    as it is when called (the CLI's, which a full disk does not stop)."""
    out = out if out is not None else sys.stderr
    if threading.current_thread() is threading.main_thread():
        # Ctrl-C stops the watch even where the shell started it with SIGINT ignored (a job started
        # in the background inherits that, and Python then leaves it ignored); SIGTERM stops it alike.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, _interrupt)
    watcher = Watcher(root)
    try:   # from here on, Ctrl-C or SIGTERM stops the watch cleanly, even while it prints or builds
        build()
        from .pipeline import load_stages
        load_stages()   # a build with nothing to do loads none of them: the first edit would wait for them
        from dsl.collector import collector_resumed
        collector_resumed()   # (paused while the command started: each build's garbage is collected)
        print(f"watching {root / 'rulebooks'} and {root / 'docs'} for changes (Ctrl-C stops)", file=out, flush=True)
        pending: list[str] = []   # files that changed while the last build ran: built at once
        while not getattr(out, "reader_gone", False):
            if pending:
                changed, pending = pending, []
            else:
                time.sleep(interval)
                changed = watcher.changed()
                if not changed:
                    continue
            while True:             # wait until the files stay the same for a moment (`SETTLE`)
                time.sleep(min(interval, SETTLE))
                more = watcher.changed()
                if not more:
                    break
                changed = sorted(set(changed) | set(more))
            print(f"changed: {_shown(changed)}", file=out, flush=True)
            if getattr(out, "reader_gone", False):
                break
            said = _built(build, out)
            again = watcher.changed()
            if again:   # (saved again while it built, a save in chunks: what it said is of files that are gone)
                print(f"changed while it built: {_shown(again)}; building again", file=out, flush=True)
                pending = again
                continue
            out.write(said)
            print("watching …", file=out, flush=True)
        return 0   # (its reader is gone, `--watch 2>&1 | head`: no one to tell of a build, so none is made)
    except KeyboardInterrupt:
        print("stopped watching", file=out, flush=True)
        return 0
