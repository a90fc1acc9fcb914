"""Row and column labels as printed, read as values. Fed by: `checks.tables`, the resolver (enum
titles, compared as labels are: `looks`) and the Python emitter.

A label becomes an inclusive integer range (`2-3`, `9–10`, `22+`, `12 or less`, `≤49%`, `+2/3`),
or a ratio (`3:1`, or as some books print odds, `3-1`: read as odds only in a `columns odds` table,
where a range would make no sense). Open ends are None. Each reader returns None when the label does not parse.
"""
from __future__ import annotations

import bisect
import re
import unicodedata


def looks(text: str) -> str:
    """A label as it looks printed (in the aids, the web book): its canonical form (NFC: `é` and `e`
    + U+0301, the Kelvin sign and K, the Angstrom sign and Å are one) with every run of white space
    one space (HTML shows a tab, two spaces or a no-break space as one). Two labels of one table that
    look alike are one label to a reader, and two to a lookup. (Not NFKC: `km²` and `km2`, `①` and
    `1` print differently; a ligature is W603 on its own.)"""
    return " ".join(unicodedata.normalize("NFC", text).split())


def printed_alike(first: str, text: str) -> str:
    """How `text` is written, said after a message that names it as printed twice (`looks` gives
    both one form): nothing when it is written as `first` is, else that one of them holds a
    combining mark (`e` + U+0301 for `é`), or else `first` as written (escaped: a Kelvin sign, a
    no-break space or two spaces show)."""
    if first == text:
        return ""
    if unicodedata.normalize("NFC", first) == unicodedata.normalize("NFC", text) \
            and any(unicodedata.combining(c) for c in first + text):
        return ", once with a combining mark"
    return f", once as {ascii(first)} (they look alike printed)"


DASH = "[-–—]"
_RANGE = re.compile(rf"^([+-]?[0-9]+)\s*(?:{DASH}\s*([+-]?[0-9]+))?$")
_PLUS = re.compile(r"^([+-]?[0-9]+)\s*\+$|^([+-]?[0-9]+)\s+or\s+more$|^(?:≥|>=)\s*([+-]?[0-9]+)$")
_MINUS = re.compile(r"^([+-]?[0-9]+)\s+or\s+less$|^(?:≤|<=)\s*([+-]?[0-9]+)$")   # (`-3 or less`: a modified roll)
_RATIO = re.compile(rf"^([0-9]+)\s*(?::|{DASH})\s*([0-9]+)$")   # 3:1, or printed with a hyphen: 3-1
_SET = re.compile(r"^([+-])?\s*([0-9]+)((?:\s*/\s*[0-9]+)*)$")

Range = tuple[int | None, int | None]


def parse_range(label: str) -> Range | None:
    """Integer labels: `5`, `2-3`, `9–10`, `22+`, `12 or less`, `≤49`, `≥700`, `-3 or less` (a
    typographic minus, −, as a hyphen)."""
    s = label.strip().rstrip("%").strip().replace("\u2212", "-")
    if m := _RANGE.match(s):
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) is not None else lo
        return (lo, hi) if lo <= hi else None
    if m := _PLUS.match(s):
        return (int(next(g for g in m.groups() if g)), None)
    if m := _MINUS.match(s):
        return (None, int(next(g for g in m.groups() if g)))
    return None


def parse_percent(label: str) -> Range | None:
    """Percent bands: `≤49%`, `50-99%`, `100–199%`, `≥700%`."""
    return parse_range(label) if label.strip().endswith("%") else None


def parse_differential(label: str) -> Range | None:
    """Differential headers: `-2`, `0`, `+1`, `+2/3` (2 or 3), `+ 10` (a typographic minus, −, as a hyphen)."""
    s = label.strip().replace("\u2212", "-")
    if m := _SET.match(s):
        sign = -1 if m.group(1) == "-" else 1
        nums = [int(m.group(2))] + [int(x) for x in re.findall(r"[0-9]+", m.group(3) or "")]
        vals = sorted(sign * n for n in nums)
        if vals != list(range(vals[0], vals[-1] + 1)):
            return None
        return (vals[0], vals[-1])
    return parse_range(s)


def parse_ratio(label: str) -> tuple[int, int] | None:
    m = _RATIO.match(label.strip())
    if not m or int(m.group(1)) == 0 or int(m.group(2)) == 0:
        return None
    a, b = int(m.group(1)), int(m.group(2))
    return (a, b) if a == 1 or b == 1 else None


def ratio_position(ratio: tuple[int, int]) -> int:
    """Place on the odds scale: 1:1 is 0, 2:1 is 1, 1:2 is -1."""
    a, b = ratio
    return a - 1 if b == 1 else -(b - 1)


COLUMN_READERS = {"odds": parse_ratio, "percent": parse_percent, "differential": parse_differential,
                  "numbers": parse_range}
ROW_READERS = {"numbers": parse_range, "roll": parse_range}
AXIS_KINDS = ("odds", "percent", "differential", "numbers", "keys")


def canonical_dice(text: str) -> str:
    """Dice as written, without leading zeros (`01d06` is 1d6): a header's `dice`, a table's `roll`
    and its corner, and a dice constant are compared so, as a dice literal in a rule is read."""
    count, _, sides = text.partition("d")
    if not (count.isdigit() and sides.isdigit()):
        return text
    return f"{count.lstrip('0') or '0'}d{sides.lstrip('0') or '0'}"


def dice_span(dice: str) -> tuple[int, int]:
    n, s = (int(x) for x in dice.split("d"))
    return n, n * s


class Cover:
    """The numbers a table's row labels cover so far, as sorted disjoint ranges: whether a range
    meets them (`meets`) and adding one (`add`) cost a binary search, so checking the rows of a table
    grows as n log n, not as the square (20,000 rows took minutes). Open ends are None."""

    _LOW, _HIGH = float("-inf"), float("inf")

    def __init__(self):
        self.starts: list = []
        self.ends: list = []

    def _bounds(self, rng: Range) -> tuple:
        return (self._LOW if rng[0] is None else rng[0]), (self._HIGH if rng[1] is None else rng[1])

    def meets(self, rng: Range) -> bool:
        lo, hi = self._bounds(rng)
        i = bisect.bisect_right(self.starts, hi)   # the pieces that start at or below hi: the last ends highest
        return i > 0 and self.ends[i - 1] >= lo

    def add(self, rng: Range) -> None:
        lo, hi = self._bounds(rng)
        first, last = bisect.bisect_left(self.ends, lo), bisect.bisect_right(self.starts, hi)
        if first < last:   # the pieces it meets become one
            lo, hi = min(lo, self.starts[first]), max(hi, self.ends[last - 1])
        self.starts[first:last], self.ends[first:last] = [lo], [hi]
