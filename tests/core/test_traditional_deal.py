"""Traditional domino rules (deal), one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from check import raises
from domino_positions import deck_of, play, rule_of

from pipgrid.games.domino import options as domino_check
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.games.domino.traditional import Traditional, parse_move


def test_tr1_deal_holds_each_tile_once():
    g = Traditional(3, 5)
    assert sorted(g.deck) == list(range(28))
    assert rule_of(domino_check.check_deck, [0] * 28) == "TR-1"
    assert rule_of(domino_check.check_deck, list(range(27))) == "TR-1"
    assert rule_of(Traditional, 2, 1, None, list(range(1, 29))) == "TR-1"


def test_tr2_hand_sizes_and_player_counts():
    for players, size in ((2, 8), (3, 6), (4, 5)):
        g = Traditional(players, 9)
        assert g.tile_counts() == [size] * players
        assert g.boneyard_count() == 28 - players * size
    assert rule_of(Traditional, 5, 1) == "TR-2"
    assert rule_of(Traditional, 1, 1) == "TR-2"
    g = Traditional(4, 1, {"hand_size": 7, "draw_count": 0, "wild_doubles": False})
    assert g.tile_counts() == [7, 7, 7, 7] and g.boneyard_count() == 0
    raises(ValueError, Traditional, 4, 1, {"hand_size": 8})
    raises(ValueError, Traditional, 2, 1, {"target": 70})
    raises(ValueError, Traditional, 2, 1, {"wild_doubles": 1})
    raises(ValueError, Traditional, 2, 1, {"jokers": True})


def test_tr3_view_holds_no_other_seat_tiles_nor_boneyard():
    g = Traditional(3, 4)
    for seat in range(3):
        v = g.view(seat)
        assert v.hand() == g.hand(seat)
        others = 0
        for s in range(3):
            if s != seat:
                others |= g.hands[s]
        for name in v.__dict__:
            value = getattr(v, name)
            if isinstance(value, int) and value > 255:
                assert value & others == 0, name
        assert v.boneyard == g.boneyard_count()
        assert (v.legal_moves() != []) == (seat == g.current_player)


def test_tr4_highest_tile_opens_and_must_be_laid():
    g = Traditional(
        2,
        1,
        None,
        deck_of(
            [
                ["5-6", "0-0", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6"],
                ["5-5", "4-6", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
            ]
        ),
    )
    # 6-6 is in the boneyard: 5-6 (value 11, low half 5) outranks 5-5 (10) and 4-6 (10)
    assert g.current_player == 0
    assert g.legal_moves() == [parse_move("5-6L")]
    assert rule_of(g.play, parse_move("0-0L")) == "TR-4"
    assert rule_of(g.play, parse_move("5-6R")) == "TR-4"
    assert rule_of(g.play, PASS) == "TR-4"
    play(g, "5-6L")
    assert g.ends() == (5, 6) and g.line() == [(5, 6)]


def test_tr5_turns_go_left():
    g = Traditional(4, 2)
    first = g.current_player
    g.play(g.legal_moves()[0])
    assert g.current_player == (first + 1) % 4


def test_move_text_round_trip():
    for m in (0, 1, 54, 55, DRAW, PASS):
        assert parse_move(Traditional.move_text(m)) == m
    raises(ValueError, parse_move, "6-6X")
    raises(ValueError, parse_move, "7-1L")
