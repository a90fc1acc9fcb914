"""`rules conform` against engines that misbehave: ones that do not end, leave children behind,
close their output and run on, flood stderr, give an answer in two forms, or a `--python` module
that fails at import, prints, or forks. The kit must end within `--timeout` of the engine's last
answer, leave no process behind (killed with SIGTERM, Ctrl-C or SIGHUP too), keep its memory, and
give the verdict the protocol gives (docs/conformance.md).

These engines take seconds to start on a loaded machine (Python, then the generated package): their
start is `--start-timeout`'s (60 s by default), so a short `--timeout` bounds only what the test is
about, a hang after the engine has started (it answers the first request, then hangs).

Engines are small Python scripts written into `tmp_path`; the kit runs in a process of its own
where a hang of the old code must fail the test (after a generous bound) rather than hang it."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compiler.cli import main
from conftest import ROOT, skip_if_ignored

VECTORS = ROOT / "generated" / "shanghai_incident" / "vectors.json"
SEQUENCE = ["--construct", "sequence"]          # two vectors
BOUND = 120                                     # seconds: only a kit that hangs comes near it
RULES = Path(sys.executable).parent / "rules"   # the console script (the current folder is not on its path)
posix = pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups are POSIX")

ANSWERS = f"""import json, os, sys, time, subprocess
sys.path.insert(0, {str(ROOT)!r})
from compiler.conform_python import engine
def answer_all():
    for line in sys.stdin:
        sys.stdout.write(json.dumps(engine(json.loads(line))) + "\\n")
        sys.stdout.flush()
def answer_one():
    sys.stdout.write(json.dumps(engine(json.loads(sys.stdin.readline()))) + "\\n")
    sys.stdout.flush()
def note(name, pid):
    with open(os.path.join({{here!r}}, name + ".tmp"), "w") as f:
        f.write(str(pid))
    os.replace(os.path.join({{here!r}}, name + ".tmp"), os.path.join({{here!r}}, name))
