"""Parity: the Monte Carlo levels (bots/sampling.py, issue 15) in seeded rounds of
traditional (2 and 4 players), every level against greedy (Italian:
italian_levels.py, so each script fits a 64K heap); CPython and MicroPython print the same bytes (integer-only
decisions, a 30-bit rollout generator)."""

from pipgrid.games.domino.traditional import Traditional  # noqa: I001  (largest module first: heap)
from pipgrid.bots.mc_traditional import Model  # noqa: F401  (loaded before the match: heap)
from pipgrid.games.domino.autoplay import play_match
from pipgrid.bots.levels import bots_for
from pipgrid.rng import Rng

for cls, game, players, options in (
    (Traditional, "traditional", 2, None),
    (Traditional, "traditional", 4, None),
):
    names = bots_for(game)
    for seed in range(1, 6):
        level = "l%d" % seed
        bots = [names["greedy"]] * players
        bots[seed % players] = names[level]
        bots[(seed + 1) % players] = names["expert"]
        play_match(cls(players, seed, options), bots, Rng(seed), print, 1)
