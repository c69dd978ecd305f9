"""Bytes allocated by the generator's hot paths and by whole Luzon solves under
MicroPython (run by tests/host/test_small_ints.py): one line per measurement.

On a 32-bit board an int of 2**30 or more is a heap object, so arithmetic that
reaches it leaves garbage; these measure gc.mem_alloc() around the work, inside a
function (a new global would grow the module's dict)."""

import gc

from pipgrid.games.luzon.deal import deal_tiles
from pipgrid.solver.search import search
from pipgrid.rng import Rng

# Lost deals (no winning line to build) from 1 node to over a hundred (CPython counts).
LOST = (("classic", 8), ("classic", 2363), ("classic", 7578), ("hard", 8), ("hard", 418))


def draws(r, n, count):
    i = 0
    while i < count:
        r.below(n)
        i += 1


def grown(n):
    """An empty set that holds room for n keys (so the table's growth is not counted)."""
    t = set()
    k = 1
    while k <= n:
        t.add(-k)
        k += 1
    k = 1
    while k <= n:
        t.discard(-k)
        k += 1
    return t


def solves():
    """``solve VARIANT DEAL NODES BYTES`` per lost deal: bytes allocated by a whole
    search, its lists warmed by a first search of every deal."""
    deals = [(v, n, deal_tiles(n)) for v, n in LOST]
    for v, _n, (cols, res) in deals:
        gc.collect()  # each table's room in the least fragmented heap
        search(cols, res, v, grown(256))
    for v, n, (cols, res) in deals:
        gc.collect()
        table = grown(256)
        gc.collect()
        before = gc.mem_alloc()
        line, nodes = search(cols, res, v, table)
        used = gc.mem_alloc() - before
        print("solve", v, n, nodes, used)


def main():
    r = Rng(2147483647)
    items = list(range(28))
    deal_tiles(1)
    draws(r, 28, 1)
    for n in (2, 7, 28, 1000, 16384):
        gc.collect()
        before = gc.mem_alloc()
        draws(r, n, 10000)
        used = gc.mem_alloc() - before
        print("below%d" % n, used)
    gc.collect()
    before = gc.mem_alloc()
    r.shuffle(items)
    used = gc.mem_alloc() - before
    print("shuffle", used)
    gc.collect()
    before = gc.mem_alloc()
    deal_tiles(2147483646)  # its lists and slices only: 9 lists
    used = gc.mem_alloc() - before
    print("deal", used)
    solves()


main()
