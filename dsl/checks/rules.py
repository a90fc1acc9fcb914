"""Checks on modifiers, combines, permissions and exceptions: effects, members, targets,
and exceptions that can both apply to one target without a stated order (E310)."""
from __future__ import annotations

from fractions import Fraction

from .. import model as m
from ..diagnostics import Report, a_, kind_said, suggest
from ..exception_agreement import agree
from ..resolver import Symbols, check_ref
from ..vocabulary import BUILTIN, fields_by_kind, pattern_fields, pattern_regex
from ..limits import MAX_CALL_DEPTH, MAX_COMPARED_EXCEPTIONS
from .conditions import Values, exclusive_tests, rule_tests
from .witness import said, witness
from .expressions import TypeChecker, calls_under, at_most_value, use_key, cell_number_fields, compatible, number_hint, titled_as

EFFECT_TARGETS = {"cancel": ("modifier", "combine"), "allow": ("permission",), "forbid": ("permission",),
                  "rewrite": ("table",), "use": ("formula", "modifier", "combine")}
SHOWN_CYCLE = 12          # rules of a cycle an E405 names, the first ones and the last
TARGETS = ("table", "modifier", "combine", "permission", "formula")   # what an exception can override


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


def per_hint(mod: m.Modifier, fact: str) -> str:
    """How to say "N for each …" when a fact was written as the amount (`shift attackers left`)."""
    eff = mod.effect
    if eff.kind == "shift":
        unit = f"shift 1 {'left' if eff.sign < 0 else 'right'}"
    elif eff.kind == "favouring":
        unit = f"shift 1 favouring {eff.side}"
    else:
        unit = f"{eff.kind} {'-' if eff.sign < 0 else '+'}1"
    return (f"to count something the engine supplies, write `{unit}  per {fact}` "
            f"(the amount, once for each; `at most N` caps it)")


def _modifies_table(mod: m.Modifier, table: m.Table, report: Report) -> None:
    """A modifier `on` a table must be one the table can take: a die-roll modifier a roll (or a row
    number) to add to, a column shift ordered columns to move along (E203: `drm … on
    terrain_effects`, a key table, checked clean and was exported as it was written)."""
    kind = mod.effect.kind
    if kind == "drm" and not table.roll and table.rows_kind != "numbers":
        report.error("E203", f"{mod.id} is a die-roll modifier, and {table.id} is read by no roll or row number "
                     "for it to modify", mod.on_span or mod.span,
                     "name the table whose roll it modifies, or make it a shift or an addition")
    elif kind in ("shift", "favouring") and table.columns_kind == "keys":
        report.error("E203", f"{mod.id} shifts columns, and the columns of {table.id} are keys, in no order to "
                     "shift along", mod.on_span or mod.span,
                     "name the table whose columns it shifts (odds, differential, percent or numbers)")


def _modified(sym: Symbols) -> list[str]:
    """What a modifier's `on` may name, for a hint (only when one names something else: listing
    them for every modifier made the check grow with the square of the book)."""
    return sym.of_kind("table") + sym.of_kind("formula")


