"""`rules conform --engine CMD`: the engine command, run as a process speaking JSON lines. Fed by:
`conform.conform`, which reads its answers (`answers`) and judges them (`conform.read_answer`).

Requests are written to the engine's stdin by one thread, its answers read line by line by another
(so a hang is a timeout, not a hang of the kit), its stderr by a third, which keeps the last lines
only. `started` is when it was started: its first answer is waited for `--start-timeout` from
then. Nothing the engine does holds the kit past `--start-timeout`, then `--timeout`, or fills
its memory:

- an answer line is read `MAX_LINE` characters at most (the rest is skipped unread), and at most a
  few lines are read ahead of the answer being judged (an engine writing lines without end waits);
- the engine runs in a process group of its own, and at the end it is stopped with everything it
  started: an engine still running `timeout` seconds after its last request (one that does not end
  at the end of its input, or that closed its output and went on), and a child it left behind
  holding its output open. The reading threads are never closed under their feet (closing a pipe
  that a thread is reading waits for that read, which such a child made last forever);
- on Linux the engine is killed when the kit dies (`prctl(PR_SET_PDEATHSIG)`), and `conform`
  turns SIGTERM and SIGHUP into a clean end that stops the engine as Ctrl-C does.
"""
from __future__ import annotations

import collections
import io
import json
import os
import queue
import re
import shlex
import signal
import subprocess
import threading
import time

MAX_LINE = 1 << 24   # characters of one answer line (16 Mi; an answer is a few hundred): longer is dropped unread
NOT_UTF8 = re.compile("[\udc80-\udcff]")   # what `surrogateescape` reads bytes that are not UTF-8 as
READ_AHEAD = 4       # answer lines read before the kit asks for them
STDERR_KEPT = 24     # lines of the engine's stderr kept, for the message when it ends without answering
                     # (Node, Java and Go write an uncaught error's message above a stack of 10 to 20 lines)
STDERR_LINE = 4096   # characters of one kept stderr line (a longer line is kept in pieces)
STDERR_SHOWN = 16384   # characters of them shown at most, the last (a flood is cut, its end kept)

TOO_LONG = "\0too long\0"   # (a marker, by identity: no line the engine wrote is this object)
_GROUPS = hasattr(os, "killpg")


def _die_with_kit(parent: int):
    """A `preexec_fn`: the engine is killed when the kit dies (Linux), or None where it cannot be."""
    from .workers import _ask_kernel, _prctl
    if _prctl() is None:
        return None

    def ask():
        _ask_kernel()                        # PR_SET_PDEATHSIG, as the build's workers ask it
        if os.getppid() != parent:           # the kit died before the request above took effect
            os._exit(1)
    return ask


def read_line(stream) -> str:
    """The next answer line of `stream`: "" at its end, and `TOO_LONG` for a line of more than
    `MAX_LINE` characters, whose rest is skipped unread."""
    line = stream.readline(MAX_LINE)
    if len(line) == MAX_LINE and not line.endswith("\n"):   # a line without end: skipped, unread
        while (rest := stream.readline(MAX_LINE)) and not rest.endswith("\n"):
            pass
        return TOO_LONG
    return line


def _signal_name(number: int) -> str:
    """A signal by its name (`SIGSEGV`, `SIGKILL`: what an engine that crashed, or that the system
    killed for its memory, died of), or its number where Python has no name for it."""
    try:
        return signal.Signals(number).name
    except ValueError:   # (a real-time signal: SIGRTMIN+6 is 40)
        return str(number)


class StartError(Exception):
    """The command cannot start (no such program, an empty command)."""


