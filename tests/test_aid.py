"""Player aids: each book's aid prints on at most two landscape pages of the asked paper, no text
below 7 pt, every table whole on one page with every cell in place, and the Shanghai aid carries
everything the printed aid does. The PDFs are printed afresh here (WeasyPrint), read back with
pdfplumber. To look at them: `python -m compiler.aid_preview BOOK` (PNG pages in test-artifacts/).
"""
from __future__ import annotations

import io
import html
import re
import struct
import subprocess
import sys

import attrs
import pytest

from conftest import ROOT, bundled_books, compiled_book

pdfplumber = pytest.importorskip("pdfplumber")
from compiler.system_libraries import pdf_unavailable  # noqa: E402

if pdf_unavailable():
    pytest.skip(pdf_unavailable(), allow_module_level=True)

from compiler import aid_cells, to_aid  # noqa: E402
from compiler.table_data import table_data  # noqa: E402

A4_LANDSCAPE = (841.89, 595.28)
LETTER_LANDSCAPE = (792.0, 612.0)
BOOKS = [b for b in bundled_books() if compiled_book(b).loaded.book.aids]


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """book → (html, pdf path), printed afresh on the aid's own paper."""
    out = {}
    for book in BOOKS:
        folder = tmp_path_factory.mktemp(book)
        to_aid.write_aids(compiled_book(book), folder)
        out[book] = ((folder / "aid.html").read_text(encoding="utf-8"), folder / "aid.pdf")
    return out


def _norm(text) -> str:
    return re.sub(r"\s+", "", text or "")


def _expected_rows(t: dict) -> list[list[str]]:
    if t["header_rows"]:
        head = [[h["label"], *h["columns"]] for h in t["header_rows"]]
    else:
        head = [[t["corner"], *t["columns"]]] if t["columns"] else []
    def marked(text: str, marks) -> str:   # a footnote mark (`^3`) is printed after its cell, raised
        return text + "".join(m[1:] for m in marks if m.startswith("^"))
    return head + [[marked(row, row_marks), *(marked(c, m) for c, m in zip(cells, marks))]
                   for row, cells, row_marks, marks in zip(t["rows"], t["cells"], t["row_marks"], t["marks"])]


def _aid_tables(book: str) -> list[dict]:
    c = compiled_book(book)
    aid = c.ir.aids[0]
    tables = {t.id: t for t in c.ir.tables}
    # (as the aid prints them: characters its fonts do not draw left out, a column of blocks as rows:
    # `aid_cells`, tested in test_aid_cells.py)
    return [table_data(aid_cells.printed(tables[i.value])[0]) for i in aid.items if i.kind == "table"]


def test_every_aid_is_built():
    assert {"changsha", "khalkin_gol", "shanghai_incident"} <= set(BOOKS)
    for book in BOOKS:
        assert (ROOT / "generated" / book / "aid.html").is_file()
        assert (ROOT / "generated" / book / "aid.pdf").read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize("book", BOOKS)
def test_generated_aid_html_is_current(book):
    c = compiled_book(book)
    assert (ROOT / "generated" / book / "aid.html").read_text(encoding="utf-8") == \
        to_aid.render_html(c, c.ir.aids[0])


def _every_aid_pdf(printed, book: str) -> list:
    """The PDFs of every aid of a book (`aid.pdf`, then `aid-<id>.pdf` for its further aids)."""
    folder = printed[book][1].parent
    pdfs = sorted(folder.glob("aid*.pdf"))
    assert len(pdfs) == len(compiled_book(book).ir.aids), pdfs
    return pdfs


@pytest.mark.parametrize("book", BOOKS)
def test_at_most_two_landscape_a4_pages(printed, book):
    """Every aid of a book, its further aids too (War of the Suns prints its charts and its Expanded
    Sequence of Play as two aids: together on one, they took three pages)."""
    for path in _every_aid_pdf(printed, book):
        with pdfplumber.open(path) as pdf:
            assert 1 <= len(pdf.pages) <= 2, path.name
            for page in pdf.pages:
                assert (page.width, page.height) == pytest.approx(A4_LANDSCAPE, abs=0.5)


@pytest.mark.parametrize("book", BOOKS)
def test_no_text_below_7pt(printed, book):
    for path in _every_aid_pdf(printed, book):
        with pdfplumber.open(path) as pdf:
            sizes = [ch["size"] for page in pdf.pages for ch in page.chars if ch["text"].strip()]
        assert sizes and min(sizes) >= 6.99, path.name


@pytest.mark.parametrize("book", BOOKS)
def test_every_table_whole_on_one_page_with_every_cell(printed, book):
    with pdfplumber.open(printed[book][1]) as pdf:
        found = [[[_norm(cell) for cell in row] for row in table]
                 for page in pdf.pages for table in page.extract_tables()]
    tables = _aid_tables(book)
    assert tables
    for t in tables:
        want = [[_norm(cell) for cell in row] for row in _expected_rows(t)]
        # a printed table is one ruled grid on one page: its rows appear there in order
        hits = [rows for rows in found if [r for r in rows if r in want] == want]
        assert hits, f"{book}: table {t['id']} is not printed whole with its cells: {want[:3]}…"


def test_shanghai_crt_is_drawn_like_the_printed_one(printed):
    html, _ = printed["shanghai_incident"]
    labels = re.findall(r'<tr class="offset"><th class="label">([^<]*)</th>', html)
    assert labels == ["City; River", "Town", "Woods", "Clear"]
    crt = next(t for t in _aid_tables("shanghai_incident") if t["id"] == "crt")
    underlined = sum("underline" in marks for row in crt["marks"] for marks in row)
    assert underlined > 0 and html.count("<u>") - html.count("<u>underlined</u>") == underlined
    assert "<u>D3</u>" in html and "<u>Ex</u>" not in html


def test_shanghai_aid_leaves_out_no_clause():
    """Every clause of the Shanghai aid (the whole book is its printed aid) is on the printed aid:
    listed itself, the home of a listed table, formula or sequence, a step of a listed sequence,
    or made only of such clauses."""
    c = compiled_book("shanghai_incident")
    book = c.loaded.book
    items = book.aids[0].items
    covered = {i.value for i in items if i.kind == "clause"}
    for kind, field in (("table", "tables"), ("formula", "formulas"), ("sequence", "sequences")):
        names = {i.value for i in items if i.kind == kind}
        covered |= {n.clause for n in getattr(book, field) if n.id in names and n.clause}

    def step_refs(steps):
        for s in steps:
            if s.ref:
                yield s.ref.target
            yield from step_refs(s.children)
    for seq in book.sequences:
        if seq.id in {i.value for i in items if i.kind == "sequence"}:
            covered |= set(step_refs(seq.steps))
    children = {}
    for cl in book.clauses:
        children.setdefault(cl.parent, []).append(cl.id)

    def is_covered(cid):
        return cid in covered or (cid in children and all(is_covered(k) for k in children[cid]))
    assert [cl.id for cl in book.clauses if not is_covered(cl.id)] == []


def test_shanghai_pdf_text_carries_the_printed_sections(printed):
    with pdfplumber.open(printed["shanghai_incident"][1]) as pdf:
        text = " ".join(page.extract_text() for page in pdf.pages)
    # (the bombardment note is the legend's own: the aid's copy of it printed it twice, the player probe)
    for words in ("I. Pieces", "General Rules", "Victory", "Set Up", "Combat Resolution", "Step loss",
                  "Retreat", "Stiff Resistance", "Advance After Combat", "II. Turn Structure",
                  "Pause procedure", "Chinese Logistics", "In a bombardment an (A) result falls"):
        assert words in text


