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

MAGIC = b"PG"
VERSION = 1
HEADER = 12
_SEQ_MASK = 0xFFFF
_HALF = 0x8000

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
    return 0 < ((a - b) & _SEQ_MASK) < _HALF


def _u16(buf, i):
    return buf[i] | (buf[i + 1] << 8)


def _blank(data):
    """All 0xFF (erased flash) or all zeros."""
    first = data[0]
    if first not in (0, 0xFF):
        return False
    for b in data:
        if b != first:
            return False
    return True


class Saves:
    """Two-slot save area in ``store[start:start+size]`` (the whole store by default)."""

    def __init__(self, store, start=0, size=None):
        if size is None:
            size = len(store) - start
        self.nvm = store
        self.slot_size = size // 2
        if self.slot_size <= HEADER:
            raise ValueError("store area of %d bytes is too small for two save slots" % size)
        self.offsets = (start, start + self.slot_size)
        self.max_payload = min(self.slot_size - HEADER, 0xFFFF)
        self.problem = None

    def _read(self, slot):
        """(kind, seq, game_id, payload) of one slot; kind is ok/blank/ours/foreign/version."""
        base = self.offsets[slot]
        head = self.nvm[base : base + HEADER]
        if head[0:2] != MAGIC:
            if _blank(head):
                return "blank", 0, 0, None
            if head[0] == MAGIC[0]:
                return "ours", 0, 0, None  # our first save into this slot, cut short
            return "foreign", 0, 0, None
        length = _u16(head, 6)
        if length > self.max_payload:
            return "ours", 0, 0, None
        payload = self.nvm[base + HEADER : base + HEADER + length]
        want = head[8] | (head[9] << 8) | (head[10] << 16) | (head[11] << 24)
        if crc32(payload, crc32(head[0:8])) != want:
            return "ours", 0, 0, None
        if head[2] != VERSION:
            return "version", 0, 0, None
        return "ok", _u16(head, 4), head[3], bytes(payload)

    def _slots(self):
        return self._read(0), self._read(1)

    def _newest(self, slots):
        """Index of the newest valid slot, or None."""
        a, b = slots
        if a[0] == "ok" and b[0] == "ok":
            return 1 if newer(b[1], a[1]) else 0
        if a[0] == "ok":
            return 0
        if b[0] == "ok":
            return 1
        return None

    def load(self):
        """``(game_id, payload)`` of the newest complete save, or None; sets ``problem``."""
        self.problem = None
        slots = self._slots()
        best = self._newest(slots)
        kinds = (slots[0][0], slots[1][0])
        if best is not None:
            if kinds[1 - best] == "ours":
                self.problem = "last save was cut short, resumed the one before"
            return slots[best][2], slots[best][3]
        if "ours" in kinds:
            self.problem = "save slot corrupt, starting fresh"
        elif "version" in kinds:
            self.problem = "save from other firmware version, starting fresh"
        elif "foreign" in kinds:
            self.problem = "store holds a foreign format, starting fresh"
        return None

    def record(self, game_id, payload, seq):
        """The bytes of one slot record (header + payload) with sequence number ``seq``."""
        length = len(payload)
        if length > self.max_payload:
            raise ValueError("save of %d bytes exceeds the slot's %d" % (length, self.max_payload))
        if not 0 <= game_id <= 255:
            raise ValueError("game id must be 0..255")
        record = bytearray(HEADER + length)
        record[0:2] = MAGIC
        record[2] = VERSION
        record[3] = game_id
        record[4] = seq & 0xFF
        record[5] = (seq >> 8) & 0xFF
        record[6] = length & 0xFF
        record[7] = length >> 8
        record[HEADER:] = payload
        crc = crc32(record[HEADER:], crc32(record[0:8]))
        for i in range(4):
            record[8 + i] = (crc >> (8 * i)) & 0xFF
        return record

    def target(self):
        """(slot, sequence number) the next ``store`` writes: the slot not holding the newest save."""
        slots = self._slots()
        best = self._newest(slots)
        if best is None:
            return 0, 1
        return 1 - best, (slots[best][1] + 1) & _SEQ_MASK

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
        best = self._newest(self._slots())
        order = (0, 1) if best is None else (1 - best, best)
        for slot in order:
            base = self.offsets[slot]
            self.nvm[base : base + HEADER] = bytes(HEADER)
        self.problem = None
