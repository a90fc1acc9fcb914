"""`rules lsp`: diagnostics as LSP ranges (0-based, UTF-16 columns), go to definition, hover in the
web book's words, the clause outline, formatting, completion, find references, document links; and
the server itself spoken to over JSON-RPC."""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

pytest.importorskip("pygls")
from lsprotocol import types  # noqa: E402

from compiler import lsp_completion as complete  # noqa: E402
from compiler import lsp_features as f  # noqa: E402
from compiler import lsp_references as refs  # noqa: E402
from compiler.formatting import run as run_fmt  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

BOOK = '''book tiny {
  title "Tiny"
  side red "Red"
  side blue "Blue"
  dice 1d6
}

clause 1.0 "Moving" {
  says "A unit moves up to its allowance; see [2.0]."
  constant allowance = 4 hexes "Hexes a unit may move"
  fact hexes_moved: count = 0 "Hexes the unit has moved"
  formula may_move() "May 𝔸 ≤ move?" = hexes_moved < allowance
  example "Three hexes moved" { may_move(hexes_moved: 3) == yes }
}
'''
COMBAT = '''clause 2.0 "Combat" {
  says "Units that moved [1.0] may attack."
  formula strength(moved: count) "Attack strength" = allowance - moved
  example "Two moved" { strength(2) == 2 }
}
'''
TYPO = BOOK.replace("hexes_moved < allowance", "hexes_moved < allowanse")


@pytest.fixture()
def tiny(tmp_path) -> Path:
    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "00-book.rules").write_text(BOOK, encoding="utf-8")
    (folder / "01-combat.rules").write_text(COMBAT, encoding="utf-8")
    return folder.resolve()


def _at(text: str, needle: str, offset: int = 0) -> tuple[str, int, int]:
    """The line holding `needle`, its 0-based number and the UTF-16 column of `needle` (+ offset)."""
    for number, line in enumerate(text.split("\n")):
        if needle in line:
            return line, number, f.utf16(line, line.index(needle) + offset)
    raise AssertionError(needle)


def test_utf16_columns():
    line = "a𝔸≤b"
    assert [f.utf16(line, i) for i in range(5)] == [0, 1, 3, 4, 5]
    assert [f.character(line, u) for u in range(6)] == [0, 1, 1, 2, 3, 4]


def test_a_typo_is_a_diagnostic_at_its_lsp_range_and_fixing_it_clears_it(tiny):
    book = tiny / "00-book.rules"
    found = f.diagnostics(f.check(tiny, {book: TYPO}), tiny)
    assert sorted(found) == [book, tiny / "01-combat.rules"] and found[tiny / "01-combat.rules"] == []
    [d] = [d for d in found[book] if d.severity == types.DiagnosticSeverity.Error]
    line, number, column = _at(TYPO, "allowanse")
    # 𝔸 is two UTF-16 code units: the column is one more than the characters before the name
    assert column == line.index("allowanse") + 1
    assert (d.code, d.source) == ("E202", "rules")
    assert d.range == types.Range(types.Position(number, column), types.Position(number, column + len("allowanse")))
    assert "allowance" in d.message      # (the hint, "did you mean", rides in the message)
    # the file on disk is untouched: the unsaved text alone had the typo
    assert book.read_text(encoding="utf-8") == BOOK
    assert all(not items for items in f.diagnostics(f.check(tiny, {book: BOOK}), tiny).values())


def test_unsaved_texts_are_not_written_into_the_cache(tiny, tmp_path, monkeypatch):
    """An editor's text at each keystroke is a new text: kept in the process, never on disk."""
    monkeypatch.setenv("RULES_CACHE", str(tmp_path / "cache"))
    f.check(tiny)
    kept = sorted((tmp_path / "cache").iterdir())
    book = tiny / "00-book.rules"
    for n in range(3):
        edited = BOOK.replace("Moving", "Moving" + "!" * n)
        assert f.check(tiny, {book: edited}).book.clauses[0].title == "Moving" + "!" * n
    assert sorted((tmp_path / "cache").iterdir()) == kept