def check(sym: Symbols, report: Report, types: TypeChecker) -> None:
    _check_unread_modifiers(sym, _check_cycles(sym, report, types), report)
    facts = {f.id: f for f in sym.book.facts}
    constants = {}
    for c in sym.book.constants:          # (the first of an id, as a search from the start finds it)
        constants.setdefault(c.id, c)
    for mod in sym.book.modifiers:
        if mod.effect is None:
            report.error("E404", f"modifier {mod.id} has no effect", mod.span,
                         "add `shift N left|right`, `shift N favouring SIDE`, `drm ±N`, `add ±N` or `multiply F`")
        if mod.effect is not None and mod.effect.constant:
            const = constants.get(mod.effect.constant)
            if const is None and sym.kind(mod.effect.constant) == "fact":
                report.error("E203", f"{mod.effect.constant} is a fact: an amount is a fixed number or a constant",
                             mod.effect.span, per_hint(mod, mod.effect.constant))
            elif const is None:
                report.error("E202", f"unknown constant {mod.effect.constant}", mod.effect.span,
                             _cap_hint(sym, mod.effect.constant, "an amount"))
            elif not isinstance(const.value, int):
                report.error("E401", f"constant {const.id} is {const.printed}, not a whole number", mod.effect.span,
                             "an amount counts whole shifts or points: write a whole number, "
                             "or name a constant that is one")
        if mod.effect is not None and mod.effect.cell is not None:
            check_cell_amount(sym, report, types, mod.effect.cell)
        if mod.effect is None:
            pass
        elif mod.effect.kind == "multiply" and mod.effect.amount is None:
            report.error("E401", "a factor with a zero denominator", mod.effect.span, "write a factor like 1/2")
        elif mod.effect.kind == "favouring":
            if mod.effect.side not in sym.sides:
                report.error("E205", f"unknown side {mod.effect.side}", mod.effect.span,
                             suggest(mod.effect.side, sym.sides) or
                             f"sides: {', '.join(sym.sides) or 'none declared'}")
            if "attacker" not in facts or facts["attacker"].type != "side":
                report.error("E404", "`favouring` needs a fact `attacker: side`", mod.effect.span,
                             "declare `fact attacker: side \"The attacking side\"`")
        types.condition(mod.when)
        types.condition(mod.unless)
        if mod.per is not None:
            t = types.check(mod.per, types.base)
            if t not in ("number", "any"):
                report.error("E401", f"`per` needs a number, this is {kind_said(t)}", mod.per.span,
                             number_hint(sym, t))
            elif mod.effect is not None and mod.effect.kind in ("shift", "drm", "favouring") \
                    and isinstance(mod.per, m.Name) and getattr(facts.get(mod.per.name), "type", None) == "number":
                # (a fact of type number may be a fraction: 5/2 columns, which a table refuses when it reads them)
                report.error("E401", f"{mod.id} counts whole columns or pips, but `per {mod.per.name}` may be a "
                             "fraction", mod.per.span,
                             f"declare {mod.per.name} a `count` or an `integer`, whole as shifts and die-roll "
                             "modifiers are")
        if mod.on and sym.kind(mod.on) is None:
            report.error("E202", f"unknown name {mod.on}", mod.on_span or mod.span,
                         suggest(mod.on, _modified(sym)) or
                         "name the table or formula the modifier modifies: `on TABLE`")
        elif mod.on and sym.kind(mod.on) not in ("table", "formula"):
            report.error("E203", f"{mod.on} is a {sym.kind(mod.on)}: `on` names the table or formula the "
                         "modifier modifies", mod.on_span or mod.span, suggest(mod.on, _modified(sym)) or "write `on TABLE`")
        elif mod.on and sym.kind(mod.on) == "table" and mod.effect is not None:
            _modifies_table(mod, sym.node(mod.on), report)
        if mod.effect is not None and mod.effect.kind == "multiply" and (mod.per is not None or mod.at_most is not None):
            word = "per" if mod.per is not None else "at most"
            where = getattr(mod.per, "span", None) if mod.per is not None else mod.at_most_span
            report.error("E404", f"`{word}` does not apply to `multiply`", where or mod.span,
                         "`per` and `at most` count and cap shifts, die-roll modifiers and additions; "
                         "a factor is applied once")
    for node in list(sym.book.modifiers) + list(sym.book.combines):
        _cap(sym, report, constants, node)
    _check_fact_bounds(sym, report, types, constants)
    given = _families(sym)
    for comb in sym.book.combines:
        for name, span in zip(comb.members, comb.member_spans):
            kind = sym.kind(name)
            if kind is None:
                report.error("E202", f"unknown modifier {name}", span,
                             suggest(name, sym.of_kind("modifier") + sym.of_kind("combine")) or
                             f"modifiers: {', '.join(sym.of_kind('modifier')) or 'none declared'}")
            elif kind not in ("modifier", "combine"):
                report.error("E203", f"{name} is {a_(kind)}, not a modifier", span,
                             f"list modifiers and combines only: {a_(kind)} gives no amount to combine")
            elif name == comb.id:
                report.error("E203", f"{name} cannot combine itself", span,
                             f"drop {name} from its own list: a combine lists other modifiers")
        _check_combine_kinds(sym, comb, report, given)
    term_like = set(sym.sides) | set(sym.terms) | {v for vs in sym.enum_values.values() for v in vs}
    for p in sym.book.permissions:
        if not p.modal:
            report.error("E404", f"permission {p.id} says neither may nor must", p.span,
                         'add `may "…"`, `may not "…"`, `must "…"` or `must not "…"`')
        elif not p.action.strip():   # `may ""`: a permission to do nothing, shown as such in the book
            report.error("E404", f"permission {p.id} says `{p.modal} \"\"`: its action is empty", p.modal_span or p.span,
                         f'say what the player {p.modal}: `{p.modal} "move again"`')
        other = (sym.names[p.who][0] if p.who in sym.names else "a built-in fact" if p.who in ("scenario", "options")
                 else "an enum" if p.who in sym.enum_values else None) if p.who else None
        if p.who and p.who not in term_like and other is not None:   # (a fact, a rule, an enum: of another kind)
            report.error("E203", f"{p.who} is {other if other.startswith(('an ', 'a ')) else 'a ' + other}, "
                         "not a side, a term or a value of an enum",
                         p.who_span or p.span, "a permission's `who` names who may act (a side, a term, an enum "
                         "value)" + (f"; to make it hold for some only, write the condition: `when {p.who} == …`"
                                     if other == "fact" else ""))
        elif p.who and p.who not in term_like:
            report.error("E205", f"unknown side or unit kind {p.who}", p.who_span or p.span,   # (as a step's `who`)
                         next(filter(None, (titled_as(p.who, vs) for vs in sym.enum_values.values())), "") or
                         suggest(p.who, term_like) or "declare it as a term, a side or a value of an enum")
        types.condition(p.when)
        types.condition(p.unless)
    choosers = _chooser_names(sym)   # (once per book, not once per exception: that grew with its square)
    for e in sym.book.exceptions:
        _check_exception(sym, e, report, types, choosers)
    _check_conflicts(sym, report)


