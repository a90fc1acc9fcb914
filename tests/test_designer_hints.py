"""Checks that help a designer: a fact written as a modifier's amount (hint: `per`), and
exceptions that can never change their target (W310)."""
from __future__ import annotations

import re

import pytest

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
    listing = index[index.index("## Gaps, doubts and inferences"):]
    assert "- **Doubt** (book header): 2\\.0 asks the players for a single six\\-sided die" in listing
    assert '!!! warning "Doubt"\n    2\\.0 asks the players' in index[:index.index("## Contents")]


FUTILE = '''clause 1 "Combat" {
  says "Roll one die on the table."
  fact night: flag "A night turn"
  fact attacker: side "The attacking side"
  constant stacking = 3 units "Units in a hex"
  results res "Result" {
    split "/"
    "A{loss}" => attacker "Attacker loses {loss}"
    "D{loss}R{retreat}" => defender "Defender loses {loss} and retreats {retreat}"
    "-" => no_effect "No effect"
    "S" => stalled "Attack stalled"
  }
  table crt "CRT" {
    roll 1d6
    columns keys
    results res
    | 1d6 | Attack |
    |-----|--------|
    | 1-2 | A1     |
    | 3-4 | D1R1   |
    | 5-6 | A1/D0R2 |
  }
  modifier dark "Darkness" { drm -1  unless night }
  modifier nothing "Nothing" { drm +0 }
  permission roads "Roads" { may "move along a road" }
  permission swamps "Swamps" { may not "enter a swamp"  when night }
  EXCEPTION
}
'''


def _futile(tmp_path, exception, name="f.rules"):
    c = _compile(tmp_path, FUTILE.replace("EXCEPTION", exception), name)
    assert not [d for d in c.diagnostics() if d.severity == "error"], [d.message for d in c.diagnostics()]
    return [d for d in c.diagnostics() if d.code == "W310"]


def test_rewrite_of_values_the_table_never_gives(tmp_path):
    (w,) = _futile(tmp_path, "exception e { overrides crt  rewrite defender.retreat: 3 -> 1, 4 -> 2 }")
    line = HEADER.count("\n") + FUTILE.splitlines().index("  EXCEPTION") + 1
    column = len("  exception e { overrides crt  ") + 1
    assert w.severity == "warning" and (w.span.line, w.span.column) == (line, column)    # at `rewrite`
    assert w.message == "exception e can never change crt: no result of the table has a value it rewrites"
    assert _futile(tmp_path, "exception e { overrides crt  rewrite defender.retreat: 3 -> 1, 2 -> 1 }", "g.rules") == []
    assert _futile(tmp_path, "exception e { overrides crt  rewrite attacker.loss: any -> 0 }", "h.rules") == []
    # a kind the cells never give, and a rewrite to the value already there
    assert len(_futile(tmp_path, "exception e { overrides crt  rewrite kind: no_effect -> stalled }", "i.rules")) == 1
    assert len(_futile(tmp_path, "exception e { overrides crt  rewrite defender.loss: 0 -> 0 }", "j.rules")) == 1


def test_rewrites_compose(tmp_path):
    both = ("exception e1 { overrides crt  priority 1  rewrite defender.retreat: 2 -> 4 }\n"
            "  exception e2 { overrides crt  rewrite defender.retreat: 4 -> 3 }")
    assert _futile(tmp_path, both) == []      # 4 appears once e1 has rewritten a 2


def test_the_rewrites_that_change_nothing_are_those_the_others_leave_them_nothing_to_change():
    """`futile._unchanging` works a table's rewrites out once, over what all of them make of its
    results, meeting each result with the exceptions that read one of its values. It must warn of
    exactly the exceptions the definition warns of: each one applied to what the *other* rewrites
    make of the results, in any order (which grew with the cube of the rewrites: 800 took minutes).
    Random tables and rewrites of kinds, fields, `any` and sides, against that definition."""
    import random
    from types import SimpleNamespace as Ns

    from dsl.checks.futile import _apply, _lines, _unchanging

    def by_definition(results, exceptions):
        out = set()
        for e in exceptions:
            others = [_lines(x) for x in exceptions if x is not e]
            todo, seen = list(results), set(results)
            while todo:
                effect = todo.pop()
                for lines in others:
                    new = _apply(lines, effect)
                    if new not in seen:
                        seen.add(new)
                        todo.append(new)
            if not any(_apply(_lines(e), effect) != effect for effect in seen):
                out.add(id(e))
        return out

    rng = random.Random(14)
    kinds, values = ["attacker", "defender", "exchange", "no_effect"], [str(v) for v in range(5)]
    for _ in range(400):
        results = {(rng.choice(kinds), tuple((f, rng.randrange(5)) for f in rng.sample(["loss", "retreat"], rng.randrange(3))))
                   for _ in range(rng.randrange(1, 5))}
        exceptions = []
        for _ in range(rng.randrange(1, 6)):
            rewrites = []
            for _ in range(rng.randrange(1, 3)):
                field = rng.choice(["kind", "loss", "retreat"])
                words = kinds if field == "kind" else values
                pairs = tuple((rng.choice([*words, "any"] if rng.random() < 0.2 else words), rng.choice(words))
                              for _ in range(rng.randrange(1, 3)))
                rewrites.append(Ns(field=field, pairs=pairs, kind=rng.choice([None, None, *kinds]) if field != "kind" else None,
                                   side=rng.choice([None, None, None, "IJA"])))
            exceptions.append(Ns(rewrites=tuple(rewrites)))
        assert _unchanging(results, exceptions) == by_definition(results, exceptions), (results, exceptions)


def test_cancel_that_changes_nothing(tmp_path):
    (w,) = _futile(tmp_path, "exception e { overrides nothing  cancel }")
    assert w.message.endswith("nothing has a zero amount and already gives nothing")
    (w,) = _futile(tmp_path, "exception e { overrides dark  when night  cancel }", "b.rules")
    assert w.message.endswith("it fires only when dark does not apply")
    assert _futile(tmp_path, "exception e { overrides dark  unless night  cancel }", "c.rules") == []


def test_allow_or_forbid_that_gives_the_rule_s_own_answer(tmp_path):
    (w,) = _futile(tmp_path, "exception e { overrides roads  allow }")
    assert w.message == ("exception e can never change roads: roads answers yes wherever it is consulted (may, "
                         "without conditions), which `allow` gives too")
    assert _futile(tmp_path, "exception e { overrides roads  forbid }", "b.rules") == []
    # a permission's `when` says where it is consulted (elsewhere it answers None, and no exception is
    # asked): there `may not` answers no, as `forbid` does (Changsha's road_stacking_forts turned
    # from `allow` to `forbid` checked clean)
    (w,) = _futile(tmp_path, "exception e { overrides swamps  forbid }", "c.rules")
    assert w.message == ("exception e can never change swamps: swamps answers no wherever it is consulted (may "
                         "not, without an `unless`), which `forbid` gives too")
    assert _futile(tmp_path, "exception e { overrides swamps  allow }", "d.rules") == []
    # one that `applies always` answers where the permission does not (none becomes no)
    assert _futile(tmp_path, "exception e { overrides swamps  applies always  forbid }", "f.rules") == []
    # another exception that turns the answer round: this one may turn it back
    assert _futile(tmp_path, "exception e { overrides swamps  priority 1  forbid }\n  exception f { overrides swamps  "
                             "allow }", "e.rules") == []


def test_conditions_that_never_hold(tmp_path):
    (w,) = _futile(tmp_path, "exception e { overrides dark  when stacking > 3  cancel }")
    assert w.message.endswith("its `when` condition is always false")
    (w,) = _futile(tmp_path, "exception e { overrides dark  when attacker is red and attacker is blue  cancel }", "b.rules")
    assert w.message.endswith("its `when` condition is always false")
    (w,) = _futile(tmp_path, "exception e { overrides dark  unless stacking == 3  cancel }", "c.rules")
    assert w.message.endswith("its `unless` condition is always true")
    assert _futile(tmp_path, "exception e { overrides dark  when stacking >= 3 and not night  cancel }", "d.rules") == []


def test_warnings_do_not_fail_the_check(tmp_path):
    import subprocess
    import sys
    path = tmp_path / "w.rules"
    path.write_text(HEADER + FUTILE.replace("EXCEPTION", "exception e { overrides nothing  cancel }"), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "compiler", "check", str(path)], capture_output=True, text=True)
    assert out.returncode == 0
    line = HEADER.count("\n") + FUTILE.splitlines().index("  EXCEPTION") + 1
    column = len("  exception e { overrides ") + 1                                            # at `nothing`
    assert f"w.rules:{line}:{column}: warning[W310]: exception e can never change nothing" in out.stderr
    assert "2 warnings;" in out.stderr   # (and W105: FUTILE's fact attacker, read by the other books made of it)


def test_no_futile_exception_in_the_bundled_books():
    from conftest import ROOT, bundled_books
    for book in bundled_books():
        c = compile_book(ROOT / "rulebooks" / book)
        assert [d.message for d in c.diagnostics() if d.severity == "warning"] == [], book


