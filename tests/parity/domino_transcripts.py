"""Parity: seeded greedy-bot transcripts of traditional domino, seeds 1..100 with
2, 3 and 4 players, one round each; CPython and MicroPython print the same bytes.
(Italian: domino_italian_transcripts.py, so each script fits a 64K heap.)"""

from pipgrid.games.domino.traditional import Traditional  # noqa: I001  (largest module first: heap)
from pipgrid.games.domino.autoplay import play_match
from pipgrid.bots.domino import greedy_traditional
from pipgrid.rng import Rng

for players in (2, 3, 4):
    bots = [greedy_traditional] * players
    for seed in range(1, 101):
        play_match(Traditional(players, seed), bots, Rng(seed), print, 1)
