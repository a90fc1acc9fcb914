"""The characters a player aid shows that its fonts cannot draw. Fed by: an aid's HTML (`to_aid`),
as `rules aid` writes it and as `rules build` leaves it in generated/; the command says which
characters, so a designer learns before printing that they come out as empty boxes.

The aid is printed in DejaVu Sans and DejaVu Sans Condensed, regular and bold (docs/cli.md, "rules
aid"). A character none of the four draws — Chinese, Japanese or Korean script, most emoji — is
drawn in whatever font the machine has for it, or as an empty box, so the PDF may also differ from
one machine to the next. The characters the four fonts draw are kept in `aid_font_coverage.txt`
(ranges of code points), written from the fonts by `python -m compiler.aid_glyphs --write`: the
warning is the same on every machine, whatever fonts it has. A table's cells are printed without
such characters (`drawable`, for `to_aid`), which says so under the table: War of the Suns'
territories carry their Chinese names, which the web book prints.
"""
from __future__ import annotations

import bisect
import html
import re
import sys
from functools import lru_cache
from pathlib import Path

COVERAGE = Path(__file__).with_name("aid_font_coverage.txt")
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf")
FONT_FOLDERS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF")
SHOWN = 12   # characters named in one warning; the count of the others follows

_TAG = re.compile(r"<[^>]*>")
_STYLE = re.compile(r"<(style|script)\b.*?</\1>", re.S | re.I)


@lru_cache(maxsize=1)
def _ranges() -> tuple[list[int], list[int]]:
    """(starts, ends) of the code point ranges every aid font draws, sorted."""
    starts, ends = [], []
    for part in COVERAGE.read_text(encoding="ascii").split():
        low, _, high = part.partition("-")
        starts.append(int(low, 16))
        ends.append(int(high or low, 16))
    return starts, ends


def drawn(char: str) -> bool:
    """Whether every font of the aid draws `char`."""
    starts, ends = _ranges()
    i = bisect.bisect_right(starts, ord(char)) - 1
    return i >= 0 and ord(char) <= ends[i]


def drawable(text: str) -> str:
    """`text` without the characters the aid's fonts do not draw (`drawn`), its spaces closed up:
    "Jehol 熱河" → "Jehol". White space and control characters are kept as they are."""
    if text.isascii():
        return text
    kept = "".join(c for c in text if c.isascii() or c.isspace() or not c.isprintable() or drawn(c))
    return " ".join(kept.split()) if kept != text else text


def undrawn(page: str) -> list[str]:
    """The characters of an aid's HTML text (not its markup or style sheet) that its fonts do not
    draw, each once, in the order they first appear. White space and control characters are none."""
    text = html.unescape(_TAG.sub(" ", _STYLE.sub(" ", page)))
    if text.isascii():
        return []
    out = dict.fromkeys(c for c in text if not c.isascii() and c.isprintable() and not c.isspace() and not drawn(c))
    return list(out)


def warning(aid: str, chars: list[str]) -> str:
    """What a command says of an aid that shows `chars` (`undrawn`)."""
    named = ", ".join(f"{c} (U+{ord(c):04X})" for c in chars[:SHOWN])
    more = f" and {len(chars) - SHOWN} more" if len(chars) > SHOWN else ""
    return (f"warning: the aid {aid} shows {named}{more}, which its fonts (DejaVu Sans) do not draw: they "
            "print as empty boxes, or in another font the machine has (so the PDF may differ between "
            "machines); write them in Latin letters where the aid shows them")


def coverage_of(fonts: list[Path]) -> str:
    """The code points every font in `fonts` maps to a glyph, as ranges (`0020-007E 00A0-…`)."""
    from fontTools.ttLib import TTFont
    common: set[int] | None = None
    for path in fonts:
        points = set(TTFont(path, lazy=True).getBestCmap())
        common = points if common is None else common & points
    ranges, start, last = [], None, None
    for point in sorted(common or ()):
        if start is None:
            start = last = point
        elif point == last + 1:
            last = point
        else:
            ranges.append((start, last))
            start = last = point
    if start is not None:
        ranges.append((start, last))
    return "\n".join(f"{a:04X}" if a == b else f"{a:04X}-{b:04X}" for a, b in ranges) + "\n"


def font_files() -> list[Path] | None:
    """The four fonts of the aid, as installed here, or None."""
    for folder in FONT_FOLDERS:
        found = [Path(folder) / name for name in FONTS]
        if all(p.is_file() for p in found):
            return found
    return None


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print("usage: python -m compiler.aid_glyphs --write   (writes compiler/aid_font_coverage.txt from the "
              "installed DejaVu fonts)", file=sys.stderr)
        return 2
    fonts = font_files()
    if fonts is None:
        print(f"the DejaVu fonts are not installed in {', '.join(FONT_FOLDERS)}: apt-get install fonts-dejavu-core "
              "fonts-dejavu-extra", file=sys.stderr)
        return 2
    COVERAGE.write_text(coverage_of(fonts), encoding="ascii")
    print(COVERAGE)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
