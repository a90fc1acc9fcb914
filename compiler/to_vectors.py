"""Conformance vectors: requests → expected answers with clause ids, for engines in any language.
Fed by: a compiled book (`pipeline.Compiled`: its rule model and its loaded generated module). Written to `generated/<book>/vectors.json`; its JSON
Schema is `compiler.vectors_schema`; the format and the protocol are in docs/conformance.md.

Every vector has a stable id `book/clause/construct/NNN` (numbered within its clause and
construct), a `kind`, a one-line `description`, the `clauses` it tests, an `input` (a request of
the conformance protocol: call, function, args, keywords, facts, scenario, options) and the
`expected` answer: `{"value", "trace"}` or `{"error", "message"}`. Expected answers are computed by
the generated package itself, through the Python adapter (`conform_python.answer`), so the vectors
say exactly what the compiled rules say. Kinds, in the order they are made: table `cell`,
`placement` (computed odds, percentages, differentials, with shifts), `edge`, `missing`, `table`
and `exception` (a table read through its rule, rewrites firing or not), `formula`, `modifier`,
`combine`, `permission` (and `exception` where one fires), `sequence`, `scenario`, `example`,
`negative` (input the strict API refuses). A request whose answer takes more steps than the
work budget of the checker (`work_budget`, whose allowance the requests of one rule share) makes no
vector: engines carry that cost, the build does not.
"""
from __future__ import annotations

import json

from dsl import ir

from . import vector_negative
from .conform_python import answer
from .vector_facts import Candidates, clean, pick
from .vector_played import calendar_turns, in_every_scenario, in_scenarios
from .vector_rules import rule_vectors
from .vector_tables import table_vectors
from .vector_values import request, typed
from .work_budget import RULE_VECTOR_STEPS, SPARE_STEPS, VECTOR_STEPS, Allowance, budgeted

SCHEMA_VERSION = 3
# One encoder for every request key (json.dumps with options builds a new encoder on each call).
_request_key = json.JSONEncoder(sort_keys=True).encode
_plain = json.JSONEncoder(ensure_ascii=False).encode
OVER_BUDGET: dict = {}   # the answer to a request that runs out of the work budget: it makes no vector
KINDS = ("cell", "placement", "edge", "missing", "table", "exception", "formula", "modifier", "combine", "permission",
         "sequence", "scenario", "example", "negative")


def _short(t: dict) -> str:
    kind, value = t["type"], t["value"]
    if kind == "result":
        drm = f", drm {value['drm']:+}" if isinstance(value["drm"], int) and value["drm"] else ""
        return f"{value['text'] or '(blank)'} (row {value['row']}, column {value['column']}{drm})"
    if kind == "list":
        return "[" + ", ".join(_short(x) for x in value[:4]) + (", …" if len(value) > 4 else "") + "]"
    if kind == "record":
        return "{" + ", ".join(f"{k}: {_short(v)}" for k, v in value.items()) + "}"
    if kind == "steps":
        return f"{len(value)} steps: " + ", ".join(s["path"].rsplit(".", 1)[-1] for s in value[:6]) + \
            (", …" if len(value) > 6 else "")
    return "none" if value is None else _plain(value).strip('"')


def describe(req: dict, expected: dict, title: str | None = None) -> str:
    """One line: what is asked, and the answer. A worked example by its title ("example 75 “…” →
    [true]": as `75() → [true]` it read as the call of a function named 75, the engine probe)."""
    got = f"raises {expected['error']}" if "error" in expected else _short(expected["value"])
    if req["call"] == "example":
        line = f"example {req['function']}" + (f" “{title}”" if title else "") + f" → {got}"
        return line if len(line) <= 200 else line[:199] + "…"
    parts = [_short(a) for a in req["args"]]
    parts += [f"{k} {_short(v)}" for k, v in req["keywords"].items()]
    parts += [f"{k}={_short(v)}" for k, v in req["facts"].items()]
    if req["scenario"]:
        parts.append(f"scenario {req['scenario']}")
    if req["options"] is not None:
        parts.append(f"options {', '.join(req['options'])}")
    line = f"{req['function']}({'; '.join(parts)}) → {got}"
    return line if len(line) <= 200 else line[:199] + "…"


