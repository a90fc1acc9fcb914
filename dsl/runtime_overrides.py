"""The runtime's exceptions: overrides of a rule or a table, asked in precedence order. Fed by:
the generated package, which builds an `Override` for each exception of the book and groups them
by target (`by_target`; read through `dsl.runtime`).

`fired` asks each exception's condition once and orders the ones that hold by precedence (a tie is
a `ConflictError`); `rewrite` applies the firing rewrites to a table's outcome, keeping what each
set of exceptions made of a shared outcome; `watching_exceptions` lets `rules explain` see which
fired, in its own thread only.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from .exception_agreement import agree
from .runtime_builtins import fact
from .runtime_data import ConflictError, MissingFact
from .runtime_outcomes import Effect, Outcome

# ---------------------------------------------------------------- exceptions
class Override:
    """A compiled exception: what it overrides, when, how, and its precedence."""

    __slots__ = ("id", "clause", "target", "level", "priority", "effect", "rewrites", "condition", "use", "sided",
                 "pin", "inferred", "chooser", "choice")

    def __init__(self, id, clause, target, level, priority, effect, rewrites=(), condition=None, use=None, pin=None,
                 inferred=None, chooser=None, choice=None):
        # `pin`: (how it is read, "fact" or "get"; the fact's name; a value) when the condition first reads
        # that fact and holds only where it equals the value (`when k == 3 and …`): see `by_target`.
        # `inferred`: (our reading, the function its `when` is asked by or None) when the exception is the
        # book's reading where the source is silent (`inferred "…"`): every answer it changes carries it.
        # `chooser`, `choice`: for a player's choice (`chosen by`), the side who may decline it and the
        # flag fact that says it is declined (`decline_<id>`); None for any other exception
        for name, value in (("id", id), ("clause", clause), ("target", target), ("level", level),
                            ("priority", priority), ("effect", effect), ("rewrites", rewrites),
                            ("condition", condition), ("use", use),
                            ("sided", any(r[3] for r in rewrites)),   # a rewrite naming a side reads `attacker`
                            ("pin", pin), ("inferred", inferred), ("chooser", chooser), ("choice", choice)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError("exceptions are read-only: the rules, and the answers they keep, read them")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce__(self):   # (copy and pickle: slot by slot would be refused, as exceptions are read-only)
        return Override, (self.id, self.clause, self.target, self.level, self.priority, self.effect, self.rewrites,
                          self.condition, self.use, self.pin, self.inferred, self.chooser, self.choice)

    def __repr__(self):
        return f"<Override {self.id} on {self.target}>"


# The ids of the exceptions that decided (whose condition held, and which no other outranked),
# collected by `watching_exceptions` for the current thread (or task) alone: `rules explain` words
# the conditions that decided.
_WATCHED: ContextVar[list | None] = ContextVar("watched_exceptions", default=None)


@contextmanager
def watching_exceptions(into: list):
    """Within the block, append to `into` the id of every exception that decides (its condition
    holds, and no exception of higher precedence answers in its place), as the rules ask them, in
    this thread only (a context variable: other threads, and code around the block, are not
    watched). Kept answers are not worked out again: forget them first."""
    token = _WATCHED.set(into)
    try:
        yield into
    finally:
        _WATCHED.reset(token)


def by_target(overrides, read_fact=None) -> dict:
    """{target: its overrides, in the order they are declared} (their conditions are asked in
    this order: it decides which missing fact is named first). A target's overrides that are many
    and all pinned to values of one fact (`Pinned`) are found by the fact's value; `read_fact` is
    the module's reader of a fact (`_fact`)."""
    grouped: dict = {}
    for o in overrides:
        grouped.setdefault(o.target, []).append(o)
    return {target: _pinned(tuple(group), read_fact) for target, group in grouped.items()}


class Pinned(tuple):
    """A target's overrides, each pinned to a value of one fact (`Override.pin`): `among(facts)` gives
    those whose value the fact has, in declared order. 2,000 exceptions `when k == 1`, `when k == 2`, …
    asked every condition on every call (20 ms a call); the rest are false without a word: each
    condition reads the fact first, and is false where it holds another value. The fact is read as
    the first condition reads it, so a missing fact is refused as before."""

    def among(self, facts) -> tuple:
        value = self.read(facts)
        if value.__class__ in _PLAIN_KEYS:   # (`==` on these is the rules' own `eq`; any other: every condition)
            return self.index.get(value, ())
        return tuple(self)


_PLAIN_KEYS = frozenset({int, str, bool})
PINNED_FROM = 8   # a target's overrides, at least this many, all pinned to one fact: found by its value


