"""The club's extras of Tri-Ominos (TO-14 drawing at any time, TO-15 placing on corners)."""

from check import raises

from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import corners
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.board import Board
from triominoes_deals import T, game, place


def test_to14_club_draws_while_a_tile_fits_and_the_drawn_tile_may_wait():
    g = game(2, [["5-5-5"], ["3-5-5"]], pool_first=("0-0-1", "4-5-5"), club=True)
    place(g, "U", 0, 0, "5-5-5")
    moves = g.legal_moves()
    assert moves[0] == tri.DRAW and len(moves) > 1  # a tile fits, drawing is offered too
    assert tri.PASS not in moves  # TO-14: who can place may not pass
    g.play(tri.DRAW)
    assert g.scores() == [25, -5] and g.current_player == 1  # -5 (TO-8), the turn goes on
    g.play(tri.DRAW)  # the fitting 4-5-5 drawn ...
    assert T("4-5-5") in g.hands[1]
    m = [m for m in g.legal_moves() if m >= 0 and lat.move_tile(m) == T("3-5-5")][0]
    g.play(m)  # ... and another tile placed: the drawn one need not be (TO-14)
    assert T("4-5-5") in g.hands[1] and g.current_player == 0
    g.undo()
    g.undo()
    assert g.hands[1][-1] == T("0-0-1") and g.scores() == [25, -5]


def test_to14_voluntary_draws_count_toward_the_draw_limit_and_not_without_club():
    g = game(2, [["5-5-5"], ["3-5-5"]], club=True, draw_limit=1)
    place(g, "U", 0, 0, "5-5-5")
    g.play(tri.DRAW)
    assert tri.DRAW not in g.legal_moves() and all(m >= 0 for m in g.legal_moves())
    raises(ValueError, g.play, tri.DRAW)
    plain = game(2, [["5-5-5"], ["3-5-5"]])
    place(plain, "U", 0, 0, "5-5-5")
    assert tri.DRAW not in plain.legal_moves()
    raises(ValueError, plain.play, tri.DRAW)  # TO-8 stands without club


def corners_board(third):
    """5-5-5 in U 0 0 and 3-3-3 in U 2 0; ``third`` (a triple or None) in U 0 1. Cell
    U 1 0 then shares no edge with a tile and has corners (1,0)=5, (2,0)=3 and (1,1)
    on ``third``'s number or free."""
    b = Board()
    b.place(lat.cell(False, 0, 0), T("5-5-5"), 0)
    b.place(lat.cell(False, 2, 0), T("3-3-3"), 0)
    if third:
        b.place(lat.cell(False, 0, 1), T(third), 0)
    return b


def test_to15_two_corners_score_the_value_less_5_three_corners_plus_30():
    ck = lat.cell(False, 1, 0)
    t, rot = tt.from_corners(5, 5, 3)  # 3-5-5 on corners (1,0)=5, (1,1)=5, (2,0)=3
    m = lat.move(ck, t, rot)
    b = corners_board(None)
    assert not b.is_legal(ck, t, rot) and b.is_legal(ck, t, rot, True)
    assert m in corners.placements(b, [t]) and m in sc.moves_for(b, [t], [], False, True)
    assert m not in sc.moves_for(b, [t], [], False, False)  # not without club
    assert sc.placement(b, True, m) == (13 - 5, corners.TWO_VERTICES_BIT)
    b = corners_board("5-5-5")
    assert sc.placement(b, True, m) == (13 + 30, corners.THREE_VERTICES_BIT)
    assert not b.is_legal(ck, T("4-4-4"), 0, True)  # TO-6's numbers rule stands: 4 is not 5
    one = Board()
    one.place(lat.cell(False, 0, 0), T("5-5-5"), 0)
    # U 1 0 touches the lone tile at one corner only: no placement there
    assert not one.is_legal(ck, t, rot, True)


def test_to15_a_placement_sharing_an_edge_is_scored_by_to7_only():
    g = game(2, [["5-5-5"], ["4-5-5"]], club=True)
    place(g, "U", 0, 0, "5-5-5")
    m = [m for m in g.legal_moves() if m >= 0][0]
    assert sc.placement(g.board, True, m)[1] & (corners.TWO_VERTICES_BIT | corners.THREE_VERTICES_BIT) == 0
