"""Computer players for traditional and Italian domino (HS-3).

Every bot is ``choose(view, rng) -> move`` on a seat view (``view.legal_moves()``
plus public facts and the seat's own hand), so stronger bots can be swapped in by
name through ``bots_for(game)``. ``greedy`` uses no randomness; it plays:

- traditional: the highest-ranked legal tile (TR-4 ranking: heaviest, a double
  first among equal values), at the end whose new open number the bot holds most
  of (left on a tie); the forced draw or pass otherwise;
- Italian booklet: a tile that makes the total exactly the goal (IT-5); else the
  highest-ranked tile that keeps the total below the goal; else pass (IT-4);
- Italian milestones: the tile hitting the richest milestone (IT-M3); else draw
  while the boneyard lasts (IT-M2); else the lightest tile.
"""

from pipgrid import tiles
from pipgrid.bots import choose_random
from pipgrid.games.domino import moves as match
from pipgrid.games.domino import traditional_rules as traditional
from pipgrid.games.domino.moves import DRAW, PASS


def greedy_traditional(view, rng):
    """Heaviest legal tile, doubles preferred (TR-4 rank), on the better end."""
    moves = view.legal_moves()
    best = moves[0]
    if best >= DRAW:
        return best
    best_key = -1
    hand = view.hand_mask
    for m in moves:
        t = m >> 1
        end = view.right if m & 1 else view.left
        lo = tiles.LOW[t]
        if view.left == traditional.NONE or lo == end:
            new = tiles.HIGH[t]
        else:
            new = lo
        held = len(match.mask_tiles(hand & ~(1 << t) & traditional.PIP[new]))
        key = tiles.rank(t) * 16 + held
        if key > best_key:
            best, best_key = m, key
    return best


def greedy_italian(view, rng):
    """Exact goal or milestone if possible, otherwise as the module doc says."""
    from pipgrid.games.domino.italian_rules import milestone_points

    moves = view.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if view.milestones:
        best, best_points = -1, 0
        for m in moves:
            if m < DRAW:
                p = milestone_points(view.total + tiles.VALUE[m])
                if p > best_points:
                    best, best_points = m, p
        if best >= 0:
            return best
        if DRAW in moves:
            return DRAW
        lightest = moves[0]
        for m in moves:
            if m < DRAW and tiles.rank(m) < tiles.rank(lightest):
                lightest = m
        return lightest
    best, best_rank = PASS, -1
    for m in moves:
        if m >= DRAW:
            continue
        total = view.total + tiles.VALUE[m]
        if total == view.goal:
            return m
        if total < view.goal and tiles.rank(m) > best_rank:
            best, best_rank = m, tiles.rank(m)
    return best


def bots_for(game):
    """Bot name -> choose function for ``game`` ("traditional" or "italian")."""
    greedy = greedy_traditional if game == traditional.GAME else greedy_italian
    return {"random": choose_random, "greedy": greedy}


BOT_NAMES = ("greedy", "random")
