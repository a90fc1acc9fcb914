"""Worker processes die with the build that started them, and keep their heap while they live.
Fed by: `pipeline`, which passes `start_worker` as the initializer of its process pool, and, in a
pool worker, renders a book's pages and runs its examples and vectors in forked processes
(`fork_call`) beside its other outputs.

A build killed outright (SIGKILL, the OOM killer) runs no clean-up of its own, so its pool's
workers would otherwise keep compiling for nobody. On Linux each worker asks the kernel to send it
SIGKILL when its parent dies (`prctl(PR_SET_PDEATHSIG)`); on other systems, and as a second line
everywhere, a daemon thread polls the parent pid once a second and exits the worker when it changes.
A worker or a forked process lives for one piece of work: under glibc it keeps the memory it is
given (`heap_kept`), which saves it page faults.

Ctrl-C, SIGTERM and SIGHUP are held (blocked) while a process forks (`hold_signals`): one that came
then was handled inside Python's at-fork hooks (logging's `_releaseLock`), where what a handler
raises is printed as "Exception ignored" and dropped, and the build ran on to exit 0. Held, it is
handled when the mask is put back, after the fork, in ordinary code (a forked process, which does
not inherit it, puts the mask back too).
"""
from __future__ import annotations

import atexit
import gc
import os
import signal
import struct
import sys
import threading
import time
from functools import lru_cache
from typing import Callable

from dsl import collector

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


# What stops a command: held while a process forks (`hold_signals`).
_STOPPING = frozenset(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
_unheld = None   # the mask before the last `hold_signals`: a pool's worker, forked meanwhile, puts it back


def hold_signals():
    """Hold (block) SIGINT, SIGTERM and SIGHUP in this thread while it forks; the mask before, for
    `release_signals` (None where there are no signal masks). A thread started meanwhile (a
    pool's, a worker's watcher) inherits the mask, so it never takes them in the main thread's stead."""
    global _unheld
    if not hasattr(signal, "pthread_sigmask"):
        return None
    before = signal.pthread_sigmask(signal.SIG_BLOCK, ())
    try:
        signal.pthread_sigmask(signal.SIG_BLOCK, _STOPPING)
    except BaseException:   # (one that came before, handled as this returned: nothing is left held)
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
        raise
    _unheld = before
    return before


def release_signals(before) -> None:
    """Put back the mask `hold_signals` gave: a signal held meanwhile is handled here (and what
    its handler raises, `cli.Stopped` or KeyboardInterrupt, is raised here)."""
    if before is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


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
    """End this worker when `parent` (the build) is gone."""
    _ask_kernel()
    if os.getppid() != parent:          # the build died before the request above took effect
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), daemon=True, name="die-with-parent").start()


def start_worker(parent: int) -> None:
    """Pool initializer: a worker that dies with `parent` (the build) and keeps its heap
    (`heap_kept`)."""
    die_with_parent(parent)
    heap_kept()
    for name in ("SIGTERM", "SIGHUP"):   # (the command's own handlers, `cli.Stopped`, are the build's: a worker just dies)
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    # Ctrl-C reaches every process of the terminal's group: the build answers it and stops its
    # workers (`stop_workers`). A worker that took it itself printed a traceback from the pool's
    # queue, and could die holding the queue's lock, which left the build waiting for ever.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    release_signals(_unheld)   # (forked while the build held them: `hold_signals`)


def stop_workers(pool) -> None:
    """End `pool`'s workers now (the build was interrupted): they ignore Ctrl-C (`start_worker`), and
    the pool would otherwise wait for each to finish its book."""
    # (the pool's own list, taken first: no public one, and `shutdown` sets it to None, so taken after
    # it no worker was ever stopped, and an interrupted build waited about 5 s for them; one short of
    # file descriptors, for ever)
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()


# glibc's `mallopt` parameters (malloc.h)
M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD = -1, -2, -3


@lru_cache(maxsize=1)
def _mallopt():
    """glibc's `mallopt`, found once per process (and inherited by the processes it forks), or None
    under another C library."""
    try:
        if not os.confstr("CS_GNU_LIBC_VERSION"):
            return None
        import ctypes
        return ctypes.CDLL(None).mallopt
    except (ValueError, OSError, AttributeError):
        return None


def looked_up_for_children() -> None:
    """What the processes this one forks call in libc (`prctl`, `mallopt`), looked up once here
    rather than in each of them (they inherit it)."""
    _prctl()
    _mallopt()


