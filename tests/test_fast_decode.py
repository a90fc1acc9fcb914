"""The C decoder of the cache's entries (`dsl/_fast_decode.c`, bound by `compact_json_fast`) makes
exactly what the Python decoders make (`compact_json_decoders`): the same classes, the same field
values, tuples where they make tuples, and the same object wherever they share one (a span, a node
the symbol table names), on every bundled book and every book of the tests; it refuses data of
another shape with an exception, never a crash and never another answer; and without it the
Python decoders decode."""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from dsl import cache, compact_json, loader
from dsl.builder import FileModel
from tests.conftest import book_folders_to_compile

ROOT = Path(__file__).resolve().parent.parent
needs_c = pytest.mark.skipif(compact_json._FAST is None,
                           reason="dsl/_fast_decode.c was not compiled when the package was installed: install gcc and "
                                  "the Python headers (apt-get install -y gcc python3-dev), then `pip install -e .` again")


def _books() -> list[Path]:
    """Every bundled book, every book folder of the tests, and each file of the books with errors alone."""
    return book_folders_to_compile() + [p for p in sorted((ROOT / "tests" / "cases" / "bad").glob("*.rules")) if _readable(p)]


def _readable(path: Path) -> bool:
    try:
        path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:     # (a book with a file it cannot read is not kept)
        return False
    return True


BOOKS = _books()


class _Same:
    """Walks two values side by side: equal, of the same classes, and sharing objects alike (an
    object met twice on one side is met twice, as one object, on the other)."""

    def __init__(self):
        self.seen: dict[int, object] = {}
        self.seen_back: dict[int, object] = {}

    def __call__(self, a, b, where="value"):
        assert type(a) is type(b), where
        if attrs.has(type(a)):
            if id(a) in self.seen or id(b) in self.seen_back:
                assert self.seen.get(id(a)) is b and self.seen_back.get(id(b)) is a, f"{where}: not shared alike"
                return
            self.seen[id(a)], self.seen_back[id(b)] = b, a
            for f in attrs.fields(type(a)):
                self(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
        elif isinstance(a, (list, tuple)):
            assert len(a) == len(b), where
            for i, (x, y) in enumerate(zip(a, b)):
                self(x, y, f"{where}[{i}]")
        elif isinstance(a, dict):
            assert list(a) == list(b), where
            for k in a:
                self(a[k], b[k], f"{where}[{k!r}]")
        else:
            assert a == b, where


def _both(monkeypatch, decode, *args):
    """`decode(*args)` by the C decoder, then by the Python decoders."""
    fast = decode(*args)
    with monkeypatch.context() as m:
        m.setattr(compact_json, "_FAST", None)
        slow = decode(*args)
    return fast, slow


@pytest.fixture
def private(monkeypatch, tmp_path):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))


def _book_entry(target: Path) -> tuple[bytes, bytes]:
    loaded = loader.load(target)
    k = loader._whole_book_key([(shown, loaded.sources[shown]) for shown in loaded.sources], False)
    entry = cache.get_text(*k)
    assert entry is not None, "the book was not kept"
    return entry


def _file_entries(text: bytes, blobs: bytes) -> list[tuple[bytes, bytes]]:
    """Each file's entry, as its own text and bytes, taken from the book's entry."""
    _, file_data, _, _ = json.loads(text)
    found, start = [], 0
    for data in file_data:
        end = start + data[2][3] * compact_json._INT_SIZE
        found.append((json.dumps(data).encode(), blobs[start:end]))
        start = end
    return found


