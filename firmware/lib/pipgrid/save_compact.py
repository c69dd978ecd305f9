"""Compaction of the record log (save.py): the one moment the flash is erased. When
the half being filled is full, the other half is written afresh in ONE slice; when a
damaged store is written fresh, the whole store is.

The image holds a settings record (the settings in force, numbered last, so it is
the newest) and the newest record of every game found in the part written, each with
the settings in force as its copy, numbered afresh in their old order (so sequence
numbers never span more than the log). An empty record (a game forgotten) is kept
when only a half is written: older saves of its game may lie in the other half.
Appending goes on after them. The image is one block of half the store (2 KB on the
board). The app imports this module with its kernel: loading it in the middle of a
match would need heap the match may not have.
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


def compact(saves, side, start, stop):
    if side is None:
        side = saves.settings() or b""
    whole = stop - start == saves.size
    keep = []
    for e in saves.latest:
        if e[0] != SETTINGS and start <= e[2] < stop and (not whole or e[3] > 1 + saves._body(e)[0]):
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
        recs.append(record(e[0], seq, side, body[1 + body[0] :]))
    recs.insert(0, record(SETTINGS, (seq + 1) & 0xFFFF, side, b""))
    keep = body = None
    gc.collect()  # the image is one block: room for it first
    image = erased(stop - start)
    o = 0
    for rec in recs:
        image[o : o + len(rec)] = rec
        o += len(rec)
    recs = rec = None
    saves.nvm[start:stop] = image
    image = None
    saves.load()
