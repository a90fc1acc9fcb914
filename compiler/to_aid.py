"""Player aid back end: a printable HTML page (print CSS, landscape, at most two pages) and its PDF.
Fed by: compiled books (`pipeline.Compiled`): their resolved rule model (`Compiled.ir`, a
`dsl.ir.Book`) and its `aid` blocks; for the words `aid_text`, `table_text` and `clause_names`.

The content is the book's `aid` block, in order: tables drawn like the printed ones (offset
terrain header rows, underlined cells) with their edge rules in words, result legends by printed
instances ("A1R2: the attacker loses 1 step and retreats 2 hexes"), sequences as numbered outlines,
modifiers, formulas and constants as sentences with their clause numbers, clause restatements,
headings and notes. Nothing printed is code: a named clause is cited by its title, never its id.
`aid_view` turns the rule model into plain data, `templates/aid.html.j2` (autoescaped) lays it out,
WeasyPrint prints it.

PDFs are deterministic: the dates WeasyPrint writes come from `FIXED_DATE`, never from the clock,
and fonts are always subset by the pinned fontTools with its timestamp fixed to the same date, never by
the system's HarfBuzz-Subset when it happens to be installed (the two write different bytes, and
fontTools otherwise stamps the current time into every font it subsets).
Printing takes seconds, so `aid_outputs` reuses the previous PDF when it was printed from the same
HTML by the same printing (the PDF is a function of the HTML, the printing code, WeasyPrint and the
fonts: `aid_printing`). Which they were, the PDF says itself: its trailer's identifier is their
digest (`pdf_identifier`), so a PDF damaged, cut short, left beside another HTML (a merge, a run
stopped between its renames) or printed with other fonts is printed again, never kept.
"""
from __future__ import annotations

import contextlib

import re
from functools import lru_cache
from pathlib import Path

from dsl import ir
from dsl.limits import visible
from dsl.marked import sub_refs

from .table_align import column_aligns, row_label_align
from .aid_cells import printed
from .aid_fit import block_is_tall, has_long_word, is_tall, spans_page
from .aid_groups import column_count, column_groups, fits
from .aid_text import Speaker, paragraphs
from .clause_names import ClauseNames, is_section_number, labelled
from .exception_text import effect as exception_effect
from .table_text import blank_meaning, edge_lines, legend, pattern_lines, quantity, sentence_case, stopped
from .templating import TEMPLATES, environment

# The creation and modification date written into every aid's HTML and PDF metadata.
FIXED_DATE = "2024-01-01T00:00:00Z"
PAPERS = {"a4": "A4", "letter": "letter"}
_GROUPED = ("constant", "modifier", "formula", "permission", "exception")
_FIELDS = {"table": "tables", "results": "vocabularies", "sequence": "sequences", "constant": "constants",
           "modifier": "modifiers", "combine": "combines", "formula": "formulas", "permission": "permissions", "exception": "exceptions"}


def paper_of(aid: ir.Aid, paper: str | None = None) -> str:
    """The paper key (`a4` or `letter`): the one asked for, else the aid's own `page`, else A4."""
    key = (paper or aid.size or "a4").lower()
    return key if key in PAPERS else "a4"


