"""Declarations nothing in the book uses: warning W105. Fed by: `resolver` (a `Symbols` table), on a
book without errors (an unknown name would hide the use it misspells).

A result vocabulary, a fact, an enum or a record that no rule, example, scenario, aid, text or
other declaration names is most often a name written two ways (a fact `defender_terrain`
declared, while the table reads the fact `terrain` its header rows name) or a leftover. A use is
any place the book names it:

- in an expression (a rule's body or condition, a default, an example), read (`terrain`), called
  (`crt(…)`) or given by name to a call (`odds(…, terrain: woods)`; a lookup's own inputs,
  `roll:` or `column:`, name no declaration);
- as a type (a fact's, a parameter's, a record field's, a formula's `returns`, `list of …`), a
  table's `results` (and a column's), its header rows' enum (`columns differential by terrain`), a
  parameter's table (`row of tek`), a modifier's `on`, a combine's member, an exception's target or
  chooser, a step's or a permission's `who`, an aid's line, the header's `turn`, a scenario
  calendar's facts;
- in a text, as a reference (`[ground_attack_result]`, printed as its title and linked in the web
  book): the way to keep a declaration no rule reads yet, and say why where players read it;
- by the language itself: `attacker`, read by a `favouring` shift and a side's `rewrite`, and the
  facts the builder declares (a `chosen by` exception's `decline_<id>`, a header rows' enum's fact);
- an enum also by one of its values written in an expression (`if wet then mud else clear` is a
  value of `ground` without naming it), a value read only where a value of that enum is meant.

Each of these exists to be named by something else: a vocabulary parses a table's cells, a fact is
an input the rules read, an enum or a record is a type. Not reported: tables (each is printed, in
the web book and to engines' `TABLES`, as the source prints it: a chart no rule reads, a table
`missing` from the source, is content, not a leftover), constants and terms, and the rules
themselves (formulas, modifiers, combines, permissions, exceptions, sequences, scenarios): each is
a statement of the book for engines and players, whether or not another declaration reads it.
"""
from __future__ import annotations

from .. import model as m
from ..diagnostics import Report, closest
from ..ir import walk
from ..resolver import Symbols
from ..runtime_inputs import TABLE_INPUTS
from .expressions import LIST_OF
from .self_compare import expression_nodes

# model.Book field → the kind a message names, for the declarations this check reports
CHECKED = (("results", "result vocabulary"), ("facts", "fact"), ("enums", "enum"), ("records", "record"))

_HINTS = {
    "results": "name it in a table's `results`, or cite it in a text ([{id}]) to keep it",
    "facts": "read it in a rule, or cite it in a text ([{id}]) to keep it",
    "enums": "give it as a fact's or a parameter's type, or cite it in a text ([{id}]) to keep it",
    "records": "give it as a fact's or a parameter's type, or cite it in a text ([{id}]) to keep it",
}


def check(sym: Symbols, report: Report) -> None:
    """W105 at each declaration of `CHECKED` that `used_names` does not hold."""
    book = sym.book
    used = used_names(book)
    values = _enum_values_named(book, used)
    for field, kind in CHECKED:
        seen: set[str] = set()
        for node in getattr(book, field):
            if node.id in seen:   # (a name declared twice is E101: said once)
                continue
            seen.add(node.id)
            if node.id in used or (field == "enums" and node.id in values):
                continue
            report.warning("W105", f"{kind} {node.id} is declared but nothing in the book names it", node.span,
                           f"{_nearest(node.id, kind, used)}{_HINTS[field].format(id=node.id)}")


def _nearest(name: str, kind: str, used: set[str]) -> str:
    """The start of W105's hint: a name the book uses a letter or two from `name` (most likely the
    same thing spelt two ways), or what else a declaration nothing names is."""
    near = closest(name, (u for u in used if abs(len(u) - len(name)) <= 2))
    if near is not None:
        return f"the book names `{near}`: if that is this {kind}, spell both alike; if not, "
    return "a leftover can go; else "


def _enum_values_named(book: m.Book, used: set[str]) -> set[str]:
    """The enums one of whose values the book writes as a name (an expression's, a constant list's)."""
    return {e.id for e in book.enums if any(v.id in used for v in e.values)}


def _type(word: str) -> str:
    return word.removeprefix(LIST_OF)


def used_names(book: m.Book) -> set[str]:
    """Every name the book uses somewhere (see the module's docstring), besides where it is declared."""
    used: set[str] = set()
    add = used.add
    for node in (node for _, _, found in expression_nodes(book) for node in found):
        if isinstance(node, m.Name):
            add(node.name)
        elif isinstance(node, m.Call):
            add(node.func)
            used.update(a.name for a in node.args if a.name and a.name not in TABLE_INPUTS)
    for f in book.facts:
        add(_type(f.type))
        if isinstance(f.at_most, str):
            add(f.at_most)
    for r in book.records:
        used.update(_type(fl.type) for fl in r.fields)
    for c in book.constants:   # `constant mud_turns = [mud, rain]`: values of an enum, by name
        if isinstance(c.value, (tuple, list)):
            used.update(v for v in c.value if isinstance(v, str))
    for f in book.formulas:
        if f.returns:
            add(_type(f.returns))
        for p in f.params:
            add(_type(p.type))
            if p.keys_of:
                add(p.keys_of)
    for t in book.tables:
        add(t.results)
        used.update(vocabulary for _, vocabulary in t.column_results)
        if t.header_by:
            add(t.header_by)
    for mod in book.modifiers:
        if mod.on:
            add(mod.on)
        if isinstance(mod.at_most, str):
            add(mod.at_most)
        if mod.effect is not None and mod.effect.kind == "favouring":
            add("attacker")
    for c in book.combines:
        used.update(c.members)
        if isinstance(c.at_most, str):
            add(c.at_most)
    for e in book.exceptions:
        if e.target and not e.target_is_clause:
            add(e.target)
        if e.chooser:
            used.update((m.choice_fact_name(e.id), e.chooser))
        if any(r.side for r in e.rewrites):
            add("attacker")
    used.update(p.who for p in book.permissions if p.who)   # `who`: a side, a unit kind, or a fact naming one
    for seq in book.sequences:
        for step in walk(seq.steps):
            if isinstance(step, m.Step):
                used.update(step.who)
    for aid in book.aids:
        used.update(item.value for item in aid.items if item.kind not in ("heading", "note", "clause"))
    if book.header.turn:
        add(book.header.turn)
    for sc in book.scenarios:
        for cal in sc.calendars:
            used.update((cal.fact, cal.by))
    # references in texts: a clause's, a term's, a table's, and every other construct's (`book.cited`)
    for holder in (book.clauses, book.terms, book.tables):
        for node in holder:
            used.update(r.target for r in node.refs)
    used.update(r.target for _, r in book.cited)
    return used
