"""The `rules build` and `rules check` commands handed to a resident build server, when one runs for
this installation: the command then costs Python's start and this module, not the imports, the
parser's tables and the templates (a one-clause edit as a new `rules build` process: about 270 ms
here, about 150 ms served). Fed by: `cli.main`, run as the program, before it imports anything else;
the server is `build_server`, which this module starts after a command it could not hand over.

A server serves one identity (`identity`): this Python (its executable, version, flags and module
path), the files of the packages `compiler` and `dsl` (path, size, time of change), the folders
Python imports from (installing a library changes them), and the environment a module may read as
it is imported (`PYTHON…`, `RULES_…`, the locale, `HOME`, `PATH`, `XDG_…`). Its socket is named by
that identity, so a command reaches only a server that imported what it would import itself; a
server whose files change on disk stops (it checks every few seconds). A command handed over runs
in a process forked from the server, with this process's arguments, working folder, environment,
umask and standard streams (their descriptors passed over the socket): its output, exit status and
behaviour are the command's own. Ctrl-C, SIGTERM and SIGHUP are passed on; if this process dies,
the served command is stopped.

`RULES_SERVER`: `off` never uses or starts a server; `on` starts one after a command too where it
would not (under CI); unset (or `auto`): a server is used when it runs, and started after a
command, except under CI (`CI` set). A server stops after `RULES_SERVER_IDLE` seconds without a
command (default 900). Sockets live in a folder only this user can enter
(`$XDG_RUNTIME_DIR/rules-language`, else `/tmp/rules-language-<uid>`); a folder another user owns
or can write is not used.
"""
from __future__ import annotations

import hashlib
import json
import os
import signal
import socket
import struct
import sys

SERVED = ("build", "check")
IDLE_SECONDS = 900.0
# the environment a module may read while it is imported (the served command gets the whole of its own)
_IMPORT_ENV = ("PYTHON", "RULES_", "LC_", "LANG", "XDG_", "HOME", "PATH", "TMPDIR", "FONTCONFIG",
               "VIRTUAL_ENV")
_STATUS = struct.Struct("!i")
_SIGNAL_BYTES = {"SIGINT": b"I", "SIGTERM": b"T", "SIGHUP": b"H"}
# the signals that dump a core: a served command ended by one is said, not done again to this process
_DUMPS_CORE = frozenset(getattr(signal, name) for name in (
    "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGSEGV", "SIGSYS", "SIGXCPU", "SIGXFSZ")
    if hasattr(signal, name))
SERVING = False   # set in a server: the commands it runs are not handed over again


def setting() -> str:
    """`RULES_SERVER`: off, on or auto."""
    value = os.environ.get("RULES_SERVER", "auto").strip().lower()
    return value if value in ("off", "on") else "auto"


def wanted(args: list[str]) -> bool:
    """Can this command be handed to a server? `rules build` (not `--watch`) and `rules check`, on a
    system that passes descriptors over a socket and forks, with its three standard streams open,
    and not under a profiler or a tracer (which would see nothing of the work)."""
    command = next((a for a in args if not a.startswith("-")), None)
    # (`--watch`, or any prefix argparse reads as it: `--wat`)
    if command not in SERVED or any(len(a.split("=")[0]) > 2 and "--watch".startswith(a.split("=")[0]) for a in args):
        return False
    if args.index(command) != 0 or "--" in args:   # (an option before the command: left to argparse)
        return False
    if SERVING or setting() == "off" or not sys.platform.startswith("linux") or not hasattr(socket, "send_fds"):
        return False
    if sys.gettrace() is not None or sys.getprofile() is not None:
        return False
    try:
        for fd in (0, 1, 2):
            os.fstat(fd)
    except OSError:
        return False
    return True


def folder() -> str | None:
    """The folder of this user's server sockets, made (mode 0700) when missing; None when it cannot
    be made or another user could reach into it."""
    base = os.environ.get("XDG_RUNTIME_DIR", "")
    path = os.path.join(base, "rules-language") if base and os.path.isabs(base) and _own_private(base, parent=True) \
        else os.path.join("/tmp", f"rules-language-{os.getuid()}")
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return None
    return path if _own_private(path) else None


