"""The aids' columns laid out once (compiler/aid_columns.py): the same PDF, byte for byte, as
WeasyPrint's own trial-then-keep layout, for every bundled aid, with fewer columns laid out; a body
whose columns WeasyPrint balances is laid out by WeasyPrint as it is."""
from __future__ import annotations

import io
import sys
from contextlib import nullcontext
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable

pdfplumber = pytest.importorskip("pdfplumber")
pytestmark = pytest.mark.skipif(bool(pdf_unavailable()), reason=pdf_unavailable() or "")

GENERATED = Path(__file__).resolve().parent.parent / "generated"


def _printed(html: str, monkeypatch, skip: bool) -> tuple[bytes, int]:
    """The PDF of `html`, with the trial skipped or not, and how many columns (and looks at the
    next box) WeasyPrint's `columns_layout` laid out."""
    from weasyprint.layout import block, column

    from compiler import aid_columns
    from compiler.to_aid import render_pdf
    laid_out = []
    original = block.block_box_layout
    code = column.columns_layout.__code__

    def counting(*args, **kwargs):   # called by columns_layout, or by the skipping layout it called
        if code in (sys._getframe(1).f_code, sys._getframe(2).f_code):
            laid_out.append(1)
        return original(*args, **kwargs)
    monkeypatch.setattr(block, "block_box_layout", counting)
    if not skip:
        monkeypatch.setattr(aid_columns, "trial_skipped", nullcontext)
    try:
        return render_pdf(html), len(laid_out)
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize("book", ["changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"])
def test_each_aid_prints_the_same_pdf_with_its_columns_laid_out_once(book, monkeypatch, tmp_path):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    html = (GENERATED / book / "aid.html").read_text(encoding="utf-8")
    once, fewer = _printed(html, monkeypatch, skip=True)
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    twice, more = _printed(html, monkeypatch, skip=False)
    assert once == twice == (GENERATED / book / "aid.pdf").read_bytes()
    assert fewer < more


@pytest.fixture(scope="module")
def long_and_wide(tmp_path_factory) -> tuple[str, str]:
    """The HTML of two aids of a small book: a sequence of 150 steps (three pages of columns and
    nothing spanning), and a grid of 60 columns (spanning the page) between two runs of columns."""
    from compiler import to_aid
    from compiler.pipeline import compile_book
    folder = tmp_path_factory.mktemp("columns")
    steps = "\n".join(f'    step s{i} "Step number {i}, with words enough to fill its line"' for i in range(150))
    head = " | ".join(f"c{i}" for i in range(60))
    wide = "\n".join([f"    | k | {head} |", "    |---|" + "---|" * 60,
                      "    | r | " + " | ".join(f"v{i}" for i in range(60)) + " |"])
    rows = "\n".join(f"    | row{i} | value {i} |" for i in range(30))
    (folder / "b.rules").write_text(f'''book b {{ title "B" side red "Red" dice 1d6 }}
clause 1 "Rules" {{
  says "A rule before the tables."
  table narrow "Narrow" {{
    | Key | Value |
    |-----|-------|
{rows}
  }}
  table wide "Wide" {{
{wide}
  }}
  sequence turn "Long turn" {{
{steps}
  }}
}}
clause 2 "More" {{
  says "A rule after the wide table."
}}
aid s "Steps" {{
  sequence turn
}}
aid w "Wide" {{
  clause [1]
  table narrow
  table wide
  clause [2]
}}
''', encoding="utf-8")
    c = compile_book(folder)
    assert c.ok, [d.message for d in c.diagnostics()]
    return tuple(to_aid.render_html(c, aid) for aid in c.ir.aids)


def test_columns_over_several_pages_print_the_same_pdf_laid_out_once(long_and_wide, monkeypatch, tmp_path):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    steps, _ = long_and_wide
    assert 'class="span"' not in steps and "Step number 149" in steps
    once, fewer = _printed(steps, monkeypatch, skip=True)
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    twice, more = _printed(steps, monkeypatch, skip=False)
    assert once == twice
    assert fewer < more
    with pdfplumber.open(io.BytesIO(once)) as pdf:
        assert len(pdf.pages) >= 2


def test_columns_that_are_balanced_are_laid_out_as_weasyprint_does(long_and_wide, monkeypatch, tmp_path):
    # A table spanning the page between two runs of columns: WeasyPrint balances the run before
    # it, which needs its trial, so that one is not skipped; the last run, filled in order, is.
    from compiler import aid_columns
    _, wide = long_and_wide
    assert 'span" id="table-wide"' in wide and '<div class="cols balanced">' in wide
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    decided = []
    real = aid_columns._trial_decides_nothing
    monkeypatch.setattr(aid_columns, "_trial_decides_nothing", lambda box: decided.append(real(box)) or decided[-1])
    skipped, _ = _printed(wide, monkeypatch, skip=True)
    assert decided[0] is False and decided[-1] is True
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    plain, _ = _printed(wide, monkeypatch, skip=False)
    assert skipped == plain


def test_a_reading_shared_by_several_columns_vocabularies_is_printed_once(tmp_path):
    """Changsha's Terrain Effects Key read OTIH in three columns, each with its own vocabulary and the
    same reading: the aid printed "OTIH: use the other terrain in the hex. (our reading …)" three
    times under the key (stop 40). The key's own explanations define OTIH (a table audit, stop 57),
    so the book no longer reads it, and a small book keeps the case."""
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html
    vocabularies = "".join(f'''  results {name} "{name.upper()}" {{
    "-" => nothing "No effect"
    "OTIH" => other "Use the other terrain in the hex" inferred "The key does not define OTIH."
  }}
''' for name in ("move", "sight", "fight"))
    book = tmp_path / "b.rules"
    book.write_text('''book b { title "B" side red "Red" dice 1d6 }
clause 1 "One" {
  says "x"
''' + vocabularies + '''  table key "Key" {
    rows keys
    columns keys
    column "Move" results move
    column "Sight" results sight
    column "Fight" results fight
    | Terrain | Move | Sight | Fight |
    |---|---|---|---|
    | Village | OTIH | OTIH | OTIH |
    | Clear | - | - | - |
  }
}
aid a "Aid" {
  table key
}
''', encoding="utf-8")
    c = compile_book(book)
    assert c.ok, [str(d) for d in c.diagnostics()]
    html = render_html(c, c.ir.aids[0])
    assert html.count("OTIH: use the other terrain in the hex.") == 1, html
