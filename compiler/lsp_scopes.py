"""Which names written in a book's expressions are its formulas' parameters and its aggregates'
items rather than the book's own names (facts, constants…), for `rules lsp`'s find references.
Fed by: `dsl.loader` (the checked model: its formulas, exceptions and expressions, with the
places their names are written). Nothing here imports pygls.

The scope rule is the checks' (`resolve_name`): in a formula's body and its reading (`inferred
when`), and in the `use` of an exception that overrides the formula, a parameter hides a book
name of the same spelling; in an aggregate's body and filter (`sum(u.factor for each u in units)`)
the item's name hides both. A named argument of a call to a formula that names one of its
parameters (`bonus(roll: 3)`) gives that parameter, not the fact `roll` (it is no use inside the
formula either: the references of a parameter are its formula's own). A named argument of a table's
lookup or method that is one of the table's own inputs (`crt(roll: 3)`, `crt.column(column: 7:1)`)
names that input, never a fact: its references are that table's arguments of that name. A table's
own inputs are the runtime's (`dsl.runtime_inputs.TABLE_INPUTS`, which the checker reads too) and
the list that picks an offset header's row (`columns differential by terrain`: `terrain:`). (A fact
named like one is E101 in a book with tables, but a book being edited has one; another named
argument is a fact laid over the ones the table reads, as for a formula.) Find references follows
this rule for every name, one spelled as a keyword (`turn`) too.
"""
from __future__ import annotations

from dsl import model as m
from dsl import runtime_inputs
from dsl.ir import children
from dsl.loader import Loaded

Place = tuple[str, int, int]        # (file as shown, line, column), 1-based, where a name starts
# ("param", formula id, name), ("argument", formula id, name): a call's named argument for that
# parameter, ("table argument", table id, name): a lookup's named argument, or ("item", the item's
# place, name)
Binder = tuple[str, object, str]


def _place(span) -> Place | None:
    return None if span is None else (span.path, span.line, span.column)


def bound_names(loaded: Loaded) -> tuple[dict[Place, Binder], set[Place]]:
    """Each place where a parameter or an aggregate's item is declared, read, or given by name in a
    call → what it names; and the places that declare one. A place absent here that holds a name
    is one of the book's own names."""
    book = loaded.book
    formulas = {f.id: f for f in book.formulas}
    # each table's own inputs, given by name to its lookups and methods
    tables = {t.id: frozenset(runtime_inputs.TABLE_INPUTS + ((t.header_by,) if t.header_by else ()))
              for t in book.tables}
    out: dict[Place, Binder] = {}
    declaring: set[Place] = set()

    def params_of(f: m.Formula) -> dict[str, Binder]:
        return {p.name: ("param", f.id, p.name) for p in f.params}

    # the scope a construct's expressions are read in, where it is not the book's own
    scoped: dict[int, dict[str, Binder]] = {}
    for f in book.formulas:
        scoped[id(f)] = params_of(f)
        for p in f.params:
            if (at := _place(p.span)) is not None:
                out[at] = ("param", f.id, p.name)
                declaring.add(at)
    for e in book.exceptions:
        target = formulas.get(e.target)
        if e.use is not None and target is not None and not e.target_is_clause:
            scoped[id(e.use)] = params_of(target)

    stack: list[tuple[object, dict[str, Binder]]] = [(book, {})]
    while stack:
        node, env = stack.pop()
        env = scoped.get(id(node), env)
        if isinstance(node, m.Name):
            if node.name in env and (at := _place(node.span)) is not None:
                out[at] = env[node.name]
            continue
        if isinstance(node, m.Aggregate):
            item = _place(node.var_span)
            inner = {**env, node.var: ("item", item, node.var)}
            if item is not None:
                out[item] = inner[node.var]
                declaring.add(item)
            stack.append((node.source, env))
            stack += [(x, inner) for x in (node.body, node.where) if x is not None]
            continue
        if isinstance(node, m.Call) and node.func in formulas:
            own = {p.name for p in formulas[node.func].params}
            for a in node.args:
                if a.name in own and (at := _place(a.span)) is not None:
                    out[at] = ("argument", node.func, a.name)
        table = node.func if isinstance(node, m.Call) else node.target.name \
            if isinstance(node, m.MethodCall) and isinstance(node.target, m.Name) else None
        if table in tables:
            for a in node.args:
                if a.name in tables[table] and (at := _place(a.span)) is not None:
                    out[at] = ("table argument", table, a.name)
        stack += [(child, env) for child in children(node)]
    return out, declaring
