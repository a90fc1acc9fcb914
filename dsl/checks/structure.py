"""Checks on the book as a whole: the header, restatements, sides named in scenarios and aids, and
the constructs' names a reader's text would show as code (W604)."""
from __future__ import annotations

import re

from attrs import evolve

from .. import model as m
from ..diagnostics import Report, a_, suggest
from ..marked import pieces
from ..ir import READ_LINES, line_kind, nodes_under, values, walk
from ..limits import MAX_AID_CELLS, MAX_AID_TEXT, MAX_AID_TITLE
from ..package_names import MAX_ID_LENGTH, id_problem
from ..resolver import Symbols, optional_around, text_named
from ..source import Span
from ..text import REF

# a name written as the book writes names of constructs, `snake_case` (one `_` at least: words never)
_SNAKE = re.compile(r"(?<![\w\[])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w\]])")
_BARE_SHOWN = 5   # W604s a book shows one by one: the next one says how many more it has
_BRACKETED = re.compile(r"\[([A-Za-z_]\w*)\]")
# a clause id with a letter in it, written bare in prose (`pause.2.d`, `I.1.trains`): the book's own id
_DOTTED = re.compile(r"(?<![\w.\[])(?=[\w.]*[A-Za-z])\w+(?:\.\w+)+(?![\w\]]|\.\w)")

# what an aid lists by name (`table crt`): the grammar's `aid_kind`
AID_KINDS = ("table", "sequence", "modifier", "combine", "constant", "results", "formula", "permission", "exception")
_KINDS_SHOWN = {"results": "result vocabularies"}


def check(sym: Symbols, report: Report) -> None:
    book = sym.book
    if not book.header.id:
        first = book.files[0] if book.files else "<book>"
        report.error("E103", "the book has no `book` header", Span(first, 1, 1),
                     "add `book <id> { title \"…\" side … dice … }` to one file of the folder")
    elif (problem := id_problem(book.header.id)) is not None:
        report.error("E105", problem[0], book.header.span, problem[1])
    _given_twice(book, report)
    _externals(book.header, report)
    _externals_over_own(book, report)
    _bare_names(sym, report)
    for kind in ("tables", "formulas", "modifiers", "combines", "permissions", "exceptions", "sequences", "scenarios"):
        for x in getattr(book, kind):   # (a rule outside every clause, with no `[ref]`: its answers cited nothing)
            if x.clause is None:
                title = '"' + (x.title or "…").replace("\\", "\\\\").replace('"', '\\"') + '"'
                report.error("E106", f"{kind[:-1]} {x.id} belongs to no clause: its answers would cite none", x.span,
                             f"write it inside its clause, or name the clause after its title: "
                             f"`{_OWNED.get(kind, _OWNED_BLOCK).format(kind[:-1], x.id, title, _clause_before(book, x.span))}`")
    for c in book.clauses:
        if not c.says.strip():
            report.error("E104", f"clause {c.id} has no restatement", c.span,
                         "add `says \"…\"` in the project's own words (an empty `says` counts as none)")
    titled: dict[tuple, Span] = {}   # W320: a failure names its example by title (the designer probe, stop 57)
    for ex in book.examples:
        if ex.title and (first := titled.setdefault((ex.clause, ex.title), ex.span)) is not ex.span:
            report.warning("W320", f"clause {ex.clause} has two examples titled {ex.title!r}", ex.span,
                           f"the first is at line {first.line}: a failure, the web book and the vectors name an "
                           "example by its title; give each its own")
    facts = {f.id: f for f in sym.book.facts}      # (once, not once per scenario)
    turn = _turn_fact(sym, facts, report)   # (the turn fact and its `at most`, when the header names one well)
    if turn is not None:
        _turn_default(facts[turn[0]], book.scenarios, report)
    opening = _opening_sides(book, sym.sides) if any(sc.first_side for sc in book.scenarios) else {}
    for sc in book.scenarios:
        _first_side_opens(sc, opening, sym, report)
        for side, span in sc.side_spans:
            if side not in sym.sides:
                report.error("E205", f"unknown side {side}", span, suggest(side, sym.sides) or
                             "sides are declared in the book header")
        for side, span in sc.side_spans:
            if (side == sc.first_side or side in sc.setup_order) and side in sym.sides and sym.sides[side].neutral:
                report.error("E205", f"{side} is a neutral side: it takes no turns and sets up no order", span,
                             "name a side that plays; a neutral side's units are set up with `setup`")
                break
        for head, amount, span in sc.unitless:   # (it checked clean, and `scenario_amount` answered NotInSource)
            report.error("E001", f"the amount {amount} has no unit", span,
                         f"write what it counts after it, a name: `{head}: {amount} CP` (a word of the language, "
                         "such as `victory` or `markers`, starts a line of its own: name the unit otherwise)")
        _calendars(sym, sc, report, facts, turn[0] if turn else "")
        if turn is not None and turn[1] is not None:
            _turns_within(sc, *turn, report)
        _scenario_options(sym, sc, report)
        _zero_denominators(sc, report)
        _scenario_lines(sc, report)
        seen: dict[tuple, object] = {}
        for a in sc.amounts:
            key = (a.turn, a.side, a.unit)
            if key in seen:
                report.error("E101", f"turn {a.turn} gives {a.side} {a.unit or 'an amount'} twice", a.span,
                             "write one line per turn, side and unit: add the two amounts up")
            seen[key] = a
        _scenario_turns(sc, report)
        if len(set(sc.setup_order)) < len(sc.setup_order):
            twice = next(x for x in sc.setup_order if sc.setup_order.count(x) > 1)
            span = next(sp for side, sp in sc.side_spans if side == twice)
            report.error("E101", f"{twice} is named twice in the set-up order of {sc.id}", span,
                         "name each side once, in the order they set up")
    _aid_files(book, report)
    for aid in book.aids:
        if aid.size.lower() not in ("a4", "letter"):
            report.error("E206", f"{aid.size} is not a paper size of aid {aid.id}", aid.size_span or aid.span,
                         "write `page A4 landscape` or `page letter portrait`: the paper is A4 or letter")
        if aid.orientation not in ("landscape", "portrait"):
            report.error("E206", f"{aid.orientation} is not a page orientation of aid {aid.id}",
                         aid.orientation_span or aid.span,
                         "the page is `landscape` or `portrait`")
        _aid_size(aid, sym, report)
        listed: set[tuple[str, str]] = set()
        for item in aid.items:
            if item.kind not in ("heading", "note") and (item.kind, item.value) in listed:
                report.error("E101", f"aid {aid.id} lists {item.kind} {item.value} twice", item.span,
                             "list each item once: the aid would print it twice")
            listed.add((item.kind, item.value))
            if item.kind == "clause" and item.value not in sym.clauses and item.value in sym.external_refs:
                ext = next(x for x in book.header.externals if x.id == sym.external_refs[item.value])
                report.error("E201", f"[{item.value}] is in {ext.title or ext.id} (`external {ext.id}`), not in "
                             "this book: an aid prints this book's clauses", item.span,
                             "list a clause of this book, or write what the aid should say in a `note`")
            if item.kind in ("heading", "note", "clause"):
                continue
            kind = sym.kind(item.value)
            if kind is None:
                # (one declared under a name another construct has, E101 at it, is no symbol: still the book's,
                # not "the book declares no sequence": the second designer probe of stop 58)
                known = sym.of_kind(item.kind) or [x.id for x in getattr(book, f"{item.kind}s", ())]
                report.error("E202", f"unknown {item.kind} {item.value}", item.span,
                             suggest(item.value, known) or
                             (f"{_KINDS_SHOWN.get(item.kind, item.kind + 's')} of this book: {', '.join(known)}"
                              if known else f"the book declares no {item.kind}: drop the line"))
            elif kind != item.kind:
                report.error("E203", f"{item.value} is {_a(kind)}, not {_a(item.kind)}", item.span,
                             f"write `{kind} {item.value}`" if kind in AID_KINDS else
                             f"name {_a(item.kind)} here; an aid shows no {kind}")


