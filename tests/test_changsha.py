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


def test_the_aid_resolves_the_terrain_part_of_a_combat():
    """The aid had no line for the defender's hex terrain, the largest shift in the game, nor 12.3's
    defender's choice nor 12.6's "cumulative" (player probe, finding 1)."""
    text = _aid_text()
    assert ("Shift for the defender's hex terrain [12.3] : as many columns left as the number in the Combat "
            "column of the Terrain Effects Key for the terrain of the defender's hex") in text
    assert "Where the hex has several kinds of terrain the defender picks the one that applies" in text
    assert ("Terrain shifts of a combat [12.6] : the sum of “Shift for the defender's hex terrain”, "
            "“Attacking across a river” and “Fortification (combat)”") in text
    # the key's River 1L is the across-river shift, said on the key, and counted once by the rules
    assert "The River line is the shift for attacking across a river [12.5]" in text
    for terrain in ("clear", "woods", "mountain", "peak", "village", "town", "city"):
        alone = cs.hex_terrain_shift(defender_terrain=terrain).value
        assert cs.terrain_shift(defender_terrain=terrain, all_attackers_across_river=True).value == alone - 1
        assert cs.terrain_shift(defender_terrain=terrain, all_attackers_across_river=True,
                                fortification_in_hex=True).value == alone - 2
    assert cs.hex_terrain_shift(defender_terrain="peak").value == -3


def test_the_aid_resolves_a_barrage():
    """The Terrain Effects Key's Barrage column was never explained on the aid, nor the defender's
    choice of terrain, the fortification's -1, 7.6's procedure or the air markers' values (player
    probe, findings 1 and 2)."""
    text = _aid_text()
    assert "Barrage: +1, -1, -2 are added to the barrage die roll against a target in that terrain [7.6]" in text
    assert "Where the hex has more than one terrain the defender chooses which one counts" in text
    assert "Where a hex holds more than one terrain the defender picks the line that counts, in combat [12.3] and in a barrage [7.6]" in text
    assert ("Terrain (barrage) [7.6.a] : add the number in the Barrage column of the Terrain Effects Key for the "
            "terrain of the barraged hex to the die roll") in text
    assert "Fortification (barrage) [12.4.c] : −1 to the die roll when the barraged hex holds a KMT fortification" in text
    assert "cross the barrage points firing with the modified die roll. A modified roll of 1 always has no effect" in text
    assert "Barrage value of a fighter [4.2] 4 Barrage value of a bomber [4.2] 8" in text
    # the key's +1 and -2 are what a barrage adds: a bomber rolling 5 on woods reads the 6 row
    assert cs.barrage_drm(target_terrain="woods").value == 1
    assert cs.barrage(5, cs.air_barrage_value(barrage_air_marker="bomber").value, target_terrain="woods").value == "1"
    assert cs.barrage(3, 8, target_terrain="city", target_fortification=True).value == "-"


def test_the_aid_says_air_markers_shift_columns_only_in_combat():
    text = _aid_text()
    assert "Fighter support [4.2] : 1 column in favour of the IJA when the IJA air support marker committed to this combat is Fighter" in text
    assert "combat or barrage" not in text


def test_letters_of_ours_are_said_not_to_be_printed_numbers_on_the_aid():
    """[12.7.b], [13.2.d], [6.3.c] … looked like printed numbers; Khalkin-Gol and Shanghai say theirs
    are not (player probe, finding 4). The aid says so too."""
    text = _aid_text()
    assert "A number with a letter ([12.7.b], [13.2.d] …) is not printed in the rules" in text
    assert "[14.2a] a)–b)" in text


def test_the_aid_fills_its_two_pages():
    """Page 2 was half empty, its right column blank, while the barrage and terrain rules above were
    left off (player probe, finding 11): every column of both pages now runs past two thirds of the
    page, and the aid still prints on two pages."""
    import pytest
    pdfplumber = pytest.importorskip("pdfplumber")
    from conftest import ROOT
    with pdfplumber.open(ROOT / "generated" / "changsha" / "aid.pdf") as pdf:
        assert len(pdf.pages) == 2
        for page in pdf.pages:
            words = [w for w in page.extract_words() if w["bottom"] < page.height - 30]   # (not the foot)
            for third in range(3):
                column = [w for w in words if third * page.width / 3 <= w["x0"] < (third + 1) * page.width / 3]
                assert column and max(w["bottom"] for w in column) > page.height * 2 / 3, (page.page_number, third)
