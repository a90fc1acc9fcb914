"""A resident build server: a process that has imported the pipeline and loaded the parser's
tables, the stages' modules and the templates once (`pipeline.load_stages`), and runs each
`rules build` or `rules check` handed to it (`server_client`) in a process forked from itself, so
that the command starts where a warm process would. Fed by: `server_client.start`, which starts it
in the background (`python -c …`, with the starting command's module path and interpreter flags)
after a command it could not hand over.

One server a socket, one socket an identity (`server_client.identity`): a second server started
for the same one finds the socket's lock taken and leaves. The server checks every few seconds
that its identity still holds (the packages' files unchanged on disk, and its socket still its
own) and stops when it does not, or after `RULES_SERVER_IDLE` seconds (default 900) without a
command. It answers only its own user (the socket's folder is private, and the peer's credentials
are checked).

A request: the command's three standard streams (their descriptors), then its arguments, working
folder, environment, umask and how its streams write (one JSON object after its length). The
server forks; the forked process takes the streams as 0, 1 and 2, the folder, the environment and
the umask as its own, and runs `cli.main()` as the program does, in a process group of its own.
The server answers `S` once it has forked, and the status (4 bytes) when the process has ended; a
byte from the command while it runs (`I`, `T`, `H`) is passed on as SIGINT, SIGTERM or SIGHUP to
its process group, and the command's end (its socket closed) stops it (SIGTERM). Nothing the
server reads is run: the request is data.
"""
from __future__ import annotations

import fcntl
import gc
import importlib
import json
import os
import selectors
import signal
import socket
import struct
import sys
import time

from . import server_client

_CHECK_EVERY = 2.0   # seconds between looks at the identity, the socket and the idle time
_STATUS = struct.Struct("!i")
_SIGNALS = {b"I": signal.SIGINT, b"T": signal.SIGTERM, b"H": signal.SIGHUP, b"Z": signal.SIGTSTP, b"C": signal.SIGCONT}
_PASSED_ON = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
_MOST = 1 << 22       # a request's longest JSON (its environment: a few KB as a rule)
# What `rules check` and `rules build` import besides the stages (`pipeline.load_stages`): their
# reports, the examples' runtime, the vectors, the swap of generated/, the workers' pool.
_ALSO_IMPORTED = ("compiler.check_report", "compiler.examples", "compiler.scope", "compiler.signals",
                  "compiler.work_budget", "compiler.aid_printing", "compiler.swap", "compiler.docs_files",
                  "compiler.to_vectors", "compiler.vectors_schema", "dsl.runtime", "dsl.ir_schema",
                  "concurrent.futures.process")