# how a rule of each kind names its clause after its title (E106's hint): kind, id, title, clause
_OWNED = {"formulas": 'formula {1}(…) {2} [{3}] = …', "combines": 'combine {1} {2} [{3}] sum of (…)'}
_OWNED_BLOCK = '{0} {1} {2} [{3}] {{ … }}'   # (a table, modifier, permission, exception, sequence, scenario)


def _clause_before(book: m.Book, span: Span) -> str:
    """E106's hint's clause: the last one written above the rule in its file, else the book's first
    (a clause of the book, not a made-up number that would be E201), else `1.0`."""
    above = [c for c in book.clauses if c.span.path == span.path and c.span.line < span.line]
    return above[-1].id if above else book.clauses[0].id if book.clauses else "1.0"


def _aid_size(aid: m.Aid, sym: Symbols, report: Report) -> None:
    """E008: an aid whose title, table cells or text pass the stated limits (`dsl.limits`): printing it
    would take minutes and gigabytes, for far more than the two pages of a player aid. Its text is
    that of its headings, notes and clauses and of every construct it lists (`_Printed`)."""
    if len(aid.title) > MAX_AID_TITLE:
        report.error("E008", f"the title of aid {aid.id} is {len(aid.title):,} characters long, more than the "
                             f"{MAX_AID_TITLE} an aid prints", aid.span, "a shorter title: it heads the aid's first page")
        return
    printed = _Printed(sym)
    cells = text = 0
    for item in aid.items:
        node = sym.node(item.value) if item.kind in AID_KINDS else None
        if isinstance(node, m.Table):
            cells += sum(len(row.cells) for row in node.grid if not row.separator)
        if node is not None:   # (what it prints: a cell of 250,000 letters, a formula's `reads`, took minutes)
            text += printed.listed(node)
        elif item.kind in ("heading", "note"):
            text += len(item.value) + printed.named_in(item.value)
        elif item.kind == "clause" and item.value in sym.clauses:
            clause = sym.clauses[item.value]
            text += len(clause.title) + len(clause.says) + printed.named_in(clause.says)
        if cells > MAX_AID_CELLS or text > MAX_AID_TEXT:
            what = f"{cells:,} table cells (labels counted), more than the {MAX_AID_CELLS:,}" \
                if cells > MAX_AID_CELLS else \
                f"{text:,} characters of text, more than the {MAX_AID_TEXT:,}"
            report.error("E008", f"with this item, aid {aid.id} lists {what} a player aid prints",
                         item.span, "list the tables and rules players look up during play; the web book "
                                    "prints every table and clause whole")
            return


