"""Vectors of rules as a game plays them: in a scenario, and with an optional rule in play. Fed by:
the vectors `to_vectors` has made of the rules and tables (`vector_rules`, `vector_tables`); read by
`to_vectors`, which adds these last (the ids of the others do not move).

- **In a scenario.** Every rule and table vector was asked without one, so an engine that dropped
  every modifier and exception whenever a scenario was given passed all of Changsha's vectors (the
  engine-author probe, round 4), though a game is played in one. Each modifier, combine and
  exception is asked in every scenario once (`in_every_scenario`), and up to `PER_CONSTRUCT`
  vectors of each rule, table and exception (each a different answer) are asked again in a scenario, the book's
  scenarios taken in turn (for one given `options`, the scenarios that play those optional rules,
  without `options`); of those tried (`TRIES`), the first in which the clauses that answered
  without a scenario still answer is kept.
- **An exception of an optional rule.** An exception that fires only when its optional clause is in
  play fired in no vector when no worked example plays it (Khalkin-Gol's agent replacement, 24.6.2:
  an engine ignoring it passed every vector): the facts tried for its rule are tried again with that
  clause given as `options`, and the first in which it fires is a vector.
"""
from __future__ import annotations

from .vector_facts import classify, clean, fired
from .vector_values import request

PER_CONSTRUCT = 3    # vectors of one construct asked again in a scenario (each a different answer)
TRIES = 3            # scenarios tried for one of them
KINDS = ("formula", "modifier", "combine", "permission", "exception", "cell")


def in_scenarios(vs, over_budget) -> None:
    """The rule, table and exception vectors made so far, a few of each asked again in a scenario."""
    scenarios = [sc.id for sc in vs.ir.scenarios]
    if not scenarios:
        return
    turn = 0
    asked: dict[tuple, set] = {}
    for v in list(vs.out):
        req = v["input"]
        if v["kind"] not in KINDS or req["scenario"] is not None:
            continue
        if req["options"] is not None:   # (an optional rule in play: asked in a scenario that plays it)
            among = [sc.id for sc in vs.ir.scenarios if sc.all_options or set(req["options"]) <= set(sc.options)]
        else:
            among = scenarios[turn % len(scenarios):] + scenarios[:turn % len(scenarios)]
        answers = asked.setdefault((v["kind"], v["construct"]), set())
        answer = repr(v["expected"])
        if not among or len(answers) >= PER_CONSTRUCT or answer in answers:
            continue
        answers.add(answer)
        wanted = set(v["expected"].get("trace") or ())
        kept = None
        for scenario in among[:TRIES]:
            again = _on_its_turns(vs, {**req, "scenario": scenario, "options": None})
            got = vs.ask(again)
            if got is over_budget:
                continue
            if kept is None or wanted <= set(got.get("trace") or ()):
                kept = (again, got)
                if wanted <= set(got.get("trace") or ()):
                    break
        turn += 1
        if kept is not None:
            vs.add(v["kind"], v["construct"], v["clause"], kept[0], kept[1], clauses=v["clauses"])


def _on_its_turns(vs, req: dict) -> dict:
    """`req` (a request) with its turn moved to the nearest its scenario plays (`Candidates.played`):
    asked again in a scenario, a vector asks the rule, not the refusal of a turn the scenario never plays."""
    turn = vs.ir.turn_fact
    typed = req["facts"].get(turn) if turn else None
    if not typed or typed.get("type") != "number" or type(typed.get("value")) is not int:
        return req
    moved = vs.candidates.played({"scenario": req["scenario"], turn: typed["value"]})[turn]
    return req if moved == typed["value"] else {**req, "facts": {**req["facts"], turn: {**typed, "value": moved}}}


EVERY = ("modifier", "combine", "exception")   # the kinds asked in every scenario of the book
CALENDAR_RULES = 3   # rules asked of each scenario's calendar (the first that read its fact)


def calendar_turns(vs) -> None:
    """A rule that reads a fact a scenario's calendar gives, asked on the calendar's first turn, the
    turn before it, one turn past it, and with no turn given: an engine reading the last month past the calendar, or the
    first when no turn is given, passed every vector (the engine-author probe, round 5; the answer
    is MissingFact both ways)."""
    from .vector_rules import base_args
    from .vector_values import request
    worked = vs.worked   # (a worked call's arguments answer: the base ones may not get that far)
    rules = [("formula", r) for r in vs.ir.formulas] + [("modifier", r) for r in vs.ir.modifiers] + \
        [("combine", r) for r in vs.ir.combines] + [("permission", r) for r in vs.ir.permissions]
    for sc in vs.ir.scenarios:
        for cal in sc.calendars:
            readers = [(kind, r) for kind, r in rules if cal.fact in vs.module.FUNCTIONS[r.id].reads
                       and cal.by not in getattr(r, "params", ())][:CALENDAR_RULES]
            first = sc.first_turn if sc.first_turn is not None else 1
            for kind, rule in readers:
                calls = [(list(a), {k: v for k, v in f.items() if k not in ("scenario", "options", cal.by, cal.fact)})
                         for a, f in worked.get(rule.id, ())[:2]]
                args = base_args(vs, rule)
                calls += [(args, {})] if args is not None else []
                for args, given in calls:
                    for turn in (first, first - 1, first + len(cal.values), None):   # (and before it: GT 0)
                        facts = {**given, "scenario": sc.id, **({cal.by: turn} if turn is not None else {})}
                        vs.add(kind, rule.id, rule.clause, request(kind, rule.id, args=args, facts=facts))


def in_every_scenario(vs) -> None:
    """Each modifier, combine and exception asked in every scenario of the book, once: its vector
    (asked without a scenario nor options) whose answer went through the most clauses. Asked in
    three of them, an engine dropping every modifier in one of War of the Suns' twelve scenarios
    passed (the kit's regression probe)."""
    scenarios = [sc.id for sc in vs.ir.scenarios]
    best: dict[tuple, dict] = {}
    for v in vs.out:
        req = v["input"]
        if v["kind"] in EVERY and req["scenario"] is None and req["options"] is None:
            key = (v["kind"], v["construct"])
            if key not in best or len(v["expected"].get("trace") or ()) > len(best[key]["expected"].get("trace") or ()):
                best[key] = v
    for v in best.values():
        for scenario in scenarios:
            vs.add(v["kind"], v["construct"], v["clause"], _on_its_turns(vs, {**v["input"], "scenario": scenario}),
                   clauses=v["clauses"])


def optioned(vs, kind: str, rule, exceptions: list, tried: list) -> None:
    """For each exception on `rule` that only an optional clause puts in play, a vector in which it
    fires: one of the facts tried for the rule, with that clause as `options`."""
    named = {v["construct"] for v in vs.out if v["kind"] == "exception"}
    for e in exceptions:
        option = getattr(e.applies, "option", None)
        if not option or e.id in named:
            continue
        for args, facts in tried:
            given = {**facts, "options": [option]}
            if e.id in {o.id for o in fired(vs.module, rule.id, given, vs.allowance(rule.id))}:
                item = classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=args, facts=clean(given)),
                                given)
                vs.add(*item[:4], clauses=item[4])
                break
