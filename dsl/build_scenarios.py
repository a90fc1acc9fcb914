"""Model building, play: the methods of `builder.ToModel` for the sequence of play (its steps) and
scenarios (their turns, sides, setups, reinforcements, supports, removals, calendars, victory
lines, skipped steps, options and placements), as a mixin. Fed by: `parser`'s trees, through
`builder.ToModel`, which inherits them; feeds `model`.
"""
from __future__ import annotations

from lark import Token, Transformer, v_args

from . import model as m
from .build_common import Declared, Part, _all, _cited, _first, _guard, _inner, _meta, _notes, _own, _owning, \
    _read_refs, _title, _wording
from .build_expressions import number_value
from .pieces import (Area, FirstSide, LineReading, Markers, Marker, NamedHex, Options, Placed, Prose, Repeat, Says,
    SetupOrder, SideLine, SideName, Start, StepLine, StepPath, StepWho, Turns, VictoryLine)
from .source import Span
from .twice import lines_twice, settings_twice


def _printed_refs(*texts) -> tuple[m.Ref, ...]:
    """The references in a scenario line's texts (units, remarks, markers): as in a table cell, only
    a dotted section id (`[24.7]`, `[29.ichi_go.setup]`); `[t0]` or `[27]` in an order of battle is
    printed text."""
    return tuple(r for t in texts if t is not None for r in t.refs if r.target[0].isdigit() and "." in r.target)


