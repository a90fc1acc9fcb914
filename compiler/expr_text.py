"""Expressions in words: values as noun phrases, conditions as statements. Fed by: the resolved rule
model (`dsl.ir`: typed expression trees whose names are already resolved). Used by
`aid_text.Speaker`, which builds the sentences of constructs on top of these phrases.

Plain text only (the templates escape it). A reader never sees an identifier, a call or an
`if … then … else`: facts read as their own titles ("the terrain of the defender's hex is Woods"),
formulas called inside others by their titles, constants by their printed values, enum values and
sides by their titles, table look-ups as "the Combat Results Table column for …", built-ins as words
("half of MA, rounded down", "4 × cities, at most 36"), and comparisons of turns as "5 or earlier".

`Phrases` is made of this module's names (parameters, facts, constants, sides and enum values as
players name them) and two mixins: `expr_values` (values as noun phrases) and `expr_conditions`
(conditions as statements); `expr_words` holds the words they share that need no book.
"""
from __future__ import annotations

import re
from contextlib import contextmanager

from dsl import ir
from .expr_conditions import ConditionPhrases
# (`LOW`, `number`, `signed`, `either`, `INLINED`: imported from here by the aid's and the web book's sentences)
from .expr_values import INLINED, ValuePhrases
from .expr_words import LOW, _DETERMINERS, _lower_first, _names_in, _trim, either, number, signed  # noqa: F401
from .table_text import plural_head, quantity

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ABBREVIATIONS = {"ap", "as", "cp", "dep", "drm", "ds", "fep", "gt", "hq", "lp", "ma", "mf", "mp", "rp", "sp",
                  "tp", "vp", "zoc", "ezoc", "los", "oos", "crt", "loc", "trt", "ccp", "kmt", "ija", "ijn", "wa"}
_LETTERS = {"t": "the turn", "n": "the number", "x": "the value"}


# The last book whose names `Phrases.names` found, and those names: the regular expressions over all
# its clauses' text took 7 ms of War of the Suns, once for the web book and once for each aid.
_NAMES_OF: list = [None, frozenset()]