SLEEPER = [sys.executable, "-c", "import time; time.sleep(600)"]
"""


def _engine(tmp_path: Path, body: str) -> str:
    path = tmp_path / "engine.py"
    path.write_text(ANSWERS.format(here=str(tmp_path)) + body, encoding="utf-8")
    return f"{sys.executable} {path}"


def _kit(*args, cwd=ROOT, timeout=BOUND) -> subprocess.CompletedProcess:
    # (run from another folder, the project's own adapter, `compiler.conform_python`, finds its
    # generated packages through RULES_ROOT: outside a project no book is found)
    return subprocess.run([str(RULES), "conform", str(VECTORS), *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=dict(os.environ, RULES_ROOT=str(ROOT)))


def _pid(tmp_path: Path, name: str, wait: float = 30.0) -> int:
    deadline = time.monotonic() + wait
    while not (tmp_path / name).exists():
        assert time.monotonic() < deadline, f"the engine never wrote {name}"
        time.sleep(0.05)
    return int((tmp_path / name).read_text())


def _gone(pid: int, wait: float = 10.0) -> bool:
    """Has process `pid` ended (a zombie not yet reaped by init counts as ended)?"""
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:
            if Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                return True
        except (OSError, IndexError):
            pass
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)   # (the old code left it: clean up, then fail)
    return False


def _summary(out: str) -> str:
    return [line for line in out.splitlines() if line.startswith("shanghai_incident: ") and "passed" in line][-1]


# ---------------------------------------------------------------- engines that do not end
@posix
def test_an_engine_running_on_after_its_input_ends_is_stopped(tmp_path):
    """An engine that answered everything but did not end at the end of its input hung the kit
    forever: closing its output waited for the thread reading it."""
    done = _kit(*SEQUENCE, "--timeout", "1",
                "--engine", _engine(tmp_path, "note('engine', os.getpid())\nanswer_all()\ntime.sleep(600)\n"))
    assert done.returncode == 0 and _summary(done.stdout).endswith("2 passed, 0 failed, 0 unsupported"), done
    assert _gone(_pid(tmp_path, "engine"))


@posix
@pytest.mark.parametrize("then", ["answer_all()", "answer_one()\ntime.sleep(600)"], ids=["ends", "hangs"])
def test_a_child_the_engine_leaves_holding_its_output_is_stopped(then, tmp_path):
    """An engine that started a child (inheriting its stdout) hung the kit forever, whether it
    answered and ended or hung and was killed at the timeout; the child ran on."""
    done = _kit(*SEQUENCE, "--timeout", "1", "--engine", _engine(
        tmp_path, f"note('child', subprocess.Popen(SLEEPER).pid)\n{then}\n"))
    assert done.returncode == (0 if then == "answer_all()" else 1), done
    if then != "answer_all()":   # (the hang after the first answer, at --timeout: not the start's)
        assert _summary(done.stdout).endswith("1 passed, 1 failed, 0 unsupported") \
            and "no answer within 1 s" in done.stdout, done
    assert _gone(_pid(tmp_path, "child"))


@posix
def test_an_engine_closing_its_output_and_running_on_is_stopped(tmp_path):
    """The kit waited for the engine to end, without a timeout, once its output was closed."""
    done = _kit(*SEQUENCE, "--timeout", "1",
                "--engine", _engine(tmp_path, "note('engine', os.getpid())\nos.close(1)\ntime.sleep(600)\n"))
    assert done.returncode == 2 and "closed its output (and was stopped) without answering" in done.stderr, done
    assert "Traceback" not in done.stderr
    assert _gone(_pid(tmp_path, "engine"))


def test_an_engine_slow_to_start_is_given_the_start_up_allowance_not_the_timeout(tmp_path):
    """An engine taking seconds to start (Java, Node with a large bundle, Python importing numpy)
    failed every vector under `--timeout 1`, which meant one answer's wait: its first answer is
    waited for `--start-timeout` (60 s) from its start."""
    done = _kit(*SEQUENCE, "--timeout", "1", "--engine", _engine(tmp_path, "time.sleep(2)\nanswer_all()\n"))
    assert done.returncode == 0 and _summary(done.stdout).endswith("2 passed, 0 failed, 0 unsupported"), done


@posix
def test_an_engine_giving_no_first_answer_within_the_start_up_allowance_is_stopped(tmp_path):
    """A hang before the first answer is still a hang: after `--start-timeout`, the engine is
    stopped and every vector fails, saying it never started answering."""
    hang = tmp_path / "hang.py"   # (light: it notes its pid well within the allowance, even on a loaded machine)
    hang.write_text(f"import os, time\nopen({str(tmp_path / 'engine.tmp')!r}, 'w').write(str(os.getpid()))\n"
                    f"os.replace({str(tmp_path / 'engine.tmp')!r}, {str(tmp_path / 'engine')!r})\ntime.sleep(600)\n",
                    encoding="utf-8")
    done = _kit(*SEQUENCE, "--start-timeout", "3", "--timeout", "600", "--engine", f"{sys.executable} {hang}")
    assert done.returncode == 1 and _summary(done.stdout).endswith("0 passed, 1 failed, 0 unsupported, 1 not run"), done
    assert "got      the engine gave no first answer within 3 s of its start (--start-timeout)" in done.stdout, done
    assert "the engine gave no first answer within 3 s of its start (--start-timeout) (and was stopped) at vector 1 " \
           "of 2," in done.stdout, done
    assert _gone(_pid(tmp_path, "engine"))


@posix
@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130), (signal.SIGHUP, 129)])
def test_a_kit_stopped_by_a_signal_stops_its_engine(sig, code, tmp_path):
    """SIGTERM ended the kit at once and left an engine that does not read its input running;
    Ctrl-C hung it (closing the engine's output waited for the reading thread)."""
    skip_if_ignored(sig)
    kit = subprocess.Popen([str(RULES), "conform", str(VECTORS), *SEQUENCE, "--timeout", "600", "--engine", _engine(
        tmp_path, "import signal\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                  "note('engine', os.getpid())\ntime.sleep(600)\n")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        engine = _pid(tmp_path, "engine")
        kit.send_signal(sig)
        assert kit.wait(timeout=BOUND) == code
    finally:
        kit.kill()
        kit.communicate()
    assert _gone(engine)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_the_engine_dies_with_a_killed_kit(tmp_path):
    kit = subprocess.Popen([str(RULES), "conform", str(VECTORS), *SEQUENCE, "--timeout", "600", "--engine", _engine(
        tmp_path, "note('engine', os.getpid())\ntime.sleep(600)\n")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        engine = _pid(tmp_path, "engine")
    finally:
        kit.kill()
        kit.wait()
    assert _gone(engine)


# ---------------------------------------------------------------- output
def test_an_engine_flooding_stderr_is_shown_by_its_last_lines(tmp_path, capsys):
    """The kit kept all an engine wrote on stderr (8 MB here, in one line), and showed it all."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(
        tmp_path, "sys.stderr.write('x' * 8_000_000 + '\\nthe last words\\n')\nsys.stderr.flush()\n")])
    err = capsys.readouterr().err
    assert code == 2 and "ended (exit 0) without answering" in err and err.rstrip().endswith("the last words")
    assert len(err) < 100_000


AMBIGUOUS = {   # an answer, from the correct one `a`: (the vectors, how many pass)
    "a value beside the expected error": ("a if 'value' in a else {**a, 'value': {'type': 'flag', 'value': True}, "
                                          "'trace': []}", "negative", 0),
    "an error beside the expected value": ("a if 'error' in a else {**a, 'error': 'WrongType'}", "sequence", 0),
    "unsupported beside the answer": ("{**a, 'unsupported': True}", "sequence", 0),
    "null for the keys not given": ("{**a, 'error': None} if 'value' in a else {**a, 'value': None, 'trace': None}",
                                    "negative", "all"),
    "null for the error beside a value": ("{**a, 'error': None}", "sequence", 2),
}


@pytest.mark.parametrize("case", AMBIGUOUS)
def test_an_answer_in_two_forms_fails_and_a_key_given_as_null_is_not_given(case, tmp_path, capsys):
    """An answer is one of `value`, `error` or `unsupported`: one holding the expected error and a
    value passed, one holding unsupported and the right value was unsupported; a correct value
    beside `"error": null` (a serializer writing every field) failed."""
    change, kind, passing = AMBIGUOUS[case]
    if passing == "all":   # (every vector of that kind: as many as the book's vectors hold)
        passing = sum(v["kind"] == kind for v in json.loads(VECTORS.read_text(encoding="utf-8"))["vectors"])
    code = main(["conform", str(VECTORS), "--construct", kind, "--engine", _engine(tmp_path, (
        "for line in sys.stdin:\n    a = engine(json.loads(line))\n"
        f"    sys.stdout.write(json.dumps({change}) + '\\n')\n    sys.stdout.flush()\n"))])
    out = capsys.readouterr().out
    assert _summary(out).startswith(f"shanghai_incident: {passing} passed"), out
    assert code == (0 if passing else 1)
    if not passing:
        assert "an answer gives a value, an error or unsupported, not " in out


# ---------------------------------------------------------------- --python
@pytest.mark.parametrize("module, said", [
    ("raise RuntimeError('at import')\n", "RuntimeError: at import"),
    ("import sys\nsys.exit(5)\n", "SystemExit: 5"),
    ("answer = 3\n", "answer is not a function (a int)"),
])
def test_a_python_engine_that_cannot_load_is_a_usage_error(module, said, tmp_path, monkeypatch, capsys):
    """A module raising at import (or calling sys.exit) was an internal error (exit 3), or ended the
    kit with the module's exit status; a FUNCTION that is not one failed every vector."""
    name = f"engine_{abs(hash(module))}"
    (tmp_path / f"{name}.py").write_text(module, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["conform", str(VECTORS), *SEQUENCE, "--python", f"{name}:answer"]) == 2
    err = capsys.readouterr().err
    assert f"cannot load the engine {name}:answer: {said}" in err and "internal error" not in err, err


def test_a_python_engine_whose_import_hangs_is_a_usage_error_after_the_timeout(tmp_path):
    """A module whose import never ended (waiting on a server, a loop) held the kit for ever,
    whatever --timeout said; even one catching Exception around its wait."""
    (tmp_path / "slow_engine.py").write_text(
        "import time\nwhile True:\n    try:\n        time.sleep(60)\n    except Exception:\n        pass\n",
        encoding="utf-8")
    done = _kit(*SEQUENCE, "--python", "slow_engine:answer", "--start-timeout", "1", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "cannot load the engine slow_engine:answer: importing slow_engine took more than --start-timeout 1 s" \
        in done.stderr and "internal error" not in done.stderr


@pytest.mark.parametrize("spec", [".relative:answer", "./engine.py:answer", "C:/engines/mine.py:answer"])
def test_a_python_engine_named_by_a_relative_name_or_a_path_is_a_usage_error(spec, capsys):
    """Python refuses a relative name with TypeError: an internal error (exit 3). A path is not a
    module (the hint says so), even one holding a colon (which named the module `C`)."""
    assert main(["conform", str(VECTORS), *SEQUENCE, "--python", spec]) == 2
    err = capsys.readouterr().err
    assert f"cannot load the engine {spec}" in err and "internal error" not in err, err
    if "/" in spec:
        assert "give a module's name, importable from the current folder or PYTHONPATH, not a file" in err, err


def test_a_python_engine_is_found_in_the_current_folder_and_its_prints_go_to_stderr(tmp_path):
    """`rules conform --python mine:answer` in the engine's own folder did not find it (the console
    script's path holds its own folder, not the current one); what the module and the function
    printed went to stdout, into the report."""
    (tmp_path / "mine.py").write_text(
        f"import sys\nsys.path.insert(0, {str(ROOT)!r})\nfrom compiler.conform_python import engine\n"
        "print('hello at import')\n"
        "def answer(request):\n    print('hello from the function')\n    return engine(request)\n", encoding="utf-8")
    done = _kit(*SEQUENCE, "--python", "mine:answer", cwd=tmp_path)
    assert done.returncode == 0, done
    assert "hello" not in done.stdout and _summary(done.stdout).endswith("2 passed, 0 failed, 0 unsupported")
    assert "hello at import" in done.stderr
    if hasattr(os, "fork"):
        assert done.stderr.count("hello from the function") == 2


def test_a_python_engine_changing_its_request_fails_with_its_own_error(capsys):
    """A function that emptied the request it was given, then raised, was reported as ending its
    process (the kit read the id from the emptied request)."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:empties_and_raises"])
    out = capsys.readouterr().out
    assert code == 1 and "got      ValueError: emptied" in out, out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="--python forks where the system does")
def test_what_a_python_engine_forks_is_stopped_with_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CONFORM_TEST_FOLDER", str(tmp_path))
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:forks_a_sleeper"])
    assert code == 0, capsys.readouterr()
    pids = [int(p.read_text()) for p in tmp_path.glob("sleeper-*")]
    assert len(pids) == 2 and all(_gone(pid) for pid in pids)


def test_an_answer_with_a_lone_surrogate_keeps_the_junit_file_valid(tmp_path, capsys):
    """`"\\ud800"` is JSON for a lone surrogate, which UTF-8 cannot write: the report (exit 3)."""
    import xml.etree.ElementTree as ET
    xml = tmp_path / "report.xml"
    code = main(["conform", str(VECTORS), *SEQUENCE, "--junit", str(xml), "--engine", _engine(
        tmp_path, "for line in sys.stdin:\n    r = json.loads(line)\n"
                  "    print(json.dumps({'id': r['id'], 'error': '\\ud800\\uffff'}), flush=True)\n")])
    captured = capsys.readouterr()
    assert code == 1 and "internal error" not in captured.err, captured
    assert "got      error \N{REPLACEMENT CHARACTER}\N{REPLACEMENT CHARACTER}" in captured.out
    ET.parse(xml)
    json.dumps(xml.read_text(encoding="utf-8"))


def test_a_python_engine_changing_the_current_folder_does_not_move_the_junit_file(tmp_path, monkeypatch, capsys):
    """A relative --junit path was taken from the current folder at the end of the run: one that
    the engine had changed (where the system cannot fork, or at import) wrote it elsewhere."""
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.setenv("CONFORM_TEST_FOLDER", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    monkeypatch.delattr(os, "fork", raising=False)   # the function called in the kit's own process
    assert main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:changes_folder",
                 "--junit", "report.xml"]) == 0, capsys.readouterr()
    assert (tmp_path / "report.xml").is_file() and not (tmp_path / "elsewhere" / "report.xml").exists()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="--python forks where the system does")
def test_a_python_engine_answer_too_long_is_dropped_unread(monkeypatch, capsys):
    """The forked engine's answer was read whole, however long (the --engine reader stops at MAX_LINE)."""
    from compiler import conform_process
    monkeypatch.setattr(conform_process, "MAX_LINE", 10_000)
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:long_answer"])
    out = capsys.readouterr().out
    assert code == 1 and "an answer longer than 10,000 characters as JSON (not read)" in out, out


def test_a_byte_order_mark_before_the_first_answer_is_not_part_of_it(tmp_path, capsys):
    """An engine writing UTF-8 with a byte-order mark (as .NET does) failed its first vector."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(
        tmp_path, "sys.stdout.buffer.write(b'\\xef\\xbb\\xbf')\nanswer_all()\n")])
    out = capsys.readouterr().out
    assert code == 0 and _summary(out).endswith("2 passed, 0 failed, 0 unsupported"), out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="--python forks where the system does")
def test_a_python_engine_reading_stdin_reads_nothing(tmp_path):
    """A function reading stdin read the kit's (a terminal, an open pipe) and waited for the timeout."""
    (tmp_path / "reader.py").write_text("def answer(request):\n    return {'id': request['id'], 'text': input()}\n",
                                        encoding="utf-8")
    kit = subprocess.Popen([str(RULES), "conform", str(VECTORS), *SEQUENCE, "--timeout", "10", "--python",
                            "reader:answer"], cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        out = kit.stdout.read()   # (its stdin stays open: it is never closed)
        kit.wait(timeout=BOUND)
    finally:
        kit.kill()
    assert kit.returncode == 1 and "got      EOFError" in out, out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="--python forks where the system does")
def test_a_python_engine_runs_where_the_system_has_no_waitid(monkeypatch, capsys):
    """macOS has no `os.waitid`: ending the forked engine was an internal error (exit 3) there."""
    monkeypatch.delattr(os, "waitid", raising=False)
    assert main(["conform", str(VECTORS), *SEQUENCE, "--python", "compiler.conform_python:engine"]) == 0
    assert "internal error" not in capsys.readouterr().err


def test_a_vectors_file_with_control_characters_gives_a_valid_junit_file(tmp_path, capsys):
    """A vectors file an engine author wrote may hold any text: a NUL, `]]>`, a lone surrogate or a
    terminal escape in a description, a clause, a kind or the book went into the JUnit file (not
    XML; or the report stopped with an internal error) and to the terminal as they were."""
    import xml.etree.ElementTree as ET
    data = json.loads(VECTORS.read_text(encoding="utf-8"))
    odd = " \x00]]>\ud800\x1b[31m"
    data["book"] += odd
    data["vectors"] = [{**v, "description": v["description"] + odd, "clause": f"{v['clause']}{odd}", "kind": v["kind"] + odd}
                       for v in data["vectors"] if v["kind"] == "sequence"]
    data.pop("computed_from", None)
    path, xml = tmp_path / "vectors.json", tmp_path / "report.xml"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["conform", str(path), "--junit", str(xml), "--engine", _engine(
        tmp_path, "for line in sys.stdin:\n    print(json.dumps({'id': json.loads(line)['id'], 'error': 'X'}), flush=True)\n")])
    captured = capsys.readouterr()
    assert code == 1 and "internal error" not in captured.err, captured
    assert not any(c in captured.out for c in "\x00\x1b\ud800")
    assert len(ET.parse(xml).getroot().findall("testsuite/testcase/failure")) == 2
    assert captured.out.count("got      error X") == 2, captured.out   # (a request with "\ud800" reached the engine)


def test_a_python_engine_answering_a_lone_surrogate_fails_that_vector_alone(capsys):
    """The forked engine could not write such an answer: reported as ending its process."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:lone_surrogate"])
    out = capsys.readouterr().out
    assert code == 1 and out.count("got      error \N{REPLACEMENT CHARACTER}") == 2, out


@posix
@pytest.mark.parametrize("sig, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_while_the_engine_is_given_its_time_to_end_stops_its_group(sig, code, tmp_path):
    """After the last answer the engine is given --timeout seconds to end; Ctrl-C (or SIGTERM) then
    ended the kit without killing the engine's group: a child it started ran on."""
    kit = subprocess.Popen([str(RULES), "conform", str(VECTORS), *SEQUENCE, "--timeout", "600", "--engine", _engine(
        tmp_path, "note('child', subprocess.Popen(SLEEPER, stdout=subprocess.DEVNULL).pid)\nanswer_all()\n"
                  "note('answered', os.getpid())\ntime.sleep(600)\n")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        child = _pid(tmp_path, "child")
        _pid(tmp_path, "answered")
        time.sleep(0.2)   # (the kit reads the last answer and starts waiting; had it not, the test holds too)
        kit.send_signal(sig)
        assert kit.wait(timeout=BOUND) == code
    finally:
        kit.kill()
        kit.communicate()
    assert _gone(child)


def test_a_second_sigterm_does_not_cut_the_stopping_short():
    from compiler.conform import _signals_end_the_run
    before = signal.getsignal(signal.SIGTERM)
    with _signals_end_the_run():
        with pytest.raises(SystemExit) as first:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(5)     # (the signal arrives at once: this is never waited for)
        assert first.value.code == 143
        os.kill(os.getpid(), signal.SIGTERM)   # ignored: the kit is stopping its engine
    assert signal.getsignal(signal.SIGTERM) is before   # (restored when the run ends)


@posix
def test_an_engine_writing_on_after_its_answers_is_not_kept_from_ending(tmp_path):
    """What an engine wrote after its last answer was no longer read: one writing more than a pipe
    holds (10 MB here) blocked, never ended, and the kit waited the whole --timeout for it."""
    done = _kit(*SEQUENCE, "--timeout", "600", "--engine", _engine(
        tmp_path, "answer_all()\nfor _ in range(10_000):\n    sys.stdout.write('x' * 1000 + '\\n')\n"))
    assert done.returncode == 0 and _summary(done.stdout).endswith("2 passed, 0 failed, 0 unsupported"), done


def test_an_engine_ending_during_the_run_shows_its_last_stderr_lines(tmp_path, capsys):
    """An engine that wrote a line (here, a banner, which answers no request: the first vector fails
    with it) and then crashed failed every vector left with "the engine ended (exit 1)", and what it
    said on stderr, the why, was not shown."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(
        tmp_path, "print('engine 1.0 ready', flush=True)\nsys.stderr.write('RuntimeError: no such table\\n')\n"
                  "sys.exit(1)\n")])
    captured = capsys.readouterr()
    assert code == 1 and "got      the engine ended (exit 1)" in captured.out, captured
    assert "got      not a JSON answer (JSONDecodeError): engine 1.0 ready" in captured.out, captured
    assert re.search(r"^the engine ended \(exit 1\) at vector 2 of 2, \S+ \(which fails: it got no answer\)\n"
                     r"the last lines the engine wrote on stderr:\n  RuntimeError: no such table$", captured.out, re.M), \
        captured.out   # (in the report, once; the last vector is no vector after it: nothing was not run)
    assert "not run" not in captured.out and "RuntimeError" not in captured.err, captured


def test_an_engine_dying_partway_is_said_once_and_the_vectors_left_are_not_run(tmp_path, capsys):
    """An engine that died after 40 answers failed every vector left, each "the engine ended (exit
    3)": the clause list named every clause of the book, and the failures hid the one it died on."""
    import xml.etree.ElementTree as ET
    total = json.loads(VECTORS.read_text(encoding="utf-8"))["count"]
    xml = tmp_path / "report.xml"
    code = main(["conform", str(VECTORS), "--junit", str(xml), "--engine", _engine(tmp_path, (
        "for n, line in enumerate(sys.stdin):\n"
        "    if n == 40:\n"
        "        sys.stderr.write('Traceback (most recent call last):\\nKeyError: terrain\\n')\n"
        "        sys.exit(3)\n"
        "    sys.stdout.write(json.dumps(engine(json.loads(line))) + '\\n')\n"
        "    sys.stdout.flush()\n"))])
    out = capsys.readouterr().out
    assert code == 1 and _summary(out) == f"shanghai_incident: 40 passed, 1 failed, 0 unsupported, {total - 41} not run"
    assert out.count("the engine ended (exit 3)") == 2, out   # (the vector it died on got it; and the line saying so)
    clauses = out.split("clauses with failed or unsupported vectors:\n")[1].split("\n  0 of ")[0].splitlines()
    assert len(clauses) == 1 and clauses[0].endswith(" 1 failed, 0 unsupported, 29 passed, 548 not run"), out
    assert re.search(r"^the engine ended \(exit 3\) at vector 41 of [\d,]+, \S+ \(which fails: it got no answer\); "
                     rf"the {total - 41} vectors after it were not run, and the run fails\n"
                     r"the last lines the engine wrote on stderr:\n  Traceback \(most recent call last\):\n"
                     r"  KeyError: terrain$", out, re.M), out
    assert re.search(r"^  construct +passed +failed +unsupported +not run$", out, re.M), out
    suites = ET.parse(xml).getroot().findall("testsuite")
    errors = [c.find("error") for s in suites for c in s.iter("testcase") if c.find("error") is not None]
    assert sum(int(s.get("errors")) for s in suites) == len(errors) == total - 41
    assert sum(int(s.get("failures")) for s in suites) == 1
    assert {e.get("type") for e in errors} == {"not run"} and errors[0].get("message").startswith(
        "not run: the engine ended (exit 3) at vector 41, shanghai_incident/"), errors[0].attrib


@posix
def test_an_engine_killed_by_a_signal_is_said_so_by_the_signals_name(tmp_path, capsys):
    """A crash (SIGSEGV), or the system killing an engine for its memory (SIGKILL), was said as
    "ended (exit -11)", a status no engine returns."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(
        tmp_path, "answer_one()\nos.kill(os.getpid(), signal.SIGSEGV)\n".replace("os.kill", "import signal; os.kill"))])
    out = capsys.readouterr().out
    assert code == 1 and "got      the engine ended (signal SIGSEGV)" in out and "exit -" not in out, out


NODE_CRASH = ("file:///engine.mjs:26\n  throw new Error(\"no table crt\");\n  ^\n\nError: no table crt\n"
              + "".join(f"    at frame{i} (node:internal/streams/readable:{i}:3)\n" for i in range(10))
              + "\nNode.js v20.20.2\n")   # (how Node says an uncaught error: the why above ten frames)


@pytest.mark.parametrize("answers", [0, 1])
def test_an_engine_crash_said_above_its_stack_is_shown_with_it(answers, tmp_path, capsys):
    """Node (like Java and Go) writes an uncaught error's message above its stack; the kit kept the
    last five lines of stderr, all frames, and an engine author saw `at Pipe.onStreamRead …` and
    never the error."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(
        tmp_path, ("answer_one = sys.stdin.readline()\n"
                   "sys.stdout.write(json.dumps(engine(json.loads(answer_one))) + '\\n')\nsys.stdout.flush()\n"
                   if answers else "") + f"sys.stderr.write({NODE_CRASH!r})\nsys.exit(1)\n")])
    captured = capsys.readouterr()
    said = captured.out if answers else captured.err   # (in the report; or the usage error, none answered)
    assert code == (1 if answers else 2), captured
    assert "Error: no table crt" in said and said.rstrip().endswith("Node.js v20.20.2"), said


@pytest.mark.skipif(not hasattr(signal, "SIGRTMIN") or not hasattr(os, "fork"), reason="real-time signals, fork")
def test_a_python_engine_ended_by_a_signal_without_a_name_fails_its_vectors(capsys):
    """The kit named the signal through `signal.Signals`, which raised: an internal error (exit 3)."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:realtime_signal"])
    out = capsys.readouterr().out
    assert code == 1 and f"the engine ended its process (signal {signal.SIGRTMIN + 6}) while answering" in out, out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="--python forks where the system does")
def test_a_python_engine_whose_module_ignores_sigchld_fails_its_vectors(tmp_path, monkeypatch, capsys):
    """A module setting SIGCHLD to SIG_IGN at import has its children reaped by the system: waiting
    for the forked engine raised ChildProcessError, an internal error (exit 3)."""
    (tmp_path / "no_sigchld.py").write_text(
        "import os, signal\nsignal.signal(signal.SIGCHLD, signal.SIG_IGN)\n"
        "def answer(request):\n    os._exit(3)\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    before = signal.getsignal(signal.SIGCHLD)
    try:
        code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "no_sigchld:answer"])
    finally:
        signal.signal(signal.SIGCHLD, before)
    out = capsys.readouterr().out
    assert code == 1 and "the engine ended its process (exit status unknown) while answering" in out, out


def test_a_thread_a_python_engine_module_leaves_running_does_not_keep_the_kit_from_ending(tmp_path):
    """Python waits for every thread that is not a daemon at exit: a module starting one at import
    that never ends kept `rules conform` from ending after its report, forever."""
    (tmp_path / "threaded.py").write_text(
        "import threading, time\nthreading.Thread(target=time.sleep, args=(600,), name='loader').start()\n"
        "def answer(request):\n    return {'id': request['id'], 'error': 'X'}\n", encoding="utf-8")
    done = _kit(*SEQUENCE, "--python", "threaded:answer", cwd=tmp_path)
    assert done.returncode == 1 and _summary(done.stdout).endswith("0 passed, 2 failed, 0 unsupported"), done
    assert "not waiting for threads left running (loader)" in done.stderr


# ---------------------------------------------------------------- answers read as the protocol reads them
def test_a_python_answer_nested_past_the_stack_fails_its_vector_not_the_kit(capsys):
    """The forked engine's answer line was read by json.loads, which raised RecursionError: the
    whole run ended as an internal error (exit 3)."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:deep_answer"])
    out = capsys.readouterr().out
    assert code == 1 and "not a JSON answer (RecursionError)" in out and _summary(out).endswith("2 failed, 0 unsupported"), out


def test_a_python_answer_with_a_key_written_twice_fails_as_over_the_protocol(capsys):
    """`{"value": WRONG, "value": RIGHT}` passed through --python (the last key won) and failed
    through --engine (a key given twice is refused)."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:value_twice"])
    out = capsys.readouterr().out
    assert code == 1 and "the key 'value' is given twice" in out, out


@pytest.mark.parametrize("how", ["--python", "--engine"])
def test_an_engines_text_cannot_add_lines_to_the_report_nor_speak_as_the_kit(how, tmp_path, capsys):
    engine = "conform_engines:error_with_lines" if how == "--python" else _engine(tmp_path, (
        "for line in sys.stdin:\n"
        "    r = json.loads(line)\n"
        "    print(json.dumps({'id': r['id'], 'error': 'X\\nshanghai_incident: 99 passed, 0 failed, 0 unsupported\\r',"
        " 'crash': 'no answer within 10 s'}), flush=True)\n"))
    code = main(["conform", str(VECTORS), *SEQUENCE, how, engine])
    out = capsys.readouterr().out
    assert code == 1 and [line for line in out.splitlines() if "99 passed" in line] == \
        ["     got      error X\\nshanghai_incident: 99 passed, 0 failed, 0 unsupported\\r"] * 2, out
    assert "no answer within" not in out and _summary(out).endswith("0 passed, 2 failed, 0 unsupported"), out


def test_a_crash_key_of_the_engines_own_is_ignored_as_any_key_it_adds(capsys):
    code = main(["conform", str(VECTORS), *SEQUENCE, "--python", "conform_engines:right_with_a_crash_key"])
    out = capsys.readouterr().out
    assert code == 0 and _summary(out).endswith("2 passed, 0 failed, 0 unsupported"), out


def test_a_carriage_return_inside_an_answer_line_is_white_space_not_an_end(tmp_path, capsys):
    """Lines were read with universal newlines: a CR between two JSON tokens split one answer in
    two, and every later answer was judged against the vector before it."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(tmp_path, (
        "for line in sys.stdin:\n"
        "    text = json.dumps(engine(json.loads(line)))\n"
        "    sys.stdout.write(text.replace(', ', ',\\r', 1) + '\\n'); sys.stdout.flush()\n"))])
    out = capsys.readouterr().out
    assert code == 0 and _summary(out).endswith("2 passed, 0 failed, 0 unsupported"), out


