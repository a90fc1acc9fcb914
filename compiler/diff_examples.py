"""`rules diff --examples`: the worked examples an erratum's new rules no longer bear out. Fed by:
`compiler.diff`, with each version loaded (`dsl.loader`) and lowered to its rule model (`dsl.lower`).

An erratum that changes a cell or a modifier changes, silently, the answer of the examples that
read it. Two lists come out, as `book_diff.Change` records: the new book's examples that fail
against its own rules ("example fails": they should have been updated with the erratum), and the
old book's examples, those the new book does not keep as they were (moved to another clause or
retitled is kept: `book_diff_parts.example_pairs`), whose stated answer the new
rules no longer give ("example outdated"). Both run as `rules check` runs examples: the new rules'
generated module (`to_python.emit_python`) loaded once (`examples.load_module`), its `EXAMPLES`
run by `examples.run_examples`, whose failures (E500, E501) name the example and the check.
"""
from __future__ import annotations

import types

import attrs

from dsl import ir
from dsl.diagnostics import Report

from .aid_text import Speaker
from .book_diff import Change, prose
from .book_diff_parts import example_pairs


def example_changes(old_loaded, old_rules: ir.Book, new_loaded, new_rules: ir.Book) -> list[Change]:
    """The new book's examples failing against its rules, then the old book's examples (changed or
    gone in the new book) that fail against the new rules; each failing check once, in book order."""
    from .examples import load_module
    from .to_python import emit_python
    kept = {_same(ex) for ex in new_rules.examples}
    # (an example only moved to another clause or retitled is the new book's: run once, as it)
    carried = {id(was) for was, ex in example_pairs(old_rules, new_rules) if _asks(was) == _asks(ex)}
    known = _known(new_rules)
    shift = max((ex.index for ex in new_rules.examples), default=0)   # (old examples numbered after the new)
    olds = [attrs.evolve(ex, index=ex.index + shift) for ex in old_rules.examples
            if _same(ex) not in kept and id(ex) not in carried and _runs_in(ex, known)]
    dropped = []
    try:
        source = emit_python(attrs.evolve(new_rules, examples=(*new_rules.examples, *olds)))
    except Exception as err:   # (an old example the new rules cannot express: said, then run without them)
        if olds:
            n = len(olds)
            dropped.append(Change("examples not run", None, "", "old examples", "", f"{type(err).__name__}: {err}",
                                  f"{'One' if n == 1 else n} changed or removed example{'' if n == 1 else 's'} of "
                                  f"the old book {'was' if n == 1 else 'were'} not run against the new rules: their "
                                  f"generated Python could not be built with {'it' if n == 1 else 'them'} "
                                  f"({type(err).__name__}: {err})."))
        olds = []
        source = emit_python(new_rules)
    module = load_module(new_rules.id or "book", source)
    compiled = list(module.EXAMPLES)
    old_syntax = types.SimpleNamespace(examples=[attrs.evolve(ex, index=ex.index + shift)
                                                 for ex in old_loaded.book.examples])
    out = dropped
    for kind, syntax, rules, speak in (("example fails", new_loaded.book, new_rules, Speaker(new_rules)),
                                       ("example outdated", old_syntax, attrs.evolve(new_rules, examples=tuple(olds)),
                                        Speaker(old_rules))):
        indices = {ex.index for ex in rules.examples}
        module.EXAMPLES = tuple(c for c in compiled if c.index in indices)
        out += _failures(kind, syntax, rules, module, speak)
    return out


def _same(ex: ir.Example) -> tuple:
    return ex.clause, prose(ex.title), *_asks(ex)


def _asks(ex: ir.Example) -> tuple:
    """What an example asks of the rules, wherever it stands and whatever its title."""
    return ex.checks, ex.scenario, ex.option


def _known(book: ir.Book) -> set[tuple[str, str]]:
    """What an example may name and the new book holds: (kind, id)."""
    out = {("table", t.id) for t in book.tables}
    out |= {("call", x.id) for group in (book.formulas, book.modifiers, book.combines, book.permissions, book.records)
            for x in group}
    return out | {("fact", f.id) for f in book.facts} | {("constant", c.id) for c in book.constants}


def _runs_in(ex: ir.Example, known: set) -> bool:
    """Whether every construct the example names is in the new book (one gone: its removal is said).
    (A value gone from a list of values is written as a literal: such an example runs, and fails.)"""
    for node in ir.walk(ex.checks):
        if isinstance(node, ir.Lookup) and ("table", node.table) not in known:
            return False
        if isinstance(node, ir.Call) and node.kind in ("formula", "modifier", "combine", "permission", "record") \
                and ("call", node.name) not in known:
            return False
        if isinstance(node, ir.Ref) and node.kind in ("fact", "constant") and (node.kind, node.name) not in known:
            return False
    return True


def _failures(kind: str, syntax, rules: ir.Book, module, speak: Speaker) -> list[Change]:
    """Run the module's examples (those of `syntax`, the examples' written form, and of `rules`);
    one record per failing check, or per example that cannot be worked out."""
    from .examples import run_examples
    if not module.EXAMPLES:
        return []
    report = Report()
    run_examples(syntax, module, report, rules)
    by_index = {ex.index: ex for ex in rules.examples}
    compiled = {c.index: c for c in module.EXAMPLES}
    at: dict = {}
    for ex in syntax.examples:
        if ex.index in by_index:
            at[ex.span] = (ex.index, None)
            at.update({check.span: (ex.index, i) for i, check in enumerate(ex.checks)})
    out, said = [], set()
    for d in report.errors:
        index, i = at.get(d.span, (None, None))
        if index is None or (index, i) in said:
            continue
        said.add((index, i))
        ex = by_index[index]
        title = f"“{prose(ex.title)}”" if ex.title.strip() else "without a title"
        lead = (f"The example {title} fails against the new rules" if kind == "example fails" else
                f"The old example {title} no longer holds under the new rules")
        written = " ".join(ex.written[i].split()) if i is not None and i < len(ex.written) else ""
        if d.code == "E501":
            why = d.message.split(" cannot run: ", 1)[-1]
            text = f"{lead}: they cannot work it out ({why})."
            out.append(Change(kind, ex.clause, "", f"check {i + 1}" if i is not None else "", written, why, text))
            continue
        check = ex.checks[i]
        gives, shown = _gives(compiled[index], i, module)
        which = f" (its check {i + 1})" if len(ex.checks) > 1 else ""
        if isinstance(check, ir.Compare) and check.op == "==" and gives is not None:
            text = f"{lead}{which}: they give {shown} where it states {prose(speak.expr(check.right))}."
        else:
            text = f"{lead}{which}: it states that {prose(speak.condition(check))}."
        out.append(Change(kind, ex.clause, "", f"check {i + 1}", written, gives or "", text))
    return out


def _gives(compiled, i: int, module) -> tuple[str | None, str]:
    """What the left side of check `i` gives under the new rules: as the language writes it, and as
    the report says it (a text in quotes, as the web book says a result)."""
    from .examples import written
    from .work_budget import budgeted
    try:
        with budgeted(module.__dict__):
            got = compiled.got()[i]
    except Exception:   # (the check was false; what the rules give is then left unsaid)
        return None, ""
    shown = getattr(got, "text", None) if hasattr(got, "effects") else getattr(got, "value", got)
    return written(shown, top=True), f"“{shown}”" if isinstance(shown, str) else written(shown)
