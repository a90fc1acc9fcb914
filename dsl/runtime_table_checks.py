"""The runtime's tables, what an engine may ask of one: the checks of a public function's call before
it looks the table up (`check_call`: rolls its dice cannot give, columns and rows it does not print,
values of the wrong kind, two of what it reads one of), and the labels a `row of`/`column of`
parameter takes (`label`). Fed by: nothing (`TableChecks` is a part of `runtime_tables.Table`,
which the generated package builds for each table of the book).
"""
from __future__ import annotations

from fractions import Fraction

from .runtime_inputs import (_HUGE, RollOutOfRange, UnknownRow, UnprintedColumn, WrongType, _huge, _number_text, _suggest,
                             _where, plain, pretending, refuse_huge, shown)
from .runtime_odds import Ratio, _odds_text
from .runtime_table_places import _ALIAS_OF, _COLUMN_ALIASES, _label, _row_key, _row_label, _shown_column


class TableChecks:
    """What a `Table` refuses of an engine before any lookup (a part of it)."""

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
