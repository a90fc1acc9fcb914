"""Negative vectors: input the generated package's strict API refuses, each with the error class an
engine must raise — a value outside its enum, a value of the wrong type, a keyword that is no fact,
an unknown scenario or optional rule, a missing fact, a formula of an optional rule not in play, a
roll the dice cannot give, a column label the table does not print, a row it does not have, a
missing table; a value given to a modifier that changes none, a row label and a roll given together
(or a roll to a table read by row label), a row or a column given twice, a value too many by
position, a header row's fact left out; a name no table reads, a shift of 7/2, a shift off a side
without an edge rule, a shift on columns that are labels; a fraction for a whole number's fact, an item of a list without a field it
must give, a label the table does not print for a parameter that takes its labels; a flag for a
number's fact, a sequence given a name that is no fact, a number above a fact's `at most`, a turn
given with a scenario that does not play it. Fed by: the rule model and
the generated package; read by `to_vectors`.
"""
from __future__ import annotations

from fractions import Fraction

from .vector_rules import base_args
from .vector_values import request

NO_SUCH = "no_such_value"


def _rules(vs):
    for kind, rules in (("formula", vs.ir.formulas), ("modifier", vs.ir.modifiers), ("combine", vs.ir.combines),
                        ("permission", vs.ir.permissions)):
        for rule in rules:
            if kind != "formula" or not rule.params:
                yield kind, rule


def _first(vs, test):
    return next(((k, r, n, t) for k, r in _rules(vs) for n, t in vs.module.FUNCTIONS[r.id].reads.items()
                 if test(n, t)), None)


def _add(vs, kind, rule, **req):
    vs.add("negative", rule.id, rule.clause, request(kind, rule.id, **req))


def _rule_negatives(vs) -> None:
    m = vs.module
    found = _first(vs, lambda n, t: t == "side" or t in m.ENUMS)
    if found:
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: NO_SUCH})
    found = _first(vs, lambda n, t: t == "flag")
    if found:
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: 1})
    found = _first(vs, lambda n, t: n in m.FACTS and not m.FACTS[n].has_default)
    if found:
        kind, rule, name, _ = found
        _add(vs, kind, rule)   # MissingFact
    found = _first(vs, lambda n, t: t.startswith("list of "))
    if found:   # an item of a list fact with a key its record does not declare
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: [{NO_SUCH: 1}]})
        _list_items(vs, kind, rule, name, m.RECORDS[m.FUNCTIONS[rule.id].reads[name][8:]])
    found = _first(vs, lambda n, t: t in ("count", "integer"))
    if found:   # a whole number's fact given a fraction: WrongType (an engine truncating 5/2 answered)
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: Fraction(5, 2)})
    found = _first(vs, lambda n, t: getattr(m.FACTS.get(n), "at_most", None) is not None)
    if found:   # one more than a fact's `at most`: FactOutOfRange (an engine capping it answered)
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: m.FACTS[name].at_most + 1})
    found = _first(vs, lambda n, t: t == "side")
    if found:   # text that names no side: NotAnEnumValue (the first of side or enum above may be an enum's)
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: NO_SUCH})
    found = _first(vs, lambda n, t: t in ("count", "integer", "number", "percent") and n not in ("scenario", "options"))
    if found:   # a number's fact given a flag: WrongType (an engine reading yes as 1 answered)
        kind, rule, name, _ = found
        _add(vs, kind, rule, facts={name: True})
    kind, rule = next(_rules(vs), (None, None))
    if rule is not None:
        _add(vs, kind, rule, facts={"no_such_fact": True})
        _add(vs, kind, rule, facts={"scenario": "no_such_scenario"})
        _add(vs, kind, rule, facts={"options": ["no_such_rule"]})
        plain = next((c.id for c in vs.ir.clauses if not c.optional), None)
        if plain is not None and any(c.optional for c in vs.ir.clauses):   # a clause the book has, not optional:
            _add(vs, kind, rule, facts={"options": [plain]})                # UnknownOption (an engine took it)
    optional = next((f for f in vs.ir.formulas if f.applies.option and not f.params), None)
    if optional is not None:
        _add(vs, "formula", optional)   # NotInPlay
    typed_param = next((f for f in vs.ir.formulas if f.params and f.params[0].type in ("number", "count", "integer")),
                       None)
    if typed_param is not None:
        args = [{"type": "text", "value": "1"}] + [1] * (len(typed_param.params) - 1)
        _add(vs, "formula", typed_param, args=args)   # WrongType
        _add(vs, "formula", typed_param, args=[True] + [1] * (len(typed_param.params) - 1))   # a flag: WrongType
        _add(vs, "formula", typed_param, args=[1] * (len(typed_param.params) + 1))   # one value too many: WrongType
    counted = next((f for f in vs.ir.formulas if f.params and f.params[0].type == "count"), None)
    if counted is not None:   # a count below zero (both engines took it, and answered): WrongType
        _add(vs, "formula", counted, args=[-1] + [1] * (len(counted.params) - 1))
    _label_params(vs)
    if vs.ir.permissions:
        _add(vs, "permission", vs.ir.permissions[0], args=[1])   # a value given to a permission: WrongType
    # a value given to what changes none: a shift or a die-roll modifier, a combination (WrongType);
    # none given to what changes one, an `add` or a `multiply` (MissingFact)
    gives = next((x for x in vs.ir.modifiers if x.effect not in ("add", "multiply")), None)
    if gives is not None:
        _add(vs, "modifier", gives, args=[5])
    if vs.ir.combines:
        _add(vs, "combine", vs.ir.combines[0], args=[5])
    changes = next((x for x in vs.ir.modifiers if x.effect in ("add", "multiply")), None)
    if changes is not None:
        _add(vs, "modifier", changes)
        _add(vs, "modifier", changes, args=[True])   # a flag for the value it changes: WrongType


