"""Idle (issue 13, app.py "Idle"): three minutes without a press dim the board to a quiet
idle picture (one dot, never a hand) at the lowest brightness; fifteen turn the LEDs
off; any press wakes it where it was, doing nothing else, and shows the screen again."""

from host_sim.drive.hotseat import start
from hotseat_privacy import new_board, slot_tiles

from host_sim.hardware import SimBoard, SimClock
from pipgrid.app import LEVELS
from pipgrid.ui.domino import hooks as hotseat


def lit(canvas):
    return [(x, y) for y in range(canvas.height) for x in range(canvas.width) if any(canvas.get(x, y))]


def test_a_turn_left_alone_dims_to_the_idle_picture_then_goes_dark_and_a_press_wakes_it_where_it_was():
    b, watch = new_board()
    table = start(b, "TRAD", 2, [hotseat.PERSON, hotseat.PERSON])
    b.press("A")  # the first person's hand
    assert b.app.screen_name == "turn" and slot_tiles(b.canvas, False)
    screen = b.app.stack[-1]
    cursor, hand = screen.cursor, list(screen.hand)
    b.wait(179 * 1000, step=500)
    assert b.app.idle_step == 0 and b.app.brightness == LEVELS[2] / 100
    b.wait(2000, step=500)
    assert b.app.idle_step > 0 and b.app.brightness == LEVELS[0] / 100
    dots = lit(b.canvas)
    assert len(dots) == 1 and not slot_tiles(b.canvas, True)  # no hand on the idle picture
    b.wait(4000, step=500)
    assert lit(b.canvas) != dots  # the dot steps on
    b.wait(720 * 1000, step=1000)
    assert b.app.idle_step == -1 and b.app.brightness == 0 and lit(b.canvas) == []
    moves = len(table.game.history)
    b.press("A")  # wakes: nothing is laid
    assert b.app.idle_step == 0 and b.app.screen_name == "turn" and len(table.game.history) == moves
    assert screen.cursor == cursor and screen.hand == hand and slot_tiles(b.canvas, False)
    b.press("RIGHT")
    assert screen.cursor != cursor or len(hand) == 1  # the next press acts again


def test_on_the_simulated_board_the_leds_go_dark_and_the_waking_press_shows_the_menu():
    board = SimBoard(clock=SimClock(), log=lambda line: None)
    for _ in range(950):
        board.clock.advance(1000)
        board.step()
    assert board.app.idle_step == -1 and not any(board.frame) and board.pixels.brightness == 0
    board.tap("DOWN")
    board.clock.advance(10)
    assert board.step()  # a frame at once
    assert board.app.screen_name == "menu" and any(board.frame)
    assert board.app.menu.index == 0  # the waking DOWN turned no page
