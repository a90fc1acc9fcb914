"""W604: a construct's name written bare where a player reads it (a clause's text, a note, a doubt,
a table's footnote, an aid's note or heading: `center_rp applies it`), a clause id with a letter
in prose (`pause.2.d`), and a construct's title that names a construct or one of its parameters.
Fed by: `resolver` (a `Symbols` table, the names `[name]` may give), through `structure.check`.
"""
from __future__ import annotations

import re

from .. import model as m
from ..diagnostics import Report
from ..marked import pieces
from ..resolver import Symbols, text_named
from ..source import Span


# a name written as the book writes names of constructs, `snake_case` (one `_` at least: words never)
_SNAKE = re.compile(r"(?<![\w\[])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w\]])")
_BARE_SHOWN = 5   # W604s a book shows one by one: the next one says how many more it has
_BRACKETED = re.compile(r"\[([A-Za-z_]\w*)\]")
# a clause id with a letter in it, written bare in prose (`pause.2.d`, `I.1.trains`): the book's own id
_DOTTED = re.compile(r"(?<![\w.\[])(?=[\w.]*[A-Za-z])\w+(?:\.\w+)+(?![\w\]]|\.\w)")


def _bare_names(sym: Symbols, report: Report) -> None:
    """W604 where a clause's text, a note or a doubt names one of the book's constructs bare
    (`center_rp applies it`), or a clause's text, a term's or an aid's note one of its clauses whose
    id has a letter (`(pause.2.d)`; a transcriber's note may speak of ids as ids): players read it as code in the web book and on the aids, and a
    renamed construct leaves it stale. Written `[center_rp]`, it prints the construct's title and
    is checked. A construct's title (printed as written) naming a construct or one of its own
    parameters (`defender_units: the number in the result`) is W604 too. The first few are shown;
    the last one shown says how many more there are."""
    nameable = text_named(sym)   # (what `[name]` may name: not an aid)
    names = {n for n in nameable if "_" in n}   # (none yet in a book of prose: its clause ids are still read)
    book = sym.book
    texts = [(f"clause {c.id}'s text", c.says, c.span) for c in book.clauses]
    texts += [(f"term {t.id}'s text", t.says, t.span) for t in book.terms]
    for holder in [book.header, *book.clauses, *book.tables, *book.results, *book.scenarios]:
        texts += [(f"a {n.kind}", n.text, n.span) for n in holder.notes]
    for t in book.tables:   # (printed on the aids and in the web book's tables)
        texts += [(f"footnote {mark} of table {t.id}", text, t.span) for mark, text in t.footnotes]
        texts += [(f"the `forbid` of table {t.id}", str(a.value), a.span)
                  for e in t.edges for a in e.actions if a.kind == "forbid" and a.value]
    texts += [(f"a {i.kind} of aid {a.id}", i.value, i.span) for a in book.aids for i in a.items
              if i.kind in ("note", "heading")]
    # a construct's title, printed as written (on the aids too): its own parameters are names as well
    made = {m.choice_fact_name(e.id) for e in book.exceptions if e.chooser}   # (titles the designer did not write:
    titles = [(f"the title of {kind} {node.id}", node.title, node.span,      # the exception's own is checked)
               {p.name for p in getattr(node, "params", ()) if "_" in p.name})
              for kind, node in sym.names.values() if isinstance(getattr(node, "title", None), str)
              and not (kind == "fact" and node.id in made)]
    found = []
    for what, text, span in texts:
        if "_" not in text and "." not in text:
            continue
        for run, ref in pieces(text):
            if ref is None:
                found += [(what, m.group(), span, True) for m in _SNAKE.finditer(run) if m.group() in names]
                if what.endswith("'s text") or what.startswith("a note of aid "):   # (rules as players read: a note or a
                    found += [(what, m.group(), span, True)           # doubt may speak of the book's ids as ids)
                              for m in _DOTTED.finditer(run) if m.group() in sym.clauses]
    for what, text, span, params in titles:
        if "_" in text:
            found += [(what, m.group(), span, False) for m in _SNAKE.finditer(text)
                      if m.group() in names or m.group() in params]
        if "[" in text:   # a construct named as a reference in a title: the aids and headings print it as written
            found += [(what, f"[{m.group(1)}]", span, False) for m in _BRACKETED.finditer(text)
                      if m.group(1) in nameable and m.group(1) not in sym.clauses]
    found.sort(key=lambda f: (f[2].path, f[2].line, f[2].column))   # (as they print: the last shown says how many more)
    for i, (what, name, span, marked) in enumerate(found[:_BARE_SHOWN]):
        more = len(found) - _BARE_SHOWN if i == _BARE_SHOWN - 1 and len(found) > _BARE_SHOWN else 0
        at = Span(span.path, span.line, span.column, span.line, span.column + 1)   # (the note, not its whole text)
        report.warning("W604", f"{what} names {name}{' bare' if marked else ''}: a player reads code" +
                       (f" ({more} more such names in the book)" if more else ""), at,
                       f"write [{name}]: the web book and the aids print its title, and a renamed {name} is caught"
                       if marked else f"say it in words: a title is printed as it is written")
