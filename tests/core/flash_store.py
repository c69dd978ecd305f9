"""A simulated flash store for the save tests (portable): nvm as CircuitPython has it
on the RP2040, with erase counting and power cuts."""

from pipgrid.save import Saves, fill

SIDE = b"\x01\x00\x00\x00\x02\x00\x05"  # a settings copy (pipgrid.app.Settings.to_bytes)
OTHER = b"\x01\x01\x00\x01\x04\x00\x09"


class PowerCut(Exception):
    pass


class Flash:
    """nvm as the RP2040's CircuitPython has it: a slice write whose target bytes are
    all 0xFF is programmed; any other erases the sector and rewrites it (``erases``
    counts them; 1 KB by default, so the tests fit MicroPython's 64 KB heap). ``cut``:
    the next write stops after that many bytes and raises PowerCut; a cut erase
    leaves the sector erased with its first ``cut`` bytes programmed (the sector is
    programmed from its start: the bytes outside the slice are rewritten too)."""

    def __init__(self, data=None, size=1024):
        self.data = fill(size) if data is None else data if isinstance(data, bytearray) else bytearray(data)
        self.erases = 0
        self.cut = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        start = index.start
        data = self.data
        erase = False
        for i in range(start, start + len(value)):
            if data[i] != 0xFF:
                erase = True
                break
        if erase:
            self.erases += 1
        if self.cut is None:
            data[start : start + len(value)] = value
            return
        keep = self.cut
        self.cut = None
        if erase:  # the sector erased, then programmed from its first byte up to the cut
            data[start : start + len(value)] = value
            ff = b"\xff" * 64
            for i in range(keep, len(data), 64):
                data[i : i + 64] = ff[: min(64, len(data) - i)]
        else:
            data[start : start + keep] = memoryview(value)[:keep]
        raise PowerCut()


def cut_store(flash, cut, s, kind, data, side):
    """``s.store(kind, data, side)`` with a power cut after ``cut`` bytes of the next write."""
    flash.cut = cut
    try:
        s.store(kind, data, side)
    except PowerCut:
        pass
    flash.cut = None


def payload(n, salt):
    out = bytearray(n)
    for i in range(n):
        out[i] = (i * 7 + salt) & 0xFF
    return bytes(out)


def loaded(flash):
    s = Saves(flash)
    s.load()
    return s


def unhex(text):
    return bytes([int(text[i : i + 2], 16) for i in range(0, len(text), 2)])


def store_bytes(runs):
    data = fill(4096)
    for offset, text in runs:
        chunk = unhex(text)
        data[offset : offset + len(chunk)] = chunk
    return data
