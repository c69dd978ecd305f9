"""Tri-Ominos' variants over whole games (TO-15 .. TO-17) and their saves, on CPython (the
portable rule checks are tests/core/test_triominoes_club.py and _solo.py; tests/parity
runs these variants' transcripts on MicroPython)."""

import pytest

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes import game as tri
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import corners
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes import tiles as tt


def greedy(g):
    return choose_greedy(g.view(g.current_player), None)


def test_to15_club_games_place_on_corners_and_undo_restores_the_points():
    found = 0
    for seed in range(1, 12):
        g = tri.Triominoes(2, seed, {"club": True})
        while not g.is_over() and found < 3:
            moves = g.legal_moves()
            corner = [m for m in moves if m >= 0 and g.board.order and not g.board._touches(lat.move_cell(m))]
            if corner:
                m = corner[0]
                before = list(g.totals)
                points, code = sc.placement(g.board, True, m)
                assert code in (corners.TWO_VERTICES_BIT, corners.THREE_VERTICES_BIT)
                assert corners.vertices(g.board, lat.move_cell(m)) == (
                    2 if code == corners.TWO_VERTICES_BIT else 3
                )
                g.play(m)
                assert g.last_move()[2:] == (points, code)
                g.undo()
                assert g.totals == before
                found += 1
            g.play(greedy(g))
    assert found == 3


def test_to16_a_seat_draws_from_its_own_pool_only():
    checked = 0
    for seed in range(1, 30):
        g = tri.Triominoes(3, seed, {"pools": "own"})
        while not g.is_over():
            s = g.current_player
            moves = g.legal_moves()
            if moves == [tri.DRAW]:
                nxt = g.pools[s][0]
                g.play(tri.DRAW)
                left = g.pool_left(s)
                g.undo()
                assert g.pools[s][0] == nxt and g.pool_left(s) == left + 1  # undo: back on its pool's front
                g.play(tri.DRAW)
                assert g.hands[s][-1] == nxt and g.pool_left(s) == len(g.pools[s]) == left
                checked += 1
                continue
            if g.board.order and not [m for m in moves if m >= 0] and g.pool_left(s) == 0:
                assert moves == [tri.PASS]  # TO-16: its own pool is empty
                if g.pool_left() > 0:
                    checked += 100  # while another seat's pool still has tiles
            g.play(greedy(g))
        if g.end_reason == "blocked":
            assert all(g.pool_left(s) == 0 for s in range(3))  # TO-11: every own pool empty
    assert checked > 100
    with pytest.raises(ValueError):
        tri.Triominoes(1, 1, {"pools": "own"})  # TO-16: 2 to 6 players


def test_to17_solitaire_nine_tiles_free_draws_and_out_or_blocked():
    g = tri.Triominoes(1, 7)
    assert len(g.hands[0]) == 9 and g.pool_left() == 47 and g.current_player == 0
    free = 0
    while not g.is_over():
        if not g.hands[0] and g.board.order:
            assert g.legal_moves() == [tri.DRAW]
            before = g.totals[0]
            g.play(tri.DRAW)
            assert g.totals[0] == before and g.last_move()[2] == 0  # no penalty
            free += 1
            continue
        g.play(greedy(g))
    assert g.match_over() and g.winner == 0 and g.round_no == 1
    if g.end_reason == "out":
        assert g.round_points == 25 and not g.hands[0] and g.pool_left() == 0
    else:
        assert g.round_points == -sum(tt.VALUE[t] for t in g.hands[0])
    assert free > 0
    g = tri.Triominoes(1, 7, {"draw_limit": 0})
    while not g.is_over():
        g.play(greedy(g))
    assert g.end_reason == "blocked" and g.last_move()[0] == tri.PASS  # TO-17: after a pass
    assert g.round_points == -sum(tt.VALUE[t] for t in g.hands[0]) and g.winner == 0


def test_saves_keep_the_variants():
    for players, options in ((1, {"club": True}), (3, {"pools": "own"}), (2, {"pools": "own", "club": True})):
        g = tri.Triominoes(players, 11, options)
        for _ in range(20):
            if g.is_over():
                break
            g.play(greedy(g))
        data = g.to_bytes()
        back = tri.Triominoes.from_bytes(data)
        assert back.options == g.options and back.moves() == g.moves() and back.totals == g.totals
        assert back.hands == g.hands and back.pools == g.pools
