"""The checker's work budget (`compiler.work_budget`): an example, a vector or an explained
expression whose rules work out more than `MAX_STEPS` steps (rules worked out, items a `for each`
visits) is stopped and reported (E501; a vector is not made), instead of running for hours: nine
nested `for each` over ten units took 84 s, thirty rules each asking the next twice would take
hours. Engines are not limited. Each book here is far past the budget, yet cheap enough that the
old checker finished it (and passed it) in a second or so."""
from __future__ import annotations

import pytest

from compiler import work_budget
from compiler.explain import run as explain
from compiler.to_vectors import vectors

from conftest import compile_text

HEAD = '''book t { title "T" side red "Red" side blue "Blue" dice 2d6 }
clause 1 "Units" {
  says "Units."
  record unit_factors "One attacking unit" {
    attack: number "Printed attack factor"
  }
  fact attackers: list of unit_factors "The attacking units"
}
'''
TEN = "[" + ", ".join(["unit_factors(attack: 1)"] * 10) + "]"


def _nested(depth: int) -> str:
    body = f"u{depth}.attack"
    for i in range(depth, 0, -1):
        body = f"sum({body} for each u{i} in attackers)"
    return body


def _doubling(depth: int) -> str:
    return "\n".join(f"  formula f{i}() = f{i + 1}() + f{i + 1}()" for i in range(depth)) + f"\n  formula f{depth}() = 1\n"


NESTED = HEAD + f'''clause 3 "Totals" {{
  says "Add up."
  formula total() = {_nested(6)}
  example "ten units, six deep" {{
    total(attackers: {TEN}) == 1000000
  }}
}}
'''
DOUBLING = HEAD + f'''clause 3 "Totals" {{
  says "Add up."
{_doubling(18)}
  example "eighteen doublings" {{
    f0() == 262144
  }}
}}
'''


@pytest.mark.parametrize("text", [NESTED, DOUBLING], ids=["nested for each", "doubling calls"])
def test_an_example_past_the_budget_is_E501_at_the_example(tmp_path, text):
    line = next(n for n, t in enumerate(text.splitlines(), 1) if t.strip().startswith("example"))
    c = compile_text(tmp_path, text)
    errors = [d for d in c.diagnostics() if d.severity == "error"]
    assert [(d.code, d.span.line) for d in errors] == [("E501", line)]
    assert "more than 100,000 steps" in errors[0].message and "[3]" in errors[0].message
    assert "for each" in errors[0].hint


def test_the_steps_are_counted_not_timed(monkeypatch, tmp_path):
    """Under a budget it fits, the same example runs and passes: the limit is a count of steps."""
    monkeypatch.setattr(work_budget, "MAX_STEPS", 2_000_000)
    c = compile_text(tmp_path, DOUBLING)
    assert c.ok and c.examples_run == 1


def test_engines_have_no_budget(tmp_path):
    c = compile_text(tmp_path, DOUBLING.replace("f0() == 262144", "f17() == 2"))
    assert c.ok
    assert c.module.f0().value == 262144          # 2^18 leaves, worked out in full


def test_a_vector_past_the_budget_is_not_made(tmp_path):
    c = compile_text(tmp_path, DOUBLING.replace("f0() == 262144", "f17() == 2"))
    assert c.ok
    made = {v["construct"] for v in vectors(c)["vectors"] if v["kind"] == "formula"}
    assert {"f17", "f18", "f5"} <= made                  # 2^13 rules: within the budget
    assert not made & {"f0", "f1"}                       # 2^18, 2^17 rules: past it


def _many_examples(over: int, cheap: int) -> str:
    """`over` examples each past the budget, then `cheap` ones that need a few steps."""
    examples = "\n".join(f'  example "over {i}" {{ f0() == 262144 }}' for i in range(over))
    examples += "\n" + "\n".join(f'  example "cheap {i}" {{ f16() == 4 }}' for i in range(cheap))
    return HEAD + f'''clause 3 "Totals" {{
  says "Add up."
{_doubling(18)}
{examples}
}}
'''


def test_examples_that_run_out_share_one_allowance_per_book(tmp_path):
    """Fifteen examples past the budget cost ten budgets and five spare ones, not fifteen budgets;
    each is still E501 at its own line, saying which limit stopped it; the cheap examples after
    them still run and pass."""
    c = compile_text(tmp_path, _many_examples(over=15, cheap=3))
    errors = [d for d in c.diagnostics() if d.severity == "error"]
    assert [d.code for d in errors] == ["E501"] * 15
    assert len({d.span.line for d in errors}) == 15
    full = [d for d in errors if "more than 100,000 steps" in d.message]
    spare = [d for d in errors if f"more than {work_budget.SPARE_STEPS:,} steps" in d.message]
    assert len(full) == work_budget.BOOK_STEPS // work_budget.MAX_STEPS and len(spare) == 15 - len(full) > 0
    assert all("1,000,000 steps together" in d.message for d in spare)
    assert all(d.hint == work_budget.SPARE_HINT for d in spare) and all(d.hint == work_budget.HINT for d in full)
    assert c.examples_run == 18


