"""A Tri-Ominos computer seat of level L1..L5 (kinds 3..7, the domino set-up's
words) thinking in slices across loop steps (issue 15): bots/mc_triominoes.py on
the seat's own view, ``SLICE`` rollout turns per loop step (about 1.2 ms on the
32-bit build), so the running dots move and B still answers. Its modules are
loaded for one decision and unloaded after it (``finish``)."""

from pipgrid.memory import collect, unload

LEVEL = 3  # the first level's seat kind (ui/domino/setup.py KIND_WORDS: L1)


def start(table):
    """The search for the seat on turn. A full collection first, so the modules load
    into the least fragmented heap."""
    collect()
    from pipgrid.bots import mc_triominoes as mc

    g = table.game
    s = g.current_player
    return mc.search(g.view(s), table.rng, table.kinds[s] - LEVEL)


def step(search):
    """One slice; True once ``search.move`` is decided."""
    from pipgrid.bots.mc_triominoes import SLICE

    return search.step(SLICE)


def finish():
    unload(
        (
            "pipgrid.bots.mc_triominoes",
            "pipgrid.bots.tri_fast",
            "pipgrid.bots.sampling",
            "pipgrid.bots",
            "pipgrid.games.triominoes.play",
            "pipgrid.games.triominoes.transcript",
            "pipgrid.ui.triominoes.think",
        )
    )
