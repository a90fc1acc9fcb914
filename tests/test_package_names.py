"""A book id gets the same verdict on every Python the project runs on (dsl/package_names.py reads
fixed lists, dsl/python_names.py, not the running interpreter's)."""
from __future__ import annotations

import keyword
import sys

import pytest

from dsl.package_names import id_problem
from dsl.python_names import KEYWORDS, STDLIB_MODULES


def test_the_running_pythons_names_are_all_in_the_fixed_lists():
    """A Python newer than the lists (a module or a keyword added) fails here: add its names."""
    assert sys.stdlib_module_names <= STDLIB_MODULES
    assert set(keyword.kwlist) | set(keyword.softkwlist) <= KEYWORDS


@pytest.mark.parametrize("book_id", ["cgi", "imp", "distutils", "telnetlib", "asyncore"])
def test_a_module_one_of_the_supported_pythons_has_is_refused_on_all(book_id):
    """`cgi` is in 3.11's standard library and not in 3.13's; `imp` left in 3.12: refused by all."""
    problem = id_problem(book_id)
    assert problem is not None and "already the name of a Python module" in problem[0]


def test_a_soft_keyword_of_a_later_python_is_refused_on_all():
    """`type` became a soft keyword in Python 3.12: refused on 3.11 too."""
    problem = id_problem("type")
    assert problem is not None and "keyword" in problem[0]


@pytest.mark.parametrize("book_id", ["changsha", "khalkin_gol", "my_game", "ardennes44"])
def test_an_ordinary_id_is_accepted(book_id):
    assert id_problem(book_id) is None
