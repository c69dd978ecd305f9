"""The triangular lattice: coordinates, numbers per point, legal placements (TO-6)
on hand-built boards."""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.board import Board


def U(x, y):
    return lat.cell(False, x, y)


def D(x, y):
    return lat.cell(True, x, y)


def put(board, key, *corners):
    t, rot = tt.from_corners(*corners)
    board.place(key, t, rot)


def xy(points):
    return [lat.point_xy(p) for p in points]


def test_cells_have_the_rule_files_corners_clockwise():
    assert xy(lat.corners(U(2, -3))) == [(2, -3), (2, -2), (3, -3)]
    assert xy(lat.corners(D(2, -3))) == [(2, -2), (3, -2), (3, -3)]
    assert lat.cell_parts(D(-5, 7)) == ("D", -5, 7)


def test_cells_share_edges_with_the_stated_neighbours():
    assert sorted(nb for nb, _ in lat.edges(U(1, 1))) == sorted([D(0, 1), D(1, 0), D(1, 1)])
    assert sorted(nb for nb, _ in lat.edges(D(1, 1))) == sorted([U(1, 1), U(2, 1), U(1, 2)])
    for key in (U(1, 1), D(1, 1)):
        mine = set(lat.corners(key))
        for nb, opposite in lat.edges(key):
            shared = mine & set(lat.corners(nb))
            assert len(shared) == 2 and opposite in mine and opposite not in shared


def test_every_point_is_a_corner_of_six_cells():
    around = [U(0, 0), U(0, -1), U(-1, 0), D(0, -1), D(-1, -1), D(-1, 0)]
    origin = lat.cell(False, 0, 0) & (lat.DOWN - 1)  # point (0, 0)
    for key in around:
        assert origin in lat.corners(key)


def test_board_keeps_numbers_and_counts_per_point():
    b = Board()
    put(b, U(0, 0), 2, 4, 1)
    put(b, D(0, 0), 4, 5, 1)
    assert (b.number(0, 0), b.number(0, 1), b.number(1, 0), b.number(1, 1)) == (2, 4, 1, 5)
    assert (b.count(0, 1), b.count(1, 0), b.count(0, 0), b.count(5, 5)) == (2, 2, 1, 0)
    assert b.number(5, 5) is None
    b.remove_last()
    assert b.count(0, 1) == 1 and b.number(1, 1) is None


def _point_touch_board():
    """3-3-3 in U 0 0, 3-3-4 in D 0 0, and 2-2-2 in U 2 0: cell U 1 0 shares an edge
    with D 0 0 only and touches the 2-2-2 only at point (2, 0)."""
    b = Board()
    put(b, U(0, 0), 3, 3, 3)
    put(b, D(0, 0), 3, 4, 3)
    put(b, U(2, 0), 2, 2, 2)
    return b


def test_to6_corner_touching_only_at_a_point_must_match():
    b = _point_touch_board()
    t345 = tt.tile(3, 4, 5)
    # 3-4-5 matches the shared edge (3 at (1,0), 4 at (1,1)) but puts 5 on the 2 at (2,0)
    assert tt.corners(t345, 0) == (3, 4, 5)
    assert not b.fits(U(1, 0), t345, 0)
    assert not b.is_legal(U(1, 0), t345, 0)
    assert lat.move(U(1, 0), t345, 0) not in b.placements([t345])
    t234 = tt.tile(2, 3, 4)
    assert b.is_legal(U(1, 0), t234, 1)  # corners 3, 4, 2
    assert lat.move(U(1, 0), t234, 1) in b.placements([t234, t345])


def test_to6_needs_a_shared_edge_and_an_empty_cell():
    b = _point_touch_board()
    t = tt.tile(2, 2, 2)
    assert not b.is_legal(U(2, 0), t, 0)  # occupied
    assert not b.is_legal(U(5, 5), t, 0)  # nowhere near
    assert b.is_legal(D(2, -1), t, 0)  # shares U 2 0's bottom edge
    # U 3 1 has corners (3,1), (3,2), (4,1): it shares no edge (nor a point) with the board
    assert U(3, 1) not in b.frontier()
    assert not b.is_legal(U(3, 1), t, 0)


def test_placements_tries_every_rotation_never_a_mirror():
    b = Board()
    put(b, U(0, 0), 0, 1, 2)
    # D 0 0 shares the edge (0,1)=1, (1,0)=2: its corners read 1, ?, 2 clockwise
    t = tt.tile(1, 2, 5)  # 1-2-5 clockwise; fits only as 1, 5, 2? that reads 1-5-2: a mirror
    assert [m for m in b.placements([t]) if lat.move_cell(m) == D(0, 0)] == []
    t2 = tt.tile(1, 1, 2)
    found = [tt.corners(t2, lat.move_rot(m)) for m in b.placements([t2]) if lat.move_cell(m) == D(0, 0)]
    assert found == [(1, 1, 2)]
