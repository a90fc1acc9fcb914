"""Lark's lexer and LALR loop in fewer Python calls: the same tokens, trees, positions and errors.
Fed by: `parser`, which installs both on the parser it builds (or loads from the cache), as it
installs `tree_builder`'s callbacks.

**Lexer.**
Lark's `BasicLexer.next_token` reads one token (or one ignored run of spaces or a comment) per turn
of its loop through four calls: `self.match` → `Scanner.match` → the regular expression, then
`LineCounter.feed`, and `Token(…)` → `Token._future_new`. This module's version does the same steps
inline, in the same order: the same expressions (`Scanner._mres`) matched at the same position, the
same `Token` fields set to the same values (the token is a `Token` made by `str.__new__`, as
`_future_new` makes it), the same line counting, the same callbacks (keywords recognised among
names) and the same `last_token`. Where Lark's version would raise (no expression matches, a
callback returning something else than a token), this one hands the untouched state to Lark's own
`next_token`, which raises exactly as it would have. It is installed only on Lark 1.3.1's
`BasicLexer` (whose code it restates).

The contextual lexer's own loop (`ContextualLexer.lex`) is restated too: it reads the parser's
state from its stack instead of through the `position` property, once per token.

**LALR loop.** Lark's `_Parser.parse_from_state` calls `ParserState.feed_token` for every token,
which reads the parser's tables and stacks again before each shift and reduction. This module's
`parse_from_state` is the same loop with `feed_token`'s body inline (the same table lookups, stack
operations and callbacks, in the same order). A token the table has no action for is handed, the
state untouched, to Lark's `feed_token`, which raises `UnexpectedToken` as it would have; the end of
the input is fed by Lark's own `feed_token`, and an error gets its interactive parser as in Lark.

**In C.** Where the package's extension is built (`dsl/_fast_parse.c`, compiled by `pip install`;
optional), a parse of a whole text runs first as one loop in C: the lexer, the post-lexers
(`lines`, `limits`) and the LALR loop above, calling the same regular expressions and callbacks
and making the same tokens. The trees of the rules whose callback `tree_builder` made (its
`shape_of`) are built in C too, as that callback builds them (the same `Tree` and `Meta` objects,
their attributes set in the same order); any other rule's callback is called. It only ever gives a tree: on anything else (an error to report, a
case it does not restate) it gives up, and the loop above parses the text again from its untouched
state, as it does where the extension is not built. A parse that resumes after an error (a
`TextSlice` that does not start the text) is always the loop above.

`tests/test_fast_lark.py` compares the tokens, trees and errors of every bundled book and test
file with those of Lark's own code, and the trees of the C loop with those of the Python loop;
`tests/test_c_trees.py` the trees built in C with those of `tree_builder`'s callbacks.
"""
from __future__ import annotations

import lark
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from lark.grammar import Rule
from lark.lexer import (BasicLexer, CallChain, ContextualLexer, LexerState, LexerThread, PatternRE, PatternStr, Scanner,
                        Token, UnlessCallback, _get_match)
from lark.parser_frontends import PostLexConnector
from lark.parsers.lalr_analysis import Shift
from lark.parsers.lalr_interactive_parser import InteractiveParser
from lark.parsers.lalr_parser import _Parser
from lark.tree import Meta, Tree
from lark.utils import TextSlice, classify

from . import lines, scanner_dispatch, scanner_regexes
from .limits import GluedKeywordCheck, _glue_checked
from .tree_builder import shape_of

try:
    from ._fast_parse import Parser as _CParser
except ImportError:   # (no C compiler where the package was installed: the Python loop alone)
    _CParser = None

LARK_VERSIONS = ("1.3.1",)
_FALLBACK = object()   # the C loop's answer when the Python loop is to parse the text


