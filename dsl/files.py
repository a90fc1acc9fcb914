"""Which files make a book, and how their paths are shown. Fed by: the folders on disk; used by
`loader` (and by the build, which keys its cache by a book's files without loading the front end).
"""
from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

def compiled_extensions(folder: Path) -> dict[str, Path]:
    """The package's compiled C extensions in `folder` as an import would load them: module name
    → its file, the first of Python's extension suffixes found for each (the order the import
    system tries them). What runs is the compiled file, not its `.c` source (which an installed
    package may lack, and which may have been edited without being compiled again): the caches'
    keys read these bytes, so that outputs made by one build of an extension are never taken as
    another's."""
    from importlib.machinery import EXTENSION_SUFFIXES
    names = sorted({path.name.partition(".")[0] for suffix in EXTENSION_SUFFIXES for path in folder.glob("*" + suffix)})
    found: dict[str, Path] = {}
    for name in names:
        path = next((folder / (name + s) for s in EXTENSION_SUFFIXES if (folder / (name + s)).is_file()), None)
        if path is not None:
            found[name] = path
    return found


# A book header as a file's text shows it, its id the group (read without the front end).
BOOK_HEADER = re.compile(r"^book\s+(\w+)\s*\{", re.M)

# A `.rules` file is read whole; the largest bundled book is 0.5 MB, the 64x synthetic book 8.5 MB.
MAX_FILE_BYTES = 64 * 1024 * 1024


class NotARulesFile(OSError):
    """A path named `*.rules` that is not a regular file of readable size (a directory, a pipe, a
    device, a link to one, or more than `MAX_FILE_BYTES`): refused before it is opened, since
    opening a pipe waits for a writer and reading a device never ends."""

    def __init__(self, message: str, hint: str):
        super().__init__(message)
        self.hint = hint


def display(path: Path, base: Path | None = None) -> str:
    """The path shown in messages and headers: relative to `base` (the project) when inside it,
    in its `shown` form."""
    try:
        return shown(os.path.relpath(path, base) if base is None or path.resolve().is_relative_to(base.resolve())
                     else str(path))
    except ValueError:
        return shown(str(path))


def shown(name: str) -> str:
    """A file name as text that prints on one line and encodes as UTF-8: a byte that is not UTF-8
    (which Python reads as a lone surrogate) as `\\xff`, a control character (a line break…) as its
    escape. Names reach the diagnostics' `path:line:col`, JSON and the generated module's header
    comment, where a line break made the module invalid Python and a surrogate could not be encoded.
    The name's bytes are read as UTF-8 whatever the locale (Python decodes file names by it: in the C
    locale without UTF-8 mode `règles` came as `r\xc3\xa8gles`, in a Latin-1 one as `rÃ¨gles`), so
    a book's outputs are the same bytes on every machine."""
    if not name.isascii():
        name = os.fsencode(name).decode("utf-8", "surrogateescape")
    if name.isprintable():
        return name
    return "".join(c if c.isprintable() else f"\\x{ord(c) - 0xDC00:02x}" if 0xDC80 <= ord(c) <= 0xDCFF
                   else c.encode("unicode_escape").decode("ascii") for c in name)


def rules_files(target: Path) -> list[Path]:
    """A book folder's `.rules` files, or the one file named (whatever it is: reading it says). A
    name that starts with a dot is not read, as a shell's `*` leaves it out: an editor's lock
    (Emacs's `.#book.rules`, a link to nowhere while a buffer is unsaved) or macOS's `._book.rules`
    failed the book (E003). A folder that cannot be listed raises OSError (`glob` said it held none:
    a file named in it was then read as a book of its own, E103 "no header")."""
    if not target.is_dir():
        return [target]
    return sorted(target / n for n in os.listdir(target) if n.endswith(".rules") and not n.startswith("."))


def unread_look_alikes(folder: Path) -> list[Path]:
    """Files of a book's `folder` whose names end in `.rules` in other letters (`Turn.RULES`,
    `combat.Rules`): not read (only `*.rules` is), which the designer is told (W003)."""
    try:
        return sorted(p for p in folder.iterdir()
                      if p.suffix.lower() == ".rules" and p.suffix != ".rules" and not p.is_dir())   # (a folder: never a file of the book)
    except OSError:
        return []


