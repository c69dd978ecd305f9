"""Computer players. A bot is a function ``choose(view, rng) -> move``.

``view`` is what that seat may see (a game's per-seat view, holding no other
seat's tiles) and offers ``legal_moves()``; ``rng`` is a ``pipgrid.rng.Rng`` so
that a seeded match replays identically on every interpreter. Game-specific
bots live in modules named after their game; ``choose_random`` serves all games.
"""


def choose_random(view, rng):
    """Any legal move, uniformly (HS-3: fills a seat)."""
    moves = view.legal_moves()
    return moves[rng.below(len(moves))]
