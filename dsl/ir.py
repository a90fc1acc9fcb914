"""The resolved rule model: what a checked rulebook means, as plain typed data.
Fed by: `lower` (from a checked `model.Book` and its `resolver.Symbols`); read by the back ends.

Every reference is resolved once: an expression names a fact, constant, parameter or enum value by
kind (`Ref`), a call names what it calls by kind (`Call`), a lookup names its table (`Lookup`).
Every expression node carries its type ('number', 'flag', 'ratio', 'text', 'dice', 'result',
'any', or an enum's name). Tables carry their placement semantics (row ranges, column positions,
header rows, edge rules, per-column vocabularies, groups); modifiers a signed amount as an
expression; exceptions their target, condition, action and precedence.

The classes are attrs `@frozen`; `dsl.ir_json` turns them into JSON (by the shipped writers of
`dsl.ir_json_writers`) and back (with cattrs). Numbers are `int` or `Fraction`; ratios are
`(attack, defense)` pairs. `children`, `values` and `walk` (at the end) are the one walker over
these trees (and any tree of attrs nodes): iterative, pre-order.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Optional, Union

from .classes import frozen

Number = Union[int, Fraction]
Range = tuple[Optional[int], Optional[int]]     # inclusive; None is an open end


# ---------------------------------------------------------------- expressions
@frozen
class Lit:
    """A literal. `type` says how to read `value`: number (int or Fraction), flag (bool), text and
    dice (str), ratio ((attack, defense)), any (None: the literal `none`); a list constant's value
    is a tuple of numbers ('list of number') or of enum value ids ('list of <enum>')."""
    value: object
    type: str


@frozen
class Ref:
    """A name, resolved: `kind` is 'fact', 'constant', 'param', 'enum_value', 'local' (the item an
    `Aggregate` is at) or 'builtin_fact' ('scenario', 'options'). `enum` is the enum of an enum value; `clause` the clause of a constant
    (its use joins the trace)."""
    kind: str
    name: str
    type: str
    enum: Optional[str] = None
    clause: Optional[str] = None


@frozen
class Unary:
    """'neg' (arithmetic minus) or 'not'."""
    op: str
    operand: "Expr"
    type: str


@frozen
class Binary:
    """Arithmetic '+', '-', '*', '/' (exact: a whole quotient is an int, else a fraction)."""
    op: str
    left: "Expr"
    right: "Expr"
    type: str = "number"


@frozen
class Compare:
    """'==', '!=', '<', '<=', '>', '>='. Ratios compare along the odds scale; a table result
    compares with text by its printed text."""
    op: str
    left: "Expr"
    right: "Expr"
    type: str = "flag"


@frozen
class Member:
    """`left in (options…)`, or `not in` when `negate`; `left in over` when `over` names a list
    constant (a `Ref` whose type is 'list of …'; `options` is then empty)."""
    left: "Expr"
    options: tuple["Expr", ...]
    negate: bool = False
    type: str = "flag"
    over: Optional["Expr"] = None


@frozen
class Logic:
    """'and' / 'or' over two or more operands, evaluated left to right, stopping early."""
    op: str
    operands: tuple["Expr", ...]
    type: str = "flag"


@frozen
class Cond:
    """`if condition then then else otherwise`."""
    condition: "Expr"
    then: "Expr"
    otherwise: "Expr"
    type: str


@frozen
class Field:
    """A field of a table result: 'text', 'kind', or a number printed in the cell ('loss', …)."""
    target: "Expr"
    name: str
    type: str


@frozen
class ItemField:
    """A field of one item of a list (`u.factor`): `record` is the item's record; `default` the
    field's declared default, used when the engine left the field out (None: it is always given)."""
    target: "Expr"
    name: str
    record: str
    type: str
    default: Optional["Expr"] = None


@frozen
class Arg:
    """A named argument: a parameter of the callee, or a fact laid over the caller's facts."""
    name: str
    value: "Expr"


