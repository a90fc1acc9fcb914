"""`rules coverage` on large or odd sources does work that grows with the source, counted (never
timed): a one-line source of 2 MB was one "heading" compared letter by letter with every title
(difflib, the product of the lengths: it never ended), 50,000 headings took minutes (each compared
afresh with every title, and each missing one looked up in the list of missing ones)."""
from __future__ import annotations

import difflib

from compiler import coverage
from compiler.cli import main
from compiler.pipeline import compile_book

from conftest import ROOT

TUTORIAL = ROOT / "tests" / "cases" / "tutorial"


def _counted(monkeypatch, cls, name: str) -> list:
    calls = []
    real = getattr(cls, name)

    def counted(*args, **kw):
        calls.append(1)
        return real(*args, **kw)
    monkeypatch.setattr(cls, name, counted)
    return calls


def test_a_heading_longer_than_the_fuzzy_length_is_compared_exactly_only(monkeypatch):
    book = compile_book(TUTORIAL).loaded.book
    ratios = _counted(monkeypatch, difflib.SequenceMatcher, "ratio")
    missing, total, numbered = coverage.coverage_report(book, "# " + "word " * 20_000 + "\n")
    assert (len(missing), total, numbered) == (1, 1, False)
    assert ratios == []


def test_each_title_is_analysed_once_however_many_headings(monkeypatch):
    book = compile_book(TUTORIAL).loaded.book
    titles = len(coverage._titles(book))
    made = _counted(monkeypatch, difflib.SequenceMatcher, "set_seq2")
    text = "".join(f"# heading number {i}\n" for i in range(300)) + "# designer s notes\n" * 50
    missing, total, _ = coverage.coverage_report(book, text)
    assert total == 350 and len(missing) == 350
    assert len(made) <= titles   # (each heading compared with each title made one per pair: 350 × titles)


def test_a_nearly_equal_heading_is_still_covered():
    book = compile_book(TUTORIAL).loaded.book
    title = coverage._titles(book)[1]
    near = title[:-1] + ("x" if title[-1] != "x" else "y")
    assert coverage._covered(near, coverage._Titles(coverage._titles(book)))
    missing, _, _ = coverage.coverage_report(book, f"# {near}\n# quite another thing entirely\n")
    assert [m.title for m in missing] == ["quite another thing entirely"]


def test_printing_the_missing_headings_compares_none_of_them(monkeypatch, tmp_path, capsys):
    source = tmp_path / "source.txt"
    source.write_text("1.1 Setup\n" + "".join(f"# heading {i}\n" for i in range(400)), encoding="utf-8")
    compared = _counted(monkeypatch, coverage.Missing, "__eq__")
    assert main(["coverage", str(TUTORIAL), "--source", str(source)]) == 1
    assert capsys.readouterr().out.count("(for information)") == 400
    assert compared == []   # (`x in counted` compared each with the ones before it: the square)


def test_a_title_covers_a_heading_only_as_whole_words(tmp_path):
    """A clause titled "Air" covered the headings "Repair costs" and "Chairs and staircases" (a title
    found in a heading by substring), and a book titled "T" every heading with a t in it."""
    book = compile_book(TUTORIAL).loaded.book
    titles = coverage._Titles(["air", "t", "combat odds"])
    assert coverage._covered("air units", titles) and coverage._covered("odds", titles)
    assert coverage._covered("the combat odds table", titles)
    for heading in ("repair costs", "chairs and staircases", "tactics", "odd"):
        assert not coverage._covered(heading, titles), heading
    missing, total, _ = coverage.coverage_report(book, "# repair costs\n# chairs and staircases\n")
    assert total == 2 and len(missing) == 2


def test_line_numbers_count_line_feeds_only_as_an_editor_does():
    """A pdftotext source has a form feed at each page break: `splitlines` broke there too, and
    each page moved every later section one line further (5.0 on line 7 said line 10)."""
    text = "1.0 Intro\n\fpage two\n2.0 Moving\n\f3.0 Combat\u2028Title\n\f\n\n5.0 Victory\n\f# Designer Notes\n"
    assert [(s, n) for s, n, _ in coverage.numbered_sections(text)] == [("1.0", 1), ("2.0", 3), ("3.0", 4),
                                                                         ("5.0", 7)]
    assert coverage.headings(text) == [(8, "designer notes")]


def test_near_spellings_are_compared_for_at_most_so_much_and_the_report_says_so(monkeypatch, tmp_path, capsys):
    """Thousands of headings, none a title, against thousands of titles of the same few words were
    compared each with each: 4,000 of each ran for minutes (scaling probe), 30,000 pairs of 190
    characters 34 s (regression probe). Past `MAX_COMPARED` characters compared a heading is matched
    as whole words only, and the report says so of each, and how many."""
    monkeypatch.setattr(coverage, "MAX_COMPARED", 2_000)
    book = compile_book(TUTORIAL).loaded.book
    text = "".join(f"# heading number {i}\n" for i in range(300))
    missing, total, _ = coverage.coverage_report(book, text)
    assert total == 300 and len(missing) == 300
    assert 0 < sum(not x.spelled for x in missing) < 300        # the first ones compared, the rest not
    assert missing[0].spelled and not missing[-1].spelled
    source = tmp_path / "source.md"
    source.write_text(text, encoding="utf-8")
    assert main(["coverage", str(TUTORIAL), "--source", str(source)]) == 1
    out, err = capsys.readouterr()
    assert "matched as whole words only" in err and "at most 2,000 characters" in err
    unjudged = [line for line in out.splitlines() if "by its words (not compared for a near spelling" in line]
    assert 0 < len(unjudged) == sum(not x.spelled for x in missing)


def test_a_pair_of_long_titles_counts_as_its_cost(monkeypatch):
    """The cap counted pairs, and a pair of 190-character texts costs `difflib` 36,000 steps."""
    titles = coverage._Titles(["a" * 150 + " b"])
    coverage._covered("a" * 149 + " bc", titles)                   # (one pair, compared in full)
    assert titles.compared >= 150 * 150


def test_a_step_of_a_scheme_of_its_own_covers_no_chapter(tmp_path):
    """`setup.1` numbers a step of the book's own scheme: it covered chapter 1.0 of the source (a
    book of `setup.1` to `setup.3` "covered" 3 of 4 chapters it does not have). A clause `esp.1.1`
    still covers section 1.1, and `5` covers `5.0`."""
    path = tmp_path / "b.rules"
    path.write_text('book b { title "B" side red "Red" dice 1d6 }\n'
                    'clause setup "Setup" { says "Set up." }\n'
                    'clause setup.1 "One" { says "One." }\nclause setup.2 "Two" { says "Two." }\n'
                    'clause esp.1.1 "Esp" { says "Esp." }\nclause 5 "Five" { says "Five." }\n', encoding="utf-8")
    book = compile_book(path).loaded.book
    missing, checked, numbered = coverage.coverage_report(
        book, "1.0 Introduction\n\n1.1 Scale\n\n2.0 Movement\n\n5.0 Supply\n")
    assert numbered and checked == 4
    assert [m.label for m in missing if m.kind == "section"] == ["1.0", "2.0"]
