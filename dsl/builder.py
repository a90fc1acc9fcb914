"""Model building: Lark trees → the typed `model`. Fed by: `parser`.

A plain recursive walk (no Transformer magic) that carries the enclosing clause and scenario down
to the constructs written inside them. It records what it reads, however wrong; every judgement
(unknown names, bad cells, gaps) is left to `resolver` and `checks`.
"""
from __future__ import annotations

from fractions import Fraction

from attrs import evolve
from lark import Token, Tree

from . import model as m
from .diagnostics import Report
from .grid import parse_grid_row
from .source import Span
from .text import refs_in, unquote


def _span(path: str, node) -> Span:
    meta = node if isinstance(node, Token) else node.meta
    line = getattr(meta, "line", 1) or 1
    col = getattr(meta, "column", 1) or 1
    return Span(path, line, col, getattr(meta, "end_line", line) or line,
                getattr(meta, "end_column", col + 1) or col + 1)


def _trees(node: Tree, name: str | None = None):
    return [c for c in node.children if isinstance(c, Tree) and (name is None or c.data == name)]


def _tokens(node: Tree, type_: str | None = None):
    return [c for c in node.children if isinstance(c, Token) and (type_ is None or c.type == type_)]


def _first(node: Tree, name: str):
    found = _trees(node, name)
    return found[0] if found else None


def number_value(tok: Token):
    s = str(tok)
    if tok.type in ("INT", "SIGNED_INT", "HEX"):
        return int(s)
    if tok.type == "DECIMAL":
        return Fraction(s)
    if tok.type == "FRACTION":
        a, b = s.split("/")
        return Fraction(int(a), int(b)) if int(b) else None   # x/0: left for the checks to report
    raise ValueError(tok.type)