def test_a_diagnostic_in_another_file_of_the_book(tiny):
    combat = tiny / "01-combat.rules"
    broken = COMBAT.replace("[1.0]", "[1.9]")
    found = f.diagnostics(f.check(tiny, {combat: broken}), tiny)
    [d] = [d for d in found[combat] if d.severity == types.DiagnosticSeverity.Error]
    line, number, column = _at(broken, "[1.9]")
    assert d.code == "E201" and d.range.start == types.Position(number, column)
    assert found[tiny / "00-book.rules"] == []


def test_a_clause_defined_twice_points_at_the_first(tiny):
    combat = tiny / "01-combat.rules"
    found = f.diagnostics(f.check(tiny, {combat: COMBAT.replace("clause 2.0", "clause 1.0")}), tiny)
    [d] = [d for d in found[combat] if d.code == "E101"]
    [related] = d.related_information
    assert related.location.uri == (tiny / "00-book.rules").as_uri() and related.location.range.start.line == 7


def test_definition_of_a_clause_reference_and_of_names(tiny):
    loaded = f.check(tiny)
    line, number, column = _at(COMBAT, "[1.0]", 2)
    [where] = f.definition(loaded, tiny, line, number, column)
    assert where.uri == (tiny / "00-book.rules").as_uri() and where.range.start == types.Position(7, 7)
    line, number, column = _at(COMBAT, "allowance -")
    [where] = f.definition(loaded, tiny, line, number, column + 3)
    assert where.range == types.Range(types.Position(9, 11), types.Position(9, 20))
    # after 𝔸 and ≤ on the line: the cursor's UTF-16 column read back to the right character
    line, number, column = _at(BOOK, "hexes_moved <")
    [where] = f.definition(loaded, tiny, line, number, column)
    assert where.range.start == types.Position(10, 7)
    assert f.definition(loaded, tiny, line, number, f.utf16(line, line.index("May"))) == []   # a word of a title


def test_hover_says_what_the_web_book_says(tiny):
    loaded = f.check(tiny)
    line, number, column = _at(COMBAT, "[1.0]", 1)
    shown = f.hover(loaded, line, number, column)
    assert shown.contents.kind == types.MarkupKind.Markdown
    assert shown.range == types.Range(types.Position(number, column - 1), types.Position(number, column + 4))
    text = shown.contents.value
    assert text.startswith("**1\\.0 Moving**\n\nA unit moves up to its allowance; see \\[2\\.0\\]\\.")
    assert "- Value “Hexes a unit may move”: 4 hexes" in text
    line, number, column = _at(COMBAT, "allowance -")
    text = f.hover(loaded, line, number, column).contents.value
    assert text == "Value “Hexes a unit may move”: 4 hexes\n\n_1\\.0 Moving_"
    assert f.hover(loaded, "   ", 0, 1) is None


def test_hover_on_a_titled_formula_or_a_table_says_what_it_is():
    """A titled formula's and a table's hover was the title alone ("Formula “Fire column”": the
    designer probe of stop 62): the formula is said in words, the table's rows, dice and columns."""
    loaded = f.check(ROOT / "rulebooks" / "changsha")
    line = "  x = crt(roll: 9, column: combat_odds(28, 4))"
    said = f.hover(loaded, line, 0, line.index("crt") + 1).contents.value
    assert said.startswith("Table “Combat Results Table”: 9 rows read by a roll of 2d6; columns 1:3, 1:2, 1:1, "
                           "2:1, 3:1, 4:1, 5:1")
    said = f.hover(loaded, line, 0, line.index("combat_odds") + 1).contents.value
    assert said.startswith("Formula “Initial combat odds”: If the attack is less than the defense: the odds of an "
                           "attacker with fewer factors than the defender; otherwise")


