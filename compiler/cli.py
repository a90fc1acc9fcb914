"""The `rules` command (also `python -m compiler`). Fed by: `pipeline`.

    rules check [BOOK|PATH ...] [--format text|json] [--notes|--quiet] [--draft]
    rules build [--check]
    rules export BOOK --format json
    rules coverage BOOK --source FILE | --numbers [--words]
    rules explain BOOK EXPRESSION
    rules odds BOOK [TABLE] [--drm N] [--shift N] [--json]
    rules aid BOOK [--paper a4|letter] [--out DIR]
    rules new GAME [--title TITLE]
    rules diff OLD NEW [--json] [--examples]
    rules fmt [BOOK|PATH ...] [--check] [--diff]
    rules conform BOOK (--engine CMD | --python MODULE:FUNCTION) [--clause C] [--construct X] [--id ID] [--junit FILE] [--timeout S]
                  [--start-timeout S]
    rules lsp

Exit codes: 0 clean, 1 errors (or stale output, or missing coverage), 2 usage or a missing system
library (named, with the command that installs it). Bad input is reported as diagnostics; an unexpected
exception is reported as an internal error. A reader that closes the pipe early (`| head`) is a normal end.

This module is the entry point: `main` runs a command line, `_main` dispatches it to its handler
(`COMMANDS`) and says each way a command can fail. The rest is in its parts: `cli_parser` (the
arguments), `cli_process` (the program's process: a resident server, signals, its end),
`cli_shared` (what the handlers share: `UsageError`, the books a command names), and the handlers,
`cli_build` (check, build), `cli_books` (export, coverage, aid, explain, odds) and `cli_tools`
(conform, diff, new, fmt, lsp). Each imports the stages it runs only when it runs (startup time).
"""
from __future__ import annotations

import errno
import os
import sys

from . import freshness
from .cli_books import cmd_aid, cmd_coverage, cmd_explain, cmd_export, cmd_odds
from .cli_build import cmd_build, cmd_check
from .cli_parser import _parsed, parser
from .cli_process import (Stopped, _collector_paused_for_the_program, _deaf, _end, _interrupted,
                          _interrupted_once, _served_or_not, _server_started, _stdin_open, _stopped_by_signals)
from .cli_shared import UsageError, _targets, _text_argument  # noqa: F401  (importable from here, as they were)
from .cli_tools import cmd_conform, cmd_diff, cmd_fmt, cmd_lsp, cmd_new
from .system_libraries import AidNotPrinted, MissingSystemLibrary


COMMANDS = {"conform": cmd_conform, "new": cmd_new, "fmt": cmd_fmt, "explain": cmd_explain, "check": cmd_check, "build": cmd_build, "export": cmd_export, "coverage": cmd_coverage, "aid": cmd_aid, "diff": cmd_diff, "odds": cmd_odds, "lsp": cmd_lsp}


def main(argv: list[str] | None = None) -> int:
    if argv is None:            # run as the program: a resident server runs it, when one can (`server_client`)
        _served_or_not()
        _collector_paused_for_the_program()
        _stdin_open()
        _interrupted_once()
    try:
        os.getcwd()
    except OSError:             # (the folder it was started in removed or moved away: every path is relative to it)
        print("rules: error: the current folder no longer exists (it was removed, or moved): change to the "
              "project's folder and run the command again", file=sys.stderr)
        return 2
    from . import streams
    before = streams.wrap()     # output that cannot be written, or encoded, is not an internal error
    try:
        code = _main(argv)
    finally:
        if argv is None:        # the program ends: a further Ctrl-C or signal does not cut its clean-up
            _deaf()             # short (a traceback, and exit status -2, where 130 was due)
        streams.restore(before)
    if argv is None:            # run as the program (`rules`, `python -m compiler`)
        _server_started()
        _end(code)
    return code


def _main(argv: list[str] | None) -> int:
    from .streams import OutputError, silence_stdout
    p = parser()
    try:
        args = _parsed(p, argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    if not args.command:
        p.print_help(sys.stderr)
        return 2
    root = freshness.project_root()
    try:
        with _stopped_by_signals():
            code = COMMANDS[args.command](args, root)
        sys.stdout.flush()     # (a full disk says so when the output is flushed)
        return code
    except (UsageError, freshness.UnreadableFolder) as err:
        print(f"rules {args.command}: error: {err}", file=sys.stderr)
        return 2
    except MissingSystemLibrary as err:
        print(f"rules {args.command}: missing system library: {err}", file=sys.stderr)
        return 2
    except AidNotPrinted as err:
        print(f"rules {args.command}: error: {err}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`rules check --format json | head -1`): stop quietly, and keep Python
        # from complaining again when it flushes stdout at exit. The verdict, when the command had
        # reached one before it wrote (`args.verdict`), is kept: a book with errors is not passed.
        silence_stdout()
        return getattr(args, "verdict", 0)
    except OutputError as err:
        silence_stdout()
        print(f"rules {args.command}: error: cannot write the output: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(_interrupted(args, "interrupted"), file=sys.stderr)
        return 130
    except Stopped as err:
        print(_interrupted(args, f"stopped by {err.name}"), file=sys.stderr)
        return 128 + err.signum
    except MemoryError:   # the machine's limit, not a bug: said as such, with what to do
        print(f"rules {args.command}: out of memory: this machine (or its limit on this process) could not "
              "hold the work; give the command more memory, or make the book smaller (what it takes grows with "
              "the book's clauses, tables and examples, however they are split into files)",
              file=sys.stderr)
        return 2
    except Exception as err:  # a bug in this program, never the user's input, unless the machine's limit
        limit = _machine_limit(err)
        if limit is not None:
            print(f"rules {args.command}: {limit}", file=sys.stderr)
            return 2
        print(f"rules: internal error: {type(err).__name__}: {err}\n"
              "This is a bug in the rules compiler, not in your rulebook; please report it.", file=sys.stderr)
        return 3


def _machine_limit(err: Exception) -> str | None:
    """What to say of an error that is a limit of the machine (or of this process), not a bug: too
    few file descriptors (`ulimit -n 16`: the build's pool could not open its pipes), no thread
    startable, a worker process that died (a memory limit: the kernel ends it). None for any other."""
    from concurrent.futures.process import BrokenProcessPool
    if isinstance(err, OSError) and err.errno in (errno.EMFILE, errno.ENFILE):
        import resource
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        return (f"too many open files: this process may open {soft} at most (`ulimit -n`), and the build opens a "
                f"few dozen (its worker processes' pipes); raise the limit (`ulimit -n 1024`) and run it again")
    if isinstance(err, RuntimeError) and "can't start new thread" in str(err):
        return ("no thread could be started: this machine (or its limit on this process: `ulimit -u`, `ulimit -v`) "
                "allows no more; give the command more room and run it again")
    if isinstance(err, BrokenProcessPool):
        return ("a worker process of the build was ended before it finished (by the system: most often a memory "
                "limit, `ulimit -v`, or memory run out; else a crash, which a rerun shows again); give the command "
                "more memory and run it again")
    return None


if __name__ == "__main__":   # (`python -m compiler.cli …` ran nothing and exited 0: `python -m compiler` is the same)
    sys.exit(main())
