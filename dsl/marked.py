"""Marked text: rulebook prose as the rule model keeps it, references told apart from brackets.

In the source, `[12.7]` in a text is a reference and `\\[2\\]` is the printed text `[2]`. Once a
text is unquoted both read `[2]`, so the rule model keeps prose that may cite clauses (a clause's
`says`, notes and doubts, a term's `says`, footnotes, edge `forbid` messages, aid headings and
notes) as *marked text*: an unescaped `[id]` is a reference to `id`; `\\[` is a bracket that is not
a reference and `\\\\` a backslash; any other backslash is itself. Text without a printed `[id]` or
a backslash before `[` or `\\` reads the same marked or plain. `plain` gives what a reader sees,
`pieces` the literal runs and references a back end links, `mark` the marked form of plain text,
`settle` the escapes kept only where a printed `[id]` names a clause or an external section (what
the rule model holds: `dsl.prose`).
Imports nothing, so back ends, the export and the JavaScript evaluator (its `plainText`) agree.
"""
from __future__ import annotations

import re

ID = r"[0-9A-Za-z_]+(?:\.[0-9A-Za-z_]+)*"
_SCAN = re.compile(r"\\([\\[])|\[(" + ID + r")\]")
_REF_LIKE = re.compile(r"\[(?=" + ID + r"\])")
_UNESCAPE = re.compile(r"\\([\\[])")
_BEFORE_ESCAPABLE = re.compile(r"\\(?=[\\[])")
_ESCAPED = re.compile(r"\\(?:\[(?=(" + ID + r")\])|.)", re.S)


def plain(marked: str) -> str:
    """What a reader sees: `\\[` read as `[`, `\\\\` as `\\` (a reference stays `[id]`)."""
    return _UNESCAPE.sub(r"\1", marked) if "\\" in marked else marked


def pieces(marked: str) -> list[tuple[str, str | None]]:
    """The text as (literal text, None) and (`[id]` as printed, id) runs, in order."""
    if "\\" not in marked and "[" not in marked:
        return [(marked, None)] if marked else []
    out: list[tuple[str, str | None]] = []
    run, pos = [], 0
    for m in _SCAN.finditer(marked):
        run.append(marked[pos:m.start()])
        if m.group(1) is not None:
            run.append(m.group(1))
        else:
            if any(run):
                out.append(("".join(run), None))
            run = []
            out.append((m.group(0), m.group(2)))
        pos = m.end()
    run.append(marked[pos:])
    if any(run):
        out.append(("".join(run), None))
    return out


def refs(marked: str) -> list[str]:
    """The ids the text refers to, in order."""
    return [ref for _, ref in pieces(marked) if ref is not None]


def mark(text: str) -> str:
    """Plain text as marked text that reads literally: a backslash before `[` or `\\` doubled,
    each `[` that would start a reference escaped."""
    if "\\" in text:
        text = _BEFORE_ESCAPABLE.sub(r"\\\\", text)
    return _REF_LIKE.sub(r"\\[", text) if "[" in text else text


def sub_refs(marked: str, replace) -> str:
    """Plain text with each reference replaced by `replace(id)` (a string)."""
    return "".join(text if ref is None else replace(ref) for text, ref in pieces(marked))


def settle(marked: str, linkable) -> str:
    """The text with each printed `\\[id]` unescaped where `linkable(id)` is false (no reference
    to it could be meant): escapes stay only where they tell a printed `[id]` from a reference."""
    if "\\[" not in marked:
        return marked
    return _ESCAPED.sub(lambda m: m.group(0) if m.group(1) is None or linkable(m.group(1)) else "[", marked)


def external_of(ref: str, externals):
    """The external book (of `externals`, each with `first` and `last` section numbers) whose
    sections include `ref` (`23.4` cites section 23), or None."""
    head = ref.split(".")[0]
    if not head.isdigit():
        return None
    return next((e for e in externals if min(e.first, e.last) <= int(head) <= max(e.first, e.last)), None)