@frozen
class Call:
    """A call. `kind` is 'builtin' (odds, percent, floor, ceil, round_half_up, half_up, half_down,
    abs, min, max: `args` positional, names empty), 'formula' (`params` bind its parameters by name,
    `args` empty, `facts` set facts for the call), 'modifier' / 'combine' (`value` is the number modified, if
    any), 'permission', 'scenario' (`scenario_amount(side, unit, turn)`: the amount the played
    scenario gives that side on that turn, its clause joining the trace), or 'record' (one item of a list: `params` are its fields, every one given,
    defaults filled in, in the record's order)."""
    kind: str
    name: str
    type: str
    args: tuple["Expr", ...] = ()
    params: tuple[Arg, ...] = ()
    facts: tuple[Arg, ...] = ()
    value: Optional["Expr"] = None


@frozen
class Lookup:
    """A table read: `method` 'lookup' (a result), 'column' (the final column label), 'drm' (the
    die-roll modifier from columns beyond the edge) or 'cell' (the printed text). `args` are the
    table's own arguments by name (roll, column, row, shift, group, odds, percent, differential,
    value, key, and the header fact); `positional` those given without a name (row, column)."""
    table: str
    method: str
    type: str
    positional: tuple["Expr", ...] = ()
    args: tuple[Arg, ...] = ()
    facts: tuple[Arg, ...] = ()


@frozen
class Aggregate:
    """An aggregate over a list: `op` 'sum' (of numbers; 0 for no items), 'best' (the largest
    number; 0 for no items), 'count' (the items whose `body` is yes), 'any' / 'all' (yes when the
    body is yes for some / every item). Each item of `source` (a list of records) is named `var`
    (a `Ref` of kind 'local' in `body` and `where`); items whose `where` is no are skipped.
    The body is worked out for each item on its own, so its rounding is per item."""
    op: str
    var: str
    source: "Expr"
    body: "Expr"
    where: Optional["Expr"] = None
    type: str = "number"


@frozen
class Items:
    """A list written out: `[unit_factors(attack: 3), …]`; `type` is 'list of <record>'."""
    items: tuple["Expr", ...]
    type: str


Expr = Union[Lit, Ref, Unary, Binary, Compare, Member, Logic, Cond, Field, Call, Lookup, Aggregate, Items, ItemField]


# ---------------------------------------------------------------- book, clauses and inputs
@frozen
class Note:
    """A `note` (kind 'note') or a `doubt` (kind 'doubt'). `remarks` fields keep both kinds in the
    order the source gives them (how the web book prints them); `notes` and `doubts` fields hold
    the same texts split by kind. `text` is marked text (`dsl.marked`): an unescaped `[id]` is a
    reference, `\\[2]` prints `[2]` and `\\\\` a backslash."""
    kind: str
    text: str


@frozen
class Side:
    """A side; `neutral` takes no turns (bandits) but may own units and set them up."""
    id: str
    title: str
    neutral: bool = False


@frozen
class External:
    """A rulebook referenced but not transcribed: a reference `[13.3]` whose first number lies in
    `first` to `last` and that is no clause of this book is this one's (printed as plain text)."""
    id: str
    title: str
    first: int
    last: int


@frozen
class Clause:
    """A clause. `says`, `notes` and `doubts` are marked text (`dsl.marked`): an unescaped `[id]` is
    a reference, `\\[2]` prints `[2]` and `\\\\` a backslash."""
    id: str
    title: str
    says: str
    kind: str
    parent: Optional[str]
    optional: bool
    source: str
    refs: tuple[str, ...] = ()
    referenced_by: tuple[str, ...] = ()
    exceptions: tuple[str, ...] = ()
    tags: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    doubts: tuple[str, ...] = ()
    remarks: tuple[Note, ...] = ()


@frozen
class Term:
    """A glossary term; `says` is marked text (`dsl.marked`), as a clause's."""
    id: str
    title: str
    says: str
    clause: Optional[str]


@frozen
class EnumValue:
    """One value of an enum: `id` as rules and engines write it, `title` as players read it (and
    the row label a keys table is read by, when the enum reads one)."""
    id: str
    title: str


@frozen
class Enum:
    """A closed set of values (`enum terrain { clear "Clear", … }`): a fact or parameter of this
    type takes one of `values` by its `id`."""
    id: str
    title: str
    values: tuple[EnumValue, ...]
    clause: Optional[str] = None


@frozen
class Fact:
    """An input the engine supplies. `type` is the declared type word (flag, count, integer, number,
    percent, ratio, text, side, or an enum); `value_type` the type of its values in expressions;
    `default` a literal or an enum value (`Ref`), used when the engine does not give the fact;
    `at_most` the largest value an engine may give (a number, or a constant's `Ref`): a larger one
    is refused (`FactOutOfRange`)."""
    id: str
    type: str
    value_type: str
    title: str
    clause: Optional[str]
    default: Optional[Expr] = None
    at_most: Optional[Expr] = None


