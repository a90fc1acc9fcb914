"""mkdocs plugin: the search index reads as rules. Section titles in it are plain text, so search
shows "&", not "&amp;"; and a clause's collapsed rules source is left out of it, so a search finds
and shows the rules as the book says them, never the `.rules` code they are written in.
Fed by: mkdocs, after its search plugin has written the index: as a hook (`hooks:` in this
project's mkdocs.yml), or as the plugin `rules-search` (`plugins:` in a project `rules new` made;
registered under `mkdocs.plugins` in pyproject.toml, so no project file names a path to this one).

Python-Markdown gives each heading's table-of-contents name as HTML (`Playbook &amp; Charts`); the
search plugin stores that name as the entry's title, and the theme's search page escapes the title
again when it shows a result. Turning the stored title back into text here leaves one escape, the
theme's, so a title reads as written and markup in a title still shows as text, never as markup.
The page texts in the index are already plain text (the plugin reads them with an HTML parser).

A clause's source is a collapsed block (`??? source "How “…” is written in the rules language"`, HTML `<details class="source">`)
that the search plugin read like any text: 221 of Changsha's 270 entries held their clause's code,
written out word by word (`formula combat_odds ( attack : number , …`). The plugin takes the blocks
out of a page's HTML just before the search plugin reads it (`on_page_context`, priority 100) and
puts them back just after (priority -100), so the page itself keeps them; the headings' permalinks
("¶", which the search plugin wrote into a whole page's entry after every heading) likewise.

A web book's pages are named by the book too: its title (the first heading of `books/<id>/index.md`)
is put before the page's in the browser's title ("Battle of Changsha: Rules - …"), and after each of its
search entries' titles ("Stacking (Khalkin-Gol War)"). Every book has a page "Rules" and many a
section "Stacking": tabs, history and search results could not tell which book (the player probe).

The plugin also puts each book's printable aids into the site, beside its contents page that links
them (`site_aids`).
"""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority

from compiler.site_aids import book_aids   # (absolute: this file is also loaded alone, as a hook)

# a clause's collapsed source (pymdownx.details: `??? source "…"`); its code holds no `</details>`
# (the highlighter writes `<` as `&lt;` in code)
_SOURCE_BLOCK = re.compile(r'<details class="source">.*?</details>', re.S)
# a heading's permalink (the toc extension's `permalink: true`): a "¶" the search plugin read into the
# text of a whole page's entry after every heading, which the theme shows as the result's summary
_PERMALINK = re.compile(r'<a class="headerlink" href="[^"]*" title="[^"]*">(?:¶|&para;|&#182;)</a>')
_BOOK_PAGE = re.compile(r"books/([^/]+)/[^/]+$")       # a web book's page (its source, or its location)
_TITLE = re.compile(r"<title>")


def _book_of(path: str) -> str:
    """The id of the web book a page's path (`books/changsha/rules.md`, `books/changsha/rules.html#12.3`)
    belongs to, or ""."""
    found = _BOOK_PAGE.match(path.split("#", 1)[0])
    return found.group(1) if found else ""


def _text(heading: str) -> str:
    """A heading's table-of-contents name (HTML) as text."""
    return html.unescape(re.sub(r"<[^>]+>", "", heading)).strip()


def book_titled(index: dict, books: dict[str, str]) -> dict:
    """The search index with each web book's entries titled with the book's title after their own
    (`books`: id → title), except the book's own heading."""
    for doc in index.get("docs", []):
        book = books.get(_book_of(doc.get("location", "")))
        if book and isinstance(doc.get("title"), str) and doc["title"] != book:
            doc["title"] = f"{doc['title']} ({book})"
    return index


def plain_titles(index: dict) -> dict:
    """The search index with every entry's title unescaped once."""
    for doc in index.get("docs", []):
        if isinstance(doc.get("title"), str):
            doc["title"] = html.unescape(doc["title"])
    return index


def on_files(files, config, **kwargs):
    """The site's files with each web book's aids (`site_aids`)."""
    return book_aids(files, config)


@event_priority(-100)   # after the search plugin has written search_index.json
def on_post_build(config, books: dict[str, str] | None = None, **kwargs) -> None:
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    index = book_titled(plain_titles(json.loads(path.read_text(encoding="utf-8"))), books or {})
    # the plugin's own format: sorted keys, no spaces
    path.write_text(json.dumps(index, sort_keys=True, separators=(",", ":")), encoding="utf-8")


class RulesSearch(BasePlugin):
    """The plugin `rules-search`, in a project's `plugins:` list (after `search`): the sources left
    out of what the search plugin reads of each page, `on_post_build` and `on_files` above."""

    def __init__(self):
        self._sources: dict[int, str] = {}   # a page (by id) → its content, sources in, while search reads it
        self._books: dict[str, str] = {}     # a web book's id → its title, from its index page's heading

    def on_files(self, files, config, **kwargs):
        return on_files(files, config)

    def on_page_content(self, content, page, **kwargs):
        """A web book's title, read from its index page (every page is read before any is written)."""
        book = _book_of(page.file.src_uri)
        if book and page.file.src_uri == f"books/{book}/index.md" and page.toc.items:
            self._books[book] = _text(page.toc.items[0].title)
        return content

    def on_post_page(self, output, page, **kwargs):
        """The browser's title of a web book's page begins with the book's title."""
        book = self._books.get(_book_of(page.file.src_uri))
        return _TITLE.sub(lambda _: f"<title>{html.escape(book)}: ", output, count=1) if book else output

    @event_priority(100)   # before the search plugin reads the page
    def _sources_out(self, context, page, **kwargs):
        if page.content and ('<details class="source">' in page.content or 'class="headerlink"' in page.content):
            self._sources[id(page)] = page.content
            page.content = _PERMALINK.sub("", _SOURCE_BLOCK.sub("", page.content))
        return context

    @event_priority(-100)   # after it: the page shows them
    def _sources_back(self, context, page, **kwargs):
        kept = self._sources.pop(id(page), None)
        if kept is not None:
            page.content = kept
        return context

    on_page_context = CombinedEvent(_sources_out, _sources_back)

    @event_priority(-100)
    def on_post_build(self, config, **kwargs) -> None:
        on_post_build(config, self._books)
