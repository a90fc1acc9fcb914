"""What an exception does, in words. Fed by: the resolved rule model (`dsl.ir.Exception_` and the
rule it overrides); used by `to_aid` and `site_words`.

Two forms of one effect, built by the same code:
- `effect`, the aid's short form, after the words that say what it overrides and when
  ("overrides “Weird”, when it is night: instead, the answer is 0");
- `rule`, the web book's: the exception as a rule, the rule it overrides named in it ("When it is
  night, the formula “Weird” instead gives 0.", "When …, the modifier “River” does not apply.").

Plain text only (the templates escape it). Each effect reads as the rule it makes:
- `use` on a formula: "instead, the answer is 0" (the `use` expression read like any other value,
  a parameter of the formula by its words);
- `use` on a modifier or combine: "instead, the modifier is 2 columns left", "instead, the
  modifier gives 5";
- `cancel`: "the modifier does not apply";
- `allow` / `forbid`: what the permission then answers, "may attack" / "may not attack" (a `must`
  permission forbidden: "need not …");
- `rewrite`: the table's results as printed, "Ex and D2 read De", "for the IJA, a retreat of 1 or
  2 reads 0, of 3 reads 1", "every retreat of the defender reads 0", "24 SP per turn reads 12 SP per
  turn".
An exception to a clause has no formal effect ("": its `says` carries it).
"""
from __future__ import annotations

import re
from fractions import Fraction

from attrs import evolve

from dsl import ir
from dsl.vocabulary import pattern_regex

from .expr_text import either
from .table_text import blank_meaning, fill, sentence_case

_FIELD = re.compile(r"\{\+?(\w+)\}")     # a field printed in a result pattern, as table_text reads them

# What a permission answers, by its modal word: yes (`allow`) and no (`forbid`); docs/reference.md,
# "Permission" ("may not" answering yes is "may"; "must" answering no is "need not").
_YES = {"may": "may", "may not": "may", "must": "must", "must not": "may"}
_NO = {"may": "may not", "may not": "may not", "must": "need not", "must not": "must not"}


def effect(speak, e: ir.Exception_) -> str:
    """The effect of exception `e`, said as a rule ("" for one with no formal effect)."""
    return _effect(speak, e, None)


def rule(speak, e: ir.Exception_, target: str) -> str:
    """Exception `e` as a rule a player reads, `target` naming what it overrides ("the formula
    “MF to enter a hex”"): when it applies, what the overridden rule then does, who may decline
    it. ("overrides the formula …, when …: instead, it is …" read as code: the player probe of
    stop 61.)"""
    said = _effect(speak, e, target) or f"it overrides {target}"
    condition = speak.rule_condition(e.applies) if e.applies.condition is not None else ""
    text = f"{condition}, {said}" if condition else said
    if e.chooser:
        text += f", unless the {e.chooser} declines it"
    if e.always:
        text += ", even where the rule it overrides does not apply"
    return text[:1].upper() + text[1:]


def _effect(speak, e: ir.Exception_, target: str | None) -> str:
    """The effect of `e`: the aid's short form (`target` None), or the rule said of `target`."""
    book = speak.book
    if e.effect == "cancel":
        if target is not None:
            return f"{target} does not apply"
        kind = "combination of modifiers" if any(c.id == e.target for c in book.combines) else "modifier"
        return f"the {kind} does not apply"
    if e.effect in ("allow", "forbid"):
        p = next((p for p in book.permissions if p.id == e.target), None)
        if p is None:
            said = "it is allowed" if e.effect == "allow" else "it is forbidden"
        else:
            said = f"{(_YES if e.effect == 'allow' else _NO)[p.modal]} {p.action}"
        return said if target is None else f"{target} instead says: {said}"
    if e.effect == "use" and e.use is not None:
        return _use(speak, e, target)
    if e.effect == "rewrite":
        table = next((t for t in book.tables if t.id == e.target), None)
        vocab = next((v for v in book.vocabularies if table is not None and v.id == table.results), None)
        said = "; ".join(_rewrite(speak, r, table, vocab) for r in e.rewrites)
        return said if target is None else f"in {target}, {said}"
    return ""


