"""The rulebooks' own worked examples are all present, and marked `printed`.

Each list below is every `example … printed` of one book, as (clause, title) in book order: the
blocks that transcribe a worked example the source prints (`/work/shared/seeds/`, which its README
maps to the books), and no example of ours (a boundary case, a table read) beside them. A printed
example that works out several things may be checked by several blocks; each is listed. The test
fails if a block loses its mark, gains one, or is renamed or moved: update the list (and this
docstring) only against the seed.

31 worked examples are printed across the four sources: 12 in Changsha, 17 in Khalkin-Gol (15
passages, two of which print two lettered or numbered examples each), 2 in War of the Suns and
none in Shanghai Incident (a two-page player aid that prints formulas, never a worked case).

Changsha (seed 000_38e56100b0f63534.txt; "Blue for examples of play", line 55):
- 5.1.c, line 267 "Example: In the 3rd Battle of Changsha (15.4) the IJA receives…": the first
  unit pays 1/2 MF, the second 1, each successive one 1/2 more (three blocks).
- 6.2.b.1, line 313 "Example 1: The activation marker that activates the KMT T2 Corps is drawn.
  The N3 HQ is in the command radius…".
- 6.2.b.2, line 315 "Example 2: … The N3 HQ is outside the command radius of the T2 HQ…".
- 6.3.a, line 338 "Example: A unit is activated during the Activation Phase. The unit would be
  active during the Barrage Segment…": active in the Barrage Segment, then not in the Combat
  Segment (two blocks).
- 11.5, line 606 "Example: A stack of two, two step units retreat into a hex, in an EZOC…": one
  step, then another in a second EZOC hex (two blocks).
- 12.7.c, line 698 "Example: If 50 attack factors are attacking into a hex with a defense strength
  of 15…" (3:1).
- 12.7.d, line 706 "Example: If a force with 5 attack factors is attacking a force with 11 defense
  factors…" (1:3).
- 12.7.1, line 712 "Example: 28 attack factors attack 4 defense factors in a city…" (the 4:1 column).
- 12.7.1.1, line 718 "Example: The IJN conduct an attack with final odd ratio (after shifts) of 7:1…"
  (the 5:1 column, +2).
- 13.2.a, line 762 "Example: The KMT player receives an "R2" result…": one extra step, a second
  if both hexes are in an EZOC (two blocks).
- 13.3.b, line 785 "Example: A defending unit with one step receives a D2R3 result…" (advance 4).
- 14.1.b, line 807 "Example: If a KMT unit is in a town, it is in supply even if surrounded…".

Khalkin-Gol (seed 001_3dbde536f47fc65c.txt; "Blue for examples of play", line 81):
- 8.2, line 378 "Example: For the June GT the Japanese receive 12 RP for the turn; they control five
  Objectives…": the five objectives' 5 RP, and the 19 RP total (two blocks).
- 9.1, line 393 "Example: Recruiting three garrison units which cost 0.5 RP each…" (2 RP).
- 11.1, line 519 "Example: Three Japanese divisions, three regiments and any number of supply units
  may stack in a hex."
- 13.3, lines 594 and 595 "Examples: 1) A Japanese 1 strength unit attacking a Soviet 5…" and
  "2) A Japanese 8 strength unit attacking a Soviet 1…": one block each (a third, reading both
  off the table unshifted, is our cross-check, not marked).
- 13.4.1, line 609 "Examples: a) In an attack initially conducted at 400%…" (the net shift; the
  columns holding 400% and 300% are not in the source).
- 13.4.1, line 610 "b) The attacker has 20 combat factors; the defender has 1…" (600–699%: the
  column read; the same attack through the full chain is our cross-check, not marked).
- 13.4.2, line 635 "Example: A counterattack involving one IJA and two Mengjiang ground units…":
  one right shift, none for the Mengjiang units alone (two blocks).
- 13.4.3, line 644 "Example: Units defending against an attack across a river during a non-winter
  GT…" (two left shifts).
- 14.1, line 698 "Example: Non-Red Army units may not retreat into the USSR."
- 15.3, line 782 "Example: A Soviet air unit based at the aerodrome at Tamsag Bulak (hex 2015)
  could relocate to … Bain Tuman (hex 1211)": the map is not in the source, so the block checks
  the 12-hex relocation range, not the distance between the two hexes.
- 16.3, line 902 "Example: A supply depot expended for entrenching could place Entrenched markers
  on any or all friendly units within radius (18.1)": one supply unit for any number of units.
- 22.2, line 1149 "Example: If the Soviets have five available air units, only three may be used
  during a winter GT."
- 24.2, line 1521 "Example: Two supply units, on two different aerodromes, may be expended…".
- 24.3, line 1529 "Example: A ground attack supported by CAS produces a B2 result…".
- 24.5, line 1548 "Example: Soviet 36th Mechanized Division may only be built from the three
  regiments with a "36" identification."
- 24.6.2, line 1579 "Example: An Agent with a range of 1–4 would convert to a Partisan on a die roll
  of 1 through 4. The Agent would be eliminated on a die roll of 5 or 6." (four blocks: 1 and 4
  convert, 5 and 6 eliminate).

War of the Suns (seed 002_8a4f1f382efd9319.txt, the playbook; the main rules book is not in it):
- charts.transport_points, line 2781, the Transport Point Requirement Table's cell "Twice the
  regular amount (e.g., a 0-SP mechanized unit requires 2 Transport Points)".
- charts.ob_keys, line 2826 "Reorganization example: 3 KMT units (the first improved by +2, the
  second improved by +1, the third an elite unit expanded from 3 to 4SP)…".

Shanghai Incident (seed 003_fcff74ffca848260.txt): none.
"""
from __future__ import annotations

