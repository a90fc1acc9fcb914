"""Each object of an aid's PDF turned into bytes once per write (compiler/aid_serialized.py): the
same PDF, byte for byte, as pydyf serializing every object again for the file identifier, for
every bundled aid, with each stream compressed once; outside a write an object is serialized
anew each time (it may have changed), and pydyf is put back after the block."""
from __future__ import annotations

import io
import zlib
from contextlib import nullcontext
from pathlib import Path

import pytest

from compiler.system_libraries import pdf_unavailable

pytestmark = pytest.mark.skipif(bool(pdf_unavailable()), reason=pdf_unavailable() or "")

GENERATED = Path(__file__).resolve().parent.parent / "generated"


def _printed(html: str, monkeypatch, once: bool) -> tuple[bytes, int]:
    """The PDF of `html`, its objects serialized once or again for the identifier, and how many
    streams pydyf compressed."""
    import pydyf

    from compiler import aid_serialized
    from compiler.to_aid import render_pdf
    compressed = []

    def counting(level):
        compressed.append(level)
        return zlib.compressobj(level=level)
    monkeypatch.setattr(pydyf, "zlib", type("counted_zlib", (), {"compressobj": staticmethod(counting),
                                                                  "compress": staticmethod(zlib.compress)}))
    if not once:
        monkeypatch.setattr(aid_serialized, "serialized_once", nullcontext)
    try:
        return render_pdf(html), len(compressed)
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize("name", sorted(str(p.relative_to(GENERATED)) for p in GENERATED.glob("*/aid*.html")))
def test_each_aid_prints_the_same_pdf_with_each_object_serialized_once(name, monkeypatch, tmp_path):
    monkeypatch.setenv("RULES_CACHE", str(tmp_path))
    html = (GENERATED / name).read_text(encoding="utf-8")
    once, fewer = _printed(html, monkeypatch, once=True)
    again, more = _printed(html, monkeypatch, once=False)
    assert once == again == (GENERATED / name).with_suffix(".pdf").read_bytes()
    assert more == 2 * fewer - 1   # every stream twice, but the cross-reference stream (made after the hash)


def test_outside_a_write_an_object_is_serialized_anew_and_pydyf_is_put_back():
    import pydyf

    from compiler.aid_serialized import serialized_once
    before = {cls: cls.__dict__["data"] for cls in (pydyf.Dictionary, pydyf.Array, pydyf.Stream)}
    with serialized_once():
        d = pydyf.Dictionary({"A": 1})
        assert d.data == b"<</A 1>>"
        d["A"] = 2                        # changed before a write: its new bytes, not the ones read before
        assert d.data == b"<</A 2>>"
        pdf = pydyf.PDF()
        pdf.add_object(pydyf.Stream([b"q Q"], compress=True))
        out = io.BytesIO()
        pdf.write(out, identifier=b"x", compress=True)
        written = out.getvalue()
    assert {cls: cls.__dict__["data"] for cls in before} == before
    plain = io.BytesIO()
    pdf2 = pydyf.PDF()
    pdf2.add_object(pydyf.Stream([b"q Q"], compress=True))
    pdf2.write(plain, identifier=b"x", compress=True)
    assert written == plain.getvalue()
