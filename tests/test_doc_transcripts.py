"""Every command transcript shown in README.md and docs/ is what the command prints today.

Each ```console block is a list of `$ command` lines, each followed by its output. The blocks of a
page run in order, in bash, as a reader would type them — with the project's `rules`, `python` and
`mkdocs` first on PATH (an activated venv), in a folder set up as the page describes (a copy of this
project, the tutorial's `mygame/` as far as the page has written it, a folder with one file) and a
fresh build cache, so a second build says "unchanged" where a reader's would. Output is stdout, then
stderr; only timings like `(0.63s)` are normalised. A console block without a setup below fails
`test_every_transcript_has_a_setup`, so no transcript can go untested.
"""
from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable
from conftest import ROOT

TUTORIAL = ROOT / "tests" / "cases" / "tutorial"
BIN = Path(sys.executable).parent
PAGES = ["README.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md"))]
_TIME = re.compile(r"\b\d+\.\d\ds\)")


def console_blocks(page: str) -> list[list[tuple[str, list[str]]]]:
    """The console blocks of a page: each a list of (command, output lines)."""
    text = (ROOT / page).read_text(encoding="utf-8")
    blocks = []
    for body in re.findall(r"```console\n(.*?)```", text, re.S):
        steps: list[tuple[str, list[str]]] = []
        for line in body.rstrip("\n").split("\n"):
            if line.startswith("$ "):
                steps.append((line[2:], []))
            else:
                assert steps, f"{page}: output before any command in a console block"
                steps[-1][1].append(line)
        blocks.append(steps)
    return blocks


def normalise(lines: list[str]) -> list[str]:
    return [_TIME.sub("N.NNs)", x.rstrip()) for x in lines]


