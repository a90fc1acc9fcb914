"""A book's conformance vectors taken again from `generated/` when what they were computed from is
unchanged, as a build takes an aid's PDF again when the aid's HTML is unchanged.
Fed by: `pipeline.book_outputs`, with the book's generated package and `book.json` as this build
renders them, and its vectors (`to_vectors`, or the cache), which `stamp` marks with their digest.

The vectors are a function of the generated package (the rules that answer them), the rule model
(`book.json`, which reads back into the model the vectors are made from) and the code that
computes them (`CODE`: the vector stages, the examples' runner and the runtime the package
imports). `computed_from` digests the three, and every `vectors.json` carries the digest of its
inputs sealed with its own bytes (`"computed_from"`: `_sealed`), so a file whose vectors were
edited afterwards is not taken for vectors computed from those inputs. When a build renders a package and a `book.json` whose digest, with
this compiler's code, is the one the committed `vectors.json` carries, it takes that file as it is:
neither loading the module, nor running the examples, nor computing the vectors (on a new machine
or in CI, about 1.2 s of CPU for the four bundled books). The examples passed when that file was
written: a build writes `generated/` only when every example of every book passes, and the
examples are part of the package.

The digest reads only files of the project (never a library's version, nor the machine), so it is
the same on every machine, and `generated/` stays byte-identical wherever it is built. A file that
is not exactly what a build writes (another book, a count that is not its number of vectors, a
truncated file, a vector edited by hand) is not taken: the vectors are computed anew, and
`rules build --check` reports the file as stale.
"""
from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from pathlib import Path

# Every module the vectors' answers depend on, beside the generated package: the vector stages, the
# examples' runner, the JSON writer, the rule model and its JSON, and the runtime the package
# imports — and everything they import when imported, their packages' `__init__.py` too
# (tests/test_vectors_kept.py reads the imports).
CODE = (
    "compiler/__init__.py", "compiler/conform_python.py", "compiler/examples.py", "compiler/to_json.py",
    "compiler/to_vectors.py", "compiler/vector_facts.py", "compiler/vector_negative.py",
    "compiler/vector_played.py", "compiler/vector_readings.py", "compiler/vector_rules.py", "compiler/vector_tables.py", "compiler/vector_values.py",
    "compiler/vectors_kept.py", "compiler/work_budget.py", "dsl/__init__.py", "dsl/attrs_methods.py", "dsl/classes.py", "dsl/diagnostics.py", "dsl/exception_agreement.py", "dsl/ir.py",
    "dsl/ir_json.py", "dsl/ir_json_writers.py", "dsl/marked.py", "dsl/model.py", "dsl/runtime.py", "dsl/runtime_builtins.py", "dsl/runtime_data.py",
    "dsl/runtime_inputs.py", "dsl/runtime_odds.py", "dsl/runtime_outcomes.py", "dsl/runtime_overrides.py",
    "dsl/runtime_table_checks.py", "dsl/runtime_table_places.py", "dsl/runtime_tables.py", "dsl/runtime_values.py",
    "dsl/source.py",
)
FORMAT = b"vectors computed from, 1\0"
SEAL = b"vectors computed from, and these vectors, 1\0"
_ROOT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def _code_digest() -> bytes:
    """`CODE`'s bytes with LF line ends: a checkout that writes CRLF (Git for Windows, a copy
    through an editor) runs the same code, and must take the same vectors and stamp the same digest."""
    from .freshness import code_files
    files = code_files()   # (the bytes the build's key was made from: `code_files`)
    h = hashlib.sha256()
    for name in CODE:
        data = files.get(name)
        data = (_ROOT / name).read_bytes() if data is None else data
        h.update(name.encode() + b"\0" + data.replace(b"\r\n", b"\n") + b"\0")
    return h.digest()


