"""Diagnostics: stable codes, messages, hints, and their rendering. Fed by every front-end stage.

A diagnostic is rendered gcc-style, `path:line:col: error[E201]: message`, followed by the source
line, a caret under the span and a hint. Stages collect diagnostics in a `Report` and carry on, so
one run shows many problems.
"""
from __future__ import annotations

import difflib
import json
import re
import unicodedata
from contextlib import contextmanager
from typing import Iterable

from attrs import field, frozen, define

from .source import SourceFile, Span

# Every code the validator can emit, with its meaning. Tests assert one bad input per code.
CODES: dict[str, str] = {
    "E001": "syntax error",
    "E002": "unterminated text or unknown character",
    "E003": "file cannot be read",
    "E004": "number too long (more than 100 digits)",
    "E005": "nested too deeply (expressions 50 levels, clauses and steps 32, rules asking rules 100)",
    "E006": "dice or a table range too large to enumerate (or dice of no die or no sides)",
    "E007": "too many exceptions of one rule at one precedence to compare for conflicts",
    "E008": "an aid too large to print as a player aid (table cells, characters of text, a title)",
    "E009": "a text holding more references than a text may (10,000), or a file's texts (100,000)",
    "E101": "duplicate name or clause id",
    "E102": "clause id does not extend its parent's id, or an optional clause nested in an optional one",
    "E103": "missing or duplicate book header",
    "E104": "clause without a restatement",
    "E105": "book id cannot name the book's Python package (a keyword, a module it would hide, too long), or aid id too long",
    "E106": "a rule (table, formula, modifier, combine, permission, exception, sequence) that belongs to no clause",
    "E201": "unknown clause reference",
    "E202": "unknown name",
    "E203": "name used as the wrong kind of thing",
    "E204": "unknown fact type",
    "E205": "unknown side",
    "E206": "unknown enum value",
    "E212": "unknown field of a record",
    "E301": "table row labels leave a gap",
    "E302": "table row labels overlap",
    "E303": "cell does not parse under the table's result vocabulary",
    "E304": "columns out of order",
    "E305": "row or column label does not parse",
    "E306": "row has the wrong number of cells",
    "E307": "table declaration incomplete or inconsistent",
    "E308": "dice not declared in the book header",
    "E309": "exception target does not exist",
    "E310": "exceptions conflict",
    "E311": "result pattern invalid",
    "E312": "undeclared cell mark",
    "E401": "type error in a condition or formula",
    "E402": "wrong arguments in a call",
    "E403": "sequence step refers to an unknown step",
    "E404": "modifier, permission or exception declaration incomplete, or a reading (`inferred`) without words or answers",
    "E405": "a rule depends on itself (calls, members, or the exceptions on it)",
    "E411": "a keyed table is read by an enum value or a text that names none of its rows or columns",
    "E412": "a modifier's amount read from a table cell that prints no such number",
    "E500": "example fails",
    "E501": "example cannot run",
    "W003": "warning: a file in a book's folder named .rules in other letters (.RULES, .Rules) is not read",
    "W004": "warning: two files of a book whose names differ only in letter case or Unicode normalisation",
    "W102": "warning: two clause ids that differ only in letter case or leading zeros",
    "W103": "warning: an external covers chapters the book numbers clauses of its own in",
    "W104": "warning: a chapter that comes after one of a higher number (the book is printed in the order it is read)",
    "W105": "warning: a result vocabulary, fact, enum or record that nothing in the book names (no rule, example, aid, text or declaration)",
    "W201": "warning (rules check --draft): reference to a clause not yet written",
    "W205": "warning: a scenario's first side is not the side the sequence of play opens with",
    "W206": "warning: an enum value or side hidden by a fact, constant or parameter of its name and of its type, read in its place",
    "W207": "warning: a fact, constant, parameter or item compared with itself (`x is x`, `x == x`, `x in (…, x)`): always yes or always no",
    "W310": "warning: an exception that can never change its target",
    "W311": "warning: two kinds of one result vocabulary a letter apart (`attacker`, `atacker`)",
    "W312": "warning: a roll edge rule whose bound is not the rows' own edge (inside the rows, or leaving rolls on no row)",
    "W313": "warning: a reading (`inferred when …`) whose condition never holds where its rule answers",
    "W314": "warning: a modifier or permission that never applies (its `when` always false, its `unless` always true), a step never played or a skip that never applies",
    "W315": "warning: a parameter declared a roll of other dice than the table's, read as the table's roll",
    "W316": "warning: odds columns of one table written two ways (`1-1` beside `2:1`)",
    "W317": "warning: a modifier `on` a table that no rule reads (it changes no answer)",
    "W318": "warning: a table's footnote that no cell, label or header carries",
    "W319": "warning: a scenario with lines for turns (reinforcements, removals, amounts, support) but no `turns` line",
    "W320": "warning: two examples of one clause with the same title",
    "W321": "warning: a scenario written in an optional clause it does not put in play",
    "W322": "warning: one field rewritten by two lines of an exception, the second rewriting what the first gave",
    "W323": "warning: a sequence with no steps",
    "W324": "warning: a scenario's `options all` in a book with no optional clause",
    "W325": "warning: a scenario's calendar counted by another fact than the book's turn fact (`turn NAME` in the header)",
    "W326": "warning: the book's turn fact defaults to a turn a scenario does not play",
    "W412": "warning: a formula's text parameter read as a table's row or column label, not declared `row of` or `column of` that table",
    "W413": "warning: a `row of`/`column of` parameter read as another table's or axis's labels, which do not include all it takes",
    "W502": "warning: an example gives a rule a fact it does not read",
    "W601": "note: a gap, a doubt or an inference recorded in the rulebook",
    "W602": "warning: an invisible control character (NUL, C0, C1, line separator, bidirectional, zero-width, soft hyphen) in the text",
    "W603": "warning: a no-break space, a ligature, a decomposed accent, a tab or two spaces in a table label (lookups must write it too)",
    "W604": "warning: a construct of the book named bare (snake_case) in a text, a note or a doubt: players read code; write [name]",
}


