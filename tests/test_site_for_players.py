"""What a player reads in the web book, beyond its markup: a clause's folded source is named by
the rulebook and the section, not by our repository's folders. The pages are rendered from the
compiled books and turned into HTML with mkdocs.yml's extensions, as `mkdocs build` does."""
from __future__ import annotations

import html
import re

import pytest

from conftest import compiled_book
from test_site_markup import _site_markdown

from compiler.templating import environment
from compiler.to_site import book_file_names, book_pages


@pytest.fixture(scope="module")
def changsha_rules() -> str:
    return _site_markdown(book_pages(compiled_book("changsha"), environment())["rules.md"])


def _text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def test_a_clause_s_source_is_named_by_its_section_and_rulebook(changsha_rules):
    folds = re.findall(r'<h(\d) id="([^"]+)">(.*?)</h\1>(.*?)<details class="source">\s*<summary>(.*?)</summary>'
                       r'\s*<p>(.*?)</p>', changsha_rules, re.S)
    assert len(folds) > 200
    by_id = {cid: (_text(heading).rstrip("¶"), _text(summary), _text(said)) for _, cid, heading, _, summary, said in folds}
    heading, summary, said = by_id["12.7.1"]
    assert summary == f"How “{heading}” is written in the rules language" == \
        "How “12.7.1 Maximum & Minimum Odds Ratios” is written in the rules language"
    assert re.fullmatch(r"Our transcription of “Battle of Changsha”, file 12-combat\.rules, lines \d+–\d+\.", said), said
    # no folder of our repository anywhere a reader looks (the page's HTML comment is for maintainers)
    visible = re.sub(r"<!--.*?-->", "", changsha_rules, flags=re.S)
    assert "rulebooks/" not in visible and "Source: " not in visible


def test_a_book_s_files_are_named_within_its_folder():
    named = book_file_names(["rulebooks/b/book.rules", "rulebooks/b/parts/one.rules"])
    assert named("rulebooks/b/parts/one.rules") == "parts/one.rules"
    assert named("rulebooks/b/book.rules") == "book.rules"
    assert book_file_names(["tests/cases/fixture/fixture.rules"])("tests/cases/fixture/fixture.rules") == "fixture.rules"
    assert named("elsewhere/x.rules") == "elsewhere/x.rules"     # not the book's: left as it is
    assert book_file_names(["C:\\books\\b\\a.rules"])("C:\\books\\b\\a.rules") == "a.rules"
