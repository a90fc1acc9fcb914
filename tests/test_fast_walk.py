"""The walks of `dsl/_fast_walk.c` give what the Python walks give: the stated limits (`limits`:
the same declarations kept, the same diagnostics in the same order) and the model (`builder`: the
same `FileModel`, its spans, cells and proses made and its constructs evolved in C or in Python),
on every bundled book and test file and on `test_robustness`'s hard inputs; the transform calls
the same functions with the same arguments in the same order, propagates what one raises, holds
nothing afterwards and copes with any depth; without the extension both walks run in Python."""
from __future__ import annotations

import gc
import subprocess
import sys

import pytest
from lark import Token, Tree
from lark.tree import Meta

from dsl import build_common, build_expressions, builder, grid, limits, spans
from dsl import text as dsl_text
from dsl.model import Cell
from dsl.pieces import Prose
from dsl.diagnostics import Report
from dsl.parser import parse
from dsl.source import SourceFile
from tests.test_fast_lark import FILES, ROOT
from tests.test_robustness import AT_LIMIT, DEEP, HARD_BODIES, HEADER, HUGE, NUMBER_PLACES

in_c = pytest.mark.skipif(builder._transform_in_c is None or limits._measure_in_c is None,
                          reason="dsl/_fast_walk.c was not compiled")

_NESTED_CLAUSES = "".join(f'clause 1.{"1." * i}1 "c" {{\n says "x"\n' for i in range(60)) + "}\n" * 60
_NESTED_STEPS = '  sequence s "S" {\n' + "".join(f'phase p{i} "p" {{\n' for i in range(60)) + "}\n" * 61
_WIDE = '  table w "W" {\n    roll 1d6\n    | 1d6 | A |\n    | 1-6 | 1 |\n    | 7-%d | 2 |\n    | 2d6 | 21d6 |\n  }'
HARD = {**{f"deep: {k}": body for k, (body, _, _) in DEEP.items()},
        **{f"huge number: {k}": body.format(n=HUGE) for k, (body, _, _) in NUMBER_PLACES.items()},
        **{f"hard: {k}": body for k, body in HARD_BODIES.items()},
        **{f"at the limit: {k}": f'  formula g(x: count) "G" = {expr}' for k, (expr, _) in AT_LIMIT.items()},
        "nested clauses": _NESTED_CLAUSES, "nested steps": _NESTED_STEPS,
        "ranges and dice": _WIDE % 10_007 + '\n  constant k = 21d6 "K"\n  constant j = 0d6 "J"',
        "every hard input at once": "\n".join([*(b for b, _, _ in DEEP.values()), _NESTED_STEPS,
                                               *(b.format(n=HUGE) for b, _, _ in NUMBER_PLACES.values()),
                                               _WIDE % 20_000])}
TEXTS = {**{str(f.relative_to(ROOT)): f.read_text(encoding="utf-8", errors="replace") for f in FILES},
         **{name: HEADER + body + "\n}\n" for name, body in HARD.items()}}


def read(name: str, text: str, trees: list, in_c: bool, monkeypatch) -> tuple:
    """A text's parsed trees, their limits and their model by the walks in C or in Python: the
    declarations kept, the diagnostics, the model (or what building raised)."""
    monkeypatch.setattr(limits, "_measure_in_c", _MEASURE if in_c else None)
    monkeypatch.setattr(builder, "_transform_in_c", _TRANSFORM if in_c else None)
    if not in_c:
        objects_in_python(monkeypatch)
    src, report = SourceFile(name, text), Report()
    kept = limits.within_limits(trees, src, report)
    shown = [[id(item) for item in tree.children] for tree in kept]
    diagnostics = list(report.diagnostics)
    try:
        model = builder.build_file(name, kept, diagnostics)
    except Exception as err:   # noqa: BLE001
        model = type(err), str(err)
    return shown, diagnostics, model


def objects_in_python(monkeypatch) -> None:
    """The builder's spans, cells and proses made in Python, its constructs evolved by attrs (as
    without the extension)."""
    monkeypatch.setattr(spans, "_SpanAt", None)
    monkeypatch.setattr(spans, "_Slots", None)
    monkeypatch.setattr(build_common, "_REMADE", {})
    for module in (spans, grid, dsl_text):
        monkeypatch.setattr(module, "new_span", spans._new_span)
    monkeypatch.setattr(grid, "_cell", Cell)
    monkeypatch.setattr(build_expressions, "_prose", Prose)


def parsed(name: str, text: str) -> list | None:
    """The trees of a text (None when the parser refuses it)."""
    try:
        return parse(SourceFile(name, text), Report())
    except Exception:   # noqa: BLE001
        return None


