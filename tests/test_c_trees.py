"""The trees the parse in C builds itself (`dsl/_fast_parse.c`, from `tree_builder.shape_of`) are
the trees `tree_builder`'s callbacks build: on every bundled book and test file, node by node, every
token's every field, every `Meta` attribute in the order it was set, and which nodes share a
`Meta` or a list of children. A callback of another shape is still called; an error while building
leaves the text to the Python loop, which raises as it always did, and nothing built is leaked;
without the extension the Python loop parses as before."""
from __future__ import annotations

import gc
import sys

import pytest
from lark import Token, Tree
from lark.exceptions import UnexpectedInput
from lark.tree import Meta

from dsl import fast_lark, tree_builder
from dsl import parser_build as p
from tests.test_fast_lark import FILES, ROOT

BOOK_FILES = sorted((ROOT / "rulebooks").glob("*/*.rules"))
in_c = pytest.mark.skipif(fast_lark._CParser is None, reason="dsl/_fast_parse.c was not compiled (see test_fast_lark)")


def fresh(in_c: bool = True, trees_in_c: bool = True, change_callbacks=None):
    """A parser with `tree_builder`'s callbacks (changed by `change_callbacks`, if given) and
    `fast_lark`'s loops: in C or not, its trees built in C or by the callbacks."""
    built = p._from_tables(p._tables(p.parser()))
    tree_builder.fast_callbacks(built._callbacks)
    if change_callbacks is not None:
        change_callbacks(built._callbacks)
    assert fast_lark.install(built, in_c=in_c, trees_in_c=trees_in_c) > 0
    return built


class Recording:
    """`fast_lark`'s C loop, recording whether each parse gave the text back to the Python loop."""

    def __init__(self):
        self.gave_back: list[bool] = []
        gave_back = self.gave_back

        class Parser(fast_lark._CParser):
            def parse(self, *args):
                tree = super().parse(*args)
                gave_back.append(tree is fast_lark._FALLBACK)
                return tree
        self.parser_class = Parser


@pytest.fixture()
def recording(monkeypatch):
    made = Recording()
    monkeypatch.setattr(fast_lark, "_CParser", made.parser_class)
    return made.gave_back


def every_node(tree) -> list:
    """Every node in order: a tree's name, its Meta's attributes in their order, and where its Meta
    and its list of children were first met (a node sharing another's shows it); a token's every
    field."""
    out, stack, first_met = [], [tree], {}

    def met(obj) -> int:
        return first_met.setdefault(id(obj), len(first_met))
    keep_alive = []
    while stack:
        node = stack.pop()
        keep_alive.append(node)
        if type(node) is Tree:
            meta = node._meta
            out.append((node.data, met(node), None if meta is None else (type(meta), met(meta), list(vars(meta).items())),
                        type(node.children), met(node.children), list(vars(node))))
            stack.extend(reversed(node.children))
        else:
            out.append((type(node), node.type, str(node), node.value, node.start_pos, node.line, node.column,
                        node.end_line, node.end_column, node.end_pos))
    return out


def outcome(parser, text: str):
    try:
        return every_node(parser.parse(text))
    except UnexpectedInput as err:
        return type(err).__name__, err.line, err.column, str(err)


@pytest.fixture(scope="module")
def parsers():
    """The C loop with the callbacks' trees, and with its own; the answers they gave (True: the
    text given back to the Python loop)."""
    made = Recording()
    patch = pytest.MonkeyPatch()
    patch.setattr(fast_lark, "_CParser", made.parser_class)
    try:
        yield fresh(trees_in_c=False), fresh(trees_in_c=True), made.gave_back
    finally:
        patch.undo()