def _pinned(group: tuple, read_fact):
    first = group[0].pin
    if len(group) < PINNED_FROM or first is None or any(o.pin is None or o.pin[:2] != first[:2] for o in group):
        return group
    how, name = first[:2]
    if how == "fact" and read_fact is None:
        return group
    pinned = Pinned(group)
    pinned.read = (lambda facts: read_fact(facts, name)) if how == "fact" else (lambda facts: facts.get(name))
    pinned.index = {}
    for o in group:
        pinned.index.setdefault(o.pin[2], []).append(o)
    pinned.index = {value: tuple(found) for value, found in pinned.index.items()}
    return pinned


def _precedence(o: Override) -> tuple:
    return -o.level, -o.priority


def fired(overrides, facts) -> list:
    """(override, its condition's answer) for each override whose condition holds, highest
    precedence first; ConflictError on a tie. Each condition is asked once: its answer is True, or
    a Value whose trace is the clauses the condition read (they join the trace of what it changes).
    The conditions are asked in the order given; the holding ones are sorted only when out of order."""
    live = []
    if overrides.__class__ is Pinned:
        try:
            overrides = overrides.among(facts)
        except MissingFact as err:   # (the fact the first condition reads first, as asked in order below)
            if err.needed_by is None:
                err.needed_by = (overrides[0].id, overrides[0].clause)
            raise
    for o in overrides:
        condition = o.condition
        if condition is None:
            live.append((o, True))
        else:
            try:
                answer = condition(facts)
            except MissingFact as err:   # (a lookup of the rule's own inputs does not say why it needs it)
                if err.needed_by is None:
                    err.needed_by = (o.id, o.clause)
                raise
            if answer:
                live.append((o, answer))
    if len(live) > 1:
        for (a, _), (b, _) in zip(live, live[1:]):
            if a.level < b.level or (a.level == b.level and a.priority <= b.priority):   # not in order, or tied
                live.sort(key=lambda pair: _precedence(pair[0]))
                _conflicts(live)
                break
    if live:
        watched = _WATCHED.get()
        if watched is not None:   # (the one that decides: the first of a cancel, allow, forbid or use, which
            # answers alone; every rewrite, which compose. A book exception a scenario's outranked was
            # said to apply: the designer probe, stop 57)
            watched.extend(o.id for o, _ in (live if live[0][0].effect == "rewrite" else live[:1]))
    return live


def _conflicts(live: list) -> None:
    """ConflictError for two of `live` (sorted by precedence) at one precedence that do not agree:
    every pair of each tie, not only neighbours (agreeing is not transitive: A and B agree, B and C
    agree, A and C may not)."""
    start = 0
    for end in range(1, len(live) + 1):
        if end < len(live) and _precedence(live[end][0]) == _precedence(live[start][0]):
            continue
        tie = [o for o, _ in live[start:end]]
        for i, a in enumerate(tie):
            for b in tie[i + 1:]:
                if not agree(a, b):
                    raise ConflictError(f"exceptions {a.id} and {b.id} both apply to {a.target} with the same precedence")
        start = end


def reading_of(o: Override, facts) -> tuple:
    """The exception's reading (`inferred "…"`), as the texts an answer it changes carries: () when it
    has none, or its `when` does not hold under these facts."""
    if o.inferred is None:
        return ()
    text, when = o.inferred
    return (text,) if when is None or when(facts) else ()


def firing(overrides, facts) -> list:
    """The overrides whose condition holds, highest precedence first; ConflictError on a tie."""
    return [o for o, _ in fired(overrides, facts)]


def rewrite(outcome: Outcome, overrides, facts, texts=None, read_fact=None) -> Outcome:
    """Apply firing `rewrite` exceptions to a table outcome, highest precedence first. An outcome
    keeps what each set of exceptions made of it, so a shared outcome is rewritten once. `texts`:
    the table's vocabulary as (split, patterns) for `.rewritten_text` (see result_text); `read_fact`:
    the module's reader of a fact (`_fact`, which knows the declared defaults), for `attacker`."""
    pairs = fired(overrides, facts)
    if not pairs:
        return outcome
    live = [o for o, _ in pairs]
    key = tuple([o.id for o in live])
    # what each firing exception's condition read (a condition may read a formula whose clauses
    # vary with the facts): part of the key, so a kept rewrite never carries another case's clauses
    reads = None
    for _, answer in pairs:
        if answer is not True and getattr(answer, "trace", ()):
            reads = tuple([getattr(answer, "trace", ()) for _, answer in pairs])
            key = (key, reads)
            break
    # the book's readings each firing exception rests on, by id: those its condition's answer rests on,
    # then its own (`inferred`, where its `when` holds); part of the key, as `reads` are
    ours = None
    for o, answer in pairs:
        if o.inferred is not None or getattr(answer, "inferred", ()):
            ours = {o.id: tuple(dict.fromkeys(getattr(answer, "inferred", ()) + reading_of(o, facts)))
                    for o, answer in pairs}
            key = (key, tuple(ours.items()))
            break
    attacker = None
    for o in live:
        if o.sided:
            attacker = (read_fact or fact)(facts, "attacker")   # (its declared default, when not given)
            key = (key, ("attacker", attacker))      # who is affected depends on who attacks
            break
    done = outcome._rewritten.get(key)
    if done is None:
        done = outcome._rewritten[key] = _rewritten(outcome, live, texts, reads, attacker, ours)
    return done


