"""Tri-Ominos on the board, what a player at the table sees (found by a play-through of
the HINT and levels, 1 December): the last tile keeps its player's colour after a later
draw, panning never runs off into an empty grid without the red corners, B on a shown
HINT shows at once. (The take-back at the next person's handover, which shows no hand
until A, is tested in test_triominoes_takeback_sound.py and test_hotseat_takeback.py.)"""

import json

from host_sim.drive.triominoes import place_greedy, play, start, to_turn
from triominoes_watch import new_board

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.ui import palette
from pipgrid.ui.triominoes import draw as td

P = 0


def last_placer(b):
    """The seat that laid the board's last tile, as the console said it (``place`` lines)."""
    for line in reversed(b.lines):
        if line.startswith('{"ev":"place"'):
            return json.loads(line)["player"]
    raise AssertionError("no tile laid")


def test_the_last_tile_keeps_its_players_colour_after_a_draw():
    b, watch = new_board()
    table = start(b, 2, [P, P])
    g = table.game
    seen = {"after_draw": 0}
    draw = b.app.draw

    def check(canvas):
        draw(canvas)
        if b.app.screen_name not in ("turn", "show", "handover") or not g.board.order or not g.history:
            return
        placer = last_placer(b)
        last = g.board.order[-1]
        ox, oy = td.origin_for(g.board, td.cell_middle(last), 16, 7)  # the board's rows on a turn
        x, y = td.cell_middle(last)
        rgb = canvas.get(x - ox, y - oy)
        seats = palette.seat_colours(b.app.palette())
        for s in range(g.players):  # the highlight (the seat's colour, half bright) of another seat: wrong
            if s != placer:
                assert rgb != tuple(c >> 1 for c in seats[s]), (placer, s, rgb)
        if g.history[-6] == 255:  # a draw or a pass came after the last tile
            seen["after_draw"] += 1
            assert rgb == tuple(c >> 1 for c in seats[placer]) or b.app.screen_name == "show"

    b.app.draw = check
    play(b, choose_greedy)
    assert seen["after_draw"] > 20  # the case was seen, many times
    assert watch.frames > 0


def test_panning_stops_at_the_boards_edge_with_the_red_corners():
    b, _watch = new_board()
    start(b, 2, [P, P])
    place_greedy(b)
    to_turn(b)
    b.press("DOWN")  # the whole board, full size
    assert b.app.screen_name == "pan"
    pan = b.app.stack[-1]
    for key in ("LEFT", "RIGHT", "UP", "DOWN"):
        refused = 0
        for _ in range(12):
            before = (pan.ox, pan.oy)
            b.press(key)
            b.wait(10)
            if (pan.ox, pan.oy) == before:
                assert b.app.bump_until > b.now  # refused: the red corners
                refused += 1
            lit = [(x, y) for y in range(16) for x in range(16) if b.canvas.get(x, y) != (0, 0, 0)]
            assert lit  # never an empty grid
        assert refused  # the edge was reached and said so
        b.wait(500)


def test_b_on_a_shown_hint_shows_at_once_and_the_cursor_goes_back_to_the_hint_place():
    b, _watch = new_board()
    start(b, 2, [P, P])
    screen = to_turn(b)
    b.press(*["RIGHT"] * ((screen.places() - 1 - screen.cursor) % screen.places()), "A")
    for _ in range(2000):  # thinking in slices
        b.wait(20)
        if getattr(b.app.stack[-1], "move", None) is not None:
            break
    hint = b.app.stack[-1]
    assert hint.move is not None and screen.cursor != screen.places() - 1
    b.press("B")
    assert b.app.stack[-1] is screen and screen.cursor == screen.places() - 1