def _label_params(vs) -> None:
    """Each parameter declared `row of`/`column of` a table given a label the table does not print:
    UnknownRow or UnprintedColumn, also in a scenario whose exception answers in the formula's place
    (the first such scenario), where no table is read."""
    overriding = {}
    for e in vs.ir.exceptions:
        if e.target_kind == "formula" and e.applies.scenario and e.applies.condition is None:
            overriding.setdefault(e.target, e.applies.scenario)
    for f in vs.ir.formulas:
        args = base_args(vs, f) if any(p.table or p.dice for p in f.params) else None
        if args is None:
            continue
        facts = {"scenario": overriding[f.id]} if f.id in overriding else {}
        for i, p in enumerate(f.params):
            if p.table or p.dice:   # (a label the table does not print; for a `roll of` one, a roll past its dice each way)
                rolls = vs.candidates.param_labels(p) if p.axis == "roll" else ()
                for wrong in ((min(rolls) - 1, max(rolls) + 1) if rolls else (NO_SUCH,)):
                    _add(vs, "formula", f, args=[*args[:i], wrong, *args[i + 1:]], facts=facts)


def _list_items(vs, kind, rule, name: str, record) -> None:
    """An item without a field that has no default (MissingField); and, as a vector of its rule's
    kind, an item given without the fields that have one, which are read as their defaults (an
    engine that left them unread raised, and every other vector spells each item out)."""
    required = [f for f, _, has_default in record.fields if not has_default]
    if required:
        _add(vs, kind, rule, facts={name: [{}]})
    defaults = getattr(record, "defaults", None) or {}
    if defaults and required:
        from .vector_facts import Candidates   # (an item as the list vectors write it, less its defaulted fields)
        full = Candidates(vs.ir, vs.module).lists(record)[1][0]
        item = {f: full[f] for f in required if f in full}
        if len(item) == len(required):
            vs.add(kind, rule.id, rule.clause, request(kind, rule.id, facts={name: [item]}))