# C0 and C1 controls (tab and line breaks excepted; U+0085, the C1 next line, is one), DEL, the
# line and paragraph separators (U+2028, U+2029: a line break to a terminal or an editor, none to the
# parser, so a source line shown under a caret would break at one), the bidirectional controls, and the
# zero-width space, word joiner and a byte-order mark inside the text (`Wo\u200bods` is no row `Woods`),
# and the other characters that print nothing: the soft hyphen (pasted from a hyphenated PDF), the
# zero-width non-joiner and joiner, the Mongolian vowel separator, the invisible operators, the
# interlinear annotation characters and the tag characters U+E0000–U+E007F. Reported as W602
# (`limits.control_characters`), shown as U+FFFD in HTML (`limits.visible`), written escaped in JSON
# (`compiler.to_json.dumps`; `compiler/_json_lines.c` holds the same set).
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\xad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e"
                     "\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]")


@frozen
class Witness:
    """Values under which two exceptions both apply (E310): `values` (fact or parameter, value as
    the book writes it), `possibly` when a condition holds more than the checker reads, `lookup` a
    table's cell said (`roll 7, column 3:1`) or "", `example` a one-line `example` block asking the
    target under them (or "") and `clause` the clause to paste it into."""
    values: tuple[tuple[str, str], ...]
    possibly: bool = False
    lookup: str = ""
    example: str = ""
    clause: str = ""

    def as_json(self) -> dict:
        return {"values": dict(self.values), "possibly": self.possibly, "lookup": self.lookup,
                "example": self.example, "clause": self.clause}


@frozen
class Diagnostic:
    code: str
    message: str
    span: Span | None
    hint: str = ""
    severity: str = "error"
    witness: Witness | None = None   # E310: the values under which both exceptions apply

    def as_json(self) -> dict:
        out = {"code": self.code, "severity": self.severity, "message": self.message, "hint": self.hint}
        if self.span is not None:
            out.update(path=self.span.path, line=self.span.line, column=self.span.column)
        if self.witness is not None:
            out["witness"] = self.witness.as_json()
        return out


