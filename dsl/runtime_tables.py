"""The runtime's tables: a printed table as data plus a small engine. Fed by: the generated
package, which builds a `Table` for each table of the book (read through `dsl.runtime`).

`Table` holds the printed labels and cells, the parsed effects, the row ranges and column
positions and the edge rules; it refuses what an engine may not ask (`check_call`) and reads a
cell by roll and column, computed odds or numbers placed on the columns, with column shifts.
"""
from __future__ import annotations

from fractions import Fraction

from .runtime_inputs import (TABLE_INPUTS, ForbiddenLookup, RollOutOfRange, RulesError, UnknownFact, UnknownRow, UnprintedColumn,
                             WrongType,
                             _HUGE, _huge, _number_text, _suggest, _where, plain, pretending, refuse_huge, shown)
from .runtime_values import Effect, MissingFact, NotInSource, OffTable, Outcome, Ratio, ReadOnlyDict, Sealed, Value, _odds_text, num

_PLAIN_ARGS = frozenset({int, str, bool, type(None), Fraction, Ratio})   # (read as they are: no proxy)

def _plain_all(args, roll, column, shift, row, kw) -> bool:
    """Whether every value a lookup was given is of a class read as it is (`_PLAIN_ARGS`)."""
    plain = _PLAIN_ARGS   # (the classes of many values asked at once, in C: no generator a lookup)
    return type(roll) in plain and type(column) in plain and type(shift) in plain and type(row) in plain \
        and (not args or plain.issuperset(map(type, args))) and (not kw or plain.issuperset(map(type, kw.values())))


# ---------------------------------------------------------------- tables
def passed_facts(tables, facts) -> None:
    """Tell each table of a generated package (`TABLES`) the book's facts (`FACTS`): names the rules
    pass along to its lookups, which it takes without reading them (`Table.passed_facts`)."""
    for table in tables.values():
        table.passed_facts(facts)


_COLUMN_ALIASES = ("odds", "percent", "differential", "value")   # a column by what it places
_ALIAS_OF = {"odds": "odds", "percent": "percent", "differential": "differential", "numbers": "value"}


def _effects(plain) -> tuple:
    return tuple(e if isinstance(e, Effect) else Effect(e[0], e[1]) for e in plain)


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


def _first_index(labels) -> dict:
    """Each label → where it first stands among `labels` (as `labels.index`, in one dict)."""
    at: dict = {}
    for i, label in enumerate(labels):
        at.setdefault(label, i)
    return at


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


