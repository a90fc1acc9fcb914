"""Worker processes die with the build that started them. Fed by: `pipeline`, which passes
`die_with_parent` as the initializer of its process pool.

A build killed outright (SIGKILL, the OOM killer) runs no clean-up of its own, so its pool's
workers would otherwise keep compiling for nobody. On Linux each worker asks the kernel to send it
SIGKILL when its parent dies (`prctl(PR_SET_PDEATHSIG)`); on other systems, and as a second line
everywhere, a daemon thread polls the parent pid once a second and exits the worker when it changes.
"""
from __future__ import annotations

import os
import signal
import sys
import threading
import time

PR_SET_PDEATHSIG = 1


def _ask_kernel() -> None:
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):   # no prctl: the watcher thread alone does the job
        pass


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
