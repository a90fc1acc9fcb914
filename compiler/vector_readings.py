"""Vectors on both sides of a reading's condition (`inferred when COND "…"` on a formula, a modifier
or a permission): an answer that carries the reading and one that does not, and from a call that
carries it, each input moved one at a time to where the reading falls away (each part of an `and`
shows alone). Fed by `vector_rules.rule_vectors`, with the calls it tried for the rule.

Without them the kit asked Shanghai's `reinforcement_vp` (`inferred when divisions + brigades > 0`)
only where the sum was more than 0, and an engine marking every answer passed; dropping one part of
Changsha's barrage condition (`roll == 1 and …`) passed too (the readings probe).
"""
from __future__ import annotations

from dsl.marked import plain

from .vector_facts import classify, clean
from .vector_values import request

MOST = 8   # vectors a reading's condition adds to its rule's
MOST_ASKS = 400   # calls tried in search of one that carries the reading, when none tried does


def reading_vectors(vs, kind: str, rule, tried: list, varied) -> None:
    """`varied(args, facts)`: the calls one input away from (args, facts) (`vector_rules`)."""
    reading = getattr(rule, "inferred", None)
    if reading is None or reading.when is None or not tried:
        return
    text = plain(reading.text)

    def carries(args, facts) -> bool | None:
        got = vs.ask(request(kind, rule.id, args=args, facts=clean(facts)))
        return None if "error" in got or "value" not in got else text in got.get("inferred", ())

    sides = {True: None, False: None}
    for args, facts in tried:
        side = carries(args, facts)
        if side is not None and sides[side] is None:
            sides[side] = (args, facts)
    if sides[True] is None:   # (no call tried carries it: one input, then two, away from those that do not:
        sides[True] = _search(tried[:MOST], varied, carries)   # Changsha's barrage needs a 1, 5 points, woods)
    if sides[True] is None:
        return
    added = 0
    for side in (True, False):
        if sides[side] is not None:
            added += _add(vs, kind, rule, *sides[side])
    args, facts = sides[True]
    for n, (a, f) in enumerate(varied(list(args), facts)):   # (each input moved alone from a call that carries it)
        if added >= MOST or n >= MOST_ASKS // 4:
            break
        if carries(a, f) is False:
            added += _add(vs, kind, rule, a, f)


def _search(start: list, varied, carries):
    """The first call found that carries the reading, one input away from `start`, then two; None
    after `MOST_ASKS` calls."""
    asked, level = 0, [(list(a), f) for a, f in start]
    for _ in range(2):
        below = []
        for args, facts in level:
            for a, f in varied(args, facts):
                asked += 1
                if carries(a, f):
                    return a, f
                if asked >= MOST_ASKS:
                    return None
                below.append((a, f))
        level = below
    return None


def _add(vs, kind: str, rule, args, facts) -> int:
    item = classify(vs, kind, rule.id, rule.clause, request(kind, rule.id, args=args, facts=clean(facts)), facts)
    return vs.add(*item[:4], clauses=item[4]) is not None