class Vectors:
    """Collects vectors in order, computing each expected answer with the generated package."""

    def __init__(self, compiled):
        self.compiled, self.module, self.ir = compiled, compiled.module, compiled.ir
        self.candidates = Candidates(self.ir, self.module)
        self.out: list[dict] = []
        self._seen: set[str] = set()
        self._answers: dict[str, dict] = {}
        self.allowances: dict = {}   # rule → what its requests may still work out together (`allowance`)
        self.book_allowance = Allowance(VECTOR_STEPS)   # …and all of them (a backstop: about 30 s)
        self.ran_out: set = set()    # the rules a request of which ran out of its budget
        self.worked: dict = {}       # rule → the calls its worked examples make (`vector_rules`)

    def allowance(self, rule) -> Allowance:
        """What the requests of `rule` may still work out together (`work_budget.RULE_VECTOR_STEPS`)."""
        held = self.allowances.get(rule)
        if held is None:
            held = self.allowances[rule] = Allowance(RULE_VECTOR_STEPS)
        return held

    def ask(self, req: dict, key: str | None = None) -> dict:
        """The expected answer to `req`, or `OVER_BUDGET` when working it out takes more steps than
        the checker allows (`work_budget`): no vector is made of it."""
        key = key if key is not None else _request_key(req)
        if key not in self._answers:
            rule = req.get("function")
            # (a rule that ran out once is asked with a spare budget: its other inputs are as costly, most
            # likely; and each rule's requests share an allowance of their own, so no rule's vectors
            # depend on the others', nor on their order, until the book's own is gone. The answers the
            # rules keep for each other (`_rt.inner`) are forgotten first: kept by an earlier rule's
            # requests, they made a later rule's cost nothing, and its vectors hang on the order)
            for kept in getattr(self.module, "_KEPT__INNER", ()):
                kept.clear()
            spare = rule in self.ran_out or self.book_allowance.spent
            with budgeted(self.module.__dict__, limit=SPARE_STEPS if spare else None,
                          allowance=self.allowance(rule)) as budget:
                got = answer(self.module, req)
            self.book_allowance.take(budget)
            if budget.spent:
                self.ran_out.add(rule)
            self._answers[key] = OVER_BUDGET if budget.spent else got
        return self._answers[key]

    def add(self, kind: str, name: str, clause, req: dict, expected: dict | None = None, clauses=(), **extra):
        key = _request_key(req)
        if key in self._seen:
            return None
        self._seen.add(key)
        expected = expected if expected is not None else self.ask(req, key)
        if expected is OVER_BUDGET:
            return None
        if "left" in expected:   # (an example's left sides are the vector's own `left`, not its answer's)
            expected = {k: v for k, v in expected.items() if k != "left"}
        trace = expected.get("trace") or []
        tested = list(dict.fromkeys(c for c in (clause, *clauses, *trace) if c))
        self.out.append({"id": None, "kind": kind, "construct": name, "clause": clause, "clauses": tested,
                         "description": describe(req, expected, extra.get("title")), "input": req, "expected": expected, **extra})
        return expected

    def finish(self) -> list[dict]:
        counters: dict[tuple, int] = {}
        for v in self.out:
            key = (v["clause"] or "-", v["construct"])
            counters[key] = counters.get(key, 0) + 1
            v["id"] = f"{self.ir.id}/{key[0]}/{key[1]}/{counters[key]:03d}"
        return self.out


def _lefts(ex, checks) -> list:
    """The typed value of each check's left side (null for a check that is not a comparison)."""
    got = ex.got()   # the checks passed when the book was compiled, so their left sides evaluate
    return [typed(g) if isinstance(c, ir.Compare) else None for g, c in zip(got, checks)]


def _example_vectors(vs: Vectors) -> None:
    sources = {ex.index: ex for ex in vs.ir.examples}
    for ex in vs.module.EXAMPLES:
        source = sources[ex.index]
        req = request("example", ex.index)
        vs.add("example", "example", ex.clause, req, title=ex.title,
               checks=list(source.written), left=_lefts(ex, source.checks))