def test_a_keyed_column_printed_twice_is_e304_at_the_second(tmp_path):
    """`| 1d6 | A | B | A |`: a lookup of column A always read the first; the third column was dead."""
    c = _compile(tmp_path, 'clause 1 "C" {\n  says "x"\n  table t "T" {\n    roll 1d6\n    columns keys\n'
                           '    | 1d6 | A | B | A |\n    |---|---|---|---|\n    | 1-6 | x | y | z |\n  }\n}\n')
    found = [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E304", 7, 21, "column 'A' is printed twice")]


def test_a_second_blank_column_label_is_e304_at_it(tmp_path):
    """`| 1d6 |   |   |`: two blank columns passed, and `column: ""` read the first alone (hard-input
    probe); two blank row labels were E302 already. One blank label is a column the source leaves
    unlabelled, as before."""
    c = _compile(tmp_path, 'clause 1 "C" {\n  says "x"\n  table t "T" {\n    roll 1d6\n'
                           '    | 1d6 |   |   |\n    |---|---|---|\n    | 1-6 | x | y |\n  }\n}\n')
    found = [(d.code, d.span.line, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E304", 6, "a second column is printed without a label")]
    c = _compile(tmp_path, 'clause 1 "C" {\n  says "x"\n  table t "T" {\n    roll 1d6\n'
                           '    | 1d6 | A |   |\n    |---|---|---|\n    | 1-6 | x | y |\n  }\n}\n')
    assert not [d for d in c.diagnostics() if d.code == "E304"]


def test_is_between_two_enums_is_e401(tmp_path):
    """`p is q` with p of one enum and q of another was accepted (and compared the values' ids);
    `==` already refused it."""
    c = _compile(tmp_path, 'enum t "T" { a "A", b "B" }\nenum u "U" { a "A", c "C" }\n'
                           'clause 1 "C" {\n  says "x"\n  fact p: t "P"\n  fact q: u "Q"\n'
                           '  formula f() "F" = p is q\n  formula g() "G" = p is a\n}\n')
    found = [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E401", 8, 26, "cannot compare t with u using `is`")]


def test_every_doubt_the_check_notes_is_listed_in_the_web_book():
    """A scenario's doubts were noted by `rules check` (W601) but left out of the book's
    "Gaps and doubts" list (War of the Suns lost most of its 186)."""
    from conftest import ROOT, bundled_books
    for book in bundled_books():
        c = compile_book(ROOT / "rulebooks" / book, run=False)
        noted = [d for d in c.diagnostics() if d.code == "W601" and d.message.startswith("doubt")]
        index = (ROOT / "generated" / "site" / "books" / book / "index.md").read_text(encoding="utf-8")
        listed = index[index.index("## Gaps, doubts and inferences"):].count("- **Doubt**")
        assert listed == len(noted) > 0, book


def test_a_scenario_s_notes_and_doubts_are_printed_under_its_clause():
    """A scenario's `note` lines reached the web book only inside its folded source block, and its
    doubts only the index's list: a reader of the rules never saw them where the scenario is."""
    from conftest import ROOT, bundled_books
    from compiler.site_text import md_escape
    shown = 0
    for book in bundled_books():
        c = compile_book(ROOT / "rulebooks" / book, run=False)
        page = (ROOT / "generated" / "site" / "books" / book / "rules.md").read_text(encoding="utf-8")
        for sc in c.ir.scenarios:
            for kind, texts in (("Note", sc.notes), ("Doubt", sc.doubts)):
                heading = f'"{kind} on the scenario “{md_escape(sc.title)}”"'
                assert page.count(heading) == len(texts), (book, sc.id, kind)
                shown += len(texts)
    assert shown > 0


def test_a_doubt_of_two_paragraphs_stays_one_item_of_the_list(tmp_path):
    """The index's "Gaps and doubts" list printed a doubt's second paragraph unindented: Markdown
    ended the list there, and the paragraph read as if no clause had it."""
    import markdown

    from compiler.templating import environment
    from compiler.to_site import book_pages
    c = _compile(tmp_path, 'clause 1 "One" {\n  says "x"\n  doubt """\n  The first paragraph.\n\n'
                           '  The second paragraph.\n  """\n}\n')
    assert c.ok, [d.message for d in c.diagnostics()]
    index = book_pages(c, environment())["index.md"]
    html = markdown.markdown(index[index.index("## Gaps, doubts and inferences"):])
    items = re.findall(r"<li>(.*?)</li>", html, re.S)
    assert len(items) == 1 and "The first paragraph." in items[0] and "The second paragraph." in items[0]


ON = '''clause 1 "One" {
  says "Terrain and combat."
  table tek "Terrain" {
    rows keys
    columns keys
    | Terrain | Move |
    |---------|------|
    | Clear   | 1    |
  }
  table crt "Combat" {
    roll 1d6
    columns odds
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-6 | A1  | D1  |
  }
  modifier m "M" { MODIFIER }
}
'''


def test_a_shift_argument_on_a_table_of_key_columns(tmp_path):
    """`tek(…, shift: 1)` checked clean, and the run read the next label over (the odds probe of
    stop 62): E203 at the argument, as for a modifier that shifts key columns; `shift: 0` is no shift."""
    text = ON.replace("modifier m \"M\" { MODIFIER }", "formula f() = tek(row: \"Clear\", column: \"Move\", shift: SHIFT)")
    for i, (shift, code) in enumerate([("1", "E203"), ("-1", "E203"), ("0", None)]):
        c = _compile(tmp_path, text.replace("SHIFT", shift), f"keys{i}.rules")
        errors = [d for d in c.diagnostics() if d.severity == "error"]
        if code is None:
            assert errors == [], [d.message for d in errors]
        else:
            assert [(d.code, d.message) for d in errors] == [(code, "the columns of tek are keys, in no order to shift along")]
            assert errors[0].hint.startswith("give the column to read, with no `shift:`")


def test_a_modifier_on_a_table_it_cannot_modify(tmp_path):
    """`drm … on tek` (a key table: no roll) and `shift … on tek` (key columns) checked clean, and
    were exported as written."""
    for i, (effect, code, said) in enumerate([
            ("drm -1  on tek", "E203", "m is a die-roll modifier, and tek is read by no roll or row number"),
            ("shift 1 left  on tek", "E203", "m shifts columns, and the columns of tek are keys"),
            ("shift 1 favouring red  on tek", "E203", "m shifts columns, and the columns of tek are keys"),
            ("drm -1  on crt", None, None), ("shift 1 left  on crt", None, None), ("add 1  on tek", None, None)]):
        text = ON.replace("MODIFIER", effect)
        if "favouring" in effect:
            text = text.replace('  modifier m', '  fact attacker: side "The attacker"\n  modifier m')
        c = _compile(tmp_path, text, f"on{i}.rules")
        errors = [d for d in c.diagnostics() if d.severity == "error"]
        if code is None:
            assert errors == [], [d.message for d in errors]
        else:
            (d,) = errors
            assert d.code == code and d.message.startswith(said), d.message
            assert d.span.column == len('  modifier m "M" { ') + effect.index("on ") + 4, d.span   # at the table named


def test_a_die_roll_modifier_given_to_a_lookup_says_to_add_it_to_the_roll(tmp_path):
    """`crt(roll: r, drm: supply_drm())` was E402 "declare it with `fact`": declared so, the table
    never read the fact and the modifier dropped out of every combat, the book still checking clean."""
    text = ON.replace("MODIFIER", "drm -1").replace(
        '  modifier m "M" { drm -1 }',
        '  modifier m "M" { drm -1 }\n  formula f(r: integer) "F" = crt(roll: r, column: 1:1, drm: m())')
    c = _compile(tmp_path, text, "drm.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message, d.hint) == ("E402", "a table lookup takes no `drm`: a die-roll modifier is added to "
                                           "the roll", "write it into the roll: `roll: roll + MODIFIER()`")
    fixed = _compile(tmp_path, text.replace("crt(roll: r, column: 1:1, drm: m())", "crt(roll: r + m(), column: 1:1)"),
                     "fixed.rules")
    assert fixed.ok, [d.message for d in fixed.diagnostics()]


def test_a_fixed_result_off_a_column_edge_stands_alone(tmp_path):
    """`off left: result "AE"` (odds worse than the table's are an automatic AE) answers whatever the
    roll; with a clamp or a die-roll modifier beside it, one of the two would be ignored."""
    base = ON.replace("MODIFIER", "drm -1").replace("    columns odds\n", "    columns odds\n    off left: EDGE\n")
    c = _compile(tmp_path, base.replace("EDGE", 'result "A1"'), "alone.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.crt(roll=3, odds="1:2") == "A1" and c.module.crt(roll=3, column="1:1", shift=-1).text == "A1"
    c = _compile(tmp_path, base.replace("EDGE", 'result "A1", clamp'), "both.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E307" and d.message.startswith("`result` and `clamp` on `off left`")


def test_exceptions_that_agree_may_share_a_precedence(tmp_path):
    """Rewrites of different fields give one answer in either order, and both are cited: E310
    demanded a `priority` for them, and the runtime raised ConflictError. Two `allow`s still need
    one (the one that decides is the one cited), and E310 says so."""
    text = FUTILE.replace("EXCEPTION", '''fact bridge: flag = no "Bridge"
  fact ford: flag = no "Ford"
  exception e1 { overrides swamps  when bridge  allow }
  exception e2 { overrides swamps  when ford  priority 1  allow }
  exception r1 { overrides crt  when bridge  rewrite defender.retreat: 2 -> 0 }
  exception r2 { overrides crt  when ford  rewrite attacker.loss: 1 -> 0 }''')
    c = _compile(tmp_path, text, "agree.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert c.module.swamps(night=True, bridge=True, ford=True) == True   # (no ConflictError)
    both = c.module.crt(roll=5, column="Attack", bridge=True, ford=True)
    assert (both.attacker.loss, both.defender.retreat) == (0, 0)
    # two allows at one priority, or two rewrites of one field, disagree
    c = _compile(tmp_path, text.replace("when ford  priority 1  allow", "when ford  allow"), "allow.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E310" and "(both `allow`, but the one that decides is the one cited: the priority says " \
        "which). To keep the case checked" in d.hint
    c = _compile(tmp_path, text.replace("rewrite attacker.loss: 1 -> 0", "rewrite defender.retreat: 2 -> 1"), "same.rules")
    assert [d.code for d in c.diagnostics() if d.severity == "error"] == ["E310"]


def test_a_conflict_in_a_tie_of_three_is_found_whatever_the_order():
    """Agreeing is not transitive: A and C rewrite one field, B another. The runtime compared
    neighbours only, so A, B, C raised nothing (and A, C, B raised)."""
    import pytest
    from dsl.runtime import ConflictError
    from dsl.runtime_overrides import Override, fired
    a = Override("a", "1.0", "crt", 1, 0, "rewrite", rewrites=(("attacker", "loss", {"1": "0"}, ""),))
    b = Override("b", "1.0", "crt", 1, 0, "rewrite", rewrites=(("defender", "retreat", {"2": "1"}, ""),))
    c = Override("c", "1.0", "crt", 1, 0, "rewrite", rewrites=(("attacker", "loss", {"0": "2"}, ""),))
    for order in ((a, c, b), (a, b, c), (b, a, c)):
        with pytest.raises(ConflictError, match="exceptions a and c"):
            fired(order, {})
    assert [o.id for o, _ in fired((a, b), {})] == ["a", "b"]


def test_an_example_giving_a_fact_like_the_one_the_rule_reads_is_w502(tmp_path):
    """`morale(8, firing_leader: 2)` where the rule reads `unit_leader`: the example passed without
    the fact it meant to give. A fact like none the rule reads is left alone (an example may show
    that a rule does not depend on it)."""
    text = HEADER.replace('dice 1d6', 'dice 2d6') + '''clause 1 "Morale" {
  says "Pass on the morale or less, with the leader's bonus."
  fact unit_leader: count = 0 "The unit's leader"
  fact firing_leader: count = 0 "The firing leader"
  fact weather: flag = no "Bad weather"
  formula morale(roll: integer) "Passes" = roll - unit_leader <= 7
  example "A leader helps" { morale(8, firing_leader: 1) == no }
  example "Weather does not matter" { morale(7, weather: yes) == yes }
}
'''
    path = tmp_path / "m.rules"
    path.write_text(text, encoding="utf-8")
    c = compile_book(path)
    (w,) = [d for d in c.diagnostics() if d.code == "W502"]
    assert (w.span.line, w.message, w.hint) == (
        8, "morale does not read the fact firing_leader: the example does not depend on it",
        "did you mean unit_leader? (morale reads unit_leader)")


def test_a_result_kind_compared_that_the_table_has_not_is_e206(tmp_path):
    """`crt(…).kind == "atacker"` was false at run time, and an example failed far from the typo;
    kinds joined by the split (`"attacker/defender"`) are kinds of the table too."""
    text = FUTILE.replace("EXCEPTION", 'formula k() "K" = crt(roll: 1, column: "Attack").kind == "atacker"\n'
                          '  formula j() "J" = crt(roll: 5, column: "Attack").kind == "attacker/defender"')
    c = _compile(tmp_path, text, "kind.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message, d.hint) == ("E206", "'atacker' is not a result kind of crt", "did you mean attacker?")


def test_an_aid_s_text_counts_what_it_prints_not_a_construct_s_doubts(tmp_path):
    """E008 counted every text under a table an aid lists, its doubts too, which no aid prints: a
    one-row table with a doubt of 42,000 characters was refused (regression probe). A table note is
    printed, and counted."""
    table = ('clause 1 "C" {{\n  says "x"\n  table t "T" {{\n    {kind} "{text}"\n    | terrain | cost |\n'
             '    |---|---|\n    | Clear | 1 |\n  }}\n}}\naid a1 "Aid" {{\n  table t\n}}\n')
    c = _compile(tmp_path, table.format(kind="doubt", text="Unclear. " * 5_000))
    assert c.ok, [d.message for d in c.diagnostics()][:2]
    c = _compile(tmp_path, table.format(kind="note", text="Printed. " * 5_000))
    assert [d.code for d in c.diagnostics() if d.severity == "error"] == ["E008"]


def test_an_aid_s_cells_count_the_labels_and_say_so(tmp_path):
    """A table of exactly 3,000 cells was refused as "3,311 table cells" (its 300 row labels and 11
    column labels counted too), which the reference did not say."""
    rows = "".join(f"    | r{i} |" + " 1 |" * 10 + "\n" for i in range(300))
    table = ('clause 1 "C" {\n  says "x"\n  table t "T" {\n    rows keys\n    columns keys\n    | k |'
             + "".join(f" c{j} |" for j in range(10)) + "\n    |---|" + "---|" * 10 + "\n" + rows
             + '  }\n}\naid a1 "Aid" {\n  table t\n}\n')
    c = _compile(tmp_path, table)
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E008" and "3,311 table cells (labels counted), more than the 3,000" in d.message, str(d)


SCENARIO_AMOUNT = '''clause 1 "One" {
  says "North gets command points each turn."
  fact game_turn: count "The turn"
  scenario ford "Ford" {
    turns 1 to 4
    turn 1 red: 6 CP "Command"
    turn 2 red: 4 "Fewer as the corps withdraws"
  }
}
'''


def test_a_scenario_amount_without_its_unit_is_refused_where_the_unit_goes(tmp_path):
    """`turn 2 red: 4 "…"` checked clean, and `scenario_amount(red, "CP", 2)` was NotInSource."""
    c = _compile(tmp_path, SCENARIO_AMOUNT)
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message, d.span.line, d.span.column) == ("E001", "the amount 4 has no unit", 8, 18)
    assert d.hint.startswith("write what it counts after it, a name: `turn 2 red: 4 CP`")
    c = _compile(tmp_path, SCENARIO_AMOUNT.replace(' "Fewer as the corps withdraws"', ""), "end.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.message, d.span.line, d.span.column) == ("the amount 4 has no unit", 8, 18)
    c = _compile(tmp_path, SCENARIO_AMOUNT.replace(' "Fewer as the corps withdraws"', '  # fewer\n    area "North"'),
                 "keyword.rules")   # (a required unit took the next line's `area` as the unit, and checked clean)
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.message, d.span.line, d.span.column) == ("the amount 4 has no unit", 8, 18)
    assert c.loaded.book.scenarios[0].area == "North"
    c = _compile(tmp_path, SCENARIO_AMOUNT.replace("turn 2 red: 4", "start red: 4"), "start.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.hint.startswith("write what it counts after it, a name: `start red: 4 CP`")


BARRAGE = '''clause 1 "One" {
  says "Roll two dice on the barrage table."
  table barrage "Barrage" {
    ROLL
    | CORNER | 1-2 | 3+ |
    |---|---|---|
    | 2-6 | - | D |
    | 7-12 | D | D |
  }
  formula hits(r: integer) "Hits" = barrage(roll: r, column: "3+").text
}
'''


def test_a_table_read_by_a_roll_must_declare_it(tmp_path):
    """A table whose `roll 2d6` was forgotten checked clean; every call of `hits` was WrongType."""
    header = HEADER.replace("dice 1d6", "dice 1d6, 2d6")
    (tmp_path / "b.rules").write_text(header + BARRAGE.replace("ROLL", "").replace("CORNER", "2d6"), encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    found = sorted((d.code, d.span.line) for d in c.diagnostics() if d.severity == "error")
    assert found == [("E307", 6), ("E402", 11)], [str(d) for d in c.diagnostics()]
    corner = next(d for d in c.diagnostics() if d.code == "E307")
    assert corner.hint == "add `roll 2d6` to the table" and corner.span.column == 7
    (tmp_path / "b.rules").write_text(header + BARRAGE.replace("ROLL", "roll 1d6").replace("CORNER", "2d6")
                                      .replace("| 7-12 | D | D |\n", "").replace("2-6", "1-6"), encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.message == "the corner of table barrage says 2d6, but the table rolls 1d6", str(d)
    (tmp_path / "b.rules").write_text(header + BARRAGE.replace("ROLL", "roll 2d6").replace("CORNER", "2d6")
                                      , encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]


def test_a_misspelt_argument_is_suggested_among_the_call_s_own(tmp_path):
    """`shfit:` was hinted "declare it with `fact`", `atack:` "did you mean attacker?" (a fact)."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "x"
  fact attacker: side "The attacker"
  table t "T" {
    columns odds
    | k | 1:1 | 2:1 |
    |---|---|---|
    | a | - | D |
  }
  formula f(attack: number, defense: number) "F" = attack - defense
  formula g() "G" = t("a", column: 1:1, shfit: 1).text
  formula h() "H" = f(atack: 10, defense: 4)
  formula i() "I" = if No then 1 else 0
  enum power "Power" { on "On", off "Off" }
  fact switch: power = off "The switch"
  formula j() "J" = if On == switch then 1 else 0
  formula k(strength_bonus: number) "K" = strength_bonus
  fact strength: count = 0 "Strength"
  formula l() "L" = k(1, strenght: 3)
}
''')
    hints = {d.message.split()[0]: d.hint for d in c.diagnostics() if d.code in ("E402", "E202")}
    assert hints["shfit"] == "did you mean shift?" and hints["atack"] == "did you mean attack?", hints
    flags = [d.hint for d in c.diagnostics() if d.code == "E202"]
    assert flags == ["write `no`: a flag is yes or no, in small letters", "did you mean on?"], flags
    assert hints["strenght"] == "did you mean strength?", hints   # (not the parameter given by position)


def test_a_name_taken_twice_is_said_at_the_second_in_the_file(tmp_path):
    """A fact `turn` written below a sequence `turn` was said at the sequence, which the designer had
    not touched; a modifier below a fact was said at the modifier. Both are said where written second."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "x"
  sequence turn "Turn" { step a "A" }
  fact turn: count "The turn"
  fact woods: flag = no "Woods"
  modifier woods "Woods" { drm +1 }
}
''')
    found = [(d.message.split(" has ")[0], d.span.line) for d in c.diagnostics() if d.code == "E101"]
    assert found == [("fact turn", 5), ("modifier woods", 7)], [str(d) for d in c.diagnostics()]
    assert not [d for d in c.diagnostics() if d.code == "E202"], [str(d) for d in c.diagnostics()]


def test_a_rule_outside_every_clause_is_e106(tmp_path):
    c = _compile(tmp_path, 'clause 1 "One" { says "x" }\nformula stray() "Stray" = 1\nformula kept() "Kept" [1] = 2\n')
    found = [(d.code, d.span.line) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E106", 3)], [str(d) for d in c.diagnostics()]


def test_an_aid_s_text_counts_the_titles_its_sentences_repeat(tmp_path):
    """A modifier read back as "the <fact's title> is 0, the <title> is 1, …" printed its fact's title
    at each comparison, and each exception on it with the title of what it overrides: counted once
    or not at all, a 15.6 KB book checked clean and its build ran out of 3 GB (hard-input probe)."""
    title = "Long title " * 400   # 4,400 characters: 40 comparisons print 176,000
    body = " or ".join(f"k == {i}" for i in range(40))
    c = _compile(tmp_path, f'''clause 1 "C" {{
  says "x"
  fact k: count = 0 "{title}"
  modifier m "M" {{ drm +1 when {body} }}
}}
aid a1 "Aid" {{
  modifier m
}}
''')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E008" and "characters of text" in d.message, str(d)
    c = _compile(tmp_path, f'''clause 1 "C" {{
  says "x"
  fact k: count = 0 "{title}"
  modifier m "M" {{ drm +1 when k == 1 }}
}}
aid a1 "Aid" {{
  modifier m
}}
''', "one.rules")
    assert c.ok, [str(d) for d in c.diagnostics()]


def test_swapped_odds_columns_are_out_of_order_not_gaps(tmp_path):
    """`1:2 | 2:1 | 1:1 | 3:1` said "no column covers 1:1" and "no column covers 2:1", both printed."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  table crt "CRT" {
    roll 1d6
    columns odds
    | 1d6 | 1:2 | 2:1 | 1:1 | 3:1 |
    |---|---|---|---|---|
    | 1-6 | - | - | - | - |
  }
}
''')
    assert [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"] == [
        ("E304", "column '1:1' is out of order after the one before it")]
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  table crt "CRT" {
    roll 1d6
    columns odds
    | 1d6 | 1:2 | 2:1 | 3:1 |
    |---|---|---|---|
    | 1-6 | - | - | - |
  }
}
''', "gap.rules")
    assert [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"] == [("E301", "no column covers 1:1")]


def test_odds_columns_written_two_ways_are_w316(tmp_path):
    """`1-1 | 2:1` read both as odds, silently; a player reads the printed `1-1` as a range."""
    table = '''clause 1 "C" {{
  says "x"
  table crt "CRT" {{
    roll 1d6
    columns odds
    | 1d6 | {} |
    |---|---|---|---|
    | 1-6 | - | - | - |
  }}
}}
'''
    c = _compile(tmp_path, table.format("1:1 | 2-1 | 3:1"))
    (d,) = [d for d in c.diagnostics() if d.code == "W316"]
    assert d.message == "odds column '2-1' is written with a dash, and '1:1' before it is not"
    assert d.hint.endswith("'2-1' as '2:1'"), d.hint
    assert (d.span.line, d.span.column, d.span.end_column) == (7, 19, 22), d.span   # (under '2-1': the header line is 1)
    for alike in ("1:1 | 2:1 | 3:1", "1-1 | 2-1 | 3-1"):
        c = _compile(tmp_path, table.format(alike), "alike.rules")
        assert not [d for d in c.diagnostics() if d.code == "W316"], alike


def test_a_modifier_on_a_table_that_no_rule_reads_is_w317(tmp_path):
    """`drm +1 when dawn on crt`, with the formula that reads crt not adding it to the roll, checked
    clean: the dawn bonus changed no combat (the designer probe, stop 57). Added to the roll, it is
    read, and so is a shift a combine lists."""
    book = '''clause 1 "C" {{
  says "x"
  fact dawn: flag = no "Dawn"
  modifier dawn_drm "Dawn" {{ drm +1 when dawn on crt }}
  modifier river "River" {{ shift 1 left on crt }}
  combine shifts "Shifts" sum of (river)
  table crt "CRT" {{
    roll 1d6
    columns odds
    roll above 6: clamp
    | 1d6 | 1:1 | 2:1 |
    |---|---|---|
    | 1-6 | - | - |
  }}
  formula result(r: roll of crt) = crt(roll: {roll}, column: 1:1, shift: shifts())
}}
'''
    c = _compile(tmp_path, book.format(roll="r"))
    (d,) = [d for d in c.diagnostics() if d.code == "W317"]
    assert d.message == "dawn_drm is a die-roll modifier on crt, but no rule reads it: it changes no answer"
    assert "`crt(roll: roll + dawn_drm(), …)`" in d.hint and (d.span.line, d.span.column) == (5, 50), d.span   # (under `crt`)
    c = _compile(tmp_path, book.format(roll="r + dawn_drm()"), "read.rules")
    assert not [d for d in c.diagnostics() if d.code == "W317"], [str(d) for d in c.diagnostics()]


def test_a_footnote_no_cell_carries_is_w318(tmp_path):
    """`footnote 2 "…"` with no `^2` in the table was silent: its mark forgotten or mistyped, the
    footnote printed under the table explaining nothing (the designer probe, stop 57)."""
    book = '''clause 1 "C" {{
  says "x"
  table crt "CRT" {{
    roll 1d6
    columns odds
    | 1d6 | 1:1 | 2:1 |
    |---|---|---|
    | 1-6 | -{mark} | - |
    footnote 1 "One"
    footnote 2 "Two"
  }}
}}
'''
    c = _compile(tmp_path, book.format(mark="^1"))
    found = [(d.message, d.span.line, d.span.column) for d in c.diagnostics() if d.code == "W318"]
    assert found == [("footnote 2 of table crt is carried by no cell", 11, 14)], found
    c = _compile(tmp_path, book.format(mark="^1^2"), "both.rules")
    assert not [d for d in c.diagnostics() if d.code == "W318"], [str(d) for d in c.diagnostics()]


def test_a_step_or_skip_that_never_applies_and_turns_never_said_are_warned(tmp_path):
    """`when game_turn >= 7` on a fact at most 6 gave W314 on a modifier, and nothing on a step of
    the sequence or a scenario's skip; reinforcements on turns of a scenario with no `turns` line
    were checked against nothing (the designer probe, stop 57)."""
    book = '''clause 1 "C" {{
  says "x"
  fact game_turn: count = 1 at most 6 "Turn"
  sequence turn "Turn" {{
    phase move "Move" {{ who red }}
    phase flood "Flood check" {{ when game_turn {step} }}
  }}
  scenario s "S" {{
    {turns}
    reinforce red turn 3 at 0101: "1st Corps"
    skip turn.move when game_turn {skip}
  }}
}}
'''
    c = _compile(tmp_path, book.format(step=">= 7", skip="== 9", turns=""))
    found = sorted((d.code, d.message) for d in c.diagnostics() if d.code in ("W314", "W319"))
    assert found == [
        ("W314", "scenario s never skips turn.move: its `when` condition is always false"),
        ("W314", "step turn.flood is never played: its `when` condition is always false"),
        ("W319", "scenario s has lines for turns (turn 3 here) but no `turns` line: no line's turn is checked "
                 "against its turns")], found
    c = _compile(tmp_path, book.format(step=">= 6", skip="== 1", turns="turns 1 to 6"), "fine.rules")
    assert not [d for d in c.diagnostics() if d.code in ("W314", "W319")], [str(d) for d in c.diagnostics()]


def test_a_superscript_footnote_pasted_into_a_cell_is_named(tmp_path):
    """`D1R2¹` (a footnote mark as a PDF gives it) was a bare E303 listing the patterns (the designer
    probe, stop 57); the hint now says what to write."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  results r "R" {
    "D{loss}R{retreat}" => defender "D"
    "-" => nothing "Nothing"
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results r
    | 1d6 | 1:1 | 2:1 |
    |---|---|---|
    | 1-6 | D1R2¹² | - |
  }
}
''')
    (d,) = [d for d in c.diagnostics() if d.code == "E303"]
    assert d.hint == "'¹²' looks like a footnote mark: write `D1R2^12` and declare `footnote 12 \"…\"` in the table"


def test_a_chapter_renumbered_onto_another_is_named_with_the_number_it_had(tmp_path):
    """`clause 4.0` mistyped `clause 3.0`, holding its one clause 4.1: every `[4.0]` was asked "did you
    mean 4.1?", and the E101 at the second 3.0 gave no hint (the designer probe, stop 57)."""
    c = _compile(tmp_path, '''clause 3.0 "Turn" { says "x" }
clause 3.0 "Movement" {
  says "y"
  clause 4.1 "Pontoons" { says "As [4.0] says." }
}
''')
    found = [(d.code, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert ("E101", "clause 3.0 is defined twice",
            f"first defined at {tmp_path / 'b.rules'}:2; the clauses nested here are numbered 4.…: did you mean 4.0?") \
        in found, found
    assert ("E201", "reference to unknown clause [4.0]",
            "the clauses nested in 3.0 are numbered 4.…: was 3.0 numbered 4.0?") in found, found


def test_two_examples_of_a_clause_with_one_title_are_w320(tmp_path):
    """A failure names its example by title: two titled alike in one clause were silent (the designer
    probe, stop 57). In two clauses they are two examples."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  constant k = 2 "K"
  example "Two" { k == 2 }
  example "Two" { k + 1 == 3 }
  clause 1.1 "D" {
    says "y"
    example "Two" { k == 2 }
  }
}
''')
    found = [(d.message, d.span.line) for d in c.diagnostics() if d.code == "W320"]
    assert found == [("clause 1 has two examples titled 'Two'", 6)], found


def test_a_skip_of_a_whole_sequence_is_told_to_name_a_step(tmp_path):
    """`skip turn` was asked "did you mean turn.end?", which would skip the end phase alone (the
    designer probe, stop 57)."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  sequence turn "Turn" {
    phase move "Move" { who red }
    phase end "End" { }
  }
  scenario s "S" {
    turns 1 to 3
    skip turn
  }
}
''')
    (d,) = [d for d in c.diagnostics() if d.code == "E403"]
    assert d.message == "scenario s skips turn, which is a whole sequence, not a step"
    assert d.hint == "a skip names a step inside it: turn.PHASE or turn.PHASE.STEP (turn.move, turn.end)"


def test_two_sides_titled_alike_are_e101(tmp_path):
    """Two values of an enum titled alike were E101; two sides (the enum `side`) were accepted."""
    (tmp_path / "b.rules").write_text('book b { title "B" side red "Red" side blue "red" dice 1d6 }\n'
                                      'clause 1 "C" { says "x" }\n', encoding="utf-8")
    c = compile_book(tmp_path / "b.rules")
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message) == ("E101", "sides red and blue are both titled 'red'"), str(d)


def test_patterns_and_group_headings_written_two_unicode_ways_are_one(tmp_path):
    """`"Café" => k1` and `"Cafe\\u0301" => k2` read one cell two ways, and two group headings written so
    made two groups of one printed name: exact duplicates were E311 and E302 (hard-input probe)."""
    composed, decomposed = "Caf\\u00e9", "Cafe\\u0301"
    c = _compile(tmp_path, f'''clause 1 "C" {{
  says "x"
  results r "R" {{
    "{composed}" => k1 "One"
    "{decomposed}" => k2 "Two"
  }}
}}
'''.encode().decode("unicode_escape"))
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E311" and "appears twice, once with a combining mark" in d.message, str(d)
    c = _compile(tmp_path, f'''clause 1 "C" {{
  says "x"
  table t "T" {{
    | k | A |
    |---|---|
    | == {composed} == |
    | a | 1 |
    | == {decomposed} == |
    | a | 2 |
  }}
}}
'''.encode().decode("unicode_escape"), "groups.rules")
    found = [d for d in c.diagnostics() if d.severity == "error"]
    assert [d.code for d in found] == ["E302", "E302"], [str(d) for d in found]
    assert found[0].message.startswith("group heading 'Cafe\u0301' is printed as 'Caf\u00e9', another group's heading")
    assert found[1].message.startswith("row 'a' appears twice in group")


GROUPS = '''clause 1 "C" {
  says "x"
  table units "Units" {
    | Unit | Cost |
    |---|---|
    | == Red Army == |
    | Infantry | 1 |
    HEADING
    | Armor | 2 |
  }
}
'''


@pytest.mark.parametrize("heading, code, words, hint", [
    # (`| = South = |` was told to "leave blanks as `|  |`", which made it a row)
    ("| = South = |", "E306", "a group heading is written between two equals signs each side",
     "write `| == South == |`"),
    ("| == Mongols == | |", "E306", "a group heading is a grid line of one cell", "write `| == Mongols == |`"),
    ("| === Mongols === |", "E307", "is written with more equals signs than two each side", ""),
    ("| ==  == |", "E307", "names no group", ""),
    ("| == Red  Army == |", "E302", "is printed as 'Red Army', another group's heading", ""),   # (a group of its own)
])
def test_group_headings_written_wrong_are_said_so(tmp_path, heading, code, words, hint):
    c = _compile(tmp_path, GROUPS.replace("HEADING", heading))
    found = [d for d in c.diagnostics() if d.severity == "error"]
    assert found and found[0].code == code and words in found[0].message and found[0].span.line == 9, \
        [str(d) for d in found]
    assert not hint or found[0].hint == hint, found[0].hint


def test_a_scenario_outside_every_clause_is_e106(tmp_path):
    c = _compile(tmp_path, 'clause 1 "C" { says "x" }\nscenario s "S" { turns 1 to 2 }\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.span.line) == ("E106", 3) and d.hint.endswith('`scenario s "S" [1] { … }`'), str(d)


def test_e106_s_hint_names_a_clause_of_the_book_and_keeps_the_title(tmp_path):
    """The hint proposed `modifier stray "…" [12.3] { … }` in any book: copied, it was E201 where the
    book has no 12.3, and the title written was lost."""
    c = _compile(tmp_path, 'clause 1.0 "C" { says "x" }\nclause 2.0 "D" { says "y" }\n'
                           'modifier stray "Stray \\"x\\"" { drm +1 }\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E106" and d.hint.endswith('`modifier stray "Stray \\"x\\"" [2.0] { … }`'), str(d)


def test_an_aid_s_text_counts_the_titles_its_notes_name_and_a_list_s_items(tmp_path):
    """A note naming a constant of a 4,000-letter title 200 times ran out of memory, and a modifier
    reading a list constant of 1,000 values printed their titles at each: both checked clean."""
    title = "the road and the rail and the river all cross here " * 80
    c = _compile(tmp_path, f'''clause 1 "C" {{
  says "x"
  constant hub = 3 hexes "{title.strip()}"
}}
aid a1 "Aid" {{
  note "{' '.join(['[hub]'] * 20)}"
}}
''')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E008", str(d)
    values = ", ".join(f'v{i} "Value number {i} of the long list of values"' for i in range(300))
    c = _compile(tmp_path, f'''clause 1 "C" {{
  says "x"
  enum pick "Pick" {{ {values} }}
  fact picked: pick = v0 "The pick"
  constant big = [{", ".join(f"v{i}" for i in range(300))}] "The big list"
  modifier m "M" {{ drm +1 when picked in big }}
  modifier n "N" {{ drm +1 when picked in big }}
  modifier o "O" {{ drm +1 when picked in big }}
}}
aid a1 "Aid" {{
  modifier m
  modifier n
  modifier o
}}
''', "list.rules")
    assert [d.code for d in c.diagnostics() if d.severity == "error"] == ["E008"], [str(d) for d in c.diagnostics()]


def test_an_example_that_raises_is_hinted_by_what_it_raised(tmp_path):
    """E501's hint was always "check the arguments and the facts the example gives"; a misspelt
    `group:` had no did-you-mean (designer probe)."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  table recruits "Recruits" {
    | Unit | Cost |
    |---|---|
    | == North == |
    | Infantry | 1 |
    | == South == |
    | Infantry | 2 |
  }
  fact scouting: flag "Scouting"
  formula cost() "Cost" = if scouting then 1 else 2
  formula in_group(g: text) "In group" = recruits(row: "Infantry", column: "Cost", group: g).text
  example "South infantry" { in_group("Sooth") == "2" }
  example "Scouting" { cost() == 1 }
}
''')   # (a group written in the call itself is E411 now: checked before any example runs)
    found = {d.message.split(":")[0]: d for d in c.diagnostics() if d.code == "E501"}
    south, scouting = found["example 'South infantry' cannot run"], found["example 'Scouting' cannot run"]
    assert "in group 'Sooth' (did you mean South?)" in south.message and south.hint.startswith("the inputs read off")
    assert scouting.hint.startswith("give the example the fact the message names"), str(scouting)


def test_a_false_check_before_one_that_raises_is_said_too(tmp_path):
    """A worked example compares a result's text, then reads a field of it: when the text was wrong,
    the field's read raised (E501), and the false comparison before it, the real symptom, was never
    said (the designer probe, round 2). It is E500 at its line, with what its left side gave."""
    c = _compile(tmp_path, '''clause 1 "Combat" {
  says "Roll one die."
  results r "Result" {
    "AR" => attacker "The attacker retreats {retreat} hex" { retreat: 1 }
    "EX" => exchange "Each side loses {loss} step" { loss: 1 }
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results r
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | EX  | AR  |
    | 4-6 | AR  | EX  |
  }
  example "Two checks" {
    crt(roll: 1, column: 2:1) == "AR"
    crt(roll: 1, column: 1:1) == "AR"
    crt(roll: 1, column: 1:1).attacker.retreat == 1
  }
}
''')
    found = [(d.code, d.span.line, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert [code for code, _, _ in found] == ["E500", "E501"] and found[1][1] == found[0][1] + 1, found   # (the 2nd, 3rd)
    assert found[0][2] == 'the left side gives "EX" (kind exchange; row 1-3; column 1:1); `rules explain` shows how'


RESULT_UNQUOTED = '''clause 1 "Combat" {
  says "Roll on the table."
  results r "R" { "DR" => defender_retreat "Defender retreats" }
  table crt "CRT" {
    results r
    roll 1d6
    | 1d6 | 1:1 |
    | 1-6 | DR  |
  }
  example "A 1 is DR" { crt(roll: 1, column: 1:1) == DR }
}
'''


def test_a_result_compared_without_its_quotes_is_told_to_quote_it(tmp_path):
    c = _compile(tmp_path, RESULT_UNQUOTED)
    [e] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (e.code, e.message, e.hint) == ("E202", "unknown name DR", 'a table\'s result is text: write "DR"')
    fixed = _compile(tmp_path, RESULT_UNQUOTED.replace("== DR", '== "DR"'), "fixed.rules")
    assert fixed.ok and fixed.examples_run == 1


def test_an_example_left_open_before_the_next_is_said_at_its_brace(tmp_path):
    text = '''clause 1 "Odds" {
  says "Divide."
  formula odds_of(a: number, d: number) "Odds" = odds(a, d)
  example "13 against 4 is 3:1" { odds_of(13, 4) == 3:1
  example "5 against 11 is 1:3" { odds_of(5, 11) == 1:3 }
}
'''
    c = _compile(tmp_path, text)
    [e] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (e.code, e.span.line, e.span.column) == ("E001", 5, 33)
    assert e.message == 'the block of example "13 against 4 is 3:1" is never closed'
    assert e.hint.startswith("a closing '}' is missing before line 6")


def _errors(c) -> list:
    return [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"]


CASCADE_HEAD = '''enum terrain "Terrain" { clear "Clear", woods "Woods" }
fact defender_terrain: terrain = clear "Terrain of the defender's hex"
fact attacker: side = red "Attacker"
'''


@pytest.mark.parametrize("condition", ["defender_terain is woods", "defender_terain in (woods, clear)",
                                       "defender_terain == woods"])
def test_a_misspelt_fact_is_one_error_not_one_more_at_each_value_beside_it(tmp_path, condition):
    c = _compile(tmp_path, CASCADE_HEAD + f'''clause 1 "T" {{
  says "Woods give +1."
  modifier woods_drm "Woods" {{ drm +1 when {condition} }}
}}
''')
    assert _errors(c) == [("E202", "unknown name defender_terain")]


def test_a_misspelt_function_is_one_error_not_one_more_at_the_side_it_is_given(tmp_path):
    c = _compile(tmp_path, CASCADE_HEAD + '''clause 1 "T" {
  says "Red gets a bonus."
  formula bonus() = if attacker is red then 1 else 0
  example "red" { bonuss(attacker: red) == 1 }
}
''')
    assert _errors(c) == [("E202", "unknown function bonuss")]


def test_text_minus_text_is_one_error_whose_hint_fits_a_text_read(tmp_path):
    c = _compile(tmp_path, '''clause 1 "T" {
  says "A table of words."
  table k "K" {
    | Row | Value |
    | r   | foo   |
  }
  example "read" { k("r", "Value").text - "foo" }
}
''')
    [e] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (e.code, e.message) == ("E401", "`-` needs numbers, this is text")
    assert e.hint == "a text is no number: compare two texts with == (or read a number the rules give)"


def test_an_external_written_backwards_is_one_error_not_one_at_each_reference(tmp_path):
    path = tmp_path / "ext.rules"
    path.write_text('book b { title "B" side red "Red" dice 1d6 external main "Main rules" covers 9 to 1 }\n'
                    'clause 20.0 "Moving" { says "Units move as in [3.1], fight as in [5.2] and supply as in [7.4]." }\n',
                    encoding="utf-8")
    assert [code for code, _ in _errors(compile_book(path))] == ["E401"]


MALFORMED = '''clause 1 "Combat" {
  says "Roll."
  results r "R" {
    "D{loss}R{retreat}}" => defender "Defender loses and retreats"
    "-" => no_effect "No effect"
  }
  table crt "CRT" {
    results r
    roll 1d6
    | 1d6 | 1:1    | 2:1    |
    | 1-3 | -      | D1R1   |
    | 4-6 | D1R2   | D2R2   |
  }
  formula retreat_of(roll: number) "Retreat" = crt(roll: roll, column: 2:1).retreat
}
'''


def test_a_malformed_result_pattern_is_one_error_not_one_at_each_cell(tmp_path):
    assert [code for code, _ in _errors(_compile(tmp_path, MALFORMED))] == ["E311"]


def test_a_cell_no_pattern_reads_is_told_the_pattern_it_looks_like(tmp_path):
    c = _compile(tmp_path, RESULT_UNQUOTED.replace("| 1-6 | DR  |", "| 1-6 | Dr  |").replace("== DR", '== "DR"'))
    [e] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (e.code, e.hint) == ("E303", "did you mean DR? it matches no pattern of vocabulary r (DR)")


def _file_errors(tmp_path, text: str) -> list:
    path = tmp_path / "f.rules"
    path.write_text(text, encoding="utf-8")
    return [(d.code, d.message, d.hint) for d in compile_book(path).diagnostics() if d.severity == "error"]


PROBE = 'book probe {\n  title "Probe"\n  side red "Red"\n  side blue "Blue"\n  dice 1d6\n}\n'


def test_a_misspelt_record_type_is_one_error_not_one_more_at_each_field_read(tmp_path):
    """`u.kind is artillery` over a list of a misspelt record type said "`is` compares enum values;
    the left side is text", whose hint (use ==) would break a right condition."""
    found = _file_errors(tmp_path, PROBE + '''enum unit_kind "Unit type" { infantry "Infantry", artillery "Artillery" }
clause 1.0 "Combat" {
  says "Artillery adds one."
  record attacking_unit "One attacking unit" {
    strength: count "Printed attack strength"
    kind: unit_kind = infantry "Unit type"
  }
  fact attackers: list of attacking_units "The attacking units"
  modifier artillery_drm "Artillery" { drm +1  when any(u.kind is artillery for each u in attackers) }
}
''')
    assert [code for code, *_ in found] == ["E204"], found


def test_a_misspelt_cell_field_read_as_an_amount_is_one_error(tmp_path):
    found = _file_errors(tmp_path, PROBE + '''enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1.0 "Terrain" {
  says "Woods subtract one."
  fact defender_terrain: terrain = clear "Terrain"
  results tec_combat "Combat effect" {
    "{+amount}" => modifier "Die-roll modifier {amount}"
    "-" => no_effect "No effect"
  }
  table tec "TEC" {
    rows keys
    columns keys
    results tec_combat
    | Terrain | Combat |
    |---------|--------|
    | Clear   | -      |
    | Woods   | -1     |
  }
  modifier terrain_drm "Terrain" { drm tec(defender_terrain, "Combat").amt }
}
''')
    assert found == [("E202", "results of tec have no field or kind amt", "did you mean amount?")], found


def test_a_misspelt_fact_in_a_cell_amount_leaves_the_wrong_field_said(tmp_path):
    """E412 was left unsaid when any error came of the table read: a misspelt fact hid it."""
    found = _file_errors(tmp_path, PROBE + '''enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1.0 "Terrain" {
  says "Woods subtract one."
  fact defender_terrain: terrain = clear "Terrain"
  table tec "TEC" {
    rows keys
    columns keys
    | Terrain | Combat |
    |---------|--------|
    | Clear   | 0      |
    | Woods   | 1      |
  }
  modifier terrain_drm "Terrain" { drm tec(defender_terain, "Combat").mf }
}
''')
    assert len(found) == 2 and "defender_terain" in found[0][1] and "mf" in found[1][1], found


def test_a_text_in_single_quotes_is_told_to_take_double_ones(tmp_path):
    found = _file_errors(tmp_path, PROBE + '''clause 1 "A" {
  says "x"
  example 'Four' { 1 == 1 }
}
''')
    assert found == [("E002", 'unexpected character "\'"', 'a text is written in double quotes: "…"')], found


def test_overlapping_rows_say_where_the_other_row_is(tmp_path):
    found = _file_errors(tmp_path, PROBE + '''clause 1 "A" {
  says "x"
  table t "T" {
    roll 1d6
    | 1d6 | a |
    | 1-3 | x |
    | 3   | y |
    | 4-6 | z |
  }
}
''')
    assert ("E302", "row '3' overlaps row '1-3'", "each roll may appear in one row only (row '1-3' is on line 12)") \
        in found, found


def test_turns_written_backwards_are_said_where_they_are_written(tmp_path):
    path = tmp_path / "s.rules"
    path.write_text(PROBE + 'clause 1.0 "Scen" {\n  says "x"\n  scenario s "S" {\n    turns 3 to 1\n    first red\n  }\n}\n',
                    encoding="utf-8")
    [e] = [d for d in compile_book(path).diagnostics() if d.severity == "error"]
    assert (e.code, e.span.line, e.span.column, e.hint) == ("E401", 10, 5, "write `turns 1 to 3`")


def test_a_side_misspelt_where_it_is_declared_is_one_error_naming_the_other_uses(tmp_path):
    """`side allies "Allied"` in the header, `allied` everywhere else: five E205, one at each use."""
    path = tmp_path / "s.rules"
    path.write_text('book b { title "B" side axis "Axis" side allies "Allied" dice 1d6 }\n'
                    'clause 1.0 "Scen" {\n  says "x"\n  scenario s "S" {\n    turns 1 to 3\n    first allied\n'
                    '    reinforce allied turn 2 at 0101: "a unit"\n    reinforce allied turn 3 at 0102: "b unit"\n  }\n}\n',
                    encoding="utf-8")
    [e] = [d for d in compile_book(path).diagnostics() if d.severity == "error"]
    assert (e.code, e.span.line) == ("E205", 6)
    assert e.hint.endswith("(written so on lines 7, 8 too)"), e.hint


def test_a_check_broken_before_its_operator_is_told_how_a_line_goes_on(tmp_path):
    found = _file_errors(tmp_path, PROBE + '''clause 1.0 "Odds" {
  says "Divide attack by defence."
  formula combat_odds(attack: number, defense: number) "Combat odds" = odds(attack, defense)
  example "13 against 4 is 3:1" {
    combat_odds(13, 4)
      == 3:1
  }
}
''')
    assert found == [("E001", "unexpected '=='", "here a line ends the expression unless it ends with an operator: write "
                      "`==` at the end of the line above, or the whole expression in brackets ( … )")], found


def test_rows_past_the_dice_beside_an_edge_rule_at_the_dice_say_a_row_may_be_mistyped(tmp_path):
    """A last row `| 7 |` typed for `| 6 |` beside `roll above 6: clamp`: the hint told the
    designer to move the right rule to the wrong row."""
    path = tmp_path / "w.rules"
    path.write_text(PROBE + '''clause 1.0 "Combat" {
  says "Roll one die."
  table crt "CRT" {
    roll 1d6
    columns odds
    roll above 6: clamp
    | 1d6 | 1-1 | 2-1 |
    |-----|-----|-----|
    | 1-2 | AR  | DR  |
    | 3-5 | EX  | DR  |
    | 7   | DR  | DE  |
  }
}
''', encoding="utf-8")
    [w] = [d for d in compile_book(path).diagnostics() if d.code == "W312"]
    assert w.message == ("`roll above 6` lies inside the rows, which end at 7: a roll of 7 reads its own row, "
                         "and the rule applies only above 7")
    assert w.hint.startswith("1d6 rolls 1 to 6, and the rows end at 7: if a row was meant to end at 6, correct it; "
                             "else write `roll above 7`")


def test_a_declaration_pasted_inside_a_table_is_told_to_move_not_misspelt(tmp_path):
    found = _file_errors(tmp_path, PROBE + '''clause 1 "A" {
  says "x"
  table t "T" {
    roll 1d6
    clause 1.1 "B" { says "y" }
    | 1d6 | a |
    | 1-6 | x |
  }
}
''')
    assert len(found) == 1 and found[0][1] == "unexpected 'clause'", found
    assert found[0][2].startswith("a clause cannot stand inside this block: move it out of it"), found


def test_a_misspelt_name_leaves_unsaid_only_the_bare_values_beside_it(tmp_path):
    """The values beside a misspelt name were unsaid while the formula called there was first
    checked: `woods + 1` in its body lost its E203."""
    found = _file_errors(tmp_path, PROBE + '''clause 2.0 "Terrain" {
  says "x"
  enum terrain "Terrain" { clear "Clear", woods "Woods", city "City" }
  fact defender_terrain: terrain "Terrain of the defender's hex"
  permission p1 "P" { may "attack" when defender_terain == g() }
  formula g() = woods + 1
}
''')
    assert [code for code, *_ in found] == ["E202", "E203"], found


def test_two_chosen_by_mistakes_are_two_errors(tmp_path):
    found = _file_errors(tmp_path, 'book b { title "B" side red "Red" side blue "Blue" dice 1d6 }\n' + '''clause 2.0 "Choices" {
  says "x"
  fact night: flag = no "Night"
  formula f() = 1
  exception e1 "E1" { overrides f  when night  chosen by defnder  use 2 }
  exception e2 "E2" { overrides f  when night  priority 1  chosen by atacker  use 3 }
}
''')
    e205 = [(message, hint) for code, message, hint in found if code == "E205"]
    assert [m for m, _ in e205] == ["unknown side or role defnder for `chosen by`",
                                    "unknown side or role atacker for `chosen by`"], found
    assert not any("written so on" in h for _, h in e205)


def test_an_expression_going_on_into_a_block_keyword_is_not_an_unclosed_block(tmp_path):
    found = _file_errors(tmp_path, PROBE + 'clause 2.0 "X" {\nsays "x"\nformula f() = 1 +\nformula g() = 2\n}\n')
    assert [(code, message) for code, message, _ in found] == [
        ("E001", "the expression is not finished at the end of this line")], found   # (it was "unexpected 'g'")


@pytest.mark.parametrize("line, hint", [
    ("formula f(a: number) = if a > 6 then 6", "expected 'else' next; the line below starts with `formula`"),
    ("formula f(a: number) = a >", "`formula` on the line below is read as part of it: finish the expression on this line"),
    ("formula f(a: number) = a is not", "`formula` on the line below is read as part of it: finish the expression on "
                                        "this line"),
    # (hard-input round 7: a line ending in `then`, `else`, `is` or `in` was "unexpected 'doubled'" a line below)
    ("formula f(a: number) = if a > 6 then 6 else", "`formula` on the line below is read as part of it: finish the "
                                                    "expression on this line"),
    ("formula f(a: number) = if a > 6 then", "`formula` on the line below is read as part of it: finish the expression "
                                             "on this line"),
    ("formula f(a: number) = a is", "`formula` on the line below is read as part of it: finish the expression on "
                                    "this line"),
    ("formula f(a: number) = a in", "`formula` on the line below is read as part of it: finish the expression on "
                                    "this line"),
])
def test_an_expression_left_unfinished_is_said_at_its_line_not_the_next_declarations(tmp_path, line, hint):
    """Hard-input probe, round 5: `= if a > 6 then 6` and a formula below was "a formula cannot stand
    inside this block: move it out of it (expected 'else')", at the next formula, which can stand
    there; `= a >` made `formula doubled` read as a name, and `doubled` was "did you mean doubt?"."""
    c = _compile(tmp_path, f'clause 1 "C" {{\n  says "x"\n  {line}\n  formula doubled(a: number) = a * 2\n}}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message, d.hint) == ("E001", "the expression is not finished at the end of this line", hint)
    assert c.sources[d.span.path].line(d.span.line).strip() == line and d.span.column == len(line) + 3, d


def test_a_row_label_written_as_a_name_is_offered_the_value_not_quotes(tmp_path):
    found = _file_errors(tmp_path, PROBE + '''enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1 "A" {
  says "x"
  table tec "TEC" {
    | Terrain | Move |
    | Woods   | 2    |
  }
  formula zz() = max(Woods, 1)
}
''')
    assert ("E202", "unknown name Woods", "did you mean woods?") in found, found


@pytest.mark.parametrize("body, hint", [
    ('permission p "P" { cannot "move" }', 'write `may not "…"`: a permission says may, may not or must'),
    ('permission p "P" { may "move" chosen by red }', "`chosen by` belongs to an exception (the side that may decline "
                                                      "it), not here: say `when` this applies"),
    ('modifier m "M" { drm 1 left }', "a column shift is written `shift N left`; `drm` is a die-roll modifier, a "
                                      "signed number: drm -1"),
])
def test_a_word_of_another_notation_is_told_the_languages_own(tmp_path, body, hint):
    """Designer probe, round 2: `cannot "move"` was "did you mean note?", `chosen by` on a permission
    "did you mean when?", `drm 1 left` a list of words with another `drm` in it."""
    c = _compile(tmp_path, f'clause 1 "C" {{\n  says "x"\n  {body}\n}}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E001", hint), d


def test_a_terms_says_on_the_next_line_is_told_a_term_is_one_line(tmp_path):
    c = _compile(tmp_path, 'term ZOC "Zone of control"\n  says "The hexes around a unit."\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message, d.hint) == ("E001", "unexpected 'says'", "a term is one line: write its `says` on the "
                                           "term's own line"), d


def test_an_effect_its_target_cannot_take_is_one_e203_naming_what_it_takes(tmp_path):
    """Designer probe, round 2: `cancel` on a table drew E310 ("both can apply … give one a priority",
    which fixed nothing) before the E203, whose hint named only what `cancel` applies to."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  fact square: flag = no "In square"
  results r "R" {
    "DR{retreat}" => defender "Retreat {retreat}"
    "-" => no_effect "Nothing"
  }
  table crt "CRT" {
    roll 1d6
    results r
    | 1d6 | 1:1 |
    | 1-6 | DR1 |
  }
  exception holds "Holds" { overrides crt when square rewrite defender.retreat: 1 -> 0 }
  exception loses "Loses" { overrides crt when square cancel }
}
''')
    found = [(d.code, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E203", "`cancel` cannot apply to a table", "`cancel` applies to: modifier, combine; a table "
                      "takes `rewrite` (`rewrite kind: exchange -> no_effect`, `rewrite defender.retreat: 1 -> 0`)")], found
    # (the caret at the effect word the message names, not at the target: the designer probe)
    at = [(d.span.line, d.span.column) for d in c.diagnostics() if d.code == "E203"]
    line = next(i for i, x in enumerate(c.sources[next(iter(c.sources))].lines, 1) if "exception loses" in x)
    assert at == [(line, c.sources[next(iter(c.sources))].lines[line - 1].index("cancel") + 1)], at


SWAPPED_BOOK = '''clause 1 "C" {{
  says "x"
  fact leader: flag = no "Leader"
  fact woods: flag = no "Woods"
  modifier lead "Leader" {{ drm +1 when leader }}
  modifier wood "Woods" {{ shift 1 left when woods }}
  combine leader_drm "Leader DRM" sum of (lead)
  combine terrain_shift "Terrain shift" sum of (wood)
  results r "R" {{ "X" => miss "Miss" }}
  table crt "CRT" {{
    roll 1d6
    columns odds
    results r
    off left: clamp
    off right: clamp
    | 1d6 | 1:1 | 2:1 |
    | 1-6 | X   | X   |
  }}
  formula melee(roll: integer) "Melee" = {call}
}}
'''


@pytest.mark.parametrize("call, culprit, message, hint", [
    ("crt(roll: roll, column: 1:1, shift: leader_drm())", "leader_drm()",
     "leader_drm() gives a die-roll modifier, given here as the column shift of crt",
     "give it to `roll:` (`roll: roll + leader_drm()`)"),
    ("crt(roll: roll + terrain_shift(), column: 1:1)", "terrain_shift()",
     "terrain_shift() gives a column shift, given here as the roll of crt", "give it to `shift:` (`shift: terrain_shift()`)"),
    # given in both places, it is to be taken out, not moved (the hint offered the roll the call had)
    ("crt(roll: roll + leader_drm(), column: 1:1, shift: leader_drm())", "leader_drm()",
     "leader_drm() gives a die-roll modifier, given here as the column shift of crt",
     "`roll:` gives it already: take it out of `shift:`"),
])
def test_a_die_roll_modifier_given_as_a_shift_or_the_reverse_is_e401(tmp_path, call, culprit, message, hint):
    """Designer probe, round 2: the two combines swapped in a lookup checked clean (both are numbers);
    the only symptom was an example failing in another file."""
    c = _compile(tmp_path, SWAPPED_BOOK.format(call=call))
    found = [(d.code, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E401", message, hint)], found
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert c.sources[d.span.path].line(d.span.line)[d.span.column - 1:].startswith(culprit), d


def test_a_type_named_with_a_vowel_takes_an(tmp_path):
    """Designer probe, round 2: "`is` compares a arm with a value of arm"."""
    c = _compile(tmp_path, '''enum arm "Arm" { infantry "Infantry", cavalry "Cavalry" }
enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1 "C" {
  says "x"
  fact unit_arm: arm = infantry "The unit's arm"
  fact hex_terrain: terrain = clear "The hex's terrain"
  formula f() "F" = unit_arm is hex_terrain
}
''')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E401", "`is` compares an arm with a value of arm"), d


def test_a_false_check_whose_rule_an_optional_rules_exception_changes_says_how_to_play_it(tmp_path):
    """Designer probe, round 2: an example copied out of its optional clause was "the left side
    gives 1", with no word of the optional rule whose exception it meant."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  fact village: flag = no "In a village"
  formula loss() "Loss" = 1
  example "Held" { loss(village: yes) == 0 }
  example "Held, in play" { loss(village: yes, options: "7.3") == 0 }
}
clause 7.3 "Garrisons" optional {
  says "y"
  exception holds "The garrison holds" { overrides loss when village use 0 }
}
''')
    found = [(d.code, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E500", 'the left side gives 1; exceptions of optional rule [7.3] change loss only when it is in '
                              'play: give `options: "7.3"`')], found


def test_two_patterns_on_one_line_of_a_results_block_are_told_one_a_line(tmp_path):
    """`results r "R" { "X" => miss "Miss" "H" => hit "Hit" }` was hinted "expected '{', '}'"."""
    c = _compile(tmp_path, 'clause 1 "C" {\n  says "x"\n  results r "R" { "X" => miss "Miss" "H" => hit "Hit" }\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E001", 'a results block takes one pattern a line: start "H" => … on a line of its own'), d


def test_a_word_of_the_language_where_a_name_goes_is_told_so(tmp_path):
    """A record field named `drm` was "unexpected 'drm'", hinted "expected ',', '}', a name"."""
    c = _compile(tmp_path, 'clause 1 "C" {\n  says "x"\n  record unit "U" {\n    strength: count "S"\n'
                           '    drm: integer = 0 "D"\n  }\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.hint) == ("E001", "`drm` is a word of the language and names nothing here: choose another name "
                                        "(drm_bonus, my_drm)"), d


@pytest.mark.parametrize("call", [
    "crt(roll: roll, column: 1:1, shift: if leader_drm() > 0 then 1 else 0)",     # read in a condition
    "crt(roll: roll + (if terrain_shift() < 0 then 1 else 0), column: 1:1)",
    "crt(roll: roll, column: 1:1, shift: max(0, crt(roll: roll + leader_drm(), column: 1:1).drm))",   # another lookup's roll
])
def test_a_modifier_read_otherwise_in_a_lookups_shift_or_roll_is_no_e401(tmp_path, call):
    """Regression probe: the check walked every call under `shift:` and `roll:`, into an `if`'s
    condition and another lookup's arguments: a valid book was refused."""
    c = _compile(tmp_path, SWAPPED_BOOK.format(call=call))
    assert not [d for d in c.diagnostics() if d.code == "E401"], [str(d) for d in c.diagnostics()]


@pytest.mark.parametrize("body, said", [
    # `scenario = s1` going on a condition from `and`: the `=` is the mistake, not an unfinished line
    ('  fact a: count = 0 "A"\n  permission p "P" {\n    may "move"\n    when a > 1 and\n      scenario = s1\n  }\n',
     [(6, "unexpected '='", "to compare, write == (a single = gives a name its value)")]),
    # a comment line between the unfinished line and the next declaration: said at the code's line
    ('  fact a: count = 0 "A"\n  formula f() = if a > 6 then 6\n\n  # g: the constant one\n  formula g() = 1\n',
     [(3, "the expression is not finished at the end of this line",
       "expected 'else' next; the line below starts with `formula`")]),
    # a `#` in the line's title is text: the caret is at the end of the line
    ('  fact a: count = 0 "A"\n  formula f() "Cap at #6" = if a > 6 then 6\n  formula g() = 1\n',
     [(3, "the expression is not finished at the end of this line",
       "expected 'else' next; the line below starts with `formula`")]),
    # an unfinished condition before another item of its block
    ('  fact a: count = 0 "A"\n  modifier m "M" {\n    drm +1\n    when a >\n    unless a == 5\n  }\n',
     [(5, "the expression is not finished at the end of this line",
       "`unless` on the line below is read as part of it: finish the expression on this line")]),
    # a declaration with no body: no expression to finish
    ('  formula f(x: count) "F"\n  formula g() = 1\n',
     [(2, "this line is not finished", "expected '=', '[' next; the line below starts with `formula`")]),
    ('  permission p "P" {\n    Cannot "move"\n  }\n',
     [(3, "unexpected 'Cannot'", 'write `may not "…"`: a permission says may, may not or must')]),
], ids=["scenario = s1", "a comment between", "a # in a title", "unless", "no body", "Cannot"])
def test_the_unfinished_line_and_the_languages_words_regression_round(tmp_path, body, said):
    """The regression probe of this stop's diagnostics: each was said wrongly after the first round."""
    c = _compile(tmp_path, f'clause 1 "C" {{\n  says "x"\n{body}}}\n')
    first = c.diagnostics()[0].span.line - said[0][0] if c.diagnostics() else 0
    found = [(d.span.line - first, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert found == said, found
    d = c.diagnostics()[0]
    if said[0][1].startswith(("the expression", "this line")):   # (the caret just after the line's code)
        line = c.sources[d.span.path].line(d.span.line)
        assert d.span.column == len(line.rstrip()) + 1 and not line.lstrip().startswith("#"), (d, line)
        assert line.strip() in body   # (the line written above the refused one, not the header's)


def test_two_formulas_left_unfinished_in_a_row_are_both_said(tmp_path):
    """Parsing resumed after the refused declaration: every other one of 4,000 broken formulas was
    said (regression probe)."""
    c = _compile(tmp_path, "".join(f'formula f{i}(a: number) "F" = if a > 6 then 6\n' for i in range(3)) +
                 'formula g() = 1\n')
    assert [d.message for d in c.diagnostics() if d.severity == "error"] == [
        "the expression is not finished at the end of this line"] * 3


def test_nesting_written_at_the_parents_indentation_is_no_sign_of_a_missing_brace(tmp_path):
    """Regression probe: with one `}` missing (the chapter's own), the hint blamed clause 6.4, whose
    nested clause 6.4.1 stood at its indentation, legally: following it nested things wrongly."""
    c = _compile(tmp_path, 'clause 6 "A" {\n  says "x"\n  clause 6.4 "B" {\n  says "y"\n  clause 6.4.1 "C" {\n'
                           '  says "z"\n  }\n  }\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.message == "the block of clause 6 is never closed", d


def test_a_bare_clause_id_in_a_book_of_prose_and_an_aid_heading(tmp_path):
    """Regression probe: W604 for a bare clause id said nothing in a book with no constructs yet, and
    was said of an aid's heading, which prints its text as it is (its hint was false there)."""
    c = _compile(tmp_path, 'clause I "One" {\n  says "The rule I.1 here."\n  clause I.1 "Move" { says "y" }\n}\n'
                           'aid a1 "Aid" {\n  heading "I.1 Movement"\n}\n')
    assert [d.message for d in c.diagnostics() if d.code == "W604"] == [
        "clause I's text names I.1 bare: a player reads code"], [str(d) for d in c.diagnostics()]


def test_an_exception_on_a_table_of_text_says_no_exception_changes_it_and_draws_no_e310(tmp_path):
    """Regression probe: `cancel` on a table of text was told to `rewrite kind: …` (E206 then), and two
    rewrites of such a table drew E310's "give one a priority" beside their E206s."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  fact f: flag = no "F"
  table names "Names" {
    | Key | Name |
    |---|---|
    | a | Alpha |
  }
  exception x0 "X0" { overrides names when f cancel }
  exception x1 "X1" { overrides names when f rewrite kind: a -> b }
  exception x2 "X2" { overrides names when f rewrite kind: b -> a }
}
''')
    found = [(d.code, d.hint) for d in c.diagnostics() if d.severity == "error"]
    assert found[0] == ("E203", "`cancel` applies to: modifier, combine; names prints text, which no exception changes: "
                                "put the exception on the rule that reads the table"), found
    assert "E310" not in [code for code, _ in found], found


def test_two_fields_in_one_rewrite_are_told_one_a_line_and_two_lines_apply_together(tmp_path):
    """Designer probe, round 2: one player choice that changes two fields was "unexpected '.'"
    (`rewrite defender.retreat: 1 -> 0, defender.loss: 0 -> 1`), hinted "expected '->'"; two rewrite
    lines in one exception, which apply together, were undocumented."""
    book = '''clause 5.0 "Squares" {
  says "x"
  fact square: flag = no "In square"
  results sq_r "R" {
    "DR{retreat}" => defender "Retreat {retreat}" { loss: 0 }
    "-" => no_effect "Nothing"
  }
  table sqt "SQ" {
    roll 1d6
    results sq_r
    | 1d6 | a |
    |---|---|
    | 1-6 | DR1 |
  }
  exception sq "Square holds" {
    overrides sqt
    when square
    REWRITES
  }
  example "held" { sqt(roll: 1, column: "a", square: yes).defender.loss == 1 and sqt(roll: 1, column: "a", square: yes).defender.retreat == 0 }
}
'''
    c = _compile(tmp_path, book.replace("REWRITES", "rewrite defender.retreat: 1 -> 0, defender.loss: 0 -> 1"))
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.hint == ("a rewrite changes one field: write `rewrite defender.loss: …` on a line of its own (an "
                      "exception may hold several rewrite lines, which apply together)"), d
    c = _compile(tmp_path, book.replace("REWRITES", "rewrite defender.retreat: 1 -> 0\n    rewrite defender.loss: 0 -> 1"))
    assert c.ok and c.examples_run == 1, [str(d) for d in c.diagnostics()]


def test_an_enum_title_and_a_row_label_near_each_other_name_both_with_the_rows_line(tmp_path):
    """Designer probe, round 2: a row printed `Villages` for the enum value titled `Village` was E411
    at the lookup, hinted "did you mean Villages?", which left open which of the two to change."""
    c = _compile(tmp_path, '''enum terrain "Terrain" { clear "Clear", village "Village" }
clause 1 "C" {
  says "x"
  fact ground: terrain = clear "Ground"
  table tec "TEC" {
    | Terrain | Move |
    |---|---|
    | Clear | 1 |
    | Villages | 2 |
  }
  formula cost() "Cost" = tec(ground, "Move").text
}
''')
    (d,) = [d for d in c.diagnostics() if d.code == "E411"]
    line = c.sources[d.span.path].lines.index("    | Villages | 2 |") + 1
    assert d.hint == f"the row 'Villages' (line {line}) is near: print the row 'Village', or title the value village 'Villages'"


def test_a_victory_condition_written_twice_is_e101(tmp_path):
    """Hard-input probe, round 6: a set-up line written twice was E101, a victory condition written
    twice checked clean and the web book listed it twice."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  scenario s "S" {
    turns 1 to 2
    victory red "Hold the bridge"
    victory red "Hold the bridge"
  }
}
''')
    found = [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E101", "scenario s has this victory condition twice")], found


def test_who_not_a_side_says_who_takes_no_not(tmp_path):
    """`who not red` read `not` as a side and `red` as a stray word (a note of the last stops)."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "Blue moves."
  permission p "P" {
    who not red
    may "move"
  }
}
''')
    [e] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (e.code, e.message, e.span.line) == ("E001", "unexpected 'red'", 5)
    assert e.hint.startswith("`who` names the sides or units that act, and takes no `not`")


def test_a_combine_listing_itself_is_one_error_at_the_member(tmp_path):
    """It was E405 ("c1 depends on itself: c1 → c1") and E203 for one mistake (a note of the last stops)."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "Shifts."
  modifier m "M" { shift 1 right }
  combine c1 "C1" sum of (c1, m)
}
''')
    assert [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"] == [("E203", "c1 cannot combine itself")]


def test_a_mistyped_column_read_for_a_modifiers_amount_is_one_e411(tmp_path):
    """It was E412 "the cells of column 'Combta' … print no number" before the E411 that names the
    label mistyped (a note of the last stops)."""
    c = _compile(tmp_path, '''enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1 "Rules" {
  says "Shifts."
  results tek_combat "Combat" {
    "{columns}L" => left "Shift {columns} left"
    "-" => none "No effect"
  }
  table tek "TEK" {
    rows keys
    columns keys
    column "Combat" results tek_combat
    | Terrain | Combat | Move |
    |---------|--------|------|
    | Clear   | -      | 1    |
    | Woods   | 1L     | 2    |
  }
  fact terrain: terrain = clear "Terrain"
  modifier m "M" { shift tek(terrain, "Combta").columns left }
}
''')
    assert [(d.code, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"] == [
        ("E411", "tek prints no column 'Combta'", "did you mean Combat?")]


def test_a_reference_to_the_id_a_misnested_clause_should_have_names_it(tmp_path):
    """`[5.2]` with clause 6.2 nested in 5: the E201 came first with "write clause 5.2", before the
    E102 that is the mistake (a note of the last stops)."""
    c = _compile(tmp_path, '''clause 5 "Five" {
  says "See [5.2]."
  clause 6.2 "Two" {
    says "Nested."
  }
}
''')
    e201 = next(d for d in c.diagnostics() if d.code == "E201")
    assert e201.hint == "clause 6.2, nested in 5, does not extend its id (E102): was it meant to be 5.2?"
    assert any(d.code == "E102" for d in c.diagnostics())


@pytest.mark.parametrize("line, keyword", [("modifiers leader", "modifier"), ("tables crt", "table"),
                                           ("constants limit", "constant")])
def test_a_plural_keyword_in_an_aid_is_offered_the_keyword(tmp_path, line, keyword):
    """`modifiers leader` in an aid was told "a space between 'modifier' and 's'" (the designer probe)."""
    c = _compile(tmp_path, f'''clause 1 "Rules" {{
  says "A shift."
  modifier leader "Leader" {{ shift 1 right }}
}}
aid p_aid "P aid" {{
  {line}
}}
''')
    [e] = [d for d in c.diagnostics() if d.severity == "error"]
    assert e.code == "E001" and e.hint.startswith(f"did you mean {keyword}?"), (e.message, e.hint)


def test_a_chapter_read_after_a_higher_one_is_w104(tmp_path):
    """Files named `combat.rules` and `movement.rules` printed 5.0, 6.0, 4.0 on the web book, without a
    word (the designer probe)."""
    from compiler.pipeline import compile_book as compiled
    folder = tmp_path / "o"
    folder.mkdir()
    (folder / "a-book.rules").write_text('book o { title "O" dice 1d6 }\n', encoding="utf-8")
    (folder / "combat.rules").write_text('clause 5.0 "Combat" { says "Fight." }\nclause 6.0 "Supply" { says "Eat." }\n',
                                         encoding="utf-8")
    (folder / "movement.rules").write_text('clause 4.0 "Movement" { says "Move." }\n', encoding="utf-8")
    [w] = [d for d in compiled(folder).diagnostics() if d.code == "W104"]
    assert w.message == "chapter 4.0 comes after chapter 6.0: the web book and the aid print the clauses in the order they are read"
    assert w.span.path.endswith("movement.rules") and w.hint.startswith("the files are read in name order")
    (folder / "movement.rules").write_text('clause 3.1 "Moving" { says "Move." }\n', encoding="utf-8")
    [w] = [d for d in compiled(folder).diagnostics() if d.code == "W104"]   # (3.1 is no chapter: reference.md)
    assert w.message.startswith("clause 3.1 comes after chapter 6.0:"), w.message


def test_a_fact_an_exceptions_condition_needs_names_the_exception(tmp_path):
    """A plain CRT lookup refused for want of `attacker` did not say why the table needed it: an
    exception's condition reads it (the designer probe)."""
    from compiler.pipeline import compile_book as compiled
    from dsl.runtime_data import MissingFact
    (tmp_path / "b.rules").write_text('''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "Combat" {
  says "Odds and a die."
  fact attacker: side "The attacking side"
  results res "Result" {
    "A" => attacker "Attacker loses"
    "D" => defender "Defender loses"
  }
  table crt "CRT" {
    roll 1d6
    columns odds
    results res
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-3 | A   | D   |
    | 4-6 | D   | D   |
  }
  exception blue_holds "Blue holds" [1] {
    overrides crt
    when attacker is red
    rewrite kind: defender -> attacker
  }
}
''', encoding="utf-8")
    c = compiled(tmp_path / "b.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    with pytest.raises(MissingFact) as caught:
        c.module.crt(roll=2, column="2:1")
    assert str(caught.value) == ("crt() [1]: the fact 'attacker' [1] is needed but was not given (the condition of the "
                                 "exception blue_holds [1] reads it): give attacker=…, a side, one of red, blue")
    assert c.module.crt(roll=2, column="2:1", attacker="red") == "D" and c.module.crt(roll=2, column="2:1",
                                                                                   attacker="red").kind == "attacker"


NONE_EFFECT = '''clause 1 "Combat" {
  says "A die."
  results res "Result" {
    "A{loss}" => attacker "Attacker loses {loss}"
    "DR{retreat}" => defender "Defender retreats {retreat}" { loss: 0 }
  }
  table crt "CRT" {
    roll 1d6
    results res
    | 1d6 | x   |
    |-----|-----|
    | 1-3 | A1  |
    | 4-6 | DR1 |
  }
  example "no defender effect" { crt(roll: 1, column: "x").defender == none }
  example "a defender effect" { crt(roll: 4, column: "x").retreat != none }
  example "same effects" { crt(roll: 4, column: "x").defender == crt(roll: 1, column: "x").attacker }
}
'''


def test_a_result_s_effect_compared_with_none_is_e401_and_a_failing_effect_is_written_as_words(tmp_path):
    """`crt(…).defender == none` checked clean and could never hold: a cell without the effect
    raises FieldNotGiven (the designer probe). E500's hint showed the effect as a Python repr."""
    c = _compile(tmp_path, NONE_EFFECT)
    errors = [(d.code, d.span.line, d.message, d.hint) for d in c.diagnostics()]
    assert errors[:2] == [
        ("E401", 16, "`.defender` of a crt result is never none: a cell without it raises FieldNotGiven",
         'ask for its kinds instead: `crt(…).kind == "defender"` (a cell of several effects joins their kinds: '
         '"attacker/defender")'),
        ("E401", 17, "`.retreat` of a crt result is never none: a cell without it raises FieldNotGiven",
         "read it where the cell gives it, or fix it in the pattern (`{ retreat: 0 }`)")]
    fixed = _compile(tmp_path, NONE_EFFECT.replace("  example \"no", "  # example \"no").replace(
        "  example \"a defender", "  # example \"a defender"))
    [failed] = [d for d in fixed.diagnostics() if d.severity == "error"]
    assert failed.code == "E500" and failed.hint == "the left side gives the defender effect (retreat 1, loss 0)"


def test_a_value_placed_by_another_kinds_keyword_is_e401(tmp_path):
    """The run refuses `percent:` on a table of differentials (WrongType): the check says so first."""
    c = _compile(tmp_path, '''clause 1 "Combat" {
  says "A die."
  table crt "CRT" {
    roll 1d6
    columns differential
    | 1d6 | -1 | 0 | +1 |
    |-----|----|---|----|
    | 1-6 | A  | B | C  |
  }
  example "percent" { crt(roll: 1, percent: 0) == "B" }
  example "value" { crt(roll: 1, value: 0) == "B" }
}
''')
    assert [(d.code, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"] == [
        ("E401", "crt has differential columns, not percent", "give the number as `differential:` or `column:`")]


def test_a_cap_naming_no_constant_says_what_the_name_is(tmp_path):
    """`at most limit` for a fact `limit` was told "declare it: constant limit = 2", which is E101;
    for `at most yes`, a keyword (the hard probe)."""
    c = _compile(tmp_path, '''clause 1 "Shifts" {
  says "x"
  fact limit: integer = 2 "Limit"
  modifier m "M" { shift 1 left }
  modifier n "N" { shift 1 right }
  combine c1 "C1" sum of (m, n) at most limit
  combine c2 "C2" sum of (m, n) at most yes
  combine c3 "C3" sum of (m, n) at most cap
}
''')
    assert [(d.code, d.hint) for d in c.diagnostics() if d.severity == "error"] == [
        ("E203", "limit is a fact: a cap is a number or a constant; write the number, or name a constant"),
        ("E202", "yes is no number: a cap is a number or a constant"),
        ("E202", 'write the number, or declare it: constant cap = 2 "title" [clause]')]


def test_a_relocation_without_a_destination_and_a_step_s_empty_reading_are_e404(tmp_path):
    """`relocate red turn 2 to ""` checked clean and reached engines as a removal; a step's
    `inferred ""` was dropped without a word (the hard probe)."""
    c = _compile(tmp_path, '''clause 1 "Play" {
  says "x"
  sequence turn "Turn" [1] {
    phase a "A" { inferred "" }
    phase b "B" { inferred "   " }
  }
  scenario sc "Sc" {
    turns 1 to 3
    relocate red turn 2 to "": "1 infantry"
    relocate red turn 3 to "the box": "1 infantry"
  }
}
''')
    assert [(d.code, d.span.line, d.message) for d in c.diagnostics() if d.severity == "error"] == [
        ("E404", 5, "`inferred` on phase a of sequence turn needs the reading in words: what the aid and the web "
                    "book say of the step"),
        ("E404", 6, "`inferred` on phase b of sequence turn needs the reading in words: what the aid and the web "
                    "book say of the step"),
        ("E404", 10, "a relocation line of scenario sc names no destination")]


def test_a_value_given_to_a_modifier_that_changes_none_is_e402(tmp_path):
    """`gun_shift(3)` meant three guns: the check read a value the modifier never reads and answered
    0 (the example failed for another reason), where the engine refuses it (the second designer probe)."""
    c = _compile(tmp_path, '''clause 1 "Guns" {
  says "One column right per gun."
  fact guns: count = 0 "Guns firing"
  modifier gun_shift "Guns" { shift 1 right per guns }
  modifier gun_bonus "Bonus" { add 1 }
  combine all_shifts "All" sum of (gun_shift)
  example "Three guns" { gun_shift(3) == 3 }
  example "Combined" { all_shifts(2, guns: 1) == 1 }
  example "A value changed" { gun_bonus(3) == 4 }
}
''')
    assert [(d.code, d.span.line, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"] == [
        ("E402", 8, "gun_shift gives a column shift from the facts and changes no value: it takes no positional "
                    "argument", "give the facts it reads by name: gun_shift(guns: 3)"),
        ("E402", 9, "all_shifts gives a column shift from the facts and changes no value: it takes no positional "
                    "argument", "give the facts it reads by name: all_shifts(FACT: …)")]


@pytest.mark.parametrize("line", ["who reds", "when night", 'says "dropped"', "repeat \"twice\""])
def test_a_step_setting_on_the_sequence_itself_is_refused_with_where_it_goes(tmp_path, line):
    """`who`, `when` and `says` at the top of a sequence checked clean and were dropped (an unknown
    side too: the second designer probe)."""
    c = _compile(tmp_path, f'''clause 1 "Play" {{
  says "x"
  fact night: flag = no "Night"
  sequence turn "Turn" [1] {{
    {line}
    phase p "P" {{ step s "S" }}
  }}
}}
''')
    [d] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.span.line) == ("E001", 6)
    assert d.hint.startswith(f"`{line.split()[0]}` goes on a phase or a step"), d.hint


def test_an_offset_header_s_selector_given_as_text_is_e401(tmp_path):
    """`terrain: "Woods"` in an example ran into "no header row for terrain 'Woods'" (the table prints
    one), and `"woods"` passed, where `rules explain` and the engine refuse text (second designer probe)."""
    c = _compile(tmp_path, '''clause 1 "Combat" {
  says "x"
  enum terrain { clear "Clear" woods "Woods" }
  fact terrain: terrain = clear "Terrain"
  table crt "CRT" {
    roll 1d6
    columns differential by terrain
    | Clear | 0 | +1 |
    | Woods | -1 | 0 |
    |-------|---|----|
    | 1-6   | A | B  |
  }
  example "Woods" { crt(roll: 1, differential: 0, terrain: "Woods") == "B" }
  example "woods" { crt(roll: 1, differential: 0, terrain: woods) == "B" }
}
''')
    assert [(d.code, d.span.line, d.message, d.hint) for d in c.diagnostics() if d.severity == "error"] == [
        ("E401", 14, "terrain of crt picks a header row by a terrain value; this is text",
         "write the value by name, without quotes: terrain: woods")]


@pytest.mark.parametrize("line, where", [("unless night", "a permission, a modifier or an exception"),
                                         ('victory red "Hold"', "a scenario"), ("skip turn.p", "a scenario")])
def test_a_block_s_line_after_the_block_closed_says_where_it_belongs(tmp_path, line, where):
    """An `unless` after a permission's `}`, a `victory` or `skip` after the scenario's: the hint listed
    the declarations a book may hold (the second designer probe)."""
    c = _compile(tmp_path, f'''clause 1 "Play" {{
  says "x"
  fact night: flag = no "Night"
  permission p "P" {{ may not "move" }}
  {line}
}}
''')
    [d] = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E001" and d.hint == (f"`{line.split()[0]}` belongs inside {where}: was its block closed too "
                                           "early? (a `}` before this line)"), d.hint


def test_a_scenario_line_without_its_units_is_said_at_its_end(tmp_path):
    """`setup red at 0505 "2nd Rifle Battalion"` (no colon): its text read as the hex's name, and the
    error was "unexpected 'victory'" on the next line (the second designer probe)."""
    c = _compile(tmp_path, '''clause 1 "Play" {
  says "x"
  scenario s "S" {
    turns 1 to 3
    setup red at 0505 "2nd Rifle Battalion"
    victory red "Hold"
  }
}
''')
    [d] = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.span.line, d.message) == ("E001", 6, "this line is not finished")
    assert d.hint == 'a set-up line ends with its units after a colon: setup SIDE at HEX "place": "units"'


@pytest.mark.parametrize("rule, said", [
    ('modifier heavy "Heavy" { drm -2  when smoke >= 3 }', "modifier heavy never applies: its `when` condition is always false"),
    ('modifier exact "Exact" { drm -2  when smoke == 3 }', "modifier exact never applies: its `when` condition is always false"),
    ('modifier turned "Turned" { drm -2  when not (smoke < 3) }', "modifier turned never applies: its `when` condition is always false"),
    ('permission lost "Lost" { may not "move"  when losses < 0 }', "permission lost never applies: its `when` condition is always false"),
    ('permission wide "Wide" { may "stack"  unless stacking == 3 }', "permission wide never applies: its `unless` condition is always true"),
    ('modifier fine "Fine" { drm -2  when smoke >= 2 }', None),
    ('modifier open "Open" { drm -1  when losses > 100 }', None),
])
def test_a_rule_that_never_applies_is_w314(tmp_path, rule, said):
    """A modifier `when smoke >= 3` on a fact `at most 2` was silent, though it can never apply, as
    was an exception `when smoke > 5` on it (W310: the third designer probe). The checker now reads a
    fact's bound where it reads a count's 0, for W310 and for the rules' own conditions (W314)."""
    text = FUTILE.replace("  EXCEPTION", '''  fact smoke: count = 0 at most 2 "Smoke screens"
  fact losses: count = 0 "Losses"
  RULE
  exception e "E" { overrides dark  when smoke > 5  cancel }'''.replace("RULE", rule))
    c = _compile(tmp_path, text)
    assert not [d for d in c.diagnostics() if d.severity == "error"], [d.message for d in c.diagnostics()]
    found = [d for d in c.diagnostics() if d.code == "W314"]
    assert [d.message for d in found] == ([said] if said else []), [str(d) for d in c.diagnostics()]
    if found:
        line = HEADER.count("\n") + text.splitlines().index("  " + rule) + 1
        condition = rule.split("when " if "when " in rule else "unless ")[1]   # (the caret at the condition)
        assert (found[0].span.line, found[0].span.column) == (line, ("  " + rule).index(condition) + 1), found[0]
    (w310,) = [d for d in c.diagnostics() if d.code == "W310"]
    assert w310.message == "exception e can never change dark: its `when` condition is always false"



def test_a_split_cell_says_which_of_its_parts_no_pattern_reads(tmp_path):
    """`A1/R2` was "cell 'A1/R2' does not parse", though only `R2` did not (the third designer probe):
    the part is named, and the caret stands under it."""
    text = FUTILE.replace("| 5-6 | A1/D0R2 |", "| 5-6 | A1/R2   |").replace("  EXCEPTION", "")
    c = _compile(tmp_path, text)
    (d,) = [d for d in c.diagnostics() if d.code == "E303"]
    assert d.message == "cell 'A1/R2': its part 'R2' does not parse under res", d
    line = (HEADER + text).splitlines()[d.span.line - 1]
    assert line[d.span.column - 1:d.span.end_column - 1] == "R2", (line, d.span)
    c = _compile(tmp_path, FUTILE.replace("| 5-6 | A1/D0R2 |", "| 5-6 | Q1/R2   |").replace("  EXCEPTION", ""), "q.rules")
    (d,) = [d for d in c.diagnostics() if d.code == "E303"]
    assert d.message == "cell 'Q1/R2' does not parse under res", d   # (no part reads: the cell, as before)


def test_a_sequence_read_as_a_value_suggests_the_fact_named_like_it(tmp_path):
    """`when turn == 1`, where `turn` is the sequence of play and the fact is `game_turn`, was told to
    "write a fact, a constant or a parameter here" (the third designer probe)."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "x"
  sequence turn "Turn" { step a "A" }
  fact game_turn: count "The current game turn"
  modifier early "Early" { drm +1  when turn == 1 }
}
''')
    (d,) = [d for d in c.diagnostics() if d.code == "E203"]
    assert d.hint == "did you mean the fact game_turn? (turn names a sequence)", d


NIGHT = '''clause 1 "One" {
  says "x"
  fact woods: flag = no "Woods"
  modifier woods_shift "Woods" { shift 1 left when woods }
}
clause 3.0 "Night Rules" optional {
  says "Night."
  scenario night_raid "Night raid" {
    turns 1 to 2
    OPTIONS
    exception nr "NR" { overrides woods_shift use -3 }
    example "nr" { woods_shift(woods: yes) == -3 }
  }
}
'''


@pytest.mark.parametrize("options, warned", [("", True), ("options [3.0]", False), ("options all", False)])
def test_a_scenario_in_an_optional_clause_it_does_not_choose_is_w321(tmp_path, options, warned):
    """Its exception applied only with 3.0 chosen as well, while its example ran with both in play:
    the example passed on -3, an engine playing the scenario got -1 (the second designer probe, stop 58)."""
    c = _compile(tmp_path, NIGHT.replace("OPTIONS", options))
    found = [d for d in c.diagnostics() if d.code == "W321"]
    assert c.ok and len(found) == warned, [str(d) for d in c.diagnostics()]
    if warned:
        assert found[0].message.startswith("scenario night_raid is written in the optional clause 3.0, which it "
                                           "does not put in play") and found[0].span.line == 9
        assert found[0].hint == "add `options [3.0]` to the scenario, or write it outside 3.0"


def test_scenario_amount_s_hint_uses_the_book_s_own_side_and_says_where_to_ask_it(tmp_path):
    """The hint was `scenario_amount(japan, "CP", turn)` in any book, and `scenario:` given as its
    E501 advised was refused without saying where the call works (the second designer probe, stop 58)."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "x"
  scenario crossing "Crossing" {
    turns 1 to 2
    turn 1 red: 3 VP
  }
  example "vp" { scenario_amount(red, "VP", 1, scenario: crossing) == 3 }
}
''')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E402" and d.hint == ('scenario_amount(red, "VP", turn); it reads the scenario played: ask it '
                                           'in an example written inside the scenario'), str(d)


def test_a_reinforcement_segment_0_is_e401(tmp_path):
    """Segments count from 1, as the rules count them, but `segment 0` was taken (the second designer
    probe of stop 58)."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "x"
  scenario s1 "S1" {
    turns 1 to 2
    reinforce red turn 2 segment 0 at 1010: "1 unit"
    reinforce red turn 2 segment 1 at 1011: "1 unit"
  }
}
''')
    found = [(d.code, d.span.line, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E401", 6, "segment 0: a turn's reinforcement segments count from 1")], found


@pytest.mark.parametrize("line, where, hint", [
    ('  sequence turn "Turn" {\n    phase p "P" {\n      when n > 1\n      unless e\n    }\n  }', (6, 7),
     "a sequence step takes no `unless`: write its condition as `when … and not …`"),
    ('  sequence turn "Turn" {\n    phase p "P" { who red }\n  }\n  scenario s "S" {\n    turns 1 to 2\n'
     '    skip turn.p if n == 1\n  }', (8, 17), "a condition here is written `when …`"),
    ('  modifier m "M" { add 1/2 }', (3, 25), "an `add` amount is a whole number, or a constant of one"),
    ('  scenario s "S" {\n    turns 1 to 2\n    turn 1 to 2 red: 3 CP\n  }', (5, 15),
     "a `turn N SIDE: amount` line gives one turn: write a line for each turn"),
])
def test_a_parse_error_a_designer_makes_is_told_the_fix(tmp_path, line, where, hint):
    """Each was a list of keywords, or "expected ':'" (the second designer probe of stop 58)."""
    c = _compile(tmp_path, 'clause 1 "One" {\n' + line + '\n  fact n: count = 1 "N"\n  fact e: flag = no "E"\n'
                 '  says "x"\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.span.line, d.span.column, d.hint) == ("E001", *where, hint), str(d)


def test_is_on_a_flag_is_told_a_flag_is_a_condition_itself(tmp_path):
    """`when engineers is woods` on a flag was told "use == for numbers and text" (the second designer
    probe of stop 58)."""
    c = _compile(tmp_path, 'clause 1 "One" {\n  says "x"\n  fact engineers: flag = no "E"\n'
                           '  modifier m "M" { shift 1 left when engineers is red }\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert d.code == "E401" and d.hint == "a yes/no is a condition itself: write it alone (`when engineers`), or with `not`"


def test_who_naming_a_fact_of_another_type_says_its_type(tmp_path):
    """`who game_turn` (a count) was "unknown side or unit kind game_turn" (the second designer probe
    of stop 58)."""
    c = _compile(tmp_path, 'clause 1 "One" {\n  says "x"\n  fact game_turn: count = 1 "Turn"\n'
                           '  sequence turn "Turn" {\n    phase p "P" { who game_turn }\n  }\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.message) == ("E205", "game_turn is a fact of type count, not of type side"), str(d)


def test_an_aid_names_a_sequence_renamed_onto_a_fact_s_name(tmp_path):
    """A sequence renamed `game_turn`, a fact's name (E101), left the aid's `sequence turn` told "the
    book declares no sequence: drop the line" (the second designer probe of stop 58)."""
    c = _compile(tmp_path, 'clause 1 "One" {\n  says "x"\n  fact game_turn: count = 1 "Turn"\n'
                           '  sequence game_turn "Turn" {\n    phase p "P" { who red }\n  }\n'
                           '  aid a "Aid" { sequence turn }\n}\n')
    found = {d.code: d.hint for d in c.diagnostics() if d.severity == "error"}
    assert found.keys() == {"E101", "E202"} and found["E202"] == "did you mean game_turn?", found


def test_a_misspelt_field_is_not_said_missing_too(tmp_path):
    """`combat_unit(factr: 4)` gave E212 (did you mean factor?) and E402 "missing factor" for one
    slip (the second designer probe of stop 58)."""
    c = _compile(tmp_path, 'clause 1 "One" {\n  says "x"\n  record combat_unit "Unit" { factor: count "Factor" }\n'
                           '  fact attackers: list of combat_unit "A"\n'
                           '  formula total() "T" = sum(u.factor for each u in attackers)\n'
                           '  example "t" { total(attackers: [combat_unit(factr: 4)]) == 4 }\n'
                           '  example "u" { total(attackers: [combat_unit(size: 4)]) == 4 }\n}\n')
    found = sorted((d.code, d.span.line) for d in c.diagnostics() if d.severity == "error")
    assert found == [("E212", 7), ("E212", 8), ("E402", 8)], found   # (size is near no field: factor is missing)


def test_a_neutral_first_side_is_e205_alone(tmp_path):
    """`first partisans` (neutral) was E205 and W205, whose hint told the designer to make the
    sequence open with the neutral side's turn, which E205 forbids (the second designer probe of stop 58)."""
    path = tmp_path / "b.rules"
    path.write_text('book b { title "B" side red "Red" side blue "Blue" side bandits "Bandits" neutral dice 1d6 }\n'
                    'clause 1 "One" {\n  says "x"\n'
                    '  sequence turn "Turn" {\n    phase red_turn "Red" { who red }\n  }\n'
                    '  scenario s "S" {\n    turns 1 to 2\n    first bandits\n  }\n}\n', encoding="utf-8")
    c = compile_book(path)
    assert [d.code for d in c.diagnostics() if d.severity != "note"] == ["E205"], [str(d) for d in c.diagnostics()]


def test_a_calendar_without_values_is_said_at_its_own_line(tmp_path):
    """A calendar line with nothing after its colon was reported on the next line ("unexpected
    'red'", the set-up below it read as its values: the second designer probe of stop 58)."""
    c = _compile(tmp_path, 'enum weather "W" { dry "Dry" mud "Mud" }\nclause 1 "One" {\n  says "x"\n'
                           '  fact game_turn: count = 1 "Turn"\n  fact weather_now: weather = dry "Weather"\n'
                           '  scenario s "S" {\n    turns 1 to 2\n    calendar weather_now by game_turn:\n'
                           '    setup red at 1010: "1 unit"\n  }\n}\n')
    (d,) = [d for d in c.diagnostics() if d.severity == "error"]
    assert (d.code, d.span.line, d.message) == ("E001", 9, "this line is not finished"), str(d)
    assert d.hint.startswith("a calendar gives its values after the colon"), d.hint


NEGATIVE_REWRITE = '''clause 1 "One" {
  says "x"
  fact night: flag = no "Night"
  table t "T" {
    roll 1d6
    results number
    | 1d6 | a |
    |---|---|
    | 1-3 | -2 |
    | 4-6 | 1 |
  }
  exception dark "Dark" { overrides t when night rewrite value: -2 -> -1, +01 -> -0 }
  example "At night -2 reads -1 and 1 reads 0" {
    t(roll: 2, night: yes) == EXPECTED
    t(roll: 5, night: yes) == 0
    t(roll: 2) == -2
  }
}
'''


def test_a_number_tables_negative_values_can_be_rewritten(tmp_path):
    """`rewrite value: -2 -> -1` was E001 ("expected a value"): a number table's negative cells could
    not be rewritten (left alone in the forty-fourth stop's note). `+01` and `-0` are read as `1` and
    `0`, as the runtime compares them; the examples run through the generated code, and a wrong
    expectation fails."""
    c = _compile(tmp_path, NEGATIVE_REWRITE.replace("EXPECTED", "-1"))
    assert c.ok and not c.diagnostics() and c.examples_run == 1, [d.message for d in c.diagnostics()]
    assert c.ir.exceptions[0].rewrites[0].pairs == (("-2", "-1"), ("1", "0"))
    c = _compile(tmp_path, NEGATIVE_REWRITE.replace("EXPECTED", "-2"), "c.rules")
    assert [d.code for d in c.diagnostics()] == ["E500"]


def test_a_skip_on_a_turn_outside_its_scenario_is_warned_where_a_calendar_names_the_turn(tmp_path):
    """`skip … when gt == 9` in a scenario of turns 1 to 4 checked clean (left alone in the
    forty-fourth stop's note). The turn's fact is known from the scenario's calendar (`calendar month
    by gt`), so only there is it warned: elsewhere `gt` could be any count."""
    book = '''enum month "Month" {{ may "May" june "June" july "July" august "August" }}
clause 1 "C" {{
  says "x"
  fact gt: count "Turn"
  fact month: month "Month"
  sequence turn "Turn" {{
    phase move "Move" {{ who red }}
  }}
  scenario s "S" {{
    turns 1 to 4
    {calendar}
    skip turn.move when {when}
  }}
}}
'''
    calendar = "calendar month by gt: may, june, july, august"

    def w314(name, **parts):
        c = _compile(tmp_path, book.format(**parts), name)
        return [(d.code, d.message, d.span.line) for d in c.diagnostics() if d.code == "W314"]

    assert w314("a.rules", calendar=calendar, when="gt == 9") == [
        ("W314", "scenario s never skips turn.move: its `when` condition never holds on the scenario's turns "
                 "(1 to 4)", 13)]
    assert w314("b.rules", calendar=calendar, when="gt > 4 and month is may") != []
    assert w314("c.rules", calendar=calendar, when="gt == 4") == []
    assert w314("d.rules", calendar=calendar, when="gt >= 2 or gt == 9") == []
    assert w314("e.rules", calendar="", when="gt == 9") == []      # (no calendar: gt is any count)
    # a book whose header names its turn fact (`turn gt`) needs no calendar to be read
    path = tmp_path / "f.rules"
    path.write_text(HEADER.replace("dice 1d6", "dice 1d6 turn gt") + book.format(calendar="", when="gt == 9"),
                    encoding="utf-8")
    assert [(d.code, d.span.line) for d in compile_book(path).diagnostics() if d.code == "W314"] == [("W314", 13)]


def test_an_empty_sequence_and_options_all_without_optional_clauses_are_warned(tmp_path):
    """An empty sequence, and a scenario's `options all` in a book with no optional clause, checked
    clean (left alone in the forty-fourth stop's note): the aid printed a title over nothing, and
    `options all` put nothing in play."""
    book = '''clause 1 "C" {{
  says "x"
  sequence turn "Turn" {{
    {steps}
  }}
  scenario s "S" {{
    turns 1 to 2
    options all
  }}
}}
clause 2 "Extra" {optional}{{
  says "y"
}}
'''
    c = _compile(tmp_path, book.format(steps="", optional=""))
    found = sorted((d.code, d.message, d.span.line, d.span.column) for d in c.diagnostics() if d.code in ("W323", "W324"))
    assert found == [("W323", "sequence turn has no steps", 4, 12),
                     ("W324", "scenario s puts all optional rules in play, but the book has none", 9, 13)], found
    c = _compile(tmp_path, book.format(steps='phase move "Move" { who red }', optional="optional "), "fine.rules")
    assert not [d for d in c.diagnostics() if d.code in ("W323", "W324")], [str(d) for d in c.diagnostics()]


def test_a_scenario_setting_written_twice_keeps_the_first(tmp_path):
    """A second `turns` line was E101, and still the turns every other check read: `turns 1 to 4`
    then `turns 1 to 9` let a reinforcement on turn 8 pass (left alone in the forty-fourth stop's
    note). The first is kept, as every construct keeps it."""
    c = _compile(tmp_path, '''clause 1 "One" {
  says "x"
  scenario s "S" {
    turns 1 to 4
    turns 1 to 9
    first red
    first blue
    reinforce red turn 8 at 0101: "1st Corps"
  }
}
''')
    found = sorted((d.code, d.message, d.span.line) for d in c.diagnostics() if d.severity == "error")
    assert found == [("E101", "scenario s says `first` twice: only one would be kept", 8),
                     ("E101", "scenario s says `turns` twice: only one would be kept", 6),
                     ("E401", "turn 8 is outside the scenario's turns", 9)], found
    scenario = c.loaded.book.scenarios[0]
    assert (scenario.first_turn, scenario.last_turn, scenario.first_side) == (1, 4, "red")


def test_an_example_of_a_scenario_in_an_optional_clause_runs_with_the_scenarios_options_too(tmp_path):
    """An example in a scenario inside optional clause 1.0 ran with `options: "1.0"` alone, which
    replaced the scenario's: `options all` or `options [2.0]` did not reach it, and it failed (E500,
    "give `options: \\"2.0\\"`") where the built package, playing the scenario, answered 1 (the
    hard-inputs probe). It runs with its clause's option and the scenario's."""
    book = '''clause 1.0 "Opt" optional {{
  says "o."
  modifier m1 "M" {{ drm +1 }}
  scenario s1 "First" {{
    turns 1 to 3
    {options}
    example "y" {{ m2() + m1() == {expected} }}
  }}
}}
clause 2.0 "Opt2" optional {{
  says "o."
  modifier m2 "M" {{ drm +1 }}
}}
'''
    for n, (options, expected) in enumerate((("options all", 2), ("options [2.0]", 2), ("options [1.0]", 1))):
        c = _compile(tmp_path, book.format(options=options, expected=expected), f"b{n}.rules")
        assert c.ok and c.examples_run == 1, (options, [str(d) for d in c.diagnostics()])
        assert c.module.m2(scenario="s1").value == expected - 1
    c = _compile(tmp_path, book.format(options="options [2.0]", expected=1), "wrong.rules")
    assert [d.code for d in c.diagnostics() if d.severity == "error"] == ["E500"]


def test_a_meanings_numbered_brace_is_not_told_to_be_fixed_as_a_field(tmp_path):
    """`"Costs {0} MP"`: E311's hint said "fix the field (`{ 0: 2 }`)", which is itself E001 (the
    hard-inputs probe); a field is a name, so a number in braces is told to be written without them."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  results r "R" { "M" => move "Costs {0} MP" }
}
''')
    (d,) = [d for d in c.diagnostics() if d.code == "E311"]
    assert "{ 0: 2 }" not in d.hint and d.hint.endswith("write the word without braces (a field is a name: `{0}` is none)"), d.hint
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  results r "R" { "M" => move "Costs {mp} MP" }
}
''', "named.rules")
    (d,) = [d for d in c.diagnostics() if d.code == "E311"]
    assert d.hint.endswith("or fix the field (`{ mp: 2 }`)"), d.hint


def test_a_side_or_enum_value_hidden_by_a_constant_of_its_name_is_named_in_the_hint(tmp_path):
    """`constant red = 1` hides the side red in every expression: `attacker is red` and
    `f(attacker: red)` were told "write a value of side (red, blue) here", asking for the very `red`
    written (the hard-inputs probe). The hint names the constant that hides it."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  fact attacker: side "Attacker"
  constant red = 1 "One"
  formula f() = if attacker is red then 1 else 0
  example "a" { f(attacker: red) == 1 }
}
''')
    hints = [d.hint for d in c.diagnostics() if d.code == "E401"]
    assert hints == ["`red` here is the constant red, which hides the value red of side: rename one of them"] * 2, hints


def test_a_value_hidden_in_brackets_or_after_equals_is_named_in_the_hint(tmp_path):
    """`x in (clear, woods)`, `x == woods` and `crt(…, terrain: woods)`, `woods` a constant, asked to
    write a value of terrain (clear, woods), the very `woods` written (the hard-inputs probe), as
    `is` did before."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  enum terrain "T" { clear "Clear", woods "Woods" }
  constant woods = 2 "W"
  fact other: terrain "Other"
  formula g() "G" = if other in (clear, woods) then 1 else 0
  formula h() "H" = if other == woods then 1 else 0
  table crt "CRT" {
    roll 1d6
    columns differential by terrain
    | Clear | 0 | +1 |
    | Woods | -1 | 0 |
    |-------|---|----|
    | 1-6   | A | B  |
  }
  formula k() "K" = crt(roll: 1, differential: 0, terrain: woods)
}
''')
    hints = [d.hint for d in c.diagnostics() if d.code == "E401"]
    assert hints == ["`woods` here is the constant woods, which hides the value woods of terrain: rename one of them"] * 3


def test_a_value_hidden_by_a_fact_of_its_own_type_is_w206(tmp_path):
    """`fact terrain: terrain` beside a value `terrain` of that enum: `x is terrain` compared x with
    the fact, and `terrain is terrain` was always yes, with no word (only an example caught it; the
    hard-inputs probe). The value is hidden wherever a terrain is read: after `is`, `is not`, `==`,
    in brackets, as an argument; the same names as values of another enum, or where no terrain is
    read, are not warned of."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  enum terrain "T" { clear "Clear", woods "Woods", terrain "Terrain" }
  enum marker "M" { terrain "Terrain marker", other "Other marker" }
  fact terrain: terrain "Terrain"
  fact other: terrain "Other"
  formula a() "A" = if terrain is terrain then 1 else 0
  formula b() "B" = if other in (woods, terrain) then 1 else 0
  formula c() "C" = if other == terrain then 1 else 0
  formula d(t: terrain) "D" = if t is not terrain then 1 else 0
  formula e() "E" = d(terrain)
  formula f(clear: terrain) "F" = if other is clear then 1 else 0
  formula g() "G" = if other is woods then 1 else 0
  example "e" { a(terrain: woods) == 1 }
}
''')
    found = [(d.code, d.span.line, d.span.column) for d in c.diagnostics() if d.severity != "note"]
    assert found == [("W206", 8, 35), ("W206", 9, 41), ("W206", 10, 33), ("W206", 11, 43), ("W206", 12, 23),
                     ("W206", 13, 47)], found
    first, *_, last = [d for d in c.diagnostics() if d.code == "W206"]
    assert first.message == "`terrain` here is the fact terrain, which hides the value terrain of terrain: the fact is read"
    assert first.hint == ("rename the fact or the value: no other spelling names the value terrain where the fact "
                          "terrain can be read")
    assert last.message.startswith("`clear` here is the parameter clear, which hides the value clear of terrain")


def test_a_hidden_value_on_the_left_of_equals_is_w206(tmp_path):
    """`terrain == other` and `terrain != woods` read the fact `terrain` on the left, with no word,
    where `other == terrain` was warned of (the designer probe): `==` and `!=` are warned of on
    either side, once for `terrain == terrain`; a fact of another name, a value of another enum's
    name, or a comparison with no terrain on the other side, is not warned of."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  enum terrain "T" { clear "Clear", woods "Woods", terrain "Terrain" }
  enum marker "M" { terrain "Terrain marker", other "Other marker" }
  fact terrain: terrain "Terrain"
  fact other: terrain "Other"
  fact mark: marker "Mark"
  formula a() "A" = if terrain == other then 1 else 0
  formula b() "B" = if terrain != woods then 1 else 0
  formula c() "C" = if terrain == terrain then 1 else 0
  formula d(t: terrain) "D" = if other == t then 1 else 0
  formula e(woods: terrain) "E" = if woods == other then 1 else 0
  formula f() "F" = if mark == other then 1 else 0
  example "e" { a(terrain: woods, other: woods) == 1 }
}
''')
    found = [(d.code, d.span.line, d.span.column) for d in c.diagnostics() if d.severity != "note"]
    assert found == [("W206", 9, 24), ("W206", 10, 24), ("W206", 11, 35), ("W206", 13, 38),
                     ("E401", 14, 24)], found
    first = next(d for d in c.diagnostics() if d.code == "W206")
    assert first.message == "`terrain` here is the fact terrain, which hides the value terrain of terrain: the fact is read"


def test_the_fact_an_offset_header_declares_is_read_by_a_rule(tmp_path):
    """`columns differential by terrain` declares a fact `terrain` where the book has none: it was in
    `FACTS` and book.json, while a rule reading it was E202 "unknown name terrain" and an example
    giving it E402 (the designer probe). It is a fact of the book like one written: a rule reads it,
    a lookup passes it along, and `FACTS`, `.reads`, its clause's constructs and the export agree."""
    from compiler.to_json import export
    c = _compile(tmp_path, '''enum terrain "Terrain" { clear "Clear", city "City" }
clause 1 "C" {
  says "x"
  table crt "CRT" {
    roll 1d6
    columns differential by terrain
    | City  | -1 | 0  | +1 |
    | Clear | -2 | -1 | 0  |
    |-------|----|----|----|
    | 1-6   | A  | B  | C  |
  }
  formula in_city() "In a city" = if terrain is city then 1 else 0
  formula look(d: number) "Look" = crt(roll: 1, differential: d).text
  example "A city" { in_city(terrain: city) == 1 }
  example "The row of clear" { look(d: -1, terrain: clear) == "B" }
}
''')
    assert c.ok and c.examples_run == 2, [d.message for d in c.diagnostics()]
    assert (c.module.in_city(terrain="city").value, c.module.in_city(terrain="clear").value) == (1, 0)
    assert c.module.look(-1, terrain="city").value == "A"
    assert c.module.in_city.reads == {"terrain": "terrain"} and "terrain" in c.module.FACTS
    assert ("fact", "terrain") in c.module.CLAUSES["1"].constructs
    (fact,) = [f for f in export(c.ir)["facts"] if f["id"] == "terrain"]
    assert (fact["title"], fact["clause"]) == ("Terrain", "1")
    # a fact the book declares itself is the one read (its title and default), not declared again
    c = _compile(tmp_path, tmp_path.joinpath("b.rules").read_text(encoding="utf-8")[len(HEADER):].replace(
        '  says "x"\n', '  says "x"\n  fact terrain: terrain = city "Defender\'s hex"\n'))
    assert c.ok and [f.title for f in c.ir.facts if f.id == "terrain"] == ["Defender's hex"]
    assert c.module.in_city().value == 1


def test_a_fact_of_another_type_named_as_an_offset_header_is_e401(tmp_path):
    """`columns differential by terrain` beside `fact terrain: count`: the lookup takes the header row
    by the fact `terrain`, so every call was refused (a name of a row is no count, a count no row) while
    the book checked clean (the engine probe). E401 at the `by`; the enum's own type is clean."""
    table = '''  table crt "CRT" {
    roll 1d6
    columns differential by terrain
    | City  | -1 | 0  | +1 |
    | Clear | -2 | -1 | 0  |
    |-------|----|----|----|
    | 1-6   | A  | B  | C  |
  }
'''
    text = 'enum terrain "Terrain" { clear "Clear", city "City" }\nclause 1 "C" {\n  says "x"\n' \
           '  fact terrain: count "A count"\n' + table + '}\n'
    c = _compile(tmp_path, text)
    found = [(d.code, d.span.line, d.span.column, d.message) for d in c.diagnostics() if d.severity != "note"]
    assert found == [("E401", 8, 29, "the header rows of crt are picked by the fact terrain, which is a count, "
                                     "not a terrain")], found
    assert "fact terrain: terrain" in next(d.hint for d in c.diagnostics() if d.code == "E401")
    c = _compile(tmp_path, text.replace('fact terrain: count "A count"', 'fact terrain: terrain "Defender"'))
    assert c.ok, [d.message for d in c.diagnostics()]


def test_an_examples_reference_after_printed_is_hinted_before_it(tmp_path):
    """`example "x" printed [1] { … }` was "expected '{'": the reference goes before `printed`, and
    written so (the hint's order) the book checks and its example runs."""
    wrong = 'clause 1 "One" {\n  says "One."\n  formula two() "Two" = 2\n  example "Two" printed [1] { two() == 2 }\n}\n'
    d = next(d for d in _compile(tmp_path, wrong).diagnostics() if d.severity == "error")
    assert (d.code, d.span.line, d.span.column) == ("E001", 5, 25) and "comes before `printed`" in d.hint, d
    right = _compile(tmp_path, wrong.replace("printed [1]", "[1] printed"))
    assert right.ok and [ex.printed for ex in right.ir.examples] == [True]
    for header, said in (('example printed "Two" [1]', "title comes before `printed`"),
                         ('example "Two" [1] printed printed', "`printed` is written once")):
        text = wrong.replace('example "Two" printed [1]', header)
        d = next(d for d in _compile(tmp_path, text).diagnostics() if d.severity == "error")
        assert d.code == "E001" and said in d.hint, d


def test_a_failing_printed_example_says_it_is_the_rulebooks_own(tmp_path):
    """A printed example that fails read as any example of ours (the probe of stop 60): its E500 says
    the rulebook prints it, so the transcription of its rules, or the rulebook itself, is wrong."""
    for printed in (True, False):
        mark = " printed" if printed else ""
        c = _compile(tmp_path, 'clause 1 "One" {\n  says "One."\n  formula two() "Two" = 2\n'
                               f'  example "Two"{mark} {{ two() == 3 }}\n}}\n')
        d = next(d for d in c.diagnostics() if d.code == "E500")
        assert ("the rulebook prints this example" in d.hint) is printed, d.hint


def test_a_keyed_tables_row_given_by_a_fact_hiding_a_value_is_w206(tmp_path):
    """`tek(terrain, "Move")` beside `fact terrain: terrain` and a value `terrain` (row "Terrain
    hex") read the fact's row, with no word, where `crt(…, terrain: terrain)` had W206 (the probe of
    stop 60): by position, by `row:` and through `.cell`, once each; a row given by a fact of
    another name, or by a value, is not warned of."""
    c = _compile(tmp_path, '''clause 1 "C" {
  says "x"
  enum terrain "T" { clear "Clear", woods "Woods", terrain "Terrain hex" }
  fact terrain: terrain = clear "Terrain"
  fact other: terrain = woods "Other"
  table tek "TEK" {
    rows keys
    columns keys
    | Terrain     | Move |
    |-------------|------|
    | Clear       | 1    |
    | Woods       | 2    |
    | Terrain hex | 3    |
  }
  formula a() "A" = tek(terrain, "Move").text
  formula b() "B" = tek(row: terrain, column: "Move").text
  formula c() "C" = tek.cell(terrain, "Move")
  formula d() "D" = tek(other, "Move").text
  formula e() "E" = tek(woods, "Move").text
  example "The fact's row, not the hidden value's" { a() == "1" }
}
''')
    found = [(d.code, d.span.line, d.span.column) for d in c.diagnostics() if d.severity != "note"]
    assert found == [("W206", 16, 25), ("W206", 17, 30), ("W206", 18, 30)], found


MISTYPED_CELL = '''clause 4.3 "Combat Results Table" {
  says "Roll one die on the table."
  results crt_result "Combat result" {
    split "/"
    "A{loss}"           => attacker "The attacker loses {loss} steps"
    "D{loss}R{retreat}" => defender "The defender loses {loss} steps and retreats {retreat} hexes"
    "DR{retreat}"       => defender "The defender retreats {retreat} hexes" { loss: 0 }
    "-"                 => no_effect "No effect"
  }
  table crt "Combat Results Table" {
    roll 1d6
    columns odds
    results crt_result
    | 1d6 | 1:1   | 2:1    |
    |-----|-------|--------|
    | 1-3 | A1    | DX1    |
    | 4-6 | DR1   | A1/DX1 |
  }
}
'''


def test_a_mistyped_cell_is_offered_the_cell_of_the_table_it_is_nearest(tmp_path):
    """`DX1` beside cells that print `DR1` named no fix but the list of patterns, none of which is
    near it (`DR{retreat}`): the designer probe of helper 8. The table's own cells are."""
    c = _compile(tmp_path, MISTYPED_CELL)
    found = {(d.span.line, d.span.column): d for d in c.diagnostics() if d.code == "E303"}
    assert sorted(found) == [(17, 21), (18, 24)]
    assert found[17, 21].hint.startswith("did you mean DR1? it matches no pattern of vocabulary crt_result")
    assert found[18, 24].message == "cell 'A1/DX1': its part 'DX1' does not parse under crt_result"
    assert found[18, 24].hint.startswith("did you mean DR1? ")
    fixed = MISTYPED_CELL.replace("DX1", "DR1")
    assert _compile(tmp_path, fixed, "fixed.rules").ok
