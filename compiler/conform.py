"""`rules conform`: run a book's conformance vectors against an engine and report, clause by clause.
Fed by: `generated/<book>/vectors.json` (or a vectors file given by path) and an engine: a command
speaking the JSON-lines protocol on its stdin and stdout (`--engine`), or a Python function called
in-process (`--python MODULE:FUNCTION`). The protocol and the format are in docs/conformance.md.

Each vector's `input`, with its `id` and the `book`, is one request line; the engine writes one
answer line per request, in order: `{"id", "value", "trace"}` (with `inferred` when the answer rests
on the book's readings), `{"id", "error"}` (the error's class
name; messages are not compared) or `{"id", "unsupported": true}`. The report counts passed,
failed and unsupported vectors per kind of construct and per clause, and lists the failures;
`--junit` writes the same as JUnit XML. Exit 0 when nothing failed, 1 when a vector failed, 2 on a
usage error (unknown book, an engine that cannot start).
"""
from __future__ import annotations

import contextlib
import fnmatch
import importlib
import json
import os
import queue
import signal
import sys
import threading
import time
from pathlib import Path

from dsl.files import unaskable
from dsl.runtime_values import MAX_ANSWER_DIGITS

from .conform_report import STATUSES, NotRun, Stop, junit, plain, progress, report, short
from .signals import NAMES, handled


class ConformError(Exception):
    """A usage error: the book has no vectors, the engine cannot start or speaks no protocol."""


# ---------------------------------------------------------------- vectors
def vectors_path(root: Path, book: str) -> Path:
    """The vectors a run reads: `book` itself when it names a .json file, else generated/BOOK/vectors.json,
    BOOK a book id, or the id of the rulebook folder under rulebooks/ that `book` names (or holds the
    .rules file it names), as every command takes BOOK."""
    path = Path(book)
    if path.suffix == ".json" and path.is_file():
        return path
    try:
        folder = path if path.is_dir() else path.parent if path.suffix == ".rules" and path.is_file() else None
        if folder is not None and folder.resolve().parent == (root / "rulebooks").resolve():
            book = folder.resolve().name
    except (OSError, ValueError):   # (a name the file system cannot ask about: said by `load_vectors`)
        pass
    return root / "generated" / book / "vectors.json"


def load_vectors(root: Path, book: str) -> dict:
    path = vectors_path(root, book)
    if (why := unaskable(path)) is not None:   # (a name too long for the file system: `is_file` raised it)
        raise ConformError(f"no conformance vectors for {book[:80]!r}{'…' if len(book) > 80 else ''}: {why}")
    if not path.is_file():
        given = Path(book)   # (a path mistyped: said so, not "BOOK is a book id …")
        if (os.sep in book or "/" in book or given.suffix in (".json", ".rules")) and not given.exists():
            raise ConformError(f"no conformance vectors for {book!r}: no such file or folder")
        books = sorted(p.parent.name for p in (root / "generated").glob("*/vectors.json"))
        none = (f"none in {root}: run rules build" if (root / "rulebooks").is_dir() else
                f"none: {root} is no project (no rulebooks/); run the kit in one, set RULES_ROOT to one, "
                "or give the path of a vectors.json")
        raise ConformError(f"no conformance vectors for {book!r}: BOOK is a book id (generated/BOOK/vectors.json), "
                           f"its rulebook folder or a vectors.json file (books: {', '.join(books) or none})")
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))   # (a byte-order mark, as an editor may add, is read)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as err:
        raise ConformError(f"{path}: not a vectors file this kit can read ({type(err).__name__}: {err}); "
                           f"{_REMAKE}") from None
    if not isinstance(data, dict):
        raise ConformError(f"{path}: not a vectors file: its JSON is a {type(data).__name__}, not an object "
                           f"({_REMAKE})")
    if "vectors" not in data and "clauses" in data and "tables" in data:   # (the file an engine reads, given as BOOK)
        vectors = path.with_name("vectors.json")
        raise ConformError(f"{path} is a book's JSON export (the rules your engine reads), not its conformance "
                           f"vectors: give the book's id" + (f" or {vectors}" if vectors.is_file() else "")
                           + f" as BOOK, and the book's JSON to your engine (--engine \"my-engine {path}\")")
    if data.get("schema") != 3 or type(data.get("schema")) is not int:
        raise ConformError(f"{path}: vectors schema {json.dumps(data.get('schema'))[:40]}; this kit reads schema 3 "
                           f"(the number) ({_REMAKE})")
    problem = _vectors_problem(data)
    if problem:
        raise ConformError(f"{path}: {problem}; {_REMAKE}")
    return data


