"""A warm load: the whole resolved, checked book kept as one cache entry (`compact_json`), keyed by
every file of the book and every source of the front end. It must give exactly what a cold load
gives — model, positions, symbol table (whose nodes are the model's own objects), diagnostics in
order — on every bundled book, and anything it cannot be sure of is a miss, never a wrong book."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import attrs
import pytest

from dsl import cache, compact_json, loader
from dsl import model as m
from dsl.diagnostics import render
from dsl.resolver import Symbols

from conftest import everything

ROOT = Path(__file__).resolve().parent.parent
BOOKS = sorted(p.name for p in (ROOT / "rulebooks").iterdir() if p.is_dir() and list(p.glob("*.rules")))


def symbols_shape(s: Symbols | None):
    if s is None:
        return None
    return tuple((name, everything(getattr(s, name))) for name in compact_json.SYMBOL_FIELDS if name != "book")


def assert_same_load(warm: loader.Loaded, cold: loader.Loaded) -> None:
    assert everything(warm.book) == everything(cold.book)
    assert everything(warm.report.diagnostics) == everything(cold.report.diagnostics)
    assert [render(d, warm.sources) for d in warm.report.diagnostics] == \
        [render(d, cold.sources) for d in cold.report.diagnostics]
    assert symbols_shape(warm.symbols) == symbols_shape(cold.symbols)
    assert warm.folder == cold.folder and list(warm.sources) == list(cold.sources)
    assert all(warm.sources[k].text == cold.sources[k].text for k in cold.sources)
    if warm.symbols is not None:
        _nodes_are_the_books_own(warm)


def _nodes_are_the_books_own(loaded: loader.Loaded) -> None:
    """As after a cold load, the symbol table's nodes are the model's objects, not copies."""
    book, s = loaded.book, loaded.symbols
    assert s.book is book
    members = {id(n) for name in ("clauses", "terms", *compact_json._FIELD_OF_KIND.values()) for n in getattr(book, name)}
    members |= {id(side) for side in book.header.sides}
    assert all(id(c) in members for c in s.clauses.values())
    assert all(id(node) in members for _, node in s.names.values())
    assert all(id(t) in members for t in s.terms.values()) and all(id(d) in members for d in s.sides.values())
    for e in book.enums:
        if s.enum_values.get(e.id) and e.values:
            assert any(v is e.values[0] for v in s.enum_values[e.id].values())


@pytest.fixture
def private(monkeypatch, tmp_path):
    where = tmp_path / "cache"
    monkeypatch.setenv("RULES_CACHE", str(where))
    return where


def cold_load(monkeypatch, folder: Path, draft: bool = False) -> loader.Loaded:
    with monkeypatch.context() as mp:
        mp.setenv("RULES_CACHE", "off")
        return loader.load(folder, ROOT, draft)


def no_front_end(monkeypatch) -> None:
    """From here on, parsing, resolving or checking anything fails the test."""
    for name in ("parse", "resolve", "validate", "merge"):
        monkeypatch.setattr(loader, name, lambda *a, name=name: pytest.fail(f"a warm load ran {name}"))


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("draft", [False, True], ids=["check", "draft"])
def test_a_warm_load_gives_exactly_what_a_cold_load_gives(private, monkeypatch, book, draft):
    folder = ROOT / "rulebooks" / book
    cold = cold_load(monkeypatch, folder, draft)
    first = loader.load(folder, ROOT, draft)           # fills the cache
    assert_same_load(first, cold)
    no_front_end(monkeypatch)
    warm = loader.load(folder, ROOT, draft)
    assert_same_load(warm, cold)
    assert warm.ok == cold.ok


@pytest.mark.parametrize("added, resolved", [
    ('clause 99.1 "X" {\n  says "see [98.7]"\n}\n', True),        # an unknown clause: resolved, E201
    ('clause 99.1 "X" {\n  sayz "x"\n}\n', False),                 # a syntax error: never resolved
])
def test_a_book_with_errors_comes_back_with_them(private, monkeypatch, tmp_path, added, resolved):
    folder = tmp_path / "book"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", folder)
    path = sorted(folder.glob("*.rules"))[-1]
    path.write_text(path.read_text(encoding="utf-8") + "\n" + added, encoding="utf-8")
    cold = cold_load(monkeypatch, folder)
    assert cold.report.errors and (cold.symbols is not None) == resolved
    loader.load(folder, ROOT)
    no_front_end(monkeypatch)
    assert_same_load(loader.load(folder, ROOT), cold)


def test_a_changed_file_or_option_is_a_miss(private, monkeypatch, tmp_path):
    folder = tmp_path / "book"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", folder)
    loader.load(folder, ROOT)
    path = sorted(folder.glob("*.rules"))[0]
    text = path.read_text(encoding="utf-8")
    changed = text.replace('says "', 'says "Changed. ', 1)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    assert_same_load(loader.load(folder, ROOT), cold_load(monkeypatch, folder))
    assert_same_load(loader.load(folder, ROOT, draft=True), cold_load(monkeypatch, folder, draft=True))
    keys = [cache.book_key([("a.rules", "x")], "draft=False"), cache.book_key([("a.rules", "x")], "draft=True"),
            cache.book_key([("b.rules", "x")], "draft=False"), cache.book_key([("a.rules", "x ")], "draft=False"),
            cache.book_key([("a.rules", "x"), ("b.rules", "")], "draft=False")]
    assert len({k for k, _ in keys}) == 5
    assert len({slot for _, slot in keys}) == 4 and keys[0][1] == keys[3][1]    # a text changed: same slot


def test_a_book_keeps_one_entry_however_often_it_changes(private, monkeypatch, tmp_path):
    folder = tmp_path / "book"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", folder)
    path = sorted(folder.glob("*.rules"))[0]
    text = path.read_text(encoding="utf-8")
    for n in range(3):
        path.write_text(text.replace('says "', f'says "Edit {n}. ', 1), encoding="utf-8")
        loader.load(folder, ROOT)
        assert len(_whole_entries(private)) == 1
    cold = cold_load(monkeypatch, folder)
    no_front_end(monkeypatch)
    assert_same_load(loader.load(folder, ROOT), cold)      # the last edit's entry


def _whole_entries(where: Path) -> list[Path]:
    return list(where.glob("book-*.entry"))


@pytest.mark.parametrize("damage", [
    lambda body: body[: len(body) // 2],                               # cut short: not JSON
    lambda body: b'[%d,[],[],null,[]]' % compact_json.FORMAT,          # JSON, but not a book
    lambda body: b'[99' + body[2:],                                    # another format
    lambda body: body.replace(b'"', b"'", 1),
])
def test_a_whole_book_entry_that_does_not_decode_is_a_miss(private, monkeypatch, damage):
    folder = ROOT / "rulebooks" / "shanghai_incident"
    cold = cold_load(monkeypatch, folder)
    loader.load(folder, ROOT)
    (entry,) = _whole_entries(private)
    head, body = entry.read_bytes().split(b"\n", 1)
    bad = damage(body)
    header = json.loads(head)          # the digest is made right: only the content is wrong
    header["sha256"], header["size"] = hashlib.sha256(bad).hexdigest(), len(bad)
    entry.write_bytes(json.dumps(header).encode() + b"\n" + bad)
    assert_same_load(loader.load(folder, ROOT), cold)


def test_a_whole_book_entry_of_the_first_format_is_a_miss(private, monkeypatch):
    """Format 1 wrote the whole book as one value (`[1, paths, layout, [book, symbols, diagnostics]]`);
    format 2 makes it of its files' entries. An entry of format 1 left in a book's slot (with the
    key a build of today would look for) is never read as a book."""
    folder = ROOT / "rulebooks" / "shanghai_incident"
    cold = cold_load(monkeypatch, folder)
    loader.load(folder, ROOT)
    (entry,) = _whole_entries(private)
    head = json.loads(entry.read_bytes().split(b"\n", 1)[0])
    text, blobs = compact_json._written(lambda enc, span: b"[%s,null,[]]" % enc(m.Book, cold.book))
    data = json.loads(text)
    assert data[0] == 1 != compact_json.BOOK_FORMAT
    old = json.dumps(data).encode() + b"\n" + blobs
    head["sha256"], head["size"] = hashlib.sha256(old).hexdigest(), len(old)
    entry.write_bytes(json.dumps(head).encode() + b"\n" + old)
    with pytest.raises(ValueError):
        compact_json.decode_loaded(json.dumps(data).encode(), blobs)
    assert_same_load(loader.load(folder, ROOT), cold)


def test_a_whole_book_entry_is_made_of_its_files_entries(private, monkeypatch):
    """The files' entries, as the cache keeps each, go into the book's entry as they are: what the
    book holds of them (its clauses, tables…: the same objects, in file order) is not written twice."""
    folder = ROOT / "rulebooks" / "changsha"
    loader.load(folder, ROOT)
    (entry,) = _whole_entries(private)
    body, _ = entry.read_bytes().split(b"\n", 1)[1].split(b"\n", 1)
    fmt, files, taken, rest = json.loads(body)
    kept = [e for p in private.glob("*.entry") if not p.name.startswith("book-") and (e := cache.get_text(p.stem))]
    assert fmt == compact_json.BOOK_FORMAT and len(files) == len(kept) == len(list(folder.glob("*.rules")))
    assert sorted(json.dumps(f, separators=(",", ":")) for f in files) == sorted(t.decode() for t, _ in kept)
    taken = dict(taken)
    assert taken["clauses"] is None and taken["tables"] is None and taken["facts"] is None   # the files' own nodes
    facts_of_the_book = rest[3][0][[f.name for f in attrs.fields(m.Book)].index("facts")]
    assert [fact[0] for fact in facts_of_the_book] == ["decline_retreat_immunity"]   # then a `chosen by` exception's fact
    assert taken["examples"] == {"index": list(range(1, len(taken["examples"]["index"]) + 1))}  # numbered anew


def test_values_that_do_not_fit_their_declared_type_are_refused():
    ref = m.Ref("12.7", None)
    assert compact_json.decode(*compact_json.encode(ref, m.Ref), m.Ref) == ref
    with pytest.raises(TypeError):
        compact_json.encode(m.Ref(["12.7"], None), m.Ref)         # a list where text is declared
    with pytest.raises(TypeError):
        compact_json.encode(m.Clause("1", "T", notes=[]), m.Clause)   # a list where a tuple is declared
    with pytest.raises(TypeError):
        compact_json.encode(m.Text("x", "not a span"), m.Text)
    with pytest.raises(TypeError):
        compact_json.encode(m.Text("x", m.Span("a.rules", True, 1)), m.Text)     # it would come back 1
    with pytest.raises(TypeError):
        compact_json.encode(m.Text("x", m.Span(Path("a.rules"), 1, 1)), m.Text)  # a path where text is declared
    with pytest.raises(TypeError):
        compact_json.encode(m.Text("x", m.Span("a.rules", 2 ** 40, 1)), m.Text)  # too large a line to keep
    with pytest.raises(TypeError):
        compact_json.encode(m.Not(m.Ref("1"), None), m.Not)           # not an expression node
    from lark import Token
    with pytest.raises(TypeError):
        compact_json.encode(m.Ref(Token("NAME", "12.7"), None), m.Ref)    # it would come back a str


def test_objects_are_made_by_setting_slots_only_where_init_does_nothing_else():
    assert all(compact_json._settable(cl) for cl in compact_json.CLASSES)

    @attrs.frozen
    class Checked:
        x: int = attrs.field(validator=attrs.validators.instance_of(int))

    @attrs.frozen
    class Hooked:
        x: int

        def __attrs_post_init__(self):
            pass

    @attrs.frozen(cache_hash=True)
    class Hashed:
        x: int

    @attrs.define
    class Converted:
        x: int = attrs.field(converter=int)
    assert not any(compact_json._settable(cl) for cl in (Checked, Hooked, Hashed, Converted))
    assert compact_json._settable(compact_json.Span)


def test_a_book_that_does_not_fit_is_loaded_cold_every_time(private, monkeypatch):
    folder = ROOT / "rulebooks" / "shanghai_incident"
    monkeypatch.setattr(compact_json, "encode_loaded", lambda *a: (_ for _ in ()).throw(TypeError("no")))
    loader.load(folder, ROOT)
    assert _whole_entries(private) == []


def test_expression_nodes_and_values_without_a_fixed_type_keep_their_class():
    from fractions import Fraction
    nodes = [m.Num(Fraction(1, 3), None), m.Num(3, None), m.Constant("c", (3, Fraction(1, 2)), "3:1"),
             m.Constant("d", [1, None, "x"], "x"), m.Constant("e", True, "yes")]
    for node in nodes:
        data, blobs = compact_json.encode(node, type(node))
        back = compact_json.decode(json.loads(json.dumps(data)), blobs, type(node))
        assert everything(back) == everything(node)


@pytest.mark.parametrize("path", sorted((ROOT / "rulebooks").glob("*/*.rules")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_file_model_comes_back_as_built(path):
    """Each file's model, kept per file (an edit re-reads one file), in the same compact form."""
    from dsl.builder import FileModel, build_file
    from dsl.diagnostics import Report
    from dsl.parser import parse
    from dsl.source import SourceFile
    src = SourceFile.read(path, str(path.relative_to(ROOT)))
    report = Report()
    built = build_file(src.path, parse(src, report), report.diagnostics)
    data, blobs = compact_json.encode(built, FileModel)
    back = compact_json.decode(json.loads(json.dumps(data)), blobs, FileModel)
    assert everything(back) == everything(built)


