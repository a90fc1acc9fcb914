"""`fact x: count at most N`: the most the rules let an engine give a fact. Changsha 12.1.d says "a
maximum of two KMT artillery support markers may be committed to one combat"; a third was read as
adding nothing (the modifier's cap), so an engine committing three got an answer. Now the bound is
the fact's: a larger value is refused (`FactOutOfRange`, naming the fact, the bound and the clause
that sets it), by the package, on the kept path too, and the checker refuses a book that assumes
more (a default or an example above it)."""
from __future__ import annotations

import enum
import json

import pytest

from dsl import runtime as rt

from conftest import ROOT, compile_text, compiled_book


@pytest.fixture(scope="module")
def cs():
    return compiled_book("changsha").module


def test_a_value_above_the_bound_is_refused_naming_fact_bound_and_clause(cs):
    assert cs.kmt_artillery_support(attacker="KMT", kmt_artillery_markers=2) == 2
    with pytest.raises(rt.FactOutOfRange) as err:
        cs.kmt_artillery_support(attacker="KMT", kmt_artillery_markers=3)
    assert str(err.value) == ("kmt_artillery_support(): the fact 'kmt_artillery_markers' [7.4.b] is at most 2 "
                              "[12.1.d]; got 3: the rules allow no more, so give 2 or less")
    assert err.value.fact == "kmt_artillery_markers"
    assert isinstance(err.value, rt.RulesInputError)


def test_every_function_reading_the_fact_refuses_it_also_after_a_kept_answer(cs):
    fine = cs.crt(roll=9, column="3:1", attacker="KMT", kmt_artillery_markers=2)   # kept
    assert cs.crt(roll=9, column="3:1", attacker="KMT", kmt_artillery_markers=2) is fine
    for _ in range(2):   # (a refusal is never kept as an answer)
        with pytest.raises(rt.FactOutOfRange):
            cs.crt(roll=9, column="3:1", attacker="KMT", kmt_artillery_markers=3)
    with pytest.raises(rt.FactOutOfRange):
        cs.combat_result(9, 28, 4, attacker="KMT", defender_terrain="clear", kmt_artillery_markers=7)


def test_an_engines_own_int_class_is_read_as_its_value(cs):
    class Markers(enum.IntEnum):
        TWO = 2
        THREE = 3
    assert cs.kmt_artillery_support(attacker="KMT", kmt_artillery_markers=Markers.TWO) == 2
    with pytest.raises(rt.FactOutOfRange):
        cs.kmt_artillery_support(attacker="KMT", kmt_artillery_markers=Markers.THREE)


def test_the_bound_is_carried_by_facts_and_book_json(cs):
    fact = cs.FACTS["kmt_artillery_markers"]
    assert (fact.at_most, fact.at_most_clause) == (2, "12.1.d")
    assert cs.FACTS["defender_terrain"].at_most is None
    book = json.loads((ROOT / "generated" / "changsha" / "book.json").read_text(encoding="utf-8"))
    bounded = next(f for f in book["facts"] if f["id"] == "kmt_artillery_markers")
    assert bounded["at_most"]["kind"] == "constant" and bounded["at_most"]["name"] == "kmt_markers_per_combat"


def test_the_web_book_reads_the_bound_after_the_facts_title():
    rules = (ROOT / "generated" / "site" / "books" / "changsha" / "rules.md").read_text(encoding="utf-8")
    assert "- Number “KMT artillery support markers committed to this combat”: at most 2 markers" in rules


def test_the_kit_refuses_an_engine_that_caps_instead():
    vectors = json.loads((ROOT / "generated" / "changsha" / "vectors.json").read_text(encoding="utf-8"))
    refused = [v for v in vectors["vectors"] if v["expected"].get("error") == "FactOutOfRange"]
    # (and a turn past a scenario's last, given with it: `turn game_turn`, tests/test_turn_fact.py)
    assert [v["input"]["facts"] for v in refused if v["input"]["scenario"] is None] == \
        [{"kmt_artillery_markers": {"type": "number", "value": 3}}]


def test_a_literal_bound_on_an_integer_fact(tmp_path):
    c = compile_text(tmp_path, '''
        book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
        clause 1 "One" {
          says "At most four."
          fact level: integer = -1 at most 4 "Level"
          formula twice() "Twice" = level * 2
          example { twice(level: 4) == 8 }
        }
    ''')
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.twice() == -2 and c.module.twice(level=4) == 8
    with pytest.raises(rt.FactOutOfRange, match=r"'level' \[1\] is at most 4 \[1\]; got 5"):
        c.module.twice(level=5)


@pytest.mark.parametrize("fact, said", [
    ('fact m: count = 3 at most most "M"', "the default of m is 3, more than its bound 2"),
    ('fact m: count at most mots "M"', "unknown name mots: `at most` needs a constant whole number of at least 0"),
    ('fact m: count at most half "M"', "`at most half` needs a constant whole number of at least 0"),
    ('fact m: flag at most most "M"', "`at most` bounds a number's fact; m is a flag"),
])
def test_a_bound_the_book_cannot_keep_is_an_error_at_its_place(tmp_path, fact, said):
    c = compile_text(tmp_path, f'''
        book t {{ title "T" side red "Red" side blue "Blue" dice 1d6 }}
        clause 1 "One" {{
          says "At most two."
          constant most = 2 "Most"
          constant half = 1/2 "Half"
          {fact}
        }}
    ''')
    found = [(d.code, d.message, d.span.line) for d in c.diagnostics() if d.severity == "error"]
    assert [(code, line) for code, message, line in found if message == said] in ([("E401", 7)], [("E202", 7)]), found


