"""Each line of an aid laid out once, its layout kept to draw it (compiler/aid_layouts.py): the
same PDF, byte for byte, as WeasyPrint laying out every line again in a later pass and making
every layout again to draw it, for every bundled aid, with fewer layouts made; a layout is kept
for drawing only for its own style, a line's answer given again only for the same style object,
text and arguments, and every WeasyPrint function is put back after the block."""
from __future__ import annotations

from contextlib import nullcontext
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable

pytestmark = pytest.mark.skipif(bool(pdf_unavailable()), reason=pdf_unavailable() or "")

GENERATED = Path(__file__).resolve().parent.parent / "generated"


def _printed(html: str, monkeypatch, kept: bool) -> tuple[bytes, int]:
    """The PDF of `html`, its layouts kept to draw or made again, and how many Pango layouts
    WeasyPrint set up."""
    from weasyprint.text import line_break

    from compiler import aid_layouts
    from compiler.to_aid import render_pdf
    made = []
    original = line_break.Layout.setup

    def counting(self, style):
        made.append(1)
        return original(self, style)
    monkeypatch.setattr(line_break.Layout, "setup", counting)
    if not kept:
        monkeypatch.setattr(aid_layouts, "layouts_kept", nullcontext)
    try:
        return render_pdf(html), len(made)
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize("book", ["changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"])
def test_each_aid_prints_the_same_pdf_with_its_layouts_kept_to_draw(book, monkeypatch, tmp_path):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    html = (GENERATED / book / "aid.html").read_text(encoding="utf-8")
    kept, fewer = _printed(html, monkeypatch, kept=True)
    made_again, more = _printed(html, monkeypatch, kept=False)
    assert kept == made_again == (GENERATED / book / "aid.pdf").read_bytes()
    assert fewer < more


def test_a_layout_is_drawn_as_kept_only_for_its_own_style():
    from weasyprint.css.properties import INITIAL_VALUES
    from weasyprint.text import line_break

    from compiler.aid_layouts import layouts_kept
    from compiler.to_aid import _font_config

    class Style(dict):
        font_config = _font_config()
    style, same_values = Style(INITIAL_VALUES), Style(INITIAL_VALUES)
    style["font_family"] = same_values["font_family"] = ("DejaVu Sans",)
    original = line_break.Layout.reactivate
    with layouts_kept():
        assert line_break.Layout.reactivate is not original
        layout = line_break.create_layout("a line", style, None, 100, 0)
        pango_layout = layout.layout
        layout.deactivate()
        layout.reactivate(style)
        assert layout.layout is pango_layout                  # its own style: kept
        layout.deactivate()
        layout.reactivate(same_values)
        assert layout.layout is not pango_layout              # another style object: made again
        assert layout.style is same_values
        again = line_break.get_font_description(style)
        assert line_break.get_font_description(style) is again           # one description a style
        assert line_break.get_font_description(same_values) is not again
    assert line_break.Layout.reactivate is original                        # put back after the block
    assert line_break.get_font_description.__name__ == "get_font_description"


def test_a_line_is_laid_out_again_only_for_another_style_text_or_arguments(monkeypatch):
    from weasyprint.layout import inline

    from compiler.aid_layouts import layouts_kept
    asked = []
    monkeypatch.setattr(inline, "split_first_line", lambda text, style, context, max_width, spacing,
                        is_line_start=True, minimum=False: asked.append((text, max_width)) or len(asked))
    style, same_values = {"white_space": "normal"}, {"white_space": "normal"}
    with layouts_kept():
        split = inline.split_first_line
        first = split("a line", style, None, 100, 0)
        assert split("a line", style, None, 100, 0) == first          # asked again: kept
        assert split("a line", style, None, 90, 0) != first           # another width
        assert split("a line", style, None, 100, 1) != first          # another spacing
        assert split("a line", style, None, 100, 0, False) != first   # not at a line's start
        assert split("another", style, None, 100, 0) != first         # another text
        assert split("a line", same_values, None, 100, 0) != first    # another style object
    assert inline.split_first_line is not split                       # put back after the block
    assert asked == [("a line", 100), ("a line", 90), ("a line", 100), ("a line", 100), ("another", 100),
                     ("a line", 100)]


def test_a_struts_answer_is_given_again_only_while_its_style_holds_the_same_values(monkeypatch):
    """`strut` (every module that imported it by name): asked again for the same style object whose
    sixteen values it reads are the same objects, the kept answer; another style object, or one
    value replaced, asks WeasyPrint's again; all four modules get WeasyPrint's back after the block."""
    from weasyprint.css import computed_values, units
    from weasyprint.layout import inline
    from weasyprint.text import line_break

    from compiler import aid_layouts
    asked = []

    def weasyprints(style):
        asked.append(style["font_size"])
        return len(asked), 0
    readers = (line_break, inline, units, computed_values)
    for module in readers:
        monkeypatch.setattr(module, "strut", weasyprints)
    style = {name: object() for name in aid_layouts._STRUT_READS}
    same_values = dict(style)
    with aid_layouts.layouts_kept():
        assert all(module.strut is inline.strut for module in readers)
        first = inline.strut(style)
        assert units.strut(style) == computed_values.strut(style) == first        # kept
        assert inline.strut(same_values) != first                                 # another style object
        style["line_height"] = object()
        assert inline.strut(style) != first                                       # a value replaced
        empty = {"font_size": 0}                                                  # (nothing else read)
        assert inline.strut(empty) != inline.strut(empty)                         # asked each time
    assert len(asked) == 5
    assert all(module.strut is weasyprints for module in readers)                # WeasyPrint's (here, a stand-in)
