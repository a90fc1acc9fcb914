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

A book's examples also share one `Allowance` of steps: each may spend `MAX_STEPS`, so a book of 160
examples that each run out cost 160 budgets (48 s for a 6 KB book), and a thousand examples that
each need nearly a budget, a thousand. Once they together have worked out `BOOK_STEPS`, every later
example of that book has only `SPARE_STEPS`: those that need no more still run (the four bundled
books' need at most 30, and all of one book's together under 1,000), the others stop at once, and
say why (`SPARE_HINT`). The vector requests of one rule (a formula, a table, …) share one of
`RULE_VECTOR_STEPS` likewise, and a request of a rule that ran out before has a spare budget at once
(`to_vectors.Vectors.ask`): each rule's vectors depend on that rule alone, never on the order of the
others (one allowance for all the book's requests left a cheap rule declared after costly ones
without vectors, silently), and the build's work grows with the number of rules, at most; and past
`VECTOR_STEPS` for all of a book's requests together (a book of some forty costly rules), every
later request has a spare budget.
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

MAX_STEPS = 100_000
BOOK_STEPS = 1_000_000      # what one book's examples may work out together (ten budgets, about 3 s)
RULE_VECTOR_STEPS = 500_000  # …and the vector requests of one rule (five budgets, about 1.5 s; the bundled books' under 1,000)
VECTOR_STEPS = 10_000_000    # …and all the vector requests of one book (a backstop, about 30 s; the bundled books' under 4,000)
SPARE_STEPS = 1_000         # the budget of each later one
SPARE_HINT = ("the examples above worked out what one book's examples may together (those that ran out of steps "
              "most): make them cheaper, and this one runs with the whole budget again")
HINT = ("nested `for each` over one list visit its length to the power of the nesting, and rules that each ask "
        "the next one twice double at every level: nest fewer, or give the example fewer items")


class OverBudget(Exception):
    """One example (vector, explained expression) worked out more than `MAX_STEPS` steps."""


class Budget:
    """Counts the steps of one evaluation; `spent` says whether the budget ran out (even when the
    rules caught the `OverBudget` it raised)."""

    def __init__(self, limit: int | None = None, allowance: Allowance | None = None):
        self.spare = allowance is not None and allowance.spent   # (its allowance is gone: a spare budget)
        self.limit = SPARE_STEPS if self.spare else min(limit or MAX_STEPS, MAX_STEPS)
        self.steps, self.spent, self.clause = 0, False, None

    def spend(self, n: int, clause) -> None:
        self.steps += n
        if self.steps > self.limit:
            self.spent, self.clause = True, self.clause or clause
            raise OverBudget(self.message())

    def message(self) -> str:
        where = f" (it was working out [{self.clause}])" if self.clause else ""
        after = (f", the most each may once the book's examples before it have worked out {BOOK_STEPS:,} steps "
                 f"together" if self.spare else "")
        return (f"it works out more than {self.limit:,} steps{where}{after}, a rule worked out or an item a "
                f"`for each` visits being one step")


class Allowance:
    """The steps one book's examples (or vector requests) may still work out together (`BOOK_STEPS`);
    once they are gone, each later one has a spare budget."""

    def __init__(self, total: int | None = None):
        self.left = BOOK_STEPS if total is None else total

    @property
    def spent(self) -> bool:
        return self.left <= 0

    def take(self, budget: Budget) -> None:
        self.left -= min(budget.steps, budget.limit)   # (the step that ran over was never worked out)


# The budget of the evaluation this thread (this context) is in, or None: the counting class is put
# in a module once for every evaluation under way, in any thread, and counts only for those of its
# own thread. (Each `budgeted` put its own class in and the plain one back: two threads at once left
# one's class in the module, and another thread's engine calls then ran out of a budget not theirs.)
_CURRENT: ContextVar[Budget | None] = ContextVar("work_budget", default=None)
_LOCK = threading.Lock()
_PUT_IN: dict[int, list] = {}   # id(namespace) → [namespace, its plain `_Trace`, evaluations under way]


@lru_cache(maxsize=None)
def counting(trace: type) -> type:
    """A subclass of a generated module's `_Trace` that spends one step per rule and per item of the
    budget of its thread's evaluation (`_CURRENT`), and none outside one."""
    def __init__(self, *ids):
        budget = _CURRENT.get()
        if budget is not None:
            budget.spend(1, ids[0] if ids else None)
        self.ids = list(ids)
        self.inferred = None   # (as `Trace.__init__`)

    def each(self, items):
        budget = _CURRENT.get()
        if budget is None:
            return items
        if not hasattr(items, "__len__"):
            items = tuple(items)
        budget.spend(len(items), self.ids[0] if self.ids else None)
        return items

    return type(trace.__name__, (trace,), {"__slots__": (), "__init__": __init__, "each": each,
                                           "__module__": trace.__module__})


@contextmanager
def budgeted(*namespaces: dict, limit: int | None = None, allowance: Allowance | None = None):
    """While it lasts, the rules of `namespaces` (a generated module's globals, and copies of them)
    work on one `Budget` in this thread, which it gives; afterwards they are as before (once no
    other thread's evaluation is under way in them). With an `allowance` (a book's examples', a
    rule's vector requests'), what the budget worked out is taken from it, and once it is gone the
    budget is a spare one."""
    budget = Budget(limit, allowance)
    token = _CURRENT.set(budget)
    with _LOCK:
        for ns in namespaces:
            held = _PUT_IN.get(id(ns))
            if held is None:
                plain = ns["_Trace"]
                _PUT_IN[id(ns)] = [ns, plain, 1]
                ns["_Trace"] = counting(plain)
            else:
                held[2] += 1
    try:
        yield budget
    finally:
        with _LOCK:
            for ns in namespaces:
                held = _PUT_IN[id(ns)]
                held[2] -= 1
                if held[2] == 0:
                    ns["_Trace"] = held[1]
                    del _PUT_IN[id(ns)]
        _CURRENT.reset(token)
        if allowance is not None:
            allowance.take(budget)
