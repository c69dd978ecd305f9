"""What the solver shows on the Luzon board (rules: shared/rules/luzon.md, LZ-10):
a hint's next move, the NO / WIN page when no winning line is left (how many undos
lead back to a winnable position), and the next winnable deal (DEALS = WIN).

Heap (issue 4 budget): loaded only for a hint or a winnable deal, with the solver's
modules (``solver.verdict`` and its search, 8-11 KB), and unloaded right after (the NO
/ WIN page: on the board's next press), so a game in play holds none of it.
"""

from pipgrid.memory import unload
from pipgrid.ui import font, icons, palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_SOLVER_TABLE = const(512)  # bounded memo for hints and winnable deals (heap budget)
_PAGE_MS = const(1500)
_DEALS = const(999)  # deal numbers on the board: 1..999 (three digits on the grid)
SOLVER_MODULES = (
    "pipgrid.solver.verdict",
    "pipgrid.solver.search",
    "pipgrid.solver.position",
    "pipgrid.solver.dead_end",
)


def hint(game):
    """(move, 0) of a winning line's next move, or (None, k): k undos lead back to a
    winnable position (None: not even the deal can be won). The exact solver with a
    bounded memo (_SOLVER_TABLE entries), to stay inside the board's heap."""
    from pipgrid.solver import verdict as luzon_solver  # imported on use and unloaded after: 8-11 KB of heap

    found = luzon_solver.hint(game, _SOLVER_TABLE)
    luzon_solver = None
    unload(SOLVER_MODULES)
    return found


def winnable_from(deal, variant):
    """The first winnable deal number from ``deal`` on, wrapping within 1..999 (None: none)."""
    from pipgrid.solver import verdict as luzon_solver

    table = set()
    n = deal
    for _ in range(_DEALS):
        if luzon_solver.winnable(n, variant, table, _SOLVER_TABLE):
            break
        n = n % _DEALS + 1
    else:
        n = None
    luzon_solver = table = None
    unload(SOLVER_MODULES)
    return n


class NoWinScreen:
    """"No win from here", in words a child reads: NO / WIN in red, then every
    ``_PAGE_MS`` the other page: UNDO with its curved arrow and k in amber, k = undos
    back to a winnable position (a red X instead: the deal itself cannot be won). Any
    key: back."""

    name = "nowin"

    def __init__(self, app, back):
        self.app = app
        self.back = back
        self.start = -1
        self._phase = -1

    def press(self, key, now):
        self.app.pop()

    def tick(self, now):
        if self.start < 0:
            self.start = now
        phase = (now - self.start) // _PAGE_MS
        if phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        if self.back is None or not (now - self.start) // _PAGE_MS & 1:
            font.draw_text(canvas, 4, 0, "NO", palette.BAD)
            font.draw_text(canvas, 2, 6, "WIN", palette.BAD)
            if self.back is None:
                font.draw_text(canvas, 6, 11, "X", palette.BAD)
            return
        font.draw_text(canvas, 0, 0, "UNDO", palette.LABEL)
        icons.draw(canvas, 0, 7, icons.UNDO, palette.LABEL)
        font.draw_number(canvas, 15, 9, self.back, palette.LABEL)
