"""Printing an aid pauses Python's cyclic garbage collector (compiler/to_aid.py,
`_collector_paused_for_one_aid`): no collection runs while WeasyPrint lays the aid out, the cycles
the print made are collected once, in the youngest generation, when it ends (none is left for a
later collection to walk the heap for), the collector is left as the caller had it, and the PDF is
the same bytes either way."""
from __future__ import annotations

import gc
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable

pytestmark = pytest.mark.skipif(bool(pdf_unavailable()), reason=pdf_unavailable() or "")

GENERATED = Path(__file__).resolve().parent.parent / "generated"


@pytest.fixture(scope="module")
def html() -> str:
    from compiler.to_aid import render_pdf
    text = (GENERATED / "shanghai_incident" / "aid.html").read_text(encoding="utf-8")
    render_pdf(text)     # WeasyPrint's imports, its fonts and caches: made once, before what is counted
    return text


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_one_young_collection_per_print_and_none_while_it_prints(html, collector_on, monkeypatch, tmp_path):
    from compiler.to_aid import render_pdf
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    generations: list[int] = []

    def seen(phase, info):
        if phase == "start":
            generations.append(info["generation"])
    gc.callbacks.append(seen)
    try:
        render_pdf(html)
    finally:
        gc.callbacks.remove(seen)
    assert generations == [0]      # (the collector on, dozens ran, some over the older generations)
    assert gc.isenabled()


def test_the_garbage_of_a_print_is_freed_when_it_ends(html, collector_on, monkeypatch, tmp_path):
    from compiler.to_aid import render_pdf
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    render_pdf(html)
    gc.collect()
    before = len(gc.get_objects())
    render_pdf(html)
    # (a print makes tens of thousands of objects in cycles: left to the collector's thresholds,
    # some 25,000 of them were still held after it)
    assert len(gc.get_objects()) - before < 500


def test_a_caller_that_paused_the_collector_keeps_it_paused_and_the_pdf_is_the_same(html, monkeypatch, tmp_path):
    from compiler.to_aid import render_pdf
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    was = gc.isenabled()
    gc.disable()
    try:
        paused = render_pdf(html)
        assert not gc.isenabled()
    finally:
        if was:
            gc.enable()
    gc.enable()
    try:
        assert render_pdf(html) == paused == (GENERATED / "shanghai_incident" / "aid.pdf").read_bytes()
    finally:
        if not was:
            gc.disable()


def _left_for_the_collection(html: str) -> int:
    """How many objects the youngest generation holds when the collection that ends a print starts."""
    from compiler.to_aid import render_pdf
    left = []

    def seen(phase, info):
        if phase == "start":
            left.append(len(gc.get_objects(0)))
    was = gc.isenabled()
    gc.enable()
    gc.callbacks.append(seen)
    try:
        render_pdf(html)
    finally:
        gc.callbacks.remove(seen)
        if not was:
            gc.disable()
    (count,) = left
    return count


def test_what_hung_from_the_layout_context_is_freed_when_the_print_ends(html, monkeypatch, tmp_path):
    """`aid_garbage.contexts_released`: the print's layout context is emptied when it ends, so the
    youngest generation holds a few thousand objects for the collection, not the ~37,000 the print
    made (the PDF is the same: the test above)."""
    from contextlib import nullcontext

    from compiler import aid_garbage
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    _left_for_the_collection(html)      # (the subset fonts made and kept)
    released = _left_for_the_collection(html)
    monkeypatch.setattr(aid_garbage, "contexts_released", nullcontext)
    kept = _left_for_the_collection(html)
    assert released * 4 < kept


def test_a_font_subset_is_freed_once_saved(html, monkeypatch, tmp_path):
    """`font_subset.kept_subsets`: a font fontTools subset is emptied of its tables once WeasyPrint
    has its bytes (its `cmap` refers back to it): from an empty cache, where the aid's four fonts
    are subset, the youngest generation holds no more for the collection than with them kept."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "empty"))
    subsetting = _left_for_the_collection(html)
    kept = _left_for_the_collection(html)
    assert subsetting < kept + 1000         # (the fonts' 6,000 glyphs each: over 20,000 objects)