def test_an_example_giving_more_than_the_bound_is_an_error(tmp_path):
    c = compile_text(tmp_path, '''
        book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
        clause 1 "One" {
          says "At most two."
          fact m: count = 0 at most 2 "M"
          formula f() "F" = m
          example { f(m: 3) == 3 }
        }
    ''')
    found = [(d.code, d.message, d.span.line, d.span.column) for d in c.diagnostics() if d.severity == "error"]
    assert ("E401", "the fact m is at most 2, not 3", 7, 18) in found, found


PASSED_ON = '''
    book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
    clause 1 "One" {
      says "At most two."
      fact s: count = 0 at most 2 "Smoke"
      formula f(x: number) "F" = x + s
      formula g(x: number) "G" = f(x, s: x)
      permission p "P" { may not "see" when f(0, s: x_given) > 1 }
      fact x_given: count = 0 "X"
      EXAMPLES
    }
'''


def test_a_value_a_rule_or_an_example_computes_for_the_fact_is_refused_too(tmp_path):
    """Only a number written in an example was held to the bound: `f(1, s: 1 + 2)` and `g(3)`, which
    gives 3 to `f(x, s: x)`, answered, where an engine's `f(1, s=3)` is refused (the third designer
    probe). A fact a rule or an example gives the rule it calls is checked as an engine's is: the
    package and the JavaScript engine refuse it, and the checker says which example cannot run."""
    c = compile_text(tmp_path, PASSED_ON.replace("EXAMPLES", '''
      example "computed" { f(1, s: 1 + 2) == 4 }
      example "passed on" { g(3) == 6 }
      example "within" { g(2) == 4 }'''))
    failed = sorted((d.code, d.span.line) for d in c.diagnostics() if d.severity == "error")
    assert failed == [("E501", 11), ("E501", 12)], [str(d) for d in c.diagnostics()]
    assert all("FactOutOfRange: f(): the fact 's' [1] is at most 2 [1]; got 3" in d.message
               for d in c.diagnostics() if d.severity == "error")
    (tmp_path / "ok").mkdir()
    c = compile_text(tmp_path / "ok", PASSED_ON.replace("EXAMPLES", 'example "within" { g(2) == 4 }'))
    assert c.ok, [str(d) for d in c.diagnostics()]
    assert c.module.g(2) == 4
    with pytest.raises(rt.FactOutOfRange, match=r"the fact 's' \[1\] is at most 2 \[1\]; got 3"):
        c.module.g(3)
    with pytest.raises(rt.FactOutOfRange):
        c.module.p(x_given=5)
    from compiler.to_json import export
    from compiler.to_vectors import vectors
    data = vectors(c)
    js = __import__("test_js_evaluator")
    if js.NODE is not None:   # (the JavaScript engine agrees on every vector, and refuses g(3) itself)
        book, kit = js._write(tmp_path, "book.json", export(c.ir)), js._write(tmp_path, "vectors.json", data)
        code, out, _ = js._evaluate(book, kit)
        assert code == 0, out
        data["vectors"] = [{**data["vectors"][0], "construct": "g", "kind": "formula",
                            "input": {**data["vectors"][0]["input"], "call": "formula", "function": "g",
                                      "args": [{"type": "number", "value": 3}], "keywords": {}, "facts": {}},
                            "expected": {"error": "FactOutOfRange"}}]
        code, out, _ = js._evaluate(book, js._write(tmp_path, "refused.json", data))
        assert code == 0, out


def test_the_aid_still_says_the_limit_beside_the_modifier_counted_per_the_fact():
    """The cap moved from the modifier to the fact, and the aid's line lost its "at most 2": a player
    reading the aid no longer saw that a third marker cannot be committed. A modifier counted per a
    bounded fact reads the fact's bound where its own cap was read."""
    for book, line in (("changsha", "per KMT artillery support marker committed to this combat, at most 2."),
                       ("khalkin_gol", "per air unit that succeeded in providing CAS to this attack, at most 2.")):
        aid = (ROOT / "generated" / book / "aid.html").read_text(encoding="utf-8")
        assert line in aid, book


@pytest.mark.parametrize("line, at, hint", [
    ('fact v: count = 0 "V" at most 2', "at most", "the bound goes before the fact's title"),
    ('fact s: count = 0 at most 2 at most 3 "S"', "at most 3", "a fact takes one bound"),
    ('fact smoke: count at most 2 = 0 "S"', "= 0", "the default goes before the bound"),
    ('fact p: percent = 0 at most 2.5 "P"', ".5", "a bound is a whole number 0 or more"),
    ('fact d: number = 0 at most 1:1 "D"', ":1", "a bound is a whole number 0 or more"),
    ('formula f(n: count at most 2) "F" = n', "at most", "a formula's parameter takes no bound"),
])
def test_a_bound_written_where_it_does_not_go_is_told_where_it_goes(tmp_path, line, at, hint):
    """Each was "did you mean fact?" or a list of keywords (odds "without spaces" for `1:1`): the
    third designer probe wrote them as a newcomer would."""
    c = compile_text(tmp_path, f'''book t {{ title "T" side red "Red" side blue "Blue" dice 1d6 }}
clause 1 "One" {{
  says "At most two."
  {line}
}}
''')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E001" and d.hint.startswith(hint), d
    assert (d.span.line, d.span.column) == (4, len("  ") + line.index(at) + 1), d


def test_a_bound_on_a_records_field_is_told_only_facts_take_one(tmp_path):
    c = compile_text(tmp_path, '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
record unit "U" {
  steps: count = 2 at most 4 "Steps"
}
clause 1 "One" { says "x" }
''')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.hint == "only a fact takes a bound (`at most`); a record's field takes none", d
