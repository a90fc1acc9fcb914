"""The command line as a user meets it: export contract, coverage, explain. The coverage of the bundled
books is checked against their printed sources only when those are beside the project (../shared/seeds,
not part of this repository); the shipped tutorial source covers the command itself."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from compiler.cli import main
from conftest import ROOT, bundled_books, skip_if_ignored

SEEDS = ROOT.parent / "shared" / "seeds"


def rules(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=cwd, capture_output=True, text=True)


@pytest.mark.parametrize("book", bundled_books())
def test_export_contract(book):
    out = rules("export", book, "--format", "json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["book"] == book and data["title"]
    for c in data["clauses"]:
        assert {"id", "title", "says", "kind", "refs"} <= c.keys()
    for t in data["tables"]:
        assert {"id", "title", "clause", "rows", "columns", "cells", "missing"} <= t.keys()
        if not t["missing"]:
            assert len(t["cells"]) == len(t["rows"])
            assert all(len(row) == len(t["columns"]) for row in t["cells"])


def test_export_of_unknown_book_is_a_usage_error():
    out = rules("export", "no_such_book", "--format", "json")
    assert out.returncode == 2 and "no rulebook" in out.stderr


def test_help_is_conventional():
    out = rules("--help")
    assert out.returncode == 0 and "check" in out.stdout and "build" in out.stdout


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"the printed rulebooks are not beside the project ({SEEDS} is "
                    "absent; they are not part of this repository)")
@pytest.mark.parametrize("book, seed", [("changsha", "000_38e56100b0f63534.txt"),
                                        ("khalkin_gol", "001_3dbde536f47fc65c.txt"),
                                        ("war_of_the_suns", "002_8a4f1f382efd9319.txt"),
                                        ("shanghai_incident", "003_fcff74ffca848260.txt")])
def test_coverage_is_complete(book, seed):
    out = rules("coverage", book, "--source", str(SEEDS / seed))
    assert out.returncode == 0, out.stdout + out.stderr


def test_coverage_of_the_shipped_tutorial_source():
    out = rules("coverage", "tests/cases/tutorial", "--source", "tests/cases/tutorial/bridgehead.txt")
    assert out.returncode == 1
    assert out.stdout.splitlines() == [
        "tests/cases/tutorial/bridgehead.txt:12: section 3.1 (Zones of Control) has no clause",
        "tests/cases/tutorial/bridgehead.txt:29: heading 'designer s notes' has no clause (for information)"]
    assert out.stderr == "bridgehead: 9/10 numbered sections have a clause\n"


def test_coverage_names_a_missing_section(tmp_path):
    source = tmp_path / "source.txt"
    source.write_text("1.0 INTRODUCTION\nText.\n1.1 Odds\nMore.\n9.9 Not Transcribed\n", encoding="utf-8")
    out = rules("coverage", str(ROOT / "tests" / "cases" / "fixture"), "--source", str(source))
    assert out.returncode == 1
    assert "section 9.9 (Not Transcribed) has no clause" in out.stdout
    assert "section 1.1" not in out.stdout


def test_a_section_is_not_covered_by_the_tail_of_another_number(tmp_path):
    """`2.1 Movement` was covered by a clause 13.2.1 (its dotted tail), `0.0` by 1.0: the tails are
    for ids numbered in a scheme of their own (`1.1` of `esp.1.1`)."""
    book = tmp_path / "tails"
    book.mkdir()
    (book / "b.rules").write_text('book tails {\n  title "T"\n  side red "Red"\n  dice 1d6\n}\n'
                                  'clause 13.2.1 "Deep" {\n  says "x"\n}\nclause esp.1.1 "Events" {\n  says "y"\n}\n',
                                  encoding="utf-8")
    source = tmp_path / "source.txt"
    source.write_text("2.1 Movement\n2.2 Stacking\n1.1 Events Phase\n", encoding="utf-8")
    out = rules("coverage", str(book), "--source", str(source))
    assert out.returncode == 1 and out.stdout.splitlines() == [
        f"{source}:1: section 2.1 (Movement) has no clause", f"{source}:2: section 2.2 (Stacking) has no clause"], out


def test_coverage_reads_only_ascii_digits_as_section_numbers(tmp_path):
    """`\\d` matched every script's digits: `١.١ Odds` (Arabic-Indic) was a section without a clause."""
    source = tmp_path / "source.txt"
    source.write_text("1.0 INTRODUCTION\nText.\n\u0661.\u0661 Odds\n\u0969.\u0969 Terrain\n", encoding="utf-8")
    out = rules("coverage", str(ROOT / "tests" / "cases" / "fixture"), "--source", str(source))
    assert out.returncode == 0 and out.stdout == "", out
    assert out.stderr.startswith("fixture: 1/1 numbered sections have a clause"), out.stderr


