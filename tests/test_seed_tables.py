"""Printed tables compared cell by cell with the source texts in ../shared/seeds (skipped when the
seeds are not beside the project). Reads the JSON export, as an engine in another language would."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parent.parent.parent / "shared" / "seeds"


def _seed(name: str) -> list[str]:
    path = SEEDS / name
    if not path.is_file():
        pytest.skip(f"the printed rulebook {path} is absent (../shared/seeds is not part of this repository)")
    return path.read_text(encoding="utf-8").splitlines()


def _export(book: str) -> dict:
    out = subprocess.run([sys.executable, "-m", "compiler", "export", book, "--format", "json"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def _table(data: dict, table_id: str) -> dict:
    return next(t for t in data["tables"] if t["id"] == table_id)


def _cell(text: str) -> tuple[str, bool]:
    m = re.fullmatch(r"\s*<u>(.*)</u>\s*", text)
    return (m.group(1).strip(), True) if m else (text.strip(), False)


def test_shanghai_crt_matches_the_printed_aid():
    lines = _seed("003_fcff74ffca848260.txt")
    crt = _table(_export("shanghai_incident"), "crt")
    start = next(i for i, line in enumerate(lines) if line.startswith("City; River\t"))
    headers = [line.split("\t") for line in lines[start:start + 4]]
    rows = [line.split("\t") for line in lines[start + 5:start + 11]]
    assert [h["label"] for h in crt["header_rows"]] == [h[0] for h in headers]
    for printed, ours in zip(headers, crt["header_rows"]):
        # a label like "+ 10" is kept as printed; blanks pad the left-aligned rows
        assert [c.strip() for c in printed[1:]] == [c.strip() for c in ours["columns"]]
    assert crt["rows"] == [r[0] for r in rows]
    for printed, cells, marks in zip(rows, crt["cells"], crt["marks"]):
        expected = [_cell(c) for c in printed[1:]]
        assert [(c, "underline" in m) for c, m in zip(cells, marks)] == expected


def test_changsha_crt_matches_the_printed_table():
    lines = _seed("000_38e56100b0f63534.txt")
    crt = _table(_export("changsha"), "crt")
    start = next(i for i, line in enumerate(lines) if line.startswith("Die Roll\t1:3"))
    assert crt["columns"] == [c for c in lines[start].split("\t")[1:] if c]
    printed = [[c for c in line.split("\t") if c] for line in lines[start + 1:start + 10]]
    assert crt["rows"] == [r[0] for r in printed]
    assert crt["cells"] == [r[1:] for r in printed]


def test_changsha_barrage_table_matches_the_printed_table():
    lines = _seed("000_38e56100b0f63534.txt")
    table = _table(_export("changsha"), "barrage_table")
    start = next(i for i, line in enumerate(lines) if line.startswith("Die Roll\t2\t"))
    assert table["columns"] == lines[start].split("\t")[1:5]
    printed = [line.split("\t")[:5] for line in lines[start + 1:start + 6]]
    assert table["rows"] == [r[0] for r in printed]
    # the extraction prints one dash as "_" and mixes dash characters; all mean no effect
    norm = {"_": "-", "–": "-", "—": "-"}
    assert table["cells"] == [[norm.get(c, c) for c in r[1:]] for r in printed]


def _recruit_chart(lines: list[str], title: str) -> list[tuple[str, str, str]]:
    """(group, unit type, cost) for every row of a Khalkin-Gol recruit chart, read from the
    tab-separated extraction: a line with one cell is a group heading."""
    start = lines.index(next(line for line in lines if line.startswith(title)))
    assert lines[start + 1].split("\t")[:2] == ["Unit type", "RP Cost"]
    rows, group = [], None
    for line in lines[start + 2:]:
        cells = [c.strip() for c in line.split("\t") if c.strip()]
        if not cells:
            break
        if len(cells) == 1:
            group = cells[0]
        else:
            rows.append((group, cells[0], cells[1]))
    return rows


@pytest.mark.parametrize("title, table_id", [("SOVIET RECRUIT CHART", "soviet_recruit"),
                                             ("JAPANESE RECRUIT CHART", "japanese_recruit")])
def test_khalkin_gol_recruit_charts_keep_every_printed_row(title, table_id):
    printed = _recruit_chart(_seed("001_3dbde536f47fc65c.txt"), title)
    # the extraction runs the next row's cost onto one line ("1 0.5" above "1-3 garrison 0.5"):
    # the second number belongs to the row below, whose label and cost follow on their own line
    for i, (group, label, cost) in enumerate(printed):
        if " " in cost:
            first, second = cost.split()
            assert printed[i + 1][2] == second, (label, cost)
            printed[i] = (group, label, first)
    table = _table(_export("khalkin_gol"), table_id)
    ours = list(zip(table["row_groups"], table["rows"], [c[0] for c in table["cells"]]))
    assert ours == printed
