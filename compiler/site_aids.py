"""mkdocs plugin part: each web book's printable player aids are pages of its site. Fed by: mkdocs,
with the site's files (`on_files`), in the folder `rules build` writes: the pages in `generated/site/`
(the docs_dir), a book's aids beside them in `generated/<book>/` (`to_aid.aid_files`: `aid.pdf`,
`aid-<id>.pdf`).

A book's contents page links its aids (`[… (PDF)](aid.pdf)`, `to_site`), but the PDFs are outside
the docs_dir, so mkdocs neither copied them nor found the links' targets (`strict: true` fails on
a link to no file). Each is added to mkdocs' files as `books/<book>/<name>.pdf`, read from where the
build wrote it: the site has it, links to it are validated, and `generated/` holds no second copy.
Run by the plugin `rules-search` (`site_search.RulesSearch.on_files`).
"""
from __future__ import annotations

import re
from pathlib import Path

from mkdocs.structure.files import File, Files

_CONTENTS = re.compile(r"books/([^/]+)/index\.md$")   # a web book's contents page
_AID = re.compile(r"aid(?:-[^/]+)?\.pdf$")             # a book's aid, as `to_aid.aid_files` names it


def book_aids(files: Files, config) -> Files:
    """`files` with the aids of each web book whose contents page it holds, in name order."""
    generated = Path(config["docs_dir"]).parent
    books = sorted(found.group(1) for f in files if (found := _CONTENTS.match(f.src_uri)))
    for book in books:
        folder = generated / book
        if not folder.is_dir():
            continue
        for pdf in sorted(folder.iterdir()):
            uri = f"books/{book}/{pdf.name}"
            if _AID.fullmatch(pdf.name) and pdf.is_file() and files.get_file_from_path(uri) is None:
                files.append(File.generated(config, uri, abs_src_path=str(pdf)))
    return files