def test_definition_and_hover_in_a_bundled_book():
    folder = (ROOT / "rulebooks" / "changsha").resolve()
    loaded = f.check(folder)
    text = (folder / "04-air-support.rules").read_text(encoding="utf-8")
    line, number, column = _at(text, "at most one [12.1]", len("at most one ["))
    [where] = f.definition(loaded, folder, line, number, column)
    combat = (folder / "12-combat.rules").read_text(encoding="utf-8").split("\n")
    assert where.uri == (folder / "12-combat.rules").as_uri()
    assert combat[where.range.start.line][where.range.start.character:].startswith("12.1 ")
    assert f.hover(loaded, line, number, column).contents.value.startswith("**12\\.1 Combat Support**\n\n")


def test_bundled_non_ascii_lines_keep_their_columns():
    """Every diagnostic of War of the Suns (Chinese names, ×, →) starts where its span's text does."""
    folder = (ROOT / "rulebooks" / "war_of_the_suns").resolve()
    loaded = f.check(folder)
    found = f.diagnostics(loaded, folder)
    checked = 0
    for d in loaded.report.diagnostics:
        if d.span is None or d.span.end_line != d.span.line:
            continue
        line = loaded.sources[d.span.path].line(d.span.line)
        if line.isascii():
            continue
        [item] = [x for x in found[folder / d.span.path] if x.message.startswith(d.message)
                  and x.range.start.line == d.span.line - 1][:1]
        assert item.range.start.character == len(line[: d.span.column - 1].encode("utf-16-le")) // 2
        checked += 1
    assert checked


def test_outline_of_a_file(tiny):
    [clause] = f.outline(f.check(tiny), "00-book.rules")
    assert clause.name == "1.0 Moving" and clause.selection_range.start == types.Position(7, 7)
    assert clause.range.end.line == 13


def _apply(text: str, edits) -> str:
    """`edits` (LSP ranges, in the document's lines) applied to `text`, from the last to the first."""
    import re
    lines = re.split(r"(?<=\r\n)|(?<=\n)(?<!\r\n)|(?<=\r)(?!\n)", text)

    def offset(p):
        before = sum(len(x) for x in lines[:p.line])
        line = lines[p.line] if p.line < len(lines) else ""
        return before + f.character(line, p.character)
    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(e.range.start)] + e.new_text + text[offset(e.range.end):]
        lines = re.split(r"(?<=\r\n)|(?<=\n)(?<!\r\n)|(?<=\r)(?!\n)", text)
    return text


MESSY = BOOK.replace('  says "A unit', 'says "A unit').replace("  fact hexes", "        fact hexes") + "\n\n\n"


@pytest.mark.parametrize("ends", ["\n", "\r\n"])
def test_formatting_gives_the_bytes_rules_fmt_writes(tmp_path, ends):
    messy = MESSY.replace("\n", ends)
    edits = f.formatting(messy, "00-book.rules")
    assert edits
    copy = tmp_path / "00-book.rules"
    copy.write_bytes(messy.encode("utf-8"))
    assert run_fmt([copy], check=False, diff=False, out=open(os.devnull, "w"), err=open(os.devnull, "w")) == 0
    assert _apply(messy, edits).encode("utf-8") == copy.read_bytes() != messy.encode("utf-8")
    if ends == "\n":    # only the changed lines are edited: the clause's first line is kept
        assert all(e.range.start.line != 7 for e in edits)
    assert f.formatting(copy.read_text(encoding="utf-8"), "00-book.rules") == []     # laid out already


def test_a_file_that_does_not_parse_is_not_formatted():
    assert f.formatting(MESSY.replace("fact hexes_moved:", "fact hexes_moved"), "00-book.rules") == []


def _complete(loaded, text: str, needle: str, offset: int, fallback=None):
    line, number, column = _at(text, needle, offset)
    return complete.completion(loaded, text.split("\n"), number, column, fallback)


