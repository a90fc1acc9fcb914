"""What `rules explain` refuses before it evaluates, and how it words what the rules refuse.
Fed by: a checked expression (`dsl.model`) and the book's compiled module (`pipeline.Compiled.module`).

Before evaluating, every table lookup in the expression is checked against the compiled table: a
header row chosen by a fact (`terrain` on an offset-header table) must be given, and be one of its
values; a roll written as a number must be one the table's declared dice can make. When the
generated code itself refuses (a fact nowhere given, a table the source does not print), the error
is reworded in the language's terms, naming the fact's type and values.
"""
from __future__ import annotations

from dsl import model as m
from dsl.ir import walk
from dsl.diagnostics import Report
from dsl.runtime import ConflictError, MissingFact, NotInPlay, NotInSource, OffTable, UndefinedResult

# Table methods that choose a column (and so a header row); a lookup also reads a row.
_CHOOSE_COLUMN = {"column", "drm", "lookup"}


def _lookups(expr, module):
    """(node, table, args, reads_a_row) for each table call in the expression."""
    tables = getattr(module, "TABLES", {})
    for node in walk(expr):   # pre-order: errors in the order the call is written
        if isinstance(node, m.Call) and node.func in tables:
            yield node, tables[node.func], node.args, True
        elif isinstance(node, m.MethodCall) and isinstance(node.target, m.Name) and node.target.name in tables \
                and node.method in _CHOOSE_COLUMN:
            yield node, tables[node.target.name], node.args, node.method == "lookup"


def values_of(type_name: str, module) -> str:
    """How a value of a fact type is written: 'a terrain value: city, river, …', 'yes or no', 'a number'."""
    enums = getattr(module, "ENUMS", {})
    if type_name in enums:
        names = list(enums[type_name])
        shown = ", ".join(names[:8]) + (", …" if len(names) > 8 else "")
        return f"a {type_name.replace('_', ' ')} value: {shown}"
    if type_name.startswith("list of "):   # (`attackers: list of unit`: a list of records, or of values)
        item = type_name[len("list of "):]
        record = getattr(module, "RECORDS", {}).get(item)
        if record is not None:
            fields = ", ".join(name for name, *_ in record.fields)
            return f"a list of {item.replace('_', ' ')}: [{{{fields}}}, …]" if fields else f"a list of {item}"
        return f"a list of {values_of(item, module).removeprefix('a ').removeprefix('an ')}"
    return {"flag": "yes or no", "text": "text in quotes", "ratio": "a ratio like 3:1"}.get(type_name, "a number")


def _literal_int(e) -> int | None:
    if isinstance(e, m.Num) and e.value == int(e.value):
        return int(e.value)
    if isinstance(e, m.Neg):
        inner = _literal_int(e.operand)
        return None if inner is None else -inner
    return None


def _dice_range(dice: str) -> tuple[int, int] | None:
    try:
        count, sides = (int(x) for x in dice.lower().split("d"))
    except ValueError:
        return None
    return count, count * sides


def check_lookups(expr, module, report: Report) -> None:
    """Report, with the span of the call, the lookups that cannot be answered as written."""
    for node, table, args, reads_row in _lookups(expr, module):
        named = {a.name: a for a in args if a.name is not None}
        positional = [a for a in args if a.name is None]
        by = table.header_by
        if by and table.headers:
            first = next(iter(getattr(module, "ENUMS", {}).get(by, {"…": 0})))
            if by not in named:
                report.error("E402", f"the fact {by!r} is needed but was not given ({values_of(by, module)})",
                             node.span, f"{table.id} has one header row per {by}: add `{by}: {first}`")
            elif not isinstance(named[by].value, m.Name):
                report.error("E401", f"{by} must be {values_of(by, module)}", named[by].value.span,
                             f"write the {by} by name, e.g. `{by}: {first}`")
        if not reads_row or table.row_kind != "roll":
            continue
        roll = named.get("roll") or (positional[0] if positional else None)
        bounds = _dice_range(table.dice or "")
        if roll is None:
            span_hint = f" (a number from {bounds[0]} to {bounds[1]})" if bounds else ""
            report.error("E402", f"the roll is needed but was not given{span_hint}", node.span,
                         f"add `roll: N` to read a row of {table.id}")
            continue
        value = _literal_int(roll.value)
        # (a table with a rule for rolls past its dice reads them, as an example or an engine may)
        past = "below" if bounds and value is not None and value < bounds[0] else "above"
        if bounds and value is not None and not bounds[0] <= value <= bounds[1] and past not in table.edges:
            report.error("E402", f"a roll of {value} is not possible on {table.dice}", roll.value.span,
                         f"{table.id} rolls {table.dice}: give a roll from {bounds[0]} to {bounds[1]}; "
                         "modifiers are added by the rules, not to the roll you give")


def refusal(err: Exception, module) -> tuple[str, str]:
    """(message, hint) for an error raised by the generated rules while evaluating."""
    if isinstance(err, MissingFact) and err.said:   # (no fact: the number a modifier changes, `missing_value`)
        return err.said, "give the number first: NAME(number, facts…)"
    if isinstance(err, MissingFact):
        name = err.args[0]
        fact = getattr(module, "FACTS", {}).get(name)
        kind = f" ({values_of(fact.type, module)})" if fact is not None else ""
        example = next(iter(getattr(module, "ENUMS", {}).get(getattr(fact, "type", ""), {})), None)
        if len(err.args) > 1:   # why the rules could not find it themselves: a turn the scenario's record lacks
            return (f"the fact {name!r} is needed but was not given{kind}: {err.args[1]}",
                    "give the fact, or a turn the scenario's turn record covers")
        return (f"the fact {name!r} is needed but was not given{kind}",
                f"give it by name in the call, e.g. `{name}: {example}`" if example else "give it by name in the call")
    if isinstance(err, NotInSource):
        if str(err).startswith("table "):   # runtime_tables: a table the book declares missing, or an edge rule
            table = getattr(module, "TABLES", {}).get(str(err).split(" ", 2)[1])
            if table is not None and not table.missing:   # `off left: not in source`, `roll below 2: not in source`
                return (f"the source does not print this: {err}",
                        f"the book says the source gives no answer beyond this edge of {table.id}; "
                        "ask for a column and roll on the table")
            return f"the source does not print this: {err}", "the book declares this table missing; no answer exists"
        # runtime_builtins.scenario_amount: no `turn N SIDE: amount UNIT` line for this turn and side
        return (f"the source does not give this: {err}",
                "a scenario gives an amount only on the turns its `turn N SIDE: amount` lines name; "
                "ask for one of those turns, or pass the scenario that gives it")
    if isinstance(err, OffTable):
        return f"off the table: {err}", "check the roll, the column and the header the call gives"
    if isinstance(err, ConflictError):
        return f"two exceptions conflict: {err}", "the book must give one of them a priority"
    if isinstance(err, NotInPlay):
        return f"an optional rule is not in play: {err}", "choose it with `options: \"…\"`"
    if isinstance(err, ZeroDivisionError):
        return "the expression divides by zero", "give a divisor other than 0"
    if isinstance(err, UndefinedResult):   # odds against a defence of 0, a division by zero inside a rule
        return (f"the rules give no answer: {err}",
                "change the numbers given: no rule divides by 0, and odds need an attack and a defence of more than 0")
    return f"the expression cannot be evaluated: {err}", "check the arguments against the rule the message names"

