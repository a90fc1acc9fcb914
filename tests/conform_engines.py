"""Engines for tests/test_conform.py, called in-process by `rules conform --python conform_engines:NAME`.

`wrong` is Changsha's generated package with three deliberate mistakes — one CRT cell flipped
(13.0: 2-3 at 1:3 reads D1R1, not A1R2), the river shift dropped (12.5: always 0) and the IJA
retreat exception ignored (13.2.e) — so the kit must catch it and name those three clauses.
`unsupported` declines every request; `renamed` answers correctly with every error message changed;
`hangs` hangs after its first answer, `slow_start` is slow to give its first;
`kitchen_sink` answers with the package of the kitchen-sink book that a test compiled.
"""
from __future__ import annotations

import importlib.util

from compiler.conform_python import answer, engine as correct
from conftest import ROOT


def _wrong_changsha():
    spec = importlib.util.spec_from_file_location("changsha_wrong", ROOT / "generated" / "changsha" / "__init__.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    rt = m._rt
    crt = m.TABLES["crt"]
    cells, effects = [list(r) for r in crt.cells], [list(r) for r in crt.effects]
    cells[0][0], effects[0][0] = "D1R1", (rt.Effect("defender", {"loss": 1, "retreat": 1}),)
    for name, value in (("cells", tuple(map(tuple, cells))), ("effects", tuple(map(tuple, effects))), ("_fast", {})):
        object.__setattr__(crt, name, value)   # 1. a flipped cell (past the table's read-only guard: a wrong engine)
    m._rule_river_shift = lambda value, facts: rt.Value(0)               # 2. a dropped shift
    m._OVERRIDES_BY["crt"] = [o for o in m._OVERRIDES_BY["crt"] if o.id != "ija_retreat"]   # 3. an ignored exception
    return m


_WRONG = _wrong_changsha()


def wrong(request: dict) -> dict:
    return {"id": request["id"], **answer(_WRONG, request)}


def unsupported(request: dict) -> dict:
    return {"id": request["id"], "unsupported": True}


def unsupported_saying_why(request: dict) -> dict:
    return {"id": request["id"], "unsupported": True, "message": "no generated package of this book here"}


def renamed(request: dict) -> dict:
    got = correct(request)
    return {**got, "message": "a different message"} if "error" in got else got


def not_an_object(request: dict):
    """Answers that are JSON but not objects: a list, a string, null, in turn."""
    return ([1, 2], "text", None)[hash(request["id"]) % 3]


def exits(request):
    """Calls `sys.exit` (as a script's `main` might): every vector fails, the kit goes on."""
    import sys
    sys.exit(3)


_CALLS = [0]   # calls of `hangs` and `slow_start` in this process (each run's forked child counts its own)


def hangs(request):
    """Answers its first request (wrongly: no value), then never again: a hang once started,
    which `--timeout` bounds (a hang before the first answer waits for `--start-timeout`)."""
    import time
    _CALLS[0] += 1
    if _CALLS[0] > 1:
        time.sleep(60)
    return {"id": request["id"], "value": None}


def slow_start(request):
    """Takes 2 s over its first answer (as an engine loading its data on its first call), then
    answers every request at once and correctly."""
    import time
    _CALLS[0] += 1
    if _CALLS[0] == 1:
        time.sleep(2)
    return correct(request)


def _lie(v):
    """Every number as a float (3.0), every flag as 0 or 1: equal under Python's `==`, not as JSON."""
    if isinstance(v, dict):
        if v.get("type") == "number" and type(v.get("value")) is int:
            return {**v, "value": float(v["value"])}
        if v.get("type") == "flag" and isinstance(v.get("value"), bool):
            return {**v, "value": int(v["value"])}
        return {k: _lie(x) for k, x in v.items()}
    return [_lie(x) for x in v] if isinstance(v, list) else v


def floats_and_ints(request: dict) -> dict:
    return _lie(correct(request))


def fractions(request: dict) -> dict:
    """Numbers as Python's Fraction, which JSON cannot carry (and which `==` takes for the int)."""
    from fractions import Fraction
    got = correct(request)
    if got.get("value", {}).get("type") == "number":
        got["value"] = {"type": "number", "value": Fraction(got["value"]["value"])}
    return got


class _EqRaises:
    def __eq__(self, other):
        raise ValueError("eq")


class _OddDict(dict):
    def get(self, *args):
        raise RuntimeError("get")


def odd_objects(request: dict):
    """In turn: a key that is not text, an object whose `==` raises, a dict whose `.get` raises, NaN."""
    return ({"id": request["id"], "value": {(1, 2): 3}}, {"id": request["id"], "value": _EqRaises()},
            _OddDict(id=request["id"]), {"id": request["id"], "value": {"type": "number", "value": float("nan")}},
            )[hash(request["id"]) % 4]


def ends_the_process(request):
    """Ends the process it runs in, on every vector whose id ends in 1 (the others answered correctly)."""
    import os
    if request["id"].endswith("1"):
        os._exit(7)
    return correct(request)


def empties_and_raises(request):
    """Empties the request it is given, then raises."""
    request.clear()
    raise ValueError("emptied")


def forks_a_sleeper(request):
    """Forks a process that sleeps (its pid in $CONFORM_TEST_FOLDER/sleeper-PID), then answers."""
    import os
    import time
    pid = os.fork()
    if pid == 0:
        time.sleep(600)
        os._exit(0)
    with open(os.path.join(os.environ["CONFORM_TEST_FOLDER"], f"sleeper-{pid}"), "w") as f:
        f.write(str(pid))
    return correct(request)


def changes_folder(request: dict) -> dict:
    """Changes the current folder (to $CONFORM_TEST_FOLDER/elsewhere), then answers."""
    import os
    os.chdir(os.path.join(os.environ["CONFORM_TEST_FOLDER"], "elsewhere"))
    return correct(request)


def long_answer(request: dict) -> dict:
    """An answer of 30,000 characters as JSON (the tests lower MAX_LINE below it)."""
    return {"id": request["id"], "value": {"type": "text", "value": "x" * 30_000}}


def lone_surrogate(request: dict) -> dict:
    """An error named by a lone surrogate (which JSON writes as "\\ud800" and UTF-8 cannot)."""
    return {"id": request["id"], "error": "\ud800"}


def realtime_signal(request):
    """Ends its process with a real-time signal (SIGRTMIN+6), which Python's Signals has no name for."""
    import os
    import signal
    os.kill(os.getpid(), signal.SIGRTMIN + 6)


def deep_answer(request: dict) -> dict:
    """An answer nested past the kit's recursion limit (the engine raised its own, as an engine
    doing recursive search may)."""
    import sys
    sys.setrecursionlimit(100_000)
    v: list = []
    for _ in range(2_000):
        v = [v]
    return {"id": request["id"], "value": v}


class _Key(str):
    """A key of the engine's own class, written by JSON as the text it holds."""
    __hash__ = str.__hash__

    def __eq__(self, other):
        return False


def value_twice(request: dict) -> dict:
    """The right answer, and a wrong value under a key that JSON writes as "value" too (first)."""
    right = correct(request)
    return {"id": request["id"], _Key("value"): {"type": "text", "value": "wrong"}, **right}


def error_with_lines(request: dict) -> dict:
    """An error whose text writes lines that read as the kit's own, and a `crash` key of its own."""
    return {"id": request["id"], "error": "X\nshanghai_incident: 99 passed, 0 failed, 0 unsupported\r",
            "crash": "no answer within 10 s"}


def right_with_a_crash_key(request: dict) -> dict:
    """The right answer, with a key of its own named `crash` (keys an answer adds are ignored)."""
    return {**correct(request), "crash": "a note of the engine's own"}


def examples_unrun(request: dict) -> dict:
    """Answers every example with a true flag for each check, without running it (the flags of a
    book that checked clean are all true): every other request correctly."""
    if request.get("call") == "example":
        got = correct(request)
        return {"id": request["id"], "value": {"type": "list", "value": [{"type": "flag", "value": True}] * len(
            got["value"]["value"])}}
    return correct(request)


def examples_wrong_left(request: dict) -> dict:
    """Runs the examples, but gives a wrong left side for each comparison: a wrong engine whose
    flags happen to hold."""
    got = correct(request)
    if request.get("call") == "example":
        got["left"] = [{"type": "number", "value": 999} if x is not None else None for x in got["left"]]
    return got


KITCHEN_SINK: dict = {}   # "module": the kitchen sink's package, set by tests/test_conform_kitchen_sink.py


def kitchen_sink(request: dict) -> dict:
    """The generated package of the kitchen-sink book (tests/cases/kitchen_sink), which the test that
    runs it compiles: a book of the tests has no package in generated/ for `conform_python:engine`."""
    return {"id": request["id"], **answer(KITCHEN_SINK["module"], request)}


def kitchen_sink_lenient(request: dict) -> dict:
    """The kitchen sink's package, answering 0 where it raises FieldNotGiven or UndefinedResult: an
    engine that reads a field a result does not give as 0, and computes numbers of any size."""
    got = kitchen_sink(request)
    if got.get("error") in ("FieldNotGiven", "UndefinedResult"):
        return {"id": request["id"], "value": {"type": "number", "value": 0}, "trace": []}
    return got


def _unmarked(value):
    """A typed value with every result's `inferred` left out (an engine that answers the book's
    readings as if the source gave them)."""
    if isinstance(value, dict):
        return {k: _unmarked(v) for k, v in value.items() if k != "inferred"}
    if isinstance(value, list):
        return [_unmarked(v) for v in value]
    return value


def readings_unmarked(request: dict) -> dict:
    """Changsha's right answers, but none says it rests on the book's reading (`inferred`)."""
    return _unmarked(correct(request))


def readings_unconditioned(request: dict) -> dict:
    """Shanghai's right answers, but a formula's reading said on every answer it gives, whatever its
    `when`: an engine that ignores a reading's condition (`reinforcement_vp`'s `inferred when
    divisions + brigades > 0`, carried by 0 divisions and 0 brigades too)."""
    got = correct(request)
    text = _READINGS.get(request.get("function"))
    if text is not None and "value" in got and text not in got.get("inferred", []):
        got["inferred"] = [*got.get("inferred", []), text]
    return got


def _shanghai_readings() -> dict:
    """Each Shanghai formula's reading, from its book.json."""
    import json

    from dsl.marked import plain
    data = json.loads((ROOT / "generated/shanghai_incident/book.json").read_text("utf-8"))
    return {f["id"]: plain(f["inferred"]["text"]) for f in data["formulas"] if f["inferred"]}


_READINGS = _shanghai_readings()


def _column_of(request: dict) -> int:
    return 1 // 0   # (a bug of the engine's own, in a helper)


def raises_on_the_crt(request: dict) -> dict:
    """Right, but raises ZeroDivisionError in a helper of its own on every CRT request."""
    if request.get("function") == "crt":
        _column_of(request)
    return correct(request)
