"""The work budget of one example, one vector or one `rules explain`: the checker stops rules that
would run for hours. Fed by: a loaded generated module (`examples.load_module`); used by `examples`
(E501), `to_vectors` (a request over budget makes no vector) and `explain` (E501).

A rule's cost is not bounded by the limits on the text: nine `for each` over one list, nested,
visit its length to the ninth power of items (ten units: a thousand million, 84 s), and rules that
each ask the next one twice double at every level (thirty levels: a thousand million rules worked
out). The engines carry that cost (it is the rules'); the checker does not: while it works out one
example, one vector or one explained expression, each rule worked out (each `_Trace` made) and
each item a `for each` visits (`Trace.each`) is one step, and past `MAX_STEPS` steps `OverBudget`
stops it. Engines never see this: the generated module's own `_Trace` is put back afterwards, and
its `each` gives the items as they are.
"""
from __future__ import annotations

from contextlib import contextmanager

MAX_STEPS = 100_000
HINT = ("nested `for each` over one list visit its length to the power of the nesting, and rules that each ask "
        "the next one twice double at every level: nest fewer, or give the example fewer items")


class OverBudget(Exception):
    """One example (vector, explained expression) worked out more than `MAX_STEPS` steps."""


class Budget:
    """Counts the steps of one evaluation; `spent` says whether the budget ran out (even when the
    rules caught the `OverBudget` it raised)."""

    def __init__(self, limit: int | None = None):
        self.limit, self.steps, self.spent, self.clause = limit or MAX_STEPS, 0, False, None

    def spend(self, n: int, clause) -> None:
        self.steps += n
        if self.steps > self.limit:
            self.spent, self.clause = True, self.clause or clause
            raise OverBudget(self.message())

    def message(self) -> str:
        where = f" (it was working out [{self.clause}])" if self.clause else ""
        return (f"it works out more than {self.limit:,} steps{where}, a rule worked out or an item a `for each` "
                f"visits being one step")


def counting(trace: type, budget: Budget) -> type:
    """A subclass of a generated module's `_Trace` that spends one step per rule and per item."""
    def __init__(self, *ids):
        budget.spend(1, ids[0] if ids else None)
        self.ids = list(ids)

    def each(self, items):
        if not hasattr(items, "__len__"):
            items = tuple(items)
        budget.spend(len(items), self.ids[0] if self.ids else None)
        return items

    return type(trace.__name__, (trace,), {"__slots__": (), "__init__": __init__, "each": each,
                                           "__module__": trace.__module__})


@contextmanager
def budgeted(*namespaces: dict, limit: int | None = None):
    """While it lasts, the rules of `namespaces` (a generated module's globals, and copies of them)
    work on one `Budget`, which it gives; afterwards they are as before."""
    budget = Budget(limit)
    plain = [ns["_Trace"] for ns in namespaces]
    for ns, trace in zip(namespaces, plain):
        ns["_Trace"] = counting(trace, budget)
    try:
        yield budget
    finally:
        for ns, trace in zip(namespaces, plain):
            ns["_Trace"] = trace
