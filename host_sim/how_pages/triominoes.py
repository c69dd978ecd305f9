"""HOW for Tri-Ominos (the board plays them from a data file, ui/home.py How: host_sim/how_pages): three screens, pictures and one number each.

Tiles are drawn large here: a triangle filled warm (pointing up) or cool (pointing
down) as on the board (ui/triominoes/draw.py), each corner's number a 2x2 block in
its colour.

0. The goal: a hand of three tiles (the turn's pyramids, ui/triominoes/screen.py) goes onto a
   small board one tile at a time until the hand is empty: a green tick (the first
   to empty the hand wins the round, TO-10).
1. One move: two tiles on the board leave a gap between them; a tile comes down into
   it and each of its three corners lands on the same number (TO-6: every corner that
   touches matches); they blink, and the tile's value comes up: +12 (TO-7).
2. A hexagon: five tiles around a point, the sixth comes down and closes the ring:
   the six turn gold and blink, +50 (TO-7a).
"""

from pipgrid.ui import font, icons, palette
from host_sim.how_pages.draw import between, step, triangle

_UP = (88, 64, 24)  # the fills of the menu's picture (ui/home.py): warm up, cool down
_DOWN = (24, 56, 88)
_GOLD = (200, 160, 0)
# page 1: the points (x, y, number) and the two tiles on the board (three point indices each)
_POINTS = (1, 13, 1, 7, 13, 3, 13, 13, 2, 4, 8, 4, 10, 8, 5)
# page 2: the hexagon's centre (7, 10, 2), then its ring clockwise from the top left
_RING = (4, 6, 4, 10, 6, 1, 13, 10, 3, 10, 14, 5, 4, 14, 0, 1, 10, 3)


def number(canvas, x, y, n, pal, shift=0):
    """A corner's number: a 2x2 block at the point (x, y)."""
    canvas.rect(x - 1, y - 1, 2, 2, pal[n], shift)


def tile(canvas, p, q, r, up, pal, dy=0, shift=0):
    """A tile whose corners are (x, y, number) triples ``p``, ``q``, ``r``, ``dy`` pixels lower."""
    triangle(canvas, p[0], p[1] + dy, q[0], q[1] + dy, r[0], r[1] + dy, _UP if up else _DOWN)
    for c in (p, q, r):
        number(canvas, c[0], c[1] + dy, c[2], pal, shift)


def goal(canvas, t, pal):
    k = step(t, 4800, 6)  # three tiles laid, then the empty hand's tick
    hand = (0, 1, 2, 1, 1, 4, 2, 3, 4)  # three tiles: 0-1-2, 1-1-4, 2-3-4
    for i in range(3):
        if i < k:  # on the board: up, down, up in a row, as they meet
            x = 1 + 3 * i
            if i & 1:
                triangle(canvas, x, 0, x + 6, 0, x + 3, 5, _DOWN)
            else:
                triangle(canvas, x, 5, x + 6, 5, x + 3, 0, _UP)
        else:
            # as the turn's pyramids (ui/triominoes/screen.py; no game module is loaded for this):
            # left, top, right, two LEDs each
            x = 1 + 5 * i
            canvas.rect(x, 10, 2, 1, pal[hand[3 * i]])
            canvas.rect(x + 1, 9, 2, 1, pal[hand[3 * i + 1]])
            canvas.rect(x + 2, 10, 2, 1, pal[hand[3 * i + 2]])
    if k >= 3:
        icons.draw(canvas, 4, 7, icons.CHECK, palette.GOOD)


def corners(canvas, t, pal):
    t %= 5000
    p = [(_POINTS[i], _POINTS[i + 1], _POINTS[i + 2]) for i in range(0, 15, 3)]
    tile(canvas, p[0], p[1], p[3], True, pal)
    tile(canvas, p[1], p[2], p[4], True, pal)
    dy = between(t, 500, 1500, -8, 0)
    landed = t >= 1500
    blink = landed and t < 3000 and (t // 200) & 1
    tile(canvas, p[3], p[4], p[1], False, pal, dy, 2 if blink else 0)
    if landed and t >= 2200:
        font.draw_text(canvas, 2, 0, "+12", palette.GOOD)


def hexagon(canvas, t, pal):
    t %= 5000
    ring = [(_RING[i], _RING[i + 1], _RING[i + 2]) for i in range(0, 18, 3)]
    centre = (7, 10, 2)
    landed = t >= 1500
    gold = landed and t < 3500 and (t // 200) & 1
    for i in range(6):  # five tiles around the centre; the sixth (the top one) comes down
        a, b = ring[i], ring[(i + 1) % 6]
        dy = between(t, 500, 1500, -7, 0) if i == 0 else 0
        up = i & 1  # top: pointing down, then up, down, ... round the ring
        triangle(
            canvas,
            centre[0],
            centre[1] + dy,
            a[0],
            a[1] + dy,
            b[0],
            b[1] + dy,
            _GOLD if gold else _UP if up else _DOWN,
        )
    for c in ring:
        number(canvas, c[0], c[1], c[2], pal)
    number(canvas, centre[0], centre[1], centre[2], pal)
    if not landed:  # the coming tile's own corners, above
        dy = between(t, 500, 1500, -7, 0)
        for c in (ring[0], ring[1]):
            number(canvas, c[0], c[1] + dy, c[2], pal)
        number(canvas, centre[0], centre[1] + dy, centre[2], pal)
    if t >= 2000:
        font.draw_text(canvas, 2, 0, "+50", palette.GOOD)


PAGES = (goal, corners, hexagon)
PERIODS = (4800, 5000, 5000)  # each screen loops after so many ms
