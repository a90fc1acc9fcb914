"""`rules conform`'s report: the text report (per kind of construct, per clause, each failure) and
the JUnit XML file. Fed by: `conform.run`, its `Result`s (each vector with the engine's answer and
its status: passed, failed, unsupported or not run), and the engine's `Stop` when it stopped before
its last answer (it ended, or hung and was stopped): said once, and the vectors it left unanswered
counted as not run, not each listed as failed.
"""
from __future__ import annotations

import json
import re
import sys
from xml.sax.saxutils import escape, quoteattr

import attrs

STATUSES = ("passed", "failed", "unsupported", "not run")


class NotRun(dict):
    """The answer of a vector the engine never got to: it stopped (ended, or hung and was stopped)
    before a request earlier than this one was answered. A kit's object (a dict no engine's JSON
    makes): its `crash` says why; the vector counts as not run, and fails the run."""


@attrs.frozen
class Stop:
    """How an engine stopped before its last answer: `how` it stopped ("ended (exit 3)"), the request
    it left unanswered first (`at`, from 0, and its `id`), and the last lines it wrote on stderr."""
    how: str
    at: int
    id: str
    tail: str = ""


def short(text: str, width: int = 200) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"


def _tally(results, key) -> dict:
    out: dict[str, dict] = {}
    for r in results:
        row = out.setdefault(key(r.vector), dict.fromkeys(STATUSES, 0))
        row[r.status] += 1
    return out


_NOT_XML = re.compile("[\ud800-\udfff\ufffe\uffff]")


def plain(text: str) -> str:
    """`text` as the report and the JUnit file show it: every control character (an engine may send
    NUL or U+202E, which XML 1.0 cannot hold) and every character that XML 1.0 or UTF-8 cannot hold
    (a lone surrogate, which JSON's `"\\ud800"` gives and which stopped the kit with an internal
    error when it was written; U+FFFE, U+FFFF) shown as U+FFFD."""
    from dsl.limits import visible
    return visible(_NOT_XML.sub("\N{REPLACEMENT CHARACTER}", text))


def one_line(text: str) -> str:
    """`text` on one line of the report: its line breaks and tabs written as JSON writes them (an
    engine's error text could otherwise add lines that read as the kit's own)."""
    return text.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t")


def _what(expected_or_got: dict) -> str:
    """An answer as the report shows it: at most 300 characters, on one line, `_plain`."""
    if "crash" in expected_or_got:
        text = str(expected_or_got["crash"])
    elif expected_or_got.get("error") is not None:
        err = expected_or_got["error"]
        text = f"error {err if isinstance(err, str) else json.dumps(err, ensure_ascii=False, default=repr)}"
    elif expected_or_got.get("unsupported"):
        text = "unsupported"
    else:
        text = json.dumps({k: expected_or_got.get(k) for k in ("value", "trace", "inferred", "left") if k in expected_or_got},
                          ensure_ascii=False, default=repr)
    return plain(short(one_line(text), 300))


def first_difference(expected: dict, got: dict) -> str:
    """Where two answers first differ, as a path with both sides (`value.value.inferred: [..] ≠ absent`),
    when both are values; "" otherwise."""
    if not isinstance(got, dict) or "value" not in expected or "value" not in got:
        return ""
    def walk(a, b, path):
        if isinstance(a, dict) and isinstance(b, dict):
            for k in list(a) + [k for k in b if k not in a]:
                if k not in a or k not in b:
                    return f"{path}.{k}: {'absent' if k not in a else short(json.dumps(a[k], default=repr), 80)} ≠ " \
                           f"{'absent' if k not in b else short(json.dumps(b[k], default=repr), 80)}"
                found = walk(a[k], b[k], f"{path}.{k}")
                if found:
                    return found
            return ""
        if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            return next((f for f in (walk(x, y, f"{path}[{i}]") for i, (x, y) in enumerate(zip(a, b))) if f), "")
        return "" if a == b else (f"{path}: {short(json.dumps(a, default=repr), 80)} ≠ "
                                  f"{short(json.dumps(b, default=repr), 80)}")
    keys = [k for k in ("value", "trace", "inferred", "left") if k in expected or k in got]
    return walk({k: expected[k] for k in keys if k in expected}, {k: got.get(k) for k in keys if k in got},
                "answer").removeprefix("answer.")


