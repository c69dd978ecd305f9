"""Tri-Ominos' pictures on the main menu (catalog.py's ``picture``): tiles U 0 0 and
D 0 0 as on its board (ui/triominoes/draw.py), the up tile warm, the down one cool,
numbers at the corners 1, 3, 5, 4; large on its page, small on its CONTINUE page."""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


# each pixel: x, y, colour (6 the warm tile, 7 the cool one, else a number)
_PIXELS = const(
    b"\x01\x05\x06\x02\x05\x06\x03\x05\x06\x02\x04\x06\x03\x04\x07\x04\x04\x07\x05\x04\x07\x04\x05\x07\x00\x06\x01\x02\x03\x03\x04\x06\x05\x06\x03\x04"
)
_WARM = const((88, 64, 24))
_COOL = const((24, 56, 88))


def draw_menu(canvas, pal):
    _draw(canvas, 1, 1, 2, pal)


def draw_continue(canvas, number, pal):
    _draw(canvas, 8, 6, 1, pal)


def _draw(canvas, left, top, size, pal):
    """The picture with its corner at (``left``, ``top``), each pixel ``size`` x ``size``."""
    for i in range(0, len(_PIXELS), 3):
        colour = _PIXELS[i + 2]
        rgb = _WARM if colour == 6 else _COOL if colour == 7 else pal[colour]
        canvas.rect(left + size * _PIXELS[i], top + size * _PIXELS[i + 1], size, size, rgb)