class _Printed:
    """How many characters an aid prints for what it lists: more than it prints, never less (E008).
    What a construct prints where a sentence names it is worked out once (`named`)."""

    def __init__(self, sym: Symbols):
        self.sym = sym
        self.on: dict[str, list] = {}   # target → the exceptions on it (the aid prints them under it)
        for e in sym.book.exceptions:
            self.on.setdefault(e.target, []).append(e)
        self._named: dict[int, int] = {}
        self._value_titles: dict | None = None

    def listed(self, node) -> int:
        """A construct the aid lists, and the exceptions on it, each printed with the title of what it
        overrides."""
        title = len(getattr(node, "title", "") or "")
        return self.characters(node) + sum(self.characters(e) + title for e in self.on.get(node.id, ()))

    def characters(self, node) -> int:
        """The characters of text a construct holds, and every node under it: its title, cells, `reads`,
        meanings, notes, conditions' names, and what each construct a name under it names prints in
        its place ("the <fact's title> is 0, the <title> is 1, …": a fact titled with 15,000 letters
        read 40 times checked clean and took a build 3 GB); not its doubts, which no aid prints (a
        table's doubt of 42,000 characters was refused as aid text)."""
        names = self.sym.names
        total = 0
        for n in nodes_under(node, object, (Span,)):
            if n.__class__ is m.Note and n.kind == "doubt":
                continue
            for v in values(n):
                if v.__class__ is str:
                    total += len(v) + (self.named_in(v) if "[" in v else 0)
                    named = names.get(v)
                    if named is not None and named[1] is not node:
                        total += self.named(named[1])
        return total

    def named_in(self, text: str) -> int:
        """What the constructs and clauses a text names (`[road_bonus]`, `[12.7]`) print in its place:
        their titles (a note naming a constant of a 4,000-letter title 200 times ran out of memory)."""
        total = 0
        for found in REF.finditer(text):
            named = self.sym.names.get(found.group(1))
            clause = self.sym.clauses.get(found.group(1))
            total += self.named(named[1]) if named is not None else len(clause.title) if clause is not None else 0
        return total

    def named(self, node) -> int:
        """What the aid prints for a construct a sentence names: its title, and a list constant's items
        with their values' titles (`when pick in big_list` printed 1,000 titles at each modifier)."""
        size = self._named.get(id(node))
        if size is None:
            size = len(getattr(node, "title", "") or "")
            value = getattr(node, "value", None)
            if isinstance(node, m.Constant) and isinstance(value, tuple):
                if self._value_titles is None:
                    self._value_titles = {v: len(x.title or "") for values in self.sym.enum_values.values()
                                          for v, x in values.items()}
                items = [getattr(v, "name", v) for v in value]   # (an enum value is a `Name`, a number itself)
                size += sum(len(str(v)) + self._value_titles.get(v, 0) + 2 for v in items)
            self._named[id(node)] = size
        return size


def _aid_files(book: m.Book, report: Report) -> None:
    """A book's aids after the first are written to `aid-<id>.html` and `.pdf`: an id too long to name
    a file (E105), or two ids one file system that ignores case (Windows, macOS) reads as one (E101)."""
    seen: dict[str, m.Aid] = {}
    for i, aid in enumerate(book.aids):
        if len(aid.id) > MAX_ID_LENGTH:
            report.error("E105", f"the aid id is {len(aid.id)} characters long, more than {MAX_ID_LENGTH}",
                         aid.span, "a shorter id: it names the aid's files in generated/ (`aid-<id>.pdf`)")
            continue
        first = seen.setdefault(aid.id.casefold(), aid) if i else aid
        if first is not aid:
            report.error("E101", f"aid {aid.id} and aid {first.id} differ only in case, and name files "
                         f"(`aid-{aid.id}.pdf`) that a file system ignoring case reads as one", aid.span,
                         f"give one of them another id; first declared at {first.span.path}:{first.span.line}")


def _a(kind: str) -> str:
    """A kind of construct with its article: `a table`, `an exception`, `a result vocabulary`."""
    word = {"results": "result vocabulary"}.get(kind, kind)
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _zero_denominators(sc: m.Scenario, report: Report) -> None:
    """A scenario's `start red: 1/0` or `turn 1 red: 1/0 CP` (the amount read as nothing)."""
    for side, amount, unit, _ in sc.starts:
        if amount is None:
            span = next((sp for s, sp in sc.side_spans if s == side), sc.span)
            report.error("E401", f"the start of {side}{' in ' + unit if unit else ''} has a zero denominator",
                         span, "write a number like 1/2")
    for a in sc.amounts:
        if a.amount is None:
            report.error("E401", f"turn {a.turn} gives {a.side} an amount with a zero denominator", a.span,
                         "write a number like 1/2")


def _opening_sides(book: m.Book, sides) -> dict[str, tuple[str, m.Step, m.Sequence]]:
    """Each sequence of play whose first step with a `who` (among its own steps, not nested) names
    one side alone, and opens a side's turn so: sequence id → (that side, the step, the sequence)."""
    out = {}
    for seq in book.sequences:
        step = next((st for st in seq.steps if st.who), None)
        if step is not None and len(step.who) == 1 and step.who[0] in sides:
            out[seq.id] = (step.who[0], step, seq)
    return out


def _first_side_opens(sc: m.Scenario, opening: dict, sym: Symbols, report: Report) -> None:
    """W205: a scenario's `first` side that no sequence of play opens with, where a sequence opens
    with one side's turn (`first blue` beside a sequence whose first segment is `who red`)."""
    if not sc.first_side or sc.first_side not in sym.sides or not opening or sym.sides[sc.first_side].neutral:
        return   # (a neutral side first is E205 already: "make the sequence open with its turn" cannot be done)
    if any(side == sc.first_side for side, _, _ in opening.values()):
        return
    side, step, seq = next(iter(opening.values()))
    title = lambda s: sym.sides[s].title or s   # noqa: E731
    report.warning("W205", f"scenario {sc.id} has {title(sc.first_side)} play first, but the sequence of play "
                           f"{seq.title or seq.id!r} opens with {title(side)} ({step.title or step.id!r})",
                   sc.first_span or sc.span,
                   f"write `first {side}` if {title(side)} moves first, or make the sequence open with "
                   f"{title(sc.first_side)}'s turn (`who {sc.first_side}`)")