def _table_negatives(vs) -> None:
    _table_once(vs)
    for t in vs.ir.tables:
        table = vs.module.TABLES[t.id]
        if t.missing:
            vs.add("negative", t.id, t.clause, request("table", t.id, keywords={"roll": 1}))   # NotInSource
            continue
        key, col, sel = _reading(table)
        if "roll" in key:
            low, high = table._roll_bounds   # (None: a row open on that side covers every roll there)
            for roll, side in ((None if low is None else low - 1, "below"), (None if high is None else high + 1, "above")):
                if roll is not None and side not in table.edges:   # RollOutOfRange
                    vs.add("negative", t.id, t.clause, request("table", t.id, keywords={"roll": roll, **col},
                                                               facts=sel))
        else:
            vs.add("negative", t.id, t.clause, request("table", t.id, keywords={"row": NO_SUCH, **col},
                                                       facts=sel))   # UnknownRow
            vs.add("negative", t.id, t.clause, request("lookup", t.id, keywords={"row": NO_SUCH, **col},
                                                       facts=sel))   # OffTable
        column = "99:1" if table.column_kind == "odds" else NO_SUCH
        vs.add("negative", t.id, t.clause, request("table", t.id, keywords={**key, "column": column}, facts=sel))
        # the same column, and a row no table prints, given by position: an engine that checked only
        # the named ones answered them (UnprintedColumn, UnknownRow)
        first = key.get("roll", key.get("row"))
        vs.add("negative", t.id, t.clause, request("table", t.id, args=[first, column], facts=sel))
        if "roll" not in key:
            vs.add("negative", t.id, t.clause, request("table", t.id, args=[NO_SUCH, *col.values()], facts=sel))
        if table.header_by:
            vs.add("negative", t.id, t.clause, request("table", t.id, keywords={**key, **col},
                                                       facts={table.header_by: NO_SUCH}))
            for call in ("table", "lookup"):   # the fact that picks the header row left out: MissingFact
                vs.add("negative", t.id, t.clause, request(call, t.id, keywords={**key, **col}))
        _one_row(vs, t, table, key, col, sel)
        _forbidden(vs, t, table, key, sel)


def _table_once(vs) -> None:
    """What any table refuses, asked of the first table that can show it: a name no table reads and
    no fact is (`shfit`: UnknownFact, where an engine dropped it and answered), a shift of 7/2
    (WrongType: an engine truncated it), a column shifted off a side without an edge rule (OffTable:
    an engine clamped it), a flag for a number's fact on a table call (WrongType)."""
    tables = [(t, vs.module.TABLES[t.id]) for t in vs.ir.tables if not t.missing]
    for t, table in tables[:1]:
        key, col, sel = _reading(table)
        vs.add("negative", t.id, t.clause, request("lookup", t.id, keywords={**key, **col}, facts={**sel, "shfit": 1}))
    for t, table in [(t, x) for t, x in tables if x.column_kind != "keys"][:1]:
        key, col, sel = _reading(table)
        vs.add("negative", t.id, t.clause, request("lookup", t.id, keywords={**key, **col, "shift": Fraction(7, 2)},
                                                   facts=sel))
    reads = {t.id: vs.module.FUNCTIONS[t.id].reads for t, _ in tables if t.id in vs.module.FUNCTIONS}
    # a table call given a flag for a number's fact, and a number for a flag's (WrongType: an engine
    # read yes as 1, or 1 as yes: the engine probe, stop 57)
    for types, wrong in ((("count", "integer", "number"), True), (("flag",), 1)):
        found = next(((t, table, n) for t, table in tables for n, w in reads.get(t.id, {}).items() if w in types),
                     None)
        if found is not None:
            t, table, name = found
            key, col, sel = _reading(table)
            vs.add("negative", t.id, t.clause, request("table", t.id, keywords={**key, **col},
                                                       facts={**sel, name: wrong}))
    _number_text_columns(vs, tables)
    # a shift on columns that are labels, in no order to shift along (WrongType: the runtime read the
    # next label over, "Turns 1-5" shifted 1 as "Turns 6-17": the odds probe of stop 62)
    for t, table in [(t, x) for t, x in tables if x.column_kind == "keys" and len(x.columns) > 1][:1]:
        key, col, sel = _reading(table)
        vs.add("negative", t.id, t.clause, request("lookup", t.id, keywords={**key, **col, "shift": 1}, facts=sel))
    for t, table in tables:
        key, _, sel = _reading(table)
        labels = [x for x in (table.headers[0][1] if table.headers else table.columns) if x]
        if table.column_kind != "keys" and "right" not in table.edges and labels:
            vs.add("negative", t.id, t.clause, request("table", t.id, keywords={**key, "column": labels[-1], "shift": 1},
                                                       facts=sel))
            break