@frozen
class Constant:
    """A named number, odds, dice or text of the rules: `value` the literal, `printed` as the source
    prints it (`3`), `unit` its unit word (`km`, or ''), `title` what it is."""
    id: str
    value: Lit
    printed: str
    unit: str
    title: str
    clause: Optional[str]


@frozen
class RecordField:
    """One value each item of a list carries: `type` the declared word, `value_type` its type in
    expressions, `default` used when an engine leaves it out (None: it must be given)."""
    name: str
    type: str
    value_type: str
    title: str = ""
    default: Optional[Expr] = None


@frozen
class Record:
    """`record unit_factors { attack: number, disrupted: flag = no }`: the values of one item of a
    list fact (`fact attackers: list of unit_factors`, type 'list of unit_factors')."""
    id: str
    title: str
    clause: Optional[str]
    fields: tuple[RecordField, ...]


# ---------------------------------------------------------------- tables
@frozen
class Pattern:
    """A result pattern: printed text with `{field}` placeholders, its kind and meaning, and its
    fixed fields (`{ retreat: 2 }`): fields every cell matching it carries without printing them."""
    pattern: str
    kind: str
    meaning: str
    fields: tuple[tuple[str, Number], ...] = ()
    inferred: Optional[str] = None   # `inferred "…"`: every cell matching it is our reading (marked text)


@frozen
class Vocabulary:
    """A result vocabulary: every cell of a table using it matches one of its patterns."""
    id: str
    title: str
    clause: Optional[str]
    split: str
    patterns: tuple[Pattern, ...]
    blank: Optional[Pattern] = None
    marks: tuple[tuple[str, str], ...] = ()
    remarks: tuple[Note, ...] = ()

    @property
    def every_pattern(self) -> tuple[Pattern, ...]:
        """Its patterns, then its `blank` when it has one."""
        return self.patterns + ((self.blank,) if self.blank is not None else ())


@frozen
class Effect:
    """One parsed effect of a cell: its kind and its fields, the numbers its pattern printed and then
    the pattern's fixed fields (nothing else: a field neither printed nor fixed is absent)."""
    kind: str
    fields: tuple[tuple[str, object], ...] = ()


@frozen
class Edge:
    """What a lookup beyond one edge does. `where` is 'left', 'right' (columns) or 'below',
    'above' (rolls, with `bound`). `clamp`: use the last column or row; `drm_per_column`: each
    column beyond adds this signed die-roll modifier; `result`: the answer is this text (parsed into
    `effects`); `missing`: the source does not say; `forbid`: a lookup beyond the edge is not allowed
    and raises `ForbiddenLookup` with this message (marked text, `dsl.marked`, shown as read; the
    clause is the one the message cites); `inferred`: the rule is our reading, not the source's."""
    where: str
    clause: Optional[str]
    bound: Optional[int] = None
    clamp: bool = False
    drm_per_column: Optional[int] = None
    result: Optional[str] = None
    effects: tuple[Effect, ...] = ()
    missing: bool = False
    forbid: Optional[str] = None
    # our reading where the source is silent (marked text): every answer the rule gives carries it
    # (`Outcome.inferred`), or only those of rolls past `inferred_bound` (below it for a `below` edge)
    inferred: Optional[str] = None
    inferred_bound: Optional[int] = None


@frozen
class HeaderRow:
    """One of several printed column header rows, chosen by the value of the table's `header_by`
    fact (Shanghai: one row per terrain): its columns, read as the table's `column_positions` or
    `column_ranges` are."""
    label: str
    values: tuple[str, ...]
    columns: tuple[str, ...]
    column_positions: tuple[int, ...] = ()
    column_ranges: tuple[Optional[Range], ...] = ()


@frozen
class CellReading:
    """`cell "row" "column" inferred "…"`: the cell at `rows[row]`, `columns[column]` (indexes, from
    0) is our reading of a garbled or doubtful source (`text`, marked text): every lookup that reads
    it carries the reading (`Outcome.inferred`). `pattern` is None for a `cell` line, and the text of
    the vocabulary's pattern ("" for `blank`) for a cell read under a pattern that is our reading."""
    row: int
    column: int
    text: str
    pattern: Optional[str] = None


