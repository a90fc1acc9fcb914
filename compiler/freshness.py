"""Is `generated/` up to date? The keys of a build's inputs and the check of a build with nothing to do.
Fed by: the project's folders (rulebooks, docs, the compiler's own files); used by `cli` before
anything else is imported, and by `pipeline`, which keys its cache entries with them.

`book_key` hashes what a book's outputs depend on (the compiler, its libraries' versions, the
book's files); `build_key` those of every book and `docs/`. A build records, under its build key,
the digest of every file it wrote (its manifest); `up_to_date` compares that with `generated/`
(`disk_digests`). This module imports neither the model (attrs) nor the front end: a build with
nothing to do is a Python start, a few hashes and a walk of `generated/`.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from functools import lru_cache
from pathlib import Path

from dsl import cache
from dsl.files import compiled_extensions, display, file_fingerprint, rules_files, unread_look_alikes

from .disk_digests import RACY_NS, settled  # noqa: F401  (RACY_NS: what `_fingerprint_digest` waits for)


def project_root(start: Path | None = None) -> Path:
    """The folder holding `rulebooks/`: `RULES_ROOT`, else searched upwards from the working
    directory, else the working directory itself (a project not started yet: `rules new` makes its
    `rulebooks/` there, and the other commands find no book in it). Never this installation's own
    folder: from a folder outside any project, `rules build` wrote the installation's generated/."""
    env = os.environ.get("RULES_ROOT")
    if env:
        return Path(env)
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "rulebooks").is_dir():
            return folder
    return here


class UnreadableFolder(Exception):
    """`rulebooks/` or a book folder that cannot be listed: the message names it and says what to do."""


def book_folders(root: Path) -> list[Path]:
    """The folders of `rulebooks/` that hold a `.rules` file. One that cannot be read and may be a book
    (`_maybe_a_book`) is an error (UnreadableFolder): `glob` found nothing in it, so the build left
    the book out and deleted its outputs; `rulebooks/` itself unreadable was "internal error"."""
    base = root / "rulebooks"
    try:
        if not base.is_dir():
            return []
        entries = sorted(base.iterdir())
    except OSError as err:
        raise UnreadableFolder(f"cannot read {base}: {err.strerror or err}; make it readable") from None
    out = []
    for p in entries:
        try:
            if not p.is_dir():
                continue
            if holds_rules(p):
                out.append(p)
        except UnreadableFolder:
            if _maybe_a_book(p):
                raise
        except OSError as err:
            if _maybe_a_book(p):
                raise UnreadableFolder(f"cannot read the book folder {p}: {err.strerror or err}; make it "
                                       "readable (a build would leave the book out)") from None
    return out


_NO_BOOKS = frozenset({"lost+found", "__pycache__"})   # a file system's own folder; Python's


def _maybe_a_book(folder: Path) -> bool:
    """Whether a folder of `rulebooks/` that cannot be read may be a book: any but a hidden one
    (`.git`, `.cache`) and the folders no book is (`lost+found`), which do not stop every build. (A
    book's folder may be named otherwise than its id, `changsha-v2`: its outputs are under the id.)"""
    return not folder.name.startswith(".") and folder.name not in _NO_BOOKS


def holds_rules(folder: Path) -> bool:
    """Whether `folder` holds a `.rules` file; UnreadableFolder when it cannot be listed (`glob`
    said no, and the folder was taken for one without a book)."""
    try:
        return bool(rules_files(folder))   # (the files the book would be read from)
    except OSError as err:
        raise UnreadableFolder(f"cannot read the book folder {folder}: {err.strerror or err}; make it readable "
                               "(a build would leave the book out)") from None


@lru_cache(maxsize=1)
def code_files() -> dict[str, bytes]:
    """The compiler's own files (`compiler/`, `dsl/`: .py, .lark, .j2, .css, and the compiled C
    extensions an import would load, `files.compiled_extensions`) by their path from the project
    (`dsl/model.py`), read once per process: the build's key (`_code_hash`) and the vectors'
    stamp (`vectors_kept`) are made from the same bytes. Read at two moments, a source saved between
    them (a developer's edit during a build) gave outputs stamped by one code kept under the key of
    the other, called current for good once the edit was undone."""
    here = Path(__file__).resolve().parent
    out: dict[str, bytes] = {}
    for folder in (here, here.parent / "dsl"):
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".py", ".lark", ".j2", ".css") and "__pycache__" not in path.parts:
                out[path.relative_to(here.parent).as_posix()] = path.read_bytes()
        for path in compiled_extensions(folder).values():
            out[f"{folder.name}/{path.name}"] = path.read_bytes()
    return out


