"""Traditional domino rules (turns), one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from domino_positions import play, position, rule_of

from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.games.domino.traditional import parse_move


def test_tr6_tile_fits_an_end_showing_its_number():
    g = position([["2-5", "3-4"], ["0-0"]], (5, 1), wild_doubles=False)
    assert g.legal_moves() == [parse_move("2-5L")]
    assert rule_of(g.play, parse_move("3-4L")) == "TR-6"
    assert rule_of(g.play, parse_move("2-5R")) == "TR-6"
    play(g, "2-5L")
    assert g.ends() == (2, 1)  # the other half becomes the open end


def test_tr6_both_ends_equal_offers_both_sides():
    g = position([["3-6", "0-1"], ["0-0"]], (3, 3))
    assert g.legal_moves() == [parse_move("3-6L"), parse_move("3-6R")]


def test_tr7_privileged_double_on_mismatched_end():
    g = position([["4-4", "0-1"], ["2-2"]], (6, 3))
    assert g.legal_moves() == [parse_move("4-4L"), parse_move("4-4R")]
    play(g, "4-4R")
    assert g.ends() == (6, 4)  # after x-x the end shows x
    assert g.line() == [(4, 4)]  # the double lies as 4|4 against the 3
    off = position([["4-4", "0-1"], ["2-2"]], (6, 3), wild_doubles=False)
    assert off.legal_moves() == [PASS]
    assert rule_of(off.play, parse_move("4-4R")) == "TR-7"


def test_tr8_must_attach_when_able():
    g = position([["1-2", "5-5"], ["0-0"]], (1, 6), ["3-3", "4-4"], wild_doubles=False)
    assert g.legal_moves() == [parse_move("1-2L")]
    assert rule_of(g.play, DRAW) == "TR-8"
    assert rule_of(g.play, PASS) == "TR-8"


def test_tr4_tr6_tables_written_as_constants_match_the_tiles():
    from pipgrid import tiles
    from pipgrid.games.domino.moves import BY_RANK, TILE_OF_BIT
    from pipgrid.games.domino.traditional_rules import DOUBLES, PIP

    assert list(BY_RANK) == sorted(range(28), key=tiles.rank, reverse=True)  # TR-4
    for t in range(28):
        assert TILE_OF_BIT[(1 << t) % 37] == t
        for p in range(7):
            assert (PIP[p] >> t & 1) == (p in (tiles.LOW[t], tiles.HIGH[t]))  # TR-6
        assert (DOUBLES >> t & 1) == tiles.is_double(t)  # TR-7
    assert DOUBLES >> 28 == 0 and PIP[7] == 0
