"""Parity: seeded Italian domino transcripts (booklet goals 50/70/100 and the
milestone variant, greedy and random bots); same bytes on both interpreters."""

from pipgrid.games.domino.italian import Italian  # noqa: I001  (largest module first: heap)
from pipgrid.bots import choose_random
from pipgrid.bots.domino import greedy_italian
from pipgrid.games.domino.autoplay import play_match
from pipgrid.rng import Rng

bots = [greedy_italian, choose_random] * 3
for seed in range(1, 31):
    play_match(Italian(3 + seed % 3, seed, {"goal": (50, 70, 100)[seed % 3]}), bots, Rng(seed), print, 1)
    play_match(Italian(2 + seed % 4, seed, {"milestones": True}), bots, Rng(seed), print, 1)
