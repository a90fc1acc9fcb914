"""The resident build server (`compiler.build_server`, `compiler.server_client`): a `rules build` or
`rules check` handed to it gives the command's own output, files and exit status; Ctrl-C and the
command's death reach the served process; the server stops when idle; it is never used or started
where it must not be. Each test runs the real commands in a project of its own, with a socket
folder of its own (`XDG_RUNTIME_DIR`)."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compiler import server_client

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the server runs on Linux")


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "proj"
    (project / "rulebooks").mkdir(parents=True)
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", project / "rulebooks" / "shanghai_incident")
    return project


@pytest.fixture
def tmp_path(tmp_path):
    """A folder of the test's own, whose path is short enough for a socket's (at most 107 bytes):
    pytest's own are long."""
    import tempfile
    short = Path(tempfile.mkdtemp(prefix="rs-", dir="/tmp"))
    (short / "run").mkdir(mode=0o700)
    yield short
    shutil.rmtree(short, ignore_errors=True)


def _env(tmp_path: Path, **more) -> dict:
    run = tmp_path / "run"
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "RULES_SERVER", "RULES_SERVER_IDLE")}
    env.update(XDG_RUNTIME_DIR=str(run), RULES_SERVER="on", RULES_SERVER_IDLE="60", RULES_CACHE=str(tmp_path / "cache"))
    env.update(more)
    return env


def _rules(project: Path, env: dict, *args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=project, env=env, capture_output=True,
                          text=True, timeout=120, **kw)


def _log(env: dict) -> str:
    return "".join(p.read_text() for p in (Path(env["XDG_RUNTIME_DIR"]) / "rules-language").glob("*.log"))


