"""The import direction of DESIGN §2: dsl never imports compiler; generated code imports only the
runtime; the runtime imports neither the parser nor anything outside the standard library."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            out.add(("." * node.level) + (node.module or ""))
    return out


def test_dsl_never_imports_compiler():
    for path in (ROOT / "dsl").rglob("*.py"):
        assert not any(i.startswith("compiler") for i in _imports(path)), path


def test_runtime_is_standalone():
    assert _imports(ROOT / "dsl" / "runtime.py") <= {"__future__", "math", "fractions", ".runtime_inputs"}
    assert _imports(ROOT / "dsl" / "runtime_inputs.py") <= {"__future__", "difflib", "fractions"}


def test_generated_imports_only_the_runtime():
    for path in (ROOT / "generated").glob("*/__init__.py"):
        assert _imports(path) == {"dsl"}, path
        assert "from dsl import runtime as _rt" in path.read_text(encoding="utf-8")


def test_every_module_has_a_docstring():
    for folder in ("dsl", "compiler"):
        for path in (ROOT / folder).rglob("*.py"):
            assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), f"{path} has no docstring"
