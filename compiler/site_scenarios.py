"""A scenario in words, for the web book: its turns, area and order of play, its forces (set-ups,
reinforcements by turn, supports, removals, amounts, starting resources, activation markers), its
victory conditions, optional and special rules. Fed by: the rule model (`ir.Scenario`) and the
sentence maker; read by `to_site` (under the clause that declares the scenario, in `rules.md`).

A player read none of this in the web book but in the clause's source block, written in the
language (`reinforce IJA turn 3 segment 5.1 at 2110: …`): the designer probe, round 2.
"""
from __future__ import annotations

from dsl import ir
from dsl.marked import plain
from dsl.ir_json import number_out
from .table_text import support_text


def _side(book: ir.Book, side: str | None) -> str:
    """A side as a line names it: its id when that is an abbreviation (IJA), else its title."""
    if not side:
        return "either side"
    s = next((x for x in book.sides if x.id == side), None)
    if s is None:
        return side
    return s.id if s.id.isupper() or not s.title else s.title


def _number(n) -> str:
    value = number_out(n)
    return str(value)


def _place(p: ir.Place) -> str:
    if p.kind == "hex":
        return f"{p.value} ({p.name})" if p.name else p.value
    if p.kind == "feature":   # (`within 3 of "the river"`: its words)
        return p.value
    return f"entry area {p.name or p.value}"


_PLACE_WORDS = {"in", "on", "at", "off", "within", "inside", "outside", "adjacent", "anywhere", "any", "no", "along",
                "near", "between", "from"}


def placement(pl: ir.Placement) -> str:
    """`at 2110 or 2111`, `within 2 hexes of 2605 (Peak 906), …`, `in …`."""
    said = [_place(p) for p in pl.places]
    if pl.one_of and len(said) > 1:   # `at entry 3 or entry 4`: "at entry area 3 or 4"
        lead = "entry area "
        if all(s.startswith(lead) for s in said):
            said = [said[0]] + [s[len(lead):] for s in said[1:]]
        places = ", ".join(said[:-1]) + " or " + said[-1]
    else:
        joint = " or " if pl.kind == "within" else " and "   # (within 3 of A or B; at A and B: one in each, or
        places = ", ".join(said[:-1]) + joint + said[-1] if len(said) > 1 else "".join(said)   # as the text says)
    if pl.kind == "within":
        hexes = "hex" if pl.radius == 1 else "hexes"
        said = f"within {pl.radius} {hexes} of {places}" if places else f"within {pl.radius} {hexes}"
        if not pl.text:
            return said
        return f"{said}, {pl.text if pl.text.split(' ', 1)[0].lower() in _PLACE_WORDS else 'in ' + pl.text}"
    if pl.kind == "in":   # (a text that says its own preposition is not given another: "on Carrier Division")
        said_as_is = pl.text.split(" ", 1)[0].lower() in _PLACE_WORDS
        return (pl.text if said_as_is else f"in {pl.text}") if pl.text else "anywhere"
    said = f"at {places}" if places else ""
    return f"{said}, {pl.text}".strip(", ") if pl.text else said


def _marker(key: str, title: str) -> str:
    """`A (4th Corps)` for a marker printed with its key; a key that is a name (`6th_division`, `special`)
    is not printed: `6th Division`, `special (9th Army)`."""
    if not title:
        return key.replace("_", " ")
    if "_" in key or key.lower() == title.lower().replace(" ", ""):
        return title
    return f"{key} ({title})"


def turns_text(first: int | None, last: int | None) -> str:
    """A span of turns in words: "turns 1 to 8", "turn 3", "turns 0 to the end of the game" ("": none given)."""
    if first is None and last is None:
        return ""
    if last is None:   # (`turns 0 to end`: as long as the game runs)
        return f"turns {first} to the end of the game"
    if first == last:
        return f"turn {first}"
    return f"turns {first} to {last}"


def _ours(line) -> str:
    """" (our reading, not the source's: …)" after a line that is our reading (`inferred`), else ""."""
    return f" (our reading, not the source's: {plain(line.inferred)})" if line.inferred else ""   # (as read:
    # the line is data, whose `[t19]` is printed text, not marked text's `\[t19\]`)


def _ours_each(lines) -> list[str]:
    """`_ours` of each line, in order; a line whose reading is the line's before it says " (our
    reading, as above)" (War of the Suns' Burma Campaign reads seven removals one way)."""
    out, before = [], None
    for line in lines:
        out.append(" (our reading, as above)" if line.inferred and line.inferred == before else _ours(line))
        before = line.inferred
    return out


