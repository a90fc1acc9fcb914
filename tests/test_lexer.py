"""The project's Pygments lexer: Pygments finds it by name and file name (entry point), it reads
every bundled rulebook and every documented snippet without an Error token, it names the parts
of the language as a reader expects, and the site's Markdown set-up highlights ```rules with it."""
from __future__ import annotations

import re

import markdown
import pytest
import yaml
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Error, Keyword, Name, Number, String

from compiler.lexer import RulesLexer
from conftest import ROOT

RULEBOOK_FILES = sorted((ROOT / "rulebooks").glob("*/*.rules")) + [ROOT / "tests" / "cases" / "fixture" / "fixture.rules"]


def test_pygments_finds_the_lexer():
    assert isinstance(get_lexer_by_name("rules"), RulesLexer)
    assert isinstance(get_lexer_for_filename("rulebooks/changsha/12-combat.rules"), RulesLexer)


@pytest.mark.parametrize("path", RULEBOOK_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rulebook_file_has_no_error_tokens(path):
    text = path.read_text(encoding="utf-8")
    tokens = list(get_lexer_by_name("rules").get_tokens(text))
    assert [v for t, v in tokens if t in Error] == []
    assert "".join(v for _, v in tokens).rstrip("\n") == text.rstrip("\n")


def test_documented_snippets_have_no_error_tokens():
    snippets = [s for md in sorted((ROOT / "docs").glob("*.md"))
                for s in re.findall(r"^```rules\n(.*?)^```", md.read_text(encoding="utf-8"), re.S | re.M)]
    assert len(snippets) > 10
    for snippet in snippets:
        assert [v for t, v in get_lexer_by_name("rules").get_tokens(snippet) if t in Error] == [], snippet


def test_tokens_name_the_parts_of_the_language():
    text = (ROOT / "rulebooks" / "shanghai_incident" / "03-combat.rules").read_text(encoding="utf-8")
    tokens = [(t, v) for t, v in get_lexer_by_name("rules").get_tokens(text) if v.strip()]
    pairs = set(zip(tokens, tokens[1:]))
    assert ((Keyword.Declaration, "table"), (Name.Class, "crt")) in pairs
    assert ((Keyword.Declaration, "clause"), (Name.Label, "combat.crt")) in pairs
    assert (Number, "1d6") in tokens and (String.Other, "_A1_") in tokens and (String.Other, "City; River") in tokens
    assert (String.Interpol, "[II.1.d]") in tokens or (Name.Label, "[II.1.d]") in tokens
    assert (Keyword, "overrides") in tokens and (Keyword.Constant, "yes") in tokens


def test_unknown_characters_are_errors():
    assert (Error, "$") in list(get_lexer_by_name("rules").get_tokens("constant x = 3 $\n"))


def test_site_markdown_highlights_rules_with_the_lexer():
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert config["theme"].get("highlightjs") is False   # the browser must not re-highlight our spans
    extensions, configs = [], {}
    for ext in config["markdown_extensions"]:
        name, options = next(iter(ext.items())) if isinstance(ext, dict) else (ext, {})
        extensions.append(name)
        configs[name] = options or {}
    assert {"pymdownx.highlight", "pymdownx.superfences"} <= set(extensions)
    html = markdown.markdown('```rules\ntable crt "CRT" [13.0] {\n  roll 2d6\n}\n```\n',
                             extensions=extensions, extension_configs=configs)
    assert '<span class="kd">table</span>' in html and '<span class="nc">crt</span>' in html
    assert '<span class="nl">[13.0]</span>' in html and '<span class="m">2d6</span>' in html


def test_a_cell_s_blanks_between_words_are_the_cell_s_and_after_it_not():
    """The cell rule matched lazily and rescanned a run of blanks at each character (32,000 blanks:
    12 s in `mkdocs build`); it now takes words and the blanks between them, as it read them before."""
    text = 'table t "T" {\n  | a  b   | c |\n  |---|---|\n  | _A1_ | x' + " " * 5000 + "y |\n}\n"
    cells = [v for t, v in get_lexer_by_name("rules").get_tokens(text) if t is String.Other]
    assert cells == ["a  b", "c", "_A1_", "x" + " " * 5000 + "y"]


def test_a_marker_word_is_a_keyword_only_where_the_grammar_reads_it_so():
    """`printed` and `optional` were keywords wherever they stood, so a fact named `printed` read as
    a keyword in `doubled(printed)` (the designer probe): they are keywords only right before the
    `{` of an example's or a clause's header (a line between them included), names elsewhere."""
    text = '''clause 1 "Rules" optional {
  fact printed: count = 1 "Printed things"
  fact optional: flag = no "An optional thing"
  formula both() "Both" = if optional then printed else 0
  example "Ours" printed { both(optional: yes, printed: 3) == 3 }
  example printed
  { doubled(printed) == 2 }
  example "With a comment" printed   # (a comment before the brace: the engine probe of stop 61)
  { doubled(1) == 2 }
}
'''
    found = [(t, v) for t, v in get_lexer_by_name("rules").get_tokens(text) if v in ("printed", "optional")]
    assert found == [(Keyword, "optional"), (Name.Class, "printed"), (Name.Class, "optional"),
                     (Name, "optional"), (Name, "printed"), (Keyword, "printed"), (Name, "optional"),
                     (Name, "printed"), (Keyword, "printed"), (Name, "printed"), (Keyword, "printed")], found
