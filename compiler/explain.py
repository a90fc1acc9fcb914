"""`rules explain`: evaluate one expression of the rules language against a compiled book and say
why the answer is what it is, clause by clause. Fed by: a compiled book (`pipeline.Compiled`).

The expression is read by the book's own parser and checker (as the check of an `example`), its
table lookups are checked against the compiled tables (`explain_inputs`), it is resolved by the front end
(`dsl.lower.lower_expression`), written as Python by the same emitter as the book, and run in the book's generated module; the trace of clause ids
it returns is spelled out with each clause's title and restatement. Every diagnostic points into
the text the user typed (`<expression>:1:COL`), not into the example it is wrapped in. Before
the clauses, "worked out:" gives the numbers: each rule the answer went through, with what it was
given and gave, noted as the generated functions ran (`explain_steps`).
A rule that read a fact the played scenario's turn record gives (`month`, from `gt`) cites that
record's clause, with the value it gave.
"""
from __future__ import annotations

from fractions import Fraction

from attrs import define, evolve

from dsl.builder import Builder
from dsl.diagnostics import Diagnostic, Report
from dsl.lower import lower_expression
from dsl.limits import within_limits
from dsl.marked import plain
from dsl.parser import DECLARED, TOP_LEVEL, parse
from dsl import ir, runtime
from dsl.reads import reads
from dsl.runtime import RulesError
from dsl.source import SourceFile, Span

from .aid_text import Speaker
from .examples import written as _written
from .explain_inputs import check_lookups, refusal
from .explain_steps import footnoted, past_rows, step_lines, watched
from .explain_walk import Walk, walk, walk_lines
from .python_expr import ExprEmitter
from .work_budget import HINT, OverBudget, budgeted

PATH = "<expression>"
_HEAD = "example {\n"          # the expression is read as the one check of an example…
_OFFSET = _HEAD.count("\n")    # …so its lines are shifted by this many


def _whole(text: str) -> Span:
    lines = text.splitlines() or [""]
    return Span(PATH, 1, 1, len(lines), len(lines[-1]) + 1)


def _unwrap(d: Diagnostic, text: str) -> Diagnostic:
    """The diagnostic with its position in the user's text; a position past its end (the closing
    brace of the wrapper) becomes the end of the text."""
    s = d.span
    if s is None:
        return evolve(d, span=_whole(text))
    if d.code == "E001" and d.hint.startswith("expected 'aid'") and (closing := _unopened_brace(text)) is not None:
        # (`1 }}`: its `}` closed the example the expression is read in; what follows was refused at the
        # top level of a file, with a file's keywords as the hint)
        return evolve(d, span=Span(PATH, *closing, closing[0], closing[1] + 1), message="a `}` that no `{` opens",
                      hint="an expression holds no `}` of its own: remove it")
    lines = text.splitlines() or [""]
    line = s.line - _OFFSET
    if 1 <= line <= len(lines):
        end_line, end_col = (s.end_line - _OFFSET, s.end_column) if s.end_line else (line, 0)
        if end_line > len(lines):
            end_line, end_col = len(lines), len(lines[-1]) + 1
        if d.message.startswith("the line ends before its") and line == len(lines) and s.column > len(lines[-1]):
            d = evolve(d, message="the expression ends too early")   # (its last line: the whole expression)
        elif d.code == "E001" and d.hint == "expected '}'":   # (the wrapper's `}`: the expression ended before it)
            d = evolve(d, hint="the expression ends before it: explain one expression, and remove what follows it")
        return evolve(d, span=Span(PATH, line, s.column, end_line, end_col))
    end = Span(PATH, len(lines), len(lines[-1]) + 1)
    if d.code != "E001":
        return evolve(d, span=end)
    closing = _unopened_brace(text)
    if closing is not None:   # (it closed the example the expression is read in: the wrapper's own `}` was refused)
        return evolve(d, span=Span(PATH, *closing, closing[0], closing[1] + 1), message="a `}` that no `{` opens",
                      hint="an expression holds no `}` of its own: remove it")
    top_level = d.hint.startswith("expected 'aid'")   # (the keywords of a file's top level: the wrapper's)
    return evolve(d, span=end, message="the expression ends too early",
                  hint="finish the expression" if top_level else d.hint)