@frozen
class Table:
    """A table with its placement semantics. Rows: `row_kind` 'roll' (die-roll ranges `row_ranges`,
    inclusive (low, high) pairs, for `dice`), 'numbers' (ranges too) or 'keys' (labels). Columns:
    `column_kind` 'odds' (`column_positions` are places on the odds scale: n:1 is n-1, 1:n is
    -(n-1)), 'percent', 'differential' and 'numbers' (`column_ranges`: inclusive (low, high), None
    for an open end), or 'keys'. `cells[r][c]` is the printed text, `effects[r][c]` its parsed effects under the
    column's vocabulary (`column_results` for a column read its own way, else `results`).
    `row_keys` lets a keyed table be read by an enum value: every enum whose value titles are all
    row labels maps each value to its row (`woods` → "Woods")."""
    id: str
    title: str
    clause: Optional[str]
    missing: bool
    missing_text: str
    dice: Optional[str]
    row_kind: str
    column_kind: str
    corner: str
    results: str
    rows: tuple[str, ...]
    row_ranges: tuple[Optional[Range], ...]
    columns: tuple[str, ...]
    column_positions: tuple[int, ...]
    column_ranges: tuple[Optional[Range], ...]
    cells: tuple[tuple[str, ...], ...]
    effects: tuple[tuple[tuple[Effect, ...], ...], ...]
    marks: tuple[tuple[tuple[str, ...], ...], ...]
    row_marks: tuple[tuple[str, ...], ...]
    row_groups: tuple[str, ...]
    edges: tuple[Edge, ...]
    header_by: Optional[str] = None
    header_rows: tuple[HeaderRow, ...] = ()
    column_results: tuple[tuple[str, str], ...] = ()
    footnotes: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    doubts: tuple[str, ...] = ()
    remarks: tuple[Note, ...] = ()
    row_keys: tuple[tuple[str, str], ...] = ()   # (enum value, row label): an enum whose titles are the rows
    cell_readings: tuple[CellReading, ...] = ()   # the cells that are our reading (`cell … inferred "…"`)
    columns_label: str = ""   # the label printed over the column headers ("Combat Ratio"), "" if none


# ---------------------------------------------------------------- computations and rules
@frozen
class Param:
    """`table` and `axis` ("row" or "column") when the parameter takes one of that table's printed
    labels (`side: column of transport`), else None: a label the table does not print is refused.
    A roll (`axis` "roll") is of the table's dice (`roll of crt`) or of `dice` no table reads
    (`roll of 1d6`, `table` None): one they cannot give is refused."""
    name: str
    type: str
    table: Optional[str] = None
    axis: Optional[str] = None
    dice: Optional[str] = None


@frozen
class Applies:
    """When a rule is in play: its optional rule chosen (`option`, a clause id), its scenario
    played (`scenario`), and its condition true (`condition`: `when` and not `unless`). `wording`
    holds the designer's own sentences for the `when` and `unless` parts (`reads "…"`), if any."""
    option: Optional[str] = None
    scenario: Optional[str] = None
    condition: Optional[Expr] = None
    wording: tuple[tuple[str, str], ...] = ()   # ("when" | "unless", the sentence players read)


@frozen
class Reading:
    """`inferred "…"`: our reading where the source is silent (marked text), carried in every answer
    the construct gives (`Value.inferred`): a formula's, a modifier's or a permission's where it
    applies, an exception's where it fires; with `when`, only where that condition holds too."""
    text: str
    when: Optional[Expr] = None


@frozen
class Formula:
    """A computation: `params` in order, `body` the expression it answers, `type` the type of the
    answer. It answers only where `applies` holds (its option, scenario and `when`); exceptions on it
    are applied as for any rule (`exceptions` of its clause). `wording` is the sentence players read."""
    id: str
    title: str
    clause: Optional[str]
    params: tuple[Param, ...]
    body: Expr
    type: str
    applies: Applies = Applies()
    wording: str = ""          # `reads "…"`: the sentence players read instead of the body
    inferred: Optional[Reading] = None


