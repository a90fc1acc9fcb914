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


def _shanghai_crt():
    from compiler.table_data import runtime_table
    c = compiled_book("shanghai_incident")
    table = next(t for t in c.ir.tables if t.header_rows)
    return runtime_table(table, c.ir), table


def test_a_printed_column_is_one_column_of_the_grid_when_every_header_row_reads_it_alike():
    from compiler.site_chances import chance_grid
    grid = chance_grid(*_shanghai_crt())
    assert [label for label, _ in grid["header"]] == ["City; River", "Town", "Woods", "Clear"]
    assert all(len(columns) == 12 for _, columns in grid["header"])
    for name, cells in grid["results"]:
        assert len(cells) == 12, name
    # each printed column's chances add up to a whole (rounded to tenths)
    for j in range(12):
        total = sum(float(cells[j].rstrip("%")) for _, cells in grid["results"] if cells[j])
        assert abs(total - 100) <= 0.2, (j, total)


def test_header_rows_that_read_a_column_apart_get_a_column_each(monkeypatch):
    """Were one header row's reading of a printed column to give other chances than the others', the
    grid does not merge them: each (header row, column) is a column, named by both."""
    from fractions import Fraction

    from compiler import site_chances
    real = site_chances.chances

    def apart(runtime_table, table, label, selector, drm, shift):
        found = real(runtime_table, table, label, selector, drm, shift)
        if "town" in {str(v).lower() for v in selector.values()}:
            return [("Town only", "", Fraction(1), "", [1])]
        return found
    monkeypatch.setattr(site_chances, "chances", apart)
    grid = site_chances.chance_grid(*_shanghai_crt())
    (label, columns), = grid["header"]
    assert label == "" and len(columns) == 9 + 10 + 11 + 12 and "Town: -3" in columns and "Clear: + 10" in columns
    town = dict(grid["results"])["“Town only”"]
    assert [columns[j] for j, cell in enumerate(town) if cell] == [c for c in columns if c.startswith("Town: ")]


def test_the_web_book_aligns_a_table_s_columns_as_the_aid_does():
    """Values centred (the stylesheet's default for a cell), prose left (a cell marked `l`); row labels
    that are values centred (a label marked `c`): Shanghai's VP bands, Khalkin-Gol's recruit chart."""
    shanghai = _site_markdown(book_pages(compiled_book("shanghai_incident"), environment())["tables.md"])
    vp = re.search(r'<h2 id="table-vp_levels">.*?<tbody>(.*?)</tbody>', shanghai, re.S).group(1)
    assert '<tr><th class="c">12 or less</th><td class="l">Decisive Chinese</td></tr>' in vp
    crt = re.search(r'<h2 id="table-crt">.*?<tbody>(.*?)</tbody>', shanghai, re.S).group(1)
    assert 'class="l"' not in crt and crt.count('<th class="c">') == 6     # die rolls 1 to 6, results centred
    khalkin = _site_markdown(book_pages(compiled_book("khalkin_gol"), environment())["tables.md"])
    recruit = re.search(r'<h2 id="table-soviet_recruit">.*?<tbody>(.*?)</tbody>', khalkin, re.S).group(1)
    assert "<tr><th>8+6 armor</th><td>4</td></tr>" in recruit                 # a name left, a cost centred