def _unopened_brace(text: str) -> tuple[int, int] | None:
    """(line, column) of the first `}` of `text` that no `{` before it opens, outside quotes."""
    depth, quoted = 0, False
    for n, line in enumerate(text.splitlines() or [""], 1):
        for col, ch in enumerate(line, 1):
            if ch == '"':
                quoted = not quoted
            elif not quoted and ch == "{":
                depth += 1
            elif not quoted and ch == "}":
                depth -= 1
                if depth < 0:
                    return n, col
    return None


def read_expression(text: str, c) -> tuple[object | None, list[Diagnostic]]:
    """The model of `text`, checked against the book and its tables; None (with diagnostics
    positioned in `text`) when it is wrong."""
    report = Report()
    head = text.lstrip()
    declared = TOP_LEVEL.match(head)   # (a keyword, then a declaration's shape: `scenario is doyen_mot` is read)
    if declared is not None and DECLARED.match(head, declared.end()):   # (`example "x" { 1 == 1 }`: read in
        start = len(text) - len(head) + 1                               # an example, "a '}' is missing")
        span = Span(PATH, 1, start, 1, start + declared.end())
        word = declared.group(1)
        return None, [Diagnostic("E001", f"{'an' if word[0] in 'aeiou' else 'a'} {word} is a declaration, not an "
                                 "expression", span, "explain one expression: what one line of an example holds "
                                 "(`odds(9, 3)`, `crt(roll: 7, column: 3:1) == \"D1\"`), without the braces")]
    wrapped = SourceFile(PATH, _HEAD + text + "\n}\n")
    trees = within_limits(parse(wrapped, report), wrapped, report)   # E004/E005 before any recursion
    expr = resolved = None
    if not report.errors:
        b = Builder(report)
        b.add_file(PATH, trees)
        examples = b.items["examples"]
        others = b.headers or any(v for k, v in b.items.items() if k not in ("examples", "cited"))
        if others:   # (`1 }` then a clause, or a book header: the wrapper's braces closed early)
            report.error("E001", "give one expression, not declarations after it", None,
                         "explain one expression; a `}` in it closes the expression and what follows is not read")
        elif len(examples) != 1 or len(examples[0].checks) != 1:
            report.error("E001", "give exactly one expression", None,
                         "explain one answer at a time; two expressions need two commands")
        else:
            expr = examples[0].checks[0]
            resolved = lower_expression(c.loaded, expr, report)
            if not report.errors:
                check_lookups(expr, c.module, report)
    diagnostics = [_unwrap(d, text) for d in report.diagnostics]
    return (None if report.errors else resolved), diagnostics


def evaluate(expr, c, fired: list | None = None, steps: list | None = None):
    """Run the resolved expression in the book's generated module: (answer, trace, the book's readings
    the answer rests on: `Trace.inferred`). With `fired`,
    the ids of the exceptions whose condition held on the way are appended to it, watched in this
    thread only (`runtime.watching_exceptions`). The expression calls the rules' `_rule_<name>`
    functions, which keep no answers (only the public functions do, and no rule calls those), so
    every rule is worked out while it is watched, and an engine's kept answers are left alone.
    With `steps`, the rules worked out are appended to it (`explain_steps.watched`)."""
    code = ExprEmitter(c.ir).code(expr)
    namespace = dict(vars(c.module))
    exec("def _explained():\n    facts = {}\n    _t = _Trace()\n    _answer = " + code +
         "\n    return _answer, tuple(_t.ids), tuple(_t.inferred or ())\n", namespace)
    with budgeted(namespace, c.module.__dict__) as budget:   # (the rules' work, bounded as an example's is)
        try:
            if fired is None:
                return namespace["_explained"]()
            with runtime.watching_exceptions(fired), watched(c.module.__dict__) as top:
                try:
                    return namespace["_explained"]()
                finally:
                    if steps is not None:
                        steps += top
        finally:
            if budget.spent:
                raise OverBudget(budget.message())


