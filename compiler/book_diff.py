"""What changed in meaning between two versions of one book: `rules diff`'s comparison. Fed by: the
resolved rule model (`dsl.ir.Book`) of each version, as `dsl/lower.py` made it.

Each change is a `Change` record (its kind, the clause it belongs to, the construct, where in it,
the old and new value) with a sentence a designer or player reads. Positions are no part of meaning:
a clause's `source` (file and line), an example's line and number in the book, the book's list of
files; nor are the references a clause's text makes (its text is compared), nor re-wrapped prose
(texts are compared with their whitespace made single spaces). Tables, sequences, scenarios,
examples and aids are compared by `book_diff_parts`
(tables by `book_diff_tables`).
"""
from __future__ import annotations

import attrs

from dsl import ir
from dsl.marked import plain

from .aid_text import Speaker
from .exception_text import effect as exception_effect
from .table_text import quantity


@attrs.frozen
class Change:
    """One change in meaning. `kind` names what changed ("table cell", "constant", …); `clause` the
    clause it belongs to (None: the book as a whole); `construct` its id ("" for the clause itself);
    `where` the place inside it (a cell's row and column, a step); `old`/`new` the values as the
    web book says them ("" when added or removed); `text` the sentence."""
    kind: str
    clause: str | None
    construct: str
    where: str
    old: str
    new: str
    text: str

    def record(self) -> dict:
        return {"kind": self.kind, "clause": self.clause, "construct": self.construct, "where": self.where,
                "old": self.old, "new": self.new, "text": self.text}


def prose(text: str) -> str:
    """Marked text as a reader sees it, its whitespace made single spaces: re-wrapped is unchanged."""
    return " ".join(plain(text or "").split())


class Sides:
    """The two books, their sentence makers and their clauses' titles."""

    def __init__(self, old: ir.Book, new: ir.Book):
        self.old, self.new = old, new
        self.old_speak, self.new_speak = Speaker(old), Speaker(new)
        self.changes: list[Change] = []

    def add(self, kind: str, clause: str | None, construct: str, text: str, where: str = "",
            old: str = "", new: str = "") -> None:
        self.changes.append(Change(kind, clause, construct, where, old, new, text))


def by_id(items) -> dict:
    return {x.id: x for x in items}


def name_of(node, kind: str) -> str:
    """How a change names a construct: its title, quoted, else its kind (never its identifier alone)."""
    title = getattr(node, "title", "")
    return f"“{title}”" if title else f"a {kind} ({node.id})"


def _fields_changed(a, b, skip=()) -> list[str]:
    return [f.name for f in attrs.fields(type(a)) if f.name not in skip and getattr(a, f.name) != getattr(b, f.name)]


_FIELD_WORDS = {"at_most": "its limit", "value_type": "its type", "type": "its type", "applies": "when it applies",
                "body": "its value", "amount": "its amount", "effect": "its effect", "unless": "its “unless”",
                "who": "whom it binds", "modal": "what it allows or requires", "action": "what it is about",
                "use": "what it uses instead", "rewrites": "what it rewrites", "target": "the rule it overrides",
                "level": "its precedence", "priority": "its priority", "inferred": "our reading of it",
                "members": "what it combines", "mode": "how it combines them", "values": "its values",
                "says": "its text", "fields": "its fields", "patterns": "its results", "params": "its inputs",
                "wording": "its wording", "title": "its title", "default": "its default", "side": "its side",
                "factor": "its factor", "per": "what it counts per", "on": "what it modifies",
                "chooser": "who chooses it", "always": "where it applies", "clause": "its clause"}


def field_words(names) -> str:
    words = [_FIELD_WORDS.get(n, "its " + n.replace("_", " ")) for n in names]
    return ", ".join(dict.fromkeys(words))


def compare(old: ir.Book, new: ir.Book) -> list[Change]:
    """Every change in meaning from `old` to `new`, in a fixed order (`ordered`)."""
    from .book_diff_parts import aids, examples, scenarios, sequences
    from .book_diff_tables import tables
    s = Sides(old, new)
    _book(s)
    _clauses(s)
    _simple(s)
    _rules(s)
    tables(s)
    sequences(s)
    scenarios(s)
    examples(s)
    aids(s)
    return ordered(s.changes, old, new)


