"""Computer players for Tri-Ominos: ``random`` and ``greedy``.

A bot is ``choose(view, rng) -> move`` on a seat's view (triominoes.SeatView),
which holds the seat's own hand and the public board only.
"""

from pipgrid.bots import choose_random


def choose_greedy(view, rng):
    """The placement with the highest immediate score (TO-3, TO-5, TO-7).

    Ties go to the first such move in legal-move order (by cell, tile,
    rotation), so the bot is deterministic; with nothing to place it draws or
    passes, which is then the only legal move (TO-8); with the club's extras it
    never draws while a tile fits (TO-14) and weighs a placement on vertices by its
    points like any other (TO-15: -5 on two corners, +30 on three).
    """
    moves = view.legal_moves()
    best = moves[-1]
    if len(moves) == 1 or best < 0:
        return best
    best_points = -100
    for m in moves:
        if m < 0:
            continue  # a voluntary draw (club, TO-14): greedy never draws while a tile fits
        points = view.points_of(m)[0]
        if points > best_points:
            best, best_points = m, points
    return best


BOTS = {"random": choose_random, "greedy": choose_greedy}
NAMES = ("greedy", "random")