def scenario_lines(book: ir.Book, sc: ir.Scenario, title_of, speak=None) -> list[tuple[str, list[str]]]:
    """The scenario as (heading, lines) pairs, in the order a player sets up and plays it; a pair
    whose lines are empty is left out. `title_of(exception_id)` names a special rule; `speak` (the
    sentence maker) says the conditions of its skipped steps and of its own permissions."""
    side = lambda s: _side(book, s)   # noqa: E731
    play = [sc.says] if sc.says else []
    turns = turns_text(sc.first_turn, sc.last_turn)
    if turns:
        play.append(f"Game {turns}.")
    if sc.area:
        play.append(f"Map area: {sc.area}.")
    if sc.first_side:
        play.append(f"First to play: {side(sc.first_side)}.")
    if sc.setup_order:
        play.append(f"Set-up order: {', '.join(side(s) for s in sc.setup_order)}.")
    if sc.all_options:
        play.append("Every optional rule is in play.")
    elif sc.options:
        play.append(f"Optional rules in play: {', '.join(f'[{o}]' for o in sc.options)}.")
    starts = [f"{side(s.side)}: {_number(s.amount)} {s.unit}" + (f" ({s.title})" if s.title else "") for s in sc.starts]
    markers = [f"{side(s)}: {_marker(key, title)}" for s, key, title in sc.markers]
    setups = [f"{side(s.side)}{(', ' + s.formation) if s.formation else ''}: {s.units}"   # ("Western Allies
              # (WA), The Chindits": a side's title and a formation's run together without the comma)
              + (f", {placement(s.placement)}" if placement(s.placement) else "") + ours
              for s, ours in zip(sc.setups, _ours_each(sc.setups))]
    arriving = []
    reinforcements = sorted(sc.reinforcements, key=lambda r: r.turn)
    for r, ours in zip(reinforcements, _ours_each(reinforcements)):
        when = f"Turn {r.turn}" + (f", segment {r.segment}" if r.segment is not None else "")
        where = placement(r.placement)
        arriving.append(f"{when}, {side(r.side)}: {r.units}" + (f", {where}" if where else "") + ours)
    supports = [f"{side(s.side)}, {turns_text(s.first_turn, s.last_turn)}: {support_text(s.count, s.kind)}"
                + ours for s, ours in zip(sc.supports, _ours_each(sc.supports))]
    leaving = sorted(sc.removals, key=lambda r: r.turn)
    removals = [f"Turn {r.turn}, {side(r.side)}: {r.units}" + (
                    (f", {r.destination}" if r.destination.split(" ", 1)[0].lower() in _PLACE_WORDS else
                     f", to {r.destination}") if r.destination else ", removed")
                + (f" ({r.remark})" if r.remark else "") + ours for r, ours in zip(leaving, _ours_each(leaving))]
    amounts = [f"Turn {a.turn}, {side(a.side)}: {_number(a.amount)}{(' ' + a.unit) if a.unit else ''}"
               + (f" ({a.title})" if a.title else "") for a in sorted(sc.amounts, key=lambda a: a.turn)]
    victory = [f"{side(s)}: {text}" if s else text for s, text in sc.victory]
    special = [title_of(e) for e in sc.exceptions] + _permissions(book, sc, speak)
    skipped = _skipped(book, sc, speak)
    record = [_calendar(book, sc, c) for c in sc.calendars]
    parts = [("Play", play), ("Turn record", record), ("Starting resources", starts), ("Activation markers", markers),
             ("Set-up", setups),
             ("Reinforcements", arriving), ("Supports", supports), ("Removals", removals),
             ("Amounts by turn", amounts), ("Left out of the turn", skipped), ("Victory", victory),
             ("Special rules", special)]
    return [(heading, lines) for heading, lines in parts if lines]


def _skipped(book: ir.Book, sc: ir.Scenario, speak) -> list[str]:
    """The steps of the sequence of play the scenario leaves out, by their titles, with the condition
    under which it does ("only while …")."""
    out = []
    for seq in book.sequences:
        for skip in seq.skips:
            if skip.scenario != sc.id:
                continue
            steps, titles = seq.steps, []
            for step_id in skip.path[1:]:
                step = next((s for s in steps if s.id == step_id), None)
                if step is None:
                    break
                titles.append(step.title or step.id.replace("_", " "))
                steps = step.steps
            said = " › ".join(titles) or " › ".join(skip.path)
            if skip.condition is not None and speak is not None:
                said += f", when {speak.condition(skip.condition)}"
            out.append(said)
    return out


def _permissions(book: ir.Book, sc: ir.Scenario, speak) -> list[str]:
    """The permissions written inside the scenario: "Title: Soviet only: may …, when …, unless …"
    (whom it binds and its `unless` were left out: the second player probe)."""
    out = []
    for p in book.permissions:
        if p.applies.scenario != sc.id:
            continue
        said = speak.permission(p) if speak is not None else f"{p.modal} {p.action}"
        out.append(f"{p.title}: {said}" if p.title else said)
    return out


def _calendar(book: ir.Book, sc: ir.Scenario, c: ir.Calendar) -> str:
    """"Month of the game turn: turn 1 May, turn 2 June, …": the fact and its values by their titles."""
    fact = next((f for f in book.facts if f.id == c.fact), None)
    enum = next((e for e in book.enums if fact is not None and e.id == fact.type), None)
    titles = {v.id: v.title for v in enum.values} if enum is not None else {}
    first = sc.first_turn if sc.first_turn is not None else 1
    said = ", ".join(f"turn {first + i} {titles.get(v) or v.replace('_', ' ')}" for i, v in enumerate(c.values))
    return f"{(fact.title if fact is not None and fact.title else c.fact.replace('_', ' '))}: {said}"


def scenario_sections(book: ir.Book, title_of, speak=None) -> dict[str, list[tuple[str, list[tuple[str, list[str]]]]]]:
    """clause id → [(scenario title, its `scenario_lines`)] for every scenario the clause declares."""
    out: dict[str, list] = {}
    for sc in book.scenarios:
        if sc.clause:
            out.setdefault(sc.clause, []).append((sc.title or sc.id, scenario_lines(book, sc, title_of, speak)))
    return out
