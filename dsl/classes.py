"""The decorator the typed model (`model`), the rule model (`ir`) and the builder's pieces (`pieces`)
declare their classes with: attrs' `frozen`, with one `__repr__` written here in place of the one
attrs writes and compiles for each class. About 180 classes made a quarter of the time every `rules`
command spends importing the three modules (30 ms) compiling their reprs, which only a debugger and
a failing test read. The text is attrs' own: `Name(field=value, …)`, fields declared `repr=False`
left out. Fed by: nothing; the three modules import `frozen` and `field` from here."""
from __future__ import annotations

import attrs
from attrs import field

__all__ = ["field", "frozen"]


def _repr(self) -> str:
    shown = ", ".join(f"{a.name}={getattr(self, a.name)!r}" for a in type(self).__attrs_attrs__ if a.repr)
    return f"{type(self).__qualname__.rsplit('>.', 1)[-1]}({shown})"


def frozen(maybe_cls=None, **options):
    """`attrs.frozen`, its repr written once (a class's own `__repr__` is kept)."""
    def wrap(cls):
        own = "__repr__" in cls.__dict__
        out = attrs.frozen(cls, repr=own or options.pop("repr", False), **options)
        if not own:
            out.__repr__ = _repr
        return out
    return wrap if maybe_cls is None else wrap(maybe_cls)