class Workspace:
    """The folders a page's transcripts run in, and the state they carry from block to block."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
                        RULES_CACHE=str(tmp / "cache"))
        self.env.pop("RULES_ROOT", None)
        self._project: Path | None = None

    def project(self) -> Path:
        """A copy of this project, as a fresh clone has it (once per page)."""
        if self._project is None:
            self._project = self.tmp / "project"
            skip = {".venv", ".git", ".pytest_cache", "test-artifacts", "site"}
            shutil.copytree(ROOT, self._project, ignore=lambda folder, names: [
                n for n in names if (Path(folder).resolve() == ROOT and n in skip) or n == "__pycache__"
                or n.endswith(".egg-info")])
        return self._project

    def mygame(self, files: int = 6, edits: dict[str, tuple[str, str]] | None = None, source: bool = False) -> Path:
        """The tutorial's `mygame/`: its first `files` rulebook files, with (old, new) text edits;
        with `source`, the printed rules of Bridgehead beside them (bridgehead.txt)."""
        book = self.tmp / "mygame" / "rulebooks" / "bridgehead"
        book.mkdir(parents=True, exist_ok=True)
        for f in book.glob("*.rules"):
            f.unlink()
        for f in sorted(TUTORIAL.glob("*.rules"))[:files]:
            text = f.read_text(encoding="utf-8")
            for old, new in (edits or {}).get(f.name, ()):
                assert old in text, (f.name, old)
                text = text.replace(old, new)
            (book / f.name).write_text(text, encoding="utf-8")
        if source:
            shutil.copy(TUTORIAL / "bridgehead.txt", self.tmp / "mygame" / "bridgehead.txt")
        return self.tmp / "mygame"

    def lone(self, name: str) -> Path:
        """A folder holding one file of tests/cases/docs/, and nothing else."""
        folder = self.tmp / "lone"
        folder.mkdir(exist_ok=True)
        shutil.copy(ROOT / "tests" / "cases" / "docs" / name, folder / name)
        return folder

    def run(self, cwd: Path, steps: list[tuple[str, list[str]]]) -> list[str]:
        """Run the commands in one bash session; the transcript as the page shows it."""
        out = self.tmp / "out"
        out.mkdir(exist_ok=True)
        script = ["rc=0"]
        for i, (command, _) in enumerate(steps):
            script.append(f'(exit $rc); {{ {command} ; }} >"{out}/{i}.out" 2>"{out}/{i}.err" </dev/null; rc=$?')
        subprocess.run(["bash", "-c", "\n".join(script)], cwd=cwd, env=self.env, timeout=600)
        lines = []
        for i, (command, _) in enumerate(steps):
            lines.append(f"$ {command}")
            for stream in ("out", "err"):
                lines += (out / f"{i}.{stream}").read_text(encoding="utf-8").splitlines()
        return lines


# The mistakes of tutorial step 7.
MISTAKES = {"03-combat.rules": [("best of (woods_shift, town_shift)", "best of (wood_shift, town_shift)"),
                                ("      | 4-5 | A1  | A1/D1 | DR1   | D1R1  |", "      | 4   | A1  | A1/D1 | DR1   | D1R1  |")]}
WRONG_EXAMPLE = {"03-combat.rules": [('crt(roll: 6, column: 2:1) == "D1R1"', 'crt(roll: 6, column: 2:1) == "D1R2"')]}

# For each page, its console blocks in order: (first command, folder to run in, needs PDFs).
SETUPS = {
    "README.md": [],
    "docs/cli.md": [
        ("rules check", Workspace.project, False),
        ("rules check rulebooks/shanghai_incident/03-combat.rules", Workspace.project, False),
        ("rules check --draft draft.rules", lambda w: w.lone("draft.rules"), False),
        ("rules check brace.rules", lambda w: w.lone("brace.rules"), False),
        ("rules check syntax.rules", lambda w: w.lone("syntax.rules"), False),
        ("rules check --format json syntax.rules", lambda w: w.lone("syntax.rules"), False),
        ("rules build", Workspace.project, True),
        ("rules build", lambda w: w.mygame(edits=MISTAKES), False),
        ("rules build --check", Workspace.project, True),
        ("echo >> docs/architecture.md", Workspace.project, True),
        ("rules export shanghai_incident --format json > shanghai_incident.json", Workspace.project, False),
        ("rules coverage bridgehead --source bridgehead.txt", lambda w: w.mygame(source=True), False),
        ("rules coverage khalkin_gol --numbers", Workspace.project, False),
        ('rules explain changsha "crt(roll: 9, column: odds(28, 4), attacker: IJA)"', Workspace.project, False),
        ('rules explain changsha "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, air_support: '
         'bomber)" | head -15', Workspace.project, False),
        ('rules explain changsha "combat_result(12, 10, 10, attacker: KMT, defender_terrain: peak, air_support: '
         'bomber)" | sed -n', Workspace.project, False),
        ('rules explain changsha "combat_odds(5, 11)"', Workspace.project, False),
        ('rules explain khalkin_gol "objective_rp(5, scenario: may_1939, gt: 1)"', Workspace.project, False),
        ('rules explain shanghai_incident "crt(roll: 1, differential: 4)"', Workspace.project, False),
        ("rules odds changsha crt --drm 1", Workspace.project, False),
        ("rules aid bridgehead --out aid", Workspace.mygame, True),
        ("python -m compiler.aid_preview shanghai_incident", Workspace.project, True),
        ("rules new bridgehead", Workspace.mygame, False),
        ("cp -r rulebooks/changsha errata", Workspace.project, False),
        ("rules fmt --check messy.rules", lambda w: w.lone("messy.rules"), False),
    ],
    "docs/json.md": [],
    "docs/tutorial.md": [
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(1), False),
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(2), False),
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(3), False),
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(4), False),
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(5), False),
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(6, MISTAKES), False),
        ("rules check rulebooks/bridgehead", lambda w: w.mygame(6, WRONG_EXAMPLE), False),
        ("rules build", lambda w: w.mygame(6), True),
        ("PYTHONPATH=generated python", lambda w: w.tmp / "mygame", False),
        ("cd .. && mkdir my_war && cd my_war", lambda w: w.tmp / "mygame", True),
    ],
}


def test_every_transcript_has_a_setup():
    for page in PAGES:
        blocks = console_blocks(page)
        setups = SETUPS.get(page, [])
        assert len(blocks) == len(setups), f"{page}: {len(blocks)} console blocks, {len(setups)} setups in SETUPS"
        for block, (first, _, _) in zip(blocks, setups):
            assert block[0][0].startswith(first), f"{page}: a block starts with {block[0][0]!r}, its setup with {first!r}"


@pytest.mark.parametrize("page", [p for p in PAGES if SETUPS.get(p)])
def test_transcripts_are_what_the_commands_print(page, tmp_path):
    w = Workspace(tmp_path)
    no_pdf = pdf_unavailable()
    ran, stale = 0, []
    for steps, (_, folder, needs_pdf) in zip(console_blocks(page), SETUPS[page]):
        if needs_pdf and no_pdf:
            continue
        shown = normalise([line for (command, output) in steps for line in [f"$ {command}", *output]])
        printed = normalise(w.run(folder(w), steps))
        if printed != shown:
            stale.append("\n".join(difflib.unified_diff(shown, printed, f"{page} shows", "the commands print",
                                                        lineterm="")))
        ran += 1
    assert not stale, "\n\n".join(stale)
    if no_pdf and ran < len(SETUPS[page]):
        pytest.skip(f"{len(SETUPS[page]) - ran} transcripts need player aid PDFs: {no_pdf}")


def test_files_the_transcripts_use_are_the_files_shown():
    """cli.md shows `syntax.rules` before checking it: the transcript checks exactly that text."""
    page = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    shown = re.search(r"For this file, `syntax.rules`.*?```text\n(.*?)```", page, re.S).group(1)
    assert shown == (ROOT / "tests" / "cases" / "docs" / "syntax.rules").read_text(encoding="utf-8")
    for name in ("draft.rules", "brace.rules"):
        shown = re.search(rf"`{name}`.*?```text\n(.*?)```", page, re.S).group(1)
        assert shown == (ROOT / "tests" / "cases" / "docs" / name).read_text(encoding="utf-8"), name


def test_the_setup_commands_use_the_activated_venv():
    """README and tutorial install into .venv and activate it; no page mixes in `.venv/bin/…` commands."""
    for page in ("README.md", "docs/tutorial.md"):
        text = (ROOT / page).read_text(encoding="utf-8")
        assert ". .venv/bin/activate" in text, page
        assert ".venv/bin/" not in text.replace(".venv/bin/activate", ""), f"{page} mixes .venv/bin/… with the activated venv"
