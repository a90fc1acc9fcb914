"""A construct named in a text (`[center_rp]`): checked like a reference, printed by its title in
the web book (linked to its table, term or clause) and on the aids, and left out of a clause's
`refs` (which list clauses); a construct's `snake_case` name written bare is W604."""
from __future__ import annotations

from conftest import compile_text

from compiler.templating import environment
from compiler.to_aid import _Reader
from compiler.to_site import book_pages

BOOK = '''book t { title "T" side red "Red" side blue "Blue" dice 1d6 }
clause 1 "Movement" {
  says "Moving costs [move_cost]; the key is [terrain_key], the end [2]."
  note "The formula [move_cost] reads [night_time], then [terrain_key] (see [cp])."
  fact night_time: flag = no "It is night"
  formula move_cost() "Movement cost" = if night_time then 2 else 1
  table terrain_key "Terrain Key" {
    rows keys
    columns keys
    | Terrain | Cost |
    |---|---|
    | Clear | 1 |
  }
  term cp "Command points" says "Points to spend."
  aid a "Aid" { clause [1] }
}
clause 2 "End" { says "The end." }
'''


def test_a_construct_named_in_a_text_is_its_title_in_the_web_book_and_on_the_aid(tmp_path):
    c = compile_text(tmp_path, BOOK)
    assert c.ok, [d.message for d in c.diagnostics()]
    assert [x.refs for x in c.ir.clauses if x.id == "1"] == [("2",)]   # (clauses only)
    rules = book_pages(c, environment())["rules.md"]
    assert ("Moving costs [Movement cost](#1); the key is [Terrain Key](tables.md#table-terrain_key), the end "
            "[\\[2\\]](#2)\\.") in rules
    assert ("The formula [Movement cost](#1) reads [It is night](#1), then [Terrain Key](tables.md#table-terrain_key) "
            "\\(see [Command points](glossary.md#term-cp)\\)\\.") in rules
    reader = _Reader(c.ir, c.ir.aids[0])
    assert reader.text(c.ir.clauses[0].says) == "Moving costs Movement cost; the key is Terrain Key, the end [2]."


