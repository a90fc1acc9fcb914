"""Runs a book's examples through its generated Python. Fed by: `to_python` (module source).

Examples are checked here rather than in `dsl`, so that what passes is what engines import:
the generated module is executed in a fresh namespace and every `EXAMPLES` entry is run.
A false check is E500; an error while running is E501, and so is an example that works out more
steps than the work budget allows (`work_budget`: the examples of one book share an allowance for those
that run out). Each points at the example's line.
"""
from __future__ import annotations

import re
import types

from dsl import ir, model as m
from dsl.diagnostics import Report, suggest

from .work_budget import HINT, SPARE_HINT, Allowance, budgeted


# Python's compiler holds the whole syntax tree of what it compiles: about 80 bytes of memory for
# each byte of generated source. A book of 8,000 formulas writes 12 MB of Python, which took 1 GB
# compiled at once; compiled in parts of about `PART` characters, one part at a time, it takes the
# tree of one part (and the code objects, a tenth of the trees).
PART = 1 << 20
# a blank line, then a function, a class or a name bound at column 0 (a registry: `FACTS = {`)
_PART_START = re.compile(r"\n\n(?=(?:@|def |class |[A-Za-z_]\w* = )[^\n]*\n)")


def load_module(name: str, source: str) -> types.ModuleType:
    """Execute generated source as a module, compiled as Python compiles the file itself (no
    `__future__` flags inherited from here; no compiled code is cached, nothing is unmarshalled).
    A long source is compiled and run in parts (`parts`), in order, in the module's namespace."""
    filename = f"<generated {name}>"
    module = types.ModuleType(name)
    for code in _compiled_parts(source, filename):
        exec(code, module.__dict__)
    return module


def _compiled_parts(source: str, filename: str):
    """The code of `source`, part after part; each part's line numbers are its lines in `source`.
    Should a part not compile alone (a cut the pattern misjudged), the whole source is compiled."""
    cuts = parts(source)
    if len(cuts) == 1:
        yield compile(source, filename, "exec", dont_inherit=True)
        return
    codes = []
    try:
        for start, end, line in cuts:
            codes.append(_moved(compile(source[start:end], filename, "exec", dont_inherit=True), line - 1))
    except SyntaxError:
        codes = [compile(source, filename, "exec", dont_inherit=True)]   # (raises, if the whole does not compile)
    yield from codes


def parts(source: str, size: int | None = None) -> list[tuple[int, int, int]]:
    """(start, end, first line) of consecutive parts of `source` of at least `size` (`PART`)
    characters (the last may be shorter), each cut before a top-level `def`, `class`, decorator or
    assignment to a name that follows a blank line: where a statement of the generated module
    starts (its text is `repr` and `ast.unparse`, so no string holds a line break)."""
    size = size or PART
    out, start, line = [], 0, 1
    while len(source) - start > 2 * size:
        found = _PART_START.search(source, start + size)
        if found is None:
            break
        end = found.end()
        out.append((start, end, line))
        line += source.count("\n", start, end)
        start = end
    out.append((start, len(source), line))
    return out


def _moved(code: types.CodeType, lines: int) -> types.CodeType:
    """`code` and the code objects it holds, `lines` lines further down (a line table counts from
    its code object's first line)."""
    if not lines:
        return code
    consts = tuple(_moved(c, lines) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_firstlineno=code.co_firstlineno + lines, co_consts=consts)


# what to look at when an example's call raised (E501), by what it raised; else its arguments and facts
_RAISED_HINTS = {
    "NotInSource": "the rules have no answer for these inputs: a table or cell declared missing, or a scenario "
                   "without a `turn N SIDE: amount UNIT` line for that turn and unit",
    "MissingFact": "give the example the fact the message names (`rule(…, fact: value)`), or give the fact a default",
    "UnprintedColumn": "write a column the table prints (the message lists them), or place a computed value by "
                       "`odds:`/`percent:`/`differential:`",
    "UnknownRow": "write a row (or `group:`) the table prints: the message lists them",
    "NotInPlay": "the rule belongs to an optional rule: give the example `options: \"<its clause>\"`",
    "ForbiddenLookup": "the rules forbid this lookup (the message says which rule): the example asks what cannot be asked",
    "OffTable": "the inputs read off the table: a row, group or roll it does not print, or a column shifted past "
                "an edge without an edge rule",
    "ConflictError": "two exceptions of one precedence both fire here: give one a higher `priority`, or narrow a `when`",
}