def run(text: str, c) -> tuple[list[str] | None, list[Diagnostic], dict[str, SourceFile]]:
    """(the explanation's lines, or None; the diagnostics; the sources to render them with)."""
    explained = run_walk(text, c)
    return explained.lines, explained.diagnostics, explained.sources


@define
class Explained:
    """What `rules explain` says: its lines (None when the expression is wrong), the walk (None
    when there is nothing to walk through), the diagnostics and the sources to render them with,
    and the answer's first line."""
    lines: list[str] | None
    walk: Walk | None
    diagnostics: list[Diagnostic]
    sources: dict[str, SourceFile]


def run_walk(text: str, c) -> Explained:
    """`run`, with the walk from the steps to the answer (`explain_walk`) kept for a page."""
    sources = {PATH: SourceFile(PATH, text)}
    expr, diagnostics = read_expression(text, c)
    if expr is None:
        return Explained(None, None, diagnostics, sources)
    fired: list[str] = []
    steps: list = []
    try:
        answer, trace, inferred = evaluate(expr, c, fired, steps)
    except (RulesError, ArithmeticError) as err:   # the rules refuse: say so in their terms
        message, hint = refusal(err, c.module)   # (a fact not given is E402, as a header row's is before the
        code = "E402" if isinstance(err, runtime.MissingFact) else "E501"   # rules run: one code for one mistake)
        return Explained(None, None, [Diagnostic(code, message, _whole(text), hint)], sources)
    except OverBudget as err:   # the rules would run for hours: the checker's work budget stopped them
        return Explained(None, None, [Diagnostic("E501", f"this cannot be worked out here: {err}", _whole(text),
                                                 HINT.replace("give the example", "ask about"))], sources)
    asked = expr.name if isinstance(expr, ir.Call) and expr.kind == "permission" else None
    declined = {a.name for call in _calls(expr) for a in call.facts if _given(a.value) is True}
    off = _option_off(c, expr)   # (a rule of an optional rule not chosen: it gives nothing, and its `when`
    if off is not None:          # was never asked, so "not so here" would mislead: the designer probe, stop 58)
        asked = None
    lines = explain(c, answer, trace, fired, asked, declined, inferred)
    if off is not None:
        lines.insert(1, off)
    own = expr.name if isinstance(expr, ir.Call) else expr.table if isinstance(expr, ir.Lookup) else None
    if isinstance(expr, ir.Lookup) and steps and hasattr(answer, "effects"):   # (the table asked: a roll past its
        table = next((t for t in c.ir.tables if t.id == expr.table), None)   # rows said, as under a rule's answer)
        if table is not None:
            read = next((s for s in steps if s.builtin is None), steps[0])   # (not the odds worked out for it)
            lines[0] += past_rows(table, (read.arguments.get("kw") or {}).get("roll"), answer) + footnoted(table, answer)
    worked = step_lines(c, steps, _written, describe, own)
    if worked:     # (after the answer, before the clauses: the numbers, then the rules that gave them)
        lines[1:1] = ["worked out:", *worked]
    # (first of all, the walk a player follows at the table: the odds, each shift, the column, the roll, the cell)
    w = walk(c, steps, answer, _written, describe, own, fired, trace)
    if w is not None and w.read:
        lines[1:1] = walk_lines(w)
    return Explained(lines + calendar_lines(c, expr), w, diagnostics, sources)


def _option_off(c, expr) -> str | None:
    """For a modifier, combine or permission asked that belongs to an optional rule the facts given
    (`options`, `scenario`) do not put in play: the line that says so; None otherwise. (A formula of
    one raises NotInPlay, said as a diagnostic.)"""
    if not isinstance(expr, ir.Call) or expr.kind not in ("modifier", "combine", "permission"):
        return None
    node = next((n for n in (*c.ir.modifiers, *c.ir.combines, *c.ir.permissions) if n.id == expr.name), None)
    option = getattr(getattr(node, "applies", None), "option", None)
    given = {a.name: _given(a.value) for a in expr.facts}
    if option is None or runtime.option_on(given, option, getattr(c.module, "_SCENARIO_OPTIONS", {})):
        return None
    title = getattr(c.module.CLAUSES.get(option), "title", "")
    return (f"not in play: {node.title or node.id} belongs to the optional rule [{option}]"
            f"{f' ({title})' if title else ''}, which is not chosen here, so it gives nothing; give "
            f"`options: \"{option}\"` (or a scenario that plays it)")