def test_a_construct_renamed_leaves_an_unknown_reference_not_a_stale_name(tmp_path):
    c = compile_text(tmp_path, BOOK.replace("formula move_cost()", "formula movement_cost()").replace(
        "= if night_time", "= if night_time"))
    found = [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert ("E201", "reference to unknown clause [move_cost]") in found, found


def test_a_constructs_own_reference_to_no_clause_is_pointed_at_where_it_is_written(tmp_path):
    """`formula move_cost() "Movement cost" [7.7]`: E201 put its caret on the formula's name, since the
    model kept no place for a construct's own `[ref]`; it is now under `7.7`, once, for each kind."""
    text = (BOOK.replace('formula move_cost() "Movement cost"', 'formula move_cost() "Movement cost" [7.7]')
            .replace('term cp "Command points"', 'term cp "Command points" [8.8]')
            .replace('table terrain_key "Terrain Key" {', 'table terrain_key "Terrain Key" [9.9] {'))
    c = compile_text(tmp_path, text)
    lines = text.splitlines()
    found = sorted((d.message, d.span.line, d.span.column, d.span.end_column)
                   for d in c.diagnostics() if d.code == "E201")
    expected = sorted((f"reference to unknown clause [{ref}]", n, line.index(ref) + 1, line.index(ref) + 1 + len(ref))
                      for ref in ("7.7", "8.8", "9.9") for n, line in enumerate(lines, 1) if f"[{ref}]" in line)
    assert found == expected, found


def test_a_construct_named_bare_is_w604(tmp_path):
    c = compile_text(tmp_path, BOOK.replace("note \"The formula [move_cost]", "note \"The formula move_cost"))
    (w,) = [d for d in c.diagnostics() if d.code == "W604"]
    assert w.message == "a note names move_cost bare: a player reads code" and w.span.line == 4
    assert w.hint.startswith("write [move_cost]: the web book and the aids print its title")
    # names that are no construct, and words, are left alone
    c = compile_text(tmp_path, BOOK.replace("(see [cp])", "(see cp, snake_case_word)"), "b")
    assert [d for d in c.diagnostics() if d.code == "W604"] == []


def test_a_clause_id_with_a_letter_written_bare_in_rules_text_is_w604(tmp_path):
    """Shanghai Incident's glossary printed "(pause.2.d)" and "(I.1.trains)": ids of its own clauses,
    written bare, where `[pause.2.d]` prints the clause's title. A clause's or a term's text, or an
    aid's note, naming such an id bare is W604; a transcriber's note may speak of ids as ids, and a
    number (`2.5`) or a dotted word that is no clause (`e.g.`) is left alone."""
    text = BOOK.replace('clause 2 "End" { says "The end." }',
                        'clause 2 "End" {\n  says "The end (2.x.end), 2.5 MP, e.g. 2.x.endless."\n'
                        '  clause 2.x.end "Last" { says "Last." }\n  note "Ids like 2.x.end are ours."\n}')
    text = text.replace('says "Points to spend."', 'says "Points to spend (2.x.end)."')
    c = compile_text(tmp_path, text)
    found = sorted((d.message, d.span.line) for d in c.diagnostics() if d.code == "W604")
    assert found == [("clause 2's text names 2.x.end bare: a player reads code", 17),
                     ("term cp's text names 2.x.end bare: a player reads code", 14)], found


def test_a_construct_of_a_clauses_name_is_the_clause(tmp_path):
    """A reference is a clause's first: only a text's reference may name a construct, and a
    construct's own `[ref]` must be a clause."""
    c = compile_text(tmp_path, BOOK.replace('formula move_cost() "Movement cost"',
                                            'formula move_cost() "Movement cost" [night_time]'))
    found = [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"]
    assert found == [("E201", "reference to unknown clause [night_time]")], found


def test_a_title_naming_a_construct_or_its_own_parameter_is_w604(tmp_path):
    """A title is printed as written, on the aids too: Khalkin-Gol's "(defender_units: the number in
    the result)" and War of the Suns' "(center_rp applies it …)" showed code in the web book."""
    text = BOOK.replace('formula move_cost() "Movement cost"', 'formula move_cost(unit_count: count) '
                        '"Movement cost (unit_count: the units moving; see night_time)"')
    c = compile_text(tmp_path, text.replace("move_cost = ", "move_cost = "))
    found = sorted((d.message, d.hint) for d in c.diagnostics() if d.code == "W604")
    assert found == [(f"the title of formula move_cost names {name}: a player reads code",
                      "say it in words: a title is printed as it is written") for name in ("night_time", "unit_count")]


def test_a_title_prints_a_construct_by_its_title_and_an_external_section_marked(tmp_path):
    from compiler.site_text import Linker, titled
    linker = Linker(["1"], [], lambda ref: "Series rules" if ref.startswith("20.") else None, lambda _: "rules.md",
                    declared={"center_rp": ("Supply center RP", "rules.md#36.1")})
    assert titled("RP [center_rp] per [20.0], see [1] and [t0]", linker, "rules.md") == (
        'RP [Supply center RP](#36.1) per \\[20\\.0\\]<sup title="Series rules">ext</sup>, see [\\[1\\]](#1) and \\[t0\\]')


def test_a_title_naming_a_construct_in_brackets_is_w604(tmp_path):
    """Titles print as written on the aids and in headings: `[move_cost]` there showed as code."""
    c = compile_text(tmp_path, BOOK.replace('table terrain_key "Terrain Key"', 'table terrain_key "Terrain Key [move_cost]"'))
    found = [(d.message, d.hint) for d in c.diagnostics() if d.code == "W604"]
    assert found == [("the title of table terrain_key names [move_cost]: a player reads code",
                      "say it in words: a title is printed as it is written")], found


def test_an_enum_may_be_named_and_an_aid_may_not(tmp_path):
    """The checker and the renderers agree on what a text may name: `[kind]` (an enum) was E201 while
    the web book would print its title; `[a]` (an aid) passed and printed as code."""
    text = BOOK.replace('  fact night_time:', '  enum kind "Unit kind" { foot "Foot" }\n  fact night_time:')
    c = compile_text(tmp_path, text.replace("the end [2].", "the end [2], by [kind]."))
    assert c.ok, [d.message for d in c.diagnostics()]
    assert "by [Unit kind](#1)" in book_pages(c, environment())["rules.md"]
    c = compile_text(tmp_path, text.replace("the end [2].", "the end [2], see [a]."), "b")
    assert [(d.code, d.message) for d in c.diagnostics() if d.severity == "error"] == [
        ("E201", "reference to unknown clause [a]")]


def test_a_term_a_footnote_a_forbid_and_an_aid_note_are_read_for_bare_names(tmp_path):
    text = BOOK.replace('term cp "Command points" says "Points to spend."',
                        'term cp "Command points" says "Points to spend on move_cost."')
    text = text.replace('  aid a "Aid" { clause [1] }', '  aid a "Aid" { clause [1]  note "See night_time." }')
    c = compile_text(tmp_path, text)
    found = sorted(d.message for d in c.diagnostics() if d.code == "W604")
    assert found == ["a note of aid a names night_time bare: a player reads code",
                     "term cp's text names move_cost bare: a player reads code"], found


def test_the_web_book_and_the_aid_print_a_named_construct_by_one_title(tmp_path):
    """One list of what a text may name and one title for each (`dsl.prose.declared_titles`): the aid
    and the web book built name → title apart, and an untitled term read as its id on one, as words
    on the other."""
    text = BOOK.replace('  fact night_time: flag = no "It is night"', '  fact night_time: flag = no')
    text = text.replace('the end [2].', 'the end [2], by [night_time].')
    c = compile_text(tmp_path, text)
    assert c.ok, [d.message for d in c.diagnostics()]
    assert "the end [2], by night time." in _Reader(c.ir, c.ir.aids[0]).text(c.ir.clauses[0].says)
    assert "the end [\\[2\\]](#2), by [night time](#1)\\." in book_pages(c, environment())["rules.md"]
