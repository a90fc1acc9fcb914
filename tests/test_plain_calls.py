"""The call engines make most, a roll of the dice on a printed column, is let through a table's input
checks at once (`Table._plain`, in `check_call`). That is sound only if every call it lets through
would pass each check one at a time: these tests make calls around it (rolls one past the dice,
columns printed and not, a shift, a second column, a row, a group, a header row's fact, values of
near classes) on every table of every bundled book read by roll, and compare what each public
table function answers or raises with and without the quick way."""
from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from dsl import runtime as rt
from dsl.runtime_tables import Table

from conftest import bundled_books, compiled_book


def _outcome(call):
    try:
        got = call()
    except Exception as err:   # (the class and the message are compared)
        return type(err).__name__, str(err)
    return "answer", repr(got), getattr(got, "trace", None)


def _tables_read_by_roll():
    for name in bundled_books():
        module = compiled_book(name).module
        for tid, table in module.TABLES.items():
            if table._plain_rolls and tid in module.FUNCTIONS:
                yield pytest.param(module, tid, id=f"{name}.{tid}")


class _Label(str):
    """A printed label, as a subclass of str: read as the plain label (not the quick way)."""


@pytest.mark.parametrize("module, tid", list(_tables_read_by_roll()))
def test_a_plain_call_is_answered_as_each_check_answers_it(module, tid, monkeypatch):
    table, fn = module.TABLES[tid], module.FUNCTIONS[tid]
    low, high = min(table._plain_rolls), max(table._plain_rolls)
    printed = sorted(table._printed)[:6]
    columns = [*printed, None, "no such column", _Label(printed[0]), 3, Fraction(7, 2)]
    rolls = [low - 1, low, high, high + 1, True, float(low), None]
    extras = [{}, {"shift": 1}, {"shift": True}, {"shift": False}, {"shift": 0.0}, {"row": "1"}, {"group": "x"}, {"odds": "3:1"}, {"percent": 50},
              {"differential": 2}, {"value": 4}, {"differential": 2, "column": None}]
    if table.header_by:
        extras += [{table.header_by: v} for v in module.ENUMS.get(table.header_by, {"x": 0})][:3]
        extras += [{table.header_by: "no such value"}, {table.header_by: 3}]
    # (a name the function does not take is refused before the table's checks, by both ways alike)
    seen, taken, quick = 0, [], Table._plain
    monkeypatch.setattr(Table, "_plain", lambda self, kw: taken.append(r := quick(self, kw)) or r)
    for roll, column, extra in itertools.product(rolls, columns, extras):
        kw = {"roll": roll, "column": column, **extra}
        fn.forget()
        plain = _outcome(lambda: fn(**kw))
        fn.forget()
        with monkeypatch.context() as m:
            m.setattr(Table, "_plain", lambda self, kw: False)
            checked = _outcome(lambda: fn(**kw))
        assert plain == checked, kw
        seen += 1
    assert taken.count(True) >= 2 and seen > 50   # (the quick way was taken, and calls around it were made)


def test_the_quick_way_is_taken(monkeypatch):
    cs = compiled_book("changsha").module
    taken = []
    plain = Table._plain
    monkeypatch.setattr(Table, "_plain", lambda self, kw: taken.append(r := plain(self, kw)) or r)
    cs.crt.forget()
    assert cs.crt(roll=9, column="3:1", attacker="IJA").text == cs.TABLES["crt"].lookup(roll=9, column="3:1").text
    assert taken == [True]
    cs.crt.forget()
    with pytest.raises(rt.WrongType):
        cs.crt(roll=9, column="3:1", shift=True)
    assert taken[-1] is False
