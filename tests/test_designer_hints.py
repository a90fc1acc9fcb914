"""Checks that help a designer: a fact written as a modifier's amount (hint: `per`), and
exceptions that can never change their target (W310)."""
from __future__ import annotations

import re

from compiler.pipeline import compile_book

HEADER = 'book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n'


def _compile(tmp_path, text, name="b.rules"):
    path = tmp_path / name
    path.write_text(HEADER + text, encoding="utf-8")
    return compile_book(path)


PER = '''clause 1 "One" {
  says "One column left for each attacking unit."
  fact attackers: count "Attacking units"
  modifier m "M" { shift attackers left }
  modifier n "N" { drm attackers }
  example "Three attackers" { m(attackers: 3) == -3 }
}
'''


def test_fact_as_shift_amount_hints_per(tmp_path):
    c = _compile(tmp_path, PER)
    found = {d.span.line: d for d in c.diagnostics() if d.severity == "error"}
    assert set(found) == {5, 6}
    shift, drm = found[5], found[6]
    assert shift.code == "E203" and shift.message.startswith("attackers is a fact")
    assert (shift.span.column, drm.span.column) == (20, 20)
    fix = re.search(r"`([^`]*)`", shift.hint).group(1)
    assert fix == "shift 1 left  per attackers"
    assert re.search(r"`([^`]*)`", drm.hint).group(1) == "drm +1  per attackers"
    # the hint is the fix: written as it says, the book checks and its example passes
    fixed = PER.replace("shift attackers left", fix).replace("drm attackers", "drm +1  per attackers")
    c = _compile(tmp_path, fixed, "fixed.rules")
    assert c.ok and c.examples_run == 1, [d.message for d in c.diagnostics()]


def test_unknown_amount_is_still_unknown(tmp_path):
    c = _compile(tmp_path, PER.replace("shift attackers left", "shift atackers left"))
    (d,) = [d for d in c.diagnostics() if d.span and d.span.line == 5]
    assert d.code == "E202" and "unknown constant atackers" in d.message


def test_doubts_on_the_book_header_are_listed(tmp_path):
    import subprocess
    import sys
    path = tmp_path / "h.rules"
    path.write_text('book h {\n  title "H"\n  side red "Red"\n  side blue "Blue"\n  dice 1d6\n'
                    '  doubt "The cover and the rules disagree on the publisher."\n}\n'
                    'clause 1 "One" { says "x" }\n', encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "compiler", "check", "--notes", str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 0
    assert "h.rules:6:3: note[W601]: doubt: The cover and the rules disagree on the publisher." in out.stderr
    assert "0 gaps, 1 doubt noted" in out.stderr


def test_header_doubt_in_the_web_book():
    from conftest import ROOT
    index = (ROOT / "generated" / "site" / "books" / "changsha" / "index.md").read_text(encoding="utf-8")
    listing = index[index.index("## Gaps and doubts"):]
    assert "- **Doubt** (book header): 2\\.0 asks the players for a single six\\-sided die" in listing
    assert '!!! warning "Doubt"\n    2\\.0 asks the players' in index[:index.index("## Contents")]
