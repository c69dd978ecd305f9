"""Shared by the hot-seat tests: the privacy watch (HS-1, TR-3) over every frame, every
console line and the terminal front end's text, and the engine's own transcript of
the same match (the rules engine's transcript writer).

The frame check is exact in two ways, so it gives no false alarm (the colour-blind
palette, Italian's called-out total and goal, the badge's digits) and misses no tile:

- what the screen *drew*: every ``tiles_draw.tile`` call of the frame is recorded; a
  tile in some seat's hand may be drawn only on that seat's own turn, and then the
  hand places show exactly the visible part of that hand;
- what the *pixels* show: a hand place holds a tile when its two pixels are half
  colours of the palette in use (any dimming shift) with the same shift, and, with
  no hand on show, the pair stands alone (no pixel of the same colour beside, above
  or below it: a stroke of a digit or a 2x2 block is not a tile).
"""

import re

from host_sim.drive.hotseat import Board

from pipgrid import tiles
from pipgrid.bots.levels import bots_for
from pipgrid.games.domino import autoplay as domino_play
from pipgrid.games.domino.transcript import match_event
from pipgrid.rng import Rng
from pipgrid.ui import palette, tiles_draw
from pipgrid.ui.domino.table import HAND_X, HAND_Y
from pipgrid.ui.hotseat import seats

IN_ROUND = ("handover", "turn", "ends", "bot", "show", "confirm")
TILE_WORD = re.compile(r"(?<![0-9-])([0-6])-([0-6])(?![0-9-])")


def half_colours(pal):
    """Every colour a half of ``pal`` can have: {rgb: (pips, shift)} for shifts 0..4."""
    out = {}
    for pips in range(7):
        for shift in range(5):
            out.setdefault(tuple(c >> shift for c in pal[pips]), (pips, shift))
    return out


def slot_tiles(canvas, isolated, pal=palette.NORMAL):
    """Tiles drawn in the 15 hand places (module doc, "pixels")."""
    halves = half_colours(pal)
    found = []
    for y in HAND_Y:
        for x in HAND_X:
            a = halves.get(canvas.get(x, y))
            b = halves.get(canvas.get(x + 1, y))
            if a is None or b is None or a[1] != b[1]:
                continue
            if isolated and not _alone(canvas, x, y):
                continue
            found.append(tiles.tile(a[0], b[0]))
    return found


def _alone(canvas, x, y):
    left = canvas.get(x, y)
    right = canvas.get(x + 1, y)
    if canvas.get(x - 1, y) == left or (x + 2 < canvas.width and canvas.get(x + 2, y) == right):
        return False
    for dy in (-1, 1):
        if 0 <= y + dy < canvas.height and (
            canvas.get(x, y + dy) == left or canvas.get(x + 1, y + dy) == right
        ):
            return False
    return True


def named_tiles(text):
    """The tiles a line of text names ("1-3", "6-6")."""
    return {tiles.tile(int(a), int(b)) for a, b in TILE_WORD.findall(text)}


def shown_tiles(app):
    """The tiles the grid shows now (from the screen's state): the line (traditional),
    the tile being called out (Italian), and the hand of the seat on turn."""
    table = app.game
    if table is None:
        return set()
    g = table.game
    shown = set()
    if g.game == "traditional":
        shown = {tiles.tile(a, b) for a, b in g.line()}
    for screen in app.stack:
        if getattr(screen, "name", "") == "show" and g.game == "italian" and 0 <= screen.last_move < 28:
            shown.add(screen.last_move)
    top = app.stack[-1]
    if top.name in ("turn", "ends"):
        shown |= set(g.hand(g.current_player))
    return shown


class Watch:
    """Checks EVERY frame the app draws (module doc): while it is not seat k's turn,
    no tile of seat k is drawn anywhere; on a turn, the hand places show exactly the
    visible part of the current seat's hand (checked against the engine)."""

    def __init__(self, board):
        self.board = board
        self.frames = 0
        self.turn_frames = 0
        self.hidden_frames = 0
        self.drawn = []
        draw = board.app.draw
        real_tile = tiles_draw.tile

        def recorded(canvas, x, y, a, b, *rest):
            self.drawn.append(tiles.tile(a, b))
            real_tile(canvas, x, y, a, b, *rest)

        def checked(canvas):
            self.drawn = []
            tiles_draw.tile = recorded
            try:
                draw(canvas)
            finally:
                tiles_draw.tile = real_tile
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
        pal = app.palette()
        drawn = set(self.drawn)
        if getattr(app, "idle_step", 0):  # the idle picture or the LEDs off: no tile at all
            assert not drawn and not slot_tiles(canvas, True, pal)
            return
        if name in ("turn", "ends"):
            self.turn_frames += 1
            screen = app.stack[-1]
            assert app.game.is_person(s)
            first = max(0, screen.cursor // 5 - 2) * 5
            visible = sorted(g.hand(s)[first : first + 15])
            assert sorted(slot_tiles(canvas, False, pal)) == visible, (name, s)
            assert drawn & set(g.hand(s)) == set(visible)
            for k in range(g.players):
                if k != s:
                    assert not drawn & set(g.hand(k)), (name, k)
                    assert not set(slot_tiles(canvas, False, pal)) & set(g.hand(k))
        else:
            self.hidden_frames += 1
            shown = set(slot_tiles(canvas, True, pal))
            for k in range(g.players):
                assert not drawn & set(g.hand(k)), (name, k, drawn)
                assert not shown & set(g.hand(k)), (name, k, shown)


class OutputWatch:
    """Every console line as it is written: during a round it names no tile the grid
    is not showing; the round's transcript (docs/hotseat.md "Console") comes as one
    block, deal first, right after the move that ended the round, and when its
    ``end`` line is written the round is over."""

    def __init__(self, board):
        self.board = board
        self.public = 0
        self.transcript = 0
        self.block = False

    def line(self, text):
        app = self.board.app
        table = app.game if app.stack else None
        if text.startswith('{"ev":"deal"'):
            assert not self.block and table is not None
            self.block = True
        if self.block:
            assert text.startswith('{"ev"'), text
            self.transcript += 1
            if text.startswith('{"ev":"end"'):
                assert table.game.is_over()
                self.block = table.game.match_over()  # the match line follows
            elif text.startswith('{"ev":"match"'):
                self.block = False
            return
        self.public += 1
        hidden = named_tiles(text) - shown_tiles(app)
        assert not hidden, (text, app.screen_name, hidden)


def engine_transcript(game_cls, players, seeds, options, kinds, person_bot="greedy"):
    """The rules engine's transcript of the same match: people replaced by the bot that
    chose their moves on the board, computers by theirs; ``seeds`` the board's round
    seeds in order (Board.round_seeds, issue 26), the computers' generator started
    again from each as the board does (ui/domino/table.py)."""
    game = game_cls(players, seeds[0], options)
    game.match_seed = None
    names = bots_for(game.game)
    # kinds 3..7: the levels l1..l5
    bots = [
        names[person_bot if k == seats.PERSON else seats.BOT_NAMES[k] if k < 3 else "l%d" % (k - 2)]
        for k in kinds
    ]
    lines = []
    for k, seed in enumerate(seeds):
        if k:
            game.next_round(seed)
        domino_play.play_round(game, bots, Rng(seed ^ seats.BOT_SEED), lines.append)
        if game.match_over():
            lines.append(match_event(game))
            break
    return lines


def new_board(store=None):
    b = Board(store)
    return b, Watch(b)
