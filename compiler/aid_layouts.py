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
boxes. A line's height and baseline (`strut`, asked some 3,500 times per aid) are kept per style
object too: WeasyPrint keys its own cache with the text of sixteen of the style's values, made
again on every call (and imports two functions each time); the answer kept is given again while
the style holds the very same sixteen values. Any other version of WeasyPrint lays out and draws
as it does. The PDFs are byte for byte the same (tests/test_aid_layouts.py).
"""
from __future__ import annotations

from contextlib import contextmanager

WEASYPRINT = "70.0"   # the version whose `Layout`, `get_font_description` and `strut` this reads (pinned)
# What WeasyPrint 70's `strut` reads of a style: the sixteen values of its cache's key
# (`_font_style_cache_key(style, include_size=True)`: the font size, fourteen of the font's, the line
# height), and the style's `font_config` (one per process: `to_aid._font_config`).
_STRUT_READS = ("font_size", "font_family", "font_style", "font_stretch", "font_weight", "font_variant_ligatures",
                "font_variant_position", "font_variant_caps", "font_variant_numeric", "font_variant_alternates",
                "font_variant_east_asian", "font_feature_settings", "font_variation_settings",
                "font_language_override", "lang", "line_height")


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
    from weasyprint.css import computed_values, units
    strut = line_break.strut
    struts_read = [(module, module.strut) for module in (line_break, inline, units, computed_values)]   # (each imported it by name)

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

    struts: dict[int, tuple] = {}   # id(style) → (style, the values `strut` reads, its answer)

    def strut_once(style):
        if style["font_size"] == 0:   # (WeasyPrint's reads nothing else then)
            return strut(style)
        values = tuple(map(style.__getitem__, _STRUT_READS))
        found = struts.get(id(style))
        if found is None or found[0] is not style or any(a is not b for a, b in zip(found[1], values)):
            found = struts[id(style)] = (style, values, strut(style))
        return found[2]

    layout_class.deactivate, layout_class.reactivate = kept, ready_to_draw
    line_break.get_font_description = described_once
    inline.split_first_line = split_once
    for module, _ in struts_read:
        module.strut = strut_once
    try:
        yield
    finally:
        layout_class.deactivate, layout_class.reactivate = deactivate, reactivate
        line_break.get_font_description = font_description
        inline.split_first_line = split
        for module, own in struts_read:
            module.strut = own
