"""What a clause's "Formal content" says of its rules on the web book, as a player reads it (the
designer probe of the thirty-seventh stop): a formula's `reads "…"` sentence (reference.md promised
it on the web book too; it was only in the source block), a combine's members, way and cap (it
showed its title alone), and a shift read from a table cell worded as one shift ("the number in …
columns left" split the number from its columns)."""
from __future__ import annotations

from compiler.pipeline import compile_book
from compiler.templating import environment
from compiler.to_site import book_pages

BOOK = '''book t {
  title "T"
  dice 1d6
}
enum terrain "Terrain" { clear "Clear", woods "Woods" }
clause 1 "Rules" {
  says "Shifts and sums."
  results tek_combat "Combat" {
    "{columns}L" => left "Shift {columns} left"
    "-" => none "No effect"
  }
  table tek "TEK" {
    rows keys
    columns keys
    column "Combat" results tek_combat
    | Terrain | Combat |
    |---------|--------|
    | Clear   | -      |
    | Woods   | 1L     |
  }
  fact terrain: terrain = clear "The defender's terrain"
  fact leader: flag = no "A leader attacks"
  modifier terrain_shift "Terrain" { shift tek(terrain, "Combat").columns left }
  modifier leader_drm "Leader" { drm +1 when leader }
  modifier hill_drm "Hill" { drm -1 when terrain is woods }
  combine total_drm "Die-roll modifiers" sum of (leader_drm, hill_drm) at most 2
  formula doubled(x: number) "Doubled strength" = x * 2 reads "twice the strength"
}
'''


