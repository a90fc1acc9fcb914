"""Name and reference resolution. Fed by: `builder` (a `model.Book`).

Builds the book's symbol table: clauses by id, constructs by name (one namespace for every formal
construct), terms, enums and their values, sides. Resolves each clause reference to an internal
clause or a declared external book; reports duplicates and unknown references.
"""
from __future__ import annotations

import re

from attrs import define, field

from . import model as m
from .diagnostics import Report, ascii_digits, closest, other_digit, suggest
from .ir import walk
from .labels import looks, printed_alike
from .text import refs_in_cell

# model.Book field → the kind name used in messages and in the generated code
# The names the checker gives types of its own: an enum or record of one of these names would be
# read as that type (`enum flag` made every flag fact take its values; `enum any` checked nothing).
BUILTIN_TYPES = ("flag", "count", "integer", "number", "percent", "ratio", "text", "side", "scenario", "dice", "any")

# Words an expression reads as values of its own: a name spelled so could never be used.
LITERAL_WORDS = ("yes", "no", "none")

KIND_OF_FIELD = {
    "facts": "fact", "records": "record", "constants": "constant", "tables": "table", "results": "results",
    "formulas": "formula", "modifiers": "modifier", "combines": "combine", "permissions": "permission",
    "exceptions": "exception", "sequences": "sequence", "scenarios": "scenario", "aids": "aid",
}


@define
class Symbols:
    book: m.Book
    clauses: dict[str, m.Clause] = field(factory=dict)
    names: dict[str, tuple[str, object]] = field(factory=dict)     # name → (kind, node)
    terms: dict[str, m.Term] = field(factory=dict)
    enum_values: dict[str, dict[str, m.EnumValue]] = field(factory=dict)
    sides: dict[str, m.SideDecl] = field(factory=dict)
    referenced_by: dict[str, list[str]] = field(factory=dict)      # clause id → clause ids citing it
    external_refs: dict[str, str] = field(factory=dict)           # ref id → external book id
    draft: bool = False                                            # unknown clauses are not yet written
    not_written: dict[str, list] = field(factory=dict)             # draft: clause id → spans citing it

    def kind(self, name: str) -> str | None:
        entry = self.names.get(name)
        return entry[0] if entry else None

    def node(self, name: str):
        entry = self.names.get(name)
        return entry[1] if entry else None

    def of_kind(self, kind: str) -> list[str]:
        return [n for n, (k, _) in self.names.items() if k == kind]


def _external_for(ref: str, book: m.Book) -> str | None:
    head = ref.split(".")[0]
    if not head.isdigit():
        return None
    for ext in book.header.externals:   # (`covers 9 to 1`, E401, read as meant: not an E201 at each reference)
        if min(ext.first, ext.last) <= int(head) <= max(ext.first, ext.last):
            return ext.id
    return None


