"""The pieces of constructs: what `builder` makes of the grammar rules that are only part of a
construct (a text, a note, a table setting, an edge rule, a scenario line…), before the construct
that holds them puts them into a `model` class. Fed by: `builder.ToModel`.

Small attrs classes, named after what they hold. A piece whose texts may hold `[refs]` has a `refs`
field; the construct holding it collects them (scenario lines that are data as printed, such as
unit designations, have none).
"""
from __future__ import annotations

from .classes import frozen

from . import model as m
from .source import Span


@frozen
class Prose:
    """`text`: a quoted text, unquoted, and the references written in it; `marked`: the same as
    marked text (`dsl.marked`), for the prose a back end links."""
    text: str
    refs: tuple[m.Ref, ...] = ()
    marked: str = ""


@frozen
class Says:
    """`says "…"`: a restatement."""
    text: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class NoteLine:
    """`note "…"` or `doubt "…"`."""
    note: m.Note
    refs: tuple[m.Ref, ...] = ()


@frozen
class See:
    """`see [a], [b]`."""
    refs: tuple[m.Ref, ...]


@frozen
class OptionalMark:
    """`optional` after a clause's title."""


@frozen
class PrintedMark:
    """`printed` after an example's title: a worked example the rulebook prints."""


@frozen
class Tag:
    """`name` or `name: value` in a clause's `tags`."""
    name: str
    value: str = ""


@frozen
class Tags:
    tags: tuple[Tag, ...]


@frozen
class BookField:
    """`title`, `series`, `scale`, `source` or `turn` of the book header (`turn`: the fact's name)."""
    name: str
    text: str
    span: Span | None = None


@frozen
class Credit:
    role: str
    name: str


@frozen
class Dice:
    """`dice 1d6, 2d6`: the dice, and where each is written."""
    dice: tuple[str, ...]
    spans: tuple[Span, ...] = ()


@frozen
class EnumValueLine:
    value: m.EnumValue
    refs: tuple[m.Ref, ...] = ()


@frozen
class TypeName:
    """The type of a fact or a formula parameter."""
    name: str
    span: Span


@frozen
class Default:
    """`= value` after a fact's type."""
    expr: m.Expr


@frozen
class ConstValue:
    value: object
    printed: str
    unit: str = ""


@frozen
class Setting:
    """A table declaration `roll 2d6`, `rows NAME`, … : the `Table` field it sets, its value, and the
    name and position the checks report it by."""
    field: str
    value: str
    declared: str
    span: Span


@frozen
class Settings:
    settings: tuple[Setting, ...]


@frozen
class Missing:
    """`missing ["what is known"]`: a table absent from the source."""
    text: str


@frozen
class EdgeRule:
    """`off left: …` or `roll below 2: …`, the `[ref]` that states it, and the references in a
    `forbid` message."""
    edge: m.Edge
    ref: m.Ref | None
    cited: tuple[m.Ref, ...] = ()


@frozen
class Inferred:
    """`inferred below 1 "…"` after an edge rule: our reading (marked text), the references it cites,
    and the rolls it is limited to (where, bound), if any."""
    text: str
    refs: tuple[m.Ref, ...] = ()
    where: str = ""
    bound: int | None = None


@frozen
class ReadingLine:
    """`inferred when … "…"` in a formula, a modifier, a permission or an exception: the reading
    (`m.Reading`, its text marked) and the references its text cites."""
    reading: m.Reading
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class CellReadingLine:
    """`cell "row" "column" inferred "…"` in a table: the reading and the references its text cites."""
    reading: m.CellReading
    refs: tuple[m.Ref, ...] = ()


@frozen
class LineReading:
    """`inferred "…"` after a scenario's set-up, reinforcement or support line, or in a step's block:
    the reading (marked text, "" without words: E404) and the references it cites."""
    text: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class ForbidAction:
    """`forbid "message [6.3]"`: the edge action and the references its message cites."""
    action: m.EdgeAction
    refs: tuple[m.Ref, ...] = ()


@frozen
class ColumnResults:
    """`column "label" results NAME`."""
    label: str
    label_span: Span
    results: str
    results_span: Span


@frozen
class Footnote:
    number: str
    text: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None          # the number


@frozen
class Split:
    text: str
    span: Span | None = None


@frozen
class PatternLine:
    pattern: m.Pattern
    refs: tuple[m.Ref, ...] = ()


@frozen
class FixedFields:
    """`{ retreat: 2, loss: 0 }` after a result pattern."""
    fields: tuple[m.FixedField, ...]


@frozen
class BlankLine:
    """`blank => kind`: what an empty cell means."""
    pattern: m.Pattern
    refs: tuple[m.Ref, ...] = ()

    @property
    def span(self) -> Span | None:
        return self.pattern.span


