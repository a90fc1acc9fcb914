"""Pygments lexer for the rules language, used by the web book for every ```rules snippet.
Fed by: nothing in the pipeline; Pygments finds it through the `pygments.lexers` entry point
(`rules = "compiler.lexer:RulesLexer"` in pyproject.toml), so any Pygments user can load it.

It follows the token shapes of `dsl/grammar.lark` without parsing: keywords, declared names,
clause ids and `[references]` (also inside text), numbers with their wargame shapes (2d6, 3:1,
1/2, +1), pipe-grid table rows, text and comments. The markers `printed` and `optional` are
keywords only where the grammar reads them so (before a header's `{`), names elsewhere; the other
keywords are keywords wherever they stand. A character it does not know is an Error
token, so the test over the bundled rulebooks notices when the language outgrows the lexer.
"""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, include, words
from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String, Text,
                            Whitespace)

__all__ = ["RulesLexer"]

# Keywords that open a named construct; the name after them is highlighted as a declaration.
DECLARATIONS = ("book", "term", "enum", "record", "fact", "constant", "table", "results", "formula", "modifier",
                "combine", "permission", "exception", "sequence", "scenario", "aid", "phase", "segment",
                "step", "stage", "turn", "side", "external")
KEYWORDS = (
    "title", "series", "source", "credit", "scale", "dice", "covers", "to", "says", "tags", "note",
    "doubt", "see", "missing", "inferred", "roll", "rows", "columns", "by", "off", "clamp", "drm",
    "per", "column", "result", "below", "above", "split", "blank", "mark", "shift", "favouring",
    "add", "multiply", "round", "up", "down", "when", "unless", "at", "most", "on", "sum", "best",
    "of", "who", "may", "must", "overrides", "cancel", "allow", "forbid", "rewrite", "use", "applies",
    "always", "chosen", "priority", "repeat", "turns", "area", "first", "markers", "setup",
    "reinforce", "entry", "within", "support", "victory", "skip", "options", "all", "example", "page",
    "heading", "left", "right", "if", "then", "else", "clause", "reads", "list", "for", "each", "where")
# Words that are keywords only in one place, names everywhere else (`fact printed: count`, then
# `doubled(printed)`): a clause's `optional` and an example's `printed`, each right before the `{`
# of its header (dsl/grammar.lark: `clause`, `example`).
MARKERS = ("optional", "printed")
OPERATOR_WORDS = ("and", "or", "not", "is", "in")
CLAUSE_ID = r"[0-9A-Za-z_]+(?:\.[0-9A-Za-z_]+)*"
NAME = r"[A-Za-z_][A-Za-z0-9_]*"


class RulesLexer(RegexLexer):
    """The rules language of hex-and-counter wargame rulebooks (`rulebooks/<book>/*.rules`)."""

    name = "Rules"
    aliases = ["rules"]
    filenames = ["*.rules"]
    mimetypes = ["text/x-wargame-rules"]

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"#[^\n]*", Comment.Single),
            (r"\|", Punctuation, "grid"),
            (r'"""', String.Doc, "long-text"),
            (r'"', String.Double, "text"),
            (r"\[" + CLAUSE_ID + r"\]", Name.Label),
            (r"\b(clause)(\s+)(" + CLAUSE_ID + ")", bygroups(Keyword.Declaration, Whitespace, Name.Label)),
            (r"\b(" + "|".join(DECLARATIONS) + r")(\s+)(" + NAME + r")\b",
             bygroups(Keyword.Declaration, Whitespace, Name.Class)),
            (words(("yes", "no"), suffix=r"\b"), Keyword.Constant),
            (words(OPERATOR_WORDS, suffix=r"\b"), Operator.Word),
            (words(KEYWORDS + DECLARATIONS, suffix=r"\b"), Keyword),
            # (elsewhere a name, below; a comment may stand before the `{`, as the grammar allows)
            (words(MARKERS, suffix=r"\b(?=(?:\s|#[^\n]*)*\{)"), Keyword),
            include("numbers"),
            (NAME, Name),
            (r"=>|->|==|!=|<=|>=|[<>=+\-*/]", Operator),
            (r"[{}(),:.;\[\]]", Punctuation),   # [ ] also hold a list: [unit(…), …]
            (r"…", Comment.Special),  # documentation snippets mark left-out text with an ellipsis
        ],
        "numbers": [
            (r"\d+d\d+\b", Number),                 # dice: 2d6
            (r"\d+:\d+", Number),                   # odds: 3:1
            (r"\d+/\d+", Number),                   # fractions: 1/2
            (r"\d+\.\d+", Number.Float),
            (r"[+-]\d+/\d+", Number),              # a signed value: -1/2
            (r"[+-]\d+\.\d+", Number.Float),
            (r"[+-]\d+", Number.Integer),
            (r"\d+", Number.Integer),
        ],
        "text-body": [
            (r"\[" + CLAUSE_ID + r"\]", String.Interpol),  # a reference inside text becomes a link
            (r"\\.", String.Escape),
        ],
        "text": [
            include("text-body"),
            (r'"', String.Double, "#pop"),
            (r'[^"\\\[\n]+', String.Double),
            (r"\[", String.Double),
            (r"\n", String.Double, "#pop"),           # an unterminated text ends with its line
        ],
        "long-text": [
            include("text-body"),
            (r'"""', String.Doc, "#pop"),
            (r'[^"\\\[]+', String.Doc),
            (r'["\[]', String.Doc),
        ],
        "grid": [
            (r"\n", Whitespace, "#pop"),
            (r"\|", Punctuation),
            (r"[ \t]*-{2,}[ \t]*(?=\|)", Punctuation),  # the |---|---| line under the headers
            (r"[ \t]+", Text),
            (r"_[^|_\n]+_", String.Other),             # an underlined cell: _A1_
            # a cell's words and the blanks between them, not those after it: linear (a lazy match
            # rescanned a cell's run of blanks at each character, 12 s for 32,000 blanks)
            (r"[^|\n \t]+(?:[ \t]++[^|\n \t]+)*", String.Other),
        ],
    }
