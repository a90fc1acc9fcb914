"""Each cell text of an aid measured once (compiler/aid_measure.py): the same PDF, byte for byte,
as WeasyPrint measuring every time, for every bundled aid, with fewer measures; an answer is given
again only for the same style object, text and arguments."""
from __future__ import annotations

from contextlib import nullcontext
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable

pytestmark = pytest.mark.skipif(bool(pdf_unavailable()), reason=pdf_unavailable() or "")

GENERATED = Path(__file__).resolve().parent.parent / "generated"


def _printed(html: str, monkeypatch, once: bool) -> tuple[bytes, int]:
    """The PDF of `html`, its cells' text measured once or every time, and how many measures
    WeasyPrint's `split_first_line` made for the widths of cells."""
    from weasyprint.layout import preferred

    from compiler import aid_measure
    from compiler.to_aid import render_pdf
    made = []
    original = preferred.split_first_line

    def counting(*args, **kwargs):
        made.append(1)
        return original(*args, **kwargs)
    monkeypatch.setattr(preferred, "split_first_line", counting)
    if not once:
        monkeypatch.setattr(aid_measure, "text_measured_once", nullcontext)
    try:
        return render_pdf(html), len(made)
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize("book", ["changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"])
def test_each_aid_prints_the_same_pdf_with_its_cells_measured_once(book, monkeypatch, tmp_path):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    html = (GENERATED / book / "aid.html").read_text(encoding="utf-8")
    once, fewer = _printed(html, monkeypatch, once=True)
    every_time, more = _printed(html, monkeypatch, once=False)
    assert once == every_time == (GENERATED / book / "aid.pdf").read_bytes()
    assert fewer < more


def test_an_answer_is_given_again_only_for_the_same_style_text_and_arguments(monkeypatch):
    from weasyprint.layout import preferred

    from compiler.aid_measure import text_measured_once
    asked = []
    monkeypatch.setattr(preferred, "split_first_line", lambda text, style, context, max_width, spacing,
                        is_line_start=True, minimum=False: asked.append((text, max_width)) or len(asked))
    wrapping, not_wrapping, same_values = ({"white_space": "normal"}, {"white_space": "nowrap"},
                                           {"white_space": "nowrap"})
    with text_measured_once():
        measure = preferred.split_first_line
        first = measure("1:2", wrapping, None, 0, 0, minimum=True)
        assert measure("1:2", wrapping, None, 0, 0, minimum=True) == first       # asked again: kept
        assert measure("1:2", wrapping, None, None, 0, minimum=True) != first    # wraps: another width
        assert measure("1:3", wrapping, None, 0, 0, minimum=True) != first       # another text
        assert measure("1:2", wrapping, None, 0, 0, False, True) != first        # not at a line's start
        kept = measure("A1", not_wrapping, None, 0, 0, minimum=True)
        assert measure("A1", not_wrapping, None, None, 0, minimum=True) == kept  # no wrapping: any width
        assert measure("A1", same_values, None, 0, 0, minimum=True) != kept     # another style object
    assert preferred.split_first_line is not measure                             # put back after the block
    assert asked == [("1:2", 0), ("1:2", None), ("1:3", 0), ("1:2", 0), ("A1", 0), ("A1", 0)]