@define
class Report:
    """Collects diagnostics from all stages of one run."""

    diagnostics: list[Diagnostic] = field(factory=list)

    def error(self, code: str, message: str, span: Span | None, hint: str = "", witness: Witness | None = None) -> None:
        assert code in CODES, code
        self.diagnostics.append(Diagnostic(code, message, span, hint, witness=witness))

    def warning(self, code: str, message: str, span: Span | None, hint: str = "") -> None:
        """Reported and counted, but does not fail the run or stop the build (`rules check --draft`,
        W602 control characters)."""
        assert code in CODES, code
        self.diagnostics.append(Diagnostic(code, message, span, hint, "warning"))

    def note(self, message: str, span: Span | None, hint: str = "") -> None:
        self.diagnostics.append(Diagnostic("W601", message, span, hint, "note"))

    def extend(self, items: Iterable[Diagnostic]) -> None:
        self.diagnostics.extend(items)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "warning"]

    def sorted(self) -> list[Diagnostic]:
        def key(d: Diagnostic):
            s = d.span
            return (s.path, s.line, s.column, d.code) if s else ("", 0, 0, d.code)
        return sorted(self.diagnostics, key=key)


# Names compared for "did you mean" hints while one book loads (`counted_suggestions`): each
# comparison costs difflib some microseconds, and a book of thousands of names each misspelt
# compared every name with every other (1,000 typos among 1,000 facts: 25 s). Past this, the
# load's hints go without one. (An engine's calls of a generated package are not counted: each
# wrong call gets its suggestion.)
MAX_COMPARED_NAMES = 50_000
_compared: list[int | None] = [None]   # names compared in the load under way; None: no load


@contextmanager
def counted_suggestions():
    """Count the names compared for suggestions until the block ends (a book's load), at most
    `MAX_COMPARED_NAMES`."""
    before, _compared[0] = _compared[0], 0
    try:
        yield
    finally:
        _compared[0] = before


def a_(word: str) -> str:
    """`word` with its indefinite article: "an arm", "a side", "an exception" (by its first letter), "a
    unit description" (a "u" said "you"; "an uninformed" keeps its "an")."""
    vowel = word[:1].lower() in "aeiou" and not word.lower().startswith(
        ("unit", "uniq", "unif", "univ", "use", "usu", "eu"))
    return f"{'an' if vowel else 'a'} {word}"


def kind_said(t: str) -> str:
    """A type as a message says what an expression is: "a number", "text", "a flag (yes or no)",
    "a ratio", "a terrain" (an enum or a record), "a list of unit"."""
    return {"text": "text", "none": "none", "any": "anything", "flag": "a flag (yes or no)",
            "result": "a table result"}.get(t) or a_(t)


def suggest(name: str, candidates: Iterable[str]) -> str:
    """A "did you mean …?" hint by edit distance, or ''. Never the name itself: where it is among
    the candidates it is unknown for another reason, which the message must say. '' too once the
    load under way has compared `MAX_COMPARED_NAMES` names (`counted_suggestions`)."""
    near = closest(name, candidates)
    return f"did you mean {near}?" if near is not None else ""


def closest(name: str, candidates: Iterable[str]) -> str | None:
    """The candidate `suggest` offers for `name` (another letter case first, then by edit distance), or None."""
    counted = _compared[0]
    if counted is not None and counted >= MAX_COMPARED_NAMES:
        return None
    others = sorted(set(candidates) - {name})
    if counted is not None:
        _compared[0] = counted + len(others)
    folded = name.casefold()
    same = next((o for o in others if o.casefold() == folded), None)   # (`kmt` for `KMT`: no edit distance sees it)
    if same is not None:
        return same
    close = difflib.get_close_matches(name, others, n=1, cutoff=0.6)
    return close[0] if close else None


def other_digit(char: str) -> str:
    """A digit of another script (`١`, `１`, pasted from a PDF) as E002 and E201 name it: numbers,
    clause ids and references are read in the digits 0-9 only."""
    return f"{char!r} ({unicodedata.name(char, 'a digit')}) is not one of the digits 0-9"


def ascii_digits(text: str) -> str:
    """`text` with each digit of another script written as the digit 0-9 it is (`1.٠`: `1.0`)."""
    if text.isascii():
        return text
    return "".join(str(unicodedata.digit(c)) if not c.isascii() and unicodedata.digit(c, None) is not None else c
                   for c in text)


def path_shown(path: str) -> str:
    """A file's path as a terminal line can hold it: a line break, a control or a bidirectional
    character in a file's name is written as its escape (`\\n`, `\\u202e`), so that
    `path:line:col` stays one line an editor can follow, and nothing reorders what follows."""
    if path.isprintable():
        return path
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in path)