def resolve(book: m.Book, report: Report, draft: bool = False) -> Symbols:
    """The symbol table. With `draft`, a reference to a clause that does not exist is a warning
    (W201, a clause not yet written) and is listed in `not_written`, not an error (E201)."""
    sym = Symbols(book, draft=draft)
    titled: dict[str, m.SideDecl] = {}   # (players read a side by its title, as an enum value's: two alike are one)
    for side in book.header.sides:
        if side.id in sym.sides:
            report.error("E101", f"side {side.id} is declared twice", side.span, _first_at(sym.sides[side.id]))
        elif side.title and (same := titled.setdefault(looks(side.title).casefold(), side)) is not side:
            how = "" if same.title.casefold() == side.title.casefold() else printed_alike(same.title, side.title)
            report.error("E101", f"sides {same.id} and {side.id} are both titled {side.title!r}{how}", side.span,
                         f"players read a side by its title: give {side.id} a title of its own")
        sym.sides[side.id] = side
    sym.enum_values["side"] = {s.id: m.EnumValue(s.id, s.title, s.span) for s in book.header.sides}

    misnumbered = _misnumbered_parents(book)
    parents: dict[str, int] = {}   # a clause id → where the last clause of that id stands (its children follow it)
    for at, c in enumerate(book.clauses):
        if c.id in sym.clauses:
            first = sym.clauses[c.id].span
            report.error("E101", f"clause {c.id} is defined twice", c.span,
                         f"first defined at {first.path}:{first.line}" +
                         (f"; the clauses nested here are numbered {misnumbered[at][1]}.…: did you mean "
                          f"{misnumbered[at][2]}?" if at in misnumbered else ""))
        else:
            sym.clauses[c.id] = c
        parents[c.id] = at
        if at in misnumbered and c.id in sym.clauses and sym.clauses[c.id] is c:
            # its own id mistyped: said once, at it, not at each clause nested in it
            count, stem, meant = misnumbered[at]
            report.error("E102", f"the {count} clauses nested in {c.id} are numbered {stem}.…", c.span,
                         f"did you mean {meant}?")
        elif c.parent is not None and not c.id.startswith(c.parent.removesuffix(".0") + ".") \
                and parents.get(c.parent) not in misnumbered:
            report.error("E102", f"clause {c.id} is nested in {c.parent} but does not extend its id", c.span,
                         f"number it {c.parent.removesuffix('.0')}.<something>, or move it out of {c.parent}")
        if c.optional and c.parent is not None and (outer := optional_around(sym.clauses, c)) is not None:
            # (chosen alone it would put its rules in play while the clause around it is out of play)
            report.error("E102", f"optional clause {c.id} is nested in optional clause {outer}", c.span,
                         f"a clause nested in an optional clause is in play with it: drop `optional` from {c.id}, "
                         f"or move it out of {outer} to choose it on its own")

    _lookalike_clause_ids(book, report)
    _chapters_out_of_order(book, report)

    for t in book.terms:
        if t.id in sym.terms:
            report.error("E101", f"term {t.id} is defined twice", t.span, _first_at(sym.terms[t.id]))
        sym.terms[t.id] = t

    for e in book.enums:
        # enums are types: their own namespace, so `fact terrain: terrain` reads naturally
        if e.id in BUILTIN_TYPES and e.id != "side":
            report.error("E101", f"enum {e.id} has the name of a built-in type", e.span,
                         f"give the enum another name: {', '.join(BUILTIN_TYPES)} are the language's own types")
            continue
        if e.id in sym.enum_values:
            first = next((x for x in book.enums if x.id == e.id), None)
            report.error("E101", f"enum {e.id} is declared twice", e.span,
                         "`side` is built in: its values are the book's sides" if e.id == "side" else _first_at(first))
            continue
        if not e.values:   # (a fact of it could never be given: "one of ; got 'rain'", the hard probe)
            report.error("E404", f"enum {e.id} has no values: no fact of it can ever be given", e.span,
                         f'list its values: `enum {e.id} "…" {{ first "First", second "Second" }}`')
        values: dict[str, m.EnumValue] = {}
        titled: dict[str, m.EnumValue] = {}   # (a title players read: two values of one are one to them)
        for v in e.values:
            if v.id in values:
                report.error("E101", f"value {v.id} appears twice in enum {e.id}", v.span,
                             f"list {v.id} once in enum {e.id}")
            # (alike as two labels of a table are, in any letter case: `Forêt` and `Fore` + U+0302 + `t`,
            # `Light  woods` and `Light woods`, or `Light` + U+00A0 + `woods`, print the same)
            elif v.title and (same := titled.setdefault(looks(v.title).casefold(), v)) is not v:
                how = "" if same.title.casefold() == v.title.casefold() else printed_alike(same.title, v.title)
                report.error("E101", f"values {same.id} and {v.id} of enum {e.id} are both titled {v.title!r}{how}", v.span,
                             "players read a value by its title (and a table read by the enum finds its row by "
                             f"it): give {v.id} a title of its own")
            values[v.id] = v
        sym.enum_values[e.id] = values
    # the built-in fact `scenario` takes the book's scenario ids as values
    sym.enum_values.setdefault("scenario", {s.id: m.EnumValue(s.id, s.title, s.span) for s in book.scenarios})
    order = {path: i for i, path in enumerate(book.files)}
    declared = [(node, kind) for fname, kind in KIND_OF_FIELD.items() for node in getattr(book, fname)]
    # a name taken twice is said at the second in the order the files write them (a fact below a
    # sequence was said at the sequence, the construct the designer had not touched); the names are
    # then kept in the order of their kinds, as the later stages read them
    first: dict[str, tuple] = {}
    later: set[int] = set()
    for node, kind in sorted(declared, key=lambda nk: (order.get(nk[0].span.path, len(order)),
                                                       nk[0].span.line, nk[0].span.column)):
        if node.id not in first:
            first[node.id] = (kind, node)
            continue
        later.add(id(node))
        other_kind, other = first[node.id]
        words = {"results": "result vocabulary"}
        report.error("E101", f"{words.get(kind, kind)} {node.id} has the same name as the "
                     f"{words.get(other_kind, other_kind)} at "
                     f"{other.span.path}:{other.span.line}", node.span, "names are unique in a book")
    for node, kind in declared:
        if id(node) not in later:
            sym.names[node.id] = (kind, node)

    named = _declared_names(book)
    _literal_names(named, report)
    _built_in_names(named, report)
    texts = _text_refs(book)
    named = text_named(sym)
    for cid, ref, span in _all_refs(book):
        # a reference in a text may name a construct (`[center_rp]`: the web book and the aids print
        # its title); any other reference (a construct's own clause, an aid's item, …) is a clause's
        if ref not in sym.clauses and ref in named and id(span) in texts:
            continue
        check_ref(sym, ref, span, report, cid)
    return sym


