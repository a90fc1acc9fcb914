"""Benchmarks of the quality bars in DESIGN §7 (run by hand, not as timed tests):

    python benchmarks/bench_build.py

- a full build of every bundled book from a cold cache, and again with nothing changed;
- a one-clause edit: one `says` changed in one Changsha file, then a full build;
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


def one_clause_edit(root: Path) -> float:
    """A full build after one `says` changed in one Changsha file (the other books are unchanged)."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        shutil.copytree(root / "rulebooks", copy / "rulebooks")
        shutil.copytree(root / "docs", copy / "docs")
        shutil.copytree(root / "generated", copy / "generated")
        full_build(copy)                                          # warm: everything cached
        target = sorted((copy / "rulebooks" / "changsha").glob("*.rules"))[3]
        text = target.read_text(encoding="utf-8")
        target.write_text(text.replace('says "', 'says "Edited. ', 1), encoding="utf-8")
        return full_build(copy)


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
    cell_factor, lookup_factor = lookups()
    print(f"full build, cold cache : {cold:.2f} s   (bar: well under 2 s)")
    print(f"full build, unchanged  : {warm:.2f} s")
    print(f"one-clause edit        : {edit:.2f} s   (bar: well under 1 s)")
    print(f"TABLES['crt'].cell()   : {cell_factor:.1f}x a dict lookup")
    print(f"TABLES['crt'].lookup() : {lookup_factor:.1f}x a dict lookup (with roll ranges and edge rules)")


if __name__ == "__main__":
    main()
