"""When two exceptions on one rule may both hold at one precedence: they agree, giving one answer in
either order. Read by the runtime (`runtime_overrides.fired`, which raises ConflictError for two
that do not) and by the checker (E310, `checks.rules`), so the two never differ.
"""
from __future__ import annotations


def agree(a, b) -> bool:
    """Whether two exceptions give one answer in either order, so that both may hold at one
    precedence: rewrites none of which touches a field (or a kind's field) that one of the other's
    touches, neither rewriting the kind (both apply, and both are cited). Two that decide (`allow`,
    `forbid`, `cancel`, `use`) never agree, even alike: the first decides alone, and its clause alone
    is cited, so a `priority` must say which. `a` and `b` are `Override`s, or the model's exceptions
    (E310 asks the same), whose rewrites give (kind, field, …) or have `.kind` and `.field`."""
    if a.effect != "rewrite" or b.effect != "rewrite":
        return False
    parts = [[(r.kind, r.field) if hasattr(r, "field") else (r[0], r[1]) for r in x.rewrites] for x in (a, b)]
    return all(fa != "kind" and fb != "kind" and (fa != fb or (ka and kb and ka != kb))
               for ka, fa in parts[0] for kb, fb in parts[1])