def report(results: list, book: str, max_failures: int = 20, stop: Stop | None = None) -> list[str]:
    """The text report. Vectors not run (the engine stopped, `stop`) are counted, in a column of
    their own, and said once at the end with how the engine stopped; a clause is listed for its
    vectors that failed or were unsupported, not for those never asked."""
    lines = [f"{book}: {len(results)} vectors"]
    by_kind = _tally(results, lambda v: v["kind"])
    unrun = sum(r.status == "not run" for r in results)
    extra = f" {'not run':>8}" if unrun else ""
    lines.append(f"  {'construct':<12} {'passed':>7} {'failed':>7} {'unsupported':>12}{extra}")
    for kind, row in by_kind.items():
        extra = f" {row['not run']:>8}" if unrun else ""
        lines.append(f"  {kind:<12} {row['passed']:>7} {row['failed']:>7} {row['unsupported']:>12}{extra}")
    by_clause = _tally(results, lambda v: v["clause"] or "-")
    bad = {c: row for c, row in by_clause.items() if row["failed"] or row["unsupported"]}
    if bad:
        lines.append("clauses with failed or unsupported vectors:")
        for clause, row in bad.items():
            extra = f", {row['not run']} not run" if row["not run"] else ""
            lines.append(f"  [{clause}] {row['failed']} failed, {row['unsupported']} unsupported, {row['passed']} "
                         f"passed{extra}")
    good = sum(1 for c, row in by_clause.items() if c not in bad and not row["not run"])
    said = f"  {good} of {len(by_clause)} clauses pass every vector"
    if unrun:   # (a clause whose vectors were not all asked passes none of them: said apart)
        never = sum(1 for row in by_clause.values() if row["not run"] == sum(row.values()))
        partly = len(by_clause) - len(bad) - good - never
        said += f"; {partly} more pass the vectors run, {never} had none run"
    lines.append(said)
    failed = [r for r in results if r.status == "failed"]
    for r in failed[:max_failures]:
        lines.append(plain(one_line(f"FAIL {r.vector['id']} [{r.vector['clause'] or '-'}] {r.vector['description']}")))
        sent = json.dumps({"id": r.vector["id"], "book": book, **r.vector["input"]}, ensure_ascii=False, default=repr)
        lines.append(plain(short(one_line(f"     request  {sent}"), 300)))   # (the line the engine was sent: to try again)
        expected = r.vector["expected"]
        if r.vector.get("kind") == "example" and "left" in r.vector:   # (its checks, and what their left sides give)
            lines.append(plain(short(one_line(f"     checks   {' ; '.join(r.vector.get('checks', ()))}"), 300)))
            expected = {**expected, "left": r.vector["left"]}
        lines.append(f"     expected {_what(expected)}")
        lines.append(f"     got      {_what(r.got)}")
        where = first_difference(expected, r.got)
        if where:   # (two answers alike in their first 300 characters read the same: say where they part)
            lines.append(plain(short(one_line(f"     differs  at {where}"), 300)))
    if len(failed) > max_failures:
        lines.append(f"… and {len(failed) - max_failures} more failures")
    total = {s: sum(1 for r in results if r.status == s) for s in STATUSES}
    lines.append(f"{book}: {total['passed']} passed, {total['failed']} failed, {total['unsupported']} unsupported"
                 + (f", {unrun} not run" if unrun else ""))
    if stop is not None:
        lines += stopped(stop, len(results), unrun)
    if total["unsupported"]:   # (an engine answering `unsupported` to everything fails nothing)
        lines.append(f"  the {total['unsupported']} unsupported vectors test nothing of the engine: --strict fails a "
                     "run that has any")
        said = next((r for r in results if r.status == "unsupported" and isinstance(r.got.get("message"), str)
                     and r.got["message"].strip()), None)
        if said is not None:   # (why, in the engine's words: the reference adapter outside a project said
            # "no generated package …" in every answer, and the report showed none of it)
            lines.append(plain(short(one_line(f"  the engine's reason, on {said.vector['id']}: {said.got['message']}"),
                                     300)))
    return lines


def stopped(stop: Stop, total: int, unrun: int) -> list[str]:
    """How the engine stopped, once: at which vector (the first it left unanswered, which fails),
    how many were not run after it, and the last lines it wrote on stderr (each indented)."""
    after = f"; the {unrun:,} vector{'s' if unrun != 1 else ''} after it {'were' if unrun != 1 else 'was'} not run" \
        if unrun else ""
    lines = [plain(one_line(f"the engine {stop.how} at vector {stop.at + 1:,} of {total:,}, {stop.id} (which fails: it "
                            f"got no answer){after}") + (", and the run fails" if unrun else ""))]
    if stop.tail:
        lines.append("the last lines the engine wrote on stderr:")
        lines += [plain("  " + line) for line in stop.tail.splitlines()]
    return lines


def junit(results: list, book: str, stop: Stop | None = None) -> str:
    """JUnit XML: one test suite per kind of construct, one test case per vector: a vector that
    failed is a `failure`, one unsupported `skipped`, one not run (the engine stopped) an `error`
    whose message says how the engine stopped and at which vector."""
    suites = []
    why = plain(one_line(f"the engine {stop.how} at vector {stop.at + 1:,}, {stop.id}, before this one")) \
        if stop is not None else "the engine stopped before this vector"
    for kind in dict.fromkeys(r.vector["kind"] for r in results):
        mine = [r for r in results if r.vector["kind"] == kind]
        cases = []
        for r in mine:
            where = quoteattr(plain(f"{book}.{r.vector['clause'] or '-'}"))
            head = f"    <testcase classname={where} name={quoteattr(plain(r.vector['id']))}>"
            if r.status == "failed":
                body = escape(plain(f"{r.vector['description']}\nexpected {_what(r.vector['expected'])}\ngot {_what(r.got)}"))
                cases.append(f"{head}<failure message={quoteattr('expected ' + _what(r.vector['expected']))}>"
                             f"{body}</failure></testcase>")
            elif r.status == "unsupported":
                cases.append(f"{head}<skipped message=\"unsupported by the engine\"/></testcase>")
            elif r.status == "not run":
                cases.append(f"{head}<error type=\"not run\" message={quoteattr('not run: ' + why)}/></testcase>")
            else:
                cases.append(f"{head}</testcase>")
        failures = sum(r.status == "failed" for r in mine)
        errors = sum(r.status == "not run" for r in mine)
        skipped = sum(r.status == "unsupported" for r in mine)
        suites.append(f'  <testsuite name={quoteattr(plain(f"{book}.{kind}"))} tests="{len(mine)}" failures="{failures}" '
                      f'errors="{errors}" skipped="{skipped}">\n' + "\n".join(cases) + "\n  </testsuite>")
    return '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n' + "\n".join(suites) + "\n</testsuites>\n"


def progress(done: int, total: int, counts: dict) -> None:
    """The progress line on stderr (a terminal's), rewritten in place."""
    sys.stderr.write(f"\r[{done}/{total}] {counts['passed']} passed, {counts['failed']} failed, "
                     f"{counts['unsupported']} unsupported" + (f", {counts['not run']} not run" if counts["not run"] else ""))
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