_REMAKE = "rules build writes generated/BOOK/vectors.json, rules export BOOK --format vectors prints one"

# What the kit reads of each vector, and the JSON type it must have (docs/conformance.md).
_VECTOR_FIELDS = {"id": str, "kind": str, "construct": str, "clauses": list, "description": str,
                  "input": dict, "expected": dict}


def _vectors_problem(data: dict) -> str | None:
    """What makes a schema-3 vectors file unreadable by this kit (the first such thing), or None."""
    if not isinstance(data.get("book"), str):
        return "it names no book ('book': text)"
    if not isinstance(data.get("vectors"), list):
        return "it holds no list of vectors ('vectors')"
    for n, v in enumerate(data["vectors"], 1):
        if not isinstance(v, dict):
            return f"vector {n} is not an object"
        for key, kind in _VECTOR_FIELDS.items():
            if not isinstance(v.get(key), kind):
                return f"vector {n} ({v.get('id')!r}) has no {key!r} ({kind.__name__})"
        if not (v.get("clause") is None or isinstance(v["clause"], str)) or not all(isinstance(c, str) for c in v["clauses"]):
            return f"vector {n} ({v['id']!r}) has a clause that is not text"
        if "value" not in v["expected"] and not isinstance(v["expected"].get("error"), str):
            return f"vector {n} ({v['id']!r}) expects neither a value nor an error"
    return None


def _clause_matches(clauses: list, wanted: str) -> bool:
    return any(c == wanted or c.startswith(wanted + ".") for c in clauses)


def select(vectors: list[dict], clauses=(), constructs=(), ids=()) -> list[dict]:
    """Vectors testing one of `clauses` (or a sub-clause), of one of `constructs` (a kind such as
    `permission`, or a construct id such as `river_shift`), whose id matches one of `ids` (a prefix
    or a glob); each option left empty selects everything."""
    out = []
    for v in vectors:
        if clauses and not any(_clause_matches(v["clauses"], c) for c in clauses):
            continue
        if constructs and v["kind"] not in constructs and v["construct"] not in constructs:
            continue
        if ids and not any(v["id"].startswith(p) or fnmatch.fnmatchcase(v["id"], p) for p in ids):
            continue
        out.append(v)
    return out


def agrees(expected: dict, got: dict) -> bool:
    """Errors by class; values and traces exactly (an expected answer without a trace compares the
    value only). A key an answer gives as `null` is one it does not give (`"error": null` beside a
    value, as a serializer writing every field of a record does)."""
    if "error" in expected:
        return same(got.get("error"), expected["error"])
    if got.get("error") is not None or got.get("unsupported") is True:
        return False
    return same(got.get("value"), expected["value"]) and ("trace" not in expected or same(got.get("trace"), expected["trace"])) \
        and same(got.get("inferred") or [], expected.get("inferred") or [])


def lefts_agree(vector: dict, got: dict) -> bool:
    """An `example` answer gives `left`: the value of each check's left side, compared with the
    vector's where the check is a comparison (its `left` is not null). The flags alone are `true`
    for every check of a book that checked clean: an engine answering them without running the
    example passed every example vector."""
    want = vector.get("left")
    if vector.get("kind") != "example" or want is None:
        return True
    given = got.get("left")
    return given.__class__ is list and len(given) == len(want) and all(
        w is None or same(g, w) for g, w in zip(given, want))


