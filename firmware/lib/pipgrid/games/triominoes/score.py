"""Tri-Ominos scoring: placements (TO-3, TO-5, TO-7, club TO-15), round ends (TO-10,
TO-11, solitaire TO-17), the game's end (TO-12), and the legal moves of a seat (TO-5,
TO-6, TO-8, club TO-14, TO-15)."""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt

_START_BONUS = const(10)  # TO-5, triple opening
_ZERO_OPENING = const(40)  # TO-5, 0-0-0 opening (club: 30)
_ZERO_OPENING_CLUB = const(30)
_OUT_BONUS = const(25)  # TO-10
_HEXAGON = const(50)  # TO-7a, per point closed
_BRIDGE = const(40)  # TO-7b
ORIGIN = const(8256)  # lat.cell(False, 0, 0): the opening cell U 0 0
# a placement's bonus code: hexagons (0..3) + BRIDGE_BIT + START_BIT (+ 16 or 32 for
# a placement on corners, corners.py)
BRIDGE_BIT = const(4)
START_BIT = const(8)


def placement(board, club, m):
    """(points, bonus code) a placement scores on ``board`` (TO-3, TO-5, TO-7)."""
    t = lat.move_tile(m)
    value = tt.VALUE[t]
    if not board.order:
        if not tt.is_triple(t):
            return value, 0  # TO-5: no triple dealt, no bonus
        if t == tt.ZERO_TRIPLE:
            return (_ZERO_OPENING_CLUB if club else _ZERO_OPENING), START_BIT
        return value + _START_BONUS, START_BIT
    if club and not board._touches(lat.move_cell(m)):  # TO-15: on two or three corners
        from pipgrid.games.triominoes import corners

        return corners.placement(board, m)
    hexagons, bridge = board.bonuses(lat.move_cell(m))
    if hexagons:
        return value + _HEXAGON * hexagons, hexagons
    if bridge:
        return value + _BRIDGE, BRIDGE_BIT
    return value, 0


def moves_for(board, hand, opening, can_draw, club=False):
    """Legal moves for a seat holding ``hand`` (TO-5, TO-6, TO-8): on an empty board
    the opening tiles in U 0 0; else every placement, or DRAW, or PASS. With ``club``
    also the placements on vertices (TO-15), and DRAW first among the placements while
    the seat may draw (TO-14); sorted (DRAW is -1)."""
    if not board.order:
        out = []
        for t in sorted(opening):
            for rot in tt.rotations(t):
                out.append(lat.move(ORIGIN, t, rot))
        return out
    out = board.placements(hand)
    if club:  # TO-15 (with one tile on the board every cell touching two of its corners
        # shares an edge: corners.py is loaded from the second tile on), TO-14
        if len(board.order) > 1:
            from pipgrid.games.triominoes import corners

            out = sorted(out + corners.placements(board, hand))
        if out and can_draw:
            out.insert(0, lat.DRAW)
    if out:
        return out
    return [lat.DRAW] if can_draw else [lat.PASS]


def round_end(hands, club, reason, winner):
    """(winner, points, per-seat changes) at a round's end.

    TO-10 going out: the winner scores 25 and every opponent's remaining sum
    (club: 25 only, and each opponent loses their own sum). TO-11 blocked: the
    fewest tiles wins, then the lowest remaining value, else nobody; the winner
    scores the others' remaining values minus their own, without the 25.
    """
    n = len(hands)
    rest = [sum(tt.VALUE[t] for t in h) for h in hands]
    deltas = [0] * n
    points = 0
    if n == 1:  # TO-17 solitaire: +25 out, else the hand's values deducted
        points = _OUT_BONUS if reason == "out" else -rest[0]
        return 0, points, [points]
    if reason == "out":
        points = _OUT_BONUS if club else _OUT_BONUS + sum(rest) - rest[winner]
        if club:
            for s in range(n):
                if s != winner:
                    deltas[s] = -rest[s]
    else:
        winner = blocked_winner(hands, rest)
        if winner is not None:
            points = sum(rest) - 2 * rest[winner]
    if winner is not None:
        deltas[winner] = points
    return winner, points, deltas


def blocked_winner(hands, rest):
    """TO-11: fewest tiles, then lowest remaining value; a tie after both: nobody."""
    best = None
    winner = None
    tied = False
    for s in range(len(hands)):
        key = (len(hands[s]), rest[s])
        if best is None or key < best:
            best, winner, tied = key, s, False
        elif key == best:
            tied = True
    return None if tied else winner


def game_winner(totals, target, round_winner):
    """TO-12 after a round: nobody below the target wins; among those at or above
    it the round's winner, else the highest total, between equal totals the lower seat."""
    if len(totals) == 1:
        return 0  # TO-17: one round
    reached = [s for s in range(len(totals)) if totals[s] >= target]
    if not reached:
        return None
    if round_winner in reached:
        return round_winner
    best = reached[0]
    for s in reached:
        if totals[s] > totals[best]:
            best = s
    return best