def _unnamed_place(p: m.Placement | None) -> bool:
    """A placement whose words are its place, and empty: `in ""`, `within N of ""`."""
    if p is None:
        return False
    if p.kind == "in":
        return not p.text.strip()
    return any(x.kind == "feature" and not x.value.strip() for x in p.places)


def _scenario_lines(sc: m.Scenario, report: Report) -> None:
    """A set-up, reinforcement or removal line that names no units (`: ""`, E404), a relocation no
    destination (E404: it would be read as a removal), or one written
    twice word for word (E101): a player reads the copy as the same line, an engine places it twice;
    a victory condition written twice likewise (the web book listed it twice)."""
    said: set = set()
    for v in sc.victories:
        if (v.side, v.text) in said:
            report.error("E101", f"scenario {sc.id} has this victory condition twice", v.span, "write it once")
        said.add((v.side, v.text))
    for kind, field in READ_LINES:
        for line in getattr(sc, field):
            if line.inferred is not None and not line.inferred.strip():
                report.error("E404", f"`inferred` on a {line_kind(kind, line)} line of scenario {sc.id} needs the "
                             "reading in words",
                             line.span, 'write e.g. inferred "The extraction is garbled here; we read …"')
    for kind, lines in (("set-up", sc.setups), ("reinforcement", sc.reinforcements), ("removal", sc.removals)):
        seen: set = set()
        for line in lines:
            # (equal models, spans and readings aside: the same side, turn, place and units; a copy
            # read otherwise is a copy too)
            key = evolve(line, inferred=None)
            if not line.units.strip():
                report.error("E404", f"a {kind} line of scenario {sc.id} names no units", line.span,
                             'write the units it places or removes: `: "2 infantry regiments"`')
            elif _unnamed_place(getattr(line, "placement", None)):   # (`within 3 of ""`: of nothing; `in ""`: anywhere)
                report.error("E404", f"a {kind} line of scenario {sc.id} names no place in its "
                             f"`{line.placement.kind}`", line.span,
                             'name it in words: `within 3 of "the Hein-Chang River"`, `in "any town of Hunan"`')
            elif getattr(line, "relocation", False) and not line.destination.strip():   # (read as a removal:
                report.error("E404", f"a relocation line of scenario {sc.id} names no destination",   # the hard probe)
                             line.span, 'write where the units go: `relocate red turn 2 to "the Kunming box": …`, '
                                        'or `remove` them from play')
            elif key in seen:   # (a `relocate` line is one, not a removal)
                said = "relocation" if getattr(line, "relocation", False) else kind
                report.error("E101", f"scenario {sc.id} has this {said} line twice", line.span,
                             'write it once; for more units write how many: `"2 infantry regiments"`')
            seen.add(key)
            placement = getattr(line, "placement", None)
            named: set = set()
            twice = None
            for p in placement.places if placement is not None else ():   # (`at 0101, 0101`: one place, twice)
                if (p.kind, p.value) in named:
                    twice = p
                    break
                named.add((p.kind, p.value))
            if twice is not None:
                what = "hex" if twice.kind == "hex" else "entry"
                report.error("E101", f"{what} {twice.value} is listed twice in this {kind} line", twice.span or line.span,
                             f"name {twice.value} once")


