"""Battle of Changsha checks that read the compiled book or its outputs: findings of the player and
examples probes that a rulebook `example` alone does not pin down."""
from __future__ import annotations

import changsha as cs


def test_the_6_3_example_runs_its_so_no_combat():
    """The 6.3 example's title ends "so no combat", but it only checked that the unit is not active
    (the examples probe, finding 4): the consequence, 12.0's bar on attacking, now runs too."""
    [example] = [e for e in cs.EXAMPLES if e.title.endswith("so no combat")]
    assert example.clause == "6.3.a"
    assert example.run() == (True, True)   # (two checks: not active, and so may not attack)
    out_of_range = cs.active_in_segment(True, False)
    answer = cs.attack_needs_command(in_command_at_combat_start=out_of_range)
    assert answer.value is False and answer.trace == ("12.0", "6.3.a")
    assert cs.attack_needs_command(in_command_at_combat_start=cs.active_in_segment(True, True)).value is True
