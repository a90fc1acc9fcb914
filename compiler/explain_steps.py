"""`rules explain`'s worked steps: the numbers that made an answer — each rule the answer was worked
out through, with what it was given and what it gave (the initial odds column, a terrain's shift,
the shifts' total, the die roll a table was read with). Fed by: `explain.evaluate`, which runs the
expression with `watched()` on.

The generated module works a rule out in its `_rule_<name>` function (a combine kept by its inputs
in `_computed_<name>`, called by `_rule_<name>`). While the expression runs, a profile hook
(`sys.setprofile`, this thread only) notes every call of those and its return, in call order and
depth: the same functions an engine runs, not a second evaluator that could disagree with them. The
runtime's `odds` and `percent`, and a table's `column` and `drm`, called by a rule or by the
expression (not by the runtime itself), are steps too, said by `explain_builtins`. A
modifier that did not apply is left out, and a member of a combine, or a modifier, that gave
nothing (0, no shift) is too unless something under it gave; steps past `DEPTH` levels, and lines past `LINES`, are left out, said so.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

from attrs import define, field

from dsl import ir, runtime_odds, runtime_tables
from dsl.prose import declared_titles
from dsl.reads import Reads

from .aid_text import Speaker
from .explain_builtins import builtin_gave, builtin_inputs, builtin_title
from .python_expr import py_name

DEPTH = 4      # levels of rules under the expression's own
LINES = 40     # steps printed at most

_PREFIXES = ("_rule_", "_computed_")
# the generated functions that ask a reading's condition (`inferred when …`): the rules they call
# decide whether an answer is ours, not the answer, and are no steps of it
_READING_CONDITIONS = ("_inferred_when", "_reading_")


@define
class Step:
    """One rule worked out: its name, the frame's arguments when called, what it gave, its steps.
    `builtin`: for a step of the runtime's own ("odds", "percent", "column", "drm": a table's
    column placed by a rule or the expression), which; None for a rule of the book."""
    name: str
    arguments: dict
    answer: object = None
    returned: bool = False
    steps: list = field(factory=list)
    builtin: str | None = None


# the runtime's functions a rule (or the expression) calls whose working is a step of its own: the
# built-ins that divide (odds, percent) and a table's column placed without a roll (`crt.column(…)`)
_BUILTINS = {runtime_odds.odds.__code__: "odds", runtime_odds.percent.__code__: "percent",
             runtime_tables.Table.column.__code__: "column", runtime_tables.Table.drm.__code__: "drm"}


def _called_by_the_runtime(frame) -> bool:
    """Is this call made by the runtime itself (`Ratio.parse` reads "7:2" with `odds`), not by a rule?"""
    caller = frame.f_back
    return caller is None or str(caller.f_globals.get("__name__", "")).startswith("dsl.runtime")


@contextmanager
def watched(module_globals: dict):
    """While it lasts, every `_rule_<name>` call of the module (whose globals are `module_globals`)
    is noted; yields the list of the top-level steps (each with its own steps)."""
    top: list[Step] = []
    if sys.getprofile() is not None:   # (a profiler of the caller's, cProfile's: left alone, no steps noted;
        yield top                      # a C profiler cannot be handed back through `sys.setprofile`)
        return
    open_: dict[int, Step] = {}        # id(frame) → its step, while it runs
    stack: list[Step] = []

    def hook(frame, event, arg):
        if event == "call":
            code = frame.f_code
            builtin = _BUILTINS.get(code)
            if builtin is not None:
                if _called_by_the_runtime(frame) or _asked_by_a_reading(frame, module_globals):
                    return
                arguments = dict(frame.f_locals)
                table = arguments.pop("self", None)
                step = Step(getattr(table, "id", builtin), arguments, builtin=builtin)
                if table is not None:
                    step.arguments["table"] = table
                (stack[-1].steps if stack else top).append(step)
                stack.append(step)
                open_[id(frame)] = step
                return
            if frame.f_globals is not module_globals or not code.co_name.startswith(_PREFIXES):
                return
            if _asked_by_a_reading(frame):
                return
            name = code.co_name.split("_", 2)[2]
            if stack and stack[-1].name == name:   # `_computed_x` under `_rule_x`: one step
                return
            step = Step(name, dict(frame.f_locals))
            (stack[-1].steps if stack else top).append(step)
            stack.append(step)
            open_[id(frame)] = step
        elif event == "return":
            step = open_.pop(id(frame), None)
            if step is not None:
                step.answer, step.returned = arg, True
                if stack and stack[-1] is step:
                    stack.pop()
    sys.setprofile(hook)
    try:
        yield top
    finally:
        sys.setprofile(None)


def _asked_by_a_reading(frame, rules_globals=None) -> bool:
    """Is this rule's call made by a reading's condition, above the rule that called it? (A
    built-in's call: above the rule of the module whose globals are `rules_globals`.)"""
    caller = frame.f_back
    rules_globals = frame.f_globals if rules_globals is None else rules_globals
    while caller is not None:
        name = caller.f_code.co_name
        if name.startswith(_READING_CONDITIONS):
            return True
        if name.startswith(_PREFIXES) and caller.f_globals is rules_globals:
            return False
        caller = caller.f_back
    return False


@define(frozen=True)
class Said:
    """One worked step as said: its depth under the expression's own rule, the rule's title, the
    clause it cites (or None), what it was given (words) and what it gave (words); `step` the step."""
    depth: int
    title: str
    clause: str | None
    inputs: str
    gave: str
    step: Step = field(eq=False)

    def line(self) -> str:
        """`    Terrain shifts of a combat [12.6] (…): -3`: two spaces a level."""
        clause = f" [{self.clause}]" if self.clause else ""
        return f"{'  ' * (self.depth + 1)}{self.title}{clause}{f' ({self.inputs})' if self.inputs else ''}: {self.gave}"


def step_lines(c, top: list[Step], written, describe, asked: str | None = None) -> list[str]:
    """The worked steps as lines, two spaces a level: `Total shift [12.1]: -5`, then under it each
    member that gave something. `written(value)` prints a number or word as the book writes it,
    `describe(outcome)` a table's result. `asked`: the rule the expression is a call of, whose
    answer is the one above the steps (its own line left out); any other expression's rules are
    steps of their own (`total_shift() * 2` shows the total it doubled)."""
    said, cut = steps_said(c, top, written, describe, asked)
    lines = [s.line() for s in said]
    if cut:
        lines.append(f"  … (steps past {LINES} lines or {DEPTH} levels deep left out)")
    return lines


def steps_said(c, top: list[Step], written, describe, asked: str | None = None) -> tuple[list[Said], bool]:
    """The worked steps worth saying (`step_lines`), in call order, and whether some were left out."""
    reads = Reads(c.ir)
    nodes = {py_name(x.id): x for group in (c.ir.formulas, c.ir.modifiers, c.ir.combines, c.ir.permissions,
                                            c.ir.tables) for x in group}
    params = {py_name(f.id): {py_name(p.name): p for p in f.params} for f in c.ir.formulas}
    scenario_titles = {sc.id: sc.title for sc in c.ir.scenarios if sc.title}
    speak = Speaker(c.ir)
    titles = declared_titles(c.ir, speak.words)
    fact_types = {f.id: f.type for f in c.ir.facts}
    tables = {t.id: t for t in c.ir.tables} | {py_name(t.id): t for t in c.ir.tables}
    enum_titles = {e.id: {v.id: v.title for v in e.values if v.title} for e in c.ir.enums}
    lines: list[Said] = []
    cut = False

    def said(step: Step) -> bool:
        """A step worth a line: it gave something, or something under it did. A modifier that did
        not apply (its trace empty: an `add` or `multiply` gives back the value it was given) is left
        out with its steps (they are its `when`, which said no), and so is a combine or a modifier that
        gave 0 unless something under it gave (+1 and -1)."""
        if not step.returned:
            return False
        if step.builtin is not None:   # (odds, a column placed: said when it gave something)
            return step.answer is not None
        value = getattr(step.answer, "value", step.answer)
        node = nodes.get(step.name)
        if isinstance(node, ir.Modifier) and not getattr(step.answer, "trace", True):
            return False
        if isinstance(node, (ir.Modifier, ir.Combine)) and not value and not hasattr(step.answer, "effects"):
            return any(said(s) for s in step.steps)
        return True

    def given(step: Step) -> str:
        node = nodes.get(step.name)
        args = step.arguments
        shown: dict[str, object] = {}
        if isinstance(node, ir.Table):             # (its lookup's own inputs, then the facts it reads)
            kw = args.get("kw") or {}
            for axis in ("roll", "column", "odds", "percent", "differential", "row", "value", "key", "group", "shift",
                         "drm"):   # (every input a lookup takes: computed odds given as `odds:` too)
                if kw.get(axis) is not None and not (axis in ("shift", "drm") and kw[axis] == 0):
                    shown[axis] = kw[axis]
            facts = kw
        else:
            own = params.get(step.name, {})
            for name, value in args.items():      # a formula's parameters, in order, by their own names
                if name not in ("facts", "value", "kw", "args") and not name.startswith("_"):
                    p = own.get(name)
                    shown[p.name if p is not None else name] = value if p is None else titled_as(p.type, value) or value
            if isinstance(node, ir.Modifier) and node.effect in ("add", "multiply") and args.get("value") is not None:
                shown["value"] = args["value"]    # (what it changed)
            facts = args.get("facts") or {}
        if not step.steps or isinstance(node, ir.Table):   # (a rule with steps: they say what it read)
            for fact in reads.of(step.name):
                if fact in facts and fact not in shown and facts[fact] is not None:
                    shown[fact] = facts[fact]
        return ", ".join(f"{speak.words(k)} {titled(k, v) or _word(v, written)}" for k, v in shown.items())

    def titled(fact: str, value) -> str | None:
        """An enum value (or a scenario) as players read it, by its title (`red_army` → "Red Army")."""
        if fact == "scenario" and isinstance(value, str):
            return scenario_titles.get(value)
        return titled_as(fact_types.get(fact, ""), value)

    def titled_as(type_: str, value) -> str | None:
        """A value of the enum `type_` by its title, else None."""
        values = enum_titles.get(type_)
        return values.get(value) if values is not None and isinstance(value, str) else None

    def walk(steps: list[Step], depth: int, within=None) -> None:
        nonlocal cut
        before = None   # (a rule asked twice the same, a table read for its text and then a field: said once)
        for step in steps:
            if not said(step):
                continue
            if len(lines) >= LINES or depth > DEPTH:
                cut = True
                return
            if step.builtin is not None:   # (the working of odds, a percentage, a column placed: the clause of
                # the book's formula that called it, as a rule's own step cites its clause)
                cited = getattr(within, "clause", None) if step.builtin in ("odds", "percent") else \
                    getattr(tables.get(step.name), "clause", None)
                line = Said(depth, builtin_title(step, tables), cited or None, builtin_inputs(step, written),
                            builtin_gave(step, written), step)
                if line != before:
                    lines.append(line)
                    before = line
                continue
            node = nodes.get(step.name)
            cited = getattr(node, "clause", None)
            if isinstance(node, ir.Table) and getattr(step.answer, "trace", ()):   # (a column's own clause: 12.3)
                cited = step.answer.trace[0]
            inputs = given(step)
            answer = step.answer
            gave = describe(answer) if hasattr(answer, "effects") else _word(getattr(answer, "value", answer), written)
            if isinstance(node, ir.Table) and hasattr(answer, "effects"):
                gave += past_rows(node, (step.arguments.get("kw") or {}).get("roll"), answer) + footnoted(node, answer)
            name = node.id if node is not None else step.name
            line = Said(depth, titles.get(name, name), cited or None, inputs, gave, step)
            if line == before:
                continue
            lines.append(line)
            before = line
            walk(step.steps, depth + 1, node)

    # (the expression's own rule is the answer above: its steps are what it was worked out from)
    for step in top:
        node = nodes.get(step.name) if step.builtin is None else None
        # (the odds worked out for its arguments are steps of their own: `crt(…, column: odds(28, 4))`)
        own = node is not None and node.id == asked and all(s.builtin is not None for s in top if s is not step)
        walk(step.steps if own else [step], 0, node if own else None)
    return lines, cut


def past_rows(t: ir.Table, roll, answer) -> str:
    """"; a roll of 107 is past its rows, and the 12 row is read by the table's rule for rolls above
    12" (or "…rolls below 2 gives '-'", a rule that gives a result of its own) when the roll and the edges' die-roll modifier read a row by a roll edge rule (with the
    clause it cites, when not the table's own, and that the rule is the book's reading where the
    source is silent, as Changsha's reading of a total above 12 is); "" otherwise."""
    if type(roll) is not int or not t.row_ranges:
        return ""
    total = roll + (answer.drm or 0)
    lows = [r[0] for r in t.row_ranges if r is not None and r[0] is not None]
    highs = [r[1] for r in t.row_ranges if r is not None and r[1] is not None]
    where = "below" if lows and total < min(lows) else "above" if highs and total > max(highs) else None
    edge = next((e for e in t.edges if e.where == where), None) if where else None
    if edge is None:
        return ""
    bound = min(lows) if where == "below" else max(highs)
    rule = f"the table's rule for rolls {where} {edge.bound if edge.bound is not None else bound}"
    rule += f" [{edge.clause}]" if edge.clause and edge.clause != t.clause else ""
    # (this rule's own reading, past its bound if it gives one: not another edge's in the same answer)
    limit = edge.inferred_bound
    ours = "; that is the book's reading, not the rules'" if edge.inferred is not None and (
        limit is None or (total < limit if where == "below" else total > limit)) else ""
    if edge.result is not None:   # (no row is read: the rule gives its own result)
        return f"; a roll of {total} is past its rows, and {rule} gives {edge.result!r}{ours}"
    return f"; a roll of {total} is past its rows, and the {answer.row} row is read by {rule}{ours}"


def footnoted(t: ir.Table, answer) -> str:
    """"; footnote 4: The defender ignores retreat results [13.2.d]." for each footnote of the table
    that the cell read, or its row's label, is marked with (`3L^4`, `Woods^1`); "" for none."""
    row = t.rows.index(answer.row) if answer.row in t.rows else None
    marks = (*getattr(answer, "marks", ()), *(t.row_marks[row] if row is not None and t.row_marks else ()))
    texts = dict(t.footnotes)
    said = [f"; footnote {n}: {texts[n]}" for n in dict.fromkeys(m[1:] for m in marks if m.startswith("^"))
            if n in texts]
    return "".join(said)


def _word(value, written) -> str:
    """A value as the book writes it (`examples.written`); a record or a long list as "…"."""
    if isinstance(value, dict) or (isinstance(value, (list, tuple)) and len(value) > 4):
        return "…"
    return written(getattr(value, "value", value), top=True)
