"""8x8 one-colour pictures for menu pages: 8 row bytes each (bit 7 = left pixel), as
``bytes`` literals (one object each, the least heap)."""

PLAY = b"\x00\x20\x30\x38\x3c\x38\x30\x20"
UNDO = b"\x00\x20\x7c\x22\x02\x02\x3c\x00"
HINT = b"\x3c\x42\x02\x0c\x10\x10\x00\x10"
HOME = b"\x18\x3c\x7e\xff\x42\x5a\x5a\x7e"
NEW = b"\x00\x18\x18\x7e\x7e\x18\x18\x00"
CHECK = b"\x00\x01\x03\x06\x8c\xd8\x70\x20"
CROSS = b"\x00\x42\x24\x18\x18\x24\x42\x00"
WARN = b"\x18\x18\x3c\x24\x66\x42\xdb\xff"


def draw(canvas, x, y, rows, rgb, shift=0):
    for r in range(8):
        bits = rows[r]
        for c in range(8):
            if bits & (0x80 >> c):
                canvas.set(x + c, y + r, rgb, shift)