class _Reader:
    """What one book's aid needs to speak: its rule model, the sentence maker and the clause names."""

    def __init__(self, book: ir.Book, aid: ir.Aid, paper: str = "A4"):
        self.book = book
        self.paper, self.orientation = paper, aid.orientation or "landscape"
        self.shown = {i.value for i in aid.items if i.kind == "table"}
        self.legends = {i.value for i in aid.items if i.kind == "results"}   # (the vocabularies it prints)
        self.speak = Speaker(book)
        self.names = ClauseNames(book.clauses)
        self.clauses = {c.id: c for c in book.clauses}
        self.results = {v.id: v for v in book.vocabularies}
        self.titles: dict[str, str] | None = None   # a construct's name → its title (`_ref`, made when first asked)
        # each rule's exceptions that are no item of the aid: printed with the rule (`_excepts`), also
        # when the aid prints the exception's clause elsewhere (Shanghai's forts, doubled on page 2
        # with no word of the engineers that ignore them, whose clause was on page 1)
        listed = {i.value for i in aid.items if i.kind == "exception"}
        self.overridden: dict[str, list] = {}
        for e in book.exceptions:
            if e.target and e.id not in listed and e.target_kind != "clause":
                self.overridden.setdefault(e.target, []).append(e)

    def read_with(self, vocab_id: str) -> list[ir.Table]:
        """The tables whose cells (or some columns' cells) are read with the vocabulary."""
        return [t for t in self.book.tables if t.results == vocab_id or vocab_id in dict(t.column_results).values()]

    def text(self, text: str) -> str:
        """Rulebook prose (marked text, `dsl.marked`) as a reader sees it, each reference to a
        named clause read as its title, and a construct named (`[center_rp]`) as its title."""
        return sub_refs(" ".join(visible(text).split()), self._ref)   # (U+2028 shown, not a space: W602)

    def _ref(self, ref: str) -> str:
        if ref in self.clauses:
            return self._clause_ref(ref)
        if self.titles is None:           # (the web book prints the same: `to_site.declared_places`)
            from dsl.prose import declared_titles
            self.titles = declared_titles(self.book, self.speak.words)
        title = self.titles.get(ref)
        return title if title is not None else f"[{ref}]"

    def _clause_ref(self, ref: str) -> str:
        """A reference as printed on paper, where brackets hold the numbers a player looks up in the
        rulebook: a numbered clause's number; a clause the source prints no number for (its id made
        up: `6.2.draw`), the number of the nearest clause above it that has one, `[6.2]`, or with none,
        its title in quotes (`“Drawing”` read as `[Drawing]` beside `[6.2]`: the player probe)."""
        if is_section_number(ref):
            return f"[{self.names.ref(ref)}]"
        above = self.clauses[ref].parent
        while above is not None and above in self.clauses and not is_section_number(above):
            above = self.clauses[above].parent
        if above is not None and above in self.clauses:
            return f"[{above}]"
        return f"(“{self.names.ref(ref)}”)"

    def optional(self, clause: str | None) -> str:
        """"optional rule [24.6]" for what stands in an optional clause, or under one; else "". A
        table, legend, sequence, constant or clause restatement has no `applies` of its own: printed
        bare, an optional rule's table read as if it were always used (the aid marked only rules)."""
        while clause is not None and clause in self.clauses:
            if self.clauses[clause].optional:
                return f"optional rule [{self.names.chip(clause)}]"
            clause = self.clauses[clause].parent
        return ""


def _steps(r: _Reader, steps: tuple[ir.Step, ...]) -> list[dict]:
    """The game's outline, a step of an optional rule with it, marked as one (left off, a player
    whose aid printed the optional rule's table found no step of the turn to use it in). A level
    whose every title carries its own label prints none of ours (`clause_names.labelled`)."""
    out = [_step(r, s) for s in steps]
    own = labelled(s.title for s in steps)
    for view in out:
        view["labelled"] = own
    return out


def _step(r: _Reader, s: ir.Step) -> dict:
    extra = r.speak.step_terms(s)
    if s.applies.option:
        extra = [f"optional rule [{r.names.chip(s.applies.option)}]"] + extra
    # (its notes, and the book's reading of its place or condition, after its text: player probe)
    ours = [f"Our reading: {r.text(s.inferred)}"] if s.inferred else []
    return {"title": s.title, "ref": r.names.chip(s.clause) if s.clause else "",
            "extra": extra, "says": " ".join(filter(None, [r.text(s.says), *(r.text(n) for n in s.notes), *ours])),
            "children": _steps(r, s.steps)}


def ended(text: str) -> str:
    """A title or sentence ended by a full stop, unless it already ends in one (or `?`, `!`, `…`,
    before a closing quote or bracket: `table_text.stopped`)."""
    return text if not text or stopped(text) else text + "."


