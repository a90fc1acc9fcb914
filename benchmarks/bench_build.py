"""Benchmarks of the quality bars in DESIGN §7 (run by hand, not as timed tests):

    python benchmarks/bench_build.py

- a full build of every bundled book from a cold cache, and again with nothing changed;
- a one-clause edit: one `says` changed in one Changsha file, then a full build (the book's vectors
  and examples are reused: its behaviour key leaves the prose out);
- an edit that changes the behaviour key (a reference added to a clause), so the examples and the
  vectors run again;
- compiled table lookups against a hand-written dictionary lookup.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "generated"))


def full_build(root: Path) -> float:
    """What `rules build --check` does: every book compiled (or taken from the cache), every output."""
    from compiler import pipeline
    start = time.perf_counter()
    outputs, failed = pipeline.outputs_of_all(root)
    assert not failed
    pipeline.build(root, outputs, check=True)
    return time.perf_counter() - start


def restore_cache(saved: str | None) -> None:
    """RULES_CACHE as it was before (unset if it was)."""
    if saved is None:
        os.environ.pop("RULES_CACHE", None)
    else:
        os.environ["RULES_CACHE"] = saved


def designers_copy(root: Path, tmp: Path) -> Path:
    """A copy of the project, built once from a cache of its own, as a designer's first build in
    their checkout leaves it (every file's model cached under its own path: a copy built from the
    project's cache would reuse the project's outputs without ever reading its files, and its first
    edit would parse the whole book)."""
    copy = tmp / "project"
    for part in ("rulebooks", "docs", "generated"):
        shutil.copytree(root / part, copy / part)
    os.environ["RULES_CACHE"] = str(tmp / "cache")
    full_build(copy)
    return copy


def editor(copy: Path, on_aid: bool = False):
    """`edit(text)`: writes one Changsha file of `copy` with its first `says "` become
    `says "` + text (the file the edit benchmarks change). `on_aid`: the `says` of the first clause
    Changsha's aid prints instead, so the aid's HTML changes and its PDF is printed again."""
    if on_aid:
        target, line = aid_clause_source(copy)
    else:
        target, line = sorted((copy / "rulebooks" / "changsha").glob("*.rules"))[3], 1
    original = target.read_text(encoding="utf-8")
    at = sum(len(text) for text in original.splitlines(keepends=True)[:line - 1])   # where the clause starts
    before, after = original[:at], original[at:]
    opening = 'says """' if after.find('says """') == after.find('says "') else 'says "'   # (a long `says` too)
    return lambda text: target.write_text(before + after.replace(opening, opening + text, 1), encoding="utf-8")


def aid_clause_source(copy: Path) -> tuple[Path, int]:
    """The file and line of the first clause Changsha's (first) aid prints."""
    from compiler.pipeline import compile_book
    book = compile_book(copy / "rulebooks" / "changsha", run=False).ir
    listed = next(item.value for item in book.aids[0].items if item.kind == "clause")
    path, line = next(c.source for c in book.clauses if c.id == listed).rsplit(":", 1)
    return (copy / path if not Path(path).is_absolute() else Path(path)), int(line)


def edited_builds(root: Path, tmp: Path, edit: str, build, repeats: int = 1, on_aid: bool = False) -> float:
    """Seconds of `build(copy)` after an edit of one Changsha file of a designer's copy (`editor`,
    with `edit`'s `{n}` the repeat's number: each repeat a different edit, as the same edit twice
    would leave nothing to build), best of `repeats`."""
    saved = os.environ.get("RULES_CACHE")
    try:
        copy = designers_copy(root, tmp)
        write = editor(copy, on_aid)
        best = float("inf")
        for n in range(repeats):
            write(edit.format(n=n))
            start = time.perf_counter()
            build(copy)
            best = min(best, time.perf_counter() - start)
        return best
    finally:
        restore_cache(saved)


def one_clause_edit(root: Path) -> float:
    """A full build after one `says` changed in one Changsha file (the other books are unchanged)."""
    with tempfile.TemporaryDirectory() as tmp:
        return edited_builds(root, Path(tmp), "Edited {n}. ", full_build)


def rule_edit(root: Path) -> float:
    """A full build after an edit that changes what a Changsha clause refers to (a `[ref]` added to
    its text): its behaviour key changes, so its module is loaded and its examples and vectors run
    again (a `says` edit alone reuses them)."""
    with tempfile.TemporaryDirectory() as tmp:
        return edited_builds(root, Path(tmp), "Edited {n}, see [2.2]. ", full_build)


def lookups() -> tuple[float, float]:
    import changsha
    table = changsha.TABLES["crt"]
    plain = {(r, c): table.cells[i][j] for i, r in enumerate(table.rows) for j, c in enumerate(table.columns)}
    n = 20000
    cell = timeit.timeit(lambda: table.cell("9-10", "3:1"), number=n) / n
    dict_get = timeit.timeit(lambda: plain[("9-10", "3:1")], number=n) / n
    full = timeit.timeit(lambda: table.lookup(roll=9, column="3:1"), number=n) / n
    return cell / dict_get, full / dict_get


def main() -> None:
    from dsl.parser import parser
    parser()  # grammar tables load once per process; not part of a build
    with tempfile.TemporaryDirectory() as cache:
        os.environ["RULES_CACHE"] = cache
        cold = full_build(ROOT)
        warm = full_build(ROOT)
        edit = one_clause_edit(ROOT)
        rule = rule_edit(ROOT)
    cell_factor, lookup_factor = lookups()
    print(f"full build, cold cache : {cold:.2f} s   (bar: under 1 s)")
    print(f"full build, unchanged  : {warm:.2f} s")
    print(f"one-clause edit        : {edit:.2f} s   (bar: under 0.2 s)")
    print(f"edit that runs examples: {rule:.2f} s   (a reference added: behaviour key changed)")
    print(f"TABLES['crt'].cell()   : {cell_factor:.1f}x a dict lookup")
    print(f"TABLES['crt'].lookup() : {lookup_factor:.1f}x a dict lookup (with roll ranges and edge rules)")


if __name__ == "__main__":
    main()