@needs_c
@pytest.mark.parametrize("target", BOOKS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_c_decoder_makes_what_the_python_decoders_make(target, private, monkeypatch):
    text, blobs = _book_entry(target)
    fast, slow = _both(monkeypatch, compact_json.decode_loaded, text, blobs)
    _Same()(fast, slow)
    assert fast[1] is None or fast[1].book is fast[0]
    for file_text, file_blobs in _file_entries(text, blobs):
        fast, slow = _both(monkeypatch, compact_json.decode_file, file_text, file_blobs)
        assert type(fast) is FileModel
        _Same()(fast, slow)


def _lists(value, path=()):
    """The place of every array in `value`, outermost first."""
    if isinstance(value, list):
        yield path
        for i, x in enumerate(value):
            yield from _lists(x, (*path, i))


def _at(value, path):
    for i in path:
        value = value[i]
    return value


_STRANGE = [None, True, 1.5, -1, 2 ** 70, "x", {}, [], [[]], 0]


@needs_c
def test_data_of_another_shape_is_refused_or_read_as_the_python_decoders_read_it(private):
    """Every array of a file's entry changed, one change at a time (an item more or less, each item
    replaced by values of other classes, numbers out of range): the C decoder raises, or gives what
    the Python decoders give for the same data (which take more than it does), never a crash."""
    text, blobs = _book_entry(ROOT / "tests" / "cases" / "tutorial")
    file_text, blobs_of_file = max(_file_entries(text, blobs), key=lambda e: len(e[0]))
    data = json.loads(file_text)
    fast = compact_json._FAST
    refused = tried = 0

    def attempt(changed):
        nonlocal refused, tried
        tried += 1
        try:
            got = compact_json.decode(changed, blobs_of_file, FileModel)
        except Exception:
            refused += 1
            return
        try:
            compact_json._FAST = None
            expected = compact_json.decode(changed, blobs_of_file, FileModel)
        except Exception:
            pytest.fail("the C decoder took data the Python decoders refuse")
        finally:
            compact_json._FAST = fast
        _Same()(got, expected)

    value = data[3]
    for path in list(_lists(value))[:400]:
        changed = copy.deepcopy(data)
        target = _at(changed[3], path)
        target.append({})
        attempt(changed)
        target.pop()
        if target:
            last = target.pop()
            attempt(changed)
            target.append(last)
        for i in range(len(target)):
            kept = target[i]
            for strange in _STRANGE:
                target[i] = strange
                attempt(changed)
            target[i] = kept
    assert tried > 1000 and refused > tried // 2


@needs_c
def test_a_bad_table_of_spans_or_tag_is_refused(private):
    text, blobs = _book_entry(ROOT / "tests" / "cases" / "tutorial")
    file_text, file_blobs = _file_entries(text, blobs)[0]
    data = json.loads(file_text)
    fast = compact_json._FAST
    with pytest.raises(ValueError):
        fast.spans(data[1], file_blobs[:-1])                         # not five numbers a span
    with pytest.raises(ValueError):
        fast.spans([], file_blobs)                                  # a path out of range
    with pytest.raises(ValueError):
        fast.spans([1] * len(data[1]), file_blobs)                  # a path not a str
    spans = fast.spans(data[1], file_blobs)
    assert spans[0] is None and len(spans) == 1 + len(file_blobs) // (5 * compact_json._INT_SIZE)
    from dsl import model as m
    num = compact_json._TAG[m.Num]
    expr_with_span = [num, 1, len(spans)]                           # a span number out of range
    for bad in ([99, 1, 1], [-1, 1, 1], ["0", 1, 1], [], 0, expr_with_span, [num, 1, -1], [num, 1, 1, 1], [num, 1]):
        with pytest.raises(ValueError):
            fast.decode(m.Arg, ["a", bad, 1], spans)
    assert fast.decode(m.Arg, ["a", [num, 1, 1], 1], spans).value.span is spans[1]
    with pytest.raises(ValueError):
        compact_json.decode_loaded(text, blobs[:-4])
    with pytest.raises(RecursionError):
        not_ = compact_json._TAG[m.Not]                             # `not`, nested past any stack
        deep = [not_, [compact_json._TAG[m.Num], 1, 0], 0]
        for _ in range(100_000):
            deep = [not_, deep, 0]
        fast.decode(m.Arg, ["a", deep, 0], spans)


def test_without_the_extension_the_python_decoders_decode():
    """With `dsl._fast_decode` missing, `compact_json` decodes with its Python decoders, the same."""
    script = """
import sys
sys.modules["dsl._fast_decode"] = None      # (an import of it fails)
from pathlib import Path
from dsl import compact_json, loader
from dsl.source import SourceFile
assert compact_json._FAST is None
src = SourceFile.read(Path("tests/cases/tutorial").glob("*.rules").__next__())
model, _ = loader._read_file(src)
again = compact_json.decode_file(*compact_json.encode_file(model))
assert repr(again) == repr(model)
print("decoded")
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "RULES_CACHE": ""})
    assert done.stdout.strip() == "decoded", done.stderr
