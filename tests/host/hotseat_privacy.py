"""Shared by the hot-seat tests: the privacy watch (HS-1, TR-3) and the engine's own
transcript of the same match (the rules engine's transcript writer)."""

from hotseat_drive import Board

from pipgrid import tiles
from pipgrid.bots.levels import bots_for
from pipgrid.games.domino import autoplay as domino_play
from pipgrid.rng import Rng
from pipgrid.ui import palette
from pipgrid.ui.domino import hooks as hotseat

IN_ROUND = ("handover", "turn", "ends", "bot", "show", "confirm")
# every colour a half can have on the grid: the number colours at shifts 0..4
_HALF = {}
for _pips in range(7):
    for _shift in range(5):
        _HALF.setdefault(tuple(c >> _shift for c in palette.NORMAL[_pips]), _pips)


def slot_tiles(canvas, isolated):
    """Tiles drawn in the 15 hand places: two neighbouring pixels that are both half
    colours. ``isolated``: the pixels beside the pair must differ from it (a stroke
    of a digit is not a tile)."""
    found = []
    for y in hotseat.HAND_Y:
        for x in hotseat.HAND_X:
            a = _HALF.get(canvas.get(x, y))
            b = _HALF.get(canvas.get(x + 1, y))
            if a is None or b is None:
                continue
            if isolated and (canvas.get(x - 1, y) == canvas.get(x, y) or canvas.get(x + 2, y) == canvas.get(x + 1, y)):
                continue
            found.append(tiles.tile(a, b))
    return found


class Watch:
    """Checks EVERY frame the app draws: while it is not seat k's turn, no hand place
    shows a tile of seat k; on a turn, the hand places show exactly the visible part
    of the current seat's hand (checked against the engine)."""

    def __init__(self, board):
        self.board = board
        self.frames = 0
        self.turn_frames = 0
        self.hidden_frames = 0
        draw = board.app.draw

        def checked(canvas):
            draw(canvas)
            self.check(canvas)

        board.app.draw = checked

    def check(self, canvas):
        app = self.board.app
        name = app.screen_name
        if name not in IN_ROUND or app.game is None:
            return
        self.frames += 1
        g = app.game.game
        s = g.current_player
        if name in ("turn", "ends"):
            self.turn_frames += 1
            screen = app.stack[-1]
            assert app.game.is_person(s)
            first = max(0, screen.cursor // 5 - 2) * 5
            assert sorted(slot_tiles(canvas, False)) == sorted(g.hand(s)[first : first + 15]), (name, s)
            for k in range(g.players):
                if k != s:
                    assert not set(slot_tiles(canvas, False)) & set(g.hand(k))
        else:
            self.hidden_frames += 1
            shown = set(slot_tiles(canvas, True))
            for k in range(g.players):
                assert not shown & set(g.hand(k)), (name, k, shown)


def engine_transcript(game_cls, players, seed, options, kinds, person_bot="greedy"):
    """The rules engine's transcript of the same match: people replaced by the bot that
    chose their moves on the board, computers by theirs, the board's bot generator."""
    game = game_cls(players, seed, options)
    names = bots_for(game.game)
    # kinds 3..7: the levels l1..l5
    bots = [names[person_bot if k == hotseat.PERSON else hotseat.BOT_NAMES[k] if k < 3 else "l%d" % (k - 2)]
            for k in kinds]
    lines = []
    domino_play.play_match(game, bots, Rng(seed ^ hotseat.BOT_SEED), lines.append)
    return lines


def new_board(store=None):
    b = Board(store)
    return b, Watch(b)