def _use(speak, e: ir.Exception_, target: str | None) -> str:
    book = speak.book
    f = next((f for f in book.formulas if f.id == e.target), None)
    if f is not None:
        with speak.reading(f.params):      # `use x` reads the overridden formula's argument
            # ("the answer is 1" read as API language beside "3 hexes": the player probe; a yes or no
            # stays the answer to the formula's question)
            said = speak.expr(e.use)
            if said in ("yes", "no"):
                return f"instead, the answer is {said}" if target is None else f"{target} instead answers {said}"
            if f.type == "flag":   # (a condition: "instead, it is the marker drawn … is a special marker", the player probe)
                when = speak.condition(e.use)
                return f"instead, the answer is yes only when {when}" if target is None else \
                    f"{target} instead answers yes only when {when}"
            return f"instead, it is {said}" if target is None else f"{target} instead gives {said}"
    m = next((m for m in book.modifiers if m.id == e.target), None)
    value = speak._number(e.use)
    if m is not None and m.effect in ("shift", "drm", "favouring") and isinstance(value, (int, Fraction)):
        # the amount the modifier then gives, said as its own effect is ("2 columns left")
        said = speak.effect(evolve(m, amount=ir.Lit(value, 'number')))
        return f"instead, the modifier is {said}" if target is None else f"{target} is instead {said}"
    if m is not None and m.effect in ("add", "multiply"):
        said = speak.expr(e.use)     # the value it changes, replaced
        return f"instead, the modifier gives {said}" if target is None else f"{target} instead gives {said}"
    kind = "modifier" if m is not None else "combination of modifiers"
    use = e.use
    if isinstance(use, ir.Call) and use.kind in ("modifier", "combine") and use.value is None:
        # ("the combination … is the IJA counterattack": player probe)
        title = speak._rule_title(use.name)
        return f"instead, “{title}” applies in its place" if target is None else f"“{title}” applies in place of {target}"
    said = speak.expr(e.use)
    return f"instead, the {kind} is {said}" if target is None else f"{target} is instead {said}"


def _rewrite(speak, r: ir.Rewrite, table: ir.Table | None, vocab: ir.Vocabulary | None) -> str:
    """One `rewrite` of a table's results in printed words."""
    if r.field == "kind":
        return _rewrite_kinds(speak, r, table, vocab)
    patterns = [p for p in (vocab.patterns if vocab else ()) if r.kind is None or p.kind == r.kind]
    lone = [p for p in patterns if _FIELD.findall(p.pattern) == [r.field]]
    pairs = _grouped(r.pairs)
    if r.kind is not None and patterns and lone == patterns and not any(a == "any" for a, _ in r.pairs) \
            and not _unprinted_zero(speak, r, lone[0], table, vocab):
        # every result of that kind prints the one field: the printed results ("24 SP per turn")
        return ", ".join(f"{either([_quoted(lone[0], a) for a in froms], 'or')} reads {_quoted(lone[0], b)}"
                         for froms, b in pairs)
    field = speak.words(r.field)
    article = "an" if field[:1].lower() in "aeiou" else "a"
    whose = ""
    if r.side:
        whose = f"for {speak.side(r.side)}, "
    elif r.kind is not None:
        whose = f"for {_kind_name(speak, r.kind, vocab)}, "
    parts = []
    for froms, b in pairs:
        if "any" in froms:
            parts.append(f"every {field} counts as {b}")   # ("reads 0" read as code: the player probe)
        elif not parts:
            parts.append(f"{article} {field} of {either(froms, 'or')} counts as {b}")
        else:
            parts.append(f"of {either(froms, 'or')} as {b}")
    return whose + ", ".join(parts)


def _rewrite_kinds(speak, r: ir.Rewrite, table: ir.Table | None, vocab: ir.Vocabulary | None) -> str:
    """`rewrite kind: exchange -> no_effect` as the printed results: "Ex reads as no effect"."""
    parts = []
    for froms, b in _grouped(r.pairs):
        shown = [x for a in froms for x in _printed(speak, a, table, vocab)]
        reads = "read" if len(shown) > 1 else "reads"
        parts.append(f"{either(shown, 'and')} {reads} {_result(b, vocab)}")
    return "; ".join(parts)


