"""Python's cyclic garbage collector as the pipeline drives it: paused while a book loads or
compiles, the shared heap frozen before a process forks, and what a load made moved to the oldest
generation. Used by `loader` (a load), `compiler.pipeline` (a book's compile, a build's pool of
workers), `compiler.workers` (a forked process) and `compiler.cli` (a command).

Why not `gc.get_freeze_count()` alone to tell whether the heap is frozen: in this Python it counts
the frozen objects one by one (a walk of the whole permanent generation), and in a build's worker
the whole of the parent's heap is frozen: asked twice per book, it cost a worker 6-7 ms each time.
`freeze()` and `unfreeze()` note whether this program froze it (a forked process inherits the note).
"""
from __future__ import annotations

import gc
from contextlib import contextmanager

_frozen = False   # whether this program's own `freeze()` holds the heap frozen now


def freeze() -> None:
    """`gc.freeze()`, before forking: the collectors of the forked processes leave the shared
    objects alone (no page of them is copied for a collection)."""
    global _frozen
    gc.freeze()
    _frozen = True


def unfreeze() -> None:
    """`gc.unfreeze()`: the frozen objects back in the oldest generation."""
    global _frozen
    gc.unfreeze()
    _frozen = False


@contextmanager
def collector_paused():
    """Python's cyclic garbage collector off for a while, and back as it was. A load makes
    millions of small objects (tokens, trees, model nodes) and no garbage cycles worth collecting;
    the collector's passes over a heap that grows with the book made the time per KB grow with
    it (a 64× book paid about a quarter more per KB than a 1× book). A build pauses it for the
    whole of a book too (`compiler.pipeline`): the back ends make few cycles (about 36,000 objects
    for War of the Suns, freed at the next collection), and a full collection over the loaded book
    cost about a tenth of War of the Suns' build."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        promote_to_oldest()
        if was_enabled:
            gc.enable()


def collector_resumed() -> None:
    """The collector back on in a process that paused it while it started (`compiler.cli.main`),
    where it settles into work that makes garbage for a long time (`rules build --watch`'s loop,
    `rules conform`'s runs): what the start made, which lives on, moved to the oldest generation
    first (`promote_to_oldest`)."""
    promote_to_oldest()
    gc.enable()


def promote_to_oldest() -> None:
    """Move every object the collector tracks into its oldest generation. What a load made lives on
    (the model, the symbols, the report): left in the youngest generation, the first allocation
    after the collector is back would walk all of it (about 4 ms for War of the Suns) only to
    move it on; a full collection still walks it, as before. `gc.freeze()` then `gc.unfreeze()`
    does exactly that (both splice lists, documented: "put them back into the oldest generation"),
    unless objects are frozen (by this program for its forked processes, or by anything else),
    which are then left as they are."""
    if _frozen or gc.get_freeze_count():
        return
    gc.freeze()
    gc.unfreeze()
