"""Fact assignments for conformance vectors: which values to give the facts a rule reads, so that
its vectors see it apply, not apply, and each of its branches.
Fed by: the rule model (`ir.Book`: fact types, enums, sides, scenarios, and every number a fact is
compared with) and the generated package (`.reads` of each function); read by `to_vectors`.

A fact's candidates: flags False and True; an enum or a side each of its values; a number the
values just around each number the book compares it with (and 0, 1); a ratio 1:1 and 3:1;
`scenario` none and each scenario; `options` none and "all". A rule's assignments are every
combination when there are few, else a base (defaults, or the first candidate) and each fact varied
on its own, then each pair of flags set together, `MAX_ASSIGNMENTS` at most. Deterministic: the
order follows the reads.
"""
from __future__ import annotations

import itertools
from fractions import Fraction

from dsl import ir

from .work_budget import budgeted

MAX_COMBINATIONS = 48
# At most this many assignments of one rule (the bundled books' rules have at most 48): each holds
# every fact the rule reads, and each is asked. Every pair of 200 flags, each assignment of 200
# facts, made a build of a 20 KB book take 49 s and 1.3 GB.
MAX_ASSIGNMENTS = 256
# A rule reading more facts than this (a public function taking them in `**facts`: `to_python.WIDE`)
# gets at most FACT_VALUES / (the facts it reads) assignments, 16 at least, each holding only the facts
# that differ from their defaults (`lean`): the engine applies a default itself.
WIDE_READS = 32
FACT_VALUES = MAX_ASSIGNMENTS * WIDE_READS


def compared_numbers(book: ir.Book, nodes=None) -> dict[str, set]:
    """fact → the numbers (literals and constants) it is compared with anywhere in the book, or in
    `nodes` alone (a rule and the exceptions on it: `Candidates.assignments`' `own`)."""
    constants = {c.id: c.value.value for c in book.constants}
    out: dict[str, set] = {}

    def number_of(e):
        if isinstance(e, ir.Lit) and e.type == "number":
            return e.value
        if isinstance(e, ir.Ref) and e.kind == "constant" and isinstance(constants.get(e.name), (int, Fraction)):
            return constants[e.name]
        return None

    rules = (book.facts, book.formulas, book.modifiers, book.combines, book.permissions, book.exceptions,
             book.sequences, book.examples) if nodes is None else tuple(nodes)   # (tables and prose compare nothing)
    tables = {t.id: t for t in book.tables}
    for node in ir.walk(rules):
        if isinstance(node, ir.Compare):
            for a, b in ((node.left, node.right), (node.right, node.left)):
                n = number_of(b)
                if n is None or isinstance(n, bool):
                    continue
                # a fact or a formula's parameter compared with it, alone or in a sum (`dep + fep >= 30`)
                for ref in ([a] if isinstance(a, ir.Ref) else
                            [x for x in ir.walk(a) if isinstance(x, ir.Ref)] if isinstance(a, ir.Binary) else []):
                    if ref.kind in ("fact", "param"):
                        out.setdefault(ref.name, set()).add(n)
        elif isinstance(node, ir.Modifier) and node.per is not None and node.at_most is not None:
            cap = number_of(node.at_most)   # (`per soviet_artillery, at most 1`: a count past the cap, so it binds)
            if cap is not None and not isinstance(cap, bool):
                for ref in (x for x in ir.walk(node.per) if isinstance(x, ir.Ref) and x.kind in ("fact", "param")):
                    out.setdefault(ref.name, set()).add(cap)
        elif isinstance(node, ir.Lookup) and node.table in tables:
            for arg in node.args:
                if isinstance(arg.value, ir.Ref) and arg.value.kind in ("fact", "param"):
                    out.setdefault(arg.value.name, set()).update(_placed_at(tables[node.table], arg.name))
    return out


