"""WeasyPrint's multi-column layout without its trial run, while an aid prints. Fed by: `to_aid`,
whose `render_pdf` prints inside `trial_skipped()`.

WeasyPrint 70 lays out each run of columns twice (`weasyprint.layout.column.columns_layout`): first
a trial at the page's full height, which tells it whether everything fits and, when it balances the
columns, which heights to try; then the columns it keeps. An aid prints its blocks in runs of three
columns (`div.cols`), a table wider than a column between two runs; the last run (for most aids the
only one) is filled in order (`column-fill: auto`): nothing to balance, and the columns kept are
laid out at the page's full height whatever the trial found. So while an aid prints, the trial of
such a run is answered at once with an empty column (the trial then ends: everything fitted,
nothing to balance) and only the columns kept are laid out, which saves about a quarter of the
time an aid takes to print. Any other multi-column box (a run before a wide table, which is
balanced), and any other version of WeasyPrint, is laid out as WeasyPrint lays it out. The aids
have no floats and no footnotes, the two things a trial could leave behind for the columns kept.
The PDFs are byte for byte the same (tests/test_aid_columns.py).
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

WEASYPRINT = "70.0"   # the version whose `columns_layout` this reads (pinned in pyproject.toml)


def _trial_decides_nothing(box) -> bool:
    """Is `box` filled in order, with no child spanning its columns after its columns' content
    (WeasyPrint balances a run of columns that a spanning child follows, whatever `column-fill`
    says)? An aid's runs have no spanning child: a wide table is printed between them."""
    if box.style["column_fill"] != "auto":
        return False
    spans = [child.style["column_span"] == "all" for child in box.children]
    return spans == sorted(spans, reverse=True)


@contextmanager
def trial_skipped():
    """WeasyPrint, in this block, skips the trial run of columns that `_trial_decides_nothing`."""
    import weasyprint
    if weasyprint.__version__ != WEASYPRINT:
        yield
        return
    from weasyprint.layout import block, column
    columns_layout, block_box_layout = block.columns_layout, block.block_box_layout
    trial_code = column.columns_layout.__code__
    skipping: list[bool] = []    # for each multi-column box being laid out, innermost last

    def laid_out_columns(context, box, *args):
        skipping.append(_trial_decides_nothing(box))
        try:
            return columns_layout(context, box, *args)
        finally:
            skipping.pop()

    def laid_out_block(context, box, bottom_space, skip_stack, containing_block, page_is_empty,
                       absolute_boxes, fixed_boxes, adjoining_margins, *args, **kwargs):
        # A column of the trial (or the trial's look at the next box) gets adjoining margins (a list);
        # a column kept gets None. Only the calls `columns_layout` makes itself are answered here.
        if adjoining_margins is not None and skipping and skipping[-1] \
                and sys._getframe(1).f_code is trial_code:
            return box.copy_with_children([]), None, {"break": "any", "page": None}, [], False, None
        return block_box_layout(context, box, bottom_space, skip_stack, containing_block, page_is_empty,
                                absolute_boxes, fixed_boxes, adjoining_margins, *args, **kwargs)

    block.columns_layout, block.block_box_layout = laid_out_columns, laid_out_block
    try:
        yield
    finally:
        block.columns_layout, block.block_box_layout = columns_layout, block_box_layout
