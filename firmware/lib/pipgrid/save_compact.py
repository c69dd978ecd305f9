"""Compaction of the record log (save.py), loaded only when the sector is full or a
damaged store is written fresh: the one moment the flash is erased.

The image is written in ONE slice over every used byte: a settings record (the
settings in force, numbered last so it is the newest), then the newest save of the
game being saved (so a cut while it is programmed keeps that game first), then the
other games' newest saves, each with the settings in force as its copy. Copies are
numbered afresh in their old order, so sequence numbers never span more than the log.
"""

import gc

from pipgrid.save import SETTINGS, newer, record

_CHUNK = 64


def erased(n):
    """``n`` bytes of 0xFF in a bytearray, made without a second ``n``-byte object."""
    out = bytearray(n)
    ff = b"\xff" * _CHUNK
    for i in range(0, n, _CHUNK):
        out[i : i + _CHUNK] = ff[: min(_CHUNK, n - i)]
    return out


def compact(saves, first, side):
    if side is None:
        side = saves.settings() or b""
    keep = []
    for e in saves.latest:
        if e[0] != SETTINGS and e[3] > 1 + saves._body(e)[0]:
            keep.append(e)
    for i in range(1, len(keep)):  # oldest first
        j = i
        while j > 0 and newer(keep[j - 1][1], keep[j][1]):
            keep[j - 1], keep[j] = keep[j], keep[j - 1]
            j -= 1
    seq = 0 if saves.newest is None else saves.newest[1]
    recs = []
    for e in keep:
        seq = (seq + 1) & 0xFFFF
        body = saves._body(e)
        rec = record(e[0], seq, side, body[1 + body[0] :])
        if e[0] == first:
            recs.insert(0, rec)
        else:
            recs.append(rec)
    recs.insert(0, record(SETTINGS, (seq + 1) & 0xFFFF, side, b""))
    used = 0
    for rec in recs:
        used += len(rec)
    keep = body = rec = None
    gc.collect()  # the image is one block of up to 4 KB: room for it first
    image = erased(max(saves.end, used))
    o = 0
    for rec in recs:
        image[o : o + len(rec)] = rec
        o += len(rec)
    recs = rec = None
    saves.nvm[0 : len(image)] = image
    image = None
    saves.load()