def test_an_edit_reads_only_the_edited_file_again(private, monkeypatch, tmp_path):
    folder = tmp_path / "book"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", folder)
    loader.load(folder, ROOT)
    path = sorted(folder.glob("*.rules"))[0]
    path.write_text(path.read_text(encoding="utf-8").replace('says "', 'says "Edited. ', 1), encoding="utf-8")
    cold = cold_load(monkeypatch, folder)
    parsed = []
    real = loader.parse
    monkeypatch.setattr(loader, "parse", lambda src, report: parsed.append(src.path) or real(src, report))
    assert_same_load(loader.load(folder, ROOT), cold)
    assert parsed == [str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)]


@pytest.mark.parametrize("split", [True, False], ids=["pages forked", "one process"])
def test_a_build_leaves_the_checked_book_for_the_next_check(private, monkeypatch, tmp_path, split):
    """A build writes the checked book into the cache once: where the pages render in a forked
    process, that process writes it after it has sent them (the build's own process has the longer
    part of an edit, and goes on), else the build itself. The next load of the same files is warm."""
    from compiler import pipeline
    from compiler.workers import wait_for_children
    if split and not pipeline._can_fork():
        pytest.skip("no forked processes here")
    root = tmp_path / "project"
    folder = root / "rulebooks" / "shanghai_incident"
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", folder)
    writes = []
    real = loader._keep_book
    monkeypatch.setattr(loader, "_keep_book", lambda *a: writes.append(1) or real(*a))
    assert isinstance(pipeline._compile_and_render(folder, root, split=split), pipeline.BookOutputs)
    wait_for_children()     # (the forked process writes it once it has sent the pages)
    assert len(_whole_entries(private)) == 1
    assert writes == ([] if split else [1])      # (split: written by the forked process, not counted here)
    cold = cold_load(monkeypatch, folder)
    no_front_end(monkeypatch)
    assert_same_load(loader.load(folder, ROOT), cold)


def test_a_book_is_loaded_from_a_path_given_as_text(monkeypatch):
    """`load("rulebooks/x")`, as a designer's script writes it, loads the same book as a `Path` (it
    raised AttributeError: 'str' object has no attribute 'is_dir')."""
    monkeypatch.setenv("RULES_CACHE", "off")
    folder = ROOT / "rulebooks" / "shanghai_incident"
    assert_same_load(loader.load(str(folder), str(ROOT)), loader.load(folder, ROOT))
