"""Stand-in for the ``neopixel`` library (bench/bench_playthrough.py): on a board its
``adafruit_pixelbuf`` holds two buffers of 3 bytes an LED on the heap (the colours and
their brightness-scaled copy), made here too; ``pixels[:] = colours`` is the C driver's
copy there, so nothing is looped in Python."""


class NeoPixel:
    def __init__(self, pin, n, auto_write=False, pixel_order="GRB"):
        self.buf = bytearray(3 * n)
        self.pre = bytearray(3 * n)
        self.brightness = 1.0
        self.colors = None

    def __setitem__(self, index, colors):
        self.colors = colors

    def show(self):
        pass
