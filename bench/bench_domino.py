"""Domino benchmarks (issue 3).

1. Random-vs-random complete games per second on CPython, side by side in one
   run with the PyPI package ``dominoes`` on the same rules: 4 players, 7 tiles
   each, no drawing, no privileged doubles (our ``hand_size=7``, ``draw_count=0``,
   ``wild_doubles`` off). Ours: the fast playout ``domino.playout.random_round``
   (tests/host/test_domino_fast.py shows it plays exactly the game of the full
   engine with ``choose_random``, on the same generator stream) and the full
   engine driven through its verbs and seat views (what a board plays). The three
   rows run in turns, A B C A B C ... (``bench/interleave.py``), ``ROUNDS`` rounds;
   each figure is the median of its rounds, each ratio the median of the per-round
   ratios with their spread.
2. A full traditional match to 100 (4 greedy bots, default rules) under MicroPython
   with ``-X heapsize=32K``: time, live heap at the end, and the smallest heap that
   runs it (found by bisection; that is the match's real peak need, fragmentation
   included), both from precompiled ``.mpy`` files (every ``pipgrid`` module
   compiled by mpy-cross into a temporary directory on MICROPYPATH: what a board
   loads, libraries being deployed as .mpy) and from ``.py`` sources (each module
   compiled on the heap at import, which needs more).
"""

import os
import subprocess
import sys
import tempfile

from bench import interleave
from host_sim import FIRMWARE_LIB, mpy

GAMES = 3000
ROUNDS = 7
MATCH_SCRIPT = """
import gc, time
from pipgrid.games.domino.traditional import Traditional
from pipgrid.bots.domino import greedy_traditional
from pipgrid.rng import Rng
t0 = time.ticks_us()
g = Traditional(4, 2024)
rng = Rng(1)
moves = 0
view = None
while True:
    while not g.is_over():
        view = g.view(g.current_player, view)
        g.play(greedy_traditional(view, rng))
        moves += 1
    if g.match_over():
        break
    g.next_round()
us = time.ticks_diff(time.ticks_us(), t0)
gc.collect()
print("rounds %d, moves %d, totals %s, %.1f ms, live heap at the end %d bytes" % (
    g.round_no, moves, g.scores(), us / 1000, gc.mem_alloc()))
"""


def dominoes_games(n):
    import dominoes

    for _ in range(n):
        g = dominoes.Game.new()
        while g.result is None:
            dominoes.players.random(g)
            g.make_move(*g.valid_moves[0])


def fast_games(n):
    from pipgrid.games.domino.playout import random_round
    from pipgrid.rng import Rng

    rng = Rng(12345)
    for _ in range(n):
        random_round(rng, 4, 7, False, 0)


def engine_games(n):
    from pipgrid.bots import choose_random
    from pipgrid.games.domino import moves as match
    from pipgrid.games.domino.traditional import Traditional
    from pipgrid.rng import Rng

    rng = Rng(12345)
    options = {"hand_size": 7, "draw_count": 0, "wild_doubles": False}
    view = None
    for _ in range(n):
        g = Traditional(4, 1, options, match.deal(rng))
        while not g.is_over():
            view = g.view(g.current_player, view)
            g.play(choose_random(view, rng))


def run_mpy(script, path, heap):
    env = dict(os.environ)
    env["MICROPYPATH"] = path
    return subprocess.run(
        [mpy.binary(), "-X", "heapsize=" + heap, script], env=env, capture_output=True, text=True, timeout=600
    )


def smallest_heap(script, path, low=16, high=128):
    """Smallest -X heapsize (KB) that runs ``script`` with ``path``."""
    return mpy.bisect_kb(lambda kb: run_mpy(script, path, "%dK" % kb).returncode == 0, low, high)


def main(argv):
    theirs, fast, engine = "dominoes (PyPI)", "pipgrid fast playout", "pipgrid engine via verbs"
    rows = [
        (theirs, dominoes_games, GAMES, GAMES),
        (fast, fast_games, GAMES * 4, GAMES * 4),
        (engine, engine_games, GAMES, GAMES),
    ]
    got = interleave.run(rows, ROUNDS)
    print(
        "random-vs-random games/s, 4 players x 7 tiles, no draw, no privileged doubles (CPython), "
        "%d rounds in turns, medians:" % ROUNDS
    )
    print("  %-26s %8.0f" % (theirs, interleave.median(got[theirs][0])))
    for name in (fast, engine):
        print(
            "  %-26s %8.0f   %s"
            % (name, interleave.median(got[name][0]), interleave.ratio_text(got, name, theirs))
        )
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "match.py")
        with open(script, "w") as f:
            f.write(MATCH_SCRIPT)
        lib = os.path.join(tmp, "lib")
        mpy.compile_lib(lib)
        print(
            "traditional match to 100, 4 greedy bots, default rules, under MicroPython (unix port, 64-bit):"
        )
        for label, path in (
            ("precompiled .mpy (as on a board)", lib),
            (".py sources (compiled at import)", FIRMWARE_LIB),
        ):
            r = run_mpy(script, path, "32K")
            if r.returncode:
                at32 = "does not fit: " + (r.stdout + r.stderr).strip().splitlines()[-1]
            else:
                at32 = "completes: " + r.stdout.strip().splitlines()[-1]
            print("  %s: -X heapsize=32K %s" % (label, at32))
            print("  %s: smallest heap %d KB" % (label, smallest_heap(script, path)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
