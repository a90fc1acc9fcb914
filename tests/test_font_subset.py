"""The aid printer's font subsetter (compiler/font_subset.py) makes exactly what fontTools' own makes,
without decompiling the GSUB and GPOS tables it is told to drop."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from fontTools import subset
from fontTools.ttLib import TTFont, getTableClass

from compiler.font_subset import DropFirstSubsetter

FONTS = [p for p in (Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
                     Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
                     Path("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")) if p.is_file()]
pytestmark = pytest.mark.skipif(not FONTS, reason="no DejaVu or Liberation font on this machine")


def _options(hinting: bool, legacy_kern: bool = False) -> subset.Options:
    # The options WeasyPrint 6x gives fontTools (weasyprint/pdf/fonts.py, `_fonttools_subset`).
    options = subset.Options(retain_gids=True, passthrough_tables=True, ignore_missing_glyphs=True,
                             hinting=hinting, desubroutinize=True, notdef_outline=False,
                             legacy_kern=legacy_kern)
    options.drop_tables += ["GSUB", "GPOS", "SVG"]
    return options


def _subset(path: Path, subsetter_class, options, decompiled: list[str], monkeypatch) -> tuple[bytes, set]:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1704067200")   # fontTools stamps head.modified with the time: fixed
    for tag in ("GSUB", "GPOS"):
        cls = getTableClass(tag)
        original = cls.decompile

        def spy(self, data, font, _tag=tag, _original=original):
            decompiled.append(_tag)
            return _original(self, data, font)
        monkeypatch.setattr(cls, "decompile", spy)
    font = TTFont(io.BytesIO(path.read_bytes()))
    subsetter = subsetter_class(options)
    subsetter.populate(gids={3, 36, 37, 38, 68, 69, 70, 80, 81})   # a few Latin letters, as WeasyPrint gives gids
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    monkeypatch.undo()
    return out.getvalue(), set(font.keys())


@pytest.mark.parametrize("path", FONTS, ids=lambda p: p.name)
@pytest.mark.parametrize("hinting", [True, False])
def test_same_bytes_as_fonttools_without_decompiling_dropped_layout(path, hinting, monkeypatch):
    plain_seen, fast_seen = [], []
    plain, plain_tables = _subset(path, subset.Subsetter, _options(hinting), plain_seen, monkeypatch)
    fast, fast_tables = _subset(path, DropFirstSubsetter, _options(hinting), fast_seen, monkeypatch)
    assert fast == plain
    assert fast_tables == plain_tables
    assert "GPOS" in TTFont(io.BytesIO(path.read_bytes()))       # the font had a table to drop ...
    assert "GPOS" in plain_seen                                   # ... which fontTools decompiled
    assert fast_seen == []                                        # ... and this subsetter did not


@pytest.mark.parametrize("legacy_kern", [True, False])
def test_kern_rule_follows_fonttools(legacy_kern, monkeypatch):
    # `kern` is dropped while a GPOS is still present unless legacy_kern: the order of deletion matters.
    path = FONTS[0]
    plain, plain_tables = _subset(path, subset.Subsetter, _options(True, legacy_kern), [], monkeypatch)
    fast, fast_tables = _subset(path, DropFirstSubsetter, _options(True, legacy_kern), [], monkeypatch)
    assert (fast, fast_tables) == (plain, plain_tables)


def test_an_aid_printed_again_takes_its_subset_fonts_from_the_cache(tmp_path, monkeypatch):
    """The fonts of an aid printed again with the same glyphs (its text edited) are not subset again:
    they are taken from the user's cache, and the PDF is byte for byte the same. A damaged entry,
    or no cache (`RULES_CACHE=off`), is a miss: the font is subset as before, to the same bytes."""
    from compiler.system_libraries import pdf_unavailable
    if pdf_unavailable():
        pytest.skip(pdf_unavailable())
    from compiler.to_aid import render_pdf
    html = (Path(__file__).resolve().parent.parent / "generated" / "shanghai_incident" / "aid.html").read_text(
        encoding="utf-8")
    made = []
    original = DropFirstSubsetter.subset
    monkeypatch.setattr(DropFirstSubsetter, "subset", lambda self, font: made.append(1) or original(self, font))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    first = render_pdf(html)
    subsets = len(made)
    assert subsets >= 2                                           # (the aid's regular, bold and mono fonts)
    assert render_pdf(html) == first and len(made) == subsets     # none made again
    entries = sorted((tmp_path / "cache").rglob("*"))
    damaged = next(p for p in entries if p.is_file() and p.stat().st_size > 1000)
    damaged.write_bytes(damaged.read_bytes()[:-100] + b"\0" * 100)
    assert render_pdf(html) == first and len(made) == subsets + 1  # the damaged one made again
    monkeypatch.setenv("RULES_CACHE", "off")
    assert render_pdf(html) == first and len(made) == 2 * subsets + 1
    assert first == (Path(__file__).resolve().parent.parent / "generated" / "shanghai_incident" / "aid.pdf").read_bytes()


def test_aids_of_different_texts_share_their_subset_fonts(tmp_path, monkeypatch):
    """Every font keeps the glyphs of the `SHARED` characters besides those an aid prints, so two
    aids printing different words (of those characters alone) embed the same subset of each font:
    the second aid makes none. An aid printing a character outside that set gets a subset of its own."""
    from compiler.system_libraries import pdf_unavailable
    if pdf_unavailable():
        pytest.skip(pdf_unavailable())
    from compiler.font_subset import SHARED
    from compiler.to_aid import render_pdf
    generated = Path(__file__).resolve().parent.parent / "generated"
    first, second = (generated / book / "aid.html" for book in ("shanghai_incident", "changsha"))
    made = []
    original = DropFirstSubsetter.subset
    monkeypatch.setattr(DropFirstSubsetter, "subset", lambda self, font: made.append(1) or original(self, font))
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    html = second.read_text(encoding="utf-8")
    assert "ſ" not in html and ord("ſ") not in SHARED
    render_pdf(first.read_text(encoding="utf-8"))
    subsets = len(made)
    assert subsets >= 2
    assert render_pdf(html) == (generated / "changsha" / "aid.pdf").read_bytes()
    assert len(made) == subsets                          # the same fonts, none subset again
    assert "<b>" in html
    render_pdf(html.replace("<b>", "<b>ſ", 1))           # a long s, in bold
    assert len(made) == subsets + 1                      # the bold font alone subset again
