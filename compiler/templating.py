"""The one jinja2 environment of the HTML back ends (web book pages and player aids).
Fed by: `to_site` and `to_aid`, which render the templates in `compiler/templates/`.

Autoescaping is on for every template; rulebook prose reaches Markdown through the `md` filter.
Every value a template prints passes `dsl.limits.visible` first: NUL, other control characters and
bidirectional overrides (diagnosed as W602) show as U+FFFD, never raw in the HTML or an aid. The
loader gives each template `_printed` as the `escape` its compiled code calls on every printed value
(markupsafe's, but markup given back as it is), and `indent` lays markup out as plain text: the same
pages with fewer Python calls for each value.

The environment is built once per process. Compiling the templates takes longer than the rest of
a one-clause rebuild's rendering, so they ship compiled too, as Python modules in
`templates/compiled/` (Jinja's own `compile_templates` and `ModuleLoader`), each used only while
its key (`source_key`: the template's text, this Jinja version and the environment's options)
is the one in `templates/compiled/keys.json`; any other template is compiled from its source, as
before. After editing a template run `python -m compiler.templating --write-compiled` (a test
fails until then). Nothing is cached on disk at build time: Jinja's bytecode cache is marshal, and
nothing executable is loaded from a cache folder.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import sys
from functools import lru_cache
from pathlib import Path

import jinja2
from jinja2 import Environment, FileSystemLoader, ModuleLoader, StrictUndefined
from jinja2.filters import do_indent
from markupsafe import Markup, escape

from dsl.limits import visible

from .site_text import anchor, footnote_marks, link, links, md_escape, prose, titled
from .table_text import stopped

TEMPLATES = Path(__file__).with_name("templates")
COMPILED = TEMPLATES / "compiled"
KEYS = COMPILED / "keys.json"


# The characters `visible` never replaces that most texts are made of: printable ASCII, tab and line breaks.
_PLAIN_ASCII = bytes([9, 10, 13, *range(0x20, 0x7F)])
# From this length on, a text is checked by `_shows_as_is` from the start (`isprintable` looks every
# character up; most long texts are prose and sources).
_LONG = 200


def _visible(value):
    """What a template prints, with invisible control characters shown (markup stays markup)."""
    if isinstance(value, str):
        # (no character `visible` replaces is printable: most values, one C call instead of a call
        # and a regular expression each)
        if (value.isprintable() or _shows_as_is(value)) if len(value) < _LONG else _shows_as_is(value):
            return value
        shown = visible(value)
        return value if shown is value else (Markup(shown) if isinstance(value, Markup) else shown)
    return value


def _shows_as_is(text: str) -> bool:
    """Whether `visible` gives `text` back as it is, read from the characters left once its plain
    ASCII is taken out (a few quotes and dashes, for a clause's source of several hundred lines:
    encoding and dropping bytes is a few instructions a character, where `visible`'s regular
    expression, or `isprintable`, looks each one up in Unicode's tables). ASCII bytes never occur
    inside a character of several bytes in UTF-8, so what is left decodes to those characters."""
    try:
        rest = text.encode().translate(None, _PLAIN_ASCII).decode()
    except UnicodeError:   # (a lone surrogate)
        return False
    return visible(rest) is rest


# Plain texts and numbers as printed: a page prints the same ones many times (kinds, table ids,
# line numbers, headings' `#` runs); each is made visible and escaped once (`_printed`).
_PLAIN_PRINTED: dict[str | int, Markup] = {}


def _printed(value):
    """What a compiled template's `{{ … }}` prints, in place of markupsafe's `escape` (the name the
    compiled code calls): `_visible` of the value, escaped, in one call (the environment has no
    `finalize`: that would be a second call for each value); a `Markup` is given back as it is,
    where markupsafe's makes a new one from its `__html__` (four Python calls; most printed values
    are markup already: `md`, `prose`, links, cells), and a plain text or number is escaped once."""
    kind = type(value)
    if kind is Markup:
        return value if (value.isprintable() if len(value) < _LONG else _shows_as_is(value)) else _visible(value)
    if kind is str or kind is int:
        made = _PLAIN_PRINTED.get(value)
        if made is None:
            if len(_PLAIN_PRINTED) >= 8192:    # (a bound for a long `--watch` session)
                _PLAIN_PRINTED.clear()
            made = _PLAIN_PRINTED[value] = escape(_visible(value))
        return made
    return escape(_visible(value))


# What else `str.splitlines`, and so Jinja's `indent`, splits a text at.
_OTHER_LINE_BOUNDARIES = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def _indent(text, width=4, first: bool = False, blank: bool = False):
    """Jinja's `indent` filter, markup laid out as plain text and made markup again: the same text
    (but for the line boundaries W602 reports, shown as U+FFFD first, as `visible` shows them),
    where Jinja's own escapes every line of markup again (`Markup.__add__`, `Markup.join`). A text
    of one line (no line boundary of any kind is printable) is given back as it is, as Jinja's gives
    it; one whose only line boundaries are `\\n` is indented by replacing them (Jinja's splits it
    and indents each line in a Python loop: a clause's source has dozens), blank lines left blank."""
    kind = type(text)
    if (kind is Markup or kind is str) and not text.isprintable() and \
            any(boundary in text for boundary in _OTHER_LINE_BOUNDARIES):
        # (a line boundary W602 reports, U+2028 in a clause's source, is shown as U+FFFD, as everywhere
        # else: split there, as Jinja's splits, the source block broke a line the file does not)
        shown = visible(str(text))
        text = Markup(shown) if kind is Markup else shown
    if not first and not blank and (kind is Markup or kind is str) and type(width) is int:
        if text.isprintable():
            return text
        if not any(boundary in text for boundary in _OTHER_LINE_BOUNDARIES):
            indented = _indented_lines(str(text), " " * width)
            return Markup(indented) if kind is Markup else indented
    if kind is Markup:
        return Markup(do_indent(str(text), width, first, blank))
    return do_indent(text, width, first, blank)


def _indented_lines(text: str, indention: str) -> str:
    """`text` with `indention` at the start of every line after the first but blank ones (its only
    line boundaries are `\\n`)."""
    indented = text.replace("\n", "\n" + indention)
    blank = "\n" + indention + "\n"       # (a blank line indented: the replace skips every second
    if blank in indented:                 # of a run of them, as its matches may not overlap)
        indented = indented.replace(blank, "\n\n").replace(blank, "\n\n")
    return indented[:-len(indention)] if indention and text.endswith("\n") else indented


# What decides the compiled code besides a template's text (the keyword arguments of `Environment`).
_OPTIONS = dict(autoescape=True, undefined=StrictUndefined, keep_trailing_newline=True, trim_blocks=True,
                lstrip_blocks=True)


def source_key(source: str) -> str:
    """The key a template compiled from `source` is kept under: it changes with the text, the
    Jinja version and the environment's options."""
    options = sorted((k, getattr(v, "__qualname__", v)) for k, v in _OPTIONS.items())
    return hashlib.sha256(repr((jinja2.__version__, options, source)).encode()).hexdigest()


class _ShippedFirst(FileSystemLoader):
    """A template compiled ahead when its key matches its source; else compiled from the source."""

    def __init__(self):
        super().__init__(str(TEMPLATES))
        try:
            self.keys = json.loads(KEYS.read_text(encoding="utf-8"))
        except (OSError, ValueError):   # not shipped, or damaged: every template from its source
            self.keys = {}
        self.compiled = ModuleLoader(str(COMPILED))

    def load(self, environment, name, globals=None):
        if self.keys and self.keys.get(name) == source_key(self.get_source(environment, name)[0]):
            template = self.compiled.load(environment, name, globals)
        else:
            template = super().load(environment, name, globals)
        template.root_render_func.__globals__["escape"] = _printed   # (the compiled code's own namespace)
        return template


@lru_cache(maxsize=1)
def environment() -> Environment:
    return _with_filters(Environment(loader=_ShippedFirst(), **_OPTIONS))


def _with_filters(env: Environment) -> Environment:
    env.filters["md"] = md_escape
    env.filters["anchor"] = anchor
    env.filters["footnote_marks"] = footnote_marks
    env.filters["link"] = link
    env.filters["links"] = links
    env.filters["prose"] = prose
    env.filters["titled"] = titled
    env.filters["indent"] = _indent
    env.tests["stopped"] = stopped   # (a sentence that ends already: no full stop after it)
    return env


def write_compiled() -> list[str]:
    """Compile every template into `templates/compiled/` and record their keys; the names written."""
    env = _with_filters(Environment(loader=FileSystemLoader(str(TEMPLATES)), **_OPTIONS))
    shutil.rmtree(COMPILED, ignore_errors=True)
    names = sorted(env.list_templates(extensions=["j2"]))
    env.compile_templates(str(COMPILED), extensions=["j2"], zip=None, ignore_errors=False)
    keys = {name: source_key(env.loader.get_source(env, name)[0]) for name in names}
    KEYS.write_text(json.dumps(keys, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return names


if __name__ == "__main__":
    if sys.argv[1:] != ["--write-compiled"]:
        sys.exit("usage: python -m compiler.templating --write-compiled")
    print(f"compiled {len(write_compiled())} templates into {COMPILED}")
