"""The typed model of a rulebook. Fed by: `builder`, which turns the Lark tree into these classes.

Plain attrs data: children are tuples, every node has a `span` that does not take part in equality,
so two models that differ only in positions compare equal. Expressions (`Expr` subclasses) are the
small language of conditions, formulas and examples.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Union

from .classes import field, frozen

from .source import Span


def _span():
    return field(default=None, eq=False, repr=False)


# ---------------------------------------------------------------- expressions
@frozen
class Num:
    """A number literal (int or Fraction)."""
    value: Union[int, Fraction]
    span: Span = _span()


@frozen
class RatioLit:
    """An odds ratio literal such as 3:1."""
    attack: int
    defense: int
    span: Span = _span()


@frozen
class DiceLit:
    count: int
    sides: int
    span: Span = _span()


@frozen
class Text:
    value: str
    span: Span = _span()


@frozen
class Bool:
    value: bool
    span: Span = _span()


@frozen
class NoneLit:
    """`none`: no answer (a permission that does not speak to the situation)."""
    span: Span = _span()


@frozen
class Name:
    """A parameter, fact, constant or enum value, resolved by the checks."""
    name: str
    span: Span = _span()


@frozen
class Arg:
    """One call argument; `name` is None for positional arguments."""
    name: str | None
    value: "Expr"
    span: Span = _span()


@frozen
class Call:
    """`func(args)`: a built-in, formula, modifier, combine, permission or table."""
    func: str
    args: tuple[Arg, ...]
    span: Span = _span()


@frozen
class MethodCall:
    """`target.method(args)`, used for table methods like `crt.column(...)`."""
    target: "Expr"
    method: str
    args: tuple[Arg, ...]
    span: Span = _span()


@frozen
class FieldOf:
    """`target.name`: a field of a table result or a structured value."""
    target: "Expr"
    name: str
    span: Span = _span()


@frozen
class BinOp:
    """Arithmetic `+ - * /`."""
    op: str
    left: "Expr"
    right: "Expr"
    span: Span = _span()


@frozen
class Compare:
    """`== != < <= > >=`."""
    op: str
    left: "Expr"
    right: "Expr"
    span: Span = _span()


@frozen
class Is:
    """`x is value` / `x is not value` (enum or side membership)."""
    left: "Expr"
    value: "Expr"
    negate: bool
    span: Span = _span()


@frozen
class In:
    """`x in (a, b, c)` / `x not in (a, b, c)`, or `x in name` over a list constant (`over`, no options)."""
    left: "Expr"
    options: tuple["Expr", ...]
    negate: bool = False
    span: Span = _span()
    over: "Name | None" = None


@frozen
class Not:
    operand: "Expr"
    span: Span = _span()


@frozen
class Logic:
    """`and` / `or` over two or more operands."""
    op: str
    operands: tuple["Expr", ...]
    span: Span = _span()


@frozen
class If:
    condition: "Expr"
    then: "Expr"
    otherwise: "Expr"
    span: Span = _span()


@frozen
class Neg:
    operand: "Expr"
    span: Span = _span()


@frozen
class Aggregate:
    """`sum(body for each var in source where condition)`: `op` is the name written before the
    parenthesis (sum, count, best, any, all; the checks refuse others), `var` the name each item
    of the list takes in `body` and `where`."""
    op: str
    body: "Expr"
    var: str
    source: "Expr"
    where: "Expr | None" = None
    op_span: Span = _span()
    var_span: Span = _span()
    span: Span = _span()


@frozen
class ListLit:
    """`[a, b, c]`: a list of values (in examples, the units given to a list fact)."""
    items: tuple["Expr", ...]
    span: Span = _span()


Expr = Union[Num, RatioLit, DiceLit, Text, Bool, NoneLit, Name, Call, MethodCall, FieldOf, BinOp, Compare,
             Is, In, Not, Logic, If, Neg, Aggregate, ListLit]


# ---------------------------------------------------------------- shared pieces
@frozen
class Note:
    """A `note` (kind 'note') or a `doubt` (kind 'doubt') on a clause or construct."""
    kind: str
    text: str
    span: Span = _span()


@frozen
class Ref:
    """A reference to a clause, `[12.7]`, written in text or in a `see`."""
    target: str
    span: Span = _span()


# ---------------------------------------------------------------- book and clauses
@frozen
class SideDecl:
    """A side of the book; `neutral`: it takes no turns (bandits), yet units may belong to it."""
    id: str
    title: str
    neutral: bool = False
    span: Span = _span()


@frozen
class External:
    """A rulebook referenced but not transcribed; references in `first..last` resolve to it."""
    id: str
    title: str
    first: int
    last: int
    span: Span = _span()
    covers_span: Span = _span()         # `20 to 30` after `covers`


@frozen
class BookHeader:
    id: str
    title: str = ""
    series: str = ""
    source: str = ""
    scale: str = ""
    turn: str = ""   # `turn gt`: the fact that counts the game turns ("": not declared)
    credits: tuple[tuple[str, str], ...] = ()
    sides: tuple[SideDecl, ...] = ()
    dice: tuple[str, ...] = ()
    externals: tuple[External, ...] = ()
    notes: tuple[Note, ...] = ()
    span: Span = _span()
    twice: tuple[tuple[str, Span], ...] = ()   # settings written a second time (E101): the word, where
    turn_span: Span | None = field(default=None, eq=False, repr=False)   # the name after `turn`


@frozen
class Clause:
    id: str
    title: str
    says: str = ""
    parent: str | None = None
    optional: bool = False
    tags: tuple[tuple[str, str], ...] = ()
    refs: tuple[Ref, ...] = ()
    notes: tuple[Note, ...] = ()
    file: str = ""
    end_line: int = field(default=0, eq=False)   # last line of the clause block (its closing brace)
    twice: tuple[tuple[str, Span], ...] = ()   # `says` written a second time (E101): the word, where
    span: Span = _span()


# ---------------------------------------------------------------- glossary, inputs, numbers
@frozen
class Term:
    id: str
    title: str
    says: str = ""
    clause: str | None = None
    refs: tuple[Ref, ...] = ()
    span: Span = _span()


@frozen
class EnumValue:
    id: str
    title: str
    span: Span = _span()


@frozen
class Enum:
    id: str
    title: str
    values: tuple[EnumValue, ...]
    clause: str | None = None
    span: Span = _span()


@frozen
class Fact:
    id: str
    type: str
    title: str = ""
    clause: str | None = None
    default: "Expr | None" = None
    type_span: Span = _span()
    span: Span = _span()
    at_most: int | str | None = None        # the largest value an engine may give: a number, or a constant's name
    at_most_span: Span | None = _span()


@frozen
class RecordField:
    """One value a record carries: `attack: number`, `disrupted: flag = no "…"`."""
    name: str
    type: str
    title: str = ""
    default: "Expr | None" = None
    type_span: Span = _span()
    span: Span = _span()


@frozen
class Record:
    """`record unit_factors "…" { attack: number, disrupted: flag = no }`: the values each item of
    a list fact (`fact attackers: list of unit_factors`) carries."""
    id: str
    title: str
    fields: tuple[RecordField, ...]
    clause: str | None = None
    span: Span = _span()


@frozen
class Constant:
    id: str
    value: object
    printed: str
    unit: str = ""
    title: str = ""
    clause: str | None = None
    span: Span = _span()


# ---------------------------------------------------------------- tables
@frozen
class Cell:
    """One grid cell: its text as printed, its typographic marks, where it is."""
    text: str
    marks: tuple[str, ...] = ()
    span: Span = _span()


@frozen
class GridRow:
    """One grid line: its cells, whether it is the `|---|` separator, or the group it heads
    (`| == Red Army == |` opens the group "Red Army" for the rows below it)."""
    cells: tuple[Cell, ...]
    separator: bool = False
    group: str = ""
    span: Span = _span()


@frozen
class EdgeAction:
    """`clamp`, `drm` (value = per column), `result` (value = cell text), `missing` or `forbid`
    (value = the message a lookup beyond the edge raises)."""
    kind: str
    value: object = None
    span: Span = _span()


@frozen
class Edge:
    """An edge rule: where ('left', 'right', 'below', 'above'), the roll bound, and its actions."""
    where: str
    bound: int | None
    actions: tuple[EdgeAction, ...]
    clause: str | None = None           # the clause that states the rule, when not the table's
    span: Span = _span()
    # `inferred "…"`: the rule is our reading where the source is silent (marked text), carried in
    # every answer it gives; `inferred below 1 "…"` only in those past that roll (inferred_where, _bound)
    inferred: str | None = None
    inferred_where: str = ""
    inferred_bound: int | None = None


@frozen
class CellReading:
    """`cell "Town" "Barrage" inferred "…"`: the printed cell at that row and column is our reading of
    a garbled or doubtful source (marked text), carried by every lookup that reads the cell."""
    row: str
    column: str
    text: str
    span: Span = _span()


@frozen
class Table:
    id: str
    title: str
    clause: str | None = None
    missing: bool = False
    missing_text: str = ""
    roll: str = ""
    rows_kind: str = "keys"
    columns_kind: str = "keys"
    header_by: str = ""
    results: str = "text"
    edges: tuple[Edge, ...] = ()
    grid: tuple[GridRow, ...] = ()
    footnotes: tuple[tuple[str, str], ...] = ()      # (number, text), marked `^N` in cells
    column_results: tuple[tuple[str, str], ...] = ()  # (column label, vocabulary): a column read its own way
    notes: tuple[Note, ...] = ()
    refs: tuple[Ref, ...] = ()
    decl_spans: tuple[tuple[str, Span], ...] = field(default=(), eq=False, repr=False)
    span: Span = _span()
    twice: tuple[tuple[str, Span], ...] = ()   # settings, edges, footnotes written a second time (E101)
    cell_readings: tuple[CellReading, ...] = ()
    columns_label: str = ""   # `columns odds "Combat Ratio"`: the label printed over the column headers


@frozen
class FixedField:
    """`retreat: 2` in `"DR" => defender_retreat "…" { retreat: 2 }`: a field every cell matching
    the pattern carries without printing it. `value` is the number as written (`2`, `-1`, `1/2`)."""
    name: str
    value: str
    span: Span = _span()


@frozen
class Pattern:
    """`"TEXT" => kind "meaning" { fixed fields } inferred "…"` (`text` "" for `blank`): `inferred`
    (marked text, "" without words: E404) says every cell matching it is our reading of the source;
    `inferred_span` is where the word `inferred` stands."""
    text: str
    kind: str
    meaning: str = ""
    span: Span = _span()
    fixed: tuple[FixedField, ...] = ()
    inferred: str | None = None
    inferred_span: Span = _span()


@frozen
class Results:
    """A result vocabulary: the patterns every cell of a table must match."""
    id: str
    title: str = ""
    clause: str | None = None
    split: str = ""
    patterns: tuple[Pattern, ...] = ()
    blank: Pattern | None = None
    marks: tuple[tuple[str, str], ...] = ()
    notes: tuple[Note, ...] = ()
    twice: tuple[tuple[str, Span], ...] = ()   # lines given a second time (E101): what they give, where
    span: Span = _span()
    split_span: Span | None = _span()           # where `split` is written (None: no split line)

    @property
    def every_pattern(self) -> tuple[Pattern, ...]:
        """Its patterns, then its `blank` when it has one."""
        return self.patterns + ((self.blank,) if self.blank is not None else ())


# ---------------------------------------------------------------- computations and rules
@frozen
class Param:
    """`keys_of` names the table whose labels a text parameter takes (`side: column of transport`), and
    `axis` which of its labels ("row" or "column"); both are "" for any other parameter. `dice` are
    the dice a `roll of 1d6` parameter takes a roll of (`axis` "roll", `keys_span` their place), else "".
    `type_span` is the place of the type written (`x: nmber`), else the name's."""
    name: str
    type: str = "number"
    span: Span = _span()
    keys_of: str = ""
    axis: str = ""
    keys_span: Span = _span()
    axis_span: Span = _span()
    dice: str = ""
    type_span: Span = _span()


