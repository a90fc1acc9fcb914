"""The printable player aids are in the built web book: each book's contents page links its aids by
their titles, and `mkdocs build --strict` (which fails on a link to no file) copies each PDF from
`generated/<book>/` beside the page (`compiler/site_aids.py`, through the plugin `rules-search`).
No page of the site linked an aid, and the aids were outside the site (player probe)."""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from conftest import ROOT


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    pytest.importorskip("mkdocs")
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"),
                           "-d", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return out


def test_each_contents_page_links_its_aids_and_the_site_holds_them(site):
    books = sorted(p.parent.name for p in (ROOT / "generated").glob("*/book.json"))
    assert books == ["changsha", "khalkin_gol", "shanghai_incident", "war_of_the_suns"]
    for book in books:
        titles = [aid["title"] for aid in json.loads((ROOT / "generated" / book / "book.json").read_text("utf-8"))["aids"]]
        pdfs = sorted(p.name for p in (ROOT / "generated" / book).glob("aid*.pdf"))
        assert len(pdfs) == len(titles) >= 1, book
        page = (site / "books" / book / "index.html").read_text(encoding="utf-8")
        links = re.findall(r'<a href="(aid[^"]*\.pdf)">([^<]*) \(PDF\)</a>', page)
        assert sorted(href for href, _ in links) == pdfs, (book, links)
        assert [title for _, title in links] == titles, (book, links)
        for pdf in pdfs:
            assert (site / "books" / book / pdf).read_bytes() == (ROOT / "generated" / book / pdf).read_bytes()
    page = (site / "books" / "war_of_the_suns" / "index.html").read_text(encoding="utf-8")
    assert '<a href="aid-sequence_aid.pdf">War of the Suns — Expanded Sequence of Play (PDF)</a>' in page
    # (the site's copy is made by mkdocs from generated/<book>/: the site's source holds none)
    assert not list((ROOT / "generated" / "site").rglob("*.pdf"))


def test_the_rulebooks_index_links_every_aid(site):
    """A player who opens "All rulebooks" finds each book's aids there too, one link per PDF, to the
    file the site holds beside the book's contents page."""
    page = (site / "books" / "index.html").read_text(encoding="utf-8")
    links = re.findall(r'<a href="([^"]+\.pdf)">([^<]*) \(PDF\)</a>', page)
    expected = []
    for book in sorted(p.parent.name for p in (ROOT / "generated").glob("*/book.json")):
        aids = json.loads((ROOT / "generated" / book / "book.json").read_text("utf-8"))["aids"]
        pdfs = sorted((p.name for p in (ROOT / "generated" / book).glob("aid*.pdf")), key=lambda n: n != "aid.pdf")
        expected += [(f"{book}/{pdf}", aid["title"]) for pdf, aid in zip(pdfs, aids, strict=True)]
    assert links == expected and len(links) == 5, links
    for href, _ in links:
        assert (site / "books" / href).is_file(), href
