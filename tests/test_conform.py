"""`rules conform`: the Python adapter and the JavaScript evaluator (over the JSON-lines protocol)
pass every vector of every book; a deliberately wrong engine is caught with its three clauses
named; selection, JUnit output, unsupported answers and usage errors behave as documented."""
from __future__ import annotations

import copy
import os
import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from compiler.cli import main
from conftest import ROOT, bundled_books

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="node (Node.js) is not on PATH: the JavaScript engine cannot run")
PYTHON = "compiler.conform_python:engine"


def _js(book_json) -> str:
    return f"{NODE} {ROOT / 'tests' / 'js' / 'engine.mjs'} {book_json}"


def _summary(out: str, book: str) -> tuple[int, ...]:
    """Passed, failed, unsupported (and not run, when the engine stopped early) of the report's last count."""
    last = [line for line in out.splitlines() if line.startswith(f"{book}: ") and "passed" in line][-1]
    numbers = [int(w) for w in last.replace(",", " ").split() if w.isdigit()]
    return tuple(numbers)


def _count(book: str) -> int:
    return json.loads((ROOT / "generated" / book / "vectors.json").read_text(encoding="utf-8"))["count"]


@pytest.mark.parametrize("book", bundled_books())
def test_the_python_adapter_passes_every_vector(book, capsys):
    assert main(["conform", book, "--python", PYTHON]) == 0
    assert _summary(capsys.readouterr().out, book) == (_count(book), 0, 0)


@needs_node
@pytest.mark.parametrize("book", bundled_books())
def test_the_javascript_engine_passes_every_vector_over_json_lines(book, capsys):
    assert main(["conform", book, "--engine", _js(ROOT / "generated" / book / "book.json")]) == 0
    assert _summary(capsys.readouterr().out, book) == (_count(book), 0, 0)


def _failed_clauses(out: str) -> set[str]:
    return {line.split("]")[0].strip(" [") for line in out.splitlines() if line.startswith("  [")}


def test_a_wrong_engine_is_caught_and_its_three_clauses_named(capsys):
    assert main(["conform", "changsha", "--python", "conform_engines:wrong", "--max-failures", "1000"]) == 1
    out = capsys.readouterr().out
    assert {"13.0", "12.5", "13.2.e"} <= _failed_clauses(out), out
    assert "FAIL changsha/13.0/crt/001 [13.0]" in out
    vector = next(v for v in json.loads((ROOT / "generated" / "changsha" / "vectors.json").read_text(encoding="utf-8"))[
        "vectors"] if v["id"] == "changsha/13.0/crt/001")
    sent = json.dumps({"id": vector["id"], "book": "changsha", **vector["input"]}, ensure_ascii=False)
    assert f"FAIL changsha/13.0/crt/001 [13.0] {vector['description']}\n     request  {sent}\n" in out, out   # (to try again)
    assert any(line.startswith("FAIL changsha/12.5/river_shift/") for line in out.splitlines())
    passed, failed, unsupported = _summary(out, "changsha")
    assert failed > 0 and passed + failed == _count("changsha") and unsupported == 0


@needs_node
def test_a_wrong_book_json_is_caught_through_the_javascript_engine(tmp_path, capsys):
    data = json.loads((ROOT / "generated" / "changsha" / "book.json").read_text(encoding="utf-8"))
    wrong = copy.deepcopy(data)
    crt = next(t for t in wrong["tables"] if t["id"] == "crt")
    crt["cells"][0][0], crt["effects"][0][0] = "D1R1", [{"kind": "defender", "fields": {"loss": 1, "retreat": 1}}]
    river = next(x for x in wrong["modifiers"] if x["id"] == "river_shift")
    river["amount"] = {"node": "lit", "value": 0, "type": "number"}
    wrong["exceptions"] = [e for e in wrong["exceptions"] if e["id"] != "ija_retreat"]
    path = tmp_path / "book.json"
    path.write_text(json.dumps(wrong), encoding="utf-8")
    assert main(["conform", "changsha", "--engine", _js(path)]) == 1
    assert {"13.0", "12.5", "13.2.e"} <= _failed_clauses(capsys.readouterr().out)