def same(a, b) -> bool:
    """Equal as JSON: of the same JSON type, all the way down. Python's `==` takes `true` for `1`
    and `3.0` for `3`, so an engine that answered every number as a float and every flag as 0 or 1
    passed every vector; the protocol's numbers are never floats and its flags are `true`/`false`."""
    if a.__class__ is not b.__class__:
        return False
    if a.__class__ is dict:
        return a.keys() == b.keys() and all(same(x, b[k]) for k, x in a.items())
    if a.__class__ is list:
        return len(a) == len(b) and all(map(same, a, b))
    return a == b


# ---------------------------------------------------------------- engines
def _answer(got, request: dict) -> dict:
    """What an engine gave for `request`, as an answer the report can read: a JSON object as it is;
    anything else (a list, a string, null) is a crash of that vector, never of the kit."""
    if got.__class__ is dict:
        return got
    return {"id": request["id"], "crash": f"not a JSON object: {short(json.dumps(got, ensure_ascii=False, default=repr))}"}


def without_kit_keys(got):
    """An engine's answer without the key the kit marks its own failures with (`crash`: an answer's
    own keys beyond the protocol's are ignored, and one named so must not read as the kit's words)."""
    if isinstance(got, dict) and "crash" in got:
        return {k: v for k, v in dict.items(got) if k != "crash"}
    return got


def _as_json(got, request: dict):
    """What a Python engine returned, as the protocol would carry it: written as JSON and read back
    (a tuple is a list, a dict subclass a dict). What JSON cannot carry — a Fraction or an object of
    the engine's own, NaN or an infinity, a key that is not text — fails that vector, as it would
    over the protocol: it was neither compared by Python's `==` (which takes `Fraction(3)` for `3`,
    or raises) nor read by the report (which would stop the kit)."""
    try:   # (read back as an engine's line is read: keys given twice refused, nesting past the stack too)
        return read_answer(json_text(got, request))
    except (ValueError, RecursionError) as err:
        return not_an_answer(err, request["id"])


def json_text(got, request: dict) -> str:
    """What a Python engine returned, written as one JSON line (`_as_json` reads it back; a forked
    engine, `conform_fork`, sends it); a crash of that vector when JSON cannot carry it."""
    try:
        return json.dumps(got, ensure_ascii=False, allow_nan=False)
    except Exception as err:   # (TypeError, ValueError, RecursionError; or whatever an engine's own dict raises)
        return json.dumps({"id": request["id"], "crash": f"not a JSON answer ({type(err).__name__}: {short(str(err))})"},
                          ensure_ascii=False)


def call_engine(fn, request: dict):
    """A Python engine's answer to `request`, or the crash its failure is (the vector fails, not the
    kit): `sys.exit` too; an engine's own KeyboardInterrupt by its class alone. The request's id is
    taken first: a function may change the request it is given."""
    rid = request["id"]
    try:
        return without_kit_keys(fn(request))
    except (Exception, SystemExit) as err:
        return {"id": rid, "crash": f"{type(err).__name__}: {short(str(err))}{_raised_at(err)}"}
    except BaseException as err:   # (KeyboardInterrupt raised by the engine; the user's Ctrl-C reaches the kit)
        return {"id": rid, "crash": type(err).__name__}


def _raised_at(err: BaseException) -> str:
    """Where an engine's exception was raised, as a traceback's last frame says it: the file's name,
    the line and the function (` (raised at adapter.py:9, in answer)`), or nothing without a frame."""
    tb = err.__traceback__
    if tb is None or tb.tb_next is None:   # (only call_engine's own frame: raised by no code of the engine's)
        return ""
    while tb.tb_next is not None:
        tb = tb.tb_next
    code = tb.tb_frame.f_code
    return f" (raised at {os.path.basename(code.co_filename)}:{tb.tb_lineno}, in {code.co_name})"


class _NotProtocol(ValueError):
    """JSON that Python reads but the protocol does not carry (NaN, a key given twice)."""


def _no_constant(name: str):
    raise _NotProtocol(f"{name} is not JSON (the protocol's numbers are exact: an integer or \"n/d\")")


def _object(pairs: list) -> dict:
    """A JSON object read from an engine; a key given twice is refused (which one would count is
    not the protocol's: a reader may take either)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise _NotProtocol(f"the key {twice!r} is given twice")
    return out


def read_answer(line: str):
    """One line of an engine's answers as JSON: NaN, Infinity and keys given twice are refused."""
    return json.loads(line, parse_constant=_no_constant, object_pairs_hook=_object)


