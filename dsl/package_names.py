"""Which ids a book may take: the id names the book's Python package (`generated/<id>/`, `import
<id>`) and its folders in generated/. Used by the validator (`checks.structure`, E105) and by
`rules new`, which also refuses the modules installed where it runs.

The list is fixed, so the same book gets the same verdict on every machine: Python's keywords and
standard library of every version the project runs on (`python_names`; and its `test` package,
which `sys.stdlib_module_names` leaves out), the project's own packages and generated/'s other
folders, and the modules the compiler itself imports. A book's package put first on `sys.path` (as
`generated/` is) would hide any of them. Nor may a book take a name Windows gives its devices
(`con`, `aux`, `nul`, …): no folder there can have it, so the repository could not be checked out;
nor `sitecustomize` and `usercustomize`, which Python imports at every start from its path; nor an
id starting with an underscore, as the private modules of Python's tools do (`_distutils_hack`, which
setuptools' .pth file imports at every start).
"""
from __future__ import annotations

from .python_names import KEYWORDS, STDLIB_MODULES

MAX_ID_LENGTH = 64   # a folder and a module name everywhere (file systems allow 255 bytes)

# The project's packages, generated/'s other folders, and the compiler's dependencies' modules.
PROJECT = {"dsl", "compiler", "site", "schemas", "generated", "rulebooks", "tests", "docs", "benchmarks"}
DEPENDENCIES = {"lark", "jinja2", "attr", "attrs", "cattrs", "markupsafe", "mkdocs", "pymdownx", "pygments",
                "weasyprint", "pydyf", "fonttools", "tinycss2", "cssselect2", "tinyhtml5", "pyphen", "yaml",
                "pytest", "hypothesis", "jsonschema", "setuptools", "pip",
                # …and the modules those import in turn (mkdocs reads Markdown with `markdown`, WeasyPrint
                # draws with `PIL` and `cffi`), and the test dependencies' own
                "markdown", "click", "yaml_env_tag", "ghp_import", "mergedeep", "platformdirs", "pathspec",
                "packaging", "watchdog", "mkdocs_get_deps", "pil", "cffi", "pycparser", "brotli", "zopfli",
                "webencodings", "pdfplumber", "pdfminer", "pypdfium2", "websocket", "jsonschema_specifications",
                "referencing", "rpds", "pluggy", "iniconfig", "_pytest", "pytest_benchmark", "cpuinfo",
                "sortedcontainers", "dateutil", "typing_extensions", "charset_normalizer", "cryptography",
                # …and what pip and pytest import by these names: setuptools' own, the project's
                # setup.py, and the suite's conftest.py
                "pkg_resources", "setup", "conftest",
                # …and the modules those import by name at start-up: pytest's `py` shim, pypdfium2's
                # own library, settings and command line, cattrs' old name, the time zones'
                # (`rules new` refused them where it found them installed; the check did not)
                "py", "pypdfium2_raw", "pypdfium2_cfg", "pypdfium2_cli", "cattr", "tzdata"}


# Modules Python's `site` imports at every start, from wherever it finds them first: a book of this
# name, with generated/ on PYTHONPATH (as docs/engine-api.md has it), would run in every Python process.
STARTUP_MODULES = {"sitecustomize", "usercustomize"}


# Names Windows gives its devices, in any case and with any extension: no file or folder takes them there
WINDOWS_DEVICES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


def id_problem(book_id: str) -> tuple[str, str] | None:
    """Why `book_id` cannot name a book's package, and what to do instead; None when it can."""
    better = f"{book_id[:MAX_ID_LENGTH - 5]}_game"
    if len(book_id) > MAX_ID_LENGTH:
        return (f"the book id is {len(book_id)} characters long, more than {MAX_ID_LENGTH}",
                "a shorter id: it names the book's folder and Python package")
    if book_id in KEYWORDS:
        return (f"{book_id!r} is a Python keyword and cannot name the book's package", f"try {better}")
    if book_id.startswith("__") and book_id.endswith("__"):   # `import __main__` is the running program
        return (f"{book_id!r} is a name Python gives its own modules and cannot name the book's package",
                f"try {book_id.strip('_') or 'my'}_game")
    if book_id.startswith("_"):   # (`rules new` takes none either)
        return (f"{book_id!r} starts with an underscore, as the private modules of Python and its tools do "
                f"(`_distutils_hack`, which a .pth file imports at every start; an editable install's "
                f"`__editable___…_finder`): the book's package could hide one", f"try {book_id.strip('_') or 'my'}_game")
    lower = book_id.lower()
    if lower in WINDOWS_DEVICES:
        return (f"{book_id!r} names a device on Windows, where no folder can take it (generated/{book_id}/ "
                f"could not be checked out)", f"try {better}")
    if lower in STARTUP_MODULES:
        return (f"{book_id!r} is a module Python imports at every start: with generated/ on PYTHONPATH, the book's "
                f"package would be imported by every Python program run there", f"try {better}")
    if lower in STDLIB_MODULES or lower == "test" or lower in PROJECT or lower in DEPENDENCIES:
        return (f"{book_id!r} is already the name of a Python module or a project folder; "
                f"the book's package would hide it", f"try {better}")
    return None
