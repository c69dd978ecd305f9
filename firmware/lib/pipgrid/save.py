"""Saves that survive power cuts and spare the flash: an append-only record log in
one flash sector (issues 4, 12, 17; docs/board.md "Saves" has the whole design).

On the RP2040 a write into erased bytes (0xFF) programs them; any other write erases
the 4 KB sector. Records follow one another from offset 0::

    0 b"PG"  2 format version (2)  3 kind (game id, SETTINGS 0x10)  4 seq (2, LE)
    6 body length (2, LE)  8 CRC32 of bytes 0..7 and the body (4)
    12 body: n (1), the settings copy (n bytes), the game's payload

The newest record of each kind is its save (an empty payload: forgotten); the
settings are the copy in the newest record. ``store`` is one append into erased
bytes of the half being filled; when it is full, appending goes on in the other half,
written afresh first by save_compact.py with the newest saves it held: the one erase.
``load`` never raises: it notes the unreadable stretches (``damaged``, named by
save_report.py) and where the erased tail begins (``end``). Format 1 is save_v1.py.
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
SETTINGS = const(0x10)
_CHUNK = const(64)

def crc32(data, crc=0):
    """CRC-32 (binascii's when the interpreter has it, else the portable one)."""
    if _crc32_native is not None:
        return _crc32_native(data, crc) & 0xFFFFFFFF
    from pipgrid.crc32 import crc32_portable

    return crc32_portable(data, crc)


def newer(a, b):
    """True when sequence number ``a`` is newer than ``b`` (wraps at 65536)."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


def record(kind, seq, side, payload):
    """The bytes of one record: header and body (settings copy ``side``, ``payload``)."""
    length = 1 + len(side) + len(payload)
    if not 0 <= kind <= 255 or len(side) > 255:
        raise ValueError("record kind must be 0..255, settings at most 255 bytes")
    rec = bytearray(HEADER + length)
    rec[0:8] = MAGIC + bytes((VERSION, kind, seq & 0xFF, (seq >> 8) & 0xFF, length & 0xFF, length >> 8))
    rec[HEADER] = len(side)
    rec[HEADER + 1 : HEADER + 1 + len(side)] = side
    rec[HEADER + 1 + len(side) :] = payload
    stamp(rec)
    return rec


def stamp(rec):
    """Write the CRC of a record's header and body into its bytes 8..11."""
    rec[8:12] = crc32(rec[HEADER:], crc32(rec[0:8])).to_bytes(4, "little")


class Saves:
    """The record log in ``store`` (the whole of it); see the module docstring."""

    def __init__(self, store):
        self.nvm = store
        self.size = len(store)
        if self.size < 128:
            raise ValueError("a store of %d bytes is too small" % self.size)
        self.latest = []  # [kind, seq, offset, body length]: the newest record of each kind
        self.newest = None  # the newest record of all (one of ``latest``)
        self.damaged = []  # (start, stop) of every stretch of unreadable bytes
        self.half = self.size // 2
        self.start = 0  # the half being filled (0 or ``half``)
        self.end = 0
        self.tails = [0, self.half]  # where each half's erased tail begins
        self.old = 0  # format version of a whole record of another format (0: none seen)
        self.note = None  # a console line about the load (a converted store), or None
        self.problem = None  # set by the app (save_report.describe), kept for the host tools

    # ----- reading -----
    def _record(self, o, limit):
        """(kind, seq, body length) of the whole record at ``o`` ending by ``limit``, else None."""
        head = self.nvm[o : o + HEADER]
        if head[0:2] != MAGIC:
            return None
        length = head[6] | head[7] << 8
        if o + HEADER + length > limit or length == 0:
            return None
        if crc32(self.nvm[o + HEADER : o + HEADER + length], crc32(head[0:8])) != int.from_bytes(head[8:12], "little"):
            return None
        if head[2] != VERSION:
            self.old = head[2]
            return None
        return head[3], head[4] | head[5] << 8, length

    def _tail(self, o, limit):
        """The first offset in ``o .. limit`` from which every byte up to ``limit`` is 0xFF."""
        p = limit
        while p > o:
            q = max(o, p - _CHUNK)
            chunk = bytes(self.nvm[q:p]).rstrip(b"\xff")
            if chunk:
                return q + len(chunk)
            p = q
        return o

    def _find(self, o, stop):
        """The next offset in ``o .. stop`` where our magic begins (``stop``: none)."""
        while o < stop:
            chunk = bytes(self.nvm[o : min(stop, o + _CHUNK + 1)])
            i = chunk.find(MAGIC)
            if i >= 0:
                return o + i
            o += _CHUNK
        return stop

    def _scan(self, o, limit):
        """Read the records of one half; returns where its erased tail begins."""
        bad = -1  # start of the unreadable stretch being crossed
        while o + HEADER <= limit:
            rec = self._record(o, limit)
            if rec is not None:
                if bad >= 0:
                    self.damaged.append((bad, o))
                    bad = -1
                self._keep(rec[0], rec[1], o, rec[2])
                o += HEADER + rec[2]
                continue
            free = self._tail(o, limit)
            if free == o:
                break
            if bad < 0:
                bad = o
            o = self._find(o + 1, free)
        if o + HEADER > limit:
            o = self._tail(min(o, limit), limit)
        if bad >= 0:
            self.damaged.append((bad, o))
        return o

    def _keep(self, kind, seq, o, length):
        entry = [kind, seq, o, length]
        latest = self.latest
        for i in range(len(latest)):
            if latest[i][0] == kind:
                if newer(seq, latest[i][1]):
                    latest[i] = entry
                break
        else:
            latest.append(entry)
        if self.newest is None or newer(seq, self.newest[1]):
            self.newest = entry

    def load(self):
        """Read both halves: the newest record of every kind, the damage, where to
        append (the half holding the newest record). A format-1 store is converted."""
        self.latest = []
        self.newest = None
        self.damaged = []
        self.old = 0
        half = self.half
        self.tails = [self._scan(0, half), self._scan(half, self.size)]
        self.start = half if self.newest is not None and self.newest[2] >= half else 0
        self.end = self.tails[self.start != 0]
        if self.old == 1 and self.newest is None:
            from pipgrid import save_v1

            save_v1.convert(self)

    def _body(self, entry):
        o = entry[2] + HEADER
        return bytes(self.nvm[o : o + entry[3]])

    def _entry(self, kind):
        for e in self.latest:
            if e[0] == kind:
                return e
        return None

    def read(self, kind):
        """The payload of the newest save of ``kind``, or None (none, or forgotten)."""
        e = self._entry(kind)
        if e is None:
            return None
        body = self._body(e)
        return body[1 + body[0] :] or None

    def settings(self):
        """The settings copy of the newest record, or None (an empty store)."""
        if self.newest is None:
            return None
        body = self._body(self.newest)
        return body[1 : 1 + body[0]]

    def games(self):
        """The kinds holding a saved game, in kind order."""
        out = []
        for e in self.latest:
            if e[0] != SETTINGS and e[3] > 1 + self._body(e)[0]:
                out.append(e[0])
        out.sort()
        return out

    # ----- writing -----
    def store(self, kind, payload, side=b""):
        """Save ``payload`` as the newest record of ``kind`` (with the settings copy
        ``side``): one append into erased bytes; a compaction first when it is full."""
        e = self._entry(kind)
        if e is not None and e is self.newest and e[3] == 1 + len(side) + len(payload):
            body = self._body(e)
            if body[1 : 1 + body[0]] == side and body[1 + body[0] :] == payload:
                return  # the newest record already says this
        rec = record(kind, 0, side, payload)
        if 8 * len(rec) > self.size:  # a half holds the other games' saves and this one
            raise ValueError("a save of %d bytes exceeds an eighth of the store" % len(payload))
        if self.end + len(rec) > self.start + self.half:
            other = self.half - self.start
            if self.tails[other != 0] == other:  # the other half is erased: no erase
                self.start = self.end = other
            else:
                self.compact(side, other, other + self.half)
        self._append(rec)

    def _append(self, rec):
        seq = 1 if self.newest is None else (self.newest[1] + 1) & 0xFFFF
        rec[4] = seq & 0xFF
        rec[5] = seq >> 8
        stamp(rec)
        o = self.end
        self.nvm[o : o + len(rec)] = rec
        self.end = o + len(rec)
        self.tails[self.start != 0] = self.end
        self._keep(rec[3], seq, o, len(rec) - HEADER)

    def drop(self, kind):
        """Leave the save of ``kind`` out of the next compaction (it cannot be read)."""
        self.latest = [e for e in self.latest if e[0] != kind]

    def clear(self, kind, side=b""):
        """Forget the save of ``kind`` (a won game): an empty record, when one is saved."""
        if self.read(kind) is not None:
            self.store(kind, b"", side)

    def compact(self, side=None, start=0, stop=None):
        """Write ``start .. stop`` afresh (default the whole store; the one erase) with
        a settings record and the newest saves found there (save_compact.py)."""
        from pipgrid import save_compact

        save_compact.compact(self, side, start, self.size if stop is None else stop)
