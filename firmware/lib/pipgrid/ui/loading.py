"""A phase's modules loaded one per loop step, behind a moving picture (issue 12:
presses that never stall).

Going from the menu to a game, from a set-up to its match or back to the menu used
to load every module of the next phase inside the press that chose it (2-3 ms and
17-21 KB on the 32-bit build: 100-150 ms on an RP2040). Now that press only forgets
the phase left behind (``App._go``) and shows ``Loading``: each following loop step
collects the garbage and imports ONE module (leaves first, so an import never pulls
in another one), and draws a row of number colours growing by one per module, so
every step shows something (the whole row dim at first). The step after the last
module carries the choice out (``App._go`` again, with the time of the press that
chose it: the clock is one ingredient of a round seed without os.urandom,
pipgrid/rng.py), then this module is
forgotten too.

A press while loading is never lost: it is kept (a white dot per press on the bottom
row shows it was taken) and given to the new screen, in order, once it is up.

Which modules a phase needs is the catalog's (pipgrid/catalog.py, ``modules``): each list in an order where every module's own imports come before it; names of
modules the app keeps loaded anyway cost a step and no time (an import of a loaded
module).
"""

import sys

from pipgrid.memory import collect
from pipgrid.ui import palette


def modules(app, phase, game_id):
    """The modules to load before ``App._go`` carries out ``phase`` ("menu", "start",
    "continue" or "begin", app.py) of ``game_id``: the lists of its catalog row."""
    if phase == "menu":
        from pipgrid.catalog import MENU_MODULES

        return MENU_MODULES + tuple(row.picture for row in app.games())
    row = app.game_row(game_id)
    if phase == "start":
        return row.start_modules
    if phase == "continue":
        return row.continue_modules
    return row.begin_modules


class Loading:
    """The screen shown while ``entries`` (module names) load (module doc); then ``App._go`` carries out
    ``go`` (its choice, marked as loaded) with the time of the press that chose it and
    the presses kept, once this module is forgotten."""

    name = "loading"

    def __init__(self, app, entries, go, now):
        self.app = app
        self.entries = entries
        self.go = go
        self.now = now
        self.index = -1  # -1: the press's own frame (nothing loaded in it)
        self.keys = []

    def press(self, key, now):
        self.keys.append(key)

    def tick(self, now):
        i = self.index
        names = self.entries
        if 0 <= i < len(names):
            if names[i] not in sys.modules:
                collect()  # the import's code in one piece, not between garbage
                __import__(names[i])
        elif i >= len(names):  # loaded: App.tick carries the choice out once this returns
            self.app.stack.remove(self)
            self.app.go = self.go + (self.now, self.keys)
            return True
        self.index = i + 1
        return True

    def draw(self, canvas, now):
        n = len(self.entries)
        below = self.app.stack.index(self)
        if below:  # loading over a screen: it stays on show
            self.app.stack[below - 1].draw(canvas, now)
        pal = self.app.palette()
        for k in range(n):  # one segment per module: dim until it is loaded
            x = k * 16 // n
            canvas.rect(x, 7, (k + 1) * 16 // n - x, 2, pal[k % 7], 0 if k < self.index else 4)
        for k in range(min(len(self.keys), 16)):  # a dot per press kept
            canvas.set(k, 15, palette.WHITE)


def start(app, entries, go, now):
    """Show the loading screen for ``entries`` (module names) on top of the stack; ``go`` once loaded."""
    app.push(Loading(app, entries, go, now))