@frozen
class Modifier:
    """A modifier. `effect`: 'shift' (columns; `amount` signed, right positive), 'favouring' (a
    shift of `amount` columns in favour of `side`: right when that side is the value of the fact
    `attacker`, else left), 'drm' (die-roll modifier, signed `amount`), 'add' (adds `amount` to the
    value given), 'multiply' (`factor`, then `rounding` 'up', 'down' or ''), or None (a modifier of
    no effect). `per` multiplies the amount; `at_most` caps its size."""
    id: str
    title: str
    clause: Optional[str]
    effect: Optional[str]
    amount: Optional[Expr] = None
    factor: Optional[Number] = None
    rounding: str = ""
    side: Optional[str] = None
    per: Optional[Expr] = None
    at_most: Optional[Expr] = None
    on: Optional[str] = None
    applies: Applies = Applies()
    inferred: Optional[Reading] = None


@frozen
class Combine:
    """Several modifiers together: 'sum' (all that apply) or 'best' (the single largest in size)."""
    id: str
    title: str
    clause: Optional[str]
    mode: str
    members: tuple[str, ...]
    at_most: Optional[Expr] = None


@frozen
class Permission:
    """`modal` is 'may', 'may not', 'must' or 'must not': the answer is yes for may/must and no for
    the negations, when the permission applies (`applies`: its option, scenario and `when`); when it
    does not apply, there is no answer (none). `unless`: when it holds, the permission answers the
    negation (may ↔ may not, must → no, must not → yes) — "may not enter unless along a road"."""
    id: str
    title: str
    clause: Optional[str]
    modal: str
    action: str
    who: Optional[str] = None
    applies: Applies = Applies()
    unless: Optional[Expr] = None
    unless_wording: str = ""   # `unless … reads "…"`: the sentence players read for `unless`
    inferred: Optional[Reading] = None


@frozen
class Rewrite:
    """On a table result: in effects of `kind` (any kind if None), replace `field` value a by b.
    With `side`, only the effect of that side: the `attacker` effect when the fact `attacker` is
    `side`, the `defender` effect when it is not (Changsha 13.2 e: who is affected, not who attacks)."""
    field: str
    kind: Optional[str]
    pairs: tuple[tuple[str, str], ...]
    side: Optional[str] = None


@frozen
class Exception_:
    """An exception to a construct or clause. `level` 2 is a scenario's special rule, 1 a book
    exception; a higher level wins, then a higher `priority`. `effect`: 'cancel' (the target gives
    its neutral answer), 'allow' / 'forbid' (a permission answers yes / no), 'rewrite' (table
    results), 'use' (the target's answer is `use`), or None (stated in prose only).
    Scope: an exception is consulted only where its target applies (the target's option, scenario
    and `when`); `always` (`applies always`) consults it wherever its own condition holds.
    `chooser` (`chosen by NAME`) makes it a player's choice: it fires unless the flag fact `choice`
    (`decline_<id>`, default no) says NAME declines it."""
    id: str
    title: str
    clause: Optional[str]
    target: str
    target_kind: str
    effect: Optional[str]
    level: int
    priority: int
    says: str = ""
    rewrites: tuple[Rewrite, ...] = ()
    use: Optional[Expr] = None
    applies: Applies = Applies()
    always: bool = False
    chooser: Optional[str] = None
    choice: Optional[str] = None
    inferred: Optional[Reading] = None


# ---------------------------------------------------------------- sequence of play, scenarios
@frozen
class Step:
    """A step of a sequence of play: `kind` 'turn', 'phase', 'segment', 'stage' or 'step' (as the
    source names it), `who` the sides or unit kinds that act in it (empty: its enclosing step's),
    `repeat` a text saying how it repeats ('': once), `applies` when it is in the sequence, `steps`
    the steps inside it in order, `says` its text, `notes` the notes written in its block (marked
    text; its doubts are its clause's)."""
    kind: str
    id: str
    title: str
    clause: Optional[str] = None
    who: tuple[str, ...] = ()
    repeat: str = ""
    applies: Applies = Applies()
    steps: tuple["Step", ...] = ()
    says: str = ""
    inferred: Optional[str] = None   # the step (its place, its condition) is our reading (marked text)
    notes: tuple[str, ...] = ()


@frozen
class Skip:
    """A scenario leaving out a step: while `scenario` is played and `condition` (if any) holds, the
    step at `path` (the sequence's id, then step ids) and the steps under it do not apply."""
    scenario: str
    path: tuple[str, ...]
    condition: Optional[Expr] = None