def _misnumbered_parents(book: m.Book) -> dict[int, tuple[int, str, str]]:
    """A clause's place in `book.clauses` → (how many clauses are nested in it, the id they extend, the id
    it was meant to have: that one, or `4.0` for a chapter `3.0` holding `4.1`)
    for a clause none of whose two or more nested clauses (one, for a clause whose id an earlier clause
    has) extends its id, and all of which extend one other id: the parent's id mistyped (`charts.random_event` holding
    `charts.random_events.famine`, …), or renumbered to an id another clause has (`12.4` made `12.9`,
    its `12.4.a`… left: a clause nested in one of two clauses of one id is the last one's before it)."""
    children: dict[int, list[str]] = {}
    ids = {c.id for c in book.clauses}
    last: dict[str, int] = {}
    twice: set[int] = set()   # a clause whose id an earlier clause has: one nested clause is evidence enough
    for at, c in enumerate(book.clauses):
        if c.parent is not None and c.parent in last:
            children.setdefault(last[c.parent], []).append(c.id)
        if c.id in last:
            twice.add(at)
        last[c.id] = at
    out = {}
    for at, nested in children.items():
        parent = book.clauses[at].id
        if len(nested) < (1 if at in twice else 2) or any(i.startswith(parent.removesuffix(".0") + ".") for i in nested):
            continue
        stems = {i.rsplit(".", 1)[0] for i in nested if "." in i}
        # (one stem, which no clause has: were it one, `12.2` in `12.1` is a sibling nested by mistake)
        if len(stems) == 1 and len(nested) == sum("." in i for i in nested) and not stems & ids:
            stem = stems.pop()   # (`3.0` holding `4.1`: it was `4.0`, as the chapter is numbered)
            out[at] = (len(nested), stem, f"{stem}.0" if parent.endswith(".0") and f"{stem}.0" not in ids else stem)
    return out


def optional_around(clauses: dict, c) -> str | None:
    """The nearest optional clause that clause `c` is nested in (its parents, as declared before it)."""
    seen = set()
    parent = clauses.get(c.parent)
    while parent is not None and parent.id not in seen:   # (ids written twice may make a loop)
        if parent.optional:
            return parent.id
        seen.add(parent.id)
        parent = clauses.get(parent.parent) if parent.parent is not None else None
    return None


def _lookalike_clause_ids(book: m.Book, report: Report) -> None:
    """W102 at a clause whose id a reader takes for another's: the same but for letter case or for
    zeros leading a number (`II.1` and `ii.1`, `1.01` and `1.1`). Both are clauses of the book, and
    a reference names one of them by its exact id."""
    seen: dict[tuple[str, ...], m.Clause] = {}
    for c in book.clauses:
        key = tuple((p.lstrip("0") or "0") if p.isdigit() else p.casefold() for p in c.id.split("."))
        first = seen.setdefault(key, c)
        if first.id != c.id:
            report.warning("W102", f"clause {c.id} reads as clause {first.id}: the ids differ only in letter case or "
                                   f"leading zeros", c.span,
                           f"number them apart ({first.id} is at {first.span.path}:{first.span.line}): a reference "
                           f"names one of them by its exact id, and a reader takes them for one")