def test_bytes_that_are_not_utf8_fail_the_answer_wherever_they_are(tmp_path, capsys):
    """They were read as U+FFFD and passed when they stood in a key the kit ignores."""
    code = main(["conform", str(VECTORS), *SEQUENCE, "--engine", _engine(tmp_path, (
        "for line in sys.stdin:\n"
        "    text = json.dumps({**engine(json.loads(line)), 'message': 'MARK'})\n"
        "    sys.stdout.buffer.write(text.encode().replace(b'MARK', b'\\xff\\xfe') + b'\\n'); sys.stdout.flush()\n"))])
    out = capsys.readouterr().out
    assert code == 1 and out.count("got      not UTF-8") == 2, out


def test_answers_longer_than_4300_digits_are_read_from_the_vectors_and_from_the_engine(tmp_path, monkeypatch, capsys):
    """A book whose answers run to about 5,000 digits (the rules allow 10,000) built its vectors,
    which the kit then refused to read (Python's 4,300-digit guard), as it would have refused the
    engine's right answers."""
    book = tmp_path / "rulebooks" / "longanswers"
    book.mkdir(parents=True)
    (book / "book.rules").write_text(
        'book longanswers {\n  title "Long answers"\n  side red "Red"\n  dice 1d6\n}\n'
        'clause 1 "One" {\n  says "x"\n  formula a(x: integer) = x*x*x*x*x*x*x*x*x*x\n'
        '  formula b(x: integer) = a(x)*a(x)*a(x)*a(x)*a(x)\n'
        f'  example "e" {{ b({"9" * 99}) > 0 }}\n}}\n', encoding="utf-8")
    monkeypatch.setenv("RULES_ROOT", str(tmp_path))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    assert main(["build"]) == 0
    vectors = (tmp_path / "generated" / "longanswers" / "vectors.json").read_text(encoding="utf-8")
    assert max(map(len, re.findall(r"\d+", vectors))) > 4300
    # (the kit alone in its process, as an engine author runs it: the build's own process reads any length)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([str(RULES), "conform", "longanswers", "--python", "compiler.conform_python:engine"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=BOUND)
    assert done.returncode == 0 and "7 passed, 0 failed" in done.stdout, done.stdout + done.stderr   # (three negative)


