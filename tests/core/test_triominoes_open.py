"""Tri-Ominos deal sizes (TO-4) and openings (TO-5) on hand-built deals."""

from check import raises
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from triominoes_deals import T, deal, game, place

ORIGIN = tri.ORIGIN  # cell U 0 0


def test_to4_hand_sizes_and_pool():
    for players, size in ((1, 9), (2, 9), (3, 7), (4, 7), (5, 6), (6, 6)):  # 1: TO-17
        g = tri.Triominoes(players, 5)
        assert [len(h) for h in g.hands] == [size] * players
        assert g.pool_left() == 56 - players * size
        assert sorted(g.pool + [t for h in g.hands for t in h]) == list(tt.ALL)
    raises(ValueError, tri.Triominoes, 7, 1)
    raises(ValueError, tri.Triominoes, 0, 1)


def test_to5_highest_triple_opens_with_ten_bonus():
    g = game(2, [["3-3-3"], ["4-4-4"]])
    assert g.current_player == 1
    assert g.legal_moves() == [lat.move(ORIGIN, T("4-4-4"), 0)]
    assert place(g, "U", 0, 0, "4-4-4") == 22
    assert g.last_move()[3] == tri.START_BIT and g.current_player == 0


def test_to12_club_target_is_200():
    assert tri.Triominoes(2, 1, {"club": True}).target == 200 and tri.Triominoes(2, 1).target == 400


def test_to5_zero_triple_opening_scores_40_or_club_30():
    for club, points in ((False, 40), (True, 30)):
        g = game(2, [["5-5-5", "0-0-0"], []], club=club)
        assert g.legal_moves() == [lat.move(ORIGIN, T("0-0-0"), 0), lat.move(ORIGIN, T("5-5-5"), 0)]
        assert place(g, "U", 0, 0, "0-0-0") == points
        assert g.scores() == [points, 0]
    # 0-0-0 as the only triple dealt opens too, with its 40
    hands, pool = deal(2, [["0-0-0"], []])
    for t in (T("1-1-1"), T("2-2-2"), T("3-3-3"), T("4-4-4"), T("5-5-5")):
        assert t in pool
    g = tri.Triominoes(2, 1, deal=(hands, pool))
    assert g.legal_moves() == [lat.move(ORIGIN, T("0-0-0"), 0)]
    assert place(g, "U", 0, 0, "0-0-0") == 40


def test_to5_no_triple_highest_tile_opens_without_bonus():
    no_triples = [t for t in tt.ALL if not tt.is_triple(t)]
    hands = [[T("4-4-5")] + no_triples[:8], [T("3-5-5")] + no_triples[8:16]]
    pool = [t for t in tt.ALL if t not in hands[0] and t not in hands[1]]
    g = tri.Triominoes(2, 1, deal=(hands, pool))
    assert g.current_player == 1  # 3-5-5 beats 4-4-5 on the middle number
    assert len(g.legal_moves()) == 3  # any of its three rotations
    assert place(g, "U", 0, 0, "5-5-3") == 13
    assert g.last_move()[3] == 0
