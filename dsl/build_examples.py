"""Model building, examples and aids: the methods of `builder.ToModel` for worked examples (numbered
in source order) and player aids (their page, and the tables, clauses, headings and notes they
show), as a mixin. Fed by: `parser`'s trees, through `builder.ToModel`, which inherits them;
feeds `model`.
"""
from __future__ import annotations

from lark import Transformer, v_args

from . import model as m
from .build_common import Declared, _cited, _first, _meta, _own, _owning, _title
from .pieces import AidLine, NoteLine, Page, PrintedMark, Prose
from .twice import settings_twice


@v_args(inline=True)
class ExamplesToModel(Transformer):
    """The examples' and aids' rules of `builder.ToModel` (which provides `path`, `_at` and the
    count of `examples`). A `Transformer` only so that `v_args` applies to its methods: never used alone."""

    # ------------------------------------------------------------ examples and aids
    @_meta
    def example(self, meta, *items):
        self.examples += 1
        checks = tuple(c for c in items if not isinstance(c, (Prose, m.Ref, PrintedMark)))
        example = m.Example(_title(items), checks, _own(items), self.examples, "", self._at(meta),
                            printed=_first(items, PrintedMark) is not None)
        return Declared("examples", example, cited=_cited(items), **_owning(items))

    def example_printed(self):
        return PrintedMark()

    def aid(self, name, title, *items):
        size, orientation, lines, page = "A4", "landscape", [], None
        for c in items:
            if isinstance(c, Page):
                size, orientation, page = c.size, c.orientation, c
            elif isinstance(c, m.AidItem):
                lines.append(c)
            elif isinstance(c, AidLine):
                lines.append(c.item)
            elif isinstance(c, NoteLine):
                lines.append(m.AidItem("note", c.note.text, c.note.span))
        aid = m.Aid(str(name), title.text, size, orientation, tuple(lines), self._at(name),
                    settings_twice(items, self._at(name)), page.size_span if page else None,
                    page.orientation_span if page else None)
        return Declared("aids", aid, None, _cited((title, *items)))

    @_meta
    def aid_page(self, meta, size, orientation):
        return Page(str(size), str(orientation), self._at(meta), self._at(size), self._at(orientation))

    def aid_show(self, kind, name):
        return m.AidItem(kind, str(name), self._at(name))

    def aid_kind(self, word):
        return str(word)

    def aid_clause(self, ref):
        return m.AidItem("clause", ref.target, ref.span)

    @_meta
    def aid_heading(self, meta, text):
        return AidLine(m.AidItem("heading", text.marked, self._at(meta)), text.refs)
