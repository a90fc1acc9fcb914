"""`builder.ToModel` is made of a mixin per family of grammar rules (`build_declarations`,
`build_tables`, `build_rules`, `build_scenarios`, `build_examples`, `build_expressions`): each rule's
method is written once among them, every rule that can make a tree has one in the walk's table
(`builder._FUNCTIONS`, which both walks read, the C one and the Python one), and that table holds
only the grammar's rules. A method left without `v_args` in a plain mixin, or written twice, would
otherwise be missing from the table or silently hidden by the other."""
from __future__ import annotations

from dsl import builder
from dsl.parser import parser


def _mixins() -> list[type]:
    return [cls for cls in builder.ToModel.__mro__ if cls.__module__.startswith("dsl.")]


def test_each_rules_method_is_written_once():
    seen: dict[str, str] = {}
    for cls in _mixins():
        for name, value in vars(cls).items():
            if callable(value) and not name.startswith("_"):
                assert name not in seen, f"{name} is defined in {seen[name]} and in {cls.__name__}"
                seen[name] = cls.__name__
    assert {"DeclarationsToModel", "TablesToModel", "RulesToModel", "ScenariosToModel", "ExamplesToModel",
            "ExpressionsToModel"} <= set(seen.values())
    assert seen["table"] == "TablesToModel" and seen["scenario"] == "ScenariosToModel"


def test_every_rule_that_makes_a_tree_has_its_function_and_no_other():
    """The rules whose trees reach the builder: all but `_rule`s (spliced into their parent) and a
    `?rule`'s alternatives of one kept child (that child stands for it)."""
    needed = set()
    for rule in parser().rules:
        name = str(rule.alias or rule.origin.name)
        kept = [s for s in rule.expansion if not (s.is_term and s.filter_out)]
        if name.startswith("_") or (rule.options.expand1 and rule.alias is None and len(kept) == 1):
            continue
        needed.add(name)
    assert needed == set(builder._FUNCTIONS)
    public = {name for cls in _mixins() for name, value in vars(cls).items()
              if callable(value) and not name.startswith("_")}
    assert public == set(builder._FUNCTIONS)
    assert {"book", "table", "formula", "scenario", "example", "add"} <= needed