def test_errors_are_compared_by_class_not_message(capsys):
    assert main(["conform", "changsha", "--construct", "negative", "--python", "conform_engines:renamed"]) == 0


def test_unsupported_answers_are_counted_not_failed(capsys):
    assert main(["conform", "shanghai_incident", "--construct", "sequence", "--python",
                 "conform_engines:unsupported"]) == 0
    out = capsys.readouterr().out
    passed, failed, unsupported = _summary(out, "shanghai_incident")
    assert (passed, failed) == (0, 0) and unsupported > 0
    assert "the engine's reason" not in out   # (it gave none)


def test_the_report_gives_the_engines_reason_for_unsupported_vectors(capsys):
    """Outside a project the reference adapter answered every vector `unsupported`, saying why in
    each answer's message, and the report (exit 0) showed none of it (the docs probe, stop 58)."""
    assert main(["conform", "shanghai_incident", "--construct", "sequence", "--python",
                 "conform_engines:unsupported_saying_why"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^  the engine's reason, on shanghai_incident/\S+: no generated package of this book here$",
                     out, re.M), out


def test_selection_by_clause_construct_and_id(capsys):
    from compiler.conform import select
    vectors = json.loads((ROOT / "generated" / "changsha" / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    by_clause = select(vectors, clauses=["12.5"])
    assert by_clause and all(any(c == "12.5" or c.startswith("12.5.") for c in v["clauses"]) for v in by_clause)
    assert {v["kind"] for v in select(vectors, constructs=["permission"])} == {"permission"}
    assert {v["construct"] for v in select(vectors, constructs=["river_shift"])} == {"river_shift"}
    assert [v["id"] for v in select(vectors, ids=["changsha/12.5/river_shift/001"])] == ["changsha/12.5/river_shift/001"]
    assert len(select(vectors, ids=["changsha/12.5/*"])) == len([v for v in vectors if v["id"].startswith("changsha/12.5/")])
    assert main(["conform", "changsha", "--clause", "12.5", "--python", PYTHON]) == 0
    assert _summary(capsys.readouterr().out, "changsha")[0] == len(by_clause)


def test_junit_report(tmp_path, capsys):
    path = tmp_path / "report.xml"
    assert main(["conform", "changsha", "--python", "conform_engines:wrong", "--junit", str(path)]) == 1
    root = ET.parse(path).getroot()
    suites = root.findall("testsuite")
    assert sum(int(s.get("tests")) for s in suites) == _count("changsha")
    failures = [c for c in root.iter("testcase") if c.find("failure") is not None]
    assert sum(int(s.get("failures")) for s in suites) == len(failures) > 0
    assert "changsha/13.0/crt/001" in {c.get("name") for c in failures}


@pytest.mark.parametrize("argv, message", [
    (["conform", "no_such_book", "--python", PYTHON], "no conformance vectors for 'no_such_book'"),
    (["conform", "rulebooks/changsha/03-combat.rules", "--python", PYTHON],
     "no conformance vectors for 'rulebooks/changsha/03-combat.rules': no such file or folder"),
    (["conform", "changsha", "--engine", "/no/such/engine"], "cannot start"),
    (["conform", "changsha", "--engine", "false"], "ended (exit 1) without answering"),
    (["conform", "changsha", "--python", "no_such_module:engine"], "cannot load the engine"),
    (["conform", "changsha", "--id", "nothing/matches", "--python", PYTHON], "no vector matches"),
    (["conform", str(ROOT / "generated" / "changsha" / "book.json"), "--python", PYTHON],   # (what the engine reads)
     f"book.json is a book's JSON export (the rules your engine reads), not its conformance vectors: give the "
     f"book's id or {ROOT / 'generated' / 'changsha' / 'vectors.json'} as BOOK"),
])
def test_usage_errors_exit_2_with_a_clear_message(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and "internal error" not in err


def test_a_book_id_outside_a_project_says_where_the_kit_looked(tmp_path, monkeypatch, capsys):
    """Run from a folder outside the project, the kit said "books: none; run rules build", which an
    engine author with no rulebooks cannot do."""
    monkeypatch.delenv("RULES_ROOT", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["conform", "changsha", "--python", PYTHON]) == 2
    err = capsys.readouterr().err
    assert f"books: none: {tmp_path} is no project (no rulebooks/); run the kit in one, set RULES_ROOT to one, " \
           "or give the path of a vectors.json" in err, err


def test_an_engine_is_required(capsys):
    assert main(["conform", "changsha"]) == 2


# ---------------------------------------------------------------- docs/conformance.md
def _page() -> str:
    return (ROOT / "docs" / "conformance.md").read_text(encoding="utf-8")


def _coverage_rows(books: list[str]) -> dict[str, list[int]]:
    """Vectors per kind (and `**all**`) for each book, from its `vectors.json`."""
    from compiler.to_vectors import KINDS
    vectors = {b: json.loads((ROOT / "generated" / b / "vectors.json").read_text(encoding="utf-8"))["vectors"]
               for b in books}
    rows = {f"`{kind}`": [sum(v["kind"] == kind for v in vectors[b]) for b in books] for kind in KINDS}
    rows["**all**"] = [len(vectors[b]) for b in books]
    return rows


def test_the_coverage_table_matches_the_vectors(update_golden):
    """docs/conformance.md's table of vectors per book and kind, against the vector files;
    `pytest --update-golden` rewrites its numbers (after `rules build`)."""
    import re
    header = re.search(r"^\| construct \| (.*) \|$", _page(), re.M).group(1).split(" | ")
    assert header == bundled_books()
    expected = _coverage_rows(header)
    if update_golden:
        page = _page()
        for name, counts in expected.items():
            page = re.sub(rf"^\| {re.escape(name)} \| [\d |]+\|$", f"| {name} | {' | '.join(map(str, counts))} |",
                          page, flags=re.M)
        (ROOT / "docs" / "conformance.md").write_text(page, encoding="utf-8")
    shown = {name: [int(n) for n in counts.split("|")]
             for name, counts in re.findall(r"^\| (`\w+`|\*\*all\*\*) \| ([\d |]+)\|$", _page(), re.M)}
    assert shown == expected, "docs/conformance.md: run `pytest --update-golden tests/test_conform.py`, then `rules build`"


def test_the_worked_example_is_what_the_kit_sends_and_the_package_answers():
    import re
    from compiler.conform_python import engine
    requests, answers = (block.strip().splitlines() for block in re.findall(r"```text\n(.*?)```", _page(), re.S))
    vectors = {v["id"]: v for v in json.loads((ROOT / "generated" / "changsha" / "vectors.json")
                                              .read_text(encoding="utf-8"))["vectors"]}
    assert len(requests) == len(answers) == 3
    for line, answer in zip(requests, answers):
        request = json.loads(line)
        assert request == {"id": request["id"], "book": "changsha", **vectors[request["id"]]["input"]}
        got = engine(request)
        got.pop("message", None)
        assert json.loads(answer) == got


def test_the_page_is_in_the_site_navigation():
    assert "conformance.md" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def test_an_engine_that_hangs_is_stopped_and_its_answers_fail(tmp_path, capsys):
    """It answers the first request (wrongly), then hangs: once started, `--timeout` bounds it
    (its start, however slow, is `--start-timeout`'s)."""
    hang = tmp_path / "hang.py"
    hang.write_text("import json, sys, time\nline = sys.stdin.readline()\n"
                    "print(json.dumps({'id': json.loads(line)['id'], 'value': None}), flush=True)\n"
                    "for line in sys.stdin:\n    time.sleep(60)\n", encoding="utf-8")
    import sys
    code = main(["conform", "shanghai_incident", "--construct", "sequence", "--timeout", "0.5",
                 "--engine", f"{sys.executable} {hang}"])
    assert code == 1
    out = capsys.readouterr().out
    passed, failed, _ = _summary(out, "shanghai_incident")
    assert passed == 0 and failed == 2 and "no answer within 0.5 s" in out and "first answer" not in out, out


HOSTILE = {   # what an engine writes for each request, and what the report must say of it
    "nested past Python's stack": ('sys.stdout.write("[" * 200000 + "\\n")', "not a JSON answer (RecursionError)"),
    "bytes that are not UTF-8": ('sys.stdout.buffer.write(b"\\xff\\xfe{}\\n")', "not UTF-8"),
    "not an object": ('sys.stdout.write("[1, 2]\\n")', "not a JSON object: [1, 2]"),
    "a 5,000-digit number": ('sys.stdout.write(\'{"id": %s, "value": {"type": "number", "value": 9%s}}\\n\' '
                             '% (json.dumps(r["id"]), "9" * 5000))', '"value": 9999'),
    "control characters": ('sys.stdout.write(json.dumps({"id": r["id"], "value": {"type": "text", '
                           '"value": "a\\u0000b\\u202ec\\u001b[31m"}}) + "\\n")', "b\N{REPLACEMENT CHARACTER}c"),
}


@pytest.mark.parametrize("case", HOSTILE)
def test_whatever_an_engine_writes_is_a_failed_vector_never_an_internal_error(case, tmp_path, capsys):
    """An engine's answer nested 200,000 deep, not UTF-8, not an object, holding a huge number or
    control characters fails its vector with what was wrong; the JUnit file stays valid XML and no
    control character reaches the terminal."""
    import sys
    write, said = HOSTILE[case]
    engine = tmp_path / "engine.py"
    engine.write_text("import json, sys\nfor line in sys.stdin:\n    r = json.loads(line)\n"
                      f"    {write}\n    sys.stdout.flush()\n", encoding="utf-8")
    xml = tmp_path / "report.xml"
    code = main(["conform", "shanghai_incident", "--construct", "sequence", "--timeout", "10",
                 "--engine", f"{sys.executable} {engine}", "--junit", str(xml)])
    captured = capsys.readouterr()
    assert code == 1, captured
    passed, failed, _ = _summary(captured.out, "shanghai_incident")
    assert passed == 0 and failed > 0
    assert said in captured.out, captured.out
    assert "Traceback" not in captured.err and "internal error" not in captured.err
    assert not any(c in captured.out for c in "\x00\u202e\x1b")
    ET.parse(xml)


def test_a_python_engine_answering_something_other_than_an_object_fails_those_vectors(capsys):
    code = main(["conform", "shanghai_incident", "--construct", "sequence",
                 "--python", "conform_engines:not_an_object"])
    out = capsys.readouterr().out
    assert code == 1 and "not a JSON object" in out and _summary(out, "shanghai_incident")[0] == 0


BAD_VECTOR_FILES = {
    "not JSON": ("{bad", "not a vectors file this kit can read (JSONDecodeError"),
    "nested past Python's stack": ("[" * 100000, "(RecursionError"),
    "not UTF-8": (b"\xff\xfe{}", "(UnicodeDecodeError"),
    "a list": ("[1, 2]", "not a vectors file: its JSON is a list, not an object"),
    "no book": ('{"schema": 3}', "it names no book"),
    "a vector that is not an object": ('{"schema": 3, "book": "x", "vectors": [1]}', "vector 1 is not an object"),
    "a vector without its id": ('{"schema": 3, "book": "x", "vectors": [{"kind": "cell"}]}', "has no 'id' (str)"),
    "a vector expecting nothing": ('{"schema": 3, "book": "x", "vectors": [{"id": "a", "kind": "cell", '
                                   '"construct": "t", "clause": null, "clauses": [], "description": "d", '
                                   '"input": {}, "expected": {}}]}', "expects neither a value nor an error"),
}


@pytest.mark.parametrize("case", BAD_VECTOR_FILES)
def test_a_vectors_file_the_kit_cannot_read_is_a_usage_error(case, tmp_path, capsys):
    text, said = BAD_VECTOR_FILES[case]
    path = tmp_path / "vectors.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    assert main(["conform", str(path), "--python", PYTHON]) == 2
    err = capsys.readouterr().err
    assert said in err and "internal error" not in err and "rules export" in err, err


@pytest.mark.parametrize("engine, said", [("exits", "SystemExit: 3"), ("hangs", "no answer within 0.5 s")])
def test_a_python_engine_that_exits_or_hangs_fails_its_vectors_and_the_kit_reports(engine, said, capsys):
    """A function calling `sys.exit` ended the whole run without a report (exit 3); one that hung
    was waited for forever (`--timeout` held for process engines only). (`hangs` answers first:
    `--timeout` bounds a hang after the start; the module's import, 2 s on a loaded machine, is
    `--start-timeout`'s.)"""
    code = main(["conform", "shanghai_incident", "--construct", "sequence", "--timeout", "0.5",
                 "--python", f"conform_engines:{engine}"])
    out = capsys.readouterr().out
    assert code == 1 and said in out and _summary(out, "shanghai_incident")[0] == 0, out


def test_a_python_engine_that_hangs_fails_the_vector_it_hung_on_and_runs_no_more(capsys):
    """Every vector after a hang failed "no answer within S s", each listed, their clauses too."""
    code = main(["conform", "shanghai_incident", "--construct", "scenario", "--timeout", "0.5",
                 "--python", "conform_engines:hangs"])
    out = capsys.readouterr().out
    total = _summary(out, "shanghai_incident")
    assert code == 1 and total[:3] == (0, 2, 0) and total[3] > 0, out   # (the first answered wrongly)
    assert out.count("got      no answer within 0.5 s") == 1, out
    assert re.search(rf"^the engine gave no answer within 0.5 s \(and was stopped\) at vector 2 of {sum(total)}, "
                     rf"\S+ \(which fails: it got no answer\); the {total[3]} vectors after it were not run", out, re.M), out


def test_a_python_engine_slow_to_give_its_first_answer_is_given_the_start_up_allowance(capsys):
    """A function taking 2 s over its first answer (loading its data) failed every vector under
    `--timeout 1`: the first answer is `--start-timeout`'s, which a hang there still exceeds."""
    import conform_engines   # noqa: F401  (imported already: the import is not the start-up under test)
    args = ["conform", "shanghai_incident", "--construct", "sequence", "--python", "conform_engines:slow_start"]
    assert main([*args, "--timeout", "1"]) == 0
    assert _summary(capsys.readouterr().out, "shanghai_incident") == (2, 0, 0)
    assert main([*args, "--start-timeout", "1"]) == 1   # (the first fails, the second is not run)
    out = capsys.readouterr().out
    assert _summary(out, "shanghai_incident") == (0, 1, 0, 1), out
    assert "got      the engine gave no first answer within 1 s of its start (--start-timeout)" in out, out
    assert "the engine gave no first answer within 1 s of its start (--start-timeout) (and was stopped) at vector 1 " \
           "of 2, shanghai_incident/" in out, out


def test_the_start_up_allowance_defaults_alike_in_the_command_and_the_kit():
    from compiler.cli import parser
    from compiler.conform import START_TIMEOUT
    args = parser().parse_args(["conform", "changsha", "--engine", "x"])
    assert args.start_timeout == START_TIMEOUT == 60 and args.timeout == 10


def test_an_engine_answering_numbers_as_floats_and_flags_as_numbers_fails(capsys):
    """Python's `==` takes 3.0 for 3 and 1 for true: such an engine passed every vector of Changsha."""
    code = main(["conform", "changsha", "--construct", "modifier", "--construct", "permission",
                 "--python", "conform_engines:floats_and_ints", "--max-failures", "1"])
    out = capsys.readouterr().out
    assert code == 1, out
    passed, failed, _ = _summary(out, "changsha")
    lied = sum(1 for v in json.loads((ROOT / "generated" / "changsha" / "vectors.json").read_text(encoding="utf-8"))
               ["vectors"] if v["kind"] in ("modifier", "permission")
               and any(f'"type": "{t}"' in json.dumps(v["expected"]) for t in ("number", "flag")))
    assert failed == lied > 0                                                # every answer holding a number or a flag


@pytest.mark.parametrize("engine, said", [("fractions", "not a JSON answer (TypeError: Object of type Fraction"),
                                          ("odd_objects", "not a JSON answer")])
def test_what_a_python_engine_returns_is_read_as_json_or_fails_that_vector(engine, said, capsys):
    """A Fraction passed as the int it equals; a key that is not text, an object whose `==` raises or
    a dict whose `.get` raises stopped the kit with an internal error; NaN was shown as NaN."""
    code = main(["conform", "changsha", "--construct", "modifier", "--python", f"conform_engines:{engine}",
                 "--max-failures", "100"])
    captured = capsys.readouterr()
    assert code == 1 and said in captured.out, captured
    assert "internal error" not in captured.err and "Traceback" not in captured.err
    assert "NaN" not in captured.out


LYING = {
    "NaN": ('{"id": %s, "value": {"type": "number", "value": NaN}}', "NaN is not JSON"),
    "Infinity": ('{"id": %s, "value": {"type": "number", "value": -Infinity}, "trace": []}', "-Infinity is not JSON"),
    "a key given twice": ('{"id": %s, "value": {"type": "flag", "value": true}, "value": {"type": "flag", "value": false}}',
                          "the key 'value' is given twice"),
    "unsupported, not true": ('{"id": %s, "unsupported": "no", "value": {"type": "flag", "value": true}}',
                              '"value": {"type": "flag", "value": true}'),
}


@pytest.mark.parametrize("case", LYING)
def test_an_answer_that_is_not_plain_json_fails_its_vector(case, tmp_path, capsys):
    """NaN and Infinity (which Python's reader takes), a key given twice (which one counts?), an
    `unsupported` that is not `true` (it was counted as unsupported, not failed)."""
    import sys
    template, said = LYING[case]
    engine = tmp_path / "engine.py"
    engine.write_text("import json, sys\nfor line in sys.stdin:\n    r = json.loads(line)\n"
                      f"    sys.stdout.write({template!r} % json.dumps(r['id']) + '\\n')\n    sys.stdout.flush()\n",
                      encoding="utf-8")
    code = main(["conform", "changsha", "--construct", "permission", "--engine", f"{sys.executable} {engine}"])
    out = capsys.readouterr().out
    vectors = json.loads((ROOT / "generated" / "changsha" / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    n = sum(v["kind"] == "permission" for v in vectors)   # (each line its own request's answer: every one fails)
    assert code == 1 and _summary(out, "changsha") == (0, n, 0) and said in out, out
    assert "the engine ended" not in out, out   # (the first failed with the line, every other "the engine ended")


def test_an_answer_line_without_end_is_dropped_unread_and_the_run_goes_on(tmp_path, capsys, monkeypatch):
    """An engine writing a line of more than `MAX_LINE` characters: the kit held it all in memory
    (a line without end, forever, until the timeout killed the engine); now that one vector fails."""
    import sys
    from compiler import conform_process
    monkeypatch.setattr(conform_process, "MAX_LINE", 10_000)
    engine = tmp_path / "engine.py"
    engine.write_text("import json, sys\nsys.path.insert(0, %r)\nfrom compiler.conform_python import engine\n"
                      "for n, line in enumerate(sys.stdin):\n    r = json.loads(line)\n"
                      "    sys.stdout.write(json.dumps(engine(r)) + ' ' * 20_000 * (n == 1) + '\\n')\n    sys.stdout.flush()\n" % str(ROOT),
                      encoding="utf-8")
    code = main(["conform", "shanghai_incident", "--construct", "sequence", "--engine", f"{sys.executable} {engine}"])
    out = capsys.readouterr().out
    passed, failed, _ = _summary(out, "shanghai_incident")
    assert code == 1 and failed == 1 and passed == _count_kind("shanghai_incident", "sequence") - 1, out
    assert "an answer line longer than 10,000 characters" in out


def _count_kind(book: str, kind: str) -> int:
    vectors = json.loads((ROOT / "generated" / book / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    return sum(v["kind"] == kind for v in vectors)


def test_a_python_engine_that_ends_its_process_fails_those_vectors_and_the_run_goes_on(capsys):
    """A function calling `os._exit` ended the whole `rules conform` run, without a report."""
    code = main(["conform", "shanghai_incident", "--construct", "cell", "--python",
                 "conform_engines:ends_the_process", "--max-failures", "1000"])
    out = capsys.readouterr().out
    passed, failed, _ = _summary(out, "shanghai_incident")
    assert code == 1 and passed > 0 and failed > 0, out
    assert "the engine ended its process (exit 7) while answering" in out


def _junit_targets(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    rulebook = sorted((ROOT / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
    return [("", "an empty name is no file"), (str(fifo), "no regular file"), (str(tmp_path), "it is a folder"),
            (str(rulebook), "a rulebook, or a file of rulebooks/"), (str(tmp_path / "my.rules"), "a rulebook"),
            (str(ROOT / "generated" / "changsha" / "vectors.json"), "the vectors file the run reads"),
            (str(ROOT / "generated" / "report.xml"), "generated/"), (str(ROOT / "docs" / "r.xml"), "docs/")]


def test_a_junit_report_that_would_hang_or_overwrite_the_project_is_refused_before_the_run(tmp_path, capsys):
    """`--junit rulebooks/…/00-book.rules` wrote XML over the rulebook (exit 0, the book broken),
    `--junit generated/changsha/vectors.json` over the vectors read, a pipe hung the kit after the
    run for ever, and `--junit ""` wrote nothing without a word."""
    for target, said in _junit_targets(tmp_path):
        before = Path(target).read_bytes() if target and Path(target).is_file() else None
        assert main(["conform", "changsha", "--id", "changsha/13.0/crt/001", "--python", PYTHON,
                     "--junit", target]) == 2, target
        err = capsys.readouterr().err
        assert "cannot write the JUnit report" in err and said in err, (target, err)
        if before is not None:
            assert Path(target).read_bytes() == before
    assert not (ROOT / "generated" / "report.xml").exists() and not (ROOT / "docs" / "r.xml").exists()


def test_an_engine_that_answers_examples_without_running_them_fails_them(capsys):
    # (every example vector expected all-true flags, which a checked book's examples always give: an engine
    # answering [true, …] without evaluating anything passed all 795 of the bundled books' examples)
    assert main(["conform", "shanghai_incident", "--python", "conform_engines:examples_unrun", "--max-failures", "1"]) == 1
    out = capsys.readouterr().out
    examples = sum(1 for v in json.loads((ROOT / "generated" / "shanghai_incident" / "vectors.json").read_text(
        encoding="utf-8"))["vectors"] if v["kind"] == "example")
    row = next(line.split() for line in out.splitlines() if line.strip().startswith("example "))
    assert row[1:3] == ["0", str(examples)], out   # (every example has a comparison among its checks)
    assert "     checks   " in out and '"left"' in out, out
    assert main(["conform", "shanghai_incident", "--python", "conform_engines:examples_wrong_left"]) == 1
    assert main(["conform", "shanghai_incident", "--python", PYTHON, "--construct", "example"]) == 0


def test_an_engine_adding_given_options_to_the_scenarios_fails_vectors():
    """A given `options` replaces the played scenario's optional rules (docs/json.md): an engine that
    adds them together (reading "or the scenario being played lists it" as a union) passed all of
    Khalkin-Gol's vectors, which gave `options` with a scenario only as `["all"]`."""
    import sys
    sys.path.insert(0, str(ROOT / "generated"))
    import khalkin_gol as kg

    from compiler import conform_python as cp
    from compiler.conform import Result

    def union(request):
        request = copy.deepcopy(request)
        scenario = request.get("scenario")
        if scenario and request.get("options") is not None and kg.SCENARIOS[scenario].all_options:
            request["options"] = "all"
        return cp.engine(request)
    vectors = json.loads((ROOT / "generated" / "khalkin_gol" / "vectors.json").read_text())["vectors"]
    asked = [v for v in vectors if v["input"].get("scenario") and v["input"].get("options") is not None
             and v["input"]["options"] != ["all"]]
    assert asked
    failed = [v["id"] for v in asked
              if Result(v, union({"id": v["id"], "book": "khalkin_gol", **v["input"]})).status != "passed"]
    assert failed
    assert all(Result(v, cp.engine({"id": v["id"], "book": "khalkin_gol", **v["input"]})).status == "passed"
               for v in asked)


def test_a_failure_says_where_two_answers_alike_in_their_first_300_characters_part():
    """A difference past the report's 300 characters (a result's `inferred`, its trace) showed two
    identical lines ending in "…" (engine round 7)."""
    from compiler.conform_report import first_difference as _first_difference
    long = {"type": "result", "value": {"text": "x" * 400, "trace": ["13.0"], "inferred": ["ours"]}}
    got = {"type": "result", "value": {"text": "x" * 400, "trace": ["13.0"]}}
    assert _first_difference({"value": long, "trace": ["13.0"]}, {"value": got, "trace": ["13.0"]}) == \
        'value.value.inferred: ["ours"] ≠ absent'
    assert _first_difference({"value": long}, {"value": long}) == "" and _first_difference({"error": "X"}, {}) == ""
    assert _first_difference({"value": 1, "trace": ["a", "b"]}, {"value": 1, "trace": ["a", "c"]}) == 'trace[1]: "b" ≠ "c"'


def test_vectors_settle_text_that_writes_a_number_and_a_number_for_a_flag():
    """An engine written from json.md alone (the engine probe, stop 57) placed `column: "+2"` on a
    `table` call, which the package refuses, and refused `differential: "+2"`, which it places; and
    one that read `defender_is_sniper: 1` as yes passed every vector: none asked either."""
    vectors = json.loads((ROOT / "generated" / "shanghai_incident" / "vectors.json").read_text(encoding="utf-8"))
    asked = {(v["input"]["call"], json.dumps(v["input"]["keywords"], sort_keys=True), json.dumps(v["input"]["facts"]))
             : v["expected"] for v in vectors["vectors"]}
    by = {"roll": {"type": "number", "value": 1}}
    facts = json.dumps({"terrain": {"type": "text", "value": "city"}})
    column = json.dumps({**by, "column": {"type": "text", "value": "+2"}}, sort_keys=True)
    differential = json.dumps({**by, "differential": {"type": "text", "value": "+2"}}, sort_keys=True)
    assert asked[("table", column, facts)]["error"] == "UnprintedColumn"
    assert asked[("lookup", column, facts)]["value"]["value"]["column"] == "+2/3"
    assert asked[("table", differential, facts)]["value"]["value"]["column"] == "+2/3"
    flags = [v for v in vectors["vectors"] if v["kind"] == "negative" and v["input"]["call"] == "table"
             and {"type": "number", "value": 1} in v["input"]["facts"].values()]
    assert [v["expected"]["error"] for v in flags] == ["WrongType"], flags


def test_a_python_engine_that_raises_fails_that_vector_saying_where_it_raised(capsys):
    """A function's own exception was reported as "ZeroDivisionError: division by zero" alone: the
    engine author learnt which vector, not which line of the engine."""
    import inspect
    import conform_engines
    line = inspect.getsourcelines(conform_engines._column_of)[1] + 1
    code = main(["conform", "changsha", "--construct", "crt", "--python", "conform_engines:raises_on_the_crt",
                 "--max-failures", "1"])
    out = capsys.readouterr().out
    assert code == 1 and _summary(out, "changsha")[0] == 0, out
    assert re.search(rf"got      ZeroDivisionError: .*by zero \(raised at conform_engines\.py:{line}, in _column_of\)",
                     out), out
