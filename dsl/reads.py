"""The facts each rule reads: for every formula, modifier, combine, permission and table of the rule
model, the facts an engine may have to give it. Fed by: `ir.Book`; read by the Python back end (for
the `.reads` of each function) and by tools that ask what an answer depends on.

A rule reads the facts its expressions name, those read by what it calls (less those the call sets
itself), the facts of its `when`/`unless`, and those of the exceptions that can change its answer (their
conditions, `use` and, for a `chosen by` exception, its `decline_<id>` choice), and those of the
`when` of a reading (`inferred when …`) of the rule or of such an exception.
An optional rule reads `options` (or the `scenario` that chooses it); a scenario's rule `scenario`.
A rule that reads a fact a scenario's turn record gives (`month`) also reads the turn fact it is
worked out from (`gt`) and `scenario`.
"""
from __future__ import annotations

from . import ir

BUILTIN_FACTS = {"scenario": "scenario", "options": "options"}


class Reads:
    def __init__(self, book: ir.Book):
        self.book = book
        self.facts = {f.id: f.type for f in book.facts}
        self.nodes = {x.id: x for group in (book.formulas, book.modifiers, book.combines, book.permissions,
                                            book.tables) for x in group}
        self.overrides: dict[str, list[ir.Exception_]] = {}
        for e in book.exceptions:
            self.overrides.setdefault(e.target, []).append(e)
        self._memo: dict[str, frozenset] = {}
        # a fact a scenario's calendar gives → the turn fact it is worked out from, and `scenario`
        self.calendar_inputs: dict[str, set[str]] = {}
        for sc in book.scenarios:
            for cal in sc.calendars:
                self.calendar_inputs.setdefault(cal.fact, set()).update({cal.by, "scenario"})

    def of(self, rule_id: str) -> dict[str, str]:
        """fact → declared type word, sorted by name (a table's header enum, read by its own name, is
        a fact of the book: `builder.merge`)."""
        names = set(self._rule(rule_id))
        for n in names & self.calendar_inputs.keys():   # `month`, worked out from `gt` by a scenario's turn record
            names |= self.calendar_inputs[n]
        return {n: self.facts.get(n, BUILTIN_FACTS.get(n, "any")) for n in sorted(names)}

    # ------------------------------------------------------------ rules
    def _rule(self, rule_id: str) -> frozenset:
        if rule_id in self._memo:
            return self._memo[rule_id]
        self._memo[rule_id] = frozenset()          # a cycle reads nothing more than what is found
        node = self.nodes.get(rule_id)
        names: set[str] = set()
        if isinstance(node, ir.Formula):
            names |= self.expr(node.body) | self.applies(node.applies)
        elif isinstance(node, ir.Modifier):
            names |= self.applies(node.applies)
            for part in (node.amount, node.per, node.at_most):
                names |= self.expr(part)
            if node.effect == "favouring":
                names.add("attacker")
        elif isinstance(node, ir.Combine):
            for member in node.members:
                names |= self._rule(member)
            names |= self.expr(node.at_most)
        elif isinstance(node, ir.Permission):
            names |= self.applies(node.applies) | self.expr(node.unless)
        elif isinstance(node, ir.Table) and node.header_by:
            names.add(node.header_by)
        if getattr(node, "inferred", None) is not None:   # `inferred when …`: whether the answer is ours
            names |= self.expr(node.inferred.when)
        for e in self.overrides.get(rule_id, ()):
            names |= self.applies(e.applies) | self.expr(e.use) | ({e.choice} if e.choice else set())
            if e.inferred is not None:
                names |= self.expr(e.inferred.when)
            if any(r.side for r in e.rewrites):   # `rewrite retreat of IJA`: whose effect is IJA's
                names.add("attacker")
        params = {p.name for p in node.params} if isinstance(node, ir.Formula) else set()
        result = frozenset(names - params)
        self._memo[rule_id] = result
        return result

    def applies(self, a: ir.Applies) -> set[str]:
        names = self.expr(a.condition)
        if a.option:
            names |= {"options", "scenario"}
        if a.scenario:
            names.add("scenario")
        return names

    # ------------------------------------------------------------ expressions
    def expr(self, e) -> set[str]:
        """The facts an expression reads: those its references name, and those the rules it calls
        read (less those each call gives them), met in one walk of its tree (`ir.walk`: an
        argument stands for its value)."""
        names: set[str] = set()
        if e is None:
            return names
        for node in ir.walk(e):
            if isinstance(node, ir.Ref):
                if node.kind in ("fact", "builtin_fact"):
                    names.add(node.name)
            elif isinstance(node, (ir.Call, ir.Lookup)):
                if isinstance(node, ir.Call) and node.kind == "builtin":
                    continue
                target = node.table if isinstance(node, ir.Lookup) else node.name
                given = {a.name for a in node.facts} | {a.name for a in getattr(node, "args", ())
                                                       if isinstance(a, ir.Arg)}
                names |= self._rule(target) - given
                if isinstance(node, ir.Call) and node.kind == "scenario":   # the played scenario's amounts
                    names.add("scenario")
        return names


def reads(book: ir.Book) -> Reads:
    return Reads(book)
