"""A phase's modules load one per loop step behind a picture (issue 12, ui/loading.py):
the press that chose it stays short, every loading step shows a frame, and a press
made meanwhile is kept and given to the new screen, in order. (CPython: the whole app
from .py sources does not fit the portable tests' 64 KB MicroPython heap; the benches
replay the same under MicroPython from .mpy, bench/app_game_mpy.py.)
"""

import os
import sys

from host_sim import ROOT

sys.path.insert(0, os.path.join(ROOT, "tests", "core"))

from host_sim.drive.luzon import Board  # noqa: E402


def lit(b):
    n = 0
    for y in range(16):
        for x in range(16):
            if b.pixel(x, y) != (0, 0, 0):
                n += 1
    return n


def test_presses_while_luzon_loads_are_kept_and_given_to_the_board():
    b = Board()
    b.skip_intro()
    assert b.app.menu.current().word == "LUZON"
    b.now += 50
    b.app.press("A", b.now)
    assert b.frame() and b.app.screen_name == "loading"
    b.app.press("RIGHT", b.now)  # made while the modules load: kept, shown as a dot
    b.app.press("RIGHT", b.now)
    assert b.frame() and b.pixel(0, 15) != (0, 0, 0) and b.pixel(1, 15) != (0, 0, 0)
    steps = 0
    while b.app.screen_name == "loading":
        before = lit(b)
        assert b.frame(), "every loading step shows a frame"
        assert lit(b) > 0 and (b.app.screen_name != "loading" or lit(b) >= before)
        steps += 1
    assert 3 <= steps <= 12, steps
    screen = b.screen()
    assert b.app.screen_name == "luzon" and screen.place == 2  # both RIGHTs reached the board


def test_a_hot_seat_match_is_seeded_by_the_time_of_play():
    """Without os.urandom the round seed mixes the clock at PLAY (the press's time, not
    a loading step's) with the presses' timing (pipgrid/rng.py, issue 26)."""
    from host_sim.drive.hotseat import goto, settle
    from pipgrid.rng import digest

    b = Board()
    b.app.urandom = None  # a board without os.urandom
    b.skip_intro()
    goto(b, "TRAD")
    b.press("A")
    assert b.app.screen_name == "setup"
    goto(b, "PLAY")
    b.now += 50
    t = b.now
    b.app.press("A", t)
    assert b.frame() and b.app.screen_name == "loading"
    for _ in range(3):  # loading steps 20 ms apart: the seed is still the press's time
        b.now += 20
        b.frame()
    settle(b)
    while b.app.screen_name == "loading":
        b.now += 20
        b.frame()
    assert b.app.game.game.seed == digest(t & 0x3FFFFFFF, b.app.presses)
