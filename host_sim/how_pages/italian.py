"""HOW for Italian domino (the board plays them from a data file, ui/home.py How: host_sim/how_pages): two screens, pictures and numbers.

0. The running total and the goal: the total 41 at the top, the goal 50 in amber at
   the bottom right, a bar under the total filling towards the goal's amber mark; a tile 6|3
   slides in and the total counts up with its pips, 42 ... 50: exactly the goal
   (IT-5), the total turns green, a tick.
1. Too far: 47 and a tile 5|4 count on to 56, past the goal's mark: the total turns
   red, a cross (IT-6: the closest total wins, and that is no longer this one).
"""

from pipgrid.ui import font, icons, palette, tiles_draw
from host_sim.how_pages.draw import between

_GOAL = 50


def exact(canvas, t, pal):
    total(canvas, t, pal, 41, 6, 3)


def over(canvas, t, pal):
    total(canvas, t, pal, 47, 5, 4)


def total(canvas, t, pal, start, a, b):
    """The running total ``start`` and a tile a|b laid: counted on, then judged."""
    t %= 5000
    end = start + a + b
    # the tile slides in from the left (0.4-1.2 s), then its pips count on, one each 150 ms
    now = min(end, start + (t - 1300) // 150 + 1) if t >= 1300 else start
    done = now == end
    rgb = palette.WHITE
    if done:
        rgb = palette.GOOD if end == _GOAL else palette.BAD
    font.draw_number(canvas, 6, 0, now, rgb)
    font.draw_number(canvas, 15, 9, _GOAL, palette.LABEL)
    # the bar: the total's share of a little more than the goal, the goal's mark in amber
    canvas.rect(0, 6, min(15, now * 12 // _GOAL), 1, rgb, 1)
    canvas.set(12, 6, palette.LABEL)
    if done and t >= 3200:
        icons.draw(canvas, 0, 7, icons.CHECK if end == _GOAL else icons.CROSS, rgb)
    else:
        tiles_draw.tile(canvas, between(t, 400, 1200, -5, 1), 10, a, b, 2, False, pal)


PAGES = (exact, over)
PERIODS = (5000, 5000)  # each screen loops after so many ms
