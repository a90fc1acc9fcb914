"""What each rule asks, and the checks on that graph: a formula, modifier, permission or combine that
depends on itself, through other rules, a combine's members or the exceptions on it (E405, one per
cycle); rules asking rules more than `MAX_CALL_DEPTH` deep (E005); and a modifier `on` a table that
no rule reads (W317). Fed by: `resolver` (a `Symbols` table) and the type checker's calls of each
formula (`TypeChecker.calls_in`), through `rules.check`.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report
from ..resolver import Symbols
from ..limits import MAX_CALL_DEPTH
from .expressions import TypeChecker, calls_under

SHOWN_CYCLE = 12          # rules of a cycle an E405 names, the first ones and the last


def _calls(expr, types: TypeChecker | None = None) -> set[str]:
    """Names called anywhere inside an expression, or inside a construct (its conditions, amounts,
    body). A formula's are all in its body, which the checker walks once for both (`calls_in`)."""
    if types is not None and isinstance(expr, m.Formula):
        names = {node.func for node in types.calls_in(expr)}
        if expr.inferred is not None and expr.inferred.when is not None:   # (its reading's `when` asks them too)
            names |= {node.func for node in calls_under(expr.inferred.when)}
        return names
    return {node.func for node in calls_under(expr)}


def _check_cycles(sym: Symbols, report: Report, types: TypeChecker | None = None) -> dict[str, set[str]]:
    """A rule that depends on itself would never finish: a formula, modifier or permission whose
    body, conditions or amounts call it again (directly or through others), a combine that contains
    itself, or a rule asked again by an exception on it (asking a rule asks the exceptions on it, so
    the calls in an exception's conditions and value are its target's too). E405 for each cycle,
    named from its first declared rule, at the call that closes it (the last rule's call of the
    first, in its body or an exception on it, or the member of a combine naming it)."""
    book = sym.book
    edges: dict[str, set[str]] = {c.id: _calls(c, types) for c in (*book.formulas, *book.modifiers, *book.permissions)}
    # (a combine listing itself is E203, said at the member: not a cycle as well)
    edges.update({c.id: (set(c.members) - {c.id}) | _calls(c) for c in book.combines})
    for e in book.exceptions:    # (an unknown target is E309: no rule to ask)
        if e.target and not e.target_is_clause and sym.node(e.target) is not None:
            edges.setdefault(e.target, set()).update(_calls(e))
    order = {name: i for i, name in enumerate(edges)}
    starts = sorted(((min(c, key=order.__getitem__), c) for c in _cycles(edges)), key=lambda sc: order[sc[0]])
    for start, component in starts:
        path = _path_back(start, edges, component)       # from the first declared rule of the cycle
        closing = _closing_call(sym, path[-1], start)    # (the caret: where the last rule asks the first again)
        if len(path) > SHOWN_CYCLE:
            path = path[:SHOWN_CYCLE - 1] + [f"… {len(path) - SHOWN_CYCLE} more …", path[-1]]
        report.error("E405", f"{start} depends on itself: {' → '.join(path + [start])}",
                     closing or sym.node(start).span,
                     "a rule may not call itself, through other rules, a combine's members or the "
                     "exceptions on it (their conditions and values)")
    if not starts:
        _check_depth(sym, edges, report)
    return edges


def _check_unread_modifiers(sym: Symbols, edges: dict[str, set[str]], report: Report) -> None:
    """W317: a modifier `on` a table that no rule reads (no formula, modifier, permission, combine
    or exception calls it, no combine lists it). `on crt` records what it modifies, and does not
    apply it: a die-roll modifier that the formula reading the table never adds to the roll changes
    no answer, and the book checked clean (`drm +1 when dawn on crt`, the designer probe, stop 57)."""
    read = set().union(*edges.values()) if edges else set()
    for mod in sym.book.modifiers:
        if not mod.on or mod.id in read or mod.effect is None or sym.kind(mod.on) != "table":
            continue
        kind = mod.effect.kind
        what, where = (("die-roll modifier", f"`{mod.on}(roll: roll + {mod.id}(), …)`") if kind == "drm" else
                       ("column shift", f"`{mod.on}(…, shift: {mod.id}())`") if kind in ("shift", "favouring") else
                       ("modifier", f"the formula that reads {mod.on}"))
        report.warning("W317", f"{mod.id} is a {what} on {mod.on}, but no rule reads it: it changes no answer",
                       mod.on_span or mod.span,
                       f"`on` names what it modifies and does not apply it: add it where {mod.on} is read "
                       f"({where}) or to a combine that is")


