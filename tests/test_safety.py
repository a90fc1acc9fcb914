"""Hostile text in a rulebook cannot change the meaning of generated Python or HTML, and output is
deterministic. The fixture's header note carries quotes, backslashes, </script>, template syntax
and triple quotes."""
from __future__ import annotations

import ast
import filecmp
import shutil
import subprocess
import sys
from pathlib import Path

from compiler.pipeline import compile_book

FIXTURE = Path(__file__).parent / "cases" / "fixture"
HOSTILE = 'Hostile text stays text: "quotes", \\backslash, </script>, {{ template }}, {% tag %}, \'\'\' and """.'


def test_hostile_text_is_data_in_python():
    c = compile_book(FIXTURE)
    tree = ast.parse(c.python)
    strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    assert HOSTILE in strings
    assert c.module.BOOK.notes == (HOSTILE,)


def test_hostile_text_is_escaped_in_pages(tmp_path):
    from compiler.to_site import book_pages, environment
    c = compile_book(FIXTURE)
    page = book_pages(c, environment())["index.md"]
    assert "</script>" not in page and "&lt;/script&gt;" in page
    assert "{{ template }}" not in page  # escaped braces: Markdown shows them, nothing evaluates them


def test_no_rulebook_text_outside_literals():
    """Every name in the generated module is either a Python builtin, the runtime, or a rulebook
    identifier that the grammar restricts to [A-Za-z_][A-Za-z0-9_]*."""
    c = compile_book(FIXTURE)
    for node in ast.walk(ast.parse(c.python)):
        if isinstance(node, ast.Name):
            assert node.id.isidentifier()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names]
            assert (getattr(node, "module", None), names) == ("dsl", ["runtime"])


def _build_into(root: Path, dest: Path) -> None:
    shutil.copytree(root / "rulebooks", dest / "rulebooks")
    shutil.copytree(root / "docs", dest / "docs")
    shutil.copy(root / "pyproject.toml", dest / "pyproject.toml")
    out = subprocess.run([sys.executable, "-m", "compiler", "build"], cwd=dest, capture_output=True, text=True,
                         env={"RULES_ROOT": str(dest), "PATH": "", "PYTHONPATH": str(root), "RULES_SERVER": "off"})
    assert out.returncode == 0, out.stderr


def test_build_is_deterministic(tmp_path, root):
    _build_into(root, tmp_path / "a")
    _build_into(root, tmp_path / "b")
    cmp = filecmp.dircmp(tmp_path / "a" / "generated", tmp_path / "b" / "generated")

    def same(d):
        assert not d.diff_files and not d.left_only and not d.right_only, (d.diff_files, d.left_only, d.right_only)
        for sub in d.subdirs.values():
            same(sub)
    same(cmp)


def test_failed_build_leaves_generated_intact(tmp_path, root):
    _build_into(root, tmp_path)
    before = {p: p.read_bytes() for p in (tmp_path / "generated").rglob("*") if p.is_file()}
    bad = tmp_path / "rulebooks" / "shanghai_incident" / "99-bad.rules"
    bad.write_text('clause 99 "Broken" { says "see [404]" }\n')
    out = subprocess.run([sys.executable, "-m", "compiler", "build"], cwd=tmp_path, capture_output=True, text=True,
                         env={"RULES_ROOT": str(tmp_path), "PATH": "", "PYTHONPATH": str(root), "RULES_SERVER": "off"})
    assert out.returncode == 1 and "E201" in out.stderr and "Traceback" not in out.stderr
    after = {p: p.read_bytes() for p in (tmp_path / "generated").rglob("*") if p.is_file()}
    assert before == after


def test_generated_is_up_to_date(root):
    out = subprocess.run([sys.executable, "-m", "compiler", "build", "--check"], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
