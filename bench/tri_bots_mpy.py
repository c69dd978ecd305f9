"""Run by bench/bench_bots.py under MicroPython (the 32-bit build): the Tri-Ominos
Monte Carlo player's work on the board's interpreter (bots/mc_triominoes.py), as
bench/bots_mpy.py does for the domino games.

argv: ``triominoes``, players, level (1..5), matches (each a whole game, at most
3 rounds). Seat 0 is the level against greedy seats; every decision that thinks is
timed with ``time.ticks_us`` in slices of ``mc_triominoes.SLICE`` rollout turns, the
fastest of five identical runs, slice by slice. Prints the same two lines as
bench/bots_mpy.py (wall clock, then CPU time per unit of work from /proc/self/stat),
bytes per rollout from ``gc.mem_alloc`` with the collector off.
"""

import gc
import sys
import time

from pipgrid.games.triominoes.game import Triominoes  # noqa: I001  (largest module first: heap)
from pipgrid.bots import mc_triominoes as mc
from pipgrid.bots.triominoes import choose_greedy as greedy
from pipgrid.rng import Rng

players = int(sys.argv[2])
level = int(sys.argv[3]) - 1
matches = int(sys.argv[4])
SLICE = int(sys.argv[5]) if len(sys.argv) > 5 else mc.SLICE


def cpu_ticks():
    """This process's user + system time in clock ticks (1/100 s), from /proc."""
    with open("/proc/self/stat") as f:
        fields = f.read().split(")")[-1].split()
    return int(fields[11]) + int(fields[12])


times = []
units = []
cpu = 0
slice_worst = 0
rollouts = 0
allocated = 0
for seed in range(1, matches + 1):
    g = Triominoes(players, seed)
    rng = Rng(seed ^ 0x5EED)
    rounds = 0
    while True:
        while not g.is_over():
            s = g.current_player
            v = g.view(s)
            if s != 0:
                g.play(greedy(v, rng))
                continue
            state = rng.state
            best = None
            slices = []
            c0 = cpu_ticks()
            for _attempt in range(5):  # the fastest of five identical runs: the host is shared
                rng.state = state
                gc.collect()
                gc.disable()
                a0 = gc.mem_alloc()
                t0 = time.ticks_us()
                search = mc.search(v, rng, level)
                k = 0
                while True:
                    t1 = time.ticks_us()
                    done = search.step(SLICE)
                    d = time.ticks_diff(time.ticks_us(), t1)
                    if k == len(slices):
                        slices.append(d)
                    elif d < slices[k]:
                        slices[k] = d  # the same slice of work each run
                    k += 1
                    if done:
                        break
                d = time.ticks_diff(time.ticks_us(), t0)
                a1 = gc.mem_alloc()
                gc.enable()
                if best is None or d < best:
                    best = d
            worst = max(slices)
            if len(search.moves) > 1 and hasattr(search, "scores"):  # it thought
                cpu += cpu_ticks() - c0
                units.append(mc.BUDGET[level] - search.left)
                times.append(best)
                if worst > slice_worst:
                    slice_worst = worst
                rollouts += search.n * len(search.moves)
                allocated += a1 - a0
            g.play(search.move)
        rounds += 1
        if g.game_over() or rounds >= 3:
            break
        g.next_round()
times.sort()
units.sort()
n = len(times)
# CPU time per unit of work (five runs of every decision), from the kernel's accounting:
# the estimate that other processes on a shared host cannot inflate
per_unit = cpu * 10000 / (5 * sum(units)) if units else 0
print(
    "moves %d median_us %d worst_us %d slice_worst_us %d rollouts %d bytes_per_rollout %d"
    % (
        n,
        times[n // 2] if n else 0,
        times[-1] if n else 0,
        slice_worst,
        rollouts,
        allocated // rollouts if rollouts else 0,
    )
)
print(
    "cpu_us_per_unit %.2f units_median %d units_worst %d cpu_median_us %d cpu_worst_us %d cpu_slice_us %d"
    % (
        per_unit,
        units[n // 2] if n else 0,
        units[-1] if n else 0,
        per_unit * units[n // 2] if n else 0,
        per_unit * units[-1] if n else 0,
        per_unit * SLICE,
    )
)
