"""Books whose rules ask one another in long chains, long cycles or many paths: each gets a
positioned diagnostic (or checks clean) in work that grows with the number of rules, never an
internal error, a hang, or a package that runs out of stack."""
from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from compiler.pipeline import compile_book

HEADER = 'book t {\n  title "T"\n  side red "Red"\n  dice 1d6\n}\n'


def _book(tmp_path: Path, body: str) -> Path:
    folder = tmp_path / "t"
    folder.mkdir(exist_ok=True)
    (folder / "t.rules").write_text(HEADER + 'clause 1 "C" {\n  says "x"\n' + body + "}\n", encoding="utf-8")
    return folder


def _found(compiled) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in compiled.diagnostics()]


def _chain(n: int, last_first: bool = False) -> str:
    """f0 … f(n-1), each asking the one before it; written from the last when `last_first`."""
    order = range(n - 1, 0, -1) if last_first else range(1, n)
    return "  formula f0(x) = x\n" + "".join(f"  formula f{i}(x) = f{i - 1}(x) + 1\n" for i in order)


def test_a_cycle_of_more_than_fifty_rules_is_e405(tmp_path):
    """The search for cycles followed paths of at most 50 rules: a cycle of 60 formulas passed the
    check, and the package recursed for ever when asked. The message names the first rules of it."""
    body = "".join(f"  formula f{i}(x) = f{(i + 1) % 60}(x) + 1\n" for i in range(60))
    compiled = compile_book(_book(tmp_path, body))
    assert _found(compiled) == [("E405", 67, 20)]   # (at f59's call of f0, which closes the cycle)
    assert compiled.diagnostics()[0].message == ("f0 depends on itself: f0 → f1 → f2 → f3 → f4 → f5 → f6 → f7 → "
                                                 "f8 → f9 → f10 → … 48 more … → f59 → f0")


def test_a_cycle_of_3000_rules_is_e405_not_an_internal_error(tmp_path):
    """Was 'internal error: RecursionError': the type of each formula was found by checking the
    formulas it calls first, recursively, 3,000 deep."""
    body = "".join(f"  formula f{i}(x) = f{(i + 1) % 3000}(x) + 1\n" for i in range(3000))
    assert _found(compile_book(_book(tmp_path, body))) == [("E405", 3007, 22)]   # (f2999's call of f0)


class _CountedSet(set):
    """The rules a rule asks; counts the names read out of it, and stops a search that reads far more
    than the book holds (the old search read every path: it would not have finished)."""
    read = [0]

    def __iter__(self):
        for name in set.__iter__(self):
            self.read[0] += 1
            assert self.read[0] < 20_000, "the rules were searched path by path"
            yield name


def test_rules_that_each_ask_the_next_two_are_searched_once_each(tmp_path, monkeypatch):
    """45 formulas each asking the next two (`f0 = f1 + f2`, …): the search for cycles followed every
    path up to 50 rules long, about 10**9 of them (the check did not end in an hour). Each rule's
    callees are now read a few times, and the type checker and the code go by each rule once."""
    from dsl.checks import rule_cycles
    real = rule_cycles._calls
    monkeypatch.setattr(rule_cycles, "_calls", lambda *construct_and_types: _CountedSet(real(*construct_and_types)))
    _CountedSet.read[0] = 0
    body = ("".join(f"  formula f{i}(x) = f{i + 1}(x) + f{i + 2}(x)\n" for i in range(45))
            + "  formula f45(x) = x\n  formula f46(x) = x\n  example \"e\" { f44(1) == 2 }\n")
    compiled = compile_book(_book(tmp_path, body))
    assert compiled.ok and compiled.examples_run == 1, compiled.diagnostics()
    assert _CountedSet.read[0] < 10 * 2 * 47, _CountedSet.read[0]