def _chapters_out_of_order(book: m.Book, report: Report) -> None:
    """W104 at a chapter (a clause nested in none, numbered `4` or `4.0`) that follows one of a
    higher number: the web book and the aid print the clauses in the order they are read, file by
    file in name order (a book of `combat.rules` and `movement.rules` printed 5.0, 6.0, 4.0)."""
    before = None   # (the last numbered chapter read, and its number)
    for c in book.clauses:
        head = c.id.split(".", 1)[0]
        if c.parent is not None or not head.isdigit():
            continue
        if before is not None and int(head) < before[1]:
            other, _ = before
            elsewhere = other.span is not None and c.span is not None and other.span.path != c.span.path
            report.warning("W104", f"{_chapter_word(c.id)} {c.id} comes after {_chapter_word(other.id)} {other.id}: "
                                   "the web book and the aid "
                                   "print the clauses in the order they are read", c.span,
                           "the files are read in name order: name them so they sort in rule order (01-play.rules, "
                           "02-movement.rules, …)" if elsewhere else f"move it before clause {other.id}")
        if before is None or int(head) > before[1]:
            before = (c, int(head))


def _chapter_word(clause_id: str) -> str:
    """"chapter" for a clause numbered `4` or `4.0`, as reference.md says; "clause" for another
    nested in none (`3.1` was called a chapter: the third designer probe)."""
    head, _, rest = clause_id.partition(".")
    return "chapter" if head.isdigit() and rest in ("", "0") else "clause"


def _declared_names(book: m.Book) -> list[tuple[str, str, str, m.Span]]:
    """Every name the book declares, as (where it is declared: a `KIND_OF_FIELD` field, "sides",
    "values" or "params"; what it names, for a message; the name; its span)."""
    named = [(fname, f"{kind} {node.id}", node.id, node.span) for fname, kind in KIND_OF_FIELD.items()
             for node in getattr(book, fname)]
    named += [("sides", f"side {x.id}", x.id, x.span) for x in book.header.sides]
    named += [("values", f"value {v.id} of enum {e.id}", v.id, v.span) for e in book.enums for v in e.values]
    named += [("params", f"parameter {p.name} of {f.id}", p.name, p.span) for f in book.formulas for p in f.params]
    return named


def _literal_names(named: list, report: Report) -> None:
    """`constant yes = 3`, `enum answer { yes, no }`, `side no`, a parameter `none`: every use of
    the name reads the literal instead (E101 at the declaration). `named`: `_declared_names`."""
    for _, what, name, span in named:
        if name in LITERAL_WORDS:
            report.error("E101", f"{what}: `{name}` is a value of the language, so every use of the name "
                         "would read it", span, f"give it another name: {', '.join(LITERAL_WORDS)} are values")


# where the names an expression reads or calls are declared: one named like a built-in hides it
_READ_BY_NAME = frozenset({"facts", "constants", "formulas", "tables", "modifiers", "combines", "permissions",
                           "records", "params"})


def _built_in_names(named: list, report: Report) -> None:
    """`fact scenario`, `fact sum`, a parameter `count`: a name the language gives a meaning of
    its own (the built-in facts, the aggregates) would hide it, or be hidden by it, depending on
    where it is read (E101 at the declaration). A book's own formula named like a built-in
    function (`formula max(a, b)`) is the book's to call: it is read instead of the built-in.
    `named`: `_declared_names`."""
    from .checks.expressions import AGGREGATES   # (the checks import this module)
    meaning = {"scenario": "the language's built-in fact of the scenario played",
               "options": "the language's built-in fact of the optional rules chosen",
               **{a: f"an aggregate of the language (`{a}(… for each …)`)" for a in AGGREGATES}}
    for where, what, name, span in named:
        # (a record named like a built-in type, `any`, is E101 as that already)
        if name in meaning and where in _READ_BY_NAME and (where != "records" or name not in BUILTIN_TYPES):
            report.error("E101", f"{what}: `{name}` is {meaning[name]}", span,
                         f"give it another name, such as {name}_value")


