"""Parity: the Tri-Ominos Monte Carlo levels (bots/mc_triominoes.py, issue 15) in
seeded rounds (2, 3 and 4 players, a draw limit and club rules among them), every
level against greedy, and the seed's variants (solitaire, own pools, the club's extras); CPython and MicroPython print the same bytes (integer-only
decisions, a 30-bit rollout generator, no dict-order dependence)."""

from pipgrid.bots.mc_triominoes import choose  # noqa: I001  (largest modules first: heap)
from pipgrid.games.triominoes.game import Triominoes
from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes.play import play_game
from pipgrid.rng import Rng


def level(k):
    return lambda view, rng: choose(view, rng, k)


for players, seed, limit, club in (
    (2, 1, None, False),
    (3, 5, 3, False),
    (4, 9, 0, True),
    (2, 12, None, True),
):
    for k in range(5):
        bots = [choose_greedy] * players
        bots[(seed + k) % players] = level(k)
        if k == 4:
            bots[(seed + k + 1) % players] = level(2)
        game = Triominoes(players, seed + k, {"draw_limit": limit, "club": club})
        play_game(game, bots, Rng(seed + k), print, 1)

# the seed's variants (TO-14..TO-17): an L5 solitaire, club and not; L3 and L5 with own pools
for players, seed, options, levels in (
    (1, 3, {}, (4,)),
    (1, 4, {"club": True}, (4,)),
    (3, 6, {"pools": "own"}, (2, 4, None)),
    (2, 8, {"pools": "own", "club": True}, (4, None)),
):
    bots = [choose_greedy if k is None else level(k) for k in levels]
    game = Triominoes(players, seed, options)
    play_game(game, bots, Rng(seed), print, 1)
