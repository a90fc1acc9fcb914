"""The one jinja2 environment of the HTML back ends (web book pages and player aids).
Fed by: `to_site` and `to_aid`, which render the templates in `compiler/templates/`.

Autoescaping is on for every template; rulebook prose reaches Markdown through the `md` filter.
The environment is built once per process and keeps compiled templates in the same cache folder
as the front end (`dsl.cache`), so a build does not recompile them.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemBytecodeCache, FileSystemLoader, StrictUndefined

from dsl import cache

from .site_text import anchor, md_escape

TEMPLATES = Path(__file__).with_name("templates")


@lru_cache(maxsize=1)
def environment() -> Environment:
    folder = cache.folder()
    bytecode = None
    if folder is not None:
        try:
            (folder / "templates").mkdir(parents=True, exist_ok=True)
            bytecode = FileSystemBytecodeCache(str(folder / "templates"))
        except OSError:
            bytecode = None
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=True, undefined=StrictUndefined,
                      keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True, bytecode_cache=bytecode)
    env.filters["md"] = md_escape
    env.filters["anchor"] = anchor
    return env
