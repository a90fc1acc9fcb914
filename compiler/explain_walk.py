"""`rules explain`'s walk: "why D1R2?" as the steps a player follows at the table, each citing its
clause — the odds (or differential, percentage) and how they were worked out, each shift and
modifier that applied, the final column (and an edge rule that moved it), the roll and what
modified it, the row, and the cell with what it means (its vocabulary's words). Fed by:
`explain.run`, with the steps `explain_steps.watched` noted as the book's generated functions ran
and the answer they gave; nothing is evaluated again here.

`walk()` gives the stages as data; `walk_lines()` says them in the terminal and
`explain_html` lays them out as a printable page.
"""
from __future__ import annotations

from attrs import define, field

from dsl import ir
from dsl.runtime import RulesError

from .explain_builtins import counted_from_past_the_edge
from .explain_steps import Said, Step, footnoted, past_rows, steps_said
from .table_text import fill, sentence_case

# the inputs that place a lookup's column, in the order a table takes them
_COLUMN_INPUTS = ("column", "odds", "percent", "differential", "value", "key")
_KIND_WORDS = {"odds": "odds", "percent": "percentage", "differential": "differential"}


@define(frozen=True)
class Stage:
    """One step of the walk: what it is (`title`), the clause it cites, what it says, and the rules
    worked out under it (`details`: `Said`, each with its own clause and amount)."""
    title: str
    clause: str | None
    text: str
    details: tuple[Said, ...] = ()


@define(frozen=True)
class Cell:
    """The cell read: its table, its row and column indexes in the table's grid, and the header
    row its column was read on (a `header_by` table: Shanghai's terrain), or None."""
    table: ir.Table
    row: int
    column: int
    header: ir.HeaderRow | None = None


@define(frozen=True)
class Walk:
    """The stages in order, the cell read (None when no table read by dice gave the answer, or an
    edge rule gave its own result past the rows), whether steps past the limits were left out, and
    whether a table read by dice was walked (`read`)."""
    stages: tuple[Stage, ...]
    cell: Cell | None = None
    cut: bool = False
    clauses: tuple[str, ...] = field(factory=tuple)
    read: bool = False

    def cited(self) -> tuple[str, ...]:
        """Every clause the walk cites, in the order it first cites them."""
        ids = []
        for s in self.stages:
            ids += [s.clause, *(d.clause for d in s.details)]
        return tuple(dict.fromkeys(i for i in ids if i))


def walk(c, top: list[Step], answer, written, describe, asked: str | None = None, fired=(), trace=()) -> Walk | None:
    """The walk from the steps noted (`top`) to `answer`; None when there is nothing to walk
    through (no rule worked out under the answer and no table read by dice). `fired`: the
    exceptions whose condition held; `trace`: the answer's clauses."""
    nodes = {n.id: n for n in c.ir.tables}
    said, cut = steps_said(c, top, written, describe, asked)
    read = next((s.step for s in reversed(said) if _dice_read(nodes, s.step)), None)
    rules = [s for s in top if s.builtin is None]   # (not the odds worked out for its arguments)
    if read is None and len(rules) == 1 and _dice_read(nodes, rules[0]):   # (the table asked directly)
        read = rules[0]
    stages: list[Stage] = []
    skipping = None
    for s in said:
        if skipping is not None and s.depth > skipping:
            continue
        skipping = None
        if read is not None and s.step is read:   # (said below as its column, roll, row and cell)
            skipping = s.depth
            continue
        if s.depth == 0 or not stages:
            stages.append(Stage(s.title, s.clause, _worked(s)))
        else:
            last = stages[-1]
            stages[-1] = Stage(last.title, last.clause, last.text, (*last.details, s))
    if read is None:
        if not stages:
            return None
        node = next((n for n in (*c.ir.formulas, *c.ir.modifiers, *c.ir.combines, *c.ir.permissions)
                     if n.id == asked), None)
        stages.append(Stage("Answer" if node is None else (node.title or node.id),
                            getattr(node, "clause", None), describe(answer)))
        return Walk(tuple(stages), None, cut)
    t = _table(c, read)
    stages += _table_stages(c, t, read, written, describe, fired, set(trace) | set(answer_trace(answer)),
                            _rolled(c, top, asked, t))
    return Walk(tuple(stages), _cell(t, read), cut, read=True)


def answer_trace(answer) -> tuple:
    return tuple(getattr(answer, "trace", ()) or ())


def _rolled(c, top: list[Step], asked: str | None, t: ir.Table):
    """The roll the rule asked was given by its parameter that is a roll of `t`, or None."""
    f = next((f for f in c.ir.formulas if f.id == asked), None)
    p = next((p for p in getattr(f, "params", ()) if p.axis == "roll" and p.table == t.id), None)
    rules = [s for s in top if s.builtin is None]
    if p is None or len(rules) != 1:
        return None
    return rules[0].arguments.get(_py(p.name))