def _bare_names(sym: Symbols, report: Report) -> None:
    """W604 where a clause's text, a note or a doubt names one of the book's constructs bare
    (`center_rp applies it`), or a clause's text, a term's or an aid's note one of its clauses whose
    id has a letter (`(pause.2.d)`; a transcriber's note may speak of ids as ids): players read it as code in the web book and on the aids, and a
    renamed construct leaves it stale. Written `[center_rp]`, it prints the construct's title and
    is checked. A construct's title (printed as written) naming a construct or one of its own
    parameters (`defender_units: the number in the result`) is W604 too. The first few are shown;
    the last one shown says how many more there are."""
    nameable = text_named(sym)   # (what `[name]` may name: not an aid)
    names = {n for n in nameable if "_" in n}   # (none yet in a book of prose: its clause ids are still read)
    book = sym.book
    texts = [(f"clause {c.id}'s text", c.says, c.span) for c in book.clauses]
    texts += [(f"term {t.id}'s text", t.says, t.span) for t in book.terms]
    for holder in [book.header, *book.clauses, *book.tables, *book.results, *book.scenarios]:
        texts += [(f"a {n.kind}", n.text, n.span) for n in holder.notes]
    for t in book.tables:   # (printed on the aids and in the web book's tables)
        texts += [(f"footnote {mark} of table {t.id}", text, t.span) for mark, text in t.footnotes]
        texts += [(f"the `forbid` of table {t.id}", str(a.value), a.span)
                  for e in t.edges for a in e.actions if a.kind == "forbid" and a.value]
    texts += [(f"a {i.kind} of aid {a.id}", i.value, i.span) for a in book.aids for i in a.items
              if i.kind in ("note", "heading")]
    # a construct's title, printed as written (on the aids too): its own parameters are names as well
    made = {m.choice_fact_name(e.id) for e in book.exceptions if e.chooser}   # (titles the designer did not write:
    titles = [(f"the title of {kind} {node.id}", node.title, node.span,      # the exception's own is checked)
               {p.name for p in getattr(node, "params", ()) if "_" in p.name})
              for kind, node in sym.names.values() if isinstance(getattr(node, "title", None), str)
              and not (kind == "fact" and node.id in made)]
    found = []
    for what, text, span in texts:
        if "_" not in text and "." not in text:
            continue
        for run, ref in pieces(text):
            if ref is None:
                found += [(what, m.group(), span, True) for m in _SNAKE.finditer(run) if m.group() in names]
                if what.endswith("'s text") or what.startswith("a note of aid "):   # (rules as players read: a note or a
                    found += [(what, m.group(), span, True)           # doubt may speak of the book's ids as ids)
                              for m in _DOTTED.finditer(run) if m.group() in sym.clauses]
    for what, text, span, params in titles:
        if "_" in text:
            found += [(what, m.group(), span, False) for m in _SNAKE.finditer(text)
                      if m.group() in names or m.group() in params]
        if "[" in text:   # a construct named as a reference in a title: the aids and headings print it as written
            found += [(what, f"[{m.group(1)}]", span, False) for m in _BRACKETED.finditer(text)
                      if m.group(1) in nameable and m.group(1) not in sym.clauses]
    found.sort(key=lambda f: (f[2].path, f[2].line, f[2].column))   # (as they print: the last shown says how many more)
    for i, (what, name, span, marked) in enumerate(found[:_BARE_SHOWN]):
        more = len(found) - _BARE_SHOWN if i == _BARE_SHOWN - 1 and len(found) > _BARE_SHOWN else 0
        at = Span(span.path, span.line, span.column, span.line, span.column + 1)   # (the note, not its whole text)
        report.warning("W604", f"{what} names {name}{' bare' if marked else ''}: a player reads code" +
                       (f" ({more} more such names in the book)" if more else ""), at,
                       f"write [{name}]: the web book and the aids print its title, and a renamed {name} is caught"
                       if marked else f"say it in words: a title is printed as it is written")


def _given_twice(book, report: Report) -> None:
    """The book header, a clause, modifier, permission, exception, step, scenario, vocabulary, table
    or aid that says one thing twice (`when a when b`, two effects, `who` twice, two `says`, a
    second `title`, `roll`, `off left` or `page`, a scenario's second `start` of one side and unit,
    one `footnote` number twice): the model keeps one, so a condition or an effect would be lost, or
    keeps both and an engine could not tell which holds (E101). `dsl.twice` finds them."""
    steps = [s for seq in book.sequences for s in walk(seq.steps) if isinstance(s, m.Step)]
    for kind, nodes in (("book", (book.header,)), ("clause", book.clauses), ("modifier", book.modifiers),
                        ("permission", book.permissions), ("exception", book.exceptions), ("step", steps),
                        ("scenario", book.scenarios), ("result vocabulary", book.results), ("table", book.tables),
                        ("aid", book.aids)):
        for node in nodes:
            for word, span in node.twice:
                said = "has two effects" if word == "effect" else f"says `{word}` twice"   # (`effect` is no word of
                report.error("E101", f"{kind} {node.id} {said}: {_kept(word)}", span, _twice_hint(word))   # the book's)


def _kept(word: str) -> str:
    """What the model makes of a setting given twice."""
    if word.startswith(("start ", "markers ")):
        return "an engine could not tell which one holds"
    if word.startswith("footnote "):
        return "both texts would be printed under one mark"
    if word.startswith("dice "):
        return "the book would list that die twice"
    return "only one would be kept"


def _twice_hint(word: str) -> str:
    if word in ("when", "unless"):
        return "join the conditions into one with `and` or `or`"
    if word == "effect":
        return "a construct has one effect: split it into two constructs"
    if word == "says":
        return "join the two restatements into one `says`"
    if word.startswith("footnote "):
        return "number each footnote of a table once"
    if word.startswith("dice "):
        return "name each die once in `dice`"
    return f"`{word}` is given once: keep the one that holds"


def _externals(header: m.BookHeader, report: Report) -> None:
    """`external ID "…" covers A to B`: an id declared once, a range that runs forwards (E401), and
    no chapter covered by two externals (E101): a reference [25.1] would resolve to the first."""
    seen: dict[str, m.External] = {}
    for i, ext in enumerate(header.externals):
        if ext.id in seen:
            report.error("E101", f"external {ext.id} is declared twice", ext.span,
                         f"line {seen[ext.id].span.line} already declares it: give each book one `external` line")
        seen.setdefault(ext.id, ext)
        if ext.last < ext.first:
            report.error("E401", f"external {ext.id} covers {ext.first} to {ext.last}: the last chapter comes "
                         "before the first", ext.covers_span, f"write `covers {ext.last} to {ext.first}`")
            continue
        other = next((o for o in header.externals[:i]
                      if o.first <= o.last and o.first <= ext.last and ext.first <= o.last), None)
        if other is not None:
            shared = max(ext.first, other.first)
            report.error("E101", f"external {ext.id} covers {shared}, which external {other.id} covers already",
                         ext.covers_span, f"a reference [{shared}.1] would be {other.id}'s: "
                         "give each chapter to one external")


