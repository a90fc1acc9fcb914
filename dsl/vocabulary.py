"""Result vocabularies: parse a printed cell into structured effects. Fed by: `model.Results`.

A pattern is literal text with `{field}` placeholders that match numbers (`4`, `0.5`). A cell matches a
pattern as a whole, or (when the vocabulary has a `split`) piece by piece: `A1/D1R1` → two
effects. Built-in vocabularies: `text`, `number`, `integer`.
"""
from __future__ import annotations

import re
from fractions import Fraction

from .model import Results

BUILTIN = ("text", "number", "integer")
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_NUMBER = re.compile(r"^\d+(\.\d+)?$")

Effect = tuple[str, tuple[tuple[str, object], ...]]   # (kind, ((field, value), ...))


def pattern_regex(text: str) -> re.Pattern | None:
    """Compile a pattern; None when it is malformed (a field twice, an unbalanced brace, or two
    fields with nothing but digits or a point between them: `{a}{b}` can split `123` many ways,
    and matching a long cell against many such fields would take exponential time)."""
    out, pos, seen = [], 0, set()
    for m in _PLACEHOLDER.finditer(text):
        if seen and not text[pos:m.start()].strip("0123456789."):
            return None
        out.append(re.escape(text[pos:m.start()]))
        if m.group(1) in seen:
            return None
        seen.add(m.group(1))
        out.append(f"(?P<{m.group(1)}>\\d+(?:\\.\\d+)?)")
        pos = m.end()
    rest = text[pos:]
    if "{" in rest or "}" in rest or any("{" in text[a:b] or "}" in text[a:b] for a, b in _gaps(text)):
        return None
    out.append(re.escape(rest))
    return re.compile("^" + "".join(out) + "$")


def _gaps(text: str):
    pos = 0
    for m in _PLACEHOLDER.finditer(text):
        yield pos, m.start()
        pos = m.end()


class Vocabulary:
    """A compiled vocabulary; `parse(cell)` gives effects or None."""

    def __init__(self, results: Results | None, builtin: str = ""):
        self.builtin = builtin
        self.results = results
        self.compiled = []
        self.fields_of: dict[str, list[str]] = {}   # kind → every field its patterns print
        if results is not None:
            for p in results.patterns:
                rx = pattern_regex(p.text)
                if rx is not None:
                    self.compiled.append((rx, p.kind))
                    known = self.fields_of.setdefault(p.kind, [])
                    known.extend(f for f in rx.groupindex if f not in known)

    def _one(self, text: str) -> Effect | None:
        """The effect of one piece. A field that other patterns of the same kind print but this
        one does not is 0: `DR1` is a defender loss of 0 and a retreat of 1."""
        for rx, kind in self.compiled:
            m = rx.match(text)
            if m:
                got = {k: Fraction(v) if "." in v else int(v) for k, v in m.groupdict().items()}
                return kind, tuple((f, got.get(f, 0)) for f in self.fields_of[kind])
        return None

    def parse(self, text: str) -> tuple[Effect, ...] | None:
        if self.builtin == "text":
            return (("text", (("text", text),)),)
        if self.builtin in ("number", "integer"):
            if not _NUMBER.match(text) or (self.builtin == "integer" and "." in text):
                return None
            value = int(text) if "." not in text else Fraction(text)
            return (("number", (("value", value),)),)
        r = self.results
        if text == "":
            return ((r.blank.kind, ()),) if r.blank is not None else None
        whole = self._one(text)
        if whole is not None:
            return (whole,)
        if r.split and r.split in text:
            parts = [self._one(p.strip()) for p in text.split(r.split)]
            if all(p is not None for p in parts):
                return tuple(parts)
        return None

    def kinds(self) -> set[str]:
        if self.builtin:
            return {"text"} if self.builtin == "text" else {"number"}
        ks = {p.kind for p in self.results.patterns}
        if self.results.blank is not None:
            ks.add(self.results.blank.kind)
        return ks
