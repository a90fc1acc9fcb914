"""The `rules` command line: each command's arguments and options (`parser`), the argparse types
that check numbers given (`_seconds`, `_count`, `_modifier_number`), and the reading of a command
line (`_parsed`: an explain expression that starts with a minus, names after options). Fed by:
`sys.argv` (or the arguments a test gives `cli.main`); read by `cli._main`.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _modifier_number(text: str) -> int:
    """A die-roll modifier or a column shift: a whole number of at most 1,000 either way."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if abs(n) > 1000:
        raise argparse.ArgumentTypeError(f"{text} is too far: give a number from -1000 to 1000")
    return n


def _seconds(most: float, least: float = 0.0):
    """An argparse type: a number of seconds above 0 (at least `least`) and at most `most` (nan, inf
    and 1e10 were accepted, and then hung or ended in an internal error; `--interval 1e-300` made
    the watch a busy loop)."""
    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
        if not (0 < value <= most and value >= least):   # (false for nan)
            lowest = f"at least {least:g}" if least else "above 0"
            raise argparse.ArgumentTypeError(f"{text} is not a number of seconds {lowest} and at most {most:g}")
        return value
    return seconds


def _count(text: str) -> int:
    """An argparse type: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is below 0")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rules", description="Check, compile and export rulebooks written in the rules language.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    c = sub.add_parser("check", help="check rulebooks and run their examples")
    c.add_argument("targets", nargs="*", metavar="BOOK|PATH", help="book ids, rulebook folders or .rules files (default: all)")
    c.add_argument("--format", choices=("text", "json"), default="text")
    shown = c.add_mutually_exclusive_group()
    shown.add_argument("--notes", action="store_true", help="also list the notes: the gaps, doubts and inferences the books record")
    shown.add_argument("--quiet", action="store_true",
                       help="errors and verdicts only, without the line that counts the notes not shown")
    c.add_argument("--draft", action="store_true",
                   help="writing top-down: references to clauses not yet written are warnings, listed once at the end")
    b = sub.add_parser("build", help="compile every rulebook into generated/ and the site sources")
    b.add_argument("--check", action="store_true", help="exit 1 if generated/ is stale; change nothing")
    b.add_argument("--watch", action="store_true",
                   help="build, then build again whenever a rulebook or a docs page changes (Ctrl-C stops)")
    b.add_argument("--interval", type=_seconds(3600, least=0.01), default=None, metavar="S",
                   help="with --watch: seconds between looks for changes, 0.01 to 3600 (default 0.1)")
    e = sub.add_parser("export", help="print a book's JSON export, or its conformance vectors")
    e.add_argument("book")
    e.add_argument("--format", choices=("json", "vectors"), default="json",
                   help="json: the book (docs/json.md); vectors: inputs and expected answers for engines")
    x = sub.add_parser("explain", help="evaluate an expression against a book and say which clauses gave the answer")
    x.add_argument("book")
    x.add_argument("expression", help='e.g. "crt(roll: 7, column: odds(28, 4), shift: -3, attacker: IJA)"')
    x.add_argument("--html", metavar="FILE", type=Path, default=None,
                   help="also write the walk as a printable HTML page to FILE")
    x.add_argument("--pdf", metavar="FILE", type=Path, default=None,
                   help="also print that page to a PDF in FILE (as the aids are printed)")
    o = sub.add_parser("odds", help="the exact chance of each result of a book's dice tables, per column")
    o.add_argument("book")
    o.add_argument("table", nargs="?", help="one table's id (default: every table read by a roll of dice)")
    o.add_argument("--drm", type=_modifier_number, default=0, metavar="N",
                   help="a die-roll modifier added to every roll (default 0)")
    o.add_argument("--shift", type=_modifier_number, default=0, metavar="N",
                   help="a column shift: negative to the left, positive to the right (default 0)")
    o.add_argument("--json", action="store_true", help="the chances as JSON records, with exact fractions")
    v = sub.add_parser("coverage", help="list sections of a source text that have no clause, or numbers in "
                                        "prose that no formal construct carries")
    v.add_argument("book")
    v.add_argument("--source", metavar="FILE", help="the source text whose numbered sections or headings to cover")
    v.add_argument("--numbers", action="store_true",
                   help="list numbers a clause's `says` states that none of its constructs uses")
    v.add_argument("--words", action="store_true",
                   help="with --numbers: numbers written as words too (twice, half, three …)")
    a = sub.add_parser("aid", help="print a book's player aid: HTML with print CSS, and a PDF")
    a.add_argument("book")
    a.add_argument("--paper", choices=("a4", "letter"), type=str.lower,   # `A4`, as an aid's `page` writes it
                   help="paper size (default: the aid's own `page`, A4)")
    a.add_argument("--out", metavar="DIR", help="folder for aid.html and aid.pdf (default: generated/BOOK/)")
    n = sub.add_parser("new", help="start a new rulebook: rulebooks/GAME/00-book.rules, ready to check and build")
    n.add_argument("game", metavar="GAME", help="the book's id: lower-case letters, digits and _ (its Python package)")
    n.add_argument("--title", help='the book\'s title (default: from GAME, e.g. "My Game")')
    d = sub.add_parser("diff", help="what changed in meaning between two versions of a book (errata): "
                                    "clauses, table cells, examples, aid entries")
    d.add_argument("old", metavar="OLD", help="a book folder, a book id, or REV:PATH (a book folder at a git revision)")
    d.add_argument("new", metavar="NEW", help="the same, for the newer version")
    d.add_argument("--json", action="store_true", help="the changes as a list of JSON records")
    d.add_argument("--examples", action="store_true", help="also run the examples against the new rules: those of "
                   "NEW that fail, and those of OLD whose answer the new rules no longer give")
    f = sub.add_parser("fmt", help="lay out .rules files as the bundled books are: indentation, aligned tables")
    f.add_argument("targets", nargs="*", metavar="BOOK|PATH", help="book ids, rulebook folders or .rules files (default: all)")
    f.add_argument("--check", action="store_true", help="change nothing; exit 1 naming each file not laid out yet")
    f.add_argument("--diff", action="store_true", help="print what would change as a unified diff; change nothing")
    k = sub.add_parser("conform", help="run a book's conformance vectors against an engine (docs/conformance.md)")
    k.add_argument("book", help="a book id (its generated/BOOK/vectors.json) or a vectors.json file")
    engine = k.add_mutually_exclusive_group(required=True)
    engine.add_argument("--engine", metavar="CMD", help="a command speaking the JSON-lines protocol on stdin/stdout")
    engine.add_argument("--python", metavar="MODULE:FUNCTION", help="a Python function answering one request (a dict)")
    k.add_argument("--clause", action="append", metavar="C", help="only vectors testing clause C or its sub-clauses")
    k.add_argument("--construct", action="append", metavar="X",
                   help="only vectors of a kind (cell, permission, negative, …) or of a construct id (river_shift)")
    k.add_argument("--id", action="append", metavar="ID", help="only vectors whose id starts with ID or matches a glob")
    k.add_argument("--junit", metavar="FILE", help="also write the results as JUnit XML")
    k.add_argument("--max-failures", type=_count, default=20, metavar="N", help="failures listed in full (default 20)")
    k.add_argument("--strict", action="store_true",
                   help="an unsupported vector fails the run too (exit 1): for a CI that must see every vector pass")
    k.add_argument("--timeout", type=_seconds(86400), default=10.0, metavar="S",
                   help="seconds an engine may take for each answer once it has started, before it is "
                        "stopped (default 10)")
    k.add_argument("--start-timeout", type=_seconds(86400), default=60.0, metavar="S",
                   help="seconds an engine may take to start: to its first answer, or a --python module's import "
                        "(default 60)")
    sub.add_parser("lsp", help="a language server for editors, on stdin and stdout: diagnostics as you type, "
                              "go to clause, hover (docs/cli.md)")
    p.set_defaults(commands=sub.choices)   # each command's own parser, for `_parsed`
    return p


def _parsed(p: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace:
    """The command line read by `p`. An option a command does not know is reported by that
    command's parser, with its usage (`rules build --bogus` showed the top-level usage, which
    lists no option of `build`)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["explain"] and "--" not in argv:   # an expression may start with a minus: `-(2)`, `-max(1, 2)`
        options = {i for i, a in enumerate(argv) if a in ("--html", "--pdf") or a.startswith(("--html=", "--pdf="))}
        options |= {i + 1 for i in options if argv[i] in ("--html", "--pdf")}   # (its own options, and the files they name)
        at = next((i for i, a in enumerate(argv[1:], 1)
                   if a.startswith("-") and a not in ("-h", "--help") and i not in options), None)
        if at is not None:
            argv.insert(at, "--")
    args, unknown = p.parse_known_args(argv)
    command = args.commands.get(args.command)
    if command is not None and args.command != "explain" and any(not a.startswith("-") for a in unknown):
        # a name after an option (`rules odds changsha --drm 1 crt`, `rules fmt a --check b`): argparse
        # reads the names before the first option only, unless told to read them mixed in
        args, unknown = command.parse_known_intermixed_args(
            argv[argv.index(args.command) + 1:], argparse.Namespace(command=args.command, commands=args.commands))
    if unknown:
        (command or p).error(f"unrecognized arguments: {' '.join(unknown)}")
    return args