@frozen
class Mark:
    key: str
    text: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class Guard:
    """`when expr`, `unless expr` or `per expr`; `wording` is its `reads "…"` sentence, `refs` the
    references written in it."""
    kind: str
    expr: m.Expr
    wording: str = ""
    refs: tuple[m.Ref, ...] = ()


@frozen
class Wording:
    """`reads "…"`: the sentence a player reads instead of an expression, and its references."""
    text: str
    refs: tuple[m.Ref, ...] = ()


@frozen
class HeaderLine:
    """A book header's `side` or `external` (`value`), with the references written in its title."""
    value: object
    refs: tuple[m.Ref, ...] = ()


@frozen
class AtMost:
    value: int | str
    span: Span | None = None


@frozen
class On:
    """`on NAME`: what a modifier applies to."""
    name: str
    span: Span | None = None


@frozen
class Who:
    name: str
    span: Span | None = None


@frozen
class Modality:
    """`may "…"`, `must not "…"`…"""
    modal: str
    action: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class Override:
    """`overrides NAME` or `overrides [ref]`."""
    target: str
    is_clause: bool
    span: Span


@frozen
class ExcEffect:
    """`cancel`, `allow` or `forbid`."""
    kind: str
    span: Span | None = None


@frozen
class RewritePair:
    old: str
    new: str


@frozen
class Use:
    expr: m.Expr


@frozen
class Priority:
    value: int
    span: Span | None = None


@frozen
class AppliesAlways:
    """`applies always`: an exception that answers even where its target does not apply."""
    span: Span | None = None


@frozen
class ChosenBy:
    """`chosen by NAME`: a player's choice (a "may" exception); NAME says who chooses."""
    name: str
    span: Span


@frozen
class StepLine:
    step: m.Step
    refs: tuple[m.Ref, ...] = ()


@frozen
class StepWho:
    sides: tuple[str, ...]
    spans: tuple[Span, ...] = ()

    @property
    def span(self) -> Span | None:
        return self.spans[0] if self.spans else None


@frozen
class Repeat:
    text: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class SideName:
    """A side named in a scenario line, where the checks report it."""
    name: str
    span: Span


@frozen
class Turns:
    first: int
    last: int | None
    span: Span | None = None


@frozen
class Area:
    text: str
    refs: tuple[m.Ref, ...] = ()
    span: Span | None = None


@frozen
class FirstSide:
    side: SideName
    span: Span | None = None


@frozen
class SetupOrder:
    sides: tuple[SideName, ...]
    span: Span | None = None


@frozen
class Start:
    """`start SIDE: amount [unit] ["text"]`: a starting resource; `unitless` is where its unit is
    missing (just after the amount), else None."""
    side: SideName
    amount: object
    unit: str
    text: str
    refs: tuple[m.Ref, ...] = ()
    unitless: tuple | None = None


@frozen
class Marker:
    key: str
    text: str
    span: Span | None = None
    refs: tuple[m.Ref, ...] = ()


@frozen
class Markers:
    side: SideName
    markers: tuple[Marker, ...]
    refs: tuple[m.Ref, ...] = ()


@frozen
class SideLine:
    """A setup, reinforcement or support line (data as printed), the side it names, and the
    references in its texts (`build_scenarios._printed_refs`)."""
    value: object
    side: SideName
    refs: tuple[m.Ref, ...] = ()
    unitless: tuple | None = None   # (a `turn N SIDE: amount` line without its unit: see `Start`)


@frozen
class VictoryLine:
    victory: m.Victory
    side: SideName | None
    refs: tuple[m.Ref, ...] = ()


@frozen
class StepPath:
    names: tuple[str, ...]
    span: Span


@frozen
class Options:
    """`options all` or `options [a], [b]`: the optional rules a scenario uses."""
    all: bool
    chosen: tuple[m.Ref, ...] = ()
    span: Span | None = None   # where `all` is written


@frozen
class Page:
    size: str
    orientation: str
    span: Span | None = None
    size_span: Span | None = None
    orientation_span: Span | None = None


@frozen
class AidLine:
    item: m.AidItem
    refs: tuple[m.Ref, ...] = ()


@frozen
class Placed:
    """A scenario line's placement (`at 0101 "Town"`, `in "region"`), with the references its words
    hold (`[9.70]`), checked as the line's others are."""
    placement: m.Placement
    refs: tuple[m.Ref, ...] = ()


@frozen
class NamedHex:
    """A hex of a placement, with the references of its name."""
    place: m.Place
    refs: tuple[m.Ref, ...] = ()
