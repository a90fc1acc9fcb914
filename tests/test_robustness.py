"""Bad input of any kind gives diagnostics, never a traceback: rulebooks mutated at random (with a
fixed seed, so the run is repeatable) go through the whole front end and the examples."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from compiler.pipeline import compile_book
from dsl.diagnostics import render

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "tests" / "cases" / "fixture", ROOT / "rulebooks" / "shanghai_incident"]
NOISE = '{}[]()|"\\:=,.-+^_#0aZ'


def _mutate(lines: list[str], rng: random.Random) -> list[str]:
    k = rng.randrange(len(lines))
    op = rng.choice(["delete", "duplicate", "drop char", "insert char", "swap words"])
    line = lines[k]
    if op == "delete":
        return lines[:k] + lines[k + 1:]
    if op == "duplicate":
        return lines[:k + 1] + lines[k:]
    if op == "drop char" and line:
        j = rng.randrange(len(line))
        return lines[:k] + [line[:j] + line[j + 1:]] + lines[k + 1:]
    if op == "insert char":
        j = rng.randrange(len(line) + 1)
        return lines[:k] + [line[:j] + rng.choice(NOISE) + line[j:]] + lines[k + 1:]
    words = line.split(" ")
    if len(words) > 2:
        a, b = rng.sample(range(len(words)), 2)
        words[a], words[b] = words[b], words[a]
    return lines[:k] + [" ".join(words)] + lines[k + 1:]


@pytest.mark.parametrize("seed", range(40))
def test_mutated_rulebooks_give_diagnostics_not_tracebacks(seed, tmp_path):
    rng = random.Random(seed)
    source = SOURCES[seed % len(SOURCES)]
    book = tmp_path / source.name
    shutil.copytree(source, book)
    victim = rng.choice(sorted(book.glob("*.rules")))
    lines = victim.read_text(encoding="utf-8").splitlines()
    for _ in range(rng.randint(1, 3)):
        lines = _mutate(lines, rng)
    victim.write_text("\n".join(lines) + "\n", encoding="utf-8")
    compiled = compile_book(book)                     # must not raise
    for d in compiled.diagnostics():                  # and every diagnostic must render
        assert render(d, compiled.sources)