@frozen
class Sequence:
    """A sequence of play: its `steps` in order (nested), and the `skips` scenarios make."""
    id: str
    title: str
    clause: Optional[str]
    steps: tuple[Step, ...]
    skips: tuple[Skip, ...] = ()


@frozen
class Place:
    """One place in a set-up or reinforcement: `kind` 'hex' (`value` a four-digit hex number, `name`
    the place's name or ''), 'entry' (`value` an entry area's key) or 'feature' (`within N of` a
    map feature that is no hex, `value` its name in words: "the Hein-Chang River")."""
    kind: str
    value: str
    name: str = ""


@frozen
class Placement:
    """Where units go: `kind` 'at' (`places`: with `one_of`, one of them, written `at A or B`;
    else as the units' text says, "one in each hex"), 'within' (`radius` hexes of one of `places`,
    `text` a further condition or ''), or 'in' (the area `text` names)."""
    kind: str
    places: tuple[Place, ...] = ()
    radius: int = 0
    text: str = ""
    one_of: bool = False


@frozen
class Setup:
    """Units of `side` (of `formation`, or '') set up at the start of a scenario, at `placement`;
    `units` as the source lists them."""
    side: str
    formation: str
    placement: Placement
    units: str
    inferred: Optional[str] = None   # our reading of a garbled or silent source (marked text)


@frozen
class Reinforcement:
    """Units of `side` arriving on `turn` (in `segment` of it, or None when the source names
    none), at `placement`;
    `units` as the source lists them."""
    side: str
    turn: int
    segment: Optional[int]
    placement: Placement
    units: str
    inferred: Optional[str] = None   # our reading of a garbled or silent source (marked text)


@frozen
class Removal:
    """Units leaving play on a turn (`destination` ''), or relocated to `destination` (often off the
    map); `remark` is the source's footnote to the line."""
    side: str
    turn: int
    units: str
    destination: str = ""
    remark: str = ""
    inferred: Optional[str] = None   # our reading of a garbled or silent source (marked text)


@frozen
class Calendar:
    """The turn record of a scenario for one enum fact: on turn `first_turn + i` (the turn is the
    fact `by`) the fact `fact` is `values[i]` when the engine does not give it."""
    fact: str
    by: str
    values: tuple[str, ...]


@frozen
class TurnAmount:
    """A side's amount of a resource (`unit`, e.g. CP) on one turn of a scenario; read in
    expressions with `scenario_amount(side, "CP", turn)`."""
    turn: int
    side: str
    amount: Number
    unit: str = ""
    title: str = ""


# the lines of a scenario that may be the book's reading (`inferred "…"`): (what a reader calls them, the
# scenario's field), alike in the rule model (`dsl.model.Scenario`) and here
READ_LINES = (("set-up", "setups"), ("reinforcement", "reinforcements"), ("support", "supports"), ("removal", "removals"))


def line_kind(kind: str, line) -> str:
    """A scenario line's kind in words (`READ_LINES`): a removal that moves its units is a relocation."""
    return "relocation" if kind == "removal" and getattr(line, "destination", "") else kind


@frozen
class Support:
    """`count` support units (of `kind`: artillery, fighter…, or '') `side` has on each turn from
    `first_turn` to `last_turn`."""
    side: str
    first_turn: int
    last_turn: int
    count: int
    kind: str = ""
    inferred: Optional[str] = None   # our reading of a garbled or silent source (marked text)


@frozen
class Start:
    """A side's starting amount of a resource (`amount` `unit`, e.g. 2 RP), `title` what it is."""
    side: str
    amount: Number
    unit: str
    title: str


