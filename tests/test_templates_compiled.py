"""The templates ship compiled (`compiler.templating`): the compiled modules are those of the
templates as they are now, the environment uses one only while its key matches its source, and a
template edited since (or a missing or damaged key file) is compiled from its source instead."""
from __future__ import annotations

import json

import pytest
from jinja2 import Environment, FileSystemLoader, ModuleLoader

from compiler import templating as tp


def _names() -> list[str]:
    return sorted(p.name for p in tp.TEMPLATES.glob("*.j2"))


def _fresh_environment(monkeypatch, keys: str | None = None, tmp_path=None) -> Environment:
    """An environment built as `environment()` builds it, with a key file holding `keys` instead
    of the shipped one (given)."""
    if keys is not None:
        replaced = tmp_path / "keys.json"
        replaced.write_text(keys, encoding="utf-8")
        monkeypatch.setattr(tp, "KEYS", replaced)
    return tp._with_filters(Environment(loader=tp._ShippedFirst(), **tp._OPTIONS))


def test_the_shipped_compiled_templates_are_these_templates():
    keys = json.loads(tp.KEYS.read_text(encoding="utf-8"))
    now = {n: tp.source_key((tp.TEMPLATES / n).read_text(encoding="utf-8")) for n in _names()}
    assert keys == now, "a template changed: run `python -m compiler.templating --write-compiled`"
    for name in _names():
        assert (tp.COMPILED / ModuleLoader.get_module_filename(name)).is_file(), name


def test_the_shipped_modules_are_what_jinja_compiles_from_them(tmp_path):
    """Not only the keys: the code itself is what this Jinja writes for these sources."""
    env = tp._with_filters(Environment(loader=FileSystemLoader(str(tp.TEMPLATES)), **tp._OPTIONS))
    env.compile_templates(str(tmp_path), extensions=["j2"], zip=None, ignore_errors=False)
    for name in _names():
        module = ModuleLoader.get_module_filename(name)
        assert (tmp_path / module).read_bytes() == (tp.COMPILED / module).read_bytes(), name


def test_a_template_whose_key_matches_is_loaded_compiled(monkeypatch):
    env = _fresh_environment(monkeypatch)
    for name in _names():
        assert env.get_template(name).filename.endswith(ModuleLoader.get_module_filename(name)), name


@pytest.mark.parametrize("keys", ['{"aid.html.j2": "0000"}', "{not json", ""])
def test_an_edited_template_or_a_damaged_key_file_is_compiled_from_its_source(monkeypatch, keys, tmp_path):
    env = _fresh_environment(monkeypatch, keys, tmp_path)
    template = env.get_template("aid.html.j2")
    assert template.filename.endswith("aid.html.j2")


def test_compiled_and_from_source_render_the_same(monkeypatch, tmp_path):
    shipped = _fresh_environment(monkeypatch)
    source = _fresh_environment(monkeypatch, "{}", tmp_path)    # every template from its source
    books = [{"id": "b<1>", "title": "A & B\u202e", "clauses": 3, "tables": 1, "examples": 2,
              "aids": [["Aid <one>", "aid.pdf"], ["Aid two", "aid-two.pdf"]]}]
    try:
        expected = source.get_template("books_index.md.j2").render(books=books)
    except Exception as e:   # the view's shape changed: the test must be told, not pass quietly
        pytest.fail(f"books_index.md.j2 no longer renders this view: {e}")
    assert "| 3 | 1 | 2 |" in expected and "b&lt;1&gt;" in expected   # autoescaped
    assert "[Aid &lt;one&gt; (PDF)](b&lt;1&gt;/aid.pdf)<br>[Aid two (PDF)](b&lt;1&gt;/aid-two.pdf) |" in expected
    assert "\u202e" not in expected and "\ufffd" in expected             # and shown, not raw (`_printed`)
    assert shipped.get_template("books_index.md.j2").render(books=books) == expected


# ---------------------------------------------------------------- what a template prints
class _Html:
    def __html__(self):
        return "<b>made</b>"


@pytest.mark.parametrize("value", ["a < b & 'c'", tp.Markup("<i>kept</i>"), 12, None, _Html(), tp.Markup("")],
                         ids=["text", "markup", "number", "none", "has __html__", "empty markup"])
