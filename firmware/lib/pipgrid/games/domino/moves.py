"""Pieces shared by the line-domino games (traditional.py, italian.py).

- ``RuleError``: a ``ValueError`` that names the broken rule id (TR-n, IT-n), so the
  board can show it and a transcript checker can report it.
- Move codes shared by both games: a play is a small int (see each game), ``DRAW``
  and ``PASS`` are the two button actions of a turn without a play.
- Rule options and a deck from outside are checked in ``domino.options``.
- Transcript lines are built in ``domino.transcript``.
- ``deal(rng)``: the shuffled deck every round is dealt from.
"""

from pipgrid import tiles

DRAW = 56
PASS = 57


class RuleError(ValueError):
    """A move or transcript event that breaks rule ``rule`` (e.g. "TR-6")."""

    def __init__(self, rule, message):
        super().__init__("%s (%s)" % (message, rule))
        self.rule = rule
        self.message = message


def deal(rng):
    """A fresh deck for one round: the 28 tiles in ``rng.shuffle`` order.

    Seat s receives ``deck[s*h:(s+1)*h]`` (h = hand size); the rest is the
    boneyard (or the tiles set aside), front first.
    """
    return rng.shuffle(list(range(tiles.COUNT)))


# TILE_OF_BIT[(1 << t) % 37] = t: 2 has order 36 modulo 37, so the 28 bits of a
# mask leave distinct remainders (a 37-byte table instead of a dict).
TILE_OF_BIT = b"\x00\x00\x01\x1a\x02\x17\x1b\x00\x03\x10\x18\x00\x00\x0b\x00\r\x04\x07\x11\x00\x19\x16\x00\x0f\x00\n\x0c\x06\x00\x15\x0e\t\x05\x14\x08\x13\x12"
# Tiles from the highest opening rank down (TR-4, IT-3): sorted(range(28), key=tiles.rank, reverse=True).
BY_RANK = b"\x1b\x1a\x19\x18\x17\x15\x16\x14\x11\x13\x10\x0c\x12\x0f\x0b\x06\x0e\n\x05\r\t\x04\x08\x03\x07\x02\x01\x00"


def mask_tiles(mask):
    """The tiles of a bit mask, ascending."""
    out = []
    while mask:
        b = mask & -mask
        mask ^= b
        out.append(TILE_OF_BIT[b % 37])
    return out


def mask_pips(mask):
    """Sum of the values of the tiles in a bit mask."""
    total = 0
    value = tiles.VALUE
    while mask:
        b = mask & -mask
        mask ^= b
        total += value[TILE_OF_BIT[b % 37]]
    return total


def highest(mask):
    """The highest-ranked tile of a non-empty mask (TR-4, IT-3); -1 if empty."""
    for t in BY_RANK:
        if mask >> t & 1:
            return t
    return -1