def main(argv: list[str]) -> None:
    """`python -c … <module path> SOCKET IDENTITY`: serve until idle, or until the identity no longer holds."""
    path, ident = argv
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # (its own session: no terminal sends it these,
    signal.signal(signal.SIGHUP, signal.SIG_IGN)     # and a command's Ctrl-C is passed on by request)
    signal.signal(signal.SIGTERM, _stop)   # (`pkill -f compiler.build_server`: the command that started it
    # ignored SIGTERM as it ended, and an ignored signal stays ignored across `exec`)
    lock = os.open(path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:   # another server of this identity runs, or is starting
        os._exit(0)
    from . import cli  # noqa: F401  (what a served command runs first)
    from .pipeline import load_stages
    load_stages()
    _scanners_built()
    for name in _ALSO_IMPORTED:
        try:
            importlib.import_module(name)
        except ImportError:   # (a module a command would import when it needs it: it says why then)
            pass
    _warmed()
    if server_client.identity() != ident:   # (its files changed since the command that started it looked)
        os._exit(0)
    gc.collect()
    gc.freeze()   # what every served command shares: never walked by a forked process's collector
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    os.chmod(path, 0o600)
    listener.listen(16)
    inode = os.stat(path).st_ino
    server_client.SERVING = True   # (a served command is not handed over again, nor starts a server)
    _log(f"serving {ident[:24]} (pid {os.getpid()}, Python {sys.version.split()[0]})")
    try:
        _log(f"stopped: {_serve(listener, path, ident, inode)}")
    finally:
        try:
            if os.stat(path).st_ino == inode:   # (not a socket a newer server put there)
                os.unlink(path)
        except OSError:
            pass
        os._exit(0)


def _stop(signum, frame):
    raise SystemExit(0)   # (its socket removed on the way out, `main`)


def _scanners_built() -> None:
    """Every state's scanner of the parser's lexer made (its terminals' expressions compiled): a
    process loads them as the states come (`pipeline.load_stages`), and a served command's would
    be lost with it."""
    from lark.parser_frontends import PostLexConnector

    from dsl.parser import parser
    lexer = getattr(parser().parser, "lexer", None)
    if isinstance(lexer, PostLexConnector):
        lexer = lexer.lexer
    for basic in {id(x): x for x in getattr(lexer, "lexers", {}).values()}.values():
        try:
            basic.scanner   # noqa: B018  (a property that builds it)
        except AttributeError:
            pass


def _warmed() -> None:
    """The first-use work of a build done once here, where every served command inherits it: a small
    book (`rules new`'s) compiled, its module made and its pages and aid rendered, in a folder of its
    own with the cache off (nothing written elsewhere, no aid printed), and the compiler's own files
    read (`freshness.code_files`: they are the same while the server's identity holds). A served
    one-clause edit of Changsha took about 150 ms without it, 143 ms with it: the JSON converters'
    dispatch, the lowering's and the templates' first calls."""
    import tempfile
    from pathlib import Path

    from . import book_render, freshness, pipeline, scaffold
    from .to_aid import AidToPrint
    from .to_json import dumps, export
    saved = os.environ.get("RULES_CACHE")
    os.environ["RULES_CACHE"] = "off"
    try:
        with tempfile.TemporaryDirectory(prefix="rules-server-") as tmp:
            root = Path(tmp)
            scaffold.new_book(root, "warm", "Warm")
            c = pipeline.compile_book(root / "rulebooks" / "warm", run=False)
            if c.ok:
                dumps(export(c.ir))
                book_render._pages(c)
                try:
                    book_render._aids(c, root, printing=False)
                except AidToPrint:   # (its HTML made: a PDF is not printed here)
                    pass
        freshness.code_files()   # (not `_code_hash`, which reads the fonts too: they may change meanwhile)
    except Exception as err:   # (only worth having: a served command does it itself otherwise)
        _log(f"warming up: {type(err).__name__}: {err}")
    finally:
        if saved is None:
            del os.environ["RULES_CACHE"]
        else:
            os.environ["RULES_CACHE"] = saved


def _log(line: str) -> None:
    """A line in the server's log (its standard error: `<socket>.log`, see `server_client.start`)."""
    try:
        print(time.strftime("%Y-%m-%d %H:%M:%S"), line, file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):
        pass


def _idle_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get("RULES_SERVER_IDLE", server_client.IDLE_SECONDS)))
    except ValueError:
        return server_client.IDLE_SECONDS


class _Job:
    """A served command: its socket, its process and that process's pidfd (None where the system has none)."""

    def __init__(self, conn: socket.socket, pid: int, pidfd: int | None, request: dict):
        self.conn, self.pid, self.pidfd = conn, pid, pidfd
        self.started, self.what = time.monotonic(), f"{' '.join(request['argv'][1:])} in {request['cwd']}"


def _serve(listener: socket.socket, path: str, ident: str, inode: int) -> str:
    """Serve until it should not; why it stops."""
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ, None)
    jobs: dict[int, _Job] = {}
    idle, last, looked = _idle_seconds(), time.monotonic(), time.monotonic()
    while True:
        for key, _ in selector.select(timeout=0.05 if any(j.pidfd is None for j in jobs.values()) else 1.0):
            if key.data is None:
                job = _accepted(listener, jobs)
                if job is not None:
                    jobs[job.pid] = job
                    selector.register(job.conn, selectors.EVENT_READ, ("conn", job.pid))
                    if job.pidfd is not None:
                        selector.register(job.pidfd, selectors.EVENT_READ, ("ended", job.pid))
            else:
                what, pid = key.data
                job = jobs.get(pid)
                if job is None:
                    continue
                if what == "conn":
                    _heard(job, selector)
                else:
                    _ended(job, jobs, selector)
        for job in [j for j in jobs.values() if j.pidfd is None]:
            _ended(job, jobs, selector, block=False)
        now = time.monotonic()
        if jobs:
            last = now
        elif now - last > idle:
            return f"no command for {idle:g} s"
        if now - looked > _CHECK_EVERY:
            looked = now
            try:
                ours = os.stat(path).st_ino == inode
            except OSError:
                ours = False
            if not ours:
                return "its socket was removed or replaced"
            if not jobs and server_client.identity() != ident:
                return "the files it runs changed"


