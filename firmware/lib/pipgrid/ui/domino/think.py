"""A computer seat's move or a person's HINT, worked out in slices across loop steps
(issue 15): the Monte Carlo player of bots/sampling.py for the seat's own view, at
most ``sampling._SLICE`` rollout turns per loop step (under 2 ms on the 32-bit
build), so the thinking animation runs and B still answers. Its modules are loaded
for one decision and unloaded after (``finish``): no heap between turns."""

from pipgrid.memory import collect, unload


def start(game, seat, level, rng):
    """The search of level ``level`` (0..4) for ``seat``'s view of ``game``. A full
    collection first, so the modules load into the least fragmented heap."""
    collect()
    # bots/mc_traditional.py, mc_italian.py or mc_milestones.py, by a name made here:
    # naming them all in this module would intern the other games' module names too (a
    # board keeps every name for good: the hot-seat heap tests sit a few names below
    # the step where the interpreter allocates its next table of names)
    kind = game.game
    if kind != "traditional" and game.milestones:
        kind = "milestones"
    model = __import__("pipgrid.bots.mc_" + kind, None, None, ("Model",)).Model
    from pipgrid.bots.sampling import Search

    return Search(model, game.view(seat), rng, level)


def step(search):
    """One slice (``Search.step``'s default); True once ``search.move`` is decided."""
    return search.step()


def hint(screen, now):
    """A on the HINT slot: the L5 player starts on the seat's own view (worked out in
    ``hint_step``, one slice per loop step; the slot blinks meanwhile). Its own
    generator, so asking for a hint never changes the computer players' moves. A
    second A while one is shown or worked out flashes (nothing more to show)."""
    if screen.hint != -1:
        screen.app.bump(now)
        return
    from pipgrid.rng import Rng

    g = screen.game
    screen.hint = start(g, g.current_player, 4, Rng(g.seed ^ len(g.history) ^ 0x4117))


def hint_step(screen):
    """One slice of the HINT; once decided the cursor goes to the suggested place."""
    search = screen.hint
    if not step(search):
        return
    move = search.move
    finish()
    screen.hint = move
    if move >= 56:  # DRAW or PASS: its slot after the hand
        screen.cursor = len(screen.hand)
    else:
        screen.cursor = screen.hand.index(screen.move_tile(move))


def finish():
    unload(
        (
            "pipgrid.bots.mc_italian",
            "pipgrid.bots.mc_milestones",
            "pipgrid.bots.mc_traditional",
            "pipgrid.bots.mc_domino",
            "pipgrid.bots.sampling",
            "pipgrid.bots",
            "pipgrid.ui.domino.think",
        )
    )
