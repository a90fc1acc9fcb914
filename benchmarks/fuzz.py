"""The long fuzz run (issue 14, item 6): mutated bundled rulebooks and texts drawn from the grammar,
checked for internal errors and for diagnostics without a position. Not a test; one command:

    .venv/bin/python benchmarks/fuzz.py [--cases 10000] [--seed 0] [--jobs 2] [--compile]
                                        [--operator classic|grammar|grammar-big|truncate-all|splice|…|all]

`--operator classic` (the default) mutates one file of one bundled book (tests/fuzzing.py: lines
deleted, duplicated, swapped, split, joined; tokens inserted; truncation; flipped bytes), every
tenth case a text drawn from dsl/grammar.lark by hypothesis instead. The other operators
(benchmarks/fuzz_operators.py) splice a clause or table of one book into another, swap tokens,
duplicate, drop or reorder files, change line endings, put in tabs, Unicode confusables and marks,
random bytes in strings and comments, numbers at the edges; `truncate-all` cuts one small file at
every token boundary in turn; `grammar` draws texts from the grammar, `grammar-big` several joined,
with longer names and texts (both seeded by `--seed`); `all` takes them in turn.

Each case runs the front end and the checks (`--compile`: the whole compile, through the examples;
and a book that compiles clean is compiled again in another process, with another hash seed, which
must give the same package, book.json, vectors, pages and aids (HTML) byte for byte, and the
package, written out, must import and its examples pass). Cases are spread over `--jobs` processes;
a case is fixed by `(operator, seed, number)`, so a failure can be replayed with `--only NUMBER`
(with the same `--cases`; `--keep DIR` keeps each input; a drawn text's failure prints the text, as
hypothesis does not always draw the same thousands again). Prints a summary and every failure (its
traceback, or the diagnostics without a position) and exits 1 if there was one.
"""
from __future__ import annotations

import argparse
import hashlib
import importlib
import multiprocessing
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from fuzz_operators import OPERATORS, boundaries, truncate_at  # noqa: E402
from fuzzing import BOOKS, check_front_end, mutated_book, problems  # noqa: E402

_GRAMMAR_TEXTS: list[str] = []
TRUNCATED = ROOT / "rulebooks" / "shanghai_incident" / "00-book.rules"   # the small file truncate-all cuts
KINDS = ["classic", "grammar", "grammar-big", "truncate-all", *OPERATORS]


