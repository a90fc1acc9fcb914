"""A build takes a book's committed vectors.json again when it was computed from the same package,
model and vector code (`compiler.vectors_kept`), and computes the vectors anew otherwise."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from compiler import pipeline, vectors_kept
from compiler.vectors_kept import CODE, committed, computed_from, stamp
from tests.conftest import bundled_books, counted_runs
from tests.test_build_outputs import BOOK

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project of one small book, and the list of the books whose module was loaded and run."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache-1"))
    root = tmp_path / "project"
    (root / "rulebooks" / "t").mkdir(parents=True)
    (root / "rulebooks" / "t" / "t.rules").write_text(BOOK, encoding="utf-8")
    (root / "generated").mkdir()
    return root, counted_runs(monkeypatch)


def _build(root: Path):
    out = pipeline._compile_and_render(root / "rulebooks" / "t", root)
    assert isinstance(out, pipeline.BookOutputs), out.diagnostics()
    return out


def _commit(root: Path, out) -> None:
    """The book's files written into generated/, as a build leaves them."""
    for name, blob in out.files.items():
        if not name.startswith("site/"):
            (root / "generated" / name).parent.mkdir(parents=True, exist_ok=True)
            (root / "generated" / name).write_bytes(blob)


def _new_cache(monkeypatch, root: Path, n: int) -> None:
    monkeypatch.setenv("RULES_CACHE", str(root.parent / f"cache-{n}"))


def _edit(root: Path, old: str, new: str) -> None:
    path = root / "rulebooks" / "t" / "t.rules"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_new_cache_takes_the_committed_vectors_without_loading_the_module(project, monkeypatch):
    root, runs = project
    first = _build(root)
    assert runs == ["t"]
    _commit(root, first)
    _new_cache(monkeypatch, root, 2)        # a new machine, CI
    again = _build(root)
    assert runs == ["t"]                     # neither loaded, nor its examples run, nor its vectors
    assert again.files == first.files
    kept = [e.read_bytes() for e in (root.parent / "cache-2").glob("behaviour-*.entry")]
    assert len(kept) == 1 and b'\n{"examples": 1}\n{\n  "schema": 3,' in kept[0]   # as if its one example ran
    made = computed_from(first.files["t/__init__.py"].decode(), first.files["t/book.json"].decode())
    assert stamp(again.files["t/vectors.json"], made) == again.files["t/vectors.json"]   # stamped with it
    _edit(root, "A unit moves.", "A unit moves along roads.")   # and the cache has the verdict now
    assert _build(root).files["t/vectors.json"] != first.files["t/vectors.json"] and runs == ["t"]


