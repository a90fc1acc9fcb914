"""`rewrite FIELD of SIDE: …` (Changsha LANGUAGE_NEEDS need 13, "who is affected, not who attacks"):
one exception rewrites the effect of the named side, the attacker's when the fact `attacker` is that
side and the defender's when it is not; checked with positioned diagnostics, and answered alike by
the generated package and the JavaScript evaluator (through the bundled Changsha book)."""
from __future__ import annotations

import pytest

from compiler.pipeline import compile_book
from dsl import ir
from dsl import runtime as rt

from conftest import compiled_book

BOOK = '''
book sided {
  title "Sided"
  side red "Red"
  side blue "Blue"
  dice 1d6
}
results crt_results "Results" {
  "A{loss}R{retreat}" => attacker "Attacker loses and retreats"
  "A{loss}" => attacker "Attacker loses" { retreat: 0 }
  "D{loss}R{retreat}" => defender "Defender loses and retreats"
  "-" => none "No effect"
}
clause 1 "Combat" {
  says "Red units ignore R1 results."
  fact attacker: side "The attacking side"
  table crt "CRT" {
    roll 1d6
    columns keys
    results crt_results
    | 1d6 | 1:1  |
    | 1-2 | A1R1 |
    | 3-4 | D1R1 |
    | 5-6 | -    |
  }
  exception red_stands "Red ignores R1" {
    overrides crt
    rewrite retreat of red: 1 -> 0
  }
}
'''


def build(tmp_path, text: str):
    (tmp_path / "book.rules").write_text(text, encoding="utf-8")
    return compile_book(tmp_path)


def test_the_named_sides_effect_is_rewritten_whoever_attacks(tmp_path):
    c = build(tmp_path, BOOK)
    assert c.ok, [str(d) for d in c.diagnostics()]
    m = c.module
    assert m.crt(roll=1, column="1:1", attacker="red").attacker.retreat == 0     # red attacks: A1R1 -> A1
    assert m.crt(roll=1, column="1:1", attacker="blue").attacker.retreat == 1    # blue attacks: kept
    assert m.crt(roll=3, column="1:1", attacker="blue").defender.retreat == 0    # red defends: D1R1 -> D1
    assert m.crt(roll=3, column="1:1", attacker="red").defender.retreat == 1
    # the same printed cell, read twice in turn with each attacker: the kept answers are per attacker
    assert [m.crt(roll=2, column="1:1", attacker=a).attacker.retreat for a in ("red", "blue", "red")] == [0, 1, 0]
    assert m.crt(roll=1, column="1:1", attacker="red").rewritten_text == "A1"
    assert m.crt(roll=1, column="1:1", attacker="red").trace[-1] == "1"
    assert "attacker" in m.crt.reads
    with pytest.raises(rt.MissingFact):
        m.crt(roll=1, column="1:1")
    rw = next(e for e in c.ir.exceptions if e.id == "red_stands").rewrites[0]
    assert rw == ir.Rewrite("retreat", None, (("1", "0"),), "red")


@pytest.mark.parametrize("old, new, code, words, hint", [
    ("retreat of red:", "retreat of rde:", "E205", "unknown side rde", "did you mean red?"),
    ('  fact attacker: side "The attacking side"\n', "", "E404", "`retreat of red` needs a fact `attacker: side`",
     "fact attacker: side"),
    ('=> attacker "', '=> assailant "', "E206",
     "`retreat of red` needs attacker and defender results", "rewrite KIND.retreat"),
])
def test_a_wrong_sided_rewrite_is_a_positioned_error(tmp_path, old, new, code, words, hint):
    text = BOOK.replace(old, new)
    c = build(tmp_path, text)
    found = [d for d in c.diagnostics() if d.code == code]
    assert not c.ok and found, [str(d) for d in c.diagnostics()]
    assert found[0].message == words and hint in found[0].hint
    assert found[0].span.line == next(i for i, s in enumerate(text.splitlines(), 1) if "rewrite retreat of" in s)


def test_changsha_13_2_e_is_one_exception_with_the_old_answers():
    c = compiled_book("changsha")
    ids = {e.id for e in c.ir.exceptions if e.clause == "13.2.e"}
    assert ids == {"ija_retreat"}
    m = c.module
    ija_attacks = m.crt(roll=2, column="1:3", attacker="IJA")          # A1R2: the IJA attacker stays
    assert (ija_attacks.attacker.loss, ija_attacks.attacker.retreat) == (1, 0)
    assert m.crt(roll=2, column="1:3", attacker="KMT").attacker.retreat == 2   # a KMT attacker retreats
    assert m.crt(roll=7, column="3:1", attacker="KMT").defender.retreat == 0   # D1R2 on the IJA: stays
    assert m.crt(roll=7, column="3:1", attacker="IJA").defender.retreat == 2   # on the KMT: retreats
    assert m.crt(roll=9, column="4:1", attacker="KMT").rewritten_text == "D2R1"
