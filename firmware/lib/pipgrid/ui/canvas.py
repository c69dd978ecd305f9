"""A width x height RGB frame in one preallocated ``bytearray`` (board contract).

``buf`` holds 3 bytes (r, g, b) per pixel, row-major from the top-left; colours are
full-brightness tuples 0..255 (the runner applies brightness and the power limit).
Drawing outside the canvas is clipped, never an error, so scrolling text and
animations need no bounds checks of their own. Nothing here allocates per pixel.
"""


class Canvas:
    def __init__(self, width=16, height=16):
        self.width = width
        self.height = height
        self.buf = bytearray(width * height * 3)

    def fill(self, rgb):
        r, g, b = rgb
        buf = self.buf
        if r == g == b:
            for i in range(len(buf)):
                buf[i] = r
            return
        for i in range(0, len(buf), 3):
            buf[i] = r
            buf[i + 1] = g
            buf[i + 2] = b

    def clear(self):
        buf = self.buf
        for i in range(len(buf)):
            buf[i] = 0

    def set(self, x, y, rgb, shift=0):
        """Set one pixel; ``shift`` dims the colour by 2**shift (a darker shade, no tuple made)."""
        if 0 <= x < self.width and 0 <= y < self.height:
            i = (y * self.width + x) * 3
            buf = self.buf
            buf[i] = rgb[0] >> shift
            buf[i + 1] = rgb[1] >> shift
            buf[i + 2] = rgb[2] >> shift

    def get(self, x, y):
        i = (y * self.width + x) * 3
        buf = self.buf
        return (buf[i], buf[i + 1], buf[i + 2])

    def is_dark(self, x, y):
        i = (y * self.width + x) * 3
        buf = self.buf
        return buf[i] == 0 and buf[i + 1] == 0 and buf[i + 2] == 0

    def rect(self, x, y, w, h, rgb, shift=0):
        """Filled rectangle, clipped to the canvas."""
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.set(xx, yy, rgb, shift)

    def frame(self, x, y, w, h, rgb, shift=0):
        """Rectangle outline."""
        for xx in range(x, x + w):
            self.set(xx, y, rgb, shift)
            self.set(xx, y + h - 1, rgb, shift)
        for yy in range(y + 1, y + h - 1):
            self.set(x, yy, rgb, shift)
            self.set(x + w - 1, yy, rgb, shift)
