"""Each object of an aid's PDF turned into bytes once, and each of its streams compressed once,
while the PDF is written. Fed by: `to_aid`, whose `render_pdf` prints inside `serialized_once()`.

pydyf 0.13, asked for a file identifier (the aid's `pdf_identifier`, which `to_aid.printed_from`
reads in the trailer), writes every object of the PDF and then, to hash the whole document for the
identifier's second part, turns every object into bytes a second time: each page's content (some
100 KB of drawing commands) and each font compressed again at zlib's level 9, each dictionary and
array written out again. That second pass was about a twentieth of the time printing the bundled
aids took. While a PDF is written (`pydyf.PDF.write`), the bytes of each dictionary, array and
stream are kept the first time they are made, for that very object (kept alive with them, so no
other object can take its `id`), and given again; the write changes no object whose bytes it has
asked for (it only numbers and places them), so the bytes given again are those it would have
made. Outside a write, and with any other version of pydyf, objects are written as pydyf writes
them. The PDFs are byte for byte the same (tests/test_aid_serialized.py).
"""
from __future__ import annotations

from contextlib import contextmanager

PYDYF = "0.13.0"   # the version whose `PDF.write` and `data` properties this reads (pinned in pyproject.toml)


@contextmanager
def serialized_once():
    """pydyf, in this block, turns each object into bytes once per PDF written (see the docstring)."""
    import pydyf
    if pydyf.__version__ != PYDYF:
        yield
        return
    classes = (pydyf.Dictionary, pydyf.Array, pydyf.Stream)
    properties = {cls: cls.__dict__["data"] for cls in classes}
    write = pydyf.PDF.write
    kept: dict[int, tuple[object, bytes]] = {}   # id → (the object, its bytes), during a write
    writing: list[bool] = []

    def once(make):
        def data(self):
            if not writing:
                return make(self)
            found = kept.get(id(self))
            if found is None:
                found = kept[id(self)] = (self, make(self))
            return found[1]
        return property(data)

    def written(self, *args, **kwargs):
        writing.append(True)
        try:
            return write(self, *args, **kwargs)
        finally:
            writing.pop()
            if not writing:
                kept.clear()

    for cls in classes:
        cls.data = once(properties[cls].fget)
    pydyf.PDF.write = written
    try:
        yield
    finally:
        pydyf.PDF.write = write
        for cls in classes:
            cls.data = properties[cls]
