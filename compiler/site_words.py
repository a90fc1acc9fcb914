"""What the web book says about a book's constructs, in words a reader uses. Fed by: `to_site`,
with the resolved rule model (`dsl.ir.Book`).

The rules page lists each clause's formal content by kind and title ("modifier “Attacking across a
river”: 1 column left"), never by identifier; the contents, the indexes and the glossary name
clauses, exceptions, sides and constants the same way. Returns plain text pieces and link
targets; the templates escape and lay them out.
"""
from __future__ import annotations

from typing import NamedTuple

from dsl import ir
from dsl.diagnostics import a_

from .aid_text import Speaker
from .clause_names import ClauseNames, labelled
from .exception_text import rule as exception_rule
from .expr_text import either
from .site_scenarios import turns_text
from .table_text import legend, quantity, results_shown, support_text

KIND_WORDS = {"table": "table", "results": "result legend", "formula": "formula", "modifier": "modifier",
              "combine": "combination of modifiers", "permission": "permission", "exception": "exception",
              "sequence": "sequence of play", "scenario": "scenario", "aid": "player aid", "enum": "list",
              "term": "glossary term", "fact": "fact", "constant": "value", "record": "unit description"}

# A fact by what a player must know of it (`fact_word`): whether something holds, how many, which of a
# list; "situation" and "quantity" were words a player had to puzzle out (the player probe of stop 61).
_FACT_WORDS = {"flag": "condition", "count": "number", "integer": "number", "number": "number",
               "percent": "number", "ratio": "ratio", "text": "fact"}
# the kinds' words said of several ("2 conditions"); the others take an s
_PLURALS = {"combination of modifiers": "combinations of modifiers", "sequence of play": "sequences of play",
            "group of units": "groups of units", "choice": "choices"}


# A sequence's item lists at most this many steps, each a name of at most this many characters (a
# phase's); a procedure's steps, sentences, are counted: the list is printed under it.
SEQUENCE_MOST, STEP_TITLE_MOST = 8, 40


class Formal(NamedTuple):
    """One construct of a clause's formal content: its kind and title in words, a few words of
    detail (or ""), and the table or glossary term it links to (or ""). A constant's detail is its
    value, data printed as it is (`data`): a `[1.0]` in a text constant is no reference to link."""
    kind: str
    title: str
    detail: str
    table: str
    term: str
    data: bool = False


class Reading(NamedTuple):
    """A construct the book declares its own reading (`inferred "…"`), as the web book prints it: the
    clause it belongs to, its kind and title in words, which answers are ours ("when …", "in some
    cases", or "" for all: `Speaker.reading_scope`), and the reading (marked text)."""
    clause: str
    kind: str
    title: str
    when: str
    text: str