def test_completion_after_a_bracket_gives_the_clauses(tiny):
    loaded = f.check(tiny)
    items = _complete(loaded, COMBAT, "[1.0]", 1)     # in a text, right after `[`
    assert [(i.label, i.detail) for i in items] == [("1.0", "Moving"), ("2.0", "Combat")]
    items = _complete(loaded, COMBAT, "[1.0]", 2)     # `[1` typed: the edit replaces the `1`
    line, number, column = _at(COMBAT, "[1.0]", 1)
    assert items[0].text_edit.range == types.Range(types.Position(number, column), types.Position(number, column + 1))


def test_completion_in_an_expression_gives_the_names_that_fit(tiny):
    loaded = f.check(tiny)
    items = {i.label: i for i in _complete(loaded, COMBAT, "allowance - moved", len("all"))}
    assert items["allowance"].detail == "constant: Hexes a unit may move"
    assert items["may_move"].detail == "formula: May 𝔸 ≤ move?"
    assert items["hexes_moved"].kind == types.CompletionItemKind.Variable
    assert items["red"].detail == "side: Red"
    assert {"if", "and", "not", "yes"} <= set(items) and "clause" not in items
    # the edit replaces the word typed so far, in UTF-16 columns
    line, number, column = _at(COMBAT, "allowance - moved")
    assert items["allowance"].text_edit.range == types.Range(types.Position(number, column),
                                                             types.Position(number, column + 3))
    assert _complete(loaded, BOOK, "4 hexes", 0) != [] and _complete(loaded, BOOK, "Moving", 2) == []   # in a text: none
    assert _complete(loaded, BOOK, "may_move()", 3) == []     # a formula's own name is being written


def test_completion_at_the_start_of_a_line_gives_the_blocks_keywords(tiny):
    loaded = f.check(tiny)
    openers, top, expression = complete.grammar_words()
    text = COMBAT + 'modifier m "M" {\n  dr\n}\n'
    assert {i.label for i in _complete(loaded, text, "  dr", 2)} == set(openers["modifier"]) >= {"drm", "when", "shift"}
    in_clause = {i.label for i in _complete(loaded, COMBAT, "  formula", 2)}
    assert in_clause == set(openers["clause"]) >= {"says", "fact", "modifier", "example", "clause"}
    assert "when" not in in_clause
    assert {i.label for i in _complete(loaded, "cl", "cl", 0)} == set(top) >= {"book", "clause"}
    # in an example's block a line is an expression: names
    assert "strength" in {i.label for i in _complete(loaded, COMBAT, "strength(2) ==", 0)}


def test_completion_in_a_broken_file_uses_the_last_names_that_parsed(tiny):
    book = tiny / "00-book.rules"
    good = f.check(tiny)
    broken_text = BOOK.replace("= hexes_moved < allowance", "= hexes_moved < allo")
    broken_text = broken_text.replace('says "A unit moves', 'says A unit moves')   # (a syntax error above)
    broken = f.check(tiny, {book: broken_text})
    assert any(d.code.startswith("E00") for d in broken.report.diagnostics)
    assert "allowance" not in {i.label for i in _complete(broken, broken_text, "< allo", 6)}
    items = {i.label: i for i in _complete(broken, broken_text, "< allo", 6, fallback=good)}
    assert items["allowance"].detail == "constant: Hexes a unit may move" and "strength" in items


def test_find_references_of_a_clause_and_of_a_name(tiny):
    loaded = f.check(tiny)
    line, number, column = _at(COMBAT, "[1.0]", 2)
    found = refs.references(loaded, tiny, line, number, column)
    assert [(x.uri.rsplit("/", 1)[1], x.range.start.line, x.range.start.character) for x in found] == [
        ("00-book.rules", 7, 7), ("01-combat.rules", number, column - 1)]
    assert len(refs.references(loaded, tiny, line, number, column, with_declaration=False)) == 1
    line, number, column = _at(BOOK, "allowance = 4")
    found = refs.references(loaded, tiny, line, number, column)
    # 𝔸 before it on its line: two UTF-16 units
    _, use_line, use_column = _at(BOOK, "< allowance", 2)
    assert [(x.uri.rsplit("/", 1)[1], x.range.start.line, x.range.start.character) for x in found] == [
        ("00-book.rules", 9, 11), ("00-book.rules", use_line, use_column), ("01-combat.rules", *_at(COMBAT, "allowance -")[1:])]
    assert "allowance" in BOOK.split("\n")[8]     # (in a text: not a use)
    assert len(refs.references(loaded, tiny, line, number, column, with_declaration=False)) == 2