def test_a_python_engine_is_run_with_stdin_closed(tmp_path):
    """`rules conform … --python … <&-`: the kit's first pipe took descriptor 0, which each forked
    engine replaced with /dev/null: every vector failed ("the engine ended its process")."""
    out = subprocess.run(["bash", "-c", f"{sys.executable} -m compiler conform shanghai_incident --python "
                          "compiler.conform_python:engine <&-"], cwd=ROOT, capture_output=True, text=True, timeout=BOUND)
    assert out.returncode == 0 and " 0 failed" in _summary(out.stdout), out.stdout[-500:] + out.stderr[-500:]


def test_a_signal_while_the_engine_is_imported_ends_the_run_with_its_status(tmp_path):
    """SIGTERM while a `--python` engine's module was imported was read as the module's failure:
    "cannot load the engine …: SystemExit: 143", exit 2."""
    (tmp_path / "slow_import.py").write_text("import time\ntime.sleep(60)\ndef f(r):\n    return {}\n", encoding="utf-8")
    kit = subprocess.Popen([sys.executable, "-m", "compiler", "conform", "shanghai_incident", "--python",
                            "slow_import:f", "--start-timeout", "90"], cwd=tmp_path, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT),
                                                                         RULES_ROOT=str(ROOT)))
    time.sleep(3)
    kit.terminate()
    _, err = kit.communicate(timeout=BOUND)
    assert kit.returncode == 143 and "cannot load the engine" not in err, err


