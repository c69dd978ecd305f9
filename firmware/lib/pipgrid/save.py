"""Saves that survive power cuts and spare the flash: an append-only record log in
one flash sector (issues 4, 12, 17; docs/board.md "Saves" has the whole design).

On the RP2040 a write into erased bytes (0xFF) programs them; any other write erases
the 4 KB sector. The store is two parts; records follow one another in a part::

    0 b"PG"  2 format version (2)  3 game id (or SETTINGS_ID 0x10)  4 seq (2, LE)
    6 body length (2, LE)  8 CRC32 of bytes 0..7 and the body (4)
    12 body: n (1), the settings copy (n bytes), the game's payload

The newest record of each game id is its save (an empty payload: forgotten); the
settings are the copy in the newest record. ``store`` is one append into the erased
bytes of the part being filled; when it is full, appending goes on in the next part,
written afresh first (``compact``, one slice: the one erase) with a settings record
and the newest saves it held, numbered afresh in their old order. ``load`` never
raises: it notes the unreadable stretches (``damaged``, named by save_report.py) and
where each part's erased tail begins (``ends``). Format 1 is save_v1.py.

Names are few on purpose: each one is an interned string on the board, and one name
too many allocates the next qstr pool (4.5 KB) in the middle of a match.
"""

try:
    from binascii import crc32 as _crc32_native
except ImportError:  # pragma: no cover - CircuitPython and MicroPython both have it
    _crc32_native = None  # then pipgrid/crc32.py
try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


MAGIC = b"PG"
VERSION = const(2)
HEADER = const(12)
SETTINGS_ID = const(0x10)
_PARTS = const(2)
_CHUNK = const(64)


def crc32(data, crc=0):
    """CRC-32 (binascii's when the interpreter has it, else the portable one)."""
    if _crc32_native is not None:
        return _crc32_native(data, crc) & 0xFFFFFFFF
    from pipgrid import crc32 as portable

    return portable.crc32(data, crc)


