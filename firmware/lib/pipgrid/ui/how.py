"""HOW: a game explained on the grid itself, in pictures (issue 24).

On a game's menu page LEFT/RIGHT turn the page to HOW? (ui/home.py); A there shows
that game's HOW pages: at most six screens, each a picture that moves (the goal, one
move played the way the board shows it in a game), with as few letters as the 3x5
font allows. Any key steps on to the next screen, the last one back to the menu; B
leaves at once. A dot per screen on the bottom row says where you are.

A game's pages are a module of its own ui folder, named in its catalog row
(pipgrid/catalog.py): ``PAGES``, its screens in order, each a function
``draw(canvas, t, pal)``, ``t`` the milliseconds since the screen came up (the
pictures loop on it). This module and
the game's are loaded when HOW is chosen and unloaded when it is left (the menu's
own heap only: the pages import nothing of any game, not even its drawing modules). The helpers below are what the pages share.
"""

from pipgrid.memory import collect, unload
from pipgrid.ui import palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_FRAME_MS = const(50)  # the pictures move in steps of 50 ms


class How:
    """The HOW screens of one game (module doc); ``module_name``: its pages."""

    name = "how"

    def __init__(self, app, module_name):
        self.app = app
        self.module_name = module_name
        collect()  # the pages' code in one piece, not between garbage (as ui/loading.py)
        self.pages = __import__(module_name, None, None, 1)
        self.page = 0
        self.start = -1
        self._phase = -1

    def press(self, key, now):
        if key == "B":
            self.leave()
            return
        self.page += 1
        self.start = now
        if self.page >= len(self.pages.PAGES):
            self.leave()

    def leave(self):
        """Back to the menu; the pages' modules are let go."""
        self.app.pop()
        self.pages = None
        unload((self.module_name, "pipgrid.ui.how"))
        collect()

    def tick(self, now):
        if self.start < 0:
            self.start = now
        phase = now // _FRAME_MS
        if phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        t = now - self.start if self.start >= 0 else 0
        screens = self.pages.PAGES
        screens[self.page](canvas, t, self.app.palette())
        n = len(screens)
        for i in range(n):  # where you are: a dot per screen, the current one bright
            canvas.set(8 - n + 2 * i, 15, palette.WHITE, 0 if i == self.page else 3)


def step(t, period, steps):
    """Which of ``steps`` equal parts of a loop of ``period`` ms the moment ``t`` is in."""
    return (t % period) * steps // period


def between(t, t0, t1, a, b):
    """``a`` before ``t0``, ``b`` after ``t1``, the straight way in between (a slide)."""
    if t <= t0:
        return a
    if t >= t1:
        return b
    return a + (b - a) * (t - t0) // (t1 - t0)


def triangle(canvas, x0, y0, x1, y1, x2, y2, rgb, shift=0):
    """Fill the pixels whose centres lie inside the triangle (corners in pixels), a row
    at a time: each row's span between where its centre line meets the edges."""
    corners = ((x0, y0), (x1, y1), (x2, y2))
    for y in range(min(y0, y1, y2), max(y0, y1, y2) + 1):
        middle = y + 0.5
        low = high = None
        for i in range(3):
            ax, ay = corners[i]
            bx, by = corners[(i + 1) % 3]
            if ay == by or middle < min(ay, by) or middle > max(ay, by):
                continue
            x = ax + (middle - ay) * (bx - ax) / (by - ay)
            if low is None or x < low:
                low = x
            if high is None or x > high:
                high = x
        if low is not None:
            for x in range(int(low - 0.5 + 0.999), int(high - 0.5) + 1):
                canvas.set(x, y, rgb, shift)