def _grammar_texts(seed: int, count: int, big: bool = False) -> list[str]:
    """`count` texts drawn from the grammar (hypothesis, seeded by `seed`); `big`: two to six
    texts joined, with longer names, numbers and strings."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as hypothesis_seed
    from hypothesis import strategies as st
    from test_fuzz import grammar_texts

    drawn: list[str] = []
    strategy = grammar_texts()
    if big:
        strategy = st.lists(_big_grammar_texts(), min_size=2, max_size=6).map("\n".join)

    @hypothesis_seed(seed)
    @settings(max_examples=count, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(text):
        drawn.append(text)
    collect()
    return drawn


def _big_grammar_texts():
    from hypothesis import strategies as st
    from hypothesis.extra.lark import from_lark
    from lark import Lark
    from test_fuzz import GRAMMAR, _spaced

    lark = Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual")
    explicit = {name: _spaced(p) for name, p in {
        "NAME": r"[A-Za-z_][A-Za-z0-9_]{0,40}", "CLAUSE_ID": r"[0-9A-Za-z_]{1,3}(\.[0-9A-Za-z_]{1,3}){0,4}",
        "WORD": r"[A-Za-z0-9_]{1,12}", "MARKER_KEY": r"[A-Za-z0-9_]{1,3}", "INT": r"[0-9]{1,30}", "HEX": r"[0-9]{4}",
        "SIGNED_INT": r"[+-][0-9]{1,20}", "DICE": r"[0-9]{1,2}d[0-9]{1,3}",
        "STRING": r'"([^"\\\n\r]|\\[\\"n\[]){0,30}"',
        "RATIO": r"[0-9]{1,4}:[0-9]{1,4}", "FRACTION": r"[0-9]{1,4}/[0-9]{1,4}", "DECIMAL": r"[0-9]{1,4}\.[0-9]{1,8}",
        "LONG_STRING": r'"""[^"\\]{0,40}"""', "GRID_ROW": r"\|( [-A-Za-z0-9/:.+]{0,6} \|){1,8}"}.items()}
    explicit["COMMENT"] = st.just("# a comment\n")
    explicit["_NL"] = st.sampled_from(["\n", "\r\n", "\n\n"])
    return from_lark(lark, explicit=explicit)


def _kind(operator: str, number: int) -> str:
    if operator == "all":
        return KINDS[number % len(KINDS)]
    return operator


def _input(operator: str, kind: str, seed: int, number: int, place: Path) -> tuple[Path, str]:
    """The case's input written under `place`: the book folder or file, and what it was."""
    rng = random.Random(f"{kind}-{seed}-{number}")
    if kind in ("grammar", "grammar-big") or (kind == "classic" and number % 10 == 9 and _GRAMMAR_TEXTS):
        texts = _GRAMMAR_TEXTS if kind == "classic" else _TEXTS[kind]
        target = place / "drawn.rules"
        step = 10 if kind == "classic" else len(KINDS) if operator == "all" else 1
        target.write_text(texts[(number // step) % len(texts)], encoding="utf-8")
        return target, kind if kind != "classic" else "grammar"
    if kind == "truncate-all":
        book = place / TRUNCATED.parent.name
        shutil.copytree(TRUNCATED.parent, book)
        return book, truncate_at(book, TRUNCATED.name, number // len(KINDS) if operator == "all" else number)
    book = BOOKS[number % len(BOOKS)]
    if kind == "classic":
        return mutated_book(book, place, rng), book.name
    copy = place / book.name
    shutil.copytree(book, copy)
    done = OPERATORS[kind](copy, rng, BOOKS) if kind == "splice" else OPERATORS[kind](copy, rng)
    return copy, f"{book.name}: {done}"


_TEXTS: dict[str, list[str]] = {}


def outputs_digest(compiled) -> tuple[str, dict[str, bytes]]:
    """The package, book.json, vectors, web-book pages and aids' HTML (not their PDF: WeasyPrint
    takes seconds) of a clean compiled book, and their SHA-256 together."""
    from compiler.book_render import _pages
    from compiler.to_aid import aid_files, render_html
    from compiler.to_json import dumps, export
    from compiler.to_vectors import vectors
    files = {"__init__.py": compiled.python.encode(), "book.json": dumps(export(compiled.ir)).encode(),
             "vectors.json": dumps(vectors(compiled)).encode()}
    files.update({f"site/{name}": text.encode() for name, text in _pages(compiled).items()})
    for i, aid in enumerate(compiled.ir.aids):
        files[aid_files(aid, i == 0)[0]] = render_html(compiled, aid).encode()
    h = hashlib.sha256()
    for name, blob in files.items():
        h.update(name.encode() + b"\0" + hashlib.sha256(blob).digest())
    return h.hexdigest(), files


def check_compiled(target: Path) -> tuple[list[str], str | None]:
    """The whole compile; the problems, and the outputs' digest when the book is clean."""
    from compiler.pipeline import compile_book
    compiled = compile_book(target)
    missing = problems(compiled.diagnostics(), compiled.sources)
    if not compiled.ok:
        return missing, None
    return missing, outputs_digest(compiled)[0]


def twin(target: str, work: str) -> tuple[str, str]:
    """In the other pool (another hash seed): the digest of the same book compiled again, and ''
    or why its package, written out, does not import or its examples fail."""
    from compiler.pipeline import compile_book
    compiled = compile_book(Path(target))
    if not compiled.ok:
        return "not clean the second time", ""
    digest, files = outputs_digest(compiled)
    folder = Path(tempfile.mkdtemp(dir=work))
    name = f"fuzzpkg_{os.getpid()}_{folder.name}"
    (folder / name).mkdir()
    (folder / name / "__init__.py").write_bytes(files["__init__.py"])
    sys.path.insert(0, str(folder))
    try:
        module = importlib.import_module(name)
        bad = [e.index for e in module.EXAMPLES if not all(e.run())]
        return digest, f"examples {bad} fail when the package is imported" if bad else ""
    except Exception:
        return digest, "the package does not import:\n" + traceback.format_exc()
    finally:
        sys.path.remove(str(folder))
        sys.modules.pop(name, None)
        shutil.rmtree(folder, ignore_errors=True)


def run_case(args: tuple[str, int, int, bool, str, str | None]) -> tuple[int, str, str, str | None, str]:
    """One case: (number, what it was, '' or the failure, the outputs' digest, where its input is kept)."""
    operator, seed, number, whole, work, keep = args
    kind = _kind(operator, number)
    place = Path(work) / "cases" / str(number)   # the same path for the twin build (paths are in the outputs)
    shutil.rmtree(place, ignore_errors=True)
    place.mkdir(parents=True)
    what = kind
    try:
        target, what = _input(operator, kind, seed, number, place)
        if keep:
            shutil.copytree(place, Path(keep) / f"case-{kind}-{seed}-{number}", dirs_exist_ok=True)
        digest = None
        if whole:
            missing, digest = check_compiled(target)
        else:
            missing = check_front_end(target)
        if digest is None:
            shutil.rmtree(place, ignore_errors=True)
        return number, what, _with_text("; ".join(missing), target), digest, str(target)   # a clean book stays for its twin
    except Exception:
        return number, what, _with_text(traceback.format_exc(), place / "drawn.rules"), None, ""


def _with_text(failure: str, target: Path) -> str:
    """A failure of a drawn text, with the text (hypothesis draws thousands alike only from the same
    seed and count, and not always the same ones: the text itself replays the case)."""
    if failure and target.name == "drawn.rules" and target.is_file():
        return f"{failure}\ninput: {target.read_text(encoding='utf-8')!r}"
    return failure


def _init(texts: list[str], extra: dict[str, list[str]], cache: str) -> None:
    _GRAMMAR_TEXTS[:] = texts
    _TEXTS.update(extra)
    os.environ["RULES_CACHE"] = cache
    sys.set_int_max_str_digits(0)


def _pool(jobs: int, hash_seed: str, initargs: tuple) -> ProcessPoolExecutor:
    """A pool of fresh interpreters (spawned) with their own hash seed."""
    old = os.environ.get("PYTHONHASHSEED")
    os.environ["PYTHONHASHSEED"] = hash_seed
    try:
        pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_init, initargs=initargs)
        pool.submit(int).result()   # start them now, while the variable holds
        return pool
    finally:
        if old is None:
            del os.environ["PYTHONHASHSEED"]
        else:
            os.environ["PYTHONHASHSEED"] = old


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--compile", action="store_true", help="run the whole compile, not just the checks; "
                   "build each clean book twice (another hash seed) and import its package")
    p.add_argument("--operator", choices=[*KINDS, "all"], default="classic")
    p.add_argument("--only", type=int, help="replay one case")
    p.add_argument("--keep", help="copy each case's input into this folder")
    args = p.parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.operator == "truncate-all" and args.only is None:
        args.cases = min(args.cases, len(boundaries(TRUNCATED.read_bytes())))
    numbers = [args.only] if args.only is not None else list(range(args.cases))
    needs = [_kind(args.operator, n) for n in range(args.cases)]   # (as many texts for --only: the same ones)
    texts = _grammar_texts(args.seed, max(1, min(1000, needs.count("classic") // 10))) if "classic" in needs else []
    extra = {k: _grammar_texts(args.seed, max(1, min(2000, needs.count(k))), big=k == "grammar-big")
             for k in ("grammar", "grammar-big") if k in needs}
    start = time.perf_counter()
    failures = []
    kinds: dict[str, int] = {}
    twins = 0
    with tempfile.TemporaryDirectory(prefix="rules-fuzz-") as work:
        cache = os.path.join(work, "cache")
        jobs = [(args.operator, args.seed, n, args.compile, work, args.keep) for n in numbers]
        pool = _pool(args.jobs, "1", (texts, extra, cache))
        other = _pool(1, "2", ([], {}, os.path.join(work, "cache-twin"))) if args.compile else None
        try:
            for done, (number, what, failure, digest, kept) in enumerate(pool.map(run_case, jobs, chunksize=8), 1):
                kind = _kind(args.operator, number)
                kinds[kind] = kinds.get(kind, 0) + 1
                if digest is not None and not failure:
                    twins += 1
                    try:
                        again, broken = other.submit(twin, kept, work).result()
                    except Exception:
                        again, broken = "", "the second build failed:\n" + traceback.format_exc()
                    if again != digest:
                        failure = f"not deterministic: {digest} then {again}"
                    failure = failure or broken
                    shutil.rmtree(Path(work) / "cases" / str(number), ignore_errors=True)
                if failure:
                    failures.append((number, what, failure))
                    print(f"case {number} ({what}) FAILED:\n{failure}", flush=True)
                if done % 500 == 0:
                    print(f"{done} cases, {len(failures)} failures, {time.perf_counter() - start:.0f} s", flush=True)
        finally:   # (a run stopped with SIGTERM or ^C stops its workers too, after their case)
            pool.shutdown(cancel_futures=True)
            if other is not None:
                other.shutdown(cancel_futures=True)
    took = time.perf_counter() - start
    print(f"{len(numbers)} cases, seed {args.seed} ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}; "
          f"{twins} built twice) in {took:.0f} s: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
