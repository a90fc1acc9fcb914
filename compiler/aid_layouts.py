"""Each line of an aid's text laid out by Pango once, not again in a later pass nor to be drawn,
while the aid prints. Fed by: `to_aid`, whose `render_pdf` prints inside `layouts_kept()`.

WeasyPrint 70 lays out a line of text with a Pango layout (`weasyprint.text.line_break.Layout`),
which it then frees (`deactivate`) to hold less memory; to draw the line it makes the layout again
(`reactivate`: a new Pango context and font description, the text set again) and Pango shapes the
line a second time: about a fifth of the time drawing an aid takes. While an aid prints, a layout
is kept instead, and made ready to draw as a new one would be: it was made for the same style
(the text box's own), its text is the line's, and its width is set to none (`first_line_metrics`
sets none when the line was broken, and `reactivate` makes a layout with none). A layout whose
style differs, or spaced for justified text, is made again as WeasyPrint makes it. Each style's
Pango font description is also made once (`pango_layout_set_font_description` copies it).

WeasyPrint also lays out the same line again: a table or a block that did not fit the end of a
column is laid out anew in the next, and a table's rows are laid out for each try at its height.
About one line in seven repeats one laid out before with the same text, style object, width and
spacing, for which `split_first_line` answers alike (it reads nothing else). So the answer is kept
for them and given again: the boxes of both passes then share one kept layout, which only the box
kept is drawn from (drawing reads the layout's text and sets its width to none, nothing the
layout of a later line reads). The aids hold some thousand layouts at most, freed with their
boxes. Any other version of WeasyPrint lays out and draws as it does. The PDFs are byte for byte
the same (tests/test_aid_layouts.py).
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
    from weasyprint.layout import inline
    from weasyprint.text import line_break
    from weasyprint.text.ffi import pango
    layout_class = line_break.Layout
    deactivate, reactivate = layout_class.deactivate, layout_class.reactivate
    font_description = line_break.get_font_description
    descriptions: dict[int, tuple] = {}   # id(style) → (style, its font description)
    split = inline.split_first_line
    lines: dict[tuple, tuple] = {}          # (text, id(style), arguments) → (style, the answer)

    def split_once(text, style, context, max_width, justification_spacing, is_line_start=True,
                   minimum=False):
        key = (text, id(style), max_width, justification_spacing, is_line_start, minimum)
        found = lines.get(key)
        if found is None or found[0] is not style:
            found = lines[key] = (style, split(text, style, context, max_width, justification_spacing,
                                               is_line_start, minimum))
        return found[1]

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
    inline.split_first_line = split_once
    try:
        yield
    finally:
        layout_class.deactivate, layout_class.reactivate = deactivate, reactivate
        line_break.get_font_description = font_description
        inline.split_first_line = split
