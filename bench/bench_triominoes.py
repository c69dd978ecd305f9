"""Tri-Ominos benchmarks (issue 7).

1. complete random 2-player rounds per second on CPython (bots through seat views);
2. legal-placement generation for a 9-tile hand on a board of 40 tiles: today's
   ``Board.placements`` (the frontier and its cells' codes kept up to date by place
   and undo, the hand's rotations grouped once; its kept result cleared before each
   call, so every call generates; a third row groups the hand anew at every call, as
   when the hand changes between turns) against the one before
   issue 12 (bench/triominoes_old_placements.py: the frontier rebuilt at each call),
   in turns, A B A B (``bench/interleave.py``), with the median ratio and its spread;
3. a full 4-player game to 400 under MicroPython with ``-X heapsize=64K``: time,
   the same game on CPython for the ratio, and the smallest heap it runs in.
"""

import os
import sys
import time

from bench import interleave
from host_sim import mpy
from pipgrid.bots import choose_random
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.rng import Rng

GAME_SCRIPT = "tests/parity/triominoes_transcripts.py"
ROUNDS = 9
CALLS = 2000  # generations per round and row


def random_rounds(seconds=2.0):
    rounds = moves = 0
    rng = Rng(1)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = Triominoes(2, rounds + 1)
        while not g.is_over():
            g.play(choose_random(g.view(g.current_player), rng))
            moves += 1
        rounds += 1
    elapsed = time.perf_counter() - t0
    return rounds / elapsed, moves / elapsed


def board_of_40():
    """A legal board of 40 tiles from random play (the pool never runs dry with no draw limit)."""
    seed = 1
    while True:
        g = Triominoes(2, seed)
        rng = Rng(seed)
        while not g.is_over() and len(g.board) < 40:
            moves = g.legal_moves()
            g.play(moves[rng.below(len(moves))])
        if len(g.board) == 40:
            return g.board
        seed += 1


def placement_generation():
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import triominoes_old_placements as old

    board = board_of_40()
    on_board = {board.cells[ck] // 3 for ck in board.order}
    hand = [t for t in tt.ALL if t not in on_board][:9]
    assert board.placements(hand) == old.placements(board, hand)

    def today(n):
        for _ in range(n):
            board._last = None  # generate every time (no kept result)
            board.placements(hand)
        return len(board.placements(hand))

    def new_hand(n):
        for _ in range(n):
            board._last = board._hand = None  # the hand's rotations grouped anew too
            board.placements(hand)
        return len(board.placements(hand))

    def before(n):
        for _ in range(n):
            old.placements(board, hand)
        return len(old.placements(board, hand))

    rows = [
        ("today", today, CALLS, CALLS),
        ("before issue 12", before, CALLS, CALLS),
        ("today, new hand", new_hand, CALLS, CALLS),
    ]
    got = interleave.run(rows, ROUNDS)
    return got, got["today"][1], len(board.frontier())


def main(argv):
    per_s, moves_s = random_rounds()
    print("random 2-player rounds (CPython):   %8.0f rounds/s  (%.0f moves/s)" % (per_s, moves_s))
    got, each, frontier = placement_generation()
    print(
        "9-tile hand, 40-tile board (%d placements, %d candidate cells), %d rounds in turns:"
        % (each, frontier, ROUNDS)
    )
    for name in ("today", "before issue 12", "today, new hand"):
        rate = interleave.median(got[name][0])
        print("   %-16s %8.0f generations/s (%.0f placements/s)" % (name, rate, rate * each))
    print("   today / before: %s" % interleave.ratio_text(got, "today", "before issue 12"))
    print(
        "   today with a new hand each call / before: %s"
        % interleave.ratio_text(got, "today, new hand", "before issue 12")
    )
    t0 = time.perf_counter()
    cp = mpy.run_cpython(GAME_SCRIPT, [4, 1])
    t_cp = time.perf_counter() - t0
    t0 = time.perf_counter()
    mp = mpy.run(GAME_SCRIPT, [4, 1], heap="64K")
    t_mp = time.perf_counter() - t0
    ok = mp.returncode == 0 and mp.stdout == cp.stdout
    print(
        "4-player game to 400, MicroPython 64K heap: %s in %.2f s (CPython %.2f s, ratio %.1fx)"
        % ("completes" if ok else "FAILED", t_mp, t_cp, t_mp / max(t_cp, 1e-9))
    )
    print("   last line: %s" % mp.stdout.strip()[:120])
    heap = mpy.smallest_heap(GAME_SCRIPT, [4, 1])
    print("   smallest heap for that game (MicroPython, bisection): %s KB" % heap)
    return 0 if ok else 1