def test_rules_asking_rules_past_the_limit_are_e005_where_the_chain_passes_it(tmp_path):
    """3,000 formulas, each asking the one before it and written from the last, were 'internal error:
    RecursionError' (the type checker, then the compiler's walks of what each rule reads); in
    declaration order they checked, but the example asking the last failed, RecursionError, and so
    would every engine asking it. E005 now, once, at the rule that asks one rule too many."""
    from dsl.limits import MAX_CALL_DEPTH
    compiled = compile_book(_book(tmp_path, _chain(3000, last_first=True)))
    line = 9 + 2999 - MAX_CALL_DEPTH             # f0 first, then f2999 down to f1
    assert _found(compiled) == [("E005", line, 11)]
    assert compiled.diagnostics()[0].message.startswith(
        f"f{MAX_CALL_DEPTH} asks rules {MAX_CALL_DEPTH + 1} deep, more than {MAX_CALL_DEPTH}: "
        f"f{MAX_CALL_DEPTH} → f{MAX_CALL_DEPTH - 1} → ")
    assert compiled.diagnostics()[0].message.endswith(" more … → f0")
    modifiers = ('  modifier m0 "M" { drm +1 }\n'
                 + "".join(f'  modifier m{i} "M" {{ drm +1  when m{i - 1}() > 0 }}\n' for i in range(1, 2000)))
    assert _found(compile_book(_book(tmp_path, modifiers))) == [("E005", 8 + MAX_CALL_DEPTH, 12)]


def test_rules_asking_rules_at_the_limit_build_and_answer_on_the_default_stack(tmp_path):
    """At `MAX_CALL_DEPTH`, through formulas and through exceptions' `use`, the book builds and an
    engine on Python's default recursion limit gets the answer of the deepest rule."""
    from dsl.limits import MAX_CALL_DEPTH
    n = MAX_CALL_DEPTH
    used = "".join(f'  formula g{i}() = 1\n  exception e{i} "E" {{ overrides g{i}  use g{i - 1}() + 1 }}\n'
                   for i in range(1, n))
    body = _chain(n) + "  formula g0() = 1\n" + used + f'  example "e" {{ f{n - 1}(1) == {n} and g{n - 1}() == {n} }}\n'
    compiled = compile_book(_book(tmp_path, body))
    assert compiled.ok and compiled.examples_run == 1, compiled.diagnostics()[:3]
    out = tmp_path / "generated"
    (out / "t").mkdir(parents=True)
    (out / "t" / "__init__.py").write_text(compiled.python, encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", f"import sys, t; assert sys.getrecursionlimit() == 1000; "
                          f"print(t.f{n - 1}(1).value, t.g{n - 1}().value)"],
                         cwd=out, capture_output=True, text=True, timeout=120)
    assert run.stdout.split() == [str(n), str(n)], run.stderr[-2000:]


def test_an_answer_of_more_than_ten_thousand_digits_is_undefined(tmp_path):
    """Formulas each raising the last one's answer to the tenth power: ten of them asked for 2 to the
    power 10**10 (the check did not finish in an hour, and took gigabytes); five made an answer of
    30,000 digits that the example compared without a word. Every answer of a rule is now at most
    `MAX_ANSWER_DIGITS` digits: past it, UndefinedResult (E501 in an example)."""
    from dsl.runtime_values import MAX_ANSWER_DIGITS, Trace, UndefinedResult
    body = ("  formula f1(x) = x * x * x * x * x * x * x * x * x * x\n"
            + "".join(f"  formula f{i}(x) = f1(f{i - 1}(x))\n" for i in range(2, 6))
            + '  example "small" { f4(2) > 0 }\n  example "e" { f5(2) > 0 }\n')
    compiled = compile_book(_book(tmp_path, body))
    assert [(d.code, d.span.line) for d in compiled.diagnostics()] == [("E501", 14)]
    assert "a number of about 30104 digits, more than the 10,000 a rule answers" in compiled.diagnostics()[0].message
    for fine in (10 ** (MAX_ANSWER_DIGITS - 1), -10 ** (MAX_ANSWER_DIGITS - 1), Fraction(1, 10 ** (MAX_ANSWER_DIGITS - 1))):
        assert Trace().result(fine).value == fine
    for huge in (10 ** (MAX_ANSWER_DIGITS + 1), Fraction(1, 10 ** (MAX_ANSWER_DIGITS + 1))):
        with pytest.raises(UndefinedResult):
            Trace().result(huge)