def _item(r: _Reader, item: ir.AidItem) -> dict:
    kind, value = item.kind, item.value
    if kind in ("heading", "note"):
        return {"kind": kind, "text": r.text(value)}
    if kind == "clause":
        c = r.clauses[value]
        number = r.names.chip(c.id, tail=True)
        return {"kind": kind, "id": r.names.chip(c.id), "number": "" if r.names.chip(c.id) else number,
                "title": ended(c.title), "optional": r.optional(c.id),
                "paragraphs": [r.text(p) for p in paragraphs(c.says)]}
    node = next(n for n in getattr(r.book, _FIELDS[kind]) if n.id == value)
    chip = r.names.chip(getattr(node, "clause", None))
    optional = r.optional(getattr(node, "clause", None))
    if kind == "table":
        t, left_out = printed(node)   # (its cells as the aid prints them: `aid_cells`)
        # many narrow columns (a die-roll grid): equal widths, filling the page column
        wide = len(t.columns) >= 8
        # numbers against numbers never wrap; text cells wrap. Each column's alignment is its own:
        # values centred, prose left (`table_align`)
        style = "text" if t.column_kind == "keys" else "numeric"
        edges = [{**line, "text": r.text(line["text"])} for line in edge_lines(t, r.results.get(t.results))
                 + pattern_lines(t, r.results, r.legends)]
        span = spans_page(t, style == "text", r.paper, r.orientation)
        # a table spanning the page keeps its words whole; wider than the page, it prints in groups of columns
        groups = column_groups(t, r.paper, r.orientation) if span else [tuple(range(column_count(t)))]
        return {"kind": kind, "t": t, "clause": chip, "optional": optional, "edges": edges, "excepts": _excepts(r, t.id),
                "footnotes": [(mark, r.text(text)) for mark, text in t.footnotes],
                "notes": [r.text(n) for n in t.notes] + left_out,   # (a key's legend: "P: prohibited, OTIH: …")
                "aligns": column_aligns(t), "row_align": row_label_align(t),
                "wide": wide, "style": style, "span": span, "tall": is_tall(t, len(groups)),
                "kept": not is_tall(t),     # a group of columns is kept on one page when its rows fit one
                "groups": [{"columns": g, "whole": not span or fits(t, g, r.paper, r.orientation)}
                           for g in groups]}
    if kind == "results":
        return {"kind": kind, "title": node.title or r.speak.words(node.id), "clause": chip, "optional": optional,
                "entries": legend(node, r.read_with(node.id)),
                "blank": blank_meaning(node),
                "blank_inferred": bool(node.blank is not None and node.blank.inferred),   # (our reading: said so)
                "has_blank": node.blank is not None and bool(blank_meaning(node) or node.blank.inferred),
                "marks": [(mark, sentence_case(meaning)) for mark, meaning in node.marks],
                "notes": [r.text(n.text) for n in node.remarks if n.kind == "note"]}
    if kind == "sequence":
        return {"kind": kind, "title": node.title, "clause": chip, "optional": optional, "steps": _steps(r, node.steps)}
    if kind == "constant":
        return {"kind": kind, "title": node.title or r.speak.words(node.id), "clause": chip, "optional": optional,
                "value": quantity(node.printed, node.unit)}
    if kind == "modifier":
        on_kind, on = r.speak.on(node)
        effect = r.speak.effect(node)
        if on_kind == "formula":          # "Chinese cost to enter a hex × 2"
            effect, on = f"{on} {effect}", ""
        elif on_kind == "table" and node.on in r.shown:
            on = ""                       # the table is on the aid, next to its modifiers
        return {"kind": kind, "title": r.speak.title_of("modifier", node), "clause": chip,
                "effect": effect, "terms": r.speak.modifier_terms(node) + _only_in(r, node), "on": on,
                "excepts": _excepts(r, node.id), "ours": _ours(r, node)}
    if kind == "combine":   # printed among the modifiers: what it adds up and its cap (a cap on no aid
        # reached no player: the second designer probe)
        return {"kind": "modifier", "title": r.speak.title_of("combination", node), "clause": chip,
                "effect": r.speak.combine(node), "terms": [], "on": "",
                "excepts": _excepts(r, node.id), "ours": ""}
    if kind == "formula":   # (a designer's `reads` sentence is marked text: `[road_bonus]` is read as its title)
        cases, otherwise = r.speak.formula_cases(node)
        otherwise = r.text(otherwise) if node.wording else otherwise
        return {"kind": kind, "title": r.speak.title_of("formula", node) + _rolled(node), "clause": chip,
                "cases": cases, "text": otherwise if cases else ended(otherwise), "excepts": _excepts(r, node.id),
                "ours": _ours(r, node)}
    if kind == "permission":       # "may not enter …, when the river is in flood, unless …"
        text = r.speak.permission(node, r.text(node.unless_wording) if node.unless_wording else None)
        text += "".join(f", {x}" for x in _only_in(r, node))
        return {"kind": kind, "title": r.speak.title_of("permission", node), "clause": chip, "text": ended(text),
                "says": "", "excepts": _excepts(r, node.id), "ours": _ours(r, node)}
    if kind == "exception":        # to what, when, who may decline it, and what it does then
        target = f"[{r.names.ref(node.target)}]" if node.target_kind == "clause" else _target(r, node.target)
        return {"kind": kind, "title": r.speak.title_of("exception", node), "clause": chip,
                "text": ended(_exception_text(r, node, [f"overrides {target}"])), "says": r.text(node.says),
                "excepts": [], "ours": _ours(r, node)}
    raise ValueError(f"aid item kind {kind!r}")