def install(parser: lark.Lark, in_c: bool = True, trees_in_c: bool = True,
            dispatch_from=scanner_regexes.shipped_dispatch) -> int:
    """Give `parser` the fast LALR loop (first in C, when the extension is built and `in_c`; the
    trees of `tree_builder`'s rules built in C too when `trees_in_c`) and every per-state lexer of
    its contextual lexer the fast `next_token`; returns how many lexers got it (0 when the lexer is
    not the one this module restates). Each lexer tries, at an ASCII character, only the terminals
    that can start with it: `dispatch_from(scanner)` gives which (`scanner_dispatch.cut_down`'s
    answer; by default the shipped one); `dispatch_from=None`: every terminal, as Lark."""
    lalr = getattr(getattr(parser.parser, "parser", None), "parser", None)
    if lark.__version__ in LARK_VERSIONS and type(lalr) is _Parser and "parse_from_state" not in vars(lalr):
        lalr.parse_from_state = _fast_parse_from_state(lalr, in_c and _CParser is not None, trees_in_c, dispatch_from)
    lexer = getattr(parser.parser, "lexer", None)
    if type(lexer) is PostLexConnector:      # the post-lexer (`lines`, `limits`) wraps it
        lexer = lexer.lexer
    if lark.__version__ not in LARK_VERSIONS or type(lexer) is not ContextualLexer:
        return 0
    if "lex" not in vars(lexer):
        lexer.lex = _fast_contextual_lex(lexer)
    done = 0
    shared: dict = {}   # what the lexers' scanners share (`_scanner_built`)
    for basic in {id(x): x for x in [*lexer.lexers.values(), lexer.root_lexer]}.values():
        if type(basic) is BasicLexer and "next_token" not in vars(basic):
            basic.next_token = _on_first_token(basic, dispatch_from)
            if "_build_scanner" not in vars(basic):
                basic._build_scanner = _scanner_built(basic, shared)
            done += 1
    return done


def _scanner_built(lexer: BasicLexer, shared: dict):
    """Lark's `BasicLexer._build_scanner` for `lexer`, with its `_create_unless` restated
    (`_keywords_of_patterns`): the same terminals, callbacks and scanner, where what the lexers of
    one parser have in common is worked out once for all of them (`shared`)."""
    def build() -> Scanner:
        terminals, lexer.callback = _keywords_of_patterns(lexer.terminals, lexer.g_regex_flags, lexer.re,
                                                          lexer.use_bytes, shared)
        assert all(lexer.callback.values())
        for type_, f in lexer.user_callbacks.items():
            if type_ in lexer.callback:
                # (as Lark's: the condition reads `type_` when called, the last of the loop)
                lexer.callback[type_] = CallChain(lexer.callback[type_], f, lambda t: t.type == type_)
            else:
                lexer.callback[type_] = f
        return Scanner(terminals, lexer.g_regex_flags, lexer.re, lexer.use_bytes)
    return build


def _keywords_of_patterns(terminals, g_regex_flags, re_, use_bytes, shared: dict):
    """Lark 1.3.1's `_create_unless`: for each pattern terminal (a name), the fixed-text
    terminals (keywords) of the same priority that it matches whole become its callback (the
    keyword's type for such a text), and the keywords it embeds leave the list. Lark asks every
    pattern about every keyword again in each lexer state (13,000 matches for the grammar's 235
    states, about 70 % of building their scanners; a parse of War of the Suns meets 113 of them):
    here each match is asked once per parser, and the states with the same keywords for a pattern
    share its callback (a scanner that only reads). `shared`: those answers and callbacks."""
    tokens_by_type = classify(terminals, lambda t: type(t.pattern))
    assert len(tokens_by_type) <= 2, tokens_by_type.keys()
    whole_matches = shared.setdefault("whole", {})
    callbacks = shared.setdefault("callbacks", {})
    embedded_strs = set()
    callback = {}
    for retok in tokens_by_type.get(PatternRE, []):
        unless = []
        regexp = retok.pattern.to_regexp()
        for strtok in tokens_by_type.get(PatternStr, []):
            if strtok.priority != retok.priority:
                continue
            s = strtok.pattern.value
            key = (re_, regexp, s, g_regex_flags)
            whole = whole_matches.get(key)
            if whole is None:
                whole = whole_matches[key] = s == _get_match(re_, regexp, s, g_regex_flags)
            if whole:
                unless.append(strtok)
                if strtok.pattern.flags <= retok.pattern.flags:
                    embedded_strs.add(strtok)
        if unless:
            key = (re_, g_regex_flags, use_bytes, *unless)
            made = callbacks.get(key)
            if made is None:
                made = callbacks[key] = UnlessCallback(Scanner(unless, g_regex_flags, re_, use_bytes=use_bytes))
            callback[retok.name] = made
    new_terminals = [t for t in terminals if t not in embedded_strs]
    return new_terminals, callback


