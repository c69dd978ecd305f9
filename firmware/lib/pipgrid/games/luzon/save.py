"""Saved games and hand-made positions of Luzon (``Luzon.from_bytes``,
``Luzon.from_layout``; ``Luzon.to_bytes`` writes this layout itself).

Layout, all integers big endian::

    b"LZ"  format (1)  variant (0 classic, 1 hard)  deal (4 bytes)
    undo count (2 bytes, saturating at 65535)  number of moves (1 byte)
    each move as 2 bytes (the move int of pipgrid.games.luzon.game)
    checksum (1 byte: sum of all previous bytes mod 256)

A game never exceeds 39 moves (14 removals + 25 column moves), so the save of a
game in progress is at most 90 bytes. ``decode`` checks the header and checksum
and replays every move by the rules, so corrupt or foreign bytes raise ValueError
and nothing else.
"""

from pipgrid import tiles
from pipgrid.games.luzon.game import MAX_DEAL, RESERVE, SLOTS, VARIANTS, Luzon, check_variant

MAGIC = b"LZ"
FORMAT = 1
HEADER = 11  # bytes before the moves


def decode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise ValueError("a Luzon save is bytes")
    data = bytes(data)
    if len(data) < HEADER + 1 or data[:2] != MAGIC or data[2] != FORMAT:
        raise ValueError("not a Luzon save")
    if sum(data[:-1]) & 0xFF != data[-1]:
        raise ValueError("Luzon save is corrupt (checksum)")
    if data[3] >= len(VARIANTS):
        raise ValueError("Luzon save has an unknown variant")
    deal = int.from_bytes(data[4:8], "big")
    if not 1 <= deal <= MAX_DEAL:
        raise ValueError("Luzon save has a bad deal number")
    count = data[10]
    if len(data) != HEADER + 1 + 2 * count:
        raise ValueError("Luzon save has the wrong length")
    game = Luzon(deal, VARIANTS[data[3]])
    for i in range(count):
        move = data[HEADER + 2 * i] * 256 + data[HEADER + 1 + 2 * i]
        if not game.is_legal(move):
            raise ValueError("Luzon save is corrupt (move %d is not legal)" % (i + 1))
        game.play(move)
    game.undo_count = int.from_bytes(data[8:10], "big")
    return game


def layout(columns, reserve, variant="classic"):
    """A position laid out by hand (puzzles, tests): up to 5 columns listed top to
    bottom and up to 3 reserve tiles, all distinct; tiles not listed count as removed.
    It has no deal number (``deal`` is None), so it cannot be saved."""
    check_variant(variant)
    if len(columns) > SLOTS or len(reserve) > RESERVE:
        raise ValueError("a layout has at most 5 columns and 3 reserve tiles")
    seen = []
    for t in [t for c in columns for t in c] + list(reserve):
        if not isinstance(t, int) or not 0 <= t < tiles.COUNT or t in seen:
            raise ValueError("a layout lists distinct tiles 0..27")
        seen.append(t)
    g = object.__new__(Luzon)
    cols = list(columns) + [[]] * (SLOTS - len(columns))
    g._set(None, variant, cols, reserve, tiles.COUNT - len(seen))
    return g