@v_args(inline=True)
class ScenariosToModel(Transformer):
    """The sequence of play's and scenarios' rules of `builder.ToModel` (which provides `path` and
    `_at`). A `Transformer` only so that `v_args` applies to its methods: never used alone."""

    # ------------------------------------------------------------ sequence of play
    def sequence(self, name, title, *items):
        sequence = m.Sequence(str(name), title.text, tuple(s.step for s in _all(items, StepLine)), _own(items),
                              _notes(items), self._at(name))
        return Declared("sequences", sequence, cited=_cited((title, *items)), **_owning(items))

    def step(self, kind, name, title, *items):
        who, repeat, says = _first(items, StepWho), _first(items, Repeat), _first(items, Says)
        step = m.Step(
            kind=kind, id=str(name), title=title.text, ref=_first(items, m.Ref),
            who=who.sides if who is not None else (), when=_guard(items, "when"), wording=_wording(items),
            repeat=repeat.text if repeat is not None else "", says=says.text if says is not None else "",
            notes=_notes(items), children=tuple(s.step for s in _all(items, StepLine)),
            twice=settings_twice(items, self._at(name)), who_spans=who.spans if who is not None else (),
            span=self._at(name), inferred=ours.text if (ours := _first(items, LineReading)) is not None else None)
        return StepLine(step, _cited((title, *items)))

    @_meta
    def step_inferred(self, meta, text):
        return LineReading(text.marked, text.refs, self._at(meta))

    def step_kind(self, word):
        return str(word)

    def step_who(self, *sides):
        return StepWho(tuple(str(s) for s in sides), tuple(self._at(s) for s in sides))

    @_meta
    def step_repeat(self, meta, text):
        return Repeat(text.text, text.refs, self._at(meta))

    # ------------------------------------------------------------ scenarios
    def scenario(self, name, title, *items):
        sid, own = str(name), _own(items)
        fields: dict = {}
        lists: dict[str, list] = {k: [] for k in ("markers", "setups", "supports", "reinforcements",
                                                  "victories", "skips", "options", "starts", "removals",
                                                  "amounts", "calendars")}
        sides: list[SideName] = []
        unitless: list[tuple] = []
        # a setting written twice is E101 at the second (`settings_twice`), and the first is kept, as
        # every construct keeps it: the second drove the turn checks after its E101 (the designer probe)
        for c in items:
            if isinstance(c, Turns):
                if "turns_span" not in fields:
                    fields.update(first_turn=c.first, last_turn=c.last, turns_span=c.span)
            elif isinstance(c, Area):
                fields.setdefault("area", c.text)
            elif isinstance(c, FirstSide):
                if "first_span" not in fields:
                    fields.update(first_side=c.side.name, first_span=c.side.span)
                sides.append(c.side)
            elif isinstance(c, SetupOrder):
                fields.setdefault("setup_order", tuple(s.name for s in c.sides))
                sides.extend(c.sides)
            elif isinstance(c, Start):
                sides.append(c.side)
                lists["starts"].append((c.side.name, c.amount, c.unit, c.text))
                if c.unitless is not None:
                    unitless.append(c.unitless)
            elif isinstance(c, Markers):
                sides.append(c.side)
                lists["markers"].extend((c.side.name, mk.key, mk.text) for mk in c.markers)
            elif isinstance(c, SideLine):
                sides.append(c.side)
                kind = {m.Setup: "setups", m.Reinforcement: "reinforcements", m.Support: "supports",
                        m.Removal: "removals", m.TurnAmount: "amounts"}[type(c.value)]
                lists[kind].append(c.value)
                if c.unitless is not None:
                    unitless.append(c.unitless)
            elif isinstance(c, VictoryLine):
                if c.side is not None:
                    sides.append(c.side)
                lists["victories"].append(c.victory)
            elif isinstance(c, m.Skip):
                lists["skips"].append(c)
            elif isinstance(c, m.Calendar):
                lists["calendars"].append(c)
            elif isinstance(c, Options):
                if c.all:
                    fields["all_options"], fields["all_options_span"] = True, c.span
                lists["options"].extend(c.chosen)
            elif isinstance(c, Says):
                fields["says"] = c.text
        scenario = m.Scenario(
            id=sid, title=title.text, clause=own, notes=_notes(items),
            side_spans=tuple((s.name, s.span) for s in sides), unitless=tuple(unitless),
            twice=settings_twice(items, self._at(name)) + lines_twice(items), span=self._at(name),
            **fields, **{k: tuple(v) for k, v in lists.items()})
        inner = tuple(d.within(own, sid) for d in _inner(items))
        return Part((*inner, Declared("scenarios", scenario, cited=_cited((title, *items)), **_owning(items))))

    @_meta
    def sc_turns(self, meta, first, last=None):
        if last is None:
            return Turns(int(first), int(first), self._at(meta))
        return Turns(int(first), None if last.type == "END" else int(last), self._at(meta))

    @_meta
    def sc_area(self, meta, text):
        return Area(text.text, text.refs, self._at(meta))

    @_meta
    def sc_first(self, meta, side):
        return FirstSide(SideName(str(side), self._at(side)), self._at(meta))

    @_meta
    def sc_setup_order(self, meta, *sides):
        return SetupOrder(tuple(SideName(str(s), self._at(s)) for s in sides), self._at(meta))

    def sc_start(self, side, amount, *rest):
        unit = next((str(t) for t in rest if isinstance(t, Token)), "")
        text = _first(rest, Prose)
        return Start(SideName(str(side), self._at(side)), number_value(amount), unit,
                     text.text if text is not None else "", _printed_refs(text),
                     None if unit else (f"start {side}", str(amount), self._after(amount)))

    def _after(self, tok) -> Span:
        """The place just after a token (where a missing word goes)."""
        return Span(self.path, tok.end_line, tok.end_column, tok.end_line, tok.end_column + 1)

    def sc_markers(self, side, *markers):
        return Markers(SideName(str(side), self._at(side)), markers, tuple(r for mk in markers for r in mk.refs))

    def marker(self, key, text):
        return Marker(str(key), text.text, self._at(key), _printed_refs(text))

    @_meta
    def sc_setup(self, meta, side, *items):
        texts = _all(items, Prose)
        ours = _first(items, LineReading)
        placed = _first(items, Placed)
        setup = m.Setup(str(side), texts[0].text if len(texts) > 1 else "", placed.placement,
                        texts[-1].text, self._at(meta), ours.text if ours is not None else None)
        return SideLine(setup, SideName(str(side), self._at(side)),
                        _printed_refs(*texts) + placed.refs + _read_refs(ours))

    @_meta
    def sc_reinforce(self, meta, side, *items):
        tokens = [t for t in items if isinstance(t, Token)]
        ints = [int(t) for t in tokens]
        ours = _first(items, LineReading)
        placed = _first(items, Placed)
        reinforcement = m.Reinforcement(str(side), ints[0], ints[1] if len(ints) > 1 else None,
                                        placed.placement, _all(items, Prose)[-1].text, self._at(meta),
                                        ours.text if ours is not None else None, self._at(tokens[0]))
        return SideLine(reinforcement, SideName(str(side), self._at(side)),
                        _printed_refs(*_all(items, Prose)) + placed.refs + _read_refs(ours))

    @_meta
    def sc_remove(self, meta, side, turn, units, *rest):
        remark, ours = _first(rest, Prose), _first(rest, LineReading)
        removal = m.Removal(str(side), int(turn), units.text, "", remark.text if remark is not None else "",
                            self._at(meta), ours.text if ours is not None else None, turn_span=self._at(turn))
        return SideLine(removal, SideName(str(side), self._at(side)), _printed_refs(units, remark) + _read_refs(ours))

    @_meta
    def sc_relocate(self, meta, side, turn, destination, units, *rest):
        remark, ours = _first(rest, Prose), _first(rest, LineReading)
        removal = m.Removal(str(side), int(turn), units.text, destination.text,
                            remark.text if remark is not None else "", self._at(meta), ours.text if ours is not None else None,
                            True, self._at(turn))
        return SideLine(removal, SideName(str(side), self._at(side)),
                        _printed_refs(destination, units, remark) + _read_refs(ours))

    @_meta
    def sc_calendar(self, meta, fact, by, *values):
        return m.Calendar(str(fact), str(by), tuple(str(v) for v in values), tuple(self._at(v) for v in values),
                          self._at(meta), self._at(by))

    @_meta
    def sc_amount(self, meta, turn, side, amount, *rest):
        unit = next((str(t) for t in rest if isinstance(t, Token)), "")
        text = _first(rest, Prose)
        value = m.TurnAmount(int(turn), str(side), number_value(amount), unit, text.text if text is not None else "",
                             self._at(meta), self._at(turn))
        return SideLine(value, SideName(str(side), self._at(side)), _printed_refs(text),
                        None if unit else (f"turn {turn} {side}", str(amount), self._after(amount)))

    @_meta
    def sc_support(self, meta, side, *items):
        tokens = [t for t in items if isinstance(t, Token)]
        ints = [int(t) for t in tokens]
        first, last, count = (ints[0], ints[0], ints[1]) if len(ints) == 2 else (ints[0], ints[1], ints[2])
        ours = _first(items, LineReading)
        turns = self._at(tokens[0]), self._at(tokens[-2])   # (the count is the last number)
        support = m.Support(str(side), first, last, count, _title(items), self._at(meta),
                            ours.text if ours is not None else None,
                            Span(self.path, turns[0].line, turns[0].column, turns[1].end_line, turns[1].end_column))
        return SideLine(support, SideName(str(side), self._at(side)), _printed_refs(*_all(items, Prose)) + _read_refs(ours))

    @_meta
    def line_inferred(self, meta, text=None):   # (without its words: E404 in the scenario and results checks)
        return LineReading(text.marked if text is not None else "", text.refs if text is not None else (),
                           self._at(meta))

    @_meta
    def sc_victory(self, meta, *items):
        side = _first(items, Token)
        text = _first(items, Prose)
        victory = m.Victory(str(side) if side is not None else "", text.text, self._at(meta))
        return VictoryLine(victory, SideName(str(side), self._at(side)) if side is not None else None, text.refs)

    def sc_skip(self, path, when=None):
        return m.Skip(path.names, when.expr if when is not None else None, path.span)

    @_meta
    def step_path(self, meta, *names):
        return StepPath(tuple(str(n) for n in names), self._at(meta))

    def sc_options(self, *items):
        every = next((c for c in items if isinstance(c, Token)), None)
        return Options(every is not None, tuple(_all(items, m.Ref)), self._at(every) if every is not None else None)

    # (a placement's words are checked for references as the line's others are: `[9.70]` in `in "…"`,
    # a hex's name or `within N of "…"` passed unchecked: the hard-inputs probe)
    def place_at(self, *places):
        return Placed(m.Placement("at", tuple(p.place for p in places)), tuple(r for p in places for r in p.refs))

    def place_at_one_of(self, *places):
        return Placed(m.Placement("at", tuple(p.place for p in places), one_of=True),
                      tuple(r for p in places for r in p.refs))

    def place_within(self, radius, *items):
        places = _all(items, NamedHex)
        return Placed(m.Placement("within", tuple(p.place for p in places), radius=int(radius), text=_title(items)),
                      tuple(r for p in places for r in p.refs) + _printed_refs(*_all(items, Prose)))

    def place_within_feature(self, radius, feature, region=None):
        """`within 3 of "the Hein-Chang River"`: a distance from a map feature that is no hex, in words."""
        place = m.Place("feature", feature.text)
        return Placed(m.Placement("within", (place,), radius=int(radius), text=region.text if region is not None else ""),
                      _printed_refs(feature, region))

    def place_in(self, text):
        return Placed(m.Placement("in", text=text.text), _printed_refs(text))

    def place_hex(self, hex_, name=None):
        return NamedHex(m.Place("hex", str(hex_), name.text if name is not None else "", self._at(hex_)),
                        _printed_refs(name))

    def place_entry(self, key):
        return NamedHex(m.Place("entry", str(key), span=self._at(key)))