def _check_depth(sym: Symbols, edges: dict[str, set[str]], report: Report) -> None:
    """Rules that call rules that call rules … at most `MAX_CALL_DEPTH` deep (E005): each call is a
    call in the generated Python (a chain of 1,000 formulas ran out of the interpreter's stack when
    an engine asked the last, and every recursive walk of the compiler with it). E005 at each rule
    where a chain first goes past the limit, in declaration order, naming the chain. The rules hold
    no cycle (E405 first)."""
    depth: dict[str, int] = {}
    for root in edges:
        work = [root]
        while work:
            name = work[-1]
            if name in depth:
                work.pop()
                continue
            todo = [n for n in edges[name] if n in edges and n not in depth]
            if todo:
                work.extend(todo)
                continue
            work.pop()
            depth[name] = 1 + max((depth[n] for n in edges[name] if n in edges), default=0)
    for name in edges:
        if depth[name] == MAX_CALL_DEPTH + 1:
            chain = [name]
            while depth[chain[-1]] > 1:
                chain.append(max(sorted(n for n in edges[chain[-1]] if n in edges), key=depth.__getitem__))
            shown = chain if len(chain) <= SHOWN_CYCLE else chain[:SHOWN_CYCLE - 1] + [
                f"… {len(chain) - SHOWN_CYCLE} more …", chain[-1]]
            report.error("E005", f"{name} asks rules {len(chain)} deep, more than {MAX_CALL_DEPTH}: "
                         + " → ".join(shown), sym.node(name).span,
                         "a rule asking a rule asking a rule … is one call inside another in the generated "
                         "code: work out a part of the chain in a rule that asks fewer rules")


def _cycles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of `edges` that hold a cycle (two rules or more, or one that
    calls itself), found by Tarjan's algorithm with an explicit stack: rules calling one another
    thousands deep never reach the recursion limit, and each edge is followed once (a search of
    every path, as before, took exponential time on rules that each call the next two)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            name, successors = work[-1]
            nxt = next((n for n in successors if n in edges), None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(edges[nxt]))))
                elif nxt in on_stack:
                    low[name] = min(low[name], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[name])
            if low[name] == index[name]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == name:
                        break
                if len(component) > 1 or name in edges[name]:
                    found.append(component)
    return found


def _closing_call(sym: Symbols, caller: str, callee: str):
    """Where `caller` asks `callee`, the call that closes a cycle: a combine's member naming it, or
    in its own body, conditions or amounts, else in an exception on it (its condition or value)."""
    node = sym.node(caller) if caller else None
    if node is None:
        return None
    if isinstance(node, m.Combine):   # (the caret was at the first rule's name: the hard probe)
        span = next((sp for name, sp in zip(node.members, node.member_spans) if name == callee), None)
        if span is not None:
            return span
    for holder in [node] + [e for e in sym.book.exceptions if e.target == caller and not e.target_is_clause]:
        call = next((c for c in calls_under(holder) if c.func == callee), None)
        if call is not None and call.span is not None:
            return call.span
    return None


def _path_back(start: str, edges: dict[str, set[str]], component: set[str]) -> list[str]:
    """A path from `start` through its component back to it: depth first, callees in name order,
    each rule entered once (every rule of a component leads back to its start)."""
    path, seen = [start], {start}
    work = [iter(sorted(edges[start]))]
    while work:
        nxt = next((n for n in work[-1] if n == start or (n in component and n not in seen)), None)
        if nxt == start:
            return path
        if nxt is None:
            work.pop()
            path.pop()
            continue
        seen.add(nxt)
        path.append(nxt)
        work.append(iter(sorted(edges[nxt])))
    return path
