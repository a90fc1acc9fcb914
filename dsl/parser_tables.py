"""The parser's compiled LALR tables as JSON data, and the parser made from them again. Fed by:
`parser`, which writes them (into the user's cache, and `grammar_tables.json.gz`) and reads them.

What is written is Lark's own serialization of the parser (`memo_serialize`: plain dicts, lists and
strings; never pickle), in a form that reads fast. Lark's form spends most of a parser's load (about
0.25 s, once in every process that parses: each `rules` command, each worker of a build) on its
generic reader, which looks up each object's class by name and sets its fields one call at a time,
and on its LALR table, where each of about 20,000 actions is a JSON object read through that reader.
Here:

- `terminals`: each `TerminalDef` of Lark's memo as one list: `[id, name, priority, kind, value,
  flags, raw, width]` (`kind` "str" or "re"; `width` null for a text);
- `rules`: each `Rule` of the memo as `[id, origin, expansion, order, alias, options]`, a terminal
  of the expansion as `[name, filter_out]` and a non-terminal as its name, the options as the list
  of `RuleOptions`' fields;
- `data`: the rest of Lark's serialization as it is (its references to the memo, `{"@": id}`, are
  read by Lark), except the LALR table: `tokens` (each symbol's name, by number), and each state's
  actions as one list of numbers, `[symbol, action, symbol, action, …]`, an action being `2 × state`
  for a shift and `2 × rule id + 1` for a reduction.

The reader makes the same objects Lark's reader makes from Lark's form (the same classes, the same
fields set to the same values, in the same order), and hands them to Lark's own `_load`, which makes
the rest. `tests/test_parser_tables.py` compares every object with Lark's reading of Lark's form.
The form is written only where the classes it restates are Lark's (their serialized fields are the
ones listed in `RESTATED`); under a Lark whose classes differ, Lark's own form is written and read
(`"format"` says which).
"""
from __future__ import annotations

import json

from lark import Lark
from lark.grammar import NonTerminal, Rule, RuleOptions, Terminal
from lark.lexer import PatternRE, PatternStr, TerminalDef
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser

FORMAT = "rules-lalr-1"     # this module's form; Lark's own has no "format"

# The classes this module's reader makes, with the fields Lark serializes for each (in its order).
RESTATED = {
    TerminalDef: ("name", "pattern", "priority"),
    PatternStr: ("value", "flags", "raw"),
    PatternRE: ("value", "flags", "raw", "_width"),
    Rule: ("origin", "expansion", "order", "alias", "options"),
    Terminal: ("name", "filter_out"),
    NonTerminal: ("name",),
    RuleOptions: ("keep_all_tokens", "expand1", "priority", "template_source", "empty_indices"),
}


def restated() -> bool:
    """Are Lark's classes those this module's form restates?"""
    return all(getattr(cls, "__serialize_fields__", None) == fields for cls, fields in RESTATED.items()) \
        and hasattr(Rule, "_deserialize") and not hasattr(TerminalDef, "_deserialize")


def written(data: dict, memo: dict) -> bytes:
    """The tables as JSON: `data` and `memo` as Lark's `memo_serialize` gives them (the LALR table
    numbered by `parser_build._canonical`), in this module's form where Lark's classes are the ones it
    restates, else in Lark's own (integer keys written `{"#int": [[k, v], …]}`)."""
    if not restated():
        return json.dumps({"data": _plain(data), "memo": _plain(memo)}, separators=(",", ":")).encode()
    terminals, rules = [], []
    for key, obj in memo.items():
        kind = obj["__type__"]
        if kind == "TerminalDef":
            p = obj["pattern"]
            terminals.append([key, obj["name"], obj["priority"], "re" if p["__type__"] == "PatternRE" else "str",
                              p["value"], p["flags"], p["raw"], p.get("_width")])
        elif kind == "Rule":
            o = obj["options"]
            rules.append([key, obj["origin"]["name"],
                          [[s["name"], s["filter_out"]] if s["__type__"] == "Terminal" else s["name"]
                           for s in obj["expansion"]],
                          obj["order"], obj["alias"], [o[f] for f in RESTATED[RuleOptions]]])
        else:
            raise ValueError(f"a memo entry of a class this form does not restate: {kind}")
    table = data["parser"]["parser"]
    names = table["tokens"]                 # (numbered in name order by `_canonical`)
    tokens = [names[i] for i in range(len(names))]
    states = []
    for number in range(len(table["states"])):
        flat = []
        for symbol, (action, arg) in table["states"][number].items():
            flat += [symbol, 2 * arg if action == 0 else 2 * arg["@"] + 1]
        states.append(flat)
    rest = {**data, "parser": {**data["parser"], "parser": {
        "tokens": tokens, "states": states,
        "start_states": table["start_states"], "end_states": table["end_states"]}}}
    return json.dumps({"format": FORMAT, "terminals": terminals, "rules": rules, "data": rest},
                      separators=(",", ":")).encode()