def _number_text_columns(vs, tables) -> None:
    """On the first table of numbers, percentages or differentials: text that writes a number the
    table prints no label for (`"4"` beside `"3-4"`), given as `column`. A `table` call refuses it
    (UnprintedColumn, a negative vector); a `lookup`, the rules' unchecked layer, places it as the
    number (a placement vector); given by the keyword that places numbers (`differential="4"`), a
    `table` call places it too. An engine written from the placing rule alone answered the first,
    and one that refused text answered none of the others (the engine probe, stop 57)."""
    from .vector_tables import ALIAS
    for t, table in tables:
        alias = ALIAS.get(table.column_kind)
        if alias is None or table.column_kind == "odds":
            continue
        _, labels, ranges = table.headers[0] if table.headers else (None, table.columns, table.column_values)
        printed = {x for x in labels if x}
        written = (f"{b:+d}" if table.column_kind == "differential" and b > 0 else str(b)
                   for rng in ranges if rng for b in rng if b is not None)
        text = next((w for w in written if w not in printed), None)
        if text is None:
            continue
        key, _, sel = _reading(table)
        vs.add("negative", t.id, t.clause, request("table", t.id, keywords={**key, "column": text}, facts=sel))
        vs.add("placement", t.id, t.clause, request("lookup", t.id, keywords={**key, "column": text}, facts=sel))
        vs.add("placement", t.id, t.clause, request("table", t.id, keywords={**key, alias: text}, facts=sel))
        return


def _reading(table) -> tuple[dict, dict, dict]:
    """A row (by its roll, or its label), a printed column (none when every header is blank: the
    column is then not given) and the header fact that reads a cell."""
    sel = {table.header_by: table.headers[0][0][0]} if table.headers else {}
    label = next((x for x in (table.headers[0][1] if table.headers else table.columns) if x), None)
    if table.row_kind in ("roll", "numbers"):
        low, high = table._roll_bounds
        key = {"roll": next(b for b in (low, high, *(b for r in table.row_ranges for b in r)) if b is not None)}
    else:
        key = {"row": table.rows[0]}
    return key, ({"column": label} if label is not None else {}), sel


