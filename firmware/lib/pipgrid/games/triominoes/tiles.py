"""The 56 triangular tiles of Tri-Ominos (TO-1, TO-2, TO-3, TO-5).

A tile is a small int, its *index* 0..55, in the order of its numbers read
clockwise from the lowest: 0-0-0, 0-0-1, ... 0-0-5, 0-1-1, 0-1-2, ... 5-5-5.
Read that way a tile's numbers never decrease (TO-1), so each multiset of three
numbers from 0..5 is one tile and a tile with three different numbers exists in
one mirror form only: "0-1-2" is a tile, "0-2-1" is not.

A placed tile's *rotation* r (0, 1, 2) says which number sits on a cell's first
corner: the cell's corners (listed clockwise, see triominoes_lattice) carry
``reading[(i + r) % 3]`` for corner i. Rotating never mirrors (TO-2).
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


COUNT = const(56)
_TOP = const(5)

# The clockwise reading (lowest first) and the value of each tile, by index.
FIRST = bytearray(COUNT)
SECOND = bytearray(COUNT)
THIRD = bytearray(COUNT)
VALUE = bytearray(COUNT)
_INDEX = bytearray(216)  # a*36 + b*6 + c -> index, for a <= b <= c


def _build():
    i = 0
    for a in range(_TOP + 1):
        for b in range(a, _TOP + 1):
            for c in range(b, _TOP + 1):
                FIRST[i] = a
                SECOND[i] = b
                THIRD[i] = c
                VALUE[i] = a + b + c
                _INDEX[a * 36 + b * 6 + c] = i
                i += 1


_build()

ALL = tuple(range(COUNT))
ZERO_TRIPLE = const(0)  # 0-0-0


def tile(a, b, c):
    """The index of the tile read clockwise a, b, c from its lowest number.

    ValueError unless 0 <= a <= b <= c <= 5 (TO-1: any other reading is a
    rotation or the mirror image, which does not exist).
    """
    if not (0 <= a <= b <= c <= _TOP):
        raise ValueError("a tile reads clockwise from its lowest number, never decreasing (TO-1)")
    return _INDEX[a * 36 + b * 6 + c]


def reading(t):
    """The tile's numbers clockwise from the lowest: (a, b, c)."""
    return FIRST[t], SECOND[t], THIRD[t]


def is_triple(t):
    return FIRST[t] == THIRD[t]


def text(t):
    """Written form, clockwise from the lowest: ``1-2-4``."""
    return "%d-%d-%d" % (FIRST[t], SECOND[t], THIRD[t])


def parse(s):
    """The tile written ``a-b-c`` (clockwise from the lowest); ValueError otherwise."""
    if not isinstance(s, str) or len(s) != 5 or s[1] != "-" or s[3] != "-":
        raise ValueError("a tile is written a-b-c with numbers 0..5, e.g. 1-2-4 (TO-1)")
    a, b, c = ord(s[0]) - 48, ord(s[2]) - 48, ord(s[4]) - 48
    for n in (a, b, c):
        if not 0 <= n <= _TOP:
            raise ValueError("a tile is written a-b-c with numbers 0..5, e.g. 1-2-4 (TO-1)")
    return tile(a, b, c)


def rotations(t):
    """The rotations of a tile that put different numbers on the corners (TO-2).

    A triple looks the same in every rotation, so it has one; every other tile
    (a pair such as 1-1-3 included) has three.
    """
    return (0,) if FIRST[t] == THIRD[t] else (0, 1, 2)


def corners(t, rot):
    """The numbers a tile in rotation ``rot`` puts on a cell's corners 0, 1, 2."""
    r = (FIRST[t], SECOND[t], THIRD[t])
    return r[rot % 3], r[(rot + 1) % 3], r[(rot + 2) % 3]


def from_corners(n0, n1, n2):
    """(tile, rotation) putting numbers n0, n1, n2 on a cell's corners 0, 1, 2.

    ValueError naming TO-2 when the numbers are no rotation of any tile's
    clockwise reading, i.e. a mirrored tile (e.g. 0, 2, 1).
    """
    ns = (n0, n1, n2)
    for n in ns:
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= _TOP:
            raise ValueError("corner numbers are 0..5 (TO-1)")
    for rot in range(3):
        # corner i carries reading[(i + rot) % 3], so reading[j] = corner[(j - rot) % 3]
        a, b, c = ns[(0 - rot) % 3], ns[(1 - rot) % 3], ns[(2 - rot) % 3]
        if a <= b <= c:
            return _INDEX[a * 36 + b * 6 + c], rot
    raise ValueError(
        "corners %d,%d,%d read clockwise are a mirrored tile, which cannot be placed (TO-2)" % ns
    )


def opening_rank(t):
    """TO-5 rank among opening tiles: higher opens.

    Triples rank above every other tile, 5-5-5 highest (0-0-0 lowest: it opens
    only as its holder's choice or as the only triple). Other tiles rank by value,
    then the higher largest number, then the higher middle number; distinct for
    every tile, so exactly one tile opens.
    """
    base = 4096 if FIRST[t] == THIRD[t] else 0
    return base + VALUE[t] * 64 + THIRD[t] * 8 + SECOND[t]


def groups(hand):
    """A sorted hand's rotations in the 108 groups of ``board._refresh`` (by the numbers
    on two neighbouring corners, board.py's docstring), in one bytearray: 110
    two-byte offsets (high byte first), group g running from offset g to offset
    g + 1; then each rotation in the groups of its corner pairs 0-1, 1-2 and 2-0
    as two bytes (the number on the third corner, tile * 3 + rotation), in hand
    order."""
    n = 220
    for t in hand:
        n += 6 if FIRST[t] == THIRD[t] else 18
    ent = bytearray(n)
    for t in hand:
        a, b, c = FIRST[t], SECOND[t], THIRD[t]
        # the rotations put the pairs a-b, b-c, c-a once on each pair of corners;
        # count each group's bytes in the low byte of offset g + 2 (at most 12).
        # No tuples in these loops: the board's legal moves build this at every turn
        # of a changed hand (a computer seat's thinking included)
        for _r in range(1 if a == c else 3):
            p = 2 * (a * 6 + b)
            ent[p + 5] += 2
            ent[p + 77] += 2
            ent[p + 149] += 2
            a, b, c = b, c, a
    ent[1] = ent[3] = s = 220  # offset g + 1 becomes where group g begins
    for j in range(4, 220, 2):
        s += ent[j + 1]
        ent[j] = s >> 8
        ent[j + 1] = s & 255
    for t in hand:
        x, y, z = FIRST[t], SECOND[t], THIRD[t]
        m = t * 3
        for _r in range(1 if x == z else 3):
            # then offset g + 1 moves on to where group g ends
            _put(ent, x * 6 + y, z, m)
            _put(ent, 36 + y * 6 + z, x, m)
            _put(ent, 72 + z * 6 + x, y, m)
            x, y, z = y, z, x  # the next rotation
            m += 1
    return ent


def _put(ent, g, other, m):
    """``groups``: rotation ``m`` (the number ``other`` on its third corner) at the end
    of group ``g``, whose end moves on."""
    j = 2 * g + 2
    i = ent[j] << 8 | ent[j + 1]
    ent[i] = other
    ent[i + 1] = m
    i += 2
    ent[j] = i >> 8
    ent[j + 1] = i & 255
