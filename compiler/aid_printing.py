"""What a printed aid depends on besides its HTML: the code that prints it, the libraries it prints
with, and the fonts. Fed by: `to_aid`, which puts `printing_key()` into each PDF's identifier, so a
PDF kept from an earlier build (`to_aid.printed_from`) is reused only when all of them are the same;
and the commands, which warn when the aid's fonts are not installed (`missing_fonts`).

A PDF was reused whenever its HTML was: a build after the fonts, WeasyPrint or the printing code
had changed kept the old PDF, where a build into an empty `generated/` printed another, and
`rules build --check` called the old one current. The fonts are the files fontconfig gives for the
aid's faces (`fc-list`; without it, the folders `aid_glyphs` knows), read by their size and table
directory, which holds a checksum of each of their tables (not by their paths: the same fonts
installed elsewhere print the same PDF). A build with nothing to do reads only `fonts_fingerprint`,
in every book's key (`freshness._code_hash`): no process of its own.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from .aid_glyphs import FONT_FOLDERS, FONTS

# The faces the aid prints with: its four fonts (`aid_glyphs`), and their italics (notes, marks).
FACES = FONTS + ("DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf", "DejaVuSansCondensed-Oblique.ttf",
                 "DejaVuSansCondensed-BoldOblique.ttf")

# The modules `to_aid._render_pdf` prints with (the HTML's own makers change the HTML itself).
PRINTING_MODULES = ("to_aid.py", "font_subset.py", "aid_columns.py", "aid_layouts.py", "aid_measure.py",
                    "aid_garbage.py", "aid_serialized.py")
# The Python libraries whose work is in the PDF (pinned in pyproject.toml).
LIBRARIES = ("weasyprint", "pydyf", "fonttools", "tinycss2", "cssselect2", "tinyhtml5", "pyphen")
INSTALL = "apt-get install fonts-dejavu-core fonts-dejavu-extra"


@lru_cache(maxsize=1)
def printing_key() -> str:
    """A digest of the printing code, the library versions and the aid's font files."""
    from .freshness import code_files   # (the compiler's files as this process read them once)
    h = hashlib.sha256()
    files = code_files()
    for name in PRINTING_MODULES:
        h.update(name.encode() + b"\0" + files[f"compiler/{name}"] + b"\0")
    versions = _versions()
    for name in LIBRARIES:
        h.update(f"{name}=={versions.get(name, 'none')}\0".encode())
    for path in aid_fonts():   # (its size and table directory: a checksum of each of its tables)
        with path.open("rb") as f:
            h.update(f"{path.name} {path.stat().st_size}\0".encode() + f.read(4096) + b"\0")
    return h.hexdigest()


@lru_cache(maxsize=1)
def aid_fonts() -> tuple[Path, ...]:
    """The files of the aid's faces (DejaVu Sans and Sans Condensed, regular, bold and their italics)
    that this machine has, by file name; the faces missing are `missing_fonts()`."""
    found: dict[str, Path] = {}
    listed = _fc_list()
    for path in listed if listed is not None else [Path(d, name) for d in FONT_FOLDERS for name in FACES]:
        if path.name in FACES and path.name not in found and path.is_file():
            found[path.name] = path
    return tuple(found[name] for name in FACES if name in found)


def _versions() -> dict[str, str]:
    from .freshness import library_versions   # (read from the dist-info folders: no importlib.metadata)
    return library_versions()


# The folders fontconfig reads fonts from by default: a folder's time changes when a font is put in it
# or taken out (not its caches': `fc-list`, run by a build, may write them, and every book's key would
# change with them).
_FONT_ROOTS = ("/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts", "~/.fonts")


def fonts_fingerprint() -> str:
    """What a no-op build checks of the fonts (without `fc-list`, a process of its own): the size and
    time of each of the aid's font files in the usual folders, the times of fontconfig's font folders
    (and of the folders just under them), and fontconfig's settings. A build whose fingerprint differs
    prints the aids' PDFs again where `printing_key` says so."""
    import os
    seen = [os.environ.get("FONTCONFIG_FILE", ""), os.environ.get("FONTCONFIG_PATH", "")]
    for folder in FONT_FOLDERS:
        for name in FACES:
            try:
                st = os.stat(os.path.join(folder, name))
            except OSError:
                continue
            seen.append(f"{folder}/{name} {st.st_size} {st.st_mtime_ns}")
    for root in _FONT_ROOTS:
        root = os.path.expanduser(root)
        try:
            seen.append(f"{root} {os.stat(root).st_mtime_ns}")
            with os.scandir(root) as entries:
                seen += sorted(f"{e.path} {e.stat().st_mtime_ns}" for e in entries if e.is_dir())
        except OSError:
            continue
    return "\n".join(seen)


def missing_fonts() -> list[str]:
    """The aid's font files this machine lacks (printed in another font instead: a PDF of other bytes)."""
    have = {p.name for p in aid_fonts()}
    return [name for name in FACES if name not in have]


def missing_fonts_warning() -> str | None:
    """What a command that printed an aid says when its fonts are missing, or None."""
    missing = missing_fonts()
    if not missing:
        return None
    return (f"warning: the aid's fonts are not installed here ({', '.join(missing)}): it is printed in "
            f"another font, and its PDF differs from other machines'; install them: {INSTALL}")


def no_font_at_all() -> bool:
    """Whether fontconfig knows no font at all (a slim container): WeasyPrint's Pango then ends the
    process (SIGSEGV) while it lays out the aid, before anything could be said."""
    listed = _fc_list(":")
    return listed is not None and not listed


def _fc_list(pattern: str = ":family=DejaVu Sans") -> list[Path] | None:
    """The files fontconfig knows for `pattern` (the DejaVu Sans ones: the fonts WeasyPrint is given),
    or None without `fc-list`."""
    import shutil
    import subprocess   # (here: a build with nothing to do reads `fonts_fingerprint` alone)
    command = shutil.which("fc-list")
    if command is None:
        return None
    try:
        out = subprocess.run([command, "-f", "%{file}\n", pattern], capture_output=True,
                             timeout=30, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return sorted(Path(line) for line in out.decode("utf-8", "replace").splitlines() if line.strip())
