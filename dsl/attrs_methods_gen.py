"""Writes `attrs_methods`: the methods attrs writes for each class of the model, the rule model and
the builder's pieces (the classes `classes.frozen` makes), as the Python source of one function per
class, which `classes` runs in place of compiling attrs' script while it is exactly the script
shipped. Fed by: attrs itself, in a fresh interpreter (`python -m dsl.attrs_methods_gen --scripts`):
each script as attrs compiles it (`attr._make._compile_and_eval`), the hash's constant written by
name (`classes.normalized`). Run `python -m dsl.attrs_methods_gen --write` after changing a class
of those modules (or attrs): a test fails until then, and meanwhile the changed classes' scripts
are compiled at import, as before.

A script is shipped only when it is nothing but `def`s; its function returns them by name, and is
checked here to hold exactly the statements of the script (`ast`, compared node for node).
"""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

SHIPPED = Path(__file__).with_name("attrs_methods.py")
MODULES = ("dsl.model", "dsl.ir", "dsl.pieces")     # the modules whose classes `classes.frozen` makes


def _recorded() -> list[tuple[str, str]]:
    """In this process, before any of `MODULES` is imported: every script attrs compiles for their
    classes, as (file name, normalized text), nothing shipped being used."""
    import types

    from attr import _make
    nothing = sys.modules["dsl.attrs_methods"] = types.ModuleType("dsl.attrs_methods")
    nothing.ATTRS_VERSION, nothing.METHODS = "", {}     # (nothing shipped: every script is compiled)
    seen = []
    compile_and_eval = _make._compile_and_eval

    def record(script, globs, locs=None, filename=""):
        seen.append((filename, script))
        return compile_and_eval(script, globs, locs, filename)
    _make._compile_and_eval = record
    import importlib
    for module in MODULES:
        importlib.import_module(module)
    _make._compile_and_eval = compile_and_eval
    from .classes import normalized
    prefixes = tuple(f"<attrs generated methods {m}." for m in MODULES)
    return [(name, normalized(script, name)[0]) for name, script in seen if name.startswith(prefixes)]


def scripts() -> list[tuple[str, str]]:
    """The scripts, recorded in a fresh interpreter (their classes are made once per process)."""
    out = subprocess.run([sys.executable, "-m", "dsl.attrs_methods_gen", "--scripts"], capture_output=True,
                         text=True, check=True, cwd=Path(__file__).resolve().parent.parent)
    return [tuple(pair) for pair in json.loads(out.stdout)]


def _function(number: int, text: str) -> str | None:
    """The source of the function running `text`'s `def`s and returning them, or None."""
    body = ast.parse(text).body
    if not body or not all(isinstance(s, ast.FunctionDef) for s in body) or '"""' in text or "'''" in text:
        return None
    names = [s.name for s in body]
    source = (f"def _{number}():\n" + "".join(f"    {line}\n" if line else "\n" for line in text.split("\n"))
              + "    return {" + ", ".join(f"{n!r}: {n}" for n in names) + "}\n")
    function = ast.parse(source).body[0]
    if ast.dump(ast.Module(function.body[:-1], [])) != ast.dump(ast.Module(body, [])):
        return None
    return source


def source() -> str:
    """The shipped module as it is now."""
    import attrs
    functions, table = [], []
    for name, text in scripts():
        made = _function(len(functions), text)
        if made is not None:
            table.append(f"    {name!r}: ({text!r}, _{len(functions)}),\n")
            functions.append(made)
    return ('"""The methods attrs writes for the classes of `dsl.model`, `dsl.ir` and `dsl.pieces`, as '
            "source: written by\n`python -m dsl.attrs_methods_gen --write` (do not edit); read by "
            '`dsl.classes`."""\n'
            "# flake8: noqa\n"
            "from __future__ import annotations   # (as attrs' own module: its code compiles with this flag)\n\n"
            f"ATTRS_VERSION = {attrs.__version__!r}\n\n\n" + "\n\n".join(functions)
            + "\n\nMETHODS = {\n" + "".join(table) + "}\n")


if __name__ == "__main__":   # python -m dsl.attrs_methods_gen --write
    if sys.argv[1:] == ["--scripts"]:
        print(json.dumps(_recorded()))
    elif sys.argv[1:] == ["--write"]:
        SHIPPED.write_text(source(), encoding="utf-8")
        print(f"wrote {SHIPPED}")
    else:
        sys.exit(f"usage: python -m dsl.attrs_methods_gen --write   (writes {SHIPPED.name})")
