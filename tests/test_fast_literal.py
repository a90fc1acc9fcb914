"""The C layout of generated modules' data (`compiler/_fast_literal.c`, used by `python_data.block`
and `literal`) writes exactly what the Python writers of `python_data` write: the same module for
every bundled book and every book of the tests, the same text for random plain data at every
indent and column, and the same refusal (TypeError) for what is not plain data; a value it does not
know (a subclass, nesting deeper than it goes) is left to Python; and without it Python lays out."""
from __future__ import annotations

import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from compiler import python_data
from compiler.pipeline import compile_book
from tests.conftest import book_folders_to_compile
from compiler.python_data import Call, Code, Rec
from compiler.to_python import emit_python

ROOT = Path(__file__).resolve().parent.parent
needs_c = pytest.mark.skipif(python_data._fast_literal is None,
                             reason="compiler/_fast_literal.c was not compiled when the package was installed: install "
                                    "gcc and the Python headers, then `pip install -e .` again")


def _python_block(value, indent=0, column=None) -> str:
    return python_data._laid(value, indent, indent if column is None else column, {})


@needs_c
@pytest.mark.parametrize("folder", book_folders_to_compile(), ids=lambda p: p.name)
def test_every_book_module_is_the_same_laid_out_in_c_or_in_python(folder, monkeypatch):
    c = compile_book(folder, run=False, emit=False)
    if not c.ok:
        pytest.skip(f"{folder.name} does not compile clean")
    laid_out_in_c = emit_python(c.ir, c.idx.constructs)
    calls = []

    def python_only(value, indent=0, column=None):
        calls.append((value, indent, column))
        return _python_block(value, indent, column)
    monkeypatch.setattr(python_data, "_fast_literal", None)
    for module in ("to_python", "python_public"):   # (the modules of the emitter that lay out data)
        monkeypatch.setattr(f"compiler.{module}.block", python_only)
    assert emit_python(c.ir, c.idx.constructs) == laid_out_in_c
    monkeypatch.undo()
    assert calls and all(python_data._fast_literal.block(v, i, i if col is None else col) == _python_block(v, i, col)
                         for v, i, col in calls)


def _random_value(rng: random.Random, depth: int = 0):
    atoms = [lambda: rng.choice(["", "a", "x" * rng.randint(1, 140), "two words " * rng.randint(1, 30),
                                 "nospaces" * rng.randint(5, 40), "quote's \"both\"\n\\", "ünïcode ✓ " * rng.randint(1, 20)]),
             lambda: rng.randint(-10 ** rng.randint(1, 40), 10 ** rng.randint(1, 40)),
             lambda: rng.choice([True, False, None]),
             lambda: Fraction(rng.randint(-99, 99), rng.randint(1, 99)),
             lambda: Code(rng.choice(["_rule_x", "None", "_rt.Ratio(3, 1)", "y" * 120]))]
    if depth > 3 or rng.random() < 0.4:
        return rng.choice(atoms)()
    n = rng.choice([0, 1, 2, 3, 5, 12, 40])
    kind = rng.randrange(5)
    if kind == 0:
        return tuple(_random_value(rng, depth + 1) for _ in range(n))
    if kind == 1:
        return [_random_value(rng, depth + 1) for _ in range(n)]
    if kind == 2:
        keys = [rng.choice(["k", "key" * rng.randint(1, 10), 7, True, None, Code("_KEY"), Fraction(1, 3)]) for _ in range(n)]
        return {k: _random_value(rng, depth + 1) for k in keys}
    if kind == 3:
        return Call("_rt.F" + "n" * rng.randint(0, 30), *(_random_value(rng, depth + 1) for _ in range(n % 4)),
                    **{f"f{i}" * rng.randint(1, 5): _random_value(rng, depth + 1) for i in range(n % 7)})
    return Rec(**{f"field{i}": _random_value(rng, depth + 1) for i in range(n % 9)})


@needs_c
def test_random_plain_data_is_laid_out_the_same_at_every_indent_and_column():
    rng = random.Random(20261129)
    for _ in range(3000):
        value = _random_value(rng)
        indent = rng.choice([0, 4, 8, 12, 40, 90, 120])
        column = indent + rng.choice([0, 3, 11, 30, 60, 97, 99, 100, 101])
        assert python_data._fast_literal.block(value, indent, column) == _python_block(value, indent, column), value
        assert python_data._fast_literal.literal(value) == python_data._line(value, python_data._NO_LIMIT, {})


class _Text(str):
    pass


class _Number(int):
    pass


@needs_c
@pytest.mark.parametrize("value", [_Text("a text of a subclass"), {"k": (_Number(3), "x" * 200)}, {_Text("k"): 1},
                                   Call("_rt.F", _Text("x")), (Code("c"),) * 50, {1: {2: Code("_x")}}],
                         ids=["str subclass", "int subclass inside", "key subclass", "argument subclass", "codes",
                              "code inside"])
def test_a_value_c_does_not_know_is_written_as_python_writes_it(value):
    for indent, column in ((0, 0), (4, 95)):
        assert python_data.block(value, indent, column) == _python_block(value, indent, column)
    assert python_data.literal(value) == python_data._line(value, python_data._NO_LIMIT, {})


@needs_c
def test_nesting_deeper_than_c_goes_is_left_to_python():
    deep = ("leaf",)
    for _ in range(300):
        deep = (deep, "x" * 30)
    with pytest.raises(python_data._fast_literal.Unusual):
        python_data._fast_literal.block(deep, 0, 0)
    assert python_data.block(deep, 0, 0) == _python_block(deep, 0, 0)


@needs_c
@pytest.mark.parametrize("value", [1.5, {"a": {1, 2}}, [b"bytes"], {("a", "b"): 1}, Rec(x=object()), Call("_rt.F", 2.5)])
def test_anything_else_is_refused_with_the_python_error(value):
    for write in (lambda v: python_data.block(v, 0, 0), python_data.literal):
        with pytest.raises(TypeError, match="no literal for"):
            write(value)


@needs_c
def test_a_call_whose_fields_are_not_what_call_makes_is_left_to_python():
    odd = Call("_rt.F", 1)
    odd.kwargs = [("a", 1)]
    with pytest.raises(python_data._fast_literal.Unusual):
        python_data._fast_literal.block(odd, 0, 0)
    bare = Call.__new__(Call)
    with pytest.raises(python_data._fast_literal.Unusual):
        python_data._fast_literal.literal(bare)


def test_without_the_extension_python_lays_out():
    script = """
import sys
sys.modules["compiler._fast_literal"] = None      # (an import of it fails)
from compiler import python_data
from compiler.python_data import Rec, block
assert python_data._fast_literal is None
print(block({"k": Rec(says="word " * 40, n=(1, 2))}, 0, 4))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "RULES_CACHE": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout == _python_block({"k": Rec(says="word " * 40, n=(1, 2))}, 0, 4) + "\n"
