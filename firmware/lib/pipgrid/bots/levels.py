"""The Monte Carlo levels by name (issue 15, docs/bots.md) beside ``greedy`` and
``random``: ``bots_for(game)`` and ``BOT_NAMES`` for the command line, the ladder and
bot matches. Kept apart from bots/domino.py, which the board loads for every greedy
or random move: on a board every name a loaded module holds is interned for good."""

from pipgrid.bots import domino

BOT_NAMES = domino.BOT_NAMES + ("l1", "l2", "l3", "l4", "l5", "expert")


def decide(cls, view, rng, level):
    """The whole decision of a level-``level`` player (bots/sampling.py) at once (the
    CLI, the ladder, bot matches); the board's screens think in slices instead."""
    from pipgrid.bots.sampling import Search

    s = Search(cls, view, rng, level)
    while not s.step(1 << 20):
        pass
    return s.move


def level_player(game, level):
    """The Monte Carlo player of level ``level`` (0..4 for L1..L5, bots/sampling.py)
    for ``game`` ("traditional" or "italian"); its modules load at its first decision."""

    def choose(view, rng):
        if game == "traditional":
            from pipgrid.bots.mc_traditional import Model as model
        elif view.milestones:
            from pipgrid.bots.mc_milestones import Model as model
        else:
            from pipgrid.bots.mc_italian import Model as model
        return decide(model, view, rng, level)

    return choose


def tri_level(level):
    """Tri-Ominos' Monte Carlo player of level ``level`` (0..4, bots/mc_triominoes.py)."""

    def choose(view, rng):
        from pipgrid.bots.mc_triominoes import choose as decide_tri

        return decide_tri(view, rng, level)

    return choose


TRI_NAMES = ("greedy", "random", "l1", "l2", "l3", "l4", "l5", "expert")


def bots_for(game):
    """Bot name -> choose function for ``game``: random, greedy, l1..l5, expert (= l5).
    ``game``: "traditional", "italian" or "triominoes"."""
    if game == "triominoes":
        from pipgrid.bots import triominoes

        out = dict(triominoes.BOTS)
        for k in range(5):
            out["l%d" % (k + 1)] = tri_level(k)
        out["expert"] = out["l5"]
        return out
    out = domino.bots_for(game)
    for k in range(5):
        out["l%d" % (k + 1)] = level_player(game, k)
    out["expert"] = out["l5"]
    return out
