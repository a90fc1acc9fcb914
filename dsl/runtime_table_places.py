"""The runtime's tables, where a lookup reads: the rows and columns given read as the labels they
name, a column placed by its label or by a value (odds, a percentage, a number) with the shifts and
the edge rules, and a roll's row. Fed by: nothing (`TablePlaces` is a part of `runtime_tables.Table`,
which the generated package builds for each table of the book).
"""
from __future__ import annotations

from fractions import Fraction

from .runtime_data import MissingFact, NotInSource, OffTable
from .runtime_inputs import (ForbiddenLookup, RulesError, WrongType, _huge, _number_text, _suggest, _where, plain,
                             refuse_huge, shown)
from .runtime_odds import Ratio, _odds_text
from .runtime_outcomes import num
from .runtime_values import Value

_COLUMN_ALIASES = ("odds", "percent", "differential", "value")   # a column by what it places
_ALIAS_OF = {"odds": "odds", "percent": "percent", "differential": "differential", "numbers": "value"}


def _label(v) -> str:
    """A row or column given, as the text of the label it names: a label itself, a number's or odds'
    text, each written as its own class writes it (a subclass's own `__str__` is not called: an
    engine's `Hex` whose str() is "City" is not the row City); any other object, or a number too
    long to write, names none."""
    if type(v) is str:
        return v
    try:
        if isinstance(v, str):
            return str.__str__(v)
        if isinstance(v, bool):
            return repr(bool(v))
        if isinstance(v, int):
            return int.__repr__(v)
        if isinstance(v, (Fraction, Ratio)):
            return (Fraction if isinstance(v, Fraction) else Ratio).__str__(v)
    except Exception:   # (ValueError too: an int too long to write, refused where it is read)
        pass
    return "\0"


def _row_label(v) -> str:
    """A row given, as the label it names: text, or a number table's number (an int or a Fraction);
    a flag, odds or a list name none (the `table` call refuses them: `check_call`)."""
    if type(v) is str:
        return v
    if isinstance(v, bool) or not isinstance(v, (str, int, Fraction)):
        return "\0"
    return _label(v)


def _row_key(row_keys: dict, row):
    """The row label an enum value given for `row` names (`row_keys`), else `row` itself. Only a text
    names an enum value, read as plain text: an engine's `str` subclass's own `==` and `hash` are not
    asked (one hashing like `clear` and equal to everything read the Clear row for Woods)."""
    row = plain(row)
    return row_keys.get(row, row) if type(row) is str else row


def _in(rng, v) -> bool:
    lo, hi = rng
    return (lo is None or lo <= v) and (hi is None or v <= hi)


def _past(pos: int, n: int) -> tuple:
    """How far a column index lies past each edge of `n` columns: (("left", k), ("right", k))."""
    return ("left", -pos), ("right", pos - (n - 1))


def _shown_column(column) -> str:
    """A column as a refusal shows it: odds as their text ('2:1', as an engine gives them and as the
    table prints them: a check's message read `column Ratio(2, 1)`), anything else by `shown`."""
    if isinstance(column, Ratio):
        sides = _odds_text(column)
        if sides is not None:
            return repr(f"{sides[0]}:{sides[1]}")
    return shown(column)

