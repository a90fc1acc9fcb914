"""A table spanning the aid's page keeps its words whole, and one wider than the page prints in
groups of columns (compiler/aid_groups.py): read back from the printed PDF with pdfplumber, every
glyph lies within the page's printable width, every label and header is whole, every cell is
printed beside its row label; and the widths the groups are cut by are never below the fonts'."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from compiler import aid_groups
from compiler.system_libraries import pdf_unavailable

pdfplumber = pytest.importorskip("pdfplumber")
needs_pdf = pytest.mark.skipif(bool(pdf_unavailable()), reason=pdf_unavailable() or "")

_MARGIN_PT = 8 * 72 / 25.4      # the aid's left and right margins
_FONTS = Path("/usr/share/fonts/truetype/dejavu")


def _book(folder: Path, tables: dict[str, list[list[str]]], page: str):
    """A compiled book whose aid, on `page`, prints each of `tables` (id → rows, the header first)."""
    from compiler.pipeline import compile_book
    parts = []
    for name, (head, *rows) in tables.items():
        lines = [f"    | {' | '.join(head)} |", "    |" + "---|" * len(head)]
        lines += [f"    | {' | '.join(row)} |" for row in rows]
        parts.append(f'  table {name} "Table {name}" {{\n    rows keys\n    columns keys\n' + "\n".join(lines) + "\n  }")
    items = "\n".join(f"  table {name}" for name in tables)
    (folder / "b.rules").write_text(f'''book b {{ title "B" side red "Red" dice 1d6 }}
clause 1 "Tables" {{
  says "Some tables."
{chr(10).join(parts)}
}}
aid a "Aid" {{
  page {page}
{items}
}}
''', encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [d.message for d in c.diagnostics()]
    return c


def _printed(c) -> tuple[str, list[dict], list[list[list[str]]]]:
    """The aid's HTML, its glyphs and its ruled tables (cells as printed, a wrapped line kept as "\\n")."""
    from compiler import to_aid
    html = to_aid.render_html(c, c.ir.aids[0])
    with pdfplumber.open(io.BytesIO(to_aid.render_pdf(html))) as pdf:
        for page in pdf.pages:
            right = max(ch["x1"] for ch in page.chars if ch["text"].strip())
            assert right <= page.width - _MARGIN_PT + 0.5, f"page {page.page_number}: a glyph ends at {right:.1f}pt"
        chars = [ch for page in pdf.pages for ch in page.chars]
        grids = [table for page in pdf.pages for table in page.extract_tables()]
    return html, chars, grids


@needs_pdf
def test_a_table_wider_than_a_portrait_page_prints_in_groups_of_whole_columns(tmp_path):
    """80 columns of "C0" … "C79" on A4 portrait ran 22 pt off the paper, its last columns cut and
    every header broken a character a line ("C|1|0"). They now print in groups, each with the
    row-label column, every header and cell whole and beside its row label."""
    head = ["Row", *(f"C{i}" for i in range(80))]
    rows = [[f"r{j}", *(str(i + j) for i in range(80))] for j in range(3)]
    html, _, grids = _printed(_book(tmp_path, {"w": [head, *rows]}, "A4 portrait"))
    assert html.count('<table class="grid text wide group kept">') == len(grids) > 1
    assert all(g[0][0] == "Row" and [r[0] for r in g[1:]] == ["r0", "r1", "r2"] for g in grids)
    assert [cell for g in grids for cell in g[0][1:]] == head[1:]
    for j, row in enumerate(rows):
        assert [cell for g in grids for cell in g[j + 1][1:]] == row[1:]


