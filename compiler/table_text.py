"""Tables in words: result legends with worked instances, and edge rules as a player reads them.
Fed by: the resolved rule model's tables and result vocabularies (`dsl.ir.Table`, `dsl.ir.Vocabulary`).
Used by `to_aid` and `to_site`.

A legend never shows a pattern's placeholders: each pattern is shown by an instance printed in a
table that uses the vocabulary (`A{loss}R{retreat}` → "A1R2: the attacker loses 1 step and retreats
2 hexes"; a code of one number by every number printed with it, "D2, D3: the defender retreats 2
or 3 hexes"), or, when no table prints one, with `#` for each number. Edge rules
read "Rolls below 2: …", "Right of the 5:1 column: …". Plain text only; templates escape it.
"""
from __future__ import annotations

import re

from dsl import ir
from dsl.marked import mark, refs
from dsl.vocabulary import pattern_regex

_FIELD = re.compile(r"\{\+?(\w+)\}")
_IRREGULAR = {"hexes": "hex", "boxes": "box", "losses": "loss"}


def singular(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 2:
        return word[:-1]
    return word


_NOT_COUNTED = frozenset({"this", "its", "his", "has", "was", "is", "as", "less", "plus", "thus", "across",
                          "that", "which", "who"})


def plural_head(text: str) -> int | None:
    """The place, among `text.split(" ")`, of a noun phrase's plural head: its first plural word among
    its first four, before a word that ends the noun ('of', 'that', a possessive, …): 'KMT artillery
    support markers committed …' → 3; None for a phrase whose head is no plural ('number of units')."""
    for i, word in enumerate(text.split(" ")[:4]):
        w = word.rstrip(",;")   # ("units, artillery aside, …": the comma ends the noun)
        if w.lower() in _NO_NOUN or w.lower() in _NOT_COUNTED or not re.fullmatch(r"[A-Za-z][A-Za-z-]*", w):
            return None
        if singular(w) != w:
            return i
        if w != word:
            return None
    return None


def quantity(printed: str, unit: str) -> str:
    """A constant as a player reads it: '2 air units', '1 hex' (the unit singular after 1)."""
    unit = unit.replace("_", " ")
    if printed == "1" and unit:
        words = unit.split(" ")
        unit = " ".join([*words[:-1], singular(words[-1])])
    return " ".join(x for x in (printed, unit) if x)


_WORDS_AFTER = re.compile(r"\s+([a-z]+)(?:\s+([a-z]+))?(?:\s+([a-z]+))?")   # the three words after a number
_NO_NOUN = frozenset({"and", "or", "of", "to", "per", "in", "on", "at", "for", "each", "with", "from", "by", "the", "a"})


def _one_of(text: str, pos: int) -> tuple[str, int]:
    """The text from `pos` with the noun counted by a 1 just before it made singular ('1 enemy air
    units' → 'enemy air unit'), past up to two words before it, and where the noun ends."""
    words = _WORDS_AFTER.match(text, pos)
    for i in range(1, 4):
        w = words[i] if words else None
        if w is None or w in _NO_NOUN:   # ('1 step and retreats': the verb after `and` is no noun of the 1)
            break
        if singular(w) != w:
            return text[pos:words.start(i)] + singular(w), words.end(i)
    return "", pos


def support_text(count: int, kind: str) -> str:
    """A scenario's support as a player reads it: '2 × artillery support markers', '1 × air support
    marker, drawn at random' (singular after 1), 'none' for 0 of "none" (Changsha's "KMT Support:
    None" printed "0 × none"), 'no artillery' for 0 of another kind."""
    kind = " ".join(kind.split())
    if count == 0:
        return "none" if kind.lower() in ("", "none") else f"no {kind}"
    if count == 1 and kind:
        head, end = _one_of(" " + kind, 0)
        kind = (head + (" " + kind)[end:]).strip() if head else kind
    return f"{count} × {kind}" if kind else str(count)


def fill(meaning: str, values: dict[str, str]) -> str:
    """A meaning with its fields filled in; the word after a 1 made singular ('1 hexes' → '1 hex')."""
    out, pos = [], 0
    for hit in _FIELD.finditer(meaning):
        value = values.get(hit.group(1), hit.group(1))
        out.append(meaning[pos:hit.start()] + value)
        pos = hit.end()
        if value == "1":   # the noun after 1, past up to two words before it ('1 enemy air units' → '… unit')
            head, end = _one_of(meaning, pos)
            if head:
                out.append(head)
                pos = end
    out.append(meaning[pos:])
    return "".join(out)


def sentence_case(text: str) -> str:
    """'The attacker loses …' → 'the attacker loses …' (a word in capitals or a name stays)."""
    first, _, rest = text.partition(" ")
    if first == "A" and rest[:1].islower():   # ("A line of sight of …": the article)
        return "a" + text[1:]
    if first[:1].isupper() and first[1:].islower() and not rest[:1].isupper():
        return first.lower() + text[len(first):]
    return text


def _pieces(cell: str, split: str) -> list[str]:
    if split and split in cell:
        return [p.strip() for p in cell.split(split)]
    return [cell.strip()]


def _cells_read_with(vocab_id: str, tables: list[ir.Table]):
    """Every printed cell that is read with the vocabulary, table by table, row by row."""
    for t in tables:
        by_column = dict(t.column_results)
        if vocab_id != t.results and vocab_id not in by_column.values():
            continue      # (no cell of it is: most tables of a book with several vocabularies)
        for row in t.cells:
            for label, cell in zip(t.columns or [""] * len(row), row):
                if by_column.get(label, t.results) == vocab_id:
                    yield cell


def legend(vocab: ir.Vocabulary, tables: list[ir.Table]) -> list[dict]:
    """One entry per pattern: {"shown", "meaning", "printed", "same", "inferred"} — an instance, its
    meaning with the numbers filled in, whether the instance is printed in one of `tables`, whether
    the meaning only repeats the instance ('24 SP per turn'), and the pattern's reading where its
    cells are our reading of the source ("" for most; marked text). A pattern no printed cell shows is
    written with `#` for each number, as rulebooks write a code (`A#R#`): a number made up for it
    read as a code of the table (Khalkin-Gol's GCRT, not in the source, printed A1R2)."""
    compiled = [(p, pattern_regex(p.pattern)) for p in vocab.patterns]
    found: dict[str, dict[str, str]] = {}
    alike: dict[str, dict[str, None]] = {}   # a pattern of one number: every number printed with it, in order
    for cell in _cells_read_with(vocab.id, tables):
        for piece in _pieces(cell, vocab.split) if cell else []:
            for p, rx in compiled:
                hit = rx.match(piece) if rx is not None else None
                if hit:
                    values = found.setdefault(p.pattern, hit.groupdict())
                    if len(values) == 1:
                        alike.setdefault(p.pattern, {})[hit.group(next(iter(values)))] = None
                    break
    out = []
    for p, _rx in compiled:
        values = found.get(p.pattern)
        numbers = list(alike.get(p.pattern, ()))
        if len(numbers) > 1 and _listable(p):   # D2 and D3 printed: "D2, D3: the defender retreats 2 or 3
            shown, values = _alike(p.pattern, numbers)   # hexes" (the legend showed D2 alone: D3 looked up in vain)
            meaning = sentence_case(fill(p.meaning, values | _fixed(p))) if p.meaning else ""
            same = meaning.lower() == fill(p.pattern, values).lower()
            out.append({"shown": shown, "meaning": meaning, "printed": True, "same": same,
                        "inferred": p.inferred or ""})
            continue
        glued = _glued_alike(p, numbers)   # 1/2 and 1/3 printed: "1/2, 1/3: 1/2 or 1/3 MF per hex"
        if glued is not None:
            out.append({"shown": glued[0], "meaning": sentence_case(glued[1]), "printed": True, "same": False,
                        "inferred": p.inferred or ""})
            continue
        printed = values is not None
        if values is None:
            values = {name: "#" for name in _FIELD.findall(p.pattern)}
        shown = fill(p.pattern, values)
        meaning = sentence_case(fill(p.meaning, values | _fixed(p))) if p.meaning else ""
        same = meaning.lower() == shown.lower()
        fixed = _unnamed_fixed(p, meaning and not same)
        if fixed:
            meaning, same = (f"{meaning} ({fixed})" if meaning and not same else fixed), False
        out.append({"shown": shown, "meaning": meaning, "printed": printed, "same": same, "inferred": p.inferred or ""})
    return out


_ALIKE_LISTED = 4   # numbers of one pattern listed one by one; more are a range ("D1 to D6")


def _listable(p: ir.Pattern) -> bool:
    """Does the legend list every number a one-number pattern is printed with ("D2, D3"; "1, 2, 3"
    for a bare number: showing 1 alone, a player read 2 and 3 as unexplained, the designer probe)?
    Not one whose meaning only repeats it ("24 SP per turn"), nor one whose meaning glues its number
    to other text ("1/{n} MF": "1/2 or 3" would misread)."""
    name = _FIELD.findall(p.pattern)[0]
    if not p.meaning:
        return False
    if _FIELD.sub("#", p.meaning).lower() == _FIELD.sub("#", p.pattern).lower():
        return False
    return all(hit.group(1) == name and p.meaning[max(hit.start() - 1, 0):hit.start()] in ("", " ", "(")
               and p.meaning[hit.end():hit.end() + 1] in ("", " ", ")", ",", ".", ";", ":")
               for hit in _FIELD.finditer(p.meaning))


def _glued_alike(p: ir.Pattern, numbers: list[str]) -> tuple[str, str] | None:
    """(shown, meaning) for a one-number pattern printed with several numbers whose meaning glues
    the number into a word ("1/{per} MF per hex"): each word written out, "1/2 or 1/3 MF per hex"
    (the legend showed 1/2 alone, and Changsha's Major Road 1/3 went unexplained). None for any
    other pattern, for a meaning that says its number more than once or only repeats the pattern,
    or for more numbers than are listed one by one."""
    if len(numbers) < 2 or len(numbers) > _ALIKE_LISTED or not p.meaning or _fixed(p):
        return None
    if _FIELD.sub("#", p.meaning).lower() == _FIELD.sub("#", p.pattern).lower():
        return None
    hits = list(_FIELD.finditer(p.meaning))
    if len(hits) != 1 or len(_FIELD.findall(p.pattern)) != 1:
        return None
    start, end = hits[0].span()
    while start > 0 and not p.meaning[start - 1].isspace() and p.meaning[start - 1] not in "(":
        start -= 1
    while end < len(p.meaning) and not p.meaning[end].isspace() and p.meaning[end] not in "),.;:":
        end += 1
    word = p.meaning[start:end]
    shown, _ = _alike(p.pattern, numbers)
    name = _FIELD.findall(p.pattern)[0]
    words = [fill(word, {name: n}) for n in _in_order(numbers)]
    said = ", ".join(words[:-1]) + f" or {words[-1]}"
    return shown, p.meaning[:start] + said + p.meaning[end:]


def _in_order(numbers: list[str]) -> list[str]:
    """The numbers printed with a pattern, in numeric order (other text after them, as written)."""
    return sorted(numbers, key=lambda n: (float(n), n) if re.fullmatch(r"[+-]?\d+(\.\d+)?", n) else (0.0, n))


def _alike(pattern: str, numbers: list[str]) -> tuple[str, dict[str, str]]:
    """The results of a one-number pattern that the tables print, as the legend shows them
    ("D2, D3") and the number its meaning says ("2 or 3"): in numeric order, a range past
    `_ALIKE_LISTED` of them."""
    name = _FIELD.findall(pattern)[0]
    ordered = _in_order(numbers)
    if len(ordered) > _ALIKE_LISTED:
        return (f"{fill(pattern, {name: ordered[0]})} to {fill(pattern, {name: ordered[-1]})}",
                {name: f"{ordered[0]} to {ordered[-1]}"})
    shown = ", ".join(fill(pattern, {name: n}) for n in ordered)
    return shown, {name: ", ".join(ordered[:-1]) + f" or {ordered[-1]}"}


def pattern_lines(t: ir.Table, vocabularies: dict[str, ir.Vocabulary], legends: set[str]) -> list[dict]:
    """Lines as `edge_lines` gives them, one per result pattern whose cells in `t` are our reading
    (`blank => … inferred "…"`), for a vocabulary whose legend is not among `legends` (an aid that
    prints the table without it: the legend is where the reading is said)."""
    read = {r.pattern for r in t.cell_readings if r.pattern is not None}
    out = []
    for vocab_id in dict.fromkeys([t.results] + [name for _, name in t.column_results]):
        vocab = vocabularies.get(vocab_id)
        if vocab is None or vocab_id in legends:
            continue
        entries = dict(zip((p.pattern for p in vocab.patterns), legend(vocab, [t])))
        for p in vocab.every_pattern:
            if not p.inferred or p.pattern not in read:
                continue
            if p is vocab.blank:   # (the meanings as the legend has them: in sentence case already)
                meaning = blank_meaning(vocab)
                text = _stopped(f"Blank cells: {meaning}" if meaning else "Blank cells")
            else:
                e = entries[p.pattern]
                text = _stopped(f"{e['shown']}: {e['meaning']}" if not e["same"] and e["meaning"] else e["shown"])
            line = {"text": text, "clause": "", "inferred": p.inferred, "reading": "our reading",
                    "why": "the rules do not say"}
            if line not in out:   # (one reading in several columns' vocabularies, as Changsha's OTIH: said once)
                out.append(line)
    return out


def stopped(text: str) -> bool:
    """Does the text end a sentence already ("…", "?", "!", ".", before a closing quote or bracket)?"""
    return text.rstrip().rstrip("\"'”’»)]").endswith((".", "!", "?", "…"))


def _stopped(text: str) -> str:
    """The text ended by a full stop, unless it ends a sentence already."""
    return text if stopped(text) else text + "."


def results_shown(vocab: ir.Vocabulary, tables: list[ir.Table]) -> str:
    """A legend's results in one line, as the tables print them ("D, 1, - (no effect)"): a mark that is
    no word or number (a dash) followed by what it means, and a blank cell said as "blank", each with
    the meaning the book gives it, "(blank)" after a mark it gives none ("D, 1, -" read as a result
    printed "-" that meant nothing: the player probe)."""
    out: dict[str, None] = {}
    for e in legend(vocab, tables):
        if not e["shown"]:
            continue
        if re.search(r"[^\W_]", e["shown"]):
            out[e["shown"]] = None
            continue
        meaning = _in_brackets(e["meaning"])
        out[f"{e['shown']} ({meaning or 'blank'})"] = None
    if vocab.blank is not None:
        meaning = _in_brackets(blank_meaning(vocab))
        out[f"blank ({meaning})" if meaning else "blank"] = None
    return ", ".join(out)


def _in_brackets(meaning: str) -> str:
    """A legend's meaning to follow a mark in brackets: without its own closing remark, its first word
    in lower case where it is an article ("No RP (printed "-")" → "no RP")."""
    meaning = re.sub(r"\s*\([^)]*\)$", "", meaning)
    return re.sub(r"^(No|The|An?)\b", lambda m: m.group().lower(), meaning)


def blank_meaning(vocab: ir.Vocabulary) -> str:
    """What a blank cell means, as the legend prints a pattern's meaning: its fixed fields filled in
    (`"… for {turns} turns" { turns: 2 }`), and any it does not name after it; "" without a blank."""
    blank = vocab.blank
    if blank is None:
        return ""
    meaning = sentence_case(fill(blank.meaning, _fixed(blank))) if blank.meaning else ""
    fixed = _unnamed_fixed(blank, bool(meaning))
    return f"{meaning} ({fixed})" if meaning and fixed else meaning or fixed


def _unnamed_fixed(p: ir.Pattern, worded: bool) -> str:
    """The fixed fields (`{ retreat: 2 }`) a pattern's meaning does not name, in words, to follow it
    (`step losses 1`); one of zero goes without saying where a meaning says what happens (`worded`:
    "the attacker loses 1 step", not "… (retreat 0)")."""
    named = set(_FIELD.findall(p.meaning))
    return ", ".join(f"{name.replace('_', ' ')} {value}" for name, value in p.fields
                     if name not in named and not (worded and _is_zero(value)))


def _fixed(p: ir.Pattern) -> dict[str, str]:
    """A pattern's fixed fields as a meaning fills them in (`{ retreat: 2 }`: "retreats {retreat} hexes")."""
    return {name: str(value) for name, value in p.fields}


def _is_zero(value) -> bool:
    """A fixed field's value (a number) that is nought."""
    return value == 0 and not isinstance(value, bool)


def _meaning(vocab: ir.Vocabulary | None, cell: str) -> str:
    if vocab is None:
        return ""
    for p in vocab.patterns:
        rx = pattern_regex(p.pattern)
        hit = rx.match(cell) if rx is not None else None
        if hit:
            return sentence_case(fill(p.meaning, hit.groupdict() | _fixed(p)))
    return ""


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def edge_lines(t: ir.Table, vocab: ir.Vocabulary | None = None) -> list[dict]:
    """The table's edge rules as sentences, then its cells read where the source is garbled (`cell …
    inferred`): [{"text", "clause", "inferred", "reading", "why"}], `clause`
    set only when the rule is stated in another clause than the table's. `text` is marked text
    (`dsl.marked`): the labels and results read literally, a `forbid` message's references stay
    references. `inferred` is the rule's reading where the source is silent (marked text, "" for a
    rule of the source); `reading` names it, with the rolls it is limited to if any ("our reading for
    rolls below 1"; "" for a rule of the source), as the web book and the aids print it; `why`, what the
    source lacks ("the rules do not say"; of a cell, "our copy of the rules is unclear here": the
    extraction we transcribe is garbled, which a player holding a clean print is not, the player probe)."""
    out = []
    one_header = not t.header_rows and t.columns
    for rule in {e.where: e for e in t.edges}.values():    # one rule per edge, the last stated
        where = rule.where
        if where in ("left", "right"):
            label = mark(t.columns[0] if where == "left" else t.columns[-1]) if one_header else ""
            column = f"the {label} column" if label else f"the {'first' if where == 'left' else 'last'} column"
            lead = f"{'Left' if where == 'left' else 'Right'} of {column}: "
            parts = [f"use {column}"] if rule.clamp else []
            if rule.drm_per_column is not None:
                drm = rule.drm_per_column
                parts.append(f"{'+' if drm >= 0 else '−'}{abs(drm)} to the die roll per column beyond")
        else:
            what = "Rolls" if t.dice else "Values"
            bound = "" if rule.bound is None else rule.bound
            lead = f"{what} {where} {bound}: ".replace(" :", ":")
            label = mark(t.rows[0] if where == "below" else t.rows[-1]) if t.rows else ""
            parts = [f"use the {label} row" if label else f"use the {'first' if where == 'below' else 'last'} row"] \
                if rule.clamp else []
        if rule.result is not None:
            meaning = _meaning(vocab, rule.result)
            parts.append(f"the result is “{mark(rule.result)}”" + (f" ({mark(meaning)})" if meaning else ""))
        if rule.missing:
            parts.append("the source does not say")
        if rule.forbid is not None:
            parts.append(f"not allowed ({rule.forbid.rstrip('.')})")
        text = lead + ", ".join(parts) + "."
        cited = rule.forbid is not None and rule.clause in refs(rule.forbid)
        limited = rule.inferred_bound is not None and where in ("below", "above")
        out.append({"text": text[0].upper() + text[1:],
                    "clause": rule.clause if rule.clause and rule.clause != t.clause and not cited else "",
                    "inferred": rule.inferred or "",
                    "reading": "" if not rule.inferred else "our reading" + (
                        f" for {'rolls' if t.dice else 'values'} {where} {rule.inferred_bound}" if limited else ""),
                    "why": "the rules do not say"})
    for r in t.cell_readings:   # (with its footnote marks, as the table prints them: "3²")
        if r.pattern is not None:   # (a result pattern's reading: said once, in the legend)
            continue
        cell = t.cells[r.row][r.column] + "".join(m[1:].translate(_SUPERSCRIPT) for m in t.marks[r.row][r.column]
                                                  if m.startswith("^") and m[1:].isdigit())
        row = t.rows[r.row].rstrip().removesuffix(".")   # ("Row In Yunnan, if … Burma., column": player probe)
        out.append({"text": f"Row {mark(row)}, column {mark(t.columns[r.column])}: read as "
                            f"“{mark(cell)}”." if cell else f"Row {mark(row)}, column "
                            f"{mark(t.columns[r.column])}: read as blank.",
                    "clause": "", "inferred": r.text, "reading": "our reading", "why": "our copy of the rules is unclear here"})
    return out
