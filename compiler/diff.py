"""`rules diff OLD NEW`: the changes in meaning between two versions of one book, for errata. Fed by:
`dsl.loader` (each version loaded, resolved and checked) and `dsl.lower` (its rule model), then
`book_diff.compare`. A version is a book folder (or a book's id), or `REV:PATH`, a book folder as
git holds it at a revision (its `.rules` files read with `git show` into a temporary folder).

With `--examples`, the examples are run too (`diff_examples`).

Exit codes as diff(1): 0 no change in meaning, 1 changes, 2 trouble (a version that cannot be read,
or has errors: its diagnostics are printed).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path


class DiffError(Exception):
    """A version that cannot be read: the message says which and why."""


def _git(args: list[str], cwd: Path) -> bytes:
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
    except OSError as err:
        raise DiffError(f"git could not be run ({err.strerror}): a REV:PATH version needs git") from None
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise DiffError(said[-1] if said else f"git {args[0]} failed")
    return done.stdout


def _from_git(spec: str, rev: str, path: str, into: Path) -> Path:
    """The book folder `path` at revision `rev`, written into `into`: the folder it was written to."""
    try:
        return _read_git(spec, rev, path, into)
    except DiffError as err:
        said = str(err)
        raise DiffError(said if said.startswith(spec) else f"{spec}: {said}") from None


def _read_git(spec: str, rev: str, path: str, into: Path) -> Path:
    here = Path.cwd()
    try:
        top = Path(_git(["rev-parse", "--show-toplevel"], here).decode().strip())
    except DiffError:
        raise DiffError(f"{spec}: {here} is in no git repository, so a revision cannot be read") from None
    inside = os.path.relpath(os.path.normpath(os.path.join(here, path)), top)
    if inside.startswith(".."):
        raise DiffError(f"{spec}: {path} is outside the git repository at {top}")
    inside = "" if inside == "." else inside.replace(os.sep, "/")
    try:
        _git(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], top)
    except DiffError:
        raise DiffError(f"{spec}: git knows no revision {rev!r}") from None
    try:
        listed = _git(["ls-tree", "-z", "--name-only", f"{rev}:{inside}" if inside else rev], top)
    except DiffError:
        raise DiffError(f"{spec}: at {rev}, git holds no folder {inside}") from None
    names = sorted(n for n in listed.decode("utf-8", "surrogateescape").split("\0")
                   if n.endswith(".rules") and not n.startswith(".") and "/" not in n)
    if not names:
        raise DiffError(f"{spec}: at {rev}, {inside or 'the top folder'} holds no .rules file")
    folder = into / (Path(inside).name or "book")
    folder.mkdir(parents=True)
    for name in names:
        (folder / name).write_bytes(_git(["show", f"{rev}:{inside}/{name}" if inside else f"{rev}:{name}"], top))
    return folder


def _folder(spec: str, root: Path, into: Path) -> Path:
    """The book folder a version names: a folder, a book's id under rulebooks/, or `REV:PATH`."""
    if not spec.strip():
        raise DiffError("an empty name is no book: give a book folder, a book id or REV:PATH")
    p = Path(spec)
    if p.is_dir():
        if not any(n.endswith(".rules") for n in os.listdir(p)):
            raise DiffError(f"{spec} holds no .rules file: give a book folder")
        return p
    if p.exists():
        raise DiffError(f"{spec} is not a folder: give a book folder (its .rules files are one book)")
    if "/" not in spec and (root / "rulebooks" / spec).is_dir():
        return root / "rulebooks" / spec
    if ":" in spec:
        rev, path = spec.split(":", 1)
        if rev:
            return _from_git(spec, rev, path or ".", into)
    raise DiffError(f"no book folder named {spec!r}: give a book folder, a book id under rulebooks/, "
                    "or REV:PATH (a book folder at a git revision, e.g. HEAD~1:rulebooks/changsha)")


def _model(spec: str, folder: Path, base: Path):
    """The version as loaded and its rule model, or DiffError with its diagnostics when it has errors."""
    from dsl.diagnostics import render
    from dsl.index import index
    from dsl.loader import load
    from dsl.lower import lower
    loaded = load(folder, base)
    if not loaded.ok:
        shown = "\n".join(render(d, loaded.sources) for d in loaded.report.errors)
        n = len(loaded.report.errors)
        raise DiffError(f"{spec} has {n} error{'' if n == 1 else 's'}, so its meaning cannot be compared:\n{shown}")
    return loaded, lower(loaded, index(loaded))


def run(old: str, new: str, as_json: bool, root: Path, out=None, examples: bool = False) -> int:
    """Compare the two versions and write the report: 0 no change in meaning, 1 changes. With
    `examples`, the examples the new rules no longer bear out are changes too (`diff_examples`)."""
    from .book_diff import compare, ordered
    out = out or sys.stdout
    with tempfile.TemporaryDirectory(prefix="rules-diff-") as tmp:
        loaded = []
        for side, spec in (("old", old), ("new", new)):
            into = Path(tmp) / side
            folder = _folder(spec, root, into)
            base = into if folder.is_relative_to(into) else Path.cwd()
            loaded.append(_model(spec, folder, base))
    models = [rules for _, rules in loaded]
    changes = compare(*models)
    if examples:
        from .diff_examples import example_changes
        changes = ordered(changes + example_changes(*loaded[0], *loaded[1]), *models)
    if as_json:
        out.write(json.dumps([c.record() for c in changes], ensure_ascii=False, indent=1) + "\n")
    else:
        out.write(text_report(changes, *models, old, new))
    return 1 if changes else 0


def text_report(changes, old_book, new_book, old: str, new: str) -> str:
    """The changes grouped by clause, each group headed by its number and title."""
    if not changes:
        return f"{old} → {new}: no change in meaning\n"
    titles = {c.id: c.title for c in old_book.clauses}
    titles.update({c.id: c.title for c in new_book.clauses})
    lines = [f"{old} → {new}: {len(changes)} change{'' if len(changes) == 1 else 's'} in meaning"]
    group: object = ()
    for c in changes:
        heading = (f"{c.clause} {titles.get(c.clause, '')}".rstrip() if c.clause else
                   "Player aids" if c.kind.startswith("aid") else "The book as a whole")
        if heading != group:
            group = heading
            lines.append("")
            lines.append(heading)
        lines.append(f"  - {c.text}")
        if c.kind == "clause text":
            lines.append(f"      was: {c.old}")
            lines.append(f"      now: {c.new}")
    return "\n".join(lines) + "\n"