def _printed(speak, kind: str, table: ir.Table | None, vocab: ir.Vocabulary | None) -> list[str]:
    """The results of one kind as the table prints them ("D1", "D2"), in the order they are printed;
    the kind's own pattern or meaning when the table prints none. Read once per table and kind
    (`speak.printed_results`): 1,600 rewrites of a kind on one table of 4,000 cells read them all
    for each, 12 s of a build."""
    if kind == "any":
        return ["every result"]
    key = (table.id if table is not None else None, kind)
    kept = speak.printed_results.get(key)
    if kept is not None:
        return kept
    out: dict[str, None] = {}   # (each piece once, in the order printed: a dict, not a list scanned)
    for effects, cells in zip(table.effects, table.cells) if table is not None else ():
        for cell_effects, cell in zip(effects, cells):
            if not any(x.kind == kind for x in cell_effects):
                continue
            for piece in _pieces(cell, vocab.split if vocab else ""):
                if piece not in out and _matches(piece, kind, vocab):
                    out[piece] = None
    kept = speak.printed_results[key] = [f"“{x}”" for x in out] or [_result(kind, vocab)]
    return kept


def _pieces(cell: str, split: str) -> list[str]:
    return [p.strip() for p in cell.split(split)] if split and split in cell else [cell.strip()]


def _matches(piece: str, kind: str, vocab: ir.Vocabulary | None) -> bool:
    for p in vocab.patterns if vocab else ():
        rx = pattern_regex(p.pattern)
        if p.kind == kind and rx is not None and rx.match(piece):
            return True
    return False


def _result(kind: str, vocab: ir.Vocabulary | None) -> str:
    """A kind of result: its printed pattern when it prints no number ("De"), else its meaning."""
    patterns = [p for p in vocab.patterns if p.kind == kind] if vocab else []
    if vocab is not None and vocab.blank is not None and vocab.blank.kind == kind and not patterns:
        meaning = blank_meaning(vocab)
        return f"as a blank ({meaning})" if meaning else "as a blank"
    plain = [p for p in patterns if not _FIELD.search(p.pattern) and p.pattern]
    if plain:
        return f"“{plain[0].pattern}”"
    fixed = {n: str(v) for n, v in patterns[0].fields} if patterns else {}
    if patterns and patterns[0].meaning and set(_FIELD.findall(patterns[0].meaning)) <= fixed.keys():
        return f"“{sentence_case(fill(patterns[0].meaning, fixed))}”"   # (not "loses {loss} steps": no number here)
    return f"“{kind.replace('_', ' ')}”"


def _kind_name(speak, kind: str, vocab: ir.Vocabulary | None) -> str:
    """The results of one kind: "the defender" for the kinds named after a side of the combat."""
    if kind in ("attacker", "defender"):
        return f"the {kind}"
    return f"{_result(kind, vocab)} results"


def _unprinted_zero(speak, r: ir.Rewrite, p: ir.Pattern, table: ir.Table | None, vocab: ir.Vocabulary | None) -> bool:
    """A rewrite to 0 whose result, printed with the pattern, no cell of the table prints ("“DR1”
    reads “DR0”": a retreat of 0 hexes, a result no player has seen, the designer probe): said with
    the field's words instead ("for the defender, a retreat of 1 reads 0")."""
    return any(b == "0" and _quoted(p, b) not in _printed(speak, r.kind, table, vocab) for _, b in r.pairs)


def _quoted(p: ir.Pattern, value: str) -> str:
    return f"“{fill(p.pattern, {_FIELD.findall(p.pattern)[0]: value})}”"


def _grouped(pairs) -> list[tuple[list[str], str]]:
    """`1 -> 0, 2 -> 0, 3 -> 1` as [(["1", "2"], "0"), (["3"], "1")], in the order written."""
    out: dict[str, list[str]] = {}
    for a, b in pairs:
        out.setdefault(b, []).append(a)
    return [(froms, b) for b, froms in out.items()]
