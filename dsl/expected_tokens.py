"""Expected-token wording: which terminals the parser would have taken where it refused one, and
how they read in a message (`'{'`, "a name", a keyword's own text). Fed by: the built parser
(`parser_build`: its terminals) and a Lark `UnexpectedToken` (its parser state); feeds
`syntax_errors` and `syntax_hints`, which word the syntax diagnostics.
"""
from __future__ import annotations

from functools import lru_cache

from lark import Tree
from lark.lexer import Token
from lark.exceptions import UnexpectedToken

from .parser_build import parser

# How terminals read in messages.
READABLE = {
    "RBRACE": "'}'", "LBRACE": "'{'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "COLON": "':'", "EQUAL": "'='", "DOT": "'.'", "STRING": "text in quotes",
    "LONG_STRING": "text in triple quotes", "NAME": "a name", "CLAUSE_ID": "a clause number",
    "INT": "a whole number", "SIGNED_INT": "a signed number like +1",
    "SIGNED_FRACTION": "a signed number like +1", "SIGNED_DECIMAL": "a signed number like +1",
    "DICE": "dice like 2d6",
    "RATIO": "a ratio like 3:1", "GRID_ROW": "a table row starting with '|'", "HEX": "a four-digit hex",
    "DECIMAL": "a decimal number", "FRACTION": "a fraction like 1/2", "MARKER_KEY": "a marker letter",
    "WORD": "a value", "MINUS": "'-'", "PLUS": "'+'", "$END": "end of file", "_NL": "the end of the line",
}


@lru_cache(maxsize=1)
def _literals() -> dict[str, str]:
    """Terminal name → the text it matches, for terminals that match one fixed text. Lark names
    some of these itself (`__ANON_3` for `==`): a message shows the text, never such a name."""
    return {t.name: t.pattern.value for t in parser().terminals if t.pattern.type == "str"}


def _word(name: str) -> str:
    if name in READABLE:
        return READABLE[name]
    if name in _literals():
        return f"'{_literals()[name]}'"
    return "a value" if name.startswith("__") else (f"'{name.lower()}'" if name.isupper() else name)


def _readable(names) -> str:
    # A line break is offered wherever a line-oriented block may end an item; it is never the fix.
    names = [n for n in names if n != "_NL"] or list(names)
    if "STRING" in names and "LONG_STRING" in names:   # (both are text in quotes: one word for them)
        names = [n for n in names if n != "LONG_STRING"]
    words = sorted({_word(n) for n in names})
    if len(words) > 8:
        words = words[:8] + ["…"]
    return ", ".join(words)


def _read_as_a_name(err: UnexpectedToken) -> bool:
    """Was the word before the refused token read as a name (a block keyword going on an expression
    from the line above: `example` after an example's check left open), not as its keyword?"""
    stack = getattr(getattr(err, "state", None), "value_stack", None)
    last = stack[-1] if stack else None
    # (already reduced to an expression when a text may follow one, as after `inferred when …`: the
    # name is its last word)
    while isinstance(last, Tree) and last.children:
        last = last.children[-1]
    return isinstance(last, Token) and last.type == "NAME"


def _accepted(err: UnexpectedToken) -> list[str]:
    """The terminals the parser would have taken in place of the one it refused. Lark's `expected` is
    every terminal of the state it stopped in, and LALR's merged states reach that state for several
    constructs: `side` in a clause was told `'allow', 'cancel', 'phase', …`, an exception's and a
    sequence's words. Each is tried from the parser's stack (its reductions, then a shift); the ones
    that shift are kept. Without the parser's state, `expected` as it is."""
    expected = list(err.expected or ())
    state = getattr(err, "state", None)
    stack = getattr(state, "state_stack", None)
    states = getattr(getattr(state, "parse_conf", None), "states", None)
    if not stack or states is None:
        return expected
    from lark.parsers.lalr_analysis import Shift
    kept = []
    for term in expected:
        if term == "$END":   # (the end of the file: kept as Lark offered it)
            kept.append(term)
            continue
        trial = list(stack)
        for _ in range(len(trial) + 64):   # (a reduction pops at least as many states as it pushes, but one)
            action = states[trial[-1]].get(term)
            if action is None:
                break
            if action[0] is Shift:
                kept.append(term)
                break
            rule = action[1]
            if rule.expansion:
                del trial[-len(rule.expansion):]
            goto = states[trial[-1]].get(rule.origin.name)
            if goto is None:
                break
            trial.append(goto[1])
    return kept or expected

