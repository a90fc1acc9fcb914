"""Where a line break ends something: the post-lexer between Lark's lexer and the LALR parser.
Fed by: Lark's contextual lexer (tokens of one `.rules` file); feeds the parser in `parser`.

The language is free-form: line breaks are white space, except in three places where a designer
writes one thing per line and the grammar could not otherwise tell where it ends:

- the checks of an `example { … }`: `a == 2` on one line and `-1 == b` on the next are two checks,
  not the subtraction `2 - 1`, and `f` followed by `(x)` on the next line is not a call;
- the items of a `results … { … }` block: a pattern's meaning is the text on its own line, so the
  next line's pattern is never taken for it;
- a `term` declaration: it ends with its line, so a `says` on the next line is the clause's.

The lexer produces `_NL` tokens (runs of line breaks); this filter keeps one `_NL` after each item of those
blocks (outside any brackets, and not where a line ends with an operator, a comma or `and`/`or`, which
continue the expression on the next line) and drops every other one.
"""
from __future__ import annotations

from lark import Token
from lark.lark import PostLex

NL = "_NL"
_BLOCKS = {"EXAMPLE", "RESULTS"}               # keywords whose `{ … }` block is line-oriented
_OPEN = {"LPAR": "RPAR", "LSQB": "RSQB", "LBRACE": "RBRACE"}
_CLOSE = set(_OPEN.values())
# The header of a block: what may stand between its keyword and its `{` (an example's title, its
# `[ref]` and its `printed` mark; a results block's name).
_HEADER = {"NAME", "STRING", "LONG_STRING", "LSQB", "RSQB", "CLAUSE_ID", "PRINTED"}
# A line that ends with one of these (or a comparison) continues on the next line.
_ENDS_OPEN = {"PLUS", "MINUS", "STAR", "SLASH", "EQUAL", "LESSTHAN", "MORETHAN", "AND", "OR",
              "NOT", "IF", "THEN", "ELSE", "IS", "IN", "COMMA", "DOT", "COLON"}



def _comparison(tok: Token) -> bool:
    return tok.value in ("==", "!=", "<=", ">=", "<", ">", "=>")


class LinePostLexer(PostLex):
    always_accept = (NL,)

    def process(self, stream):
        # Decide each line break as it comes: the contextual lexer reads the next token in the parser
        # state the tokens so far have led to, so a break cannot wait to see what follows it.
        stack: list[str] = []          # open brackets; "block" marks the `{` of a line-oriented block
        pending_block = False          # saw `example`/`results`, waiting for its `{`
        term_depth = -1                # inside a `term` declaration: the bracket depth it started at
        prev: Token | None = None
        for tok in stream:
            kind = tok.type
            if kind == NL:
                if term_depth == len(stack):
                    term_depth = -1
                    prev = tok
                    yield tok
                elif stack[-1:] == ["block"] and prev is not None and prev.type not in (NL, "LBRACE") \
                        and prev.type not in _ENDS_OPEN and not _comparison(prev):
                    prev = tok
                    yield tok
                continue
            if kind == "TERM":
                term_depth = len(stack)
            if kind in _BLOCKS:
                pending_block = True
            elif pending_block and kind == "LBRACE":
                pending_block = False
                stack.append("block")
                prev = tok
                yield tok
                continue
            elif pending_block and kind not in _HEADER:
                pending_block = False
            if kind in _OPEN:
                stack.append(kind)
            elif kind in _CLOSE and stack:
                stack.pop()
            prev = tok
            yield tok
        if term_depth >= 0:
            yield Token(NL, "\n", line=prev.end_line if prev else 1, column=prev.end_column if prev else 1)
