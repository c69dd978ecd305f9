"""Tri-Ominos drawing and passing (TO-8) with and without draw_limit."""

from check import raises
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import lattice as lat
from triominoes_deals import T, game, place


def test_to8_unlimited_drawing_until_a_tile_fits_then_place_it():
    g = game(2, [["5-5-5"], []], pool_first=("0-1-2", "1-2-3", "2-5-5", "3-5-5"))
    place(g, "U", 0, 0, "5-5-5")
    assert g.legal_moves() == [tri.DRAW]
    g.play(tri.DRAW)
    g.play(tri.DRAW)
    assert g.legal_moves() == [tri.DRAW] and g.scores() == [25, -10]
    g.play(tri.DRAW)
    moves = g.legal_moves()
    assert moves and all(lat.move_tile(m) == T("2-5-5") for m in moves)
    raises(ValueError, g.play, tri.DRAW)  # TO-8: a placeable tile stops the drawing
    g.play(moves[0])
    assert g.scores() == [25, -15 + 12] and g.current_player == 0
    assert g.pool_left() == len(g.pool) - 3


def test_to8_draw_limit_then_pass():
    g = game(2, [["5-5-5"], []], pool_first=("0-1-2", "1-2-3", "2-5-5"), draw_limit=2)
    place(g, "U", 0, 0, "5-5-5")
    g.play(tri.DRAW)
    g.play(tri.DRAW)
    assert g.legal_moves() == [tri.PASS]
    raises(ValueError, g.play, tri.DRAW)
    g.play(tri.PASS)
    assert g.scores() == [25, -20] and g.current_player == 0 and not g.is_over()
    assert g.last_move() == (tri.PASS, 1, -10, 0)


def test_to8_draw_limit_zero_means_no_drawing():
    g = game(2, [["5-5-5"], []], draw_limit=0)
    place(g, "U", 0, 0, "5-5-5")
    assert g.legal_moves() == [tri.PASS]
    raises(ValueError, g.play, tri.DRAW)


def test_to8_no_drawing_or_passing_with_a_placeable_tile():
    g = game(2, [["5-5-5"], ["4-5-5"]])
    place(g, "U", 0, 0, "5-5-5")
    raises(ValueError, g.play, tri.DRAW)
    raises(ValueError, g.play, tri.PASS)


def test_to11_passes_do_not_block_while_drawing_is_allowed():
    g = game(2, [["5-5-5"], []], pool_first=("0-1-2", "1-2-3", "0-2-3"), draw_limit=1)
    place(g, "U", 0, 0, "5-5-5")
    for _ in range(2):  # seat 1, then seat 0: one fruitless draw each, then a pass
        g.play(tri.DRAW)
        g.play(tri.PASS)
    assert not g.is_over() and g.pool_left() > 0
    assert g.legal_moves() == [tri.DRAW]
