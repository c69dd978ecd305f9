"""Exact Luzon solver: winnable or not, a complete winning line, hints, winnable deals.

The search itself: ``pipgrid.solver.search`` (and its tables, ``solver.position``),
small modules that each compile inside a small heap. Solutions are game moves,
replayable with ``Luzon.play``.

``Hint`` and ``Deals`` are a hint and the next winnable deal worked out in slices
(issue 12: long work is not a press): ``step(work)`` enters at most ``work`` nodes
of the search plus at most one change of position (an undo, or the next deal),
and the answer, ``found``, is the one ``hint`` and a deal-by-deal ``winnable`` give.
"""

from pipgrid.games.luzon.game import Luzon, check_deal, check_variant, column_move, deal_tiles, removal
from pipgrid.solver.position import RES, SHIFT, SINGLE, tables
from pipgrid.solver.search import DEFAULT_TABLE, Search, search


class Result:
    """A solver verdict: ``winnable``, ``solution`` (game moves), ``nodes`` searched."""

    def __init__(self, winnable, solution, nodes):
        self.winnable = winnable
        self.solution = solution
        self.nodes = nodes


def _concrete(game, line):
    """Game moves for an abstract line, played on a copy of ``game``.

    Slot k's own column stays in slot k until emptied; a moved tile goes to the first
    empty slot and is remembered as a single; sources of equal symbol are alike."""
    g = game.copy()
    symbol = tables(g.variant)[0]
    singles = []  # concrete slots holding moved tiles
    out = []

    def tile_of(a):
        if a < SINGLE:
            return g.columns()[a][-1], None
        if a < RES:
            for slot in singles:
                t = g.columns()[slot][-1]
                if symbol[t] == a - SINGLE:
                    return t, slot
        for t in g.reserve():
            if symbol[t] == a - RES:
                return t, None
        raise ValueError("solver line does not match the game")

    for m in line:
        if m >= SHIFT:
            cols = g.columns()
            slot = g.empty_slots()[0]
            move = column_move(cols[m - SHIFT][-1], slot)
            singles.append(slot)
        else:
            a, sa = tile_of(m >> 7)
            b, sb = tile_of(m & 127)
            if sb is not None and sb == sa:
                for slot in singles:  # two singles of one symbol
                    t = g.columns()[slot][-1]
                    if slot != sa and symbol[t] == symbol[b]:
                        b, sb = t, slot
                        break
            for s in (sa, sb):
                if s is not None:
                    singles.remove(s)
            move = removal(a, b)
        g.play(move)
        out.append(move)
    return out


def solve(game, table=None, table_limit=DEFAULT_TABLE):
    """Exact verdict from ``game``'s current position: a Result with game moves."""
    line, nodes = search(game.columns(), game.reserve(), game.variant, table, table_limit)
    if line is None:
        return Result(False, [], nodes)
    return Result(True, _concrete(game, line), nodes)


def solve_deal(deal, variant="classic", table_limit=DEFAULT_TABLE):
    """Exact verdict of deal number ``deal`` (1..2**31-1) from the start."""
    return solve(Luzon(deal, variant), None, table_limit)


def winnable(deal, variant="classic", table=None, table_limit=DEFAULT_TABLE):
    """True when deal ``deal`` can be won (no winning line is built: faster)."""
    cols, res = deal_tiles(deal)
    if table is not None:
        table.clear()
    return search(cols, res, check_variant(variant), table, table_limit)[0] is not None


def is_lost(game):
    """LZ-10 exact: True when no line of play from here removes all 28 tiles."""
    if game.is_won():
        return False
    return not solve(game).winnable


def hint(game, table_limit=DEFAULT_TABLE):
    """(move, 0) with the next move of a winning line, or (None, k): no win from here,
    and k undos lead back to the nearest winnable position (k is None when even the
    deal itself cannot be won). ``Hint`` worked out in one go."""
    h = Hint(game, table_limit)
    while not h.step(-1):
        pass
    return h.found


class Hint:
    """``hint(game)`` in slices: ``found`` is None until ``step`` returns True, then
    what ``hint`` returns. ``game`` must not change meanwhile (it is copied only when
    undos are tried)."""

    def __init__(self, game, table_limit=DEFAULT_TABLE):
        self.game = game
        self.g = None  # the copy being undone, once the position itself is lost
        self.back = 0  # undos tried so far
        self.table = set()  # one table for every position: they share a deal
        self.table_limit = table_limit
        self.search = Search(game.columns(), game.reserve(), game.variant, self.table, table_limit)
        self.found = None

    def step(self, work):
        """At most ``work`` nodes of the search; True once ``found`` is decided."""
        if self.found is not None:
            return True
        if not self.search.step(work):
            return False
        line = self.search.line
        if line is not None:  # a winning line: its first move, or the undos back to it
            if self.back:
                self.found = None, self.back
            else:
                self.found = (_concrete(self.game, line[:1])[0] if line else None), 0
            return True
        g = self.g
        if g is None:
            g = self.g = self.game.copy()
        if not g.history:
            self.found = None, None
            return True
        g.undo()
        self.back += 1
        self.search = Search(g.columns(), g.reserve(), g.variant, self.table, self.table_limit)
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
            self.search = Search(cols, res, self.variant, self.table, self.table_limit)
            return False
        if not s.step(work):
            return False
        self.search = None
        if s.line is not None:
            self.found = self.deal
            return True
        self.left -= 1
        if not self.left:
            self.found = 0
            return True
        self.deal = self.deal % self.count + 1
        return False


def next_winnable(deal, variant="classic"):
    """The first winnable deal number >= ``deal`` (for "winnable deals only"); None
    past 2**31-1."""
    n = check_deal(deal)
    check_variant(variant)
    table = set()
    while True:
        if winnable(n, variant, table):
            return n
        if n == 2147483647:
            return None
        n += 1
