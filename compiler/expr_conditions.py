"""Expressions as statements, in words: comparisons ("the terrain of the defender's hex is Woods",
"is 5 or later" for a turn), counts compared with 1 ("there is at least one …"), memberships,
`and`/`or` (a subject compared with several values said once), negations, and a rule's condition
as "when A, unless B" (in the designer's own words where the rule gives them). A mixin of
`expr_text.Phrases` (its names and values: `expr`, `_statement`, `_field_title`). Fed by: the
resolved rule model (`dsl.ir`) through `Phrases`.
"""
from __future__ import annotations

import re

from attrs import evolve

from dsl import ir
from .expr_words import LOW, _AUX, _lower_first, _question, either, number
from .table_text import plural_head, singular

_COMPARE = {"==": "is {}", "!=": "is not {}", "<": "is less than {}", "<=": "is at most {}",
            ">": "is more than {}", ">=": "is at least {}"}
_COMPARE_TIME = {"<": "is before {}", "<=": "is {} or earlier", ">": "is after {}", ">=": "is {} or later"}


class ConditionPhrases:
    """`Phrases`' conditions: `condition` reads a yes/no expression as a statement."""

    def condition(self, e: ir.Expr) -> str:
        """A yes/no expression as a statement: "the terrain of the defender's hex is Woods"."""
        if isinstance(e, ir.Ref):
            return self._statement(e)
        if isinstance(e, ir.Lit) and e.type == "flag":
            return "always" if e.value else "never"
        if isinstance(e, ir.Compare) and e.op == "!=" and self._others(e.right):
            # "is not No inflation" (a negative value denied) as the values it leaves: "is Rampant inflation
            # or Hyperinflation", as the rules say it (the player probe of stop 61)
            return f"{self._subject(e.left)} is {either(self._others(e.right), 'or')}"
        if isinstance(e, ir.Compare) and self._counted(e):
            return self._counted(e)
        if isinstance(e, ir.Compare):
            subject = self._subject(e.left)
            value = self.expr(e.right, LOW + 1)
            # "is 5 or later" for a turn, never for a count that merely mentions one ("missions … this player turn")
            timely = re.match(r"(the )?(current )?(game )?(turn|GT)$", subject) and e.op in _COMPARE_TIME
            said = (_COMPARE_TIME if timely else _COMPARE)[e.op].format(value)
            words = subject.split(" ", 1)   # ("the hexes are more than 1", not "is": the hard probe's)
            if len(words) == 2 and words[0] in ("the", "all") and plural_head(words[1]) is not None:
                said = "are" + said[2:]
            return f"{subject} {said}"
        if isinstance(e, ir.Member) and e.over is not None:     # `turn in mud_turns`: a list constant
            c = self.constants.get(getattr(e.over, "name", ""))
            if c is None or not isinstance(c.value.value, tuple):
                listed = self.expr(e.over)
            else:
                names = self.enum_values.get(c.value.type[len("list of "):], {})
                items = ", ".join(str(names.get(v, v)) if isinstance(v, str) else number(v) for v in c.value.value)
                listed = f"the {_lower_first(c.title, set())} ({items})" if c.title else items
            return f"{self._subject(e.left)} is {'not ' if e.negate else ''}one of {listed}"
        if isinstance(e, ir.Member):
            options = [self.expr(o) for o in e.options]
            subject = self._subject(e.left)
            if e.negate:
                return f"{subject} is neither {' nor '.join(options)}" if len(options) == 2 else \
                    f"{subject} is not {either(options, 'or')}"
            return f"{subject} is {either(options, 'or')}"
        if isinstance(e, ir.Unary) and e.op == "not":
            return self.negated(e.operand)
        if isinstance(e, ir.Logic) and e.op == "and":
            return either([self._clause_part(o) for o in self._between(e.operands)], "and")
        if isinstance(e, ir.Logic):
            parts = [self._clause_part(run[0]) if len(run) == 1 else
                     f"{self._subject(run[0].left)} is {either([self.expr(o.right, LOW + 1) for o in run], 'or')}"
                     for run in _same_subject(e.operands, e.op)]
            return either(parts, e.op)
        if isinstance(e, ir.Call) and e.kind == "formula" and e.name in self.formulas:
            title = self.formulas[e.name].title
            if title.endswith("?"):
                return _question(title)
            if title.startswith("Whether ") and len(title) > 8:   # ('Whether the defenders gain …': a statement)
                return title[8:]
        if isinstance(e, ir.ItemField) and e.type == "flag":
            title = self._field_title(e)
            if isinstance(e.target, ir.Ref) and e.target.kind == "local":   # "it carries a Disrupted marker"
                return title if title.startswith("it ") or _AUX.search(title) else f"it is {title}"
            return f"{self.expr(e.target)} is {title}"
        return self.expr(e)

    def _others(self, e: ir.Expr) -> list[str]:
        """The titles of a list's other values, for a value whose title says there is none ("No
        inflation", "None") in a list of at most four; [] for any other expression."""
        if not (isinstance(e, ir.Ref) and e.kind == "enum_value"):
            return []
        values = self.enum_values.get(e.enum or "", {})
        title = values.get(e.name) or ""
        if not (title.startswith("No ") or title == "None") or not 1 < len(values) <= 4:
            return []
        return [t for v, t in values.items() if v != e.name]

    def _subject(self, e: ir.Expr) -> str:
        """The subject of a comparison (a parameter has its article already: `_param`)."""
        return self.expr(e, LOW + 1)

    def _counted(self, e: ir.Compare) -> str:
        """A count of things compared with 1 as whether there are any: "there is at least one
        entrenchment already in the hex", "there are no attacking ground combat units … in the hex",
        a count of times as "… has already been used at least once, …" ("the times this marker has
        already been used … are at least 1", "… are less than 1 unit": the player probe of stop 61);
        "" for any other comparison."""
        some = {(">=", 1): True, (">", 0): True, ("<", 1): False, ("==", 0): False, ("<=", 0): False}.get(
            (e.op, self._fixed_value(e.right)))
        if some is None or not (isinstance(e.left, ir.Ref) and e.left.kind in ("fact", "param")
                                 and e.left.type in ("count", "integer", "number")):
            return ""
        subject = self._subject(e.left)
        words = subject.split(" ")
        head = plural_head(" ".join(words[1:])) if words[0] == "the" else None
        if head is None:
            return ""
        if head == 0 and words[1].lower() == "times":   # "the times X" : "X at least once"
            if not some:
                return ""
            said = " ".join(words[2:])
            cut = said.find(",")
            return said + " at least once" if cut < 0 else said[:cut] + " at least once" + said[cut:]
        if not some:
            return "there are no " + " ".join(words[1:])
        noun = words[1:]
        noun[head] = singular(noun[head].rstrip(",;")) + noun[head][len(noun[head].rstrip(",;")):]
        return "there is at least one " + " ".join(noun)

    def _fixed_value(self, e: ir.Expr):
        """The number a literal or a constant of a number holds (None for any other expression)."""
        if isinstance(e, ir.Ref) and e.kind == "constant" and e.name in self.constants:
            e = self.constants[e.name].value
        return e.value if isinstance(e, ir.Lit) and e.type == "number" else None

    def _between(self, operands) -> list:
        """The operands of an `and`, a pair bounding one subject from below and above (`turn >= 16 and
        turn <= 18`) put as one phrase in the place of the first: "the current game turn is 16 to 18"
        ("is 16 or later and the current game turn is 18 or earlier": the player probe of stop 61)."""
        out = list(operands)
        for i, low in enumerate(out):
            if not (isinstance(low, ir.Compare) and low.op == ">="):
                continue
            j = next((k for k, high in enumerate(out) if isinstance(high, ir.Compare) and high.op == "<="
                      and high.left == low.left), None)
            if j is None:
                continue
            subject = self._subject(low.left)
            timely = re.match(r"(the )?(current )?(game )?(turn|GT)$", subject)
            bounds = f"{self.expr(low.right, LOW + 1)} to {self.expr(out[j].right, LOW + 1)}"
            words = subject.split(" ", 1)
            verb = "are" if len(words) == 2 and words[0] in ("the", "all") and plural_head(words[1]) is not None else "is"
            out[i] = f"{subject} {verb} {bounds if timely else 'from ' + bounds}"
            del out[j]
        return out

    def _clause_part(self, e) -> str:
        if isinstance(e, str):      # (a phrase `_between` made of two comparisons)
            return e
        text = self.condition(e)
        return f"({text})" if isinstance(e, ir.Logic) else text

    def negated(self, e: ir.Expr) -> str:
        """The opposite statement: "winter is not in effect this GT"."""
        if isinstance(e, ir.Compare):
            flip = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}
            return self.condition(evolve(e, op=flip[e.op]))
        if isinstance(e, ir.Member):
            return self.condition(evolve(e, negate=not e.negate))
        if isinstance(e, ir.Unary) and e.op == "not":
            return self.condition(e.operand)
        if isinstance(e, ir.Call) and e.kind == "formula" and e.name in self.formulas \
                and self.formulas[e.name].title.endswith("?"):
            denied = _question(self.formulas[e.name].title, negate=True)
            if denied is not None:
                return denied
        text = self.condition(e)
        if isinstance(e, ir.Logic):
            return f"not ({text})"
        hit = _AUX.search(text)
        if hit:
            before, after = text[:hit.end()], text[hit.end():]
            if after.startswith(" not "):   # "is not in play" → "is in play"
                return before + after[4:]
            if after.startswith(" no "):    # "has no unit able to …" → "has some unit able to …" (not "has not no")
                return before + " some " + after[4:]
            if hit.group(1) == "must":      # the opposite of an obligation: "need not keep" (not "must not keep")
                return text[:hit.start()] + "need not" + after
            return before + " not" + after
        return f"not {text}" if " " not in text else f"it is not so that {text}"

    def when_unless(self, e: ir.Expr) -> str:
        """A condition after which a rule applies: "when A and B, unless C"."""
        ops = e.operands if isinstance(e, ir.Logic) and e.op == "and" else (e,)
        yes = self._between([o for o in ops if not _is_not(o)])
        # a lone group needs no parentheses ("when A or B"); among several, each group keeps them
        yes = [self._clause_part(yes[0]) if isinstance(yes[0], str) else self.condition(yes[0])] if len(yes) == 1 \
            else [self._clause_part(o) for o in yes]
        text = f"when {either(yes, 'and')}" if yes else ""
        return self._unless(text, [o.operand for o in ops if _is_not(o)])

    def _unless(self, text: str, negated: list) -> str:
        """`text` followed by ", unless A or B" for the negated conditions. A lone `or` reads as it
        is ("unless A or B"); a lone `and` of two reads "unless both A and B" (a player read the
        brackets of "unless (A and B)" as logic: the player probe); a lone `and` of more and every
        group among several are parenthesised ("unless (A and B) or C"), so that no part reads as a
        further condition."""
        if not negated:
            return text
        lone = negated[0] if len(negated) == 1 else None
        if isinstance(lone, ir.Logic) and lone.op == "and" and len(lone.operands) == 2:
            first, second = (self._clause_part(o) for o in lone.operands)
            return text + (", " if text else "") + f"unless both {first} and {second}"
        if lone is not None and not (isinstance(lone, ir.Logic) and lone.op == "and"):
            no = [self.condition(lone)]
        else:
            no = [self._clause_part(o) for o in negated]
        return text + (", " if text else "") + f"unless {either(no, 'or')}"

    def rule_condition(self, a: ir.Applies) -> str:
        """A rule's condition as "when A, unless B", in the designer's own words (`reads "…"`) for
        each part that has them."""
        words = dict(a.wording)     # every part of the condition, its sentence or ""
        if not words or a.condition is None:
            return self.applies(a.condition)
        e = a.condition
        when = unless = None
        if "when" in words and "unless" in words:     # lowered as `W and not U`
            when, unless = e.operands[0], e.operands[1].operand
        elif "unless" in words:                       # `not U`
            unless = e.operand
        else:
            when = e
        text = ("when " + words["when"]) if words.get("when") else self.when_unless(when) if when is not None else ""
        if unless is None:
            return text
        if words.get("unless"):
            return text + (", " if text else "") + "unless " + words["unless"]
        return self._unless(text, [unless])

    def applies(self, e: ir.Expr | None) -> str:
        """The condition of a rule (`Applies.condition`) as "when A, unless B". The lowering joins a
        rule's `when` W and `unless` U as `W and not U` (`not U` alone without a `when`); the two
        parts are read back here, so a `when` of several conditions reads as one list."""
        if e is None:
            return ""
        if isinstance(e, ir.Logic) and e.op == "and" and len(e.operands) == 2 and _is_not(e.operands[1]) \
                and not _is_not(e.operands[0]):     # `when not A and not B` reads "unless A or B", as one list
            return self._unless(self.when_unless(e.operands[0]), [e.operands[1].operand])
        return self.when_unless(e)


def _is_not(e) -> bool:
    return isinstance(e, ir.Unary) and e.op == "not"


def _same_subject(operands, op: str) -> list[list]:
    """The operands of an `or`, those next to each other that compare one subject for equality in one
    run ("the terrain is Woods, City or Town", not the subject again at each: a fact's title was
    printed 40 times in one condition); any other operand a run of its own."""
    runs: list[list] = []
    for o in operands:
        equal = op == "or" and isinstance(o, ir.Compare) and o.op == "=="
        if equal and runs and isinstance(runs[-1][0], ir.Compare) and runs[-1][0].op == "==" \
                and runs[-1][0].left == o.left:
            runs[-1].append(o)
        else:
            runs.append([o])
    return runs
