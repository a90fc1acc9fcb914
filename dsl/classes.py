"""The decorator the typed model (`model`), the rule model (`ir`) and the builder's pieces (`pieces`)
declare their classes with: attrs' `frozen`, with one `__repr__` written here in place of the one
attrs writes and compiles for each class. About 180 classes made a quarter of the time every `rules`
command spends importing the three modules (30 ms) compiling their reprs, which only a debugger and
a failing test read. The text is attrs' own: `Name(field=value, …)`, fields declared `repr=False`
left out. Fed by: nothing; the three modules import `frozen` and `field` from here.

The methods attrs writes for each class (`__init__`, `__eq__`, `__hash__`) ship compiled too:
`attrs_methods` holds each class's script as attrs writes it, as Python source (so its bytecode is
Python's own cached module), written by `python -m dsl.attrs_methods_gen --write`. While a class is
made here, attrs' step that compiles and runs a script (`attr._make._compile_and_eval`) takes the
shipped code instead when the script is exactly the one shipped for that class (its text compared
whole; the one number that differs from process to process, the hash's constant for the class,
is given to the shipped code by name) and that step takes the arguments it took when they were
written; any other script is compiled as attrs would. Compiling them was about a quarter of making
the classes (107 M of 413 M instructions, in every process that imports the model). The functions
are the same code in the same globals; only the file their code names is the shipped module rather
than attrs' `<attrs generated …>`.
"""
from __future__ import annotations

import attrs
from attr import _make
from attrs import field

from . import attrs_methods

__all__ = ["field", "frozen"]

TYPE_HASH = "__attrs_type_hash"     # the name the shipped scripts read the hash's constant by
_PREFIX, _HASH_PREFIX = "<attrs generated methods ", "<attrs generated hash "


def _repr(self) -> str:
    shown = ", ".join(f"{a.name}={getattr(self, a.name)!r}" for a in type(self).__attrs_attrs__ if a.repr)
    return f"{type(self).__qualname__.rsplit('>.', 1)[-1]}({shown})"


def normalized(script: str, filename: str) -> tuple[str, int | None]:
    """attrs' script for a class (`filename` names it) with the hash's constant written as
    `TYPE_HASH`, and that constant (None when `filename` is not a class's methods)."""
    if not (filename.startswith(_PREFIX) and filename.endswith(">")):
        return script, None
    type_hash = hash(_HASH_PREFIX + filename[len(_PREFIX):])   # (as attrs computes it)
    return script.replace(f"\n                {type_hash},\n", f"\n                {TYPE_HASH},\n"), type_hash


def _compile_and_eval(script, globs, locs=None, filename=""):
    """attrs' `_compile_and_eval`, running the shipped code of a script that is exactly the shipped
    one (its functions made in `globs` and put in `locs`, as `eval` of the compiled text would)."""
    shipped = SHIPPED.get(filename)
    if shipped is not None and locs is not None and globs is not None:
        text, make = shipped
        script_as_shipped, type_hash = normalized(script, filename)
        if script_as_shipped == text:
            globs[TYPE_HASH] = type_hash
            locs.update(type(make)(make.__code__, globs)())
            return
    _COMPILE_AND_EVAL(script, globs, locs, filename)


_COMPILE_AND_EVAL = _make._compile_and_eval
_ARGUMENTS = _COMPILE_AND_EVAL.__code__.co_varnames[:_COMPILE_AND_EVAL.__code__.co_argcount]
# The shipped scripts by file name, while attrs' step takes the arguments it is given here (else
# none). (Not `attrs.__version__`: reading it imports `importlib.metadata`, 40 ms. What runs is
# decided by the scripts' text, compared whole.)
SHIPPED = attrs_methods.METHODS if _ARGUMENTS == ("script", "globs", "locs", "filename") else {}


def frozen(maybe_cls=None, **options):
    """`attrs.frozen`, its repr written once (a class's own `__repr__` is kept)."""
    def wrap(cls):
        own = "__repr__" in cls.__dict__
        if SHIPPED and _make._compile_and_eval is _COMPILE_AND_EVAL:
            _make._compile_and_eval = _compile_and_eval
            try:
                out = attrs.frozen(cls, repr=own or options.pop("repr", False), **options)
            finally:
                _make._compile_and_eval = _COMPILE_AND_EVAL
        else:
            out = attrs.frozen(cls, repr=own or options.pop("repr", False), **options)
        if not own:
            out.__repr__ = _repr
        return out
    return wrap if maybe_cls is None else wrap(maybe_cls)