def test_pdf_is_deterministic_with_fixed_dates(printed):
    html, pdf = printed["shanghai_incident"]
    assert to_aid.render_pdf(html) == pdf.read_bytes()
    with pdfplumber.open(pdf) as doc:
        assert doc.metadata["CreationDate"] == doc.metadata["ModDate"] == "D:20240101000000Z"


@pytest.mark.parametrize("book", BOOKS)
def test_the_committed_pdf_is_what_its_html_prints(printed, book):
    # `rules build` reuses generated/<book>/aid.pdf when its trailer names the HTML it was printed
    # from (`printed_from`); here the committed pair is printed afresh and compared, byte for byte
    html, pdf = printed[book]
    committed = ROOT / "generated" / book
    assert (committed / "aid.html").read_text(encoding="utf-8") == html
    assert (committed / "aid.pdf").read_bytes() == pdf.read_bytes(), (
        f"generated/{book}/aid.pdf is stale: delete it and run `rules build`")


def test_rules_aid_prints_on_letter(tmp_path):
    """`--paper Letter` as an aid's `page` writes the paper (it was refused: only `letter`)."""
    done = subprocess.run([sys.executable, "-m", "compiler", "aid", "shanghai_incident", "--paper", "Letter",
                           "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "size: letter landscape" in (tmp_path / "aid.html").read_text(encoding="utf-8")
    with pdfplumber.open(tmp_path / "aid.pdf") as pdf:
        assert 1 <= len(pdf.pages) <= 2
        assert all((p.width, p.height) == pytest.approx(LETTER_LANDSCAPE, abs=0.5) for p in pdf.pages)
    usage = subprocess.run([sys.executable, "-m", "compiler", "aid", "shanghai_incident", "--paper", "a3"],
                           cwd=ROOT, capture_output=True, text=True)
    assert usage.returncode == 2


def test_preview_renders_each_page_to_png(tmp_path):
    done = subprocess.run([sys.executable, "-m", "compiler.aid_preview", "changsha", "--dpi", "40",
                           "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    pngs = sorted(tmp_path.glob("page-*.png"))
    assert [p.name for p in pngs] == [f"page-{n}.png" for n in range(1, len(pngs) + 1)] and pngs
    for png in pngs:
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert width > height > 300   # landscape, A4 at 40 dpi is 468 x 331


def test_preview_without_a_renderer_names_what_to_install(tmp_path, monkeypatch, capsys):
    """With neither pdftoppm nor pypdfium2 (an install without the test extra), the preview ended in
    an ImportError traceback (the docs probe, stop 58)."""
    from compiler import aid_preview
    monkeypatch.setattr(aid_preview.shutil, "which", lambda name: None)
    monkeypatch.setitem(sys.modules, "pypdfium2", None)   # (its import raises ImportError)
    assert aid_preview.main(["changsha", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "neither is installed" in err and "apt-get install poppler-utils" in err and "pip install pypdfium2" in err
    assert not list(tmp_path.glob("page-*.png"))


def test_hostile_rulebook_text_stays_text(tmp_path):
    from compiler.pipeline import compile_book
    (tmp_path / "book.rules").write_text('''
book hostile {
  title "Hostile </title><script>alert(1)</script>"
  side a "A"
  dice 1d6
}
clause 1 "Rule </style><b>bold</b>" {
  says """Say {{ 7 * 7 }} and \\"quotes\\" and </p><script>x()</script> [1]."""
}
aid hostile_aid "Aid </h1><script>alert(2)</script>" {
  heading "<img src=x onerror=alert(3)>"
  clause [1]
  note "{% raw %}&amp; </style>"
}
''', encoding="utf-8")
    c = compile_book(tmp_path)
    assert c.ok, [d.message for d in c.diagnostics()]
    html = to_aid.render_html(c, c.ir.aids[0])
    assert "<script>" not in html and "<img" not in html and "</style><b>" not in html
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in html and "{{ 7 * 7 }}" in html
    assert "&amp;amp; &lt;/style&gt;" in html
    assert html.count("<style>") == 1 and html.count("</style>") == 1


def test_shanghai_second_page_is_used(printed):
    """Page 2 carries the turn structure, the pause and, in its last column, the key modifiers
    and numbers: text reaches the third column and most of the page's height."""
    with pdfplumber.open(printed["shanghai_incident"][1]) as pdf:
        assert len(pdf.pages) == 2
        page = pdf.pages[1]
        chars = [ch for ch in page.chars if ch["text"].strip()]
        text = page.extract_text()
    third = [ch for ch in chars if ch["x0"] > page.width * 2 / 3]
    assert third, "nothing in the third column of page 2"
    assert max(ch["bottom"] for ch in chars) > page.height * 0.8
    for words in ("Key Modifiers", "Key Numbers", "Pause procedure"):
        assert words in text


def test_table_footnotes_are_printed_on_the_aid(printed):
    """The web book printed the Terrain Effects Key's footnotes; the aid dropped their marks and texts,
    so "Fortification 1L" lost "The defender ignores retreat results"."""
    html, _ = printed["changsha"]
    key = next(t for t in _aid_tables("changsha") if t["id"] == "terrain_effects")
    assert key["footnotes"]
    for note in key["footnotes"]:
        assert f'<p class="footnote"><sup>{note["mark"]}</sup> {note["text"]}</p>' in html
    assert '<th class="l">Woods<sup>1</sup></th>' in html and '<td class="c">1L<sup>4</sup></td>' in html


def test_a_scenario_s_rule_on_the_aid_says_which_scenario(tmp_path):
    """A scenario's special rule printed without its scenario read as if it always applied."""
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  modifier dark "Dark" { shift 1 left when night }
  permission cross "Crossing" { may "cross rivers" }
  clause 1.1 "Scenario" {
    says "y"
    scenario meet "Meeting engagement" {
      turns 1 to 3
      exception bright "Bright nights" { overrides dark cancel }
      permission swim "Swimming" { may not "swim" }
    }
  }
}
aid a "Aid" {
  exception bright
  permission swim
  permission cross
}
''', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [d.message for d in c.diagnostics()]
    html = render_html(c, c.ir.aids[0])
    assert "overrides “Dark”, in the scenario “Meeting engagement” only: the modifier does not apply." in html
    assert "may not swim, in the scenario “Meeting engagement” only" in html
    assert "may cross rivers, in the scenario" not in html


def test_a_rule_on_the_aid_carries_its_exceptions_and_a_table_its_notes(tmp_path):
    """The aid printed Changsha's tank support without "not across a river", and dropped the notes of
    a table (the terrain key's legend: P, OTIH) and of a result vocabulary (found by the player
    probe). An exception which is an item of its own is not printed twice; one whose clause the aid
    prints elsewhere still is, under its rule (Shanghai's forts were doubled on page 2 with no word
    of the engineers that ignore them, their clause on page 1: the player probe, round 2)."""
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "One" {
  says "x"
  fact across_river: flag = no "Across a river"
  fact night: flag = no "Night"
  modifier tank "Tank support" { shift 1 right }
  exception no_tank "No tanks across rivers" { overrides tank when across_river cancel }
  results r "R" {
    "X" => miss "Nothing happens"
    note "X: the attack fails; RESULTNOTE"
  }
  table t "T" {
    roll 1d6
    results r
    | 1d6 | a |
    |---|---|
    | 1-6 | X |
    note "TABLENOTE: P is prohibited"
  }
  clause 1.1 "Night" {
    says "At night nothing moves."
    exception dark "Dark" { overrides tank when night cancel priority 1 }
  }
}
aid a "Aid" {
  table t
  results r
  modifier tank
  clause [1.1]
}
''', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [d.message for d in c.diagnostics()]
    html = render_html(c, c.ir.aids[0])
    assert ('<p class="except">Except: <b>No tanks across rivers</b> <span class="ref">[1]</span>: when across a '
            'river: the modifier does not apply.</p>') in html, html
    assert '<p class="except">Except: <b>Dark</b> <span class="ref">[1.1]</span>: when night' in html, html
    listed = render_html(c, attrs.evolve(c.ir.aids[0], items=c.ir.aids[0].items + (
        attrs.evolve(c.ir.aids[0].items[-1], kind="exception", value="dark"),)))
    assert "Except: <b>Dark</b>" not in listed   # (an item of the aid: printed there, not again)
    assert "TABLENOTE: P is prohibited" in html and "RESULTNOTE" in html


_WIDE_COLUMNS = 60
_LONG_ROWS = 200
_LONG_WORD = "Unbroken" * 20
_LONG_STEPS = 150


@pytest.fixture(scope="module")
def overflowing(tmp_path_factory):
    """A book whose aid holds what used to run off its column or the paper: (html, pdf path)."""
    from compiler.pipeline import compile_book
    folder = tmp_path_factory.mktemp("overflow")
    head = " | ".join(f"c{i}" for i in range(_WIDE_COLUMNS))
    wide = "\n".join([f"    | k | {head} |", "    |---|" + "---|" * _WIDE_COLUMNS,
                      "    | r | " + " | ".join(f"v{i}" for i in range(_WIDE_COLUMNS)) + " |"])
    long = "\n".join(f"    | row{i} | value {i} |" for i in range(_LONG_ROWS))
    steps = "\n".join(f'    step s{i} "Stepnumber{i}"' for i in range(_LONG_STEPS))
    (folder / "b.rules").write_text(f'''book b {{ title "B" side red "Red" dice 1d6 }}
clause 1 "Why a question?" {{
  says "{_LONG_WORD} ends here."
  constant far = 3 units "{_LONG_WORD}"
  table long "Long" {{
    | Key | Value |
    |-----|-------|
{long}
  }}
  table wide "Wide" {{
{wide}
  }}
  table cell "One long cell" {{
    | Key | Value |
    |-----|-------|
    | a | {_LONG_WORD} |
  }}
  sequence turn "Long turn" {{
{steps}
  }}
}}
aid a "Aid" {{
  clause [1]
  constant far
  table long
  table wide
  table cell
}}
aid s "Steps" {{
  sequence turn
}}
''', encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [d.message for d in c.diagnostics()]
    to_aid.write_aids(c, folder)
    return (folder / "aid.html").read_text(encoding="utf-8"), folder / "aid.pdf"


def test_nothing_on_the_aid_runs_past_its_column_or_off_the_paper(overflowing):
    """A word longer than a column, a constant's long title, a cell of one long word and a grid of
    60 columns ran across the next column and off the paper, cut off there. The grid, wider than
    the page with its headers whole, prints in groups of columns, each with its row labels."""
    html, pdf_path = overflowing
    assert 'class="block table span" id="table-wide"' in html and 'class="block table span" id="table-cell"' in html
    assert '<table class="list wraps block">' in html         # the constant's long word may break anywhere
    with pdfplumber.open(pdf_path) as pdf:
        for page in pdf.pages:
            inside = page.width - 8 * 72 / 25.4 + 1    # the right margin is 8 mm
            assert max(ch["x1"] for ch in page.chars) <= inside, f"page {page.page_number}: text off the paper"
        capitals = sum(ch["text"] == "U" for page in pdf.pages for ch in page.chars)
        grids = [[[_norm(cell) for cell in row] for row in table]
                 for page in pdf.pages for table in page.extract_tables()]
    assert capitals == 3 * _LONG_WORD.count("U")      # the long word printed whole, three times
    groups = [g for g in grids if g[0][0] == "k"]
    assert len(groups) > 1 and all(g[1][0] == "r" for g in groups)
    assert [cell for g in groups for cell in g[0][1:]] == [f"c{i}" for i in range(_WIDE_COLUMNS)]


def test_a_table_taller_than_a_column_leaves_no_page_empty(overflowing):
    """A table of 200 rows, kept whole, was pushed past the first page, which printed empty."""
    html, pdf_path = overflowing
    assert 'class="table" id="table-long"' in html
    with pdfplumber.open(pdf_path) as pdf:
        first = _norm(pdf.pages[0].extract_text())
        text = "".join(_norm(page.extract_text()) for page in pdf.pages)
    assert "row0value0" in first
    assert all(f"row{i}value{i}" in text for i in range(_LONG_ROWS))


@pytest.mark.parametrize("book", ["changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"])
def test_only_a_list_holding_a_word_too_long_for_it_breaks_anywhere(book):
    """WeasyPrint sizes a cell that may break anywhere by trying every break: a seventh more time
    printing Shanghai Incident's aid, whose constants have no such word."""
    html = (ROOT / "generated" / book / "aid.html").read_text(encoding="utf-8")
    assert "list wraps" not in html and ("<table class=\"list" in html) == (book in ("changsha", "shanghai_incident"))


def test_a_sequence_longer_than_a_column_leaves_no_page_empty(overflowing):
    """A sequence of 150 steps, kept whole like a tall table, was pushed past the first page."""
    folder = overflowing[1].parent
    html = (folder / "aid-s.html").read_text(encoding="utf-8")
    assert '<section class="sequence">' in html
    with pdfplumber.open(folder / "aid-s.pdf") as pdf:
        first = _norm(pdf.pages[0].extract_text())
        text = "".join(_norm(page.extract_text()) for page in pdf.pages)
    assert "Stepnumber0" in first
    assert all(f"Stepnumber{i}" in text for i in range(_LONG_STEPS))


def test_a_title_ending_in_its_own_punctuation_gets_no_full_stop(overflowing):
    html, _ = overflowing
    assert "<b>Why a question?</b> " in html and "?." not in html


def _one_table_book(folder, columns: int, rows: int, cell: str = "") -> object:
    """A book whose aid prints one table of `columns` columns and `rows` rows (its first cell `cell`)."""
    from compiler.pipeline import compile_book
    head = " | ".join(f"c{i}" for i in range(columns))
    body = "\n".join(f"    | r{j} | " + " | ".join(cell if (i, j) == (0, 0) and cell else f"v{i}"
                                                    for i in range(columns)) + " |" for j in range(rows))
    (folder / "b.rules").write_text(f'''book b {{ title "B" side red "Red" dice 1d6 }}
clause 1 "Rules" {{
  says "A rule before the table."
  table t "T" {{
    | k | {head} |
    |---|{"---|" * columns}
{body}
  }}
}}
clause 2 "After" {{
  says "A rule after the table."
}}
aid a "Aid" {{
  clause [1]
  table t
  clause [2]
}}
''', encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [d.message for d in c.diagnostics()]
    return c


def test_a_table_wider_than_a_column_and_taller_than_a_page_prints(tmp_path):
    """A table of 30 columns (spanning the page) and 80 rows stopped `rules build` and `rules aid`
    with an internal error: WeasyPrint cannot break a block spanning its columns across pages. Such
    a table now prints between two runs of columns, over the pages it needs, every row in it."""
    c = _one_table_book(tmp_path, 30, 80)
    html = to_aid.render_html(c, c.ir.aids[0])
    assert html.count('<div class="cols') == 2 and 'class="table span"' in html
    with pdfplumber.open(io.BytesIO(to_aid.render_pdf(html))) as pdf:
        text = "".join(_norm(page.extract_text()) for page in pdf.pages)
        assert len(pdf.pages) >= 2
    assert all(f"r{j}v0v1" in text for j in range(80)) and "Arulebeforethetable." in text


def test_a_word_longer_than_a_line_is_measured_in_pieces(tmp_path, monkeypatch):
    """WeasyPrint measured how narrow a cell holding one long word may be by laying out the rest of
    the word once for each of its letters (a cell of 3,000 letters took half a minute to print).
    The aid cuts such a word with <wbr> into pieces of 20, each measured alone: the letters laid
    out grow with the word, not with its square. The word is printed whole."""
    from weasyprint.layout import inline, preferred
    word = "W" * 1200
    c = _one_table_book(tmp_path, 2, 2, word)
    html = to_aid.render_html(c, c.ir.aids[0])
    assert word not in html and html.count("<wbr>") == 1200 // 20 - 1
    laid_out = []
    for module in (inline, preferred):   # (each imported WeasyPrint's line splitter by name)
        original = module.split_first_line
        monkeypatch.setattr(module, "split_first_line", lambda text, *args, _original=original, **kw:
                            laid_out.append(len(text)) or _original(text, *args, **kw))
    pdf = to_aid.render_pdf(html)
    assert sum(laid_out) < 50 * len(word)                 # it was over 600,000 letters for this word
    with pdfplumber.open(io.BytesIO(pdf)) as printed:
        assert "".join(page.extract_text() for page in printed.pages).count("W") == len(word)


def test_weasyprint_stopping_on_an_aid_is_an_error_naming_it_not_an_internal_error(tmp_path, monkeypatch, capsys):
    """An exception inside WeasyPrint's layout (its AssertionError on a spanning table taller than a
    page was one) said "internal error … a bug in the rules compiler" with exit 3. It is an error
    naming the aid and what to do (exit 1), and the aid's HTML is written, to be read."""
    from weasyprint.layout import page

    from compiler.cli import main
    c = _one_table_book(tmp_path, 2, 2)

    def stops(*args, **kwargs):
        raise AssertionError
    monkeypatch.setattr(page, "make_page", stops)
    assert main(["aid", str(tmp_path), "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert f"WeasyPrint stopped while laying out the aid 'a' of {c.id} (AssertionError)" in err, err
    assert "internal error" not in err and (tmp_path / "out" / "aid.html").is_file()
    assert "shorten what it lists" in err


@pytest.mark.parametrize("error", [ImportError("failed to map segment"), UserWarning("made an error by -W error")])
def test_weasyprint_stopping_for_another_cause_than_the_aid_does_not_blame_its_length(tmp_path, monkeypatch,
                                                                                    capsys, error):
    """A library WeasyPrint could not load under a memory limit, or a warning `-W error` made an
    error, said "shorten what it lists" (environment probe)."""
    from weasyprint.layout import page

    from compiler.cli import main
    _one_table_book(tmp_path, 2, 2)

    def stops(*args, **kwargs):
        raise error
    monkeypatch.setattr(page, "make_page", stops)
    assert main(["aid", str(tmp_path), "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "could not run here" in err and "shorten" not in err, err


def test_an_aid_run_stopped_while_printing_leaves_the_old_pair(tmp_path, monkeypatch):
    """`rules aid` wrote aid.html into generated/BOOK/ first and then printed for seconds: stopped
    in between, the folder held the new HTML beside the old PDF (and the build called it stale)."""
    c = compiled_book("shanghai_incident")
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "aid.html").write_text("old html", encoding="utf-8")
    (folder / "aid.pdf").write_bytes(b"old pdf")

    def stopped(html):
        raise KeyboardInterrupt
    monkeypatch.setattr(to_aid, "render_pdf", stopped)
    with pytest.raises(KeyboardInterrupt):
        to_aid.write_aids(c, folder, paper="letter")
    assert (folder / "aid.html").read_text(encoding="utf-8") == "old html"
    assert (folder / "aid.pdf").read_bytes() == b"old pdf" and sorted(p.name for p in folder.iterdir()) == [
        "aid.html", "aid.pdf"]

    def broken(html):
        raise RuntimeError("layout")
    monkeypatch.setattr(to_aid, "render_pdf", broken)
    from compiler.system_libraries import AidNotPrinted
    with pytest.raises(AidNotPrinted):   # printing failed: its HTML is there to read, the old PDF kept
        to_aid.write_aids(c, folder, paper="letter")
    assert "<html" in (folder / "aid.html").read_text(encoding="utf-8")
    assert (folder / "aid.pdf").read_bytes() == b"old pdf"



def test_a_pdf_is_reused_only_when_its_trailer_names_the_html(printed, tmp_path, monkeypatch):
    """A PDF beside an unchanged aid.html was reused whatever it held: a damaged aid.pdf (garbage, cut
    short) was kept by `rules build`, called up to date by `--check` and cached, and a run stopped
    between its renames left an old PDF taken for the print of the new HTML for good. A PDF is reused
    only when it ends whole and its trailer carries the digest of this HTML."""
    html, pdf = printed["shanghai_incident"]
    good = pdf.read_bytes()
    c = compiled_book("shanghai_incident")
    monkeypatch.setattr(to_aid, "_printed", lambda html, book, aid: b"printed again")
    other = good.replace(to_aid.pdf_identifier(html), to_aid.pdf_identifier(html + " "))   # another HTML's print
    assert other != good and to_aid.pdf_identifier(html) in good
    for kept, reused in [(good, True), (b"this is not a PDF", False), (good[:1000], False), (good[:-7], False),
                         (good + b"junk", False), (other, False)]:
        (tmp_path / "aid.html").write_text(html, encoding="utf-8")    # (the HTML beside it says nothing)
        (tmp_path / "aid.pdf").write_bytes(kept)
        assert to_aid.aid_outputs(c, previous=tmp_path)["aid.pdf"] == (kept if reused else b"printed again")
        if not reused:
            with pytest.raises(to_aid.AidToPrint):
                to_aid.aid_outputs(c, previous=tmp_path, printing=False)


def test_a_pdf_printed_with_other_fonts_or_another_weasyprint_is_printed_again(printed, tmp_path, monkeypatch):
    """A PDF was reused whenever its HTML was: after the fonts, WeasyPrint or the printing code changed,
    `rules build` kept the old PDF (a cold build printed another) and `--check` called it current."""
    from compiler import aid_printing
    html, pdf = printed["shanghai_incident"]
    c = compiled_book("shanghai_incident")
    monkeypatch.setattr(to_aid, "_printed", lambda html, book, aid: b"printed again")
    (tmp_path / "aid.pdf").write_bytes(pdf.read_bytes())
    assert to_aid.aid_outputs(c, previous=tmp_path)["aid.pdf"] == pdf.read_bytes()   # (the same printing: kept)
    for changed in ("_versions", "aid_fonts"):
        aid_printing.printing_key.cache_clear()
        real = getattr(aid_printing, changed)
        other = (lambda: {**real(), "weasyprint": "71.0"}) if changed == "_versions" else (lambda: real()[1:])
        monkeypatch.setattr(aid_printing, changed, other)
        assert to_aid.aid_outputs(c, previous=tmp_path)["aid.pdf"] == b"printed again", changed
        monkeypatch.setattr(aid_printing, changed, real)
    aid_printing.printing_key.cache_clear()
    assert to_aid.aid_outputs(c, previous=tmp_path)["aid.pdf"] == pdf.read_bytes()


def test_a_machine_with_no_font_at_all_is_told_before_printing(monkeypatch):
    """With no font installed (a slim container), WeasyPrint's Pango ended `rules aid` and `rules build`
    with SIGSEGV (exit 139), and nothing said why (regression probe)."""
    from compiler import aid_printing
    from compiler.system_libraries import MissingSystemLibrary
    monkeypatch.setattr(aid_printing, "aid_fonts", lambda: ())
    monkeypatch.setattr(aid_printing, "no_font_at_all", lambda: True)
    monkeypatch.setattr(to_aid, "render_pdf", lambda html: pytest.fail("printed with no font"))
    with pytest.raises(MissingSystemLibrary, match="no font is installed.*apt-get install fonts-dejavu-core"):
        to_aid._printed("<html></html>", "bk", "a1")


def test_a_machine_without_the_aid_s_fonts_is_warned(monkeypatch):
    from compiler import aid_printing
    assert aid_printing.missing_fonts_warning() is None   # (this machine: .ci/run installs them)
    monkeypatch.setattr(aid_printing, "aid_fonts", lambda: ())
    said = aid_printing.missing_fonts_warning()
    assert "DejaVuSans.ttf" in said and "apt-get install fonts-dejavu-core fonts-dejavu-extra" in said


def test_an_aid_run_replaces_the_pdf_before_the_html(tmp_path, monkeypatch):
    """Stopped between its renames, a run leaves a new PDF beside the old HTML (which the next run
    finds printed from its new HTML), never a new HTML beside the old PDF."""
    c = compiled_book("shanghai_incident")
    monkeypatch.setattr(to_aid, "render_pdf", lambda html: b"%PDF new")
    replaced = []
    monkeypatch.setattr(to_aid, "_replace", lambda path, data: replaced.append(path.name))
    to_aid.write_aids(c, tmp_path)
    assert replaced == ["aid.pdf", "aid.html"]


@pytest.mark.parametrize("text", ["", "short words only", "a " + "x" * 41, "<td>" + "y" * 41 + "</td>",
                                  "&amp;" * 41, "z" * 40 + "<b>" + "z" * 40, "w" * 30 + "\u00a0" + "w" * 30,
                                  "v" * 30 + "\x1c" + "v" * 30, "<p>" + "u" * 45 + "\u2003end", "t" * 41])
def test_the_quick_look_for_long_words_misses_none(text, monkeypatch):
    """`breakable` looks for long words only where a run of that many characters could hold one:
    wherever the pattern finds a word the quick look says there may be one, and the HTML is cut
    as the pattern alone cuts it."""
    from compiler import to_aid
    assert to_aid._may_hold_a_long_word(text) or not to_aid._WORD.search(text)
    html = f"<head><style>{'s' * 50}</style></head><body><p>{text}</p></body>"
    quick = to_aid.breakable(html)
    monkeypatch.setattr(to_aid, "_may_hold_a_long_word", lambda body: True)
    assert quick == to_aid.breakable(html)


def test_a_step_of_an_optional_rule_is_on_the_aid_marked_as_one():
    """Steps of optional rules were left off the aid, which printed their tables and rules: a player
    choosing Khalkin-Gol's Agents found no step of the turn to roll for them in."""
    html = (ROOT / "generated" / "khalkin_gol" / "aid.html").read_text(encoding="utf-8")
    assert ("<b>Roll 1d6 for each Agent on the map: convert it to a Partisan or eliminate it</b> "
            '<span class="ref">[24.6.2]</span> <span class="extra">— optional rule [24.6]</span>') in html
    c = compiled_book("khalkin_gol")
    reader = to_aid._Reader(c.ir, c.ir.aids[0])
    steps = to_aid._steps(reader, next(s for s in c.ir.sequences).steps)
    assert steps[0]["extra"][0].startswith("when the month")   # (a standard step: as before)


def test_a_temporary_file_a_killed_print_left_is_removed(tmp_path):
    """`rules aid --out FILE` killed between its write and its rename left `.FILE.PID.tmp` for good."""
    import os
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(gone.stdout)   # (a process that has ended: its pid names no process now, or another one's)
    stale, live = tmp_path / f".aid.pdf.{dead}.tmp", tmp_path / f".aid.pdf.{os.getppid()}.tmp"
    other = tmp_path / f".notes.pdf.{dead}.tmp"
    for f in (stale, live, other):
        f.write_bytes(b"half a PDF")
    to_aid._replace(tmp_path / "aid.pdf", b"%PDF-1.7 whole")
    assert (tmp_path / "aid.pdf").read_bytes() == b"%PDF-1.7 whole"
    assert live.exists() and other.exists()   # (a running process's, and another file's)
    try:
        os.kill(dead, 0)
    except ProcessLookupError:
        assert not stale.exists()


def test_a_legend_s_last_entry_ends_its_sentence_before_the_notes(printed):
    """"…the defender loses 2 steps A: the attacker" ran the legend's note on from its last entry."""
    html, _ = printed["changsha"]
    assert re.search(r"the defender loses 1 or 2 steps\.\s+A: the attacker; D: the defender", html), html
    html, _ = printed["shanghai_incident"]
    assert "what the underline means In a bombardment" not in re.sub(r"\s+", " ", html)


def test_sequence_steps_are_not_lettered_by_position(printed):
    """Shanghai's "b. Movement [II.1.a]": letters of our own contradicted the clause numbers beside them."""
    html, _ = printed["shanghai_incident"]
    assert "lower-alpha" not in html and "lower-roman" not in html


def test_the_aid_pdf_is_tagged_for_screen_readers(printed):
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw
    pdf = pdfium.PdfDocument(printed["changsha"][1])
    try:
        assert raw.FPDFCatalog_IsTagged(pdf.raw)
    finally:
        pdf.close()


def test_the_rules_of_an_optional_clause_are_marked_optional_on_the_aid(tmp_path):
    """An optional clause's steps were marked "optional rule [7.3]" on the aid, but its modifier,
    permission and exceptions were printed bare: a player would apply them in every game (the
    designer probe, round 2)."""
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "One" {
  says "x"
  fact guard: flag = no "The Guard attacks"
  modifier base "Base" { drm 1 }
}
clause 7.3 "Guard" optional {
  says "The Guard."
  modifier elan "Guard elan" { drm 1 when guard }
  permission charge "Guard charge" { may "charge at any odds" when guard }
  exception steady "Steady" { overrides base when guard cancel }
}
aid a "Aid" {
  modifier base
  modifier elan
  permission charge
}
''', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [d.message for d in c.diagnostics()]
    html = render_html(c, c.ir.aids[0])
    assert html.count("optional rule [7.3]") == 3, html   # (elan, charge, and the exception under base)


def test_the_web_book_marks_an_optional_clauses_exceptions_where_they_are_listed():
    """The web book said "*Overridden by* … Agents are not replaced" and listed the exception in the
    index with no word that it is an optional rule's (designer probe, round 2)."""
    rules = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    index = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "index.md").read_text(encoding="utf-8")
    assert "“[Agents are not replaced](#24.6.2)” (optional rule [\\[24\\.6\\]](#24.6))" in rules
    assert "“[Air Superiority losses wait a GT](#15.4)”, " in rules   # (not optional: not marked)
    # an exception stated in the clause of the rule it overrides is in that clause's formal content,
    # not "Overridden by" under it too (read as the exception overriding its own clause)
    assert "[Zhukov is not replaced with RP](#9.8)”" not in rules
    line = next(x for x in index.splitlines() if x.startswith("- **Agents are not replaced**"))
    assert line.endswith("(optional rule)"), line


def test_the_web_book_gives_a_legend_for_each_vocabulary_a_column_is_read_with():
    """A column read with its own vocabulary (`column "Movement" results …`) had no legend in the web
    book: only the table's own vocabulary had one, and a player could not tell what P or OTIH means
    (designer probe, round 2)."""
    tables = (ROOT / "generated" / "site" / "books" / "changsha" / "tables.md").read_text(encoding="utf-8")
    at = tables.index("**Movement cost on the Terrain Effects Key** \\(column Movement\\)\n\n- **1, 2, 3, 4**: 1, 2, 3 or 4 MF to enter the hex")
    assert "- **OTIH**: use the other terrain in the hex" in tables[at:]
    assert "**Combat shift on the Terrain Effects Key** \\(column Combat\\)" in tables
    assert "**Combat result**\n\n- **A1R2**" in tables   # (a table's own vocabulary: no column named)


def test_the_web_book_says_a_scenarios_forces_and_victory_in_words():
    """A scenario's set-up, reinforcements by turn, supports and victory conditions were only in the
    clause's source block, written in the language (designer probe, round 2)."""
    rules = (ROOT / "generated" / "site" / "books" / "changsha" / "rules.md").read_text(encoding="utf-8")
    at = rules.index("**The scenario “Battle of Doyen Mot”**")
    part = rules[at:rules.index("??? source", at)]
    for line in ("- Game turns 1 to 2\\.", "- Set\\-up order: KMT, IJA\\.", "- KMT: A \\(4th Corps\\)", "- IJA: 6th Division",
                 "- KMT, 4th Corps: 1 × infantry regiment, at 2605",
                 "- KMT, 58th Corps: HQ 58th Corps, 6 × infantry regiments, within 2 hexes of 2510",
                 "- Turn 1, segment 2, KMT: 20th Corps \\(all 10 units\\), at entry area A",
                 "- KMT, turns 1 to 2: 2 × artillery", "- KMT: At any time, IJA losses exceed seven steps",
                 "- 20th Corps activation: "):
        assert line in part, (line, part)
    assert "First to play" not in part   # (the KMT sets up first; the markers drawn from a cup say who moves)
    kg = (ROOT / "generated" / "site" / "books" / "khalkin_gol" / "rules.md").read_text(encoding="utf-8")
    assert "- Month of the current GT: turn 1 May, turn 2 June, turn 3 July" in kg
    assert "*Left out of the turn:*\n\n- Japanese First Segment › Event Phase, when the month of the current GT is May" in kg
    wots = (ROOT / "generated" / "site" / "books" / "war_of_the_suns" / "rules.md").read_text(encoding="utf-8")
    assert "- Game turns 0 to the end of the game\\." in wots and "to None" not in wots
    assert "- Lungling garrison: Japan only: must hold Lungling \\(6333\\)" in wots   # (a permission of the scenario's own, with whom it binds)
    assert "\n- Turn 10, segment 1, KMT: 74th Corps" in rules   # (another scenario's reinforcements, by turn)


def test_a_row_label_citing_a_section_is_linked_or_marked_as_a_cell_is():
    """Player probe, round 2: War of the Suns' cells marked a main-rules section `ext`, but a row label
    citing one ("during Operation Matterhorn [24.8].") printed it bare."""
    tables = (ROOT / "generated" / "site" / "books" / "war_of_the_suns" / "tables.md").read_text(encoding="utf-8")
    assert ("<th>In Chengtu (4232), during Operation Matterhorn [24.8]<sup title=\"War of the Suns: main rules "
            "1.0–26.0: not transcribed here\">ext</sup>.</th>") in tables


def test_a_clause_whose_title_repeats_the_band_over_it_is_printed_without_it():
    """Shanghai's aid read "Victory" (the band) then "Victory. If at least one…" (the player probe)."""
    html = (ROOT / "generated" / "shanghai_incident" / "aid.html").read_text(encoding="utf-8")
    assert "<b>Victory.</b>" not in html and "<b>Pause.</b>" not in html
    assert '<p class="clause">If at least one Chinese unit is in Shanghai' in html
    assert to_aid._same_words("Set Up", "Set  up.") and not to_aid._same_words("Combat", "Combat Resolution")


def test_a_combine_on_an_aid_prints_what_it_adds_up_and_its_cap(tmp_path):
    """An aid could show no combine, so a combination's cap (`at most 2`) reached no player (the
    second designer probe)."""
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "Shifts" {
  says "Leader and hill shift one column each, at most two in all."
  fact leader: flag = no "A leader is present"
  fact hill: flag = no "The defender is on a hill"
  modifier leader_shift "Leader" { shift 1 right when leader }
  modifier hill_shift "Hill" { shift 1 left when hill }
  combine all_shifts "All shifts" sum of (leader_shift, hill_shift) at most 2
}
aid a1 "Aid" {
  modifier leader_shift
  combine all_shifts
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    text = html.unescape(" ".join(re.sub(r"<[^>]+>", " ", to_aid.render_html(c, c.ir.aids[0])).split()))
    assert "All shifts [1] : the sum of “Leader” and “Hill”, at most 2 ." in text, text
    (tmp_path / "b.rules").write_text((tmp_path / "b.rules").read_text().replace("  combine all_shifts\n}",
                                                                                   "  modifier all_shifts\n}"))
    [d] = [d for d in compile_book(tmp_path / "b.rules").diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E203", "write `combine all_shifts`")


def test_khalkin_gols_aid_resolves_a_river_attack_and_a_ca_r():
    """A player could not tell from the aid that armor and an armored train give one shift between
    them, when the defender gains a river's shifts, or who may retreat on a CA/R (player probe, stop 39)."""
    c = compiled_book("khalkin_gol")
    text = html.unescape(" ".join(re.sub(r"<[^>]+>", " ", to_aid.render_html(c, c.ir.aids[0])).split()))
    assert "Armor or armored train: one shift at most : the larger in size of “Armor shock” and “Armored train”" in text
    assert "Whether the defenders gain the hexside's shifts : yes when the CF attacking across the hexside are more " \
           "than half the attacking CF, rounded up" in text
    assert "Retreat instead of counterattacking : may retreat the whole force one hex" in text
    assert "Air Superiority Results" in text and "[14.1] Retreat." in text


def test_a_reference_on_paper_holds_a_number_a_player_can_look_up(tmp_path):
    """The aid's brackets hold clause numbers ("clause numbers in [brackets]", its header says), but
    a reference to a clause the source prints no number for read as its title: Changsha's "draws the
    marker [Drawing]" (player probe, stop 57). It cites the nearest numbered clause above it; with
    none, the title in quotes. (Changsha's note now cites nothing: its [6.2] stood beside the step's
    own [6.2], the player probe's finding 14; a book of its own shows the rule.)"""
    from conftest import ROOT
    from compiler.pipeline import compile_book
    (tmp_path / "b.rules").write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 6.2 "Activation" {
  says "Activation."
  clause 6.2.draw "Drawing" { says "Either player draws a marker." }
}
aid a "Aid" { note "Either player draws the marker [6.2.draw]; its owner becomes the active player." }
''', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]
    drawn = to_aid.render_html(c, c.ir.aids[0])
    changsha = (ROOT / "generated" / "changsha" / "aid.html").read_text(encoding="utf-8")
    shanghai = (ROOT / "generated" / "shanghai_incident" / "aid.html").read_text(encoding="utf-8")
    assert "Either player draws the marker [6.2]; its owner" in drawn
    assert "[Drawing]" not in drawn and "[Drawing]" not in changsha
    assert "may leave Rubble here too (“Resolve Bombardments”)" in shanghai
    assert "[Resolve Bombardments]" not in shanghai and "[Victory]" not in shanghai


def test_a_reading_of_some_cases_says_what_we_read():
    """"(our reading in some cases: the rules do not say)" said neither which cases nor what the
    reading is (the player probe, stop 57): where its sentence says what we do, the aid quotes it."""
    from conftest import ROOT
    khalkin_gol = (ROOT / "generated" / "khalkin_gol" / "aid.html").read_text(encoding="utf-8")
    changsha = (ROOT / "generated" / "changsha" / "aid.html").read_text(encoding="utf-8")
    assert "(our reading where the rules do not say: we keep the whole percent, rounded down)" in khalkin_gol
    assert "(our reading where the rules do not say: we count that hex as the first extra hex)" in changsha


def test_an_aid_citing_another_rulebook_says_whose_numbers_those_are():
    """War of the Suns' aid cites the main rules ([11.3.1], [17.5.6]) beside the playbook's own
    numbers, and its header said only "clause numbers in [brackets]": a player looked for them in
    the playbook (the player probe, stop 57; the web book's tooltip is not on paper). Every page's
    foot now says whose they are."""
    from conftest import ROOT
    wots = (ROOT / "generated" / "war_of_the_suns" / "aid.html").read_text(encoding="utf-8")
    changsha = (ROOT / "generated" / "changsha" / "aid.html").read_text(encoding="utf-8")
    assert '<h1 data-ext=" · [1]–[26]: in “War of the Suns: main rules 1.0–26.0”">' in wots
    assert '<h1 data-ext="">' in changsha
    assert "string-set: aidtitle content() attr(data-ext);" in wots
    pdfplumber = pytest.importorskip("pdfplumber")
    with pdfplumber.open(ROOT / "generated" / "war_of_the_suns" / "aid.pdf") as pdf:
        feet = [page.extract_text().splitlines()[-1] for page in pdf.pages]
    assert all("[1]–[26]: in “War of the Suns: main rules 1.0–26.0”" in foot for foot in feet), feet


def test_an_optional_rules_table_legend_sequence_constant_and_clause_are_marked_optional_on_the_aid(tmp_path):
    """Only rules (modifiers, permissions, exceptions, steps) were marked "optional rule [7.3]" on the
    aid: a table, results legend, sequence, constant or clause restatement of an optional clause was
    printed bare, and read as always used (left alone in the forty-fourth stop's note)."""
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "One" {
  says "Always."
  constant base_move = 4 "Base move"
}
clause 7.3 "Guard" optional {
  says "The Guard."
  constant guard_move = 6 "Guard move"
  results guard_result "Guard results" { "X" => eliminated "Eliminated" }
  table guard_table "Guard Table" {
    roll 1d6
    results guard_result
    | 1d6 | a |
    |---|---|
    | 1-6 | X |
  }
  clause 7.3.1 "Guard charge" {
    says "The Guard charges."
  }
}
aid a "Aid" {
  clause [1]
  clause [7.3.1]
  constant base_move
  constant guard_move
  results guard_result
  table guard_table
}
''', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [d.message for d in c.diagnostics()]
    html = render_html(c, c.ir.aids[0])
    assert html.count("optional rule [7.3]") == 4, html   # (7.3.1, guard_move, the legend, the table)
    assert re.search(r"Guard charge\.</b> <span class=\"extra\">\(optional rule \[7\.3\]\)</span> The Guard charges", html)
    assert re.search(r"Base move.{0,60}</td>", html) and not re.search(r"Base move[^<]*<span class=\"ref\">\[1\]</span> <span class=\"extra\">", html)
    assert re.search(r"Guard Table <span class=\"ref\">\[7\.3\]</span> <span class=\"extra\">— optional rule \[7\.3\]</span></h3>", html)


def test_khalkin_gol_aid_says_entrenched_units_ignore_retreat_results(printed):
    """The aid said "Static units do not retreat … unless they are entrenched" and "Entrenched
    defenders counterattack", but not the rule itself: entrenchments negate retreat results,
    attacking or defending (seed 14.1.1, 13.4.3, 18.3); a player with a D1R2 against an entrenched
    stack would retreat it (the player probe)."""
    html, _ = printed["khalkin_gol"]
    text = re.sub(r"<[^>]+>", "", html)
    assert "Units in an entrenchment, attacking or defending, ignore retreat results [14.1.1]" in " ".join(text.split())


def _wots_aid(aid_id: str) -> tuple[str, str]:
    """A War of the Suns aid's HTML, and its text with the markup taken out."""
    c = compiled_book("war_of_the_suns")
    page = to_aid.render_html(c, next(a for a in c.ir.aids if a.id == aid_id))
    return page, html.unescape(" ".join(re.sub(r"<[^>]+>", " ", page).split()))


def test_war_of_the_suns_sequence_aid_prints_every_step_the_playbook_letters():
    """The aid printed the Expanded Sequence of Play as one paragraph a phase: the segment headings
    (1.0, 2.0, 3.0), the lettered steps and the numbered stages were gone, yet its text still said
    "go to 3.0" and "(2.5 D)", and the Air/Naval Combat box was cut to titles, without its closing
    line [17.7] (player probe, finding 8). Every step of the generated sequence is printed, in order,
    and every step the text refers to is one of them."""
    w = compiled_book("war_of_the_suns").module
    page, text = _wots_aid("sequence_aid")
    titles = []

    def walk(steps):
        for s in steps:
            titles.append(s.title)
            walk(s.children)
    for sequence in ("esp", "air_naval_combat"):
        walk(w.SEQUENCES[sequence].children)
    printed = [html.unescape(t) for t in re.findall(r"<li><b>([^<]*)</b>", page)]
    assert printed == titles
    assert titles[0] == "1.0 Pre-Operation Segment" and {"2.0 Operation Segment", "3.0 Post-Operation Segment"} <= set(titles)
    # the text's own pointers, "go to 3.0" and "(see 2.5 D)", land on printed steps
    assert "then go to 3.0" in text and "3.0 Post-Operation Segment" in text
    assert "with ground support (see 2.5 D)" in text
    combat = titles.index("2.5 Combat Phase")
    assert titles[combat + 1:].index("D. Ground Support Declaration") < titles[combat + 1:].index("F. Ground Combat Resolution")
    assert "B. Alternate Histories (optional)" in titles
    # the Air/Naval Combat box with each step's detail and its closing line
    assert "Fighters vs. Fighters [17.7.1] : Fighters, except those on air-to-surface missions, target and fire at each other." in text
    assert "then all surviving fighters (the same exception) return to their airbases or cities" in text
    closing = "Eligible air units may try to disengage from air-to-air combat at any time [17.7]."
    assert text.index("Carrier-based air units without a carrier :") < text.index(closing) < text.index(
        "Political Inclination Tables")   # (the tables of the Negotiation Phase, 1.4, follow the box)


def test_war_of_the_suns_charts_aid_says_what_each_random_event_does():
    """The Random Events Table gave event names only: a roll could not be resolved from the aid
    (player probe, finding 10). Every event the table names is followed on the aid by its effects,
    the restatement of its clause."""
    w = compiled_book("war_of_the_suns").module
    page, text = _wots_aid("war_of_the_suns_charts_aid")
    table = w.TABLES["random_events"]
    events = {cell.lower() for row in table.cells for cell in row}
    clauses = {c.title.lower(): c for c in w.CLAUSES.values() if c.parent == "charts.random_events"}
    assert events == set(clauses)   # (cells and titles compared without case)
    for name in sorted(events):
        said = " ".join(clauses[name].says.split())
        assert f"{clauses[name].title}. {said[:60]}" in text, name
    assert text.index("Random Events Table") < text.index("Random Event Effects") < text.index("Bio-Chemical Attack. Japan marks")


def test_war_of_the_suns_charts_aid_names_the_political_inclination_heading_and_no_internal_label():
    """The Political Inclination tables lost the printed heading over their KMT/CCP/IJA (WA/IJA)
    columns, so "1 1 1" read unlabelled; the transport formula repeated the table above it under
    the internal label "heavy" (player probe, findings 11 and 14). The tables print on the Expanded
    Sequence of Play aid, beside the Negotiation Phase (1.4) that uses them: on the charts aid they
    and the Territories Table took three pages."""
    page, _ = _wots_aid("sequence_aid")
    for table, columns in (("political_inclination", "KMT, CCP and IJA"), ("political_inclination_sian", "KMT, CCP and IJA"),
                           ("political_inclination_minor", "WA and IJA")):
        section = page[page.index(f'id="table-{table}"'):]
        section = section[:section.index("</section>")]
        assert f"Political Inclination (the printed heading over the {columns} columns)" in section, table
    charts, _ = _wots_aid("war_of_the_suns_charts_aid")
    assert "heavy:" not in charts and "Transport Points for a unit" not in charts
    assert 'id="table-territories"' in charts and "political_inclination" not in charts


def test_a_sequence_whose_titles_carry_their_own_numbers_is_not_numbered_again(tmp_path):
    """War of the Suns' sequence of play printed "1. 1.0 Pre-Operation Segment" on its aid, and the web
    book "1. **1.0 Pre-Operation Segment**": two numbers, ours and the source's (the player probe). A
    level whose every title carries its own number or letter prints none of ours; one that does not
    keeps our numbers."""
    from compiler.pipeline import compile_book
    from compiler.templating import environment
    from compiler.to_aid import render_html
    from compiler.to_site import book_pages
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "One" {
  says "x"
  sequence turn "Turn" {
    segment pre "1.0 Pre-Operation Segment" {
      step fixed "A. Fixed Events"
      step random "B. Random Events"
    }
    segment op "2.2–2.5 Activations" {
      step move "Movement"
    }
  }
}
aid a "Aid" { sequence turn }
''', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [d.message for d in c.diagnostics()]
    html = render_html(c, c.ir.aids[0])
    assert html.count('<ol class="seq labelled">') == 2 and html.count('<ol class="seq">') == 1, html
    assert "ol.seq.labelled { list-style-type: none; }" in html
    rules = book_pages(c, environment())["rules.md"]
    assert "- **1\\.0 Pre\\-Operation Segment**" in rules and "    - **A\\. Fixed Events**" in rules, rules
    assert "    1. **Movement**" in rules, rules


def test_preview_renders_every_aid_of_a_book(tmp_path):
    """A book's further aids (War of the Suns' sequence of play, `aid-sequence_aid.pdf`) were never
    rendered: the preview read `aid.pdf` alone."""
    done = subprocess.run([sys.executable, "-m", "compiler.aid_preview", "war_of_the_suns", "--dpi", "30",
                           "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.glob("page-*.png")) == ["page-1.png", "page-2.png"]
    further = sorted(p.name for p in (tmp_path / "aid-sequence_aid").glob("page-*.png"))
    assert further == ["page-1.png", "page-2.png"], done.stdout


def test_war_of_the_suns_charts_aid_says_what_its_abbreviations_stand_for():
    """The charts aid printed "DEP", "FEP", "NW", "JS", "CK" and "2Ks" in its tables and event texts
    and never said what they meant (the player probe); the key carries the playbook's own words (the
    Expanded Sequence of Play, 1.3, and the KMT Faction and Clique Card), and nothing it does not
    expand (SP, IJA)."""
    _, text = _wots_aid("war_of_the_suns_charts_aid")
    for said in ("DEP: Domestic Equipment Points", "FEP: Foreign Equipment Points", "CP: Command Points",
                 "RP: Replacement Points", "NW: Northwestern Army", "JS: Jinsui (Shansi-Suiyuan)",
                 "CK: Chwankang (Szechwan-Sikang)", "2Ks: 2 Kwangs (Kwangtung-Kwangsi)"):
        assert said in text
    assert "SP:" not in text and "IJA:" not in text


def test_the_web_book_says_the_rules_give_no_number_for_the_flotilla_s_shift():
    """Changsha's flotilla support read "1 column in favour of the IJA, per column shift the coastal
    flotilla's support gives": circular, and silent that the rules never give the number (12.1)."""
    page = (ROOT / "generated" / "site" / "books" / "changsha" / "index.md").read_text(encoding="utf-8")
    line = next(line for line in page.splitlines() if line.startswith("- **Coastal flotilla support**"))
    assert "a number the rules never give" in line and "per column shift" not in line
    assert "per column of the coastal flotilla's support, a number the rules never give" in line
    # the aid said nothing of it: Combat Support [12.1] named the flotilla, then listed every support
    # shift but its; the restatement it prints says the number is not given (the doubt's in the web book)
    c = compiled_book("changsha")
    aid = html.unescape(to_aid.render_html(c, c.ir.aids[0]))
    support = aid[aid.index("Combat Support."):]
    assert "How many columns the flotilla gives, the rules never say." in support[:support.index("</p>")]


def test_khalkin_gol_aid_says_what_the_map_tables_it_names_are():
    """The aid named "the GCRT, TEC, ACT" as printed on the map and nowhere said what they were (the
    brief's abbreviations gap); the note that names them now expands them, in the book's own terms."""
    c = compiled_book("khalkin_gol")
    text = html.unescape(" ".join(re.sub(r"<[^>]+>", " ", to_aid.render_html(c, c.ir.aids[0])).split()))
    terms = {t.id: t.title for t in c.ir.terms}
    for short in ("GCRT", "TEC", "ACT"):
        assert f"{short} ({terms[short]})" in text, short
    assert "Events Tables and Turn Record Tracks." in text
