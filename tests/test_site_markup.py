"""What a player sees in the web book when rulebook text looks like Markdown: the pages are turned
into HTML here with the extensions of mkdocs.yml, as `mkdocs build` does, and read back. A title
keeps its anchor, prose stays paragraphs of text (never a code block, heading, collapsible block
or list), and no escape shows its backslash.
"""
from __future__ import annotations

import re

import markdown
import yaml

from conftest import ROOT

from compiler.pipeline import compile_book
from compiler.templating import environment
from compiler.to_site import book_pages

BOOK = r'''book probe {
  title "Probe"
  side a "A"
  dice 1d6
  note "Para one ~~struck~~\n\nPara two\n\n    Para three indented"
}
clause 1 "Title with\nnewline ## and more" {
  says "First.\n\n    Indented four spaces.\n\nTitle-ish\n===\n\n??? details\n    x\n\n~~~\nfence\n~~~\n\nTab:\tand ~tilde~."
  note "Note\n\n    indented note"
  table notes "Footnoted" {
    columns keys
    footnote 3 "Third note."
    footnote 7 "Seventh note."
    | k | v |
    |---|---|
    | a | x^3 |
    | b | y^7 |
  }
}
'''


def _site_markdown(text: str) -> str:
    """`text` as mkdocs renders it, with the extensions of mkdocs.yml."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    extensions, configs = [], {}
    for ext in config["markdown_extensions"]:
        name, options = next(iter(ext.items())) if isinstance(ext, dict) else (ext, {})
        extensions.append(name)
        configs[name] = options or {}
    return markdown.markdown(text, extensions=extensions, extension_configs=configs)


def _html(tmp_path) -> dict[str, str]:
    (tmp_path / "book.rules").write_text(BOOK, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    return {name: _site_markdown(text) for name, text in book_pages(c, environment()).items()}


def _without_sources(html: str) -> str:
    return re.sub(r'<details class="source">.*?</details>', "", html, flags=re.S)


def test_a_title_with_a_line_break_keeps_its_heading_and_anchor(tmp_path):
    rules = _html(tmp_path)["rules.md"]
    assert re.search(r'<h2 id="1">1 Title with newline ## and more', rules), rules


def test_prose_that_looks_like_markdown_stays_paragraphs_of_text(tmp_path):
    rules = _without_sources(_html(tmp_path)["rules.md"])
    assert "<pre" not in rules and "<code" not in rules           # no indented code, no ~~~ fence
    assert "<h1" not in rules.split("</h1>", 1)[1]                 # no setext heading under "Title-ish"
    assert '<details class="details">' not in rules               # `??? details` is text
    assert "<p>Indented four spaces.</p>" in rules and "<p>indented note</p>" in rules
    assert "~tilde~" in rules.replace("&#126;", "~") and "\\~" not in rules


def test_a_book_note_of_several_paragraphs_stays_one_quote(tmp_path):
    index = _html(tmp_path)["index.md"]
    quote = re.search(r"<blockquote>(.*?)</blockquote>", index, re.S).group(1)
    assert "Para two" in quote and "<p>Para three indented</p>" in quote and "\\~" not in quote


def test_footnotes_keep_their_numbers(tmp_path):
    tables = _html(tmp_path)["tables.md"]
    assert "<ol>" not in tables
    assert "3. Third note." in tables and "7. Seventh note." in tables


def test_a_glossary_without_numbers_prints_no_empty_table(tmp_path):
    glossary = _html(tmp_path)["glossary.md"]
    assert "<table>" not in glossary and "No numbers." in glossary


def test_escaped_text_renders_as_written_in_markdown_and_html():
    """Every character Markdown or HTML reads specially, alone, doubled, next to the others and in
    words, renders back as the text written (escaped in one pass: `site_text._escaped`)."""
    import html
    from compiler.site_text import md_escape
    specials = "\\`*_{}[]()#+-.!|&<>~"
    texts = [specials, specials[::-1], " ".join(specials), "".join(c * 2 for c in specials),
             "a&amp;b &#126; \\[12.7\\] 1-2 3.5 x_y *z* <b>bold</b> ~~gone~~ a|b"]
    for text in texts:
        shown = _site_markdown(str(md_escape(text)))
        assert html.unescape(re.sub(r"</?p>", "", shown)) == text, (text, shown)


def test_no_character_shown_as_a_replacement_is_printable():
    """The templates' `finalize` prints a text that `str.isprintable` accepts as it is, without
    asking `dsl.limits.visible`: that holds while every character `visible` replaces is unprintable."""
    from dsl.limits import visible
    printable = "".join(c for c in map(chr, range(0x110000)) if c.isprintable())
    assert visible(printable) == printable


def test_glossary_terms_are_found_where_a_plain_whole_word_pattern_finds_them():
    """`site_text._terms_pattern` (the terms as a tree of their beginnings, a term's `\\b` before it
    written as a look behind, so `re` skips to a term's first character) matches what `\\b(term|…)\\b`, the longest first, matches: on every
    bundled book's prose and on texts made of terms, word characters and separators."""
    import random

    from compiler.site_text import _terms_pattern
    random.seed(7)
    made_up = (["ZOC", "EZOC", "Z", "zone of control", "é", "x1"],
               ["ZOC", "ZOCs", "ZO", "Z", "zone", "zones", "zone of control", "zone of", "x", "x1", "x12"],
               [f"a{'a' * i}" for i in range(70)] + ["ab", "b"],   # (past `re`'s nesting: one by one)
               ["-x", "-", "x-", "ZOC", "Z.O"])
    for n, folder in enumerate(sorted((ROOT / "rulebooks").iterdir())):
        book = compile_book(folder, run=False, emit=False, keep=False).ir
        for terms in ([t.id for t in book.terms], *(made_up if n == 0 else made_up[:1])):
            if not terms:
                continue
            plain = re.compile(r"\b(" + "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)) + r")\b")
            pieces = [*terms, " ", "_", ".", "\n", "x", "1", "é", "-"]
            texts = [c.says for c in book.clauses] + ["".join(random.choices(pieces, k=12)) for _ in range(3000)]
            ours = _terms_pattern(terms)
            for text in texts:
                assert [(m.span(), m.group(1)) for m in ours.finditer(text)] == \
                       [(m.span(), m.group(1)) for m in plain.finditer(text)], (terms, text)


def test_one_line_is_the_words_apart_by_one_space():
    import random

    from compiler.site_text import one_line
    random.seed(11)
    pieces = ["a", "bc", " ", "  ", "\t", "\n", "\xa0", "\u2003", "\u2028", "\x1c", "é", "—", ""]
    from dsl.limits import visible
    for text in ["", " ", "a", " a", "a ", "a  b", "a b"] + ["".join(random.choices(pieces, k=6)) for _ in range(5000)]:
        # (the separators W602 reports, U+2028 and U+001C, are shown as U+FFFD: not taken for spaces)
        assert one_line(text) == " ".join(visible(text).split()), repr(text)


def test_every_generated_page_opens_with_its_heading():
    """mkdocs takes a page's title (the browser's tab, the search results) from a heading that opens
    the page: each page opened with the comment that says it is generated, so every book's pages were
    titled after their files ("Rules", "Tables", "Glossary")."""
    from conftest import ROOT
    pages = sorted((ROOT / "generated" / "site" / "books").rglob("*.md"))
    assert len(pages) >= 17
    for page in pages:
        first = page.read_text(encoding="utf-8").split("\n", 1)[0]
        assert first.startswith("# ") and len(first) > 2, (page, first)


def test_clauses_written_on_one_line_each_show_their_own_source(tmp_path):
    """Each of the clauses one line holds showed the whole line as its source: 1,600 such clauses
    wrote a 141 MB page, and 6,400 ran a build out of memory."""
    (tmp_path / "book.rules").write_text(
        'book probe { title "Probe" side a "A" dice 1d6 }\n'
        + " ".join(f'clause {i} "C{i}" {{ says "t {{{i}}}" formula f{i}() = {i} }}' for i in range(1, 201)) + "\n",
        encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    from compiler.clause_source import clause_sources
    sources = clause_sources(c.loaded)
    assert sources["7"].text == 'clause 7 "C7" { says "t {7}" formula f7() = 7 }'
    assert sources["200"].text == 'clause 200 "C200" { says "t {200}" formula f200() = 200 }'
    assert len(book_pages(c, environment())["rules.md"]) < 200_000


def test_a_clause_s_source_is_its_own_lines_after_a_form_feed_or_a_line_separator(tmp_path):
    """The web book's source block was cut from the file by `splitlines`, which breaks at a form feed
    and at U+2028 too: after one in a comment every later block began a line early (without its
    closing `}`), while diagnostics and carets counted lines as the parser does."""
    (tmp_path / "book.rules").write_text(
        'book probe { title "Probe" side a "A" dice 1d6 }\n# a page\f break\n'
        'clause 1 "One" {\n  says "a \u2028 b"\n}\nclause 2 "Two" {\n  says "c"\n}\n', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    from compiler.clause_source import clause_sources
    sources = clause_sources(c.loaded)
    assert sources["1"].text == 'clause 1 "One" {\n  says "a \u2028 b"\n}'
    assert sources["2"].text == 'clause 2 "Two" {\n  says "c"\n}'


def test_a_line_separator_in_prose_is_shown_as_w602_promises(tmp_path):
    """U+2028 in a `says` was taken for a space in the web book's prose (`split`) and broke the
    clause's source block in two (Jinja's `indent` splits there): W602 promises U+FFFD everywhere."""
    (tmp_path / "book.rules").write_text(
        'book probe { title "Probe" side a "A" dice 1d6 }\nclause 1 "One" {\n  says "Alpha\u2028Beta."\n'
        '  aid a "Aid" { clause [1] }\n}\n', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert "W602" in [d.code for d in c.diagnostics()]
    rules = book_pages(c, environment())["rules.md"]
    assert "Alpha\ufffdBeta\\." in rules and 'says "Alpha\ufffdBeta."' in rules and "\u2028" not in rules
    from compiler.to_aid import _Reader
    assert _Reader(c.ir, c.ir.aids[0]).text(c.ir.clauses[0].says) == "Alpha\ufffdBeta."


def test_footnote_marks_say_note_to_a_screen_reader(tmp_path):
    """`x<sup>3</sup>` was read "x3"; the hidden word makes it "x note 3", hidden by its own style (a
    project made by `rules new` has no stylesheet of ours: a class showed the word on its pages)."""
    tables = _html(tmp_path)["tables.md"]
    hidden = re.search(r'<td>x<sup><span style="([^"]*)"> note </span>3</sup></td>', tables)
    assert hidden and "position:absolute" in hidden.group(1) and "clip:rect(0 0 0 0)" in hidden.group(1), tables


def test_a_missing_table_without_labels_prints_no_empty_table(tmp_path):
    (tmp_path / "book.rules").write_text('''book probe { title "Probe" side a "A" dice 1d6 }
clause 1 "Map tables" {
  says "The Events Table is printed on the map."
  table events "Events Table" missing "printed on the map" {
    roll 1d6
    columns numbers
  }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    tables = _site_markdown(book_pages(c, environment())["tables.md"])
    assert "Missing from the source" in tables and "<table" not in tables, tables


def test_glossary_headings_do_not_skip_a_level(tmp_path):
    (tmp_path / "book.rules").write_text('''book probe { title "Probe" side a "A" dice 1d6 }
clause 1 "Terms" {
  says "A hex is a space."
  term hex "Hex" says "One space of the map."
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    glossary = _site_markdown(book_pages(c, environment())["glossary.md"])
    levels = [int(n) for n in re.findall(r"<h(\d)", glossary)]
    assert levels[:3] == [1, 2, 3] and all(b - a <= 1 for a, b in zip(levels, levels[1:])), levels


def test_a_clauses_formal_content_is_folded_under_what_it_defines(tmp_path):
    """"**Formal content:** list “Counter background colour by side”." was shown under every clause, a
    line that read like a data schema (player probe): it is a folded block, like the source, titled by
    what the clause defines, each construct an item of a list with its link kept."""
    (tmp_path / "book.rules").write_text('''book probe { title "Probe" side a "A" dice 1d6 }
clause 1 "Movement" {
  says "Roads help."
  constant road = 2 MP "Road *bonus* after [2]"
  table tek "TEK" {
    columns keys
    | k | v |
    |---|---|
    | a | 1 |
  }
  term hex "Hex" says "One space of the map."
}
clause 2 "Combat" { says "Fight." }
''', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    rules = _site_markdown(book_pages(c, environment())["rules.md"])
    folded = re.search(r'<details class="defined">(.*?)</details>', rules, re.S)
    assert folded and "Formal content" not in rules, rules
    assert "<summary>What this section defines: a value, a table and a glossary term</summary>" in folded.group(1)
    items = re.findall(r"<li>(.*?)</li>", folded.group(1), re.S)
    assert items == ['Value “Road *bonus* after <a href="#2">[2]</a>”: 2 MP', 'Table <a href="tables.md#table-tek">TEK</a>',
                     'Glossary term <a href="glossary.md#term-hex">Hex</a>'], items


def _tables_page(book: str) -> str:
    from conftest import compiled_book
    return _site_markdown(book_pages(compiled_book(book), environment())["tables.md"])


def _grid(folded: str) -> tuple[list[list[str]], dict[str, list[str]]]:
    """A folded chances grid: its header rows as [label, columns…], and each result → its cells."""
    thead = re.search(r"<thead>(.*?)</thead>", folded, re.S).group(1)
    head = [re.findall(r"<th>(.*?)</th>", row) for row in re.findall(r"<tr>(.*?)</tr>", thead, re.S)]
    body = {}
    for row in re.findall(r"<tr>(.*?)</tr>", re.search(r"<tbody>(.*?)</tbody>", folded, re.S).group(1), re.S):
        body[re.search(r"<th>(.*?)</th>", row).group(1)] = re.findall(r"<td>(.*?)</td>", row)
    return head, body


def test_a_dice_table_folds_its_chances_under_it():
    """Under each dice table the source prints, its chances with nothing added to the roll, folded
    like what a section defines, as a grid laid out like the table: Changsha's 1:3 column is A1R2 on
    2 to 5 rolled (10 of 36), A1R1 on 6 (5), A1 on 7 to 10 (18), A1/D1 on 11 and 12 (3). A table the
    source does not print has none."""
    folded = re.findall(r'<details class="chances">(.*?)</details>', _tables_page("changsha"), re.S)
    assert len(folded) == 2, folded   # the Combat Results Table and the Barrage Table
    assert "<summary>Chances with no modifier</summary>" in folded[0]
    assert "when you roll 2d6, with nothing added to the roll and no column shift: what the rules add" in folded[0]
    head, body = _grid(folded[0])
    assert head == [["", "1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1"]]
    assert [(name, cells[0]) for name, cells in body.items() if cells[0]] == \
        [("“A1R2”", "27.8%"), ("“A1R1”", "13.9%"), ("“A1”", "50.0%"), ("“A1/D1”", "8.3%")]
    assert list(body)[:3] == ["“A1R2”", "“A1R1”", "“A1”"]      # as a rising roll meets them
    assert body["“D2R3”"] == ["", "", "", "", "8.3%", "27.8%", "41.7%"]   # empty: never in that column
    # the Barrage Table's results quoted as printed: a dash is no "minus 33.3", a "1" no "116.7%"
    head, barrage = _grid(folded[1])
    column = head[-1].index("3–4") - 1
    assert {name: cells[column] for name, cells in barrage.items() if cells[column]} == \
        {"“-”": "33.3%", "“D”": "50.0%", "“1”": "16.7%"}
    khalkin = _tables_page("khalkin_gol")
    assert khalkin.count('<details class="chances">') == 1   # cas_roll; the map's tables are not printed
    # Shanghai: four header rows relabel the same twelve printed columns: twelve columns, not 42 lines;
    # a blank cell is named, not quoted (the City +1 column: blank on a 1)
    folded = re.findall(r'<details class="chances">(.*?)</details>', _tables_page("shanghai_incident"), re.S)
    head, body = _grid(folded[0])
    assert [row[0] for row in head] == ["City; River", "Town", "Woods", "Clear"] and len(head[0]) == 13
    city = head[0].index("+1") - 1
    assert head[1][city + 1] == "0" and head[3][city + 1] == "-2"        # one column, under every header row
    assert {name: cells[city] for name, cells in body.items() if cells[city]} == \
        {"blank": "16.7%", "“A1”": "33.3%", "“(A)”": "50.0%"}
    assert len(body) == 8 and "<li>" not in folded[0]
    # named columns (the Random Events Table's turn spans) are never shifted: no shift is spoken of
    suns = _tables_page("war_of_the_suns")
    assert "when you roll 2d6, with nothing added to the roll: what the rules add to the roll during play" in suns