class EngineProcess:
    """One engine command, started at once; `lines` gives its answer lines, `stop()` ends it."""

    def __init__(self, command: str):
        try:
            argv = shlex.split(command)
            if not argv:
                raise ValueError("it names no program: give the command that starts the engine")
            self.started = time.monotonic()
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         start_new_session=_GROUPS, preexec_fn=_die_with_kit(os.getpid()))
        except (OSError, ValueError, subprocess.SubprocessError) as err:
            raise StartError(str(err)) from None
        # errors="surrogateescape": bytes that are not UTF-8 are read as lone surrogates, which no
        # UTF-8 text holds, so that answer fails (`NOT_UTF8`), not the reader; newline="\n": a line
        # ends at a line feed only (a carriage return inside one is JSON's white space, not an end);
        # utf-8-sig: a byte-order mark before the first answer (.NET writes one) is not part of it;
        # backslashreplace: a lone surrogate in a request (a vectors file's "\ud800") is written as that
        # JSON escape again, inside its string: it stopped the writer, and the engine waited for input
        self.proc.stdin = io.TextIOWrapper(self.proc.stdin, encoding="utf-8", errors="backslashreplace",
                                           line_buffering=True, write_through=True)
        self.proc.stdout = io.TextIOWrapper(self.proc.stdout, encoding="utf-8-sig", errors="surrogateescape",
                                            newline="\n")
        self.proc.stderr = io.TextIOWrapper(self.proc.stderr, encoding="utf-8", errors="replace")
        self.stderr: collections.deque = collections.deque(maxlen=STDERR_KEPT)
        self.lines: queue.Queue = queue.Queue(maxsize=READ_AHEAD)
        self._stopping = threading.Event()
        self._readers = [threading.Thread(target=self._read, daemon=True, name="engine-stdout"),
                         threading.Thread(target=self._read_stderr, daemon=True, name="engine-stderr")]
        for t in self._readers:
            t.start()

    # ------------------------------------------------------------ the threads
    def _put(self, line: str) -> None:
        """Queue `line` for the kit (waiting while `READ_AHEAD` lines wait); once stopping, drop it."""
        while not self._stopping.is_set():
            try:
                self.lines.put(line, timeout=0.1)
                return
            except queue.Full:
                continue

    def _read(self) -> None:
        out = self.proc.stdout
        try:
            while line := read_line(out):
                self._put(line)
        except (OSError, ValueError):
            pass
        self._put("")

    def _read_stderr(self) -> None:
        try:
            while line := self.proc.stderr.readline(STDERR_LINE):
                self.stderr.append(line)
        except (OSError, ValueError):
            pass

    def write(self, requests) -> None:
        """Write every request, then close the engine's stdin (its end of input); started as a thread."""
        def run():
            try:
                for r in requests:
                    self.proc.stdin.write(json.dumps(r, ensure_ascii=False) + "\n")
                self.proc.stdin.close()
            except (OSError, ValueError):
                pass   # the engine stopped reading; the missing answers say so
        threading.Thread(target=run, daemon=True, name="engine-stdin").start()

    # ------------------------------------------------------------ ending
    def _exited(self) -> bool:
        """Has the engine ended? (Not reaped: its pid, and so its process group, stays reserved.)"""
        if not hasattr(os, "waitid"):
            return self.proc.poll() is not None
        try:
            return os.waitid(os.P_PID, self.proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        except ChildProcessError:   # (reaped already)
            return True

    def _kill(self) -> None:
        """Kill the engine and every process of its group (what it started and left running)."""
        if _GROUPS:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):   # (the group is gone; or it left it)
                pass
        if not self._exited():
            self.proc.kill()

    def ended(self, grace: float) -> str:
        """How the engine ended, given `grace` seconds to end by itself (it is killed after)."""
        deadline = time.monotonic() + grace
        try:
            while not self._exited() and time.monotonic() < deadline:
                time.sleep(0.01)
        except BaseException:   # Ctrl-C or SIGTERM while it was given its time: stopped at once, with its group
            self._kill()
            self.proc.wait()
            raise
        stopped = not self._exited()
        self._kill()          # its children too, whether it ended or not
        code = self.proc.wait()
        if stopped:
            return "closed its output (and was stopped)"
        return f"ended (exit {code})" if code >= 0 else f"ended (signal {_signal_name(-code)})"

    def stop(self, grace: float) -> None:
        """End the engine (and its group), then the reading threads: never closes a pipe a thread reads.
        What the engine still writes is read and dropped, so that writing it does not keep it from ending."""
        self._stopping.set()
        if self.proc.returncode is None:
            self.ended(grace)
        deadline = time.monotonic() + 1.0
        for t in self._readers:     # (a process outside the group may still hold the pipes: left to the exit)
            t.join(max(0.0, deadline - time.monotonic()))

    def stderr_tail(self) -> str:
        """The last lines the engine wrote on stderr; once it has ended, all of them (its thread is
        given a second to read them to the end)."""
        if self.proc.returncode is not None:
            self._readers[1].join(1.0)
        tail = "".join(self.stderr).strip()
        return tail if len(tail) <= STDERR_SHOWN else "…" + tail[-STDERR_SHOWN + 1:]
