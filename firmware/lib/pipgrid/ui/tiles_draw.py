"""Draw domino halves and tiles: colour per number (ui/palette.py), and dice-style
pips wherever a half is 3x3 or larger (issue 4: "pictures" plus pips).

A half of size 1 is one pixel, size 2 a 2x2 block, both in the number's colour.
A half of size 3 is a dice face: the pip pixels in the number's colour on a dim body
of the same colour (so a 0 is a dim square and the half's extent stays visible).
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


# Dice faces on a 3x3 grid, bit 8 = top-left, row by row.
# 0 none, 1 centre, 2 diagonal, 3 diagonal + centre, 4 corners, 5 corners + centre,
# 6 two columns of three.
_DICE = const((0b000000000, 0b000010000, 0b100000001, 0b100010001, 0b101000101, 0b101010101, 0b101101101))
_BODY_SHIFT = const(3)  # the body of a pip face: 1/8 of the colour


def half(canvas, x, y, pips, size, pal, shift=0):
    """Draw the half with ``pips`` (0..6) at (x, y), ``size`` 1, 2 or 3 pixels square."""
    rgb = pal[pips]
    if size < 3:
        canvas.rect(x, y, size, size, rgb, shift)
        return
    bits = _DICE[pips]
    body = _BODY_SHIFT if pips else _BODY_SHIFT - 1  # a blank face a little brighter
    mask = 1 << 8
    for row in range(3):
        for col in range(3):
            canvas.set(x + col, y + row, rgb, shift if bits & mask else shift + body)
            mask >>= 1


def tile(canvas, x, y, a, b, size, vertical, pal, shift=0):
    """Draw tile a-b with its top-left at (x, y): ``a`` left (or top), ``b`` right (or below).

    Halves of size 3 are separated by a dim 1-pixel line, as on a real domino.
    """
    step = size + (1 if size >= 3 else 0)
    half(canvas, x, y, a, size, pal, shift)
    if vertical:
        if size >= 3:
            canvas.rect(x, y + size, size, 1, pal[0], shift + 3)
        half(canvas, x, y + step, b, size, pal, shift)
    else:
        if size >= 3:
            canvas.rect(x + size, y, 1, size, pal[0], shift + 3)
        half(canvas, x + step, y, b, size, pal, shift)
