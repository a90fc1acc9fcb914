"""Worker processes die with the build that started them. Fed by: `pipeline`, which passes
`die_with_parent` as the initializer of its process pool, and, in a pool worker, renders a book's
pages and runs its examples and vectors in forked processes (`fork_call`) beside its other outputs.

A build killed outright (SIGKILL, the OOM killer) runs no clean-up of its own, so its pool's
workers would otherwise keep compiling for nobody. On Linux each worker asks the kernel to send it
SIGKILL when its parent dies (`prctl(PR_SET_PDEATHSIG)`); on other systems, and as a second line
everywhere, a daemon thread polls the parent pid once a second and exits the worker when it changes.
"""
from __future__ import annotations

import gc
import os
import signal
import sys
import threading
import time
from functools import lru_cache
from typing import Callable

PR_SET_PDEATHSIG = 1


@lru_cache(maxsize=1)
def _prctl():
    """libc's `prctl`, found once per process (and inherited by the processes it forks), or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):   # no prctl: the watcher thread alone does the job
        return None


def _ask_kernel() -> None:
    prctl = _prctl()
    if prctl is not None:
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _watch(parent: int) -> None:
    while True:
        if os.getppid() != parent:
            os._exit(1)
        time.sleep(1.0)


def die_with_parent(parent: int) -> None:
    """Pool initializer: end this worker when `parent` (the build) is gone."""
    _ask_kernel()
    if os.getppid() != parent:          # the build died before the request above took effect
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), daemon=True, name="die-with-parent").start()


def fork_call(fn: Callable[[], bytes | None]) -> Callable[[], bytes | None]:
    """Run `fn` in a forked process (which dies with this one) and return a function that waits
    for it and gives its bytes: None when `fn` gave None, raised, or the process died. The
    caller then does the work itself, so a failure there is reported where it is seen; the
    bytes come back through a pipe as they are (nothing is unpickled)."""
    read, write = os.pipe()
    parent = os.getpid()
    _prctl()         # looked up here, once, rather than in every child
    gc.freeze()      # the collector leaves the shared objects alone: no page is copied for it
    try:
        pid = os.fork()
    except OSError:  # no process to be had: the caller does the work itself
        gc.unfreeze()
        os.close(read)
        os.close(write)
        return lambda: None
    if pid == 0:                                     # the child: compute, send, leave at once
        status = 1
        try:
            gc.disable()   # a process that leaves as soon as `fn` returns has no cycles worth collecting
            os.close(read)
            die_with_parent(parent)
            data = fn()
            with os.fdopen(write, "wb") as out:
                if data is not None:
                    out.write(data)
            status = 0 if data is not None else 2
        except BaseException:    # any failure: the parent runs `fn` itself and sees it
            pass
        finally:
            os._exit(status)
    os.close(write)

    def result() -> bytes | None:
        with os.fdopen(read, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        gc.unfreeze()
        return data if os.waitstatus_to_exitcode(status) == 0 and data else None
    return result
