"""A long generated module is compiled and run in parts (`examples.load_module`): Python's compiler
holds the syntax tree of all it compiles at once, and 12 MB of generated Python (a book of 8,000
formulas) took 1 GB. These tests cut every bundled book's module into small parts and check that
the module is the same as compiled whole: the same names, the examples' verdicts, each function's
line numbers (a traceback points at the generated source's own line), and that a cut the pattern
misjudges falls back to compiling the whole."""
from __future__ import annotations

import dis
import types

import pytest

from compiler import examples
from compiler.examples import load_module, parts, run_examples
from dsl.diagnostics import Report
from tests.conftest import bundled_books, compiled_book


def _functions(module: types.ModuleType) -> dict[str, types.FunctionType]:
    return {k: v for k, v in vars(module).items() if isinstance(v, types.FunctionType)}


def _lines(code: types.CodeType) -> list[int]:
    return [line for _, line in dis.findlinestarts(code)]


@pytest.mark.parametrize("name", bundled_books())
def test_a_module_run_in_parts_is_the_module_run_whole(name, monkeypatch):
    c = compiled_book(name)
    whole = load_module(name, c.python)
    monkeypatch.setattr(examples, "PART", len(c.python) // 40)
    cuts = parts(c.python)
    assert len(cuts) > 5
    assert "".join(c.python[a:b] for a, b, _ in cuts) == c.python
    assert [line for _, _, line in cuts] == [c.python.count("\n", 0, a) + 1 for a, _, _ in cuts]
    in_parts = load_module(name, c.python)
    assert vars(in_parts).keys() == vars(whole).keys()
    functions = _functions(in_parts)
    assert functions.keys() == _functions(whole).keys() and len(functions) > 20
    for fn_name, fn in functions.items():   # each line of each function where Python puts it (the code may
        # differ: a later part does not see that `_rt` was imported, and calls `_rt.f` as a method)
        assert _lines(fn.__code__) == _lines(_functions(whole)[fn_name].__code__), fn_name
    report = Report()
    assert run_examples(c.loaded.book, in_parts, report, c.ir) == c.examples_run > 0
    assert not report.errors


def test_a_traceback_names_the_line_of_the_generated_source(monkeypatch):
    monkeypatch.setattr(examples, "PART", 200)
    source = "".join(f"\n\ndef f{i}(x):\n    y = x + 1\n    return y / x\n" for i in range(200))
    assert len(parts(source)) > 10
    module = load_module("lines", source)
    with pytest.raises(ZeroDivisionError) as raised:
        module.f150(0)
    tb = raised.value.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    assert source.splitlines()[tb.tb_lineno - 1] == "    return y / x"
    assert tb.tb_lineno == source.splitlines().index("def f150(x):") + 3


def test_a_misjudged_cut_compiles_the_whole(monkeypatch):
    monkeypatch.setattr(examples, "PART", 100)
    text = "".join(f"\n\ndef g{i}():\n    pass\n" for i in range(30))   # looks like functions at column 0
    source = f"A = 1\n\ndef f():\n    return 2\nTEXT = '''{text}'''\n\ndef h():\n    return TEXT\n" + \
        "".join(f"\n\ndef k{i}():\n    return {i}\n" for i in range(30))
    assert len(parts(source)) > 1
    module = load_module("cut", source)
    assert module.h() == text and module.k29() == 29 and not hasattr(module, "g0")


def test_a_short_module_is_one_part():
    source = "x = 1\n\ndef f():\n    pass\n"
    assert parts(source) == [(0, len(source), 1)]
    assert load_module("short", "x = 1\n\ndef f():\n    return x\n").f() == 1