def ordered(changes: list[Change], old: ir.Book, new: ir.Book) -> list[Change]:
    """By clause in the new book's order (removed clauses after, in the old book's), the book's own
    changes first; within a clause as found (stable), which follows the book's order of constructs."""
    rank: dict[str | None, int] = {None: -1}
    for c in (*new.clauses, *old.clauses):
        rank.setdefault(c.id, len(rank))
    return sorted(changes, key=lambda c: (c.kind.startswith("aid"), rank.get(c.clause, len(rank)), c.clause or ""))


def _book(s: Sides) -> None:
    o, n = s.old, s.new
    for name, words in (("id", "The book's id"), ("title", "The book's title"), ("series", "The series"),
                        ("scale", "The scale"), ("turn_fact", "The fact that counts turns")):
        a, b = getattr(o, name) or "", getattr(n, name) or ""
        if name == "turn_fact":
            a, b = (by_id(book.facts)[f].title if f else "none" for book, f in ((o, a), (n, b)))
        if a != b:
            s.add("book", None, "", f"{words} changed from “{a}” to “{b}”.", name, a, b)
    if tuple(o.dice) != tuple(n.dice):
        a, b = ", ".join(o.dice), ", ".join(n.dice)
        s.add("book", None, "", f"The dice changed from {a or 'none'} to {b or 'none'}.", "dice", a, b)
    old_sides, new_sides = by_id(o.sides), by_id(n.sides)
    for sid in sorted(old_sides.keys() | new_sides.keys()):
        a, b = old_sides.get(sid), new_sides.get(sid)
        if a == b:
            continue
        said = f"side “{(b or a).title}”"
        text = (f"A {said} was added." if a is None else f"The {said} was removed." if b is None
                else f"The side “{a.title}” is now “{b.title}”" + (" (neutral)." if b.neutral else "."))
        s.add("side", None, sid, text, "", a.title if a else "", b.title if b else "")


_CLAUSE_SKIP = ("source", "refs", "referenced_by", "exceptions")   # positions, and what its text already says


def _clauses(s: Sides) -> None:
    old, new = by_id(s.old.clauses), by_id(s.new.clauses)
    for cid in [c.id for c in s.new.clauses if c.id not in old]:
        s.add("clause added", cid, "", f"Clause {cid} “{new[cid].title}” was added.", "", "", new[cid].title)
    for cid in [c.id for c in s.old.clauses if c.id not in new]:
        s.add("clause removed", cid, "", f"Clause {cid} “{old[cid].title}” was removed.", "", old[cid].title, "")
    for c in s.new.clauses:
        a = old.get(c.id)
        if a is None:
            continue
        if a.title != c.title:
            s.add("clause retitled", c.id, "", f"Retitled from “{a.title}” to “{c.title}”.", "title", a.title, c.title)
        if prose(a.says) != prose(c.says):
            s.add("clause text", c.id, "", "Its rules text changed.", "text", prose(a.says), prose(c.says))
        if a.optional != c.optional:
            s.add("clause", c.id, "", "It is now an optional rule." if c.optional else "It is no longer an optional rule.",
                  "optional", str(a.optional).lower(), str(c.optional).lower())
        if (a.parent or "") != (c.parent or ""):
            s.add("clause", c.id, "", f"It now comes under clause {c.parent or 'none'} (was {a.parent or 'none'}).",
                  "parent", a.parent or "", c.parent or "")
        for name, words in (("notes", "designer's notes"), ("doubts", "doubts about the source")):
            x, y = [prose(t) for t in getattr(a, name)], [prose(t) for t in getattr(c, name)]
            if x != y:
                s.add("clause", c.id, "", f"Its {words} changed.", name, " | ".join(x), " | ".join(y))
        if a.tags != c.tags or a.kind != c.kind:
            s.add("clause", c.id, "", "Its tags or kind changed.", "tags",
                  " ".join(f"{k}={v}" for k, v in a.tags) + f" ({a.kind})", " ".join(f"{k}={v}" for k, v in c.tags) + f" ({c.kind})")


