"""`dsl.fast_lark`: the lexer's `next_token` and the LALR loop restated in fewer calls give the
tokens (every field), the trees (positions included) and the errors (class, place, expected
tokens, message) that Lark's own code gives, on every bundled book and every test file, good or bad;
and the parse in C (`dsl/_fast_parse.c`, when built) gives the trees of the Python loop, node by node
and token by token, leaving every error and unusual case to it."""
from __future__ import annotations

from pathlib import Path

import pytest
from lark import Tree
from lark.exceptions import UnexpectedInput
from lark.utils import TextSlice

from dsl import fast_lark
from dsl import parser_build as p
from dsl.tree_builder import fast_callbacks

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted({*(ROOT / "rulebooks").glob("*/*.rules"), *(ROOT / "tests").rglob("*.rules")})
BAD = ["book x { clause 1 \"t\" { says \"a\" }", "book x { title 3 }", "book x {\n  term y \"z\" }\n}\n}",
       "book x { title \"open", "clause 1 \"A\" {\n  says \"x\" @\n}\n", "clause 1 \"A\" {\n  termA \"x\"\n}\n",
       "", "\n\n", "clause 1 \"A\" { says \"x\" } }", "table t \"T\" {\n  | 1 | 2\n}"]


def fresh(fast: bool, in_c: bool = False):
    """A parser from the grammar's tables with `tree_builder`'s callbacks, with or without `fast_lark`
    (and its parse in C)."""
    built = p._from_tables(p._tables(p.parser()))
    fast_callbacks(built._callbacks)
    if fast:
        assert fast_lark.install(built, in_c=in_c) > 0
    return built


@pytest.fixture(scope="module")
def parsers():
    return fresh(False), fresh(True)


def tokens_and_tree(parser, text: str):
    """Every token the parser was fed (all its fields), and the tree or the error."""
    seen = []
    post = parser.parser.lexer.postlexer
    real = type(post).process

    def recording(stream):
        for tok in real(post, stream):
            seen.append((tok.type, str(tok), tok.value, tok.start_pos, tok.line, tok.column, tok.end_line,
                         tok.end_column, tok.end_pos, type(tok).__name__))
            yield tok
    post.process = recording
    try:
        return seen, parser.parse(text)
    except UnexpectedInput as err:
        return seen, (type(err).__name__, err.line, err.column, str(err),
                      sorted(getattr(err, "expected", None) or ()), sorted(getattr(err, "allowed", None) or ()),
                      getattr(err, "interactive_parser", None) is not None)
    finally:
        del post.process


def same_tree(a, b) -> bool:
    if a != b:
        return False
    if isinstance(a, tuple):
        return True
    nodes_a, nodes_b = list(a.iter_subtrees()), list(b.iter_subtrees())
    return len(nodes_a) == len(nodes_b) and all(x.meta.__dict__ == y.meta.__dict__ for x, y in zip(nodes_a, nodes_b))


@pytest.mark.parametrize("path", FILES, ids=lambda f: str(f.relative_to(ROOT)))
def test_every_file_reads_as_lark_reads_it(parsers, path):
    lark_own, fast = parsers
    text = path.read_text(encoding="utf-8", errors="replace")
    tokens, tree = tokens_and_tree(lark_own, text)
    fast_tokens, fast_tree = tokens_and_tree(fast, text)
    assert tokens or isinstance(tree, tuple) or not text.strip()   # a parse that read nothing proves nothing
    assert fast_tokens == tokens
    assert same_tree(fast_tree, tree)


@pytest.mark.parametrize("text", BAD)
def test_bad_input_fails_as_in_lark(parsers, text):
    lark_own, fast = parsers
    assert tokens_and_tree(fast, text) == tokens_and_tree(lark_own, text)


def test_the_installed_parser_is_the_fast_one():
    built = p.parser()
    lexer = built.parser.lexer.lexer
    assert all("next_token" in vars(x) for x in lexer.lexers.values())
    assert "parse_from_state" in vars(built.parser.parser.parser) and "lex" in vars(lexer)


def test_another_lark_version_is_left_as_it_is(monkeypatch):
    monkeypatch.setattr(fast_lark, "LARK_VERSIONS", ())
    built = p._from_tables(p._tables(p.parser()))
    assert fast_lark.install(built) == 0
    assert "parse_from_state" not in vars(built.parser.parser.parser)


@pytest.mark.parametrize("in_c", [False, True])
def test_a_lexer_state_builds_its_scanner_on_its_first_token_only(in_c):
    built = p._from_tables(p._tables(p.parser()))
    fast_lark.install(built, in_c=in_c)
    lexers = list(built.parser.lexer.lexer.lexers.values())
    assert not any(x._scanner is not None for x in lexers)          # nothing built up front
    built.parse('book tiny {\n  title "Tiny"\n}\n')
    used = [x for x in lexers if x._scanner is not None]
    assert 0 < len(used) < len(lexers)                               # only the states the text met
    if not in_c or fast_lark._CParser is None:
        assert all(vars(x)["next_token"].__name__ == "next_token" for x in used)   # now the fast one


# ---------------------------------------------------------------- the parse in C

