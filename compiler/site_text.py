"""Rulebook text for the web book: escaped for Markdown and HTML, with references and glossary
terms turned into links. Fed by: `to_site`. Used as Jinja filters, so templates hold no logic.

Everything from a rulebook is escaped here; only the links this module builds are markup. Prose
reaches a page as paragraphs of one line each (as on the aid): a line break or a paragraph that
starts with spaces in a rulebook's text never makes a Markdown code block, heading (`===` under a
line), table, fence or collapsible block; a title or any other inline text is one line, so a
`\\n` in it cannot end a heading before its anchor.
"""
from __future__ import annotations

import html
import re
from functools import lru_cache

from markupsafe import Markup, escape

from dsl.limits import visible
from dsl.marked import pieces
from dsl.text import CELL_REF, REF

# Markdown's own escapes (Python-Markdown's ESCAPED_CHARS, and `|` of its tables extension);
# `~` has none (`\\~` shows its backslash), so it is written as a character reference. HTML's three
# first (`&` before the others, whose references hold one), then the backslash before Markdown's
# (which add backslashes), `~` last (its reference holds `&` and `#`): one `str.replace` each, only
# for the characters a text holds (about four times faster, on a book's few thousand texts, than
# `html.escape` and a regular expression whose template is filled in Python for every match).
_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), *((c, "\\" + c) for c in "\\`*_{}[]()#+-.!|"),
            ("~", "&#126;"))
# pymdownx.details opens a collapsible block with `???` at the start of a paragraph.
_DETAILS = re.compile(r"(^|\n\n)\?")
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def _escaped(text: str) -> str:
    for char, escaped in _ESCAPES:
        if char in text:
            text = text.replace(char, escaped)
    return text


@lru_cache(maxsize=4096)    # (a page prints the same texts many times: file names, kinds, numbers)
def md_escape(text: str) -> Markup:
    """Plain text on one line that Markdown and HTML both render literally (already escaped:
    Markup, so the templates' autoescape does not escape it twice and `&` stays `&`, not
    `&amp;amp;`). Line breaks and runs of spaces become one space."""
    return Markup(_escaped(one_line(text)))


def one_line(text: str) -> str:
    """`" ".join(text.split())`: the text's words apart by one space. Most texts are so already:
    then the text itself, found without making an object of each word (every whitespace
    character but the space is unprintable)."""
    if "  " in text or not text.isprintable() or text[:1] == " " or text[-1:] == " ":
        # (a control character W602 reports is shown, U+FFFD, not taken for a space: `split` breaks
        # at U+2028, U+0085 and the C0 separators, and the web book dropped them without a trace)
        return " ".join(visible(text).split())
    return text


def paragraphs(text: str) -> str:
    """Prose as paragraphs of one line each, apart by a blank line (no line starts with a space)."""
    if "\n" not in text:     # one paragraph (most texts): nothing to split
        return one_line(text)
    return "\n\n".join(one_line(block) for block in _PARAGRAPH_BREAK.split(text) if block.strip())


def anchor(clause_id: str) -> str:
    return clause_id


def footnote_marks(marks) -> Markup:
    """A table row's or cell's footnote marks (`^3`, `^7`; its other marks, such as `underline`,
    are not footnotes) as superscripts: `<sup>3</sup><sup>,7</sup>`, each with the words "note" a
    screen reader says and the page does not show (Changsha's `3<sup>2</sup>` was read "32")."""
    numbers = [escape(m[1:]) for m in marks if m.startswith("^")]
    return Markup("".join(f"<sup>{',' if i else ''}<span style=\"{_UNSEEN}\"> note </span>{n}</sup>"
                          for i, n in enumerate(numbers)))


# words a screen reader says and the page does not show, styled in place: a project made by `rules
# new` has no stylesheet of ours, and a class showed the word "note" on its pages
_UNSEEN = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap"


def link(target: str, linker: Linker, page: str) -> Markup:
    """The filter `{{ clause_id | link(linker, page) }}`: `linker.link`. (A filter is called as it
    is; a method called in a template passes Jinja's `Context.call` first, thousands of times.)"""
    return linker.link(target, page)


def links(targets, linker: Linker, page: str, between: str) -> Markup:
    """The filter `{{ clause_ids | links(linker, page, ", ") }}`: their links, `between` (escaped)
    between each two; one call for a clause's list, not a loop of the template over it."""
    return Markup(str(escape(between)).join([linker.link(target, page) for target in targets]))