def _accepted(listener: socket.socket, jobs: dict) -> _Job | None:
    """The command that connected, forked off and running; None when it was refused or broke off."""
    conn, _ = listener.accept()
    fds: list[int] = []
    try:
        conn.settimeout(1)   # (a command sends its request at once: one that does not holds the others up this long)
        creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        if struct.unpack("3i", creds)[1] != os.getuid():
            raise OSError("another user")
        head, fds, _, _ = socket.recv_fds(conn, 4, 3)
        if len(head) != 4 or len(fds) != 3:
            raise OSError("not a request")
        (size,) = struct.unpack("!I", head)
        if size > _MOST:
            raise OSError("too long")
        body = b""
        while len(body) < size:
            chunk = conn.recv(size - len(body))
            if not chunk:
                raise OSError("broken off")
            body += chunk
        request = json.loads(body.decode("ascii"))
        if not _well_formed(request):
            raise ValueError("not a request")
        conn.settimeout(None)
    except (OSError, ValueError, UnicodeDecodeError):
        for fd in fds:
            os.close(fd)
        conn.close()
        return None
    # (held from before the fork: one passed on before the forked process has its handlers is
    # handled then, not lost, nor taken by the server's own `_stop`)
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _PASSED_ON)
    try:
        pid = os.fork()
    except OSError:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        raise
    if pid == 0:
        _run(request, fds, conn, held)   # (never returns)
    signal.pthread_sigmask(signal.SIG_SETMASK, held)
    try:
        os.setpgid(pid, pid)   # (as the child does: a signal passed on at once reaches its group)
    except OSError:
        pass
    for fd in fds:
        os.close(fd)
    try:
        pidfd = os.pidfd_open(pid) if hasattr(os, "pidfd_open") else None
    except OSError:
        pidfd = None
    try:
        conn.sendall(b"S")
    except OSError:
        pass
    return _Job(conn, pid, pidfd, request)


def _well_formed(request) -> bool:
    """Is `request` what `server_client.served` sends (anything else is refused, never run)?"""
    def texts(x) -> bool:
        return isinstance(x, list) and all(isinstance(t, str) for t in x)
    return (isinstance(request, dict) and texts(request.get("argv")) and len(request["argv"]) >= 2
            and isinstance(request.get("cwd"), str) and isinstance(request.get("umask"), int)
            and isinstance(request.get("env"), dict) and texts(request.get("ignored", []))
            and all(isinstance(k, str) and isinstance(v, str) for k, v in request["env"].items())
            and isinstance(request.get("streams"), list) and len(request["streams"]) == 3
            and all(isinstance(h, dict) and isinstance(h.get("encoding"), str) and isinstance(h.get("errors"), str)
                    and isinstance(h.get("line_buffering"), bool) and isinstance(h.get("unbuffered"), bool)
                    for h in request["streams"]))


def _heard(job: _Job, selector) -> None:
    """A byte from the command: a signal to pass on; its end (the socket closed): the process stopped
    (once: the socket is no longer watched, the process's end is)."""
    try:
        data = job.conn.recv(64)
    except OSError:
        data = b""
    if not data:
        _signal(job, signal.SIGTERM)
        _signal(job, signal.SIGCONT)   # (stopped by a Ctrl-Z its command passed on, it would wait for ever)
        try:
            selector.unregister(job.conn)
        except (KeyError, ValueError):
            pass
        return
    for byte in data:
        signum = _SIGNALS.get(bytes([byte]))
        if signum is not None:
            _signal(job, signum)


def _signal(job: _Job, signum: int) -> None:
    try:
        os.killpg(job.pid, signum)
    except OSError:
        try:
            os.kill(job.pid, signum)
        except OSError:
            pass


