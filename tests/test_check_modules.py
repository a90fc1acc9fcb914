"""The checker's modules as split: `structure` and `rules` each call the parts split out of them
(aids, bare_names, scenarios, scenario_turns; rule_cycles, rule_amounts, rule_exceptions,
rule_rewrites, rule_conflicts), which are plain function modules. A name written in two of them
would have one silently hide the other where it is imported, and a module past the ~400-line
guide is one to split again."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

CHECKS = Path(__file__).resolve().parent.parent / "dsl" / "checks"
FAMILIES = {"structure": ("structure", "aids", "bare_names", "scenarios", "scenario_turns"),
            "rules": ("rules", "rule_cycles", "rule_amounts", "rule_exceptions", "rule_rewrites", "rule_conflicts")}


def _defined(tree: ast.Module) -> set[str]:
    """The names a module defines at its top level: functions, classes, constants."""
    out = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def _from_siblings(tree: ast.Module) -> dict[str, str]:
    """Name → the sibling module of dsl/checks it is imported from (`from .aids import _a`)."""
    return {(a.asname or a.name): node.module for node in tree.body
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module for a in node.names}


def _tree(name: str) -> ast.Module:
    return ast.parse((CHECKS / f"{name}.py").read_text(encoding="utf-8"))


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_each_name_of_a_split_family_is_defined_in_one_module(family):
    where: dict[str, str] = {}
    for name in FAMILIES[family]:
        for defined in _defined(_tree(name)):
            assert defined not in where, f"{defined} is defined in {where[defined]}.py and in {name}.py"
            where[defined] = name
    assert {"check", "_check_cycles", "_check_conflicts"} <= set(where) if family == "rules" else \
        {"check", "_aid_size", "_bare_names", "_turn_fact"} <= set(where)


def test_no_checks_module_defines_a_name_it_imports_from_a_sibling():
    """A function defined again under the name it is imported as would replace the imported one
    for every call below it."""
    for path in sorted(CHECKS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        both = _defined(tree) & set(_from_siblings(tree))
        assert not both, f"{path.name} defines {sorted(both)}, which it also imports"


def test_what_the_parts_import_from_each_other_is_defined_there():
    """Each name a module of the two families imports from a sibling is defined in that sibling (not
    only passed along by its imports: a move would otherwise leave a name behind unnoticed)."""
    for family in FAMILIES.values():
        for name in family:
            for imported, module in _from_siblings(_tree(name)).items():
                if module in family:
                    assert imported in _defined(_tree(module)), f"{name}.py imports {imported} from {module}.py"


def test_the_checks_modules_stay_near_the_size_guide():
    """The ~400-line guide, with room for a docstring's growth: structure.py (782 lines) and rules.py
    (813) were split along their seams."""
    long = {path.name: n for path in sorted(CHECKS.glob("*.py"))
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 450}
    assert not long, f"past the guide: {long}"