def titled(text: str, linker: Linker, page: str) -> Markup:
    """The filter `{{ title | titled(linker, page) }}`: a title (plain text) escaped as `md_escape`
    does, each `[12.7]` in it that names a clause of the book linked (an example's title, "Turn 2
    is the last turn [15.2]", printed the reference as text while the clause listed it among those
    referring to it), a construct it names (`[center_rp]`) printed by its title, and a section of an
    external book marked as one, as `Linker.ref` does in prose."""
    text = one_line(text)
    if "[" not in text:
        return Markup(_escaped(text))
    out, last = [], 0
    for m in REF.finditer(text):
        target = m.group(1)
        if target in linker.clause_ids or target in linker.declared or linker.external(target):
            # a clause linked, a construct by its title, a section of an external book marked "ext" (as in prose)
            out += [_escaped(text[last:m.start()]), linker.ref(target, page)]
            last = m.end()
    return Markup("".join(out) + _escaped(text[last:]))


def prose(text: str, linker: Linker, page: str, link_terms: bool = True) -> Markup:
    """The filter `{{ text | prose(linker, page) }}`: `linker.prose`."""
    return linker.prose(text, page, link_terms)


def _terms_pattern(terms) -> re.Pattern:
    """The glossary terms as one pattern: a whole term (`\\b` either side), the longest first.
    The terms are written as a tree of their common beginnings (`ZOC|ZOCs|Zone` as
    `Z(?:OC(?:s)?|one)`): at a position, `re` follows the one branch the text's next character
    allows, the longer terms first, instead of trying every term in turn (a book of many terms
    made the pages grow with the square of the book). When every term starts with a word
    character, the `\\b` before a term is written as a look behind after its first character
    (`(?<!\\w.)`: no word character before it), so that each alternative starts with a literal
    and `re` skips straight to the positions where some term's first character stands (the same
    matches: `\\b` before a word character is "no word character before it")."""
    terms = sorted(set(terms))
    tree = _beginnings(terms)
    if tree is not None:   # each first character, then the pattern of what may follow it
        firsts = [(c, _branches(child)) for c, child in tree.items()]
    else:                  # (terms nested too deep for `re`: each written out, the longest first)
        firsts = [(t[0], re.escape(t[1:])) for t in sorted(terms, key=len, reverse=True)]
    if all(re.match(r"\w", c) for c, _ in firsts):
        return re.compile("(" + "|".join(re.escape(c) + r"(?<!\w.)" + rest for c, rest in firsts) + r")\b", re.DOTALL)
    return re.compile(r"\b(" + "|".join(re.escape(c) + rest for c, rest in firsts) + r")\b")


_END = ""            # the key that marks a term's end in `_beginnings`' tree
_MOST_NESTED = 50    # terms that are beginnings of one another past this: written out one by one


def _beginnings(terms: list[str]) -> dict | None:
    """The terms as a tree of characters (`_END` where a term ends), or None when a path holds more
    than `_MOST_NESTED` ends or forks (a pattern nested that deep is past `re`'s limits)."""
    tree: dict = {}
    for term in terms:
        node, forks = tree, 0
        for c in term:
            forks += _END in node or len(node) > 1
            node = node.setdefault(c, {})
        node[_END] = True
        if forks > _MOST_NESTED:
            return None
    return tree


def _branches(node: dict) -> str:
    """The pattern of what may follow a node of `_beginnings`' tree: each longer term first
    (greedy), then the end of the term, when one ends here."""
    parts = []
    for c, child in node.items():
        if c == _END:
            continue
        text = [re.escape(c)]
        while len(child) == 1 and _END not in child:   # (a run without forks: written as it is)
            (c, child), = child.items()
            text.append(re.escape(c))
        parts.append("".join(text) + _branches(child))
    if not parts:
        return ""
    either = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
    return f"(?:{either})?" if _END in node else either


