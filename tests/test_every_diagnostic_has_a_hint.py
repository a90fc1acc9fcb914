"""Every error and warning a designer gets says what to do about it: a hint under the caret.

`Report.error(code, message, span, hint="")` leaves the hint optional, and call sites without one
slipped in ("`+` needs numbers, this is a flag (yes or no)", "unknown function zz", "row 'X' appears twice"
printed no advice at all). A scan of the front end's sources finds a call that passes no hint; small
bad books check that the hints computed at run time (a did-you-mean with its fallback) are never
empty. Notes (`Report.note`, W601: a doubt the rulebook records) are not advice and are exempt."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from compiler.pipeline import compile_book

ROOT = Path(__file__).resolve().parent.parent
SCANNED = sorted((ROOT / "dsl" / "checks").glob("*.py")) + [
    ROOT / "dsl" / name for name in ("resolver.py", "builder.py", "parser.py", "syntax_errors.py", "loader.py", "limits.py")]


def _on_a_report(call: ast.Call) -> bool:
    """`report.error(…)`, `self.report.warning(…)`: a diagnostic reported (a `.note(…)` is exempt)."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in ("error", "warning")):
        return False
    target = func.value
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
    return "report" in name.lower()


def _hintless(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and _on_a_report(node)):
            continue
        spread = any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords)
        if len(node.args) >= 4 or spread or any(k.arg == "hint" for k in node.keywords):
            continue
        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:100]}")
    return found


def test_the_scan_reads_the_front_end():
    assert all(p.exists() for p in SCANNED), [str(p) for p in SCANNED if not p.exists()]
    calls = sum(1 for p in SCANNED for n in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
                if isinstance(n, ast.Call) and _on_a_report(n))
    assert calls > 200, calls   # the scan finds the reports (a renamed receiver would make it pass vacuously)


def test_no_error_or_warning_is_reported_without_a_hint():
    offenders = [line for path in SCANNED for line in _hintless(path)]
    assert not offenders, "diagnostics reported without a hint:\n" + "\n".join(offenders)


from test_rule_checks import HEADER  # noqa: E402 (the same book's start: two sides, an enum, three facts)

BOOKS = {
    "types": ('''  formula f1() "F1" = night + 1
  formula f2() "F2" = cas < "3"
  formula f3() "F3" = [1, "x"] == [1]
  formula f4() "F4" = cas in (1, "x")
  formula f5() "F5" = zz(1)
  formula f6(x: number, x: number) "F6" = x
  formula f7() "F7" = floor(1, 2)
  formula f8(a: number) "F8" = a
  formula f9() "F9" = f8(1, 2)
  formula f10() "F10" = night.loss
  formula f11() "F11" = ter == 3
''', ["`+` needs numbers, this is a flag (yes or no)", "cannot compare number with text using <",
      "a list holds values of one type: text among number", "text is not comparable with number",
      "unknown function zz", "parameter x appears twice"]),
    "tables": ('''  results res "Results" {
    "A" => attacker "Attacker"
    "A" => attacker "Attacker again"
  }
  table t "T" {
    rows keys
    columns keys
    | Terrain | Move |
    |---|---|
    | X | 1 |
    | X | 2 |
  }
  table u "U" { roll 1d6 results nowhere
    | 1d6 | x |
    |---|---|
    | 1-6 | A |
  }
''', ["row 'X' appears twice", "result pattern 'A' appears twice", "unknown result vocabulary nowhere"]),
    "rules": ('''  modifier s1 "S1" { shift 1 left per ter }
  modifier s2 "S2" { shift zzz left }
  combine c1 "C1" sum of (c1, night, qqq)
  exception e1 "E1" { overrides nothing_at_all when night use 1 }
''', ["`per` needs a number, this is a terrain", "c1 cannot combine itself", "night is a fact, not a modifier",
      "unknown modifier qqq"]),
    "structure": ('''  enum weather "Weather" { dry "Dry", wet "Wet", dry "Dry again" }
  sequence play "Play" {
    phase move "Move" { who red }
    phase move "Move again" { who blue }
  }
  clause 1.1 "Optional" optional { says "y" }
  scenario s "S" {
    turns 1 to 2
    turn 1 red: 6 CP
    turn 1 red: 2 CP
    options [1.1], [1.1]
  }
  aid a "A" {
    table ter
    formula nowhere
  }
''', ["value dry appears twice in enum weather", "step move appears twice at this level",
      "turn 1 gives red CP twice", "option [1.1] is named twice in scenario s", "ter is a fact, not a table",
      "unknown formula nowhere"]),
}


@pytest.mark.parametrize("name", sorted(BOOKS))
def test_every_diagnostic_of_a_bad_book_has_a_hint(tmp_path, name):
    body, expected = BOOKS[name]
    path = tmp_path / "b.rules"
    path.write_text(HEADER + body + "}\n", encoding="utf-8")
    diagnostics = [d for d in compile_book(path).diagnostics() if d.severity != "note"]
    said = [d.message for d in diagnostics]
    assert all(message in said for message in expected), said
    bare = [(d.code, d.span.line if d.span else None, d.message) for d in diagnostics if not d.hint.strip()]
    assert not bare, bare
