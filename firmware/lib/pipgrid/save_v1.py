"""Stores of format 1 (the two-slot store of the releases before issue 17), read
once and converted to the record log of save.py (loaded only then).

Format 1: the last 64 bytes hold the settings, the rest the game; each area is two
equal slots, each slot one record with save.py's 12-byte header (version byte 1)
and the payload right after it (no settings copy). The newest valid slot of each
area (sequence numbers as in save.py) is the save.
"""

import gc

from pipgrid.save import HEADER, MAGIC, SETTINGS, crc32, newer, record
from pipgrid.save_compact import erased

AREA = 64  # the settings area at the end of a format-1 store


def _slot(nvm, base, half):
    """(seq, kind, payload) of the format-1 record at ``base``, or None."""
    head = nvm[base : base + HEADER]
    if head[0:2] != MAGIC or head[2] != 1:
        return None
    length = head[6] | head[7] << 8
    if length > half - HEADER:
        return None
    payload = bytes(nvm[base + HEADER : base + HEADER + length])
    if crc32(payload, crc32(head[0:8])) != int.from_bytes(head[8:12], "little"):
        return None
    return head[4] | head[5] << 8, head[3], payload


def newest(nvm, start, size):
    """The newest readable record of the two slots in ``nvm[start:start+size]``."""
    half = size // 2
    a = _slot(nvm, start, half)
    b = _slot(nvm, start + half, half)
    if b is not None and (a is None or newer(b[0], a[0])):
        return b
    return a


def convert(saves):
    """Rewrite a format-1 store as format 2, keeping its game and settings: the first
    half with the records, then the second half erased (a cut between the two leaves
    the records and format-1 bytes that are reported as a damaged record)."""
    nvm = saves.nvm
    size = saves.size
    game = newest(nvm, 0, size - AREA)
    kept = newest(nvm, size - AREA, AREA)
    side = kept[2] if kept is not None and kept[1] == SETTINGS else b""
    gc.collect()
    half = size // 2
    image = erased(half)  # two writes of half the store (two erases, each block 2 KB)
    rec = record(SETTINGS, 1, side, b"")
    image[0 : len(rec)] = rec
    o = len(rec)
    if game is not None and game[1] != SETTINGS and game[2]:
        rec = record(game[1], 2, side, game[2])
        image[o : o + len(rec)] = rec
    nvm[0:half] = image
    image[0 : o + len(rec)] = b"\xff" * (o + len(rec))
    nvm[half:size] = image
    image = rec = None
    saves.load()
    saves.note = "converted the store of format 1 to format 2 (%s)" % (
        "game kept" if game else "settings only"
    )
