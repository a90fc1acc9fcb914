"""`rules lsp`, completion where the type comes from a declaration: after a `.`, the fields of a
formula's parameter declared a record, of a fact of a record, of an item of a parameter's list; a
call that spans lines; a table's `lookup` method; after `is` (`==`, `in (`), the values of the list
a fact, a parameter or a field is declared of; and the same through the server, on a file that
does not parse."""
from __future__ import annotations

import pytest

pytest.importorskip("pygls")
from lsprotocol import types  # noqa: E402

from compiler import lsp_features as f  # noqa: E402
from compiler.lsp_completion import completion  # noqa: E402

TYPED = '''book typed {
  title "Typed"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1.0 "Combat" {
  says "Combat."
  results crt_result "Combat result" {
    split "/"
    "A{loss}" => attacker "The attacker loses {loss} steps"
    "D{loss}R{retreat}" => defender "The defender loses {loss} and retreats {retreat}"
  }
  table crt "Combat Results Table" {
    roll 1d6
    columns odds
    results crt_result
    | 1d6 | 1-1 | 2-1    |
    |-----|-----|--------|
    | 1-3 | A1  | D1R1   |
    | 4-6 | A1  | A1/D1R2 |
  }
  enum weather "Weather" { clear "Clear", mud "Mud", snow "Snow" }
  record officer "A leader" {
    rating: count "His rating"
    wounded: flag = no "He is wounded"
    seen_in: weather = clear "The weather he was last seen in"
  }
  record unit "A unit in the attack" {
    factor: count "Its attack factor"
    shaken: flag = no "It is shaken"
  }
  fact commander: officer "The army's commander"
  fact sky: weather = clear "Today's weather"
  fact mover: side = red "The side moving"
  fact u: count = 0 "A count spelled like the parameters"
  fact die: count = 1 "The die"
  fact attackers: list of unit "The attacking units"
  formula rated(u: officer) "Rated" = u.rating
  formula total(units: list of unit) "Total" = sum(x.factor for each x in units)
  formula pace(w: unit) "Pace" = w.factor
  exception slowed "A wounded leader slows the unit" {
    overrides pace
    when die > 5
    use w.factor - 1
  }
}
'''


@pytest.fixture()
def typed(tmp_path):
    folder = tmp_path / "typed"
    folder.mkdir()
    (folder / "00-book.rules").write_text(TYPED, encoding="utf-8")
    loaded = f.check(folder.resolve())
    assert not [d for d in loaded.report.diagnostics if d.severity == "error"], loaded.report.diagnostics
    return loaded


def _labels(loaded, *lines: str) -> set[str]:
    """What completion offers at the end of the last of `lines`, written after TYPED's clause."""
    text = TYPED.split("\n")
    text = text[:-2] + list(lines) + text[-2:]
    at = len(text) - 3
    return {i.label for i in completion(loaded, text, at, len(lines[-1]))}


UNIT = {"factor", "shaken"}
OFFICER = {"rating", "wounded", "seen_in"}
RESULT = {"loss", "retreat", "attacker", "defender", "text", "kind", "rewritten_text"}


def test_a_parameter_declared_a_record_gives_its_fields(typed):
    assert _labels(typed, "  formula f(u: unit) = u.") == UNIT
    assert _labels(typed, "  formula f(n: count, u: unit) = n + u.fa") == UNIT   # (a word typed is replaced)
    assert _labels(typed, "  formula f(u: officer) = u.") == OFFICER
    # a record's field holds a plain value: nothing after it
    assert _labels(typed, "  formula f(u: unit) = u.factor.") == set()
    # a list of records has no fields; nor has a name of no record (the fact `u` is a count)
    assert _labels(typed, "  formula f(u: list of unit) = u.") == set()
    assert _labels(typed, "  example { u.") == set()
    assert _labels(typed, "  formula f(u: unit) = u.nothing.") == set()


