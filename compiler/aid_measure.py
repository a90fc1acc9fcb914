"""Each piece of an aid's text measured once for the widths of its table cells, while the aid
prints. Fed by: `to_aid`, whose `render_pdf` prints inside `text_measured_once()`.

To size a table's columns, WeasyPrint 70 measures every cell's text at its narrowest (broken at
every chance) and at its widest (on one line), line by line, with Pango
(`weasyprint.layout.preferred.inline_line_widths`, which calls `split_first_line` and reads only
the width and where the next line starts). The aid measures the same text of the same box with the
same arguments again and again: a cell that never wraps (the numbers of a grid, `white-space:
nowrap`) is measured alike at its narrowest and its widest, since `split_first_line` ignores the
width it is given for text that cannot wrap, and a cell's narrowest width is asked for again
when its table is laid out. About a third of these measures repeat one already made. So while an
aid prints, each answer is kept for the box's style (the same object, kept alive with it), the
text and the arguments, and given again; `split_first_line` depends on nothing else (Pango
answers alike for the same text, font and width). Only these width measures are kept: the lines
laid out and drawn are made as before. Any other version of WeasyPrint measures as it does. The
PDFs are byte for byte the same (tests/test_aid_measure.py).
"""
from __future__ import annotations

from contextlib import contextmanager

WEASYPRINT = "70.0"   # the version whose `inline_line_widths` and `split_first_line` this reads (pinned)
_WRAPPING = ('normal', 'pre-wrap', 'pre-line')   # the `white-space` values whose text `split_first_line` wraps


@contextmanager
def text_measured_once():
    """WeasyPrint, in this block, measures each cell text's widths once (see the module's docstring)."""
    import weasyprint
    if weasyprint.__version__ != WEASYPRINT:
        yield
        return
    from weasyprint.layout import preferred
    measure = preferred.split_first_line
    kept: dict[tuple, tuple] = {}

    def measured_once(text, style, context, max_width, justification_spacing, is_line_start=True,
                      minimum=False):
        # (the width given is not read for text that does not wrap: one answer for every width)
        width = max_width if style['white_space'] in _WRAPPING else None
        key = (text, id(style), width, justification_spacing, is_line_start, minimum)
        found = kept.get(key)
        if found is not None and found[0] is style:
            return found[1]
        answer = measure(text, style, context, max_width, justification_spacing, is_line_start, minimum)
        kept[key] = (style, answer)
        return answer

    preferred.split_first_line = measured_once
    try:
        yield
    finally:
        preferred.split_first_line = measure