@pytest.mark.parametrize("answer, said", [
    ('{"id": ID, "unsupported": 1}', '"unsupported" is true or false; got 1'),
    ('{"value": 1}', 'an answer with no "id", expected '),
    ('{"id": null, "value": 1}', 'an answer whose "id" is null, not a text: expected '),
    ('{"id": 5, "value": 1}', 'an answer whose "id" is 5, not a text: expected '),   # (was "with no id")
])
def test_an_answer_of_the_wrong_shape_is_said_as_such(tmp_path, answer, said):
    """`"unsupported": 1` was reported as "got unsupported" (and failed); an answer without an id as
    "answer for None"."""
    engine = _engine(tmp_path, "import json, sys\nfor line in sys.stdin:\n    r = json.loads(line)\n"
                               f"    print({answer!r}.replace('ID', json.dumps(r['id'])), flush=True)\n")
    out = _kit("--engine", engine, "--max-failures", "1")
    assert out.returncode == 1 and said in out.stdout, out.stdout[-800:]


# ---------------------------------------------------------------- lines that answer no request
def test_a_banner_before_the_answers_fails_one_vector_not_every_one(tmp_path):
    """One line of its own before its answers (a banner, a debug print) put every answer one line
    behind: 0 of 1,059 passed and every clause was blamed. The line fails the vector it came
    before, saying why; the answers after it are read as theirs."""
    done = _kit(*SEQUENCE, "--engine", _engine(tmp_path, "print('Engine v1.2 ready', flush=True)\nanswer_all()\n"))
    assert done.returncode == 1 and _summary(done.stdout).endswith("1 passed, 1 failed, 0 unsupported"), done
    assert ("a line that answers no request came before this answer: not a JSON answer (JSONDecodeError): "
            "Engine v1.2 ready; write anything but answers on standard error") in done.stdout, done.stdout
    assert done.stdout.count("FAIL ") == 1


