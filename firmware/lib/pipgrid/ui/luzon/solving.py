"""What the solver shows on the Luzon board (rules: shared/rules/luzon.md, LZ-10):
a hint's next move, the NO / WIN page when no winning line is left (how many undos
lead back to a winnable position), and the next winnable deal (DEALS = WIN).

Heap (issue 4 budget): loaded only for a hint or a winnable deal, with the solver's
modules (``solver.verdict`` and its search, 8-11 KB), and unloaded right after (the NO
/ WIN page: on the board's next press), so a game in play holds none of it.
"""

from pipgrid.memory import unload
from pipgrid.ui import font, palette
from pipgrid.ui.luzon.screen import labelled_number

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_SOLVER_TABLE = const(512)  # bounded memo for hints and winnable deals (heap budget)
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
    """"No win from here": NO / WIN in red, then ``<k`` in amber, k = undos back to a
    winnable position (a red X: the deal itself cannot be won). Any key: back."""

    name = "nowin"

    def __init__(self, app, back):
        self.app = app
        self.back = back

    def press(self, key, now):
        self.app.pop()

    def tick(self, now):
        return False

    def draw(self, canvas, now):
        font.draw_text(canvas, 4, 0, "NO", palette.BAD)
        font.draw_text(canvas, 2, 6, "WIN", palette.BAD)
        if self.back is None:
            font.draw_text(canvas, 6, 11, "X", palette.BAD)
        else:
            labelled_number(canvas, 11, "<", self.back, palette.LABEL)
