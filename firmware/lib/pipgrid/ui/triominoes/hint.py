"""HINT for a person on turn in Tri-Ominos (issue 15, docs/bots.md "Tri-Ominos"): the
place after the hand (and the DRAW/PASS place) on the turn screen; A on it works out
the strongest level's (L5) move for that seat's own view with bots/mc_triominoes.py,
in slices of ``SLICE`` rollout turns across loop steps, with its own generator
(``rng``), so asking never changes what the computer seats do nor the game's
generators. Once decided, the cursor goes to the suggested tile (or the DRAW/PASS
place) and the screen marks it in the hint's colour; choosing that tile preselects
the suggested cell and rotation. When drawing or passing is the only move, the hint
says so at once, without thinking.

Loaded only on A on that place and unloaded with the search's modules once the hint
is decided or dropped (``finish``): a game that asks no hint loads nothing of it.
No attribute of its own either (every name a loaded module holds stays interned on
the board, docs/triominoes.md "Heap"): during a person's turn the table's ``search``
is None (no hint), the L5 search while it thinks, then the suggested move (an int)
until the turn ends (``finish``: a move played, B, a take-back)."""

from pipgrid.memory import collect, unload


def rng(game):
    """The hint's own generator, from the game's seed, round and moves so far."""
    from pipgrid.rng import Rng

    return Rng(game.seed ^ game.round_no << 10 ^ len(game.history) ^ 0x4117)


def start(screen, now):
    """A on the HINT place; a second A while one is worked out or shown: the bump."""
    table = screen.table
    if table.search is not None:
        screen.app.bump(now)
        return
    if screen.action:  # only DRAW or PASS: no thinking
        table.search = screen.action
        screen.cursor = len(screen.hand)
        unload(("pipgrid.ui.triominoes.hint",))
        return
    collect()  # so the search's modules load into the least fragmented heap
    from pipgrid.bots import mc_triominoes as mc

    g = screen.game
    table.search = mc.search(g.view(g.current_player), rng(g), 4)


def step(screen):
    """One slice (at most ``mc_triominoes.SLICE`` rollout turns); once decided, the
    cursor goes to the suggested tile and the search's modules are unloaded."""
    from pipgrid.bots.mc_triominoes import SLICE

    table = screen.table
    if not table.search.step(SLICE):
        return
    move = table.search.move
    finish(table)
    table.search = move
    screen.cursor = screen.hand.index((move & 255) // 3) if move >= 0 else len(screen.hand)


def finish(table):
    """The hint dropped (or decided: the caller keeps its move): the search's modules
    and this one unloaded; on a take-back also a computer seat's search about the
    position taken back (its modules are the same, ui/triominoes/think.py)."""
    table.search = None
    unload(
        (
            "pipgrid.bots.mc_triominoes",
            "pipgrid.bots.tri_fast",
            "pipgrid.bots.sampling",
            "pipgrid.bots",
            "pipgrid.games.triominoes.play",
            "pipgrid.games.triominoes.transcript",
            "pipgrid.ui.triominoes.think",
            "pipgrid.ui.triominoes.hint",
        )
    )
