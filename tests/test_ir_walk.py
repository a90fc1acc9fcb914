"""The one walker over the rule model (`dsl.ir.children`, `ir.values`, `ir.walk`): its order, that it
reaches every node class a book can hold, and that any depth walks without RecursionError — for
the walker and for the modules that walk with it."""
from __future__ import annotations

import typing
from fractions import Fraction
from types import SimpleNamespace

import attrs
import pytest

from conftest import ROOT, bundled_books, compiled_book
from dsl import ir
from dsl import model as m

DEEP = 10_000


def _ref(name, type_="flag"):
    return ir.Ref("fact", name, type_)


def test_children_follow_field_order_and_tuple_order():
    a, b, c = _ref("a"), _ref("b"), _ref("c")
    cond = ir.Cond(condition=a, then=ir.Lit(1, "number"), otherwise=ir.Lit(2, "number"), type="number")
    assert list(ir.children(cond)) == [a, ir.Lit(1, "number"), ir.Lit(2, "number")]
    logic = ir.Logic("or", (b, c, a))
    assert list(ir.children(logic)) == [b, c, a]
    assert list(ir.children(a)) == []          # a leaf node has no child nodes
    arg = ir.Arg("roll", ir.Lit(3, "number"))
    call = ir.Call("formula", "f", "number", args=(b,), params=(arg,), facts=(), value=c)
    assert list(ir.children(call)) == [b, arg, c]   # args, then params, then value: declaration order


def test_walk_is_preorder_depth_first():
    a, b, c, d = (_ref(x) for x in "abcd")
    inner = ir.Logic("and", (b, c))
    tree = ir.Logic("or", (a, inner, d))
    assert list(ir.walk(tree)) == [tree, a, inner, b, c, d]
    # a tuple or list of roots is walked root after root; nested tuples are flattened in order
    assert list(ir.walk(((a, (inner,)), [d]))) == [a, inner, b, c, d]
    # a shared node is yielded once for each place it stands
    twice = ir.Binary("+", a, a, "number")
    assert list(ir.walk(twice)) == [twice, a, a]


def test_nested_tuples_inside_a_field_are_entered():
    eff1, eff2, eff3 = ir.Effect("x"), ir.Effect("y"), ir.Effect("z")
    holder = _Holder(effects=(((eff1, eff2),), ((eff3,),)))
    assert list(ir.children(holder)) == [eff1, eff2, eff3]
    assert list(ir.values(holder)) == [eff1, eff2, eff3, "tail"]


@attrs.frozen
class _Holder:
    """Stands for a table's `effects` (rows of columns of effect lists) plus a plain field."""
    effects: tuple
    note: str = "tail"


def test_values_gives_leaves_and_nodes_in_field_order():
    lit = ir.Lit((3, 1), "ratio")
    assert list(ir.values(lit)) == [3, 1, "ratio"]
    cmp = ir.Compare(">=", _ref("n", "number"), ir.Lit(Fraction(1, 2), "number"))
    assert list(ir.values(cmp)) == [">=", cmp.left, cmp.right, "flag"]


def test_the_walker_serves_any_attrs_tree():
    """`dsl.model`'s checked nodes are walked by the same function (the validator's E405 cycle check
    and `rules explain`'s lookups use it)."""
    from dsl.checks.rule_cycles import _calls
    inner = m.Call("g", ())
    outer = m.Call("f", (m.Arg(None, inner),))
    assert [type(n).__name__ for n in ir.walk(outer) if type(n).__module__ == m.__name__] == ["Call", "Arg", "Call"]
    assert _calls(outer) == {"f", "g"}


# ---------------------------------------------------------------- every class a book can hold

def _classes_reachable_from(root: type) -> set[type]:
    """The attrs classes of `dsl.ir` a `root` can hold, following the field annotations (unions,
    optionals, tuples and forward references): what the walker must be able to reach."""
    hints = vars(ir)
    seen: set[type] = set()
    todo = [root]
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        for hint in typing.get_type_hints(cls, globalns=hints).values():
            stack = [hint]
            while stack:
                t = stack.pop()
                if isinstance(t, type) and attrs.has(t) and t.__module__ == ir.__name__:
                    todo.append(t)
                stack.extend(typing.get_args(t))
    return seen