def _sequence_vectors(vs: Vectors) -> None:
    sides = set(vs.module.BOOK.sides)
    for seq in vs.ir.sequences:
        reads: dict[str, str] = {}
        for node in ir.walk((seq.steps, seq.skips)):
            if isinstance(node, ir.Ref) and node.kind == "fact":
                reads[node.name] = vs.module.FACTS[node.name].type
            if isinstance(node, ir.Step):
                reads.update({w: "side" for w in node.who   # side facts (`who active_player`), not unit kinds
                              if w not in sides and getattr(vs.module.FACTS.get(w), "type", None) == "side"})
                if node.applies.scenario:
                    reads["scenario"] = "scenario"
        if seq.skips:
            reads["scenario"] = "scenario"
        pick(vs, [("sequence", seq.id, seq.clause, request("sequence", seq.id, facts=clean(f)), [])
                  for f in vs.candidates.assignments(dict(sorted(reads.items())))])
        # each scenario that leaves out a step on a condition, with the facts varied in it: the facts
        # were varied only without a scenario, and an engine ignoring Haichi-Go's July skip passed
        others = dict(sorted((n, t) for n, t in reads.items() if n != "scenario"))
        for scenario in dict.fromkeys(sk.scenario for sk in seq.skips if sk.condition is not None):
            pick(vs, [("sequence", seq.id, seq.clause,
                       request("sequence", seq.id, facts=clean(vs.candidates.played({**f, "scenario": scenario}))), [])
                      for f in vs.candidates.assignments(others)], cap=6)


def _scenario_vectors(vs: Vectors) -> None:
    for sc in vs.ir.scenarios:
        fields = ["first_turn", "last_turn", "first_side", "exceptions"]
        fields += [f"setups:{s}" for s in dict.fromkeys(x.side for x in sc.setups)]
        fields += [f"reinforcements:{t}" for t in sorted({r.turn for r in sc.reinforcements})]
        fields += [f"removals:{t}" for t in sorted({r.turn for r in sc.removals})]
        fields += [f"option:{o}" for o in _options_asked(vs.module, sc.id)]
        # (after the fields above, so their vectors keep their ids) what an engine places and plays by:
        # each line's placement and segment, the supports in force, markers, starts, victory, …
        fields += ["area", "setup_order", "starts", "markers", "victory", "calendars"]
        fields += [f"setup_lines:{s}" for s in dict.fromkeys(x.side for x in sc.setups)]
        fields += [f"reinforcement_lines:{t}" for t in sorted({r.turn for r in sc.reinforcements})]
        fields += [f"supports:{t}" for t in _support_turns(sc)]
        fields += [f"amounts:{t}" for t in sorted({a.turn for a in sc.amounts})]
        fields += [f"removal_lines:{t}" for t in sorted({r.turn for r in sc.removals})]   # (with their readings)
        for f in fields:
            vs.add("scenario", sc.id, sc.clause, request("scenario", sc.id, args=[f]))


def _support_turns(sc) -> list[int]:
    """The turns a scenario's `supports:TURN` vectors ask: where each support line starts and ends,
    and the turns just before and after it (within the scenario's turns, when it gives them), so a
    count, a side, a kind or a span an engine has wrong fails a vector."""
    turns = {t for s in sc.supports for t in (s.first_turn - 1, s.first_turn, s.last_turn, s.last_turn + 1)}
    return sorted(t for t in turns if (sc.first_turn is None or t >= sc.first_turn)
                  and (sc.last_turn is None or t <= sc.last_turn))


def _options_asked(module, scenario: str) -> list[str]:
    """The optional rules a scenario's vectors ask about: each it chooses, the first and last when it
    chooses `all`, and the first it leaves out. (Every optional rule of every scenario was N × M
    vectors: 400 scenarios and 400 optional clauses made 161,600, a 66 MB file.)"""
    optional = module.OPTIONAL_RULES
    chosen = module._SCENARIO_OPTIONS.get(scenario, ())
    if "all" in chosen:
        return list(dict.fromkeys(optional[:1] + optional[-1:]))
    return [o for o in optional if o in chosen] + [o for o in optional if o not in chosen][:1]


def vectors(compiled) -> dict:
    vs = Vectors(compiled)
    table_vectors(vs)
    rule_vectors(vs)
    _sequence_vectors(vs)
    _scenario_vectors(vs)
    _example_vectors(vs)
    vector_negative.negative_vectors(vs)
    in_scenarios(vs, OVER_BUDGET)   # (last: the ids of the others stay as they were)
    in_every_scenario(vs)
    calendar_turns(vs)
    out = vs.finish()
    return {"schema": SCHEMA_VERSION, "book": compiled.ir.id, "count": len(out), "vectors": out}