class Words:
    """Reader-facing names of one book's constructs."""

    def __init__(self, book: ir.Book, names: ClauseNames):
        self.book = book
        self.names = names
        self.speak = Speaker(book)
        # every construct by its name, but the lists: they have a namespace of their own (`fact
        # terrain: terrain` is two names), read from `enums`
        self.nodes: dict[str, tuple[str, object]] = {}
        for kind, field in (("fact", "facts"), ("record", "records"), ("constant", "constants"), ("table", "tables"),
                            ("results", "vocabularies"), ("formula", "formulas"), ("modifier", "modifiers"),
                            ("combine", "combines"), ("permission", "permissions"),
                            ("exception", "exceptions"), ("sequence", "sequences"), ("scenario", "scenarios"),
                            ("aid", "aids"), ("term", "terms")):
            for node in getattr(book, field):
                self.nodes.setdefault(node.id, (kind, node))
        self.exceptions = {e.id: e for e in book.exceptions}
        self.enums = {e.id: e for e in book.enums}

    def title(self, name: str) -> str:
        """A construct's title ('' for a name the book does not declare, and for a list: `enum_title`)."""
        kind, node = self.nodes.get(name, ("", None))
        if node is None:
            return ""
        if kind == "fact":
            return node.title or self.speak.words(name)
        if kind == "term":       # an abbreviation with what it stands for: 'EZOC (Enemy zone of control)'
            shows_id = "_" not in node.id and node.id != node.id.lower() and node.title.lower() != node.id.lower()
            return f"{node.id} ({node.title})" if node.title and shows_id else node.title or node.id
        return getattr(node, "title", "") or self.speak.words(name)

    def enum_title(self, name: str) -> str:
        """A list's title (its words when it has none)."""
        return self.enums[name].title or self.speak.words(name)

    def fact_word(self, fact: ir.Fact) -> str:
        """What a fact is to a player, by its type: a "condition" (yes or no), a "number", a "choice"
        (one value of a list, a side or a scenario), a "group of units" (a list of unit descriptions)."""
        if fact.type.startswith("list of "):
            return "group of units"
        return _FACT_WORDS.get(fact.type, "choice")

    def detail(self, kind: str, name: str) -> str:
        """A few words after the title: a constant's value, a modifier's effect, a list's values, what
        an exception does, a legend's results, a sequence's phases, a scenario's length."""
        if kind == "enum":     # its values as a player reads them ("Headquarters, Infantry, …"): a bare name
            # in quotes read like a heading with nothing under it (the player probe of stop 60)
            return ", ".join(v.title or self.speak.words(v.id) for v in self.enums[name].values)
        node = self.nodes[name][1]
        if kind == "constant":
            return quantity(node.printed, node.unit)
        if kind == "fact":
            return self._fact_detail(node)
        if kind == "modifier":
            text = self.speak.effect(node)   # "1 column left when …"; after words with commas of their own,
            # ", when …" ("per column …, a number the rules never give when the IJA committed …" ran the
            # condition into a title: the player probe of stop 61)
            for term in self.speak.modifier_terms(node):
                text += (" " if term.startswith("when ") and "," not in text else ", ") + term
            return text
        if kind == "permission":   # "Soviet only: may not move …, when A, unless B"
            return self.speak.permission(node)
        if kind == "exception":   # a rule: when, what the rule it overrides does then, who may decline it
            e = self.exceptions[name]
            return exception_rule(self.speak, e, self.target(e)[0])
        if kind == "formula":     # its `reads "…"` sentence; else, without a title, what it works out (never its id)
            return node.wording or ("" if node.title else self.speak.formula(node))
        if kind == "combine":     # "the sum of Terrain and Leader, at most 2"
            return self.speak.combine(node)
        if kind == "record":   # each value a unit carries, as a player fills it in (no type word: the player probe)
            return "; ".join(self._field(node, f) for f in node.fields)
        if kind == "results":   # its results as the tables print them ("Ex, D1, D2, …")
            return results_shown(node, [t for t in self.book.tables if node.id in (t.results, *dict(t.column_results).values())])
        if kind == "sequence":   # its phases by their titles; a procedure's steps, sentences, by their number
            titles = [x.title or self.speak.words(x.id) for x in node.steps]
            if len(titles) <= SEQUENCE_MOST and all(len(t) <= STEP_TITLE_MOST and ":" not in t for t in titles):
                return ", ".join(titles)
            kinds = {x.kind for x in node.steps}
            return f"{len(titles)} {kinds.pop() if len(kinds) == 1 else 'step'}s, set out below"
        if kind == "scenario":   # how long it lasts ("turns 1 to 8")
            return turns_text(node.first_turn, node.last_turn)
        return ""

    def _fact_detail(self, fact: ir.Fact) -> str:
        """What a player may answer for a fact: a choice's values ("Clear, Woods or Town"), a number's
        bound ("at most 2 markers": a larger value is refused), a group's unit description. (A side's
        title says which sides it may be: all seven of a book read as noise.)"""
        if fact.at_most is not None:
            return f"at most {self.speak.expr(fact.at_most)}"
        if fact.type.startswith("list of "):
            record = self.nodes.get(fact.type[len("list of "):], ("", None))[1]
            return f"each unit described as in “{record.title}”" if record is not None and record.title else ""
        if fact.type in self.enums:
            return either([v.title or self.speak.words(v.id) for v in self.enums[fact.type].values], "or")
        return ""

    def _field(self, record: ir.Record, f: ir.RecordField) -> str:
        """One value of a unit description as a player reads it: "its printed attack factor (a
        number)", "whether it carries a Disrupted marker (normally no)": a yes or no as `Speaker`
        reads it in a rule, any other value by its whole title (a rule's shorter reading of it,
        "its printed attack factor (attacking) or defense factor", dropped "(defending)"), after a dash
        where the title ends in brackets ("… (defending) — a number", not "(defending) (a number)").
        A default is what the value normally is ("unless said" read as an engine's words: the player
        probe of stop 61)."""
        if f.value_type == "flag":
            field = ir.ItemField(ir.Ref("local", "it", f"list of {record.id}"), f.name, record.id, f.value_type)
            said, what = f"whether {self.speak.condition(field)}", []
        else:
            title = f.title or f"Its {self.speak.words(f.name)}"
            said, what = title[:1].lower() + title[1:] if title.split(" ", 1)[0] == "Its" else title, \
                [_VALUE_WORDS.get(f.type, "")]
        if f.default is not None:
            what.append(f"normally {self.speak.expr(f.default)}")
        what = [w for w in what if w]
        if not what:
            return said
        return f"{said} — {', '.join(what)}" if said.endswith(")") else f"{said} ({', '.join(what)})"

    def example_title(self, ex: ir.Example) -> str:
        """An example's name on the pages: its title, else the rules its checks read, by the titles
        the page gives them elsewhere ("Combat odds", "Map width and Map height"), else where it is
        ("The worked example printed in [6.3]", "Our example in [6.3]", the number linked). An untitled one, printed or
        ours, read "example" (the designer probe)."""
        if ex.title:
            return ex.title
        named: dict[str, None] = {}
        for node in ir.walk(ex.checks):
            if isinstance(node, ir.Call) and node.kind in ("formula", "modifier", "combine", "permission"):
                named.setdefault(node.name)
            elif isinstance(node, ir.Lookup):
                named.setdefault(node.table)
            elif isinstance(node, ir.Ref) and node.kind == "constant":
                named.setdefault(node.name)
        titles = [t for t in dict.fromkeys(self.title(n) for n in named) if t]
        if titles:
            return titles[0] if len(titles) == 1 else f"{', '.join(titles[:-1])} and {titles[-1]}"
        where = f" in [{ex.clause}]" if ex.clause else ""
        return f"The worked example printed{where or ' in the rules'}" if ex.printed else f"Our example{where}"

    def example_answer(self, ex: ir.Example) -> str:
        """What a worked example's check gives, as a player reads it beside its title ("24", "(A)"):
        the literal right of its `==`, for an example of one check written so; "" otherwise
        (its title says it), for a check of a result's `kind` (an identifier of the vocabulary, not
        what a player reads), of `none`, and of several checks: read apart from their calls,
        "(→ 0; 2; “D2”)" answered questions the page does not show (the player probe of stop 59)."""
        checks = ex.checks
        if len(checks) != 1 or not all(
                isinstance(c, ir.Compare) and c.op == "==" and isinstance(c.right, ir.Lit)
                and not (isinstance(c.left, ir.Field) and c.left.name == "kind") for c in checks):
            return ""
        # (`none`, "nothing", says nothing without the call that gave it, nor does "yes; no; no": the
        # player probe read "(→ nothing; no)" some 300 times; nor a lone yes or no, which answers the
        # rule's question, not the title: "A mountain in between blocks it (→ no)" beside "A peak in
        # between blocks it too (→ yes)", the player probe of stop 61: the title says it)
        if checks[0].right.type in ("any", "flag"):
            return ""
        return self.speak.expr(checks[0].right)

    def formal(self, constructs: list[tuple[str, str]]) -> list[Formal]:
        """A clause's formal content."""
        out = []
        for kind, name in constructs:
            if kind == "enum":
                out.append(Formal(KIND_WORDS[kind], self.enum_title(name), self.detail(kind, name), "", ""))
                continue
            if name not in self.nodes:
                continue
            node = self.nodes[name][1]
            untitled = kind in _TITLED and not getattr(node, "title", "")
            word = self.fact_word(node) if kind == "fact" else KIND_WORDS.get(kind, kind)
            titled = "" if untitled else self.title(name) or self.speak.words(name)
            # (printed inside “…”: a title quoting another takes the inner marks, ‘…’, not a second “…”)
            titled = titled.replace("“", "‘").replace("”", "’")
            out.append(Formal(word, titled, self.detail(kind, name) if kind in _DETAILED else "",
                              name if kind == "table" else "", name if kind == "term" else "", kind == "constant"))
        return out

    @staticmethod
    def formal_summary(formal: list[Formal]) -> str:
        """What a clause's formal content holds, counted by kind in the order they come: "5 values",
        "2 conditions, a formula and a table" (the title of its folded block on the rules page)."""
        counts: dict[str, int] = {}
        for x in formal:
            counts[x.kind] = counts.get(x.kind, 0) + 1
        said = [a_(kind) if n == 1 else f"{n} {_PLURALS.get(kind, kind + 's')}" for kind, n in counts.items()]
        return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]

    def readings(self) -> list[Reading]:
        """The formulas, modifiers, permissions and exceptions that are the book's reading where the
        source is silent (`inferred "…"`; an edge rule's is printed with its table), in book order."""
        out = []
        for field in ("formulas", "modifiers", "permissions", "exceptions"):
            for node in getattr(self.book, field):
                if node.inferred is None:
                    continue
                kind = field[:-1]
                when = self.speak.reading_scope(node.inferred)
                played = node.applies.scenario   # (a scenario's own rule: the box stands in the clause)
                if played:
                    when = (f"{when}, " if when else "") + f"in the scenario “{self.scenario(played)}” only"
                out.append(Reading(node.clause or "", KIND_WORDS[kind], self.title(node.id) or self.speak.words(node.id),
                                   when, node.inferred.text))
        for v in self.book.vocabularies:   # a result pattern whose cells are the book's reading
            shown = None
            for pat in v.every_pattern:
                if pat.inferred:
                    if shown is None and pat is not v.blank:   # (as the legend shows them: "A1", not "A{loss}")
                        shown = dict(zip((p.pattern for p in v.patterns), (e["shown"] for e in legend(
                            v, [t for t in self.book.tables if v.id in (t.results, *dict(t.column_results).values())]))))
                    cells = "blank cells" if pat is v.blank else f"cells printed “{shown[pat.pattern]}”"
                    out.append(Reading(v.clause or "", KIND_WORDS["results"], v.title or self.speak.words(v.id),
                                       cells, pat.inferred))
        for seq in self.book.sequences:   # a step whose place or condition is the book's reading
            work = [(s, seq.clause) for s in seq.steps]
            while work:
                step, home = work.pop(0)
                home = step.clause or home
                if step.inferred:
                    out.append(Reading(home or "", f"{step.kind} of the {KIND_WORDS['sequence']}", step.title, "",
                                       step.inferred))
                work[:0] = [(c, home) for c in step.steps]
        # (one reading of two steps alike, each side's "2nd Air Attack Phase", is listed once: player probe)
        return list(dict.fromkeys(out))

    def outline(self, seq: ir.Sequence) -> list[dict]:
        """A sequence of play as a player reads it, as the aid prints it: each step, depth first, with
        its depth, title, clause (where it is not the sequence's), who acts, when and how often
        (`Speaker.step_terms`), and its text."""
        out = []
        own = labelled(x.title for x in seq.steps)   # (once per level, not once per step of it)
        work = [(s, 0, own) for s in seq.steps]
        while work:
            step, depth, own = work.pop(0)
            extra = self.speak.step_terms(step)
            if step.applies.option:
                extra = [f"optional rule [{step.applies.option}]"] + extra
            # (its notes, and the book's reading of its place or condition, said after its text: they
            # reached no page, and "our reading: the rules do not say" told a player nothing: player probe)
            ours = [f"Our reading: {step.inferred}"] if step.inferred else []
            out.append({"depth": depth, "labelled": own, "title": step.title or self.speak.words(step.id),
                        "clause": step.clause if step.clause and step.clause != seq.clause else "",
                        "extra": extra, "says": " ".join([step.says, *step.notes, *ours]).strip()})
            inner = labelled(x.title for x in step.steps)
            work[:0] = [(s, depth + 1, inner) for s in step.steps]
        return out

    def line_readings(self) -> list[tuple[str, str, str, str]]:
        """The scenario lines that are the book's reading of a garbled or silent source (`inferred`):
        (the scenario's clause, its title, the line's kind and units in words, the reading)."""
        out = []
        for sc in self.book.scenarios:
            title = self.scenario(sc.id)
            for kind, field in ir.READ_LINES:
                said: dict[tuple[str, str], list[str]] = {}   # (kind, reading) → the lines it is said of
                for line in getattr(sc, field):
                    if line.inferred:
                        units = line.units if kind != "support" else support_text(line.count, line.kind)
                        said.setdefault((ir.line_kind(kind, line), line.inferred), []).append(f"“{units}”")
                for (what, reading), lines in said.items():   # (one entry for the lines one reading is said of)
                    named = lines[0] if len(lines) == 1 else ", ".join(lines[:-1]) + " and " + lines[-1]
                    out.append((sc.clause or "", title, f"{what} line{'s' * (len(lines) > 1)} {named}", reading))
        return out

    def target(self, e: ir.Exception_) -> tuple[str, str]:
        """What an exception overrides: (text, clause id to link or '')."""
        if e.target_kind == "clause":
            return self.names.ref(e.target), e.target
        kind, node = self.nodes.get(e.target, ("", None))
        home = getattr(node, "clause", "") or ""
        if kind in _TITLED and not node.title:
            return f"the {KIND_WORDS[kind]} without a title" + (f" in [{self.names.ref(home)}]" if home else ""), home
        title = self.title(e.target) or self.speak.words(e.target)
        return f"the {KIND_WORDS.get(kind, kind)} “{title}”".replace("the  “", "“"), home

    def exception(self, exception_id: str) -> tuple[str, str]:
        """An exception by its title, with the clause that states it."""
        e = self.exceptions.get(exception_id)
        if e is None:
            return self.speak.words(exception_id), ""
        return e.title or self.speak.words(e.id), e.clause or ""

    def overriding(self, clause) -> list[str]:
        """The exceptions on a clause's rules that another clause states: one stated in the clause
        itself is in its formal content already ("Overridden by" under it read as the exception
        overriding its own clause: the designer probe)."""
        return [e for e in clause.exceptions if self.exception(e)[1] != clause.id]

    def special_rule(self, exception_id: str) -> str:
        """A scenario's special rule as its page lists it: its title, and what it says."""
        e = self.exceptions.get(exception_id)
        title = self.exception(exception_id)[0]
        if e is not None and e.says:
            return f"{title}: {' '.join(e.says.split())}"
        # (one without `says`: what it overrides and does, as the formal content says it; its bare
        # title, "Japanese CP by turn", told a player nothing: player probe)
        said = self.detail("exception", exception_id) if e is not None else ""
        return f"{title}: {said}" if said else title

    def option_of(self, exception_id: str) -> str:
        """The optional clause that puts an exception in play ("" when it is always in play)."""
        e = self.exceptions.get(exception_id)
        return (e.applies.option or "") if e is not None else ""

    def side(self, s: ir.Side) -> str:
        """'Imperial Japanese Army (IJA)'; 'Japanese' when the id only repeats the title."""
        name = f"{s.title} ({s.id})" if s.id.isupper() and s.id not in s.title else s.title or s.id
        return f"{name} (neutral: takes no turns)" if s.neutral else name

    def scenario(self, scenario_id: str) -> str:
        return self.title(scenario_id) or self.speak.words(scenario_id)


# Rules a player reads by their titles: one without is said to have none, never shown by its id.
_TITLED = ("formula", "modifier", "combine", "permission", "exception")
# The kinds whose title "What this section defines" follows with a few words (`Words.detail`); a
# table's and a glossary term's are their links.
_DETAILED = ("constant", "fact", "modifier", "permission", "exception", "record", "formula", "combine", "enum",
             "results", "sequence", "scenario")
# A value of a unit description by what it holds (a yes or no says "whether …" instead)
_VALUE_WORDS = {"count": "a number", "integer": "a number", "number": "a number", "percent": "a percentage",
                "ratio": "odds", "text": "a name"}

# What a permission answers where its `unless` holds (docs/reference.md, "Permission").