def render(diag: Diagnostic, sources: dict[str, SourceFile]) -> str:
    """`path:line:col: error[CODE]: message`, the source line, a caret, a hint."""
    from .limits import visible   # (imported here: limits reports through this module)
    message = visible(_cut(diag.message))
    if diag.severity == "note":
        where = f"{path_shown(diag.span.path)}:{diag.span.line}:{diag.span.column}: " if diag.span else ""
        return f"{where}note[{diag.code}]: " + " ".join(message.split())
    hint = visible(_cut(diag.hint)) if diag.hint else diag.hint
    if diag.span is None:
        head = f"{diag.severity}[{diag.code}]: {message}"
        return head + (f"\n  = hint: {hint}" if hint else "")
    s = diag.span
    lines = [f"{path_shown(s.path)}:{s.line}:{s.column}: {diag.severity}[{diag.code}]: {message}"]
    src = sources.get(s.path)
    if src is not None:
        width = 1
        if s.end_line == s.line and s.end_column > s.column:
            width = s.end_column - s.column
        text, column = _shown(src.line(s.line), s.column)   # (cut first: each character read once per line shown)
        # a NUL, a carriage return or U+202E never reaches the terminal (each shown as one character)
        text = visible(text.replace("\t", " ").replace("\r", "\N{REPLACEMENT CHARACTER}"))
        gutter = max(5, len(str(s.line)))   # (line 100,000 and on: six digits, the caret's line as wide)
        lines.append(f"{s.line:>{gutter}} | {text}")
        marked = text[column - 1:column - 1 + width]
        lines.append(" " * (gutter + 1) + "| " + " " * _width(text[:column - 1]) + "^" * max(1, _width(marked)))
    if hint:
        lines.append(f"      = hint: {hint}")
    return "\n".join(lines)


SHOWN_LINE = 240   # characters of a source line shown under a diagnostic; a longer line is cut around the caret
SHOWN_TEXT = 2_000   # characters of a message or a hint shown; the rest is cut (`rules check --format json` keeps it)
_BEFORE_CARET = 80


def _width(text: str) -> int:
    """The terminal columns `text` takes, so that a caret stands under its culprit: two for a wide
    character (CJK, most emoji), none for a mark that goes on the letter before it (a decomposed
    accent, a Thai or Devanagari vowel sign: `Mn`, `Me`, whatever its combining class, and the
    vowels and finals of a decomposed Hangul syllable) or a zero-width space, one for any other."""
    if text.isascii():
        return len(text)
    return sum(0 if unicodedata.category(c) in ("Mn", "Me") or "\u1160" <= c <= "\u11ff" or "\ud7b0" <= c <= "\ud7ff"
               or c == "\u200b" else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def _cut(text: str) -> str:
    """A message or a hint as a terminal shows it: at most `SHOWN_TEXT` characters, then how many
    more there are (a hint quoting an example's value of 5 MB printed 5 MB)."""
    if len(text) <= SHOWN_TEXT:
        return text
    return f"{text[:SHOWN_TEXT]}… ({len(text) - SHOWN_TEXT:,} characters more)"


def _shown(text: str, column: int) -> tuple[str, int]:
    """The part of a source line shown, and the caret's column in it: a line of at most `SHOWN_LINE`
    characters whole, a longer one cut around the column with `…` where it is cut (each of 8,000
    diagnostics in a line of 56 KB printed the whole line: 750 MB)."""
    if len(text) <= SHOWN_LINE:
        return text, column
    start = max(0, min(column - 1 - _BEFORE_CARET, len(text) - SHOWN_LINE))
    part = text[start:start + SHOWN_LINE]
    head = "…" if start else ""
    tail = "…" if start + SHOWN_LINE < len(text) else ""
    return head + part + tail, column - start + len(head)


# characters a terminal or an editor acts on rather than shows (bidirectional controls, line and
# paragraph separators, C1 controls): written as JSON escapes, as the text output shows them as U+FFFD
_ACTED_ON = re.compile("[\u0080-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def json_text(data) -> str:
    """`data` as indented JSON, non-ASCII text as it is but the characters a terminal acts on escaped
    (`\\u202e`): the same value to a JSON reader, never a reordered line to a person reading it."""
    return _ACTED_ON.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(data, indent=2, ensure_ascii=False))


def render_json(diags: Iterable[Diagnostic]) -> str:
    return json_text([d.as_json() for d in diags])
