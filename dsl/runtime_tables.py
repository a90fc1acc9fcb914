"""The runtime's tables: a printed table as data plus a small engine. Fed by: the generated
package, which builds a `Table` for each table of the book (read through `dsl.runtime`).

`Table` holds the printed labels and cells, the parsed effects, the row ranges and column
positions and the edge rules; it refuses what an engine may not ask (`check_call`, in
`runtime_table_checks`) and reads a cell by roll and column, computed odds or numbers placed on
the columns, with column shifts (the places read: `runtime_table_places`).
"""
from __future__ import annotations

from fractions import Fraction

from .runtime_data import NotInSource, OffTable, ReadOnlyDict, Sealed
from .runtime_inputs import (TABLE_INPUTS, RulesError, UnknownFact, WrongType, _HUGE, _huge, _suggest, _where, pretending,
                             refuse_huge, shown)
from .runtime_odds import Ratio, _odds_text
from .runtime_outcomes import Effect, Outcome
from .runtime_table_checks import TableChecks
from .runtime_table_places import _ALIAS_OF, TablePlaces, _label, _row_key, _row_label, _shown_column
from .runtime_values import Value

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


def _effects(plain) -> tuple:
    return tuple(e if isinstance(e, Effect) else Effect(e[0], e[1]) for e in plain)


def _first_index(labels) -> dict:
    """Each label → where it first stands among `labels` (as `labels.index`, in one dict)."""
    at: dict = {}
    for i, label in enumerate(labels):
        at.setdefault(label, i)
    return at


class Table(TableChecks, TablePlaces, Sealed):
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

    # -------------------------------------------------------- lookups
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

    __call__ = lookup