def test_explain_gives_the_answer_and_its_clauses():
    out = rules("explain", "changsha", "crt(roll: 9, column: odds(28, 4), attacker: IJA)")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("'D2R3' (defender; loss 2, retreat 3; row 11, column 5:1, die roll +2)")
    assert any(line.startswith("  [12.7.1] Maximum & Minimum Odds Ratios") for line in lines)


def test_explain_reports_bad_expressions_and_missing_facts():
    bad = rules("explain", "changsha", "crt(roll: 9, colum: 3:1)")
    assert bad.returncode == 1 and "E402" in bad.stderr and "Traceback" not in bad.stderr
    missing = rules("explain", "changsha", "crt(roll: 9, column: 3:1)")
    assert missing.returncode == 1 and "the fact 'attacker' is needed but was not given" in missing.stderr


@pytest.mark.parametrize("args, said", [
    (["check", ""], "rules check: error: an empty name is no rulebook"),
    (["check", "EMPTY"], "rules check: error: EMPTY holds no .rules file: give a book id"),
    (["check", "rulebooks"], "rules check: error: rulebooks holds no .rules file: its folders hold books (changsha,"),
    # a link to nowhere was "no rulebook or .rules file named …", as if it were not there at all
    (["check", "TMP/links/gone.rules"], "rules check: error: TMP/links/gone.rules is a link to TMP/nowhere.rules, which does not exist"),
    (["export", "TMP/links/loop.rules"], "rules export: error: TMP/links/loop.rules is a link to TMP/links/loop.rules, which leads, "
     "through links, back to itself"),
    # a book outside rulebooks/ wrote its aid into generated/ (a folder the next build calls stale)
    (["aid", "tests/cases/tutorial"], "rules aid: error: tests/cases/tutorial is not a book of this project's "
     "rulebooks/, so its aid has no folder in generated/"),
    (["aid", "shanghai_incident", "--out", "/proc/no/such"], "rules aid: error: cannot write the aid into /proc/no/such"),
    # an existing file said only "File exists"
    (["aid", "shanghai_incident", "--out", "FILE"], "rules aid: error: --out takes a folder (aid.html and aid.pdf "
     "are written into it, made if missing); FILE is not a folder: give a folder (new or existing), e.g. --out TMP/aid"),
    (["aid", "shanghai_incident", "--out", "FILE/aids"], "rules aid: error: --out takes a folder (aid.html and "
     "aid.pdf are written into it, made if missing); FILE is a file, so no folder can be made inside it"),
    (["conform", "shanghai_incident", "--engine", ""], "rules conform: error: the engine '' cannot start: it names no program"),
    # nan turned the hang guard off (a hung engine was waited for at 100% CPU); inf, 1e10 and -1
    # were internal errors, as were a --junit folder (after the whole run) and --interval inf
    (["conform", "shanghai_incident", "--engine", "sleep 1000", "--timeout", "nan"],
     "rules conform: error: argument --timeout: nan is not a number of seconds above 0"),
    (["conform", "shanghai_incident", "--engine", "sleep 1000", "--timeout", "1e10"],
     "rules conform: error: argument --timeout: 1e10 is not a number of seconds above 0 and at most 86400"),
    (["conform", "shanghai_incident", "--python", "compiler.conform_python:engine", "--junit", "/"],
     "rules conform: error: cannot write the JUnit report /: it is a folder"),
    (["conform", "shanghai_incident", "--python", "compiler.conform_python:engine", "--max-failures", "-1"],
     "rules conform: error: argument --max-failures: -1 is below 0"),
    (["conform", "shanghai_incident", "--python", "compiler.conform_python:engine", "--id", ""],
     "rules conform: error: --id was given an empty value, which names no vector"),
    (["conform", "shanghai_incident", "--python", "compiler.conform_python:engine", "--clause", "3", "--clause", " "],
     "rules conform: error: --clause was given an empty value"),
    (["build", "--watch", "--interval", "inf"], "rules build: error: argument --interval: inf is not a number"),
    (["coverage", "changsha", "--source", "/"], "rules coverage: error: source file '/' is a folder"),
    (["coverage", "changsha", "--source", "/dev/null"],                    # (it exists: not "not found")
     "rules coverage: error: source file '/dev/null' is not a regular file (a device, a pipe or a socket)"),
    (["coverage", "changsha", "--source", "no-such-source.txt"], "rules coverage: error: source file 'no-such-source.txt' not found"),
    (["coverage", "changsha", "--source", "x.txt", "--numbers"], "rules coverage: error: --source and --numbers"),
    (["coverage", "changsha", "--words"], "rules coverage: error: --words adds numbers written as words to --numbers"),
    # an empty value was read as no value: "say what to cover", "the engine None cannot start"
    (["coverage", "changsha", "--source", ""], "rules coverage: error: --source was given an empty value"),
    (["conform", "changsha", "--python", ""], "rules conform: error: --python was given an empty value"),
    # `.` at the root read rulebooks/. (rulebooks/ itself) as a book: E103 with an empty book name
    (["check", "."], "rules check: error: . holds no .rules file"),
])
def test_a_target_or_an_option_that_cannot_be_used_is_a_usage_error(args, said, tmp_path):
    """Each of these was an internal error (exit 3: FileNotFoundError, IndexError) or an E103 at
    `<book>:1:1` for a folder that holds no rulebook at all (`rules check /`, an empty folder)."""
    (tmp_path / "file.txt").write_text("not a folder\n", encoding="utf-8")
    if any("TMP/links/" in a for a in args):   # (links in a folder of their own: EMPTY holds no book)
        (tmp_path / "links").mkdir()
        (tmp_path / "links" / "gone.rules").symlink_to(tmp_path / "nowhere.rules")
        (tmp_path / "links" / "loop.rules").symlink_to(tmp_path / "links" / "loop.rules")
    args = [str(tmp_path) if a == "EMPTY" else a.replace("FILE", str(tmp_path / "file.txt")).replace("TMP", str(tmp_path))
            for a in args]
    said = said.replace("EMPTY", str(tmp_path)).replace("FILE", str(tmp_path / "file.txt")).replace("TMP", str(tmp_path))
    out = rules(*args)
    last = out.stderr.strip().splitlines()[-1]   # (argparse prints the usage above its error)
    assert out.returncode == 2 and last.startswith(said) and "Traceback" not in out.stderr, out.stderr