def _ended(job: _Job, jobs: dict, selector, block: bool = True) -> None:
    """The process's status sent to the command, once it has ended."""
    try:
        done, status, usage = os.wait4(job.pid, 0 if block else os.WNOHANG)
        cpu = usage.ru_utime + usage.ru_stime
    except ChildProcessError:
        done, status, cpu = job.pid, 1 << 8, 0.0
    if not done:
        return
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)   # (a signal: the command's too)
    try:
        job.conn.sendall(_STATUS.pack(code))
    except OSError:
        pass
    _log(f"served rules {job.what}: exit {code}, {time.monotonic() - job.started:.3f} s ({cpu:.3f} s of CPU)")
    for fd_owner in (job.conn, job.pidfd):
        if fd_owner is None:
            continue
        try:
            selector.unregister(fd_owner)
        except (KeyError, ValueError):
            pass
    job.conn.close()
    if job.pidfd is not None:
        os.close(job.pidfd)
    del jobs[job.pid]


def _run(request: dict, fds: list[int], conn: socket.socket, unheld) -> None:
    """The forked process: the command's streams, folder, environment and umask taken, then the
    command run as the program runs it (`cli.main`); the process ends with its status. Ctrl-C,
    SIGTERM and SIGHUP are held until the command's own dispositions are set (`unheld`: the mask
    to put back then)."""
    code = 3
    server = os.getppid()
    try:
        os.setpgid(0, 0)
        conn.close()
        from .workers import die_with_parent
        die_with_parent(server)   # (a server killed takes what it runs with it: no orphan writes on)
        for number, fd in enumerate(fds):
            os.dup2(fd, number)
        for fd in fds:
            if fd > 2:
                os.close(fd)
        os.closerange(3, _descriptor_limit())   # (the listener, other commands' sockets and pidfds)
        sys.stdin, sys.stdout, sys.stderr = (_text_stream(n, how) for n, how in enumerate(request["streams"]))
        try:
            os.chdir(request["cwd"])
        except OSError as err:   # (removed since the command looked)
            print(f"rules: error: cannot enter {request['cwd']}: {err.strerror}", file=sys.stderr, flush=True)
            code = 2
            return
        os.environ.clear()
        os.environ.update(request["env"])
        os.umask(int(request["umask"]))
        ignored = set(request.get("ignored", ()))   # (as the command was started: `trap '' INT`, `nohup`)
        signal.signal(signal.SIGINT, signal.SIG_IGN if "SIGINT" in ignored else signal.default_int_handler)
        for name in ("SIGTERM", "SIGHUP"):
            signal.signal(getattr(signal, name), signal.SIG_IGN if name in ignored else signal.SIG_DFL)
        signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_SETMASK, unheld)   # (one that came meanwhile is handled here)
        sys.argv = list(request["argv"])
        from .cli import main
        code = main()   # (`_end` leaves the process: this is reached only under a tracer)
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:   # (Ctrl-C before the command's own handling began: as it would end there)
        try:
            print(f"rules {request['argv'][1]}: interrupted", file=sys.stderr, flush=True)
        except (OSError, ValueError, IndexError):
            pass
        code = 130
    except BaseException:   # (what the command itself does not catch is its `main`'s; this is the server's)
        import traceback
        try:
            traceback.print_exc()
        except BaseException:
            pass
    finally:
        os._exit(code if isinstance(code, int) else 1)


def _descriptor_limit() -> int:
    try:
        return min(os.sysconf("SC_OPEN_MAX"), 1 << 16)
    except (ValueError, OSError):
        return 1024


def _text_stream(fd: int, how: dict):
    """A standard stream on descriptor `fd`, writing (or reading) as the command's own did."""
    import io
    raw = io.FileIO(fd, "r" if fd == 0 else "w", closefd=False)
    if fd == 0:
        return io.TextIOWrapper(io.BufferedReader(raw), encoding=how["encoding"], errors=how["errors"])
    buffered = raw if how["unbuffered"] else io.BufferedWriter(raw)
    return io.TextIOWrapper(buffered, encoding=how["encoding"], errors=how["errors"],
                            line_buffering=how["line_buffering"], write_through=how["unbuffered"])