def test_a_blank_line_among_the_answers_is_passed_over(tmp_path):
    done = _kit(*SEQUENCE, "--engine", _engine(tmp_path, "print(flush=True)\nanswer_all()\n"))
    assert done.returncode == 0 and _summary(done.stdout).endswith("2 passed, 0 failed, 0 unsupported"), done


def test_a_line_in_place_of_an_answer_fails_that_vector_alone(tmp_path):
    """A line written instead of the first answer (the next line answers the second request): the
    first vector fails with what it got, the second passes."""
    done = _kit(*SEQUENCE, "--engine", _engine(tmp_path, (
        "lines = iter(sys.stdin)\nnext(lines)\nprint('oops', flush=True)\n"
        "for line in lines:\n    sys.stdout.write(json.dumps(engine(json.loads(line))) + '\\n')\n    sys.stdout.flush()\n")))
    assert done.returncode == 1 and _summary(done.stdout).endswith("1 passed, 1 failed, 0 unsupported"), done
    assert "got      not a JSON answer (JSONDecodeError): oops" in done.stdout, done.stdout


MODIFIERS = ["--construct", "modifier"]
N = sum(1 for v in json.loads((ROOT / "generated" / "shanghai_incident" / "vectors.json").read_text(encoding="utf-8"))[
    "vectors"] if v["kind"] == "modifier")   # (36: more than the 20 failures a report shows)