def test_taking_the_committed_vectors_reads_the_schema_number_without_the_vector_code():
    """The build reads the number from `vectors_version`, which imports nothing (so a build that
    takes every committed file never imports `to_vectors` and the runtime); it is the one
    `to_vectors` writes."""
    import subprocess
    import sys

    from compiler import to_vectors, vectors_version
    assert vectors_version.SCHEMA_VERSION == to_vectors.SCHEMA_VERSION
    probe = ("import sys; import compiler.vectors_version; "
             "print(sorted(m for m in sys.modules if m.startswith(('compiler.', 'dsl.'))))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent).stdout
    assert out.strip() == "['compiler.vectors_version']"


def test_vectors_of_another_package_or_other_vector_code_are_computed_anew(project, monkeypatch):
    root, runs = project
    _commit(root, _build(root))
    _edit(root, "constant speed = 4", "constant speed = 5")
    _edit(root, "reach(2) == 6", "reach(2) == 7")
    _new_cache(monkeypatch, root, 2)
    changed = _build(root)
    assert runs == ["t", "t"] and b'"value": 7' in changed.files["t/vectors.json"]
    _commit(root, changed)
    _new_cache(monkeypatch, root, 3)
    monkeypatch.setattr(vectors_kept, "_code_digest", lambda: b"the vector code, edited")
    recomputed = _build(root)
    assert runs == ["t", "t", "t"]
    assert recomputed.files["t/vectors.json"] != changed.files["t/vectors.json"]   # a new digest
    assert json.loads(recomputed.files["t/vectors.json"])["vectors"] == json.loads(changed.files["t/vectors.json"])["vectors"]


def _drop_last_vector(raw: bytes) -> bytes:
    data = json.loads(raw)
    assert data["count"] > 1
    lines = raw.split(b"\n")
    at = lines.index(b"  ]")
    lines[at - 2] = lines[at - 2].removesuffix(b",")
    out = b"\n".join(lines[:at - 1] + lines[at:])
    return out.replace(b'"count": %d,' % data["count"], b'"count": %d,' % (data["count"] - 1), 1)


def _drop_line(raw: bytes, n: int) -> bytes:
    lines = raw.split(b"\n")
    return b"\n".join(lines[:n] + lines[n + 1:])


@pytest.mark.parametrize("damage", [
    pytest.param(lambda raw: raw[:-20], id="truncated"),
    pytest.param(lambda raw: raw[:-1], id="no final line break"),
    pytest.param(lambda raw: _drop_line(raw, 7), id="a vector left out"),
    pytest.param(lambda raw: raw.replace(b'"count": ', b'"count": 1', 1), id="another count"),
    pytest.param(lambda raw: raw.replace(b'"count": ', b'"count": ' + b"9" * 5000, 1), id="a count of 5,000 digits"),
    pytest.param(lambda raw: raw.replace(b'"book": "t"', b'"book": "u"', 1), id="another book"),
    pytest.param(lambda raw: raw.replace(b'"schema": ', b'"schema": 9', 1), id="another schema"),
    pytest.param(lambda raw: _drop_line(raw, 4), id="no digest"),
    pytest.param(lambda raw: raw.replace(b"},\n", b"}\n", 1), id="not as written"),
    pytest.param(lambda raw: b"", id="empty"),
    # edited by hand and still as a build writes it: every test of the committed vectors passes
    pytest.param(lambda raw: raw.replace("→ 6".encode(), "→ 7".encode(), 1), id="a description edited"),
    pytest.param(lambda raw: _drop_last_vector(raw), id="the last vector dropped, the count fixed"),
])
def test_a_committed_file_not_exactly_as_a_build_writes_it_is_not_taken(project, monkeypatch, damage):
    root, runs = project
    first = _build(root)
    _commit(root, first)
    path = root / "generated" / "t" / "vectors.json"
    path.write_bytes(damage(path.read_bytes()))
    _new_cache(monkeypatch, root, 2)
    again = _build(root)
    assert runs == ["t", "t"] and again.files == first.files
    book_files = {name: blob for name, blob in again.files.items() if not name.startswith("site/")}
    assert pipeline.stale_files(book_files, root / "generated") == ["t/vectors.json"]


def test_a_wording_edit_stamps_the_kept_vectors_as_a_new_cache_computes_them(project, monkeypatch):
    """Vectors kept in the cache under a behaviour key (which leaves the prose out) are stamped with
    the digest of this build's package and model: the file is what a build from nothing writes."""
    root, runs = project
    _build(root)
    _edit(root, "A unit moves.", "A unit moves along roads.")
    kept = _build(root)
    assert runs == ["t"]
    _new_cache(monkeypatch, root, 2)
    fresh = _build(root)
    assert runs == ["t", "t"] and kept.files["t/vectors.json"] == fresh.files["t/vectors.json"]


def test_stamp_puts_the_digest_before_the_vectors_or_changes_it():
    raw = b'{\n  "schema": 3,\n  "book": "t",\n  "count": 1,\n  "vectors": [\n    {"id": "t/1/x/001"}\n  ]\n}\n'
    once = stamp(raw, "a" * 64)
    sealed = vectors_kept._sealed("a" * 64, raw)     # the inputs' digest and the vectors themselves
    assert once == raw.replace(b'  "vectors"', b'  "computed_from": "' + sealed.encode() + b'",\n  "vectors"')
    assert stamp(once, "b" * 64) == stamp(raw, "b" * 64)
    assert json.loads(once)["computed_from"] == sealed != "a" * 64
    assert sealed != vectors_kept._sealed("a" * 64, raw.replace(b"x/001", b"x/002"))
    empty = b'{\n  "schema": 3,\n  "book": "t",\n  "count": 0,\n  "vectors": []\n}\n'
    assert json.loads(stamp(empty, "c" * 64)) == {"schema": 3, "book": "t", "count": 0,
                                                  "computed_from": vectors_kept._sealed("c" * 64, empty), "vectors": []}
    with pytest.raises(ValueError):
        stamp(b"[]", "a" * 64)


def test_a_pipe_or_a_folder_in_place_of_the_committed_file_is_not_read(project, monkeypatch):
    import os
    root, runs = project
    first = _build(root)
    _commit(root, first)
    path = root / "generated" / "t" / "vectors.json"
    path.unlink()
    os.mkfifo(path)                  # reading it would wait for a writer that never comes
    _new_cache(monkeypatch, root, 2)
    assert _build(root).files == first.files and runs == ["t", "t"]
    path.unlink()
    path.mkdir()
    _new_cache(monkeypatch, root, 3)
    assert _build(root).files == first.files and runs == ["t", "t", "t"]


def test_a_file_with_no_vectors_is_never_taken(tmp_path):
    path = tmp_path / "vectors.json"
    path.write_bytes(stamp(b'{\n  "schema": 3,\n  "book": "t",\n  "count": 0,\n  "vectors": []\n}\n', "c" * 64))
    assert committed(path, "t", "c" * 64, 3) is None
    assert committed(tmp_path / "missing.json", "t", "c" * 64, 3) is None


def _vectors_file(lines: list[bytes], count: int | None = None) -> bytes:
    head = b'{\n  "schema": 3,\n  "book": "t",\n  "count": %d,\n  "vectors": [\n' % (len(lines) if count is None else count)
    return head + b"".join(line + b"\n" for line in lines) + b"  ]\n}\n"


@pytest.mark.parametrize("lines, taken", [
    pytest.param([b'    {"id": 1},', b'    {"id": 2},', b'    {"id": 3}'], True, id="as written"),
    pytest.param([b'    {"id": 1}'], True, id="one vector"),
    pytest.param([b'    {"id": 1},', b'    {"id": 2}', b'    {"id": 3}'], False, id="a comma missing"),
    pytest.param([b'    {"id": 1},', b'    {"id": 2},', b'    {"id": 3},'], False, id="a comma after the last"),
    pytest.param([b'    {"id": 1},', b'   {"id": 2},', b'    {"id": 3}'], False, id="indented otherwise"),
    pytest.param([b'    {"id": 1},', b'', b'    {"id": 3}'], False, id="a blank line"),
    pytest.param([b'    {"id": 1},', b'    {"id": 2},', b'    {"id": 3}', b'    {"id": 4}'], False,
                 id="one more than counted"),
])
def test_only_the_shape_a_build_writes_is_taken_even_when_sealed(tmp_path, lines, taken):
    """The lines of a committed file are checked by counting (a book's vectors are megabytes), as
    strictly as line by line: sealed as it is (`stamp`), a file of another shape is still not taken."""
    path = tmp_path / "vectors.json"
    raw = stamp(_vectors_file(lines, count=3 if len(lines) == 4 else None), "c" * 64)
    path.write_bytes(raw)
    assert (committed(path, "t", "c" * 64, 3) == raw) is taken


@pytest.mark.parametrize("name", bundled_books())
def test_every_bundled_books_vectors_say_what_they_were_computed_from(name):
    """generated/ is coherent: each vectors.json carries the digest of the package and book.json
    beside it, so a build on a new machine takes it again."""
    folder = ROOT / "generated" / name
    digest = computed_from((folder / "__init__.py").read_text(encoding="utf-8"),
                           (folder / "book.json").read_text(encoding="utf-8"))
    assert committed(folder / "vectors.json", name, digest, 3) is not None


def _file(module: str) -> Path | None:
    """The file of a module of the project (`compiler.x`, or a package: `dsl`, its `__init__.py`)."""
    for path in (ROOT / (module.replace(".", "/") + ".py"), ROOT / module.replace(".", "/") / "__init__.py"):
        if path.is_file():
            return path
    return None


def _imports(module: str, top_level_only: bool) -> set[str]:
    """The modules of the project (`compiler.x`, `dsl.y`) that `module` imports, and the packages
    that importing them runs (`dsl`: dsl/__init__.py)."""
    path = _file(module)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in (tree.body if top_level_only else ast.walk(tree)):
        if isinstance(node, ast.ImportFrom):
            base = (package + ("." + node.module if node.module else "")) if node.level == 1 else node.module or ""
            found |= {base} | {f"{base}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    found |= {m.rsplit(".", n)[0] for m in found for n in range(1, m.count(".") + 1)}   # their packages
    return {m for m in found if m.split(".")[0] in ("compiler", "dsl") and _file(m) is not None and m != module}


def test_the_digest_reads_every_module_the_vectors_and_the_package_import():
    """`CODE` holds the vector stages, the examples' runner and the runtime, and every module they
    import on being imported (and the packages' `__init__.py`, which an import runs first). The modules they import inside a function compute nothing the vectors
    hold: the Python adapter asks the pipeline for the project's root (`rules conform --python`),
    a diagnostic shows hidden characters visibly, and a source file is read from disk."""
    roots = {"compiler.to_vectors", "compiler.examples", "compiler.to_json", "dsl.runtime", "dsl.ir_json",
             "compiler.vectors_kept"}
    seen, todo = set(), list(roots)
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo += _imports(m, top_level_only=True)
    listed = {name.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for name in CODE}
    assert seen == listed
    later = {m: _imports(m, top_level_only=False) - listed for m in listed}
    assert {m: found for m, found in later.items() if found} == {
        "compiler.conform_python": {"compiler.freshness"}, "dsl.diagnostics": {"dsl.limits"}, "dsl.source": {"dsl.files"},
        "compiler.vectors_kept": {"compiler.freshness"}}   # (the code's bytes as the build's key read them)


def test_a_checkout_with_crlf_line_ends_digests_the_vector_code_alike(tmp_path, monkeypatch):
    """Git for Windows checks text out with CRLF: the same code, which gave every vectors.json
    another computed_from (never taken again, and written anew by every build there)."""
    for name in CODE:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes((ROOT / name).read_bytes().replace(b"\n", b"\r\n"))
    vectors_kept._code_digest.cache_clear()
    lf = vectors_kept._code_digest()
    monkeypatch.setattr(vectors_kept, "_ROOT", tmp_path)
    vectors_kept._code_digest.cache_clear()
    try:
        assert vectors_kept._code_digest() == lf
    finally:
        vectors_kept._code_digest.cache_clear()


def test_text_is_checked_out_with_lf_line_ends_everywhere():
    """The rulebooks, docs/, the compiler and generated/ itself keep LF in every checkout
    (.gitattributes), so generated/ is the same bytes on Windows as elsewhere."""
    import shutil
    import subprocess
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    files = ["compiler/vectors_kept.py", "rulebooks/changsha/01-introduction.rules", "docs/conformance.md",
             "generated/changsha/vectors.json", "generated/changsha/aid.pdf"]
    out = subprocess.run(["git", "check-attr", "eol", "text", "--", *files], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    said = {tuple(line.split(": ")[:2]): line.split(": ")[2] for line in out}
    assert all(said[(f, "eol")] == "lf" for f in files[:-1]) and said[(files[-1], "text")] == "unset"


@pytest.mark.parametrize("name", bundled_books())
def test_every_bundled_books_committed_vectors_are_what_computing_them_gives(name):
    """A build takes the committed vectors.json while its digest matches, so a dependency the digest
    misses (a module left out of CODE, another Python) or a file edited and sealed again would go
    unnoticed by `rules build --check`; here they are computed afresh and compared, as
    tests/test_aid.py prints each committed aid's HTML again."""
    from compiler.to_json import dumps, export
    from compiler.to_vectors import vectors
    from tests.conftest import compiled_book
    c = compiled_book(name)
    fresh = stamp(dumps(vectors(c)).encode(), computed_from(c.python, dumps(export(c.ir))))
    assert fresh == (ROOT / "generated" / name / "vectors.json").read_bytes(), (
        f"generated/{name}/vectors.json is not what its package computes: delete it and run `rules build`")


def test_the_protocol_adapters_digit_limit_is_the_languages():
    """`conform_python` writes the limit out rather than import the checker's `limits` (see there)."""
    from compiler import conform_python
    from dsl import limits
    assert conform_python.MAX_DIGITS == limits.MAX_DIGITS


def test_an_example_vector_is_described_as_an_example_not_a_call():
    """"[13.2] 75() → [true]" read as the call of a function named 75 (the engine probe)."""
    import json
    vectors = json.loads((ROOT / "generated" / "khalkin_gol" / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    examples = [v["description"] for v in vectors if v["kind"] == "example"]
    assert examples and all(d.startswith("example ") and "()" not in d.split("→")[0] for d in examples)
    assert "example 2 “X is a brigade or group” → [true]" in examples