class Builder:
    """Collects the constructs of every file of one book."""

    def __init__(self, report: Report):
        self.report = report
        self.headers: list[m.BookHeader] = []
        self.items: dict[str, list] = {k: [] for k in (
            "clauses", "terms", "enums", "facts", "constants", "tables", "results", "formulas",
            "modifiers", "combines", "permissions", "exceptions", "sequences", "scenarios",
            "examples", "aids", "cited")}
        self.path = ""
        self._example_count = 0

    # ------------------------------------------------------------ entry points
    def add_file(self, path: str, trees: list[Tree]) -> None:
        self.path = path
        for tree in trees:
            for node in _trees(tree):
                self._item(node, clause=None, scenario="")


    # ------------------------------------------------------------ helpers
    def span(self, node) -> Span:
        return _span(self.path, node)

    def text(self, node: Tree | None) -> str:
        return unquote(node.children[0]) if node is not None else ""

    def text_refs(self, node: Tree | None) -> tuple[m.Ref, ...]:
        return refs_in(node.children[0], self.path) if node is not None else ()

    def ref(self, node: Tree) -> m.Ref:
        tok = node.children[0]
        return m.Ref(str(tok), self.span(tok))

    def own_clause(self, node: Tree, clause: str | None) -> str | None:
        """The clause a construct belongs to: its own `[ref]` when it has one, else the enclosing clause."""
        r = _first(node, "ref")
        return str(r.children[0]) if r is not None else clause

    def notes(self, node: Tree) -> tuple[m.Note, ...]:
        return tuple(m.Note(c.data, self.text(_first(c, "text")), self.span(c))
                     for c in _trees(node) if c.data in ("note", "doubt"))

    def expr_of(self, node: Tree, name: str):
        sub = _first(node, name)
        return self.expr(sub.children[0]) if sub is not None else None

    # ------------------------------------------------------------ dispatch
    def _item(self, node: Tree, clause: str | None, scenario: str) -> None:
        handler = getattr(self, "build_" + node.data, None)
        if handler is not None:
            handler(node, clause, scenario)
            if node.data not in _OWN_REFS:
                owner = self.own_clause(node, clause)
                self.items["cited"].extend((owner, r) for r in self._text_refs_below(node))

    def _text_refs_below(self, node: Tree) -> list[m.Ref]:
        """References in the texts and `see` lists of a construct (not in the constructs nested in
        it, which collect their own)."""
        found = []
        for child in node.children:
            if not isinstance(child, Tree) or child.data in _CONSTRUCTS or child.data in _DATA:
                continue
            if child.data == "text":
                found.extend(refs_in(child.children[0], self.path))
            elif child.data == "see":
                found.extend(self.ref(r) for r in _trees(child, "ref"))
            else:
                found.extend(self._text_refs_below(child))
        return found

    def build_book(self, node, clause, scenario):
        kw = {"title": "", "series": "", "source": "", "scale": ""}
        credits, sides, dice, externals = [], [], [], []
        for c in _trees(node):
            texts = [self.text(t) for t in _trees(c, "text")]
            if c.data in ("book_title", "book_series", "book_source", "book_scale"):
                kw[c.data[5:]] = texts[0]
            elif c.data == "book_credit":
                credits.append((texts[0], texts[1]))
            elif c.data == "book_side":
                sides.append(m.SideDecl(str(c.children[0]), texts[0], self.span(c.children[0])))
            elif c.data == "book_dice":
                dice.extend(str(t) for t in _tokens(c, "DICE"))
            elif c.data == "book_external":
                ints = [int(t) for t in _tokens(c, "INT")]
                externals.append(m.External(str(c.children[0]), texts[0], ints[0], ints[-1], self.span(c)))
        header = m.BookHeader(id=str(node.children[0]), credits=tuple(credits), sides=tuple(sides),
                              dice=tuple(dice), externals=tuple(externals), notes=self.notes(node),
                              span=self.span(node.children[0]), **kw)
        self.headers.append(header)

    def build_clause(self, node, clause, scenario):
        cid = str(node.children[0])
        says_node = _first(node, "says")
        says = self.text(_first(says_node, "text")) if says_node is not None else ""
        refs = list(self.text_refs(_first(says_node, "text")) if says_node is not None else ())
        for see in _trees(node, "see"):
            refs.extend(self.ref(r) for r in _trees(see, "ref"))
        for note in _trees(node):
            if note.data in ("note", "doubt"):
                refs.extend(self.text_refs(_first(note, "text")))
        tags = []
        for t in _trees(node, "tags"):
            for tag in _trees(t, "tag"):
                names = [str(x) for x in tag.children]
                tags.append((names[0], names[1] if len(names) > 1 else ""))
        self.items["clauses"].append(m.Clause(
            id=cid, title=self.text(_first(node, "text")), says=says, parent=clause,
            optional=_first(node, "optional") is not None, tags=tuple(tags), refs=tuple(refs),
            notes=self.notes(node), file=self.path, end_line=getattr(node.meta, "end_line", 0) or 0,
            span=self.span(node.children[0])))
        for c in _trees(node):
            if c.data not in ("says", "tags", "note", "doubt", "see", "text", "optional"):
                self._item(c, cid, scenario)

    def build_term(self, node, clause, scenario):
        texts = _trees(node, "text")
        self.items["terms"].append(m.Term(
            str(node.children[0]), self.text(texts[0]), self.text(texts[1]) if len(texts) > 1 else "",
            self.own_clause(node, clause), self.text_refs(texts[1]) if len(texts) > 1 else (),
            self.span(node.children[0])))

    def build_enum(self, node, clause, scenario):
        values = tuple(m.EnumValue(str(v.children[0]), self.text(_first(v, "text")) or str(v.children[0]),
                                   self.span(v.children[0])) for v in _trees(node, "enum_value"))
        self.items["enums"].append(m.Enum(str(node.children[0]), self.text(_first(node, "text")), values,
                                          self.own_clause(node, clause), self.span(node.children[0])))

    def build_fact(self, node, clause, scenario):
        type_tok = _first(node, "type").children[0]
        default = _first(node, "fact_default")
        self.items["facts"].append(m.Fact(str(node.children[0]), str(type_tok), self.text(_first(node, "text")),
                                          self.own_clause(node, clause),
                                          self.expr(default.children[0]) if default is not None else None,
                                          self.span(type_tok), self.span(node.children[0])))

    def build_constant(self, node, clause, scenario):
        cv = _first(node, "const_value")
        tok = cv.children[0]
        unit = str(cv.children[1]) if len(cv.children) > 1 else ""
        if tok.type == "RATIO":
            a, b = str(tok).split(":")
            value = (int(a), int(b))
        elif tok.type in ("DICE",):
            value = str(tok)
        elif tok.type == "STRING":
            value = unquote(tok)
        else:
            value = number_value(tok)
        self.items["constants"].append(m.Constant(
            str(node.children[0]), value, str(tok) if tok.type != "STRING" else value, unit,
            self.text(_first(node, "text")), self.own_clause(node, clause), self.span(node.children[0])))

    # ------------------------------------------------------------ tables and vocabularies
    def build_table(self, node, clause, scenario):
        kw: dict = {}
        decl: list[tuple[str, Span]] = []
        edges, grid = [], []
        refs, footnotes, column_results = [], [], []
        for c in _trees(node):
            if c.data == "table_roll":
                kw["roll"] = str(c.children[0]); decl.append(("roll", self.span(c.children[0])))
            elif c.data == "table_rows":
                kw["rows_kind"] = str(c.children[0]); decl.append(("rows", self.span(c.children[0])))
            elif c.data == "table_columns":
                names = _tokens(c, "NAME")
                kw["columns_kind"] = str(names[0]); decl.append(("columns", self.span(names[0])))
                if len(names) > 1:
                    kw["header_by"] = str(names[1]); decl.append(("by", self.span(names[1])))
            elif c.data == "table_results":
                kw["results"] = str(c.children[0]); decl.append(("results", self.span(c.children[0])))
            elif c.data == "missing":
                kw["missing"] = True
                kw["missing_text"] = self.text(_first(c, "text"))
            elif c.data in ("edge_off", "edge_roll"):
                where_tree = _first(c, "sideways") or _first(c, "below_above")
                where = str(where_tree.children[0])
                bound = int(_tokens(c, "INT")[0]) if c.data == "edge_roll" else None
                cited = _first(c, "ref")
                if cited is not None:
                    refs.append(self.ref(cited))
                edges.append(m.Edge(where, bound, tuple(self.edge_action(a) for a in _trees(c) if a.data.startswith("edge_")),
                                    str(cited.children[0]) if cited is not None else None, self.span(c)))
            elif c.data == "grid":
                grid.extend(parse_grid_row(t, self.path) for t in c.children)
            elif c.data == "column_results":
                column_results.append((unquote(c.children[0]), str(c.children[1])))
                decl.append((f"column {unquote(c.children[0])}", self.span(c.children[0])))
                decl.append((f"column results {unquote(c.children[0])}", self.span(c.children[1])))
            elif c.data == "table_footnote":
                footnotes.append((str(c.children[0]), self.text(_first(c, "text"))))
                refs.extend(self.text_refs(_first(c, "text")))
                refs.extend(self.ref(r) for r in _trees(c, "ref"))
            elif c.data == "see":
                refs.extend(self.ref(r) for r in _trees(c, "ref"))
            elif c.data in ("note", "doubt"):
                refs.extend(self.text_refs(_first(c, "text")))
        self.items["tables"].append(m.Table(
            id=str(node.children[0]), title=self.text(_first(node, "text")), clause=self.own_clause(node, clause),
            edges=tuple(edges), grid=tuple(grid), footnotes=tuple(footnotes), column_results=tuple(column_results), notes=self.notes(node), refs=tuple(refs),
            decl_spans=tuple(decl), span=self.span(node.children[0]), **kw))

    def edge_action(self, node: Tree) -> m.EdgeAction:
        kind = node.data[5:]
        value = None
        if kind == "drm":
            value = int(str(node.children[0]))
        elif kind == "result":
            value = unquote(node.children[0])
        return m.EdgeAction(kind, value, self.span(node))

    def build_results(self, node, clause, scenario):
        split, patterns, blank, marks = "", [], None, []
        for c in _trees(node):
            if c.data == "results_split":
                split = unquote(c.children[0])
            elif c.data == "results_pattern":
                patterns.append(m.Pattern(unquote(c.children[0]), str(c.children[1]),
                                          self.text(_first(c, "text")), self.span(c.children[0])))
            elif c.data == "results_blank":
                blank = m.Pattern("", str(c.children[0]), self.text(_first(c, "text")), self.span(c))
            elif c.data == "results_mark":
                marks.append((str(c.children[0]), self.text(_first(c, "text"))))
        self.items["results"].append(m.Results(
            str(node.children[0]), self.text(_first(node, "text")), self.own_clause(node, clause), split,
            tuple(patterns), blank, tuple(marks), self.notes(node), self.span(node.children[0])))

    # ------------------------------------------------------------ computations and rules
    def build_formula(self, node, clause, scenario):
        params = ()
        p = _first(node, "params")
        if p is not None:
            params = tuple(m.Param(str(x.children[0]), str(_first(x, "type").children[0]) if _first(x, "type") else "number",
                                   self.span(x.children[0])) for x in _trees(p, "param"))
        body = node.children[-1]
        self.items["formulas"].append(m.Formula(
            str(node.children[0]), params, self.expr(body), self.text(_first(node, "text")),
            self.own_clause(node, clause), self.span(node.children[0])))

    def build_modifier(self, node, clause, scenario):
        effect, at_most, on = None, None, ""
        for c in _trees(node):
            if c.data == "shift_effect":
                amount, const = _amount(c.children[0])
                sign = 1 if str(_first(c, "sideways").children[0]) == "right" else -1
                effect = m.Effect("shift", sign * amount, constant=const, sign=sign, span=self.span(c))
            elif c.data == "shift_favouring":
                amount, const = _amount(c.children[0])
                effect = m.Effect("favouring", amount, side=str(c.children[1]), constant=const,
                                  span=self.span(c.children[1]))
            elif c.data in ("drm_effect", "add_effect"):
                amount, const = _amount(c.children[0])
                effect = m.Effect(c.data[:-7], amount, constant=const, span=self.span(c))
            elif c.data == "multiply_effect":
                factor = self.expr(c.children[0])
                rounding = str(_first(c, "updown").children[0]) if _first(c, "updown") else ""
                effect = m.Effect("multiply", factor.value if isinstance(factor, m.Num) else None,
                                  rounding=rounding, span=self.span(c))
            elif c.data == "at_most":
                tok = c.children[0]
                at_most = str(tok) if tok.type == "NAME" else int(tok)
            elif c.data == "modifier_on":
                on = str(c.children[0])
        self.items["modifiers"].append(m.Modifier(
            id=str(node.children[0]), title=self.text(_first(node, "text")), clause=self.own_clause(node, clause),
            effect=effect, when=self.expr_of(node, "when"), unless=self.expr_of(node, "unless"),
            per=self.expr_of(node, "per"), at_most=at_most, on=on, notes=self.notes(node), scenario=scenario,
            span=self.span(node.children[0])))

    def build_combine(self, node, clause, scenario):
        names = _tokens(node, "NAME")
        at_most = _first(node, "at_most")
        self.items["combines"].append(m.Combine(
            str(names[0]), str(_first(node, "combine_mode").children[0]), tuple(str(n) for n in names[1:]),
            self.text(_first(node, "text")), self.own_clause(node, clause),
            (str(at_most.children[0]) if at_most.children[0].type == "NAME" else int(at_most.children[0]))
            if at_most is not None else None,
            tuple(self.span(n) for n in names[1:]), self.span(names[0])))

    def build_permission(self, node, clause, scenario):
        modality = _first(node, "modality")
        who = _first(node, "who")
        modal = " ".join(str(t) for t in _first(modality, "modal").children) if modality is not None else ""
        self.items["permissions"].append(m.Permission(
            id=str(node.children[0]), modal=modal, action=self.text(_first(modality, "text")) if modality is not None else "",
            title=self.text(_first(node, "text")), clause=self.own_clause(node, clause),
            who=str(who.children[0]) if who is not None else "", when=self.expr_of(node, "when"),
            unless=self.expr_of(node, "unless"), notes=self.notes(node), scenario=scenario,
            span=self.span(node.children[0])))

    def build_exception(self, node, clause, scenario):
        kw: dict = {}
        rewrites = []
        for c in _trees(node):
            if c.data == "overrides":
                target = c.children[0]
                if isinstance(target, Tree):
                    kw.update(target=str(target.children[0]), target_is_clause=True,
                              target_span=self.span(target.children[0]))
                else:
                    kw.update(target=str(target), target_span=self.span(target))
            elif c.data in ("exc_cancel", "exc_allow", "exc_forbid"):
                kw["effect"] = c.data[4:]
            elif c.data == "exc_rewrite":
                names = _tokens(c, "NAME")
                kind, fld = (str(names[0]), str(names[1])) if len(names) > 1 else ("", str(names[0]))
                pairs = tuple((str(p.children[0]), str(p.children[1])) for p in _trees(c, "rewrite_pair"))
                rewrites.append(m.Rewrite(fld, kind, pairs, self.span(c)))
                kw["effect"] = "rewrite"
            elif c.data == "exc_use":
                kw["effect"] = "use"
                kw["use"] = self.expr(c.children[0])
            elif c.data == "priority":
                kw["priority"] = int(c.children[0])
            elif c.data == "says":
                kw["says"] = self.text(_first(c, "text"))
        self.items["exceptions"].append(m.ExceptionRule(
            id=str(node.children[0]), title=self.text(_first(node, "text")), clause=self.own_clause(node, clause),
            when=self.expr_of(node, "when"), unless=self.expr_of(node, "unless"), rewrites=tuple(rewrites),
            scenario=scenario, notes=self.notes(node), span=self.span(node.children[0]), **kw))

    # ------------------------------------------------------------ sequence of play
    def build_sequence(self, node, clause, scenario):
        self.items["sequences"].append(m.Sequence(
            str(node.children[0]), self.text(_first(node, "text")), tuple(self.step(s) for s in _trees(node, "step")),
            self.own_clause(node, clause), self.notes(node), self.span(node.children[0])))

    def step(self, node: Tree) -> m.Step:
        who = _first(node, "step_who")
        repeat = _first(node, "step_repeat")
        says = _first(node, "says")
        ref = _first(node, "ref")
        return m.Step(
            kind=str(_first(node, "step_kind").children[0]), id=str(_tokens(node, "NAME")[0]),
            title=self.text(_first(node, "text")), ref=self.ref(ref) if ref is not None else None,
            who=tuple(str(t) for t in who.children) if who is not None else (),
            when=self.expr_of(node, "when"), repeat=self.text(_first(repeat, "text")) if repeat is not None else "",
            says=self.text(_first(says, "text")) if says is not None else "", notes=self.notes(node),
            children=tuple(self.step(s) for s in _trees(node, "step")), span=self.span(_tokens(node, "NAME")[0]))

    # ------------------------------------------------------------ scenarios
    def build_scenario(self, node, clause, scenario):
        sid = str(node.children[0])
        own = self.own_clause(node, clause)
        kw: dict = {}
        lists: dict[str, list] = {k: [] for k in ("markers", "setups", "supports", "reinforcements",
                                                  "victories", "skips", "options", "starts")}
        side_spans = []
        for c in _trees(node):
            d = c.data
            if d == "sc_turns":
                ints = [int(t) for t in _tokens(c, "INT")]
                kw["first_turn"] = ints[0]
                kw["last_turn"] = None if _tokens(c, "END") else ints[-1]
            elif d == "sc_area":
                kw["area"] = self.text(_first(c, "text"))
            elif d == "sc_first":
                kw["first_side"] = str(c.children[0]); side_spans.append((str(c.children[0]), self.span(c.children[0])))
            elif d == "sc_setup_order":
                names = _tokens(c, "NAME")
                kw["setup_order"] = tuple(str(n) for n in names)
                side_spans.extend((str(n), self.span(n)) for n in names)
            elif d == "sc_start":
                side, amount = c.children[0], c.children[1]
                unit = next((str(t) for t in c.children[2:] if isinstance(t, Token) and t.type == "NAME"), "")
                side_spans.append((str(side), self.span(side)))
                lists["starts"].append((str(side), number_value(amount), unit, self.text(_first(c, "text"))))
            elif d == "sc_markers":
                side = str(c.children[0]); side_spans.append((side, self.span(c.children[0])))
                for mk in _trees(c, "marker"):
                    lists["markers"].append((side, str(mk.children[0]), self.text(_first(mk, "text"))))
            elif d == "sc_setup":
                side = str(c.children[0]); side_spans.append((side, self.span(c.children[0])))
                texts = _trees(c, "text")
                formation = self.text(texts[0]) if len(texts) > 1 else ""
                lists["setups"].append(m.Setup(side, formation, self.placement(_placement_of(c)),
                                               self.text(texts[-1]), self.span(c)))
            elif d == "sc_reinforce":
                side = str(c.children[0]); side_spans.append((side, self.span(c.children[0])))
                ints = [int(t) for t in _tokens(c, "INT")]
                lists["reinforcements"].append(m.Reinforcement(
                    side, ints[0], ints[1] if len(ints) > 1 else None, self.placement(_placement_of(c)),
                    self.text(_trees(c, "text")[-1]), self.span(c)))
            elif d == "sc_support":
                side = str(c.children[0]); side_spans.append((side, self.span(c.children[0])))
                ints = [int(t) for t in _tokens(c, "INT")]
                first, last, count = (ints[0], ints[0], ints[1]) if len(ints) == 2 else (ints[0], ints[1], ints[2])
                lists["supports"].append(m.Support(side, first, last, count, self.text(_first(c, "text")), self.span(c)))
            elif d == "sc_victory":
                names = _tokens(c, "NAME")
                if names:
                    side_spans.append((str(names[0]), self.span(names[0])))
                lists["victories"].append(m.Victory(str(names[0]) if names else "", self.text(_first(c, "text")), self.span(c)))
            elif d == "sc_skip":
                path = tuple(str(t) for t in _first(c, "step_path").children)
                lists["skips"].append(m.Skip(path, self.expr_of(c, "when"), self.span(_first(c, "step_path"))))
            elif d == "sc_options":
                if _tokens(c, "ALL"):
                    kw["all_options"] = True
                lists["options"].extend(self.ref(r) for r in _trees(c, "ref"))
            elif d == "says":
                kw["says"] = self.text(_first(c, "text"))
            elif d in ("exception", "permission", "modifier", "example"):
                self._item(c, own, sid)
        self.items["scenarios"].append(m.Scenario(
            id=sid, title=self.text(_first(node, "text")), clause=own, notes=self.notes(node),
            side_spans=tuple(side_spans), span=self.span(node.children[0]),
            **kw, **{k: tuple(v) for k, v in lists.items()}))

    def placement(self, node: Tree) -> m.Placement:
        places = tuple(self.place(p) for p in _trees(node) if p.data.startswith("place_"))
        if node.data == "place_at":
            return m.Placement("at", places)
        if node.data == "place_within":
            return m.Placement("within", places, radius=int(_tokens(node, "INT")[0]),
                               text=self.text(_first(node, "text")))
        return m.Placement("in", text=self.text(_first(node, "text")))

    def place(self, node: Tree) -> m.Place:
        if node.data == "place_entry":
            return m.Place("entry", str(node.children[0]), span=self.span(node.children[0]))
        return m.Place("hex", str(node.children[0]), self.text(_first(node, "text")), self.span(node.children[0]))

    # ------------------------------------------------------------ examples and aids
    def build_example(self, node, clause, scenario):
        self._example_count += 1
        exprs = tuple(self.expr(c) for c in node.children if isinstance(c, (Tree, Token))
                      and not (isinstance(c, Tree) and c.data in ("text", "ref")))
        self.items["examples"].append(m.Example(
            self.text(_first(node, "text")), exprs, self.own_clause(node, clause), self._example_count,
            scenario, self.span(node)))

    def build_aid(self, node, clause, scenario):
        size, orientation, items = "A4", "landscape", []
        for c in _trees(node):
            if c.data == "aid_page":
                size, orientation = str(c.children[0]), str(c.children[1])
            elif c.data == "aid_show":
                items.append(m.AidItem(str(_first(c, "aid_kind").children[0]), str(_tokens(c, "NAME")[0]),
                                       self.span(_tokens(c, "NAME")[0])))
            elif c.data == "aid_clause":
                r = self.ref(_first(c, "ref"))
                items.append(m.AidItem("clause", r.target, r.span))
            elif c.data == "aid_heading":
                items.append(m.AidItem("heading", self.text(_first(c, "text")), self.span(c)))
            elif c.data == "note":
                items.append(m.AidItem("note", self.text(_first(c, "text")), self.span(c)))
        self.items["aids"].append(m.Aid(str(node.children[0]), self.text(_first(node, "text")), size,
                                        orientation, tuple(items), self.span(node.children[0])))

    # ------------------------------------------------------------ expressions
    def expr(self, node) -> m.Expr:
        sp = self.span(node)
        if isinstance(node, Token):
            if node.type == "NAME":
                return m.Name(str(node), sp)
            raise ValueError(node.type)
        d, ch = node.data, node.children
        if d in ("int", "decimal", "fraction"):
            return m.Num(number_value(ch[0]), sp)
        if d == "ratio":
            a, b = str(ch[0]).split(":")
            return m.RatioLit(int(a), int(b), sp)
        if d == "dice":
            n, s = str(ch[0]).split("d")
            return m.DiceLit(int(n), int(s), sp)
        if d == "string":
            return m.Text(unquote(ch[0]), sp)
        if d in ("yes", "no"):
            return m.Bool(d == "yes", sp)
        if d == "none":
            return m.NoneLit(sp)
        if d == "name":
            return m.Name(str(ch[0]), sp)
        if d == "call":
            return m.Call(str(ch[0]), self.args(ch[1] if len(ch) > 1 else None), sp)
        if d == "method_call":
            return m.MethodCall(self.expr(ch[0]), str(ch[1]), self.args(ch[2] if len(ch) > 2 else None), sp)
        if d == "field":
            return m.FieldOf(self.expr(ch[0]), str(ch[1]), sp)
        if d in ("add", "sub", "mul", "div"):
            return m.BinOp({"add": "+", "sub": "-", "mul": "*", "div": "/"}[d], self.expr(ch[0]), self.expr(ch[1]), sp)
        if d == "compare":
            return m.Compare(str(ch[1].children[0]), self.expr(ch[0]), self.expr(ch[2]), sp)
        if d in ("is_expr", "is_not_expr"):
            return m.Is(self.expr(ch[0]), self.expr(ch[1]), d == "is_not_expr", sp)
        if d in ("in_expr", "not_in_expr"):
            return m.In(self.expr(ch[0]), tuple(self.expr(c) for c in ch[1:]), d == "not_in_expr", sp)
        if d == "not_expr":
            return m.Not(self.expr(ch[0]), sp)
        if d in ("and_expr", "or_expr"):
            left, right = self.expr(ch[0]), self.expr(ch[1])
            op = d[:-5]
            operands = (left.operands if isinstance(left, m.Logic) and left.op == op else (left,)) + (right,)
            return m.Logic(op, operands, sp)
        if d == "if_expr":
            return m.If(self.expr(ch[0]), self.expr(ch[1]), self.expr(ch[2]), sp)
        if d == "neg":
            return m.Neg(self.expr(ch[0]), sp)
        raise ValueError(d)

    def args(self, node) -> tuple[m.Arg, ...]:
        if node is None:
            return ()
        out = []
        for a in _trees(node, "arg"):
            if len(a.children) == 2:
                out.append(m.Arg(str(a.children[0]), self.expr(a.children[1]), self.span(a.children[0])))
            else:
                out.append(m.Arg(None, self.expr(a.children[0]), self.span(a)))
        return tuple(out)


