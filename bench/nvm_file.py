"""The MicroPython benches' files: ``events``, the recorded events of a bench
(bench_hotseat.py's format: comma-separated words), one by one, read in small pieces
(the whole list would be heap); ``FileStore``, a 4 KB store kept in a file: on a board
the store is ``microcontroller.nvm`` (flash, not heap), so the bench must not hold it
as a 4 KB bytearray on the interpreter's heap either. Slices read (a short transient
bytes) and slice assignments write, as nvm does."""


class FileStore:
    def __init__(self, path, size=4096):
        self.size = size
        with open(path, "wb") as f:  # an erased store: all 0xFF
            for _ in range(size // 256):
                f.write(b"\xff" * 256)
        self.f = open(path, "r+b")

    def __len__(self):
        return self.size

    def __getitem__(self, i):
        if isinstance(i, slice):
            start = i.start or 0
            stop = self.size if i.stop is None else min(i.stop, self.size)
            self.f.seek(start)
            return self.f.read(max(0, stop - start))
        self.f.seek(i)
        return self.f.read(1)[0]

    def __setitem__(self, i, data):
        if isinstance(i, slice):
            self.f.seek(i.start or 0)
            self.f.write(data)
        else:
            self.f.seek(i)
            self.f.write(bytes((data,)))


def events(path):
    """The file's comma-separated words, read as bytes: a character taken out of a str is
    an interned name on MicroPython (kept for good), which the board, reading no such file,
    would never hold (bench/names.py counts the names)."""
    word = bytearray()
    with open(path, "rb") as f:
        while True:
            chunk = f.read(64)
            if not chunk:
                break
            for code in chunk:
                if code == 44:  # ","
                    yield word.decode()
                    word = bytearray()
                else:
                    word.append(code)
    if word:
        yield word.decode()