_MEASURE, _TRANSFORM = limits._measure_in_c, builder._transform_in_c


@in_c
@pytest.mark.parametrize("name", TEXTS)
def test_the_walks_in_c_give_the_python_walks_limits_and_model(name, monkeypatch):
    written = TEXTS[name]
    trees = parsed(name, written)
    if trees is None:
        pytest.skip("the parser refuses it")
    assert read(name, written, trees, True, monkeypatch) == read(name, written, trees, False, monkeypatch)


@in_c
def test_hard_inputs_are_reported_through_the_c_walk(monkeypatch):
    """(So the comparison above compares diagnostics, not two empty lists.)"""
    written = TEXTS["every hard input at once"]
    _, diagnostics, _ = read("all", written, parsed("all", written), True, monkeypatch)
    codes = [d.code for d in diagnostics]
    assert codes.count("E005") == len(DEEP) + 1 and codes.count("E004") == len(NUMBER_PLACES) and "E006" in codes


@in_c
@pytest.mark.parametrize("text,expected", [("abc", False), ("12345", True), ("a12345b", True), ("a1234b", False), ("123 45", False),
                                           ("١٢٣٤٥", False), ("x" * 1000 + "9" * 5, True), ("", False)])
def test_digit_run_is_the_regular_expressions(text, expected):
    import re
    assert limits._digit_run(text, 5) is expected is (re.search("[0-9]{5}", text) is not None)


@in_c
@pytest.mark.parametrize("kind", ["GRID_ROW", "DICE"])
def test_a_token_left_out_is_one_spans_ok_finds_nothing_in(kind):
    """What the C walk leaves out of the tokens to judge holds nothing `_spans_ok`'s regular
    expressions match (random texts of digits, `d`, spaces, range marks and signs)."""
    import random
    rng = random.Random(7)
    alphabet = "0123456789" * 3 + "dd  \u2003\t-–—/+|x._"
    left_out = 0
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 24)))
        tok = Token(kind, text)
        found = _MEASURE(Tree("row", [tok]), {}, limits._IN_EXPRESSION, limits._MEASURED, False, Tree, Token,
                         50, 32, "GRID_ROW", limits._WIDE_DIGITS)
        if not found:
            left_out += 1
            assert limits._DICE.search(text) is None and (kind != "GRID_ROW" or limits._SPAN.search(text) is None
                                                           or limits._WIDE_NUMBER.search(text) is None), text
    assert 1_000 < left_out < 19_000


# ------------------------------------------------------------------ the transform, call by call
class Built:
    """What a recording function gives back (instances counted for leaks)."""

    def __init__(self, name, args):
        self.name, self.args = name, args


def recording_functions(calls: list, raise_at: int = -1) -> dict:
    """A `(function, with_meta)` for every rule name: each records its call and gives a `Built`;
    the call number `raise_at` raises instead."""
    def make(name):
        def function(self, *args):
            calls.append((name, tuple(("built", a.name) if isinstance(a, Built) else a for a in args)))
            if len(calls) == raise_at:
                raise KeyError(f"call {raise_at}")
            return Built(name, args)
        return function
    names = {"a": False, "b": True, "c": False, "d": True}
    return {name: (make(name), with_meta) for name, with_meta in names.items()}


def sample() -> Tree:
    """Trees with and without a `Meta`, tokens, a child of another class (kept as it is) and a
    subclass of `Tree` (not transformed)."""
    class OtherTree(Tree):
        pass
    tok = Token("NAME", "x")
    deep = Tree("c", [Tree("a", [tok]), Tree("b", [], Meta())])
    return Tree("d", [tok, deep, 7, OtherTree("a", []), Tree("b", [Tree("c", [])]), Tree("a", [tok, tok])])


def transformed(in_c: bool, functions: dict, tree: Tree, monkeypatch):
    monkeypatch.setattr(builder, "_FUNCTIONS", functions)
    monkeypatch.setattr(builder, "_transform_in_c", _TRANSFORM if in_c else None)
    return builder.ToModel("f.rules").transform(tree)


@in_c
def test_the_transform_makes_the_same_calls(monkeypatch):
    tree = sample()
    c_calls, py_calls = [], []
    c_result = transformed(True, recording_functions(c_calls), tree, monkeypatch)
    py_result = transformed(False, recording_functions(py_calls), tree, monkeypatch)
    assert c_calls == py_calls and [name for name, _ in c_calls] == ["a", "b", "c", "c", "b", "a", "d"]
    tok, _, seven, other, _, _ = tree.children
    assert c_calls[-1][1] == (tree.meta, tok, ("built", "c"), seven, other, ("built", "b"), ("built", "a"))
    assert c_calls[1][1][0] is tree.children[1].children[1].meta   # a `b` is given its own meta first
    assert c_result.name == py_result.name == "d"


