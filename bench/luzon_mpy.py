"""Run under MicroPython by bench/bench_luzon.py: solve classic deals A..B with the
solver's own modules only (deal, position, search) and a small bounded table; or
(``slices``) time the slices of the board's sliced HINT and winnable-deal search.

Usage: micropython -X heapsize=32K bench/luzon_mpy.py A B TABLE
       micropython bench/luzon_mpy.py slices WORK DEALS
Prints ``solved N won W``, ``worst_nodes DEAL NODES US``, ``worst_time DEAL US``,
``alloc_peak BYTES`` (gc.mem_alloc() at the end of each deal, before any collect:
live objects plus garbage, so an upper bound of what the solve held) and
``resident BYTES`` (gc.mem_alloc() after gc.collect() with the modules loaded).
A MemoryError ends it with a traceback and a non-zero status.
"""

import gc
import sys
import time

from pipgrid.games.luzon.deal import deal_tiles
from pipgrid.solver.search import search


def timed(make, args, work, out):
    """The job ``make(*args)`` stepped with ``work`` three times over: each slice's least
    time (the slices are the same every time: a budget in work, not time), so a
    moment the machine was busy elsewhere is left out. Appends them to ``out``;
    returns how many slices the job took."""
    best = None
    for _ in range(3):
        job = make(*args)
        gc.collect()
        times = []
        while True:
            t0 = time.ticks_us()
            done = job.step(work)
            times.append(time.ticks_diff(time.ticks_us(), t0))
            if done:
                break
        best = times if best is None else [min(x, y) for x, y in zip(best, times)]
    out.extend(best)
    return len(best)


def summary(name, times, most):
    times.sort()
    n = len(times)
    print(name, n, "median", times[n // 2], "p99", times[n * 99 // 100], "worst", times[-1], "most", most)


def slices(work, deals):
    """HINT at every position of the seeded playouts of deals 1..``deals`` (both
    variants; tests/host/luzon_hint_cases.py), and the next winnable deal from every
    7th deal of 1..999, as the board works them out (table 512)."""
    from pipgrid.games.luzon.game import Luzon
    from pipgrid.rng import Rng
    from pipgrid.solver.slices import Deals, Hint

    hint_times = []
    most = 0
    for variant in ("classic", "hard"):
        for deal in range(1, deals + 1):
            g = Luzon(deal, variant)
            rng = Rng(deal * 2 + (variant == "hard"))
            while True:
                most = max(most, timed(Hint, (g, 512), work, hint_times))
                moves = g.legal_moves()
                if not moves:
                    break
                g.play(moves[rng.below(len(moves))])
    summary("hint_slices", hint_times, most)
    deal_times = []
    most = 0
    for variant in ("classic", "hard"):
        for deal in range(1, 1000, 7):
            most = max(most, timed(Deals, (deal, variant, 999, 512), work, deal_times))
    summary("deals_slices", deal_times, most)


if sys.argv[1] == "slices":
    slices(int(sys.argv[2]), int(sys.argv[3]))
    raise SystemExit(0)
a = int(sys.argv[1])
b = int(sys.argv[2])
limit = int(sys.argv[3])
gc.collect()
print("resident", gc.mem_alloc())
table = set()
won = 0
# the records in plain ints, no tuples: what is allocated must not depend on timing
worst_deal = worst_nodes = worst_us = 0
slow_deal = slow_us = 0
peak = 0
for n in range(a, b + 1):
    cols, res = deal_tiles(n)
    table.clear()
    t0 = time.ticks_us()
    line, nodes = search(cols, res, "classic", table, limit)
    us = time.ticks_diff(time.ticks_us(), t0)
    peak = max(peak, gc.mem_alloc())
    won += line is not None
    if nodes > worst_nodes:
        worst_deal = n
        worst_nodes = nodes
        worst_us = us
    if us > slow_us:
        slow_deal = n
        slow_us = us
print("solved", b - a + 1, "won", won)
print("worst_nodes", worst_deal, worst_nodes, worst_us)
print("worst_time", slow_deal, slow_us)
print("alloc_peak", peak)
