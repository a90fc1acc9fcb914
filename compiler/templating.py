"""The one jinja2 environment of the HTML back ends (web book pages and player aids).
Fed by: `to_site` and `to_aid`, which render the templates in `compiler/templates/`.

Autoescaping is on for every template; rulebook prose reaches Markdown through the `md` filter.
Every value a template prints passes `dsl.limits.visible` first: NUL, other control characters and
bidirectional overrides (diagnosed as W602) show as U+FFFD, never raw in the HTML or an aid.
The environment is built once per process. Compiled templates are not cached on disk: Jinja's
bytecode cache is marshal, and nothing executable is loaded from a cache folder.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from dsl.limits import visible

from .site_text import anchor, md_escape

TEMPLATES = Path(__file__).with_name("templates")


def _visible(value):
    """What a template prints, with invisible control characters shown (markup stays markup)."""
    if isinstance(value, str):
        shown = visible(value)
        return value if shown is value else (Markup(shown) if isinstance(value, Markup) else shown)
    return value


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=True, undefined=StrictUndefined,
                      keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True, finalize=_visible)
    env.filters["md"] = md_escape
    env.filters["anchor"] = anchor
    return env