def _exception_text(r: _Reader, e, parts: list[str]) -> str:
    """What an exception does, and when: "overrides …, when …, unless the defender declines it: …"."""
    parts = list(parts)
    if e.applies.condition is not None:
        parts.append(r.speak.rule_condition(e.applies))
    if e.chooser:
        parts.append(f"unless the {e.chooser} declines it")
    parts += _only_in(r, e)
    said = exception_effect(r.speak, e)
    if not parts:   # (an exception with no condition, on the rule's own line: what it does alone)
        return said
    return ", ".join(parts) + (f": {said}" if said else "")


def _rolled(f: ir.Formula) -> str:
    """" (roll 1d6)" after the title of a formula given a roll of dice no table reads (`roll of 1d6`;
    " (roll 1d6 twice)", " (roll 1d6 and 2d6)"): the aid printed a formula comparing "the roll" with
    4 without saying which dice (the third designer probe); "" for any other."""
    dice = [p.dice for p in f.params if p.dice]
    if not dice:
        return ""
    counts = {d: dice.count(d) for d in dict.fromkeys(dice)}
    said = [d + {1: "", 2: " twice"}.get(n, f" {n} times") for d, n in counts.items()]
    return f" (roll {' and '.join(said)})"


def _excepts(r: _Reader, target: str) -> list[dict]:
    """The exceptions to a rule the aid prints that the aid does not list as items of their own, each
    as a line under the rule: a rule printed without the exception that changes it reads wrongly
    (Changsha's tank support, without "not across a river"; found by the player probe)."""
    return [{"title": r.speak.title_of("exception", e), "clause": r.names.chip(getattr(e, "clause", None)),
             "text": ended(_exception_text(r, e, []) or "always"), "ours": _ours(r, e)}
            for e in r.overridden.get(target, ())]


def _ours(r: _Reader, node) -> str:
    """"our reading" for a rule the book declares its reading where the source is silent (`inferred`),
    "our reading when …" for one only some of whose answers are; "" for the source's own rule. (The
    aid marks it, as it marks an edge rule: its words are in the web book and in every answer.)"""
    reading = getattr(node, "inferred", None)
    if reading is None:
        return ""
    scope = r.speak.reading_scope(reading)
    if scope == "in some cases":   # (which cases, and what we read, were said nowhere on paper: the player
        ours = _our_part(r.text(reading.text))   # probe; the reading's own sentence says both)
        if ours:
            return f"our reading where the rules do not say: {ours}"
    return f"our reading {scope}: the rules do not say" if scope else "our reading: the rules do not say"


def _our_part(text: str, most: int = 140) -> str:
    """What a reading reads, from its sentence ("[13.2] does not say how …; we keep the whole percent,
    rounded down."): the part after its last ';' that says what we do, or "" (the sentence says it
    otherwise, or at length: the mark alone, as before)."""
    part = text.rsplit(";", 1)[-1].strip().rstrip(".") if ";" in text else ""
    return part if part.lower().startswith("we ") and len(part) <= most else ""