@frozen
class Reading:
    """`inferred "…"` on a formula, a modifier, a permission or an exception: our reading where the
    source is silent (marked text), carried in every answer the construct gives (a formula's, a
    modifier's or a permission's where it applies; an exception's where it fires), or only in those
    where `when` holds."""
    text: str
    when: "Expr | None" = None
    span: Span = _span()


@frozen
class Formula:
    """`returns` is the declared type of its value (`formula weather(turn: count): weather = …`), or ""."""
    id: str
    params: tuple[Param, ...]
    body: Expr
    title: str = ""
    clause: str | None = None
    span: Span = _span()
    returns: str = ""
    wording: str = ""             # `reads "…"`: the sentence players read instead of the body
    inferred: Reading | None = None   # `inferred "…"`: the formula is our reading where the source is silent


@frozen
class Effect:
    """A modifier's effect: kind 'shift' (amount signed, right positive), 'favouring' (side),
    'drm' or 'add' (signed amount), or 'multiply' (factor, rounding 'up'/'down'/'').
    `constant` names the constant that gives the amount, when one does (`sign` applies to it);
    `cell` reads it from a table cell instead (`terrain_effects(t, "Combat").columns`)."""
    kind: str
    amount: object = 0
    constant: str = ""
    sign: int = 1
    side: str = ""
    rounding: str = ""
    cell: "Expr | None" = None
    span: Span = _span()


