"""The type checks of a field read from a value (`x.name`): a record's field (E212), or a table
answer's field, kind or mark, which the table's result vocabularies must print or fix (E202, E206,
E401). A mixin of `expressions.TypeChecker`; `cell_number_fields` is read by the rule checks too.
Fed by: the resolver's symbols, through the checker.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import kind_said, suggest
from ..resolver import Symbols
from ..source import Span
from ..vocabulary import BUILTIN as BUILTIN_RESULTS, fields_by_kind, malformed, pattern_regex
from .expr_types import RESULT_PARTS
from .table_grid import vocabulary_for

def column_argument(call: m.Call) -> "m.Expr | None":
    """The column a lookup `call` names: `column:`, or its second argument by position."""
    column = next((a.value for a in call.args if a.name == "column"), None)
    if column is None:
        positional = [a.value for a in call.args if a.name is None]
        column = positional[1] if len(positional) > 1 else None
    return column


def cell_number_fields(sym: Symbols, table: m.Table, call: m.Call) -> tuple[list[str], "m.Expr | None"]:
    """The number fields the cells a lookup reads can print (the named column's vocabulary, or every
    vocabulary of the table when the column is not a literal), and the column argument."""
    column = column_argument(call)
    own = dict(table.column_results)
    names = [own.get(column.value, table.results)] if isinstance(column, m.Text) else \
        list(dict.fromkeys([table.results] + list(own.values())))
    fields: list[str] = []
    for name in names:
        vocab = vocabulary_for(sym, table, name)
        if vocab is None:
            continue
        if vocab.builtin in ("number", "integer") and len(names) == 1:
            fields.append("value")
        for p in (vocab.results.patterns if vocab.results is not None else ()):
            rx = pattern_regex(p.text)
            fields.extend(f for f in (rx.groupindex if rx is not None else ()) if f not in fields)
    return fields, column



def _field_name(e: m.FieldOf) -> Span:
    """The `.name` of `target.name`: the end of its span, when it ends on its line (the caret under
    the field read, not under the whole call)."""
    sp = e.span
    if sp.end_line == sp.line and sp.end_column - sp.column > len(e.name):
        return Span(sp.path, sp.line, sp.end_column - len(e.name), sp.line, sp.end_column)
    return sp


class ResultFields:
    """`expressions.TypeChecker`'s methods for a field read (`m.FieldOf`), and what a table's answer
    can be read for."""

    def _FieldOf(self, e: m.FieldOf, scope, expect):
        t = self.check(e.target, scope)
        if t in self.records:
            fields = {fl.name: fl for fl in self.records[t].fields}
            if e.name not in fields:
                self.report.error("E212", f"record {t} has no field {e.name}", e.span,
                                  suggest(e.name, fields) or f"its fields: {', '.join(fields)}")
                return "any"
            return self.field_type(t, fields[e.name])
        if t not in ("result", "any"):
            self.report.error("E401", f"`.{e.name}` needs a table result, this is {kind_said(t)}", e.span,
                              f"read it from a table's answer: TABLE(…).{e.name}")
        if t == "any":   # (of a value whose type is unknown, said where it is: a record's field or a result's, unknown)
            self._result_field(e)
            return "any"
        self._result_field(e)
        if e.name in ("text", "kind", "rewritten_text"):
            return "text"
        target = e.target
        if isinstance(target, m.Call) and self.sym.kind(target.func) == "table":   # a number its cells print
            if e.name in cell_number_fields(self.sym, self.sym.node(target.func), target)[0]:
                return "number"
        return "any"

    def _fields_read(self, field: m.FieldOf):
        """The table that answers the call `field` reads a field of (`crt(…).kind`, `crt(…).defender.loss`),
        and its kinds and fields (`_fields_of_table`, read once a table; None for a built-in vocabulary
        or one reported elsewhere); (None, None) when no table answers it."""
        target = field.target.target if isinstance(field.target, m.FieldOf) else field.target
        table = self._answering_table(target, set())
        if table is None:
            return None, None
        read = self._table_fields.get(id(table))
        if read is None:   # (kept with the table, whose `id` stays its own while it is kept)
            read = self._table_fields[id(table)] = (table, self._fields_of_table(table))
        return table, read[1]

    def _kind_compared(self, a, b) -> None:
        """`crt(…).kind == "snipers"`: a kind none of the table's results has is E206 here (the
        comparison was false at run time, and an example failed far from the typo)."""
        field, text = (a, b) if isinstance(a, m.FieldOf) else (b, a)
        if not (isinstance(field, m.FieldOf) and field.name == "kind" and isinstance(text, m.Text)):
            return
        table, fields = self._fields_read(field)
        if fields is None:
            return
        kinds = fields[0]
        # (a cell of several effects has their kinds joined: `"attacker/defender"`)
        if kinds and not all(part in kinds for part in text.value.split("/")):
            self.report.error("E206", f"{text.value!r} is not a result kind of {table.id}", text.span,
                              suggest(text.value, kinds) or f"its kinds: {', '.join(sorted(kinds))}")

    def _none_field_compared(self, a, b) -> None:
        """`crt(…).defender == none`: a table result's field or effect is never none (a cell without
        it raises `FieldNotGiven`), so the comparison could never hold (designer round 5)."""
        field, lit = (a, b) if isinstance(b, m.NoneLit) else (b, a)
        if not (isinstance(lit, m.NoneLit) and isinstance(field, m.FieldOf)):
            return
        table, fields = self._fields_read(field)
        if table is None:
            return
        kinds = fields[0] if fields is not None else {}
        if field.name in kinds and not isinstance(field.target, m.FieldOf):
            hint = (f"ask for its kinds instead: `{table.id}(…).kind == \"{field.name}\"` (a cell of several "
                    f"effects joins their kinds: \"attacker/defender\")")
        else:
            hint = "read it where the cell gives it, or fix it in the pattern (`{ " + field.name + ": 0 }`)"
        self.report.error("E401", f"`.{field.name}` of a {table.id} result is never none: a cell without it "
                                  "raises FieldNotGiven", lit.span, hint)

    def _result_field(self, e: m.FieldOf) -> None:
        """`crt(…).retreat`, `crt(…).defender.loss`: a field that no pattern of the table's
        vocabularies prints or fixes can never be read (E202); one some cells lack is read at run
        time, where a cell without it raises `FieldNotGiven`."""
        kind = e.target.name if isinstance(e.target, m.FieldOf) else None
        table, fields = self._fields_read(e)
        if fields is None:
            return   # no table answers it, a built-in vocabulary (text, number), or one reported elsewhere
        by_kind, known = fields
        if kind is not None and kind in by_kind:   # `.defender.loss`: a field of that kind
            if e.name not in by_kind[kind] and e.name != "kind":
                self.report.error("E202", f"{kind} results of {table.id} have no field {e.name}", _field_name(e),
                                  suggest(e.name, by_kind[kind]) or
                                  f"{kind} results give {', '.join(sorted(by_kind[kind])) or 'no fields'}; "
                                  f"add `{{ {e.name}: … }}` to a pattern to fix one")
            return
        if kind is not None:
            return
        if e.name not in known:
            fields = sorted(set().union(*by_kind.values()))
            self.report.error("E202", f"results of {table.id} have no field or kind {e.name}", _field_name(e),
                              suggest(e.name, known) or
                              (f"fields: {', '.join(fields) or 'none'}; kinds: {', '.join(sorted(by_kind))}" if by_kind
                               else f"its results are {table.results}: read .text (or .value for a number)"))
            return
        self._column_field(e, table)

    def _column_field(self, e: m.FieldOf, table: m.Table) -> None:
        """`tec("Woods", "Movement").amount`: a lookup of a column written as its label, read for a
        field no pattern of that column's own vocabulary prints or fixes (another column's does):
        E202 here, where it was FieldNotGiven when an example ran (designer probe)."""
        call = e.target
        if self.amount_read or not (table.column_results and isinstance(call, m.Call)
                                    and self.sym.kind(call.func) == "table"):
            return
        column = column_argument(call)
        if not isinstance(column, m.Text):
            return
        name = dict(table.column_results).get(column.value, table.results)
        vocab = self.sym.node(name) if name not in BUILTIN_RESULTS else None
        if not isinstance(vocab, m.Results) or malformed(vocab):
            return
        by_kind = fields_by_kind(vocab)
        known = set().union(*by_kind.values()) | set(by_kind) | RESULT_PARTS | {mark for mark, _ in vocab.marks}
        if e.name not in known:
            fields = sorted(set().union(*by_kind.values()))
            self.report.error("E202", f"column {column.value!r} of {table.id} reads results {name}, which have no "
                                      f"field or kind {e.name}", _field_name(e),
                              suggest(e.name, known) or f"its fields: {', '.join(fields) or 'none'}; "
                                                        f"kinds: {', '.join(sorted(by_kind))}")

    def _answering_table(self, e: m.Expr, seen: set[str]) -> m.Table | None:
        """The table whose answer `e` gives: a lookup of it, a formula whose value is one (followed
        through its body: `combat_result(…).retreet` read past the formula, as `crt(…).retreet` was),
        or an `if` whose branches give the same table's; None otherwise."""
        if isinstance(e, m.If):
            a, b = self._answering_table(e.then, set(seen)), self._answering_table(e.otherwise, set(seen))
            return a if a is not None and a is b else None
        if not isinstance(e, m.Call):
            return None
        kind = self.sym.kind(e.func)
        if kind == "table":
            return self.sym.node(e.func)
        if kind != "formula" or e.func in seen:
            return None
        seen.add(e.func)
        body = getattr(self.sym.node(e.func), "body", None)
        return None if body is None else self._answering_table(body, seen)

    def _fields_of_table(self, table: m.Table) -> tuple[dict[str, set[str]], set[str]] | None:
        """What a table's results can be read for (`_result_field`): each kind's fields, and every
        field, kind, answer part and mark (of a built-in vocabulary, `text` or `number`: the answer's
        parts alone); None when a vocabulary of it is unknown."""
        names = [table.results] + [name for _, name in table.column_results]
        vocabs = [self.sym.node(n) for n in names if n not in BUILTIN_RESULTS]
        if not all(isinstance(v, m.Results) for v in vocabs):
            return None
        if any(malformed(v) for v in vocabs):
            return None   # (a malformed pattern, E311: its fields are not known, and not said missing)
        by_kind: dict[str, set[str]] = {}
        for v in vocabs:
            for k, fs in fields_by_kind(v).items():
                by_kind.setdefault(k, set()).update(fs)
        known = set().union(*by_kind.values()) | set(by_kind) | RESULT_PARTS
        known |= {mark for v in vocabs for mark, _ in v.marks}
        return by_kind, known
