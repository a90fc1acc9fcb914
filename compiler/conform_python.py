"""The Python adapter of the conformance kit: answers a protocol request with a generated package.
Fed by: a request (a vector's `input`, plus `id` and `book`, docs/conformance.md) and the generated
package of its book; read by `to_vectors` (which computes every expected answer through `answer`)
and by `rules conform BOOK --python compiler.conform_python:engine`.

`answer(module, request)` calls the package's strict public API (or, for `lookup`, the table
alone) and writes the answer as the protocol does: `{"value", "trace"}` or `{"error", "message"}`,
the error being the class name of what the package raised.
"""
from __future__ import annotations

import importlib
import sys

from .vector_values import python, typed


def _named(request: dict) -> dict:
    """The keywords of the call: table arguments, then `scenario` and `options`, then the facts."""
    kw = {k: python(v) for k, v in request.get("keywords", {}).items()}
    if request.get("scenario") is not None:
        kw["scenario"] = request["scenario"]
    if request.get("options") is not None:   # (a list read as the API reads a list; anything else, as given)
        kw["options"] = list(request["options"]) if isinstance(request["options"], list) else request["options"]
    kw.update({k: python(v) for k, v in request.get("facts", {}).items()})
    return kw


def _steps(module, name: str, kw: dict):
    sequence = module.SEQUENCES[name]
    played = sequence.steps(**kw)
    steps = [{"path": path, "kind": step.kind, "clause": step.clause, "who": list(sequence.who(step, **kw))}
             for path, step in played]
    trace = list(dict.fromkeys(s["clause"] for s in steps if s["clause"]))
    return {"type": "steps", "value": steps}, trace


def _scenario(module, name: str, field: str):
    record = module.SCENARIOS[name]
    if field.startswith("option:"):
        from dsl.runtime import option_on
        value = option_on({"scenario": name}, field[len("option:"):], module._SCENARIO_OPTIONS)
    elif field.startswith("reinforcements:"):
        turn = int(field[len("reinforcements:"):])
        value = [f"{r.side}: {r.units}" for r in record.reinforcements if r.turn == turn]
    elif field.startswith("removals:"):
        turn = int(field[len("removals:"):])
        value = [f"{r.side}: {r.units}" + (f" to {r.destination}" if r.destination else "")
                 for r in record.removals if r.turn == turn]
    elif field.startswith("setups:"):
        value = [f"{s.formation}: {s.units}" for s in record.setups if s.side == field[len("setups:"):]]
    else:
        value = getattr(record, field)
        value = None if value == "" else value   # a side not stated is none, as in book.json
    return typed(value), [record.clause] if record.clause else []


_LAST: list = [None, {}]   # the last module's EXAMPLES and {index: example}: found at once, not by a scan


def _example(module, index: int):
    if _LAST[0] is not module.EXAMPLES:
        _LAST[:] = [module.EXAMPLES, {x.index: x for x in module.EXAMPLES}]
    return _LAST[1][index]


def _call(module, request: dict):
    call, name = request["call"], request["function"]
    args = [python(a) for a in request.get("args", [])]
    kw = _named(request)
    if call == "lookup":
        o = module.TABLES[name].lookup(*args, **kw)
        return typed(o), list(o.trace)
    if call == "sequence":
        return _steps(module, name, kw)
    if call == "scenario":
        return _scenario(module, name, args[0])
    if call == "example":
        return typed(list(_example(module, int(name)).run())), None
    fn = module.FUNCTIONS[name]
    got = fn(*args, **kw)
    if call == "table":
        return typed(got), list(got.trace)
    return typed(got.value), list(got.trace)


def answer(module, request: dict) -> dict:
    """The answer to one request, as the protocol writes it (without `id`)."""
    try:
        value, trace = _call(module, request)
    except Exception as err:   # an error is an answer too: its class is compared
        return {"error": type(err).__name__, "message": str(err)}
    return {"value": value} if trace is None else {"value": value, "trace": trace}


_MODULES: dict[str, object] = {}


def _module(book: str):
    if book not in _MODULES:
        from .freshness import project_root
        generated = str(project_root() / "generated")
        if generated not in sys.path:
            sys.path.insert(0, generated)
        _MODULES[book] = importlib.import_module(book)
    return _MODULES[book]


def engine(request: dict) -> dict:
    """The in-process engine for `rules conform --python compiler.conform_python:engine`: the
    generated package of the request's `book`, imported from `generated/`."""
    return {"id": request.get("id"), **answer(_module(request["book"]), request)}


__all__ = ["answer", "engine"]
