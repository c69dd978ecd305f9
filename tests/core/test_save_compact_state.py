"""A compaction keeps in memory what a fresh load of the store would find (issue 12:
it no longer reads the whole store again, which allocated 14 KB in one press).

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

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
