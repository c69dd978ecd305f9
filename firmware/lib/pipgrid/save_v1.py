"""Stores of format 1 (the two-slot store of the releases before issue 17), read
once and converted to the record log of save.py (loaded only then).

Format 1: the last 64 bytes hold the settings, the rest the game; each area is two
equal slots, each slot one record with save.py's 12-byte header (version byte 1)
and the payload right after it (no settings copy). The newest valid slot of each
area (sequence numbers as in save.py) is the save.
"""

import gc

from pipgrid.save import HEADER, MAGIC, SETTINGS_ID, crc32, fill, newer, record

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
    part with the records, then the other parts erased (a cut before the last leaves
    the records and format-1 bytes that are reported as a damaged record)."""
    nvm = saves.nvm
    size = saves.size
    game = newest(nvm, 0, size - AREA)
    kept = newest(nvm, size - AREA, AREA)
    side = kept[2] if kept is not None and kept[1] == SETTINGS_ID else b""
    gc.collect()
    part = size // 4
    image = fill(part)  # one write per part (an erase each), a block of 1 KB
    rec = record(SETTINGS_ID, 1, side, b"")
    image[0 : len(rec)] = rec
    o = len(rec)
    if game is not None and game[1] != SETTINGS_ID and game[2]:
        rec = record(game[1], 2, side, game[2])
        image[o : o + len(rec)] = rec
        o += len(rec)
    nvm[0:part] = image
    image[0:o] = b"\xff" * o
    for start in range(part, size, part):
        nvm[start : start + part] = image
    image = rec = None
    saves.load()
    saves.log = "converted the store of format 1 to format 2 (%s)" % (
        "game kept" if game else "settings only"
    )