def _first_at(node) -> str:
    return f"first declared at {node.span.path}:{node.span.line}"


_LOOKS_NUMBERED = re.compile(r"(?:[0-9]+|[IVXLC]+)(?:\.|$)")   # a clause number's start: `12.`, `II.`, `27`


_DIGIT_LOOKALIKES = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1"})


def check_ref(sym: Symbols, ref: str, span, report: Report, cited_from: str | None = None) -> bool:
    if ref in sym.clauses:
        if cited_from and cited_from != ref:
            cites = sym.referenced_by.setdefault(ref, [])
            if cited_from not in cites:
                cites.append(cited_from)
        return True
    ext = _external_for(ref, sym.book)
    if ext is not None:
        sym.external_refs[ref] = ext
        return True
    # `[6.3.]`, `[15,3]`, `[1.٠]`, `[9.3 ]` (`text._REF_OR_NEAR`): no id is written so
    if "," in ref or ref.endswith(".") or not ref.isascii() or ref != ref.strip():
        fixed = ascii_digits(ref.strip()).replace(",", ".").rstrip(".")
        other = next((c for c in ref if not c.isascii()), None)
        how = (f"a digit of another script: {other_digit(other)}" if other is not None else
               "a blank inside the brackets" if ref != ref.strip() else
               f"a stray {'comma' if ',' in ref else 'dot'}")
        report.error("E201", f"[{ref}] reads as a reference with {how}", span,
                     f"did you mean [{fixed}]?" if fixed in sym.clauses or fixed in text_named(sym) else
                     f"a reference is written [{fixed}]; brackets that are not a reference are escaped: \\[{ref}\\]")
        return False
    typed = ref.translate(_DIGIT_LOOKALIKES)   # `[13.O]`, `[5.l]`: a letter typed for the digit it looks like
    renumbered = _renumbered(sym.book).get(ref)   # (worked out on this path only: an unknown reference)
    nested = _misnested(sym.book).get(ref)
    hint = (f"did you mean {typed}?" if typed != ref and typed in sym.clauses else "") or (
        f"the clauses nested in {renumbered[0]} are numbered {renumbered[1]}.…: was {renumbered[0]} numbered {ref}?"
        if renumbered else "") or (
        f"clause {nested[0]}, nested in {nested[1]}, does not extend its id (E102): was it meant to be {ref}?"
        if nested else "") or _suggest_ref(ref, sym.clauses) or (
        _suggest_named(ref, sym) if not _LOOKS_NUMBERED.match(ref) else "") or (
        "write clause " + ref + " (`rules check --draft` checks a book whose clauses are not all written yet), "
        "or declare an `external` book in the header if it is in another rulebook" if _LOOKS_NUMBERED.match(ref)
        else f"brackets that are not a reference are escaped with a backslash: \\[{ref}\\] reads as [{ref}]")
    if sym.draft:
        sym.not_written.setdefault(ref, []).append(span)
        report.warning("W201", f"clause [{ref}] is not written yet", span,
                       f"write clause {ref} before the book is built (or correct the number)")
        return False
    report.error("E201", f"reference to unknown clause [{ref}]", span, hint)
    return False


def _renumbered(book: m.Book) -> dict[str, str]:
    """The id the clauses nested in a clause extend, where it is not that clause's own → that
    clause's id (`12.4` → `12.9`, for `12.4` renumbered `12.9` and its `12.4.a`… left). Worked out
    once a book (a book of thousands of unknown references asks for each)."""
    if _RENUMBERED[0] is not book:
        _RENUMBERED[:] = [book, {meant: (book.clauses[at].id, stem)
                                 for at, (_, stem, meant) in _misnumbered_parents(book).items()}]
    return _RENUMBERED[1]


_RENUMBERED: list = [None, {}]   # the last book asked, and its `_renumbered`


