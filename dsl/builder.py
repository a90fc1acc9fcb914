"""Model building: Lark trees → the typed `model`. Fed by: `parser`; feeds `loader` (and `cache`).

`ToModel` is a Lark `Transformer` with one method per grammar rule, in the grammar's order, which
it inherits from a mixin per family of rules: `build_declarations` (the book header, clauses,
terms, enums, facts, records, constants), `build_tables` (tables, result vocabularies),
`build_rules` (formulas, modifiers, combinations, permissions, exceptions), `build_scenarios`
(the sequence of play, scenarios), `build_examples` (examples, aids) and `build_expressions`
(expressions); what they share (`Declared`, `Part`, the readers of a rule's pieces) is in
`build_common`. Each method receives its rule's children already built and returns a model object,
or one of the small classes of `pieces` for rules that are only part of a construct (a setting, an
edge rule, a note…).
Positions come from Lark's propagated metadata (`meta`, for methods marked `_meta`) or from tokens.

Built bottom up, a construct does not know the clause around it: it records its own `[ref]`, if
any, and the clause (or scenario) that encloses it fills in the rest. It records what it reads,
however wrong; every judgement (unknown names, bad cells, gaps) is left to `resolver` and `checks`.
What a construct is given twice (`when a when b`, a second `roll`…) is found by `twice` and kept
in the model's `twice` fields for the checks to report.

The walk that calls the methods (`ToModel._transform_tree`) runs in C where `dsl/_fast_walk.c` is
compiled (`_fast_walk.transform`: the same calls, in the same order, by explicit stacks).

`build_file` gives one file's `FileModel` (the unit the cache keeps); `merge` joins a book's files.
"""
from __future__ import annotations

import attrs
from attrs import evolve, frozen
from lark import Transformer, Tree, v_args

from . import model as m
from .build_common import Declared, _inner, _meta
from .build_declarations import DeclarationsToModel
from .build_examples import ExamplesToModel
from .build_expressions import ExpressionsToModel
from .build_rules import RulesToModel
from .build_scenarios import ScenariosToModel
from .build_tables import TablesToModel
from .diagnostics import Diagnostic, Report
from .spans import spans_at

try:
    from ._fast_walk import transform as _transform_in_c
except ImportError:   # not compiled: the walk in Python
    _transform_in_c = None


@v_args(inline=True)
class ToModel(ExpressionsToModel, DeclarationsToModel, TablesToModel, RulesToModel, ScenariosToModel, ExamplesToModel,
              Transformer):
    """One file's Lark tree → `Declared` constructs. One method per rule (aliases included), in the
    mixins: `build_expressions`, `build_declarations`, `build_tables`, `build_rules`,
    `build_scenarios`, `build_examples`; here, the walk and `start`."""

    __visit_tokens__ = False

    def __init__(self, path: str, examples_before: int = 0):
        super().__init__(visit_tokens=False)
        self.path = path
        self.examples = examples_before      # examples are numbered in source order
        self._at = spans_at(path)            # a token's or a meta's span (`spans.span_at`)

    def _transform_tree(self, tree: Tree):
        if _transform_in_c is not None:
            return _transform_in_c(self, tree, _FUNCTIONS, Tree)
        return self._transform_in_python(tree)

    def _transform_in_python(self, tree: Tree):
        # Lark's own dispatch re-wraps a `v_args` method on every call (functools.update_wrapper per
        # node: most of the time a build took). Here each rule's function is found once per class
        # (`_FUNCTIONS`), and called with its children inline, after its `meta` when it is declared
        # `_meta`. (The parser's trees are of `Tree` itself, `tree_builder`; a loop, not a
        # comprehension, which Python 3.11 runs as a call of its own.)
        children = []
        add = children.append
        transform = self._transform_in_python
        for c in tree.children:
            add(transform(c) if c.__class__ is Tree else c)
        function, with_meta = _FUNCTIONS[tree.data]
        return function(self, tree._meta or tree.meta, *children) if with_meta else function(self, *children)

    def start(self, *items) -> list[Declared]:
        return _inner(items)


_RULES = {name: value for cls in reversed(ToModel.__mro__) for name, value in vars(cls).items()
          if hasattr(value, "visit_wrapper")}
_META_WRAPPER = _meta(lambda: None).visit_wrapper
_FUNCTIONS = {name: (wrapped.base_func, wrapped.visit_wrapper is _META_WRAPPER) for name, wrapped in _RULES.items()}
assert all(r.visit_wrapper in (_META_WRAPPER, v_args(inline=True)(lambda: None).visit_wrapper) for r in _RULES.values())