def computed_from(package: str, book_json: str) -> str:
    """The digest of what a book's vectors are computed from: its generated package (`__init__.py`),
    its `book.json` and `CODE`."""
    h = hashlib.sha256(FORMAT + _code_digest())
    for text in (package, book_json):
        data = text.encode()
        h.update(len(data).to_bytes(8, "big") + data)
    return h.hexdigest()


_HEADER = re.compile(rb'\{\n  "schema": (\d{1,9}),\n  "book": ("(?:[^"\\\n]|\\.)*"),\n  "count": (\d{1,9}),\n'
                     rb'(?:  "computed_from": "([0-9a-f]{64})",\n)?(?=  "vectors": )')


def _unstamped(raw: bytes, m: re.Match) -> bytes:
    """`raw` without its `"computed_from"` line (as it was before `stamp`)."""
    return b"".join(_unstamped_parts(raw, m))


def _unstamped_parts(raw: bytes, m: re.Match) -> tuple:
    """`_unstamped(raw, m)` as the parts of `raw` before and after that line, not copied (a book's
    vectors are megabytes)."""
    if m[4] is None:
        return (raw,)
    view = memoryview(raw)
    return view[:m.start(4) - len(b'  "computed_from": "')], view[m.end():]


def _sealed(digest: str, *unstamped: bytes) -> str:
    """What `"computed_from"` holds: the digest of the inputs and of the file's own bytes without
    that line, so a file whose vectors were edited (by hand, a merge, a search and replace across
    the tree) does not pass for vectors computed from those inputs."""
    h = hashlib.sha256(SEAL + digest.encode() + b"\0")
    for part in unstamped:     # (the file's bytes in parts: `_unstamped_parts`)
        h.update(part)
    return h.hexdigest()


def stamp(raw: bytes, digest: str) -> bytes:
    """`raw` (a `vectors.json` as `to_json.dumps` writes it) saying it was computed from `digest`
    (and is these vectors: `_sealed`): the line `"computed_from"` put before `"vectors"`, or changed
    there. The vectors kept in the cache under a behaviour key are stamped with the digest of the
    package and model of this build: their answers do not depend on the prose that key leaves out
    (`pipeline.PROSE`)."""
    m = _HEADER.match(raw)
    if m is None:
        raise ValueError("not a vectors.json as to_json.dumps writes it")
    unstamped = _unstamped(raw, m)
    at = m.start(4) - len(b'  "computed_from": "') if m[4] is not None else m.end()
    return (unstamped[:at] + b'  "computed_from": "' + _sealed(digest, unstamped).encode() + b'",\n'
            + unstamped[at:])


def committed(path: Path, book: str, digest: str, schema: int) -> bytes | None:
    """The bytes of `path` (a book's `vectors.json` in `generated/`) when they are the vectors of
    `book` computed from `digest`, as a build writes them; else None (missing, unreadable, of other
    inputs, edited since, or not whole)."""
    try:   # (a pipe or a device there is not read: it could block the build, or never end)
        raw = path.read_bytes() if path.is_file() else b""
    except OSError:
        return None
    m = _HEADER.match(raw)
    if m is None or m[4] is None or int(m[1]) != schema or m[2] != _json_string(book) \
            or m[4].decode() != _sealed(digest, *_unstamped_parts(raw, m)):
        return None
    count, lines = int(m[3]), raw[m.end():].split(b"\n")
    # `  "vectors": [`, one line per vector (`    {…},`, the last without its comma), `  ]`, `}`, and the end
    if count == 0 or len(lines) != count + 4 or lines[0] != b'  "vectors": [' or lines[-3:] != [b"  ]", b"}", b""]:
        return None
    vector = lines[1:count + 1]
    if not all(line.startswith(b"    {") and line.endswith(b"},") for line in vector[:-1]) \
            or not (vector[-1].startswith(b"    {") and vector[-1].endswith(b"}")):
        return None
    return raw


def _json_string(text: str) -> bytes:
    import json
    return json.dumps(text, ensure_ascii=False).encode()