def test_examples_each_within_the_budget_are_bounded_together(tmp_path):
    """Twenty examples that each work out 65,535 steps (within the budget) cost 1.3 million together:
    a thousand of them were a thousand budgets. Past the book's allowance the rest have a spare
    budget, and say why."""
    examples = "\n".join(f'  example "costly {i}" {{ f3() == 32768 }}' for i in range(20))
    c = compile_text(tmp_path, HEAD + f'clause 3 "Totals" {{\n  says "Add up."\n{_doubling(18)}\n{examples}\n}}\n')
    errors = [d for d in c.diagnostics() if d.severity == "error"]
    passed = 20 - len(errors)
    assert passed == work_budget.BOOK_STEPS // 65_535 + 1           # (the allowance crossed by the last of them)
    assert all(d.hint == work_budget.SPARE_HINT for d in errors) and errors


def test_an_allowance_counts_every_step_worked_out():
    """What finished counts too: a thousand examples that each need nearly a budget cost a thousand."""
    allowance = work_budget.Allowance(total=250)
    fine = work_budget.Budget(100, allowance)
    fine.steps = 90
    allowance.take(fine)
    assert allowance.left == 160
    for _ in range(2):
        over = work_budget.Budget(100, allowance)
        with pytest.raises(work_budget.OverBudget):
            over.spend(101, "1")
        allowance.take(over)                 # (the step that ran over counts as the budget's last)
    assert allowance.spent and work_budget.Budget(100, allowance).limit == work_budget.SPARE_STEPS


def _recorded(monkeypatch) -> list:
    """(limit, steps, spent) of every budget given back to an allowance, in order, each once (a
    vector request's is given back to its rule's and to the book's)."""
    seen, given = [], {}   # (the budgets held: an id is not taken again while they live)
    real = work_budget.Allowance.take

    def take(self, budget):
        if id(budget) not in given:
            given[id(budget)] = budget
            seen.append((budget.limit, budget.steps, budget.spent))
        real(self, budget)
    monkeypatch.setattr(work_budget.Allowance, "take", take)
    return seen


def test_a_rule_whose_vector_request_ran_out_is_asked_again_with_a_spare_budget(tmp_path, monkeypatch):
    """Each rule that runs out spends one whole budget, its later requests a spare one; the other
    rules keep their whole budgets. Before, a shared allowance spent by the first rules left the
    later ones spare budgets, so the order of unrelated rules decided which got vectors
    (regression probe: d9–d15 lost theirs when declared after eight costly rules)."""
    c = compile_text(tmp_path, DOUBLING.replace("f0() == 262144", "f17() == 2"))
    seen = _recorded(monkeypatch)
    made = {v["construct"] for v in vectors(c)["vectors"] if v["kind"] == "formula"}
    assert {"f17", "f5", "f3"} <= made and not made & {"f0", "f1", "f2"}   # (f3: 2^16 steps, within a whole budget)
    full = [s for limit, s, spent in seen if spent and limit == work_budget.MAX_STEPS]
    assert len(full) == 3                                             # f0, f1 and f2, once each
    assert all(s <= work_budget.SPARE_STEPS + 1 for limit, s, spent in seen if spent and limit != work_budget.MAX_STEPS)


def test_a_rule_s_vectors_never_depend_on_the_order_of_the_others(tmp_path):
    """Forty rules of 65,535 steps each declared before a rule of 2,048: with one allowance for all
    the book's requests, the cheap rule got no vector, silently, and declared first it did
    (regression probe). Each rule's requests share an allowance of their own."""
    costly = "".join(f"  formula g{i}() = f3()\n" for i in range(40))
    cheap = "  formula h() = f7()\n"
    made = []
    for body in (costly + cheap, cheap + costly):
        (tmp_path / str(len(made))).mkdir()
        c = compile_text(tmp_path / str(len(made)), HEAD + f'clause 3 "Totals" {{\n  says "Add up."\n{_doubling(18)}{body}'
                                                      f'  example "h" {{ h() == 2048 }}\n}}\n')
        made.append({v["construct"] for v in vectors(c)["vectors"] if v["kind"] == "formula"})
    assert made[0] == made[1] and "h" in made[0] and {f"g{i}" for i in range(40)} <= made[0]