def _given(value):
    """The value of a fact given in the expression, when it is written out (a number, an enum value)."""
    if isinstance(value, ir.Lit):
        return value.value
    if isinstance(value, ir.Ref) and value.kind == "enum_value":
        return value.name
    return None


def _calls(e):
    """Every rule call and table lookup in a resolved expression, outermost first."""
    return [n for n in ir.walk(e) if isinstance(n, (ir.Call, ir.Lookup))]


def calendar_lines(c, expr) -> list[str]:
    """For a rule that reads a fact the played scenario's turn record gives (`month`) and is not
    given it: the turn record's clause, and the value it gives on the turn given (`gt: 1` → may)."""
    known = reads(c.ir)
    scenarios = {sc.id: sc for sc in c.ir.scenarios}
    lines: list[str] = []
    for call in _calls(expr):
        if isinstance(call, ir.Call) and call.kind == "builtin":
            continue
        given = {a.name: _given(a.value) for a in call.facts}
        sc = scenarios.get(given.get("scenario"))
        if sc is None or sc.first_turn is None:
            continue
        needed = known.of(call.table if isinstance(call, ir.Lookup) else call.name)
        for cal in sc.calendars:
            turn = runtime.num(given.get(cal.by)) if isinstance(given.get(cal.by), Fraction) else given.get(cal.by)
            if cal.fact not in needed or cal.fact in given or not isinstance(turn, int):
                continue
            i = turn - sc.first_turn
            value = cal.values[i] if 0 <= i < len(cal.values) else None
            line = (f"  [{sc.clause}] {sc.title}: turn record: {cal.fact} is {value} on {cal.by} {turn}"
                    if value is not None else
                    f"  [{sc.clause}] {sc.title}: turn record: {cal.by} {turn} is past its {len(cal.values)} turns")
            if line not in lines:
                lines.append(line)
    return lines


def describe(answer) -> str:
    """A table's result as a player reads it: its text (and what an exception rewrote it to), each
    side's effects under its side (`attacker: loss 1, retreat 0; defender: loss 1, retreat 1`),
    where it was read, and the die-roll modifier an edge gave."""
    if hasattr(answer, "effects"):
        rewritten = getattr(answer, "rewritten_text", answer.text)
        shown = repr(answer.text)
        if rewritten != answer.text:
            shown += f" read as {rewritten!r}" if rewritten else " read as no effect"
        parts = [f"{shown} ("]
        effects = [((e.kind or "").replace("_", " "), [f"{k} {v}" for k, v in e.fields.items() if k != "text"])
                   for e in answer.effects]
        if len(effects) > 1:    # (whose loss is whose: each side's fields after it)
            parts.append("; ".join(f"{kind}: {', '.join(fields)}" if fields else kind for kind, fields in effects))
        else:
            kind = (answer.kind or "no effect").replace("_", " ")
            if not (kind == "no effect" and shown.endswith(kind)):      # (said once)
                parts.append(kind)
            if effects and effects[0][1]:
                parts.append("; " + ", ".join(effects[0][1]))
        parts.append(f"{'; ' if len(parts) > 1 else ''}row {answer.row}, column {answer.column}")
        if answer.drm:
            parts.append(f", die roll {answer.drm:+d}")
        return "".join(parts) + ")"
    value = getattr(answer, "value", answer)
    return '""' if value == "" else _written(value, top=True)   # (a blank cell read: an empty line said nothing)