def _fast_contextual_lex(contextual: ContextualLexer):
    """Lark's `ContextualLexer.lex`, the parser's state read from its stack rather than through
    the `position` property, and each state's lexer looked up in one dictionary."""
    lexers = contextual.lexers

    def lex(lexer_state, parser_state):
        try:
            while True:
                yield lexers[parser_state.state_stack[-1]].next_token(lexer_state, parser_state)
        except EOFError:
            pass
        except UnexpectedCharacters as e:
            # As Lark: the text tested against every terminal, for a better message.
            try:
                last_token = lexer_state.last_token
                token = contextual.root_lexer.next_token(lexer_state, parser_state)
                raise UnexpectedToken(token, e.allowed, state=parser_state, token_history=[last_token],
                                      terminals_by_name=contextual.root_lexer.terminals_by_name)
            except UnexpectedCharacters:
                raise e
    return lex


def _on_first_token(lexer: BasicLexer, dispatch_from):
    """`next_token` that makes the fast one on the first token this state's lexer reads, as Lark
    builds a lexer's scanner (its regular expressions) only then: a parse meets a few dozen of the
    grammar's 235 lexer states, and building every scanner up front cost a fresh process about
    0.15 s (a one-clause edit parses one file)."""
    def first(lex_state, parser_state=None):
        fast = lexer.next_token = _fast_next_token(lexer, dispatch_from)
        return fast(lex_state, parser_state)
    return first


def _dispatch(lexer: BasicLexer, dispatch_from, as_matches: bool = False) -> tuple | None:
    """The patterns of `lexer`'s scanner to try at each ASCII character (`scanner_dispatch`; their
    `match` methods when `as_matches`, for the C loop), made once per lexer (the Python and the C
    loop share them), or None: every pattern everywhere."""
    if dispatch_from is None:
        return None
    made = vars(lexer).get("_dispatch_made")
    if made is None or made[0] is not dispatch_from:
        cut = dispatch_from(lexer.scanner)
        dispatch = None if cut is None else scanner_dispatch.dispatch_of(*cut, lexer.re.compile, lexer.g_regex_flags)
        made = lexer._dispatch_made = dispatch_from, dispatch
    return made[1] and made[1][as_matches]


