"""Boot errors on the board's side: when the profile is refused before code.py
opened the LEDs, boot_errors.open_pixels still finds them on the profile's data
pin, so the error pattern shows (issue 6, Board profiles)."""

import sys
import types

from pipgrid import boards, boot_errors
from pipgrid import profile as prof


class FakeNeoPixel:
    opened = []

    def __init__(self, pin, n, auto_write=True, pixel_order="GRB"):
        self.pin, self.n, self.auto_write, self.pixel_order = pin, n, auto_write, pixel_order
        self.leds = [(0, 0, 0)] * n
        self.brightness = 1.0
        self.shows = 0
        FakeNeoPixel.opened.append(self)

    def __len__(self):
        return self.n

    def __setitem__(self, i, rgb):
        self.leds[i] = rgb

    def show(self):
        self.shows += 1


def fake_board(*pins):
    return types.SimpleNamespace(**{p: "pin-" + p for p in pins})


def install(monkeypatch):
    FakeNeoPixel.opened = []
    monkeypatch.setitem(sys.modules, "neopixel", types.SimpleNamespace(NeoPixel=FakeNeoPixel))


def test_pin_used_twice_still_lights_the_x_on_the_data_pin(monkeypatch):
    install(monkeypatch)
    raw = dict(boards.get(), buttons=dict(boards.get()["buttons"], B="GP6"))
    board = fake_board(*boards.header_pins("pico"))
    try:
        prof.validate(raw, dir(board))
        raise AssertionError("the profile should be refused")
    except prof.ProfileError as error:
        pixels = boot_errors.open_pixels(board, raw)
        lines = []
        assert boot_errors.show_error(pixels, error, raw, log=lines.append) == prof.PIN_TWICE
    assert pixels.pin == "pin-GP0" and pixels.n == 256 and pixels.auto_write is False
    assert pixels.shows == 1
    assert pixels.leds.count(boot_errors.RED) == 32 and pixels.leds.count(boot_errors.AMBER) == 2


def test_zero_size_grid_opens_a_short_strip(monkeypatch):
    install(monkeypatch)
    raw = dict(boards.get(), width=0, pixel_order="XYZ")
    pixels = boot_errors.open_pixels(fake_board("GP0"), raw)
    assert pixels.n == boot_errors.STRIP and pixels.pixel_order == "GRB"


def test_no_such_pin_or_no_library_means_console_only(monkeypatch):
    install(monkeypatch)
    assert boot_errors.open_pixels(fake_board("GP1"), boards.get()) is None
    monkeypatch.setitem(sys.modules, "neopixel", None)  # import fails
    assert boot_errors.open_pixels(fake_board("GP0"), boards.get()) is None
    assert boot_errors.open_pixels(fake_board("GP0"), None) is None