def test_a_wide_range_of_a_row_is_read_by_its_ends_and_middle_in_the_vectors(tmp_path):
    """Vectors read every number of each row's range in each column: 300 rows `1-10000`,
    `10001-20000`, … made three million vectors (`rules build` wrote gigabytes and did not end in
    five minutes). A range of more than `WHOLE_RANGE` numbers is now read at its first and last
    `RANGE_ENDS` and its middle; a narrower one, as every bundled book's, whole."""
    from compiler.to_vectors import vectors
    from compiler.vector_tables import RANGE_ENDS, WHOLE_RANGE
    rows = "".join(f"    | {i * 10000 + 1}-{i * 10000 + 10000} | {i} | x |\n" for i in range(3))
    body = ('  table w "W" {\n    rows numbers\n    columns keys\n    | n | v | z |\n    |---|---|---|\n' + rows
            + f"    | 30001-{30000 + WHOLE_RANGE} | last | y |\n  }}\n")
    compiled = compile_book(_book(tmp_path, body))
    assert compiled.ok, compiled.diagnostics()[:3]
    cells = [v for v in vectors(compiled)["vectors"] if v["kind"] == "cell"]
    read = sorted({v["input"]["keywords"]["roll"]["value"] for v in cells})
    wide = 2 * RANGE_ENDS + 1
    assert len(cells) == 2 * (3 * wide + WHOLE_RANGE)
    assert read[:wide] == [*range(1, 1 + RANGE_ENDS), 5000, *range(10001 - RANGE_ENDS, 10001)]
    assert read[-WHOLE_RANGE:] == list(range(30001, 30001 + WHOLE_RANGE))