def _only_in(r: _Reader, node) -> list[str]:
    """"optional rule [7.3]" for a rule of an optional clause and "in the scenario “…” only" for one
    written inside a scenario: printed without them, an optional or a scenario's special rule would
    read as if it always applied (the designer probe, round 2: an optional clause's modifier,
    permission and exceptions were printed bare, where its steps were marked)."""
    said = [f"optional rule [{r.names.chip(node.applies.option)}]"] if node.applies.option else []
    scenario = node.applies.scenario
    if not scenario:
        return said
    title = next((sc.title for sc in r.book.scenarios if sc.id == scenario), "") or r.speak.words(scenario)
    return said + [f"in the scenario “{title}” only"]


def _target(r: _Reader, name: str) -> str:
    """What an exception overrides, by its title in quotes, never by its id: “Weird”; one without a
    title by its kind and clause ("the formula without a title in [1.0]")."""
    for field, kind in (("tables", "table"), ("formulas", "formula"), ("modifiers", "modifier"),
                        ("combines", "combination of modifiers"), ("permissions", "permission")):
        node = next((n for n in getattr(r.book, field) if n.id == name), None)
        if node is not None and node.title:
            return f"“{node.title}”"
        if node is not None:
            chip = r.names.chip(getattr(node, "clause", None))
            return f"the {kind} without a title" + (f" in [{chip}]" if chip else "")
    return f"“{r.speak.words(name)}”"


def _same_words(heading: str, title: str) -> bool:
    """Does a clause's title only repeat the heading printed over it ("Victory", "Victory.")?"""
    return " ".join(heading.rstrip(".").split()).casefold() == " ".join(title.rstrip(".").split()).casefold()


def aid_view(compiled, aid: ir.Aid, paper: str | None = None) -> dict:
    """Everything the template shows, as plain data; runs of constants, modifiers or formulas
    become one block so they print as one compact list."""
    book: ir.Book = compiled.ir
    reader = _Reader(book, aid, PAPERS[paper_of(aid, paper)])
    blocks: list[dict] = []
    for item in aid.items:
        view = _item(reader, item)
        if view["kind"] == "clause" and blocks and blocks[-1]["kind"] == "heading" and \
                _same_words(blocks[-1]["text"], view["title"]):
            view["title"] = ""   # (a "Victory" band over "Victory. If at least…" read "Victory Victory": player probe)
        if view["kind"] in _GROUPED and blocks and blocks[-1]["kind"] == view["kind"] + "s":
            blocks[-1]["entries"].append(view)
        elif view["kind"] in _GROUPED:
            blocks.append({"kind": view["kind"] + "s", "entries": [view]})
        else:
            blocks.append(view)
    for b in blocks:
        if b["kind"] != "table":
            b["tall"] = block_is_tall(b)
        if b["kind"] == "constants":
            b["long_words"] = has_long_word([e["title"] for e in b["entries"]], reader.paper, reader.orientation)
    runs: list[dict] = []   # the blocks printed in columns, run by run; a table spanning the page is a run alone
    for b in blocks:
        if b.get("span") or not runs or runs[-1]["span"]:
            runs.append({"span": bool(b.get("span")), "blocks": [b]})
        else:
            runs[-1]["blocks"].append(b)
    return {"title": aid.title, "book": book.title or book.id, "book_id": compiled.id,
            # (a reference to another rulebook is printed as a number too: the header says whose; the
            # web book's tooltip is not on paper, the player probe)
            "externals": [(e.first, e.last, e.title) for e in book.externals],
            "source": book.source, "paper": PAPERS[paper_of(aid, paper)],
            "orientation": aid.orientation or "landscape", "date": FIXED_DATE, "blocks": blocks, "runs": runs}


def render_html(compiled, aid: ir.Aid, paper: str | None = None) -> str:
    return breakable(environment().get_template("aid.html.j2").render(**aid_view(compiled, aid, paper)))


# A word longer than `_LONG_WORD` characters in the aid's text (a text node of its body: never a tag,
# an attribute or the style sheet) is cut by `<wbr>` into pieces of `_PIECE` characters (an entity,
# `&amp;`, counted as one and never cut). A word that long is broken somewhere anyway to stay in its
# column (`overflow-wrap`). WeasyPrint measures how narrow a cell may be by laying out the rest of
# its text once for each character of such a word (the square of its length: a cell of one
# 3,000-letter word took half a minute to print); in pieces, each piece is measured on its own.
_LONG_WORD, _PIECE = 40, 20
_TEXT = re.compile(r">([^<]+)<")
_WORD = re.compile(r"(?:&#?\w+;|[^\s<&]){%d,}" % (_LONG_WORD + 1))
_PIECES = re.compile(r"(?:&#?\w+;|[^\s<&]){1,%d}" % _PIECE)