def test_document_links_of_references(tiny):
    loaded = f.check(tiny)
    [link] = refs.links(loaded, tiny, "01-combat.rules")
    line, number, column = _at(COMBAT, "[1.0]")
    assert link.range == types.Range(types.Position(number, column), types.Position(number, column + 5))
    assert link.target == (tiny / "00-book.rules").as_uri() + "#L8"


def test_workspace_symbols_match_ids_and_titles(tiny):
    loaded = f.check(tiny)
    found = refs.workspace_symbols(loaded, tiny, "MOV")
    assert [(s.name, s.kind, s.container_name) for s in found] == [
        ("1.0 Moving", types.SymbolKind.Namespace, None), ("allowance", types.SymbolKind.Constant, "constant"),
        ("hexes_moved", types.SymbolKind.Variable, "fact"), ("may_move", types.SymbolKind.Function, "formula")]
    assert found[1].location.range == types.Range(types.Position(9, 11), types.Position(9, 20))
    assert len(refs.workspace_symbols(loaded, tiny, "")) > len(found) and refs.workspace_symbols(loaded, tiny, "zzz") == []


# ---------------------------------------------------------------- the server over JSON-RPC

class _Client:
    def __init__(self, cwd: Path):
        env = dict(os.environ, PYTHONPATH=str(ROOT), RULES_SERVER="off")
        self.proc = subprocess.Popen([sys.executable, "-m", "compiler.cli", "lsp"], cwd=cwd, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.messages: queue.Queue = queue.Queue()
        self.next_id = 0
        self.seen: list[dict] = []   # every message read, in order
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                header = out.readline()
                if not header:
                    return
                if header in (b"\r\n", b"\n"):
                    break
                name, _, value = header.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            self.messages.put(json.loads(out.read(length)))

    def send(self, method: str, params, request: bool = True) -> int | None:
        body = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            body["id"] = self.next_id
        data = json.dumps(body).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(data), data))
        self.proc.stdin.flush()
        return body.get("id")

    def wait(self, test, timeout: float = 60):
        import time
        end = time.monotonic() + timeout
        while True:
            message = self.messages.get(timeout=max(end - time.monotonic(), 0.01))
            self.seen.append(message)
            if test(message):
                return message

    def answer(self, method: str, params, timeout: float = 60):
        at = self.send(method, params)
        return self.wait(lambda m: m.get("id") == at and "method" not in m, timeout)