def heap_kept() -> None:
    """In a process that lives for one piece of work (a pool's worker, a forked process), glibc's
    malloc keeps the memory it was given instead of handing it back to the system: blocks of up
    to 32 MB come from its heap rather than a mapping of their own each (unmapped when freed), its
    heap grows 64 MB of addresses at a time, and what is freed at its top stays. Each page the
    system hands a process costs a fault when first written: War of the Suns' worker took about
    19,000 of them, 15,000 so (0.10 → 0.06 s of system time); the memory a worker holds at its
    peak is the same. Nothing under another C library."""
    mallopt = _mallopt()
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, 32 << 20)
        mallopt(M_TRIM_THRESHOLD, 1 << 30)
        mallopt(M_TOP_PAD, 64 << 20)


_UNREAPED: list[int] = []     # forked processes whose bytes were read, not yet waited for
_LENGTH = struct.Struct("<Q")  # what a forked process writes before its bytes: how many follow
_PIPE_BYTES = 1 << 20          # a pipe this large, where the system allows it: a forked process
                               # writes its pages (about 0.3 MB) and leaves without waiting to be read


def _reap() -> None:
    """Wait for the forked processes that have left (never blocking): no zombie is kept longer
    than until the next `fork_call`."""
    for pid in list(_UNREAPED):
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:   # (waited for by someone else)
            done = pid
        if done:
            _UNREAPED.remove(pid)


@atexit.register
def wait_for_children() -> None:
    """When this process ends: wait for the forked processes still at work (writing what `then`
    keeps: a `rules build` command ends soon after it has the pages, and a forked process dies
    with it)."""
    for pid in _UNREAPED:
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
    _UNREAPED.clear()


def fork_call(fn: Callable[[], bytes | None], then: Callable[[], object] | None = None) -> Callable[[], bytes | None]:
    """Run `fn` in a forked process (which dies with this one) and return a function that waits
    for its bytes and gives them: None when `fn` gave None or nothing, raised, or the process died
    before it had written them all. The caller then does the work itself, so a failure there is
    reported where it is seen; the bytes come back through a pipe as they are (nothing is
    unpickled), after their length, which tells whole bytes from a process that died writing them.
    `then`: what the process does once its bytes are sent (and only then), while this one goes on
    (what it raises is lost: work that is only worth doing, such as a cache entry). The bytes read, the process is
    not waited for: its exit (unmapping the memory it shares with this one, several milliseconds
    for a build) runs on the other core while this one goes on, and it is reaped by the next
    `fork_call`, or when this process ends (`wait_for_children`: what `then` writes is written)."""
    _reap()
    read, write = os.pipe()
    try:
        import fcntl
        fcntl.fcntl(write, fcntl.F_SETPIPE_SZ, _PIPE_BYTES)
    except (ImportError, AttributeError, OSError):    # (another system, or a smaller limit: a pipe as it comes)
        pass
    parent = os.getpid()
    looked_up_for_children()
    collector.freeze()   # the collector leaves the shared objects alone: no page is copied for it
    held = hold_signals()
    try:
        pid = os.fork()
    except OSError:  # no process to be had: the caller does the work itself
        release_signals(held)
        collector.unfreeze()
        os.close(read)
        os.close(write)
        return lambda: None
    if pid == 0:                                     # the child: compute, send, leave at once
        status = 1
        try:
            gc.disable()   # a process that leaves as soon as `fn` returns has no cycles worth collecting
            os.close(read)
            die_with_parent(parent)   # (its watcher thread started while the signals are held)
            release_signals(held)
            heap_kept()
            data = fn()
            with os.fdopen(write, "wb") as out:
                if data:
                    out.write(_LENGTH.pack(len(data)))
                    out.write(data)
            status = 0 if data else 2
            if then is not None and data:
                then()
        except BaseException:    # any failure: the parent runs `fn` itself and sees it
            pass
        finally:
            os._exit(status)
    os.close(write)
    _UNREAPED.append(pid)
    release_signals(held)   # (a Ctrl-C or SIGTERM that came while forking is raised here)

    called = []

    def result() -> bytes | None:
        if called:   # (again, after a Ctrl-C cut the first call short: its pipe is closed, EBADF)
            collector.unfreeze()
            return None
        called.append(True)
        with os.fdopen(read, "rb") as pipe:
            data = pipe.read()
        collector.unfreeze()
        _reap()          # (gone already, as a rule, when it wrote before this process read)
        return _unframed(data)
    return result


def _unframed(data: bytes) -> bytes | None:
    """The bytes a forked process sent (their length, then them), or None when they are not whole
    (it died writing them) or there are none."""
    size = _LENGTH.size
    whole = len(data) > size and _LENGTH.unpack_from(data)[0] == len(data) - size
    return data[size:] if whole else None
