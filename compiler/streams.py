"""Standard output and error as the `rules` command writes them, whatever they are connected to.
Fed by: `cli.main`, which wraps them for the length of a command.

Output that cannot be written (`> /dev/full`, a closed stdout `>&-`) raised OSError or
AttributeError from deep inside a command, reported as an internal error (exit 3); a closed stderr
sent every message to stdout (`print(file=None)` writes there), into the JSON a tool reads; an
encoding that cannot say a character (`PYTHONIOENCODING=ascii`) was an internal error too. Now a
character the encoding lacks is written as its escape (as Python does on stderr), stdout that
cannot be written raises `OutputError` (the CLI: a usage error naming it, exit 2), and stderr
that cannot be written is left unwritten (there is nowhere to say so). Unbuffered (`PYTHONUNBUFFERED`,
`python -u`, common in containers and CI), stdout's text layer writes straight into the file, and
a write the file took only part of (a full disk, `ulimit -f`) was dropped unseen: `rules export`
left a truncated JSON and exited 0. There every byte is written here, until the file refuses.
"""
from __future__ import annotations

import codecs
import io
import os
import sys


class OutputError(OSError):
    """Standard output cannot be written: closed, a full disk, a device that refuses."""


class _Stdout:
    def __init__(self, stream):
        self._stream = stream
        # (unbuffered, the text layer gives the file's own write, whose short count it ignores)
        raw = getattr(stream, "buffer", None)
        self._raw = raw if isinstance(raw, io.RawIOBase) and os.linesep == "\n" else None

    def write(self, text: str) -> int:
        if self._stream is None:
            raise OutputError("standard output is closed")
        try:
            if self._raw is None:
                return self._stream.write(text)
            self._stream.flush()
            _write_all(self._raw, text.encode(self._stream.encoding, self._stream.errors or "strict"))
            return len(text)
        except BrokenPipeError:
            raise
        except OSError as err:
            raise OutputError(err.strerror or str(err)) from None

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as err:
            raise OutputError(err.strerror or str(err)) from None

    def write_utf8(self, text: str) -> None:
        """`text` (JSON) written as UTF-8 whatever the stream's encoding: JSON is UTF-8 (RFC 8259), and
        under `PYTHONIOENCODING=ascii` its `×` was written `\\xd7`, which no JSON reader takes."""
        buffer = getattr(self._stream, "buffer", None)
        if buffer is None or (self._stream.encoding or "").lower().replace("-", "").replace("_", "") == "utf8":
            self.write(text)
            return
        self.flush()
        try:
            _write_all(buffer, text.encode("utf-8", "surrogateescape"))
            buffer.flush()
        except BrokenPipeError:
            raise
        except OSError as err:
            raise OutputError(err.strerror or str(err)) from None

    def __getattr__(self, name):
        return getattr(self._stream, name)


def _write_all(sink, data: bytes) -> None:
    """Every byte of `data` into the binary `sink`: a write that took fewer is written again from
    there, and a file that takes no more raises (ENOSPC, EFBIG) or took none (`OutputError`)."""
    view = memoryview(data)
    while view:
        n = sink.write(view)
        if not n:
            raise OutputError("standard output took no more bytes")
        view = view[n:]


def write_json(text: str) -> None:
    """JSON on standard output, as UTF-8 (`_Stdout.write_utf8`; as text where stdout is not wrapped)."""
    out = sys.stdout
    (out.write_utf8 if isinstance(out, _Stdout) else out.write)(text)


class _Stderr:
    def __init__(self, stream):
        self._stream = stream
        self.reader_gone = False   # a write met a broken pipe: `rules build --watch | head` stops on it

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text) if self._stream is not None else len(text)
        except BrokenPipeError:
            self.reader_gone = True
            return len(text)
        except OSError:
            return len(text)

    def flush(self) -> None:
        try:
            if self._stream is not None:
                self._stream.flush()
        except BrokenPipeError:
            self.reader_gone = True
        except OSError:
            pass

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def __getattr__(self, name):
        return getattr(self._stream, name)


def _escape_or_byte(err: UnicodeEncodeError) -> tuple:
    """The error handler `_escaping` sets on a stream whose encoding writes ASCII as itself: a
    character the encoding lacks as its escape (`\\u2013`), as `backslashreplace` writes it; a byte
    Python kept as a lone surrogate (an undecodable file name under `surrogateescape`) as that byte
    again, as `surrogateescape` writes it. (A stream of another encoding, UTF-16 or EBCDIC, takes
    `backslashreplace`: a lone byte is refused there, or escapes written as ASCII bytes read as garbage.)"""
    chunk = err.object[err.start:err.end]
    if not any("\udc80" <= c <= "\udcff" for c in chunk):
        return chunk.encode("ascii", "backslashreplace").decode("ascii"), err.end
    return b"".join(bytes((ord(c) - 0xDC00,)) if "\udc80" <= c <= "\udcff" else c.encode("ascii", "backslashreplace")
                    for c in chunk), err.end


codecs.register_error("rules_escape", _escape_or_byte)


def _ascii_itself(encoding: str) -> bool:
    """Whether `encoding` writes ASCII text as the same bytes (UTF-8, Latin-1, cp1252: yes; UTF-16,
    UTF-32, EBCDIC: no)."""
    sample = "\\u09azAZ "
    try:
        return sample.encode(encoding) == sample.encode("ascii")
    except (LookupError, UnicodeError):
        return False


def _escaping(stream) -> None:
    """A stream whose encoding lacks a character writes its escape instead of raising: one that
    raised (`strict`), and one that wrote only lone surrogates back (`surrogateescape`, as Python
    opens stdout under the C locale with its UTF-8 mode off: `–` in a book was an internal error)."""
    if getattr(stream, "errors", None) in ("strict", "surrogateescape") and hasattr(stream, "reconfigure"):
        try:
            ascii_itself = _ascii_itself(stream.encoding or "ascii")
            stream.reconfigure(errors="rules_escape" if ascii_itself else "backslashreplace")
        except (ValueError, OSError):
            pass


def wrap() -> tuple:
    """Wrap sys.stdout and sys.stderr; return the originals (for `restore`)."""
    before = sys.stdout, sys.stderr
    for stream in before:
        _escaping(stream)
    sys.stdout, sys.stderr = _Stdout(before[0]), _Stderr(before[1])
    return before


def restore(before: tuple) -> None:
    sys.stdout, sys.stderr = before


def silence_stdout() -> None:
    """Point file descriptor 1 at /dev/null, so that Python's own flush at exit of what could not be
    written does not complain again."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    except OSError:
        pass
