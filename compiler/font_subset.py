"""Font subsetting for printed aids: fontTools' subsetter, without reading the tables it will drop.

Fed by `compiler/to_aid.py`, which hands this subsetter to WeasyPrint while it prints an aid, and
`kept_subsets`, which keeps each subset font in the user's cache (`dsl.cache`): an aid printed again
after an edit of its text mostly uses the glyphs it used before, so its fonts are not subset again;
once WeasyPrint has a subset font's bytes, the font is emptied of its tables, so it is freed at once
rather than by a collection (its `cmap` refers back to it).
WeasyPrint asks fontTools to drop GSUB, GPOS and SVG from every embedded font, but
`fontTools.subset.Subsetter.subset` first converts the layout tables to their compact in-memory
form (`beyond64k._compact_layout_tables`), which decompiles every GSUB and GPOS lookup of the font
(about half of the time spent printing an aid) only for `_prune_pre_subset` to delete them next.
`DropFirstSubsetter` deletes, before that conversion, exactly the tables `_prune_pre_subset` would
delete as dropped, in the same order and under the same conditions (including the rule that drops
`kern` while a GPOS table is still present), then runs fontTools' own `subset`, so the subset font
and the PDF are byte for byte what the plain subsetter makes (tests/test_font_subset.py).
"""
from __future__ import annotations

import functools
import hashlib
import io
import types
from pathlib import Path

from fontTools import subset as _fonttools_subset

# The characters whose glyphs every subset font keeps: ASCII; from Latin-1 the no-break space, °, ±,
# ·, the fractions ¼ ½ ¾, × and ÷; the superscript digits (a cell's footnote mark in a line of text:
# "read as 3²"); the general punctuation (dashes, quotes, bullets, the ellipsis,
# primes); arrows; the signs for minus, ≤, ≥ and ≠; and the Latin ligatures (ﬁ, ﬀ …), which the
# text shaper puts in place of their letters. (An aid printing another character gets a
# subset of its own, as every aid did before.)
SHARED = frozenset([*range(0x20, 0x7F), *map(ord, "\u00a0°±·¼½¾×÷¹²³⁰⁴⁵⁶⁷⁸⁹"), *range(0x2010, 0x2028), 0x2032, 0x2033,
                    *range(0x2190, 0x2194), 0x2212, 0x2260, 0x2264, 0x2265,
                    *range(0xFB00, 0xFB07)])


class DropFirstSubsetter(_fonttools_subset.Subsetter):
    """A fontTools `Subsetter` that removes the tables it is told to drop before decompiling any."""

    def _dropped_before_subset(self, font) -> list[str]:
        """Delete (and name) the tables `_prune_pre_subset` would drop, in its order and with its rules."""
        options, dropped = self.options, []
        for tag in self._sort_tables(font):
            if (tag.strip() in options.drop_tables
                    or (tag.strip() in options.hinting_tables and not options.hinting)
                    or (tag == "kern" and not options.legacy_kern and "GPOS" in font)):
                del font[tag]
                dropped.append(tag)
        return dropped

    def subset(self, font):
        if _RELEASED_AFTER:
            _RELEASED_AFTER[-1].append(font)
        self._dropped_before_subset(font)
        return super().subset(font)


# The fonts subset within each call of `kept_subsets`' WeasyPrint method still running (the
# innermost last): once WeasyPrint has saved them, they are emptied of their tables. A font's `cmap`
# subtables refer back to it, so the whole font (some 6,000 glyphs' objects) would otherwise wait
# for a collection of the cycle; emptied, it is freed as soon as WeasyPrint drops it.
_RELEASED_AFTER: list[list] = []


# What WeasyPrint's `weasyprint.pdf.fonts` reads as its `subset` module: fontTools' options, this subsetter.
WEASYPRINT_SUBSET = types.SimpleNamespace(Options=_fonttools_subset.Options, Subsetter=DropFirstSubsetter)


def kept_subsets(subset):
    """WeasyPrint's `Font._fonttools_subset(self, to_unicode, hinting)` (`subset`, which replaces
    `self.file_content` by the subset font) with each answer kept in the user's cache. The key is
    everything the subset is made from: the font's bytes and index, the glyphs kept, the options
    WeasyPrint sets from `hinting` and `self.missing`, and the code (fontTools, WeasyPrint, this
    module): the bytes are what `subset` would make again. An entry found damaged is a miss."""
    import os

    import fontTools
    import weasyprint

    from dsl import cache
    code = _code_digest()

    def kept(self, to_unicode, hinting):
        font = hashlib.sha256(self.file_content).hexdigest()
        gids = sorted(set(to_unicode).union(shared_glyphs(self.file_content, self.index, font)))
        key = "font-subset-" + hashlib.sha256("\0".join([
            "font-subset", fontTools.version, weasyprint.__version__, code,
            os.environ.get("SOURCE_DATE_EPOCH", ""),   # (fontTools stamps it)
            font, str(self.index), str(bool(hinting)), str(bool(self.missing)),
            ",".join(map(str, gids))]).encode()).hexdigest()
        found = cache.get_bytes(key)
        if found is not None:
            self.file_content = found
            return
        fonts: list = []
        _RELEASED_AFTER.append(fonts)
        try:
            subset(self, dict.fromkeys(gids), hinting)   # (WeasyPrint reads the glyph numbers only: the keys)
        finally:
            _RELEASED_AFTER.pop()
            for font in fonts:     # (saved: WeasyPrint has their bytes)
                font.tables.clear()
        cache.put_bytes(key, self.file_content)
    return kept


_SHARED_GLYPHS: dict[tuple[str, int], frozenset[int]] = {}   # (font's SHA-256, index) → glyph numbers


def shared_glyphs(content: bytes, index: int, digest: str) -> frozenset[int]:
    """The glyph numbers of the `SHARED` characters the font (`content`, the `index`th of its file,
    `digest` its SHA-256) has: read from its `cmap` once per process, and kept in the cache."""
    found = _SHARED_GLYPHS.get((digest, index))
    if found is None:
        found = _SHARED_GLYPHS[digest, index] = _read_shared_glyphs(content, index, digest)
    return found


def _read_shared_glyphs(content: bytes, index: int, digest: str) -> frozenset[int]:
    from fontTools.ttLib import TTFont

    from dsl import cache
    key = "font-shared-glyphs-" + hashlib.sha256(f"{digest}\0{index}\0{_code_digest()}".encode()).hexdigest()
    found = cache.get_bytes(key)
    if found is not None:
        try:
            return frozenset(int(g) for g in found.decode("ascii").split(",") if g)
        except ValueError:      # (a damaged entry: read the font again)
            pass
    font = TTFont(io.BytesIO(content), fontNumber=index, lazy=True)
    cmap = font.getBestCmap() or {}
    gids = frozenset(font.getGlyphID(cmap[c]) for c in SHARED if c in cmap)
    cache.put_bytes(key, ",".join(map(str, sorted(gids))).encode("ascii"))
    return gids


@functools.lru_cache(maxsize=1)
def _code_digest() -> str:
    """This module's source, read once per process: a part of every kept subset's key."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
