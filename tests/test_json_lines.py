"""`book.json`'s text written in C (`compiler/_json_lines.c`, through `compiler.to_json.dumps`) is
character for character what `json`'s encoder writes item by item (`to_json._dumps_by_json`): on
every bundled book's `book.json` and `vectors.json` (both written by `dumps`), and on values at the
edges of what it takes; what it does not take (a subclass, a key that is not a str, NaN, a lone
surrogate) it leaves to `json`; and without it `json` writes."""
from __future__ import annotations

import json
import subprocess
import sys
from collections import OrderedDict
from pathlib import Path

import pytest

from compiler import to_json
from dsl.diagnostics import CONTROL

ROOT = Path(__file__).resolve().parent.parent
needs_c = pytest.mark.skipif(to_json._dumps_in_c is None,
                             reason="compiler/_json_lines.c was not compiled when the package was installed: install "
                                    "gcc and the Python headers, then `pip install -e .` again")
WRITTEN = sorted((ROOT / "generated").glob("*/book.json")) + sorted((ROOT / "generated").glob("*/vectors.json"))


@needs_c
@pytest.mark.parametrize("path", WRITTEN, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_bundled_book_json_is_written_alike(path):
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert to_json._dumps_in_c(data) == to_json._dumps_by_json(data) == text


EDGES = [
    {},
    {"a": []},
    {"a": [1], "b": [], "c": (1, 2), "d": {}},
    {"s": ['"q" \\ \n\r\t\b\f \x00\x1f\x7f \u00e9\u2192 \U0001F600', "", "plain"]},
    {"n": [0, -1, 2 ** 63, -2 ** 63, 2 ** 64, -2 ** 80, True, False, None]},
    {"f": [0.1, -0.0, 1e300, 1.5e-7, 3.0]},
    {"nested": [{"k": [1, {"x": ("t", [])}], "\u00e9": "\u00e9"}, [[[]]]]},
    {"\n key": {"\"": "\\"}},
]


@needs_c
@pytest.mark.parametrize("data", EDGES, ids=range(len(EDGES)))
def test_values_at_the_edges_are_written_alike(data):
    assert to_json._dumps_in_c(data) == to_json._dumps_by_json(data)


def test_the_characters_w602_reports_are_written_escaped_and_read_back_the_same():
    """book.json and vectors.json carried a bidirectional override U+202E raw (a title, a label, an
    example's name): it reversed the rest of the line in an editor or a diff, and a zero-width
    space hid in a label. NUL was escaped already; the rest of the text stays raw UTF-8."""
    data = {"title": "Red\u202eArmy", "rows": ["Wo\u200bods", "soft\u00adhyphen \U000e0041 \x7f \x85 \u2028 \u00e9 \u2013"]}
    text = to_json.dumps(data)
    assert '"Red\\u202eArmy"' in text and '"Wo\\u200bods"' in text
    assert "\\u00ad" in text and "\\udb40\\udc41" in text and "\\u007f" in text and "\\u0085" in text
    assert "\u00e9 \u2013" in text and not CONTROL.search(text)
    assert json.loads(text) == data
    assert to_json._dumps_by_json(data) == text


@needs_c
def test_c_escapes_the_characters_python_escapes_on_every_code_point():
    """`_json_lines.c` holds its own copy of the set (`invisible`): every code point is written
    alike by the two writers, so the set in C is `dsl.diagnostics.CONTROL`."""
    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)
    data = {"a": [every[i:i + 4096] for i in range(0, len(every), 4096)]}
    assert to_json._dumps_in_c(data) == to_json._dumps_by_json(data)


class Text(str):
    pass


class Number(int):
    pass


@needs_c
@pytest.mark.parametrize("data", [
    {"a": [Text("x")]}, {"a": Number(3)}, {"a": [{1: "x"}]}, {"a": [float("nan")]}, {"a": float("inf")},
    {"a": ["\ud800"]}, {"a": [OrderedDict(x=1)]}, {1: []}, OrderedDict(a=1),
], ids=range(9))
def test_what_it_does_not_take_is_left_to_json(data):
    assert to_json._dumps_in_c(data) is None
    assert to_json.dumps(data) == to_json._dumps_by_json(data)


@needs_c
def test_what_json_refuses_it_refuses_as_json_does():
    assert to_json._dumps_in_c({"a": [b"x"]}) is None
    with pytest.raises(TypeError):
        to_json.dumps({"a": [b"x"]})


@needs_c
def test_data_nested_past_any_stack_is_refused():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(RecursionError):
        to_json._dumps_in_c({"a": deep})


def test_without_the_extension_json_writes():
    script = """
import sys
sys.modules["compiler._json_lines"] = None      # (an import of it fails)
from compiler import to_json
from dsl.diagnostics import CONTROL
assert to_json._dumps_in_c is None
sys.stdout.write(to_json.dumps({"a": [1, "\\u00e9"], "b": 2}))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == '{\n  "a": [\n    1,\n    "\u00e9"\n  ],\n  "b": 2\n}\n'