@frozen
class Scenario:
    """A scenario: turns `first_turn` to `last_turn` (None: not given), the map `area`, the side that
    plays first (`first_side`) and the order sides set up in (`setup_order`), `starts` (resources),
    `markers` ([side, key, title]: the activation markers and the formation each stands for), `setups`,
    `supports`, `reinforcements`, `removals`, `amounts` (per turn) and `calendars`; `victory` as
    [side or None, the conditions in words]; the optional rules in play (`options`, or `all_options`);
    `exceptions` its special rules (ids of `exceptions`, level 2)."""
    id: str
    title: str
    clause: Optional[str]
    first_turn: Optional[int]
    last_turn: Optional[int]
    area: str = ""
    first_side: Optional[str] = None
    setup_order: tuple[str, ...] = ()
    starts: tuple[Start, ...] = ()
    markers: tuple[tuple[str, str, str], ...] = ()
    setups: tuple[Setup, ...] = ()
    supports: tuple[Support, ...] = ()
    reinforcements: tuple[Reinforcement, ...] = ()
    victory: tuple[tuple[Optional[str], str], ...] = ()
    options: tuple[str, ...] = ()
    all_options: bool = False
    exceptions: tuple[str, ...] = ()
    says: str = ""
    notes: tuple[str, ...] = ()
    doubts: tuple[str, ...] = ()
    removals: tuple[Removal, ...] = ()
    amounts: tuple[TurnAmount, ...] = ()
    calendars: tuple[Calendar, ...] = ()


# ---------------------------------------------------------------- examples, aids, the book
@frozen
class Example:
    """A worked example (`index` its number in the book, from 1; `line` where it is written): every one of
    `checks` must be yes, run in its `scenario` with its `option` in play; `written` gives each check
    as the rulebook writes it; `printed`: the rulebook prints it (a worked example of its own), else
    it is one of ours (a boundary case, a table read)."""
    index: int
    clause: Optional[str]
    title: str
    line: int
    checks: tuple[Expr, ...]
    scenario: Optional[str] = None
    option: Optional[str] = None
    written: tuple[str, ...] = ()    # each check as the rulebook writes it
    printed: bool = False


@frozen
class AidItem:
    """One item an aid prints, in order: `kind` 'heading' or 'note' (`value` the text), 'clause'
    (`value` its id), or a construct's kind ('table', 'sequence', 'modifier', 'constant', 'results',
    'formula', 'permission', 'exception'; `value` its id)."""
    kind: str
    value: str


@frozen
class Aid:
    """A printable player aid: its page `size` ('A4' or 'letter') and `orientation` ('portrait' or
    'landscape'), and the `items` it prints in order."""
    id: str
    title: str
    size: str
    orientation: str
    items: tuple[AidItem, ...]


@frozen
class Book:
    id: str
    title: str
    series: str
    source: str
    scale: str
    credits: tuple[tuple[str, str], ...]
    sides: tuple[Side, ...]
    dice: tuple[str, ...]
    externals: tuple[External, ...]
    files: tuple[str, ...]
    notes: tuple[str, ...] = ()
    # the fact that counts the game turns (`turn gt` in the header; None: not declared): a turn given
    # with a scenario must be one of the scenario's `turns`
    turn_fact: Optional[str] = None
    clauses: tuple[Clause, ...] = ()
    terms: tuple[Term, ...] = ()
    enums: tuple[Enum, ...] = ()
    facts: tuple[Fact, ...] = ()
    constants: tuple[Constant, ...] = ()
    records: tuple[Record, ...] = ()
    vocabularies: tuple[Vocabulary, ...] = ()
    tables: tuple[Table, ...] = ()
    formulas: tuple[Formula, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    combines: tuple[Combine, ...] = ()
    permissions: tuple[Permission, ...] = ()
    exceptions: tuple[Exception_, ...] = ()
    sequences: tuple[Sequence, ...] = ()
    scenarios: tuple[Scenario, ...] = ()
    examples: tuple[Example, ...] = ()
    aids: tuple[Aid, ...] = ()
    remarks: tuple[Note, ...] = ()      # the header's notes and doubts (`notes` holds only the notes)


# ---------------------------------------------------------------- walking the model
# One walker for every tree of attrs nodes (this model, and `dsl.model`'s checked nodes too). It
# is generic over attrs fields, so a new node class needs no change here. A field's value is a
# node, a tuple or list (nested ones flattened, in order) that may hold nodes, or a plain value
# (str, int, Fraction, bool, None: a leaf). Dicts are not entered: no node holds one.
# Iterative, with explicit stacks: a nesting of any depth walks without RecursionError.

_FIELDS: dict[type, tuple[str, ...] | None] = {}   # a class → its attrs fields' names (None: not a node)


def _fields(cls: type) -> tuple[str, ...] | None:
    """The names of an attrs class's fields in declaration order, None for any other class (found
    once per class: a walk asks for every value it meets)."""
    try:
        return _FIELDS[cls]
    except KeyError:
        attributes = getattr(cls, "__attrs_attrs__", None)
        names = _FIELDS[cls] = None if attributes is None else tuple(a.name for a in attributes)
        return names


def _is_node(x) -> bool:
    return _fields(type(x)) is not None


def _flat(value):
    """The items of a field value in order: the value itself, or those of a tuple or list (nested
    ones flattened)."""
    if not isinstance(value, (tuple, list)):
        yield value
        return
    stack = [iter(value)]
    while stack:
        for item in stack[-1]:
            if isinstance(item, (tuple, list)):
                stack.append(iter(item))
                break
            yield item
        else:
            stack.pop()


def values(node):
    """Every value a node's fields hold, in field order (tuples and lists flattened): its child
    nodes and its leaves (text, numbers, flags, None)."""
    for name in _fields(type(node)):
        yield from _flat(getattr(node, name))


def children(node):
    """The direct child nodes of an attrs node, in field order (declaration order of the class),
    items of a tuple or list in their order."""
    return (v for v in values(node) if _is_node(v))


def nodes_under(root, cls: type, skip: tuple = ()) -> list:
    """The nodes of `cls` under `root` (itself included), in the order `walk` meets them; nodes of
    the classes in `skip` are not read (a model's `Span`s: half its nodes, none holding a call).
    For any tree of attrs nodes: the IR, or the model (`checks.expressions.calls_under`, and an
    example's calls in `compiler.examples`)."""
    out: list = []
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, cls):
            out.append(node)
        stack += [child for child in _children_reversed(node) if child.__class__ not in skip]
    return out


