"""A long generated package is written in parts (`to_python.package_files`) and its `__init__.py`
runs them (`_rt.load_parts`): Python's compiler holds the syntax tree of all it compiles at once,
about 80 bytes a byte of source, and a book of 4,000 formulas (12 MB of Python) took 1.1 GB on its
first import. These tests write every bundled book's package in small parts and check that the
package imported is the package written whole: the same names, every conformance vector's answer
and trace, the examples; that the parts' code is cached as a module's is, and that a traceback
names the part's file and line."""
from __future__ import annotations

import importlib
import json
import sys
import types

import pytest

from compiler import examples
from compiler.conform_python import answer
from compiler.to_python import package_files
from tests.conftest import ROOT, bundled_books


def _imported(folder, name: str, files: dict[str, str], monkeypatch) -> types.ModuleType:
    (folder / name).mkdir()
    for file, text in files.items():
        (folder / name / file).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.delitem(sys.modules, name, raising=False)
    importlib.invalidate_caches()
    try:
        return importlib.import_module(name)
    finally:
        sys.modules.pop(name, None)


def test_a_short_package_is_its_module_alone():
    source = (ROOT / "generated" / "changsha" / "__init__.py").read_text(encoding="utf-8")
    assert package_files(source) == {"__init__.py": source}


@pytest.mark.parametrize("name", bundled_books())
def test_a_package_in_parts_answers_as_the_package_whole(name, tmp_path, monkeypatch):
    folder = ROOT / "generated" / name
    source = (folder / "__init__.py").read_text(encoding="utf-8")
    monkeypatch.setattr(examples, "PART", len(source) // 20)
    files = package_files(source)
    assert len(files) > 5 and "_rt.load_parts(globals(), (" in files["__init__.py"]
    parts = [text.split("\n", 1)[1] for file, text in files.items() if file != "__init__.py"]
    first = files["__init__.py"]
    assert first[:first.index("_rt.load_parts(")] + "".join(parts) == source   # (the parts are the source as written)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    module = _imported(tmp_path, f"{name}_in_parts", files, monkeypatch)
    whole = _imported(tmp_path, f"{name}_whole", {"__init__.py": source}, monkeypatch)
    assert vars(module).keys() == vars(whole).keys()
    assert sorted(p.name.split(".")[0] for p in (tmp_path / f"{name}_in_parts" / "__pycache__").iterdir()) == \
        sorted(f.removesuffix(".py") for f in files)   # (each part's code cached, as a module's)
    vectors = json.loads((folder / "vectors.json").read_text(encoding="utf-8"))["vectors"]
    for v in vectors:
        got = answer(module, {**v["input"], "id": v["id"], "book": name})
        assert {k: x for k, x in got.items() if k not in ("id", "left")} == v["expected"], v["id"]
    assert all(all(e.run()) for e in module.EXAMPLES) and len(module.EXAMPLES) == len(whole.EXAMPLES)


def test_a_cut_that_does_not_compile_leaves_the_package_whole(monkeypatch):
    monkeypatch.setattr(examples, "PART", 50)
    source = 'x = """\n' + "text\n" * 40 + '\n\ndef g():\n    """\n' + "".join(f"\n\ndef f{i}():\n    return {i}\n" for i in range(40))
    compile(source, "t", "exec")
    assert len(examples.parts(source)) > 1
    assert package_files(source) == {"__init__.py": source}


def test_a_traceback_names_the_part_and_its_line(tmp_path, monkeypatch):
    monkeypatch.setattr(examples, "PART", 300)
    source = "from dsl import runtime as _rt\n" + "".join(
        f"\n\ndef f{i}(x):\n    y = x + 1\n    return y / x\n" for i in range(200))
    files = package_files(source)
    assert len(files) > 10
    module = _imported(tmp_path, "parts_lines", files, monkeypatch)
    with pytest.raises(ZeroDivisionError) as raised:
        module.f150(0)
    tb = raised.value.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    file = tb.tb_frame.f_code.co_filename
    assert "_part_" in file
    assert open(file, encoding="utf-8").read().splitlines()[tb.tb_lineno - 1] == "    return y / x"
    assert module.f150.__module__ == "parts_lines"


def test_a_package_in_parts_imports_from_a_zip_archive(tmp_path, monkeypatch):
    """The parts were read from a path beside `__file__`, which in a zip archive is no file: the
    package raised a bare NotADirectoryError where one written whole imported (regression probe)."""
    import zipfile
    monkeypatch.setattr(examples, "PART", 300)
    source = "from dsl import runtime as _rt\n" + "".join(f"\n\ndef f{i}(x):\n    return x + {i}\n" for i in range(200))
    files = package_files(source)
    assert len(files) > 5
    archive = tmp_path / "book.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for file, text in files.items():
            z.writestr(f"zipped_parts/{file}", text)
    monkeypatch.syspath_prepend(str(archive))
    monkeypatch.delitem(sys.modules, "zipped_parts", raising=False)
    importlib.invalidate_caches()
    try:
        module = importlib.import_module("zipped_parts")
        assert module.f199(1) == 200 and module.f0(1) == 1
    finally:
        sys.modules.pop("zipped_parts", None)


def test_a_missing_part_is_said_as_such(tmp_path, monkeypatch):
    monkeypatch.setattr(examples, "PART", 300)
    source = "from dsl import runtime as _rt\n" + "".join(f"\n\ndef f{i}(x):\n    return x + {i}\n" for i in range(200))
    files = package_files(source)
    del files["_part_02.py"]
    with pytest.raises(ImportError, match=r"its part _part_02\.py is missing beside its __init__\.py: keep the "
                                          r"package's files together"):
        _imported(tmp_path, "parts_missing", files, monkeypatch)
    with pytest.raises(ImportError, match=r"its part _part_01\.py is missing"):   # (run with no file: a KeyError)
        exec(compile(files["__init__.py"], "<init>", "exec"), {"__name__": "nowhere"})


def test_the_parts_run_are_those_beside_the_running_init(tmp_path, monkeypatch):
    """Found by the package's name (`find_spec`), the parts of another build of the same book on
    `sys.path` ran in place of this one's: a package loaded from its file answered with the old
    build's rules, silently (regression probe)."""
    import importlib.util
    monkeypatch.setattr(examples, "PART", 300)

    def built(k: int) -> dict:
        return package_files("from dsl import runtime as _rt\n" + "".join(
            f"\n\ndef f{i}(x):\n    return x + {i * k}\n" for i in range(200)))
    for folder, k in (("old", 1), ("new", 2)):
        (tmp_path / folder / "book").mkdir(parents=True)
        for file, text in built(k).items():
            (tmp_path / folder / "book" / file).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path / "old"))   # (an older build importable by the name)
    importlib.invalidate_caches()
    for name in ("book", "elsewhere"):
        spec = importlib.util.spec_from_file_location(name, tmp_path / "new" / "book" / "__init__.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        assert module.f199(0) == 398, name   # (the new build's: 2 × 199)