def result_text(effects, texts):
    """What a result would print with these effects: each effect written with the pattern of its
    kind whose placeholders are exactly its non-zero fields (else one that holds them all, zeros
    printed), joined by the vocabulary's split; an effect with nothing left to print is left out
    (`A1/DR1` without its retreat reads `A1`). None when some effect has no pattern to print it."""
    split, patterns = texts   # a pattern: (kind, ((literal, field or ""), …)): "D{loss}" is (("D", "loss"),)
    parts = []
    for e in effects:
        shown = {k for k, v in e.fields.items() if v}
        mine = [(pieces, {f.lstrip("+") for _, f in pieces if f}) for kind, pieces in patterns if kind == e.kind]
        pieces = next((p for p, names in mine if names == shown), None)
        if pieces is None and shown:
            pieces = next((p for p, names in mine if shown <= names), None)
            if pieces is None:
                return None
        if pieces is None:
            continue
        parts.append("".join(lit + _printed_field(e.fields, f) for lit, f in pieces))
    return split.join(parts)


def _printed_field(fields, name: str) -> str:
    """A field as its placeholder prints it: `{loss}` → "2", `{+drm}` → "+1" / "-2" ("" for no field)."""
    if not name:
        return ""
    value = fields.get(name.lstrip("+"), 0)
    return f"{value:+}" if name.startswith("+") and isinstance(value, int) else str(value)


def _affected(kind: str, side: str, attacker) -> bool:
    """Is an effect of this kind the named side's? The attacker's is the side in the fact `attacker`,
    the defender's the other side's; other kinds belong to no side."""
    return (kind == "attacker" and attacker == side) or (kind == "defender" and attacker != side)


class EffectDraft:
    """An effect being rewritten: its kind and fields, changed in place, then made an `Effect`."""

    __slots__ = ("kind", "fields")

    def __init__(self, kind: str, fields: dict):
        self.kind, self.fields = kind, fields


def rewrite_drafts(effects: list, rewrites, attacker=None) -> bool:
    """Apply one exception's `rewrites` ((kind, field, pairs, side) each) to `effects`, drafts with
    a `.kind` and `.fields` changed in place; whether one changed. Also how E310's witness works out
    what two rewrites give (`checks.witness_tables.rewritten`), so the two never differ."""
    changed = False
    for kind, fld, pairs, side in rewrites:
        table = dict(pairs)
        for e in effects:
            if (kind and e.kind != kind) or (side and not _affected(e.kind, side, attacker)):
                continue
            if fld == "kind":
                new = table.get(e.kind, table.get("any"))
                if new is not None and new != e.kind:
                    e.kind, e.fields, changed = new, {}, True
            elif fld in e.fields:
                old = e.fields[fld]
                new = table.get(str(old), table.get("any"))
                if new is not None and int(new) != old:
                    e.fields[fld], changed = int(new), True
    return changed


def _rewritten(outcome: Outcome, live, texts=None, reads=None, attacker=None, ours=None) -> Outcome:
    """`outcome` rewritten by the firing exceptions `live`; each that changes something joins the
    trace, followed by the clauses its condition read (`reads`, one tuple per exception), and its
    reading joins the outcome's (`ours`: by id, where it is the book's). A rewrite naming a side
    changes that side's effect, found through `attacker`."""
    effects = [EffectDraft(e.kind, dict(e.fields)) for e in outcome.effects]   # (effects are read-only: drafts)
    trace = list(outcome.trace)
    inferred = outcome.inferred
    touched = False
    for o, read in zip(live, reads or ((),) * len(live)):
        changed = rewrite_drafts(effects, o.rewrites, attacker)
        if changed:
            trace += [c for c in dict.fromkeys((o.clause, *read)) if c not in trace]
            if ours and ours.get(o.id):
                inferred = tuple(dict.fromkeys(inferred + ours[o.id]))
        touched = touched or changed
    text = result_text(effects, texts) if touched and texts else None
    effects = [Effect(e.kind, e.fields) for e in effects]
    return Outcome(outcome.text, effects, outcome.marks, outcome.row, outcome.column, outcome.drm, trace, text,
                   outcome.book, inferred)
