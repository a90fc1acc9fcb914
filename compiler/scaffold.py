"""`rules new GAME`: a new rulebook folder that checks, builds, and has its own web book and aid.
Fed by: the command line (a book id and a title); nothing else — it writes the first files a
designer edits, which every other stage then reads (`rulebooks/GAME/00-book.rules`).

The book has a header (two sides, one die), a clause with a restatement, a small results table with
its result vocabulary, an executable example, and an `aid` block, so `rules build` gives it a Python
package, JSON, vectors, a player aid and a web book at once. A project without a site configuration
(a new folder rather than a clone of this repository) also gets `mkdocs.yml` and a home page, so
`mkdocs build` turns `generated/site/` into HTML (search through the plugin `rules-search`, which
`compiler.site_search` registers, so no path to this project is written; links and anchors
checked). Nothing that exists is ever overwritten.
"""
from __future__ import annotations

import contextlib
import html
import importlib.util
import json
import os
import re
from pathlib import Path

from dsl.files import BOOK_HEADER
from dsl.limits import MAX_AID_TITLE
from dsl.package_names import id_problem

from .site_text import md_escape

BOOK_ID = re.compile(r"[a-z][a-z0-9_]*")

AID_SUFFIX = ": Player Aid"   # what a new book's aid adds to its title (its title must leave room for it: E008)

BOOK = '''\
# {title}: a new rulebook, made by `rules new {id}`.
# Check it with `rules check {id}`; `rules build` compiles it into generated/{id}/ (Python package,
# JSON, conformance vectors, player aid) and its web book (generated/site/books/{id}/).
# Add files beside this one as the book grows: every .rules file of this folder is part of the book,
# read in name order (01-movement.rules, 02-combat.rules, …: this one, 00-, comes first).

book {id} {{
  title "{title_text}"
  side red "Red"
  side blue "Blue"
  dice 1d6
}}

clause 1.0 "Combat" {{
  says "Roll one die and read the result in the column of the attack odds."
  results combat_result "Combat result" {{
    "A{{loss}}" => attacker "The attacker loses {{loss}} steps"
    "D{{loss}}" => defender "The defender loses {{loss}} steps"
    "-"       => no_effect "No effect"
  }}
  table crt "Combat Results Table" {{
    roll 1d6
    columns odds
    results combat_result
    off left: clamp
    off right: clamp
    | 1d6 | 1:1 | 2:1 | 3:1 |
    |-----|-----|-----|-----|
    | 1-2 | A1  | -   | D1  |
    | 3-4 | -   | D1  | D1  |
    | 5-6 | D1  | D1  | D2  |
  }}
  example "A 6 at 3:1" {{ crt(roll: 6, column: 3:1) == "D2" }}
  example "Odds above 3:1 read the 3:1 column" {{ crt(roll: 1, column: 5:1) == "D1" }}
}}

aid {id}_aid "{title_text}{aid_suffix}" {{
  page A4 landscape
  heading "Combat"
  table crt
  results combat_result
  note "Attack odds are rounded in the defender's favour."
}}
'''

def site_name(title: str) -> str:
    """The book's title as mkdocs.yml's `site_name`: a YAML string (JSON's double-quoted form, every
    escape YAML's too) of the title with `<`, `>` and `&` written as HTML entities, since mkdocs'
    theme prints the site name into every page's navbar unescaped (a title `Panzer <Blitz>` lost
    its word, `<script>` ran)."""
    return json.dumps(html.escape(title, quote=False), ensure_ascii=False)


MKDOCS = '''\
site_name: {title_yaml}
# The site source is assembled by `rules build` in generated/site/: docs/ as written, and one web
# book per rulebook under books/. `mkdocs build --strict` turns it into HTML in site/.
docs_dir: generated/site
site_dir: site
use_directory_urls: false
strict: true
theme:
  name: mkdocs
  highlightjs: false
plugins:
  - search
  - rules-search   # search results read as rules: titles as text ("&", not "&amp;"); installed with `rules`
markdown_extensions:
  - attr_list
  - admonition
  - tables
  - toc:
      permalink: true
  - pymdownx.highlight:
      use_pygments: true
  - pymdownx.superfences
  - pymdownx.details
validation:
  omitted_files: info
  absolute_links: warn
  unrecognized_links: warn
  anchors: warn      # a link to a heading that is not there fails the strict build
nav:
  - Home: index.md
  - Rulebooks: books/index.md
'''

HOME = '''\
# {title}

The [rulebooks](books/index.md) of this project, each as a cross-referenced web book.
'''


class ScaffoldError(Exception):
    """The book cannot be made as asked (a usage error: exit 2)."""


