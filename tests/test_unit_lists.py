"""Lists of units (issue 12 item 7): `record` types, `list of` facts, the aggregates `sum`, `count`,
`best`, `any` and `all` with per-item rounding, their checks (E212 and friends), the strict input
of generated packages, the trace, the rule model and its JSON export."""
from __future__ import annotations

import json

import pytest

from dsl import ir_json
from dsl import runtime as rt

from conftest import compile_text

BOOK = '''book t { title "T" side red "Red" side blue "Blue" dice 2d6 }
clause 1 "Units" {
  says "Each unit's factor is halved on its own, rounding up, before the total is made."
  record unit_factors "One attacking unit" {
    attack: number "Printed attack factor"
    disrupted: flag = no
    kind: arm = foot
  }
  enum arm { foot, tank }
  fact attackers: list of unit_factors "The attacking units"
}
clause 2 "Halving" {
  says "A disrupted factor is halved, rounding up."
  formula eff(factor: number, d: flag) = if d then ceil(factor / 2) else factor
}
clause 3 "Totals" {
  says "Add up the units' factors."
  formula total_attack() "Total attack" = sum(eff(u.attack, u.disrupted) for each u in attackers)
  formula disrupted_count() = count(u.disrupted for each u in attackers)
  formula strongest() = best(u.attack for each u in attackers where not u.disrupted)
  formula tank_shift() "One shift however many tanks" = if any(u.kind is tank for each u in attackers) then 1 else 0
  formula all_fresh() = all(not u.disrupted for each u in attackers)
  example "Two disrupted 3s make 2 + 2, not half of 6" {
    total_attack(attackers: [unit_factors(attack: 3, disrupted: yes), unit_factors(attack: 3, disrupted: yes)]) == 4
    disrupted_count(attackers: [unit_factors(attack: 3, disrupted: yes), unit_factors(attack: 5)]) == 1
    strongest(attackers: [unit_factors(attack: 9, disrupted: yes), unit_factors(attack: 5)]) == 5
    strongest(attackers: []) == 0
    tank_shift(attackers: [unit_factors(attack: 5, kind: tank), unit_factors(attack: 4, kind: tank)]) == 1
    all_fresh(attackers: [unit_factors(attack: 5)])
  }
}
'''



@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("lists"), BOOK)
    assert c.ok, [d.message for d in c.diagnostics()]
    return c


def test_aggregates_answer_per_unit(compiled):
    mod = compiled.module
    units = [{"attack": 3, "disrupted": True}, {"attack": 3, "disrupted": True}, {"attack": 7}]
    assert mod.total_attack(attackers=units).value == 2 + 2 + 7
    assert mod.total_attack(attackers=[]).value == 0
    assert mod.disrupted_count(attackers=units).value == 2
    assert mod.strongest(attackers=units).value == 7
    assert mod.tank_shift(attackers=[{"attack": 1, "kind": "tank"}] * 3).value == 1
    assert mod.tank_shift(attackers=units).value == 0
    assert mod.all_fresh(attackers=units).value is False
    assert mod.all_fresh(attackers=[{"attack": 1}]).value is True


def test_trace_cites_the_clauses_of_each_unit_rule(compiled):
    mod = compiled.module
    assert mod.total_attack(attackers=[{"attack": 3, "disrupted": True}]).trace == ("3", "2")
    assert mod.total_attack(attackers=[]).trace == ("3",)


def test_examples_run(compiled):
    assert compiled.ok and not [d for d in compiled.diagnostics() if d.code in ("E500", "E501")]


@pytest.mark.parametrize("units, error, words", [
    ([{"attack": 3, "disruptd": True}], rt.UnknownField, "did you mean disrupted"),
    ([{"disrupted": True}], rt.MissingField, "attack"),
    ([{"attack": "3"}], rt.WrongType, "'attackers'[0]['attack']"),
    ([{"attack": 3, "kind": "horse"}], rt.NotAnEnumValue, "foot, tank"),
    ([3], rt.WrongType, "a dict with attack"),
    ({"attack": 3}, rt.WrongType, "list of unit_factors"),
])
def test_strict_input(compiled, units, error, words):
    with pytest.raises(error) as e:
        compiled.module.total_attack(attackers=units)
    assert isinstance(e.value, rt.RulesInputError)
    assert words in str(e.value) and "[1]" in str(e.value)


def test_rule_model_and_export(compiled):
    book = compiled.ir
    record = book.records[0]
    assert (record.id, record.clause, [f.name for f in record.fields]) == ("unit_factors", "1",
                                                                           ["attack", "disrupted", "kind"])
    total = next(f for f in book.formulas if f.id == "total_attack")
    assert total.body.op == "sum" and total.body.var == "u" and total.body.source.name == "attackers"
    data = json.loads(json.dumps(ir_json.to_data(book)))
    assert data["facts"][0]["type"] == "list of unit_factors"
    assert ir_json.from_data(data) == book


@pytest.mark.parametrize("line, code, col, hint", [
    ("formula f() = sum(u.atack for each u in attackers)", "E212", 19, "did you mean attack?"),
    ("formula f() = summ(u.attack for each u in attackers)", "E202", 15, "did you mean sum?"),
    ("formula f() = sum(u.disrupted for each u in attackers)", "E401", 19, ""),
    ("formula f() = count(u.attack for each u in attackers)", "E401", 21, ""),
    ("formula f() = sum(u.attack for each u in 3)", "E401", 42, "list of"),
    ("example { f(attackers: [unit_factors(atack: 3)]) == 1 }", "E212", 38, "did you mean attack?"),
    ("example { f(attackers: [unit_factors(disrupted: yes)]) == 1 }", "E402", 25, ""),
    ("fact more: list of unit_factor", "E204", 20, "did you mean list of unit_factors?"),
])
def test_positioned_diagnostics(tmp_path, line, code, col, hint):
    extra = "" if line.startswith("formula f()") else '  formula f() = sum(u.attack for each u in attackers)\n'
    text = BOOK.replace('clause 2 "Halving"', f'clause 9 "Bad" {{\n  says "x"\n{extra}  {line}\n}}\nclause 2 "Halving"')
    c = compile_text(tmp_path, text)
    row = text.splitlines().index(f"  {line}") + 1
    found = [(d.code, d.span.line, d.span.column, d.hint) for d in c.diagnostics() if d.code == code]
    assert any(f[1:3] == (row, col + 2) and hint in f[3] for f in found), found
