"""Fuzzing helpers shared by tests/test_fuzz.py (a few hundred cases in the suite) and
benchmarks/fuzz.py (the documented long run): random mutations of the bundled rulebooks, and the
one property every input must have.

The property: checking any input, however broken, raises nothing (no internal error) and every
diagnostic it gives has a file, a line and a column, and renders.
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

from dsl.diagnostics import render

ROOT = Path(__file__).resolve().parent.parent
BOOKS = sorted(p for p in (ROOT / "rulebooks").iterdir() if p.is_dir() and any(p.glob("*.rules")))

# What a mutation may insert: keywords, punctuation, numbers (one too long), odd characters.
TOKENS = ["book", "clause", "term", "enum", "fact", "constant", "table", "results", "formula", "modifier",
          "combine", "permission", "exception", "sequence", "scenario", "example", "aid", "says", "not",
          "if", "then", "else", "and", "or", "is", "in", "{", "}", "(", ")", "[", "]", "|", ",", ":", "=",
          "==", "=>", "->", ".", "+", "-", "*", "/", '"', '"""', "#", "0", "-1", "+1", "2d6", "3:1", "1/2",
          "0.5", "0943", "1.2.3", "9" * 120, "99d999", "1-99999", "\x00", "\u202e", "\ufeff", "\t", "\r", "\x0c", "é", "termA",
          "not " * 60 + "x", "x" + " + 1" * 60, "(" * 80, ")" * 80]


def _line_ops(lines: list[str], rng: random.Random) -> list[str]:
    if not lines:
        return [rng.choice(TOKENS)]
    k = rng.randrange(len(lines))
    op = rng.choice(["delete", "duplicate", "swap", "insert token", "drop char", "split line", "join lines"])
    line = lines[k]
    if op == "delete":
        return lines[:k] + lines[k + 1:]
    if op == "duplicate":
        return lines[:k + 1] + lines[k:]
    if op == "swap":
        j = rng.randrange(len(lines))
        lines = list(lines)
        lines[k], lines[j] = lines[j], lines[k]
        return lines
    if op == "insert token":
        j = rng.randrange(len(line) + 1)
        sep = rng.choice(["", " "])
        return lines[:k] + [line[:j] + sep + rng.choice(TOKENS) + sep + line[j:]] + lines[k + 1:]
    if op == "drop char" and line:
        j = rng.randrange(len(line))
        return lines[:k] + [line[:j] + line[j + 1:]] + lines[k + 1:]
    if op == "split line" and line:
        j = rng.randrange(len(line))
        return lines[:k] + [line[:j], line[j:]] + lines[k + 1:]
    if op == "join lines" and k + 1 < len(lines):
        return lines[:k] + [line + " " + lines[k + 1]] + lines[k + 2:]
    return lines


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One to three random edits: line edits mostly, sometimes a truncation or flipped bytes."""
    for _ in range(rng.randint(1, 3)):
        roll = rng.random()
        if roll < 0.08 and data:
            data = data[: rng.randrange(len(data))]                       # truncate
        elif roll < 0.16 and data:
            b = bytearray(data)                                             # flip bytes
            for _ in range(rng.randint(1, 4)):
                b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
            data = bytes(b)
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                continue
            data = "\n".join(_line_ops(text.split("\n"), rng)).encode("utf-8")
    return data


def mutated_book(source: Path, dest: Path, rng: random.Random) -> Path:
    """A copy of the book `source` under `dest` with one of its files mutated."""
    book = dest / source.name
    shutil.copytree(source, book)
    victim = rng.choice(sorted(book.glob("*.rules")))
    victim.write_bytes(mutate(victim.read_bytes(), rng))
    return book


def problems(diagnostics, sources) -> list[str]:
    """Every diagnostic without a file, a line and a column (or that does not render)."""
    out = []
    for d in diagnostics:
        s = d.span
        if s is None or not s.path or s.line < 1 or s.column < 1:
            out.append(f"{d.code} {d.message!r} has no position")
        elif not render(d, sources):
            out.append(f"{d.code} {d.message!r} does not render")
    return out


def check_front_end(target: Path) -> list[str]:
    """Load (parse, build, resolve, check) a book or file; raises on an internal error."""
    from dsl.loader import load
    loaded = load(target, ROOT)
    return problems(loaded.report.sorted(), loaded.sources)


def check_everything(target: Path) -> list[str]:
    """The whole compile (front end, lowering, Python, examples); raises on an internal error."""
    from compiler.pipeline import compile_book
    compiled = compile_book(target)
    return problems(compiled.diagnostics(), compiled.sources)
