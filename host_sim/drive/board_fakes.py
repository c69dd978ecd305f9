"""Portable stand-ins for the board's hardware (issue 4), for the runner's tests
and the MicroPython benchmark: no PixelBuf or keypad under MicroPython.

- ``FakePixels``: PixelBuf-like; ``pixels[:] = [0xRRGGBB, ...]``, ``brightness``,
  ``show()`` scales as CircuitPython's PixelBuf does on a board, in whole steps:
  the brightness becomes ``int(brightness * 256)`` 256ths and each level
  ``level * steps >> 8``, into ``shown`` (RGB bytes in LED order). Integers after
  that one product, so every interpreter shows the same frame (CircuitPython 9's
  30-bit floats make ``int(0.4 * 255)`` 101, CPython's 102).
- ``FakeKeys``: keypad-like ``events.get()`` queue; ``press(n)``/``release(n)``.
- ``FakeClock``: milliseconds that the test advances, wrapping at 2**29 like
  ``supervisor.ticks_ms``.
- ``FrameCanvas``: just the ``buf`` the runner reads.
"""


class KeyEvent:
    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class FakeKeys:
    def __init__(self):
        self.queue = []
        self.events = self

    def get(self):
        if self.queue:
            return self.queue.pop(0)
        return None

    def press(self, number):
        self.queue.append(KeyEvent(number, True))

    def release(self, number):
        self.queue.append(KeyEvent(number, False))


class FakePixels:
    def __init__(self, n):
        self.n = n
        self.colors = [0] * n
        self.brightness = 1.0
        self.shown = bytearray(3 * n)
        self.shows = 0

    def __len__(self):
        return self.n

    def __setitem__(self, index, values):
        for i in range(self.n):
            self.colors[i] = values[i]

    def show(self):
        steps = int(self.brightness * 256)
        out = self.shown
        for i in range(self.n):
            c = self.colors[i]
            out[3 * i] = (c >> 16) * steps >> 8
            out[3 * i + 1] = ((c >> 8) & 0xFF) * steps >> 8
            out[3 * i + 2] = (c & 0xFF) * steps >> 8
        self.shows += 1

    def led(self, i):
        return (self.shown[3 * i], self.shown[3 * i + 1], self.shown[3 * i + 2])


class FakeClock:
    def __init__(self, ms=0):
        self.ms = ms

    def __call__(self):
        return self.ms & ((1 << 29) - 1)


class FrameCanvas:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.buf = bytearray(width * height * 3)