def added_removed(s: Sides, kind: str, old: dict, new: dict, order_new, order_old) -> list[str]:
    """Report constructs of one kind added or removed; the ids in both, in the new book's order."""
    for x in order_new:
        if x.id not in old:
            s.add(f"{kind} added", x.clause, x.id, f"New {kind} {name_of(x, kind)}.", "", "", getattr(x, "title", ""))
    for x in order_old:
        if x.id not in new:
            s.add(f"{kind} removed", x.clause, x.id, f"The {kind} {name_of(x, kind)} was removed.", "",
                  getattr(x, "title", ""), "")
    return [x.id for x in order_new if x.id in old]


def changed(s: Sides, kind: str, attr: str):
    """The constructs of one kind (the books' `attr`) in both versions and not equal, as (id, old, new),
    after those added or removed and a construct moved to another clause are reported."""
    old, new = by_id(getattr(s.old, attr)), by_id(getattr(s.new, attr))
    for cid in added_removed(s, kind, old, new, getattr(s.new, attr), getattr(s.old, attr)):
        a, b = old[cid], new[cid]
        if a != b:
            _moved(s, kind, a, b)
            yield cid, a, b


def _moved(s: Sides, kind: str, a, b) -> None:
    if a.clause != b.clause:
        s.add(kind, b.clause, b.id, f"The {kind} {name_of(b, kind)} moved here from clause {a.clause}.", "clause",
              a.clause or "", b.clause or "")


def _expr(speak, e) -> str:
    return "" if e is None else speak.expr(e)


def _simple(s: Sides) -> None:
    """Constants, facts, terms, enums and records."""
    for kind, attr in (("constant", "constants"), ("fact", "facts"), ("term", "terms"), ("list of values", "enums"),
                       ("record", "records"), ("result vocabulary", "vocabularies")):
        for cid, a, b in changed(s, kind, attr):
            if kind == "constant":
                x, y = quantity(a.printed, a.unit), quantity(b.printed, b.unit)
                if a.value != b.value or x != y:
                    s.add(kind, b.clause, cid, f"The constant {name_of(b, kind)}: {x} → {y}.", "value", x, y)
            elif kind == "fact":
                if (a.type, a.value_type) != (b.type, b.value_type):
                    s.add(kind, b.clause, cid, f"The fact {name_of(b, kind)} is now a {b.type} (was a {a.type}).",
                          "type", a.type, b.type)
                for name, words in (("at_most", "its limit"), ("default", "its default")):
                    x, y = _expr(s.old_speak, getattr(a, name)), _expr(s.new_speak, getattr(b, name))
                    if getattr(a, name) != getattr(b, name):
                        s.add(kind, b.clause, cid, f"The fact {name_of(b, kind)}, {words}: {x or 'none'} → "
                              f"{y or 'none'}.", "range" if name == "at_most" else "default", x, y)
            elif kind == "term" and prose(a.says) != prose(b.says):
                s.add(kind, b.clause, cid, f"The term {name_of(b, kind)} is now defined differently.", "text",
                      prose(a.says), prose(b.says))
            elif kind == "result vocabulary":
                _results(s, a, b)
            elif kind == "list of values" and a.values != b.values:
                x, y = ", ".join(v.title or v.id for v in a.values), ", ".join(v.title or v.id for v in b.values)
                s.add(kind, b.clause, cid, f"The values of {name_of(b, kind)}: {x} → {y}.", "values", x, y)
            if a.title != b.title:
                s.add(kind, b.clause, cid, f"The {kind} “{a.title}” is now called “{b.title}”.", "title", a.title, b.title)
            rest = _fields_changed(a, b, skip=("clause", "title", "value", "printed", "unit", "type", "value_type",
                                               "at_most", "default", "says", "values", "patterns", "blank"))
            if rest:
                s.add(kind, b.clause, cid, f"The {kind} {name_of(b, kind)} changed: {field_words(rest)}.",
                      ", ".join(rest))


