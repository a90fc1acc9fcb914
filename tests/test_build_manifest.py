"""A build with nothing to do: `pipeline.up_to_date` says yes only when an earlier build of the
same inputs (compiler, books, docs/) recorded a manifest in the cache and `generated/` holds
exactly the files it lists, byte for byte. Any change to the output tree, the docs, a book, or
the cached manifest itself makes it say no, so the build runs."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from compiler import pipeline
from dsl import cache

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """A project with the docs and one small book, built once (the book's outputs rendered)."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    root = tmp_path / "project"
    shutil.copytree(ROOT / "docs", root / "docs")
    shutil.copytree(ROOT / "rulebooks" / "shanghai_incident", root / "rulebooks" / "shanghai_incident")
    (root / "generated").mkdir()
    return root


def build_docs_only(root: Path) -> None:
    pipeline.build(root, [], check=False)


def test_up_to_date_only_after_a_recorded_build(project):
    assert not pipeline.up_to_date(project)            # nothing recorded yet
    build_docs_only(project)
    assert pipeline.up_to_date(project)
    recorded = json.loads(cache.get_bytes(pipeline.build_key(project)))
    assert recorded == pipeline.manifest(project / "generated") and "site/index.md" in recorded


@pytest.mark.parametrize("change", ["output edited", "output added", "output removed", "docs edited",
                                    "book edited", "manifest damaged"])
def test_any_change_means_not_up_to_date(project, change):
    build_docs_only(project)
    generated = project / "generated"
    if change == "output edited":
        (generated / "site" / "index.md").write_text("changed\n", encoding="utf-8")
    elif change == "output added":
        (generated / "site" / "extra.md").write_text("extra\n", encoding="utf-8")
    elif change == "output removed":
        (generated / "schemas" / "book.schema.json").unlink()
    elif change == "docs edited":
        with open(project / "docs" / "architecture.md", "a", encoding="utf-8") as f:
            f.write("\n")
    elif change == "book edited":
        book = sorted((project / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
        book.write_text(book.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    else:
        entry = cache.entry_path(cache.folder(), pipeline.build_key(project))
        entry.write_bytes(entry.read_bytes()[:-10])
    assert not pipeline.up_to_date(project)


def test_library_versions_are_those_importlib_reads():
    found = pipeline.library_versions()
    for lib in ("lark", "jinja2", "weasyprint", "pydyf", "fonttools", "tinycss2", "cssselect2", "tinyhtml5"):
        assert found[lib] == version(lib)


def test_the_aid_fonts_are_part_of_every_book_s_key(monkeypatch):
    """Fonts installed, removed or chosen otherwise (FONTCONFIG_FILE): `rules build --check` said up to
    date, though the aids' PDFs would be printed otherwise (`aid_printing`)."""
    from compiler import aid_printing, freshness
    folder = ROOT / "rulebooks" / "shanghai_incident"
    before = freshness.book_key(folder, ROOT)
    monkeypatch.setenv("FONTCONFIG_FILE", "/elsewhere/fonts.conf")
    freshness._code_hash.cache_clear()
    try:
        assert freshness.book_key(folder, ROOT) != before
        assert "/elsewhere/fonts.conf" in aid_printing.fonts_fingerprint()
    finally:
        monkeypatch.undo()
        freshness._code_hash.cache_clear()
    assert freshness.book_key(folder, ROOT) == before
    # (fonts put in a font folder of the user's, which no path of the four faces names: the folder's
    # time changes; the regression probe found such fonts missed)
    assert any(line.startswith("/usr/share/fonts ") for line in aid_printing.fonts_fingerprint().splitlines())


def test_a_build_with_nothing_to_do_imports_no_front_end():
    """`rules build --check` on an up-to-date tree loads neither the parser nor any back end, nor
    the model's classes (attrs alone is a third of such a command): the command's module and
    `freshness` are all it needs."""
    probe = ("import sys; from compiler import cli, freshness; freshness.up_to_date(freshness.project_root()); "
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('lark', 'jinja2', 'cattrs', 'weasyprint', 'attr', 'attrs')"
             " or m in ('dsl.model', 'dsl.parser', 'dsl.ir', 'dsl.diagnostics', 'compiler.pipeline', 'compiler.to_python')))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_file_saved_while_its_book_compiles_is_built_by_the_next_build(project, monkeypatch, capsys):
    """The outputs and the manifest were kept under keys read from disk after the compile: an edit
    saved while a book compiled was stored as built, and `rules build --check` and `rules build`
    called the old outputs current for good (the cache, not only generated/, held the mistake)."""
    from compiler.cli import main
    monkeypatch.setenv("RULES_ROOT", str(project))
    book = project / "rulebooks" / "shanghai_incident"
    path = sorted(book.glob("*.rules"))[0]
    text = path.read_text(encoding="utf-8")
    compile_book = pipeline.compile_book

    def saved_meanwhile(*args, **kwargs):   # the designer saves while the book is read and checked
        out = compile_book(*args, **kwargs)
        path.write_text(text.replace('says "', 'says "Saved meanwhile. ', 1), encoding="utf-8")
        return out
    monkeypatch.setattr(pipeline, "compile_book", saved_meanwhile)
    assert main(["build"]) == 0
    monkeypatch.setattr(pipeline, "compile_book", compile_book)
    assert pipeline.cached_outputs(book, project) is None     # nothing kept for what was not compiled
    assert not pipeline.up_to_date(project)
    assert main(["build", "--check"]) == 1                    # generated/ holds the text before the save
    assert main(["build"]) == 0 and main(["build", "--check"]) == 0
    assert "Saved meanwhile." in (project / "generated" / "shanghai_incident" / "book.json").read_text(encoding="utf-8")


def test_a_file_changed_and_changed_back_during_a_build_records_nothing(project, monkeypatch, capsys):
    """A file saved as B, then A and B again while a build ran (git stash && git stash pop, an
    undo and a redo), had B's key when the build began and when it ended, but the book was taken
    from the cache (or compiled) while it held A: A's outputs were recorded as B's build, and
    `rules build --check` said up to date, and `rules build` unchanged, for as long as the cache lived."""
    from compiler.cli import main
    monkeypatch.setenv("RULES_ROOT", str(project))
    path = sorted((project / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
    a = path.read_text(encoding="utf-8")
    b = a.replace('says "', 'says "Saved as B. ', 1)
    assert main(["build"]) == 0                       # A built (its outputs in the cache)
    path.write_text(b, encoding="utf-8")
    outputs_of_all = pipeline.outputs_of_all

    def a_and_b_again(*args, **kwargs):               # the build began with B; it reads the book as A…
        path.write_text(a, encoding="utf-8")
        out = outputs_of_all(*args, **kwargs)
        path.write_text(b, encoding="utf-8")          # …and ends with B again
        return out
    monkeypatch.setattr(pipeline, "outputs_of_all", a_and_b_again)
    assert main(["build"]) == 0
    monkeypatch.setattr(pipeline, "outputs_of_all", outputs_of_all)
    assert not pipeline.up_to_date(project)
    assert main(["build", "--check"]) == 1            # generated/ holds A's outputs
    assert main(["build"]) == 0 and main(["build", "--check"]) == 0
    assert "Saved as B." in (project / "generated" / "shanghai_incident" / "book.json").read_text(encoding="utf-8")


def test_the_builds_key_and_the_vectors_stamp_are_made_from_one_reading_of_the_code(monkeypatch):
    """The key read the compiler's files when a build began, the vectors' stamp when the first
    vectors were stamped: a source saved in between (a developer's edit) gave outputs stamped by one
    code kept under the other's key, called current for good once the edit was undone."""
    from pathlib import Path

    from compiler import freshness, vectors_kept
    freshness.code_files.cache_clear()
    freshness._code_hash.cache_clear()
    vectors_kept._code_digest.cache_clear()
    try:
        freshness._code_hash()

        def no_more_reading(self):
            raise AssertionError(f"{self} read again")
        monkeypatch.setattr(Path, "read_bytes", no_more_reading)
        assert len(vectors_kept._code_digest()) == 32
    finally:
        monkeypatch.undo()
        freshness.code_files.cache_clear()
        freshness._code_hash.cache_clear()
        vectors_kept._code_digest.cache_clear()


def test_a_book_key_reads_a_file_again_only_when_its_status_changed(tmp_path, monkeypatch):
    """`book_key` keeps each file's digest with its status: an unchanged file is not read again, a
    rewritten one (the same size, its times left as they were) is, and one written a moment ago is
    never kept (it could change again within one tick of the file system's clock)."""
    import os
    import time

    from compiler import freshness
    book = tmp_path / "rulebooks" / "b"
    book.mkdir(parents=True)
    rules = book / "a.rules"
    rules.write_text("book b\n", encoding="utf-8")
    read = []
    monkeypatch.setattr(freshness, "file_fingerprint", lambda p: read.append(p) or p.read_bytes())
    first = freshness.book_key(book, tmp_path)
    assert read and str(rules) not in freshness._DIGESTS          # just written: not kept
    time.sleep(2 * freshness.RACY_NS / 1e9)
    read.clear()
    assert freshness.book_key(book, tmp_path) == first and read   # read again, and kept now
    read.clear()
    assert freshness.book_key(book, tmp_path) == first and not read
    st = rules.stat()
    rules.write_text("book c\n", encoding="utf-8")                # the same size…
    os.utime(rules, ns=(st.st_atime_ns, st.st_mtime_ns))          # …and modification time
    assert freshness.book_key(book, tmp_path) != first and read
