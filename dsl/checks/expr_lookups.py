"""The type checks of a table lookup's arguments (`crt(roll, column, shift: …)`): each of the type
the table reads, a row or column a label the table prints, odds on odds columns, a roll of the
table's dice, a die-roll modifier given to the roll and a column shift to `shift:` (E203, E401,
E402, E411, W206, W315, W412). A mixin of `expressions.TypeChecker`. Fed by: the resolver's
symbols, through the checker.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import closest, kind_said, suggest
from ..labels import canonical_dice
from ..resolver import Symbols
from .expr_scopes import _hidden_same_type, _hidden_value, resolve_name
from .expr_types import COLUMN_ARGS, TABLE_ARG_TYPES, TABLE_ARGS, _constant_type, value_shape
from .label_params import labels_read_elsewhere, param_dice, reads_labels
from .table_grid import dice_bounds, grouped_rows, split_grid, table_columns, table_groups, table_rows

def row_enum_of(sym: Symbols, t: m.Table, e: m.Expr, scope: dict[str, str]) -> str | None:
    """The enum a bare value written as a key table's row belongs to (`terrain_effects(woods, "Combat")`):
    the enum holding that name whose value titles (or names) are all row labels of the table, else
    the first whose titles name some of them (E411 then names the values that name none, as for a
    fact of that enum: a bare `woods` was E203, "a value only where a terrain is expected")."""
    if not isinstance(e, m.Name) or e.name in scope or t.roll or t.rows_kind != "keys" or t.missing:
        return None
    rows = set(table_rows(t))
    holders = [(enum, values) for enum, values in sym.enum_values.items() if e.name in values]
    for enum, values in holders:
        if all(v.title in rows or vid in rows for vid, v in values.items()):
            return enum
    for enum, values in holders:
        if any(v.title in rows or vid in rows for vid, v in values.items()):
            return enum
    return None


def _summed_calls(expr) -> list:
    """The calls whose values an expression adds up (`roll + leader_drm()`, `-shift()`, either branch
    of an `if`): not a call inside another call's arguments (`surprise(roll: s + leader_drm())`
    gives the surprise table's roll), an `if`'s condition or a comparison, which read it otherwise."""
    out, todo = [], [expr]
    while todo:
        e = todo.pop()
        if isinstance(e, m.Call):
            out.append(e)
        elif isinstance(e, m.BinOp) and e.op in ("+", "-"):
            todo += [e.right, e.left]
        elif isinstance(e, m.Neg):
            todo.append(e.operand)
        elif isinstance(e, m.If):
            todo += [e.otherwise, e.then]
    return out


class Lookups:
    """`expressions.TypeChecker`'s methods for the arguments of a table lookup."""

    def _table_args(self, t: m.Table, args: tuple[m.Arg, ...], scope, method: str = "lookup") -> None:
        allowed = set(TABLE_ARGS)
        if t.header_by:
            allowed.add(t.header_by)
        named = [a for a in args if a.name is not None]
        if t.header_by and t.header_by not in self.sym.enum_values:   # `by terain`: E202 names it at the table
            for a in named:   # (an argument the table does not take is its header row, as meant: said there)
                if a.name not in allowed and a.name not in self.facts and a.name not in ("scenario", "options"):
                    self.check(a.value, scope)
            named = [a for a in named if a.name in allowed or a.name in self.facts or a.name in ("scenario", "options")]
        positional = [a for a in args if a.name is None]
        if len(positional) > 2:
            self.report.error("E402", f"table {t.id} takes at most two positional arguments (row, column)",
                              args[2].span, f"give the others by name: {t.id}(row, column, shift: 1)")
        for n, a in enumerate(positional):
            got = self.check(a.value, scope, row_enum_of(self.sym, t, a.value, scope) if n == 0 else None)
            if n == 0:
                self._hidden_row(a, got, scope)
                self._row_enum(t, got, a)
                self._printed_label(t, a, "row", scope)
                self._label_param(t, a, "row", scope)
                if t.roll and method != "cell":   # `cell` reads the printed row label ("1-6" or 1), not a roll
                    self._table_arg_type(t, "roll", a, got)
                    self._roll_of_other_dice(t, a, scope)
            else:
                self._table_arg_type(t, "column", a, got)
                self._column_kind_arg(t, a, got)
                self._printed_label(t, a, "column", scope)
                self._label_param(t, a, "column", scope)
            self._odds_arg(t, a, got, n == 1)
        for a in named:
            if a.name == t.header_by:
                enum = t.header_by if t.header_by in self.sym.enum_values else None
                got = self.check(a.value, scope, enum)
                if not self._refuse_none(a.value, f"{t.header_by} of {t.id} picks a header row") and enum \
                        and got not in (enum, "any"):   # (`terrain: "Woods"` read no header row at run time)
                    values = list(self.sym.enum_values[enum])
                    text = a.value.value if isinstance(a.value, m.Text) else ""
                    meant = next((v for v in values if v.casefold() == "_".join(text.split()).casefold()), None) \
                        or (closest(text.casefold(), values) if text else None)
                    self.report.error("E401", f"{enum} of {t.id} picks a header row by a {enum} value; this is "
                                      f"{kind_said(got)}", a.value.span,
                                      _hidden_value(self.sym, scope, a.value, enum) or
                                      (f"write the value by name, without quotes: {enum}: {meant}" if meant else
                                       f"write one of its values by name: {', '.join(values)}"))
            elif a.name in ("row", "key"):
                got = self.check(a.value, scope, row_enum_of(self.sym, t, a.value, scope))
                self._hidden_row(a, got, scope)
                self._row_enum(t, got, a)
                self._printed_label(t, a, "row", scope)
                self._label_param(t, a, "row", scope)
            elif a.name in allowed:
                got = self.check(a.value, scope)
                if a.name == "roll" and t.roll:
                    self._roll_of_other_dice(t, a, scope)
                if a.name == "roll" and not t.roll and t.rows_kind == "keys" and not t.missing:
                    dice = self.sym.book.header.dice[0] if self.sym.book.header.dice else "1d6"
                    self.report.error("E402", f"table {t.id} is read by row label, not by a roll: it declares no "
                                      "`roll`", a.span if a.span else a.value.span,
                                      f"add `roll {dice}` (the dice it is rolled with) to the table if its rows are "
                                      "die rolls, else give `row:` a printed label")
                self._table_arg_type(t, a.name, a, got, args)
                self._odds_arg(t, a, got, a.name in ("column", "odds"))
                if a.name in COLUMN_ARGS:
                    self._column_kind_arg(t, a, got)
                if a.name == "column":
                    self._printed_label(t, a, "column", scope)
                    self._label_param(t, a, "column", scope)
                if a.name == "group":
                    self._printed_group(t, a, scope)
        self._fact_args(None, named, scope, allowed, rolled=bool(t.roll) and method == "lookup")
        columns = positional[1:2] + [a for a in args if a.name in COLUMN_ARGS]
        if len(columns) > 1:   # the run would read only one of them
            self.report.error("E402", f"table {t.id} reads one column; {columns[0].name or 'the second argument'} "
                              f"already gives it", columns[1].span, "keep one of them")
        group = next((a for a in args if a.name == "group"), None)
        if group is not None and not t.missing:
            if not any(g for g, _ in grouped_rows(t)):
                self.report.error("E402", f"table {t.id} has no group headings to choose from", group.span,
                                  "drop `group:`; a group heading is a `| == Name == |` line above rows")

    def _column_kind_arg(self, t: m.Table, a: m.Arg, got: str) -> None:
        """A value placed on the columns is of their kind: odds on odds columns (as `odds:` or `column:`),
        a number on columns of numbers, as `column:`, `value:` or their kind's own keyword (`percent:`
        on percentages, `differential:` on differentials; the run refuses the others)."""
        kind = t.columns_kind
        if kind == "keys" and a.name in ("odds", "percent", "differential", "value"):   # the run found no column
            self.report.error("E401", f"{t.id} has columns of printed labels; `{a.name}:` places a value on "
                              "columns of odds or numbers", a.span,
                              "give the printed label as `column:` (or as the second argument), in quotes")
        elif kind == "odds" and a.name in ("percent", "differential", "value"):
            self.report.error("E401", f"{t.id} has odds columns; `{a.name}:` places a number", a.span,
                              "give the odds as `odds:` or `column:` (2:1, odds(a, d), or a printed label in quotes)")
        elif kind in ("percent", "differential", "numbers") and (a.name == "odds" or got == "ratio"):
            alias = "value" if kind == "numbers" else kind
            self.report.error("E401", f"{t.id} has {kind} columns, not odds", a.span if a.name == "odds" else a.value.span,
                              f"give a number as `{alias}:` or `column:`, or a printed label in quotes")
        elif kind in ("percent", "differential", "numbers") and a.name in ("percent", "differential") and a.name != kind:
            alias = "value" if kind == "numbers" else kind   # (a percentage placed on differentials: the run refuses it)
            self.report.error("E401", f"{t.id} has {kind} columns, not {a.name}", a.span,
                              f"give the number as `{alias}:` or `column:`")

    def _table_arg_type(self, t: m.Table, name: str, a: m.Arg, got: str, args: tuple[m.Arg, ...] = ()) -> None:
        """A roll, a shift and a computed value to place are numbers; a column or odds a number,
        odds or a printed label (`shift: night` read yes as one column, `roll: night` failed at run time)."""
        want = TABLE_ARG_TYPES.get(name)
        if self._refuse_none(a.value, f"{name} of {t.id} is " + (" or ".join(value_shape(self.sym, w) for w in want)
                                                                if want else "a value")):
            pass
        elif want is not None and got not in want and got != "any":
            self.report.error("E401", f"{name} of {t.id} is {' or '.join(map(kind_said, want))}, this is {kind_said(got)}", a.value.span,
                              "a shift counts whole columns (right positive)" if name == "shift" else
                              f"give `{name}:` " + " or ".join(value_shape(self.sym, w) for w in want))
        elif name in ("roll", "shift") and isinstance(a.value, m.Num) and a.value.value is not None \
                and a.value.value != int(a.value.value):   # the run refuses it (WrongType)
            self.report.error("E401", f"a {name} of {t.id} is a whole number, not {a.value.value}", a.value.span,
                              "a shift counts whole columns (right positive)" if name == "shift" else
                              "a roll is what the dice show")
        elif name == "shift" and t.columns_kind == "keys" and not (isinstance(a.value, m.Num) and a.value.value == 0):
            # (the run refuses it: a "Turns 1-5" column shifted 1 read "Turns 6-17")
            self.report.error("E203", f"the columns of {t.id} are keys, in no order to shift along", a.span,
                              "give the column to read, with no `shift:` (a shift moves along odds, differential, "
                              "percent or numbers columns)")
        elif name in ("roll", "shift"):
            self._other_family(t, name, a, args)

    def _roll_of_other_dice(self, t: m.Table, a: m.Arg, scope) -> None:
        """W315 for a parameter declared a roll of other dice than the table's, read as its roll
        (`r: roll of 1d6` on a table rolled 2d6 left its rows 7 to 12 unread: the third designer
        probe). A roll changed on the way (`r + drm`) is not said: modifiers may take it anywhere."""
        p = getattr(scope, "declared", {}).get(a.value.name) if isinstance(a.value, m.Name) else None
        dice = param_dice(self.sym, p) if p is not None else ""
        if dice and dice != canonical_dice(t.roll):
            self.report.warning("W315", f"{p.name} is a roll of {dice}, read as a roll of table {t.id}, which rolls "
                                f"{t.roll}", a.value.span, f"declare it `{p.name}: roll of {t.id}`, a roll of the "
                                "table's dice, if that is the roll meant")

    def _dice_roll(self, roll: str, a: m.Arg, p: m.Param, f: m.Formula) -> None:
        """A number written for a `roll of` parameter that its dice (`roll`: the table's, or its own)
        cannot give: E411 here, as a label the table does not print is (it was RollOutOfRange when an
        example ran)."""
        v = a.value
        value = v.value if isinstance(v, m.Num) else -v.operand.value if isinstance(v, m.Neg) and isinstance(
            v.operand, m.Num) and v.operand.value is not None else None   # (1/0 has none: its own E401)
        span = dice_bounds(roll)
        if value is None or span is None:
            return
        low, high = span
        of = f"a roll of {p.keys_of}, and {roll} gives" if p.keys_of else f"a roll of {roll}, which gives"
        if not low <= value <= high:
            self.report.error("E411", f"the parameter {p.name} of {f.id} is {of} {low}–{high}, not {value}", v.span,
                              f"give a roll of {roll}: {low} to {high}")

    def _other_family(self, t: m.Table, name: str, a: m.Arg, args: tuple[m.Arg, ...] = ()) -> None:
        """A die-roll modifier given as a column shift (`shift: leader_drm()`), or a column shift added
        to the roll (`roll: roll + terrain_shift()`): both are numbers, and the swap checked clean;
        the modifiers and combines say which they give (designer probe, round 2). One the call gives
        where it belongs already (`roll: roll + drm(), shift: drm()`) is to be taken out, not moved."""
        given = self._families()
        wrong, right = ("die-roll modifier", "roll") if name == "shift" else ("column shift", "shift")
        for call in _summed_calls(a.value):
            if given.get(call.func) == {wrong}:
                there = next((b for b in args if b.name == right and any(
                    c.func == call.func for c in _summed_calls(b.value))), None)
                self.report.error("E401", f"{call.func}() gives a {wrong}, given here as the "
                                  f"{'column shift' if name == 'shift' else 'roll'} of {t.id}", call.span,
                                  f"`{right}:` gives it already: take it out of `{name}:`" if there is not None else
                                  f"give it to `{right}:`" + (f" (`roll: roll + {call.func}()`)" if right == "roll" else
                                                             f" (`shift: {call.func}()`)"))
                return

    def _odds_arg(self, t: m.Table, a: m.Arg, typ: str, is_column: bool) -> None:
        """An odds column is odds (`2:1`) or a printed label (`"2-1"`); `2-1` unquoted is the number 1."""
        if is_column and t.columns_kind == "odds" and typ == "number":
            self.report.error("E401", f"a column of {t.id} is odds, this is a number", a.value.span,
                              'write odds as 2:1 or the printed label in quotes, "2-1" (unquoted, 2-1 is 2 minus 1)')


    def _printed_label(self, t: m.Table, a: m.Arg, what: str, scope) -> None:
        """A row (of `rows keys`) or a column (of `columns keys`, one header row) written as text, or
        as a text constant, must be a label the table prints: `tek("Nowhere", "Move")` checked clean
        and was OffTable when run (and `cost(t: swamp)`, `swamp` a constant "Swamp", UnknownRow)."""
        v, constant = self._written_text(a, scope)
        if not isinstance(v, m.Text) or t.missing:
            return
        if not reads_labels(t, what):
            return
        labels = self._labels.get((id(t), what))
        if labels is None:   # (kept with the table, whose `id` stays its own while it is kept)
            labels = table_rows(t) if what == "row" else table_columns(t)
            self._labels[(id(t), what)] = (t, labels)
        else:
            labels = labels[1]
        if labels and v.value not in labels:
            self.report.error("E411", f"{t.id} prints no {what} {v.value!r}{constant}", v.span,
                              suggest(v.value, labels) or f"its {what}s: {', '.join(labels[:12])}"
                              f"{', …' if len(labels) > 12 else ''}")

    def _written_text(self, a: m.Arg, scope) -> tuple[m.Expr, str]:
        """An argument as the text it is written as: a text constant (not a parameter of that name) as
        its text, with " (the constant NAME)" for a message; anything else as it is, with ""."""
        v = a.value
        if isinstance(v, m.Name) and resolve_name(self.sym, scope, v.name)[0] == "constant":
            c = self.sym.node(v.name)
            if isinstance(c, m.Constant) and _constant_type(c) == "text":
                return m.Text(c.value, v.span), f" (the constant {v.name})"
        return v, ""

    def _printed_group(self, t: m.Table, a: m.Arg, scope) -> None:
        """A `group:` written as text, or as a text constant, must be a group heading the table prints:
        `rec(row: "Agent", column: "Cost", group: "MPX")` checked clean and was OffTable when run."""
        v, constant = self._written_text(a, scope)
        if not isinstance(v, m.Text) or t.missing:
            return
        groups = table_groups(t)
        if groups and v.value not in groups:
            self.report.error("E411", f"{t.id} prints no group {v.value!r}{constant}", v.span,
                              suggest(v.value, groups) or f"its groups: {', '.join(groups[:12])}"
                              f"{', …' if len(groups) > 12 else ''}")

    def _label_param(self, t: m.Table, a: m.Arg, what: str, scope) -> None:
        """A formula's text parameter read as a row or column label of a keys table should be declared
        `row of`/`column of` that table (W412): its check then refuses an engine's label the table does
        not print on every call, also where an exception answers instead of the table (War of the
        Suns' `railroad_capacity("Soviet", scenario: fist_of_fury)` answered 10)."""
        v = a.value
        if not isinstance(v, m.Name) or v.name in getattr(scope, "locals", ()) or t.missing:
            return
        p = getattr(scope, "declared", {}).get(v.name)
        if p is not None and p.keys_of and p.axis in ("row", "column") and (p.keys_of, p.axis) != (t.id, what):
            labels_read_elsewhere(self.sym, self.report, p, t, what, v.span)
            return
        if p is None or p.keys_of or p.type != "text" or not reads_labels(t, what) or (id(p), what) in self._warned:
            return
        self._warned.add((id(p), what))   # (a body read twice, or the table read twice: said once)
        self.report.warning("W412", f"parameter {p.name} is read as a {what} label of table {t.id}, but is "
                            "declared as any text: a label the table does not print is refused only where the "
                            "table is read (an exception that answers instead answers it)", p.span,
                            f"declare it `{p.name}: {what} of {t.id}`")

    def _hidden_row(self, a: m.Arg, got: str, scope) -> None:
        """W206 for a keyed table's row given by a fact (parameter, item) of an enum that also has a
        value of its name: `tek(terrain, "Move")` beside `fact terrain: terrain` and a value
        `terrain` read the fact, without a word (the probe of stop 60; `row_enum_of` leaves a name
        in scope to itself, so `_Name` had no enum to expect)."""
        if isinstance(a.value, m.Name) and a.value.name in self.sym.enum_values.get(got, ()):
            found = resolve_name(self.sym, scope, a.value.name)[0]
            if found not in ("enum_value", "unknown"):
                _hidden_same_type(self.report, a.value, found, got)

    def _row_enum(self, t: m.Table, got: str, a: m.Arg) -> None:
        """A keyed table read by an enum value: every value's title must be one of its row labels. A
        flag names no row (the run refuses it: a row printed `True` read by yes was OffTable)."""
        if got == "flag" and not t.roll and not t.missing:
            numbers = t.rows_kind == "numbers"
            row = "…" if numbers else '\"…\"'
            self.report.error("E401", f"a row of {t.id} is {'a number' if numbers else 'a printed label'}, this is a "
                              "flag", a.value.span, f"a flag names no row: choose the row by it, `if "
                              f"{a.value.name if isinstance(a.value, m.Name) else '…'} then {t.id}({row}, …) "
                              f"else {t.id}({row}, …)`")
            return
        if got not in self.sym.enum_values:
            return
        if t.roll or t.rows_kind != "keys" or t.missing:
            return
        rows = table_rows(t)
        values = self.sym.enum_values[got]
        labels = set(rows)   # (a list: one scan per value, so a lookup by a large enum was quadratic)
        missing = [(vid, v.title) for vid, v in values.items() if v.title not in labels and vid not in labels]
        if missing:
            shown = ", ".join(f"{vid} ({title!r})" for vid, title in missing)
            vid, title = missing[0]
            near = suggest(title, rows)
            if near:   # (which of the two is mistyped is the designer's to say: both are named, with their lines)
                label = near.removeprefix("did you mean ").removesuffix("?")
                row = next((r for r in split_grid(t)[1] if r.cells and r.cells[0].text == label), None)
                at = f" (line {row.cells[0].span.line})" if row is not None and row.cells[0].span else ""
                hint = (f"the row {label!r}{at} is near: print the row {title!r}, or title the value {vid} "
                        f"{label!r}")
            else:
                hint = f"give each value of {got} a title that is a row label: {', '.join(rows)}"
            self.report.error("E411", f"{t.id} is read by a value of {got}, but {shown} names no row of it",
                              a.value.span, hint)
