"""`rules check --draft`: a book written top-down cites clauses it has not written yet. Without
--draft each such reference is an error (E201); with it each is a warning (W201), the check passes
when nothing else is wrong, and the report ends with one list of the missing clause ids."""
from __future__ import annotations

import re
import subprocess
import sys

from conftest import ROOT

HEADER = 'book topdown {\n  title "Top Down"\n  side red "Red"\n  side blue "Blue"\n  dice 1d6\n}\n'
# An outline written first: 17 references to chapters and sections that do not exist yet.
OUTLINE = HEADER + '''
clause 1.0 "Introduction" {
  says "Movement [2.0], combat [3.0], supply [4.0], reinforcements [5.0] and victory [6.0]."
}
clause 1.1 "Sequence" {
  says "Move [2.1] [2.2] [2.3], then fight [3.1] [3.2] [3.3], then check supply [4.1] [4.2]."
  see [5.1], [5.2]
  fact across_river: flag "Attacking across a river"
  modifier river "River" [3.4] { shift 1 left  when across_river }
  exception thaw "Thaw" { overrides [6.1]  says "Spring [6.1] thaws the rivers." }
  example "A river shifts one column left" { river(across_river: yes) == -1 }
}
'''
MISSING = ["2.0", "2.1", "2.2", "2.3", "3.0", "3.1", "3.2", "3.3", "3.4", "4.0", "4.1", "4.2",
           "5.0", "5.1", "5.2", "6.0", "6.1"]


def rules(*args):
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True, text=True)


def _book(tmp_path, text=OUTLINE):
    folder = tmp_path / "topdown"
    folder.mkdir()
    (folder / "book.rules").write_text(text, encoding="utf-8")
    return folder


def test_without_draft_every_unwritten_clause_is_an_error(tmp_path):
    out = rules("check", str(_book(tmp_path)))
    assert out.returncode == 1
    assert out.stderr.count("error[E201]") + out.stderr.count("error[E309]") == 18  # 6.1 twice
    assert "not written yet" not in out.stderr


def test_draft_turns_them_into_warnings_and_ends_with_one_list(tmp_path):
    out = rules("check", "--draft", str(_book(tmp_path)))
    assert out.returncode == 0, out.stderr
    assert "error[" not in out.stderr
    assert out.stderr.count("warning[W201]") == 18
    last = out.stderr.strip().splitlines()[-1]
    assert last == f"not written yet (17 clauses): {', '.join(MISSING)}"
    assert out.stderr.count("not written yet (") == 1
    verdict = next(x for x in out.stderr.splitlines() if x.startswith("topdown: "))
    assert verdict.startswith("topdown: ok — 2 clauses, 0 tables, 1 example run, 18 warnings")


def test_draft_warning_is_positioned(tmp_path):
    out = rules("check", "--draft", str(_book(tmp_path)))
    lines = out.stderr.splitlines()
    head = next(i for i, x in enumerate(lines) if "clause [3.2] is not written yet" in x)
    source_line = OUTLINE.splitlines()[11]
    column = source_line.index("[3.2]") + 1
    assert re.search(rf"book\.rules:12:{column}: warning\[W201\]: ", lines[head]), lines[head]
    assert lines[head + 1].endswith(source_line)
    assert lines[head + 2].index("^") - lines[head + 1].index("|") - 2 == column - 1
    assert "hint: write clause 3.2" in lines[head + 3]


def test_draft_still_fails_on_real_errors(tmp_path):
    broken = OUTLINE.replace("when across_river", "when across_rivers")
    out = rules("check", "--draft", str(_book(tmp_path, broken)))
    assert out.returncode == 1
    assert "error[E202]" in out.stderr and "not written yet (17 clauses)" in out.stderr


def test_draft_json_has_warnings(tmp_path):
    import json
    out = rules("check", "--draft", "--format", "json", str(_book(tmp_path)))
    assert out.returncode == 0
    report = json.loads(out.stdout)
    assert sorted(report) == ["diagnostics", "not_written"]
    data = report["diagnostics"]
    assert {d["severity"] for d in data} == {"warning"} and len(data) == 18
    assert sorted({d["message"].split("[")[1].split("]")[0] for d in data}) == sorted(MISSING)
    # the one list the text report ends with, in the same numbering order
    assert report["not_written"] == MISSING