def _placed_at(table: ir.Table, argument: str) -> set:
    """The numbers a name given as a lookup's `argument` is tried around: the ends of the table's
    column ranges for a value it places (the edges, and the gaps a missing table's header leaves),
    a column or two each way for a shift. A formula that only passes its parameters to a table
    (Khalkin-Gol's `gcrt_column_at`) compares them with nothing, and was asked at 0 and 1 alone."""
    if argument == "shift":
        return {-2, -1, 1, 2}
    if argument in ("column", "percent", "differential", "value") and table.column_kind in ("percent", "differential",
                                                                                          "numbers"):
        return {end for rng in table.column_ranges if rng is not None for end in rng if end is not None}
    return set()


class Candidates:
    """The values each fact of a book is tried with."""

    def __init__(self, book: ir.Book, module):
        self.module = module
        self.book = book
        self.numbers = compared_numbers(book)
        self._rules = {x.id: x for group in (book.formulas, book.modifiers, book.combines, book.permissions)
                       for x in group}
        self._near: dict[str, dict] = {}   # a rule's id → `near(it)`
        self._on = {}   # a rule's id → the exceptions on it
        for e in book.exceptions:
            self._on.setdefault(e.target, []).append(e)
        self.scenarios = [s.id for s in book.scenarios]
        # scenario → (first turn, last turn or None): a turn given with it is moved into them (`played`)
        self.turns = {s.id: (s.first_turn, s.last_turn) for s in book.scenarios if s.first_turn is not None} \
            if book.turn_fact else {}

    def played(self, facts: dict) -> dict:
        """`facts` with the turn (the book's turn fact) moved to the nearest turn its scenario plays:
        a turn outside it is refused (FactOutOfRange, a negative vector of its own), so a vector
        asking a rule in a scenario asks it on a turn of that scenario."""
        turn = self.book.turn_fact
        turns = self.turns.get(facts.get("scenario")) if self.turns else None
        v = facts.get(turn) if turns is not None else None
        if v is None or v.__class__ is bool:
            return facts
        first, last = turns
        moved = max(v, first) if last is None else min(max(v, first), last)
        return facts if moved == v else {**facts, turn: moved}

    def param_labels(self, p) -> list:
        """What a formula's parameter declared `row of`/`column of`/`roll of` takes (`labels`); a roll of
        dice no table reads (`roll of 1d6`) as a table's roll."""
        return self.rolls(p.dice) if p.dice else self.labels(p.table, p.axis)

    def labels(self, table: str, axis: str) -> list:
        """The labels a parameter declared `row of`/`column of` `table` takes: the table's own; the
        rolls of its dice for one declared `roll of` it (`rolls`)."""
        t = self.module.TABLES[table]
        if axis == "roll":
            return self.rolls(t.dice or "1d6")
        return list(dict.fromkeys(x for x in (t.rows if axis == "row" else t.columns) if x))

    @staticmethod
    def rolls(dice: str) -> list:
        """The rolls of `dice` a vector tries: their ends, and one between (2d1: 2 alone)."""
        count, sides = (int(x) for x in dice.split("d"))   # (not dsl.labels: its digest holds the vector code alone)
        return sorted({count, (count + count * sides + 1) // 2, count * sides})

    def near(self, own: str) -> dict[str, set]:
        """fact or parameter → the numbers the rule `own`, the exceptions on it and the rules they
        call compare it with (`own_nodes`), worked out once per rule: its facts' assignments and its
        parameters' variations (`vector_rules._varied_params`) both read them."""
        got = self._near.get(own)
        if got is None:
            got = self._near[own] = compared_numbers(self.book, self.own_nodes(own))
        return got

    def own_nodes(self, own: str, most: int = 24) -> list:
        """The rule `own`, the exceptions on it, and the rules they call, and theirs (at most `most`
        rules): where the numbers its facts are compared with are (War of the Suns' `random_event`
        passes `turn` to a formula comparing it with 17)."""
        nodes, seen, todo = [], set(), [own]
        while todo and len(seen) < most:
            name = todo.pop(0)
            if name in seen:
                continue
            seen.add(name)
            rule = self._rules.get(name)
            here = ([rule] if rule is not None else []) + self._on.get(name, [])
            nodes += here
            for node in here:
                todo += list(getattr(node, "members", ()))
                todo += [x.name for x in ir.walk(node) if isinstance(x, ir.Call) and x.name in self._rules]
        return nodes

    def of(self, name: str, type_word: str, near=()) -> list:
        """`name`'s candidates; for a number, those around `near` (the numbers the rule asked compares
        it with, and the exceptions on it) first: the 8 smallest of the book's alone left War of the
        Suns' turn limits past 12 untried (`turn < 18` read as `turn < 20` passed the kit)."""
        m = self.module
        if name == "scenario":
            return [None, *self.scenarios]
        if name == "options":
            return [None, ["all"]] if m.OPTIONAL_RULES else [None]
        if type_word == "flag":
            return [False, True]
        if type_word == "side":
            return list(m.BOOK.sides)
        if type_word in m.ENUMS:
            return list(m.ENUMS[type_word])
        if type_word in ("count", "integer", "number", "percent"):
            around = {0, 1}
            for n in self.numbers.get(name, ()):
                around |= {n - 1, n, n + 1}
            own = {v for n in near for v in (n - 1, n, n + 1)}
            def fit(vs):
                vs = sorted(v for v in vs if type_word != "count" or v >= 0)
                if type_word in ("count", "integer"):
                    vs = [int(v) for v in vs if isinstance(v, int) or v.denominator == 1]
                return vs
            first = fit(own | {0, 1}) if own else []
            return sorted(dict.fromkeys(first + [v for v in fit(around) if v not in first][:max(0, 8 - len(first))]))
        if type_word == "ratio":
            return ["1:1", "3:1"]
        records = getattr(m, "RECORDS", {})
        if type_word.startswith("list of ") and type_word[8:] in records:
            return self.lists(records[type_word[8:]])
        return []   # text: left to its default

    def lists(self, record) -> list:
        """A list fact's candidates: no items, one, two alike, two different, and an item given
        without the fields that have defaults (an engine reading such a field as no or 0 passed: the
        items gave every field). An item takes each field's first candidate, or its last (odd
        numbers, so that halving rounds)."""
        def item(pick):
            out = {}
            for fname, word, _ in record.fields:
                values = [3, 7] if word in ("count", "integer", "number", "percent") else self.of(fname, word)
                if values:
                    out[fname] = pick(values)
            return out
        first, last = item(lambda v: v[0]), item(lambda v: v[-1])
        defaulted = {fname for fname, _, has_default in record.fields if has_default}
        bare = [[{k: v for k, v in first.items() if k not in defaulted}]] if defaulted else []
        return [[], [first], [last, last], [first, last], *bare]

    def base(self, name: str, type_word: str, options: list, wide: bool = False):
        m = self.module
        fact = m.FACTS.get(name)
        if fact is not None and fact.has_default and (wide or fact.default in options):
            return fact.default
        return options[0]

    def assignments(self, reads: dict[str, str], own: str | None = None) -> list[dict]:
        """Fact dictionaries to call a rule with (`scenario` and `options` among them when it reads them);
        `own`, the id of the rule asked: the numbers it and the exceptions on it compare facts with are
        tried first."""
        rule = self._rules.get(own)
        near = self.near(own) if own is not None else {}
        choices = {n: self.of(n, t, near.get(n, ())) for n, t in reads.items()}
        played = getattr(getattr(rule, "applies", None), "scenario", None)
        if played and played in choices.get("scenario", ()):   # a scenario's own rule: asked in it first
            choices["scenario"] = [played] + [s for s in choices["scenario"] if s != played]
        choices = {n: c for n, c in choices.items() if c}
        if not choices:
            return [{}]
        if self.turns and "scenario" in choices and self.book.turn_fact in choices:
            return _unique([self.played(f) for f in self._assignments(choices, reads)])
        return self._assignments(choices, reads)

    def _assignments(self, choices: dict, reads: dict[str, str]) -> list[dict]:
        total = 1
        for c in choices.values():
            total *= len(c)
        names = list(choices)
        if total <= MAX_COMBINATIONS:
            return [dict(zip(names, combo)) for combo in itertools.product(*choices.values())]
        # a rule reading many facts gets fewer assignments: each holds every fact it reads, and each
        # is asked (N rules each reading N facts made N³ work: a 12 KB book built in 34 s); its base is
        # every fact at its default, where it has one (its vectors then give only the others: `lean`)
        wide = len(choices) > WIDE_READS
        most = MAX_ASSIGNMENTS if not wide else max(16, FACT_VALUES // len(choices))
        base = {n: self.base(n, reads[n], c, wide) for n, c in choices.items()}
        given = base if not wide else lean(self.module, base)   # (each assignment of a wide rule: what differs)
        out = [given]
        for n, c in choices.items():
            out += [{**given, n: v} for v in c if v != base[n]]
            if len(out) >= most:
                return out[:most]
        flags = [n for n in names if reads[n] == "flag"]
        pairs = itertools.combinations(flags, 2)
        for a, b in itertools.islice(pairs, most - len(out)):
            out.append({**given, a: not base[a], b: not base[b]})
        return out


def _unique(assignments: list[dict]) -> list[dict]:
    """The assignments without repeats, in order (two turns moved into one scenario's make one)."""
    seen, out = set(), []
    for f in assignments:
        key = repr(sorted(f.items(), key=lambda kv: kv[0]))
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def lean(module, facts: dict) -> dict:
    """A wide rule's facts without those at their defaults: the engine applies a default itself."""
    known = module.FACTS
    return {k: v for k, v in facts.items()
            if not (k in known and known[k].has_default and type(v) is type(known[k].default) and v == known[k].default)}


def clean(facts: dict) -> dict:
    """A fact dictionary without the none values of `scenario` and `options` (not given at all)."""
    return {k: v for k, v in facts.items() if not (k in ("scenario", "options") and v is None)}


def fired(module, target: str, facts: dict, allowance=None) -> list:
    """The exceptions on `target` whose conditions hold for these facts, highest precedence first
    (none when deciding raises: a missing fact, a conflict). Conditions that run out of the work
    budget take from the rule's `allowance`, as its requests do."""
    from dsl.runtime import firing
    try:
        with budgeted(module.__dict__, allowance=allowance):   # (a condition that runs out of the work budget fires nothing)
            return firing(getattr(module, "_OVERRIDES_BY", {}).get(target, ()), facts)
    except Exception:   # a condition that cannot be decided here fires nothing
        return []


def pick(vs, items: list[tuple], cap: int = 12) -> None:
    """Add up to `cap` of `items` ((kind, name, clause, request, clauses)): each distinct answer
    first, then the others, all in their own order; and (up to `cap` more) both sides of each place
    where the answer changes between one item and the next, which are one fact's values in order: a
    threshold (War of the Suns' Salween rule from turn 20 was asked at 20 and not at 19, whose
    "none" other turns had given, and an engine starting it at 19 passed)."""
    answers = [vs.ask(item[3]) for item in items]
    keys = [repr(sorted(a.items())) for a in answers]
    first: dict[str, int] = {}
    for i, k in enumerate(keys):
        first.setdefault(k, i)
    chosen = sorted(first.values())[:cap]
    taken = set(chosen)
    flips = sorted({j for i in range(1, len(keys)) if keys[i] != keys[i - 1] for j in (i - 1, i)} - taken)[:cap]
    chosen += flips
    taken.update(flips)
    chosen += [i for i in range(len(items)) if i not in taken][:max(0, cap - len(chosen))]
    for i in sorted(chosen):
        kind, name, clause, req, clauses = items[i]
        vs.add(kind, name, clause, req, answers[i], clauses=clauses)


def classify(vs, kind: str, name: str, clause, req: dict, facts: dict) -> tuple:
    """An item for `pick`: an `exception` vector named after the exception that decided (or changed)
    the answer when one fires for these facts, else a vector of the rule itself."""
    live = fired(vs.module, name, facts, vs.allowance(name))
    if not live:
        return kind, name, clause, req, []
    trace = vs.ask(req).get("trace") or []
    if not trace:   # the rule did not apply, so neither did its exceptions (they fire only where it does)
        return kind, name, clause, req, []
    top = next((o for o in live if o.clause in trace), live[0])
    return "exception", top.id, top.clause, req, [clause] + [o.clause for o in live]
