"""The one-line source of expressions in C (`compiler/_fast_expr.c`, used by `python_expr._one_line`)
writes exactly what the Python writer `python_expr._flat` writes: the same module for every bundled
book and every book of the tests, the same text for every node form the emitter builds; a tree it
does not know (another node class, an operator `_OPS` does not name, nesting deeper than it goes)
is left to Python; and without it Python writes."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from compiler import python_expr
from compiler.pipeline import compile_book
from tests.conftest import book_folders_to_compile
from compiler.python_expr import _flat, attr, call, const, name
from compiler.to_python import emit_python

ROOT = Path(__file__).resolve().parent.parent
needs_c = pytest.mark.skipif(python_expr._fast_expr is None,
                             reason="compiler/_fast_expr.c was not compiled when the package was installed: install "
                                    "gcc and the Python headers, then `pip install -e .` again")


@needs_c
@pytest.mark.parametrize("folder", book_folders_to_compile(), ids=lambda p: p.name)
def test_every_book_module_is_the_same_written_in_c_or_in_python(folder, monkeypatch):
    c = compile_book(folder, run=False, emit=False)
    if not c.ok:
        pytest.skip(f"{folder.name} does not compile clean")
    written_in_c = emit_python(c.ir, c.idx.constructs)
    nodes = []

    def python_only(node):
        nodes.append(node)
        return _flat(node)
    monkeypatch.setattr(python_expr, "_one_line", python_only)
    assert emit_python(c.ir, c.idx.constructs) == written_in_c
    monkeypatch.undo()
    assert nodes and all(python_expr._fast_expr.flat(n) == _flat(n) for n in nodes)


def _every_form() -> list[ast.expr]:
    x, y = name("x"), name("y")
    same = ast.Compare(x, [ast.Eq()], [y])
    comp = ast.ListComp(ast.BinOp(x, ast.Mult(), const(2)),
                        [ast.comprehension(ast.Name("u", ast.Store()), call(attr("_t", "each"), y), [same, x], 0)])
    return [
        x, const("quote's \"both\"\n\\ ünïcode"), const(12), const(True), const(None), attr("a", "b", "c"),
        ast.Subscript(name("TABLES"), const("crt"), ast.Load()), call(name("f")), call(name("f"), x, y, k=x),
        ast.Call(name("f"), [], [ast.keyword(None, name("facts")), ast.keyword("default", const(0))]),
        ast.Tuple([], ast.Load()), ast.Tuple([x], ast.Load()), ast.Tuple([x, same], ast.Load()),
        ast.Dict([], []), ast.Dict([None, const("k")], [ast.BoolOp(ast.Or(), [x, y]), same]),
        ast.BinOp(ast.BinOp(x, ast.Add(), y), ast.Sub(), ast.UnaryOp(ast.USub(), x)), ast.UnaryOp(ast.Not(), same),
        ast.Compare(x, [ast.NotIn()], [ast.Tuple([x, y], ast.Load())]), ast.Compare(x, [ast.GtE()], [y]),
        ast.BoolOp(ast.And(), [same, ast.IfExp(x, y, same), call(name("g"), same)]),
        ast.IfExp(ast.BoolOp(ast.And(), [x, y]), comp, ast.Compare(x, [ast.LtE()], [y])), comp,
    ]


@needs_c
@pytest.mark.parametrize("node", _every_form(), ids=_flat)
def test_every_node_form_is_written_as_python_writes_it(node):
    assert python_expr._fast_expr.flat(node) == _flat(node)
    assert ast.dump(ast.parse(_flat(node), mode="eval").body) == ast.dump(node)


@needs_c
def test_a_tree_c_does_not_know_is_left_to_python():
    lam = ast.Lambda(ast.arguments([], [], None, [], [], None, []), name("x"))
    for odd in (call(name("f"), lam), ast.BinOp(name("x"), ast.Pow(), name("y")), ast.Name(1, ast.Load())):
        with pytest.raises(python_expr._fast_expr.Unusual):
            python_expr._fast_expr.flat(odd)
    with pytest.raises(TypeError, match="no source for Lambda"):
        python_expr.source(call(name("f"), lam))
    deep = name("x")
    for _ in range(300):
        deep = ast.UnaryOp(ast.USub(), deep)
    with pytest.raises(python_expr._fast_expr.Unusual):
        python_expr._fast_expr.flat(deep)
    assert python_expr.source(deep) == _flat(deep)


def test_without_the_extension_python_writes():
    script = """
import sys
sys.modules["compiler._fast_expr"] = None      # (an import of it fails)
from compiler import python_expr
from compiler.python_expr import call, name, wrapped
assert python_expr._fast_expr is None
print(wrapped(call(name("f"), *[name("argument_%d" % i) for i in range(12)]), 4))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "RULES_CACHE": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout == "f(\n" + "".join(f"        argument_{i},\n" for i in range(12)) + "    )\n"
