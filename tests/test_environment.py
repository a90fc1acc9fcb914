"""The machine, not the rulebook: a missing system library is named with its install command (exit 2),
and a reader that closes the pipe early ends the command normally."""
from __future__ import annotations

import os
import subprocess
import sys

from conftest import ROOT

# A stand-in for WeasyPrint on a machine without pango: importing it fails the way cffi's dlopen does.
NO_PANGO = '''raise OSError("cannot load library 'libpango-1.0-0': libpango-1.0-0: cannot open shared object file: No such file or directory")'''


def _without_pango(tmp_path, *args):
    fake = tmp_path / "fake" / "weasyprint"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text(NO_PANGO, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "fake"), str(ROOT)]))
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True)


def test_missing_pango_is_named_with_its_install_command(tmp_path):
    done = _without_pango(tmp_path, "aid", "shanghai_incident", "--out", str(tmp_path / "aid"))
    assert done.returncode == 2, done.stderr
    assert "missing system library" in done.stderr and "pango" in done.stderr
    assert "apt-get install -y libpango-1.0-0 libpangoft2-1.0-0" in done.stderr
    assert "bug" not in done.stderr and "Traceback" not in done.stderr


def test_missing_pango_gives_a_skip_reason_not_a_collection_error(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "fake"))
    (tmp_path / "fake" / "weasyprint").mkdir(parents=True)
    (tmp_path / "fake" / "weasyprint" / "__init__.py").write_text(NO_PANGO, encoding="utf-8")
    code = "from compiler.system_libraries import pdf_unavailable; print(pdf_unavailable())"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0 and "apt-get install" in done.stdout


def test_a_closed_pipe_is_a_normal_end():
    done = subprocess.run(f"{sys.executable} -m compiler check --format json | head -c 1", shell=True, cwd=ROOT,
                          capture_output=True, text=True, executable="/bin/bash")
    assert done.stdout == "["
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    piped = subprocess.run(["bash", "-c", f"set -o pipefail; {sys.executable} -m compiler check --format json "
                            "| head -c 1 >/dev/null; echo ${PIPESTATUS[0]}"], cwd=ROOT, capture_output=True, text=True)
    assert piped.stdout.strip() == "0", piped.stderr


def _rules(shell: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", shell.replace("RULES", f"{sys.executable} -m compiler")], cwd=ROOT,
                          capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))


def test_output_that_cannot_be_written_is_named_not_an_internal_error():
    """`rules export X > /dev/full` and `>&-` ended in an internal error (exit 3)."""
    for redirect, said in (("> /dev/full", "No space left on device"), (">&-", "standard output is closed")):
        done = _rules(f"RULES export shanghai_incident {redirect}")
        assert done.returncode == 2, done.stderr
        assert done.stderr == f"rules export: error: cannot write the output: {said}\n", done.stderr


def test_output_a_file_takes_only_part_of_is_an_error_buffered_or_not(tmp_path):
    """`rules export X > FILE` on a full disk (here `ulimit -f`, the same short write) exited 0
    with a truncated JSON when Python ran unbuffered (PYTHONUNBUFFERED, as containers and CI set
    it): the text layer ignored the count the file took."""
    for unbuffered in ("PYTHONUNBUFFERED=1", "PYTHONUNBUFFERED="):
        for export in ("export shanghai_incident", "export shanghai_incident --format vectors"):
            done = _rules(f"trap '' XFSZ; ulimit -f 20; {unbuffered} RULES {export} > /dev/null && "
                          f"{unbuffered} RULES {export} > {tmp_path / 'out.json'}")
            assert done.returncode == 2, (unbuffered, export, done.stderr)
            assert done.stderr == "rules export: error: cannot write the output: File too large\n", done.stderr


def test_a_closed_or_full_stderr_neither_fails_the_command_nor_reaches_stdout():
    """With stderr closed, `print(file=sys.stderr)` wrote every message into stdout; with stderr
    full, the check exited 1 (its report of an internal error failed in turn)."""
    closed = _rules("RULES check shanghai_incident 2>&-")
    assert closed.returncode == 0 and closed.stdout == "", closed.stdout
    full = _rules("RULES check shanghai_incident 2>/dev/full")
    assert full.returncode == 0 and full.stdout == ""


