"""The `rules` command run as the program, as a process: handed to a resident build server
when one can run it (`server_client`), one started for the next command, the collector paused,
standard input kept open, Ctrl-C, SIGTERM and SIGHUP said as a stop (`Stopped`), and the end
(`_end`: `os._exit` once the output is flushed and the exit handlers have run). Fed by: `cli.main`
and `cli._main`, around the command they run.
"""
from __future__ import annotations

import os
import sys


def _served_or_not() -> None:
    """A `rules build` or `rules check` handed to a resident build server, when one runs for this
    installation (`server_client`): the program ends with the served command's status. Else the
    command runs here."""
    from . import server_client
    args = sys.argv[1:]
    try:
        code = server_client.served(args) if server_client.wanted(args) else None
    except KeyboardInterrupt:   # (Ctrl-C while it was being handed over: what was handed over is stopped)
        print(f"rules {args[0] if args else ''}: interrupted".rstrip(), file=sys.stderr)
        code = 130
    except Exception:   # (a server is only worth having: whatever went wrong, the command runs here)
        code = None
    if code is not None:
        _flushed()
        os._exit(code)


def _server_started() -> None:
    """After a command a server could have run: one started in the background for the next."""
    from . import server_client
    try:
        server_client.start(sys.argv[1:])
    except Exception:   # (a server is only worth having: the command's own status stands)
        pass


_PROGRAM = False   # run as the program (`main()`), not called by a test or another program


def _interrupted_once() -> None:
    """Ctrl-C raises KeyboardInterrupt once; the presses after it, a common reflex, are ignored while
    the command stops (one landed in its clean-up: a raw traceback, and exit status -2, not 130)."""
    import signal
    global _PROGRAM
    _PROGRAM = True

    def interrupt(signum, frame):
        _deaf()
        raise KeyboardInterrupt
    try:
        if signal.getsignal(signal.SIGINT) is signal.default_int_handler:   # (not when started ignoring it)
            signal.signal(signal.SIGINT, interrupt)
    except (ValueError, OSError):
        pass


def _deaf() -> None:
    """Ctrl-C, SIGTERM and SIGHUP ignored from now on (the program is ending)."""
    import signal
    for signum in (signal.SIGINT, signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if signum is not None:
            try:
                signal.signal(signum, signal.SIG_IGN)
            except (ValueError, OSError):   # (not the main thread, or a signal this system lacks)
                pass


def _stdin_open() -> None:
    """A command started with its standard input closed (`rules conform … <&-`) reads /dev/null
    there: else the first file or pipe it opened took descriptor 0, and `rules conform --python`,
    whose forked engine reads /dev/null as its standard input, closed the kit's own pipe with it
    (every vector failed, "the engine ended its process")."""
    try:
        os.fstat(0)
    except OSError:
        opened = os.open(os.devnull, os.O_RDONLY)
        if opened != 0:
            os.dup2(opened, 0)
            os.close(opened)


def _collector_paused_for_the_program() -> None:
    """Python's cyclic garbage collector off for the whole of a command. Starting one imports the
    pipeline, loads the parser and the stages' modules (about 200 classes made, every one of them
    and their methods living to the end): the collector's passes over that growing heap cost about
    0.1 s of the 0.5 s, and found nothing to free. A build pauses it for each book anyway
    (`dsl.collector.collector_paused`), and a command ends without freeing its objects (`_end`). A
    command that settles into work making garbage for a long time resumes it
    (`dsl.collector.collector_resumed`: `rules build --watch`'s loop, `rules conform`'s runs)."""
    import gc
    gc.disable()


def _end(code: int) -> None:
    """End the program as soon as its work is done: the output flushed, the process pool's thread
    left reaping a build's workers waited for (`pipeline.outputs_of_all`), the exit handlers run
    (`workers.wait_for_children`: what a forked process keeps in the cache is written), then
    `os._exit`. Python's own clean-up would go on to free every object of the process one by one:
    about 0.3 s after a build, which a designer waited for at every `rules build` (the outputs were
    written; nothing is left to write). A thread of someone else's that is still running, which
    Python would wait for, is not waited for (a `rules conform --python` engine's module that
    starts one at import and never ends it: the kit hung after its report), and is said on stderr."""
    import atexit
    import os
    import threading
    pool = getattr(sys.modules.get("concurrent.futures.process"), "_ExecutorManagerThread", None)
    left = []
    for thread in threading.enumerate():
        if thread is threading.main_thread() or thread.daemon or not thread.is_alive():
            continue
        if pool is not None and isinstance(thread, pool):
            thread.join()
        else:
            left.append(thread.name)
    if left and sys.stderr is not None:     # (None: started with its standard error closed)
        print(f"rules: not waiting for threads left running ({', '.join(left[:5])}): the kit starts none "
              "(a --python engine's module does)", file=sys.stderr)
    run_exit_handlers = getattr(atexit, "_run_exitfuncs", None)
    # (a Python without it: its own clean-up, handlers included; and a profiler or a tracer at work,
    # `python -m cProfile -m compiler …`, which writes what it saw once the program has returned)
    if run_exit_handlers is None or sys.getprofile() is not None or sys.gettrace() is not None:
        if left:
            _flushed()
            os._exit(code)
        return
    run_exit_handlers()
    _flushed()
    os._exit(code)


def _flushed() -> None:
    """Standard output and error flushed, as Python's own exit flushes them: neither when it is
    closed (None: the command was started with it closed; or closed since), nor a failure to write."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass


class Stopped(BaseException):
    """SIGTERM or SIGHUP while a command ran: it stops as Ctrl-C stops it (its clean-up runs, a
    build's workers die with it), says so, and exits with the signal's status (128 + its number).
    A BaseException, as KeyboardInterrupt is: no `except Exception` on the way takes it for an error."""

    def __init__(self, signum: int):
        import signal
        super().__init__(signum)
        self.signum, self.name = signum, signal.Signals(signum).name


def _stopped_by_signals():
    """SIGTERM and SIGHUP raise `Stopped` while the command runs (killed by them silently, a build
    said nothing). `--watch` and `rules conform` set their own handlers inside, and put these back."""
    from .signals import handled
    return handled(_stop)


def _stop(signum, frame):
    if _PROGRAM:   # (as for Ctrl-C: a second signal does not cut the stopping short)
        _deaf()
    raise Stopped(signum)


def _interrupted(args, how: str) -> str:
    """What a command stopped by Ctrl-C or a signal says: a build, that `generated/` is whole."""
    said = f"rules {args.command}: {how}"
    if args.command == "build" and not getattr(args, "check", False):
        said += ("; generated/ is as it was, or the new tree whole (it is swapped in at once): "
                 "`rules build --check` says which")
    return said
