"""Saves that survive power cuts: two slots in the store (issue 4, "nothing lost").

The store is ``microcontroller.nvm`` on the board (a file-backed bytearray on the
host). Its bytes ``start .. start+size`` are split into two equal slots. Each
slot holds one record::

    offset 0  2 bytes  magic b"PG"
           2  1 byte   format version (1)
           3  1 byte   game id (1 luzon, 2 traditional, 3 italian, 4 triominoes,
                       0x10+ settings and other app data)
           4  2 bytes  sequence number, little-endian, counts up and wraps at 65536
           6  2 bytes  payload length
           8  4 bytes  CRC32 of bytes 0..7 and the payload
          12  ...      payload

``store(game_id, payload)`` writes the whole record with ONE slice assignment
into the slot that does not hold the newest valid record, with the next sequence
number. A power cut in the middle of that write leaves the other slot intact,
so ``load()`` returns the newest record whose CRC checks: at most the move being
written is lost. Sequence numbers compare with serial-number arithmetic
(RFC 1982): ``b`` is newer than ``a`` when ``(b - a) mod 65536`` is 1..32767,
so wrapping from 65535 to 0 keeps the order.

``load()`` never raises on bad bytes. Afterwards ``problem`` is None, or one line
for the grid and the console:

- blank store (all 0xFF erased flash, all zeros, or our slots never written):
  ``None`` -- that is what a new board holds, not a fault;
- a slot with our magic (or its first byte: a first save cut short) but a bad
  CRC, and no valid slot: "save slot corrupt,
  starting fresh";
- our magic in both slots is absent and the bytes are not blank: "store holds a
  foreign format, starting fresh";
- a valid record of another format version: "save from other firmware version,
  starting fresh";
- a valid slot next to a slot of ours that is torn: "last save was cut short,
  resumed the one before".

Known limit of the board (not of this module): CircuitPython's RP2040 ``nvm`` is
one 4 KB flash sector that is erased and reprogrammed on every write. A cut
during the few milliseconds of the erase blanks both slots; ``load()`` then
reports a blank store and the board starts fresh instead of crashing.

Several independent areas can share one store: ``Saves(store, start, size)``
(e.g. the game in the first 3 KB, settings in the last 1 KB).
"""

try:
    from binascii import crc32 as _crc32_native
except ImportError:  # pragma: no cover - CircuitPython and MicroPython both have it
    _crc32_native = None
try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


MAGIC = b"PG"
VERSION = const(1)
HEADER = const(12)
# What a slot holds, ordered so that the largest kind among two unreadable slots
# names the problem (a torn save of ours before another version before foreign bytes).
_BLANK = const(0)
_FOREIGN = const(1)
_VERSION = const(2)
_OURS = const(3)  # our magic (or its first byte) with a bad length or CRC: torn
_OK = const(4)
_PROBLEM = (
    None,
    "store holds a foreign format, starting fresh",
    "save from other firmware version, starting fresh",
    "save slot corrupt, starting fresh",
)

# CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), one nibble at a time:
# a 16-entry table is enough and keeps the fallback small.
# fmt: off
_NIBBLE = (
    0x00000000, 0x1DB71064, 0x3B6E20C8, 0x26D930AC, 0x76DC4190, 0x6B6B51F4, 0x4DB26158, 0x5005713C,
    0xEDB88320, 0xF00F9344, 0xD6D6A3E8, 0xCB61B38C, 0x9B64C2B0, 0x86D3D2D4, 0xA00AE278, 0xBDBDF21C,
)
# fmt: on


def crc32_portable(data, crc=0):
    """CRC-32 of ``data`` continuing from ``crc``; same result as ``binascii.crc32``."""
    crc ^= 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        crc = (crc >> 4) ^ _NIBBLE[crc & 15]
        crc = (crc >> 4) ^ _NIBBLE[crc & 15]
    return crc ^ 0xFFFFFFFF


