"""The domino screens read as docs/board.md says (issue 13): for EVERY frame of scripted
traditional and Italian matches, a decoder that sees only the pixels (board_decoder.py)
recovers the line's tiles in order, its open ends, the hand on show with which of its
tiles can be laid, the DRAW/PASS place and the cursor, and the seat on turn (the badge's
number and colour, the cursor bars' colour; issue 24), and they equal the game's, in
both palettes."""

import pytest
from board_decoder import decode
from host_sim.drive.hotseat import Board, goto, play, start

from pipgrid import tiles
from pipgrid.bots.domino import greedy_italian, greedy_traditional
from pipgrid.games.domino.moves import DRAW
from pipgrid.ui.domino import hooks as hotseat
from pipgrid.ui.domino import line as line_draw

P, G, R = hotseat.PERSON, hotseat.GREEDY, hotseat.RANDOM
PHASES = ("handover", "turn", "ends", "bot", "show")


class Reader:
    """Decodes every frame the app draws during a round and checks it against the game."""

    def __init__(self, board):
        self.board = board
        self.frames = self.hands = self.lines = self.longest = self.badges = self.cursor_seats = 0
        board.watch_draws(self.check)

    def check(self, canvas):
        app = self.board.app
        if app.screen_name not in PHASES or app.game is None:
            return
        screen = app.stack[-1]
        g = screen.game
        traditional = g.game == "traditional"
        if not traditional and app.screen_name == "show" and screen.last_move < DRAW:
            return  # the called-out total fills the grid (test_board_language checks it)
        seen = decode(canvas, app.palette(), traditional, app.screen_name in ("turn", "ends"))
        self.frames += 1
        if traditional:
            line = g.line()
            assert seen["line"] == line, (seen["line"], line)
            assert seen["ends"] == g.ends()
            if line:  # a marker, when lit, sits one dark cell past an end (never anywhere else)
                assert set(seen["markers"]) <= set(line_draw.end_cells(len(line), screen.line_at))
            self.lines += bool(line)
            self.longest = max(self.longest, len(line))
        if app.screen_name not in ("turn", "ends"):
            assert seen["hand"] == [] and seen["cursor"] is None
            if app.screen_name in ("handover", "bot"):  # the seat on turn, by number and colour
                assert seen["badge"] == (g.current_player, g.current_player), seen["badge"]
                self.badges += 1
            return
        self.hands += 1
        first = max(0, screen.cursor // 5 - 2) * 5
        hand = g.hand(g.current_player)
        want = []
        for t in hand:
            want.append(((tiles.LOW[t], tiles.HIGH[t]), bool(screen.legal >> t & 1)))
        if screen.action >= 0:
            want.append(("DRAW" if screen.action == DRAW else "PASS", True))
        if app.screen_name == "turn":
            want.append(("HINT", True))  # the last place on a person's turn (issue 15)
        assert seen["hand"] == want[first : first + 15]
        assert seen["cursor"] == screen.cursor - first
        if app.screen_name == "turn" and seen["cursor seat"] is not None:  # (a hint's bars may stand there)
            assert seen["cursor seat"] == g.current_player
            self.cursor_seats += 1


def reader_board(cb=False):
    b = Board()  # the privacy watch (hotseat_privacy.py) reads the normal palette only
    if cb:
        b.press("B")
        goto(b, "COLOUR")
        b.press("RIGHT")
        assert b.app.settings.palette == 1
        b.press("B")
    return b, Reader(b)


# the matches of test_hotseat_traditional.py / test_hotseat_italian.py, some in the colour-blind palette
@pytest.mark.parametrize(
    "kinds,cb,options",
    [
        ([P, P], False, ()),
        ([P, P, P], True, ()),
        ([P, P, P, P], False, ()),
        ([P, G, P, R], True, ()),
        ([P, G, G], False, (("GOAL", 3),)),
    ],
)
def test_every_frame_of_traditional_matches_decodes_to_the_game(kinds, cb, options):
    b, reader = reader_board(cb)
    start(b, "TRAD", len(kinds), kinds, options=options)
    play(b, greedy_traditional)
    assert reader.frames > 100 and reader.hands > 20 and reader.lines > 50
    assert reader.badges > 10 and reader.cursor_seats > 20  # the seat on turn read back from pixels


@pytest.mark.parametrize(
    "kinds,milestones,cb",
    [
        ([P, P, P], False, False),
        ([P, P, G, P], False, True),
        ([P, R, P, P, G], False, False),
        ([P, R], True, True),
    ],
)
def test_every_frame_of_italian_matches_decodes_to_the_game(kinds, milestones, cb):
    b, reader = reader_board(cb)
    start(b, "ITAL", len(kinds), kinds, milestones=milestones)
    play(b, greedy_italian)
    assert reader.frames > 100 and reader.hands > 30


@pytest.mark.parametrize("cb", [False, True])
def test_a_line_long_enough_for_the_fifth_snake_row_decodes_in_a_real_match(cb):
    """Two people laying at random in the default game: within a few matches a line
    reaches 22 tiles (the fifth row, the census on row 9) and still decodes exactly, in
    both palettes."""
    from pipgrid.rng import Rng

    longest = 0
    for seed in range(1, 41):  # seed 1 does it today
        b, reader = reader_board(cb)
        b.wait(seed * 41)
        start(b, "TRAD", 2, [P, P])
        rng = Rng(seed)

        def at_random(view, _rng, rng=rng):
            moves = view.legal_moves()
            return moves[rng.below(len(moves))]

        play(b, at_random)
        longest = max(longest, reader.longest)
        if longest >= 22:
            break
    assert longest >= 22
