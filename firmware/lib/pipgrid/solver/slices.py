"""A Luzon hint and the next winnable deal worked out in slices (issue 12: long work
is not a press), for the board (``ui/luzon/solving.py``): ``step(work)`` enters at most
``work`` nodes of the search plus at most one change of position (an undo, or the
next deal's shuffle), and ``found`` is then the answer of ``verdict.hint`` and of a
deal-by-deal ``verdict.winnable``. Apart from ``solver.verdict`` so that each module
compiles inside a small MicroPython heap, and so that the board loads verdict's code
only to turn a found line's first move into a game move.
"""

from pipgrid.games.luzon.game import check_variant, deal_tiles
from pipgrid.solver.search import DEFAULT_TABLE, begin, step


class Hint:
    """``verdict.hint(game)`` in slices: ``found`` is None until ``step`` returns True,
    then what ``hint`` returns. ``game`` must not change meanwhile (it is copied when
    undos are tried)."""

    def __init__(self, game, table_limit=DEFAULT_TABLE):
        self.game = game
        self.g = None  # the copy being undone, once the position itself is lost
        self.back = 0  # undos tried so far
        self.table = set()  # one table for every position: they share a deal
        self.table_limit = table_limit
        self.search = begin(game.columns(), game.reserve(), game.variant, self.table, table_limit)
        self.found = None

    def step(self, work):
        """At most ``work`` nodes of the search; True once ``found`` is decided."""
        if self.found is not None:
            return True
        if not step(self.search, work):
            return False
        line = self.search[6]
        if line is not None:  # a winning line: its first move, or the undos back to it
            if self.back:
                self.found = None, self.back
            elif line:  # the table goes before verdict's code comes (the board's heap)
                self.search = self.table = None
                from pipgrid.solver.verdict import _concrete

                self.found = _concrete(self.game, line[:1])[0], 0
            else:
                self.found = None, 0
            return True
        g = self.g
        if g is None:
            g = self.g = self.game.copy()
        if not g.history:
            self.found = None, None
            return True
        g.undo()
        self.back += 1
        self.search = begin(g.columns(), g.reserve(), g.variant, self.table, self.table_limit)
        return False


class Deals:
    """The first winnable deal from ``deal`` on, wrapping within 1..``count``, in
    slices: ``found`` is None until ``step`` returns True, then the deal (0: none of
    the ``count`` is winnable). Each deal is searched from a cleared table, as
    ``winnable`` does."""

    def __init__(self, deal, variant, count, table_limit=DEFAULT_TABLE):
        self.deal = deal  # the deal being searched
        self.variant = check_variant(variant)
        self.count = count
        self.left = count  # deals left to try, this one included
        self.table = set()
        self.table_limit = table_limit
        self.search = None
        self.found = None

    def step(self, work):
        """At most ``work`` nodes of a deal's search, or the next deal's shuffle; True
        once ``found`` is decided."""
        if self.found is not None:
            return True
        s = self.search
        if s is None:
            cols, res = deal_tiles(self.deal)
            self.table.clear()
            self.search = begin(cols, res, self.variant, self.table, self.table_limit)
            return False
        if not step(s, work):
            return False
        self.search = None
        if s[6] is not None:
            self.found = self.deal
            return True
        self.left -= 1
        if not self.left:
            self.found = 0
            return True
        self.deal = self.deal % self.count + 1
        return False