def _fast_next_token(lexer: BasicLexer, dispatch_from):
    mres = tuple(lexer.scanner._mres)      # builds the scanner (and `lexer.callback`) if not yet built
    dispatch = _dispatch(lexer, dispatch_from)
    callback = lexer.callback
    ignore_types = lexer.ignore_types
    newline_types = lexer.newline_types
    slow = type(lexer).next_token          # Lark's own: raises its errors from the same state
    new = str.__new__

    def next_token(lex_state, parser_state=None):
        line_ctr = lex_state.line_ctr
        text_slice = lex_state.text
        text, end = text_slice.text, text_slice.end
        while line_ctr.char_pos < end:
            pos = line_ctr.char_pos
            tried = mres
            if dispatch is not None:
                char = ord(text[pos])
                if char < 128:
                    tried = dispatch[char]
            for mre in tried:
                m = mre.match(text, pos, end)
                if m:
                    break
            else:
                return slow(lexer, lex_state, parser_state)     # UnexpectedCharacters, as Lark raises it
            value = m.group(0)
            type_ = m.lastgroup
            ignored = type_ in ignore_types
            t = None
            if not ignored or type_ in callback:
                t = new(Token, value)
                t.type = type_
                t.start_pos = pos
                t.value = value
                t.line = line_ctr.line
                t.column = line_ctr.column
            # LineCounter.feed
            if type_ in newline_types:
                nl = line_ctr.newline_char
                newlines = value.count(nl)
                if newlines:
                    line_ctr.line += newlines
                    line_ctr.line_start_pos = pos + value.rindex(nl) + 1
            line_ctr.char_pos = pos + len(value)
            line_ctr.column = line_ctr.char_pos - line_ctr.line_start_pos + 1
            if t is not None:
                t.end_line = line_ctr.line
                t.end_column = line_ctr.column
                t.end_pos = line_ctr.char_pos
                if t.type in callback:
                    t = callback[t.type](t)
                if not ignored:
                    if not isinstance(t, Token):
                        raise lark.exceptions.LexError(f"Callbacks must return a token (returned {t!r})")
                    lex_state.last_token = t
                    return t
        raise EOFError(lexer)

    return next_token


def _fast_parse_from_state(parser: _Parser, in_c: bool, trees_in_c: bool, dispatch_from):
    debug_off = not parser.debug
    made: list = [None, None]   # the C loop, and the lexer and callbacks it was made for

    def parse_from_state(state, last_token=None):
        """Lark's `_Parser.parse_from_state`, `ParserState.feed_token` inline; first in C."""
        if not debug_off:
            return _Parser.parse_from_state(parser, state, last_token)
        if in_c and last_token is None:
            contextual = _whole_text(state)
            if contextual is not None:
                conf = state.parse_conf
                made_for = (contextual, conf.callbacks, conf.states)
                if made[1] is None or any(a is not b for a, b in zip(made[1], made_for)):
                    made[:] = _c_parser(contextual, conf, trees_in_c, dispatch_from), made_for
                tree = made[0].parse(state.lexer.state.text.text, conf.start_state, conf.end_state)
                if tree is not _FALLBACK:
                    return tree
        try:
            token = last_token
            conf = state.parse_conf
            states, callbacks = conf.states, conf.callbacks
            state_stack, value_stack = state.state_stack, state.value_stack
            for token in state.lexer.lex(state):
                type_ = token.type
                while True:
                    try:
                        action, arg = states[state_stack[-1]][type_]
                    except KeyError:
                        state.feed_token(token)     # raises UnexpectedToken, as Lark's loop would
                        raise
                    if action is Shift:
                        state_stack.append(arg)
                        value_stack.append(token if type_ not in callbacks else callbacks[type_](token))
                        break
                    size = len(arg.expansion)        # reduce by the rule `arg`
                    if size:
                        children = value_stack[-size:]
                        del state_stack[-size:]
                        del value_stack[-size:]
                    else:
                        children = []
                    value = callbacks[arg](children) if callbacks else children
                    state_stack.append(states[state_stack[-1]][arg.origin.name][1])
                    value_stack.append(value)
            end_token = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
            return state.feed_token(end_token, True)
        except UnexpectedInput as e:
            e.interactive_parser = InteractiveParser(parser, state, state.lexer)
            raise e

    return parse_from_state