in_c = pytest.mark.skipif(fast_lark._CParser is None,
                           reason="dsl/_fast_parse.c was not compiled when the package was installed: install gcc and "
                                  "the Python headers (apt-get install -y gcc python3-dev), then `pip install -e .` again")


@pytest.fixture(scope="module")
def loops():
    """The Python loop, and the C loop with the answers it gave (True: it gave the text back)."""
    gave_back: list[bool] = []

    class Recording(fast_lark._CParser):
        def parse(self, *args):
            tree = super().parse(*args)
            gave_back.append(tree is fast_lark._FALLBACK)
            return tree
    patch = pytest.MonkeyPatch()
    patch.setattr(fast_lark, "_CParser", Recording)
    try:
        yield fresh(True), fresh(True, in_c=True), gave_back
    finally:
        patch.undo()


def every_node(tree) -> list:
    """Every node of a parse, in order: each tree's rule and positions, each token's every field."""
    out, stack = [], [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Tree):
            out.append((node.data, sorted(node.meta.__dict__.items())))
            stack.extend(reversed(node.children))
        else:
            out.append((type(node), node.type, str(node), node.value, node.start_pos, node.line, node.column,
                        node.end_line, node.end_column, node.end_pos))
    return out


def outcome(parser, text):
    """The parse's every node, or its error (class, place, message, expected tokens)."""
    try:
        return every_node(parser.parse(text))
    except UnexpectedInput as err:
        return (type(err).__name__, err.line, err.column, str(err), sorted(getattr(err, "expected", None) or ()),
                getattr(err, "interactive_parser", None) is not None)


@in_c
@pytest.mark.parametrize("path", FILES, ids=lambda f: str(f.relative_to(ROOT)))
def test_the_c_loop_reads_every_file_as_the_python_loop(loops, path):
    python, c, gave_back = loops
    text = path.read_text(encoding="utf-8", errors="replace")
    expected = outcome(python, text)
    del gave_back[:]
    assert outcome(c, text) == expected
    assert gave_back == [isinstance(expected, tuple)]   # a tree from C whenever there is one


@in_c
@pytest.mark.parametrize("text", BAD)
def test_the_c_loop_leaves_errors_to_the_python_loop(loops, text):
    """An error (no terminal matches, no action, a glued keyword, the end of the text too soon): the
    text given back, and raised by the Python loop as it always was."""
    python, c, gave_back = loops
    expected = outcome(python, text)
    del gave_back[:]
    assert outcome(c, text) == expected
    assert gave_back == [isinstance(expected, tuple)]


@in_c
@pytest.mark.parametrize("text", ['term t "T"', 'book x {\n  title "X"\n}\nterm t "T"'])
def test_a_term_at_the_very_end_is_the_python_loops(loops, text):
    """The post-lexer ends it with a line break of its own, which the C loop does not make."""
    python, c, gave_back = loops
    expected = outcome(python, text)
    del gave_back[:]
    assert outcome(c, text) == expected and not isinstance(expected, tuple)
    assert gave_back == [True]


@in_c
def test_a_parse_that_resumes_after_an_error_is_the_python_loops(loops):
    python, c, gave_back = loops
    text = 'book x {\n  title "X"\n}\nclause 1 "A" {\n  says "a"\n}\n'
    resumed = TextSlice(text, text.index("clause"), len(text))
    del gave_back[:]
    assert outcome(c, resumed) == outcome(python, resumed)
    assert gave_back == []


def test_without_the_extension_the_python_loop_parses(monkeypatch):
    monkeypatch.setattr(fast_lark, "_CParser", None)
    built = fresh(True, in_c=True)
    text = next((ROOT / "rulebooks").glob("*/*.rules")).read_text(encoding="utf-8")
    assert every_node(built.parse(text)) == every_node(fresh(True).parse(text))


def _basic_lexers(parser) -> list:
    contextual = parser.parser.lexer.lexer
    return list({id(x): x for x in [*contextual.lexers.values(), contextual.root_lexer]}.values())


def _described(lexer) -> tuple:
    """A lexer's scanner, callbacks and the keyword scanners of its callbacks, by what they hold."""
    scanner = lexer.scanner
    callbacks = {name: (type(cb).__name__, [t.name for t in cb.scanner.terminals],
                        [m.pattern for m in cb.scanner._mres]) if hasattr(cb, "scanner") else cb
                 for name, cb in lexer.callback.items()}
    return [t.name for t in scanner.terminals], [m.pattern for m in scanner._mres], scanner.allowed_types, callbacks


def test_every_state_lexer_builds_the_scanner_lark_builds():
    """`_scanner_built` (Lark's `_create_unless`, asked once per parser): for each of the grammar's
    lexer states, the same terminals in the same order, the same patterns and the same keyword
    callbacks as Lark's own `_build_scanner`."""
    lark_own, restated = fresh(False), fresh(True)
    mine = _basic_lexers(restated)
    assert all("_build_scanner" in vars(lexer) for lexer in mine)
    theirs = _basic_lexers(lark_own)
    assert len(mine) == len(theirs) > 200
    for a, b in zip(theirs, mine):
        assert _described(a) == _described(b)
    shared = {id(cb) for lexer in mine for cb in lexer.callback.values()}
    assert len(shared) < sum(len(lexer.callback) for lexer in mine)   # (the keyword callbacks are shared)
