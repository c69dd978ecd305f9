"""A Tri-Ominos computer seat of level L1..L5 (kinds 3..7, the domino set-up's
words) thinking in slices across loop steps (issue 15): bots/mc_triominoes.py on
the seat's own view, ``SLICE`` rollout turns per loop step (about 1.2 ms on the
32-bit build), so the running dots move and B still answers. Its modules are
loaded for one decision and unloaded after it (``finish``). The seat's view is
``View``, also a person's HINT's (ui/triominoes/hint.py)."""

from pipgrid.memory import collect, unload

LEVEL = 3  # the first level's seat kind (ui/domino/setup.py KIND_WORDS: L1)


def start(table):
    """The search for the seat on turn. A full collection first, so the modules load
    into the least fragmented heap."""
    collect()
    from pipgrid.bots import mc_triominoes as mc

    g = table.game
    return mc.search(View(g, g.legal_moves()), table.rng, table.kinds[g.current_player] - LEVEL)


class View:
    """The view (TO-9) of the seat on turn as games/triominoes/play.py's ``SeatView``
    gives it to bots/mc_triominoes.py (the fields it reads, the engine's legal moves
    ``moves`` and their points), without loading that module and the transcript it
    imports (2.5 KB while a level or a hint thinks): its own hand, the board, every
    hand's size, no other hand and not the pool."""

    def __init__(self, game, moves):
        s = game.current_player
        self.seat = self.current_player = s
        self.players = game.players
        self.club = game.club
        self.draw_limit = game.draw_limit
        self.board = game.board
        self.hand = list(game.hands[s])
        self.hand_sizes = [len(h) for h in game.hands]
        self.passes = game.passes
        self.moves = moves

    def legal_moves(self):
        return self.moves

    def points_of(self, m):
        """(points, bonus code) a placement scores now (TO-3, TO-5, TO-7)."""
        from pipgrid.games.triominoes.game import score

        return score(self.board, self.club, m)


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