def read_rules_bytes(path: Path) -> bytes:
    """A `.rules` file's bytes, once it is known to be a regular file of readable size (a link is
    followed: a link to nowhere raises FileNotFoundError). Raises OSError."""
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        kind = "a directory" if stat.S_ISDIR(st.st_mode) else "not a regular file (a pipe, a socket or a device)"
        raise NotARulesFile(f"it is {kind}",
                            "only regular files named *.rules are read: rename it, or move it out of the book's folder")
    if st.st_size > MAX_FILE_BYTES:
        raise NotARulesFile(f"it holds {st.st_size:,} bytes, more than {MAX_FILE_BYTES:,}",
                            "split the book into several .rules files")
    # Opened without blocking: a kernel file (`/proc/kmsg`) is "regular", with a size of 0, and a
    # read waits for data that may never come, which a file on a disk never does (it ignores
    # O_NONBLOCK). `readall` gives None when the first read would wait, and stops at a later one.
    with open(os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)), "rb", buffering=0) as f:
        data = f.readall()
    if data is None:
        raise NotARulesFile("it is a file that gives its contents only by waiting (a kernel or device file)",
                            "only regular files named *.rules are read: point the link at a rulebook's file")
    if len(data) > MAX_FILE_BYTES:   # (a kernel file's size is not its stat's)
        raise NotARulesFile(f"it holds {len(data):,} bytes, more than {MAX_FILE_BYTES:,}",
                            "split the book into several .rules files")
    return data


def unaskable(path) -> str | None:
    """Why the file system cannot even be asked about `path` (a name too long for it: ENAMETOOLONG,
    which `Path.is_dir` raises), in its words; None when it can: the path is there, or is simply
    not, or its name holds a NUL (no file has one)."""
    try:
        os.lstat(path)
    except ValueError:
        return None
    except OSError as err:
        return None if err.errno in (errno.ENOENT, errno.ENOTDIR) else err.strerror
    return None


# The byte-order marks of the wide encodings an editor saves as "Unicode" (Notepad; Windows
# PowerShell 5's `>` writes UTF-16): UTF-32's first, as UTF-32LE's starts with UTF-16LE's
_WIDE_BOMS = ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe", "UTF-16"),
              (b"\xfe\xff", "UTF-16"))


_NO_MARK = " without a byte-order mark"


def unmarked_wide(data: bytes, loose: bool = False) -> UnicodeDecodeError | None:
    """The error for UTF-16 text saved without a byte-order mark: every other byte of its start NUL
    (ASCII written two bytes a letter). Its bytes are UTF-8, so they decoded, as hundreds of NULs:
    a W602 for each, then E002, where a marked UTF-16 file is one E003. `loose` (bytes that are not
    UTF-8 anyway): twice as many NULs on one side as on the other, a quarter of the bytes at least
    (a comment of box-drawing or CJK letters first puts some on the other)."""
    head = bytes(data[:512])
    if len(head) < 8 or b"\0" not in head or any(head.startswith(bom) for bom, _ in _WIDE_BOMS):
        return None   # (marked: the decode says which, `_wide`)
    pairs = len(head) // 2
    odd, even = head[1::2].count(0), head[0::2].count(0)
    if loose:
        many = odd + even >= len(head) / 4
        name = "UTF-16LE" if many and odd >= 2 * even else "UTF-16BE" if many and even >= 2 * odd else None
    else:
        name = "UTF-16LE" if odd >= 0.9 * pairs and not even else "UTF-16BE" if even >= 0.9 * pairs and not odd else None
    return None if name is None else UnicodeDecodeError("utf-8", bytes(data), 0, 1, name + _NO_MARK)


def _wide(err: Exception) -> str | None:
    """'UTF-16' or 'UTF-32' when the bytes that are not UTF-8 start with that encoding's byte-order
    mark; 'UTF-16LE' or 'UTF-16BE' for such text without one (`unmarked_wide`)."""
    if not isinstance(err, UnicodeDecodeError) or not isinstance(err.object, (bytes, bytearray)):
        return None
    if err.reason.endswith(_NO_MARK):
        return err.reason.removesuffix(_NO_MARK)
    head = bytes(err.object[:4])
    return next((name for bom, name in _WIDE_BOMS if head.startswith(bom)), None)


def unreadable_reason(err: Exception) -> str:
    """Why a `.rules` file could not be read, as E003 says it: what reading it raised, or which
    encoding a UTF-16 or UTF-32 file is (its byte-order mark says so; Python's codec message only
    said byte 0xff in position 0 is not UTF-8)."""
    wide = _wide(err)
    if wide is not None and err.reason.endswith(_NO_MARK):
        return f"it is {wide} text without a byte-order mark (every other byte is NUL), and rules files are UTF-8"
    if wide is not None:
        return f"it is {wide} text (it starts with a {wide} byte-order mark), and rules files are UTF-8"
    if isinstance(err, UnicodeDecodeError) and isinstance(err.object, (bytes, bytearray)):
        # (Python's "can't decode byte 0xff in position 13" counts bytes from the file's start: the
        # diagnostic's line and column, and its caret, say where)
        bad = bytes(err.object[err.start:err.end])
        return f"the byte{'s' if len(bad) > 1 else ''} {' '.join(f'0x{b:02x}' for b in bad)} here {'are' if len(bad) > 1 else 'is'} not UTF-8 text"
    return str(err)


