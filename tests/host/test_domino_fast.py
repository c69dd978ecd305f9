"""The fast random playout (traditional_fast.random_round) plays exactly the game
the full engine plays with bots.choose_random on the same generator."""

import pytest

from pipgrid.bots import choose_random
from pipgrid.games import match
from pipgrid.games.traditional import Traditional
from pipgrid.games.traditional_fast import random_round
from pipgrid.rng import Rng

CONFIGS = [(4, 7, False, 0), (2, 0, True, 2), (3, 0, True, 1), (4, 0, False, 3), (3, 4, True, 0), (2, 5, False, 2)]


@pytest.mark.parametrize("players,hand_size,wild,draw", CONFIGS)
def test_fast_playout_matches_engine_with_random_bots(players, hand_size, wild, draw):
    for seed in range(1, 120):
        r1 = Rng(seed)
        deck = match.deal(r1)
        options = {"hand_size": hand_size or [0, 0, 8, 6, 5][players], "wild_doubles": wild, "draw_count": draw}
        g = Traditional(players, 1, options, deck)
        while not g.is_over():
            g.play(choose_random(g.view(g.current_player), r1))
        r2 = Rng(seed)
        reason, (winner, points) = random_round(r2, players, hand_size, wild, draw)
        assert (reason, winner, points) == (g.reason, g.winner, g.points), seed
        assert r1.state == r2.state