ANSWER_LIST = """
requests = [json.loads(line) for line in sys.stdin if line.strip()]
answers = [json.dumps(engine(r)) for r in requests]
"""


def test_an_engine_writing_junk_forever_ends_the_run_with_its_memory_bounded(tmp_path):
    """Lines that answer no request were all held: an engine writing them forever was never stopped
    (40 s and 1.2 GB before it was killed). A few are held; the first fails the vector it stood in
    place of, the next the engine is stopped at, and the rest are not run."""
    done = _kit(*MODIFIERS, "--timeout", "5", "--engine", _engine(tmp_path, ANSWER_LIST + (
        "for a in answers[:3]:\n    print(a, flush=True)\nwhile True:\n    sys.stdout.write('junk\\n')\n")))
    assert done.returncode == 1 and _summary(done.stdout).endswith(f"3 passed, 2 failed, 0 unsupported, {N - 5} not run")
    assert "(and was stopped) at vector 5 " in done.stdout, done   # (past 100,000 lines, or 5 s: as fast as it writes)


def test_answers_without_their_id_fail_each_its_own_vector_saying_so(tmp_path):
    done = _kit(*MODIFIERS, "--engine", _engine(tmp_path, ANSWER_LIST + (
        "for a in answers:\n    d = json.loads(a)\n    del d['id']\n    print(json.dumps(d), flush=True)\n")))
    assert _summary(done.stdout).endswith(f"0 passed, {N} failed, 0 unsupported"), done
    assert done.stdout.count('an answer with no "id"') == 20 and "the engine ended" not in done.stdout + done.stderr   # (20 shown)