@pytest.mark.parametrize("args, usage", [
    (["build", "--bogus"], "usage: rules build "),
    (["check", "--nope", "changsha"], "usage: rules check "),
    (["conform", "changsha", "--python", "compiler.conform_python:engine", "--verbose"], "usage: rules conform "),
    (["--nope"], "usage: rules [-h] COMMAND"),
])
def test_an_option_a_command_does_not_know_is_shown_with_that_commands_usage(args, usage):
    """The top-level usage (`rules [-h] COMMAND ...`) lists no option of any command: a designer
    who mistyped `--check` learnt nothing from it."""
    out = rules(*args)
    assert out.returncode == 2 and out.stdout == "", out
    assert out.stderr.startswith(usage) and "unrecognized arguments: " + args[1 if args[0] == "check" else -1] in out.stderr, out.stderr


def test_names_may_follow_options():
    """`rules odds changsha --drm 1 crt` said "unrecognized arguments: crt" (argparse reads the names
    before the first option only): a designer adds an option where the line ends."""
    mixed, plain = rules("odds", "changsha", "--drm", "1", "crt"), rules("odds", "changsha", "crt", "--drm", "1")
    assert (mixed.returncode, mixed.stderr) == (0, "") and mixed.stdout == plain.stdout
    assert "Combat Results Table (crt)" in mixed.stdout and "Barrage" not in mixed.stdout
    out = rules("fmt", "rulebooks/changsha", "--check", "rulebooks/khalkin_gol")
    files = len(list((ROOT / "rulebooks").glob("changsha/*.rules")) + list((ROOT / "rulebooks").glob("khalkin_gol/*.rules")))
    assert out.returncode == 0 and out.stderr.strip() == f"0 of {files} files would be formatted", out
    extra = rules("odds", "changsha", "--drm", "1", "crt", "extra")
    assert extra.returncode == 2 and extra.stderr.startswith("usage: rules odds ") and \
        "unrecognized arguments: extra" in extra.stderr, extra.stderr


@pytest.mark.parametrize("command", [["check"], ["explain", "1"], ["export", "--format", "json"], ["coverage", "--numbers"], ["aid"]])
def test_a_book_folder_without_files_named_by_its_id_is_a_usage_error(command, tmp_path, monkeypatch, capsys):
    """Named by its id, an empty book folder was checked as a book of no file: E103 at `<book>:1:1`,
    a place that is no file (named by its path, it was already this usage error)."""
    (tmp_path / "rulebooks" / "tiny").mkdir(parents=True)
    monkeypatch.setenv("RULES_ROOT", str(tmp_path))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    args = [command[0], "tiny", *command[1:]]
    assert main(args) == 2
    assert "the book folder rulebooks/tiny holds no .rules file" in capsys.readouterr().err


def test_a_book_folder_whose_name_holds_a_space_is_named_by_it(tmp_path, monkeypatch, capsys):
    """`rules check` checked `rulebooks/a b/`, and listed it among the books, but `rules check "a b"`
    refused it: "no rulebook … named 'a b' (books: a b)" (hard-input probe, round 5)."""
    (tmp_path / "rulebooks" / "a b").mkdir(parents=True)
    (tmp_path / "rulebooks" / "a b" / "book.rules").write_text(
        'book ab { title "AB" side red "Red" dice 1d6 }\nclause 1 "One" { says "x" }\n', encoding="utf-8")
    monkeypatch.setenv("RULES_ROOT", str(tmp_path))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    assert main(["check", "a b"]) == 0
    assert "ab: ok" in capsys.readouterr().err
    # (from a folder whose parent holds no rules: `..` of a clone is wherever it was cloned, rules and all)
    (tmp_path / "empty" / "here").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "empty" / "here")
    assert main(["check", "a/b"]) == 2 and main(["check", ".."]) == 2