def unreadable_hint(err: Exception, path: str | None = None) -> str:
    """What to do about a `.rules` file that could not be read (`err`: what reading it raised;
    `path`: the file as the command named it, for the command that converts a UTF-16 file)."""
    if isinstance(err, NotARulesFile):
        return err.hint
    wide = _wide(err)
    if wide is not None and path is not None:
        import shlex
        named, converted = shlex.quote(path), shlex.quote(path + ".utf8")
        return (f"convert it to UTF-8: iconv -f {wide} -t UTF-8 {named} > {converted} && mv {converted} {named} "
                "(or save it from the editor with the encoding UTF-8)")
    if isinstance(err, UnicodeDecodeError) and path is not None and _single_byte(err):
        import shlex
        named, converted = shlex.quote(path), shlex.quote(path + ".utf8")
        return (f"save the file as UTF-8 text; written in Latin-1 or Windows-1252, it converts with: "
                f"iconv -f WINDOWS-1252 -t UTF-8 {named} > {converted} && mv {converted} {named}")
    if isinstance(err, UnicodeDecodeError):
        return "save the file as UTF-8 text"
    if isinstance(err, FileNotFoundError):
        return "it is a link to a file that does not exist (or it was removed): mend the link or remove it"
    if isinstance(err, OSError) and err.errno == errno.ELOOP:
        return "it is a symbolic link that leads, through links, back to itself: point it at a file or remove it"
    if isinstance(err, PermissionError):
        return "make the file readable for the user running rules"
    return "check that the file can be read"


def unreadable_position(err: Exception) -> tuple[int, int]:
    """Where a file that could not be read goes wrong, as (line, column): at the first byte that is
    not UTF-8 (lines ended as `SourceFile` ends them, columns counted in characters), else 1:1 (also
    for a UTF-16 or UTF-32 file: its byte-order mark, whose NUL bytes UTF-8 would read, is the first thing wrong)."""
    if not isinstance(err, UnicodeDecodeError) or not isinstance(err.object, (bytes, bytearray)) or _wide(err):
        return 1, 1
    before = bytes(err.object[:err.start]).replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    line_start = before.rfind(b"\n") + 1
    return before.count(b"\n") + 1, len(before[line_start:].decode("utf-8", "replace")) + 1


def _single_byte(err: UnicodeDecodeError) -> bool:
    """Does the file read as text of a single-byte encoding (Latin-1, Windows-1252): its first byte
    beyond ASCII is one of 0xa0-0xff alone, where UTF-8 would start a sequence of two or more? (A
    file written so holds "café" as 0x63 0x61 0x66 0xe9.)"""
    data = err.object if isinstance(err.object, (bytes, bytearray)) else b""
    bad = bytes(data[err.start:err.end])
    after = bytes(data[err.end:err.end + 1])
    # (UTF-8 letters before it: a UTF-8 file with one stray byte, which converting would garble)
    return len(bad) == 1 and bad[0] >= 0xa0 and (not after or after[0] < 0x80) and bytes(data[:err.start]).isascii()


def unreadable_text(err: Exception) -> str | None:
    """The text of a file with a byte that is not UTF-8, each such byte a replacement character and
    lines ended as `SourceFile` ends them, so that its E003 shows the line with a caret under the
    byte (`unreadable_position`'s column counts the same characters); None when the whole file is
    what is wrong (UTF-16 or UTF-32, or not read at all): its E003 is at 1:1 with no line to show."""
    if not isinstance(err, UnicodeDecodeError) or not isinstance(err.object, (bytes, bytearray)) or _wide(err):
        return None
    text = bytes(err.object).decode("utf-8", "replace")   # (the error's bytes are the file's without its byte-order mark)
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def file_fingerprint(path: Path) -> bytes:
    """What a build keys a book's file by: its bytes, or, when it cannot be read, the reason (the
    load then reports it as E003)."""
    try:
        return read_rules_bytes(path)
    except OSError as err:
        return f"unreadable: {type(err).__name__}: {err}".encode()