def breakable(html: str) -> str:
    """The aid's HTML with its long words cut into pieces (`_LONG_WORD`); the same text."""
    at = html.find("<body")
    if at < 0 or not _may_hold_a_long_word(html[at:]) or not _WORD.search(html, at):
        return html

    def words(text: re.Match) -> str:
        return ">" + _WORD.sub(lambda w: "<wbr>".join(_PIECES.findall(w.group())), text.group(1)) + "<"
    return html[:at] + _TEXT.sub(words, html[at:])


def _may_hold_a_long_word(body: str) -> bool:
    """False when no `_WORD` can be in `body`: each is a run of more than `_LONG_WORD` characters
    that are neither white space nor `<` (an entity is such a run too), so it lies within one piece
    of the text split at white space (`str.split` and the pattern's `\\s` know the same characters)
    and at `<`. A few C calls, where the pattern tried every place of an aid's text (about 2 ms
    for Changsha's, which holds no such word, like every bundled aid)."""
    return any(len(piece) > _LONG_WORD for word in body.split() if len(word) > _LONG_WORD
               for piece in word.split("<"))


# FIXED_DATE as seconds since the epoch, for fontTools' `head.modified` (reproducible-builds convention).
_FIXED_EPOCH = "1704067200"


@lru_cache(maxsize=1)
def _font_config():
    """One WeasyPrint font configuration per process, shared by every aid printed: Pango's font
    map and what it has measured are kept from one aid to the next (about a twentieth of
    printing), and the PDFs are byte for byte the same (the aids use system fonts, no @font-face)."""
    from weasyprint.text.fonts import FontConfiguration
    return FontConfiguration()


def pdf_identifier(html: str) -> bytes:
    """The identifier an aid's PDF carries in its trailer: the digest of the HTML it is printed from
    and of what prints it (`aid_printing.printing_key`: the code, the libraries, the fonts), so a PDF
    printed with other fonts or another WeasyPrint is not reused."""
    import hashlib

    from .aid_printing import printing_key
    return hashlib.sha256(html.encode("utf-8") + b"\0" + printing_key().encode()).hexdigest().encode()


def printed_from(pdf: bytes, html: str) -> bool:
    """Whether `pdf` is a whole PDF printed from `html`: it ends with `%%EOF` after the offset of its
    cross-reference section, whose trailer (before that section's stream, if it has one) carries
    `pdf_identifier(html)`. Anything else (garbage, a PDF cut short, one printed from another HTML or
    by a version that wrote no identifier) is not."""
    end = re.search(rb"startxref\r?\n(\d+)\r?\n%%EOF\r?\n?\Z", pdf[-64:])
    if end is None or not pdf.startswith(b"%PDF-") or int(end[1]) >= len(pdf):
        return False
    trailer = pdf[int(end[1]):len(pdf) - len(end[0])].split(b"stream", 1)[0]
    return b"/ID [(" + pdf_identifier(html) + b") " in trailer


def render_pdf(html: str) -> bytes:
    """Print an aid's HTML to PDF bytes, identical on every machine whatever font subsetter it has;
    its trailer carries `pdf_identifier(html)`, which `printed_from` reads."""
    with _collector_paused_for_one_aid():
        return _render_pdf(html)


@contextlib.contextmanager
def _collector_paused_for_one_aid():
    """Python's cyclic garbage collector off while an aid prints, then one pass over what the
    printing made alone. WeasyPrint makes some 40,000 tracked objects per aid, most of them held
    by a cycle (its layout context: freed by reference counting when the print ends, `aid_garbage`),
    and the collector, at its thresholds, walked the whole heap three times for four aids (the
    compiled books too, where the caller holds them): about a sixth of printing. Collected once, at
    the end, in the youngest generation, the aid's remaining cycles (about 4,500 objects) are freed
    all the same (nothing was collected while it printed, so every object it made is there). A
    caller that paused the collector itself (a build) keeps it paused."""
    import gc
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect(0)