# scenario lines whose texts are data as printed (unit designations like "3 (Division) [t0]")
_DATA = {"sc_setup", "sc_reinforce", "sc_support", "sc_markers", "sc_start"}
# constructs whose builders collect their references themselves
_OWN_REFS = {"book", "clause", "table", "term"}
_CONSTRUCTS = {"clause", "term", "enum", "fact", "constant", "table", "results", "formula", "modifier", "combine",
               "permission", "exception", "sequence", "scenario", "example", "aid"}


def _amount(tok: Token) -> tuple[int, str]:
    """A literal amount, or 0 and the name of the constant that gives it."""
    return (0, str(tok)) if tok.type == "NAME" else (int(str(tok)), "")


def _placement_of(node: Tree) -> Tree:
    return next(c for c in node.children if isinstance(c, Tree) and c.data in ("place_at", "place_within", "place_in"))

def merge(parts: list["Builder"], files: tuple[str, ...], report: Report) -> m.Book:
    """One book from the files' builders, in file order; examples numbered across the book."""
    headers = [h for b in parts for h in b.headers]
    for extra in headers[1:]:
        report.error("E103", "a second book header", extra.span, "a book folder has exactly one `book` block")
    items: dict[str, list] = {k: [] for k in parts[0].items} if parts else {}
    for b in parts:
        for k, v in b.items.items():
            items[k].extend(v)
    items["examples"] = [evolve(ex, index=i) for i, ex in enumerate(items.get("examples", []), 1)]
    header = headers[0] if headers else m.BookHeader(id="")
    return m.Book(header=header, files=files, **{k: tuple(v) for k, v in items.items()})