def test_a_formula_s_body_on_the_lines_after_its_header(typed):
    assert _labels(typed, "  formula f(u: unit) \"F\" =", "    if u.factor > 2", "    then u.") == UNIT
    assert _labels(typed, "  formula f(u: unit) = u.factor", "  inferred when u.") == UNIT
    # another item below the formula is out of its scope
    assert _labels(typed, "  formula f(u: unit) = u.factor", "  example { u.") == set()
    assert _labels(typed, "  formula f(u: unit) = u.factor", "  fact v: count", "  example { u.") == set()


def test_an_exception_s_use_reads_the_parameters_of_the_formula_it_overrides(typed):
    assert _labels(typed, "  exception e \"E\" {", "    overrides pace", "    use w.") == UNIT
    assert _labels(typed, "  exception e \"E\" {", "    overrides pace", "    when w.") == set()


def test_a_fact_of_a_record_and_an_item_of_a_parameter_s_list(typed):
    assert _labels(typed, "  example { commander.") == OFFICER
    # (the aggregate's `for each` not written yet: its item's list is not known)
    assert _labels(typed, "  formula f(us: list of unit) = sum(v.") == set()
    text = TYPED.split("\n")
    # items of each other's lists (a text being written): nothing, not a loop without end
    looped = "  example { sum(a. for each a in b) + sum(b.x for each b in a) }"
    assert completion(typed, text[:-2] + [looped] + text[-2:], len(text) - 2, looped.index(".") + 1) == []
    line = "  formula f(os: list of officer) = sum(v.r for each v in os)"
    text = text[:-2] + [line] + text[-2:]
    got = completion(typed, text, len(text) - 3, line.index(".r ") + 2)
    assert [(i.label, i.kind, i.detail) for i in got] == [
        ("rating", types.CompletionItemKind.Field, "count: His rating"),
        ("wounded", types.CompletionItemKind.Field, "flag: He is wounded"),
        ("seen_in", types.CompletionItemKind.Field, "weather: The weather he was last seen in")]


def test_a_call_spanning_several_lines(typed):
    assert _labels(typed, "  example { crt(roll: die,", '                column: "1-1").') == RESULT
    # a comment's parenthesis and a text's are not the call's
    assert _labels(typed, "  example { crt(roll: die,   # (a note) ) (", '      column: "1-1"', "    ).defender.") \
        == {"loss", "retreat"}
    assert _labels(typed, "  example { crt(", "    roll: die,", '    column: "2-1"', "  ).a") == RESULT


def test_after_a_lookup_method_the_result_s_fields(typed):
    assert _labels(typed, '  example { crt.lookup(roll: die, column: "1-1").') == RESULT
    assert _labels(typed, '  example { crt.lookup(roll: die, column: "1-1").defender.') == {"loss", "retreat"}
    assert _labels(typed, '  example { crt.lookup(roll: die,', '    column: "1-1").attacker.') == {"loss"}
    # the other methods give a text or a number: no fields; nor does a method of what is no table
    assert _labels(typed, '  example { crt.cell(row: "1-3", column: "1-1").') == set()
    assert _labels(typed, '  example { crt.column(column: "1-1", shift: 1).') == set()
    assert _labels(typed, '  example { rated(u: 3).lookup(roll: 3).') == set()
    assert _labels(typed, '  example { commander.lookup(roll: 3).') == set()


def _items(loaded, *lines: str) -> list[tuple[str, str]]:
    text = TYPED.split("\n")
    text = text[:-2] + list(lines) + text[-2:]
    return [(i.label, i.detail) for i in completion(loaded, text, len(text) - 3, len(lines[-1]))]


WEATHER = [("clear", "value of weather: Clear"), ("mud", "value of weather: Mud"), ("snow", "value of weather: Snow")]