def test_one_book_named_twice_is_checked_once():
    """`rules check shanghai_incident rulebooks/shanghai_incident` (or the folder's absolute path) was
    E101, 'the book id shanghai_incident is also the id of rulebooks/shanghai_incident', exit 1."""
    done = rules("check", "shanghai_incident", "rulebooks/shanghai_incident", str(ROOT / "rulebooks" / "shanghai_incident"),
               "changsha")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "E101" not in done.stdout + done.stderr
    said = (done.stdout + done.stderr).splitlines()
    assert [line.split(":")[0] for line in said if ": ok —" in line] == ["shanghai_incident", "changsha"], said


def test_a_command_run_in_a_removed_folder_says_so(tmp_path):
    """Every command ended in a traceback (FileNotFoundError from os.getcwd), `rules new` in an
    internal error, exit 3, when the folder it was started in had been removed."""
    gone = tmp_path / "gone"
    gone.mkdir()
    for args in (["check"], ["new", "g1"], ["build", "--check"]):
        done = subprocess.run(["sh", "-c", 'cd "$1" && rmdir "$1" && shift && exec "$@"', "sh", str(gone),
                               sys.executable, "-m", "compiler", *args], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT), "RULES_ROOT": str(ROOT)})
        assert done.returncode == 2 and "the current folder no longer exists" in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr
        gone.mkdir()



def test_a_process_pools_thread_left_reaping_is_waited_for_and_not_taken_for_an_engines(monkeypatch, capsys):
    """A build of several books leaves its process pool's thread reaping the workers once every book
    is in (`pipeline.outputs_of_all`): the command's end waits for it, runs the exit handlers, then
    ends the process with the command's code, saying nothing of threads (that warning is for a
    `rules conform --python` engine's module that leaves a thread of its own running)."""
    import atexit
    import multiprocessing
    import threading
    import time
    from concurrent.futures import ProcessPoolExecutor

    from compiler import cli
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork"))
    pool.submit(time.sleep, 0.5)    # (its worker forked: the child's own exit is not the one faked)
    pool.shutdown(wait=False)
    reaping = [t for t in threading.enumerate() if not t.daemon and t is not threading.main_thread()]
    assert reaping, "the pool has no thread reaping its worker: the test shows nothing"
    steps: list = []
    monkeypatch.setattr(atexit, "_run_exitfuncs", lambda: steps.append(("handlers", [t.is_alive() for t in reaping])))
    monkeypatch.setattr(os, "_exit", lambda code: steps.append(("exit", code)))
    cli._end(3)
    assert steps == [("handlers", [False] * len(reaping)), ("exit", 3)]
    assert "thread" not in capsys.readouterr().err


