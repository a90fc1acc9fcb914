"""What printing an aid leaves for Python's cyclic collector, freed at once instead when it ends.
Fed by: `to_aid`, whose `render_pdf` prints inside `contexts_released()`.

WeasyPrint 70's `LayoutContext` refers to itself (its `get_image_from_uri` is a `partial` holding
the context), and it holds the caches of the layout (`tables`, `dictionaries`, the style lookup)
and, through them, nearly everything a print makes: of the 37,000 objects Changsha's aid left to
the collector, 32,700 hung from that one cycle of three objects. Python frees them only in a
collection, which walks each of them several times: 40-70 ms per aid where the collector is on
(`to_aid._collector_paused_for_one_aid` collects once, when the print ends). While an aid prints,
each layout context WeasyPrint builds is noted, and when the print ends its attributes are
dropped: the cycle is broken, and what hung from it is freed there and then by reference counting
(the collection then walks about 4,500 objects, 15 ms). The PDF is written before: the same bytes
(tests/test_aid_collector.py). Any other version of WeasyPrint prints as it does.
"""
from __future__ import annotations

from contextlib import contextmanager

WEASYPRINT = "70.0"   # the version whose `Document._build_layout_context` this wraps (pinned)


@contextmanager
def contexts_released():
    """WeasyPrint, in this block, notes each layout context it builds; at the block's end, each is
    emptied of its attributes (see the module's docstring)."""
    import weasyprint
    if weasyprint.__version__ != WEASYPRINT:
        yield
        return
    from weasyprint.document import Document
    build = Document.__dict__["_build_layout_context"]     # (a classmethod)
    made = []

    def building(cls, *args, **kwargs):
        context = build.__func__(cls, *args, **kwargs)
        made.append(context)
        return context

    Document._build_layout_context = classmethod(building)
    try:
        yield
    finally:
        Document._build_layout_context = build
        for context in made:
            vars(context).clear()
