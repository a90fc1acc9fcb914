"""An aid that shows characters its fonts do not draw (Chinese, Japanese or Korean script, most
emoji) is said so by `rules aid` and `rules build`: they printed as empty boxes without a word
(`compiler/aid_glyphs.py`). The characters the fonts draw are a committed list, written from the
fonts; the list must be what the installed fonts draw."""
from __future__ import annotations

import subprocess
import sys

import pytest

from compiler import aid_glyphs
from compiler.system_libraries import pdf_unavailable
from conftest import ROOT, bundled_books

BOOK = '''book cjk {
  title "Glyphs"
  side red "Red"
  dice 1d6
}
clause 1.0 "Battle of Changsha" {
  says "Held by HQ 1st Army (\u9999\u6708\u6e05\u53f8); a die \U0001F3B2; \u00d7 \u00bd \u2264 \u2192 \u2013 \u201cquoted\u201d caf\u00e9 \u041c\u043e\u0441\u043a\u0432\u0430."
}
aid cjk_aid "Glyphs aid" {
  page A4 landscape
  clause [1.0]
}
'''


def test_the_characters_of_a_page_its_fonts_do_not_draw():
    page = "<style>p::before { content: '\u9999'; }</style><p>A \u00d7 B &amp; \u9999\u6708 \U0001F3B2 \u9999 \u2013</p>"
    assert aid_glyphs.undrawn(page) == ["\u9999", "\u6708", "\U0001F3B2"]
    assert aid_glyphs.undrawn("<p>ASCII only</p>") == []
    said = aid_glyphs.warning("of cjk", ["\u9999"] * 20)
    assert "\u9999 (U+9999)" in said and "and 8 more" in said


@pytest.mark.skipif(aid_glyphs.font_files() is None, reason="the DejaVu fonts are not installed")
def test_the_committed_list_is_what_the_installed_fonts_draw():
    pytest.importorskip("fontTools")
    assert aid_glyphs.COVERAGE.read_text(encoding="ascii") == aid_glyphs.coverage_of(aid_glyphs.font_files()), \
        "run `python -m compiler.aid_glyphs --write`"


@pytest.mark.skipif(pdf_unavailable() is not None, reason="no PDF printing here (system libraries)")
def test_rules_aid_warns_of_characters_its_fonts_do_not_draw(tmp_path):
    (tmp_path / "rulebooks" / "cjk").mkdir(parents=True)
    (tmp_path / "rulebooks" / "cjk" / "book.rules").write_text(BOOK, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "compiler", "aid", "cjk"], cwd=tmp_path, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    warned = [line for line in out.stderr.splitlines() if "warning:" in line]
    assert len(warned) == 1 and warned[0].startswith("generated/cjk/aid.html: warning: the aid of cjk shows "
                                                     "\u9999 (U+9999), \u6708 (U+6708), \u6e05 (U+6E05), "
                                                     "\u53f8 (U+53F8), \U0001F3B2 (U+1F3B2), which"), warned


@pytest.mark.parametrize("book", bundled_books())
def test_no_bundled_aid_shows_a_character_its_fonts_do_not_draw(book):
    for page in (ROOT / "generated" / book).glob("aid*.html"):
        assert aid_glyphs.undrawn(page.read_text(encoding="utf-8")) == [], page
