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