def _books():
    yield from ((name, compiled_book(name).ir) for name in bundled_books())
    from compiler.pipeline import compile_book
    yield "tests/cases/fixture", compile_book(ROOT / "tests" / "cases" / "fixture").ir


def test_every_node_class_a_book_can_hold_is_visited():
    reachable = _classes_reachable_from(ir.Book)
    assert len(reachable) > 30          # the annotations were followed, not just Book's own
    visited: set[type] = set()
    for name, book in _books():
        assert book is not None, f"{name} did not compile to a rule model"
        visited |= {type(n) for n in ir.walk(book)}
    assert visited <= reachable, f"walked into classes the annotations do not name: {visited - reachable}"
    missing = sorted(c.__name__ for c in reachable - visited)
    assert not missing, f"node classes no bundled book nor the fixture holds, or the walker missed: {missing}"


def test_walk_agrees_with_a_plain_recursive_walk_on_every_book():
    """The iterative walk yields what the obvious recursive pre-order walk yields, in the same order."""
    def recursive(x):
        if attrs.has(type(x)):
            yield x
            for f in attrs.fields(type(x)):
                yield from recursive(getattr(x, f.name))
        elif isinstance(x, (tuple, list)):
            for y in x:
                yield from recursive(y)

    for name, book in _books():
        walked = list(ir.walk(book))
        expected = list(recursive(book))
        assert len(walked) == len(expected), name
        assert all(a is b for a, b in zip(walked, expected)), name
    for name in bundled_books():      # the checked model too: the checks walk its expressions
        book = compiled_book(name).loaded.book
        walked, expected = list(ir.walk(book)), list(recursive(book))
        assert len(walked) == len(expected) > 1000, name
        assert all(a is b for a, b in zip(walked, expected)), name
    mixed = SimpleNamespace   # (not a node: a leaf wherever it is held)
    odd = ir.Logic("or", [[_ref("a"), ("x", (Fraction(1, 2), _ref("b")))], mixed(), 1.5, None, _ref("c")])
    assert list(ir.walk(odd)) == list(recursive(odd))


# ---------------------------------------------------------------- depth

def _deep_negation(depth: int):
    e = _ref("n", "number")
    for _ in range(depth):
        e = ir.Unary("-", e, "number")
    return e


def _deep_logic(depth: int):
    e = ir.Compare(">", _ref("n", "number"), ir.Lit(7, "number"))
    for _ in range(depth):
        e = ir.Logic("and", (ir.Lit(True, "flag"), e))
    return e


def test_deep_nesting_walks_without_recursion_error():
    deep = _deep_negation(DEEP)
    nodes = list(ir.walk(deep))
    assert len(nodes) == DEEP + 1
    assert nodes[-1] == _ref("n", "number")
    value: tuple = (_ref("x"),)
    for _ in range(DEEP):
        value = (value,)
    deep_tuples = ir.Logic("and", value)
    assert list(ir.children(deep_tuples)) == [_ref("x")]


def test_modules_walking_the_model_survive_deep_nesting():
    from compiler.number_coverage import carried
    from compiler.vector_facts import compared_numbers
    from dsl.checks.rule_cycles import _calls

    e = _deep_logic(DEEP)
    assert "7" in carried(e)
    groups = dict.fromkeys(("facts", "modifiers", "combines", "permissions", "exceptions", "sequences",
                            "examples", "constants", "tables"), ())
    book = SimpleNamespace(**groups, formulas=(ir.Formula("f", "F", None, (), e, "flag"),))   # what it reads
    assert compared_numbers(book) == {"n": {7}}

    call = m.Call("leaf", ())
    for i in range(DEEP):
        call = m.Call(f"f{i % 3}", (m.Arg(None, call),))
    assert _calls(call) == {"leaf", "f0", "f1", "f2"}


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_walk_of_small_trees_counts_every_node(depth):
    assert len(list(ir.walk(_deep_logic(depth)))) == 3 + 2 * depth   # compare, ref, lit; an and and its lit a level
