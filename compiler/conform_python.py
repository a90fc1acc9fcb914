"""The Python adapter of the conformance kit: answers a protocol request with a generated package.
Fed by: a request (a vector's `input`, plus `id` and `book`, docs/conformance.md) and the generated
package of its book; read by `to_vectors` (which computes every expected answer through `answer`)
and by `rules conform BOOK --python compiler.conform_python:engine`.

`answer(module, request)` calls the package's strict public API (or, for `lookup`, the table
alone) and writes the answer as the protocol does: `{"value", "trace"}` or `{"error", "message"}`,
the error being the class name of what the package raised. A request the protocol does not describe
(`described`: a call or function the book has not, a scenario field it does not list, `args` that
are no list) is `{"unsupported": true, "message"}`, as the JavaScript reference engine answers it:
no error class of the rules, nor Python's own (`KeyError`) read as one.
"""
from __future__ import annotations

import importlib
import re
import sys

from .vector_values import python, typed


class NotDescribed(Exception):
    """A request the protocol does not describe (docs/conformance.md): answered `unsupported`."""


_FAMILY = {"lookup": "TABLES", "table": "TABLES", "formula": "FORMULAS", "modifier": "MODIFIERS",
           "combine": "MODIFIERS", "permission": "PERMISSIONS", "sequence": "SEQUENCES", "scenario": "SCENARIOS"}
SCENARIO_FIELD = re.compile(r"first_turn|last_turn|first_side|exceptions|area|setup_order|starts|markers|victory|calendars"
                            r"|(?:setups|setup_lines|option):.+"
                            r"|(?:reinforcements|reinforcement_lines|removals|removal_lines|supports|amounts):-?[0-9]+",
                            re.S)
SCENARIO_FIELDS = ("first_turn, last_turn, first_side, exceptions, area, setup_order, starts, markers, victory, calendars, "
                   "setups:SIDE, setup_lines:SIDE, reinforcements:TURN, reinforcement_lines:TURN, removals:TURN, removal_lines:TURN, "
                   "supports:TURN, amounts:TURN or option:CLAUSE")
EXAMPLE_INDEX = re.compile(r"-?[0-9]+")


def described(module, request: dict) -> None:
    """NotDescribed, naming what, for a request the protocol does not describe: a `call` it does not
    list, a `function` the book has not for that call (an example by its index: a whole number, or
    its digits), `args` that are no list or `keywords` and `facts` no objects (null is none given),
    a scenario call whose one argument is no field it lists (`reinforcements:3.0`, `title`)."""
    call, name = request.get("call"), request.get("function")
    for key, kind, word in (("args", list, "a list"), ("keywords", dict, "an object"), ("facts", dict, "an object")):
        if request.get(key) is not None and request[key].__class__ is not kind:
            raise NotDescribed(f"{key} must be {word} (or null); got {type(request[key]).__name__}")
    if call == "example":
        text = str(name) if name.__class__ is int else name if name.__class__ is str else None
        if text is None or not EXAMPLE_INDEX.fullmatch(text) or int(text) not in _examples(module):
            raise NotDescribed(f"{module.BOOK.id} has no example {name!r} (an example is named by its index)")
        return
    if call.__class__ is not str or call not in _FAMILY:   # (a list or an object as `call`: no TypeError)
        raise NotDescribed(f"no call {call!r}: the protocol's calls are {', '.join(sorted({*_FAMILY, 'example'}))}")
    if name.__class__ is not str or name not in getattr(module, _FAMILY[call]) \
            or (call == "table" and name not in module.FUNCTIONS):
        raise NotDescribed(f"{module.BOOK.id} has no {call} {name!r}")
    if call == "scenario":
        args = request.get("args") or []
        field = args[0].get("value") if len(args) == 1 and args[0].__class__ is dict else None
        if field.__class__ is not str or not SCENARIO_FIELD.fullmatch(field):
            raise NotDescribed(f"a scenario call takes one field (text): {SCENARIO_FIELDS}; got {args!r:.200}")