def test_a_table_of_many_cells_is_read_by_a_spread_that_reaches_every_row_and_column(tmp_path):
    """1,000 rows `1-20`, `21-40`, … by 20 columns (a 129 KB book that checked clean) made 400,000
    cell vectors, and `rules build` ran out of memory. Past `CELL_VECTORS` readings a row is read by
    one number; past that many cells, by a spread of cells that still reads every row (once, when the
    rows alone are more) and every column."""
    from compiler.to_vectors import vectors
    from compiler.vector_tables import CELL_VECTORS
    for count, width in ((1000, 20), (3000, 7), (60, 20)):
        columns = " | ".join(f"C{j}" for j in range(width))
        rows = "".join(f"    | {i * 20 + 1}-{i * 20 + 20} | " + " | ".join(f"v{i}x{j}" for j in range(width)) + " |\n"
                       for i in range(count))
        body = (f'  table w "W" {{\n    rows numbers\n    columns keys\n    | n | {columns} |\n'
                f'    |---|{"---|" * width}\n{rows}  }}\n')
        (tmp_path / f"{count}x{width}").mkdir()
        compiled = compile_book(_book(tmp_path / f"{count}x{width}", body))
        assert compiled.ok, compiled.diagnostics()[:3]
        cells = [v for v in vectors(compiled)["vectors"] if v["kind"] == "cell"]
        read = {(v["input"]["keywords"]["roll"]["value"] - 1) // 20 for v in cells}
        columns_read = {v["input"]["keywords"]["column"]["value"] for v in cells}
        assert len(cells) <= max(CELL_VECTORS, count) and read == set(range(count)) and len(columns_read) == width
        if count * width * 20 <= CELL_VECTORS:   # (a small table: every number of every row, in every column)
            assert len(cells) == count * width * 20


def test_combines_of_combines_are_read_once_each(tmp_path):
    """What a combine gives (shifts or die-roll modifiers) was read through its members recursively:
    3,000 combines each holding the one before ended in 'internal error: RecursionError', and 45
    each holding the next two were read once per path (2**45 reads). Each is now read once."""
    from dsl.limits import MAX_CALL_DEPTH
    chain = ('  modifier m0 "M" { drm +1 }\n  combine c1 "C" sum of (m0)\n'
             + "".join(f'  combine c{i} "C" sum of (c{i - 1})\n' for i in range(3000, 1, -1)))
    assert _found(compile_book(_book(tmp_path, chain))) == [("E005", 10 + 3000 - MAX_CALL_DEPTH, 11)]   # c100 (m0, c1, then c3000 down)
    pairs = ('  modifier s "S" { shift 1 left }\n  modifier d "D" { drm +1 }\n'
             + "".join(f'  combine c{i} "C" sum of (c{i + 1}, c{i + 2})\n' for i in range(45))
             + '  combine c45 "C" sum of (s)\n  combine c46 "C" sum of (d)\n')
    found = [(d.code, d.message) for d in compile_book(_book(tmp_path, pairs)).diagnostics()]
    assert len(found) == 45 and all(code == "E401" and "mixes column shifts" in said for code, said in found)


def test_an_exception_to_an_unknown_rule_asking_it_is_e309_not_an_internal_error(tmp_path):
    """`exception e { overrides ghost  use ghost() }`: the unknown target was a rule of the graph of
    rules asking rules, its cycle reported at a declaration that does not exist ('internal error:
    AttributeError'); so was one past the depth limit (`use f99()` on a chain of 100)."""
    body = _chain(100) + '  exception e "E" { overrides ghost  use f99(1) }\n  exception e2 "E" { overrides ghost2  use ghost2() }\n'
    assert [d.code for d in compile_book(_book(tmp_path, body)).diagnostics()] == ["E309", "E309"]


def test_a_rule_reading_many_facts_is_tried_with_a_bounded_number_of_assignments():
    """Every pair of the flags a rule reads was an assignment, each holding every fact it reads:
    a combine of 200 shifts, each `when fI`, made a 20 KB book's vectors take 49 s and 1.3 GB.
    At most `MAX_ASSIGNMENTS`, each fact varied on its own first; a few facts, every combination;
    past `WIDE_READS` facts, `FACT_VALUES` fact values in all (16 assignments at least)."""
    from types import SimpleNamespace

    from compiler.vector_facts import FACT_VALUES, MAX_ASSIGNMENTS, MAX_COMBINATIONS, WIDE_READS, Candidates
    candidates = Candidates.__new__(Candidates)
    candidates.module, candidates.numbers, candidates.scenarios = SimpleNamespace(FACTS={}), {}, []
    candidates._rules, candidates._on, candidates._near = {}, {}, {}
    candidates.turns = {}   # (no scenario's turns: no turn is moved into one, `Candidates.played`)
    for count in (5, 30, 200, 1000):
        reads = {f"f{i}": "flag" for i in range(count)}
        tried = candidates.assignments(reads)
        most = MAX_ASSIGNMENTS if count <= WIDE_READS else max(16, FACT_VALUES // count)
        assert len(tried) == min(2 ** count if 2 ** count <= MAX_COMBINATIONS else
                                 1 + count + count * (count - 1) // 2, most)
        varied = {name for facts in tried[1:] for name, v in facts.items() if v}
        assert varied == set(list(reads)[:most - 1])   # (each fact varied alone, while they fit)


def test_a_vocabulary_is_read_once_for_all_the_rewrites_of_its_table(tmp_path, monkeypatch):
    """Each `rewrite` exception read its table's whole vocabulary again (its kinds, each pattern's
    fields): 2,000 of them on one table of 2,000 patterns took a check 22 s."""
    import dsl.checks.rule_rewrites as rewrites_checks
    reads = []
    real = rewrites_checks.fields_by_kind
    monkeypatch.setattr(rewrites_checks, "fields_by_kind", lambda vocab: reads.append(vocab.id) or real(vocab))
    patterns = "".join(f'    "K{i}{{f{i}}}" => k{i} "K{i}"\n' for i in range(30))
    body = (f'  results r "R" {{\n{patterns}  }}\n  table t "T" {{\n    rows keys\n    columns keys\n    results r\n'
            '    | x | a |\n    |---|---|\n    | y | K05 |\n  }\n'
            + "".join(f'  exception e{i} "E" {{ overrides t rewrite k{i}.f{i}: 1 -> 2 }}\n' for i in range(30))
            + '  exception ek "E" { overrides t rewrite kind: k1 -> k2 }\n')
    compiled = compile_book(_book(tmp_path, body))
    found = {(d.code, d.message) for d in compiled.diagnostics() if d.code != "E310"}   # (they apply together)
    assert found == {("E401", "kind: k1 -> k2 gives a k2 without fields, but every k2 of r carries f2")}
    assert reads == ["r"]
