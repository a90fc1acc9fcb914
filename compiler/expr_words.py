"""Words without a book, for reading expressions as English: numbers as printed (`number`, `signed`),
lists ("a, b or c": `either`), a title's first word lower-cased inside a sentence unless it is a
name (`_lower_first`), a fact's title trimmed to a phrase (`_trim`), a statement said of several
(`_plural`) and a formula's yes/no title as a statement (`_question`). Fed by: the titles and
values of the rule model (`dsl.ir`), through `expr_text.Phrases` and its mixins (`expr_values`,
`expr_conditions`); `either`, `number` and `signed` are used by the aid's and the web book's
sentences too.
"""
from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction

LOW = 1                          # a phrase with commas or words: parenthesised inside arithmetic
_DETERMINERS = {"the", "a", "an", "every", "each", "all", "any", "no", "one", "its", "their", "this", "that",
                "at", "both", "some", "how", "whether"}
_AUX = re.compile(r"\b(is|are|was|were|has|have|can|may|must|does|do)\b")
_REFS = re.compile(r"\s*\[[^\]]*\]")


def number(value) -> str:
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return str(value)


def signed(value) -> str:
    text = number(value)
    return text.replace("-", "−") if text.startswith("-") else "+" + text


def _lower_first(text: str, protected: set[str]) -> str:
    """Lower-case the first word of a title used inside a sentence ('The hex' → 'the hex', 'Month of'
    → 'month of'), unless it is a name: an abbreviation, a word of `protected` (`Phrases.names`), or
    a word followed by another capitalised word ('Woosong Forts'; not an abbreviation: 'Largest SP'
    is no name)."""
    first, _, rest = text.partition(" ")
    if first.lower() in _DETERMINERS and first[:1].isupper() and (first[1:].islower() or len(first) == 1):
        return first.lower() + text[len(first):]
    named = rest[:1].isupper() and rest[1:2].islower()
    if first[:1].isupper() and first[1:].islower() and first not in protected and not named:
        return first.lower() + text[len(first):]
    return text


def _names_in(text: str) -> tuple[set[str], Counter]:
    """The words `text` writes as names, capitalised after a lower-case word ("one Partisan unit") at
    least as often as in lower case; and how often it writes each word in lower case."""
    upper = Counter(re.findall(r"(?<=[a-z,;] )([A-Z][a-z'’]+)\b", text))
    lower = Counter(re.findall(r"\b([a-z][a-z'’]+)\b", text))
    return {w for w, n in upper.items() if n >= lower[w.lower()]}, lower


def _trim(title: str) -> str:
    """A fact's title as a phrase: no clause references, no trailing remark after ';' or '('."""
    text = _REFS.sub("", title).split(";")[0]
    if text.count("(") > text.count(")"):   # (a ';' inside a remark: `turn (Turn 0 is 1937; …)` cut open)
        text = text[:text.rfind("(")]
    text = re.sub(r"\s*\([^)]*\)\s*$", "", text).strip().rstrip(".")
    return text


def _plural(statement: str) -> str | None:
    """"it is disrupted" → "are disrupted", for a statement about each item said of them all; None
    for a verb this does not know how to say of several."""
    for one, several in (("it is ", "are "), ("it has ", "have "), ("it was ", "were "), ("it does ", "do "),
                         ("it can ", "can "), ("it may ", "may "), ("it must ", "must ")):
        if statement.startswith(one):
            return several + statement[len(one):]
    return None


def either(parts: list[str], joiner: str) -> str:
    """'a', 'a or b', 'a, b or c'."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {joiner} " + parts[-1]


# The verbs a "Does …?" question of the books asks with: the subject is every word before the first of
# them ("Does this CAS attempt succeed?"); a question with another verb stays quoted.
_QUESTION_VERBS = frozenset({"become", "begin", "block", "control", "count", "earn", "end", "leave", "rally",
                             "stay", "succeed"})


def _third_person(verb: str) -> str:
    """'earn' → 'earns', 'rally' → 'rallies', 'reach' → 'reaches'."""
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z", "o")) else "s")


def _question(title: str, negate: bool = False) -> str | None:
    """'Is the unit within command range?' → 'the unit is within command range'; 'Does the result earn
    RP?' → 'the result earns RP' ('the result does not earn RP' with `negate`). Other questions are
    quoted ("the answer to “…?” is yes", "… is no"); None for a denied question the caller words."""
    words = title.rstrip("?").split(" ")
    if len(words) > 3 and words[0] in ("Is", "Are") and words[1] in ("the", "a", "an") \
            and words[3] in ("within", "in", "on", "at", "out", "under", "active", "spotted", "eliminated"):
        return None if negate else " ".join([words[1], words[2], words[0].lower(), *words[3:]])
    verb = next((i for i, w in enumerate(words) if i > 1 and w in _QUESTION_VERBS), None)
    if words[0] in ("Does", "Do") and verb is not None:
        # ("the answer to “Does the result earn RP?” is not yes" read as an engine asking: the player probe)
        subject, rest = words[1:verb], words[verb + 1:]
        said = [f"{words[0].lower()} not", words[verb]] if negate else \
            [_third_person(words[verb]) if words[0] == "Does" else words[verb]]
        return " ".join([*subject, *said, *rest])
    if not negate and len(words) > 2 and words[0] == "Do" and words[1] in ("the", "all", "both", "any", "its", "their"):
        # 'Do the defenders gain the hexside's shifts?': its words after "Do" are the statement, in
        # order ("the answer to “…?” is yes" read as an engine asking: the player probe)
        return " ".join(words[1:])
    return f"the answer to “{title}” is {'no' if negate else 'yes'}"
