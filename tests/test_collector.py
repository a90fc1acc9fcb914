"""`dsl.collector`: what a load made moved to the oldest generation, unless the heap is frozen, and
a heap this program froze (for its forked processes) told without counting it object by object."""
import gc

import pytest

from dsl import collector


@pytest.fixture
def collector_off():
    was = gc.isenabled()
    gc.disable()
    yield
    if was:
        gc.enable()


class Made:
    pass


def generation_of(obj) -> int:
    return next(g for g in range(3) if any(o is obj for o in gc.get_objects(generation=g)))


def test_what_a_pause_made_ends_in_the_oldest_generation(collector_off):
    with collector.collector_paused():
        made = Made()
        assert generation_of(made) == 0
    assert generation_of(made) == 2
    assert not gc.isenabled()      # (left as it was: off)


def test_a_heap_the_program_froze_is_left_frozen_and_not_counted(collector_off, monkeypatch):
    collector.freeze()
    try:
        def counted():
            raise AssertionError("the frozen objects counted one by one")
        monkeypatch.setattr(gc, "get_freeze_count", counted)
        made = Made()
        collector.promote_to_oldest()
        assert generation_of(made) == 0        # not moved: the frozen objects stay frozen
        monkeypatch.undo()
        assert gc.get_freeze_count() > 0
    finally:
        collector.unfreeze()
    assert gc.get_freeze_count() == 0
    collector.promote_to_oldest()              # unfrozen: promoted again
    assert generation_of(made) == 2


def test_objects_another_program_froze_are_left_frozen(collector_off):
    gc.freeze()
    try:
        made = Made()
        collector.promote_to_oldest()
        assert generation_of(made) == 0 and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
