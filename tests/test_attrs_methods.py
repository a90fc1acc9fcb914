"""The methods attrs writes for the classes of the model, the rule model and the builder's pieces
ship as source (`dsl.attrs_methods`, written by `python -m dsl.attrs_methods_gen --write`): the
shipped module is what the generator writes now, every class made by `classes.frozen` runs it, its
code is what compiling attrs' own script gives, and a class whose script is not shipped is made by
attrs as before."""
from __future__ import annotations

import types

import attrs

from dsl import attrs_methods, attrs_methods_gen, classes, ir, model, pieces


def test_the_shipped_module_is_what_the_generator_writes_now():
    assert attrs_methods_gen.SHIPPED.read_text(encoding="utf-8") == attrs_methods_gen.source(), \
        "a class of dsl.model, dsl.ir or dsl.pieces (or attrs) changed: run `python -m dsl.attrs_methods_gen --write`"


def _classes():
    return [cl for module in (model, ir, pieces) for cl in vars(module).values()
            if isinstance(cl, type) and attrs.has(cl) and cl.__module__ == module.__name__]


def test_every_class_made_by_frozen_runs_the_shipped_methods():
    assert attrs_methods.ATTRS_VERSION == attrs.__version__
    assert len(_classes()) == len(classes.SHIPPED) > 150
    for cl in _classes():
        for name in ("__init__", "__eq__", "__hash__"):
            assert vars(cl)[name].__code__.co_filename == attrs_methods.__file__, (cl, name)


def _functions(code: types.CodeType) -> dict[str, types.CodeType]:
    return {c.co_name: c for c in code.co_consts if isinstance(c, types.CodeType)}


def _same(a: types.CodeType, b: types.CodeType) -> bool:
    """The same bytecode, names, constants and signature (not the same file, line or qualified name)."""
    keys = ("co_code", "co_names", "co_varnames", "co_freevars", "co_cellvars", "co_argcount",
            "co_kwonlyargcount", "co_posonlyargcount", "co_flags", "co_stacksize")
    consts = [c for c in a.co_consts if not isinstance(c, types.CodeType)]
    return (all(getattr(a, k) == getattr(b, k) for k in keys)
            and consts == [c for c in b.co_consts if not isinstance(c, types.CodeType)])


def test_the_shipped_code_is_what_compiling_attrs_script_gives():
    """(Compiled here as attrs compiles it: in a module of `from __future__ import annotations`.)"""
    for filename, (text, make) in classes.SHIPPED.items():
        compiled = _functions(compile(text, filename, "exec"))
        shipped = _functions(make.__code__)
        assert compiled.keys() == shipped.keys() and compiled
        for name, code in compiled.items():
            flags = shipped[name].co_flags & ~0x10    # (CO_NESTED: defined in the shipped function)
            assert _same(code, shipped[name].replace(co_flags=flags)), (filename, name)


def test_the_hash_and_equality_are_attrs_own():
    a, b = model.Name("x"), model.Name("x", span=object())
    assert a == b and hash(a) == hash(b) == hash((hash("<attrs generated hash dsl.model.Name>"), "x"))
    assert model.Name("x") != model.Name("y") and (model.Name("x") == ir.Ref("fact", "x", "flag")) is False


def test_a_class_whose_script_is_not_shipped_is_made_by_attrs():
    @classes.frozen
    class Unshipped:
        value: int
        other: str = ""
    assert Unshipped.__init__.__code__.co_filename.startswith("<attrs generated")
    assert Unshipped(1) == Unshipped(1, "") and hash(Unshipped(1)) == hash(Unshipped(1))
    assert classes._make._compile_and_eval is classes._COMPILE_AND_EVAL
