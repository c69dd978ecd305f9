"""Hexagons (TO-7a) and bridges (TO-7b) on hand-built boards."""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes import text
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.board import Board
from test_triominoes_lattice import D, U, _point_touch_board, put


def _ring(board, centre_x, centre_y, skip):
    x, y = centre_x, centre_y
    for key in (U(x, y), U(x, y - 1), U(x - 1, y), D(x, y - 1), D(x - 1, y - 1), D(x - 1, y)):
        if key not in skip and key not in board.cells:
            put(board, key, 5, 5, 5)


def _score(board, key):
    return sc.placement(board, False, lat.move(key, tt.tile(5, 5, 5), 0))


def test_to7a_one_hexagon():
    b = Board()
    _ring(b, 0, 0, [U(0, 0)])
    assert b.count(0, 0) == 5
    assert _score(b, U(0, 0)) == (15 + 50, 1)
    assert text.bonus_names(1) == ["hexagon"]


def test_to7a_two_and_three_hexagons_at_once():
    b = Board()
    _ring(b, 0, 0, [U(0, 0)])
    _ring(b, 1, 0, [U(0, 0)])
    assert _score(b, U(0, 0)) == (15 + 100, 2)
    _ring(b, 0, 1, [U(0, 0)])
    assert _score(b, U(0, 0)) == (15 + 150, 3)
    assert text.bonus_names(3) == ["hexagon", "hexagon", "hexagon"]
    put(b, U(0, 0), 5, 5, 5)
    assert b.count(0, 0) == b.count(1, 0) == b.count(0, 1) == 6


def test_to7b_bridge_and_near_bridge():
    b = _point_touch_board()
    bridge = lat.move(U(1, 0), tt.tile(2, 3, 4), 1)
    assert b.bonuses(U(1, 0)) == (0, True)
    assert sc.placement(b, False, bridge) == (9 + 40, sc.BRIDGE_BIT)
    # near-bridge: the same cell without the tile at the far corner
    near = Board()
    put(near, U(0, 0), 3, 3, 3)
    put(near, D(0, 0), 3, 4, 3)
    assert near.bonuses(U(1, 0)) == (0, False)
    assert sc.placement(near, False, lat.move(U(1, 0), tt.tile(3, 4, 5), 0)) == (12, 0)


def test_to7b_two_shared_edges_is_no_bridge():
    b = Board()
    put(b, D(-1, 0), 3, 3, 3)
    put(b, D(0, -1), 3, 3, 3)
    put(b, U(2, 0), 3, 3, 3)  # far from U 0 0
    # U 0 0 shares edges with D -1 0 and D 0 -1; its third corner (1,0) is occupied too
    assert b.bonuses(U(0, 0)) == (0, False)


def test_to7b_hexagon_excludes_the_bridge():
    # closing a hexagon always means two shared edges (the tile's neighbours around the
    # point), so the bonus is the hexagon alone, never a bridge as well
    b = Board()
    _ring(b, 0, 0, [U(0, 0)])
    put(b, U(1, 0), 5, 5, 5)  # the far corner (1, 0) is occupied
    assert b.bonuses(U(0, 0)) == (1, False)
    assert _score(b, U(0, 0)) == (65, 1)