@lru_cache(maxsize=1)
def _code_hash() -> str:
    """A hash of the compiler itself, the libraries whose output it embeds and the aid's fonts."""
    h = hashlib.sha256()
    for name, data in code_files().items():
        h.update(name.rsplit("/", 1)[-1].encode() + data)
    versions = library_versions()
    for lib in ("lark", "jinja2", "weasyprint", "pydyf", "fonttools", "tinycss2", "cssselect2", "tinyhtml5"):
        h.update(f"{lib}={versions[lib]}".encode() if lib in versions else lib.encode())
    from .aid_printing import fonts_fingerprint   # (fonts installed or removed: the aids print otherwise)
    h.update(b"\0fonts\0" + fonts_fingerprint().encode())
    return h.hexdigest()


def library_versions() -> dict[str, str]:
    """Installed distributions and their versions, from the `NAME-VERSION.dist-info` folders on
    `sys.path` (the first one found wins, as for imports): what `importlib.metadata.version`
    reads, without importing it (a tenth of a second of every build)."""
    import sys
    found: dict[str, str] = {}
    for entry in sys.path:
        try:
            names = sorted(os.listdir(entry or "."))
        except OSError:
            continue
        for name in names:
            if name.endswith(".dist-info"):
                dist, _, version = name[: -len(".dist-info")].partition("-")
                found.setdefault(dist.lower().replace("_", "-"), version)
    return found


def book_key(folder: Path, root: Path) -> str:
    """What a book's outputs depend on: its files (names, text, place in the project) and the compiler."""
    h = hashlib.sha256(_code_hash().encode())
    h.update(display(folder, root).encode())
    for path in rules_files(folder):
        h.update(os.fsencode(path.name) + b"\0" + _fingerprint_digest(path))
    for path in unread_look_alikes(folder):   # (each is warned of, W003: a build prints its book's warnings)
        h.update(b"\0unread\0" + os.fsencode(path.name))
    return "outputs-" + h.hexdigest()


_DIGESTS: dict[str, tuple[tuple, bytes]] = {}   # a book file's path → its status and its fingerprint's digest


def _fingerprint_digest(path: Path) -> bytes:
    """The SHA-256 of `file_fingerprint(path)`. A build keys each book by its files several times
    (whether it is unchanged, before and after it is compiled, the whole build's key), so, as
    `disk_digests` does for `generated/`, the digest is kept in this process with the file's status
    (size, modification and change times in nanoseconds, inode, device, taken before it is read)
    and the file is read again only when its status is another: any write, `touch` or rename shows
    in the change time, which no program sets back. A file changed within `RACY_NS` of being read
    could change again within one tick of the file system's clock, so its digest is not kept."""
    name = os.fspath(path)
    try:
        st = os.stat(name)
    except OSError:            # (the reason is the fingerprint: nothing kept)
        return hashlib.sha256(file_fingerprint(path)).digest()
    status = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev, st.st_mode)
    kept = _DIGESTS.get(name)
    if kept is not None and kept[0] == status:
        return kept[1]
    now = time.time_ns()       # (before the file is read: a change after it shows in its change time)
    digest = hashlib.sha256(file_fingerprint(path)).digest()
    if settled(st, now):
        _DIGESTS[name] = (status, digest)
    else:
        _DIGESTS.pop(name, None)
    return digest


def build_key(root: Path, docs: dict[str, bytes] | None = None, book_keys: list[str] | None = None) -> str:
    """What the whole of `generated/` depends on: every book's key and the files of `docs/`
    (`docs`: those pages as the build has just read them, `docs_files.pages`; read here if not given;
    `book_keys`: the books' keys in the order of their folders, as given, else as the files are now)."""
    h = hashlib.sha256(b"build\0")
    for k in book_keys if book_keys is not None else (book_key(folder, root) for folder in book_folders(root)):
        h.update(k.encode())
    if docs is None:
        from .docs_files import pages
        docs = pages(root)    # (DocsError: a page that cannot be copied)
    for rel, data in docs.items():
        h.update(b"\0" + rel.encode() + b"\0" + data)
    return "manifest-" + h.hexdigest()


def manifest(tree: Path) -> dict[str, str]:
    """Every entry under `tree` (as `stale_files` sees them) and the SHA-256 of its bytes ("" for
    what is not a regular file: never what a build recorded), read only where a file changed
    since it was last read (`disk_digests`)."""
    from .disk_digests import digests
    return digests(tree)


def up_to_date(root: Path, key: str | None = None) -> bool:
    """Does `generated/` hold exactly what an earlier build of the same inputs wrote (`key`: their
    `build_key`, taken now if not given)? Only a recorded manifest says yes; without one (or with
    any difference) the build runs."""
    raw = cache.get_bytes(key or build_key(root))
    if raw is None:
        return False
    try:
        recorded = json.loads(raw)
    except ValueError:
        return False
    return isinstance(recorded, dict) and bool(recorded) and recorded == manifest(root / "generated")
