"""What the solver shows on the Luzon board (rules: shared/rules/luzon.md, LZ-10):
a hint's next move, the NO / WIN page when no winning line is left (how many undos
lead back to a winnable position), and the next winnable deal (DEALS = WIN), both
worked out in slices across loop steps (``Solving``).

Heap (issue 4 budget): loaded only for a hint or a winnable deal, with the solver's
modules (``solver.slices`` and the search; ``solver.verdict`` only to turn a found
line's first move into a game move), and unloaded as soon as the answer is known or
B gives up (this module itself: with the NO / WIN page, on the board's next press),
so a game in play holds none of it.
"""

from pipgrid.memory import collect, unload
from pipgrid.ui import font, icons, palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_SOLVER_TABLE = const(512)  # bounded memo for hints and winnable deals (heap budget)
_SLICE = const(100)  # search nodes per loop step (bench luzon: under 1 ms on the 32-bit build)
_DOT_MS = const(160)
_PAGE_MS = const(1500)
_DEALS = const(999)  # deal numbers on the board: 1..999 (three digits on the grid)
# in the order they load (each needs only those before it)
_SOLVER_MODULES = const(
    (
        "pipgrid.solver.position",
        "pipgrid.solver.dead_end",
        "pipgrid.solver.search",
        "pipgrid.solver.slices",
        "pipgrid.solver.verdict",  # not loaded ahead: only when a hint's line is found
    )
)


def hint(board):
    """HINT on ``board`` (a LuzonScreen): the solver thinks over it (``Solving``)."""
    board.app.push(Solving(board.app, board))


def winnable_from(app, deal):
    """DEALS = WIN: the first winnable deal from ``deal`` on is searched (``Solving``),
    then dealt."""
    app.play(Solving(app, None, deal))


class Solving:
    """The solver thinking across loop steps (issue 12: long work is not a press): a
    HINT over ``board`` (a LuzonScreen), or with ``board`` None the first winnable
    deal from ``deal`` on (DEALS = WIN, within 1..999). Its first ticks load the
    solver's modules (one per tick), every later tick runs one slice of at most
    ``_SLICE`` nodes of the search (under 1 ms on the 32-bit build), so frames keep
    coming: the board stays in view with three cyan dots running where the deal
    number was (the thinking of a computer seat, ui/domino/table.py, in the hint's
    colour), or WIN and the deal being tried. B gives up at once: back to the game
    as it was (the menu for a deal search, where CONTINUE still has the saved game);
    any other key can do nothing and says so (``App.bump``)."""

    name = "solving"

    def __init__(self, app, board, deal=0):
        self.app = app
        self.board = board
        self.deal = deal
        self.job = None  # slices.Hint or slices.Deals, made once its modules are loaded
        self.loaded = 0  # how many of _SOLVER_MODULES are loaded
        self._phase = -1

    def press(self, key, now):
        if key != "B":
            self.app.bump(now)
            return
        self.job = None
        unload(_SOLVER_MODULES)
        if self.board is None:
            self.app.home(now)
        else:
            self.app.pop()

    def tick(self, now):
        job = self.job
        if job is None:  # the solver's modules load one per loop step, then the job is made
            n = self.loaded
            if n < len(_SOLVER_MODULES) - 1:
                if not n:
                    collect()  # into the least fragmented heap
                __import__(_SOLVER_MODULES[n])
                self.loaded = n + 1
                return True
            from pipgrid.solver import slices

            b = self.board
            if b is None:
                self.job = slices.Deals(self.deal, self.app.variant(), _DEALS, _SOLVER_TABLE)
            else:
                self.job = slices.Hint(b.game, _SOLVER_TABLE)
            slices = None
            return True
        if job.step(_SLICE):
            found = job.found
            self.job = job = None
            unload(_SOLVER_MODULES)
            if self.board is None:
                from pipgrid.ui.luzon import screen

                unload(screen.ACTION_MODULES)  # this module too: the game holds none of it
                screen.start(self.app, 1, now, found or self.deal)
            else:
                self.app.pop()
                self.board.hint(now, found)
            return True
        phase = now // _DOT_MS
        if phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        if self.board is None:
            font.draw_text(canvas, 2, 0, "WIN", palette.LABEL)
            job = self.job
            font.draw_number(canvas, 15, 6, job.deal if job is not None else self.deal, palette.TEXT)
        else:
            self.board.draw(canvas, now)
            canvas.rect(5, 11, 11, 5, (0, 0, 0))  # the deal number's place
        lit = (now // _DOT_MS) % 3
        for i in range(3):
            canvas.set(7 + 3 * i, 13, palette.HINT, 0 if i == lit else 3)


class NoWinScreen:
    """ "No win from here", in words a child reads: NO / WIN in red, then every
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