@in_c
@pytest.mark.parametrize("raise_at", range(1, 8))
def test_an_exception_raised_by_a_function_propagates_and_frees_everything(raise_at, monkeypatch):
    tree = sample()
    held = sys.getrefcount(tree), [sys.getrefcount(c) for c in tree.children]
    py_calls, c_calls = [], []
    with pytest.raises(KeyError) as raised:
        transformed(False, recording_functions(py_calls, raise_at), tree, monkeypatch)
    with pytest.raises(KeyError) as raised_in_c:
        transformed(True, recording_functions(c_calls, raise_at), tree, monkeypatch)
    assert str(raised_in_c.value) == str(raised.value) and [n for n, _ in c_calls] == [n for n, _ in py_calls]
    monkeypatch.undo()   # (the recording functions, and so the calls recorded, let go)
    del raised, raised_in_c, py_calls, c_calls
    gc.collect()
    assert not [x for x in gc.get_objects() if type(x) is Built]
    assert (sys.getrefcount(tree), [sys.getrefcount(c) for c in tree.children]) == held


@in_c
def test_an_unknown_rule_is_the_python_walks_key_error(monkeypatch):
    for in_c_ in (True, False):
        with pytest.raises(KeyError, match="'nope'"):
            transformed(in_c_, recording_functions([]), Tree("a", [Tree("nope", [])]), monkeypatch)


def every_node(trees: list) -> list:
    out, stack = [], list(trees)
    while stack:
        node = stack.pop()
        out.append(node)
        if type(node) is Tree:
            stack.extend(node.children)
    return out


@in_c
def test_books_build_and_leave_nothing_held():
    """Every tree and token of six files referred to as often after their limits and model as
    before, and no object made by the first build left over by the second."""
    texts = {str(f): f.read_text(encoding="utf-8") for f in sorted((ROOT / "rulebooks").glob("*/*.rules"))[:6]}
    parsed = {name: parse(SourceFile(name, text), Report()) for name, text in texts.items()}

    def build_all():
        for name, trees in parsed.items():
            builder.build_file(name, limits.within_limits(trees, SourceFile(name, texts[name]), Report()))
    build_all()
    nodes = every_node([tree for trees in parsed.values() for tree in trees])
    counts = [sys.getrefcount(node) for node in nodes]
    gc.collect()
    before = len(gc.get_objects())
    build_all()
    gc.collect()
    assert len(gc.get_objects()) == before
    assert [sys.getrefcount(node) for node in nodes] == counts


@in_c
def test_a_tree_of_any_depth_is_transformed_and_measured(monkeypatch):
    tree = Tree("a", [Token("DICE", "2d6")])
    for i in range(200_000):
        tree = Tree("b" if i % 2 else "c", [tree])
    built = transformed(True, recording_functions(calls := []), tree, monkeypatch)
    assert len(calls) == 200_001 and built.name == "b"
    nesting = {"b": "clause"}   # one clause in two: 100,000 deep
    common = (limits._IN_EXPRESSION, limits._MEASURED, False, Tree, Token)
    assert _MEASURE(tree, nesting, *common, 50, 100_000, "GRID_ROW", 4) == [Token("DICE", "2d6")]
    assert _MEASURE(tree, nesting, *common, 50, 99_999, "GRID_ROW", 4) is None
    del built, tree
    gc.collect()


def test_without_the_extension_both_walks_run_in_python():
    """(Runs whether the extension is built or not.) The module unimportable, a book still reads."""
    script = ("import sys; sys.modules['dsl._fast_walk'] = None\n"
              "from dsl import builder, limits, loader\n"
              "assert builder._transform_in_c is None and limits._measure_in_c is None\n"
              "loaded = loader.load(__import__('pathlib').Path(sys.argv[1]))\n"
              "assert loaded.ok and loaded.book.clauses\n")
    done = subprocess.run([sys.executable, "-c", script, str(ROOT / "rulebooks" / "shanghai_incident")],
                          cwd=ROOT, capture_output=True, text=True, env=_env())
    assert done.returncode == 0, done.stderr


def _env() -> dict:
    import os
    import tempfile
    return {**os.environ, "PYTHONPATH": str(ROOT), "RULES_CACHE": tempfile.mkdtemp()}