_EFFECT_FAMILY = {"shift": "column shift", "favouring": "column shift", "drm": "die-roll modifier",
                  "add": "value", "multiply": "value"}


_BOUNDED = ("count", "integer", "number", "percent")


def _check_fact_bounds(sym: Symbols, report: Report, types: TypeChecker, constants: dict) -> None:
    """`fact x: count at most N`: a number's fact, bounded by a whole number of at least 0 (or a
    constant of one) that its default does not pass (the engine would be refused a value the book
    assumes): E401; a name that is no constant E202/E203, as a modifier's cap."""
    for f in sym.book.facts:
        if f.at_most is None:
            continue
        t = types.base.get(f.id, "any")
        if t not in _BOUNDED and t != "any":
            report.error("E401", f"`at most` bounds a number's fact; {f.id} is {a_(t)}", f.at_most_span or f.span,
                         f"drop `at most`, or declare {f.id} a count, an integer, a number or a percent")
            continue
        bound = _cap(sym, report, constants, f, "a bound")
        if bound is not None and isinstance(f.default, m.Num) and f.default.value is not None and f.default.value > bound:
            report.error("E401", f"the default of {f.id} is {f.default.value}, more than its bound {bound}",
                         f.default.span, f"give a default of at most {bound}: an engine giving {f.id} more is "
                         "refused (FactOutOfRange)")


def _cap(sym: Symbols, report: Report, constants: dict, node, what: str = "a cap") -> int | None:
    """The value of `node`'s `at most` (a modifier's or combination's cap, a fact's bound), or None:
    none written, or a name that is no constant whole number of at least 0 (E202, E203, E401)."""
    value = at_most_value(constants.get, node)
    if value is None and node.at_most is not None:
        const = constants.get(node.at_most)
        unknown = const is None and sym.kind(node.at_most) is None   # (a name the book has not: say so first)
        report.error(("E202" if unknown else "E203") if const is None else "E401",
                     f"unknown name {node.at_most}: `at most` needs a constant whole number of at least 0" if unknown
                     else f"`at most {node.at_most}` needs a constant whole number of at least 0",
                     node.at_most_span or node.span,
                     _cap_hint(sym, node.at_most, what) if const is None else f"{const.id} is {const.printed}")
    return value