def _dice_read(tables: dict, step: Step) -> bool:
    """Is this step a table read by a roll of its dice that gave a result?"""
    if step.builtin is not None:   # (a column placed, odds worked out: no cell read)
        return False
    t = tables.get(step.name) or next((x for x in tables.values() if _py(x.id) == step.name), None)
    return t is not None and bool(t.dice) and step.returned and hasattr(step.answer, "effects")


def _py(name: str) -> str:
    from .python_expr import py_name
    return py_name(name)


def _table(c, step: Step) -> ir.Table:
    return next(t for t in c.ir.tables if t.id == step.name or _py(t.id) == step.name)


def _worked(s: Said) -> str:
    """`attack 28, defense 4 → 7:1`, or what it gave alone."""
    return f"{s.inputs} → {s.gave}" if s.inputs else s.gave


def _table_stages(c, t: ir.Table, step: Step, written, describe, fired, trace, rolled) -> list[Stage]:
    """The column, the roll, the row and the cell of a table read by dice. `trace`: the answer's
    clauses (an exception that fired and changed the answer cites its clause there); `rolled`: the
    roll the rule asked was given, when it reads the table by it (a modifier may change it first)."""
    kw = step.arguments.get("kw") or {}
    o = step.answer
    column_clause = o.trace[0] if o.trace else t.clause
    stages = [Stage("Column", column_clause, _column_text(t, kw, o, written, getattr(c.module, "TABLES", {}).get(t.id)))]
    roll = kw.get("roll")
    if roll is not None:
        text = f"{written(roll, top=True)} on {t.dice}"
        if isinstance(rolled, int) and rolled != roll:   # (modifiers the rule added before it read the table)
            text = (f"{rolled} rolled on {t.dice}, {roll - rolled:+d} from the die-roll modifiers above: "
                    f"{written(roll, top=True)}")
        before = kw.get("drm") or 0
        if before:
            text += f", {before:+d} to the roll"
        if o.drm:
            text += f", {o.drm:+d} from the edge rule of the column"
        if before or o.drm:
            text += f": {roll + before + o.drm}"
        stages.append(Stage("Die roll", t.clause, text))
        row = (f"{o.row}" if o.row in t.rows else "no printed row") + past_rows(t, roll, o)
        stages.append(Stage("Row", t.clause, row.replace("; a roll of", ": a roll of", 1)))
    meaning = legend(c, t, o)
    rewritten = getattr(o, "rewritten_text", o.text)
    if meaning:
        result = repr(o.text) + (f" read as {rewritten!r}" if rewritten and rewritten != o.text else
                                 " read as no effect" if rewritten != o.text else "") + f": {meaning}"
    else:
        result = describe(o)
    result += footnoted(t, o)
    if rewritten != o.text:   # (an exception that rewrote the cell read: who changed it)
        result += "".join(f"; {e.title or e.id} [{e.clause}] changes it" for e in c.ir.exceptions
                          if e.id in fired and e.target == t.id and e.clause and e.clause in trace)
    stages.append(Stage("Result", t.clause, result))
    return stages


