"""Issue 12 on the board: a HINT and the next winnable deal are worked out across loop
steps (ui/luzon/solving.py), the board animating (three running cyan dots) and B
giving up at once, with the game as it was (the modules' unloading is checked under
MicroPython: tests/host/test_app_heap_mpy.py)."""

from test_app_luzon import assert_tableau, count, start_luzon, store_with
from host_sim.drive.luzon import Board

from pipgrid.games.luzon import game as luzon
from pipgrid.ui import palette

DOTS = ((7, 13), (10, 13), (13, 13))


def dots(b):
    """The three dots' cells: 'B' the bright one, 'd' a dim one, '.' neither."""
    out = ""
    for x, y in DOTS:
        p = b.pixel(x, y)
        out += "B" if p == palette.HINT else ("d" if p == tuple(c >> 3 for c in palette.HINT) else ".")
    return out


def lost_position():
    """Deal 1 played by always taking the last legal move until none is left: the
    hint has to try undos, so it takes many slices."""
    b = start_luzon()
    game = luzon.Luzon(1)
    while not game.is_over():
        m = game.legal_moves()[-1]
        b.play_move(m)
        game.play(m)
    b.press("B")  # the end page -> the final position
    return b, game


def test_hint_thinks_across_frames_with_running_dots_then_answers():
    b, game = lost_position()
    b.press("B", "DOWN", "A")  # the pages open on UNDO; DOWN: HINT
    assert b.app.screen_name == "solving"
    seen = set()
    frames = 0
    while b.app.screen_name == "solving":
        b.now += 20
        b.frame()
        frames += 1
        if b.app.screen_name == "solving":
            seen.add(dots(b))
            assert_tableau(b, game.columns(), game.reserve())  # the board stays in view
    assert frames >= 3
    assert {"Bdd", "dBd", "ddB"} & seen and seen <= {"Bdd", "dBd", "ddB"}
    assert b.app.screen_name == "nowin"


def test_b_gives_up_the_hint_at_once_and_nothing_is_lost():
    b, game = lost_position()
    history = list(b.screen().game.history)
    b.press("B", "DOWN", "A")
    for _ in range(6):  # the solver's four modules load, its job is made, a first slice
        b.now += 20
        b.frame()
    assert b.app.screen_name == "solving" and b.app.stack[-1].job is not None
    b.press("B")
    assert b.app.screen_name == "luzon"
    assert b.screen().game.history == history and b.screen().flash == 0
    assert count(b, palette.HINT) == 0
    b.wait(500)
    assert b.app.screen_name == "luzon" and count(b, palette.HINT) == 0


def test_other_keys_while_thinking_show_they_can_do_nothing():
    b, game = lost_position()
    b.press("B", "DOWN", "A", "LEFT")
    assert b.app.screen_name == "solving"
    assert b.pixel(0, 0) == palette.BAD and b.pixel(15, 15) == palette.BAD  # the red corners
    b.think()
    assert b.app.screen_name == "nowin"


def test_hint_in_slices_flashes_the_same_move():
    b = start_luzon()
    from pipgrid.solver import verdict

    move, _ = verdict.hint(luzon.Luzon(1))
    b.press("B", "A")
    b.think()
    screen = b.screen()
    x, y = luzon.move_tiles(move)
    assert (screen.flash_a, screen.flash_b) == (screen.place_of(x), screen.place_of(y))


def test_winnable_deal_search_shows_win_and_dots_and_b_goes_back_to_the_menu():
    b = Board(store_with(4, winnable=1))  # the next deal is 5: lost, so the search goes on
    b.skip_intro()
    b.menu_to("LUZON")
    b.press("A")
    assert b.app.screen_name == "solving"
    b.now += 20
    b.frame()
    assert count(b, palette.LABEL, 0, 0, 16, 5) >= 10  # WIN
    assert dots(b) in ("Bdd", "dBd", "ddB")
    b.press("B")
    assert b.app.screen_name == "menu"