def test_answers_are_matched_by_their_id_in_any_order(tmp_path):
    """Two answers swapped, or one written early: each is its own request's (one early answer, 23
    written in place of 3, failed 56 vectors; two swapped blamed a third)."""
    done = _kit(*MODIFIERS, "--engine", _engine(tmp_path, ANSWER_LIST + (
        "answers[1], answers[2] = answers[2], answers[1]\nanswers.insert(0, answers.pop(15))\n"
        "for a in answers:\n    print(a, flush=True)\n")))
    assert done.returncode == 0 and _summary(done.stdout).endswith(f"{N} passed, 0 failed, 0 unsupported"), done


def test_a_long_banner_fails_one_vector_not_every_one(tmp_path):
    """Past 8 lines that answer no request, each further one failed a vector, and every answer was
    then read as the one before's: a 9-line banner failed all."""
    done = _kit(*MODIFIERS, "--engine", _engine(tmp_path, ANSWER_LIST + (
        "for i in range(20):\n    print(f'banner line {i}', flush=True)\nfor a in answers:\n    print(a, flush=True)\n")))
    assert _summary(done.stdout).endswith(f"{N - 1} passed, 1 failed, 0 unsupported"), done
    assert "a line that answers no request came before this answer (and 19 more): not a JSON answer" in done.stdout


@pytest.mark.parametrize("after", [
    "while True:\n    sys.stdout.write('\\n')\n",                                 # blank lines forever
    "while True:\n    sys.stdout.write(answers[0] + '\\n')\n",                     # its first answer again, forever
    "while True:\n    print('junk', flush=True)\n    time.sleep(0.5)\n",         # a line now and then, forever
], ids=["blank lines", "an answer again", "a trickle of junk"])
def test_an_engine_writing_on_without_answering_ends_the_run(tmp_path, after):
    """Blank lines, or answers of requests judged already, forever kept the kit running for ever;
    a junk line every 0.5 s with --timeout 2 ran 100,000 lines (the timeout was per line). (A line
    that came stands in the place of the first vector owed, which fails; the engine is stopped at the
    next, which fails too; those after it are not run.)"""
    done = _kit(*MODIFIERS, "--timeout", "2", "--engine", _engine(tmp_path, ANSWER_LIST + (
        "for a in answers[:3]:\n    print(a, flush=True)\n" + after)), timeout=90)
    failed = 1 if after == "while True:\n    sys.stdout.write('\\n')\n" else 2   # (blank lines stand for no answer)
    assert done.returncode == 1 and _summary(done.stdout).endswith(
        f"3 passed, {failed} failed, 0 unsupported, {N - 3 - failed} not run"), done
    # (stopped at --timeout, or by the limit of 100,000 lines without an answer: which comes first
    # depends on how fast the machine writes blank lines)
    assert re.search(rf"the engine gave no answer (within 2 s|in 100,000 lines in a row) \(and was stopped\) "
                     rf"at vector {3 + failed} ", done.stdout), done
