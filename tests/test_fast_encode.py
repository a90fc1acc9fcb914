"""The C writer of the cache's entries (`dsl/_fast_decode.c`'s Writer, bound by `compact_json_fast`)
writes exactly what the Python encoders write (`compact_json_encoders`, through `json.dumps`): the
same text and the same table of spans, byte for byte, for every file and every whole book of the
bundled books and of the tests; it refuses what they refuse (TypeError); and without it the
Python encoders write."""
from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from dsl import compact_json, loader
from dsl import model as m
from dsl.builder import FileModel
from tests.test_fast_decode import BOOKS, ROOT

needs_c = pytest.mark.skipif(compact_json._FAST_WRITES is None,
                             reason="dsl/_fast_decode.c was not compiled when the package was installed: install "
                                    "gcc and the Python headers, then `pip install -e .` again")


def _both(value, cls) -> tuple:
    """`value`'s entry written by the C writer, then by the Python encoders."""
    write = lambda enc, span: enc(cls, value)     # noqa: E731
    return compact_json._written(write, fast=True), compact_json._written(write, fast=False)


def _entries(folder: Path) -> dict[str, bytes]:
    """Every entry of the cache `folder` as it is written, by its file's name."""
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*.entry"))}


@needs_c
@pytest.mark.parametrize("target", BOOKS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_c_writer_writes_what_the_python_encoders_write(target, tmp_path, monkeypatch):
    """A cold load of the book kept its files' entries and its whole entry: written in C, then
    again by the Python encoders into another cache, every entry is the same, byte for byte."""
    kept = {}
    for way, writes in (("c", compact_json._FAST_WRITES), ("python", None)):
        monkeypatch.setattr(compact_json, "_FAST_WRITES", writes)
        monkeypatch.setenv("RULES_CACHE", str(tmp_path / way))
        loader._LAST_READ.clear()
        loader.load(target)
        kept[way] = _entries(tmp_path / way)
    assert kept["c"] == kept["python"]
    assert any(name.startswith("book-") for name in kept["c"]) and len(kept["c"]) > 1


@needs_c
def test_values_of_no_fixed_type_and_escaped_text_are_written_alike():
    span = m.Span("a\u00e9\U0001F600.rules", 1, 2, 3, 4)
    nodes = [m.Num(Fraction(1, 3), span), m.Num(-3, None), m.Num(2 ** 80, span),
             m.Constant("c", (3, Fraction(1, 2)), "3:1"), m.Constant("d", [1, None, "x", 1.5], "x"),
             m.Constant("e", True, "yes"), m.Text('"q" \\ \n\r\t\b\f \x00\x1f\x7f \u00e9\u2192 \U0001F600', span),
             m.Text("", span), m.Text("plain", span)]
    for node in nodes:
        fast, slow = _both(node, type(node))
        assert fast == slow, node


@needs_c
def test_the_c_writer_refuses_what_the_python_encoders_refuse():
    from lark import Token
    refused = [(m.Ref(["12.7"], None), m.Ref), (m.Clause("1", "T", notes=[]), m.Clause),
               (m.Text("x", "not a span"), m.Text), (m.Text("x", m.Span("a.rules", True, 1)), m.Text),
               (m.Text("x", m.Span(Path("a.rules"), 1, 1)), m.Text), (m.Text("x", m.Span("a.rules", 2 ** 40, 1)), m.Text),
               (m.Text("x", m.Span("a.rules", -2 ** 31 - 1, 1)), m.Text), (m.Not(m.Ref("1"), None), m.Not),
               (m.Ref(Token("NAME", "12.7"), None), m.Ref), (m.Text(1, None), m.Text), (m.Bool(1, None), m.Bool),
               (m.Num(1.5, None), m.Text), (m.Not(m.Num(1, None), None), m.Num)]
    for value, cls in refused:
        for fast in (True, False):
            with pytest.raises(TypeError):
                compact_json._written(lambda enc, span: enc(cls, value), fast=fast)
    deep = m.Num(1, None)
    for _ in range(100_000):       # `not`, nested past any stack
        deep = m.Not(deep, None)
    with pytest.raises(RecursionError):
        compact_json._written(lambda enc, span: enc(m.Not, deep))


@needs_c
def test_a_span_met_twice_is_written_twice_and_paths_once():
    """As the Python encoders: a span is a row each time it is met; a path a row of the paths once."""
    span, other = m.Span("a.rules", 1, 2, 3, 4), m.Span("b.rules", 5, 6, 7, 8)
    value = m.Logic("and", (m.Bool(True, span), m.Bool(False, other), m.Bool(True, span)), span)
    fast, slow = _both(value, m.Logic)
    assert fast == slow and len(fast[1]) == 4 * 5 * compact_json._INT_SIZE
    assert b'["a.rules","b.rules"]' in fast[0]


def test_without_the_extension_the_python_encoders_write():
    """With `dsl._fast_decode` missing, `compact_json` writes with its Python encoders, the same."""
    script = """
import sys
sys.modules["dsl._fast_decode"] = None      # (an import of it fails)
from pathlib import Path
from dsl import compact_json, loader
from dsl.source import SourceFile
assert compact_json._FAST_WRITES is None
path = sorted(Path("tests/cases/tutorial").glob("*.rules"))[0]
src = SourceFile.read(path, path.as_posix())
model, _ = loader._read_file(src)
text, blobs = compact_json.encode_file(model)
sys.stdout.buffer.write(text + b"\\n" + blobs.hex().encode())
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "RULES_CACHE": ""})
    assert done.returncode == 0, done.stderr
    from dsl.source import SourceFile
    path = sorted((ROOT / "tests/cases/tutorial").glob("*.rules"))[0]
    model, _ = loader._read_file(SourceFile.read(path, path.relative_to(ROOT).as_posix()))
    text, blobs = compact_json.encode_file(model)
    assert done.stdout == text + b"\n" + blobs.hex().encode()
    assert isinstance(model, FileModel)