def run_examples(book: m.Book, module: types.ModuleType, report: Report, rules: ir.Book | None = None) -> int:
    """Run every example; report failures; return how many ran. With the rule model `rules`, a
    failure names an enum value or a side as the book writes it (`woods`, not `"woods"`)."""
    by_index = {ex.index: ex for ex in book.examples}
    names = _named_types(rules)
    lefts = {(ex.index, i): c.left.type for ex in (rules.examples if rules else ()) for i, c in enumerate(ex.checks)
             if isinstance(c, ir.Compare)}
    allowance = Allowance()
    for compiled in module.EXAMPLES:
        ex = by_index[compiled.index]
        with budgeted(module.__dict__, allowance=allowance) as budget:
            try:
                results = compiled.run()
            except Exception as err:  # the rules raised: report it at the example, never a traceback
                results = err
        if budget.spent:   # (also when the rules caught the OverBudget)
            report.error("E501", f"example {ex.title or compiled.index!r} cannot run: {budget.message()}",
                         ex.span, SPARE_HINT if budget.spare else HINT)
            continue
        if isinstance(results, Exception):
            err = results
            failed, verdicts, lefts_got = _raising_check(compiled, err)
            where = ex.checks[failed].span if failed is not None and failed < len(ex.checks) else ex.span
            report.error("E501", f"example {ex.title or compiled.index!r} cannot run: {type(err).__name__}: {err}",
                         where, _RAISED_HINTS.get(type(err).__name__, "check the arguments and the facts the example gives"))
            # the checks before it ran: a false one is said too (a text compared, then a field of the
            # same result read: the false comparison is what the designer needs to see)
            results = [True if i >= len(verdicts) else verdicts[i] for i in range(len(ex.checks))]
            if all(results):
                continue
        else:
            lefts_got = None
        for i, (check, ok) in enumerate(zip(ex.checks, results)):
            if not ok:
                bare = _element(lefts.get((compiled.index, i), "")) in names
                report.error("E500", f"example {ex.title!r} fails", check.span,
                             _explain(compiled, check, i, bare, lefts_got) + _out_of_play(rules, compiled.index, i)
                             + _PRINTED_FAILS * ex.printed)
        _unread_facts(ex, module, report)
    return len(module.EXAMPLES)


# A failing example the rulebook prints (`printed`): the rules as written, or their transcription,
# disagree with the book's own arithmetic (the probe of stop 60: it read as any example of ours).
_PRINTED_FAILS = ("; the rulebook prints this example: check the rules it reads against the source; if they "
                  "are transcribed right, the rulebook's example contradicts its rules: check what the rules "
                  "give and record the printed answer in a `doubt`")


def _out_of_play(rules: ir.Book | None, index: int, i: int) -> str:
    """"; exceptions of optional rule [7.3] change crt only when it is in play: give `options: "7.3"`"
    for a false check whose rules have exceptions of optional clauses the example does not play (it
    is not inside that clause, and gives no `options:`): the designer probe, round 2, copied an
    example out of its optional clause, and the hint said only what the left side gave."""
    ex = next((x for x in rules.examples if x.index == index), None) if rules is not None else None
    if ex is None or i >= len(ex.checks):
        return ""
    called, gives_options = set(), False
    for node in ir.walk(ex.checks[i]):
        if isinstance(node, (ir.Call, ir.Lookup)):
            called.add(node.name if isinstance(node, ir.Call) else node.table)
            # (a scenario given may play the option: `options all`)
            gives_options |= any(a.name in ("options", "scenario") for a in node.facts)
    if gives_options:
        return ""
    out = {}
    for e in rules.exceptions:
        if e.target in called and e.applies.option and e.applies.option != ex.option:
            out.setdefault(e.applies.option, set()).add(e.target)
    # the rules it calls, and theirs (a combine's members): one of an optional clause gives nothing
    # out of play (a modifier 0), and the hint said only "the left side gives 0" (designer round 4)
    rules_by = {x.id: x for group in (rules.formulas, rules.modifiers, rules.combines, rules.permissions) for x in group}
    idle, seen, todo = {}, set(), list(called)
    while todo:
        name = todo.pop()
        rule = rules_by.get(name)
        if rule is None or name in seen:
            continue
        seen.add(name)
        option = getattr(getattr(rule, "applies", None), "option", None)
        if option and option != ex.option:
            idle.setdefault(option, set()).add(name)
        todo += list(getattr(rule, "members", ()))
        todo += [n.name if isinstance(n, ir.Call) else n.table for n in ir.walk(rule) if isinstance(n, (ir.Call, ir.Lookup))]
    if not out and not idle:
        return ""
    said = [f"exceptions of optional rule [{o}] change {', '.join(sorted(t))} only when it is in play: give "
            f'`options: "{o}"`' for o, t in sorted(out.items())]
    said += [f"{', '.join(sorted(t))} of optional rule [{o}] give{'s' if len(t) == 1 else ''} nothing out of play: "
             f'if {"it" if len(t) == 1 else "they"} should count, give `options: "{o}"`'
             for o, t in sorted(idle.items()) if o not in out]
    return "; " + "; ".join(said)