def _render_pdf(html: str) -> bytes:
    import logging
    import os

    from .system_libraries import weasyprint
    HTML = weasyprint().HTML  # slow to import; only needed when a PDF is actually printed
    from weasyprint.pdf import fonts

    from .aid_columns import trial_skipped
    from .aid_garbage import contexts_released
    from .aid_layouts import layouts_kept
    from .aid_measure import text_measured_once
    from .aid_serialized import serialized_once
    from .font_subset import WEASYPRINT_SUBSET, kept_subsets

    saved_subsetter, saved_epoch = fonts.harfbuzz_subset, os.environ.get("SOURCE_DATE_EPOCH")
    saved_fonttools, saved_method = fonts.subset, fonts.Font._fonttools_subset
    fonts_log = logging.getLogger("weasyprint")
    saved_level = fonts_log.level
    fonts.harfbuzz_subset = None            # fontTools (pinned) subsets, not the system's HarfBuzz
    fonts.subset = WEASYPRINT_SUBSET        # ... without decompiling GSUB/GPOS only to drop them
    fonts.Font._fonttools_subset = kept_subsets(saved_method)   # ... and each subset font kept in the cache
    os.environ["SOURCE_DATE_EPOCH"] = _FIXED_EPOCH   # read by fontTools when it stamps the subset
    fonts_log.setLevel(logging.ERROR)       # the "using fontTools instead of HarfBuzz" warning is our choice
    try:
        # (the aid's columns laid out once, not twice: `aid_columns`; its cells' text measured once:
        # `aid_measure`; each line shaped once, not again to be drawn: `aid_layouts`; what the print
        # made freed when it ends, not left to the collector: `aid_garbage`; each object of the PDF
        # written and compressed once, not again for its identifier: `aid_serialized`)
        with contexts_released(), trial_skipped(), text_measured_once(), layouts_kept(), serialized_once():
            return HTML(string=html, base_url=str(TEMPLATES)).write_pdf(
                font_config=_font_config(), pdf_identifier=pdf_identifier(html), pdf_tags=True)
    finally:
        fonts.harfbuzz_subset = saved_subsetter
        fonts.subset = saved_fonttools
        fonts.Font._fonttools_subset = saved_method
        fonts_log.setLevel(saved_level)
        if saved_epoch is None:
            os.environ.pop("SOURCE_DATE_EPOCH", None)
        else:
            os.environ["SOURCE_DATE_EPOCH"] = saved_epoch


def aid_files(aid: ir.Aid, first: bool) -> tuple[str, str]:
    """File names of an aid: `aid.html`/`aid.pdf` for a book's first aid, else named by its id."""
    stem = "aid" if first else f"aid-{aid.id}"
    return f"{stem}.html", f"{stem}.pdf"


def _printed(html: str, book: str, aid: str) -> bytes:
    """`render_pdf(html)`; `AidNotPrinted` when WeasyPrint stops while laying it out (an internal
    error of the printer, not of the compiler: it names the aid and what to do)."""
    from .aid_printing import INSTALL, aid_fonts, no_font_at_all
    from .system_libraries import AidNotPrinted, MissingSystemLibrary
    if not aid_fonts() and no_font_at_all():   # (Pango would end the process while laying it out)
        raise MissingSystemLibrary(f"no font is installed here, and the aid {aid!r} of {book} cannot be printed "
                                   f"without one (WeasyPrint's Pango ends the process); install the aid's fonts: "
                                   f"{INSTALL}")
    try:
        return render_pdf(html)
    except (MissingSystemLibrary, MemoryError):   # (out of memory: the machine's limit, said as such)
        raise
    except Exception as err:
        said = f": {err}" if str(err) else ""
        # (a library it could not load, a warning made an error: not the aid's length)
        import_or_warning = isinstance(err, (ImportError, OSError, Warning))
        what = ("see the error: WeasyPrint or a library it loads could not run here (memory, `-W error`)"
                if import_or_warning else "shorten what it lists (a long table, a long text)")
        raise AidNotPrinted(f"WeasyPrint stopped while laying out the aid {aid!r} of {book} ({type(err).__name__}"
                            f"{said}); {what}, and see its HTML, which `rules aid {book} --out DIR` writes and "
                            f"a browser prints") from None