def test_the_command_ends_after_its_exit_handlers_have_run(tmp_path):
    """`rules` ends without Python's clean-up of every object (`cli._end`), but only after the exit
    handlers have run: what they write (here a file, as `workers.wait_for_children` waits for a
    forked process to keep a book in the cache) is written, and the command's code is its own."""
    marker = tmp_path / "handled"
    script = ("import atexit, pathlib, sys\n"
              f"atexit.register(pathlib.Path({str(marker)!r}).write_text, 'yes')\n"
              "from compiler.cli import main\n"
              "sys.argv = ['rules', 'export', 'no_such_book']\n"
              "main()\n"
              "print('not reached')\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2 and "no rulebook" in done.stderr and "not reached" not in done.stdout
    assert marker.read_text() == "yes"


def test_the_command_runs_with_the_collector_paused_and_conform_resumes_it():
    """Run as the program, `rules` pauses Python's cyclic garbage collector for the whole command
    (its start made about 0.1 s of collections that freed nothing); `rules conform`, whose engine
    runs make what they make, resumes it (as `rules build --watch` does before its loop)."""
    script = ("import gc, sys\n"
              "from compiler import cli\n"
              "real_conform = cli.cmd_conform\n"
              "def conform(args, root):\n"
              "    import compiler.conform as c\n"
              "    c.conform = lambda args, root: print('conform', gc.isenabled()) or 0\n"
              "    return real_conform(args, root)\n"
              "cli.COMMANDS['conform'] = conform\n"
              "cli.COMMANDS['check'] = lambda args, root: print('check', gc.isenabled()) or 0\n"
              "sys.argv = ['rules', sys.argv[1]] + sys.argv[2:]\n"
              "cli.main()\n")
    check = subprocess.run([sys.executable, "-c", script, "check"], cwd=ROOT, capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout == "check False\n", check.stderr
    conform = subprocess.run([sys.executable, "-c", script, "conform", "changsha", "--python", "x"], cwd=ROOT,
                             capture_output=True, text=True)
    assert conform.returncode == 0 and conform.stdout == "conform True\n", conform.stderr
    assert gc_enabled_in_process_after_main()


def gc_enabled_in_process_after_main() -> bool:
    """`main([...])` called from Python (as these tests do) leaves the collector as it was."""
    import gc
    was = gc.isenabled()
    main(["check", "no_such_book"])
    return gc.isenabled() == was


def test_a_command_run_under_a_profiler_ends_as_python_does(tmp_path):
    """`rules` ends without Python's clean-up (`cli._end`), except under a profiler or a tracer:
    `python -m cProfile -o FILE -m compiler …` writes its figures once the program has returned."""
    figures = tmp_path / "figures.prof"
    done = subprocess.run([sys.executable, "-m", "cProfile", "-o", str(figures), "-m", "compiler", "export",
                           "no_such_book"], cwd=ROOT, capture_output=True, text=True)
    assert "no rulebook" in done.stderr     # (cProfile's runner takes the exit's code for itself)
    import pstats
    assert pstats.Stats(str(figures)).total_calls > 0


# ------------------------------------------------------------------ found by a probe of the commands (twenty-fourth stop)
@pytest.mark.parametrize("command", [("check",), ("explain", "{}", "1"), ("export", "{}"), ("aid", "{}"),
                                     ("conform", "{}", "--engine", "true")])
def test_a_name_too_long_for_the_file_system_is_no_rulebook(command):
    """A name of 300 characters: `is_dir` raised ENAMETOOLONG, an internal error (exit 3)."""
    name = "a" * 300
    out = rules(*[a.replace("{}", name) for a in command] + ([name] if command == ("check",) else []))
    assert out.returncode == 2, out.stderr
    assert "internal error" not in out.stderr and "File name too long" in out.stderr and "(300 characters)" in \
        out.stderr or "no conformance vectors" in out.stderr, out.stderr


def test_a_closed_pipe_keeps_the_verdict_of_a_book_with_errors(tmp_path):
    """`rules check --format json | head -c 1` ended 0 whatever the book: a broken pipe said pass."""
    book = tmp_path / "bad"
    book.mkdir()
    (book / "b.rules").write_text('book bad {\n  title "B"\n  side red "Red"\n  dice 1d6\n}\nclause 1 "C" {\n'
                                  '  says "see [9.9]"\n}\n', encoding="utf-8")
    piped = subprocess.run(["bash", "-c", f"set -o pipefail; {sys.executable} -m compiler check {book} --format json "
                            "| head -c 1 >/dev/null; echo ${PIPESTATUS[0]}"], cwd=ROOT, capture_output=True, text=True)
    assert piped.stdout.strip() == "1", piped.stderr


def test_a_file_of_a_copied_book_names_the_copy_to_check(tmp_path):
    """A file of a copy of a bundled book, its other files broken: the hint named the project's
    book by its id (`rules check shanghai_incident`), which is clean."""
    import shutil
    copy = tmp_path / "si_copy"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", copy)
    first = sorted(copy.glob("*.rules"))
    first[-1].write_text(first[-1].read_text(encoding="utf-8") + '\nclause 99 "X" {\n  says "see [98.7]"\n}\n',
                         encoding="utf-8")
    out = rules("check", str(first[0]), cwd=tmp_path)   # (named from the folder the command runs in)
    assert out.returncode == 1 and "(rules check si_copy)" in out.stderr, out.stderr
    out = rules("check", str(first[0]), cwd=ROOT)   # (from another project: by its whole path)
    assert out.returncode == 1 and f"(rules check {copy})" in out.stderr, out.stderr


def test_outside_any_project_no_book_is_found_and_nothing_is_built(tmp_path):
    """From a folder with no rulebooks/ above it, the commands used this installation's own project:
    `rules build` wrote its generated/, `rules check changsha` checked its book."""
    for args in (["check", "changsha"], ["explain", "changsha", "1 + 1"], ["build"]):
        out = rules(*args, cwd=tmp_path)
        assert out.returncode == 2 and str(ROOT) not in out.stdout + out.stderr, out.stderr
    assert "no folder from" in rules("check", "changsha", cwd=tmp_path).stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("expression, said", [
    ("1 }", "<expression>:1:3: error[E001]: a `}` that no `{` opens"),
    ("1 +", "<expression>:1:4: error[E001]: the expression ends too early"),
])
def test_explain_says_what_ends_an_expression_wrongly(expression, said):
    """`rules explain changsha '1 }'` said the expression "ends too early", with a hint listing the
    keywords of a file's top level ('aid', 'book', 'clause', …): the `}` closed the example the
    expression is read in."""
    out = rules("explain", "changsha", expression)
    assert out.returncode == 1 and said in out.stderr and "'aid'" not in out.stderr, out.stderr


def test_explain_of_an_expression_that_is_not_utf8_says_so():
    out = subprocess.run([sys.executable, "-m", "compiler", "explain", "changsha", b"1 + \xff"], cwd=ROOT,
                         capture_output=True)
    assert out.returncode == 2 and b"not UTF-8 text (it holds the byte 0xff)" in out.stderr, out.stderr


def test_notes_of_a_book_and_one_of_its_files_checked_together_are_counted_once():
    """`rules check changsha rulebooks/changsha/FILE` counted the file's notes twice in the line that
    says how many notes are not shown."""
    book = ROOT / "rulebooks" / "khalkin_gol"
    alone = rules("check", "khalkin_gol").stderr.splitlines()[-1]
    files = sorted(book.glob("*.rules"))
    both = rules("check", "khalkin_gol", str(files[-1].relative_to(ROOT))).stderr.splitlines()[-1]
    assert "notes (gaps, doubts and inferences) not shown" in alone and both == alone, (alone, both)


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGTERM") or sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("sig, code, said", [("SIGTERM", 143, "stopped by SIGTERM"), ("SIGINT", 130, "interrupted"),
                                             ("SIGHUP", 129, "stopped by SIGHUP")])