def check_id(book_id: str) -> None:
    if not BOOK_ID.fullmatch(book_id):
        raise ScaffoldError(f"{book_id!r} is not a book id: use lower-case letters, digits and _, "
                            "starting with a letter (it names the book's Python package), e.g. my_game")
    problem = id_problem(book_id)
    if problem is None and importlib.util.find_spec(book_id) is not None:   # installed here (the check's list is fixed)
        problem = (f"{book_id!r} is already the name of a Python module installed here; "
                   "the book's package would hide it", f"try {book_id}_game")
    if problem is not None:
        raise ScaffoldError(f"{problem[0]}: {problem[1]}")


def check_title(text: str) -> None:
    """A title is one line of printable text: a control character (a carriage return, NEL), a line
    separator or a byte the terminal could not decode (a lone surrogate) would be written into the
    book and break it, or fail to be written at all."""
    if not text.strip():
        raise ScaffoldError("the title must be one line of text, not empty")
    longest = MAX_AID_TITLE - len(AID_SUFFIX)   # (the new book's aid is titled "<title>: Player Aid")
    if len(text) > longest:
        raise ScaffoldError(f"the title is {len(text):,} characters long; a book's title is at most {longest} "
                            f"(its player aid prints it as a heading): shorten it")
    bad = next((c for c in text if not c.isprintable() and c != " "), None)
    if bad is not None:
        what = "a byte that is not UTF-8" if 0xD800 <= ord(bad) <= 0xDFFF else f"U+{ord(bad):04X}"
        raise ScaffoldError(f"the title must be one line of printable text; it holds {what} "
                            f"at character {text.index(bad) + 1}: retype the title")


def _rules_text(text: str) -> str:
    """Text for inside "…" in a .rules file: escapes undone by the reader, brackets not a reference."""
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("[", "\\[").replace("]", "\\]")


def new_book(root: Path, book_id: str, title: str | None = None) -> list[Path]:
    """Write the book (and, for a project without one, the site configuration); return the files."""
    check_id(book_id)
    title = title if title is not None else book_id.replace("_", " ").title()
    check_title(title)   # before anything is written: a refused title leaves no folder behind
    folder = root / "rulebooks" / book_id
    if os.path.lexists(folder):
        raise ScaffoldError(f"rulebooks/{book_id} already exists; choose another id, or edit the book that is there")
    taken = _id_declared(root, book_id)
    if taken is not None:
        raise ScaffoldError(f"the book in {taken} is already `book {book_id}` (ids name generated/ folders and packages, "
                            f"whatever their case): choose another id, or edit that book")
    written: list[Path] = []
    made = [path for path in (root / "rulebooks", folder, root / "docs") if not os.path.lexists(path)]
    try:
        _write_book(root, folder, book_id, title, written)
    except OSError as err:   # a folder that cannot be written, a full disk: nothing half made is left
        # (each step on its own: the file that failed may be one whose path is too long to name,
        # ENAMETOOLONG again, and the folders this made are removed only if empty)
        for path in reversed(written):
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
        for path in reversed(made):
            with contextlib.suppress(OSError):
                path.rmdir()
        raise ScaffoldError(f"cannot write {err.filename or folder}: {err.strerror or err}") from None
    return written


def _id_declared(root: Path, book_id: str) -> str | None:
    """The folder (as `rulebooks/NAME`) of a book whose header declares `book_id`, in any case (a
    folder's name need not be its book's id: two books of one id do not build), or None."""
    for path in sorted((root / "rulebooks").glob("*/*.rules")):
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        header = BOOK_HEADER.search(text)   # (the first: a `book x {` later on is text, a says quoting one)
        if header is not None and header.group(1).lower() == book_id.lower():
            return f"rulebooks/{path.parent.name}"
    return None


def _write_book(root: Path, folder: Path, book_id: str, title: str, written: list[Path]) -> None:
    """Write the files of `new_book`, each added to `written` once it exists."""
    folder.mkdir(parents=True)
    path = folder / "00-book.rules"
    written.append(path)
    path.write_text(BOOK.format(id=book_id, title=title, title_text=_rules_text(title), aid_suffix=AID_SUFFIX),
                    encoding="utf-8")
    if not os.path.lexists(root / "mkdocs.yml"):   # (a link, even to nothing, is there: never written through)
        written.append(root / "mkdocs.yml")
        (root / "mkdocs.yml").write_text(MKDOCS.format(title_yaml=site_name(title)), encoding="utf-8")
        home = root / "docs" / "index.md"
        if not os.path.lexists(home):
            home.parent.mkdir(exist_ok=True)
            written.append(home)
            home.write_text(HOME.format(title=str(md_escape(title))), encoding="utf-8")   # (as text, never markup)