def explain(c, answer, trace, fired=(), asked: str | None = None, declined=frozenset(), inferred=()) -> list[str]:
    """The answer, then each clause of its trace with its title and restatement; under a clause,
    who chose a `chosen by` exception, and the designer's sentence (`reads "…"`) for the condition
    of an exception that fired there or of the permission asked (`asked`) that answered."""
    # in the package's order: a table's answer, its own clauses and then the inputs'; a formula's
    # (whose trace already holds the table answer's clauses, after its own), that trace
    own = list(getattr(answer, "trace", ()))
    ids = list(dict.fromkeys(trace)) if set(own) <= set(trace) else list(dict.fromkeys(own + list(trace)))
    worded = _worded_conditions(c, answer, fired, asked, ids)
    ids += [cid for cid in worded if cid not in ids]   # (a `none` has no trace: the clause whose rule did not speak)
    lines = [describe(answer)]
    # an answer that rests on the book's reading where the source is silent says so (an edge rule's, read
    # with a table result; a formula's, a modifier's, a permission's or an exception's, `inferred`)
    ours = dict.fromkeys((*getattr(answer, "inferred", ()), *inferred))
    lines += [f"inferred (our reading, not the rules'): {text}" for text in ours]
    if ids:
        lines.append("because:")
    for cid in ids:
        clause = c.module.CLAUSES.get(cid)
        if clause is None:
            lines.append(f"  [{cid}]")
            continue
        says = " ".join(plain(clause.says).split())
        lines.append(f"  [{cid}] {clause.title}: {says[:160]}{'…' if len(says) > 160 else ''}")
        for e in c.ir.exceptions:   # who chose: a `chosen by` exception of this clause that fired, or was declined
            if e.clause == cid and e.chooser and e.effect:
                if e.id in fired:
                    lines.append(f"    {e.title or e.id}: the {e.chooser}'s choice, taken ({e.choice}: yes declines it)")
                elif e.choice in declined:
                    lines.append(f"    {e.title or e.id}: the {e.chooser}'s choice, declined ({e.choice}: yes)")
        lines += [f"    {line}" for line in worded.get(cid, ())]
    # a choice declined takes no part, so its clause is in no trace: said after the clauses that are
    unsaid = [e for e in c.ir.exceptions if e.chooser and e.effect and e.choice in declined and e.clause not in ids]
    if unsaid:
        lines.append("declined:")
        lines += [f"  [{e.clause}] {e.title or e.id}: the {e.chooser}'s choice, declined ({e.choice}: yes)"
                  for e in unsaid]
    return lines


def _worded_conditions(c, answer, fired, asked, ids=()) -> dict[str, list[str]]:
    """clause id → lines saying the conditions that decided, in their `reads` sentences or read back
    from the expression: each exception that fired where the trace (`ids`) shows it changed the
    answer, and the permission asked when its `when` (or its `unless`) gave the answer, or did not
    hold (no answer)."""
    speak = Speaker(c.ir)
    out: dict[str, list[str]] = {}
    fired = set(fired)
    for e in c.ir.exceptions:   # (every exception that fired, in its words or read back: one without a
        if e.id in fired and e.clause in ids and not e.chooser:   # `reads` went unnamed: second designer probe;
            # one whose clause is in no trace held but changed nothing here: not said)
            said = speak.rule_condition(e.applies) if e.applies.condition is not None else ""
            out.setdefault(e.clause, []).append(f"{e.title or e.id}: applies" + (f" {said}" if said else ""))
    p = next((p for p in c.ir.permissions if p.id == asked), None)
    value = getattr(answer, "value", answer)
    if p is None or not p.clause or any(e.target == p.id for e in c.ir.exceptions if e.id in fired):
        return out
    when = speak.rule_condition(p.applies) if p.applies.condition is not None else ""
    if value is None:   # (a bare `none`, unexplained: which condition did not hold)
        out.setdefault(p.clause, []).append(f"{p.title or p.id}: {p.modal} {p.action}, {when}: not so here, "
                                            "so it does not speak" if when else
                                            f"{p.title or p.id}: it does not apply here")
    elif value == (p.modal in ("may", "must")):   # (`may not …` with no `when` said only its clause: the
        unless = (p.unless_wording or speak.condition(p.unless)) if p.unless is not None else ""   # third
        out.setdefault(p.clause, []).append(f"{p.title or p.id}: {p.modal} {p.action}"   # designer probe)
                                            + (f", {when}" if when else "")
                                            + (f", unless {unless}, which does not hold here" if unless else ""))
    elif value != (p.modal in ("may", "must")) and p.unless is not None:
        unless = p.unless_wording or speak.condition(p.unless)
        out.setdefault(p.clause, []).append(f"{p.title or p.id}: {p.modal} {p.action}, unless {unless}")
    return out