def test_an_output_encoding_without_a_character_writes_its_escape():
    """PYTHONIOENCODING=ascii: an internal error at the first dash of a clause's prose."""
    done = _rules("PYTHONIOENCODING=ascii RULES explain changsha 'crt(roll: 7, column: odds(28, 4), attacker: IJA)'")
    assert done.returncode == 0, done.stderr
    assert "[12.1]\\u2013[12.6]" in done.stdout


def test_json_is_written_as_utf8_whatever_the_output_encoding(tmp_path):
    """Under PYTHONIOENCODING=ascii, `rules export` wrote `×` as `\\xd7`: no JSON reader takes it,
    and the command exited 0 (environment probe). JSON is UTF-8, whatever the locale says."""
    import json
    for command in ("export changsha", "export shanghai_incident --format vectors", "check --format json changsha"):
        out = tmp_path / "out.json"
        done = _rules(f"PYTHONIOENCODING=ascii RULES {command} > {out}")
        assert done.returncode == 0, (command, done.stderr)
        json.loads(out.read_bytes().decode("utf-8"))
    out = tmp_path / "book.json"
    _rules(f"PYTHONIOENCODING=ascii RULES export changsha > {out}")
    assert "–".encode() in out.read_bytes()         # (the dash as UTF-8, not an escape)


def test_the_c_locale_without_utf8_mode_is_no_internal_error():
    """`LC_ALL=C python -X utf8=0`: Python opens stdout with `surrogateescape`, which raised at the
    first dash of a clause (an internal error, exit 3), and read the UTF-8 bytes of an expression
    or a title as lone surrogates, refused as "not UTF-8" (environment probe)."""
    env = "LC_ALL=C PYTHONCOERCECLOCALE=0 PYTHONUTF8=0"
    done = _rules(f"{env} RULES explain changsha 'crt(roll: 7, column: odds(28, 4), attacker: IJA)'")
    assert done.returncode == 0, done.stderr
    assert "\\u2013" in done.stdout
    done = _rules(f"{env} RULES explain changsha 'crt(roll: 7, größe: 1)'")
    assert done.returncode == 1 and "not UTF-8" not in done.stderr and "E002" in done.stderr, done.stderr


def test_conform_in_forked_calls_leaves_no_pipe_open():
    """The answers' pipe of `rules conform --python` was never closed: under `-W error` or `-X dev`,
    "Exception ignored … ResourceWarning: unclosed file" (environment probe)."""
    done = _rules(" ".join([sys.executable, "-X", "dev", "-W", "error::ResourceWarning", "-m",
                                                "compiler", "conform", "shanghai_incident", "--python",
                                                "compiler.conform_python:engine"]))
    assert done.returncode == 0, done.stderr
    assert "ResourceWarning" not in done.stderr and "unclosed" not in done.stderr, done.stderr


def test_the_aid_preview_runs_without_docstrings():
    """`python -OO -m compiler.aid_preview` read its description from a docstring -OO drops: AttributeError."""
    done = _rules(f"{sys.executable} -OO -m compiler.aid_preview --help")
    assert done.returncode == 0 and "usage" in done.stdout, done.stderr


def test_the_escape_handler_writes_bytes_only_where_the_encoding_takes_them():
    """A byte kept as a lone surrogate (a file name not in UTF-8) written to a UTF-16 stdout: the
    handler gave back the byte, which UTF-16 refuses, an internal error (regression probe)."""
    from compiler import streams   # (registers "rules_escape")
    assert "a\udcff–".encode("ascii", "rules_escape") == b"a\xff\\u2013"
    # EBCDIC writes no ASCII as itself: such a stream takes backslashreplace, its escapes encoded by it
    import io
    for encoding, errors in (("cp037", "backslashreplace"), ("utf-16", "backslashreplace"), ("latin-1", "rules_escape")):
        stream = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
        streams._escaping(stream)
        assert stream.errors == errors, encoding


def test_a_text_argument_is_read_as_utf8_and_its_one_bad_byte_kept():
    """Under an ASCII locale an argument's bytes come as lone surrogates: `größe` is read back as
    UTF-8, and a byte that is no UTF-8 stays one, named as such (it named the first byte of `ö`)."""
    from compiler.cli import _text_argument
    assert _text_argument("gr\udcc3\udcb6\udcc3\udc9fe") == "größe"
    assert _text_argument("gr\udcc3\udcb6e\udcff") == "gröe\udcff"
    assert _text_argument("plain") == "plain"
    assert _text_argument("Café") == "Café"   # (typed under Latin-1, read right by that locale: as it is)