def _plain(x):
    if isinstance(x, dict):
        if all(isinstance(key, str) for key in x):
            return {key: _plain(v) for key, v in x.items()}
        return {"#int": [[key, _plain(v)] for key, v in x.items()]}
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    return x


def _int_keys(obj: dict):
    return {int(key): v for key, v in obj["#int"]} if len(obj) == 1 and "#int" in obj else obj


def read(raw: bytes) -> tuple[dict, dict, dict] | None:
    """`(data, memo, load options)` for `Lark._load_from_dict` from tables `written` wrote: in this
    module's form, the memo's objects already made and the LALR table read by `_CompactLALR`; in
    Lark's, as Lark reads them. None for this module's form under a Lark whose classes differ."""
    if not raw.startswith(b'{"format":'):
        tables = json.loads(raw, object_hook=_int_keys)
        return tables["data"], tables["memo"], {}
    tables = json.loads(raw)
    if tables.get("format") != FORMAT or not restated():
        return None
    return tables["data"], _memo(tables["terminals"], tables["rules"]), {"_plugins": {"LALR_Parser": _CompactLALR}}


def _memo(terminals: list, rules: list) -> dict:
    """The memo's objects, made as Lark's reader makes them from its form: `__new__`, then each
    serialized field set in order (a rule's hash computed last, by its `_deserialize`)."""
    memo: dict = {}
    new = object.__new__
    for key, name, priority, kind, value, flags, raw, width in terminals:
        if kind == "re":
            pattern = new(PatternRE)
            pattern.value, pattern.flags, pattern.raw, pattern._width = value, flags, raw, width
        else:
            pattern = new(PatternStr)
            pattern.value, pattern.flags, pattern.raw = value, flags, raw
        terminal = new(TerminalDef)
        terminal.name, terminal.pattern, terminal.priority = name, pattern, priority
        memo[key] = terminal
    for key, origin, expansion, order, alias, options in rules:
        rule = new(Rule)
        rule.origin = head = new(NonTerminal)
        head.name = origin
        symbols = []
        for s in expansion:
            if type(s) is str:
                symbol = new(NonTerminal)
                symbol.name = s
            else:
                symbol = new(Terminal)
                symbol.name, symbol.filter_out = s
            symbols.append(symbol)
        rule.expansion = symbols
        rule.order, rule.alias = order, alias
        rule.options = o = new(RuleOptions)
        o.keep_all_tokens, o.expand1, o.priority, o.template_source, o.empty_indices = options
        rule._deserialize()
        memo[key] = rule
    return memo


class _CompactLALR:
    """Lark's `LALR_Parser`, read from this module's LALR table (Lark's plugin for its parser class:
    only `deserialize` is called, and it makes a `LALR_Parser` as Lark's own does)."""

    @classmethod
    def deserialize(cls, data, memo, callbacks, debug=False):
        names = data["tokens"]
        # Each action used, made once (a reduction by a rule the memo lacks: KeyError, a miss, as
        # Lark's own reader has it).
        actions = {code: (Reduce, memo[code >> 1]) if code & 1 else (Shift, code >> 1)
                   for code in {code for flat in data["states"] for code in flat[1::2]}}
        name, action = names.__getitem__, actions.__getitem__
        states = {number: dict(zip(map(name, flat[0::2]), map(action, flat[1::2])))
                  for number, flat in enumerate(data["states"])}
        inst = LALR_Parser.__new__(LALR_Parser)
        inst._parse_table = IntParseTable(states, data["start_states"], data["end_states"])
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst


def loaded(data: dict, memo: dict, more: dict, **options) -> Lark:
    """The parser `Lark._load_from_dict` makes from what `read` gave, with Lark's load `options`
    (its post-lexer)."""
    built = Lark._load_from_dict(data, memo, **options, **more)
    if more:
        built.options._plugins = {}     # (the plugin was for the load: the parser is Lark's own)
    return built
