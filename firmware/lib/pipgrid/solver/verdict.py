"""Exact Luzon solver: winnable or not, a complete winning line, hints, winnable deals.

The search itself: ``pipgrid.solver.search`` (and its tables, ``solver.position``),
small modules that each compile inside a small heap. Solutions are game moves,
replayable with ``Luzon.play``.
"""

from pipgrid.games.luzon.game import Luzon, check_deal, check_variant, column_move, deal_tiles, removal
from pipgrid.solver.position import RES, SHIFT, SINGLE, tables
from pipgrid.solver.search import DEFAULT_TABLE, search


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
    deal itself cannot be won). One table serves all the positions: they share a deal."""
    table = set()
    r = solve(game, table, table_limit)
    if r.winnable:
        return (r.solution[0] if r.solution else None), 0
    g = game.copy()
    k = 0
    while g.history:
        g.undo()
        k += 1
        if search(g.columns(), g.reserve(), g.variant, table, table_limit)[0] is not None:
            return None, k
    return None, None


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