@in_c
@pytest.mark.parametrize("path", FILES, ids=lambda f: str(f.relative_to(ROOT)))
def test_trees_built_in_c_are_the_callbacks_trees(parsers, path):
    by_callbacks, in_c_trees, gave_back = parsers
    text = path.read_text(encoding="utf-8", errors="replace")
    del gave_back[:]
    expected = outcome(by_callbacks, text)
    assert outcome(in_c_trees, text) == expected
    assert gave_back == [isinstance(expected, tuple)] * 2   # both trees from C whenever there is one


def calls_of_tree_builder(parser, texts: list[str]) -> int:
    """How many times `tree_builder`'s callbacks ran while `parser` parsed `texts`."""
    calls = [0]

    def profile(frame, event, arg):
        if event == "call" and frame.f_code is tree_builder._BUILD_CODE:
            calls[0] += 1
    sys.setprofile(profile)
    try:
        for text in texts:
            parser.parse(text)
    finally:
        sys.setprofile(None)
    return calls[0]


@in_c
def test_a_c_parse_calls_no_callback_of_tree_builder():
    texts = [f.read_text(encoding="utf-8") for f in BOOK_FILES[:3]]
    assert calls_of_tree_builder(fresh(trees_in_c=False), texts) > 100
    assert calls_of_tree_builder(fresh(trees_in_c=True), texts) == 0


def wrapped(callbacks: dict, seen: list) -> None:
    """Every rule's callback behind a function of another shape, which records its calls."""
    def wrap(callback):
        def other(children):
            seen.append(len(children))
            return callback(children)
        return other
    for key, callback in list(callbacks.items()):
        if tree_builder.shape_of(callback) is not None:
            callbacks[key] = wrap(callback)


@in_c
def test_a_callback_of_another_shape_is_called(recording):
    seen: list = []
    text = BOOK_FILES[0].read_text(encoding="utf-8")
    other = fresh(change_callbacks=lambda callbacks: wrapped(callbacks, seen))
    assert every_node(other.parse(text)) == every_node(fresh().parse(text))
    assert recording == [False, False]
    assert len(seen) == calls_of_tree_builder(fresh(trees_in_c=False), [text]) > 0   # every reduction's


SMALL = 'book tiny {\n  title "Tiny"\n}\nclause 1 "A" {\n  says "a"\n}\n'


def built_objects() -> int:
    gc.collect()
    return sum(type(x) in (Tree, Meta, Token) for x in gc.get_objects())


def unplaced(terminals: list[str]):
    """Terminal callbacks that give back each token without its `line` and `end_line`."""
    def callback(token):
        del token.line, token.end_line
        return token
    return lambda callbacks: callbacks.update(dict.fromkeys(terminals, callback))


@in_c
def test_an_error_while_building_leaves_the_text_to_the_python_loop(recording):
    # The C builder, then the Python callback, read the place of a token that has none.
    broken = fresh(change_callbacks=unplaced([t.name for t in p.parser().terminals]))
    before = built_objects()
    del recording[:]
    with pytest.raises(AttributeError):
        broken.parse(SMALL)
    assert recording == [True]
    sys.last_traceback = sys.last_value = None
    assert built_objects() == before   # every tree, Meta and token of the abandoned parse freed


@in_c
def test_parses_leak_nothing():
    parser = fresh()
    texts = [f.read_text(encoding="utf-8") for f in BOOK_FILES[:2]]
    for text in texts:
        parser.parse(text)
    before = built_objects()
    for _ in range(2):
        for text in texts:
            assert isinstance(parser.parse(text), Tree)
    assert built_objects() == before


def test_without_the_extension_the_trees_are_the_callbacks(monkeypatch):
    """(Runs whether the extension is built or not.)"""
    expected = {f: every_node(fresh(in_c=False).parse(f.read_text(encoding="utf-8"))) for f in BOOK_FILES[:2]}
    monkeypatch.setattr(fast_lark, "_CParser", None)
    parser = fresh(in_c=True, trees_in_c=True)
    for path, nodes in expected.items():
        assert every_node(parser.parse(path.read_text(encoding="utf-8"))) == nodes
