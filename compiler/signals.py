"""SIGTERM and SIGHUP handled by a function of the command's while a block runs, the handlers
before put back after it. Used by `cli` (a command stopped by a signal says so) and `conform` (the
run ends, stopping its engine, with the signal's status).

Python's default for both ends the process at once, with no `finally` run and nothing said. Only
the main thread may set a handler: from another thread, the block runs with the handlers as they are.
A signal the process was started ignoring (`nohup`, `trap '' TERM`) stays ignored.
"""
from __future__ import annotations

import contextlib
import signal
import threading

NAMES = ("SIGTERM", "SIGHUP")


@contextlib.contextmanager
def handled(handler):
    """`handler(signum, frame)` for SIGTERM and SIGHUP (where the system has them) while the block runs."""
    wanted = [getattr(signal, name) for name in NAMES if hasattr(signal, name)]
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    # (a signal the command was started ignoring stays ignored: `nohup rules build` went on after a
    # hang-up only until this handler took SIGHUP back)
    before = {s: signal.signal(s, handler) for s in wanted if signal.getsignal(s) is not signal.SIG_IGN}
    try:
        yield
    finally:
        for s, previous in before.items():
            signal.signal(s, previous)
