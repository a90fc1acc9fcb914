"""`generated/` compared by digests kept with each file's status (`compiler.disk_digests`), and a
build that takes an unchanged book's outputs from the cache without their bytes
(`pipeline.cached_outputs`): a file is read again when its status changed, never when it did not,
and whatever the cache lost, a build writes the same tree."""
from __future__ import annotations

import hashlib
import os
import shutil
import time
from pathlib import Path

import pytest

from compiler import disk_digests, pipeline
from compiler.freshness import up_to_date
from dsl import cache

ROOT = Path(__file__).resolve().parent.parent


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def tree(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "generated"
    (folder / "book").mkdir(parents=True)
    (folder / "book" / "a.txt").write_bytes(b"alpha")
    (folder / "b.txt").write_bytes(b"beta")
    time.sleep(2 * disk_digests.RACY_NS / 1e9)       # written long enough ago for their digests to be kept
    return folder


def _reads(monkeypatch) -> list[str]:
    """The names of the files read from here on (but the cache's entries)."""
    seen: list[str] = []
    real = Path.read_bytes

    def read_bytes(self):
        if self.suffix != ".entry":
            seen.append(self.name)
        return real(self)
    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    return seen


def test_digests_are_the_files_and_are_not_read_again_while_unchanged(tree, monkeypatch):
    want = {"b.txt": _sha(b"beta"), os.path.join("book", "a.txt"): _sha(b"alpha")}
    assert disk_digests.digests(tree) == want
    seen = _reads(monkeypatch)
    assert disk_digests.digests(tree) == want and seen == []


@pytest.mark.parametrize("change", ["same size", "touched back", "replaced", "removed", "added", "a link"])
def test_a_changed_file_is_read_again(tree, monkeypatch, change):
    disk_digests.digests(tree)
    target = tree / "b.txt"
    st = target.stat()
    if change == "same size":                       # same size, its times set back as they were
        target.write_bytes(b"BETA")
        os.utime(target, ns=(st.st_atime_ns, st.st_mtime_ns))
    elif change == "touched back":
        os.utime(target, ns=(st.st_atime_ns - 10**9, st.st_mtime_ns - 10**9))
    elif change == "replaced":
        (tree / "new").write_bytes(b"BETA")
        os.replace(tree / "new", target)
    elif change == "removed":
        target.unlink()
    elif change == "added":
        (tree / "c.txt").write_bytes(b"gamma")
    else:
        target.unlink()
        target.symlink_to(tree / "book" / "a.txt")
    got = disk_digests.digests(tree)
    expected = {"same size": _sha(b"BETA"), "touched back": _sha(b"beta"), "replaced": _sha(b"BETA"),
                "removed": None, "added": _sha(b"beta"), "a link": ""}[change]
    assert got.get("b.txt") == expected
    if change == "added":
        assert got["c.txt"] == _sha(b"gamma")


def test_a_file_changed_within_the_racy_time_is_not_trusted(tree, monkeypatch):
    target = tree / "b.txt"
    target.write_bytes(b"bet2")                    # just written: its digest is not kept
    assert disk_digests.digests(tree)["b.txt"] == _sha(b"bet2")
    seen = _reads(monkeypatch)
    disk_digests.digests(tree)
    assert "b.txt" in seen and "a.txt" not in seen


def test_without_a_cache_every_file_is_read(tree, monkeypatch):
    monkeypatch.setenv("RULES_CACHE", "off")
    disk_digests.digests(tree)
    seen = _reads(monkeypatch)
    assert disk_digests.digests(tree)["b.txt"] == _sha(b"beta") and sorted(seen) == ["a.txt", "b.txt"]


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """The docs and two books, built once."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    root = tmp_path / "project"
    shutil.copytree(ROOT / "docs", root / "docs")
    for book in ("shanghai_incident", "changsha"):
        shutil.copytree(ROOT / "rulebooks" / book, root / "rulebooks" / book)
    (root / "generated").mkdir()
    _build(root)
    return root


def _build(root: Path, check: bool = False) -> list[str]:
    outputs, failed = pipeline.outputs_of_all(root)
    assert not failed
    return pipeline.build(root, outputs, check=check)


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _edit(root: Path) -> None:
    path = sorted((root / "rulebooks" / "shanghai_incident").glob("*.rules"))[0]
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('says "', 'says "Reworded. ', 1), encoding="utf-8")


def test_an_unchanged_book_comes_from_the_cache_without_its_bytes(project):
    reused = pipeline.cached_outputs(project / "rulebooks" / "changsha", project)
    assert reused is not None and reused.files == {} and "changsha/__init__.py" in reused.digests
    assert pipeline._bytes_of(reused, project)["changsha/__init__.py"] == \
        (project / "generated" / "changsha" / "__init__.py").read_bytes()


@pytest.mark.parametrize("cache_on", [True, False])
def test_a_pool_build_sends_no_bytes_and_writes_them_from_the_cache(project, cache_on, tmp_path, monkeypatch):
    """Books compiled by a pool's workers come back without their files' bytes, which the workers
    kept in the cache (`kept_as`): the build that writes them reads them there and compiles nothing
    again. With the cache off, nothing is kept, and the bytes come back as before."""
    built = _tree(project / "generated")
    shutil.rmtree(project / "generated")
    (project / "generated").mkdir()
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "another-cache") if cache_on else "off")
    monkeypatch.setattr(pipeline.os, "cpu_count", lambda: 2)     # (a pool, even on a machine of one core)
    outputs, failed = pipeline.outputs_of_all(project)
    assert not failed and [o.id for o in outputs] == ["changsha", "shanghai_incident"]
    for out in outputs:
        if cache_on:
            assert out.files == {} and out.kept_as and out.folder and len(out.digests) > 3
        else:
            assert out.kept_as == "" and out.files.keys() == out.digests.keys()

    def compiled_again(*args, **kwargs):
        raise AssertionError("a book compiled again to write its files")
    monkeypatch.setattr(pipeline, "_compile_and_render", compiled_again)
    assert pipeline.build(project, outputs) != []
    assert _tree(project / "generated") == built


@pytest.mark.parametrize("lost", [False, True])
def test_a_build_after_an_edit_writes_the_same_tree_whatever_the_cache_lost(project, lost, tmp_path, monkeypatch):
    _edit(project)
    if lost:    # the entry of changsha's bytes gone: its files are compiled again where needed
        k = pipeline.book_key(project / "rulebooks" / "changsha", project)
        cache.entry_path(cache.folder(), k + pipeline._FILES).unlink()
        (project / "generated" / "changsha" / "book.json").write_bytes(b"edited by hand\n")
    stale = _build(project)
    assert "shanghai_incident/__init__.py" in stale
    assert ("changsha/book.json" in stale) == lost
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "fresh-cache"))   # every book compiled from nothing agrees
    assert _build(project, check=True) == []


def test_an_unchanged_file_is_linked_not_written_again(project):
    before = (project / "generated" / "changsha" / "__init__.py").stat().st_ino
    _edit(project)
    _build(project)
    assert (project / "generated" / "changsha" / "__init__.py").stat().st_ino == before


def test_a_file_made_executable_is_stale_and_built_again(project):
    """`chmod +x generated/…/book.json`: git records a change, `rules build --check` called the tree
    up to date (only the bytes were compared)."""
    path = project / "generated" / "changsha" / "book.json"
    path.chmod(0o755)
    assert _build(project, check=True) == ["changsha/book.json"]
    assert not up_to_date(project)
    _build(project)
    assert not path.stat().st_mode & 0o111 and _build(project, check=True) == []