def test_draft_json_lists_nothing_for_a_written_book_and_plain_json_stays_an_array(tmp_path):
    import json
    done = HEADER + 'clause 1 "One" { says "See [2]." }\nclause 2 "Two" { says "Back to [1]." }\n'
    out = rules("check", "--draft", "--format", "json", str(_book(tmp_path, done)))
    assert out.returncode == 0 and json.loads(out.stdout) == {"diagnostics": [], "not_written": []}
    outline = tmp_path / "outline"
    outline.mkdir()
    out = rules("check", "--format", "json", str(_book(outline)))
    assert out.returncode == 1 and isinstance(json.loads(out.stdout), list)    # without --draft: errors, as before


def test_a_written_book_has_nothing_to_list(tmp_path):
    done = HEADER + 'clause 1 "One" { says "See [2]." }\nclause 2 "Two" { says "Back to [1]." }\n'
    out = rules("check", "--draft", str(_book(tmp_path, done)))
    assert out.returncode == 0 and "warning" not in out.stderr and "not written yet" not in out.stderr


CELLS = HEADER + '''
clause 1 "Movement" {
  says "Costs by terrain."
  table costs "Movement costs" {
    | Terrain | Cost           |
    |---------|----------------|
    | Clear   | 1              |
    | River   | see [1.1]      |
    | Swamp   | see [2.3] [27] |
  }
}
clause 1.1 "Rivers" { says "Crossing a river costs all movement." }
'''


def test_references_in_table_cells_are_checked(tmp_path):
    out = rules("check", str(_book(tmp_path, CELLS)))
    assert out.returncode == 1
    lines = out.stderr.splitlines()
    (head,) = [i for i, x in enumerate(lines) if "error[" in x]
    row = CELLS.splitlines().index("    | Swamp   | see [2.3] [27] |") + 1
    column = CELLS.splitlines()[row - 1].index("[2.3]") + 1
    assert lines[head].endswith(f"book.rules:{row}:{column}: error[E201]: reference to unknown clause [2.3]")
    assert lines[head + 2].index("^") - lines[head + 1].index("|") - 2 == column - 1
    # in draft it is one more clause not written yet; `[27]` (no dot) is printed text, not a reference
    (tmp_path / "again").mkdir()
    out = rules("check", "--draft", str(_book(tmp_path / "again", CELLS)))
    assert out.returncode == 0 and out.stderr.strip().splitlines()[-1] == "not written yet (1 clause): 2.3"


def test_cell_references_count_as_citations(tmp_path):
    from compiler.pipeline import compile_book
    c = compile_book(_book(tmp_path, CELLS.replace(" [2.3]", "")))
    assert c.ok
    assert c.loaded.symbols.referenced_by["1.1"] == ["1"]


def test_cell_references_are_links_in_the_web_book():
    from compiler.site_text import Linker
    linker = Linker(["4.0", "1.1"], [], lambda ref: "Main rules" if ref.startswith("25.") else None,
                    lambda _cid: "rules.md")
    html = str(linker.cell("Marginal, see [4.0] & [25.3], not [27] nor [9.9] <b>", "tables.md"))
    assert html == ('Marginal, see <a href="rules.html#4.0">[4.0]</a> &amp; [25.3]<sup title="Main rules">ext'
                    '</sup>, not [27] nor [9.9] &lt;b&gt;')
    assert str(linker.cell("see [1.1]", "rules.md")) == 'see <a href="#1.1">[1.1]</a>'
    golden = (ROOT / "tests" / "golden" / "fixture" / "site-tables.md").read_text(encoding="utf-8")
    assert '<td class="l">Marginal, see <a href="rules.html#4.0">[4.0]</a></td>' in golden


def test_build_refuses_a_draft_and_points_to_check_draft(tmp_path):
    import os
    (tmp_path / "rulebooks").mkdir()
    _book(tmp_path / "rulebooks", OUTLINE)
    env = dict(os.environ, RULES_ROOT=str(tmp_path), RULES_CACHE="off")
    out = subprocess.run([sys.executable, "-m", "compiler", "build"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 1
    assert "generated/ left unchanged" in out.stderr
    assert out.stderr.strip().splitlines()[-1] == \
        "writing top-down? `rules check --draft` lists the clauses not written yet"
    assert not (tmp_path / "generated").exists()
    out = subprocess.run([sys.executable, "-m", "compiler", "build", "--draft"], cwd=ROOT, env=env,
                         capture_output=True, text=True)
    assert out.returncode == 2
