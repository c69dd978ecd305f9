"""Tri-Ominos solitaire's best scores (TO-17) in the board's store: the ten best scores
of the deals played, and the last deal dealt (the set-up's DEAL page offers the next).

One record of ``save.SCORES_ID`` (save.py), its payload 33 bytes: a format byte, the last
deal (2 bytes), then up to ten entries of 3 bytes, ``deal << 12 | score + 2048`` (deal
1..999, score clamped to -2048..2047), best first. With the record's 12-byte header and
the settings copy every record carries (8 bytes) the whole record is 54 bytes of the
store. Loaded at the set-up's DEAL page and at a solitaire's end only.
"""

from pipgrid.save import SCORES_ID

KEPT = 10  # scores kept
_FORMAT = 1


def read(app):
    """(last deal, [(deal, score), ...] best first); (0, []) with no record or a bad one."""
    data = app.saves.read(SCORES_ID)
    if not data or data[0] != _FORMAT or (len(data) - 3) % 3 or len(data) > 3 + 3 * KEPT:
        return 0, []
    out = []
    for i in range(3, len(data), 3):
        v = data[i] << 16 | data[i + 1] << 8 | data[i + 2]
        out.append((v >> 12, (v & 4095) - 2048))
    return data[1] << 8 | data[2], out


def best_of(app, deal):
    """The best kept score of ``deal``, or None."""
    for d, score in read(app)[1]:
        if d == deal:
            return score
    return None


def record(app, deal, score):
    """A solitaire of ``deal`` ended with ``score``: kept when among the ten best (one
    entry a deal, its best), and ``deal`` noted as the last dealt. True when it is the
    deal's new best (or its first score)."""
    _last, scores = read(app)
    score = max(-2048, min(2047, score))
    old = None
    for d, s in scores:
        if d == deal:
            old = s
    new = old is None or score > old
    if new:
        scores = [e for e in scores if e[0] != deal]
        scores.append((deal, score))
        scores.sort(key=lambda e: (-e[1], e[0]))  # best first, equal scores by deal
        scores = scores[:KEPT]
    out = bytearray((_FORMAT, deal >> 8, deal & 255))
    for d, s in scores:
        v = d << 12 | (s + 2048)
        out.extend(bytes((v >> 16, v >> 8 & 255, v & 255)))
    try:
        app.saves.store(SCORES_ID, bytes(out), app.settings.to_bytes())
    except MemoryError:  # as App.save_game: no room for a compaction now
        app.log("save: no heap for the store's compaction now, the best score is not kept")
    return new