class TablePlaces:
    """Where a lookup of a `Table` reads (a part of it): the header row and the column placed
    (`column`, `drm`, `edge_crossed`), and the row a roll reads, with the edge rules past the
    printed columns and rows."""

    # -------------------------------------------------------- columns
    def _header(self, selector):
        if not self.headers:
            return self.columns, self.column_values, self._column_at
        if selector.__class__ is not str and selector is not None:   # (compared as text only: an engine's own `==` may raise, or lie)
            if not isinstance(selector, str):
                raise WrongType(f"{self.id}{_where(self.clause)}: the {self.header_by} that picks its header row is "
                                f"text, one of {', '.join(v for h in self.headers for v in h[0])}; got "
                                f"{type(selector).__name__} {shown(selector)}")
            selector = str.__str__(selector)
        found = self._header_of.get(selector)
        if found is not None:
            return found
        if selector is None:   # (the fact that picks the header row was not given: None is no value of it)
            raise MissingFact(self.header_by, f"{self.id}{_where(self.clause)} prints one header row for each "
                              f"{self.header_by} ({', '.join(v for h in self.headers for v in h[0])}): give "
                              f"{self.header_by}=…")
        raise OffTable(f"{self.id}{_where(self.clause)}: no header row for {self.header_by} {shown(selector)}")

    def _position(self, value, labels, values, at) -> int:
        """The index of the column `value` reads before any shift: -1 left of the table, len(values)
        right of it. A number between two columns is refused (`_between`), never read elsewhere. A
        text is read as plain text: an engine's `str` subclass's own `==` and `hash` are not asked
        (one that matched every label read the first column)."""
        value = plain(value)
        kind = self.column_kind
        if kind == "odds":
            if isinstance(value, str):
                try:
                    return Ratio.parse(value).position - values[0]
                except WrongType as err:   # ("not odds: 'x'" named no table: the engine probe)
                    raise WrongType(f"{self.id}{_where(self.clause)}: {err}, or a printed label") from None
            if not isinstance(value, Ratio):
                raise WrongType(f"{self.id}{_where(self.clause)}: its columns are odds: give odds (Ratio(3, 1) or "
                                f"'3:1') or a printed label; got {shown(value)}")
            return value.position - values[0]
        if kind == "keys":
            i = at.get(_label(value))
            if i is None:
                raise OffTable(f"{self.id}{self._where} has no column {shown(value)}")
            return i
        given = value   # (named as given in a refusal: '3-4', not the None its number text reads as)
        if isinstance(value, str):
            i = at.get(value)
            if i is not None:
                return i
            value = _number_text(value, kind)
        if value is None or isinstance(value, bool) or not isinstance(value, (int, Fraction)):
            printed = [x for x in labels if x]
            raise WrongType(f"{self.id}{_where(self.clause)}: its columns are {kind}: give a number (int or "
                            f"Fraction) or a printed label ({', '.join(printed)}); got {shown(given)}"
                            f"{_suggest(given, printed) if isinstance(given, str) else ''}")
        # 49.5% reads ≤49%: a fraction reads by its whole part rounded down (as its own class rounds:
        # a subclass's `__floor__` is not asked)
        whole = int.__index__(value) if isinstance(value, int) else Fraction.__floor__(value)
        for i, rng in enumerate(values):
            if _in(rng, whole):
                return i
        if not values or (values[0][0] is not None and whole < values[0][0]):
            return -1
        if values[-1][1] is not None and whole > values[-1][1]:
            return len(values)
        raise self._between(value, labels, values)

    def _between(self, value, labels, values) -> RulesError:
        """A number that falls between two columns (which only a missing table's header may leave)."""
        j = next(i for i, rng in enumerate(values) if rng[0] is not None and rng[0] > value)
        shown = f"{num(value)}{'%' if self.column_kind == 'percent' else ''}"
        where = f"{shown} lies between its columns {labels[j - 1]} and {labels[j]}"
        if self.missing:
            return NotInSource(f"{self._missing_message()} ({where}, and the source does not give the columns between)")
        return OffTable(f"{self.id}{_where(self.clause)}: {where}, and no column covers it")

    def _place(self, column, shift, selector):
        """Final column index, its label, the die-roll modifier from the edge rules, the clause
        of the edge rule that placed it (None when the column is on the table), `fixed_off` and the
        rule used (for its `inferred`). A column off an edge whose rule gives a fixed result (`off
        left: result "AE"`) reads the outermost column; `fixed_off` then names that rule, for a
        lookup to answer with its result."""
        labels, values, at = self._header(selector)
        if not labels and self.missing:
            raise NotInSource(f"{self._missing_message()} (its columns are not given)")
        if column is None:
            if len(labels) != 1:
                alias = _ALIAS_OF.get(self.column_kind)
                raise OffTable(f"{self.id}{_where(self.clause)} is read by column and no column was given: pass "
                               f"column=… (a printed label: {', '.join(labels[:8])}{', …' if len(labels) > 8 else ''})"
                               + (f" or {alias}=… (a value to place)" if alias else ""))
            column = labels[0]
        shift = self._whole(shift, "shift") if shift is not None else 0
        if shift and self.column_kind == "keys":   # (it read the next label over: a "Turns 1-5" column shifted
            # 1 answered from "Turns 6-17": the odds probe of stop 62)
            raise WrongType(f"{self.id}{_where(self.clause)}: its columns are labels, in no order to shift along, so "
                            f"a shift of {shift} moves to no column: give the column to read, with no shift")
        start = self._position(column, labels, values, at)
        pos = start + shift
        drm, edge_clause, used = 0, None, None
        n = len(labels)
        if shift and self.missing and self.column_kind not in ("odds", "keys"):
            self._across_gap(start, pos, labels, values, column, shift)
        if shift and (start < 0 or start > n - 1) and 0 <= pos <= n - 1:
            # a column beyond an edge that the shifts bring back onto the table: the edge's rule
            # says the shifts count from there (Changsha 12.7.1: 7:1 three left is 4:1), so it is cited
            rule = self.edges.get("left" if start < 0 else "right")
            if rule is not None:
                edge_clause, used = rule.get("clause", self.clause), rule
        for side, beyond in _past(pos, n):
            if beyond > 0:
                rule = self.edges.get(side)
                if rule is None:
                    raise OffTable(f"{self.id}{_where(self.clause)}: column {_shown_column(column)} shifted {shift or 0} "
                                   f"falls off its {side} edge, and the table has no rule for columns off that edge")
                if rule.get("missing"):   # (which column, and the printed edge it falls past)
                    raise NotInSource(f"{self._missing_message()} (column {_shown_column(column)}"
                                      f"{f' shifted {shift}' if shift else ''} is off the {side} edge: the "
                                      f"{'first' if side == 'left' else 'last'} printed column is "
                                      f"{labels[0] if side == 'left' else labels[-1]})")
                if "forbid" in rule:
                    self._forbid(rule, f"column {column}{f' shifted {shift}' if shift else ''} is off the {side} edge")
                drm += rule.get("drm", 0) * beyond
                edge_clause, used = rule.get("clause", self.clause), rule
                pos = 0 if side == "left" else n - 1
                if "result" in rule:
                    return pos, labels[pos], drm, edge_clause, rule, rule
        return pos, labels[pos], drm, edge_clause, None, used

    def edge_crossed(self, /, column=None, shift=0, **selectors) -> tuple[str, int, dict | None] | None:
        """For an explanation: the column edge a lookup of `column` shifted `shift` falls past —
        (its side, how many columns past it, the table's rule for that edge or None) — or None when
        it lands on a printed column. Placed as `_place` places it (the same start and sides)."""
        labels, values, at = self._header(selectors.get(self.header_by) if self.header_by else None)
        column = self._column_arg(column, selectors, "column")
        if column is None or not labels:
            return None
        pos = self._position(column, labels, values, at) + (self._whole(shift, "shift") if shift else 0)
        return next(((side, beyond, self.edges.get(side)) for side, beyond in _past(pos, len(labels)) if beyond > 0),
                    None)

    def _across_gap(self, start: int, pos: int, labels, values, column, shift: int) -> None:
        """NotInSource when a shift crosses columns a missing table's header leaves out (two printed
        bands that do not meet: `≤49%` then `600–699%`): how many columns lie between is not in the
        source, so where the shift ends is not either. A shift among printed bands that meet, or off
        an edge from the band at it, is read as the header lays them out."""
        lo, hi = max(min(start, pos), 0), min(max(start, pos), len(values) - 1)
        for i in range(lo, hi):
            end, nxt = values[i][1], values[i + 1][0]
            if end is not None and nxt is not None and end + 1 < nxt:
                at = (f"{num(plain(column))}%" if self.column_kind == "percent" and not isinstance(column, str)
                      else _shown_column(column))
                raise NotInSource(f"{self._missing_message()} (column {at} shifted {shift} crosses "
                                  f"the columns between {labels[i]} and {labels[i + 1]}, which the source does not give)")

    def _whole(self, v, what: str) -> int:
        """A roll, a row read by number, or a shift, as the whole number it is: an int (of an engine's
        own subclass too: an IntEnum), or a whole Fraction (a rule's computed roll). WrongType for
        anything else: a computed roll of 7/2 read row 3, and True, 2.0 or 1.5 (a shift) were read
        as 1, 2 and 1 without a word, NaN or a list raised Python's own error from int()."""
        cls = type(v)
        if cls is int:
            return v
        if cls is not bool and issubclass(cls, (int, Fraction)):
            v = plain(v)
            if v.__class__ is int or v.denominator == 1:
                return int(v)
            got = f"{v}"
        else:
            got = f"{cls.__name__} {shown(v)}"
        of = " of columns" if what == "shift" else ""
        verb = "is" if what == "shift" else "is read by"
        err = WrongType(f"{self.id}{_where(self.clause)}: a {what} {verb} a whole number{of}; got {got}")
        # (refused by the table, not by an input check: `runtime.answer` names the function the engine called)
        err.read_on = f"these inputs make {self.id}{_where(self.clause)} read a {what} of {got}, not a whole number"
        raise err

    def _placed(self, column, shift, selectors, method: str) -> tuple[str, int, tuple]:
        """The final column's label, the edge rules' die-roll modifier, the clauses behind them, and
        the reading of the column edge that placed it, if it is the book's (`inferred`)."""
        column = self._column_arg(column, selectors, method)
        self._readable((column, shift, *selectors.values()), (), None, column, shift, selectors, method)
        if _huge(column, 0) is not None or _huge(shift, 0) is not None:
            refuse_huge({"column": column, "shift": shift}, f"TABLES[{self.id!r}].column", self.clause)
        _, label, drm, edge_clause, _, used = self._place(column, shift, selectors.get(self.header_by))
        trace = (self.clause,) + ((edge_clause,) if edge_clause and edge_clause != self.clause else ())
        return label, drm, trace, (used["inferred"],) if used is not None and "inferred" in used else ()

    def column(self, /, column=None, shift=0, **selectors) -> Value:
        """The label of the column a lookup would use."""
        self._unread(selectors, "column")
        self._one_each("column", (), None, column, selectors)
        label, _, trace, inferred = self._placed(column, shift, selectors, "column")
        return Value(label, trace, self.book, inferred)

    def drm(self, /, column=None, shift=0, **selectors) -> Value:
        """The die-roll modifier that the edge rules add for this column."""
        self._unread(selectors, "drm")
        self._one_each("drm", (), None, column, selectors)
        _, drm, trace, inferred = self._placed(column, shift, selectors, "drm")
        return Value(drm, trace, self.book, inferred)

    def _column_arg(self, column, kw, method: str = "lookup"):
        """The column a `TABLES[…]` method is asked for: `column=` or the keyword that places a value
        (`_check_placed` refuses a keyword of another kind: `percent=` on differentials)."""
        if column is None:
            for alias in _COLUMN_ALIASES:
                if kw.get(alias) is not None:
                    if alias != "odds" and self.column_kind not in ("odds", "keys") and not self.missing:
                        self._check_placed(alias, kw[alias], f"TABLES[{self.id!r}].{method}", self._where)
                    return kw[alias]
        return column

    # -------------------------------------------------------- rows read by roll
    def _row_index(self, roll):
        """The row a roll reads, the edge rule that answers it with a fixed result (or None), and
        the edge rule that read it (None for a roll on a printed row: only such a roll carries the
        rule's `inferred`, whatever its bound)."""
        i = self._row_of.get(roll)
        if i is not None:
            return i, None, None
        for i, rng in enumerate(self.row_ranges):
            if _in(rng, roll):
                return i, None, None
        for side in ("below", "above"):
            rule = self.edges.get(side)
            if rule and ((side == "below" and roll < rule["bound"]) or (side == "above" and roll > rule["bound"])):
                if "result" in rule:
                    return None, rule, rule
                if "forbid" in rule:
                    self._forbid(rule, f"roll {roll} is {side} {rule['bound']}")
                if rule.get("missing"):
                    raise NotInSource(f"{self._missing_message()} (roll {roll})")
                bounds = [r for r in self.row_ranges]
                return (0 if side == "below" else len(bounds) - 1), None, rule
        raise OffTable(f"{self.id}{self._where}: no row for {roll}")

    def _forbid(self, rule: dict, where: str):
        clause = rule.get("clause") or self.clause
        cite = f" [{clause}]" if clause and f"[{clause}]" not in rule["forbid"] else ""
        raise ForbiddenLookup(f"{self.id} ({self.title}): {where}, which the rules forbid{cite}: {rule['forbid']}",
                              self.id, clause, rule["forbid"])

    @staticmethod
    def _roll_inferred(rule: dict, roll: int, inferred: tuple) -> tuple:
        """`inferred` with the inference of `rule`, the roll edge rule that read `roll` past the
        printed rows, if the rule is ours (`inferred`; past its own bound, if it gives one)."""
        if "inferred" not in rule or rule["inferred"] in inferred:
            return inferred
        bound = rule.get("inferred_bound")
        if bound is None or (roll < bound if roll < rule["bound"] else roll > bound):
            return inferred + (rule["inferred"],)
        return inferred