@frozen
class Modifier:
    id: str
    title: str = ""
    clause: str | None = None
    effect: Effect | None = None
    when: Expr | None = None
    unless: Expr | None = None
    per: Expr | None = None
    at_most: int | str | None = None        # a number, or the name of a constant
    on: str = ""
    notes: tuple[Note, ...] = ()
    scenario: str = ""
    wording: tuple[tuple[str, str], ...] = ()   # ("when" | "unless", the sentence of that condition)
    twice: tuple[tuple[str, Span], ...] = ()   # settings written a second time (E101): the word, where
    at_most_span: Span | None = _span()
    on_span: Span | None = None               # where `on` names what it modifies
    span: Span = _span()
    inferred: Reading | None = None           # `inferred "…"`: our reading where the source is silent


@frozen
class Combine:
    id: str
    mode: str
    members: tuple[str, ...]
    title: str = ""
    clause: str | None = None
    at_most: int | str | None = None
    member_spans: tuple[Span, ...] = field(default=(), eq=False, repr=False)
    at_most_span: Span | None = _span()
    span: Span = _span()


@frozen
class Permission:
    id: str
    modal: str
    action: str
    title: str = ""
    clause: str | None = None
    who: str = ""
    when: Expr | None = None
    unless: Expr | None = None
    notes: tuple[Note, ...] = ()
    scenario: str = ""
    wording: tuple[tuple[str, str], ...] = ()   # ("when" | "unless", the sentence of that condition)
    twice: tuple[tuple[str, Span], ...] = ()   # settings written a second time (E101): the word, where
    who_span: Span | None = _span()
    span: Span = _span()
    modal_span: Span | None = _span()   # `may "…"`
    inferred: Reading | None = None     # `inferred "…"`: our reading where the source is silent


