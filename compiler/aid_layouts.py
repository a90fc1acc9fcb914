"""Each line of an aid's text shaped by Pango once, not again to be drawn, while the aid prints.
Fed by: `to_aid`, whose `render_pdf` prints inside `layouts_kept()`.

WeasyPrint 70 lays out a line of text with a Pango layout (`weasyprint.text.line_break.Layout`),
which it then frees (`deactivate`) to hold less memory; to draw the line it makes the layout again
(`reactivate`: a new Pango context and font description, the text set again) and Pango shapes the
line a second time: about a fifth of the time drawing an aid takes. While an aid prints, a layout
is kept instead, and made ready to draw as a new one would be: it was made for the same style
(the text box's own), its text is the line's, and its width is set to none (`first_line_metrics`
sets none when the line was broken, and `reactivate` makes a layout with none). A layout whose
style differs, or spaced for justified text, is made again as WeasyPrint makes it. Each style's
Pango font description is also made once (`pango_layout_set_font_description` copies it). The
aids hold some thousand layouts at most, freed with their boxes. Any other version of WeasyPrint
lays out and draws as it does. The PDFs are byte for byte the same (tests/test_aid_layouts.py).
"""
from __future__ import annotations

from contextlib import contextmanager

WEASYPRINT = "70.0"   # the version whose `Layout` and `get_font_description` this reads (pinned)


@contextmanager
def layouts_kept():
    """WeasyPrint, in this block, keeps each text layout to draw it (see the module's docstring)."""
    import weasyprint
    if weasyprint.__version__ != WEASYPRINT:
        yield
        return
    from weasyprint.text import line_break
    from weasyprint.text.ffi import pango
    layout_class = line_break.Layout
    deactivate, reactivate = layout_class.deactivate, layout_class.reactivate
    font_description = line_break.get_font_description
    descriptions: dict[int, tuple] = {}   # id(style) → (style, its font description)

    def kept(self):
        self.kept = True

    def ready_to_draw(self, style):
        if getattr(self, "kept", False) and style is self.style and not self.justification_spacing:
            pango.pango_layout_set_width(self.layout, -1)
            return
        if getattr(self, "kept", False):
            deactivate(self)
        self.kept = False
        reactivate(self, style)

    def described_once(style):
        found = descriptions.get(id(style))
        if found is None or found[0] is not style:
            found = descriptions[id(style)] = (style, font_description(style))
        return found[1]

    layout_class.deactivate, layout_class.reactivate = kept, ready_to_draw
    line_break.get_font_description = described_once
    try:
        yield
    finally:
        layout_class.deactivate, layout_class.reactivate = deactivate, reactivate
        line_break.get_font_description = font_description
