"""An escaped `\\[id\\]` in a text is printed brackets, never a reference, in every output: the rule
model keeps prose as marked text (`dsl.marked`), so the web book links, the aid names, the export,
the Python package, `rules explain` and `rules coverage --numbers` all tell the two apart."""
from __future__ import annotations

import json

import pytest

from conftest import compile_text

from compiler.explain import explain
from compiler.number_coverage import uncarried
from compiler.templating import environment
from compiler.to_aid import aid_view
from compiler.to_json import dumps, export
from compiler.to_site import book_pages
from dsl.marked import mark, pieces, plain, refs
from dsl.runtime import Value

BOOK = r'''
book esc {
  title "Esc"
  side red "Red"
  dice 1d6
}
clause 1 "Reading" {
  says "See \[stacking\] literally, and [stacking] by name; roll \[7\] is printed."
  note "A note: \[stacking\] printed, [stacking] linked."
  table crt "Crt" {
    roll 1d6
    columns odds
    off left: forbid "Odds below \[1\] are not allowed [stacking]"
    | 1d6 | 1:1 | 2:1 |
    |-----|-----|-----|
    | 1-6 | x   | y   |
  }
}
clause 7 "Seven" {
  says "Printed \[t0\] and \[8\] need no escape in the model."
}
clause stacking "Stacking" {
  says """
    Two units per hex \[t0\].
    """
  note "A backslash \\ here."
}
aid esc_aid "Esc aid" {
  clause [1]
  note "Mind \[stacking\] and [stacking]."
  table crt
}
'''


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    c = compile_text(tmp_path_factory.mktemp("esc"), BOOK)
    assert c.ok, [d.message for d in c.diagnostics()]
    return c


def test_marked_text_tells_references_from_printed_brackets():
    text = r"See \[2] literally, \\ and [2] as a link."
    assert plain(text) == "See [2] literally, \\ and [2] as a link."
    assert pieces(text) == [("See [2] literally, \\ and ", None), ("[2]", "2"), (" as a link.", None)]
    assert refs(text) == ["2"] and refs(mark(plain(text))) == []
    assert plain(mark("a \\[b] [c d]")) == "a \\[b] [c d]"


def test_the_model_keeps_the_escape(book):
    says = next(c.says for c in book.ir.clauses if c.id == "1")
    assert refs(says) == ["stacking"]
    assert plain(says) == "See [stacking] literally, and [stacking] by name; roll [7] is printed."
    other = next(c.says for c in book.ir.clauses if c.id == "stacking")
    assert plain(other) == "Two units per hex [t0]."
    note = next(c.notes[0] for c in book.ir.clauses if c.id == "stacking")
    assert note == plain(note) == "A backslash \\ here."     # a backslash before no `[` is itself


def test_printed_brackets_that_name_no_clause_keep_no_escape(book):
    says = next(c.says for c in book.ir.clauses if c.id == "7")
    assert says == "Printed [t0] and [8] need no escape in the model."
    stacking = next(c for c in book.ir.clauses if c.id == "stacking")
    assert stacking.says == "Two units per hex [t0]."


def test_the_web_book_links_only_the_reference(book):
    pages = book_pages(book, environment())
    rules = pages["rules.md"]
    line = next(x for x in rules.splitlines() if x.startswith("See "))
    assert line.count("](#stacking)") == 1, line
    assert line.startswith(r"See \[stacking\] literally")
    note = next(x for x in rules.splitlines() if "A note:" in x)
    assert note.count("](#stacking)") == 1, note
    assert r"hex \[t0\]\." in rules and r"A backslash \\ here" in rules
    edge = next(x for x in pages["tables.md"].splitlines() if "not allowed" in x)
    assert r"below \[1\] are" in edge and edge.count("](rules.md#stacking)") == 1, edge


def test_the_aid_names_only_the_reference(book):
    view = aid_view(book, book.ir.aids[0])
    texts = [p for item in view["blocks"] for p in item.get("paragraphs", [])]
    texts += [item["text"] for item in view["blocks"] if item["kind"] == "note"]
    assert "See [stacking] literally, and (“Stacking”) by name; roll [7] is printed." in texts, texts
    assert "Mind [stacking] and (“Stacking”)." in texts, texts
    table = next(item for item in view["blocks"] if item["kind"] == "table")
    assert "Odds below [1] are not allowed (“Stacking”)" in table["edges"][0]["text"]   # (the clause by its title, as in prose)


def test_the_export_python_and_explain_keep_the_distinction(book):
    data = json.loads(dumps(export(book.ir)))
    says = next(c["says"] for c in data["clauses"] if c["id"] == "1")
    assert says == r"See \[stacking] literally, and [stacking] by name; roll \[7] is printed."
    assert book.module.CLAUSES["1"].says == says
    lines = explain(book, Value(1, ("1",)), ())
    assert any("See [stacking] literally" in x for x in lines), lines
    with pytest.raises(Exception, match=r"forbid: Odds below \[1\] are not allowed \[stacking\]$"):
        book.module.crt(roll=1, odds="1:2")


def test_a_number_in_printed_brackets_is_stated(book):
    assert {(x.clause, x.number) for x in uncarried(book.ir)} >= {("1", "7")}
    assert all(x.number != "1" for x in uncarried(book.ir) if x.clause == "1")


def test_a_text_constant_s_value_is_data_never_a_link(tmp_path):
    # (`constant c = "escaped \[1.0\]"`: the web book linked [1.0] in the clause's formal content and in
    # the glossary, though the designer escaped it; the value is data, its escapes undone in it)
    c = compile_text(tmp_path, r'''
book cv { title "Cv" side red "Red" dice 1d6 }
clause 1.0 "Values" {
  says "Values."
  constant c = "escaped \[1.0\]" "C"
}''')
    assert c.ok, [str(d) for d in c.diagnostics()]
    pages = book_pages(c, environment())
    assert "    - Value “C”: escaped \\[1\\.0\\]\n" in pages["rules.md"]
    assert "| C | escaped \\[1\\.0\\] |" in pages["glossary.md"]
