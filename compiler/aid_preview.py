"""Render a player aid's PDF pages to PNG, so a person can look at them before printing.
Fed by: `generated/<book>/aid.pdf` (written by `rules build` / `rules aid`), or `to_aid` for
another paper size.

    python -m compiler.aid_preview BOOK [--paper a4|letter] [--dpi 110] [--out DIR]

Writes `DIR/page-1.png`, `DIR/page-2.png` … (default DIR: `test-artifacts/aid/<book>[-<paper>]/`,
which git ignores), a book's further aids into `DIR/aid-<id>/` (from `aid-<id>.pdf`: War of the Suns
prints its sequence of play as an aid of its own), and prints their paths. Uses poppler's `pdftoppm` when it is installed, else
pypdfium2 (installed with the test extra); with neither, it names both and exits 2.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


class NoRenderer(RuntimeError):
    """Neither poppler's `pdftoppm` nor the Python package pypdfium2 is installed."""


NO_RENDERER = ("rendering a PDF's pages needs poppler's pdftoppm or the Python package pypdfium2, and neither is "
               "installed: `apt-get install poppler-utils`, or `pip install pypdfium2` (which "
               "`pip install -e '.[test]'` installs)")


def pdf_to_pngs(pdf: Path, out: Path, dpi: int = 110) -> list[Path]:
    """One PNG per page of `pdf`, written into `out` as page-N.png (`NoRenderer` without a renderer)."""
    if not shutil.which("pdftoppm"):
        try:
            import pypdfium2  # noqa: F401  (the renderer below; its absence named, not a traceback)
        except ImportError:
            raise NoRenderer(NO_RENDERER) from None
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("page-*.png"):
        old.unlink()
    if shutil.which("pdftoppm"):
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), f"{tmp}/p"], check=True)
            pages = sorted(Path(tmp).glob("p-*.png"), key=lambda p: int(p.stem.split("-")[-1]))
            for n, page in enumerate(pages, 1):
                shutil.move(str(page), out / f"page-{n}.png")
    else:
        import pypdfium2 as pdfium
        doc = pdfium.PdfDocument(str(pdf))
        for n in range(len(doc)):
            doc[n].render(scale=dpi / 72).to_pil().save(out / f"page-{n + 1}.png")
    return sorted(out.glob("page-*.png"), key=lambda p: int(p.stem.split("-")[-1]))


def main(argv: list[str] | None = None) -> int:
    from . import pipeline
    from .to_aid import write_aids
    # (its docstring's first line; none under `python -OO`, which drops docstrings)
    p = argparse.ArgumentParser(prog="python -m compiler.aid_preview", description=(__doc__ or "").split("\n")[0])
    p.add_argument("book")
    p.add_argument("--paper", choices=("a4", "letter"), type=str.lower, help="print the aid afresh on this paper")
    p.add_argument("--dpi", type=int, default=110)
    p.add_argument("--out", metavar="DIR")
    args = p.parse_args(argv)
    root = pipeline.project_root()
    if not (root / "rulebooks" / args.book).is_dir():
        print(f"no rulebook named {args.book!r} under {root / 'rulebooks'}", file=sys.stderr)
        return 2
    name = args.book + (f"-{args.paper}" if args.paper else "")
    out = Path(args.out) if args.out else root / "test-artifacts" / "aid" / name
    folder = root / "generated" / args.book
    with tempfile.TemporaryDirectory() as tmp:
        if args.paper or not (folder / "aid.pdf").is_file():
            compiled = pipeline.compile_book(root / "rulebooks" / args.book)
            if not compiled.ok or not compiled.loaded.book.aids:
                print(f"{args.book}: no aid to preview (run `rules check {args.book}`)", file=sys.stderr)
                return 1
            write_aids(compiled, Path(tmp), paper=args.paper)
            folder = Path(tmp)
        # the first aid's pages in DIR, each further aid's in DIR/aid-<id>/
        pdfs = [(folder / "aid.pdf", out)] + [(pdf, out / pdf.stem) for pdf in sorted(folder.glob("aid-*.pdf"))]
        try:
            pngs = [png for pdf, where in pdfs for png in pdf_to_pngs(pdf, where, args.dpi)]
        except NoRenderer as err:
            print(f"python -m compiler.aid_preview: {err}", file=sys.stderr)
            return 2
        for png in pngs:
            print(os.path.relpath(png))
    return 0


if __name__ == "__main__":
    sys.exit(main())
