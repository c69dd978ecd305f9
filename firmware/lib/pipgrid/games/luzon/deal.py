"""Luzon deals, pairing and the written form of moves (LZ-1, LZ-2, LZ-4, LZ-6, LZ-H1/H2).

Deal number N (1 .. 2**31-1) is made from ``Rng(N)``::

    shuffled = Rng(N).shuffle(list(range(28)))    # tile indices, see pipgrid.tiles
    column c (c = 0..4) = shuffled[5c : 5c+5]      # listed top to bottom
    reserve            = shuffled[25:28]           # in that order

Column c is dealt into slot c; the last tile dealt to a column, ``shuffled[5c+4]``,
is its *bottom* tile. Every tile is face up (LZ-3).

Moves are small ints: a removal of tiles a < b is ``a * 32 + b``; a column move of
tile t to slot s is ``COLUMN_MOVE + t * 8 + s``. Written forms: a removal is
``a-b+c-d`` with the lower tile index first (the tile whose written form sorts
first: low half, then high half), e.g. ``0-0+6-6``; ``parse_move`` accepts both
orders. A column move is ``a-b>S`` with S the target slot 0..4.
"""

from pipgrid import tiles

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


SLOTS = const(5)
DEPTH = const(5)
RESERVE = const(3)
COLUMN_MOVE = const(1024)
MAX_DEAL = const(2147483647)
VARIANTS = ("classic", "hard")

GONE = const(-2)  # where() of a removed tile
COVERED = const(-1)  # in a column, not its bottom
IN_RESERVE = const(8)  # where() of reserve position i is IN_RESERVE + i
_WRITING = const("a move is written a-b+c-d (removal) or a-b>S (column move to slot 0..4)")


# The LZ-H1 complement of each tile: halves (6 - a, 6 - b)
COMPLEMENT = bytes([tiles.tile(6 - tiles.LOW[t], 6 - tiles.HIGH[t]) for t in tiles.ALL])


def pairs(a, b, variant="classic"):
    """True when distinct tiles a and b pair (LZ-6 classic; LZ-H1, LZ-H2 hard)."""
    if a == b:
        return False
    if variant == "hard":
        # LZ-H2: the self-complementary tiles pair with each other.
        return COMPLEMENT[a] == b or (COMPLEMENT[a] == a and COMPLEMENT[b] == b)
    return tiles.VALUE[a] + tiles.VALUE[b] == 12


def check_deal(deal):
    """The deal number (LZ-4), or ValueError saying what is accepted."""
    if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= MAX_DEAL:
        raise ValueError("deal must be a whole number from 1 to 2147483647")
    return deal


def check_variant(variant):
    if variant not in VARIANTS:
        raise ValueError("variant must be classic or hard")
    return variant


# Rng.below(n) draws again the last 2**32 mod n values, for n = 2..28 (flat: small on
# a board; computed with ints below 2**30).
_REM = tuple((65536 % n) * 65536 % n if n else 0 for n in range(tiles.COUNT + 1))


def deal_tiles(deal):
    """(columns, reserve) of deal ``deal``: 5 lists top to bottom, 3 tiles (LZ-2).

    ``Rng(deal).shuffle(list(range(28)))`` written out in one loop (the solver deals
    thousands of deals in a row): the same seeding, the same xorshift32 steps on the
    state's two 16-bit halves (small ints on a board, see ``pipgrid.rng``), the same
    rejection in ``below`` and the same swaps, so the same tableau (checked against
    ``Rng`` in tests/core/test_luzon_deal.py, rejected draws included)."""
    # Rng's seeding: (deal * 0x9E3779B1 + 0x7F4A7C15) mod 2**32, then x ^= x >> 16, in
    # 16-bit halves through products below 2**24 (bytes: small ints on any board)
    b = check_deal(deal).to_bytes(4, "little")
    al = b[0] | b[1] << 8
    ah = b[2] | b[3] << 8
    t = (al >> 8) * 0x79B1
    u = (al & 255) * 0x79B1 + ((t & 255) << 8) + 0x7C15
    lo = u & 0xFFFF
    t = (u >> 16) + (t >> 8) + (ah & 255) * 0x79B1 + (((ah >> 8) * 0x79B1 & 255) << 8)
    hi = (t + (al & 255) * 0x9E37 + (((al >> 8) * 0x9E37 & 255) << 8) + 0x7F4A) & 0xFFFF
    lo ^= hi
    if not (hi or lo):
        hi, lo = 0x6D2B, 0x79F5
    t = list(tiles.ALL)
    for n in range(tiles.COUNT, 1, -1):  # Fisher-Yates, last index (n - 1) first
        while True:  # Rng.below: a draw among the last 2**32 mod n values again
            hi ^= (hi << 13 | lo >> 3) & 0xFFFF
            lo ^= lo << 13 & 0xFFFF
            lo ^= hi >> 1
            hi ^= (hi << 5 | lo >> 11) & 0xFFFF
            lo ^= lo << 5 & 0xFFFF
            if hi != 0xFFFF or 0xFFFF - lo >= _REM[n]:
                break
        j = ((hi % n) << 16 | lo) % n
        t[n - 1], t[j] = t[j], t[n - 1]
    return [t[0:5], t[5:10], t[10:15], t[15:20], t[20:25]], t[25:]


def is_removal(move):
    return move < COLUMN_MOVE


def removal(a, b):
    """The move removing tiles a and b (either order)."""
    return min(a, b) * 32 + max(a, b)


def column_move(t, slot):
    """The move taking tile t into empty slot ``slot`` (LZ-9)."""
    return COLUMN_MOVE + t * 8 + slot


def move_tiles(move):
    """(a, b) of a removal, or (t, slot) of a column move."""
    if move < COLUMN_MOVE:
        return move >> 5, move & 31
    return (move - COLUMN_MOVE) >> 3, move & 7


def move_text(move):
    """``a-b+c-d`` for a removal (lower tile index first), ``a-b>S`` for a column move."""
    x, y = move_tiles(move)
    if move < COLUMN_MOVE:
        return tiles.text(x) + "+" + tiles.text(y)
    return "%s>%d" % (tiles.text(x), y)


def parse_move(text):
    """The move written ``a-b+c-d`` (either order) or ``a-b>S``, spaces ignored;
    ValueError otherwise. Only the writing is checked; ``play`` checks the rules."""
    s = text.replace(" ", "") if isinstance(text, str) else ""
    try:
        if len(s) == 5 and s[3] == ">" and "0" <= s[4] < str(SLOTS):
            return column_move(tiles.parse(s[:3]), ord(s[4]) - 48)
        if len(s) == 7 and s[3] == "+" and s[:3] != s[4:]:
            return removal(tiles.parse(s[:3]), tiles.parse(s[4:]))
    except ValueError:
        pass
    raise ValueError(_WRITING)
