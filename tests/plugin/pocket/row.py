"""Pocket's catalog row (tests/plugin/README.md): the app runs it as
``App(store, catalog=GAMES + (POCKET,))``. Its phase lists were printed by
``python -m host_sim.phases`` (with tests/plugin searched)."""

from pipgrid.catalog import Game

POCKET_ID = 5
_BOARD = ("pipgrid.ui.font", "pipgrid.rng", "pocket.rules", "pocket.screen")

POCKET = Game(
    POCKET_ID,
    "POCKET",
    "pocket.screen",
    "pocket.screen",
    start_modules=_BOARD,
    continue_modules=_BOARD,
)
