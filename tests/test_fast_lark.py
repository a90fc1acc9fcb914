"""`dsl.fast_lark`: the lexer's `next_token` and the LALR loop restated in fewer calls give the
tokens (every field), the trees (positions included) and the errors (class, place, expected
tokens, message) that Lark's own code gives, on every bundled book and every test file, good or bad."""
from __future__ import annotations

from pathlib import Path

import pytest
from lark.exceptions import UnexpectedInput

from dsl import fast_lark
from dsl import parser as p
from dsl.tree_builder import fast_callbacks

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted({*(ROOT / "rulebooks").glob("*/*.rules"), *(ROOT / "tests").rglob("*.rules")})
BAD = ["book x { clause 1 \"t\" { says \"a\" }", "book x { title 3 }", "book x {\n  term y \"z\" }\n}\n}",
       "book x { title \"open", "clause 1 \"A\" {\n  says \"x\" @\n}\n", "clause 1 \"A\" {\n  termA \"x\"\n}\n",
       "", "\n\n", "clause 1 \"A\" { says \"x\" } }", "table t \"T\" {\n  | 1 | 2\n}"]


def fresh(fast: bool):
    """A parser from the grammar's tables with `tree_builder`'s callbacks, with or without `fast_lark`."""
    built = p._from_tables(p._tables(p.parser()))
    fast_callbacks(built._callbacks)
    if fast:
        assert fast_lark.install(built) > 0
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


def test_a_lexer_state_builds_its_scanner_on_its_first_token_only():
    built = p._from_tables(p._tables(p.parser()))
    fast_lark.install(built)
    lexers = list(built.parser.lexer.lexer.lexers.values())
    assert not any(x._scanner is not None for x in lexers)          # nothing built up front
    built.parse('book tiny {\n  title "Tiny"\n}\n')
    used = [x for x in lexers if x._scanner is not None]
    assert 0 < len(used) < len(lexers)                               # only the states the text met
    assert all(vars(x)["next_token"].__name__ == "next_token" for x in used)   # now the fast one