def test_past_a_rule_s_allowance_its_requests_have_a_spare_budget(tmp_path, monkeypatch):
    from compiler import to_vectors
    c = compile_text(tmp_path, DOUBLING.replace("f0() == 262144", "f17() == 2"))
    monkeypatch.setattr(to_vectors, "RULE_VECTOR_STEPS", 10)
    seen = []
    real = work_budget.Allowance.take

    def take(self, budget):
        seen.append((self, self.spent, budget.limit))
        real(self, budget)
    monkeypatch.setattr(work_budget.Allowance, "take", take)
    made = {v["construct"] for v in vectors(c)["vectors"] if v["kind"] == "formula"}
    assert {"f17", "f18", "f10"} <= made and not made & {"f0", "f1", "f2"}
    spent_before = [(spent, limit) for _, spent, limit in seen]
    assert all(limit == work_budget.SPARE_STEPS for spent, limit in spent_before if spent)   # (once spent: spare)
    assert len({id(a) for a, _, _ in seen}) > 5                                               # (one per rule)


def test_explain_past_the_budget_is_E501(tmp_path):
    c = compile_text(tmp_path, DOUBLING.replace("f0() == 262144", "f17() == 2"))
    lines, diagnostics, _ = explain("f0()", c)
    assert lines is None and [d.code for d in diagnostics] == ["E501"]
    assert "more than 100,000 steps" in diagnostics[0].message
    lines, diagnostics, _ = explain("f5()", c)
    assert lines and not diagnostics


def test_a_caught_overrun_is_still_reported(tmp_path):
    """Rules that catch what the budget raises (a condition deciding nothing) cannot hide it."""
    c = compile_text(tmp_path, DOUBLING.replace("f0() == 262144", "f17() == 2"))
    plain = c.module._Trace
    with work_budget.budgeted(c.module.__dict__) as budget:
        try:
            c.module._rule_f0({})
        except Exception:
            pass
        assert budget.spent and budget.steps > work_budget.MAX_STEPS
    assert c.module._Trace is plain   # put back: engines never count


def test_two_threads_evaluating_at_once_leave_the_module_as_it_was_and_others_unbudgeted():
    """Each `budgeted` put its counting class in the module and its plain one back: two threads at
    once (two `rules explain` in one process) could leave one's class in, and every later engine
    call in any thread then spent that budget until OverBudget (regression probe)."""
    import threading

    class Plain:
        def __init__(self, *ids):
            self.ids = list(ids)
    ns = {"_Trace": Plain}
    a_in, b_in, a_out = threading.Event(), threading.Event(), threading.Event()
    seen = {}

    def a():
        with work_budget.budgeted(ns, limit=5) as budget:
            a_in.set()
            b_in.wait(5)
            ns["_Trace"]("1")
            seen["a"] = budget.steps
        a_out.set()

    def b():
        a_in.wait(5)
        with work_budget.budgeted(ns, limit=5) as budget:
            b_in.set()
            a_out.wait(5)
            ns["_Trace"]("2")
            ns["_Trace"]("3")
            seen["b"] = budget.steps
            seen["other"] = []
            other = threading.Thread(target=lambda: seen["other"].append(ns["_Trace"]("4").ids))   # (no budget of its own)
            other.start()
            other.join()
    threads = [threading.Thread(target=a), threading.Thread(target=b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {"a": 1, "b": 2, "other": [["4"]]}
    assert ns["_Trace"] is Plain


def test_a_rule_s_vectors_do_not_hang_on_what_other_rules_kept(tmp_path):
    """Two formulas read one costly combine: the answers it kept for the first one's requests made the
    second's cost nothing, so its vectors hung on which was declared first (regression probe)."""
    rules = {"z": "  formula z() = if k > 99 or g is f then 0 else c() + k\n",
             "y": "  formula y() = if k > 99 or g is f then 0 else c()\n"}
    made = []
    for order in ("yz", "zy"):
        book = f'''book t {{ title "T" side red "Red" side blue "Blue" dice 2d6 }}
clause 1 "Units" {{
  says "Units."
  fact k: count "A count"
  enum ground "G" {{ a "A", b "B", cc "C", d "D", e "E", f "F" }}
  fact g: ground "Ground"
}}
clause 3 "Totals" {{
  says "Add up."
{_doubling(18)}  modifier m1 {{ drm +1 when f3() > 0 }}
  modifier m2 {{ drm +1 when f4() > 0 }}
  combine c "C" sum of (m1, m2)
{"".join(rules[r] for r in order)}  example "h" {{ f17() == 2 }}
}}
'''
        (tmp_path / order).mkdir()
        c = compile_text(tmp_path / order, book)
        assert c.ok, [d.message for d in c.diagnostics()][:2]
        made.append(sorted(v["description"] for v in vectors(c)["vectors"] if v["construct"] == "z" and v["kind"] == "formula"))
    assert made[0] == made[1] and len(made[0]) >= 5
