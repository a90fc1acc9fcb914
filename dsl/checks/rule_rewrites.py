"""What an exception's `rewrite` of a table's results may change: the kinds and fields of the
table's vocabulary (E206), whole numbers (E401), a kind rewritten to one whose results carry fields
(E401), a built-in table's one field `value` (E206, E401), and a side's effect (`retreat of IJA`:
E205, E206, E404). Each vocabulary read once for all its rewrites (`_read_vocabulary`). Fed by:
`resolver` (a `Symbols` table), through `rule_exceptions`.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..resolver import Symbols
from ..vocabulary import fields_by_kind, pattern_fields


def _table_results_named(sym: Symbols, e: m.ExceptionRule) -> bool:
    """The target table names its `results`, and they are no vocabulary of the book: built-in ones
    (whose rewrites `_check_builtin_rewrites` says), or a misspelt name or one of a table or a fact
    (E202 or E203 at the table)."""
    table = sym.node(e.target)
    return isinstance(table, m.Table) and bool(table.results) and not isinstance(sym.node(table.results), m.Results)


def _check_sided_rewrites(sym: Symbols, vocab, e: m.ExceptionRule, report: Report) -> None:
    """`rewrite retreat of IJA`: IJA is a side, the results have attacker and defender effects, and
    the fact `attacker` (a side) says which of them is IJA's."""
    for rw in e.rewrites:
        if not rw.side:
            continue
        if rw.side not in sym.sides:
            report.error("E205", f"unknown side {rw.side}", rw.side_span,
                         suggest(rw.side, sym.sides) or f"sides: {', '.join(sym.sides)}")
        if not isinstance(vocab, m.Results) and _table_results_named(sym, e):
            continue        # (a misspelt `results`, or built-in ones: E202, E203 or E206 says it; no guess here)
        kinds = {p.kind for p in vocab.patterns} if isinstance(vocab, m.Results) else set()
        if not {"attacker", "defender"} <= kinds:
            report.error("E206", f"`{rw.field} of {rw.side}` needs attacker and defender results", rw.span,
                         "a side's effect is the attacker's or the defender's: name the kind instead "
                         f"(`rewrite KIND.{rw.field}: …`)")
        attacker = sym.node("attacker") if sym.kind("attacker") == "fact" else None
        if attacker is None or attacker.type != "side":
            report.error("E404", f"`{rw.field} of {rw.side}` needs a fact `attacker: side`", rw.span,
                         "declare `fact attacker: side \"The attacking side\"`")


def _check_builtin_rewrites(table: m.Table, e: m.ExceptionRule, report: Report) -> None:
    """A table of built-in results has one kind of result: a number table's cells are rewritten by
    `rewrite value: a -> b`; a text table's printed words cannot be rewritten (E206)."""
    for rw in e.rewrites:
        if table.results == "text":
            report.error("E206", f"{table.id} prints text results, which a rewrite cannot change", rw.span,
                         "give the table a results vocabulary (`results NAME { … }`) whose kinds and fields a "
                         "rewrite can change, or put the exception on the rule that reads the table")
        elif rw.kind or rw.field != "value":
            report.error("E206", f"{table.id} prints numbers: its one field is `value`", rw.span,
                         "write `rewrite value: a -> b`")
        elif any(not (a == "any" or a.lstrip("-").isdigit()) or not b.lstrip("-").isdigit() for a, b in rw.pairs):
            report.error("E401", "value rewrites are whole numbers", rw.span,
                         "write whole numbers: `rewrite value: 3 -> 2` (or `any -> 2`)")


_READ_VOCABULARIES: dict[int, tuple] = {}   # id → (vocabulary, kinds, fields, carried by kind): see below


def _read_vocabulary(vocab: m.Results) -> tuple[set, set, dict, dict]:
    """A vocabulary's kinds, every field its patterns print or fix, the fields every result of
    each kind carries (`_carried_by_kind`) and those some result of each kind has (`fields_by_kind`):
    read once, not once per rewrite exception (2,000 of them on one table of 2,000 patterns took a
    check 22 s). Kept by identity, the vocabulary with them."""
    read = _READ_VOCABULARIES.get(id(vocab))
    if read is None or read[0] is not vocab:
        if len(_READ_VOCABULARIES) >= 64:
            _READ_VOCABULARIES.clear()
        kinds = {p.kind for p in vocab.patterns} | ({vocab.blank.kind} if vocab.blank else set())
        by_kind = fields_by_kind(vocab)
        fields = set().union(*by_kind.values())   # printed or fixed
        read = _READ_VOCABULARIES[id(vocab)] = (vocab, kinds, fields, _carried_by_kind(vocab), by_kind)
    return read[1], read[2], read[3], read[4]


def _check_rewrites(vocab: m.Results, e: m.ExceptionRule, report: Report) -> None:
    kinds, fields, carried_by_kind, by_kind = _read_vocabulary(vocab)
    for rw in e.rewrites:
        if rw.kind and rw.kind not in kinds:
            report.error("E206", f"{rw.kind} is not a result kind of {vocab.id}", rw.span,
                         suggest(rw.kind, kinds) or f"kinds: {', '.join(sorted(kinds)) or 'none'}")
        if rw.field == "kind":
            for a, b in rw.pairs:
                for v in (a, b):
                    if v != "any" and v not in kinds:
                        report.error("E206", f"{v} is not a result kind of {vocab.id}", rw.span,
                                     suggest(v, kinds) or f"kinds: {', '.join(sorted(kinds)) or 'none'}")
                carried = carried_by_kind.get(b, set()) if a != b else set()
                if carried:
                    report.error("E401", f"kind: {a} -> {b} gives {a_(b)} without fields, but every {b} of {vocab.id} "
                                 f"carries {', '.join(sorted(carried))}", rw.span,
                                 f"a kind rewrite drops every field: rewrite to a kind whose patterns print or fix "
                                 f"none ({a_(b)} that fixes {', '.join(sorted(carried))} with `{{ … }}` carries it "
                                 f"too; test `.kind == \"{b}\"` before reading it instead)")
        elif rw.field not in fields:
            report.error("E206", f"results of {vocab.id} have no field {rw.field}", rw.span,
                         suggest(rw.field, fields) or f"fields: {', '.join(sorted(fields)) or 'none'}")
        elif rw.kind in kinds and rw.field not in by_kind.get(rw.kind, ()):
            # (a kind that never has the field: reading `.attacker.retreat` is an error, and rewriting it
            # was only W310's "can never change": the second designer probe of stop 58)
            having = sorted(k for k, f in by_kind.items() if rw.field in f)
            report.error("E206", f"{rw.kind} results of {vocab.id} have no field {rw.field}", rw.span,
                         f"{' and '.join(having)} results carry it: `rewrite {having[0]}.{rw.field}: …`")
        else:
            for a, b in rw.pairs:
                if not (a == "any" or a.isdigit()) or not b.isdigit():
                    report.error("E401", f"{rw.field} values are whole numbers of 0 or more, as results print them",
                                 rw.span, f"write whole numbers: `rewrite {rw.field}: 2 -> 1` (or `any -> 1`)")


def _carried_by_kind(vocab: m.Results) -> dict[str, set[str]]:
    """Kind → the fields every result of it prints or fixes (none when one of them carries none): a
    `rewrite kind: … -> kind` gives an effect without fields, which the table never gives."""
    patterns = vocab.every_pattern
    by_kind: dict[str, list[set]] = {}
    for p in patterns:
        by_kind.setdefault(p.kind, []).append(pattern_fields(p))
    return {kind: set().union(*carried) if all(carried) else set() for kind, carried in by_kind.items()}
