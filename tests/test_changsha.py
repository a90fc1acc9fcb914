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


def test_an_air_marker_barrages_with_its_value_and_shifts_only_in_combat():
    """Fighter and bomber support read "1 column in favour of the IJA when the marker committed to this
    combat or barrage is Fighter" (player probe, finding 2): in a barrage a marker fires its barrage
    value, 4 or 8 [4.2]; only in combat does it shift columns. The two uses are two facts now."""
    assert cs.air_barrage_value(barrage_air_marker="fighter").value == 4
    assert cs.air_barrage_value(barrage_air_marker="bomber").value == 8
    assert cs.air_bomber(attacker="IJA", barrage_air_marker="bomber").value == 0
    assert cs.air_barrage_value(air_support="bomber").value == 0
    assert cs.air_bomber(attacker="IJA", air_support="bomber").value == 2
    assert cs.air_fighter(attacker="KMT", air_support="fighter").value == -1
    assert "barrage" not in cs.FACTS["air_support"].title
    assert "barrage" in cs.FACTS["barrage_air_marker"].title



def _aid_text() -> str:
    import html
    import re
    from conftest import ROOT
    page = (ROOT / "generated" / "changsha" / "aid.html").read_text(encoding="utf-8")
    return html.unescape(" ".join(re.sub(r"<[^>]+>", " ", page.split("<body>", 1)[1]).split()))


def test_the_turn_sequence_reads_as_sentences():
    """"Activation Segment [6.2]: Either player draws the marker [6.2]" cited one clause twice, and the
    Second Reinforcement Segment's condition ran into "Our reading:" (player probe, finding 14)."""
    text = _aid_text()
    assert "Activation Segment [6.2] : Either player draws one marker at random; its owner becomes the active player." in text
    assert ("when its special marker (9th Army Group, 11th Army) is drawn and used : The owner places the "
            "reinforcements the scenario lists for this segment [5.1].") in text
    def paths(drawn):
        return [path for path, _ in cs.SEQUENCES["turn"].steps(special_marker_drawn=drawn, active_player="KMT")]
    assert "turn.action.second_reinforcement" in paths(True)
    assert "turn.action.second_reinforcement" not in paths(False)


def test_letters_of_ours_are_said_not_to_be_printed_numbers_in_the_web_book():
    """[12.7.b], [13.2.d], [6.3.c] … look like printed numbers; Khalkin-Gol and Shanghai say theirs
    are not (player probe, finding 4). The web book's index says so now."""
    from conftest import ROOT
    index = (ROOT / "generated" / "site" / "books" / "changsha" / "index.md").read_text(encoding="utf-8")
    assert "lettered by us in printed order; they are not printed numbers" in index
    assert "[\\[14\\.2a\\]](rules.md#14.2a) a\\)–b\\)" in index