def test_a_printed_value_is_what_markupsafe_escape_gives(value):
    from markupsafe import escape
    printed = tp._printed(value)
    assert printed == escape(value) and type(printed) is tp.Markup
    assert tp._printed(value) == printed      # (a plain text or number: escaped once, then kept)


@pytest.mark.parametrize("value", ["a\x00b <", tp.Markup("<i>a\u202eb</i>"), "line\none\x07\ntwo", tp.Markup("a\nb\tc\x1b"),
                                   "tab\tand\nline"])
def test_a_printed_value_shows_its_control_characters(value):
    from markupsafe import escape

    from dsl.limits import visible
    expected = tp.Markup(visible(str(value))) if isinstance(value, tp.Markup) else escape(visible(value))
    for _ in range(2):
        printed = tp._printed(value)
        assert printed == expected and type(printed) is tp.Markup


@pytest.mark.parametrize("text", ["one", "one\ntwo\n\nthree <&>", "\nlead\n", "", "a\u2028b", "a\x0bb\rc", "tab\tline",
                                  "a\n\n\nb\n\n", "\n", "x\n  y\n\t\nz", "p\n \nq\r\nr"])
@pytest.mark.parametrize("options", [{}, {"width": 2, "first": True}, {"width": "> ", "blank": True}])
def test_indent_gives_jinjas_text_and_markup(text, options):
    from jinja2.filters import do_indent
    from dsl.limits import visible
    for value in (text, tp.Markup(text)):   # (the line boundaries W602 reports shown first, U+2028 as U+FFFD)
        shown = type(value)(visible(str(value)))
        ours, jinjas = tp._indent(value, **options), do_indent(shown, **options)
        assert ours == jinjas and type(ours) is type(jinjas)


def test_every_template_prints_through_printed(monkeypatch, tmp_path):
    for env in (tp.environment(), _fresh_environment(monkeypatch, "{}", tmp_path)):   # shipped, and from source
        for name in _names():
            assert env.get_template(name).root_render_func.__globals__["escape"] is tp._printed


def test_indent_knows_every_line_boundary_python_splits_at():
    splitting = {chr(c) for c in range(0x110000) if len(f"a{chr(c)}b".splitlines()) > 1}
    assert splitting == {"\n", *tp._OTHER_LINE_BOUNDARIES}


def test_indent_gives_jinjas_text_for_texts_of_any_lines():
    import random

    from jinja2.filters import do_indent

    from dsl.limits import visible
    random.seed(5)
    pieces = ["\n", "\n\n", "a", " ", "    ", "\t", "b c", "\r", "\u2028", "—"]
    for _ in range(3000):
        text = "".join(random.choices(pieces, k=random.randint(0, 8)))
        for width in (0, 2, 4):
            for value in (text, tp.Markup(text)):
                shown = type(value)(visible(str(value)))   # (U+2028 shown as U+FFFD, not split at)
                ours, jinjas = tp._indent(value, width), do_indent(shown, width)
                assert ours == jinjas and type(ours) is type(jinjas), (text, width)


def test_a_printed_text_is_shown_as_visible_shows_it():
    """`_printed` finds a text visible without `visible`'s regular expression (its plain ASCII
    taken out first): every character `visible` replaces, in plain and non-ASCII texts, is still
    found."""
    from markupsafe import escape

    from dsl.limits import _VISIBLE, visible
    plain = ["a", "\n", "\t", "\r", " ", "“", "—", "é", "中", "\U0001F600", "\ud800"]
    for code in [*_VISIBLE, 0x7E, 0xA0, 0x2027, 0x2030, 0xE0080]:
        for text in (chr(code), f"line\n{chr(code)}\n“x”", f"a\nb{chr(code)}", "long “text” " * 30 + chr(code)):
            expected = escape(visible(text))
            assert tp._printed(text) == expected and tp._printed(tp.Markup(text)) == tp.Markup(visible(text)), hex(code)
    for text in ["".join(p) for p in zip(plain, reversed(plain))] + ["\n".join(plain), "".join(plain) * 30]:
        assert tp._printed(text) == escape(visible(text))
