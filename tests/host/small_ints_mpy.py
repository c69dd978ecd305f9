"""Bytes allocated by the generator's hot paths under MicroPython (run by
tests/host/test_small_ints.py): one line ``name bytes`` per measurement.

On a 32-bit board an int of 2**30 or more is a heap object, so arithmetic that
reaches it leaves garbage; these measure gc.mem_alloc() around the work, inside a
function (a new global would grow the module's dict)."""

import gc

from pipgrid.games.luzon_deal import deal_tiles
from pipgrid.rng import Rng


def draws(r, n, count):
    i = 0
    while i < count:
        r.below(n)
        i += 1


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


main()