@needs_pdf
def test_short_labels_and_headers_stay_whole_beside_long_words(tmp_path):
    """A cell of one 200-letter word beside a cell of 500 characters squeezed the row labels to two
    letters ("Ro|w", "lon|g"); 40 columns broke "Col10" as "Col1|0" and headers of 18 letters every
    third letter. Only the word longer than its column breaks; the labels and headers are whole."""
    word = "Supercalifragilistic" * 10
    long = ("Lorem ipsum dolor sit amet, the defender retreats two hexes and loses one step. " * 7)[:500]
    forty = [["Key", *(f"Col{i}" for i in range(40))], ["k", *(f"v{i}" for i in range(40))]]
    heads = [["Key", *(f"Eighteenletters{i:03d}" for i in range(12))], ["k", *("x" for _ in range(12))]]
    c = _book(tmp_path, {"longcell": [["Row", "Text"], ["long", long], ["word", word]], "forty": forty,
                         "heads": heads}, "A4 landscape")
    _, chars, grids = _printed(c)
    assert [row[0] for row in grids[0]] == ["Row", "long", "word"]
    assert grids[0][2][1].replace("\n", "") == word                    # the long word, broken, all there
    assert sum(ch["text"] == "S" for ch in chars) == word.count("S")
    printed = [cell for g in grids[1:] for row in g for cell in row]
    assert [cell for g in grids[1:] for cell in g[0][1:]] == forty[0][1:] + heads[0][1:]
    assert not any("\n" in cell for cell in printed)


@needs_pdf
def test_a_column_too_wide_for_the_page_beside_its_labels_breaks_rather_than_runs_off(tmp_path):
    """A row label and a cell of 40 W each (no group can hold both whole on A4 portrait): the
    words break anywhere, on the page, every letter printed."""
    w = "W" * 40
    c = _book(tmp_path, {"ww": [["Key", w, "x"], [w, w, "y"]]}, "A4 portrait")
    html, chars, _ = _printed(c)
    assert "anywhere" in html
    assert sum(ch["text"] == "W" for ch in chars) == 4 * 40


def test_groups_are_the_columns_in_order_as_even_as_they_fit(tmp_path):
    head = ["Row", *(f"C{i}" for i in range(80))]
    c = _book(tmp_path, {"w": [head, ["r", *(str(i) for i in range(80))]]}, "A4 portrait")
    t = c.ir.tables[0]
    for paper, orientation in (("A4", "portrait"), ("letter", "portrait"), ("A4", "landscape")):
        groups = aid_groups.column_groups(t, paper, orientation)
        assert [j for g in groups for j in g] == list(range(80)) and len(groups) > 1
        assert max(map(len, groups)) - min(map(len, groups)) <= 1
        assert all(aid_groups.fits(t, g, paper, orientation) for g in groups)
    assert aid_groups.column_groups(t, "A4", "landscape") != aid_groups.column_groups(t, "A4", "portrait")
    from compiler import to_aid     # a long word is counted in the pieces the aid cuts it into
    assert (aid_groups._LONG_WORD, aid_groups._PIECE) == (to_aid._LONG_WORD, to_aid._PIECE)


@pytest.mark.skipif(not (_FONTS / "DejaVuSansCondensed-Bold.ttf").is_file(), reason="DejaVu fonts not installed")
def test_no_character_is_counted_narrower_than_the_aid_fonts_print_it():
    """A group is said to fit the page from these widths: one counted narrower than DejaVu Sans
    Condensed (regular or bold, 7.5 pt) prints it could push the group off the paper."""
    from fontTools.ttLib import TTFont
    advances = []
    for name in ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"):
        font = TTFont(_FONTS / name)
        scale = 7.5 / font["head"].unitsPerEm * 25.4 / 72
        advances.append((font.getBestCmap(), font["hmtx"], scale))
    chars = [chr(o) for o in [*range(0x20, 0x7F), *range(0xA0, 0x180), 0x2013, 0x2014, 0x2264, 0x2265, 0x2026]]
    for ch in filter(str.strip, chars):
        widest = max(hmtx[cmap[ord(ch)]][0] * scale for cmap, hmtx, scale in advances if ord(ch) in cmap)
        assert aid_groups.word_width(ch) >= widest, ch