def crc32(data, crc=0):
    """CRC-32 (binascii's when the interpreter has it, else the portable one)."""
    if _crc32_native is not None:
        return _crc32_native(data, crc) & 0xFFFFFFFF
    return crc32_portable(data, crc)


def newer(a, b):
    """True when sequence number ``a`` is newer than ``b`` (wraps at 65536)."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


class Saves:
    """Two-slot save area in ``store[start:start+size]`` (the whole store by default)."""

    def __init__(self, store, start=0, size=None):
        if size is None:
            size = len(store) - start
        self.nvm = store
        half = size // 2
        if half <= HEADER:
            raise ValueError("store area of %d bytes is too small for two save slots" % size)
        self.offsets = (start, start + half)
        self.max_payload = min(half - HEADER, 0xFFFF)
        self.problem = None

    def _read(self, slot):
        """(kind, seq, game_id, payload) of one slot (kinds ``_BLANK`` .. ``_OK``)."""
        base = self.offsets[slot]
        head = self.nvm[base : base + HEADER]
        if head[0:2] != MAGIC:
            if head[0] == MAGIC[0]:
                return _OURS, 0, 0, None  # our first save into this slot, cut short
            # blank: all 0xFF (erased flash) or all zeros
            return (_BLANK if head in (bytes(HEADER), b"\xff" * HEADER) else _FOREIGN), 0, 0, None
        length = head[6] | head[7] << 8
        if length > self.max_payload:
            return _OURS, 0, 0, None
        payload = bytes(self.nvm[base + HEADER : base + HEADER + length])
        if crc32(payload, crc32(head[0:8])) != int.from_bytes(head[8:12], "little"):
            return _OURS, 0, 0, None
        if head[2] != VERSION:
            return _VERSION, 0, 0, None
        return _OK, head[4] | head[5] << 8, head[3], payload

    def _scan(self):
        """Both slots and the index of the newest valid one (None: neither)."""
        a = self._read(0)
        b = self._read(1)
        if b[0] == _OK and (a[0] != _OK or newer(b[1], a[1])):
            return a, b, 1
        return a, b, (0 if a[0] == _OK else None)

    def load(self):
        """``(game_id, payload)`` of the newest complete save, or None; sets ``problem``."""
        a, b, best = self._scan()
        self.problem = None
        if best is not None:
            if (a, b)[1 - best][0] == _OURS:
                self.problem = "last save was cut short, resumed the one before"
            return (a, b)[best][2:]
        self.problem = _PROBLEM[max(a[0], b[0])]
        return None

    def record(self, game_id, payload, seq):
        """The bytes of one slot record (header + payload) with sequence number ``seq``."""
        length = len(payload)
        if length > self.max_payload:
            raise ValueError("save of %d bytes exceeds the slot's %d" % (length, self.max_payload))
        if not 0 <= game_id <= 255:
            raise ValueError("game id must be 0..255")
        record = bytearray(HEADER + length)
        record[0:8] = MAGIC + bytes((VERSION, game_id, seq & 0xFF, (seq >> 8) & 0xFF, length & 0xFF, length >> 8))
        record[HEADER:] = payload
        record[8:12] = crc32(payload, crc32(record[0:8])).to_bytes(4, "little")
        return record

    def target(self):
        """(slot, sequence number) the next ``store`` writes: the slot not holding the newest save."""
        a, b, best = self._scan()
        if best is None:
            return 0, 1
        return 1 - best, ((a, b)[best][1] + 1) & 0xFFFF

    def store(self, game_id, payload):
        """Save ``payload`` under ``game_id``: one slice write into the older slot."""
        slot, seq = self.target()
        record = self.record(game_id, payload, seq)
        base = self.offsets[slot]
        self.nvm[base : base + len(record)] = record

    def clear(self):
        """Forget the saved game: blank the older slot's header first, then the newest's.

        A cut between the two writes leaves the newest save, never an older one.
        """
        best = self._scan()[2]
        for slot in (0, 1) if best is None else (1 - best, best):
            base = self.offsets[slot]
            self.nvm[base : base + HEADER] = bytes(HEADER)
        self.problem = None