def _own_private(path: str, parent: bool = False) -> bool:
    import stat
    try:
        st = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
        return False
    return parent or st.st_mode & 0o077 == 0


def _package_files(top: str, out: list) -> None:
    try:
        entries = sorted(os.scandir(top), key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        if entry.name == "__pycache__":
            continue
        try:
            if entry.is_dir(follow_symlinks=False):
                _package_files(entry.path, out)
            else:
                st = entry.stat()
                out.append((entry.path, st.st_size, st.st_mtime_ns))
        except OSError:
            out.append((entry.path, -1, -1))


def identity() -> str:
    """What a server must share with this command to serve it (the module's docstring), as a digest."""
    packages = []
    for name in ("compiler", "dsl"):
        module = sys.modules.get(name)
        for top in getattr(module, "__path__", ()):
            _package_files(top, packages)
    path_times = []   # (a folder of installed libraries changes as one is installed or removed)
    for entry in sys.path:
        if os.path.basename(entry) in ("site-packages", "dist-packages"):
            try:
                path_times.append((entry, os.stat(entry).st_mtime_ns))
            except OSError:
                path_times.append((entry, None))
    env = sorted((k, v) for k, v in os.environ.items() if k.startswith(_IMPORT_ENV) and k != "RULES_SERVER")
    what = [sys.executable, sys.version, list(sys.flags), sorted(map(str, sys._xoptions.items())), sys.path,
            path_times, packages, env, _process()]
    return hashlib.sha256(json.dumps(what).encode("utf-8", "surrogateescape")).hexdigest()


def _process() -> list:
    """What a process runs as, which a served command takes from the server, not from the command:
    its groups, its capabilities, its resource limits (`ulimit`), its niceness, the CPUs and the
    scheduling policy it runs on (`taskset`, `chrt`) and its control groups. A command of other
    ones reaches another server (started with its own). (Not its I/O priority, `ionice`, which
    Python does not read.)"""
    import resource
    limits = [(name, resource.getrlimit(getattr(resource, name))) for name in sorted(dir(resource))
              if name.startswith("RLIMIT_")]
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as f:
            caps = [line.strip() for line in f if line.startswith("Cap")]
    except OSError:
        caps = []
    try:
        with open("/proc/self/cgroup", encoding="utf-8", errors="replace") as f:
            cgroup = f.read()
    except OSError:
        cgroup = ""
    placed = [sorted(os.sched_getaffinity(0)), os.sched_getscheduler(0)] if hasattr(os, "sched_getaffinity") else []
    return [os.getegid(), os.getgid(), sorted(os.getgroups()), caps, limits, os.getpriority(os.PRIO_PROCESS, 0),
            placed, cgroup]


def socket_path(ident: str) -> str | None:
    here = folder()
    if here is None:
        return None
    path = os.path.join(here, ident[:24] + ".sock")
    return path if len(path.encode()) < 100 else None   # (a socket's path is at most 107 bytes)


def _stream(stream) -> dict:
    """How a standard stream writes, for the served command's own (`build_server`)."""
    buffer = getattr(stream, "buffer", None)
    import io
    return {"encoding": getattr(stream, "encoding", None) or "utf-8", "errors": getattr(stream, "errors", None) or "strict",
            "line_buffering": bool(getattr(stream, "line_buffering", False)),
            "unbuffered": isinstance(buffer, io.RawIOBase)}


def served(args: list[str]) -> int | None:
    """The command's exit status, run by a server; None when no server took it (run it here)."""
    path = socket_path(identity())
    if path is None:
        return None
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(path)
    except OSError:
        conn.close()
        return None
    try:
        here = os.getcwd()
    except OSError:   # (the folder removed: the command says so itself)
        conn.close()
        return None
    umask = os.umask(0o022)
    os.umask(umask)
    ignored = [name for name in ("SIGINT", "SIGTERM", "SIGHUP")
               if hasattr(signal, name) and signal.getsignal(getattr(signal, name)) is signal.SIG_IGN]
    request = json.dumps({"argv": sys.argv[:1] + args, "cwd": here, "env": dict(os.environ), "umask": umask,
                          "ignored": ignored,
                          "streams": [_stream(sys.stdin), _stream(sys.stdout), _stream(sys.stderr)]},
                         ensure_ascii=True).encode("ascii", "surrogateescape")
    try:
        socket.send_fds(conn, [struct.pack("!I", len(request))], [0, 1, 2])
        conn.sendall(request)
    except OSError:
        conn.close()
        return None
    return _waited(conn)


def _waited(conn: socket.socket) -> int | None:
    """The served command's status. Ctrl-C, SIGTERM and SIGHUP are passed on to it meanwhile (not one
    this process was started ignoring), and Ctrl-Z stops it with this one (and `fg` resumes both). A
    command ended by a signal ends this process by the same signal. None: the server did not take it."""
    previous = {}

    def send(byte: bytes) -> None:
        try:
            conn.send(byte)
        except OSError:
            pass

    def pass_on(signum, frame):
        send(_SIGNAL_BYTES[signal.Signals(signum).name])

    def stopped_too(signum, frame):   # (Ctrl-Z: the served command stops, then this process; both go on at `fg`)
        send(b"Z")
        signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTSTP)
        signal.signal(signal.SIGTSTP, stopped_too)
        send(b"C")
    handlers = {name: pass_on for name in _SIGNAL_BYTES} | {"SIGTSTP": stopped_too}
    for name, handler in handlers.items():
        signum = getattr(signal, name, None)
        if signum is not None and signal.getsignal(signum) is not signal.SIG_IGN:
            try:
                previous[signum] = signal.signal(signum, handler)
            except (ValueError, OSError):
                pass
    try:
        got = b""
        while True:
            chunk = conn.recv(64)
            if not chunk:
                break
            got += chunk
    finally:
        conn.close()
        for signum, handler in previous.items():
            try:
                signal.signal(signum, handler)
            except (ValueError, OSError):
                pass
    # b"S": the server took the command (a process of its own runs it), then its status
    if got[:1] != b"S":
        return None
    if len(got) != 1 + _STATUS.size:   # (taken, and the server killed meanwhile: the command died with it)
        print("rules: the build server was stopped while it ran this command, and the command with it: run the "
              "command again (RULES_SERVER=off runs it here always)", file=sys.stderr)
        return 128 + signal.SIGKILL
    code = _STATUS.unpack(got[1:])[0]
    if code < 0 and -code in _DUMPS_CORE:   # (its core is the served process's: not this one's over it)
        print(f"rules: the command ended by {signal.Signals(-code).name}", file=sys.stderr)
    elif code < 0:   # ended by a signal: so is this process (the shell says "Killed", "Terminated")
        try:
            if -code not in (signal.SIGKILL, signal.SIGSTOP):
                signal.signal(-code, signal.SIG_DFL)
            os.kill(os.getpid(), -code)
        except (ValueError, OSError):
            pass
    return 128 - code if code < 0 else code


def start(args: list[str]) -> None:
    """Start a server for this command's identity in the background, when wanted and none runs:
    the next command is then handed to it. Never under CI unless `RULES_SERVER=on`."""
    if setting() == "off" or (setting() == "auto" and os.environ.get("CI", "").strip().lower() not in ("", "0", "false")):
        return
    if not wanted(args):
        return
    ident = identity()
    path = socket_path(ident)
    if path is None:
        return
    try:   # (a server starting, or running for another command: its lock is taken)
        import fcntl
        lock = os.open(path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        finally:
            os.close(lock)   # (released: the server takes it)
    except OSError:
        return
    import subprocess
    code = ("import sys, json; sys.path[:] = json.loads(sys.argv[1]); "
            "from compiler.build_server import main; main(sys.argv[2:])")
    try:
        log = os.open(path[:-len(".sock")] + ".log", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    except OSError:
        return
    try:
        subprocess.Popen([sys.executable, *subprocess._args_from_interpreter_flags(), "-c", code,
                          json.dumps(sys.path), path, ident],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log,
                         start_new_session=True, close_fds=True, cwd="/")
    except OSError:
        pass
    finally:
        os.close(log)