def _cap_hint(sym: Symbols, name: str, what: str = "a cap") -> str:
    """What to write for a name given where a constant is read (`at most NAME`, an amount): a
    constant like it, or, for a name the book gives something else or a keyword, what that is;
    "declare it: constant NAME = 2" only for a name free to declare (it offered E101 or a keyword)."""
    near = suggest(name, [c.id for c in sym.book.constants])
    if near:
        return near
    kind = sym.kind(name)
    if kind is not None:
        return f"{name} is {a_(kind)}: {what} is a number or a constant; write the number, or name a constant"
    if name in ("yes", "no", "none"):
        return f"{name} is no number: {what} is a number or a constant"
    return f"write the number, or declare it: constant {name} = 2 \"title\" [clause]"


def _families(sym: Symbols) -> dict[str, set[str]]:
    """What each modifier and combine gives: column shifts, die-roll modifiers, or a changed value
    (a combine: what its members give). Worked out once for all, members first, with an explicit
    stack: combines of combines 3,000 deep ran out of the recursion limit (internal error), and
    combines each holding the next two were read once per path (exponential). A combine met again
    while its members are read (a cycle, E405) adds nothing."""
    out: dict[str, set[str]] = {}
    for mod in sym.book.modifiers:
        if mod.effect is not None:
            out[mod.id] = {_EFFECT_FAMILY.get(mod.effect.kind, "value")}
    combines = {c.id: c for c in sym.book.combines}
    for root in combines:
        work, busy = [root], {root}
        while work:
            name = work[-1]
            todo = next((x for x in combines[name].members if x in combines and x not in out and x not in busy), None)
            if todo is not None:
                busy.add(todo)
                work.append(todo)
                continue
            work.pop()
            busy.discard(name)
            out.setdefault(name, set().union(*(out.get(x, set()) for x in combines[name].members)))
    return out


def _check_combine_kinds(sym: Symbols, comb: m.Combine, report: Report, given: dict[str, set[str]]) -> None:
    """A combine adds or compares amounts of one kind: a member listed twice would count twice, a
    column shift added to a die-roll modifier means nothing, and an `add` or `multiply` member gives
    the value it changed, not an amount (the value would be counted once per member)."""
    seen: set[str] = set()
    for name, span in zip(comb.members, comb.member_spans):
        if name in seen:
            report.error("E101", f"{name} is listed twice in combine {comb.id}", span,
                         "list each member once: it would be counted twice")
        seen.add(name)
    families = {f: n for n in comb.members for f in given.get(n, ())}
    if "value" in families:
        span = comb.member_spans[comb.members.index(families["value"])]
        report.error("E401", f"{families['value']} changes a value (`add`, `multiply`); combine {comb.id} "
                     "sums or compares amounts", span,
                     "a combine takes shifts or die-roll modifiers; apply `add` and `multiply` in a formula")
    elif len(families) > 1:
        span = comb.member_spans[comb.members.index(families["die-roll modifier"])]
        report.error("E401", f"combine {comb.id} mixes column shifts ({families['column shift']}) with die-roll "
                     f"modifiers ({families['die-roll modifier']})", span,
                     "a sum of columns and pips means nothing: combine each kind on its own")


