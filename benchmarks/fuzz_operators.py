"""The mutation operators of the long fuzz run (benchmarks/fuzz.py `--operator`), beyond the line
edits of tests/fuzzing.py: each takes a copy of a bundled book (a folder) and a seeded
`random.Random` and changes it in place. Fed by fuzz.py, which copies the book and checks the result.

- splice: a clause or table (a whole block, to its closing brace) of another book pasted into a file
- swap-tokens: two tokens of one file exchanged
- files: a file duplicated, dropped, or the files reordered (renamed)
- line-endings: CRLF or lone CR line endings, the whole file or some lines
- tabs: indentation or spaces turned into tabs
- unicode: confusables, combining marks and invisible characters in names and strings
- bytes: random bytes (invalid UTF-8 among them) in strings and comments
- numbers: a number replaced by one at the edges (0, -0, 1/0, 10**99 written out, 0.0000001…)
- truncate-all: a small file cut at every token boundary (case k: the k-th boundary)
"""
from __future__ import annotations

import random
import re
from pathlib import Path

TOKEN = re.compile(rb'"""(?:.|\n)*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*|[A-Za-z0-9_.]+|\s+|.', re.S)
NUMBER = re.compile(rb"(?<![A-Za-z0-9_.])[+-]?[0-9]+(?:[.:/d-][0-9]+)?(?![A-Za-z0-9_])")
STRING_OR_COMMENT = re.compile(rb'"""(?:.|\n)*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*', re.S)
NAME_TEXT = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]{2,}")
STRING_OR_COMMENT_TEXT = re.compile(r'"""(?:.|\n)*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*', re.S)
BLOCK_START = re.compile(r"^( *)(clause|table|results|enum|sequence|scenario|modifier|exception|permission)\b.*\{\s*$")

EDGE_NUMBERS = [b"0", b"-0", b"+0", b"1/0", b"0/0", b"1" + b"0" * 99, b"-" + b"9" * 99, b"0.0000001", b"0.0",
                b"1:0", b"0:0", b"0:1", b"0d6", b"1d0", b"0d0", b"6-1", b"0-0", b"00", b"007", b"-1", b"1.", b".5",
                b"1e9", b"1_000", b"2147483648", b"18446744073709551616", b"1" + b"0" * 100, b"1/3", b"-1/0"]
CONFUSABLES = {"a": ["\u0430", "\u03b1", "\uff41"], "e": ["\u0435", "\u212e"], "o": ["\u043e", "\u03bf", "\u2134"],
               "i": ["\u0456", "\u0131"], "s": ["\u017f", "\u0455"], "K": ["\u212a"], "c": ["\u0441"],
               "p": ["\u0440"], "f": ["\ufb01"], "l": ["\u217c", "\u04cf"], "x": ["\u0445"], "_": ["\uff3f"]}
MARKS = ["\u0301", "\u0308", "\u0338", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u00ad",
         "\u034f", "\U000e0041", "\ud800", "\u0000", "\u2028", "\u2029", "\u0085", "\x0b", "\x1b[31m"]
RANDOM_BYTES = [b"\xff", b"\xfe", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xc0\xaf", b"\x80", b"\xf4\x90\x80\x80",
                b"\x00", b"\r", b"\x0c", b"\\", b'\\"', b"\\u0000", b"{", b"}", b"[", b"]", b"[1.2", b"[]", b"|"]


def _files(book: Path) -> list[Path]:
    return sorted(book.glob("*.rules"))


def _victim(book: Path, rng: random.Random) -> Path:
    return rng.choice(_files(book))


def _blocks(text: str) -> list[str]:
    """Every clause, table… of a file as written, from its first line to its closing brace."""
    lines = text.split("\n")
    out = []
    for i, line in enumerate(lines):
        m = BLOCK_START.match(line)
        if not m:
            continue
        for j in range(i + 1, min(len(lines), i + 400)):
            if lines[j] == m.group(1) + "}":
                out.append("\n".join(lines[i:j + 1]))
                break
    return out


def splice(book: Path, rng: random.Random, others: list[Path]) -> str:
    donors = [p for o in others if o.name != book.name for p in sorted(o.glob("*.rules"))]
    donor = rng.choice(donors)
    blocks = _blocks(donor.read_text(encoding="utf-8"))
    if not blocks:
        return f"splice: nothing in {donor.name}"
    block = rng.choice(blocks)
    victim = _victim(book, rng)
    lines = victim.read_text(encoding="utf-8").split("\n")
    if rng.random() < 0.6:   # at the top level, unindented, where the file still parses
        indent = len(block) - len(block.lstrip(" "))
        block = "\n".join(line[indent:] if line[:indent].isspace() else line for line in block.split("\n"))
        tops = [i + 1 for i, line in enumerate(lines) if line == "}"] or [len(lines)]
        at = rng.choice([0, *tops])
    else:
        at = rng.randrange(len(lines) + 1)
    victim.write_text("\n".join(lines[:at] + block.split("\n") + lines[at:]), encoding="utf-8")
    return f"splice {donor.parent.name}/{donor.name} into {victim.name}:{at + 1}"


def _kind(tok: bytes) -> str:
    """A token's class, for swaps that keep the text parsing: name, number, string or other."""
    if tok.startswith(b'"'):
        return "string"
    if tok[:1].isdigit():
        return "number"
    if tok[:1].isalpha() or tok[:1] == b"_":
        return "name"
    return "other"


