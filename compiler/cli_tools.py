"""The `rules` commands that hand their work to a module of their own: `conform` (the kit,
`conform`), `diff` (`diff`), `new` (`scaffold`), `fmt` (`formatting`) and `lsp` (`lsp`); each says
that module's refusals as usage errors. Fed by: the command line (`cli_parser`).
"""
from __future__ import annotations

import sys
from pathlib import Path

from dsl.files import unaskable

from . import freshness
from .cli_shared import UsageError, _targets, _text_argument


def cmd_conform(args, root: Path) -> int:
    from dsl.collector import collector_resumed
    from .conform import ConformError, conform
    collector_resumed()     # (an engine's run, and a --python engine's module, make what they make)
    try:
        return conform(args, root)
    except ConformError as err:
        raise UsageError(str(err)) from None


def cmd_diff(args, root: Path) -> int:
    from .diff import DiffError, run
    try:
        if args.json:
            return run(args.old, args.new, True, root, examples=args.examples)
        import io
        from dsl.limits import visible
        out = io.StringIO()
        code = run(args.old, args.new, False, root, out=out, examples=args.examples)
        sys.stdout.write(visible(out.getvalue()))   # a clause's NUL or terminal escape never reaches the terminal
        return code
    except DiffError as err:
        raise UsageError(str(err)) from None


def cmd_new(args, root: Path) -> int:
    import os
    from dsl.loader import display
    from .scaffold import ScaffoldError, new_book
    here = Path.cwd().resolve()
    if "RULES_ROOT" not in os.environ and not here.is_relative_to(root.resolve()):
        root = here          # no project above: this folder becomes one (never the installation's)
    try:
        written = new_book(root, args.game, None if args.title is None else _text_argument(args.title))
    except ScaffoldError as err:
        raise UsageError(str(err)) from None
    for path in written:
        print(display(path, here))
    print(f"next: edit {display(written[0], here)}, check it with `rules check {args.game}`, "
          "and build it with `rules build`", file=sys.stderr)
    return 0


def cmd_fmt(args, root: Path) -> int:
    from . import formatting
    names = []
    for name in args.targets:   # (a folder of books, `rules fmt rulebooks`: each of its books)
        p = Path(name)
        books = sorted(str(f) for f in p.iterdir() if f.is_dir() and freshness.holds_rules(f)) \
            if name.strip() and unaskable(p) is None and p.is_dir() and not freshness.holds_rules(p) else []
        names.extend(books or [name])
    try:
        files = formatting.files_of(_targets(root, names))
    except OSError as err:   # (a folder that cannot be listed)
        raise UsageError(f"cannot list {err.filename}: {err.strerror}") from None
    return formatting.run(files, check=args.check, diff=args.diff, base=root)


def cmd_lsp(args, root: Path) -> int:
    """A language server on stdin and stdout, for the designer's editor (`compiler/lsp.py`)."""
    from .lsp import MissingLibrary, serve
    try:
        return serve()
    except MissingLibrary as err:
        print(f"rules lsp: {err}", file=sys.stderr)
        return 2