def _misnested(book: m.Book) -> dict[str, tuple[str, str]]:
    """The id a clause nested in another would have if it extended its parent's (its parent's id and
    its own last part: `5.2` for `6.2` nested in `5`) → (its id, its parent's), for each clause that
    does not extend its parent's id (E102): a reference to `[5.2]` most likely means it."""
    if _MISNESTED[0] is not book:
        out: dict[str, tuple[str, str]] = {}
        for c in book.clauses:
            parent = c.parent.removesuffix(".0") if c.parent is not None else None
            if parent is not None and not c.id.startswith(parent + "."):
                out.setdefault(f"{parent}.{c.id.rsplit('.', 1)[-1]}", (c.id, c.parent))
        _MISNESTED[:] = [book, out]
    return _MISNESTED[1]


_MISNESTED: list = [None, {}]   # the last book asked, and its `_misnested`


def _suggest_named(ref: str, sym: Symbols) -> str:
    """A construct a reference in a text may name, near `ref`: `[crt_table]` for `[crt]` (a name with
    a word added), or one close by edit distance."""
    named = text_named(sym)
    part = next((n for n in sorted(named, key=len, reverse=True)
                 if ref.startswith(n + "_") or ref.endswith("_" + n)), None)
    if part is not None:
        return f"did you mean [{part}]?"
    near = closest(ref, [n for n in named if len(n) >= 4]) if len(ref) >= 5 else None   # (`[t0]`: no slip for `[t]`)
    return f"did you mean [{near}]?" if near is not None else ""


def _suggest_ref(ref: str, clauses) -> str:
    """`suggest` among the clause ids; for a section number, among those of its chapter only (`[12.4]`
    is no slip for `[2.4]`, though one digit apart)."""
    head = ref.split(".")[0]
    if head.isdigit():
        clauses = [c for c in clauses if c.split(".")[0] == head]
    return suggest(ref, clauses)


# the fields of the model whose constructs a text may name as a reference (`[center_rp]`), printed
# by their title in the web book and on the aids: not an aid. The one list: `dsl.prose.DECLARED`
# is this list in the rule model's field names.
TEXT_NAMED = ("terms", "enums", "records", "facts", "constants", "tables", "results", "formulas", "modifiers",
              "combines", "permissions", "exceptions", "sequences", "scenarios")


def text_named(sym: Symbols) -> set[str]:
    """What a reference in a text may name besides a clause (`TEXT_NAMED`)."""
    return {node.id for field in TEXT_NAMED for node in getattr(sym.book, field)}


def _text_refs(book: m.Book) -> set[int]:
    """The spans (by identity) of the references written in texts: a clause's, a term's or a table's
    text and `see` list, and the texts of every other construct (`book.cited`)."""
    spans = {id(r.span) for holder in (book.clauses, book.terms, book.tables) for node in holder for r in node.refs}
    spans.update(id(r.span) for _, r in book.cited)
    return spans


def _all_refs(book: m.Book):
    """(citing clause id, referenced id, span) for every reference in the book."""
    for c in book.clauses:
        for r in c.refs:
            yield c.id, r.target, r.span
    for t in book.terms:
        for r in t.refs:
            yield t.clause, r.target, r.span
    for t in book.tables:
        for r in t.refs:
            yield t.clause, r.target, r.span
        for row in t.grid:                          # `see [13.2]` printed in a cell
            for cell in row.cells:
                if "[" in cell.text:
                    for r in refs_in_cell(cell.text, cell.span):
                        yield t.clause, r.target, r.span
    for r in book.owned:   # (a construct's own `[ref]`: the clause it belongs to; one it inherits is its enclosing clause)
        yield None, r.target, r.span
    for s in book.sequences:
        for step in _walk_steps(s.steps):
            if step.ref is not None:
                yield s.clause, step.ref.target, step.ref.span
    for sc in book.scenarios:
        for r in sc.options:
            yield sc.clause, r.target, r.span
    for a in book.aids:
        for item in a.items:
            if item.kind == "clause":
                yield None, item.value, item.span
    for owner, r in book.cited:
        yield owner, r.target, r.span


def _walk_steps(steps):
    """Every step of a sequence, a step before its children (`ir.walk`'s pre-order)."""
    return (s for s in walk(steps) if isinstance(s, m.Step))


walk_steps = _walk_steps