def test_a_build_stopped_by_a_signal_says_so_and_that_generated_is_whole(sig, code, said, tmp_path):
    """A build killed by SIGTERM ended without a word (exit -15), one stopped by Ctrl-C with exit 130
    and nothing said. Made to wait for the project's lock (held here), it is stopped while waiting."""
    import fcntl
    import signal
    skip_if_ignored(getattr(signal, sig))
    rules("new", "stopped", cwd=tmp_path)
    fd = os.open(tmp_path, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)   # (the lock a build holds: this one waits for it)
    try:
        build = subprocess.Popen([sys.executable, "-m", "compiler", "build"], cwd=tmp_path, stderr=subprocess.PIPE,
                                 text=True)
        waited = ""
        while "waiting for another build" not in waited:
            line = build.stderr.readline()
            assert line, waited
            waited += line
        build.send_signal(getattr(signal, sig))
        err = waited + build.stderr.read()
        assert build.wait(timeout=60) == code
    finally:
        os.close(fd)
    assert f"rules build: {said}; generated/ is as it was, or the new tree whole" in err and "Traceback" not in err
    assert not (tmp_path / "generated").exists() and not list(tmp_path.glob("rules-build-*"))


# `rules ARGS` with a SIGTERM or SIGINT sent to itself at its first fork, from Python's at-fork hook
# in the parent (where a signal arriving while it forks was handled)
_SIGNAL_AT_FORK = """
import os, runpy, signal, sys
sig, sent = getattr(signal, sys.argv.pop(1)), []
def send():
    if not sent:
        sent.append(os.kill(os.getpid(), sig))
os.register_at_fork(after_in_parent=send)
runpy.run_module("compiler", run_name="__main__", alter_sys=True)
"""