import pytest

from conftest import bundled_books, compiled_book

PRINTED = {
    "changsha": [
        ("5.1.c", "3rd Battle [15.4], hex 2501 on a road: the first unit pays 1/2 MF", 267),
        ("5.1.c", "The second unit pays 1 MF", 267),
        ("5.1.c", "Each later unit pays 1/2 MF more: the third pays 3/2", 267),
        ("6.2.b.1", "Example 1: T2 Corps activated, the N3 HQ in T2's radius: N3's units in N3's range activate", 313),
        ("6.2.b.2", "Example 2: 3/M1, 1/M2 and 3/M2 in T2's radius activate, though outside N3's radius", 315),
        ("6.3.a", "Active in the Barrage Segment", 338),
        ("6.3.a", "Moved out of command range: not active at the start of the Combat Segment, so no combat", 338),
        ("11.5", "Two two-step units retreat into one EZOC hex: one step lost", 606),
        ("11.5", "Into a second EZOC hex: another step", 606),
        ("12.7.c", "50 attack factors against 15: 50 / 15 = 3.33, rounded down to 3:1", 698),
        ("12.7.d", "5 attack factors against 11: 11 / 5 = 2.2, rounded up to 1:3", 706),
        ("12.7.1", "28 against 4 in a city is 7:1; the city's 3L takes it to the 4:1 column", 712),
        ("12.7.1.1", "Final odds of 7:1 use the 5:1 column with +2", 718),
        ("13.2.a", "R2 with one retreat hex in an EZOC: one extra step lost", 762),
        ("13.2.a", "R2 with both hexes in an EZOC: a second step", 762),
        ("13.3.b", "A one-step defender gets D2R3: 1 unfilled step and 3 retreat hexes, advance 4", 785),
        ("14.1.b", "A KMT unit in a town is in supply even when surrounded by IJA units or their ZOC", 807),
    ],
    "khalkin_gol": [
        ("8.2", '"they control five Objectives, so they receive another 5 RP"', 378),
        ("8.2", "June: 12 RP for the GT, 5 objectives and a 2 RP event make 19 RP", 378),
        ("9.1", "Three garrisons at 0.5 RP each cost 2 RP", 393),
        ("11.1", "Three divisions and three regiments (plus any supply units)", 519),
        ("13.3", "A Japanese 1 attacking a Soviet 5 uses the ≤49% column", 594),
        ("13.3", "A Japanese 8 attacking a Soviet 1 uses the ≥700% column", 595),
        ("13.4.1", "a) at 400%, one attacker shift against two defender shifts nets one left: the attack is at 300%", 609),
        ("13.4.1", "b) 20 against 1 with one left shift for terrain is 600–699%", 610),
        ("13.4.2", "One IJA and two Mengjiang units counterattacking get one right shift", 635),
        ("13.4.2", "The two Mengjiang units alone get no shift", 635),
        ("13.4.3", "A river in a non-winter GT gives two left shifts", 644),
        ("14.1", "Non-Red Army units may not retreat into the USSR", 698),
        ("15.3", "A Soviet air unit relocates up to 12 hexes (15.3's example: Tamsag Bulak to Bain Tuman)", 782),
        ("16.3", "One supply unit serves any number of units in one supply action", 902),
        ("22.2", "Five Soviet air units: three may fly in winter", 1149),
        ("24.2", "Two supply units on two aerodromes let two air units fly again", 1521),
        ("24.3", "B2 with CAS: one air unit plus one ground unit, or two ground units", 1529),
        ("24.5", 'The 36th Mechanized Division only from the three "36" regiments', 1548),
        ("24.6.2", "Range 1–4: a 1 converts", 1579),
        ("24.6.2", "Range 1–4: a 4 converts", 1579),
        ("24.6.2", "Range 1–4: a 5 eliminates the Agent", 1579),
        ("24.6.2", "Range 1–4: a 6 eliminates the Agent", 1579),
    ],
    "shanghai_incident": [],
    "war_of_the_suns": [
        ("charts.transport_points", "A 0-SP mechanized unit requires 2 Transport Points", 2781),
        ("charts.ob_keys", "+2, +1 and an expanded elite unit make +2 (capped); the expansion's 1 RP and 1 FEP "
                           "return", 2826),
    ],
}

# The third item of each entry is the seed line of the passage the block transcribes (blocks of
# one passage share it). How many passages each book prints, apart from the lists: dropping
# every block of one passage shows as a passage missing, not only as a shorter list.
PASSAGES = {"changsha": 12, "khalkin_gol": 17, "shanghai_incident": 0, "war_of_the_suns": 2}


def test_every_bundled_book_is_listed_and_the_sources_print_31_worked_examples():
    assert sorted(PRINTED) == sorted(bundled_books()) == sorted(PASSAGES)
    assert sum(PASSAGES.values()) == 31


@pytest.mark.parametrize("book", sorted(PRINTED))
def test_every_printed_passage_has_a_block(book):
    assert len({line for _, _, line in PRINTED[book]}) == PASSAGES[book]


@pytest.mark.parametrize("book", sorted(PRINTED))
def test_the_examples_marked_printed_are_exactly_these(book):
    c = compiled_book(book)
    assert c.ok
    marked = [(e.clause, e.title) for e in c.ir.examples if e.printed]
    assert marked == [(clause, title) for clause, title, _ in PRINTED[book]]
