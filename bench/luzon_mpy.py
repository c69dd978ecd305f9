"""Run under MicroPython by bench/bench_luzon.py: solve classic deals A..B with the
solver's own modules only (deal, position, search) and a small bounded table.

Usage: micropython -X heapsize=32K bench/luzon_mpy.py A B TABLE
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

a = int(sys.argv[1])
b = int(sys.argv[2])
limit = int(sys.argv[3])
gc.collect()
print("resident", gc.mem_alloc())
table = set()
won = 0
worst = (0, 0, 0)
slowest = (0, 0)
peak = 0
for n in range(a, b + 1):
    cols, res = deal_tiles(n)
    table.clear()
    t0 = time.ticks_us()
    line, nodes = search(cols, res, "classic", table, limit)
    us = time.ticks_diff(time.ticks_us(), t0)
    peak = max(peak, gc.mem_alloc())
    won += line is not None
    if nodes > worst[1]:
        worst = (n, nodes, us)
    if us > slowest[1]:
        slowest = (n, us)
print("solved", b - a + 1, "won", won)
print("worst_nodes", worst[0], worst[1], worst[2])
print("worst_time", slowest[0], slowest[1])
print("alloc_peak", peak)
