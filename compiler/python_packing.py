"""What keeps a large book's generated module cheap to compile: a big table's data, or a registry of
many plain records, written as one JSON text the runtime reads back (`packed`, `packed_records`:
Python's compiler holds a syntax tree of every element of a literal, of a string only the string),
and a long module cut into files run in order (`package_files`). Fed by: the Python back end
(`to_python.PythonEmitter` and its mixins, with `python_data`'s `Call` and `Code`) and, for
`package_files`, the module source `to_python.emit_python` wrote (cut where `examples.parts` cuts it).
"""
from __future__ import annotations

import json
from fractions import Fraction

from .python_data import Call, Code


def packed(data, big: bool = True):
    """`data` (tuples of text, numbers, flags, None and Fractions) as the runtime reads it back from
    one JSON text, `_rt.from_json('…')`, when `big`; else as it is, a literal. Python's compiler
    holds a tree of every element of a literal (a table of 32,000 cells took 250 MB to compile, in
    a check and at the package's first import), and of a string only the string."""
    if not big or data is None:
        return data
    return _read_back("_rt.from_json", data)


def _read_back(reader: str, data) -> Code:
    """`reader('…')`, the JSON text of `data` (TypeError for what JSON does not stand for: a dict, a
    list, source already written, `Code`)."""
    def plain(v):
        if isinstance(v, tuple):
            return [plain(x) for x in v]
        if isinstance(v, Fraction):
            return {"/": [v.numerator, v.denominator]}
        if v is None or isinstance(v, (str, int, bool)) and not isinstance(v, Code):
            return v
        raise TypeError(f"no JSON for {type(v).__name__}")   # (a dict, a list, `_rt.Ratio(3, 1)`: no table data)
    text = json.dumps(plain(data), ensure_ascii=True, separators=(",", ":"))
    return Code(f"{reader}({text!r})")


# A registry of more records than this (`CLAUSES`, `TERMS`, `FACTS`) is written as one JSON text
# (`packed_records`): the bundled books' largest has 361.
PACKED_RECORDS = 1_000


def packed_records(registry) -> Code | None:
    """A registry of more than `PACKED_RECORDS` records, all with the same fields and nothing but plain
    data in them (text, numbers, flags, None, tuples, Fractions: `packed`), as the runtime reads it
    back from one JSON text (`_rt.records_from_json`); else None (it is written as it is). Compiled
    as literals, the `CLAUSES` of 10,000 one-line clauses took 210 MB (Python's compiler holds a
    tree of every element of a literal)."""
    if not isinstance(registry, dict) or len(registry) <= PACKED_RECORDS:
        return None
    rows, names = [], None
    for key, record in registry.items():
        if not (isinstance(record, Call) and record.fn == "_rt.Record" and not record.args and type(key) is str):
            return None
        if names is None:
            names = tuple(record.kwargs)
        if tuple(record.kwargs) != names:
            return None
        rows.append((key, *record.kwargs.values()))
    try:
        return _read_back("_rt.records_from_json", (names, tuple(rows)))
    except TypeError:   # (a dict, or source written elsewhere, `_rt.Ratio(3, 1)`, in a field: as it is)
        return None


PART_NAME = "_part_{:02d}"


def package_files(source: str) -> dict[str, str]:
    """The files of a book's generated package holding the module `source` (`emit_python`), by name:
    `__init__.py` alone, as long as `examples.parts` leaves it whole (up to about 2 MB); a longer
    module in parts, cut where `examples.parts` cuts it to run the examples: `__init__.py` holds the
    first, and ends by running the others (`_part_01.py`, …, each the source's next part as written,
    after a comment) in its namespace, in order (`_rt.load_parts`). Python's compiler holds the
    syntax tree of all it compiles at once, about 80 bytes of memory a byte of source: 12 MB of
    Python in one file took 1 GB on its first import (before its `.pyc` was cached), in parts of
    about 1 MB about the tree of one part. The module so run is the module written whole: the same
    names and values, its functions' code compiled from the same lines."""
    from .examples import parts
    cuts = parts(source)
    if len(cuts) == 1 or not all(_compiles(source[start:end]) for start, end, _ in cuts):
        return {"__init__.py": source}   # (short; or a cut the pattern misjudged: the module whole, as it compiles)
    names = [PART_NAME.format(i) for i in range(1, len(cuts))]
    first_end = cuts[0][1]
    files = {"__init__.py": source[:first_end] + (
        f"_rt.load_parts(globals(), {tuple(names)!r})   # (the rest of the module, run here in parts: each "
        f"compiled alone, so its first import takes the syntax tree of one part, not of all)\n")}
    for name, (start, end, line) in zip(names, cuts[1:]):
        files[f"{name}.py"] = (f"# Lines {line} to {line + source.count(chr(10), start, end) - 1} of the module of this package, "
                               f"run by its `__init__.py` in its namespace (`_rt.load_parts`): not a module of its own.\n"
                               + source[start:end])
    return files


def _compiles(part: str) -> bool:
    try:
        compile(part, "<part>", "exec", dont_inherit=True)
    except SyntaxError:
        return False
    return True