@frozen
class Rewrite:
    """`rewrite [kind.]field: a -> b, …` on table results; `rewrite field of SIDE: …` names the
    side whose effect (attacker's or defender's, through the fact `attacker`) is rewritten."""
    field: str
    kind: str
    pairs: tuple[tuple[str, str], ...]
    span: Span = _span()
    side: str = ""
    side_span: Span = _span()


@frozen
class ExceptionRule:
    id: str
    title: str = ""
    clause: str | None = None
    target: str = ""
    target_is_clause: bool = False
    when: Expr | None = None
    unless: Expr | None = None
    effect: str = ""              # cancel | allow | forbid | rewrite | use | '' (prose only)
    rewrites: tuple[Rewrite, ...] = ()
    use: Expr | None = None
    priority: int = 0
    says: str = ""
    scenario: str = ""
    notes: tuple[Note, ...] = ()
    target_span: Span = _span()
    wording: tuple[tuple[str, str], ...] = ()   # ("when" | "unless", the sentence of that condition)
    twice: tuple[tuple[str, Span], ...] = ()   # settings written a second time (E101): the word, where
    span: Span = _span()
    always: bool = False          # `applies always`: answers even where the target does not apply
    chooser: str = ""             # `chosen by NAME`: a player's choice; NAME says who chooses
    chooser_span: Span = _span()
    inferred: Reading | None = None   # `inferred "…"`: our reading where the source is silent
    effect_span: Span | None = field(default=None, eq=False, repr=False)   # where `cancel`, `allow`, … is written


def choice_fact_name(exception_id: str) -> str:
    """The flag fact of a `chosen by` exception: yes when the chooser declines it."""
    return f"decline_{exception_id}"