class Linker:
    """Builds links for one book: `[12.7]` → the clause, glossary terms → the glossary, a construct
    named in a text (`[center_rp]`) → its title, linked to its table, term or clause. A link to a
    clause reads as `ref_text` makes it (its number, or the title of a named clause)."""

    def __init__(self, clause_ids, terms, external, page_of, ref_text=None, declared=None):
        terms = list(terms)
        # a construct a text names (`[center_rp]`) → (its title, the page and anchor it is found at, or "")
        self.declared: dict[str, tuple[str, str]] = dict(declared or {})
        self.clause_ids = set(clause_ids)
        self.ref_text = ref_text or (lambda cid: cid)   # clause id → what the link reads
        self.external = external    # ref → the title of the external book it cites, or None
        self.page_of = page_of      # clause id → page file name
        self.term_rx = _terms_pattern(terms) if terms else None
        self._cells: dict[str, dict[str, Markup]] = {}    # page → text → the cell, built once
        # each term's link, from another page and from the glossary itself: [from glossary.md?][term]
        self._term_links = [{t: f"[{_escaped(t)}]({glossary}#term-{t})" for t in terms} for glossary in ("glossary.md", "")]
        self._links: dict[tuple[str, str], Markup] = {}    # (clause id, page) → its link, built once

    def link(self, target: str, from_page: str) -> Markup:
        """A link to one of the book's clauses, `[\\[12.7\\]](rules.md#12.7)`, reading as
        `ref_text` makes it. Built once for each page: the pages cite a clause many times."""
        made = self._links.get((target, from_page))
        if made is None:
            page = self.page_of(target)
            href = f"#{anchor(target)}" if page == from_page else f"{page}#{anchor(target)}"
            made = self._links[target, from_page] = Markup(f"[\\[{md_escape(self.ref_text(target))}\\]]({escape(href)})")
        return made

    def ref(self, target: str, from_page: str) -> str:
        if target in self.clause_ids:
            return self.link(target, from_page)
        named = self.declared.get(target)
        if named is not None:   # a construct: its title, linked where the book prints it
            title, where = named
            if not where:
                return md_escape(title)
            page, _, fragment = where.partition("#")
            return f"[{md_escape(title)}]({escape('#' + fragment if page == from_page else where)})"
        ext = self.external(target)
        if ext:
            return f"\\[{md_escape(target)}\\]<sup title=\"{html.escape(ext)}\">ext</sup>"
        return f"\\[{md_escape(target)}\\]"

    def prose(self, text: str, from_page: str, link_terms: bool = True) -> Markup:
        """Rulebook prose (marked text, `dsl.marked`) as Markdown paragraphs: references and
        glossary terms linked, the rest (an escaped `\\[2\\]` too) escaped."""
        out = "".join([self._terms(run, from_page, link_terms) if ref is None else self.ref(ref, from_page)
                       for run, ref in pieces(paragraphs(text))])
        return Markup(_DETAILS.sub(r"\1&#63;", out) if "?" in out else out)

    def cell(self, text: str, from_page: str) -> Markup:
        """A table cell's text as HTML (cells sit in a raw `<table>`, which Markdown leaves alone):
        each dotted `[13.2]` printed in it links to its clause, like a reference in prose. Built
        once for each text: a table prints its usual cells ("—", "1", "DR") many times."""
        made = self._cells.setdefault(from_page, {})
        cell = made.get(text)
        if cell is None:
            cell = made[text] = self._cell(text, from_page) if "[" in text else escape(text)
        return cell

    def _cell(self, text: str, from_page: str) -> Markup:
        out, pos = [], 0
        for m in CELL_REF.finditer(text):
            out.append(escape(text[pos:m.start()]))
            target = m.group(1)
            label = escape(f"[{target}]")
            if target in self.clause_ids:
                page = self.page_of(target)
                href = f"#{anchor(target)}" if page == from_page else \
                    f"{page.removesuffix('.md')}.html#{anchor(target)}"
                out.append(f'<a href="{escape(href)}">{escape("[" + self.ref_text(target) + "]")}</a>')
            elif self.external(target):
                out.append(f'{label}<sup title="{escape(self.external(target))}">ext</sup>')
            else:
                out.append(label)
            pos = m.end()
        out.append(escape(text[pos:]))
        return Markup("".join(out))

    def _terms(self, text: str, from_page: str, link_terms: bool) -> str:
        if not link_terms or self.term_rx is None:
            return _escaped(text)
        parts = self.term_rx.split(text)      # [text, term, text, term, …, text]
        if len(parts) == 1:
            return _escaped(text)
        links = self._term_links[from_page == "glossary.md"]
        parts[0::2] = map(_escaped, parts[0::2])
        parts[1::2] = map(links.__getitem__, parts[1::2])
        return "".join(parts)