def _check_exception(sym: Symbols, e: m.ExceptionRule, report: Report, types: TypeChecker,
                     choosers: tuple[dict, set, set]) -> None:
    types.condition(e.when)
    types.condition(e.unless)
    if not e.target:
        report.error("E309", f"exception {e.id} does not say what it overrides", e.span, "add `overrides NAME` or `overrides [12.7]`")
        return
    if e.target_is_clause:
        if e.target not in sym.clauses and sym.draft:
            check_ref(sym, e.target, e.target_span, report, e.clause)     # W201: not written yet
        elif e.target not in sym.clauses:
            report.error("E309", f"exception {e.id} overrides clause [{e.target}], which does not exist", e.target_span,
                         suggest(e.target, sym.clauses) or "name a clause of this book, or correct the number")
        else:
            check_ref(sym, e.target, e.target_span, report, e.clause)
        if e.effect:   # (an exception to a clause only documents it: its effect would change nothing, unsaid)
            report.error("E203", f"`{e.effect}` needs a formal target, not a clause", e.span,
                         "override the formula, table, modifier or permission the clause declares")
        if e.chooser:   # its `decline_…` fact would be read by nothing: the choice would change no answer
            report.error("E203", "`chosen by` needs a formal target, not a clause", e.chooser_span,
                         "an exception to a clause only documents it: say who chooses in its text, or "
                         "override the table, modifier or permission the clause declares")
        return
    _check_chooser(sym, e, report, choosers)
    if e.chooser and e.effect == "allow":   # declining would leave the permission's own "may": no choice to make
        report.error("E203", "`chosen by` does not go with `allow`: a permission that allows already leaves "
                     "the choice to the player", e.chooser_span,
                     "drop `chosen by`; `chosen by` suits `rewrite`, `cancel`, `use` and `forbid`")
    kind = sym.kind(e.target)
    if kind is None:
        report.error("E309", f"exception {e.id} overrides {e.target}, which does not exist", e.target_span,
                     suggest(e.target, [n for n, (k, _) in sym.names.items() if k in ("table", "modifier", "combine",
                                                                                        "permission", "formula")])
                     or "name a table, a modifier, a combine, a permission or a formula of this book")
        return
    if kind not in TARGETS:
        what = {"exception": "an exception", "results": "a result vocabulary", "aid": "an aid",
                "enum": "an enum"}.get(kind, f"a {kind}")
        report.error("E203", f"exception {e.id} overrides {e.target}, {what}", e.target_span,
                     "exceptions are not targets of exceptions: give the one that wins a higher `priority`"
                     if kind == "exception" else
                     f"an exception overrides a {', a '.join(TARGETS)} (or a clause: `overrides [12.7]`)")
        return
    if not e.effect:   # it would change nothing: an effect-less exception only documents a clause
        report.error("E404", f"exception {e.id} overrides {e.target} but has no effect", e.target_span,
                     f"give it one: {', '.join(f'`{x}`' for x, kinds in EFFECT_TARGETS.items() if kind in kinds)} "
                     "(or override the clause, `overrides [12.7]`, to document it)")
        return
    allowed = EFFECT_TARGETS.get(e.effect)
    if allowed and kind not in allowed:
        fits = [effect for effect, kinds in EFFECT_TARGETS.items() if kind in kinds]
        results = getattr(sym.node(e.target), "results", None) if kind == "table" else None
        takes = (f"{a_(kind)} takes " + " or ".join(f"`{x}`" for x in fits) + (
            " (`rewrite kind: exchange -> no_effect`, `rewrite defender.retreat: 1 -> 0`)" if kind == "table" else ""))
        if results == "text":   # (its printed words: no rewrite changes them, E206)
            takes = (f"{e.target} prints text, which no exception changes: put the exception on the rule that "
                     "reads the table")
        elif results in ("number", "integer"):
            takes = f"{e.target} prints numbers: `rewrite value: 2 -> 1`"
        report.error("E203", f"`{e.effect}` cannot apply to {a_(kind)}", e.effect_span or e.target_span,
                     f"`{e.effect}` applies to: {', '.join(allowed)}; {takes}")
    if e.effect == "use" and e.use is not None:
        target = sym.node(e.target)
        # (read in the scope the lowering reads it in: the formula's parameters, or the book's own)
        scope = types.scope(target.params, use_key(e)) if isinstance(target, m.Formula) else types.base
        want = types.formula_type(target) if isinstance(target, m.Formula) else \
            "number" if isinstance(target, (m.Modifier, m.Combine)) else "any"
        got = types.check(e.use, scope, want if want in sym.enum_values else None)
        if isinstance(e.use, m.NoneLit) and want not in ("flag", "any"):   # (`none` is typed any: it fits all)
            report.error("E401", f"`use none`, but {e.target} gives {want}", e.use.span,
                         f"`none` stands for a permission that does not speak; {e.target} must give a {want}")
        elif not compatible(got, want):
            report.error("E401", f"`use` gives {got}, but {e.target} gives {want}", e.use.span,
                         f"the value an exception uses stands for {e.target}'s own: make it a {want}")
        elif _fraction(e.use, sym) and (isinstance(target, m.Combine) or (
                isinstance(target, m.Modifier) and target.effect is not None and target.effect.kind in ("shift", "drm"))):
            report.error("E401", f"`use` gives a fraction, but {e.target} counts whole columns or pips",
                         e.use.span, "use a whole number")
    rewritten: dict[tuple, m.Rewrite] = {}
    for rw in e.rewrites:
        # W322: two lines of one field apply one after the other (`1 -> 0` then `0 -> 1` makes every
        # retreat 1), where one line's pairs apply at once (a swap): the second designer probe of stop 58
        first = rewritten.setdefault((rw.kind, rw.field, rw.side), rw)
        if first is not rw and {b for _, b in first.pairs} & {a for a, _ in rw.pairs}:
            field = f"{rw.kind + '.' if rw.kind else ''}{rw.field}{' of ' + rw.side if rw.side else ''}"
            report.warning("W322", f"{field} is rewritten by two lines of exception {e.id}, and this one rewrites "
                                   f"what the line {first.span.line} gave: they apply one after the other", rw.span,
                           f"write the pairs on one line (`rewrite {field}: "
                           f"{', '.join(f'{a} -> {b}' for a, b in (*first.pairs, *rw.pairs))}`) to rewrite each "
                           "printed value once")
        lefts: dict[str, str] = {}
        for a, b in rw.pairs:
            if a in lefts and lefts[a] != b:
                report.error("E401", f"{rw.field}: {a} is rewritten twice, to {lefts[a]} and to {b}", rw.span,
                             "each value is rewritten to one value: keep one pair")
            lefts.setdefault(a, b)
    if e.effect == "rewrite" and kind == "table":
        table = sym.node(e.target)
        vocab = sym.node(table.results) if table.results not in BUILTIN else None
        if isinstance(vocab, m.Results):
            _check_rewrites(vocab, e, report)
        elif table.results in BUILTIN:
            _check_builtin_rewrites(table, e, report)
        _check_sided_rewrites(sym, vocab, e, report)


