"""Faster tree building for the LALR parser: one function per grammar rule instead of Lark's chain.
Fed by: `parser`, which installs these callbacks on the parser it builds (or loads from the cache).

For every reduction Lark calls a chain of small objects (`PropagatePositions` around a
`ChildFilter` around `ExpandSingleChild` around `Tree`), and the position pass looks every
attribute up with `getattr` and a default: about 40% of a parse. `fast_callbacks` reads what each
rule's chain does (which children it keeps, which `_rule` children it inlines, whether a `?rule`
with one child is replaced by it) and makes one function that does the same in one call. The
trees, and the positions on every node (`meta`, `container_*` included), are the ones Lark builds:
`tests/test_parser_tables.py` compares them node by node on every bundled book. A chain of any
other shape (a transformer, placeholders, an ambiguity wrapper) is left as Lark made it.

Each function's shape (`shape_of`) is what the parse in C (`dsl/_fast_parse.c`, through
`fast_lark`) reads to build the same trees itself, without calling the function.
"""
from __future__ import annotations

from functools import partial

from lark import Token, Tree
from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild, PropagatePositions
from lark.tree import Meta


def _shape(callback):
    """(rule name, kept children or None, expand-single-child) of a chain Lark built, or None when
    the chain is not one this module reproduces."""
    if type(callback) is not PropagatePositions or callback.node_filter is not None:
        return None
    inner = callback.node_builder
    keep = None
    if type(inner) is ChildFilterLALR_NoPlaceholders:
        keep = tuple(inner.to_include)
        inner = inner.node_builder
    expand1 = type(inner) is ExpandSingleChild
    if expand1:
        inner = inner.node_builder
    if not (type(inner) is partial and inner.func is Tree and len(inner.args) == 1 and not inner.keywords):
        return None
    return inner.args[0], keep, expand1


def shape_of(callback):
    """(rule name, kept children or None, expand-single-child) of a function `fast_callbacks`
    installed, as `_shape` read it from Lark's chain; None for any other callback."""
    if getattr(callback, "__code__", None) is not _BUILD_CODE:
        return None
    return callback.shape


def _make(name: str, keep, expand1: bool):
    # A `?rule` that keeps its one child as it is: when that child is a tree that takes up text,
    # the steps below give back the child itself, its positions set to what they already are
    # (about half of all reductions: `?expr` → `?or_expr` → … → an atom).
    passthrough = expand1 and keep in (None, ((0, False),))

    def build(children):
        if passthrough and len(children) == 1:
            c = children[0]
            if type(c) is Tree and not (c._meta or c.meta).empty:
                return c
        # Which children the tree keeps (Lark's ChildFilterLALR_NoPlaceholders).
        if keep is None:
            filtered = children
        else:
            filtered = []
            for i, inline in keep:
                if inline:
                    if filtered:
                        filtered += children[i].children
                    else:
                        filtered = children[i].children
                else:
                    filtered.append(children[i])
        if expand1 and len(filtered) == 1:
            res = filtered[0]
            if type(res) is not Tree:
                return res
            meta = res._meta or res.meta
        else:
            meta = Meta()
            res = Tree(name, filtered, meta)
        # Positions (Lark's PropagatePositions): the first and last child that takes up text.
        for c in children:
            if type(c) is Tree:
                m = c._meta or c.meta          # `Tree.meta` (a property) makes one when there is none
                if not m.empty:
                    line, column, pos = m.container_line, m.container_column, m.container_start_pos
                    break
            elif isinstance(c, Token):
                line, column, pos = c.line, c.column, c.start_pos
                break
        else:
            return res
        if not hasattr(meta, "line"):
            meta.line, meta.column, meta.start_pos, meta.empty = line, column, pos, False
        meta.container_line, meta.container_column, meta.container_start_pos = line, column, pos
        for c in reversed(children):
            if type(c) is Tree:
                m = c._meta or c.meta
                if not m.empty:
                    line, column, pos = m.container_end_line, m.container_end_column, m.container_end_pos
                    break
            elif isinstance(c, Token):
                line, column, pos = c.end_line, c.end_column, c.end_pos
                break
        if not hasattr(meta, "end_line"):
            meta.end_line, meta.end_column, meta.end_pos, meta.empty = line, column, pos, False
        meta.container_end_line, meta.container_end_column, meta.container_end_pos = line, column, pos
        return res
    build.shape = (name, keep, expand1)
    return build


_BUILD_CODE = _make("", None, False).__code__


def fast_callbacks(callbacks: dict) -> int:
    """Replace, in place, every callback whose shape is known by its one-function equivalent.
    Returns how many were replaced."""
    replaced = 0
    for rule, callback in list(callbacks.items()):
        shape = _shape(callback)
        if shape is not None:
            callbacks[rule] = _make(*shape)
            replaced += 1
    return replaced
