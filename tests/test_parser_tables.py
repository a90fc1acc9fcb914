"""The parser's compiled LALR tables, kept in the user's cache as JSON data (never pickle): a
parser rebuilt from them reads every bundled book to the same trees, positions included, and
reports the same syntax errors as one compiled from the grammar; an entry that is damaged or was
written with other options is a miss, and the grammar is compiled again."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from dsl import cache
from dsl import parser_build as p
from dsl.lines import LinePostLexer

ROOT = Path(__file__).resolve().parent.parent
BOOK_FILES = sorted((ROOT / "rulebooks").glob("*/*.rules"))


@pytest.fixture(scope="module")
def compiled() -> Lark:
    return Lark(p.GRAMMAR.read_text(encoding="utf-8"), postlex=LinePostLexer(), **p.OPTIONS)


def same_tree(a, b) -> bool:
    """Equal trees, and equal positions on every node (Lark's tree equality ignores `meta`)."""
    if a != b:
        return False
    nodes_a, nodes_b = list(a.iter_subtrees()), list(b.iter_subtrees())
    return len(nodes_a) == len(nodes_b) and all(x.meta.__dict__ == y.meta.__dict__ for x, y in zip(nodes_a, nodes_b))


def test_tables_round_trip_to_the_same_parser(compiled):
    rebuilt = p._from_tables(p._tables(compiled))
    assert rebuilt is not None
    assert [t.name for t in rebuilt.terminals] == [t.name for t in compiled.terminals]
    for path in BOOK_FILES:
        text = path.read_text(encoding="utf-8")
        assert same_tree(rebuilt.parse(text), compiled.parse(text)), path.name


@pytest.mark.parametrize("bad", ["book x { clause 1 \"t\" { says \"a\" }", "book x { title 3 }",
                                 "book x {\n  term y \"z\" }\n}\n}", "book x { title \"open"])
def test_rebuilt_parser_reports_the_same_errors(compiled, bad):
    rebuilt = p._from_tables(p._tables(compiled))

    def error(parser):
        with pytest.raises(UnexpectedInput) as caught:
            parser.parse(bad)
        e = caught.value
        return type(e), e.line, e.column, sorted(getattr(e, "expected", None) or ())
    assert error(rebuilt) == error(compiled)


def test_damaged_or_foreign_tables_are_a_miss(compiled):
    good = json.loads(p._tables(compiled))
    assert p._from_tables(b"not json") is None
    assert p._from_tables(json.dumps({"data": {}, "memo": {}}).encode()) is None
    for name, value in (("propagate_positions", False), ("transformer", "x"), ("tree_class", "os:system")):
        changed = json.loads(json.dumps(good))
        changed["data"]["options"][name] = value
        assert p._from_tables(json.dumps(changed).encode()) is None, name
    unknown_rule = json.loads(json.dumps(good))     # a reduction by a rule the tables do not hold
    unknown_rule["data"]["parser"]["parser"]["states"][0][1] = 2 * 99999 + 1
    assert p._from_tables(json.dumps(unknown_rule).encode()) is None


def test_parser_is_kept_in_the_cache_and_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(p, "PACKAGED_TABLES", tmp_path / "none.json.gz")   # as without the shipped tables
    p.parser.cache_clear()
    try:
        first = p.parser()
        entries = list((tmp_path / "cache").glob("grammar-*.entry"))
        assert len(entries) == 1
        p.parser.cache_clear()
        loaded = []
        real = p._from_tables
        monkeypatch.setattr(p, "_from_tables", lambda raw: loaded.append(raw) or real(raw))
        second = p.parser()
        assert loaded and second is not first
        text = BOOK_FILES[0].read_text(encoding="utf-8")
        assert same_tree(second.parse(text), first.parse(text))
        # A damaged entry is a miss: the grammar is compiled again, and the entry rewritten.
        entries[0].write_bytes(entries[0].read_bytes()[:-100])
        p.parser.cache_clear()
        third = p.parser()
        assert same_tree(third.parse(text), first.parse(text))
        assert p._from_tables(cache.get_bytes(entries[0].name[: -len(".entry")])) is not None
    finally:
        p.parser.cache_clear()


def _described(x, seen=None):
    """`x` as plain data: each of Lark's objects as its class and every field it has (slots and
    `__dict__`, in order), recursively; what two parsers made the same way have equal."""
    seen = {} if seen is None else seen
    if isinstance(x, (str, int, float, bool, type(None))):
        return x
    if isinstance(x, (list, tuple)):
        return [type(x).__name__, [_described(v, seen) for v in x]]
    if isinstance(x, dict):
        return ["dict", [[_described(k, seen), _described(v, seen)] for k, v in x.items()]]
    if isinstance(x, (set, frozenset)):
        return [type(x).__name__, sorted(map(repr, x))]
    if id(x) in seen:
        return ["seen", seen[id(x)]]
    seen[id(x)] = len(seen)
    fields = [name for cls in type(x).__mro__ for name in getattr(cls, "__slots__", ()) if hasattr(x, name)]
    fields += list(getattr(x, "__dict__", {}))
    return [type(x).__module__ + "." + type(x).__qualname__, [[f, _described(getattr(x, f), seen)] for f in fields]]


def _lark_form(compiled) -> bytes:
    """The tables in Lark's own form (what `parser_tables.written` writes under a Lark whose classes
    it does not restate)."""
    import unittest.mock
    from dsl import parser_tables
    with unittest.mock.patch.object(parser_tables, "restated", lambda: False):
        return p._tables(compiled)


def test_the_fast_form_reads_to_the_objects_lark_reads_from_its_own(compiled):
    """`parser_tables` writes the tables in a form of its own and makes the memo's objects and the
    LALR table itself: every terminal, rule, symbol, option, action and state is the object Lark's
    reader makes from its own form of the same tables, with the same fields set to the same values."""
    fast_raw, lark_raw = p._tables(compiled), _lark_form(compiled)
    assert fast_raw.startswith(b'{"format":') and not lark_raw.startswith(b'{"format":')
    fast, lark_read = p._from_tables(fast_raw), p._from_tables(lark_raw)
    assert fast is not None and lark_read is not None
    assert _described(fast.rules) == _described(lark_read.rules)
    assert _described(fast.terminals) == _described(lark_read.terminals)
    assert _described(fast.lexer_conf.terminals_by_name) == _described(lark_read.lexer_conf.terminals_by_name)
    table, expected = fast.parser.parser._parse_table, lark_read.parser.parser._parse_table
    assert type(table) is type(expected) and type(fast.parser.parser) is type(lark_read.parser.parser)
    assert _described(table.states) == _described(expected.states)
    assert (table.start_states, table.end_states) == (expected.start_states, expected.end_states)
    assert _described(fast.parser.parser_conf.rules) == _described(lark_read.parser.parser_conf.rules)
    assert fast.options._plugins == lark_read.options._plugins == {}
    assert sorted(fast.parser.lexer.lexer.lexers) == sorted(lark_read.parser.lexer.lexer.lexers)


def test_under_a_lark_whose_classes_differ_lark_s_own_form_is_written_and_read(compiled, monkeypatch):
    """Where Lark's classes are not those the fast form restates (another Lark), the tables are
    written in Lark's own form, which reads to the same parser; the fast form is then a miss."""
    from dsl import parser_tables
    fast_raw = p._tables(compiled)
    monkeypatch.setitem(parser_tables.RESTATED, parser_tables.Rule, ("origin", "expansion"))
    assert not parser_tables.restated()
    assert p._from_tables(fast_raw) is None
    raw = p._tables(compiled)
    assert not raw.startswith(b'{"format":')
    rebuilt = p._from_tables(raw)
    text = BOOK_FILES[0].read_text(encoding="utf-8")
    assert same_tree(rebuilt.parse(text), compiled.parse(text))


def _packaged_lark() -> str:
    import gzip
    head = gzip.decompress(p.PACKAGED_TABLES.read_bytes()).partition(b"\n")[0].decode()
    return head.split(" lark=")[1]


def test_the_shipped_tables_are_this_grammars():
    """dsl/grammar_tables.json.gz is made from the grammar as it is: after an edit of grammar.lark,
    write it again with `python -m dsl.parser --write-tables`."""
    import lark
    if _packaged_lark() != lark.__version__:
        pytest.skip(f"the shipped tables were made with Lark {_packaged_lark()}, this is {lark.__version__}")
    assert p.packaged_tables(p.tables_key()) is not None, "run: python -m dsl.parser --write-tables"


def test_the_tables_are_written_byte_for_byte_the_same_under_any_hash_seed():
    """Lark numbers the parser's states and symbols in an order that varies with the hash seed;
    `_canonical` renumbers them, so `--write-tables` gives the shipped file's bytes on any run."""
    import hashlib
    import lark
    import subprocess
    import sys
    if _packaged_lark() != lark.__version__:
        pytest.skip("the shipped tables were made with another Lark")
    digest = "import hashlib; from dsl import parser; print(hashlib.sha256(parser.packaged_bytes()).hexdigest())"
    runs = {subprocess.run([sys.executable, "-c", digest], cwd=ROOT, capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": seed}).stdout.strip()
            for seed in ("0", "4242")}
    assert runs == {hashlib.sha256(p.PACKAGED_TABLES.read_bytes()).hexdigest()}


def test_an_empty_cache_reads_the_shipped_tables_without_compiling(compiled, tmp_path, monkeypatch):
    """A first run (a new machine, CI, a cold cache) builds the parser from the shipped tables: the
    grammar is not compiled, and every bundled book reads to the same trees as a compiled parser."""
    import lark
    if _packaged_lark() != lark.__version__:
        pytest.skip("the shipped tables were made with another Lark")

    class NotCompiled(Lark):
        def __init__(self, *args, **kwargs):
            raise AssertionError("the grammar was compiled")
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(p, "Lark", NotCompiled)
    p.parser.cache_clear()
    try:
        shipped = p.parser()
        for path in BOOK_FILES:
            text = path.read_text(encoding="utf-8")
            assert same_tree(shipped.parse(text), compiled.parse(text)), path.name
    finally:
        p.parser.cache_clear()


def test_shipped_tables_of_another_grammar_or_damaged_are_not_used(tmp_path):
    import gzip
    raw = gzip.decompress(p.PACKAGED_TABLES.read_bytes())
    other = tmp_path / "other.json.gz"
    other.write_bytes(gzip.compress(b"grammar-0000 lark=1.3.1\n" + raw.partition(b"\n")[2]))
    assert p.packaged_tables(p.tables_key(), other) is None
    damaged = tmp_path / "damaged.json.gz"
    damaged.write_bytes(p.PACKAGED_TABLES.read_bytes()[:-200])
    assert p.packaged_tables(p.tables_key(), damaged) is None
    assert p.packaged_tables(p.tables_key(), tmp_path / "missing.json.gz") is None


def every_rules_file() -> list[Path]:
    """The bundled books and every test case: good and bad input alike."""
    return sorted({*BOOK_FILES, *(ROOT / "tests").rglob("*.rules")})


def test_fast_tree_building_gives_lark_trees_and_positions(compiled):
    """`tree_builder` replaces every callback, and each file parses to the tree Lark builds with
    its own callbacks, the same positions on every node, or fails at the same place."""
    fast = p.parser()
    assert all(not hasattr(cb, "node_builder") for cb in fast._callbacks.values())
    checked = 0
    for path in every_rules_file():
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            expected = compiled.parse(text)
        except UnexpectedInput as err:
            with pytest.raises(type(err)) as caught:
                fast.parse(text)
            assert (caught.value.line, caught.value.column) == (err.line, err.column), path
            continue
        assert same_tree(fast.parse(text), expected), path
        checked += 1
    assert checked >= len(BOOK_FILES)
