"""Parity: the Monte Carlo levels (bots/sampling.py, issue 15) in seeded rounds of
Italian (booklet 3 players, milestones 2), every level against greedy; CPython and
MicroPython print the same bytes (integer-only decisions, a 30-bit rollout generator)."""

import gc

from pipgrid.games.domino.italian import Italian  # noqa: I001  (largest module first: heap)
from pipgrid.bots.levels import bots_for
from pipgrid.games.domino.autoplay import play_match
from pipgrid.rng import Rng

gc.collect()  # the compile buffers of the imports above, before the largest module
from pipgrid.bots.mc_italian import Model  # noqa: E402, F401  (loaded before the match: heap)
from pipgrid.bots.mc_milestones import Model  # noqa: E402, F401, F811

for cls, game, players, options in (
    (Italian, "italian", 3, None),
    (Italian, "italian", 2, {"milestones": True}),
):
    names = bots_for(game)
    for seed in range(1, 6):
        level = "l%d" % seed
        bots = [names["greedy"]] * players
        bots[seed % players] = names[level]
        bots[(seed + 1) % players] = names["expert"]
        play_match(cls(players, seed, options), bots, Rng(seed), print, 1)