def choice_fact(e: ExceptionRule, sides: dict[str, str] | None = None) -> Fact:
    """The fact a `chosen by NAME` exception reads: NAME declines it (default no: it applies). Its
    title is made here (a side by its title, `sides`; other names in words: no name printed as code)."""
    words = lambda name: name.replace("_", " ")
    who = (sides or {}).get(e.chooser) or f"the {words(e.chooser)}"
    title = f"{who[0].upper()}{who[1:]} declines the exception “{e.title or words(e.id)}”"   # (quoted as other titles:
    # "declines the exception Fortifications and cities ignore retreats" ran on: the player probe of stop 61)
    return Fact(choice_fact_name(e.id), "flag", title,
                e.clause, Bool(False), e.chooser_span, e.chooser_span)


# ---------------------------------------------------------------- sequence of play
@frozen
class Step:
    kind: str
    id: str
    title: str
    ref: Ref | None = None
    who: tuple[str, ...] = ()
    when: Expr | None = None
    repeat: str = ""
    says: str = ""
    notes: tuple[Note, ...] = ()
    children: tuple["Step", ...] = ()
    wording: tuple[tuple[str, str], ...] = ()   # ("when" | "unless", the sentence of that condition)
    twice: tuple[tuple[str, Span], ...] = ()   # settings written a second time (E101): the word, where
    who_spans: tuple[Span, ...] = field(default=(), eq=False, repr=False)   # each name in `who`
    span: Span = _span()
    inferred: str | None = None   # `inferred "…"`: the step (its place, its condition) is our reading


@frozen
class Sequence:
    id: str
    title: str
    steps: tuple[Step, ...]
    clause: str | None = None
    notes: tuple[Note, ...] = ()
    span: Span = _span()


# ---------------------------------------------------------------- scenarios
@frozen
class Place:
    """A hex (`hex`, with an optional name), an entry point (`entry`) or, in `within N of "…"`, a
    map feature that is no hex (`feature`, its name in words)."""
    kind: str
    value: str
    name: str = ""
    span: Span = _span()


@frozen
class Placement:
    """`at …`, `within N of … [in "region"]` (the region is `text`) or `in "text"`; `at A or B`
    (`one_of`): one of the places, where `at A, B` leaves it to the units' text (one in each)."""
    kind: str
    places: tuple[Place, ...] = ()
    radius: int = 0
    text: str = ""
    one_of: bool = False


@frozen
class Setup:
    side: str
    formation: str
    placement: Placement
    units: str
    span: Span = _span()
    inferred: str | None = None   # `inferred "…"`: the line is our reading of the source (marked text)


@frozen
class Removal:
    """`remove SIDE turn N: "units"` (the units leave play) or `relocate SIDE turn N to "where":
    "units"` (`destination` set); `remark` a second text (the source's footnote)."""
    side: str
    turn: int
    units: str
    destination: str = ""
    remark: str = ""
    span: Span = _span()
    inferred: str | None = None   # `inferred "…"`: the line is our reading of the source (marked text)
    relocation: bool = False      # written `relocate` (E404 when its destination is empty: read as a removal)
    turn_span: Span | None = _span()   # its turn's number (E401's caret)


@frozen
class Calendar:
    """`calendar month by gt: may, june, …`: while the scenario is played, the enum fact `fact`
    takes `values[i]` on turn first_turn + i, the turn being the fact `by`."""
    fact: str
    by: str
    values: tuple[str, ...]
    value_spans: tuple[Span, ...] = field(default=(), eq=False, repr=False)
    span: Span = _span()
    by_span: Span = _span()   # the `by` fact's name


@frozen
class TurnAmount:
    """`turn N SIDE: amount [unit] ["title"]`: a side's amount of a resource on one turn (CP)."""
    turn: int
    side: str
    amount: object
    unit: str = ""
    title: str = ""
    span: Span = _span()
    turn_span: Span | None = _span()   # its turn's number (E401's caret)


@frozen
class Reinforcement:
    side: str
    turn: int
    segment: int | None
    placement: Placement
    units: str
    span: Span = _span()
    inferred: str | None = None   # `inferred "…"`: the line is our reading of the source (marked text)
    turn_span: Span | None = _span()   # its turn's number (E401's caret)


@frozen
class Support:
    side: str
    first_turn: int
    last_turn: int
    count: int
    kind: str = ""
    span: Span = _span()
    inferred: str | None = None   # `inferred "…"`: the line is our reading of the source (marked text)
    turn_span: Span | None = _span()   # its turns, from the first number to the last (E401's caret)