def _named(request: dict) -> dict:
    """The keywords of the call: table arguments, then `scenario` and `options`, then the facts."""
    kw = {k: python(v) for k, v in (request.get("keywords") or {}).items()}
    if request.get("scenario") is not None:
        kw["scenario"] = request["scenario"]
    if request.get("options") is not None:   # (a list read as the API reads a list; anything else, as given)
        kw["options"] = list(request["options"]) if isinstance(request["options"], list) else request["options"]
    kw.update({k: python(v) for k, v in (request.get("facts") or {}).items()})
    return kw


def _steps(module, name: str, kw: dict):
    sequence = module.SEQUENCES[name]
    played = sequence.steps(**kw)
    steps = [{"path": path, "kind": step.kind, "clause": step.clause, "who": list(sequence.who(step, **kw)),
              **({"inferred": step.inferred} if step.inferred else {})}   # (only a step that is our reading)
             for path, step in played]
    trace = list(dict.fromkeys(s["clause"] for s in steps if s["clause"]))
    return {"type": "steps", "value": steps}, trace


def _placement(p) -> dict:
    """A set-up's or reinforcement's placement as book.json writes it: kind, places, radius, text,
    one_of (at one of the places)."""
    return {"kind": p.kind, "places": [{"kind": k, "value": v, "name": n} for k, v, n in p.places],
            "radius": p.radius, "text": p.text, "one_of": p.one_of}


def _ours(reading: str) -> dict:
    """A scenario line's `inferred`, as book.json has it (read): null on a line of the source."""
    return {"inferred": reading or None}


_BY_TURN = ("reinforcements", "reinforcement_lines", "removals", "removal_lines", "supports", "amounts")
# a turn of more digits is none a book has: `dsl.limits.MAX_DIGITS` (tests/test_vectors_kept.py holds
# them equal), written here: importing it would bring dsl.limits and dsl.lines into the modules the
# vectors' digest must read
MAX_DIGITS = 100


def _scenario(module, name: str, field: str):
    """One field of a scenario (docs/conformance.md): the words of its set-up and reinforcement lines
    (`setups:SIDE`, `reinforcements:TURN`), and every datum an engine plays by as book.json has it
    (records of plain values: where each line is placed, on which segment, the supports in force
    on a turn, markers, starts, victory conditions, the set-up order, calendars, amounts)."""
    record = module.SCENARIOS[name]
    kind, _, arg = field.partition(":")
    if kind in _BY_TURN and len(arg.lstrip("-")) > MAX_DIGITS:   # (no book's turn: none of its lines, as
        value = []                                                 # in JS; `int` refuses 4,300 digits)
    elif kind == "option":
        from dsl.runtime import option_on
        value = option_on({"scenario": name}, arg, module._SCENARIO_OPTIONS)
    elif kind == "reinforcements":
        value = [f"{r.side}: {r.units}" for r in record.reinforcements if r.turn == int(arg)]
    elif kind == "reinforcement_lines":
        value = [{"side": r.side, "turn": r.turn, "segment": r.segment, "placement": _placement(r.placement),
                  "units": r.units, **_ours(r.inferred)} for r in record.reinforcements if r.turn == int(arg)]
    elif kind == "removals":
        value = [f"{r.side}: {r.units}" + (f" to {r.destination}" if r.destination else "")
                 for r in record.removals if r.turn == int(arg)]
    elif kind == "removal_lines":
        value = [{"side": r.side, "turn": r.turn, "units": r.units, "destination": r.destination, "remark": r.remark,
                  **_ours(r.inferred)} for r in record.removals if r.turn == int(arg)]
    elif kind == "setups":
        value = [f"{s.formation}: {s.units}" if s.formation else s.units   # (a line naming no formation: its units)
                 for s in record.setups if s.side == arg]
    elif kind == "setup_lines":
        value = [{"side": s.side, "formation": s.formation, "placement": _placement(s.placement), "units": s.units,
                  **_ours(s.inferred)} for s in record.setups if s.side == arg]
    elif kind == "supports":   # the support lines in force on that turn (first_turn to last_turn, both in)
        value = [{"side": side, "kind": what, "count": count, **_ours(ours)}
                 for side, first, last, count, what, ours in record.supports if first <= int(arg) <= last]
    elif kind == "amounts":
        value = [{"side": side, "amount": amount, "unit": unit, "title": title}
                 for turn, side, amount, unit, title in record.amounts if turn == int(arg)]
    elif kind == "starts":
        value = [{"side": side, "amount": amount, "unit": unit, "title": title}
                 for side, amount, unit, title in record.starts]
    elif kind == "markers":
        value = [{"side": side, "key": key, "title": title} for side, key, title in record.markers]
    elif kind == "victory":   # (a condition of no side: none, as in book.json)
        value = [{"side": side or None, "text": text} for side, text in record.victories]
    elif kind == "calendars":
        value = [{"fact": fact, "by": by, "values": list(values)} for fact, by, values in record.calendars]
    elif kind == "setup_order":
        value = list(record.setup_order)
    elif kind == "area":   # (in words; "" when the source gives none, as in book.json)
        value = record.area
    else:
        value = getattr(record, field)
        value = None if value == "" else value   # a side not stated is none, as in book.json
    return typed(value), [record.clause] if record.clause else []


