"""A benchmark of what users run, each figure against an anchor measured in the same run
(run by hand, not as a timed test; docs/performance.md reads the figures):

    python benchmarks/bench_users.py [--sizes 1,4,16] [--json benchmarks/results.json]

1. engine calls: each book's combat functions, as an engine calls them, against a dictionary
   lookup of the same answer under a key of the same shape; the same call made to a function of
   the same signature that does nothing (the floor Python sets); and the raw `TABLES[...].lookup()`;
2. front end: each book parsed and built, and fully loaded (resolved and checked), with the cache
   off, against PyYAML's C loader and `json.loads` reading the book's exported model (book.json,
   and the same data as YAML);
3. builds: all books from a cold cache (taking the committed vectors again, and computing them all),
   again unchanged, after a one-clause edit; printing every
   player aid PDF; importing the pipeline (a fresh interpreter) against starting Python;
4. scaling: Changsha copied 1×, 4×, 16× and 64× (`--sizes`) into one book (benchmarks/synthetic.py),
   fully loaded in a fresh process per size: time per KB, and the peak of Python's allocations
   during one load (tracemalloc) per MB of source.

Every time is the best of 5 repeats (2 for the 64× book); fast calls are repeated within each. An
engine call, its dictionary anchor and its empty function are timed in turn, the best of 11 rounds
(`per_call_side_by_side`), so a burst of other work on the machine falls on all three or on none.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "generated"))

REPEATS = 5
BOOKS = ("changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns")


def per_call(fn, repeats: int = REPEATS) -> float:
    """Seconds per call of `fn`: best of `repeats` of about 50 ms each (a quarter of timeit's autorange)."""
    timer = timeit.Timer(fn)
    number = max(1, timer.autorange()[0] // 4)
    return min(timer.repeat(repeats, number)) / number


def per_call_side_by_side(*fns, rounds: int = 2 * REPEATS + 1) -> list[float]:
    """Seconds per call of each of `fns`, timed in turn within each round (about 25 ms each), the
    best of `rounds` rounds: a call and its anchor meet the same moments of a busy machine, where
    timing one after the other's five repeats let a burst of another tenant's work fall on one."""
    timers = [timeit.Timer(fn) for fn in fns]
    numbers = [max(1, t.autorange()[0] // 8) for t in timers]
    best = [float("inf")] * len(fns)
    for _ in range(rounds):
        for i, (timer, number) in enumerate(zip(timers, numbers)):
            best[i] = min(best[i], timer.timeit(number) / number)
    return best


def once(fn, repeats: int = REPEATS) -> float:
    """Seconds for one run of a slow `fn` (a build, a load), best of `repeats`."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


# ---------------------------------------------------------------- 1. engine calls

def engine_cases() -> list[tuple[str, str, str, dict, tuple, object]]:
    """(book, call as shown, the call as Python, the names it reads, its key in the anchor's
    dictionary, the function called or None for a raw lookup): the calls an engine makes to resolve
    a combat. Khalkin-Gol's GCRT is not in the source (declared missing), so its figures are the
    formulas and the table around it; War of the Suns has no combat table, so its figures are the
    random events an engine rolls every turn."""
    import changsha as cs
    import khalkin_gol as kg
    import shanghai_incident as si
    import war_of_the_suns as ws
    kg_facts = dict(hex_terrain_shifts=1, defender_entrenched=True, cas_successes=2, artillery_attacking=1)
    names = {"cs": cs, "kg": kg, "si": si, "ws": ws, "kg_facts": kg_facts}
    cases = [
        ("changsha", None, 'cs.crt(roll=9, column="3:1", attacker="IJA")', (9, "3:1", "IJA")),
        ("changsha", None, 'cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear")',
         (9, 28, 4, "IJA", "clear")),
        ("changsha", None, 'cs.TABLES["crt"].lookup(roll=9, column="3:1")', (9, "3:1")),
        ("shanghai_incident", None, 'si.crt(roll=1, differential=4, terrain="clear")', (1, 4, "clear")),
        ("shanghai_incident", None, 'si.TABLES["crt"].lookup(roll=1, differential=4, terrain="clear")',
         (1, 4, "clear")),
        ("khalkin_gol", None, "kg.combat_percentage(12, 4)", (12, 4)),
        ("khalkin_gol", "net_shift(**4 facts)", "kg.net_shift(**kg_facts)", (1, True, 2, 1)),
        # (the same four facts written as keywords: Python unpacks a `**` dict before any call)
        # (the same dict given as it is, to the function's `given`: no unpacking before the call)
        ("khalkin_gol", "net_shift.given(4 facts)", "kg.net_shift.given(kg_facts)", (1, True, 2, 1)),
        ("khalkin_gol", "net_shift(4 facts by keyword)", "kg.net_shift(hex_terrain_shifts=1, defender_entrenched=True, "
         "cas_successes=2, artillery_attacking=1)", (1, True, 2, 1)),
        ("khalkin_gol", None, "kg.cas_roll(roll=5)", (5,)),
        ("khalkin_gol", None, 'kg.TABLES["cas_roll"].lookup(roll=5)', (5,)),
        ("war_of_the_suns", None, "ws.random_event(7, turn=10)", (7, 10)),
        ("war_of_the_suns", None, 'ws.random_events(roll=7, column="Turns 6-17")', (7, "Turns 6-17")),
        ("war_of_the_suns", None, 'ws.TABLES["random_events"].lookup(roll=7, column="Turns 6-17")',
         (7, "Turns 6-17")),
    ]
    out = []
    for book, shown, source, key in cases:
        module, rest = source.split(".", 1)
        fn = None if rest.startswith("TABLES") else getattr(names[module], rest.split("(", 1)[0].split(".")[0])
        out.append((book, shown or rest, source, names, key, fn))
    return out


def doing_nothing(fn):
    """A function with `fn`'s signature (its parameters, their kinds and defaults) that does
    nothing: the same call made to it is what the call alone costs in Python, before the function
    does any work. Benchmark code, written from the signature's names and defaults only."""
    import inspect
    kinds = inspect.Parameter
    params, namespace, previous = [], {}, None
    for i, p in enumerate(inspect.signature(fn).parameters.values()):
        if previous is kinds.POSITIONAL_ONLY and p.kind is not kinds.POSITIONAL_ONLY:
            params.append("/")
        if p.kind is kinds.KEYWORD_ONLY and previous not in (kinds.KEYWORD_ONLY, kinds.VAR_POSITIONAL):
            params.append("*")
        text = {kinds.VAR_POSITIONAL: "*", kinds.VAR_KEYWORD: "**"}.get(p.kind, "") + p.name
        if p.default is not p.empty:
            namespace[f"_default_{i}"] = p.default
            text += f"=_default_{i}"
        params.append(text)
        previous = p.kind
    if previous is kinds.POSITIONAL_ONLY:
        params.append("/")
    exec(f"def {fn.__name__}({', '.join(params)}):\n    return None\n", namespace)
    nothing = namespace[fn.__name__]
    nothing.given = lambda facts: nothing(**facts)   # (as a package without its C front has it)
    return nothing


def engine() -> list[dict]:
    """Each call repeated (its answer kept after the first call, as an engine resolving many
    combats meets the same inputs again), and each call's first time: the kept answers forgotten
    before every call, so it is checked and computed (less the time `forget()` takes alone). And the
    same call made to a function of the same signature that does nothing (`doing_nothing`): the
    floor Python sets before any work, against the same anchor."""
    from types import SimpleNamespace
    rows = []
    for book, text, source, names, key, fn in engine_cases():
        call = eval(f"lambda: {source}", names)
        answers = {key: call()}          # what an engine would keep if it typed the table in itself
        timed = [lambda: answers[key], call]
        if fn is not None:
            module = source.split(".", 1)[0]
            timed.append(eval(f"lambda: {source}", {**names, module: SimpleNamespace(**{fn.__name__: doing_nothing(fn)})}))
        anchor, t, *empty = per_call_side_by_side(*timed)
        row = {"book": book, "call": text, "ns": t * 1e9, "dict_ns": anchor * 1e9, "ratio": t / anchor}
        if empty:
            row.update(empty_ns=empty[0] * 1e9, empty_ratio=empty[0] / anchor)
        if getattr(fn, "forget", None) is not None:   # (a package built before answers were kept has none)
            forget = fn.forget
            first = per_call(lambda: (forget(), call())) - per_call(forget)
            row.update(first_ns=first * 1e9, first_ratio=first / anchor)
        rows.append(row)
    rows.append(new_strengths())
    return rows


SPREAD_PROCESSES = 7


def engine_spread(processes: int = SPREAD_PROCESSES) -> list[dict]:
    """Each engine-facing call (not the `TABLES` layer) against its dict lookup, in `processes`
    fresh processes: CPython's own cost of a call differs from one process to the next (a call with
    `**facts` is about 230 ns in some, 420 ns in others, as is an empty function's), which one
    process's best round does not show. The ratio's best, median and worst over the processes."""
    runs = []
    for _ in range(processes):
        done = subprocess.run([sys.executable, __file__, "--spread-child"], cwd=ROOT, check=True,
                              capture_output=True, text=True, env=dict(os.environ))
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    out = []
    for i, row in enumerate(runs[0]):
        ratios = sorted(run[i]["ratio"] for run in runs)
        out.append({"book": row["book"], "call": row["call"], "processes": processes,
                    "best": ratios[0], "median": ratios[len(ratios) // 2], "worst": ratios[-1]})
    return out


def spread_child() -> None:
    """In a fresh process: each engine-facing call's ratio to its dict lookup (as `engine` times it)."""
    rows = []
    for book, text, source, names, key, fn in engine_cases():
        if fn is None:
            continue
        call = eval(f"lambda: {source}", names)
        answers = {key: call()}
        anchor, t = per_call_side_by_side(lambda: answers[key], call, rounds=REPEATS)
        rows.append({"book": book, "call": text, "ratio": t / anchor})
    print(json.dumps(rows))


def new_strengths() -> dict:
    """`combat_result` as an engine resolving many combats meets it: strengths it has not seen with
    these facts (its own kept answer forgotten before every call: `_KEPT_combat_result.clear()`,
    its own time taken off), the facts seen before, so the combination of shifts they decide is
    kept for the rules that use it (`runtime.inner`); against a dict lookup of the same answer."""
    import changsha as cs
    key = (9, 28, 4, "IJA", "clear")

    def call():
        return cs.combat_result(9, 28, 4, attacker="IJA", defender_terrain="clear")
    answers = {key: call()}
    anchor = per_call(lambda: answers[key])
    clear = cs._KEPT_combat_result.clear
    t = per_call(lambda: (clear(), call())) - per_call(clear)
    return {"book": "changsha", "call": "combat_result(…) again with new strengths: the shifts kept",
            "ns": t * 1e9, "dict_ns": anchor * 1e9, "ratio": t / anchor}


# ---------------------------------------------------------------- 2. front end

def parse_and_build(folder: Path):
    """The `.rules` files → the built model (no resolution, no checks): what the cache stores."""
    from dsl.builder import build_file, merge
    from dsl.diagnostics import Report
    from dsl.parser import parse
    from dsl.source import SourceFile
    report, parts, shown = Report(), [], []
    for path in sorted(folder.glob("*.rules")):
        src = SourceFile.read(path, path.name)
        parts.append(build_file(src.path, parse(src, report)))
        shown.append(src.path)
    return merge(parts, tuple(shown), report)


def front_end() -> list[dict]:
    import yaml
    from bench_build import restore_cache

    from dsl.loader import load
    from dsl.parser import parser
    saved = os.environ.get("RULES_CACHE")
    os.environ["RULES_CACHE"] = "off"
    parser()   # the grammar tables load once per process, not once per book
    rows = []
    for book in BOOKS:
        folder = ROOT / "rulebooks" / book
        source_kb = sum(p.stat().st_size for p in folder.glob("*.rules")) / 1024
        json_text = (ROOT / "generated" / book / "book.json").read_text(encoding="utf-8")
        yaml_text = yaml.dump(json.loads(json_text), Dumper=yaml.CDumper, allow_unicode=True)
        loaded = load(folder)
        assert not loaded.report.errors, f"{book} does not check"
        build = once(lambda: parse_and_build(folder))
        full = once(lambda: load(folder))
        yaml_t = once(lambda: yaml.load(yaml_text, Loader=yaml.CLoader))
        json_t = once(lambda: json.loads(json_text))
        with tempfile.TemporaryDirectory() as warm_cache:   # every file's model already in the cache
            os.environ["RULES_CACHE"] = warm_cache
            load(folder)
            warm = once(lambda: load(folder))
            os.environ["RULES_CACHE"] = "off"
        rows.append({"book": book, "source_kb": source_kb, "json_kb": len(json_text.encode()) / 1024,
                     "yaml_kb": len(yaml_text.encode()) / 1024, "parse_build_ms": build * 1e3,
                     "load_ms": full * 1e3, "yaml_ms": yaml_t * 1e3, "json_ms": json_t * 1e3,
                     "load_per_yaml": full / yaml_t, "load_per_json": full / json_t,
                     "warm_ms": warm * 1e3, "warm_per_json": warm / json_t})
    restore_cache(saved)
    return rows


# ---------------------------------------------------------------- 3. builds

def builds() -> dict:
    from bench_build import full_build, restore_cache

    from dsl.parser import parser
    parser()
    out = {}
    saved = os.environ.get("RULES_CACHE")
    with tempfile.TemporaryDirectory() as tmp:
        caches = iter(range(REPEATS + 1))

        def cold() -> None:
            os.environ["RULES_CACHE"] = str(Path(tmp) / f"cold-{next(caches)}")   # a new, empty cache
            full_build(ROOT)
        out["cold_s"] = once(cold)
        # The same, with every vector computed: a copy of the project whose generated/ lacks the
        # vectors.json files (the aids' PDFs still there), as after a change of the vector code.
        bare = Path(tmp) / "no-vectors"
        for part in ("rulebooks", "docs", "generated"):
            shutil.copytree(ROOT / part, bare / part, symlinks=True)
        for path in bare.glob("generated/*/vectors.json"):
            path.unlink()

        def cold_computing_vectors() -> None:
            os.environ["RULES_CACHE"] = str(Path(tmp) / f"cold-vectors-{next(caches)}")
            full_build(bare)    # (it finds the vectors.json files missing: they are not written)
        caches = iter(range(REPEATS + 1))
        out["cold_vectors_s"] = once(cold_computing_vectors)
        out["unchanged_s"] = once(lambda: full_build(ROOT))
        out["one_clause_edit_s"] = one_clause_edits(Path(tmp))
        out["one_clause_edit_command_s"] = one_clause_edit_commands(Path(tmp))
        out["one_clause_edit_served_s"] = one_clause_edit_served(Path(tmp))
        out["one_clause_edit_watched_s"] = one_clause_edit_watched(Path(tmp))
        out["one_clause_edit_on_aid_s"] = one_clause_edits(Path(tmp), on_aid=True)
    restore_cache(saved)
    # What a user waits for when nothing changed: the whole command, imports included, in a fresh
    # process (with a cache of its own, warmed by the first run).
    rules = [sys.executable, "-m", "compiler", "build", "--check"]
    with tempfile.TemporaryDirectory() as own:
        env = {**as_users_run(), "RULES_CACHE": own}
        subprocess.run(rules, cwd=ROOT, check=True, capture_output=True, env=env)
        out["noop_command_s"] = once(lambda: subprocess.run(rules, cwd=ROOT, check=True, capture_output=True,
                                                            env=env))
    # And from an empty cache, as a command: what a new machine, CI or a designer's first build waits
    # for (Python's start, the imports and the parser's tables included), best of 3.
    with tempfile.TemporaryDirectory() as empty:
        fresh = iter(range(4))
        out["cold_command_s"] = once(lambda: subprocess.run(
            rules, cwd=ROOT, check=True, capture_output=True,
            env={**as_users_run(), "RULES_CACHE": str(Path(empty) / f"cold-{next(fresh)}")}), 3)
    out["aid_pdfs"] = aid_pdfs()
    start_python = once(lambda: subprocess.run([sys.executable, "-c", "pass"], cwd=ROOT, check=True,
                                               env=as_users_run()))
    import_pipeline = once(lambda: subprocess.run([sys.executable, "-c", "import compiler.pipeline"],
                                                  cwd=ROOT, check=True, env=as_users_run()))
    out["import_pipeline_s"], out["start_python_s"] = import_pipeline, start_python
    return out


def as_users_run() -> dict:
    """The environment of a command as a user's shell gives it: this one, less
    PYTHONDONTWRITEBYTECODE (set on some build machines and sandboxes), with which every command
    compiles every module from its source again (about 0.1 s of a no-op command). The command runs
    in its own process from start to end (`RULES_SERVER=off`: no resident build server takes it, nor
    is one started); `one_clause_edit_served` times the server."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["RULES_SERVER"] = "off"
    return env


def one_clause_edits(tmp: Path, on_aid: bool = False) -> float:
    """A full build after one `says` changed in one Changsha file, as bench_build.py does (in a
    copy first built from a cache of its own, as a designer's checkout is), a different edit each
    repeat. `on_aid`: the `says` of a clause the aid prints, so its PDF is printed again."""
    from bench_build import edited_builds, full_build
    return edited_builds(ROOT, tmp / ("edit-aid" if on_aid else "edit"), "Edited {n}. ", full_build,
                         REPEATS, on_aid=on_aid)


def one_clause_edit_commands(tmp: Path) -> float:
    """The same edit, built by the command a designer types (`rules build`, in a fresh process:
    Python's start, the imports, the parser's tables and the templates included), best of 3."""
    from bench_build import edited_builds
    command = [sys.executable, "-m", "compiler", "build"]
    return edited_builds(ROOT, tmp / "edit-command", "Edited {n}. ",
                         lambda copy: subprocess.run(command, cwd=copy, check=True, capture_output=True,
                                                     env=as_users_run()), 3)


def one_clause_edit_served(tmp: Path, repeats: int = 5) -> float:
    """The same edit, built by the `rules build` command a designer types, handed to the resident
    build server a first command started (`compiler.server_client`; a socket folder of its own),
    best of `repeats`: Python's start and the hand-over, then the build in a process forked from
    the server."""
    from bench_build import edited_builds
    run = Path(tempfile.mkdtemp(prefix="bench-run-", dir="/tmp"))   # (a socket's path is short)
    run.chmod(0o700)
    env = {**as_users_run(), "RULES_SERVER": "on", "XDG_RUNTIME_DIR": str(run), "RULES_SERVER_IDLE": "120"}
    command = [sys.executable, "-m", "compiler", "build"]
    started = []

    def build(copy: Path) -> None:
        if not started:   # (the first command starts the server; it serves the ones after it)
            subprocess.run(command, cwd=copy, check=True, capture_output=True, env=env)
            logs = run / "rules-language"
            end = time.monotonic() + 60
            while not any("serving" in p.read_text() for p in logs.glob("*.log")) and time.monotonic() < end:
                time.sleep(0.05)
            started.append(True)
            return
        subprocess.run(command, cwd=copy, check=True, capture_output=True, env=env)
    try:
        best = edited_builds(ROOT, tmp / "edit-served", "Served {n}. ", build, repeats + 1)
        served = sum(p.read_text().count("served rules build") for p in (run / "rules-language").glob("*.log"))
        if served < repeats:
            raise RuntimeError(f"the build server served {served} of {repeats} commands")
        return best
    finally:
        subprocess.run(["pkill", "-TERM", "-f", str(run)], check=False)
        shutil.rmtree(run, ignore_errors=True)


def one_clause_edit_watched(tmp: Path, repeats: int = 3) -> float:
    """The same edit under `rules build --watch` (a resident process, default interval): seconds
    from the file's write to the watch printing that it built, best of `repeats`."""
    from bench_build import designers_copy, editor, restore_cache
    saved = os.environ.get("RULES_CACHE")
    try:
        copy = designers_copy(ROOT, tmp / "edit-watch")
        write = editor(copy)
        watcher = subprocess.Popen([sys.executable, "-m", "compiler", "build", "--watch"], cwd=copy,
                                   stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=as_users_run())

        def line_starting(prefix: str) -> None:
            for line in watcher.stderr:
                if line.startswith(prefix):
                    return
            raise RuntimeError(f"rules build --watch ended before printing {prefix!r}")
        try:
            line_starting("watching")
            best = float("inf")
            for n in range(repeats):
                write(f"Watched {n}. ")
                start = time.perf_counter()
                line_starting("built")
                best = min(best, time.perf_counter() - start)
            return best
        finally:
            watcher.terminate()
            watcher.wait(timeout=30)
    finally:
        restore_cache(saved)


def aid_pdfs() -> dict:
    """Printing every aid of every book (what a build does when an aid's HTML changed)."""
    from compiler.system_libraries import pdf_unavailable
    reason = pdf_unavailable()
    if reason:
        return {"skipped": reason}
    from compiler.pipeline import compile_book
    from compiler.to_aid import render_html, render_pdf
    pages = []
    for book in BOOKS:
        c = compile_book(ROOT / "rulebooks" / book)
        pages += [render_html(c, aid) for aid in c.loaded.book.aids]
    render_pdf(pages[0])   # WeasyPrint's import and font set-up, once per process
    saved = os.environ.get("RULES_CACHE")
    with tempfile.TemporaryDirectory() as tmp:
        caches = iter(range(REPEATS + 1))

        def from_nothing() -> None:   # a new, empty cache each time: every font subset made
            os.environ["RULES_CACHE"] = str(Path(tmp) / f"pdf-{next(caches)}")
            for html in pages:
                render_pdf(html)
        s = once(from_nothing)
        # Printed again, the subset fonts kept in the cache (an aid whose text was edited: the
        # same glyphs); the cache of the last run above.
        again = once(lambda: [render_pdf(html) for html in pages])
    from bench_build import restore_cache
    restore_cache(saved)
    return {"aids": len(pages), "s": s, "again_s": again}


# ---------------------------------------------------------------- 4. scaling

def scaling(sizes: list[int]) -> list[dict]:
    from synthetic import write_book
    rows = []
    for n in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            size = write_book(n, Path(tmp) / f"changsha_x{n}")
            repeats = REPEATS if n <= 16 else 2      # 64x: minutes per load
            done = subprocess.run([sys.executable, __file__, "--load-child", str(Path(tmp) / f"changsha_x{n}"),
                                   "--repeats", str(repeats)],
                                  cwd=ROOT, check=True, capture_output=True, text=True,
                                  env={**os.environ, "RULES_CACHE": "off"})
        child = json.loads(done.stdout)
        kb, mb = size / 1024, size / 2**20
        rows.append({"copies": n, "source_kb": kb, "load_s": child["load_s"], "errors": child["errors"],
                     "diagnostics": child["diagnostics"], "ms_per_kb": child["load_s"] * 1e3 / kb,
                     "peak_mb": child["peak_mb"], "peak_mb_per_source_mb": child["peak_mb"] / mb,
                     "process_max_rss_mb": child["max_rss_mb"]})
    return rows


def load_child(folder: Path, repeats: int) -> None:
    """In a fresh process: load one synthetic book; print its time, its diagnostics and the peak of
    the memory Python allocated while loading it (one more load, under tracemalloc, untimed)."""
    import tracemalloc

    from dsl.loader import load
    from dsl.parser import parser
    parser()
    t = once(lambda: load(folder), repeats)
    tracemalloc.start()
    loaded = load(folder)
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    print(json.dumps({"load_s": t, "peak_mb": peak, "errors": len(loaded.report.errors),
                      "diagnostics": len(loaded.report.diagnostics),
                      "max_rss_mb": max_rss_mb()}))


def max_rss_mb() -> float:
    """This process's peak resident memory. Linux's VmHWM starts afresh at exec; `ru_maxrss` does
    not (a child started by a big parent reports the parent's peak), so it is only the fallback."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# ---------------------------------------------------------------- report

def machine() -> dict:
    return {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform(),
            "processor": platform.processor() or platform.machine(),
            "load_average_start": [round(x, 2) for x in os.getloadavg()]}


def table(title: str, header: list[str], rows: list[list]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    line = lambda cells: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                   for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    return "\n".join([title, line(header), line(["-" * w for w in widths]), *map(line, rows), ""])


def report(r: dict) -> str:
    m = r["machine"]
    parts = [f"{m['cpus']} CPUs, Python {m['python']}, {m['platform']}; load average "
             f"{m['load_average_start'][0]} at the start, {m['load_average_end'][0]} at the end\n"]
    if "engine" in r:
        parts.append(table("Engine calls (ns per call; bar: within 5x a dict lookup; first: its answer not kept yet)",
                           ["book", "call", "ns", "dict ns", "x dict", "first ns", "first x dict",
                            "empty fn x dict"],
                           [[e["book"], e["call"], f"{e['ns']:.0f}", f"{e['dict_ns']:.0f}", f"{e['ratio']:.1f}",
                             f"{e['first_ns']:.0f}" if "first_ns" in e else "-",
                             f"{e['first_ratio']:.1f}" if "first_ns" in e else "-",
                             f"{e['empty_ratio']:.1f}" if "empty_ratio" in e else "-"]
                            for e in r["engine"]]))
    if "engine_spread" in r:
        n = r["engine_spread"][0]["processes"] if r["engine_spread"] else 0
        parts.append(table(f"Engine calls in {n} fresh processes (x dict: best, median, worst of the processes; "
                           "bar: within 5x)", ["book", "call", "best", "median", "worst"],
                           [[e["book"], e["call"], f"{e['best']:.1f}", f"{e['median']:.1f}", f"{e['worst']:.1f}"]
                            for e in r["engine_spread"]]))
    if "front_end" in r:
        parts.append(table("Front end, cache off (ms; bar: at most as slow as PyYAML's C loader)",
                       ["book", "rules KB", "parse+build", "full load", "JSON KB", "yaml C", "json",
                        "load/yaml", "load/json", "warm load", "warm/json"],
                       [[f["book"], f"{f['source_kb']:.0f}", f"{f['parse_build_ms']:.0f}", f"{f['load_ms']:.0f}",
                         f"{f['json_kb']:.0f}", f"{f['yaml_ms']:.1f}", f"{f['json_ms']:.1f}",
                         f"{f['load_per_yaml']:.2f}", f"{f['load_per_json']:.0f}",
                         f"{f['warm_ms']:.1f}", f"{f['warm_per_json']:.1f}"] for f in r["front_end"]]))
    if "builds" in r:
        parts.append(builds_table(r["builds"]))
    if "scaling" in r:
        parts.append(scaling_table(r["scaling"]))
    return "\n".join(parts)


def builds_table(b: dict) -> str:
    pdf = b["aid_pdfs"]
    pdf_row = ["print every aid PDF", f"skipped: {pdf['skipped']}" if "skipped" in pdf
               else f"{pdf['s']:.2f} s ({pdf['aids']} aids)", "under 3 s"]
    return table("Builds (all four books)", ["what", "time", "bar"], [
        ["full build, cold cache", f"{b['cold_s']:.2f} s", "under 1 s"],
        ["full build, cold cache, every vector computed (no vectors.json to take again)",
         f"{b['cold_vectors_s']:.2f} s" if "cold_vectors_s" in b else "-", ""],
        ["full build, cold cache, `rules build --check` command", f"{b['cold_command_s']:.2f} s",
         "(a new process, an empty cache: a first build)"],
        ["full build, unchanged", f"{b['unchanged_s']:.2f} s", ""],
        ["`rules build --check`, unchanged", f"{b['noop_command_s'] * 1e3:.0f} ms", "under 150 ms"],
        ["one-clause edit", f"{b['one_clause_edit_s'] * 1e3:.0f} ms", "under 200 ms"],
        ["one-clause edit, `rules build` command served by the build server",
         f"{b['one_clause_edit_served_s'] * 1e3:.0f} ms" if "one_clause_edit_served_s" in b else "-",
         "(a resident server a first command started)"],
        ["one-clause edit, `rules build` command", f"{b['one_clause_edit_command_s'] * 1e3:.0f} ms",
         "(a new process; `--watch` keeps one)"],
        ["one-clause edit under `rules build --watch`, save to built",
         f"{b['one_clause_edit_watched_s'] * 1e3:.0f} ms", "(its looks, then the build)"],
        ["one-clause edit of a clause the aid prints (its PDF printed again)",
         f"{b['one_clause_edit_on_aid_s'] * 1e3:.0f} ms" if "one_clause_edit_on_aid_s" in b else "-", ""],
        pdf_row,
        ["print every aid PDF again, their subset fonts kept (as after an edit of their text)",
         f"{pdf['again_s']:.2f} s" if "again_s" in pdf else "-", ""],
        ["import compiler.pipeline", f"{b['import_pipeline_s'] * 1e3:.0f} ms",
         f"python -c pass: {b['start_python_s'] * 1e3:.0f} ms "
         f"({b['import_pipeline_s'] / b['start_python_s']:.1f}x)"],
    ])


def scaling_table(s: list) -> str:
    return table("Scaling: Changsha copied N times, full load in a fresh process (bar: linear)",
                       ["copies", "rules KB", "load s", "ms per KB", "peak MB", "MB per source MB",
                        "process RSS MB", "diagnostics"],
                       [[f"{x['copies']}x", f"{x['source_kb']:.0f}", f"{x['load_s']:.2f}", f"{x['ms_per_kb']:.2f}",
                         f"{x['peak_mb']:.0f}", f"{x['peak_mb_per_source_mb']:.0f}", f"{x['process_max_rss_mb']:.0f}",
                         f"{x['diagnostics']} ({x['errors']} errors)"] for x in s])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="1,4,16,64", help="copies of Changsha for the scaling figures "
                    "(default 1,4,16,64; the 64x book takes about 1.5 minutes: --sizes 1,4,16 leaves it out)")
    ap.add_argument("--json", default=str(ROOT / "benchmarks" / "results.json"), help="where to write the figures")
    ap.add_argument("--only", default="engine,engine_spread,front_end,builds,scaling",
                    help="the sections to run, comma-separated (default all: engine,engine_spread,front_end,"
                         "builds,scaling)")
    ap.add_argument("--load-child", help=argparse.SUPPRESS)
    ap.add_argument("--spread-child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--repeats", type=int, default=REPEATS, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.load_child:
        return load_child(Path(args.load_child), args.repeats)
    sys.path.insert(0, str(ROOT / "benchmarks"))
    if args.spread_child:
        return spread_child()
    sections = {"engine": engine, "engine_spread": engine_spread, "front_end": front_end, "builds": builds,
                "scaling": lambda: scaling([int(x) for x in args.sizes.split(",")])}
    only = [name.strip() for name in args.only.split(",") if name.strip()]
    unknown = [name for name in only if name not in sections]
    if unknown:
        ap.error(f"unknown section(s) {', '.join(unknown)}; choose from {', '.join(sections)}")
    print(f"running {', '.join(n for n in sections if n in only)}; the figures go to {args.json} "
          "(progress on stderr, the tables at the end)", file=sys.stderr, flush=True)
    results = {"machine": machine()}
    for name in sections:   # (each section said as it starts and ends: the whole run takes minutes)
        if name in only:
            started = time.perf_counter()
            print(f"{name} …", file=sys.stderr, flush=True)
            results[name] = sections[name]()
            print(f"{name}: done in {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    results["machine"]["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    print(report(results))
    Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