def test_the_server_over_stdio(tiny):
    other = tiny.parent / "other"     # a book of the workspace none of whose files is opened
    other.mkdir()
    (other / "00-book.rules").write_text(BOOK.replace("book tiny", "book other").replace("allowance", "reach"),
                                         encoding="utf-8")
    client = _Client(tiny.parent)
    try:
        client.answer("initialize", {"processId": None, "rootUri": tiny.parent.as_uri(), "capabilities": {}})
        client.send("initialized", {}, request=False)
        uri = (tiny / "00-book.rules").as_uri()
        client.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "rules", "version": 1,
                                                              "text": TYPO}}, request=False)
        shown = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)
        [d] = [d for d in shown["params"]["diagnostics"] if d["severity"] == 1]
        line, number, column = _at(TYPO, "allowanse")
        assert d["code"] == "E202"
        assert d["range"] == {"start": {"line": number, "character": column},
                              "end": {"line": number, "character": column + len("allowanse")}}
        client.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                               "contentChanges": [{"text": BOOK}]}, request=False)
        shown = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)
        assert shown["params"]["diagnostics"] == []
        cleared = len(client.seen) - 1
        line, number, column = _at(BOOK, "[2.0]", 2)
        where = client.answer("textDocument/definition", {"textDocument": {"uri": uri},
                                                          "position": {"line": number, "character": column}})
        # the fixed typo's file is cleared once, not twice (the designer probe of stop 62)
        assert [m for m in client.seen[cleared + 1:] if m.get("method") == "textDocument/publishDiagnostics"
                and m["params"]["uri"] == uri] == []
        assert where["result"] == [{"uri": (tiny / "01-combat.rules").as_uri(),
                                    "range": {"start": {"line": 0, "character": 7}, "end": {"line": 0, "character": 10}}}]
        line, number, column = _at(BOOK, "< allowance", 3)
        said = client.answer("textDocument/hover", {"textDocument": {"uri": uri},
                                                    "position": {"line": number, "character": column}})
        assert said["result"]["contents"] == {"kind": "markdown",
                                              "value": "Value “Hexes a unit may move”: 4 hexes\n\n_1\\.0 Moving_"}
        line, number, column = _at(BOOK, "< allowance", 3)
        items = client.answer("textDocument/completion", {"textDocument": {"uri": uri},
                                                          "position": {"line": number, "character": column}})
        [item] = [i for i in items["result"] if i["label"] == "allowance"]
        assert item["detail"] == "constant: Hexes a unit may move"
        found = client.answer("textDocument/references", {"textDocument": {"uri": uri}, "context": {"includeDeclaration": True},
                                                          "position": {"line": number, "character": column}})
        assert [(x["uri"], x["range"]["start"]["line"]) for x in found["result"]] == [
            (uri, 9), (uri, number), ((tiny / "01-combat.rules").as_uri(), 2)]
        client.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                               "contentChanges": [{"text": MESSY}]}, request=False)
        edits = client.answer("textDocument/formatting", {"textDocument": {"uri": uri},
                                                          "options": {"tabSize": 2, "insertSpaces": True}})["result"]
        assert _apply(MESSY, [types.TextEdit(types.Range(types.Position(**e["range"]["start"]), types.Position(**e["range"]["end"])),
                                             e["newText"]) for e in edits]) == BOOK
        [symbol] = client.answer("workspace/symbol", {"query": "strength"})["result"]
        [unopened] = client.answer("workspace/symbol", {"query": "reach"})["result"]
        assert unopened["location"]["uri"] == (other / "00-book.rules").resolve().as_uri()
        # a document neither opened nor on disk: no answer, not an internal error (-32603: the designer probe)
        nowhere = {"textDocument": {"uri": (tiny.parent / "nowhere" / "x.rules").as_uri()},
                   "position": {"line": 0, "character": 0}}
        for method in ("textDocument/hover", "textDocument/definition"):
            got = client.answer(method, nowhere)
            assert "error" not in got and got["result"] in (None, []), got
        assert symbol["location"]["uri"] == (tiny / "01-combat.rules").as_uri()
        assert client.answer("shutdown", None)["result"] is None
        client.send("exit", None, request=False)
        assert client.proc.wait(timeout=30) == 0, client.proc.stderr.read().decode()
    finally:
        if client.proc.poll() is None:
            client.proc.kill()
            client.proc.wait()


def test_without_pygls_the_command_says_what_to_install(tmp_path):
    """pygls hidden (a module of that name that fails to import): one line naming it, exit 2."""
    (tmp_path / "pygls").mkdir()
    (tmp_path / "pygls" / "__init__.py").write_text("raise ImportError('no', name='pygls')\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]), RULES_SERVER="off")
    done = subprocess.run([sys.executable, "-m", "compiler.cli", "lsp"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("rules lsp: the language server needs the Python library pygls: "
                           "pip install 'wargame-rules[lsp]'\n")


def test_a_check_does_not_import_pygls():
    script = ("import sys; from compiler.cli import main; main(['build', '--check']); "
              "print(sorted(m for m in sys.modules if m.startswith(('pygls', 'lsprotocol', 'compiler.lsp'))))")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), RULES_SERVER="off"))
    assert done.stdout.strip().splitlines()[-1] == "[]"
