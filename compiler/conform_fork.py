"""`rules conform --python`: the engine function called in a forked process, so that one that ends
its process (`os._exit`, a crash in C code) fails its vector instead of ending the whole run
without a report. Fed by: `conform.PythonEngine`, on systems that fork (elsewhere it calls the
function in its own process, as before).

The child is forked after the function is imported, so nothing is loaded twice; it reads one
request (a JSON line) at a time from a pipe, calls the function and writes its answer back as one
JSON line, written as `conform.json_text` writes an answer in-process (what JSON cannot carry is a
crash of that vector). A child that ends fails the vector it was given, and a new one is forked
for the next vector; one that does not answer within the timeout is killed, and every vector still
owed fails, as for `--engine`. The child dies with the kit (`workers.die_with_parent`).
"""
from __future__ import annotations

import json
import os
import queue
import signal
import sys
import threading
import time


def _serve(fn, requests, answers, held=None) -> None:
    """The child's loop (never returns); `held`: the signal mask to put back (`workers.hold_signals`)."""
    code = 0
    try:
        from .conform import call_engine, json_text
        from .workers import die_with_parent, release_signals
        die_with_parent(os.getppid())
        release_signals(held)
        os.dup2(2, 1)              # what the function prints goes to stderr: stdout holds the report alone
        sys.stdout = sys.stderr
        null = os.open(os.devnull, os.O_RDONLY)   # and it reads nothing of the kit's stdin (a terminal:
        os.dup2(null, 0)                          # a read there waited for the timeout)
        os.close(null)
        for line in requests:
            r = json.loads(line)
            rid = {"id": r["id"]}  # (taken first: the function may change the request)
            answers.write(json_text(call_engine(fn, r), rid) + "\n")   # what JSON cannot carry fails the vector
            answers.flush()
    except BaseException:
        code = 1
    finally:
        os._exit(code)


TIMED_OUT = object()


class ForkedCalls:
    """A forked child calling `fn`; `call(request, timeout)` gives its answer, or a crash."""

    def __init__(self, fn):
        self.fn = fn
        self.pid = None

    def _start(self) -> None:
        from .workers import hold_signals, release_signals
        req_r, req_w = os.pipe()
        ans_r, ans_w = os.pipe()
        held = hold_signals()   # (a Ctrl-C while forking is raised after the fork, not dropped: `workers`)
        try:
            pid = os.fork()
        except BaseException:
            release_signals(held)
            raise
        if pid == 0:
            os.setpgid(0, 0)   # a group of its own: what the function forks is stopped with it
            os.close(req_w)
            os.close(ans_r)
            # backslashreplace: a lone surrogate (JSON's "\ud800", in a vector or an answer) is written
            # as that escape again, inside its JSON string, rather than ending the writer
            _serve(self.fn, os.fdopen(req_r, "r", encoding="utf-8"),
                   os.fdopen(ans_w, "w", encoding="utf-8", errors="backslashreplace"), held)
        os.close(req_r)
        os.close(ans_w)
        self.pid = pid
        release_signals(held)
        self.requests = os.fdopen(req_w, "w", encoding="utf-8", errors="backslashreplace")
        self.lines = lines = queue.Queue()     # (this child's: a reader of an earlier one puts nothing here)
        answers = os.fdopen(ans_r, "r", encoding="utf-8", errors="replace", newline="\n")   # (lines end at \n only)

        def read():   # (a line of more than MAX_LINE characters is skipped unread, as for --engine)
            from .conform_process import read_line
            with answers:   # (closed at the child's end: dropped open, it was a ResourceWarning under -W error)
                while line := read_line(answers):
                    lines.put(line)
            lines.put("")
        threading.Thread(target=read, daemon=True).start()

    def call(self, request: dict, timeout: float):
        """The answer to `request` (any JSON value: `conform._answer` judges it); `TIMED_OUT` when
        the child did not answer within `timeout` (it is then stopped)."""
        if self.pid is None:
            self._start()
        try:
            self.requests.write(json.dumps(request, ensure_ascii=False) + "\n")
            self.requests.flush()
        except OSError:      # the child is gone: its end of the pipe is closed
            pass
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            self._reap()
            return TIMED_OUT
        if not line:
            status = self._reap()
            return {"id": request["id"], "crash": f"the engine ended its process ({status}) while answering"}
        from .conform_process import MAX_LINE, TOO_LONG
        if line is TOO_LONG:
            return {"id": request["id"], "crash": f"an answer longer than {MAX_LINE:,} characters as JSON (not read)"}
        from .conform import not_an_answer, read_answer
        try:   # (as an engine's line is read: NaN and keys given twice refused; nested past the stack too)
            return read_answer(line)
        except (ValueError, RecursionError) as err:
            return not_an_answer(err, request["id"])

    def _reap(self) -> str:
        """Kill the child (if it still runs) and every process of its group (what the function
        forked and left running), then wait for it; say how it ended. The next call forks a new one.
        Killed before it is waited for: till then its pid, and so its group, is not taken again."""
        pid, self.pid = self.pid, None
        try:
            self.requests.close()
        except OSError:
            pass
        for kill in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
            try:
                kill()
            except OSError:   # (gone already; or it left its group)
                pass
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:   # reaped by the system: the module set SIGCHLD to SIG_IGN
            return "exit status unknown"
        if os.WIFEXITED(status):
            return f"exit {os.waitstatus_to_exitcode(status)}"
        number = os.WTERMSIG(status)
        try:
            return f"signal {signal.Signals(number).name}"
        except ValueError:   # a signal Python has no name for (a real-time one: SIGRTMIN+6 is 40)
            return f"signal {number}"

    def close(self) -> None:
        """Stop the child: at the end of its input it ends; if it does not within a second, killed,
        and what it forked with it."""
        if self.pid is None:
            return
        try:
            self.requests.close()
        except OSError:
            pass
        for _ in range(100):
            if _ended(self.pid):
                break
            time.sleep(0.01)
        self._reap()


def _ended(pid: int) -> bool:
    """Has child `pid` ended? Asked without reaping it (its group stays reserved till `_reap`
    kills it); where the system has no `waitid` (macOS), never known: the child is given its second."""
    if not hasattr(os, "waitid"):
        return False
    try:
        return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:   # (reaped by the system already: SIGCHLD ignored)
        return True
