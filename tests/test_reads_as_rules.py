"""Players see rules, never code: the player aids and the web book of every bundled book read as
rules. No `{field}` placeholders, no `if … then … else`, no `name_with_underscores(` calls, no
identifiers in the prose; result legends show printed instances with their meaning filled in;
edge rules read "Rolls below 2: …"; headings and the navigation show "12.7.1 Maximum …" for a
numbered clause and the bare title for a named one; the search index holds titles as text.
"""
from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from types import SimpleNamespace

import pytest

from conftest import ROOT, bundled_books, compiled_book

from dsl import ir

from compiler import to_aid
from compiler.aid_text import Speaker
from compiler.clause_names import ClauseNames, heading, is_section_number, printed_number
from compiler.table_text import edge_lines, fill, legend, quantity
from compiler.to_site import book_pages, environment

BOOKS = bundled_books()
PLACEHOLDER = re.compile(r"\{\w+\}")
IF_THEN = re.compile(r"\bif\b[^.;:]*\bthen\b[^.;:]*\belse\b")   # code, not "if it cannot, … then"
CALL = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]*\(")
CALL_ARGS = re.compile(r"\w\((\w+: |\))")                # "column(column: …", "combat shift()"
IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
CODE_OPERATOR = re.compile(r"==|!=|<=|>=")


def _aid_text(book: str) -> str:
    c = compiled_book(book)
    page = to_aid.render_html(c, c.ir.aids[0])
    body = page[page.index("<body>"):]
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def _prose(markdown: str) -> str:
    """What a reader sees of a generated page: no fenced code, no folded DSL source, no link
    targets or anchors, Markdown escapes undone."""
    out, fence = [], None
    for line in markdown.splitlines():
        stripped = line.strip()
        if fence:
            fence = None if stripped.startswith(fence) else fence
            continue
        opening = re.match(r"(`{3,})", stripped)
        if opening:
            fence = opening.group(1)
            continue
        if stripped.startswith(("<!--", "??? source")):
            continue
        line = re.sub(r"\{ #[^}]*\}", "", line)
        line = re.sub(r"\]\([^)]*\)", "]", line)
        line = re.sub(r'(id|href|class|title)="[^"]*"', "", line)
        out.append(re.sub(r"\\(.)", r"\1", line))
    return "\n".join(out)


@pytest.fixture(scope="module")
def pages() -> dict[str, dict[str, str]]:
    return {b: book_pages(compiled_book(b), environment()) for b in BOOKS}


# ---------------------------------------------------------------- the aids
@pytest.mark.parametrize("book", BOOKS)
def test_aid_shows_no_code(book):
    text = _aid_text(book)
    for name, rx in (("placeholder", PLACEHOLDER), ("if … then", IF_THEN), ("call", CALL), ("call", CALL_ARGS),
                     ("identifier", IDENTIFIER), ("operator", CODE_OPERATOR)):
        hits = [text[max(0, m.start() - 40):m.end() + 40] for m in rx.finditer(text)]
        assert not hits, f"{book} aid shows {name}: {hits[:3]}"


def test_formulas_read_as_sentences():
    assert "If the turn is 5 or earlier: “Turns 1-5”" in _aid_text("war_of_the_suns")
    assert "17 or earlier: “Turns 6-17”" in _aid_text("war_of_the_suns")
    kg = _aid_text("khalkin_gol")
    assert "Attack as a percentage of defense [13.2] : the attacking strength divided by the defending strength, " \
        "times 100, rounded down to a whole percent." in " ".join(kg.split())   # (its `reads`: the title twice before)
    speak = Speaker(compiled_book("khalkin_gol").ir)
    attack, defense = (ir.Ref("param", n, "number") for n in ("attack", "defense"))
    assert speak.expr(ir.Call("builtin", "percent", "number", (attack, defense))) == \
        "the attack as a percentage of the defense"
    assert "If the owner is Soviet: 3" in kg and "Otherwise: 2" in kg


def test_a_roll_of_dice_is_named_on_the_aid_and_read_with_its_article(tmp_path):
    """The aid printed "Is the boat sunk?: the roll is not 6 and roll − the smoke screens … is at most 2":
    neither which dice nor "the" before the roll the difference starts with (the third designer probe)."""
    from conftest import compile_text
    c = compile_text(tmp_path, '''book t { title "T" side red "Red" side blue "Blue" dice 1d6, 2d6 }
clause 3.1 "Boats" {
  says "Roll a die for each boat: a 1 or 2 sinks it, less one for each smoke screen; a 6 never does."
  fact smoke_screens: count = 0 at most 2 "Smoke screens laid on the river this turn"
  formula boat_sunk(roll: roll of 1d6) "Is the boat sunk?" = roll != 6 and roll - smoke_screens <= 2
  formula territory(first: roll of 1d6, second: roll of 1d6, extra: roll of 2d6) "Territory" = first + second + extra
  formula plain(n: count) "Plain" = n
}
''')
    speak = Speaker(c.ir)
    sunk = next(f for f in c.ir.formulas if f.id == "boat_sunk")
    assert speak.formula(sunk) == "the roll is not 6 and the roll − the smoke screens laid on the river this turn is at most 2"
    titles = {f.id: to_aid._rolled(f) for f in c.ir.formulas}
    assert titles == {"boat_sunk": " (roll 1d6)", "territory": " (roll 1d6 twice and 2d6)", "plain": ""}


def test_speaker_reads_every_formula_of_every_book_without_code():
    for book in BOOKS:
        c = compiled_book(book)
        speak = Speaker(c.ir)
        for f in c.ir.formulas:
            text = speak.formula(f)
            assert not CALL.search(text) and not CALL_ARGS.search(text) and not IF_THEN.search(text) \
                and "==" not in text and "…" not in text, (book, f.id, text)


def test_modifiers_and_steps_read_as_conditions():
    changsha = " ".join(_aid_text("changsha").split())
    assert "1 column left when every attacking unit attacks across a river hexside, unless an engineer " \
           "is stacked with a unit attacking across a river hexside" in changsha
    kg = " ".join(_aid_text("khalkin_gol").split())
    assert "when the month of the current GT is September, October or November, unless winter is in effect " \
           "this GT" in kg


def test_unless_reads_as_one_statement_and_an_and_group_is_parenthesised():
    """A rule's condition `W and not U` reads "when W, unless U": a lone `or` after "unless" reads as
    it is, a lone `and` of two as "both … and …", one of more and each group among several are
    parenthesised."""
    speak = Speaker(compiled_book("changsha").ir)
    a, b, c = (ir.Ref("fact", name, "flag") for name in ("x_one", "x_two", "x_three"))

    def no(e):
        return ir.Unary("not", e, "flag")
    assert speak.applies(ir.Logic("and", (a, no(ir.Logic("or", (b, c)))))) == "when x one, unless x two or x three"
    assert speak.applies(no(ir.Logic("and", (b, c)))) == "unless both x two and x three"
    assert speak.applies(no(ir.Logic("and", (a, b, c)))) == "unless (x one, x two and x three)"
    assert speak.applies(ir.Logic("and", (a, no(c), no(ir.Logic("and", (b, c)))))) == \
        "when x one, unless x three or (x two and x three)"
    assert speak.applies(ir.Logic("and", (ir.Logic("and", (a, b)), no(c)))) == "when x one and x two, unless x three"
    assert speak.applies(None) == ""


def test_result_legends_show_printed_instances():
    changsha = " ".join(_aid_text("changsha").split())
    assert "A1R2 : the attacker loses 1 step and retreats 2 hexes" in changsha
    assert "D1R1 : the defender loses 1 step and retreats 1 hex;" in changsha   # singular after 1
    assert "DR1 : the defender retreats 1 hex without loss" in changsha
    c = compiled_book("changsha")
    vocab = next(r for r in c.ir.vocabularies if r.id == "crt_result")
    entries = legend(vocab, list(c.ir.tables))
    assert all(e["printed"] for e in entries)
    printed = {cell for t in c.ir.tables for row in t.cells for cell in row for cell in cell.split("/")}
    assert {shown for e in entries for shown in e["shown"].split(", ")} <= printed


def test_a_legend_lists_every_number_a_code_is_printed_with():
    """Shanghai's legend showed D2 alone, and a player looked up the D3 the table prints in vain
    (the player probe), and a bare number 1 alone (the designer probe). A number glued into other
    text is said word by word (Changsha's Major Road 1/3 went unexplained beside 1/2); a meaning
    that only repeats its code keeps its one instance."""
    shanghai = compiled_book("shanghai_incident")
    vocab = next(v for v in shanghai.ir.vocabularies if any(p.pattern == "D{retreat}" for p in v.patterns))
    said = {e["shown"]: e["meaning"] for e in legend(vocab, list(shanghai.ir.tables))}
    assert said["D2, D3"] == "the defender retreats 2 or 3 hexes" and "D2" not in said
    assert said["A1"] == "the attacker retreats 1 hex"   # (one printed: as before, singular after 1)
    v = ir.Vocabulary(id="v", title="V", clause=None, split="", patterns=(
        ir.Pattern(pattern="D{n}", kind="d", meaning="The defender loses {n} steps"),
        ir.Pattern(pattern="{n}", kind="n", meaning="{n} MF to enter"),
        ir.Pattern(pattern="1/{n}", kind="r", meaning="1/{n} MF per hex"),
        ir.Pattern(pattern="{n} SP", kind="s", meaning="{n} SP"),
        ir.Pattern(pattern="E{n}", kind="e", meaning="Lose {n} steps")))
    cells = (("D1", "D4", "D2", "D6", "D3"), ("2", "3", "1/2", "1/3"), ("4 SP", "8 SP", "E2", "E2"))
    t = SimpleNamespace(results="v", column_results=(), columns=("a", "b", "c", "d", "e"), cells=tuple(
        tuple(row) + ("",) * (5 - len(row)) for row in cells))   # (what a legend reads of a table)
    shown = [(e["shown"], e["meaning"]) for e in legend(v, [t])]
    assert shown == [("D1 to D6", "the defender loses 1 to 6 steps"), ("2, 3", "2 or 3 MF to enter"),
                     ("1/2, 1/3", "1/2 or 1/3 MF per hex"), ("4 SP", "4 SP"), ("E2", "lose 2 steps")]


def test_legend_without_a_printed_table_writes_its_numbers_as_the_source_does():
    """Numbers filled in (A1R2) read as codes of a table the source does not print: `#` is written."""
    c = compiled_book("khalkin_gol")     # the GCRT is printed on the map, not in the rules
    vocab = next(r for r in c.ir.vocabularies if r.id == "gcrt_result")
    entries = {e["shown"]: e for e in legend(vocab, list(c.ir.tables))}
    assert entries["A#R#"]["meaning"] == "attacker eliminates # units; surviving attackers retreat # hexes"
    assert not entries["A#R#"]["printed"] and not any(ch.isdigit() for ch in "".join(entries))


def test_fill_and_quantity():
    assert fill("The attacker loses {loss} steps and retreats {retreat} hexes", {"loss": "2", "retreat": "1"}) \
        == "The attacker loses 2 steps and retreats 1 hex"
    assert fill("{rp} RP", {"rp": "1"}) == "1 RP"
    assert quantity("1", "air_units") == "1 air unit" and quantity("2", "hexes") == "2 hexes"


def test_edge_rules_read_as_rules(pages):
    c = compiled_book("changsha")
    crt = next(t for t in c.ir.tables if t.id == "crt")
    lines = [e["text"] for e in edge_lines(crt)]
    assert "Right of the 5:1 column: use the 5:1 column, +1 to the die roll per column beyond." in lines
    assert "Rolls below 2: use the 2-3 row." in lines
    for book in BOOKS:
        assert "Off the" not in pages[book]["tables.md"]
    assert "Rolls below 2: the result is “-” (no effect)." in _aid_text("changsha")


def test_shanghai_page_two_carries_the_key_modifiers():
    text = " ".join(_aid_text("shanghai_incident").split())
    assert "Key Modifiers" in text and "Key Numbers" in text
    assert "Chinese cost to enter a hex × 2 when the hex entered is within 2 hexes of the Japanese air unit" in text


# ---------------------------------------------------------------- the web book
@pytest.mark.parametrize("book", BOOKS)
def test_site_prose_shows_no_code(pages, book):
    for name, page in pages[book].items():
        prose = _prose(page)
        for what, rx in (("placeholder", PLACEHOLDER), ("if … then", IF_THEN), ("call", CALL),
                         ("call", CALL_ARGS), ("inline code", re.compile(r"`[^`\n]+`"))):
            hits = [prose[max(0, m.start() - 50):m.end() + 30] for m in rx.finditer(prose)]
            assert not hits, f"{book}/{name} shows {what}: {hits[:3]}"


@pytest.mark.parametrize("book", BOOKS)
def test_headings_show_numbers_and_titles_never_made_up_ids(pages, book):
    book_model = compiled_book(book).loaded.book
    rules = pages[book]["rules.md"]
    for c in book_model.clauses:
        line = next(x for x in rules.splitlines() if x.endswith(f"{{ #{c.id} }}") and x.startswith("#"))
        shown = html.unescape(re.sub(r"\\(.)", r"\1", line.split(" ", 1)[1].rsplit(" { #", 1)[0]))
        assert shown == heading(c.id, c.title)
        if not is_section_number(c.id) and not printed_number(c.id):
            assert c.id not in shown, line


def test_clause_names():
    assert heading("15.2", "Victory") == "15.2 Victory" and heading("victory", "Victory") == "Victory"
    assert heading("13.2.e", "IJA retreats") == "13.2.e IJA retreats"
    assert heading("II.1.a", "Movement") == "II.1.a Movement" and heading("14.2a", "X") == "14.2a X"
    assert heading("esp.1.1", "Events Phase") == "1.1 Events Phase"
    assert heading("combat.step_loss", "Step loss") == "Step loss"
    # a lowercase Roman numeral is printed as it is (`ii.1` read as a made-up prefix: "1 Lower")
    assert heading("ii.1", "Lower") == "ii.1 Lower" and heading("xiv.3", "X") == "xiv.3 X"
    assert heading("civil.1", "War") == "1 War" and heading("mix.2", "M") == "2 M"
    names = ClauseNames(compiled_book("shanghai_incident").ir.clauses)
    assert names.ref("combat.crt") == "Combat Results Table" and names.ref("II.1.d") == "II.1.d"
    assert names.chip("combat.crt") == "" and names.chip("pause.4", tail=True) == ""
    wots = ClauseNames(compiled_book("war_of_the_suns").ir.clauses)
    assert wots.chip("esp.1.1", tail=True) == "1.1"
    refs = [wots.ref(c.id) for c in compiled_book("war_of_the_suns").ir.clauses]
    assert len(set(refs)) == len(refs)      # every named clause is told apart by its reference


@pytest.mark.parametrize("book", BOOKS)
def test_titles_read_inside_a_sentence_keep_their_grammar(pages, book):
    """A title the web book reads inside a sentence must still be English there: "the Japan's RP for a
    turn" (a formula title read after "the") and "RP its expansion … took (a number)" (a unit
    description's field) were War of the Suns' words until the player probe of stop 61."""
    prose = _prose(pages[book]["rules.md"])
    sides = [s.title for s in compiled_book(book).ir.sides if s.title]
    hits = [f"the {side}'s" for side in sides if f"the {side}'s" in prose]   # (a side's name takes no "the")
    assert not hits, hits
    if book == "war_of_the_suns":
        assert "instead gives the Japanese RP for a turn, plus the bonuses for leaving Indochina alone" in prose
        assert "; its RP cost of expansion above its printed strength (a number, normally 0);" in prose


def test_changsha_over_stacking_example_names_the_player_who_places():
    """Changsha 9.1.c: the non-owning player places the excess units, and not nearer his own units;
    the example's title said "nearer their owner's units", the other player's (the player probe of
    stop 61)."""
    titles = [e.title for e in compiled_book("changsha").ir.examples if e.clause == "9.1.c"]
    assert titles and all("owner's" not in t for t in titles), titles
    assert any("placing (non-owning) player's units" in t for t in titles), titles


def test_references_to_named_clauses_read_as_titles(pages):
    rules = pages["shanghai_incident"]["rules.md"]
    assert "[\\[Combat Results Table\\]](#combat.crt)" in rules
    assert "\\[combat\\.crt\\]" not in rules
    assert "## Victory { #victory }" in rules and "victory Victory" not in rules
    # (on paper, brackets hold numbers a player looks up: a clause with none is named in quotes, stop 57)
    assert "(Combat Results Table)" not in _aid_text("shanghai_incident")
    assert "(“Combat Results Table”)" in _aid_text("shanghai_incident")
    assert "[Combat Results Table]" not in _aid_text("shanghai_incident")


# ---------------------------------------------------------------- the search index
HOSTILE_TITLE = 'Fish & Chips <script>alert(1)</script> "quoted"'


def test_search_index_titles_are_text_and_stay_escaped_on_the_page(tmp_path):
    """A clause title with &, < and " reaches the built site's search index as the text itself
    (the theme's search page escapes it once when it shows it) and the page as escaped text."""
    pytest.importorskip("mkdocs")
    from compiler.pipeline import compile_book
    (tmp_path / "book" / "book.rules").parent.mkdir()
    (tmp_path / "book" / "book.rules").write_text('''
book hostile {
  title "Cakes & Ale"
  side a "A"
  dice 1d6
}
clause 1 "''' + HOSTILE_TITLE.replace('"', '\\"') + '''" {
  says "Say & mean it [1]."
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "book")
    assert c.ok, [d.message for d in c.diagnostics()]
    docs = tmp_path / "docs"
    (docs / "books" / "hostile").mkdir(parents=True)
    (docs / "index.md").write_text("# Home\n", encoding="utf-8")
    for name, text in book_pages(c, environment()).items():
        (docs / "books" / "hostile" / name).write_text(text, encoding="utf-8")
    (tmp_path / "mkdocs.yml").write_text(
        f"site_name: test\ndocs_dir: docs\nsite_dir: site\nuse_directory_urls: false\n"
        f"theme:\n  name: mkdocs\nmarkdown_extensions:\n  - attr_list\n  - admonition\n  - tables\n"
        f"  - toc:\n      permalink: true\n  - pymdownx.superfences\n  - pymdownx.details\n"
        f"hooks:\n  - {ROOT / 'compiler' / 'site_search.py'}\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--quiet", "-f", str(tmp_path / "mkdocs.yml")],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    index = json.loads((tmp_path / "site" / "search" / "search_index.json").read_text(encoding="utf-8"))
    titles = [d["title"] for d in index["docs"]]
    assert f"1 {HOSTILE_TITLE}" in titles
    assert "Cakes & Ale: the rules" in titles
    assert not any("&amp;" in t or "&lt;" in t or "&quot;" in t for t in titles)
    page = (tmp_path / "site" / "books" / "hostile" / "rules.html").read_text(encoding="utf-8")
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    # the theme escapes a result's title before it shows it
    main_js = next((tmp_path / "site").rglob("search/main.js")).read_text(encoding="utf-8")
    assert "escapeHtml(title)" in main_js


def test_the_real_search_index_has_no_escaped_titles(tmp_path):
    site = tmp_path / "search" / "search_index.json"
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
                           str(ROOT / "mkdocs.yml"), "-d", str(tmp_path)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    docs = json.loads(site.read_text(encoding="utf-8"))["docs"]
    titles = [d["title"] for d in docs]
    assert "12.7.1 Maximum & Minimum Odds Ratios (Battle of Changsha)" in titles
    assert "Victory (Shanghai Incident — Player Aid)" in titles and not [t for t in titles if "victory Victory" in t]
    # each web book's entry says whose it is: "Stacking" was three hits of three books (the player probe)
    assert "Stacking (Khalkin-Gol War)" in titles and "Stacking" not in titles
    assert "Battle of Changsha" in titles and "Battle of Changsha (Battle of Changsha)" not in titles
    assert not [d["title"] for d in docs if not d["location"].startswith("books/") and "(Battle of Changsha)" in d["title"]]
    assert not [t for t in titles if "&amp;" in t]
    # a clause's collapsed .rules source is on its page, not in what search finds and shows (it was, in
    # 221 of Changsha's 270 entries: `clause 2.1 "Map" { says """ …`)
    books = [d for d in docs if d["location"].startswith("books/")]
    assert len(books) > 500 and not [d["location"] for d in books if "Source: rulebooks/" in d["text"]
                                     or 'says """' in d["text"]]
    page = (tmp_path / "books" / "changsha" / "rules.html").read_text(encoding="utf-8")
    assert page.count('<details class="source">') > 200
    # the browser's title names the book: every book has a page "Rules"
    assert "<title>Battle of Changsha: Rules - Wargame rules language</title>" in page
    assert "<title>All rulebooks - Wargame rules language</title>" in \
        (tmp_path / "books" / "index.html").read_text(encoding="utf-8")
    # a heading's permalink "¶" is the page's, not the search result's summary (all 26 whole-page entries
    # had one after every heading: 1,219)
    assert not [d["location"] for d in docs if "¶" in d["text"]] and page.count('class="headerlink"') > 200


def test_a_legend_leaves_out_a_fixed_field_of_zero_and_keeps_the_others():
    """`"A{loss}" => … "The attacker loses {loss} steps" { retreat: 0 }`: a player reads "the
    attacker loses 1 step", not "… (retreat 0)"; a fixed field that is not zero, or one with no
    meaning written to carry it, is still shown."""
    c = compiled_book("changsha")
    vocab = next(r for r in c.ir.vocabularies if r.id == "crt_result")
    entries = {e["shown"]: e["meaning"] for e in legend(vocab, list(c.ir.tables))}
    assert entries["A1"] == "the attacker loses 1 step"
    assert entries["DR1"] == "the defender retreats 1 hex without loss"
    fixed = ir.Pattern("X{n}", "attacker", "The attacker loses {n} steps", (("retreat", 2), ("loss", 0)))
    bare = ir.Pattern("Y", "attacker", "", (("retreat", 0),))
    named = ir.Pattern("Z", "attacker", "", (("step_losses", 1),))   # (a field's name in words, not `step_losses 1`)
    made = ir.Vocabulary("v", "V", None, "", (fixed, bare, named))
    shown = {e["shown"]: e["meaning"] for e in legend(made, [])}
    assert shown == {"X#": "the attacker loses # steps (retreat 2)", "Y": "retreat 0", "Z": "step losses 1"}


def test_a_blank_s_meaning_names_its_fixed_fields_filled_in():
    """`blank => disrupted "… for {turns} turns" { turns: 2 }` printed "{turns}" on the aid, in the web
    book and in an exception's line (regression probe: the meaning of a blank was printed as written)."""
    from compiler.table_text import blank_meaning
    blank = ir.Pattern("", "disrupted", "Every unit is disrupted for {turns} turns", (("turns", 2),))
    assert blank_meaning(ir.Vocabulary("v", "V", None, "", (), blank)) == "every unit is disrupted for 2 turns"
    other = ir.Pattern("", "disrupted", "Every unit is disrupted", (("turns", 2), ("loss", 0)))
    assert blank_meaning(ir.Vocabulary("v", "V", None, "", (), other)) == "every unit is disrupted (turns 2)"
    assert blank_meaning(ir.Vocabulary("v", "V", None, "", (), None)) == ""


def test_a_meaning_names_a_fixed_field_and_the_legend_does_not_repeat_it():
    """Changsha's barrage "1" read "… loses a step … (steps 1)": a field's name, to a player. Its meaning
    now names the field (`loses {steps} step`), filled in like a printed one and not repeated after."""
    c = compiled_book("changsha")
    vocab = next(r for r in c.ir.vocabularies if any(p.pattern == "1" for p in r.patterns))
    entries = {e["shown"]: e["meaning"] for e in legend(vocab, list(c.ir.tables))}
    assert entries["1"] == "one unit in the hex loses 1 step and every unit in the hex is disrupted"
    both = ir.Pattern("DR", "defender", "The defender retreats {retreat} hexes", (("retreat", 2), ("loss", 1)))
    made = ir.Vocabulary("v", "V", None, "", (both,))
    assert [e["meaning"] for e in legend(made, [])] == ["the defender retreats 2 hexes (loss 1)"]


def test_a_reference_in_a_title_or_a_legend_is_a_link():
    # (an example's title "Turn 2 is the last turn of scenario 1 [15.2]", a result's meaning "… [13.6]" printed the
    # reference as text, while the clause listed them among those referring to it: 59 in the four books)
    rules = (ROOT / "generated" / "site" / "books" / "changsha" / "rules.md").read_text(encoding="utf-8")
    assert "Turn 2 is the last turn of scenario 1 [\\[15\\.2\\]](#15.2)" in rules
    tables = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "tables.md").read_text(encoding="utf-8")
    assert "counterattack or retreat [\\[13\\.6\\]](rules.md#13.6)" in tables


def test_the_noun_a_1_counts_is_singular_past_its_adjectives():
    # ("D1: eliminate 1 enemy air units": only the word right after the 1 was made singular)
    from compiler.table_text import fill
    said = {m: fill(m, {"n": "1"}) for m in ("eliminate {n} enemy air units", "loses {n} steps and retreats",
                                            "loses {n} and retreats", "{n} column shifts left")}
    assert list(said.values()) == ["eliminate 1 enemy air unit", "loses 1 step and retreats", "loses 1 and retreats",
                                   "1 column shift left"], said


def test_comparisons_of_one_subject_joined_by_or_read_as_one(tmp_path):
    """`k == 0 or k == 1 or k == 2` read "the count is 0 or the count is 1 or the count is 2": the
    subject at each comparison (a fact's long title, 40 times in one condition, made 78 MB of web book)."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "C" {
  says "x"
  enum ground "Ground" { clear "Clear", woods "Woods", city "City" }
  fact hex_ground: ground = clear "The ground of the hex"
  fact k: count = 0 "The count of things"
  modifier m "M" { drm +1 when hex_ground == woods or hex_ground == city or k == 3 }
  modifier n "N" { drm +1 when k == 0 or k == 1 or k == 2 }
  modifier o "O" { drm +1 when k == 0 and k == 1 }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    speak = Speaker(c.ir)
    said = {x.id: speak.condition(x.applies.condition) for x in c.ir.modifiers}
    assert said == {"m": "the ground of the hex is Woods or City or the count of things is 3",
                    "n": "the count of things is 0, 1 or 2",
                    "o": "the count of things is 0 and the count of things is 1"}, said


def test_a_chain_of_untitled_formulas_is_read_in_place_only_while_it_stays_short(tmp_path):
    """Each untitled formula of a chain that wrote its parameter 8 times was read in place with its
    argument copied at each: 786 bytes of rules made 163 MB of web book."""
    from compiler.pipeline import compile_book
    eight = " + ".join(["size"] * 8)
    chain = "\n".join(f"  formula f{i}(size: number) = f{i - 1}({eight})" for i in range(2, 10))
    (tmp_path / "b.rules").write_text(f'''book b {{ title "B" side red "Red" dice 1d6 }}
clause 1 "C" {{
  says "x"
  formula f1(size: number) = {eight}
{chain}
  formula shown(size: number) "Shown" = f9(size)
}}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    text = Speaker(c.ir).formula(next(f for f in c.ir.formulas if f.id == "shown"))
    assert len(text) < 400 and "the answer of a formula without a title in [1]" in text, text


def test_a_reads_sentence_names_a_construct_by_its_title(tmp_path):
    """`reads "the movement allowance plus the [road_bonus]"` printed the brackets on the aid and, for a
    formula without a title, in the web book's formal content."""
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "Movement" {
  says "Units move farther along roads."
  constant road_bonus = 2 MP "Road bonus"
  formula road_move(mp: number) = mp + road_bonus reads "the movement allowance plus the [road_bonus]"
}
aid a1 "Aid" {
  formula road_move
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    html_text = render_html(c, c.ir.aids[0]) if c.ir.aids else ""
    assert "the movement allowance plus the Road bonus" in html_text and "[road_bonus]" not in html_text
    rules = book_pages(c, environment())["rules.md"]
    assert "plus the [Road bonus](" in rules and "road\\_bonus" not in rules.split("```")[0], rules


def test_a_side_the_book_names_without_an_article_is_read_so():
    """War of the Suns' web book said "the scenario's CP for the Japan" (player round 4)."""
    from compiler.expr_text import Phrases
    words = Phrases(compiled_book("war_of_the_suns").ir)
    assert words.side("japan") == "Japan" and words.side("siam") == "Siam"
    assert words.side("wa") == "the WA"   # ("Western Allies (WA)": by its initials, as "the KMT")
    assert Phrases(compiled_book("khalkin_gol").ir).side("japanese") == "the Japanese"
    rules = (ROOT / "generated/site/books/war_of_the_suns/rules.md").read_text("utf-8")
    assert "CP for Japan on" in rules and "for the Japan " not in rules


def test_a_support_line_reads_as_a_player_counts_it():
    """Changsha's scenario page printed "KMT, turn 1: 0 × none" for the source's "KMT Support:
    None", and "1 × air support markers" (the player probe)."""
    from compiler.table_text import support_text
    assert support_text(0, "none") == "none" and support_text(0, "") == "none"
    assert support_text(0, "artillery support markers") == "no artillery support markers"
    assert support_text(1, "air support markers, drawn at random") == "1 × air support marker, drawn at random"
    assert support_text(1, "fighter") == "1 × fighter" and support_text(2, "artillery") == "2 × artillery"
    page = (ROOT / "generated" / "site" / "books" / "changsha" / "rules.md").read_text(encoding="utf-8")
    assert "- KMT, turn 1: none\n" in page and "- IJA, turn 1: 1 × air support marker, drawn at random\n" in page
    assert "× none" not in page and "1 × air support markers" not in page


def test_what_a_modifier_is_counted_per_is_said_in_the_singular():
    """"1 column right, per Armored trains taking part" (a count fact's plural title after "per":
    the player probe)."""
    from compiler.aid_text import per_one
    assert per_one("KMT artillery support markers committed to this combat") == \
        "KMT artillery support marker committed to this combat"
    assert per_one("mechanized-class units with a shock symbol") == "mechanized-class unit with a shock symbol"
    assert per_one("left shifts the TEC gives") == "left shift the TEC gives"
    assert per_one("number of units") == "number of units" and per_one("its steps") == "its steps"
    index = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "index.md").read_text(encoding="utf-8")
    assert "1 column right, per armored train taking part in the attack" in index and "per armored trains" not in index


def test_a_permission_s_unless_reads_as_english_reads_it():
    """"may not barrage an enemy unit; unless …: may" read as a rule dump (the player probe): `may
    not X unless U` says in English what holds when U."""
    from compiler.aid_text import permission_sentence
    assert permission_sentence("may not", "attack", "", "the unit is in command") == \
        "may not attack unless the unit is in command"
    assert permission_sentence("must", "attack", "when adjacent", "the unit is disrupted") == \
        "must attack, when adjacent, unless the unit is disrupted"
    assert permission_sentence("may not", "enter a country, or a colony", "", "Japan invaded it") == \
        "may not enter a country, or a colony, unless Japan invaded it"
    # beside a condition with an `unless` of its own, the permission's says its answer
    assert permission_sentence("may not", "move", "when A, unless B", "C") == "may not move, when A, unless B; unless C: may"
    assert permission_sentence("may", "move", "", "") == "may move"
    page = (ROOT / "generated" / "site" / "books" / "changsha" / "rules.md").read_text(encoding="utf-8")
    assert "may not barrage an enemy unit unless at least one active friendly unit traces a line of sight" in page
    # a modifier's `when` after words with commas of their own takes one too ("…, a number the rules never
    # give when the IJA committed …" ran the condition into the fact's title: the player probe of stop 61)
    assert "a number the rules never give, when the IJA committed the coastal flotilla's support" in page
    assert "halved, rounded down, when the defending Chinese units are in a fort" in \
        (ROOT / "generated" / "site" / "books" / "shanghai_incident" / "rules.md").read_text(encoding="utf-8")
    # `may X when not A` is no `unless`: "may defend normally …, unless the unit was activated" read as
    # "an activated unit may not defend" (the player probe of stop 61)
    speak = Speaker(compiled_book("changsha").ir)
    defend = next(p for p in speak.book.permissions if p.id == "inactive_defend")
    assert speak.permission(defend) == ("may defend normally and retreat as combat results require, when the unit was "
                                        "not activated in this Action Phase's Activation Segment")


def test_a_conditional_addition_and_a_side_by_its_initials_read_as_players_say_them():
    """"retreat hexes + (unfilled if eliminated)" read in Python's order, and "the side that attacks
    is Chinese Kuomintang Army" named a side by a title players never use (the player probe)."""
    speak = Speaker(compiled_book("changsha").ir)
    x, y, c = ir.Ref("param", "retreat_hexes", "number"), ir.Ref("param", "unfilled", "number"), \
        ir.Ref("param", "eliminated", "flag")
    assert speak.expr(ir.Binary("+", x, ir.Cond(c, y, ir.Lit(0, "number"), "number"), "number")) == \
        "the number of retreat hexes, plus the unfilled if eliminated"
    assert speak.expr(ir.Ref("enum_value", "KMT", "side", enum="side")) == "the KMT"
    kg = Speaker(compiled_book("khalkin_gol").ir)     # (a title like "Soviet" stays as written)
    assert kg.expr(ir.Ref("enum_value", "soviet", "side", enum="side")) == "Soviet"
    aid = " ".join(_aid_text("changsha").split())
    assert "as many hexes as the defenders retreated, plus their unfilled step losses" in aid


def test_a_label_printed_over_the_columns_is_carried_to_the_web_book_the_aid_and_book_json(tmp_path):
    """The Barrage Table's columns were printed bare ("2 | 3–4 | 5–6 | 7–8"): a player read them as a
    second die, where the source prints "Barrage Value" over them (the player probe)."""
    from compiler.to_aid import render_html
    from compiler.pipeline import compile_book
    from dsl.ir_json import to_data
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "Barrage" {
  says "Roll on the table."
  table barrage "Barrage Table" {
    roll 1d6
    columns numbers "Barrage Value"
    | Die Roll | 2 | 3-4 |
    |----------|---|-----|
    | 1-6      | - | D   |
  }
  example "3 points" { barrage(roll: 4, value: 3) == "D" }
}
aid a1 "Aid" {
  table barrage
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.ir.tables[0].columns_label == "Barrage Value"
    assert '<th colspan="2">Barrage Value</th>' in render_html(c, c.ir.aids[0])
    assert '<tr class="axis"><th></th><th colspan="2">Barrage Value</th></tr>' in book_pages(c, environment())["tables.md"]
    assert to_data(c.ir)["tables"][0]["columns_label"] == "Barrage Value"
    page = (ROOT / "generated" / "site" / "books" / "changsha" / "tables.md").read_text(encoding="utf-8")
    assert '<th colspan="7">Combat Ratio</th>' in page and '<th colspan="4">Barrage Value</th>' in page
    assert c.module.TABLES["barrage"].columns_label == "Barrage Value"   # (the Python package's table too)


def test_a_constant_is_read_with_its_unit_and_an_exception_s_value_without_api_words():
    """Khalkin-Gol's aid: "If the owner is Soviet: 3 • Otherwise: 2 … instead, the answer is 1" (the
    constants carry "hexes"; "the answer is" read as an engine's words: the player probe). Inside
    arithmetic a constant stays a bare number ("1 air unit × (… × 1 supply unit)" read as factors)."""
    aid = " ".join(_aid_text("khalkin_gol").split())
    assert "If the owner is Soviet: 3 hexes" in aid and "Otherwise: 2 hexes" in aid
    assert "when winter is in effect this GT: instead, it is 1 hex." in aid
    speak = Speaker(compiled_book("khalkin_gol").ir)
    radius = ir.Ref("constant", "soviet_depot_radius", "number")
    assert speak.expr(radius) == "3 hexes"
    assert speak.expr(ir.Binary("*", radius, ir.Lit(2, "number"), "number")) == "3 × 2"


def test_a_question_asked_with_do_reads_as_its_statement():
    """"when … the answer to “Do the defenders gain the hexside's shifts?” is yes" (the player probe)."""
    from compiler.expr_words import _question
    assert _question("Do the defenders gain the hexside's shifts?") == "the defenders gain the hexside's shifts"
    assert _question("Does the result earn RP?") == "the result earns RP"
    assert _question("Does an active disrupted unit rally at the end of its Movement Segment?") \
        == "an active disrupted unit rallies at the end of its Movement Segment"
    assert _question("Does the unit ford the river?") == "the answer to “Does the unit ford the river?” is yes"
    # (a title written "Whether …" reads as its statement too: KG's, since the aid prints it as a title)
    # (the river shift's condition, spoken from its expression: the book gives it a `reads` since)
    kg = compiled_book("khalkin_gol").ir
    river = next(m for m in kg.modifiers if m.id == "river_shift")
    assert "and the defenders gain the hexside's shifts, unless" in Speaker(kg).applies(river.applies.condition)


def test_a_denied_question_reads_as_its_statement_denied():
    """"gives 0 if the answer to “Does the result earn RP?” is not yes" (the player probe): a question
    denied reads "the result does not earn RP"; one whose verb is not known reads "… is no"."""
    from compiler.expr_words import _question
    assert _question("Does the result earn RP?", negate=True) == "the result does not earn RP"
    assert _question("Does the unit ford the river?", negate=True) == "the answer to “Does the unit ford the river?” is no"
    assert _question("Is the target within range?", negate=True) is None   # ("is not within range": its verb)
    kg = compiled_book("khalkin_gol").ir
    asked = ir.Call("formula", "combat_loss_rp_qualifies", "flag")
    speak = Speaker(kg)
    assert speak.condition(ir.Unary("not", asked, "flag")) == "the result does not earn RP"
    assert speak.condition(asked) == "the result earns RP"
    page = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "instead gives 0 if the result does not earn RP, otherwise" in page
    assert "answer to “Does the result earn RP?”" not in page


def test_a_titled_call_says_the_value_it_is_given_for_a_parameter():
    """War of the Suns 30.2: "instead gives the Japanese RP for a turn, plus the bonuses …" never said
    which schedule (the call's argument, a table read, was dropped: the player probe). A value worked out
    for a parameter is said; a parameter passed on by name stays in the title."""
    page = (ROOT / "generated" / "site" / "books" / "war_of_the_suns" / "rules.md").read_text(encoding="utf-8")
    for campaign in ("Chinese", "Burma"):
        assert (f"plus the bonuses for leaving Indochina alone and for the oilfields, where the RP is the number in "
                f"the RP column of the {campaign} Campaign — Japanese RP per Turn for the current game turn") in page
    kg = compiled_book("khalkin_gol").ir
    passed = ir.Call("formula", "combat_loss_rp_qualifies", "flag", params=tuple(
        ir.Arg(n, ir.Ref("param", n, t)) for n, t in (("defender_units", "count"), ("defender_cf", "count"),
                                                       ("advanced", "flag"))))
    assert Speaker(kg).condition(passed) == "the result earns RP"


def test_changsha_s_advance_of_eliminated_defenders_names_who_advances():
    """Changsha 13.3.b read "When every defending unit was eliminated, they may advance as many hexes as
    the unfilled step losses …" ("they": the eliminated defenders, by its grammar; the player probe).
    The attackers advance by the defenders' unfilled step losses, the word of the seed and of 13.0."""
    c = compiled_book("changsha").ir
    says = next(cl.says for cl in c.clauses if cl.id == "13.3.b")
    assert says.startswith("When every defending unit was eliminated, the attackers may advance as many hexes as "
                           "the defenders' unfilled step losses plus the hexes of their retreat they did not make")


def test_a_legend_s_line_says_what_a_dash_and_a_blank_cell_mean():
    """"Result legend “Barrage result”: D, 1, -" (a dash read as nothing in particular) and Shanghai's
    legend without its blank cells (the player probe): a dash is followed by the meaning the book gives
    it, a blank cell is listed with its meaning; a dash the book gives no meaning reads "(blank)"."""
    from compiler.table_text import results_shown
    pages = {b: (ROOT / "generated" / "site" / "books" / b / "rules.md").read_text(encoding="utf-8")
             for b in ("changsha", "shanghai_incident", "war_of_the_suns")}
    assert "Result legend “Barrage result”: D, 1, \\- \\(no effect\\)" in pages["changsha"]
    assert "Result legend “Combat result”: \\(A\\), A1, D2, D3, Ae, De, Ex, blank \\(no effect\\)" \
        in pages["shanghai_incident"]
    assert "“RP from a supply center or port”: 1 to 5, \\+1, \\- \\(no RP\\), blank \\(no RP in this status\\)" \
        in pages["war_of_the_suns"]
    vocab = ir.Vocabulary("v", "V", None, "", (ir.Pattern("-", "none", ""), ir.Pattern("D", "d", "Disrupted")))
    assert results_shown(vocab, []) == "- (blank), D"


def test_an_order_of_battle_example_says_which_list_and_its_first_and_last_entries():
    """War of the Suns' OB examples read "KMT, Turn 1: the list runs from 54 Corps to …" (which list,
    and what of it is checked? the player probe): each now names the list and says which entries come
    first and last, and its checks read exactly the first and the last row of one table; each title is
    under 90 characters. The books' longest titles (165 characters, whole sentences) are cut to what
    their blocks check."""
    c = compiled_book("war_of_the_suns").ir
    tables = {t.id: t for t in c.tables}
    titled = re.compile(r"(?:(?:KMT|Japan|WA|CCP) (?:order of battle|set-up list), Turn \d+[^:]*"
                        r"|Turn 0 KMT (?:airbases|naval bases)): .+ first, .+ last")
    listed = [ex for ex in c.examples if titled.fullmatch(ex.title)]
    assert len(listed) == 86, len(listed)
    for ex in listed:
        looks = [n for n in ir.walk(ex.checks) if isinstance(n, ir.Lookup)]
        table = tables[looks[0].table]
        rows = {a.value.value for x in looks for a in x.args if a.name == "row"}
        assert {x.table for x in looks} == {table.id} and rows == {table.rows[0], table.rows[-1]}, ex.title
        assert len(ex.title) < 90, ex.title
    for book in BOOKS:
        assert not [ex.title for ex in compiled_book(book).ir.examples if "list runs from" in ex.title], book
        assert max(len(ex.title) for ex in compiled_book(book).ir.examples) < 104, book


def test_a_comparison_of_a_plural_subject_reads_are():
    """"the hexes is more than 1" (a condition's verb did not agree with a plural subject)."""
    from compiler.table_text import plural_head, singular
    assert plural_head("hexes the unit would have attacked") == 0 and plural_head("Air units sent") == 1
    assert plural_head("number of units") is None and plural_head("CCP CP for the turn") is None
    assert singular("bonus") == "bonus" and singular("hexes") == "hex"
    rules = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "when there is at least one entrenchment already in the hex" in rules
    assert "the entrenchments already in the hex is" not in rules


def test_a_permission_says_whom_it_binds_and_a_scenario_s_list_says_its_unless():
    """Khalkin-Gol's Scenario II read "No Soviet set-up in the Disputed Area: may not set up units in
    the Disputed Area" beside a Japanese set-up there; War of the Suns' special rules dropped the
    biochemical attack's "unless Japan has already declared…" (the second player probe)."""
    kg = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "No Soviet set\\-up in the Disputed Area: Soviet only: may not set up units in the Disputed Area" in kg
    assert "artillery units only: may not advance after combat" in kg
    wots = (ROOT / "generated" / "site" / "books" / "war_of_the_suns" / "rules.md").read_text(encoding="utf-8")
    line = next(x for x in wots.splitlines() if x.startswith("- Biochemical attack:"))
    assert "Japan only: may declare one biochemical attack" in line and "unless Japan has already declared" in line


def test_a_factor_of_one_a_modifier_put_in_place_and_the_larger_of_two_read_as_rules():
    """Khalkin-Gol: "instead, it is 1 × (the smaller of supply units and aerodromes × 1)", "instead,
    the combination of modifiers is the IJA counterattack", "the largest in size of" two (player probe)."""
    rules = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "instead gives the smaller of the number of supply units and the number of aerodromes" in rules and "1 × \\(" not in rules
    assert "“IJA counterattack” applies in place of the combination of modifiers “Net column shift" in rules
    assert "the larger in size of “Armor shock” and “Armored train”" in rules
    assert "supply\\_units" not in rules.replace("```", "\x00").split("\x00")[0]


def test_a_die_roll_modifier_read_from_a_table_cell_has_its_verb():
    """"Terrain (barrage): the number in the Barrage column … to the die roll" (no verb: designer probe)."""
    index = (ROOT / "generated" / "site" / "books" / "changsha" / "index.md").read_text(encoding="utf-8")
    assert "**Terrain \\(barrage\\)**: add the number in the Barrage column of the Terrain Effects Key" in index


def test_a_lookup_read_back_names_its_roll_and_the_header_row_it_selects():
    """"the Combat Results Table result for a roll of roll + …" left out the terrain header row the
    lookup selects (the second designer probe)."""
    speak = Speaker(compiled_book("shanghai_incident").ir)
    lookup = ir.Lookup("crt", "lookup", "result", args=(
        ir.Arg("roll", ir.Ref("param", "roll", "number")), ir.Arg("differential", ir.Lit(4, "number")),
        ir.Arg("terrain", ir.Ref("enum_value", "woods", "terrain", enum="terrain"))))
    assert speak.expr(lookup) == "the Combat Results Table result for the roll, 4 and Woods"


def test_two_phases_of_one_title_and_one_reading_get_one_box():
    """Khalkin-Gol 15.2 printed the same "Our reading" box twice, once for each side's 2nd Air Attack
    Phase (the second player probe)."""
    rules = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    box = next(x for x in rules.splitlines() if x.startswith("    *The phase of the sequence of play “2nd Air Attack"))
    assert rules.count(box) == 1


def test_an_exception_using_a_condition_on_a_yes_or_no_rule_says_when_the_answer_is_yes(pages):
    """Changsha's 20th Corps exception uses a condition for "may it activate?": the web book read
    "instead, it is the marker drawn in this Action Phase is a special activation marker … and is
    used and …" (the player probe, stop 57)."""
    rules = pages["changsha"]["rules.md"]
    assert "instead answers yes only when the marker drawn in this Action Phase is a special" in rules
    assert "instead gives the marker drawn" not in rules and "instead, it is the marker drawn" not in rules


def test_a_web_books_contents_page_says_what_its_boxes_mean_before_the_first_one():
    """The book pages used the labels "Doubt", "Our reading, not the rules'" and "Missing from the
    source", and said "the extraction" up to 128 times, without ever saying what they mean; Changsha's
    contents page opened with a Doubt box (the player probe)."""
    for book in ("changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"):
        page = (ROOT / "generated" / "site" / "books" / book / "index.md").read_text(encoding="utf-8")
        said = page.index("*How to read this book.*")
        assert said < page.find('!!! warning "Doubt"') or '!!! warning "Doubt"' not in page
        for label in ("**Doubt**", "**Our reading, not the rules'**", "**Missing from the source**",
                      '"The extraction" is the text copy of the printed rules'):
            assert label in page[said:said + 800], (book, label)


def test_a_common_word_of_a_value_s_title_is_lower_case_mid_sentence_and_a_name_keeps_its_capital(tmp_path):
    """"when the Air units sent …", "the Largest SP …": a value "Air unit" kept every title starting
    "Air …" capitalised, and an abbreviation after a word read as a name (the player probe of stop
    61). A word the book's text writes capitalised mid-sentence ("one Partisan unit") is a name."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
enum kind "Kind" { air "Air unit", partisan "Partisan", hill "Hill country" }
clause 1 "Air" {
  says "Two air units at most, one Partisan unit at most; the largest SP counts. A Partisan is a unit."
  fact sent: count "Air units sent to attempt CAS"
  fact here: count "Partisan units already in the hex"
  fact top: count "Largest SP among the units"
  fact hilly: count "Hill hexes crossed"
  permission p "P" { may not "send more" when sent > 2 }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    speak = Speaker(c.ir)
    said = {f.id: speak.expr(ir.Ref("fact", f.id, "count")) for f in c.ir.facts}
    assert said == {"sent": "the air units sent to attempt CAS", "here": "the Partisan units already in the hex",
                    "top": "the largest SP among the units", "hilly": "the Hill hexes crossed"}, said
    assert speak.permission(c.ir.permissions[0]) == "may not send more, when the air units sent to attempt CAS are more than 2"
    # whom a rule binds keeps the same capital ("partisan units only: may not occupy a hex that already
    # holds a Partisan", Khalkin-Gol 24.5: the player probe)
    assert speak.who_only("partisan") == "Partisan units only" and speak.who_only("air") == "air units only"
    kg = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "Partisan units only: may not occupy a hex that already holds a Partisan" in kg
    assert "partisan units only" not in kg


def test_a_parameter_reads_as_a_noun_and_half_of_a_value_reads_as_half(tmp_path):
    """Khalkin-Gol 24.8 read "2 RP if defender units is 4", 24.2 "the smaller of supply units and
    aerodromes", 22.2 "available ÷ 2, rounded up", War of the Suns "instead gives strength": a
    parameter read by its identifier's words (the player probe of stop 61)."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "C" {
  says "x"
  formula f(defender_units: count, aerodromes: count, strength: count, roll: roll of 1d6) =
    if defender_units == 4 then min(aerodromes, strength) else ceil(strength / 2) + floor(roll / 2)
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    said = Speaker(c.ir).formula(c.ir.formulas[0])
    assert said == ("If the number of defender units is 4: the smaller of the number of aerodromes and the strength; "
                    "otherwise (half of the strength, rounded up) + (half of the roll, rounded down)"), said


def test_a_side_given_to_a_titled_formula_is_named_in_its_this_side(tmp_path):
    """War of the Suns' oilfield modifiers read "… to Sinkiang for Kuomintang (KMT)": the side given
    tacked on the title by its full name (the player probe of stop 61)."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side kmt "Kuomintang (KMT)" side red "Red" dice 1d6 }
clause 1 "C" {
  says "x"
  fact found: flag = no "The oilfield is found"
  formula held(holder: side) "This side controls the oilfield road" = found and holder is kmt
  formula rp(n: count) "RP" = n
  modifier m "M" { on rp add 1 when held(kmt) }
  modifier r "R" { on rp add 1 when held(red) }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    speak = Speaker(c.ir)
    said = [speak.rule_condition(x.applies) for x in c.ir.modifiers]
    assert said == ["when the KMT controls the oilfield road", "when the Red controls the oilfield road"], said


def test_a_value_that_says_there_is_none_is_denied_as_the_values_it_leaves(tmp_path):
    """War of the Suns 1.3 read "When the inflation in effect in China is not No inflation"; the rules
    say "if rampant inflation or hyperinflation is in effect" (the player probe of stop 61)."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
enum state "State" { none_yet "No inflation", rampant "Rampant inflation", hyper "Hyperinflation" }
enum ground "Ground" { clear "Clear", woods "Woods" }
clause 1 "C" {
  says "x"
  fact inflation: state = none_yet "Inflation in effect"
  fact here: ground = clear "Ground of the hex"
  formula cp() "CP" = 13
  modifier m "M" { on cp add -1 when inflation is not none_yet }
  modifier w "W" { on cp add -1 when here is not woods }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    said = [Speaker(c.ir).rule_condition(x.applies) for x in c.ir.modifiers]
    assert said == ["when the inflation in effect is Rampant inflation or Hyperinflation",
                    "when the ground of the hex is not Woods"], said


def test_a_count_compared_with_one_says_whether_there_are_any_and_two_bounds_read_as_a_range(tmp_path):
    """Changsha 4.1.a read "when the times this drawn air support marker has already been used … are at
    least 1", Khalkin-Gol 19.3.1 "… in the artillery unit's hex are less than 1 unit", War of the
    Suns "when the current game turn is 16 or later and the current game turn is 18 or earlier" (the
    player probe of stop 61)."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "C" {
  says "x"
  constant one = 1 unit "One unit"
  fact uses: count "Times this marker has already been used, for a barrage, this turn"
  fact here: count "Attacking units, artillery aside, in the hex"
  fact bridges: count "Bridges already built in the hex"
  fact turn: count "Current game turn"
  permission a "A" { may not "use it" when uses >= 1 }
  permission b "B" { may not "attack" when here < one }
  permission c "C" { may not "build" when bridges > 0 }
  permission d "D" { must "hold" when turn >= 16 and turn <= 18 }
  permission e "E" { must "hold" when bridges >= 2 and bridges <= 3 and uses >= 1 }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    speak = Speaker(c.ir)
    said = [speak.rule_condition(p.applies) for p in c.ir.permissions]
    assert said == ["when this marker has already been used at least once, for a barrage, this turn",
                    "when there are no attacking units, artillery aside, in the hex",
                    "when there is at least one bridge already built in the hex",
                    "when the current game turn is 16 to 18",
                    "when the bridges already built in the hex are from 2 to 3 and this marker has already "
                    "been used at least once, for a barrage, this turn"], said


def test_a_declined_exception_is_named_by_its_quoted_title(pages):
    """Changsha 13.2.d read "The defender declines the exception Fortifications and cities ignore
    retreats", the title run into the sentence (the player probe of stop 61); inside the quotes of a
    condition's title it takes the inner marks."""
    rules = pages["changsha"]["rules.md"]
    assert "Condition “The defender declines the exception ‘Fortifications and cities ignore retreats’”" in rules