def _externals_over_own(book: m.Book, report: Report) -> None:
    """W103 at an external's `covers` that takes in chapters the book numbers clauses in: a reference
    mistyped there (`[5.7]` for `[5.1]`) resolves to the other book, a plain-text note, not E201."""
    heads: dict[int, m.Clause] = {}
    for c in book.clauses:
        head = c.id.split(".")[0]
        if head.isdigit():
            heads.setdefault(int(head), c)
    for ext in book.header.externals:
        own = sorted(h for h in heads if ext.first <= h <= ext.last)
        if own:
            shown = ", ".join(str(h) for h in own[:5]) + (f" and {len(own) - 5} more" if len(own) > 5 else "")
            report.warning("W103", f"external {ext.id} covers chapter{'s' if len(own) > 1 else ''} {shown}, "
                           f"where this book numbers clauses of its own ({heads[own[0]].id})", ext.covers_span,
                           "a reference there that is not one of the book's clauses reads as the other book's, "
                           "with no error: cover only the chapters the book does not write")


def _first_overlapped(lines: list) -> list[tuple]:
    """Each support line with the first line above it whose turns (`first_turn` to `last_turn`)
    share one with its own, or None. The turns are numbered by the lines' ends (two runs of turns
    share a turn exactly when they share one of those), each turn holds the first line that covers
    it (each turn painted once: `unpainted` skips those painted already), and a table of minima
    over the turns (`low`) gives the first line covering any of a run's turns: a line compared with
    every line above it made 80,000 lines take minutes."""
    ends = sorted({t for s in lines for t in (s.first_turn, s.last_turn)})
    at = {t: i for i, t in enumerate(ends)}
    size = 1
    while size < len(ends):
        size *= 2
    none = len(lines)                         # (no line: past the last)
    low = [none] * (2 * size)                 # the minimum over each node's turns
    unpainted = list(range(len(ends) + 1))    # each turn → the next turn not painted yet (itself if not)

    def next_unpainted(i: int) -> int:
        root = i
        while unpainted[root] != root:
            root = unpainted[root]
        while unpainted[i] != root:
            unpainted[i], i = root, unpainted[i]
        return root

    out = []
    for order, s in enumerate(lines):
        a, b = at[s.first_turn], at[s.last_turn]
        if a > b:                             # (runs backwards: E401 below; it shares no turn)
            out.append((s, None))
            continue
        found, lo, hi = none, a + size, b + size + 1
        while lo < hi:
            if lo & 1:
                found, lo = min(found, low[lo]), lo + 1
            if hi & 1:
                hi -= 1
                found = min(found, low[hi])
            lo, hi = lo // 2, hi // 2
        out.append((s, lines[found] if found < none else None))
        i = next_unpainted(a)
        while i <= b:
            node = i + size
            low[node] = order
            node //= 2
            while node and low[node] > order:
                low[node] = order
                node //= 2
            unpainted[i] = i + 1
            i = next_unpainted(i + 1)
    return out


def _scenario_turns(sc, report: Report) -> None:
    """Every line that names a turn (amounts, reinforcements, removals, support) names one the
    scenario plays; `turns 3 to 1` and `support … turn 3 to 1` run backwards (E401)."""
    first, last = sc.first_turn, sc.last_turn
    if first is not None and last is not None and last < first:
        report.error("E401", f"{sc.id} plays turns {first} to {last}: the last turn comes before the first",
                     sc.turns_span or sc.span, f"write `turns {last} to {first}`")
        return
    groups: dict[tuple, list] = {}   # (side, kind) → its support lines, in order
    for s in sc.supports:
        groups.setdefault((s.side, s.kind), []).append(s)
    first_overlapped = {id(s): other for same in groups.values() for s, other in _first_overlapped(same)}
    for s in sc.supports:
        other = first_overlapped[id(s)]
        if other is not None:
            report.error("E101", f"{s.side} gets {s.kind or 'support'} twice on turn "
                         f"{max(s.first_turn, other.first_turn)}", s.span,
                         f"line {other.span.line} already gives it: one line per kind and turn")
        if s.last_turn < s.first_turn:
            report.error("E401", f"support from turn {s.first_turn} to {s.last_turn} runs backwards", s.span,
                         f"write `turn {s.last_turn} to {s.first_turn}`")
    for r in sc.reinforcements:   # (segments count from 1, as the rules count them: `segment 0` was taken)
        if r.segment is not None and r.segment < 1:
            report.error("E401", f"segment {r.segment}: a turn's reinforcement segments count from 1", r.span,
                         "the first reinforcement segment of a turn is `segment 1`")
    lines = [((x.turn,), x.turn_span or x.span) for x in (*sc.amounts, *sc.reinforcements, *sc.removals)]
    lines += [((x.first_turn, x.last_turn), x.turn_span or x.span) for x in sc.supports]
    if first is None:   # (W319: reinforcements on turn 3 of a scenario whose turns are never said: the designer probe)
        if lines:
            turns, span = lines[0]
            report.warning("W319", f"scenario {sc.id} has lines for turns (turn {turns[0]} here) but no `turns` "
                           "line: no line's turn is checked against its turns", span,
                           f"write the turns it plays: `turns 1 to {max(t for ts, _ in lines for t in ts)}`, or "
                           "`turns 1 to end`")
        return
    for turns, span in lines:
        outside = next((t for t in turns if t < first or (last is not None and t > last)), None)
        if outside is not None:
            report.error("E401", f"turn {outside} is outside the scenario's turns", span,
                         f"{sc.id} plays turns {first} to {last if last is not None else 'end'}")