def _wait_for(what, seconds: float = 30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = what()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError("waited in vain")


def _server_pids(env: dict) -> list[int]:
    """The servers serving sockets of this test's folder."""
    folder = str(Path(env["XDG_RUNTIME_DIR"]) / "rules-language")
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmdline = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if any(b"compiler.build_server" in part for part in cmdline) and any(
                    part.startswith(folder.encode()) for part in cmdline):
                found.append(int(entry.name))
    return found


@pytest.fixture
def served(tmp_path):
    """A project, its environment, and a server started by a first build (stopped at the end)."""
    project, env = _project(tmp_path), _env(tmp_path)
    first = _rules(project, env, "build")
    assert first.returncode == 0, first.stderr
    _wait_for(lambda: "serving" in _log(env))
    yield project, env
    for pid in _server_pids(env):
        os.kill(pid, signal.SIGTERM)


def _edit(project: Path, text: str) -> None:
    path = sorted((project / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
    source = path.read_text(encoding="utf-8")
    assert 'says "' in source
    path.write_text(source.replace('says "', f'says "{text} ', 1), encoding="utf-8")


def test_a_served_build_writes_what_a_build_here_writes(served, tmp_path):
    project, env = served
    _edit(project, "Served.")
    got = _rules(project, env, "build")
    assert got.returncode == 0, got.stderr
    assert f"served rules build in {project}: exit 0" in _log(env)
    assert "built 1 book into generated/" in got.stderr
    here = tmp_path / "here"
    shutil.copytree(project / "rulebooks", here / "rulebooks")
    local = _rules(here, {**env, "RULES_SERVER": "off"}, "build")
    assert local.returncode == 0, local.stderr
    served_files = {p.relative_to(project / "generated"): p.read_bytes()
                    for p in sorted((project / "generated").rglob("*")) if p.is_file()}
    here_files = {p.relative_to(here / "generated"): p.read_bytes()
                  for p in sorted((here / "generated").rglob("*")) if p.is_file()}
    assert served_files == here_files
    check = _rules(project, env, "build", "--check")
    assert check.returncode == 0, check.stderr
    assert _log(env).count(f"served rules build --check in {project}: exit 0") == 1


def test_a_served_check_says_the_errors_and_their_status_as_a_check_here(served):
    project, env = served
    path = sorted((project / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
    path.write_text(path.read_text(encoding="utf-8") + "\nclause 99.9 {\n", encoding="utf-8")
    got = _rules(project, env, "check")
    here = _rules(project, {**env, "RULES_SERVER": "off"}, "check")
    assert f"served rules check in {project}: exit 1" in _log(env)
    assert (got.returncode, got.stdout, got.stderr) == (here.returncode, here.stdout, here.stderr)
    assert got.returncode == 1 and "error" in got.stdout + got.stderr


def _blocked_build(project: Path, env: dict, ignoring: int | None = None, waiting: bool = True):
    """A `rules build` that will wait for the project's build lock, which this test holds (let go by
    `holder.__exit__`); started ignoring the signal `ignoring`, when given; with `waiting`, once it
    says it waits."""
    from compiler.swap import locked
    holder = locked(project)
    holder.__enter__()
    client = subprocess.Popen([sys.executable, "-m", "compiler", "build"], cwd=project, env=env,
                              stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                              preexec_fn=None if ignoring is None else lambda: signal.signal(ignoring, signal.SIG_IGN))
    if waiting:
        assert "waiting for another build" in client.stderr.readline()
    return holder, client


def test_ctrl_c_reaches_the_served_command(served):
    project, env = served
    holder, client = _blocked_build(project, env)
    try:
        client.send_signal(signal.SIGINT)
        assert client.wait(timeout=30) == 130
        assert "interrupted" in client.stderr.read()
        _wait_for(lambda: f"served rules build in {project}: exit 130" in _log(env))
    finally:
        holder.__exit__(None, None, None)


def test_a_command_killed_stops_what_it_was_served(served):
    project, env = served
    holder, client = _blocked_build(project, env)
    try:
        client.kill()
        client.wait(timeout=30)
        _wait_for(lambda: f"served rules build in {project}: exit 143" in _log(env))
    finally:
        holder.__exit__(None, None, None)


def test_an_idle_server_stops(tmp_path):
    project, env = _project(tmp_path), _env(tmp_path, RULES_SERVER_IDLE="0.5")
    assert _rules(project, env, "build").returncode == 0
    _wait_for(lambda: "stopped: no command for 0.5 s" in _log(env))
    _wait_for(lambda: not _server_pids(env))


@pytest.mark.parametrize("setting", [{"RULES_SERVER": "off"}, {"RULES_SERVER": "auto", "CI": "true"}])
def test_no_server_is_started_where_it_must_not(tmp_path, setting):
    project, env = _project(tmp_path), _env(tmp_path, **setting)
    assert _rules(project, env, "build").returncode == 0
    time.sleep(1)
    assert not _server_pids(env)
    assert not list((tmp_path / "run").rglob("*.sock"))


def test_a_socket_folder_others_can_enter_is_not_used(tmp_path, monkeypatch):
    run = tmp_path / "run"
    (run / "rules-language").mkdir()
    os.chmod(run / "rules-language", 0o777)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    assert server_client.folder() is None
    assert server_client.socket_path(server_client.identity()) is None
    assert server_client.served(["build"]) is None


def test_what_is_served(monkeypatch):
    monkeypatch.setenv("RULES_SERVER", "auto")
    assert server_client.wanted(["build"]) and server_client.wanted(["check", "changsha", "--notes"])
    assert not server_client.wanted(["build", "--watch"])
    assert not server_client.wanted(["explain", "changsha", "crt"])
    assert not server_client.wanted(["-h", "build"])
    monkeypatch.setenv("RULES_SERVER", "off")
    assert not server_client.wanted(["build"])


def test_the_identity_holds_what_an_import_reads(monkeypatch):
    before = server_client.identity()
    monkeypatch.setenv("RULES_SERVER", "on")            # (whether to use a server is not what it imports)
    assert server_client.identity() == before
    monkeypatch.setenv("RULES_CACHE", "/elsewhere")
    assert server_client.identity() != before


def test_junk_on_the_socket_is_refused_and_the_server_serves_on(served):
    """A request that is not what a command sends (junk, JSON of another shape) was read as one: a
    JSON object without its `argv` stopped the server (KeyError)."""
    import json
    import socket
    import struct
    project, env = served
    [path] = (Path(env["XDG_RUNTIME_DIR"]) / "rules-language").glob("*.sock")
    for body in (b"junk", json.dumps({"cwd": "/"}).encode(), json.dumps({"argv": [1, 2]}).encode()):
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        conn.connect(str(path))
        socket.send_fds(conn, [struct.pack("!I", len(body))], [0, 1, 2])
        conn.sendall(body)
        assert conn.recv(8) == b""    # (refused: closed without a word)
        conn.close()
    _edit(project, "After junk.")
    got = _rules(project, env, "build")
    assert got.returncode == 0, got.stderr
    assert f"served rules build in {project}: exit 0" in _log(env)


def test_sigterm_stops_a_server_and_removes_its_socket(served):
    """The command that starts a server ignores SIGTERM as it ends, and an ignored signal stays
    ignored across exec: `pkill -f compiler.build_server` (cli.md) left every server running."""
    project, env = served
    [pid] = _server_pids(env)
    os.kill(pid, signal.SIGTERM)
    _wait_for(lambda: not _server_pids(env))
    assert not list((Path(env["XDG_RUNTIME_DIR"]) / "rules-language").glob("*.sock"))


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def _state(pid: int) -> str:
    return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]


def test_a_command_with_other_limits_is_not_served_by_a_server_of_others(served):
    """The served command ran with the server's limits (`ulimit`), niceness and groups, those of the
    command that started it: `ulimit -f 8` was ignored, and a limit once set stuck to every command."""
    import resource
    project, env = served
    before = _log(env).count("served rules")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    got = subprocess.run([sys.executable, "-m", "compiler", "check"], cwd=project, env=env, capture_output=True,
                         text=True, timeout=120,
                         preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (min(soft, 512), hard)))
    assert got.returncode == 0, got.stderr
    assert _log(env).count("served rules") == before


def _goes_on_ignoring(project: Path, env: dict, signum: int) -> int:
    """The status of a `rules build` started ignoring `signum`, sent it while it waits for the
    project's build lock (held here), then let go."""
    holder, client = _blocked_build(project, env, ignoring=signum)
    try:
        client.send_signal(signum)
        time.sleep(0.5)
    finally:
        holder.__exit__(None, None, None)
    return client.wait(timeout=120)


def test_a_command_started_ignoring_ctrl_c_is_not_stopped_by_it(served):
    project, env = served
    assert _goes_on_ignoring(project, env, signal.SIGINT) == 0


def _stopped_by_ctrl_z(client) -> bool:
    """Send Ctrl-Z's signal to `client`; whether it stopped. A process group with no parent in
    another group of its session (a job of a script run in the background, as CI runs the tests)
    is orphaned: the system discards SIGTSTP there, and Ctrl-Z stops nothing, served or not."""
    client.send_signal(signal.SIGTSTP)
    try:
        _wait_for(lambda: _state(client.pid) == "T", 3)
        return True
    except AssertionError:
        return False


def test_ctrl_z_stops_the_served_command_and_fg_resumes_it(served):
    project, env = served
    [server] = _server_pids(env)
    holder, client = _blocked_build(project, env)
    try:
        [child] = _wait_for(lambda: _children(server))
        if not _stopped_by_ctrl_z(client):   # (an orphaned group: the served command goes on, as the client does)
            time.sleep(0.5)
            assert _state(child) != "T"
            pytest.skip("the tests run in an orphaned process group: Ctrl-Z stops nothing here")
        _wait_for(lambda: _state(child) == "T")
        client.send_signal(signal.SIGCONT)
        _wait_for(lambda: _state(child) != "T")
    finally:
        holder.__exit__(None, None, None)
    assert client.wait(timeout=60) == 0


def test_a_server_killed_while_it_serves_takes_the_command_with_it(served):
    """The command ran on, orphaned, while the client ran it again here: a check's diagnostics were
    said twice, and the orphan wrote generated/ after its command had ended."""
    project, env = served
    [server] = _server_pids(env)
    holder, client = _blocked_build(project, env)
    try:
        [child] = _wait_for(lambda: _children(server))
        os.kill(server, signal.SIGKILL)
        assert client.wait(timeout=60) == 137
        assert "the build server was stopped while it ran this command" in client.stderr.read()
        _wait_for(lambda: not Path(f"/proc/{child}").exists() or _state(child) == "Z")
    finally:
        holder.__exit__(None, None, None)


def test_what_is_served_leaves_out_any_spelling_of_watch(monkeypatch):
    monkeypatch.setenv("RULES_SERVER", "auto")
    assert not any(server_client.wanted(["build", a]) for a in ("--w", "--wat", "--watch", "--watch=1"))
    assert server_client.wanted(["build", "--check"])


def test_a_command_started_ignoring_hang_ups_goes_on_after_one(tmp_path):
    """`nohup rules build`: the command took SIGHUP back with a handler of its own, and a hang-up
    stopped it (served or not)."""
    project, env = _project(tmp_path), _env(tmp_path, RULES_SERVER="off")
    assert _goes_on_ignoring(project, env, signal.SIGHUP) == 0


@pytest.mark.parametrize("after", [0.0, 0.01, 0.03, 0.06])
def test_sigterm_as_the_command_is_handed_over_is_not_lost(served, after):
    """The forked process had the server's SIGTERM handler (exit 0, nothing said) and ignored Ctrl-C
    for its first milliseconds: a signal then was lost, or a false success."""
    project, env = served
    holder, client = _blocked_build(project, env, waiting=False)
    try:
        time.sleep(after)
        client.send_signal(signal.SIGTERM)
        time.sleep(1)
    finally:
        holder.__exit__(None, None, None)
    assert client.wait(timeout=120) in (143, -signal.SIGTERM)


def test_a_command_killed_while_ctrl_z_stopped_it_stops_what_it_was_served(served):
    project, env = served
    [server] = _server_pids(env)
    holder, client = _blocked_build(project, env)
    try:
        [child] = _wait_for(lambda: _children(server))
        if not _stopped_by_ctrl_z(client):
            client.kill()
            pytest.skip("the tests run in an orphaned process group: Ctrl-Z stops nothing here")
        _wait_for(lambda: _state(child) == "T")
        client.kill()
        client.wait(timeout=30)
        _wait_for(lambda: not Path(f"/proc/{child}").exists() or _state(child) == "Z")
    finally:
        holder.__exit__(None, None, None)


def test_a_served_command_that_crashes_is_said_not_crashed_again_here(served):
    """The client ended itself by the served command's signal: for SIGSEGV it dumped a core of its
    own, over the crashed build's."""
    project, env = served
    [server] = _server_pids(env)
    holder, client = _blocked_build(project, env)
    try:
        [child] = _wait_for(lambda: _children(server))
        os.kill(child, signal.SIGSEGV)
        assert client.wait(timeout=30) == 128 + signal.SIGSEGV
        assert "rules: the command ended by SIGSEGV" in client.stderr.read()
    finally:
        holder.__exit__(None, None, None)
