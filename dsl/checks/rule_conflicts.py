"""E310: exceptions to one target, at one precedence, whose conditions do not exclude each other,
with the values under which both apply and an example to paste (`witness`); past
`MAX_COMPARED_EXCEPTIONS` pairs compared, E007. Fed by: `resolver` (a `Symbols` table) and
`conditions` (what each exception's conditions pin), through `rules.check`.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report
from ..exception_agreement import agree
from ..resolver import Symbols
from ..limits import MAX_COMPARED_EXCEPTIONS
from .conditions import Values, exclusive_tests, rule_tests
from .witness import said, witness
from .rule_exceptions import EFFECT_TARGETS, TARGETS


def _check_conflicts(sym: Symbols, report: Report) -> None:
    by_target: dict[tuple, list[m.ExceptionRule]] = {}
    for e in sym.book.exceptions:   # (an effect its target cannot take is E203 or E206 already: no conflict to add)
        target = sym.node(e.target) if e.target else None
        if (e.target and e.effect and sym.kind(e.target) in EFFECT_TARGETS.get(e.effect, TARGETS)
                and not (e.effect == "rewrite" and getattr(target, "results", None) == "text")):
            by_target.setdefault((e.target, bool(e.scenario), e.priority), []).append(e)
    for (target, _, prio), group in by_target.items():
        tests = [rule_tests(e, sym) for e in group]
        index = {id(e): n for n, e in enumerate(group)}
        for b, met in _meeting(group, tests):   # one E310 per exception
            if met is None:
                report.error("E007", f"too many exceptions to {target} at one precedence to compare for conflicts",
                             b.span, f"E310 compares at most {MAX_COMPARED_EXCEPTIONS:,} pairs of the exceptions of one "
                             f"rule at one level and priority ({prio}), and {b.id} goes past it: give some another "
                             "`priority`, or make each pin a fact to its own values (`when k == 3`: those are "
                             "never compared)")
                break
            met = [a for a in met if not agree(a, b)]   # (rewrites of other fields: both apply, in either order)
            if not met:
                continue
            others = (f"exceptions {met[0].id} and {b.id} can both apply" if len(met) == 1 else
                      f"exception {b.id} and {len(met)} others ({', '.join(a.id for a in met[:3])}"
                      f"{', …' if len(met) > 3 else ''}) can all apply")
            alike = all(a.effect == b.effect and a.effect in ("allow", "forbid", "cancel") for a in met)
            found = witness(sym, met[0], tests[index[id(met[0])]], b, tests[index[id(b)]])
            report.error("E310", f"{others} to {target} with the same precedence", b.span,
                         f"{met[0].id} and {b.id} {'may both apply' if found.possibly else 'both apply'} when "
                         f"{said(found)}{_unread(found)}; give one of them a `priority` "
                         f"({'both are' if len(met) == 1 else 'all are'} at priority "
                         f"{prio}), or make their conditions exclusive" +
                         (f" (both `{b.effect}`, but the one that decides is the one cited: the priority says which)"
                          if alike else "") + _pasted(found, met[0]), witness=found)


def _unread(found) -> str:
    """What a "possibly" witness leaves to the designer."""
    return (" (the checker cannot read all of their conditions: `or`, a call, a fact compared with a fact; "
            "these values pass what it reads)") if found.possibly else ""


def _pasted(found, first: m.ExceptionRule) -> str:
    """The hint's last sentence: the example to paste, and the answer it expects."""
    if not found.example:
        return ""
    where = f" into clause {found.clause}" if found.clause else ""
    expects = (f"the answer with {first.id}'s rewrite run first" if first.effect == "rewrite" else
               f"{first.id}'s answer")   # (rewrites all run, the higher priority's first)
    return (f". To keep the case checked, paste this example{where} (it expects {expects}: "
            f"give {first.id} the higher priority, or write the other's): {found.example}")


def _meeting(group: list, tests: list[dict]):
    """Each exception of `group` with the earlier ones its conditions do not exclude (`tests`: each
    one's `rule_tests`). Pairs are many (3,000 exceptions of one target took 36 s): an exception
    that pins a fact to values (`k == 3`) is only set against the earlier ones that pin it to one of
    those values, or do not pin it; the others are excluded without being read. Exceptions that
    pin nothing (`a > 3`) meet pair by pair: past `MAX_COMPARED_EXCEPTIONS` pairs, the exception
    that goes past it comes with None, and nothing after it (E007: 4,000 took 26 s, 10,000 ~3 min)."""
    compared = 0
    pinned = [{f: t.values for f, t in ts.items() if isinstance(t, Values) and t.inside} for ts in tests]
    by_value: dict[str, dict] = {}      # fact → value → the earlier exceptions pinning the fact to it
    unpinned: dict[str, list[int]] = {}  # fact → the earlier exceptions not pinning it
    for n, b in enumerate(group):
        if pinned[n]:
            fact = min(pinned[n], key=lambda f: len(pinned[n][f]))
            near = set(unpinned.get(fact, range(n)))
            for v in pinned[n][fact]:
                near.update(by_value.get(fact, {}).get(v, ()))
            candidates = sorted(near)
        else:
            candidates = range(n)
        compared += len(candidates)
        if compared > MAX_COMPARED_EXCEPTIONS:     # (a stated limit: the pairs left are never read)
            yield b, None
            return
        yield b, [group[i] for i in candidates if not exclusive_tests(group[i], tests[i], b, tests[n])]
        for f in pinned[n].keys() - by_value.keys():   # a fact pinned for the first time: none before pinned it
            unpinned[f] = list(range(n))
        for f, values in pinned[n].items():
            for v in values:
                by_value.setdefault(f, {}).setdefault(v, []).append(n)
        for f in unpinned.keys() - pinned[n].keys():
            unpinned[f].append(n)