@pytest.mark.skipif(not hasattr(os, "register_at_fork"), reason="no fork here")
@pytest.mark.parametrize("sig, code, said", [("SIGTERM", 143, "stopped by SIGTERM"), ("SIGINT", 130, "interrupted")])
def test_a_signal_while_a_build_forks_stops_it(sig, code, said, tmp_path):
    """Ctrl-C or SIGTERM arriving while a build forked (a book's pages, or the pool's workers) was
    handled inside Python's at-fork hook, printed as "Exception ignored … Stopped: 15" and dropped:
    the build ran on to exit 0. Held while the process forks, it stops the build after the fork."""
    env = dict(os.environ, RULES_CACHE=str(tmp_path / "cache"), PYTHONPATH=str(ROOT))
    one, two = tmp_path / "one", tmp_path / "two"
    for project, books in ((one, ["demo"]), (two, ["demo", "other"])):
        project.mkdir()
        for book in books:
            subprocess.run([sys.executable, "-m", "compiler", "new", book], cwd=project, env=env, check=True,
                           capture_output=True)
    subprocess.run([sys.executable, "-m", "compiler", "build"], cwd=one, env=env, check=True, capture_output=True)
    rules_file = one / "rulebooks" / "demo" / "00-book.rules"
    rules_file.write_text(rules_file.read_text(encoding="utf-8").replace("Roll one die and read", "Roll a die and read"),
                          encoding="utf-8")
    # one book edited (its pages forked off), and two books, cold (the pool's workers forked)
    for project in (one, two):
        done = subprocess.run([sys.executable, "-c", _SIGNAL_AT_FORK, sig, "build"], cwd=project, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == code, done.stderr
        assert f"rules build: {said}; generated/ is as it was" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("expression, answer", [("-(2)", "-2"), ("-max(1, 2)", "-2"), ("- 1", "-1")])
def test_explain_takes_an_expression_that_starts_with_a_minus(expression, answer):
    """`rules explain g "-(2)"` was refused by the command line ("the following arguments are required:
    expression"): the expression was read as an option."""
    out = rules("explain", "changsha", expression)
    assert out.returncode == 0 and out.stdout.splitlines()[0] == answer, out.stderr


def test_coverage_of_a_source_that_is_not_utf8_names_the_line(tmp_path):
    source = tmp_path / "src.txt"
    source.write_bytes("1.0 Introduction\n2.0 Caf\u00e9\n".encode("latin-1"))
    out = rules("coverage", str(ROOT / "tests" / "cases" / "fixture"), "--source", str(source))
    assert out.returncode == 2 and "is not UTF-8 text: line 2 holds the byte 0xe9" in out.stderr, out.stderr
    assert "codec" not in out.stderr


def test_coverage_shows_a_title_from_the_source_cut_and_without_control_characters(tmp_path):
    """A heading of 1 MB was printed whole, and a NUL or an escape sequence in the source reached the
    terminal raw."""
    source = tmp_path / "src.txt"
    source.write_text("# " + "word " * 200_000 + "\n1.1 Scope\x00\x1b[31mRED\n", encoding="utf-8")
    out = rules("coverage", str(ROOT / "tests" / "cases" / "fixture"), "--source", str(source))
    assert "\x00" not in out.stdout and "\x1b" not in out.stdout
    assert max(len(line) for line in out.stdout.splitlines()) < 200, out.stdout[:300]


@pytest.mark.parametrize("command", [["check"], ["explain", "1+1"], ["export"]])
def test_a_folder_at_hand_named_like_a_book_does_not_hide_the_book(command, tmp_path):
    """From generated/ (which holds generated/<book>/) or beside a notes folder of the book's name,
    `rules check shanghai_incident` read that folder, which holds no .rules file: E103, exit 1."""
    (tmp_path / "rulebooks").mkdir()
    (tmp_path / "rulebooks" / "tiny").mkdir()
    (tmp_path / "rulebooks" / "tiny" / "book.rules").write_text(
        'book tiny { title "T" side red "Red" }\nclause 1 "C" { says "x" }\n', encoding="utf-8")
    (tmp_path / "generated" / "tiny").mkdir(parents=True)
    for where in (tmp_path, tmp_path / "generated"):
        (where / "tiny").mkdir(exist_ok=True)
        out = subprocess.run([sys.executable, "-m", "compiler", command[0], "tiny", *command[1:]], cwd=where,
                             capture_output=True, text=True, env={**os.environ, "RULES_ROOT": str(tmp_path)})
        assert out.returncode == 0 and "E103" not in out.stderr, out.stderr


def test_conform_takes_a_books_rulebook_folder_and_file_as_every_command_does():
    for book in ("rulebooks/shanghai_incident", "rulebooks/shanghai_incident/03-combat.rules"):
        out = rules("conform", book, "--python", "compiler.conform_python:engine", "--id",
                    "shanghai_incident/victory.levels/vp_levels/001")
        assert out.returncode == 0 and "shanghai_incident: 1 passed" in out.stdout, out.stdout + out.stderr


def test_memory_run_out_is_said_as_the_machine_s_limit_not_a_bug(monkeypatch, capsys):
    """A 60 MB rulebook (under the size limit) that ran out of memory ended in 'internal error:
    MemoryError … a bug in the rules compiler' (hard-input probe): it is the machine's limit."""
    from compiler import cli

    def exhausted(args, root):
        raise MemoryError()
    monkeypatch.setitem(cli.COMMANDS, "check", exhausted)
    assert cli.main(["check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rules check: out of memory:") and "internal error" not in err and "bug" not in err


@pytest.mark.parametrize("error, said", [
    (OSError(24, "Too many open files"), "too many open files: this process may open"),
    (RuntimeError("can't start new thread"), "no thread could be started"),
    (__import__("concurrent.futures.process", fromlist=["x"]).BrokenProcessPool("terminated abruptly"),
     "a worker process of the build was ended before it finished"),
])
def test_a_limit_of_the_machine_is_said_as_such_not_as_an_internal_error(error, said, monkeypatch, capsys):
    """`ulimit -n 16` made `rules build` say "internal error: OSError: [Errno 24]" (and hang, its
    workers never stopped); a memory limit that ended a worker, BrokenProcessPool (environment probe)."""
    from compiler import cli

    def fails(args, root):
        raise error
    monkeypatch.setitem(cli.COMMANDS, "check", fails)
    assert cli.main(["check"]) == 2
    err = capsys.readouterr().err
    assert said in err and "internal error" not in err, err
    assert cli._machine_limit(ValueError("x")) is None and cli._machine_limit(OSError(2, "No such file")) is None


def test_a_rules_root_without_rulebooks_is_said_as_such(tmp_path, monkeypatch, capsys):
    """RULES_ROOT=PROJECT/rulebooks said "no folder from … upwards holds rulebooks/ … or set
    RULES_ROOT": RULES_ROOT was set, and turns the upward search off (environment probe)."""
    from compiler.cli import main
    (tmp_path / "rulebooks" / "game").mkdir(parents=True)
    (tmp_path / "rulebooks" / "game" / "book.rules").write_text("", encoding="utf-8")
    monkeypatch.setenv("RULES_ROOT", str(tmp_path / "rulebooks"))
    assert main(["check", "game"]) == 2
    err = capsys.readouterr().err
    assert f"RULES_ROOT is {tmp_path / 'rulebooks'}, which holds no rulebooks/" in err
    assert f"the one holding rulebooks/: {tmp_path.resolve()}" in err and "upwards holds" not in err


def test_a_second_ctrl_c_while_the_program_stops_is_ignored():
    """Ctrl-C pressed twice (a reflex): the second one landed in the command's clean-up, a raw traceback
    and exit status -2, not the "interrupted" line and 130. Run as the program, the first raises
    KeyboardInterrupt and the others are ignored."""
    probe = ("import os, signal, sys\nfrom compiler import cli\ncli._interrupted_once()\n"
             "try:\n    os.kill(os.getpid(), signal.SIGINT)\n"
             "    import time; time.sleep(1)\nexcept KeyboardInterrupt:\n    print('first')\n"
             "os.kill(os.getpid(), signal.SIGINT)\nos.kill(os.getpid(), signal.SIGTERM)\nprint('then ignored')\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout.split()) == (0, ["first", "then", "ignored"]), done.stderr


def test_a_book_is_named_by_the_id_its_header_declares_too(tmp_path, monkeypatch, capsys):
    """`book hh` in rulebooks/h/: `rules check h` said "hh: ok" and the build wrote generated/hh,
    while `rules explain hh …` said there was no book hh (books: g, h)."""
    import shutil
    project = tmp_path / "proj"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", project / "rulebooks" / "si")
    monkeypatch.chdir(project)
    monkeypatch.setenv("RULES_CACHE", "off")
    assert main(["check", "shanghai_incident"]) == 0
    assert "shanghai_incident: ok" in capsys.readouterr().err
    assert main(["check", "nothing_such"]) == 2
    assert "no rulebook or .rules file named 'nothing_such' (books: si)" in capsys.readouterr().err


def test_a_book_whose_only_file_is_named_in_other_letters_is_said_so(tmp_path):
    """`rulebooks/demo/Book.RULES` alone: every command said there was no such file (exit 2), even
    named by its path, and W003's "rename it" reached no one (hard probe, stop 39)."""
    book = tmp_path / "rulebooks" / "demo"
    book.mkdir(parents=True)
    (book / "Book.RULES").write_text('book demo { title "Demo" side red "Red" dice 1d6 }\n'
                                     'clause 1.0 "C" { says "x" }\n', encoding="utf-8")
    env = {**os.environ, "RULES_SERVER": "off"}
    for args in (["check"], ["check", "demo"], ["check", "rulebooks/demo/Book.RULES"], ["build"]):
        out = subprocess.run([sys.executable, "-m", "compiler", *args], cwd=tmp_path, capture_output=True, text=True,
                             env=env)
        assert out.returncode == 2 and "rename it Book.rules" in out.stderr, (args, out.stderr)
    assert not (tmp_path / "generated").exists()


def test_the_command_s_parts_keep_its_names_and_its_start_light():
    """compiler/cli.py is split into parts (cli_parser, cli_process, cli_shared, cli_build, cli_books,
    cli_tools): the names other code reaches through `compiler.cli` are still there, each the part's
    own object; every command the parser knows has its handler; and no part imports more than the
    entry module did at its top (a stage imported there would load on every `rules build --check`)."""
    import ast

    from compiler import cli, cli_books, cli_build, cli_parser, cli_process, cli_shared, cli_tools
    assert set(cli.parser().parse_args([]).commands) == set(cli.COMMANDS)
    homes = {cli_build: ("cmd_check", "cmd_build"), cli_books: ("cmd_export", "cmd_coverage", "cmd_aid",
             "cmd_explain", "cmd_odds"), cli_tools: ("cmd_conform", "cmd_diff", "cmd_new", "cmd_fmt", "cmd_lsp")}
    for part, handlers in homes.items():
        for name in handlers:
            assert cli.COMMANDS[name[4:]] is getattr(cli, name) is getattr(part, name), name
    assert cli.parser is cli_parser.parser and cli._end is cli_process._end and cli.Stopped is cli_process.Stopped
    assert cli.UsageError is cli_shared.UsageError and cli._text_argument is cli_shared._text_argument
    light = {"__future__", "argparse", "contextlib", "errno", "os", "re", "sys", "time", "pathlib", "dsl.files",
             ".freshness", ".streams", ".system_libraries"}
    for path in sorted((ROOT / "compiler").glob("cli*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import):
                named = {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = "." * node.level + (node.module or "")
                named = {base + a.name for a in node.names} if base == "." else {base}
            else:
                continue
            assert all(n in light or n.startswith(".cli_") for n in named), (path.name, named)