def _one_row(vs, t, table, key: dict, col: dict, sel: dict) -> None:
    """WrongType, for `table` and `lookup` calls alike: a row label given with a roll, a roll given to
    a table read by row label, a row or a column given twice, three values by position; a shift that
    is no number (yes) on a lookup; and, on a table of printed column labels, a value placed by
    `odds=`."""
    other = {"row": table.rows[0] if table.rows else NO_SUCH} if "roll" in key else {"roll": 1}
    for call in ("table", "lookup"):
        vs.add("negative", t.id, t.clause, request(call, t.id, keywords={**key, **col, **other}, facts=sel))
    vs.add("negative", t.id, t.clause, request("lookup", t.id, keywords={**key, **col, "shift": True}, facts=sel))
    # one of two read, the other dropped without a word: a column by position and by name, three
    # values by position, a row label by position and by name
    first = key.get("roll", key.get("row"))
    for call in ("table", "lookup"):
        if col:
            vs.add("negative", t.id, t.clause, request(call, t.id, args=[first, col["column"]], keywords=col, facts=sel))
            vs.add("negative", t.id, t.clause, request(call, t.id, args=[first, col["column"], col["column"]],
                                                       facts=sel))
        if "row" in key:
            vs.add("negative", t.id, t.clause, request(call, t.id, args=[first], keywords={**key, **col}, facts=sel))
    if table.column_kind == "keys":
        vs.add("negative", t.id, t.clause, request("table", t.id, keywords={**key, "odds": "3:1"}, facts=sel))


def _forbidden(vs, t, table, key: dict, sel: dict) -> None:
    """A lookup through the table's rule beyond each edge whose rule is `forbid "…"`: ForbiddenLookup."""
    labels = [x for x in (table.headers[0][1] if table.headers else table.columns) if x]
    for side, rule in table.edges.items():
        if "forbid" not in rule or not labels:
            continue
        if side in ("left", "right"):
            keywords = {**key, "column": labels[0] if side == "left" else labels[-1],
                        "shift": -1 if side == "left" else 1}
        elif rule.get("bound") is not None:
            keywords = {"roll": rule["bound"] - 1 if side == "below" else rule["bound"] + 1, "column": labels[0]}
        else:
            continue
        vs.add("negative", t.id, rule.get("clause") or t.clause, request("table", t.id, keywords=keywords, facts=sel))


def _sequence_negatives(vs) -> None:
    """A sequence given a name that is no fact (UnknownFact), a scenario the book has not
    (UnknownScenario), a flag for a number's fact (WrongType) and a value no enum has for an enum's
    (NotAnEnumValue): an engine dropping or not checking them passed (engine rounds 6 and 7)."""
    m = vs.module
    number = next((n for n, f in m.FACTS.items() if getattr(f, "type", None) in ("count", "integer", "number")), None)
    enum = next((n for n, f in m.FACTS.items() if getattr(f, "type", None) in m.ENUMS), None)
    for seq in vs.ir.sequences[:1]:
        for facts in ({"no_such_fact": True}, {"scenario": "no_such_scenario"} if vs.ir.scenarios else None,
                      {number: True} if number else None, {enum: NO_SUCH} if enum else None):
            if facts is not None:
                vs.add("negative", seq.id, seq.clause, request("sequence", seq.id, facts=facts))


def _turn_negatives(vs) -> None:
    """The turn one past a scenario's last given with the scenario (the book's turn fact, `turn gt`):
    FactOutOfRange, from a rule that reads the turn, else from the first sequence (an engine letting it
    through answered for a turn the scenario never plays: the steps of War of the Suns' turn 34 in Fist
    of Fury, which plays turns 0 to 2). A scenario whose last turn is the fact's `at most` is passed over."""
    m, turn = vs.module, vs.ir.turn_fact
    if not turn:
        return
    most = m.FACTS[turn].at_most
    sc = next((s for s in vs.ir.scenarios if s.first_turn is not None and s.last_turn is not None
               and (most is None or s.last_turn < most)), None)
    if sc is None:
        return
    facts = {"scenario": sc.id, turn: sc.last_turn + 1}
    found = _first(vs, lambda n, t: n == turn)
    if found:
        kind, rule, _, _ = found
        _add(vs, kind, rule, facts=facts)
    elif vs.ir.sequences:
        seq = vs.ir.sequences[0]
        vs.add("negative", seq.id, seq.clause, request("sequence", seq.id, facts=facts))


def negative_vectors(vs) -> None:
    _rule_negatives(vs)
    _sequence_negatives(vs)
    _turn_negatives(vs)
    _table_negatives(vs)