def _unread_facts(ex: m.Example, module: types.ModuleType, report: Report) -> None:
    """W502 at a fact an example gives a rule that does not read it, when the rule reads one like it
    (`morale_check(8, 7, firing_leader: 2)` for `unit_leader`): the example passes without it, for
    another reason than the designer meant. (A fact like none it reads is left alone: an example may
    show that a rule does not depend on it, "a bridge leaves the river's shift in place".) Read from
    the generated functions' `.reads`, as an engine would."""
    from dsl.ir import nodes_under
    from dsl.source import Span
    functions, facts = module.FUNCTIONS, module.FACTS
    for check in ex.checks:
        for call in nodes_under(check, m.Call, (Span,)):
            fn = functions.get(call.func)
            if fn is None:
                continue
            for a in call.args:
                if a.name is not None and a.name in facts and a.name not in fn.reads:
                    near = suggest(a.name, list(fn.reads))
                    if near:
                        report.warning("W502", f"{call.func} does not read the fact {a.name}: the example does not "
                                       f"depend on it", a.span, f"{near} ({call.func} reads {', '.join(fn.reads)})")


def _raising_check(compiled, err: Exception) -> tuple[int | None, list[bool], list]:
    """Which check of an example raised `err`: the first whose verdict (`_ok<i>`, assigned check after
    check by the example's generated function) its frame had not reached, and the verdicts and left
    sides (`_got<i>`) of the checks before it; (None, [], []) when the frame is not found. E501 is
    then said at that check, as E500 is, not at the example's first line."""
    code = getattr(compiled.body, "__code__", None)
    tb = err.__traceback__
    while tb is not None and tb.tb_frame.f_code is not code:
        tb = tb.tb_next
    if tb is None:
        return None, [], []
    done = tb.tb_frame.f_locals
    failed = next(i for i in range(len(done) + 1) if f"_ok{i}" not in done)
    return failed, [bool(done[f"_ok{i}"]) for i in range(failed)], [done.get(f"_got{i}") for i in range(failed)]


def _named_types(rules: ir.Book | None) -> set[str]:
    """The types whose values are names, written bare: the enums, the sides, the scenarios."""
    return {"side", "scenario"} | {e.id for e in rules.enums} if rules is not None else set()


def _element(type_name: str) -> str:
    return type_name.removeprefix("list of ")


def _explain(compiled, check, i: int, bare: bool = False, lefts_got: list | None = None) -> str:
    """What the left side of an `a == b` check actually gave (`lefts_got`: the left sides of the
    checks that ran, when a later one raised)."""
    if not isinstance(check, m.Compare):
        return "the check is false"
    if lefts_got is not None:
        got = lefts_got[i]
    else:
        try:
            with budgeted(compiled.body.__globals__):
                got = compiled.got()[i]
        except Exception as err:
            return f"the left side raises {type(err).__name__}: {err}"
    shown = getattr(got, "text", None) if hasattr(got, "effects") else getattr(got, "value", got)
    if not hasattr(got, "effects"):
        return f"the left side gives {written(shown, names=bare)}"
    # a table's result: where it was read too (a wrong modifier shows as another row or column)
    where = [f"row {got.row}"] if getattr(got, "row", None) else []
    where += [f"column {got.column}"] if getattr(got, "column", None) else []
    where += [f"die roll {got.drm:+}"] if getattr(got, "drm", 0) else []
    return f"the left side gives {written(shown, names=bare)} (kind {got.kind}{''.join('; ' + w for w in where)}); " \
        "`rules explain` shows how"


def written(value, top: bool = False, names: bool = False) -> str:
    """A value as the language writes it: yes, no, none, 1/2, 3:1, a list in brackets (its texts in
    quotes), never a Python tuple. `top`: a text on its own is written bare; `names`: every text is
    a name (an enum value, a side), written bare, in a list too."""
    if isinstance(value, (bool, type(None))):
        return {True: "yes", False: "no", None: "none"}[value]
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(written(getattr(x, "value", x), names=names) for x in value) + "]"
    if hasattr(value, "fields") and hasattr(value, "kind"):   # an effect of a result (`crt(…).defender`)
        return f"the {value.kind} effect" + (" (" + ", ".join(f"{k} {v}" for k, v in value.fields.items()) + ")"
                                             if value.fields else "")
    if isinstance(value, str) and not (top or names):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)