# ---------------------------------------------------------------- one file, one book
@frozen
class FileModel:
    """What one file declares, in source order, and the diagnostics of reading it: the unit that
    `cache` keeps and `merge` joins into a `model.Book`. Examples are numbered within the file."""
    headers: tuple[m.BookHeader, ...] = ()
    clauses: tuple[m.Clause, ...] = ()
    terms: tuple[m.Term, ...] = ()
    enums: tuple[m.Enum, ...] = ()
    facts: tuple[m.Fact, ...] = ()
    constants: tuple[m.Constant, ...] = ()
    tables: tuple[m.Table, ...] = ()
    results: tuple[m.Results, ...] = ()
    records: tuple[m.Record, ...] = ()
    formulas: tuple[m.Formula, ...] = ()
    modifiers: tuple[m.Modifier, ...] = ()
    combines: tuple[m.Combine, ...] = ()
    permissions: tuple[m.Permission, ...] = ()
    exceptions: tuple[m.ExceptionRule, ...] = ()
    sequences: tuple[m.Sequence, ...] = ()
    scenarios: tuple[m.Scenario, ...] = ()
    examples: tuple[m.Example, ...] = ()
    aids: tuple[m.Aid, ...] = ()
    cited: tuple[tuple[str | None, m.Ref], ...] = ()   # references in the texts of constructs, by owning clause
    owned: tuple[m.Ref, ...] = ()   # each construct's own `[ref]`, as written
    diagnostics: tuple[Diagnostic, ...] = ()


KINDS = tuple(a.name for a in attrs.fields(FileModel) if a.name not in ("headers", "diagnostics"))


class Builder:
    """Collects the constructs of the files given to it, by kind (`items`), in source order.
    Building judges nothing, so it reports nothing: `report` is kept for callers that pass one."""

    def __init__(self, report: Report | None = None):
        self.report = report
        self.headers: list[m.BookHeader] = []
        self.items: dict[str, list] = {k: [] for k in KINDS}

    def add_file(self, path: str, trees: list[Tree]) -> None:
        for tree in trees:
            transformer = ToModel(path, len(self.items["examples"]))
            for d in transformer.transform(tree):
                if d.kind == "headers":
                    self.headers.append(d.value)
                else:
                    self.items[d.kind].append(d.value)
                self.items["cited"].extend((d.owner, r) for r in d.cited)
                if d.own is not None:
                    self.items["owned"].append(d.own)

    def file_model(self, diagnostics=()) -> FileModel:
        return FileModel(headers=tuple(self.headers), diagnostics=tuple(diagnostics),
                         **{k: tuple(v) for k, v in self.items.items()})


def build_file(path: str, trees: list[Tree], diagnostics=()) -> FileModel:
    """One parsed file's model (with the diagnostics met while reading it)."""
    builder = Builder()
    builder.add_file(path, trees)
    return builder.file_model(diagnostics)


def _header_facts(items: dict[str, list]) -> list[m.Fact]:
    """A table whose header rows an enum picks (`columns differential by terrain`) is told the value
    by name (`terrain: clear`), as a fact: where the book declares no fact of that name, one is
    declared here (titled as the enum, in the table's clause, at its `by`), a fact of the book like
    any other, so a rule reads it, every function takes it, and `FACTS`, `.reads` and the export
    agree (the designer probe: `FACTS` had it while a rule reading it was E202)."""
    declared = {f.id for f in items["facts"]}
    enums = {}
    for e in items["enums"]:
        enums.setdefault(e.id, e)   # (an enum declared twice reads the first: E101)
    made: dict[str, m.Fact] = {}
    for t in items["tables"]:
        by = t.header_by
        if by and by not in declared and by not in made and by in enums:
            at = dict(t.decl_spans).get("by", t.span)
            made[by] = m.Fact(by, by, enums[by].title, t.clause, None, at, at)
    return list(made.values())


def merge(parts: list[FileModel], files: tuple[str, ...], report: Report) -> m.Book:
    """One book from its files' models, in file order; examples numbered across the book."""
    headers = [h for part in parts for h in part.headers]
    for extra in headers[1:]:
        report.error("E103", "a second book header", extra.span, "a book folder has exactly one `book` block")
    items = {k: [x for part in parts for x in getattr(part, k)] for k in KINDS}
    items["examples"] = [evolve(ex, index=i) for i, ex in enumerate(items["examples"], 1)]
    header = headers[0] if headers else m.BookHeader(id="")
    sides = {s.id: s.title for s in header.sides if s.title}   # (the chooser by its title: "Red", not "red")
    items["facts"] += [m.choice_fact(e, sides) for e in items["exceptions"] if e.chooser]   # `chosen by`: a fact
    items["facts"] += _header_facts(items)
    return m.Book(header=header, files=files, **{k: tuple(v) for k, v in items.items()})