def test_after_is_the_values_of_the_list_compared(typed):
    assert _items(typed, "  example { sky is ") == WEATHER + [("not", "keyword")]
    assert _items(typed, "  example { sky is not m") == WEATHER     # (the word typed is replaced)
    assert _items(typed, "  example { sky == ") == _items(typed, "  example { sky != ") == WEATHER
    assert _items(typed, "  example { sky in (clear, ") == _items(typed, "  example { sky not in (") == WEATHER
    # a parameter, a record's field and a side
    assert _items(typed, "  formula f(w: weather) = w is ")[:3] == WEATHER
    assert _items(typed, "  formula f(u: officer) = u.seen_in == ") == WEATHER
    assert _items(typed, "  example { commander.seen_in is s")[:3] == WEATHER
    assert _items(typed, "  example { mover is ") == [("red", "side: Red"), ("blue", "side: Blue"), ("not", "keyword")]
    # of no list: the names and words that fit an expression anywhere
    anywhere = {label for label, _ in _items(typed, "  example { die is ")}
    assert {"sky", "clear", "red", "if"} <= anywhere
    assert {label for label, _ in _items(typed, "  example { sky is")} >= {"sky", "die"}   # (`is` being typed)


def test_through_the_server_on_a_file_that_does_not_parse(tmp_path):
    from tests.test_lsp import _Client
    folder = tmp_path / "typed"
    folder.mkdir()
    (folder / "00-book.rules").write_text(TYPED, encoding="utf-8")
    uri = (folder / "00-book.rules").resolve().as_uri()
    client = _Client(tmp_path)
    try:
        client.answer("initialize", {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}})
        client.send("initialized", {}, request=False)
        client.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "rules", "version": 1,
                                                              "text": TYPED}}, request=False)
        client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        typing = TYPED.replace("= u.rating", "= u.\n  example { crt.lookup(roll: die,\n    column: \"1-1\").\n"
                                             "  example { commander.seen_in is ")
        client.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                               "contentChanges": [{"text": typing}]}, request=False)
        shown = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        assert any(d["code"].startswith("E00") for d in shown["params"]["diagnostics"])   # (it does not parse)
        lines = typing.split("\n")

        def labels(needle: str) -> set[str]:
            [number] = [n for n, text in enumerate(lines) if text.endswith(needle)]
            got = client.answer("textDocument/completion", {"textDocument": {"uri": uri},
                                                            "position": {"line": number, "character": len(lines[number])}})
            return {i["label"] for i in got["result"]}
        assert labels("= u.") == OFFICER
        assert labels('"1-1").') == {"loss", "retreat", "attacker", "defender", "text", "kind", "rewritten_text"}
        assert labels("seen_in is ") == {"clear", "mud", "snow", "not"}
        # where an argument of the lookup starts: the table's inputs not given yet, with the book's names
        assert {"column", "odds", "shift", "die"} <= labels("lookup(roll: die,") and "roll" not in labels("lookup(roll: die,")
        # hover on a table's own input, in the file that does not parse (its table read from the last parse)
        [number] = [n for n, text in enumerate(lines) if "crt.lookup(roll" in text]
        said = client.answer("textDocument/hover", {"textDocument": {"uri": uri}, "position": {
            "line": number, "character": lines[number].index("roll") + 1}})["result"]
        assert said["contents"]["value"] == ("**roll**: an input of the table crt “Combat Results Table” in "
                                             "`crt.lookup(…)`: the roll of 1d6 that picks the row")
        assert client.answer("shutdown", None)["result"] is None
        client.send("exit", None, request=False)
        assert client.proc.wait(timeout=30) == 0
    finally:
        if client.proc.poll() is None:
            client.proc.kill()
            client.proc.wait()


def test_a_word_of_100000_letters_before_a_dot_is_answered_at_once(typed):
    """Every letter of a long word was tried as the start of the word being typed: a minute for
    100,000 letters, the server deaf meanwhile (it is well under a second now)."""
    import time
    for line in ("  example { " + "a" * 100_000 + ".", "  example { " + "a" * 100_000 + " is ",
                 "  formula f(u: unit) = u." + "b" * 100_000):
        began = time.monotonic()
        _labels(typed, line)
        assert time.monotonic() - began < 5, line[:40]
