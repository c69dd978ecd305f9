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