@frozen
class Victory:
    side: str
    text: str
    span: Span = _span()


@frozen
class Skip:
    path: tuple[str, ...]
    when: Expr | None = None
    span: Span = _span()


@frozen
class Scenario:
    id: str
    title: str
    clause: str | None = None
    first_turn: int | None = None
    last_turn: int | None = None
    area: str = ""
    first_side: str = ""
    setup_order: tuple[str, ...] = ()
    starts: tuple[tuple[str, object, str, str], ...] = ()   # (side, amount, unit, text): starting resources
    markers: tuple[tuple[str, str, str], ...] = ()   # (side, key, text)
    setups: tuple[Setup, ...] = ()
    supports: tuple[Support, ...] = ()
    reinforcements: tuple[Reinforcement, ...] = ()
    removals: tuple[Removal, ...] = ()
    amounts: tuple[TurnAmount, ...] = ()
    calendars: tuple[Calendar, ...] = ()
    victories: tuple[Victory, ...] = ()
    skips: tuple[Skip, ...] = ()
    options: tuple[Ref, ...] = ()
    all_options: bool = False
    says: str = ""
    notes: tuple[Note, ...] = ()
    side_spans: tuple[tuple[str, Span], ...] = field(default=(), eq=False, repr=False)
    turns_span: Span | None = field(default=None, eq=False, repr=False)   # where `turns N to M` is written
    first_span: Span | None = field(default=None, eq=False, repr=False)   # where `first SIDE` names its side
    all_options_span: Span | None = field(default=None, eq=False, repr=False)   # where `options all` says `all`
    # (line's start, amount, place just after it) of each `turn N SIDE:`/`start SIDE:` amount written
    # without its unit (the checks refuse it: `scenario_amount` reads an amount by its unit)
    unitless: tuple[tuple[str, str, Span], ...] = field(default=(), eq=False, repr=False)
    twice: tuple[tuple[str, Span], ...] = ()   # lines given a second time (E101): what they give, where
    span: Span = _span()


# ---------------------------------------------------------------- examples and aids
@frozen
class Example:
    title: str
    checks: tuple[Expr, ...]
    clause: str | None = None
    index: int = 0
    scenario: str = ""
    span: Span = _span()
    printed: bool = False   # `printed`: a worked example the rulebook prints (else one of ours)


@frozen
class AidItem:
    """`table NAME`, `sequence NAME` …, `clause [ref]`, `heading "…"`, `note "…"`."""
    kind: str
    value: str
    span: Span = _span()


@frozen
class Aid:
    id: str
    title: str
    size: str = "A4"
    orientation: str = "landscape"
    items: tuple[AidItem, ...] = ()
    span: Span = _span()
    twice: tuple[tuple[str, Span], ...] = ()   # a second `page` (E101)
    size_span: Span | None = None              # where `page` names the paper and the orientation
    orientation_span: Span | None = None


# ---------------------------------------------------------------- the whole book
CONSTRUCT_KINDS = ("term", "enum", "fact", "constant", "table", "results", "formula", "modifier",
                   "combine", "permission", "exception", "sequence", "scenario", "aid")


@frozen
class Book:
    """Everything one rulebook folder declares, in source order."""
    header: BookHeader
    clauses: tuple[Clause, ...] = ()
    terms: tuple[Term, ...] = ()
    enums: tuple[Enum, ...] = ()
    facts: tuple[Fact, ...] = ()
    constants: tuple[Constant, ...] = ()
    tables: tuple[Table, ...] = ()
    results: tuple[Results, ...] = ()
    records: tuple[Record, ...] = ()
    formulas: tuple[Formula, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    combines: tuple[Combine, ...] = ()
    permissions: tuple[Permission, ...] = ()
    exceptions: tuple[ExceptionRule, ...] = ()
    sequences: tuple[Sequence, ...] = ()
    scenarios: tuple[Scenario, ...] = ()
    examples: tuple[Example, ...] = ()
    aids: tuple[Aid, ...] = ()
    cited: tuple[tuple[str | None, Ref], ...] = ()   # references in the texts of constructs, by owning clause
    owned: tuple[Ref, ...] = ()   # each construct's own `[ref]` as written (a construct's `clause`, with its span)
    files: tuple[str, ...] = ()