def test_formal_content_says_each_rule_as_rules(tmp_path):
    (tmp_path / "book.rules").write_text(BOOK, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    rules = book_pages(c, environment())["rules.md"]
    at = rules.index('??? defined "')
    formal = rules[at:rules.index("\n\n", rules.index("\n\n", at) + 2) + 1]
    assert "    - Modifier “Terrain”: as many columns left as the number in the Combat column of the TEK for " in formal, formal
    assert "    - Combination of modifiers “Die\\-roll modifiers”: the sum of “Leader” and “Hill”, at most 2\n" in formal, formal
    assert "    - Formula “Doubled strength”: twice the strength\n" in formal, formal



def test_the_folded_formal_content_is_titled_by_what_it_counts():
    """The title a player reads while the block is folded: each kind counted, in the order listed."""
    from compiler.site_words import Formal, Words

    def said(*kinds):
        return Words.formal_summary([Formal(k, "T", "", "", "") for k in kinds])
    assert said("value") == "a value" and said("exception") == "an exception"
    assert said("condition", "condition", "value") == "2 conditions and a value"
    assert said("number", "number", "formula", "sequence of play", "sequence of play", "table") == \
        "2 numbers, a formula, 2 sequences of play and a table"
    assert said("combination of modifiers", "combination of modifiers") == "2 combinations of modifiers"
    assert said("choice", "choice", "unit description") == "2 choices and a unit description"
    assert said("group of units", "group of units") == "2 groups of units"
    from dsl.diagnostics import a_   # ("a unit", as it is said; a word only spelt with un- keeps "an")
    assert [a_(w) for w in ("unit description", "uninformed reading", "arm")] == \
        ["a unit description", "an uninformed reading", "an arm"]

def test_the_sequence_of_play_is_written_out_under_its_clause():
    """The web book said only `sequence of play “Turn Structure”`: its phases, steps and who acts were in
    the source block alone, where the aid prints them as an outline (the designer probe)."""
    from conftest import ROOT
    rules = (ROOT / "generated/site/books/shanghai_incident/rules.md").read_text("utf-8")
    at = rules.index("**The sequence of play “Turn Structure”**")
    outline = rules[at:rules.index("??? source", at)]
    assert "1. **Japanese Turn** [\\[II\\.1\\]](#II.1) — Japanese only\n    1. **Air Interdiction" in outline
    assert "    1. **2nd Combat Phase** [\\[II\\.1\\.d\\]](#II.1.d)\n1. **Chinese Turn**" in outline
    kg = (ROOT / "generated/site/books/khalkin_gol/rules.md").read_text("utf-8")
    assert "1. **Weather Check Phase** [\\[22\\.1\\]](#22.1) — when the month of the current GT is September" in kg
    assert ("— optional rule [\\[24\\.4\\]](#24.4): Our reading: [\\[24\\.4\\]](#24.4) does not say where in the "
            "Organization Phase this is done") in kg   # (the reading itself: the bare tag told a player nothing)
    # (a step's notes are printed under it: they reached no page, aid or export: player probe, stop 39)
    assert "1. **1st Movement Phase** [\\[10\\.0\\]](#10.0): Railroad movement is made in this phase" in kg


def test_a_scenarios_special_rule_without_says_is_said_by_what_it_does():
    """War of the Suns' scenario pages listed "- Japanese CP by turn", a bare title: an exception with
    no `says` is said as the formal content says it (player probe, stop 38)."""
    from conftest import ROOT
    rules = (ROOT / "generated/site/books/war_of_the_suns/rules.md").read_text("utf-8")
    at = rules.index("*Special rules:*")
    special = rules[at:rules.index("\n\n**", at)]
    assert "- Japanese CP by turn: The formula “Japanese CP: as many as its RP” instead gives the " \
           "scenario's CP for Japan on the current game turn" in special, special
    assert not [line for line in special.splitlines() if line.startswith("- ") and ":" not in line], special


def test_a_steps_notes_reach_the_export_the_package_and_a_doubt_its_clause(tmp_path):
    """`phase move "Movement Phase" { note "…" }` checked clean and was dropped from every output
    (player probe, stop 39): the notes are the step's, its doubts its clause's."""
    import json
    from compiler.to_json import dumps, export
    (tmp_path / "book.rules").write_text('''book s { title "S" side red "Red" dice 1d6 }
clause 1.0 "Play" {
  says "Turns."
  sequence turn "Turn" {
    phase move "Movement Phase" { note "NOTE-ON-PHASE: railroad movement is made here." }
    phase combat "Combat Phase" {
      step resolve "Resolve attacks" { note "NOTE-ON-STEP: one at a time."  doubt "DOUBT-ON-STEP: the order is unclear." }
    }
  }
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    steps = json.loads(dumps(export(c.ir)))["sequences"][0]["steps"]
    assert steps[0]["notes"] == ["NOTE-ON-PHASE: railroad movement is made here."]
    assert steps[1]["steps"][0]["notes"] == ["NOTE-ON-STEP: one at a time."]
    assert [s.notes for _, s in c.module.SEQUENCES["turn"].steps()][-1] == ("NOTE-ON-STEP: one at a time.",)
    assert c.module.CLAUSES["1.0"].doubts == ("DOUBT-ON-STEP: the order is unclear.",)
    rules = book_pages(c, environment())["rules.md"]
    assert "1. **Movement Phase**: NOTE\\-ON\\-PHASE: railroad movement is made here\\." in rules, rules


def test_an_examples_answer_is_printed_beside_its_title(tmp_path):
    """The web book printed each worked example's title alone; its answer (`endgame_vp(3, yes, 2) == 24`)
    was only in the collapsed source (Shanghai player probe, stop 40). An example of one `==` check
    against a literal shows what it gives; a check of a result's `kind` (an identifier), an example
    of other checks and one of several checks show the title alone ("(→ 2; 1)" answered questions the
    page does not show: the player probe of stop 59), nor one that gives yes or no, which answers
    the rule's question and not the title ("A mountain in between blocks it (→ no)": the player probe
    of stop 61). Several examples are a list, one a line: joined by "; ", they ran into titles that
    hold one."""
    book = BOOK + '''example "Three doubled is six" [1] { doubled(3) == 6 }
example "A leader helps; no leader does not" [1] { leader_drm(leader: yes) == 1 }
example "Six is more than five" [1] { (doubled(3) > 5) == yes }
example "Both" [1] {
  doubled(1) == 2
  leader_drm(leader: yes) == 1
}
example "Woods is a left shift" [1] { tek("Woods", "Combat").kind == "left" }
example "Bigger" [1] { doubled(3) > 5 }
'''
    (tmp_path / "book.rules").write_text(book, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    rules = book_pages(c, environment())["rules.md"]
    lines = rules.splitlines()
    at = lines.index("**Examples:**")
    assert lines[at + 1:at + 9] == ["", "- Three doubled is six (→ 6)", "- A leader helps; no leader does not (→ 1)",
                                    "- Six is more than five", "- Both", "- Woods is a left shift", "- Bigger", ""], \
        lines[at:at + 9]


def test_the_rulebooks_printed_examples_are_told_from_ours(tmp_path):
    """An example the rulebook prints (`printed`) read like one of ours, a boundary case we wrote
    (the examples audit of stop 59): the web book lists the printed ones first, under their own
    heading, and the book's JSON says which is which; `printed` stays a name elsewhere (a fact)."""
    book = BOOK + '''fact printed: count = 1 "Printed things"
example "Three doubled is six" [1] printed { doubled(3) == 6 }
example "Two doubled is four" [1] printed { doubled(2) == 4 }
example "Ours" [1] { doubled(printed) == 2 }
'''
    (tmp_path / "book.rules").write_text(book, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    assert [(ex.title, ex.printed) for ex in c.ir.examples] == [
        ("Three doubled is six", True), ("Two doubled is four", True), ("Ours", False)]
    from compiler.to_json import export
    assert [ex["printed"] for ex in export(c.ir)["examples"]] == [True, True, False]
    rules = book_pages(c, environment())["rules.md"].splitlines()
    printed = rules.index("**Worked examples printed in the rules:**")
    assert rules[printed + 1:printed + 6] == ["", "- Three doubled is six (→ 6)", "- Two doubled is four (→ 4)", "",
                                              "**Example:** Ours (→ 2)."], rules[printed:printed + 6]
    index = book_pages(c, environment())["index.md"]   # (the contents page's list of every example marks them too)
    assert "- *Printed in the rules:* Three doubled is six (→ 6)" in index and "- Ours (→ 2)" in index
    assert "Those marked *printed in the rules* check the rulebook's own worked examples" in index


def test_an_untitled_example_is_named_by_the_rules_it_checks(tmp_path):
    """`example printed { … }` showed as just "example" on the rules page and the contents page, as
    an untitled example of ours did (the designer probe): each is named by the titles of the rules
    its checks read, and one that reads no rule by where it is, its clause linked."""
    book = BOOK + '''constant width = 22 inches "Map width"
example [1] printed { doubled(3) == 6 }
example [1] { doubled(1) == 2 }
example [1] printed { width == 22
  tek("Woods", "Combat").kind == "left" }
example [1] printed { 1 + 1 == 2 }
example [1] { 2 == 2 }
'''
    (tmp_path / "book.rules").write_text(book, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    pages = book_pages(c, environment())
    rules = pages["rules.md"].splitlines()
    printed = rules.index("**Worked examples printed in the rules:**")
    assert rules[printed + 2:printed + 5] == ["- Doubled strength (→ 6)", "- Map width and TEK",
                                              "- The worked example printed in [\\[1\\]](#1) (→ 2)"]
    ours = rules.index("**Examples:**")
    assert rules[ours + 2:ours + 4] == ["- Doubled strength (→ 2)", "- Our example in [\\[1\\]](#1) (→ 2)"]
    index = pages["index.md"]
    assert "- *Printed in the rules:* Doubled strength (→ 6) — [\\[1\\]](rules.md#1)" in index
    assert "- Our example in [\\[1\\]](rules.md#1) (→ 2)" in index
    assert "example (→" not in pages["rules.md"] + index


def test_a_list_shows_its_values_under_its_own_title(tmp_path):
    """A list (an enum) showed its title alone, like a heading with nothing under it, and took the
    title of a fact of its name (`fact terrain: terrain`) for its own (the player probe of stop 60)."""
    (tmp_path / "book.rules").write_text('''book t {
  title "T"
}
clause 1 "Terrain" {
  says "Hexes are clear or woods."
  enum terrain "Terrain" { clear "Clear", woods "Woods" }
  fact terrain: terrain = clear "The defender's terrain"
}
''', encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    rules = book_pages(c, environment())["rules.md"].splitlines()
    assert "    - List “Terrain”: Clear, Woods" in rules, rules
    assert "    - Choice “The defender's terrain”: Clear or Woods" in rules, rules


FACTS = '''book t {
  title "T"
  dice 1d6
}
clause 1 "Combat" {
  says "Units attack."
  record combat_unit "One ground unit in a combat" {
    factor: count "Its printed attack factor (attacking) or defense factor (defending)"
    disrupted: flag = no "It carries a Disrupted marker"
  }
  fact attackers: list of combat_unit "The attacking units"
  fact night: flag = no "It is night"
  fact markers: count = 0 at most 2 "Markers committed"
  results res "Combat result" {
    "D{retreat}" => defender "Defender retreats {retreat}"
    "Ex" => exchange "Exchange"
  }
  table crt "CRT" {
    roll 1d6
    columns odds "Odds"
    results res
    | Die Roll | 1:1 | 2:1 |
    |----------|-----|-----|
    | 1-3      | Ex  | D1  |
    | 4-6      | D1  | D2  |
  }
  sequence turn "Turn" {
    phase move "Movement Phase"
    phase combat "Combat Phase"
  }
  sequence fight "Combat procedure" {
    step a "The attacker names the units that attack and the hex they attack"
    step b "Total the attack factors"
  }
  scenario s "The battle" { turns 1 to 6 }
}
'''


def test_facts_records_legends_sequences_and_scenarios_read_as_a_player_knows_them(tmp_path):
    """Facts were "Situation" and "Quantity", a record "Record of each unit: factor (count), disrupted
    (flag, no unless given)", a schema; a result legend, a sequence and a scenario showed a title
    alone (the player probe of stop 61): a fact is said by what a player must know of it, a unit
    description field by field as a rule reads it, and the others with a few words of what they hold."""
    (tmp_path / "book.rules").write_text(FACTS, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    rules = book_pages(c, environment())["rules.md"]
    at = rules.index('??? defined "')
    formal = rules[at:rules.index("\n\n", rules.index("\n\n", at) + 2) + 1]
    assert formal.startswith('??? defined "What this section defines: a group of units, a condition, a number, '
                             'a unit description, a table, a result legend, 2 sequences of play and a scenario"'), formal
    lines = formal.splitlines()
    assert ("    - Unit description “One ground unit in a combat”: its printed attack factor (attacking) or "
            "defense factor (defending) — a number; whether it carries a Disrupted marker (normally no)") \
        in [line.replace("\\", "") for line in lines], formal
    assert "    - Group of units “The attacking units”: each unit described as in “One ground unit in a combat”" in lines
    assert "    - Condition “It is night”" in lines and "    - Number “Markers committed”: at most 2" in lines
    assert "    - Result legend “Combat result”: D1, D2, Ex" in lines, formal
    assert "    - Sequence of play “Turn”: Movement Phase, Combat Phase" in lines
    assert "    - Sequence of play “Combat procedure”: 2 steps, set out below" in lines   # (sentences: counted)
    assert "    - Scenario “The battle”: turns 1 to 6" in lines
    for word in ("(count", "(flag", "integer", "Situation", "Quantity", "Record of"):
        assert word not in formal, word


def test_a_list_stays_out_of_the_names_of_the_other_constructs(tmp_path):
    """A list has a namespace of its own (`fact terrain: terrain` is two names): the words of the web
    book keep it apart, so the fact of its name keeps its own title and kind."""
    from compiler.clause_names import ClauseNames
    from compiler.site_words import Words
    (tmp_path / "book.rules").write_text(BOOK, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    words = Words(c.ir, ClauseNames(c.ir.clauses))
    assert words.nodes["terrain"][0] == "fact" and words.title("terrain") == "The defender's terrain"
    assert words.enum_title("terrain") == "Terrain" and words.detail("enum", "terrain") == "Clear, Woods"
    assert [(x.kind, x.title) for x in words.formal([("enum", "terrain"), ("fact", "terrain")])] == [
        ("list", "Terrain"), ("choice", "The defender's terrain")]


def test_an_exception_reads_as_the_rule_it_makes(tmp_path):
    """An exception read "overrides the formula …, when …: instead, it is …", code (the player probe
    of stop 61): it is the rule, when it applies first, the rule it overrides named in it; who may
    decline it and that it applies even where that rule does not stay said."""
    from compiler.clause_names import ClauseNames
    from compiler.site_words import Words
    book = BOOK.replace('''  formula doubled''', '''  fact fort: flag = no "The defender is in a fort"
  exception fort_leader "Forts stop leaders" {
    overrides leader_drm
    when fort
    chosen by defender
    cancel
  }
  exception woods_double "Woods double" {
    overrides doubled
    when terrain is woods
    applies always
    use x * 4
  }
  formula doubled''')
    (tmp_path / "book.rules").write_text(book, encoding="utf-8")
    c = compile_book(tmp_path / "book.rules")
    assert c.ok, [d.message for d in c.diagnostics()]
    words = Words(c.ir, ClauseNames(c.ir.clauses))
    assert words.detail("exception", "fort_leader") == ("When the defender is in a fort, the modifier “Leader” does "
                                                        "not apply, unless the defender declines it")
    assert words.detail("exception", "woods_double") == (
        "When the defender's terrain is Woods, the formula “Doubled strength” instead gives the value × 4, even where the "
        "rule it overrides does not apply")
    rules = book_pages(c, environment())["rules.md"]
    assert "    - Exception “Forts stop leaders”: When the defender is in a fort, the modifier “Leader” does not " \
           "apply, unless the defender declines it\n" in rules, rules