def _column_text(t: ir.Table, kw: dict, o, written, runtime_table=None) -> str:
    """How the column was found: the value placed, its header row, the shifts, an edge rule."""
    name = next((k for k in _COLUMN_INPUTS if kw.get(k) is not None), None)
    parts = []
    if name is not None:
        value = written(getattr(kw[name], "value", kw[name]), top=True)
        what = _KIND_WORDS.get(t.column_kind, "column") if name in ("column", "value") else _KIND_WORDS.get(name, name)
        if not (what == "column" and value == o.column):   # (a printed label asked: said once, below)
            parts.append(f"{what} {value}")
    if t.header_by and kw.get(t.header_by) is not None:
        parts.append(f"on the {_header(t, kw[t.header_by]).label if _header(t, kw[t.header_by]) else kw[t.header_by]} "
                     f"header row ({t.header_by.replace('_', ' ')} {kw[t.header_by]})")
    shift = kw.get("shift") or 0
    if shift:
        parts.append(f"shifted {abs(shift)} column{'s' if abs(shift) != 1 else ''} "
                     f"{'right' if shift > 0 else 'left'}")
    elif t.column_kind in ("odds", "percent", "differential"):
        parts.append("no column shift")
    text = ", ".join(parts)
    text = f"{text}: read on {o.column}" if text else f"read on {o.column}"
    edge = _edge_used(t, o, runtime_table, kw)
    if edge is None and runtime_table is not None:   # (past an edge before the shifts, back on it after them)
        text += counted_from_past_the_edge(runtime_table, kw.get("column"), shift, _selectors(kw))
    if edge is not None:
        cited = f" [{edge.clause}]" if edge.clause and edge.clause != t.clause else ""
        if edge.drm_per_column and o.drm:
            beyond = abs(o.drm // edge.drm_per_column)
            text += (f", the last column on its {edge.where}: {beyond} column{'s' if beyond != 1 else ''} past it, "
                     f"{edge.drm_per_column:+d} to the roll for each{cited}")
        elif edge.result is not None:
            text += f", past its {edge.where} edge, where the table's rule gives {edge.result}{cited}"
        else:
            text += f", past its {edge.where} edge: the last column on that side is read{cited}"
        if edge.inferred:
            text += "; that is the book's reading, not the rules'"
    return text


def _edge_used(t: ir.Table, o, runtime_table=None, kw=None):
    """The column edge rule that placed the column read, if one did: the edge the runtime's table
    places the column past (`Table.edge_crossed`), else read from the answer (its die-roll
    modifier, its reading)."""
    edges = [e for e in t.edges if e.where in ("left", "right")]
    if runtime_table is not None and kw is not None:
        try:
            crossed = runtime_table.edge_crossed(kw.get("column"), kw.get("shift") or 0, **_selectors(kw))
        except (RulesError, ArithmeticError, TypeError, ValueError):
            crossed = None
        else:
            return next((e for e in edges if crossed is not None and e.where == crossed[0]), None)
    if o.drm:
        return next((e for e in edges if e.drm_per_column and e.drm_per_column * o.drm > 0), None)
    from dsl.marked import plain
    said = {plain(x) for x in getattr(o, "inferred", ())}
    return next((e for e in edges if e.inferred and plain(e.inferred) in said), None)


def _selectors(kw: dict) -> dict:
    """A lookup's inputs less its roll, row, column and shift: what places the column besides them."""
    return {k: v for k, v in kw.items() if k not in ("roll", "row", "drm", "column", "shift")}


def _header(t: ir.Table, value) -> ir.HeaderRow | None:
    return next((h for h in t.header_rows if value in h.values), None)


def _cell(t: ir.Table, step: Step) -> Cell | None:
    """Where the cell read is in the table's grid."""
    o = step.answer
    kw = step.arguments.get("kw") or {}
    header = _header(t, kw.get(t.header_by)) if t.header_by else None
    labels = header.columns if header is not None else t.columns
    if o.row not in t.rows or o.column not in labels:
        return None
    return Cell(t, t.rows.index(o.row), labels.index(o.column), header)


def legend(c, t: ir.Table, o) -> str:
    """What the result means, in its vocabulary's words ("The defender loses 2 steps and retreats 3
    hexes"); "" for a text result or one no pattern says."""
    vocab_id = dict(t.column_results).get(o.column, t.results)
    vocab = next((v for v in c.ir.vocabularies if v.id == vocab_id), None)
    if vocab is None:
        return ""
    text = getattr(o, "rewritten_text", o.text) or o.text   # (the effects are those after an exception's rewrite)
    parts = text.split(vocab.split) if vocab.split else [text]
    said = []
    for i, e in enumerate(o.effects):
        fields = {k: _number(v) for k, v in dict(e.fields).items()}
        printed = parts[i].strip() if len(parts) == len(o.effects) else None
        fitting = [p for p in vocab.every_pattern
                   if p.kind == e.kind and all(fields.get(k) == _number(v) for k, v in p.fields)]
        # (the pattern that prints the cell's part: `A1` is "A{loss}", not "A{loss}R{retreat}" with retreat 0)
        p = next((p for p in fitting if printed is not None and _prints(p, fields) == printed), None) or \
            next(iter(fitting), None)
        if p is not None:
            try:
                p.meaning.format(**fields)   # (a meaning naming a field this effect lacks says nothing)
            except (KeyError, IndexError, ValueError):
                continue
            said.append(fill(p.meaning, {k: str(v) for k, v in fields.items()}))   # ("loses 1 step", not "1 steps")
    parts = list(dict.fromkeys(s for s in said if s))
    return "; ".join(parts[:1] + [sentence_case(s) for s in parts[1:]])   # ("…loses 1 step; the defender …")


def _prints(p: ir.Pattern, fields: dict) -> str | None:
    """The text the pattern prints for these fields, or None when it needs another."""
    try:
        return p.pattern.format(**fields)
    except (KeyError, IndexError, ValueError):
        return None


def _number(v):
    """A field's value as printed: 2, not 2/1."""
    return int(v) if getattr(v, "denominator", None) == 1 else v


def walk_lines(w: Walk) -> list[str]:
    """The walk as terminal lines: `  1. Column [13.0]: …`, the rules under a stage below it."""
    lines = ["step by step:"]
    for n, s in enumerate(w.stages, 1):
        clause = f" [{s.clause}]" if s.clause else ""
        lines.append(f"  {n}. {s.title}{clause}: {s.text}")
        lines += [f"     {'  ' * (d.depth - 1)}{d.title}{f' [{d.clause}]' if d.clause else ''}: {_worked(d)}" for d in s.details]
    if w.cut:
        lines.append("  … (rules past the limits left out)")
    return lines