def _table_results_named(sym: Symbols, e: m.ExceptionRule) -> bool:
    """The target table names its `results`, and they are no vocabulary of the book: built-in ones
    (whose rewrites `_check_builtin_rewrites` says), or a misspelt name or one of a table or a fact
    (E202 or E203 at the table)."""
    table = sym.node(e.target)
    return isinstance(table, m.Table) and bool(table.results) and not isinstance(sym.node(table.results), m.Results)


def _fraction(expr, sym: Symbols) -> bool:
    """Is this a written fraction or decimal (`1/2`, `0.5`), negated or not (`-1/2`), or a constant of
    one? (`1/0` has no value: its own E401 says so.) `use -1/2` on a shift checked clean: the second
    designer probe of stop 58."""
    if isinstance(expr, m.Neg):
        return _fraction(expr.operand, sym)
    if isinstance(expr, m.Name):
        node = sym.node(expr.name)
        value = node.value if isinstance(node, m.Constant) else None
        return isinstance(value, Fraction) and value.denominator != 1
    return isinstance(expr, m.Num) and expr.value is not None and expr.value.denominator != 1


def _check_sided_rewrites(sym: Symbols, vocab, e: m.ExceptionRule, report: Report) -> None:
    """`rewrite retreat of IJA`: IJA is a side, the results have attacker and defender effects, and
    the fact `attacker` (a side) says which of them is IJA's."""
    for rw in e.rewrites:
        if not rw.side:
            continue
        if rw.side not in sym.sides:
            report.error("E205", f"unknown side {rw.side}", rw.side_span,
                         suggest(rw.side, sym.sides) or f"sides: {', '.join(sym.sides)}")
        if not isinstance(vocab, m.Results) and _table_results_named(sym, e):
            continue        # (a misspelt `results`, or built-in ones: E202, E203 or E206 says it; no guess here)
        kinds = {p.kind for p in vocab.patterns} if isinstance(vocab, m.Results) else set()
        if not {"attacker", "defender"} <= kinds:
            report.error("E206", f"`{rw.field} of {rw.side}` needs attacker and defender results", rw.span,
                         "a side's effect is the attacker's or the defender's: name the kind instead "
                         f"(`rewrite KIND.{rw.field}: …`)")
        attacker = sym.node("attacker") if sym.kind("attacker") == "fact" else None
        if attacker is None or attacker.type != "side":
            report.error("E404", f"`{rw.field} of {rw.side}` needs a fact `attacker: side`", rw.span,
                         "declare `fact attacker: side \"The attacking side\"`")


