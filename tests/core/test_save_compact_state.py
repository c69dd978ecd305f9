"""A compaction keeps in memory what a fresh load of the store would find (issue 12:
it no longer reads the whole store again, which allocated 14 KB in one press).

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

import gc
import sys

from pipgrid.save import Saves


def state(s):
    entries = [list(e) for e in s.entries]
    entries.sort()
    return entries, list(s.current), s.start, s.end, list(s.ends), list(s.damaged)


def test_every_compaction_leaves_the_state_a_load_would_find():
    store = bytearray(b"\xff" * 4096)
    s = Saves(store)
    s.load()
    switches = 0  # the part being filled changed: after the first two, by a compaction each
    part = s.start
    for i in range(400):
        game = 1 + i % 3
        size = 20 + (i * 37) % 90
        if i % 17 == 16:
            s.clear(game, b"\x01\x00")  # a game forgotten: its empty record is kept
        else:
            s.store(game, bytes([i & 0xFF]) * size, b"\x01\x00")
        fresh = Saves(bytearray(store))
        fresh.load()
        assert state(s) == state(fresh), i
        switches += s.start != part
        part = s.start
    assert switches > 5


def test_a_compaction_late_in_a_game_saves_where_the_heap_is_in_pieces():
    """Issue 23: a part's compaction is one slice (one erase) of a block of a part (2 KB
    on the board); late in a game the heap has that much free but seldom in one piece,
    and a compaction that found no such block waited for the next move. The store makes
    its image when it loads and keeps it: here (where the heap is small: MicroPython)
    the free heap is cut into pieces of about 500 bytes, and every save is still made,
    compactions included."""
    store = bytearray(b"\xff" * 4096)
    s = Saves(store)
    s.load()
    held = []
    if sys.implementation.name != "cpython":
        gc.collect()
        try:  # at most 2,000 pieces (960 KB): the WebAssembly ports' heaps grow on demand
            for _ in range(2000):
                held.append(bytearray(480))
        except MemoryError:
            pass
        for i in range(0, len(held), 2):  # every other piece let go
            held[i] = None
    switches = 0
    part = s.start
    for i in range(60):
        s.store(1 + i % 3, bytes([i]) * (90 + i % 20), b"\x01\x00")
        switches += s.start != part
        part = s.start
    held = None
    fresh = Saves(bytearray(store))
    fresh.load()
    assert switches >= 3  # a compaction each after the first switch
    for game in (1, 2, 3):
        i = 57 + game - 1
        assert fresh.read(game) == bytes([i]) * (90 + i % 20)
