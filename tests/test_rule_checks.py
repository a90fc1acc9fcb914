"""Rules a designer can write wrong without a syntax error, each caught where it is written: a rule
that depends on itself through any kind of rule, an exception's `use` of the wrong type, effects
and conditions given twice, and the other mistakes the checker used to let through into generated
code that then answered wrongly or never finished."""
from __future__ import annotations

from compiler.pipeline import compile_book

HEADER = '''book b { title "B" side red "Red" side blue "Blue" dice 1d6 }
enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  fact cas: count = 0 "Air units"
  fact ter: terrain = clear "Terrain"
'''


def _errors(tmp_path, body: str) -> list[tuple[str, int, int, str]]:
    path = tmp_path / "b.rules"
    path.write_text(HEADER + body + "}\n", encoding="utf-8")
    c = compile_book(path)
    return [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "error"]


def test_a_rule_that_depends_on_itself_through_any_kind_of_rule_is_e405(tmp_path):
    """Formulas calling each other were caught; a cycle through a modifier's condition, a combine's
    member, a permission, or an exception's value was not: the generated functions recursed until
    Python stopped them, `rules explain` ended in an internal error, and the vectors expected a
    RecursionError."""
    found = _errors(tmp_path, '''  formula g() "G" = s2() + 1
  modifier s2 "S2" { shift 1 left when g() > 0 }
  formula h() "H" = c1()
  modifier s3 "S3" { shift 1 left per h() }
  combine c1 "C" sum of (s3)
  permission p1 "P" { may "x" when k() }
  formula k() "K" = p1() == yes
  formula f1(x: number) "F" = x * 2
  exception e1 "E1" { overrides f1 when night use f1(x) + 1 }
''')
    assert [(code, line) for code, line, _, _ in found] == [("E405", 8), ("E405", 10), ("E405", 14), ("E405", 15)]
    said = [message for *_, message in found]
    assert said == ["g depends on itself: g → s2 → g", "h depends on itself: h → c1 → s3 → h",
                    "k depends on itself: k → p1 → k", "f1 depends on itself: f1 → f1"]


def test_a_use_value_must_be_of_its_target_s_type(tmp_path):
    """`use yes` on a shift gave True (and a combine of it 2); `use 3` on a terrain formula gave 3."""
    found = _errors(tmp_path, '''  modifier s1 "S1" { shift 2 left }
  modifier s4 "S4" { drm +1 }
  formula f2(): terrain "F2" = woods
  combine c1 "C" sum of (s1)
  modifier half "Half" { multiply 1/2 }
  exception u1 "U1" { overrides s1 when night use yes }
  exception u2 "U2" { overrides f2 when night use 3 }
  exception u3 "U3" { overrides c1 when night use ter }
  exception u4 "U4" { overrides s4 when night use 1/2 }
  exception u5 "U5" { overrides half when night use 1/2 }
  exception u6 "U6" { overrides f2 when night use clear priority 1 }
''')
    assert [(line, message) for _, line, _, message in found] == [
        (13, "`use` gives flag, but s1 gives number"), (14, "`use` gives number, but f2 gives terrain"),
        (15, "`use` gives terrain, but c1 gives number"),
        (16, "`use` gives a fraction, but s4 counts whole columns or pips")]


def test_a_table_of_builtin_results_is_rewritten_only_by_value(tmp_path):
    """`rewrite kind: text -> number` on a text table passed the check and then ended `rules explain`
    in an internal error (a bare StopIteration reading the rewritten cell)."""
    found = _errors(tmp_path, '''  table tn "TN" { roll 1d6 results number
    | 1d6 | V |
    |-----|---|
    | 1-6 | 1 |
  }
  table tt "TT" { roll 1d6
    | 1d6 | V |
    |-----|---|
    | 1-6 | A |
  }
  exception e1 "E1" { overrides tn when night rewrite value: 1 -> 5 }
  exception e2 "E2" { overrides tt when night rewrite kind: text -> number priority 1 }
  exception e3 "E3" { overrides tn when night rewrite kind: number -> text priority 2 }
  example "n" { tn(1, night: yes).value == 5 }
''')
    assert [(code, line, message) for code, line, _, message in found] == [
        ("E206", 19, "tt prints text results, which a rewrite cannot change"),
        ("E206", 20, "tn prints numbers: its one field is `value`")]