def _result_said(p: ir.Pattern) -> str:
    """A result as the legend gives it: its meaning, and the values it carries without printing them."""
    fixed = ", ".join(f"{name} {value}" for name, value in p.fields)
    return prose(p.meaning) + (f" ({fixed})" if fixed else "") + (" (our reading)" if p.inferred else "")


def _results(s: Sides, a: ir.Vocabulary, b: ir.Vocabulary) -> None:
    """A result vocabulary's results, each by its printed form: added, removed, or meaning another
    thing (its meaning, its side, the values it carries)."""
    def printed(p: ir.Pattern, blank: bool) -> str:
        return "a blank cell" if blank else f"“{p.pattern}”"
    old = {(p.pattern, p is a.blank): p for p in a.every_pattern}
    new = {(p.pattern, p is b.blank): p for p in b.every_pattern}
    name = name_of(b, "result vocabulary")
    for key, p in new.items():
        was = old.get(key)
        if was is None:
            s.add("result vocabulary", b.clause, b.id, f"{name}: a new result {printed(p, key[1])}, “{_result_said(p)}”.",
                  key[0], "", _result_said(p))
        elif was != p:
            x, y = _result_said(was), _result_said(p)
            if was.kind != p.kind:
                x, y = (f"{z} [{k.replace('_', ' ')}]" for z, k in ((x, was.kind), (y, p.kind)))
            s.add("result vocabulary", b.clause, b.id, f"{name}: the result {printed(p, key[1])} now means “{y}” "
                  f"(was “{x}”).", key[0], x, y)
    for key, p in old.items():
        if key not in new:
            s.add("result vocabulary", b.clause, b.id, f"{name}: the result {printed(p, key[1])} was removed.",
                  key[0], _result_said(p), "")
    if [p.pattern for p in a.patterns if (p.pattern, False) in new] != \
            [p.pattern for p in b.patterns if (p.pattern, False) in old]:
        s.add("result vocabulary", b.clause, b.id, f"{name}: its results are matched in a new order.", "order",
              ", ".join(p.pattern for p in a.patterns), ", ".join(p.pattern for p in b.patterns))


def _sentence(speak: Speaker, kind: str, x) -> str:
    if kind == "formula":
        said = speak.formula(x)
    elif kind == "modifier":
        said = speak.effect(x)
    elif kind == "permission":
        said = speak.permission(x)
    elif kind == "combination":
        said = speak.combine(x)
    else:
        said = exception_effect(speak, x)
    condition = speak.rule_condition(x.applies) if getattr(x, "applies", None) is not None and \
        x.applies.condition is not None and kind != "permission" else ""
    return prose(f"{said}, {condition}" if condition else said)


def _rules(s: Sides) -> None:
    """Formulas, modifiers, combinations, permissions and exceptions: their conditions and effects
    in the web book's words; where those words are the same, the parts that changed, named."""
    for kind, attr in (("formula", "formulas"), ("modifier", "modifiers"), ("combination", "combines"),
                       ("permission", "permissions"), ("exception", "exceptions")):
        for cid, a, b in changed(s, kind, attr):
            if a.title != b.title:
                s.add(kind, b.clause, cid, f"The {kind} “{a.title}” is now called “{b.title}”.", "title", a.title, b.title)
            rest = _fields_changed(a, b, skip=("clause", "title"))
            if not rest:
                continue
            x, y = _sentence(s.old_speak, kind, a), _sentence(s.new_speak, kind, b)
            if x != y:
                s.add(kind, b.clause, cid, f"The {kind} {name_of(b, kind)} now reads: {y} (was: {x}).",
                      ", ".join(rest), x, y)
            else:
                s.add(kind, b.clause, cid, f"The {kind} {name_of(b, kind)} changed: {field_words(rest)}.",
                      ", ".join(rest))
