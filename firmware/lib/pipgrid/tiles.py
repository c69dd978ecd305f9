"""The double-six domino set (LZ-1, TR-1, IT-1).

A tile is a small int, its *index* 0..27, in the order (0,0), (0,1), ... (0,6),
(1,1), ... (6,6): small ints cost no heap on a microcontroller, fit in a
``bytearray`` and make sets of tiles bit masks. The tables below give each
index's halves and value; ``text(t)`` is the written form ``a-b`` with a <= b.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


COUNT = const(28)
_TOP_PIPS = const(6)

# Halves and values by tile index: tile i is the i-th of 0-0, 0-1, .., 0-6, 1-1, .., 6-6
# (low half first). Literals, not a loop at import: a loop's names would be kept as
# qstrs on the board (tests/core/test_tiles.py checks them).
LOW = b"\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x01\x01\x01\x02\x02\x02\x02\x02\x03\x03\x03\x03\x04\x04\x04\x05\x05\x06"
HIGH = b"\x00\x01\x02\x03\x04\x05\x06\x01\x02\x03\x04\x05\x06\x02\x03\x04\x05\x06\x03\x04\x05\x06\x04\x05\x06\x05\x06\x06"
VALUE = b"\x00\x01\x02\x03\x04\x05\x06\x02\x03\x04\x05\x06\x07\x04\x05\x06\x07\x08\x06\x07\x08\t\x08\t\n\n\x0b\x0c"

ALL = tuple(range(COUNT))


def tile(a, b):
    """The index of the tile with halves a and b (either order)."""
    if a > b:
        a, b = b, a
    if a < 0 or b > _TOP_PIPS:
        raise ValueError("pips must be 0..6")
    return a * (13 - a) // 2 + b  # 7 + 6 + ... tiles with a lower low half come first


def is_double(t):
    return LOW[t] == HIGH[t]


def text(t):
    """Written form, low half first: ``1-3``."""
    return "%d-%d" % (LOW[t], HIGH[t])


def parse(s):
    """The tile written ``a-b`` (either order); ValueError with a reason otherwise."""
    if not isinstance(s, str) or len(s) != 3 or s[1] != "-":
        raise ValueError("a tile is written a-b with pips 0..6, e.g. 1-3")
    a = ord(s[0]) - 48
    b = ord(s[2]) - 48
    if not (0 <= a <= _TOP_PIPS and 0 <= b <= _TOP_PIPS):
        raise ValueError("a tile is written a-b with pips 0..6, e.g. 1-3")
    return tile(a, b)


def rank(t):
    """Opening rank of TR-4 / IT-3: higher opens.

    Highest value first; among equal values a double ranks above a non-double,
    and between two non-doubles the higher low half ranks above. Distinct for
    every tile, so exactly one player opens.
    """
    return VALUE[t] * 16 + (8 if LOW[t] == HIGH[t] else 0) + LOW[t]


def highest(tiles):
    """The highest-ranked tile of a non-empty collection (TR-4)."""
    best = -1
    best_rank = -1
    for t in tiles:
        r = rank(t)
        if r > best_rank:
            best, best_rank = t, r
    return best