_LAST: list = [None, {}]   # the last module's EXAMPLES and {index: example}: found at once, not by a scan


def _examples(module) -> dict:
    if _LAST[0] is not module.EXAMPLES:
        _LAST[:] = [module.EXAMPLES, {x.index: x for x in module.EXAMPLES}]
    return _LAST[1]


def _example(module, index: int):
    return _examples(module)[index]


def _call(module, request: dict):
    described(module, request)
    call, name = request["call"], request["function"]
    args = [python(a) for a in request.get("args") or []]
    kw = _named(request)
    if call == "lookup":
        o = module.TABLES[name].lookup(*args, **kw)
        return typed(o), _Traced(o.trace, o.inferred)
    if call == "sequence":
        return _steps(module, name, kw)
    if call == "scenario":
        return _scenario(module, name, args[0])
    if call == "example":   # the flags, and each check's left side (`answer` writes them as `left`)
        lefts, flags = _example(module, int(name)).body()
        return typed([bool(x) for x in flags]), _Lefts(typed(g) for g in lefts)
    fn = module.FUNCTIONS[name]
    got = fn(*args, **kw)
    if call == "table":
        return typed(got), _Traced(got.trace, got.inferred)
    return typed(got.value), _Traced(got.trace, got.inferred)


def answer(module, request: dict) -> dict:
    """The answer to one request, as the protocol writes it (without `id`)."""
    try:
        value, trace = _call(module, request)
    except NotDescribed as err:
        return {"unsupported": True, "message": str(err)}
    except Exception as err:   # an error is an answer too: its class is compared
        return {"error": type(err).__name__, "message": str(err)}
    if trace.__class__ is _Lefts:   # an example: each check's left side, which the kit compares with the vector's
        return {"value": value, "left": list(trace)}
    if trace is None:
        return {"value": value}
    out = {"value": value, "trace": list(trace)}
    if getattr(trace, "inferred", ()):   # the book's readings the answer rests on, when any
        out["inferred"] = list(trace.inferred)
    return out


class _Lefts(tuple):
    """An example's left sides, where `_call` gives other calls' traces (an example has none)."""


class _Traced(tuple):
    """An answer's trace, with the book's readings it rests on (`inferred`, where it has any)."""

    def __new__(cls, trace, inferred=()):
        self = super().__new__(cls, trace)
        self.inferred = tuple(inferred)
        return self


_MODULES: dict[str, object] = {}


def _module(book: str):
    """The generated package of `book`, imported from `generated/` (only from there: a request's
    `book` that names no package in it, `os` say, is NotDescribed, never another module imported)."""
    if book.__class__ is not str or not book.isidentifier():
        raise NotDescribed(f"no generated package of a book {book!r}: a book id names one")
    if book not in _MODULES:
        from .freshness import project_root
        generated = project_root() / "generated"
        if not (generated / book / "__init__.py").is_file():
            raise NotDescribed(f"no generated package of a book {book!r} in {generated}")
        if str(generated) not in sys.path:
            sys.path.insert(0, str(generated))
        _MODULES[book] = importlib.import_module(book)
    return _MODULES[book]


def engine(request: dict) -> dict:
    """The in-process engine for `rules conform --python compiler.conform_python:engine`: the
    generated package of the request's `book`, imported from `generated/`."""
    try:
        module = _module(request.get("book"))
    except NotDescribed as err:
        return {"id": request.get("id"), "unsupported": True, "message": str(err)}
    return {"id": request.get("id"), **answer(module, request)}


__all__ = ["answer", "engine"]