class Table(Sealed):
    """A compiled table. Built by generated code from literals only.

    `rows`, `columns` (printed labels), `cell(row, column)` (printed text), `lookup(...)`
    (structured `Outcome`, applying the edge rules), `column(...)` and `drm(...)`.
    """

    _read_only = "tables are read-only: every lookup reads the table itself, and the answers kept were read from it"

    def __init__(self, id, title, clause, *, rows, columns, cells, effects, marks, row_kind,
                 column_kind, row_ranges=(), column_values=(), headers=(), header_by="", dice="",
                 edges=None, missing=False, missing_text="", corner="", groups=(), row_keys=None, book=None,
                 column_clauses=None, readings=(), columns_label=""):
        self.id, self.title, self.clause = id, title, clause
        self.book = book   # the id of the book whose table this is: its answers say so (`.book`)
        self._where = f" [{clause}]" if clause else ""   # (its clause, as the input checks' messages cite it)
        self.rows, self.columns, self.cells = tuple(rows), tuple(columns), tuple(cells)
        if effects is None:   # a text table: each cell is its own text
            effects = tuple(tuple((Effect("text", (("text", c),)),) for c in row) for row in self.cells)
        else:                 # plain data: (kind, ((field, value), …)) for each effect of each cell
            effects = tuple(tuple(_effects(cell) for cell in row) for row in effects)
        if marks is None:     # no cell is marked
            marks = tuple(tuple(() for _ in row) for row in self.cells)
        self.effects, self.marks = effects, marks
        self.row_kind, self.column_kind = row_kind, column_kind
        self._by_roll = row_kind in ("roll", "numbers")   # (a row read by its number: a roll's, or its own)
        self.row_ranges, self.column_values = row_ranges, column_values
        self.headers, self.header_by, self.dice = headers, header_by, dice
        self.edges = ReadOnlyDict({where: ReadOnlyDict({**rule, "effects": _effects(rule["effects"])} if "effects" in rule
                                                       else rule) for where, rule in (edges or {}).items()})
        self.missing, self.missing_text, self.corner = missing, missing_text, corner
        self.columns_label = columns_label   # the label printed over the column headers ("Combat Ratio")
        self.groups = tuple(groups) or ("",) * len(self.rows)   # the group heading above each row
        self.row_keys = ReadOnlyDict(row_keys or {})   # enum value → its row label (`woods` → "Woods")
        # a label of `columns` (a place: under offset header rows, the last row's label there) → the
        # clause a lookup of that column cites in place of the table's: its vocabulary's
        # (`column "Combat" results tek_combat`, declared in 12.3: the Terrain Effects Key is in 10.4)
        self.column_clauses = ReadOnlyDict(column_clauses or {})
        # (row index, column index) → our readings of that cell, where the source is garbled (`cell …
        # inferred`) or silent (a result pattern's `inferred`), each once, in the book's order
        at: dict = {}
        for i, j, text in readings:
            at[i, j] = tuple(dict.fromkeys(at.get((i, j), ()) + (text,)))
        self.readings = ReadOnlyDict(at)
        self._cell = {}
        for i, r in enumerate(self.rows):
            for j, c in enumerate(self.columns):
                self._cell.setdefault((r, c), (i, j))                 # the first row of that name…
                self._cell[(self.groups[i], r, c)] = (i, j)           # …or the one in a group
        self._row_labels = frozenset(self.rows)   # (what a `row of` parameter may be given: `label`)
        self._row_at = {}     # (group or None, row label) → the first row of that label (in that group)
        for i, (g, r) in enumerate(zip(self.groups, self.rows)):
            self._row_at.setdefault((None, r), i)
            self._row_at.setdefault((g, r), i)
        self._row_of = {}
        if row_ranges:
            for i, (lo, hi) in enumerate(row_ranges):
                if lo is not None and hi is not None:
                    for v in range(lo, hi + 1):
                        self._row_of.setdefault(v, i)
        # each header row's labels and values, and where each label is (a scan per lookup made the
        # lookups the module makes at import quadratic in a table's columns)
        self._column_at = _first_index(self.columns)
        self._header_rows = tuple((values, labels[:n], ranges[:n], _first_index(labels[:n]))
                                  for values, labels, ranges in self.headers
                                  for n in (sum(1 for x in labels if x),))
        # the header row of each value (the first that names it): found at once, not by a scan of the
        # rows (an enum of 3,200 values cost 0.2 ms a lookup)
        self._header_of = {}
        for row in self._header_rows:
            for v in row[0]:
                self._header_of.setdefault(v, row[1:])
        # what an engine may give (check_call): printed column labels, the rolls of the dice
        self._printed = frozenset(x for labels in ((self.columns,) + tuple(h[1] for h in self.headers))
                                  for x in labels if x)
        if column_kind == "odds":   # odds printed 2-1 may be asked for as 2:1, and the other way round
            self._printed |= {f"{pair[0]}{sep}{pair[1]}" for pair in map(_odds_text, self._printed) if pair
                              for sep in ":-"}
        # the rolls it answers without an edge rule: its dice's and its rows', none past a row open
        # on that side (`22+`, `12 or less`: vp 30 is the row 22+, not off the table)
        bounds = [b for rng in self.row_ranges for b in rng if b is not None]
        self._dice_range = None   # (what its dice roll: a `roll of` parameter's bounds, `_dice_roll`)
        if dice:
            count, sides = (int(x) for x in dice.split("d"))
            bounds += [count, count * sides]
            self._dice_range = (count, count * sides)
        self._roll_bounds = None
        if bounds:
            open_below = any(lo is None for lo, _ in self.row_ranges)
            open_above = any(hi is None for _, hi in self.row_ranges)
            self._roll_bounds = (None if open_below else min(bounds), None if open_above else max(bounds))
        self._own_args = frozenset(TABLE_INPUTS + ((header_by,) if header_by else ()))
        # the call engines make most, let through at once (`_plain`): a roll the dice give, read on
        # one column by its printed label or, on a table of numbers, by its own keyword (an int)
        low, high = self._roll_bounds or (None, None)
        self._plain_rolls = frozenset(range(low, high + 1)) if row_kind == "roll" and not missing and \
            low is not None and high is not None and high - low <= 1000 else frozenset()
        self._plain_alias = _ALIAS_OF.get(column_kind) if column_kind != "odds" else None
        self._plain_unread = tuple(n for n in TABLE_INPUTS if n not in ("roll", "column", "shift"))
        self._read = None   # the names a lookup takes: its own and the book's facts (`passed_facts`)
        # the common case, a printed roll and a printed column, is answered from a dictionary
        self._memo: dict = {}
        self._fast = {}
        if row_kind == "roll" and not headers and not missing and dice:
            count, sides = (int(x) for x in dice.split("d"))
            for roll in range(count, count * sides + 1):
                for label in self.columns:
                    try:
                        self._fast[(roll, label)] = self._lookup(roll=roll, column=label)
                    except RulesError:
                        pass
                if len(self.columns) == 1 and column_kind == "keys" and (roll, self.columns[0]) in self._fast:
                    self._fast[(roll, None)] = self._fast[(roll, self.columns[0])]   # read without a column
        self._sealed = True   # read-only from here (`Sealed`): every lookup and every answer reads it

    def __repr__(self):
        return f"<Table {self.id} {self.title!r}>"

    # -------------------------------------------------------- printed cells
    def cell(self, /, row, column=None, group=None, **facts) -> str:
        """The printed text at (row, column); of the facts a rule passes along, only an offset header's
        (`terrain: city`) is read: the column is that header row's label (Shanghai's `+1` is the
        fourth column on City, the seventh on Clear), else the last header row's (`columns`)."""
        i, j = self._cell_at(row, column, group, facts)
        return self.cells[i][j]

    def read_cell(self, /, row, column=None, group=None, **facts) -> Value:
        """`cell`, as a rule reads it: the printed text, with the book's reading of that cell where the
        print is unclear (`cell … inferred`: `.inferred`), which the rule's answer then carries."""
        i, j = self._cell_at(row, column, group, facts)
        return Value._stamped(self.cells[i][j], (), self.book, self.readings.get((i, j), ()))

    def _cell_at(self, row, column, group, facts) -> tuple[int, int]:
        """Where `cell` reads: (row index, column index), or OffTable."""
        self._unread(facts, "cell")
        if _huge(row, 0) is not None or _huge(column, 0) is not None:
            refuse_huge({"row": row, "column": column}, f"TABLES[{self.id!r}].cell", self.clause)
        if self.missing:
            raise NotInSource(self._missing_message())
        if column is None and len(self.columns) == 1:
            column = self.columns[0]
        row = _row_key(self.row_keys, row)
        if self.headers and facts.get(self.header_by) is not None:
            labels = self._header(facts[self.header_by])[0]
            i = self._row_at.get((None if group is None else _label(group), _row_label(row)))
            if i is None or _label(column) not in labels:
                raise OffTable(f"{self.id}{self._where} has no cell at row {shown(row)}, column {_shown_column(column)} "
                               f"({self.header_by} {shown(facts[self.header_by])})")
            return i, labels.index(_label(column))
        try:
            key = (_row_label(row), _label(column)) if group is None else (_label(group), _row_label(row), _label(column))
            return self._cell[key]
        except KeyError:
            raise OffTable(f"{self.id}{self._where} has no cell at row {shown(row)}, column {_shown_column(column)}") from None

    def _missing_message(self) -> str:
        note = f": {self.missing_text}" if self.missing_text else ""
        return f"table {self.id} ({self.title}) is not in the source{note}"

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

    # -------------------------------------------------------- what an engine may ask
    def label(self, v: str, axis: str, what: str, clause, fn: str) -> str:
        """`v`, text given to a formula's parameter `what` declared `row of`/`column of` this table
        (`axis`), if the table prints it: else UnknownRow or UnprintedColumn, before any rule answers
        (an exception that answers in the table's place would have answered a label it lacks). A
        parameter declared `roll of` this table (`axis` "roll") takes what its dice roll, an integer
        (checked before): else RollOutOfRange (Changsha's `combat_result(-100, …)` answered A1)."""
        if axis == "roll":
            return self._dice_roll(v, what, clause, fn)
        if v in (self._printed if axis == "column" else self._row_labels):
            return v
        table = f"{self.id}{self._where if self.clause != clause else ''}"
        if axis == "column":
            labels = [x for x in self.columns if x]
            raise UnprintedColumn(f"{fn}(): {what}{_where(clause)} is a column of {table}, which prints no column "
                                  f"{shown(v)}{_suggest(v, labels)}; its columns are {', '.join(labels)}")
        labels = list(dict.fromkeys(self.rows))
        raise UnknownRow(f"{fn}(): {what}{_where(clause)} is a row of {table}, which has no row "
                         f"{shown(v)}{_suggest(v, labels)}; its rows are {', '.join(labels)}")

    def _dice_roll(self, v: int, what: str, clause, fn: str) -> int:
        """`v`, a roll its dice can give (they give `count`..`count × sides`); else RollOutOfRange."""
        if self._dice_range is None:
            return v
        low, high = self._dice_range
        if low <= v <= high:
            return v
        table = f"{self.id}{self._where if self.clause != clause else ''}"
        raise RollOutOfRange(f"{fn}(): {what}{_where(clause)} is a roll of {table}, and {self.dice} gives "
                             f"{low}–{high}; got {v}")

    def check_call(self, args, kw, inputs, fn: str) -> None:
        """Refuse what the table cannot answer from an engine: rolls the dice cannot give (unless an
        edge rule reads them), column labels it does not print, rows it does not have, wrong types.
        Computed odds and numbers (not text) are placed on the columns, with the edge rules."""
        if not args and self._plain_rolls and self._plain(kw):
            if self.header_by and self.header_by in kw:
                inputs.value(kw[self.header_by], self.header_by, self.header_by, self.clause, fn)
            inputs.facts(kw, fn, self._own_args, self.clause)
            return
        where = self._where
        for name in self._own_args:   # a subclass of text or of a number as the plain value the lookup reads
            v = kw.get(name)
            if v is not None and type(v) is not str and type(v) is not int:
                err = pretending(v, name, self.clause, fn)   # (a proxy or a mock: `isinstance` believes it)
                if err is not None:
                    raise err
                kw[name] = plain(v)
        for i, v in enumerate(args):
            err = pretending(v, "the roll" if i == 0 and self.row_kind in ("roll", "numbers") else
                             "the row" if i == 0 else "the column", self.clause, fn)
            if err is not None:
                raise err
        by_roll = self._by_roll
        self._one_row(fn, args, kw.get("row"), kw.get("roll"))
        row = args[0] if args else kw.get("roll" if by_roll else "row", kw.get("key"))
        if row is None and self.row_kind == "numbers":   # (a number table's row is its number: `row=22`)
            row = kw.get("row")
        column = args[1] if len(args) > 1 else kw.get("column")
        shift = kw.get("shift", 0)
        for v in (row, column, shift):   # a number of over 100 digits, before what it would be off (the aliases' below)
            if v.__class__ is int and not -_HUGE < v < _HUGE or v.__class__ is Ratio and _huge(v) is not None:
                refuse_huge({"roll" if by_roll else "row": row, "column": column, "shift": shift}, fn, self.clause)
        if row is not None and by_roll:
            if not (isinstance(row, int) and not isinstance(row, bool)):
                raise WrongType(f"{fn}(): the {'roll' if self.row_kind == 'roll' else 'row'}{where} must be a whole "
                                f"number (int); got {shown(row)}")
            self._check_roll(row, fn, where)
        elif row is not None and (isinstance(row, bool) or not isinstance(row, (str, int, Fraction))):
            raise WrongType(f"{fn}(): a row of {self.id}{where} is named by its printed label (str)"
                            f"{' or its number (int)' if self.row_kind == 'numbers' else ''}; got {shown(row)}")
        elif row is not None and self.rows and not self.missing and (None, _row_label(_row_key(self.row_keys, row))) not in self._row_at:
            raise UnknownRow(f"{fn}(): {self.id}{where} has no row {shown(row)}{_suggest(row, self.rows)}; "
                             f"its rows are {', '.join(dict.fromkeys(self.rows))}")
        if not (isinstance(shift, int) and not isinstance(shift, bool)):
            raise WrongType(f"{fn}(): shift{where} is a number of columns (int, right positive); got {shown(shift)}")
        self._one_each("", args, kw.get("row"), column, kw, fn)   # (two columns, too many values by position)
        aliases = [a for a in _COLUMN_ALIASES if a in kw and kw[a] is not None] if kw else ()
        if isinstance(column, str) and not self.missing:
            printed = self._printed
            if column not in printed:
                alias = {"odds": "odds=", "percent": "percent=", "differential": "differential="}.get(
                    self.column_kind, "")
                place = f"; to place a computed value, pass {alias}…" if alias else ""
                near = "" if alias else _suggest(column, printed)   # 1:2 is no near miss for 7:2
                raise UnprintedColumn(f"{fn}(): {self.id}{where} prints no column {_shown_column(column)}{near}; "
                                      f"its columns are {', '.join(x for x in self.columns if x)}{place}")
        elif column is not None and self.column_kind == "keys" and not self.missing:
            raise WrongType(f"{fn}(): a column of {self.id}{where} is a printed label (str); got {shown(column)}")
        elif column is not None and (isinstance(column, bool) or not isinstance(column, (str, Ratio, int, Fraction))):
            raise WrongType(f"{fn}(): a column of {self.id}{where} is a printed label (str), odds (Ratio) or a "
                            f"whole number; got {shown(column)}")
        elif column is not None and not isinstance(column, str):
            self._check_placed("column", column, fn, where)
        for alias in aliases:
            refuse_huge({alias: kw[alias]}, fn, self.clause)
            if not self.missing:   # (how a table not in the source is read, the source does not say: NotInSource)
                self._check_placed(alias, kw[alias], fn, where)
        group = kw.get("group")
        if group is not None and not self.missing:
            groups = [g for g in dict.fromkeys(self.groups) if g]
            if not groups:
                raise WrongType(f"{fn}(): {self.id}{where} prints no group headings, so it takes no group; "
                                f"drop group={shown(group)}")
            if not isinstance(group, str):
                raise WrongType(f"{fn}(): a group is the text of a group heading ({', '.join(groups)}); "
                                f"got {type(group).__name__} {shown(group)}")
            if _label(group) not in groups:   # (compared as text only: an engine's own `==` may raise)
                raise UnknownRow(f"{fn}(): {self.id}{where} has no group {shown(group)}{_suggest(group, groups)}; "
                                 f"its groups are {', '.join(groups)}")
        if self.header_by and self.header_by in kw:   # the table prints one header row per value of this enum
            inputs.value(kw[self.header_by], self.header_by, self.header_by, self.clause, fn)
        inputs.facts(kw, fn, self._own_args, self.clause)

    def _plain(self, kw) -> bool:
        """Whether `kw` is a call every check of `check_call` lets through, whatever the facts: a roll
        of the dice (exactly an int), no shift, and one column, given as a printed label (exactly a
        str) or, on a table of numbers, as an int by the table's own keyword (`differential=4`); no
        row, group or other column given. Any other call is checked one check at a time."""
        get = kw.get
        roll, column, shift = get("roll"), get("column"), get("shift", 0)
        # (`type`, not `__class__`: a proxy's `__class__` names the class it stands for)
        if type(roll) is not int or roll not in self._plain_rolls or type(shift) is not int or shift:
            return False
        alias = self._plain_alias
        if column is None and alias is not None:
            placed = get(alias)
            if type(placed) is not int or not -_HUGE < placed < _HUGE:
                return False
        elif type(column) is not str or column not in self._printed:
            return False
        else:
            alias = None
        for name in self._plain_unread:
            if name != alias and get(name) is not None:
                return False
        return True

    def _check_placed(self, name: str, v, fn: str, where: str) -> None:
        """A value to place on the columns, given as `name` (`column`, `odds`, `percent`, …): odds on
        an odds table, a number (or its text, or a printed label) on a table of numbers."""
        kind = self.column_kind
        if kind == "keys":
            if name == "column":
                return
            raise WrongType(f"{fn}(): {self.id}{where} prints its columns as labels, which are not placed by value: "
                            f"give column=… (one of {', '.join(x for x in self.columns if x)}), not {name}=; "
                            f"got {name}={shown(v)}")
        if kind == "odds":
            if name not in ("column", "odds"):
                raise WrongType(f"{fn}(): {self.id}{where} has odds columns: give odds=… (Ratio(7, 2) or '7:2') "
                                f"or column=… (a printed label), not {name}=; got {name}={shown(v)}")
            if not (isinstance(v, Ratio) or (isinstance(v, str) and _odds_text(v))):
                raise WrongType(f"{fn}(): {name}{where} must be odds (Ratio(7, 2) or text like 7:2 or 7-2) or a "
                                f"printed label; got {shown(v)}")
            return
        alias = _ALIAS_OF[kind]
        if name == "odds" or isinstance(v, Ratio):
            raise WrongType(f"{fn}(): {self.id}{where} has {kind} columns, not odds: give {alias}=… (a number) "
                            f"or column=… (a printed label); got {name}={shown(v)}")
        if name not in ("column", "value", alias):   # (`percent=100` on Shanghai's differentials read +10,
            said = "columns of numbers" if kind == "numbers" else f"{kind} columns"   # the engine probe)
            raise WrongType(f"{fn}(): {self.id}{where} has {said}, not {name}: give {alias}=… "
                            f"(a number) or column=… (a printed label); got {name}={shown(v)}")
        if isinstance(v, str) and v not in self._printed and _number_text(v, kind) is None:
            raise WrongType(f"{fn}(): {name}{where} must be a number (int or Fraction) or a printed label of "
                            f"{self.id}; got {shown(v)}")
        if not isinstance(v, (str, int, Fraction)) or isinstance(v, bool):
            raise WrongType(f"{fn}(): {name}{where} must be a number (int or Fraction); got {shown(v)}")

    def _one_row(self, fn: str, args, row, roll) -> None:
        """WrongType for a row label given to a table read by roll (it was dropped without a word, and
        the roll read), a roll given to a table read by row label, or a row given twice."""
        by_roll, where = self._by_roll, self._where
        if self.missing:   # (how a table not in the source is read, the source does not say: NotInSource)
            return
        if row is not None and by_roll and (self.row_kind == "roll" or args or roll is not None):
            other = "the row given first" if args else f"roll={shown(roll)}" if roll is not None else ""
            why = f"; got row={shown(row)} and {other}: give one of them" if other else \
                f", not by a row label; got row={shown(row)}: pass roll=…"
            raise WrongType(f"{fn}(): {self.id}{where} is read by {self._rows_said()}{why}")
        if roll is not None and not by_roll:
            raise WrongType(f"{fn}(): {self.id}{where} is read by a row label, not by a roll; got roll={shown(roll)}: "
                            f"pass row=… (one of {', '.join(dict.fromkeys(self.rows[:8]))}"
                            f"{', …' if len(self.rows) > 8 else ''})")
        if roll is not None and args:
            raise WrongType(f"{fn}(): {self.id}{where} reads one roll; got {shown(args[0])} first and roll={shown(roll)}: "
                            f"give one of them")

    def _one_each(self, method: str, args, row, column, kw, fn: str | None = None) -> None:
        """WrongType for what a table's own methods would read one of and drop the other without a
        word: more than a row and a column by position, a row label given by position and by name
        (`lookup("City", row="Clear")` read Clear), or two columns (`lookup(6, "1:3", column="5:1")`,
        `column="1:3", odds="5:1"`: the first was read); `fn` names the function called (`check_call`'s
        public function), else `TABLES[…].method`. The counting is cheap, and the message is written
        only for a refusal."""
        get = kw.get
        columns = (len(args) > 1) + (column is not None) + (get("odds") is not None) + (get("percent") is not None) \
            + (get("differential") is not None) + (get("value") is not None)   # (`_COLUMN_ALIASES`, inline)
        if len(args) <= 2 and columns <= 1 and not (args and (row is not None or get("key") is not None)):
            return
        fn, where = fn or f"TABLES[{self.id!r}].{method}", self._where
        if len(args) > 2:
            raise WrongType(f"{fn}() takes a row (or roll) and a column by position; got {len(args)} values: "
                            f"{', '.join(shown(a) for a in args)}")
        if args and not self._by_roll and (row is not None or get("key") is not None):
            other = f"row={shown(row)}" if row is not None else f"key={shown(kw['key'])}"
            raise WrongType(f"{fn}(): {self.id}{where} reads one row; got {shown(args[0])} first and {other}: "
                            f"give one of them")
        given = [f"{shown(args[1])} by position"] if len(args) > 1 else []
        given += [f"{name}={shown(v)}" for name in ("column", *_COLUMN_ALIASES)
                  for v in ((column if name == "column" else get(name)),) if v is not None]
        if len(given) > 1:   # which one would be read is no rule's
            raise WrongType(f"{fn}(): {self.id}{where} reads one column; got {given[0]} and {given[1]}: give one of them")

    def _rows_said(self) -> str:
        """What reads a row of a table read by roll or by number: "a roll (2d6: 2–12)"."""
        what = "a roll" if self.row_kind == "roll" else "a number"
        if self._roll_bounds is None or None in self._roll_bounds:
            return what
        low, high = self._roll_bounds
        return f"{what} ({self.dice + ': ' if self.dice else ''}{low}–{high})"

    def _check_roll(self, roll: int, fn: str, where: str) -> None:
        if self._roll_bounds is None:
            return
        low, high = self._roll_bounds
        below = low is not None and roll < low
        if (below and "below" not in self.edges) or (high is not None and roll > high and "above" not in self.edges):
            run = f"{low}–{high}" if low is not None and high is not None else \
                f"{low} and up" if low is not None else f"{high} or less"
            dice = f"{self.dice} gives {run}" if self.dice and low is not None and high is not None else \
                f"its rows run {run}"
            raise RollOutOfRange(f"{fn}(): roll {roll} is off {self.id}{where}: {dice}, "
                                 f"and the table has no rule for rolls {'below' if below else 'above'} that")

    # -------------------------------------------------------- lookups
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

    def passed_facts(self, facts) -> None:
        """The book's facts (names), which the rules pass along to a lookup and it may take without
        reading them; any other name is refused (`_unread`). Set by the generated module."""
        object.__setattr__(self, "_read", self._own_args | frozenset(facts) | {"scenario", "options"})

    def _unread(self, kw, fn: str) -> None:
        """UnknownFact for a name given to `fn` that the table does not read and that is no fact of
        the book: a misspelt `shfit=1` was dropped without a word, and the unshifted column answered."""
        if self._read is None or self._read.issuperset(kw):
            return
        name = next(k for k in kw if k not in self._read)
        shown_name = shown(str.__str__(name)) if isinstance(name, str) else shown(name)
        raise UnknownFact(f"TABLES[{self.id!r}].{fn}() got {shown_name}, which {self.id}{self._where} does not read "
                          f"and is not a fact of this book{_suggest(name, sorted(self._read))}; it reads "
                          f"{', '.join(sorted(self._own_args))}")

    def lookup(self, /, *args, roll=None, column=None, shift=0, row=None, **kw) -> Outcome:
        if type(shift) is int and not shift and not args and row is None and type(roll) is int and \
                (not kw or self._fast and self._plain_passed(kw)):
            hit = self._fast.get((roll, column if type(column) is str or column is None else _label(column)))
            if hit is not None:
                return hit
        if row is not None and self._by_roll or roll is not None and (args or not self._by_roll):   # (`_one_row`'s cases)
            self._one_row(f"TABLES[{self.id!r}].lookup", args, row, roll)
        if args or kw and (kw.get("odds") is not None or kw.get("percent") is not None   # (`_COLUMN_ALIASES`,
                           or kw.get("differential") is not None or kw.get("value") is not None):   # inline)
            self._one_each("lookup", args, row, column, kw)   # (two of what it reads one of: refused)
        if row is None and not self.header_by and (not kw or self._plain_passed(kw)):
            # a roll (or none) and a column (or odds, a shift), or a row and a column by position, with facts
            # passed along only: its reading is decided by these and their classes, the key below (the checks
            # of `kw` are `_plain_passed`'s)
            key = (args, roll, column, shift, args and tuple(map(type, args)), type(roll), type(column), type(shift))
        else:
            if kw:
                self._unread(kw, "lookup")
                # (the facts a rule passes along are not in the key below: checked before an answer is reused)
                self._readable(kw.values(), args, roll, column, shift, kw)
            # any other reading is remembered by what decides it (with the classes: "4" is not 4)
            get = kw.get
            given = (args, roll, column, shift, row, get(self.header_by) if self.header_by else None, get("group"),
                     get("key"), get("odds"), get("percent"), get("differential"), get("value"))
            key = (given, tuple(map(type, given)), tuple(map(type, args)))
        if not _plain_all(args, roll, column, shift, row, kw):   # an engine's own class (a `str` subclass whose
            return self._lookup(*args, roll=roll, column=column, shift=shift, row=row, **kw)   # == ignores case):
        try:                                                   # its own == and hash are not called to key the memo
            hit = self._memo.get(key)
        except Exception:   # an unhashable value (or one whose hash or == raises): read it without remembering
            return self._lookup(*args, roll=roll, column=column, shift=shift, row=row, **kw)
        if hit is None:
            if len(self._memo) >= 4096:   # bounded: many distinct readings only cost the reading
                self._memo.clear()
            try:
                hit = self._memo[key] = self._lookup(*args, roll=roll, column=column, shift=shift, row=row, **kw)
            except RulesError:
                raise
            except ValueError:   # an int too long to write
                refuse_huge({"the arguments": args, "roll": roll, "column": column, "shift": shift, "row": row, **kw},
                            f"TABLES[{self.id!r}].lookup", self.clause)
                raise
        return hit

    def _plain_passed(self, kw) -> bool:
        """Whether `kw` holds only facts a rule passes along, which the reading of a printed roll and
        column (`_fast`) does not depend on: names the table takes (`_unread` lets them through), none
        of what places a column or picks a row (the column aliases, `key`, `group`; a table of
        `_fast` has no header rows), each value plain text, a flag, None or an int of at most 100
        digits (`_readable` lets it through). The same reading as the memo's, without its key."""
        read = self._read
        if read is not None and not read.issuperset(kw):
            return False
        get = kw.get
        if get("odds") is not None or get("percent") is not None or get("differential") is not None \
                or get("value") is not None or get("key") is not None or get("group") is not None:
            return False
        for v in kw.values():
            cls = type(v)
            if cls is str or cls is bool or v is None or cls is int and -_HUGE < v < _HUGE:
                continue
            return False
        return True

    def _readable(self, values, args, roll, column, shift, kw, method: str = "lookup") -> None:
        """Refuse what no lookup reads: a number of over 100 digits (a roll past the bounds would read
        the last row) or a proxy (or a mock) among `values`, named."""
        for v in values:
            if type(v) not in _PLAIN_ARGS:
                err = pretending(v, "an argument", self.clause, f"TABLES[{self.id!r}].{method}")
                if err is not None:
                    raise err
            if type(v) is int and not -_HUGE < v < _HUGE or _huge(v, 0) is not None:
                refuse_huge({"the arguments": args, "roll": roll, "column": column, "shift": shift, **kw},
                            f"TABLES[{self.id!r}].{method}", self.clause)

    def _lookup(self, /, *args, roll=None, column=None, shift=0, row=None, **kw) -> Outcome:
        self._readable((*args, roll, column, shift, row, *kw.values()), args, roll, column, shift, {**kw, "row": row})
        if self.missing:
            raise NotInSource(self._missing_message())
        group = kw.get("group")
        if group is not None and (not isinstance(group, str) or not any(self.groups)):   # (its truth is not asked:
            fn = f"TABLES[{self.id!r}].lookup"                                              # an engine's NA may raise)
            raise WrongType(f"{fn}(): {self.id}{_where(self.clause)} prints no group headings, so it takes no group; "
                            f"drop group={shown(group)}" if not any(self.groups) else
                            f"{fn}(): a group is the text of a group heading ({', '.join(g for g in dict.fromkeys(self.groups) if g)}); "
                            f"got {type(group).__name__} {shown(group)}")
        if args:
            if self.row_kind == "roll" or self.row_kind == "numbers":
                roll = args[0] if roll is None else roll
            else:
                row = args[0] if row is None else row
            if len(args) > 1:
                column = args[1]
        if row is None:
            row = kw.get("key")
        column = self._column_arg(column, kw)
        j, label, drm, edge_clause, fixed_off, used = self._place(column, shift, kw.get(self.header_by))
        inferred = (used["inferred"],) if used is not None and "inferred" in used else ()
        # (a column's vocabulary is its place's: a header row's label at that place may be another's)
        trace = [self.column_clauses.get(self.columns[j], self.clause) if self.column_clauses else self.clause]
        if edge_clause:   # the edge rule's own clause explains the column (and any modifier) used
            trace.append(edge_clause)
        if self.row_kind == "numbers" and roll is None:   # (its row is its number: `row=22` as `roll=22`)
            roll = row
        if self.row_kind in ("roll", "numbers"):
            if roll is None:
                raise OffTable(f"{self.id}{_where(self.clause)} is read by {self._rows_said()} and none was given: "
                               f"pass roll=…")
            roll = self._whole(roll, "roll" if self.row_kind == "roll" else "row")
            i, fixed, by_edge = self._row_index(roll + drm)
            if by_edge is not None and fixed_off is None:   # (a column off an edge that answers answers first)
                inferred = self._roll_inferred(by_edge, roll + drm, inferred)
            if fixed is not None:   # (… whatever the roll)
                fixed = fixed_off or fixed
                return Outcome(fixed["result"], fixed["effects"], (), f"{roll + drm}", label, drm,
                               tuple(dict.fromkeys(trace)), None, self.book, inferred)
        else:
            group = kw.get("group")
            row = _row_key(self.row_keys, row)
            i = self._row_at.get((None if group is None else _label(group), _row_label(row)))   # (a dict: a scan of the rows made a lookup as slow as the table was long)
            if i is None and row is None:
                raise OffTable(f"{self.id}{self._where} is read by row and no row was given: pass row=… (one of "
                               f"{', '.join(map(repr, self.rows[:8]))}{', …' if len(self.rows) > 8 else ''})")
            if i is None:   # (a misspelt group said so: "no row 'Infantry' in group 'Sooth' (did you mean South?)")
                groups = [g for g in dict.fromkeys(self.groups) if g]
                near = _suggest(group, groups) if isinstance(group, str) and group not in groups else ""
                raise OffTable(f"{self.id}{self._where} has no row {shown(row)}"
                               + (f" in group {shown(group)}{near}" if group is not None else ""))
        if fixed_off is not None:   # a column off an edge whose rule answers (`off left: result "AE"`), in the row read
            return Outcome(fixed_off["result"], fixed_off["effects"], (), self.rows[i], label, drm,
                           tuple(dict.fromkeys(c for c in trace if c)), None, self.book, inferred)
        if self.readings and (i, j) in self.readings:   # a cell that is our reading of the source (`cell … inferred`)
            inferred = tuple(dict.fromkeys(inferred + self.readings[i, j]))
        return Outcome(self.cells[i][j], self.effects[i][j], self.marks[i][j], self.rows[i], label, drm,
                       tuple(dict.fromkeys(c for c in trace if c)), None, self.book, inferred)

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

    __call__ = lookup
