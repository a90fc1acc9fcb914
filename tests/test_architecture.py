"""The import direction of DESIGN §2: dsl never imports compiler; generated code imports only the
runtime; the runtime imports neither the parser nor anything outside the standard library."""
from __future__ import annotations

import ast
import re
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
    """The runtime is its twelve modules, its C front (`_kept_call`, when built) and the standard
    library; each of its parts imports only the parts below it (inputs; errors and read-only data,
    odds, table answers, values, the built-ins; then tables and exceptions, with when two exceptions
    agree; then the runtime itself)."""
    standard = {"__future__", "contextlib", "contextvars", "copy", "functools", "math", "fractions", "difflib", "unicodedata",
                "reprlib", "os", "importlib.machinery",   # (a long package run in parts, `load_parts`)
                "json"}   # (a large table's data read back, `from_json`)
    data = {".runtime_inputs"}
    odds = data | {".runtime_data"}
    outcomes = odds | {".runtime_odds"}
    values = outcomes | {".runtime_outcomes"}
    places = values | {".runtime_values"}
    parts = {"runtime_inputs": set(), "runtime_data": data, "runtime_odds": odds, "runtime_outcomes": outcomes,
             "runtime_values": values, "runtime_builtins": values, "exception_agreement": set(),
             "runtime_table_places": places, "runtime_table_checks": places | {".runtime_table_places"},
             "runtime_tables": places | {".runtime_table_places", ".runtime_table_checks"},
             "runtime_overrides": {".runtime_data", ".runtime_outcomes", ".runtime_builtins", ".exception_agreement"},
             "runtime": {".runtime_inputs", ".runtime_data", ".runtime_odds", ".runtime_outcomes", ".runtime_values",
                         ".runtime_builtins", ".runtime_tables", ".runtime_overrides", "._kept_call"}}
    for name, below in parts.items():
        assert _imports(ROOT / "dsl" / f"{name}.py") <= standard | below, name


def test_generated_imports_only_the_runtime():
    for path in (ROOT / "generated").glob("*/__init__.py"):
        assert _imports(path) == {"dsl"}, path
        assert "from dsl import runtime as _rt" in path.read_text(encoding="utf-8")


def test_every_module_has_a_docstring():
    for folder in ("dsl", "compiler"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.parent.name == "compiled" and path.parent.parent.name == "templates":
                continue   # Jinja's own output for the shipped templates (test_templates_compiled)
            assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), f"{path} has no docstring"


def test_every_module_is_on_the_map():
    """Each module of the front end, the checker and the back ends (dsl, dsl/checks, compiler) is
    named in docs/architecture.md, where a reader looks for the stage a module belongs to and the
    module that says a diagnostic (dsl/twice.py had been left off)."""
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    unnamed = [str(path.relative_to(ROOT)) for folder in ("dsl", "dsl/checks", "compiler")
               for path in sorted((ROOT / folder).glob("*.py"))
               if path.name != "__init__.py" and not re.search(rf"\b{path.stem}\b", doc)]
    assert not unnamed, f"not named in docs/architecture.md: {unnamed}"


def _methods_once(made: type) -> dict[str, str]:
    """Each method of a class made of mixins, by the class that defines it (asserting no method is
    defined in two of them, or in one and the class itself: one would be silently hidden)."""
    seen: dict[str, str] = {}
    for cls in made.__mro__[:-1]:   # (not `object`)
        for name, value in vars(cls).items():
            if callable(value) and not name.startswith("__"):
                assert name not in seen, f"{name} is defined in {seen[name]} and in {cls.__name__}"
                seen[name] = cls.__name__
    return seen


def test_the_type_checks_mixins_define_each_method_once():
    """`TypeChecker` is made of a mixin per family of nodes (expr_scopes, expr_operators, …)."""
    from dsl.checks.expressions import TypeChecker
    seen = _methods_once(TypeChecker)
    assert len(TypeChecker.__mro__) > 2 and "_Call" in seen and "_Name" in seen


def test_the_python_emitters_and_phrases_mixins_define_each_method_once():
    """`to_python.PythonEmitter` is made of a mixin per part of the module (python_registries,
    python_exceptions, python_public, python_rules), `expr_text.Phrases` of one for values and one
    for conditions (expr_values, expr_conditions)."""
    from compiler.expr_text import Phrases
    from compiler.to_python import PythonEmitter
    emitter = _methods_once(PythonEmitter)
    assert {emitter[m] for m in ("emit", "tables", "exceptions", "public", "formula")} == \
        {"PythonEmitter", "RegistryEmitter", "ExceptionEmitter", "PublicEmitter", "RuleEmitter"}
    phrases = _methods_once(Phrases)
    assert {phrases[m] for m in ("names", "expr", "condition")} == {"Phrases", "ValuePhrases", "ConditionPhrases"}


# The back ends that read only the resolved rule model (dsl.ir): never the checker, never the
# syntax model's tables or expressions.
RULE_MODEL_READERS = ("to_site", "to_aid", "table_data", "table_text", "aid_text", "site_text", "expr_text",
                      "site_words", "clause_names", "templating", "to_python", "python_expr", "python_data",
                      "to_json", "explain", "book_diff", "book_diff_parts", "book_diff_tables",
                      "python_registries", "python_exceptions", "python_public", "python_rules", "python_packing",
                      "expr_values", "expr_conditions", "expr_words")


def _imported_modules(path: Path) -> set[str]:
    """Every module a file imports, `from dsl import model` counted as `dsl.model`."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
            out |= {f"{node.module}.{a.name}" for a in node.names}
    return out


def test_imported_modules_sees_every_form(tmp_path):
    path = tmp_path / "forms.py"
    path.write_text("import dsl.checks.tables\nfrom dsl import model as m\nfrom dsl.checks import expressions\n",
                    encoding="utf-8")
    assert {"dsl.checks.tables", "dsl.model", "dsl.checks.expressions"} <= _imported_modules(path)


def test_site_and_aid_read_only_the_rule_model():
    for name in RULE_MODEL_READERS:
        path = ROOT / "compiler" / f"{name}.py"
        bad = {i for i in _imported_modules(path) if i.startswith(("dsl.checks", "dsl.model", "dsl.resolver"))}
        assert not bad, f"{path.name} imports {sorted(bad)}: read dsl.ir instead"


def test_no_back_end_imports_the_checker():
    for path in (ROOT / "compiler").glob("*.py"):
        bad = {i for i in _imported_modules(path) if i.startswith("dsl.checks")}
        relative = {i for i in _imports(path) if i.startswith("..") or "checks" in i}
        assert not bad and not relative, f"{path.name} imports {sorted(bad | relative)}: read dsl.ir instead"