CHOOSER_ROLES = ("attacker", "defender", "owner", "player")


def _chooser_names(sym: Symbols) -> tuple[dict, set, set]:
    """What a `chosen by` may name: the book's facts (less the `decline_` flags), those of type side,
    and every name it may give (sides, terms, roles, side facts)."""
    facts = {f.id: f for f in sym.book.facts if not f.id.startswith("decline_")}
    sided = {n for n, f in facts.items() if f.type == "side"}
    return facts, sided, set(sym.sides) | set(sym.terms) | set(CHOOSER_ROLES) | sided


def _check_chooser(sym: Symbols, e: m.ExceptionRule, report: Report, choosers: tuple[dict, set, set]) -> None:
    """`chosen by NAME`: NAME is a side, a fact or term naming one, or a role (attacker, defender,
    owner, player)."""
    if not e.chooser:
        return
    facts, sided, known = choosers
    if e.chooser in facts and e.chooser not in known:   # a flag, a count, a text: it names no player
        report.error("E205", f"`chosen by` names who chooses; {e.chooser} is a {facts[e.chooser].type} fact",
                     e.chooser_span, f"name a side, a fact of type side ({', '.join(sorted(sided)) or 'none declared'}), "
                     f"or one of: {', '.join(CHOOSER_ROLES)}")
    elif e.chooser not in known:
        report.error("E205", f"unknown side or role {e.chooser} for `chosen by`", e.chooser_span,
                     suggest(e.chooser, known) or f"a side, or one of: {', '.join(CHOOSER_ROLES)}")


def _check_builtin_rewrites(table: m.Table, e: m.ExceptionRule, report: Report) -> None:
    """A table of built-in results has one kind of result: a number table's cells are rewritten by
    `rewrite value: a -> b`; a text table's printed words cannot be rewritten (E206)."""
    for rw in e.rewrites:
        if table.results == "text":
            report.error("E206", f"{table.id} prints text results, which a rewrite cannot change", rw.span,
                         "give the table a results vocabulary (`results NAME { … }`) whose kinds and fields a "
                         "rewrite can change, or put the exception on the rule that reads the table")
        elif rw.kind or rw.field != "value":
            report.error("E206", f"{table.id} prints numbers: its one field is `value`", rw.span,
                         "write `rewrite value: a -> b`")
        elif any(not (a == "any" or a.lstrip("-").isdigit()) or not b.lstrip("-").isdigit() for a, b in rw.pairs):
            report.error("E401", "value rewrites are whole numbers", rw.span,
                         "write whole numbers: `rewrite value: 3 -> 2` (or `any -> 2`)")


_READ_VOCABULARIES: dict[int, tuple] = {}   # id → (vocabulary, kinds, fields, carried by kind): see below


def _read_vocabulary(vocab: m.Results) -> tuple[set, set, dict, dict]:
    """A vocabulary's kinds, every field its patterns print or fix, the fields every result of
    each kind carries (`_carried_by_kind`) and those some result of each kind has (`fields_by_kind`):
    read once, not once per rewrite exception (2,000 of them on one table of 2,000 patterns took a
    check 22 s). Kept by identity, the vocabulary with them."""
    read = _READ_VOCABULARIES.get(id(vocab))
    if read is None or read[0] is not vocab:
        if len(_READ_VOCABULARIES) >= 64:
            _READ_VOCABULARIES.clear()
        kinds = {p.kind for p in vocab.patterns} | ({vocab.blank.kind} if vocab.blank else set())
        by_kind = fields_by_kind(vocab)
        fields = set().union(*by_kind.values())   # printed or fixed
        read = _READ_VOCABULARIES[id(vocab)] = (vocab, kinds, fields, _carried_by_kind(vocab), by_kind)
    return read[1], read[2], read[3], read[4]