class AidToPrint(Exception):
    """`aid_outputs(printing=False)` met an aid whose PDF must be printed again."""


def aid_outputs(compiled, previous: Path | None = None, paper: str | None = None,
                on_html=lambda name, html: None, printing: bool = True) -> dict[str, bytes]:
    """Every aid of a book as files in memory (name → bytes: its HTML, then its PDF); reuse
    `previous/<name>.pdf` when it was printed from this HTML (`printed_from`: the HTML beside it
    is not trusted to say so). `on_html(name, html)` is called before an
    aid is printed (so that its HTML can be read if printing fails). Without `printing`,
    `AidToPrint` when an aid's PDF cannot be reused (a short-lived process leaves the printing to
    one that keeps WeasyPrint loaded and its fonts measured)."""
    out: dict[str, bytes] = {}
    for i, aid in enumerate(compiled.ir.aids):
        html_name, pdf_name = aid_files(aid, i == 0)
        html = render_html(compiled, aid, paper)
        old_pdf = _read_file(previous / pdf_name) if previous else None
        reuse = old_pdf is not None and printed_from(old_pdf, html)
        if not (reuse or printing):
            raise AidToPrint(aid.id)
        on_html(html_name, html)
        out[html_name] = html.encode("utf-8")
        out[pdf_name] = old_pdf if reuse else _printed(html, compiled.id, aid.id)
    return out


def _read_file(path: Path) -> bytes | None:
    """The bytes of the regular file `path`, or None (missing, a folder, unreadable)."""
    try:
        return path.read_bytes() if path.is_file() else None
    except OSError:
        return None


def write_aids(compiled, folder: Path, previous: Path | None = None, paper: str | None = None) -> list[Path]:
    """Write every aid of a book into `folder`; reuse `previous/<name>.pdf` when it was printed from
    the same HTML (`aid_outputs`). The files are replaced only once every PDF is printed, each by a
    rename, the PDFs first: a run stopped while it prints (Ctrl-C, a kill) leaves the aids as they
    were, and one stopped between its renames leaves a new PDF beside an old HTML, never a new HTML
    beside an old PDF (either way, the next run reuses only a PDF whose identifier names its HTML, and
    prints the rest again). When printing fails, the HTML of the aid that failed is written (to read
    it in a browser; the old PDF beside it will not be taken for its print)."""
    pending: dict[str, str] = {}

    def html_first(name: str, html: str) -> None:   # (written only if printing this aid fails)
        pending.clear()
        pending[name] = html
    try:
        outputs = aid_outputs(compiled, previous, paper, html_first)
    except Exception:
        for name, html in pending.items():
            _replace(folder / name, html.encode("utf-8"))
        raise
    for name in sorted(outputs, key=lambda name: not name.endswith(".pdf")):   # (the PDFs first)
        _replace(folder / name, outputs[name])
    return [folder / name for name in outputs]


_TMP_PID = re.compile(r"\.(.+)\.([0-9]+)\.tmp")


def _sweep(path: Path) -> None:
    """Remove `.NAME.PID.tmp` files beside `path` whose process is gone."""
    import os
    try:
        names = os.listdir(path.parent)
    except OSError:
        return
    for name in names:
        m = _TMP_PID.fullmatch(name)
        if m is None or m.group(1) != path.name or int(m.group(2)) == os.getpid():
            continue
        try:
            os.kill(int(m.group(2)), 0)   # (signal 0: asks only whether the process is there)
        except ProcessLookupError:
            with contextlib.suppress(OSError):
                (path.parent / name).unlink()
        except (PermissionError, OverflowError, OSError):
            continue   # (another user's process, or no such pid at all on this system: left alone)


def _replace(path: Path, data: bytes) -> None:
    """Write `path` whole or not at all: into a file beside it, renamed over it (as the cache writes).
    Such a file that a process no longer running left (killed between its write and its rename) is
    removed first: it would stay beside the aid for good."""
    import os
    _sweep(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