def _whole_text(state) -> ContextualLexer | None:
    """The contextual lexer of a parse the C loop can make, else None: a parse from its start
    state of the whole of a text (a `str`), by Lark's contextual lexer behind `GluedKeywordCheck`
    (the post-lexers it restates), as `Lark.parse` sets it up."""
    thread = state.lexer
    if len(state.state_stack) != 1 or state.value_stack or state.state_stack[0] != state.parse_conf.start_state \
            or type(thread) is not LexerThread or type(thread.state) is not LexerState:
        return None
    text, counter = thread.state.text, thread.state.line_ctr
    if type(text) is not TextSlice or type(text.text) is not str or text.start != 0 or text.end != len(text.text) \
            or (counter.char_pos, counter.line, counter.line_start_pos) != (0, 1, 0):
        return None
    connector = thread.lexer
    if type(connector) is not PostLexConnector or type(connector.postlexer) is not GluedKeywordCheck \
            or "process" in vars(connector.postlexer) or type(connector.lexer) is not ContextualLexer:
        return None
    return connector.lexer if state.parse_conf.callbacks else None


def _c_parser(contextual: ContextualLexer, conf, trees_in_c: bool, dispatch_from):
    """The C loop (`dsl/_fast_parse.c`) for this lexer and these tables and callbacks; it builds
    the trees of `tree_builder`'s rules itself when `trees_in_c` and `Tree` and `Meta` are the
    classes it restates (their `__init__` setting these attributes, in this order)."""
    trees_in_c = trees_in_c and _restated(Tree.__init__, ("data", "children", "_meta")) \
        and _restated(Meta.__init__, ("empty",))
    rules = {rule: (len(rule.expansion), rule.origin.name, callback, shape_of(callback) if trees_in_c else None)
             for rule, callback in conf.callbacks.items() if isinstance(rule, Rule)}
    by_terminal = {name: callback for name, callback in conf.callbacks.items() if isinstance(name, str)}

    made_for_lexer: dict[int, tuple] = {}   # (states share their lexers)

    def lexer_of(state):
        basic = contextual.lexers[state]
        if type(basic) is not BasicLexer:
            return None
        made = made_for_lexer.get(id(basic))
        if made is None:
            matches = tuple(mre.match for mre in basic.scanner._mres)
            callbacks = {name: _as_lookup(callback) for name, callback in basic.callback.items()}
            made = made_for_lexer[id(basic)] = (matches, callbacks, basic.ignore_types, basic.newline_types,
                                                _dispatch(basic, dispatch_from, as_matches=True), basic)
        return made[:5]
    return _CParser(Token, conf.states, Shift, rules, by_terminal or None, _classes(), lexer_of, _FALLBACK,
                    Tree if trees_in_c else None, Meta if trees_in_c else None)


def _as_lookup(callback):
    """A keyword callback (Lark's `UnlessCallback`: a name that is one of the grammar's keywords
    takes the keyword's type) as a dict, text → type, when its scanner only matches fixed texts with
    no flags: what its `fullmatch` gives (the first terminal whose text is the token's), looked up
    in C. Any other callback as it is."""
    scanner = getattr(callback, "scanner", None)
    if type(callback) is not UnlessCallback or type(scanner) is not Scanner or scanner.g_regex_flags \
            or scanner.use_bytes:
        return callback
    types: dict[str, str] = {}
    for terminal in scanner.terminals:
        if type(terminal.pattern) is not PatternStr or terminal.pattern.flags:
            return callback
        types.setdefault(terminal.pattern.value, terminal.name)
    return types


def _restated(init, attributes: tuple[str, ...]) -> bool:
    """Is `init` an `__init__` that sets only these attributes of `self` (as Lark 1.3.1's do)?"""
    code = getattr(init, "__code__", None)
    return code is not None and code.co_names == attributes


def _classes() -> dict[str, int]:
    """Terminal name → the classes the post-lexers test it for, as bits (`_fast_parse.c` names
    them): made from the very sets `lines.LinePostLexer` and `limits.GluedKeywordCheck` read."""
    classes: dict[str, int] = {}
    for bit, names in enumerate(([lines.NL], ["TERM"], lines._BLOCKS, ["LBRACE"], lines._HEADER, lines._OPEN,
                                 lines._CLOSE, lines._ENDS_OPEN, _glue_checked())):
        for name in names:
            classes[name] = classes.get(name, 0) | 1 << bit
    return classes