def _scenario_options(sym: Symbols, sc, report: Report) -> None:
    """`options [24.1], …`: optional clauses of this book, each once. A clause nested in an optional
    one, or one that is not optional, put nothing in play (an unknown one is E201 already). W321 for a
    scenario written inside an optional clause that its options leave out of play."""
    seen: set[str] = set()
    for r in sc.options:
        clause = sym.clauses.get(r.target)
        if r.target in seen:
            report.error("E101", f"option [{r.target}] is named twice in scenario {sc.id}", r.span,
                         "name each option once")
        seen.add(r.target)
        if clause is not None and not clause.optional:
            optional = _optional_clauses(sym)
            parent = next((c for c in optional if r.target.startswith(c + ".")), None)
            report.error("E206", f"[{r.target}] is not an optional clause", r.span,
                         f"name the optional clause it belongs to: [{parent}]" if parent else
                         f"optional clauses: {', '.join(optional) or 'none (mark one `optional`)'}")
        elif clause is None and r.target in sym.external_refs:
            report.error("E206", f"[{r.target}] is in another book (`external {sym.external_refs[r.target]}`): "
                         "it cannot be put in play here", r.span,
                         f"optional clauses: {', '.join(_optional_clauses(sym)) or 'none'}")
    # W321: written inside an optional clause it does not put in play, its rules are that clause's too,
    # so playing the scenario alone plays none of them, while its examples run with both in play: they
    # passed on an answer no engine playing it gets (the second designer probe of stop 58)
    around = sym.clauses.get(sc.clause) if sc.clause is not None else None
    optional = around.id if around is not None and around.optional else \
        optional_around(sym.clauses, around) if around is not None else None
    if sc.all_options and not sc.options and not _has_optional(sym):
        report.warning("W324", f"scenario {sc.id} puts all optional rules in play, but the book has none",
                       sc.all_options_span or sc.span,
                       "mark the optional clauses `optional` (`clause 24.1 \"…\" optional { … }`), or remove the line")
    if optional is not None and not sc.all_options and optional not in seen:
        report.warning("W321", f"scenario {sc.id} is written in the optional clause {optional}, which it does not "
                               f"put in play: its rules apply only while {optional} is chosen too, and its examples "
                               f"run with both", sc.span,
                       f"add `options [{optional}]` to the scenario, or write it outside {optional}")


_HAS_OPTIONAL: dict[int, tuple[dict, bool]] = {}   # id of a book's clauses → (them, whether one is optional)


def _has_optional(sym: Symbols) -> bool:
    """Does the book have an optional clause? Read once per book, not once per scenario saying
    `options all` (W324), which would grow with the square of the book."""
    kept = _HAS_OPTIONAL.get(id(sym.clauses))
    if kept is None or kept[0] is not sym.clauses:
        _HAS_OPTIONAL.clear()
        kept = _HAS_OPTIONAL[id(sym.clauses)] = (sym.clauses, any(c.optional for c in sym.clauses.values()))
    return kept[1]


def _optional_clauses(sym: Symbols) -> list[str]:
    """The book's optional clauses, for a hint (listed only where one is given: for every scenario,
    the check grew with the square of the book)."""
    return [c for c, x in sym.clauses.items() if x.optional]


def _turn_fact(sym: Symbols, facts: dict, report: Report) -> tuple[str, int | None] | None:
    """The header's `turn NAME`: a fact of the book (E202; E203 for a name of another kind) that
    counts whole turns, an `integer` or a `count` (E401: a turn of 5/2 is no turn of a scenario).
    Gives the fact and its `at most` (None: no bound), which every scenario's `turns` must keep within;
    None when the header names no turn fact, or names it wrong."""
    name, span = sym.book.header.turn, sym.book.header.turn_span or sym.book.header.span
    if not name:
        return None
    fact = facts.get(name)
    counts = [f for f, x in facts.items() if x.type in ("integer", "count")]
    named = (f"the book's facts of whole numbers: {', '.join(counts)}" if counts else
             "declare it: `fact turn: count \"The current game turn\"`")
    if fact is None:
        kind = sym.kind(name)
        # (a side, a list's value or a built-in fact was "unknown fact": the engine probe of stop 61)
        lists = [e for e, values in sym.enum_values.items() if name in values]
        other = "a side" if name in sym.sides else f"a value of the list {lists[0]}" if lists else \
            "the built-in fact that names the scenario played" if name == "scenario" else \
            "the built-in fact that names the optional rules in play" if name == "options" else ""
        if other:
            report.error("E203", f"{name} is {other}, not a count of turns: `turn` names the fact that counts the "
                         "game turns", span, named)
        elif kind is not None and kind != "fact":
            report.error("E203", f"{name} is {_a(kind)}, not a fact: `turn` names the fact that counts the game turns",
                         span, suggest(name, counts) or named)
        else:
            # (the facts a turn can be counted by: `turn count` was hinted "did you mean month?")
            report.error("E202", f"unknown fact {name}: `turn` names the fact that counts the game turns", span,
                         suggest(name, counts) or named if counts else
                         f"declare it: `fact {name}: count \"The current game turn\"`")
        return None
    if fact.type not in ("integer", "count"):
        report.error("E401", f"`turn` names the fact that counts the game turns, a whole number; {name} is "
                     f"{a_(fact.type)}", span,
                     f"declare {name} `count` (or `integer`): a turn of 5/2 is no turn of a scenario"
                     if fact.type in ("number", "percent") else f"name the fact that counts the turns; {named}")
        return None
    from .expressions import at_most_value   # (the type checks' reading of a bound; they import this module)
    return name, at_most_value(lambda n: sym.node(n) if sym.kind(n) == "constant" else None, fact)


