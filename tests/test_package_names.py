"""A book id gets the same verdict on every Python the project runs on (dsl/package_names.py reads
fixed lists, dsl/python_names.py, not the running interpreter's)."""
from __future__ import annotations

import builtins
import keyword
import sys

import pytest

from dsl.package_names import id_problem
from dsl.python_names import BUILTINS, KEYWORDS, STDLIB_MODULES, py_name


def test_the_running_pythons_names_are_all_in_the_fixed_lists():
    """A Python newer than the lists (a module, a keyword or a built-in added) fails here: add its names."""
    assert sys.stdlib_module_names <= STDLIB_MODULES
    assert set(keyword.kwlist) | set(keyword.softkwlist) <= KEYWORDS
    assert {n for n in dir(builtins) if not n.startswith("_")} <= BUILTINS


def test_a_built_in_of_a_later_python_is_renamed_on_all():
    """`py_name` renamed the running Python's built-ins: a rule named `PythonFinalizationError` (a
    built-in of 3.13) was written as itself by 3.11 and renamed by 3.13 (other bytes in generated/)."""
    assert py_name("PythonFinalizationError") == "PythonFinalizationError_"
    assert (py_name("print"), py_name("OPTIONAL_RULES"), py_name("_x"), py_name("crt")) == \
        ("print_", "OPTIONAL_RULES_", "u_x", "crt")


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


@pytest.mark.parametrize("book_id", ["sitecustomize", "usercustomize", "SiteCustomize"])
def test_a_module_python_imports_at_every_start_is_refused(book_id):
    """A book `sitecustomize` passed E105: with generated/ on PYTHONPATH (as the engine API's docs
    have it) every Python process imported the book's package at its start, hiding Debian's own."""
    problem = id_problem(book_id)
    assert problem is not None and "imports at every start" in problem[0]


@pytest.mark.parametrize("book_id", ["_distutils_hack", "__editable___wargame_rules_0_1_0_finder", "_game"])
def test_an_id_starting_with_an_underscore_is_refused(book_id):
    """`book _distutils_hack` built clean, and every Python start then printed an error from
    setuptools' .pth file; `__editable___…_finder` hid the project's editable install, and `import dsl`
    failed (hard-input probe). `rules new` took no such id already."""
    problem = id_problem(book_id)
    assert problem is not None and "starts with an underscore" in problem[0]
    assert id_problem(problem[1].removeprefix("try ")) is None   # (the id it suggests is one it takes)


@pytest.mark.parametrize("book_id", ["pkg_resources", "setup", "conftest", "py", "pypdfium2_raw", "pypdfium2_cfg",
                                     "pypdfium2_cli", "cattr", "tzdata"])
def test_a_module_pip_or_pytest_imports_by_name_is_refused(book_id):
    problem = id_problem(book_id)
    assert problem is not None and "already the name" in problem[0]
