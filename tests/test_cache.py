"""The per-file model cache: JSON entries in the user's own folder, never read from a folder others
can write; a file's model comes back from it equal to a fresh build, positions included; an entry
that is damaged, stale or foreign is a miss; nothing in `dsl` unpickles."""
from __future__ import annotations

import ast
import hashlib
import json
import os
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from dsl import cache, loader
from dsl import model as m
from dsl.builder import FileModel, build_file
from dsl.diagnostics import Report
from dsl.parser import parse
from dsl.source import SourceFile

from conftest import everything

ROOT = Path(__file__).resolve().parent.parent
BOOK_FILES = sorted((ROOT / "rulebooks").glob("*/*.rules"))


@pytest.fixture
def private(monkeypatch, tmp_path):
    where = tmp_path / "cache"
    monkeypatch.setenv("RULES_CACHE", str(where))
    return where


def test_the_cache_folder_is_per_user(monkeypatch, tmp_path):
    monkeypatch.delenv("RULES_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.folder() == tmp_path / "xdg" / "rules-language"
    cache.put("k", ("model", 1))
    assert (tmp_path / "xdg" / "rules-language").stat().st_mode & 0o777 == 0o700
    assert cache.get("k") == ("model", 1)


def test_a_folder_others_can_write_is_never_read(private):
    cache.put("k", ("model", 1))
    assert cache.get("k") == ("model", 1)
    os.chmod(private, 0o777)
    assert cache.get("k") is None
    cache.put("k2", ("model", 2))
    assert not list(private.glob("k2*"))


def test_the_cache_can_be_turned_off(monkeypatch):
    monkeypatch.setenv("RULES_CACHE", "off")
    assert cache.folder() is None
    cache.put("k", ("model", 1))
    assert cache.get("k") is None


@pytest.mark.parametrize("path", BOOK_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_bundled_file_comes_back_from_the_cache_as_built(private, path):
    src = SourceFile.read(path, str(path.relative_to(ROOT)))
    report = Report()
    built = build_file(src.path, parse(src, report), report.diagnostics)
    k = cache.key(src.path, src.text)
    cache.put(k, built)
    back = cache.get(k)
    assert isinstance(back, FileModel)
    assert back == built
    assert everything(back) == everything(built)       # spans, decl_spans, end lines…


def test_a_book_loaded_from_the_cache_is_the_book_built_from_its_files(private, monkeypatch):
    folder = ROOT / "rulebooks" / "changsha"
    fresh = loader.load(folder, ROOT)
    monkeypatch.setattr(loader, "parse", lambda *a: pytest.fail("parsed a file the cache holds"))
    cached = loader.load(folder, ROOT)
    assert everything(cached.book) == everything(fresh.book)
    assert cached.report.diagnostics == fresh.report.diagnostics


def test_diagnostics_of_a_file_come_back_with_their_positions(private):
    src = SourceFile("bad.rules", 'clause 1 "A" {\n  says "x"\n  tabel t "T" {}\n}\n')
    report = Report()
    built = build_file(src.path, parse(src, report), report.diagnostics)
    assert built.diagnostics and built.diagnostics[0].span.line == 3
    cache.put("bad", built)
    assert everything(cache.get("bad")) == everything(built)


def test_values_without_a_fixed_type_keep_what_they_are(private):
    value = {"tuple": (1, Fraction(1, 3)), "bytes": b"\x00\xff", "list": [None, True, 2.5, "x"],
             3: m.Constant("c", (3, 1), "3:1")}
    cache.put("k", value)
    back = cache.get("k")
    assert back == value and isinstance(back["tuple"], tuple) and isinstance(back[3].value, tuple)


def _entry(where: Path, k: str) -> Path:
    return cache.entry_path(where, k)


def test_an_entry_is_json_data_and_the_bytes_it_holds(private):
    cache.put("k", m.Ref("12.7", None))
    head, body, blobs = _entry(private, "k").read_bytes().split(b"\n", 2)
    assert json.loads(head)["key"] == "k"
    assert json.loads(body) == {"class": "dsl.model:Ref", "fields": {"target": "12.7"}}
    assert blobs == b""
    code = bytes(range(256)) * 3
    cache.put("k", {"code": code})
    head, body, blobs = _entry(private, "k").read_bytes().split(b"\n", 2)
    assert json.loads(body) == {"dict": [["code", {"bytes": [0, 768]}]]} and blobs == code
    assert cache.get("k") == {"code": code}


@pytest.mark.parametrize("damage", [
    lambda raw: raw[: len(raw) // 2],                                   # cut short
    lambda raw: raw.replace(b'"12.7"', b'"12.8"'),                      # changed: the digest no longer matches
    lambda raw: b"\x80\x04garbage",                                     # not JSON at all
    lambda raw: raw.replace(b'"format":', b'"format":0,"was":', 1),      # another format
])
def test_a_damaged_or_stale_entry_is_a_miss(private, damage):
    cache.put("k", m.Ref("12.7", None))
    path = _entry(private, "k")
    path.write_bytes(damage(path.read_bytes()))
    assert cache.get("k") is None


def test_an_entry_grown_past_its_size_is_a_miss_and_not_read(private, monkeypatch):
    """An entry extended to 4 GB (`truncate -s 4G`) was read whole before its digest was checked:
    'internal error: MemoryError' under a memory limit. Its header gives its size: another is a miss."""
    cache.put("k", m.Ref("12.7", None))
    path = _entry(private, "k")
    with path.open("r+b") as entry:
        entry.truncate(4 * 2 ** 30)   # (sparse: no disk taken)
    reads = []
    real = cache.hashlib.sha256
    monkeypatch.setattr(cache.hashlib, "sha256", lambda *a: reads.append(a) or real(*a))
    assert cache.get("k") is None and reads == []    # (nothing hashed: the body was never read)


def test_an_entry_written_under_another_key_is_a_miss(private):
    cache.put("a", m.Ref("12.7", None))
    _entry(private, "a").rename(_entry(private, "b"))
    assert cache.get("b") is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_an_entry_that_is_not_a_regular_file_is_a_miss_not_a_wait(private):
    """An entry that was a FIFO hung every command that read it: the open waited for a writer."""
    import threading
    cache.put("k", m.Ref("12.7", None))
    path = _entry(private, "k")
    path.unlink()
    os.mkfifo(path)
    got = []
    reader = threading.Thread(target=lambda: got.append(cache.get("k")), daemon=True)
    reader.start()
    reader.join(timeout=10)
    if reader.is_alive():   # (let the waiting reader go: a writer comes, and leaves at once)
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        reader.join()
        pytest.fail("reading an entry that is a FIFO waited for a writer")
    assert got == [None]
    path.unlink()
    path.mkdir()
    assert cache.get("k") is None and cache.get_bytes("k") is None


def _forge(where: Path, k: str, value, blobs: bytes = b"") -> None:
    """An entry written by hand, with a correct header: only its content is wrong."""
    rest = json.dumps(value).encode() + b"\n" + blobs
    head = json.dumps({"format": cache.FORMAT, "key": k, "sha256": hashlib.sha256(rest).hexdigest(),
                       "size": len(rest)}).encode()
    where.mkdir(mode=0o700, exist_ok=True)
    _entry(where, k).write_bytes(head + b"\n" + rest)


@pytest.mark.parametrize("tag", ["os:system", "subprocess:Popen", "builtins:object",
                                 "dsl.not_a_module:Thing", "dsl.model:Expr", "dsl.model:frozen"])
def test_an_entry_naming_anything_but_a_loaded_project_class_is_a_miss(private, tag):
    _forge(private, "k", {"class": tag, "fields": {}})
    assert cache.get("k") is None
    assert "dsl.not_a_module" not in sys.modules


@pytest.mark.parametrize("bad", [
    {"class": "dsl.model:Ref", "fields": {"target": "1", "span": "not a span"}},
    {"bytes": [0, 5]},                                       # more bytes than the entry holds
    {"bytes": [-1, 1]},
    {"fraction": "1/0"},
    {"set": [1, 2]},
])
def test_a_forged_entry_of_project_data_is_only_data(private, bad):
    _forge(private, "k", {"class": "dsl.model:Ref", "fields": {"target": "1"}})
    assert cache.get("k") == m.Ref("1")
    _forge(private, "k", bad)
    assert cache.get("k") is None


def test_a_value_that_is_not_data_is_not_kept(private):
    class Local:
        pass
    cache.put("k", Local())
    cache.put("k2", {"f": len})
    assert cache.get("k") is None and cache.get("k2") is None


def test_nothing_in_dsl_or_compiler_imports_pickle_or_marshal():
    unsafe = {"pickle", "marshal", "shelve", "dill", "cloudpickle"}
    found = []
    for path in sorted([*(ROOT / "dsl").rglob("*.py"), *(ROOT / "compiler").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.name}: {n}" for n in names if n.split(".")[0] in unsafe]
    assert found == []


def test_no_template_bytecode_cache():
    from compiler.templating import environment
    assert environment().bytecode_cache is None   # Jinja's bytecode cache is marshal


def test_a_cache_on_a_full_disk_leaves_no_partial_entry(tmp_path, monkeypatch):
    """Each entry the cache could not write stayed behind as an empty `.*.tmp` file."""
    import errno

    from dsl import cache
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    real = Path.open

    class Full:
        """A file that takes 10 bytes, then finds the disk full."""
        def __init__(self, f):
            self.f, self.room = f, 10

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, data):
            taken = self.f.write(bytes(data[:self.room]))
            self.room -= taken
            if taken < len(data):
                raise OSError(errno.ENOSPC, "No space left on device")
            return taken

    monkeypatch.setattr(Path, "open", lambda self, *a, **k: Full(real(self, *a, **k)))
    cache.put_bytes("k", b"x" * 100)
    assert list((tmp_path / "cache").iterdir()) == []


def _dsl_modules_imported_by(*starts: str) -> set[str]:
    """The modules of `dsl` that `starts` import, directly or through each other (at the top of a
    module or inside a function), read from their source."""
    import ast
    folder = Path(__file__).resolve().parent.parent / "dsl"
    seen: set[str] = set()
    todo = list(starts)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for node in ast.walk(ast.parse((folder / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                found = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("dsl"):
                found = [node.module.split(".")[1]] if "." in node.module else [a.name for a in node.names]
            elif isinstance(node, ast.Import):
                found = [a.name.split(".")[1] for a in node.names if a.name.startswith("dsl.")]
            else:
                continue
            todo += [f"{m}.py" for m in found if (folder / f"{m}.py").is_file()]
    return seen


def test_a_file_models_key_covers_every_module_that_parses_and_builds_it():
    """A file's model is kept under its text and the front end's sources (`_FRONT_END`): a module
    that parsing or building imports but that list leaves out would, once edited, let models built
    by the old code be reused silently (dsl/marked.py was missed so once)."""
    from dsl.cache import _FRONT_END
    assert _dsl_modules_imported_by("parser.py", "builder.py", "compact_json.py") | {"loader.py"} <= set(_FRONT_END)


def test_a_file_models_key_covers_every_c_extension_that_parses_builds_or_keeps_it():
    """The C extensions those modules import are in the key too, as the files an import loads: a
    developer who compiles one again after an edit must not be given models its old build made."""
    import ast

    from dsl.cache import _FRONT_END_EXTENSIONS
    folder = Path(__file__).resolve().parent.parent / "dsl"
    imported = set()
    for name in _dsl_modules_imported_by("parser.py", "builder.py", "compact_json.py"):
        for node in ast.walk(ast.parse((folder / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                imported.update([node.module] if node.module else [a.name for a in node.names])
    extensions = {m for m in imported if (folder / f"{m}.c").is_file()}
    assert extensions and extensions <= set(_FRONT_END_EXTENSIONS)


def test_the_keys_change_with_a_compiled_extensions_bytes(tmp_path, monkeypatch):
    """Compiled again (the same `.py` files, another `.so`), an extension gives other keys: the
    file models', the checked books' and the build's."""
    from compiler import freshness
    from dsl import cache, files
    real = files.compiled_extensions

    def keys() -> tuple:
        for f in (cache._front_end_hash, cache._all_front_end_hash, freshness.code_files, freshness._code_hash):
            f.cache_clear()
        return cache.key("a.rules", "text"), cache.book_key([("a.rules", "text")], "")[0], freshness._code_hash()

    before = keys()
    for name in ("_fast_parse", "_fast_decode"):
        built = tmp_path / f"{name}.so"
        built.write_bytes(b"another build of " + name.encode())
        for module in (files, freshness):
            monkeypatch.setattr(module, "compiled_extensions",
                                lambda folder, real=real, name=name, built=built:
                                {**real(folder), name: built} if folder.name == "dsl" else real(folder))
        after = keys()
        assert all(a != b for a, b in zip(before, after)), name
        for module in (files, freshness):
            monkeypatch.setattr(module, "compiled_extensions", real)
    assert keys() == before


def test_compiled_extensions_lists_what_an_import_loads(tmp_path):
    """The first of Python's extension suffixes wins, as for an import; other files are not extensions."""
    from importlib.machinery import EXTENSION_SUFFIXES

    from dsl.files import compiled_extensions
    for suffix in reversed(EXTENSION_SUFFIXES):
        (tmp_path / f"_x{suffix}").write_bytes(suffix.encode())
    (tmp_path / "_x.c").write_text("source")
    (tmp_path / "y.py").write_text("")
    assert compiled_extensions(tmp_path) == {"_x": tmp_path / f"_x{EXTENSION_SUFFIXES[0]}"}
