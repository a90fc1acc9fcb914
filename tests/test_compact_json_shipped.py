"""The compact JSON encoders and decoders ship as modules (`dsl.compact_json_encoders`,
`dsl.compact_json_decoders`, written by `python -m dsl.compact_json_gen --write`): they are what the
generator builds from the model as it is now, `compact_json` uses them only under their key, and
without them (an edited model, a missing or damaged module) it builds the same codecs itself."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from dsl import compact_json, compact_json_gen
from dsl.builder import FileModel
from dsl.loader import _read_file
from dsl.source import SourceFile

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("kind", ["encoders", "decoders"])
def test_the_shipped_modules_are_what_the_generator_builds_now(kind):
    shipped = compact_json_gen.SHIPPED[kind].read_text(encoding="utf-8")
    assert shipped == compact_json_gen.source(kind), \
        "the model or compact_json changed: run `python -m dsl.compact_json_gen --write`"


def test_the_shipped_modules_are_the_ones_in_use():
    assert sys.modules["dsl.compact_json_encoders"].KEY == compact_json.codecs_key()
    assert all(f.__module__ == "dsl.compact_json_decoders" for f in compact_json._DEC.values())
    assert "dsl.compact_json_gen" not in subprocess.run(
        [sys.executable, "-c", "import sys, dsl.compact_json; print(sorted(sys.modules))"],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout, "the codecs were built at import"


def test_the_key_is_the_same_before_and_after_the_types_are_resolved():
    """The key reads the fields' types as written: cattrs or the generator resolving them (into
    classes) in the same process must not make the shipped modules look stale."""
    before = compact_json.codecs_key()
    for cl in compact_json.CLASSES:
        attrs.resolve_types(cl)
    assert compact_json.codecs_key() == before


def test_codecs_built_when_the_key_differs_read_and_write_what_the_shipped_ones_do(monkeypatch):
    monkeypatch.setattr(compact_json, "codecs_key", lambda: "another model")
    _, encoders = compact_json._codecs("encoders", compact_json.ENC_BASE)
    env, decoders = compact_json._codecs("decoders", compact_json.DEC_BASE)
    assert all(f.__module__ != "dsl.compact_json_decoders" for f in decoders.values())
    monkeypatch.undo()
    for path in sorted((ROOT / "rulebooks" / "changsha").glob("*.rules")):
        model, _ = _read_file(SourceFile.read(path, path.name))
        shipped = compact_json.encode(model, FileModel)
        with compact_json._writing() as spans:
            data = encoders[FileModel](model)
        paths, numbers = compact_json._span_table(spans)
        assert [paths, data, numbers.tobytes()] == [shipped[0][1], shipped[0][3], shipped[1]]
        with compact_json._read(*shipped) as (value, spans):
            env["S"] = spans
            decoded = decoders[FileModel](value)
        assert decoded == model == compact_json.decode(*shipped, FileModel)


def test_every_constant_of_the_generated_code_is_made_again_from_its_recipe():
    for kind in ("encoders", "decoders"):
        built = compact_json_gen.built(kind)
        for name, value in built.consts.items():
            again = compact_json._made(compact_json_gen.recipe(value))
            assert again == value and (type(again) is not dict or list(again) == list(value)), name