def _check_rewrites(vocab: m.Results, e: m.ExceptionRule, report: Report) -> None:
    kinds, fields, carried_by_kind, by_kind = _read_vocabulary(vocab)
    for rw in e.rewrites:
        if rw.kind and rw.kind not in kinds:
            report.error("E206", f"{rw.kind} is not a result kind of {vocab.id}", rw.span,
                         suggest(rw.kind, kinds) or f"kinds: {', '.join(sorted(kinds)) or 'none'}")
        if rw.field == "kind":
            for a, b in rw.pairs:
                for v in (a, b):
                    if v != "any" and v not in kinds:
                        report.error("E206", f"{v} is not a result kind of {vocab.id}", rw.span,
                                     suggest(v, kinds) or f"kinds: {', '.join(sorted(kinds)) or 'none'}")
                carried = carried_by_kind.get(b, set()) if a != b else set()
                if carried:
                    report.error("E401", f"kind: {a} -> {b} gives {a_(b)} without fields, but every {b} of {vocab.id} "
                                 f"carries {', '.join(sorted(carried))}", rw.span,
                                 f"a kind rewrite drops every field: rewrite to a kind whose patterns print or fix "
                                 f"none ({a_(b)} that fixes {', '.join(sorted(carried))} with `{{ … }}` carries it "
                                 f"too; test `.kind == \"{b}\"` before reading it instead)")
        elif rw.field not in fields:
            report.error("E206", f"results of {vocab.id} have no field {rw.field}", rw.span,
                         suggest(rw.field, fields) or f"fields: {', '.join(sorted(fields)) or 'none'}")
        elif rw.kind in kinds and rw.field not in by_kind.get(rw.kind, ()):
            # (a kind that never has the field: reading `.attacker.retreat` is an error, and rewriting it
            # was only W310's "can never change": the second designer probe of stop 58)
            having = sorted(k for k, f in by_kind.items() if rw.field in f)
            report.error("E206", f"{rw.kind} results of {vocab.id} have no field {rw.field}", rw.span,
                         f"{' and '.join(having)} results carry it: `rewrite {having[0]}.{rw.field}: …`")
        else:
            for a, b in rw.pairs:
                if not (a == "any" or a.isdigit()) or not b.isdigit():
                    report.error("E401", f"{rw.field} values are whole numbers of 0 or more, as results print them",
                                 rw.span, f"write whole numbers: `rewrite {rw.field}: 2 -> 1` (or `any -> 1`)")


def _carried_by_kind(vocab: m.Results) -> dict[str, set[str]]:
    """Kind → the fields every result of it prints or fixes (none when one of them carries none): a
    `rewrite kind: … -> kind` gives an effect without fields, which the table never gives."""
    patterns = vocab.every_pattern
    by_kind: dict[str, list[set]] = {}
    for p in patterns:
        by_kind.setdefault(p.kind, []).append(pattern_fields(p))
    return {kind: set().union(*carried) if all(carried) else set() for kind, carried in by_kind.items()}


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


def check_cell_amount(sym: Symbols, report: Report, types: TypeChecker, read: m.FieldOf) -> None:
    """A modifier's amount read from a table cell (`terrain_effects(t, "Combat").columns`): a lookup
    of a table whose cells (in that column, when it is named) print that field as a number in at
    least one pattern. A cell that prints no such number (`-`, `P`, `OTIH`) gives no modifier."""
    call = read.target
    table = sym.node(call.func) if isinstance(call, m.Call) else None
    if not isinstance(table, m.Table):
        report.error("E412", f"{call.func}(…) is not a table: a modifier reads a number from a table cell",
                     call.span, suggest(call.func, sym.of_kind("table")) or "write TABLE(row, column).FIELD")
        return
    before = len(report.diagnostics)
    types.amount_read = True   # (a named column's vocabulary is E412's to say here, not E202's)
    try:
        types.check(read, types.base)
    finally:
        types.amount_read = False
    if any(d.code == "E202" and d.message.endswith(f" {read.name}") or d.code == "E411"
           for d in report.diagnostics[before:]):
        return   # (said there: `.amt`, a field no pattern prints, is one E202, not an E412 too; a column
        #          or row the table does not print is one E411, which names the label mistyped)
    fields, column = cell_number_fields(sym, table, call)
    if read.name not in fields:
        where = f"column {column.value!r} of {table.id}" if isinstance(column, m.Text) else table.id
        report.error("E412", f"the cells of {where} print no number {read.name!r}", read.span,
                     suggest(read.name, fields) or (f"its numbers: {', '.join(fields)}" if fields else
                     "give the column a result vocabulary with a {field} pattern: `column \"…\" results …`"))
