"""The engine-facing function of each rule in the generated module: a real signature (the facts it
reads as keywords of its own, up to `WIDE`), strict input checks (`_checked_<name>`), `.kind`,
`.clause`, `.reads`, and its kept answers (`_KEPT_<name>`) under a key it writes out (`kept_key`,
which `dsl.runtime.kept` and the C front `runtime.fast` read). A mixin of `to_python.PythonEmitter`
(its `out`, `reads`, `enums`, `shared_reads`), called by the rules' writers (`python_rules`).
Fed by: the rule model (`dsl.ir`) and what each rule reads (`dsl.reads`), through `PythonEmitter`.
"""
from __future__ import annotations

import keyword
from functools import lru_cache

from .python_data import block, literal
from .python_expr import py_name

# A public function reading more facts than this takes them in `**facts`, not as keywords of its own
# (`public`); no bundled book's function reads half as many.
WIDE = 32

_ANNOTATION = {"number": "_rt.Number", "flag": "bool", "ratio": "_rt.Ratio | str", "text": "str", "dice": "str",
               "count": "int", "integer": "int", "scenario": "str", "options": "str | list[str]"}


def kept_key(args: list[str], facts: list[tuple[str, str]]) -> tuple[str, int]:
    """A public function's kept-answer key (`dsl.runtime.kept`), written out from its own
    arguments' names (`roll`, a formula's operand) and the facts it reads as (name, annotation), and
    how many classes end it. An argument is keyed by its value, and its class at the end of the
    key (True is not 1); a fact left `ABSENT` by default by its value alone when that is of a class
    the function keeps answers for — `ABSENT`, True or False, exactly an `int` or exactly a `str` —
    and otherwise by the value in a 1-tuple: no kept key holds a tuple, so a fact of another class
    equal to a kept one (1 and True, 9.0 and 9, a str subclass) never finds its answer. Most facts
    are not given, and `ABSENT` costs one comparison, no class."""
    return _kept_key(args, kept_classes(facts))


def _kept_key(args: list[str], kept: list[tuple[str, list[str]]]) -> tuple[str, int]:
    """`kept_key` of the facts' classes `kept_classes` gave."""
    guarded = []
    for name, classes in kept:
        tests = [f"{name} is _ABSENT"] + [f"_type({name}) is _{cls}" for cls in classes if cls != "bool"]
        tests += [f"{name} is True", f"{name} is False"] if "bool" in classes else []
        guarded.append(f"{name} if {' or '.join(tests)} else ({name},)")
    classes = [f"_type({name})" for name in args]
    return "".join(f"{part}, " for part in args + guarded + classes), len(classes)


def kept_classes(facts: list[tuple[str, str]]) -> list[tuple[str, list[str]]]:
    """Each fact (name, annotation) with the classes whose values key it as themselves in
    `kept_key`: exactly an `int` (also for a number), exactly a `str`, True or False."""
    return [(name, list(_kept_as_themselves(annotation))) for name, annotation in facts]


@lru_cache(maxsize=None)
def _kept_as_themselves(annotation: str) -> tuple[str, ...]:
    """The classes whose values a fact of this annotation keys as themselves (`kept_classes`)."""
    parts = {part.strip() for part in annotation.split("|")}
    return tuple(cls for cls in ("int", "str", "bool") if cls in parts or (cls == "int" and "_rt.Number" in parts))


class PublicEmitter:
    """`PythonEmitter`'s public functions: `annotation` and `public`."""

    def annotation(self, type_word: str) -> str:
        if type_word in self.enums:
            return "str"
        if type_word.startswith("list of "):
            return "list"
        return _ANNOTATION.get(type_word, "object")

    def public(self, kind: str, rid: str, clause, title: str, params: list[str], checks: list[str],
               call_impl: str, returns: str, spelled: tuple = (), about: dict | None = None) -> None:
        """The engine-facing function: a real signature (the facts it reads are keywords of its
        own, up to `WIDE` of them; past that, all in `**facts`), a docstring, strict input checks, and `.kind`, `.clause`, `.reads` for introspection.
        Its answers are kept in `_KEPT_<name>` for inputs of plain immutable classes, under a key
        it writes out (see `dsl.runtime.kept`): an answer given before is one dict lookup.
        `_rt.answer` answers the rest through `_checked_<name>`, which checks and computes."""
        reads = self.reads.of(rid)
        fn = py_name(rid)
        names = [p.split(":")[0].split("=")[0].strip() for p in params]
        names = [n for n in names if n not in ("*", "/") and not n.startswith("**")]
        named = [f for f in reads if f.isidentifier() and not keyword.iskeyword(f) and not f.startswith("_")
                 and f not in names and f != "facts"]
        if len(named) > WIDE:
            # a function reading many facts takes them in `**facts` (its `.reads` lists them): each
            # written out as a keyword of its own, in the signature, the kept key and the facts given,
            # a book of N rules each reading N facts made a module of N² lines (400 of them: 90 s)
            named = []
        own = [p for p in params if not p.startswith("**")]
        annotated = [(f, self.annotation(reads[f])) for f in named]
        if named:
            if "*" not in own:
                own.append("*")
            own += [f"{f}: {annotation} = _rt.ABSENT" for f, annotation in annotated]
        signature = ", ".join(own + ["**facts"])
        kept = kept_classes(annotated)
        key, classes = _kept_key(names, kept)
        args = "".join(f"{n}, " for n in names)
        facts = "{" + ", ".join(f"{f!r}: {f}" for f in named) + "}"
        front = tuple((name, " ".join(classes)) for name, classes in kept)
        if len(reads) > WIDE:   # (one literal for the functions reading the same many facts)
            shown = self.shared_reads.get(tuple(reads.items()))
            if shown is None:
                shown = self.shared_reads[tuple(reads.items())] = f"_READS_{len(self.shared_reads) + 1}"
                self.out.append(f"{shown} = {block(reads, 0, len(shown) + 3)}")
        else:
            shown = block(reads, 0, 14 + len(kind) + len(repr(clause)))
        self.out += [
            f"@_rt.rule({kind!r}, {clause!r}, {shown}{', ' + repr(spelled) if spelled else ''}"
            f"{', about=' + literal(about) if about else ''})",
            f"def {fn}({signature}) -> {returns}:",
            f"    {literal(title + (f' [{clause}]' if clause else ''))}",
            "    _key = None",
            "    if not facts:   # the same inputs (values and classes, `kept_key`) as an earlier call: its answer, at once",
            "        try:",
            f"            return _KEPT_{fn}[_key := ({key})]",   # `()` for a function of no input
            "        except _KeyError:   # not kept yet: checked and computed, then kept under `_key`",
            "            pass",
            "        except _Exception:   # an input that cannot be a key (a list; a hash that raises): checked and computed every time",
            "            _key = None",
            f"    return _rt.answer(_checked_{fn}, _KEPT_{fn}, ({args}), {facts}, facts, _key, {classes})",
            f"_KEPT_{fn} = _rt.kept({fn}, _KEPT__INNER)",
            f"{fn} = _rt.fast({fn}, _KEPT_{fn}, {block(tuple(names), 0, 16 + 2 * len(fn))}, "
            f"{block(front, 0, 16 + 2 * len(fn))})   # (its kept answers looked up in C, when built)",
            "",
            f"def _checked_{fn}({args}facts):",
            *[f"    {line}" for line in checks],
            f"    return {call_impl}",
            "",
        ]