def _plays(sc) -> str:
    """The turns a scenario plays, as its `turns` line says them: "turns 4 to 7", "turns 6 to end",
    "turn 5 only"."""
    first, last = sc.first_turn, sc.last_turn
    return f"turn {first} only" if last == first else f"turns {first} to {last if last is not None else 'end'}"


def _turn_default(fact, scenarios, report: Report) -> None:
    """The turn fact with a default (`fact gt: count = 1`) that a scenario does not play: a rule asked
    in that scenario without the turn reads the default, a turn the scenario never plays, where an
    engine giving that turn is refused (W326; the engine probe of stop 61)."""
    value = getattr(fact.default, "value", None)
    if type(value) is not int:
        return
    off = [sc for sc in scenarios if sc.first_turn is not None
           and not (sc.first_turn <= value and (sc.last_turn is None or value <= sc.last_turn))]
    if not off:
        return
    sc = off[0]
    others = f" (and {len(off) - 1} other scenario{'s' * (len(off) > 2)})" if len(off) > 1 else ""
    report.warning("W326", f"the turn fact {fact.id} defaults to {value}, which scenario {sc.id} does not play "
                   f"({_plays(sc)}){others}: a rule asked in it without the turn reads turn {value}, though an engine "
                   f"giving {fact.id}={value} there is refused", fact.default.span or fact.span,
                   f"leave the default out (`fact {fact.id}: {fact.type}`), so that a rule that reads the turn "
                   "asks for it")


def _turns_within(sc, turn: str, most: int, report: Report) -> None:
    """A scenario whose `turns` go past the most the turn fact allows (`fact turn: count at most 34`,
    `turns 30 to 36`): its last turns could never be given, so it could never be played to its end (E401)."""
    first, last = sc.first_turn, sc.last_turn
    if first is None or max(first, last if last is not None else first) <= most:
        return
    report.error("E401", f"{sc.id} plays {_plays(sc)}, past the most "
                 f"the turn fact {turn} allows ({turn} is at most {most}): the scenario could never be played to its end",
                 sc.turns_span or sc.span,
                 f"end the scenario by turn {most}, or raise the `at most` of {turn}")


def _calendars(sym: Symbols, sc, report: Report, facts: dict, turn: str = "") -> None:
    """A scenario's turn records: an enum fact, an integer turn fact, one value of the enum per turn
    (`facts`: the book's facts by id); counted by the book's turn fact, when its header names one
    (`turn`), or W325."""
    done: set[str] = set()
    for cal in sc.calendars:   # (a table's header enum, `by terrain`, is a fact of the book: `builder.merge`)
        fact, by = facts.get(cal.fact), facts.get(cal.by)
        if cal.fact in done:
            report.error("E101", f"{sc.id} has two calendars for {cal.fact}", cal.span,
                         f"keep one calendar for {cal.fact}: a turn would have two values")
        done.add(cal.fact)
        if fact is None or fact.type not in sym.enum_values:
            report.error("E202" if fact is None else "E401",
                         f"a calendar gives the values of an enum fact; {cal.fact} is "
                         + ("no fact" if fact is None else a_(fact.type)), cal.span,
                         suggest(cal.fact, [f for f, x in facts.items() if x.type in sym.enum_values]) or
                         "declare `fact month: month` for an enum `month`")
            continue
        if by is None or by.type not in ("integer", "count"):
            # a `number` or `percent` turn (5/2) would match no turn and silently give the default
            report.error("E202" if by is None else "E401",
                         f"a calendar counts turns with an integer fact; {cal.by} is "
                         + ("no fact" if by is None else a_(by.type)), cal.by_span or cal.span,
                         suggest(cal.by, counts := [f for f, x in facts.items() if x.type in ("integer", "count")]) or
                         (f"{a_(by.type)} turn (5/2) would be no turn of the calendar; " if by is not None else "") +
                         (f"integer facts: {', '.join(counts)}" if counts else
                          "declare `fact gt: integer \"The current GT\"`"))
        elif turn and cal.by != turn:
            # two counts of the turn: the one an engine gives the book's turns in picks no calendar value
            report.warning("W325", f"the calendar of {sc.id} counts turns with {cal.by}, but the book counts the "
                           f"game turns with {turn} (`turn {turn}` in its header): the turn an engine gives as "
                           f"{turn} gives no value of {cal.fact}", cal.by_span or cal.span,
                           f"write `calendar {cal.fact} by {turn}`, or name {cal.by} the book's turn fact")
        if sc.first_turn is None:
            # the record starts on the scenario's first turn: without one it would give no value
            # on any turn, and every rule reading the fact would take its default without a word
            report.error("E401", f"{sc.id} has a calendar but no `turns`: the calendar's first value is "
                         "for the scenario's first turn", cal.span,
                         f"write `turns 1 to {len(cal.values)}` in scenario {sc.id}")
        values = sym.enum_values[fact.type]
        for v, span in zip(cal.values, cal.value_spans):
            if v not in values:
                report.error("E206", f"{v} is not a value of {fact.type}", span,
                             suggest(v, values) or f"values: {', '.join(values)}")
        if sc.first_turn is not None and sc.last_turn is not None and sc.last_turn >= sc.first_turn:
            turns = sc.last_turn - sc.first_turn + 1   # (turns backwards are E401 at the scenario: no count here)
            if turns != len(cal.values):
                report.error("E401", f"the calendar gives {len(cal.values)} value{'s' * (len(cal.values) != 1)} for {turns} turns", cal.span,
                             f"{sc.id} plays turns {sc.first_turn} to {sc.last_turn}: one value per turn")