def newer(a, b):
    """True when sequence number ``a`` is newer than ``b`` (wraps at 65536)."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


def record(game_id, seq, settings, payload):
    """The bytes of one record: header and body (``settings`` copy, ``payload``)."""
    n = len(settings)
    length = 1 + n + len(payload)
    rec = bytearray(HEADER + length)
    rec[0:8] = MAGIC + bytes((VERSION, game_id, seq & 0xFF, (seq >> 8) & 0xFF, length & 0xFF, length >> 8))
    rec[HEADER] = n
    rec[HEADER + 1 : HEADER + 1 + n] = settings
    rec[HEADER + 1 + n :] = payload
    rec[8:12] = crc32(rec[HEADER:], crc32(rec[0:8])).to_bytes(4, "little")
    return rec


def fill(n, out=None):
    """``n`` bytes of 0xFF in ``out`` or a new bytearray, without a second such object."""
    if out is None:
        out = bytearray(n)
    ff = b"\xff" * _CHUNK
    for i in range(0, n, _CHUNK):
        out[i : i + _CHUNK] = ff[: min(_CHUNK, n - i)]
    return out


class Saves:
    """The record log in ``store`` (the whole of it); see the module docstring.
    ``entries``: [game id, seq, offset, body length] of the newest record of each id;
    ``current``: the newest of them all."""

    def __init__(self, store):
        self.nvm = store
        self.size = len(store)
        if self.size < 128:
            raise ValueError("the store is too small for this save")
        self.entries = []
        self.current = None
        self.damaged = []  # (start, end) of every stretch of unreadable bytes
        self.start = 0  # the part being filled
        self.end = 0  # where the next record goes
        self.ends = []  # where each part's erased tail begins
        self.version = 0  # format version of a whole record of another format (0: none)
        self.log = None  # a line for the console about the load (a converted store)
        self.buf = None  # a part's compaction image (``load``)

    # ----- reading -----
    def _tail(self, start, end):
        """The first offset in ``start .. end`` from which every byte up to ``end`` is 0xFF."""
        while end > start:
            q = max(start, end - _CHUNK)
            chunk = bytes(self.nvm[q:end]).rstrip(b"\xff")
            if chunk:
                return q + len(chunk)
            end = q
        return start

    def _scan(self, start, end):
        """Read the records of one part; returns where its erased tail begins."""
        nvm = self.nvm
        o = start
        bad = -1  # start of the unreadable stretch being crossed
        while o + HEADER <= end:
            head = nvm[o : o + HEADER]
            n = head[6] | head[7] << 8
            if (
                head[0:2] == MAGIC
                and 0 < n <= end - o - HEADER
                and crc32(nvm[o + HEADER : o + HEADER + n], crc32(head[0:8]))
                == int.from_bytes(head[8:12], "little")
            ):
                if head[2] == VERSION:
                    if bad >= 0:
                        self.damaged.append((bad, o))
                        bad = -1
                    self.push([head[3], head[4] | head[5] << 8, o, n])
                    o += HEADER + n
                    continue
                self.version = head[2]
            free = self._tail(o, end)
            if free == o:
                break
            if bad < 0:
                bad = o
            o += 1
            while o < free:  # on to the next place our magic begins
                i = bytes(nvm[o : min(free, o + _CHUNK + 1)]).find(MAGIC)
                if i >= 0:
                    o += i
                    break
                o += _CHUNK
            o = min(o, free)
        if o + HEADER > end:
            o = self._tail(min(o, end), end)
        if bad >= 0:
            self.damaged.append((bad, o))
        return o

    def push(self, entry):
        """Take ``entry`` as the newest record of its game id when it is newer."""
        entries = self.entries
        for i in range(len(entries)):
            if entries[i][0] == entry[0]:
                if newer(entry[1], entries[i][1]):
                    entries[i] = entry
                break
        else:
            entries.append(entry)
        if self.current is None or newer(entry[1], self.current[1]):
            self.current = entry

    def load(self):
        """Read every part: the newest record of every game id, the damage, where to
        append (the part holding the newest record). A format-1 store is converted."""
        self.entries = []
        self.current = None
        self.damaged = []
        self.version = 0
        part = self.size // _PARTS
        self.ends = [self._scan(i * part, i * part + part) for i in range(_PARTS)]
        self.start = 0 if self.current is None else self.current[2] // part * part
        self.end = self.ends[self.start // part]
        if self.buf is None:  # A part's compaction is one slice (one erase) of a block of a
            # part (2 KB), which late in a game the heap seldom has in one piece: made here,
            # at the start, and kept (issue 23).
            self.buf = fill(part)
        if self.version == 1 and self.current is None:
            from pipgrid import save_v1

            save_v1.convert(self)

    def data(self, entry):
        """The body of the record of ``entry``."""
        o = entry[2] + HEADER
        return bytes(self.nvm[o : o + entry[3]])

    def read(self, game_id):
        """The payload of the newest save of ``game_id``, or None (none, or forgotten)."""
        for e in self.entries:
            if e[0] == game_id:
                body = self.data(e)
                return body[1 + body[0] :] or None
        return None

    def settings(self):
        """The settings copy of the newest record, or None (an empty store)."""
        if self.current is None:
            return None
        body = self.data(self.current)
        return body[1 : 1 + body[0]]

    def games(self):
        """The game ids holding a saved game, in id order."""
        out = []
        for e in self.entries:
            if e[0] < SETTINGS_ID and e[3] > 1 + self.data(e)[0]:  # (0x11: best scores, no game)
                out.append(e[0])
        out.sort()
        return out

    # ----- writing -----
    def store(self, game_id, payload, settings=b""):
        """Save ``payload`` as the newest record of ``game_id`` (with the ``settings``
        copy): one append into erased bytes; a compaction first when the part is full."""
        e = self.current
        if e is not None and e[0] == game_id and e[3] == 1 + len(settings) + len(payload):
            if self.data(e) == bytes((len(settings),)) + settings + payload:
                return  # the newest record already says this
        part = self.size // _PARTS
        rec = record(game_id, 0, settings, payload)
        if 3 * len(rec) > part:  # a part holds the other games' saves and this one
            raise ValueError("the store is too small for this save")
        if self.end + len(rec) > self.start + part:
            start = (self.start + part) % self.size
            if self.ends[start // part] == start:  # the next part is erased: no erase
                self.start = self.end = start
            else:
                self.compact(settings, start, start + part)
        seq = 1 if self.current is None else (self.current[1] + 1) & 0xFFFF
        rec[4] = seq & 0xFF
        rec[5] = seq >> 8
        rec[8:12] = crc32(rec[HEADER:], crc32(rec[0:8])).to_bytes(4, "little")
        o = self.end
        self.nvm[o : o + len(rec)] = rec
        self.end = o + len(rec)
        self.ends[self.start // part] = self.end
        self.push([game_id, seq, o, len(rec) - HEADER])

    def clear(self, game_id, settings=b""):
        """Forget the save of ``game_id`` (a won game): an empty record, when one is saved."""
        if self.read(game_id) is not None:
            self.store(game_id, b"", settings)

    def compact(self, settings=None, start=0, end=None):
        """Write ``start .. end`` (default the whole store) afresh in ONE slice, the
        one erase: a settings record (``settings``, default the newest copy; numbered
        last, so it is the newest) and the newest record of every game found there,
        each with ``settings`` as its copy. An empty record (a game forgotten) is kept
        when only a part is written: older saves of that game may lie in another part.
        Also how a damaged store is written fresh."""
        if settings is None:
            settings = self.settings() or b""
        if end is None:
            end = self.size
        keep = []
        for e in self.entries:
            if (
                e[0] != SETTINGS_ID
                and start <= e[2] < end
                and (end - start < self.size or e[3] > 1 + self.data(e)[0])
            ):
                keep.append(e)
        for i in range(1, len(keep)):  # oldest first
            j = i
            while j > 0 and newer(keep[j - 1][1], keep[j][1]):
                keep[j - 1], keep[j] = keep[j], keep[j - 1]
                j -= 1
        seq = 0 if self.current is None else self.current[1]
        for i in range(len(keep)):
            seq = (seq + 1) & 0xFFFF
            body = self.data(keep[i])
            keep[i] = record(keep[i][0], seq, settings, body[1 + body[0] :])
        keep.insert(0, record(SETTINGS_ID, (seq + 1) & 0xFFFF, settings, b""))
        body = None
        part = self.size // _PARTS
        if end - start != part:  # the whole store (damaged, format 1): a block of it, buf let go
            self.buf = None
            import gc

            gc.collect()  # room for it first (a full collection)
        image = fill(end - start, self.buf)
        o = 0
        whole = end - start == self.size
        if not whole:  # the records of this part are written anew below: forget the old ones
            self.entries = [e for e in self.entries if not start <= e[2] < end]
            self.damaged = [d for d in self.damaged if d[1] <= start or d[0] >= end]
        for rec in keep:
            if o // part != (o + len(rec) - 1) // part:  # a record never crosses into the next part
                o = (o // part + 1) * part
            image[o : o + len(rec)] = rec
            if not whole:
                self.push([rec[3], rec[4] | rec[5] << 8, start + o, len(rec) - HEADER])
            o += len(rec)
        keep = rec = None
        self.nvm[start:end] = image
        image = None
        if whole:
            self.load()
        else:  # as ``load`` would find it, without reading the store again (14 KB of slices)
            self.start = start
            self.end = self.ends[start // part] = start + o
