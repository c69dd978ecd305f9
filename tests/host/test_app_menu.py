"""The menu, options, brightness and save reports, through button presses (issue 4)."""

from host_sim.drive.luzon import Board

from pipgrid.app import LEVELS
from pipgrid.save import Saves
from pipgrid.ui import palette


def count(b, rgb, x=0, y=0, w=16, h=16):
    return sum(1 for yy in range(y, y + h) for xx in range(x, x + w) if b.pixel(xx, yy) == rgb)


def test_start_up_animation_then_menu():
    b = Board()
    assert b.app.screen_name == "intro"
    b.wait(300)
    assert sum(1 for i in range(0, len(b.canvas.buf), 3) if b.canvas.buf[i] or b.canvas.buf[i + 1]) > 10
    b.wait(2000)
    assert b.app.screen_name == "menu"
    assert count(b, palette.LABEL, 0, 0, 15, 5) >= 10  # the first page's word (LUZON)


def test_any_key_skips_the_intro():
    b = Board()
    b.press("B")
    assert b.app.screen_name == "menu"


def test_pages_cycle_and_dots_show_where_you_are():
    b = Board()
    b.skip_intro()
    first = [b.pixel(15, y) for y in range(16)]
    pages = sum(1 for y in range(16) if not b.canvas.is_dark(15, y))
    assert pages >= 5  # a game or more, MODE, DEALS, COLOUR, LIGHT
    b.press("DOWN")
    second = [b.pixel(15, y) for y in range(16)]
    assert first != second and first.count(palette.WHITE) == 1
    for _ in range(pages - 1):
        b.press("DOWN")
    assert [b.pixel(15, y) for y in range(16)] == first  # wrapped round


def test_brightness_page_changes_app_brightness_and_bar():
    b = Board()
    b.skip_intro()
    b.press("UP")  # LIGHT is the last page
    start = b.app.brightness
    bar = count(b, palette.LABEL, 0, 13, 15, 2)
    b.press("RIGHT")
    assert b.app.brightness > start
    assert count(b, palette.LABEL, 0, 13, 15, 2) == bar + 2
    for _ in range(len(LEVELS)):
        b.press("LEFT")
    assert b.app.brightness == LEVELS[0] / 100
    # the setting survives a restart
    b2 = Board(bytearray(b.store))
    assert b2.app.brightness == LEVELS[0] / 100


def test_brightness_number_says_percent():
    """LIGHT's number is the LEDs' brightness in percent: a % sign stands right after it
    (a bare 35 under LIGHT said nothing to a family that never read the README), at
    every level, the widest (100 %) included, clear of the page dots in column 15."""
    from pipgrid.ui import font

    percent = font.GLYPHS[font.CHARS.find("%")]
    b = Board()
    b.skip_intro()
    b.press("UP")  # LIGHT is the last page
    for _ in range(len(LEVELS)):
        b.press("LEFT")
    for level in LEVELS:
        bits = 0
        for row in range(5):
            for col in range(3):
                bits = bits * 2 + (not b.canvas.is_dark(12 + col, 7 + row))
        assert bits == percent, level
        assert count(b, palette.WHITE, 0, 7, 11, 5) >= 5  # the number, left of the sign
        b.press("RIGHT")


def test_a_key_that_does_nothing_flashes_the_corners():
    b = Board()
    b.skip_intro()
    b.press("B")  # the root menu has nowhere to go back to
    assert b.pixel(0, 0) == palette.BAD and b.pixel(15, 15) == palette.BAD
    b.wait(300)
    assert b.pixel(0, 15) != palette.BAD


def test_colour_page_shows_the_seven_numbers_with_pips_and_toggles():
    b = Board()
    b.skip_intro()
    b.menu_to("COLOUR")
    assert count(b, palette.NORMAL[6]) == 6 and count(b, palette.NORMAL[5]) == 5
    b.press("A")
    assert count(b, palette.COLOUR_BLIND[4]) == 4


def test_corrupt_save_is_reported_on_grid_and_console_then_fresh():
    b = Board()
    b.skip_intro()
    b.press("A", "A", "RIGHT", "A")  # play a little so a game is saved
    store = bytearray(b.store)
    for i in range(0, 4096):
        if store[i] != 0xFF:
            store[i] ^= 0x5A  # every record damaged
    b2 = Board(store)
    assert any("save" in line and "fresh" in line for line in b2.lines), b2.lines
    b2.wait(1700)
    assert b2.app.screen_name == "message"
    b2.wait(300)
    assert count(b2, palette.LABEL, 0, 0, 16, 8) >= 10  # the warning sign
    assert count(b2, palette.BAD, 0, 10, 16, 5) >= 3  # the reason scrolling in red
    b2.press("A")
    assert b2.app.screen_name == "menu"
    assert count(b2, palette.GOOD, 0, 0, 15, 5) == 0  # no CONTINUE: starting fresh


def test_foreign_store_is_reported_and_replaced():
    store = bytearray(b"\x13\x37" * 2048)
    b = Board(store)
    assert b.lines and "foreign" in b.lines[0]
    b.press("A", "A")  # skip intro, skip the message
    b.press("A")  # LUZON
    assert b.app.screen_name == "luzon"
    saves = Saves(store)
    saves.load()
    assert saves.games() == [1]


def test_every_press_redraws_within_one_frame_on_every_screen():
    b = Board()
    b.skip_intro()
    for key in ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "A", "DOWN", "B", "B", "UP", "A"):
        b.press(key)  # Board.press asserts the redraw
