"""The long fuzz run (issue 14, item 6): mutated bundled rulebooks and texts drawn from the grammar,
checked for internal errors and for diagnostics without a position. Not a test; one command:

    .venv/bin/python benchmarks/fuzz.py [--cases 10000] [--seed 0] [--jobs 2] [--compile]

Each case mutates one file of one bundled book (tests/fuzzing.py: lines deleted, duplicated,
swapped, split, joined; tokens inserted; truncation; flipped bytes) and runs the front end and the
checks (`--compile`: the whole compile, through the examples). Every tenth case is a text drawn from
dsl/grammar.lark by hypothesis instead. Cases are spread over `--jobs` processes; a case is fixed by
`(seed, number)`, so a failure can be replayed with `--only NUMBER`. Prints a summary and every
failure (its traceback, or the diagnostics without a position) and exits 1 if there was one.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from fuzzing import BOOKS, check_everything, check_front_end, mutated_book  # noqa: E402

_GRAMMAR_TEXTS: list[str] = []


def _grammar_texts(seed: int, count: int) -> list[str]:
    """`count` texts drawn from the grammar (hypothesis, derandomized by `seed`)."""
    from hypothesis import HealthCheck, given, settings
    from test_fuzz import grammar_texts

    drawn: list[str] = []

    @settings(max_examples=count, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(grammar_texts())
    def collect(text):
        drawn.append(text)
    collect()
    return drawn


def run_case(args: tuple[int, int, bool, str]) -> tuple[int, str, str]:
    """One case: (number, what it was, '' or the failure)."""
    seed, number, whole, work = args
    rng = random.Random(f"{seed}-{number}")
    place = Path(work) / f"w{os.getpid()}"
    try:
        if number % 10 == 9 and _GRAMMAR_TEXTS:
            text = _GRAMMAR_TEXTS[(number // 10) % len(_GRAMMAR_TEXTS)]
            place.mkdir(exist_ok=True)
            target = place / "drawn.rules"
            target.write_text(text, encoding="utf-8")
            what = "grammar"
        else:
            book = BOOKS[number % len(BOOKS)]
            shutil.rmtree(place / book.name, ignore_errors=True)
            place.mkdir(exist_ok=True)
            target = mutated_book(book, place, rng)
            what = book.name
        missing = (check_everything if whole else check_front_end)(target)
        return number, what, "; ".join(missing)
    except Exception:
        return number, "?", traceback.format_exc()


def _init(texts: list[str], cache: str) -> None:
    _GRAMMAR_TEXTS[:] = texts
    os.environ["RULES_CACHE"] = cache


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--compile", action="store_true", help="run the whole compile, not just the checks")
    p.add_argument("--only", type=int, help="replay one case")
    args = p.parse_args(argv)
    numbers = [args.only] if args.only is not None else list(range(args.cases))
    texts = _grammar_texts(args.seed, max(1, min(1000, args.cases // 10)))
    start = time.perf_counter()
    failures = []
    kinds: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="rules-fuzz-") as work:
        cache = os.path.join(work, "cache")
        jobs = [(args.seed, n, args.compile, work) for n in numbers]
        with ProcessPoolExecutor(args.jobs, initializer=_init, initargs=(texts, cache)) as pool:
            for done, (number, what, failure) in enumerate(pool.map(run_case, jobs, chunksize=8), 1):
                kinds[what] = kinds.get(what, 0) + 1
                if failure:
                    failures.append((number, what, failure))
                    print(f"case {number} ({what}) FAILED:\n{failure}", flush=True)
                if done % 500 == 0:
                    print(f"{done} cases, {len(failures)} failures, {time.perf_counter() - start:.0f} s", flush=True)
    took = time.perf_counter() - start
    print(f"{len(numbers)} cases ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}) "
          f"in {took:.0f} s: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