def _children_reversed(node) -> list:
    """`children(node)` as a list in reverse order, for a walk's stack: by the reader made once
    for the node's class (`_reverse_reader`)."""
    try:
        read = _READERS[type(node)]
    except KeyError:
        read = _READERS[type(node)] = _reverse_reader(type(node))
    return read(node)


_READERS: dict[type, object] = {}   # a node class → its `_children_reversed` (made once per class)
_LEAVES = frozenset({str, int, bool, type(None), Fraction, float})   # values that are never nodes


def _reverse_reader(cls: type):
    """The function giving a node of `cls`'s children in reverse order: its fields read in one call
    (`attrgetter`), each value told apart by its class (a leaf, a node, a tuple or list to flatten)
    with no generator per field; the same list `children` would give, reversed."""
    from operator import attrgetter
    names = _fields(cls)
    if not names:
        return lambda node: []
    get = attrgetter(*names)
    one = len(names) == 1
    fields = _FIELDS

    def read(node) -> list:
        out = []
        for value in ((get(node),) if one else get(node)):
            vcls = value.__class__
            if vcls in _LEAVES:
                continue
            if vcls is tuple or vcls is list or isinstance(value, (tuple, list)):
                for item in value:
                    icls = item.__class__
                    if icls in _LEAVES:
                        continue
                    if icls is tuple or icls is list or isinstance(item, (tuple, list)):
                        out.extend(v for v in _flat(item) if _is_node(v))
                    elif (fields[icls] if icls in fields else _fields(icls)) is not None:
                        out.append(item)
            elif (fields[vcls] if vcls in fields else _fields(vcls)) is not None:
                out.append(value)
        out.reverse()
        return out
    return read


def walk(root):
    """Every node under `root`, `root` first: depth-first pre-order, children in `children` order
    (a node, then all of its first child's tree, then its second child's, …). `root` may be a
    node, or a tuple or list of them (walked in turn). A node reached twice (shared) is yielded twice."""
    stack = [v for v in _flat(root) if _is_node(v)][::-1]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(_children_reversed(node))


def example_options(book: "Book", ex: Example) -> tuple[str, ...] | None:
    """The optional rules an example runs with, given as `options` (None: as its scenario plays them,
    or none): its optional clause's, with its scenario's own. Given alone they replaced the
    scenario's, so an example of a scenario inside an optional clause failed where the built package,
    playing the scenario, answered (the hard-inputs probe)."""
    if not ex.option:
        return None
    scenario = next((sc for sc in book.scenarios if sc.id == ex.scenario), None) if ex.scenario else None
    if scenario is not None and (scenario.all_options or ex.option in scenario.options):
        return None
    return tuple(dict.fromkeys((ex.option, *(scenario.options if scenario is not None else ()))))