class Phrases(ValuePhrases, ConditionPhrases):
    """Reads the expressions of one book: values as noun phrases, conditions as statements."""

    def __init__(self, book: ir.Book):
        self.book = book
        self.constants = {c.id: c for c in book.constants}
        self.facts = {f.id: f for f in book.facts}
        self.sides = {s.id: s.title for s in book.sides}
        self._bare = None   # the sides named without an article (`_bare_sides`), when first asked
        # the values a name of an enum type can take, by enum: sides, the book's enums, scenarios
        values = {"side": {s.id: s.title for s in book.sides}}
        for e in book.enums:
            values.setdefault(e.id, {v.id: v.title or v.id for v in e.values})
        values.setdefault("scenario", {s.id: s.title or s.id for s in book.scenarios})
        self.enum_values = values
        self.titles: dict[str, str] = {}
        for titles in values.values():
            for vid, title in titles.items():
                self.titles.setdefault(vid, title or vid)
        self.tables = {t.id: t.title for t in book.tables}
        self.formulas = {f.id: f for f in book.formulas}
        self.records = {r.id: r for r in book.records}
        self._params: tuple[ir.Param, ...] = ()     # the parameters of the formula being read
        self._inlining: set[str] = set()            # untitled formulas being read in place of a call
        self._inline_budget = INLINED                # (`_untitled`: how many more may be)
        self._in_arithmetic = 0   # > 0 while the operands of `+ - * /` are read: a constant without its unit
        self._header_by = {t.id: t.header_by for t in book.tables if t.header_by}   # offset header tables' selectors
        self.printed_results: dict = {}               # (table id, result kind) → its cells as printed (exception_text)
        self.modifiers = {x.id: x.title or x.id for x in book.modifiers}
        self.modifiers.update({c.id: c.title or c.id for c in book.combines})
        self.permissions = {p.id: p.title or p.id for p in book.permissions}
        self.abbreviations = {t.id.lower(): t.id for t in book.terms if t.id.isupper()}
        self.abbreviations.update({s.id.lower(): s.id.upper() for s in book.sides
                                   if f"({s.id.upper()})" in s.title or s.id.isupper()})
        self.enum_ids = set(values)
        self.protected = self.names()

    # ---------------------------------------------------------------- names
    def names(self) -> frozenset[str]:
        """The words a title keeps capitalised inside a sentence: the words of the sides' titles, and
        those the book's own text writes as names ("Partisan", "Woods", "Kwangtung"). A word of a
        value's title the text writes in lower case is a common word ("when the air units sent …",
        not "the Air units": a value "Air unit" kept every title starting "Air …" capitalised, the
        player probe of stop 61); one the text never writes is kept as the value writes it."""
        if _NAMES_OF[0] is self.book:   # (the web book's and each aid's sentence makers read one book's text once)
            return _NAMES_OF[1]
        names, lower = _names_in("\n".join(c.says for c in self.book.clauses))
        values = {w for title in self.titles.values() for w in title.split()}
        found = frozenset({w for title in self.sides.values() for w in title.split()} | names
                          | {w for w in values if not lower[w.lower()]})
        _NAMES_OF[:] = [self.book, found]
        return found

    def words(self, name: str) -> str:
        """An identifier as words, abbreviations in capitals: `unused_pauses` → "unused pauses",
        `sp` → "SP"."""
        out = []
        for w in name.split("_"):
            low = w.lower()
            out.append(self.abbreviations.get(low) or (w.upper() if low in _ABBREVIATIONS else w))
        return " ".join(out)

    def side(self, side_id: str) -> str:
        """A side as players name it: `IJA` stays IJA, "Kuomintang (KMT)" is "the KMT", `japanese` is
        "the Japanese", and a side the
        book's own text names without an article is named so (War of the Suns' `japan`: "Japan", not
        "the Japan")."""
        if side_id.isupper():
            return "the " + side_id
        title = self.sides.get(side_id, self.words(side_id))
        initials = re.search(r"\(([A-Z]{2,})\)$", title)     # "Kuomintang (KMT)": "the KMT", as its players say
        if initials:
            return "the " + initials.group(1)
        return title if side_id in self._bare_sides() else "the " + title

    def _bare_sides(self) -> frozenset:
        """The sides whose title the clauses' texts never write after "the", and write at least five
        times (a country's name: Japan, Siam, French Indochina; not the Japanese, the Western Allies)."""
        if self._bare is None:
            text = "\n".join(c.says for c in self.book.clauses)
            bare = set()
            for sid, title in self.sides.items():
                name = re.escape(title.split(" (")[0])
                if not re.search(rf"\b[Tt]he {name}(?!\w)", text) and len(re.findall(rf"(?<!\w){name}(?!\w)", text)) >= 5:
                    bare.add(sid)
            self._bare = frozenset(bare)
        return self._bare

    def ref(self, e: ir.Ref) -> str:
        """A resolved name used as a value (a noun phrase): a parameter by its words, a constant by
        its printed value, a fact by its title, an enum value or side by its title."""
        if e.kind == "param":
            if len(e.name) == 1 and e.name not in _LETTERS:
                return self._unnamed(e.name)
            return _LETTERS.get(e.name) or self._param(e)
        if e.kind == "local":       # the item an aggregate is at
            return "it"
        if e.kind == "constant" and e.name in self.constants:   # with its unit: "3 hexes", not "3" (player probe)
            c = self.constants[e.name]
            # (not inside arithmetic: "1 air unit × (… × 1 supply unit)" read its units as factors)
            return quantity(c.printed, c.unit) if c.unit and c.value.type == "number" and not self._in_arithmetic \
                else c.printed
        if e.kind == "fact" and e.name in self.facts:
            fact = self.facts[e.name]
            return self.noun(_trim(fact.title)) if fact.title else self.words(e.name)
        if e.kind == "enum_value" and e.enum == "side" and e.name in self.sides and e.name.isupper():
            # a side named by its initials as players name it, "the KMT", not "Chinese Kuomintang Army" (the
            # player probe); a title like "Soviet" stays as it is ("the side of the moving unit is Soviet")
            return self.side(e.name)
        if e.kind == "enum_value":
            title = self.enum_values.get(e.enum or "", {}).get(e.name)
            return title or self.titles.get(e.name) or self.words(e.name)
        return self.words(e.name)

    def _param(self, e: ir.Ref) -> str:
        """A parameter by its words as a noun phrase: a count of things as their number ("the number
        of defender units is 4", "the smaller of the number of supply units and the number of
        aerodromes"), any other value with its article ("the strength", "the defender RP"): the bare
        words read as the designer's identifiers ("2 RP if defender units is 4", "instead gives
        strength": the player probe of stop 61)."""
        words = self.words(e.name)
        if e.type in ("count", "integer", "number") and plural_head(words) is not None:
            return "the number of " + words
        return words if e.type == "flag" else "the " + words

    def _unnamed(self, name: str) -> str:
        """A parameter whose name is one letter that says nothing ("d", "f"): the language gives a
        parameter no title, so it is named by its place among the values the formula is given."""
        names = [p.name for p in self._params]
        if len(names) <= 1 or name not in names:
            return "the value given"
        return f"the {_ORDINALS[names.index(name)] if names.index(name) < len(_ORDINALS) else 'next'} value given"

    @contextmanager
    def reading(self, params):
        """Names parameters by `params` (a formula's) while its body, or an exception's `use`
        of it, is read."""
        outer, self._params = self._params, tuple(params)
        try:
            yield self
        finally:
            self._params = outer

    def noun(self, title: str) -> str:
        """A title used as a noun: 'Month of the current GT' → 'the month of the current GT'."""
        text = _lower_first(title, self.protected)
        first = text.split(" ", 1)[0]
        return text if first in _DETERMINERS or first[:1].isdigit() else "the " + text

    def _statement(self, e: ir.Ref) -> str:
        """A yes/no name as a statement: a flag fact by its title, a flag parameter by its words."""
        fact = self.facts.get(e.name) if e.kind == "fact" else None
        if fact is not None and fact.title:
            return _lower_first(_trim(fact.title), self.protected)
        if e.kind == "param" and len(e.name) == 1 and e.name not in _LETTERS:
            return f"{self._unnamed(e.name)} is yes"
        return self.words(e.name)

    def _title_of(self, e: ir.Call) -> str | None:
        if e.kind == "formula":
            f = self.formulas.get(e.name)
            return (f.title or None) if f is not None else None
        if e.kind in ("modifier", "combine"):
            return self.modifiers.get(e.name)
        if e.kind == "permission":
            return self.permissions.get(e.name)
        return None