def swap_tokens(book: Path, rng: random.Random) -> str:
    """Two tokens exchanged; most often two of one class (names, numbers, texts), so that the file
    still parses and the mix-up reaches the resolver and the checks; sometimes a name replaced by
    another name of the file."""
    victim = _victim(book, rng)
    toks = TOKEN.findall(victim.read_bytes())
    solid = [i for i, t in enumerate(toks) if not t.isspace() and not t.startswith(b"#")]
    how = rng.choice(["any", "same", "same", "substitute"])
    for _ in range(rng.randint(1, 2)):
        a = rng.choice(solid)
        pool = [i for i in solid if _kind(toks[i]) == _kind(toks[a]) and toks[i] != toks[a]] if how != "any" else solid
        if not pool:
            continue
        b = rng.choice(pool)
        if how == "substitute":
            toks[a] = toks[b]
        else:
            toks[a], toks[b] = toks[b], toks[a]
    victim.write_bytes(b"".join(toks))
    return f"swap-tokens {how} {victim.name}"


def files(book: Path, rng: random.Random) -> str:
    fs = _files(book)
    op = rng.choice(["duplicate", "drop", "reorder", "empty", "duplicate-header"])
    victim = rng.choice(fs)
    if op == "duplicate":
        (book / f"zz-copy-{victim.name}").write_bytes(victim.read_bytes())
    elif op == "drop" and len(fs) > 1:
        victim.unlink()
    elif op == "reorder":
        names = [f.name for f in fs]
        shuffled = list(names)
        rng.shuffle(shuffled)
        data = {f.name: f.read_bytes() for f in fs}
        for f in fs:
            f.unlink()
        for i, name in enumerate(shuffled):
            (book / f"{i:02d}-{name}").write_bytes(data[name])
    elif op == "empty":
        victim.write_bytes(b"")
    else:   # the same file twice, under a name that sorts first
        (book / "000-first.rules").write_bytes(fs[0].read_bytes())
    return f"files {op} {victim.name}"


def line_endings(book: Path, rng: random.Random) -> str:
    victim = _victim(book, rng)
    lines = victim.read_bytes().split(b"\n")
    how = rng.choice([b"\r\n", b"\r", b"\n\r", b"\r\r\n"])
    if rng.random() < 0.5:
        data = how.join(lines)
    else:
        data = b"".join(line + (how if rng.random() < 0.2 else b"\n") for line in lines)
    victim.write_bytes(data)
    return f"line-endings {how!r} {victim.name}"


def tabs(book: Path, rng: random.Random) -> str:
    victim = _victim(book, rng)
    text = victim.read_text(encoding="utf-8")
    op = rng.choice(["indent", "spaces", "some"])
    if op == "indent":
        text = re.sub(r"(?m)^(  )+", lambda m: "\t" * (len(m.group(0)) // 2), text)
    elif op == "spaces":
        text = text.replace(" ", "\t")
    else:
        spots = [m.start() for m in re.finditer(" ", text)]
        for at in sorted(rng.sample(spots, min(len(spots), 20)), reverse=True):
            text = text[:at] + rng.choice(["\t", "\t ", " \t", "\t\t"]) + text[at + 1:]
    victim.write_text(text, encoding="utf-8")
    return f"tabs {op} {victim.name}"


def unicode(book: Path, rng: random.Random) -> str:
    victim = _victim(book, rng)
    text = victim.read_text(encoding="utf-8")
    for _ in range(rng.randint(1, 3)):
        pattern = NAME_TEXT if rng.random() < 0.5 else STRING_OR_COMMENT_TEXT
        spans = [m.span() for m in pattern.finditer(text)]
        if not spans:
            continue
        a, b = rng.choice(spans)
        k = rng.randrange(a, b)
        ch = text[k]
        if ch in CONFUSABLES and rng.random() < 0.6:
            text = text[:k] + rng.choice(CONFUSABLES[ch]) + text[k + 1:]
        else:
            text = text[:k + 1] + rng.choice(MARKS) + text[k + 1:]
    victim.write_bytes(text.encode("utf-8", "surrogatepass"))
    return f"unicode {victim.name}"


def random_bytes(book: Path, rng: random.Random) -> str:
    victim = _victim(book, rng)
    data = victim.read_bytes()
    spans = [m.span() for m in STRING_OR_COMMENT.finditer(data)]
    for _ in range(rng.randint(1, 3)):
        if not spans:
            break
        a, b = rng.choice(spans)
        at = rng.randrange(a + 1, max(a + 2, b))
        noise = rng.choice(RANDOM_BYTES) if rng.random() < 0.7 else bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
        data = data[:at] + noise + data[at:]
    victim.write_bytes(data)
    return f"bytes {victim.name}"


def numbers(book: Path, rng: random.Random) -> str:
    victim = _victim(book, rng)
    data = victim.read_bytes()
    spans = [m.span() for m in NUMBER.finditer(data)]
    edits = sorted(rng.sample(spans, min(len(spans), rng.randint(1, 3))), reverse=True)
    for a, b in edits:
        data = data[:a] + rng.choice(EDGE_NUMBERS) + data[b:]
    victim.write_bytes(data)
    return f"numbers {victim.name}"


def boundaries(data: bytes) -> list[int]:
    """Every token boundary of a file (after each token)."""
    out, at = [], 0
    for t in TOKEN.findall(data):
        at += len(t)
        out.append(at)
    return out


def truncate_at(book: Path, file_name: str, k: int) -> str:
    victim = book / file_name
    data = victim.read_bytes()
    cut = boundaries(data)[k % len(boundaries(data))]
    victim.write_bytes(data[:cut])
    return f"truncate-all {file_name}@{cut}"


OPERATORS = {"splice": splice, "swap-tokens": swap_tokens, "files": files, "line-endings": line_endings,
             "tabs": tabs, "unicode": unicode, "bytes": random_bytes, "numbers": numbers}