def _owner(line: str, err: Exception) -> str | None:
    """The `id` of an answer line that is JSON but not the protocol's (NaN, a key given twice), read
    as Python's reader takes it: that request's answer, which fails, rather than a line answering
    none (an engine writing NaN in each answer failed one vector, and the rest were left owed)."""
    if not isinstance(err, _NotProtocol):
        return None
    try:
        got = json.loads(line)
    except (ValueError, RecursionError):
        return None
    return got["id"] if isinstance(got, dict) and isinstance(got.get("id"), str) else None


def not_an_answer(err: Exception, rid, shown: str = "") -> dict:
    """The crash of the vector `rid` whose answer line (`shown`, when given) `read_answer` refused
    with `err` (not JSON, nested past Python's stack, a number too long, NaN, a key given twice)."""
    why = str(err) if isinstance(err, _NotProtocol) else type(err).__name__
    return {"id": rid, "crash": f"not a JSON answer ({why})" + (f": {shown}" if shown else "")}




class _TookTooLong(BaseException):
    """Raised in the main thread when a `--python` module's import outlasts the timeout (a
    BaseException: the module's own `except Exception` does not swallow it)."""


@contextlib.contextmanager
def _deadline(seconds: float):
    """`_TookTooLong` raised in this block once `seconds` have passed (SIGALRM, where the system
    has it and this is the main thread; elsewhere no deadline: Ctrl-C still ends the run)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expired(signum, frame):
        raise _TookTooLong()
    before = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


START_TIMEOUT = 60.0   # seconds an engine may take to start: to its first answer, or a module's import


def no_first_answer(seconds: float) -> str:
    """Why every answer fails when none came within the start-up allowance (`--start-timeout`)."""
    return f"the engine gave no first answer within {seconds:g} s of its start (--start-timeout)"


class PythonEngine:
    """A Python function, imported here and called in a forked process (`conform_fork`; where
    there is no fork, in this process, in a daemon thread). The import, and the first call, are
    each waited for `start_timeout` seconds (a module may load a model, the function its data on
    its first call); every later call `timeout` seconds. A function that hangs fails every answer
    it still owes, as a process engine does. A function that calls `sys.exit` fails that vector;
    so does one that ends its process (`os._exit`), where the system forks (elsewhere that ends
    the run: use `--engine`)."""

    def __init__(self, spec: str, timeout: float = 10.0, start_timeout: float = START_TIMEOUT):
        self.timeout = timeout
        self.start_timeout = start_timeout
        module_name, _, function = spec.rpartition(":")   # (a file path may hold a colon: C:/…)
        if not module_name or not function:
            raise ConformError(f"--python takes MODULE:FUNCTION, not {spec!r}")
        if os.getcwd() not in sys.path:   # (last: a file of the current folder never hides a module of the kit)
            sys.path.append(os.getcwd())
        try:
            with contextlib.redirect_stdout(sys.stderr), _deadline(start_timeout):   # (what the module prints:
                self.fn = getattr(importlib.import_module(module_name), function)   # stdout holds the report alone)
        except _RunEnded:   # (a signal while the module was imported: not the module's doing)
            raise
        except _TookTooLong:
            raise ConformError(f"cannot load the engine {spec}: importing {module_name} took more than --start-timeout "
                               f"{start_timeout:g} s; give a longer --start-timeout if it needs that long") from None
        except (Exception, SystemExit) as err:   # raised while the module ran; a relative name (TypeError)
            why = str(err) if isinstance(err, (ImportError, AttributeError)) else f"{type(err).__name__}: {err}"
            hint = "; give a module's name, importable from the current folder or PYTHONPATH, not a file" \
                if "/" in module_name or "\\" in module_name or module_name.endswith(".py") else ""
            raise ConformError(f"cannot load the engine {spec}: {short(why)}{hint}") from None
        if not callable(self.fn):
            raise ConformError(f"cannot load the engine {spec}: {function} is not a function "
                               f"(a {type(self.fn).__name__})")

    def _serve(self, todo: queue.Queue, out: queue.Queue) -> None:
        """The calling thread: one request at a time from `todo`, each answer (or crash) into `out`."""
        while True:
            r = todo.get()
            out.put(call_engine(self.fn, r))

    def answers(self, requests):
        if hasattr(os, "fork"):
            yield from self._forked_answers(list(requests))
            return
        requests = list(requests)
        todo: queue.Queue = queue.Queue()
        out: queue.Queue = queue.Queue()
        threading.Thread(target=self._serve, args=(todo, out), daemon=True, name="python-engine").start()
        for n, r in enumerate(requests):
            todo.put(dict(r))   # (a copy: the function may change what it is given)
            try:
                got = out.get(timeout=self._wait(n))
            except queue.Empty:   # the function hangs: its thread is left behind, to end with the run
                yield from self._owed(requests, n)
                return
            yield _answer(_as_json(got, r), r)

    def _forked_answers(self, requests):
        """Each request answered in a forked child (`conform_fork`): a function that ends its
        process fails that vector, and the run goes on."""
        from .conform_fork import TIMED_OUT, ForkedCalls
        self.child = ForkedCalls(self.fn)
        for n, r in enumerate(requests):
            got = self.child.call(r, self._wait(n))
            if got is TIMED_OUT:   # the function hangs: it was stopped, and every answer still owed fails
                yield from self._owed(requests, n)
                return
            yield _answer(got, r)

    def _wait(self, n: int) -> float:
        """How long the answer to request `n` is waited for: the first, the start-up allowance."""
        return self.start_timeout if n == 0 else self.timeout

    def _owed(self, requests: list, n: int):
        """Request `n` fails (the function hung on it, and was stopped); those after it are not run."""
        why = no_first_answer(self.start_timeout) if n == 0 else f"no answer within {self.timeout:g} s"
        self.stopped = Stop(f"gave {why.removeprefix('the engine gave ')} (and was stopped)", n, requests[n]["id"])
        yield {"id": requests[n]["id"], "crash": why}
        for rest in requests[n + 1:]:
            yield NotRun(id=rest["id"], crash=f"not run: {why} of an earlier request")

    def close(self):
        if getattr(self, "child", None) is not None:
            self.child.close()


class ProcessEngine:
    """An engine command speaking JSON lines (`conform_process`): its first answer waited for
    `start_timeout` seconds from its start (a Java or Node engine, or one loading its data, takes
    seconds to start), each later one `timeout` seconds; at the end, the engine is given `timeout`
    seconds to end by itself, then stopped with whatever it started."""

    def __init__(self, command: str, timeout: float = 10.0, start_timeout: float = START_TIMEOUT):
        from .conform_process import EngineProcess, StartError
        self.timeout = timeout
        self.start_timeout = start_timeout
        self.command = command
        try:
            self.engine = EngineProcess(command)
        except StartError as err:
            raise ConformError(f"the engine {command!r} cannot start: {err}") from None

    def answers(self, requests):
        """Each request's answer, in the requests' order. An answer is matched to its request by its
        `id`, wherever it stands among the lines (an answer written early is its own request's; one
        for a request judged or answered already is passed over). A line that answers no request (a
        banner, a debug print, a traceback) fails the first request not answered yet: saying so, when
        that request's answer is the next to come; as what it got, when another request's answer
        comes next (it stood in its place), or none. An object with no request's `id` is taken as
        the first unanswered request's answer (and fails it). Blank lines are passed over. The
        `timeout` is the longest wait for the next answer, whatever other lines come meanwhile (for
        the first, `start_timeout` from the engine's start: a banner does not end its start); past
        `JUNK_RUN` lines in a row that answer nothing, the run ends as it does then. Memory holds the
        answers that came early (their protocol's keys) and the first lines that answered nothing."""
        from . import conform_process
        requests = list(requests)
        at = {r["id"]: n for n, r in enumerate(requests) if isinstance(r.get("id"), str)}
        self.engine.write(requests)
        self.done = False   # (set at the last answer: `run` does not ask for more, so no code runs after it)
        n = 0                            # the first request not judged yet
        early: dict[int, dict] = {}      # answers of requests after it, by their index
        junk: list[dict] = []            # the first lines that answered no request since the last judged
        count = run = 0                  # how many such lines there were; how many lines in a row answered none
        again: dict | None = None        # the first answer passed over since the last judged (of a request done)
        deadline = self.engine.started + self.start_timeout
        answered = False                 # has any answer come (the engine has started)?
        while n < len(requests):
            if n in early:   # its answer came already
                got = early.pop(n)
                if junk:     # lines that answer nothing came just before it: the request fails, saying so
                    extra = f" (and {count - 1} more)" if count > 1 else ""
                    got = {"id": requests[n]["id"], "crash": f"a line that answers no request came before this "
                                                              f"answer{extra}: {junk[0]['crash']}; write anything but "
                                                              "answers on standard error"}
                junk, count, again = [], 0, None
                n += 1
                self.done = n == len(requests)
                yield got
                continue
            r = requests[n]
            try:
                line = self.engine.lines.get(timeout=max(0.0, deadline - time.monotonic()))
                if run > JUNK_RUN or time.monotonic() > deadline:
                    raise queue.Empty
            except queue.Empty:   # the engine hangs (or writes on without answering): stop it, what is owed fails
                self.engine.stop(0)
                why = (f"no answer in {JUNK_RUN:,} lines in a row" if run > JUNK_RUN else
                       f"no answer within {self.timeout:g} s" if answered else no_first_answer(self.start_timeout))
                how = f"gave {why.removeprefix('the engine gave ')} (and was stopped)"
                yield from self._owed(requests, n, early, junk, again, why, how)
                return
            if not line:   # its output is closed: it ended, or is stopped if it goes on without
                how = self.engine.ended(self.timeout)
                if n == 0 and not junk and not early and again is None:
                    tail = plain(self.engine.stderr_tail())
                    raise ConformError(f"the engine {self.command!r} {how} without answering"
                                       + (f":\n{tail}" if tail else ""))
                yield from self._owed(requests, n, early, junk, again, f"the engine {how}", how)
                return
            run += 1
            if line is conform_process.TOO_LONG or conform_process.NOT_UTF8.search(line):   # (taken as an answer in
                # place of the first unanswered: what it answers cannot be read; not UTF-8 anywhere, a key ignored too)
                got = ({"id": r["id"], "crash": f"an answer line longer than {conform_process.MAX_LINE:,} characters "
                                                "(not read)"}
                       if line is conform_process.TOO_LONG else {"id": r["id"], "crash": f"not UTF-8: {short(line.strip())}"})
                m = None
            elif not line.strip():   # (a blank line: no answer, nor anything else)
                continue
            else:
                owner = None
                try:
                    got = _answer(without_kit_keys(read_answer(line)), r)
                except (ValueError, RecursionError) as err:   # not JSON, nested past Python's stack, a 5,000-digit number
                    got = not_an_answer(err, r["id"], short(line.strip()))
                    owner = _owner(line, err)
                rid = got.get("id") if "crash" not in got else owner
                m = at.get(rid) if isinstance(rid, str) else None
                if owner is not None and m is not None:   # (JSON the protocol refuses: its request's answer, failing it)
                    got = {**got, "id": owner}
                elif "crash" in got:   # a line that answers no request
                    count += 1
                    if len(junk) < HELD_LINES:
                        junk.append(got)
                    continue
                if m is not None and (m < n or m in early):   # (a request judged, or answered, already: passed over)
                    if again is None:
                        again = {"id": r["id"], "crash": f"an answer for {rid!r} again, in place of this one's"}
                    continue
            run = 0
            answered = True
            deadline = time.monotonic() + self.timeout
            if m is None:   # an object with no request's id (or a line no one can read): the first unanswered's
                early[n] = _protocol_keys(got)
                continue
            if m > n and (junk or again is not None):   # (a line stood in the first unanswered one's place)
                failed = junk[0] if junk else again
                junk, count, again = [], 0, None
                early.setdefault(n, {"id": r["id"], "crash": failed["crash"]})
            early[m] = _protocol_keys(got)

    def _owed(self, requests: list, n: int, early: dict, junk: list, again: dict | None, why: str, how: str):
        """The answers of the requests from `n` on when no more lines come (the engine stopped, `how`):
        those that came; the first of the others, the first line that answered nothing (or an answer
        given again) in its place; the next fails with `why` (the engine stopped there: `stopped`,
        with its last lines on stderr); the rest were not run."""
        stood = junk[0] if junk else again
        for k in range(n, len(requests)):
            if k in early:
                yield early.pop(k)
            elif stood is not None:
                yield {"id": requests[k]["id"], "crash": stood["crash"]}
                stood = None
            elif getattr(self, "stopped", None) is None:
                self.stopped = Stop(how, k, requests[k]["id"], self.engine.stderr_tail())
                yield {"id": requests[k]["id"], "crash": why}
            else:
                yield NotRun(id=requests[k]["id"], crash=f"not run: {why.removeprefix('the engine ')}")

    def close(self):
        """Stop the engine: after the last answer it is given `timeout` seconds to end by itself;
        after a run cut short (Ctrl-C, SIGTERM, an error), none."""
        self.engine.stop(self.timeout if getattr(self, "done", False) else 0)


HELD_LINES = 8        # lines that answer no request kept to be shown (the first after the last answer)
JUNK_RUN = 100_000    # lines in a row that answer no request, past which the run ends
_PROTOCOL = frozenset({"id", "value", "trace", "inferred", "error", "unsupported", "left", "crash"})


def _protocol_keys(got: dict) -> dict:
    """An answer with the keys the kit reads (an engine's own are ignored, and not kept)."""
    return got if got.keys() <= _PROTOCOL else {k: v for k, v in got.items() if k in _PROTOCOL}


# ---------------------------------------------------------------- running and reporting
class Result:
    def __init__(self, vector: dict, got: dict):
        self.vector, self.got = vector, got
        if got.get("id") != vector["id"] and "crash" not in got:
            got = {"crash": f"an answer with no \"id\", expected {vector['id']!r}" if "id" not in got else
                   f"an answer whose \"id\" is {short(json.dumps(got['id']))}, not a text: expected {vector['id']!r}"
                   if not isinstance(got["id"], str) else
                   f"an answer for {got['id']!r}, not for this request: expected {vector['id']!r}"}
            self.got = got
        given = [k for k in ("value", "error") if got.get(k) is not None] + ["unsupported"] * (got.get("unsupported") is True)
        if "unsupported" in got and type(got["unsupported"]) is not bool and "crash" not in got:
            got = {"crash": f"\"unsupported\" is true or false; got {short(json.dumps(got['unsupported']))}"}
            self.got = got
        elif len(given) > 1 and "crash" not in got:
            got = {"crash": f"an answer gives a value, an error or unsupported, not {' and '.join(given)}"}
            self.got = got
        self.status = ("not run" if isinstance(got, NotRun)
                       else "unsupported" if got.get("unsupported") is True and "crash" not in got
                       else "passed" if "crash" not in got and agrees(vector["expected"], got)
                       and lefts_agree(vector, got) else "failed")


def run(vectors: list[dict], book: str, engine, progress=None) -> list[Result]:
    requests = ({"id": v["id"], "book": book, **v["input"]} for v in vectors)
    results = []
    counts = dict.fromkeys(STATUSES, 0)
    for v, got in zip(vectors, engine.answers(requests)):
        results.append(Result(v, got))
        counts[results[-1].status] += 1
        if progress and (len(results) % 50 == 0 or len(results) == len(vectors)):
            progress(len(results), len(vectors), counts)
    return results


class _RunEnded(SystemExit):
    """SIGTERM or SIGHUP: the run ends, with the signal's status (never an engine's failure)."""


def _end_the_run(signum, frame):
    for name in NAMES:   # once: a second signal must not cut short the engine's stopping
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    raise _RunEnded(128 + signum)


def _signals_end_the_run():
    """SIGTERM and SIGHUP end the run as Ctrl-C does, through the `finally` that stops the engine
    (Python's default ended the kit at once, and an engine that did not read its stdin ran on);
    the exit status is the signal's (128 + its number)."""
    return handled(_end_the_run)


# The longest whole number the kit reads, in vectors and in answers: a rule answers at most
# `MAX_ANSWER_DIGITS` digits (10,000), which Python's default guard (4,300) refused to read; beyond
# this, reading one costs the square of its length (a 16-Mi-character line of digits: minutes).
READ_DIGITS = 2 * MAX_ANSWER_DIGITS


@contextlib.contextmanager
def _reading_long_numbers():
    """Python reads whole numbers of up to `READ_DIGITS` digits in this block (then as before)."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(READ_DIGITS)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(before)


def conform(args, root: Path) -> int:
    with _reading_long_numbers():
        return _conform(args, root)


def _junit_problem(name: str, root: Path, book: str) -> str | None:
    """Why the JUnit report cannot be written to `name`, or None: an empty name, a folder, a pipe or
    a device (opening a pipe waits for a reader for ever), a folder that does not exist, a `.rules`
    file or a file of the project's sources or outputs (rulebooks/, docs/, generated/: a report over a
    rulebook ended the book, one over generated/ made the build stale), the vectors being read."""
    if not name.strip():
        return "an empty name is no file; give a file name, or leave --junit out"
    path = Path(name)
    if os.path.lexists(path) and not path.is_file():
        return "it is a folder" if path.is_dir() else "it is no regular file (a pipe, a device or a link to nowhere)"
    if not path.resolve().parent.is_dir():
        return "its folder does not exist"
    real = path.resolve()
    if real == vectors_path(root, book).resolve():
        return "it is the vectors file the run reads"
    if real.suffix == ".rules" or any(real.is_relative_to(Path(os.path.realpath(root / part)))
                                      for part in ("rulebooks", "docs", "generated")):
        return "it is a rulebook, or a file of rulebooks/, docs/ or generated/ (the sources and the build's outputs)"
    return None


def _conform(args, root: Path) -> int:
    if args.python is not None and not args.python.strip():   # (empty, it was read as no --python: "the engine None")
        raise ConformError("--python was given an empty value: give your engine's function as MODULE:FUNCTION "
                           "(`--python mypackage.adapter:answer`), or run it as a command with --engine COMMAND")
    for option, values in (("--clause", args.clause), ("--construct", args.construct), ("--id", args.id)):
        if any(not v.strip() for v in values or ()):   # `--id ""` selected every vector, `--clause ""` none
            raise ConformError(f"{option} was given an empty value, which names no vector: give a value, or leave "
                               f"{option} out to run every vector")
    data = load_vectors(root, args.book)
    vectors = select(data["vectors"], args.clause or (), args.construct or (), args.id or ())
    if not vectors:
        raise ConformError("no vector matches the selection")
    problem = _junit_problem(args.junit, root, args.book) if args.junit is not None else None
    if problem:   # said before the run, not after it
        raise ConformError(f"cannot write the JUnit report {args.junit or repr(args.junit)}: {problem}")
    # (taken as a full path before the engine loads: a --python module may change the current folder)
    report_file = Path(args.junit).absolute() if args.junit else None
    with _signals_end_the_run():
        start = getattr(args, "start_timeout", START_TIMEOUT)
        engine = PythonEngine(args.python, args.timeout, start) if args.python is not None else \
            ProcessEngine(args.engine, args.timeout, start)
        try:
            results = run(vectors, data["book"], engine, progress if sys.stderr.isatty() else None)
        finally:
            engine.close()
    failing = ("failed", "not run", "unsupported") if getattr(args, "strict", False) else ("failed", "not run")
    args.verdict = 1 if any(r.status in failing for r in results) else 0   # (kept if the reader goes away)
    stop = getattr(engine, "stopped", None)
    print(plain("\n".join(report(results, data["book"], args.max_failures, stop))))
    if args.junit:
        try:
            report_file.write_text(junit(results, data["book"], stop), encoding="utf-8")
        except OSError as err:   # (the report above stands: only the file is missing)
            raise ConformError(f"cannot write the JUnit report {args.junit}: {err.strerror or err}") from None
    return args.verdict
