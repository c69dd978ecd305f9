"""Tri-Ominos placements kept fast (issue 12) equal the old ones: the frontier kept
up to date by place and undo, the index of rotations and the reuse of the last
result give exactly the moves the old algorithm (bench/triominoes_old_placements.py,
the frontier rebuilt and every rotation tried at every call) gives, on many random
positions, after undos, for random hands."""

import os
import sys

from host_sim import ROOT
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.rng import Rng

sys.path.insert(0, os.path.join(ROOT, "bench"))
import triominoes_old_placements as old  # noqa: E402


def same_as_old(board, rng):
    assert board.frontier() == old.frontier(board)
    free = [t for t in tt.ALL if t not in {v // 3 for v in board.cells.values()}]
    for size in (1, 3, 9, 20):
        pool = list(free)
        rng.shuffle(pool)
        hand = pool[:size]  # distinct tiles, in any order, as hands hold them
        assert board.placements(hand) == old.placements(board, hand), hand
        assert board.placements(hand) == old.placements(board, hand)  # the kept result
    assert board.placements(free) == old.placements(board, free)


def test_placements_equal_the_old_algorithm_on_random_positions_with_undo():
    positions = 0
    for seed in range(1, 26):
        g = Triominoes(2 + seed % 5, seed)
        rng = Rng(seed * 7919)
        while not g.is_over():
            moves = g.legal_moves()
            g.play(moves[rng.below(len(moves))])
            if g.board.order:
                same_as_old(g.board, rng)
                positions += 1
            if g.history and rng.below(5) == 0:
                g.undo()  # the frontier shrinks back (remove_last)
                if g.board.order:
                    same_as_old(g.board, rng)
    assert positions > 600


def test_legal_moves_after_a_change_are_never_the_kept_ones():
    g = Triominoes(2, 3)
    hand = g.hands[g.current_player]
    before = g.legal_moves()
    g.play(before[0])
    assert g.board.placements(hand) == old.placements(g.board, hand)
    g.undo()
    assert g.legal_moves() == before
